"""Gingham's printable sheets: a player aid, the lesson's pupil worksheet and its answer
key, and a print-and-play cloth with coordinates. Standard library only; every picture
is drawn by the game's own renderer."""

from __future__ import annotations

import re
from math import comb

from ..printables import Sheet, writing_lines
from .board import COLUMN_LETTERS, board
from .render import CELL, SWEET_COLOURS, SWEET_MARKS, board_svg
from .rules import ANTS_EACH, SLOT_COSTS, sweets_for
from .words import ABILITY_NAMES

GAME = "gingham"
BOARD_CELL_MM = 13  # a printed cell of the cloth: 13 mm, so the 10 x 10 cloth fills a page
TOKEN_MM = 14  # a printed sweet or token, cut out as a square


def sized(svg: str, width_mm: float) -> str:
    """The renderer's SVG printed ``width_mm`` wide (its height in proportion)."""
    width, height = (float(v) for v in re.search(
        r'width="([\d.]+)" height="([\d.]+)"', svg).groups())
    return svg.replace(f'width="{width:g}" height="{height:g}"',
                       f'width="{width_mm:g}mm" height="{width_mm * height / width:g}mm"', 1)


def cloth(n: int, **kw) -> str:
    """The cloth at print size: each cell BOARD_CELL_MM wide, margins included."""
    picture = board_svg(n, **kw)
    width_px = float(re.search(r'width="([\d.]+)"', picture).group(1))
    return sized(picture, width_px / CELL * BOARD_CELL_MM)


def _sweet(kind: str) -> str:
    """One sweet disc, as on the cloth, at token size."""
    r = 13
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{TOKEN_MM}mm" '
            f'height="{TOKEN_MM}mm" viewBox="0 0 32 32" role="img" aria-label="{kind}">'
            f'<title>{kind}</title><circle cx="16" cy="16" r="{r}" '
            f'fill="{SWEET_COLOURS[kind]}" stroke="#fff" stroke-width="1.5"/>'
            '<text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" '
            f'font-family="sans-serif" font-weight="bold">{SWEET_MARKS[kind]}</text></svg>')


def _token(kind: str) -> str:
    """A capture token: a ring to colour in the player's colour, marked with the sweet."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{TOKEN_MM}mm" '
            f'height="{TOKEN_MM}mm" viewBox="0 0 32 32" role="img" '
            f'aria-label="capture token, {kind}"><title>capture token, {kind}</title>'
            '<circle cx="16" cy="16" r="13" fill="#fff" stroke="#333" stroke-width="4"/>'
            f'<text x="16" y="21" font-size="13" text-anchor="middle" '
            f'fill="{SWEET_COLOURS[kind]}" font-family="sans-serif" font-weight="bold">'
            f'{SWEET_MARKS[kind]}</text></svg>')


def _cell_grid(cols: str, lines: range) -> str:
    """An empty table of cells to write numbers in (columns ``cols``, top line first)."""
    head = "<tr><th>line</th>" + "".join(f"<th>{c}</th>" for c in cols) + "</tr>"
    body = "".join(f"<tr><th>{k}</th>" + '<td style="width:14mm;height:10mm"></td>'
                   * len(cols) + "</tr>" for k in reversed(lines))
    return f"<table>{head}{body}</table>"


# --- the player aid ------------------------------------------------------------------------
def aid() -> Sheet:
    abilities = "".join(f"<tr><td>{ABILITY_NAMES[a]}</td><td>{text}</td></tr>" for a, text in (
        ("own_row", "your second queen joins your first queen's row"),
        ("opp_row", "your queen stands outside an opponent's; next round it moves after it"),
        ("stitch", "your ant may go on any cell of the queen's whole line"),
        ("boost", "say it as you place the ant: each connection scores half again, "
                  "rounded down"),
        ("move", "instead of placing an ant, move any ant of the row to another empty "
                  "cell; it works for its owner")))
    body = f"""
