"""Gingham's printable sheets: a player aid, the lesson's pupil worksheet and its answer
key, and a print-and-play cloth with coordinates. Standard library only; every picture
is drawn by the game's own renderer."""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from itertools import permutations
from math import comb, sqrt

from ..lessons import CLASS_SIZES, split
from ..printables import Sheet, writing_lines
from .board import COLUMN_LETTERS, board
from .render import CELL, SWEET_COLOURS, SWEET_MARKS, board_svg, sweet_svg
from .rules import ANTS_EACH, SLOT_COSTS, Gingham, sweets_for
from .words import ABILITY_NAMES

GAME = "gingham"
BOARD_CELL_MM = 13  # a printed cell of the cloth: 13 mm, so the 10 x 10 cloth fills a page
TOKEN_MM = 8  # a printed sweet or capture token, cut out as a square centred on a crossing
COUNTER_MM = 7  # the widest round counter (an ant) that fits on a printed cell beside them
DEAL_SEED = 11  # the lesson's dealt cloth: the same deal as the chapter's setup picture

# The lesson (pointyrules/gingham/lesson.py, the chapter's For the teacher): groups of three
# or four (the player counts of the 10 x 10 cloth), each playing one round on a printed
# dealt cloth with pencil initials for ants and queens, then counting chains of ants.
GROUP_SIZES = (3, 4)  # the preferred size first
# A row of the bottom side, named in the rules: it is a column going up to the stitch.
EXAMPLE_ROW = "S9"


def row_cells(name: str) -> list[str]:
    """The cells of a row of the 10 x 10 cloth, from its side to the stitch: "i1", ..."""
    b = board(10)
    return [b.names[c] for c in b.row_cells[b.row(name)]]


def _example_row() -> str:
    cells = row_cells(EXAMPLE_ROW)
    return f"row {EXAMPLE_ROW} is {cells[0]} to {cells[-1]}"


def touching() -> tuple[int, int, int]:
    """The cells touching a corner, an edge and an inner sweet of the cloth: (1, 2, 4)."""
    b = board(10)
    corner, edge, inner = sorted({len(b.cells_of[p]) for p in b.points})
    return corner, edge, inner


LESSON_RULES = (  # the game as the pupils play it in the lesson: one round, on paper
    "Play in threes or fours on the dealt cloth; <b>ants</b> and <b>queens</b> are your "
    "initial in pencil (if two of you share an initial, one adds a second letter: B and "
    "Be). Keep score in the cloth's margin. The player whose name comes first in the "
    "alphabet starts; turns go clockwise, twice round, so everyone has two turns.",
    "<b>Queen.</b> The first queen picks a <b>side</b> of the cloth (bottom, left, top or "
    "right) and a <b>row</b> on it: write your initial by the row's name. Every other queen "
    "goes on the same side, by a row with no queen yet.",
    "<b>Ant.</b> Write your initial in an empty cell of that row. A row runs from its side "
    "up to the <b>stitch</b>, the diagonal a1 to j10 (the stitch cell counts). A row of the "
    f"bottom side is a column: {_example_row()}.",
    # GI-8, GI-17: the connection is compulsory, the player chooses which pile moves; the
    # capture token (the ring) stays on top of its stack wherever the stack moves; two
    # captured stacks neither score nor move (GI-8).
    "<b>Connection</b> (you must). Every sweet starts as a <b>pile</b> of 1. If your ants, "
    "joined edge to edge, link two piles of one kind: 1 point per ant on the link. Then "
    "cross out one of the two piles (you choose) and write, by the other, how many sweets "
    "the two had together. A ring moves with its pile: if you cross out a ringed pile, "
    "draw the ring and its initial round the other one. Two ringed piles never link: no "
    "points, nothing crossed out.",
    # GI-9, GI-17: the capture is optional and the full game lets the player choose the
    # order of the effects; connecting first (keeping the pile where it can be captured)
    # never scores less, so the lesson fixes that order (tests/gingham/test_lesson_pack.py).
    "<b>Capture</b> (you may; after any connection, if you make one). If your ants fill every cell "
    f"touching a pile ({touching()[0]} cell at a corner, {touching()[1]} on an edge, "
    f"{touching()[2]} inside), one of them the ant you just wrote: 1 point per sweet in the "
    "pile. Ring the pile and write your initial by "
    "the ring. You may capture only one pile of each kind.",
    "No abilities, no sugar. After everyone's second turn, most points wins; a tie shares "
    "the win.",
)


