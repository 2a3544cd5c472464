"""The Doki-tto! Ice table: click a card of your hand to play it; after a trick you win,
click the scoop you take. Every word it shows is the game's words' (``words.py``)."""

from __future__ import annotations

from html import escape

from ..svg import svg
from ..table import Table
from .render import (
    ICE_SYMBOLS,
    _scoop,
    cones_svg,
    ice_cards_svg,
    ice_trick_svg,
    stacks_svg,
)
from .rules import STACK
from .words import cone_word, scoop_word
from .worlds import WORLDS

TOPPLES = ("bust", "bust_cone")  # a fourth scoop on one cone (DI-6, DI-11)


class DokittoTable(Table):
    game = "dokitto"
    players, level = 3, "heuristic"
    worlds = WORLDS

    def draw(self, view) -> str:
        names = [self.seat_name(p) for p in range(view.num_players)]
        voice = self.voice
        goal = {"kind": "goal_one_round"} if view.target == 1 else \
            {"kind": "goal_trophies", "target": view.target}
        caption = self.said("caption" if view.aside_size else "caption_none_aside",
                            round=view.round_number, colours=list(view.colours),
                            aside=view.aside_size, goal=goal)
        parts = [f'<p class="pr-caption">{escape(caption)}</p>']
        parts.append('<div class="pr-row">'
                     f'<div><p class="pr-caption">{escape(self.said("cones_heading"))}</p>'
                     f"{cones_svg(view.cones, names, voice)}</div>"
                     f'<div><p class="pr-caption">{escape(self.said("stacks_heading"))}</p>'
                     f"{stacks_svg(view.stack_left, voice)}</div></div>")
        if view.trick:
            winner = view.pending.winner if view.pending else None
            parts.append(f'<p class="pr-caption">{escape(self.said("trick_heading"))}</p>'
                         + ice_trick_svg(view.trick, winner, names, voice))
        elif view.round_tricks:
            t = view.round_tricks[-1]
            parts.append(f'<p class="pr-caption">{escape(self._last_trick(t, view))}</p>'
                         + ice_trick_svg(t.plays, t.result.winner, names, voice))
        if view.pending is not None and view.options and view.current_player == 0:
            takes = "".join(self.button(take, self._scoop_picture(take, view),
                                        self._take_label(take, view), "pr-scoop")
                            for take in view.options)
            heading = self.said("choose_cone_heading" if view.num_players == 2
                                else "choose_heading")
            parts.append(f'<p class="pr-caption">{escape(heading)}</p>'
                         f'<div class="pr-row">{takes}</div>')
        hand = "".join(self.button(card, ice_cards_svg([card], voice=voice),
                                   self.say({"kind": "button_play", "card": tuple(card)}),
                                   "pr-card")
                       for card in view.hand)
        parts.append(f'<p class="pr-caption">{escape(self.said("hand_heading"))}</p>'
                     f'<div class="pr-row">{hand or escape(self.word("no_cards"))}</div>')
        parts.append(self._seats(view, names))
        return "".join(parts)

    def history_line(self, event) -> str:
        """The first topple of the game says what a topple is; later ones do not."""
        if event.kind in TOPPLES:
            first = next((e for e in self.state.log if e.kind in TOPPLES), event)
            if event is not first:
                return self.said(f"{event.kind}_again", **event.data)
        return super().history_line(event)

    def _last_trick(self, t, view) -> str:
        """The round's last trick: who won it, why, and the scoop taken."""
        seat = t.result.winner
        if t.scoop is None:
            got = {"kind": "took_none"}
        else:
            got = {"kind": "took_scoop_on_cone" if view.num_players == 2 else "took_scoop",
                   "colour": t.scoop.colour, "value": t.scoop.value, "cone": t.take.cone}
        return self.said("last_trick", winner=seat, card=tuple(t.result.card),
                         why=t.result.rule, got=got)

    def _take_label(self, take, view) -> str:
        left = view.stack_left[take.colour]
        if not left:
            return self.say({"kind": "button_take_empty", "colour": take.colour})
        scoop = scoop_word(take.colour, STACK[len(STACK) - left], self.voice)
        if view.num_players == 2:
            return self.say({"kind": "button_take_on_cone", "scoop": scoop, "cone": take.cone})
        return self.say({"kind": "button_take", "scoop": scoop})

    def _scoop_picture(self, take, view) -> str:
        left = view.stack_left[take.colour]
        value = STACK[len(STACK) - left] if left else 0
        body = (_scoop(26, 26, take.colour, value, r=20, ghost=not left)
                + (f'<text x="26" y="62" font-size="11" text-anchor="middle" '
                   f'font-family="sans-serif">{escape(cone_word(take.cone, self.voice))}</text>'
                   if view.num_players == 2 and left else ""))
        return svg(52, 68 if view.num_players == 2 else 52, body, self._take_label(take, view))

    def _seats(self, view, names) -> str:
        head = "".join(f'<th><abbr title="{escape(self.say({"kind": "seats_won", "colour": c}))}">'
                       f"{ICE_SYMBOLS[c]}</abbr></th>" for c in view.colours)
        rows = []
        for p in range(view.num_players):
            won = "".join(f"<td>{sum(x.colour == c for x in view.won[p])}</td>"
                          for c in view.colours)
            rows.append(f"<tr><td>{escape(names[p])}</td>{won}<td>{view.trophies[p]}</td>"
                        f"<td>{view.hand_sizes[p]}</td></tr>")
        w = self.word
        return (f'<table class="pr-seats"><caption>{escape(self.said("seats_caption"))}'
                f"</caption><thead><tr><th>{escape(w('seats_player'))}</th>{head}"
                f"<th>{escape(w('seats_trophies'))}</th><th>{escape(w('seats_in_hand'))}</th>"
                f"</tr></thead><tbody>{''.join(rows)}</tbody></table>")
