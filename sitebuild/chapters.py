"""The list of game chapters, in one place: `_toc.yml` says which chapters exist and in
what order, `pointyrules/games.py` what each game is. The introduction's games table
(the `games-table` directive of pointyrules_site.py) and the README's list of games
(`python3 dev.py readme`; a test checks it is current) are both made here.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
TOC = ROOT / "_toc.yml"
README = ROOT / "README.md"
# The caption of the part of _toc.yml (ja/_toc.yml) that lists the games.
GAMES_PART = {"en": "The games", "ja": "ゲーム"}
TOCS = {"en": TOC, "ja": ROOT / "ja" / "_toc.yml"}
README_START = ("<!-- games: made by `python3 dev.py readme` from _toc.yml and "
                "pointyrules/games.py; edit those, not this list -->")
README_END = "<!-- /games -->"

sys.path.insert(0, str(ROOT))
from pointyrules.games import BY_KEY, GameInfo  # noqa: E402


def game_argument(directive, kind: str) -> str:
    """A directive's one argument, a game's registry name, or the directive's error
    naming the games there are (``kind`` is the directive's name)."""
    name = directive.arguments[0]
    if name not in BY_KEY:
        raise directive.error(f"{kind}: no game {name!r}; the games are {', '.join(BY_KEY)}")
    return name


class ChapterListError(ValueError):
    """_toc.yml and the registry disagree about which games have chapters."""


def game_chapters(toc: Path = TOC, lang: str = "en") -> list[GameInfo]:
    """The games with a chapter, in the order of _toc.yml's games part."""
    parts = yaml.safe_load(toc.read_text(encoding="utf-8")).get("parts", [])
    chapters = [c["file"] for p in parts if p.get("caption") == GAMES_PART[lang]
                for c in p.get("chapters", [])]
    if not chapters:
        raise ChapterListError(f"{toc.name} has no part captioned {GAMES_PART[lang]!r}")
    by_chapter = {game.chapter: game for game in BY_KEY.values()}
    unknown = [c for c in chapters if c not in by_chapter]
    if unknown:
        raise ChapterListError(f"{toc.name} lists {', '.join(unknown)} under {GAMES_PART[lang]!r}, "
                               "but pointyrules/games.py has no entry for them")
    return [by_chapter[c] for c in chapters]


HEADINGS = {"en": "| Game | In one line | Lesson |",
            "ja": "| ゲーム | ひとことで | 授業で学ぶこと |"}


def games_table(toc: Path | None = None, lang: str = "en") -> str:
    """The introduction's table of the games, as MyST markdown with links to each chapter.

    Three columns, so that it still reads on a phone: the game (its link, Japanese title
    and player count), the game in one line, and what its lesson teaches. In Japanese
    the Japanese title leads, with the English one after it."""
    rows = [HEADINGS[lang], "| --- | --- | --- |"]
    for game in game_chapters(toc or TOCS[lang], lang):
        line, lesson = game.about(lang)
        if lang == "ja":
            title = game.japanese or game.name
            other = f"（{game.name}）" if game.japanese else ""
            rows.append(f"| {{doc}}`{title} </{game.chapter}>`{other}、"
                        f"{game.players_in(lang)} | {line} | {lesson} |")
        else:
            japanese = f" ({game.japanese})" if game.japanese else ""
            rows.append(f"| {{doc}}`{game.name} </{game.chapter}>`{japanese}, "
                        f"{game.players_text} | {line} | {lesson} |")
    return "\n".join(rows)


def readme_games(toc: Path = TOC) -> str:
    """The README's list of the games, between its two markers."""
    lines = [README_START]
    for game in game_chapters(toc):
        title = f"**{game.name}**" + (f" ({game.japanese})" if game.japanese else "")
        lines.append(f"- {title}, {game.players_text}: {game.line} "
                     f"Chapter: [`{game.chapter}.ipynb`]({game.chapter}.ipynb).")
    lines.append(README_END)
    return "\n".join(lines)


README_SECTION = re.compile(re.escape(README_START.split(";")[0]) + r".*?" + re.escape(README_END),
                            re.S)


def readme_with_games(text: str, toc: Path = TOC) -> str:
    """The README's text with its list of games made afresh."""
    if not README_SECTION.search(text):
        raise ChapterListError(f"README.md has no list of games between {README_START!r} "
                               f"and {README_END!r}")
    return README_SECTION.sub(lambda _: readme_games(toc), text, count=1)
