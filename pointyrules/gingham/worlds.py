"""Gingham: the one shuffle is the setup, and every player sees it.

Sweets are shuffled onto the intersections and the abilities onto the board (GI-1);
after that nothing is hidden but the scores (GI-13), which follow from the public
moves. A shared link records the layout, and opening it lays the cloth out the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Rng, SetupError
from ..worlds import Worlds
from .board import board, size_for
from .rules import ABILITIES, Gingham, sweet_types, sweets_for

SWEETS, ABILITY = "sweets", "abilities"  # "sweets:adcb..." and "abilities:30412"
LETTERS = "abcde"  # a sweet type by its place in sweet_types


class GinghamWorlds(Worlds):

    def news(self, state: Gingham, events, seat: int) -> list[str]:
        if not any(e.kind == "setup" for e in events):
            return []
        kinds = sweet_types(state.num_players)
        points = board(size_for(state.num_players)).points
        return [f"{SWEETS}:{''.join(LETTERS[kinds.index(state.stacks[p][0])] for p in points)}",
                f"{ABILITY}:{''.join(str(ABILITIES.index(a)) for a in state.abilities)}"]

    def steer(self, rng: Rng, tokens: Sequence[str], players: int,
              options: dict[str, Any]) -> None:
        found = dict(t.split(":", 1) for t in tokens if ":" in t)
        if SWEETS not in found and ABILITY not in found:
            return
        kinds = sweet_types(players)
        try:
            sweets = [kinds[LETTERS.index(d)] for d in found.get(SWEETS, "")]
            abilities = [ABILITIES[int(d)] for d in found.get(ABILITY, "")]
        except (ValueError, IndexError):
            sweets = abilities = []
        if sorted(sweets) != sorted(sweets_for(players)) or \
                sorted(abilities) != sorted(ABILITIES):
            raise SetupError("the link's cloth is not a layout of this game's sweets and "
                             "abilities")
        rng.steer(sweets, abilities)


WORLDS = GinghamWorlds()
