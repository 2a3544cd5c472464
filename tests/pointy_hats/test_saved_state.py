"""Pointy Hats' saved state, declared once (issue 30): the JSON it writes, and a tampered
one refused with the field and the ruling it breaks (PH-1..PH-7)."""

import json
import random

import pytest

from pointyrules.cards import DeckCard
from pointyrules.core import SetupError
from pointyrules.pointy_hats.rules import DECK, Card, PointyHats

from ..helpers import cards, deal, play

# A 3-player round tied 1-1-1 on tricks and settled by the 4th card (the 5th is the
# invert card), then round 2 dealt by seat 2 with one card played.
HANDS = ("5S 3H 3D", "5H 4C 3C", "4S 5D 4D")
MOVES = ("3D", "4D", "3C", "3H", "5D", "5H", "5S", "4S", "4C")


def in_round_2() -> PointyHats:
    s = play(deal(*HANDS, indicators="SHDCX", target_wins=2, seed=4), *MOVES)
    s.apply(s.legal_actions()[0])
    return s


def test_the_json_keeps_its_format():
    data = json.loads(in_round_2().to_json())
    assert sorted(data) == sorted([
        "game", "rng", "log", "num_players", "target_wins", "round_wins", "round_number",
        "dealer", "hands", "undealt", "indicators", "revealed", "trick_indicator",
        "tricks_done", "trick", "won", "trick_history", "last_round", "past_indicators"])
    assert data["trick_history"][0] == {
        "round": 1, "indicator": "S", "plays": [[0, ["D", 3]], [2, ["D", 4]], [1, ["C", 3]]],
        "winner": 2, "card": ["D", 4],
        "rule": {"kind": "only_highest", "card": "4♦", "rule": "PH-3"}, "extra": False}
    assert data["last_round"] == {"winners": [1], "tie_break": [3, 4], "rule": {
        "kind": "tie_fewest", "seats": [0, 1, 2], "tricks": 1, "colour": "C", "rule": "PH-5"}}
    assert data["past_indicators"] == [["S", "H", "D", "C", "X"]]
    assert data["trick"] == [[2, list(in_round_2().trick[0][1])]]


def test_a_saved_state_reads_back_the_decks_own_cards():
    s = in_round_2()
    t = PointyHats.from_json(s.to_json())
    assert t == s and t.last_round == s.last_round and t.trick_history == s.trick_history
    canonical = {id(c) for c in DECK}
    assert all(id(c) in canonical for h in t.hands for c in h)


def tampered(change) -> SetupError:
    data = json.loads(in_round_2().to_json())
    change(data)
    with pytest.raises(SetupError) as err:
        PointyHats.from_json(json.dumps(data))
    return err.value


def _set(path, value):
    def change(data):
        *where, last = path
        for p in where:
            data = data[p]
        data[last] = value(data[last]) if callable(value) else value
    return change


@pytest.mark.parametrize("change, field, rule", [
    (_set(("hands", 0, 0), ["S", 3.0]), "hands", "PH-1"),
    (_set(("hands", 0, 0), ["S", 6]), "hands", "PH-1"),
    (_set(("hands", 0, 0), ["Z", 3]), "hands", "PH-1"),
    (lambda d: d["undealt"].__setitem__(0, d["hands"][0][0]), "undealt", "PH-1"),
    (_set(("indicators", 1), "S"), "indicators", "PH-2"),
    (_set(("indicators", 1), "Q"), "indicators", "PH-2"),
    (_set(("trick", 0, 0), 1), "trick", "PH-4"),
    (_set(("tricks_done",), 1), "hands", "PH-4"),
    (_set(("revealed",), 2), "revealed", "PH-3"),
    (_set(("trick_history", 0, "winner"), 0), "trick_history", "PH-3"),
    (_set(("trick_history", 0, "indicator"), "H"), "trick_history", "PH-3"),
    (_set(("trick_history", 0, "rule", "kind"), "tie_highest"), "trick_history", "PH-3"),
    (_set(("trick_history", 1, "plays"), lambda p: p[1:] + p[:1]), "trick_history", "PH-3"),
    (_set(("last_round", "winners"), [0]), "last_round", "PH-5"),
    (_set(("last_round", "tie_break"), [4]), "last_round", "PH-5"),
    (_set(("last_round",), None), "last_round", "PH-5"),
    (_set(("round_wins", 1), 0), "round_wins", "PH-6"),
    (_set(("round_number",), 3), "past_indicators", "PH-7"),
    (_set(("past_indicators", 0), ["S", "H", "D", "X"]), "last_round", "PH-5"),
    (_set(("past_indicators", 0, 0), "H"), "trick_history", "PH-3"),
])
def test_a_tampered_saved_state_is_refused_by_field_and_ruling(change, field, rule):
    err = tampered(change)
    assert (err.field, err.rule) == (field, rule), str(err)


