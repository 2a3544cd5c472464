"""Doki-tto! Ice printables: a player aid, the lesson's worksheet and its answer key, and
print-and-play scoop tiles, cones and trophies, drawn with the game's own renderers."""

from __future__ import annotations

from fractions import Fraction
from math import sqrt

from ..printables import Sheet, writing_lines
from .odds import (
    deal_shape,
    first_trick_mixed,
    lacks_given_colour,
    lacks_some_colour,
    some_hand_at_the_table_lacks,
    void_hands_per_deal,
)
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


def _trick(cards: str) -> str:
    return _sized(ice_cards_svg([Card.parse(t) for t in cards.split()], list(NAMES)), 64)


SOME = lacks_some_colour(4, 10, 10)
NAMED = lacks_given_colour(4, 10, 10)
THREE = lacks_given_colour(3, 10, 9)
THREE_SOME = lacks_some_colour(3, 10, 9)
ONE_LED = first_trick_mixed(4, 1)
TABLE = some_hand_at_the_table_lacks(4)
# The hands of one deal depend on each other: a tally's spread comes from whole deals.
PER_DEAL = void_hands_per_deal(4, 10, 10, 4)
VAR_DEAL = sum(k * k * q for k, q in PER_DEAL.items()) - (4 * SOME) ** 2
DEALS = 5  # deals per group in the class tally, about three minutes each
MINUTES_PER_DEAL = 3


def tally_chance(players: int) -> tuple[Fraction, Fraction]:
    """The class tally for a group of ``players`` (4 or 3, dealt as the game is, DI-2):
    the exact chance that one hand lacks some flavour, and the variance, over whole
    deals, of the number of the group's hands that lack one (the hands of one deal
    depend on each other, so the spread comes from whole deals)."""
    colours, per, size = deal_shape(players)
    chance = lacks_some_colour(colours, per, size)
    dist = void_hands_per_deal(colours, per, size, players)
    return chance, sum(k * k * q for k, q in dist.items()) - (players * chance) ** 2


