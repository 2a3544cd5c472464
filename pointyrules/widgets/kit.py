"""Pieces every game widget shares: a message line, a history list, safe callbacks, and
the table of seats where you play against bots."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any, NamedTuple

import ipywidgets as w

from ..core import Event, GameState, RulesError, SetupError

MOVE_CLASS = "pointyrules-move"  # marks the buttons that make a move in any game


def move_button(description: str, disabled: bool, tooltip: str, width: str = "64px") -> w.Button:
    """A button that plays a move; the class lets browser tests find one in any game."""
    button = w.Button(description=description, disabled=disabled, tooltip=tooltip,
                      layout=w.Layout(width=width))
    button.add_class(MOVE_CLASS)
    return button


class Move(NamedTuple):
    """One move button to show: its label, whether it may be pressed, what it does."""

    label: str
    enabled: bool
    run: Callable[[], object]
    tooltip: str = ""


def show_moves(box: w.Box, moves: Sequence[Move], width: str = "64px") -> None:
    """Show one button per move in ``box``, reusing the buttons already there.

    Reusing them means a new position only changes a few labels; creating fresh
    buttons would open several new widget models each time, which is slow in a
    browser-side Python. Buttons left over are hidden and disabled.
    """
    buttons = list(box.children)
    while len(buttons) < len(moves):
        button = move_button("", True, "", width)
        button.on_click(lambda b: b.pointyrules_move())
        buttons.append(button)
    for button, move in zip(buttons[:len(moves)], moves, strict=True):
        button.pointyrules_move = move.run
        button.description, button.tooltip = move.label, move.tooltip or move.label
        button.disabled = not move.enabled
        button.layout.display = None
    for button in buttons[len(moves):]:
        button.pointyrules_move = lambda: None
        button.description, button.tooltip, button.disabled = "", "", True
        button.layout.display = "none"
    if tuple(buttons) != tuple(box.children):
        box.children = buttons


class GameWidget:
    """Base for game widgets: ``self.ui`` is the box to display."""

    ui: w.Widget

    def __init__(self) -> None:
        self.message = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.history = w.HTML(layout=w.Layout(max_height="14em", overflow="auto",
                                              border="1px solid #ccc", padding="2px 6px"))

    def add_controls(self, players: Iterable[int], num_players: int, seed: int,
                     bots: Iterable[str], opponents: str) -> None:
        """The controls every game has: player count, seed, kind of bot, New game."""
        self.players = w.Dropdown(options=list(players), value=num_players,
                                  description="Players")
        self.seed = w.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="Seed")
        self.opponents = w.Dropdown(options=list(bots), value=opponents, description="Bots")
        self.new_button = w.Button(description="New game", button_style="primary")
        self.new_button.on_click(lambda _: self.new_game())

    def new_game(self) -> None:
        raise NotImplementedError

    def require_turn(self, seat: int) -> None:
        """Refuse a move unless the game is on and it is ``seat``'s turn."""
        state = getattr(self, "state", None)
        if state is None or state.is_over:
            raise SetupError("the game is over: press New game")
        if state.current_player != seat:
            raise SetupError("it is not your turn")

    def chosen_seed(self) -> int:
        seed = self.seed.value
        if not isinstance(seed, int) or seed < 0:
            raise SetupError(f"the seed must be a whole number >= 0, got {seed!r}")
        return seed

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


class BotTableWidget(GameWidget):
    """A game at a table where you are seat 0 and every other seat is a bot.

    Holds the controls every such game has (players, seed, kind of bot, mode, New game),
    seats the bots, checks that a move of yours comes at your turn, and lets the bots
    move up to your next decision, drawing the table after every move.
    """

    HUMAN = 0
    state: GameState | None

    def _make_controls(self, players: range, num_players: int, seed: int,
                       modes: list[tuple[str, str]], mode: str, bots: dict[str, Callable],
                       opponents: str) -> list[w.Widget]:
        """The controls, as two rows; ``bots`` maps a name to a bot class (``seed=``)."""
        self.bot_kinds = bots
        self.add_controls(players, num_players, seed, bots, opponents)
        self.mode = w.ToggleButtons(options=modes, value=mode)
        return [w.HBox([self.players, self.seed, self.opponents]),
                w.HBox([self.mode, self.new_button])]

    def _seat(self, state: GameState, seed: int) -> None:
        """Start ``state`` with a bot of the chosen kind in every seat but yours."""
        self.state = state
        bot_kind = self.bot_kinds[self.opponents.value]
        self.bots = {s: bot_kind(seed=seed + s) for s in range(1, self.players.value)}

    def _your_move(self, action: Any) -> None:
        """Carry out seat 0's move; the rules check it (a refusal changes nothing)."""
        self.require_turn(self.HUMAN)
        self.state.apply(action)

    def _bots_move(self, after_each: Callable[[], None] | None = None) -> None:
        """Let the bots move up to seat 0's next decision, drawing each move as it lands.

        The position is drawn first, so a click shows its move at once even while a
        bot is still thinking (in a browser-side Python that takes a moment).
        """
        s = self.state
        self.refresh()
        while not s.is_over and s.current_player != self.HUMAN:
            s.apply(self.bots[s.current_player].choose(s))
            if after_each:
                after_each()
            self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError
