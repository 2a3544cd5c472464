"""Bots for This is why you lose coins: a sharp bot that trusts the exact solver, and a
human-like bot whose sense of the margin has Gaussian error of a chosen size (mm)."""

from __future__ import annotations

import math

from ..core import DEFAULT_BUDGET_MS, Deadline, Estimate, Rng
from .geometry import ID1, card_margin
from .rules import CHALLENGE, KINDS, LET_STAND, PASS, CoinsGame, Phase, Place

MEASURE = "margin_kept"  # a kind of the words: the margin the card keeps, in mm


def table_disks(state: CoinsGame, extra: Place | None = None):
    coins = [(c.x, c.y, c.radius) for c in state.table]
    if extra is not None:
        coins.append((extra.x, extra.y, _radius(extra.kind)))
    return coins


def _radius(kind: int) -> float:
    from .rules import DIAMETERS
    return DIAMETERS[kind] / 2


class MarginBot:
    """Passes (or challenges) when it judges the card cannot be placed; otherwise places
    a coin on a ray from the card's best centre, as far out as it judges still leaves a
    positive margin, so the next player gets the smallest positive margin it finds.

    ``noise`` is the standard deviation (mm) of its error in judging a margin; 0 is
    the sharp bot.
    """

    name = "margin"

    timed = True  # searches until its time budget is spent (core.make_bot)

    def __init__(self, seed: int | None = None, noise: float = 0.0, rays: int = 5,
                 steps: int = 6, budget_ms: float | None = DEFAULT_BUDGET_MS):
        self.rng = Rng(seed)
        self.noise, self.rays, self.steps = noise, rays, steps
        self.budget_ms = budget_ms  # stops trying rays when it runs out (one at least)

    def judge(self, disks) -> float:
        m = card_margin(disks, ID1).margin
        return m + (self.rng._random.gauss(0.0, self.noise) if self.noise else 0.0)

    def choose(self, state: CoinsGame):
        return self._decide(state)[0]

    def explain(self, state: CoinsGame) -> list[Estimate]:
        """The move ``choose`` makes first (the same generator draws), then the others it
        weighed, each with the card's margin it judges the move leaves (MEASURE, LC-2):
        a pass or a challenge is judged on the table as it is (a challenge ends the round
        before the announced coin lands, LC-6), a placement on the table with its coin.
        The placements are the points it tried on its rays (a sample of the continuous
        choice, as ``grid_placements`` is), smallest margin above 0 first, then those
        judged to leave no room."""
        move, now, tried = self._decide(state)
        if state.phase == Phase.CHALLENGE:
            return [Estimate(a, now, MEASURE, self._basis)
                    for a in ((CHALLENGE, LET_STAND) if move == CHALLENGE else
                              (LET_STAND, CHALLENGE))]
        others = sorted(tried, key=lambda mp: (mp[0] <= 0, abs(mp[0])))
        out = [Estimate(p, m, MEASURE, self._basis) for m, p in others]
        if state.phase == Phase.TURN:
            out.append(Estimate(PASS, now, MEASURE, self._basis))
            places = state.grid_placements() if move == PASS and not tried else []
            if places:  # a coin only takes room: any placement leaves no more margin
                out.append(Estimate(places[0], card_margin(table_disks(state, places[0]),
                                                           ID1).margin, MEASURE, 0))
        first = [e for e in out if e.action == move]
        rest = [e for e in out if e.action != move]
        if not first:  # the fallback grid placement, not a point tried: its true margin
            # (no judging, so explain draws from the generator exactly as choose does)
            first = [Estimate(move, card_margin(table_disks(state, move), ID1).margin,
                              MEASURE, None)]
        return first[:1] + rest

    @property
    def _basis(self) -> int | None:
        """Estimate.samples: 0 (exact) for a bot that judges without error, else None."""
        return None if self.noise else 0

    def _decide(self, state: CoinsGame) -> tuple[object, float, list]:
        """(the move, the margin judged now, [(judged margin, place) for every legal
        point tried]); a pass or challenge tries no point."""
        if state.phase == Phase.CHALLENGE:
            # LC-6: a challenge ends the round at once, so the announced coin never lands:
            # the card is judged over the table as it was before the announcement
            now = self.judge(table_disks(state))
            return (CHALLENGE if now <= 0 else LET_STAND), now, []
        now = math.inf  # the opener's first coin: an empty table
        if state.phase == Phase.TURN:
            if state.must_pass():  # LC-4: nothing left to place; no judging (no draw)
                return PASS, card_margin(table_disks(state), ID1).margin, []
            now = self.judge(table_disks(state))
            if now <= 0:
                return PASS, now, []
        tried: list[tuple[float, Place]] = []
        return self.place(state, tried), now, tried

    def place(self, state: CoinsGame, tried: list | None = None) -> Place:
        """The point judged to leave the smallest positive margin; ``tried`` collects
        every legal point judged, with its margin."""
        tried = [] if tried is None else tried
        kinds = [k for k in KINDS if state.pool.get(k, 0)]
        best = card_margin(table_disks(state), ID1) if state.table else None
        cx, cy = best.center if best else (0.0, 0.0)
        start = self.rng.randrange(360)
        found = None  # (judged margin, place)
        deadline = Deadline(self.budget_ms)
        for k in range(self.rays):
            if k and deadline.passed():
                break
            phi = math.radians(start + 360 * k / self.rays)
            kind = kinds[(k + start) % len(kinds)]
            lo, hi = 0.0, 140.0
            for _ in range(self.steps):
                mid = (lo + hi) / 2
                p = Place(kind, cx + mid * math.cos(phi), cy + mid * math.sin(phi))
                if state.refusal(p) is not None:  # off the table or touching (LC-3)
                    hi = mid
                    continue
                m = self.judge(table_disks(state, p))
                tried.append((m, p))
                if m > 0:
                    lo = mid
                    if found is None or m < found[0]:
                        found = (m, p)
                else:
                    hi = mid
        if found:
            return found[1]
        # Nothing judged safe: the first legal grid placement (the rules list them).
        return state.grid_placements()[0]


class SharpBot(MarginBot):
    """Uses the exact solver: passes exactly when the card cannot be placed."""

    name = "expert"

    def __init__(self, seed: int | None = None, budget_ms: float | None = DEFAULT_BUDGET_MS):
        super().__init__(seed, noise=0.0, budget_ms=budget_ms)


class HumanBot(MarginBot):
    """Judges margins with Gaussian error (default 3 mm)."""

    name = "human-like"

    def __init__(self, seed: int | None = None, noise: float = 3.0,
                 budget_ms: float | None = DEFAULT_BUDGET_MS):
        super().__init__(seed, noise=noise, budget_ms=budget_ms)


# The bots by name, strongest first; "expert" is every game's strongest (issue 18).
BOTS = {"expert": SharpBot, "human-like": HumanBot}
