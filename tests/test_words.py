"""The words layer across games (issue 30): engines record kinds and data, never
sentences; every kind has a sentence in every catalogue; whatever a game records or
refuses reads as a player's sentence (names, no ruling ids, reprs or lists)."""

from __future__ import annotations

import ast
import random
import re
from importlib import import_module
from pathlib import Path

import pytest

from pointyrules import games, words
from pointyrules.core import CHANCE, IllegalAction, RandomBot, words_package
from pointyrules.words import Voice, placeholders

from .helpers import examples

ROOT = Path(__file__).resolve().parent.parent
TABLE_VOICE = Voice(you=0, names=("you", "Ben", "Cai", "Dee", "Eri"))
# What a player's sentence never holds: a seat number, a ruling id, a repr, a list.
NOT_WORDS = {
    "a seat number": re.compile(r"\b[Ss]eat \d|\b[Pp]layer \d"),
    "a ruling id": re.compile(r"\[[A-Z]{2}-\d|\([A-Z]{2}-\d|\b[A-Z]{2}-\d+\b"),
    "a repr": re.compile(r"\b[A-Z][A-Za-z]*\(|'[^']*'\)|\bNone\b"),
    "a Python list": re.compile(r"\[-?\d|\['|\[\]"),
    "an unfilled placeholder": re.compile(r"[{}]"),
    "a '(s)'": re.compile(r"\(s\)"),
}
CALLS = {"_record", "IllegalAction", "refuse", "wrong_type"}


def game_packages() -> dict[str, str]:
    return {name: words_package(games.get(name).game) for name in games.all_names()}


def rules_tree(package: str) -> ast.Module:
    path = ROOT / (package.replace(".", "/") + "/rules.py")
    return ast.parse(path.read_text(), str(path))


def words_in(node: ast.AST) -> list[tuple[int, str]]:
    """Literal text that reads as words (letters, a space, letters) anywhere in
    ``node``: a sentence the words layer should say instead."""
    found, parts = [], set()
    for n in ast.walk(node):
        if isinstance(n, ast.Call) and getattr(n.func, "attr", getattr(n.func, "id", "")) \
                in CALLS:  # the ruling cited is data, whatever it reads like
            parts.update(id(x) for a in n.args[1:2] for x in ast.walk(a))
            parts.update(id(x) for k in n.keywords if k.arg == "rule" for x in ast.walk(k))
        if isinstance(n, ast.JoinedStr):  # f"Seat {s} plays" reads as "Seat x plays"
            parts.update(id(v) for v in n.values)
            text = "".join(v.value if isinstance(v, ast.Constant) else "x" for v in n.values)
            if re.search(r"[A-Za-z] [A-Za-z]", text):
                found.append((n.lineno, text))
        elif isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in parts \
                and re.search(r"[A-Za-z] [A-Za-z]", n.value):
            found.append((n.lineno, n.value))
    return found


def records(tree: ast.Module) -> list[ast.AST]:
    """What a rules module records or refuses: the calls of ``_record``,
    ``IllegalAction``, ``refuse`` and ``wrong_type``, and every phrase (a dict with a
    ``"kind"``), reasons and phase descriptions included."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr",
                                                  getattr(node.func, "id", "")) in CALLS:
            out.append(node)
        if isinstance(node, ast.Dict) and any(
                isinstance(k, ast.Constant) and k.value == "kind" for k in node.keys):
            out.append(node)
    return out


def sentences_in(tree: ast.Module) -> list[tuple[int, str]]:
    """Sentences in what a rules module records or refuses (its events, refusals and
    phrases): there should be none, only kinds and data."""
    return [found for node in records(tree) for found in words_in(node)]


def constant_kinds(node: ast.AST) -> list[str] | None:
    """A kind given as a constant, or a choice of constants (``"a" if x else "b"``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = constant_kinds(node.body), constant_kinds(node.orelse)
        return None if a is None or b is None else a + b
    return None


def kinds_in(tree: ast.Module) -> set[str]:
    """Every kind a rules module records, refuses or phrases: the first argument of
    ``_record``, ``IllegalAction`` and ``refuse``, a ``"kind": ...`` entry of a dict, and
    a reason handed to a helper as a string constant that names a catalogue entry."""
    kinds = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name in ("_record", "IllegalAction", "refuse") and node.args:
                kinds.update(constant_kinds(node.args[0]) or [])
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "kind":
                    kinds.update(constant_kinds(value) or [])
    return kinds


@pytest.mark.parametrize("name", games.all_names())
def test_rules_modules_build_no_sentences(name):
    """No event, refusal or reason is a sentence in the engine: it is a kind and data."""
    found = sentences_in(rules_tree(game_packages()[name]))
    assert not found, "\n".join(f"line {n}: {text}" for n, text in found)


@pytest.mark.parametrize("name", games.all_names())
def test_every_call_passes_a_kind_not_a_sentence(name):
    tree = rules_tree(game_packages()[name])
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                node.func, "id", "")) in ("_record", "IllegalAction", "refuse"):
            kinds = constant_kinds(node.args[0]) if node.args else None
            assert kinds, ast.unparse(node)
            for kind in kinds:
                assert re.fullmatch(r"[a-z][a-z0-9_]*", kind), (kind, node.lineno)
            assert len(node.args) <= 3, ast.unparse(node)


