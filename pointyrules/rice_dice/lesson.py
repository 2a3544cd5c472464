"""The Rice Dice lesson (issue 31): the pack a teacher runs in 45 minutes, and the class
data the groups pool.

Every number here is worked out from the game's own rules and odds (``rules.py``,
``odds.py``) when the pack is made: the chance of exactly one plum in five dice, the
expected class totals and their usual ranges, the bust chances of the key questions
and the exit ticket, the cards Aoi takes in the worked example. Nothing is typed in.
The lesson's own rules and the worksheet's numbering are the printables' (``LESSON_GAME``,
``WORKSHEET_EXERCISES``), so the pack, the worksheet and the chapter say the same.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import sqrt
from typing import NamedTuple

from .. import fmt
from ..lessons import ClassData, LessonPack, Material, Question, Series, Stage, split
from ..lessons import group_counts as lesson_group_counts
from .dice import DEFAULT_DIE, RICE, UMEBOSHI
from .odds import bust_probability, roll_distribution, success_probability
from .printables import LESSON_GAME, WORKSHEET_EXERCISES
from .render import dice_svg
from .rules import Keep, RiceDice, Roll, Rolled, Stop, is_umeboshi_rice, legal_set_asides

GAME = "rice_dice"
GROUP_SIZES = (3, 4)  # threes; a class that does not split into threes has one or two fours
GROUP_ROLLS = 30  # each group's rolls of five dice in the count, whatever its size
PUPIL_HITS = 6  # a key question: one pupil's 6 of 10 rolls with exactly one 1
PLUM_PIP = DEFAULT_DIE.index(UMEBOSHI) + 1  # the pip read as the plum (1)
RICE_PIPS = tuple(i + 1 for i, f in enumerate(DEFAULT_DIE) if f == RICE)  # (2, 3)


# ---- the count: exactly one plum in five dice ----------------------------------------------
@cache
def plum_chances() -> dict[int, Fraction]:
    """{plums showing: exact chance} for a roll of the five plain dice."""
    out: dict[int, Fraction] = {}
    for faces, p in roll_distribution([DEFAULT_DIE] * 5).items():
        k = faces.count(UMEBOSHI)
        out[k] = out.get(k, Fraction(0)) + p
    return out


def one_plum() -> Fraction:
    return plum_chances()[1]


def no_plum() -> Fraction:
    return plum_chances()[0]


class Expect(NamedTuple):
    """What chance gives in ``rolls`` rolls: the expected count and its usual range, the
    counts within two standard deviations of it (about 19 classes in 20 land there)."""

    rolls: int
    mean: Fraction
    low: int
    high: int


def expect(rolls: int, p: Fraction) -> Expect:
    mean = rolls * p
    sd = sqrt(rolls * p * (1 - p))
    return Expect(rolls, mean, max(0, round(float(mean) - 2 * sd)),
                  min(rolls, round(float(mean) + 2 * sd)))


def groups(pupils: int) -> dict[int, int]:
    return split(pupils, GROUP_SIZES)


def group_counts() -> list[int]:
    """The numbers of groups a class of 20 to 32 makes, smallest first."""
    return lesson_group_counts(GROUP_SIZES)


def class_expect(group_count: int) -> Expect:
    return expect(group_count * GROUP_ROLLS, one_plum())


# ---- bust chances by hand: the useless faces of one die ------------------------------------
def useless_faces(kept: tuple) -> tuple:
    """The faces of one plain die that cannot be set aside after ``kept`` (a plum when the
    plum is set aside already, a sesame value used this turn)."""
    return tuple(f for f in dict.fromkeys(DEFAULT_DIE) if not legal_set_asides(kept, [f]))


def by_hand(kept: tuple, dice: int) -> Fraction:
    """The bust chance by the chapter's method: (useless pips / 6) to the power of the
    dice left. Right whenever the plum is already set aside."""
    pips = sum(1 for f in DEFAULT_DIE if f in useless_faces(kept))
    return Fraction(pips, 6) ** dice


def grid_busts(kept: tuple) -> int:
    """The cells of the 6 x 6 grid of two dice (pips) that bust after ``kept``."""
    return sum(not legal_set_asides(kept, [DEFAULT_DIE[a], DEFAULT_DIE[b]])
               for a in range(6) for b in range(6))


# ---- the worked example: Aoi's turn of the chapter's worked round --------------------------
NAMES = ("Aoi", "Ben", "Chika")
START_CENTRE = (1, 2, 4, 5, 6, 7, 9, 11)
START_HELD = ((10,), (8, 3), (12,))
AOI_ROLLS = ((("U", "R", 4, 4, 6), "U"), (("R", 4, 4, 5), 4), (("R", 6), "R"), (("R",), "R"))


class Step(NamedTuple):
    faces: tuple
    kept: object  # the face set aside
    choices: tuple  # every legal (face, dice) of the roll
    after: tuple  # every face set aside once this roll's dice are
    count: int  # how many dice of it


class Worked(NamedTuple):
    steps: tuple[Step, ...]
    bowl: tuple
    taken: tuple[int, ...]  # the cards Aoi takes, highest first
    stolen: dict[int, str]  # card: the player it came from


@cache
def worked() -> Worked:
    """Aoi's turn replayed by the rules: each roll's choices, the bowl, the cards taken."""
    state = RiceDice(3, centre=START_CENTRE, provisional=[list(h) for h in START_HELD])
    before = {c: NAMES[s] for s, held in enumerate(START_HELD) for c in held}
    steps = []
    for faces, face in AOI_ROLLS:
        state.apply(Roll())
        state.apply(Rolled(tuple(zip(state.free_dice(), faces, strict=True))))
        choices = tuple(legal_set_asides(state.kept_faces(), faces))
        keep = max((k for k in state.legal_actions() if isinstance(k, Keep) and k.face == face),
                   key=lambda k: len(k.dice))
        state.apply(keep)
        steps.append(Step(faces, face, choices, tuple(state.kept_faces()), len(keep.dice)))
    bowl = state.kept_faces()
    assert is_umeboshi_rice(bowl)
    state.apply(Stop())
    taken = tuple(sorted(state.provisional[0] - set(START_HELD[0]), reverse=True))
    stolen = {c: before[c] for c in taken if c in before}
    return Worked(tuple(steps), bowl, taken, stolen)


def _face(face, count: int = 1) -> str:
    if face == UMEBOSHI:
        return "the plum"
    if face == RICE:
        return "one rice" if count == 1 else f"{count} rice"
    return f"the {face}" if count == 1 else ("both" if count == 2 else f"all {count}") + \
        f" {face}s"


def _choices(choices) -> str:
    names = [_face(f, n) for f, n in choices]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _owner(w: Worked, card: int) -> str:
    return f" ({w.stolen[card]}'s: a theft)" if card in w.stolen else ""


def set_aside_by(rolls: int) -> tuple:
    """What Aoi has set aside after her first ``rolls`` rolls, in the order she did."""
    return tuple(f for step in worked().steps[:rolls] for f in [step.kept] * step.count)


def _faces(faces) -> str:
    return ", ".join("plum" if f == UMEBOSHI else "rice" if f == RICE else str(f)
                     for f in faces)


def worked_example() -> str:
    w = worked()
    rows = []
    for i, step in enumerate(w.steps, 1):
        showing = [j for j, f in enumerate(step.faces) if f == step.kept]
        count = len(showing) if step.kept not in (UMEBOSHI, RICE) else 1
        picture = dice_svg(step.faces, highlight=showing[:count])
        rows.append(f'<tr><td>{i}</td><td><div style="width:{5 * len(step.faces)}mm">'
                    f"{picture}</div></td><td>{_choices(step.choices)}</td>"
                    f"<td><b>{_face(step.kept, count)}</b></td></tr>")
    sesame = [f for f in w.bowl if f not in (UMEBOSHI, RICE)]
    first, *rest = w.taken
    # the last roll before the bowl: why she could not stop there (RD-3)
    before = w.steps[-2].after
    assert not is_umeboshi_rice(before) and len(w.steps[-1].faces) >= 1
    before_sesame = sum(f not in (UMEBOSHI, RICE) for f in before)
    held = " and the ".join(map(str, START_HELD[1]))
    centre = ", ".join(map(str, START_CENTRE))
    after = ", ".join(map(str, sorted(START_HELD[0] + w.taken, reverse=True)))
    return f"""<p>Aoi holds the {START_HELD[0][0]}, Ben the {held}, Chika the
{START_HELD[2][0]}; the centre has {centre}. Aoi rolls:</p>
<table style="width:auto"><thead><tr><th>roll</th><th>dice</th>
<th>she could set aside</th><th>she sets aside</th></tr></thead>
<tbody>{"".join(rows)}</tbody></table>
<p>After roll {len(w.steps) - 1} she has {before_sesame} sesame and {before.count(RICE)}
rice: stopping now would bust, so she rolls the last
{"die" if len(w.steps[-1].faces) == 1 else "dice"}.
A <b>valid</b> bowl (one plum, {len(sesame)} sesame, {w.bowl.count(RICE)} rice), sum
{" + ".join(map(str, sesame))} = {sum(sesame)}: the {first}{_owner(w, first)}, then the
{rest[0]}. She holds {after}.</p>"""


# ---- the questions ---------------------------------------------------------------------------
def _frac(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def _share(count: int, rolls: int) -> str:
    return fmt.percent(Fraction(count, rolls), 0)


def _pips(faces) -> str:
    pips = [i + 1 for i, f in enumerate(DEFAULT_DIE) if f in faces]
    return " and ".join(map(str, pips))


AOI_AFTER_2 = ("U", 4, 4)  # Aoi's set-aside after roll 2, also the grid of Exercise 3 (a)
THREE = ("U", 5)  # Exercise 3 (b): the plum and a single 5, three dice left
TICKET = ("U", 6)  # exit ticket questions 1 and 2
REVIEW_CLASS, SMALL_CLASS = 30, 23  # the reviewers' classes: 10 threes; 5 threes, 2 fours
SHOWN = Fraction(38, 100)  # exit question 4: a class whose share came out at 38%


def ticket_rolls() -> int:
    """Exit question 3's rolls: a class with one group fewer than any on the covered
    table, so its answer cannot be read off the board."""
    return GROUP_ROLLS * (min(group_counts()) - 1)


def key_numbers() -> dict[str, object]:
    """Every number the key questions and the exit ticket answer with, worked out."""
    cls = class_expect(sum(groups(REVIEW_CLASS).values()))  # 300 rolls
    shown = round(SHOWN * cls.rolls)
    assert set_aside_by(2) == AOI_AFTER_2
    for kept, dice in [(AOI_AFTER_2, 2), (THREE, 3), (TICKET, 3)]:
        assert by_hand(kept, dice) == bust_probability(kept), kept  # the method holds here
    other = ticket_rolls()
    return {
        "one": one_plum(), "none": no_plum(), "group": expect(GROUP_ROLLS, one_plum()),
        "pupil": expect(10, one_plum()),
        "ext_useless": useless_faces(AOI_AFTER_2), "ext_cells": grid_busts(AOI_AFTER_2),
        "ext": bust_probability(AOI_AFTER_2), "aoi_valid": success_probability(AOI_AFTER_2),
        "three": bust_probability(THREE),
        "ticket_useless": useless_faces(TICKET), "ticket": bust_probability(TICKET),
        "after_plum": success_probability(("U",)), "after_rice": success_probability(("R",)),
        "class": cls, "shown": shown, "shown_usual": cls.low <= shown <= cls.high,
        "small": class_expect(sum(groups(SMALL_CLASS).values())),  # 210 rolls
        "other": expect(other, one_plum()), "other_rough": other * Fraction(4, 10),
    }


def _ex(n: int) -> str:
    """The worksheet's own name for its exercise ``n`` (one numbering everywhere)."""
    title = WORKSHEET_EXERCISES[n - 1][0]
    assert title.startswith(f"Exercise {n} ")
    return f"Exercise {n}"


