"""The details of This is why you lose coins that a player sees: refusals, the log, edges.

Written against the survivors of `python3 dev.py mutate --only coins`: each test pins a
behaviour (LC-1..LC-6 in shared/RULINGS.md, the engine's docstrings) that a mutant of
pointyrules/coins/rules.py changed without any other test noticing.
"""

import math

import pytest

from pointyrules import fmt
from pointyrules.coins.rules import (
    CHALLENGE,
    KINDS,
    LET_STAND,
    PASS,
    Coin,
    CoinsGame,
    Place,
)
from pointyrules.core import SetupError
from pointyrules.words import Voice

from ..helpers import refused
from .test_rules import FAR, NEAR, game

YOU = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))


def refused_text(state, action) -> str:
    return str(refused(state, action))


def refused_as(state, action) -> tuple:
    """A refusal as data: its kind, ruling and data."""
    err = refused(state, action)
    return err.kind, err.rule, err.data


# --- what a refusal tells the player ------------------------------------------------

def test_refusals_name_the_rule_and_what_is_wrong():
    s = game(pool={10: 1, 1: 1, 500: 1})
    kinds = [1, 5, 10, 50, 100, 500]
    assert refused_as(s, Place(7, 60.0, 0.0)) == (
        "no_such_coin", "LC-1", {"yen": 7, "kinds": kinds})
    assert refused_as(s, Place(1, math.inf, 0.0)) == ("position_not_finite", "LC-3", {})
    assert refused_as(s, Place(1, 0.0, math.nan)) == ("position_not_finite", "LC-3", {})
    assert refused_as(s, Place(5, 60.0, 0.0)) == (
        "none_left", "LC-4", {"yen": 5, "left": [[1, 1], [500, 1]]})
    assert refused_as(s, Place(1, 149.0, 0.0)) == (
        "off_table", "LC-3", {"yen": 1, "width": 300.0, "height": 200.0})
    assert refused_as(s, Place(1, 20.0, 0.0)) == (
        "touches", "LC-3", {"yen": 1, "touching": [10, 0.0, 0.0]})
    assert refused_as(s, "a coin") == (
        "wrong_type", "LC-3", {"got": "str", "expected": ["Place", "Pass"],
                               "now": {"kind": "now_place_or_pass", "player": 0}})
    assert refused_as(s, Place("ten", 0.0, 0.0)) == (
        "not_a_placement", "LC-3", {"kinds": kinds})
    assert refused_as(s, CHALLENGE) == ("nothing_to_challenge", "LC-6", {})
    err = s.refusal(Place(1, 20.0, 0.0))
    assert (err.rule, err.allowed) == ("LC-3", ())
    # the sentences say it in a player's words: no ruling ids, no reprs
    assert refused_text(s, Place(7, 60.0, 0.0)) == (
        "There is no 7 yen coin: the coins are 1, 5, 10, 50, 100 and 500 yen")
    assert refused_text(s, Place(5, 60.0, 0.0)) == (
        "No 5 yen coin is left; the pool holds a 1 yen coin and a 500 yen coin")
    assert refused_text(s, Place(1, 149.0, 0.0)) == (
        "The whole coin must lie on the table, which is 300 × 200 mm")
    assert refused_text(s, Place(1, 20.0, 0.0)) == (
        "The new 1 yen coin would touch the 10 yen coin in the centre: a coin must keep a "
        "gap to every coin on the table")
    assert refused_text(s, Place("ten", 0.0, 0.0)) == (
        "That is not a coin placement: a placement takes a coin (1, 5, 10, 50, 100 or 500 "
        "yen) and a spot x, y in mm")
    s.apply(Place(500, -60.0, 45.25))
    assert refused(s, Place(1, -50.0, 30.0)).sentence(YOU) == (
        "The new 1 yen coin would touch the 500 yen coin 60 mm left of and 45.3 mm above "
        "the centre: a coin must keep a gap to every coin on the table")


