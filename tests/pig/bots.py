"""Pig's bots: hold at a turn total (the expert), or pick at random."""

from pointyrules.core import RandomBot

from .rules import Hold, Roll


class HoldAt:
    """Roll until the turn's total reaches ``limit``, then hold."""

    name = "holder"
    limit = 10

    def __init__(self, seed: int | None = None):
        self.seed = seed

    def choose(self, state):
        return Hold() if state.total >= self.limit and Hold() in state.legal_actions() else Roll()


BOTS = {"holder": HoldAt, "random": RandomBot}
