"""What the OpenSpiel and PettingZoo adapters share: each game as a fixed table of
integer actions, its deal as a row of chance draws, and what each player may see.

``Spec`` (one subclass per game, ``spec(name, num_players, **options)``) gives

- ``actions``: every engine action the game can ever offer, in a fixed order; an
  action's integer is its index (``encode``/``decode``);
- ``draws``: the deal, one card (or sweet, or indicator) at a time, as chance draws
  from pools; ``build(items)`` makes the engine state from the drawn items, so that the
  frameworks see every chance event with its exact probability;
- ``chance``: the outcomes of the engine's own chance nodes (Rice Dice's rolls), each
  with an integer, after the draws' integers;
- ``visible(k, state, player)``: whether a player has seen draw ``k`` by now;
- ``tensor(match, player)``: what the player sees now (the engine's ``view``), as a flat
  list of numbers of fixed length ``tensor_size``.

``Match`` plays one game through these integers: chance draws, then the engine. It is
what both adapters drive. Every match is ONE ROUND of the multi-round games (Pointy
Hats ``target_wins=1``, Doki-tto! Ice ``target=1``): the engines deal later rounds from
their own generator, which a framework could not see. Standard library only.
"""

from __future__ import annotations

from fractions import Fraction
from importlib import import_module
from typing import Any, NamedTuple

from . import games
from .core import CHANCE, RulesError, words_package

HIDDEN = "?"  # a draw the player has not seen, in the information-state strings


class AdapterError(RulesError):
    """A bad action id, game name or option given to an adapter."""


class Draw(NamedTuple):
    """One chance draw of the deal: from which pool, and who sees it at once (a seat;
    None: nobody yet, see ``Spec.visible``; -1: everyone)."""

    pool: int
    seen_by: int | None


EVERYONE = -1


class _Options:
    """A spec's options, read where they are declared: the game's (``<game>/about.py``,
    those an ``Option`` gives to the adapters) and the adapters' own (``own_options``:
    name -> (allowed values, default)). ``allowed``: name -> values; else name ->
    default (None, the engine's choice, shown as "")."""

    def __init__(self, allowed: bool):
        self.allowed = allowed

    def __get__(self, obj: Any, cls: type) -> dict:
        game = [o for o in games.get(cls.name).options if o.adapters]
        if self.allowed:
            return {**{o.name: tuple(o.values) for o in game},
                    **{k: v for k, (v, _) in cls.own_options.items()}}
        return {**{o.name: "" if o.default is None else o.default for o in game},
                **{k: d for k, (_, d) in cls.own_options.items()}}


class Spec:
    """One game at one player count, with its actions numbered (see the module doc)."""

    name = ""
    # The game's facts, declared once in its folder (``<game>/spec.py``): whether a
    # player ever lacks information another has, whether chance moves at all; its
    # options with their allowed values and defaults come from ``<game>/about.py``.
    hidden_information = False
    chance_moves = False
    own_options: dict[str, tuple[Any, Any]] = {}  # the adapters' own: (values, default)
    options_allowed = _Options(allowed=True)
    defaults = _Options(allowed=False)

    def __init__(self, num_players: int, **options: Any):
        low, high = games.get(self.name).players
        if not isinstance(num_players, int) or not low <= num_players <= high:
            raise AdapterError(f"{self.name} is for {low}-{high} players, got {num_players!r}")
        for key, value in options.items():
            if key not in self.options_allowed:
                raise AdapterError(f"{self.name} takes no option {key!r}; its options are "
                                   f"{', '.join(self.options_allowed) or 'none'}")
            if value not in self.options_allowed[key]:
                raise AdapterError(f"{self.name}: {key} must be one of "
                                   f"{self.options_allowed[key]}, got {value!r}")
        self.num_players = num_players
        self.options = options
        self.pools: list[tuple[tuple, tuple[int, ...]]] = []  # (items, copies of each)
        self.draws: list[Draw] = []
        self.chance: tuple = ()  # the engine's chance outcomes, numbered after the pools
        self.setup()
        self.index = {a: i for i, a in enumerate(self.actions)}
        self.pool_offsets = []
        offset = 0
        for items, _ in self.pools:
            self.pool_offsets.append(offset)
            offset += len(items)
        self.chance_offset = offset
        self.chance_index = {o: offset + i for i, o in enumerate(self.chance)}
        self.max_chance_outcomes = max(offset + len(self.chance), 1)

    def __deepcopy__(self, memo) -> Spec:
        return self  # never changes once made: copies of a match share it

    def __reduce__(self):
        return _spec_again, (self.name, self.num_players, self.options)

    # --- to fill in per game --------------------------------------------------------
    actions: tuple = ()
    max_game_length = 0  # player moves
    max_chance_nodes = 0  # draws and the engine's own chance nodes
    tensor_size = 0

    def setup(self) -> None:
        raise NotImplementedError

    def build(self, items: list) -> Any:
        raise NotImplementedError

    def visible(self, k: int, state: Any, player: int) -> bool:
        seen = self.draws[k].seen_by
        return seen == EVERYONE or seen == player

    def tensor(self, match: Match, player: int) -> list[float]:
        raise NotImplementedError

    def over(self, state: Any) -> bool:
        return state.is_over

    def winners(self, state: Any) -> list[int]:
        return state.winners()

    # --- numbering ---------------------------------------------------------------------
    def encode(self, action: Any) -> int:
        try:
            return self.index[action]
        except KeyError:
            raise AdapterError(f"{action!r} has no number in {self.name}'s action table "
                               "(the adapter's table is missing a move the engine offers)"
                               ) from None

    def decode(self, action_id: int) -> Any:
        if not isinstance(action_id, int) or not 0 <= action_id < len(self.actions):
            raise AdapterError(f"{action_id!r} is not an action id of {self.name}: the ids "
                               f"are 0..{len(self.actions) - 1}")
        return self.actions[action_id]


