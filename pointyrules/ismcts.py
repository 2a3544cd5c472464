"""Search for card games in which a player cannot see the others' cards.

Two pieces, shared by the trick-taking games' experts (Doki-tto! Ice, Pointy Hats):

- ``ConstrainedDeal``: the hidden cards dealt again at random, uniformly among every
  deal that agrees with what the player has seen: each hidden hand keeps its size and
  never receives a kind of card (a colour) its holder is known to lack. The deal is
  exact and needs no retries: the number of ways to finish a deal is counted once
  (colour group by colour group) and each group's split is drawn with its true weight.
- ``search``: single-observer Information Set Monte Carlo Tree Search (Cowling,
  Powley and Whitehouse, 2012). Every iteration deals a fresh hidden world
  (a determinization), walks down one tree of the observer's information sets (the
  moves, not the hidden cards, label its edges), adds one node and plays the rest
  out with a quick policy. A move is chosen by UCB1 among the moves legal in the
  world at hand, counting a move's chances by how often it was *available* (the
  "availability" correction), so a move that is rarely possible is not starved.

Anytime: with a time budget the search stops when time is out (after its first
sweep, which tries every move of the root once in the same world) and answers with
what it found; without one it runs a fixed number of iterations, the same answer for
the same seed. Standard library only.
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_right
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .core import DEFAULT_BUDGET_MS, Deadline, Estimate


# --- dealing the hidden cards ---------------------------------------------------------------
class ConstrainedDeal:
    """Deal ``cards`` to ``holders`` (holder -> hand size), never giving a holder a card
    whose kind (``kind(card)``, a colour) is in ``lacks[holder]``; every such deal is
    equally likely. Raises ``ValueError`` if no deal fits.

    Cards of kinds that the same holders may take are interchangeable, so they form one
    group; the count of ways to finish a deal from group ``i`` with room ``caps`` left
    is ``ways(i, caps)``, and a group's split among its holders is drawn with weight
    multinomial(split) x ways(i + 1, caps - split). Counts are kept for later deals.
    """

    def __init__(self, cards: Sequence[Hashable], holders: dict[Any, int],
                 kind: Callable[[Any], Hashable], lacks: dict[Any, set] | None = None):
        lacks = lacks or {}
        self.holders = list(holders)
        sizes = tuple(holders[h] for h in self.holders)
        if sum(sizes) != len(cards):
            raise ValueError(f"{len(cards)} hidden cards cannot fill hands of {sizes}")
        groups: dict[tuple[int, ...], list] = {}
        for card in cards:
            k = kind(card)
            allowed = tuple(i for i, h in enumerate(self.holders) if k not in lacks.get(h, ()))
            groups.setdefault(allowed, []).append(card)
        # the most constrained groups first: their splits are fewest
        self.groups = sorted(groups.items(), key=lambda g: (len(g[0]), len(g[1])))
        self.sizes = sizes
        self._ways: dict = {}
        self._splits: dict = {}
        if self.ways(0, sizes) == 0:
            raise ValueError("no deal of the hidden cards fits what was seen")

    def ways(self, i: int, caps: tuple[int, ...]) -> int:
        """The number of deals of groups i.. into hands with room ``caps``."""
        key = (i, caps)
        if key not in self._ways:
            if i == len(self.groups):
                total = int(not any(caps))
                self._splits[key] = ([], [])
            else:
                allowed, cards = self.groups[i]
                cum, splits, total = [], [], 0
                for split in _splits(len(cards), [caps[h] for h in allowed]):
                    rest = list(caps)
                    for h, k in zip(allowed, split, strict=True):
                        rest[h] -= k
                    w = self.ways(i + 1, tuple(rest))
                    if w:
                        total += _multinomial(len(cards), split) * w
                        cum.append(total)
                        splits.append(split)
                self._splits[key] = (cum, splits)
            self._ways[key] = total
        return self._ways[key]

    def sample(self, rng: random.Random) -> dict[Any, list]:
        """One deal: holder -> the cards it receives (in no particular order)."""
        out: list[list] = [[] for _ in self.holders]
        caps = self.sizes
        for i, (allowed, cards) in enumerate(self.groups):
            cum, splits = self._splits[(i, caps)]
            split = splits[bisect_right(cum, rng.randrange(cum[-1]))]
            cards = list(cards)
            rng.shuffle(cards)
            rest, at = list(caps), 0
            for h, k in zip(allowed, split, strict=True):
                out[h].extend(cards[at:at + k])
                at += k
                rest[h] -= k
            caps = tuple(rest)
        return dict(zip(self.holders, out, strict=True))


def _splits(n: int, caps: list[int]):
    """Every way to write n as an ordered sum of len(caps) parts, part j <= caps[j]."""
    if len(caps) == 1:
        if n <= caps[0]:
            yield (n,)
        return
    room = sum(caps[1:])
    for k in range(max(0, n - room), min(n, caps[0]) + 1):
        for rest in _splits(n - k, caps[1:]):
            yield (k, *rest)


def _multinomial(n: int, parts: Sequence[int]) -> int:
    out, left = 1, n
    for k in parts:
        out *= math.comb(left, k)
        left -= k
    return out


def infer(draw: Callable[[], Any], fit: Callable[[Any], float], rng: random.Random,
          tries: int = 40) -> Any:
    """A world drawn in proportion to how well it explains what the others did.

    ``draw()`` deals a world agreeing with everything seen; ``fit(world)`` is the chance,
    under a model of how the others play, that they would have played as they did
    with the cards this world gives them, divided by its highest possible value (so
    0..1). Each world is kept with that chance (rejection sampling, exact for the
    model); after ``tries`` refusals, the best-fitting world drawn is used.
    """
    best, best_fit = None, -1.0
    for _ in range(tries):
        world = draw()
        f = fit(world)
        if rng.random() < f:
            return world
        if f > best_fit:
            best, best_fit = world, f
    return best


def soft_fit(hand_size: int, matches: bool, trust: float) -> float:
    """One play's factor for ``infer``: a player thought to follow a known rule with
    chance ``trust`` and otherwise to play any of its ``hand_size`` cards; the chance
    of the play seen, over the chance of the play the rule gives."""
    stray = (1 - trust) / hand_size
    return (stray + trust * matches) / (stray + trust)


# --- the search -----------------------------------------------------------------------------
class Model(Protocol):
    """A game as the search sees it, from one observer's seat. A world is any object
    holding a full position (hidden cards included) that these functions read and
    change; ``determinize`` makes a new one."""

    def determinize(self, rng: random.Random) -> Any:
        """A world drawn from those the observer cannot tell from the real one."""

    def copy(self, world: Any) -> Any: ...

    def actor(self, world: Any) -> int | None:
        """The seat to move, or None when the search's horizon (the round) is over."""

    def legal(self, world: Any) -> list[Hashable]: ...

    def apply(self, world: Any, action: Hashable) -> None: ...

    def rollout(self, world: Any, rng: random.Random) -> Sequence[float]:
        """Play the world to its end with a quick policy; every seat's reward (0..1)."""


