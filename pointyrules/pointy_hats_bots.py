"""Pointy Hats bots and the exact probabilities behind the expert.

The expert works from ``state.view(me)`` only. It models every opponent as a random
player. Then, seen from the expert's seat, each card an opponent plays is a uniform
draw from the cards it has not seen (the unseen cards are spread uniformly over the
opponents' hands and the undealt pile, and a random player picks uniformly from its
hand), and each indicator turned up is a uniform draw from those not yet shown. The
round becomes a tree of uniform chance draws and the expert's own choices, and the
expert maximises its win probability over it (expectimax), choosing later cards on
what it will know then. ``tests/test_pointy_hats_bots.py`` checks this shortcut
against a brute force over every consistent deal, indicator order and opponent play.
"""

from __future__ import annotations

import random
import time
from fractions import Fraction
from math import comb, factorial

from .core import RandomBot, SetupError
from .pointy_hats import (
    DECK,
    INDICATORS,
    INVERT,
    SUITS,
    Card,
    PointyHats,
    PointyHatsView,
    play_order,
    resolve_trick,
    suit_order,
)

__all__ = ["RandomBot", "ExpertBot", "win_probabilities", "trick_win_probability"]

_VALUE = [c.value for c in DECK]
_SUIT = [c.suit for c in DECK]
_RANK = {ind: {s: i for i, s in enumerate(suit_order(ind))} for ind in SUITS}
# Above this many chance leaves the expert samples worlds instead of enumerating all.
EXACT_LEAF_BUDGET = 150_000
DEFAULT_SAMPLES = 6


def _bits(mask: int) -> list[int]:
    return [i for i in range(12) if mask >> i & 1]


