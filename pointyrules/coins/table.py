"""The coins table: choose a coin from the pool, then click the spot on the table where
it goes; Pass (and, with the challenge option, Challenge) are buttons. After a round
the table stays in view with the best card drawn over it and its margin."""

from __future__ import annotations

import math
from html import escape

from .. import fmt
from ..core import RulesError
from ..table import HUMAN, Control, Table
from .render import table_svg
from .rules import DIAMETERS, KINDS, TABLE, Coin, Phase, Place
from .words import WORDS

PLACE = "place"  # the key of the table itself: a click there places the chosen coin
SNAP = 0.5  # mm: a click's spot is rounded to this, as the notebook's sliders step


class CoinsTable(Table):
    game = "coins"
    players, level = 2, "human-like"
    point_range = ((-TABLE[0] / 2, TABLE[0] / 2), (-TABLE[1] / 2, TABLE[1] / 2))

    def __init__(self, game: str = "", fragment: str = "", **sources):
        self.kind = KINDS[0]  # the coin you will place next
        super().__init__(game, fragment, **sources)

    def key(self, action) -> str:
        if type(action) is Place:  # the spot in full, readable back by action()
            return f"place {action.kind} {action.x!r} {action.y!r}"  # exact floats
        return str(action)

    def find(self, key: str, point=None):
        if key == PLACE:
            if point is None:
                raise RulesError("placing a coin needs the spot: click on the table")
            x, y = (round(v / SNAP) * SNAP for v in point)
            return Place(self.kind, x, -y)  # the picture's y runs down, the table's up
        words = key.split(" ")
        if len(words) == 4 and words[0] == PLACE:  # a placement from a shared link
            try:
                kind, x, y = int(words[1]), float(words[2]), float(words[3])
            except ValueError:
                kind = x = y = math.nan
            if not all(math.isfinite(v) and abs(v) < 1e6 for v in (kind, x, y)):
                raise RulesError("a placement is place <kind> <x> <y>, in mm on the table, "
                                 f"got {key[:30]!r}")
            return Place(kind, x, y)
        return super().find(key, point)

    def act(self, key: str, point=None) -> None:
        if str(key).startswith("coin "):  # choosing a coin is not a move
            kind = str(key)[5:]
            if not (kind.isascii() and kind.isdigit() and len(kind) < 4) or \
                    int(kind) not in KINDS:
                raise RulesError(f"there is no {kind!r} yen coin; the coins are "
                                 f"{fmt.listing(map(str, KINDS))} yen")
            if not self.state.pool.get(int(kind)):
                raise RulesError(f"no {kind} yen coin is left in the pool")
            self.kind = int(kind)
            return
        super().act(key, point)

    def draw(self, view) -> str:
        s = self.state
        pool = view["pool"]
        if not pool.get(self.kind):
            self.kind = next((k for k in KINDS if pool.get(k)), self.kind)
        placing = view["phase"] != Phase.CHALLENGE and not s.is_over
        ghost, announced = None, ""
        if self.hinted is not None and type(self.hinted) is Place:
            h = self.hinted
            ghost = (h.kind, h.x, h.y, DIAMETERS[h.kind] / 2)
        if view["phase"] == Phase.CHALLENGE and view["pending"]:  # LC-6: the coin announced
            p = Place(*view["pending"])
            ghost = (p.kind, p.x, p.y, DIAMETERS[p.kind] / 2)
            if view["mover"] == HUMAN:
                announced = (f'<p class="pr-caption">You announced a {p.kind} yen coin where '
                             "the faint coin is; the other players may challenge it before it "
                             "lands.</p>")
            else:
                announced = (f'<p class="pr-caption">{escape(self.seat_name(view["mover"]))} '
                             f"announced a {p.kind} yen coin where the faint coin is. You may "
                             "challenge before it lands: the round then ends as if you had "
                             "passed.</p>")
        picture = table_svg([Coin(*c) for c in view["table"]], None, ghost)
        parts = []
        if placing:
            coins = "".join(self._coin_choice(k, pool.get(k, 0)) for k in KINDS)
            parts.append('<p class="pr-caption">Choose a coin, then click the spot on the '
                         f'table where it goes:</p><div class="pr-row">{coins}</div>')
            parts.append(self._table_button(picture))
        else:
            parts.append(announced + picture)
        words = [a for a in self._legal() if type(a) is not Place]
        if words:
            parts.append('<div class="pr-row">' + "".join(
                self.plain_button(a, str(a).capitalize()) for a in words) + "</div>")
        points = fmt.listing(f"{self.seat_name(p)} {n}" for p, n in enumerate(view["points"]))
        parts.append(f'<p class="pr-caption">Points: {escape(points)} (first to '
                     f"{s.target} wins).</p>")
        if s.rounds:
            parts.append(self._last_round(s.rounds[-1]))
        return "".join(parts)

    def _coin_choice(self, kind: int, left: int) -> str:
        chosen = kind == self.kind
        yours = (self._live and not self.state.is_over
                 and self.state.current_player == HUMAN and left > 0)
        reason = "" if yours else ("none left in the pool" if not left else self._why_not())
        label = f"{kind} yen ×{left} ({left} left in the pool)"  # it shows "1", "yen ×2"
        r = DIAMETERS[kind] / 2
        svg_coin = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * r * 1.6:.0f}" '
                    f'height="{2 * r * 1.6:.0f}" viewBox="{-r - 1} {-r - 1} {2 * r + 2} '
                    f'{2 * r + 2}" aria-hidden="true"><circle r="{r}" fill="#c9a94a" '
                    f'stroke="#333" stroke-width="0.5"/><text font-size="{r * 0.7:.1f}" '
                    f'text-anchor="middle" dominant-baseline="central">{kind}</text></svg>')
        self._controls.append(Control(f"coin {kind}", label, yours, reason, move=False))
        return self.control(f"coin {kind}", label, yours, reason,
                            f"{svg_coin}<span>yen ×{left}</span>",
                            "pr-coin pr-chosen" if chosen else "pr-coin",
                            f' aria-pressed="{"true" if chosen else "false"}"')

    def _table_button(self, picture: str) -> str:
        mine = self._live and not self.state.is_over and self.state.current_player == HUMAN
        label = f"place the {self.kind} yen coin where you click on the table"
        reason = "" if mine else self._why_not()
        self._controls.append(Control(PLACE, label, mine, reason, point=True))
        return self.control(PLACE, label, mine, reason, picture, "pr-point", ' data-point="true"',
                            image=True)

    def _last_round(self, last: dict) -> str:
        coins = [Coin(*c) for c in last["table"]]
        verdict = WORDS.phrase({"kind": "card_fits" if last["margin"] > 0 else "card_misses"},
                               self.voice)  # LC-2, as the history says it
        card = (tuple(last["center"]), last["angle"], last["margin"])
        return (f'<p class="pr-caption">Round {last["round"]}: {verdict}, '
                f'{escape(self.seat_name(last["winner"]))} scored.</p>'
                + table_svg(coins, card, scale=1.2))
