"""Every word a table shows comes through the words layer (issue 30; issue 33 builds on
it): a table drawn in the pseudo-language ``qps`` (``words.pseudo``: every word of a
catalogue marked ⟦…⟧) shows no English word outside the marks.

What a player reads is the page's text and the attributes a browser shows or speaks
(titles, accessible names, alt texts, placeholders). Names (the bots' seats), numbers,
card and die symbols are not words of a language.
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from importlib import import_module

import pytest

from pointyrules import games
from pointyrules.table import Table

from .helpers import table_walk

NAMES = set(Table.BOT_NAMES)
SHOWN_ATTRIBUTES = ("title", "aria-label", "alt", "placeholder", "aria-description")
MARKED = re.compile(r"⟦[^⟧]*⟧")


class _Read(HTMLParser):
    """The text a player reads: text nodes outside styles and scripts, and the
    attributes a browser shows or speaks."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs) -> None:
        self.hidden += tag in ("style", "script")
        self.parts += [v for k, v in attrs if k in SHOWN_ATTRIBUTES and v]

    def handle_endtag(self, tag) -> None:
        self.hidden -= tag in ("style", "script") and self.hidden > 0

    def handle_data(self, data) -> None:
        if not self.hidden:
            self.parts.append(data)


def unmarked_words(html: str) -> set[str]:
    """The words of a language in ``html`` that no catalogue marked."""
    reader = _Read()
    reader.feed(html)
    reader.close()
    left = MARKED.sub(" ", " ".join(reader.parts))
    return {w for w in re.findall(r"[A-Za-z]{2,}", left) if w not in NAMES}


def positions(name: str, seed: int, count: int = 30, lang: str = "qps"):
    """A table in ``lang`` at several points of random games (and after a hint or a
    refusal)."""
    t = Table(name, chance=random.Random(seed), thinking=random.Random(seed), lang=lang)
    yield from table_walk(t, random.Random(seed), steps=count, hint=0.2, odd=("§",),
                          again=True)


def leaks_in_tables(name: str, lang: str, found) -> dict[str, int]:
    """The words ``found(html)`` finds on tables of ``name`` in ``lang`` over three random
    games, with how often; checks that the walks drew hints and refusals too."""
    leaks: dict[str, int] = {}
    hinted = refused = 0
    for seed in range(3):
        for html in positions(name, seed, lang=lang):
            hinted += "pr-hint-text" in html
            refused += 'class="pr-error"' in html
            for w in found(html):
                leaks[w] = leaks.get(w, 0) + 1
    assert hinted and refused  # the walk drew hints and refusals, not only boards
    return leaks


def pending(name: str) -> bool:
    """A game whose table still shows words of its own (``PSEUDO_PENDING`` in its
    tests' ``__init__.py``, removed when its table speaks only through the words)."""
    return getattr(import_module(games.get(name).package.replace("pointyrules", "tests")),
                   "PSEUDO_PENDING", False)


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(
    strict=True, reason="table words not yet in words.py")) if pending(n) else n
    for n in games.all_names()])
def test_a_table_in_another_language_shows_no_english(name):
    leaks = leaks_in_tables(name, "qps", unmarked_words)
    assert not leaks, f"{name}: words shown without the words layer: {sorted(leaks)}"


def test_the_check_sees_a_word_outside_the_marks():
    assert unmarked_words('<p title="⟦fine⟧">⟦ok⟧ 5 Ben</p>') == set()
    assert unmarked_words('<p>⟦ok⟧ Stop</p><b aria-label="roll">x</b>') == {"Stop", "roll"}
    assert unmarked_words("<style>.pr-move{color:red}</style>") == set()
