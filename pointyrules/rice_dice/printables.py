"""Rice Dice printables: a player aid, the lesson's worksheet and answer key, and
print-and-play cards with rice stickers, drawn with the game's own renderers."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import sqrt
from typing import NamedTuple

from .. import fmt
from ..printables import Sheet, writing_lines
from .dice import CARDS, DEFAULT_DIE
from .odds import bust_probability
from .render import card_svg, dice_svg, die_faces_svg, face_svg
from .rules import set_aside_choices

GAME = "rice_dice"
# The rules give no card size (an engine decision, see the chapter's clarifications):
# the cards print at 40 x 56 mm, four to a row, which keeps all twelve on one page of
# A4 and of US Letter with the stickers below them.
CARD_MM = (40, 56)  # the renderer's card, 60 x 84, scaled to 40 mm wide
STICKER_MM = 15  # fits the face of an ordinary 16 mm die


def _sized(svg: str, width_mm: float) -> str:
    """The picture stretched to exactly ``width_mm`` wide (height follows its shape)."""
    svg = svg.replace("<svg ", '<svg style="width:100%;height:auto;display:block" ', 1)
    return f'<div style="width:{width_mm}mm;line-height:0">{svg}</div>'


# The lesson's game, printed in the lesson pack (lesson.py) and on the worksheet: the full
# rules, theft included (RD-4), without locking (RD-6), one round (more if time allows).
# The setup is the chapter's; who starts is the lesson's choice (the sources leave it open).
LESSON_GAME = [
    "Lay the cards 1 to 12 face up in a row. The youngest player starts; play goes "
    "clockwise.",
    "On your turn you always roll (nobody locks: ignore point 1, <i>Lock</i>, under "
    "<i>Your turn</i> on the player aid).",
    "Play <b>one round</b>: everyone has one turn. If there is time, play another round. "
    "When your teacher calls <b>last turn</b>, finish the round, so that everyone has had "
    "the same number of turns, then stop.",
    "Everything else is the full game. You may take cards from the centre <b>or from in "
    "front of another player</b> (a <i>theft</i>). If a card you would take is already "
    "yours, it stays with you but still counts as one of your cards taken.",
    "A bust costs your highest card, or the highest card in the centre if you have none.",
    "Add up your cards. Highest total wins; a tie goes to the tied player seated farthest "
    "clockwise from the player who started.",
]
EXTENSION_KEPT = ("U", 4, 4)  # the extension: a plum and a pair of 4s set aside
EXTENSION_ROLLS, CLASS_ROLLS = 30, 300


class Extension(NamedTuple):
    pairs: int
    busts: int
    chance: Fraction
    rolls: int
    mean: Fraction
    low: int
    high: int
    class_rolls: int
    class_mean: Fraction
    class_low: int
    class_high: int


def _range(rolls: int, p: Fraction) -> tuple[Fraction, int, int]:
    mean, sd = rolls * p, sqrt(float(rolls * p * (1 - p)))
    return mean, max(0, round(float(mean) - 2 * sd)), round(float(mean) + 2 * sd)


def extension_answer() -> Extension:
    """The extension's answer: every pair of faces on the two free dice, with a plum and
    two 4s set aside, judged by the rules (RD-2); the exact chance agrees with the odds;
    the expected busts and usual range (2 standard deviations) for a pupil's 30 rolls and
    for 300 pooled rolls."""
    pairs = list(product(DEFAULT_DIE, repeat=2))
    busts = sum(not set_aside_choices(EXTENSION_KEPT, [DEFAULT_DIE] * 2, faces)
                for faces in pairs)
    chance = Fraction(busts, len(pairs))
    assert chance == bust_probability(EXTENSION_KEPT)
    return Extension(len(pairs), busts, chance, EXTENSION_ROLLS,
                     *_range(EXTENSION_ROLLS, chance), CLASS_ROLLS,
                     *_range(CLASS_ROLLS, chance))


def _faces_table() -> str:
    names = {"U": "umeboshi", "R": "rice"}
    cells = "".join(f"<td>{names.get(f, f'sesame {f}')}</td>" for f in DEFAULT_DIE)
    pips = "".join(f"<th>{i}</th>" for i in range(1, 7))
    return (f"<table><tr><th>pip</th>{pips}</tr><tr><th>reads as</th>{cells}</tr></table>")


def aid() -> Sheet:
    body = f"""
