"""Rice Dice rows of the benchmark table.

Exact answers (cold caches) beside Monte Carlo estimates of the same numbers, each
sized so that its standard error is about ``se``; an optional tournament of the
one-turn bot against threshold bots with 95% Wilson confidence intervals; and, behind
options, the expert against the one-turn bot head to head (two players, seats rotated,
``bench.fields.match``) and the expert's approximation against the exact values of
reduced games (``strategy.measure_error``).
"""

from __future__ import annotations

import math
import random
import time

from pointyrules.core import play_until
from pointyrules.rice_dice import odds, strategy
from pointyrules.rice_dice.bots import OneTurnBot, ThresholdBot
from pointyrules.rice_dice.odds import keep_value, success_probability, turn_advice
from pointyrules.rice_dice.rules import (
    CARDS,
    DEFAULT_DIE,
    RiceDice,
    is_umeboshi_rice,
    set_aside_choices,
    sorted_faces,
)

Row = tuple[str, str, str, str]


def _timed(f):
    odds.clear_caches()
    t0 = time.perf_counter()
    value = f()
    return value, time.perf_counter() - t0


def _simulate(turns: int, rng: random.Random, value, stop_now) -> tuple[float, float]:
    """Mean and standard error of a turn's outcome over ``turns`` seeded turns, playing
    the set-aside with the highest ``value`` and stopping when ``stop_now`` says so.
    ``stop_now`` returns the outcome to record, or None to roll on."""
    total = total_sq = 0.0
    for _ in range(turns):
        kept, left, outcome = (), 5, None
        while outcome is None:
            faces = tuple(rng.choice(DEFAULT_DIE) for _ in range(left))
            moves = set_aside_choices(kept, (DEFAULT_DIE,) * left, faces)
            if not moves:
                outcome = stop_now(None, 0)  # a bust
                break
            kept, left = max(((sorted_faces(kept + (f,) * len(taken)), left - len(taken))
                              for f, taken in moves), key=lambda m: value(*m))
            outcome = stop_now(kept, left)
        total += outcome
        total_sq += outcome * outcome
    mean = total / turns
    return mean, math.sqrt(max(total_sq / turns - mean * mean, 0) / turns)


def success_rows(se: float) -> list[Row]:
    exact, t_exact = _timed(lambda: success_probability([]))
    p = float(exact)
    turns = math.ceil(p * (1 - p) / se ** 2)
    memo: dict = {}

    def value(kept, left):
        if (kept, left) not in memo:
            memo[kept, left] = float(success_probability(kept, [DEFAULT_DIE] * left))
        return memo[kept, left]

    def stop_now(kept, left):
        if kept is None:
            return 0.0
        return 1.0 if is_umeboshi_rice(kept) else (0.0 if left == 0 else None)

    t0 = time.perf_counter()
    mean, err = _simulate(turns, random.Random(1), value, stop_now)
    t_mc = time.perf_counter() - t0
    return [("rice dice: success_probability([]), exact", f"{t_exact * 1000:.1f} ms",
             f"Monte Carlo {turns:,} turns: {t_mc:.2f} s", f"{t_mc / t_exact:,.0f}"),
            ("  value / MC estimate (its SE) / MC error", f"{p:.5f}",
             f"{mean:.5f} ({err:.5f})", f"{mean - p:+.5f}")]


def turn_rows(se: float) -> list[Row]:
    state = RiceDice.new_game(4)  # all twelve cards face up, nothing provisional
    advice, t_exact = _timed(lambda: turn_advice(state))
    exact = float(advice.best.net)
    face_up = sorted(CARDS)
    memo: dict = {}

    def value(kept, left):
        if (kept, left) not in memo:
            memo[kept, left] = float(keep_value(kept, [DEFAULT_DIE] * left, face_up).net)
        return memo[kept, left]

    def stop_now(kept, left):
        if kept is None:
            return 0.0  # a bust costs nothing with no provisional card
        here = value(kept, 0)  # the points of stopping now
        return here if left == 0 or here >= value(kept, left) else None

    rng = random.Random(2)
    _, pilot_se = _simulate(2000, rng, value, stop_now)
    turns = math.ceil(2000 * (pilot_se / (10 * se)) ** 2)  # points: aim for SE 10 * se
    t0 = time.perf_counter()
    mean, err = _simulate(turns, rng, value, stop_now)
    t_mc = time.perf_counter() - t0
    return [("rice dice: full exact turn analysis, 12-card board",
             f"{t_exact * 1000:.1f} ms", f"Monte Carlo {turns:,} turns: {t_mc:.2f} s",
             f"{t_mc / t_exact:,.0f}"),
            ("  expected points / MC estimate (its SE) / MC error", f"{exact:.4f}",
             f"{mean:.4f} ({err:.4f})", f"{mean - exact:+.4f}")]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval for a binomial proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def tournament(games: int) -> tuple[int, list[int]]:
    """One-turn bot against three threshold bots; the one-turn seat rotates."""
    wins, by_seat = 0, [0, 0, 0, 0]
    for g in range(games):
        seat = g % 4
        bots = {s: ThresholdBot() for s in range(4)}
        bots[seat] = OneTurnBot()
        state = play_until(RiceDice.new_game(4, seed=g), bots)
        winner = state.winners()[0]
        wins += winner == seat
        by_seat[winner] += 1
    return wins, by_seat


