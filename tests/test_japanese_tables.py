"""Every table in Japanese (issue 33, point 2): at many points of random games, with
hints and refused moves, a Japanese table shows no word of English. What a player reads
is the page's text and the attributes a browser shows or speaks (``test_pseudo._Read``).

Not words of a language: names, numbers, card and die symbols, the unit mm, Gingham's
cell and row names (one letter and a number), and what the player typed, which a
refusal quotes back in 「」.
"""

from __future__ import annotations

import random
import re

import pytest

from pointyrules import games
from pointyrules.table import Table

from .test_pseudo import _Read, leaks_in_tables

LATIN = re.compile(r"[A-Za-z]{2,}")
QUOTED = re.compile(r"「[^」]*」")
NOT_WORDS = {"mm"}


def english_words(html: str) -> set[str]:
    reader = _Read()
    reader.feed(html)
    reader.close()
    text = QUOTED.sub(" ", " ".join(reader.parts))
    return {w for w in LATIN.findall(text) if w not in NOT_WORDS}


@pytest.mark.parametrize("name", games.all_names())
def test_a_japanese_table_shows_no_english(name):
    assert Table(name, lang="ja").word("new_game") == "新しいゲーム"
    leaks = leaks_in_tables(name, "ja", english_words)
    assert not leaks, f"{name}: English on a Japanese table: {sorted(leaks)}"


def test_the_check_sees_english_outside_quotes():
    assert english_words("<p>あなたの番です。5♠ 30mm 「place x」</p>") == set()
    assert english_words('<p title="Undo">戻す</p><b>play</b>') == {"Undo", "play"}


def test_a_refusal_quotes_what_was_typed_in_japanese_quotes():
    t = Table("rice_dice", chance=random.Random(1), thinking=random.Random(1), lang="ja")
    reply = t.handle({"op": "act", "key": "zz"})
    assert "「zz」" in reply["error"] and "'zz'" not in reply["error"]
    english = Table("rice_dice", chance=random.Random(1), thinking=random.Random(1))
    assert "'zz'" in english.handle({"op": "act", "key": "zz"})["error"]


def test_a_refusal_names_the_bots_as_the_menu_does():
    t = Table("rice_dice", chance=random.Random(1), thinking=random.Random(1), lang="ja")
    said = t.handle({"op": "new", "players": 3, "level": "zzz"})["error"]
    assert all(t.bot_name(b) in said for b in t.bot_kinds) and "expert" not in said