<div class="pr-columns">
<div class="pr-keep">
<p><b>Provisional card</b>: a card you won, lying face up in front of you; anyone can
take it. <b>Face up</b>: the cards in the centre and every provisional card.</p>
<h2>Your turn: do one thing</h2>
<ol>
<li><b>Lock</b> one of your provisional cards: turn it face down. It is safe for good.
Your turn ends.</li>
<li>Or <b>roll</b> all five dice and cook a bowl.</li>
</ol>
</div>
<div class="pr-keep">
<h2>After every roll</h2>
<p>Set aside at least one die, all of <b>one kind</b>:</p>
<ul>
<li><b>the umeboshi</b>: only if exactly one shows and you have none yet;</li>
<li><b>sesame</b>: every die of one value, all together, and only a value you have not
set aside this turn;</li>
<li><b>rice</b>: as many as you like (at least one), now or later.</li>
</ul>
<p>After setting aside, roll the rest again or stop. If nothing may be set aside, you
<b>bust</b>: your turn ends and you take no card.</p>
</div>
<div class="pr-keep">
<h2>A valid bowl (umeboshi rice)</h2>
<p>Exactly <b>one umeboshi</b>, at least <b>one sesame</b>, and at least as many
<b>rice dice as sesame dice</b> (count dice, not pips). Stopping with anything else is
a bust.</p>
</div>
<div class="pr-keep">
<h2>Taking cards</h2>
<p>Sesame sum = the card you take (or the highest face-up card below it). Each rice
after the first takes the next lower face-up card. <b>Face up</b> includes other
players' provisional cards (you take them) and your own (they stay, but count).</p>
</div>
<div class="pr-keep">
<h2>Bust</h2>
<p>Your <b>highest provisional card</b> leaves the game; with none, the highest card in
the centre goes.</p>
</div>
<div class="pr-keep">
<h2>End and scoring</h2>
<p>When a turn leaves the centre empty, add your locked and provisional cards. Highest
wins; a tie goes to the tied player seated farthest clockwise from the first player.</p>
</div>
<div class="pr-keep pr-box">
<h2>Rules people forget</h2>
<ul>
<li>Two plums showing: you may take <b>neither</b>.</li>
<li>A pair of 5s goes together, and no later 5 may join.</li>
<li>Your provisional cards are never safe: others can take them.</li>
<li>With no dice left you must stop.</li>
</ul>
</div>
</div>
<h2>Plain dice</h2>
{_faces_table()}
{_sized(die_faces_svg(DEFAULT_DIE), 120)}
"""
    return Sheet(GAME, "aid", "Rice Dice at a glance", body)


# The words of the worksheet's exercises, on each of its pages that has exercises.
def _pips_of(*faces) -> str:
    pips = [str(i) for i, f in enumerate(DEFAULT_DIE, 1) if f in faces]
    return ", ".join(pips[:-1]) + " and " + pips[-1] if len(pips) > 1 else pips[0]


DICE_KEY = (f"A <b>pip</b> is the number of dots on a die. Pip {_pips_of('U')} is the "
            f"<b>umeboshi</b> (the plum), pips {_pips_of('R')} are <b>rice</b>, pips "
            f"{_pips_of(*(f for f in DEFAULT_DIE if f not in ('U', 'R')))} are "
            "<b>sesame</b>.")

WORKSHEET_EXERCISES = [
    ("Exercise 1 (pencil and paper)",
     "Nothing is set aside and the roll shows umeboshi, umeboshi, rice, 4, 4. List every "
     "legal set-aside.", 2),
    ("Exercise 2 (pencil and paper)",
     "You stop with umeboshi, 4, 5, rice, rice set aside. The face-up cards are 3, 5, 7 and "
     "9, and the 9 lies in front of another player. Which cards do you take?", 2),
    ("Exercise 3 (pencil and paper)",
     "(a) The umeboshi and a pair of 4s are set aside and two dice are left. In the grid, "
     "shade every roll of the two dice that busts. What is the chance of a bust? "
     "(b) The umeboshi and a 5 are set aside and three dice are left. Show that the next "
     "roll busts with probability 1/27.", 5),
    ("Exercise 4 (pencil and paper)",
     "Find the chance that five dice show (a) no plum, (b) exactly one plum, (c) two or "
     "more plums. Which of (a) and (b) is larger?", 5),
    ("Exercise 5 (pencil and paper, extension)",
     "All twelve cards are face up and you hold none. You have set aside umeboshi, 6, rice, "
     "rice, and one die is left. Find the expected points of stopping and of rolling the "
     "last die. Which is better? What if only the cards 1 to 8 are face up?", 6),
]


def _grid() -> str:
    """An empty 6 x 6 grid of two dice, pips of the first die down, the second across."""
    head = "".join(f'<th style="width:7mm;text-align:center">{b}</th>' for b in range(1, 7))
    rows = "".join(f'<tr><th style="text-align:center">{a}</th>'
                   + '<td style="height:7mm"></td>' * 6 + "</tr>" for a in range(1, 7))
    return f'<table style="width:auto;margin:0"><tr><th></th>{head}</tr>{rows}</table>'


def _space(title: str, lines: int) -> str:
    """Room for the answer: ruled lines, beside the grid for Exercise 3."""
    if not title.startswith("Exercise 3 "):
        return writing_lines(lines)
    return (f'<div style="display:flex;gap:5mm;align-items:flex-start"><div style="flex:1">'
            f"{writing_lines(lines)}</div>{_grid()}</div>")


def worksheet() -> Sheet:
    from .lesson import GROUP_ROLLS

    lesson_game = "".join(f"<li>{rule}</li>" for rule in LESSON_GAME)
    exercises = [
        f'<div class="pr-keep"><h3>{title}</h3><p>{question}</p>{_space(title, lines)}</div>'
        for title, question, lines in WORKSHEET_EXERCISES]
    body = f"""