class Match:
    """One game played through integers: the deal's draws, then the engine."""

    def __init__(self, spec: Spec):
        self.spec = spec
        self.items: list = []  # drawn so far
        self.history: list[tuple[int, int]] = []  # (player or CHANCE, id), in order
        self.state = spec.build([]) if not spec.draws else None
        self.moves = 0  # player moves so far

    def clone(self) -> Match:
        new = Match.__new__(Match)
        new.spec, new.items, new.history = self.spec, list(self.items), list(self.history)
        new.state = None if self.state is None else self.state.clone()
        new.moves = self.moves
        return new

    def __deepcopy__(self, memo) -> Match:
        return self.clone()

    @property
    def over(self) -> bool:
        return self.state is not None and self.spec.over(self.state)

    def current_player(self) -> int | None:
        """A seat, CHANCE (-1), or None once over."""
        if self.state is None:
            return CHANCE
        if self.over:
            return None
        return self.state.current_player

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        if self.state is None:
            pool = self.spec.draws[len(self.items)].pool
            items, copies = self.spec.pools[pool]
            left = list(copies)
            for k, drawn in enumerate(self.items):
                if self.spec.draws[k].pool == pool:
                    left[items.index(drawn)] -= 1
            total = sum(left)
            offset = self.spec.pool_offsets[pool]
            return [(offset + i, Fraction(n, total)) for i, n in enumerate(left) if n]
        if self.current_player() != CHANCE:
            raise AdapterError("not a chance node")
        return [(self.spec.chance_index[o], p) for o, p in self.state.chance_outcomes()]

    def legal(self) -> list[int]:
        """The player to move's legal action ids, ascending."""
        if self.current_player() in (None, CHANCE):
            return []
        return sorted(self.spec.encode(a) for a in self.state.legal_actions())

    def apply(self, action_id: int) -> None:
        player = self.current_player()
        if player is None:
            raise AdapterError(f"the {self.spec.name} game is over; no action {action_id} "
                               "can be applied")
        if player == CHANCE:
            outcomes = dict(self.chance_outcomes())
            if action_id not in outcomes:
                raise AdapterError(f"{action_id!r} is not a possible chance outcome now; "
                                   f"the outcomes are {sorted(outcomes)}")
            self._chance(action_id)
        else:
            action = self.spec.decode(action_id)
            refusal = self.state.refusal(action)
            if refusal is not None:
                raise AdapterError(f"action {action_id} ({action}) is not legal now: "
                                   f"{refusal}")
            self.state.apply(action)
            self.moves += 1
        self.history.append((player, action_id))

    def _chance(self, action_id: int) -> None:
        if self.state is not None:
            self.state.apply(self.spec.chance[action_id - self.spec.chance_offset])
            return
        pool = self.spec.draws[len(self.items)].pool
        self.items.append(self.spec.pools[pool][0][action_id - self.spec.pool_offsets[pool]])
        if len(self.items) == len(self.spec.draws):
            self.state = self.spec.build(self.items)

    def action_text(self, player: int | None, action_id: int) -> str:
        if player == CHANCE:
            for pool, offset in zip(self.spec.pools, self.spec.pool_offsets, strict=True):
                if offset <= action_id < offset + len(pool[0]):
                    return f"draw {pool[0][action_id - offset]}"
            return str(self.spec.chance[action_id - self.spec.chance_offset])
        return str(self.spec.decode(action_id))

    def returns(self) -> list[float]:
        """Once over: 1 shared equally among the winners, 0 to the others."""
        n = self.spec.num_players
        if not self.over:
            return [0.0] * n
        won = self.spec.winners(self.state)
        return [1.0 / len(won) if s in won else 0.0 for s in range(n)]

    def resample(self, player: int, rng, tries: int = 2000) -> Match:
        """A match ``player`` cannot tell from this one: the draws they have not seen
        dealt again at random, keeping every card a seat has played in that seat's
        hand, and kept only if every move made since is legal in it (so a seat that
        did not follow the lead holds no card of that colour). For searches that
        sample the worlds of an information set (OpenSpiel's ISMCTS)."""
        draws = self.spec.draws
        done = min(len(self.items), len(draws))
        hidden = [k for k in range(done) if not self.spec.visible(k, self.state, player)]
        if not hidden:
            return self.clone()
        played: dict[int, list] = {}  # seat -> its played items still to place
        pool_items = {item for items, _ in self.spec.pools for item in items}
        for actor, action_id in self.history[len(draws):] if self.state else ():
            if actor >= 0 and actor != player:
                action = self.spec.decode(action_id)
                if action in pool_items:
                    played.setdefault(actor, []).append(action)
        for _ in range(tries):
            items = list(self.items)
            for pool in {draws[k].pool for k in hidden}:  # each pool dealt again apart
                slots = [k for k in hidden if draws[k].pool == pool]
                free = [items[k] for k in slots] + self._undrawn(pool)  # unseen, all of it
                rng.shuffle(slots)
                for seat, cards in played.items():  # a seat's played cards in its slots
                    mine = [k for k in slots if draws[k].seen_by == seat]
                    for k, card in zip(mine, cards, strict=False):
                        if card in free:
                            items[k] = card
                            free.remove(card)
                            slots.remove(k)
                rng.shuffle(free)
                for k in slots:
                    items[k] = free.pop()
            world = self._replay(items)
            if world is not None:
                return world
        raise AdapterError(f"no deal consistent with seat {player}'s information found in "
                           f"{tries} tries")

    def _undrawn(self, pool: int) -> list:
        """The items of a pool no draw has taken (Doki-tto!'s set-aside cards, PH-6's)."""
        items, copies = self.spec.pools[pool]
        left = [item for item, n in zip(items, copies, strict=True) for _ in range(n)]
        for k, item in enumerate(self.items):
            if self.spec.draws[k].pool == pool:
                left.remove(item)
        return left

    def _replay(self, items: list) -> Match | None:
        world = Match(self.spec)
        draws = len(self.spec.draws)
        try:
            for k, (_, action_id) in enumerate(self.history):
                if k < draws:
                    pool = self.spec.draws[k].pool
                    action_id = (self.spec.pools[pool][0].index(items[k])
                                 + self.spec.pool_offsets[pool])
                world.apply(action_id)
        except (AdapterError, RulesError):
            return None
        return world

    def seen(self, player: int) -> list[str]:
        """The history as ``player`` saw it: draws they have not seen are ``?``."""
        out = []
        draws = 0
        for actor, action_id in self.history:
            if actor == CHANCE and draws < len(self.spec.draws):
                shown = self.spec.visible(draws, self.state, player)
                out.append(self.action_text(actor, action_id) if shown else HIDDEN)
                draws += 1
            else:
                who = "chance" if actor == CHANCE else f"seat {actor}"
                out.append(f"{who}: {self.action_text(actor, action_id)}")
        return out

    def info_string(self, player: int) -> str:
        return f"seat {player} | " + " | ".join(self.seen(player))

    def observation_string(self, player: int) -> str:
        if self.state is None:
            mine = [str(item) for k, item in enumerate(self.items)
                    if self.spec.visible(k, None, player)]
            return f"seat {player}, dealing; seen so far: {', '.join(mine) or 'nothing'}"
        return f"seat {player} | {self.state.view(player)!r}"