def counter_fits(cell_mm: float = BOARD_CELL_MM, token_mm: float = TOKEN_MM,
                 counter_mm: float = COUNTER_MM) -> bool:
    """A counter centred on a cell clears the square sweets on the cell's corner crossing.

    A sweet of side ``token_mm`` centred on a crossing covers a ``token_mm / 2`` square in
    the corner of each cell around it; the corner of that square nearest the cell's centre
    is ``sqrt(2) * (cell_mm - token_mm) / 2`` from it, which must be at least the
    counter's radius."""
    return counter_mm / 2 <= sqrt(2) * (cell_mm - token_mm) / 2


def most_groups(class_sizes: range = CLASS_SIZES) -> int:
    """The most groups any class of 20 to 32 pupils (or of ``class_sizes``) makes
    (lessons.split)."""
    return max(sum(split(pupils, GROUP_SIZES).values()) for pupils in class_sizes)


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


def _sweet(kind: str, name: str = "", mark: str = "") -> str:
    """One sweet disc, as on the cloth, at token size (cut out as a square); ``name`` and
    ``mark``: its name and printed letter in another language (else the English)."""
    r = 13
    name, mark = name or kind, mark or SWEET_MARKS[kind]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{TOKEN_MM}mm" '
            f'height="{TOKEN_MM}mm" viewBox="0 0 32 32" role="img" aria-label="{name}">'
            f'<title>{name}</title><circle cx="16" cy="16" r="{r}" '
            f'fill="{SWEET_COLOURS[kind]}" stroke="#fff" stroke-width="1.5"/>'
            '<text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" '
            f'font-family="sans-serif" font-weight="bold">{mark}</text></svg>')


def _token(kind: str, name: str = "", mark: str = "") -> str:
    """A capture token: a ring to colour in the player's colour, marked with the sweet;
    ``name`` and ``mark`` as for ``_sweet`` (the token's whole name)."""
    name, mark = name or f"capture token, {kind}", mark or SWEET_MARKS[kind]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{TOKEN_MM}mm" '
            f'height="{TOKEN_MM}mm" viewBox="0 0 32 32" role="img" '
            f'aria-label="{name}"><title>{name}</title>'
            '<circle cx="16" cy="16" r="13" fill="#fff" stroke="#333" stroke-width="4"/>'
            f'<text x="16" y="21" font-size="13" text-anchor="middle" '
            f'fill="{SWEET_COLOURS[kind]}" font-family="sans-serif" font-weight="bold">'
            f'{mark}</text></svg>')


def _cell_grid(cols: str, lines: range, corner: str = "line") -> str:
    """An empty table of cells to write numbers in (columns ``cols``, top line first);
    ``corner``: the lines' heading."""
    head = f"<tr><th>{corner}</th>" + "".join(f"<th>{c}</th>" for c in cols) + "</tr>"
    body = "".join(f"<tr><th>{k}</th>" + '<td style="width:12mm;height:8mm"></td>'
                   * len(cols) + "</tr>" for k in reversed(lines))
    return f"<table>{head}{body}</table>"


def sweet_key() -> str:
    """The sweets of the three- and four-player cloth, each as the cloth draws it."""
    return "Sweets: " + ", ".join(f"{sweet_svg(kind, 14)} {kind}"
                                  for kind in dict.fromkeys(sweets_for(3))) + "."


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
    """(shortest chains, ants in each) from cell ``a`` to cell ``b``."""
    x, y = _apart(a, b)
    return comb(x + y, x), x + y + 1


QUESTIONS = [  # (label, title, question, answer lines)
    ("Activity A", "Taxicab distance", f"What is the taxicab distance from {CHAIN_FROM} to "
     f"{CHAIN_TO}? How many ants does a shortest chain from {CHAIN_FROM} to {CHAIN_TO} "
     "need?", 2),
    ("Activity B", "Counting chains by drawing", "Write down as many different shortest "
     f"chains from {CHAIN_FROM} to {CHAIN_TO} as you can, as step words such as RRURU "
     "(R = one column right, U = one line up), one in each numbered space; draw a few on "
     "the grids to check. A chain may use any cell: the stitch only limits where a queen's "
     "ant goes in the game. How many did you find?", 0),
    ("Activity C", "The Pascal grid", "In the table, write in each cell the number of "
     f"shortest chains from {CHAIN_FROM} to it: 1 along line {CHAIN_FROM[1:]} and column "
     f"{CHAIN_FROM[0]}, every other cell the sum of the cell to its left and the cell "
     "below.", 0),
    ("Activity D", "A second count", f"Now fill in the grid from {SECOND_FROM} to "
     f"{SECOND_TO} the same way. How many shortest chains join {SECOND_FROM} and "
     f"{SECOND_TO}, and how many ants is each?", 1),
    ("Exercise 4", "Counting chains", "a) What is the taxicab distance from c3 to g5, and "
     "how many ants does a shortest chain between them need? b) How many shortest chains "
     "are there? c) (Challenge: extend your grid to the whole cloth.) How many shortest "
     "chains join a1 and j10, the two ends of the stitch?", 2),
    ("Exercise 6", "Sweets and cells on any cloth", "(Parts a and c. Hint: draw a 5 x 5 "
     "grid of dots first.) a) The 8 x 8 cloth has a 5 x 5 grid of sweets. How many are "
     "corner, edge and inner sweets? c) How many cells touch them all together? What is "
     "the mean number of ants needed to surround one sweet?", 2),
]
HOMEWORK = ("Exercise 4", "Exercise 6")  # after the lesson: they need no more of the rules
STEP_BLANKS = chains(CHAIN_FROM, CHAIN_TO)[0]  # Activity B: a numbered space per chain


