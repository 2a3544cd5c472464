"""SVG drawings of cards, dice and tables, as plain strings (standard library only).

Every colour also has its own symbol and is named in the title, so the pictures work
for readers who cannot tell the colours apart.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from html import escape

from .dokitto.rules import COLOUR_NAMES as ICE_NAMES
from .dokitto.rules import STACK as ICE_STACK
from .dokitto.rules import Card as IceCard
from .pointy_hats.rules import INVERT, SUIT_NAMES, SUIT_SYMBOLS, SUITS, Card, indicator_name

# Colours chosen from the Okabe-Ito palette, which stays distinct under the common
# forms of colour blindness; the suit symbol carries the meaning as well.
SUIT_COLOURS = {"S": "#1b1b1b", "H": "#d55e00", "D": "#0072b2", "C": "#009e73"}
INVERT_COLOUR = "#7b3294"

CARD_W, CARD_H = 60, 84


def _svg(width: float, height: float, body: str, label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
            f'viewBox="0 0 {width:g} {height:g}" role="img" aria-label="{escape(label)}">'
            f"<title>{escape(label)}</title>{body}</svg>")


def _card_body(x: float, y: float, colour: str, big: str, corner: str,
               highlight: bool = False, dim: bool = False, fill: str = "#fffdf7") -> str:
    stroke = "#f0a202" if highlight else "#444"
    sw = 4 if highlight else 1.2
    opacity = ' opacity="0.45"' if dim else ""
    return (f'<g transform="translate({x:g},{y:g})"{opacity}>'
            f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="6" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
            f'<text x="7" y="18" font-size="14" font-family="sans-serif" font-weight="bold" '
            f'fill="{colour}">{escape(corner)}</text>'
            f'<text x="{CARD_W / 2:g}" y="{CARD_H / 2 + 12:g}" font-size="34" '
            f'text-anchor="middle" font-family="sans-serif" fill="{colour}">{escape(big)}</text>'
            "</g>")


def card_svg(card: Card, highlight: bool = False) -> str:
    """One trick card: its value in the corner, its suit symbol large."""
    card = Card(*card)
    colour = SUIT_COLOURS[card.suit]
    symbol = SUIT_SYMBOLS[card.suit]
    body = _card_body(0, 0, colour, symbol, f"{card.value}{symbol}", highlight)
    return _svg(CARD_W, CARD_H, body, f"{card.value} of {SUIT_NAMES[card.suit]}")


def indicator_svg(indicator: str) -> str:
    """An indicator card: the colour with its tie order below, or the invert card."""
    return _svg(CARD_W, CARD_H, _indicator_body(0, 0, indicator),
                f"indicator card: {indicator_name(indicator)}")


def _indicator_body(x: float, y: float, indicator: str) -> str:
    if indicator == INVERT:
        return (f'<g transform="translate({x:g},{y:g})">'
                f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="6" '
                f'fill="#f3e8f7" stroke="{INVERT_COLOUR}" stroke-width="2"/>'
                f'<text x="{CARD_W / 2:g}" y="44" font-size="30" text-anchor="middle" '
                f'font-family="sans-serif" fill="{INVERT_COLOUR}">⇅</text>'
                f'<text x="{CARD_W / 2:g}" y="70" font-size="10" text-anchor="middle" '
                f'font-family="sans-serif" fill="{INVERT_COLOUR}">low wins</text></g>')
    from .pointy_hats.rules import suit_order
    order = suit_order(indicator)
    colour = SUIT_COLOURS[indicator]
    small = "".join(
        f'<text x="{12 + 12 * i:g}" y="74" font-size="11" text-anchor="middle" '
        f'font-family="sans-serif" fill="{SUIT_COLOURS[s]}">{SUIT_SYMBOLS[s]}</text>'
        for i, s in enumerate(order))
    return (f'<g transform="translate({x:g},{y:g})">'
            f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="6" '
            f'fill="#eef5fb" stroke="{colour}" stroke-width="2.5"/>'
            f'<text x="{CARD_W / 2:g}" y="46" font-size="34" text-anchor="middle" '
            f'font-family="sans-serif" fill="{colour}">{SUIT_SYMBOLS[indicator]}</text>'
            f"{small}</g>")


def row_svg(items: Sequence[tuple[str, object]], captions: Sequence[str] = (),
            highlight: int | None = None, gap: int = 10) -> str:
    """A row of cards; items are ('card', Card) or ('indicator', code) or ('back', None)."""
    faces = []
    for kind, item in items:
        if kind == "card":
            c = Card(*item)
            faces.append((card_face(SUIT_COLOURS[c.suit], SUIT_SYMBOLS[c.suit],
                                    f"{c.value}{SUIT_SYMBOLS[c.suit]}"),
                          f"{c.value} of {SUIT_NAMES[c.suit]}"))
        elif kind == "indicator":
            faces.append((lambda x, hi, code=item: _indicator_body(x, 0, code),
                          f"indicator {indicator_name(item)}"))
        else:
            faces.append((lambda x, hi: _back_body(x), "face-down card"))
    return cards_row_svg(faces, captions, highlight, gap)


def _back_body(x: float) -> str:
    return (f'<g transform="translate({x},0)"><rect x="1" y="1" width="{CARD_W - 2}" '
            f'height="{CARD_H - 2}" rx="6" fill="#8c6d9e" stroke="#444"/>'
            f'<text x="{CARD_W / 2:g}" y="50" font-size="26" text-anchor="middle" '
            f'fill="#fff">?</text></g>')


def card_face(colour: str, big: str, corner: str, dim: bool = False) -> Callable[..., str]:
    """A face for ``cards_row_svg``: a plain card with a big mark and a corner label."""
    return lambda x, highlighted: _card_body(x, 0, colour, big, corner, highlighted, dim)


def cards_row_svg(faces: Sequence[tuple[Callable[..., str], str]], captions: Sequence[str] = (),
                  highlight: int | None = None, gap: int = 10) -> str:
    """A row of card faces, for any card game: each face is (draw, label), where
    ``draw(x, highlighted)`` returns the card's SVG at x; captions go under the cards."""
    parts, labels = [], []
    cap_h = 16 if captions else 0
    for i, (draw, label) in enumerate(faces):
        x = i * (CARD_W + gap)
        parts.append(draw(x, highlight == i))
        labels.append(label)
        if i < len(captions):
            parts.append(f'<text x="{x + CARD_W / 2:g}" y="{CARD_H + 13}" font-size="11" '
                         f'text-anchor="middle" font-family="sans-serif" fill="#333">'
                         f"{escape(captions[i])}</text>")
    width = max(1, len(faces)) * (CARD_W + gap) - gap
    return _svg(width, CARD_H + cap_h, "".join(parts), ", ".join(labels) or "no cards")