<p class="pr-name-line">Name: ______________________________ &nbsp; Class: __________
&nbsp; Date: ____________</p>
<div class="pr-box pr-keep">
<h2>Today's game</h2>
<ol>{lesson_game}</ol>
</div>
<h2>Activity: exactly one 1</h2>
<p>Your group rolls five ordinary dice {GROUP_ROLLS} times (ten rolls each in a group of
three). One pupil rolls, one says how many dice show a 1 (the plum), one makes a tally
mark in the right row; in a group of four the fourth checks each roll. Swap jobs every
ten rolls.</p>
<p>Before you roll, guess: how many of the {GROUP_ROLLS} rolls will show exactly one 1?
________</p>
<table style="width:150mm">
<tr><th style="width:38mm">the roll shows</th><th>tally</th><th style="width:18mm">total</th></tr>
<tr><td>exactly one 1</td><td style="height:13mm"></td><td></td></tr>
<tr><td>no 1</td><td style="height:13mm"></td><td></td></tr>
<tr><td>two or more 1s</td><td style="height:13mm"></td><td></td></tr>
<tr><th>all rolls</th><th></th><th>{GROUP_ROLLS}</th></tr>
</table>
<div class="pr-keep">
<p>Class totals: rolls ________ &nbsp; exactly one 1: ________ &nbsp; no 1: ________</p>
<p>A. Write the class's share of "exactly one 1" as a fraction and a percentage.</p>
{writing_lines(1)}
</div>
<div class="pr-page-break"></div>
<p class="pr-small">{DICE_KEY}</p>
{"".join(exercises[:3])}
<div class="pr-page-break"></div>
<p class="pr-small">For homework, or when you have finished Exercises 1 to 3. {DICE_KEY}</p>
{exercises[3]}
<div class="pr-keep">
<p>B. Use your answer to Exercise 4 (b). How many rolls with exactly one 1 would you
expect in the class's rolls? Is the class total close?</p>
{writing_lines(2)}
</div>
{exercises[4]}
<div class="pr-keep">
<h3>Extension: a pair of 4s</h3>
<p>Set aside a 1 (the plum) and two 4s. Roll the other two dice {EXTENSION_ROLLS} times.
How many rolls bust? What share did you expect?</p>
{writing_lines(2)}
</div>
"""
    return Sheet(GAME, "worksheet", "Rice Dice: the worksheet", body, pages=3)


def _frac(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def answers() -> Sheet:
    from .lesson import class_expect, group_counts, key_numbers

    ext = extension_answer()
    k = key_numbers()
    one, none, group, cls, example = k["one"], k["none"], k["group"], k["class"], k["shown"]
    classes = [class_expect(g) for g in group_counts()]
    grid, three = k["ext_cells"], k["three"]
    body = f"""
