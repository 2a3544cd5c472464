"""Pig's engine: the game protocol of ``pointyrules.core`` on a toy game."""

from __future__ import annotations

from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

from pointyrules import codec as c
from pointyrules import core
from pointyrules.core import CHANCE, GameState, IllegalAction, SetupError

from .about import PLAYERS

MIN_PLAYERS, MAX_PLAYERS = PLAYERS
FACES = (1, 2, 3, 4, 5, 6)


class Phase(StrEnum):
    DECIDE = "decide"
    ROLLING = "rolling"


DECIDE, ROLLING = Phase


Roll = core.word_action("Roll", "roll")
Hold = core.word_action("Hold", "hold")


@core.action_type
class Rolled(NamedTuple):
    face: int

    def __str__(self) -> str:
        return f"rolled {self.face}"


class PigView(NamedTuple):
    scores: tuple[int, ...]
    turn: int
    total: int
    phase: str
    target: int


class Pig(GameState):
    game_name = "pig"

    def __init__(self, num_players: int = 2, target: int = 20, seed: int | core.Rng | None = None):
        self.num_players = c.check_players(num_players, (MIN_PLAYERS, MAX_PLAYERS), "Pig")
        self.target = c.check_range("target", target, 2)
        self.score = [0] * num_players
        self.turn, self.total, self.phase, self.turns = 0, 0, DECIDE, 0
        self.rng = core.Rng(seed)
        self.log: list[core.Event] = []
        self._over = False
        self._record("start", players=num_players, target=target)

    FIELDS = {"num_players": c.Players((MIN_PLAYERS, MAX_PLAYERS), "Pig"),
              "target": c.Int(2), "score": c.List(c.Int(0), per_seat=True),
              "turn": c.Seat(), "total": c.Int(0), "phase": c.Enum(Phase),
              "turns": c.Int(0), "over": c.Bool()}

    def _validate(self) -> None:
        top = max(self.score)
        if self._over != (top >= self.target):
            raise SetupError("over must say whether a score reached the target",
                             field="over")
        if not self._over and self.score[self.turn] + self.total >= self.target:
            raise SetupError("a turn's total that reaches the target is held at once",
                             field="total")

    @classmethod
    def new_game(cls, num_players: int = 2, seed: int | core.Rng | None = None, *,
                 target: int = 20) -> Pig:
        return cls(num_players, target, seed)

    @property
    def current_player(self) -> int | None:
        """The seat to move; CHANCE while the die is in the air; None at the end."""
        return None if self._over else {ROLLING: CHANCE}.get(self.phase, self.turn)

    def legal_actions(self) -> list:
        """Roll, and Hold once the turn has a total; while rolling, the six faces."""
        moves = {ROLLING: [Rolled(f) for f in FACES],
                 DECIDE: [Roll(), Hold()][:1 + bool(self.total)]}
        return [] if self._over else moves[self.phase]

    def chance_outcomes(self) -> list[tuple[Rolled, Fraction]]:
        return [(Rolled(f), Fraction(1, 6)) for f in FACES] if self.phase == ROLLING else []

    def sample_chance(self) -> Rolled:
        if self.phase != ROLLING:
            raise self.refuse("no_roll", "pig", self.legal_actions())
        return Rolled(self.rng.choice(FACES))

    def _check(self, action):
        legal = self.legal_actions()
        for a in legal:
            if type(a) is type(action) and a == action:
                return a
        if type(action) not in (Roll, Hold, Rolled):
            raise core.wrong_type(action, (Roll, Hold), "pig", legal,
                             {"kind": "roll_or_hold", "seat": self.turn})
        if type(action) is Hold:
            raise IllegalAction("nothing_to_hold", "pig", legal, seat=self.turn)
        raise IllegalAction("not_now", "pig", legal, action=str(action))

    def _apply(self, action) -> None:
        seat = self.turn
        if type(action) is Roll:
            self.phase = ROLLING
        elif type(action) is Hold:
            self._bank(seat)
        elif action.face == 1:
            self._record("bust", seat=seat, lost=self.total)
            self._next()
        else:
            self.total += action.face
            self.phase = DECIDE
            self._record("roll", seat=seat, face=action.face, total=self.total)
            if self.score[seat] + self.total >= self.target:
                self._bank(seat)  # reaching the target ends the turn at once

    def _bank(self, seat: int) -> None:
        self.score[seat] += self.total
        self._record("hold", seat=seat, points=self.total, score=self.score[seat])
        if self.score[seat] >= self.target:
            self._over = True
            self._record("win", winner=seat, scores=list(self.score))
            return
        self._next()

    def _next(self) -> None:
        self.turn, self.total, self.phase = (self.turn + 1) % self.num_players, 0, DECIDE
        self.turns += 1

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        top = max(self.score)
        return [s for s, v in enumerate(self.score) if v == top] if self._over else []

    def view(self, player: int) -> PigView:
        c.check_seat("player", player, self.num_players)
        return PigView(tuple(self.score), self.turn, self.total, self.phase, self.target)
