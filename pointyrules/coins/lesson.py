"""The coins lesson pack and class data (issue 31): a 45-minute lesson for Year 7 to 11
(ages 11 to 16) who measure, rather than compute, how far a bank card reaches; Year 9 and
up compute it at home. Timed with two teachers' measured minutes (issue 31 reviews).

Every number the pack prints (the card's longest chord, the farthest two coins can be,
the layouts' answers, the worked example's margin, the exit ticket's answers, the way-in
construction's lengths) is computed here from the game's geometry (``geometry.py``,
LC-1, LC-2) or the engine (``rules.py``), never typed in. Standard library only.
"""

from __future__ import annotations

import math

from .. import fmt
from ..lessons import CLASS_SIZES, ClassData, LessonPack, Material, Question, Series, Stage, split
from .geometry import ID1, best_at_angle, card_margin, placement_margin, tilt_degrees
from .printables import DISC_SETS, EXERCISES, LAYOUTS, LOCAL_COINS, layout_svg, sheets, solve
from .rules import DIAMETERS, Coin, CoinsGame, Place, touches

GAME = "coins"
GROUP_SIZES = (4, 3)
HOOK_APART = 110.0  # mm between the hook's two 1 yen coins (11 cm: Exercise 3's pair)
MEASURE_COIN = 1  # part B measures two coins of this kind (the printed discs have two)
# Preparation, at the rates two teachers measured (issue 31 reviews): a cut-out card glued
# to thin card with its corners rounded, a disc sheet glued and its 24 discs cut, a tray.
CUTOUT_MINUTES = 3
DISC_SHEET_MINUTES = 15
TRAY_MINUTES = 1
SMALL_CLASS_SAVES = 2  # minutes giving out and the board save with six groups or fewer
SMALL_CLASS_GROUPS = 6
WORDS = ("no", "one", "two", "three", "four")  # small counts as the text writes them
# The worked example projected while the rules are taught: the setup coin, two placed
# coins, a pass. A level card reaches all three; turned along the line from the 1 yen to
# the 100 yen coin it reaches them with the most room (two such turns tie: see
# _worked_example).
WORKED = [Coin(10, 0.0, 0.0), Coin(100, 55.0, 20.0), Coin(1, -50.0, -25.0)]
# The chapter's worked game, move for move (three players, Aki first; LC-4's setup coin is
# the engine's): round 1 ends with Cai's 1 yen coin, placed after the refused 10 yen,
# round 2 with Aki's 50 yen coin; a pass follows each round. The chapter plays these, the
# card applet replays them, tests/coins/test_lesson_facts.py recomputes their facts.
WORKED_PLAYERS = 3
WORKED_ROUNDS = (
    (Place(1, 38.0, 12.0), Place(500, -42.0, -8.0), Place(100, 12.0, -36.0),
     Place(5, -18.0, 34.0), Place(50, 52.0, -30.0), Place(1, -44.0, 36.0)),
    (Place(100, 0.0, 0.0), Place(10, 40.0, 20.0), Place(500, -40.0, -15.0),
     Place(1, 30.0, -30.0), Place(50, -70.0, 35.0)),
)
# The way in (worksheet part E): two 1 yen coins, centres this far apart on a level line.
WAY_IN_KIND = 1
WAY_IN_APART = 60.0
# The exit ticket: the first two pairs are not the pair whose exact value is on the board
# by then (a reviewer: Q1 could be copied); a measured gap a little short, as honest ones
# are; and, for the pooling, a gap too long.
TICKET_PAIRS = (5, 500)
TICKET_MEASURED = 116.0
TOO_LONG = 122.0
# "Running late?": each cut names the stage it comes from and the minutes it saves; the
# tests check that the stage holds that much time and that the cut is not already optional.
CUTS = (  # in the order the lesson reaches them
    ("Measure", 2, "part A (part B does not need it)"),
    ("Predict, then test", 3, "part C done as a demonstration (the hands-up prediction, "
                              "then you test Layout 1 once on the visualiser)"),
    ("Exit ticket and pack away", 1, "exit question 2"),
)


