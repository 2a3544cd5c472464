"""Play Pointy Hats against bots: your legal cards are buttons; bots answer at once."""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ..pointy_hats.bots import BOTS
from ..pointy_hats.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    Card,
    PointyHats,
    indicator_name,
    play_order,
)
from ..render import row_svg, trick_svg
from .kit import BotTableWidget, Move, safe, show_moves

HUMAN = 0


class PointyHatsWidget(BotTableWidget):
    """You are seat 0; the other seats are bots of the kind chosen."""

    def __init__(self, num_players: int = 4, seed: int = 0, mode: str = "round",
                 opponents: str = "expert"):
        super().__init__()
        controls = self._make_controls(range(MIN_PLAYERS, MAX_PLAYERS + 1), num_players, seed,
                                       [("One round", "round"), ("Match to 3", "match")],
                                       mode, BOTS, opponents)
        self.table = w.HTML()
        self.hand = w.HBox()
        self.scores = w.HTML()
        self.ui = w.VBox([*controls, self.table,
                          w.HTML("<b>Your hand</b> (click a card to play it)"), self.hand,
                          self.message, self.scores, w.HTML("<b>History</b>"), self.history])
        self.state: PointyHats | None = None
        self.new_game()

    @safe
    def new_game(self) -> None:
        n, seed = self.players.value, self.chosen_seed()
        target = 1 if self.mode.value == "round" else 3
        self._seat(PointyHats.new_game(n, seed=seed, target_wins=target), seed)
        self.say(f"New {'round' if target == 1 else 'match'}: {n} players, seed {seed}. "
                 "You are seat 0.")
        self._bots_move()

    @safe
    def play(self, card: Card | str) -> None:
        """Play a card for seat 0 (also what the card buttons call)."""
        before = len(self.state.trick_history) if self.state else 0
        self._your_move(card)
        self._bots_move()
        if len(self.state.trick_history) > before:
            rnd, ind, plays, result = self.state.trick_history[-1]
            self.say(f"Seat {result.winner} took the trick: {result.rule}",
                     "done" if result.winner == HUMAN else "info")

    def refresh(self) -> None:
        s = self.state
        view = s.view(HUMAN)
        parts = []
        shown = [("indicator", x) for x in view.indicators]
        parts.append("<b>Indicator cards turned up</b> (this trick uses "
                     f"{escape(indicator_name(s.indicators[s.trick_indicator]))}):<br>"
                     + row_svg(shown))
        order = play_order(s.dealer, s.num_players)
        parts.append(f"<p>Round {s.round_number}; seat {s.dealer} deals and leads; play order "
                     f"{' → '.join(map(str, order))}.</p>")
        if s.trick:
            parts.append("<b>This trick so far:</b><br>"
                         + trick_svg(s.trick, s.indicators[s.trick_indicator]))
        if s.trick_history:
            rnd, ind, plays, result = s.trick_history[-1]
            parts.append(f"<b>Last trick</b> (round {rnd}): seat {result.winner} won — "
                         f"{escape(result.rule)}<br>" + trick_svg(plays, ind, result.winner))
        self.table.value = "".join(parts)
        legal = s.legal_actions() if s.current_player == HUMAN else []
        show_moves(self.hand, [Move(str(card), card in legal, lambda c=card: self.play(c),
                                    f"play {card}") for card in view.hand])
        rows = "".join(
            f"<tr><td>seat {p}{' (you)' if p == HUMAN else ''}</td>"
            f"<td>{len(s.won[p]) // s.num_players}</td><td>{s.round_wins[p]}</td></tr>"
            for p in range(s.num_players))
        self.scores.value = ("<table><tr><th>player</th><th>tricks this round</th>"
                             f"<th>round wins</th></tr>{rows}</table>")
        if s.is_over:
            who = ", ".join("you" if p == HUMAN else f"seat {p}" for p in s.winners())
            self.say(f"Game over. Winner(s): {who}. {s.last_round.rule}", "done")
        self.show_history(s.log)
