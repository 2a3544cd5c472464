"""The bots' ladder (``python3 dev.py bench ladder``): for every game and player count,
a seeded round robin of every line-up of the game's bots (each mix of bots, with its
seats rotated), and a rating per bot fitted to the results.

Every game is read as pairwise results between seats of different bots: a winner beats
a non-winner, otherwise the higher score beats the lower, equal is half a win each. A
Bradley-Terry model is fitted to those (minorisation-maximisation, with half a win and
half a loss against a reference bot of rating 0 as a weak prior, so a bot that never
won still gets a finite rating) and shown on the Elo scale, 400 log10 of the strength,
the game's weakest listed bot (its last, usually the random one) at 0. The intervals
are the 2.5th and 97.5th percentiles of the ratings refitted to games resampled with
replacement (200 bootstrap draws). The bots think without a clock (``budget_ms=None``,
their whole search), so a seeded game is the same on any machine. Games run on every
core (``--jobs``), with a progress line on stderr.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor, as_completed
from itertools import combinations_with_replacement

from pointyrules import games
from pointyrules.core import CHANCE, make_bot

BOOTSTRAP = 200


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ladder", type=int, default=0, metavar="N",
                        help="ladder: N seeded games per line-up and seat rotation "
                             "(`bench ladder` alone uses 2)")
    parser.add_argument("--ladder-game", choices=games.names(), default=None,
                        help="ladder: only this game")


def lineups(bots: list[str], players: int) -> list[tuple[str, ...]]:
    """Every mix of the bots in ``players`` seats, except one bot alone, each rotated
    through the seats."""
    out = []
    for mix in combinations_with_replacement(bots, players):
        if len(set(mix)) < 2:
            continue
        out += [mix[r:] + mix[:r] for r in range(players)]
    return out


def play(job: tuple[str, tuple[str, ...], int]) -> tuple[tuple[str, ...], list, list]:
    """One seeded game of ``name`` with these bots in seats 0.. ; its winners and scores."""
    name, seats, seed = job
    entry = games.get(name)
    kinds = entry.bots
    state = entry.game.new_game(len(seats), seed=seed)
    # every bot's whole search (no clock), so a seeded game is replayed exactly
    bots = [make_bot(kinds[kind], seed * 31 + i, None) for i, kind in enumerate(seats)]
    while not state.is_over:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
        else:
            state.apply(bots[state.current_player].choose(state))
    return seats, list(state.winners()), [float(s) for s in state.scores()]


def pairwise(result) -> list[tuple[str, str, float]]:
    """(bot a, bot b, a's share: 1, 0.5 or 0) for every pair of seats of different bots."""
    seats, winners, scores = result
    out = []
    for i in range(len(seats)):
        for j in range(i + 1, len(seats)):
            if seats[i] == seats[j]:
                continue
            a = (i in winners, scores[i])
            b = (j in winners, scores[j])
            out.append((seats[i], seats[j], 1.0 if a > b else 0.0 if a < b else 0.5))
    return out


def bradley_terry(pairs: list[tuple[str, str, float]], bots: list[str]) -> dict[str, float]:
    """Elo-scale ratings (the last bot at 0) fitted to the pairwise results."""
    wins = dict.fromkeys(bots, 0.5)  # the prior: half a win, half a loss against 1.0
    meets: dict[tuple[str, str], float] = defaultdict(float)
    for a, b, share in pairs:
        wins[a] += share
        wins[b] += 1 - share
        meets[a, b] += 1
        meets[b, a] += 1
    strength = dict.fromkeys(bots, 1.0)
    for _ in range(500):
        new = {}
        for i in bots:
            denom = 1 / (strength[i] + 1.0)  # the prior's one meeting with strength 1
            denom += sum(meets[i, j] / (strength[i] + strength[j]) for j in bots if j != i)
            new[i] = wins[i] / denom
        done = max(abs(math.log(new[i] / strength[i])) for i in bots) < 1e-9
        strength = new
        if done:
            break
    base = strength[bots[-1]]
    return {b: 400 * math.log10(strength[b] / base) for b in bots}


def ladder(name: str, players: int, per_lineup: int, jobs: int) -> dict:
    """Ratings with intervals for one game and player count."""
    bots = list(games.get(name).bots)
    todo = [(name, seats, seed) for seats in lineups(bots, players)
            for seed in range(per_lineup)]
    results = []
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play, job) for job in todo]
        for done, future in enumerate(as_completed(futures), 1):
            results.append(future.result())
            print(f"\r  ladder {name}, {players} players: {done}/{len(todo)} games "
                  f"({time.perf_counter() - t0:.0f} s)", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    results.sort()  # the same fit whatever order the processes finished in
    games_pairs = [pairwise(r) for r in results]
    ratings = bradley_terry([p for g in games_pairs for p in g], bots)
    rng = random.Random(0)
    draws = []
    for _ in range(BOOTSTRAP):
        sample = [games_pairs[rng.randrange(len(games_pairs))] for _ in games_pairs]
        draws.append(bradley_terry([p for g in sample for p in g], bots))
    share = defaultdict(lambda: [0.0, 0])
    for a, b, s in (p for g in games_pairs for p in g):
        share[a][0] += s
        share[a][1] += 1
        share[b][0] += 1 - s
        share[b][1] += 1
    out = {}
    for b in bots:
        values = sorted(d[b] for d in draws)
        out[b] = (ratings[b], values[int(0.025 * BOOTSTRAP)], values[int(0.975 * BOOTSTRAP) - 1],
                  share[b][0] / max(1, share[b][1]))
    return {"games": len(results), "seconds": time.perf_counter() - t0, "ratings": out}


def game_rows(name: str, per_lineup: int, jobs: int) -> list[tuple[str, str, str, str]]:
    """The ladder's rows for one game, every player count."""
    entry = games.get(name)
    weakest = list(entry.bots)[-1]
    out = []
    for players in range(entry.players[0], entry.players[1] + 1):
        found = ladder(name, players, per_lineup, jobs)
        for bot, (rating, low, high, share) in sorted(
                found["ratings"].items(), key=lambda item: -item[1][0]):
            out.append((f"ladder {name} {players}p: {bot} ({found['games']} games, "
                        f"{found['seconds']:.0f} s)",
                        f"{rating:+.0f} Elo (95%: {low:+.0f} to {high:+.0f})",
                        f"{weakest} 0",
                        f"wins {share:.0%} of pairings"))
    return out


def jobs_of(args: argparse.Namespace) -> int:
    return args.jobs if args.jobs > 1 else (os.cpu_count() or 1)


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    per_lineup = args.ladder or (2 if args.only == "ladder" else 0)
    if not per_lineup or args.bots:  # --bots prints these game by game
        return []
    return [row for name in games.names() if args.ladder_game in (None, name)
            for row in game_rows(name, per_lineup, jobs_of(args))]
