"""Pointy Hats pictures: trick cards, indicator cards, a trick, the tie cycle (SVG strings).

Every word a picture shows or is named by comes from the game's words (``words.py``), in
``voice`` (plain English by default: the printables and the book)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from ..svg import CARD_H, CARD_W, back_body, card_body, card_face, cards_row_svg, svg
from ..words import PLAIN, Voice
from .rules import INVERT, SUIT_SYMBOLS, SUITS, Card, suit_order
from .words import WORDS, card_name

# Colours chosen from the Okabe-Ito palette, which stays distinct under the common
# forms of colour blindness; the suit symbol carries the meaning as well.
SUIT_COLOURS = {"S": "#1b1b1b", "H": "#d55e00", "D": "#0072b2", "C": "#009e73"}
INVERT_COLOUR = "#7b3294"


def _say(kind: str, voice: Voice, **data: object) -> str:
    """A picture's words: a phrase of the game's words (no capital)."""
    return WORDS.phrase({"kind": kind, **data}, voice)


def card_svg(card: Card, highlight: bool = False, voice: Voice = PLAIN) -> str:
    """One trick card: its value in the corner, its suit symbol large."""
    card = Card(*card)
    colour = SUIT_COLOURS[card.suit]
    symbol = SUIT_SYMBOLS[card.suit]
    body = card_body(0, 0, colour, symbol, f"{card.value}{symbol}", highlight)
    return svg(CARD_W, CARD_H, body, card_name(card, voice))


def indicator_svg(indicator: str, voice: Voice = PLAIN) -> str:
    """An indicator card: the colour with its tie order below, or the invert card."""
    return svg(CARD_W, CARD_H, _indicator_body(0, 0, indicator, voice),
               _say("picture_indicator_card", voice, indicator=indicator))


def _card_lines(text: str, y: float) -> str:
    """A card's words under its symbol, a line per line of the catalogue's text (the
    Japanese "小さい数値が" / "勝つ" needs two lines to fit the card)."""
    lines = text.split("\n")
    if len(lines) == 1:
        return (f'<text x="{CARD_W / 2:g}" y="{y:g}" font-size="10" text-anchor="middle" '
                f'font-family="sans-serif" fill="{INVERT_COLOUR}">{escape(text)}</text>')
    top = y - (len(lines) - 1) * 9 / 2
    spans = "".join(f'<tspan x="{CARD_W / 2:g}" y="{top + k * 11:g}">{escape(line)}</tspan>'
                    for k, line in enumerate(lines))
    return (f'<text font-size="9" text-anchor="middle" font-family="sans-serif" '
            f'fill="{INVERT_COLOUR}">{spans}</text>')


def _indicator_body(x: float, y: float, indicator: str, voice: Voice = PLAIN) -> str:
    if indicator == INVERT:
        return (f'<g transform="translate({x:g},{y:g})">'
                f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="6" '
                f'fill="#f3e8f7" stroke="{INVERT_COLOUR}" stroke-width="2"/>'
                f'<text x="{CARD_W / 2:g}" y="44" font-size="30" text-anchor="middle" '
                f'font-family="sans-serif" fill="{INVERT_COLOUR}">⇅</text>'
                + _card_lines(_say("picture_low_wins", voice), 70) + '</g>')
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


def _name(kind: str, item: object, voice: Voice) -> str:
    """What a picture names a card by: "5 of spades", "indicator hearts", "face-down card"."""
    if kind == "card":
        return card_name(Card(*item), voice)
    if kind == "indicator":
        return _say("picture_indicator", voice, indicator=item)
    return _say("picture_face_down", voice)


def row_svg(items: Sequence[tuple[str, object]], captions: Sequence[str] = (),
            highlight: int | None = None, gap: int = 10, voice: Voice = PLAIN) -> str:
    """A row of cards; items are ('card', Card) or ('indicator', code) or ('back', None)."""
    faces = []
    for kind, item in items:
        if kind == "card":
            c = Card(*item)
            faces.append((card_face(SUIT_COLOURS[c.suit], SUIT_SYMBOLS[c.suit],
                                    f"{c.value}{SUIT_SYMBOLS[c.suit]}"), _name(kind, c, voice)))
        elif kind == "indicator":
            faces.append((lambda x, hi, code=item: _indicator_body(x, 0, code, voice),
                          _name(kind, item, voice)))
        else:
            faces.append((lambda x, hi: back_body(x), _name(kind, item, voice)))
    if not faces:  # (cards_row_svg's own name for an empty row is English)
        return svg(CARD_W, CARD_H + (16 if captions else 0), "", _say("picture_no_cards", voice))
    return cards_row_svg(faces, captions, highlight, gap)


def rows_svg(rows: Sequence[Sequence[tuple[str, object]]], labels: Sequence[str] = (),
             gap: int = 10, label_w: int = 58, voice: Voice = PLAIN) -> str:
    """Rows of cards stacked one under another, each row with an optional label on its
    left (a seat), so that a long line of cards stays readable on a narrow screen."""
    parts, names = [], []
    left = label_w if labels else 0
    row_h = CARD_H + gap
    for r, items in enumerate(rows):
        y = r * row_h
        if r < len(labels):
            parts.append(f'<text x="0" y="{y + CARD_H / 2 + 5:g}" font-size="15" '
                         'font-weight="bold" font-family="sans-serif" fill="#333">'
                         f"{escape(labels[r])}</text>")
        body = []
        for i, (kind, item) in enumerate(items):
            x = left + i * (CARD_W + gap)
            if kind == "card":
                c = Card(*item)
                body.append(card_body(x, 0, SUIT_COLOURS[c.suit], SUIT_SYMBOLS[c.suit],
                                      f"{c.value}{SUIT_SYMBOLS[c.suit]}"))
            elif kind == "indicator":
                body.append(_indicator_body(x, 0, item, voice))
            else:
                body.append(back_body(x))
            names.append(_name(kind, item, voice))
        parts.append(f'<g transform="translate(0,{y:g})">{"".join(body)}</g>')
    width = left + max((len(items) for items in rows), default=1) * (CARD_W + gap) - gap
    height = max(1, len(rows)) * row_h - gap
    said = []
    for r in range(len(rows)):
        cards = voice.mark("comma").join(
            names[sum(len(x) for x in rows[:r]):sum(len(x) for x in rows[:r + 1])])
        said.append(_say("picture_row", voice, label=labels[r], names=cards)
                    if r < len(labels) else cards)
    label = voice.mark("stop").join(said)
    return svg(width, height, "".join(parts), label or _say("picture_no_cards", voice))


def trick_svg(plays: Sequence[tuple[int, Card]], indicator: str,
              winner: int | None = None, names: Sequence[str] = (),
              voice: Voice = PLAIN) -> str:
    """The indicator card, then each play captioned with its player (``names`` by seat,
    else "seat N"); the winner outlined."""
    items = [("indicator", indicator)] + [("card", c) for _, c in plays]
    captions = [_say("picture_indicator_caption", voice)] + [
        names[s] if s < len(names) else _say("picture_seat", voice, n=s) for s, _ in plays]
    hi = None
    for i, (s, _) in enumerate(plays):
        if s == winner:
            hi = i + 1
    return row_svg(items, captions, hi, voice=voice)


def tie_cycle_svg(size: int = 220, voice: Voice = PLAIN) -> str:
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
                 f'font-family="sans-serif" fill="#333">'
                 f'{escape(_say("picture_beats_next", voice))}</text>')
    beats = voice.mark("comma").join(
        _say("picture_beats", voice, colour=s, beaten=SUITS[(i + 1) % len(SUITS)])
        for i, s in enumerate(SUITS))
    return svg(size, size, "".join(parts), _say("picture_tie_cycle", voice, beats=beats))
