"""Every sentence of This is why you lose coins reads as a player's words: random games to
the end (every player count, with and without challenges) and refusals of a sample of
illegal moves, said to a player ("you") and plainly, leave no placeholder, seat number,
ruling id, repr or Python list behind."""

import math
import random
import re

import pytest

from pointyrules.coins import about
from pointyrules.coins.rules import CHALLENGE, LET_STAND, PASS, Coin, CoinsGame, Place
from pointyrules.coins.words import EN, WORDS
from pointyrules.words import PLAIN, Voice, placeholders

YOU = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))
VOICES = (YOU, PLAIN)
BAD = [re.compile(p) for p in (r"[{}]", r"seat \d", r"\[[A-Z]{2}-\d", r"\([A-Z]{2}-\d",
                               r"Card\(", r"Coin\(", r"Place\(", r"\[\d", r"\(s\)")]
ODD = ["x", (10, 0.0, 0.0), Coin(10, 60.0, 0.0), Place(7, 60.0, 0.0),
       Place(1, math.inf, 0.0), Place(1, 0.0, math.nan), Place("ten", 0.0, 0.0),
       Place(1, 999.0, 0.0), Place(500, -150.0, 100.0), Place(1, 0.0, 0.0), PASS, CHALLENGE,
       LET_STAND, Place(10, 12.25, -0.04)]


def assert_clean(text: str) -> None:
    assert text and text[0].isupper(), text
    for pattern in BAD:
        assert not pattern.search(text), (pattern.pattern, text)


def said(thing, seen: set) -> None:
    seen.add(thing.kind)
    for value in thing.data.values():  # the phrases a sentence holds
        if isinstance(value, dict) and "kind" in value:
            seen.add(value["kind"])
    for voice in VOICES:
        assert_clean(thing.sentence(voice))


def play_and_say(n: int, challenge: bool, seed: int, seen: set) -> None:
    rng = random.Random(seed)
    state = CoinsGame.new_game(n, seed=seed, challenge=challenge, target=3,
                               pool={k: 1 for k in (1, 5, 10, 50, 100, 500)})
    tried = list(ODD)
    while not state.is_over:
        legal = state.legal_actions()
        tried += rng.sample(legal, min(3, len(legal)))
        for action in rng.sample(tried, min(12, len(tried))):  # legal elsewhere, or odd
            err = state.refusal(action)
            if err is not None:
                said(err, seen)
        # pass now and then, so rounds end with the table full and with it sparse
        action = PASS if PASS in legal and rng.random() < 0.3 else rng.choice(legal)
        state.apply(action)
    for event in state.log:
        said(event, seen)
    for action in ODD:  # a finished game refuses everything
        said(state.refusal(action), seen)


def test_every_sentence_of_random_games_reads_as_words():
    seen: set = set()
    for n in (2, 3, 4):
        for challenge in ((False, True) if n >= 3 else (False,)):
            for seed in range(3):
                play_and_say(n, challenge, seed, seen)
    # every sentence of the catalogue was said at least once (the toolbar menus' words,
    # option_<name>[_<value>], are the table's: see test_the_menus_have_their_words)
    table = menu_words() | {"bot_human-like", "margin_kept"}  # the toolbar's, the hint's
    assert set(EN) - table - seen == set(), set(EN) - table - seen


def menu_words() -> set:
    """The words the table's toolbar says for the options with a menu (about.OPTIONS)."""
    def text(v):
        return {True: "yes", False: "no"}[v] if isinstance(v, bool) else str(v)
    return ({f"option_{o.name}" for o in about.OPTIONS if o.menu}
            | {f"option_{o.name}_{text(v)}" for o in about.OPTIONS for v in o.menu})


def test_the_menus_have_their_words():
    assert menu_words() <= set(EN)
    assert {k for k in EN if k.startswith("option_")} == menu_words()


@pytest.mark.parametrize("kind", sorted(EN))
def test_each_template_names_only_what_its_data_holds(kind):
    # no ruling ids or seat numbers written into a template itself
    assert not re.search(r"[A-Z]{2}-\d|seat \d|\(s\)", EN[kind]), EN[kind]
    assert placeholders(EN[kind]) <= {"round", "opening", "opener", "coin", "player",
                                      "margin", "verdict", "winner", "cost", "target",
                                      "kinds", "yen", "left", "width", "height", "touching"}


def test_a_coin_is_named_by_where_it_lies():
    def place(coin):
        return WORDS.say("place", {"player": 1, "coin": coin}, YOU)

    assert place([10, 0.0, 0.0]) == "Ben places a 10 yen coin in the centre"
    assert place([10, -0.04, 0.04]) == "Ben places a 10 yen coin in the centre"
    assert place([1, 30.0, 0.0]) == "Ben places a 1 yen coin 30 mm right of the centre"
    assert place([1, 0.0, -12.34]) == "Ben places a 1 yen coin 12.3 mm below the centre"
    assert place([5, -18.0, 34.0]) == (
        "Ben places a 5 yen coin 18 mm left of and 34 mm above the centre")
