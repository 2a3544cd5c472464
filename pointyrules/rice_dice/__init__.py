"""Rice Dice (ライスダイス): the rules engine, exact odds and bots."""

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

__all__ = ["DEFAULT_DICE", "DEFAULT_DIE", "RICE", "UMEBOSHI", "Keep", "Lock", "RiceDice",
           "Roll", "Rolled", "Stop"]
