"""Printable sheets for This is why you lose coins: a player aid with a card outline at
real size, the lesson's worksheet (three coin layouts printed at real size to predict
and test with a card), its answer key, solved by the exact geometry, and a sheet of coin
discs at real size for a group without enough coins.

Standard library only, like the renderers. Sizes are in mm so that a sheet printed at
100 % gives coins and a card that measure what real ones do (LC-1).
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from .. import fmt
from ..printables import Sheet, writing_lines
from ..words import PLAIN, Voice
from .geometry import ID1, best_at_angle, card_margin, tilt_degrees
from .render import coin_disc_svg, table_svg
from .rules import DIAMETERS, Coin

GAME = "coins"
PAD = 6.0  # mm of paper around a layout's coins

# The worksheet's layouts (mm, y up): two 500 yen coins the card reaches only tilted, a
# triangle it misses, four coins it reaches only tilted. The chapter's hands-on activity
# shows the same three, solved. Layout 2's outer coins sit at x = ±57 mm (not ±55): its
# "no" then survives a copy at 94 % ("fit to page") and a cut-out card 1 mm too big all
# round (a teacher's review; tests/coins/test_lesson_pack.py measures both).
LAYOUTS = {
    "Layout 1": [Coin(500, -59.0, 0.0), Coin(500, 59.0, 0.0)],
    "Layout 2": [Coin(10, -57.0, -25.0), Coin(1, 57.0, -25.0), Coin(100, 0.0, 40.0)],
    "Layout 3": [Coin(1, -58.0, 8.0), Coin(5, -20.0, -30.0), Coin(50, 22.0, 28.0),
                 Coin(100, 56.0, -12.0)],
}
# Two equal coins can be up to (longest chord + diameter) apart (the chapter's Exercise 3).
# The worksheet's part B and the answer key list the same coins.
LOCAL_COINS = [("1 yen", 20.0), ("UK 1p", 20.3), ("UK 2p", 25.9), ("US cent", 19.05)]
DISC_SETS = 2  # the components sheet: two pools of 12 coins, one per group
# Part D of the worksheet is the chapter's Exercises 1, 2 and 3, with the chapter's
# numbers, so that the lesson plan, the chapter, the worksheet and the answer key use one
# numbering. Exercise 1 (Pythagoras: the square-cornered diagonal and the real card's
# corner-to-corner line) is homework, after part B: in class it would give away D.
EXERCISES = (1, 2, 3)
TITLE = "Can the card hide part of every coin?"  # "touch" is for coins' rims (LC-3)


def solve(coins) -> dict:
    """The exact answer for a layout: margin, tilt of the best card, level-only margin,
    and whether the card tilted the other way by as much does as well (``either``: the
    layout is symmetric about a level or an upright line, as Layout 1 is)."""
    disks = [(c.x, c.y, c.radius) for c in coins]
    best = card_margin(disks)
    level = min(best_at_angle(disks, 0.0)[0], min(r for _, _, r in disks))
    mirror = best_at_angle(disks, -best.angle)[0]
    return {"best": best, "margin": best.margin, "tilt": tilt_degrees(best.angle),
            "level": level, "either": abs(mirror - best.margin) < 1e-4}


def _real_size(svg: str, width: float, height: float) -> str:
    """Give a renderer's SVG a printed size in mm (its viewBox is already in mm)."""
    svg = re.sub(r'width="[\d.]+"', f'width="{width:g}mm"', svg, count=1)
    return re.sub(r'height="[\d.]+"', f'height="{height:g}mm"', svg, count=1)


