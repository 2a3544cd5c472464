"""Play Rice Dice against bots: your legal moves are buttons, an advisor shows the odds."""

from __future__ import annotations

from html import escape

import ipywidgets as w

from .. import fmt
from ..core import play_until
from ..render import dice_svg, rice_cards_svg
from ..rice_dice.bots import BOTS
from ..rice_dice.odds import turn_advice
from ..rice_dice.rules import (
    CHANCE_ROLL,
    DEFAULT_DICE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    RiceDice,
)
from .kit import GameWidget, Move, safe, show_moves

HUMAN = 0
NEWS = ("take", "bust", "lock", "end")  # the events worth a line in the message


class RiceDiceWidget(GameWidget):
    """You are seat 0; the other seats are bots of the kind chosen."""

    def __init__(self, num_players: int = 3, seed: int = 0, opponents: str = "optimal",
                 advisor: bool = True, dice=DEFAULT_DICE):
        super().__init__()
        self.dice = dice
        self.add_controls(range(MIN_PLAYERS, MAX_PLAYERS + 1), num_players, seed, BOTS,
                          opponents)
        self.advisor = w.Checkbox(value=advisor, description="Show the advisor")
        self.advisor.observe(lambda _: self.refresh(), names="value")
        self.table = w.HTML()
        self.dice_view = w.HTML()
        self.actions = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.advice = w.HTML()
        self.ui = w.VBox([w.HBox([self.players, self.seed, self.opponents]),
                          w.HBox([self.advisor, self.new_button]), self.table, self.dice_view,
                          w.HTML("<b>Your move</b>"), self.actions, self.message, self.advice,
                          w.HTML("<b>History</b>"), self.history])
        self.state: RiceDice | None = None
        self.new_game()

    @safe
    def new_game(self) -> None:
        n, seed = self.players.value, self.chosen_seed()
        self.state = RiceDice.new_game(n, seed=seed, dice=self.dice)
        self.bots = {s: BOTS[self.opponents.value](seed=seed + s) for s in range(1, n)}
        self.say(f"New game: {n} players, seed {seed}. You are seat 0 and move first.")
        self.refresh()

    @safe
    def act(self, action) -> None:
        """Carry out an action for seat 0 (also what the buttons call)."""
        s = self.state
        self.require_turn(HUMAN)
        seen = len(s.log)
        s.apply(action)
        if s.phase == CHANCE_ROLL:
            s.apply(s.sample_chance())  # the dice are rolled at once
        if s.current_player != HUMAN:
            self.refresh()  # show the move at once; the bots' turns follow
            play_until(s, self.bots, stop_for=[HUMAN])
        news = [e.text for e in s.log[seen:] if e.kind in NEWS]
        self.say(" ".join(news) or s.log[-1].text, "done" if s.is_over else "info")
        self.refresh()

    def refresh(self) -> None:
        s = self.state
        rows = "".join(
            f"<tr><td>seat {p}{' (you)' if p == HUMAN else ''}</td>"
            f"<td>{', '.join(map(str, sorted(s.provisional[p]))) or '–'}</td>"
            f"<td>{', '.join(map(str, sorted(s.locked[p]))) or '–'}</td>"
            f"<td>{score}</td></tr>" for p, score in enumerate(s.scores()))
        self.table.value = (rice_cards_svg(s.centre, s.provisional, s.locked)
                            + "<table><tr><th>player</th><th>provisional</th><th>locked</th>"
                            f"<th>score</th></tr>{rows}</table>")
        kept = s.kept_faces()
        parts = [f"<p>Seat {s.turn} to move.</p>" if not s.is_over else "<p>Game over.</p>"]
        if kept:
            parts.append("<b>Set aside:</b><br>" + dice_svg(kept))
        if s.rolled:
            parts.append("<b>This roll</b> (captions are die numbers):<br>" + dice_svg(
                [f for _, f in s.rolled], [f"die {p}" for p, _ in s.rolled]))
        self.dice_view.value = "".join(parts)
        legal = s.legal_actions() if s.current_player == HUMAN else []
        show_moves(self.actions, [Move(str(a), True, lambda a=a: self.act(a)) for a in legal],
                   width="auto")
        self.advice.value = self._advice_html() if legal and self.advisor.value else ""
        if s.is_over:
            who = ", ".join("you" if p == HUMAN else f"seat {p}" for p in s.winners())
            self.say(f"Game over. Scores {s.scores()}; winner: {who} (RD-6).", "done")
        self.show_history(s.log)

    def _advice_html(self) -> str:
        advice = turn_advice(self.state)
        head = "<b>Advisor</b> (exact expected points this turn"
        head += ", if you play on as well as possible)"
        if advice.bust_chance is not None:
            p = advice.bust_chance
            head += f"<br>Bust chance of the next roll: {fmt.fraction(p)} (about {fmt.percent(p)})"
        rows = "".join(
            f"<tr><td>{escape(str(o.action))}{' ★ best' if o == advice.best else ''}</td>"
            f"<td>{fmt.decimal(o.gain)}</td><td>{fmt.decimal(o.loss)}</td>"
            f"<td>{fmt.signed(o.net)}</td></tr>"
            for o in advice.options)
        return (f"{head}<table><tr><th>option</th><th>points gained</th><th>points lost</th>"
                f"<th>expected net</th></tr>{rows}</table>")