class Node:
    """One information set of the observer's tree, reached by ``action`` of ``player``.
    ``total`` sums ``player``'s rewards over ``visits``; ``avail`` counts the visits of
    the parent in which ``action`` was legal."""

    __slots__ = ("action", "player", "children", "visits", "total", "avail")

    def __init__(self, action: Hashable = None, player: int = -1):
        self.action, self.player = action, player
        self.children: dict[Hashable, Node] = {}
        self.visits, self.total, self.avail = 0, 0.0, 0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass
class Result:
    """A finished search: the root's moves (legal order) with their nodes, and its work."""

    root: Node
    moves: list[Hashable]
    iterations: int
    worlds: int  # determinizations dealt

    def ranked(self) -> list[Node]:
        """The root's moves, best first: the highest mean reward, then the most visits,
        then the order the game lists them in."""
        order = {a: i for i, a in enumerate(self.moves)}
        nodes = [self.root.children[a] for a in self.moves]
        return sorted(nodes, key=lambda n: (-n.mean, -n.visits, order[n.action]))


def search(model: Model, moves: list[Hashable], rng: random.Random, *,
           iterations: int, deadline: Deadline | None = None, limit: int | None = None,
           exploration: float = 0.7, depth: int = 1_000) -> Result:
    """ISMCTS from the observer's position, whose legal moves are ``moves``.

    First a sweep: one world is dealt and every move of the root is played out in a copy
    of it (every move is then known a little, on equal terms). Then iterations: a
    fresh world each, selection by UCB1 with availability counts among the moves legal
    in it, one new node, a rollout, and each node on the path credited with the reward
    of the seat that chose its move. New nodes are only added within ``depth`` moves of
    the root (``depth=1``: a bandit over the root's moves with rollouts).

    No ``deadline`` (or one without an end): exactly ``iterations`` iterations (the
    sweep counts), the same result for the same ``rng`` state. With one: until the
    time left is shorter than an iteration takes on average, at most ``limit``
    iterations (None: no cap), and never less than the sweep.
    """
    end = None if deadline is None else deadline.end
    start = time.perf_counter()
    root = Node()
    world = model.determinize(rng)
    me = model.actor(world)
    for action in moves:  # the sweep, in one world
        w = model.copy(world)
        model.apply(w, action)
        child = root.children[action] = Node(action, me)
        reward = model.rollout(w, rng)[me]
        child.visits, child.total, child.avail = 1, reward, 1
        root.visits += 1
    done, worlds = len(moves), 1
    cap = iterations if end is None else limit
    log, clock = math.log, time.perf_counter
    while cap is None or done < cap:
        if end is not None:
            now = clock()
            if now + (now - start) / done >= end:  # the next one would not fit
                break
        world = model.determinize(rng)
        worlds += 1
        done += 1
        node, path, level = root, [root], 0
        while True:
            seat = model.actor(world)
            if seat is None:
                break
            # at the root, the real position's moves (a world that is consistent with
            # what the observer sees allows exactly these)
            legal = moves if node is root else model.legal(world)
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried and level < depth:
                action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                for a in legal:
                    if a in children:
                        children[a].avail += 1
                child = children[action] = Node(action, seat)
                child.avail = 1
                model.apply(world, action)
                path.append(child)
                break
            if untried:  # past the tree's depth: the rollout takes over
                break
            best, score = None, -1.0
            for a in legal:
                c = children[a]
                c.avail += 1
                s = c.total / c.visits + exploration * math.sqrt(log(c.avail) / c.visits)
                if s > score:
                    best, score = c, s
            model.apply(world, best.action)
            path.append(best)
            node = best
            level += 1
        rewards = model.rollout(world, rng)
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.total += rewards[n.player]
    return Result(root, list(moves), done, worlds)


