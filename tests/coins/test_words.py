"""Every sentence of This is why you lose coins reads as a player's words: random games to
the end (every player count, with and without challenges) and refusals of a sample of
illegal moves, said to a player ("you") and plainly, leave no placeholder, seat number,
ruling id, repr or Python list behind; and every kind of the catalogue is said, by the
engine or by the table (drawn at random positions, with hints and refusals)."""

import math
import random
import re

import pytest

from pointyrules.coins import about
from pointyrules.coins.render import coin_disc_svg
from pointyrules.coins.rules import CHALLENGE, LET_STAND, PASS, Coin, CoinsGame, Place
from pointyrules.coins.words import EN, WORDS
from pointyrules.core import Event
from pointyrules.table import Table
from pointyrules.words import PLAIN, PSEUDO, Voice, placeholders

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


def said(thing) -> None:
    for voice in VOICES:
        assert_clean(thing.sentence(voice))


def play_and_say(n: int, challenge: bool, seed: int) -> None:
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
                said(err)
        # pass now and then, so rounds end with the table full and with it sparse
        action = PASS if PASS in legal and rng.random() < 0.3 else rng.choice(legal)
        state.apply(action)
    for event in state.log:
        said(event)
    for action in ODD:  # a finished game refuses everything
        said(state.refusal(action))


def test_every_sentence_of_random_games_reads_as_words():
    for n in (2, 3, 4):
        for challenge in ((False, True) if n >= 3 else (False,)):
            for seed in range(3):
                play_and_say(n, challenge, seed)


def record(monkeypatch, words, seen: set) -> None:
    """Note every kind ``words`` says (a sentence, a phrase inside one, a word)."""
    template = words.template

    def noted(kind, lang):
        seen.add(kind)
        return template(kind, lang)
    monkeypatch.setattr(words, "template", noted)


def play_at_the_table(seed: int, players: int, lang: str = "en"):
    """A table at random positions: your moves at random (a challenge now and then, a
    coin chosen, a click without a spot, a broken link's move), hints; each drawn."""
    r = random.Random(seed)
    t = Table("coins", chance=random.Random(seed), thinking=random.Random(seed),
              budget_ms=None, lang=lang)
    t.handle({"op": "new", "players": players, "challenge": "yes" if players > 2 else "no",
              "target": 3})
    for _ in range(60):
        yield t.html()
        if t.state.is_over:
            return
        if t.pending:
            t.handle({"op": "step"})
            continue
        if r.random() < 0.15:
            t.handle({"op": "hint"})
            yield t.html()
        for odd in ("place", "place 5 x y", "coin 7", f"coin {r.choice([1, 5, 10, 500])}"):
            if r.random() < 0.1:
                t.handle({"op": "act", "key": odd})
                yield t.html()
        legal = t._legal()
        action = CHALLENGE if CHALLENGE in legal and r.random() < 0.5 else r.choice(legal)
        if type(action) is Place and r.random() < 0.5:  # a click on the table
            t.handle({"op": "act", "key": f"coin {action.kind}"})
            t.handle({"op": "act", "key": "place", "point": [action.x, -action.y]})
        else:
            t.handle({"op": "act", "key": t.key(action)})


