"""Every sentence of This is why you lose coins reads as a player's words: random games to
the end (every player count, with and without challenges) and refusals of a sample of
illegal moves, said to a player ("you") and plainly, leave no placeholder, seat number,
ruling id, repr or Python list behind; and every kind of the catalogue is said, by the
engine or by the table (drawn at random positions, with hints and refusals)."""

import copy
import math
import random
import re
from fractions import Fraction
from html import unescape

import pytest

from pointyrules import fmt, words
from pointyrules.coins import about
from pointyrules.coins.render import HINT, _coin, coin_disc_svg
from pointyrules.coins.rules import (
    CHALLENGE,
    DIAMETERS,
    LET_STAND,
    PASS,
    Coin,
    CoinsGame,
    Phase,
    Place,
)
from pointyrules.coins.words import EN, JA, WORDS
from pointyrules.coins.words import where as words_where
from pointyrules.core import Event
from pointyrules.table import Table
from pointyrules.words import FIELDS, GRAMMAR, PLAIN, PSEUDO, Voice, placeholders

from ..helpers import table_walk
from ..test_pseudo import _Read

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
    t = Table("coins", chance=random.Random(seed), thinking=random.Random(seed),
              budget_ms=None, lang=lang)
    t.handle({"op": "new", "players": players, "challenge": "yes" if players > 2 else "no",
              "target": 3})

    def move(t, r):
        legal = t._legal()
        action = CHALLENGE if CHALLENGE in legal and r.random() < 0.5 else r.choice(legal)
        if type(action) is Place and r.random() < 0.5:  # a click on the table
            t.handle({"op": "act", "key": f"coin {action.kind}"})
            t.handle({"op": "act", "key": "place", "point": [action.x, -action.y]})
        else:
            t.handle({"op": "act", "key": t.key(action)})

    r = random.Random(seed)
    odd = ("place", "place 5 x y", "coin 7", f"coin {r.choice([1, 5, 10, 500])}")
    yield from table_walk(t, r, steps=60, hint=0.15, odd=odd, move=move)


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
        "No 5 yen coin is left; the pool holds 2 coins of 1 yen")
    t = Table("coins")
    t.state.rounds[-1:] = [{"round": 1, "winner": 1, "passer": 0, "placer": 1,
                            "challenge": False, "lost": False, "margin": 0.0, "center": [0.0, 0.0],
                            "angle": 0.0, "table": [[10, 0.0, 0.0]]}]
    assert "only touched" in t.board_html()
    one = Table("coins", chance=random.Random(0), thinking=random.Random(0))  # to 1 point
    one.handle({"op": "act", "key": "pass"})
    assert "Ben wins the one-round game" in one.board_html()
    assert "(one round decides the game)" in one.board_html()
    # a failed challenge by a player with a point (LC-6), which the sharp bots never make
    s = CoinsGame.new_game(3, seed=0, challenge=True, target=3)
    s.apply(Place(500, 135.0, 0.0))
    s.apply(CHALLENGE)  # Ben challenges a coverable table: Cai, the opener, scores
    s.apply(Place(1, 0.0, 0.0))  # Cai opens round 2
    s.apply(Place(1, 30.0, 0.0))
    while s.phase == Phase.CHALLENGE:
        s.apply(LET_STAND)
    s.apply(Place(5, -30.0, 0.0))
    s.apply(CHALLENGE)  # Cai challenges a coverable table and loses the point
    assert s.points == [1, 0, 0]
    t = Table("coins")
    t.state = s
    assert "Round 2 ended when Cai challenged and lost a point: the card could" in t.board_html()
    # settings the engine refuses are said in the game's words, not the engine's
    reply = Table("coins").handle({"op": "new", "players": 2, "challenge": "yes"})
    assert reply["error"] == ("Challenges need 3 or more players: choose more players, or "
                              "turn challenges off")
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
                                      "across", "mover", "first", "second", "hinted"}


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

    assert end(1.2345) == ("Round over: the card can still hide part of every coin ("
                           "1.2 mm to spare), so Ben, who placed the last coin, scores")
    assert end(-5.6049) == ("Round over: no card can hide part of every coin (the best "
                            "misses a coin by 5.6 mm), so Ben, who ended the round, scores")
    assert end(0.0) == ("Round over: no card can hide part of every coin (the best only "
                        "touches a coin's edge), so Ben, who ended the round, scores")
    assert "(less than 0.1 mm to spare)" in end(0.03)
    assert "misses a coin by less than 0.1 mm" in end(-0.03)
    assert end(2.0, {"kind": "challenge_cost", "player": 0}).endswith(
        "scores; your failed challenge costs a point")


