"""The Gingham lesson pack and class data (issue 31): a 45-minute lesson for
11-16-year-olds who play one round on a printed dealt cloth, in pencil, and then count
the shortest chains of ants between two cells.

Every number the pack prints (the cells of a row, the worked example's points and the
points of the moves it leads to, the distances, chain counts and ants of the activity,
the key questions' and the exit ticket's answers, the board's columns) is computed here
from the game's board (``board.py``), its engine (``rules.py``) or the counting of the
chapter (``printables.chains``), never typed in. Standard library only.

The plan's minutes come from two teachers who ran the pack against a clock (a Year 8
class of 30, a Year 11 foundation set of 27): what they measured, less what the pack no
longer asks for (the opening questions on a face-down cloth, the choice of the starting
player, the whole class's tally copied by every pupil, typing and writing each number
twice, the Activity D row for classes that stop at C).
"""

from __future__ import annotations

from copy import deepcopy
from fractions import Fraction
from math import comb

from ..lessons import CLASS_SIZES, ClassData, LessonPack, Material, Question, Series, Stage
from ..words import PLAIN, Voice
from .board import board
from .printables import (
    CHAIN_FROM,
    CHAIN_TO,
    DEAL_SEED,
    EXAMPLE_ROW,
    GROUP_SIZES,
    LESSON_RULES,
    SECOND_FROM,
    SECOND_TO,
    _apart,
    chains,
    most_groups,
    row_cells,
    sized,
    step_words,
    sweet_key,
    touching,
)
from .render import CELL, MARGIN, SWEET_COLOURS, board_svg, sweet_glyph
from .rules import Ant, Capture, Connect, Gingham, Queen
from .words import WORDS

GAME = "gingham"
PLAYERS = 3  # the dealt cloth is the three-player deal; four players use the same cloth
NAMES = ("Asha", "Ben", "Cara")  # the worked example's players: initials A, B, C
# The worked example: the first four turns of a round on the lesson's own dealt cloth
# (printables.DEAL_SEED, the last page of the print-and-play sheet).
DEMO = (
    (Queen("S", 9), Ant("i1")),
    (Queen("S", 1), Ant("a1"), Capture((0, 0))),
    (Queen("S", 4), Ant("d1")),
    (Queen("S", 10), Ant("j1"), Connect((8, 0), (10, 0)), Capture((10, 0))),
)
# Ben's obvious next turn, asked about while the groups play: his ant on b1 links his
# ringed corner cupcake to the cupcake by b1 (a compulsory connection, GI-17; the ring
# stays on top of its pile wherever the pile goes).
BEN_NEXT = (Queen("S", 2), Ant("b1"))
# The exit ticket's cells: a distance, and a count small enough to list by hand.
TICKET_FROM, TICKET_TO = "c1", "e5"
LIST_FROM, LIST_TO = "c1", "d3"
WORKED_MM = 150  # the worked example's picture, printed this wide (projected from its page)
# The plan, minute by minute (see the module's docstring for where they come from).
SETTLE, RULES, PLAY, COUNT, POOL, TICKET = 5, 10, 9, 13, 4, 4


def demo() -> tuple[Gingham, list[list]]:
    """The worked example played by the engine: the state after it and each turn's
    events (connections and captures)."""
    game = Gingham.new_game(PLAYERS, seed=DEAL_SEED)
    turns = []
    for actions in DEMO:
        before = len(game.log)
        for action in actions:
            game.apply(action)
        turns.append([e for e in game.log[before:] if e.kind in ("connect", "capture")])
    return game, turns


def asha_capture_first() -> int:
    """Asha's last turn of the example with the capture before the connection: her
    points for the turn (the example connects first)."""
    game = Gingham.new_game(PLAYERS, seed=DEAL_SEED)
    for actions in DEMO[:-1]:
        for action in actions:
            game.apply(action)
    before = game.score[0]
    queen, ant, connect, capture = DEMO[-1]
    for action in (queen, ant, capture, connect):
        game.apply(action)
    return game.score[0] - before


