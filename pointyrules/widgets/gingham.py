"""Play Gingham against bots: the cloth as SVG, your legal choices as buttons.

Queen rows are buttons named like the row labels on the cloth's edge ("S3"); ant cells
are a small grid of buttons laid out like the cloth, where only the legal cells are
enabled; abilities show their price. In your turn you choose the order of the effects
of every ant that lands, also a bot's ant that you moved or pushed out (GI-17: its
points are its owner's); in a bot's turn the bot resolves the effects of your ants.
Your score is shown, the others' only once the game is over (GI-13).
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ..gingham.board import SIDE_NAMES
from ..gingham.bots import BOTS
from ..gingham.render import state_svg
from ..gingham.rules import (
    ABILITY_NAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SLOT_COSTS,
    Ant,
    Drop,
    Gingham,
    Return,
    end_threshold,
)
from .kit import BotTableWidget, Move, move_button, safe, show_moves

HUMAN = 0
CELL_ACTIONS = {"ant": Ant, "drop": Drop, "return": Return}


class GinghamWidget(BotTableWidget):
    """You are seat 0 (blue); the other seats are bots of the kind chosen."""

    def __init__(self, num_players: int = 3, seed: int = 0, opponents: str = "greedy"):
        super().__init__()
        controls = self._make_controls(range(MIN_PLAYERS, MAX_PLAYERS + 1), num_players, seed,
                                       [("Whole game", "game")], "game", BOTS, opponents)
        self.table = w.HTML()
        self.status = w.HTML()
        self.moves = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.cells = w.GridBox(layout=w.Layout(grid_gap="1px"))
        self._cell_buttons: list[w.Button] = []
        self._cell_size = 0
        self.ui = w.VBox([*controls, w.HBox([self.table, self.status]),
                          w.HTML("<b>Your choices</b>"), self.moves, self.cells, self.message,
                          w.HTML("<b>History</b>"), self.history])
        self.state: Gingham | None = None
        self.new_game()

    @safe
    def new_game(self) -> None:
        n, seed = self.players.value, self.chosen_seed()
        self._seat(Gingham.new_game(n, seed=seed), seed)
        self.say(f"New game: {n} players, seed {seed}. You are seat 0 (blue).")
        self._bots_move()

    @safe
    def play(self, action) -> None:
        """Carry out one of seat 0's actions (a button press); the bots answer."""
        self._your_move(action)
        self.say(f"You: {action}", "done")
        self._bots_move()

    # --- drawing ------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        mine = s.current_player == HUMAN and not s.is_over
        legal = s.legal_actions() if mine else []
        highlight = [s.b.index[a.cell] for a in legal if type(a) in (Ant, Drop, Return)]
        rows = [s.queen_row()] if s.phase in ("ant", "drop") else []
        self.table.value = state_svg(s, highlight=highlight, rows=rows)
        self.status.value = self._status_html()
        cell_kind = CELL_ACTIONS.get(s.phase) if mine else None
        self._show_cells(s, legal, cell_kind)
        show_moves(self.moves, [self._move(s, a) for a in legal
                                if not (type(a) is cell_kind and not getattr(a, "boost", 0))],
                   width="auto")
        if s.is_over:
            names = ", ".join("you" if p == HUMAN else f"seat {p}" for p in s.winners())
            self.say(f"Game over ({s.end_reason}). Final scores {s.scores()}; "
                     f"winner(s): {names}.", "done")
        self.show_history(s.log)

    def _move(self, s: Gingham, action) -> Move:
        label = str(action)
        kind = type(action).__name__
        if kind == "Queen":
            label = f"{action.side}{action.number}"
            ability = dict(s.queen_options())[action]
            if ability:
                label += f" ({ABILITY_NAMES[ability]}: {s.cost(ability)} sugar)"
        elif kind == "Ant" and action.boost:
            label = f"{action.cell} with x1.5 ({s.cost('boost')} sugar)"
        elif kind == "Lift":
            label = f"move the ant on {action.cell} ({s.cost('move')} sugar)"
        elif kind == "Connect":
            land = s.landing
            length = s.path_length(land["owner"], land["cell"], action.src, action.dst)
            label = f"{label} (+{length}{' x1.5' if land['boost'] else ''})"
        if s.phase == "effects" and s.landing["owner"] != HUMAN and kind != "Done":
            label += f" for seat {s.landing['owner']}"  # GI-17: you resolve, they score
        return Move(label, True, lambda a=action: self.play(a), str(action))

    def _show_cells(self, s: Gingham, legal, kind) -> None:
        """A grid of cell buttons laid out like the cloth; only legal cells enabled."""
        if kind is None:
            for b in self._cell_buttons:
                b.disabled, b.pointyrules_move = True, (lambda: None)
            self.cells.layout.display = "none"
            return
        n = s.n
        if self._cell_size != n:
            self._cell_buttons = []
            for i in range(n * n):
                y, x = n - 1 - i // n, i % n
                b = move_button(s.b.names[y * n + x], True, "", width="38px")
                b.layout.height = "26px"
                b.on_click(lambda btn: btn.pointyrules_move())
                self._cell_buttons.append(b)
            self.cells.children = self._cell_buttons
            self.cells.layout.grid_template_columns = f"repeat({n}, 38px)"
            self._cell_size = n
        self.cells.layout.display = None
        choices = {a.cell: a for a in legal if type(a) is kind and not getattr(a, "boost", 0)}
        beyond = set()
        if s.phase == "ant":
            beyond = {s.b.names[c] for c in s.b.beyond_cells[s.queen_row()]}
        for b in self._cell_buttons:
            action = choices.get(b.description)
            b.disabled = action is None
            b.pointyrules_move = (lambda a=action: self.play(a)) if action else (lambda: None)
            b.tooltip = (str(action) + (f" (beyond the stitch: {s.cost('stitch')} sugar)"
                                        if b.description in beyond else "")) if action else ""

    def _status_html(self) -> str:
        s = self.state
        view = s.view(HUMAN)
        names = ["you" if p == HUMAN else f"seat {p}" for p in range(s.num_players)]
        order = " ▶ ".join((f"<b>{names[p]}</b>" if i == s.turn and not s.is_over
                            else names[p]) for i, (p, _) in enumerate(s.order))
        side = s.side or (f"lead chooses (not {SIDE_NAMES[s.old_side]})" if s.old_side
                          else "lead chooses")
        side = SIDE_NAMES.get(side, side)
        rows = "".join(
            f"<tr><td>{cost}</td><td>{escape(ABILITY_NAMES[a])}</td></tr>"
            for a, cost in zip(s.abilities, SLOT_COSTS, strict=True))
        seats = "".join(
            f"<tr><td>{names[p]}</td><td>{view.scores[p] if view.scores[p] is not None else '?'}"
            f"</td><td>{s.cubes[p]}</td><td>{s.supply[p]}</td></tr>"
            for p in range(s.num_players))
        who = s.current_player
        doing = "" if s.is_over else f"<p>Now: {escape(s.phase_text())}.</p>"
        return (f"<div style='margin-left:12px;font-size:13px'><p><b>Round {s.round_number}"
                f"</b> · side: {escape(side)}<br>Order: {order}</p>{doing}"
                f"<table><tr><th></th><th>score</th><th>sugar</th><th>ants left</th></tr>"
                f"{seats}</table><p style='font-size:11px'>Scores of others stay hidden "
                f"until the end (GI-13). The game ends after a round in which someone has "
                f"{end_threshold(s.num_players)} points.</p>"
                f"<b>Abilities</b> (cost in sugar)<table>{rows}</table>"
                f"{'<p>It is your turn.</p>' if who == HUMAN else ''}</div>")