def step_words(a: str, b: str) -> list[str]:
    """Every shortest chain from cell ``a`` to cell ``b`` (right and up) as a step word."""
    x, y = _apart(a, b)
    return sorted({"".join(w) for w in permutations("R" * x + "U" * y)})


def pascal_lines(a: str, b: str) -> list[list[int]]:
    """The Pascal grid from cell ``a`` to cell ``b``, bottom line first: each cell's count
    of shortest chains from ``a``, each the one to its left plus the one below."""
    x, y = _apart(a, b)
    lines = [[1] * (x + 1)]
    for _ in range(y):
        line = [1]
        for k in range(1, x + 1):
            line.append(line[-1] + lines[-1][k])
        lines.append(line)
    return lines


def _grid_text(a: str, b: str) -> str:
    first = int(a[1:])
    text = "; ".join(f"line {first + k}: {' '.join(map(str, line))}"
                     for k, line in enumerate(pascal_lines(a, b)))
    return text[0].upper() + text[1:]


def _sweet_counts(n: int) -> tuple[int, int, int]:
    """(corner, edge, inner) sweets of the n x n cloth."""
    b = board(n)
    sizes = [len(b.cells_of[p]) for p in b.points]
    corner, edge, inner = sorted(set(sizes))
    return sizes.count(corner), sizes.count(edge), sizes.count(inner)


def _answers() -> list[str]:
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    ex, ey = _apart("c3", "g5")
    sx4, sy4 = _apart("a1", "j10")
    corner, edge, inner = _sweet_counts(8)
    need = touching()
    cells = corner * need[0] + edge * need[1] + inner * need[2]
    k = int((corner + edge + inner) ** 0.5)
    mean = Fraction(cells, corner + edge + inner)
    return [
        f"{x} columns ({CHAIN_FROM[0]} to {CHAIN_TO[0]}) + {y} lines ({CHAIN_FROM[1:]} to "
        f"{CHAIN_TO[1:]}) = {x + y}. A chain needs one ant per cell, both ends included: "
        f"{x + y} + 1 = {first[1]} ants.",
        f"There are exactly {first[0]}: {', '.join(step_words(CHAIN_FROM, CHAIN_TO))} "
        "(R = one column right, U = one line up).",
        f"{_grid_text(CHAIN_FROM, CHAIN_TO)} (columns {CHAIN_FROM[0]} to {CHAIN_TO[0]}). The "
        f"top right corner gives {first[0]} = C({x + y}, {y}), the same as the drawings.",
        f"{_grid_text(SECOND_FROM, SECOND_TO)} (columns {SECOND_FROM[0]} to {SECOND_TO[0]}). "
        f"So {second[0]} = C({sx + sy}, {sy}) shortest chains, each of {sx} + {sy} + 1 = "
        f"{second[1]} ants.",
        f"a) {ex} columns and {ey} lines: distance {ex + ey}, so {chains('c3', 'g5')[1]} "
        f"ants. b) Choose which {ey} of the {ex + ey} steps go up: C({ex + ey}, {ey}) = "
        f"{chains('c3', 'g5')[0]} chains. c) {sx4} steps right and {sy4} up: "
        f"C({sx4 + sy4}, {sy4}) = {chains('a1', 'j10')[0]:,} chains, each of "
        f"{chains('a1', 'j10')[1]} ants.",
        f"a) {corner} corner sweets ({need[0]} cell each), 4 x {k - 2} = {edge} edge sweets "
        f"({need[1]} cells each), {k - 2} x {k - 2} = {inner} inner sweets ({need[2]} cells "
        f"each). c) Cells: {corner * need[0]} + {edge * need[1]} + {inner * need[2]} = "
        f"{cells} = 8 x 8, since every cell touches exactly one sweet. Mean: "
        f"{cells}/{corner + edge + inner} = {float(mean):g} ants.",
    ]


