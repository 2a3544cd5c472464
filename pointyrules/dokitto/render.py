"""Doki-tto! Ice pictures: cards, a trick, cones with their scoops, the scoop stacks.

A picture given a ``voice`` (``pointyrules.words.Voice``: the table's) says every word
it shows, titles and accessible names included, through the game's words
(``words.WORDS``), in the voice's language; without one it shows the plain English the
book and the printables have always shown."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from ..svg import CARD_H, CARD_W, card_face, cards_row_svg, svg
from ..words import PLAIN, Voice
from .rules import COLOUR_NAMES as ICE_NAMES
from .rules import CONE_LIMIT
from .rules import STACK as ICE_STACK
from .rules import Card as IceCard
from .words import WORDS, card_word, colour_word, cone_word

# Each flavour has a tint and a symbol of its own (the symbol carries the meaning alone):
# a heart for a strawberry's shape, a square for a piece of chocolate, a triangle for
# matcha (not the clubs sign ♣, which reads as a playing card's suit), a flower for vanilla.
ICE_COLOURS = {"S": "#d55e00", "C": "#6b3e1f", "M": "#009e73", "V": "#a07800"}
ICE_SYMBOLS = {"S": "♥", "C": "■", "M": "▲", "V": "✿"}
ICE_FILLS = {"S": "#f7c6c9", "C": "#b07a52", "M": "#a8d8a0", "V": "#fbf1c7"}


def _said(voice: Voice | None, english: str, kind: str, **data) -> str:
    """Words a picture shows: said by the game's words in ``voice``; with no voice, the
    plain English given (``english``)."""
    return english if voice is None else WORDS.phrase({"kind": kind, **data}, voice)


def _name(seat: int, names: Sequence[str], voice: Voice | None) -> str:
    """A seat under a picture: its name from ``names``, else the voice's, else "seat N"."""
    if seat < len(names):
        return names[seat]
    return f"seat {seat}" if voice is None else format(voice.person(seat))


def ice_face(card, dim: bool = False,
             voice: Voice | None = None) -> tuple[Callable[..., str], str]:
    """A Doki-tto! Ice card for ``cards_row_svg``: its number large, its flavour mark."""
    c = IceCard(*card)
    mark = ICE_SYMBOLS[c.colour]
    return card_face(ICE_COLOURS[c.colour], str(c.number), f"{mark}", dim), \
        (f"{ICE_NAMES[c.colour]} {c.number}" if voice is None else card_word(tuple(c), voice))


def ice_cards_svg(cards: Sequence, captions: Sequence[str] = (),
                  highlight: int | None = None, dim: Sequence[bool] = (),
                  voice: Voice | None = None) -> str:
    """A row of Doki-tto! Ice cards (``dim`` greys out the ones that may not be played)."""
    faces = [ice_face(c, i < len(dim) and dim[i], voice) for i, c in enumerate(cards)]
    return cards_row_svg(faces, captions, highlight)


def ice_trick_svg(plays: Sequence, winner: int | None = None,
                  names: Sequence[str] = (), voice: Voice | None = None) -> str:
    """A trick in play order, each card captioned with its player (``names`` by seat,
    else the voice's names, else "seat N"); the winner outlined."""
    hi = next((i for i, (s, _) in enumerate(plays) if s == winner), None)
    return ice_cards_svg([c for _, c in plays], [_name(s, names, voice) for s, _ in plays],
                         hi, voice=voice)


