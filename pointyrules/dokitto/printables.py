"""Doki-tto! Ice printables: a player aid, the lesson's worksheet and its answer key, and
print-and-play scoop tiles, cones and trophies, drawn with the game's own renderers."""

from __future__ import annotations

from fractions import Fraction

from ..printables import Sheet, writing_lines
from .lesson import (
    CHANCE,
    DEALS,
    HANDS_PER_DEAL,
    HANDS_PER_GROUP,
    MINI_CHANCE,
    MINI_HAND,
    MINI_HANDS,
    MINI_LACKING,
    MINI_PRODUCT,
    MINI_ROWS,
    NAMED,
    NAMED_PRODUCT,
    VAR_DEAL,
    WHY_29,
    class_hands,
    exit_ticket,
    tally,
    usual_ranges,
)
from .odds import first_trick_mixed, lacks_given_colour, some_hand_at_the_table_lacks
from .render import cone_tile_svg, ice_cards_svg, scoop_tile_svg, stacks_svg, trophy_tile_svg
from .rules import COLOURS, STACK, Card

GAME = "dokitto"
# The rule sheet gives no tile sizes (an engine decision): scoops print as 30 mm squares,
# cones 30 x 46.5 mm and trophies 25 mm, all on one page of A4 and of US Letter.
SCOOP_MM, CONE_MM, TROPHY_MM = 30, (30, 46.5), 25


def _sized(svg: str, width_mm: float, height_mm: float | None = None) -> str:
    height = f"height:{height_mm}mm;" if height_mm else ""
    fill = svg.replace("<svg ", '<svg style="width:100%;height:100%" ', 1)
    return (f'<div style="width:{width_mm}mm;{height}line-height:0;display:inline-block">'
            f"{fill}</div>")


def _percent(q: Fraction, places: int = 2) -> str:
    return f"{float(q) * 100:.{places}f}%"


def _frac(q: Fraction) -> str:
    return f"{q.numerator:,}/{q.denominator:,}"


NAMES = ("Aiko", "Ben", "Chika", "Dan")  # the lesson's players, in order clockwise


def _trick(cards: str, names=NAMES, voice=None) -> str:
    return _sized(ice_cards_svg([Card.parse(t) for t in cards.split()], list(names),
                                voice=voice), 44)


SOME = CHANCE  # a hand of ten from the 40-card pack lacks some flavour
THREE = lacks_given_colour(3, 10, 9)
ONE_LED = first_trick_mixed(4, 1)
TABLE = some_hand_at_the_table_lacks(4)


