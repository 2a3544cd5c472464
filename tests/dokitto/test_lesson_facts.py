"""The Doki-tto! Ice lesson (issue 31): the facts a teacher found wrong, each recomputed
with the engine or exact arithmetic, and the chapter's text held to them."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import permutations
from math import comb, prod, sqrt
from pathlib import Path

import pytest

from pointyrules.dokitto import odds
from pointyrules.dokitto.printables import (
    DEALS,
    MINUTES_PER_DEAL,
    class_groups,
    class_plan_text,
    sheets,
    tally_chance,
    tally_range,
)
from pointyrules.dokitto.rules import (
    COLOURS,
    FULL_DECK,
    STACK,
    Card,
    Scoop,
    cone_points,
    deck_for,
    hand_size,
    round_result,
    trick_winner,
    winning_index,
)

ROOT = Path(__file__).resolve().parents[2]


def _cells() -> list[dict]:
    return json.loads((ROOT / "book" / "dokitto.ipynb").read_text(encoding="utf-8"))["cells"]


def _markdown() -> str:
    text = " ".join("".join(c["source"]) for c in _cells() if c["cell_type"] == "markdown")
    return " ".join(text.replace("**", "").split())


def _outputs() -> str:
    return " ".join("".join(o.get("data", {}).get("text/markdown", ""))
                    for c in _cells() if c["cell_type"] == "code" for o in c.get("outputs", []))


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


TOPPLED = [Scoop("S", 1), Scoop("S", 1), Scoop("C", 1), Scoop("S", 2)]  # a 4th scoop


# 1. A player who toppled cannot win: true with three or four players (DI-8), not with two
#    (DI-11: only the toppled cone is dropped, the other cone counts).

@pytest.mark.parametrize("players", [3, 4])
def test_with_three_or_four_players_a_toppled_player_cannot_win(players):
    # even when everyone else scored nothing, the others share the round
    cones = [[TOPPLED]] + [[[]] for _ in range(players - 1)]
    result = round_result(cones, [cards("S1 S2 S3 C1")] + [[] for _ in range(players - 1)])
    assert 0 in result.busted and 0 not in result.winners
    assert result.winners == tuple(range(1, players))


def test_with_two_players_a_toppled_cone_is_dropped_and_its_owner_can_still_win():
    result = round_result([[TOPPLED, [Scoop("V", 1)]], [[Scoop("C", 1)], []]],
                          [cards("V1 V2 V3 V4 S1 S2 S3"), cards("C2 C3")])
    assert result.points == (4, 2)  # the toppled cone scores 0, the right one 4 x 1
    assert 0 in result.busted and result.winners == (0,)


def test_the_chapter_states_the_topple_rule_with_its_condition():
    text = _markdown()
    assert "A player who toppled cannot win the round (with two players" not in text
    assert "With three or four players, a player who toppled cannot win the round" in text
    assert "a player who toppled one cone can still win the round" in text
    assert "Aiko wins the round" in _outputs()  # the two-player case, by the engine


# 2. "A mixed trick never goes to a 10": false when every card is a 10 (DI-3, later wins);
#    what is true is that the 10 that was led never wins a mixed trick.

def test_four_tens_make_a_mixed_trick_that_the_last_ten_takes():
    result = trick_winner(list(enumerate(cards("S10 C10 M10 V10"))))
    assert result.case != "one colour" and result.card == Card("V", 10) and result.winner == 3


def test_a_led_ten_never_wins_a_mixed_trick_and_a_ten_wins_one_only_when_all_are_tens():
    tens_winning_mixed = 0
    for lead in (c for c in FULL_DECK if c.number == 10):
        others = [c for c in FULL_DECK if c != lead]
        for follow in permutations(others, 3):
            trick = [lead, *follow]
            if len({c.colour for c in trick}) == 1:
                continue  # one colour: not a mixed trick
            won = winning_index(trick)
            assert won != 0
            if trick[won].number == 10:
                tens_winning_mixed += 1
                assert all(c.number == 10 for c in trick)
    assert tens_winning_mixed == 4 * 6  # every lead 10, the other three 10s in any order


def test_the_chances_a_led_ten_wins_the_first_trick():
    one, five = (1 - odds.first_trick_mixed(4, k) for k in (1, 5))
    assert round(float(one), 2) == 0.96 and round(float(five), 2) == 0.68
    text = _markdown()
    assert "never to a 10" not in text
    assert "A mixed trick can still go to a 10" in text.replace("*", "")
    assert "Dan's vanilla 10" in _outputs()


# 3. The topping doubles the value of a flavour's cards only on top of both bottom scoops.

def test_the_topping_doubles_a_cards_worth_only_with_both_bottom_scoops():
    assert STACK == (1, 1, 2)
    worth = {}
    for held in range(3):
        bottom = [Scoop("M", 1)] * held
        worth[held] = (cone_points(bottom, [Card("M", 5)]),
                       cone_points(bottom + [Scoop("M", 2)], [Card("M", 5)]))
    assert worth == {0: (0, 2), 1: (1, 3), 2: (2, 4)}
    assert [after == 2 * before for before, after in worth.values()] == [False, False, True]
    text = _markdown()
    assert "it doubles the value of the cards without using more room" not in text
    assert "only when you already hold both bottom scoops of that flavour" in text


# 4. Only what the rule sheet says: no age, no time, no later edition.

def test_the_opening_paragraph_claims_nothing_the_rule_sheet_lacks():
    intro = " ".join("".join(_cells()[0]["source"]).split())
    for claim in ("aged 8", "20 minutes", "five flavours", "plays up to five"):
        assert claim not in intro
    assert "states no age and no playing time" in intro  # (the rule sheet states neither)


# 5. The class tally for groups of four and of three, from the engine's own deck.

def _lacking_by_composition(players: int) -> Fraction:
    """Count the hands of the engine's deal (DI-2) that lack some colour, by how many
    cards of each colour they hold: a hand with k_c cards of colour c can be chosen in
    prod C(n_c, k_c) ways."""
    deck = deck_for(players)
    per = {c: sum(card.colour == c for card in deck) for c in {card.colour for card in deck}}
    size = hand_size(players)

    def compositions(colours, left):
        if not colours:
            if left == 0:
                yield ()
            return
        for k in range(min(left, per[colours[0]]) + 1):
            for rest in compositions(colours[1:], left - k):
                yield (k, *rest)

    colours = sorted(per)
    lacking = sum(prod(comb(per[c], k) for c, k in zip(colours, ks, strict=True))
                  for ks in compositions(colours, size) if 0 in ks)
    return Fraction(lacking, comb(len(deck), size))


def test_three_player_groups_estimate_a_different_chance_from_four_player_groups():
    four, three = _lacking_by_composition(4), _lacking_by_composition(3)
    assert four == tally_chance(4)[0] == Fraction(14883941, 105957566)
    assert three == tally_chance(3)[0] == Fraction(3359, 95381)
    assert f"{float(four):.1%}" == "14.0%" and f"{float(three):.1%}" == "3.5%"
    assert round(1 / float(four)) == 7 and round(1 / float(three)) == 28
    worksheet = next(s.body for s in sheets() if s.kind == "worksheet")
    assert "about 14% (one in\n7) in a group of four" in worksheet
    assert "about 3.5% (one in\n28) in a group of three" in worksheet
    assert "3,359/95,381" in _outputs() and "14,883,941/105,957,566" in _outputs()


def test_the_variance_per_deal_of_a_group_of_three():
    p, var = tally_chance(3)
    dist = odds.void_hands_per_deal(3, 10, 9, 3)
    assert sum(k * q for k, q in dist.items()) == 3 * p
    assert var == sum(k * k * q for k, q in dist.items()) - (3 * p) ** 2
    assert round(float(var), 3) == 0.110


def test_a_class_of_thirty_needs_eight_packs_in_fours_and_threes_or_ten_in_threes():
    assert class_groups(30) == {4: 6, 3: 2}
    assert all(4 * g[4] + 3 * g[3] == n for n in range(6, 61) for g in [class_groups(n)])
    hands, mean, low, high = tally_range({4: 6 * DEALS, 3: 2 * DEALS})
    assert hands == 150 and mean == 120 * tally_chance(4)[0] + 30 * tally_chance(3)[0]
    sd = sqrt(float(30 * tally_chance(4)[1] + 10 * tally_chance(3)[1]))
    assert (low, high) == (round(float(mean) - 2 * sd), round(float(mean) + 2 * sd))
    assert (low, high) == (10, 26)
    text = class_plan_text(30)
    assert "6 groups of four and 2 of three need 8 packs" in text
    assert "Or 10 groups of three: 10 packs, 150 hands" in text


def test_the_lesson_keeps_five_deals_and_pooling_within_its_45_minutes():
    body = "\n".join("".join(c["source"]) for c in _cells() if c["cell_type"] == "markdown")
    plan = dict((stage.strip(), int(m)) for m, stage in
                re.findall(r"^\|\s*(\d+) min\s*\|([^|]+)\|", body, re.M))
    assert sum(plan.values()) == 45
    assert plan["deal and tally"] >= DEALS * MINUTES_PER_DEAL == 15
    assert plan["pool"] >= 5
    text = _markdown()
    assert "groups of four and one for the groups of three" in text
    assert "Do not add the two tallies into one share" in text


# Pupils meet names, not seat numbers, ruling codes or engine talk.

def test_pupil_text_has_no_seat_numbers_or_milliseconds():
    text = _markdown()
    for word in ("seat 0", "Seat 0", "milliseconds", "seeded", "engine"):
        assert word not in text and word not in _outputs()
    questions = next(s.body for s in sheets() if s.kind == "worksheet")
    assert "seat " not in questions.lower().replace("seated", "")
    assert not re.search(r"\bDI-\d", text.split("## Rule clarifications")[0].split(
        "## For the teacher")[0])
    heads = re.findall(r"^### (.+)$", "\n".join("".join(c["source"]) for c in _cells()
                                              if c["cell_type"] == "markdown"), re.M)
    assert "A hand that lacks some flavour: inclusion-exclusion" not in heads


def test_colours_of_the_three_player_game_are_the_default_three():
    assert {c.colour for c in deck_for(3)} == {"S", "C", "M"} and len(COLOURS) == 4
