"""The details of Pointy Hats that a player sees: refusals, setup errors, the log, the view.

Written against the survivors of `python3 dev.py mutate --only pointy_hats`: each test
pins a behaviour (PH-1..PH-7 in shared/RULINGS.md, the engine's docstrings) that a
mutant of pointyrules/pointy_hats/rules.py changed without any other test noticing.
"""

import pytest

from pointyrules.core import SetupError
from pointyrules.pointy_hats.rules import (
    Card,
    PointyHats,
    resolve_trick,
    suit_order,
)
from pointyrules.pointy_hats.words import indicator_name
from pointyrules.words import Voice

from ..helpers import cards, deal, play, refused

AT_TABLE = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))


# A 3-player round that ends 1-1-1 on tricks, so the 5th indicator card breaks the tie.
HANDS = ("5S 3H 3D", "5H 4C 3C", "4S 5D 4D")
MOVES = ("3D", "4D", "3C", "3H", "5D", "5H", "5S", "4S", "4C")


# --- what a refusal tells the player ------------------------------------------------

def test_refusals_name_the_rule_and_list_the_hand():
    s = deal("5S 4S 3S", "5H 4H 3H")
    err = refused(s, "9Z")
    assert (err.kind, err.data) == ("wrong_type", {
        "got": "str", "expected": ["Card"], "now": {"kind": "play_a_card", "seat": 0}})
    assert str(err) == "It is Ann's turn to play a card from Ann's hand"
    assert err.sentence(AT_TABLE) == "It is your turn to play a card from your hand"
    assert (err.rule, err.allowed) == ("PH-1", tuple(cards("3S 4S 5S")))
    err = refused(s, Card("H", 4))
    assert (err.kind, err.data) == ("not_held", {"seat": 0, "card": "4♥"})
    assert err.sentence(AT_TABLE) == ("You do not hold 4♥; any card of your own hand may be "
                                      "played")
    assert (err.rule, err.allowed) == ("PH-4", tuple(cards("3S 4S 5S")))


@pytest.mark.parametrize("text", ["7S", "55S", "5SH", "5", "S", "", "5X"])
def test_a_card_that_does_not_exist_is_explained(text):
    with pytest.raises(SetupError) as err:
        Card.parse(text)
    assert str(err.value) == (f"{text!r} is not a trick card: write a value 3-5 and a suit "
                              "S, H, D or C, like '5S'")


def test_a_card_reads_as_its_value_and_suit_symbol():
    assert [str(Card(s, 5)) for s in "SHDC"] == ["5♠", "5♥", "5♦", "5♣"]
    assert str(Card("X", 4)) == "4X"  # a card of no suit shows its letter


def test_bad_indicators_are_explained():
    with pytest.raises(ValueError) as err:
        suit_order("X")
    assert str(err.value) == "'X' is not a colour indicator; expected one of ('S', 'H', 'D', 'C')"
    with pytest.raises(ValueError) as err:
        resolve_trick([(0, Card("S", 3))], "Q")
    assert str(err.value) == ("'Q' is not an indicator card; expected one of "
                              "('S', 'H', 'D', 'C', 'X')")
    with pytest.raises(ValueError) as err:
        resolve_trick([(0, Card("S", 3)), (1, Card("H", 3))], "X", "X")
    assert str(err.value) == "an invert tie needs the next indicator card, a colour (PH-3)"


# --- setup --------------------------------------------------------------------------

def test_new_game_defaults_four_players_seat_0_deals_three_round_wins():
    s = PointyHats.new_game(seed=5)
    assert (s.num_players, s.dealer, s.target_wins, s.current_player) == (4, 0, 3, 0)
    t = PointyHats.new_game(2, seed=5, target_wins=1, dealer=1)
    assert (t.num_players, t.dealer, t.target_wins, t.current_player) == (2, 1, 1, 1)
    assert PointyHats.new_game(3, seed=9) == PointyHats.new_game(3, seed=9)


@pytest.mark.parametrize("kw, message, field", [
    (dict(num_players=5), "Pointy Hats is for 2-4 players (PH-6), got 5", "num_players"),
    (dict(num_players=4, dealer=4), "dealer must be a seat 0..3, got 4", "dealer"),
    (dict(num_players=2, dealer=-1), "dealer must be a seat 0..1, got -1", "dealer"),
    (dict(num_players=3, target_wins=0),
     "target_wins must be a whole number from 1, got 0 (PH-6)", "target_wins"),
])
def test_setup_errors_say_what_is_allowed(kw, message, field):
    with pytest.raises(SetupError) as err:
        PointyHats.new_game(seed=1, **kw)
    assert str(err.value) == message and err.value.field == field


