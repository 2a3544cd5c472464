"""One named test per rule clause of the Doki-tto! Ice source and per ruling DI-1..DI-13.

Each test sets up an explicit deal (``ice``: one string of cards per seat, seat 0
first, play going clockwise 0 -> 1 -> 2 ...) and checks the outcome, for each player
count where the rule differs.
"""

import pytest

from pointyrules.core import IllegalAction, SetupError
from pointyrules.dokitto.rules import (
    COLOURS,
    FULL_DECK,
    STACK,
    Card,
    Dokitto,
    Scoop,
    Take,
    cone_points,
    legal_cards,
    player_points,
    round_winners,
    trick_winner,
)

from ..helpers import ice, ice_cards, ice_play


def plays(*cards: str):
    return list(enumerate(ice_cards(" ".join(cards))))


# --- DI-1 components ---------------------------------------------------------------------
def test_di1_forty_cards_four_colours_numbered_1_to_10():
    assert len(FULL_DECK) == 40 == len(set(FULL_DECK))
    assert {c.colour for c in FULL_DECK} == set(COLOURS) == {"S", "C", "M", "V"}
    for colour in COLOURS:
        assert sorted(c.number for c in FULL_DECK if c.colour == colour) == list(range(1, 11))


def test_di1_each_stack_is_taken_bottom_first_worth_1_1_then_2():
    assert STACK == (1, 1, 2)
    # three one-colour tricks: seat 0's highest chocolate takes chocolate each time
    state = ice("C10 C9 C8 S9", "C1 C2 C3 S8", "C4 C5 C6 S7")
    values = []
    for lead, second, third in [("C10", "C1", "C4"), ("C9", "C2", "C5"), ("C8", "C3", "C6")]:
        ice_play(state, lead, second, third)
        values.append(state.cones[0][0][-1].value)
        assert state.stack_left("C") == 3 - len(values)
    assert values == [1, 1, 2]


# --- DI-2 player counts and setups --------------------------------------------------------
def test_di2_four_players_use_all_forty_cards_ten_each_nothing_aside():
    state = Dokitto.new_game(4, seed=1)
    assert [len(h) for h in state.hands] == [10] * 4 and state.aside == []
    assert sorted(c for h in state.hands for c in h) == sorted(FULL_DECK)
    assert [len(cs) for cs in state.cones] == [1] * 4


@pytest.mark.parametrize("colours", [None, ("S", "M", "V"), ("V", "C", "M")])
def test_di2_three_players_three_colours_nine_each_three_aside(colours):
    state = Dokitto.new_game(3, seed=2, colours=colours)
    chosen = set(colours or ("S", "C", "M"))  # default: strawberry, chocolate, matcha
    assert set(state.colours) == chosen
    assert [len(h) for h in state.hands] == [9] * 3 and len(state.aside) == 3
    in_play = [c for h in state.hands for c in h] + state.aside
    assert len(in_play) == 30 and {c.colour for c in in_play} == chosen


def test_di2_three_players_unused_colour_has_no_scoop_stack():
    state = Dokitto.new_game(3, seed=2)
    assert set(state.taken) == {"S", "C", "M"}
    assert "V" not in state.view(0).stack_left


@pytest.mark.parametrize("colours", [("S", "C"), ("S", "S", "C"), ("S", "C", "X")])
def test_di2_three_players_need_three_different_colours(colours):
    with pytest.raises(SetupError, match="three different colours"):
        Dokitto.new_game(3, colours=colours)


def test_di2_colour_choice_is_only_for_three_players():
    with pytest.raises(SetupError, match="only a 3-player game"):
        Dokitto.new_game(4, colours=("S", "C", "M"))


def test_di2_two_players_remove_7_to_10_deal_ten_each_and_four_aside():
    state = Dokitto.new_game(2, seed=3)
    assert [len(h) for h in state.hands] == [10, 10] and len(state.aside) == 4
    in_play = [c for h in state.hands for c in h] + state.aside
    assert sorted(in_play) == sorted(c for c in FULL_DECK if c.number <= 6)


def test_di2_two_player_option_deals_twelve_each_with_none_aside():
    state = Dokitto.new_game(2, seed=3, two_player_hand=12)
    assert [len(h) for h in state.hands] == [12, 12] and state.aside == []


