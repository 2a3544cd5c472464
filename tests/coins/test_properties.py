"""Hypothesis: random games of This is why you lose coins keep the rules' invariants."""

from hypothesis import given, settings
from hypothesis import strategies as st

from pointyrules.coins.rules import KINDS, LET_STAND, PASS, CoinsGame, Place

from ..helpers import assert_refused_and_round_trips, examples


def _conserved(s: CoinsGame) -> None:
    # LC-4: every coin of the pool is either on the table or still in the pool
    for k in KINDS:
        assert s.pool[k] + sum(c.kind == k for c in s.table) == s.full_pool[k]
    assert all(p >= 0 for p in s.points)


@settings(max_examples=examples(8), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**31), challenge=st.booleans(),
       data=st.data())
def test_random_games_keep_invariants(n, seed, challenge, data):
    s = CoinsGame.new_game(n, seed=seed, challenge=challenge and n >= 3, target=1,
                           pool={1: 2, 10: 1, 500: 1})
    steps = 0
    while not s.is_over:
        _conserved(s)
        assert CoinsGame.from_json(s.to_json()) == s
        legal = s.legal_actions()
        if s.table and s.phase != "challenge":  # LC-3: touching is refused, state unchanged
            c = s.table[-1]
            assert_refused_and_round_trips(s, Place(1, c.x + 1.0, c.y))
        if s.phase == "challenge":
            assert_refused_and_round_trips(s, PASS)
        s.apply(data.draw(st.sampled_from(legal)))
        steps += 1
        assert steps < 200
    _conserved(s)
    assert sum(s.points) >= 1 and s.winners()
    assert LET_STAND not in s.legal_actions()