def trick_svg(plays: Sequence[tuple[int, Card]], indicator: str,
              winner: int | None = None) -> str:
    """The indicator card, then each play captioned with its seat; the winner outlined."""
    items = [("indicator", indicator)] + [("card", c) for _, c in plays]
    captions = ["indicator"] + [f"seat {s}" for s, _ in plays]
    hi = None
    for i, (s, _) in enumerate(plays):
        if s == winner:
            hi = i + 1
    return row_svg(items, captions, hi)


def tie_cycle_svg(size: int = 220) -> str:
    """The colour cycle S > H > D > C > S, drawn as a ring of arrows."""
    cx = cy = size / 2
    r = size * 0.34
    parts = ['<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
             'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
             'fill="#555"/></marker></defs>']
    pts = []
    for i in range(len(SUITS)):
        a = -math.pi / 2 + i * math.pi / 2
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    for i in range(4):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % 4]
        # shorten each arrow so it does not run into the symbols
        dx, dy = x2 - x1, y2 - y1
        d = math.hypot(dx, dy)
        k = 24 / d
        parts.append(f'<line x1="{x1 + dx * k:.1f}" y1="{y1 + dy * k:.1f}" '
                     f'x2="{x2 - dx * k:.1f}" y2="{y2 - dy * k:.1f}" stroke="#555" '
                     'stroke-width="2" marker-end="url(#arrow)"/>')
    for (x, y), s in zip(pts, SUITS, strict=True):
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="20" fill="#fffdf7" '
                     f'stroke="{SUIT_COLOURS[s]}" stroke-width="2"/>'
                     f'<text x="{x:.1f}" y="{y + 9:.1f}" font-size="26" text-anchor="middle" '
                     f'font-family="sans-serif" fill="{SUIT_COLOURS[s]}">{SUIT_SYMBOLS[s]}</text>')
    parts.append(f'<text x="{cx}" y="{cy + 5}" font-size="12" text-anchor="middle" '
                 'font-family="sans-serif" fill="#333">beats next</text>')
    return _svg(size, size, "".join(parts),
                "tie cycle: spades beat hearts, hearts beat diamonds, diamonds beat clubs, "
                "clubs beat spades; the indicated colour starts the order")


