"""Benchmarks: `python3 dev.py bench` prints one table (Doki-tto! Ice rows: bench/dokitto.py;
the live tables in Chromium: bench/page.py, alone with `python3 dev.py bench page`).

Each row is timed in this run next to a baseline measured in the same run, so the
ratios mean something on any machine: random-play rounds are compared with a bare
loop that only shuffles and deals, the expert's decisions with a random bot's, and
the exact Rice Dice analyses with a Monte Carlo estimate of the same number made
precise to a stated standard error (its time and its actual error).
"""

from __future__ import annotations

import argparse
import statistics
import time

from pointyrules.core import RandomBot, Rng
from pointyrules.pointy_hats.bots import ExpertBot
from pointyrules.pointy_hats.rules import PointyHats

from . import coins, dokitto, gingham, page, rice_dice
from .common import print_table, seeded_rate


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


def _play_rounds(args: tuple[int, int, int, bool]) -> int:
    """Rounds won by seat 0 (shared wins count) for seeds start..stop-1."""
    n, start, stop, expert = args
    wins = 0
    for r in range(start, stop):
        # The dealer rotates so seat 0 plays from every position in the play order.
        state = PointyHats.new_game(n, seed=r, target_wins=1, dealer=r % n)
        first = ExpertBot(seed=r) if expert else RandomBot(seed=r * 10)
        bots = {0: first, **{s: RandomBot(seed=r * 10 + s) for s in range(1, n)}}
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        wins += 0 in state.winners()
    return wins


def win_rate(n: int, rounds: int, expert: bool, jobs: int = 1) -> tuple[float, float]:
    """Seat 0's round-win rate over seeded rounds and the half-width of its 95% interval."""
    return seeded_rate(_play_rounds, (n, expert), rounds, jobs)


def pointy_hats_rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    rows = []
    for n in (2, 3, 4):
        base = deals_per_second(n, args.rounds)
        rps = rounds_per_second(n, args.rounds)
        rows.append((f"random rounds/s, {n} players", f"{rps:,.0f}",
                     f"deal-only {base:,.0f}/s", f"{rps / base:.3f}"))
    for n in (2, 3, 4):
        rand, _ = decision_times(n, args.decisions, lambda r: RandomBot(seed=r))
        exp, by_trick = decision_times(n, args.decisions, lambda r: ExpertBot(seed=r))
        med, base = statistics.median(exp), statistics.median(rand)
        rows.append((f"expert decision, {n} players: median", f"{med * 1000:.1f} ms",
                     f"random bot {base * 1e6:.1f} µs", f"{med / base:,.0f}"))
        for trick, ts in by_trick.items():
            if ts:
                rows.append((f"  trick {trick + 1}: median / max ({len(ts)} decisions)",
                             f"{statistics.median(ts) * 1000:.1f} / {max(ts) * 1000:.0f} ms",
                             "", ""))
    if args.winrate:
        base, base_ci = win_rate(4, args.winrate, expert=False)
        rate, ci = win_rate(4, args.winrate, expert=True, jobs=args.jobs)
        rows.append((f"expert round-win rate vs 3 random ({args.winrate:,} rounds)",
                     f"{rate:.2%} ± {ci:.2%}", f"random in seat 0 {base:.2%} ± {base_ci:.2%}",
                     f"{rate / base:.2f}"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5000, help="random-play rounds")
    parser.add_argument("--decisions", type=int, default=30, help="expert rounds timed")
    parser.add_argument("--winrate", type=int, default=0,
                        help="also play this many seeded 4-player rounds expert vs random")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes for --winrate and --dokitto-winrate")
    parser.add_argument("--mc-se", type=float, default=0.002,
                        help="Rice Dice: standard error the Monte Carlo estimates aim for")
    parser.add_argument("--tournament", type=int, default=0,
                        help="Rice Dice: also play this many seeded 4-player games, "
                        "optimal bot vs threshold bots (use >= 2000)")
    sections = ["pointy_hats", "rice_dice", "dokitto", "gingham", "coins", "page"]
    parser.add_argument("section", nargs="?", choices=sections, default=None,
                        help="run only this section (same as --only)")
    parser.add_argument("--only", choices=sections, default=None,
                        help="run only one game's rows, or the page's (the live tables)")
    dokitto.add_arguments(parser)
    gingham.add_arguments(parser)
    coins.add_arguments(parser)
    page.add_arguments(parser)
    args = parser.parse_args()
    args.only = args.only or args.section
    rows = []
    if args.only in (None, "pointy_hats"):
        rows += pointy_hats_rows(args)
    if args.only in (None, "rice_dice"):
        rows += rice_dice.rows(args.mc_se, args.tournament)
    if args.only in (None, "dokitto"):
        rows += dokitto.rows(args)
    if args.only in (None, "gingham"):
        rows += gingham.rows(args)
    if args.only in (None, "coins"):
        rows += coins.rows(args)
    if args.only in (None, "page"):
        rows += page.rows(args)
    print_table(rows)


if __name__ == "__main__":
    main()