def _usual(e: Expect) -> str:
    return (f"{e.rolls} rolls usually give {e.low} to {e.high} ({_share(e.low, e.rolls)} to "
            f"{_share(e.high, e.rolls)})")


def exit_ticket() -> tuple[Question, ...]:
    k = key_numbers()
    useless = k["ticket_useless"]
    other = k["other"]
    one_die = _frac(Fraction(len(useless), 6))
    return (
        Question("The plum and a 6 are set aside and three dice are left. Which pips of one "
                 "die are useless now (cannot be set aside)?",
                 f"{_pips(useless)} (the plum, and the 6 already used): {len(useless)} of 6."),
        Question("What is the chance that the next roll busts (all three dice useless)?",
                 f"{one_die} &times; {one_die} &times; {one_die} = "
                 f"<b>{_frac(k['ticket'])}</b>."),
        Question(f"Another class made {other.rolls} rolls of five dice. About how many should "
                 "show exactly one 1?",
                 f"{other.rolls} &times; {_frac(k['one'])} &asymp; "
                 f"{fmt.decimal(other.mean, 2)}: about <b>{round(other.mean)}</b>; "
                 f"{other.rolls} &times; 0.4 = {fmt.decimal(k['other_rough'], 0)} is fine "
                 "too."),
        Question(f"A class counted {k['shown']} rolls with exactly one 1 in "
                 f"{k['class'].rolls}. Does that make you think the dice are unfair?",
                 ("No" if k["shown_usual"] else "Yes") +
                 f": chance alone usually gives {k['class'].low} to {k['class'].high} in "
                 f"{k['class'].rolls} rolls."),
    )