def mm(x: float, digits: int = 2) -> str:
    return f"{fmt.decimal(x, digits)} mm"


def reach(diameter: float) -> float:
    """How far apart the centres of two equal coins can be, the card still touching both
    (Exercise 3): the longest chord plus one diameter (each coin adds its radius)."""
    return ID1.longest_chord + diameter


def way_in() -> dict:
    """The way-in construction (worksheet part E, the chapter's way in): where the centre
    of a level card may go to touch one coin, then two. For one coin of radius r the
    region is the card grown by r: its straight sides are half the card's width (or
    height) plus r from the coin's centre, its corners quarter circles of radius
    corner + r around the points (a, b) from the centre, (a, b) the card's core half-sizes.
    For two equal coins D apart on a level line the regions overlap in a shape as tall as
    one region and (width + 2r - D) wide."""
    r = DIAMETERS[WAY_IN_KIND] / 2
    a, b = ID1.core
    side = ID1.width / 2 + r  # from a coin's centre to the region's left or right side
    top = ID1.height / 2 + r  # to its top or bottom
    arc = ID1.corner + r  # the corners' radius
    width = 2 * side - WAY_IN_APART
    height = 2 * top
    core_w, core_h = 2 * a - WAY_IN_APART, 2 * b  # the overlap is a rectangle grown by arc
    area = core_w * core_h + 2 * arc * (core_w + core_h) + math.pi * arc ** 2
    return {"kind": WAY_IN_KIND, "r": r, "apart": WAY_IN_APART, "side": side, "top": top,
            "corner": (a, b), "arc": arc, "width": width, "height": height, "area": area,
            "coins": [Coin(WAY_IN_KIND, -WAY_IN_APART / 2, 0.0),
                      Coin(WAY_IN_KIND, WAY_IN_APART / 2, 0.0)]}


def region_width_by_engine(coins, tol: float = 1e-9) -> float:
    """The width of the region for a level card's centre along the coins' line, found by
    the engine: bisection on the margin of a level card slid along y = 0."""
    disks = [(c.x, c.y, c.radius) for c in coins]
    middle = sum(c.x for c in coins) / len(coins)
    assert placement_margin(disks, (middle, 0.0), 0.0) > 0
    ends = []
    for far in (middle - 200.0, middle + 200.0):
        good, bad = middle, far
        while abs(bad - good) > tol:
            mid = (good + bad) / 2
            good, bad = (mid, bad) if placement_margin(disks, (mid, 0.0), 0.0) > 0 else (good, mid)
        ends.append(good)
    return ends[1] - ends[0]


def _worksheet_pages() -> int:
    return next(s.pages for s in sheets() if s.kind == "worksheet")


def worked_turns() -> dict:
    """The worked example's best cards. The best card lays its corner-to-corner line (the
    longest chord, at ``chord_angle`` to the card's long side) along the line from the
    1 yen coin to the 100 yen coin; it can do so two ways, tilted ``line - chord_angle`` or
    ``line + chord_angle`` from level, and both leave the same room (a reviewer found the
    tie: the pack names the line, not one angle)."""
    one, hundred = (next(c for c in WORKED if c.kind == k) for k in (1, 100))
    line = math.degrees(math.atan2(hundred.y - one.y, hundred.x - one.x))
    chord_angle = math.degrees(math.atan2(*reversed(ID1.core)))
    disks = [(c.x, c.y, c.radius) for c in WORKED]
    tilts = sorted((line - chord_angle, line + chord_angle), key=abs)
    return {"line": line, "chord_angle": chord_angle, "tilts": tilts,
            "margins": [best_at_angle(disks, math.radians(t))[0] for t in tilts]}


