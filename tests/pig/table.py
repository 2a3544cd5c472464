"""Pig's table: the scores, Roll and Hold."""

from html import escape

from pointyrules.table import Table


class PigTable(Table):
    game = "pig"
    players = 2

    def draw(self, view) -> str:
        scores = ", ".join(f"{self.seat_name(p)} {v}" for p, v in enumerate(view.scores))
        moves = "".join(self.plain_button(a, str(a).capitalize()) for a in self._legal())
        return (f'<p class="pr-caption">Scores: {escape(scores)}; this turn: {view.total} '
                f'(first to {view.target}).</p><div class="pr-row">{moves}</div>')
