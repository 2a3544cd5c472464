"""One named test per rule clause of the Pointy Hats source and per ruling PH-1..PH-7.

Each test sets up an explicit deal and indicator order and checks the outcome.
"""

import pytest

from pointyrules.core import IllegalAction, SetupError
from pointyrules.pointy_hats.rules import (
    DECK,
    INDICATORS,
    INVERT,
    Card,
    PointyHats,
    play_order,
    resolve_trick,
    round_winners,
    suit_order,
)

from ..helpers import cards, deal, play


# --- components (PH-1, PH-2) ----------------------------------------------------------
def test_ph1_twelve_trick_cards_four_colours_values_3_to_5():
    assert len(DECK) == 12 == len(set(DECK))
    assert {c.suit for c in DECK} == {"S", "H", "D", "C"}
    assert sorted(c.value for c in DECK) == [3] * 4 + [4] * 4 + [5] * 4


def test_ph2_indicator_deck_is_four_colours_and_one_invert_card():
    assert sorted(INDICATORS) == sorted(["S", "H", "D", "C", INVERT])


@pytest.mark.parametrize("indicator, order", [
    ("S", "SHDC"), ("H", "HDCS"), ("D", "DCSH"), ("C", "CSHD")])
def test_ph2_tie_order_starts_with_the_indicated_colour_then_follows_the_cycle(indicator, order):
    assert "".join(suit_order(indicator)) == order


# --- setup and deal (source: deal three each, turn up the top indicator) -------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_source_each_player_is_dealt_three_cards(n):
    state = PointyHats.new_game(n, seed=5)
    assert [len(h) for h in state.hands] == [3] * n
    assert len(state.undealt) == 12 - 3 * n


def test_source_top_indicator_is_turned_up_before_the_first_trick():
    state = deal("5S 4S 3S", "5H 4H 3H", indicators="DXSHC")
    assert state.view(1).indicators == ("D",)


def test_ph6_undealt_cards_stay_hidden_with_fewer_than_four_players():
    state = deal("5S 4S 3S", "5H 4H 3H")
    view = state.view(0)
    seen = set(view.hand) | {c for w in view.won for c in w}
    assert not seen & set(state.undealt)
    assert "undealt" not in view.__dataclass_fields__


@pytest.mark.parametrize("n", [1, 5, 0, "4"])
def test_ph6_player_count_outside_2_to_4_is_rejected(n):
    with pytest.raises(SetupError, match="2-4 players"):
        PointyHats.new_game(n)


def test_setup_rejects_a_card_dealt_twice():
    with pytest.raises(SetupError, match="dealt twice"):
        deal("5S 4S 3S", "5S 4H 3H")


def test_setup_rejects_a_bad_indicator_deck():
    with pytest.raises(SetupError, match="indicators"):
        deal("5S 4S 3S", "5H 4H 3H", indicators="SSDCX")


# --- play order (PH-4) ----------------------------------------------------------------
def test_ph4_dealer_leads_and_play_passes_to_the_right():
    assert play_order(2, 4) == [2, 1, 0, 3]
    state = deal("5S 4S 3S", "5H 4H 3H", "5D 4D 3D", "5C 4C 3C", dealer=2)
    seen = []
    for _ in range(4):
        seen.append(state.current_player)
        state.apply(state.legal_actions()[0])
    assert seen == [2, 1, 0, 3]


def test_ph4_may_follow_any_card_may_be_played_whatever_was_led():
    state = deal("5S 4S 3S", "5H 4D 3C")
    play(state, "5S")
    assert set(state.legal_actions()) == set(cards("5H 4D 3C"))
    play(state, "3C")  # a different colour from the lead is fine
    assert state.tricks_done == 1


def test_ph4_dealer_leads_all_three_tricks_whoever_took_the_last():
    state = deal("3S 3H 3D", "5S 5H 5D", dealer=0)
    play(state, "3S", "5S")  # seat 1 takes trick 1 ...
    assert state.current_player == 0  # ... but the dealer leads trick 2
    play(state, "3H", "5H")
    assert state.current_player == 0


# --- trick resolution (source and PH-3) --------------------------------------------------
def test_source_highest_value_takes_the_trick():
    state = deal("3S 4S 5S", "5H 4H 3H", "5D 4D 3D", "3C 4C 5C", indicators="SHDCX")
    play(state, "3S", "3C", "4D", "5H")  # seats 0, 3, 2, 1 in play order
    assert state.won[1] and state.trick_history[-1][3].card == Card("H", 5)


def test_source_equal_highest_values_go_to_the_indicated_colour():
    # indicator hearts: 5H beats 5S
    result = resolve_trick([(0, Card("S", 5)), (1, Card("H", 5))], "H")
    assert result.winner == 1


@pytest.mark.parametrize("indicator, winner_suit", [("S", "S"), ("H", "H"), ("D", "D"), ("C", "C")])
def test_source_indicated_colour_wins_a_four_way_tie(indicator, winner_suit):
    plays = [(i, Card(s, 4)) for i, s in enumerate("SHDC")]
    assert resolve_trick(plays, indicator).card.suit == winner_suit


