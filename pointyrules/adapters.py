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
from itertools import combinations
from typing import Any, NamedTuple

from . import games
from .core import CHANCE, RulesError

HIDDEN = "?"  # a draw the player has not seen, in the information-state strings


class AdapterError(RulesError):
    """A bad action id, game name or option given to an adapter."""


class Draw(NamedTuple):
    """One chance draw of the deal: from which pool, and who sees it at once (a seat;
    None: nobody yet, see ``Spec.visible``; -1: everyone)."""

    pool: int
    seen_by: int | None


EVERYONE = -1


class Spec:
    """One game at one player count, with its actions numbered (see the module doc)."""

    name = ""
    options_allowed: dict[str, tuple] = {}

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


def _rules(name: str):
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


def _seat_pieces(vec: Vec, n: int, player: int, current: int | None) -> None:
    vec.one_hot(n, player)
    vec.one_hot(n, current if current is not None and current >= 0 else None)


# --- the games ---------------------------------------------------------------------------
class PointyHatsSpec(Spec):
    name = "pointy_hats"

    def setup(self) -> None:
        self.r = r = _rules(self.name)
        n = self.num_players
        self.actions = r.DECK
        self.pools = [(r.DECK, (1,) * len(r.DECK)), (r.INDICATORS, (1,) * len(r.INDICATORS))]
        # the trick cards one at a time to seats 0, 1, ..., then the five indicator
        # cards face down (PH-2), each turned up when the engine reveals it
        self.draws = [Draw(0, k % n) for k in range(r.HAND_SIZE * n)] + [
            Draw(1, None) for _ in r.INDICATORS]
        self.max_game_length = r.HAND_SIZE * n
        self.max_chance_nodes = len(self.draws)
        self.tensor_size = len(self._vec(None, [], 0).data)

    def build(self, items: list):
        n, size = self.num_players, self.r.HAND_SIZE
        hands = [items[s:size * n:n] for s in range(n)]
        # one round (PH-6 target 1), seat 0 deals
        return self.r.PointyHats(n, hands, items[size * n:], dealer=0, target_wins=1)

    def visible(self, k: int, state, player: int) -> bool:
        draw = self.draws[k]
        if draw.pool == 0:
            return draw.seen_by == player
        j = k - self.r.HAND_SIZE * self.num_players  # the indicator's position, PH-2/PH-3
        return state is not None and (state.is_over or j < state.revealed)

    def tensor(self, match: Match, player: int) -> list[float]:
        return self._vec(match.state, match.items, player).data

    def _vec(self, state, items, player: int) -> Vec:
        r, n, vec = self.r, self.num_players, Vec()
        _seat_pieces(vec, n, player, None if state is None else state.current_player)
        if state is None:
            hand = [c for k, c in enumerate(items) if self.draws[k].seen_by == player]
        else:
            hand = state.view(player).hand
        vec.marks(12, [c.index for c in hand])
        tricks = [] if state is None else [plays for _, _, plays, _ in state.trick_history]
        tricks = tricks + ([state.trick] if state is not None and state.trick else [])
        for t in range(r.TRICKS_PER_ROUND):  # each trick's card by seat
            plays = dict(tricks[t]) if t < len(tricks) else {}
            for s in range(n):
                vec.one_hot(12, plays[s].index if s in plays else None)
        shown = () if state is None else state.view(player).indicators
        for k in range(len(r.INDICATORS)):
            vec.one_hot(5, r.INDICATORS.index(shown[k]) if k < len(shown) else None)
        vec.one_hot(5, None if state is None else state.trick_indicator)
        return vec