def ben_next() -> tuple[Gingham, dict]:
    """Ben's next turn after the example: the state after it and its connection."""
    game, _ = demo()
    game = deepcopy(game)
    for action in BEN_NEXT:
        game.apply(action)
    links = [a for a in game.legal_actions() if type(a) is Connect]
    before = len(game.log)
    game.apply(next(a for a in links if a.src == (0, 0)))  # the ringed corner pile moves
    connect = next(e for e in game.log[before:] if e.kind == "connect")
    return game, connect.data


def _ordinals(count: int) -> str:
    """The places 1 to ``count`` as words: "1st, 2nd, 3rd or 4th"."""
    ends = {1: "st", 2: "nd", 3: "rd"}
    words = [f"{k}{ends.get(k % 10 if k // 10 != 1 else 0, 'th')}" for k in range(1, count + 1)]
    return ", ".join(words[:-1]) + " or " + words[-1] if count > 1 else words[0]


def _cells_text(cells: list[str]) -> str:
    return f"{cells[0]} to {cells[-1]}" if len(cells) > 1 else f"only {cells[0]}"


def _point(x: float, y: float, n: int) -> tuple[float, float]:
    """Where the renderer draws the crossing or cell corner (x, y) of an n x n cloth."""
    return MARGIN + x * CELL, MARGIN + (n - y) * CELL


WORKED_LABEL = ("The lesson's dealt cloth after four turns: Asha's ants on i1 and j1, Ben's on "
                "a1, Cara's on d1, their queens beside rows S9, S10, S1 and S4 on the bottom "
                "side; the cookie by i1 crossed out, the corner cookie a pile of 2 ringed by "
                "Asha, the corner cupcake ringed by Ben")


def worked_svg(names: tuple[str, ...] = NAMES, label: str = WORKED_LABEL,
               voice: Voice | None = None, crossed: str = "crossed-out {kind}") -> str:
    """The dealt cloth after the worked example as pupils draw it in pencil: each ant and
    each ring marked with its player's initial, the cookie Asha crossed out drawn crossed
    out (the pupils' round has no sugar, so none is drawn). ``names``, ``label``,
    ``voice`` and ``crossed`` (the crossed-out pile's tooltip, given its sweet's name):
    the picture's words in another language."""
    game, _ = demo()
    b = board(game.n)
    dealt = Gingham.new_game(PLAYERS, seed=DEAL_SEED).stacks
    marks = []
    for cell, seat in enumerate(game.ants):
        if seat >= 0:
            x, y = b.cells[cell]
            cx, cy = _point(x + 0.5, y + 0.5, game.n)
            marks.append(f'<text x="{cx:g}" y="{cy + 5:g}" font-size="14" font-weight="bold" '
                         f'text-anchor="middle" fill="#fff" font-family="sans-serif">'
                         f"{names[seat][0]}</text>")
    # each ring's initial, in the first free spot just off the ring: not on a cell with an
    # ant, not on the pile's height (drawn up and right), not on a star or a queen
    busy = [_point(*b.cells[c], game.n) for c, seat in enumerate(game.ants) if seat >= 0]
    busy = [(x + CELL / 2, y - CELL / 2) for x, y in busy]
    busy += [_point(0, 0, game.n), _point(game.n, game.n, game.n)]  # the stars' corners
    busy += [_point(row[1] - 0.5, -0.45, game.n) for row in game.row_queens]  # queens
    for p, seat in sorted(game.tokens.items()):
        cx, cy = _point(*p, game.n)
        if len(game.stacks[p]) > 1:
            busy.append((cx + 9, cy - 9))
        spot = next((cx + dx, cy + dy) for dx, dy in ((-12, -12), (12, 12), (12, -12), (-12, 12))
                    if all(abs(cx + dx - bx) + abs(cy + dy - by) > 16 for bx, by in busy))
        marks.append(f'<circle cx="{spot[0]:g}" cy="{spot[1]:g}" r="6.5" fill="#fff" '
                     'stroke="#222" stroke-width="0.8"/>'
                     f'<text x="{spot[0]:g}" y="{spot[1] + 4:g}" font-size="11" '
                     'font-weight="bold" text-anchor="middle" fill="#222" '
                     f'font-family="sans-serif">{names[seat][0]}</text>')
    for p in sorted(set(b.points) - set(game.stacks)):  # a pile crossed out in pencil
        kind = dealt[p][0]
        cx, cy = _point(*p, game.n)
        r = CELL * 0.3
        sweet = WORDS.phrase({"kind": "sweet_" + kind}, voice or PLAIN)
        marks.append(f'<g><title>{crossed.format(kind=sweet)}</title><g opacity="0.45">'
                     f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{SWEET_COLOURS[kind]}"/>'
                     f"{sweet_glyph(kind, cx, cy)}</g>"
                     f'<path d="M{cx - r:g} {cy - r:g}L{cx + r:g} {cy + r:g}M{cx + r:g} '
                     f'{cy - r:g}L{cx - r:g} {cy + r:g}" stroke="#333" stroke-width="2.5"/></g>')
    svg = board_svg(game.n, game.stacks, game.tokens, {}, game.ants, game.row_queens,
                    names=names if voice is None else (), overlay="".join(marks),
                    label=label, voice=voice)  # a voice names the seats itself
    return sized(svg, WORKED_MM)