def aid() -> Sheet:
    body = f"""
<div class="pr-columns">
<div class="pr-keep">
<h2>Setup</h2>
<table>
<tr><th>players</th><th>cards</th><th>deal</th><th>cones</th></tr>
<tr><td>4</td><td>all 40</td><td>10 each</td><td>1 each</td></tr>
<tr><td>3</td><td>3 flavours, 30</td><td>9 each, 3 set aside</td><td>1 each</td></tr>
<tr><td>2</td><td>1-6 of each, 24</td><td>10 each, 4 aside (or 12 each)</td>
<td>2 each</td></tr>
</table>
<p>One stack of scoops per flavour in play, taken from the bottom: <b>1, 1, then 2</b>
(the topping).</p>
{_sized(stacks_svg({c: 3 for c in COLOURS}), 55)}
</div>
<div class="pr-keep">
<h2>A trick</h2>
<ol>
<li>The leader plays any card.</li>
<li>Clockwise, each player plays one card. <b>Must follow</b>: if you hold the flavour
led, you must play it. Only if you hold none may you play any card.</li>
</ol>
</div>
<div class="pr-keep">
<h2>Who wins the trick</h2>
<ul>
<li><b>One flavour</b> on the table: the <b>highest</b> number.</li>
<li><b>Two or more flavours</b>: the <b>lowest</b> number.</li>
<li>Equal lowest numbers: the one played <b>later</b>.</li>
</ul>
</div>
<div class="pr-keep">
<h2>The scoop</h2>
<p>The winner picks a flavour played in the trick and puts the bottom scoop of that stack
on their cone (2 players: on either cone). An empty stack gives no scoop. The winner
keeps the cards face down (points, not hand) and leads next.</p>
</div>
<div class="pr-keep">
<h2>End of the round</h2>
<p>When the hands are empty, or <b>at once</b> when anyone gets a <b>4th scoop</b> on a
cone: that player (2 players: that cone) scores nothing.</p>
</div>
<div class="pr-keep">
<h2>Scoring</h2>
<p>For each flavour: <b>cards of it won × its scoop values on your cone</b>. Example:
4 vanilla and 5 strawberry cards won; cone vanilla 1, vanilla 2, strawberry 1:
4 × 3 + 5 × 1 = <b>17</b>.</p>
<p>Most points wins the round and a trophy. Ties: more scoops, then more 1-point scoops,
then all tied players win. With 3 or 4 players, a player who toppled cannot win the
round; with 2, only the toppled cone is dropped and the other cone still counts.
<b>Three trophies win the game.</b> The winner of the last trick starts the next round.</p>
</div>
<div class="pr-keep pr-box">
<h2>Rules people forget</h2>
<ul>
<li>A single player who cannot follow turns the trick <b>mixed</b>: then low cards
win.</li>
<li>The winner <b>cannot refuse</b> a scoop if <b>every</b> flavour in the trick still
has one; only a flavour whose stack has run out gives nothing.</li>
<li>The round stops the moment a 4th scoop lands, even with cards in hand.</li>
<li>Won cards never go back into your hand.</li>
<li>Playing cards: ace-10 of each suit (hearts strawberry, spades chocolate, clubs
matcha, diamonds vanilla); jack, queen (1 point) and king (2) are the scoops.</li>
</ul>
</div>
</div>
"""
    return Sheet(GAME, "aid", "Doki-tto! Ice at a glance", body)


TALLY = "".join(f'<tr style="height:8mm"><td>deal {d}</td><td></td><td></td></tr>'
                for d in range(1, DEALS + 1))

QUESTIONS = [
    ("1. Who takes the trick?",
     f"""<p>Aiko leads chocolate 6, Ben plays chocolate 2, Chika has no chocolate and
plays vanilla 2, Dan plays chocolate 9. Who takes the trick? Which scoops may the
winner choose from?</p>{_trick("C6 C2 V2 C9")}
<span class="pr-small">&nbsp; ■ = chocolate = spades ♠, ✿ = vanilla = diamonds ♦</span>""", 2),
    ("2. Two topples?",
     "<p>Why can a four-player round never end with two players holding four scoops?</p>",
     2),
    ("3. Which scoop?",
     """<p>Your cone holds a strawberry 1 and a matcha 1; you have won 3 strawberry and 4
matcha cards. You take a trick of strawberry 2, matcha 1, vanilla 3, matcha 4. The
vanilla stack is empty; strawberry and matcha each still have a 1-point scoop. What can
you choose? Work out your score for each choice if the round ended now. Which would you
choose, and why?</p>""", 3),
    ("4. A tie",
     """<p>Two players in a four-player game tie on 12 points; neither toppled. One has
scoops worth 1, 1 and 2, the other 1, 1 and 1. Who wins the round?</p>""", 2),
    ("5. Three players, no chocolate",
     """<p>A three-player hand is 9 cards from 30 (three flavours of ten). Write the chance
that it has no chocolate as a product of nine fractions and work it out (extension
beyond GCSE: then as C(20,9)/C(30,9), with the nCr key). Is a hand with no chocolate here
more or less likely than a four-player hand with no strawberry (about 0.035)?</p>""", 6),
    ("6. Some flavour missing",
     r"""<p>Four players. Explain why the chance that a hand lacks some flavour is
(4 C(30,10) &minus; 6 C(20,10) + 4 C(10,10)) / C(40,10), and work it out. On average,
how many of the four hands at a table lack some flavour? (Extension beyond
GCSE.)</p>""", 4),
    ("7. The first trick (challenge)",
     """<p>Four players. Aiko holds exactly one strawberry and leads it. What is the chance
that some other player has no strawberry, so that the first trick is mixed?</p>""", 4),
]


