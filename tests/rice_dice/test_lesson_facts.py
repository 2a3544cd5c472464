"""The Rice Dice lesson (issue 31): the facts a teacher found wrong or missing, each
recomputed with the engine's rules and exact fractions, and the chapter held to them."""

import json
import re
from fractions import Fraction
from itertools import product

from pointyrules.rice_dice.odds import bust_probability, roll_distribution, success_probability
from pointyrules.rice_dice.printables import LESSON_GAME, extension_answer, sheets
from pointyrules.rice_dice.rules import DEFAULT_DIE, Stop, set_aside_choices, sorted_faces

from ..conftest import ROOT
from .helpers import table, turn


def cells() -> list[dict]:
    return json.loads((ROOT / "book" / "rice_dice.ipynb").read_text(encoding="utf-8"))["cells"]


def markdown() -> str:
    return "\n".join("".join(c["source"]) for c in cells() if c["cell_type"] == "markdown")


def flat(text: str) -> str:
    return " ".join(text.replace("**", "").split())


def outputs() -> str:
    return " ".join("".join(o.get("data", {}).get("text/markdown", ""))
                    for c in cells() if c["cell_type"] == "code" for o in c.get("outputs", []))


def sheet(kind: str) -> str:
    return next(s.body for s in sheets() if s.kind == kind)


# 6. The worked round's key move and Exercise 2 are thefts, so the lesson's game has theft.

def aoi_takes(provisional):
    """Aoi's turn of the worked round (umeboshi, 4, 4, rice, rice): the cards she holds."""
    state = table(3, centre=[1, 2, 4, 5, 6, 7, 9, 11], provisional=provisional)
    turn(state, "U R 4 4 6", "U", "R 4 4 5", "4", "R 6", "R", "R", "R")
    state.apply(Stop())
    return state.provisional[0]


def test_the_worked_round_needs_theft_and_without_it_aoi_takes_the_7_and_the_6():
    assert aoi_takes([[10], [8, 3], [12]]) == {10, 8, 7}  # RD-4: Ben's 8 is face up
    # with only the centre face up (the lesson's old rule) she would take 7 and 6
    assert aoi_takes([[10], [], [12]]) == {10, 7, 6}


def test_exercise_2_needs_theft():
    def stop_with_u45rr(provisional):
        state = table(3, centre=[3, 5, 7], provisional=provisional)
        turn(state, "U R R 4 5", "U", "R R 4 5", "4", "R R 5", "5", "R R", "Rx2")
        state.apply(Stop())
        return state.provisional[0]

    assert stop_with_u45rr([[], [9], []]) == {9, 7}  # the 9 from another player
    assert stop_with_u45rr([[], [], []]) == {7, 5}  # were only the centre face up


def test_the_lessons_game_teaches_theft_and_prints_its_rules_for_pupils():
    text = flat(markdown())
    assert "only the cards in the centre count as face up" not in text
    assert "Today's game leaves out Aoi's theft" not in text
    assert "Today's game leaves out only Chika's lock" in text
    lesson = text.split("### A 45-minute lesson")[1].split("### Hands-on activity")[0]
    assert "The lesson's game" in lesson and "Nobody locks a card" in lesson
    assert "from in front of another player" in lesson and "two turns" in lesson
    worksheet = sheet("worksheet")
    assert "Today's game" in worksheet
    assert all(f"<li>{rule}</li>" in worksheet for rule in LESSON_GAME)
    assert any("from in front of another player</b> (a theft)" in r for r in LESSON_GAME)


# 7. 60 orders against 1, yet only 7.5 times as likely: rice covers two pips.