# --- Rice Dice: dice faces and the twelve numbered cards --------------------------------
DIE_SIZE = 48
UMEBOSHI_COLOUR, NORI_COLOUR, SESAME_COLOUR = "#d55e00", "#1b1b1b", "#1b1b1b"
SEAT_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00")
# Pip positions (fractions of the die) for sesame seeds, as on an ordinary die.
_PIPS = {1: [(.5, .5)], 2: [(.3, .3), (.7, .7)], 3: [(.27, .27), (.5, .5), (.73, .73)],
         4: [(.3, .3), (.7, .3), (.3, .7), (.7, .7)],
         5: [(.28, .28), (.72, .28), (.5, .5), (.28, .72), (.72, .72)],
         6: [(.3, .24), (.7, .24), (.3, .5), (.7, .5), (.3, .76), (.7, .76)]}


def _die_body(x: float, y: float, face: object, highlight: bool = False) -> str:
    """One die face. Each kind has its own shape and letter, not only its own colour:
    umeboshi a round plum with a leaf, rice a rice ball (triangle) with a nori band,
    sesame as many seed-shaped pips as its value."""
    s = DIE_SIZE
    stroke, sw = ("#f0a202", 4) if highlight else ("#444", 1.5)
    parts = [f'<rect x="1" y="1" width="{s - 2}" height="{s - 2}" rx="8" fill="#fffdf7" '
             f'stroke="{stroke}" stroke-width="{sw}"/>']
    if face == "U":
        parts.append(f'<circle cx="{s / 2:g}" cy="{s * .55:g}" r="{s * .27:g}" '
                     f'fill="{UMEBOSHI_COLOUR}" stroke="#8a2a00"/>'
                     f'<ellipse cx="{s * .6:g}" cy="{s * .24:g}" rx="{s * .1:g}" '
                     f'ry="{s * .05:g}" fill="#009e73"/>')
        letter = "U"
    elif face == "R":
        parts.append(f'<path d="M{s * .5:g},{s * .14:g} L{s * .8:g},{s * .74:g} '
                     f'L{s * .2:g},{s * .74:g} Z" fill="#ffffff" stroke="#333" '
                     'stroke-width="2" stroke-linejoin="round"/>'
                     f'<rect x="{s * .38:g}" y="{s * .54:g}" width="{s * .24:g}" '
                     f'height="{s * .2:g}" fill="{NORI_COLOUR}"/>')
        letter = "R"
    else:
        value = int(face)
        for px, py in _PIPS[value]:
            parts.append(f'<ellipse cx="{px * s:.1f}" cy="{py * s:.1f}" rx="{s * .055:g}" '
                         f'ry="{s * .095:g}" transform="rotate(30 {px * s:.1f} {py * s:.1f})" '
                         f'fill="{SESAME_COLOUR}"/>')
        letter = str(value)
    parts.append(f'<text x="{s - 5:g}" y="{s - 4:g}" font-size="10" text-anchor="end" '
                 f'font-family="sans-serif" fill="#555">{letter}</text>')
    return f'<g transform="translate({x:g},{y:g})">{"".join(parts)}</g>'


def die_label(face: object) -> str:
    return {"U": "umeboshi", "R": "rice"}.get(face, f"sesame {face}")


