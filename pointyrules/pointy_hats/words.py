"""Pointy Hats in words: every history line, refusal and reason the engine records,
said from its data (``pointyrules.words``)."""

from __future__ import annotations

from typing import Any

from ..words import Listing, Voice, Words
from .rules import SUIT_NAMES, SUIT_SYMBOLS, indicator_name

EN = {
    # events (PointyHats._record)
    "deal": "round {round}: {dealer} {dealer:deal|deals}; the indicator for trick 1 is "
            "turned up: {indicator}",
    "play": "{seat} {seat:play|plays} {card}",
    "reveal_invert_tie": "a tie under the invert card turns up the next indicator card: "
                         "{indicator}",
    "trick": "{winner} {winner:take|takes} trick {trick} with {card}: {rule}",
    "reveal": "the indicator for trick {trick} is turned up: {indicator}",
    "reveal_tie_break": "to break the tie, the {position} indicator card is turned up: "
                        "{indicator}",
    "round": "round {round} goes to {winners}: {rule}",
    "match": "match over: {winners} reached {target:round win|round wins}",
    # why a trick is taken (TrickResult.rule, phrases)
    "only_highest": "{card} is the only card of the highest value",
    "only_lowest": "under the invert card the lowest value wins, and {card} is the only "
                   "card of it",
    "tie_highest": "{cards} tie for highest; the {indicator} card orders them {order}",
    "tie_lowest": "under the invert card the lowest value wins; {cards} tie for it, and "
                  "the next indicator card, {indicator}, orders them {order}",
    # why a round is won (RoundResult.rule, phrases)
    "most_tricks": "{winner} took the most tricks ({tricks})",
    "tie_most": "{seats} tied on {tricks:trick|tricks}, so the most {colour} won decides "
                "(the 5th indicator)",
    "tie_most_shared": "{seats} tied on {tricks:trick|tricks}, so the most {colour} won "
                       "decides (the 5th indicator); still tied, the winners share it",
    "tie_fewest": "{seats} tied on {tricks:trick|tricks}, so the fewest {colour} won "
                  "decides (the 5th indicator is the invert card: the 4th counts)",
    "tie_fewest_shared": "{seats} tied on {tricks:trick|tricks}, so the fewest {colour} won "
                         "decides (the 5th indicator is the invert card: the 4th counts); "
                         "still tied, the winners share it",
    # refusals (PointyHats._check)
    "play_a_card": "{seat} {seat:play|plays} a card from {seat:'s} hand",
    "not_held": "{seat} {seat:do|does} not hold {card}; any card of {seat:'s} own hand "
                "may be played",
    # the table's menus (about.OPTIONS)
    "option_target_wins": "Game", "option_target_wins_1": "one round",
    "option_target_wins_3": "match to 3 rounds",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "a new deal or an indicator card was shown",
    # what the bots' values measure (a hint's reasons)
    "chance_win_round": "chance to win the round",
}

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name == "indicator":  # "spades", "invert"
        return indicator_name(value)
    if name == "colour":
        return SUIT_NAMES[value]
    if name == "order":  # the colour cycle a tie is ordered by: "♥ > ♦ > ♣ > ♠"
        return " > ".join(SUIT_SYMBOLS[s] for s in value)
    if name == "position":  # the place in the indicator deck, counted from 1
        return ORDINALS[value]
    if name == "cards":  # cards as their text, "5♦ and 5♥"
        return Listing([str(c) for c in value], voice)
    return None


WORDS = Words({"en": EN}, _convert)