def test_di2_two_players_each_have_a_left_and_a_right_cone():
    state = Dokitto.new_game(2, seed=3)
    assert [len(cs) for cs in state.cones] == [2, 2]


@pytest.mark.parametrize("n", [1, 5, 0, "4"])
def test_di2_player_count_outside_2_to_4_is_rejected(n):
    with pytest.raises(SetupError, match="2-4 players"):
        Dokitto.new_game(n)


def test_di2_two_player_deal_has_no_7_to_10():
    with pytest.raises(SetupError, match="not one of the 24 cards"):
        ice("S7", "S1")


def test_di2_set_aside_cards_are_hidden_from_every_player():
    state = Dokitto.new_game(3, seed=4)
    view = state.view(1)
    assert view.aside_size == 3 and not hasattr(view, "aside")
    assert not set(view.hand) & set(state.aside)


def test_setup_rejects_a_card_dealt_twice():
    with pytest.raises(SetupError, match="dealt twice"):
        ice("S1 S2", "S1 S3")


# --- source: playing a trick (must-follow, clockwise) -------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_source_leader_may_play_any_card(n):
    hands = ["S1 C2 M3", "S4 C5 M6", "S2 C3 M4", "S3 C4 M5"][:n]
    state = ice(*hands)
    assert state.legal_actions() == sorted(ice_cards(hands[0]))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_source_must_follow_the_led_colour_when_able(n):
    hands = {2: ["S1 C2", "S4 C5"], 3: ["S1 C2", "S4 C5", "C7 S8"],
             4: ["S1 C2", "S4 C5", "C7 S8", "S2 C1"]}[n]
    state = ice(*hands)
    ice_play(state, "S1")
    assert state.legal_actions() == [Card("S", 4)]
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(Card("C", 5))
    assert err.value.kind == "must_follow" and err.value.rule == "source: must follow"
    assert state.to_json() == before


@pytest.mark.parametrize("n", [2, 3, 4])
def test_source_a_player_without_the_led_colour_may_play_any_card(n):
    hands = {2: ["S1 C2", "M4 C5"], 3: ["S1 C2", "M4 C5", "C3 S6"],
             4: ["S1 C2", "M4 C5", "C3 S6", "S2 C1"]}[n]
    state = ice(*hands)
    ice_play(state, "S1")
    assert state.legal_actions() == ice_cards("C5 M4")
    assert legal_cards(ice_cards("M4 C5"), Card("S", 1)) == ice_cards("M4 C5")


def test_source_play_goes_clockwise_from_the_leader():
    state = ice("S1 C2", "S4 C5", "C7 S8", "S2 C1", start_player=2)
    seen = []
    for _ in range(4):
        seen.append(state.current_player)
        state.apply(state.legal_actions()[0])
    assert seen == [2, 3, 0, 1]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_source_trick_winner_leads_the_next_trick(n):
    hands = ["S1 C6", "M2 C5", "S3 C4", "M4 C3"][:n]
    state = ice(*hands)
    ice_play(state, "S1")  # mixed trick: seat 0's 1 is lowest
    while state.current_player != 0 or state.pending:
        state.apply(state.legal_actions()[0])
    assert state.trick_history[-1].result.winner == 0 and state.current_player == 0


def test_source_a_card_not_in_hand_is_refused_with_the_allowed_cards():
    state = ice("S1 C2", "S4 C5")
    with pytest.raises(IllegalAction) as err:
        state.apply(Card("C", 5))
    assert (err.value.kind, err.value.data) == ("not_in_hand", {"seat": 0, "card": ["C", 5]})
    assert err.value.allowed == (Card("C", 2), Card("S", 1))
    assert "does not hold chocolate 5" in str(err.value)


def test_text_is_no_action_even_when_it_names_a_card_in_hand():
    """Only typed actions are moves: text is read by Card.parse, the one place for it."""
    state = ice("S1 C2", "S4 C5")
    for text in ("Z11", "S1", ("S", 1)):
        with pytest.raises(IllegalAction) as err:
            state.apply(text)
        assert err.value.kind == "wrong_type" and err.value.data["got"] in ("str", "tuple")
        assert err.value.allowed == (Card("C", 2), Card("S", 1))
    with pytest.raises(SetupError, match="not a shop card"):
        Card.parse("Z11")