def test_every_kind_of_the_catalogue_is_said(monkeypatch):
    seen: set = set()
    record(monkeypatch, WORDS, seen)
    for lang in ("en", PSEUDO):  # the table's words, the game's first
        record(monkeypatch, Table("coins", lang=lang)._words(), seen)
    for n in (2, 3, 4):
        for challenge in ((False, True) if n >= 3 else (False,)):
            play_and_say(n, challenge, 0)
    for seed in range(4):
        for players in (2, 3):
            for html in play_at_the_table(seed, players):
                assert "{" not in html.split("</style>")[-1], html
    # what random play rarely shows: a margin of exactly 0 (the card only touches a
    # coin: LC-2), one too small to show to 0.1 mm, and the printables' coin discs
    for m in (0.0, 0.03, -0.03):
        end = Event("round_end", {"winner": 1, "margin": m, "center": [0.0, 0.0],
                                  "angle": 0.0, "verdict": {"kind": "card_misses"},
                                  "cost": {"kind": "no_cost"}}, "pointyrules.coins")
        said(end)
    coin_disc_svg(500, YOU)
    s = CoinsGame.new_game(2, pool={10: 1, 1: 2, 5: 1})
    s.apply(Place(5, 60.0, 0.0))
    assert s.refusal(Place(5, -60.0, 0.0)).sentence(YOU) == (
        "No 5 yen coin is left in the pool, which holds 2 coins of 1 yen")
    t = Table("coins")
    t.state.rounds[-1:] = [{"round": 1, "winner": 1, "passer": 0, "placer": 1,
                            "challenge": False, "margin": 0.0, "center": [0.0, 0.0],
                            "angle": 0.0, "table": [[10, 0.0, 0.0]]}]
    assert "only touched" in t.board_html()
    assert set(EN) - seen == set(), set(EN) - seen


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
                                      "kinds", "yen", "left", "width", "height", "touching",
                                      "where", "offsets", "mm", "n", "points", "passer",
                                      "how", "got", "coins", "ghost", "card", "yens",
                                      "across"}


def test_a_coin_is_named_by_where_it_lies():
    def place(coin):
        return WORDS.say("place", {"player": 1, "coin": coin}, YOU)

    assert place([10, 0.0, 0.0]) == "Ben places a 10 yen coin in the centre"
    assert place([10, -0.04, 0.04]) == "Ben places a 10 yen coin in the centre"
    assert place([1, 30.0, 0.0]) == "Ben places a 1 yen coin 30 mm right of the centre"
    assert place([1, 0.0, -12.34]) == "Ben places a 1 yen coin 12.3 mm below the centre"
    assert place([5, -18.0, 34.0]) == (
        "Ben places a 5 yen coin 18 mm left of and 34 mm above the centre")


def test_a_round_end_says_why_it_ended_and_who_scored():
    """LC-2, LC-5: the card can hide part of every coin (the last placer scores) or not
    (the one who ended the round scores), with the margin to 0.1 mm."""
    def end(margin, cost=None):
        data = {"winner": 1, "margin": margin, "center": [0.0, 0.0], "angle": 0.0,
                "verdict": {"kind": "card_fits" if margin > 0 else "card_misses"},
                "cost": cost or {"kind": "no_cost"}}
        return WORDS.say("round_end", data, YOU)

    assert end(1.2345) == ("Round over: the card can still hide part of every coin, with "
                           "1.2 mm to spare, so Ben, who placed the last coin, scores")
    assert end(-5.6049) == ("Round over: no card can hide part of every coin (the best "
                            "misses one by 5.6 mm), so Ben, who ended the round, scores")
    assert end(0.0) == ("Round over: no card can hide part of every coin (the best only "
                        "touches one's edge), so Ben, who ended the round, scores")
    assert "with less than 0.1 mm to spare" in end(0.03)
    assert "misses one by less than 0.1 mm" in end(-0.03)
    assert end(2.0, {"kind": "challenge_cost", "player": 0}).endswith(
        "scores, and you lose a point for the failed challenge")


def test_the_table_says_why_the_last_round_ended():
    t = Table("coins", chance=random.Random(0), thinking=random.Random(0))
    t.handle({"op": "act", "key": "pass"})  # the setup coin alone: the card hides part of it
    caption = re.search(r'<p class="pr-caption">(Round 1 [^<]*)</p>', t.board_html())[1]
    assert caption == ("Round 1 ended when you passed: the card could still hide part of "
                       "every coin, with 11.8 mm to spare, so Ben, who placed the last coin, "
                       "scored.")
    assert "best card: margin 11.8 mm" in t.board_html()  # the picture, to 0.1 mm too
