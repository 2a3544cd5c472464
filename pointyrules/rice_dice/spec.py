"""Rice Dice for the research adapters (``pointyrules.adapters``): its actions as
integers, its deal as chance draws, and what each player may see as numbers."""

from __future__ import annotations

from importlib import import_module
from itertools import combinations

from ..adapters import Match, Spec, Vec, rules_of, seat_pieces


class RiceDiceSpec(Spec):
    name = "rice_dice"
    hidden_information = False  # every die and card is on the table (RD-1..RD-7)
    chance_moves = True
    MAX_TURNS = 300  # the adapter's turn limit, see over()
    own_options = {"max_turns": (range(1, 10001), MAX_TURNS)}  # and about.py's "dice"

    def setup(self) -> None:
        self.r = r = rules_of(self.name)
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
        seat_pieces(vec, n, player, cur)
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


SPEC = RiceDiceSpec
