"""Pointy Hats for the research adapters (``pointyrules.adapters``): its actions as
integers, its deal as chance draws, and what each player may see as numbers."""

from __future__ import annotations

from ..adapters import Draw, Match, Spec, Vec, rules_of, seat_pieces


class PointyHatsSpec(Spec):
    name = "pointy_hats"
    hidden_information = True  # Trick cards and indicators are dealt face down (PH-2)
    chance_moves = True

    def setup(self) -> None:
        self.r = r = rules_of(self.name)
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
        seat_pieces(vec, n, player, None if state is None else state.current_player)
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


SPEC = PointyHatsSpec
