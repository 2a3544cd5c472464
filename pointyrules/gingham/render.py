"""SVG drawings of the Gingham cloth: grid, stitch, stars, sweets and stacks, tokens,
ants by colour, sugar and the queens on the edges. Standard library only.

Every picture carries the cloth's coordinates on its axes, the names the book and the
engine use: columns a, b, c ... from the left, lines 1, 2, 3 ... from the bottom, so a
cell is named like a chess square ("d2"); a sweet is named by the cells it touches.

The words a picture shows (its name, the pieces' tooltips) are the game's words
(``words.py``), in plain English unless a ``voice`` is given (a table's)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from ..svg import SEAT_COLOURS, svg
from ..words import PLAIN, Voice
from .board import COLUMN_LETTERS, SIDES, Row, board
from .words import WORDS

SWEET_COLOURS = {"cookie": "#a0622d", "cherry": "#c8102e", "cupcake": "#8e44ad",
                 "pie": "#d99a1e", "lollipop": "#1f8a8a"}
# The letters printed on the print-and-play sweets (printables.py); the pictures draw
# each sweet as a small white shape instead (``sweet_glyph``), told apart without colour
# and without a word of any language.
SWEET_MARKS = {"cookie": "K", "cherry": "C", "cupcake": "U", "pie": "P", "lollipop": "L"}
CELL = 34
MARGIN = 58
COORD_OUT = 1.5  # the coordinates sit this many cells outside the edge, beyond the queens


def _xy(n: int, x: float, y: float) -> tuple[float, float]:
    """Screen position of board coordinates (y grows upward on the board)."""
    return MARGIN + x * CELL, MARGIN + (n - y) * CELL


def _row_anchor(n: int, row: Row, out: float) -> tuple[float, float]:
    """A point ``out`` cells outside the edge where the row begins."""
    k = row.number
    if row.side == "S":
        return _xy(n, k - 0.5, -out)
    if row.side == "W":
        return _xy(n, -out, k - 0.5)
    if row.side == "N":
        return _xy(n, n - k + 0.5, n + out)
    return _xy(n, n + out, n - k + 0.5)


def sweet_glyph(kind: str, cx: float, cy: float) -> str:
    """A sweet's shape, white, about 12 units across, centred on (cx, cy), drawn over its
    coloured disc: a cookie with chips, two cherries on their stems, a cupcake (a dome
    over a cup), a pie slice, a lollipop (a ring on a stick). The shapes differ, so the
    sweets are told apart in grey print and by a colour-blind player too."""
    def at(x: float, y: float) -> str:
        return f"{cx + x:g} {cy + y:g}"
    white = 'fill="#fff"'
    if kind == "cookie":
        chips = "".join(f'<circle cx="{cx + x:g}" cy="{cy + y:g}" r="1.1" '
                        f'fill="{SWEET_COLOURS[kind]}"/>' for x, y in ((-2, -1.6), (2.1, -0.4),
                                                                      (-0.5, 2.4)))
        return f'<circle cx="{cx:g}" cy="{cy:g}" r="5.6" {white}/>{chips}'
    if kind == "cherry":
        fruit = "".join(f'<circle cx="{cx + x:g}" cy="{cy + y:g}" r="2.6" {white}/>'
                        for x, y in ((-2.9, 3), (2.9, 2.2)))
        return (f'<path d="M{at(-2.9, 0.6)}Q{at(-1.5, -4)} {at(1.5, -5.6)}M{at(2.9, -0.2)}'
                f'L{at(1.5, -5.6)}" fill="none" stroke="#fff" stroke-width="1.3"/>{fruit}')
    if kind == "cupcake":
        return (f'<path d="M{at(-4.6, -0.5)}A4.6 4.6 0 0 1 {at(4.6, -0.5)}Z" {white}/>'
                f'<path d="M{at(-4.2, 0.8)}L{at(4.2, 0.8)}L{at(3, 5.6)}L{at(-3, 5.6)}Z" '
                f"{white}/>")
    if kind == "pie":
        return f'<path d="M{at(-5.4, 4.4)}L{at(5.4, 4.4)}L{at(0, -5.6)}Z" {white}/>'
    # the lollipop
    return (f'<circle cx="{cx:g}" cy="{cy - 2:g}" r="3.5" fill="none" stroke="#fff" '
            f'stroke-width="1.7"/><path d="M{at(0, 1.6)}L{at(0, 6.2)}" stroke="#fff" '
            'stroke-width="1.5"/>')


def sweet_svg(kind: str, size: float = 18) -> str:
    """One sweet as the cloth draws it (its disc and shape), ``size`` pixels across, for a
    key beside the cloth; a picture only (its name is written next to it)."""
    r = CELL * 0.3
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size:g}" height="{size:g}" '
            f'viewBox="{-r - 1:g} {-r - 1:g} {2 * r + 2:g} {2 * r + 2:g}" aria-hidden="true" '
            'style="vertical-align:middle">'
            f'<circle r="{r:g}" fill="{SWEET_COLOURS[kind]}"/>{sweet_glyph(kind, 0, 0)}</svg>')


def board_svg(n: int, stacks: Mapping = (), tokens: Mapping = (), sugar: Mapping = (),
              ants: Sequence[int] = (), row_queens: Mapping = (), *,
              highlight: Iterable[int] = (), rows: Iterable[Row] = (), labels: bool = True,
              shade: Iterable[int] = (), caption: str = "", overlay: str = "",
              colours: Sequence[str] = SEAT_COLOURS, window: tuple | None = None,
              label: str = "", names: Sequence[str] = (),
              named_rows: Iterable[Row] = (), voice: Voice | None = None) -> str:
    """The cloth. ``highlight``: cells outlined (legal ant cells); ``rows``: rows drawn as
    bands; ``shade``: cells tinted (e.g. a row's cells); ``labels``: row names on edges;
    ``overlay``: more SVG drawn on top (a table's clickable cells and rows); ``colours``:
    each seat's colour; ``window``: ``(x0, y0, x1, y1)``, the cells (inclusive) to draw,
    for a close-up of one corner of the cloth; ``label``: the picture's accessible name;
    ``names``: each seat's name, for the pieces' tooltips; ``named_rows``: rows whose
    names are drawn large and dark, for a picture about those rows (readable on a
    phone, where the small grey names are not); ``voice``: the words' language and
    the seats' names (a table's: "your ant", "Ben's queen"), else plain English with
    ``names`` or seat numbers."""
    stacks, tokens, sugar, row_queens = (dict(stacks), dict(tokens), dict(sugar),
                                         dict(row_queens))
    b = board(n)
    wx0, wy0, wx1, wy1 = window or (0, 0, n - 1, n - 1)
    # the visible area in screen units: the window's cells and a margin all round
    left, top = _xy(n, wx0, wy1 + 1)
    right, bottom = _xy(n, wx1 + 1, wy0)
    left, top, right, bottom = left - MARGIN, top - MARGIN, right + MARGIN, bottom + MARGIN

    def seen(sx: float, sy: float) -> bool:
        return left <= sx <= right and top <= sy <= bottom

    def inside(x: int, y: int) -> bool:
        return wx0 <= x <= wx1 and wy0 <= y <= wy1

    def row_seen(row: Row, out: float) -> bool:
        """The row's edge mark is drawn when the row's first cell is in the window."""
        x, y = b.cells[b.line_cells[row][0]]
        return inside(x, y) and seen(*_row_anchor(n, row, out))

    def say(kind: str, **data) -> str:
        return WORDS.phrase({"kind": kind, **data}, voice or PLAIN)

    def who(seat: int, owner: bool = False) -> str:
        """A seat in a tooltip; ``owner``: as the owner of a piece ("your", "Ben's")."""
        if names:
            return names[seat]
        if voice is not None:
            return format(voice.person(seat), "'s" if owner else "")
        return say("seat_number", number=seat)

    parts = ['<g stroke="#d9a3a3" stroke-width="0.6">']  # the cells share one stroke
    stitch = set(b.stitch)
    shade, highlight = set(shade), set(highlight)
    named = list(dict.fromkeys(named_rows))  # in the given order, so the SVG is stable
    for i, (x, y) in enumerate(b.cells):
        if not inside(x, y):
            continue
        sx, sy = _xy(n, x, y + 1)
        fill = "#f6d3d3" if (x + y) % 2 else "#fdf3f3"  # the gingham check
        if i in stitch:
            fill = "#ead8ef"
        if i in shade:
            fill = "#ffe9a8"
        parts.append(f'<rect x="{sx:g}" y="{sy:g}" width="{CELL}" height="{CELL}" '
                     f'fill="{fill}"/>')
    parts.append("</g>")
    x0, y0 = _xy(n, 0, 0)
    x1, y1 = _xy(n, n, n)
    # the cloth's edge, where the window reaches it
    ex0, ey0 = _xy(n, wx0, wy0)
    ex1, ey1 = _xy(n, wx1 + 1, wy1 + 1)
    edges = [(wy0 == 0, ex0, ey0, ex1, ey0), (wy1 == n - 1, ex0, ey1, ex1, ey1),
             (wx0 == 0, ex0, ey0, ex0, ey1), (wx1 == n - 1, ex1, ey0, ex1, ey1)]
    parts.append('<path fill="none" stroke="#8a4b4b" stroke-width="1.5" d="' + " ".join(
        f"M{a:g} {b:g}L{c:g} {d:g}" for on, a, b, c, d in edges if on) + '"/>')
    # the stitch, from corner to corner of the cloth (or across the window)
    s0, s1 = max(wx0, wy0), min(wx1, wy1) + 1
    if s1 > s0:
        (sx0, sy0), (sx1, sy1) = _xy(n, s0, s0), _xy(n, s1, s1)
        parts.append(f'<line x1="{sx0:g}" y1="{sy0:g}" x2="{sx1:g}" y2="{sy1:g}" '
                     'stroke="#7b3294" stroke-width="2" stroke-dasharray="5,4">'
                     f'<title>{escape(say("stitch_title"), quote=False)}</title></line>')
    for sx, sy in ((x0 - 20, y0 + 22), (x1 + 20, y1 - 12)):
        if not seen(sx, sy):
            continue
        parts.append(f'<text x="{sx:g}" y="{sy:g}" font-size="18" text-anchor="middle" '
                     'fill="#e6a800">★</text>')
    for row in rows:
        cells = b.row_cells[row]
        for c in cells:
            x, y = b.cells[c]
            if not inside(x, y):
                continue
            sx, sy = _xy(n, x, y + 1)
            parts.append(f'<rect x="{sx + 2:g}" y="{sy + 2:g}" width="{CELL - 4}" '
                         f'height="{CELL - 4}" fill="none" stroke="#2b8cbe" stroke-width="2"/>')
    if labels:  # the row names, small and grey, just outside the edge
        parts.append('<g font-size="9" fill="#666" text-anchor="middle" '
                     'font-family="sans-serif">')
        for side in SIDES:
            for k in range(1, n + 1):
                ax, ay = _row_anchor(n, Row(side, k), 0.85)
                if row_seen(Row(side, k), 0.85) and Row(side, k) not in named:
                    parts.append(f'<text x="{ax:g}" y="{ay + 3:g}">{side}{k}</text>')
        parts.append("</g>")
    if named:
        parts.append('<g font-size="15" fill="#1d5f85" text-anchor="middle" '
                     'font-family="sans-serif" font-weight="bold">')
        for row in named:
            ax, ay = _row_anchor(n, row, 0.85)
            if row_seen(row, 0.85):
                parts.append(f'<text x="{ax:g}" y="{ay + 5:g}">{row}</text>')
        parts.append("</g>")
    # The coordinates: column letters under and over the cloth, line numbers beside it.
    parts.append('<g class="coords" font-size="12" fill="#333" text-anchor="middle" '
                 'font-family="sans-serif" font-weight="bold">')
    for x in range(wx0, wx1 + 1):
        for line in (wy0 - COORD_OUT, wy1 + 1 + COORD_OUT):
            cx, cy = _xy(n, x + 0.5, line)
            parts.append(f'<text x="{cx:g}" y="{cy + 4:g}">{COLUMN_LETTERS[x]}</text>')
    for y in range(wy0, wy1 + 1):
        for cx in (_xy(n, wx0 - COORD_OUT, 0)[0], _xy(n, wx1 + 1 + COORD_OUT, 0)[0]):
            cy = _xy(n, 0, y + 0.5)[1]
            parts.append(f'<text x="{cx:g}" y="{cy + 4:g}">{y + 1}</text>')
    parts.append("</g>")
    for i, owner in enumerate(ants):
        if owner >= 0:
            x, y = b.cells[i]
            if not inside(x, y):
                continue
            cx, cy = _xy(n, x + 0.5, y + 0.5)
            title = say("ant_title", whose=who(owner, True), cell=b.names[i])
            parts.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{CELL * 0.2:g}" '
                         f'fill="{colours[owner]}" stroke="#222" stroke-width="0.8">'
                         f'<title>{escape(title, quote=False)}</title></circle>')
    for c in highlight:
        x, y = b.cells[c]
        sx, sy = _xy(n, x, y + 1)
        parts.append(f'<rect x="{sx + 3:g}" y="{sy + 3:g}" width="{CELL - 6}" '
                     f'height="{CELL - 6}" rx="4" fill="none" stroke="#e6a800" '
                     'stroke-width="2.5"/>')
    for p, stack in stacks.items():
        kind = stack[0]
        cx, cy = _xy(n, *p)
        if not seen(cx, cy):
            continue
        owner = tokens.get(p)
        ring = (f'<circle cx="{cx:g}" cy="{cy:g}" r="{CELL * 0.42:g}" fill="none" '
                f'stroke="{colours[owner]}" stroke-width="4"/>') if owner is not None else ""
        title = say("stack_title", height=len(stack), sweet=kind) if owner is None else \
            say("stack_held_title", height=len(stack), sweet=kind, holder=who(owner))
        parts.append(f'<g><title>{escape(title)}</title>{ring}<circle cx="{cx:g}" cy="{cy:g}" '
                     f'r="{CELL * 0.3:g}" fill="{SWEET_COLOURS[kind]}" stroke="#fff" '
                     f'stroke-width="1.5"/>{sweet_glyph(kind, cx, cy)}')
        if len(stack) > 1:
            parts.append(f'<circle cx="{cx + 9:g}" cy="{cy - 9:g}" r="7" fill="#fff" '
                         f'stroke="#333" stroke-width="0.8"/><text x="{cx + 9:g}" '
                         f'y="{cy - 6:g}" font-size="9" text-anchor="middle" '
                         f'font-family="sans-serif">{len(stack)}</text>')
        parts.append("</g>")
    for p, k in sugar.items():
        cx, cy = _xy(n, *p)
        if not seen(cx, cy):
            continue
        for j in range(k):
            parts.append(f'<rect x="{cx - 7 + 8 * j:g}" y="{cy - 4:g}" width="7" height="7" '
                         'fill="#fff" stroke="#666" stroke-width="0.8"><title>'
                         f'{escape(say("sugar_title"), quote=False)}</title></rect>')
    for row, queens in row_queens.items():
        for depth, (seat, _) in enumerate(queens):
            # the outer queen of a shared row sits further out (GI-11)
            ax, ay = _row_anchor(n, Row(*row), 1.05 if depth else 0.45)
            if not row_seen(Row(*row), 1.05 if depth else 0.45):
                continue
            title = say("queen_title", whose=who(seat, True), row=f"{row[0]}{row[1]}",
                        size=n)
            parts.append(f'<text x="{ax:g}" y="{ay + 6:g}" font-size="17" text-anchor="middle" '
                         f'fill="{colours[seat]}" stroke="#222" stroke-width="0.4">♛'
                         f'<title>{escape(title, quote=False)}</title></text>')
    parts.append(overlay)
    width, height = right - left, bottom - top
    if caption:
        parts.append(f'<text x="{(left + right) / 2:g}" y="{bottom + 14:g}" font-size="12" '
                     f'text-anchor="middle" font-family="sans-serif">{escape(caption)}</text>')
    body = "".join(parts)
    if window:  # a close-up: shift the window's corner to the picture's origin
        body = f'<g transform="translate({-left:g},{-top:g})">{body}</g>'
    return svg(width, height + (20 if caption else 0), body,
               label or caption or say("cloth_label", size=n), "group" if overlay else "img")


def cell_box(n: int, cell: int) -> tuple[float, float, float]:
    """Where a cell is drawn: its top-left corner and its size."""
    x, y = board(n).cells[cell]
    sx, sy = _xy(n, x, y + 1)
    return sx, sy, CELL


def row_spot(n: int, row: Row) -> tuple[float, float]:
    """Where a queen stands on the edge at the start of ``row``."""
    return _row_anchor(n, row, 0.45)


def state_svg(state, highlight: Iterable[int] = (), rows: Iterable[Row] = (), **kw) -> str:
    """The cloth of a game state."""
    return board_svg(state.n, state.stacks, state.tokens, state.sugar, state.ants,
                     state.row_queens, highlight=highlight, rows=rows, **kw)

