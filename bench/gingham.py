"""Gingham rows of the benchmark table (``python3 dev.py bench --only gingham``).

- Random full games per second for 2-4 players, beside a baseline measured in the same
  run: the seeded setup alone (sweets and abilities shuffled onto a new board). The
  label gives the mean rounds per game and the share ended by the round limit (GI-15):
  with 4 players the cloth fills and play goes on by push-outs (GI-14).
- The greedy bot's decision time (decisions with a real choice, seat 0 against random
  bots), beside the random bot's.
"""

from __future__ import annotations

import argparse
import statistics
import time

from pointyrules.core import RandomBot
from pointyrules.gingham.bots import GreedyBot
from pointyrules.gingham.rules import ROUND_LIMIT, Gingham

from .common import random_games


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--gingham-games", type=int, default=60,
                        help="Gingham: random full games per player count")
    parser.add_argument("--gingham-decisions", type=int, default=3,
                        help="Gingham: 4-player games whose greedy decisions are timed")


def games_per_second(n: int, games: int) -> tuple[float, float, float, float]:
    """Random full games per second, and per game the mean number of logged events, the
    mean number of rounds and the share of games ended by the round limit (GI-15)."""
    ends = []

    def measure(state: Gingham) -> int:
        ends.append((state.round_number, state.end_reason["kind"] == ROUND_LIMIT))
        return len(state.log)

    rate, events = random_games(Gingham.new_game, n, games, measure)
    return (rate, events / games, sum(r for r, _ in ends) / games,
            sum(limit for _, limit in ends) / games)


def setup_per_second(n: int, games: int) -> float:
    """Baseline: the seeded setups alone."""
    t0 = time.perf_counter()
    for g in range(games):
        Gingham.new_game(n, seed=g)
    return games / (time.perf_counter() - t0)


def decision_times(games: int, make_bot) -> list[float]:
    """Seat 0's decision times (two or more legal actions) against random bots."""
    times = []
    for g in range(games):
        state = Gingham.new_game(4, seed=30_000 + g)
        bot, others = make_bot(g), {s: RandomBot(seed=g * 10 + s) for s in range(1, 4)}
        while not state.is_over:
            if state.current_player == 0 and len(state.legal_actions()) > 1:
                t0 = time.perf_counter()
                state.apply(bot.choose(state))
                times.append(time.perf_counter() - t0)
            else:
                state.apply((others.get(state.current_player) or bot).choose(state))
    return times


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    out = []
    for n in (2, 3, 4):
        gps, actions, rounds, limit = games_per_second(n, args.gingham_games)
        base = setup_per_second(n, args.gingham_games)
        out.append((f"Gingham random full games/s, {n} players ({actions:.0f} events, "
                    f"{rounds:.0f} rounds each; {limit:.0%} at the round limit)",
                    f"{gps:,.1f}", f"setup-only {base:,.0f}/s", f"{gps / base:.4f}"))
    rand = decision_times(args.gingham_decisions, lambda g: RandomBot(seed=g))
    greedy = decision_times(args.gingham_decisions, lambda g: GreedyBot(seed=g))
    med, base = statistics.median(greedy), statistics.median(rand)
    out.append(("Gingham greedy decision, 4 players: median", f"{med * 1000:.2f} ms",
                f"random bot {base * 1e6:.1f} µs", f"{med / base:,.0f}"))
    out.append((f"  median / 90th percentile / max ({len(greedy)} decisions)",
                f"{med * 1000:.1f} / {statistics.quantiles(greedy, n=10)[-1] * 1000:.1f} / "
                f"{max(greedy) * 1000:.1f} ms", "", ""))
    return out
