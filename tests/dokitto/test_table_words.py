"""The Doki-tto! Ice table in words (issue 30): every word the table and its pictures
show comes from the game's words (``pointyrules.dokitto.words``), and says the game as
a player would: a scoop is "a 1-point strawberry scoop", a topple is explained the first
time it happens, a tie for lowest is said in a few words. Without a voice, the pictures
keep the plain English the book and the printables show."""

import random
import re

import pytest

from pointyrules import words
from pointyrules.core import Event
from pointyrules.dokitto import render
from pointyrules.dokitto import words as dokitto_words
from pointyrules.dokitto.rules import Card, Scoop, Take, round_winners
from pointyrules.dokitto.words import EN
from pointyrules.table import HUMAN, Table
from pointyrules.words import Voice

from ..helpers import ice

ODD = ["x", Card("X", 3), Card("S", 99), Take("X", 7), Take("Q"), Take("S", 1), Take("S", 2)]


def table(state=None, players: int = 3, lang: str = "en", **options) -> Table:
    """A seeded table (random bots, for speed); ``state``: drawn at that position."""
    t = Table("dokitto", chance=random.Random(1), thinking=random.Random(1), budget_ms=None,
              lang=lang)
    assert t.handle({"op": "new", "players": players, "level": "random", **options})["error"] \
        is None
    if state is not None:
        t.state = state
    return t


def labels(t: Table) -> list[str]:
    t.board_html()
    return [c.label for c in t.controls()]


def play_out(t: Table, seed: int) -> None:
    """Click random moves to the game's end, saying refusals of odd moves on the way
    and trying Undo after each new deal (refused in Play: a new deal was shown)."""
    r = random.Random(seed)
    rounds = 1
    for _ in range(1000):  # (each message draws the board again)
        if t.state.is_over:
            t.html()
            return
        if t.pending:
            t.handle({"op": "step"})
            continue
        if t.state.round_number != rounds:
            rounds = t.state.round_number
            t.handle({"op": "undo"})
        for action in ODD:
            err = t.state.refusal(action)
            if err is not None:
                t.say(err)
        t.handle({"op": "act", "key": t.key(r.choice(t._legal()))})
    raise AssertionError("the game did not end")


def test_every_word_of_the_catalogue_is_said_at_the_table(monkeypatch):
    said = set()
    template = words.Words.template

    def record(self, kind, lang):
        said.add(kind)
        return template(self, kind, lang)

    monkeypatch.setattr(words.Words, "template", record)
    # card names are cached once said (dokitto/words.py): start with none, so this test
    # sees them said whatever ran before it
    monkeypatch.setattr(dokitto_words, "_CARD_NAMES", {})
    for players, options in ((2, {}), (2, {"two_player_hand": 12}), (3, {}), (4, {})):
        for seed in range(2):
            play_out(table(players=players, target=3, **options), seed)
    for state in (toppled(2), toppled(3)):  # a game that ends with a topple: drawn
        t = table(state, players=state.num_players)
        t.html()
        for event in state.log:
            t.history_line(event)
            t.history_line(again(event))
    render.ice_hands_svg([[Card("S", 1)]], ["you"], voice=Voice(you=0))
    # a round decided by 1-point scoops (rare in random games), as its line says it
    t.say({"kind": "round", "round": 1, "points": [3, 3], "winners": [0], "why": round_winners(
        [3, 3], [[[Scoop("S", 1)]], [[Scoop("C", 2)]]]).rule})
    # what the trick search's values measure: a hint of a bot the table does not offer
    assert set(EN) - said == {"round_value"}


def toppled(players: int):
    """A position whose last trick topples a cone and ends the game (target 1)."""
    if players == 2:
        s = ice("V5 S2", "V3 C4", cones=[[[("S", 1), ("C", 1), ("M", 1)], []], [[], []]],
                target=1)
        for action in (Card("V", 5), Card("V", 3), Take("V", 0)):
            s.apply(action)
    else:
        s = ice("C5", "C3", "C4", cones=[[[("S", 1), ("S", 1), ("S", 2)]], [[]], [[]]],
                target=1)
        for card in ("C5", "C3", "C4"):
            s.apply(Card.parse(card))
    assert s.is_over
    return s


def again(event: Event) -> Event:
    """The same event once more, later in the game (a second topple)."""
    return Event(event.kind, dict(event.data), event.package)


