"""The Gingham table: click a row's edge to move a queen there, a cell to place or move
an ant; effects and abilities are buttons with their price. You are blue (seat 0).
Every word it shows is the game's (``words.py``) or the table's, in the table's voice;
a move's key stays its ``str`` (shared links and tests use it), its label is said."""

from __future__ import annotations

from html import escape

from ..svg import SEAT_COLOURS
from ..table import HUMAN, Table
from .board import Row
from .render import board_svg, cell_box, row_spot, sweet_svg
from .rules import SLOT_COSTS, connection_points, end_threshold
from .words import action_phrase
from .worlds import WORLDS

# GI-13: the kinds that say another seat's connection or capture without its points
HIDDEN_POINTS = {"connect": "connect_hidden", "capture": "capture_hidden"}
CELL_MOVES = ("Ant", "Drop", "Return", "Lift")  # moves that name a cell of the cloth
YOUR_PHASES = ("queen", "ant", "drop", "return", "effects")  # said as do_<phase>


class GinghamTable(Table):
    why_short = True  # its moves' labels are long: the hint gives values only
    game = "gingham"
    players = 3
    worlds = WORLDS

    def history_line(self, event) -> str:
        """GI-13: another seat's points stay hidden until the game ends, so its
        connections and captures are said in words that have no place for the points
        (yours keep them). A queen's row is said by its cells, which the top and right
        sides' rows take from the cloth's size."""
        if event.kind in HIDDEN_POINTS and event.data["seat"] != HUMAN \
                and not self.state.is_over:
            event = event._replace(kind=HIDDEN_POINTS[event.kind])
        if event.kind == "queen":
            event = event._replace(data={**event.data, "size": self.state.n})
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
                          view.row_queens, rows=rows, overlay="".join(overlay),
                          voice=self.voice)
        doing = "" if s.is_over else self.said("now_doing", phase=s.phase_phrase())
        if view.current_player == HUMAN and view.phase in YOUR_PHASES:
            doing = self.said(f"do_{view.phase}")
            if view.phase == "effects" and s.landing["owner"] != HUMAN:  # GI-17
                doing = self.said("do_effects_other", owner=s.landing["owner"])
        parts = [f'<p class="pr-caption">{escape(doing)}</p>' if doing else "",
                 f'<div class="pr-row"><div class="pr-cloth">{cloth}</div>'
                 f"<div>{self._side(view)}</div></div>"]
        if words:
            parts.append(f'<div class="pr-row">{"".join(words)}</div>')
        return "".join(parts)

    def label(self, action) -> str:
        """A move no control says (``Table.label``): as its button would, if legal now."""
        if action in self._legal():
            return self._label(action)
        return self.say(action_phrase(action, self.state.n))

    def _label(self, action) -> str:
        """What a move's button says: the move in words, with its price in sugar, the
        points a connection earns you, and whose ant's effects you resolve (GI-17)."""
        s, kind = self.state, type(action).__name__
        move = action_phrase(action, s.n)
        if kind == "Queen":
            ability = dict(s.queen_options())[action]
            if ability:
                move = {"kind": "price_ability", "move": move, "ability": ability,
                        "cost": s.cost(ability)}
        elif kind == "Ant" and action.boost:
            move = {"kind": "price", "move": move, "cost": s.cost("boost")}
        elif kind == "Ant" and s.b.index[action.cell] in s.b.beyond_cells[s.queen_row()]:
            move = {"kind": "price_stitch", "move": move, "cost": s.cost("stitch")}
        elif kind == "Lift":
            move = {"kind": "price", "move": move, "cost": s.cost("move")}
        elif kind == "Connect" and s.landing["owner"] == HUMAN:  # GI-13: only your points
            land = s.landing
            length = s.path_length(land["owner"], land["cell"], action.src, action.dst)
            move = {"kind": "gain_boost" if land["boost"] else "gain", "move": move,
                    "length": length, "points": connection_points(length, True)}
        if s.phase == "effects" and s.landing["owner"] != HUMAN and kind != "Done":
            # GI-17: you resolve, they score
            move = {"kind": "for_owner", "move": move, "owner": s.landing["owner"]}
        return self.say(move)

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
        s, w = self.state, self.word
        names = [escape(self.seat_name(p)) for p in range(view.num_players)]
        order = " ▶ ".join((f"<b>{names[p]}</b>" if i == view.turn and not s.is_over
                            else names[p]) for i, (p, _) in enumerate(view.order))
        if view.side:
            round_line = self.said("panel_round", round=view.round_number, side=view.side)
        elif view.old_side:
            round_line = self.said("panel_round_lead_not", round=view.round_number,
                                   side=view.old_side)
        else:
            round_line = self.said("panel_round_lead", round=view.round_number)
        order_line = escape(self.said("panel_order", turns="\0")).replace("\0", order)
        seats = "".join(
            f'<tr><td><span style="color:{SEAT_COLOURS[p]}">●</span> {names[p]}</td>'
            f"<td>{'?' if view.scores[p] is None else view.scores[p]}</td>"
            f"<td>{view.cubes[p]}</td><td>{view.supply[p]}</td></tr>"
            for p in range(view.num_players))
        abilities = "".join(
            f"<tr><td>{cost}</td><td>{escape(self.say({'kind': 'ability_' + a}))}</td></tr>"
            for a, cost in zip(view.abilities, SLOT_COSTS, strict=True))
        head = "".join(f"<th>{escape(w(k))}</th>"
                       for k in ("th_player", "th_score", "th_sugar", "th_ants"))
        note = self.said("hidden_scores", points=end_threshold(view.num_players))
        # the key to the sweets' shapes on the cloth (their tooltips name them too)
        sweets = " · ".join(f"{sweet_svg(kind)} {escape(self.say({'kind': 'sweet_' + kind}))}"
                            for kind in s.types)
        key = f'<p class="pr-sweets">{escape(self.said("sweets_key"))} {sweets}</p>'
        return (f"<p>{escape(round_line)}<br>{order_line}</p>"
                f'<table class="pr-seats"><thead><tr>{head}</tr></thead><tbody>{seats}</tbody>'
                f"</table><p>{escape(note)}</p>{key}<table><thead><tr>"
                f"<th>{escape(w('th_cost'))}</th><th>{escape(w('th_ability'))}</th></tr></thead>"
                f"<tbody>{abilities}</tbody></table>")

