"""The registry: one entry per game, with what the book and the front-ends say about it.

``names()`` lists the games; ``get(name)`` gives the entry: its titles and chapter, and
(imported only when asked for, so that reading the registry stays cheap) the game's
facts from its folder (``<game>/about.py``: the player counts and the options), the game
class, the table (the notebook widget) and the bots by name.

The book's games table (the introduction) and the README's list of games are generated
from this table and `_toc.yml` (sitebuild/chapters.py), so a finished chapter can never
again be listed as "coming". Standard library only: the same module runs in the page.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from .fmt import listing as fmt_list


@dataclass(frozen=True)
class GameInfo:
    key: str  # the chapter's file name in book/ and the package's name for the game
    name: str  # the English title
    japanese: str  # the Japanese title, "" where the published title is English
    line: str  # the game in one line
    lesson: str  # what the chapter's lesson teaches
    rules_path: str  # "module:Class" of the game state
    bots_path: str  # the module whose BOTS maps a bot's name to its class
    table_path: str  # "module:Class" of the table the front-ends drive (table.py)
    # The line and the lesson in Japanese, for the Japanese edition (日本語版).
    ja_line: str = ""
    ja_lesson: str = ""

    @property
    def package(self) -> str:
        """The game's package (its folder), where its ``about.py`` declares its facts."""
        return self.bots_path.rpartition(".")[0]

    @property
    def players(self) -> tuple[int, int]:
        """Fewest and most players the engine takes (``about.PLAYERS``)."""
        return tuple(import_module(self.package + ".about").PLAYERS)

    @property
    def printed(self) -> tuple[int, int] | None:
        """The box's count, where the engine takes more (``about.PRINTED``)."""
        return getattr(import_module(self.package + ".about"), "PRINTED", None)

    @property
    def options(self) -> tuple:
        """The game's options (``core.Option``), as ``about.OPTIONS`` declares them."""
        return tuple(import_module(self.package + ".about").OPTIONS)

    @property
    def game(self) -> type:
        """The game class (``new_game``, ``from_json``, ...)."""
        return _load(self.rules_path)

    @property
    def table(self) -> type:
        """The table class (``pointyrules.table.Table``'s subclass for this game)."""
        return _load(self.table_path)

    @property
    def bots(self) -> dict[str, type]:
        """The bots by name, strongest first as the tables offer them."""
        return dict(import_module(self.bots_path).BOTS)

    @property
    def players_text(self) -> str:
        """'2–4 players', or the box's count with the extra one: '3–5 players (2 to learn)'."""
        return self.players_in("en")

    def players_in(self, lang: str) -> str:
        """The player count in a language: '3–5 players (2 to learn)', '3～5人（2人は練習用）'."""
        low, high = self.printed or self.players
        extra = [n for n in range(self.players[0], self.players[1] + 1) if not low <= n <= high]
        if lang == "ja":
            return f"{low}～{high}人" + (f"（{'・'.join(map(str, extra))}人は練習用）"
                                         if extra else "")
        return f"{low}–{high} players" + (f" ({fmt_list(extra)} to learn)" if extra else "")

    def about(self, lang: str) -> tuple[str, str]:
        """(the game in one line, what its lesson teaches) in a language."""
        if lang == "ja":
            return self.ja_line, self.ja_lesson
        return self.line, self.lesson

    @property
    def chapter(self) -> str:
        """The chapter's document name, as _toc.yml writes it."""
        return f"book/{self.key}"


def _load(path: str) -> type:
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


GAMES: tuple[GameInfo, ...] = (
    GameInfo("pointy_hats", "Pointy Hats", "とんがり帽子",
             "Three cards each, three tricks; ties are settled by a colour cycle, and one "
             "card turns the order upside down.",
             "Counting, conditional probability",
             "pointyrules.pointy_hats:PointyHats", "pointyrules.pointy_hats.bots",
             "pointyrules.pointy_hats.table:PointyHatsTable",
             "手札は3枚ずつ、トリックは3回。同じ数値は色の順で決まり、1枚のカードで強弱が"
             "逆になります。",
             "場合の数、条件付き確率"),
    GameInfo("rice_dice", "Rice Dice", "ライスダイス",
             "Push your luck with five dice to build an umeboshi rice bowl.",
             "Sample spaces, multinomials, optimal stopping",
             "pointyrules.rice_dice.rules:RiceDice", "pointyrules.rice_dice.bots",
             "pointyrules.rice_dice.table:RiceDiceTable",
             "5個のダイスを振り、どこでやめるかを見極めて梅干しご飯を作ります。",
             "標本空間、多項分布、やめどき（最適停止）"),
    GameInfo("dokitto", "Doki-tto! Ice", "ドキッと! アイス",
             "Tricks win ice-cream scoops; a fourth scoop topples the cone.",
             "Counting colours, the risk of a fourth scoop, expected value",
             "pointyrules.dokitto:Dokitto", "pointyrules.dokitto.bots",
             "pointyrules.dokitto.table:DokittoTable",
             "強さ比べに勝つとアイスがもらえます。4段目のアイスでコーンが倒れます。",
             "色の数え上げ、4段目のアイスの危険、期待値"),
    GameInfo("gingham", "Gingham", "ギンガム",
             "Ants march along rows of a picnic blanket to link the sweets.",
             "Grids and paths, counting moves, scoring with rounding",
             "pointyrules.gingham.rules:Gingham", "pointyrules.gingham.bots",
             "pointyrules.gingham.table:GinghamTable",
             "アリたちがピクニックシートの行を進み、お菓子をつなぎます。",
             "格子と道順、手数の数え上げ、端数を丸める得点計算"),
    GameInfo("coins", "This is why you lose coins", "",
             "Put coins on the table so that a bank card can still touch all of them.",
             "Distances, convex hulls, rotating a rectangle",
             "pointyrules.coins.rules:CoinsGame", "pointyrules.coins.bots",
             "pointyrules.coins.table:CoinsTable",
             "銀行カードがすべてのコインに触れられるように、コインをテーブルに置いていきます。",
             "距離、凸包、長方形の回転"),
)

BY_KEY = {game.key: game for game in GAMES}
_EXTRA: dict[str, GameInfo] = {}  # games registered at run time (``register``)


def names() -> tuple[str, ...]:
    """The registry names of the games, in the book's order."""
    return tuple(BY_KEY)


def get(name: str) -> GameInfo:
    """The registry entry for one game; a clear error names the games there are."""
    try:
        return BY_KEY[name] if name in BY_KEY else _EXTRA[name]
    except (KeyError, TypeError):
        raise KeyError(f"no game {name!r}; the games are {', '.join(BY_KEY)}") from None


def all_names() -> tuple[str, ...]:
    """The book's games and any registered at run time (the tests' toy game)."""
    return names() + tuple(_EXTRA)


def register(info: GameInfo) -> GameInfo:
    """Add a game that is not part of the book (the tests' toy game): ``get`` finds it,
    and so do the tables and the adapters, which look games up here; ``names()``, the
    book's and the site's list, does not list it."""
    if info.key in BY_KEY:
        raise ValueError(f"{info.key!r} is a game of the book already")
    _EXTRA[info.key] = info
    return info