@pytest.mark.parametrize("name", games.all_names())
def test_every_kind_has_a_sentence_in_every_catalogue(name):
    package = game_packages()[name]
    said = words.of(package)
    kinds = kinds_in(rules_tree(package)) - {"wrong_type", "game_over", "not_legal"}
    assert set(said.catalogues) == set(words.LANGUAGES)
    for lang, catalogue in said.catalogues.items():
        missing = kinds - set(catalogue)
        assert not missing, f"{lang} lacks {sorted(missing)}"
    english = said.catalogues["en"]
    for lang, catalogue in said.catalogues.items():
        assert set(catalogue) == set(english), lang
        for kind, template in catalogue.items():
            assert placeholders(template) == placeholders(english[kind]), (lang, kind)
    for lang in words.LANGUAGES:
        assert set(words.SHARED.catalogues[lang]) == set(words.SHARED.catalogues["en"])
    assert_japanese(said.catalogues[words.JAPANESE], english)


def assert_japanese(ja: dict, english: dict, allowed: frozenset = frozenset({"mm"})) -> None:
    """Issue 33: a Japanese catalogue has the English kinds in the English order, no
    English grammar in its specs (Japanese puts its counters and の in the template), no
    English word and Japanese punctuation (、。：（）, not , ; : ( ))."""
    assert list(ja) == list(english), sorted(set(english) ^ set(ja))
    for kind, template in ja.items():
        for _, field, spec, _ in words.FIELDS.parse(template):
            assert not (field and spec and any(g in spec for g in words.GRAMMAR)), (kind, spec)
        # (a point on the picture is "x, y" in both languages)
        text = "".join(t for t, *_ in words.FIELDS.parse(template)).replace("x, y", "")
        assert not set(re.findall(r"[A-Za-z]{2,}", text)) - allowed, (kind, text)
        assert not re.search(r"[,;:()]", text), (kind, text)


def test_the_tables_japanese_words_are_japanese():
    from pointyrules.table.words import EN, JA
    # (the words of a malformed message or link name its parts as the page sends them:
    # op, act, #game=...)
    messages = {"not_a_message", "unknown_message", "no_points", "bad_point", "link_empty"}
    assert_japanese({k: v for k, v in JA.items() if k not in messages},
                    {k: v for k, v in EN.items() if k not in messages})


def test_the_ast_check_finds_a_sentence_and_a_kind():
    """The checks above can fail: a sentence in a record and a kind in a dict are seen."""
    tree = ast.parse('def f(self):\n    """Docs are fine."""\n'
                     '    self._record("x", f"Seat {s} plays", seat=s)\n'
                     '    raise SetupError(f"seat {s} is no seat here")\n'
                     '    self._record("y" if s else "z", why={"kind": "w", "say": "not so"})\n'
                     '    raise IllegalAction("v", "source: the rule text", seat=s)\n'
                     '    return {"kind": "why_not", "rule": "XX-1"}\n')
    assert sorted(n for n, _ in sentences_in(tree)) == [3, 5, 5]
    assert kinds_in(tree) == {"x", "y", "z", "w", "v", "why_not"}


def check_sentence(text: str, where: str) -> None:
    assert text and not text[0].islower(), (where, text)
    for what, pattern in NOT_WORDS.items():
        assert not pattern.search(text), f"{where}: {what} in {text!r}"


def random_game(name: str, players: int, seed: int):
    info = games.get(name)
    state = info.game.new_game(players, seed=seed)
    bot = RandomBot(seed)
    seen = []  # legal actions met along the way: tried again later, mostly illegal then
    moves = 0
    while not state.is_over and moves < 400:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
        else:
            legal = state.legal_actions()
            seen.extend(random.Random(seed + moves).sample(legal, min(3, len(legal))))
            state.apply(bot.choose(state))
        moves += 1
        if moves % 7 == 0 and not state.is_over:
            yield state, seen[-12:]
    yield state, seen[-12:]


