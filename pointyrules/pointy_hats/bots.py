"""Pointy Hats bots, and the exact probabilities the chapter prints.

- ``ExpertBot``: with two players, the solved round (``solve.py``, read by
  ``strategy.py``), mixing where the equilibrium mixes; with more, an information-set
  search (``pointyrules.ismcts``) that deals the hidden cards and indicators again at
  every iteration, consistent with what its seat has seen, and plays rounds out with
  the heuristic bot.
- ``HeuristicBot``: a rule of thumb (beat the trick if you can, else throw a 4).
- ``UniformOpponentsBot``, the expert before these (kept for comparison), and
  ``win_probabilities``: every opponent modelled as a random player. Seen from the
  bot's seat, each card an opponent plays is then a uniform draw from the cards it has
  not seen (the unseen cards are spread uniformly over the opponents' hands and the
  undealt pile, and a random player picks uniformly from its hand), and each indicator
  turned up is a uniform draw from those not yet shown. The round becomes a tree of
  uniform chance draws and the bot's own choices, and it maximises its win
  probability over it (expectimax), choosing later cards on what it will know then.
  ``tests/pointy_hats/test_bots.py`` checks this shortcut against a brute force over
  every consistent deal, indicator order and opponent play.
"""

from __future__ import annotations

import random
import time
from fractions import Fraction
from functools import cache
from itertools import combinations, permutations
from math import comb, factorial

from ..core import DEFAULT_BUDGET_MS, Deadline, Estimate, RandomBot, SetupError
from ..ismcts import ConstrainedDeal, SearchBot, infer, soft_fit
from .rules import (
    DECK,
    INDICATORS,
    INVERT,
    SUITS,
    TRICKS_PER_ROUND,
    Card,
    PointyHats,
    PointyHatsView,
    play_order,
    resolve_trick,
    round_winners,
    suit_order,
)
from .strategy import solved

__all__ = ["BOTS", "RandomBot", "HeuristicBot", "ExpertBot", "UniformOpponentsBot",
           "win_probabilities", "trick_win_probability"]

# Above this many chance leaves the expert samples worlds instead of enumerating all.
EXACT_LEAF_BUDGET = 150_000
DEFAULT_SAMPLES = 6
EXACT_SHARE = 0.4  # of a time budget, for the exact answer before falling back to sampling


_BITS = [tuple(i for i in range(12) if m >> i & 1) for m in range(1 << 12)]
_POP = [len(b) for b in _BITS]


def _bits(mask: int) -> tuple[int, ...]:
    return _BITS[mask]


@cache
def _trick_outcomes(cards: int, indicator: str) -> dict[str | None, int]:
    """Which card takes a trick of these cards, by the engine's own rule (PH-2, PH-3).

    Maps ``None`` to the winning card when the indicator decides alone; after an invert
    tie it maps each possible next indicator colour to the winning card instead.
    """
    plays = [(c, DECK[c]) for c in _BITS[cards]]
    first = resolve_trick(plays, indicator, SUITS[0])
    if not first.used_extra_indicator:
        return {None: first.winner}
    return {nxt: resolve_trick(plays, indicator, nxt).winner for nxt in SUITS}


class _OutOfTime(Exception):
    """The exact search ran past its share of the bot's time budget."""


