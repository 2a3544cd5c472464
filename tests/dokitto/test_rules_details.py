"""Doki-tto! Ice in detail: every refusal's kind, data and words, the log of whole rounds,
views, card text and the JSON round trip. What a player reads is part of the rules
engine: a message that names the wrong seat or rule is a bug (these tests were written
against the mutation run's survivors, `python3 dev.py mutate --only dokitto`). The
engine records data; the sentences are its words' (``pointyrules.dokitto.words``)."""

import json

import pytest

from pointyrules.core import SetupError
from pointyrules.dokitto.rules import (
    Card,
    Dokitto,
    Scoop,
    Take,
    game_colours,
    hand_size,
    round_winners,
)
from pointyrules.dokitto.words import WORDS
from pointyrules.words import Voice

from ..helpers import ice, refused

YOU = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))  # as the table says it to seat 0


def events(state, start=0):
    """The log as (kind, the plain sentence, data)."""
    return [(e.kind, str(e), e.data) for e in state.log[start:]]


# --- setup ------------------------------------------------------------------------

@pytest.mark.parametrize("kw, message", [
    ({"start_player": 2}, "start_player must be a seat 0..1, got 2"),
    ({"start_player": 1.0}, "start_player must be a seat 0..1, got 1.0"),
    ({"target": 0}, "target must be a whole number from 1, got 0 (DI-9)"),
    ({"target": 2.0}, "target must be a whole number from 1, got 2.0 (DI-9)"),
    ({"target": 3, "trophies": [0, 3]},  # an explicit position is before the game's end
     "trophies[1] must be a whole number from 0 to 2, got 3 (DI-9)"),
    ({"trophies": [0]}, "trophies must be a list of 2 counts, got [0] (DI-9)"),
    ({"trophies": [1.0, 0]}, "trophies[0] must be a whole number from 0 to 2, got 1.0 (DI-9)"),
    ({"colours": "SCM"}, "only a 3-player game chooses its colours (DI-2)"),
    ({"won": [[]]}, "need one won pile per player (2), got 1"),
    ({"cones": [[[]], [[]]]},
     "cones: give each of the 2 seats 2 cone(s), got [[[]], [[]]]"),
    ({"cones": [[[("S", 1), ("S", 1), ("S", 2), ("C", 1)], []], [[], []]]},
     "seat 0: a cone with 4 scoops would already have ended the round (DI-6)"),
    ({"won": [[("S", 7)], []]},
     "seat 0's won cards: Card(colour='S', number=7) is not one of the 24 cards in play "
     "(strawberry, chocolate, matcha, vanilla; 1-6) (DI-2)"),
    ({"won": [[("S", 1)], []]}, "strawberry 1 is dealt twice; each card exists once"),
])
def test_two_player_setup_errors_say_what_is_wrong(kw, message):
    with pytest.raises(SetupError) as err:
        ice("S1 S2", "C1 C2", **kw)
    assert str(err.value) == message


def test_hands_are_checked_against_the_deal():
    with pytest.raises(SetupError, match=r"^every hand must hold the same number of cards at "
                                         r"the start of a trick, got \[2, 1\]$"):
        ice("S1 S2", "C1")
    with pytest.raises(SetupError):  # a hand of 11 with 10-card hands (DI-2)
        ice("S1 S2 S3 S4 S5 S6 C1 C2 C3 C4 C5", "M1 M2 M3 M4 M5 M6 V1 V2 V3 V4 V5")
    assert len(ice("S1 S2 S3 S4 S5 S6 C1 C2 C3 C4 C5", "M1 M2 M3 M4 M5 M6 V1 V2 V3 V4 V5",
                   two_player_hand=12).hands[0]) == 11
    with pytest.raises(SetupError):
        Dokitto(2, [[], []])