class SearchBot:
    """A bot that answers by ``search`` (the trick-taking games' experts subclass it):
    ``model(state)`` builds the game's ``Model`` for the seat to move; ``ITERATIONS`` is
    the search's size without a time budget; ``VALUE`` says what a move's value
    measures. A single legal move is played at once."""

    name = "expert"
    ITERATIONS = 200
    EXPLORATION = 0.7  # UCB1's constant, for rewards between 0 and 1
    VALUE = "chance_win"  # a kind of the words (the table's)

    timed = True  # searches until its time budget is spent (core.make_bot)

    def __init__(self, seed: int | None = None, budget_ms: float | None = DEFAULT_BUDGET_MS,
                 iterations: int | None = None, exploration: float | None = None,
                 depth: int = 1_000):
        Deadline(budget_ms)  # a bad budget is refused here, not at the first move
        self.rng = random.Random(seed)
        self.budget_ms = budget_ms
        self.iterations = iterations or self.ITERATIONS
        self.exploration = self.EXPLORATION if exploration is None else exploration
        self.depth = depth
        self.last_report: dict = {}

    def model(self, state: Any) -> Model:
        raise NotImplementedError

    def choose(self, state: Any) -> Any:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_report = {"method": "forced", "iterations": 0, "worlds": 0,
                                "seconds": 0.0}
            return legal[0]
        return self.explain(state)[0].action

    def explain(self, state: Any) -> list[Estimate]:
        """Every legal move with its estimated value (``VALUE``), best first; an
        estimate's ``samples`` is the number of iterations (each on its own deal) that
        tried the move."""
        t0 = time.perf_counter()
        deadline = Deadline(self.budget_ms)
        found = search(self.model(state), state.legal_actions(), self.rng,
                       iterations=self.iterations, deadline=deadline,
                       exploration=self.exploration, depth=self.depth)
        ranked = found.ranked()
        self.last_report = {"method": "information-set search", "iterations": found.iterations,
                            "worlds": found.worlds, "seconds": time.perf_counter() - t0,
                            "values": {n.action: n.mean for n in ranked}}
        return [Estimate(n.action, n.mean, self.VALUE, n.visits) for n in ranked]
