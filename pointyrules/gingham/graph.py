"""Gingham's connection queries on the cloth (GI-8, GI-9): an owner's group of ants,
the pairs of stacks a group links, the length of a link and a surrounded stack.

Pure functions of the pieces (the board's tables, the ants, the stacks and the tokens);
the engine (``rules.Gingham``: ``links``, ``path_length``, ``capturable``), its scoring
and the bots ask them. Standard library only.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence

from .actions import Point
from .board import Board


def component(b: Board, ants: Sequence[int], owner: int, cell: int) -> set[int]:
    """The owner's ants orthogonally connected to ``cell`` (``cell`` itself included)."""
    nb = b.neighbours
    seen = {cell}
    todo = [cell]
    while todo:
        c = todo.pop()
        for d in nb[c]:
            if ants[d] == owner and d not in seen:
                seen.add(d)
                todo.append(d)
    return seen


def links(b: Board, ants: Sequence[int], stacks: Mapping[Point, Sequence[str]],
          tokens: Mapping[Point, int], owner: int, cell: int) -> list[tuple[Point, Point]]:
    """GI-8: pairs of stacks of one type that the owner's ants through ``cell`` link
    (two captured stacks excepted), in board order."""
    comp = component(b, ants, owner, cell)
    sweet_of = b.sweet_of
    touched: dict[str, set[Point]] = {}
    for c in comp:
        p = sweet_of[c]
        if p in stacks:
            touched.setdefault(stacks[p][0], set()).add(p)
    pairs = []
    for pts in map(sorted, touched.values()):  # (one stack of a type pairs with none)
        pairs += [(a, z) for i, a in enumerate(pts) for z in pts[i + 1:]
                  if not (a in tokens and z in tokens)]
    return sorted(pairs)


def path_length(b: Board, ants: Sequence[int], owner: int, cell: int, a: Point,
                z: Point) -> int:
    """GI-8: ants on the shortest path of the owner's linked ants (the group through
    ``cell``) from stack ``a`` to stack ``z``."""
    comp = component(b, ants, owner, cell)
    nb, sweet_of = b.neighbours, b.sweet_of
    start = [c for c in b.cells_of[a] if c in comp]
    dist = dict.fromkeys(start, 1)
    queue = deque(start)
    while queue:
        c = queue.popleft()
        if sweet_of[c] == z:
            return dist[c]
        for d in nb[c]:
            if d in comp and d not in dist:
                dist[d] = dist[c] + 1
                queue.append(d)
    raise ValueError  # pragma: no cover - never: asked only of linked stacks


def token_on_board(stacks: Mapping[Point, Sequence[str]], tokens: Mapping[Point, int],
                   seat: int, kind: str) -> bool:
    """GI-9: whether ``seat``'s capture token of the sweet type ``kind`` is on the cloth."""
    return any(s == seat and stacks[p][0] == kind for p, s in tokens.items())


def capturable(b: Board, ants: Sequence[int], stacks: Mapping[Point, Sequence[str]],
               tokens: Mapping[Point, int], owner: int, cell: int) -> Point | None:
    """GI-9: the stack beside ``cell`` if the owner's ants surround it and the owner's
    token of its type is not on the board."""
    p = b.sweet_of[cell]
    stack = stacks.get(p)
    if stack is None or any(ants[c] != owner for c in b.cells_of[p]):
        return None
    if token_on_board(stacks, tokens, owner, stack[0]):
        return None
    return p


__all__ = ["capturable", "component", "links", "path_length", "token_on_board"]
