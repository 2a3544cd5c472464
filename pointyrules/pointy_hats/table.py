"""The Pointy Hats table: your hand is the row of cards you click; the bots answer.
Every word it shows comes from the game's words (``words.py``), in the table's voice."""

from __future__ import annotations

from html import escape

from ..svg import back_body, svg
from ..table import HUMAN, Table
from .render import card_svg, row_svg, trick_svg
from .rules import INVERT, play_order
from .words import indicator_name
from .worlds import WORLDS

BOLD = "\x00"  # where a caption's bold name goes (never in the words themselves)
class PointyHatsTable(Table):
    game = "pointy_hats"
    players = 3
    worlds = WORLDS

    def draw(self, view) -> str:
        parts = []
        voice = self.voice
        indicator = view.indicators[view.trick_indicator]
        if self.state.is_over:
            caption = escape(self.said("caption_indicators"))
        else:  # the indicator this trick uses, its name in bold
            caption = escape(self.said("caption_indicators_invert" if indicator == INVERT
                                       else "caption_indicators_now", name=BOLD)).replace(
                BOLD, f"<b>{escape(indicator_name(indicator, voice))}</b>", 1)
        parts.append(f'<p class="pr-caption">{caption}</p>'
                     + row_svg([("indicator", x) for x in view.indicators], voice=voice))
        if not self.state.is_over:
            order = play_order(view.dealer, view.num_players)
            # a match to more than one round win says its goal (PH-6)
            parts.append('<p class="pr-caption">' + escape(self.said(
                "caption_order" if view.target_wins == 1 else "caption_order_match",
                round=len(view.past_indicators) + 1, turns=order,
                target=view.target_wins)) + "</p>")
        parts.append(self._seats(view))
        names = [self.seat_name(p) for p in range(view.num_players)]
        if view.trick:
            parts.append(f'<p class="pr-caption">{escape(self.said("caption_trick"))}</p>'
                         + trick_svg(view.trick, indicator, names=names, voice=voice))
        elif view.last_trick:
            ind, plays, winner, rule = view.last_trick
            caption = self.said("caption_last_trick", winner=winner, rule=rule)
            parts.append(f'<p class="pr-caption">{escape(caption)}</p>'
                         + trick_svg(plays, ind, winner, names, voice=voice))
        hand = "".join(self.button(card, card_svg(card, voice=voice),
                                   self.say({"kind": "button_play", "card": card}), "pr-card")
                       for card in view.hand)
        if hand:
            parts.append(f'<p class="pr-caption">{escape(self.said("caption_hand"))}</p>'
                         f'<div class="pr-row">{hand}</div>')
        return "".join(parts)

    def _seats(self, view) -> str:
        """Each seat: its cards face down (only how many), tricks and rounds won."""
        rows = []
        for p in range(view.num_players):
            tricks = len(view.won[p]) // view.num_players
            size = view.hand_sizes[p]
            backs = "" if p == HUMAN else svg(
                22 * max(size, 1) + 38, 84, "".join(back_body(22 * k) for k in range(size)),
                self.say({"kind": "seats_face_down", "n": size}))
            rows.append(f"<tr><td>{escape(self.seat_name(p))}</td><td>{backs}</td>"
                        f"<td>{tricks}</td><td>{view.round_wins[p]}</td></tr>")
        head = "".join(f"<th>{escape(self.word(k))}</th>" for k in
                       ("seats_player", "seats_cards", "seats_tricks", "seats_rounds"))
        return (f'<table class="pr-seats"><thead><tr>{head}</tr></thead>'
                f"<tbody>{''.join(rows)}</tbody></table>")
