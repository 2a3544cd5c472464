"""Pointy Hats in words (issue 30): every event and refusal of whole random matches is
said in the player's terms, at a table and in plain English: names, not seat numbers;
no ruling ids, reprs, Python lists or leftover placeholders. The table and the pictures
say every word they show through the same catalogue."""

from __future__ import annotations

import json
import random
import re

import pytest

from pointyrules.core import IllegalAction
from pointyrules.pointy_hats import render
from pointyrules.pointy_hats.rules import DECK, Card, PointyHats, resolve_trick
from pointyrules.pointy_hats.words import EN, MADE, SHOWN, WORDS
from pointyrules.table import Table
from pointyrules.words import PLAIN, PSEUDO, Voice, Words, placeholders

from ..helpers import deal, examples, play, table_walk
from ..test_pseudo import unmarked_words

AT_TABLE = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))
VOICES = (AT_TABLE, PLAIN)
BAD = [re.compile(p) for p in (r"[{}]", r"[Ss]eat \d", r"\[[A-Z]{2}-\d", r"\([A-Z]{2}-\d",
                                 r"Card\(", r"\[\d", r"\(s\)")]


def assert_plain(sentence: str, capital: bool = True) -> None:
    """``sentence`` is plain words (``capital``: it starts as a sentence, not lower case)."""
    assert sentence and not (capital and sentence[0].islower()), sentence
    for bad in BAD:
        assert not bad.search(sentence), (bad.pattern, sentence)


