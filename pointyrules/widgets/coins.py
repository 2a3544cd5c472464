"""Play This is why you lose coins against bots: choose a coin and a spot, Place or Pass.

ipywidgets gives no click coordinates on an HTML drawing, so the spot is chosen with two
sliders (mm) while a faint coin shows where it would land; it works the same in the
in-browser build.
"""

from __future__ import annotations

import ipywidgets as w

from ..coins.bots import BOTS
from ..coins.geometry import card_margin
from ..coins.render import table_svg
from ..coins.rules import (
    CHALLENGE,
    DIAMETERS,
    KINDS,
    LET_STAND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PASS,
    TABLE,
    CoinsGame,
    Place,
    touches,
)
from .kit import BotTableWidget, Move, safe, show_moves


class CoinsWidget(BotTableWidget):
    """You are seat 0; the other seats are bots of the kind chosen."""

    def __init__(self, num_players: int = 2, seed: int = 0, mode: str = "round",
                 opponents: str = "human-like", challenge: bool = False):
        super().__init__()
        controls = self._make_controls(range(MIN_PLAYERS, MAX_PLAYERS + 1), num_players, seed,
                                       [("One round", "round"), ("Game to 3 points", "game")],
                                       mode, BOTS, opponents)
        self.challenge = challenge
        self.table = w.HTML()
        self.kind = w.Dropdown(description="Coin", options=[(f"{k} yen", k) for k in KINDS])
        self.x = w.FloatSlider(description="x (mm)", min=-TABLE[0] / 2, max=TABLE[0] / 2,
                               step=0.5, value=40.0)
        self.y = w.FloatSlider(description="y (mm)", min=-TABLE[1] / 2, max=TABLE[1] / 2,
                               step=0.5, value=0.0)
        self.hint = w.Checkbox(description="Hint: show the current margin", value=False)
        for control in (self.kind, self.x, self.y, self.hint):
            control.observe(lambda _: self.refresh(), names="value")
        self.moves = w.HBox()
        self.scores = w.HTML()
        self.ui = w.VBox([*controls, self.table, w.HBox([self.kind, self.hint]), self.x,
                          self.y, self.moves, self.message, self.scores,
                          w.HTML("<b>History</b>"), self.history])
        self.state: CoinsGame | None = None
        self.new_game()

    @safe
    def new_game(self) -> None:
        n, seed = self.players.value, self.chosen_seed()
        target = 1 if self.mode.value == "round" else 3
        self._seat(CoinsGame.new_game(n, seed=seed, target=target,
                                      challenge=self.challenge and n >= 3), seed)
        self.say(f"New {'round' if target == 1 else 'game'}: {n} players, seed {seed}. "
                 "You are seat 0.")
        self._bots_move()

    @safe
    def play(self, action) -> None:
        """Make seat 0's move (a Place, PASS, CHALLENGE or LET_STAND)."""
        self._your_move(action)
        self.say(f"You: {action}.")
        self._bots_move()

    def refresh(self) -> None:
        s = self.state
        if s is None:
            return
        kind, x, y = self.kind.value, self.x.value, self.y.value
        ghost = (kind, x, y, DIAMETERS[kind] / 2)
        card = None
        if s.rounds and (s.is_over or (s.phase == "open" and not s.table)):
            last = s.rounds[-1]
            from ..coins.rules import Coin
            coins = [Coin(*c) for c in last["table"]]
            card = (tuple(last["center"]), last["angle"], last["margin"])
        else:
            coins = s.table
        note = ""
        if self.hint.value and s.table:
            m = card_margin([(c.x, c.y, c.radius) for c in s.table], tol=1e-3)
            card = ((m.center), m.angle, m.margin)
            note = f" Current margin {m.margin:.2f} mm."
        self.table.value = table_svg(coins, card, None if s.is_over else ghost)
        mine = not s.is_over and s.current_player == self.HUMAN
        if s.phase == "challenge":
            moves = [Move("Challenge", mine, lambda: self.play(CHALLENGE)),
                     Move("No challenge", mine, lambda: self.play(LET_STAND))]
        else:
            free = touches(s.table, kind, x, y) is None and s.pool.get(kind, 0) > 0
            moves = [Move("Place", mine and free, lambda: self.play(Place(kind, x, y)),
                          f"place a {kind} yen coin at ({x:.1f}, {y:.1f})"),
                     Move("Pass", mine and s.phase == "turn", lambda: self.play(PASS))]
        show_moves(self.moves, moves, width="110px")
        pool = ", ".join(f"{k}: {v}" for k, v in s.pool.items())
        turn = "game over" if s.is_over else f"player {s.current_player} to move"
        self.scores.value = f"Points {s.points} · pool {pool} · {turn}.{note}"
        self.show_history(s.log)
