"""Pig's table: the scores, Roll and Hold (every word from ``words.py``)."""

from html import escape

from pointyrules.table import Table


class PigTable(Table):
    game = "pig"
    players = 2

    def draw(self, view) -> str:
        moves = "".join(self.plain_button(a, self.word(f"button_{a}")) for a in self._legal())
        caption = self.said("caption", scores=list(view.scores), total=view.total,
                            target=view.target)
        return f'<p class="pr-caption">{escape(caption)}</p><div class="pr-row">{moves}</div>'
