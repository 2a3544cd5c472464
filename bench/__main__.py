"""Benchmarks: `python3 dev.py bench` prints one table, a section per game
(bench/<game>.py, as the registry lists them) and the live tables in Chromium
(bench/page.py, alone with `python3 dev.py bench page`).

Each row is timed in this run next to a baseline measured in the same run, so the
ratios mean something on any machine: random-play rounds are compared with a bare
loop that only shuffles and deals, the expert's decisions with a random bot's, and
the exact Rice Dice analyses with a Monte Carlo estimate of the same number made
precise to a stated standard error (its time and its actual error).
"""

from __future__ import annotations

import argparse
from importlib import import_module

from pointyrules import games

from .common import print_table

# Each a module here: add_arguments(parser), rows(args).
SECTIONS = (*games.names(), "page", "ladder", "decisions", "bots", "openspiel", "ph_solve")


def make_parser() -> tuple[argparse.ArgumentParser, dict]:
    """The command line of every section together, and the sections by name."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes for the win-rate matches (--winrate, ...)")
    parser.add_argument("section", nargs="?", choices=SECTIONS, default=None,
                        help="run only this section (same as --only)")
    parser.add_argument("--only", choices=SECTIONS, default=None,
                        help="run only one game's rows, or the page's (the live tables)")
    sections = {name: import_module(f"{__package__}.{name}") for name in SECTIONS}
    for module in sections.values():
        module.add_arguments(parser)
    return parser, sections


def main() -> None:
    parser, sections = make_parser()
    args = parser.parse_args()
    args.only = args.only or args.section or ("bots" if args.bots else None) or (
        "ph_solve" if args.ph_solve else None)
    rows = []
    for name, module in sections.items():
        if args.only in (None, name):
            rows += module.rows(args)
    print_table(rows)


if __name__ == "__main__":
    main()