def _worked() -> str:
    game, turns = demo()
    score = dict(zip(NAMES, game.score, strict=True))
    connect = next(e for e in turns[3] if e.kind == "connect")
    capture_ben = turns[1][0]
    capture_asha = next(e for e in turns[3] if e.kind == "capture")
    s9, s1, s4, s10 = (row_cells(r) for r in ("S9", "S1", "S4", "S10"))
    steps = [
        f"<b>Asha</b> starts: queen to the bottom side, row S9 ({_cells_text(s9)}: a row of "
        "the bottom side is a column, up to the stitch); ant on i1, by a cookie.",
        f"<b>Ben</b>: bottom side too, row S1 ({_cells_text(s1)}). a1 is the only cell "
        f"touching the corner cupcake, so he captures it: {capture_ben.data['points']} "
        "point. He rings it and writes B by the ring.",
        f"<b>Cara</b>: row S4 ({_cells_text(s4)}), ant on d1. Nothing to score.",
        f"<b>Asha</b>: row S10 ({_cells_text(s10)}), ant on j1. i1 and j1 link two "
        f"cookies: a connection of {connect.data['length']} ants, "
        f"{connect.data['points']} points. She crosses out the cookie by i1 and writes "
        f"{connect.data['height']} by the corner one. Then the capture: j1 alone touches "
        f"that corner, so the pile of {capture_asha.data['height']} gives "
        f"{capture_asha.data['points']} points; ring and A. (Capturing first would have "
        f"given her only {asha_capture_first()}.)",
    ]
    points = ", ".join(f"{name} {score[name]}" for name in NAMES)
    return (f'<div class="pr-keep"><p><b>Project this</b>: in the PDF it has a page of its '
            "own; on the chapter's web page, zoom in until the cloth fills the screen. The "
            "cloth is the one on the desks, after four turns, with the initials, rings and "
            f'crossing-out as pupils write them.</p><div style="text-align:center">'
            f'{worked_svg()}</div><p class="pr-small" style="text-align:center">'
            f"{sweet_key()}</p><ol>{''.join(f'<li>{s}</li>' for s in steps)}</ol>"
            f"<p>Scores: {points}.</p></div>"
            '<div class="pr-page-break"></div>')  # the example's page is its own


def pool_table(group: str, exact: str, rows: tuple[str, ...],
               class_sizes: range = CLASS_SIZES) -> str:
    """The pooling table drawn across the board: a column for each group of the biggest
    class (of ``class_sizes``) and the exact one (headed ``group`` and ``exact``), a line
    for each of ``rows``."""
    cell = 'style="border:1px solid #555;padding:0 2mm;height:7mm;min-width:7mm"'
    groups = range(1, most_groups(class_sizes) + 1)
    heads = "".join(f"<th {cell}>{k}</th>" for k in groups) + f"<th {cell}>{exact}</th>"
    blank = f"<td {cell}></td>" * (len(groups) + 1)
    lines = "".join(f"<tr><th {cell}>{what}</th>{blank}</tr>" for what in rows)
    return (f'<table style="border-collapse:collapse"><tr><th {cell}>{group}</th>{heads}</tr>'
            f"{lines}</table>")


