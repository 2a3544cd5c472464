"""The bots, game by game (``python3 dev.py bench -- --bots N``): for every game, the
expert's win rate against each field below (N seeded games each, seats rotated, 95%
Wilson intervals, bench/fields.py), the decision times of every bot on random positions
with the tables' budget (bench/decisions.py, ``--bot-decisions``, 1,000 by default
here), and the ladder of every bot at every player count (bench/ladder.py, ``--ladder``
games per line-up and seat rotation, 2 by default here).

The fields are issue 18's: the trick-taking experts at 50 ms a move against three
heuristic bots and against a mixed field, with the expert they replaced measured in the
same run; Rice Dice's expert head to head with the one-turn bot; the others against
their game's weaker bots. ``--bots-game`` runs one game only.
"""

from __future__ import annotations

import argparse
from typing import NamedTuple

from pointyrules import games
from pointyrules.core import DEFAULT_BUDGET_MS

from . import decisions, ladder
from .fields import match


class Field(NamedTuple):
    label: str
    hero: str
    field: tuple[str, ...]
    budget_ms: float = DEFAULT_BUDGET_MS
    options: tuple[tuple[str, object], ...] = ()


TRICKS_MS = 50  # issue 18: the trick-taking experts, at most 50 ms a decision
PH_ROUND = (("target_wins", 1),)  # Pointy Hats: single rounds

FIELDS: dict[str, tuple[Field, ...]] = {
    "pointy_hats": (
        Field("expert vs 3 heuristic, 4p rounds", "expert", ("heuristic",) * 3,
              TRICKS_MS, PH_ROUND),
        Field("the old expert vs 3 heuristic, 4p rounds (the baseline)",
              "pointyrules.pointy_hats.bots:OldExpertBot", ("heuristic",) * 3,
              TRICKS_MS, PH_ROUND),
        Field("expert vs old expert, heuristic, random, 4p rounds", "expert",
              ("pointyrules.pointy_hats.bots:OldExpertBot", "heuristic", "random"),
              TRICKS_MS, PH_ROUND),
    ),
    "rice_dice": (
        Field("expert vs one-turn, 2p", "expert", ("one-turn",)),
        Field("expert vs one-turn, threshold, random, 4p", "expert",
              ("one-turn", "threshold", "random")),
    ),
    "dokitto": (
        Field("expert vs 3 heuristic, 4p", "expert", ("heuristic",) * 3, TRICKS_MS),
        Field("the old expert vs 3 heuristic, 4p (the baseline)",
              "pointyrules.dokitto.bots:OldExpertBot", ("heuristic",) * 3, TRICKS_MS),
        Field("expert vs old expert, heuristic, random, 4p", "expert",
              ("pointyrules.dokitto.bots:OldExpertBot", "heuristic", "random"), TRICKS_MS),
    ),
    "gingham": (
        Field("expert vs random, 2p", "expert", ("random",)),
        Field("expert vs 3 random, 4p", "expert", ("random",) * 3),
    ),
    "coins": (
        Field("expert vs human-like, 2p", "expert", ("human-like",)),
        Field("expert vs 2 human-like, 3p", "expert", ("human-like",) * 2),
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bots", type=int, default=0, metavar="N",
                        help="bots: N seeded games per field, then decisions and ladder, "
                             "game by game")
    parser.add_argument("--bots-game", choices=games.names(), default=None,
                        help="bots: only this game")


def field_rows(name: str, count: int, jobs: int) -> list[tuple[str, str, str, str]]:
    out = []
    for f in FIELDS[name]:
        found = match(name, f.hero, f.field, count, budget_ms=f.budget_ms,
                      options=dict(f.options), jobs=jobs, label=f"{name}: {f.label}")
        share = 1 / (len(f.field) + 1)
        out.append((f"{name}: {f.label} ({count:,} games, {f.budget_ms:g} ms a move)",
                    found.text(),
                    f"an equal share {share:.0%}",
                    f"its moves {found.median_ms():.1f} / {found.p99_ms():.1f} ms "
                    "(median / p99)"))
    return out


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    if not args.bots:
        return []
    jobs = ladder.jobs_of(args)
    count = args.bot_decisions or 1000
    per_lineup = args.ladder or 2
    out = []
    for name in games.names():
        if args.bots_game in (None, name):
            out += field_rows(name, args.bots, jobs)
            out += decisions.game_rows(name, count, args.bot_budget)
            out += ladder.game_rows(name, per_lineup, jobs)
    return out
