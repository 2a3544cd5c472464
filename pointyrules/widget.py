"""The notebook's shell around a game's table: ``TableWidget("pointy_hats")``.

It shows the table's own drawing (``table.py``) and, because a notebook's HTML output
cannot send clicks back to Python, one button per move the drawing offers, with the
same labels, enabled exactly when the table enables them. New game, Undo and Hint are
buttons too. It decides no rule: every click becomes a ``Table.handle`` message, as
the page's shell sends them. The bots answer at once, one move after another.
"""

from __future__ import annotations

import ipywidgets as w

from .table import MODES, TABLE_CSS, Table


class TableWidget:
    """A live table in a notebook; ``widget.table`` is the ``Table`` it drives, in
    ``lang`` (the Japanese chapters pass "ja")."""

    def __init__(self, game: str, fragment: str = "", lang: str = "en", **new_game):
        self.table = Table(game, fragment, lang=lang)
        if new_game:
            self._send({"op": "new", **new_game}, raise_errors=True)
        low, high = self.table.info.players
        word = self.table.word  # the table's words, in its language
        self.players = w.Dropdown(description=word("players"), options=list(range(low, high + 1)),
                                  value=self.table.players)
        self.level = w.Dropdown(description=word("bots"), options=[(self.table.bot_name(b), b)
                                                                   for b in self.table.bot_kinds],
                                value=self.table.level)
        self.menus = {name: w.Dropdown(description=title, options=[(text, value)
                                                                   for value, text in values],
                                       value=self.table.options[name],
                                       style={"description_width": "initial"})
                      for name, (title, values) in self.table.menus.items()}
        self.mode = w.Dropdown(description=word("mode"), value=self.table.mode,
                               options=[(word(f"mode_{m}"), m) for m in MODES])
        commands = []
        for op, text in (("new", word("new_game")), ("undo", word("undo")),
                         ("hint", word("hint_button"))):
            button = w.Button(description=text)
            button.on_click(lambda _, op=op: self.send({"op": op}))
            commands.append(button)
        self.picture = w.HTML()
        self.moves = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.x = w.FloatSlider(description="x (mm)", step=0.5)
        self.y = w.FloatSlider(description="y (mm)", step=0.5)
        self.ui = w.VBox([w.HBox([self.players, self.level, *self.menus.values(), self.mode],
                                 layout=w.Layout(flex_flow="row wrap")), w.HBox(commands),
                          self.moves, w.HBox([self.x, self.y]), self.picture])
        self.refresh()

    def send(self, message: dict) -> dict:
        """One message, as the page's shell would send it; then the bots' replies."""
        if message.get("op") == "new":
            message = {"players": self.players.value, "level": self.level.value,
                       "mode": self.mode.value,
                       **{name: menu.value for name, menu in self.menus.items()}, **message}
        reply = self._send(message)
        self.refresh()
        return reply

    def _send(self, message: dict, raise_errors: bool = False) -> dict:
        reply = self.table.handle(message)
        if reply["error"] and raise_errors:
            raise ValueError(reply["error"])
        while reply["pending"] and not reply["error"]:
            reply = self.table.handle({"op": "step"})
        return reply

    def play(self, key: str, point: tuple[float, float] | None = None) -> dict:
        """Make your move by its key (what the move's button says)."""
        message = {"op": "act", "key": key}
        if point is not None:
            message["point"] = list(point)
        return self.send(message)

    def refresh(self) -> None:
        self.picture.value = self.table.board_html(inert=True) + TABLE_CSS
        buttons = []
        pointed = False
        for control in self.table.controls():
            pointed |= control.point
            button = w.Button(description=control.label, disabled=not control.enabled,
                              tooltip=control.reason or control.label,
                              layout=w.Layout(width="auto"))
            if control.move:
                button.add_class("pointyrules-move")
            if control.point:
                button.on_click(lambda _, k=control.key: self.play(k, (self.x.value,
                                                                       self.y.value)))
            else:
                button.on_click(lambda _, k=control.key: self.play(k))
            buttons.append(button)
        self.moves.children = buttons
        for slider, (low, high) in zip((self.x, self.y), self.table.point_range, strict=True):
            slider.max, slider.min = max(high, slider.min), low
            slider.max = high
        for slider in (self.x, self.y):
            slider.layout.display = None if pointed else "none"

    def _repr_html_(self) -> str:  # what a static page shows without a front-end
        return self.table.board_html(inert=True) + TABLE_CSS

    def _ipython_display_(self) -> None:  # pragma: no cover - needs a front-end
        from IPython.display import display
        display(self.ui)
