"""The Japanese edition stays in step with the English (issue 33, point 5).

``sitebuild/ja_sync.py`` pairs every Japanese unit (a notebook cell, a Markdown page's
section, a word catalogue's sentence) with its English and names the ones whose English
changed since they were translated. The first test is the edition's state; the others
change the English on purpose (in copies) and require the check to name exactly the
units that went stale.
"""

from __future__ import annotations

import json
import random
import shutil
import sys

import pytest

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "sitebuild"))
import ja_sync  # noqa: E402


def test_the_japanese_edition_is_in_step_with_the_english():
    problems = ja_sync.check()
    assert not problems, ("The Japanese edition is out of step (update the Japanese, then "
                          "`python3 dev.py ja-stamp ...`):\n" + "\n".join(problems))


def _cell(kind, cell_id, text, **metadata):
    cell = {"cell_type": kind, "id": cell_id, "metadata": metadata, "source": text}
    if kind == "code":
        cell |= {"outputs": [], "execution_count": None}
    return cell


def _write(path, cells):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4,
                                "nbformat_minor": 5}, ensure_ascii=False), encoding="utf-8")


@pytest.fixture
def pair(tmp_path):
    english = [_cell("markdown", "a", "# Dice\n\nRoll five dice and keep some of them."),
               _cell("code", "b", "x = 1\nprint(x)"),
               _cell("code", "c", 'show("The chance of a bust")', tags=["hide-input"],
                     mystnb={"figure": {"caption": "Two dice"}})]
    japanese = [_cell("markdown", "a", "# ダイス\n\n5個のダイスを振り、いくつかを取り置きます。"),
                _cell("code", "b", "x = 1\nprint(x)"),
                _cell("code", "c", 'show("バーストの確率")', tags=["hide-input"],
                      mystnb={"figure": {"caption": "2個のダイス"}})]
    en, ja = tmp_path / "en.ipynb", tmp_path / "ja.ipynb"
    _write(en, english)
    _write(ja, japanese)
    assert {p.split(": ")[0].split()[-1] for p in ja_sync.check_notebook(en, ja, set())} \
        == {"a", "c"}, "translated cells must be stamped"
    ja_sync._stamp_notebook(en, ja, [])
    assert ja_sync.check_notebook(en, ja, set()) == []
    return en, ja


def _edit(path, cell_id, **change):
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["id"] == cell_id:
            cell.update(change)
    path.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")


def _named(problems):
    return sorted(p.split(": ")[0].split()[-1] for p in problems)


def test_a_changed_english_cell_makes_exactly_its_translation_stale(pair):
    en, ja = pair
    _edit(en, "a", source="# Dice\n\nRoll five dice and set some of them aside.")
    problems = ja_sync.check_notebook(en, ja, set())
    assert _named(problems) == ["a"] and "STALE" in problems[0]
    ja_sync._stamp_notebook(en, ja, ["a"])  # the translator updated it, and says so
    assert ja_sync.check_notebook(en, ja, set()) == []


def test_a_changed_caption_makes_its_cell_stale(pair):
    en, ja = pair
    _edit(en, "c", metadata={"tags": ["hide-input"],
                             "mystnb": {"figure": {"caption": "Three dice"}}})
    assert _named(ja_sync.check_notebook(en, ja, set())) == ["c"]


def test_a_changed_verbatim_code_cell_is_named(pair):
    en, ja = pair
    _edit(en, "b", source="x = 2\nprint(x)")
    assert _named(ja_sync.check_notebook(en, ja, set())) == ["b"]


def test_structure_must_match_the_english(pair):
    en, ja = pair
    _edit(ja, "a", source="## ダイス\n\n5個のダイスを振ります。")
    assert any("heading levels" in p for p in ja_sync.check_notebook(en, ja, set()))
    _edit(ja, "a", source="# ダイス\n\n5個のダイスを振ります。")
    _edit(ja, "b", metadata={"tags": ["remove-cell"]})
    assert any("tags" in p for p in ja_sync.check_notebook(en, ja, set()))
    nb = json.loads(ja.read_text(encoding="utf-8"))
    nb["cells"].reverse()
    ja.write_text(json.dumps(nb), encoding="utf-8")
    assert any("English order" in p for p in ja_sync.check_notebook(en, ja, set()))


def test_english_prose_left_in_a_japanese_page_is_named_unless_listed(pair):
    en, ja = pair
    english = json.loads(en.read_text(encoding="utf-8"))["cells"][0]
    _edit(ja, "a", source=english["source"], metadata={})
    problems = ja_sync.check_notebook(en, ja, set())
    assert _named(problems) == ["a"] and "still the English" in problems[0]
    assert ja_sync.check_notebook(en, ja, {f"{ja_sync._rel(ja)} a"}) == []


