"""One named test per rule clause of This is why you lose coins and per ruling LC-1..LC-6.

Positions are explicit: the setup coin, then placements in mm on a table centred on (0, 0).
Two coins far apart (about 200 mm) can never be covered by one card; coins within a few
mm of each other always can.
"""

import math

import pytest

from pointyrules.coins.rules import (
    CHALLENGE,
    DEFAULT_POOL,
    DIAMETERS,
    LET_STAND,
    PASS,
    Coin,
    CoinsGame,
    Place,
)
from pointyrules.core import IllegalAction, SetupError

from ..helpers import assert_refused_and_round_trips

FAR = Place(500, 135.0, 0.0)  # with the setup coin at the centre: cannot be covered
NEAR = Place(1, 30.0, 0.0)  # easily covered with the setup coin


def game(n=2, **kw):
    return CoinsGame.new_game(n, seed=1, **kw)


def test_lc1_coin_sizes_and_card():
    from pointyrules.coins.geometry import ID1
    assert DIAMETERS == {1: 20.0, 5: 22.0, 10: 23.5, 50: 21.0, 100: 22.6, 500: 26.5}
    assert (ID1.width, ID1.height, ID1.corner) == (85.60, 53.98, 3.18)


def test_lc4_default_pool_two_of_each_and_setup_coin_at_centre():
    s = game()
    assert DEFAULT_POOL == {k: 2 for k in DIAMETERS}
    assert s.table == [Coin(10, 0.0, 0.0)]
    assert s.pool[10] == 1 and sum(s.pool.values()) == 11
    assert s.current_player == 0 and s.last_placer == 1


def test_lc3_new_coin_must_not_touch():
    s = game()
    touching = Place(1, 10.0 + 11.75, 0.0)  # gap exactly 0: touching
    assert_refused_and_round_trips(s, touching)
    with pytest.raises(IllegalAction) as err:
        s.apply(Place(1, 5.0, 0.0))
    assert (err.value.kind, err.value.rule) == ("touches", "LC-3")
    s.apply(Place(1, 10.0 + 11.75 + 1e-6, 0.0))  # the smallest gap is enough
    assert len(s.table) == 2


def test_lc3_coin_must_be_on_the_table_and_from_the_pool():
    s = game(pool={10: 1, 1: 1})
    assert_refused_and_round_trips(s, Place(1, 149.0, 0.0))
    assert_refused_and_round_trips(s, Place(500, 60.0, 0.0))
    assert_refused_and_round_trips(s, Place(7, 60.0, 0.0))
    assert_refused_and_round_trips(s, Place(1, math.nan, 0.0))
    assert_refused_and_round_trips(s, "a coin")


def test_lc4_empty_pool_forces_a_pass():
    s = game(pool={10: 1, 1: 1})
    s.apply(NEAR)
    assert s.must_pass() and s.legal_actions() == [PASS]
    with pytest.raises(IllegalAction) as err:
        s.apply(Place(1, -40.0, 0.0))
    assert (err.value.kind, err.value.rule) == ("pool_empty", "LC-4")


def test_turns_go_to_the_left():
    s = game(3)
    order = []
    for x in (30.0, -30.0, 0.0):
        order.append(s.current_player)
        s.apply(Place(1 if x != 0.0 else 5, x, 0.0 if x else 30.0))
    assert order == [0, 1, 2] and s.current_player == 0


def test_lc5_pass_when_card_fits_scores_for_last_placer():
    s = game()
    s.apply(NEAR)  # player 0 places
    s.apply(PASS)  # player 1 passes, but the card fits
    assert s.points == [1, 0] and s.rounds[-1]["margin"] > 0


def test_lc5_pass_when_card_cannot_fit_scores_for_passer():
    s = game()
    s.apply(FAR)
    s.apply(PASS)
    assert s.points == [0, 1] and s.rounds[-1]["margin"] < 0