# --- DI-3 trick winner -----------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_di3_all_one_colour_highest_number_wins(n):
    cards = ["M2", "M6", "M4", "M5"][:n]
    result = trick_winner(plays(*cards))
    assert result.winner == 1 and result.case == "one colour"
    assert result.rule == {"kind": "highest_wins", "colour": "M", "card": "M6", "rule": "DI-3"}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_di3_mixed_colours_lowest_number_wins_whatever_its_colour(n):
    cards = ["M5", "C2", "M9", "M3"][:n]
    result = trick_winner(plays(*cards))
    assert result.winner == 1 and result.case == "mixed"
    assert result.rule == {"kind": "lowest_wins", "card": "C2", "rule": "DI-3"}


@pytest.mark.parametrize("cards, winner", [
    (["S3", "C3"], 1), (["S3", "C3", "M5"], 1), (["S3", "C5", "M3"], 2),
    (["S3", "C3", "M5", "V3"], 3), (["V2", "S2", "S9", "S2"], 3)])
def test_di3_equal_lowest_numbers_the_later_card_wins(cards, winner):
    result = trick_winner(plays(*cards))
    assert result.winner == winner and result.case == "tie"
    assert result.rule["kind"] == "later_wins" and result.rule["rule"] == "DI-3"


def test_di3_a_one_colour_trick_played_in_the_engine_goes_to_the_highest():
    state = ice("M2 S1", "M6 S2", "M4 S3", "M5 S4")
    ice_play(state, "M2", "M6", "M4", "M5")
    assert state.trick_history[-1].result.winner == 1
    assert state.trick_history[-1].take == Take("M")  # one colour: nothing to choose


def test_di3_a_tie_in_the_engine_goes_to_the_later_card():
    state = ice("S3 S9", "C3 C9", "M5 M9")
    ice_play(state, "S3", "C3", "M5", "S")
    assert state.trick_history[-1].result.winner == 1


# --- DI-4 the winner's choice ----------------------------------------------------------------
def test_di4_winner_chooses_one_colour_among_the_played_cards():
    state = ice("S3 S9", "C1 C9", "M5 M9", "S4 V9")
    ice_play(state, "S3", "C1", "M5", "S4")  # seat 3 must follow strawberry
    assert state.current_player == 1 and state.pending.winner == 1
    assert state.legal_actions() == [Take("S"), Take("C"), Take("M")]  # no vanilla played


def test_di4_a_colour_not_in_the_trick_is_refused_and_nothing_changes():
    state = ice("S3 S9", "C1 C9", "M5 M9")
    ice_play(state, "S3", "C1", "M5")
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply(Take("V"))
    assert (err.value.kind, err.value.rule) == ("not_a_choice", "DI-4")
    assert state.to_json() == before


def test_di4_a_card_while_the_winner_must_choose_is_refused():
    state = ice("S3 S9", "C1 C9", "M5 M9")
    ice_play(state, "S3", "C1", "M5")
    with pytest.raises(IllegalAction) as err:
        state.apply(Card("C", 9))
    assert (err.value.kind, err.value.rule) == ("wrong_type", "DI-4")


def test_di4_the_scoop_comes_from_the_bottom_of_the_chosen_stack():
    state = ice("S3 S9", "C1 C9", "M5 M9", cones=[[[("M", 1)]], [[]], [[("M", 1)]]])
    ice_play(state, "S3", "C1", "M5", "M")
    assert state.cones[1] == [[Scoop("M", 2)]]  # the third matcha scoop, the topping
    assert state.stack_left("M") == 0


def test_di4_an_empty_stack_may_be_chosen_and_gives_no_scoop():
    state = ice("S3 S9", "C1 C9", "M5 M9",
                cones=[[[("M", 1), ("M", 1)]], [[]], [[("M", 2)]]])
    assert Take("M") in ice_play(state, "S3", "C1", "M5").legal_actions()
    ice_play(state, "M")
    assert state.cones[1] == [[]] and state.won[1] == ice_cards("S3 C1 M5")
    assert state.log[-1].data["got"]["kind"] == "empty_stack"
    assert "no scoop" in str(state.log[-1])


def test_di4_with_one_possible_choice_the_trick_is_settled_at_once():
    state = ice("S3 S9", "S1 C9", "S5 M9")
    ice_play(state, "S3", "S1", "S5")
    assert state.pending is None and state.cones[2] == [[Scoop("S", 1)]]


