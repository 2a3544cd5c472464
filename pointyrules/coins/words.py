"""This is why you lose coins in words: every history line and refusal the engine
records, and every word its table and pictures show, said from data
(``pointyrules.words``).

A coin is data as ``[kind, x, y]`` (yen, and its centre in mm from the centre of the
table, y up); a sentence names it by its kind and where it lies ("the 10 yen coin in
the centre", "a 1 yen coin 30 mm right of the centre"). Lengths are said to 0.1 mm, as
the table measures them.
"""

from __future__ import annotations

from typing import Any

from .. import fmt
from ..words import Listing, Voice, Words

EN = {
    # events (CoinsGame._record)
    "round": "round {round}: {opening}",
    "opener_places": "{opener} won the last round, so {opener} {opener:place|places} the "
                     "first coin",
    # round 1 (LC-4, LC-5): the setup coin counts as the opener's placement, and the next
    # player moves first
    "setup_coin": "the table starts with {coin}, which counts as {opener:'s} placement; "
                  "{mover} {mover:move|moves} first",
    # an announced coin that nobody challenged (LC-6): it lands
    "lands": "nobody challenged, so {player:'s} announced coin lands",
    "announce": "{player} will place {coin} unless someone challenges first",
    "place": "{player} {player:place|places} {coin}",
    "pass": "{player} {player:pass|passes}",
    "challenge": "{player} {player:challenge|challenges}",
    "empty": "the pool is empty: {player} must pass",
    "round_end": "round over: {verdict}{cost}",
    "game_end": "{winner} {winner:win|wins} with {target:point|points}",
    "game_end_one": "{winner} {winner:win|wins} the one-round game",  # target 1 (choose)
    # the verdict of a round, who scores and why (LC-2, LC-5), and what a failed
    # challenge costs (LC-6): phrases (the verdict is said with the round's margin and
    # winner; a margin of exactly 0 is a card that only touches a coin)
    "card_fits": "the card can still hide part of every coin ({margin} mm to spare), so "
                 "{winner}, who placed the last coin, {winner:score|scores}",
    "card_misses": "no card can hide part of every coin (the best misses a coin by {margin} "
                   "mm), so {winner}, who ended the round, {winner:score|scores}",
    "card_touches": "no card can hide part of every coin (the best only touches a "
                    "coin's edge), so {winner}, who ended the round, {winner:score|scores}",
    # the card fits and nobody placed a coin this round (LC-5): the setup coin is the
    # last placement, the opener's (said at a table, which knows)
    "card_fits_setup": "the card can still hide part of every coin ({margin} mm to spare), "
                       "so {winner} {winner:score|scores}: the setup coin counts as "
                       "{winner:'s} placement",
    "challenge_cost": "; {player:'s} failed challenge costs a point",
    "no_cost": "",
    "under_tenth": "less than 0.1",  # a margin too small to show to 0.1 mm
    # a coin and where it lies (phrases)
    "a_coin": "a {yen} yen coin {where}",
    "the_coin": "the {yen} yen coin {where}",
    "in_centre": "in the centre",
    "off_centre": "{offsets} the centre",  # "18 mm left of and 34 mm above the centre"
    "right_of": "{mm} mm right of", "left_of": "{mm} mm left of",
    "above": "{mm} mm above", "below": "{mm} mm below",
    "pool_one": "a {yen} yen coin", "pool_many": "{n} coins of {yen} yen",
    # refusals (CoinsGame._check)
    "nothing_to_challenge": "there is nothing to challenge: a challenge comes only after "
                            "the mover announces a placement",
    "not_a_placement": "that is not a coin placement: a placement takes a coin ({kinds:or} "
                       "yen) and a spot x, y in mm",
    "no_such_coin": "there is no {yen} yen coin: the coins are {kinds} yen",
    "position_not_finite": "a coin's spot must be a finite number of mm",
    "none_left": "no {yen} yen coin is left; the pool holds {left}",
    "pool_empty": "no {yen} yen coin is left: the pool is empty, so {player} must pass",
    "off_table": "the whole coin must lie on the table, which is {width} × {height} mm",
    "touches": "the new {yen} yen coin would touch {touching}: a coin must keep a gap to "
               "every coin on the table",
    # what the player to move does, after a move of the wrong type (phrases)
    "now_challenge_or_let_stand": "{player} may only challenge or let the announced "
                                  "placement stand",
    "now_place_first": "{player} must place the round's first coin",
    "now_place_or_pass": "{player} must place a coin or pass",
    # the table's menus (about.OPTIONS)
    "option_target": "Game", "option_target_1": "one round",
    "option_target_3": "game to 3 points",
    "option_challenge": "Challenges (3+ players)", "option_challenge_no": "off",
    "option_challenge_yes": "on",
    # the table's bots menu
    "bot_human-like": "human-like",
    # what the bots' values measure (a hint's reasons)
    # (the best card's, as the round's picture shows it)
    "margin_kept": "margin in mm",
    # the table (table.py): captions, buttons, the coins to choose from
    "announced_you": "you announced a {yen} yen coin (the faint one); the others may "
                     "challenge it before it lands.",
    "announced_other": "{player} announced a {yen} yen coin (the faint one). You may challenge "
                       "it: the round then ends as if you had passed.",
    "announced_not_yours": "{player} announced a {yen} yen coin (the faint one). You placed the "
                           "coin before it, so only the others may challenge it.",
    # settings the engine refuses (the table's refusal, by the field: setup_<field>)
    "setup_challenge": "challenges need 3 or more players: choose more players, or turn "
                       "challenges off",
    "choose_coin": "choose a coin, then click the spot on the table where it goes:",
    "points": "points: {points} (first to {target:point|points} wins).",
    "points_one": "points: {points} (one round decides the game).",  # target 1 (choose)
    "button_pass": "pass", "button_challenge": "challenge", "button_let_stand": "no challenge",
    "coin_choice": "{yen} yen ×{n} ({n} left in the pool)",  # it shows "1" and "yen ×2"
    "coin_choice_shows": "yen ×{n}",
    "coin_none_left": "none left in the pool",
    "place_here": "place the {yen} yen coin where you click on the table",
    "place_here_hint": "place the {yen} yen coin where you click on the table, or click the "
                       "dashed {hinted} yen coin to place it",
    "place_coin": "the dashed {yen} yen coin, {where}",  # a placement the hint names
    # the table after a round: why it ended and who scored (the rounds' records)
    "last_round": "round {round} ended when {passer} {how}: {verdict}.",
    "ended_pass": "passed", "ended_challenge": "challenged",
    "ended_challenge_lost": "challenged and lost a point",  # a failed challenge (LC-6)
    "last_fits": "the card could still hide part of every coin ({margin} mm to spare), so "
                 "{winner}, who placed the last coin, scored",
    "last_misses": "no card could hide part of every coin (the best missed a coin by {margin} "
                   "mm), so {winner} scored",
    "last_touches": "no card could hide part of every coin (the best only touched a "
                    "coin's edge), so {winner} scored",
    "last_fits_setup": "the card could still hide part of every coin ({margin} mm to "
                       "spare), so {winner} scored: the setup coin counts as {winner:'s} "
                       "placement",
    # the table's refusals of its own (table.py)
    "needs_spot": "placing a coin needs the spot: click on the table",
    "bad_place_key": "{got} is not a placement here: a placement is place <kind> <x> <y>, "
                     "in mm on the table",
    # the pictures (render.py): what they show, as a title and to a screen reader
    "picture": "the table from above ({width} by {height} mm) with {coins}{ghost}{card}",
    "picture_count": "{n:coin|coins}",
    "picture_coins": "{n:coin|coins}: {yens}",
    "yen_amount": "{yen} yen",
    "picture_ghost": "; a {yen} yen coin about to be placed",
    "picture_hint": "; the hint's {yen} yen coin, dashed",
    "picture_card": "; the best card placement, margin {margin} mm",
    "picture_margin": "best card: margin {margin} mm",
    "picture_disc": "a {yen} yen coin disc at real size, {across} mm across, to cut out",
    "nothing": "",
}


