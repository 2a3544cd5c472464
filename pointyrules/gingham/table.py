"""The Gingham table: click a row's edge to move a queen there, a cell to place or move
an ant; effects and abilities are buttons with their price. You are blue (seat 0)."""

from __future__ import annotations

from html import escape

from ..svg import SEAT_COLOURS
from ..table import HUMAN, Table
from .board import SIDE_NAMES, Row, point_cell
from .render import board_svg, cell_box, row_spot
from .rules import SLOT_COSTS, end_threshold
from .words import ABILITY_NAMES, WORDS
from .worlds import WORLDS

# GI-13: the kinds that say another seat's link or capture without its points
HIDDEN_POINTS = {"connect": "connect_hidden", "capture": "capture_hidden"}
CELL_MOVES = ("Ant", "Drop", "Return", "Lift")  # moves that name a cell of the cloth
YOUR_PHASE = {
    "queen": "Move one of your queens: click a marker on the edge of the cloth.",
    "ant": "Place an ant in your queen's row: click an outlined cell.",
    "drop": "Choose the empty cell for the ant you are moving: click an outlined cell.",
    "return": "Put your pushed-out ant back: click an outlined empty cell.",
    "effects": "Your ant has landed: choose its effects below, in the order you like.",
}


class GinghamTable(Table):
    game = "gingham"
    players = 3
    worlds = WORLDS

    def history_line(self, event) -> str:
        """GI-13: another seat's points stay hidden until the game ends, so its links and
        captures are said in words that have no place for the points (yours keep them)."""
        if event.kind in HIDDEN_POINTS and event.data["seat"] != HUMAN \
                and not self.state.is_over:
            event = event._replace(kind=HIDDEN_POINTS[event.kind])
        return self.say(event)

    def draw(self, view) -> str:
        s = self.state  # everything drawn below is public (GI-13 hides only the scores)
        legal = self._legal() if view.current_player == HUMAN else []
        overlay, words, cells = [], [], set()
        # One control per cell: placing an ant there (which may push another out) comes
        # before the paid "move this ant" ability on the same cell, which is then a
        # button with its price, so a plain click never spends sugar.
        ordered = sorted(legal, key=lambda a: type(a).__name__ == "Lift")
        for action in ordered:
            kind = type(action).__name__
            if kind in CELL_MOVES and not getattr(action, "boost", False) \
                    and action.cell not in cells:
                cells.add(action.cell)
                overlay.append(self._cell(view.n, action, self._label(action)))
            elif kind == "Queen":
                overlay.append(self._queen(view.n, action, self._label(action)))
            else:
                words.append(self.plain_button(action, self._label(action)))
        rows = [s.queen_row()] if view.phase in ("ant", "drop") else []
        cloth = board_svg(view.n, view.stacks, view.tokens, view.sugar, view.ants,
                          view.row_queens, rows=rows, overlay="".join(overlay))
        doing = "" if s.is_over else f"Now: {WORDS.phrase(s.phase_phrase(), self.voice)}."
        if view.current_player == HUMAN:
            doing = YOUR_PHASE.get(view.phase, doing)
        parts = [f'<p class="pr-caption">{escape(doing)}</p>',
                 f'<div class="pr-row"><div class="pr-cloth">{cloth}</div>'
                 f"<div>{self._side(view)}</div></div>"]
        if words:
            parts.append(f'<div class="pr-row">{"".join(words)}</div>')
        return "".join(parts)

    def _label(self, action) -> str:
        s, kind = self.state, type(action).__name__
        label = str(action)
        if kind == "Queen":
            label = f"queen to row {action.side}{action.number}"
            ability = dict(s.queen_options())[action]
            if ability:
                label += f" ({ABILITY_NAMES[ability]}: {s.cost(ability)} sugar)"
        elif kind == "Ant" and action.boost:
            label = f"ant on {action.cell} with x1.5 ({s.cost('boost')} sugar)"
        elif kind == "Ant" and s.b.index[action.cell] in s.b.beyond_cells[s.queen_row()]:
            label += f" (beyond the stitch: {s.cost('stitch')} sugar)"
        elif kind == "Lift":
            label = f"move the ant on {action.cell} ({s.cost('move')} sugar)"
        elif kind == "Drop":
            label = f"move it to {action.cell}"
        elif kind == "Capture":  # a sweet by the cell that names it, as the history does
            label = f"capture the stack by {point_cell(action.point)}"
        elif kind == "Sugar":
            label = f"take a sugar cube from the crossing by {point_cell(action.point)}"
        elif kind == "Connect":
            label = (f"connect: move the stack by {point_cell(action.src)} onto the one by "
                     f"{point_cell(action.dst)}")
            if s.landing["owner"] == HUMAN:  # GI-13: only your points
                land = s.landing
                length = s.path_length(land["owner"], land["cell"], action.src, action.dst)
                label += f" (+{length}{' x1.5' if land['boost'] else ''})"
        if s.phase == "effects" and s.landing["owner"] != HUMAN and kind != "Done":
            label += f" for {self.seat_name(s.landing['owner'])}"  # GI-17: you resolve, they score
        return label

    def _cell(self, n: int, action, label: str) -> str:
        x, y, size = cell_box(n, self.state.b.index[action.cell])
        shape = (f'<rect x="{x + 2:g}" y="{y + 2:g}" width="{size - 4}" height="{size - 4}" '
                 'rx="4" fill="#ffffff" fill-opacity="0.01" stroke="#e6a800" stroke-width="2.5"/>')
        return self.svg_button(action, shape, label)

    def _queen(self, n: int, action, label: str) -> str:
        x, y = row_spot(n, Row(action.side, action.number))
        shape = (f'<circle cx="{x:g}" cy="{y:g}" r="9" fill="#fff7d6" stroke="#e6a800" '
                 f'stroke-width="2"/><text x="{x:g}" y="{y + 4:g}" font-size="11" '
                 f'text-anchor="middle" fill="{SEAT_COLOURS[HUMAN]}">♛</text>')
        return self.svg_button(action, shape, label)

    def _side(self, view) -> str:
        s = self.state
        names = [self.seat_name(p) for p in range(view.num_players)]
        order = " ▶ ".join((f"<b>{names[p]}</b>" if i == view.turn and not s.is_over
                            else names[p]) for i, (p, _) in enumerate(view.order))
        side = view.side or (f"lead chooses (not {SIDE_NAMES[view.old_side]})"
                             if view.old_side else "lead chooses")
        side = SIDE_NAMES.get(side, side)
        seats = "".join(
            f'<tr><td><span style="color:{SEAT_COLOURS[p]}">●</span> {names[p]}</td>'
            f"<td>{'?' if view.scores[p] is None else view.scores[p]}</td>"
            f"<td>{view.cubes[p]}</td><td>{view.supply[p]}</td></tr>"
            for p in range(view.num_players))
        abilities = "".join(f"<tr><td>{cost}</td><td>{escape(ABILITY_NAMES[a])}</td></tr>"
                            for a, cost in zip(view.abilities, SLOT_COSTS, strict=True))
        return (f"<p>Round {view.round_number} · side: {escape(side)}<br>Order: {order}</p>"
                '<table class="pr-seats"><thead><tr><th>player</th><th>score</th><th>sugar</th>'
                f"<th>ants left</th></tr></thead><tbody>{seats}</tbody></table>"
                "<p>The others' scores stay hidden until the end. The game ends "
                f"after a round in which someone has {end_threshold(view.num_players)} "
                "points.</p><table><thead><tr><th>cost</th><th>ability</th></tr></thead>"
                f"<tbody>{abilities}</tbody></table>")
