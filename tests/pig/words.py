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

JA = {
    "start": "{players}人で遊びます。先に{target}点になった人の勝ち",
    "roll": "{seat}が振って{face}：この手番で{total}点",
    "bust": "{seat}が1を出し、{lost}点を失いました",
    "hold": "{seat}がやめて{points}点を確定：合計{score}点",
    "win": "{winner}の勝ち。得点：{scores}",
    "no_roll": "振るのを待っているダイスはありません",
    "roll_or_hold": "{seat}は振るかやめるかです",
    "nothing_to_hold": "{seat}はまだ確定するものがありません。先に振ってください",
    "not_now": "「{action}」は今できる手ではありません",
    # what Undo in Play cannot take back (the table's "shown_chance", in this game's terms)
    "shown_chance": "ダイスが振られました",
    # the table (table.py)
    "bot_holder": "止める人",
    "caption": "得点：{scores}。この手番：{total}点（先に{target}点）。",
    "button_roll": "振る", "button_hold": "やめる",
}

WORDS = Words({"en": EN, "ja": JA})