ANSWERS = _answers()


def plain_grid(cols: str, lines: range, marks: tuple[str, ...], width_mm: float,
               shade: Mapping[str, tuple[str, str]] | None = None, label: str = "") -> str:
    """A corner of the cloth as a plain grid to draw chains on: no sweets, no stitch, no
    star (a chain may use any cell), the column letters under it and the line numbers on
    its left only, the cells ``marks`` outlined; ``shade``: {cell: (fill, text)}, cells
    tinted and marked (a drawn chain)."""
    shade = shade or {}
    unit, pad = 20, 16
    width, height = pad + unit * len(cols) + 2, unit * len(lines) + pad + 2
    parts = []
    for i, col in enumerate(cols):
        for j, line in enumerate(reversed(lines)):
            x, y = pad + i * unit, 1 + j * unit
            name = f"{col}{line}"
            edge = ('stroke="#e6a800" stroke-width="2.5"' if name in marks
                    else 'stroke="#999" stroke-width="0.6"')
            fill, text = shade.get(name, ("#fff", ""))
            parts.append(f'<rect x="{x}" y="{y}" width="{unit}" height="{unit}" '
                         f'fill="{fill}" {edge}><title>{name}</title></rect>')
            if text:
                parts.append(f'<text x="{x + unit / 2:g}" y="{y + unit / 2 + 4:g}">{text}</text>')
        parts.append(f'<text x="{pad + i * unit + unit / 2:g}" y="{height - 3}">{col}</text>')
    for j, line in enumerate(reversed(lines)):
        parts.append(f'<text x="{pad / 2:g}" y="{1 + j * unit + unit / 2 + 4:g}">{line}</text>')
    label = label or (f"Empty grid, columns {cols[0]} to {cols[-1]}, lines {lines[0]} to "
                      f"{lines[-1]}, with {' and '.join(marks)} outlined")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width_mm:g}mm" '
            f'height="{width_mm * height / width:g}mm" viewBox="0 0 {width} {height}" '
            f'role="img" aria-label="{label}"><title>{label}</title>'
            '<g font-size="10" font-family="sans-serif" text-anchor="middle" fill="#333" '
            f'font-weight="bold">{"".join(parts)}</g></svg>')


def _chain_grid(label: str = "") -> str:
    """An empty corner of the cloth, a1 to f5, to draw chains from b2 to e4 on;
    ``label``: its accessible name in another language."""
    return plain_grid(COLUMN_LETTERS[:6], range(1, 6), (CHAIN_FROM, CHAIN_TO), 44, label=label)


