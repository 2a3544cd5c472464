"""The Doki-tto! Ice table: click a card of your hand to play it; after a trick you win,
click the scoop you take."""

from __future__ import annotations

from html import escape

from ..svg import svg
from ..table import Table
from .render import (
    ICE_NAMES,
    ICE_SYMBOLS,
    _scoop,
    cones_svg,
    ice_cards_svg,
    ice_trick_svg,
    stacks_svg,
)
from .rules import CONE_NAMES, STACK
from .words import WORDS
from .worlds import WORLDS


class DokittoTable(Table):
    game = "dokitto"
    players, level = 3, "heuristic"
    worlds = WORLDS

    def draw(self, view) -> str:
        names = [self.seat_name(p) for p in range(view.num_players)]
        parts = [f'<p class="pr-caption">Round {view.round_number} · colours in play: '
                 f"{escape(', '.join(ICE_NAMES[c] for c in view.colours))} · "
                 f"{view.aside_size} cards set aside, unseen · first to {view.target} "
                 f"troph{'y' if view.target == 1 else 'ies'} wins.</p>"]
        parts.append('<div class="pr-row">'
                     f'<div><p class="pr-caption">Cones</p>{cones_svg(view.cones, names)}</div>'
                     '<div><p class="pr-caption">Scoops left in the stacks</p>'
                     f"{stacks_svg(view.stack_left)}</div></div>")
        if view.trick:
            winner = view.pending.winner if view.pending else None
            parts.append('<p class="pr-caption">This trick (in play order):</p>'
                         + ice_trick_svg(view.trick, winner, names))
        elif view.round_tricks:
            t = view.round_tricks[-1]
            got = f"took a {t.scoop} scoop" if t.scoop else "took no scoop"
            why = WORDS.phrase(t.result.rule, self.voice)
            parts.append(f'<p class="pr-caption">Last trick: {escape(names[t.result.winner])} '
                         f"won with {escape(str(t.result.card))} ({escape(why)}) and "
                         f"{escape(got)}.</p>" + ice_trick_svg(t.plays, t.result.winner, names))
        if view.pending is not None and view.options and view.current_player == 0:
            takes = "".join(self.button(take, self._scoop_picture(take, view),
                                        self._take_label(take, view), "pr-scoop")
                            for take in view.options)
            parts.append('<p class="pr-caption">You won the trick: click the scoop you '
                         f'take.</p><div class="pr-row">{takes}</div>')
        hand = "".join(self.button(card, ice_cards_svg([card]), f"play {card}", "pr-card")
                       for card in view.hand)
        parts.append('<p class="pr-caption">Your hand (click a card to play it; dimmed cards '
                     f'may not be played now):</p><div class="pr-row">{hand or "no cards"}</div>')
        parts.append(self._seats(view, names))
        return "".join(parts)

    def _take_label(self, take, view) -> str:
        label = f"take {ICE_NAMES[take.colour]}"
        if not view.stack_left[take.colour]:
            return label + " (no scoop left)"
        return label + (f" on your {CONE_NAMES[take.cone]} cone" if view.num_players == 2
                        else "")

    def _scoop_picture(self, take, view) -> str:
        left = view.stack_left[take.colour]
        value = STACK[len(STACK) - left] if left else 0
        body = (_scoop(26, 26, take.colour, value, r=20, ghost=not left)
                + (f'<text x="26" y="62" font-size="11" text-anchor="middle" '
                   f'font-family="sans-serif">{escape(CONE_NAMES[take.cone])}</text>'
                   if view.num_players == 2 else ""))
        return svg(52, 68 if view.num_players == 2 else 52, body, self._take_label(take, view))

    def _seats(self, view, names) -> str:
        head = "".join(f'<th><abbr title="{ICE_NAMES[c]} cards won">{ICE_SYMBOLS[c]}</abbr></th>'
                       for c in view.colours)
        rows = []
        for p in range(view.num_players):
            won = "".join(f"<td>{sum(x.colour == c for x in view.won[p])}</td>"
                          for c in view.colours)
            rows.append(f"<tr><td>{escape(names[p])}</td>{won}<td>{view.trophies[p]}</td>"
                        f"<td>{view.hand_sizes[p]}</td></tr>")
        return ('<table class="pr-seats"><caption>Cards won of each flavour, trophies and '
                f"cards in hand</caption><thead><tr><th>player</th>{head}<th>trophies</th>"
                f"<th>in hand</th></tr></thead><tbody>{''.join(rows)}</tbody></table>")
