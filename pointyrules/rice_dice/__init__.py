"""Rice Dice (ライスダイス): the rules engine, exact odds and bots."""

from .dice import SPREAD_DICE, sticker_die
from .rules import (
    DEFAULT_DICE,
    DEFAULT_DIE,
    RICE,
    UMEBOSHI,
    Keep,
    Lock,
    RiceDice,
    Roll,
    Rolled,
    Stop,
)

__all__ = ["DEFAULT_DICE", "DEFAULT_DIE", "RICE", "SPREAD_DICE", "UMEBOSHI", "Keep", "Lock",
           "RiceDice", "Roll", "Rolled", "Stop", "sticker_die"]
