"""The drawing kit the games share: an SVG document with its label, a plain card, a
row of cards, seat colours. Standard library only, as strings.

Every colour also has its own symbol or text and is named in the label, so the pictures
work for readers who cannot tell the colours apart.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

CARD_W, CARD_H = 60, 84
# The Okabe-Ito palette, distinct under the common forms of colour blindness.
SEAT_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00")


def svg(width: float, height: float, body: str, label: str, role: str = "img") -> str:
    """An SVG picture with its label; ``role="group"`` when it holds controls (a board
    whose cells are buttons), which a picture (``img``) may not."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
            f'viewBox="0 0 {width:g} {height:g}" role="{role}" aria-label="{escape(label)}">'
            f"<title>{escape(label)}</title>{body}</svg>")


def card_body(x: float, y: float, colour: str, big: str, corner: str,
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


def back_body(x: float) -> str:
    return (f'<g transform="translate({x},0)"><rect x="1" y="1" width="{CARD_W - 2}" '
            f'height="{CARD_H - 2}" rx="6" fill="#8c6d9e" stroke="#444"/>'
            f'<text x="{CARD_W / 2:g}" y="50" font-size="26" text-anchor="middle" '
            f'fill="#fff">?</text></g>')


def card_face(colour: str, big: str, corner: str, dim: bool = False) -> Callable[..., str]:
    """A face for ``cards_row_svg``: a plain card with a big mark and a corner label."""
    return lambda x, highlighted: card_body(x, 0, colour, big, corner, highlighted, dim)


def cards_row_svg(faces: Sequence[tuple[Callable[..., str], str]], captions: Sequence[str] = (),
                  highlight: int | None = None, gap: int = 10, empty: str = "no cards") -> str:
    """A row of card faces, for any card game: each face is (draw, label), where
    ``draw(x, highlighted)`` returns the card's SVG at x; captions go under the cards.
    ``empty``: the picture's name when there are no cards (the caller's words)."""
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
    return svg(width, CARD_H + cap_h, "".join(parts), ", ".join(labels) or empty)
