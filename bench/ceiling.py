"""How well can any bot do at Pointy Hats against three heuristic bots? Exact answers on
seeded four-player rounds (``python3 dev.py bench pointy_hats -- --ph-ceiling N``).

The heuristic bot is deterministic, so against three of them a round is a puzzle for
one seat, with the deal and the indicator pile as its only chance:

- **Seeing every card** (``clairvoyant``): the best of the seat's six orders of its
  three cards, played against the others' known replies. No bot can do better.
- **Seeing only its own** (``optimal``): the best a seat can do from what it sees at
  its first choice (its hand, the first indicator, the cards played before it). Every
  deal of the unseen cards in which the heuristic bots would have played as they did,
  and every order of the hidden indicators, is equally likely; the seat chooses its
  first card, then its second on what it has seen by then (the third is forced). The
  value is exact (an average over every such world), so it varies from round to round
  only with the deal, far less than a win or a loss does.

The same rounds as issue 18's fields (bench/fields.py: seed g, the measured seat g mod
4). ``optimal`` visits up to 40,320 worlds per round (a few seconds each).
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from itertools import combinations, permutations

from pointyrules.pointy_hats.bots import HeuristicBot, RoundSim
from pointyrules.pointy_hats.rules import DECK, INDICATORS, PointyHats

PLAYERS = 4
_RULE = HeuristicBot()


def _share(sim: RoundSim, seat: int) -> float:
    return 1 / len(sim.winners) if seat in sim.winners else 0.0


def _others(sim: RoundSim, seat: int) -> None:
    """The heuristic bots play until it is ``seat``'s turn or the round is over."""
    while sim.winners is None and sim.seat != seat:
        sim.play(_RULE.play(sim.hands[sim.seat], sim.trick, sim.indicators[sim.ti], sim.n))


def _finish(sim: RoundSim, seat: int, cards) -> float:
    """``seat`` plays ``cards`` in this order, the others answer; its share of the win."""
    for card in cards:
        _others(sim, seat)
        sim.play(card)
    _others(sim, seat)
    return _share(sim, seat)


def _round(g: int) -> tuple[PointyHats, RoundSim, int]:
    """Round ``g`` up to the measured seat's first card, and the whole deal as a sim."""
    state = PointyHats.new_game(PLAYERS, seed=g, target_wins=1)
    seat = g % PLAYERS
    full = RoundSim.from_view(state.view(seat))
    full.hands = [list(h) for h in state.hands]
    full.indicators = list(state.indicators)
    _others(full, seat)
    while state.current_player != seat:
        state.apply(_RULE.choose(state))
    return state, full, seat


def clairvoyant(g: int) -> float:
    """Round ``g``: the measured seat's share of the win when it sees every card."""
    _, full, seat = _round(g)
    return max(_finish(full.copy(), seat, order) for order in permutations(full.hands[seat]))


def _worlds(state: PointyHats, seat: int) -> list[RoundSim]:
    """Every deal of the unseen cards to the others (indicators still hidden) in which
    the heuristic bots would have played this trick's cards so far."""
    view = state.view(seat)
    blank = RoundSim.from_view(view)
    seen = set(view.hand) | {c for _, c in view.trick}
    unseen = [c for c in DECK if c not in seen]
    others = [s for s in range(PLAYERS) if s != seat]
    out = []
    for deal in _deals(unseen, [view.hand_sizes[s] for s in others]):
        sim = blank.copy()
        for s, hand in zip(others, deal, strict=True):
            sim.hands[s] = sorted(hand)
        if _explains(sim, view.trick):
            out.append(sim)
    return out


def _deals(cards: list, sizes: list[int]):
    if not sizes:
        yield ()
        return
    for hand in combinations(cards, sizes[0]):
        rest = [c for c in cards if c not in hand]
        for more in _deals(rest, sizes[1:]):
            yield (hand, *more)


def _explains(sim: RoundSim, trick) -> bool:
    """Would the heuristic bots holding these hands have played ``trick``?"""
    indicator = sim.indicators[sim.ti]
    for k, (s, card) in enumerate(trick):
        hand = sim.hands[s] + [card]
        if _RULE.play(hand, trick[:k], indicator, sim.n) != card:
            return False
    return True


def optimal(g: int) -> tuple[float, float, float]:
    """Round ``g``: the measured seat's exact chance of winning under the best play on
    what it sees (a shared win counting 1/k); the same when its first card is the
    heuristic bot's choice (the rest still played best); and, over the same worlds, its
    chance if it could see every card (what the hidden cards cost it, paired)."""
    state, _, seat = _round(g)
    hidden = [x for x in INDICATORS if x not in state.indicators[:state.revealed]]
    worlds = _worlds(state, seat)
    orders = list(permutations(hidden))
    seeing = 0.0
    for blank in worlds:
        for order in orders:
            sim = blank.copy()
            sim.indicators += order
            seeing += max(_finish(sim.copy(), seat, cards)
                          for cards in permutations(state.hands[seat]))
    values = {}
    for first in state.hands[seat]:
        seen: dict[tuple, dict] = {}  # what the seat sees at its second card -> values
        count = 0
        for blank in worlds:
            for order in orders:
                sim = blank.copy()
                sim.indicators += order
                sim.play(first)
                _others(sim, seat)  # the seat's second card is next: three tricks a round
                count += 1
                key = (tuple(tuple(w) for w in sim.won), tuple(sim.indicators[:sim.revealed]),
                       tuple(sim.trick))
                totals = seen.setdefault(key, {})
                for second in sim.hands[seat]:
                    rest = [c for c in sim.hands[seat] if c != second]
                    totals[second] = totals.get(second, 0.0) + _finish(sim.copy(), seat,
                                                                       [second, *rest])
        values[first] = sum(max(t.values()) for t in seen.values()) / count
    rule = _RULE.choose(state)
    return max(values.values()), values[rule], seeing / count


CLEAR_ROUNDS = 50_000  # seeing every card costs six plays a round: many rounds are cheap


def rows(rounds: int, jobs: int) -> list[tuple[str, str, str, str]]:
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        seeing = list(pool.map(clairvoyant, range(max(rounds, CLEAR_ROUNDS)), chunksize=500))
        best = list(pool.map(optimal, range(rounds)))
    clear, opt = _mean(seeing), _mean([b for b, _, _ in best])
    rule_first = _mean([r for _, r, _ in best])
    cost = _mean([c - b for b, _, c in best])  # paired: the same worlds
    return [
        (f"PH 4p vs 3 heuristic, {len(seeing):,} rounds: best play seeing every card",
         _show(clear), "", ""),
        (f"PH 4p vs 3 heuristic, {rounds:,} rounds: best play seeing only its own",
         _show(opt), f"first card by rule of thumb {_show(rule_first)}",
         f"{opt[0] / rule_first[0]:.3f}"),
        ("  what the hidden cards cost the best play (paired, same worlds)",
         _show(cost), f"so {clear[0] - cost[0]:.1%} ± {clear[1] + cost[1]:.1%} seeing its own",
         ""),
    ]


def _mean(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (normal, over the rounds)."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, 1.96 * (var / n) ** 0.5


def _show(m: tuple[float, float]) -> str:
    return f"{m[0]:.1%} ± {m[1]:.1%}"