def tournament_rows(games: int) -> list[Row]:
    t0 = time.perf_counter()
    wins, by_seat = tournament(games)
    lo, hi = wilson(wins, games)
    share = (1 - wins / games) / 3  # a threshold seat's average; its interval follows
    return [(f"rice dice: one-turn bot win rate, {games:,} games vs 3 threshold bots",
             f"{wins / games:.1%} [{lo:.1%}, {hi:.1%}]",
             f"each threshold bot {share:.1%} [{(1 - hi) / 3:.1%}, {(1 - lo) / 3:.1%}]",
             f"{wins / games / 0.25:.2f}"),
            ("  wins by seat (seat 0 starts) / time", " ".join(map(str, by_seat)),
             f"{time.perf_counter() - t0:.0f} s", "")]


def headtohead_rows(games: int, jobs: int, players: int = 2) -> list[Row]:
    from .fields import match  # noqa: PLC0415 - only these options play matches

    field = ["one-turn"] * (players - 1)
    result = match("rice_dice", "expert", field, games, jobs=jobs,
                   label=f"rice dice expert vs one-turn, {players} players")
    fair = 1 / players
    target = "target 55%" if players == 2 else f"fair share {fair:.1%}"
    return [(f"rice dice: expert vs {players - 1} one-turn bot{'s' * (players > 2)}, "
             f"{games:,} {players}-player games, win rate", result.text(), target,
             f"{result.rate / (0.55 if players == 2 else fair):.2f}"),
            ("  expert's decision time, median / p99", f"{result.median_ms():.1f} ms",
             f"{result.p99_ms():.1f} ms", f"{result.seconds:.0f} s")]


# Reduced two-player games for the error rows, neither among those fitted (FIT_GAMES).
ERROR_GAMES = ((1, 2, 3, 4, 5), (1, 3, 5, 7, 9, 11))


def error_rows() -> list[Row]:
    out = []
    for cards in ERROR_GAMES:
        t0 = time.perf_counter()
        e = strategy.measure_error(cards)
        name = ",".join(map(str, cards))
        out += [(f"rice dice: approximation vs exact, cards {name}, 5 dice, "
                 f"{e.positions:,} positions: win-chance error mean / max",
                 f"{e.mean_error:.3f}", f"{e.max_error:.3f}",
                 f"{time.perf_counter() - t0:.0f} s"),
                ("  win chance the expert's choice gives away, mean / max",
                 f"{e.mean_regret:.4f}", f"{e.max_regret:.3f}", "")]
    return out


def add_arguments(parser) -> None:
    parser.add_argument("--mc-se", type=float, default=0.002,
                        help="Rice Dice: standard error the Monte Carlo estimates aim for")
    parser.add_argument("--tournament", type=int, default=0,
                        help="Rice Dice: also play this many seeded 4-player games, "
                        "one-turn bot vs threshold bots (use >= 2000)")
    parser.add_argument("--rd-headtohead", type=int, default=0,
                        help="Rice Dice: play this many two-player games, expert vs one-turn "
                        "bot (use >= 2000; --jobs processes)")
    parser.add_argument("--rd-field", type=int, default=0,
                        help="Rice Dice: play this many 3-, 4- and 5-player games each, expert "
                        "vs one-turn bots (--jobs processes)")
    parser.add_argument("--rd-error", action="store_true",
                        help="Rice Dice: measure the expert's approximation against exact "
                        "values of reduced games (about 2 minutes)")


def rows(args) -> list[Row]:
    out = turn_rows(args.mc_se) + success_rows(args.mc_se)
    out += tournament_rows(args.tournament) if args.tournament else []
    out += headtohead_rows(args.rd_headtohead, args.jobs) if args.rd_headtohead else []
    for players in (3, 4, 5) if args.rd_field else ():
        out += headtohead_rows(args.rd_field, args.jobs, players)
    return out + (error_rows() if args.rd_error else [])
