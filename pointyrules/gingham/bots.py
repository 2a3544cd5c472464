"""Gingham bots: ``RandomBot`` (uniform over legal actions) and ``GreedyBot``.

The greedy bot takes the legal action with the best immediate gain for itself, a sugar
cube counted as a point (it is one at the end, GI-12) and an ability's price as a loss.
Its simple look ahead: a push-out hands the pushed player a free re-placement, and an
ant hands the next player whatever the side's free rows then offer; half of either is
subtracted. Gains are measured by putting the ant down for a moment and asking the
engine's own rule functions (``links``, ``path_length``, ``capturable``).

The active player resolves the effects of every ant landing in their turn (GI-17), also
another player's: the greedy bot then declines that player's captures, and counts on
the others to decline its own captures with an ant they resolve (a re-placed ant).
"""

from __future__ import annotations

from ..core import Estimate, RandomBot, Rng
from .board import Row
from .rules import (
    Capture,
    Connect,
    Drop,
    Gingham,
    Lift,
    Queen,
    Return,
    Skip,
    Sugar,
    connection_points,
)

__all__ = ["BOTS", "GreedyBot", "RandomBot", "landing_gain"]

MEASURE = "points_less_half"  # a kind of the words


def landing_gain(state: Gingham, seat: int, cell: int, boost: bool = False,
                 capture: bool = True) -> float:
    """Points (and cubes) ``seat`` would get at once from an ant on ``cell``; with
    ``capture=False`` without a capture (another player resolves it and declines it)."""
    ants = state.ants
    before = ants[cell]
    ants[cell] = seat
    try:
        return _gain_here(state, seat, cell, boost, capture)
    finally:
        ants[cell] = before


def _gain_here(state: Gingham, seat: int, cell: int, boost: bool, capture: bool) -> float:
    gain = 0.0
    here = state.b.sweet_of[cell]
    stacks, tokens = state.stacks, state.tokens
    pairs = state.links(seat, cell)
    merged_here = len(stacks.get(here, ()))
    if pairs:
        # connections: a spanning set of the linked stacks, shortest paths first
        lengths = sorted((state.path_length(seat, cell, a, b), a, b) for a, b in pairs)
        group = {p: p for pair in pairs for p in pair}

        def root(p):
            while group[p] != p:
                p = group[p]
            return p

        for length, a, b in lengths:
            ra, rb = root(a), root(b)
            if ra != rb:
                group[ra] = rb
                gain += connection_points(length, boost)
        if here in group:
            merged_here = sum(len(stacks[p]) for p in group if root(p) == root(here))
    p = state.capturable(seat, cell) if capture else None
    if p is not None:
        gain += merged_here + (tokens.get(p) is not None) + 1  # +1: the token at the end
    if state.sugar.get(here, 0):  # GI-16: only cubes lying there as the ant lands
        gain += 1
    return gain