def worked_facts() -> dict:
    """The projected example's facts: a setup coin, two placed coins (each touching none),
    a pass, and the last placer's card, with the engine's margins (``best``: its best
    card)."""
    for coin in WORKED[1:]:
        assert touches(WORKED[:WORKED.index(coin)], coin.kind, coin.x, coin.y) is None
    disks = [(c.x, c.y, c.radius) for c in WORKED]
    best = card_margin(disks)
    level = best_at_angle(disks, 0.0)[0]
    assert level > 0 and best.margin > level
    turns = worked_turns()
    assert all(abs(m - best.margin) < 0.01 for m in turns["margins"])
    return {"margin": best.margin, "level": level, "tilt": abs(tilt_degrees(best.angle)),
            "turns": turns, "best": best}


def _worked_example() -> tuple[str, dict]:
    """The projected example (``worked_facts``), drawn and told."""
    facts = worked_facts()
    best, level, turns = facts["best"], facts["level"], facts["turns"]
    small, large = (fmt.decimal(abs(t), 0) for t in turns["tilts"])
    picture = layout_svg(WORKED, (best.center, best.angle, best.margin), scale=0.45)
    html = f"""<div style="display:flex;gap:4mm;align-items:center">
<div>{picture}</div><ol>
<li>A 10 yen coin starts in the middle. Aki places a 100 yen coin, Ben a 1 yen coin:
neither touches a coin.</li>
<li>Cai thinks the card cannot reach all three, and passes.</li>
<li>Ben, the last placer, lays the card. Level, it hides a sliver of each coin
({mm(level)} to spare). Turned so that its corner-to-corner line runs from the 1 yen coin
to the 100 yen coin (about {small}° one way or {large}° the other), it has
{mm(best.margin)} to spare. Ben scores: Cai passed too early.</li></ol></div>"""
    return html, facts


def number_line() -> tuple[int, int]:
    """The board's number line for the errors (mm): from a multiple of 5 below the error
    of a level card (its long side along the line, 85.60 + d; the commonest mistake) to
    one above the pooling's too-long example, a millimetre to spare at each end."""
    exact = reach(DIAMETERS[MEASURE_COIN])
    low = level_reach(DIAMETERS[MEASURE_COIN]) - exact
    high = TOO_LONG - exact
    return 5 * math.floor((low - 1) / 5), 5 * math.ceil((high + 1) / 5)


def level_reach(diameter: float) -> float:
    """How far apart two equal coins on a level line can be for a level card: its long
    side plus one diameter."""
    return ID1.width + diameter


def local_exact() -> list[tuple[str, float, float]]:
    """Part B with other coins (worksheet and key): name, diameter, exact largest D."""
    return [(name, d, reach(d)) for name, d in LOCAL_COINS]


def small_class(class_sizes: range = CLASS_SIZES) -> int:
    """The largest class (of ``class_sizes``) that makes SMALL_CLASS_GROUPS groups or
    fewer."""
    return max(p for p in class_sizes if sum(pack_groups(p).values()) <= SMALL_CLASS_GROUPS)


def _board() -> str:
    """The pooling table drawn on the board before the lesson: a column for each group
    (as many as the largest class makes), the class's predictions for the layouts done in
    class, and the number line for the errors."""
    most = max(sum(pack_groups(pupils).values()) for pupils in CLASS_SIZES)
    exact = reach(DIAMETERS[MEASURE_COIN])
    heads = "".join(f"<th>{g}</th>" for g in range(1, most + 1))
    blank = "<td></td>" * most
    low, high = number_line()
    others = fmt.listing(f"{mm(r)} for two {name} coins" for name, _, r in local_exact()
                         if name.startswith("UK"))
    return f"""<table class="pr-board"><thead><tr><th>group</th>{heads}</tr></thead><tbody>
<tr><th>our <i>D</i> (mm)</th>{blank}</tr><tr><th><i>D</i> − exact (mm)</th>{blank}</tr>
</tbody></table>
<table class="pr-board"><thead><tr><th>hands up</th><th>Layout 1</th>
<th>Layout 2 (small class)</th></tr></thead><tbody>
<tr><th>predict yes / no</th><td></td><td></td></tr>
<tr><th>the card fits?</th><td></td><td></td></tr></tbody></table>
<p>Beside the tables, a number line from {fmt.signed(low, 0)} to {fmt.signed(high, 0)} mm
for the errors, one dot per group. Write the exact value ({mm(exact)} for two 1 yen coins
or 20 mm discs; {others}) only in the Pool stage, when every group has given its
<i>D</i>.</p>"""


