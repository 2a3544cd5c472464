"""The table the front-ends drive: you against bots, drawn as HTML and SVG.

One ``Table`` holds a game in progress: the engine's state, the bots in the other
seats, and the record of what you have seen (every move, every roll, every card dealt
to you or turned up), which is also the link that shares the position. It draws itself
as HTML whose pictures are the controls: a card, a die, a cell or a spot you may play is
a button carrying ``data-action``, enabled exactly when the engine accepts that move;
one it refuses is dimmed and its title says why, in the engine's own words.

The front-ends only carry clicks and pictures: the page's shell (``sitebuild``) sends
``handle`` messages from a Web Worker, the notebook's shell (``widget.py``) from
ipywidgets. Neither decides a rule; each game's part (``<game>/table.py``) only draws.

Fair play (issue 29). Everything is drawn from ``state.view(seat)``, what the player at
the table may see. Chance is drawn afresh from the operating system's source (in the
page, Pyodide's ``os.urandom`` is the browser's ``crypto.getRandomValues``) and no reply
carries a seed: a link holds only what you have seen, and opening it deals the rest
afresh (``worlds.py`` and each game's ``worlds.py``). In *Play* Undo takes back only
what showed nothing new; *Practice* goes back anywhere with the same cards and dice. A
*class deal* is a short code that fixes the whole game (deal, dice and the bots'
thinking) so a class can play the same one. ``handle`` never raises: a malformed
message gets a short sentence and changes nothing.

Standard library only: the same code runs in the page.
"""

from __future__ import annotations

import copy
import hashlib
import math
import random
from collections.abc import Iterable
from fractions import Fraction
from html import escape
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode

from .. import fmt, games, words
from ..core import (
    CHANCE,
    DEFAULT_BUDGET_MS,
    Estimate,
    Event,
    IllegalAction,
    Rng,
    RulesError,
    SetupError,
    make_bot,
)
from ..words import PLAIN, Voice
from ..worlds import Worlds
from .controls import TABLE_CSS, Control, accessible_name, spaced
from .words import WORDS

HUMAN = 0  # you always sit in seat 0
NEWS = -2  # a record entry that is not a move: what chance showed you (a worlds token)
HISTORY_LINES = 60  # the history shows this many latest events (it scrolls)
WHY_MOVES = 4  # the moves a hint names with their values, best first
SHARE_DENOMINATOR = 10  # a mixed hint's shares: "about 2 times in 3", never "in 97"
MOVE_SEPARATOR = "~"  # between moves in a shared link (no move's key contains it)
NEWS_MARK = "!"  # a link entry that is news, not a move (no move's key starts with it)
MAX_ERROR = 200  # characters of any sentence the table says about a refused message
MAX_LINK = 200_000  # characters of a shared link's fragment (a long game is ~20,000)
MAX_KEY = 200  # characters of a move's key in a message
MODES = ("play", "practice")  # said as the words' "play" and "practice"
# A class deal's code: letters and digits a class can read aloud (no 0/O, 1/I/L).
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_RANDOM = 5  # random letters of a new code; then one letter per setting


class TableError(SetupError):
    """A refusal of the table's own (a move that is not yours, Undo in Play, a broken
    link or message): a kind and its data, said by the table's words (``words.py``)."""

    def __init__(self, kind: str, **data: Any):
        super().__init__(kind)
        self.kind, self.data = kind, data

    def sentence(self, voice: Voice | None = None) -> str:
        return WORDS.say(self.kind, self.data, voice or PLAIN)

    def __str__(self) -> str:
        return self.sentence()