def layout_svg(coins, card=None, scale: float = 1.0, voice: Voice = PLAIN) -> str:
    """A layout at real size (scale 1) on white paper, centred on its coins' bounding box;
    ``card`` = (centre, angle, margin) draws the best card (for the answer key). Its
    words (title, label) in ``voice``."""
    left = min(c.x - c.radius for c in coins)
    right = max(c.x + c.radius for c in coins)
    low = min(c.y - c.radius for c in coins)
    high = max(c.y + c.radius for c in coins)
    dx, dy = (left + right) / 2, (low + high) / 2  # shifting changes no distance
    moved = [Coin(c.kind, c.x - dx, c.y - dy) for c in coins]
    if card is not None:
        (cx, cy), angle, margin = card
        card = ((cx - dx, cy - dy), angle, margin)
        width = max(right - left, ID1.longest_chord) + 2 * PAD
        height = max(high - low, ID1.longest_chord) + 2 * PAD
    else:
        width, height = right - left + 2 * PAD, high - low + 2 * PAD
    svg = table_svg(moved, card, size=(width, height), background="#ffffff", voice=voice)
    svg = re.sub(r'<text [^>]*fill="white">[^<]*</text>', "", svg)  # white on white
    return _real_size(svg, width * scale, height * scale)


# The card outline's words: its label, and its two lines (formatted with the card's
# width w, height h and corner radius r as printed).
OUTLINE_WORDS = ("A bank card outline at real size, {w} by {h} mm", "cut out: {w} × {h} mm",
                 "corners rounded, radius {r} mm")


def card_outline_svg(words: tuple[str, str, str] = OUTLINE_WORDS) -> str:
    """The ID-1 card's outline at real size, to cut out (LC-1); ``words`` as
    OUTLINE_WORDS."""
    w, h, r = ID1.width, ID1.height, ID1.corner
    sizes = {"w": fmt.decimal(w), "h": fmt.decimal(h), "r": fmt.decimal(r)}
    label, cut, corners = (text.format(**sizes) for text in words)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w + 1:g}mm" height="{h + 1:g}mm" '
            f'viewBox="-0.5 -0.5 {w + 1:g} {h + 1:g}" role="img" aria-label="{label}">'
            f'<rect x="0" y="0" width="{w}" height="{h}" rx="{r}" fill="#eef4fb" '
            f'stroke="#333" stroke-width="0.3" stroke-dasharray="2,1"/>'
            f'<text x="{w / 2}" y="{h / 2 - 3}" font-size="4" text-anchor="middle">'
            f'{cut}</text>'
            f'<text x="{w / 2}" y="{h / 2 + 4}" font-size="3.2" text-anchor="middle">'
            f'{corners}</text></svg>')


def coin_table(name: str = "{k} yen", heads: tuple[str, str] = ("coin", "diameter (mm)")) -> str:
    """The coins' diameters (LC-1): each coin's ``name`` (with ``{k}``, its value) and
    size, under the two ``heads``."""
    rows = "".join(f"<tr><td>{name.format(k=k)}</td><td>{fmt.decimal(d, 1)}</td></tr>"
                   for k, d in DIAMETERS.items())
    return f"<table><tr><th>{heads[0]}</th><th>{heads[1]}</th></tr>{rows}</table>"


def aid() -> Sheet:
    body = f"""
<div class="pr-columns">
<h2>You need</h2>
<p>A card the size of a bank card (85.60 × 53.98 mm; or cut out the one below), ten or
more coins of any kind (or counters, or the printed coin discs), 2 to 4 players.</p>
<h2>Setup</h2>
<ol><li>All coins in the pool beside the table; the card well out of reach.</li>
<li>One coin from the pool goes in the middle of the table.</li>
<li>Choose who starts; play goes to the left.</li></ol>
<h2>Your turn: do one thing</h2>
<ul><li><b>Place</b> any coin from the pool anywhere on the table, <b>touching no
coin</b> already there (a gap, however small).</li>
<li><b>Pass</b>: claim the card can no longer hide part of every coin. The round ends.
With an empty pool you must pass.</li></ul>
<h2>End of the round</h2>
<p>The <b>last placer</b> lays the card, as often as they like, without moving a coin.
Every coin at least partly hidden: the last placer scores 1. Impossible: the passer
scores 1.</p>
<p>All coins back to the pool. The round winner places the first coin; the player on the
winner's left moves. <b>First to 3 points wins.</b></p>
<p>Disagree about anything? Toss a coin.</p>
<h2>Challenge (option, 3 or more players)</h2>
<p>When the mover chooses not to pass, a player who is neither the mover nor the one who
moved just before may challenge before the coin lands: the round ends as if they had
passed. A challenger who does not win the round loses 1 point (never below 0). Order:
the mover's pass, then a challenge, then the placement.</p>
<h2>Rules people forget</h2>
<ul><li>Partly hidden is enough: a sliver of each coin.</li>
<li>The card may be turned to any angle: tilted, it reaches further than its own
length.</li>
<li>The last placer tries the card, not the passer.</li></ul>
</div>
<div style="display:flex;gap:6mm;align-items:flex-start">
<div><h2>No card? Cut this out</h2>
<div class="pr-cut-grid"><div>{card_outline_svg()}</div></div>
<p class="pr-small">Print at 100 % (actual size), glue to thin card, cut just inside
the dashed line.</p></div>
<div><h2>Coin sizes (Japanese)</h2>{coin_table()}</div></div>
"""
    return Sheet(GAME, "aid", "This is why you lose coins at a glance", body, pages=1)