def test_markdown_sections_are_stamped_and_go_stale(tmp_path):
    en, ja = tmp_path / "en.md", tmp_path / "ja.md"
    en.write_text("# Glossary\n\nWords of the games.\n\n## General\n\n```{glossary}\n"
                  "# not a heading\nturn\n  A player's chance to act.\n```\n", encoding="utf-8")
    ja.write_text("# 用語集\n\nゲームのことば。\n\n## 共通\n\n```{glossary}\n"
                  "# not a heading\n手番\nturn\n  自分の番。\n```\n", encoding="utf-8")
    assert len(ja_sync.check_markdown(en, ja, set())) == 2
    assert ja_sync._stamp_markdown(en, ja, []) == ["0", "1"]
    assert ja_sync.check_markdown(en, ja, set()) == []
    assert "% en: " in ja.read_text(encoding="utf-8").splitlines()[1]
    en.write_text(en.read_text(encoding="utf-8").replace("chance to act", "go"),
                  encoding="utf-8")
    problems = ja_sync.check_markdown(en, ja, set())
    assert len(problems) == 1 and "STALE" in problems[0] and "共通" in problems[0]
    en.write_text(en.read_text(encoding="utf-8").replace("## General", "### General"),
                  encoding="utf-8")
    assert "heading levels" in ja_sync.check_markdown(en, ja, set())[0]


def test_every_real_translated_unit_goes_stale_when_its_english_changes(tmp_path):
    """Over the edition as it is: changing the English of any stamped cell or section
    (a sample of them) makes the check name that unit and no other."""
    rng = random.Random(33)
    checked = 0
    for en_path in ja_sync.english_pages():
        ja_path = ja_sync.JA / en_path.relative_to(ROOT)
        if not ja_path.exists():
            continue
        en_copy = tmp_path / en_path.name
        shutil.copy(en_path, en_copy)
        if en_path.suffix == ".ipynb":
            cells = json.loads(ja_path.read_text(encoding="utf-8"))["cells"]
            stamped = [c["id"] for c in cells
                       if c.get("metadata", {}).get("pointyrules", {}).get("en_hash")]
            for cell_id in rng.sample(stamped, min(3, len(stamped))):
                nb = json.loads(en_path.read_text(encoding="utf-8"))
                for cell in nb["cells"]:
                    if cell["id"] == cell_id:
                        cell["source"] = "".join(cell["source"]) + "\nOne more sentence."
                en_copy.write_text(json.dumps(nb), encoding="utf-8")
                named = [p for p in ja_sync.check_notebook(en_copy, ja_path, set())
                         if "STALE" in p]
                assert [p.split(": ")[0].split()[-1] for p in named] == [cell_id]
                checked += 1
        else:
            sections = ja_sync.sections(en_path.read_text(encoding="utf-8"))
            stamped = [n for n, s in enumerate(ja_sync.sections(ja_path.read_text(
                encoding="utf-8"))) if ja_sync.recorded_hash(s)]
            for n in rng.sample(stamped, min(2, len(stamped))):
                changed = [s + ("\nOne more sentence.\n" if i == n else "")
                           for i, s in enumerate(sections)]
                en_copy.write_text("".join(changed), encoding="utf-8")
                named = [p for p in ja_sync.check_markdown(en_copy, ja_path, set())
                         if "STALE" in p]
                assert [p.split()[1] for p in named] == [str(n)]
                checked += 1
    assert checked >= 10


def test_a_changed_english_sentence_makes_its_japanese_sentence_stale(monkeypatch):
    real = ja_sync.catalogues()
    module, (english, japanese) = next(iter(real.items()))
    kind = next(iter(english))
    changed = {**real, module: ({**english, kind: english[kind] + " Really."}, japanese)}
    monkeypatch.setattr(ja_sync, "catalogues", lambda: changed)
    problems = ja_sync.check_catalogues()
    assert len(problems) == 1 and problems[0].startswith(f"{module} {kind}: STALE")