class DokittoSpec(Spec):
    name = "dokitto"
    # DI-2: 10 or 12 cards each with two players; three players choose three colours
    options_allowed = {"two_player_hand": (10, 12),
                       "colours": ("SCM", "SCV", "SMV", "CMV")}

    def setup(self) -> None:
        self.r = r = _rules(self.name)
        n = self.num_players
        self.hand = r.hand_size(n, self.options.get("two_player_hand", 10))
        for key, seats in (("two_player_hand", 2), ("colours", 3)):
            if key in self.options and n != seats:
                raise AdapterError(f"{key} is an option of the {seats}-player game only (DI-2)")
        self.colours = self.options.get("colours")
        self.deck = r.deck_for(n, self.colours)
        self.cones = 2 if n == 2 else 1
        self.takes = tuple(r.Take(c, k) for c in r.game_colours(n, self.colours)
                           for k in range(self.cones))
        self.actions = self.deck + self.takes
        self.pools = [(self.deck, (1,) * len(self.deck))]
        self.draws = [Draw(0, k % n) for k in range(self.hand * n)]  # DI-2, one at a time
        self.max_game_length = self.hand * (n + 1)  # a card each and a choice per trick
        self.max_chance_nodes = len(self.draws)
        self.tensor_size = len(self._vec(None, [], 0).data)

    def build(self, items: list):
        n = self.num_players
        hands = [items[s::n] for s in range(n)]
        kw = {"two_player_hand": self.hand} if n == 2 else {}
        # one round (DI-9 target 1)
        return self.r.Dokitto(n, hands, target=1, colours=self.colours, **kw)

    def tensor(self, match: Match, player: int) -> list[float]:
        return self._vec(match.state, match.items, player).data

    def _vec(self, state, items, player: int) -> Vec:
        n, vec, d = self.num_players, Vec(), len(self.deck)
        card = {c: i for i, c in enumerate(self.deck)}
        take = {t: i for i, t in enumerate(self.takes)}
        _seat_pieces(vec, n, player, None if state is None else state.current_player)
        view = None if state is None else state.view(player)
        hand = ([c for k, c in enumerate(items) if self.draws[k].seen_by == player]
                if view is None else view.hand)
        vec.marks(d, [card[c] for c in hand])
        tricks = [] if view is None else list(view.round_tricks)
        for t in range(self.hand):  # every trick: the cards by seat, then the choice
            if t < len(tricks):
                plays, chosen = dict(tricks[t].plays), tricks[t].take
            elif t == len(tricks) and view is not None:
                plays, chosen = dict(view.trick), None
            else:
                plays, chosen = {}, None
            for s in range(n):
                vec.one_hot(d, card[plays[s]] if s in plays else None)
            vec.one_hot(len(self.takes), None if chosen is None else take[chosen])
        vec.marks(len(self.takes), [] if view is None else [take[t] for t in view.options])
        return vec


class RiceDiceSpec(Spec):
    name = "rice_dice"
    options_allowed = {"dice": ("default", "spread"), "max_turns": range(1, 10001)}
    MAX_TURNS = 300  # the adapter's turn limit, see over()

    def setup(self) -> None:
        self.r = r = _rules(self.name)
        d = import_module(r.__name__.rpartition(".")[0] + ".dice")  # faces and dice
        self.dice = d.SPREAD_DICE if self.options.get("dice") == "spread" else d.DEFAULT_DICE
        self.max_turns = self.options.get("max_turns", self.MAX_TURNS)
        self.faces = d.FACES
        positions = range(d.NUM_DICE)
        subsets = [c for k in range(1, d.NUM_DICE + 1) for c in combinations(positions, k)]
        self.actions = (tuple(r.Lock(c) for c in d.CARDS) + (r.Roll(), r.Stop())
                        + tuple(r.Keep(f, s) for f in d.FACES for s in subsets))
        chance = []
        for free in subsets:
            for faces, _ in d.roll_outcomes(tuple(self.dice[p] for p in free)):
                chance.append(r.Rolled(tuple(zip(free, faces, strict=True))))
        self.chance = tuple(dict.fromkeys(chance))
        # a turn: at most five rolls (each keeps a die), a keep after each, then a stop
        self.max_game_length = self.max_turns * (2 * d.NUM_DICE + 2)
        self.max_chance_nodes = self.max_turns * d.NUM_DICE
        self.tensor_size = len(self._vec(self.build([]), 0).data)

    def build(self, items: list):
        return self.r.RiceDice.new_game(self.num_players, dice=self.dice)

    def over(self, state) -> bool:
        # Adapter convention: a game still going after ``max_turns`` turns ends there
        # and is scored as RD-6 scores an emptied centre (the frameworks need a
        # finite game; stealing provisional cards back and forth could go on forever).
        return state.is_over or (state.turns_played >= self.max_turns
                                 and state.phase == self.r.START)

    def winners(self, state) -> list[int]:
        if state.is_over:
            return state.winners()
        return [self.r.tie_break_winner(state.scores(), state.first_player)]

    def tensor(self, match: Match, player: int) -> list[float]:
        return self._vec(match.state, player).data

    def _vec(self, state, player: int) -> Vec:
        n, vec = self.num_players, Vec()
        cur = state.current_player
        _seat_pieces(vec, n, player, cur)
        view = state.view(player)
        vec.one_hot(n, view.turn)
        vec.one_hot(4, (self.r.START, self.r.CHANCE_ROLL, self.r.CHOOSE, self.r.DECIDE)
                    .index(view.phase))
        vec.marks(12, [c - 1 for c in view.centre])
        for piles in (view.provisional, view.locked):
            for s in range(n):
                vec.marks(12, [c - 1 for c in piles[s]])
        for dice in (dict(view.kept), dict(view.rolled)):
            for p in range(len(self.dice)):
                vec.one_hot(len(self.faces), self.faces.index(dice[p]) if p in dice else None)
        return vec


