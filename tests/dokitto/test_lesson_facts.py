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

from pointyrules.dokitto import lesson, odds
from pointyrules.dokitto.printables import sheets
from pointyrules.dokitto.rules import (
    COLOURS,
    FULL_DECK,
    STACK,
    Card,
    Dokitto,
    Scoop,
    Take,
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


# 5. The class tally (issue 31): every group deals four hands of ten from the 40-card pack
#    (the four-player deal, DI-2), so the class estimates one chance.

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


def test_every_group_estimates_the_one_four_player_chance():
    four = _lacking_by_composition(4)
    assert lesson.CHANCE == four == Fraction(14883941, 105957566)
    assert (lesson.COLOURS_IN_PLAY, lesson.PER_COLOUR, lesson.HAND) == (4, 10, 10)
    assert lesson.HANDS_PER_DEAL * lesson.HAND == len(deck_for(4))  # all 40 cards dealt
    assert lesson.class_data().series[0].exact == four
    assert "3,359/95,381" in _outputs() and "14,883,941/105,957,566" in _outputs()


def test_the_worksheet_does_not_state_the_chance_before_the_experiment():
    worksheet = next(s.body for s in sheets() if s.kind == "worksheet")
    answers = next(s.body for s in sheets() if s.kind == "answers")
    p = lesson.CHANCE
    for told in (f"{float(p):.0%}", f"{float(p):.1%}", f"{float(p):.2f}", f"{float(p):.4f}",
                 f"{p.numerator:,}", f"one in {round(1 / p)}", f"one in\n{round(1 / p)}",
                 f"1 in {round(1 / p)}", f"one hand in {round(1 / p)}"):
        assert told not in worksheet, told
    assert f"{p.numerator:,}/{p.denominator:,}" in answers
    assert worksheet.index("A. Predict") < worksheet.index("B. Deal and tally")


def test_the_variance_per_deal_of_four_hands():
    p, var = lesson.CHANCE, lesson.VAR_DEAL
    dist = odds.void_hands_per_deal(4, 10, 10, 4)
    assert sum(k * q for k, q in dist.items()) == 4 * p
    assert var == sum(k * k * q for k, q in dist.items()) - (4 * p) ** 2
    assert round(float(var), 3) == 0.533


def test_a_class_of_thirty_needs_eight_packs_and_deals_64_hands():
    assert lesson.groups(30) == {4: 6, 3: 2}
    assert all(4 * g[4] + 3 * g[3] == n for n in range(20, 33) for g in [lesson.groups(n)])
    hands = lesson.class_hands(30)
    assert hands == 8 * lesson.DEALS * 4 == 64
    mean, low, high = lesson.tally(hands)
    assert mean == 64 * lesson.CHANCE
    sd = sqrt(float(8 * lesson.DEALS * lesson.VAR_DEAL))
    assert (low, high) == (round(float(mean) - 2 * sd), round(float(mean) + 2 * sd)) == (3, 15)
    needs = lesson.pack().needs(30)
    assert needs["40-card pack"] == 8 and needs["worksheet"] == 30
    assert needs["calculator"] == 16  # one per pair (Review: calculators were missing)
    assert needs["player aid"] == 8


# What two teachers measured, minute by minute, running the pack with a foundation Year 11
# of 27 and a Year 8 of 30 (issue 31 reviews). Measurements, not facts to recompute.
MEASURED = {"settle": (5, 6), "rules": (8, 8), "predict": (3, 3), "first deal": (6, 6),
            "later deal": (4, 5), "listing on the board": (3,)}


def test_every_stage_takes_at_least_what_the_teachers_measured():
    stages = {stage.name: stage.minutes for stage in lesson.pack().stages}
    assert sum(stages.values()) == 45
    names = list(stages)
    assert names.index("Predict") < names.index("Deal and tally") < names.index("Pool")
    assert stages["Settle and give out"] >= min(MEASURED["settle"])  # the packs come later
    assert stages["Hook and rules"] >= max(MEASURED["rules"])
    assert stages["Predict"] >= max(MEASURED["predict"])
    deal = lesson.GIVE_OUT + max(MEASURED["first deal"]) + (lesson.DEALS - 1) * max(
        MEASURED["later deal"])
    assert stages["Deal and tally"] == lesson.DEAL_STAGE >= deal
    assert lesson.LIST_ON_BOARD >= max(MEASURED["listing on the board"])
    assert stages[f"Why about one in {lesson.WORDS[round(1 / lesson.CHANCE)]}"] == sum(
        (lesson.REVEAL, lesson.LIST_ON_BOARD, lesson.MINI_FRACTIONS, lesson.REAL_PACK,
         lesson.SCALE_UP))
    assert lesson.DEALS == 2  # a third deal does not fit: 4 or 5 minutes more
    body = "\n".join("".join(c["source"]) for c in _cells() if c["cell_type"] == "markdown")
    assert not re.findall(r"^\|\s*(\d+) min\s*\|", body, re.M)  # one plan: the pack's
    text = _markdown()
    assert "so the class keeps one tally of one chance" in text
    assert "deal twice and pool" in text and "Three deals" not in text


def test_running_late_names_cuts_that_save_measured_minutes():
    pack = lesson.pack()
    starts, start = {}, 0
    for stage in pack.stages:
        starts[stage.name] = start
        start += stage.minutes
    # the checkpoint: deal 1 gathered, counted from the plan's own minutes
    checkpoint = starts["Deal and tally"] + lesson.GIVE_OUT + max(MEASURED["first deal"])
    assert f"Deal 1 not gathered by minute {checkpoint}: skip deal 2" in pack.cut_first
    assert f"by minute {checkpoint}? Skip deal 2" in next(
        s.does for s in pack.stages if s.name == "Deal and tally")
    saved = [int(n) for n in re.findall(r"saves about (\d+)", pack.cut_first)]
    assert saved == [lesson.LATER_DEAL, lesson.LIST_ON_BOARD - 1, lesson.EXIT_SAVED]
    assert lesson.LATER_DEAL >= min(MEASURED["later deal"])  # deal 2 really takes that long
    assert sum(saved) >= 8  # enough for a class that runs as the teachers' did


def test_preparation_counts_two_minutes_a_pack():
    # Review: taking out the court cards and jokers and counting 40 takes about 2 minutes.
    most = max(sum(lesson.groups(n).values()) for n in range(20, 33))
    note = lesson.pack().notes[0]
    assert f"about {2 * most + lesson.PREP_PRINT} minutes the evening before" in note
    assert "2 minutes each" in note and "Desks in groups" in note


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


# 6. The teachers' reviews of the lesson pack (issue 31): the errors of fact.

def test_the_answer_key_compares_a_standard_deviation_with_a_standard_deviation():
    # "√(0.533 d) ... (against 0.483 d ...)" set a standard deviation beside a variance.
    answers = next(s.body for s in sheets() if s.kind == "answers")
    p, var = lesson.CHANCE, lesson.VAR_DEAL
    independent = 4 * p * (1 - p)
    assert round(float(var), 3) == 0.533 and round(float(independent), 3) == 0.483
    assert f"&radic;({float(var):.3f} d) for d deals" in answers
    assert f"(against\n&radic;({float(independent):.3f} d)" in answers or \
        f"(against &radic;({float(independent):.3f} d)" in answers
    assert f"against\n{float(independent):.3f} d" not in answers


def _after_the_scoop(take: str):
    """Exercise 3, later in the round: you (seat 0) hold three scoops (strawberry 1,
    matcha 1, matcha 1 taken in Exercise 3), the vanilla stack is empty, and you win a
    mixed trick with vanilla in it. Play it in the engine and take ``take``."""
    hands = [cards("V1 S10"), cards("S5 C10"), cards("S6 M10"), cards("S7 C9")]
    state = Dokitto(4, hands, cones=[[[("S", 1), ("M", 1), ("M", 1)]],
                                     [[("V", 1), ("V", 1), ("V", 2)]], [[]], [[]]])
    for text in ("V1", "S5", "S6", "S7"):
        state.apply(Card.parse(text))
    state.apply(Take(take))
    return state


def test_a_full_cone_survives_a_trick_won_by_choosing_an_empty_stack():
    # Exercise 3's solution said any later trick won ends the round with 0 points: not
    # when the trick holds a flavour whose stack is empty and the winner chooses it (DI-4).
    safe = _after_the_scoop("V")
    assert safe.trick_history[-1].result.winner == 0
    assert len(safe.cones[0][0]) == 3 and safe.last_round is None  # the round goes on
    toppled = _after_the_scoop("S")
    assert toppled.last_round is not None and toppled.last_round.points[0] == 0  # DI-6, DI-7
    wrong = "any later trick\nwon then ends the round with 0 points:"
    answers = next(s.body for s in sheets() if s.kind == "answers")
    assert wrong not in answers
    assert "unless it holds a flavour whose stack is empty (here\nvanilla) and you choose" \
        in answers
    text = _markdown()
    assert ("any trick you win ends the round with you scoring nothing, unless it holds a "
            "flavour whose stack is empty (here vanilla) and you choose that flavour") in text


def test_binomial_coefficients_are_marked_beyond_gcse():
    # The chapter's learning goals put n choose k at A-level in England.
    assert "A-level in England" in _markdown()
    levels = lesson.pack().levels
    ncr = levels.index("C(30,10)/C(40,10)")
    assert levels.rfind("extension beyond GCSE", 0, ncr) > levels.index("Year 10–11")
    worksheet = next(s.body for s in sheets() if s.kind == "worksheet")
    five = worksheet[worksheet.index("<h3>5."):worksheet.index("<h3>6.")]
    assert "Year 10-11" not in worksheet
    assert " ".join(five.split()).count("extension beyond GCSE: then as C(20,9)/C(30,9)") == 1
    assert Fraction(comb(20, 9), comb(30, 9)) == odds.lacks_given_colour(3, 10, 9)


def test_every_word_the_plan_uses_is_defined_for_pupils():
    pack = lesson.pack()
    words = dict(pack.vocabulary)
    for word in ("trick", "mixed trick", "chance (probability)", "relative frequency",
                 "expected count (expected frequency)",
                 "without replacement (dependent events)"):
        assert word in words, word
    assert "led" in words["trick"] and "follow" in words["trick"]
    rules = " ".join(pack.rules)
    for word in ("<em>trick</em>", "<em>led</em>", "<em>follow</em>", "<em>mixed</em>",
                 "<em>hands</em>", "<em>lacks a"):
        assert word in rules  # defined before the plan uses it
    plan = " ".join(f"{s.does} {q.ask} {q.answer}" for s in pack.stages for q in s.questions)
    plan += " " + " ".join(f"{q.ask} {q.answer}" for q in pack.exit_ticket)
    for untaught in ("scoop", "cone", "topple"):
        assert untaught not in plan.lower(), untaught
    assert "Share" not in next(s.body for s in sheets() if s.kind == "worksheet")
    assert "Relative frequency: ______" in next(s.body for s in sheets()
                                                if s.kind == "worksheet")


def test_the_rules_wash_the_pack_and_count_a_double_void_once():
    # A sorted or clumped pack under a quick shuffle deals too few voids; a hand missing
    # two flavours (chance below) happens in about one class in twelve.
    two = (6 * comb(20, 10) - 2 * 4 * comb(10, 10)) / comb(40, 10)
    assert round(two, 4) == 0.0013
    hands = lesson.class_hands(30)
    assert 0.05 < 1 - (1 - two) ** hands < 0.15
    wash, count_once = "swirl with both hands for 20 seconds", "two missing still count once"
    assert wash in lesson.pack().rules[2] and count_once in lesson.pack().rules[2]
    worksheet = " ".join(next(s.body for s in sheets() if s.kind == "worksheet").split())
    assert "swirl them with both hands for 20 seconds" in worksheet
    assert "Two missing still count once" in worksheet


def test_the_suits_are_named_where_the_pictures_draw_other_marks():
    example = lesson.pack().worked_example
    for mark, flavour, suit in (("■", "chocolate", "spades ♠"), ("▲", "matcha", "clubs ♣"),
                                ("✿", "vanilla", "diamonds ♦")):
        assert f"{mark} = {flavour} = {suit}" in example
    key = "hearts ♥ strawberry, spades ♠ chocolate, clubs ♣ matcha, diamonds ♦ vanilla"
    assert key in lesson.pack().board and key in lesson.pack().rules[0]
