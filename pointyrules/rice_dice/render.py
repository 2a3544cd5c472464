"""Rice Dice pictures: dice faces and the twelve numbered cards (SVG strings). The
words they show (titles, captions) come from the game's words (``words.py``): in plain
English by default (the printables, the book), in a table's ``voice`` at the table."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from ..svg import CARD_H, CARD_W, SEAT_COLOURS, card_body, svg
from ..words import PLAIN, Voice
from .words import WORDS, face_word

DIE_SIZE = 48
UMEBOSHI_COLOUR, NORI_COLOUR, SESAME_COLOUR = "#d55e00", "#1b1b1b", "#1b1b1b"
# Pip positions (fractions of the die) for sesame seeds, as on an ordinary die.
_PIPS = {1: [(.5, .5)], 2: [(.3, .3), (.7, .7)], 3: [(.27, .27), (.5, .5), (.73, .73)],
         4: [(.3, .3), (.7, .3), (.3, .7), (.7, .7)],
         5: [(.28, .28), (.72, .28), (.5, .5), (.28, .72), (.72, .72)],
         6: [(.3, .24), (.7, .24), (.3, .5), (.7, .5), (.3, .76), (.7, .76)]}


def _die_body(x: float, y: float, face: object, highlight: bool = False,
              value: bool = True) -> str:
    """One die face. Each kind has its own shape, not only its own colour: umeboshi a
    round plum with a leaf, rice a rice ball (triangle) with a nori band, sesame as many
    seed-shaped pips as its value, with the value in the corner (``value``). No letters
    for umeboshi and rice: a letter would be a word of one language."""
    s = DIE_SIZE
    stroke, sw = ("#f0a202", 4) if highlight else ("#444", 1.5)
    parts = [f'<rect x="1" y="1" width="{s - 2}" height="{s - 2}" rx="8" fill="#fffdf7" '
             f'stroke="{stroke}" stroke-width="{sw}"/>']
    if face == "U":
        parts.append(f'<circle cx="{s / 2:g}" cy="{s * .55:g}" r="{s * .27:g}" '
                     f'fill="{UMEBOSHI_COLOUR}" stroke="#8a2a00"/>'
                     f'<ellipse cx="{s * .6:g}" cy="{s * .24:g}" rx="{s * .1:g}" '
                     f'ry="{s * .05:g}" fill="#009e73"/>')
        letter = ""
    elif face == "R":
        parts.append(f'<path d="M{s * .5:g},{s * .14:g} L{s * .8:g},{s * .74:g} '
                     f'L{s * .2:g},{s * .74:g} Z" fill="#ffffff" stroke="#333" '
                     'stroke-width="2" stroke-linejoin="round"/>'
                     f'<rect x="{s * .38:g}" y="{s * .54:g}" width="{s * .24:g}" '
                     f'height="{s * .2:g}" fill="{NORI_COLOUR}"/>')
        letter = ""
    else:
        for px, py in _PIPS[int(face)]:
            parts.append(f'<ellipse cx="{px * s:.1f}" cy="{py * s:.1f}" rx="{s * .055:g}" '
                         f'ry="{s * .095:g}" transform="rotate(30 {px * s:.1f} {py * s:.1f})" '
                         f'fill="{SESAME_COLOUR}"/>')
        letter = str(int(face)) if value else ""
    if letter:
        parts.append(f'<text x="{s - 5:g}" y="{s - 4:g}" font-size="10" text-anchor="end" '
                     f'font-family="sans-serif" fill="#555">{letter}</text>')
    return f'<g transform="translate({x:g},{y:g})">{"".join(parts)}</g>'


def die_label(face: object, voice: Voice = PLAIN) -> str:
    """A face's name: "umeboshi", "rice", "sesame 5"."""
    return face_word(face, voice)


def _say(kind: str, voice: Voice, **data: object) -> str:
    return WORDS.phrase({"kind": kind, **data}, voice)


def die_captions(positions: Iterable[int], voice: Voice = PLAIN) -> list[str]:
    """Captions naming dice by position, counted from 1 as a player counts: "die 1"."""
    return [_say("die_number", voice, number=p + 1) for p in positions]


def dice_svg(faces: Sequence[object], captions: Sequence[str] = (),
             highlight: Sequence[int] = (), gap: int = 8, label: str = "",
             voice: Voice = PLAIN, values: bool = True) -> str:
    """A row of dice faces, optionally captioned; dice at ``highlight`` outlined.
    ``values=False``: no value in a sesame face's corner (a button whose words say it:
    the picture then shows no text of its own, and the button's name reads once)."""
    cap_h = 16 if captions else 0
    parts = []
    for i, face in enumerate(faces):
        x = i * (DIE_SIZE + gap)
        parts.append(_die_body(x, 0, face, i in highlight, values))
        if i < len(captions):
            parts.append(f'<text x="{x + DIE_SIZE / 2:g}" y="{DIE_SIZE + 13}" font-size="11" '
                         f'text-anchor="middle" font-family="sans-serif" fill="#333">'
                         f"{escape(captions[i])}</text>")
    width = max(1, len(faces)) * (DIE_SIZE + gap) - gap
    text = label or (voice.mark("comma").join(die_label(f, voice) for f in faces)
                     or _say("no_dice", voice))
    return svg(width, DIE_SIZE + cap_h, "".join(parts), text)