def pack_groups(pupils: int) -> dict[int, int]:
    return split(pupils, GROUP_SIZES)


def prep_minutes(pupils: int) -> int:
    """Making everything for a class that has no cards and no coins: a cut-out card and a
    tray per group, a disc sheet per two groups."""
    groups = sum(pack_groups(pupils).values())
    return (CUTOUT_MINUTES * groups + DISC_SHEET_MINUTES * math.ceil(groups / DISC_SETS)
            + TRAY_MINUTES * groups)


def pack() -> LessonPack:
    chord = ID1.longest_chord
    one_yen = DIAMETERS[MEASURE_COIN]
    exact = reach(one_yen)
    diagonal = math.hypot(ID1.width, ID1.height)
    s1 = solve(LAYOUTS["Layout 1"])
    example, facts = _worked_example()
    ex1, ex2, ex3 = EXERCISES
    pages = _worksheet_pages()
    pool = sum(CoinsGame.new_game(2).full_pool.values())  # LC-4: two of each kind
    error = TICKET_MEASURED - exact
    level = level_reach(one_yen)
    layout_1 = LAYOUTS["Layout 1"]
    apart_1 = math.dist(*((c.x, c.y) for c in layout_1))
    either = "either way" if s1["either"] else (
        "anticlockwise" if s1["tilt"] > 0 else "clockwise")
    rules = (
        "2 to 4 players and a bank-card-size card. The coins wait beside the table (the "
        "<b>pool</b>); one starts in the middle. The card stays face down in the tray: "
        "nobody touches it until someone passes.",
        "On your turn, <b>place</b> a coin from the pool anywhere, <b>touching</b> no coin "
        "(a gap, however small), or <b>pass</b>: say the card can no longer hide part of "
        "every coin. With an empty pool you must pass.",
        "After a pass the <b>last placer</b> (who placed the last coin) lays the card flat "
        "on the table, at any angle, as often as they like, moving no coin. Every coin "
        "partly hidden: the last placer scores 1; if not, the passer does. Today one point "
        "wins: one round is one game (the player aid's \"first to 3\" is for home).",
    )
    stages = (
        Stage(4, "Settle",
              "Trays and worksheets are already on the desks (put out at break). Register; "
              "each group checks its tray.",
              "the tray: the card face down, coins, ruler, player aid, paper; a worksheet "
              "each",
              (Question("How many coins are in your tray?",
                        f"{pool}: two of each of the six Japanese coins (or discs)."),
               Question("Where does the card stay until someone passes?",
                        "Face down in the tray: nobody touches it before a pass."))),
        Stage(7, "Hook and rules",
              f"Two 1 yen coins {fmt.decimal(HOOK_APART / 10, 0)} cm apart (centres) on the "
              "visualiser: \"Can the card hide part of both?\" Hands up, then try it (2 min)."
              " Teach the rules with the worked example, projected (5 min).",
              "the player aid; the card face down in the tray",
              (Question(f"How can an {fmt.decimal(ID1.width)} mm card reach coins "
                        f"{fmt.decimal(HOOK_APART, 0)} mm apart?",
                        "Turn it: it reaches furthest corner to corner, and each coin needs "
                        "only a sliver hidden."),
               Question("Must the card cover a coin?", "No: a sliver of each coin is enough."),
               Question("Someone passes. Who tries the card?",
                        "The last placer, who placed the last coin."))),
        Stage(6, "Play",
              "Each group plays one round, which today is one game: one point wins. Then "
              "coins and card back in the tray.",
              "coins, the player aid; the card face down until a pass",
              (Question("Why pass with coins still in the pool?",
                        "The card can no longer reach every coin: the last placer loses."),
               Question("Must the last placer keep the card level?",
                        "No: any angle. Tilted, it reaches further."))),
        Stage(12, "Measure",
              "Show part B on the visualiser (2 min): a ruled line, two 1 yen coins on it, "
              "the card laid corner to corner over both, the ruler read from the left-hand "
              "rim of one coin to the left-hand rim of the other. Part A (2 min): measure the "
              "long side and the corner-to-corner line. Part B (8 min): how far apart can two "
              "1 yen coins be? A pupil per group writes <i>D</i> on the board (or enters it "
              "in the class data).",
              "card, two 1 yen coins, ruler, plain paper, worksheet page 1",
              (Question("Which is longer: the long side or the corner-to-corner line?",
                        f"The corner-to-corner line, by about "
                        f"{fmt.decimal(chord - ID1.width, 0)} mm."),
               Question("Is your <i>D</i> longer or shorter than the card? Why?",
                        "Longer: the card lies corner to corner along the line, and each "
                        "coin may stick out beyond it by almost its radius."),
               Question("Why read the ruler from one left-hand rim to the other?",
                        "For two equal coins it is the distance between their centres, and "
                        "nobody has to find a centre."))),
        Stage(5, "Predict, then test",
              "Part C, Layout 1 (two 500 yen coins): hands up, yes or no, tallied on the "
              "board; then every group tests it with the card. The box round a layout is "
              "not an edge: the card may stick out of it. Layouts 2 and 3: homework (any "
              "bank-size card) or the second lesson.",
              "card, worksheet page 2",
              (Question("Layout 1: does a level card fit?",
                        f"No, it misses by {mm(-s1['level'])}; tilted about "
                        f"{fmt.decimal(abs(s1['tilt']), 0)}° {either} it fits, "
                        f"{mm(s1['margin'])} to spare."),
               Question("Why do so many predict \"no\"?",
                        f"The centres are {mm(apart_1, 0)} apart, far more than the card's "
                        f"{mm(ID1.width)}; but tilted, the card reaches corner to corner, and "
                        "each coin needs only a sliver hidden."))),
        Stage(6, "Pool",
              f"Reveal the exact value: the corner-to-corner line ({mm(chord)}) plus a "
              f"coin's diameter ({mm(one_yen, 0)}) = {mm(exact)}. Each group works out its "
              "error, its <i>D</i> minus the exact value, and puts a dot on the number line.",
              "worksheet page 1 (part B's last rows); a pencil",
              (Question("Why are most dots a little below 0?",
                        "The overlap must be visible, and hands shake."),
               Question(f"A group got {fmt.decimal(math.floor(level), 0)} mm. Why?",
                        f"Its card lay level along the line, not corner to corner: "
                        f"{fmt.decimal(ID1.width)} + {fmt.decimal(one_yen, 0)} = "
                        f"{mm(level)}, an error of {fmt.signed(level - exact)} mm."),
               Question(f"A group got {fmt.decimal(TOO_LONG, 0)} mm. What went wrong?",
                        f"{fmt.signed(TOO_LONG - exact)} mm, beyond the card's reach: a coin "
                        "was not really hidden, or a rim was misread."))),
        Stage(5, "Exit ticket and pack away",
              "The exit ticket in silence on a slip; project only the questions (3 min). "
              "Collect the slips; trays back, coins counted (2 min).",
              "a pencil and an exit slip; then the tray",
              (Question("Exit question 1: what did you add to the corner-to-corner line?",
                        f"One coin's diameter, a radius at each end: {fmt.decimal(chord)} + "
                        f"{fmt.decimal(DIAMETERS[TICKET_PAIRS[0]], 1)} = "
                        f"{mm(reach(DIAMETERS[TICKET_PAIRS[0]]))}."),
               Question("What goes back in each tray?",
                        f"The card, {pool} coins (two of each kind: count them), the ruler "
                        "and the player aid."))),
    )
    assert s1["level"] < 0 < s1["margin"]
    disc_file = next(s for s in sheets() if s.kind == "components").filename("a4")
    others = [(name, r) for name, _, r in local_exact() if name.startswith("UK")]
    materials = (
        Material("card", "group", 1,
                 f"{fmt.decimal(ID1.width)} × {fmt.decimal(ID1.height)} mm: expired loyalty, "
                 "gift or hotel key cards, never pupils' bank cards; or the outline cut "
                 f"from a second player aid on thin card ({CUTOUT_MINUTES} min each)"),
        Material(f"set of {pool} coins", "group", 1,
                 f"any {pool} coins will do for the game; part B needs two equal ones. Or "
                 f"printed discs: a disc sheet makes {WORDS[DISC_SETS]} sets ({disc_file}, "
                 f"glued to thin card; {DISC_SHEET_MINUTES} min to cut)"),
        Material("ruler", "group", 1, "in mm; borrow"),
        Material("player aid", "group", 1),
        Material("plain paper", "group", 1, "for part B's ruled line"),
        Material("tray", "group", 1,
                 f"or a box lid ({TRAY_MINUTES} min each to pack)"),
        Material("worksheet", "pupil", 1,
                 f"pages 1 to {pages - 1} (page {pages}, part E, is for a second lesson)"),
        Material("exit slip", "pupil", 1, "a quarter of an A4 sheet"),
        Material("glue stick and thin card", "class", 1,
                 "to make cards or discs: an A4 sheet per aid or disc sheet"),
    )
    vocabulary = (
        ("pool", "the coins waiting beside the table."),
        ("touch", "two rims meet with no gap; a new coin may not touch any coin."),
        ("hide part of", "the card lies over some of a coin's face; only meeting its rim "
                         "is not enough."),
        ("last placer", "the player who put down the most recent coin."),
        ("corner-to-corner line", "the longest straight line that fits on the card, from "
                                  "one rounded corner to the opposite one."),
        ("error", "measured value minus exact value: below 0 means short."),
    )
    ticket_coins = [DIAMETERS[k] for k in TICKET_PAIRS]
    ticket = (
        Question(f"The card's corner-to-corner line is {mm(chord)}. How far apart can the "
                 f"centres of two {TICKET_PAIRS[0]} yen coins "
                 f"({fmt.decimal(ticket_coins[0], 1)} mm across) be, the card hiding part of "
                 "both?",
                 f"{fmt.decimal(chord)} + {fmt.decimal(ticket_coins[0], 1)} = "
                 f"{mm(reach(ticket_coins[0]))}."),
        Question(f"And two {TICKET_PAIRS[1]} yen coins "
                 f"({fmt.decimal(ticket_coins[1], 1)} mm across)?",
                 f"{fmt.decimal(chord)} + {fmt.decimal(ticket_coins[1], 1)} = "
                 f"{mm(reach(ticket_coins[1]))}."),
        Question(f"A group measured {fmt.decimal(TICKET_MEASURED, 0)} mm for two 1 yen "
                 "coins. What is their error?",
                 f"{fmt.decimal(TICKET_MEASURED, 0)} − {fmt.decimal(exact)} = "
                 f"{fmt.signed(error)} mm: {mm(-error)} short."),
        Question("True or false: if the card does not fit level, it cannot fit at all.",
                 f"False: in Layout 1 a level card misses by {mm(-s1['level'])}, a tilted "
                 f"one fits with {mm(s1['margin'])} to spare."),
    )
    levels = (
        f"<b>Year 7–8 (or any class without Pythagoras):</b> measure, do not compute; "
        f"homework Exercise {ex3} (part D) and part B's other coins. <b>Year 9–11:</b> the "
        f"same lesson; homework Exercises {ex1}, {ex2} and {ex3} (part D): Exercise {ex1} "
        f"computes the square-cornered diagonal by Pythagoras ({mm(diagonal)}) and the real "
        f"card's corner-to-corner line ({mm(chord)}), and asks why the real one is "
        f"{mm(diagonal - chord)} shorter (not in class: it would give part B's answer "
        f"away).")
    cut_first = ("Cut, in this order: " + "; ".join(
        f"{what} (saves {minutes} min)" for _, minutes, what in CUTS)
        + ". Never cut part B, the pooling or the exit ticket.")
    flip = layout_2_flips()
    groups_30 = sum(pack_groups(30).values())
    notes = (
        f"<b>Before the lesson.</b> Check the 100 mm bar on page 2 of the worksheet's master "
        f"copy: reprint at 100 % unless it measures 99 to 101 mm (smaller copies move part "
        f"C's answers; below {fmt.decimal(100 * flip, 0)} % Layout 2 becomes a yes). Trays, "
        f"card face down, and worksheets on the desks at break. For the demonstration: a "
        f"visualiser, two 1 yen coins, a card, a ruler, a ruled sheet.",
        f"<b>No cards or coins?</b> For a class of 30 ({groups_30} groups), making them "
        f"takes about {prep_minutes(30)} minutes ({groups_30} cut-out cards at "
        f"{CUTOUT_MINUTES} min, {math.ceil(groups_30 / DISC_SETS)} disc sheets at "
        f"{DISC_SHEET_MINUTES}, {groups_30} trays at {TRAY_MINUTES}): the evening before "
        f"only if you can print at 100 % on thin card at school. <b>No yen?</b> Any {pool} "
        f"coins play the game; in part B use two " + " or two ".join(
            f"{name} coins (exact {mm(r)})" for name, r in others)
        + f", and that value on the board instead of {mm(exact)}.",
        f"<b>Up to {small_class()} pupils</b> ({SMALL_CLASS_GROUPS} groups or fewer): giving "
        f"out and the board take about {SMALL_CLASS_SAVES} minutes less; add Layout 2 to "
        f"part C.",
    )
    return LessonPack(
        game=GAME,
        title="This is why you lose coins: the lesson pack",
        aim="Pupils play, then measure how far a bank card reaches and compare the "
            "class's measurements with the exact value.",
        rules=rules, stages=stages, materials=materials, group_sizes=GROUP_SIZES,
        exit_ticket=ticket, vocabulary=vocabulary, cut_first=cut_first,
        board=_board(), worked_example=example, levels=levels, notes=notes,
        pages=4,  # the reviewers' timings, preparation and words need a fourth page
        letter_pages=5,  # (printed with a real bold, the exit ticket starts a fifth)
    )


