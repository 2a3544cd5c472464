"""The Rice Dice lesson (issue 31): the facts a teacher found wrong or missing, each
recomputed with the engine's rules and exact fractions, and the chapter held to them."""

import json
import re
from fractions import Fraction
from itertools import product
from math import comb

from pointyrules.rice_dice import lesson
from pointyrules.rice_dice.lesson import pack
from pointyrules.rice_dice.odds import bust_probability, roll_distribution, success_probability
from pointyrules.rice_dice.printables import LESSON_GAME, aid, extension_answer, sheets
from pointyrules.rice_dice.rules import (
    DEFAULT_DIE,
    Stop,
    is_umeboshi_rice,
    legal_set_asides,
    set_aside_choices,
    sorted_faces,
)

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
    assert "The lesson's game" in lesson and "```{lesson-pack} rice_dice" in lesson
    # the rules themselves are the pack's, printed in the pack and on the worksheet
    assert pack().rules == tuple(LESSON_GAME)
    assert any(r.startswith("On your turn you always roll (nobody locks") for r in LESSON_GAME)
    assert any("<b>one round</b>" in r for r in LESSON_GAME)
    worksheet = sheet("worksheet")
    assert "Today's game" in worksheet
    assert all(f"<li>{rule}</li>" in worksheet for rule in LESSON_GAME)
    assert all(f"<li>{rule}</li>" in pack().html() for rule in LESSON_GAME)
    assert any("from in front of another player</b> (a <i>theft</i>)" in r for r in LESSON_GAME)


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


# ---- issue 31: the two teachers' reviews of the lesson pack -----------------------------
# Each test recomputes a fact a reviewer found wrong (or a number the fix changed) with the
# engine's rules, then holds the pack, the worksheet and the chapter to it.

def stage(name: str):
    return next(s for s in pack().stages if s.name == name)


def answer(stage_name: str, starts: str) -> str:
    return next(q.answer for q in stage(stage_name).questions if q.ask.startswith(starts))


def test_the_packs_questions_name_only_players_whose_turn_the_pack_shows():
    # Ben's bust is told only in the chapter: the pack's worked example is Aoi's turn alone
    asked = " ".join(q.ask + q.answer for s in pack().stages for q in s.questions)
    asked += " ".join(q.ask for q in pack().exit_ticket)
    for name in lesson.NAMES:
        if re.search(rf"\b{name}\b(?!'s: a theft)", asked):
            assert f"{name} rolls" in pack().worked_example, name


def test_a_roll_with_two_1s_goes_in_a_row_the_tally_table_has():
    rows = re.findall(r"<tr><t[dh]>([^<]+)</t[dh]>", sheet("worksheet"))
    roll = ("U", "U", "R", 4, 6)
    assert roll.count("U") == 2 and not any(f == "U" for f, _ in legal_set_asides((), roll))
    named = re.search(r"<i>(.+?)</i> row", answer("Count", "Does a roll with two 1s")).group(1)
    assert named in rows and named == "two or more 1s" and rows[-1] == "all rolls"


def test_three_dice_are_left_only_when_two_are_set_aside():
    said = answer("By hand: the grid", "How many cells")
    kept, left, chance = re.search(r"\((.+) kept, (\w+) dice left: (\d+/\d+)\.?\)", said).groups()
    faces = tuple("U" if w == "Plum" else int(w[-1]) for w in kept.split(" and "))
    assert faces == ("U", 5) and {"two": 2, "three": 3}[left] == 5 - len(faces)
    assert Fraction(chance) == bust_by_listing(faces, 5 - len(faces)) == Fraction(1, 27)


def test_the_preparation_time_is_the_sum_of_the_listed_minutes():
    html = pack().html()
    items = re.search(r'<ul class="pr-pack-materials">(.*?)</ul>', html, re.S).group(1)
    groups = max(sum(pack().groups(n).values()) for n in range(20, 33))
    listed = sum(Fraction(m) for m in re.findall(r": ([\d.]+) min(?! a group)", items))
    listed += groups * sum(Fraction(m) for m in re.findall(r"([\d.]+) min a group", items))
    said = re.search(r"Getting ready: about (\d+) minutes for (\d+) groups", html).groups()
    assert (Fraction(said[0]), int(said[1])) == (listed, groups) == (32, 10)
    assert "board:" in items and "answer key:" in items  # the once-hidden 6 minutes


def test_the_exit_tickets_class_total_cannot_be_read_off_the_board():
    made = int(re.search(r"made (\d+) rolls", pack().exit_ticket[2].ask).group(1))
    board = re.sub(r"<(t[dhr])\b[^>]*>", r"<\1>", pack().board)
    covered = re.findall(r"<tr><td>\d+</td><td>(\d+)</td><td>[\d.]+</td>", board)
    assert covered and str(made) not in covered
    assert round(made * Fraction(3125, 7776)) == made * 4 // 10 == 60  # 0.4 gives it too


def test_the_play_answer_takes_the_highest_card_below_when_the_6_is_gone():
    def stop_with_u6r(centre):
        state = table(3, centre=centre)
        turn(state, "U R 6 4 5", "U", "R 6 4 5", "6", "R 4 5", "R")
        state.apply(Stop())
        return state.provisional[0]

    assert is_umeboshi_rice(("U", 6, "R"))
    assert stop_with_u6r(range(1, 13)) == {6}
    assert stop_with_u6r([1, 2, 3, 5, 7]) == {5}  # RD-4: the highest face-up card below
    assert "or if it is gone the highest face-up card below it" in answer("Play", "Plum, 6")