def test_three_player_colours_and_their_deck():
    assert game_colours(3) == ("S", "C", "M")
    assert game_colours(3, "VSC") == ("S", "C", "V")  # in the game's colour order
    for bad in ("SSC", "SCMM", "SCX", "SC"):
        with pytest.raises(SetupError) as err:
            game_colours(3, bad)
        assert str(err.value) == (f"a 3-player game uses three different colours of "
                                  f"('S', 'C', 'M', 'V') (DI-2), got {tuple(bad)!r}")
    assert game_colours(4, "SCMV") == ("S", "C", "M", "V")
    with pytest.raises(SetupError) as err:
        ice("S1", "C1", "V1")
    assert str(err.value) == ("seat 2: Card(colour='V', number=1) is not one of the 30 cards "
                              "in play (strawberry, chocolate, matcha; 1-10) (DI-2)")
    with pytest.raises(SetupError, match=r"^seat 0: 'V' is not a colour in play$"):
        ice("S1", "C1", "M1", cones=[[[("V", 1)]], [[]], [[]]])


def test_new_game_defaults_and_hand_sizes():
    state = Dokitto.new_game(seed=1)
    assert state.num_players == 4 and [len(h) for h in state.hands] == [10] * 4
    assert hand_size(2) == 10 and hand_size(2, 12) == 12 and hand_size(3) == 9
    assert Dokitto.new_game(2, seed=1, two_player_hand=12).hands[0].__len__() == 12


def test_an_explicit_position_with_a_seed_deals_the_next_round_the_same_way():
    def next_round(seed):
        s = ice("S5", "C2", "M2", seed=seed)
        for card in ("S5", "C2", "M2"):
            s.apply(Card.parse(card))
        s.apply(Take("C"))
        return s.hands

    assert next_round(7) == next_round(7)
    assert next_round(7) != next_round(8)


# --- card text --------------------------------------------------------------------

def test_card_text_both_ways():
    for text in ("M7", "7M", "matcha 7", "7 MATCHA", "m 7", "mat cha 7", " v10 "):
        card = Card.parse(text)
        assert (card.colour, card.number) in (("M", 7), ("V", 10))
    for bad in ("X7", "M007", "M11", "SM7", "M", "7", ""):
        with pytest.raises(SetupError) as err:
            Card.parse(bad)
        assert str(err.value) == (f"{bad!r} is not a shop card: write a colour S, C, M or V "
                                  "(strawberry, chocolate, matcha, vanilla) and a number "
                                  "1-10, like 'M7'")
    assert str(Card("M", 7)) == "matcha 7" and Card("M", 7).short == "M7"
    assert str(Card("X", 3)) == "X 3"  # an unknown colour shows as its letter
    assert str(Scoop("S", 2)) == "strawberry 2"


def test_take_text():
    assert str(Take("S")) == "take strawberry"
    assert str(Take("S", 1)) == "take strawberry on the right cone"
    assert str(Take("C", 2)) == "take chocolate on the 2 cone"  # not a cone: shown as given
    assert str(Take("X", 1)) == "take X on the right cone"


# --- refusals -----------------------------------------------------------------------

def test_refusals_while_a_trick_is_played_name_seat_rule_and_choices():
    s = ice("S5 S2 C1", "S3 C4 M1", start_player=1)
    err = refused(s, Take("S"))
    assert err.rule == "DI-4" and err.allowed == tuple(s.legal_actions())
    assert (err.kind, err.data) == ("wrong_type", {"got": "Take", "expected": ["Card"],
                                                   "now": {"kind": "now_play", "seat": 1}})
    assert str(err) == "It is Ben's turn to play a card"
    err = refused(s, "S3")
    assert err.rule == "DI-1" and (err.kind, err.data["got"]) == ("wrong_type", "str")
    err = refused(s, Card("S", 5))
    assert (err.kind, err.rule) == ("not_in_hand", "source: play from your hand")
    assert err.data == {"seat": 1, "card": ["S", 5]}
    assert err.allowed == (Card("C", 4), Card("M", 1), Card("S", 3))
    assert str(err) == "Ben does not hold strawberry 5: only a card in hand can be played"
    s.apply(Card("C", 4))
    err = refused(s, Card("S", 5))
    assert err.rule == "source: must follow" and err.allowed == (Card("C", 1),)
    assert (err.kind, err.data) == ("must_follow", {"seat": 0, "colour": "C", "lead": "C4"})
    assert err.sentence(YOU) == ("Chocolate 4 was led and you hold chocolate, so you must "
                                 "play chocolate")
    assert str(err) == "Chocolate 4 was led and Ann holds chocolate, so Ann must play chocolate"


