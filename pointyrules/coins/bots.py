"""Bots for This is why you lose coins: a sharp bot that trusts the exact solver, and a
human-like bot whose sense of the margin has Gaussian error of a chosen size (mm)."""

from __future__ import annotations

import math

from ..core import Deadline, Rng
from .geometry import ID1, card_margin
from .rules import CHALLENGE, KINDS, LET_STAND, PASS, CoinsGame, Place


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

    def __init__(self, seed: int | None = None, noise: float = 0.0, rays: int = 5,
                 steps: int = 6, budget_ms: float | None = None):
        self.rng = Rng(seed)
        self.noise, self.rays, self.steps = noise, rays, steps
        self.budget_ms = budget_ms  # stops trying rays when it runs out (one at least)

    def judge(self, disks) -> float:
        m = card_margin(disks, ID1).margin
        return m + (self.rng._random.gauss(0.0, self.noise) if self.noise else 0.0)

    def choose(self, state: CoinsGame):
        if state.phase == "challenge":
            # LC-6: judge the table as it would be with the announced coin on it
            return CHALLENGE if self.judge(table_disks(state, state.pending)) <= 0 else LET_STAND
        if state.phase == "turn":
            if state.must_pass() or self.judge(table_disks(state)) <= 0:
                return PASS
        return self.place(state)

    def place(self, state: CoinsGame) -> Place:
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

    def __init__(self, seed: int | None = None, budget_ms: float | None = None):
        super().__init__(seed, noise=0.0, budget_ms=budget_ms)


class HumanBot(MarginBot):
    """Judges margins with Gaussian error (default 3 mm)."""

    name = "human-like"

    def __init__(self, seed: int | None = None, noise: float = 3.0,
                 budget_ms: float | None = None):
        super().__init__(seed, noise=noise, budget_ms=budget_ms)


# The bots by name, strongest first; "expert" is every game's strongest (issue 18).
BOTS = {"expert": SharpBot, "human-like": HumanBot}
