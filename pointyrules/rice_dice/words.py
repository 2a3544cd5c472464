"""Rice Dice in words: every history line and refusal the engine records, said from
its data (``pointyrules.words``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..words import Listing, Voice, Words
from .dice import RICE, UMEBOSHI, face_key
from .rules import ACTIONS

EN = {
    # events (RiceDice._record)
    "setup": "{players:player|players}; {first_player} {first_player:start|starts}; "
             "{cards:card|cards} in the centre",
    "lock": "{seat} {seat:lock|locks} card {card}",
    "keep": "{seat} {seat:set|sets} aside {face}; set aside so far: {kept}",
    "roll": "{seat} {seat:roll|rolls} {faces}",
    "take": "{seat} {seat:stop|stops} with sesame {total} and {rice} rice, and "
            "{seat:take|takes} {cards:card|cards}",
    "take_short": "{seat} {seat:stop|stops} with sesame {total} and {rice} rice, but only "
                  "{cards:card|cards} can be taken, and {seat} {seat:take|takes} what there "
                  "is",
    "bust": "{seat} {seat:bust|busts}: {why}; card {card} leaves the game from {where}",
    "end": "the centre is empty: game over. Scores: {scores}; {winner} {winner:win|wins}",
    # why a turn busts (phrases)
    "nothing_to_set_aside": "nothing can be set aside from this roll",
    "no_umeboshi_rice": "the dice set aside are not an umeboshi rice",
    "no_card_low_enough": "no face-up card is {total} or lower",
    "centre": "the centre",
    "provisional": "{seat:'s} provisional cards",
    # refusals (RiceDice._check)
    "no_roll_pending": "no roll is waiting to be made",
    "no_such_lock": "{seat} {seat:have|has} no provisional card {card} to lock: lock one of "
                    "{seat:'s} own provisional cards, or roll",
    "not_a_start": "{action} is not a way to start a turn: lock a provisional card or roll",
    "not_a_set_aside": "{action} is not something to set aside: take the one umeboshi (only "
                       "if exactly one shows and none is set aside), every die of one sesame "
                       "value not yet set aside, or one or more rice",
    "must_stop": "no dice are left to roll, so {seat} must stop",
    "stop_or_roll": "{action} is not allowed now: stop, or roll the free dice",
    "not_a_roll": "{action} is not a roll of the free dice ({free}): a roll gives each "
                  "free die one of its own faces",
    "a_move": "that move",
    # what Undo in Play cannot take back (the table's "shown_chance", in this game's terms)
    "shown_chance": "the dice were rolled",
    # the table's bots menu
    "bot_one-turn": "one-turn", "bot_threshold": "threshold",
    # what the bots' values measure (a hint's reasons)
    "expected_points_turn": "expected points this turn",
}


def face_word(face: Any) -> str:
    return "umeboshi" if face == UMEBOSHI else "rice" if face == RICE else f"sesame {face}"


def faces_words(faces: list, voice: Voice) -> Listing:
    """Faces grouped: "umeboshi, 2 × rice and sesame 5"."""
    counts = Counter(faces)
    return Listing([face_word(f) if counts[f] == 1 else f"{counts[f]} × {face_word(f)}"
                    for f in sorted(counts, key=face_key)], voice)


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name == "face":  # one kind of face, as many dice as were set aside
        n = len(data.get("dice", [value]))
        return f"{n} {face_word(value)}" + ("s" if n > 1 and value not in (RICE, UMEBOSHI)
                                            else "")
    if name in ("faces", "kept"):
        return faces_words(value, voice)
    if name == "where":
        return WORDS.phrase({"kind": value, "seat": data["seat"]}, voice)
    if name == "action":  # a move of this game, quoted; anything else is "that move"
        return f"“{value}”" if type(value) in ACTIONS else WORDS.phrase({"kind": "a_move"}, voice)
    if name == "free":
        return Listing([f"die {p}" for p in value], voice)
    return None


WORDS = Words({"en": EN}, _convert)