@pytest.mark.parametrize("name", games.all_names())
def test_random_games_and_refusals_read_as_sentences(name):
    """Every event of random games, and refusals of moves from other moments, said to
    the player at a table and in plain English: names, no ids, reprs or lists."""
    low, high = games.get(name).players
    kinds, refusals = set(), set()
    for players in range(low, high + 1):
        for seed in range(examples(3)):
            state = None
            for state, others in random_game(name, players, seed):
                for action in [*others, "x", ("x", 1), None]:
                    err = state.refusal(action)
                    if err is None:
                        continue
                    assert isinstance(err, IllegalAction)
                    refusals.add(err.kind)
                    for voice in (TABLE_VOICE, words.PLAIN):
                        check_sentence(err.sentence(voice), f"{name} refusal {err.kind}")
                    assert str(err) == err.sentence(words.PLAIN)
            for event in state.log:
                kinds.add(event.kind)
                for voice in (TABLE_VOICE, words.PLAIN):
                    check_sentence(event.sentence(voice), f"{name} event {event.kind}")
    assert len(kinds) >= 4 and len(refusals) >= 2, (kinds, refusals)


def test_a_bad_sentence_is_caught():
    for bad in ("Seat 1 plays", "you win (PH-5)", "Scores [1, 2]", "play Card('S', 1)",
                "{seat} plays", "2 win(s)", "x is None"):
        with pytest.raises(AssertionError):
            check_sentence(bad[0].upper() + bad[1:], "test")


def test_no_regular_expression_reads_engine_text():
    """The table and the front-ends take sentences from the words layer: no module
    outside the engines' words rewrites an event's or a refusal's text."""
    for path in [*sorted((ROOT / "pointyrules" / "table").glob("*.py")),
                 ROOT / "pointyrules" / "widget.py",
                 *sorted((ROOT / "pointyrules").glob("*/table.py"))]:
        text = path.read_text()
        assert "history_text" not in text and "import re\n" not in text, path


def test_voice_grammar():
    said = words.of(game_packages()["rice_dice"])
    data = {"seat": 0, "card": 5}
    assert said.say("lock", data, TABLE_VOICE) == "You lock card 5"
    assert said.say("lock", {"seat": 1, "card": 5}, TABLE_VOICE) == "Ben locks card 5"
    assert said.say("lock", data) == "Ann locks card 5"
    assert format(words.Count(1), "die|dice") == "1 die"
    assert format(words.Count(3), "die|dice") == "3 dice"
    assert format(words.Listing([1, 2, 3], words.PLAIN), "card|cards") == "cards 1, 2 and 3"
    assert format(words.Listing(["a", "b"], words.PLAIN), "or") == "a or b"
    assert format(TABLE_VOICE.person(0), "'s") == "your"
    assert format(TABLE_VOICE.person(2), "'s") == "Cai's"
    with pytest.raises(KeyError):
        said.say("lock", {"seat": 0})
    with pytest.raises(ValueError):
        Voice("xx")


def test_a_japanese_voice_joins_names_and_owns_without_english(monkeypatch):
    """Issue 33: the shared grammar in Japanese: the bots' names in katakana, "you" is
    あなた, a possessive adds の, a list is joined with 、 and と (or または)."""
    monkeypatch.setattr(words, "LANGUAGES", (*words.LANGUAGES, words.JAPANESE))
    table = Voice("ja", you=0)
    named = Voice("ja")
    assert format(table.person(0)) == "あなた" and format(table.person(1)) == "ベン"
    assert format(named.person(0)) == "アン"
    assert format(table.person(0), "'s") == "あなたの"
    assert format(table.person(2), "'s") == "カイの"
    three = [table.person(s) for s in (0, 1, 2)]
    assert format(words.Listing(three, table)) == "あなた、ベンとカイ"
    assert format(words.Listing(["5", "6"], table), "or") == "5または6"
    assert format(words.Listing(["5"], table)) == "5"
    assert format(words.Listing([], table), "seats") == "なし"
    said = words.SHARED.say("not_legal", {}, table)
    assert said == words.SHARED.catalogues["ja"]["not_legal"]  # no capital in Japanese
    assert set(words.SHARED.catalogues["ja"]) == set(words.SHARED.catalogues["en"])


def test_every_game_has_its_words_beside_its_rules():
    for name, package in game_packages().items():
        module = import_module(package + ".words")
        assert isinstance(module.WORDS, words.Words), name


@pytest.mark.parametrize("name", games.all_names())
def test_a_game_says_only_the_table_words_it_may(name):
    """A game's words and the table's make one catalogue at the table, the game's
    first: a kind of both must be one the game is meant to say in its own terms."""
    from pointyrules.table import words as table_words
    game = words.of(games.get(name).package).catalogues["en"]
    assert set(game) & set(table_words.EN) <= table_words.GAME_MAY_SAY
