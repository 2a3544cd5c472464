"""Pointy Hats bots: the heuristic's rule of thumb, the expert (information-set search)
and the expert it replaced, whose exact probabilities (random opponents) are checked
against an independent brute force.

The brute force knows nothing of the expert's uniform-draw shortcut: it lists every
deal of the unseen cards and every order of the hidden indicators that fit what the
expert sees, plays every opponent card with equal chance using the real engine, and
lets the expert choose later cards by grouping the worlds it cannot tell apart.
"""

import random
from fractions import Fraction
from itertools import combinations, permutations

import pytest

from pointyrules.core import RandomBot
from pointyrules.pointy_hats.bots import (
    ExpertBot,
    HeuristicBot,
    RoundSim,
    UniformOpponentsBot,
    trick_win_probability,
    win_probabilities,
)
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


def test_uniform_opponents_bot_matches_brute_force_two_players_second_trick():
    state = play(deal("5S 4H 3C", "5D 4C 3S", indicators="HXSDC"), "4H", "4C")
    _check_against_brute_force(state, 0)


def test_uniform_opponents_bot_matches_brute_force_two_players_as_follower():
    state = play(deal("5S 4H 3C", "5D 4C 3S", indicators="XCSDH"), "3C")
    _check_against_brute_force(state, 1)


def test_uniform_opponents_bot_matches_brute_force_three_players_second_trick():
    state = play(deal("5S 4H 3C", "5D 4C 3S", "5H 4S 3D", indicators="SDXHC"),
                 "5S", "3D", "3S", "4H")
    _check_against_brute_force(state, 2)


def test_uniform_opponents_bot_matches_brute_force_four_players_second_trick_with_invert():
    state = play(deal("5S 4H 3C", "5D 4C 3S", "5H 4S 3D", "5C 4D 3H", indicators="CXHSD"),
                 "4H", "3H", "4S", "3S")
    _check_against_brute_force(state, 0)


def test_uniform_opponents_bot_probabilities_are_exact_fractions_for_two_players():
    state = PointyHats.new_game(2, seed=4, target_wins=1)
    probs = win_probabilities(state.view(state.current_player))
    assert all(isinstance(p, Fraction) and 0 <= p <= 1 for p in probs.values())


def test_uniform_opponents_bot_chooses_the_card_with_the_highest_probability():
    state = PointyHats.new_game(2, seed=4, target_wins=1)
    bot = UniformOpponentsBot(budget_ms=None)
    card = bot.choose(state)
    probs = bot.last_report["probabilities"]
    assert probs[card] == max(probs.values()) and bot.last_report["method"] == "exact"


def test_uniform_opponents_bot_samples_on_the_first_trick_of_four_players_and_reports_it():
    state = PointyHats.new_game(4, seed=4, target_wins=1)
    bot = UniformOpponentsBot(seed=1, samples=3, budget_ms=None)
    card = bot.choose(state)
    assert card in state.legal_actions()
    assert bot.last_report["method"] == "sampled" and bot.last_report["worlds"] == 3


def test_uniform_opponents_bot_beats_random_bots_more_often_than_chance():
    wins = 0
    rounds = 60
    for r in range(rounds):
        state = PointyHats.new_game(3, seed=1000 + r, target_wins=1)
        bots = {0: UniformOpponentsBot(seed=r, samples=2, budget_ms=None), 1: RandomBot(r),
                2: RandomBot(r + 7)}
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


# --- the heuristic bot ------------------------------------------------------------------------
def test_heuristic_last_to_play_beats_the_trick_as_cheaply_as_it_can():
    # play goes to the dealer's right (PH-4): seat 0, seat 2, then seat 1 last.
    # Spades rule: 5♥ is the best so far; 5♠ beats it (PH-2: spades first), 3♠ does not
    state = play(deal("4D 3C 4C", "5S 3S 4S", "5H 3H 4H", indicators="SHDCX"), "4D", "5H")
    assert HeuristicBot().choose(state) == Card("S", 5)


def test_heuristic_throws_a_4_when_it_cannot_beat_the_trick():
    state = play(deal("5S 3C 4C", "5H 3H 4S", "5D 3D 4H", indicators="SHDCX"), "5S")
    assert HeuristicBot().choose(state) == Card("H", 4)  # a 4 first, keeping 5 and 3


def test_heuristic_under_the_invert_card_plays_low():
    state = play(deal("4D 5C 4C", "5S 3S 4S", "5H 3H 4H", indicators="XHDCS"), "4D")
    assert HeuristicBot().choose(state) == Card("H", 3)  # only the 3 goes under a 4
    lead = deal("4D 5C 3C", "5H 3H 4H", indicators="XHDCS")
    assert HeuristicBot().choose(lead) == Card("C", 3)  # leading: its strongest now


