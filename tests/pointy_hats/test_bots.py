"""The expert's exact probabilities against an independent brute force.

The brute force knows nothing of the expert's uniform-draw shortcut: it lists every
deal of the unseen cards and every order of the hidden indicators that fit what the
expert sees, plays every opponent card with equal chance using the real engine, and
lets the expert choose later cards by grouping the worlds it cannot tell apart.
"""

from fractions import Fraction
from itertools import combinations, permutations

import pytest

from pointyrules.core import RandomBot
from pointyrules.pointy_hats.bots import ExpertBot, trick_win_probability, win_probabilities
from pointyrules.pointy_hats.rules import DECK, INDICATORS, Card, PointyHats

from ..helpers import deal, play


def _worlds(state: PointyHats, me: int):
    """Every hidden arrangement consistent with seat ``me``'s view, equally likely."""
    view = state.view(me)
    seen = set(view.hand) | {c for w in view.won for c in w} | {c for _, c in view.trick}
    unseen = [c for c in DECK if c not in seen]
    others = [s for s in range(state.num_players) if s != me]
    left = [x for x in INDICATORS if x not in view.indicators]

    def split(pool, seats):
        if not seats:
            yield {}
            return
        first, rest = seats[0], seats[1:]
        for hand in combinations(pool, len(state.hands[first])):
            remaining = [c for c in pool if c not in hand]
            for more in split(remaining, rest):
                yield {first: list(hand), **more}

    for hands in split(unseen, others):
        for order in permutations(left):
            w = state.clone()
            for s, h in hands.items():
                w.hands[s] = sorted(h)
            w.undealt = [c for c in unseen if all(c not in h for h in hands.values())]
            w.indicators = list(view.indicators) + list(order)
            yield w


def _observation(state: PointyHats, me: int):
    return repr(state.view(me))


def _brute_value(worlds, me):
    """Sum over worlds (equal weight) of win chance, the expert maximising per info set."""
    best = None
    for card in worlds[0].legal_actions():
        total = Fraction(0)
        groups: dict = {}
        for w in worlds:
            _expand(w.clone().apply(card), me, Fraction(1), groups, lambda v: None)
        for key, members in groups.items():
            if key == "won":
                total += sum(p for p, _ in members)
            elif key != "lost":
                weights = [p for p, _ in members]
                states = [s for _, s in members]
                total += _weighted_best(states, weights, me)
        best = total if best is None else max(best, total)
    return best


def _weighted_best(states, weights, me):
    best = None
    for card in states[0].legal_actions():
        groups: dict = {}
        for s, p in zip(states, weights, strict=True):
            _expand(s.clone().apply(card), me, p, groups, lambda v: None)
        total = sum(p for p, _ in groups.get("won", []))
        for key, members in groups.items():
            if key not in ("won", "lost"):
                total += _weighted_best([s for _, s in members], [p for p, _ in members], me)
        best = total if best is None else max(best, total)
    return best


def _expand(state, me, p, groups, _):
    """Play random opponents until the expert moves again or the round ends."""
    if state.is_over:
        groups.setdefault("won" if me in state.winners() else "lost", []).append((p, state))
        return
    if state.current_player == me:
        groups.setdefault(_observation(state, me), []).append((p, state))
        return
    options = state.legal_actions()
    for card in options:
        _expand(state.clone().apply(card), me, p / len(options), groups, _)


def _check_against_brute_force(state, me):
    view = state.view(me)
    exact = win_probabilities(view)
    worlds = list(_worlds(state, me))
    for card, prob in exact.items():
        mass = Fraction(0)
        groups: dict = {}
        for w in worlds:
            _expand(w.clone().apply(card), me, Fraction(1), groups, None)
        mass += sum(p for p, _ in groups.get("won", []))
        for key, members in groups.items():
            if key not in ("won", "lost"):
                mass += _weighted_best([s for _, s in members], [p for p, _ in members], me)
        assert prob == mass / len(worlds), card


def test_expert_matches_brute_force_two_players_second_trick():
    state = play(deal("5S 4H 3C", "5D 4C 3S", indicators="HXSDC"), "4H", "4C")
    _check_against_brute_force(state, 0)


def test_expert_matches_brute_force_two_players_as_follower():
    state = play(deal("5S 4H 3C", "5D 4C 3S", indicators="XCSDH"), "3C")
    _check_against_brute_force(state, 1)


def test_expert_matches_brute_force_three_players_second_trick():
    state = play(deal("5S 4H 3C", "5D 4C 3S", "5H 4S 3D", indicators="SDXHC"),
                 "5S", "3D", "3S", "4H")
    _check_against_brute_force(state, 2)


def test_expert_matches_brute_force_four_players_second_trick_with_invert():
    state = play(deal("5S 4H 3C", "5D 4C 3S", "5H 4S 3D", "5C 4D 3H", indicators="CXHSD"),
                 "4H", "3H", "4S", "3S")
    _check_against_brute_force(state, 0)


def test_expert_probabilities_are_exact_fractions_for_two_players():
    state = PointyHats.new_game(2, seed=4, target_wins=1)
    probs = win_probabilities(state.view(state.current_player))
    assert all(isinstance(p, Fraction) and 0 <= p <= 1 for p in probs.values())


def test_expert_chooses_the_card_with_the_highest_probability():
    state = PointyHats.new_game(2, seed=4, target_wins=1)
    bot = ExpertBot()
    card = bot.choose(state)
    probs = bot.last_report["probabilities"]
    assert probs[card] == max(probs.values()) and bot.last_report["method"] == "exact"


def test_expert_samples_on_the_first_trick_of_four_players_and_reports_it():
    state = PointyHats.new_game(4, seed=4, target_wins=1)
    bot = ExpertBot(seed=1, samples=3)
    card = bot.choose(state)
    assert card in state.legal_actions()
    assert bot.last_report["method"] == "sampled" and bot.last_report["worlds"] == 3


def test_expert_beats_random_bots_more_often_than_chance():
    wins = 0
    rounds = 60
    for r in range(rounds):
        state = PointyHats.new_game(3, seed=1000 + r, target_wins=1)
        bots = {0: ExpertBot(seed=r, samples=2), 1: RandomBot(r), 2: RandomBot(r + 7)}
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        wins += 0 in state.winners()
    assert wins / rounds > 0.40  # random play wins about a third (shared wins count)


@pytest.mark.parametrize("card, indicator, n, expected", [
    (Card("S", 5), "S", 2, Fraction(1)),       # the top card under its own colour
    (Card("C", 3), "C", 2, Fraction(3, 11)),   # only another 3 loses to it
    (Card("S", 3), "X", 2, Fraction(19, 22)),  # invert: worked in the chapter
])
def test_trick_win_probability_hand_worked_values(card, indicator, n, expected):
    assert trick_win_probability(card, indicator, n) == expected


def test_trick_win_probability_matches_ordered_enumeration():
    card, hand = Card("H", 4), (Card("H", 4), Card("S", 3), Card("D", 5))
    unseen = [c for c in DECK if c not in hand]
    from pointyrules.pointy_hats.rules import resolve_trick
    for indicator in INDICATORS:
        wins, total = Fraction(0), 0
        for others in permutations(unseen, 2):
            plays = [(0, card), (1, others[0]), (2, others[1])]
            later = [x for x in INDICATORS if x != indicator]
            total += 1
            wins += sum(Fraction(resolve_trick(plays, indicator, nx).winner == 0, len(later))
                        for nx in later)
        assert trick_win_probability(card, indicator, 3, hand) == wins / total