<h2>Activity: exactly one 1</h2>
<p>Exact chance: 5 &times; 1/6 &times; (5/6)<sup>4</sup> = {_frac(one)} &asymp;
{fmt.percent(one, 1)}. The chance of <b>no</b> 1 is (5/6)<sup>5</sup> = {_frac(none)}
too, so the two tallies should be about equal. One group's {group.rolls} rolls: expect
{fmt.decimal(group.mean, 1)}; {group.low} to {group.high} is usual.</p>
<p>A. The class share is (class count of exactly one 1) / (class rolls): for example
{example}/{cls.rolls} = {fmt.percent(Fraction(example, cls.rolls), 0)}. What chance alone gives
for the class total (about 19 classes in 20 land in the usual range):</p>
<table><tr><th>groups</th>{"".join(f"<td>{e.rolls // group.rolls}</td>" for e in classes)}</tr>
<tr><th>rolls</th>{"".join(f"<td>{e.rolls}</td>" for e in classes)}</tr>
<tr><th>expected</th>{"".join(f"<td>{fmt.decimal(e.mean, 1)}</td>" for e in classes)}</tr>
<tr><th>usual range</th>{"".join(f"<td>{e.low}&ndash;{e.high}</td>" for e in classes)}</tr>
</table>
<p>B (after Exercise 4): expected count = rolls &times; {_frac(one)}, about
{fmt.decimal(one, 3)} per roll, as in the table. One group's rolls scatter much more
than the class total.</p>
<h2>Exercise 1</h2>
<p>Two plums show, so neither may be taken. The 4s go together. Two legal set-asides:
<b>both 4s</b>, or <b>the one rice</b>.</p>
<h2>Exercise 2</h2>
<p>Valid bowl (one plum, two sesame, two rice). Sum 4 + 5 = 9: take the 9 from the other
player (a theft); the second rice takes the next lower face-up card, the 7. <b>9 and 7</b>,
16 points.</p>
<h2>Exercise 3</h2>
<p>(a) A die is useless on the plum (a second may never be taken) or a 4 (value used).
Shaded: 1-1, 1-4, 4-1, 4-4, {grid} of the 36 cells: {grid}/36 = <b>{_frac(k["ext"])}</b>,
the same as (2/6)<sup>2</sup>. (b) Useless: the plum or a 5, 2 faces of 6. Three dice:
(2/6)<sup>3</sup> = <b>{_frac(three)}</b>.</p>
<h2>Exercise 4</h2>
<p>(a) (5/6)<sup>5</sup> = 3125/7776. (b) 5 &times; 1/6 &times; (5/6)<sup>4</sup> =
3125/7776. (c) 1 &minus; 6250/7776 = 1526/7776 = 763/3888 &asymp; 19.6%. (a) and (b)
are <b>equal</b> (about 40.2% each), because 5 &times; 1/6 = 5/6.</p>
<h2>Exercise 5</h2>
<p>Stop: sum 6 with two rice takes the 6 and the 5: <b>11</b>. Roll the last die: plum
or 6 busts (0 points, no card of yours at risk); rice takes 6, 5, 4 = 15; a 4 makes sum
10: 10 and 9 = 19; a 5 makes 11: 11 and 10 = 21. Expected (0 &times; 2 + 15 &times; 2 +
19 + 21)/6 = 70/6 = <b>35/3 &asymp; 11.7</b> &gt; 11: <b>roll</b>.</p>
<p>With only 1 to 8 face up, a 4 or 5 takes just the 8 and 7 (15), so rolling gives
4/6 &times; 15 = <b>10</b> &lt; 11: <b>stop</b>. Even with nothing of your own at risk,
the expected-points player sometimes stops early.</p>
<h2>Extension: a pair of 4s</h2>
<p>A die is useless on a 1 (a second plum) or a 4 (used): only 1-1, 1-4, 4-1 and 4-4 bust,
{ext.busts} of the {ext.pairs} pairs: <b>{ext.chance.numerator}/{ext.chance.denominator}</b>.
In {ext.rolls} rolls expect {float(ext.mean):.1f} busts; {ext.low} to {ext.high} is
ordinary (two standard deviations). Pooled over {ext.class_rolls} rolls:
{float(ext.class_mean):.1f}, usually {ext.class_low} to {ext.class_high}.</p>
"""
    return Sheet(GAME, "answers", "Rice Dice: answer key", body)


def components() -> Sheet:
    w, h = CARD_MM
    cards = "".join(_sized(card_svg(n), w) for n in CARDS)
    stickers = "".join(_sized(face_svg("R"), STICKER_MM) for _ in range(10))
    body = f"""
<p class="pr-small">Cut along the dashed lines. The rules give no card size; these print
at {w} &times; {h:g} mm. Glue onto card for sturdier pieces.</p>
<h2>The twelve side-dish cards</h2>
<div class="pr-cut-grid" style="width:{4 * w}mm">{cards}</div>
<h2>Rice stickers (optional)</h2>
<p class="pr-small">Plain dice need no stickers: read pips 2 and 3 as rice. To mark them
anyway, stick one rice sticker on pip 2 and one on pip 3 of each of five dice.</p>
<div class="pr-cut-grid">{stickers}</div>
<p class="pr-small" style="margin-top:3mm">A finished die, pips 1 to 6:</p>
{_sized(dice_svg(list(DEFAULT_DIE)), 90)}
"""
    return Sheet(GAME, "components", "Rice Dice: print and play", body)


def sheets() -> list[Sheet]:
    return [aid(), worksheet(), answers(), components()]