def test_an_empty_pool_refusal_says_the_player_must_pass():
    s = game(pool={10: 1, 1: 1})
    s.apply(NEAR)
    assert refused_as(s, Place(1, -40.0, 0.0)) == (
        "pool_empty", "LC-4", {"yen": 1, "player": 1})
    assert refused(s, Place(1, -40.0, 0.0)).sentence(YOU) == (
        "No 1 yen coin is left: the pool is empty, so Ben must pass")


def test_the_round_opener_is_told_to_place_and_a_challenger_what_is_allowed():
    s = game(3, challenge=True)
    s.apply(FAR)  # player 0 announces, player 1 lets it stand, then passes and scores
    s.apply(LET_STAND)
    s.apply(PASS)
    assert s.phase == "open"
    assert refused_as(s, PASS) == (
        "wrong_type", "LC-4", {"got": "Pass", "expected": ["Place"],
                               "now": {"kind": "now_place_first", "player": 1}})
    assert refused(s, PASS).sentence(YOU).endswith(": Ben must place the round's first coin")
    s.apply(Place(10, 0.0, 0.0))  # player 1 opens; player 2 announces a placement
    s.apply(NEAR)
    assert s.phase == "challenge" and s.current_player == 0
    err = s.refusal(PASS)
    assert (err.kind, err.data["got"], err.data["now"]) == (
        "wrong_type", "Pass", {"kind": "now_challenge_or_let_stand", "player": 0})
    assert err.sentence(YOU).endswith(
        ": you may only challenge or let the announced placement stand")
    assert (err.rule, err.allowed) == ("LC-6", (CHALLENGE, LET_STAND))


def test_moves_read_as_a_player_would_say_them():
    assert [str(a) for a in (PASS, CHALLENGE, LET_STAND)] == ["pass", "challenge",
                                                              "no challenge"]
    assert str(Place(100, 12.34, -5.0)) == "place a 100 yen coin at (12.3, −5.0)"
    assert str(Place(1, -0.04, 0.0)) == "place a 1 yen coin at (0.0, 0.0)"  # no signed zero
    assert str(Coin(50, 0.0, 7.25)) == "50 yen at (0.0, 7.3)"  # half away from zero


# --- setup --------------------------------------------------------------------------

def test_defaults_two_players_seat_0_first_target_3():
    s = CoinsGame.new_game()
    assert (s.num_players, s.target, s.current_player, s.challenge) == (2, 3, 0, False)
    assert s.round_no == 1 and s.rounds == [] and s.points == [0, 0]
    assert s.view(0)["pending"] is None  # nothing is announced at the start of a round


def test_the_same_seed_gives_the_same_game():
    assert CoinsGame.new_game(3, seed=7) == CoinsGame.new_game(3, seed=7)
    assert CoinsGame.new_game(3, seed=7).rng.seed == 7


@pytest.mark.parametrize("kw, message", [
    (dict(num_players=5), "This is why you lose coins is for 2-4 players, got 5"),
    (dict(num_players=2, challenge=True), "the challenge option needs 3 or more players (LC-6)"),
    (dict(pool={10: 1, 1: -1}),
     "a pool maps coin kinds (1, 5, 10, 50, 100, 500) to counts >= 0, got {10: 1, 1: -1}"),
    (dict(pool={10: 1, 7: 1}),
     "a pool maps coin kinds (1, 5, 10, 50, 100, 500) to counts >= 0, got {10: 1, 7: 1}"),
    (dict(pool={10: 1, 1: 1.5}),
     "a pool maps coin kinds (1, 5, 10, 50, 100, 500) to counts >= 0, got {10: 1, 1: 1.5}"),
    (dict(first_player=2), "first_player must be a seat 0..1, got 2"),
    (dict(first_player=-1), "first_player must be a seat 0..1, got -1"),
    (dict(target=0), "target must be a whole number from 1, got 0 (LC-5)"),
    (dict(target="3"), "target must be a whole number from 1, got '3' (LC-5)"),
    (dict(pool={1: 2}),  # LC-4: the setup coin (10 yen) must come from the pool
     "the setup coin 10 yen at (0.0, 0.0) must come from the pool and lie on the table"),
    (dict(first_coin=Coin(1, 0.0, 95.0)),
     "the setup coin 1 yen at (0.0, 95.0) must come from the pool and lie on the table"),
])
def test_setup_errors_say_what_is_allowed(kw, message):
    kw = dict(kw)  # the parameters are shared between runs: do not change them
    n = kw.pop("num_players", 2)
    with pytest.raises(SetupError) as err:
        CoinsGame.new_game(n, seed=1, **kw)
    assert str(err.value) == message


