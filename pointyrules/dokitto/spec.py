"""Doki-tto! Ice for the research adapters (``pointyrules.adapters``): its actions as
integers, its deal as chance draws, and what each player may see as numbers."""

from __future__ import annotations

from ..adapters import AdapterError, Draw, Match, Spec, Vec, rules_of, seat_pieces


class DokittoSpec(Spec):
    name = "dokitto"
    hidden_information = True  # hands are dealt face down (DI-2)
    chance_moves = True
    # its options (DI-2: two_player_hand, colours) are declared in about.py

    def setup(self) -> None:
        self.r = r = rules_of(self.name)
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
        seat_pieces(vec, n, player, None if state is None else state.current_player)
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


SPEC = DokittoSpec