class _Solver:
    """Expectimax over the uniform-draw model for one seat; memoised per round shape.

    A state is: the hand and the unseen pool (bit masks over the 12 cards), the
    indicators turned up and those left, the index of the trick's indicator, the cards
    played so far this trick in play order, and the won piles by play position.
    """

    def __init__(self, num_players: int, me: int, dealer: int, one,
                 deadline: Deadline | None = None):
        self.n = num_players
        self.my_pos = play_order(dealer, num_players).index(me)
        self.one = one  # Fraction(1) for exact answers, 1.0 for fast floats
        self.memo: dict = {}
        self.deadline = deadline  # checked every so many draws; _OutOfTime when passed
        self.calls = 0

    def value(self, hand, pool, revealed, left, ti, trick, won):
        """Win chance from a point before the seat's own card in this trick."""
        if trick:
            return self._before_me(hand, pool, revealed, left, ti, trick, won)
        key = (hand, pool, revealed, left, ti, won)
        if key not in self.memo:
            self.memo[key] = self._before_me(hand, pool, revealed, left, ti, trick, won)
        return self.memo[key]

    def _before_me(self, hand, pool, revealed, left, ti, trick, won):
        if len(trick) == self.my_pos:  # the seat's own choice, on what it has seen
            return max(self.after_me(hand & ~(1 << c), pool, revealed, left, ti,
                                     trick + (c,), won) for c in _BITS[hand])
        cards = _BITS[pool]  # an earlier opponent's card: seen before choosing
        return sum(self._before_me(hand, pool & ~(1 << c), revealed, left, ti, trick + (c,),
                                   won) for c in cards) * self.one / len(cards)

    def after_me(self, hand, pool, revealed, left, ti, trick, won):
        """Win chance once the seat's card is down; later opponents' cards still to come.

        The later cards are an unordered draw from the pool: which card takes the
        trick depends only on the set, and if a later card takes it, it sits at each
        later position with equal chance.
        """
        if self.deadline is not None:
            self.calls += 1
            if not self.calls % 64 and self.deadline.passed():
                raise _OutOfTime
        played = 0
        for c in trick:
            played |= 1 << c
        later = self.n - len(trick)
        total, draws = 0, 0
        for combo in combinations(_BITS[pool], later):
            draws += 1
            drawn = 0
            for c in combo:
                drawn |= 1 << c
            taken = played | drawn
            rest = pool & ~drawn
            outcomes = _trick_outcomes(taken, revealed[ti])
            if None in outcomes:
                total += self._credit(hand, rest, revealed, left, trick, won, taken,
                                      outcomes[None])
                continue
            part = 0  # PH-3: an invert tie turns up the next indicator to order it
            for nxt in left:
                part += self._credit(hand, rest, revealed + (nxt,), _without(left, nxt),
                                     trick, won, taken, outcomes[nxt])
            total += part * self.one / len(left)
        return total * self.one / draws

    def _credit(self, hand, pool, revealed, left, trick, won, taken, card):
        if card in trick:
            return self._after_trick(hand, pool, revealed, left, won, taken, trick.index(card))
        spots = range(len(trick), self.n)
        return sum(self._after_trick(hand, pool, revealed, left, won, taken, p)
                   for p in spots) * self.one / len(spots)

    def _after_trick(self, hand, pool, revealed, left, won, taken, winner):
        won = tuple(w | taken if p == winner else w for p, w in enumerate(won))
        if not hand:
            return self._final(revealed, left, won)
        won = self._canonical(won)
        total = 0
        for nxt in left:
            total += self.value(hand, pool, revealed + (nxt,), _without(left, nxt),
                                len(revealed), (), won)
        return total * self.one / len(left)

    def _canonical(self, won):
        # Between tricks the opponents are interchangeable (they all play at random),
        # so their won piles can be listed in sorted order.
        opp = sorted(w for p, w in enumerate(won) if p != self.my_pos)
        opp.insert(self.my_pos, won[self.my_pos])
        return tuple(opp)

    def _final(self, revealed, left, won):
        tricks = [_POP[w] for w in won]
        top = max(tricks)
        if tricks[self.my_pos] != top:
            return 0 * self.one
        if tricks.count(top) == 1:
            return self.one
        key = (revealed, left, won)
        if key not in self.memo:
            # PH-5 by the engine's own rule, over every order of the unseen indicators.
            piles = [[DECK[c] for c in _BITS[w]] for w in won]
            decks = list(permutations(left))
            wins = sum(self.my_pos in round_winners(piles, revealed + d, self.n).winners
                       for d in decks)  # a shared win counts as a win
            self.memo[key] = wins * self.one / len(decks)
        return self.memo[key]


def _without(left: tuple[str, ...], x: str) -> tuple[str, ...]:
    return tuple(y for y in left if y != x)


def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << Card(*c).index
    return m


def _position_state(view: PointyHatsView):
    """The solver's inputs for the seat whose view this is."""
    n = view.num_players
    order = play_order(view.dealer, n)
    seen = _mask(view.hand) | _mask(c for _, c in view.trick)
    for w in view.won:
        seen |= _mask(w)
    pool = ((1 << 12) - 1) & ~seen
    revealed = tuple(view.indicators)
    left = tuple(x for x in INDICATORS if x not in revealed)
    won = tuple(_mask(view.won[seat]) for seat in order)
    trick = tuple(Card(*c).index for _, c in view.trick)
    return _mask(view.hand), pool, revealed, left, view.trick_indicator, trick, won