def test_a_pool_may_hold_none_of_a_kind():
    s = game(pool={10: 1, 1: 0, 500: 1})
    assert s.pool == {1: 0, 5: 0, 10: 0, 50: 0, 100: 0, 500: 1}
    assert refused_as(s, Place(1, 60.0, 0.0))[:2] == ("none_left", "LC-4")
    assert refused_text(s, Place(1, 60.0, 0.0)).startswith("No 1 yen coin is left")


# --- LC-3: the table's edges --------------------------------------------------------

def test_lc3_a_coin_may_reach_the_table_edge_but_not_cross_it():
    s = game()  # a 1 yen coin has radius 10 mm; the table is 300 x 200 mm
    for x, y in ((140.0, 0.0), (-140.0, 0.0), (0.0, 90.0), (0.0, -90.0), (140.0, 90.0)):
        assert s.refusal(Place(1, x, y)) is None, (x, y)
    for x, y in ((140.5, 0.0), (-141.0, 0.0), (0.0, 90.5), (0.0, -91.0), (60.0, 95.0)):
        assert refused_as(s, Place(1, x, y))[:2] == ("off_table", "LC-3"), (x, y)


# --- the grid of listed placements --------------------------------------------------

def legal_grid_points(s, step=20):
    """Every point of the step-mm grid where some coin of the pool may go now."""
    return {Place(k, float(x), float(y)) for k in KINDS
            for x in range(-300, 301, step) for y in range(-200, 201, step)
            if s.refusal(Place(k, float(x), float(y))) is None}


def test_listed_placements_are_every_legal_point_of_the_20_mm_grid():
    s = game(pool={10: 2, 5: 1, 500: 1})  # no 1 yen coin: kinds may be missing
    listed = s.grid_placements()
    assert len(listed) == len(set(listed)) and set(listed) == legal_grid_points(s)
    assert {Place(5, -120.0, -80.0), Place(500, 120.0, 80.0), Place(10, 0.0, 40.0)} <= set(listed)
    assert s.legal_actions() == [PASS] + listed
    s.apply(Place(10, 0.0, 40.0))  # the last 10 yen: its points vanish
    assert set(s.grid_placements()) == legal_grid_points(s)
    assert all(p.kind != 10 for p in s.grid_placements())


def test_a_finer_grid_lists_more_points():
    s = game(pool={10: 1, 1: 1})
    assert set(s.grid_placements(10.0)) == legal_grid_points(s, 10)


# --- LC-6: who is asked, and in which order -----------------------------------------

def test_lc6_challengers_are_asked_in_order_from_the_movers_left():
    s = game(4, challenge=True)  # seat 3 placed the setup coin; seat 0 moves
    s.apply(NEAR)
    assert s.phase == "challenge" and s.current_player == 1
    assert s.view(2)["pending"] == NEAR and s.view(2)["phase"] == "challenge"
    s.apply(LET_STAND)
    assert s.asked == [1] and s.current_player == 2
    s.apply(LET_STAND)  # everyone asked let it stand: the coin lands
    assert s.phase == "turn" and s.current_player == 1 and len(s.table) == 2
    assert s.view(0)["pending"] is None


def test_a_pending_placement_survives_a_json_round_trip():
    s = game(3, challenge=True)
    s.apply(NEAR)
    t = CoinsGame.from_json(s.to_json())
    assert t.pending == NEAR and t.view(1) == s.view(1)
    t.apply(LET_STAND)
    assert t.table[-1] == Coin(*NEAR)


def test_lc6_a_failed_challenge_takes_the_challengers_only_point():
    s = game(3, challenge=True)
    s.points[2] = 1
    s.apply(NEAR)
    s.apply(LET_STAND)
    s.apply(Place(1, -30.0, 0.0))  # player 1 announces; player 2 challenges and is wrong
    s.apply(CHALLENGE)
    assert s.points == [1, 0, 0]


