"""One bot against a field of others: seeded games, seats rotated, a Wilson interval.

``match(game, hero, field, games)`` plays ``games`` seeded games of a registry game with
the bot ``hero`` in one seat and the bots of ``field`` in the others (the hero's seat
moves round the table game by game, the field keeping its order after it), and counts
the hero's wins: a win shared by k players counts 1/k. Each bot is a registry name
(``"expert"``, ``"heuristic"``, ...) or ``"module:Class"`` for a bot the tables do not
offer (an older expert kept for comparison). Every bot is built as
``Bot(seed=..., budget_ms=...)``. Games run on every core, with a progress line on
stderr. The hero's decision times are measured as it plays.

``wilson(wins, n)`` is the 95% Wilson score interval, used by every win rate the
benchmarks print.
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from importlib import import_module

from pointyrules import games as registry
from pointyrules.core import CHANCE, make_bot

Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for ``wins`` successes in ``n`` trials."""
    if n <= 0:
        raise ValueError(f"a win rate needs at least one game, got n={n}")
    if not 0 <= wins <= n:
        raise ValueError(f"wins must lie between 0 and n={n}, got {wins}")
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def bot_class(game: str, spec: str) -> type:
    """A registry bot by name, or any bot class as ``"module:Class"``."""
    if ":" in spec:
        module, _, name = spec.partition(":")
        return getattr(import_module(module), name)
    bots = registry.get(game).bots
    if spec not in bots:
        raise ValueError(f"{game} has no bot {spec!r}; its bots are {', '.join(bots)} "
                         "(or give one as 'module:Class')")
    return bots[spec]


@dataclass(frozen=True)
class Result:
    wins: float  # the hero's wins, a shared win counting 1/k
    games: int
    low: float  # the 95% Wilson interval of the win rate
    high: float
    decisions_ms: tuple[float, ...]  # every decision the hero took, in ms
    seconds: float

    @property
    def rate(self) -> float:
        return self.wins / self.games

    def median_ms(self) -> float:
        return statistics.median(self.decisions_ms) if self.decisions_ms else 0.0

    def p99_ms(self) -> float:
        d = sorted(self.decisions_ms)
        return d[min(len(d) - 1, int(0.99 * len(d)))] if d else 0.0

    def text(self) -> str:
        return f"{self.rate:.1%} (95%: {self.low:.1%} to {self.high:.1%})"


def _one(job: tuple) -> tuple[float, list[float]]:
    game, hero, field, seed, budget_ms, options = job
    entry = registry.get(game)
    players = len(field) + 1
    seat = seed % players
    specs = list(field)
    specs.insert(seat, hero)  # the field keeps its order round the hero
    bots = [make_bot(bot_class(game, s), seed * 31 + i, budget_ms)
            for i, s in enumerate(specs)]
    state = entry.game.new_game(players, seed=seed, **options)
    times = []
    while not state.is_over:
        p = state.current_player
        if p == CHANCE:
            state.apply(state.sample_chance())
            continue
        t0 = time.perf_counter()
        action = bots[p].choose(state.clone() if p == seat else state)
        if p == seat:
            times.append((time.perf_counter() - t0) * 1000)
        state.apply(action)
    winners = list(state.winners())
    return (1 / len(winners) if seat in winners else 0.0), times


def match(game: str, hero: str, field: list[str] | tuple[str, ...], games: int, *,
          budget_ms: float | None = None, seed: int = 0, jobs: int | None = None,
          options: dict | None = None, label: str = "") -> Result:
    """``games`` seeded games of ``hero`` against ``field`` (see the module's text).

    ``options`` go to the game's ``new_game`` (for example ``{"target_wins": 1}`` for
    single Pointy Hats rounds)."""
    for spec in (hero, *field):
        bot_class(game, spec)  # a misspelt bot fails here, not in a worker
    todo = [(game, hero, tuple(field), seed + g, budget_ms, dict(options or {}))
            for g in range(games)]
    jobs = jobs or os.cpu_count() or 1
    t0 = time.perf_counter()
    wins, times = 0.0, []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for done, (w, ts) in enumerate(pool.map(_one, todo, chunksize=max(1, games // 50)), 1):
            wins += w
            times += ts
            if done % 10 == 0 or done == games:
                print(f"\r  {label or game}: {done}/{games} games "
                      f"({time.perf_counter() - t0:.0f} s)", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    low, high = wilson(wins, games)
    return Result(wins, games, low, high, tuple(times), time.perf_counter() - t0)