@pytest.mark.parametrize("n", [2, 3, 4])
def test_heuristic_plays_legal_cards_and_beats_random_players(n):
    wins = 0
    for r in range(150):
        state = PointyHats.new_game(n, seed=r, target_wins=1, dealer=r % n)
        bots = {0: HeuristicBot(), **{s: RandomBot(seed=r * 7 + s) for s in range(1, n)}}
        while not state.is_over:
            card = bots[state.current_player].choose(state)
            assert card in state.legal_actions()
            state.apply(card)
        wins += 0 in state.winners()
    assert wins / 150 > 1.15 / n  # random play wins about 1/n (a bit more: shared wins)


# --- the information-set search ---------------------------------------------------------------
def _part_way(n: int, seed: int, moves: int) -> PointyHats:
    state = PointyHats.new_game(n, seed=seed, target_wins=1, dealer=seed % n)
    bot = HeuristicBot()
    for _ in range(moves):
        state.apply(bot.choose(state))
    return state


@pytest.mark.parametrize("n, seed, moves", [(4, 1, 0), (4, 2, 5), (3, 3, 4), (2, 4, 2)])
def test_every_sampled_world_agrees_with_what_the_seat_has_seen(n, seed, moves):
    from pointyrules.pointy_hats.bots import _RoundModel
    state = _part_way(n, seed, moves)
    me = state.current_player
    view = state.view(me)
    model = _RoundModel(state, HeuristicBot(), 0.5)
    rng = random.Random(seed)
    shown = list(view.indicators)
    for _ in range(40):
        sim = model.determinize(rng)
        assert sim.hands[me] == list(view.hand)
        assert [len(h) for h in sim.hands] == list(view.hand_sizes)
        held = [c for h in sim.hands for c in h]
        public = [c for w in view.won for c in w] + [c for _, c in view.trick]
        assert len(set(held)) == len(held) and not set(held) & set(public)
        assert sorted(sim.indicators) == sorted(INDICATORS)
        assert sim.indicators[:len(shown)] == shown  # PH-7: turned-up cards stay put
        assert sim.trick == list(state.trick) and sim.won == state.won


def test_with_full_trust_every_world_explains_the_others_plays_by_the_rule():
    from pointyrules.pointy_hats.bots import _RoundModel
    state = _part_way(4, 8, 6)  # two plays into the second trick
    me = state.current_player
    model = _RoundModel(state, HeuristicBot(), 1.0)
    assert len(model.plays) == 5  # the others' plays this round (4 + 2, less my own one)
    rng = random.Random(2)
    for _ in range(20):
        sim = model.determinize(rng)
        assert model._fit(sim) == 1.0  # the heuristic bot would have played just so
    # with no trust at all every consistent world fits equally
    loose = _RoundModel(state, HeuristicBot(), 0.0)
    assert loose._fit(loose.determinize(rng)) == 1.0
    assert me not in {seat for seat, *_ in model.plays}


def test_the_round_simulator_ends_rounds_as_the_engine_does():
    for seed in range(30):
        n = 2 + seed % 3
        state = _part_way(n, seed, seed % 5)
        sim = RoundSim.from_view(state.view(state.current_player))
        sim.hands = [list(h) for h in state.hands]
        sim.indicators = list(state.indicators)
        winners = sim.playout(HeuristicBot())
        while not state.is_over:
            state.apply(HeuristicBot().choose(state))
        assert winners == state.last_round.winners


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_expert_answers_legally_without_touching_the_state(n):
    for seed in range(5):
        state = _part_way(n, seed, seed % 3)
        before = state.to_json()
        card = ExpertBot(seed=seed, iterations=60, budget_ms=None).choose(state)
        assert card in state.legal_actions() and state.to_json() == before


def test_the_expert_is_repeatable_and_explains_every_card():
    state = _part_way(4, 3, 1)
    bot = ExpertBot(seed=5, iterations=200, budget_ms=None)
    reasons = bot.explain(state)
    assert ExpertBot(seed=5, iterations=200, budget_ms=None).explain(state) == reasons
    assert ExpertBot(seed=5, iterations=200, budget_ms=None).choose(state) == reasons[0].action
    assert sorted(r.action for r in reasons) == sorted(state.legal_actions())
    assert [r.value for r in reasons] == sorted((r.value for r in reasons), reverse=True)
    assert sum(r.samples for r in reasons) == 200 and all(0 <= r.value <= 1 for r in reasons)
    assert reasons[0].measure == "chance_win_round"


def test_the_expert_plays_a_last_card_at_once():
    bot = ExpertBot(seed=1, budget_ms=None)
    last = _part_way(4, 6, 8)
    assert len(last.legal_actions()) == 1
    assert bot.choose(last) == last.legal_actions()[0] and bot.last_report["method"] == "forced"


def test_the_expert_beats_heuristic_players_more_often_than_a_fair_share():
    wins = 0
    for r in range(80):
        state = PointyHats.new_game(4, seed=500 + r, target_wins=1, dealer=r % 4)
        bots = {0: ExpertBot(seed=r, iterations=150, budget_ms=None), 1: HeuristicBot(),
                2: HeuristicBot(), 3: HeuristicBot()}
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        wins += 1 / len(state.winners()) if 0 in state.winners() else 0
    assert wins / 80 > 0.27  # a fair share is 25%; the benchmark measures about 33%
