"""The shared search for hidden cards (pointyrules/ismcts.py): the exact constrained deal
and the information-set search, on small cases whose answers are known."""

import random
import time
from collections import Counter
from itertools import permutations

import pytest

from pointyrules.core import Deadline
from pointyrules.ismcts import ConstrainedDeal, search

CARDS = ["R1", "R2", "R3", "G1", "G2", "B1"]  # colour = first letter
SIZES = {"north": 2, "east": 2, "aside": 2}
LACKS = {"north": {"R"}, "east": {"G"}}


def brute_force_deals():
    """Every deal of CARDS into SIZES that respects LACKS, as frozensets per holder."""
    out = set()
    for order in permutations(CARDS):
        deal, at = {}, 0
        for holder, size in SIZES.items():
            deal[holder] = frozenset(order[at:at + size])
            at += size
        if all(not {c[0] for c in deal[h]} & LACKS.get(h, set()) for h in deal):
            out.add(tuple(sorted((h, tuple(sorted(v))) for h, v in deal.items())))
    return out


def test_the_constrained_deal_counts_every_consistent_deal():
    deal = ConstrainedDeal(CARDS, SIZES, lambda c: c[0], LACKS)
    assert deal.ways(0, deal.sizes) == len(brute_force_deals()) == 12


def test_the_constrained_deal_draws_every_consistent_deal_equally_often():
    deal = ConstrainedDeal(CARDS, SIZES, lambda c: c[0], LACKS)
    everything = brute_force_deals()
    rng = random.Random(7)
    seen = Counter()
    for _ in range(6000):
        drawn = deal.sample(rng)
        assert {h: len(v) for h, v in drawn.items()} == SIZES
        assert sorted(c for v in drawn.values() for c in v) == sorted(CARDS)
        assert not any(c[0] in LACKS.get(h, ()) for h, v in drawn.items() for c in v)
        seen[tuple(sorted((h, tuple(sorted(v))) for h, v in drawn.items()))] += 1
    assert set(seen) == everything
    # 500 expected each; a binomial sd of about 21, so 400..600 is more than 4.5 sd
    assert all(400 < k < 600 for k in seen.values()), seen


def test_a_deal_that_cannot_fit_says_so():
    with pytest.raises(ValueError, match="no deal of the hidden cards fits"):
        ConstrainedDeal(["R1", "R2", "R3"], {"north": 2, "east": 1}, lambda c: c[0],
                        {"north": {"R"}})
    with pytest.raises(ValueError, match="cannot fill hands"):
        ConstrainedDeal(["R1"], {"north": 2}, lambda c: c[0])


class Coins:
    """A one-move game with a hidden coin: the observer (seat 0) calls 'heads', 'tails'
    or 'edge', then the other seat (1) may 'pass'. The coin shows heads 3 times in 4;
    a right call wins seat 0 the game. 'edge' is legal only in some worlds."""

    def __init__(self):
        self.dealt = 0

    def determinize(self, rng):
        self.dealt += 1
        return {"coin": "heads" if rng.random() < 0.75 else "tails", "call": None,
                "edge": rng.random() < 0.2, "passed": False}

    def copy(self, w):
        return dict(w)

    def actor(self, w):
        if w["call"] is None:
            return 0
        return None if w["passed"] else 1

    def legal(self, w):
        if w["call"] is None:
            return ["heads", "tails"] + (["edge"] if w["edge"] else [])
        return ["pass"]

    def apply(self, w, a):
        if a == "pass":
            w["passed"] = True
        else:
            w["call"] = a

    def rollout(self, w, rng):
        if w["call"] is None:
            w["call"] = rng.choice(self.legal(w))
        won = w["call"] == w["coin"]
        return [float(won), 1.0 - won]


def test_the_search_finds_the_better_call_and_counts_its_work():
    model = Coins()
    found = search(model, ["heads", "tails"], random.Random(1), iterations=400)
    best = found.ranked()[0]
    assert best.action == "heads" and 0.65 < best.mean < 0.85
    assert found.iterations == 400 and model.dealt == found.worlds == 399  # sweep: 1 world
    assert sum(n.visits for n in found.ranked()) == 400
    for node in found.ranked():
        assert node.avail >= node.visits  # a move is counted available when chosen


def test_a_move_legal_only_in_some_worlds_is_counted_by_its_availability():
    # 'edge' is not a move of this root (never legal in the real position), so the
    # search never adds it, even in worlds where the model would allow it
    found = search(Coins(), ["heads", "tails"], random.Random(2), iterations=300)
    assert [n.action for n in found.ranked()] == ["heads", "tails"]
    assert "edge" not in found.root.children


def test_the_search_is_repeatable_for_a_seed_and_differs_for_another():
    def values(seed):
        found = search(Coins(), ["heads", "tails"], random.Random(seed), iterations=200)
        return [(n.action, n.visits, n.total) for n in found.ranked()]

    assert values(3) == values(3)
    assert values(3) != values(4)


def test_with_a_deadline_the_search_stops_in_time_after_its_sweep():
    t0 = time.perf_counter()
    found = search(Coins(), ["heads", "tails"], random.Random(5), iterations=10,
                   deadline=Deadline(20))
    spent = time.perf_counter() - t0
    assert found.iterations > 10  # the iteration count binds only without a budget
    assert spent < 2  # loose: 20 ms asked
    hurried = search(Coins(), ["heads", "tails"], random.Random(5), iterations=10,
                     deadline=Deadline(1e-6))
    assert hurried.iterations == 2 and hurried.worlds == 1  # the sweep, no more
    assert all(n.visits == 1 for n in hurried.ranked())


@pytest.mark.parametrize("game", ["dokitto", "pointy_hats"])
def test_each_expert_spends_about_its_budget_and_more_than_its_sweep(game):
    from bench.decisions import positions
    from pointyrules import games
    expert = games.get(game).bots["expert"]
    for seed, state in positions(game, 4):
        if len(state.legal_actions()) < 2:
            continue
        bot = expert(seed=seed, budget_ms=30)
        t0 = time.perf_counter()
        bot.choose(state)
        assert time.perf_counter() - t0 < 1.5  # loose: 30 ms asked, a busy machine allowed
        if game == "pointy_hats" and state.num_players == 2:  # the solved round: no search
            assert bot.last_report["method"] == "solved"
            continue
        assert bot.last_report["iterations"] > len(state.legal_actions())  # beyond the sweep
        assert bot.last_report["worlds"] == bot.last_report["iterations"] - len(
            state.legal_actions()) + 1  # a fresh deal for every iteration after the sweep