class Table:
    """A game at a table where you are seat 0 and the other seats are bots.

    ``Table("pointy_hats")`` gives a fresh game with the chapter's settings;
    ``Table(name, fragment)`` reopens a shared position (``fragment`` is what follows
    ``#`` in the link). ``chance`` and ``thinking`` are the random sources of the deals
    and of the bots and hints (the operating system's unless given: the tests give
    seeded ones); ``budget_ms`` the bots' time per move (None: a fixed number of
    iterations, the same move on every machine). Each game's subclass sets its defaults
    and draws the board (``draw``).
    """

    game = ""  # the registry name, set by each game's subclass
    players = 2  # the chapter's defaults
    level = ""  # the bot's name, from the game's BOTS ("" = the strongest)
    point_range = ((0.0, 1.0), (0.0, 1.0))  # x and y of moves that take a point
    worlds: Worlds = Worlds()  # what you learn of chance, and worlds that agree with it
    # A hint's reason names its best moves with their values; a game whose moves' labels
    # are long (a coin and where it lies, a queen's line) gives only the values of its
    # choice and of the next best, so a hint stays short.
    why_short = False

    def __new__(cls, game: str = "", fragment: str = "", **sources: Any):
        if cls is Table:  # Table(name) builds the game's own table
            return super().__new__(games.get(game).table)
        return super().__new__(cls)

    def __init__(self, game: str = "", fragment: str = "", *,
                 chance: random.Random | None = None, thinking: random.Random | None = None,
                 budget_ms: float | None = DEFAULT_BUDGET_MS, lang: str = "en"):
        if game and game != self.game:
            raise TableError("wrong_table", game=self.game, got=_short(game))
        self.info = games.get(self.game)
        # (checks lang; a language with names of its own gives the bots those)
        self.voice = Voice(lang, you=HUMAN, names=None if lang in words.NAMES_BY_LANG
                           else ("you", *self.BOT_NAMES))
        self.bot_kinds = self.info.bots
        self.level = self.level or next(iter(self.bot_kinds))
        self.chance = chance or random.SystemRandom()
        self.thinking = thinking or random.SystemRandom()
        self.thinking_ms = budget_ms  # a bot's time per move (None: fixed iterations)
        self.hinted: Any = None  # the strongest bot's suggestion, until the next move
        self.reasons: list[Estimate] = []  # and why: its estimate of each move
        self.error = ""
        self.mode, self.code, self.sample = "play", "", False
        # the game's options the table sets (about.OPTIONS: those with a menu or a start)
        self._start(self.players, self.level, {o.name: o.start for o in self.info.options
                                               if o.menu or o.table is not None})
        if fragment:
            self._open(fragment)

    # --- what a game's subclass provides ----------------------------------------------
    def new_state(self, players: int, rng: Rng, **options: Any):
        """The engine's new game, dealt from ``rng`` (each game has its own options)."""
        return self.info.game.new_game(players, seed=rng, **options)

    def draw(self, view: Any) -> str:
        """The board's HTML for ``view`` (what seat 0 sees); moves via ``self.button``."""
        raise NotImplementedError

    def key(self, action: Any) -> str:
        """The ``data-action`` key of a move (its readable text; unique in a position)."""
        return str(action)

    def label(self, action: Any) -> str:
        """A move in words where no control of the last drawing says it (a hint's move
        the table draws no button for): its key, unless the game's table says more."""
        return self.key(action)

    def find(self, key: str, point: tuple[float, float] | None = None) -> Any:
        """The legal move a key stands for now, or None; a game whose moves cannot all
        be listed (the coins' spots) also reads keys of its own here."""
        for action in self._legal():
            if self.key(action) == key:
                return action
        return None

    def action(self, key: str, point: tuple[float, float] | None = None) -> Any:
        """Your move for a key, or a refusal naming your own moves (never another's)."""
        action = self.find(key, point)
        if action is None:
            labels = {c.key: c.label for c in self.controls()}  # as the buttons say them
            yours = [labels.get(self.key(a), self.key(a)) for a in self._legal()]
            # (listed, not joined with "and": in Japanese "と" after a verb reads "if")
            err = TableError("not_your_move_list", key=_short(key),
                             moves=self.voice.mark("comma").join(yours))
            if not yours or len(self.say(err)) > MAX_ERROR:
                err = TableError("not_your_move", key=_short(key))
            raise err
        return action

    def chance_action(self, key: str) -> Any:
        """The chance outcome a record's key stands for now (a roll), or None."""
        return next((o for o, _ in self.state.chance_outcomes() if self.key(o) == key), None)

    def status(self) -> str:
        """One line for the player: the way of play, whose turn, or who won."""
        s = self.state
        if self.sample:
            return self.said("sample")
        if s.is_over:
            line = self.said("game_won", winners=s.winners())
        elif s.current_player == HUMAN:
            line = self.said("your_turn")
        else:
            line = self.said("thinking", seat=s.current_player)
        return self.way() + line

    def way(self) -> str:
        """The way of play the status line begins with (nothing for a fresh game in Play)."""
        parts = [self.said("way_class_deal", code=self.code) if self.code else "",
                 self.said("way_practice") if self.mode == "practice" else ""]
        return "".join(f"{p} · " for p in parts if p)

    # --- the session ------------------------------------------------------------------
    def _start(self, players: int, level: str, options: dict, code: str = "",
               news: list[str] | None = None) -> None:
        low, high = self.info.players
        if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
            raise TableError("players_range", name=self.title, low=low, high=high,
                             got=_short(players))
        if not isinstance(level, str) or level not in self.bot_kinds:
            raise TableError("no_bot", got=_short(level),  # the bots as the menu names them
                             bots=[self.bot_name(b) for b in self.bot_kinds])
        if code:  # a class deal: the code fixes the deal, the dice and the bots' thinking
            digest = hashlib.sha256(f"pointyrules class deal {self.game} {code}".encode())
            seed = int.from_bytes(digest.digest()[:16], "big")
            self._thinking, self.budget_ms = random.Random(seed + 1), None
            self._class_seed = seed
        else:
            seed = self.chance.getrandbits(128)
            self._thinking, self.budget_ms = self.thinking, self.thinking_ms
        rng = Rng(seed)
        if news and not code:  # (a class deal's code deals exactly as before)
            self.worlds.steer(rng, news, players, options)
        state = self.new_state(players, rng, **options)
        rng.steer()
        self.state, self.players, self.level, self.options = state, players, level, options
        self.code = code
        self.moves: list[tuple[int, str]] = []  # the record: (seat, key), NEWS, CHANCE
        self._saved: list[tuple[int, Any]] = []  # Undo: (record length, state) per move of yours
        self._floor, self._shown = 0, None  # Play: Undo stops here, because this was shown
        self.hinted, self.reasons = None, []
        got = self.worlds.news(state, state.log, HUMAN)
        if news and got != news:  # (a link that gives no deal gets a fresh one)
            raise TableError("link_deal")
        self.moves += [(NEWS, t) for t in got]
        self._replaying = False  # opening a link: no Undo copies (nothing to go back to)
        self.bots = {p: make_bot(kind, self._thinking.getrandbits(32), self.budget_ms)
                     for p, kind in ((p, self.bot_kinds[level]) for p in range(players))
                     if p != HUMAN}
        self._settle()

    def _settle(self) -> None:
        """Resolve chance (a roll of the dice) from the game's own generator."""
        s = self.state
        while not s.is_over and s.current_player == CHANCE:
            self._do(s.sample_chance())

    def _legal(self) -> list:
        s = self.state
        if s.is_over or s.current_player == CHANCE:
            return []
        return s.legal_actions()

    def _do(self, action: Any) -> list[str]:
        """Carry out a move (or a chance outcome) and write down what it showed you;
        in Play, a move that showed something new is as far back as Undo goes."""
        s = self.state
        seat, before = s.current_player, len(s.log)
        saved = copy.deepcopy(s) if seat == HUMAN and not self._replaying else None
        s.apply(action)  # the engine checks; a refusal changes nothing
        if saved is not None:
            self._saved.append((len(self.moves), saved))
        self.moves.append((seat, self.key(action)))
        news = self.worlds.news(s, s.log[before:], HUMAN)
        self.moves += [(NEWS, t) for t in news]
        self.hinted, self.reasons = None, []
        # what Undo in Play cannot take back (phrases: a game's words may say its own)
        shown = ({"kind": "shown_end"} if s.is_over else {"kind": "shown_chance"}
                 if seat == CHANCE else {"kind": "shown_news"} if news
                 else {"kind": "shown_unseen_card", "seat": seat}
                 if seat != HUMAN and self.worlds.hidden else None)
        if shown:
            self._floor, self._shown = len(self.moves), shown
        return news

    def _play(self, action: Any) -> None:
        self._do(action)
        self._settle()

    @property
    def pending(self) -> bool:
        """A bot is to move next."""
        return not self.state.is_over and self.state.current_player != HUMAN

    def act(self, key: str, point: Iterable[float] | None = None) -> None:
        """Your move, by its control's key; a refused move raises and changes nothing."""
        if self.state.is_over:
            raise TableError("game_is_over")
        if self.state.current_player != HUMAN:
            raise TableError("not_your_turn", seat=self.state.current_player)
        if point is not None:
            if self.point_range == Table.point_range:
                raise TableError("no_points")
            point = _point(point, self.point_range)
        self._play(self.action(str(key), point))

    def step(self) -> None:
        """The next bot makes its move (nothing happens when it is your turn)."""
        if self.pending:
            self._play(self._bot(self.state.current_player).choose(self.state.clone()))

    def _bot(self, seat: int) -> Any:
        """The bot to move for ``seat``. In a class deal a fresh one for each move, seeded
        by the code and the move's place in the game, so the same position always gets
        the same answer (after an Undo, and on every pupil's machine)."""
        if not self.code:
            return self.bots[seat]
        seed = (self._class_seed + 1009 * len(self.moves) + seat) % 2**32
        return make_bot(self.bot_kinds[self.level], seed, None)

    def undo(self) -> None:
        """Take back your last move and the bots' replies: in Play only while nothing new
        has been shown since (a roll, a deal, a card, the end); in Practice always, with
        the same cards and dice as before."""
        if not self._saved:
            if any(seat == HUMAN for seat, _ in self.moves):
                raise TableError("undo_link")
            raise TableError("undo_none")
        at, state = self._saved[-1]
        if self.mode == "play" and at < self._floor:
            raise TableError("undo_off", shown=self.say(self._shown))  # in the game's terms
        self._saved.pop()
        self.state = copy.deepcopy(state)
        del self.moves[at:]
        self.hinted, self.reasons = None, []

    def hint(self) -> Any:
        """What the strongest bot would play for you now (drawn highlighted)."""
        if self.state.is_over:
            raise TableError("game_is_over")
        if self.state.current_player != HUMAN:
            raise TableError("hint_not_now")
        best = make_bot(next(iter(self.bot_kinds.values())), self._thinking.getrandbits(32),
                        self.budget_ms)
        if hasattr(best, "explain"):
            self.reasons = best.explain(self.state.clone())
            self.hinted = self.reasons[0].action
        else:
            self.hinted, self.reasons = best.choose(self.state.clone()), []
        return self.hinted

    def new(self, players: int | None = None, level: str | None = None, *,
            mode: str | None = None, deal: str | None = None, **options: Any) -> None:
        """A new game: a fresh deal, or the class deal of ``deal`` (a code, which sets
        the players, bots and options itself; ``"new"`` makes a code from the settings).
        ``options`` are the game's own, each one of its ``choices``; ``mode`` is play or
        practice."""
        chosen = dict(self.options)
        for name, value in options.items():
            chosen[name] = self._choice(name, value)
        mode = self.mode if mode is None else mode
        if mode not in MODES:
            raise TableError("bad_mode", got=_short(mode))
        players = self.players if players is None else players
        level = self.level if level is None else level
        code = ""
        if deal == "new":
            self._start(players, level, chosen)  # checks the settings first
            code = self._make_code(players, level, chosen)
        elif deal:
            code, players, level, chosen = self._read_code(deal)
        self._start(players, level, chosen, code)
        self.mode = mode

    def _choice(self, name: str, value: Any) -> Any:
        """The value of a game option chosen from its menu (words or the value itself)."""
        allowed = dict(self.choices.get(name, ()))
        if not allowed:
            if not self.choices:
                raise TableError("no_options", name=self.title, got=_short(name))
            raise TableError("no_option", name=self.title, got=_short(name),
                             options=list(self.choices))
        for v in allowed:
            if (type(value) is type(v) and value == v) or \
                    (isinstance(value, str) and value == _option_text(v)):
                return v
        title, menu = self.menus[name]  # said as the menu shows it, not the option's id
        raise TableError("bad_choice", option=title, got=_short(value),
                         values=[said for _, said in menu])

    # --- class deals ------------------------------------------------------------------
    def _settings(self) -> list[tuple[str, list]]:
        """What a class code's last letters choose, in order: players, bots, options."""
        low, high = self.info.players
        return ([("players", list(range(low, high + 1))), ("bots", list(self.bot_kinds))]
                + [(name, [v for v, _ in values]) for name, (_, values) in self.menus.items()])

    def _make_code(self, players: int, level: str, options: dict) -> str:
        chosen = {"players": players, "bots": level, **options}
        head = "".join(self.chance.choice(CODE_LETTERS) for _ in range(CODE_RANDOM))
        tail = "".join(CODE_LETTERS[values.index(chosen[name])]
                       for name, values in self._settings())
        return f"{head}-{tail}"

    def _read_code(self, text: Any) -> tuple[str, int, str, dict]:
        settings = self._settings()
        clean = "".join(ch for ch in str(text).upper() if ch not in " -") \
            if isinstance(text, str) else ""
        if len(clean) != CODE_RANDOM + len(settings) or any(ch not in CODE_LETTERS
                                                           for ch in clean):
            raise TableError("not_a_code", got=_short(text), length=CODE_RANDOM + len(settings),
                             example=f"ABC23-{'A' * len(settings)}")
        chosen = {}
        for (name, values), ch in zip(settings, clean[CODE_RANDOM:], strict=True):
            k = CODE_LETTERS.index(ch)
            if k >= len(values):
                raise TableError("code_of_other_game", got=_short(text))
            chosen[name] = values[k]
        players, level = chosen.pop("players"), chosen.pop("bots")
        return (f"{clean[:CODE_RANDOM]}-{clean[CODE_RANDOM:]}", players, level,
                {**self.options, **chosen})

    # --- shared links -----------------------------------------------------------------
    def share(self) -> str:
        """The fragment that reopens this position: the settings, and everything you
        have seen (your moves, the bots', each roll, your cards, each card turned up),
        never what you have not (a class deal adds its code, which fixes everything)."""
        fields = {"game": self.game, "players": self.players, "bots": self.level}
        fields.update({k: _option_text(v) for k, v in self.options.items()})
        if self.mode != "play":
            fields["mode"] = self.mode
        if self.code:
            fields["deal"] = self.code
        fields["moves"] = MOVE_SEPARATOR.join(NEWS_MARK + key if seat == NEWS else key
                                              for seat, key in self.moves)
        return urlencode(fields, quote_via=quote, safe=MOVE_SEPARATOR + NEWS_MARK)

    def _open(self, fragment: Any) -> None:
        """Reopen a shared position; a broken link is refused with a sentence and leaves
        the table as it was."""
        was = dict(self.__dict__)
        try:
            self._replay_link(fragment)
        except RulesError:
            self.__dict__.clear()
            self.__dict__.update(was)
            raise
        except Exception as err:  # a fault of ours that a strange link found: a sentence
            self.__dict__.clear()
            self.__dict__.update(was)
            raise TableError("link_failed", error=type(err).__name__) from None

    def _replay_link(self, fragment: Any) -> None:
        if not isinstance(fragment, str):
            raise TableError("link_not_text")
        text = fragment.lstrip("#")
        if not text.strip():
            raise TableError("link_empty")
        if len(text) > MAX_LINK:
            raise TableError("link_too_long")
        pairs = parse_qsl(text, keep_blank_values=True)
        fields = dict(pairs)
        known = {"game", "players", "bots", "mode", "deal", "moves", *self.options}
        if fields.get("game") != self.game or len(fields) != len(pairs) or \
                any(k not in known for k in fields):
            raise TableError("link_other_game")
        mode = fields.get("mode", "play")
        if mode not in MODES:
            raise TableError("link_mode", got=_short(mode))
        entries = [k for k in fields.get("moves", "").split(MOVE_SEPARATOR) if k]
        news = []
        while entries and entries[0].startswith(NEWS_MARK):
            news.append(entries.pop(0)[len(NEWS_MARK):])
        if fields.get("deal"):
            code, players, level, options = self._read_code(fields["deal"])
        else:
            code, players, level = "", _number(fields.get("players", self.players), "players"), \
                fields.get("bots", self.level)
            options = {name: self._choice(name, fields[name]) if name in fields else value
                       for name, value in self.options.items()}
        self._start(players, level, options, code, news)
        self.mode, self._replaying = mode, True
        n = 0
        while entries:
            key = entries.pop(0)
            n += 1
            s = self.state

            def wrong(problem: str, n: int = n, key: str = key) -> TableError:
                return TableError("link_move", n=n, key=_short(key), problem={"kind": problem})
            if key.startswith(NEWS_MARK):
                raise wrong("deal_not_move")
            if s.is_over:
                raise wrong("after_end")
            shown = []
            while entries and entries[0].startswith(NEWS_MARK):
                shown.append(entries.pop(0)[len(NEWS_MARK):])
            if s.current_player == CHANCE and self.code:  # the code rolls: it must agree
                action = s.sample_chance()
                if self.key(action) != key:
                    raise wrong("not_class_roll")
            elif s.current_player == CHANCE:
                action = self.chance_action(key)
            elif self.code:  # the code deals what the link showed, and its bots choose
                if s.current_player == HUMAN:
                    action = self.find(key)
                else:  # (so a link cannot ask whether a bot holds a card)
                    action = self._bot(s.current_player).choose(s.clone())
                    if self.key(action) != key:
                        raise wrong("not_class_bot")
            else:
                self.worlds.steer(s.rng, shown, self.players, self.options)
                if not self.worlds.fit(s, HUMAN, s.current_player, key, shown, self.chance):
                    raise wrong("disagrees")
                action = self.find(key)
            if action is None:
                raise wrong("not_a_move_there")
            try:
                got = self._do(action)
            except RulesError:  # the engine's words may list a seat's moves: not here
                raise wrong("not_allowed_there") from None
            s.rng.steer()
            if shown and got != shown:  # (none given: what was dealt afresh stands)
                raise wrong("other_cards")
        self._saved, self._floor = [], len(self.moves)  # Undo starts again from here
        self._replaying = False
        self._settle()

    # --- the messages the shells send -------------------------------------------------
    def handle(self, message: Any) -> dict:
        """Carry out one message from a front-end and say what to show.

        ``{"op": "act", "key": k[, "point": [x, y]]}``, ``{"op": "step"}``,
        ``{"op": "new"[, "players": n, "level": name, "mode": m, "deal": code,
        option: value...]}``, ``{"op": "undo"}``, ``{"op": "hint"}``,
        ``{"op": "open", "fragment": f}``. A refused message changes nothing and comes
        back with ``error`` set: a sentence of at most 200 characters. Never raises.
        """
        op = message.get("op") if isinstance(message, dict) else None
        toolbar = op in ("new", "open", "undo")
        was = dict(self.__dict__)
        self.error = ""
        try:
            if not isinstance(message, dict):
                raise TableError("not_a_message")
            for name in message:
                if not isinstance(name, str) or len(name) > 40:
                    raise TableError("not_a_part", got=_short(name))
            self._carry_out(op, message)
        except RulesError as err:
            self.__dict__.clear()
            self.__dict__.update(was)
            self.error = sentence(self.say(err))
        except Exception as err:  # a fault of ours: say so, keep the table as it was
            self.__dict__.clear()
            self.__dict__.update(was)
            self.error = sentence(self.said("fault", error=type(err).__name__))
        return {"board": self.board_html(), "toolbar": self.toolbar_html() if toolbar else None,
                "pending": self.pending, "status": self.status(), "share": self.share(),
                "error": self.error or None}

    def _carry_out(self, op: Any, message: dict) -> None:
        def only(*names: str) -> None:
            extra = [k for k in message if k not in ("op", *names)]
            if extra:
                raise TableError("no_such_part", op=op, got=_short(extra[0]))

        if op == "act":
            only("key", "point")
            key = message.get("key", "")
            if not isinstance(key, str) or len(key) > MAX_KEY:
                raise TableError("bad_key")
            self.act(key, message.get("point"))
        elif op == "step":
            only()
            self.step()
        elif op == "new":
            options = {k: v for k, v in message.items()
                       if k not in ("op", "players", "level", "mode", "deal")}
            for name in ("level", "mode", "deal"):
                if message.get(name) is not None and not isinstance(message[name], str):
                    raise TableError("not_a_word", name=name, got=_short(message[name]))
            if message.get("deal") == "":
                raise TableError("type_code")
            self.new(None if message.get("players") is None
                     else _number(message["players"], "players"),
                     message.get("level"), mode=message.get("mode"),
                     deal=message.get("deal") or None, **options)
        elif op == "undo":
            only()
            self.undo()
        elif op == "hint":
            only()
            self.hint()
        elif op == "open":
            only("fragment")
            self._open(message.get("fragment", ""))
        else:
            raise TableError("unknown_message", got=_short(op))

    # --- drawing ----------------------------------------------------------------------
    BOT_NAMES = ("Ben", "Cai", "Dee", "Eri")  # seats 1 to 4: the bots get names, not numbers

    @property
    def title(self) -> str:
        """The game's title in the table's language (its Japanese title in Japanese)."""
        if self.voice.lang == words.JAPANESE and self.info.japanese:
            return self.info.japanese
        return self.info.name

    def seat_name(self, seat: int) -> str:
        """A seat as the table names it: "you", or a bot's name."""
        return format(self.voice.person(seat))

    # ``voice`` (set in __init__): how the words layer speaks at this table: in its
    # language, to you (seat 0), the bots by name.

    def say(self, said: Any) -> str:
        """An event or a refusal (the engine's or the table's) as the player reads it,
        in this table's voice; a phrase (a dict with a kind) in the table's words; any
        other error as it is."""
        if isinstance(said, Event | IllegalAction | TableError):
            return said.sentence(self.voice)
        if isinstance(said, dict) and "kind" in said:  # a phrase: no capital
            return self._words(said["kind"]).phrase(said, self.voice)
        if isinstance(said, SetupError) and f"setup_{said.field}" in self._words().catalogues[
                self.voice.lang]:  # settings the engine refuses, in the game's words
            return self.said(f"setup_{said.field}")
        return str(said)

    def _words(self, kind: str = "") -> words.Words:
        """The table's words: its own (``table/words.py``) and the game's (its
        ``words.py``), which may say one of the table's in the game's terms."""
        return _table_words(self.info.package)

    def reason(self, err: Exception) -> str:
        """A refusal as part of a sentence: said without its capital."""
        if isinstance(err, TableError):
            return WORDS.phrase({"kind": err.kind, **err.data}, self.voice)
        text = self.say(err)
        return text[:1].lower() + text[1:] if text[1:2].islower() else text

    def opened_note(self, err: Exception) -> str:
        """What the page says when a shared link could not be opened (a new game opens)."""
        return sentence(self.said("link_not_opened", why=self.reason(err)))

    def said(self, kind: str, **data: Any) -> str:
        """A sentence of the table's (``table/words.py``) or the game's (its
        ``words.py``, first), in the table's voice."""
        return self._words(kind).say(kind, data, self.voice)

    def word(self, kind: str) -> str:
        """A word of the table's or the game's, as it stands in the catalogue (a
        button's, a heading's)."""
        return self._words(kind).template(kind, self.voice.lang)

    def history_line(self, event: Any) -> str:
        """One line of the history: an engine event as the player reads it (a game
        whose events carry something the player may not see yet overrides this)."""
        return self.say(event)

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
                cls: str = "", attrs: str = "", image: bool = False) -> str:
        """The element of a control already judged: a button (inert when the notebook's
        shell draws the picture and offers its own buttons). Its accessible name holds
        the text its picture shows (``accessible_name``). ``image``: the picture is a
        labelled image (``role="img"``) whose texts are part of the drawing, not of the
        control's label (the coins' table): the button is named by the image and the
        label, read from its content."""
        classes = " ".join(c for c in ("pr-move", *cls.split()) if c)
        title = label if enabled else self.said("control_off", label=label, reason=reason)
        if self._inert:
            return (f'<span class="{classes}{"" if enabled else " pr-off"}" '
                    f'title="{escape(title)}">{picture}</span>')
        if image:
            name, picture = "", f'{picture}<span class="pr-sr">{escape(label)}</span>'
        else:
            picture = spaced(picture)
            name = f' aria-label="{escape(accessible_name(label, picture, self.voice))}"'
        # A live move that is not allowed now stays focusable and clickable
        # (aria-disabled, not disabled): a click or a tap shows its title, the reason,
        # in the table's line, which a phone (no hover, no tooltip) could not see.
        off = "" if enabled else (' aria-disabled="true"' if self._live else " disabled")
        return (f'<button type="button" class="{classes}" data-action="{escape(key)}"{name} '
                f'title="{escape(title)}"{attrs}{off}>{picture}</button>')

    def svg_button(self, action: Any, shape: str, label: str = "") -> str:
        """A move inside a bigger picture (a cell of a board): an SVG group that is a
        button, enabled exactly when the engine accepts the move."""
        key = self.key(action)
        label = label or key
        enabled, reason = self._judge(action, key, label)
        hint = " pr-hint" if self._is_hint(action) else ""
        title = label if enabled else self.said("control_off", label=label, reason=reason)
        if self._inert:
            return f'<g class="pr-move{hint}"><title>{escape(title)}</title>{shape}</g>'
        state = ' role="button" tabindex="0"' if enabled else ' role="button" aria-disabled="true"'
        shape = spaced(shape)
        name = escape(accessible_name(label, shape, self.voice))
        return (f'<g class="pr-move{hint}" data-action="{escape(key)}"{state} '
                f'aria-label="{name}"><title>{escape(title)}</title>{shape}</g>')

    def _judge(self, action: Any, key: str, label: str) -> tuple[bool, str]:
        """Whether the engine accepts ``action`` now and, if not, why; noted as a control."""
        yours = self._live and not self.state.is_over and self.state.current_player == HUMAN
        refusal = None if not yours else self.state.refusal(action)
        enabled = yours and refusal is None
        reason = "" if enabled else (self.reason(refusal) if refusal else self._why_not())
        self._controls.append(Control(key, label, enabled, reason))
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
        space = self.voice.mark("space")  # (between the hint's two sentences)
        if self.reasons[0].measure.startswith("share"):  # a mixed strategy's shares
            return space + self._shares()
        shown = self.reasons[:WHY_MOVES]
        chance = shown[0].measure.startswith("chance")  # (a kind: chance_...)

        def value(r) -> str:
            return fmt.percent(r.value) if chance else _reason_value(r.value)

        if self.why_short:  # the choice's value and the next best's, no labels
            first, second = value(shown[0]), value(shown[1])
            items = self.say({"kind": "why_one", "first": first} if first == second else
                             {"kind": "why_next", "first": first, "second": second})
        else:
            colon = self.voice.mark("colon")
            listed = [f"{self._move_label(r.action)}{colon}{value(r)}" for r in shown]
            more = len(self.reasons) - len(shown)
            if more:
                listed.append(self.say({"kind": "why_more", "more": more}))
            items = self.voice.mark("semicolon").join(listed)
        samples = shown[0].samples
        basis = self.say({"kind": "basis_estimated"} if samples is None
                         else {"kind": "basis_exact"} if not samples
                         else {"kind": "basis_sampled", "samples": samples})
        return space + self.said("why", measure={"kind": shown[0].measure}, basis=basis,
                                 items=items)

    def _shares(self) -> str:
        """A hint from a mixed strategy (values: the share of plays of each move, exact):
        "the solved two-player round mixes here, at random: 5♥ about 2 times in 3,
        otherwise 3♥" (moves it never plays left out), or "...: 5♥, every time"."""
        label = self._move_label
        played = sorted((r for r in self.reasons if r.value > 0), key=lambda r: -r.value)
        measure = {"kind": played[0].measure}
        if len(played) == 1:
            return self.said("why_share_one", measure=measure, label=label(played[0].action))
        items = self.voice.mark("comma").join(self.say(_share(label(r.action), r.value))
                                              for r in played[:-1])
        return self.said("why_share", measure=measure, items=items,
                         last=label(played[-1].action))

    def _move_label(self, action: Any) -> str:
        """A move as the last drawing's control says it ("play 4 of spades"), else its
        label."""
        found = next((c.label for c in self._controls if c.key == self.key(action)), "")
        return found or self.label(action)

    def _is_hint(self, action: Any) -> bool:
        return self.hinted is not None and self.key(action) == self.key(self.hinted)

    def _why_not(self) -> str:
        if not self._live:
            return self.say({"kind": "starting"})
        if self.state.is_over:
            return self.say({"kind": "over"})
        return self.say({"kind": "their_turn", "seat": self.state.current_player})

    def board_html(self, live: bool = True, inert: bool = False) -> str:
        """The board: status, the game's pictures with their moves, the history.
        ``inert``: the moves drawn as plain pictures (the notebook's shell)."""
        self._live, self._inert, self._controls = live, inert, []
        picture = self.draw(self.state.view(HUMAN))
        lines = self.state.log[-HISTORY_LINES:]
        history = "".join(f"<li>{escape(self.history_line(e))}</li>"
                          for e in reversed(lines))
        message = (f'<p class="pr-error" role="alert">{escape(self.error)}</p>' if self.error
                   else "")
        hint = ""
        if self.hinted is not None:
            label = self._move_label(self.hinted)
            said = escape(self.said("hint", bot=self.bot_name(self.strongest()), label="\0"),
                          quote=False)
            hint = (f'<p class="pr-hint-text">{said.replace(chr(0), f"<b>{escape(label)}</b>")}'
                    f"{escape(self._why())}</p>")
        # The status again under the picture, by the moves (on a phone the top line is
        # off-screen while you look at your hand); screen readers hear it once.
        return (f'<p class="pr-status" role="status">{escape(self.status())}</p>{message}{hint}'
                f'{picture}<p class="pr-status pr-again" aria-hidden="true">'
                f'{escape(self.status())}</p><details class="pr-history" open>'
                f"<summary>{escape(self.word('history'))}</summary>"
                f'<ol reversed tabindex="0" aria-label="{escape(self.word("history_label"))}">'
                f"{history}</ol></details>")

    @property
    def menus(self) -> dict[str, tuple[str, list[tuple[Any, str]]]]:
        """The game's options the toolbar offers (``about.OPTIONS`` with a ``menu``):
        name -> (title, [(value, words), ...]), in the game's words (``option_<name>``
        and ``option_<name>_<value>``)."""
        said = words.of(self.info.package)
        return {o.name: (said.say(f"option_{o.name}", {}, self.voice),
                         [(v, said.phrase({"kind": f"option_{o.name}_{_option_text(v)}"},
                                          self.voice)) for v in o.menu])
                for o in self.info.options if o.menu}

    @property
    def choices(self) -> dict[str, list[tuple[Any, str]]]:
        return {name: values for name, (_, values) in self.menus.items()}

    def bot_name(self, bot: str) -> str:
        """A bot's name as the menu shows it (the game's words: ``bot_<name>``)."""
        return self.word(f"bot_{bot}")

    def strongest(self) -> str:
        return next(iter(self.bot_kinds))

    def toolbar_html(self, live: bool = True) -> str:
        """New game (players, bots, the game's options, Play or Practice), Undo, Hint,
        the link to this position, and the class deal: a code to type, or a new one."""
        off = "" if live else " disabled"
        low, high = self.info.players

        def menu(name: str, title: str, values: list[tuple[str, str]], now: str) -> str:
            items = "".join(f'<option value="{escape(v)}"{" selected" if v == now else ""}>'
                            f"{escape(text)}</option>" for v, text in values)
            return f'<label>{escape(title)} <select name="{name}"{off}>{items}</select></label> '

        w = self.word
        players = menu("players", w("players"),
                       [(str(n), str(n)) for n in range(low, high + 1)], str(self.players))
        levels = menu("level", w("bots"), [(b, self.bot_name(b)) for b in self.bot_kinds],
                      self.level)
        extra = "".join(menu(name, title, [(_option_text(v), text) for v, text in values],
                             _option_text(self.options[name]))
                        for name, (title, values) in self.menus.items())
        modes = menu("mode", w("mode"), [(m, w(f"mode_{m}")) for m in MODES], self.mode)

        def button(command: str, words: str) -> str:
            return (f'<button type="button" data-command="{command}"{off}>'
                    f"{escape(w(words))}</button>")
        return (f'<span class="pr-group">{players}{levels}{extra}{modes}'
                f'{button("new", "new_game")}</span> <span class="pr-group">'
                f'{button("undo", "undo")} {button("hint", "hint_button")} '
                f'{button("share", "share")}</span> <span class="pr-group"><label>'
                f'{escape(w("class_deal"))} <input name="deal" type="text" size="10" '
                f'maxlength="16" autocomplete="off" spellcheck="false" '
                f'placeholder="{escape(w("code"))}" value="{escape(self.code)}"{off}></label> '
                f'{button("class", "play_code")} {button("classnew", "new_code")}</span>')

    def html(self, live: bool = True) -> str:
        """The whole table; ``live=False`` draws every control disabled (the picture a
        page shows while the engine starts)."""
        return (f'<div class="pr-table" data-game="{self.game}">{TABLE_CSS}'
                f'<div class="pr-toolbar">{self.toolbar_html(live)}</div>'
                f'<div class="pr-board">{self.board_html(live)}</div></div>')


