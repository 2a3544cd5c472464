"""Gingham in words: every history line, refusal and phase the engine records, and every
word its table and pictures show, said from data (``pointyrules.words``). Cells by
their names as the cloth's edges show them ("d2": column d, line 2), a sweet's
intersection by the cell that names it ("the stack by a2", ``board.point_cell``),
moves as their buttons say them (``action_phrase``; a move's key stays its ``str``)."""

from __future__ import annotations

from typing import Any

from ..words import PLAIN, Voice, Words
from .actions import Ant, Capture, Connect, Drop, Lift, Queen, Return, Sugar
from .board import COLUMN_LETTERS, SIDES, point_cell
from .rules import ABILITIES, SWEETS

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
    "end": "game over after round {round}: {reason}. {result}. Final scores: {scores}",
    "won": "Winner: {winner}",  # the end's result (a phrase)
    "tied": "Tied for the win: {winners}",
    # another seat's link or capture at a table: its points stay hidden (GI-13)
    "connect_hidden": "{seat} {seat:link|links} two {sweet} stacks with {length:ant|ants}; "
                      "the stack by {src} moves onto the one by {dst} (now {height} high), "
                      "and {sugar:sugar cube appears|sugar cubes appear} where it stood",
    "capture_hidden": "{seat} {seat:capture|captures} the {height}-high {sweet} stack by "
                      "{point}{previous}",
    # parts of sentences and reasons (phrases)
    "leading": ", leading the round",
    "token_back": ", returning {owner:'s} token",
    "score_reached": "a player has {points} points, and {target} or more end the game",
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
    "ability_own_row": "join your other queen's row",
    "ability_opp_row": "join an opponent's queen's row",
    "ability_stitch": "ant beyond the stitch",
    "ability_boost": "connection x1.5",
    "ability_move": "move an ant instead of placing one",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "the cloth was laid out",
    # what the bots' values measure (a hint's reasons)
    "points_less_half": "points now, less half of what the move hands another player",
    # names: the sweets and the sides of the cloth
    "sweet_cookie": "cookie", "sweet_cherry": "cherry", "sweet_cupcake": "cupcake",
    "sweet_pie": "pie", "sweet_lollipop": "lollipop",
    "side_S": "bottom", "side_W": "left", "side_N": "top", "side_E": "right",
    # moves as their buttons and refusals say them (action_phrase; keys stay str(action))
    "act_queen": "queen to row {row}",
    "act_ant": "ant on {cell}",
    "act_ant_boost": "ant on {cell} with connections x1.5",
    "act_lift": "move the ant on {cell}",
    "act_drop": "move it to {cell}",
    "act_skip": "no ant this turn",
    "act_connect": "connect: move the stack by {src} onto the one by {dst}",
    "act_capture": "capture the stack by {point}",
    "act_sugar": "take a sugar cube from the crossing by {point}",
    "act_done": "done",
    "act_return": "put the pushed-out ant on {cell}",
    # the table (table.py): what you do now
    "do_queen": "move one of your queens: click a marker on the edge of the cloth.",
    "do_ant": "place an ant in your queen's row: click an outlined cell.",
    "do_drop": "choose the empty cell for the ant you are moving: click an outlined cell.",
    "do_return": "put your pushed-out ant back: click an outlined empty cell.",
    "do_effects": "your ant has landed: choose its effects below, in the order you like.",
    "do_effects_other": "{owner:'s} ant has landed in your turn: choose its effects below, in "
                        "the order you like; the points go to {owner}.",
    "now_doing": "now: {phase}.",
    # a button's price, the points a link earns you, whose ant's effects
    "price_ability": "{move} ({ability}: {cost} sugar)",
    "price": "{move} ({cost} sugar)",
    "price_stitch": "{move} (beyond the stitch: {cost} sugar)",
    "gain": "{move} (+{length})",
    "gain_boost": "{move} (+{length} x1.5)",
    "for_owner": "{move} for {owner}",
    # the table's side panel
    "panel_round": "round {round} · side: {side}",
    "panel_round_lead": "round {round} · side: chosen by the lead queen",
    "panel_round_lead_not": "round {round} · side: chosen by the lead queen, any but {side}",
    "panel_order": "order: {turns}",
    "th_player": "player", "th_score": "score", "th_sugar": "sugar", "th_ants": "ants left",
    "th_cost": "cost", "th_ability": "ability",
    "hidden_scores": "the others' scores stay hidden until the end. The game ends after a "
                     "round in which someone has {points} points or more.",
    # the pictures (render.py): names and tooltips
    "cloth_label": "Gingham cloth {size} x {size}",
    "stitch_title": "the stitch",
    "ant_title": "{whose} ant on {cell}",
    "queen_title": "{whose} queen on {row}",
    "stack_title": "{height} {sweet}",
    "stack_held_title": "{height} {sweet}, held by {holder}",
    "sugar_title": "sugar cube",
    "seat_number": "seat {number}",
}


def action_phrase(action: Any) -> dict:
    """A move as a phrase of the words (its data: cells by name, intersections as
    points), as its button and a refusal say it."""
    kind = type(action).__name__.lower()
    if isinstance(action, Queen):
        return {"kind": "act_queen", "row": f"{action.side}{action.number}"}
    if isinstance(action, Ant):
        return {"kind": "act_ant_boost" if action.boost else "act_ant", "cell": action.cell}
    if isinstance(action, Lift | Drop | Return):
        return {"kind": "act_" + kind, "cell": action.cell}
    if isinstance(action, Connect):
        return {"kind": "act_connect", "src": action.src, "dst": action.dst}
    if isinstance(action, Capture | Sugar):
        return {"kind": "act_" + kind, "point": action.point}
    return {"kind": "act_" + kind}  # Skip, Done


def _point(value: Any) -> str:
    """An intersection by the cell that names it ("a2"); as it came if it is none."""
    if isinstance(value, list | tuple) and len(value) == 2 and all(
            type(v) is int and 0 <= v <= len(COLUMN_LETTERS) for v in value):
        return point_cell(value)
    return str(value)


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name in ("src", "dst", "point") and isinstance(value, list | tuple):
        return _point(value)  # a sweet's intersection, by the cell that names it
    if name == "side" and value in SIDES:
        return WORDS.phrase({"kind": "side_" + value}, voice)
    if name == "sweet" and value in SWEETS:
        return WORDS.phrase({"kind": "sweet_" + value}, voice)
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
        return f"“{WORDS.phrase(action_phrase(value), voice)}”"
    return None


WORDS = Words({"en": EN}, _convert)
# The abilities' names in English, as the table and the printables show them.
ABILITY_NAMES = {a: WORDS.phrase({"kind": "ability_" + a}, PLAIN) for a in ABILITIES}
