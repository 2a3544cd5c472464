"""The details of Rice Dice that a player sees: refusals, the log, the view, setup errors.

Written against the survivors of `python3 dev.py mutate --only rice_dice`: each test
pins a behaviour (RD-1..RD-7 in shared/RULINGS.md, the engine's docstrings) that a
mutant of pointyrules/rice_dice/rules.py changed without any other test noticing.
"""

import pytest

from pointyrules.core import CHANCE, IllegalAction, SetupError
from pointyrules.rice_dice.rules import (
    DEFAULT_DICE,
    RICE,
    UMEBOSHI,
    Keep,
    Lock,
    RiceDice,
    Roll,
    Rolled,
    Stop,
    bust_card,
)
from pointyrules.words import Voice

from ..helpers import refused
from .helpers import keep, roll, table, turn

# --- what a refusal tells the player ------------------------------------------------

def test_a_turn_starts_with_lock_or_roll_and_the_refusal_says_so():
    s = table(3, centre=list(range(1, 12)), provisional=[[12], [], []])
    err = refused(s, Lock(5))
    assert str(err) == ("Ann has no provisional card 5 to lock: lock one of Ann's own "
                        "provisional cards, or roll")
    assert err.sentence(Voice(you=0)) == ("You have no provisional card 5 to lock: lock one "
                                          "of your own provisional cards, or roll")
    assert (err.kind, err.rule, err.allowed) == ("no_such_lock", "RD-6", (Lock(12), Roll()))
    err = refused(s, Stop())
    assert str(err) == "“stop” is not a way to start a turn: lock a provisional card or roll"
    assert (err.kind, err.rule, err.allowed) == ("not_a_start", "RD-6", (Lock(12), Roll()))


def test_a_set_aside_refusal_explains_rd2():
    s = roll(table(3), "U R R 5 6")
    err = refused(s, Keep(RICE, (0,)))
    # short: what was wrong, what is allowed; dice counted from 1 (the move's key: die 0)
    assert str(err) == (
        "“set aside 1 rice from die 1” is not allowed: set aside a lone umeboshi (once a turn), "
        "all dice of one new sesame value, or one or more rice")
    assert len(str(err)) < 160
    assert err.rule == "RD-2" and err.allowed == tuple(s.legal_actions())


def test_after_a_set_aside_the_refusal_says_stop_or_roll():
    s = keep(roll(table(3), "U R R 5 6"), "U")
    err = refused(s, Keep(RICE, (1,)))
    assert str(err) == ("“set aside 1 rice from die 2” is not allowed now: stop, or roll the "
                        "free dice")
    assert (err.rule, err.allowed) == ("RD-3", (Stop(), Roll()))


def test_with_no_dice_left_a_roll_is_refused_because_the_player_must_stop():
    s = turn(table(3), "U R R 5 6", "U", "R R 5 6", "5", "R R 6", "6", "R R", "Rx2")
    assert s.free_dice() == []
    err = refused(s, Roll())
    assert str(err) == "No dice are left to roll, so Ann must stop"
    assert (err.rule, err.allowed) == ("RD-3", (Stop(),))


def test_a_roll_that_does_not_fit_the_free_dice_is_refused_with_rd1():
    s = table(3)
    s.apply(Roll())
    err = refused(s, Rolled(((0, UMEBOSHI),)))
    assert str(err) == (
        "“rolled U” is not a roll of the free dice (dice 1, 2, 3, 4 and 5): a roll gives each "
        "free die one of its own faces")
    assert err.rule == "RD-1" and err.allowed == tuple(s.legal_actions()[:6])
    # each face is a (die, face) pair: lists and triples are not, even with fitting faces
    for bad in (Rolled(tuple([d, UMEBOSHI] for d in range(5))),
                Rolled(tuple((d, UMEBOSHI, 1) for d in range(5)))):
        err = refused(s, bad)  # shown as given: such a roll cannot print as one
        assert err.rule == "RD-1" and err.kind == "not_a_roll"
        assert str(err).startswith("That move is not a roll of the free dice (dice 1, 2")
    s.apply(Rolled(tuple((d, UMEBOSHI) for d in range(5))))


def test_drawing_a_roll_when_none_is_pending_is_refused():
    s = table(3, centre=list(range(1, 12)), provisional=[[12], [], []])
    with pytest.raises(IllegalAction) as caught:
        s.sample_chance()
    err = caught.value
    assert (err.kind, str(err)) == ("no_roll_pending", "No roll is waiting to be made")
    assert (err.rule, err.allowed) == ("RD-6", (Lock(12), Roll()))


