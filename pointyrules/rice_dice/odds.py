"""Exact odds for Rice Dice: roll distributions, bust chances and the best turn.

Faces are written ``'U'`` (umeboshi), ``'R'`` (rice) and the ints 2-6 (sesame).
What is set aside is a plain sequence of faces; the dice still to roll default to the
default dice (RD-1) that are not set aside. Every answer is an exact ``Fraction``.

The rules come from ``rules.py`` itself (``legal_set_asides``, ``is_umeboshi_rice``,
``target_cards``, ``bust_card``), so the odds can never disagree with the engine.
Speed comes from memoising (``lru_cache``) and from exact integer arithmetic: with
``m`` dice to roll, every probability in the rest of the turn is a whole number of
``1 / 6**T(m)``, where ``T(m) = m + (m-1) + ... + 1`` (each roll fixes at least one die
more), so the recursion adds integers and makes a ``Fraction`` only at the end.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from ..core import SetupError
from .dice import (
    DEFAULT_DIE,
    Die,
    Face,
    check_dice,
    face_key,
    parse_face,
    roll_outcomes,
    sorted_faces,
)
from .rules import (
    CHANCE_ROLL,
    CHOOSE,
    RICE,
    START,
    Lock,
    RiceDice,
    Roll,
    Stop,
    bust_card,
    is_umeboshi_rice,
    legal_set_asides,
    sesame_sum,
    set_aside_choices,
    target_cards,
)

__all__ = ["roll_distribution", "bust_probability", "success_probability", "turn_advice",
           "Option", "Advice"]


def _T(m: int) -> int:
    return m * (m + 1) // 2


def _canonical(kept: Iterable[object], dice: Iterable[Iterable[object]] | None):
    """Sorted kept faces and the dice to roll, sorted so equal positions share a key."""
    kept = sorted_faces(parse_face(f) for f in kept)
    if dice is None:
        if len(kept) > 5:
            raise SetupError(f"five default dice, but {len(kept)} are set aside")
        dice = [DEFAULT_DIE] * (5 - len(kept))
    return kept, _dice_key(check_dice(dice) if dice else ())


def roll_distribution(dice: Iterable[Iterable[object]]) -> dict[tuple[Face, ...], Fraction]:
    """Every outcome of rolling ``dice`` as a sorted multiset of faces, with its exact
    probability."""
    dice = check_dice(dice)
    out: dict[tuple[Face, ...], Fraction] = {}
    for faces, ways in roll_outcomes(dice):
        key = sorted_faces(faces)
        out[key] = out.get(key, 0) + Fraction(ways, 6 ** len(dice))
    return out


def bust_probability(kept: Sequence[object] = (),
                     dice: Iterable[Iterable[object]] | None = None) -> Fraction:
    """The exact probability that the next roll allows no legal set-aside (RD-2)."""
    kept, dice = _canonical(kept, dice)
    if not dice:
        raise SetupError("no dice are left to roll")
    busts = sum(ways for faces, ways in roll_outcomes(dice)
                if not legal_set_asides(kept, faces))
    return Fraction(busts, 6 ** len(dice))


@lru_cache(maxsize=1 << 16)
def _branches(kept: tuple, dice: tuple) -> tuple:
    """For each distinct roll of ``dice``: (ways, the (kept, dice) positions the player
    may move to). An empty tuple of moves is a bust."""
    out = []
    for faces, ways in roll_outcomes(dice):
        moves = []
        for face, taken in set_aside_choices(kept, dice, faces):
            new_kept = sorted_faces(kept + (face,) * len(taken))
            rest = tuple(d for i, d in enumerate(dice) if i not in taken)
            moves.append((new_kept, rest))
        out.append((ways, tuple(moves)))
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def _success(kept: tuple, dice: tuple) -> int:
    """P(finish with a valid umeboshi rice), times 6**T(len(dice)); optimal play."""
    if is_umeboshi_rice(kept):
        return 6 ** _T(len(dice))  # stop now: certain
    if not dice:
        return 0
    scale = _T(len(dice) - 1)
    return sum(ways * max((_success(k, d) * 6 ** (scale - _T(len(d))) for k, d in moves),
                          default=0)
               for ways, moves in _branches(kept, dice))


def success_probability(kept: Sequence[object] = (),
                        dice: Iterable[Iterable[object]] | None = None) -> Fraction:
    """The exact probability of ending the turn with a valid umeboshi rice (RD-3),
    playing to maximise it, from the moment ``kept`` is set aside."""
    kept, dice = _canonical(kept, dice)
    return Fraction(_success(kept, dice), 6 ** _T(len(dice)))


# --- the expectation-maximising turn ------------------------------------------------------
class Option(NamedTuple):
    """One choice now, with exact expected points gained (cards taken) and lost (bust)."""

    action: object
    gain: Fraction
    loss: Fraction

    @property
    def net(self) -> Fraction:
        return self.gain - self.loss

    def __str__(self) -> str:
        return f"{self.action}: +{self.gain} -{self.loss} = {self.net}"


class Advice(NamedTuple):
    options: tuple[Option, ...]
    best: Option
    bust_chance: Fraction | None  # of the next roll, when rolling is possible


class _Board(NamedTuple):
    face_up: tuple[int, ...]
    own: tuple[int, ...]  # the player's provisional cards


@lru_cache(maxsize=1 << 12)
def _stop_payoff(kept: tuple, board: _Board) -> tuple[int, int]:
    """(points gained, points lost) if the player stops with ``kept`` now."""
    if is_umeboshi_rice(kept):
        taken = target_cards(sesame_sum(kept), kept.count(RICE), board.face_up)
        if taken:
            return sum(c for c in taken if c not in board.own), 0
    return _bust_payoff(board)


def _bust_payoff(board: _Board) -> tuple[int, int]:
    lost = bust_card(board.own, ()) or 0  # RD-5; a centre card costs the player nothing
    return 0, lost


def _better(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    """The higher expected net; on a tie, the smaller loss."""
    return a if (a[0] - a[1], -a[1]) >= (b[0] - b[1], -b[1]) else b


@lru_cache(maxsize=1 << 18)
def _decide(kept: tuple, dice: tuple, board: _Board) -> tuple[int, int]:
    """Best (gain, loss) times 6**T(len(dice)) when the player may stop or roll."""
    stop = _stop_payoff(kept, board)
    if not dice:
        return stop
    scale = 6 ** _T(len(dice))
    return _better((stop[0] * scale, stop[1] * scale), _roll(kept, dice, board))


@lru_cache(maxsize=1 << 18)
def _roll(kept: tuple, dice: tuple, board: _Board) -> tuple[int, int]:
    """(gain, loss) times 6**T(len(dice)) of rolling now and playing on optimally."""
    scale = _T(len(dice) - 1)
    bust = _bust_payoff(board)
    gain = loss = 0
    for ways, moves in _branches(kept, dice):
        best = (bust[0] * 6 ** scale, bust[1] * 6 ** scale)
        for i, (k, d) in enumerate(moves):
            g, lo = _decide(k, d, board)
            factor = 6 ** (scale - _T(len(d)))
            best = (g * factor, lo * factor) if i == 0 else _better(best, (g * factor,
                                                                           lo * factor))
        gain += ways * best[0]
        loss += ways * best[1]
    return gain, loss


def _option(action: object, value: tuple[int, int], m: int) -> Option:
    scale = 6 ** _T(m)
    return Option(action, Fraction(value[0], scale), Fraction(value[1], scale))


def turn_advice(state: RiceDice) -> Advice:
    """Every option of the player to move, with exact expected points gained from cards
    and lost to a bust this turn, under the policy that maximises gain minus loss on
    the current board; and the best option."""
    if state.is_over or state.phase == CHANCE_ROLL:
        raise SetupError("advice needs a player to move (no game over, no pending roll)")
    board = _Board(tuple(sorted(state.face_up())),
                   tuple(sorted(state.provisional[state.turn])))
    kept = state.kept_faces()
    free = state.free_dice()
    dice = _dice_key(state.dice[p] for p in free)
    options = []
    if state.phase == START:
        options += [Option(Lock(c), Fraction(0), Fraction(0))
                    for c in sorted(state.provisional[state.turn])]
    if state.phase == CHOOSE:
        for keep in state.legal_actions():
            rest = _dice_key(state.dice[p] for p in free if p not in keep.dice)
            new_kept = sorted_faces(kept + (keep.face,) * len(keep.dice))
            options.append(_option(keep, _decide(new_kept, rest, board), len(rest)))
    else:
        if state.phase != START:
            options.append(_option(Stop(), _stop_payoff(kept, board), 0))
        if dice:
            options.append(_option(Roll(), _roll(kept, dice, board), len(dice)))
    best = options[0]
    for option in options[1:]:
        if (option.net, -option.loss) > (best.net, -best.loss):
            best = option
    chance = bust_probability(kept, dice) if dice and state.phase != CHOOSE else None
    return Advice(tuple(options), best, chance)


def _dice_key(dice: Iterable[Die]) -> tuple[Die, ...]:
    return tuple(sorted(dice, key=lambda d: tuple(map(face_key, d))))


def keep_value(kept: Sequence[object], dice: Iterable[Iterable[object]] | None,
               face_up: Iterable[int], own: Iterable[int] = ()) -> Option:
    """The best expected (gain, loss) from a decision point with ``kept`` set aside."""
    kept, dice = _canonical(kept, dice)
    board = _Board(tuple(sorted(face_up)), tuple(sorted(own)))
    return _option(None, _decide(kept, dice, board), len(dice))


def clear_caches() -> None:
    """Forget every memoised result (for honest timings)."""
    for f in (_branches, _success, _stop_payoff, _decide, _roll, roll_outcomes):
        f.cache_clear()