def test_di4_two_players_choose_the_cone_too():
    state = ice("S3 S6", "C1 C6")
    ice_play(state, "S3", "C1")
    assert state.legal_actions() == [Take("S", 0), Take("S", 1), Take("C", 0), Take("C", 1)]
    state.apply(Take("C", 1))
    assert state.cones[1] == [[], [Scoop("C", 1)]]


def test_di4_two_players_an_empty_stack_needs_no_cone():
    state = ice("S3 S6", "S1 C6", cones=[[[("S", 1), ("S", 1)], []], [[("S", 2)], []]])
    ice_play(state, "S3", "S1")
    assert state.pending is None and state.cones[0] == [[Scoop("S", 1), Scoop("S", 1)], []]


# --- DI-5 won cards ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_di5_won_cards_go_to_the_winner_and_never_back_to_the_hand(n):
    hands = ["S3 S6", "C1 C6", "M5 M6", "V5 V6"][:n]
    state = ice(*hands)
    ice_play(state, "S3", "C1", *["M5", "V5"][:n - 2], Take("C"))
    assert sorted(state.won[1]) == sorted(ice_cards(" ".join(h.split()[0] for h in hands)))
    assert all(c not in state.hands[1] for c in state.won[1])


# --- DI-6 the end of a round ------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4])
def test_di6_a_fourth_scoop_ends_the_round_at_once_with_cards_in_hand(n):
    hands = ["S1 S9", "C5 C9", "M5 M9", "V5 V9"][:n]
    cones = [[[("S", 1), ("S", 1), ("C", 1)]]] + [[[]] for _ in range(n - 1)]
    state = ice(*hands, cones=cones, target=2)
    ice_play(state, *(h.split()[0] for h in hands))  # mixed: seat 0's 1 is the lowest
    ice_play(state, "M")  # a 4th scoop for seat 0
    assert state.round_number == 2  # ended with a card still in every hand
    assert state.last_round.busted == (0,) and state.last_round.points[0] == 0
    assert any(e.kind == "bust" and e.data == {"seat": 0, "rule": "DI-6"} for e in state.log)


def test_di6_two_players_a_fourth_scoop_on_one_cone_ends_the_round():
    cones = [[[("S", 1), ("S", 1), ("C", 1)], []], [[], []]]
    state = ice("S1 S6 S5", "C5 C6 C4", cones=cones, target=2)
    ice_play(state, "S1", "C5")
    other = state.clone()
    ice_play(other, Take("C", 1))  # onto the other cone: three plus one is no 4th scoop
    assert other.round_number == 1 and other.cones[0][1] == [Scoop("C", 1)]
    ice_play(state, Take("C", 0))  # the 4th scoop on the left cone
    assert state.round_number == 2 and state.last_round.busted == (0,)  # dropped (DI-11)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_di6_a_round_ends_when_every_hand_is_empty(n):
    hands = ["S1", "C5", "M5", "V5"][:n]
    state = ice(*hands, target=2)
    ice_play(state, *hands)
    if state.pending:
        state.apply(state.legal_actions()[0])
    assert state.round_number == 2 and state.last_round is not None


def test_di6_set_aside_cards_never_count():
    state = Dokitto.new_game(3, seed=9, target=1)
    aside = list(state.aside)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert not set(aside) & {c for w in state.won for c in w}
    assert state.aside == aside


# --- DI-7 scoring -----------------------------------------------------------------------------
def test_di7_worked_example_three_chocolate_six_matcha_scores_15():
    won = ice_cards("C1 C2 C3 M1 M2 M3 M4 M5 M6")
    cone = [Scoop("C", 1), Scoop("C", 2), Scoop("M", 1)]
    assert cone_points(cone, won) == 3 * 3 + 6 * 1 == 15


def test_di7_colours_without_a_scoop_score_nothing():
    assert cone_points([Scoop("S", 1)], ice_cards("C1 C2 M3")) == 0


def test_di7_a_cone_with_four_scoops_scores_zero():
    cone = [Scoop("C", 1), Scoop("C", 1), Scoop("C", 2), Scoop("M", 1)]
    assert cone_points(cone, ice_cards("C1 C2 C3 M1")) == 0


