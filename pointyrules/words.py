"""The words layer: every sentence a player reads about a game, from data.

Engines record what happened (``Event``) and why a move is refused (``IllegalAction``)
as a *kind* and *data*: seats, cards, dice, cells as values, never a sentence. Each
game's ``words.py`` (a sibling of its ``rules.py``) holds a catalogue per language: one
template per kind, with named placeholders, and ``say`` is the one function that turns
a kind and its data into a sentence. A second language is a second catalogue.

Templates are ``str.format`` templates whose fields are the data's names. The values
are made readable first (``Words.readable``): a seat becomes a ``Person`` (at a table,
seat 0 is "you"), a count a ``Count``, a list words joined with "and", a card what the
game's own words say it is. Format specs carry English grammar, so a catalogue in a
language without it simply leaves them out:

- ``{seat}`` the name, ``{seat:'s}`` the possessive ("your", "Ben's"),
  ``{seat:play|plays}`` the verb agreeing with the person ("you play", "Ben plays");
- ``{count:die|dice}`` the number with its noun ("1 die", "2 dice");
- a field whose value is a *phrase* (a dict with a ``kind``, as a trick's reason) is
  said with the same catalogue.

A sentence starts with a capital letter (English). Standard library only: the same code
runs in the page.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib import import_module
from typing import Any

from .fmt import listing

# The catalogues every game's words provide: English, Japanese, and "qps", a
# pseudo-language made from the English one (``pseudo``): every word of a template
# marked ⟦…⟧ and the English grammar of its format specs left out, as a second
# language's catalogue would. The tests draw tables in it: any English left unmarked
# did not come through the words.
LANGUAGES = ("en", "qps", "ja")
PSEUDO = "qps"
JAPANESE = "ja"  # (issue 33)
# Seat 0 is "you" at a table; elsewhere (API, printables) every seat has a name.
NAMES = ("Ann", "Ben", "Cai", "Dee", "Eri")
NAMES_BY_LANG = {JAPANESE: ("アン", "ベン", "カイ", "ディー", "エリ")}  # (else NAMES)
YOU = {"en": "you", PSEUDO: "⟦you⟧", JAPANESE: "あなた"}
POSSESSIVE_YOU = {"en": "your", PSEUDO: "⟦your⟧", JAPANESE: "あなたの"}
AND = {"en": "and", PSEUDO: "⟦and⟧", JAPANESE: "と"}
OR = {"en": "or", PSEUDO: "⟦or⟧", JAPANESE: "または"}
NOBODY = {"en": "nobody", PSEUDO: "⟦nobody⟧", JAPANESE: "なし"}
# Format specs that carry English grammar (a pseudo or second catalogue leaves them out).
GRAMMAR = ("|", "'s")
# The marks that join parts a sentence's code puts together (a label and its value, a
# list of labelled values, two sentences), by language; the pseudo-language's are the
# English ones. A quoted value (``Quoted``): 'this' in English, 「this」 in Japanese.
# ("stop" ends one part of a picture's name before the next: "; " and "。").
MARKS = {"en": {"colon": ": ", "comma": ", ", "semicolon": "; ", "stop": "; ", "space": " "},
         JAPANESE: {"colon": "：", "comma": "、", "semicolon": "、", "stop": "。", "space": ""}}
QUOTES = {"en": ("“", "”"), JAPANESE: ("「", "」")}
# A number per seat in Japanese takes its counter ("あなた12点"; English: "you 12").
COUNTERS = {JAPANESE: {"scores": "点", "points": "点", "totals": "点", "trophies": "枚",
                       "wins": "勝"}}
# Data names that hold a seat, a list of seats, or one number per seat (every game's
# words share these conventions; a game adds its own through ``convert``).
SEAT_KEYS = frozenset({"seat", "winner", "dealer", "owner", "victim", "player", "start",
                       "first_player", "mover", "passer", "opener", "leader", "by"})
SEAT_LIST_KEYS = frozenset({"winners", "seats", "order", "busted"})
PER_SEAT_KEYS = frozenset({"scores", "points", "totals", "trophies", "wins"})


class Voice:
    """Who is speaking to whom: the language and the seats' names. ``you``: the seat
    the sentences address (a table's player), or None (every seat by name)."""

    def __init__(self, lang: str = "en", you: int | None = None,
                 names: Sequence[str] | None = None):
        if lang not in LANGUAGES:
            raise ValueError(f"no catalogue for language {lang!r}; there are {LANGUAGES}")
        self.lang, self.you = lang, you
        self.names = tuple(names or NAMES_BY_LANG.get(lang, NAMES))

    def person(self, seat: int) -> Person:
        return Person(seat, self)

    def join(self, items: Iterable[Any], last: Mapping[str, str] = AND) -> str:
        words = [format(item) for item in items]
        if self.lang == "en":
            return listing(words, last["en"])
        if self.lang == PSEUDO:
            return listing(words, last[PSEUDO])
        if len(words) < 2:  # Japanese: "A、BとC", "AまたはB"
            return "".join(words)
        return "、".join(words[:-1]) + last.get(self.lang, "、") + words[-1]


    def mark(self, name: str) -> str:
        """A joining mark in this language: "colon", "comma", "semicolon", "stop",
        "space"."""
        return MARKS.get(self.lang, MARKS["en"])[name]

    def quote(self, text: str) -> str:
        """Words quoted (a move said in words): “this” in English, 「this」 in Japanese."""
        left, right = QUOTES.get(self.lang, QUOTES["en"])
        return f"{left}{text}{right}"


PLAIN = Voice()


class Quoted:
    """A value quoted in a sentence (something typed or sent: a key, a code), already
    cut short: ``english`` as English quotes it ('§'), ``text`` the bare value."""

    def __init__(self, english: str, text: str):
        self.english, self.text = english, text

    def said(self, voice: Voice) -> str:
        return f"「{self.text}」" if voice.lang == JAPANESE else self.english

    def __str__(self) -> str:
        return self.english


class Person:
    """A seat in a sentence: a name, "you", a possessive or an agreeing verb."""

    def __init__(self, seat: int, voice: Voice):
        self.seat, self.voice = seat, voice

    @property
    def is_you(self) -> bool:
        return self.voice.you is not None and self.seat == self.voice.you

    def __format__(self, spec: str) -> str:
        lang = self.voice.lang
        name = YOU[lang] if self.is_you else \
            self.voice.names[self.seat % len(self.voice.names)]
        if spec == "'s":
            if self.is_you:
                return POSSESSIVE_YOU[lang]
            return f"{name}の" if lang == JAPANESE else f"{name}'s"
        if "|" in spec:  # the verb: "you play", "Ben plays"
            plain, third = spec.split("|", 1)
            return plain if self.is_you else third
        return name

    def __str__(self) -> str:
        return format(self, "")


class Count:
    """A number in a sentence: ``{n}`` the digits, ``{n:die|dice}`` with its noun."""

    def __init__(self, n: int):
        self.n = n

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            one, many = spec.split("|", 1)
            return f"{self.n} {one if self.n == 1 else many}"
        return format(self.n, spec)

    def __str__(self) -> str:
        return str(self.n)


class Listing:
    """Several values in a sentence: joined with "and" (``{x:or}``: with "or";
    ``{x:card|cards}``: after the noun that agrees with how many)."""

    def __init__(self, items: Sequence[Any], voice: Voice):
        self.items, self.voice = list(items), voice

    def __format__(self, spec: str) -> str:
        if not self.items:
            return NOBODY[self.voice.lang] if spec == "seats" else "–"
        if "|" in spec:  # "{cards:card|cards}": "card 7", "cards 7 and 6"
            one, many = spec.split("|", 1)
            return f"{one if len(self.items) == 1 else many} {self.voice.join(self.items)}"
        return self.voice.join(self.items, OR if spec == "or" else AND)

    def __str__(self) -> str:
        return format(self, "")


class _Fields(string.Formatter):
    """``str.format`` that fails loudly on a missing field (a test checks none is)."""

    def get_value(self, key, args, kwargs):
        if isinstance(key, int) or key not in kwargs:
            raise KeyError(f"no value for the placeholder {{{key}}}")
        return kwargs[key]


FIELDS = _Fields()


def pseudo(template: str) -> str:
    """The pseudo-language's template: each run of literal text with a letter in it
    marked ⟦…⟧, each placeholder kept, its English grammar spec left out."""
    out = []
    for text, name, spec, conv in FIELDS.parse(template):
        text = text.replace("{", "{{").replace("}", "}}")
        out.append(f"⟦{text}⟧" if any(ch.isalpha() for ch in text) else text)
        if name is not None:
            keep = spec and not any(g in spec for g in GRAMMAR) and spec not in ("or", "seats")
            out.append("{" + name + (f"!{conv}" if conv else "") + (f":{spec}" if keep else "")
                       + "}")
    return "".join(out)


def placeholders(template: str) -> set[str]:
    """The field names a template uses."""
    return {name for _, name, _, _ in FIELDS.parse(template) if name}


class Words:
    """One game's words: a catalogue per language (kind -> template), and ``convert``:
    the game's own readable values (a card, a die, a cell) for data it names,
    ``convert(name, value, data, voice)`` (None: the shared conventions decide).
    ``choose(kind, data)``: the kind a sentence is said as, where the data decide
    between wordings the engine does not tell apart (a one-round game's end)."""

    def __init__(self, catalogues: Mapping[str, Mapping[str, str]],
                 convert: Callable[[str, Any, Mapping, Voice], Any] | None = None,
                 choose: Callable[[str, Mapping], str] | None = None):
        self.catalogues = {lang: dict(c) for lang, c in catalogues.items()}
        self.catalogues.setdefault(PSEUDO, {k: pseudo(t) for k, t in catalogues["en"].items()})
        self.convert = convert
        self.choose = choose

    def readable(self, name: str, value: Any, voice: Voice, data: Mapping = {}) -> Any:
        """A data value as a sentence shows it (``data``: all of it, for context)."""
        if self.convert is not None:
            made = self.convert(name, value, data, voice)
            if made is not None:
                return made
        if isinstance(value, dict) and "kind" in value:
            return self.phrase(value, voice)
        if isinstance(value, Quoted):
            return value.said(voice)
        if name in SEAT_KEYS and isinstance(value, int):
            return voice.person(value)
        if name in SEAT_LIST_KEYS and isinstance(value, list | tuple):
            return Listing([voice.person(s) for s in value], voice)
        if name in PER_SEAT_KEYS and isinstance(value, list | tuple):
            counter = COUNTERS.get(voice.lang)
            if counter is not None:  # listed without "と", each with its counter
                return voice.mark("comma").join(
                    f"{voice.person(s)}{v}{counter[name]}" for s, v in enumerate(value))
            return Listing([f"{voice.person(s)} {v}" for s, v in enumerate(value)], voice)
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            return Count(value)
        if isinstance(value, list | tuple):
            return Listing([self.readable(name, v, voice, data) for v in value], voice)
        return value

    def template(self, kind: str, lang: str) -> str:
        """The template of ``kind``: the game's own, else the shared one."""
        own = self.catalogues[lang].get(kind)
        return own if own is not None else SHARED.catalogues[lang][kind]

    def say(self, kind: str, data: Mapping[str, Any] | None = None,
            voice: Voice = PLAIN) -> str:
        """The sentence for ``kind`` with ``data``, in ``voice``."""
        if self.choose is not None:
            kind = self.choose(kind, data or {})
        text = self._fill(self.template(kind, voice.lang), data or {}, voice)
        return text[:1].upper() + text[1:] if voice.lang == "en" else text

    def _fill(self, template: str, data: Mapping[str, Any], voice: Voice) -> str:
        used = placeholders(template)
        return FIELDS.format(template, **{name: self.readable(name, value, voice, data)
                                          for name, value in data.items() if name in used})

    def phrase(self, phrase: Mapping[str, Any], voice: Voice) -> str:
        """A phrase held in data (``{"kind": ..., **data}``), said without a capital."""
        data = {k: v for k, v in phrase.items() if k != "kind"}
        return self._fill(self.template(phrase["kind"], voice.lang), data, voice)


_CACHE: dict[str, Words] = {}


def of(package: str) -> Words:
    """The words of the game whose package is ``package`` (its ``words.py``'s WORDS);
    the shared words (``pointyrules``) for refusals every game makes."""
    if package not in _CACHE:
        _CACHE[package] = SHARED if package == __package__ else \
            import_module(package + ".words").WORDS
    return _CACHE[package]


# Refusals any game makes (core.GameState): said the same way in every game.
SHARED = Words({"en": {
    "game_over": "the game is over; start a new one",
    "wrong_type": "that is not a move here now: {now}",  # (what came: err.data["got"])
    "not_legal": "that is not a move now",
}, JAPANESE: {
    "game_over": "ゲームは終わりました。新しいゲームを始めてください",
    "wrong_type": "それは今ここでできる手ではありません。{now}",
    "not_legal": "それは今できる手ではありません",
}})