# The board's words, one language's: the Japanese pack (lesson_ja.py) draws the same board
# with its own words and its own classes' group counts.
BOARD_WORDS = {
    "intro": """<p>No time to draw it? Project the chapter's class data to pool (it hides the
exact chance until you show it); draw the grid during the count.</p>""",
    "pooling": "Pooling", "group": "group", "rolls": "rolls", "one": "one 1", "none": "no 1",
    "more": "2 or more", "class": "class", "covered": "Covered till the total is in",
    "what": "(exactly one 1)", "groups": "groups", "expected": "expected", "usual": "usual",
    "share": "usual share", "grid": "Grid", "down": "(first die down)", "to": "&ndash;",
}


def _board(counts: list[int] | None = None, words: dict[str, str] = BOARD_WORDS) -> str:
    counts = counts or group_counts()
    w = words
    most = max(counts)
    td, th = f"<td {SLIM}>", f"<th {SLIM}>"  # slim cells: the board fits its page
    rows = "".join(f"<tr>{td}{g}</td>{td}{GROUP_ROLLS}</td>{td}</td>{td}</td>{td}</td></tr>"
                   for g in range(1, most + 1))
    expects = [class_expect(g) for g in counts]
    chance = "".join(f"<tr>{td}{e.rolls // GROUP_ROLLS}</td>{td}{e.rolls}</td>"
                     f"{td}{fmt.decimal(e.mean, 1)}</td>{td}{e.low}{w['to']}{e.high}</td>"
                     f"{td}{_share(e.low, e.rolls)}{w['to']}{_share(e.high, e.rolls)}</td></tr>"
                     for e in expects)
    cells = '<td style="width:5mm;height:5mm;padding:0"></td>' * 6
    grid = "".join(f"<tr>{th}{a}</th>{cells}</tr>" for a in range(1, 7))
    heads = "".join(f"<th>{w[key]}</th>" for key in ("groups", "rolls", "expected", "usual",
                                                       "share"))
    box = 'style="width:auto;margin:0"'
    flex = "display:flex;flex-wrap:wrap;gap:4mm;align-items:flex-start"
    return f"""{w["intro"]}
<div style="{flex};font-size:9pt;line-height:1.15">
<div><b>{w["pooling"]}</b><table {box}><thead><tr><th>{w["group"]}</th>
<th>{w["rolls"]}</th><th>{w["one"]}</th><th>{w["none"]}</th><th>{w["more"]}</th></tr></thead>
<tbody>{rows}<tr>{th}{w["class"]}</th>{th}</th>{th}</th>{th}</th>{th}</th></tr></tbody></table></div>
<div><b>{w["covered"]}</b><br>{w["what"]}<table {box}><thead><tr>
{heads}</tr></thead>
<tbody>{chance}</tbody></table></div>
<div><b>{w["grid"]}</b> {w["down"]}<table {box}><tr><th></th>
{"".join(f"<th>{b}</th>" for b in range(1, 7))}</tr>{grid}</table></div></div>"""


