"""This is why you lose coins: its facts, declared once: who plays and its options
(the registry, the engine, the table's menus and the research adapters read them)."""

from ..core import Option

PLAYERS = (2, 4)  # as the rule text gives them
TARGET = 3  # LC-5: first to 3 points
OPTIONS = (
    # the chapter's table plays one round; its menu offers a game to 3 points as well
    Option("target", (1, 2, 3), TARGET, table=1, menu=(1, 3), rule="LC-5"),
    Option("challenge", (False, True), False, menu=(False, True), adapters=False,
           rule="LC-6"),
)
