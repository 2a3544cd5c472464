"""Gingham's words: every event and refusal of random games is said in the player's
terms, to a table's player and plainly (no placeholders left, no seat numbers, ruling
ids, reprs or Python lists)."""

import random
import re

import pytest

from pointyrules.core import IllegalAction
from pointyrules.gingham.rules import Gingham, Queen, Skip
from pointyrules.gingham.words import EN, WORDS
from pointyrules.words import PLAIN, Voice, placeholders

TABLE = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))
BAD = [re.compile(p) for p in (r"[{}]", r"[Ss]eat \d", r"\[[A-Z]{2}-\d", r"\([A-Z]{2}-\d",
                                r"Card\(", r"\[\d", r"\(s\)")]


def _clean(text: str) -> None:
    assert text and not text[0].islower(), text
    for bad in BAD:
        assert not bad.search(text), (bad.pattern, text)


def _say(said) -> None:
    for voice in (TABLE, PLAIN):
        _clean(said.sentence(voice))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_are_said_in_words(n):
    for seed in range(2):
        pick = random.Random(seed)
        s = Gingham.new_game(n, seed=seed, max_rounds=20)
        s.cubes = [4] * n  # abilities affordable: moves, boosts and stitches happen too
        seen: set = set()
        earlier: list = []  # moves legal a moment ago, and moves of no state
        while not s.is_over:
            legal = s.legal_actions()
            for action in earlier + [Skip(), "x", None, (0, 0), Queen("X", 1)]:
                if action not in legal:
                    err = s.refusal(action)
                    assert isinstance(err, IllegalAction)
                    _say(err)
            _clean("Now: " + WORDS.phrase(s.phase_phrase(), TABLE))
            earlier = legal[:3]
            s.apply(pick.choice(legal))
        for e in s.log:
            _say(e)
            seen.add(e.kind)
            if e.kind in ("connect", "capture"):  # the table's words for another seat's
                hidden = e._replace(kind=e.kind + "_hidden")
                _say(hidden)
                assert f"+{e.data['points']}" not in hidden.sentence(TABLE)
        _say(s.refusal(Skip()))  # the game is over
        assert {"setup", "queen", "ant", "round", "end"} <= seen


def test_every_template_fills_from_its_data():
    """Each placeholder of a template is a data name the engine records (or a phrase's)."""
    fields = set().union(*(placeholders(t) for t in EN.values()))
    assert fields <= {"players", "size", "round", "seat", "row", "side", "lead", "cost",
                      "ability", "cell", "owner", "src", "dst", "sweet", "length", "points",
                      "height", "sugar", "point", "previous", "order", "reason", "scores",
                      "target", "rounds", "action", "now"}