class _Solver:
    """Expectimax over the uniform-draw model for one seat; memoised per round shape."""

    def __init__(self, num_players: int, me: int, dealer: int, one):
        self.n = num_players
        self.order = play_order(dealer, num_players)
        self.my_pos = self.order.index(me)
        self.one = one  # Fraction(1) for exact answers, 1.0 for fast floats
        self.memo: dict = {}

    # state: hand mask, pool mask, revealed indicators (tuple), indicators left
    # (tuple), index of the trick's indicator, plays this trick (tuple of card ids
    # in play order), won masks per play position (tuple).
    def value(self, hand, pool, revealed, left, ti, trick, won):
        key = (hand, pool, revealed, left, ti, trick, won)
        memo = self.memo
        if key in memo:
            return memo[key]
        pos = len(trick)
        if pos == self.n:
            v = self._resolve(hand, pool, revealed, left, ti, trick, won)
        elif pos == self.my_pos:
            v = max(self.value(hand & ~(1 << c), pool, revealed, left, ti, trick + (c,), won)
                    for c in _bits(hand))
        else:
            cards = _bits(pool)
            v = sum(self.value(hand, pool & ~(1 << c), revealed, left, ti, trick + (c,), won)
                    for c in cards) * self.one / len(cards)
        memo[key] = v
        return v

    def _resolve(self, hand, pool, revealed, left, ti, trick, won):
        ind = revealed[ti]
        inverted = ind == INVERT
        vals = [_VALUE[c] for c in trick]
        best = min(vals) if inverted else max(vals)
        tied = [p for p, v in enumerate(vals) if v == best]
        if len(tied) == 1:
            return self._after_trick(hand, pool, revealed, left, ti, trick, won, tied[0])
        if not inverted:
            rank = _RANK[ind]
            winner = min(tied, key=lambda p: rank[_SUIT[trick[p]]])
            return self._after_trick(hand, pool, revealed, left, ti, trick, won, winner)
        total = 0
        for nxt in left:  # PH-3: reveal the next indicator and use its colour order
            rank = _RANK[nxt]
            winner = min(tied, key=lambda p: rank[_SUIT[trick[p]]])
            total += self._after_trick(hand, pool, revealed + (nxt,),
                                       tuple(x for x in left if x != nxt), ti + 1,
                                       trick, won, winner)
        return total * self.one / len(left)

    def _after_trick(self, hand, pool, revealed, left, ti, trick, won, winner):
        taken = 0
        for c in trick:
            taken |= 1 << c
        won = tuple(w | taken if p == winner else w for p, w in enumerate(won))
        if sum(bin(w).count("1") for w in won) == 3 * self.n:
            return self._final(revealed, left, won)
        won = self._canonical(won)
        total = 0
        for nxt in left:
            total += self.value(hand, pool, revealed + (nxt,),
                                tuple(x for x in left if x != nxt), len(revealed), (), won)
        return total * self.one / len(left)

    def _canonical(self, won):
        # Between tricks the opponents are interchangeable (they all play at random),
        # so their won piles can be listed in sorted order.
        opp = sorted(w for p, w in enumerate(won) if p != self.my_pos)
        opp.insert(self.my_pos, won[self.my_pos])
        return tuple(opp)

    def _final(self, revealed, left, won):
        n = self.n
        tricks = [bin(w).count("1") // n for w in won]
        top = max(tricks)
        if tricks[self.my_pos] != top:
            return 0 * self.one
        tied = [p for p, t in enumerate(tricks) if t == top]
        if len(tied) == 1:
            return self.one
        # PH-5: the 4th and 5th indicator cards, drawn from those still unseen.
        outcomes = _completions(revealed, left)
        wins = 0
        for deck in outcomes:
            fifth, fourth = deck[4], deck[3]
            if fifth != INVERT:
                count = {p: _suit_count(won[p], fifth) for p in tied}
                best = max(count.values())
            else:
                count = {p: _suit_count(won[p], fourth) for p in tied}
                best = min(count.values())
            wins += count[self.my_pos] == best  # a shared win counts as a win
        return wins * self.one / len(outcomes)


def _suit_count(mask: int, suit: str) -> int:
    return sum(1 for c in _bits(mask) if _SUIT[c] == suit)


def _completions(revealed, left):
    """Every equally likely way the hidden rest of the indicator deck can lie."""
    from itertools import permutations
    return [revealed + p for p in permutations(left)]


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


def win_probabilities(view: PointyHatsView, exact: bool = True) -> dict[Card, Fraction]:
    """For each card in hand, the probability of winning the round after playing it.

    Opponents are random players; the player's own later cards are chosen to
    maximise the same probability on what they will know then. A shared win counts
    as a win. Exact ``Fraction``s (floats with ``exact=False``).
    """
    if view.current_player != view.player:
        raise SetupError(f"seat {view.player} is not the player to move")
    solver = _Solver(view.num_players, view.player, view.dealer, Fraction(1) if exact else 1.0)
    hand, pool, revealed, left, ti, trick, won = _position_state(view)
    out = {}
    for c in _bits(hand):
        out[DECK[c]] = solver.value(hand & ~(1 << c), pool, revealed, left, ti,
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
    from itertools import combinations
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


class ExpertBot:
    """Plays the card with the highest probability of winning the round.

    Exact (``Fraction``) whenever the tree is small enough (always for 2 players);
    otherwise it estimates each card's chance from a seeded sample of worlds and says
    so in ``last_report``.
    """

    name = "expert"

    def __init__(self, seed: int | None = 0, samples: int = DEFAULT_SAMPLES,
                 leaf_budget: int = EXACT_LEAF_BUDGET):
        self.rng = random.Random(seed)
        self.samples = samples
        self.leaf_budget = leaf_budget
        self.last_report: dict = {}

    def choose(self, state: PointyHats) -> Card:
        me = state.current_player
        view = state.view(me)
        if len(view.hand) == 1:
            self.last_report = {"method": "forced", "worlds": 0}
            return view.hand[0]
        t0 = time.perf_counter()
        if (view.num_players == 2 or view.tricks_done > 0
                or _leaf_estimate(view) <= self.leaf_budget):
            probs = win_probabilities(view)
            self.last_report = {"method": "exact", "worlds": None}
        else:
            probs = self._sampled(view)
            self.last_report = {"method": "sampled", "worlds": self.samples}
        self.last_report["probabilities"] = probs
        self.last_report["seconds"] = time.perf_counter() - t0
        # Ties go to the lowest card in deck order, so the bot is deterministic.
        return max(sorted(probs), key=lambda c: probs[c])

    def _sampled(self, view: PointyHatsView) -> dict[Card, float]:
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
        for _ in range(self.samples):
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
        return {DECK[c]: v / self.samples for c, v in totals.items()}