def over() -> PointyHats:
    """A one-round match, over after its third trick."""
    return play(deal(*HANDS, indicators="SHDCX", target_wins=1), *MOVES)


def _copy_card(source, target, base=in_round_2):
    """A change that writes a card of one pile over a card of another: one card twice."""
    def change(data):
        here, there = data, data
        for p in source:
            here = here[p]
        for p in target[:-1]:
            there = there[p]
        there[target[-1]] = here
    change.base = base
    return change


def _on(base, change):
    change.base = base
    return change


def invert_tie_in_trick_2() -> PointyHats:
    """Round 2 just dealt after a round whose second trick was a tie under the invert
    card (it used up the next indicator card, so the third trick is under the 4th)."""
    s = PointyHats.new_game(3, seed=6, target_wins=3)
    r = random.Random(6)
    while s.round_number == 1:
        s.apply(r.choice(s.legal_actions()))
    assert [t[3].rule["kind"] for t in s.trick_history][1] == "tie_lowest"
    return s


TWICE = ("is in two places; each trick card is in one (a hand, the undealt pile, the trick or "
         "a won pile)")


@pytest.mark.parametrize("change, message, field, rule", [
    (_on(over, _set(("tricks_done",), 2)),
     "tricks_done: a match ends when its last round's third trick is taken", "tricks_done", "PH-6"),
    (_on(over, lambda d: d["trick"].append([0, d["won"][0].pop()])),
     "tricks_done: a match ends when its last round's third trick is taken", "tricks_done", "PH-6"),
    (_set(("tricks_done",), 3), "tricks_done: after a round's third trick the match is over or "
     "the next round is dealt", "tricks_done", "PH-6"),
    (_set(("trick", 0, 0), 1), "trick: play 1 is seat 2's, not seat 1's (the dealer leads, play "
     "passes to the right)", "trick", "PH-4"),
    (_set(("tricks_done",), 1), "hands[0] must hold 2 cards after 1 tricks and 1 plays, got 3",
     "hands", "PH-4"),
    (_on(over, lambda d: d["won"][0].pop()),
     "won must hold the 9 cards of the tricks taken this round", "won", "PH-5"),
    (_copy_card(("hands", 0, 0), ("hands", 1, 0)), f"hands: 5♣ {TWICE}", "hands", "PH-1"),
    (_copy_card(("hands", 0, 0), ("undealt", 0)), f"undealt: 5♣ {TWICE}", "undealt", "PH-1"),
    (_copy_card(("undealt", 0), ("trick", 0, 1)), f"trick: 4♠ {TWICE}", "trick", "PH-1"),
    (_copy_card(("won", 1, 0), ("won", 0, 0), over), f"won: 3♥ {TWICE}", "won", "PH-1"),
    (lambda d: d["past_indicators"].append(d["past_indicators"][0]),
     "past_indicators must hold the 1 finished rounds' indicators (round 2 in play)",
     "past_indicators", "PH-7"),
    (_on(over, lambda d: d["past_indicators"].pop()),
     "past_indicators must hold the 1 finished rounds' indicators (round 1 is over)",
     "past_indicators", "PH-7"),
    (lambda d: d["trick_history"].pop(), "trick_history must hold three tricks of each "
     "finished round and the 0 taken in round 2", "trick_history", "PH-4"),
    (_set(("trick_history", 2, "round"), 2), "trick_history must hold three tricks of each "
     "finished round and the 0 taken in round 2", "trick_history", "PH-4"),
    (_set(("past_indicators", 0, 4), "S"),
     "past_indicators[0] must be round 1's indicators turned up, each once", "past_indicators",
     "PH-7"),
    (_set(("revealed",), 2), "trick_indicator and revealed must be 0 and 1 after this round's "
     "tricks", "revealed", "PH-3"),
    (_set(("trick_indicator",), 1), "trick_indicator and revealed must be 0 and 1 after this "
     "round's tricks", "revealed", "PH-3"),
    (_on(over, lambda d: d["won"].__setitem__(slice(0, 2), d["won"][1::-1])),
     "won must hold the cards of the tricks each seat took this round", "won", "PH-5"),
    (_set(("last_round",), None),
     "last_round must be the last finished round's result (none before the first)",
     "last_round", "PH-5"),
    (_set(("last_round", "winners"), [0]),
     "last_round must be the round the tricks of the last finished round decide", "last_round",
     "PH-5"),
    (_on(over, lambda d: d["indicators"].__setitem__(slice(3, 5), d["indicators"][4:2:-1])),
     "past_indicators: the last round's indicators must be those turned up from its deck",
     "past_indicators", "PH-7"),
    (_set(("round_wins",), [1, 0, 0]), "round_wins [1, 0, 0] do not fit 1 rounds won and the "
     "last one's winners [1]", "round_wins", "PH-6"),
    (_on(invert_tie_in_trick_2, lambda d: d["past_indicators"][0].pop()),  # no 4th card
     "trick_history: a trick of round 1 is not played and taken as the rules say",
     "trick_history", "PH-3"),
    (_set(("round_wins", 1), 0), "round_wins [0, 0, 0] do not fit 1 rounds won and the last "
     "one's winners [1]", "round_wins", "PH-6"),
    (_set(("trick_history", 0, "winner"), 0),
     "trick_history: a trick of round 1 is not played and taken as the rules say",
     "trick_history", "PH-3"),
    (_set(("trick_history", 0, "rule"), "x"),
     "trick_history[0].rule must be a reason: an object with a kind, got 'x'", "trick_history", ""),
    (_set(("trick_history", 0, "rule"), {"kind": 3}),
     "trick_history[0].rule must be a reason: an object with a kind, got {'kind': 3}",
     "trick_history", ""),
])
def test_a_tampered_saved_state_is_refused_in_these_words(change, message, field, rule):
    """Each check's sentence, field and ruling, word for word (what an API user reads)."""
    data = json.loads(getattr(change, "base", in_round_2)().to_json())
    change(data)
    with pytest.raises(SetupError) as err:
        PointyHats.from_json(json.dumps(data))
    assert (str(err.value), err.value.field, err.value.rule) == (message, field, rule)


