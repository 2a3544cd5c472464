"""How long every game's bots think (``python3 dev.py bench decisions``): each bot's
decision time on the same seeded random positions, with the tables' budget
(``DEFAULT_BUDGET_MS``) and, as the baseline in the same run, without one (its whole
search). The p99 with the budget should stay within 1.2 times the budget.

Positions: a random number (0-59) of random moves into a seeded game at a random
player count, chance resolved by the game's own generator, skipping positions where
the game is over or a single move is legal.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from pointyrules import games
from pointyrules.core import CHANCE, DEFAULT_BUDGET_MS, RandomBot, make_bot


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bot-decisions", type=int, default=0, metavar="N",
                        help="decisions: N random positions per game (`bench decisions` "
                             "alone uses 300)")
    parser.add_argument("--bot-budget", type=float, default=DEFAULT_BUDGET_MS,
                        help="decisions: the bots' budget in ms")


def positions(name: str, count: int):
    entry = games.get(name)
    rng = random.Random(f"decisions {name}")
    found, seed = [], 0
    while len(found) < count:
        seed += 1
        state = entry.game.new_game(rng.randint(*entry.players), seed=seed)
        walker = RandomBot(seed=seed)
        for _ in range(rng.randrange(60)):
            if state.is_over:
                break
            state.apply(state.sample_chance() if state.current_player == CHANCE
                        else walker.choose(state))
        while not state.is_over and state.current_player == CHANCE:
            state.apply(state.sample_chance())
        if not state.is_over and len(state.legal_actions()) > 1:
            found.append((seed, state))
    return found


def _times(kind, found, budget) -> list[float]:
    out = []
    for seed, state in found:
        bot = make_bot(kind, seed, budget)
        t0 = time.perf_counter()
        bot.choose(state.clone())
        out.append((time.perf_counter() - t0) * 1000)
    return sorted(out)


def _p(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))]


def game_rows(name: str, count: int, budget: float) -> list[tuple[str, str, str, str]]:
    """One row per bot of the game: its decision times on ``count`` positions with the
    budget, and without one as the baseline."""
    found = positions(name, count)
    out = []
    for bot, kind in games.get(name).bots.items():
        timed = _times(kind, found, budget)
        free = _times(kind, found, None)
        out.append((f"decisions {name}: {bot}, {len(timed)} positions, budget "
                    f"{budget:g} ms (median / p99 / max)",
                    f"{statistics.median(timed):.1f} / {_p(timed, 0.99):.1f} / "
                    f"{timed[-1]:.1f} ms",
                    f"no budget {statistics.median(free):.1f} / {_p(free, 0.99):.1f} / "
                    f"{free[-1]:.1f} ms",
                    f"p99 {_p(timed, 0.99) / budget:.2f} x budget"))
    return out


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    count = args.bot_decisions or (300 if args.only == "decisions" else 0)
    if not count or args.bots:  # --bots prints these game by game
        return []
    return [row for name in games.names() for row in game_rows(name, count, args.bot_budget)]