_TABLE_WORDS: dict[str, words.Words] = {}


def _table_words(package: str) -> words.Words:
    """One catalogue per language of the table's words and a game's, the game's first
    (so a phrase inside a sentence is found in either); made once per game."""
    if package not in _TABLE_WORDS:
        game = words.of(package)
        _TABLE_WORDS[package] = words.Words(
            {lang: {**WORDS.catalogues[lang], **game.catalogues[lang]}
             for lang in words.LANGUAGES}, game.convert, game.choose)
    return _TABLE_WORDS[package]


def _number(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int | str) or \
            (isinstance(value, str) and not (value.isascii() and value.isdigit()
                                             and len(value) < 10)):
        raise TableError("not_a_number", what=what, got=_short(value))
    return int(value)


def _point(point: Any, ranges: tuple) -> tuple[float, float]:
    """A click's point: two finite numbers near the picture (mm on the coins' table)."""
    ok = isinstance(point, list | tuple) and len(point) == 2 and all(
        isinstance(v, int | float) and not isinstance(v, bool) and abs(v) < 1e6
        and math.isfinite(v) for v in point)
    if not ok:
        (x0, x1), (y0, y1) = ranges
        raise TableError("bad_point", x0=x0, x1=x1, y0=y0, y1=y1, got=_short(point))
    return float(point[0]), float(point[1])


