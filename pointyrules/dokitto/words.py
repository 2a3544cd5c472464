"""Doki-tto! Ice in words: every history line, refusal and reason the engine records,
said from its data (``pointyrules.words``). Cards are said as the table labels them
("matcha 2"), cones as "left" and "right" (two players)."""

from __future__ import annotations

from typing import Any

from ..words import Listing, Voice, Words
from .rules import COLOUR_NAMES, CONE_NAMES, SHORT_CARD

EN = {
    # events (Dokitto._record)
    "deal": "round {round}: {cards:card|cards} each; {start} {start:lead|leads}",
    "play": "{seat} {seat:play|plays} {card}",
    "trick": "{winner} {winner:win|wins} the trick with {card} ({why}) and {got}",
    "bust": "{seat} {seat:get|gets} a 4th scoop: the round ends at once",
    "bust_cone": "{seat} {seat:get|gets} a 4th scoop on the {cone} cone: the "
                 "round ends at once, and that cone is dropped and counts for nothing",
    "round": "round {round} goes to {winners}: {why}. Points: {points}",
    "game": "game over: {winners} reached {target:trophy|trophies}",
    # why a trick is won (phrases: TrickResult.rule)
    "highest_wins": "all {colour}: the highest card wins",
    "lowest_wins": "mixed colours: the lowest card wins",
    "later_wins": "mixed colours: {tied} tie for lowest, and the one played last wins",
    # what the trick's winner gets (phrases)
    "scoop": "{seat:take|takes} a {colour} {value} scoop",
    "scoop_on_cone": "{seat:take|takes} a {colour} {value} scoop on the {cone} "
                     "cone",
    "no_scoop_left": "{seat:get|gets} no scoop: no played colour has one left",
    "empty_stack": "{seat:choose|chooses} {colour}, whose stack is empty, and so "
                   "{seat:get|gets} no scoop",
    # why a round is won (phrases: RoundResult.rule)
    "most_points": "most points ({top})",
    "more_scoops": "most points ({top}), then most scoops ({scoops}) to break the tie",
    "more_ones": "most points ({top}), most scoops ({scoops}), then most 1-point scoops "
                 "({ones}) to break the tie",
    "shared": "tied on points ({top}), scoops ({scoops}) and 1-point scoops ({ones}), so "
              "the round is shared",
    # refusals (Dokitto._check)
    "not_in_hand": "{seat} {seat:do|does} not hold {card}: only a card in hand can be played",
    "must_follow": "{seat} {seat:hold|holds} {colour} and so must follow the lead, {lead}",
    "not_a_choice": "taking {take} is not one of the choices; {now}",
    # what the player to move does now (phrases, in refusals)
    "now_play": "no trick is waiting for a colour choice, and it is {seat:'s} turn to play "
                "a card",
    "now_choose": "{seat} won the trick and {seat:choose|chooses} one colour of the played "
                  "cards",
    "now_choose_cone": "{seat} won the trick and {seat:choose|chooses} one colour of the "
                       "played cards and a cone",
    # the table's menus (about.OPTIONS)
    "option_target": "Game", "option_target_1": "one round",
    "option_target_3": "game to 3 trophies",
    "option_two_player_hand": "2-player deal", "option_two_player_hand_10": "10 each, 4 aside",
    "option_two_player_hand_12": "12 each, none aside",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "a new deal was shown",
    # what the bots' values measure (a hint's reasons)
    "round_value": "round value (1 = the round won)",
}


def colour_word(colour: Any) -> str:
    """A colour letter as its flavour ("M" -> "matcha"); anything else as given."""
    return COLOUR_NAMES.get(colour, str(colour)) if isinstance(colour, str) else str(colour)


def card_word(card: Any) -> str:
    """A card as the table labels it ("matcha 2"), from its short name ("M2"), a card or
    a (colour, number) pair; anything else as given."""
    if isinstance(card, str):
        known = SHORT_CARD.get(card)
        return str(known) if known is not None else card
    if isinstance(card, list | tuple) and len(card) == 2:
        return f"{colour_word(card[0])} {card[1]}"
    return str(card)


def cone_word(cone: Any) -> str:
    return CONE_NAMES[cone] if cone in (0, 1) else str(cone)


def take_word(take: Any) -> str:
    """A colour choice (colour, cone): "strawberry", "strawberry on the right cone"."""
    colour, cone = (list(take) + [0, 0])[:2] if isinstance(take, list | tuple) else (take, 0)
    if cone == 0:
        return colour_word(colour)
    where = f"the {CONE_NAMES[1]} cone" if cone == 1 else f"cone {cone}"
    return f"{colour_word(colour)} on {where}"


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name in ("card", "lead"):
        return card_word(value)
    if name == "tied":
        return Listing([card_word(c) for c in value], voice)
    if name == "colour":
        return colour_word(value)
    if name == "cone":
        return cone_word(value)
    if name == "take":
        return take_word(value)
    return None


WORDS = Words({"en": EN}, _convert)
