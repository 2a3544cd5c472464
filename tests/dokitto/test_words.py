"""Doki-tto! Ice's words: every event and refusal of whole random games is said in the
player's terms, at a table (seat 0 is "you") and in plain English: names, not seat
numbers; no ruling ids, reprs, Python lists, unfilled placeholders or flavour letters."""

import re

import pytest

from pointyrules import words
from pointyrules.core import Event, IllegalAction, RandomBot
from pointyrules.dokitto.about import OPTIONS
from pointyrules.dokitto.render import cones_svg, stacks_svg
from pointyrules.dokitto.rules import Card, Dokitto, Take
from pointyrules.dokitto.words import EN, WORDS
from pointyrules.words import PLAIN, Voice, placeholders

YOU = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))
# ... nor a flavour's letter or a card's short name ("taking Q", "M2"): names only
BAD = [re.compile(p) for p in (r"[{}]", r"[Ss]eat \d", r"\[[A-Z]{2}-\d", r"\([A-Z]{2}-\d",
                               r"Card\(", r"Take\(", r"\[\d", r"\(s\)", r"\bNone\b",
                               r"\b[A-Z]\d*\b")]


def assert_readable(text: str) -> None:
    assert text and text[0].isupper(), text
    for pattern in BAD:
        assert not pattern.search(text), (pattern.pattern, text)


