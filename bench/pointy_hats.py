"""Pointy Hats rows: random-play speed against a deal-only loop, the expert's decision
times (at ``--ph-budget`` ms a move) against a random bot's, with ``--winrate`` its
round-win rate against random bots, and with ``--ph-fields N`` issue 18's fields
(bench/bots.py): N seeded 4-player single rounds each at 50 ms a move, seats rotated,
95% Wilson intervals: the expert against three heuristic bots, the expert it replaced
(``UniformOpponentsBot``) against the same, and the expert against a mixed field (the
old expert, a heuristic and a random bot). ``--ph-ceiling N``: the best any seat can do
against three heuristic bots, exactly, on N of the same rounds (bench/ceiling.py)."""

from __future__ import annotations

import argparse
import statistics
import time

from pointyrules.core import RandomBot, Rng
from pointyrules.pointy_hats.bots import ExpertBot
from pointyrules.pointy_hats.rules import PointyHats

from . import ceiling
from .bots import TRICKS_MS, field_rows
from .common import seeded_rate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=int, default=5000, help="random-play rounds")
    parser.add_argument("--decisions", type=int, default=30, help="expert rounds timed")
    parser.add_argument("--winrate", type=int, default=0,
                        help="also play this many seeded 4-player rounds expert vs random")
    parser.add_argument("--ph-budget", type=float, default=TRICKS_MS,
                        help="Pointy Hats: the expert's time budget per decision, in ms")
    parser.add_argument("--ph-fields", type=int, default=0, metavar="N",
                        help="Pointy Hats: N seeded 4-player rounds per field of issue 18 "
                        "(expert and old expert vs 3 heuristic, expert vs a mixed field)")
    parser.add_argument("--ph-ceiling", type=int, default=0, metavar="N",
                        help="Pointy Hats: the best any seat can do against 3 heuristic bots "
                        "on N seeded 4-player rounds, exactly (bench/ceiling.py; ~4 s a round)")


def rounds_per_second(n: int, rounds: int) -> float:
    bots = {s: RandomBot(seed=s) for s in range(n)}
    t0 = time.perf_counter()
    for r in range(rounds):
        state = PointyHats.new_game(n, seed=r, target_wins=1)
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
    return rounds / (time.perf_counter() - t0)


def deals_per_second(n: int, rounds: int) -> float:
    """Baseline: only the seeded shuffle and deal a round starts with."""
    from pointyrules.pointy_hats.rules import DECK, INDICATORS
    t0 = time.perf_counter()
    for r in range(rounds):
        rng = Rng(r)
        deck = rng.shuffled(DECK)
        [deck[3 * s:3 * s + 3] for s in range(n)]
        rng.shuffled(INDICATORS)
    return rounds / (time.perf_counter() - t0)


def decision_times(n: int, rounds: int, make_bot) -> tuple[list[float], dict[int, list[float]]]:
    """Seat 0's decision times when it has a real choice (two or more cards), by trick."""
    times, by_trick = [], {0: [], 1: []}
    for r in range(rounds):
        state = PointyHats.new_game(n, seed=10_000 + r, target_wins=1, dealer=r % n)
        bot, rnd = make_bot(r), RandomBot(seed=r)
        while not state.is_over:
            if state.current_player == 0 and len(state.hands[0]) > 1:
                trick = state.tricks_done
                t0 = time.perf_counter()
                state.apply(bot.choose(state))
                dt = time.perf_counter() - t0
                times.append(dt)
                by_trick[trick].append(dt)
            else:
                state.apply(rnd.choose(state))
    return times, by_trick


def _play_rounds(args: tuple[int, int, int, bool, float]) -> int:
    """Rounds won by seat 0 (shared wins count) for seeds start..stop-1."""
    n, start, stop, expert, budget_ms = args
    wins = 0
    for r in range(start, stop):
        # The dealer rotates so seat 0 plays from every position in the play order.
        state = PointyHats.new_game(n, seed=r, target_wins=1, dealer=r % n)
        first = ExpertBot(seed=r, budget_ms=budget_ms) if expert else RandomBot(seed=r * 10)
        bots = {0: first, **{s: RandomBot(seed=r * 10 + s) for s in range(1, n)}}
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        wins += 0 in state.winners()
    return wins


def win_rate(n: int, rounds: int, expert: bool, budget_ms: float,
             jobs: int = 1) -> tuple[float, float]:
    """Seat 0's round-win rate over seeded rounds and the half-width of its 95% interval."""
    return seeded_rate(_play_rounds, (n, expert, budget_ms), rounds, jobs)


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    rows = []
    for n in (2, 3, 4):
        base = deals_per_second(n, args.rounds)
        rps = rounds_per_second(n, args.rounds)
        rows.append((f"random rounds/s, {n} players", f"{rps:,.0f}",
                     f"deal-only {base:,.0f}/s", f"{rps / base:.3f}"))
    for n in (2, 3, 4):
        rand, _ = decision_times(n, args.decisions, lambda r: RandomBot(seed=r))
        exp, by_trick = decision_times(n, args.decisions,
                                       lambda r: ExpertBot(seed=r, budget_ms=args.ph_budget))
        med, base = statistics.median(exp), statistics.median(rand)
        rows.append((f"expert decision ({args.ph_budget:g} ms budget), {n} players: median",
                     f"{med * 1000:.1f} ms",
                     f"random bot {base * 1e6:.1f} µs", f"{med / base:,.0f}"))
        for trick, ts in by_trick.items():
            if ts:
                rows.append((f"  trick {trick + 1}: median / max ({len(ts)} decisions)",
                             f"{statistics.median(ts) * 1000:.1f} / {max(ts) * 1000:.0f} ms",
                             "", ""))
    if args.winrate:
        base, base_ci = win_rate(4, args.winrate, expert=False, budget_ms=args.ph_budget)
        rate, ci = win_rate(4, args.winrate, expert=True, budget_ms=args.ph_budget,
                            jobs=args.jobs)
        rows.append((f"expert round-win rate vs 3 random ({args.winrate:,} rounds)",
                     f"{rate:.2%} ± {ci:.2%}", f"random in seat 0 {base:.2%} ± {base_ci:.2%}",
                     f"{rate / base:.2f}"))
    if args.ph_fields:
        rows += field_rows("pointy_hats", args.ph_fields, args.jobs)
    if args.ph_ceiling:
        rows += ceiling.rows(args.ph_ceiling, args.jobs)
    return rows
