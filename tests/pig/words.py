"""Pig in words."""

from pointyrules.words import Words

EN = {
    "start": "{players:player|players}; the first to {target} points wins",
    "roll": "{seat} {seat:roll|rolls} {face}: {total} this turn",
    "bust": "{seat} {seat:roll|rolls} a 1 and {seat:lose|loses} {lost} points",
    "hold": "{seat} {seat:hold|holds} and {seat:bank|banks} {points}: {score} in all",
    "win": "{winner} {winner:win|wins}. Scores: {scores}",
    "no_roll": "no roll is waiting to be made",
    "roll_or_hold": "{seat} {seat:roll|rolls} or {seat:hold|holds}",
    "nothing_to_hold": "{seat} {seat:have|has} nothing to hold yet: roll first",
    "not_now": "“{action}” is not a move now",
    # what Undo in Play cannot take back (the table's "shown_chance", in this game's terms)
    "shown_chance": "the die was rolled",
    # the table (table.py)
    "bot_holder": "holder",
    "caption": "scores: {scores}; this turn: {total} (first to {target}).",
    "button_roll": "roll", "button_hold": "hold",
}

WORDS = Words({"en": EN})
