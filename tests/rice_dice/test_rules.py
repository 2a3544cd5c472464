"""One named test per rule clause of the Rice Dice source and per ruling RD-1..RD-7.

Each test sets up an explicit board and explicit dice, plays the exact situation and
checks the outcome. ``turn(s, roll, set-aside, roll, set-aside, ...)`` alternates
rolls ('U R R 5 6') and set-asides ('U', '5', 'Rx2').
"""

import json
from fractions import Fraction

import pytest

from pointyrules.core import CHANCE, IllegalAction, SetupError
from pointyrules.rice_dice.dice import SPREAD_DICE, sticker_die
from pointyrules.rice_dice.odds import success_probability
from pointyrules.rice_dice.rules import (
    CARDS,
    DEFAULT_DIE,
    RICE,
    UMEBOSHI,
    Keep,
    Lock,
    RiceDice,
    Roll,
    Rolled,
    Stop,
    is_umeboshi_rice,
    legal_set_asides,
    target_cards,
    tie_break_winner,
)

from ..helpers import refusing
from .helpers import roll, table, turn


def all_but(*gone: int) -> list[int]:
    return [c for c in CARDS if c not in gone]


# --- components and setup (source, RD-1, RD-7) -------------------------------------------
def test_source_twelve_cards_numbered_1_to_12_start_face_up_in_the_centre():
    state = RiceDice.new_game(3, seed=1)
    assert sorted(state.centre) == list(range(1, 13))
    assert state.provisional == [set()] * 3 and state.locked == [set()] * 3


def test_source_five_dice_all_rolled_at_the_start_of_a_turn():
    state = RiceDice.new_game(3, seed=1)
    state.apply(Roll())
    assert state.current_player == CHANCE
    (outcome, _), *_ = state.chance_outcomes()
    assert [p for p, _ in outcome.faces] == [0, 1, 2, 3, 4]


def test_rd1_default_die_is_umeboshi_two_rice_and_sesame_4_5_6():
    """RD-1: five plain dice, pip 1 = umeboshi, 2 and 3 = rice, 4-6 = sesame."""
    assert DEFAULT_DIE == (UMEBOSHI, RICE, RICE, 4, 5, 6) == sticker_die(2, 3)
    assert RiceDice.new_game(3).dice == (DEFAULT_DIE,) * 5
    with pytest.raises(SetupError, match="sesame pips 2-6"):
        sticker_die(1, 2)


def test_rd1_each_die_has_its_own_faces_and_a_roll_must_fit_them():
    odd = ("U", "R", 2, 3, 3, 6)
    state = table(3, dice=[DEFAULT_DIE] * 4 + [odd])
    state.apply(Roll())
    assert all(f in odd for o, _ in state.chance_outcomes() for p, f in o.faces if p == 4)
    before = state.to_json()
    with refusing("RD-1"):
        state.apply(Rolled(((0, "U"), (1, "U"), (2, "U"), (3, "U"), (4, 5))))  # 5 not on die 4
    assert state.to_json() == before
    roll(state, "U U U U 3")
    assert state.legal_actions() == [Keep(3, (4,))]


def test_rd1_spread_dice_show_every_sesame_value_on_three_dice():
    """RD-1: die k (k = 0..4) has rice stickers on pips 2+k and 2+((k+1) mod 5); pip 1 is
    the umeboshi and the other pips are sesame of their value."""
    assert len(SPREAD_DICE) == 5
    for k, die in enumerate(SPREAD_DICE):
        assert die.count("U") == 1 and die.count("R") == 2 and len(die) == 6
        assert die[0] == "U"
        assert {pip for pip in range(1, 7) if die[pip - 1] == "R"} == {2 + k, 2 + (k + 1) % 5}
        assert all(die[pip - 1] in ("R", pip) for pip in range(2, 7))
    for value in (2, 3, 4, 5, 6):
        assert sum(value in die for die in SPREAD_DICE) == 3, value


def test_rd1_own_dice_are_a_parameter_of_the_game_and_the_odds():
    state = RiceDice.new_game(3, seed=2, dice=SPREAD_DICE)
    assert state.dice == SPREAD_DICE
    state.apply(Roll())
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == 1
    assert all(f in SPREAD_DICE[p] for o, _ in outcomes for p, f in o.faces)
    assert RiceDice.from_json(state.to_json()).dice == SPREAD_DICE
    assert success_probability([], SPREAD_DICE) != success_probability([])
    with pytest.raises(SetupError, match="die 1"):
        success_probability([], [DEFAULT_DIE, ("U", "R", "R", 4, 5)])


@pytest.mark.parametrize("dice, why", [
    ([("U", "R", "R", 4, 5)], "die 0 must have six faces"),
    ([DEFAULT_DIE, ("U", "R", "R", 4, 5, 6, 6)], "die 1 must have six faces"),
    ([("U", "R", "R", 4, 5, 7)], "die 0: 7 is not a face"),
    ([DEFAULT_DIE] * 2 + [(1, "R", "R", 4, 5, 6)], "die 2: 1 is not a face"),
    ([("U", "R", "X", 4, 5, 6)], "'X' is not a face"),
    ([DEFAULT_DIE, 6], "die 1 must be its six faces"),
    ([DEFAULT_DIE, "URR456"], "die 1 must be its six faces"),
    (DEFAULT_DIE, "die 0 must be its six faces"),
    (6, "a list of dice"),
    ([], "at least one die"),
    ([DEFAULT_DIE] * 4, "played with 5 dice"),
    ([DEFAULT_DIE] * 40, "played with 5 dice")])
def test_rd1_a_die_must_have_six_known_faces(dice, why):
    with pytest.raises(SetupError, match=why):
        RiceDice.new_game(3, dice=dice)


@pytest.mark.parametrize("die", [("U", "U", "R", 4, 4, 6), ("R",) * 6, (2, 3, 4, 5, 6, 6)])
def test_rd1_own_dice_may_have_any_faces(die):
    """RD-1 fixes only what a face can be; how often each appears is the owner's."""
    assert RiceDice.new_game(3, dice=[die] * 5).dice == (die,) * 5


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_rd7_two_to_five_players(n):
    assert RiceDice.new_game(n).num_players == n


@pytest.mark.parametrize("n", [0, 1, 6, "3"])
def test_rd7_other_player_counts_are_rejected(n):
    with pytest.raises(SetupError, match="RD-7"):
        RiceDice.new_game(n)


def test_setup_rejects_a_card_in_two_places():
    with pytest.raises(SetupError, match="card 3 is in two places"):
        table(3, centre=[1, 2, 3], provisional=[[3], [], []])
    with pytest.raises(SetupError, match="centre must be cards 1-12"):
        table(3, centre=[1, 13])


# --- a turn: lock or roll (RD-6) -----------------------------------------------------------
def test_rd6_a_turn_starts_with_lock_a_provisional_card_or_roll():
    state = table(3, centre=[1, 2], provisional=[[7, 9], [8], []])
    assert state.legal_actions() == [Lock(7), Lock(9), Roll()]


def test_rd6_without_provisional_cards_the_only_choice_is_to_roll():
    assert table(3).legal_actions() == [Roll()]


def test_rd6_locking_turns_the_card_over_and_the_turn_passes_left():
    state = table(3, centre=[1, 2], provisional=[[7, 9], [8], []])
    state.apply(Lock(9))
    assert state.locked[0] == {9} and state.provisional[0] == {7}
    assert state.current_player == 1  # the next higher seat: to the left


def test_rd6_only_your_own_provisional_card_can_be_locked():
    state = table(3, centre=[1, 2], provisional=[[7], [8], []])
    before = state.to_json()
    with refusing("RD-6", "no_such_lock", [Lock(7), Roll()]):
        state.apply(Lock(8))
    assert state.to_json() == before


def test_source_a_locked_card_cannot_be_taken_by_another_player():
    state = table(3, centre=[1], locked=[[5], [], []], turn=1)
    turn(state, "U 5 R R R", "U", "5 R R R", "5", "R R R", "Rx1").apply(Stop())
    assert state.locked[0] == {5}  # not a target: sum 5 took the highest face-up <= 5
    assert state.provisional[1] == {1}


# --- set-asides (RD-2) -----------------------------------------------------------------------
def test_rd2_one_umeboshi_in_the_roll_may_be_set_aside():
    state = roll(table(), "U R 4 5 6")
    assert Keep("U", (0,)) in state.legal_actions()


def test_rd2_two_umeboshi_in_one_roll_cannot_be_set_aside():
    state = roll(table(), "U U R 5 6")
    assert all(a.face != "U" for a in state.legal_actions())
    with refusing("RD-2"):
        state.apply(Keep("U", (0,)))


def test_rd2_no_second_umeboshi_once_one_is_set_aside():
    state = turn(table(), "U R 4 5 6", "U")
    roll(state, "U R 5 6")
    assert [a.face for a in state.legal_actions()] == [5, 6, "R"]


def test_rd2_sesame_sets_aside_every_die_of_that_value_together():
    state = roll(table(), "U 5 5 5 6")
    fives = [a for a in state.legal_actions() if a.face == 5]
    assert fives == [Keep(5, (1, 2, 3))]
    with refusing("RD-2"):
        state.apply(Keep(5, (1, 2)))


def test_rd2_a_sesame_value_set_aside_before_cannot_be_set_aside_again():
    state = turn(table(), "U R 4 5 6", "5")
    roll(state, "U R 5 5")
    assert [a.face for a in state.legal_actions()] == ["U", "R"]


def test_rd2_rice_any_number_from_one_up():
    state = roll(table(), "R R R 5 6")
    assert [len(a.dice) for a in state.legal_actions() if a.face == "R"] == [1, 2, 3]


def test_rd2_more_rice_may_be_added_on_a_later_roll():
    state = turn(table(), "R R 4 5 6", "Rx2", "U R 6", "R")
    assert state.kept_faces() == ("R", "R", "R")


def test_rd2_only_one_kind_of_face_per_set_aside():
    state = roll(table(), "U R 4 5 6")
    before = state.to_json()
    with refusing("RD-2"):
        state.apply(Keep("R", (1, 2)))  # die 2 shows a 4, not rice
    assert state.to_json() == before


def test_rd2_at_least_one_die_must_be_set_aside_after_a_roll():
    state = roll(table(), "U R 4 5 6")
    for action in (Stop(), Roll(), Keep("R", ())):
        with refusing("RD-2"):
            state.apply(action)


def test_rd2_a_roll_with_nothing_to_set_aside_is_a_bust():
    state = turn(table(3, centre=all_but()), "U R 4 5 5", "U", "R 4 5 5", "5")
    roll(state, "U 5")  # umeboshi and 5 are already set aside, and no rice shows
    assert state.current_player == 1 and 12 not in state.centre
    assert state.log[-1].data["why"] == {"kind": "nothing_to_set_aside", "rule": "RD-2"}


def test_rd2_a_first_roll_busts_only_when_every_die_shows_umeboshi():
    assert legal_set_asides((), ("U",) * 5) == []
    assert legal_set_asides((), ("U", "U", "U", "U", 4)) == [(4, 1)]
    assert legal_set_asides((), ("U", "U", "U", "U", "R")) == [("R", 1)]
    assert legal_set_asides((), ("U", 5, 5, 5, 5)) == [("U", 1), (5, 4)]


def test_rd2_with_dice_of_two_layouts_each_mix_of_rice_dice_is_a_choice():
    plain, other = DEFAULT_DIE, ("U", "R", "R", "R", 5, 6)
    state = roll(table(3, dice=[plain, other, plain, other, plain]), "R R 4 R 6")
    rice = [a.dice for a in state.legal_actions() if a.face == "R"]
    assert rice == [(0,), (1,), (0, 1), (1, 3), (0, 1, 3)]


