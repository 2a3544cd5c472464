"""Pointy Hats (とんがり帽子): the rules engine (PH-1..PH-7) and the bots."""

from .rules import Card, PointyHats

__all__ = ["Card", "PointyHats"]
