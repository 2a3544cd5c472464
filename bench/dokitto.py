"""Doki-tto! Ice rows of the benchmark table (``python3 dev.py bench``).

- Random full games per second (rounds until a player has 3 trophies) for 2-4
  players, beside a baseline measured in the same run: a bare loop doing only the
  seeded shuffles and deals of the same number of rounds.
- The expert bot's decision time for 2, 3 and 4 players at ``--dokitto-budget`` ms a
  move (only decisions with a real choice), beside the heuristic bot's, and the
  search iterations it fitted in.
- With ``--dokitto-winrate N``: the expert's game-win rate in seat 0 against three
  heuristic bots over N seeded games, with a 95% interval, beside a heuristic bot in
  the same seat (``--jobs`` processes).
- With ``--dokitto-fields N``: issue 18's fields (bench/bots.py), N seeded 4-player
  games each at 50 ms a move, seats rotated, 95% Wilson intervals: the expert against
  three heuristic bots, the expert it replaced (``TrickSearchBot``) against the same,
  and the expert against a mixed field (the old expert, a heuristic and a random bot).
"""

from __future__ import annotations

import argparse
import statistics
import time

from pointyrules import cards
from pointyrules.core import Rng
from pointyrules.dokitto.bots import ExpertBot, HeuristicBot
from pointyrules.dokitto.rules import Dokitto, deck_for, hand_size

from .bots import TRICKS_MS, field_rows
from .common import random_games, seeded_rate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=300,
                        help="Doki-tto! Ice: random full games per player count")
    parser.add_argument("--dokitto-decisions", type=int, default=4,
                        help="Doki-tto! Ice: games per player count whose expert decisions "
                        "are timed")
    parser.add_argument("--dokitto-winrate", type=int, default=0,
                        help="Doki-tto! Ice: also play this many seeded 4-player games, "
                        "expert vs 3 heuristic bots")
    parser.add_argument("--dokitto-budget", type=float, default=TRICKS_MS,
                        help="Doki-tto! Ice: the expert's time budget per decision, in ms")
    parser.add_argument("--dokitto-fields", type=int, default=0, metavar="N",
                        help="Doki-tto! Ice: N seeded 4-player games per field of issue 18 "
                        "(expert and old expert vs 3 heuristic, expert vs a mixed field)")


def games_per_second(n: int, games: int) -> tuple[float, int]:
    """Random full games per second, and the rounds they took."""
    return random_games(Dokitto.new_game, n, games, lambda state: state.round_number)


def deal_only_per_second(n: int, games: int, rounds: int) -> float:
    """Baseline: the same number of seeded shuffles and deals, and nothing else."""
    deck, size = deck_for(n), hand_size(n)
    t0 = time.perf_counter()
    for r in range(rounds):
        cards.deal(Rng(r), deck, n, size)
    return games / (time.perf_counter() - t0)


def decision_times(n: int, games: int, make_bot) -> tuple[list[float], list[int]]:
    """Seat 0's decision times in seeded n-player games with heuristic opponents, and
    the search iterations of each (0 for a bot that does not search)."""
    times, nodes = [], []
    for g in range(games):
        state = Dokitto.new_game(n, seed=20_000 + g, start_player=g % n)
        bot, other = make_bot(g), HeuristicBot()
        while not state.is_over:
            if state.current_player == 0 and len(state.legal_actions()) > 1:
                t0 = time.perf_counter()
                state.apply(bot.choose(state))
                times.append(time.perf_counter() - t0)
                nodes.append(getattr(bot, "last_report", {}).get("iterations", 0))
            else:
                state.apply(other.choose(state))
    return times, nodes


def _play_games(args: tuple[bool, int, int, float]) -> int:
    """Games won by seat 0 (shared wins count) for seeds start..stop-1."""
    expert, start, stop, budget_ms = args
    wins = 0
    for g in range(start, stop):
        # The start player rotates, so seat 0 plays from every position.
        state = Dokitto.new_game(4, seed=g, start_player=g % 4)
        first = ExpertBot(seed=g, budget_ms=budget_ms) if expert else HeuristicBot()
        bots = {0: first, 1: HeuristicBot(), 2: HeuristicBot(), 3: HeuristicBot()}
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        wins += 0 in state.winners()
    return wins


def win_rate(games: int, expert: bool, budget_ms: float, jobs: int = 1) -> tuple[float, float]:
    """Seat 0's game-win rate over seeded games and the half-width of its 95% interval."""
    return seeded_rate(_play_games, (expert, budget_ms), games, jobs)


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    out = []
    for n in (2, 3, 4):
        gps, rounds = games_per_second(n, args.games)
        base = deal_only_per_second(n, args.games, rounds)
        out.append((f"Doki-tto! Ice random full games/s, {n} players "
                    f"({rounds / args.games:.1f} rounds each)", f"{gps:,.0f}",
                    f"deal-only {base:,.0f}/s", f"{gps / base:.3f}"))
    budget = args.dokitto_budget
    for n in (2, 3, 4):
        heur, _ = decision_times(n, args.dokitto_decisions, lambda g: HeuristicBot())
        exp, iters = decision_times(n, args.dokitto_decisions,
                                    lambda g: ExpertBot(seed=g, budget_ms=budget))
        med, base = statistics.median(exp), statistics.median(heur)
        out.append((f"Doki-tto! Ice expert decision ({budget:g} ms budget), {n} players: "
                    "median", f"{med * 1000:.1f} ms", f"heuristic bot {base * 1e6:.1f} µs",
                    f"{med / base:,.0f}"))
        out.append((f"  median / 90th percentile / max ({len(exp)} decisions)",
                    f"{med * 1000:.0f} / {statistics.quantiles(exp, n=10)[-1] * 1000:.0f} / "
                    f"{max(exp) * 1000:.0f} ms", "", ""))
        out.append(("  search iterations per decision: median / min",
                    f"{statistics.median(iters):,.0f} / {min(iters):,}", "", ""))
    if args.dokitto_winrate:
        g = args.dokitto_winrate
        base, base_ci = win_rate(g, expert=False, budget_ms=budget, jobs=args.jobs)
        rate, ci = win_rate(g, expert=True, budget_ms=budget, jobs=args.jobs)
        out.append((f"Doki-tto! Ice expert game-win rate vs 3 heuristic ({g:,} games)",
                    f"{rate:.1%} ± {ci:.1%}", f"heuristic in seat 0 {base:.1%} ± {base_ci:.1%}",
                    f"{rate / base:.2f}"))
    if args.dokitto_fields:
        out += field_rows("dokitto", args.dokitto_fields, args.jobs)
    return out
