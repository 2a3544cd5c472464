"""The list of games in one place: the registry (pointyrules/games.py), _toc.yml, the
introduction's games table and the README's list (sitebuild/chapters.py)."""

import re
import sys

import pytest
import yaml

from pointyrules import games
from pointyrules.coins import rules as coins
from pointyrules.core import SetupError
from pointyrules.dokitto import rules as dokitto
from pointyrules.games import GAMES, get
from pointyrules.gingham import rules as gingham
from pointyrules.pointy_hats import rules as pointy_hats
from pointyrules.rice_dice import dice as rice_dice

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "sitebuild"))
import chapters  # noqa: E402

ENGINES = {"pointy_hats": pointy_hats, "rice_dice": rice_dice, "dokitto": dokitto,
           "gingham": gingham, "coins": coins}


def test_registry_player_counts_are_the_engines_own():
    """The registry's counts (about.PLAYERS) are the ones the engine takes, no more."""
    assert {g.key for g in GAMES} == set(ENGINES)
    for game in GAMES:
        low, high = game.players
        for n in range(low, high + 1):
            assert game.game.new_game(n).num_players == n
        for n in (low - 1, high + 1):
            with pytest.raises(SetupError):
                game.game.new_game(n)


def test_every_registered_game_has_its_chapter_file():
    for game in GAMES:
        assert (ROOT / f"{game.chapter}.ipynb").exists(), game.chapter


def test_unknown_game_is_refused_with_the_games_there_are():
    with pytest.raises(KeyError, match="no game 'chess'; the games are pointy_hats, rice_dice"):
        get("chess")
    assert get("gingham").name == "Gingham"


def test_game_chapters_follow_the_toc_order():
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text())
    part = next(p for p in toc["parts"] if p["caption"] == chapters.GAMES_PART["en"])
    assert [g.chapter for g in chapters.game_chapters()] == [c["file"] for c in part["chapters"]]


def test_a_toc_chapter_without_a_registry_entry_fails_the_build(tmp_path):
    toc = tmp_path / "_toc.yml"
    toc.write_text("root: book/intro\nparts:\n  - caption: The games\n    chapters:\n"
                   "      - file: book/pointy_hats\n      - file: book/chess\n")
    with pytest.raises(chapters.ChapterListError, match="book/chess"):
        chapters.games_table(toc)
    toc.write_text("root: book/intro\nparts:\n  - caption: Reference\n    chapters:\n"
                   "      - file: book/glossary\n")
    with pytest.raises(chapters.ChapterListError, match="no part captioned 'The games'"):
        chapters.game_chapters(toc)


def test_games_table_has_a_linked_row_per_chapter_and_nothing_coming():
    table = chapters.games_table().splitlines()
    assert len(table) == 2 + len(chapters.game_chapters())
    for game, row in zip(chapters.game_chapters(), table[2:], strict=True):
        assert row.startswith(f"| {{doc}}`{game.name} </{game.chapter}>`")
        assert game.line in row and game.japanese in row and game.players_text in row
    assert "coming" not in "\n".join(table).lower()


def test_player_counts_read_as_the_box_prints_them():
    assert get("pointy_hats").players_text == "2–4 players"
    assert get("rice_dice").players_text == "3–5 players (2 to learn)"
    assert get("pointy_hats").players_in("ja") == "2～4人"
    assert get("rice_dice").players_in("ja") == "3～5人（2人は練習用）"


def test_the_japanese_edition_has_the_same_pages_in_the_same_order():
    """ja/_toc.yml lists exactly the English pages, part for part (editions.py pairs
    each Japanese page with the English page of the same name)."""
    english = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    japanese = yaml.safe_load((ROOT / "ja" / "_toc.yml").read_text(encoding="utf-8"))
    assert japanese["root"] == english["root"]
    assert ([[c["file"] for c in p["chapters"]] for p in japanese["parts"]]
            == [[c["file"] for c in p["chapters"]] for p in english["parts"]])
    assert [g.key for g in chapters.game_chapters(lang="en")] == \
        [g.key for g in chapters.game_chapters(chapters.TOCS["ja"], "ja")]


