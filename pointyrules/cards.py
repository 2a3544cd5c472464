"""Pieces the card games share: dealing, reading hands, trick plays as JSON, and the
codecs of a saved state's cards and plays.

Pointy Hats and Doki-tto! Ice both deal a shuffled deck into equal hands, check an
explicit deal the same way, and keep each trick as (seat, card) pairs. A card type is
any tuple type (a ``NamedTuple``) whose deck is known; standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from functools import lru_cache
from typing import Any

from . import codec
from .core import Rng, SetupError


def deal(rng: Rng, deck: Sequence[Any], num_players: int,
         hand_size: int) -> tuple[list[list[Any]], list[Any]]:
    """Shuffle ``deck`` and deal ``hand_size`` cards to each seat; the rest stays aside."""
    cards = rng.shuffled(deck)
    hands = [cards[hand_size * s:hand_size * (s + 1)] for s in range(num_players)]
    return hands, cards[hand_size * num_players:]


def read_cards(cards: Sequence[Any], card_type: Callable, deck: Collection[Any], where: str,
               deck_text: str, seen: set | None = None) -> list[Any]:
    """Turn (colour, number) pairs into cards of ``deck``; each card may appear once.

    ``seen`` collects the cards read so far across several calls, so a card dealt to
    two places is caught; ``where`` and ``deck_text`` go into the error messages.
    """
    seen = set() if seen is None else seen
    canonical = _canonical(deck)
    out = []
    for c in cards:
        try:
            card = card_type(*c)
        except TypeError:
            raise SetupError(f"{where}: {c!r} is not a (colour, number) card") from None
        if card not in canonical:
            raise SetupError(f"{where}: {card!r} is not one of {deck_text}")
        card = canonical[card]  # the deck's own object: later lookups match by identity
        if card in seen:
            raise SetupError(f"{card} is dealt twice; each card exists once")
        seen.add(card)
        out.append(card)
    return out


@lru_cache(maxsize=64)
def _canonical(deck: Collection[Any]) -> dict:
    return {c: c for c in deck}


def read_hands(hands: Sequence[Sequence[Any]], num_players: int, card_type: Callable,
               deck: Collection[Any], deck_text: str, sizes: Collection[int],
               seen: set | None = None) -> list[list[Any]]:
    """Check an explicit deal (one hand per seat, sizes allowed, no card twice)."""
    if len(hands) != num_players:
        raise SetupError(f"need one hand per player ({num_players}), got {len(hands)}")
    seen = set() if seen is None else seen
    out = []
    for seat, hand in enumerate(hands):
        if len(hand) not in sizes:
            want = " or ".join(str(s) for s in sorted(sizes))
            raise SetupError(f"seat {seat} must hold exactly {want} cards, got {len(hand)}")
        out.append(read_cards(hand, card_type, deck, f"seat {seat}", deck_text, seen))
    return out


def cards_json(cards: Sequence[Sequence]) -> list[list]:
    """Cards as JSON lists ([colour, number] each)."""
    return [list(c) for c in cards]


def plays_json(plays: Sequence[tuple[int, Sequence]]) -> list[list]:
    """A trick's (seat, card) pairs as JSON lists."""
    return [[s, list(c)] for s, c in plays]


def plays_from_json(data: Sequence[Sequence], card_type: Callable) -> list[tuple[int, Any]]:
    return [(s, card_type(*c)) for s, c in data]


def parse_card(text: Any, card_type: Callable, colours: dict[str, Sequence[str]],
               numbers: Collection[int]) -> Any | None:
    """A card typed as text: its number and its colour in either order, the colour as
    its letter or any of its ``colours`` names ('5S', 's5', '5 spades', 'M7', 'matcha
    7'); None if the text is no card of these colours and numbers."""
    t = str(text).strip().upper().replace(" ", "")
    for code, names in colours.items():
        for name in names:
            t = t.replace(name.upper(), code)
    digits = "".join(ch for ch in t if ch.isdigit())
    letters = "".join(ch for ch in t if ch.isalpha())
    if digits and len(digits) <= 2 and letters in colours and int(digits) in numbers:
        return card_type(letters, int(digits))
    return None


# --- saved states (``pointyrules.codec``) ---------------------------------------------
class DeckCard(codec.Codec):
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
            raise codec.bad(path, self.what, raw, self.rule)
        return card


def trick_plays(card: codec.Codec, players: str = "num_players", **bounds: Any) -> codec.List:
    """A trick's plays, ``[[seat, card], ...]``, as a list of (seat, card) tuples (the
    format of ``cards.plays_json``); ``bounds`` are ``List``'s (``length``, ``hi``...)."""
    return codec.List(codec.Shared(codec.Tuple(codec.Seat(players), card)), **bounds)