def test_refusals_during_the_colour_choice():
    s = ice("V5 S2", "V3 C4")
    s.apply(Card("V", 5))
    s.apply(Card("V", 3))
    err = refused(s, Card("S", 2))
    assert err.rule == "DI-4" and err.allowed == (Take("V", 0), Take("V", 1))
    now = {"kind": "now_choose_cone", "seat": 0}
    assert (err.kind, err.data) == ("wrong_type", {"got": "Card", "expected": ["Take"],
                                                   "now": now})
    # a card while the trick's winner chooses: what comes first, said alone
    assert err.sentence(YOU) == "You won the trick, so you choose a scoop and a cone first"
    assert str(err) == "Ann won the trick, so Ann chooses a scoop and a cone first"
    err = refused(s, Take("S", 1))
    assert (err.kind, err.rule, err.data) == ("not_a_choice", "DI-4",
                                              {"take": ["S", 1], "now": now})
    assert err.allowed == (Take("V", 0), Take("V", 1))
    assert str(err) == ("Taking strawberry on the right cone is not one of the choices; Ann "
                        "won the trick and chooses a flavour of its cards and a cone")
    s3 = ice("S5", "C2", "M2")
    for card in ("S5", "C2", "M2"):
        s3.apply(Card.parse(card))
    err = refused(s3, Take("V"))
    assert err.rule == "DI-4" and err.allowed == (Take("S"), Take("C"), Take("M"))
    assert (err.kind, err.data) == ("not_a_choice", {"take": ["V", 0], "now": {
        "kind": "now_choose", "seat": 2}})
    assert err.sentence(YOU) == ("Taking vanilla is not one of the choices; Cai won the trick "
                                 "and chooses a flavour of its cards")
    err = refused(s3, Card("S", 1))  # (three players: no cone to choose)
    assert err.sentence(YOU) == "Cai won the trick, so Cai chooses a scoop first"


def test_two_players_an_empty_stack_is_offered_once_with_no_cone():
    s = ice("S5 C1", "C3 C2", cones=[[[("S", 1), ("S", 1)], [("S", 2)]], [[], []]])
    s.apply(Card("S", 5))
    s.apply(Card("C", 3))
    assert s.legal_actions() == [Take("S", 0), Take("C", 0), Take("C", 1)]


# --- the log of whole rounds ----------------------------------------------------------

def test_two_player_log_of_a_bust_and_a_shared_win():
    s = ice("V5 S2", "V3 C4", cones=[[[("S", 1), ("C", 1), ("M", 1)], []], [[], []]],
            target=1)
    s.apply(Card("V", 5))
    s.apply(Card("V", 3))
    s.apply(Take("V", 0))
    why = {"kind": "shared", "top": 0, "scoops": 0, "ones": 0, "rule": "DI-8, DI-11"}
    assert events(s) == [
        ("deal", "Round 1: 2 cards each; Ann leads", {"round": 1, "start": 0, "cards": 2}),
        ("play", "Ann plays vanilla 5", {"seat": 0, "card": "V5"}),
        ("play", "Ben plays vanilla 3", {"seat": 1, "card": "V3"}),
        ("trick", "Ann wins the trick with vanilla 5 (all vanilla: the highest wins) and "
                  "takes a 1-point vanilla scoop on the left cone",
         {"winner": 0, "card": "V5", "case": "one colour", "colour": "V", "cone": 0,
          "scoop": 1,
          "why": {"kind": "highest_wins", "colour": "V", "card": "V5", "rule": "DI-3"},
          "got": {"kind": "scoop_on_cone", "seat": 0, "colour": "V", "value": 1, "cone": 0}}),
        ("bust_cone", "Ann's left cone topples (a fourth scoop): the round ends at once, and "
                      "that cone is dropped and counts for nothing",
         {"seat": 0, "cone": 0, "rule": "DI-6, DI-11"}),
        ("round", "Round 1 goes to Ann and Ben: tied on points (0), scoops (0) and 1-point "
                  "scoops (0). Points: Ann 0 and Ben 0",
         {"round": 1, "points": [0, 0], "winners": [0, 1], "why": why}),
        ("game", "Game over: Ann and Ben won the round", {"winners": [0, 1], "target": 1}),
    ]
    assert s.scores() == [1, 1] and s.winners() == [0, 1]
    said = [e.sentence(YOU) for e in s.log]
    assert said[3] == ("You win the trick with vanilla 5 (all vanilla: the highest wins) "
                       "and take a 1-point vanilla scoop on the left cone")
    assert said[4].startswith("Your left cone topples (a fourth scoop)")
    assert said[5].endswith("Points: you 0 and Ben 0")
    assert said[6] == "Game over: you and Ben won the round"


