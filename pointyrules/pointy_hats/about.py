"""Pointy Hats' facts, declared once: who plays and its options (the registry, the
engine, the table's menus and the research adapters read them from here)."""

from ..core import Option

PLAYERS = (2, 4)  # PH-6
DEFAULT_TARGET_WINS = 3  # PH-6: round wins that win the match
OPTIONS = (
    # the chapter's table plays one round; its menu offers a match to 3 as well
    Option("target_wins", tuple(range(1, 10)), DEFAULT_TARGET_WINS, table=1, menu=(1, 3),
           adapters=False, rule="PH-6"),
)