def layout_2_flips(tol: float = 1e-5) -> float:
    """The print scale (1 = 100 %) below which Layout 2 turns into a yes: bisection on
    the margin of the layout shrunk about its centre, the card kept at real size."""
    coins = LAYOUTS["Layout 2"]

    def margin(scale: float) -> float:
        return card_margin([(c.x * scale, c.y * scale, c.radius * scale)
                            for c in coins]).margin
    yes, no = 0.5, 1.0
    assert margin(yes) > 0 > margin(no)
    while no - yes > tol:
        mid = (yes + no) / 2
        yes, no = (mid, no) if margin(mid) > 0 else (yes, mid)
    return no


def class_data() -> ClassData:
    exact = reach(DIAMETERS[MEASURE_COIN])
    w = way_in()
    return ClassData(
        game=GAME, kind="measurement",
        title="How far does the card reach? The class's measurements",
        series=(
            Series("pair", "two 1 yen coins (or 20 mm discs): the largest gap D between "
                           "their centres (worksheet part B)",
                   exact, mm(exact), unit="mm"),
            Series("region", f"the construction (worksheet part E): the width of the "
                             f"shaded region for two 1 yen coins "
                             f"{fmt.decimal(w['apart'], 0)} mm apart",
                   w["width"], mm(w["width"]), unit="mm"),
        ),
        how="Each group enters the gap D it measured in millimetres; the number line "
            "shows every group's error, measured minus exact, one dot per group.",
    )
