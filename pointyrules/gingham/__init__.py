"""Gingham (ギンガム): ants, queens and sweets on a picnic cloth (rulings GI-1..GI-18)."""

from .board import Board, Row, board
from .rules import Gingham

__all__ = ["Board", "Gingham", "Row", "board"]