def _leaf_estimate(view: PointyHatsView) -> int:
    """A rough count of the chance leaves an exact answer visits."""
    pool = 12 - len(view.hand) - sum(len(w) for w in view.won) - len(view.trick)
    draws = sum(view.hand_sizes) - len(view.hand)
    return factorial(len(view.hand)) * factorial(pool) // factorial(pool - draws) * 24


def win_probabilities(view: PointyHatsView, exact: bool = True,
                      deadline: Deadline | None = None) -> dict[Card, Fraction]:
    """For each card in hand, the probability of winning the round after playing it.

    Opponents are random players; the player's own later cards are chosen to
    maximise the same probability on what they will know then. A shared win counts
    as a win. Exact ``Fraction``s (floats with ``exact=False``).
    """
    if view.current_player != view.player:
        raise SetupError(f"seat {view.player} is not the player to move")
    solver = _Solver(view.num_players, view.player, view.dealer,
                     Fraction(1) if exact else 1.0, deadline)
    hand, pool, revealed, left, ti, trick, won = _position_state(view)
    out = {}
    for c in _bits(hand):
        out[DECK[c]] = solver.after_me(hand & ~(1 << c), pool, revealed, left, ti,
                                       trick + (c,), won)
    return out


def trick_win_probability(card: Card, indicator: str, num_players: int,
                          hand: tuple[Card, ...] = ()) -> Fraction:
    """P(``card`` takes a trick against random cards from the unseen ones).

    The other players' cards are uniform draws from the cards not in ``hand`` (which
    should contain ``card``); under the invert card a tie for lowest is decided by a
    next indicator drawn uniformly from the other four.
    """
    card = Card(*card)
    hand = tuple(Card(*c) for c in hand) or (card,)
    if card not in hand:
        raise SetupError(f"{card} must be one of the cards in hand {hand}")
    unseen = [c for c in DECK if c not in hand]
    others = num_players - 1
    wins = Fraction(0)
    later = [x for x in INDICATORS if x != indicator]
    for combo in combinations(unseen, others):
        plays = [(0, card)] + [(i + 1, c) for i, c in enumerate(combo)]
        if indicator == INVERT:  # a tie for lowest needs the next card (PH-3)
            share = sum(Fraction(resolve_trick(plays, indicator, nxt).winner == 0, len(later))
                        for nxt in later)
        else:
            share = Fraction(resolve_trick(plays, indicator).winner == 0)
        wins += share
    return wins / comb(len(unseen), others)


