"""Gingham's printable sheets: a player aid, the lesson's pupil worksheet and its answer
key, and a print-and-play cloth with coordinates. Standard library only; every picture
is drawn by the game's own renderer."""

from __future__ import annotations

import re
from math import comb, sqrt

from ..printables import Sheet, writing_lines
from .board import COLUMN_LETTERS, board
from .render import CELL, SWEET_COLOURS, SWEET_MARKS, board_svg
from .rules import ANTS_EACH, QUEENS_EACH, SLOT_COSTS, Gingham, sweets_for
from .words import ABILITY_NAMES

GAME = "gingham"
BOARD_CELL_MM = 13  # a printed cell of the cloth: 13 mm, so the 10 x 10 cloth fills a page
TOKEN_MM = 8  # a printed sweet or capture token, cut out as a square centred on a crossing
COUNTER_MM = 7  # the widest round counter (an ant) that fits on a printed cell beside them
DEAL_SEED = 11  # the lesson's dealt cloth: the same deal as the chapter's setup picture

# The lesson (the chapter's For the teacher): a class in groups of three, each group
# playing one round on a dealt cloth with a few counters each.
CLASS_SIZE = 30
GROUP_SIZE = 3
LESSON_COUNTERS = 5  # counters per player: one round places 2 ants each, with room to spare


def counter_fits(cell_mm: float = BOARD_CELL_MM, token_mm: float = TOKEN_MM,
                 counter_mm: float = COUNTER_MM) -> bool:
    """A counter centred on a cell clears the square sweets on the cell's corner crossing.

    A sweet of side ``token_mm`` centred on a crossing covers a ``token_mm / 2`` square in
    the corner of each cell around it; the corner of that square nearest the cell's centre
    is ``sqrt(2) * (cell_mm - token_mm) / 2`` from it, which must be at least the
    counter's radius."""
    return counter_mm / 2 <= sqrt(2) * (cell_mm - token_mm) / 2