def dice_svg(faces: Sequence[object], captions: Sequence[str] = (),
             highlight: Sequence[int] = (), gap: int = 8, label: str = "") -> str:
    """A row of dice faces, optionally captioned; dice at ``highlight`` outlined."""
    cap_h = 16 if captions else 0
    parts = []
    for i, face in enumerate(faces):
        x = i * (DIE_SIZE + gap)
        parts.append(_die_body(x, 0, face, i in highlight))
        if i < len(captions):
            parts.append(f'<text x="{x + DIE_SIZE / 2:g}" y="{DIE_SIZE + 13}" font-size="11" '
                         f'text-anchor="middle" font-family="sans-serif" fill="#333">'
                         f"{escape(captions[i])}</text>")
    width = max(1, len(faces)) * (DIE_SIZE + gap) - gap
    text = label or (", ".join(die_label(f) for f in faces) or "no dice")
    return _svg(width, DIE_SIZE + cap_h, "".join(parts), text)


def die_faces_svg(die: Sequence[object]) -> str:
    """The six faces of one die, captioned with their pips 1-6."""
    return dice_svg(die, [f"pip {i + 1}" for i in range(len(die))],
                    label="die faces: " + ", ".join(die_label(f) for f in die))


def rice_cards_svg(centre: Iterable[int], provisional: Sequence[Iterable[int]],
                   locked: Sequence[Iterable[int]], highlight: Iterable[int] = ()) -> str:
    """The twelve cards 1-12 in order, each captioned with where it is: the centre, a
    seat's provisional cards, a seat's locked cards (grey, turned over), or gone."""
    centre, hi = set(centre), set(highlight)
    parts, labels, gap = [], [], 6
    for i, card in enumerate(range(1, 13)):
        x = i * (CARD_W + gap)
        owner = next((s for s, p in enumerate(provisional) if card in p), None)
        locker = next((s for s, p in enumerate(locked) if card in p), None)
        if card in centre:
            where, colour, fill = "centre", "#1b1b1b", "#fffdf7"
        elif owner is not None:
            where, colour, fill = f"seat {owner}", SEAT_COLOURS[owner % 5], "#fffdf7"
        elif locker is not None:
            where, colour, fill = f"locked {locker}", SEAT_COLOURS[locker % 5], "#d9d9d9"
        else:
            where, colour, fill = "gone", "#999", "#eeeeee"
        parts.append(_card_body(x, 0, colour, str(card), "", card in hi, where == "gone", fill))
        parts.append(f'<text x="{x + CARD_W / 2:g}" y="{CARD_H + 13}" font-size="11" '
                     f'text-anchor="middle" font-family="sans-serif" fill="#333">'
                     f"{escape(where)}</text>")
        labels.append(f"{card}: {where}")
    return _svg(12 * (CARD_W + gap) - gap, CARD_H + 16, "".join(parts), "; ".join(labels))


# --- Doki-tto! Ice ----------------------------------------------------------------------
# Each flavour has a tint and a symbol of its own (the symbol carries the meaning alone).
ICE_COLOURS = {"S": "#d55e00", "C": "#6b3e1f", "M": "#009e73", "V": "#a07800"}
ICE_SYMBOLS = {"S": "♥", "C": "■", "M": "♣", "V": "✿"}
ICE_FILLS = {"S": "#f7c6c9", "C": "#b07a52", "M": "#a8d8a0", "V": "#fbf1c7"}


def ice_face(card, dim: bool = False) -> tuple[Callable[..., str], str]:
    """A Doki-tto! Ice card for ``cards_row_svg``: its number large, its flavour mark."""
    c = IceCard(*card)
    mark = ICE_SYMBOLS[c.colour]
    return card_face(ICE_COLOURS[c.colour], str(c.number), f"{mark}", dim), \
        f"{ICE_NAMES[c.colour]} {c.number}"


def ice_cards_svg(cards: Sequence, captions: Sequence[str] = (),
                  highlight: int | None = None, dim: Sequence[bool] = ()) -> str:
    """A row of Doki-tto! Ice cards (``dim`` greys out the ones that may not be played)."""
    faces = [ice_face(c, i < len(dim) and dim[i]) for i, c in enumerate(cards)]
    return cards_row_svg(faces, captions, highlight)