def _short(value: Any, size: int = 24) -> words.Quoted:
    """A value quoted in a sentence, cut to ``size`` characters (quoted as the sentence's
    language quotes: 'x' in English, 「x」 in Japanese)."""
    text = repr(value) if not isinstance(value, str) else repr(value[:size + 1])
    english = text if len(text) <= size else text[:size - 1] + "…"
    bare = value if isinstance(value, str) else text
    return words.Quoted(english, bare if len(bare) <= size - 2 else bare[:size - 3] + "…")


def sentence(text: str) -> str:
    """A refusal as the page shows it: at most MAX_ERROR characters."""
    return text if len(text) <= MAX_ERROR else text[:MAX_ERROR - 1] + "…"


def _option_text(value: Any) -> str:
    return {True: "yes", False: "no"}.get(value, str(value)) if isinstance(value, bool) \
        else str(value)


def _share(label: str, value) -> dict:
    """A share of plays in words a player can use at the table: "about 2 times in 3"
    (the nearest fraction with at most 10 below the line)."""
    near = Fraction(value).limit_denominator(SHARE_DENOMINATOR)
    if near == 0:
        return {"kind": "share_rarely", "label": label}
    if near == 1:
        return {"kind": "share_mostly", "label": label}
    return {"kind": "share_exact" if near == value else "share_about", "label": label,
            "k": near.numerator, "n": near.denominator}


def _reason_value(value) -> str:
    """A reason's value: whole numbers bare ("2", "−1"), others to two places."""
    return fmt.decimal(value, 0 if value == round(value) else 2)