# --- the log a player reads, and the round records ------------------------------------

def test_the_log_tells_the_whole_game():
    s = game(3, challenge=True, target=2)
    s.apply(NEAR)  # player 0 announces, player 1 lets it stand
    s.apply(LET_STAND)
    s.apply(FAR)  # player 1 announces; player 2 challenges (wrongly: the coin never lands)
    s.apply(CHALLENGE)
    s.apply(Place(10, 0.0, 0.0))  # round 2: player 0 opens
    s.apply(FAR)  # player 1 announces, player 2 lets it stand, then passes and scores
    s.apply(LET_STAND)
    s.apply(PASS)
    s.apply(Place(10, 0.0, 0.0))  # round 3: player 2 opens
    s.apply(NEAR)  # player 0 announces, player 1 lets it stand
    s.apply(LET_STAND)
    s.apply(Place(1, -30.0, 0.0))  # player 1 announces; player 2 (1 point) challenges
    s.apply(CHALLENGE)
    m = [fmt.decimal(abs(r["margin"]), 1) for r in s.rounds]  # to 0.1 mm, as the table
    assert [(e.kind, e.sentence(YOU)) for e in s.log] == [
        ("round", "Round 1: the table starts with a 10 yen coin in the centre, which counts "
                  "as Cai's placement; you move first"),
        ("announce", "You will place a 1 yen coin 30 mm right of the centre unless someone "
                     "challenges first"),
        ("lands", "Nobody challenged, so your announced coin lands"),
        ("announce", "Ben will place a 500 yen coin 135 mm right of the centre unless "
                     "someone challenges first"),
        ("challenge", "Cai challenges"),
        ("round_end", f"Round over: the card can still hide part of every coin ({m[0]} "
                      "mm to spare), so you, who placed the last coin, score"),
        ("round", "Round 2: you won the last round, so you place the first coin"),
        ("place", "You place a 10 yen coin in the centre"),
        ("announce", "Ben will place a 500 yen coin 135 mm right of the centre unless "
                     "someone challenges first"),
        ("lands", "Nobody challenged, so Ben's announced coin lands"),
        ("pass", "Cai passes"),
        ("round_end", f"Round over: no card can hide part of every coin (the best misses "
                      f"a coin by {m[1]} mm), so Cai, who ended the round, scores"),
        ("round", "Round 3: Cai won the last round, so Cai places the first coin"),
        ("place", "Cai places a 10 yen coin in the centre"),
        ("announce", "You will place a 1 yen coin 30 mm right of the centre unless someone "
                     "challenges first"),
        ("lands", "Nobody challenged, so your announced coin lands"),
        ("announce", "Ben will place a 1 yen coin 30 mm left of the centre unless someone "
                     "challenges first"),
        ("challenge", "Cai challenges"),
        ("round_end", f"Round over: the card can still hide part of every coin ({m[2]} "
                      "mm to spare), so you, who placed the last coin, score; Cai's failed "
                      "challenge costs a point"),
        ("game_end", "You win with 2 points"),
    ]
    assert str(s.log[-2]).endswith("Ann, who placed the last coin, scores; Cai's failed "
                                   "challenge costs a point")  # plain: every seat by name
    setup = {"kind": "setup_coin", "coin": [10, 0.0, 0.0], "opener": 2, "mover": 0}
    assert [e.data for e in s.log if e.kind in ("round", "announce", "challenge", "pass",
                                                 "game_end")] == [
        {"round": 1, "opening": setup}, {"player": 0, "coin": [1, 30.0, 0.0]},
        {"player": 1, "coin": [500, 135.0, 0.0]}, {"player": 2},
        {"round": 2, "opening": {"kind": "opener_places", "opener": 0}},
        {"player": 1, "coin": [500, 135.0, 0.0]}, {"player": 2},
        {"round": 3, "opening": {"kind": "opener_places", "opener": 2}},
        {"player": 0, "coin": [1, 30.0, 0.0]}, {"player": 1, "coin": [1, -30.0, 0.0]},
        {"player": 2}, {"winner": 0, "target": 2}]
    assert [e.data for e in s.log if e.kind in ("place", "lands")] == [
        {"player": 0, "coin": [1, 30.0, 0.0]}, {"player": 0, "coin": [10, 0.0, 0.0]},
        {"player": 1, "coin": [500, 135.0, 0.0]}, {"player": 2, "coin": [10, 0.0, 0.0]},
        {"player": 0, "coin": [1, 30.0, 0.0]}]
    ends = [e.data for e in s.log if e.kind == "round_end"]
    assert [{k: e[k] for k in ("winner", "margin", "center", "angle")} for e in ends] == [
        {"winner": r["winner"], "margin": r["margin"], "center": r["center"],
         "angle": r["angle"]} for r in s.rounds]
    fits, misses = ({"kind": k, "rule": "LC-2"} for k in ("card_fits", "card_misses"))
    assert [(e["verdict"], e["cost"]) for e in ends] == [
        (fits, {"kind": "no_cost"}), (misses, {"kind": "no_cost"}),
        (fits, {"kind": "challenge_cost", "player": 2, "rule": "LC-6"})]
    assert [(r["round"], r["winner"], r["passer"], r["placer"], r["challenge"], r["lost"])
            for r in s.rounds] == [(1, 0, 2, 0, True, False), (2, 2, 2, 1, False, False),
                                   (3, 0, 2, 0, True, True)]
    assert s.rounds[1]["table"] == [[10, 0.0, 0.0], [500, 135.0, 0.0]]
    assert s.rounds[2]["table"] == [[10, 0.0, 0.0], [1, 30.0, 0.0]]  # -30 never landed
    assert s.rounds[0]["margin"] > 0 > s.rounds[1]["margin"]
    assert set(s.rounds[0]) == {"round", "winner", "passer", "placer", "challenge", "lost",
                                "margin",
                                "center", "angle", "table"}
    assert s.points == [2, 0, 0] and s.is_over and s.winners() == [0]
    assert s.view(1)["pending"] is None and s.view(1)["points"] == [2, 0, 0]