# --- stopping (RD-3) -----------------------------------------------------------------------
def test_rd3_may_stop_or_roll_again_after_a_set_aside():
    state = turn(table(), "U R 4 5 6", "U")
    assert state.legal_actions() == [Stop(), Roll()]


@pytest.mark.parametrize("kept, valid", [
    ("U 5 R", True), ("U 5 6 R R", True), ("U 5 5 R R", True), ("U 5 R R R", True),
    ("5 R", False), ("U R R", False), ("U 5 6 R", False), ("U 5 5 R", False), ("U", False)])
def test_rd3_umeboshi_rice_needs_one_umeboshi_some_sesame_and_rice_at_least_sesame(kept, valid):
    faces = tuple(f if f in "UR" else int(f) for f in kept.split())
    assert is_umeboshi_rice(faces) is valid


def test_rd3_stopping_with_a_valid_umeboshi_rice_takes_cards_and_ends_the_turn():
    state = turn(table(), "U R 4 5 6", "U", "R 4 5 6", "5", "R 4 6", "R")
    state.apply(Stop())
    assert state.provisional[0] == {5} and state.current_player == 1


def test_rd3_stopping_without_umeboshi_is_a_bust():
    state = turn(table(), "R R 4 5 6", "Rx2", "U 5 6", "5")
    state.apply(Stop())
    assert 12 not in state.centre and state.provisional[0] == set()
    assert state.log[-1].data["why"]["rule"] == "RD-3"


def test_rd3_stopping_with_more_sesame_than_rice_is_a_bust():
    state = turn(table(), "U R 4 5 6", "U", "R 4 5 6", "5", "R 4 6", "4", "R 6", "R")
    state.apply(Stop())  # U 4 5 R: two sesame dice, one rice
    assert 12 not in state.centre and state.log[-1].data["why"]["rule"] == "RD-3"


def test_rd3_with_no_dice_left_the_player_must_stop():
    state = turn(table(), "U R R 4 5", "U", "R R 4 5", "Rx2", "4 5", "4", "5", "5")
    assert state.free_dice() == [] and state.legal_actions() == [Stop()]
    with refusing("RD-3"):
        state.apply(Roll())


# --- which cards (RD-4) --------------------------------------------------------------------
def test_rd4_takes_the_card_numbered_with_the_sesame_sum():
    state = turn(table(), "U R R 4 5", "U", "R R 4 5", "Rx2", "4 5", "4", "5", "5")
    state.apply(Stop())  # sesame 4 + 5 = 9, two rice: 9 and the next lower, 8
    assert state.provisional[0] == {9, 8}


def test_rd4_without_that_card_takes_the_highest_face_up_card_below():
    state = turn(table(3, centre=all_but(9, 8)), "U R R 4 5", "U", "R R 4 5", "Rx2",
                 "4 5", "4", "5", "5")
    state.apply(Stop())
    assert state.provisional[0] == {7, 6}


def test_rd4_same_sesame_value_twice_counts_both_dice():
    state = turn(table(), "U R R 6 6", "U", "R R 6 6", "6", "R R", "Rx2")
    state.apply(Stop())  # 6 + 6 = 12, two rice: 12 and 11
    assert state.provisional[0] == {12, 11}


def test_rd4_each_rice_beyond_the_first_takes_the_next_lower_face_up_card():
    state = table(3, centre=[2, 4, 5, 8])
    turn(state, "U R R R 5", "U", "R R R 5", "5", "R R R", "Rx3")
    state.apply(Stop())  # sum 5, three rice: 5, then 4, then 2 (3 is gone)
    assert state.provisional[0] == {5, 4, 2}


def test_rd4_another_players_provisional_card_is_taken_from_them():
    state = table(3, centre=[1, 2], provisional=[[], [5], []])
    turn(state, "U R 4 5 6", "U", "R 4 5 6", "5", "R 4 6", "R").apply(Stop())
    assert state.provisional == [{5}, set(), set()]


