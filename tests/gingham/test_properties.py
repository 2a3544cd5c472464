"""Hypothesis: random Gingham games never break the invariants of the rules."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pointyrules.gingham.board import SIDES
from pointyrules.gingham.rules import (
    ANTS_EACH,
    MAX_QUEENS_PER_ROW,
    ROUND_LIMIT,
    Ant,
    Capture,
    Connect,
    Done,
    Gingham,
    Queen,
    Return,
    Skip,
    Sugar,
    end_threshold,
)

from ..helpers import assert_refused_and_round_trips, examples


def _check_invariants(s: Gingham, sweets: Counter, sugar_made: int) -> None:
    n = s.num_players
    # ants: on the cloth, in supply, or lifted by the move ability (26 each)
    lifted = Counter([s.lifted[0]]) if s.lifted else Counter()
    for seat in range(n):
        assert s.ants.count(seat) + s.supply[seat] + lifted[seat] == ANTS_EACH
    # sweets: never created or lost; every stack holds one type only
    assert Counter(t for st in s.stacks.values() for t in st) == sweets
    assert all(len(set(st)) == 1 for st in s.stacks.values())
    assert not set(s.stacks) & set(s.sugar)
    # tokens: at most one per player and type, each on a stack
    held = [(seat, s.stacks[p][0]) for p, seat in s.tokens.items()]
    assert len(held) == len(set(held)) and set(s.tokens) <= set(s.stacks)
    # sugar: every cube that appeared is on the cloth, with a player, or was spent
    spent = sum(e.data["cost"] for e in s.log if e.kind == "ability")
    assert sum(s.sugar.values()) + sum(s.cubes) + spent == sugar_made
    # queens: at most two per row, each queen in at most one row
    assert all(1 <= len(v) <= MAX_QUEENS_PER_ROW for v in s.row_queens.values())
    places = [sq for v in s.row_queens.values() for sq in v]
    assert len(places) == len(set(places))


def _assert_ended_by_a_rule(s: Gingham) -> None:
    """The game is over by GI-12 (its condition holds) or by the GI-15 round limit,
    and the log's last event carries the same reason."""
    assert s.is_over and s.log[-1].kind == "end" and s.log[-1].data["reason"] == s.end_reason
    top = end_threshold(s.num_players)
    if s.end_reason["kind"] == ROUND_LIMIT:
        assert s.end_reason == {"kind": ROUND_LIMIT, "rounds": s.max_rounds, "rule": "GI-15"}
        assert s.round_number == s.max_rounds and max(s.score) < top and any(s.supply)
    elif s.end_reason["kind"] == "supply_empty":
        assert s.end_reason["rule"] == "GI-12"
        assert not any(s.supply) and max(s.score) < top
    else:
        leaders = [p for p, points in enumerate(s.score) if points == max(s.score)]
        assert s.end_reason == ({"kind": "score_reached", "seat": leaders[0]}
                                if len(leaders) == 1 else
                                {"kind": "score_reached_tied", "seats": leaders}) | {
            "points": max(s.score), "target": top, "rule": "GI-12"}
        assert max(s.score) >= top


def _illegal(s: Gingham) -> list:
    legal = set(s.legal_actions())
    pool = [Queen(side, r) for side in SIDES for r in (1, 5, s.n)]
    pool += [Ant(name) for name in ("a1", "e5", s.b.names[-1])] + [Ant("a1", True)]
    pool += [Return("a1"), Connect((0, 0), (2, 0)), Capture((0, 0)), Sugar((0, 0)),
             Done(), Skip(), None, "S3"]
    return [a for a in pool if a not in legal] or [None]


@settings(max_examples=examples(15), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), data=st.data())
def test_random_games_keep_every_invariant(n, seed, data):
    # max_rounds (GI-15): a short limit keeps these step-by-step checks quick; a full
    # cloth (often reached with 4 players) ends nothing (GI-14)
    s = Gingham.new_game(n, seed=seed, max_rounds=30)
    sweets = Counter(t for st in s.stacks.values() for t in st)
    sugar_made = 0
    steps = 0
    while not s.is_over:
        _check_invariants(s, sweets, sugar_made)
        legal = s.legal_actions()
        assert legal, "a player to move always has a legal action"
        if steps % 7 == 0:  # a refusal with the state unchanged, and the JSON round trip
            assert_refused_and_round_trips(s, data.draw(st.sampled_from(_illegal(s))))
        else:
            assert Gingham.from_json(s.to_json()).to_json() == s.to_json()
        before = len(s.log)
        s.apply(data.draw(st.sampled_from(legal)))
        sugar_made += sum(s.b.sugar_icon(tuple(e.data["src"])) for e in s.log[before:]
                          if e.kind == "connect")
        steps += 1
    _check_invariants(s, sweets, sugar_made)
    assert s.legal_actions() == [] and s.winners()
    _assert_ended_by_a_rule(s)
    assert Gingham.from_json(s.to_json()) == s


@settings(max_examples=examples(20), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_uniform_random_games_end_by_a_rule(n, seed):
    """Random games with the default limit end by GI-12 or by the GI-15 round limit,
    never otherwise (a full cloth ends nothing, GI-14). Measured over 200 seeds: 2 and 3
    players end in 12-18 rounds, nearly always with no ant in supply; 4 players fill the
    cloth and play on until someone has 32 points (median 73 rounds) or round 80 (about
    2 games in 5)."""
    from pointyrules.core import RandomBot, play_until
    s = play_until(Gingham.new_game(n, seed=seed), {p: RandomBot(seed + p) for p in range(n)})
    _assert_ended_by_a_rule(s)
    assert s.round_number <= 80 and (n == 4 or s.end_reason["kind"] != ROUND_LIMIT)