class GinghamSpec(Spec):
    name = "gingham"

    def setup(self) -> None:
        self.r = r = bd = _rules(self.name)  # the board's names come with the rules
        n = self.num_players
        self.b = b = bd.board(bd.size_for(n))
        cells = b.names
        points = b.points
        self.actions = (
            tuple(r.Queen(s, k) for s in bd.SIDES for k in range(1, b.n + 1))
            + tuple(r.Ant(c, boost) for boost in (False, True) for c in cells)
            + tuple(r.Lift(c) for c in cells) + tuple(r.Drop(c) for c in cells)
            + (r.Skip(), r.Done())
            + tuple(r.Connect(p, q) for p in points for q in points if p != q)
            + tuple(r.Capture(p) for p in points) + tuple(r.Sugar(p) for p in points)
            + tuple(r.Return(c) for c in cells))
        types = r.sweet_types(n)
        each = len(r.sweets_for(n)) // len(types)
        self.pools = [(types, (each,) * len(types)), (r.ABILITIES, (1,) * len(r.ABILITIES))]
        # GI-1: a sweet for each intersection in turn; GI-4: the ability board's order
        self.draws = ([Draw(0, EVERYONE) for _ in points]
                      + [Draw(1, EVERYONE) for _ in r.ABILITIES])
        # per turn at most: a queen, a lift and a drop, the effects of two landed ants
        # (each at most a connection per neighbouring stack, a capture, sugar, done) and
        # a return; bounded generously by 40
        self.max_game_length = r.MAX_ROUNDS * n * r.QUEENS_EACH * 40
        self.max_chance_nodes = len(self.draws)
        self.tensor_size = len(self._vec(None, 0).data)

    def build(self, items: list):
        points = self.b.points
        stacks = dict(zip(points, items[:len(points)], strict=True))
        return self.r.Gingham(self.num_players, stacks, abilities=items[len(points):])

    def tensor(self, match: Match, player: int) -> list[float]:
        return self._vec(match.state, player, match.items).data

    def _vec(self, state, player: int, items=()) -> Vec:
        r, n, b, vec = self.r, self.num_players, self.b, Vec()
        types = r.sweet_types(n)
        _seat_pieces(vec, n, player, None if state is None else state.current_player)
        view = None if state is None else state.view(player)
        for k, p in enumerate(b.points):  # each stack: its type by height, its token
            if view is None:
                kind = items[k] if k < len(items) else None
                height, owner = (1 if kind else 0), None
            else:
                stack = view.stacks.get(p)
                kind, height = (stack[0], len(stack)) if stack else (None, 0)
                owner = view.tokens.get(p)
            piece = [0.0] * len(types)
            if kind is not None:
                piece[types.index(kind)] = float(height)
            vec.values(piece)
            vec.one_hot(n, owner)
            vec.values([0 if view is None else view.sugar.get(p, 0)])
        for c in range(b.n * b.n):
            vec.one_hot(n, None if view is None or view.ants[c] < 0 else view.ants[c])
        if view is None:
            vec.values([0.0] * (3 * n + 1))
        else:
            vec.values(view.supply)
            vec.values(view.cubes)
            vec.values([view.scores[player], view.round_number])
            vec.values([0.0 if t is None else t for s, t in enumerate(view.scores)
                        if s != player][:n - 1])
        abilities = [] if view is None else view.abilities
        for k in range(len(r.ABILITIES)):
            vec.one_hot(len(r.ABILITIES), r.ABILITIES.index(abilities[k])
                        if k < len(abilities) else None)
        for s in range(n):
            for q in range(r.QUEENS_EACH):
                row = None if view is None else view.queens[s][q]
                vec.one_hot(4, None if row is None else r.SIDES.index(row.side))
                vec.one_hot(b.n, None if row is None else row.number - 1)
        for side in (None if view is None else view.side,
                     None if view is None else view.old_side):
            vec.one_hot(4, None if side is None else r.SIDES.index(side))
        vec.one_hot(2 * n, None if view is None or view.turn >= 2 * n else view.turn)
        phases = ("queen", "ant", "drop", "effects", "return")
        vec.one_hot(len(phases), None if view is None or view.phase not in phases
                    else phases.index(view.phase))
        return vec


