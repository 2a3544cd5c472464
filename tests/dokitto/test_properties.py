"""Hypothesis: random Doki-tto! Ice games never break the invariants of the rules."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pointyrules.dokitto.rules import COLOURS, FULL_DECK, STACK, Card, Dokitto, Take

from ..helpers import assert_refused_and_round_trips, examples


def _cards_in_play(state: Dokitto) -> list[Card]:
    return ([c for h in state.hands for c in h] + state.aside
            + [c for _, c in state.trick] + [c for w in state.won for c in w])


def _check_conservation(state: Dokitto) -> None:
    # every card of the round's deck exactly once: hands, aside, trick or won (DI-5, DI-6)
    assert sorted(_cards_in_play(state)) == sorted(state.deck)
    # every scoop of each stack either still in it or on exactly one cone (DI-1, DI-4)
    on_cones = Counter(s.colour for cs in state.cones for cone in cs for s in cone)
    for colour in state.colours:
        assert on_cones[colour] + state.stack_left(colour) == len(STACK)
        values = sorted(s.value for cs in state.cones for cone in cs for s in cone
                        if s.colour == colour)
        assert values == sorted(STACK[:on_cones[colour]])
    assert set(on_cones) <= set(state.colours)


def _illegal_moves(state: Dokitto) -> list:
    legal = state.legal_actions()
    moves = [c for c in FULL_DECK if c not in legal]
    moves += [Take(c, k) for c in COLOURS for k in (0, 1) if Take(c, k) not in legal]
    return moves + ["Z99", None, ("S", 7, 1)]


@settings(max_examples=examples(60), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), target=st.integers(1, 2),
       twelve=st.booleans(), data=st.data())
def test_random_games_keep_every_invariant(n, seed, target, twelve, data):
    hand = 12 if twelve and n == 2 else 10
    state = Dokitto.new_game(n, seed=seed, target=target, two_player_hand=hand)
    while not state.is_over:
        _check_conservation(state)
        legal = state.legal_actions()
        assert legal, "a player to move always has a legal action"
        if state.trick and state.pending is None:
            # must-follow: holding the led colour, only that colour may be played
            lead = state.trick[0][1].colour
            hand_now = state.hands[state.current_player]
            if any(c.colour == lead for c in hand_now):
                assert all(c.colour == lead for c in legal)
        # an illegal action is refused and nothing changes; the JSON round trip (the
        # random generator included) holds at every step
        assert_refused_and_round_trips(state, data.draw(st.sampled_from(_illegal_moves(state))))
        state.apply(data.draw(st.sampled_from(legal)))
    _check_conservation(state)
    assert Dokitto.from_json(state.to_json()) == state  # the end is a state too (issue 30)
    assert state.winners() and all(state.trophies[w] >= target for w in state.winners())
    assert state.legal_actions() == []


@settings(max_examples=examples(40), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_a_round_ends_only_on_a_fourth_scoop_or_empty_hands(n, seed):
    state = Dokitto.new_game(n, seed=seed, target=1)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    full = [len(cone) for cs in state.cones for cone in cs]
    assert max(full) == 4 or all(not h for h in state.hands)
    assert max(full) <= 4 and full.count(4) <= 1