def said(thing: Event | IllegalAction) -> list[str]:
    return [thing.sentence(YOU), thing.sentence(PLAIN), str(thing)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_event_and_refusal_of_random_games_reads_well(players):
    kinds, refusals = set(), set()
    for seed in range(3):
        state = Dokitto.new_game(players, seed=seed, target=2)
        bots = [RandomBot(seed * 10 + p) for p in range(players)]
        seen: list = []  # moves legal somewhere in this game: illegal elsewhere
        while not state.is_over:
            legal = state.legal_actions()
            seen += legal[:3]
            tries = ["x", "S3", ("S", 1), None, Card("X", 3), Card("S", 99), Take("X", 7),
                     Take("Q"), Take("S", 1), *seen[-12:]]
            for action in tries:
                err = state.refusal(action)
                if err is not None:
                    refusals.add(err.kind)
                    for text in said(err):
                        assert_readable(text)
            state.apply(bots[state.current_player].choose(state))
        err = state.refusal(Card("S", 1))
        assert err is not None and err.kind == "game_over"
        for text in said(err):
            assert_readable(text)
        for event in state.log:
            kinds.add(event.kind)
            for text in said(event):
                assert_readable(text)
        for record in state.trick_history:  # the trick's reason, as the table shows it
            for voice in (YOU, PLAIN):
                phrase = WORDS.phrase(record.result.rule, voice)
                assert phrase and not any(p.search(phrase) for p in BAD), phrase
        assert "you" in " ".join(e.sentence(YOU) for e in state.log)
    assert {"deal", "play", "trick", "round", "game"} <= kinds
    assert {"wrong_type", "not_in_hand", "not_a_choice", "must_follow"} <= refusals


def test_every_template_is_english_and_names_people_by_placeholder():
    headings = {f"option_{option.name}" for option in OPTIONS}  # menu labels: "Game"
    for kind, template in EN.items():
        assert template == template.strip(), kind
        assert kind in headings or not template[:1].isupper(), kind  # fragments: lower case
        assert "seat" not in template.replace("{seat", ""), kind
        assert not re.search(r"[A-Z]{2}-\d", template), kind
        placeholders(template)  # a well-formed template


# Japanese (issue 33). The flavours as the game's Japanese rule text names them, 苺 in
# katakana like the others (a reader's review): facts of the game, not of the catalogue.
JA_FLAVOUR = {"S": "イチゴ", "C": "チョコ", "M": "抹茶", "V": "バニラ"}
LATIN = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def ja():
    return Voice(words.JAPANESE, you=0)


def ja_name(seat: int) -> str:
    return "あなた" if seat == 0 else words.NAMES_BY_LANG[words.JAPANESE][seat]


def recount_points(records, players: int) -> list[int]:
    """Each seat's points in a round, recomputed from its tricks alone (DI-7, DI-11):
    per cone of at most three scoops, each scoop's value times the cards won of its
    flavour."""
    won = [[] for _ in range(players)]
    cones = [[[], []] for _ in range(players)]
    for r in records:
        won[r.result.winner] += [card.colour for _, card in r.plays]
        if r.scoop is not None:
            cones[r.result.winner][r.take.cone].append(r.scoop)
    return [sum(s.value * won[p].count(s.colour) for cone in cones[p] if len(cone) <= 3
                for s in cone) for p in range(players)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_japanese_history_says_each_trick_and_round_from_the_game(ja, players):
    """Every event of random games said in Japanese: each trick names its winner, the
    winning card and the scoop taken, each round every seat's points recomputed from
    its tricks (with 点), and no English word anywhere."""
    for seed in range(2):
        state = Dokitto.new_game(players, seed=seed, target=2)
        bots = [RandomBot(seed * 10 + p) for p in range(players)]
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        tricks = iter(state.trick_history)
        rounds = 0
        for event in state.log:
            text = event.sentence(ja)
            assert text and not LATIN.search(text) and "{" not in text, text
            if event.kind == "trick":
                r = next(tricks)
                card = r.result.card
                assert text.startswith(f"{ja_name(r.result.winner)}が"
                                       f"{JA_FLAVOUR[card.colour]}の{card.number}で"), text
                if r.scoop is not None:
                    assert f"{r.scoop.value}点の{JA_FLAVOUR[r.scoop.colour]}アイス" in text
                    if players == 2:
                        assert ("左", "右")[r.take.cone] + "のコーン" in text, text
            elif event.kind == "round":
                rounds += 1
                mine = [r for r in state.trick_history if r.round == event.data["round"]]
                points = recount_points(mine, players)
                assert text.endswith("勝利点：" + "、".join(
                    f"{ja_name(p)}{n}点" for p, n in enumerate(points))), text
                winners = event.data["winners"]
                assert text.startswith(f"第{rounds}ラウンドの勝者は{ja_name(winners[0])}"), text
        assert rounds == state.round_number


def test_japanese_refusals_and_pictures(ja):
    """A refusal to follow names the led card and the flavour owed; the cones' and
    stacks' accessible names join their parts in Japanese, the English ones do not
    change."""
    state = Dokitto.new_game(3, seed=4)
    while True:
        lead = state.trick[0][1] if state.trick and state.pending is None else None
        seat = state.current_player
        hand = state.hands[seat] if lead else []
        off = [c for c in hand if c.colour != lead.colour] if lead else []
        if off and any(c.colour == lead.colour for c in hand):
            break
        state.apply(state.legal_actions()[0])
    text = state.refusal(off[0]).sentence(ja)
    flavour = JA_FLAVOUR[lead.colour]
    assert text.startswith(f"最初に{flavour}の{lead.number}が出されました。"
                           f"{ja_name(seat)}は{flavour}のカードを持っている"), text
    cones = [[[("S", 1), ("C", 2)]], [[]]]
    ja_label = re.search(r'aria-label="([^"]*)"', cones_svg(cones, voice=ja)).group(1)
    assert ja_label == ("あなたのコーン：1点のイチゴアイスと2点のチョコアイス。"
                        "ベンのコーン：アイスなし")
    en_label = re.search(r'aria-label="([^"]*)"', cones_svg(cones, voice=YOU)).group(1)
    assert en_label.count("; ") == 1 and "。" not in en_label
    stacks = re.search(r'aria-label="([^"]*)"', stacks_svg({"S": 3, "C": 0}, ja)).group(1)
    assert stacks == ("ストックに残るアイス：イチゴは残り3個（次は1点のアイス）、"
                      "チョコは残っていません")
