"""Gingham in words: every history line, refusal and phase the engine records, said
from its data (``pointyrules.words``). Cells by their names ("d2"), a sweet's
intersection by the cell that names it ("the stack by a2", ``board.point_cell``)."""

from __future__ import annotations

from typing import Any

from ..words import PLAIN, Voice, Words
from .board import SIDE_NAMES, point_cell
from .rules import ABILITIES

EN = {
    # events (Gingham._record)
    "setup": "{players:player|players} on the {size} x {size} cloth; round {round} begins",
    "queen": "{seat} {seat:move|moves} a queen to row {row} ({side} side{lead})",
    "ability": "{seat} {seat:pay|pays} {cost:sugar cube|sugar cubes} for “{ability}”",
    "ant": "{seat} {seat:place|places} an ant on {cell}",
    "push": "{seat:'s} ant on {cell} is pushed out; {seat} will put it back on an empty "
            "cell at the end of the turn",
    "skip": "{seat} {seat:place|places} no ant this turn",
    "move": "{seat} {seat:move|moves} {owner:'s} ant from {src} to {cell}",
    "move_own": "{seat} {seat:move|moves} an ant from {src} to {cell}",
    "return": "{seat:'s} pushed-out ant goes back on {cell}",
    "no_return": "no cell is empty, so {seat:'s} pushed-out ant stays off the cloth",
    "connect": "{seat} {seat:link|links} two {sweet} stacks with {length:ant|ants}: +{points}; "
               "the stack by {src} moves onto the one by {dst} (now {height} high), and "
               "{sugar:sugar cube appears|sugar cubes appear} where it stood",
    "capture": "{seat} {seat:capture|captures} the {height}-high {sweet} stack by "
               "{point}{previous}: +{points}",
    "sugar": "{seat} {seat:take|takes} a sugar cube",
    "round": "round {round} begins: the order is {order}; the lead queen must leave the "
             "{side} side",
    "end": "game over after round {round}: {reason}. Final scores: {scores}",
    # another seat's link or capture at a table: its points stay hidden (GI-13)
    "connect_hidden": "{seat} {seat:link|links} two {sweet} stacks with {length:ant|ants}; "
                      "the stack by {src} moves onto the one by {dst} (now {height} high), "
                      "and {sugar:sugar cube appears|sugar cubes appear} where it stood",
    "capture_hidden": "{seat} {seat:capture|captures} the {height}-high {sweet} stack by "
                      "{point}{previous}",
    # parts of sentences and reasons (phrases)
    "leading": ", leading the round",
    "token_back": ", returning {owner:'s} token",
    "score_reached": "a player has {points} points ({target} end the game)",
    "supply_empty": "no player has an ant left in supply",
    "round_limit": "the round limit of {rounds:round|rounds} is reached",
    # what the player to move does (Gingham.phase_phrase)
    "phase_queen": "{seat} {seat:move|moves} a queen to a row",
    "phase_ant": "{seat} {seat:place|places} an ant in the queen's row",
    "phase_drop": "{seat} {seat:choose|chooses} the empty cell for the moved ant",
    "phase_return": "{seat} {seat:put|puts} a pushed-out ant back on an empty cell",
    "phase_effects": "{seat} {seat:resolve|resolves} the effects of the ant just placed",
    "phase_effects_other": "{seat} {seat:resolve|resolves} the effects of {owner:'s} ant "
                           "just placed (the points go to {owner})",
    "phase_over": "the game is over",
    # refusals (Gingham._check)
    "not_allowed": "the move {action} is not allowed now: {now}",
    # the names of the five ability tiles (GI-11)
    "ability_own_row": "same row as your first queen",
    "ability_opp_row": "same row as an opponent's queen",
    "ability_stitch": "ant beyond the stitch",
    "ability_boost": "connection x1.5",
    "ability_move": "move an ant instead of placing one",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "the cloth was laid out",
    # what the bots' values measure (a hint's reasons)
    "points_less_half": "points now, less half of what the move hands another player",
}


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name in ("src", "dst", "point") and isinstance(value, list | tuple):
        return point_cell(value)  # a sweet's intersection, by the cell that names it
    if name == "side":
        return SIDE_NAMES[value]
    if name == "lead":
        return WORDS.phrase({"kind": "leading"}, voice) if value else ""
    if name == "previous":  # the token a capture sends back to its owner, if any
        return "" if value is None else WORDS.phrase({"kind": "token_back", "owner": value},
                                                     voice)
    if name == "ability":
        return WORDS.phrase({"kind": "ability_" + value}, voice)
    if name == "order":  # the turn order, one entry per queen
        return ", ".join(format(voice.person(s)) for s in value)
    if name == "action":  # a move of this game's types (the only ones refused so)
        return f"“{value}”"
    return None


WORDS = Words({"en": EN}, _convert)
# The abilities' names in English, as the table and the printables show them.
ABILITY_NAMES = {a: WORDS.phrase({"kind": "ability_" + a}, PLAIN) for a in ABILITIES}