def class_groups(pupils: int) -> dict[int, int]:
    """A class split into groups of four and three, as many fours as possible:
    {4: groups of four, 3: groups of three}. Each group needs one pack of cards."""
    threes = -pupils % 4
    if pupils < 3 or 3 * threes > pupils:
        raise ValueError(f"{pupils} pupils do not split into groups of three and four")
    return {4: (pupils - 3 * threes) // 4, 3: threes}


def tally_range(deals: dict[int, int]) -> tuple[int, Fraction, int, int]:
    """Pooled tally of ``deals`` {group size: deals dealt by groups of that size}: the
    hands dealt, the expected number lacking a flavour, and the usual range (expected
    plus or minus two standard deviations, rounded; never below 0)."""
    hands, mean, var = 0, Fraction(0), Fraction(0)
    for players, count in deals.items():
        chance, per_deal = tally_chance(players)
        hands += players * count
        mean += players * count * chance
        var += count * per_deal
    sd = sqrt(float(var))
    return hands, mean, max(0, round(float(mean) - 2 * sd)), round(float(mean) + 2 * sd)


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


TALLY = "".join(f'<tr style="height:9mm"><td>deal {d}</td><td></td><td></td></tr>'
                for d in range(1, DEALS + 1))

QUESTIONS = [
    ("1. Who takes the trick?",
     f"""<p>Aiko leads chocolate 6, Ben plays chocolate 2, Chika has no chocolate and
plays vanilla 2, Dan plays chocolate 9. Who takes the trick? Which scoops may the
winner choose from?</p>{_trick("C6 C2 V2 C9")}""", 2),
    ("2. Two topples?",
     "<p>Why can a four-player round never end with two players holding four scoops?</p>",
     2),
    ("3. Which scoop?",
     """<p>Your cone holds a strawberry 1 and a matcha 1; you have won 3 strawberry and 4
matcha cards. You take a trick of strawberry 2, matcha 1, vanilla 3, matcha 4. The
vanilla stack is empty; strawberry and matcha each still have a 1-point scoop. What can
you choose? Work out your score for each choice if the round ended now. Which would you
choose, and why?</p>""", 4),
    ("4. A tie",
     """<p>Two players in a four-player game tie on 12 points; neither toppled. One has
scoops worth 1, 1 and 2, the other 1, 1 and 1. Who wins the round?</p>""", 2),
    ("5. Three players, no chocolate",
     """<p>A three-player hand is 9 cards from 30 (three flavours of ten). Write the chance
that it has no chocolate as a product of nine fractions, then as a ratio of binomial
coefficients, and work it out. Is a hand with no chocolate here more or less likely than
a four-player hand with no strawberry (about 0.035)?</p>""", 7),
    ("6. Some flavour missing",
     r"""<p>Four players. Explain why the chance that a hand lacks some flavour is
(4 C(30,10) &minus; 6 C(20,10) + 4 C(10,10)) / C(40,10), and work it out. On average,
how many of the four hands at a table lack some flavour? (Extension.)</p>""", 6),
    ("7. The first trick (challenge)",
     """<p>Four players. Aiko holds exactly one strawberry and leads it. What is the chance
that some other player has no strawberry, so that the first trick is mixed?</p>""", 10),
]


def worksheet() -> Sheet:
    questions = "".join(f'<div class="pr-keep"><h3>{title}</h3>{text}{writing_lines(lines)}'
                        "</div>" for title, text, lines in QUESTIONS)
    body = f"""
<p class="pr-name-line">Name: ______________________________ &nbsp; Group: ________</p>
<div class="pr-box">
<h2>A. Deal and tally</h2>
<p>Our group has ______ players. <b>Four players</b>: shuffle all 40 cards and deal ten
to each player. <b>Three players</b>: use strawberry, chocolate and matcha only (hearts,
spades, clubs), 30 cards; deal nine each and put the last three face down to one side,
unseen. Look at your own hand: does it lack a flavour? Which? Write it down, gather the
cards, shuffle well and deal again. {DEALS} deals, about {MINUTES_PER_DEAL} minutes each.</p>
<table style="width:100%">
<tr><th style="width:22%">deal</th><th>my hand lacks a flavour? (yes / no)</th>
<th>which flavour(s)?</th></tr>
{TALLY}
</table>
<p>Our group: ______ hands lacking a flavour out of ______ hands.</p>
<p>The class, groups of four: ______ out of ______ hands. &nbsp; Groups of three: ______
out of ______ hands.</p>
<p>A hand lacks some flavour with chance about {_percent(SOME, 0)} (one in
{round(1 / SOME)}) in a group of four, and about {_percent(THREE_SOME, 1)} (one in
{round(1 / THREE_SOME)}) in a group of three. Keep the two tallies apart. Is each close
to its chance? How many hands would you expect in each?</p>
{writing_lines(2)}
</div>
<h2>B. Exercises</h2>
{questions}
"""
    return Sheet(GAME, "worksheet", "Doki-tto! Ice: deal, tally and count", body, pages=3)


TALLY_DEALS = (10, 20, 30, 40, 50)  # deals pooled over the groups of one size


def _usual_range(deals: int) -> str:
    cells = []
    for players in (4, 3):
        hands, mean, low, high = tally_range({players: deals})
        cells.append(f"<td>{hands}</td><td>{float(mean):.1f}</td><td>{low} to {high}</td>")
    return f"<tr><td>{deals}</td>{''.join(cells)}</tr>"


def class_plan_text(pupils: int = 30) -> str:
    """Groups, packs and the pooled tally for a class (five deals a group)."""
    groups = class_groups(pupils)
    mixed = {k: v * DEALS for k, v in groups.items() if v}
    hands, mean, low, high = tally_range(mixed)
    threes = pupils // 3 if pupils % 3 == 0 else None
    text = (f"A class of {pupils}: {groups[4]} groups of four and {groups[3]} of three need "
            f"{sum(groups.values())} packs of cards (or copies of the game); {DEALS} deals "
            f"give {hands} hands, about {float(mean):.1f} lacking a flavour (usual range "
            f"{low} to {high}).")
    if threes:
        hands, mean, low, high = tally_range({3: threes * DEALS})
        text += (f" Or {threes} groups of three: {threes} packs, {hands} hands, about "
                 f"{float(mean):.1f} lacking a flavour (usual range {low} to {high}).")
    return text


def answers() -> Sheet:
    ranges = "".join(_usual_range(d) for d in TALLY_DEALS)
    class_plan = class_plan_text(30)
    body = f"""
<div class="pr-keep">
<h2>A. Deal and tally</h2>
<p>The two group sizes estimate <b>different</b> chances, so keep a tally for each.
A four-player hand (10 cards from 40, four flavours) lacks some flavour with chance
{_frac(SOME)} &asymp; {float(SOME):.4f} ({_percent(SOME)}), about one hand in seven. A
three-player hand (9 cards from 30, three flavours) lacks one with chance
{_frac(THREE_SOME)} &asymp; {float(THREE_SOME):.4f} ({_percent(THREE_SOME)}), about one in
{round(1 / THREE_SOME)}. Expected count = hands &times; the chance for that group size;
for the whole class add the two expected counts (never the two shares). A count inside
the usual range (expected &plusmn; 2 standard deviations) happens about 19 times in 20;
outside it, suspect poor shuffling or miscounting. The hands of one deal are not
independent, so the standard deviation comes from whole deals: &radic;({float(VAR_DEAL):.3f}
d) for d deals of four (against 0.483 for four independent hands) and
&radic;({float(tally_chance(3)[1]):.3f} d) for d deals of three.</p>
<table><tr><th>deals</th><th>groups of four: hands</th><th>expected</th><th>usual range</th>
<th>groups of three: hands</th><th>expected</th><th>usual range</th></tr>{ranges}</table>
<p>{class_plan}</p>
<p>A named flavour (say strawberry) is missing from a four-player hand with chance
{_frac(NAMED)} &asymp; {float(NAMED):.4f}: about 5 hands in 140.</p>
</div>
<h2 class="pr-page-break">B. Exercises</h2>
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
&times; 2 = <b>16</b>, the most. But a scoop fills the cone to three, and any later trick
won then ends the round with 0 points: vanilla keeps a place free (a good choice early in
a round; matcha if few tricks remain).</p></div>
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

