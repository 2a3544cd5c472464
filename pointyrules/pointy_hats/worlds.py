"""Pointy Hats: what a player sees of each deal, and deals that agree with it.

The player sees their own three cards when a round is dealt, every card played, and
each indicator card as it is turned up (PH-2, PH-3, PH-5, PH-7); the whole indicator
deck once the match is over. Everything else (the other hands, the undealt cards, the
indicators still face down) is dealt afresh when a shared link is opened.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import Rng, SetupError, index_of
from ..worlds import Worlds, before_deal, from_deal
from .rules import DECK, HAND_SIZE, INDICATORS, Card, PointyHats

HAND, IND = "hand", "ind"  # the tokens: "hand:3♠,4♥,5♣" and "ind2:H" (position 2 is H)
# the events that turn up an indicator card (their data: its position and the card)
TURNED_UP = ("deal", "reveal", "reveal_invert_tie", "reveal_tie_break")


def _hand(token: str) -> list[Card]:
    cards = [Card.parse(t) for t in token.split(":", 1)[1].split(",")]
    if len(set(cards)) != HAND_SIZE:
        raise SetupError(f"a hand is {HAND_SIZE} different cards, got {token!r}")
    return cards


def _indicators(tokens: Sequence[str]) -> dict[int, str]:
    """Position -> indicator from ``ind`` tokens (raises SetupError if malformed)."""
    out: dict[int, str] = {}
    for token in tokens:
        if not token.startswith(IND):
            continue
        where, _, what = token[len(IND):].partition(":")
        if not where.isdigit() or int(where) >= len(INDICATORS) or what not in INDICATORS \
                or out.get(int(where), what) != what:
            raise SetupError(f"{token!r} is not an indicator card at a place 0-4")
        out[int(where)] = what
    return out


class PointyHatsWorlds(Worlds):
    hidden = True

    def news(self, state: PointyHats, events, seat: int) -> list[str]:
        out = []
        for e in events:
            if e.kind == "deal":
                out.append(f"{HAND}:{','.join(str(c) for c in state.hands[seat])}")
            if e.kind in TURNED_UP:
                out.append(f"{IND}{e.data['position']}:{e.data['indicator']}")
            elif e.kind == "match":  # the whole indicator deck is shown at the end
                out += [f"{IND}{k}:{x}" for k, x in enumerate(state.indicators)]
        return out

    def steer(self, rng: Rng, tokens: Sequence[str], players: int,
              options: dict[str, Any]) -> None:
        new = from_deal(tokens, HAND)
        if not new:
            return
        hand = _hand(new[0])
        shown = _indicators(new[1:])
        # the deal gives the first three cards of the shuffled deck to seat 0 (cards.deal)
        rng.steer(hand + [None] * (len(DECK) - len(hand)),
                  [shown.get(k) for k in range(len(INDICATORS))])

    def fit(self, state: PointyHats, seat: int, mover: int, key: str, tokens: Sequence[str],
            rng: random.Random) -> bool:
        need = _indicators(before_deal(tokens, HAND))
        card = None
        if mover != seat:
            try:
                card = Card.parse(key)
            except SetupError:
                return True  # not a card: the table refuses the key itself
        if (card is None or index_of(state.hands[mover], card) >= 0) and \
                all(state.indicators[k] == x for k, x in need.items()):
            return True  # this world already agrees: keep it
        seen = set(state.hands[seat]) | {c for w in state.won for c in w} | \
            {c for _, c in state.trick}
        hidden = [c for c in DECK if c not in seen]
        if card is not None:
            if card not in hidden:
                return False
            hidden.remove(card)
        fixed = {k: state.indicators[k] for k in range(state.revealed)}
        for k, x in need.items():
            if fixed.setdefault(k, x) != x:
                return False
        if len(set(fixed.values())) != len(fixed):
            return False
        rng.shuffle(hidden)
        for s in range(state.num_players):
            if s != seat:
                size = len(state.hands[s]) - (s == mover and card is not None)
                state.hands[s] = sorted(hidden[:size] + ([card] if s == mover and card else []))
                del hidden[:size]
        state.undealt = hidden
        rest = [x for x in INDICATORS if x not in fixed.values()]
        rng.shuffle(rest)
        state.indicators = [fixed[k] if k in fixed else rest.pop()
                            for k in range(len(INDICATORS))]
        return True


WORLDS = PointyHatsWorlds()
