"""The Pointy Hats table: your hand is the row of cards you click; the bots answer."""

from __future__ import annotations

from html import escape

from ..svg import back_body, svg
from ..table import HUMAN, Table
from .render import card_svg, row_svg, trick_svg
from .rules import SUIT_NAMES, indicator_name, play_order
from .words import WORDS
from .worlds import WORLDS


class PointyHatsTable(Table):
    game = "pointy_hats"
    players = 3
    worlds = WORLDS

    def draw(self, view) -> str:
        parts = []
        over = self.state.is_over
        indicator = view.indicators[view.trick_indicator]
        uses = "" if over else (f"; this trick uses <b>{escape(indicator_name(indicator))}</b>")
        parts.append(f'<p class="pr-caption">Indicator cards turned up{uses}:</p>'
                     + row_svg([("indicator", x) for x in view.indicators]))
        if not over:
            order = " → ".join(self.seat_name(p)
                               for p in play_order(view.dealer, view.num_players))
            parts.append(f'<p class="pr-caption">Round {len(view.past_indicators) + 1}: play '
                         f"order {escape(order)}.</p>")
        parts.append(self._seats(view))
        names = [self.seat_name(p) for p in range(view.num_players)]
        if view.trick:
            parts.append('<p class="pr-caption">This trick so far:</p>'
                         + trick_svg(view.trick, indicator, names=names))
        elif view.last_trick:
            ind, plays, winner, rule = view.last_trick
            parts.append(f'<p class="pr-caption">Last trick: {escape(names[winner])} took it '
                         f"({escape(WORDS.phrase(rule, self.voice))}).</p>"
                         + trick_svg(plays, ind, winner, names))
        hand = "".join(self.button(card, card_svg(card), f"play {card.value} of "
                                   f"{SUIT_NAMES[card.suit]}", "pr-card") for card in view.hand)
        if hand:
            parts.append('<p class="pr-caption">Your hand (click a card to play it):</p>'
                         f'<div class="pr-row">{hand}</div>')
        return "".join(parts)

    def _seats(self, view) -> str:
        """Each seat: its cards face down (only how many), tricks and rounds won."""
        rows = []
        for p in range(view.num_players):
            tricks = len(view.won[p]) // view.num_players
            backs = "" if p == HUMAN else svg(
                22 * max(view.hand_sizes[p], 1) + 38, 84,
                "".join(back_body(22 * k) for k in range(view.hand_sizes[p])),
                f"{view.hand_sizes[p]} cards face down")
            rows.append(f"<tr><td>{escape(self.seat_name(p))}</td><td>{backs}</td>"
                        f"<td>{tricks}</td><td>{view.round_wins[p]}</td></tr>")
        return ('<table class="pr-seats"><thead><tr><th>player</th><th>cards</th>'
                "<th>tricks this round</th><th>rounds won</th></tr></thead>"
                f"<tbody>{''.join(rows)}</tbody></table>")