def _exit_slip() -> str:
    """The exit ticket, C: the slip at the foot of page 1 (the pack's questions). Page 1
    prints single-sided, so tearing the slip off takes nothing else with it."""
    asks = "".join(f"<li>{q.ask}{writing_lines(1)}</li>" for q in exit_ticket())
    return (f'<div class="pr-box" style="border-style:dashed;margin-bottom:0"><h2>C. Exit '
            f'ticket <span class="pr-small">(tear off and hand in)</span></h2>'
            f"<p>Name: ______________________________</p><ol>{asks}</ol></div>")


def _mini_frame() -> str:
    """D: the frame for listing the mini-deck's hands with the class, then its fractions
    (blanks only: the answer key has the numbers)."""
    rows = "".join(f'<tr style="height:6mm"><td>{k}</td><td></td><td></td></tr>'
                   for k in MINI_ROWS)
    first = MINI_PRODUCT.split(" × ")[0]  # 3/6, unreduced as a pupil writes it
    return f"""<div class="pr-box pr-page-break">
<h2>D. The mini-deck</h2>
<p>Strawberry 1, 2, 3 and chocolate 1, 2, 3; hands of {MINI_HAND}. List every hand, sorted
by how many strawberries it holds, each row in number order.</p>
<table style="width:100%;margin-bottom:1.5mm">
<tr><th style="width:15%">strawberries</th><th>the hands</th>
<th style="width:15%">how many</th></tr>{rows}</table>
<p>Hands in all: ______; lacking a flavour: ______ of them. &nbsp; All strawberry:
{first} &times; ______ &times; ______ = ______.</p>
<p>The real pack, no strawberry: {NAMED_PRODUCT} &asymp; ________; &times; 4 &asymp;
________.</p>
<p style="margin-bottom:0">{WHY_29.ask}</p>{writing_lines(1)}
</div>"""


def worksheet() -> Sheet:
    questions = "".join(f'<div class="pr-keep"><h3>{title}</h3>{text}{writing_lines(lines)}'
                        "</div>" for title, text, lines in QUESTIONS)
    body = f"""
<p class="pr-name-line">Name: ______________________________ &nbsp; Group: ________</p>
<div class="pr-box">
<h2>A. Predict</h2>
<p>Before any deal: of our {HANDS_PER_GROUP} hands of ten, I think ______ will lack a
flavour (hold no card of some flavour).</p>
</div>
<div class="pr-box">
<h2>B. Deal and tally</h2>
<p>Wash the pack: spread all 40 cards face down, swirl them with both hands for 20
seconds, gather, shuffle. Deal one card at a time round the table: four hands of ten (a
group of three deals the fourth to an empty place and one of you ticks it). Sort your
hand: does it lack a flavour? Which? (Two missing still count once.) Gather, wash, deal
again: {DEALS} deals.</p>
<table style="width:100%">
<tr><th style="width:16%">deal</th><th>my hand: lacks a flavour? (yes / no, which)</th>
<th style="width:34%">our group: hands lacking a flavour (out of {HANDS_PER_DEAL})</th></tr>
{TALLY}
</table>
<p>Our group: ______ hands lacking a flavour out of ______. &nbsp; The class: ______ out
of ______ hands. Relative frequency: ______ ÷ ______ = ______.</p>
<p style="margin-bottom:0">After pooling: the chance is about ________ (a decimal). Was my
guess close? Was the class close? ______________________________</p>
</div>
{_exit_slip()}
{_mini_frame()}
<h2>Exercises</h2>
{questions}
"""
    return Sheet(GAME, "worksheet", "Doki-tto! Ice: deal, tally and count", body, pages=3)