class CoinsSpec(Spec):
    name = "coins"
    options_allowed = {"target": (1, 2, 3)}

    def setup(self) -> None:
        self.r = r = _rules(self.name)
        self.target = self.options.get("target", r.TARGET)
        state = self.build([])
        places = []
        nx, ny = int(r.TABLE[0] / 2 // r.GRID_STEP), int(r.TABLE[1] / 2 // r.GRID_STEP)
        for kind in r.KINDS:  # the engine's grid (grid_placements), every spot on the table
            for i in range(-nx, nx + 1):
                for j in range(-ny, ny + 1):
                    x, y = i * r.GRID_STEP, j * r.GRID_STEP
                    if r.on_table(kind, x, y):
                        places.append(r.Place(kind, x, y))
        self.actions = (r.PASS,) + tuple(places)
        self.pool_size = sum(state.full_pool.values())
        n = self.num_players
        # each round someone scores; a round is at most every coin placed, then a pass
        self.max_game_length = (n * (self.target - 1) + 1) * (self.pool_size + 1)
        self.max_chance_nodes = 0
        self.tensor_size = len(self._vec(state, 0).data)

    def build(self, items: list):
        # LC-6's challenge option is not offered: a failed challenge can take a point
        # back, so the game would have no length limit.
        return self.r.CoinsGame.new_game(self.num_players, target=self.target)

    def tensor(self, match: Match, player: int) -> list[float]:
        return self._vec(match.state, player).data

    def _vec(self, state, player: int) -> Vec:
        r, n, vec = self.r, self.num_players, Vec()
        _seat_pieces(vec, n, player, state.current_player)
        view = state.view(player)
        table = view["table"]
        for k in range(self.pool_size):  # each coin on the table: kind, x, y (table halves)
            if k < len(table):
                c = table[k]
                vec.one_hot(len(r.KINDS), r.KINDS.index(c.kind))
                vec.values([c.x / (r.TABLE[0] / 2), c.y / (r.TABLE[1] / 2)])
            else:
                vec.values([0.0] * (len(r.KINDS) + 2))
        vec.values([view["pool"].get(k, 0) for k in r.KINDS])
        vec.values(view["points"])
        return vec


SPECS = {cls.name: cls for cls in (PointyHatsSpec, DokittoSpec, RiceDiceSpec, GinghamSpec,
                                   CoinsSpec)}


def _spec_again(name: str, num_players: int, options: dict) -> Spec:
    return spec(name, num_players, **options)  # how a pickled match finds its spec


def spec(name: str, num_players: int, **options: Any) -> Spec:
    """The numbered form of a registry game (``pointyrules.games.names()``)."""
    if name not in SPECS:
        raise AdapterError(f"no game {name!r}; the games are {', '.join(SPECS)}")
    return SPECS[name](num_players, **options)