<div class="pr-columns">
<h2>Setup</h2>
<ul>
<li>Cloth: 10 x 10 for 3-4 players, 8 x 8 for 2.</li>
<li>Shuffle the sweets face down; put one face up on every sweet crossing.</li>
<li>Shuffle the 5 ability tiles onto the ability board. Sugar in reach, none each.</li>
<li>Each player: {ANTS_EACH} ants, 2 queens, capture tokens, score dial at 0, hidden.</li>
<li>Last to go on a picnic starts; round 1 goes clockwise, twice round.</li>
</ul>
<h2>A turn</h2>
<ol>
<li><b>Queen</b> to the edge of a row. The round's first queen picks the side (never the
side of the last round); all other queens go to that side, to rows with no queen.</li>
<li><b>Ant</b> on a cell of that row, up to the stitch: an empty cell, or another
player's ant (it is pushed out; its owner puts it on any empty cell at the end of your
turn, and it scores for them).</li>
</ol>
<h2>When an ant lands (any order)</h2>
<ul>
<li><b>Connection</b> (compulsory): your ants connect two stacks of one sweet: 1 point per ant
on the shortest route through your own connected ants; move one stack onto the other; put
sugar on the emptied crossing (1 on the edge, 2 inside).</li>
<li><b>Capture</b> (optional): your ants fill every cell around a stack, this ant among
them, and your token of that sweet is not out: 1 point per sweet (+1 for another
player's token, which goes back); your token goes on top.</li>
<li><b>Sugar</b>: take 1 cube lying beside the ant.</li>
</ul>
<h2>Abilities: one a turn, pay sugar</h2>
<p>Slot prices from the top: {", ".join(map(str, SLOT_COSTS))}. The used tile moves to the
top; the others slide down.</p>
<table><tr><th>ability</th><th>effect</th></tr>{abilities}</table>
<h2>The end</h2>
<p>At the end of a round, if someone has 40+ points (32+ with 4 players), or no one has
an ant left: add 1 per sweet + 1 for the token of each stack you hold; 5 for each sweet
type where you hold a tallest <i>captured</i> stack (ties all score); 1 per sugar cube.
Most points wins; a tie shares the win.</p>
<div class="pr-box"><b>Rules people forget</b>
<ul>
<li>A row ends at the stitch cell; beyond it needs the ability.</li>
<li>A row holding only your own ants gives you no ant (unless you pay for <i>ant beyond
the stitch</i> or <i>move an ant</i>).</li>
<li>A capture token always stays on top of its stack, wherever the stack moves.</li>
<li>Two captured stacks never connect.</li>
<li>Sugar your own connection puts down waits for the next ant.</li>
<li>Nearest the star moves first next round, and must change side.</li>
</ul></div>
</div>"""
    return Sheet(GAME, "aid", "Gingham at a glance", body, pages=1)


# --- the worksheet and its answers ------------------------------------------------------
QUESTIONS = [
    ("Rows", "On the 10 x 10 cloth, list the cells of row N4 (entered from the top). Which "
     "cells does the ability <i>ant beyond the stitch</i> add?"),
    ("The ability board", "From the top the board shows: move an ant; connections score half "
     "as much again; ant beyond the stitch; join an opponent's queen; join your other queen. "
     "You use <i>ant beyond the stitch</i>. What do you pay? What does the board show "
     "afterwards?"),
    ("Taxicab distance", "What is the taxicab distance from b2 to e4? How many ants does the "
     "shortest chain from b2 to e4 need?"),
    ("Counting chains by drawing", "Write down as many different shortest chains from b2 "
     "to e4 as you can, as step words such as RRURU (R = one column right, U = one line "
     "up); draw a few on the grids below to check. How many did you find?"),
    ("The Pascal grid", "In the table, write in each cell the number of shortest chains from "
     "b2 to it: 1 along line 2 and column b, every other cell the sum of the cell to its "
     "left and the cell below."),
    ("A bigger count", "How many shortest chains join c3 and g5? How many ants is each?"),
    ("Corner, edge and inner", "The 8 x 8 cloth has a 5 x 5 grid of sweets. How many are "
     "corner, edge and inner sweets? How many cells touch them all together? What is the "
     "mean number of ants needed to surround one sweet?"),
]

ANSWERS = [
    "Row N4 is column g from the top: g10, g9, g8, g7 (g7 is the stitch cell). The ability "
    "adds the rest of the column: g6, g5, g4, g3, g2, g1.",
    "It is in the third slot: pay 2 sugar cubes. Afterwards, from the top: ant beyond the "
    "stitch; move an ant; connections score half as much again; join an opponent's queen; "
    "join your other queen.",
    "3 columns (b to e) + 2 lines (2 to 4) = 5. A chain needs one ant per cell, both ends "
    "included: 5 + 1 = 6 ants.",
    "There are exactly 10: RRRUU, RRURU, RRUUR, RURRU, RURUR, RUURR, URRRU, URRUR, URURR, "
    "UURRR (R = one column right, U = one line up).",
    "Line 2: 1 1 1 1; line 3: 1 2 3 4; line 4: 1 3 6 10 (columns b to e). The top right "
    "corner gives 10 = C(5, 2), the same as the drawings.",
    f"4 columns and 2 lines apart: choose which 2 of the 6 steps go up, C(6, 2) = "
    f"{comb(6, 2)} chains, each of 6 + 1 = 7 ants.",
    "4 corner sweets (1 cell each), 4 x 3 = 12 edge sweets (2 cells each), 3 x 3 = 9 inner "
    "sweets (4 cells each). Cells: 4 + 24 + 36 = 64 = 8 x 8, since every cell touches "
    "exactly one sweet. Mean: 64/25 = 2.56 ants.",
]


def _chain_grid() -> str:
    """An empty corner of the cloth, a1 to f5, to draw chains on."""
    b = board(10)
    marks = [b.index["b2"], b.index["e4"]]
    return sized(board_svg(10, window=(0, 0, 5, 4), labels=False, highlight=marks,
                           label="Empty corner of the cloth, a1 to f5, with b2 and e4 "
                                 "outlined"), 80)


def worksheet() -> Sheet:
    parts = ['<p class="pr-name-line">Name: ______________________________ '
             'Class: __________ Date: __________</p>',
             "<p>Ants connect only edge to edge. The <b>taxicab distance</b> between two cells "
             "is the difference in column letters plus the difference in line numbers (b to e "
             "= 3, 2 to 4 = 2). "
             "Cells are named like chess squares: columns a to j from the left, lines 1 to "
             "10 from the bottom.</p>"]
    for i, (title, text) in enumerate(QUESTIONS, 1):
        extra = ""
        if i == 4:
            extra = ('<div style="display:flex;gap:4mm">' + "".join(
                _chain_grid() for _ in range(2)) + "</div>")
        elif i == 5:
            extra = _cell_grid("bcde", range(2, 5))
        lines = {1: 2, 2: 2, 3: 2, 4: 1, 5: 0, 6: 2, 7: 3}[i]
        parts.append(f'<div class="pr-keep"><h3>{i}. {title}</h3><p>{text}</p>{extra}'
                     f"{writing_lines(lines) if lines else ''}</div>")
    tally = "".join("<tr>" + '<td style="width:40mm;height:8mm"></td>' * 3 + "</tr>"
                    for _ in range(6))
    parts.append('<div class="pr-keep"><h3>8. Class tally</h3><p>Copy the class\'s results: '
                 "for each group, the chains found (question 4) and the number in "
                 "the top corner of the Pascal grid (question 5). Compare them with the exact "
                 "answer.</p><table><tr><th>group</th><th>chains found</th>"
                 f"<th>top corner of the Pascal grid</th></tr>{tally}</table>"
                 "<p>Exact answer: ______ chains of ______ ants.</p></div>")
    return Sheet(GAME, "worksheet", "Gingham: chains of ants", "".join(parts), pages=2)


def answers() -> Sheet:
    parts = ["<p>Worked answers to the pupil worksheet <i>Gingham: chains of ants</i>.</p>"]
    for i, ((title, text), answer) in enumerate(zip(QUESTIONS, ANSWERS, strict=True), 1):
        parts.append(f'<div class="pr-keep"><h3>{i}. {title}</h3>'
                     f'<p class="pr-small">{text}</p><p>{answer}</p></div>')
    parts.append('<div class="pr-keep"><h3>8. Class tally</h3><p>The exact answer is '
                 "C(5, 2) = 10 shortest chains of 6 ants; every Pascal grid should end in 10. "
                 "Groups with fewer than 10 missed some: have them compare step words with "
                 "another group until the class list has all ten; no group can find more than "
                 "10 different ones.</p></div>")
    return Sheet(GAME, "answers", "Gingham: chains of ants, answer key", "".join(parts),
                 pages=1)


# --- print and play -------------------------------------------------------------------------
def components() -> Sheet:
    big = cloth(10, label="Gingham cloth for 3 or 4 players, 10 x 10, with coordinates")
    small = cloth(8, label="Gingham cloth for 2 players, 8 x 8, with coordinates")
    sweets = "".join(f"<div>{_sweet(kind)}</div>" for kind in sweets_for(3) + ["lollipop"] * 5)
    tokens = "".join(f"<div>{_token(kind)}</div>" for _ in range(4)
                     for kind in ("cookie", "cherry", "cupcake", "pie", "lollipop"))
    tiles = "".join(f'<div style="width:60mm;padding:3mm;font-weight:bold">'
                    f"{ABILITY_NAMES[a]}</div>" for a in ABILITY_NAMES)
    slots = "".join(f"<tr><td>slot {k}</td><td>{cost} sugar</td>"
                    '<td style="width:65mm;height:11mm"></td></tr>'
                    for k, cost in enumerate(SLOT_COSTS, 1))
    body = (f"<p>The cloth for three or four players: cells {BOARD_CELL_MM} mm, columns "
            f"{COLUMN_LETTERS[0]} to {COLUMN_LETTERS[9]}, lines 1 to 10. Sweets go on the "
            "crossings with a disc; a queen stands by a row's grey name.</p>"
            f"<div>{big}</div>"
            '<div class="pr-page-break"></div>'
            "<p>The cloth for two players (8 x 8).</p>"
            f"<div>{small}</div>"
            '<div class="pr-page-break"></div>'
            "<h2>Sweets: 9 each of K, C, U, P (3-4 players); 5 each and 5 lollipops L "
            "(2 players)</h2>"
            f'<div class="pr-cut-grid">{sweets}</div>'
            "<h2>Capture tokens: colour each set of five in one player's colour</h2>"
            f'<div class="pr-cut-grid">{tokens}</div>'
            "<h2>Ability board and tiles</h2>"
            f"<table>{slots}</table>"
            f'<div class="pr-cut-grid">{tiles}</div>'
            f"<p class=\"pr-small\">Also needed: {ANTS_EACH} counters and 2 bigger pieces "
            "per player, sugar cubes (or beans), paper for hidden scores.</p>")
    return Sheet(GAME, "components", "Gingham: print and play", body, pages=3)


def sheets() -> list[Sheet]:
    """The printables of the Gingham chapter, in the order the chapter lists them."""
    return [aid(), worksheet(), answers(), components()]
