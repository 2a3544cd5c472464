"""Hypothesis: random games never break the invariants of Pointy Hats."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from pointyrules.pointy_hats.rules import DECK, Card, PointyHats

from ..helpers import assert_refused_and_round_trips, examples


def _cards_in_play(state: PointyHats) -> list[Card]:
    return ([c for h in state.hands for c in h] + state.undealt
            + [c for _, c in state.trick] + [c for w in state.won for c in w])


@settings(max_examples=examples(150), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), target=st.integers(1, 3),
       data=st.data())
def test_random_games_keep_every_invariant(n, seed, target, data):
    state = PointyHats.new_game(n, seed=seed, target_wins=target)
    tricks_seen = 0
    while not state.is_over:
        # 12 trick cards conserved, each exactly once
        assert sorted(_cards_in_play(state)) == sorted(DECK)
        # an illegal card is refused and nothing changes; JSON round trip at every step
        illegal = [c for c in DECK if c not in state.legal_actions()]
        assert_refused_and_round_trips(state, data.draw(st.sampled_from(illegal)))
        state.apply(data.draw(st.sampled_from(state.legal_actions())))
        # exactly one winner per finished trick, who took all n cards
        while tricks_seen < len(state.trick_history):
            _, _, plays, result = state.trick_history[tricks_seen]
            assert len(plays) == n and [s for s, _ in plays].count(result.winner) == 1
            tricks_seen += 1
    assert state.winners() and all(state.round_wins[w] >= target for w in state.winners())
    assert json.loads(state.to_json())["round_wins"] == state.scores()
