"""Pig's facts, declared once: who plays and its options."""

from pointyrules.core import Option

PLAYERS = (2, 3)
OPTIONS = (Option("target", (10, 20, 30), 20),)
