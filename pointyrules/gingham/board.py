"""Gingham's cloth board: cells, sweet intersections, the stitch, sides, rows and stars.

Standard library only. Coordinates: a cell is ``(x, y)`` with ``x`` the column (0 at the
left) and ``y`` the line (0 at the bottom); an intersection (a grid corner) is ``(X, Y)``
with ``0 <= X, Y <= n``. Inside the engine a cell is one integer ``y * n + x``. Every
table is built once per board size (``board(n)`` is cached) because the engine looks
them up at every move.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

SIZES = (8, 10)  # GI-1: 8 x 8 for two players, 10 x 10 for three or four
# GI-2: the four sides (their names: words.py, side_S ...). A row is entered from its side
# and runs inward to the stitch.
SIDES = ("S", "W", "N", "E")
COLUMN_LETTERS = "abcdefghij"


def size_for(num_players: int) -> int:
    """GI-1: 8 x 8 cells for 2 players, 10 x 10 for 3 or 4."""
    return 8 if num_players == 2 else 10


class Row(NamedTuple):
    """A queen row: its side and its number (1 next to the side's star, up to n)."""

    side: str
    number: int

    def __str__(self) -> str:
        return f"{self.side}{self.number}"


class Board:
    """The tables of one board size; build it with ``board(n)``."""

    def __init__(self, n: int):
        if n not in SIZES:
            raise ValueError(f"Gingham boards are 8 x 8 or 10 x 10 (GI-1), got {n}")
        self.n = n
        self.cells = tuple((i % n, i // n) for i in range(n * n))
        # GI-1: sweets sit where both coordinates are even; each cell touches exactly one.
        self.points = tuple((X, Y) for Y in range(0, n + 1, 2) for X in range(0, n + 1, 2))
        self.names = tuple(f"{COLUMN_LETTERS[x]}{y + 1}" for x, y in self.cells)
        self.index = {name: i for i, name in enumerate(self.names)}
        self.sweet_of = tuple((x + x % 2, y + y % 2) for x, y in self.cells)
        around: dict[tuple[int, int], list[int]] = {p: [] for p in self.points}
        for i, p in enumerate(self.sweet_of):
            around[p].append(i)
        self.cells_of = {p: tuple(c) for p, c in around.items()}
        self.neighbours = tuple(tuple(
            (y + dy) * n + x + dx for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if 0 <= x + dx < n and 0 <= y + dy < n) for x, y in self.cells)
        # GI-2: the stitch runs from the bottom-left corner to the top-right one.
        self.stitch = tuple(i * n + i for i in range(n))
        self.rows = tuple(Row(s, r) for s in SIDES for r in range(1, n + 1))
        self.row_cells = {row: self._line(row, stitch_limit=True) for row in self.rows}
        self.line_cells = {row: self._line(row, stitch_limit=False) for row in self.rows}
        self.beyond_cells = {row: self.line_cells[row][len(self.row_cells[row]):]
                             for row in self.rows}

    def _line(self, row: Row, stitch_limit: bool) -> tuple[int, ...]:
        """The cells of a row from its side inward (up to and including the stitch cell)."""
        n, k = self.n, row.number
        if row.side == "S":  # column x = k - 1, bottom up to (x, x)
            x = k - 1
            cells = [(x, y) for y in range(n)]
        elif row.side == "W":  # line y = k - 1, left to right up to (y, y)
            y = k - 1
            cells = [(x, y) for x in range(n)]
        elif row.side == "N":  # column x = n - k, top down to (x, x)
            x = n - k
            cells = [(x, y) for y in reversed(range(n))]
        else:  # "E": line y = n - k, right to left up to (y, y)
            y = n - k
            cells = [(x, y) for x in reversed(range(n))]
        if stitch_limit:
            cells = cells[:k]  # the k-th cell from the edge is the stitch cell
        return tuple(y * n + x for x, y in cells)

    def star(self, side: str) -> tuple[int, int]:
        """GI-2: the corner intersection at the end of the stitch where the side's rows
        are shortest."""
        return (0, 0) if side in ("S", "W") else (self.n, self.n)

    def sugar_icon(self, point: tuple[int, int]) -> int:
        """GI-3: cubes shown at an intersection: 1 on the board's edge, 2 inside."""
        X, Y = point
        return 1 if X in (0, self.n) or Y in (0, self.n) else 2

    def cell(self, text_or_xy) -> int:
        """A cell index from ``(x, y)`` or a name like 'c4' (column letter, line number)."""
        if isinstance(text_or_xy, str):
            t = text_or_xy.strip().lower()
            if len(t) < 2 or t[0] not in COLUMN_LETTERS[:self.n] or not t[1:].isdigit():
                raise ValueError(f"{text_or_xy!r} is not a cell name like 'c4'")
            x, y = COLUMN_LETTERS.index(t[0]), int(t[1:]) - 1
        else:
            x, y = text_or_xy
        if not (0 <= x < self.n and 0 <= y < self.n):
            raise ValueError(f"{text_or_xy!r} is not a cell of the {self.n} x {self.n} board")
        return y * self.n + x

    def name(self, cell: int) -> str:
        return self.names[cell]

    def row(self, text: str) -> Row:
        """A row from its name, like 'S3' (side letter, number from the star)."""
        t = str(text).strip().upper()
        if len(t) < 2 or t[0] not in SIDES or not t[1:].isdigit() \
                or not 1 <= int(t[1:]) <= self.n:
            raise ValueError(f"{text!r} is not a row name like 'S3' (side S, W, N or E; "
                             f"number 1-{self.n})")
        return Row(t[0], int(t[1:]))


def point_name(point: tuple[int, int]) -> str:
    return f"({point[0]},{point[1]})"


def point_cell(point: tuple[int, int]) -> str:
    """The cell that names an intersection in words ("the stack by a2"): the lowest,
    leftmost of the cells touching it (each cell touches one intersection, GI-1)."""
    X, Y = point
    return f"{COLUMN_LETTERS[max(X - 1, 0)]}{max(Y - 1, 0) + 1}"


@cache
def board(n: int) -> Board:
    """The tables of the n x n board, built once."""
    return Board(n)
