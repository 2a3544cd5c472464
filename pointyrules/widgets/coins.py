"""Play This is why you lose coins against bots: choose a coin and a spot, Place or Pass.

ipywidgets gives no click coordinates on an HTML drawing, so the spot is chosen with two
sliders (mm) while a faint coin shows where it would land; it works the same in the
in-browser build. With three or more players the challenge option (LC-6) can be
switched on before New game. When a round ends its table stays in view with the best
card drawn over it and the margin; the hint (off by default) draws the best card for
the coins on the table now.
"""

from __future__ import annotations

import ipywidgets as w

from .. import fmt
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
    Coin,
    CoinsGame,
    Place,
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
        wide = {"indent": False, "layout": w.Layout(width="auto")}  # labels in full
        self.challenge = w.Checkbox(description="Challenge option (3+ players, LC-6)",
                                    value=challenge, **wide)
        self.table = w.HTML()
        self.last_round = w.HTML()
        self._hint_cache: tuple = ((), None)
        self.kind = w.Dropdown(description="Coin", options=[(f"{k} yen", k) for k in KINDS])
        self.x = w.FloatSlider(description="x (mm)", min=-TABLE[0] / 2, max=TABLE[0] / 2,
                               step=0.5, value=40.0)
        self.y = w.FloatSlider(description="y (mm)", min=-TABLE[1] / 2, max=TABLE[1] / 2,
                               step=0.5, value=0.0)
        self.hint = w.Checkbox(description="Hint: show the current margin", value=False,
                               **wide)
        for control in (self.kind, self.x, self.y, self.hint):
            control.observe(lambda _: self.refresh(), names="value")
        self.moves = w.HBox()
        self.scores = w.HTML()
        self.ui = w.VBox([*controls, self.challenge, self.table,
                          w.HBox([self.kind, self.hint]), self.x, self.y, self.moves,
                          self.message, self.scores, self.last_round,
                          w.HTML("<b>History</b>"), self.history])
        self.state: CoinsGame | None = None
        self.new_game()

    @safe
    def new_game(self) -> None:
        n, seed = self.players.value, self.chosen_seed()
        target = 1 if self.mode.value == "round" else 3
        self._seat(CoinsGame.new_game(n, seed=seed, target=target,
                                      challenge=self.challenge.value and n >= 3), seed)
        self.say(f"New {'round' if target == 1 else 'game'}: {n} players, seed {seed}. "
                 "You are seat 0.")
        self._bots_move()

    @safe
    def play(self, action) -> None:
        """Make seat 0's move (a Place, PASS, CHALLENGE or LET_STAND)."""
        self._your_move(action)
        self.say(f"You: {action}.")
        self._bots_move()

    def current_margin(self):
        """The best card for the coins on the table now (kept until the table changes)."""
        coins = tuple(self.state.table)
        if self._hint_cache[0] != coins:
            best = card_margin([(c.x, c.y, c.radius) for c in coins], tol=1e-3)
            self._hint_cache = (coins, best)
        return self._hint_cache[1]

    def refresh(self) -> None:
        s = self.state
        if s is None:
            return
        kind, x, y = self.kind.value, self.x.value, self.y.value
        card, note = None, ""
        if self.hint.value and s.table:
            m = self.current_margin()
            card = (m.center, m.angle, m.margin)
            note = f" Hint: the margin now is {fmt.decimal(m.margin)} mm."
        ghost = None if s.is_over else (kind, x, y, DIAMETERS[kind] / 2)
        self.table.value = table_svg(s.table, card, ghost)
        self.last_round.value = self._last_round_svg()
        mine = not s.is_over and s.current_player == self.HUMAN
        if s.phase == "challenge":
            moves = [Move("Challenge", mine, lambda: self.play(CHALLENGE)),
                     Move("No challenge", mine, lambda: self.play(LET_STAND))]
        else:
            free = s.refusal(Place(kind, x, y)) is None  # the engine decides (LC-3, LC-4)
            moves = [Move("Place", mine and free, lambda: self.play(Place(kind, x, y)),
                          str(Place(kind, x, y))),
                     Move("Pass", mine and s.phase == "turn", lambda: self.play(PASS))]
        show_moves(self.moves, moves, width="120px")
        points = fmt.listing(f"player {p} has {n}" for p, n in enumerate(s.points))
        pool = fmt.listing(f"{v} × {k} yen" for k, v in s.pool.items() if v) or "empty"
        turn = "game over" if s.is_over else f"player {s.current_player} to move"
        self.scores.value = f"Points: {points} · coins left: {pool} · {turn}.{note}"
        self.show_history(s.log)

    def _last_round_svg(self) -> str:
        """The table at the end of the last round, with the best card and its margin."""
        if not self.state.rounds:
            return ""
        last = self.state.rounds[-1]
        coins = [Coin(*c) for c in last["table"]]
        verdict = "the card fits" if last["margin"] > 0 else "no card fits"
        return (f"<b>Round {last['round']}: {verdict}, player {last['winner']} scored</b><br>"
                + table_svg(coins, (tuple(last["center"]), last["angle"], last["margin"]),
                            scale=1.2))
