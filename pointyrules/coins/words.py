"""This is why you lose coins in words: every history line and refusal the engine
records, said from its data (``pointyrules.words``).

A coin is data as ``[kind, x, y]`` (yen, and its centre in mm from the centre of the
table, y up); a sentence names it by its kind and where it lies ("the 10 yen coin in
the centre", "a 1 yen coin 30 mm right of the centre").
"""

from __future__ import annotations

from typing import Any

from .. import fmt
from ..words import Listing, Voice, Words

EN = {
    # events (CoinsGame._record)
    "round": "round {round}: {opening}",
    "opener_places": "{opener} {opener:place|places} the first coin",
    "setup_coin": "the table starts with {coin}",
    "announce": "{player} will place {coin} unless someone challenges first",
    "place": "{player} {player:place|places} {coin}",
    "pass": "{player} {player:pass|passes}",
    "challenge": "{player} {player:challenge|challenges}",
    "empty": "the pool is empty: {player} must pass",
    "round_end": "margin {margin} mm: {verdict}; {winner} {winner:score|scores}{cost}",
    "game_end": "{winner} {winner:win|wins} with {target:point|points}",
    # the verdict of a round and what a failed challenge costs (phrases)
    "card_fits": "the card can still overlap every coin",
    "card_misses": "no card can overlap every coin",
    "challenge_cost": ", and {player} {player:lose|loses} a point for the failed challenge",
    "no_cost": "",
    # refusals (CoinsGame._check)
    "nothing_to_challenge": "there is nothing to challenge: a challenge comes only after "
                            "the mover announces a placement",
    "not_a_placement": "that is not a coin placement: a placement takes a coin ({kinds:or} "
                       "yen) and a spot x, y in mm",
    "no_such_coin": "there is no {yen} yen coin: the coins are {kinds} yen",
    "position_not_finite": "a coin's spot must be a finite number of mm",
    "none_left": "no {yen} yen coin is left in the pool, which holds {left}",
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
    "margin_kept": "margin the card keeps, in mm (the bot wants it small, but above 0)",
}

NUMBER_WORDS = ("no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten")


def _mm(value: float) -> str:
    """A distance for people: to 0.1 mm, a whole number without its ".0"."""
    text = fmt.decimal(value, 1)
    return text[:-2] if text.endswith(".0") else text


def where(x: float, y: float) -> str:
    """Where a centre lies: "in the centre", "30 mm right of the centre", "18 mm left of
    and 34 mm above the centre" (the table's y runs up, as the picture shows it)."""
    parts = []
    if _mm(x) != "0":
        parts.append(f"{_mm(abs(x))} mm {'right' if x > 0 else 'left'} of")
    if _mm(y) != "0":
        parts.append(f"{_mm(abs(y))} mm {'above' if y > 0 else 'below'}")
    return " and ".join(parts) + " the centre" if parts else "in the centre"


def coin_words(coin: list, article: str = "a") -> str:
    """A coin ``[kind, x, y]``: "a 1 yen coin 30 mm right of the centre"."""
    kind, x, y = coin
    return f"{article} {kind} yen coin {where(x, y)}"


def coins_left(kind: int, n: int) -> str:
    """``n`` coins of one kind: "a 1 yen coin", "two 500 yen coins", "12 coins of 5 yen"."""
    if n < len(NUMBER_WORDS):
        return f"{NUMBER_WORDS[n]} {kind} yen coin{'' if n == 1 else 's'}"
    return f"{n} coins of {kind} yen"


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name == "coin":
        return coin_words(value)
    if name == "touching":
        return coin_words(value, "the")
    if name == "margin":
        return fmt.decimal(value)
    if name in ("width", "height"):
        return fmt.approx(value)
    if name == "left":
        return Listing([coins_left(k, n) for k, n in value], voice)
    return None


WORDS = Words({"en": EN}, _convert)