def _mm(value: float) -> str:
    """A distance for people: to 0.1 mm, a whole number without its ".0"."""
    text = fmt.decimal(value, 1)
    return text[:-2] if text.endswith(".0") else text


def where(x: float, y: float) -> dict:
    """Where a centre lies, as a phrase: "in the centre", "30 mm right of the centre",
    "18 mm left of and 34 mm above the centre" (the table's y runs up, as the picture
    shows it)."""
    offsets = []
    if _mm(x) != "0":
        offsets.append({"kind": "right_of" if x > 0 else "left_of", "mm": abs(x)})
    if _mm(y) != "0":
        offsets.append({"kind": "above" if y > 0 else "below", "mm": abs(y)})
    return {"kind": "off_centre", "offsets": offsets} if offsets else {"kind": "in_centre"}


def coin(value: list, kind: str = "a_coin") -> dict:
    """A coin ``[kind, x, y]`` as a phrase: "a 1 yen coin 30 mm right of the centre"
    (``the_coin``: "the ...")."""
    yen, x, y = value
    return {"kind": kind, "yen": yen, "where": where(x, y)}


def margin(value: float) -> dict | str:
    """A margin's size to 0.1 mm, as the table shows it; a size that is not 0 but rounds
    to it is "less than 0.1"."""
    text = fmt.decimal(abs(value), 1)
    return {"kind": "under_tenth"} if text == "0.0" and value else text


def verdict(data: dict, past: bool = False) -> dict:
    """Why a round ended as it did and who scored, from its margin and winner (LC-2,
    LC-5): the card fits (the last placer scores), misses, or only touches a coin (the
    one who ended the round scores). ``past``: as the table says it after the round.
    ``data["setup"]``: nobody placed a coin in the round, so the last placement is the
    setup coin, the opener's (the engine records it: ``rules.setup_was_last``)."""
    m = data["margin"]
    kind = "fits" if m > 0 else "misses" if m < 0 else "touches"
    if kind == "fits" and data.get("setup"):
        kind = "fits_setup"
    return {"kind": ("last_" if past else "card_") + kind, "margin": abs(m),
            "winner": data["winner"]}


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name == "verdict" and isinstance(value, dict) and "margin" not in value:
        return WORDS.phrase(verdict(data), voice)  # an event's verdict: its round's data
    if isinstance(value, dict):
        return None  # a phrase, said as it is
    if name == "coin":
        return WORDS.phrase(coin(value), voice)
    if name == "touching":
        return WORDS.phrase(coin(value, "the_coin"), voice)
    if name == "mm":
        return _mm(value)
    if name == "margin" and isinstance(value, int | float):
        said = margin(value)
        return said if isinstance(said, str) else WORDS.phrase(said, voice)
    if name in ("width", "height") and isinstance(value, int | float):
        return fmt.approx(value)
    if name == "left":
        return Listing([WORDS.phrase({"kind": "pool_one" if n == 1 else "pool_many",
                                      "yen": k, "n": n}, voice) for k, n in value], voice)
    return None


def choose(kind: str, data: dict) -> str:
    """The kind that says a game to 1 point as what it is, a one-round game (LC-5)."""
    if kind in ("game_end", "points") and data.get("target") == 1:
        return kind + "_one"
    return kind


WORDS = Words({"en": EN}, _convert, choose)