def test_rd4_your_own_provisional_card_is_a_target_and_stays_with_you():
    state = table(3, centre=[1, 2, 4], provisional=[[5], [], []])
    turn(state, "U R R 4 5", "U", "R R 4 5", "5", "R R 4", "Rx2").apply(Stop())
    assert state.provisional[0] == {5, 4}  # 5 was already theirs, 4 is new
    assert state.centre == {1, 2}


def test_rd4_no_face_up_card_at_or_below_the_sum_is_a_bust():
    state = table(3, centre=[6, 7], provisional=[[8], [], []])
    turn(state, "U R 4 5 6", "U", "R 4 5 6", "5", "R 4 6", "R").apply(Stop())
    assert state.provisional[0] == set()
    assert state.log[-1].data["why"] == {"kind": "no_card_low_enough", "rule": "RD-4", "total": 5}


def test_rd4_fewer_cards_than_rice_takes_what_there_is_without_a_bust():
    state = table(3, centre=[3, 9])
    turn(state, "U R R R 4", "U", "R R R 4", "4", "R R R", "Rx3").apply(Stop())
    assert state.provisional[0] == {3} and state.centre == {9}
    assert state.log[-1].kind == "take_short" and state.log[-1].data["cards"] == [3]


def test_rd4_a_short_take_from_others_provisional_cards_is_recorded_as_both():
    """RD-4: three rice dice but only card 3 face up, in Ben's provisional cards: Ann takes
    it (fewer cards than rice dice, no bust) and the record names whose it was."""
    state = table(3, centre=[9], provisional=[[], [3], []])
    turn(state, "U R R R 4", "U", "R R R 4", "4", "R R R", "Rx3").apply(Stop())
    assert state.provisional == [{3}, set(), set()] and state.centre == {9}
    event = state.log[-1]
    assert (event.kind, event.data["cards"], event.data["stolen"]) == (
        "take_short_stolen", [3], [{"kind": "stolen_from", "victim": 1, "cards": [3]}])


def test_rd4_target_cards_function_matches_the_clauses():
    assert target_cards(9, 1, [1, 8, 10]) == (8,)
    assert target_cards(9, 3, [1, 8, 9, 10]) == (9, 8, 1)
    assert target_cards(3, 2, [4, 5]) == ()


# --- busts (RD-5) --------------------------------------------------------------------------
def test_rd5_a_bust_removes_your_highest_provisional_card():
    state = table(3, centre=[1, 2], provisional=[[4, 10], [11], []], locked=[[12], [], []])
    turn(state, "R R 4 5 6", "Rx2").apply(Stop())
    assert state.provisional[0] == {4} and 10 in state.removed
    assert state.locked[0] == {12} and state.centre == {1, 2}


def test_rd5_without_provisional_cards_the_highest_centre_card_goes():
    state = table(3, centre=[1, 2, 7], provisional=[[], [11], []], locked=[[12], [], []])
    turn(state, "R R 4 5 6", "Rx2").apply(Stop())
    assert state.centre == {1, 2} and state.provisional[1] == {11} and state.locked[0] == {12}


# --- end of the game, scores and the tie rule (RD-6) -----------------------------------------
def test_rd6_the_game_ends_when_the_centre_is_empty_after_a_turn():
    state = table(3, centre=[5], provisional=[[], [9], []])
    turn(state, "U R 4 5 6", "U", "R 4 5 6", "5", "R 4 6", "R").apply(Stop())
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    with refusing("end", "game_over"):
        state.apply(Roll())


def test_rd6_a_bust_that_empties_the_centre_ends_the_game():
    state = table(3, centre=[12], provisional=[[], [9], []])
    turn(state, "R R 4 5 6", "Rx2").apply(Stop())
    assert state.is_over and state.centre == set()


def test_rd6_score_is_locked_plus_provisional_cards():
    state = table(3, centre=[1], provisional=[[4, 10], [11], []], locked=[[12], [2], []])
    assert state.scores() == [26, 13, 0]