def test_a_topple_is_explained_the_first_time_only():
    for players, first, later in (
            (3, "Your cone topples (a fourth scoop): the round ends at once, and you score "
                "nothing",
             "Your cone topples: the round ends at once, and you score nothing"),
            (2, "Your left cone topples (a fourth scoop): the round ends at once, and that "
                "cone is dropped and counts for nothing",
             "Your left cone topples: the round ends at once, and that cone is dropped and "
             "counts for nothing")):
        s = toppled(players)
        t = table(s, players=players)
        bust = next(e for e in s.log if e.kind.startswith("bust"))
        assert t.history_line(bust) == first
        s.log.append(again(bust))
        assert t.history_line(s.log[-1]) == later
        assert t.history_line(bust) == first
        html = t.html()
        assert "(a fourth scoop)" in html and "toppled!" in html
        assert "your cone, toppled: a 1-point" in html or "your left cone, toppled" in html


def test_scoops_are_said_with_their_points_and_flavour():
    s = ice("V5 S2", "V3 C4")
    s.apply(Card("V", 5))
    s.apply(Card("V", 3))
    t = table(s, players=2)
    assert labels(t) == ["take a 1-point vanilla scoop on your left cone",
                         "take a 1-point vanilla scoop on your right cone",
                         "play strawberry 2"]
    assert t.state.current_player == HUMAN
    s.apply(Take("V", 1))
    html = t.html()
    assert ("Last trick: you won with vanilla 5 (all vanilla: the highest wins) and "
            "took a 1-point vanilla scoop on the right cone.") in html
    assert ("You win the trick with vanilla 5 (all vanilla: the highest wins) and take "
            "a 1-point vanilla scoop on the right cone") in html
    assert "your right cone: a 1-point vanilla scoop" in html
    three = ice("S5 S1", "C3 C1", "S4 M1", cones=[[[("S", 1), ("S", 1), ("S", 2)]], [[]],
                                                  [[]]])
    for card in ("S5", "C3", "S4"):
        three.apply(Card.parse(card))
    t = table(three)  # Ben won with chocolate 3; the strawberry stack is empty
    assert t.state.current_player == 1
    three.apply(Take("S"))
    assert ("Last trick: Ben won with chocolate 3 (mixed flavours: the lowest wins) "
            "and took no scoop.") in t.html()


def test_a_tie_for_lowest_is_short():
    s = ice("S5 S1", "C2 C1", "M2 M1")
    for card in ("S5", "C2", "M2"):
        s.apply(Card.parse(card))
    s.apply(Take("C"))
    t = table(s)
    assert t.history_line(s.log[-1]) == ("Cai wins the trick with matcha 2 (tied for lowest: "
                                         "the later one wins) and takes a 1-point chocolate "
                                         "scoop")


def test_a_flavour_is_named_never_its_letter():
    s = ice("S5", "C2", "M2")
    for card in ("S5", "C2", "M2"):
        s.apply(Card.parse(card))
    you = Voice(you=2, names=("Ann", "Ben", "you"))
    assert s.refusal(Take("Q")).sentence(you) == (
        "Taking an unknown flavour is not one of the choices; you won the trick and choose "
        "a flavour of its cards")
    assert s.refusal(Take("V")).sentence(you).startswith("Taking vanilla is not")
    s = ice("S5", "C2")
    assert str(s.refusal(Card("X", 3))) == ("Ann does not hold a card of an unknown flavour: "
                                            "only a card in hand can be played")


def test_the_mode_menu_says_play_not_a_move():
    html = table().toolbar_html()
    assert '<option value="play" selected>Play</option>' in html
    assert "{seat" not in html


@pytest.mark.parametrize("lang", ["en", "qps"])
def test_the_caption_counts_the_cards_aside_only_when_there_are_some(lang):
    for options, aside in (({}, True), ({"two_player_hand": 12}, False)):
        html = table(players=2, lang=lang, **options).html()
        assert ("set aside" in html) is aside