@pytest.mark.parametrize("kw, message", [
    (dict(indicators="SHDC"), "indicators must be an order of the five cards ('S', 'H', 'D', "
                              "'C', 'X') (X is the invert card), got ['S', 'H', 'D', 'C']"),
    (dict(target_wins=2, round_wins=[2, 0]),
     "round_wins[0] must be a whole number from 0 to 1, got 2 (PH-6)"),
    (dict(target_wins=2, round_wins=[0, 0, 0]),
     "round_wins must be a list of 2 items, got [0, 0, 0]"),
])
def test_explicit_deal_errors_say_what_is_allowed(kw, message):
    with pytest.raises(SetupError) as err:
        deal("5S 4S 3S", "5H 4H 3H", **kw)
    assert str(err.value) == message
    assert err.value.field == ("indicators" if "indicators" in kw else "round_wins")


# --- the view ------------------------------------------------------------------------

def test_view_shows_a_seat_its_hand_and_everything_public():
    s = deal("5S 4S 3S", "5H 4H 3H", indicators="HSDCX", target_wins=2, round_wins=[1, 0])
    play(s, "5S", "3H", "4S")
    v = s.view(1)
    assert (v.player, v.num_players, v.dealer, v.current_player) == (1, 2, 0, 1)
    assert v.hand == tuple(cards("4H 5H")) and v.hand_sizes == (1, 2)
    assert v.indicators == ("H", "S") and v.trick_indicator == 1  # PH-7: only those shown
    assert v.trick == ((0, Card("S", 4)),) and v.won == (tuple(cards("5S 3H")), ())
    assert (v.round_wins, v.target_wins, v.tricks_done) == ((1, 0), 2, 1)


def test_view_refuses_seats_that_do_not_play():
    s = deal("5S 4S 3S", "5H 4H 3H")
    assert s.view(1).player == 1
    for bad in (2, -1):
        with pytest.raises(SetupError) as err:
            s.view(bad)
        assert str(err.value) == f"player must be a seat 0..1, got {bad}"


# --- the log a player reads ----------------------------------------------------------

def test_the_log_tells_a_round_won_by_the_5th_indicator_tie_break():
    s = deal(*HANDS, indicators="SHDXC")
    play(s, *MOVES)
    assert [(e.kind, e.sentence(AT_TABLE)) for e in s.log] == [
        ("deal", "Round 1: you deal; the indicator for trick 1 is turned up: spades"),
        ("play", "You play 3♦"), ("play", "Cai plays 4♦"), ("play", "Ben plays 3♣"),
        ("trick", "Cai takes trick 1 with 4♦: 4♦ is the highest card"),
        ("reveal", "The indicator for trick 2 is turned up: hearts"),
        ("play", "You play 3♥"), ("play", "Cai plays 5♦"), ("play", "Ben plays 5♥"),
        ("trick", "Ben takes trick 2 with 5♥: 5♦ and 5♥ tie for highest; under the hearts "
                  "indicator, hearts beat diamonds"),
        ("reveal", "The indicator for trick 3 is turned up: diamonds"),
        ("play", "You play 5♠"), ("play", "Cai plays 4♠"), ("play", "Ben plays 4♣"),
        ("trick", "You take trick 3 with 5♠: 5♠ is the highest card"),
        ("reveal_tie_break", "To break the tie on tricks, the 5th indicator card is turned up: "
                             "clubs"),
        ("round", "Round 1 goes to you and Cai: you, Ben and Cai tied on 1 trick; most clubs "
                  "won (5th indicator) still ties"),
        ("match", "Game over: you and Cai won the round"),
    ]
    # where each indicator lies is data too (the tables' links record what was turned)
    assert s.log[0].data == {"dealer": 0, "round": 1, "indicator": "S", "position": 0}
    assert s.log[1].data == {"seat": 0, "card": "3♦"}
    assert s.log[4].data == {"winner": 2, "trick": 1, "card": "4♦",
                             "rule": {"kind": "only_highest", "card": "4♦", "rule": "PH-3"}}
    assert s.log[5].data == {"indicator": "H", "position": 1, "trick": 2}
    assert s.log[9].data["rule"] == {"kind": "tie_highest", "cards": ["5♦", "5♥"],
                                     "indicator": "H", "order": ["H", "D", "C", "S"],
                                     "rule": "PH-2"}
    assert s.log[-3].data == {"indicator": "C", "position": 4}
    rule = {"kind": "tie_most_shared", "seats": [0, 1, 2], "tricks": 1, "colour": "C",
            "rule": "PH-5"}
    assert s.log[-2].data == {"round": 1, "winners": [0, 2], "rule": rule}
    assert s.log[-1].data == {"winners": [0, 2], "target": 1}
    assert str(s.log[-1]) == "Game over: Ann and Cai won the round"
    assert s.winners() == [0, 2] and s.scores() == [1, 0, 1]
    # PH-7: once the match is over every indicator card is shown
    assert s.view(1).indicators == ("S", "H", "D", "X", "C")


