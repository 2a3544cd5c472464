"""This is why you lose coins: the engine (rulings LC-1..LC-6).

Players take turns placing a coin from the pool on the table, never touching a coin
already there (LC-3), or passing. A pass ends the round: if the card can still be laid
so that it hides part of every coin (LC-2, judged by the exact solver), the last placer
scores, otherwise the passer does (LC-5). First to 3 points wins. With three or more
players the challenge option lets a player who is neither the mover nor the previous
mover end the round as if passing, at the risk of a point (LC-6).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from .. import codec as c
from .. import fmt
from ..core import GameState, IllegalAction, Rng, SetupError, action_type, wrong_type
from .about import PLAYERS, TARGET
from .geometry import ID1, card_margin

# LC-1: the six current Japanese coins, diameters in mm (holes never matter).
DIAMETERS = {1: 20.0, 5: 22.0, 10: 23.5, 50: 21.0, 100: 22.6, 500: 26.5}
KINDS = tuple(DIAMETERS)
DEFAULT_POOL = {k: 2 for k in KINDS}  # LC-4: two of each kind
# Engine decision (no ruling; the source has an open table): the table is a 300 x 200 mm
# rectangle centred on (0, 0), and a coin must lie entirely on it (on_table).
TABLE = (300.0, 200.0)  # table width and height in mm, centred on (0, 0)
MIN_PLAYERS, MAX_PLAYERS = PLAYERS  # declared once in about.py (and TARGET, LC-5)
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
    for coin in coins:
        if math.hypot(coin.x - x, coin.y - y) <= coin.radius + r:
            return coin
    return None


def on_table(kind: int, x: float, y: float) -> bool:
    # Engine decision: the whole coin must lie on the table (see TABLE).
    r = DIAMETERS[kind] / 2
    return abs(x) + r <= TABLE[0] / 2 and abs(y) + r <= TABLE[1] / 2


def first_touching(coins) -> tuple[int, Coin] | None:
    """LC-3: the first coin (its index and itself) that touches a coin before it on the
    table, by the engine's own test (``touches``: a gap of exactly 0 is touching)."""
    for i, coin in enumerate(coins):
        if touches(coins[:i], *coin) is not None:
            return i, coin
    return None


class Phase(StrEnum):
    """Where a round is: its opener to place the first coin (LC-4), a player to place
    or pass (LC-3, LC-5), or an announced placement open to challenge (LC-6)."""

    OPEN = "open"
    TURN = "turn"
    CHALLENGE = "challenge"


# --- the saved state's codecs ------------------------------------------------------------

def _load_kind(raw, path, ctx) -> int:
    if not c.is_int(raw) or raw not in DIAMETERS:
        raise c.bad(path, "a coin kind (" + ", ".join(map(str, KINDS)) + " yen)", raw, "LC-1")
    return raw


def _load_mm(raw, path, ctx) -> float:
    """A length or coordinate in mm: a finite number, kept as a float."""
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        raise c.bad(path, "a number (mm)", raw)
    try:
        value = float(raw)
    except OverflowError:
        value = math.inf
    if not math.isfinite(value):
        raise c.bad(path, "a finite number (mm)", raw)
    return value


_KIND = c.Custom(dump=lambda k: k, load=_load_kind)
_MM = c.Custom(dump=lambda v: v, load=_load_mm)


_PARTS = c.Tuple(_KIND, _MM, _MM)


@dataclass(frozen=True)
class _Coin(c.Codec):
    """A coin (or announced placement) written as [kind, x, y]: a known kind, lying
    entirely on the table (the engine's decision, refused as LC-3 in play). (Codecs are
    classes with no code that runs at import, not closures: mutmut forks after the
    import, so only code run by the tests can be told from its mutants.)"""

    make: Callable

    def dump(self, value):
        return list(value)

    def load(self, raw, path, ctx):
        kind, x, y = _PARTS.load(raw, path, ctx)
        if not on_table(kind, x, y):
            raise c.bad(path, f"a coin lying on the {TABLE[0]:g} x {TABLE[1]:g} mm table",
                        raw, "LC-3")
        return self.make(kind, x, y)


@dataclass(frozen=True)
class _Pool(c.Codec):
    """Coin kinds -> counts, keyed by str(kind) in JSON, every kind present; a count
    from 0 to that kind's count in the field ``upto`` (the full pool)."""

    upto: str | None

    def dump(self, value):
        return {str(k): v for k, v in value.items()}

    def load(self, raw, path, ctx):
        if not isinstance(raw, dict) or set(raw) != {str(k) for k in KINDS}:
            raise c.bad(path, "an object with a count for each kind " + ", ".join(
                map(str, KINDS)), raw, "LC-4")
        return {k: c.check_range(f"{path}.{k}", raw[str(k)], 0,
                                 None if self.upto is None else ctx[self.upto][k], "LC-4")
                for k in KINDS}

    def copy(self, value):
        return value if self.upto is None else dict(value)


