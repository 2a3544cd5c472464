"""Doki-tto! Ice's facts, declared once: who plays and its options (the registry, the
engine, the table's menus and the research adapters read them from here)."""

from ..core import Option

PLAYERS = (2, 4)  # DI-2
TWO_PLAYER_HANDS = (10, 12)  # DI-2: 10 each and 4 aside (default), or 12 each
DEFAULT_TARGET = 3  # DI-9: trophies that win the game
COLOUR_SETS = ("SCM", "SCV", "SMV", "CMV")  # DI-2: three players choose three colours
OPTIONS = (
    # the chapter's table plays one round; its menu offers a game to 3 trophies as well
    Option("target", tuple(range(1, 10)), DEFAULT_TARGET, table=1, menu=(1, 3),
           adapters=False, rule="DI-9"),
    Option("two_player_hand", TWO_PLAYER_HANDS, TWO_PLAYER_HANDS[0], menu=TWO_PLAYER_HANDS,
           rule="DI-2"),
    Option("colours", COLOUR_SETS, None, rule="DI-2"),  # None: the engine's choice
)