def test_pictures_keep_their_plain_english_without_a_voice():
    """The book and the printables draw without a voice: their words are as before."""
    cone = [[[Scoop("V", 1), Scoop("V", 2), Scoop("S", 1)]]]
    assert 'aria-label="you cone: vanilla 1, vanilla 2, strawberry 1"' in \
        render.cones_svg(cone, ["you"])
    assert "your cone: a 1-point vanilla scoop, a 2-point vanilla scoop and a 1-point " \
        "strawberry scoop" in render.cones_svg(cone, ["you"], Voice(you=0))
    assert ('aria-label="scoop stacks: strawberry: 3 left (next 1); chocolate: 1 left '
            '(next 2); matcha: 0 left (empty)"') in render.stacks_svg({"S": 3, "C": 1, "M": 0})
    assert ("scoops left in the stacks: strawberry 3 (next: a 1-point scoop); chocolate 1 "
            "(next: a 2-point scoop); matcha none") in \
        render.stacks_svg({"S": 3, "C": 1, "M": 0}, Voice())
    four = [[[Scoop("V", 1)] * 4]]
    assert ">4th scoop!<" in render.cones_svg(four, ["Ann"])
    assert ">toppled!<" in render.cones_svg(four, ["Ann"], Voice())
    assert 'aria-label="Ann: strawberry 1, matcha 2"' in \
        render.ice_hands_svg([[Card("S", 1), Card("M", 2)]], ["Ann"])
    assert ">seat 0<" in render.ice_trick_svg([(0, Card("S", 1))])
    assert ">Ben<" in render.ice_trick_svg([(1, Card("S", 1))], voice=Voice())


# --- the review of the table's English (issue 30) -------------------------------------

def test_a_dimmed_card_says_in_a_few_words_why_it_cannot_be_played():
    """While you choose your scoop, a card's title says what comes first, not "that is
    not a move here now"; a card that does not follow says what was led."""
    s = ice("V5 S2", "V3 C4")
    s.apply(Card("V", 5))
    s.apply(Card("V", 3))
    t = table(s, players=2)
    html = t.html()
    card = next(c for c in t.controls() if c.label == "play strawberry 2")
    first = "you won the trick, so you choose a scoop and a cone first"
    assert not card.enabled and card.reason == first
    assert "that is not a move" not in html and first in html
    three = ice("S5 C1", "C4 S1", "C3 S2", start_player=2)
    three.apply(Card("C", 3))
    t = table(three)
    t.board_html()
    reasons = {c.label: c.reason for c in t.controls() if not c.enabled}
    assert reasons == {"play strawberry 5": "chocolate 3 was led and you hold chocolate, so "
                                            "you must play chocolate"}


def test_a_one_round_game_ends_with_its_round_and_a_longer_one_with_trophies():
    """DI-9: "Game over: you reached 1 trophy" read oddly in a one-round game; its
    caption says it is one round, a longer game's how many trophies win."""
    one = toppled(3)  # target 1
    end = one.log[-1]
    assert (end.kind, end.data["target"]) == ("game", 1)
    assert table(one).history_line(end) == "Game over: Ben and Cai won the round"
    longer = ice("C5", "C3", "C4", target=3, trophies=[2, 2, 0],
                 cones=[[[("S", 1), ("S", 1), ("S", 2)]], [[]], [[]]])
    for card in ("C5", "C3", "C4"):
        longer.apply(Card.parse(card))
    assert longer.is_over and longer.log[-1].data == {"winners": [1], "target": 3}
    assert table(longer).history_line(longer.log[-1]) == "Game over: Ben reached 3 trophies"
    assert "· a one-round game.</p>" in table(players=3, target=1).html()
    assert "· first to 3 trophies wins.</p>" in table(players=3, target=3).html()


def test_a_scoop_is_of_a_flavour_never_of_a_colour():
    """Strawberry, chocolate, matcha and vanilla are flavours in every word a player
    reads (the data's names, like {colour}, are not read)."""
    for kind, template in EN.items():
        text = re.sub(r"\{[^}]*\}", " ", template)
        assert "colour" not in text.lower(), (kind, template)


def test_no_flavour_is_drawn_with_the_clubs_sign():
    """Matcha was drawn with ♣, a playing card's suit; each flavour's sign is its own."""
    assert len(set(render.ICE_SYMBOLS.values())) == 4
    assert "♣" not in render.ICE_SYMBOLS.values()
    cards = [Card(c, 1) for c in "SCMV"]
    assert "♣" not in render.ice_cards_svg(cards) + render.stacks_svg({c: 3 for c in "SCMV"})
    assert ">▲<" in render.ice_cards_svg([Card("M", 1)])
