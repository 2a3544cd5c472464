"""Pieces every game widget shares: a message line, a history list, safe callbacks."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from html import escape

import ipywidgets as w

from ..core import Event, RulesError

MOVE_CLASS = "pointyrules-move"  # marks the buttons that make a move in any game


def move_button(description: str, disabled: bool, tooltip: str, width: str = "64px") -> w.Button:
    """A button that plays a move; the class lets browser tests find one in any game."""
    button = w.Button(description=description, disabled=disabled, tooltip=tooltip,
                      layout=w.Layout(width=width))
    button.add_class(MOVE_CLASS)
    return button


class GameWidget:
    """Base for game widgets: ``self.ui`` is the box to display."""

    ui: w.Widget

    def __init__(self) -> None:
        self.message = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.history = w.HTML(layout=w.Layout(max_height="14em", overflow="auto",
                                              border="1px solid #ccc", padding="2px 6px"))

    def say(self, text: str, kind: str = "info") -> None:
        colour = {"info": "#234", "error": "#a40000", "done": "#006d2c"}[kind]
        self.message.value = f'<span style="color:{colour}">{escape(text)}</span>'

    def show_history(self, events: Iterable[Event], last: int = 40) -> None:
        events = list(events)[-last:]
        rows = "".join(f"<li>{escape(str(e))}</li>" for e in reversed(events))
        self.history.value = f'<ol reversed style="margin:0;padding-left:1.5em">{rows}</ol>'

    def _ipython_display_(self) -> None:  # pragma: no cover - needs a front-end
        from IPython.display import display
        display(self.ui)


def safe(method: Callable) -> Callable:
    """Run a widget callback; a rules error or bad input becomes a message, not a traceback."""

    @functools.wraps(method)
    def wrapper(self: GameWidget, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except RulesError as err:
            self.say(str(err), "error")
        except (TypeError, ValueError) as err:
            self.say(f"That input was not understood: {err}", "error")
        return None

    return wrapper