def test_lc5_pass_before_any_placement_counts_the_setup_coin_for_the_opener():
    s = game(first_player=0)
    s.apply(PASS)  # one coin is always coverable: the opener (seat 1) scores
    assert s.points == [0, 1]


def test_lc4_next_round_winner_places_first_coin_then_next_player_moves():
    s = game(3)
    s.apply(FAR)  # player 0
    s.apply(PASS)  # player 1 wins the round
    assert s.points == [0, 1, 0]
    assert s.phase == "open" and s.current_player == 1 and s.table == []
    assert sum(s.pool.values()) == 12  # every coin is back in the pool
    assert PASS not in s.legal_actions()
    assert_refused_and_round_trips(s, PASS)
    s.apply(Place(500, 0.0, 0.0))
    assert s.current_player == 2 and s.last_placer == 1


def test_lc5_first_to_three_points_wins():
    s = game(target=3)
    while not s.is_over:
        assert max(s.points) < 3
        s.apply(Place(10, 0.0, 0.0) if s.phase == "open" else PASS)
    assert max(s.points) == 3 and s.winners() == [s.points.index(3)]
    with pytest.raises(IllegalAction):
        s.apply(PASS)


def test_lc6_challenge_needs_three_players():
    with pytest.raises(SetupError, match="LC-6"):
        game(2, challenge=True)


def test_lc6_challenge_succeeds_and_scores_for_challenger():
    s = game(3, challenge=True)
    s.apply(FAR)  # player 0 places: no challenge window before the first placement's check
    assert s.phase == "challenge" and s.current_player == 1  # seat 2 placed the setup coin
    s.apply(LET_STAND)
    assert len(s.table) == 2 and s.current_player == 1
    s.apply(Place(1, -60.0, 50.0))  # player 1 announces a placement
    assert s.phase == "challenge" and s.current_player == 2  # 0 placed last: only 2 may
    s.apply(CHALLENGE)
    assert s.points == [0, 0, 1]
    assert len(s.rounds[-1]["table"]) == 2  # LC-6 priority: the announced coin never landed


def test_lc6_failed_challenge_costs_a_point_never_below_zero():
    s = game(3, challenge=True)
    s.apply(NEAR)
    s.apply(LET_STAND)  # player 1 declines
    s.apply(Place(1, -30.0, 0.0))  # player 1 announces; player 2 may challenge
    s.apply(CHALLENGE)  # the card fits: player 0 (last placer) scores, 2 stays at 0
    assert s.points == [1, 0, 0]
    s.points[2] = 2
    s.apply(Place(10, 0.0, 0.0))  # player 0 opens round 2
    s.apply(Place(1, 30.0, 0.0))  # player 1 announces; 2 is the previous mover? no: 0 is
    assert s.current_player == 2
    s.apply(CHALLENGE)
    assert s.points == [2, 0, 1]


def test_lc6_pass_outranks_challenge_and_challenge_outranks_placement():
    s = game(3, challenge=True)
    s.apply(PASS)  # the mover's pass ends the round at once: no challenge window
    assert s.rounds[-1]["challenge"] is False
    s2 = game(3, challenge=True)
    s2.apply(NEAR)
    assert_refused_and_round_trips(s2, Place(1, -30.0, 0.0))  # must answer the window first
    assert_refused_and_round_trips(s2, PASS)


def test_lc2_margin_decides_the_round_exactly():
    s = game()
    s.apply(NEAR)
    assert s.margin().coverable and s.margin().margin <= 10.0


def test_setup_errors():
    for bad in (1, 5, "2"):
        with pytest.raises(SetupError):
            CoinsGame.new_game(bad)
    with pytest.raises(SetupError):
        game(pool={1: -1})
    with pytest.raises(SetupError):
        game(first_coin=Coin(10, 500.0, 0.0))


def test_json_round_trip_mid_game():
    s = game(3, challenge=True)
    s.apply(NEAR)
    t = CoinsGame.from_json(s.to_json())
    assert t == s and t.current_player == s.current_player