def test_a_finished_match_must_end_on_its_last_rounds_winners():
    s = play(deal(*HANDS, indicators="SHDCX", target_wins=1), *MOVES)
    assert s.is_over and PointyHats.from_json(s.to_json()) == s
    data = json.loads(s.to_json())
    data["round_wins"][0] = 1  # seat 0 reached the target without winning the round
    with pytest.raises(SetupError) as err:
        PointyHats.from_json(json.dumps(data))
    assert (err.value.field, err.value.rule) == ("round_wins", "PH-6")
    data = json.loads(s.to_json())
    data["round_wins"][1] = 0  # no one reached it: the match goes on with no round dealt
    with pytest.raises(SetupError) as err:
        PointyHats.from_json(json.dumps(data))
    assert err.value.field == "tricks_done"


def test_a_card_is_read_only_as_a_card_of_the_deck():
    codec = DeckCard(DECK, "a trick card", "PH-1")
    assert codec.load(["H", 4], "c", {}) is DECK[DECK.index(Card("H", 4))]
    assert codec.dump(Card("H", 4)) == ["H", 4]
    for raw in (["H", 4.0], ["H", True], ("H", 4), ["H"], ["H", 4, 4], ["H", [4]], "4H", None):
        with pytest.raises(SetupError) as err:
            codec.load(raw, "hands[0][1]", {})
        assert (err.value.field, err.value.rule) == ("hands", "PH-1")


def test_a_clone_shares_nothing_a_move_changes():
    s = in_round_2()
    text = s.to_json()
    twin = s.clone()
    while not twin.is_over:
        twin.apply(twin.legal_actions()[0])
    assert s.to_json() == text and twin.to_json() != text


@pytest.mark.parametrize("indicators, shown", [("SHDC", "['S', 'H', 'D', 'C']"), (5, "5")])
def test_a_deck_of_indicators_that_is_not_the_five_cards_is_refused_in_these_words(
        indicators, shown):
    hands = [cards(h) for h in HANDS]
    with pytest.raises(SetupError) as err:
        PointyHats(3, hands, indicators)
    assert (str(err.value), err.value.field, err.value.rule) == (
        "indicators must be an order of the five cards ('S', 'H', 'D', 'C', 'X') (X is the "
        f"invert card), got {shown}", "indicators", "PH-2")


def test_round_wins_given_to_the_constructor_are_read_as_a_list_or_refused():
    hands = [cards(h) for h in HANDS]
    s = PointyHats(3, hands, list("SHDCX"), target_wins=3, round_wins=(1, 0, 2))
    assert s.round_wins == [1, 0, 2] and type(s.round_wins) is list
    with pytest.raises(SetupError) as err:
        PointyHats(3, hands, list("SHDCX"), target_wins=3, round_wins=5)
    assert (str(err.value), err.value.field) == ("round_wins must be a list, got 5", "round_wins")
