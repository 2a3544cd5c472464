"""Rice Dice bots, all with ``choose(state) -> action``.

- ``ExpertBot``: plays to win the game (``strategy.plan_move``): the rest of the turn
  exactly, the (leading) opponent's next turn exactly, time permitting, and the
  approximate win chance of ``strategy.win_chance`` after that.
- ``RandomBot`` (from core): any legal action, uniformly.
- ``ThresholdBot``: a simple human-like plan: umeboshi first, then the highest sesame
  that still leaves room for enough rice, then rice; stop as soon as the umeboshi rice
  is valid and its sesame sum has reached a target.
- ``OneTurnBot``: follows ``turn_advice``, the option with the highest exact expected
  points this turn (the best play for one turn, blind to the rest of the game).
"""

from __future__ import annotations

from ..core import DEFAULT_BUDGET_MS, Deadline, Estimate, RandomBot
from .odds import turn_advice
from .rules import (
    CHOOSE,
    DECIDE,
    RICE,
    START,
    UMEBOSHI,
    Keep,
    Lock,
    RiceDice,
    Roll,
    Stop,
    is_umeboshi_rice,
    sesame_dice,
    sesame_sum,
)
from .strategy import OutOfTime, plan_move

__all__ = ["BOTS", "RandomBot", "ThresholdBot", "OneTurnBot", "ExpertBot"]


class ThresholdBot:
    """Stops once the umeboshi rice is valid and the sesame sum is at least ``target``.

    At the start of a turn it locks its highest provisional card if that card is worth
    at least ``lock_at`` (never, if ``lock_at`` is None), and otherwise rolls.
    """

    def __init__(self, target: int = 8, lock_at: int | None = 9, seed: int | None = None):
        self.target = target
        self.lock_at = lock_at
        self.name = f"threshold {target}"

    def choose(self, state: RiceDice):
        legal = state.legal_actions()
        kept = state.kept_faces()
        if state.phase == START:
            own = state.provisional[state.turn]
            if self.lock_at is not None and own and max(own) >= self.lock_at:
                return Lock(max(own))
            return Roll()
        if state.phase == DECIDE:
            done = is_umeboshi_rice(kept) and sesame_sum(kept) >= self.target
            return Stop() if done or Roll() not in legal else Roll()
        assert state.phase == CHOOSE
        return max(legal, key=lambda keep: self._score(state, keep))

    def _score(self, state: RiceDice, keep: Keep) -> tuple:
        kept = list(state.kept_faces())
        free_after = len(state.free_dice()) - len(keep.dice)
        n = len(keep.dice)
        if keep.face == UMEBOSHI:
            return (3, 0)
        needs_umeboshi = 0 if UMEBOSHI in kept else 1
        if keep.face == RICE:
            short = sesame_dice(kept) - kept.count(RICE)  # rice still owed to the sesame
            # take what the sesame needs (at least one), keep the other dice rolling
            return (1, -abs(n - max(short, 1)))
        sesame_after = sesame_dice(kept) + n
        room = kept.count(RICE) + free_after - needs_umeboshi
        if sesame_sum(kept) < self.target and room >= sesame_after:
            return (2, keep.face)
        return (0, -n)


MEASURE = "expected_points_turn"  # a kind of the words


class OneTurnBot:
    """Takes the option with the highest exact expected points this turn (``turn_advice``)."""

    name = "one-turn"

    def __init__(self, seed: int | None = None):
        self.last_advice = None  # (the exact advice is cached: it takes no time budget)

    def choose(self, state: RiceDice):
        self.last_advice = turn_advice(state)
        return self.last_advice.best.action

    def explain(self, state: RiceDice) -> list[Estimate]:
        """Every option with its exact expected points this turn (cards won less cards
        lost to a bust), best first: the option ``choose`` takes, then the rest."""
        self.last_advice = advice = turn_advice(state)
        rest = sorted((o for o in advice.options if o is not advice.best),
                      key=lambda o: (-o.net, o.loss))
        return [Estimate(o.action, o.net, MEASURE) for o in (advice.best, *rest)]


WIN_MEASURE = "chance_win_game"  # a kind of the words (the table's)


class ExpertBot:
    """Plays for the win (``strategy.plan_move``): its own turn and the next turn of the
    opponent it fears most, each played exactly, then the table judged by
    ``win_chance``. With three to five players it treats the game as a duel with the
    leading opponent, as if that player moved next. If its budget runs out first it
    judges the table right after its own turn."""

    name = "expert"

    timed = True  # searches until its time budget is spent (core.make_bot)

    def __init__(self, seed: int | None = None, budget_ms: float | None = DEFAULT_BUDGET_MS):
        Deadline(budget_ms)  # a bad budget fails here
        self.budget_ms = budget_ms

    def explain(self, state: RiceDice) -> list[Estimate]:
        """Every legal option with its estimated chance to win the game, best first (on a
        tie, in the order of ``legal_actions``)."""
        deadline = Deadline(self.budget_ms)
        values = plan_move(state, 1)
        try:
            values = plan_move(state, 2, deadline)
        except OutOfTime:
            pass  # the answer of the one-turn look-ahead stands
        ranked = sorted(values, key=lambda av: -av[1])
        # sums of chances can overshoot by a rounding error: a chance stays in [0, 1]
        return [Estimate(a, min(1.0, max(0.0, v)), WIN_MEASURE, None) for a, v in ranked]

    def choose(self, state: RiceDice):
        return self.explain(state)[0].action


# The bots by the names the tables and the registry (pointyrules.games) use.
BOTS = {"expert": ExpertBot, "one-turn": OneTurnBot, "threshold": ThresholdBot, "random": RandomBot}
