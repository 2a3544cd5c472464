"""Rice Dice's facts, declared once: who plays and its options (the registry, the
engine, the table and the research adapters read them from here)."""

from ..core import Option

PLAYERS = (2, 5)  # RD-7: 3-5 as printed, 2 as a learning option
PRINTED = (3, 5)  # the box's count
OPTIONS = (
    # RD-1: the dice's layout by name (the engine's ``dice`` takes the dice themselves:
    # ``DEFAULT_DICE`` or ``SPREAD_DICE``); the table plays the default dice
    Option("dice", ("default", "spread"), "default", rule="RD-1"),
)
