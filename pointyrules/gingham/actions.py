"""Gingham's moves (rulings GI-5..GI-11, GI-17): one ``NamedTuple`` type per kind of
action, each decorated with ``core.action_type`` so it equals only its own type.

Their ``str`` is the move's key: the id a table's controls, shared links and the API
use ("ant on d2", "capture the stack at (0,2)"). What a player reads about a move is
said by the words (``words.action_phrase``). Standard library only.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core import action_type
from .board import point_name

Point = tuple[int, int]  # a sweet's intersection (X, Y), both even (GI-1)


@action_type
class Queen(NamedTuple):
    """Move the turn's queen to a row (GI-5, GI-6); a taken row implies an ability."""

    side: str
    number: int

    def __str__(self) -> str:
        return f"queen to {self.side}{self.number}"


@action_type
class Ant(NamedTuple):
    """Put an ant from your supply on a cell of the queen's row (GI-7)."""

    cell: str
    boost: bool = False  # use the connection x1.5 ability this turn

    def __str__(self) -> str:
        return f"ant on {self.cell}" + (" (connections x1.5)" if self.boost else "")


@action_type
class Lift(NamedTuple):
    """The move ability (GI-11): take the ant on this cell of the queen's row."""

    cell: str

    def __str__(self) -> str:
        return f"move the ant on {self.cell}"


@action_type
class Drop(NamedTuple):
    """Second half of the move ability: the empty cell the lifted ant goes to."""

    cell: str

    def __str__(self) -> str:
        return f"… to {self.cell}"


@action_type
class Skip(NamedTuple):
    """No ant this turn: the row offers no cell, or the supply is empty (GI-7)."""

    def __str__(self) -> str:
        return "no ant this turn"


@action_type
class Connect(NamedTuple):
    """Score a link between two stacks of a type and move ``src`` onto ``dst`` (GI-8)."""

    src: Point
    dst: Point

    def __str__(self) -> str:
        return f"connect: move {point_name(self.src)} onto {point_name(self.dst)}"


@action_type
class Capture(NamedTuple):
    """Put your capture token on the surrounded stack at ``point`` (GI-9)."""

    point: Point

    def __str__(self) -> str:
        return f"capture the stack at {point_name(self.point)}"


@action_type
class Sugar(NamedTuple):
    """Take a sugar cube from the intersection beside the ant (GI-10)."""

    point: Point

    def __str__(self) -> str:
        return f"take a sugar cube from {point_name(self.point)}"


@action_type
class Done(NamedTuple):
    """End the ant's effects (declining a capture still open)."""

    def __str__(self) -> str:
        return "done"


@action_type
class Return(NamedTuple):
    """Put your pushed-out ant back on an empty cell at the end of the turn (GI-7)."""

    cell: str

    def __str__(self) -> str:
        return f"put the pushed-out ant on {self.cell}"


ACTION_TYPES = (Queen, Ant, Lift, Drop, Skip, Connect, Capture, Sugar, Done, Return)


__all__ = ["ACTION_TYPES", "Ant", "Capture", "Connect", "Done", "Drop", "Lift", "Point", "Queen",
           "Return", "Skip", "Sugar"]