# ---- the plan --------------------------------------------------------------------------------
# Each stage's minutes are what two teachers measured on a real clock (issue 31 reviews: a
# Year 8 class of 30, a Year 11 foundation class of 27), not what the old plan hoped.
SETTLE = 5  # arrive, register, sit in groups, fetch trays, worksheets out, hook (5 and 6)
RULES = 10  # cards in a row 1, Aoi's turn with the rules 7, Today's game 1.5 (11 and 10)
PLAY = 8  # one round: a first turn takes about 2 minutes, three turns 6, adding up 1
LAST_TURN = 6  # minutes into the game when the teacher calls "last turn"
COUNT = 8  # cards away 1, jobs and tally rows 1.5, guess 0.5, 30 rolls with swaps 5
POOL = 6  # rows on the board 2.5, class totals 1, share 1, uncover and discuss 1.5
GRID = 4  # Exercise 3 (a) together (3), attention back (1)
RULES_HIGHER = 8  # a Year 11 higher set learns the rules in 8 minutes
EXIT = 4  # four projected questions on a slip, handed in at the door
EXIT_SHORT = 2  # the exit ticket's questions 3 and 4 alone
STAGE_MINUTES = (SETTLE, RULES, PLAY, COUNT, POOL, GRID, EXIT)


def start_of(stage: int) -> int:
    """The minute stage ``stage`` (0 = settling in) starts."""
    return sum(STAGE_MINUTES[:stage])


LATE_SAVES = GRID + EXIT - EXIT_SHORT  # the cut of "Running late?"

# (name, per, count, how to get it ready, minutes once, minutes per group)
SUIT_PACKS = -(-max(group_counts()) // 4)  # packs of playing cards, four suits each
MATERIALS = (
    ("dice", "group", 5, "borrow ordinary dice; count five into each tray", 0, 0.5),
    ("cards 1-12", "group", 1, f"{SUIT_PACKS} packs of playing cards for "
     f"{max(group_counts())} groups: a suit each, kings out, ace 1 to queen 12", 0, 1),
    ("player aid", "group", 1, "print", 1, 0),
    ("tray", "group", 1, "or a box lid; pack: 5 dice, cards 1-12 in order, a player aid",
     0, 0.5),
    ("worksheet", "pupil", 1, "pages 1-2 back to back (the lesson), page 3 apart "
     "(homework): no stapling", 3, 0),
    ("calculator", "group", 1, "for the class share", 0, 0),
    ("exit slip", "pupil", 1, "quarter sheets or sticky notes", 2, 0),
    ("board", "class", 1, "draw the three tables", 5, 0),
    ("answer key", "class", 1, "print", 1, 0),
    ("big dice", "class", 5, "or a visualiser, for Aoi's turn", 0, 0),
)
SLIM = 'style="padding:0.2mm 1.5mm"'


def _prep(how: str, once: float, each: float) -> str:
    parts = [f"{once:g} min" if once else "", f"{each:g} min a group" if each else ""]
    when = " + ".join(p for p in parts if p)
    return f"{how}: {when}" if when else how


def prep_minutes(group_count: int) -> float:
    """Minutes to get everything ready for ``group_count`` groups: the list's own sum."""
    return sum(once + each * group_count for *_, once, each in MATERIALS)


def stages() -> tuple[Stage, ...]:
    k = key_numbers()
    w = worked()
    group, pupil = k["group"], k["pupil"]
    plum_choice = _choices(w.steps[0].choices)
    ext_useless = k["ext_useless"]
    before = w.steps[-2].after
    call = start_of(2) + LAST_TURN
    return (
        Stage(SETTLE, "Settle, hand out",
              "Pupils sit in their groups (desks set out before, if you can); one pupil a "
              "group fetches the tray; worksheets out. Hook question: guesses only, by a "
              "show of hands.",
              "the tray, closed; a worksheet each",
              (Question("Five dice: no 1 at all, or exactly one 1: which is more likely?",
                        f"Neither: both {_frac(k['one'])}. (Not answered yet: the count "
                        "will tell.)"),
               Question("What do the pips read as?",
                        f"{PLUM_PIP} plum; {' and '.join(map(str, RICE_PIPS))} rice; 4, 5, 6 "
                        "sesame."))),
        Stage(RULES, "Teach the rules",
              "Groups lay their cards 1 to 12 face up in a row (rule 1 of <i>Today's "
              "game</i>). Project the worked example; play Aoi's turn with big dice or "
              "under a visualiser: the kinds of set-aside, the valid bowl, taking cards, the "
              "theft, a bust. Then <i>Today's game</i>: the youngest starts, no locks, one "
              "round.",
              "trays closed (the dice stay in the tray), cards in a row, player aid, "
              "worksheets",
              (Question("Aoi rolls plum, rice, 4, 4, 6. What may she set aside?",
                        f"{plum_choice[0].upper() + plum_choice[1:]}: one kind a roll."),
               Question(f"After roll {len(w.steps) - 1} she has "
                        f"{_faces(set_aside_by(len(w.steps) - 1))}. Why not "
                        "stop?",
                        f"{sum(f not in (UMEBOSHI, RICE) for f in before)} sesame but only "
                        f"{before.count(RICE)} rice: stopping would bust."),
               Question(f"Her bowl is {_faces(w.bowl)}. Which cards?",
                        f"The {w.taken[0]}{_owner(w, w.taken[0])} and the {w.taken[1]}"
                        f"{_owner(w, w.taken[1])}."))),
        Stage(PLAY, "Play",
              f"Groups play <i>Today's game</i>: one round. At {LAST_TURN} minutes (minute "
              f"{call}) call <b>last turn</b>: each group finishes its round and adds up. "
              "A group that is done early plays another round, and stops at the call once "
              "everyone has had the same number of turns.",
              "the tray with the dice, cards, player aid, worksheets",
              (Question("Plum, 6, rice kept: may you stop?",
                        "Yes, it is a valid bowl: take the 6, or if it is gone the highest "
                        "face-up card below it."),
               Question("Keep the plum or a rice first?",
                        f"The plum: a valid bowl follows {fmt.percent(k['after_plum'], 0)} of "
                        f"the time, after a rice {fmt.percent(k['after_rice'], 0)}."))),
        Stage(COUNT, "Count",
              f"Cards away. {GROUP_ROLLS} rolls of five dice a group: one rolls, one says how "
              "many 1s, one tallies in the right row (a fourth checks); swap every ten. "
              f"Guess first. Groups that finish early: {_ex(1)} and {_ex(2)}.",
              "the tray with the dice, worksheets, pencils",
              (Question(f"Guess: how many of {GROUP_ROLLS} rolls show exactly one 1?",
                        f"About {round(group.mean)}; {group.low} to {group.high} is usual."),
               Question("Does a roll with two 1s count?",
                        "No: it goes in the <i>two or more 1s</i> row."))),
        Stage(POOL, "Pool",
              "One pupil a group writes its row on the board while another counts the five "
              "dice into the tray and takes it back. Class totals and the class share "
              "(worksheet A, calculators); then uncover the covered table and read your "
              "class's row.",
              "worksheets, pencils, calculators",
              (Question("Is our share close to the exact chance?",
                        f"Exact {fmt.percent(k['one'], 1)}. Your class's row of the covered "
                        f"table: for example {_usual(k['class'])}; "
                        f"{_usual(k['small'])}."),
               Question("Why do the groups differ more?",
                        f"{GROUP_ROLLS} rolls are few: {_share(group.low, GROUP_ROLLS)} to "
                        f"{_share(group.high, GROUP_ROLLS)} is usual."),
               Question(f"{PUPIL_HITS} of one pupil's {pupil.rolls} rolls had exactly one 1. "
                        "Unfair dice?",
                        ("No" if pupil.low <= PUPIL_HITS <= pupil.high else "Perhaps") +
                        f": {pupil.low} to {pupil.high} is usual in {pupil.rolls} rolls."))),
        Stage(GRID, "By hand: the grid",
              f"Worksheet {_ex(3)} (a), together: Aoi's position after roll 2. Which pips "
              "are useless (cannot be set aside now)? Shade the rolls that bust; count. "
              "Part (b) for those who finish, else homework.",
              "worksheets, pencils",
              (Question("Plum and two 4s kept: which pips are useless?",
                        f"{_pips(ext_useless)}: the plum and the used 4."),
               Question("How many cells bust?",
                        f"{k['ext_cells']} of 36 = <b>{_frac(k['ext'])}</b>, as "
                        f"{len(ext_useless)}/6 &times; {len(ext_useless)}/6. (Plum and a 5 "
                        f"kept, three dice left: {_frac(k['three'])}.)"),
               Question(f"Aoi had {_faces(AOI_AFTER_2)} and {5 - len(AOI_AFTER_2)} dice "
                        "left. May she stop? Was she lucky?",
                        f"No: no rice yet, so stopping busts. Her roll busts {_frac(k['ext'])} "
                        f"of the time, and a valid bowl comes only "
                        f"{_frac(k['aoi_valid'])} of the time (she needs two rice from two "
                        "dice): lucky."))),
        Stage(EXIT, "Exit ticket",
              "Project the exit ticket (the last box of this pack: its answers are here, "
              "not there). Pupils answer on a slip and hand it in at the door. Homework: "
              f"{_ex(1)}, {_ex(2)} and {_ex(3)} (b). The key questions here are for "
              "reading the slips afterwards, not for the lesson.",
              "an exit slip, pencils",
              (Question("A slip answers 2/6 to question 2. What went wrong?",
                        "That is one die; all three must be useless: "
                        f"{_frac(k['ticket'])}."),
               Question(f"A slip answers question 4 with “unfair: {k['shown']} is not "
                        f"{fmt.decimal(k['class'].mean, 1)}”. What went wrong?",
                        f"Chance alone scatters: {k['class'].low} to {k['class'].high} is "
                        f"usual in {k['class'].rolls} rolls."))),
    )


def pack() -> LessonPack:
    k = key_numbers()
    most = max(group_counts())
    stage_list = stages()
    assert tuple(s.minutes for s in stage_list) == STAGE_MINUTES
    materials = tuple(Material(name, per, count, _prep(prep, once, each))
                      for name, per, count, prep, once, each in MATERIALS)
    vocabulary = (
        ("pip", "the dots on a die: a die shows pip 1 to 6."),
        ("umeboshi (plum)", f"pip {PLUM_PIP}. <b>Rice</b>: pips "
         f"{' and '.join(map(str, RICE_PIPS))}. <b>Sesame</b>: pips 4, 5, 6."),
        ("set aside", "keep dice out of the next roll."),
        ("useless face", "a face that cannot be set aside now."),
        ("valid bowl", "one plum, at least one sesame, and at least as many rice dice as "
                       "sesame dice (count dice, not pips)."),
        ("sesame sum", "the sesame pips added up: the card you take."),
        ("provisional card", "a card face up in front of a player; anyone can take it. "
                             "<b>Face up</b>: in the centre or provisional."),
        ("theft", "taking a provisional card from in front of another player."),
        ("bust", "a roll that lets you set nothing aside, or stopping without a valid bowl: "
                 "your turn ends and a card leaves the game."),
        ("relative frequency", "count &divide; rolls: the share that came up."),
        ("expected count", "rolls &times; chance: the count on average."),
        ("usual range", "where a total lands about 19 times in 20 by chance alone."),
    )
    pool = start_of(4)
    return LessonPack(
        game=GAME,
        title="Rice Dice: the lesson pack",
        aim="Pupils play a dice game, count how often five dice show exactly one 1, and "
            f"compare the class's share with the exact chance {_frac(k['one'])}.",
        rules=tuple(LESSON_GAME),
        stages=stage_list,
        materials=materials,
        group_sizes=GROUP_SIZES,
        exit_ticket=exit_ticket(),
        vocabulary=vocabulary,
        cut_first=f"If the groups are not writing their rows on the board by minute {pool}, "
                  f"drop the grid: {_ex(3)} (a) joins the homework, and the exit ticket asks "
                  f"only questions 3 and 4. That saves about {LATE_SAVES} minutes. Never cut "
                  "the count or the pooling: they are the lesson.",
        board=_board(),
        worked_example=worked_example(),
        levels=f"<b>Year 7-8:</b> {_ex(3)} (a) together in class; homework {_ex(1)}, "
               f"{_ex(2)} and {_ex(3)} (b). <b>Year 10-11 foundation:</b> as planned; "
               f"{_ex(3)} (b) for homework. <b>Year 10-11 higher:</b> the same rules (no "
               f"lock); the rules take about {RULES_HIGHER} minutes, so after 3 (a) use the "
               f"{RULES - RULES_HIGHER} minutes saved for {_ex(4)} (a) and (b) (no plum, "
               "exactly one plum, by multiplying; a plum / not-plum tree for two dice shows "
               "why); the rest for homework.",
        notes=(f"Re-timed from two teachers' clock runs of the first version (Year 8, "
               f"{REVIEW_CLASS} pupils; Year 11 foundation, 27), settling in and packing away "
               "included. Groups of four take longer a "
               "round: stop at the call once everyone has had the same number of turns. "
               f"Getting ready: about {prep_minutes(most):g} minutes for {most} groups (the "
               "list below, added up): borrow in the school day; print, sort and pack the "
               "trays the evening before.",),
        # the exit ticket on a page of its own, to project: its answers are in the plan
        extra='<div class="pr-page-break"></div>',
        pages=5,
    )


def class_data() -> ClassData:
    one, none = one_plum(), no_plum()
    return ClassData(
        game=GAME,
        kind="frequency",
        title="Five dice: how often exactly one 1?",
        series=(
            Series("one", "rolls of five dice showing exactly one 1", one,
                   f"{fmt.fraction(one)} (about 2 rolls in 5)", trials="rolls of five dice",
                   successes="rolls with exactly one 1"),
            Series("none", "rolls of five dice showing no 1", none,
                   f"{fmt.fraction(none)} (about 2 rolls in 5)", trials="rolls of five dice",
                   successes="rolls with no 1"),
        ),
        how=f"Each group enters its {GROUP_ROLLS} rolls and how many showed exactly one 1 "
            "and how many showed no 1.",
    )