def test_sixty_orders_against_one_is_240_pip_rolls_against_32():
    rolls = [tuple(DEFAULT_DIE[p] for p in pips) for pips in product(range(6), repeat=5)]
    assert len(rolls) == 7776
    urr56 = [r for r in rolls if sorted_faces(r) == ("U", "R", "R", 5, 6)]
    rice = [r for r in rolls if sorted_faces(r) == ("R",) * 5]
    assert (len(set(urr56)), len(urr56)) == (60, 240)  # 60 orders, 4 pip rolls each
    assert (len(set(rice)), len(rice)) == (1, 32)  # 1 order, 2**5 pip rolls
    dist = roll_distribution([DEFAULT_DIE] * 5)
    assert dist[("U", "R", "R", 5, 6)] == Fraction(240, 7776) == Fraction(5, 162)
    assert dist[("R",) * 5] == Fraction(32, 7776) == Fraction(1, 243)
    assert dist[("U", "R", "R", 5, 6)] / dist[("R",) * 5] == Fraction(15, 2)
    misconception = flat(markdown()).split("### Misconceptions")[1]
    assert "only 7.5 times as likely, not 60 times" in misconception
    assert "240 ÷ 32 = 7.5" in misconception
    assert "240 pip rolls" in outputs() and "32 pip rolls" in outputs()


# 8. The same idea fails for the 6 row: one plum with three 6s may still be set aside.

def bust_by_listing(kept, dice):
    faces = [DEFAULT_DIE] * dice
    busts = sum(not set_aside_choices(kept, faces, roll)
                for roll in product(DEFAULT_DIE, repeat=dice))
    return Fraction(busts, 6 ** dice)


def test_the_six_row_busts_one_time_in_108_not_81():
    assert bust_by_listing((6,), 4) == bust_probability([6]) == Fraction(1, 108)
    assert Fraction(2, 6) ** 4 == Fraction(1, 81) != bust_probability([6])
    assert Fraction(2, 6) ** 4 - 4 * Fraction(1, 6) ** 4 == Fraction(1, 108)
    text = flat(markdown())
    assert "One row needs more care" in text and "\\frac{12}{1296} = \\frac1{108}" in text
    assert "1/108" in outputs()


# 9. What can be done by hand: the bust chances are short products; the valid-bowl
#    chances are not.

HAND = {(): Fraction(1, 6) ** 5, ("U",): Fraction(1, 6) ** 4,
        ("U", 5): Fraction(2, 6) ** 3, ("U", 4, 4): Fraction(2, 6) ** 2,
        ("R",): Fraction(1, 6) ** 4, ("R", "R"): Fraction(1, 6) ** 3,
        (6,): Fraction(2, 6) ** 4 - 4 * Fraction(1, 6) ** 4, ("U", 5, "R"): Fraction(2, 6) ** 2}


def test_the_by_hand_part_is_short_products_and_the_rest_needs_the_computer():
    for kept, by_hand in HAND.items():
        assert bust_probability(list(kept)) == by_hand == bust_by_listing(kept, 5 - len(kept))
    assert success_probability([]) == Fraction(1810655599, 2448880128)
    assert success_probability([]).denominator == 2 ** 9 * 3 ** 14
    text = flat(markdown())
    assert "Everything here can be done by hand" not in text
    assert "The rest needs the computer" in text


# 10. The extension has an answer, on the answer sheet and in the chapter.

def test_the_extension_answer():
    ext = extension_answer()
    assert (ext.pairs, ext.busts, ext.chance) == (36, 4, Fraction(1, 9))
    assert bust_by_listing(("U", 4, 4), 2) == ext.chance
    assert ext.mean == Fraction(10, 3) and (ext.low, ext.high) == (0, 7)
    assert ext.class_mean == Fraction(100, 3) and (ext.class_low, ext.class_high) == (22, 44)
    answers = sheet("answers")
    assert "<h2>Extension: a pair of 4s</h2>" in answers and "<b>1/9</b>" in answers
    assert "0 to 7" in answers and "22 to 44" in answers
    assert "Extension: a pair of 4s" in sheet("worksheet")
    assert "{admonition} Answer to the extension" in markdown()
    assert "usual range 0 to 7" in outputs() and "usual range 22 to 44" in outputs()


# Pupils meet no seat numbers, ruling codes or engine talk outside the clarifications.

def test_pupil_text_has_no_seat_numbers_ruling_codes_or_engine():
    pupil = markdown().split("## For the teacher")[0]
    assert not re.search(r"\bRD-\d", pupil)
    for word in ("seat 0", "(seat", "engine", "seeded", "milliseconds"):
        assert word not in pupil
    assert "### Counting with the multinomial coefficient" not in markdown()