def _board(ticket: tuple[Question, ...]) -> str:
    """The board plan: what the board shows before the lesson, the pooling table drawn
    across the board (a column for each group of the biggest class, and the exact one)."""
    table = pool_table("group", "exact", (
        "chains found (B)", "top corner of grid C", "top corner of grid D (higher sets)"))
    return (f"<p>Left: the aim and the words side, row, pile. Middle: {CHAIN_FROM} → "
            f"{CHAIN_TO}: distance ____, ants ____; under it, covered until the exit "
            f"ticket, its {len(ticket)} questions (below). Right: this table; each group "
            "writes its own numbers in its column; the exact column stays empty until the "
            f"pooling.</p>{table}")


def pack() -> LessonPack:
    b = board(10)
    game, turns = demo()
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    tx, ty = _apart(TICKET_FROM, TICKET_TO)
    listed = step_words(LIST_FROM, LIST_TO)
    example = row_cells(EXAMPLE_ROW)
    connect = next(e for e in turns[3] if e.kind == "connect")
    capture = next(e for e in turns[3] if e.kind == "capture")
    _, ben = ben_next()
    ben_cells = [b.names[c] for c in b.cells_of[tuple(ben["dst"])]]
    rows_per_side = len(b.rows) // 4
    corner, edge, inner = touching()
    # why no more than the count: where the first U of a step word can go
    firsts = list(range(x + y - 1, 0, -1))
    assert sum(firsts) == comb(x + y, y) == first[0]
    ticket = (
        Question(f"What is the taxicab distance from {TICKET_FROM} to {TICKET_TO}, and how "
                 "many ants does a shortest chain between them need?",
                 f"{tx} + {ty} = {tx + ty}; {chains(TICKET_FROM, TICKET_TO)[1]} ants."),
        Question(f"How many shortest chains join {LIST_FROM} and {LIST_TO}? Write them as "
                 "step words.", f"{len(listed)}: {', '.join(listed)}."),
    )
    stages = (
        Stage(SETTLE, "Settle and choose initials",
              "Before the bell, desks in threes (and fours), with a cloth face down and the "
              "worksheets on each desk. Pupils sit by the seating plan on screen; register; "
              "names on worksheets; each group settles who starts and its initials.",
              "the dealt cloth, face down; a worksheet, a pencil and an eraser each",
              (Question("Who starts in your group?",
                        "The player whose name comes first in the alphabet; turns then go "
                        "clockwise."),
               Question("Which initial will you write? Does anyone share it?",
                        "Your first initial; if two of you share one, one adds a second "
                        "letter (Ben and Bea: B and Be)."))),
        Stage(RULES, "Rules from the worked example",
              "Cloths face up. Project the worked example (below) and play its four turns; "
              "pupils follow on their cloth with a finger, writing nothing yet. Show that a "
              "row of the bottom side is a column, the ring with its initial, and the "
              "pile's height.",
              "the dealt cloth, face up; pencils and erasers",
              (Question(f"Asha's queen is beside row {EXAMPLE_ROW}. Which cells may her ant "
                        "use?",
                        f"{_cells_text(example)}: a row of the bottom side is a column, and "
                        "it stops at the stitch."),
               Question("After her connection, what else may Asha do?",
                        f"Capture the corner pile (j1 is its only cell): "
                        f"{capture.data['points']} more points, "
                        f"{connect.data['points'] + capture.data['points']} for the turn. "
                        f"Capturing first gives only {asha_capture_first()}: connect "
                        "first."))),
        Stage(PLAY, "Play one round",
              "Groups play their own round in pencil on the cloth (rules box on the "
              "worksheet); suggest a first side other than the bottom, so that nobody copies "
              "the example. Scores in the margin. You and the teaching assistant each check "
              "half the groups: one side only, ants stop at the stitch. Threes that finish "
              f"start Activity A; at minute {SETTLE + RULES + PLAY} every group stops.",
              "the dealt cloth, pencils and erasers; the worksheet's rules box face up",
              (Question("Why was Ben's capture cheap?",
                        f"A corner sweet touches only {corner} cell; an edge sweet needs "
                        f"{edge} ants and an inner one {inner}."),
               Question("In the example, Ben's next queen goes to row S2 and his ant to b1. "
                        "What happens?",
                        f"b1 and a1 link his ringed corner cupcake to the cupcake by "
                        f"{' and '.join(ben_cells)}: a connection he must make, "
                        f"{ben['length']} ants, {ben['points']} points. He crosses out one "
                        f"pile, writes {ben['height']} by the other, and the ring goes with "
                        "its pile."),
               Question("Can an ant ever land on another ant in this round?",
                        "No: each queen takes a row of its own, so each row gets one ant."))),
        Stage(COUNT, "Count chains: Activities A to C",
              "Cloths away, worksheets over. A (2 minutes); B (6 minutes: a step word in "
              "each numbered space); C (5 minutes: fill the first cells of the grid with the "
              "class on the board, then groups finish). In the last minute of B and of C, "
              "one pupil per group writes its number in the group's column of the board "
              "table; the teaching assistant (or you, during C) types the board's numbers "
              "into the class data. Activity D only for groups that finish.",
              "the worksheet and pencils; the cloth put away",
              (Question(f"What is the taxicab distance from {CHAIN_FROM} to {CHAIN_TO}, and "
                        "why does a shortest chain need one ant more?",
                        f"{x} + {y} = {x + y}; {first[1]} ants: {x + y} steps join "
                        f"{first[1]} cells, like gaps and fence posts."),
               Question("Why is each grid number the one to its left plus the one below?",
                        "The last step into a cell is R (from the cell on its left) or U "
                        "(from the cell below), so its chains are theirs added together."))),
        Stage(POOL + TICKET, "Pool, then the exit ticket",
              f"For {POOL} minutes: the board's table, filled in by the groups. Compare "
              "each column with the exact one, show the class data's dot plot, press Show "
              "the exact value; pupils copy only their group's numbers and the exact ones. "
              f"Last {TICKET} minutes: uncover the {len(ticket)} exit-ticket questions on "
              "the board (or project the pack's exit-ticket box, which has no answers); "
              "pupils answer alone on a slip, handed in at the door. Set the homework.",
              "the worksheet, then an exit-ticket slip and a pencil only",
              (Question(f"Why can no group find more than {first[0]} chains?",
                        f"Each step word has {y} Us among {x + y} letters. The first U is "
                        f"the {_ordinals(len(firsts))} letter, leaving "
                        f"{', '.join(map(str, firsts))} places for the second: "
                        f"{' + '.join(map(str, firsts))} = {first[0]}. "
                        f"(Higher sets: C({x + y}, {y}) = {first[0]}.)"),
               Question(f"(Higher sets, Activity D) How many shortest chains join "
                        f"{SECOND_FROM} and {SECOND_TO}?",
                        f"C({sx + sy}, {sy}) = {second[0]}, each of {second[1]} ants."))),
    )
    materials = (
        Material("dealt cloth", "group", 1,
                 "Last page of the print-and-play PDF, in colour or good greyscale (the "
                 "sweets differ in shape too)"),
        Material("spare dealt cloth", "class", 2, "Printed with the others"),
        Material("worksheet", "pupil", 1, "Two sides, printed double-sided"),
        Material("pencil and eraser", "pupil", 1,
                 "Pupils' own; borrow a class set for those without"),
        Material("exit-ticket slip", "pupil", 1, "Scrap paper or a sticky note"),
        Material("answer key", "class", 1, "For you"),
        Material("projector", "class", 1,
                 "The chapter's web page (it needs the internet) for the worked example and "
                 "the class data; or this PDF's worked-example page"),
    )
    return LessonPack(
        game=GAME,
        title="Gingham: the lesson pack",
        aim="Pupils play one round on a printed cloth, then find how long a shortest "
            "chain of ants is (taxicab distance) and how many there are (Pascal's "
            "triangle).",
        rules=LESSON_RULES,
        stages=stages,
        materials=materials,
        group_sizes=GROUP_SIZES,
        exit_ticket=ticket,
        vocabulary=(
            ("cell", "one square of the cloth, named like a chess square: column letter, "
                     "then line number (b2)"),
            ("column, line", "the cells with one letter (column b: b1 to b10); the cells "
                             "with one number (line 2: a2 to j2)"),
            ("ant, queen", "your initial in pencil: an ant in a cell, a queen by a row's "
                           "name"),
            ("side", "one of the 4 edges of the cloth: bottom, left, top, right (S, W, N, E "
                     "in the rows' names)"),
            ("stitch", "the diagonal of cells from a1 to j10, where every row stops"),
            ("row", f"the cells of one column or line, entered from a side, up to the stitch "
                    f"({rows_per_side} rows a side). A row can go up the cloth: row "
                    f"{EXAMPLE_ROW} is {_cells_text(example)}, part of column "
                    f"{example[0][0]}"),
            ("sweet", "printed where grid lines cross; each cell touches exactly one"),
            ("pile", "a sweet and any sweets a connection moved onto it; its height is how "
                     "many"),
            ("chain", "ants of one player joined edge to edge (corners do not join)"),
            ("connection, capture", "your chain links two piles of one kind; your ants fill "
                                    "every cell touching a pile"),
            ("taxicab distance", "columns apart plus lines apart"),
            ("step word", "a chain written as its steps: R right, U up"),
            ("Pascal grid", "a table in which each number is the one to its left plus the "
                            "one below"),
        ),
        cut_first="In this order. 1. Stop the play after everyone's first turn: the "
                  "counting needs no finished round (about 3 minutes). 2. Skip Activity A: "
                  f"write \"{CHAIN_FROM} to {CHAIN_TO}: distance {x + y}, {first[1]} ants\" "
                  "on the board and start at B (2 minutes). 3. Pool from the board only, "
                  "without the class data and its dot plot (2 minutes). Keep the exit "
                  "ticket.",
        board=_board(ticket),
        worked_example=_worked(),
        levels="<b>Year 7-8:</b> turns take about 1.5 minutes, so stop the play at minute "
               f"{SETTLE + RULES + PLAY} wherever it has got to; trace chains with a finger "
               "before writing them. <b>Year 7-8 and foundation sets:</b> stop at Activity "
               "C; skip the grid D row and the second pooling question; explain \"no more "
               "than 10\" by the first U only. <b>Year 10-11 higher sets:</b> rules in "
               f"{RULES - 4} minutes; the 4 minutes saved go to Activity D for every group "
               "and, in the pooling, the D row and why the count is C(x + y, y), for cells x "
               "columns across and y lines up.",
        pages=5,
        notes=("Homework: Exercise 4 (all; 4c is optional for Year 7-8 and foundation "
               "sets: it needs a 10 × 10 grid) and Exercise 6 (a and c). The chapter's "
               "Exercise 1 (not on the worksheet: copy it onto the board) has a first "
               "question (row N4) that needs no abilities and may be added; its second question "
               "and Exercises 2 and 3 need them: keep those for a lesson that plays a whole "
               "game.",
               "Preparation: about 15 minutes on your own printer the evening before (one "
               "cloth per group and 2 spare, the worksheets double-sided, the key); "
               "reprographics usually wants one or two days' notice. The teaching "
               "assistant, if you have one, sets out the materials before the bell, checks "
               "half the groups during the play and types the board's numbers into the "
               "class data."),
    )


def class_data() -> ClassData:
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    assert first[0] == comb(x + y, y) and second[0] == comb(sx + sy, sy)
    return ClassData(
        game=GAME,
        kind="measurement",
        title="Shortest chains found by each group",
        series=(
            Series(f"{CHAIN_FROM}{CHAIN_TO}",
                   f"shortest chains from {CHAIN_FROM} to {CHAIN_TO} a group listed "
                   "(Activity B)", Fraction(first[0]),
                   f"{first[0]} = C({x + y}, {y}), each of {first[1]} ants", unit="chains"),
            Series(f"{SECOND_FROM}{SECOND_TO}",
                   f"the top corner of a group's grid from {SECOND_FROM} to {SECOND_TO} "
                   "(Activity D, higher sets)", Fraction(second[0]),
                   f"{second[0]} = C({sx + sy}, {sy}), each of {second[1]} ants",
                   unit="chains"),
        ),
        how=f"Each group's numbers from the board: how many different shortest chains from "
            f"{CHAIN_FROM} to {CHAIN_TO} it listed as step words and, if it did Activity D, "
            "the number in the top corner of its second grid.",
    )
