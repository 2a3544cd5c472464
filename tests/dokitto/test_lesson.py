"""The Doki-tto! Ice lesson (issue 17): its exact counting, checked against brute force
and the engine's own shuffles; its worked round, replayed in the engine; its printables.
"""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations
from math import comb
from pathlib import Path

import pytest

from pointyrules.dokitto import odds
from pointyrules.dokitto.printables import sheets
from pointyrules.dokitto.rules import Card, Dokitto, Take

ROOT = Path(__file__).resolve().parents[2]


def test_the_deal_shape_comes_from_the_rulings():
    # DI-2: 4p all 40 cards, 10 each; 3p three colours (30), 9 each; 2p 1-6 (24), 10 or 12.
    assert odds.deal_shape(4) == (4, 10, 10)
    assert odds.deal_shape(3) == (3, 10, 9)
    assert odds.deal_shape(2) == (4, 6, 10)
    assert odds.deal_shape(2, 12) == (4, 6, 12)


def test_a_four_player_hand_lacks_a_named_colour_with_the_textbook_ratio():
    assert odds.lacks_given_colour(4, 10, 10) == Fraction(comb(30, 10), comb(40, 10))
    assert odds.lacks_given_colour(4, 10, 10) == Fraction(210105, 5927696)
    product = Fraction(1)
    for k in range(10):  # 30/40 * 29/39 * ... * 21/31, the lesson's card-by-card form
        product *= Fraction(30 - k, 40 - k)
    assert product == odds.lacks_given_colour(4, 10, 10)
    assert odds.lacks_some_colour(4, 10, 10) == Fraction(
        4 * comb(30, 10) - 6 * comb(20, 10) + 4 * comb(10, 10), comb(40, 10))
    assert odds.lacks_some_colour(4, 10, 10) == Fraction(14883941, 105957566)


@pytest.mark.parametrize("colours, per_colour, hand", [(3, 3, 3), (4, 3, 4), (3, 4, 5)])
def test_hand_counts_agree_with_listing_every_hand(colours, per_colour, hand):
    deck = [(c, k) for c in range(colours) for k in range(per_colour)]
    hands = list(combinations(deck, hand))
    named = sum(all(c != 0 for c, _ in h) for h in hands)
    some = sum(len({c for c, _ in h}) < colours for h in hands)
    assert odds.lacks_given_colour(colours, per_colour, hand) == Fraction(named, len(hands))
    assert odds.lacks_some_colour(colours, per_colour, hand) == Fraction(some, len(hands))


@pytest.mark.parametrize("players, colours, per_colour, hand, led_held",
                         [(3, 3, 3, 2, 1), (3, 3, 3, 2, 2), (3, 2, 4, 2, 1), (2, 3, 3, 3, 1)])
def test_first_trick_chance_agrees_with_listing_every_deal(players, colours, per_colour, hand,
                                                           led_held):
    # The leader's hand is fixed with led_held cards of colour 0; list every way to deal
    # the unseen cards to the followers (the rest set aside) and count the deals in which
    # some follower holds none of colour 0.
    deck = [(c, k) for c in range(colours) for k in range(per_colour)]
    leader = [(0, k) for k in range(led_held)] + [c for c in deck if c[0] != 0][:hand - led_held]
    unseen = [c for c in deck if c not in leader]
    total = mixed = 0

    def deal(rest, followers_left, void):
        nonlocal total, mixed
        if followers_left == 0:
            total += 1
            mixed += void
            return
        for h in combinations(rest, hand):
            left = [c for c in rest if c not in h]
            deal(left, followers_left - 1, void or all(c[0] != 0 for c in h))

    deal(unseen, players - 1, False)
    assert odds.some_follower_lacks(players, colours, per_colour, hand, led_held) == Fraction(
        mixed, total)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_engine_deals_lack_a_colour_as_often_as_the_count_says(players):
    colours, per_colour, hand = odds.deal_shape(players)
    exact = float(odds.lacks_some_colour(colours, per_colour, hand))
    deals = 6000
    lacking = sum(len({c.colour for c in Dokitto.new_game(players, seed=s).hands[0]}) < colours
                  for s in range(deals))
    sd = (exact * (1 - exact) / deals) ** 0.5
    assert abs(lacking / deals - exact) < 4 * sd, (lacking, deals, exact)


