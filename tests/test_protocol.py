"""The game protocol, as a property of every registered game (the tests' toy game too):
at random reachable states the JSON round trip and ``clone`` restore the state exactly,
chance outcomes sum to 1, every listed action is accepted by a copy, moves from other
moments are either legal or refused with the state unchanged, and every seat has a
view. A new game that follows the protocol passes with no test naming it."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pointyrules import games
from pointyrules.core import CHANCE, IllegalAction, RandomBot

from .helpers import examples


def check(state, others) -> None:
    game = type(state)
    text = state.to_json()
    again = game.from_json(text)
    assert again.to_json() == text and again == state
    twin = state.clone()
    assert twin == state and twin is not state
    if state.current_player == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes and sum(p for _, p in outcomes) == Fraction(1)
    for action in state.legal_actions()[:8]:
        assert state.refusal(action) is None
        state.clone().apply(action)
    for action in others:
        err = state.refusal(action)
        if err is not None:
            assert isinstance(err, IllegalAction)
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert state.to_json() == text
    for seat in range(len(state.scores())):  # (coins names its count n)
        state.view(seat)


@pytest.mark.parametrize("name", games.all_names())
def test_the_protocol_holds_at_random_states(name):
    info = games.get(name)

    @settings(deadline=None, suppress_health_check=[HealthCheck.too_slow],
              max_examples=examples(8))
    @given(st.integers(info.players[0], info.players[1]), st.integers(0, 2**32),
           st.integers(0, 120))
    def run(players, seed, steps):
        state = info.game.new_game(players, seed=seed)
        bot, seen = RandomBot(seed), []
        for _ in range(steps):
            if state.is_over:
                break
            check(state, seen[-6:])
            if state.current_player == CHANCE:
                state.apply(state.sample_chance())
            else:
                seen += state.legal_actions()[:3]
                state.apply(bot.choose(state))
        check(state, seen[-6:])
        assert state.is_over == (state.current_player is None)
    run()
