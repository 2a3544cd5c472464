"""Rice Dice: a push-your-luck dice game for 2-5 players (rulings RD-1..RD-7).

On a turn a player either locks one of their provisional cards or rolls. Rolling
means: roll the free dice, set aside one kind of face (RD-2), then roll the rest
again or stop. Stopping with a valid umeboshi rice (one umeboshi, some sesame, at
least as much rice as sesame; RD-3) takes the face-up card named by the sesame sum
and one lower card per extra rice (RD-4); anything else is a bust (RD-5). The game
ends when the centre is empty (RD-6).

The rule functions at the top work on plain faces, so the odds module can call the
very same rules; the ``RiceDice`` state below strings them into turns.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

from .. import codec as c
from ..core import CHANCE, Event, GameState, IllegalAction, Rng, SetupError, action_type
from .dice import (  # noqa: F401 - the names of faces and dice are part of this API
    CARDS,
    DEFAULT_DICE,
    DEFAULT_DIE,
    FACES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NUM_DICE,
    RICE,
    SESAME_VALUES,
    UMEBOSHI,
    Die,
    Face,
    check_dice,
    face_key,
    face_name,
    parse_face,
    roll_outcomes,
    sorted_faces,
)


# --- the rules on faces ---------------------------------------------------------------
def legal_set_asides(kept: Sequence[Face], rolled: Sequence[Face]) -> list[tuple[Face, int]]:
    """RD-2: every (face, how many dice) the roll allows to set aside after ``kept``.

    Umeboshi: only if the roll shows exactly one and none is set aside yet. Sesame:
    all dice of one value not set aside before. Rice: any number from one up. An
    empty list means the roll is a bust.
    """
    shown = Counter(rolled)
    out: list[tuple[Face, int]] = []
    if shown[UMEBOSHI] == 1 and UMEBOSHI not in kept:
        out.append((UMEBOSHI, 1))
    out += [(v, shown[v]) for v in SESAME_VALUES if shown[v] and v not in kept]
    out += [(RICE, k) for k in range(1, shown[RICE] + 1)]
    return out


def sesame_dice(kept: Sequence[Face]) -> int:
    return sum(1 for f in kept if f not in (UMEBOSHI, RICE))


def sesame_sum(kept: Sequence[Face]) -> int:
    return sum(f for f in kept if f not in (UMEBOSHI, RICE))


def is_umeboshi_rice(kept: Sequence[Face]) -> bool:
    """RD-3: exactly one umeboshi, at least one sesame die, rice dice >= sesame dice."""
    sesame = sesame_dice(kept)
    return kept.count(UMEBOSHI) == 1 and sesame >= 1 and kept.count(RICE) >= sesame


def target_cards(total: int, rice: int, face_up: Iterable[int]) -> tuple[int, ...]:
    """RD-4: the card numbered ``total`` or the highest face-up card below it, then the
    next lower face-up card for each rice die beyond the first. Fewer cards than that:
    all there are; none: an empty tuple (a bust)."""
    return tuple(sorted((c for c in face_up if c <= total), reverse=True)[:rice])


def bust_card(own_provisional: Iterable[int], centre: Iterable[int]) -> int | None:
    """RD-5: the player's highest provisional card, or else the highest centre card."""
    own = list(own_provisional)
    if own:
        return max(own)
    centre = list(centre)
    return max(centre) if centre else None


def tie_break_winner(scores: Sequence[int], first_player: int) -> int:
    """RD-6: the highest score; among equals, the seat farthest clockwise (later in
    turn order) from the first player."""
    n = len(scores)
    return max(range(n), key=lambda s: (scores[s], (s - first_player) % n))


def _splits(total: int, caps: Sequence[int]):
    """Every way to write ``total`` as k_1 + k_2 + ... with 0 <= k_i <= caps[i]."""
    if not caps:
        if total == 0:
            yield ()
        return
    for k in range(min(total, caps[0]), -1, -1):
        for rest in _splits(total - k, caps[1:]):
            yield (k,) + rest