def _blanks() -> str:
    """Activity B: a numbered space for each step word."""
    half = -(-STEP_BLANKS // 2)
    column = ('<div style="flex:1">' + "{}" + "</div>")
    cells = [f'<div style="height:8.5mm;display:flex;align-items:flex-end;gap:1.5mm">'
             f'<span>{k}</span><span style="flex:1;border-bottom:0.3mm solid #999">'
             "</span></div>" for k in range(1, STEP_BLANKS + 1)]
    return ('<div style="flex:1;display:flex;gap:4mm">'
            + column.format("".join(cells[:half])) + column.format("".join(cells[half:]))
            + "</div>")


def _question(label: str, title: str, text: str) -> str:
    return f"<h3>{label}: {title}</h3><p>{text}</p>"


def result_lines(rows: tuple[str, ...]) -> str:
    """The lines of the results table, one for each of ``rows``: two boxes to write in
    (the group's number and the exact one)."""
    row = '<td style="width:30mm;height:7mm"></td>' * 2
    return "".join(f"<tr><th>{what}</th>{row}</tr>" for what in rows)


def _results() -> str:
    """Our results: the group's own numbers, copied from its column of the board, and the
    exact ones. (The whole class's numbers stay on the board: nobody copies them.)"""
    lines = result_lines(("chains found (Activity B)", "top corner of grid C",
                          "top corner of grid D"))
    return ('<div class="pr-keep"><h3>Our results</h3><p>In the last minute of Activities B '
            "and C, one of you writes your group's number in its column of the board's "
            "table. Copy here only your group's numbers, then the exact ones when the "
            "teacher shows them.</p><table><tr><th></th><th>our group</th><th>exact</th></tr>"
            f"{lines}</table><p>Each shortest chain from {CHAIN_FROM} to {CHAIN_TO} has "
            "______ ants.</p></div>")


def worksheet() -> Sheet:
    parts = ['<p class="pr-name-line">Name: ______________________________ '
             'Class: __________ Date: __________</p>',
             '<div class="pr-box"><b>Today\'s game: one round</b><ol>'
             + "".join(f"<li>{rule}</li>" for rule in LESSON_RULES) + "</ol></div>",
             "<p>Cells are named like chess squares: columns a to j from the left, lines 1 "
             "to 10 from the bottom. Ants join only edge to edge. The <b>taxicab "
             "distance</b> between two cells is how many columns apart they are plus how "
             "many lines apart (from a5 to c6: 2 + 1 = 3). Activities A to D are for the "
             "lesson (D if your group finishes); Exercises 4 and 6 (the chapter's numbers) "
             "are homework.</p>"]
    side_by_side = []  # Activities C and D: two grids next to each other
    for label, title, text, lines in QUESTIONS:
        extra = ""
        if label == "Activity B":
            extra = ('<div style="display:flex;gap:4mm;align-items:flex-start">'
                     + "".join(_chain_grid() for _ in range(2)) + _blanks() + "</div>")
        elif label == "Activity C":
            extra = _cell_grid(COLUMN_LETTERS[1:5], range(2, 5))
        elif label == "Activity D":
            extra = _cell_grid(COLUMN_LETTERS[1:6], range(3, 7))
        if label == HOMEWORK[0]:  # our results close the lesson's part
            parts += [_results(), "<h2>Homework: Exercise 4 (all) and Exercise 6 (a and "
                      "c)</h2>"]
        part = (f'<div class="pr-keep">{_question(label, title, text)}{extra}'
                f"{writing_lines(lines) if lines else ''}</div>")
        if label in ("Activity C", "Activity D"):
            side_by_side.append(part.replace('class="pr-keep"', 'style="flex:1"', 1))
            if len(side_by_side) == 2:
                parts.append('<div class="pr-keep" style="display:flex;gap:6mm">'
                             + "".join(side_by_side) + "</div>")
            continue
        parts.append(part)
    return Sheet(GAME, "worksheet", "Gingham: chains of ants", "".join(parts), pages=2)


def answers() -> Sheet:
    parts = ["<p>Worked answers to the pupil worksheet <i>Gingham: chains of ants</i>: "
             "Activities A to D in the lesson, Exercises 4 and 6 (the chapter's numbers) "
             "for homework (4c is a challenge for Year 7-8 and foundation sets).</p>"]
    for (label, title, _, _), answer in zip(QUESTIONS, ANSWERS, strict=True):
        parts.append(f'<div class="pr-keep"><h3>{label}: {title}</h3><p>{answer}</p></div>')
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    firsts = " + ".join(str(k) for k in range(x + y - 1, 0, -1))
    parts.append('<div class="pr-keep"><h3>Our results (the pooling)</h3><p>The exact '
                 f"answers are {first[0]} shortest chains of {first[1]} ants from "
                 f"{CHAIN_FROM} to {CHAIN_TO}, so every first grid should end in {first[0]}, "
                 f"and {second[0]} chains of {second[1]} ants from {SECOND_FROM} to "
                 f"{SECOND_TO}. Why no group can find more than {first[0]}: each step word "
                 f"has {y} Us among {x + y} letters; the first U can be the 1st to the "
                 f"{x + y - 1}th letter, leaving {firsts} places for the second: "
                 f"{firsts} = {first[0]} (higher sets: C({x + y}, {y}) = {first[0]}; "
                 f"C({sx + sy}, {sy}) = {second[0]}). Groups with fewer than {first[0]} "
                 "missed some: have them compare step words with another group.</p></div>")
    return Sheet(GAME, "answers", "Gingham: chains of ants, answer key", "".join(parts), pages=1)


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
            "cutting out. Print one for each group. Ants and queens are the players' "
            "initials in pencil. When a connection joins two piles, cross one out and write "
            "the new height beside the other.</p>"
            f"<div>{dealt}</div>"
            f'<p class="pr-small">{sweet_key()}</p>')
    return Sheet(GAME, "components", "Gingham: print and play", body, pages=4)


def sheets() -> list[Sheet]:
    """The printables of the Gingham chapter, in the order the chapter lists them."""
    return [aid(), worksheet(), answers(), components()]