def test_engine_first_tricks_are_mixed_as_often_as_the_count_says():
    # Four players: the leader leads a card it holds k of; the first trick is mixed when a
    # follower lacks that colour. Compare the engine's deals with the exact chance for k.
    deals, expected, mixed = 6000, 0.0, 0
    for s in range(deals):
        game = Dokitto.new_game(4, seed=s)
        lead = game.hands[0][s % 10]  # a card of the leader's hand, picked by the seed
        held = sum(c.colour == lead.colour for c in game.hands[0])
        expected += float(odds.first_trick_mixed(4, held))
        mixed += any(all(c.colour != lead.colour for c in h) for h in game.hands[1:])
    sd = (expected / deals * (1 - expected / deals) / deals) ** 0.5
    assert abs(mixed / deals - expected / deals) < 4 * sd, (mixed, expected)


def test_the_random_lead_figure_of_the_lesson():
    weighted = sum(4 * Fraction(comb(10, k) * comb(30, 10 - k), comb(40, 10)) * Fraction(k, 10)
                   * odds.first_trick_mixed(4, k) for k in range(1, 11))
    assert weighted == Fraction(14883941, 105957566)
    assert odds.first_trick_mixed(4, 1) == Fraction(3 * comb(21, 10), comb(30, 10)) - Fraction(
        3 * comb(21, 20), comb(30, 20)) == Fraction(3359, 95381)
    assert all(odds.first_trick_mixed(4, k) == 1 for k in (8, 9, 10))


WORKED_DEAL = ["S10 M9 C8 V5 C10 S6 S2 M4 M5 V8", "S3 M2 C6 V1 C9 V7 M1 M3 C2 V4",
               "S7 V6 C7 V9 C4 S8 S1 C1 V2 V3", "S5 M8 C3 V10 C5 S9 S4 M6 M7 M10"]
WORKED_TRICKS = [("S10 S3 S7 S5", None), ("M9 M2 V6 M8", "M"), ("C6 C7 C3 C8", None),
                 ("V5 V1 V9 V10", None), ("C5 C10 C9 C4", None), ("S6 V7 S8 S9", "S")]


def test_the_worked_round_plays_as_the_lesson_tells_it():
    state = Dokitto(4, [[Card.parse(t) for t in h.split()] for h in WORKED_DEAL], target=1)
    winners = []
    for plays, take in WORKED_TRICKS:
        for text in plays.split():
            state.apply(Card.parse(text))  # must-follow (source rule) checked by the engine
        if take:
            state.apply(Take(take))
        winners.append(state.trick_history[-1].result.winner)
    assert winners == [0, 1, 0, 3, 0, 0]
    cases = [r.result.case for r in state.trick_history]
    assert cases[1] != "one colour" and cases[5] != "one colour"  # voids make them mixed
    assert len(state.cones[0][0]) == 4  # the topple, DI-6, with cards still in hand
    assert all(len(h) == 4 for h in state.hands)
    assert list(state.last_round.points) == [0, 3, 0, 4]  # DI-7: the topple scores 0
    assert list(state.last_round.winners) == [3]  # DI-8


def test_chika_could_not_follow_matcha_and_ben_could_not_follow_strawberry():
    hands = [[Card.parse(t) for t in h.split()] for h in WORKED_DEAL]
    assert not any(c.colour == "M" for c in hands[2])
    assert [c for c in hands[1] if c.colour == "S"] == [Card("S", 3)]


def test_printables_answer_every_worksheet_question():
    by_kind = {s.kind: s for s in sheets()}
    assert set(by_kind) == {"aid", "worksheet", "answers", "components"}
    worksheet, answers = by_kind["worksheet"].body, by_kind["answers"].body
    for number in range(1, 8):
        assert f"<h3>{number}." in worksheet and f"<h3>{number}." in answers
    assert "Name:" in worksheet and "pr-lines" in worksheet
    assert "14,883,941/105,957,566" in answers and "3,359/95,381" in answers
    assert "1,292/110,055" in answers
    assert "pr-cut-grid" in by_kind["components"].body


# The review of the lesson (issue 17): whole deals, the scoop rule, the swap of players
# and colours.

def _deals(deck, players, hand):
    """Every deal of ``deck`` into ``players`` hands of ``hand`` cards (rest aside)."""
    if players == 0:
        yield ()
        return
    for first in combinations(deck, hand):
        rest = [c for c in deck if c not in first]
        for others in _deals(rest, players - 1, hand):
            yield (first, *others)


@pytest.mark.parametrize("colours, per_colour, hand, players",
                         [(3, 2, 2, 3), (3, 3, 2, 3), (2, 4, 3, 2), (3, 3, 3, 2)])