def test_the_table_says_why_the_last_round_ended():
    t = Table("coins", chance=random.Random(0), thinking=random.Random(0))
    t.handle({"op": "act", "key": "pass"})  # the setup coin alone: the card hides part of it
    caption = unescape(re.search(r'<p class="pr-caption">(Round 1 [^<]*)</p>',
                                 t.board_html())[1])
    assert caption == ("Round 1 ended when you passed: the card could still hide part of "
                       "every coin (11.8 mm to spare), so Ben scored: the setup coin "
                       "counts as Ben's placement.")
    assert "best card: margin 11.8 mm" in t.board_html()  # the picture, to 0.1 mm too


def test_round_one_says_who_opened_it_and_why_the_points_went_there():
    """LC-4, LC-5: round 1's setup coin counts as placed by the seat before the first
    mover; the history says so from the start, and a round that ends before anyone
    places a coin says that this is why the opener scores. Later rounds say who opens
    them and why (the last round's winner)."""
    t = Table("coins", chance=random.Random(0), thinking=random.Random(0))
    t.handle({"op": "new", "players": 3, "target": 3})

    def history():
        return [t.history_line(e) for e in t.state.log]
    assert history() == ["Round 1: the table starts with a 10 yen coin in the centre, which "
                         "counts as Cai's placement; you move first"]
    t.handle({"op": "act", "key": "pass"})
    assert history()[1:4] == [
        "You pass", "Round over: the card can still hide part of every coin (11.8 mm to "
        "spare), so Cai scores: the setup coin counts as Cai's placement",
        "Round 2: Cai won the last round, so Cai places the first coin"]
    assert history()[0].endswith("counts as Cai's placement; you move first")  # still so
    # a round 1 with a placement: its last placer scores, as every later round says it
    two = Table("coins", chance=random.Random(0), thinking=random.Random(0))
    two.handle({"op": "new", "players": 2, "target": 3})
    two.handle({"op": "act", "key": "place 1 60.0 0.0"})
    two.handle({"op": "step"})
    while not any(e.kind == "round_end" for e in two.state.log):
        two.handle({"op": "act", "key": "pass"} if two.state.current_player == 0
                   else {"op": "step"})
    end = next(e for e in two.state.log if e.kind == "round_end")
    assert "who placed the last coin" in two.history_line(end) or \
        "who ended the round" in two.history_line(end)
    assert "setup coin" not in two.history_line(end)
    # the engine records the opener and the first mover, so the event alone says it all
    assert t.state.log[0].sentence(YOU) == history()[0]
    assert t.state.log[0].data["opening"] == {"kind": "setup_coin", "coin": [10, 0.0, 0.0],
                                              "opener": 2, "mover": 0}
    assert [e.data["setup"] for e in t.state.log if e.kind == "round_end"] == [True]


def test_an_announced_coin_that_nobody_challenges_lands_in_one_short_line():
    t = Table("coins", chance=random.Random(0), thinking=random.Random(0))
    t.handle({"op": "new", "players": 3, "challenge": "yes", "target": 3})
    t.handle({"op": "act", "key": "place 1 60.0 0.0"})
    while t.pending and t.state.log[-1].kind != "lands":
        t.handle({"op": "step"})
    lines = [t.history_line(e) for e in t.state.log]
    assert lines[1:3] == ["You will place a 1 yen coin 60 mm right of the centre unless "
                          "someone challenges first",
                          "Nobody challenged, so your announced coin lands"]


def hints(seed: int, players: int):
    """A table at random positions, asked for a hint at each of your turns: the table,
    its hint's text and the hinted move."""
    r = random.Random(seed)
    t = Table("coins", chance=random.Random(seed), thinking=random.Random(seed),
              budget_ms=None)
    t.handle({"op": "new", "players": players, "challenge": "yes" if players > 2 else "no",
              "target": 3})
    for _ in range(40):
        if t.state.is_over:
            return
        if t.pending:
            t.handle({"op": "step"})
            continue
        board = t.handle({"op": "hint"})["board"]
        text = re.search(r'<p class="pr-hint-text">(.*?)</p>', board)[1]
        yield t, board, unescape(re.sub(r"<[^>]+>", "", text)), t.hinted
        legal = t._legal()
        t.handle({"op": "act", "key": t.key(r.choice(legal))})