def test_three_player_log_of_a_tied_lowest_card_and_the_next_deal():
    s = ice("S5", "C2", "M2")
    for card in ("S5", "C2", "M2"):
        s.apply(Card.parse(card))
    assert s.points() == [0, 0, 0]
    s.apply(Take("C"))
    assert events(s, 4) == [
        ("trick", "Cai wins the trick with matcha 2 (tied for lowest: the later one wins) and "
                  "takes a 1-point chocolate scoop",
         {"winner": 2, "card": "M2", "case": "tie", "colour": "C", "cone": 0, "scoop": 1,
          "why": {"kind": "later_wins", "tied": ["C2", "M2"], "card": "M2", "rule": "DI-3"},
          "got": {"kind": "scoop", "seat": 2, "colour": "C", "value": 1, "cone": 0}}),
        ("round", "Round 1 goes to Cai: most points (1). Points: Ann 0, Ben 0 and Cai 1",
         {"round": 1, "points": [0, 0, 1], "winners": [2],
          "why": {"kind": "most_points", "top": 1, "rule": "DI-8"}}),
        ("deal", "Round 2: 9 cards each; Cai leads", {"round": 2, "start": 2, "cards": 9}),
    ]
    assert s.scores() == [0, 0, 1] and s.points() == [0, 0, 0]
    record = s.trick_history[-1]  # the trick as the history (and round views) keep it
    assert (record.round, record.take, record.scoop) == (1, Take("C"), Scoop("C", 1))
    assert record.plays == ((0, Card("S", 5)), (1, Card("C", 2)), (2, Card("M", 2)))


def test_three_player_bust_cannot_win_and_the_rest_share():
    s = ice("C5", "C3", "C4", cones=[[[("S", 1), ("S", 1), ("S", 2)]], [[]], [[]]])
    for card in ("C5", "C3", "C4"):  # one choice (chocolate): settled at once
        s.apply(Card.parse(card))
    why = {"kind": "shared", "top": 0, "scoops": 0, "ones": 0, "rule": "DI-8"}
    assert events(s, 4)[:3] == [
        ("trick", "Ann wins the trick with chocolate 5 (all chocolate: the highest wins) "
                  "and takes a 1-point chocolate scoop",
         {"winner": 0, "card": "C5", "case": "one colour", "colour": "C", "cone": 0,
          "scoop": 1,
          "why": {"kind": "highest_wins", "colour": "C", "card": "C5", "rule": "DI-3"},
          "got": {"kind": "scoop", "seat": 0, "colour": "C", "value": 1, "cone": 0}}),
        ("bust", "Ann's cone topples (a fourth scoop): the round ends at once, and Ann scores "
                 "nothing", {"seat": 0, "rule": "DI-6"}),
        ("round", "Round 1 goes to Ben and Cai: tied on points (0), scoops (0) and 1-point "
                  "scoops (0). Points: Ann 0, Ben 0 and Cai 0",
         {"round": 1, "points": [0, 0, 0], "winners": [1, 2], "why": why}),
    ]
    assert s.last_round.busted == (0,)