def rules_of(name: str):
    """A game's rules module, found through the registry."""
    return import_module(games.get(name).game.__module__)


# --- encoding helpers --------------------------------------------------------------------
class Vec:
    """A flat list of numbers built in named pieces of fixed size."""

    def __init__(self) -> None:
        self.data: list[float] = []

    def one_hot(self, size: int, index: int | None) -> None:
        piece = [0.0] * size
        if index is not None:
            piece[index] = 1.0
        self.data += piece

    def marks(self, size: int, indices) -> None:
        piece = [0.0] * size
        for i in indices:
            piece[i] += 1.0
        self.data += piece

    def values(self, values) -> None:
        self.data += [float(v) for v in values]


def seat_pieces(vec: Vec, n: int, player: int, current: int | None) -> None:
    vec.one_hot(n, player)
    vec.one_hot(n, current if current is not None and current >= 0 else None)


# --- one game's spec: pointyrules/<game>/spec.py (its SPEC) -----------------------------
def spec_class(name: str) -> type[Spec]:
    """The spec class of a registry game: ``SPEC`` of the ``spec`` module beside its
    rules (each game's folder holds its own numbering, chance and hidden facts)."""
    try:
        rules = games.get(name).game
    except KeyError:
        raise AdapterError(f"no game {name!r}; the games are {', '.join(games.names())}") \
            from None
    return import_module(words_package(rules) + ".spec").SPEC


def _spec_again(name: str, num_players: int, options: dict) -> Spec:
    return spec(name, num_players, **options)  # how a pickled match finds its spec


def spec(name: str, num_players: int, **options: Any) -> Spec:
    """The numbered form of a registry game (``pointyrules.games.names()``)."""
    return spec_class(name)(num_players, **options)