@pytest.mark.parametrize("game", ["rice_dice", "coins"])
def test_a_changed_english_sheet_or_stage_makes_exactly_that_lesson_unit_stale(monkeypatch,
                                                                              game):
    """A printable or a part of the lesson pack changed in English names the Japanese
    lesson unit that followed it, and nothing else (the Japanese sheets are adapted, so a
    unit is a whole English sheet, or one part of the pack: its aim, a stage, ...)."""
    real = ja_sync.lesson_units
    units = real(game)
    assert f"{game} sheet worksheet" in units and f"{game} class data" in units
    stages = [u for u in units if u.startswith(f"{game} pack stage ")]
    assert len(stages) >= 4
    recorded = {u: ja_sync.digest(t) for u, t in units.items()}
    monkeypatch.setattr(ja_sync, "_has_japanese_lesson", lambda name: name == game)
    monkeypatch.setattr(ja_sync.json, "loads", lambda text: {ja_sync.LESSONS: recorded})
    others = {f"lessons {name}" for name in ja_sync.games.names() if name != game}
    assert ja_sync.check_lessons(others) == []
    for unit in (f"{game} sheet worksheet", stages[1], f"{game} class data"):
        monkeypatch.setattr(ja_sync, "lesson_units",
                            lambda name, unit=unit: {**units, unit: units[unit] + " Really."})
        problems = ja_sync.check_lessons(others)
        assert len(problems) == 1 and problems[0].startswith(f"{unit}: STALE"), problems


def test_a_game_without_japanese_lesson_material_is_named_unless_listed(monkeypatch):
    monkeypatch.setattr(ja_sync, "_has_japanese_lesson", lambda name: name != "gingham")
    monkeypatch.setattr(ja_sync, "lesson_units", lambda name: {})
    assert ja_sync.check_lessons(set()) == [
        "gingham: no Japanese lesson material (pointyrules/gingham/printables_ja.py, "
        "lesson_ja.py)"]
    assert ja_sync.check_lessons({"lessons gingham"}) == []


# The games' own names and lists of pieces, which our Japanese must use as the rule texts
# do (a run inside one of them is not a copied sentence). Every other run of the rule
# texts found in our Japanese is.
GAME_TERMS = (
    "This is why you lose coins", "trick-taking game",
    "財布に入るアナログゲーム",  # the coins game's published subtitle, quoted as such
    "スペード", "ハート", "ダイヤ", "クラブ",  # Pointy Hats' suits (listed in their order)
    "クッキー", "サクランボ", "カップケーキ", "パイ", "ロリポップ",  # Gingham's sweets
    "ストック",  # Gingham's stocks of sweets
    "スタートプレイヤー",  # Doki-tto's first player of a round
    "切り札表示カード",  # Pointy Hats' trump indicator cards
)


def japanese_texts() -> dict[str, str]:
    """{where: text} of everything the Japanese edition says: its pages, its word
    catalogues, its sheets and lesson packs."""
    texts = {}
    for path in sorted((ROOT / "ja" / "book").rglob("*")):
        if path.suffix == ".md":
            texts[path.relative_to(ROOT).as_posix()] = path.read_text(encoding="utf-8")
        elif path.suffix == ".ipynb":
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            texts[path.relative_to(ROOT).as_posix()] = "\n".join(
                "".join(c["source"]) for c in cells)
    for module, (_, japanese) in ja_sync.catalogues().items():
        for kind, sentence in japanese.items():
            texts[f"{module} {kind}"] = str(sentence)
    import printables

    for game in ja_sync.games.names():
        for sheet in printables.sheets(game, "ja"):
            texts[f"{game} {sheet.kind} (ja)"] = f"{sheet.title}\n{sheet.body}"
    return texts


def test_no_sentence_of_the_rule_texts_is_in_the_japanese_edition():
    """Every Japanese sentence is ours: no run of 14 characters (spaces and punctuation
    aside) of the games' rule texts appears in a page, a table's words, a sheet or a pack,
    outside the games' own names for their pieces (seedscan.py)."""
    import seedscan

    prints = seedscan.stored()
    found = {where: runs for where, text in japanese_texts().items()
             if (runs := seedscan.copied(text, prints, GAME_TERMS))}
    assert not found, f"runs of the rule texts in our Japanese: {found}"


def test_the_scan_finds_a_copied_run_and_keeps_its_fingerprints_current():
    import seedscan

    prints = seedscan.stored()
    assert len(prints) > 1000
    if seedscan.SEEDS.is_dir():  # where the rule texts are (not in the repository)
        assert prints == seedscan.seed_fingerprints(), "run `python3 dev.py ja-seeds`"
        seed = next(iter(sorted(seedscan.SEEDS.glob("*.txt")))).read_text(encoding="utf-8")
        line = max(seed.splitlines(), key=lambda s: len(seedscan.normalise(s)))
        piece = seedscan.normalise(line)[:seedscan.K]  # the shortest run that counts
        assert seedscan.copied(f"わたしたちの文。{piece}。おわり", prints)
    assert not seedscan.copied("わたしたちが自分の言葉で書いた、ゲームの説明の文です。" * 3, prints)