class UniformOpponentsBot:
    """A bot that assumes random opponents, kept as a yardstick for the expert and for
    the chapter's exact chances (not offered at the tables).

    Plays the card with the highest probability of winning the round, if every
    opponent played at random (see the module's text).

    Exact (``Fraction``) whenever the tree is small enough (always for 2 players);
    otherwise it estimates each card's chance from a seeded sample of worlds and says
    so in ``last_report``.
    """

    name = "uniform opponents"

    timed = True  # searches until its time budget is spent (core.make_bot)

    def __init__(self, seed: int | None = 0, samples: int = DEFAULT_SAMPLES,
                 leaf_budget: int = EXACT_LEAF_BUDGET,
                 budget_ms: float | None = DEFAULT_BUDGET_MS):
        self.rng = random.Random(seed)
        self.samples = samples
        self.leaf_budget = leaf_budget
        self.budget_ms = budget_ms
        self.last_report: dict = {}

    def choose(self, state: PointyHats) -> Card:
        view = state.view(state.current_player)
        if len(view.hand) == 1:
            self.last_report = {"method": "forced", "worlds": 0}
            return view.hand[0]
        return self.explain(state)[0].action

    def explain(self, state: PointyHats) -> list[Estimate]:
        """Every card in hand with its chance of winning the round, best first (ties: the
        lowest card in deck order first, the card ``choose`` plays)."""
        view = state.view(state.current_player)
        t0 = time.perf_counter()
        deadline = Deadline(self.budget_ms)
        probs = None
        if (view.num_players == 2 or view.tricks_done > 0
                or _leaf_estimate(view) <= self.leaf_budget):
            # With a budget, the exact answer gets EXACT_SHARE of it; past that, sampling
            # (whose first world may take about as long again).
            exact_deadline = Deadline(self.budget_ms * EXACT_SHARE) if self.budget_ms else None
            try:
                probs = win_probabilities(view, deadline=exact_deadline)
                self.last_report = {"method": "exact", "worlds": None}
            except _OutOfTime:
                pass
        if probs is None:
            probs, worlds = self._sampled(view, deadline)
            self.last_report = {"method": "sampled", "worlds": worlds}
        self.last_report["probabilities"] = probs
        self.last_report["seconds"] = time.perf_counter() - t0
        samples = self.last_report["worlds"] or 0
        return [Estimate(card, probs[card], "chance_win_round", samples)
                for card in sorted(sorted(probs), key=lambda c: -probs[c])]

    def _sampled(self, view: PointyHatsView,
                 deadline: Deadline) -> tuple[dict[Card, float], int]:
        """Estimate each card's chance from a seeded sample of ways this trick can end.

        A sampled world fixes the unseen cards still to come in this trick and the
        indicator cards turned up next; from there the value is computed exactly, so
        the bot's later choices are still made on what it will know then. Every card
        in hand is scored on the same worlds (common random numbers).
        """
        solver = _Solver(view.num_players, view.player, view.dealer, 1.0)
        hand, pool, revealed, left, ti, trick, won = _position_state(view)
        order = play_order(view.dealer, view.num_players)
        need = view.num_players - len(trick) - 1
        totals = dict.fromkeys(_bits(hand), 0.0)
        pool_cards = _bits(pool)
        done = 0
        for _ in range(self.samples):
            if done and deadline.passed():
                break
            done += 1
            draws = self.rng.sample(pool_cards, need)
            deck_rest = self.rng.sample(left, len(left))
            for c in totals:
                cards = list(trick) + [c] + draws
                plays = [(order[p], DECK[x]) for p, x in enumerate(cards)]
                result = resolve_trick(plays, revealed[ti], deck_rest[0])
                used = 1 + result.used_extra_indicator  # PH-3 extra reveal
                taken = _mask(card for _, card in plays)
                win_pos = order.index(result.winner)
                new_won = solver._canonical(tuple(
                    w | taken if p == win_pos else w for p, w in enumerate(won)))
                new_revealed = revealed + tuple(deck_rest[:used])
                totals[c] += solver.value(hand & ~(1 << c), pool & ~taken, new_revealed,
                                          tuple(deck_rest[used:]), len(new_revealed) - 1,
                                          (), new_won)
        return {DECK[c]: v / done for c, v in totals.items()}, done


OldExpertBot = UniformOpponentsBot  # the name the comparisons (bench/bots.py) use


def _rank(card: Card, indicator: str) -> int:
    """How strong a card is in a trick under ``indicator`` (PH-2, PH-3): higher beats
    lower. Under the invert card ties for lowest are settled by a card nobody has
    seen yet, so equal values rank equal there."""
    if indicator == INVERT:
        return (6 - card.value) * 4
    return card.value * 4 + 3 - suit_order(indicator).index(card.suit)


# A card's worth for later tricks: a 5 is the best card under the four colour indicators,
# a 3 under the invert card, a 4 under none.
_KEEP = {5: 2, 3: 1, 4: 0}


class HeuristicBot:
    """Plays by a rule of thumb a player can follow at the table.

    1. **Can I beat the trick so far?** (its best card under this trick's indicator,
       PH-2 and PH-3; under the invert card an equal lowest value does not count as
       beating, as the tie is settled by a card still hidden.)
    2. If I can and I play last, I play the weakest card that beats it; if others play
       after me, my strongest card, to hold off what they may still play. Leading, I
       play my strongest card.
    3. If I cannot, I throw the card I will miss least: a 4 first (never the best card to
       hold: a 5 is, under a colour card, and a 3 under the invert card), then a 3, a 5
       last; among equals the weakest now.
    """

    name = "heuristic"

    def __init__(self, seed: int | None = None):
        self.seed = seed  # deterministic: no randomness needed (and no time budget)

    def choose(self, state: PointyHats) -> Card:
        indicator = state.indicators[state.trick_indicator]
        return self.play(state.hands[state.current_player], state.trick, indicator,
                         state.num_players)

    @staticmethod
    def play(hand, trick, indicator: str, num_players: int) -> Card:
        def rank(c):
            return _rank(c, indicator), c  # the card itself breaks ties, for repeatability

        if not trick:
            return max(hand, key=rank)
        best = max(_rank(c, indicator) for _, c in trick)
        beats = [c for c in hand if _rank(c, indicator) > best]
        if beats:
            last = len(trick) == num_players - 1
            return (min if last else max)(beats, key=rank)
        return min(hand, key=lambda c: (_KEEP[c.value], rank(c)))