def scale_bar(length: float = 100.0, label: str = "a bar {length} mm long") -> str:
    """A bar ``length`` mm long, to check the printer kept real size."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{length:g}mm" height="4mm" '
            f'viewBox="0 0 {length:g} 4" role="img" '
            f'aria-label="{label.format(length=f"{length:g}")}">'
            f'<rect x="0" y="0.5" width="{length:g}" height="3" fill="#333"/></svg>')


def _layout_block(name: str, coins) -> str:
    kinds = ", ".join(f"{c.kind} yen" for c in coins)
    return f"""
<div class="pr-keep">
<h3>{name} ({kinds}), real size</h3>
<div style="display:inline-block;border:0.3mm solid #bbb">{layout_svg(coins)}</div>
<table><tr><th>Your prediction: can the card hide part of every coin?</th>
<td style="width:40mm">yes / no</td></tr>
<tr><th>Test it with the card: does it fit?</th><td>yes / no</td></tr>
<tr><th>Did the card have to be tilted?</th><td>yes / no</td></tr>
<tr><th>The exact answer (from your teacher)</th><td></td></tr></table>
</div>"""


CONSTRUCTION_LABEL = ("Two {kind} yen coins at real size, centres {apart} mm apart on a level "
                      "line, with room to draw")


def construction_svg(w: dict, frame: tuple[float, float] = (176.0, 96.0),
                     label: str = CONSTRUCTION_LABEL) -> str:
    """Worksheet part E at real size: two coins on a level line, their centres marked,
    with room around them for the regions pupils draw; ``label`` as CONSTRUCTION_LABEL."""
    fw, fh = frame
    said = label.format(kind=w["kind"], apart=fmt.decimal(w["apart"], 0))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{fw:g}mm" height="{fh:g}mm" '
             f'viewBox="{-fw / 2:g} {-fh / 2:g} {fw:g} {fh:g}" role="img" aria-label="{said}">',
             f'<rect x="{-fw / 2:g}" y="{-fh / 2:g}" width="{fw:g}" height="{fh:g}" '
             'fill="#fff" stroke="#bbb" stroke-width="0.3"/>',
             f'<line x1="{-fw / 2:g}" y1="0" x2="{fw / 2:g}" y2="0" stroke="#999" '
             'stroke-width="0.25" stroke-dasharray="2,1.5"/>']
    for coin, name in zip(w["coins"], "LR", strict=True):
        x, r = coin.x, coin.radius
        parts.append(f'<circle cx="{x:g}" cy="0" r="{r:g}" fill="#e6e6e6" stroke="#333" '
                     f'stroke-width="0.3"/><path d="M{x - 2:g} 0H{x + 2:g}M{x:g} -2V2" '
                     f'stroke="#000" stroke-width="0.3"/><text x="{x:g}" y="{-r - 2:g}" '
                     f'font-size="4" text-anchor="middle">{name}</text>')
    return "".join(parts) + "</svg>"


def _construction() -> str:
    from .lesson import way_in  # the construction's numbers (lesson.py imports this module)

    w = way_in()
    a, b = w["corner"]

    def draw(x: float) -> str:  # a length as computed, and as a ruler draws it
        return f"{fmt.decimal(x, 1)} mm (draw {fmt.decimal(x, 0)})"
    return f"""
