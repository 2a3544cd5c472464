"""SVG drawings for This is why you lose coins: the table to scale, coins by kind, the card.

What a picture says (its title, its label for a screen reader, the best card's margin)
comes from the game's words (``words.py``), in the ``voice`` given: plain English by
default (the printables and the book), the table's own voice at a table.
"""

from __future__ import annotations

import math
from html import escape

from .. import fmt
from ..words import PLAIN, Voice
from .geometry import ID1
from .rules import TABLE
from .words import WORDS

# Coin colours by kind (aluminium, brass, bronze, cupronickel, cupronickel, nickel-brass).
COIN_FILL = {1: "#d9d9d9", 5: "#d8b84a", 10: "#b5653a", 50: "#c9ccd1", 100: "#c0c4c8",
             500: "#c9a94a"}
HOLE = {5: 2.5, 50: 2.0}  # hole radius (mm): drawn, but never matters (LC-1)
HINT = "#f0a202"  # the hint's colour, as a table outlines a hinted button


def table_svg(coins, card=None, ghost=None, scale: float = 2.0, extra: str = "",
              size: tuple[float, float] = TABLE, background: str = "#2e6b3f",
              voice: Voice = PLAIN, digits: int = 2, hint=None) -> str:
    """The table (mm, y up) with its coins; ``card`` = (centre, angle, margin) draws the
    best card placement, ``ghost`` = (kind, x, y, r) a coin about to be placed (faint: an
    announced coin), ``hint`` = (kind, x, y, r) the coin a hint suggests (faint, with a
    dashed rim in the hint's colour), ``extra`` is more SVG drawn over the coins in table
    coordinates (see ``polygon_svg``), and ``size`` shows only the middle of the table,
    ``size`` mm wide and high; ``background`` is the table's colour (white for a printed
    sheet). Its words are said in ``voice``, the card's margin to ``digits`` places."""
    w, h = size
    label = escape(_label(coins, card, ghost, size, voice, digits, hint))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w * scale:.0f}" '
             f'height="{h * scale:.0f}" viewBox="{-w / 2} {-h / 2} {w} {h}" role="img" '
             f'aria-label="{label}"><title>{label}</title>',
             f'<rect x="{-w / 2}" y="{-h / 2}" width="{w}" height="{h}" fill="{background}"/>',
             '<g transform="scale(1,-1)">']
    for c in coins:
        parts.append(_coin(c.kind, c.x, c.y, c.radius, 1.0, background))
    if ghost is not None:
        parts.append(_coin(*ghost, 0.45, background))
    if hint is not None:
        kind, x, y, r = hint
        parts.append(f'{_coin(kind, x, y, r, 0.45, background)}<circle cx="{x:.2f}" '
                     f'cy="{y:.2f}" r="{r + 0.6:.2f}" fill="none" stroke="{HINT}" '
                     'stroke-width="1.4" stroke-dasharray="2.5,1.5"/>')
    if card is not None:
        (cx, cy), angle, margin = card
        colour = "#1f77b4" if margin > 0 else "#d62728"
        parts.append(f'<rect x="{-ID1.width / 2}" y="{-ID1.height / 2}" width="{ID1.width}" '
                     f'height="{ID1.height}" rx="{ID1.corner}" fill="{colour}" '
                     f'fill-opacity="0.35" stroke="{colour}" stroke-width="0.8" '
                     f'transform="translate({cx:.3f},{cy:.3f}) '
                     f'rotate({math.degrees(angle):.4f})"/>')
    parts.append(extra)
    parts.append("</g>")
    if card is not None:
        said = WORDS.phrase({"kind": "picture_margin", "margin": fmt.decimal(card[2], digits)},
                            voice)
        parts.append(f'<text x="{-w / 2 + 4}" y="{-h / 2 + 12}" font-size="9" fill="white">'
                     f"{escape(said)}</text>")
    parts.append("</svg>")
    return "".join(parts)


def _label(coins, card, ghost, size, voice: Voice = PLAIN, digits: int = 2,
           hint=None) -> str:
    """What the picture shows, in words (its title and aria-label)."""
    coins = list(coins)
    nothing = {"kind": "nothing"}
    return WORDS.say("picture", {
        "width": fmt.decimal(size[0], 0), "height": fmt.decimal(size[1], 0),
        "coins": {"kind": "picture_coins", "n": len(coins),
                  "yens": [{"kind": "yen_amount", "yen": c.kind} for c in coins]}
        if coins else {"kind": "picture_count", "n": 0},
        "ghost": {"kind": "picture_ghost", "yen": ghost[0]} if ghost is not None else
        {"kind": "picture_hint", "yen": hint[0]} if hint is not None else nothing,
        "card": {"kind": "picture_card", "margin": fmt.decimal(card[2], digits)}
        if card is not None else nothing}, voice)


def _coin(kind, x, y, r, opacity, background="#2e6b3f"):
    """A coin: its metal's colour, its hole if it has one, and its value as a label (on a
    holed coin the label sits below the hole)."""
    hole = (f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{HOLE[kind]}" fill="{background}"/>'
            if kind in HOLE else "")
    size, ty = (r * 0.7, -y) if kind not in HOLE else (r * 0.42, -y + r * 0.55)
    label = (f'<text x="{x:.2f}" y="{ty:.2f}" transform="scale(1,-1)" font-size="{size:.1f}" '
             f'text-anchor="middle" dominant-baseline="central" fill="#222">'
             f'{escape(str(kind))}</text>')
    return (f'<g opacity="{opacity}"><circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}" '
            f'fill="{COIN_FILL[kind]}" stroke="#333" stroke-width="0.5"/>{hole}{label}</g>')


def polygon_svg(points, colour: str = "#ffd92f", fill: str = "none", dash: str = "") -> str:
    """A closed outline through ``points`` (mm, table coordinates), for ``table_svg``'s
    ``extra``: an enclosing rectangle, a hull, a card's core."""
    pts = " ".join(f"{x:.3f},{y:.3f}" for x, y in points)
    style = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<polygon points="{pts}" fill="{fill}" fill-opacity="0.3" stroke="{colour}" '
            f'stroke-width="0.8"{style}/>')


def coin_disc_svg(kind: int, voice: Voice = PLAIN) -> str:
    """One coin at real size for the print-and-play sheet: the SVG is as many mm wide as
    the coin (plus a hair for the line), drawn like the table's coins, with a dashed cut
    line on its rim (LC-1 sizes)."""
    from .rules import DIAMETERS  # the coins' real diameters (mm)

    r = DIAMETERS[kind] / 2
    side = 2 * r + 1
    label = WORDS.say("picture_disc", {"yen": kind, "across": fmt.decimal(2 * r, 1)}, voice)
    coin = _coin(kind, 0.0, 0.0, r, 1.0, "#ffffff")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{side:g}mm" height="{side:g}mm" '
            f'viewBox="{-side / 2:g} {-side / 2:g} {side:g} {side:g}" role="img" '
            f'aria-label="{escape(label)}"><g transform="scale(1,-1)">{coin}'
            f'<circle r="{r:.2f}" fill="none" stroke="#000" stroke-width="0.25" '
            f'stroke-dasharray="1.2,0.8"/></g></svg>')