class RoundSim:
    """The rest of one round, played fast for the search (no log, no checks): the
    hands, the indicator deck (hidden cards included), the trick and the won cards,
    with the engine's own ``resolve_trick`` and ``round_winners``."""

    __slots__ = ("n", "dealer", "hands", "indicators", "ti", "revealed", "trick", "won",
                 "tricks", "winners")

    @classmethod
    def from_view(cls, view: PointyHatsView) -> RoundSim:
        """The view's round; the others' hands and the hidden indicators still blank."""
        sim = cls.__new__(cls)
        sim.n, sim.dealer = view.num_players, view.dealer
        sim.hands = [list(view.hand) if s == view.player else []
                     for s in range(view.num_players)]
        sim.indicators = list(view.indicators)
        sim.ti, sim.revealed = view.trick_indicator, len(view.indicators)
        sim.trick, sim.won = list(view.trick), [list(w) for w in view.won]
        sim.tricks, sim.winners = view.tricks_done, None
        return sim

    def copy(self) -> RoundSim:
        sim = RoundSim.__new__(RoundSim)
        sim.n, sim.dealer, sim.ti, sim.revealed = self.n, self.dealer, self.ti, self.revealed
        sim.hands = [list(h) for h in self.hands]
        sim.indicators, sim.trick = list(self.indicators), list(self.trick)
        sim.won, sim.tricks, sim.winners = [list(w) for w in self.won], self.tricks, self.winners
        return sim

    @property
    def seat(self) -> int:
        return (self.dealer - len(self.trick)) % self.n  # PH-4

    def play(self, card: Card) -> None:
        seat = self.seat
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < self.n:
            return
        result = resolve_trick(self.trick, self.indicators[self.ti],
                               self.indicators[self.ti + 1])
        if result.used_extra_indicator:  # PH-3: the next card settled a tie, used up
            self.revealed = self.ti + 2
        self.won[result.winner].extend(c for _, c in self.trick)
        self.trick = []
        self.tricks += 1
        if self.tricks < TRICKS_PER_ROUND:
            self.ti = self.revealed
            self.revealed += 1
        else:
            self.winners = round_winners(self.won, self.indicators, self.n).winners  # PH-5

    def playout(self, policy: HeuristicBot) -> tuple[int, ...]:
        """Play to the round's end with ``policy`` in every seat; the round's winners."""
        while self.winners is None:
            self.play(policy.play(self.hands[self.seat], self.trick,
                                  self.indicators[self.ti], self.n))
        return self.winners


class _RoundModel:
    """The rest of the round as the search sees it from one seat (``ismcts.Model``):
    each world deals the unseen trick cards to the other hands and the undealt pile
    (every deal equally likely: with may-follow, PH-4, no play reveals a missing
    colour) and shuffles the indicator cards not yet turned up (PH-7: those are
    public). Rollouts play the heuristic bot in every seat; a seat's reward is its
    share of the round's win."""

    def __init__(self, state: PointyHats, policy: HeuristicBot, trust: float):
        view = state.view(state.current_player)
        seen = set(view.hand) | {c for w in view.won for c in w} | {c for _, c in view.trick}
        holders = {s: view.hand_sizes[s] for s in range(view.num_players) if s != view.player}
        holders[-1] = len(DECK) - len(seen) - sum(holders.values())  # undealt (PH-6)
        self.deal = ConstrainedDeal([c for c in DECK if c not in seen], holders, lambda c: 0)
        self.hidden = [x for x in INDICATORS if x not in view.indicators]
        self.template = RoundSim.from_view(view)
        self.policy, self.trust = policy, trust
        # the others' plays this round, each with the trick before it and its indicator
        tricks = [(ind, plays) for rnd, ind, plays, _ in state.trick_history
                  if rnd == state.round_number]
        tricks.append((state.indicators[state.trick_indicator], state.trick))
        self.plays = [(seat, card, plays[:k], ind) for ind, plays in tricks
                      for k, (seat, card) in enumerate(plays) if seat != view.player]

    def determinize(self, rng: random.Random) -> RoundSim:
        if not self.plays or not self.trust:
            return self._draw(rng)
        return infer(lambda: self._draw(rng), self._fit, rng)

    def _draw(self, rng: random.Random) -> RoundSim:
        sim = self.template.copy()
        for seat, cards in self.deal.sample(rng).items():
            if seat >= 0:
                sim.hands[seat] = sorted(cards)
        sim.indicators += rng.sample(self.hidden, len(self.hidden))
        return sim

    def _fit(self, sim: RoundSim) -> float:
        """How well this deal explains the others' plays, if they play like the
        heuristic bot with chance ``trust`` (``ismcts.infer``)."""
        hands = [list(h) for h in sim.hands]
        fit = 1.0
        for seat, card, before, indicator in reversed(self.plays):
            hand = hands[seat]
            hand.append(card)  # the hand as it was when the card was played
            rule = self.policy.play(hand, before, indicator, sim.n)
            fit *= soft_fit(len(hand), rule == card, self.trust)
        return fit

    @staticmethod
    def copy(sim: RoundSim) -> RoundSim:
        return sim.copy()

    @staticmethod
    def actor(sim: RoundSim) -> int | None:
        return None if sim.winners is not None else sim.seat

    @staticmethod
    def legal(sim: RoundSim) -> list[Card]:
        return list(sim.hands[sim.seat])

    @staticmethod
    def apply(sim: RoundSim, card: Card) -> None:
        sim.play(card)

    def rollout(self, sim: RoundSim, rng: random.Random) -> list[float]:
        winners = sim.playout(self.policy)
        return [1 / len(winners) if s in winners else 0.0 for s in range(sim.n)]


