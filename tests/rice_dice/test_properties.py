"""Hypothesis: random games never break the invariants of Rice Dice."""

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from pointyrules.core import CHANCE
from pointyrules.rice_dice.dice import SPREAD_DICE
from pointyrules.rice_dice.rules import (
    CARDS,
    FACES,
    Keep,
    Lock,
    RiceDice,
    Roll,
    Rolled,
    Stop,
)

from ..helpers import assert_refused_and_round_trips, examples

# the spread dice of RD-1 (the first of them is DEFAULT_DIE) and some odd ones
LAYOUTS = [*SPREAD_DICE, ("U", "R", 2, 3, 3, 6), ("U", "R", "R", "R", 5, 6),
           ("U", "U", "R", 4, 4, 6)]


def _candidates(state: RiceDice) -> list:
    """A wide net of actions, legal or not, for the current phase and others."""
    out = [Lock(c) for c in CARDS] + [Roll(), Stop(), "roll", None]
    dice = range(len(state.dice))
    out += [Keep(f, combo) for f in FACES for k in (1, 2) for combo in combinations(dice, k)]
    free = state.free_dice()
    out += [Rolled(tuple((p, 7) for p in free)), Rolled(tuple((p, "U") for p in free[1:]))]
    return out


def _check_cards(state: RiceDice) -> None:
    places = [state.centre, *state.provisional, *state.locked, state.removed]
    assert sorted(c for place in places for c in place) == list(CARDS)


@settings(max_examples=examples(40), deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 2**32), mixed=st.booleans(), data=st.data())
def test_random_games_keep_every_invariant(n, seed, mixed, data):
    dice = [data.draw(st.sampled_from(LAYOUTS)) for _ in range(5)] if mixed else None
    state = RiceDice.new_game(n, seed=seed, **({"dice": dice} if dice else {}))
    removed = 0
    for _ in range(300):
        if state.is_over:
            break
        _check_cards(state)  # 12 cards, each in exactly one place
        kept = [p for p, _ in state.kept]
        assert sorted(kept + state.free_dice()) == list(range(5))
        legal = state.legal_actions()
        bad = [a for a in _candidates(state) if a not in legal]
        assert_refused_and_round_trips(state, data.draw(st.sampled_from(bad)))
        if state.current_player == CHANCE:
            assert sum(p for _, p in state.chance_outcomes()) == 1
            state.apply(state.sample_chance())
        else:
            state.apply(data.draw(st.sampled_from(legal)))
        now_removed = len(state.removed)
        assert now_removed - removed in (0, 1)  # at most one card leaves per turn (RD-5)
        removed = now_removed
    if state.is_over:
        assert not state.centre and len(state.winners()) == 1
        top = max(state.scores())
        assert state.scores()[state.winners()[0]] == top