def ice_trick_svg(plays: Sequence, winner: int | None = None) -> str:
    """A trick in play order, each card captioned with its seat; the winner outlined."""
    hi = next((i for i, (s, _) in enumerate(plays) if s == winner), None)
    return ice_cards_svg([c for _, c in plays], [f"seat {s}" for s, _ in plays], hi)


def _scoop(cx: float, cy: float, colour: str, value: int, r: float = 15,
           ghost: bool = False) -> str:
    """One scoop: a disc with its value; a 2 wears a topping (a small cherry)."""
    if ghost:
        return (f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="none" stroke="#bbb" '
                'stroke-dasharray="3 3"/>')
    top = (f'<circle cx="{cx + 4:g}" cy="{cy - r + 1:g}" r="4.5" fill="#c0002a" '
           'stroke="#600"/>' if value == 2 else "")
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{ICE_FILLS[colour]}" '
            f'stroke="{ICE_COLOURS[colour]}" stroke-width="2"/>'
            f'<text x="{cx:g}" y="{cy + 5:g}" font-size="13" text-anchor="middle" '
            f'font-family="sans-serif" fill="#222">{ICE_SYMBOLS[colour]}{value}</text>{top}')


def _cone(x: float, base: float, scoops: Sequence, label: str) -> str:
    """A cone whose tip is at ``base``; scoops stack upwards, bottom first."""
    parts = [f'<path d="M{x - 16:g},{base - 40:g} L{x + 16:g},{base - 40:g} L{x:g},{base:g} z" '
             'fill="#e8b878" stroke="#8a5a20" stroke-width="1.5"/>']
    for i, (colour, value) in enumerate(scoops):
        parts.append(_scoop(x, base - 52 - 24 * i, colour, value))
    if len(scoops) > 3:  # DI-6: the fourth scoop ends the round
        parts.append(f'<text x="{x:g}" y="{base - 150:g}" font-size="11" text-anchor="middle" '
                     'font-family="sans-serif" fill="#a40000">4th scoop!</text>')
    parts.append(f'<text x="{x:g}" y="{base + 14:g}" font-size="11" text-anchor="middle" '
                 f'font-family="sans-serif" fill="#333">{escape(label)}</text>')
    return "".join(parts)


def cones_svg(cones: Sequence[Sequence[Sequence]], names: Sequence[str] = ()) -> str:
    """Every player's cone(s) with their scoops (two cones each with two players)."""
    parts, labels, x = [], [], 30.0
    for seat, seat_cones in enumerate(cones):
        name = names[seat] if seat < len(names) else f"seat {seat}"
        for k, cone in enumerate(seat_cones):
            side = ("left", "right")[k] if len(seat_cones) == 2 else ""
            parts.append(_cone(x, 165, cone, f"{name} {side}".strip()))
            desc = ", ".join(f"{ICE_NAMES[c]} {v}" for c, v in cone) or "empty"
            labels.append(f"{name}{' ' + side if side else ''} cone: {desc}")
            x += 62
        x += 12
    width = x - 42
    return _svg(width, 185, "".join(parts), "; ".join(labels))


def stacks_svg(stack_left: dict[str, int]) -> str:
    """The scoops still in each flavour's stack (dashed: already taken), bottom first."""
    parts, labels = [], []
    for i, (colour, left) in enumerate(stack_left.items()):
        x = 34 + 70 * i
        taken = len(ICE_STACK) - left
        for k, value in enumerate(ICE_STACK):
            parts.append(_scoop(x, 100 - 30 * k, colour, value, ghost=k < taken))
        parts.append(f'<text x="{x:g}" y="132" font-size="11" text-anchor="middle" '
                     f'font-family="sans-serif" fill="{ICE_COLOURS[colour]}">'
                     f"{escape(ICE_NAMES[colour])}</text>")
        nxt = f"next {ICE_STACK[taken]}" if left else "empty"
        labels.append(f"{ICE_NAMES[colour]}: {left} left ({nxt})")
    return _svg(70 * len(stack_left), 140, "".join(parts), "scoop stacks: " + "; ".join(labels))