def ice_hands_svg(hands: Sequence[Sequence], names: Sequence[str], gap: int = 10,
                  per_row: int | None = None, voice: Voice | None = None) -> str:
    """Several hands, the player's name at the left of each hand's row; with ``per_row``
    the name goes above the hand and the cards wrap after ``per_row`` cards (narrow
    enough for a phone)."""
    if per_row is None:
        name_w, head, cols = 70, 0, max(1, max(len(h) for h in hands))
    else:
        name_w, head, cols = 0, 22, per_row
    row_h = CARD_H + 12
    width = name_w + cols * (CARD_W + gap) - gap
    parts, labels, y = [], [], 0
    for name, hand in zip(names, hands, strict=True):
        text_y = y + 16 if head else y + CARD_H / 2 + 5
        parts.append(f'<text x="0" y="{text_y:g}" font-size="14" '
                     f'font-family="sans-serif" font-weight="bold" fill="#333">'
                     f"{escape(name)}</text>")
        y += head
        for i, card in enumerate(hand):
            draw, _ = ice_face(card)
            row, col = divmod(i, cols)
            parts.append(f'<g transform="translate({name_w + col * (CARD_W + gap):g},'
                         f'{y + row * row_h:g})">{draw(0, False)}</g>')
        y += max(1, -(-len(hand) // cols)) * row_h
        cards = [ice_face(c, voice=voice)[1] for c in hand]
        labels.append(f"{name}: " + ", ".join(cards) if voice is None else
                      WORDS.phrase({"kind": "hand_label", "name": name, "cards": cards}, voice))
    return svg(width, y - 12, "".join(parts), (voice or PLAIN).mark("stop").join(labels))


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


def _cone(x: float, base: float, scoops: Sequence, label: str,
          voice: Voice | None = None) -> str:
    """A cone whose tip is at ``base``; scoops stack upwards, bottom first."""
    parts = [f'<path d="M{x - 16:g},{base - 40:g} L{x + 16:g},{base - 40:g} L{x:g},{base:g} z" '
             'fill="#e8b878" stroke="#8a5a20" stroke-width="1.5"/>']
    for i, (colour, value) in enumerate(scoops):
        parts.append(_scoop(x, base - 52 - 24 * i, colour, value))
    if len(scoops) > 3:  # DI-6: the fourth scoop ends the round
        parts.append(f'<text x="{x:g}" y="{base - 150:g}" font-size="11" text-anchor="middle" '
                     'font-family="sans-serif" fill="#a40000">'
                     f'{escape(_said(voice, "4th scoop!", "toppled_mark"))}</text>')
    parts.append(f'<text x="{x:g}" y="{base + 14:g}" font-size="11" text-anchor="middle" '
                 f'font-family="sans-serif" fill="#333">{escape(label)}</text>')
    return "".join(parts)


def cones_svg(cones: Sequence[Sequence[Sequence]], names: Sequence[str] = (),
              voice: Voice | None = None) -> str:
    """Every player's cone(s) with their scoops (two cones each with two players); with
    a ``voice``, each cone's accessible name says whose it is and its scoops as a player
    says them ("your cone: a 1-point strawberry scoop")."""
    parts, labels, x = [], [], 30.0
    pairs = any(len(seat_cones) == 2 for seat_cones in cones)
    for seat, seat_cones in enumerate(cones):
        name = _name(seat, names, voice)
        first = x
        for k, cone in enumerate(seat_cones):
            two = len(seat_cones) == 2
            side = (("left", "right")[k] if voice is None else cone_word(k, voice)) if two \
                else ""
            # Two cones each (DI-2): "left" and "right" under the cones, the seat's name
            # once below them, so neighbouring labels never run into each other.
            parts.append(_cone(x, 165, cone, side or name, voice))
            if voice is None:
                desc = ", ".join(f"{ICE_NAMES[c]} {v}" for c, v in cone) or "empty"
                labels.append(f"{name}{' ' + side if side else ''} cone: {desc}")
            else:
                kind = "cone_toppled" if len(cone) > CONE_LIMIT else "cone_label"
                held = [tuple(s) for s in cone] or {"kind": "no_scoops"}
                labels.append(WORDS.phrase({"kind": kind + ("_side" if two else ""),
                                            "seat": seat, "cone": k, "held": held}, voice))
            x += 62
        if len(seat_cones) == 2:
            parts.append(f'<text x="{(first + x - 62) / 2:g}" y="194" font-size="11" '
                         'text-anchor="middle" font-family="sans-serif" font-weight="bold" '
                         f'fill="#333">{escape(name)}</text>')
        x += 12
    width = x - 42
    return svg(width, 200 if pairs else 185, "".join(parts),
               (voice or PLAIN).mark("stop").join(labels))


def stacks_svg(stack_left: dict[str, int], voice: Voice | None = None) -> str:
    """The scoops still in each flavour's stack (dashed: already taken), bottom first."""
    parts, labels = [], []
    for i, (colour, left) in enumerate(stack_left.items()):
        x = 34 + 70 * i
        taken = len(ICE_STACK) - left
        for k, value in enumerate(ICE_STACK):
            parts.append(_scoop(x, 100 - 30 * k, colour, value, ghost=k < taken))
        parts.append(f'<text x="{x:g}" y="132" font-size="11" text-anchor="middle" '
                     f'font-family="sans-serif" fill="{ICE_COLOURS[colour]}">'
                     f"{escape(ICE_NAMES[colour] if voice is None else colour_word(colour, voice))}"
                     "</text>")
        if voice is None:
            nxt = f"next {ICE_STACK[taken]}" if left else "empty"
            labels.append(f"{ICE_NAMES[colour]}: {left} left ({nxt})")
        else:
            labels.append(WORDS.phrase({"kind": "stack_left" if left else "stack_empty",
                                        "colour": colour, "left": left,
                                        "value": ICE_STACK[taken] if left else 0}, voice))
    if voice is None:
        return svg(70 * len(stack_left), 140, "".join(parts),
                   "scoop stacks: " + "; ".join(labels))
    return svg(70 * len(stack_left), 140, "".join(parts),
               WORDS.phrase({"kind": "stacks_label",
                             "stacks": (voice or PLAIN).mark("semicolon").join(labels)}, voice))


def scoop_tile_svg(colour: str, value: int) -> str:
    """A print-and-play scoop tile: one scoop on a square."""
    name = f"{ICE_NAMES[colour]} scoop worth {value}" + (" with the topping" if value == 2 else "")
    return svg(40, 40, '<rect width="40" height="40" fill="#fff"/>'
               + _scoop(20, 22, colour, value, r=15), name)


def cone_tile_svg() -> str:
    """A print-and-play cone tile: the scoops won are laid in a column above it."""
    return svg(40, 62, '<rect width="40" height="62" fill="#fff"/>' + _cone(20, 44, [], "cone"),
               "cone tile")


def trophy_tile_svg() -> str:
    """A print-and-play trophy: a cup on a square."""
    cup = ('<rect width="40" height="40" fill="#fff"/>'
           '<path d="M12,8 h16 v8 a8,8 0 0 1 -16,0 z" fill="#f0c040" stroke="#806000"/>'
           '<path d="M12,10 h-4 a4,4 0 0 0 4,8 M28,10 h4 a4,4 0 0 1 -4,8" fill="none" '
           'stroke="#806000"/>'
           '<rect x="18" y="24" width="4" height="6" fill="#f0c040" stroke="#806000"/>'
           '<rect x="13" y="30" width="14" height="4" fill="#f0c040" stroke="#806000"/>')
    return svg(40, 40, cup, "trophy")
