"""The coins table: choose a coin from the pool, then click the spot on the table where
it goes; Pass (and, with the challenge option, Challenge) are buttons. After a round
the table stays in view with the best card drawn over it and its margin. A hint's coin
is drawn dashed where it would go, and a click on it places that very coin there. Every
word it shows comes from the game's words (``words.py``)."""

from __future__ import annotations

import math
from html import escape

from ..core import IllegalAction
from ..table import HUMAN, Control, Table
from .render import table_svg
from .rules import (
    DIAMETERS,
    KINDS,
    TABLE,
    Challenge,
    Coin,
    LetStand,
    Pass,
    Phase,
    Place,
    setup_was_last,
)
from .words import verdict, where

PLACE = "place"  # the key of the table itself: a click there places the chosen coin
SNAP = 0.5  # mm: a click's spot is rounded to this, as the notebook's sliders step
BUTTONS = {Pass: "button_pass", Challenge: "button_challenge", LetStand: "button_let_stand"}
DIGITS = 1  # the margin on the table's pictures: to 0.1 mm, as its words say it


class CoinsTable(Table):
    why_short = True  # its moves' labels are long: the hint gives values only
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

    def _refuse(self, kind: str, **data) -> IllegalAction:
        """A refusal of the table's own (a click or a link it cannot read), said by the
        game's words."""
        err = IllegalAction(kind, **data)
        err.package = self.info.package
        return err

    def find(self, key: str, point=None):
        if key == PLACE:
            if point is None:
                raise self._refuse("needs_spot")
            h = self.hinted  # a click on the hint's dashed coin places that coin, there
            if type(h) is Place and math.hypot(point[0] - h.x, -point[1] - h.y) \
                    <= DIAMETERS[h.kind] / 2:
                return h
            x, y = (round(v / SNAP) * SNAP for v in point)
            return Place(self.kind, x, -y)  # the picture's y runs down, the table's up
        words = key.split(" ")
        if len(words) == 4 and words[0] == PLACE:  # a placement from a shared link
            try:
                kind, x, y = int(words[1]), float(words[2]), float(words[3])
            except ValueError:
                kind = x = y = math.nan
            if not all(math.isfinite(v) and abs(v) < 1e6 for v in (kind, x, y)):
                raise self._refuse("bad_place_key", got=repr(key[:30]))
            return Place(kind, x, y)
        return super().find(key, point)

    def act(self, key: str, point=None) -> None:
        if str(key).startswith("coin "):  # choosing a coin is not a move
            kind = str(key)[5:]
            if not (kind.isascii() and kind.isdigit() and len(kind) < 4) or \
                    int(kind) not in KINDS:
                raise self._refuse("no_such_coin", yen=repr(kind[:8]), kinds=list(KINDS))
            pool = self.state.pool
            if not pool.get(int(kind)):
                left = [[k, pool[k]] for k in KINDS if pool.get(k)]
                raise (self._refuse("none_left", yen=int(kind), left=left) if left else
                       self._refuse("pool_empty", yen=int(kind), player=HUMAN))
            self.kind = int(kind)
            return
        super().act(key, point)

    def draw(self, view) -> str:
        s = self.state
        pool = view["pool"]
        if not pool.get(self.kind):
            self.kind = next((k for k in KINDS if pool.get(k)), self.kind)
        placing = view["phase"] != Phase.CHALLENGE and not s.is_over
        ghost, hint, announced = None, None, ""
        if self.hinted is not None and type(self.hinted) is Place:  # drawn dashed
            h = self.hinted
            hint = (h.kind, h.x, h.y, DIAMETERS[h.kind] / 2)
        if view["phase"] == Phase.CHALLENGE and view["pending"]:  # LC-6: the coin announced
            p = Place(*view["pending"])
            ghost = (p.kind, p.x, p.y, DIAMETERS[p.kind] / 2)
            kind = ("announced_you" if view["mover"] == HUMAN else "announced_other"
                    if s.last_placer != HUMAN else "announced_not_yours")  # LC-6: who may
            said = self.said(kind, player=view["mover"], yen=p.kind)
            announced = f'<p class="pr-caption">{escape(said)}</p>'
        picture = table_svg([Coin(*c) for c in view["table"]], None, ghost, voice=self.voice,
                            digits=DIGITS, hint=hint)
        parts = []
        if placing:
            coins = "".join(self._coin_choice(k, pool.get(k, 0)) for k in KINDS)
            parts.append(f'<p class="pr-caption">{escape(self.said("choose_coin"))}</p>'
                         f'<div class="pr-row">{coins}</div>')
            parts.append(self._table_button(picture))
        else:
            parts.append(announced + picture)
        words = [a for a in self._legal() if type(a) is not Place]
        if words:
            parts.append('<div class="pr-row">' + "".join(
                self.plain_button(a, self.say({"kind": BUTTONS[type(a)]})) for a in words)
                + "</div>")  # a phrase: its capital is the button's look (CSS), not a word's
        points = self.said("points", points=list(view["points"]), target=s.target)
        parts.append(f'<p class="pr-caption">{escape(points)}</p>')
        if s.rounds:
            parts.append(self._last_round(s.rounds))
        return "".join(parts)

    def label(self, action) -> str:
        """A placement in words (the table has one control for every spot, so a hint's
        placements have no button whose label would say them): the hint's coin, drawn
        dashed, and where it lies."""
        if type(action) is Place:
            return self.say({"kind": "place_coin", "yen": action.kind,
                             "where": where(action.x, action.y)})
        return super().label(action)

    def _coin_choice(self, kind: int, left: int) -> str:
        chosen = kind == self.kind
        yours = (self._live and not self.state.is_over
                 and self.state.current_player == HUMAN and left > 0)
        reason = "" if yours else (self.say({"kind": "coin_none_left"}) if not left
                                   else self._why_not())
        label = self.say({"kind": "coin_choice", "yen": kind, "n": left})
        r = DIAMETERS[kind] / 2
        svg_coin = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{2 * r * 1.6:.0f}" '
                    f'height="{2 * r * 1.6:.0f}" viewBox="{-r - 1} {-r - 1} {2 * r + 2} '
                    f'{2 * r + 2}" aria-hidden="true"><circle r="{r}" fill="#c9a94a" '
                    f'stroke="#333" stroke-width="0.5"/><text font-size="{r * 0.7:.1f}" '
                    f'text-anchor="middle" dominant-baseline="central">{kind}</text></svg>')
        self._controls.append(Control(f"coin {kind}", label, yours, reason, move=False))
        return self.control(f"coin {kind}", label, yours, reason,
                            f"{svg_coin}<span>"
                            f"{escape(self.say({'kind': 'coin_choice_shows', 'n': left}))}</span>",
                            "pr-coin pr-chosen" if chosen else "pr-coin",
                            f' aria-pressed="{"true" if chosen else "false"}"')

    def _table_button(self, picture: str) -> str:
        mine = self._live and not self.state.is_over and self.state.current_player == HUMAN
        h = self.hinted
        label = self.say({"kind": "place_here_hint", "yen": self.kind, "hinted": h.kind}
                         if type(h) is Place else {"kind": "place_here", "yen": self.kind})
        reason = "" if mine else self._why_not()
        self._controls.append(Control(PLACE, label, mine, reason, point=True))
        return self.control(PLACE, label, mine, reason, picture, "pr-point", ' data-point="true"',
                            image=True)

    def _last_round(self, rounds: list[dict]) -> str:
        """The last round: why it ended, who scored and why (LC-2, LC-5, LC-6), and its
        table with the best card."""
        last = rounds[-1]
        setup = setup_was_last(last["round"], last["table"])  # LC-5, the engine's rule
        how = ("ended_challenge_lost" if last["lost"] else "ended_challenge"
               if last["challenge"] else "ended_pass")
        said = self.said("last_round", round=last["round"], passer=last["passer"],
                         how={"kind": how}, verdict=verdict({**last, "setup": setup}, past=True))
        coins = [Coin(*c) for c in last["table"]]
        card = (tuple(last["center"]), last["angle"], last["margin"])
        return (f'<p class="pr-caption">{escape(said)}</p>'
                + table_svg(coins, card, scale=1.2, voice=self.voice, digits=DIGITS))

