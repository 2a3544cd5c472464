"""Rice Dice faces and dice: layouts (RD-1) and the exact chances of a roll.

Faces are ``'U'`` (umeboshi), ``'R'`` (rice) and the ints 2-6 (sesame). A die is its
own six faces, so other sticker layouts are just other tuples.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations_with_replacement, product
from math import factorial, prod

from ..core import SetupError
from .about import PLAYERS

UMEBOSHI, RICE = "U", "R"
SESAME_VALUES = (2, 3, 4, 5, 6)
FACES = (UMEBOSHI, RICE) + SESAME_VALUES
Face = str | int
Die = tuple  # six faces, listed by pip: the face on pip 1 first
NUM_DICE = 5


def sticker_die(*rice_pips: int) -> Die:
    """RD-1: a die whose pip 1 is the umeboshi, whose ``rice_pips`` carry rice stickers
    and whose other pips are sesame of their value."""
    if any(p not in SESAME_VALUES for p in rice_pips):
        raise SetupError(f"rice stickers go on sesame pips 2-6, got {rice_pips}")
    return tuple(UMEBOSHI if p == 1 else RICE if p in rice_pips else p for p in range(1, 7))


# RD-1, the default: five identical dice, rice on pips 2 and 3. This is also how to play
# with plain dice: 1 is the umeboshi, 2 and 3 are rice, 4-6 are sesame.
DEFAULT_DIE: Die = sticker_die(2, 3)
DEFAULT_DICE: tuple[Die, ...] = (DEFAULT_DIE,) * NUM_DICE
# RD-1, the spread layout: die k (k = 0..4) has rice on pips 2+k and 2+((k+1) mod 5), so
# every sesame value 2-6 is on three of the five dice.
SPREAD_DICE: tuple[Die, ...] = tuple(sticker_die(2 + k, 2 + (k + 1) % NUM_DICE)
                                     for k in range(NUM_DICE))
CARDS = tuple(range(1, 13))
MIN_PLAYERS, MAX_PLAYERS = PLAYERS  # RD-7, declared once in about.py


# --- faces -------------------------------------------------------------------------
def face_key(face: Face) -> int:
    """Sort order: umeboshi, rice, then sesame by value."""
    return 0 if face == UMEBOSHI else 1 if face == RICE else int(face)


def sorted_faces(faces: Iterable[Face]) -> tuple[Face, ...]:
    return tuple(sorted(faces, key=face_key))


def face_name(face: Face, count: int = 1) -> str:
    if face == UMEBOSHI:
        return "umeboshi"
    if face == RICE:
        return "rice"
    return f"sesame {face}" + ("s" if count > 1 else "")


def parse_face(text: object) -> Face:
    """'U', 'R', 5 or '5' into a face, or raise SetupError."""
    t = str(text).strip().upper()
    if t in (UMEBOSHI, RICE):
        return t
    if t.isascii() and t.isdigit() and int(t) in SESAME_VALUES:
        return int(t)
    raise SetupError(f"{text!r} is not a face: write U (umeboshi), R (rice) or a sesame 2-6")


def check_dice(dice: Iterable[Iterable[object]]) -> tuple[Die, ...]:
    """RD-1: each die is its own six faces, each face U, R or a sesame 2-6; returns the
    dice as tuples of faces. Which faces a die has, and how often, is up to its owner."""
    if isinstance(dice, str) or not isinstance(dice, Iterable):
        raise SetupError(f"dice must be a list of dice, each six faces; got {dice!r}")
    out = []
    for i, die in enumerate(dice):
        if isinstance(die, str) or not isinstance(die, Iterable):
            raise SetupError(f"die {i} must be its six faces, e.g. ('U', 'R', 'R', 4, 5, 6); "
                             f"got {die!r}")
        try:
            faces = tuple(parse_face(f) for f in die)
        except SetupError as error:
            raise SetupError(f"die {i}: {error}") from None
        if len(faces) != 6:
            raise SetupError(f"die {i} must have six faces, got {len(faces)}: {die!r}")
        out.append(faces)
    if not out:
        raise SetupError("the game needs at least one die")
    return tuple(out)


# --- chance: rolling dice ---------------------------------------------------------------
def _multinomial(n: int, ks: Iterable[int]) -> int:
    return factorial(n) // prod(factorial(k) for k in ks)


@lru_cache(maxsize=4096)
def roll_outcomes(dice: tuple[Die, ...]) -> tuple[tuple[tuple[Face, ...], int], ...]:
    """Every distinct result of rolling ``dice``, each with how many of the 6**n equally
    likely ordered rolls give it.

    A result lists one face per die in the order given. Identical dice are
    interchangeable, so their faces are listed in sorted order: one result stands for
    all its arrangements, and the counts come from multinomial coefficients.
    """
    groups: dict[Die, list[int]] = {}
    for i, die in enumerate(dice):
        groups.setdefault(die, []).append(i)
    per_group = []
    for die, positions in groups.items():
        sides = Counter(die)
        labels = sorted(sides, key=face_key)
        options = []
        for combo in combinations_with_replacement(labels, len(positions)):
            shown = Counter(combo)
            ways = _multinomial(len(positions), shown.values()) * prod(
                sides[f] ** k for f, k in shown.items())
            options.append((positions, combo, ways))
        per_group.append(options)
    out = []
    for choice in product(*per_group):
        faces: list = [None] * len(dice)
        ways = 1
        for positions, combo, w in choice:
            for p, f in zip(positions, combo, strict=True):
                faces[p] = f
            ways *= w
        out.append((tuple(faces), ways))
    return tuple(out)