def test_di7_two_players_sum_both_cones_and_a_full_cone_scores_zero():
    won = ice_cards("C1 C2 M1")
    left, right = [Scoop("C", 1)], [Scoop("M", 2)]
    assert player_points([left, right], won) == 2 * 1 + 1 * 2
    over = [Scoop("C", 1), Scoop("C", 1), Scoop("C", 2), Scoop("S", 1)]
    assert player_points([over, right], won) == 2


def test_di7_scores_are_counted_at_the_end_of_a_round_in_the_engine():
    cones = [[[("M", 1)]], [[]], [[]], [[]]]
    state = ice("M1", "C5", "S5", "V5", cones=cones, won=[ice_cards("M2 M3"), [], [], []],
                target=2)
    ice_play(state, "M1", "C5", "S5", "V5", "M")  # seat 0 wins, takes the 2nd matcha scoop
    # 3 matcha won (M1 M2 M3) x (1 + 1) = 6
    assert state.last_round.points == (6, 0, 0, 0)


# --- DI-8 round winner -------------------------------------------------------------------------
def cones_of(*seats):
    return [[[Scoop(*s) for s in cone] for cone in seat] for seat in seats]


def test_di8_most_points_wins_the_round():
    r = round_winners([5, 9, 2], cones_of([[]], [[]], [[]]))
    assert r.winners == (1,)


def test_di8_tie_on_points_more_scoops_wins():
    cones = cones_of([[("S", 1)]], [[("C", 1), ("C", 1)]])
    r = round_winners([4, 4], cones)
    assert r.winners == (1,) and r.rule["kind"] == "more_scoops"


def test_di8_tie_on_scoops_more_one_point_scoops_wins():
    cones = cones_of([[("S", 1), ("S", 2)]], [[("C", 1), ("M", 1)]], [[]])
    r = round_winners([4, 4, 1], cones)
    assert r.winners == (1,) and r.rule["kind"] == "more_ones"


def test_di8_still_tied_every_tied_player_wins():
    cones = cones_of([[("S", 1)]], [[("C", 1)]], [[("M", 1)]], [[]])
    r = round_winners([3, 3, 3, 0], cones)
    assert r.winners == (0, 1, 2) and r.rule["kind"] == "shared"


def test_di8_a_player_with_a_fourth_scoop_cannot_win_even_on_the_tie_breaks():
    cones = cones_of([[("S", 1), ("S", 1), ("S", 2), ("C", 1)]], [[]], [[("M", 1)]])
    r = round_winners([0, 0, 0], cones)
    assert r.winners == (2,)


def test_di8_in_the_engine_a_busted_player_cannot_win():
    cones = [[[("S", 1), ("S", 1), ("C", 1)]], [[]], [[]], [[]]]
    state = ice("S1 S9", "C5 C9", "M5 M9", "V5 V9", cones=cones, target=2)
    ice_play(state, "S1", "C5", "M5", "V5", "M")
    # nobody else scored: seats 1-3 tie on 0 points and 0 scoops and share the round
    assert state.last_round.winners == (1, 2, 3) and state.trophies == [0, 1, 1, 1]


def test_di8_two_players_a_full_cone_does_not_stop_a_round_win():
    cones = [[[("S", 1), ("S", 1), ("C", 1)], [("M", 1)]], [[], []]]
    state = ice("S1 S6", "C5 C6", cones=cones, won=[ice_cards("M2 M3"), []], target=2)
    ice_play(state, "S1", "C5", Take("C", 0))
    # seat 0's left cone scores 0, its right cone 2 matcha x 1 = 2; seat 1 has 0
    assert state.last_round.points == (2, 0) and state.last_round.winners == (0,)


def test_di11_two_players_a_dropped_cone_counts_for_nothing_in_the_tie_breaks():
    """Seat 0 drops its left cone (a 4th scoop); both seats score 0. Seat 1's single
    scoop wins the tie on scoops: the dropped cone's four do not count (DI-11)."""
    cones = [[[("S", 1), ("S", 1), ("C", 1)], []], [[("M", 1)], []]]
    state = ice("S1 S6", "C5 C6", cones=cones, target=2)
    ice_play(state, "S1", "C5", Take("S", 0))  # the last strawberry scoop: a 4th
    result = state.last_round
    assert result.points == (0, 0) and result.winners == (1,)
    assert result.busted == (0,) and result.rule == {"kind": "more_scoops", "top": 0,
                                                     "scoops": 1, "rule": "DI-8, DI-11"}
    assert any(e.kind == "bust_cone" and e.data["rule"] == "DI-6, DI-11" for e in state.log)


