"""Pointy Hats in words: every history line, refusal and reason the engine records,
said from its data (``pointyrules.words``); the names of the cards; the words of the
pictures (``render.py``) and of the table (``table.py``)."""

from __future__ import annotations

from typing import Any

from ..words import PLAIN, Listing, Voice, Words
from .rules import INVERT, SUIT_SYMBOLS, Card

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
    # the names of the colours and cards (``_convert``: data named colour, indicator, ...)
    "colour_S": "spades", "colour_H": "hearts", "colour_D": "diamonds", "colour_C": "clubs",
    "indicator_X": "invert",  # the invert card (a colour card is named by its colour)
    "card_name": "{value} of {colour}",
    # a place in the indicator deck, counted from 1 (data named position: 0-4)
    "position_0": "1st", "position_1": "2nd", "position_2": "3rd", "position_3": "4th",
    "position_4": "5th",
    # the pictures (render.py): their accessible names and the words drawn on them
    "picture_indicator": "indicator {indicator}",
    "picture_indicator_card": "indicator card: {indicator}",
    "picture_face_down": "face-down card",
    "picture_no_cards": "no cards",
    "picture_row": "{label}: {names}",
    "picture_seat": "seat {n}",
    "picture_indicator_caption": "indicator",
    "picture_low_wins": "low wins",
    "picture_tie_cycle": "tie cycle: {beats}; the indicated colour starts the order",
    "picture_beats": "{colour} beat {beaten}",
    "picture_beats_next": "beats next",
    # the table (table.py)
    "caption_indicators": "indicator cards turned up:",
    # ({name}: the indicator card's name, drawn bold)
    "caption_indicators_now": "indicator cards turned up; the one for this trick is {name}:",
    "caption_indicators_invert": "indicator cards turned up; the one for this trick is the "
                                 "{name} card, so the lowest value wins:",
    "caption_order": "round {round}: the play order is {turns}.",
    "caption_trick": "this trick so far:",
    "caption_last_trick": "last trick: {winner} took it ({rule}).",
    "caption_hand": "your hand (click a card to play it):",
    "button_play": "play {card}",
    "seats_player": "player", "seats_cards": "cards", "seats_tricks": "tricks this round",
    "seats_rounds": "rounds won",
    "seats_face_down": "{n:card|cards} face down",
}

# Data names whose value is a colour ("S"), said as its name ("spades").
COLOUR_KEYS = frozenset({"colour", "beaten"})
# The kinds the table and the pictures say (every other kind is the engine's).
SHOWN = frozenset(k for k in EN if k.startswith(("picture_", "caption_", "button_", "seats_")))


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name == "indicator":  # "spades", "invert"
        return WORDS.phrase({"kind": "indicator_X" if value == INVERT else f"colour_{value}"},
                            voice)
    if name in COLOUR_KEYS:
        return WORDS.phrase({"kind": f"colour_{value}"}, voice)
    if isinstance(value, Card):  # a card as a picture names it: "5 of spades"
        return WORDS.phrase({"kind": "card_name", "value": value.value, "colour": value.suit},
                            voice)
    if name == "order":  # the colour cycle a tie is ordered by: "♥ > ♦ > ♣ > ♠"
        return " > ".join(SUIT_SYMBOLS[s] for s in value)
    if name == "position":  # the place in the indicator deck, counted from 1
        return WORDS.phrase({"kind": f"position_{value}"}, voice)
    if name == "cards":  # cards as their text, "5♦ and 5♥"
        return Listing([str(c) for c in value], voice)
    if name == "turns":  # the play order: "you → Cai → Ben"
        return " → ".join(format(voice.person(s)) for s in value)
    return None


def card_name(card: Card, voice: Voice = PLAIN) -> str:
    """A card as a picture names it: "5 of spades"."""
    return WORDS.phrase({"kind": "card_name", "value": card.value, "colour": card.suit}, voice)


def indicator_name(indicator: str, voice: Voice = PLAIN) -> str:
    """An indicator card's name: its colour ("spades") or "invert"."""
    return _convert("indicator", indicator, {}, voice)


WORDS = Words({"en": EN}, _convert)
