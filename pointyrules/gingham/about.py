"""Gingham's facts, declared once: who plays and its options (the registry, the
engine, the table and the research adapters read them from here)."""

from ..core import Option

PLAYERS = (2, 4)  # GI-1: the board is 8 x 8 for two, 10 x 10 for three or four
MAX_ROUNDS = 80  # GI-15: the default round limit, an engine safeguard (None: no limit)
OPTIONS = (
    Option("max_rounds", (None, *range(1, 1001)), MAX_ROUNDS, adapters=False, rule="GI-15"),
)
