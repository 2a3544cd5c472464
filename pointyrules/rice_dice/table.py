"""The Rice Dice table: click the dice you set aside, a provisional card to lock it,
Roll or Stop; an advisor gives the exact expected points of each choice. Every word it
shows comes from the game's words (``words.py``); dice are counted from 1."""

from __future__ import annotations

from html import escape
from typing import Any

from .. import fmt
from ..core import RulesError
from ..svg import CARD_H, CARD_W, SEAT_COLOURS, card_body, svg
from ..table import HUMAN, Table
from .dice import parse_face
from .odds import turn_advice
from .render import dice_svg, die_captions, rice_cards_svg
from .rules import Keep, Lock, Roll, Rolled, Stop
from .words import counted, move_phrase


class RiceDiceTable(Table):
    game = "rice_dice"
    players = 3

    def chance_action(self, key: str):
        """A roll of the record ("rolled 5 R 6"): one face per free die, in order."""
        words = key.split(" ")
        free = self.state.free_dice()
        if words[0] != "rolled" or len(words) != len(free) + 1:
            return None
        try:
            return Rolled(tuple(zip(free, map(parse_face, words[1:]), strict=True)))
        except RulesError:
            return None

    def label(self, action: Any) -> str:
        """A move as its button says it (and a hint or the advisor where no button does):
        "lock card 5", "set aside 2 rice (dice 1 and 3)", "roll"."""
        return self.say(move_phrase(action))

    def draw(self, view) -> str:
        voice = self.voice
        names = [self.seat_name(p) for p in range(len(view.scores))]
        halves = "".join(  # two rows on a phone, one on a wide screen
            "<div>" + rice_cards_svg(view.centre, view.provisional, view.locked,
                                     numbers=numbers, names=names, voice=voice) + "</div>"
            for numbers in (range(1, 7), range(7, 13)))
        parts = [f'<p class="pr-caption">{escape(self.said("caption_cards"))}</p>'
                 f'<div class="pr-row">{halves}</div>']
        rows = "".join(
            f"<tr><td>{escape(names[p])}</td>"
            f"<td>{escape(self._cards(view.provisional[p]))}</td>"
            f"<td>{escape(self._cards(view.locked[p]))}</td><td>{score}</td></tr>"
            for p, score in enumerate(view.scores))
        heads = "".join(f"<th>{escape(self.word(k))}</th>" for k in
                        ("head_player", "head_provisional", "head_locked", "head_score"))
        parts.append(f'<table class="pr-seats"><thead><tr>{heads}</tr></thead>'
                     f"<tbody>{rows}</tbody></table>")
        legal = self._legal() if view.turn == HUMAN else []
        locks = [a for a in legal if isinstance(a, Lock)]
        if locks:
            cards = "".join(self.button(a, self._card(a.card, HUMAN), self.label(a))
                            for a in locks)
            parts.append(f'<p class="pr-caption">{escape(self.said("caption_lock"))}</p>'
                         f'<div class="pr-row">{cards}</div>')
        if view.kept:
            parts.append(f'<p class="pr-caption">{escape(self.said("caption_kept"))}</p>'
                         + dice_svg([f for _, f in view.kept], voice=voice))
        if view.rolled:
            rolled = dice_svg([f for _, f in view.rolled],
                              die_captions((p for p, _ in view.rolled), voice), voice=voice)
            keeps = [a for a in legal if isinstance(a, Keep)]
            if keeps:
                choices = "".join(
                    self.button(a, dice_svg([a.face] * len(a.dice), voice=voice,
                                            values=False)
                                + '<span class="pr-label">'
                                f"{escape(counted(a.face, len(a.dice), voice))}</span>",
                                self.label(a)) for a in keeps)
                parts.append(
                    f'<p class="pr-caption">{escape(self.said("caption_your_roll"))}</p>'
                    + rolled
                    + f'<p class="pr-caption">{escape(self.said("caption_click"))}</p>'
                    f'<div class="pr-row">{choices}</div>')
            else:
                caption = self.said("caption_rolled", seat=view.turn)
                parts.append(f'<p class="pr-caption">{escape(caption)}</p>' + rolled)
        words = [a for a in legal if isinstance(a, Roll | Stop)]
        if words:
            parts.append('<div class="pr-row">'
                         + "".join(self.plain_button(a, self.word(f"button_{a}"))
                                   for a in words)
                         + "</div>")
        if legal:
            parts.append(self._advice())
        return "".join(parts)

    def _cards(self, cards) -> str:
        """Cards in a cell of the seats' table: "3 and 8", or "–"."""
        return self.say({"kind": "card_list", "cards": list(cards)})

    def _card(self, number: int, seat: int) -> str:
        return svg(CARD_W, CARD_H, card_body(0, 0, SEAT_COLOURS[seat % 5], str(number), ""),
                   self.say({"kind": "card_number", "card": number}))

    def _advice(self) -> str:
        """The exact expected points of each choice this turn (the chapter's advisor)."""
        advice = turn_advice(self.state)  # all of Rice Dice is public (RiceDice.view)
        bust = ""
        if advice.bust_chance is not None:
            percent = fmt.approx(fmt.exact(advice.bust_chance) * 100, 2)  # 1/7776: 0.013
            bust = self.voice.mark("space") + self.said(
                "advice_bust", fraction=fmt.fraction(advice.bust_chance), percent=percent)
        rows = "".join(
            f"<tr><td>{escape(self._advised(o.action, o == advice.best))}</td>"
            f"<td>{fmt.decimal(o.gain)}</td><td>{fmt.decimal(o.loss)}</td>"
            f"<td>{fmt.signed(o.net)}</td></tr>" for o in advice.options)
        heads = "".join(f"<th>{escape(self.word(k))}</th>" for k in
                        ("advice_choice", "advice_gained", "advice_lost", "advice_net"))
        return (f'<details class="pr-advice" open><summary>'
                f'{escape(self.said("advice_title"))}</summary>'
                f'<p>{escape(self.said("advice_basis") + bust)}</p>'
                f"<table><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>"
                "</details>")

    def _advised(self, action: Any, best: bool) -> str:
        choice = self.label(action)
        return self.say({"kind": "advice_best", "choice": choice}) if best else choice
