"""This is why you lose coins: the engine (rulings LC-1..LC-6).

Players take turns placing a coin from the pool on the table, never touching a coin
already there (LC-3), or passing. A pass ends the round: if the card can still be laid
so that it overlaps every coin (LC-2, judged by the exact solver), the last placer
scores, otherwise the passer does (LC-5). First to 3 points wins. With three or more
players the challenge option lets a player who is neither the mover nor the previous
mover end the round as if passing, at the risk of a point (LC-6).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from .. import fmt
from ..core import GameState, IllegalAction, Rng, SetupError, action_type, wrong_type
from .geometry import ID1, card_margin

# LC-1: the six current Japanese coins, diameters in mm (holes never matter).
DIAMETERS = {1: 20.0, 5: 22.0, 10: 23.5, 50: 21.0, 100: 22.6, 500: 26.5}
KINDS = tuple(DIAMETERS)
DEFAULT_POOL = {k: 2 for k in KINDS}  # LC-4: two of each kind
# Engine decision (no ruling; the source has an open table): the table is a 300 x 200 mm
# rectangle centred on (0, 0), and a coin must lie entirely on it (on_table).
TABLE = (300.0, 200.0)  # table width and height in mm, centred on (0, 0)
TARGET = 3  # LC-5: first to 3 points
MIN_PLAYERS, MAX_PLAYERS = 2, 4
GRID_STEP = 20.0  # spacing of the placements that legal_actions lists


@action_type
class Coin(NamedTuple):
    """A coin on the table: its kind (yen) and centre (mm)."""

    kind: int
    x: float
    y: float

    @property
    def radius(self) -> float:
        return DIAMETERS[self.kind] / 2

    def __str__(self) -> str:
        return f"{self.kind} yen at ({fmt.decimal(self.x, 1)}, {fmt.decimal(self.y, 1)})"


@action_type
class Place(NamedTuple):
    """Put a coin of ``kind`` from the pool with its centre at (x, y) mm."""

    kind: int
    x: float
    y: float

    def __str__(self) -> str:
        return (f"place a {self.kind} yen coin at ({fmt.decimal(self.x, 1)}, "
                f"{fmt.decimal(self.y, 1)})")


@action_type
class Pass(NamedTuple):
    def __str__(self) -> str:
        return "pass"


@action_type
class Challenge(NamedTuple):
    def __str__(self) -> str:
        return "challenge"


@action_type
class LetStand(NamedTuple):
    def __str__(self) -> str:
        return "no challenge"


PASS, CHALLENGE, LET_STAND = Pass(), Challenge(), LetStand()


def touches(coins, kind: int, x: float, y: float) -> Coin | None:
    """LC-3: the first coin on the table that a new coin would touch or overlap."""
    r = DIAMETERS[kind] / 2
    for c in coins:
        if math.hypot(c.x - x, c.y - y) <= c.radius + r:
            return c
    return None


def on_table(kind: int, x: float, y: float) -> bool:
    # Engine decision: the whole coin must lie on the table (see TABLE).
    r = DIAMETERS[kind] / 2
    return abs(x) + r <= TABLE[0] / 2 and abs(y) + r <= TABLE[1] / 2


class CoinsGame(GameState):
    """A game of This is why you lose coins."""

    game_name = "coins"

    def __init__(self) -> None:  # use new_game
        self.log = []

    # --- setup --------------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int = 2, seed: int | None = None, *, challenge: bool = False,
                 pool: dict[int, int] | None = None, first_player: int = 0,
                 first_coin: Coin | None = None, target: int = TARGET) -> CoinsGame:
        if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise SetupError(f"This is why you lose coins is for 2-4 players, got {num_players!r}")
        if challenge and num_players < 3:
            raise SetupError("the challenge option needs 3 or more players (LC-6)")
        pool = dict(DEFAULT_POOL if pool is None else pool)
        if any(k not in DIAMETERS or not isinstance(n, int) or n < 0 for k, n in pool.items()):
            raise SetupError(f"a pool maps coin kinds {KINDS} to counts >= 0, got {pool!r}")
        if not 0 <= first_player < num_players:
            raise SetupError(f"first_player must be a seat 0-{num_players - 1}")
        if not isinstance(target, int) or target < 1:
            raise SetupError("target must be a whole number >= 1")
        first_coin = Coin(10, 0.0, 0.0) if first_coin is None else Coin(*first_coin)
        if pool.get(first_coin.kind, 0) < 1 or not on_table(*first_coin):
            raise SetupError(f"the setup coin {first_coin} must come from the pool "
                             "and lie on the table")
        s = cls()
        s.n, s.rng, s.challenge, s.target = num_players, Rng(seed), challenge, target
        s.full_pool = {k: pool.get(k, 0) for k in KINDS}
        s.points = [0] * num_players
        s.round_no, s._over, s.rounds = 0, False, []
        # LC-4: round 1 opens with the setup coin, counted as placed by the seat before
        # the first mover (LC-5).
        s._start_round(opener=(first_player - 1) % num_players, coin=first_coin)
        return s

    def _start_round(self, opener: int, coin: Coin | None) -> None:
        self.round_no += 1
        self.pool = dict(self.full_pool)
        self.table: list[Coin] = []
        self.pending: Place | None = None
        self.asked: list[int] = []
        if coin is None:  # LC-4: the round winner places the first coin
            self.phase, self.mover, self.last_placer = "open", opener, None
            self._record("round", round=self.round_no,
                         opening={"kind": "opener_places", "opener": opener})
            return
        self.pool[coin.kind] -= 1
        self.table.append(coin)
        self.last_placer = opener
        self.phase, self.mover = "turn", (opener + 1) % self.n
        self._record("round", round=self.round_no,
                     opening={"kind": "setup_coin", "coin": list(coin)})

    # --- protocol -----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._over:
            return None
        if self.phase == "challenge":
            return self._challengers()[len(self.asked)]
        return self.mover

    def _challengers(self) -> list[int]:
        """LC-6: neither the mover nor the previous mover, in order from the mover's left."""
        # Engine decision: the source's "first to speak" becomes asking each eligible
        # player in turn from the mover's left; the first challenge ends the round.
        seats = [(self.mover + k) % self.n for k in range(1, self.n)]
        return [p for p in seats if p != self.last_placer]

    def legal_actions(self) -> list:
        if self._over:
            return []
        if self.phase == "challenge":
            return [CHALLENGE, LET_STAND]
        places = self.grid_placements()
        if self.phase == "open":
            return places
        return [PASS] + places

    def grid_placements(self, step: float = GRID_STEP) -> list[Place]:
        """Legal placements on a square grid (the continuous choice, sampled)."""
        out = []
        nx, ny = int(TABLE[0] / 2 // step), int(TABLE[1] / 2 // step)
        for kind in KINDS:
            if self.pool.get(kind, 0) < 1:
                continue
            for i in range(-nx, nx + 1):
                for j in range(-ny, ny + 1):
                    x, y = i * step, j * step
                    if on_table(kind, x, y) and touches(self.table, kind, x, y) is None:
                        out.append(Place(kind, x, y))
        return out

    def _check(self, action):
        # Typed actions only: a Place, Pass, Challenge or LetStand, never a look-alike
        # tuple (a Coin has the same fields as a Place) or text.
        if self.phase == "challenge":
            if type(action) not in (Challenge, LetStand):
                raise wrong_type(action, (Challenge, LetStand), "LC-6", [CHALLENGE, LET_STAND],
                                 {"kind": "now_challenge_or_let_stand",
                                  "player": self.current_player})
            return action
        if type(action) in (Challenge, LetStand):
            raise IllegalAction("nothing_to_challenge", "LC-6")
        if self.phase == "open" and type(action) is not Place:
            raise wrong_type(action, Place, "LC-4", (),
                             {"kind": "now_place_first", "player": self.mover})
        if type(action) not in (Place, Pass):
            raise wrong_type(action, (Place, Pass), "LC-3", (),
                             {"kind": "now_place_or_pass", "player": self.mover})
        if type(action) is Pass:
            return action
        kind, x, y = action
        if (type(kind) is not int or any(type(v) not in (int, float) for v in (x, y))):
            raise IllegalAction("not_a_placement", "LC-3", kinds=list(KINDS))
        x, y = float(x), float(y)
        if kind not in DIAMETERS:
            raise IllegalAction("no_such_coin", "LC-1", yen=kind, kinds=list(KINDS))
        if not (math.isfinite(x) and math.isfinite(y)):
            raise IllegalAction("position_not_finite", "LC-3")
        if self.pool.get(kind, 0) < 1:
            left = [[k, self.pool[k]] for k in KINDS if self.pool.get(k, 0)]
            if not left:
                raise IllegalAction("pool_empty", "LC-4", yen=kind, player=self.mover)
            raise IllegalAction("none_left", "LC-4", yen=kind, left=left)
        if not on_table(kind, x, y):
            raise IllegalAction("off_table", "LC-3", yen=kind, width=TABLE[0],
                                height=TABLE[1])
        hit = touches(self.table, kind, x, y)
        if hit is not None:
            raise IllegalAction("touches", "LC-3", yen=kind, touching=list(hit))
        return Place(kind, x, y)

    def _apply(self, action) -> None:
        p = self.current_player
        if type(action) is Pass:
            self._record("pass", player=p)
            self._end_round(passer=p, challenge=False)
        elif type(action) is Challenge:
            self._record("challenge", player=p)
            self.pending = None
            self._end_round(passer=p, challenge=True)
        elif type(action) is LetStand:
            self.asked.append(p)
            if len(self.asked) == len(self._challengers()):
                self._place(self.pending)
        elif self.phase == "turn" and self.challenge and self._challengers():
            # LC-6 priority: a challenge comes before the placement lands.
            self.pending, self.asked, self.phase = action, [], "challenge"
            self._record("announce", player=p, coin=list(action))
        else:
            self._place(action)

    def _place(self, action: Place) -> None:
        p = self.mover
        coin = Coin(*action)
        self.pool[coin.kind] -= 1
        self.table.append(coin)
        self._record("place", player=p, coin=list(coin))
        self.last_placer, self.mover = p, (p + 1) % self.n
        self.pending, self.asked, self.phase = None, [], "turn"
        if not any(self.pool.values()):
            self._record("empty", player=self.mover)  # LC-4: the next player must pass

    def must_pass(self) -> bool:
        """LC-4: with an empty pool the player to move can only pass."""
        return self.phase == "turn" and not any(self.pool.values())

    def margin(self):
        """LC-2: the exact best card placement over the coins on the table."""
        return card_margin([(c.x, c.y, c.radius) for c in self.table], ID1)

    def _end_round(self, passer: int, challenge: bool) -> None:
        best = self.margin()
        placer = self.last_placer
        winner = placer if best.coverable else passer
        self.points[winner] += 1
        lost = challenge and winner != passer and self.points[passer] > 0
        if lost:
            self.points[passer] -= 1  # LC-6: a failed challenge costs 1, never below 0
        self._record("round_end", winner=winner, margin=best.margin, center=list(best.center),
                     angle=best.angle,
                     verdict={"kind": "card_fits" if best.coverable else "card_misses",
                              "rule": "LC-2"},
                     cost={"kind": "challenge_cost", "player": passer, "rule": "LC-6"}
                     if lost else {"kind": "no_cost"})
        self.rounds.append({"round": self.round_no, "winner": winner, "passer": passer,
                            "placer": placer, "challenge": challenge, "margin": best.margin,
                            "center": list(best.center), "angle": best.angle,
                            "table": [list(c) for c in self.table]})
        if self.points[winner] >= self.target:
            self._over = True
            self._record("game_end", winner=winner, target=self.target)  # LC-5
            return
        self._start_round(opener=winner, coin=None)  # LC-4: the winner opens

    def scores(self) -> list[int]:
        return list(self.points)

    def winners(self) -> list[int]:
        return [p for p in range(self.n) if self.points[p] >= self.target] if self._over else []

    def view(self, player: int) -> dict:
        """Everything is public in this game."""
        return {"table": list(self.table), "pool": dict(self.pool), "points": list(self.points),
                "mover": self.mover, "phase": self.phase, "pending": self.pending}

    # --- JSON -----------------------------------------------------------------------
    def _to_dict(self) -> dict:
        return {"n": self.n, "challenge": self.challenge, "target": self.target,
                "full_pool": {str(k): v for k, v in self.full_pool.items()},
                "pool": {str(k): v for k, v in self.pool.items()},
                "points": self.points, "round_no": self.round_no, "over": self._over,
                "rounds": self.rounds, "table": [list(c) for c in self.table],
                "pending": list(self.pending) if self.pending else None,
                "asked": self.asked, "phase": self.phase, "mover": self.mover,
                "last_placer": self.last_placer}

    @classmethod
    def _from_dict(cls, d: dict) -> CoinsGame:
        s = cls()
        s.n, s.challenge, s.target = d["n"], d["challenge"], d["target"]
        s.full_pool = {int(k): v for k, v in d["full_pool"].items()}
        s.pool = {int(k): v for k, v in d["pool"].items()}
        s.points, s.round_no, s._over = list(d["points"]), d["round_no"], d["over"]
        s.rounds, s.table = d["rounds"], [Coin(*c) for c in d["table"]]
        s.pending = Place(*d["pending"]) if d["pending"] else None
        s.asked, s.phase, s.mover = list(d["asked"]), d["phase"], d["mover"]
        s.last_placer = d["last_placer"]
        return s
