"""Gingham for the research adapters (``pointyrules.adapters``): its actions as
integers, its deal as chance draws, and what each player may see as numbers."""

from __future__ import annotations

from ..adapters import EVERYONE, Draw, Match, Spec, Vec, rules_of, seat_pieces


class GinghamSpec(Spec):
    name = "gingham"
    hidden_information = True  # the scores are secret (GI-13), though every move is seen
    chance_moves = True

    def setup(self) -> None:
        self.r = r = bd = rules_of(self.name)  # the board's names come with the rules
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
        seat_pieces(vec, n, player, None if state is None else state.current_player)
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


SPEC = GinghamSpec