def test_the_japanese_games_table_speaks_japanese():
    table = chapters.games_table(lang="ja").splitlines()
    assert table[0] == chapters.HEADINGS["ja"]
    for game, row in zip(chapters.game_chapters(), table[2:], strict=True):
        line, lesson = game.about("ja")
        assert line and lesson, f"{game.key} has no Japanese line or lesson in games.py"
        assert row.startswith(f"| {{doc}}`{game.japanese or game.name} </{game.chapter}>`")
        assert line in row and lesson in row and game.players_in("ja") in row
        assert not re.search(r"[A-Za-z]", line + lesson), "Japanese words only"


def test_readme_list_of_games_is_current():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert chapters.readme_with_games(text) == text, \
        "README.md's list of games is stale: run `python3 dev.py readme`"
    for game in GAMES:
        assert f"**{game.name}**" in text


def test_readme_without_the_markers_is_an_error():
    with pytest.raises(chapters.ChapterListError, match="no list of games"):
        chapters.readme_with_games("# pointyrules\n\nGames so far: Pointy Hats.\n")


# --- the registry's contract (issue 16: tests outside the project rely on it) -------------

def test_registry_names_and_entries():
    assert games.names() == ("pointy_hats", "rice_dice", "dokitto", "gingham", "coins")
    for name in games.names():
        entry = games.get(name)
        assert entry.key == name and entry.chapter == f"book/{name}"
        assert entry.game.game_name == name
        low, high = entry.players
        for n in (low, high):
            state = entry.game.new_game(n, seed=3)
            assert len(state.scores()) == n
            for bot_name, bot_class in entry.bots.items():
                move = bot_class().choose(state.clone())
                assert state.refusal(move) is None, (name, n, bot_name, move)


def test_registry_tables_are_each_games_table():
    from pointyrules.table import Table
    for name in games.names():
        table = games.get(name).table
        assert issubclass(table, Table) and table.game == name
        assert table.__module__ == f"pointyrules.{name}.table"


GAME_FILES = {"__init__.py", "about.py", "rules.py", "words.py", "bots.py", "render.py",
              "table.py", "printables.py", "spec.py"}


def test_every_game_folder_has_the_same_shape():
    """One folder per game with the same kinds of files (issue 16), and nothing outside
    the games' folders but the registry names a particular game's module."""
    package = ROOT / "pointyrules"
    for name in games.names():
        files = {p.name for p in (package / name).glob("*.py")}
        assert GAME_FILES <= files, (name, GAME_FILES - files)
    folders = {p.name for p in package.iterdir() if (p / "__init__.py").exists()}
    assert folders == set(games.names()) | {"table"}  # the table's parts: session, words
    for module in [*package.glob("*.py"), *package.glob("table/*.py")]:
        if module.name == "games.py":
            continue
        code = module.read_text(encoding="utf-8")
        for name in games.names():
            assert f".{name}" not in code, (module.name, name)


@pytest.mark.parametrize("bad", ["chess", "", None, "Pointy Hats"])
def test_registry_refuses_an_unknown_name(bad):
    with pytest.raises(KeyError, match="the games are pointy_hats, rice_dice, dokitto, "
                                       "gingham, coins"):
        games.get(bad)


def test_benchmarks_and_the_site_build_read_the_registry():
    """The benchmarks mirror the package (bench/<game>.py, one per registry name) and,
    like the site's build and its page runtime, name no game themselves."""
    for name in games.names():
        assert (ROOT / "bench" / f"{name}.py").exists(), name
    shared = [ROOT / "bench" / "__main__.py", ROOT / "bench" / "common.py",
              ROOT / "bench" / "page.py", ROOT / "bench" / "ladder.py",
              ROOT / "bench" / "decisions.py",
              *(ROOT / "sitebuild").rglob("*.py"),
              *(ROOT / "sitebuild").rglob("*.js"), *(ROOT / "sitebuild").rglob("*.mjs")]
    for path in shared:
        code = path.read_text(encoding="utf-8")
        code = "\n".join(line for line in code.splitlines()
                         if not line.lstrip().startswith(("#", "//", "```", "*")))
        for name in games.names():
            assert f"{name}." not in code and f'"{name}"' not in code, (path.name, name)