def test_empty_stacks_in_the_log():
    full = [[[("S", 1), ("S", 1), ("S", 2)]], [[]], [[]]]
    s = ice("S5", "C3", "S4", cones=full)
    for card in ("S5", "C3", "S4"):
        s.apply(Card.parse(card))
    s.apply(Take("S"))
    assert events(s, 4)[:2] == [
        ("trick", "Ben wins the trick with chocolate 3 (mixed flavours: the lowest wins) "
                  "and chooses strawberry, whose stack is empty: no scoop",
         {"winner": 1, "card": "C3", "case": "mixed", "colour": "S", "cone": 0,
          "scoop": None, "why": {"kind": "lowest_wins", "card": "C3", "rule": "DI-3"},
          "got": {"kind": "empty_stack", "seat": 1, "colour": "S", "rule": "DI-4"}}),
        ("round", "Round 1 goes to Ann: tied on points (0), then the most scoops (3). "
                  "Points: Ann 0, Ben 0 and Cai 0",
         {"round": 1, "points": [0, 0, 0], "winners": [0],
          "why": {"kind": "more_scoops", "top": 0, "scoops": 3, "rule": "DI-8"}}),
    ]
    s = ice("S5", "S3", "S4", cones=full)
    for card in ("S5", "S3", "S4"):
        s.apply(Card.parse(card))
    kind, said, data = events(s, 4)[0]
    assert data["got"] == {"kind": "no_scoop_left", "seat": 0, "rule": "DI-12"}
    assert said.endswith("and gets no scoop: no played flavour has one left")


def test_round_winners_tie_breaks_in_words():
    one = [[[Scoop("S", 1)]], [[Scoop("C", 2)]]]
    assert round_winners([3, 3], one).rule == {"kind": "more_ones", "top": 3, "scoops": 1,
                                               "ones": 1, "rule": "DI-8"}
    assert round_winners([3, 3], one).winners == (0,)
    assert WORDS.phrase(round_winners([3, 3], one).rule, YOU) == (
        "tied on points (3) and scoops (1), then the most 1-point scoops (1)")
    three = [[[Scoop("S", 1)] * 3, []], [[Scoop("C", 1)] * 2, [Scoop("M", 1)]]]
    assert round_winners([2, 2], three).rule == {"kind": "shared", "top": 2, "scoops": 3,
                                                 "ones": 3, "rule": "DI-8"}


# --- views and JSON ---------------------------------------------------------------

def test_view_shows_the_table_as_the_player_may_see_it():
    s = ice("V5 S2", "V3 C4", cones=[[[("S", 1)], []], [[], [("C", 1)]]], target=2,
            trophies=[1, 0])
    s.apply(Card("V", 5))
    s.apply(Card("V", 3))
    v = s.view(1)
    assert (v.player, v.num_players, v.colours, v.hand, v.hand_sizes) == (
        1, 2, ("S", "C", "M", "V"), (Card("C", 4),), (1, 1))
    assert (v.leader, v.trick, v.options, v.target, v.round_number, v.current_player) == (
        0, ((0, Card("V", 5)), (1, Card("V", 3))), (Take("V", 0), Take("V", 1)), 2, 1, 0)
    assert v.pending.winner == 0 and v.trophies == (1, 0)
    assert v.cones == (((Scoop("S", 1),), ()), ((), (Scoop("C", 1),)))
    for bad in (2, -1, 1.0, "0"):
        with pytest.raises(SetupError) as err:
            s.view(bad)
        assert str(err.value) == f"player must be a seat 0..1, got {bad!r}"


def test_json_keeps_options_colours_hand_size_and_the_last_round():
    s = Dokitto.new_game(3, seed=4, colours="SCV", target=2)
    while s.round_number == 1:
        s.apply(s.legal_actions()[0])
    data = json.loads(s.to_json())
    assert data["over"] is False and data["two_player_hand"] == 10
    back = Dokitto.from_json(s.to_json())
    assert back.deck == s.deck and back.last_round == s.last_round is not None
    assert back.to_json() == s.to_json()
    two = Dokitto.new_game(2, seed=4, two_player_hand=12)
    assert Dokitto.from_json(two.to_json()).hand_size == 12
