"""Pointy Hats in words (issue 30): every event and refusal of whole random matches is
said in the player's terms, at a table and in plain English: names, not seat numbers;
no ruling ids, reprs, Python lists or leftover placeholders."""

from __future__ import annotations

import json
import random
import re

import pytest

from pointyrules.core import IllegalAction
from pointyrules.pointy_hats.rules import DECK, Card, PointyHats
from pointyrules.pointy_hats.words import EN, WORDS
from pointyrules.words import PLAIN, Voice, placeholders

from ..helpers import deal, examples, play

AT_TABLE = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))
VOICES = (AT_TABLE, PLAIN)
BAD = [re.compile(p) for p in (r"[{}]", r"[Ss]eat \d", r"\[[A-Z]{2}-\d", r"\([A-Z]{2}-\d",
                                 r"Card\(", r"\[\d", r"\(s\)")]


def assert_plain(sentence: str, capital: bool = True) -> None:
    """``sentence`` is plain words (``capital``: it starts as a sentence, not lower case)."""
    assert sentence and not (capital and sentence[0].islower()), sentence
    for bad in BAD:
        assert not bad.search(sentence), (bad.pattern, sentence)


def illegal_samples(state: PointyHats) -> list[object]:
    """Moves that are legal somewhere but not here, and things that are not moves."""
    legal = set(state.legal_actions())
    return [c for c in DECK if c not in legal][:3] + [
        "x", "5S", ("S", 5), None, 42, Card("X", 4), Card("S", 9)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_matches_are_said_in_the_players_terms(players):
    for game in range(examples(6)):
        rng = random.Random(players * 100 + game)
        state = PointyHats.new_game(players, seed=rng.randrange(10**6),
                                    target_wins=rng.choice((1, 2, 3)))
        kinds = set()
        while not state.is_over:
            for action in illegal_samples(state)[:4 if len(state.log) % 3 else 10]:
                err = state.refusal(action)
                assert isinstance(err, IllegalAction), action
                for voice in VOICES:
                    assert_plain(err.sentence(voice))
            state.apply(rng.choice(state.legal_actions()))
        err = state.refusal(DECK[0])  # the match is over
        for voice in VOICES:
            assert_plain(err.sentence(voice))
        for e in state.log:
            kinds.add(e.kind)
            json.dumps(e.to_json())  # the data is JSON
            for voice in VOICES:
                assert_plain(e.sentence(voice))
        assert {"deal", "play", "trick", "reveal", "round", "match"} <= kinds
        # the reasons a table shows under the last trick, said the same way
        for *_, result in state.trick_history:
            assert_plain(WORDS.phrase(result.rule, AT_TABLE), capital=False)
        # the history survives a JSON round trip and says the same
        again = PointyHats.from_json(state.to_json())
        assert [str(e) for e in again.log] == [str(e) for e in state.log]


def test_every_tie_break_and_invert_tie_is_said():
    """Every kind, from explicit deals: the invert card with and without a tie, a round
    tie broken by the 5th card or by the 4th (the 5th being the invert card), alone or
    shared."""
    logs = [play(deal("5S 3H 4D", "5H 3S 4C", indicators="XHSDC"),
                 "5S", "5H", "3H", "4C", "4D", "3S").log,
            play(deal("5S 3H 3D", "3S 5H 3C", "4S 4H 5D", indicators="SHDCX"),
                 "5S", "4S", "3S", "3H", "4H", "5H", "3D", "5D", "3C").log,
            play(deal("5S 4S 3S", "5H 4H 3H", indicators="XSHDC"),
                 "4S", "5H", "5S", "4H", "3S", "3H").log]
    hands = ("5S 3H 3D", "5H 4C 3C", "4S 5D 4D")
    moves = ("3D", "4D", "3C", "3H", "5D", "5H", "5S", "4S", "4C")
    for indicators in ("SHDXC", "SHDCX", "SCDXH"):
        logs.append(play(deal(*hands, indicators=indicators), *moves).log)
    events = [e for log in logs for e in log]
    kinds = {e.kind for e in events} | {e.data["rule"]["kind"] for e in events
                                        if isinstance(e.data.get("rule"), dict)}
    reasons = {k for k in EN if k.startswith(("only_", "tie_", "most_"))}
    assert {"reveal_invert_tie", "reveal_tie_break", *reasons} <= kinds, reasons - kinds
    for e in events:
        for voice in VOICES:
            assert_plain(e.sentence(voice))


def test_the_catalogue_names_only_data_the_engine_records():
    """Each template's placeholders are names the engine's data uses (a typo would fail
    only when that sentence is first said)."""
    names = {"round", "dealer", "indicator", "seat", "card", "winner", "trick", "rule",
             "position", "winners", "target", "cards", "order", "tricks", "seats", "colour"}
    for kind, template in EN.items():
        assert placeholders(template) <= names, kind
