"""What the player at a table learns of chance, and worlds that agree with it.

A table never keeps a seed where the page can see it: it draws chance afresh and writes
down, move by move, what the player was shown (a ``news`` token: the hand dealt to them,
an indicator card turned up, the board laid out). A shared link is that record. Opening
it deals afresh whatever nobody has seen: ``steer`` fixes the places of the next
shuffles that the record shows, and ``fit`` redeals the hidden cards, uniformly among
every deal that agrees with everything seen so far, when the next move of the record
needs a card a seat does not hold in the world at hand.

Each game with something hidden or shuffled has its own ``Worlds`` in its folder
(``<game>/worlds.py``); a game with nothing hidden and no shuffle (coins) uses this one
as it is, and a roll of the dice needs nothing here: it is a chance move of the record.
Standard library only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .core import Event, GameState, Rng


class Worlds:
    """Nothing hidden and nothing shuffled: the record is the moves themselves."""

    # Other seats hold something the player cannot see, so each of their moves shows
    # something new (in Play, Undo stops there).
    hidden = False
    # What a news token shows, in words ("an indicator card was turned up"), for the
    # table's sentence when Play refuses Undo.

    def news(self, state: GameState, events: Sequence[Event], seat: int) -> list[str]:
        """What ``seat`` was shown by chance in ``events`` (the last move's), as tokens."""
        return []

    def steer(self, rng: Rng, tokens: Sequence[str], players: int,
              options: dict[str, Any]) -> None:
        """Before a step that may shuffle (a new game, a move that ends a round): fix in
        ``rng`` the places the tokens of that step show."""

    def fit(self, state: GameState, seat: int, mover: int, key: str, tokens: Sequence[str],
            rng: random.Random) -> bool:
        """Before ``mover`` makes the move ``key`` of a record: make the hidden part of
        ``state`` agree with it (and with the tokens it shows before any new deal),
        keeping the world if it already does and else redealing every card ``seat`` has
        not seen, uniformly. False when no world agrees (the record is not a game)."""
        return True


def before_deal(tokens: Sequence[str], deal: str) -> list[str]:
    """The tokens a move shows in the round it is played in: those before the token
    (kind ``deal``) that starts a new round."""
    out = []
    for token in tokens:
        if token.startswith(deal + ":"):
            break
        out.append(token)
    return out


def from_deal(tokens: Sequence[str], deal: str) -> list[str]:
    """The tokens of a new round a move starts (from its ``deal`` token on)."""
    for k, token in enumerate(tokens):
        if token.startswith(deal + ":"):
            return list(tokens[k:])
    return []