class GreedyBot:
    """The best immediate gain, with a glance at what the move hands the next player."""

    name = "expert"

    def __init__(self, seed: int | None = None, look: float = 0.5):
        self.rng = Rng(seed)
        self.look = look  # one look ahead: it takes no time budget

    def choose(self, state: Gingham):
        legal = state.legal_actions()
        values, pick = self._scored(state, legal)
        return legal[pick]

    def explain(self, state: Gingham) -> list[Estimate]:
        """Every legal move with its value (MEASURE), best first: the move ``choose``
        takes (the same tie-break, from the same generator), then the others by value.
        In the effects phase a move's value is the whole landing's, played out with the
        bot's rule of thumb for the moves after it."""
        legal = state.legal_actions()
        values, pick = self._scored(state, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        order.remove(pick)
        return [Estimate(legal[i], values[i], MEASURE, None) for i in (pick, *order)]

    def _scored(self, state: Gingham, legal: list) -> tuple[list[float], int]:
        """Each legal move's value and the index of the one to play (ties broken by the
        bot's generator, exactly as many draws as a plain choice takes)."""
        if len(legal) == 1:
            return [self._effect_value(state, legal[0]) if state.phase == "effects"
                    else 0.0], 0
        kind = type(legal[0])
        seat = state.current_player
        if kind is Queen:
            return self._best(legal, lambda q: self._queen_value(state, q))
        if state.phase == "ant":
            return self._best(legal, lambda a: self._ant_value(state, a))
        if state.phase == "effects":  # the best played out; equal: the rule's order
            values = [self._effect_value(state, a) for a in legal]
            return values, max(self._effect_order(state, legal), key=lambda i: values[i])
        if kind is Drop:  # we resolve the moved ant's effects (GI-17)
            owner = state.lifted[0]
            sign = 1 if owner == seat else -1
            return self._best(legal, lambda d: sign * landing_gain(
                state, owner, state.b.index[d.cell], capture=owner == seat))
        if kind is Return:  # the active player resolves it and will decline a capture
            return self._best(legal, lambda r: landing_gain(
                state, seat, state.b.index[r.cell], capture=False))
        return [0.0] * len(legal), self.rng.randrange(len(legal))

    def _best(self, legal, value) -> tuple[list[float], int]:
        values = [value(a) for a in legal]
        top = max(values)
        ties = [i for i, v in enumerate(values) if v >= top - 1e-9]
        return values, ties[self.rng.randrange(len(ties))]

    # --- queens and ants ----------------------------------------------------------
    def _queen_value(self, state: Gingham, queen: Queen) -> float:
        seat = state.current_player
        ability = dict(state.queen_options())[queen]
        row = Row(queen.side, queen.number)
        cost = state.cost(ability) if ability else 0
        if not state.supply[seat]:
            return -cost
        cells = [c for c in state.b.row_cells[row] if state.ants[c] != seat]
        best = max((self._cell_value(state, seat, c) for c in cells), default=-0.5)
        return best - cost

    def _cell_value(self, state: Gingham, seat: int, cell: int, boost: bool = False) -> float:
        value = landing_gain(state, seat, cell, boost)
        victim = state.ants[cell]
        if victim >= 0:  # the pushed player re-places it anywhere: a gift to them
            value -= self.look * self._best_anywhere(state, victim)  # (we resolve it)
        return value

    def _best_anywhere(self, state: Gingham, seat: int) -> float:
        key = (id(state), len(state.log), seat)
        if getattr(self, "_cache_key", None) != key:
            empty = [c for c, a in enumerate(state.ants) if a < 0]
            self._cache_key = key
            self._cache_value = max((landing_gain(state, seat, c, capture=False)
                                     for c in empty), default=0)
        return self._cache_value

    def _ant_value(self, state: Gingham, action) -> float:
        seat = state.current_player
        if type(action) is Skip:
            return 0.0
        if type(action) is Lift:
            return -state.cost("move") - 0.5
        cell = state.b.index[action.cell]
        cost = state.cost("boost") if action.boost else 0
        if cell in state.b.beyond_cells[state.queen_row()]:
            cost += state.cost("stitch")
        value = self._cell_value(state, seat, cell, action.boost) - cost
        return value - self.look * self._next_player_gain(state, cell, seat)

    def _next_player_gain(self, state: Gingham, cell: int, seat: int) -> float:
        """The best the next queen's owner could get in a free row of this side after
        our ant lands on ``cell``."""
        if state.turn + 1 >= len(state.order):
            return 0.0
        nxt = state.order[state.turn + 1][0]
        if nxt == seat:
            return 0.0
        before = state.ants[cell]
        state.ants[cell] = seat
        try:
            best = 0.0
            side = state.side
            for r in range(1, state.n + 1):
                row = Row(side, r)
                if row in state.row_queens:
                    continue
                for c in state.b.row_cells[row]:
                    if state.ants[c] != nxt:
                        best = max(best, landing_gain(state, nxt, c))
            return best
        finally:
            state.ants[cell] = before

    # --- effects ------------------------------------------------------------------
    def _effect_order(self, state: Gingham, legal) -> list[int]:
        """The effects in the order the bot prefers them (GI-8: links are compulsory, so
        only their direction and order are a choice). Its own ant: merge onto the
        landing point first (a capture there then takes it all), else onto its own
        captured stack, else onto the taller stack; then capture, sugar, done. Another
        player's ant (GI-17): the opposite merges, sugar, and never their capture."""
        here = state.b.sweet_of[state.landing["cell"]]
        owner = state.landing["owner"]
        ours = owner == state.current_player

        def rank(i: int) -> tuple:
            a = legal[i]
            if type(a) is Connect:
                merge = (a.dst == here, state.tokens.get(a.dst) == owner,
                         len(state.stacks[a.dst]) - len(state.stacks[a.src]))
                return (3, *(merge if ours else (-m for m in merge)))
            if type(a) is Capture:
                return (2 if ours else -1,)
            return (1,) if type(a) is Sugar else (0,)

        # stable: among equal ranks the first listed comes first, as max()/min() took it
        return sorted(range(len(legal)), key=lambda i: tuple(-r for r in rank(i)))

    def _effect_value(self, state: Gingham, action) -> float:
        """What the landing's effects bring if ``action`` comes next and the rest follow
        the bot's order: the owner's points, cubes and held stacks (each worth its
        height and the token at the end, GI-12), counted against the resolving player
        when the ant is another's (GI-17: the owner scores, even the cube)."""
        owner = state.landing["owner"]
        sign = 1 if owner == state.current_player else -1
        before = _worth(state, owner)
        s = state.clone()
        s.apply(action)
        while s.phase == "effects" and s.landing["cell"] == state.landing["cell"]:
            legal = s.legal_actions()
            s.apply(legal[self._effect_order(s, legal)[0]])
        return sign * (_worth(s, owner) - before)


def _worth(state: Gingham, seat: int) -> int:
    """Points, cubes (a point each at the end) and held stacks (height and token)."""
    held = sum(len(stack) + 1 for point, stack in state.stacks.items()
               if state.tokens.get(point) == seat)
    return state.score[seat] + state.cubes[seat] + held


# The bots by name, strongest first; "expert" is every game's strongest (issue 18).
BOTS = {"expert": GreedyBot, "random": RandomBot}
