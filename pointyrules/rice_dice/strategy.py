"""Playing Rice Dice to win the game, not just this turn's points.

A turn is a small decision problem of its own (which dice to set aside, when to stop)
whose every ending is one of a few dozen results: a bust, or a stop with sesame sum
``s`` and ``r`` rice (RD-3, RD-4). ``TurnPlan`` compiles that problem once per set of
dice; ``TurnPlan.solve`` then plays it exactly for *any* values of the endings, which
is what both the exact solver and the expert need: the endings are worth the chance
to win the game from the position each one leaves.

- ``solve_exact`` is value iteration over the exact state space of a two-player game,
  small enough to enumerate for reduced games (fewer cards, fewer dice). It is the
  brute force the approximation is checked against.
- ``win_chance`` is the approximation for the full game: a position is judged by
  the mover's lead, what is still in the centre and what is provisional (at risk),
  through a logistic curve whose few coefficients (``COEFFICIENTS``) were fitted to
  the exact win chances of reduced games by ``fit_coefficients``.
- ``plan_move`` gives every option of the player to move its chance to win: the rest
  of this turn played exactly, then (``depth`` 2) the next turn of the opponent it fears
  most played exactly, and ``win_chance`` after that. ``Table.after`` is the one model of how
  a turn moves the cards (RD-4, RD-5, RD-6) that the solver and the expert share.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from ..core import SetupError
from .dice import DEFAULT_DICE, Die, check_dice, sorted_faces
from .odds import _branches, _dice_key
from .rules import (
    CHANCE_ROLL,
    CHOOSE,
    RICE,
    START,
    Lock,
    RiceDice,
    Stop,
    is_umeboshi_rice,
    sesame_sum,
    tie_break_winner,
)

BUST = None  # the ending of a turn that busts; the others are (sesame sum, rice)


# --- one turn, for any values of its endings --------------------------------------------
class TurnPlan:
    """The decision problem of one turn with ``dice`` (sorted by ``_dice_key``).

    Nodes are the decision points (what is set aside, the dice still free), listed
    fewest free dice first so that every node comes after the nodes it leads to. A node
    can stop (ending ``ending[i]``) or, with dice left, roll: ``rolls[i]`` lists each
    distinct roll as (probability, the nodes its legal set-asides lead to); no
    set-aside is a bust (RD-2).
    """

    def __init__(self, dice: tuple[Die, ...]):
        self.dice = dice
        index: dict[tuple, int] = {}
        order: list[tuple] = []

        def visit(kept: tuple, free: tuple) -> None:
            if (kept, free) in index:
                return
            index[(kept, free)] = -1
            if free:
                for _, moves in _branches(kept, free):
                    for child in moves:
                        visit(*child)
            index[(kept, free)] = len(order)
            order.append((kept, free))

        visit((), dice)
        self.index = index
        self.nodes = order
        self.ending = [_ending(kept) for kept, _ in order]
        self.rolls = []
        self._compiled = []  # per node: P(bust), rolls with one choice, rolls with several
        for kept, free in order:
            if not free:
                self.rolls.append(None)
                self._compiled.append(None)
                continue
            scale = 6 ** len(free)
            rolls = tuple((ways / scale, tuple(sorted({index[m] for m in moves})))
                          for ways, moves in _branches(kept, free))
            self.rolls.append(rolls)
            merged: dict[tuple, float] = {}
            for p, children in rolls:
                merged[children] = merged.get(children, 0.0) + p
            self._compiled.append((merged.pop((), 0.0),
                                   tuple((p, c[0]) for c, p in merged.items() if len(c) == 1),
                                   tuple((p, c) for c, p in merged.items() if len(c) > 1)))
        self.endings = sorted({e for e in self.ending if e is not BUST})

    def solve(self, value: dict) -> tuple[list[float], list[float | None]]:
        """Best value at every node (stop or roll) and the value of rolling there
        (None without free dice), given ``value[ending]`` for every ending (and
        ``value[BUST]``)."""
        bust = value[BUST]
        stops = [value[e] for e in self.ending]
        best: list[float] = []
        roll: list[float | None] = []
        for stop, compiled in zip(stops, self._compiled, strict=True):
            if compiled is None:
                best.append(stop)
                roll.append(None)
                continue
            p_bust, single, several = compiled
            total = p_bust * bust
            for p, c in single:
                total += p * best[c]
            for p, children in several:
                total += p * max([best[c] for c in children])
            roll.append(total)
            best.append(total if total > stop else stop)
        return best, roll


    def follow(self, decide: dict, judge: dict) -> float:
        """The value under ``judge`` of a turn played as ``decide`` says is best (every
        stop-or-roll and every set-aside chosen by ``decide``'s values), from its start."""
        best, _ = self.solve(decide)
        stops = [judge[e] for e in self.ending]
        worth: list[float] = []
        for i, rolls in enumerate(self.rolls):
            roll = None
            if rolls is not None:
                roll = sum(p * (worth[max(children, key=lambda c: best[c])] if children
                                else judge[BUST]) for p, children in rolls)
            choose_roll = rolls is not None and best[i] > decide[self.ending[i]]
            worth.append(roll if choose_roll or i == len(self.rolls) - 1 else stops[i])
        return worth[-1]


def _ending(kept: tuple) -> tuple[int, int] | None:
    """RD-3: stopping with ``kept`` ends the turn as (sesame sum, rice), or busts."""
    return (sesame_sum(kept), kept.count(RICE)) if is_umeboshi_rice(kept) else BUST


@lru_cache(maxsize=64)
def turn_plan(dice: tuple[Die, ...]) -> TurnPlan:
    return TurnPlan(_dice_key(dice))


# --- positions of a two-player game, from the mover's side -----------------------------
class Position(NamedTuple):
    """A two-player position as the player to move sees it (cards as bit masks, card
    ``c`` is bit ``c``): the centre, the mover's and the opponent's provisional cards,
    the mover's locked points less the opponent's, and whether the mover started the
    game (RD-6: a tie goes to the player who did not)."""

    centre: int
    mine: int
    theirs: int
    locked: int
    first: bool


def mask(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(m: int) -> list[int]:
    """The cards of a mask, highest first."""
    return [c for c in range(m.bit_length() - 1, 0, -1) if m >> c & 1]


def total(m: int) -> int:
    return sum(cards_of(m))


def taken_by(ending: tuple[int, int], face_up: int) -> int:
    """RD-4: the face-up cards a stop with (sesame sum, rice) takes, as a mask (0: a
    bust)."""
    s, r = ending
    out = 0
    for c in range(min(s, face_up.bit_length() - 1), 0, -1):
        if face_up >> c & 1:
            out |= 1 << c
            r -= 1
            if not r:
                break
    return out


def after_turn(pos: Position, ending) -> Position:
    """The position after the mover's turn ends with ``ending`` (a bust, a stop, or
    ``("lock", c)``), still from the mover's side (``Table.after``)."""
    return table_of(pos).after(ending).duel(0, 1)


def table_of(pos: Position) -> Table:
    """The two-player table of a position, the mover in seat 0."""
    return Table(pos.centre, (pos.mine, pos.theirs), (pos.locked, 0), 0, 0 if pos.first else 1)


def lead(pos: Position) -> int:
    """The mover's score less the opponent's (RD-6)."""
    return pos.locked + total(pos.mine) - total(pos.theirs)


def won(pos: Position) -> bool:
    """At the end (empty centre): does the mover win? RD-6: a tie goes to the player
    who did not start."""
    d = lead(pos)
    return d > 0 or (d == 0 and not pos.first)


def swap(pos: Position) -> Position:
    """The same position from the other player's side."""
    return Position(pos.centre, pos.theirs, pos.mine, -pos.locked, not pos.first)


def start_options(table: Table, plan: TurnPlan, judge) -> list[tuple[object, float]]:
    """Each way to start the turn, ("lock", c) or "roll", with its value to the mover,
    where ``judge(t)`` is the mover's chance to win from the table ``t`` that the turn
    leaves."""
    me = table.turn
    out = [(("lock", c), judge(table.after(("lock", c))))
           for c in cards_of(table.provisional[me])]
    _, roll = plan.solve(ending_values(table, plan, judge))
    return out + [("roll", roll[-1])]  # RD-6: a turn starts with a roll, never a stop


def ending_values(table: Table, plan: TurnPlan, judge) -> dict:
    """``judge`` of the table each ending of the turn leaves (endings that take the same
    cards share one judgement)."""
    ends = {BUST: judge(table.after(BUST))}
    face_up = table.centre
    for m in table.provisional:
        face_up |= m
    seen: dict[int, float] = {}
    for e in plan.endings:
        taken = taken_by(e, face_up)
        if taken not in seen:
            seen[taken] = judge(table.after(e)) if taken else ends[BUST]
        ends[e] = seen[taken]
    return ends


# --- the exact solution of small games -----------------------------------------------------
def solve_exact(cards: Iterable[int], dice: Iterable[Iterable[object]] = DEFAULT_DICE,
                tolerance: float = 1e-9) -> dict[Position, float]:
    """Every position reachable in a two-player game with these ``cards`` in the centre
    and these ``dice``, with the exact chance that the player to move wins under best
    play by both (to ``tolerance``): value iteration on the whole state space.

    Every turn takes cards out of the centre or out of play, or locks one, except a
    stop that takes only provisional cards (a theft, or one's own card); so positions
    fall into groups (``_group``) that only thefts move within, and every other turn
    leads to a group solved before. Each group is iterated to convergence in turn."""
    cards = sorted(set(cards))
    if not cards or any(not isinstance(c, int) or not 1 <= c <= 12 for c in cards):
        raise SetupError(f"cards must be some of 1-12, got {cards}")
    plan = turn_plan(check_dice(dice))
    start = Position(mask(cards), 0, 0, 0, True)
    seen = {start}
    todo = [start]
    while todo:  # every reachable position, the mover to play
        pos = todo.pop()
        ends = [("lock", c) for c in cards_of(pos.mine)] + [BUST] + plan.endings
        for e in ends:
            nxt = after_turn(pos, e)
            if nxt.centre:
                nxt = swap(nxt)
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
    groups: dict[tuple, list[Position]] = {}
    for pos in seen:
        groups.setdefault(_group(pos), []).append(pos)
    values: dict[Position, float] = {}

    def judge(t: Table) -> float:  # seat 0 has just played
        p = t.duel(0, 1)
        if not p.centre:
            return 1.0 if won(p) else 0.0
        return 1.0 - values.get(swap(p), 0.5)

    for key in sorted(groups):
        group = groups[key]
        change = 1.0
        while change > tolerance:
            change = 0.0
            for pos in group:
                v = max(v for _, v in start_options(table_of(pos), plan, judge))
                change = max(change, abs(v - values.get(pos, 0.5)))
                values[pos] = v
    return values


def _group(pos: Position) -> tuple[int, int, int, int]:
    """Positions a turn can move between both ways: the same centre, the same face-up
    cards and the same locked points (only thefts keep all three). The first number,
    cards in the centre plus cards face up, drops with every other turn."""
    face_up = pos.centre | pos.mine | pos.theirs
    return (pos.centre.bit_count() + face_up.bit_count(), pos.centre, face_up,
            pos.locked if pos.first else -pos.locked)


# --- the approximation: a logistic curve in the lead and what is left --------------------
def features(pos: Position) -> tuple[float, ...]:
    """What ``win_chance`` weighs, for the player to move: a constant, the lead, the
    mover's and the opponent's provisional points (cards at risk of a bust or a theft)
    and the centre's points, each divided by the square root of all points still in
    play (the spread of what can still happen shrinks as the game goes on); and the
    tie-break (RD-6: a tie goes to the player who did not start)."""
    centre, mine, theirs = total(pos.centre), total(pos.mine), total(pos.theirs)
    scale = math.sqrt(1 + centre + mine + theirs)
    return (1.0, lead(pos) / scale, mine / scale, theirs / scale, centre / scale,
            (-1.0 if pos.first else 1.0) / scale)


def win_chance(pos: Position, coefficients: Sequence[float] | None = None) -> float:
    """The approximate chance that the player to move at ``pos`` wins the game."""
    if not pos.centre:
        return 1.0 if won(pos) else 0.0
    z = sum(w * f for w, f in zip(coefficients or COEFFICIENTS, features(pos), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


# The reduced games the coefficients are fitted to: two players, the five default dice,
# six cards each (every number of sesame and rice matters; the full game is too big).
FIT_GAMES = ((1, 2, 3, 4, 5, 6), (7, 8, 9, 10, 11, 12), (2, 4, 6, 8, 10, 12))


def fit_coefficients(games: Iterable[Iterable[int]] = FIT_GAMES,
                     dice: Iterable[Iterable[object]] = DEFAULT_DICE,
                     steps: int = 30) -> tuple[float, ...]:
    """Logistic regression of the exact win chances (``solve_exact``) of the positions
    of ``games`` on ``features``: Newton's method on the cross-entropy, every position
    weighted alike. Returns the coefficients rounded to 4 decimals, as shipped."""
    rows = []
    for cards in games:
        rows += [(features(p), v) for p, v in solve_exact(cards, dice).items()]
    k = len(rows[0][0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for f, v in rows:
            z = sum(a * b for a, b in zip(w, f, strict=True))
            p = 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))
            g, h = p - v, p * (1 - p) + 1e-9
            for i in range(k):
                grad[i] += g * f[i]
                for j in range(i + 1):
                    hess[i][j] += h * f[i] * f[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _linear_solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-10:
            break
    return tuple(round(a, 4) for a in w)


def _linear_solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b, by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


COEFFICIENTS = (1.3464, 0.8234, -0.3945, 0.1041, -0.2098, 0.4597)  # = fit_coefficients()


# --- the expert's look-ahead on a real table ------------------------------------------------
class OutOfTime(Exception):
    """The look-ahead's deadline passed (``plan_move`` with a ``deadline``)."""


class Table(NamedTuple):
    """What the look-ahead needs of a game: centre, provisional and locked cards (masks
    per seat), the seat to move and the first player."""

    centre: int
    provisional: tuple[int, ...]
    locked: tuple[int, ...]  # locked points per seat
    turn: int
    first: int

    @classmethod
    def of(cls, state: RiceDice) -> Table:
        return cls(mask(state.centre), tuple(mask(p) for p in state.provisional),
                   tuple(sum(p) for p in state.locked), state.turn, state.first_player)

    def after(self, ending) -> Table:
        """The table after the mover's turn ends with ``ending`` (see ``after_turn``)."""
        me = self.turn
        prov = list(self.provisional)
        locked = list(self.locked)
        centre = self.centre
        if ending is not BUST and ending[0] == "lock":  # RD-6
            prov[me] &= ~(1 << ending[1])
            locked[me] += ending[1]
        else:
            face_up = centre
            for m in prov:
                face_up |= m
            taken = 0 if ending is BUST else taken_by(ending, face_up)
            if not taken:  # RD-5
                if prov[me]:
                    prov[me] &= ~(1 << (prov[me].bit_length() - 1))
                else:
                    centre &= ~(1 << (centre.bit_length() - 1))
            else:  # RD-4: taken cards become the mover's, wherever they were
                centre &= ~taken
                prov = [m & ~taken for m in prov]
                prov[me] |= taken
        return self._replace(centre=centre, provisional=tuple(prov), locked=tuple(locked))

    def scores(self) -> list[int]:
        return [lk + total(p) for lk, p in zip(self.locked, self.provisional, strict=True)]

    def rival(self, seat: int) -> int:
        """The opponent ``seat`` fears most: the highest score among the others; on a
        tie, the one whom the tie-break (RD-6) favours."""
        n = len(self.provisional)
        scores = self.scores()
        others = [s for s in range(n) if s != seat]
        return max(others, key=lambda s: (scores[s], (s - self.first) % n))

    def duel(self, seat: int, other: int) -> Position:
        """The game as a duel of ``seat`` (to move) against ``other``; with more players
        the cards of the rest are left out."""
        return Position(self.centre, self.provisional[seat], self.provisional[other],
                        self.locked[seat] - self.locked[other], seat == self.first)

    def value_for(self, seat: int, plan: TurnPlan, depth: int, deadline=None) -> float:
        """The chance that ``seat``, who has just played, wins from this table: exact
        once the centre is empty (RD-6); otherwise one minus the win chance of the
        opponent it fears most, as if that opponent moved next, looking ``depth`` more
        turns ahead."""
        if not self.centre:
            return 1.0 if tie_break_winner(self.scores(), self.first) == seat else 0.0
        rival = self.rival(seat)
        if deadline is not None and deadline.passed():
            raise OutOfTime
        if depth == 0:
            return 1.0 - win_chance(self.duel(rival, seat))
        nxt = self._replace(turn=rival)
        return 1.0 - max(v for _, v in start_options(nxt, plan, nxt.judge(plan, depth - 1,
                                                                             deadline)))

    def judge(self, plan: TurnPlan, depth: int, deadline=None):
        """``value_for`` the player to move here, as a judge of the tables their turn
        leaves."""
        return lambda t: t.value_for(self.turn, plan, depth, deadline)


def turn_values(table: Table, plan: TurnPlan, depth: int = 2, deadline=None):
    """For the player to move at ``table``: the value of each ending of the turn, and
    the best value and the value of rolling at every decision point of ``plan``
    (``TurnPlan.solve``), looking ``depth`` turns ahead (``Table.value_for``)."""
    ends = ending_values(table, plan, table.judge(plan, depth - 1, deadline))
    best, roll = plan.solve(ends)
    return ends, best, roll


def plan_move(state: RiceDice, depth: int = 1, deadline=None) -> list[tuple[object, float]]:
    """Every legal option of the player to move with its chance to win the game: the
    rest of this turn played exactly, every ending judged by ``Table.value_for`` with
    ``depth`` - 1 more turns looked at exactly before ``win_chance``. Raises
    ``OutOfTime`` as soon as ``deadline`` (a ``core.Deadline``) has passed."""
    if state.is_over or state.phase == CHANCE_ROLL:
        raise SetupError("the expert needs a player to move (no game over, no pending roll)")
    plan = turn_plan(state.dice)
    table = Table.of(state)
    if state.phase == START:
        values = dict(start_options(table, plan, table.judge(plan, depth - 1, deadline)))
        return [(a, values[("lock", a.card)] if isinstance(a, Lock) else values["roll"])
                for a in state.legal_actions()]
    ends, best, roll = turn_values(table, plan, depth, deadline)
    kept = state.kept_faces()
    free = state.free_dice()
    if state.phase == CHOOSE:
        out = []
        for keep in state.legal_actions():
            new_kept = sorted_faces(kept + (keep.face,) * len(keep.dice))
            rest = _dice_key(state.dice[p] for p in free if p not in keep.dice)
            out.append((keep, best[plan.index[(new_kept, rest)]]))
        return out
    node = plan.index[(kept, _dice_key(state.dice[p] for p in free))]
    stop = ends[plan.ending[node]]
    return [(a, stop if isinstance(a, Stop) else roll[node]) for a in state.legal_actions()]


# --- how good the approximation is, measured on reduced games -------------------------------
class Error(NamedTuple):
    """The approximation against the exact values of one reduced game: positions, mean
    and largest error of ``win_chance``, and the mean and largest win chance the
    expert's choice gives away (regret), with ``depth`` turns played exactly."""

    positions: int
    mean_error: float
    max_error: float
    mean_regret: float
    max_regret: float


def measure_error(cards: Iterable[int], dice: Iterable[Iterable[object]] = DEFAULT_DICE,
                  depth: int = 2, exact: dict[Position, float] | None = None) -> Error:
    """``win_chance`` and the expert's decisions against ``solve_exact`` on every
    position of a two-player game with these cards and dice."""
    dice = check_dice(dice)
    exact = exact if exact is not None else solve_exact(cards, dice)
    plan = turn_plan(dice)

    def true(p: Position) -> float:  # the mover of p has just played
        return (1.0 if won(p) else 0.0) if not p.centre else 1.0 - exact[swap(p)]

    errors, regrets = [], []
    for pos, v in exact.items():
        errors.append(abs(win_chance(pos) - v))
        table = table_of(pos)
        expert = table.judge(plan, depth - 1)
        chosen = max(start_options(table, plan, expert), key=lambda av: av[1])[0]
        if chosen == "roll":
            judge = {e: true(after_turn(pos, e)) for e in [BUST, *plan.endings]}
            got = plan.follow(ending_values(table, plan, expert), judge)
        else:
            got = true(after_turn(pos, chosen))
        regrets.append(v - got)
    n = len(errors)
    return Error(n, sum(errors) / n, max(errors), sum(regrets) / n, max(regrets))