def test_the_round_record_holds_the_card_placement_that_proves_the_verdict():
    s = game()
    s.apply(NEAR)
    best = s.margin()
    s.apply(PASS)
    r = s.rounds[-1]
    assert (r["margin"], r["center"], r["angle"]) == (best.margin, list(best.center),
                                                      best.angle)


def test_the_log_says_when_the_pool_runs_out():
    s = game(pool={10: 1, 1: 1, 5: 1})
    s.apply(NEAR)
    assert s.log[-1].kind == "place"
    s.apply(Place(5, -40.0, 0.0))
    assert [(e.kind, e.sentence(YOU), e.data) for e in s.log[-2:]] == [
        ("place", "Ben places a 5 yen coin 40 mm left of the centre",
         {"player": 1, "coin": [5, -40.0, 0.0]}),
        ("empty", "The pool is empty: you must pass", {"player": 0})]


def test_view_shows_everything_public():
    s = game(pool={10: 1, 1: 2})
    s.apply(NEAR)
    assert s.view(0) == s.view(1) == {
        "table": [Coin(10, 0.0, 0.0), Coin(1, 30.0, 0.0)],
        "pool": {1: 1, 5: 0, 10: 0, 50: 0, 100: 0, 500: 0}, "points": [0, 0],
        "mover": 1, "phase": "turn", "pending": None}
    assert s.scores() == [0, 0] and s.winners() == []


def test_a_one_point_game_says_it_was_one_round():
    state = CoinsGame.new_game(2, seed=1, target=1)
    state.apply(PASS)  # the round ends; whoever scores has won
    assert state.is_over and state.log[-1].kind == "game_end"
    assert state.log[-1].data["target"] == 1
    assert str(state.log[-1]) == "Ben wins the one-round game"
    two = CoinsGame.new_game(2, seed=1, target=2)
    two.apply(PASS)
    two.apply(Place(10, 0.0, 0.0))
    two.apply(PASS)
    assert str(two.log[-1]) == "Ben wins with 2 points"