def test_the_log_tells_an_invert_5th_card_tie_break_and_the_next_deal():
    s = deal(*HANDS, indicators="SHDCX", target_wins=2, seed=4)
    play(s, *MOVES)
    assert [(e.kind, str(e)) for e in s.log[-2:]] == [
        ("round", "Round 1 goes to Ben: Ann, Ben and Cai tied on 1 trick; fewest clubs won "
                  "(4th indicator; 5th is invert) decides"),
        ("deal", "Round 2: Cai deals; the indicator for trick 1 is turned up: "
                 f"{indicator_name(s.indicators[0])}"),
    ]
    assert s.log[-2].data["rule"] == {"kind": "tie_fewest", "seats": [0, 1, 2], "tricks": 1,
                                      "colour": "C", "rule": "PH-5"}
    assert s.log[-1].data == {"dealer": 2, "round": 2, "indicator": s.indicators[0],
                              "position": 0}
    assert s.last_round.winners == (1,) and s.round_number == 2 and s.round_wins == [0, 1, 0]


def test_an_invert_tie_reveals_the_next_card_in_the_log():
    s = deal("5S 3H 4D", "5H 3S 4C", indicators="XHSDC", target_wins=2)
    play(s, "5S", "5H")
    assert [(e.kind, e.sentence(AT_TABLE), e.data) for e in s.log[3:6]] == [
        ("reveal_invert_tie", "A tie under the invert card turns up the next indicator card: "
                              "hearts",
         {"indicator": "H", "position": 1}),
        ("trick", "Ben takes trick 1 with 5♥: 5♠ and 5♥ tie for lowest; the next indicator "
                  "card, hearts, breaks the tie: hearts beat spades",
         {"winner": 1, "trick": 1, "card": "5♥",
          "rule": {"kind": "tie_lowest", "cards": ["5♠", "5♥"], "indicator": "H",
                   "order": ["H", "D", "C", "S"], "rule": "PH-3"}}),
        ("reveal", "The indicator for trick 2 is turned up: spades",
         {"indicator": "S", "position": 2, "trick": 2}),
    ]


def test_the_last_round_survives_a_json_round_trip():
    s = deal(*HANDS, indicators="SHDCX", target_wins=2, seed=4)
    play(s, *MOVES)
    t = PointyHats.from_json(s.to_json())
    assert t.last_round == s.last_round and t.last_round.winners == (1,)
    assert t.trick_history == s.trick_history


def test_an_explicit_deal_names_a_card_that_is_not_in_the_deck():
    with pytest.raises(SetupError) as err:
        PointyHats(2, [[("S", 5), ("S", 4), ("Z", 9)], cards("5H 4H 3H")], list("SHDCX"))
    assert str(err.value) == ("seat 0: Card(suit='Z', value=9) is not one of the 12 trick "
                              "cards (suits S, H, D, C; values 3, 4, 5)")


def test_an_explicit_deal_defaults_to_seat_0_dealing_and_keeps_its_seed():
    hands = [cards("5S 4S 3S"), cards("5H 4H 3H")]
    s = PointyHats(2, hands, list("SHDCX"), seed=4)
    assert (s.dealer, s.current_player, s.rng.seed) == (0, 0, 4)
    t = PointyHats(2, hands, list("SHDCX"), seed=4)
    for game in (s, t):  # PH-6: the next round is dealt from the game's own seeded rng
        play(game, "5S", "5H", "4S", "4H", "3S", "3H")
    assert s.round_number == 2 and s == t


def test_a_card_is_played_as_a_card_never_as_its_text():
    s = deal("5S 4S 3S", "5H 4H 3H")
    for text in ("5S", "4 spades", "5♠"):
        err = refused(s, text)
        assert (err.kind, err.data["got"], err.data["expected"]) == ("wrong_type", "str",
                                                                     ["Card"])
    s.apply(Card.parse("5♠"))  # text is read by Card.parse, then played
    assert s.trick == [(0, Card("S", 5))]


def test_trick_and_round_reasons_for_a_clear_winner():
    assert resolve_trick([(0, Card("S", 3)), (1, Card("H", 5))], "X").rule == (
        {"kind": "only_lowest", "card": "3♠", "rule": "PH-3"})
    assert resolve_trick([(0, Card("S", 3)), (1, Card("H", 5))], "D").rule == (
        {"kind": "only_highest", "card": "5♥", "rule": "PH-3"})
    s = deal("5S 4S 3S", "5H 4H 3H", indicators="XSHDC")
    play(s, "5S", "5H", "4S", "4H", "3S", "3H")
    assert s.log[0].sentence(AT_TABLE) == ("Round 1: you deal; the indicator for trick 1 is "
                                           "turned up: invert")
    assert [(e.kind, e.sentence(AT_TABLE)) for e in s.log[-2:]] == [
        ("round", "Round 1 goes to you: the most tricks (2)"),
        ("match", "Game over: you won the round")]
    assert s.log[-2].data["rule"] == {"kind": "most_tricks", "winner": 0, "tricks": 2,
                                      "rule": "PH-5"}


def test_view_shows_the_last_finished_trick_to_everyone():
    state = deal("5S 4H 3D", "4S 3H 5D")
    assert state.view(0).last_trick is None
    play(state, "5S", "4S")
    for seat in (0, 1):
        indicator, plays, winner, rule = state.view(seat).last_trick
        assert (indicator, winner) == ("S", 0) and [str(c) for _, c in plays] == ["5♠", "4♠"]
        assert rule == state.trick_history[-1][3].rule
