"""The Rice Dice table: click the dice you set aside, a provisional card to lock it,
Roll or Stop; an advisor gives the exact expected points of each choice."""

from __future__ import annotations

from html import escape

from .. import fmt
from ..core import RulesError
from ..svg import CARD_H, CARD_W, SEAT_COLOURS, card_body, svg
from ..table import HUMAN, Table
from .dice import parse_face
from .odds import turn_advice
from .render import dice_svg, rice_cards_svg
from .rules import Keep, Lock, Roll, Rolled, Stop


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

    def draw(self, view) -> str:
        halves = "".join(  # two rows on a phone, one on a wide screen
            "<div>" + rice_cards_svg(view.centre, view.provisional, view.locked,
                                     numbers=numbers) + "</div>"
            for numbers in (range(1, 7), range(7, 13)))
        parts = ['<p class="pr-caption">The twelve cards, each captioned with where it is:</p>'
                 f'<div class="pr-row">{halves}</div>']
        rows = "".join(
            f"<tr><td>{escape(self.seat_name(p))}</td>"
            f"<td>{fmt.listing(map(str, view.provisional[p])) or '–'}</td>"
            f"<td>{fmt.listing(map(str, view.locked[p])) or '–'}</td><td>{score}</td></tr>"
            for p, score in enumerate(view.scores))
        parts.append('<table class="pr-seats"><thead><tr><th>player</th><th>provisional</th>'
                     f"<th>locked</th><th>score</th></tr></thead><tbody>{rows}</tbody></table>")
        legal = self._legal() if view.turn == HUMAN else []
        locks = [a for a in legal if isinstance(a, Lock)]
        if locks:
            cards = "".join(self.button(a, _card(a.card, HUMAN), f"lock card {a.card}")
                            for a in locks)
            parts.append('<p class="pr-caption">Lock one of your provisional cards (your '
                         f'turn ends), or roll:</p><div class="pr-row">{cards}</div>')
        if view.kept:
            parts.append('<p class="pr-caption">Set aside:</p>'
                         + dice_svg([f for _, f in view.kept]))
        if view.rolled:
            keeps = [a for a in legal if isinstance(a, Keep)]
            if keeps:
                choices = "".join(
                    self.button(a, dice_svg([a.face] * len(a.dice), [f"die {d}" for d in a.dice])
                                + f'<span class="pr-label">{escape(_keep_words(a))}</span>',
                                str(a)) for a in keeps)
                parts.append('<p class="pr-caption">Your roll:</p>'
                             + dice_svg([f for _, f in view.rolled],
                                        [f"die {p}" for p, _ in view.rolled])
                             + '<p class="pr-caption">Click what you set aside:</p>'
                             f'<div class="pr-row">{choices}</div>')
            else:
                parts.append(f'<p class="pr-caption">{escape(self.seat_name(view.turn))} '
                             "rolled:</p>" + dice_svg([f for _, f in view.rolled],
                                                      [f"die {p}" for p, _ in view.rolled]))
        words = [a for a in legal if isinstance(a, Roll | Stop)]
        if words:
            parts.append('<div class="pr-row">'
                         + "".join(self.plain_button(a, str(a).capitalize()) for a in words)
                         + "</div>")
        if legal:
            parts.append(self._advice())
        return "".join(parts)

    def _advice(self) -> str:
        """The exact expected points of each choice this turn (the chapter's advisor)."""
        advice = turn_advice(self.state)  # all of Rice Dice is public (RiceDice.view)
        bust = ""
        if advice.bust_chance is not None:
            percent = fmt.approx(fmt.exact(advice.bust_chance) * 100, 2)  # 1/7776: 0.013
            bust = (f" Bust chance of the next roll: {fmt.fraction(advice.bust_chance)} "
                    f"(about {percent}%).")
        rows = "".join(
            f"<tr><td>{escape(str(o.action))}{' ★ best' if o == advice.best else ''}</td>"
            f"<td>{fmt.decimal(o.gain)}</td><td>{fmt.decimal(o.loss)}</td>"
            f"<td>{fmt.signed(o.net)}</td></tr>" for o in advice.options)
        return (f'<details class="pr-advice" open><summary>Advisor: expected points this turn'
                f"</summary><p>If you play on as well as possible.{bust}</p>"
                "<table><thead><tr><th>choice</th><th>points gained</th><th>points lost</th>"
                f"<th>expected net</th></tr></thead><tbody>{rows}</tbody></table></details>")


def _keep_words(keep: Keep) -> str:
    """'1 umeboshi', '2 rice', '3 sesame 5': what a set-aside group is, in words."""
    return str(keep).removeprefix("set aside ").split(" (")[0]


def _card(number: int, seat: int) -> str:
    return svg(CARD_W, CARD_H, card_body(0, 0, SEAT_COLOURS[seat % 5], str(number), ""),
               f"card {number}")