<h2>E. Where can the card's centre go? (ruler and compasses)</h2>
<p>The two circles are {w['kind']} yen coins at real size, L and R, their centres
{fmt.decimal(w['apart'], 0)} mm apart on the dashed line. The card stays <b>level</b>: its
long sides run along the line. Where may its centre go so that it hides part of a coin?</p>
<p>Lengths are given to a tenth of a millimetre, and in brackets to the nearest
millimetre, which is what you can draw.</p>
<ol><li><b>Coin L, the sides.</b> When the card's short side just touches the coin, its
centre is half the card's length ({fmt.decimal(ID1.width / 2)} mm) plus the coin's radius
({fmt.decimal(w['r'], 0)} mm) from the coin's centre. Mark the points {draw(w['side'])}
left and right of L's centre, and {draw(w['top'])}
({fmt.decimal(ID1.height / 2)} + {fmt.decimal(w['r'], 0)}) above and below it. Through the
left and right points rule lines at right angles to the
dashed line, through the points above and below lines along it: a rectangle.</li>
<li><b>Coin L, the corners.</b> The card's corners are round, so the shape's corners are
too. Mark the point {draw(a)} right of L's centre and {draw(b)} up, and the
three like it. Set your compasses to {draw(w['arc'])} (the card's
corner radius, {fmt.decimal(ID1.corner)} mm, plus the coin's radius) and draw a quarter
circle round each of these points, joining the straight sides.</li>
<li><b>Coin R.</b> Do the same around R's centre.</li>
<li><b>Shade</b> where the two shapes overlap: a level card with its centre there hides
part of both coins. Check with the cut-out card.</li></ol>
<div style="border:0.3mm solid #bbb;display:inline-block">{construction_svg(w)}</div>
<table class="coins-fill"><tr><th>Width of the shaded region, along the line (mm)</th>
<td style="width:35mm"></td></tr>
<tr><th>Height of the shaded region, through its middle (mm)</th><td></td></tr></table>"""


def exercise_numbers() -> dict:
    """The numbers part D and its answers print, from the card's sizes (LC-1) as a pupil
    works them: with the sizes as printed (two decimal places), rounding each step to
    two places as the chapter's solutions do. Exact fractions, square roots as floats."""
    w, h, rho = (fmt.exact(v) for v in (ID1.width, ID1.height, ID1.corner))
    a, b = w / 2 - rho, h / 2 - rho  # the core's half-sizes: 39.62, 23.81

    def two(x) -> Fraction:  # a value as a pupil writes it down, to two places
        return Fraction(fmt.decimal(x, 2).replace("−", "-"))

    square = two(w * w + h * h)  # 10241.20
    core_square = two(4 * a * a + 4 * b * b)  # 8546.64
    core_diagonal = two(math.sqrt(core_square))  # 92.45
    chord = two(core_diagonal + 2 * rho)  # 98.81, the rounded ID1.longest_chord
    dx, dy = 50 - a, 40 - b  # Exercise 2's point (50, 40)
    to_core = two(math.sqrt(dx * dx + dy * dy))
    apart, radius = 110, 10  # Exercise 3: two 1 yen coins (20 mm across), 110 mm apart
    beyond = (apart - chord) / 2
    return {"w": w, "h": h, "rho": rho, "a": a, "b": b, "square": square,
            "diagonal": two(math.sqrt(square)), "core_square": core_square,
            "core_diagonal": core_diagonal, "chord": chord, "point": (50, 40), "dx": dx,
            "dy": dy, "sum": two(dx * dx + dy * dy), "to_core": to_core,
            "distance": to_core - rho, "apart": apart, "radius": radius, "beyond": beyond,
            "margin": radius - beyond}


def worksheet() -> Sheet:
    layouts = list(LAYOUTS.items())
    local = "".join(f"<tr><td>{name}</td><td>{fmt.decimal(d, 2)}</td><td></td></tr>"
                    for name, d in LOCAL_COINS)
    core_w, core_h = ID1.width - 2 * ID1.corner, ID1.height - 2 * ID1.corner  # the core
    ex = exercise_numbers()

    def mm(x: float) -> str:
        return fmt.decimal(x, 2)
    body = f"""
<style>.coins-fill td, .coins-fill th {{ height: 8mm; vertical-align: middle; }}</style>
<p class="pr-name-line">Name: ______________________________ Class: ________
Date: ____________</p>
<h2>A. Measure the card</h2>
<table class="coins-fill">
<tr><th>Length of the card's long side (mm)</th><td style="width:35mm"></td></tr>
<tr><th>Longest straight line on the card, from one rounded corner to the opposite one,
measured (mm)</th><td></td></tr>
</table>
<p>Which is longer, the card's long side or its corner-to-corner line? By how much?</p>
{writing_lines(1)}
<h2>B. How far apart can two coins be?</h2>
<p>Rule a straight line and put two equal coins on it, far apart. Slide one towards the
other along the line, a millimetre at a time, until the card can just hide part of both.
Measure <i>D</i> from the left-hand rim of one coin to the left-hand rim of the other,
along the line: for equal coins that is the distance between their centres.</p>
<table class="coins-fill">
<tr><th>Diameter <i>d</i> of our coins (mm)</th><td style="width:35mm"></td></tr>
<tr><th>Our measured <i>D</i> (mm)</th><td></td></tr>
<tr><th>The exact answer, when the whole class has given its <i>D</i> (mm)</th><td></td></tr>
<tr><th>Our error: our <i>D</i> minus the exact answer (mm)</th><td></td></tr>
</table>
<p><b>Homework</b>, after the lesson: work the exact answer out for other coins. How does
it depend on the coins' diameter?</p>
<table class="coins-fill">
<tr><th>coins</th><th>diameter (mm)</th><th>exact answer (mm)</th></tr>
{local}</table>
<div class="pr-page-break"></div>
<h2>C. Predict, then test</h2>
<p>Lay a real card (or the cut-out from the player aid) on each printed layout. The box
round a layout is not an edge: the card may stick out of it. Your teacher says which
layouts to do in class; do the others at home with any bank-size card. The layouts are
at real size only if this sheet was printed at 100 %: the bar must measure 100 mm.</p>
{scale_bar()}
{_layout_block(*layouts[0])}
{_layout_block(*layouts[1])}
<div class="pr-page-break"></div>
{_layout_block(*layouts[2])}
<h2>D. Exercises (numbered as in the chapter): homework</h2>
<p>Work in your exercise book; write each answer on its line here.</p>
<p><b>Exercise {EXERCISES[0]}.</b> (Only if you have learnt Pythagoras' theorem.) The card
is {mm(ID1.width)} × {mm(ID1.height)} mm, its corners rounded to a radius of
{mm(ID1.corner)} mm. (a) How long is the diagonal of a rectangle that size with square
corners? (b) Cut {mm(ID1.corner)} mm off every side: what is left, the card's
<b>core</b>, is {mm(core_w)} × {mm(core_h)} mm. The card's longest line is the core's
diagonal plus a corner radius at each end: work it out. (c) Compare (b) with part A's
measured line. Why is (b) shorter than (a)?</p>
{writing_lines(1)}
<p><b>Exercise {EXERCISES[1]}.</b> (Only if you have learnt Pythagoras' theorem.) The
card lies level, centred at (0, 0). How far is the point (50, 40) from the card, and which
part of the card is nearest to it? The card is its core, a rectangle {mm(core_w)} ×
{mm(core_h)} mm, with {mm(ID1.corner)} mm added all round. The core's half-sizes are
{mm(core_w / 2)} = {mm(core_w)} ÷ 2 and {mm(core_h / 2)} = {mm(core_h)} ÷ 2. Use
<i>d<sub>x</sub></i> = 50 − {mm(core_w / 2)} and <i>d<sub>y</sub></i> = 40 −
{mm(core_h / 2)}, find the distance to the core by Pythagoras, then subtract
{mm(ID1.corner)}.</p>
{writing_lines(1)}
<p><b>Exercise {EXERCISES[2]}.</b> Two 1 yen coins (diameter 20 mm) have centres
{ex['apart']} mm apart. Can the card hide part of both? Its corner-to-corner line is
{mm(ex['chord'])} mm. The <b>margin</b> is how far the card reaches into the coin it
reaches least (for each coin: its radius minus the distance from its centre to the card;
take the smallest); above 0 mm, the card hides part of every coin. What is the margin,
{ex['radius']} − ({ex['apart']} − {mm(ex['chord'])}) ÷ 2?</p>
{writing_lines(1)}
<div class="pr-page-break"></div>
{_construction()}
"""
    return Sheet(GAME, "worksheet", f"{TITLE} Worksheet", body, pages=4)


def answers() -> Sheet:
    chord = ID1.longest_chord
    ex = exercise_numbers()
    d = fmt.decimal
    exact_margin = card_margin([(0, 0, ex["radius"]), (ex["apart"], 0, ex["radius"])]).margin
    margin_slack = Fraction(1, 200)  # 4.405 is on a rounding edge: accept either side
    local = "".join(f"<tr><td>{name}</td><td>{fmt.decimal(d, 2)}</td>"
                    f"<td>{fmt.decimal(chord + d)}</td></tr>" for name, d in LOCAL_COINS)
    blocks = []
    for name, coins in LAYOUTS.items():
        s = solve(coins)
        best = s["best"]
        fits = s["margin"] > 0
        tilt = abs(s["tilt"])
        side = ("either way" if s["either"] else
                "anticlockwise" if s["tilt"] > 0 else "clockwise")
        verdict = (f"<b>Yes</b>: margin {fmt.decimal(s['margin'])} mm, with the card tilted "
                   f"about {fmt.decimal(tilt, 0)}° {side}; a level card "
                   + ("also fits" if s["level"] > 0 else
                      f"does not (it misses by {fmt.decimal(-s['level'])} mm)")
                   if fits else
                   f"<b>No</b>: even the best card misses one coin by "
                   f"{fmt.decimal(-s['margin'])} mm")
        picture = layout_svg(coins, (best.center, best.angle, best.margin), scale=0.4)
        blocks.append(f'<div class="pr-keep" style="display:flex;gap:4mm;align-items:center">'
                      f'<div>{picture}</div><p><b>{name}.</b> {verdict}.</p></div>')
    from .lesson import way_in  # the construction's numbers (lesson.py imports this module)

    w = way_in()
    construction_answer = (
        f"Each coin's shape is the card grown by the coin's radius: "
        f"{fmt.decimal(2 * w['side'], 1)} by {fmt.decimal(w['height'], 1)} mm with corners of "
        f"radius {fmt.decimal(w['arc'], 1)} mm. The shaded overlap is "
        f"{fmt.decimal(2 * w['side'], 1)} − {fmt.decimal(w['apart'], 0)} = "
        f"<b>{fmt.decimal(w['width'], 1)} mm</b> wide along the line and "
        f"<b>{fmt.decimal(w['height'], 1)} mm</b> high through its middle (its area is about "
        f"{fmt.decimal(w['area'] / 100, 0)} cm²). Accept within 1 mm; a width near "
        f"{fmt.decimal(w['width'] - 2 * w['r'], 1)} mm means the coin's radius was left out.")
    level_misses = fmt.listing(
        f"{name.lower()} by {fmt.decimal(-solve(coins)['level'])} mm"
        for name, coins in LAYOUTS.items() if name != "Layout 2")
    body = f"""
<h2>A. Measure the card</h2>
<p>Long side {fmt.decimal(ID1.width)} mm (ISO ID-1). The corner-to-corner line, measured:
about {fmt.decimal(chord, 0)} mm (exactly {fmt.decimal(chord)} mm), some
{fmt.decimal(chord - ID1.width, 0)} mm longer than the long side. Accept
{fmt.decimal(chord - 1, 0)} to {fmt.decimal(chord + 1, 0)} mm.</p>
<h2>B. How far apart can two coins be?</h2>
<p>Lay the card's longest chord along the line between the centres: each centre may be
up to one radius beyond the card, so <i>D</i> &lt; {fmt.decimal(chord)} + <i>d</i>. Measured
values usually fall a little short (the overlap must be visible, hands shake); a value
more than a millimetre or two above the exact answer is a measuring mistake.</p>
<p>Homework table:</p>
<table><tr><th>coins</th><th>diameter (mm)</th><th>largest <i>D</i> (mm)</th></tr>{local}</table>
<h2>C. Predict, then test (the best card drawn, reduced)</h2>
{"".join(blocks)}
<div class="pr-page-break"></div>
<h2>D. Exercises (numbered as in the chapter)</h2>
<p><b>Exercise {EXERCISES[0]}.</b> (a) √({d(ex['w'])}² + {d(ex['h'])}²) =
√{d(ex['square'])} ≈ <b>{d(ex['diagonal'])} mm</b>, the square-cornered diagonal.
(b) The core's diagonal: √({d(2 * ex['a'])}² + {d(2 * ex['b'])}²) = √{d(ex['core_square'])}
≈ {d(ex['core_diagonal'])} mm; plus 2 × {d(ex['rho'])}: <b>{d(ex['chord'])} mm</b>, the
real card's longest line (its longest chord). (c) Close to part A's measured line (about
{d(ex['chord'], 0)} mm). The rounded corners cut off the square corners' tips, so (b) is
{d(ex['diagonal'] - ex['chord'])} mm shorter than (a).</p>
<p><b>Exercise {EXERCISES[1]}.</b> <i>d<sub>x</sub></i> = {d(ex['dx'])},
<i>d<sub>y</sub></i> = {d(ex['dy'])}, both positive, so the nearest part is the rounded
top-right corner: √({d(ex['dx'])}² + {d(ex['dy'])}²) = √{d(ex['sum'])} ≈
{d(ex['to_core'])} mm to the core, minus {d(ex['rho'])} mm: about
<b>{d(ex['distance'])} mm</b> from the card.</p>
<p><b>Exercise {EXERCISES[2]}.</b> Yes: {ex['apart']} &lt; {d(ex['chord'])} + 20 =
{d(ex['chord'] + 20)}. Each centre is ({ex['apart']} − {d(ex['chord'])}) ÷ 2 =
{d(ex['beyond'], 3)} mm beyond the card, so the margin is {ex['radius']} −
{d(ex['beyond'], 3)} = {d(ex['margin'], 3)} mm.
<b>Accept {d(ex['margin'] - margin_slack)} or {d(ex['margin'] + margin_slack)} mm</b>:
{d(ex['chord'])} is itself rounded, and with
the card's unrounded chord the margin is {d(exact_margin, 3)} mm.</p>
<h2>E. Where can the card's centre go?</h2>
<p>{construction_answer}</p>
<h2>Marking notes</h2>
<ul><li>Accept 101.2 and 98.8 (one decimal place) throughout.</li>
<li>In part C a pupil who says "no" for layouts 1 or 3 has usually kept the card level:
the level card misses both ({level_misses}).</li></ul>
"""
    return Sheet(GAME, "answers", f"{TITLE} Answer key", body, pages=2)


def components() -> Sheet:
    """Coin discs at real size, drawn by the renderer, for a group short of coins: two
    pools of the six Japanese coins, two of each (LC-4)."""
    discs = "".join(f"<div>{coin_disc_svg(kind)}</div>"
                    for _ in range(DISC_SETS) for kind in DIAMETERS for _ in range(2))
    sizes = ", ".join(f"{k} yen {fmt.decimal(d, 1)} mm" for k, d in DIAMETERS.items())
    body = f"""
<style>.coins-discs {{ display: flex; flex-wrap: wrap; gap: 4mm; align-items: center; }}
.coins-discs > div {{ break-inside: avoid; line-height: 0; }}</style>
<p>Print at 100 % (actual size), glue the sheet to thin card, and cut each disc out along
its dashed circle. Each disc is as wide as the real coin ({sizes}), so the card reaches
printed discs exactly as it reaches real ones. The sheet holds {DISC_SETS} pools of 12
coins, two of each kind: one pool per group. Counters, buttons or any other flat round
tokens work too, as long as everyone uses the same set for the whole game.</p>
<div class="coins-discs">{discs}</div>
"""
    return Sheet(GAME, "components", "This is why you lose coins: coin discs at real size",
                 body, pages=1)


def sheets() -> list[Sheet]:
    """The player aid, the worksheet, its answer key and the coin discs."""
    return [aid(), worksheet(), answers(), components()]