def test_a_hint_is_short_and_its_coin_is_the_one_drawn_and_clicked():
    """A hint stays under 160 characters, with the values that matter (the margin its
    move leaves, and the next best move's); a placement's coin is drawn dashed where it
    goes, in the hint's colour, and the sentence names that coin, says it is dashed and
    where it lies; a click on the dashed coin places that very coin there."""
    placements = 0
    for seed in range(3):
        for players in (2, 3):
            for t, board, text, hinted in hints(seed, players):
                assert len(text) < 160, text
                assert "Margin in mm, exact: " in text or "; " not in text, text
                if type(hinted) is not Place:
                    assert 'stroke-dasharray="2.5,1.5"' not in board
                    continue
                placements += 1
                r = DIAMETERS[hinted.kind] / 2
                drawn = (_coin(hinted.kind, hinted.x, hinted.y, r, 0.45, "#2e6b3f")
                         + f'<circle cx="{hinted.x:.2f}" cy="{hinted.y:.2f}" '
                           f'r="{r + 0.6:.2f}" fill="none" stroke="{HINT}" ')
                assert drawn in board and board.count("stroke-dasharray") == 1
                where = WORDS.phrase(words_where(hinted.x, hinted.y), YOU)
                assert f"suggests: the dashed {hinted.kind} yen coin, {where} " in text, text
                place = next(c for c in t.controls() if c.key == "place")
                assert place.label == (f"place the {t.kind} yen coin where you click on the "
                                       f"table, or click the dashed {hinted.kind} yen coin to "
                                       "place it")
                if placements <= 3:  # a click on the dashed coin places that very coin
                    clicked = copy.deepcopy(t)
                    near = [hinted.x + r * 0.9, -hinted.y]  # the picture's y runs down
                    assert clicked.handle({"op": "act", "key": "place",
                                           "point": near})["error"] is None
                    done = [e for e in clicked.state.log if e.kind in ("place", "announce")]
                    assert done[-1].data == {"player": 0, "coin": list(hinted)}
                assert f"; the hint's {hinted.kind} yen coin, dashed" in unescape(board)
    assert placements >= 3


def test_the_japanese_words_have_every_kind_with_its_data():
    """Issue 33: the Japanese catalogue says every kind the English one says, in the
    same order, from the same data, without English grammar (a verb's "-s", a plural)
    and without an English word (the unit "mm" and the co-ordinates x, y aside)."""
    assert list(JA) == list(EN)
    for kind, template in JA.items():
        assert placeholders(template) == placeholders(EN[kind]), kind
        for text, field, spec, _ in FIELDS.parse(template):
            assert not (field and spec and any(g in spec for g in GRAMMAR)), (kind, spec)
            assert not re.findall(r"[A-Za-z]{2,}", text.replace("mm", "")), (kind, text)
    assert WORDS.catalogues["ja"] == JA


def test_a_japanese_table_says_round_one_from_its_data():
    """Issue 33: a table in Japanese says round 1 (LC-4: the setup coin in the centre,
    the opener's) and its end after your pass (LC-5: the card hides part of the lone
    coin, so the opener scores): the margin is the coin's radius (LC-1, LC-2: the card
    covers its centre), said to 0.1 mm; the names are the Japanese ones."""
    t = Table("coins", chance=random.Random(0), thinking=random.Random(0), lang="ja")
    t.handle({"op": "new", "players": 3, "target": 3})
    t.handle({"op": "act", "key": "pass"})
    names = words.NAMES_BY_LANG["ja"]
    opening = t.state.log[0].data["opening"]
    yen, x, y = opening["coin"]
    opener = names[opening["opener"]]
    assert (x, y) == (0.0, 0.0) and opening["mover"] == 0
    end = next(e for e in t.state.log if e.kind == "round_end")
    radius = Fraction(str(DIAMETERS[yen])) / 2
    assert end.data["winner"] == opening["opener"]
    assert abs(Fraction(end.data["margin"]) - radius) < Fraction(1, 10**6)
    assert [t.history_line(e) for e in t.state.log[:3]] == [
        f"第1ラウンド：場には中央の{yen}円玉があり、これは{opener}が置いたことにします。"
        "あなたの手番から始まります",
        "あなたがパスしました",
        "ラウンド終了：まだすべてのコインに少しでもかかるようにカードを置けます（余裕"
        f"{fmt.decimal(radius, 1)}mm）。最初のコインは{opener}が置いたことにするので、"
        f"{opener}が1点を得ました"]
    # a coin off the centre, said from its co-ordinates; a margin under 0.1 mm (LC-2)
    ja = Voice("ja", you=0)
    for yen, x, y in ((5, -18.0, 34.0), (1, 30.0, 0.0), (500, 0.0, -12.34)):
        said = [f"{'右' if x > 0 else '左'}{fmt.decimal(abs(x), 1).removesuffix('.0')}mm"] \
            if x else []
        said += [f"{'上' if y > 0 else '下'}{fmt.decimal(abs(y), 1).removesuffix('.0')}mm"] \
            if y else []
        assert WORDS.say("place", {"player": 1, "coin": [yen, x, y]}, ja) == (
            f"{names[1]}が中央から{'、'.join(said)}の{yen}円玉を置きました")
    assert "（余裕0.1mm未満）" in WORDS.say("round_end", {
        "winner": 1, "margin": 0.03, "verdict": {"kind": "card_fits"},
        "cost": {"kind": "no_cost"}}, ja)


def test_a_japanese_table_shows_no_english_word():
    """Issue 33: a table in Japanese, played with challenges, hints and refusals, shows
    no English word (the unit "mm" and a broken link's own text aside)."""
    for html in play_at_the_table(1, 3, lang="ja"):
        reader = _Read()
        reader.feed(html)
        reader.close()
        text = re.sub(r"'place 5 x y'|mm", " ", " ".join(reader.parts))
        assert not re.findall(r"[A-Za-z]{2,}", text), text
