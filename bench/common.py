"""Helpers every benchmark shares: seeded win rates on several processes, the table."""

from __future__ import annotations

import time


def _call(job):
    func, args, start, stop = job
    return func((args[0], start, stop, *args[1:]))


def seeded_rate(func, args: tuple, total: int, jobs: int = 1) -> tuple[float, float]:
    """The share of ``total`` seeded trials that ``func`` counts as wins, with the
    half-width of its 95% (normal) interval. ``func((args[0], start, stop, *args[1:]))``
    returns the wins among seeds start..stop-1; with ``jobs`` > 1 the chunks run on
    that many processes."""
    chunk = max(1, total // (jobs * 20))
    parts = [(func, args, a, min(a + chunk, total)) for a in range(0, total, chunk)]
    if jobs > 1:
        from multiprocessing import Pool
        with Pool(jobs) as pool:
            wins = sum(pool.map(_call, parts))
    else:
        wins = sum(map(_call, parts))
    rate = wins / total
    return rate, 1.96 * (rate * (1 - rate) / total) ** 0.5


def print_table(rows: list[tuple[str, str, str, str]]) -> None:
    head = ("measure", "value", "baseline", "ratio")
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(4)]
    print(" | ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)))
    print("-+-".join("-" * w for w in widths))
    for r in rows:
        print(" | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)))


def random_games(new_game, n: int, games: int, measure) -> tuple[float, int]:
    """Full games between random bots (seeds 0..games-1) per second, and the total of
    ``measure(final_state)`` over them (rounds, events, ...)."""
    from pointyrules.core import RandomBot
    bots = {s: RandomBot(seed=s) for s in range(n)}
    total = 0
    t0 = time.perf_counter()
    for g in range(games):
        state = new_game(n, seed=g)
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        total += measure(state)
    return games / (time.perf_counter() - t0), total
