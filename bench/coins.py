"""This is why you lose coins: the card solver's speed and the enclosing rectangle
against shapely (a benchmark dependency only), measured in the same run.

Baselines: the card solver is compared with one fixed-angle solve (the unit the search
over the angle repeats), the rectangle with shapely's ``minimum_rotated_rectangle``.
"""

from __future__ import annotations

import math
import random
import statistics
import time

from pointyrules.coins.geometry import ID1, best_at_angle, card_margin
from pointyrules.coins.rectangle import min_area_rectangle

RADII = (10.0, 11.0, 11.75, 10.5, 11.3, 13.25)


def game_table(rng: random.Random, n: int, spread: float = 60.0):
    """``n`` non-touching coins on a table about the size of a game's crowd."""
    coins = []
    while len(coins) < n:
        r = rng.choice(RADII)
        x, y = rng.uniform(-spread, spread), rng.uniform(-0.7 * spread, 0.7 * spread)
        if all(math.hypot(x - a, y - b) > r + c for a, b, c in coins):
            coins.append((x, y, r))
    return coins


def _timed(func, *args, **kw):
    t0 = time.perf_counter()
    out = func(*args, **kw)
    return time.perf_counter() - t0, out


def rows(args) -> list[tuple[str, str, str, str]]:
    rng = random.Random(2026)
    out = []
    tables = [game_table(rng, 12) for _ in range(args.coins_tables)]
    for tol in (1e-3, 1e-6):
        times, gaps = [], []
        for t in tables:
            dt, p = _timed(card_margin, t, tol=tol)
            times.append(dt)
            gaps.append(p.upper_bound - p.margin)
        unit = statistics.median(_timed(best_at_angle, t, 0.3, ID1)[0] for t in tables)
        med = statistics.median(times)
        out.append((f"card_margin, 12 coins, tol {tol:g} mm: median / max "
                    f"({len(tables)} tables)", f"{med * 1000:.1f} / {max(times) * 1000:.0f} ms",
                    f"one angle {unit * 1000:.2f} ms", f"{med / unit:.0f}"))
        out.append(("  certified gap: median / max", f"{statistics.median(gaps):.1e} / "
                    f"{max(gaps):.1e} mm", "", ""))
    for noise in (1.0, 3.0) if args.coins_tournament else ():
        share = tournament(args.coins_tournament, noise)
        half = 1.96 * math.sqrt(share * (1 - share) / args.coins_tournament)
        out.append((f"sharp bot's wins vs 2 human-like bots (error {noise:g} mm), "
                    f"{args.coins_tournament} games", f"{share:.1%} ± {half:.1%}",
                    "fair share 33.3%", f"{share * 3:.2f}"))
    big = [(rng.uniform(-400, 400), rng.uniform(-300, 300), rng.choice(RADII))
           for _ in range(1000)]
    dt, p = _timed(card_margin, big, tol=1e-6)
    unit, _ = _timed(best_at_angle, big, 0.3, ID1)
    out.append(("card_margin, 1,000 coins, tol 1e-6 mm", f"{dt * 1000:.0f} ms",
                f"one angle, all coins {unit * 1000:.0f} ms", f"{dt / unit:.2f}"))
    try:
        from shapely.geometry import MultiPoint
    except ImportError:  # pragma: no cover - shapely is in requirements.txt
        return out
    pts = [(rng.uniform(-100, 100), rng.uniform(-100, 100)) for _ in range(10_000)]
    ours_t, ours = _timed(min_area_rectangle, [(x, y, 0.0) for x, y in pts])
    theirs_t, theirs = _timed(lambda: MultiPoint(pts).minimum_rotated_rectangle)
    out.append(("min_area_rectangle, 10,000 points", f"{ours_t * 1000:.1f} ms",
                f"shapely {theirs_t * 1000:.1f} ms", f"{ours_t / theirs_t:.2f}"))
    out.append(("  area relative difference", f"{abs(ours.area - theirs.area) / theirs.area:.1e}",
                "", ""))
    return out


def tournament(games: int, noise: float, players: int = 3) -> float:
    """Seeded games of one sharp bot (the seat turns) against human-like bots with
    judgement error ``noise`` mm: the sharp bot's share of the wins."""
    from pointyrules.coins.bots import HumanBot, SharpBot
    from pointyrules.coins.rules import CoinsGame
    from pointyrules.core import play_until

    wins = 0.0
    for g in range(games):
        seat = g % players
        bots = {p: SharpBot(seed=10 * g + p) if p == seat
                else HumanBot(seed=10 * g + p, noise=noise) for p in range(players)}
        winners = play_until(CoinsGame.new_game(players, seed=1000 + g), bots).winners()
        wins += (seat in winners) / len(winners)
    return wins / games


def add_arguments(parser) -> None:
    parser.add_argument("--coins-tables", type=int, default=50,
                        help="coins: random 12-coin tables timed")
    parser.add_argument("--coins-tournament", type=int, default=0,
                        help="coins: also play this many seeded 3-player games per error "
                        "size, sharp bot vs two human-like bots (about 5 s a game)")
