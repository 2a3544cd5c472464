"""The table the front-ends drive: you against bots, drawn as HTML and SVG.

One ``Table`` holds a game in progress: the engine's state, the bots in the other
seats, every move made so far (for Undo and for the link that reopens a deal). It draws
itself as HTML whose pictures are the controls: a card, a die, a cell or a spot you may
play is a button carrying ``data-action``, enabled exactly when the engine accepts that
move; one it refuses is dimmed and its title says why, in the engine's own words.

The front-ends only carry clicks and pictures: the page's shell (``sitebuild``) sends
``handle`` messages from a Web Worker, the notebook's shell (``widget.py``) from
ipywidgets. Neither decides a rule; each game's part (``<game>/table.py``) only draws.

Everything is drawn from ``state.view(seat)``, what the player at the table may see, so
no other seat's hidden cards can reach the page, its alt text or its labels.

Standard library only: the same code runs in the page.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from html import escape
from typing import Any, NamedTuple
from urllib.parse import parse_qsl, quote, urlencode

from . import fmt, games
from .core import CHANCE, DEFAULT_BUDGET_MS, Estimate, RulesError, SetupError

HUMAN = 0  # you always sit in seat 0
_SEAT = re.compile(r"\b([SsPp])(?:eat|layer) (\d+)('s)?")  # the engines say seat (coins: player)
_RULE_IDS = re.compile(r" ?\((?:[A-Z]{2}-\d+[a-z]?)(?:, [A-Z]{2}-\d+[a-z]?)*\)")
_YOU_VERB = re.compile(r"(^|[;:] )([Yy]ou) ([a-z]+)\b")  # "you" as a clause's subject
HISTORY_LINES = 60  # the history shows this many latest events (it scrolls)
WHY_MOVES = 4  # the moves a hint names with their values, best first
MOVE_SEPARATOR = "~"  # between moves in a shared link (no move's key contains it)
MAX_SEED = 2**31 - 1


class Control(NamedTuple):
    """A move the table offers: its key (``data-action``), what it says, and whether
    the engine accepts it now (``reason`` says why not)."""

    key: str
    label: str
    enabled: bool
    reason: str = ""
    point: bool = False  # the move takes a point (the coins' table): x, y in mm
    move: bool = True  # False: a choice that is not a move yet (which coin to place)


class Table:
    """A game at a table where you are seat 0 and the other seats are bots.

    ``Table("pointy_hats")`` gives the chapter's default table; ``Table(name, fragment)``
    reopens a shared position (``fragment`` is what follows ``#`` in the link). Each
    game's subclass sets its defaults and draws the board (``draw``).
    """

    game = ""  # the registry name, set by each game's subclass
    players = 2  # the chapter's defaults
    level = ""  # the bot's name, from the game's BOTS ("" = the strongest)
    seed = 0
    options: dict[str, Any] = {}  # the game's own options (new_game keywords) and defaults
    point_range = ((0.0, 1.0), (0.0, 1.0))  # x and y of moves that take a point
    # The game's options the toolbar offers: name -> (title, [(value, words), ...]).
    menus: dict[str, tuple[str, list[tuple[Any, str]]]] = {}

    def __new__(cls, game: str = "", fragment: str = ""):
        if cls is Table:  # Table(name) builds the game's own table
            return super().__new__(games.get(game).table)
        return super().__new__(cls)

    def __init__(self, game: str = "", fragment: str = ""):
        if game and game != self.game:
            raise SetupError(f"this is the {self.game} table, not {game!r}")
        self.info = games.get(self.game)
        self.bot_kinds = self.info.bots
        self.level = self.level or next(iter(self.bot_kinds))
        self.hinted: Any = None  # the strongest bot's suggestion, until the next move
        self.reasons: list[Estimate] = []  # and why: its estimate of each move
        self.error = ""
        self._start(self.players, self.level, self.seed, dict(self.options), [])
        if fragment:
            self._open(fragment)

    # --- what a game's subclass provides ----------------------------------------------
    def new_state(self, players: int, seed: int, **options: Any):
        """The engine's new game (each game has its own options)."""
        return self.info.game.new_game(players, seed=seed, **options)

    def draw(self, view: Any) -> str:
        """The board's HTML for ``view`` (what seat 0 sees); moves via ``self.button``."""
        raise NotImplementedError

    def key(self, action: Any) -> str:
        """The ``data-action`` key of a move (its readable text; unique in a position)."""
        return str(action)

    def action(self, key: str, point: tuple[float, float] | None = None) -> Any:
        """The move a key stands for now; a game whose moves cannot all be listed (the
        coins' spots) also reads keys of its own here."""
        for action in self._legal():
            if self.key(action) == key:
                return action
        raise RulesError(f"{key!r} is not a move you can make now; you can: "
                         f"{', '.join(self.key(a) for a in self._legal()) or 'nothing'}")

    def status(self) -> str:
        """One line for the player: whose turn, or who won."""
        s = self.state
        if s.is_over:
            names = [self.seat_name(p) for p in s.winners()]
            return f"Game over: {' and '.join(names)} won. Press New game to play again."
        if s.current_player == HUMAN:
            return "Your turn."
        return f"{self.seat_name(s.current_player).capitalize()} is thinking…"

    # --- the session ------------------------------------------------------------------
    def _start(self, players: int, level: str, seed: int, options: dict, moves: list) -> None:
        low, high = self.info.players
        if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
            raise SetupError(f"{self.info.name} takes {low} to {high} players, got {players!r}")
        if level not in self.bot_kinds:
            raise SetupError(f"no bot {level!r}; the bots are {', '.join(self.bot_kinds)}")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise SetupError(f"the seed must be a whole number 0 to {MAX_SEED}, got {seed!r}")
        state = self.new_state(players, seed, **options)
        self.state, self.players, self.level, self.seed = state, players, level, seed
        self.options = options
        self.moves: list[tuple[int, str]] = []  # (seat, key) of every move made
        self.hinted, self.reasons = None, []
        self._bots()
        self._settle()
        for seat, key in moves:
            self._replay(seat, key)

    def _bots(self) -> None:
        kind = self.bot_kinds[self.level]
        self.bots = {p: kind(seed=self.seed + 1009 * len(self.moves) + p,
                             budget_ms=DEFAULT_BUDGET_MS)
                     for p in range(self.players) if p != HUMAN}

    def _settle(self) -> None:
        """Resolve chance (a roll of the dice) with the game's own seeded generator, so
        replaying the same moves from the same seed gives the same game."""
        s = self.state
        while not s.is_over and s.current_player == CHANCE:
            s.apply(s.sample_chance())

    def _legal(self) -> list:
        s = self.state
        if s.is_over or s.current_player == CHANCE:
            return []
        return s.legal_actions()

    def _play(self, action: Any) -> None:
        seat = self.state.current_player
        self.state.apply(action)  # the engine checks; a refusal changes nothing
        self.moves.append((seat, self.key(action)))
        self.hinted, self.reasons = None, []
        self._settle()

    def _replay(self, seat: int, key: str) -> None:
        if self.state.is_over or self.state.current_player != seat:
            raise SetupError(f"move {len(self.moves) + 1} of the link ({key!r}) is for seat "
                             f"{seat}, but it is not seat {seat}'s turn")
        self._play(self.action(key))

    @property
    def pending(self) -> bool:
        """A bot is to move next."""
        return not self.state.is_over and self.state.current_player != HUMAN

    def act(self, key: str, point: Iterable[float] | None = None) -> None:
        """Your move, by its control's key; a refused move raises and changes nothing."""
        if self.state.is_over:
            raise RulesError("the game is over: press New game")
        if self.state.current_player != HUMAN:
            raise RulesError(f"it is {self.seat_name(self.state.current_player)}'s turn, "
                             "not yours")
        if point is not None:
            point = tuple(point)
            if len(point) != 2 or not all(isinstance(v, int | float) for v in point):
                raise RulesError(f"a point is two numbers (x, y), got {point!r}")
        self._play(self.action(str(key), point))

    def step(self) -> None:
        """The next bot makes its move (nothing happens when it is your turn)."""
        if self.pending:
            self._play(self.bots[self.state.current_player].choose(self.state.clone()))

    def undo(self) -> None:
        """Take back your last move and the bots' replies (learning mode)."""
        mine = [i for i, (seat, _) in enumerate(self.moves) if seat == HUMAN]
        if not mine:
            raise RulesError("there is no move of yours to take back")
        self._start(self.players, self.level, self.seed, self.options, self.moves[:mine[-1]])

    def hint(self) -> Any:
        """What the strongest bot would play for you now (drawn highlighted)."""
        if self.state.is_over or self.state.current_player != HUMAN:
            raise RulesError("a hint is for your turn")
        best = next(iter(self.bot_kinds.values()))(seed=self.seed, budget_ms=DEFAULT_BUDGET_MS)
        if hasattr(best, "explain"):
            self.reasons = best.explain(self.state.clone())
            self.hinted = self.reasons[0].action
        else:
            self.hinted, self.reasons = best.choose(self.state.clone()), []
        return self.hinted

    def new(self, players: int | None = None, level: str | None = None,
            seed: int | None = None, **options: Any) -> None:
        """A new game (a fresh deal unless ``seed`` is given); ``options`` are the game's
        own, each one of its ``choices``."""
        chosen = dict(self.options)
        for name, value in options.items():
            allowed = dict(self.choices.get(name, ()))
            if not allowed:
                raise SetupError(f"{self.info.name} has no option {name!r}; its options are "
                                 f"{', '.join(self.choices) or 'none'}")
            # a select sends words ("3", "yes"); a test or a notebook may send the value
            value = next((v for v in allowed if value == v and type(value) is type(v)
                          or str(value) == _option_text(v)), value)
            if value not in allowed:
                raise SetupError(f"{name} must be one of "
                                 f"{', '.join(str(v) for v in allowed)}, got {value!r}")
            chosen[name] = value
        seed = random.randrange(MAX_SEED + 1) if seed is None else seed
        self._start(self.players if players is None else players,
                    self.level if level is None else level, seed, chosen, [])

    # --- shared links -----------------------------------------------------------------
    def share(self) -> str:
        """The fragment that reopens this position: players, bots, seed, options, moves."""
        fields = {"game": self.game, "players": self.players, "bots": self.level,
                  "seed": self.seed}
        fields.update({k: _option_text(v) for k, v in self.options.items()})
        fields["moves"] = MOVE_SEPARATOR.join(key for _, key in self.moves)
        return urlencode(fields, quote_via=quote, safe=MOVE_SEPARATOR)

    def _open(self, fragment: str) -> None:
        fields = dict(parse_qsl(fragment.lstrip("#"), keep_blank_values=True))
        if fields.get("game", self.game) != self.game:
            raise SetupError(f"this link is for {fields['game']!r}, not {self.game!r}")
        try:
            players = int(fields.get("players", self.players))
            seed = int(fields.get("seed", self.seed))
        except ValueError:
            raise SetupError("the link's players and seed must be whole numbers") from None
        options = dict(self.options)
        for name, default in self.options.items():
            if name in fields:
                options[name] = _option_value(name, fields[name], default)
        keys = [k for k in fields.get("moves", "").split(MOVE_SEPARATOR) if k]
        # Replay on a copy, so a broken link leaves the table as it was.
        was = (self.state, self.players, self.level, self.seed, self.options, self.moves,
               self.bots)
        try:
            self._start(players, fields.get("bots", self.level), seed, options, [])
            for key in keys:
                self._replay(self.state.current_player, key)
        except RulesError:
            (self.state, self.players, self.level, self.seed, self.options, self.moves,
             self.bots) = was
            raise
        self._bots()

    # --- the messages the shells send -------------------------------------------------
    def handle(self, message: dict) -> dict:
        """Carry out one message from a front-end and say what to show.

        ``{"op": "act", "key": k[, "point": [x, y]]}``, ``{"op": "step"}``,
        ``{"op": "new", "players": n, "level": name[, "seed": s]}``, ``{"op": "undo"}``,
        ``{"op": "hint"}``, ``{"op": "open", "fragment": f}``. A refused message changes
        nothing and comes back with ``error`` set.
        """
        op = message.get("op") if isinstance(message, dict) else None
        toolbar = op in ("new", "open", "undo")
        self.error = ""
        try:
            if op == "act":
                self.act(message.get("key", ""), message.get("point"))
            elif op == "step":
                self.step()
            elif op == "new":
                options = {k: v for k, v in message.items()
                           if k not in ("op", "players", "level", "seed")}
                self.new(_number(message.get("players", self.players), "players"),
                         message.get("level", self.level),
                         None if message.get("seed") is None
                         else _number(message["seed"], "seed"), **options)
            elif op == "undo":
                self.undo()
            elif op == "hint":
                self.hint()
            elif op == "open":
                self._open(str(message.get("fragment", "")))
            else:
                raise RulesError(f"unknown message {op!r}; the messages are act, step, new, "
                                 "undo, hint and open")
        except RulesError as err:
            self.error = str(err)
        return {"board": self.board_html(), "toolbar": self.toolbar_html() if toolbar else None,
                "pending": self.pending, "status": self.status(), "share": self.share(),
                "error": self.error or None}

    # --- drawing ----------------------------------------------------------------------
    BOT_NAMES = ("Ben", "Cai", "Dee", "Eri")  # seats 1 to 4: the bots get names, not numbers

    def seat_name(self, seat: int) -> str:
        return "you" if seat == HUMAN else self.BOT_NAMES[(seat - 1) % len(self.BOT_NAMES)]

    def history_text(self, line: str) -> str:
        """An engine event as the player reads it: seats by name ("Seat 0 plays 4♣" →
        "You play 4♣", "seat 2's token" → "Cai's token"), without the rule ids the
        engine cites (the chapter's Rule clarifications explain those)."""
        def person(m: re.Match) -> str:
            seat, owner = int(m.group(2)), m.group(3)
            name = ("your" if owner else "you") if seat == HUMAN else \
                self.seat_name(seat) + (owner or "")
            return name[0].upper() + name[1:] if m.group(1).isupper() else name

        line = _RULE_IDS.sub("", line)
        line = _SEAT.sub(person, line)
        return _YOU_VERB.sub(lambda m: f"{m.group(1)}{m.group(2)} {_plain(m.group(3))}", line)

    def controls(self) -> list[Control]:
        """The moves the last drawing offered (the notebook's shell shows them as
        buttons)."""
        if not hasattr(self, "_controls"):
            self.board_html()
        return list(self._controls)

    def button(self, action: Any, picture: str, label: str = "", cls: str = "") -> str:
        """A picture that is a move: enabled exactly when the engine accepts it now."""
        key = self.key(action)
        label = label or key
        enabled, reason = self._judge(action, key, label)
        return self.control(key, label, enabled, reason, picture,
                            f"{cls} pr-hint" if self._is_hint(action) else cls)

    def control(self, key: str, label: str, enabled: bool, reason: str, picture: str,
                cls: str = "", attrs: str = "") -> str:
        """The element of a control already judged: a button (inert when the notebook's
        shell draws the picture and offers its own buttons)."""
        classes = " ".join(c for c in ("pr-move", *cls.split()) if c)
        title = label if enabled else f"{label}: not now ({reason})"
        if self._inert:
            return (f'<span class="{classes}{"" if enabled else " pr-off"}" '
                    f'title="{escape(title)}">{picture}</span>')
        return (f'<button type="button" class="{classes}" data-action="{escape(key)}" '
                f'aria-label="{escape(label)}" title="{escape(title)}"{attrs}'
                f'{"" if enabled else " disabled"}>{picture}</button>')

    def svg_button(self, action: Any, shape: str, label: str = "") -> str:
        """A move inside a bigger picture (a cell of a board): an SVG group that is a
        button, enabled exactly when the engine accepts the move."""
        key = self.key(action)
        label = label or key
        enabled, reason = self._judge(action, key, label)
        hint = " pr-hint" if self._is_hint(action) else ""
        title = label if enabled else f"{label}: not now ({reason})"
        if self._inert:
            return f'<g class="pr-move{hint}"><title>{escape(title)}</title>{shape}</g>'
        state = ' role="button" tabindex="0"' if enabled else ' role="button" aria-disabled="true"'
        return (f'<g class="pr-move{hint}" data-action="{escape(key)}"{state} '
                f'aria-label="{escape(label)}"><title>{escape(title)}</title>{shape}</g>')

    def _judge(self, action: Any, key: str, label: str, point: bool = False) -> tuple[bool, str]:
        """Whether the engine accepts ``action`` now and, if not, why; noted as a control."""
        yours = self._live and not self.state.is_over and self.state.current_player == HUMAN
        refusal = None if not yours else self.state.refusal(action)
        enabled = yours and refusal is None
        reason = "" if enabled else (str(refusal) if refusal else self._why_not())
        self._controls.append(Control(key, label, enabled, reason, point))
        return enabled, reason

    def plain_button(self, action: Any, text: str = "") -> str:
        """A move shown as words (Stop, Pass, Done)."""
        return self.button(action, escape(text or self.key(action)), text or self.key(action),
                           "pr-word")

    def _why(self) -> str:
        """The hint's reasons in words: " Chance to win the round, exact: play 4 of
        spades: 69.7%; play 5 of spades: 69.2%; ..." Chances as percentages, other
        values to two places."""
        if len(self.reasons) < 2:
            return ""
        labels = {c.key: c.label for c in self._controls}
        shown = self.reasons[:WHY_MOVES]
        chance = "chance" in shown[0].measure
        items = [f"{labels.get(self.key(r.action), str(r.action))}: "
                 f"{fmt.percent(r.value) if chance else _reason_value(r.value)}" for r in shown]
        more = len(self.reasons) - len(shown)
        if more:
            items.append(f"{more} other move{'s' if more != 1 else ''} lower")
        samples = shown[0].samples
        basis = ("estimated" if samples is None else "exact" if not samples else
                 f"estimated from {samples} sampled deal{'s' if samples != 1 else ''}")
        return f" {shown[0].measure.capitalize()}, {basis}: {'; '.join(items)}."

    def _is_hint(self, action: Any) -> bool:
        return self.hinted is not None and self.key(action) == self.key(self.hinted)

    def _why_not(self) -> str:
        if not self._live:
            return "the game engine is starting"
        if self.state.is_over:
            return "the game is over"
        return f"it is {self.seat_name(self.state.current_player)}'s turn"

    def board_html(self, live: bool = True, inert: bool = False) -> str:
        """The board: status, the game's pictures with their moves, the history.
        ``inert``: the moves drawn as plain pictures (the notebook's shell)."""
        self._live, self._inert, self._controls = live, inert, []
        picture = self.draw(self.state.view(HUMAN))
        lines = self.state.log[-HISTORY_LINES:]
        history = "".join(f"<li>{escape(self.history_text(str(e)))}</li>"
                          for e in reversed(lines))
        message = (f'<p class="pr-error" role="alert">{escape(self.error)}</p>' if self.error
                   else "")
        hint = ""
        if self.hinted is not None:
            key = self.key(self.hinted)
            label = next((c.label for c in self._controls if c.key == key), str(self.hinted))
            hint = (f'<p class="pr-hint-text">Hint, the {escape(self.strongest())} bot\'s '
                    f"choice: <b>{escape(label)}</b> (highlighted)."
                    f"{escape(self._why())}</p>")
        # The status again under the picture, by the moves (on a phone the top line is
        # off-screen while you look at your hand); screen readers hear it once.
        return (f'<p class="pr-status" role="status">{escape(self.status())}</p>{message}{hint}'
                f'{picture}<p class="pr-status pr-again" aria-hidden="true">'
                f'{escape(self.status())}</p><details class="pr-history" open>'
                "<summary>History (latest first)</summary>"
                f'<ol reversed tabindex="0" aria-label="history">{history}</ol></details>')

    @property
    def choices(self) -> dict[str, list[tuple[Any, str]]]:
        return {name: values for name, (_, values) in self.menus.items()}

    def strongest(self) -> str:
        return next(iter(self.bot_kinds))

    def toolbar_html(self, live: bool = True) -> str:
        """New game (players, bots), Undo, Hint and the link to this deal."""
        off = "" if live else " disabled"
        low, high = self.info.players
        players = "".join(f'<option value="{n}"{" selected" if n == self.players else ""}>'
                          f"{n}</option>" for n in range(low, high + 1))
        levels = "".join(f'<option value="{escape(b)}"{" selected" if b == self.level else ""}>'
                         f"{escape(b)}</option>" for b in self.bot_kinds)
        extra = "".join(
            f'<label>{escape(title)} <select name="{name}"{off}>'
            + "".join(f'<option value="{escape(_option_text(v))}"'
                      f'{" selected" if v == self.options[name] else ""}>{escape(text)}</option>'
                      for v, text in values) + "</select></label> "
            for name, (title, values) in self.menus.items())
        return (f'<label>Players <select name="players"{off}>{players}</select></label> '
                f'<label>Bots <select name="level"{off}>{levels}</select></label> {extra}'
                f'<button type="button" data-command="new"{off}>New game</button> '
                f'<button type="button" data-command="undo"{off}>Undo</button> '
                f'<button type="button" data-command="hint"{off}>Hint</button> '
                f'<button type="button" data-command="share"{off}>Share this deal</button>')

    def html(self, live: bool = True) -> str:
        """The whole table; ``live=False`` draws every control disabled (the picture a
        page shows while the engine starts)."""
        return (f'<div class="pr-table" data-game="{self.game}">{TABLE_CSS}'
                f'<div class="pr-toolbar">{self.toolbar_html(live)}</div>'
                f'<div class="pr-board">{self.board_html(live)}</div></div>')


def _number(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise SetupError(f"{what} must be a whole number, got {value!r}")
    try:
        return int(value)
    except ValueError:
        raise SetupError(f"{what} must be a whole number, got {value!r}") from None


def _option_text(value: Any) -> str:
    return {True: "yes", False: "no"}.get(value, str(value)) if isinstance(value, bool) \
        else str(value)


def _option_value(name: str, text: str, default: Any) -> Any:
    if isinstance(default, bool):
        if text not in ("yes", "no"):
            raise SetupError(f"the link's {name} must be yes or no, got {text!r}")
        return text == "yes"
    if isinstance(default, int):
        return _number(text, name)
    return text


# The table's look, in the HTML itself so the notebook and the page draw it the same.
TABLE_CSS = """<style>
.pr-table{font-family:system-ui,sans-serif;max-width:100%;color:#1b1b1b}
.pr-toolbar{display:flex;flex-wrap:wrap;gap:.4em .6em;align-items:center;margin:.2em 0 .6em}
.pr-toolbar select,.pr-toolbar button{font:inherit;padding:.2em .5em;min-height:2.2em}
.pr-board svg{max-width:100%;height:auto}
.pr-row{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-end;margin:.3em 0}
.pr-move{background:none;border:2px solid transparent;border-radius:8px;padding:2px;
 cursor:pointer;line-height:0}
.pr-move:not([disabled]):hover,.pr-move:focus-visible{border-color:#0072b2}
.pr-move:not([disabled]){box-shadow:0 0 0 2px #0072b2 inset}
.pr-move[disabled]{opacity:.45;cursor:not-allowed}
.pr-move.pr-off svg{opacity:.45}
span.pr-move{display:inline-block}
.pr-move.pr-word{line-height:1.3;padding:.35em .9em;font:inherit;border:1px solid #0072b2}
.pr-move.pr-hint{border-color:#f0a202;box-shadow:0 0 0 3px #f0a202}
.pr-status{font-weight:600;margin:.3em 0}
.pr-error{color:#a40000;margin:.2em 0}
.pr-hint-text{color:#6b4e00;margin:.2em 0}
.pr-history ol{max-height:12em;overflow:auto;margin:.2em 0;padding-left:2.6em;font-size:.9em}
g.pr-move[tabindex]{cursor:pointer}
g.pr-move[tabindex]:hover>*,g.pr-move[tabindex]:focus>*{stroke:#0072b2;stroke-width:3.5}
g.pr-move:focus{outline:none}
g.pr-move.pr-hint>*{stroke:#f0a202;stroke-width:4.5}
.pr-row>div{flex:0 1 auto;min-width:0}
.pr-point{display:block;max-width:100%}
.pr-coin{line-height:1.2;display:inline-flex;flex-direction:column;align-items:center}
.pr-coin.pr-chosen{border-color:#f0a202;box-shadow:0 0 0 3px #f0a202}
.pr-seats td,.pr-seats th{padding:.1em .5em;text-align:left}
.pr-seats td:first-child,.pr-seats th:first-child{white-space:nowrap}
.pr-seats caption{caption-side:top;text-align:left;font-size:.9em}
.pr-table th{word-break:normal;overflow-wrap:normal;hyphens:none}
.pr-move .pr-label{display:block;line-height:1.2;font-size:.85em;padding-top:2px}
.pr-caption{font-size:.9em;margin:.4em 0 .1em}
</style>"""


def _reason_value(value) -> str:
    """A reason's value: whole numbers bare ("2", "−1"), others to two places."""
    return fmt.decimal(value, 0 if value == round(value) else 2)


def _plain(verb: str) -> str:
    """The engine's third person made second: plays → play, passes → pass, has → have."""
    if verb in ("has", "is", "was"):
        return {"has": "have", "is": "are", "was": "were"}[verb]
    if verb.endswith(("sses", "shes", "ches", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb
