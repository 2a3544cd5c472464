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

UMEBOSHI, RICE = "U", "R"
SESAME_VALUES = (2, 3, 4, 5, 6)
FACES = (UMEBOSHI, RICE) + SESAME_VALUES
Face = str | int
Die = tuple  # six faces
# RD-1: pip 1 is the umeboshi, stickers turn 2 and 3 into rice, 4-6 are sesame.
DEFAULT_DIE: Die = (UMEBOSHI, RICE, RICE, 4, 5, 6)
NUM_DICE = 5
DEFAULT_DICE: tuple[Die, ...] = (DEFAULT_DIE,) * NUM_DICE
CARDS = tuple(range(1, 13))
MIN_PLAYERS, MAX_PLAYERS = 2, 5  # RD-7: 3-5 as printed, 2 as a learning option


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
    if t.isdigit() and int(t) in SESAME_VALUES:
        return int(t)
    raise SetupError(f"{text!r} is not a face: write U (umeboshi), R (rice) or a sesame 2-6")


def check_dice(dice: Iterable[Iterable[object]]) -> tuple[Die, ...]:
    """RD-1: each die is its own six faces; returns them as tuples of faces."""
    out = []
    for i, die in enumerate(dice):
        faces = tuple(parse_face(f) for f in die)
        if len(faces) != 6:
            raise SetupError(f"die {i} must have six faces, got {len(faces)}")
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