def set_aside_choices(kept: Sequence[Face], dice: Sequence[Die],
                      faces: Sequence[Face]) -> list[tuple[Face, tuple[int, ...]]]:
    """RD-2 for particular dice: each legal set-aside as (face, positions taken).

    Umeboshi and sesame take every die showing that face. Rice may take any number;
    when the rice dice differ in layout it matters which ones stay free, so every mix
    of layouts is offered, taking the lowest positions among identical dice.
    """
    out = []
    for face, count in legal_set_asides(kept, faces):
        showing = [p for p, f in enumerate(faces) if f == face]
        if face != RICE:
            out.append((face, tuple(showing)))
            continue
        by_die: dict[Die, list[int]] = {}
        for p in showing:
            by_die.setdefault(dice[p], []).append(p)
        pools = list(by_die.values())
        for split in _splits(count, [len(pool) for pool in pools]):
            taken = sorted(p for pool, k in zip(pools, split, strict=True) for p in pool[:k])
            out.append((RICE, tuple(taken)))
    return out


# --- actions ----------------------------------------------------------------------------
@action_type
class Lock(NamedTuple):
    """RD-6: lock one of your provisional cards (ends the turn)."""

    card: int

    def __str__(self) -> str:
        return f"lock card {self.card}"


@action_type
class Roll(NamedTuple):
    """Roll every free die (the outcome is a chance event)."""

    kind: str = "roll"

    def __str__(self) -> str:
        return "roll"


@action_type
class Keep(NamedTuple):
    """RD-2: set aside the dice at these positions, all showing ``face``."""

    face: Face
    dice: tuple[int, ...]

    def __str__(self) -> str:
        n = len(self.dice)
        which = ", ".join(str(d) for d in self.dice)
        return f"set aside {n} {face_name(self.face, n)} ({'die' if n == 1 else 'dice'} {which})"


@action_type
class Stop(NamedTuple):
    """RD-3: stop rolling and make the umeboshi rice (or bust)."""

    kind: str = "stop"

    def __str__(self) -> str:
        return "stop"


@action_type
class Rolled(NamedTuple):
    """A chance outcome: (die position, face) for every free die."""

    faces: tuple[tuple[int, Face], ...]

    def __str__(self) -> str:
        return "rolled " + " ".join(str(f) for _, f in self.faces)


ACTIONS = (Lock, Roll, Keep, Stop, Rolled)


class Phase(StrEnum):
    """Where a turn is: its start (lock or roll), dice in the air, a set-aside to
    choose, then stop or roll again."""

    START = "start"
    ROLL = "roll"
    CHOOSE = "choose"
    DECIDE = "decide"


START, CHANCE_ROLL, CHOOSE, DECIDE = Phase


def _load_dice(raw, path, ctx):
    if not isinstance(raw, list):
        raise c.bad(path, "a list of dice", raw)
    try:
        return check_engine_dice(raw)
    except SetupError as error:
        raise SetupError(f"{path}: {error}", field=path, rule="RD-1") from None


def check_engine_dice(dice) -> tuple[Die, ...]:
    """RD-1: a game is played with five dice, each its own six faces."""
    dice = check_dice(dice)
    if len(dice) != NUM_DICE:
        raise SetupError(f"Rice Dice is played with {NUM_DICE} dice (RD-1), got {len(dice)}",
                         field="dice", rule="RD-1")
    return dice


_POSITION = c.Int(0, NUM_DICE - 1)
_FACE = c.Custom(dump=lambda f: f, load=lambda raw, path, ctx: _face(raw, path))
_CARD = c.Int(1, len(CARDS), rule="RD-6")


def _face(raw, path) -> Face:
    if raw not in FACES or isinstance(raw, bool) or isinstance(raw, float):
        raise c.bad(path, "a face: U, R or a sesame 2-6", raw, "RD-1")
    return raw


