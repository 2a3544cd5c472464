"""The solved two-player Pointy Hats round (issue 32), read with the standard library.

``solve.py`` computes an equilibrium of one two-player round offline (it needs SciPy)
and stores it in ``strategy_two_player.json``; this module reads that file, in the page
as at a desk, and says with what probability the solved strategy plays each card in a
two-player position (``Strategy.policy``). The numbering of hands, information sets
and the turned-up indicators is ``solve.Subgame``'s, explained there.
"""

from __future__ import annotations

import base64
import json
import pkgutil
import zlib
from fractions import Fraction
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING

from .rules import INDICATORS, INVERT, SUITS

if TYPE_CHECKING:  # (offline only: solve.py needs SciPy to solve, not to be named)
    from .solve import Subgame

STRATEGY_PATH = Path(__file__).with_name("strategy_two_player.json")
FORMAT = "pointy_hats_two_player_strategy/1"
HANDS = tuple(combinations(range(12), 3))  # every three-card hand, in sorted order
HAND_RANK = {h: i for i, h in enumerate(HANDS)}


def obs_id(obs: tuple[str, ...]) -> int:
    """The indicators turned up after the first one, before the second trick, as a number:
    one card 0-4, two cards (after an invert tie in the first trick) 5-29."""
    if len(obs) == 1:
        return INDICATORS.index(obs[0])
    return 5 + 5 * INDICATORS.index(obs[0]) + INDICATORS.index(obs[1])


def rotate_card(c: int, k: int) -> int:
    """Card ``c`` with its colour moved ``k`` steps along the cycle S > H > D > C."""
    return (c // 3 + k) % 4 * 3 + c % 3


def rotate_indicator(x: str, k: int) -> str:
    return x if x == INVERT else SUITS[(SUITS.index(x) + k) % 4]


class Strategy:
    """The stored equilibrium, read with the standard library: ``probs(first, key, i)``
    gives the behaviour probabilities (Fractions) at an information set numbered as in
    ``Subgame``, and ``policy(view)`` the probabilities of each card in a two-player
    position."""

    def __init__(self, path: Path | str | None = None):
        # the package's own file through its loader: a folder here, a zip in the page
        raw = (pkgutil.get_data(__package__, STRATEGY_PATH.name) if path is None
               else Path(path).read_bytes())
        data = json.loads(raw)
        if data.get("format") != FORMAT:
            raise ValueError(f"{path}: not a {FORMAT} file")
        self.values = {k: Fraction(v) for k, v in data["values"].items()}
        self._sub = {}
        for first, sg in data["subgames"].items():
            tables = {"d1": sg["d1"], "n1": sg["n1"],
                      "d2": zlib.decompress(base64.b64decode(sg["d2"])),
                      "n2": zlib.decompress(base64.b64decode(sg["n2"]))}
            mixed = {k: {int(i): tuple(Fraction(p) for p in ps) for i, ps in m.items()}
                     for k, m in sg["mixed"].items()}
            self._sub[first] = (tables, mixed)

    def probs(self, first: str, key: str, i: int) -> tuple[Fraction, ...]:
        tables, mixed = self._sub[first]
        if i in mixed[key]:
            return mixed[key][i]
        if key in ("d1", "n1"):
            ch = tables[key][i]
            if ch not in "012":
                raise KeyError(f"{key}[{i}] is not an information set of the game")
            return tuple(Fraction(int(j == int(ch))) for j in range(3))
        bit = tables[key][i // 8] >> (i % 8) & 1
        return (Fraction(1 - bit), Fraction(bit))

    def as_tables(self, sub: Subgame) -> dict:
        """The stored strategy for every information set of ``sub`` (for certifying)."""
        dseq, nseq, _, _ = sub.leaves
        first = sub.first
        out = {"d1": {h: self.probs(first, "d1", h) for h in range(len(HANDS))},
               "d2": {}, "n1": {}, "n2": {}}
        for d in set(dseq):
            out["d2"][d // 2] = self.probs(first, "d2", d // 2)
        for n in set(nseq):
            k = n // 2
            out["n2"][k] = self.probs(first, "n2", k)
            j = sub.other_parent(k) // 3
            if j not in out["n1"]:
                out["n1"][j] = self.probs(first, "n1", j)
        return out

    def policy(self, view) -> dict:
        """{card: probability} for the player to move in a two-player ``view``
        (a ``rules.PointyHatsView``), by the stored equilibrium."""
        from .rules import DECK
        if view.num_players != 2:
            raise ValueError("the solved strategy is for two players")
        hand = sorted(c.index for c in view.hand)
        if len(hand) == 1:
            return {DECK[hand[0]]: Fraction(1)}
        first = view.indicators[0]  # this round's first indicator card
        k = 0 if first == INVERT else (-SUITS.index(first)) % 4
        base = INVERT if first == INVERT else "S"
        nobs = 30 if base == INVERT else 5
        rot = [rotate_card(c, k) for c in range(12)]
        back = {rot[c]: c for c in range(12)}
        dealer = view.player == view.dealer
        if len(hand) == 3:
            if dealer:
                h = tuple(sorted(rot[c] for c in hand))
                probs = self.probs(base, "d1", HAND_RANK[h])
                order = h
            else:
                a1 = rot[view.trick[0][1].index]
                h = tuple(sorted(rot[c] for c in hand))
                probs = self.probs(base, "n1", HAND_RANK[h] * 12 + a1)
                order = h
        else:
            _, plays, _, _ = view.last_trick
            a1 = rot[dict(plays)[view.dealer].index]
            b1 = rot[dict(plays)[1 - view.dealer].index]
            obs = obs_id(tuple(rotate_indicator(x, k) for x in view.indicators[1:]))
            mine = sorted(rot[c] for c in hand)
            if dealer:
                h1 = tuple(sorted(mine + [a1]))
                i2 = ((HAND_RANK[h1] * 3 + h1.index(a1)) * 12 + b1) * nobs + obs
                probs = self.probs(base, "d2", i2)
            else:
                h2 = tuple(sorted(mine + [b1]))
                a2 = rot[view.trick[0][1].index]
                n1 = (HAND_RANK[h2] * 12 + a1) * 3 + h2.index(b1)
                probs = self.probs(base, "n2", (n1 * nobs + obs) * 12 + a2)
            order = tuple(mine)
        return {DECK[back[c]]: p for c, p in zip(order, probs, strict=True)}


@cache
def solved() -> Strategy:
    """The stored strategy, read once (the two-player expert and its hints use it)."""
    return Strategy()