def die_faces_svg(die: Sequence[object], voice: Voice = PLAIN) -> str:
    """The six faces of one die, captioned with their pips 1-6."""
    return dice_svg(die, [_say("pip_number", voice, number=i + 1) for i in range(len(die))],
                    label=_say("die_faces", voice,
                               shown=voice.mark("comma").join(die_label(f, voice) for f in die)))


def rice_cards_svg(centre: Iterable[int], provisional: Sequence[Iterable[int]],
                   locked: Sequence[Iterable[int]], highlight: Iterable[int] = (),
                   numbers: Sequence[int] = range(1, 13),
                   names: Sequence[str] | None = None, voice: Voice = PLAIN) -> str:
    """The twelve cards 1-12 in order (or only ``numbers``), each captioned with where it
    is: the centre, a seat's provisional cards, a seat's locked cards (grey, turned
    over), or gone. With ``names`` (one per seat) the captions name the players, and a
    locked card says "locked" on a second line."""
    centre, hi = set(centre), set(highlight)
    parts, labels, gap, lines = [], [], 6, 1
    for i, card in enumerate(numbers):
        x = i * (CARD_W + gap)
        owner = next((s for s, p in enumerate(provisional) if card in p), None)
        locker = next((s for s, p in enumerate(locked) if card in p), None)
        gone, said = False, ""  # said: where it is, in the picture's label
        if card in centre:
            where, colour, fill = [_say("at_centre", voice)], "#1b1b1b", "#fffdf7"
        elif owner is not None:
            where = [names[owner] if names else _say("at_seat_number", voice, number=owner)]
            colour, fill = SEAT_COLOURS[owner % 5], "#fffdf7"
        elif locker is not None:
            where = ([names[locker], _say("at_locked", voice)] if names
                     else [_say("at_locked_number", voice, number=locker)])
            said = _say("at_locked_name", voice, name=names[locker]) if names else ""
            colour, fill = SEAT_COLOURS[locker % 5], "#d9d9d9"
        else:
            where, colour, fill, gone = [_say("at_gone", voice)], "#999", "#eeeeee", True
        parts.append(card_body(x, 0, colour, str(card), "", card in hi, gone, fill))
        for j, line in enumerate(where):
            parts.append(f'<text x="{x + CARD_W / 2:g}" y="{CARD_H + 13 + 13 * j}" '
                         'font-size="11" text-anchor="middle" font-family="sans-serif" '
                         f'fill="#333">{escape(line)}</text>')
        lines = max(lines, len(where))
        labels.append(_say("card_where", voice, card=card, at=said or where[0]))
    return svg(len(numbers) * (CARD_W + gap) - gap, CARD_H + 3 + 13 * lines, "".join(parts),
               voice.mark("semicolon").join(labels))


def card_svg(number: int, voice: Voice = PLAIN) -> str:
    """One side-dish card, face up, alone (for print-and-play sheets)."""
    return svg(CARD_W, CARD_H, card_body(0, 0, "#1b1b1b", str(number), str(number)),
               _say("side_dish_card", voice, card=number))


def face_svg(face: object, voice: Voice = PLAIN) -> str:
    """One die face alone (a sticker to print)."""
    return svg(DIE_SIZE, DIE_SIZE, _die_body(0, 0, face), die_label(face, voice))


def _size(picture: str) -> tuple[float, float]:
    head = picture[:picture.index(">")]
    width = float(head.split(' width="', 1)[1].split('"', 1)[0])
    height = float(head.split(' height="', 1)[1].split('"', 1)[0])
    return width, height


def column_svg(rows: Sequence[tuple[str, str]], label: str, text_w: int = 150,
               gap: int = 10, above: bool = False) -> str:
    """Pictures stacked top to bottom, each with a short note on its left (or above it,
    which keeps the picture narrow for phones): ``rows`` is [(note, svg string)]. One
    picture of a whole turn, for the book."""
    parts, y, width = [], 0.0, 0.0
    for note, picture in rows:
        w, h = _size(picture)
        lines = [line for line in note.split("\n") if line]
        if above:
            for line in lines:
                y += 16
                parts.append(f'<text x="0" y="{y - 4:g}" font-size="13" '
                             f'font-family="sans-serif" fill="#1a1a1a">{escape(line)}</text>')
            parts.append(f'<g transform="translate(0,{y:g})">{picture}</g>')
            width = max(width, w)
        else:
            for i, line in enumerate(lines):
                baseline = y + h / 2 + 5 + (i - (len(lines) - 1) / 2) * 15
                parts.append(f'<text x="0" y="{baseline:g}" font-size="13" '
                             f'font-family="sans-serif" fill="#1a1a1a">{escape(line)}</text>')
            parts.append(f'<g transform="translate({text_w},{y:g})">{picture}</g>')
            width = max(width, text_w + w)
        y += h + gap
    return svg(width, max(1.0, y - gap), "".join(parts), label)