class RiceDice(GameState):
    """A game of Rice Dice; ``RiceDice.new_game`` or an explicit board for tests."""

    game_name = "rice_dice"

    def __init__(self, num_players: int, dice: Iterable[Iterable[object]] = DEFAULT_DICE,
                 first_player: int = 0, centre: Iterable[int] | None = None,
                 provisional: Sequence[Iterable[int]] | None = None,
                 locked: Sequence[Iterable[int]] | None = None, turn: int | None = None,
                 seed: int | None = None):
        self.num_players = c.check_players(num_players, (MIN_PLAYERS, MAX_PLAYERS),
                                           "Rice Dice", "RD-7")
        self.dice = check_engine_dice(dice)
        self.first_player = c.check_seat("first_player", first_player, num_players)
        self.turn = first_player if turn is None else c.check_seat("turn", turn, num_players)
        self.centre = set(CARDS if centre is None else centre)
        self.provisional = [set(p) for p in (provisional or [()] * num_players)]
        self.locked = [set(p) for p in (locked or [()] * num_players)]
        self.phase = START
        self.kept: list[tuple[int, Face]] = []  # (die position, face) set aside this turn
        self.rolled: tuple[tuple[int, Face], ...] = ()
        self.turns_played = 0
        self._over = not self.centre
        self._validate()
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self._record("setup", players=num_players, first_player=first_player,
                     cards=len(self.centre))

    @classmethod
    def new_game(cls, num_players: int = 4, seed: int | None = None, *,
                 dice: Iterable[Iterable[object]] = DEFAULT_DICE,
                 first_player: int = 0) -> RiceDice:
        """All twelve cards face up in the centre; seat ``first_player`` starts.

        ``dice`` gives each die its own six faces, pip 1 first (RD-1): the default is
        five plain dice, ``DEFAULT_DIE`` each; ``SPREAD_DICE`` or one's own boxed dice
        fit the same way."""
        return cls(num_players, dice, first_player, seed=seed)

    # The state, declared once: JSON, clone and a saved state's checks come from here.
    FIELDS = {
        "num_players": c.Players((MIN_PLAYERS, MAX_PLAYERS), "Rice Dice", "RD-7"),
        "dice": c.Custom(dump=lambda dice: [list(d) for d in dice], load=_load_dice),
        "first_player": c.Seat(), "turn": c.Seat(),
        "centre": c.SetOf(_CARD),
        "provisional": c.List(c.SetOf(_CARD), per_seat=True),
        "locked": c.List(c.SetOf(_CARD), per_seat=True),
        "phase": c.Enum(Phase),
        "kept": c.List(c.Tuple(_POSITION, _FACE), hi=NUM_DICE),
        "rolled": c.List(c.Tuple(_POSITION, _FACE), hi=NUM_DICE, frozen=True),
        "turns_played": c.Int(0),
        "over": c.Bool(),
    }

    def _validate(self) -> None:
        """What needs several fields: each card in one place (RD-6), dice that show
        faces they have, a phase that fits the dice (RD-2, RD-3) and the end (RD-6)."""
        n = self.num_players
        for name in ("provisional", "locked"):
            if len(getattr(self, name)) != n:
                raise SetupError(f"{name} needs one pile per player ({n})", field=name)
        for name, piles in (("centre", [self.centre]), ("provisional", self.provisional),
                            ("locked", self.locked)):
            for x in (x for pile in piles for x in pile):
                if not c.is_int(x) or x not in CARDS:
                    raise c.bad(name, "cards 1-12", x, "RD-6")
        seen: Counter = Counter(self.centre)
        for pile in self.provisional + self.locked:
            seen.update(pile)
        twice = sorted(x for x, k in seen.items() if k > 1)
        if twice:
            raise SetupError(f"card {twice[0]} is in two places; each card is in one",
                             field="provisional", rule="RD-6")
        positions = [p for p, _ in self.kept] + [p for p, _ in self.rolled]
        if len(set(positions)) != len(positions):
            raise SetupError("a die is both set aside and rolled, or set aside twice",
                             field="kept", rule="RD-2")
        for name, pairs in (("kept", self.kept), ("rolled", self.rolled)):
            for p, f in pairs:
                if f not in self.dice[p]:
                    raise SetupError(f"{name}: die {p} has no face {f}", field=name, rule="RD-1")
        if [f for _, f in self.kept].count(UMEBOSHI) > 1:
            raise SetupError("kept: only one umeboshi is set aside", field="kept", rule="RD-2")
        phase = self.phase
        fits = {START: not self.kept and not self.rolled,
                CHANCE_ROLL: not self.rolled and bool(self.free_dice()),
                CHOOSE: bool(self.rolled)
                and [p for p, _ in self.rolled] == self.free_dice()
                and bool(legal_set_asides(self.kept_faces(), [f for _, f in self.rolled])),
                DECIDE: not self.rolled and bool(self.kept)}[phase]
        if not fits:
            raise SetupError(f"phase {phase.value} does not fit the dice set aside and rolled",
                             field="phase", rule="RD-2")
        if self._over != (not self.centre) or (self._over and phase != START):
            raise SetupError("over must say whether the centre is empty", field="over",
                             rule="RD-6")

    # --- what is where ---------------------------------------------------------------
    @property
    def removed(self) -> set[int]:
        """Cards taken out of the game by busts (RD-5)."""
        held = self.centre.union(*self.provisional, *self.locked)
        return set(CARDS) - held

    def face_up(self) -> set[int]:
        """RD-4: the centre and every player's provisional cards."""
        return self.centre.union(*self.provisional)

    def free_dice(self) -> list[int]:
        """Positions of the dice not set aside this turn."""
        taken = {p for p, _ in self.kept}
        return [p for p in range(len(self.dice)) if p not in taken]

    def kept_faces(self) -> tuple[Face, ...]:
        return sorted_faces(f for _, f in self.kept)

    # --- the protocol -----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._over:
            return None
        return CHANCE if self.phase == CHANCE_ROLL else self.turn

    def legal_actions(self) -> list:
        if self._over:
            return []
        if self.phase == START:  # RD-6: lock a provisional card or roll
            return [Lock(c) for c in sorted(self.provisional[self.turn])] + [Roll()]
        if self.phase == CHANCE_ROLL:
            return [outcome for outcome, _ in self.chance_outcomes()]
        if self.phase == CHOOSE:
            return self._keeps()
        return [Stop(), Roll()] if self.free_dice() else [Stop()]  # RD-3: no dice, stop

    def _keeps(self) -> list[Keep]:
        positions = [p for p, _ in self.rolled]
        faces = [f for _, f in self.rolled]
        dice = [self.dice[p] for p in positions]
        return [Keep(face, tuple(positions[i] for i in taken))
                for face, taken in set_aside_choices(self.kept_faces(), dice, faces)]

    def chance_outcomes(self) -> list[tuple[Rolled, Fraction]]:
        """Every distinct roll of the free dice with its exact probability."""
        if self.phase != CHANCE_ROLL:
            return []
        free = self.free_dice()
        total = 6 ** len(free)
        return [(Rolled(tuple(zip(free, faces, strict=True))), Fraction(ways, total))
                for faces, ways in roll_outcomes(tuple(self.dice[p] for p in free))]

    def sample_chance(self) -> Rolled:
        if self.phase != CHANCE_ROLL:
            raise self.refuse("no_roll_pending", "RD-6", self.legal_actions())
        return Rolled(tuple((p, self.rng.choice(self.dice[p])) for p in self.free_dice()))

    def _check(self, action: object):
        legal = self.legal_actions()
        if self.phase == CHANCE_ROLL:
            return self._check_roll(action, legal)
        for a in legal:
            if type(a) is type(action) and a == action:
                return a
        if self.phase == START:
            if isinstance(action, Lock):
                raise IllegalAction("no_such_lock", "RD-6", legal, seat=self.turn,
                                    card=action.card)
            raise IllegalAction("not_a_start", "RD-6", legal, action=action)
        if self.phase == CHOOSE:
            raise IllegalAction("not_a_set_aside", "RD-2", legal, action=action)
        if isinstance(action, Roll):
            raise IllegalAction("must_stop", "RD-3", legal, seat=self.turn)
        raise IllegalAction("stop_or_roll", "RD-3", legal, action=action)

    def _check_roll(self, action: object, legal: list) -> Rolled:
        free = self.free_dice()
        pairs = (type(action) is Rolled and isinstance(action.faces, tuple)
                 and all(isinstance(pf, tuple) and len(pf) == 2 for pf in action.faces))
        ok = (pairs and [p for p, _ in action.faces] == free
              and all(f in self.dice[p] for p, f in action.faces))
        if not ok:  # a malformed roll cannot print as one: shown as given
            raise IllegalAction("not_a_roll", "RD-1", legal[:6], free=free,
                                action=action if pairs else None)
        return action

    def _apply(self, action) -> None:
        seat = self.turn
        if isinstance(action, Lock):
            self.provisional[seat].remove(action.card)
            self.locked[seat].add(action.card)
            self._record("lock", seat=seat, card=action.card)
            self._end_turn()
        elif isinstance(action, Roll):
            self.phase = CHANCE_ROLL
        elif isinstance(action, Rolled):
            self._rolled(action)
        elif isinstance(action, Keep):
            self.kept += [(p, action.face) for p in action.dice]
            self.rolled = ()
            self.phase = DECIDE
            self._record("keep", seat=seat, face=action.face, dice=list(action.dice),
                         kept=list(self.kept_faces()))
        else:
            self._stop()

    def _rolled(self, outcome: Rolled) -> None:
        seat = self.turn
        self.rolled = tuple(outcome.faces)
        self._record("roll", seat=seat, faces=[f for _, f in self.rolled])
        if legal_set_asides(self.kept_faces(), [f for _, f in self.rolled]):
            self.phase = CHOOSE
        else:
            self._bust("nothing_to_set_aside", "RD-2")

    def _stop(self) -> None:
        seat, kept = self.turn, self.kept_faces()
        if not is_umeboshi_rice(kept):
            self._bust("no_umeboshi_rice", "RD-3")
            return
        total, rice = sesame_sum(kept), kept.count(RICE)
        taken = target_cards(total, rice, self.face_up())
        if not taken:
            self._bust("no_card_low_enough", "RD-4", total=total)
            return
        stolen: dict[int, list[int]] = {}  # RD-4: cards from others' provisional cards
        for card in taken:
            self.centre.discard(card)
            for other, pile in enumerate(self.provisional):
                if card in pile and other != seat:
                    stolen.setdefault(other, []).append(card)
                pile.discard(card)
            self.provisional[seat].add(card)  # RD-4: one's own card simply stays
        # fewer cards than rice dice: all there are (RD-4); the sentence says so
        data = dict(seat=seat, cards=list(taken), total=total, rice=rice)
        if stolen:  # whose cards they were: the history says it (RD-4)
            self._record("take_stolen" if len(taken) == rice else "take_short_stolen",
                         **data, stolen=[{"kind": "stolen_from", "victim": v, "cards": cs}
                                         for v, cs in sorted(stolen.items())])
        else:
            self._record("take" if len(taken) == rice else "take_short", **data)
        self._end_turn()

    def _bust(self, why: str, rule: str, **data) -> None:
        seat = self.turn
        card = bust_card(self.provisional[seat], self.centre)
        where = "centre" if card in self.centre else "provisional"
        self.provisional[seat].discard(card)
        self.centre.discard(card)
        self._record("bust", seat=seat, card=card, where=where,  # RD-5
                     why={"kind": why, "rule": rule, **data})
        self._end_turn()

    def _end_turn(self) -> None:
        self.kept, self.rolled, self.phase = [], (), START
        self.turns_played += 1
        if not self.centre:  # RD-6: checked after every turn
            self._over = True
            winner = self.winners()[0]
            self._record("end", scores=self.scores(), winner=winner)  # RD-6
            return
        self.turn = (self.turn + 1) % self.num_players  # play passes to the left

    def scores(self) -> list[int]:
        """RD-6: locked plus provisional card numbers."""
        return [sum(self.locked[s]) + sum(self.provisional[s]) for s in range(self.num_players)]

    def winners(self) -> list[int]:
        if not self._over:
            return []
        return [tie_break_winner(self.scores(), self.first_player)]

    def view(self, player: int) -> RiceDiceView:
        """Everything in Rice Dice is public, so every player sees the whole table."""
        if not isinstance(player, int) or not 0 <= player < self.num_players:
            raise SetupError(f"player must be a seat 0..{self.num_players - 1}, got {player!r}")
        return RiceDiceView(
            player=player, turn=self.turn, phase=self.phase, dice=self.dice,
            centre=tuple(sorted(self.centre)),
            provisional=tuple(tuple(sorted(p)) for p in self.provisional),
            locked=tuple(tuple(sorted(p)) for p in self.locked),
            kept=tuple(self.kept), rolled=self.rolled, scores=tuple(self.scores()))


@dataclass(frozen=True)
class RiceDiceView:
    """The whole table, as one player sees it (Rice Dice has no hidden information)."""

    player: int
    turn: int
    phase: str
    dice: tuple[Die, ...]
    centre: tuple[int, ...]
    provisional: tuple[tuple[int, ...], ...]
    locked: tuple[tuple[int, ...], ...]
    kept: tuple[tuple[int, Face], ...]
    rolled: tuple[tuple[int, Face], ...]
    scores: tuple[int, ...]
