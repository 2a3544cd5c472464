"""This is why you lose coins for the research adapters (``pointyrules.adapters``): its actions as
integers, its deal as chance draws, and what each player may see as numbers."""

from __future__ import annotations

from ..adapters import Match, Spec, Vec, rules_of, seat_pieces


class CoinsSpec(Spec):
    name = "coins"
    hidden_information = False  # every coin is on the table (LC-1..LC-6)
    chance_moves = False  # nothing is left to chance

    def setup(self) -> None:
        self.r = r = rules_of(self.name)
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
        seat_pieces(vec, n, player, state.current_player)
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


SPEC = CoinsSpec
