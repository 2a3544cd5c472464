"""Doki-tto! Ice: what a player sees of each deal, and deals that agree with it.

The player sees their own hand when a round is dealt (DI-2) and every card played;
the other hands and the set-aside cards stay unseen (DI-6), and a seat that did not
follow a colour is known to lack it (must follow). A shared link deals those afresh,
uniformly among every deal that agrees (``ConstrainedDeal``, exact, no retries).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import Rng, SetupError, index_of
from ..ismcts import ConstrainedDeal
from ..worlds import Worlds, from_deal
from .bots import voids
from .rules import TWO_PLAYER_HANDS, Card, Dokitto, deck_for, hand_size

HAND = "hand"  # the token "hand:S1,C4,..." (short card names)


class DokittoWorlds(Worlds):
    hidden = True

    def news(self, state: Dokitto, events, seat: int) -> list[str]:
        return [f"{HAND}:{','.join(c.short for c in state.hands[seat])}"
                for e in events if e.kind == "deal"]

    def steer(self, rng: Rng, tokens: Sequence[str], players: int,
              options: dict[str, Any]) -> None:
        new = from_deal(tokens, HAND)
        if not new:
            return
        deck = list(deck_for(players, options.get("colours")))
        size = hand_size(players, options.get("two_player_hand", TWO_PLAYER_HANDS[0]))
        hand = [Card.parse(t) for t in new[0].split(":", 1)[1].split(",")]
        if len(set(hand)) != size or any(c not in deck for c in hand):
            raise SetupError(f"a hand here is {size} different cards in play, got {new[0]!r}")
        rng.steer(hand + [None] * (len(deck) - size))  # seat 0's cards come first (cards.deal)

    def fit(self, state: Dokitto, seat: int, mover: int, key: str, tokens: Sequence[str],
            rng: random.Random) -> bool:
        if mover == seat or state.pending is not None:
            return True  # the player's own cards, or a colour choice: nothing hidden
        try:
            card = Card.parse(key)
        except SetupError:
            return True  # not a card: the table refuses the key itself
        if index_of(state.hands[mover], card) >= 0 and state.refusal(card) is None:
            return True  # this world already agrees: keep it
        view = state.view(seat)
        lacks = voids(view)
        lead = state.trick[0][1].colour if state.trick else None
        if card.colour in lacks[mover]:
            return False
        if lead is not None and card.colour != lead:
            lacks[mover].add(lead)  # playing off colour shows the seat has no lead colour
        seen = set(view.hand) | {c for w in view.won for c in w} | {c for _, c in view.trick}
        unseen = [c for c in state.deck if c not in seen]
        if card not in unseen:
            return False
        unseen.remove(card)
        holders = {s: len(state.hands[s]) - (s == mover)
                   for s in range(state.num_players) if s != seat}
        holders[-1] = len(state.aside)  # -1: the set-aside cards, which lack nothing
        try:
            dealt = ConstrainedDeal(unseen, holders, lambda c: c.colour,
                                    {s: lacks[s] for s in holders if s >= 0}).sample(rng)
        except ValueError:
            return False
        for s in holders:
            if s >= 0:
                state.hands[s] = sorted(dealt[s] + ([card] if s == mover else []))
        state.aside = sorted(dealt[-1])
        return True


WORLDS = DokittoWorlds()