ITERATIONS = 400  # without a time budget: search iterations per decision
_POLICY = HeuristicBot()  # the rollouts' player (it keeps no state)
TRUST = 0.5  # how far the deals believe the others play like the heuristic bot
SOLVED = "share_solved"  # a two-player hint's measure: how often the solved round plays it


class ExpertBot(SearchBot):
    """With two players, the solved round (issue 32); with more, an information-set
    search (``pointyrules.ismcts``) over the rest of the round.

    **Two players.** The round is solved exactly (``solve.py``, certified by exact best
    replies; ``strategy.py`` reads the stored equilibrium): the bot plays each card with
    the probability the equilibrium gives it in what its seat has seen, drawing from its
    own generator (seeded by the table from the operating system's randomness, so a mix
    cannot be foreseen). Nobody can do better against it than the round's value, in
    either seat. ``explain`` gives each card's share (measure ``share_solved``), the
    card drawn first.

    **Three to five players.** It cannot see the other hands nor the indicator cards
    still face down, so every iteration deals them anew, uniformly among the deals that
    fit what it has seen. In that world it walks a tree of the moves it and the others
    can make (the same tree for every deal, UCB1 with availability counts; each seat
    picks for itself), adds one move and plays the round out with the heuristic bot in
    every seat. A move's value is its share of round wins over the iterations that tried
    it (a win shared by k players counts 1/k).

    ``budget_ms``: searches until the time is spent (after a first sweep that tries each
    card once); ``None``: exactly ``iterations`` iterations, the same card for the same
    seed. ``last_report`` gives the method, iterations, deals and seconds.
    """

    ITERATIONS = ITERATIONS
    VALUE = "chance_win_round"  # a kind of the words

    def __init__(self, seed: int | None = None, budget_ms: float | None = DEFAULT_BUDGET_MS,
                 iterations: int | None = None, exploration: float | None = None,
                 depth: int = 1_000, trust: float = TRUST):
        super().__init__(seed, budget_ms, iterations, exploration, depth)
        self.trust = trust

    def model(self, state: PointyHats) -> _RoundModel:
        return _RoundModel(state, _POLICY, self.trust)

    def explain(self, state: PointyHats) -> list[Estimate]:
        if state.num_players != 2:
            return super().explain(state)
        t0 = time.perf_counter()
        policy = solved().policy(state.view(state.current_player))
        cards = sorted(sorted(policy), key=lambda c: -policy[c])
        drawn = self.rng.choices(cards, [policy[c] for c in cards])[0]
        cards.remove(drawn)
        self.last_report = {"method": "solved", "iterations": 0, "worlds": 0,
                            "seconds": time.perf_counter() - t0, "probabilities": policy}
        return [Estimate(c, policy[c], SOLVED, 0) for c in [drawn, *cards]]


# The bots by the names the tables and the registry (pointyrules.games) use.
BOTS = {"expert": ExpertBot, "heuristic": HeuristicBot, "random": RandomBot}
