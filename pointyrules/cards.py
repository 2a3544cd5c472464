"""Pieces the card games share: dealing, reading hands, trick plays as JSON.

Pointy Hats and Doki-tto! Ice both deal a shuffled deck into equal hands, check an
explicit deal the same way, and keep each trick as (seat, card) pairs. A card type is
any tuple type (a ``NamedTuple``) whose deck is known; standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import lru_cache
from typing import Any

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
