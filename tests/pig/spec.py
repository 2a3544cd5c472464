"""Pig for the research adapters: two actions, the die as the engine's chance."""

from pointyrules.adapters import Match, Spec, Vec, seat_pieces

from . import rules as r


class PigSpec(Spec):
    name = "pig"
    hidden_information = False
    chance_moves = True
    MAX_TURNS = 60  # the adapter's limit (a game of Pig could in principle go on)

    def setup(self) -> None:
        self.target = self.options.get("target", 20)
        self.actions = (r.Roll(), r.Hold())
        self.chance = tuple(r.Rolled(f) for f in r.FACES)
        rolls = self.target // 2 + 1  # reaching the target ends a turn
        self.max_game_length = self.MAX_TURNS * (rolls + 1)
        self.max_chance_nodes = self.MAX_TURNS * rolls
        self.tensor_size = len(self._vec(self.build([]), 0).data)

    def build(self, items: list):
        return r.Pig.new_game(self.num_players, target=self.target)

    def over(self, state) -> bool:
        return state.is_over or (state.turns >= self.MAX_TURNS and state.phase == r.DECIDE)

    def winners(self, state) -> list[int]:
        if state.is_over:
            return state.winners()
        top = max(state.score)
        return [s for s, v in enumerate(state.score) if v == top]

    def tensor(self, match: Match, player: int) -> list[float]:
        return self._vec(match.state, player).data

    def _vec(self, state, player: int) -> Vec:
        vec = Vec()
        seat_pieces(vec, self.num_players, player, state.current_player)
        view = state.view(player)
        vec.values([v / self.target for v in view.scores] + [view.total / self.target])
        return vec


SPEC = PigSpec