def test_actions_read_as_a_player_would_say_them():
    assert str(Keep(RICE, (1,))) == "set aside 1 rice (die 1)"
    assert str(Keep(RICE, (0, 2, 4))) == "set aside 3 rice (dice 0, 2, 4)"
    assert str(Keep(5, (3, 4))) == "set aside 2 sesame 5s (dice 3, 4)"
    assert str(Keep(UMEBOSHI, (0,))) == "set aside 1 umeboshi (die 0)"
    assert str(Rolled(((0, UMEBOSHI), (2, RICE), (3, 6)))) == "rolled U R 6"
    assert [str(a) for a in (Lock(7), Roll(), Stop())] == ["lock card 7", "roll", "stop"]


# --- setup --------------------------------------------------------------------------

def test_new_game_defaults_and_first_player():
    s = RiceDice.new_game()
    assert (s.num_players, s.first_player, s.turn, s.turns_played) == (4, 0, 0, 0)
    assert s.is_over is False and s.dice == tuple(tuple(d) for d in DEFAULT_DICE)
    t = RiceDice.new_game(3, seed=2, first_player=2)
    assert (t.first_player, t.turn, t.current_player) == (2, 2, 2)
    assert [(e.kind, str(e), e.data) for e in t.log] == [
        ("setup", "3 players; Cai starts; 12 cards in the centre",
         {"players": 3, "first_player": 2, "cards": 12})]


@pytest.mark.parametrize("kw, message", [
    (dict(first_player=3), "first_player must be a seat 0..2, got 3"),
    (dict(first_player=-1), "first_player must be a seat 0..2, got -1"),
    (dict(first_player="1"), "first_player must be a seat 0..2, got '1'"),
    (dict(turn=3), "turn must be a seat 0..2, got 3"),
    (dict(provisional=[[1], [2]]), "provisional needs one pile per player (3)"),
    (dict(locked=[[1], [2], [3], [4]]), "locked needs one pile per player (3)"),
    (dict(centre=[1, 2, 13]), "centre must be cards 1-12, got 13 (RD-6)"),
    (dict(centre=[1, 2], locked=[[2], [], []]), "card 2 is in two places; each card is in one"),
])
def test_setup_errors_say_what_is_allowed(kw, message):
    with pytest.raises(SetupError) as err:
        RiceDice(3, **kw)
    assert str(err.value) == message


def test_view_is_the_whole_table_for_any_seat_and_refuses_other_seats():
    s = keep(roll(table(3, centre=list(range(1, 12)), provisional=[[12], [], []],
                        locked=[[], [], []]), "U R R 5 6"), "U")
    roll(s, "R R 5 6")
    v = s.view(0)
    assert (v.player, v.turn, v.phase, v.dice) == (0, 0, "choose", s.dice)
    assert v.centre == tuple(range(1, 12)) and v.provisional == ((12,), (), ())
    assert v.locked == ((), (), ()) and v.scores == (12, 0, 0)
    assert v.kept == ((0, UMEBOSHI),)
    assert v.rolled == ((1, RICE), (2, RICE), (3, 5), (4, 6))
    assert s.view(2).player == 2 and s.view(2).rolled == v.rolled
    for bad in (3, -1, "0"):
        with pytest.raises(SetupError) as err:
            s.view(bad)
        assert str(err.value) == f"player must be a seat 0..2, got {bad!r}"


def test_rd5_with_no_card_anywhere_nothing_leaves_the_game():
    assert bust_card([], []) is None
    assert bust_card([], [3, 8]) == 8 and bust_card([2, 5], [11]) == 5


# --- the log a player reads -----------------------------------------------------------