def test_void_hands_per_deal_agree_with_listing_every_deal(colours, per_colour, hand, players):
    deck = [(c, k) for c in range(colours) for k in range(per_colour)]
    counts: dict[int, int] = {}
    for deal in _deals(deck, players, hand):
        voids = sum(len({c for c, _ in h}) < colours for h in deal)
        counts[voids] = counts.get(voids, 0) + 1
    total = sum(counts.values())
    assert odds.void_hands_per_deal(colours, per_colour, hand, players) == {
        k: Fraction(v, total) for k, v in sorted(counts.items())}


def test_a_deal_has_a_hand_lacking_a_colour_three_times_in_seven():
    dist = odds.void_hands_per_deal(4, 10, 10, 4)
    some = odds.lacks_some_colour(4, 10, 10)
    mean = sum(k * q for k, q in dist.items())
    assert sum(dist.values()) == 1 and mean == 4 * some  # linearity of expectation
    table = odds.some_hand_at_the_table_lacks(4)
    assert table == 1 - dist[0] and round(float(table), 3) == 0.434
    assert table < 4 * some  # an average number of hands is not a chance
    variance = sum(k * k * q for k, q in dist.items()) - mean ** 2
    assert round(float(variance), 3) == 0.533 and round(float(4 * some * (1 - some)), 3) == 0.483


def test_engine_deals_have_a_hand_lacking_a_colour_as_often_as_the_count_says():
    deals, table = 3000, float(odds.some_hand_at_the_table_lacks(4))
    seen = sum(any(len({c.colour for c in h}) < 4 for h in Dokitto.new_game(4, seed=s).hands)
               for s in range(deals))
    sd = (table * (1 - table) / deals) ** 0.5
    assert abs(seen / deals - table) < 4 * sd, (seen, table)


def test_a_random_lead_is_mixed_as_often_as_some_player_lacks_the_colour():
    # Players and colours swap: "some player lacks strawberry", by inclusion-exclusion over
    # the players, is the Exercise 6 sum term by term; so is the random-lead figure.
    for j in range(1, 5):
        players_term = Fraction(comb(30, 10), comb(40, 10))
        for i in range(1, j):
            players_term *= Fraction(comb(40 - 10 * (i + 1), 10), comb(40 - 10 * i, 10))
        assert players_term == Fraction(comb(40 - 10 * j, 10), comb(40, 10))
    weighted = sum(4 * Fraction(comb(10, k) * comb(30, 10 - k), comb(40, 10)) * Fraction(k, 10)
                   * odds.first_trick_mixed(4, k) for k in range(1, 11))
    assert weighted == odds.lacks_some_colour(4, 10, 10)
    # the three-player case of the same swap
    assert Fraction(comb(21, 10), comb(30, 10)) == Fraction(comb(20, 9), comb(30, 9))
    assert odds.first_trick_mixed(4, 1) == odds.lacks_some_colour(3, 10, 9)


def _markdown() -> str:
    """The chapter's text (markdown cells), with its line breaks and bold marks removed."""
    cells = json.loads((ROOT / "book" / "dokitto.ipynb").read_text(encoding="utf-8"))["cells"]
    text = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return " ".join(text.replace("**", "").split())


def test_the_texts_state_the_engines_scoop_rule():
    # DI-4: the winner may pick an empty stack and take nothing; so a scoop can be refused
    # exactly when some colour in the trick has run out, and is certain when every colour
    # in the trick still has one.
    from pointyrules.dokitto.rules import COLOURS, STACK, take_options

    trick = [Card("S", 6), Card("V", 7), Card("S", 8), Card("S", 9)]
    for s_taken in range(len(STACK) + 1):
        for v_taken in range(len(STACK) + 1):
            taken = {c: 0 for c in COLOURS} | {"S": s_taken, "V": v_taken}
            options = take_options(trick, COLOURS, taken, 4)
            can_refuse = any(taken[t.colour] >= len(STACK) for t in options)
            every_has_one = s_taken < len(STACK) and v_taken < len(STACK)
            assert can_refuse == (not every_has_one)
    notebook = _markdown()
    aid = " ".join(next(s.body for s in sheets() if s.kind == "aid").split())
    for wrong in ("if any flavour in the trick still has one",
                  "if a flavour in the trick still has one", "only an empty stack gives nothing"):
        assert wrong not in notebook and wrong not in aid
    assert notebook.count("every flavour in the trick still has") >= 3  # rules, round, teacher
    assert "<b>every</b> flavour in the trick still" in aid


def test_the_worked_round_text_does_not_miscount_the_hands():
    notebook = (ROOT / "book" / "dokitto.ipynb").read_text(encoding="utf-8")
    assert "five cards still in every hand" not in notebook
    assert "holds 10 − 6 = 4." in notebook  # printed from the engine state after trick 6