def test_rd6_a_tie_goes_to_the_tied_seat_farthest_clockwise_from_the_first_player():
    assert tie_break_winner([10, 5, 10, 3], first_player=1) == 0  # seat 0 is 3 steps on
    assert tie_break_winner([10, 5, 10, 3], first_player=0) == 2
    assert tie_break_winner([4, 9, 9], first_player=2) == 1


def test_rd6_the_highest_score_wins():
    state = table(4, centre=[5], provisional=[[], [9], [], []], locked=[[7], [], [2], [3]],
                  first_player=2, turn=2)
    turn(state, "U R 4 5 6", "U", "R 4 5 6", "5", "R 4 6", "R").apply(Stop())
    assert state.scores() == [7, 9, 7, 3] and state.winners() == [1]


@pytest.mark.parametrize("first_player, winner", [(0, 2), (2, 0), (1, 0)])
def test_rd6_tied_final_scores_go_to_the_seat_farthest_on_from_the_first_player(
        first_player, winner):
    state = table(3, centre=[9], locked=[[10], [8], [1]], first_player=first_player, turn=2)
    turn(state, "U R R 4 5", "U", "R R 4 5", "4", "R R 5", "5", "R R", "Rx2").apply(Stop())
    assert state.is_over and state.scores() == [10, 8, 10]  # seat 2 took the 9: a tie
    assert state.winners() == [winner]


def test_rd6_equal_top_scores_seat_farthest_from_first_player_wins_a_real_game():
    state = table(3, centre=[1], locked=[[6], [6 - 1], [2]], provisional=[[], [], [4]],
                  first_player=1, turn=0)
    turn(state, "R R 4 5 6", "Rx2").apply(Stop())  # seat 0 busts; card 1 leaves
    assert state.scores() == [6, 5, 6]
    assert state.winners() == [0]  # from seat 1 clockwise: 1, 2, 0 -> seat 0 is farthest


# --- chance, errors, JSON --------------------------------------------------------------------
def test_chance_outcomes_are_exact_and_sum_to_one():
    state = table()
    state.apply(Roll())
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == 1
    # five dice with five distinct labels: C(5 + 5 - 1, 5) = 126 multisets
    assert len(outcomes) == 126
    all_u = [p for o, p in outcomes if all(f == "U" for _, f in o.faces)]
    assert all_u == [Fraction(1, 6 ** 5)]


def test_seeded_rolls_repeat_and_survive_json():
    a, b = RiceDice.new_game(3, seed=9), RiceDice.new_game(3, seed=9)
    for s in (a, b):
        s.apply(Roll())
    twin = RiceDice.from_json(a.to_json())
    assert a.sample_chance() == b.sample_chance() == twin.sample_chance()


def test_illegal_action_names_the_rule_lists_the_allowed_and_changes_nothing():
    state = turn(table(), "U R 4 5 6", "U")
    before = state.to_json()
    with refusing("RD-3", "stop_or_roll", [Stop(), Roll()]):
        state.apply(Keep("R", (1,)))
    with pytest.raises(IllegalAction):
        state.apply("hello")
    assert state.to_json() == before


def test_json_round_trip_mid_turn():
    state = turn(table(3, provisional=[[], [], []], centre=all_but()), "U R 4 5 6", "U",
                 "R 4 5 6", "5")
    copy = RiceDice.from_json(state.to_json())
    assert copy == state and copy.legal_actions() == state.legal_actions()
    assert json.loads(state.to_json())["kept"] == [[0, "U"], [3, 5]]


def test_view_shows_the_whole_public_table():
    state = table(3, centre=[1, 2], provisional=[[7], [8], []], locked=[[], [], [3]])
    view = state.view(2)
    assert view.centre == (1, 2) and view.provisional == ((7,), (8,), ()) and view.locked[2] == (3,)
    with pytest.raises(SetupError):
        state.view(3)