def test_ph2_without_the_indicated_colour_the_cycle_decides():
    # Under hearts the order is H > D > C > S: with no heart, diamonds beat clubs and spades.
    plays = [(0, Card("S", 5)), (1, Card("C", 5)), (2, Card("D", 5))]
    assert resolve_trick(plays, "H").card == Card("D", 5)
    # Under clubs the order is C > S > H > D: spades beat hearts and diamonds.
    plays = [(0, Card("D", 4)), (1, Card("H", 4)), (2, Card("S", 4))]
    assert resolve_trick(plays, "C").card == Card("S", 4)


def test_source_invert_card_lowest_value_takes_the_trick():
    state = deal("5S 4S 3S", "5H 4H 3H", indicators="XSHDC")
    play(state, "4S", "5H")
    assert state.trick_history[-1][3].winner == 0
    assert state.revealed == 2  # no tie: only the next trick's card is turned up


def test_ph3_invert_tie_reveals_the_next_indicator_and_uses_its_order():
    state = deal("5S 4S 3S", "5H 4H 3H", indicators="XHDCS")
    play(state, "3S", "3H")
    result = state.trick_history[-1][3]
    assert result.used_extra_indicator and result.winner == 1  # hearts first under H
    assert result.rule["kind"] == "tie_lowest" and result.rule["indicator"] == "H"


def test_ph3_invert_tie_card_is_used_up_and_next_trick_reveals_the_one_after():
    state = deal("5S 4S 3S", "5H 4H 3H", indicators="XHDCS")
    play(state, "3S", "3H")
    assert state.indicators[state.trick_indicator] == "D"
    assert state.view(0).indicators == ("X", "H", "D")


def test_ph3_invert_tie_on_the_third_trick_reveals_the_fourth_card():
    state = deal("5S 4S 3S", "5H 4H 3H", indicators="SHXDC")
    play(state, "5S", "5H", "4S", "4H", "3S", "3H")
    last = state.trick_history[-1][3]
    assert last.used_extra_indicator and last.rule["indicator"] == "D"
    # under diamonds the order is D > C > S > H, so 3S beats 3H
    assert last.winner == 0


def test_ph3_invert_tie_next_card_diamonds_orders_spades_over_hearts():
    state = deal("5S 4S 3S", "5H 4H 3H", indicators="SHXDC")
    play(state, "5S", "5H", "4S", "4H", "3S", "3H")
    assert state.trick_history[-1][3].winner == 0


def test_source_next_indicator_is_turned_up_for_each_trick():
    state = deal("5S 4S 3S", "5H 4H 3H", indicators="CSHDX")
    assert state.indicators[state.trick_indicator] == "C"
    play(state, "5S", "5H")  # under clubs: C > S > H > D, so 5S wins
    assert state.won[0]
    assert state.indicators[state.trick_indicator] == "S"
    play(state, "4S", "4H")
    assert state.indicators[state.trick_indicator] == "H"


# --- round winner (source and PH-5) ------------------------------------------------------
def test_source_most_tricks_wins_the_round():
    state = deal("5S 5H 3S", "4S 4H 3H")
    play(state, "5S", "4S", "5H", "4H", "3S", "3H")
    assert state.winners() == [0] and state.last_round.winners == (0,)


def test_source_tie_on_tricks_most_cards_of_fifth_indicator_colour_wins():
    # 3 players, one trick each; 5th indicator is clubs; seat 2 won the most clubs.
    won = [cards("5S 3H 4D"), cards("5H 3D 4S"), cards("5C 3C 4H")]
    assert round_winners(won, list("SHDXC")).winners == (2,)


def test_source_tie_with_fifth_invert_fewest_cards_of_fourth_colour_wins():
    won = [cards("5S 3S 4D"), cards("5H 3D 4S"), cards("5C 3C 4H")]
    # 4th card spades, 5th invert: spades counts are 2, 1, 0 -> seat 2 has fewest
    assert round_winners(won, list("HDCSX")).winners == (2,)


def test_ph5_only_tied_players_take_part_in_the_tie_break():
    # 4 players 1-1-1-0 tricks; seat 3 (no trick) cannot win even with most clubs.
    won = [cards("5S 3H 4D 3D"), cards("5H 3S 4S 4H"), cards("5D 5C 4C 3C"), []]
    assert round_winners(won, list("SHDXC")).winners == (2,)


def test_ph5_three_way_tie_broken_by_fifth_indicator_in_play():
    state = deal("5S 3H 3D", "4S 5H 4C", "3S 4H 5D", indicators="SHDXC")
    play(state, "5S", "4H", "4S",   # trick 1, spades: 5S wins -> seat 0
         "3H", "3S", "5H",          # trick 2, hearts: 5H wins -> seat 1
         "3D", "5D", "4C")          # trick 3, diamonds: 5D wins -> seat 2
    # one trick each, so the 5th indicator (clubs) decides: seat 0 won 5S 4H 4S,
    # seat 1 won 3H 3S 5H, seat 2 won 3D 5D 4C -> only seat 2 has a club.
    assert state.winners() == [2]