def test_di11_the_other_cone_of_a_dropped_seat_still_counts():
    cones = cones_of([[("S", 1), ("S", 1), ("S", 2), ("C", 1)], [("M", 1)]], [[("C", 1)], []])
    r = round_winners([1, 1], cones)  # one scoop each still standing, both 1-point
    assert r.winners == (0, 1) and r.busted == (0,)


# --- DI-12 a choice that changes nothing -----------------------------------------------------
@pytest.mark.parametrize("n", [2, 3])
def test_di12_no_scoop_left_in_any_played_colour_settles_the_trick_at_once(n):
    if n == 2:
        cones = [[[("S", 1), ("S", 1), ("S", 2)], [("C", 1), ("C", 1)]], [[("C", 2)], []]]
        state = ice("S3 S6", "C5 C6", cones=cones)
        moves = ["S3", "C5"]
    else:
        cones = [[[("S", 1), ("S", 1), ("S", 2)]], [[("C", 1), ("C", 1), ("C", 2)]], [[]]]
        state = ice("S3 S6", "C5 C6", "S4 S5", cones=cones)
        moves = ["S3", "C5", "S4"]
    ice_play(state, *moves)
    # seat 0 took the trick; nothing is asked, no scoop is added, seat 0 leads again
    assert state.pending is None and state.current_player == 0
    assert state.trick_history[-1].scoop is None and state.won[0]
    assert sum(len(c) for cs in state.cones for c in cs) == 6
    assert state.log[-1].data["got"] == {"kind": "no_scoop_left", "seat": 0, "rule": "DI-12"}


def test_di12_a_real_choice_is_still_asked_when_one_played_colour_has_a_scoop():
    cones = [[[("S", 1), ("S", 1), ("S", 2)]], [[]], [[]]]
    state = ice("S3 S6", "C5 C6", "S4 S5", cones=cones)
    ice_play(state, "S3", "C5", "S4")
    assert state.pending is not None and state.options == [Take("S"), Take("C")]


# --- DI-9 trophies and the end of the game -------------------------------------------------------
def test_di9_each_round_winner_gets_one_trophy():
    state = ice("S1", "C5", "M5", "V5", target=3, trophies=[1, 0, 2, 0])
    ice_play(state, "S1", "C5", "M5", "V5", "S")
    assert state.last_round.winners == (0,) and state.trophies == [2, 0, 2, 0]
    assert not state.is_over and state.round_number == 2


def test_di9_trophies_are_kept_into_the_next_round():
    state = ice("S1", "C5", "M5", "V5", trophies=[1, 0, 2, 0])
    ice_play(state, "S1", "C5", "M5", "V5", "S")
    assert state.view(3).trophies == (2, 0, 2, 0)
    assert all(len(h) == 10 for h in state.hands)  # a fresh full deal


def test_di9_the_game_ends_when_a_player_has_three_trophies():
    state = ice("S1", "C5", "M5", "V5", trophies=[2, 0, 2, 0])
    ice_play(state, "S1", "C5", "M5", "V5", "S")
    assert state.is_over and state.winners() == [0]
    with pytest.raises(IllegalAction) as err:
        state.apply(Card("S", 2))
    assert err.value.kind == "game_over"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_di9_a_third_trophy_ends_the_game_for_each_player_count(n):
    state = ice(*["S1", "C5", "M5", "V5"][:n], trophies=[2] + [0] * (n - 1))
    ice_play(state, *["S1", "C5", "M5", "V5"][:n], Take("S"))  # seat 0's 1 is lowest
    assert state.last_round.winners == (0,) and state.is_over and state.winners() == [0]


def test_di9_shared_round_win_ends_the_game_for_all_who_reach_three():
    cones = [[[("S", 1), ("S", 1), ("C", 1)]], [[]], [[]], [[]]]
    state = ice("S1", "C5", "M5", "V5", cones=cones, trophies=[2, 2, 2, 0])
    ice_play(state, "S1", "C5", "M5", "V5", "M")  # seat 0 busts; 1, 2, 3 share the round
    assert state.is_over and state.winners() == [1, 2]


