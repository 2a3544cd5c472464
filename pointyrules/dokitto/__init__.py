"""Doki-tto! Ice (ドキッと! アイス): the rules engine (DI-1..DI-13) and the bots."""

from .rules import Card, Dokitto, Take

__all__ = ["Card", "Dokitto", "Take"]