def illegal_samples(state: PointyHats) -> list[object]:
    """Moves that are legal somewhere but not here, and things that are not moves."""
    legal = set(state.legal_actions())
    return [c for c in DECK if c not in legal][:3] + [
        "x", "5S", ("S", 5), None, 42, Card("X", 4), Card("S", 9)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_matches_are_said_in_the_players_terms(players):
    for game in range(examples(6)):
        rng = random.Random(players * 100 + game)
        state = PointyHats.new_game(players, seed=rng.randrange(10**6),
                                    target_wins=rng.choice((1, 2, 3)))
        kinds = set()
        while not state.is_over:
            for action in illegal_samples(state)[:4 if len(state.log) % 3 else 10]:
                err = state.refusal(action)
                assert isinstance(err, IllegalAction), action
                for voice in VOICES:
                    assert_plain(err.sentence(voice))
            state.apply(rng.choice(state.legal_actions()))
        err = state.refusal(DECK[0])  # the match is over
        for voice in VOICES:
            assert_plain(err.sentence(voice))
        for e in state.log:
            kinds.add(e.kind)
            json.dumps(e.to_json())  # the data is JSON
            for voice in VOICES:
                assert_plain(e.sentence(voice))
        assert {"deal", "play", "trick", "reveal", "round", "match"} <= kinds
        # the reasons a table shows under the last trick, said the same way
        for *_, result in state.trick_history:
            assert_plain(WORDS.phrase(result.rule, AT_TABLE), capital=False)
        # the history survives a JSON round trip and says the same
        again = PointyHats.from_json(state.to_json())
        assert [str(e) for e in again.log] == [str(e) for e in state.log]


def test_every_tie_break_and_invert_tie_is_said():
    """Every kind, from explicit deals: the invert card with and without a tie, a round
    tie broken by the 5th card or by the 4th (the 5th being the invert card), alone or
    shared."""
    logs = [play(deal("5S 3H 4D", "5H 3S 4C", indicators="XHSDC"),
                 "5S", "5H", "3H", "4C", "4D", "3S").log,
            play(deal("5S 3H 3D", "3S 5H 3C", "4S 4H 5D", indicators="SHDCX"),
                 "5S", "4S", "3S", "3H", "4H", "5H", "3D", "5D", "3C").log,
            play(deal("5S 4S 3S", "5H 4H 3H", indicators="XSHDC"),
                 "4S", "5H", "5S", "4H", "3S", "3H").log]
    hands = ("5S 3H 3D", "5H 4C 3C", "4S 5D 4D")
    moves = ("3D", "4D", "3C", "3H", "5D", "5H", "5S", "4S", "4C")
    for indicators in ("SHDXC", "SHDCX", "SCDXH"):
        logs.append(play(deal(*hands, indicators=indicators), *moves).log)
    events = [e for log in logs for e in log]
    kinds = {e.kind for e in events} | {e.data["rule"]["kind"] for e in events
                                        if isinstance(e.data.get("rule"), dict)}
    reasons = {k for k in EN if k.startswith(("only_", "tie_", "most_"))} - MADE
    assert {"reveal_invert_tie", "reveal_tie_break", *reasons} <= kinds, reasons - kinds
    for e in events:
        for voice in VOICES:
            assert_plain(e.sentence(voice))


def test_the_catalogue_names_only_data_the_engine_records():
    """Each template's placeholders are names the engine's data uses (a typo would fail
    only when that sentence is first said); the table's and the pictures' kinds (SHOWN)
    are said by drawing them (below)."""
    names = {"round", "dealer", "indicator", "seat", "card", "winner", "trick", "rule",
             "position", "winners", "target", "cards", "order", "tricks", "seats", "colour",
             "value",  # (a card's name: its value and colour)
             "beaten",  # (the tie order, said from the data: "clubs beat spades")
             "now"}  # (a move that is no card: what the player to move does now)
    for kind, template in EN.items():
        assert kind in SHOWN or placeholders(template) <= names, kind


def table_games(lang: str, seeds: range):
    """The HTML of tables in ``lang`` at every step of whole matches against random bots
    (two to four players, a hint now and then)."""
    for seed in seeds:
        t = Table("pointy_hats", chance=random.Random(seed), thinking=random.Random(seed),
                  lang=lang)
        t.handle({"op": "new", "players": 2 + seed % 3, "level": "random",
                  "target_wins": 3 if seed % 2 else 1})
        yield from table_walk(t, random.Random(seed))


def pictures(voice: Voice) -> list[str]:
    """Every picture render.py draws, in ``voice``."""
    plays = [(0, Card("S", 5)), (2, Card("D", 5)), (1, Card("C", 4))]
    return [render.card_svg(DECK[0], voice=voice), render.indicator_svg("X", voice),
            render.indicator_svg("S", voice),
            render.row_svg([("indicator", "X"), ("card", DECK[4]), ("back", None)],
                           voice=voice),
            render.row_svg([], voice=voice),
            render.rows_svg([[("card", c) for c in DECK[:3]], [("back", None)]],
                            ["Ben", "Cai"], voice=voice),
            render.rows_svg([], voice=voice),
            render.trick_svg(plays, "H", 2, voice=voice), render.tie_cycle_svg(voice=voice)]


def test_the_table_and_the_pictures_say_every_word_of_theirs(monkeypatch):
    """In the pseudo-language (every word of the catalogue marked ⟦…⟧) the table and the
    pictures show no word outside the marks, and between them say every kind of SHOWN."""
    said = set()
    template = Words.template

    def noted(self, kind, lang):
        said.add(kind)
        return template(self, kind, lang)
    monkeypatch.setattr(Words, "template", noted)
    qps = Voice(PSEUDO, you=0, names=("you", "Ben", "Cai", "Dee"))
    for html in [*table_games(PSEUDO, range(examples(4))), *pictures(qps)]:
        assert not unmarked_words(html), unmarked_words(html)
    assert SHOWN <= said, sorted(SHOWN - said)


def test_the_pictures_say_plain_english_by_default():
    """The printables and the book draw the pictures without a voice: plain English."""
    card, invert, spades, row, empty, rows, _, trick, cycle = pictures(PLAIN)
    assert pictures(PLAIN) == pictures(Voice())
    assert 'aria-label="5 of spades"' in render.card_svg(Card("S", 5))
    assert 'aria-label="indicator card: invert"' in invert and ">low wins<" in invert
    assert 'aria-label="indicator invert, 4 of hearts, face-down card"' in row
    assert 'aria-label="no cards"' in empty
    assert 'aria-label="Ben: 3 of spades, 4 of spades, 5 of spades; Cai: face-down card"' \
        in rows
    assert 'aria-label="indicator hearts, 5 of spades, 5 of diamonds, 4 of clubs"' in trick
    assert ">indicator<" in trick and ">seat 2<" in trick
    assert ("tie cycle: spades beat hearts, hearts beat diamonds, diamonds beat clubs, "
            "clubs beat spades; the indicated colour starts the order") in cycle


def test_the_table_speaks_to_you():
    """The table's captions and buttons in English: the indicator of the trick in bold,
    whose turn comes when, your cards as buttons that name them."""
    t = Table("pointy_hats", chance=random.Random(3), thinking=random.Random(3))
    t.handle({"op": "new", "players": 3, "level": "random"})
    html = t.html()
    assert "Indicator cards turned up; the one for this trick is <b>" in html
    assert re.search(r"Round 1: the play order is (you|Ben|Cai)( → (you|Ben|Cai)){2}\.", html)
    assert "<th>tricks this round</th><th>rounds won</th>" in html
    assert 'aria-label="3 cards face down"' in html
    labels = [c.label for c in t.controls() if c.key[0].isdigit()]
    assert labels and all(re.fullmatch(r"play [345] of (spades|hearts|diamonds|clubs)", x)
                          for x in labels), labels
    assert '<option value="play" selected>Play</option>' in html  # the mode, not an event


# --- the review of the table's English (issue 30): ties, round ties, the match's end ---

def test_a_tie_is_said_in_words_which_colour_beats_which():
    """PH-2, PH-3: the tie order is said as which tied colour beats which under the
    indicator (no "♦ > ♣ > ♠ > ♥" to decode), the winner's colour first."""
    three = resolve_trick([(0, Card("C", 5)), (1, Card("S", 5)), (2, Card("H", 5))], "D")
    assert three.winner == 0
    assert WORDS.phrase(three.rule, AT_TABLE) == (
        "5♣, 5♠ and 5♥ tie for highest; under the diamonds indicator, clubs beat spades and "
        "hearts")
    # the indicated colour itself among the tied cards: it comes first
    two = resolve_trick([(0, Card("S", 4)), (1, Card("H", 4))], "H")
    assert WORDS.phrase(two.rule, AT_TABLE) == (
        "4♠ and 4♥ tie for highest; under the hearts indicator, hearts beat spades")
    low = resolve_trick([(0, Card("D", 3)), (1, Card("C", 3))], "X", "C")
    assert WORDS.phrase(low.rule, AT_TABLE) == (
        "3♦ and 3♣ tie for lowest; the next indicator card, clubs, breaks the tie: clubs beat "
        "diamonds")
    assert WORDS.phrase(resolve_trick([(0, Card("D", 3)), (1, Card("C", 4))], "X").rule,
                        AT_TABLE) == "3♦ is the lowest card, and under the invert card the " \
                                     "lowest wins"


def test_round_tie_lines_are_short():
    """PH-5: a round tie says who tied, the colour that decides and which indicator it
    is, within 125 characters even with three seats tied and the win shared."""
    hands = ("5S 3H 3D", "5H 4C 3C", "4S 5D 4D")
    moves = ("3D", "4D", "3C", "3H", "5D", "5H", "5S", "4S", "4C")
    lines = {}
    for indicators in ("SHCXD", "SHDXC", "SHCDX", "SCDHX"):
        s = play(deal(*hands, indicators=indicators), *moves)
        round_line = next(e for e in s.log if e.kind == "round")
        lines[round_line.data["rule"]["kind"]] = round_line.sentence(AT_TABLE)
    assert lines == {
        "tie_most": "Round 1 goes to Cai: you, Ben and Cai tied on 1 trick; most diamonds won "
                    "(5th indicator) decides",
        "tie_most_shared": "Round 1 goes to you and Cai: you, Ben and Cai tied on 1 trick; "
                           "most clubs won (5th indicator) still ties",
        "tie_fewest": "Round 1 goes to you: you, Ben and Cai tied on 1 trick; fewest diamonds "
                      "won (4th indicator; 5th is invert) decides",
        "tie_fewest_shared": "Round 1 goes to you and Cai: you, Ben and Cai tied on 1 trick; "
                             "fewest hearts won (4th indicator; 5th is invert) still ties"}
    for kind, line in lines.items():
        assert len(line) <= 125, (kind, len(line), line)
    # all who tied on tricks share the round: named once
    everyone = play(deal("5S 3S 3H", "4H 3C 4D", "4C 5H 3D", indicators="SCDHX"),
                    "5S", "4C", "4H", "3S", "5H", "3C", "3H", "3D", "4D")
    line = next(e for e in everyone.log if e.kind == "round")
    assert line.data["rule"]["kind"] == "tie_fewest_shared"
    assert line.sentence(AT_TABLE) == ("Round 1 goes to you, Ben and Cai: tied on 1 trick; "
                                       "fewest hearts won (4th indicator; 5th is invert) still "
                                       "ties")


def test_a_one_round_game_ends_with_its_round_and_a_match_with_the_rounds_won():
    """PH-6: "Match over: you reached 1 round win" read oddly in a one-round game."""
    one = play(deal("5S 4S 3S", "5H 4H 3H", indicators="XSHDC"),
               "5S", "5H", "4S", "4H", "3S", "3H")
    assert one.log[-1].data == {"winners": [0], "target": 1}
    assert one.log[-1].sentence(AT_TABLE) == "Game over: you won the round"
    assert str(one.log[-1]) == "Game over: Ann won the round"
    match = play(deal("5S 4S 3S", "5H 4H 3H", indicators="XSHDC", target_wins=3,
                      round_wins=[2, 1]), "5S", "5H", "4S", "4H", "3S", "3H")
    assert match.log[-1].data == {"winners": [0], "target": 3}
    assert match.log[-1].sentence(AT_TABLE) == "Match over: you won 3 rounds"
    shared = play(deal("5S 3H 3D", "5H 4C 3C", "4S 5D 4D", indicators="SHDXC",
                       target_wins=2, round_wins=[1, 0, 1]),
                  "3D", "4D", "3C", "3H", "5D", "5H", "5S", "4S", "4C")
    assert shared.log[-1].data == {"winners": [0, 2], "target": 2}
    assert shared.log[-1].sentence(AT_TABLE) == "Match over: you and Cai each won 2 rounds"
    assert str(shared.log[-1]) == "Match over: Ann and Cai each won 2 rounds"


def test_the_table_says_a_matchs_goal_and_not_a_one_round_games():
    for target, caption in ((1, r"Round 1: the play order is "),
                            (3, r"Round 1 \(the first to win 3 rounds wins the match\): the "
                                r"play order is ")):
        t = Table("pointy_hats", chance=random.Random(3), thinking=random.Random(3))
        t.handle({"op": "new", "players": 3, "level": "random", "target_wins": target})
        assert re.search(caption + r"(you|Ben|Cai)( → (you|Ben|Cai)){2}\.", t.html())


# --- Japanese (issue 33): the same kinds said in Japanese, the game's own terms ---

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def ja():
    """A table's voice in Japanese (you: seat 0)."""
    return Voice("ja", you=0)


def test_a_tie_is_said_in_japanese_from_the_engines_order(ja):
    """PH-2, PH-3 in Japanese: the tied cards, the indicator's colour by its name in the
    rule text and which tied colour beats which, recomputed from the cycle."""
    from pointyrules.pointy_hats.rules import suit_order
    from pointyrules.pointy_hats.words import JA
    name = {s: JA[f"colour_{s}"] for s in "SHDC"}
    plays = [(0, Card("C", 5)), (1, Card("S", 5)), (2, Card("H", 5))]
    result = resolve_trick(plays, "D")
    tied = [s for s in suit_order("D") if s in {c.suit for _, c in plays}]
    assert result.winner == next(seat for seat, c in plays if c.suit == tied[0])
    beaten = "、".join(name[s] for s in tied[1:-1]) + "と" + name[tied[-1]]
    cards = "5♣、5♠と5♥"
    assert WORDS.phrase(result.rule, ja) == (
        f"{cards}がいちばん大きい数値で引き分け、切り札表示カード「{name['D']}」の順では、"
        f"{name[tied[0]]}が{beaten}に勝つ")
    # a whole trick's history line: the winner (you) and the trick's number
    state = deal(*(f"{c.value}{c.suit} 3{s} 4{s}" for (_, c), s in zip(plays, "DHS", strict=True)),
                 indicators="DSHCX")
    for _ in plays:  # each seat plays its 5, in the play order
        state.apply(dict(plays)[state.current_player])
    line = next(e for e in state.log if e.kind == "trick")
    who = "あなた" if line.data["winner"] == 0 else ja.names[line.data["winner"]]
    played = [str(e.data["card"]) for e in state.log if e.kind == "play"]  # play order
    assert line.data["winner"] == result.winner
    assert line.sentence(ja) == (
        f"{who}が{dict(plays)[result.winner]}で1トリック目を取りました：{'、'.join(played[:-1])}と{played[-1]}が"
        f"いちばん大きい数値で引き分け、切り札表示カード「{name['D']}」の順では、"
        f"{name[tied[0]]}が{beaten}に勝つ")


def test_a_japanese_table_says_every_word_in_japanese(ja):
    """Whole matches at Japanese tables: no Latin word is shown (numbers and card
    symbols aside), and the cards you may play are buttons named by colour and value."""
    from pointyrules.pointy_hats.words import JA
    for seed in range(examples(3)):
        t = Table("pointy_hats", chance=random.Random(seed), thinking=random.Random(seed),
                  lang="ja")
        t.handle({"op": "new", "players": 2 + seed % 3, "level": "random",
                  "target_wins": 3 if seed % 2 else 1})
        if seed == 0:
            labels = sorted(c.label for c in t.controls() if c.key[0].isdigit())
            hand = sorted(JA["button_play"].format(card=JA["card_name"].format(
                colour=JA[f"colour_{c.suit}"], value=c.value)) for c in t.state.hands[0])
            assert labels == hand
        for html in table_walk(t, random.Random(seed)):
            text = re.sub(r"<[^>]+>", " ", re.sub(r"<style.*?</style>", "", html, flags=re.S))
            assert not LATIN_WORD.search(text), LATIN_WORD.findall(text)
