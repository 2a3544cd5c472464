"""Codecs for the card games' saved states (``pointyrules.codec``): a card of a fixed
deck, and a trick's (seat, card) plays.

Written for Pointy Hats and meant for both card games (Doki-tto! Ice keeps its cards
the same way: a ``NamedTuple`` written as its fields' list, ``[colour, number]``), so it
needs nothing of Pointy Hats; it may move to ``pointyrules/cards.py``. Standard library
only.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .. import codec as c


class DeckCard(c.Codec):
    """A card of ``deck``, written as the list of its fields (``[suit, value]``) and read
    back as the deck's own object (so later look-ups match by identity). Anything that
    is not a card of the deck, 3.0 or True for 3 or 1 included, is refused by name."""

    def __init__(self, deck: Iterable[tuple], what: str, rule: str = ""):
        self.cards = {tuple(card): card for card in deck}
        self.what, self.rule = what, rule

    def dump(self, card: tuple) -> list:
        return list(card)

    def load(self, raw: Any, path: str, ctx: dict) -> Any:
        card = None
        if type(raw) is list:
            try:
                card = self.cards.get(tuple(raw))
            except TypeError:  # an unhashable part: no card
                card = None
        if card is None or any(type(x) is not type(y) for x, y in zip(raw, card, strict=True)):
            raise c.bad(path, self.what, raw, self.rule)
        return card


class Shared(c.Codec):
    """``inner``'s JSON and checks for a value never changed in place (a tuple, a frozen
    record): a copy for a search shares it, and a list of them is copied flat."""

    def __init__(self, inner: c.Codec):
        self.inner = inner

    def dump(self, value: Any) -> Any:
        return self.inner.dump(value)

    def load(self, raw: Any, path: str, ctx: dict) -> Any:
        return self.inner.load(raw, path, ctx)


def trick_plays(card: c.Codec, players: str = "num_players", **bounds: Any) -> c.List:
    """A trick's plays, ``[[seat, card], ...]``, as a list of (seat, card) tuples (the
    format of ``cards.plays_json``); ``bounds`` are ``List``'s (``length``, ``hi``...)."""
    return c.List(Shared(c.Tuple(c.Seat(players), card)), **bounds)