def test_di13_trophies_are_not_limited_by_the_ten_tiles():
    """Both seats tie on everything and share the round: each gets a trophy although
    the box's ten tiles are used up (9 + 9 before, 20 after)."""
    cones = [[[], []], [[("M", 1)], []]]
    state = ice("S1", "C2", cones=cones, won=[[], ice_cards("M3")], trophies=[9, 9],
                target=20)
    ice_play(state, "S1", "C2", Take("C", 0))  # seat 0: C1 scoop x 1 chocolate = 1 point
    assert state.last_round.points == (1, 1) and state.last_round.winners == (0, 1)
    assert state.trophies == [10, 10]


# --- DI-10 start player ---------------------------------------------------------------------------
def test_di10_first_round_start_player_is_seat_0_by_default():
    assert Dokitto.new_game(4, seed=1).current_player == 0


@pytest.mark.parametrize("n", [2, 3, 4])
def test_di10_first_round_start_player_can_be_chosen(n):
    assert Dokitto.new_game(n, seed=1, start_player=n - 1).current_player == n - 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_di10_each_player_count_starts_the_next_round_with_the_last_trick_winner(n):
    hands = ["S5", "C5", "M5", "V5"][:n]
    hands[n - 1] = hands[n - 1][0] + "1"  # the last seat plays a 1: the lowest card
    state = ice(*hands, target=2)
    ice_play(state, *hands)
    if state.pending is not None:
        state.apply(state.legal_actions()[0])
    assert state.round_number == 2 and state.current_player == n - 1 == state.start_player


def test_di10_next_round_starts_with_the_last_tricks_winner_after_empty_hands():
    state = ice("S5", "C5", "M1", "V5", target=2)
    ice_play(state, "S5", "C5", "M1", "V5", "S")
    assert state.round_number == 2 and state.current_player == 2 == state.start_player


def test_di10_next_round_starts_with_the_last_tricks_winner_after_a_fourth_scoop():
    cones = [[[]], [[]], [[("S", 1), ("S", 1), ("C", 1)]]]
    state = ice("S5 S9", "C5 C9", "M1 M9", cones=cones, target=2)
    ice_play(state, "S5", "C5", "M1", "M")
    assert state.round_number == 2 and state.current_player == 2


def test_source_each_new_round_puts_every_scoop_back_and_reshuffles():
    state = ice("S1", "C5", "M5", cones=[[[("S", 1)]], [[]], [[]]], target=2)
    ice_play(state, "S1", "C5", "M5", "S")
    assert state.round_number == 2
    assert all(v == 0 for v in state.taken.values()) and state.cones == [[[]], [[]], [[]]]
    assert sorted([c for h in state.hands for c in h] + state.aside) == sorted(state.deck)


# --- setup checks and the protocol -------------------------------------------------------------
def test_setup_scoops_on_cones_must_be_the_bottom_of_their_stack():
    with pytest.raises(SetupError, match="bottom of its stack"):
        ice("S1", "C5", cones=[[[("S", 2)], []], [[], []]])


def test_setup_hands_must_be_equal_at_the_start_of_a_trick():
    with pytest.raises(SetupError, match="same number"):
        ice("S1 S2", "C5")


def test_setup_two_player_hand_option_is_10_or_12():
    with pytest.raises(SetupError, match="two_player_hand"):
        Dokitto.new_game(2, two_player_hand=11)


def test_json_round_trip_restores_a_game_mid_choice_with_its_generator():
    state = ice("S3 S9", "C1 C9", "M5 M9", target=2, seed=5)
    ice_play(state, "S3", "C1", "M5")
    copy = Dokitto.from_json(state.to_json())
    assert copy == state and copy.pending == state.pending
    for s in (state, copy):
        while s.round_number == 1:
            s.apply(s.legal_actions()[0])
    assert copy.hands == state.hands  # the next deal drew the same shuffle


def test_clone_is_independent_of_the_original():
    state = Dokitto.new_game(4, seed=3)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert state.to_json() != copy.to_json()
    assert len(state.hands[0]) == 10 and copy == Dokitto.from_json(copy.to_json())