def test_the_log_tells_the_whole_game():
    s = table(2, centre=[5, 9], provisional=[[3], [12]], locked=[[1], [2]])
    # seat 0: umeboshi, sesame 4, two rice; only card 3 (their own) is 4 or lower
    turn(s, "U R R 4 6", "U", "R R 4 6", "4", "R R 6", "Rx2")
    s.apply(Stop())
    s.apply(Lock(12))  # seat 1
    roll(s, "U U U U U")  # seat 0 busts: nothing to set aside; loses their card 3
    turn(s, "U 5 R R 6", "5")  # seat 1 stops without umeboshi: busts, 9 leaves the centre
    s.apply(Stop())
    turn(s, "U R R 5 6", "U", "R R 5 6", "5", "R R 6", "Rx1")  # seat 0 takes the last card
    s.apply(Stop())
    assert [(e.kind, str(e)) for e in s.log] == [
        ("setup", "2 players; Ann starts; 2 cards in the centre"),
        ("roll", "Ann rolls 1 umeboshi, 2 rice, 1 sesame 4 and 1 sesame 6"),
        ("keep", "Ann sets aside 1 umeboshi and now has 1 umeboshi set aside"),
        ("roll", "Ann rolls 2 rice, 1 sesame 4 and 1 sesame 6"),
        ("keep", "Ann sets aside 1 sesame 4 and now has 1 umeboshi and 1 sesame 4 set aside"),
        ("roll", "Ann rolls 2 rice and 1 sesame 6"),
        ("keep", "Ann sets aside 2 rice and now has 1 umeboshi, 2 rice and 1 sesame 4 set aside"),
        ("take_short", "Ann stops with a sesame sum of 4 and 2 rice dice, but only card 3 "
                       "can be taken, and Ann takes what there is"),
        ("lock", "Ben locks card 12"),
        ("roll", "Ann rolls 5 umeboshi"),
        ("bust", "Ann busts: nothing can be set aside from this roll; card 3 leaves the game "
                 "from Ann's provisional cards"),
        ("roll", "Ben rolls 1 umeboshi, 2 rice, 1 sesame 5 and 1 sesame 6"),
        ("keep", "Ben sets aside 1 sesame 5 and now has 1 sesame 5 set aside"),
        ("bust", "Ben busts: the dice set aside are not an umeboshi rice (one umeboshi, some "
                 "sesame, at least as many rice as sesame); card 9 leaves the game from the "
                 "centre"),
        ("roll", "Ann rolls 1 umeboshi, 2 rice, 1 sesame 5 and 1 sesame 6"),
        ("keep", "Ann sets aside 1 umeboshi and now has 1 umeboshi set aside"),
        ("roll", "Ann rolls 2 rice, 1 sesame 5 and 1 sesame 6"),
        ("keep", "Ann sets aside 1 sesame 5 and now has 1 umeboshi and 1 sesame 5 set aside"),
        ("roll", "Ann rolls 2 rice and 1 sesame 6"),
        ("keep", "Ann sets aside 1 rice and now has 1 umeboshi, 1 rice and 1 sesame 5 set aside"),
        ("take", "Ann stops with a sesame sum of 5 and 1 rice die, and takes card 5"),
        ("end", "The centre is empty: game over. Scores: Ann 6 and Ben 14; Ben wins"),
    ]
    assert s.log[7].sentence(Voice(you=0)) == (
        "You stop with a sesame sum of 4 and 2 rice dice, but only card 3 can be taken, "
        "and you take what there is")
    data = {e.kind: [] for e in s.log}
    for e in s.log:
        data[e.kind].append(e.data)
    assert data["roll"][:2] == [{"seat": 0, "faces": [UMEBOSHI, RICE, RICE, 4, 6]},
                                {"seat": 0, "faces": [RICE, RICE, 4, 6]}]
    assert data["roll"][4] == {"seat": 1, "faces": [UMEBOSHI, 5, RICE, RICE, 6]}
    assert data["keep"][:3] == [{"seat": 0, "face": UMEBOSHI, "dice": [0], "kept": ["U"]},
                                {"seat": 0, "face": 4, "dice": [3], "kept": ["U", 4]},
                                {"seat": 0, "face": RICE, "dice": [1, 2],
                                 "kept": ["U", "R", "R", 4]}]
    assert data["take_short"] == [{"seat": 0, "cards": [3], "total": 4, "rice": 2}]
    assert data["take"] == [{"seat": 0, "cards": [5], "total": 5, "rice": 1}]
    assert data["lock"] == [{"seat": 1, "card": 12}]
    assert data["bust"] == [
        {"seat": 0, "card": 3, "where": "provisional",
         "why": {"kind": "nothing_to_set_aside", "rule": "RD-2"}},
        {"seat": 1, "card": 9, "where": "centre",
         "why": {"kind": "no_umeboshi_rice", "rule": "RD-3"}}]
    assert data["end"] == [{"scores": [6, 14], "winner": 1}]
    assert s.turns_played == 5 and s.is_over and s.current_player is None
    assert s.winners() == [1]


def test_turns_are_counted_and_a_roll_is_a_chance_node():
    s = table(3, centre=list(range(1, 12)), provisional=[[12], [], []])
    s.apply(Lock(12))
    assert s.turns_played == 1 and s.current_player == 1
    s.apply(Roll())
    assert s.current_player == CHANCE


def test_the_log_counts_several_dice_and_several_cards():
    s = table(2)
    turn(s, "U R R 5 5", "5", "U R R", "U", "R R", "Rx2")
    s.apply(Stop())  # sesame 10, two rice: RD-4 takes 10 and the next lower face-up card
    assert [str(e) for e in s.log if e.kind in ("keep", "take")] == [
        "Ann sets aside 2 sesame 5s and now has 2 sesame 5s set aside",
        "Ann sets aside 1 umeboshi and now has 1 umeboshi and 2 sesame 5s set aside",
        "Ann sets aside 2 rice and now has 1 umeboshi, 2 rice and 2 sesame 5s set aside",
        "Ann stops with a sesame sum of 10 and 2 rice dice, and takes cards 10 and 9"]
