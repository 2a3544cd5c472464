"""Pointy Hats printables: the player aid, the lesson's worksheet and its answer key,
and print-and-play cards at a standard mini-card size, drawn with the game's own
renderer.

Standard library only. The sources give no card size, so the cards are printed at the
common "mini card" size, 44.5 x 63.5 mm (1.75 x 2.5 inches), whose shape matches the
renderer's cards (5:7).
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil, floor, sqrt

from .. import fmt
from ..lessons import CLASS_SIZES, group_counts
from ..printables import Sheet, writing_lines
from . import render
from .rules import (
    DECK,
    INDICATORS,
    INVERT,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    play_order,
    resolve_trick,
    suit_order,
)

GAME = "pointy_hats"
CARD_MM = (44.45, 63.5)  # mini card, 1.75 x 2.5 in; no size in the sources
PLAYERS = ("Ann", "Ben", "Cai")  # the worked round's and Exercise 3's players, seats 0, 1, 2
# The chapter's worked round (its section "A worked round"), which the lesson plays
# first: Ann deals; the hands of Ann, Ben, Cai and the indicator pile, top first.
WORKED_HANDS = ("5S 5H 3H", "5C 4C 3D", "5D 4S 3C")
WORKED_INDICATORS = ("H", "X", "D", "S", "C")

# The class experiment: 3♠ led under spades against one random answer from the other
# 11 trick cards. Its chance is counted over those answers with the engine's trick rule.
TALLY_CARD = Card("S", 3)
TALLY_INDICATOR = "S"
TALLY_TRIALS = 20  # draws per group
# The lesson's groups: threes, the chapter's own table, and fours where a class does not
# divide by three (the game takes 2 to 4 players). The lesson pack splits a class of 20
# to 32 with these sizes (pointyrules/lessons.py, split).
GROUP_SIZES = (3, 4)


def beaten_by(card: Card, indicator: str) -> list[Card]:
    """The answers from the other 11 trick cards that ``card``, led under a colour
    ``indicator``, beats with two players."""
    return [other for other in DECK if other != card
            and resolve_trick([(0, card), (1, other)], indicator).winner == 0]


TALLY_P = Fraction(len(beaten_by(TALLY_CARD, TALLY_INDICATOR)), len(DECK) - 1)


def class_tally(groups: int, trials: int = TALLY_TRIALS) -> tuple[int, Fraction, float,
                                                                   int, int]:
    """The pooled class experiment with ``groups`` groups of ``trials`` trials each:
    (N, expected wins p*N, the spread sqrt(N p (1 - p)), and the ordinary range
    expected +- two spreads: the whole numbers of wins inside it)."""
    n = groups * trials
    expected = TALLY_P * n
    spread = sqrt(n * TALLY_P * (1 - TALLY_P))
    return n, expected, spread, ceil(expected - 2 * spread), floor(expected + 2 * spread)


def class_groups(class_sizes: range = CLASS_SIZES) -> list[int]:
    """The numbers of groups a class of 20 to 32 (or of ``class_sizes``) makes (threes,
    then fours)."""
    return group_counts(GROUP_SIZES, class_sizes)


def seating() -> tuple[str, ...]:
    """The worked round's names in the order of play: the dealer, then each player on
    the right of the one before (PH-4)."""
    return tuple(PLAYERS[s] for s in play_order(0, len(WORKED_HANDS)))


def slip_lines() -> list[str]:
    """The worked round's slip, one line each: who is who, their cards, the cards left
    face down, the indicator pile. One goes in each envelope, so that a group lays the
    round out at once."""
    hands = {PLAYERS[s]: [Card.parse(t) for t in h.split()]
             for s, h in enumerate(WORKED_HANDS)}
    unseen = [c for c in DECK if not any(c in h for h in hands.values())]
    pile = " ".join("⇅" if x == INVERT else SUIT_SYMBOLS[x] for x in WORKED_INDICATORS)
    order = seating()
    lines = [f"<b>{order[0]}</b> deals: {' '.join(map(str, hands[order[0]]))}"]
    for before, who in zip(order, order[1:], strict=False):
        lines.append(f"<b>{who}</b> (on {before}'s right): "
                     f"{' '.join(map(str, hands[who]))}")
    return [*lines, f"face down: {' '.join(map(str, unseen))}",
            f"indicator pile, face down, top first: {pile}"]


def _sized(svg: str, width_mm: float, height_mm: float, cls: str = "") -> str:
    """An SVG drawn at a fixed size in millimetres (its viewBox keeps the shape)."""
    return (f'<div class="ph-fig {cls}" style="width:{width_mm:g}mm;height:{height_mm:g}mm">'
            f"{svg}</div>")


STYLE = """<style>
.ph-fig svg { width: 100%; height: 100%; display: block; }
.ph-inline { display: inline-block; vertical-align: middle; margin: 0 1mm 0 0; }
.ph-row { display: flex; gap: 2mm; align-items: flex-end; flex-wrap: wrap; }
.ph-row figure { margin: 0; text-align: center; font-size: 8pt; }
.ph-tally { border-collapse: collapse; }
.ph-tally td { width: 8.5mm; height: 8mm; text-align: center; font-size: 7.5pt;
               vertical-align: top; color: #777; }
.ph-q { break-inside: avoid; margin: 0 0 1mm; }
.ph-blank { display: inline-block; min-width: 28mm; border-bottom: 0.3mm solid #999; }
.pr-cut-grid > div { margin: 0; }
.ph-rulecard { padding: 3mm; font-size: 7.5pt; line-height: 1.25; background: #fffdf7; }
.ph-rulecard b { font-size: 8.5pt; }
</style>"""


def _order_rows() -> str:
    rows = []
    for colour in SUITS:
        order = " &gt; ".join(SUIT_SYMBOLS[s] for s in suit_order(colour))
        rows.append(f"<tr><td>{SUIT_SYMBOLS[colour]} {SUIT_NAMES[colour]}</td>"
                    f"<td>{order}</td></tr>")
    return ("<table><tr><th>Indicator turned up</th><th>Tie order (first wins)</th></tr>"
            + "".join(rows) + "</table>")


def _stand_in_table() -> str:
    return ("<table><tr><th>Pointy Hats card</th><th>Playing-card stand-in</th></tr>"
            "<tr><td>12 trick cards (3, 4, 5 in four colours)</td>"
            "<td>the 3, 4 and 5 of each suit</td></tr>"
            "<tr><td>4 colour indicator cards</td><td>the four kings (K♠ = spades, "
            "K♥ = hearts, K♦ = diamonds, K♣ = clubs)</td></tr>"
            "<tr><td>1 invert card</td><td>a joker</td></tr></table>")


def aid() -> Sheet:
    indicators = "".join(
        f"<figure>{_sized(render.indicator_svg(x), 15, 21)}"
        f"<figcaption>{'invert' if x == INVERT else SUIT_NAMES[x]}</figcaption></figure>"
        for x in INDICATORS)
    body = f"""{STYLE}
<p>2–4 players · 3 cards each · 3 tricks a round · first to 3 round wins takes the match.</p>
<h2>You need</h2>
{_stand_in_table()}
<h2>Setup</h2>
<p>Shuffle the 12 trick cards and the 5 indicator cards as two piles. Deal 3 trick
cards to each player; left-over cards stay face down, unseen. Turn up the top indicator
card.</p>
<h2>A trick</h2>
<ol>
<li>The <b>dealer leads every trick</b> (even after losing one). Play passes to the
<b>right</b>. Play <b>any</b> card: there is no colour to follow.</li>
<li><b>Highest value wins.</b> Equal highest: the tie order of the indicator card
decides (below).</li>
<li><b>Invert card:</b> <b>lowest</b> value wins. Equal lowest: turn up the next
indicator card at once and use its tie order. That card is then <b>used up</b>.</li>
<li>Before each next trick, turn up the next indicator card. Turned-up cards stay
face up for all to see.</li>
</ol>
<h2>Tie order: the cycle ♠ → ♥ → ♦ → ♣ → ♠</h2>
<div class="ph-row">{_order_rows()}<div class="ph-row">{indicators}</div></div>
<h2>Who wins the round</h2>
<p><b>Most tricks</b> wins. Tied? Turn up the <b>5th</b> indicator card; among the
<b>tied players only</b>, the most won cards of its colour wins (won cards: all the
cards of the tricks you took). 5th card the invert card: the 4th card's colour, and the
<b>fewest</b> wins. Still equal: they share the round. The deal passes to the right.</p>
<h2>The rules people forget</h2>
<ul>
<li>Spades do <b>not</b> always win a tie: under hearts, 5♦ beats 5♠.</li>
<li>A tie is only between the best values: a 3 of the first colour never beats a 4.</li>
<li>With playing cards, a king shows no tie order: settle a tie with the cycle
above, started at the king's suit (the table gives each order).</li>
</ul>"""
    return Sheet(GAME, "aid", "Pointy Hats at a glance", body, pages=1)


# The worksheet's questions and the answer key's answers, side by side so that every
# question has its answer.
QUESTIONS = [
    ("1", "Under the <b>diamonds</b> indicator, 5♠ and 5♥ are played into the same trick "
          "(no other 5). Which card takes the trick? Write the tie order under diamonds.", 2),
    ("2", "With two players, can a round end in a tie on tricks? Explain.", 2),
    ("3", "Ann, Ben and Cai each take one trick. The indicator pile was spades, hearts, "
          "diamonds, invert, clubs. Ann won 5♣ 3♠ 4♥, Ben won 5♦ 4♣ 3♣, Cai "
          "won 3♥ 4♠ 5♠. Who wins the round? Who would win if the last two indicator "
          "cards were clubs, invert?", 3),
    ("4", "You lead 3♠ under the spades indicator; the answers are random cards from the "
          "other 11 cards (ignore the rest of your hand). (a) Two players: which answers "
          "does 3♠ beat, and what is the chance it takes the trick? (b) Three players: how "
          "many pairs of answers are there (hint: 11 × 10 ÷ 2), how many does 3♠ beat, "
          "and what is the chance? (c) A friend says "
          "“a 3 can never win under a colour card”. What do you tell them?", 5),
    ("5", "Four players; you lead 3♠ under the <b>invert</b> card. The three answers are "
          "random cards from the other 11 cards (ignore the rest of your hand); a tie for "
          "lowest is broken by the next indicator card, equally likely any of the four "
          "colours. Find the chance that you take the trick (hint: there are "
          "11 × 10 × 9 ÷ 6 = 165 sets of answers; split them on how many other 3s they "
          "hold).", 7),
    ("6", "Two players; you deal, spades is turned up first and you hold 5♠ 4♠ 3♠ "
          "(so 9 cards are unseen). (a) What is the chance that each card takes the "
          "first trick? (b) Against an opponent who plays a random card, the exact chances "
          "of winning the round after leading 4♠ and 5♠ are 703/1008 and 299/432. What "
          "is the difference, as a fraction and in percentage points? Does it matter at "
          "the table? (This (b) also asks the book's part (d); the book's extension (c) "
          "is not on this sheet.)", 6),
]

# Exercise 6(b): the exact round chances after leading 4♠ and 5♠ (the engine's, checked
# in tests/pointy_hats/test_lesson.py).
ROUND_CHANCES = (Fraction(703, 1008), Fraction(299, 432))


def rounds_to_tell_apart() -> int:
    """The chapter's Exercise 6(c): how many rounds each plan needs before a gap of
    p1 - p2 is twice the wobble of the difference of two measured win rates,
    sqrt((p1 q1 + p2 q2) / N), to the nearest ten thousand."""
    (p1, p2) = ROUND_CHANCES
    n = 4 * (p1 * (1 - p1) + p2 * (1 - p2)) / (p1 - p2) ** 2
    return int(round(float(n), -4))


ANSWERS = {
    "1": "Under diamonds the order is ♦ &gt; ♣ &gt; ♠ &gt; ♥. Spades come before hearts, "
         "so <b>5♠ takes the trick</b>.",
    "2": "No. Three tricks split between two players 3–0 or 2–1; three is odd, so the "
         "counts are never equal.",
    "3": "All tied on one trick, so the 5th indicator, clubs, decides: Ben won two "
         "clubs (4♣ 3♣), Ann one, Cai none: <b>Ben wins</b>. If the 5th card is "
         "the invert card, the 4th card's colour (clubs) counts and the <b>fewest</b> "
         "wins: <b>Cai</b> (none).",
    "4": "(a) A 3 beats only other 3s; under spades (♠ &gt; ♥ &gt; ♦ &gt; ♣) 3♠ beats "
         "3♥, 3♦ and 3♣: 3 of 11, <b>3/11 ≈ 27.3%</b>. (b) 11 × 10 ÷ 2 = 55 pairs; 3♠ "
         "wins only if both are 3s: 3 pairs (3♥ 3♦, 3♥ 3♣, 3♦ 3♣), <b>3/55 ≈ 5.5%</b>. "
         "(c) It can: under spades 3♠ beats 3♣, because the indicated colour comes first in a tie. "
         "Unlikely is not impossible.",
    "5": "11 × 10 × 9 ÷ 6 = 165 equally likely sets of answers. <b>No other 3</b>: "
         "8 × 7 × 6 ÷ 6 = 56 sets, 3♠ wins. <b>One other 3</b>: 3 × (8 × 7 ÷ 2) = 84 sets; "
         "3♠ comes first against 3♥ under 3 colours of 4, against 3♦ under 2, "
         "against 3♣ under 1: on average 1/2, "
         "so 42. <b>Two other 3s</b>: 3 × 8 = 24 sets; 3♠ first against 3♥+3♦ under 2 "
         "colours, against 3♥+3♣ or 3♦+3♣ under 1: on average 1/3, so 8. <b>Three other "
         "3s</b>: 1 set, only under spades, 1/4. Total (56 + 42 + 8 + 1/4)/165 = 425/660 = "
         "<b>85/132 ≈ 0.644</b>.",
    "6": "(a) 5♠ is top under spades: <b>1</b>. 4♠ loses only to 5♥, 5♦, 5♣ (3 of 9): "
         "<b>6/9 = 2/3</b>. 3♠ wins only against 3♥, 3♦, 3♣ (3 of 9): <b>1/3</b>. "
         "(b) 703/1008 − 299/432 = 2109/3024 − 2093/3024 = 16/3024 = <b>1/189 ≈ 0.0053</b>, "
         "about <b>half a percentage point</b>. (b) continued, the book's (d): it does not "
         "matter at the table; leading 3♠ (1579/3024 ≈ 52.2%) is the real mistake. (The book's "
         "extension (c), not on the sheet: telling the two plans apart would take about "
         f"{rounds_to_tell_apart():,} rounds for each plan.)",
}


def worksheet() -> Sheet:
    tally = ("<table class='ph-tally'><tr>"
             + "".join(f"<td>{i}</td>" for i in range(1, 11)) + "</tr><tr>"
             + "".join(f"<td>{i}</td>" for i in range(11, 21)) + "</tr></table>")
    questions = "".join(
        f"<div class='ph-q'><p><b>Exercise {n}.</b> {text}</p>{writing_lines(lines)}</div>"
        for n, text, lines in QUESTIONS)
    body = f"""{STYLE}
<p class="pr-name-line">Name: <span class="ph-blank" style="min-width:70mm"></span>
Class: <span class="ph-blank"></span> Date: <span class="ph-blank"></span></p>
<h2>Part A: the class experiment, 3♠ against a random card</h2>
<p>In your group, with your envelope's cards: put 3♠ face up. It is led under the
<b>spades</b> indicator: put the spades indicator card face up beside 3♠; the other 4
indicator cards go back in the envelope. Lay the other 11 trick cards face down in a
fan. One pupil draws a card from the fan and turns it up: that is the answer. Does 3♠
take the trick? Decide with the tie order under spades (player aid). Everyone writes
<b>W</b> (yes) or <b>L</b> (no) in their own grid on every draw. Put the card back, mix
the fan face down and draw again: 20 draws, a new pupil draws every 5. In a group of
four, the fourth pupil checks each decision.</p>
{tally}
<p class="ph-q">A1. Our group's wins: <span class="ph-blank"></span> out of 20.
Our relative frequency: <span class="ph-blank"></span></p>
<p class="ph-q">A2. Class total: <span class="ph-blank"></span> wins out of
<span class="ph-blank"></span> draws. Class relative frequency:
<span class="ph-blank"></span></p>
<p class="ph-q">A3. List the answers 3♠ beats and work out the exact chance (probability)
that 3♠ takes the trick:</p>
{writing_lines(2)}
<p class="ph-q">A4. Is the class result close to the exact answer? Is your group's? Why
do they differ?</p>
{writing_lines(2)}
<h2>Part B: exercises</h2>
{questions}"""
    return Sheet(GAME, "worksheet", "Pointy Hats: taking a trick", body, pages=2)


def _tally_answers() -> str:
    """A1 to A4 of the answer key, every number computed (``class_tally``, ``beaten_by``)."""
    p, q = fmt.fraction(TALLY_P).split(" ")[0], fmt.fraction(1 - TALLY_P).split(" ")[0]
    beaten = beaten_by(TALLY_CARD, TALLY_INDICATOR)
    _, group_mean, _, low1, high1 = class_tally(1)
    most = max(class_groups())
    n, mean, spread, low, high = class_tally(most)
    others = "; ".join(f"{g} groups: N = {class_tally(g)[0]}, about "
                       f"{fmt.decimal(class_tally(g)[1], 1)}, {class_tally(g)[3]} to "
                       f"{class_tally(g)[4]}"
                       for g in class_groups() if g != most)
    return f"""<p><b>A1.</b> Each group's own count varies a lot: the expected number of wins in
{TALLY_TRIALS} draws is {TALLY_TRIALS} × {p} ≈ {fmt.decimal(group_mean, 1)}, and anything from
about {low1} to {high1} is ordinary.</p>
<p><b>A2.</b> Pool the class: W wins out of N draws (N = {TALLY_TRIALS} × the number of
groups), relative frequency W/N. Expect about ({p})N wins; with {most} groups (N = {n})
about {fmt.decimal(mean, 1)}.</p>
<p><b>A3.</b> {TALLY_CARD} beats only {fmt.listing(beaten)} (spades come first under spades);
the other {len(DECK) - 1 - len(beaten)} cards, the fours and fives, beat it. Exact chance
<b>{fmt.fraction(TALLY_P)} = {fmt.percent(TALLY_P)}</b>.</p>
<p><b>A4.</b> Chance moves the class total by about √(N × {p} × {q}): about
{round(spread)} wins for N = {n}. A class total within two of those steps of ({p})N (for
N = {n}, between about {low} and {high}) agrees with the exact answer. A class of 20 to 32
in threes and fours makes {fmt.listing(class_groups(), "or")} groups: {others}. Small samples
(one group's {TALLY_TRIALS}) wobble much more than the pooled class result: relative
frequency settles towards the probability as the number of draws grows.</p>"""


def answers() -> Sheet:
    items = "".join(f"<div class='ph-q'><p><b>Exercise {n}.</b> {ANSWERS[n]}</p></div>"
                    for n, _, _ in QUESTIONS)
    body = f"""{STYLE}
<h2>Part A: the class experiment</h2>
{_tally_answers()}
<h2>Part B: exercises</h2>
{items}"""
    return Sheet(GAME, "answers", "Pointy Hats: taking a trick, worked answers", body, pages=1)


def _rule_card() -> str:
    orders = "<br>".join(
        f"{SUIT_SYMBOLS[c]}: {' '.join(SUIT_SYMBOLS[s] for s in suit_order(c))}"
        for c in SUITS)
    return (f'<div class="ph-rulecard" style="width:{CARD_MM[0]:g}mm;height:{CARD_MM[1]:g}mm">'
            "<b>Pointy Hats</b><br>Dealer leads all 3 tricks; play to the right; any card."
            "<br>Highest wins; ties: indicator's order.<br>⇅ invert: lowest wins; ties: "
            f"turn the next indicator.<br><br>{orders}<br><br>Round: most tricks; tie: 5th "
            "indicator's colour, most among the tied (⇅: 4th's colour, fewest).</div>")


def _slip_card() -> str:
    return (f'<div class="ph-rulecard" style="width:{CARD_MM[0]:g}mm;height:{CARD_MM[1]:g}mm">'
            "<b>The lesson's worked round</b><br>" + "<br>".join(slip_lines()) + "</div>")


def components() -> Sheet:
    w, h = CARD_MM
    tricks = "".join(_sized(render.card_svg(c), w, h) for c in DECK)
    indicators = "".join(_sized(render.indicator_svg(x), w, h) for x in INDICATORS)
    body = f"""{STYLE}
<p class="pr-small">Print at 100% (no “fit to page”) on card of at least 200 gsm, so the
faces do not show through; cut along the dashed lines. Cards are 44.5 × 63.5 mm (mini card
size: the sources give no card size). Page 1: the 12 trick cards. Page 2: the 5 indicator
cards, the rule card and the slip for the lesson's worked round.</p>
<div class="pr-cut-grid">{tricks}</div>
<div class="pr-page-break pr-cut-grid">{indicators}{_rule_card()}{_slip_card()}</div>"""
    return Sheet(GAME, "components", "Pointy Hats: print-and-play cards", body, pages=2)


def sheets() -> list[Sheet]:
    """One sheet of each kind: player aid, worksheet, answer key, print-and-play cards."""
    return [aid(), worksheet(), answers(), components()]


__all__ = ["sheets", "CARD_MM", "QUESTIONS", "ANSWERS", "PLAYERS", "class_tally",
           "class_groups", "beaten_by", "GROUP_SIZES", "TALLY_P"]