def test_ph5_shared_win_when_tie_break_counts_are_equal():
    state = deal("5S 3H 3D", "4S 5H 4D", "3S 4H 5D", indicators="SHDXC")
    play(state, "5S", "4H", "4S", "3H", "3S", "5H", "3D", "5D", "4D")
    # no clubs anywhere: all three tie on 1 trick and 0 clubs -> all share
    assert state.last_round.winners == (0, 1, 2)
    assert state.scores() == [1, 1, 1] and state.winners() == [0, 1, 2]


# --- matches (PH-6) -------------------------------------------------------------------
def test_ph6_deal_passes_to_the_right_between_rounds():
    state = deal("5S 5H 5D", "3S 3H 3D", "4S 4H 4D", dealer=0, target_wins=3)
    play(state, "5S", "4S", "3S", "5H", "4H", "3H", "5D", "4D", "3D")
    assert state.round_wins == [1, 0, 0] and state.round_number == 2
    assert state.dealer == 2 and state.current_player == 2


def test_ph6_match_ends_when_a_player_reaches_the_target_round_wins():
    state = deal("5S 5H 5D", "3S 3H 3D", target_wins=2, round_wins=[1, 0])
    play(state, "5S", "3S", "5H", "3H", "5D", "3D")
    assert state.is_over and state.winners() == [0]
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Card("S", 4))


def test_ph6_players_reaching_the_target_together_all_win_the_match():
    state = deal("5S 3H 3D", "4S 5H 4D", "3S 4H 5D", indicators="SHDXC",
                 target_wins=2, round_wins=[1, 1, 0])
    play(state, "5S", "4H", "4S", "3H", "3S", "5H", "3D", "5D", "4D")
    assert state.winners() == [0, 1]


def test_ph6_target_wins_must_be_positive():
    with pytest.raises(SetupError, match="target_wins"):
        PointyHats.new_game(3, target_wins=0)


# --- PH-7 every indicator turned up is public --------------------------------------------
def test_ph7_indicators_turned_up_for_a_round_tie_break_are_in_every_view():
    """Three players take a trick each; the 5th indicator is the invert card, so the 4th
    (clubs) decides. Both are turned up for the tie-break, and from then on every
    player's view shows them (they were only in the log)."""
    state = deal("5S 3H 3D", "3S 5H 3C", "4S 4H 5D", indicators="SHDCX", target_wins=2)
    play(state, "5S", "4S", "3S", "3H", "4H", "5H", "3D", "5D", "3C")
    assert state.last_round.winners == (0, 1)  # no clubs won; seat 2 took the 3 of clubs
    assert state.round_number == 2 and not state.is_over
    for seat in range(3):
        view = state.view(seat)
        assert view.past_indicators == (("S", "H", "D", "C", "X"),)
        assert len(view.indicators) == 1  # the new round has turned up its first only
    reveals = [(str(e), e.data) for e in state.log if e.kind == "reveal_tie_break"]
    assert reveals == [
        ("To break the tie on tricks, the 4th indicator card is turned up: clubs",
         {"indicator": "C", "position": 3}),
        ("To break the tie on tricks, the 5th indicator card is turned up: invert",
         {"indicator": "X", "position": 4})]
    assert PointyHats.from_json(state.to_json()).view(1) == state.view(1)


def test_ph7_a_round_won_outright_turns_up_no_extra_indicator():
    state = deal("5S 5H 5D", "3S 3H 3C", indicators="SHDCX", target_wins=2)
    play(state, "5S", "3S", "5H", "3H", "5D", "3C")
    assert state.last_round.winners == (0,) and state.last_round.tie_break == ()
    assert state.view(1).past_indicators == (("S", "H", "D"),)


# --- illegal actions ------------------------------------------------------------------
def test_playing_a_card_not_in_hand_is_rejected_and_changes_nothing():
    state = deal("5S 4S 3S", "5H 4H 3H")
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"^Ann does not hold 5♥") as err:
        state.apply(Card("H", 5))
    assert (err.value.kind, err.value.rule, err.value.allowed) == (
        "not_held", "PH-4", tuple(state.legal_actions()))
    assert state.to_json() == before


@pytest.mark.parametrize("bad", ["7S", "5S", "hello", None, 42, ("Z", 3), ("S", 5)])
def test_malformed_action_is_rejected_with_the_allowed_list(bad):
    state = deal("5S 4S 3S", "5H 4H 3H")
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"It is Ann.s turn to play a card from Ann.s hand") \
            as err:
        state.apply(bad)
    assert (err.value.kind, err.value.rule, err.value.allowed) == (
        "wrong_type", "PH-1", tuple(state.legal_actions()))
    assert state.to_json() == before


def test_card_text_is_parsed_in_several_spellings():
    assert Card.parse("5S") == Card.parse("5♠") == Card.parse("s5") == Card("S", 5)
    assert Card.parse("4 hearts") == Card("H", 4)