class _Row(c.Record):
    """A record kept as a plain dict (the history reads ``round["margin"]``), never
    changed once written, so shared by a clone."""

    copy = c.Codec.copy

    def dump(self, value):
        return {k: codec.dump(value[k]) for k, codec in self.fields.items()}


_COIN = _Coin(Coin)
_ROUND = _Row(dict, round=c.Int(1), winner=c.Seat(), passer=c.Seat(), placer=c.Seat(),
              challenge=c.Bool(), lost=c.Bool(), margin=_MM, center=c.List(_MM, length=2),
              angle=_MM,
              table=c.List(_Coin(lambda *coin: list(coin)), lo=1))


def setup_was_last(round_no: int, table) -> bool:
    """LC-5: whether a round's last placement was the setup coin (the opener's): round 1,
    with no coin placed after it."""
    return round_no == 1 and len(table) == 1


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
        c.check_players(num_players, (MIN_PLAYERS, MAX_PLAYERS), "This is why you lose coins")
        if challenge and num_players < 3:
            raise SetupError("the challenge option needs 3 or more players (LC-6)",
                             field="challenge", rule="LC-6")
        if pool is None:
            pool = DEFAULT_POOL
        if not isinstance(pool, Mapping) or any(
                k not in DIAMETERS or not c.is_int(n) or n < 0 for k, n in pool.items()):
            raise SetupError(f"a pool maps coin kinds {KINDS} to counts >= 0, got {pool!r}",
                             field="full_pool", rule="LC-4")
        pool = dict(pool)
        c.check_seat("first_player", first_player, num_players)
        c.check_range("target", target, 1, rule="LC-5")
        if first_coin is None:
            first_coin = Coin(10, 0.0, 0.0)
        if not (isinstance(first_coin, Sequence) and len(first_coin) == 3
                and all(type(v) in (int, float) and abs(v) <= TABLE[0] for v in first_coin[1:])):
            # (abs(nan) <= x is False; a huge whole number is refused before any float())
            raise SetupError(f"the setup coin must be a kind and a position [kind, x, y] in mm "
                             f"on the table, got {first_coin!r}", field="table", rule="LC-4")
        first_coin = Coin(*first_coin)
        kind, x, y = first_coin
        if not (c.is_int(kind) and kind in DIAMETERS and pool.get(kind, 0) >= 1
                and on_table(kind, x, y)):
            raise SetupError(f"the setup coin {first_coin} must come from the pool "
                             "and lie on the table", field="table", rule="LC-4")
        first_coin = Coin(kind, float(x), float(y))  # as a placement keeps it (LC-3)
        s = cls()
        s.num_players, s.rng, s.challenge, s.target = num_players, Rng(seed), challenge, target
        s.full_pool = {k: pool.get(k, 0) for k in KINDS}
        s.points = [0] * num_players
        s.round_no, s._over, s.rounds = 0, False, []
        # LC-4: round 1 opens with the setup coin, counted as placed by the seat before
        # the first mover (LC-5).
        s._start_round(opener=(first_player - 1) % num_players, coin=first_coin)
        s._validate()
        return s

    # The state, declared once: JSON, clone and a saved state's checks come from here.
    FIELDS = {
        "num_players": c.Players((MIN_PLAYERS, MAX_PLAYERS), "This is why you lose coins"),
        "challenge": c.Bool(),
        "target": c.Int(1, rule="LC-5"),
        "full_pool": _Pool(None),
        "pool": _Pool("full_pool"),
        "points": c.List(c.Int(0, lambda ctx: ctx["target"], "LC-5"), per_seat=True),
        "round_no": c.Int(1),
        "over": c.Bool(),
        "rounds": c.List(_ROUND),
        "table": c.List(_COIN),
        "pending": c.Opt(_Coin(Place)),
        "asked": c.List(c.Seat(), hi=lambda ctx: ctx["num_players"]),
        "phase": c.Enum(Phase),
        "mover": c.Seat(),
        "last_placer": c.Seat(optional=True),
    }

    def _validate(self) -> None:
        """What needs several fields: the coins accounted for (LC-4), none touching
        (LC-3), a phase that fits the table, the announced coin and who was asked
        (LC-4, LC-6), the points the rounds gave and the end (LC-5, LC-6)."""
        if self.challenge and self.num_players < 3:
            raise SetupError("the challenge option needs 3 or more players (LC-6)",
                             field="challenge", rule="LC-6")
        if not any(self.full_pool.values()):
            raise SetupError("full_pool must hold at least the setup coin (LC-4)",
                             field="full_pool", rule="LC-4")
        hit = first_touching(self.table)
        if hit is not None:
            raise SetupError(f"table[{hit[0]}]: the coin {hit[1]} touches a coin placed "
                             "before it (LC-3)", field="table", rule="LC-3")
        on_table_now = Counter(coin.kind for coin in self.table)
        for k in KINDS:
            if self.pool[k] + on_table_now[k] != self.full_pool[k]:
                raise SetupError(f"pool: {self.pool[k]} {k} yen coins in the pool and "
                                 f"{on_table_now[k]} on the table make not the full pool's "
                                 f"{self.full_pool[k]} (LC-4)", field="pool", rule="LC-4")
        self._validate_rounds()
        self._validate_phase()

    def _validate_phase(self) -> None:
        n, phase = self.num_players, self.phase
        if phase == Phase.OPEN:  # LC-4: the round's winner places the first coin
            if self._over or self.round_no < 2 or self.table or self.last_placer is not None:
                raise SetupError("phase open is only a later round's start: no coin on the "
                                 "table, no last placer, the game not over (LC-4)",
                                 field="phase", rule="LC-4")
            if self.mover != self.rounds[-1]["winner"]:
                raise SetupError("mover: the last round's winner opens the round (LC-4)",
                                 field="mover", rule="LC-4")
        else:
            if not self.table:
                raise SetupError(f"phase {phase.value} needs a coin on the table (LC-4)",
                                 field="phase", rule="LC-4")
            if self.last_placer != (self.mover - 1) % n:
                raise SetupError("last_placer must be the seat before the mover (LC-5)",
                                 field="last_placer", rule="LC-5")
        if phase != Phase.CHALLENGE:
            if self.pending is not None:
                raise SetupError("pending: a placement awaits challenges only in the "
                                 "challenge phase (LC-6)", field="pending", rule="LC-6")
            if self.asked:
                raise SetupError("asked: players are asked only in the challenge phase "
                                 "(LC-6)", field="asked", rule="LC-6")
            return
        if not self.challenge:
            raise SetupError("phase challenge needs the challenge option (LC-6)",
                             field="phase", rule="LC-6")
        order = self._challengers()
        if self.asked != order[:len(self.asked)] or len(self.asked) >= len(order):
            raise SetupError(f"asked must be the first players of {order} asked in turn, "
                             "not all of them (LC-6)", field="asked", rule="LC-6")
        if self._over:  # a challenge ended the game: nothing is announced any more
            if self.pending is not None:
                raise SetupError("pending: nothing is announced once the game is over",
                                 field="pending", rule="LC-6")
            return
        p = self.pending
        if p is None:
            raise SetupError("pending: the challenge phase has an announced placement "
                             "(LC-6)", field="pending", rule="LC-6")
        if self.pool[p.kind] < 1 or touches(self.table, *p) is not None:
            raise SetupError(f"pending: {p} must be a coin of the pool that touches no "
                             "coin on the table (LC-3, LC-4)", field="pending", rule="LC-3")

    def _validate_rounds(self) -> None:
        """The rounds played: numbered in order, each won as LC-5 says, the points
        they gave (a failed challenge costs one, never below 0: LC-6) and the end."""
        points = [0] * self.num_players
        for i, r in enumerate(self.rounds):
            where = f"rounds[{i}]"
            if r["round"] != i + 1:
                raise SetupError(f"{where} must be round {i + 1}", field="rounds")
            if r["passer"] == r["placer"] or r["winner"] != (
                    r["placer"] if r["margin"] > 0 else r["passer"]):
                raise SetupError(f"{where}: the last placer scores if the card fits, else "
                                 "the passer (LC-5)", field="rounds", rule="LC-5")
            if r["challenge"] and not self.challenge:
                raise SetupError(f"{where} has a challenge without the option (LC-6)",
                                 field="rounds", rule="LC-6")
            coins = [Coin(*coin) for coin in r["table"]]
            count = Counter(coin.kind for coin in coins)
            if any(count[k] > self.full_pool[k] for k in KINDS) or first_touching(coins):
                raise SetupError(f"{where}: a table of the pool's coins, none touching "
                                 "(LC-3, LC-4)", field="rounds", rule="LC-3")
            if any(points[p] >= self.target for p in range(self.num_players)):
                raise SetupError(f"{where} was played after the game's end (LC-5)",
                                 field="rounds", rule="LC-5")
            winner, passer = r["winner"], r["passer"]
            points[winner] += 1
            lost = r["challenge"] and winner != passer and points[passer] > 0
            if r["lost"] != lost:
                raise SetupError(f"{where}: lost must say whether a failed challenge cost the "
                                 "challenger a point (never below 0, LC-6)", field="rounds",
                                 rule="LC-6")
            points[passer] -= lost
        if points != self.points:
            raise SetupError(f"points must be {points}, what the rounds played gave "
                             "(LC-5, LC-6)", field="points", rule="LC-5")
        if self._over != (max(points) >= self.target):
            raise SetupError("over must say whether a player reached the target (LC-5)",
                             field="over", rule="LC-5")
        if len(self.rounds) != self.round_no - (not self._over):
            raise SetupError(f"round_no {self.round_no} must follow the {len(self.rounds)} "
                             "rounds played", field="round_no")
        if self._over and [list(coin) for coin in self.table] != self.rounds[-1]["table"]:
            raise SetupError("table: the game over, the last round's coins stay on it",
                             field="table", rule="LC-5")

    def _start_round(self, opener: int, coin: Coin | None) -> None:
        self.round_no += 1
        self.pool = dict(self.full_pool)
        self.table: list[Coin] = []
        self.pending: Place | None = None
        self.asked: list[int] = []
        if coin is None:  # LC-4: the round winner places the first coin
            self.phase, self.mover, self.last_placer = Phase.OPEN, opener, None
            self._record("round", round=self.round_no,
                         opening={"kind": "opener_places", "opener": opener})
            return
        self.pool[coin.kind] -= 1
        self.table.append(coin)
        self.last_placer = opener
        self.phase, self.mover = Phase.TURN, (opener + 1) % self.num_players
        # LC-4, LC-5: the setup coin counts as the opener's placement; the next seat moves
        self._record("round", round=self.round_no,
                     opening={"kind": "setup_coin", "coin": list(coin), "opener": opener,
                              "mover": self.mover})

    # --- protocol -----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._over:
            return None
        if self.phase == Phase.CHALLENGE:
            return self._challengers()[len(self.asked)]
        return self.mover

    def _challengers(self) -> list[int]:
        """LC-6: neither the mover nor the previous mover, in order from the mover's left."""
        # Engine decision: the source's "first to speak" becomes asking each eligible
        # player in turn from the mover's left; the first challenge ends the round.
        seats = [(self.mover + k) % self.num_players for k in range(1, self.num_players)]
        return [p for p in seats if p != self.last_placer]

    def legal_actions(self) -> list:
        if self._over:
            return []
        if self.phase == Phase.CHALLENGE:
            return [CHALLENGE, LET_STAND]
        places = self.grid_placements()
        if self.phase == Phase.OPEN:
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
        if self.phase == Phase.CHALLENGE:
            if type(action) not in (Challenge, LetStand):
                raise wrong_type(action, (Challenge, LetStand), "LC-6", [CHALLENGE, LET_STAND],
                                 {"kind": "now_challenge_or_let_stand",
                                  "player": self.current_player})
            return action
        if type(action) in (Challenge, LetStand):
            raise IllegalAction("nothing_to_challenge", "LC-6")
        if self.phase == Phase.OPEN and type(action) is not Place:
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
                self._place(self.pending, announced=True)
        elif self.phase == Phase.TURN and self.challenge and self._challengers():
            # LC-6 priority: a challenge comes before the placement lands.
            self.pending, self.asked, self.phase = action, [], Phase.CHALLENGE
            self._record("announce", player=p, coin=list(action))
        else:
            self._place(action)

    def _place(self, action: Place, announced: bool = False) -> None:
        p = self.mover
        coin = Coin(*action)
        self.pool[coin.kind] -= 1
        self.table.append(coin)
        # LC-6: an announced coin nobody challenged lands
        self._record("lands" if announced else "place", player=p, coin=list(coin))
        self.last_placer, self.mover = p, (p + 1) % self.num_players
        self.pending, self.asked, self.phase = None, [], Phase.TURN
        if not any(self.pool.values()):
            self._record("empty", player=self.mover)  # LC-4: the next player must pass

    def must_pass(self) -> bool:
        """LC-4: with an empty pool the player to move can only pass."""
        return self.phase == Phase.TURN and not any(self.pool.values())

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
                     angle=best.angle, setup=setup_was_last(self.round_no, self.table),
                     verdict={"kind": "card_fits" if best.coverable else "card_misses",
                              "rule": "LC-2"},
                     cost={"kind": "challenge_cost", "player": passer, "rule": "LC-6"}
                     if lost else {"kind": "no_cost"})
        self.rounds.append({"round": self.round_no, "winner": winner, "passer": passer,
                            "placer": placer, "challenge": challenge, "lost": lost,
                            "margin": best.margin,
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
        if not self._over:
            return []
        return [p for p in range(self.num_players) if self.points[p] >= self.target]

    def view(self, player: int) -> dict:
        """Everything is public in this game."""
        c.check_seat("player", player, self.num_players)
        return {"table": list(self.table), "pool": dict(self.pool), "points": list(self.points),
                "mover": self.mover, "phase": self.phase, "pending": self.pending}