def _usual_ranges() -> str:
    """Every number of groups a class of 20 to 32 makes: hands, expected, usual range."""
    return "".join(f"<tr><td>{count}</td><td>{hands}</td><td>{float(mean):.1f}</td>"
                   f"<td>{low} to {high}</td></tr>"
                   for count, hands, mean, low, high in usual_ranges())


def answers() -> Sheet:
    ticket = "".join(f"<li>{q.answer}</li>" for q in exit_ticket())
    hands = class_hands(30)
    mean, low, high = tally(hands)
    independent = HANDS_PER_DEAL * SOME * (1 - SOME)
    rows = ", ".join(f"{k} strawberries: {n}" for k, n in MINI_ROWS.items())
    all_one = MINI_CHANCE / 2
    factors = MINI_PRODUCT.replace("×", "&times;")
    body = f"""
<div class="pr-keep">
<h2>A. Predict</h2>
<p>Any whole number from 0 to {HANDS_PER_GROUP}; a guess is not marked. On average a
group's {HANDS_PER_GROUP} hands hold {float(HANDS_PER_GROUP * SOME):.1f} that lack a
flavour.</p>
<h2>B. Deal and tally</h2>
<p>Every group deals four hands of ten from the 40-card pack, so the whole class
estimates one chance: a hand lacks some flavour with chance {_frac(SOME)} &asymp;
{float(SOME):.4f} ({_percent(SOME)}), about one hand in {round(1 / SOME)}. Expected count
= hands &times; that chance. A count inside the usual range (expected &plusmn; 2 standard
deviations) happens about 19 times in 20; outside it, suspect poor washing or
miscounting. The four hands of one deal are not independent, so the standard deviation
comes from whole deals: &radic;({float(VAR_DEAL):.3f} d) for d deals (against
&radic;({float(independent):.3f} d) for four independent hands). A class of 30: {hands}
hands, about {float(mean):.1f} lacking a flavour, usually {low} to {high}.</p>
<table><tr><th>groups</th><th>hands ({DEALS} deals each)</th><th>expected</th>
<th>usual range</th></tr>{_usual_ranges()}</table>
<p>A named flavour (say strawberry) is missing from a hand with chance {_frac(NAMED)}
&asymp; {float(NAMED):.4f}: about {round(140 * NAMED)} hands in 140.</p>
</div>
<div class="pr-keep">
<h2>C. Exit ticket</h2>
<ol>{ticket}</ol>
<h2>D. The mini-deck</h2>
<p>{rows}; in all {len(MINI_HANDS)}. Lacking a flavour: {len(MINI_LACKING)} of
{len(MINI_HANDS)} = {MINI_CHANCE.numerator}/{MINI_CHANCE.denominator}. All strawberry:
{factors} = {all_one.numerator}/{all_one.denominator}, and all chocolate the same, so
{MINI_CHANCE.numerator}/{MINI_CHANCE.denominator} again. The real pack: {NAMED_PRODUCT}
&asymp; {float(NAMED):.4f}; &times; 4 &asymp; {float(4 * NAMED):.3f} (exactly
{float(SOME):.4f}: a hand missing two flavours was counted twice).
The first fractions: {WHY_29.answer}</p>
</div>
<h2 class="pr-page-break">Exercises</h2>
<div class="pr-keep"><h3>1. Who takes the trick?</h3>
<p>Two flavours are on the table, so the lowest number wins. Chocolate 2 and vanilla 2 tie
for lowest; the later one wins: <b>Chika's vanilla 2</b>. The winner chooses chocolate
or vanilla.</p></div>
<div class="pr-keep"><h3>2. Two topples?</h3>
<p>One scoop is handed out per trick, and the round ends the moment a 4th scoop lands.
So the first 4th scoop is the last scoop of the round.</p></div>
<div class="pr-keep"><h3>3. Which scoop?</h3>
<p>Strawberry, matcha or vanilla (the flavours in the trick). Afterwards you hold 4
strawberry and 6 matcha cards. Vanilla (no scoop): 4 &times; 1 + 6 &times; 1 =
<b>10</b>. Strawberry: 4 &times; 2 + 6 &times; 1 = <b>14</b>. Matcha: 4 &times; 1 + 6
&times; 2 = <b>16</b>, the most. But a scoop fills the cone to three: from then on any trick
you win ends the round with 0 points, unless it holds a flavour whose stack is empty (here
vanilla) and you choose that. Vanilla keeps a place free (a good choice early in a round;
matcha if few tricks remain).</p></div>
<div class="pr-keep"><h3>4. A tie</h3>
<p>Both have three scoops; the next tie-break is more 1-point scoops: <b>the player with
1, 1 and 1</b> (three against two) wins.</p></div>
<div class="pr-keep"><h3>5. Three players, no chocolate</h3>
<p>(20/30)(19/29)(18/28)(17/27)(16/26)(15/25)(14/24)(13/23)(12/22) = C(20,9)/C(30,9) =
167,960/14,307,150 = <b>{_frac(THREE)} &asymp; {float(THREE):.4f}</b>, about one hand
in 85: three times less likely than a four-player hand with no strawberry (0.0354),
because each flavour is a third of the deck instead of a quarter.</p></div>
<div class="pr-keep"><h3>6. Some flavour missing</h3>
<p>4 C(30,10): hands lacking each of the 4 flavours. A hand lacking two flavours was
counted twice: subtract C(20,10) = 184,756 for each of the 6 pairs. Hands lacking three
flavours (all ten of one flavour) were added 3 times and subtracted 3 times: add back
C(10,10) = 1 for each of the 4 triples. No hand lacks all four.
(120,180,060 &minus; 1,108,536 + 4) / 847,660,528 = <b>{_frac(SOME)} &asymp;
{float(SOME):.4f}</b>. On average 4 &times; 0.1405 &asymp; <b>0.56</b> hands per deal
lack a flavour (averages add even for dependent hands). That is an average number of
hands, not a chance: counting whole deals, at least one hand lacks a flavour with chance
{float(TABLE):.3f}, about three deals in seven.</p></div>
<div class="pr-keep"><h3>7. The first trick</h3>
<p>The other 9 strawberries are among the 30 cards of the other three players. A named
player has none: C(21,10)/C(30,10) = 352,716/30,045,015. Two named players both have
none: C(21,20)/C(30,20) = 21/30,045,015. All three: impossible. Inclusion-exclusion:
(3 &times; 352,716 &minus; 3 &times; 21)/30,045,015 = <b>{_frac(ONE_LED)} &asymp;
{float(ONE_LED):.4f}</b>, about 3.5%.</p></div>
"""
    return Sheet(GAME, "answers", "Doki-tto! Ice: answer key", body, pages=2)


def components() -> Sheet:
    scoops = "".join(_sized(scoop_tile_svg(colour, value), SCOOP_MM, SCOOP_MM)
                     for colour in COLOURS for value in STACK)
    cones = "".join(_sized(cone_tile_svg(), *CONE_MM) for _ in range(4))
    trophies = "".join(_sized(trophy_tile_svg(), TROPHY_MM, TROPHY_MM) for _ in range(10))
    body = f"""
<p>Cut along the dashed lines. Scoops: per flavour two 1s and one 2 (with the topping);
stack each flavour with the 2 on top and take from the bottom. Cones: one per player (two
each with two players). Trophies: one per round won; a player with three wins.</p>
<h2>Scoops</h2>
<div class="pr-cut-grid">{scoops}</div>
<h2>Cones and trophies</h2>
<div class="pr-cut-grid">{cones}{trophies}</div>
"""
    return Sheet(GAME, "components", "Doki-tto! Ice: scoops, cones and trophies", body)


def sheets() -> list[Sheet]:
    return [aid(), worksheet(), answers(), components()]