def groups(class_size: int = CLASS_SIZE) -> int:
    """How many groups of GROUP_SIZE a class makes (a last smaller group counts)."""
    return -(-class_size // GROUP_SIZE)


def lesson_kit(class_size: int = CLASS_SIZE) -> list[tuple[str, int, int]]:
    """What the lesson's play needs: (item, per group, per class)."""
    per_group = [("dealt cloth, printed (page 4 of the print-and-play sheet)", 1),
                 ("counters (ants), " + str(LESSON_COUNTERS) + " in each player's colour",
                  GROUP_SIZE * LESSON_COUNTERS),
                 ("bigger pieces (queens), " + str(QUEENS_EACH) + " per player",
                  GROUP_SIZE * QUEENS_EACH),
                 ("player aid", 1)]
    kit = [(item, k, k * groups(class_size)) for item, k in per_group]
    return kit + [("worksheet, one per pupil", GROUP_SIZE, class_size)]


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
    """One sweet disc, as on the cloth, at token size (cut out as a square)."""
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
    body = "".join(f"<tr><th>{k}</th>" + '<td style="width:12mm;height:8mm"></td>'
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
# Each question is labelled as in the chapter: "Exercise N" is the chapter's Exercise N
# (same number, same title), "Activity A" ... are the steps of its hands-on activity.
CHAIN_FROM, CHAIN_TO = "b2", "e4"  # the activity's first count
SECOND_FROM, SECOND_TO = "b3", "f6"  # its second round


def _apart(a: str, b: str) -> tuple[int, int]:
    """Columns right and lines up from cell ``a`` to cell ``b``."""
    return (COLUMN_LETTERS.index(b[0]) - COLUMN_LETTERS.index(a[0]),
            int(b[1:]) - int(a[1:]))


def chains(a: str, b: str) -> tuple[int, int]:
    """(shortest chains, counters in each) from cell ``a`` to cell ``b``."""
    x, y = _apart(a, b)
    return comb(x + y, x), x + y + 1


QUESTIONS = [  # (label, title, question, answer lines)
    ("Exercise 1", "Reading rows", "On the 10 x 10 cloth, which cells make up row N4 "
     "(entered from the top)? Which cells can an ant reach from row N4 with the ability "
     "<i>ant beyond the stitch</i>?", 2),
    ("Exercise 2", "The ability board", "From the top the board shows: move an ant; "
     "connections score half as much again; ant beyond the stitch; join an opponent's "
     "queen; join your other queen. You use <i>ant beyond the stitch</i>. What do you pay? "
     "What does the board show afterwards? What does <i>connections score half as much "
     "again</i> cost next?", 2),
    ("Activity A", "Taxicab distance", f"What is the taxicab distance from {CHAIN_FROM} to "
     f"{CHAIN_TO}? How many counters does the shortest chain from {CHAIN_FROM} to "
     f"{CHAIN_TO} need?", 2),
    ("Activity B", "Counting chains by drawing", "Write down as many different shortest "
     f"chains from {CHAIN_FROM} to {CHAIN_TO} as you can, as step words such as RRURU "
     "(R = one column right, U = one line up); draw a few on the grids below to check. "
     "How many did you find?", 1),
    ("Activity C", "The Pascal grid", "In the table, write in each cell the number of "
     f"shortest chains from {CHAIN_FROM} to it: 1 along line {CHAIN_FROM[1:]} and column "
     f"{CHAIN_FROM[0]}, every other cell the sum of the cell to its left and the cell "
     "below.", 0),
    ("Activity D", "A second count", f"Now fill in the grid from {SECOND_FROM} to "
     f"{SECOND_TO} the same way. How many shortest chains join {SECOND_FROM} and "
     f"{SECOND_TO}, and how many counters is each?", 1),
    ("Exercise 4", "Counting chains", "a) What is the taxicab distance from c3 to g5, and "
     "how many ants does a shortest chain between them need? b) How many shortest chains "
     "are there? c) How many shortest chains join a1 and j10, the two ends of the stitch?", 2),
    ("Exercise 6", "Sweets and cells on any cloth", "(Parts a and c.) a) The 8 x 8 cloth "
     "has a 5 x 5 grid of sweets. How many are corner, edge and inner sweets? c) How many "
     "cells touch them all together? What is the mean number of ants needed to surround "
     "one sweet?", 2),
]

ANSWERS = [
    "Row N4 is column g from the top: g10, g9, g8, g7 (g7 is the stitch cell). The ability "
    "adds the rest of the column: g6, g5, g4, g3, g2, g1.",
    "It is in the third slot: pay 2 sugar cubes. Afterwards, from the top: ant beyond the "
    "stitch; move an ant; connections score half as much again; join an opponent's queen; "
    "join your other queen. <i>Connections score half as much again</i> is now in the "
    f"third slot and costs {SLOT_COSTS[2]}.",
    "3 columns (b to e) + 2 lines (2 to 4) = 5. A chain needs one counter per cell, both "
    "ends included: 5 + 1 = 6 counters.",
    f"There are exactly {chains(CHAIN_FROM, CHAIN_TO)[0]}: RRRUU, RRURU, RRUUR, RURRU, "
    "RURUR, RUURR, URRRU, URRUR, URURR, UURRR (R = one column right, U = one line up).",
    "Line 2: 1 1 1 1; line 3: 1 2 3 4; line 4: 1 3 6 10 (columns b to e). The top right "
    "corner gives 10 = C(5, 2), the same as the drawings.",
    "Line 3: 1 1 1 1 1; line 4: 1 2 3 4 5; line 5: 1 3 6 10 15; line 6: 1 4 10 20 35 "
    f"(columns b to f). So {chains(SECOND_FROM, SECOND_TO)[0]} = C(7, 3) shortest chains, "
    f"each of 4 + 3 + 1 = {chains(SECOND_FROM, SECOND_TO)[1]} counters.",
    f"a) 4 columns and 2 lines: distance 6, so {chains('c3', 'g5')[1]} ants. b) Choose "
    f"which 2 of the 6 steps go up: C(6, 2) = {chains('c3', 'g5')[0]} chains. c) 9 steps "
    f"right and 9 up: C(18, 9) = {chains('a1', 'j10')[0]:,} chains, each of "
    f"{chains('a1', 'j10')[1]} ants.",
    "a) 4 corner sweets (1 cell each), 4 x 3 = 12 edge sweets (2 cells each), 3 x 3 = 9 "
    "inner sweets (4 cells each). c) Cells: 4 + 24 + 36 = 64 = 8 x 8, since every cell "
    "touches exactly one sweet. Mean: 64/25 = 2.56 ants.",
]


def _chain_grid() -> str:
    """An empty corner of the cloth, a1 to f5, to draw chains on."""
    b = board(10)
    marks = [b.index[CHAIN_FROM], b.index[CHAIN_TO]]
    return sized(board_svg(10, window=(0, 0, 5, 4), labels=False, highlight=marks,
                           label=f"Empty corner of the cloth, a1 to f5, with {CHAIN_FROM} "
                                 f"and {CHAIN_TO} outlined"), 62)


def _question(label: str, title: str, text: str) -> str:
    return f"<h3>{label}: {title}</h3><p>{text}</p>"


def tally_rows(class_size: int = CLASS_SIZE) -> int:
    """Rows of the class tally: one per group, and two to spare."""
    return groups(class_size) + 2


def worksheet() -> Sheet:
    parts = ['<p class="pr-name-line">Name: ______________________________ '
             'Class: __________ Date: __________</p>',
             "<p>Ants connect only edge to edge. The <b>taxicab distance</b> between two cells "
             "is the difference in column letters plus the difference in line numbers (b to e "
             "= 3, 2 to 4 = 2). "
             "Cells are named like chess squares: columns a to j from the left, lines 1 to "
             "10 from the bottom. The exercises have the same numbers as in the chapter.</p>"]
    side_by_side = []  # Activities C and D: two grids next to each other
    for label, title, text, lines in QUESTIONS:
        extra = ""
        if label == "Activity B":
            extra = ('<div style="display:flex;gap:4mm">' + "".join(
                _chain_grid() for _ in range(2)) + "</div>")
        elif label == "Activity C":
            extra = _cell_grid("bcde", range(2, 5))
        elif label == "Activity D":
            extra = _cell_grid("bcdef", range(3, 7))
        part = (f'<div class="pr-keep">{_question(label, title, text)}{extra}'
                f"{writing_lines(lines) if lines else ''}</div>")
        if label in ("Activity C", "Activity D"):
            side_by_side.append(part.replace('class="pr-keep"', 'style="flex:1"', 1))
            if len(side_by_side) == 2:
                parts.append('<div class="pr-keep" style="display:flex;gap:6mm">'
                             + "".join(side_by_side) + "</div>")
            continue
        parts.append(part)
    rows = tally_rows()
    half = -(-rows // 2)  # the tally in two halves, side by side, to save paper
    blank = '<td style="width:21mm;height:6mm"></td>' * 3

    def group(k: int) -> str:
        return f"<td>{k}</td>{blank}" if k <= rows else "<td></td>" + "<td></td>" * 3
    head = "<th>group</th><th>chains (B)</th><th>corner (C)</th><th>corner (D)</th>"
    tally = "".join(f"<tr>{group(k)}{group(k + half)}</tr>" for k in range(1, half + 1))
    parts.append('<div class="pr-keep"><h3>Class tally</h3><p>Copy the class\'s results: '
                 "for each group, the chains found (Activity B) and the numbers in the top "
                 "corners of the two grids (Activities C and D). Compare them with the exact "
                 f"answers.</p><table><tr>{head}{head}</tr>{tally}</table>"
                 "<p>Exact answers: ______ chains of ______ counters (B and C); ______ "
                 "chains of ______ counters (D).</p></div>")
    return Sheet(GAME, "worksheet", "Gingham: chains of ants", "".join(parts), pages=2)


def answers() -> Sheet:
    parts = ["<p>Worked answers to the pupil worksheet <i>Gingham: chains of ants</i>. "
             "Exercises have the chapter's numbers.</p>"]
    for (label, title, _, _), answer in zip(QUESTIONS, ANSWERS, strict=True):
        parts.append(f'<div class="pr-keep"><h3>{label}: {title}</h3><p>{answer}</p></div>')
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    parts.append('<div class="pr-keep"><h3>Class tally</h3><p>The exact answers are '
                 f"C(5, 2) = {first[0]} shortest chains of {first[1]} counters from "
                 f"{CHAIN_FROM} to {CHAIN_TO}, so every first grid should end in {first[0]}, "
                 f"and C(7, 3) = {second[0]} chains of {second[1]} counters from "
                 f"{SECOND_FROM} to {SECOND_TO}. Groups with fewer than {first[0]} chains "
                 "missed some: have them compare step words with another group until the "
                 f"class list has all {first[0]}; no group can find more.</p></div>")
    return Sheet(GAME, "answers", "Gingham: chains of ants, answer key", "".join(parts),
                 pages=1)


# --- print and play -------------------------------------------------------------------------
def components() -> Sheet:
    big = cloth(10, label="Gingham cloth for 3 or 4 players, 10 x 10, with coordinates")
    small = cloth(8, label="Gingham cloth for 2 players, 8 x 8, with coordinates")
    dealt = cloth(10, stacks=Gingham.new_game(3, seed=DEAL_SEED).stacks,
                  label="A dealt Gingham cloth for 3 players: every sweet printed in place")
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
            f"<p class=\"pr-small\">Sweets and tokens are {TOKEN_MM} mm squares: put "
            "each one centred on its crossing. Also needed: "
            f"{ANTS_EACH} counters per player, each at most {COUNTER_MM} mm across (so it "
            f"fits on a {BOARD_CELL_MM} mm cell beside the sweets), 2 bigger pieces per "
            "player, sugar cubes (or beans), paper for hidden scores.</p>"
            '<div class="pr-page-break"></div>'
            "<p>For the lesson: a cloth with the sweets already dealt, so nothing needs "
            "cutting out. Print one for each group. If a connection moves a sweet, cross "
            "it out in pencil and write the new height beside the stack it joined.</p>"
            f"<div>{dealt}</div>")
    return Sheet(GAME, "components", "Gingham: print and play", body, pages=4)


def sheets() -> list[Sheet]:
    """The printables of the Gingham chapter, in the order the chapter lists them."""
    return [aid(), worksheet(), answers(), components()]