def test_a_card_of_your_own_stays_but_counts_as_taken_as_rule_4_says():
    # RD-4: Aoi holds the 8; plum, 4, 4, rice, rice takes the 8 (hers, it stays) and the 7
    state = table(3, centre=[1, 2, 5, 6, 7, 9], provisional=[[8], [], []])
    turn(state, "U R 4 4 6", "U", "R 4 4 5", "4", "R 6", "R", "R", "R")
    state.apply(Stop())
    assert state.provisional[0] == {8, 7} and 6 in state.centre
    assert any("already yours, it stays with you but still counts as one of your cards "
               "taken" in r for r in LESSON_GAME)


def test_a_bust_ends_the_turn_and_the_aid_says_so_after_roll_or_stop():
    state = table(3, centre=range(1, 13))
    turn(state, "U R 5 5 6", "U", "R 4 5 5", "5", "U 5")  # nothing legal: a bust (RD-2)
    assert state.turn == 1 and state.provisional[0] == set() and 12 in state.removed
    body = aid().body
    assert body.index("roll the rest again or stop") < body.index("you\n<b>bust</b>: your "
                                                                  "turn ends")
    assert "Then roll the rest again" not in body


def test_todays_game_sets_up_names_who_starts_and_the_tie_rule_uses_it():
    assert LESSON_GAME[0].startswith("Lay the cards 1 to 12 face up in a row. The youngest "
                                     "player starts")
    assert "from the player who started" in LESSON_GAME[-1]
    assert "every turn is a roll" not in " ".join(LESSON_GAME)


# What the two teachers measured on a clock, for what each stage now holds (minutes).
MEASURED = {
    "Settle, hand out": {"arrive, sit, trays, worksheets, hook (Year 11)": 5},
    "Teach the rules": {"cards in a row": 1, "Aoi's turn and the rules": 7.5,
                        "Today's game and who starts": 1.5},
    "Play": {"three first turns of about 2 minutes": 6, "add up": 1},
    "Count": {"cards away": 1, "jobs and tally rows": 1.5, "guess": 0.5,
              "30 rolls at about 10 s, two swaps": 5},
    "Pool": {"rows on the board (trays go back meanwhile)": 2.5, "column totals": 1,
             "share as a percentage": 1, "uncover and discuss": 1.5},
    "By hand: the grid": {"attention back": 1, "Exercise 3 (a) together": 3},
    "Exit ticket": {"four questions on a slip": 4},
}


def test_every_stage_holds_what_was_measured_and_the_cut_saves_what_it_says():
    p = pack()
    assert [s.name for s in p.stages] == list(MEASURED)
    for s in p.stages:
        assert sum(MEASURED[s.name].values()) <= s.minutes, s.name
    starts = {s.name: sum(t.minutes for t in p.stages[:i]) for i, s in enumerate(p.stages)}
    assert sum(s.minutes for s in p.stages) == 45
    # "Running late?": checked when the pooling should start; dropping the grid and half
    # of the exit ticket (questions 1 and 2) saves their minutes
    minute, saved = map(int, re.search(r"by minute (\d+),.* saves about (\d+) minutes",
                                        p.cut_first).groups())
    assert minute == starts["Pool"] == 31
    assert saved == stage("By hand: the grid").minutes + stage("Exit ticket").minutes // 2
    assert "only questions 3 and 4" in p.cut_first and "one turn each" not in p.cut_first
    # the last-turn call falls inside the game, with a first turn's 2 minutes to spare
    call = int(re.search(r"\(minute (\d+)\)", stage("Play").does).group(1))
    assert starts["Play"] < call <= starts["Play"] + stage("Play").minutes - 2


def test_every_exercise_of_the_lessons_pages_is_scheduled_and_the_levels_agree():
    p = pack()
    homework = re.search(r"Homework: (.+?)\.", stage("Exit ticket").does).group(1)
    assert homework == "Exercise 1, Exercise 2 and Exercise 3 (b)"
    assert "Groups that finish early: Exercise 1 and Exercise 2" in stage("Count").does
    assert "Exercise 3 (a)" in stage("By hand: the grid").does
    assert "homework Exercise 1, Exercise 2 and Exercise 3 (b)" in p.levels
    assert "add the lock" not in p.levels and "(no lock)" in p.levels
    assert "(a tree)" not in p.levels and "by multiplying" in p.levels
    # Exercise 4's answer multiplies, as the levels line says
    assert "5 &times; 1/6 &times; (5/6)<sup>4</sup>" in sheet("answers")


def test_the_way_in_gives_the_cube_a_situation_and_no_unexplained_symbols():
    way_in = flat(markdown()).split("### Start small: two dice")[1].split(
        "### The sample space")[0]
    assert "cross the columns of the same 2 pips, $2 \\times 2 = 4$ squares" in way_in
    assert "If Ben had set aside the plum and a single 5, three dice would be left" in way_in
    assert bust_by_listing(("U", 5), 3) == Fraction(8, 216)
    assert "Pupils aged 11 to 14 can stop here, or skip to *Exactly one plum*" in way_in
    orders = flat(markdown()).split("### Counting the orders")[1].split("###")[0]
    assert "\\binom" not in orders
    pairs = re.search(r"the pairs are ((?:\w\w, )+\w\w and \w\w)", orders).group(1)
    assert len(re.findall(r"\b\w\w\b", pairs)) == comb(4, 2)
