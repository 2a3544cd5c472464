"""The Rice Dice lesson pack and class data (issue 31), recomputed without the lesson
module: every exit-ticket answer and every numeric key-question answer by brute force
over the dice (with a small set-aside rule of the tests' own, RD-2, checked against the
engine's) or by an independent formula; the class data's exact chances; the chapter's
way in (the 6 x 6 grid) and its SymPy formula; one numbering for chapter, worksheet and
answer key."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import cache
from itertools import product
from math import comb, sqrt

import pytest

from pointyrules.rice_dice import lesson
from pointyrules.rice_dice.odds import bust_probability
from pointyrules.rice_dice.printables import WORKSHEET_EXERCISES, sheets
from pointyrules.rice_dice.rules import legal_set_asides

from ..conftest import ROOT

PIP = {1: "U", 2: "R", 3: "R", 4: 4, 5: 5, 6: 6}  # plain dice, RD-1


# ---- the tests' own rules ---------------------------------------------------------------
def choices(kept: tuple, faces: tuple) -> list[tuple]:
    """RD-2, written again: what may be set aside from ``faces`` after ``kept``, as
    (face, how many)."""
    out = []
    if faces.count("U") == 1 and "U" not in kept:
        out.append(("U", 1))
    out += [(v, faces.count(v)) for v in (2, 3, 4, 5, 6) if v in faces and v not in kept]
    out += [("R", k) for k in range(1, faces.count("R") + 1)]
    return out


def valid(kept: tuple) -> bool:
    """RD-3, written again."""
    sesame = sum(1 for f in kept if f not in ("U", "R"))
    return kept.count("U") == 1 and sesame >= 1 and kept.count("R") >= sesame


def rolls(n: int):
    """Every roll of ``n`` plain dice, pip by pip: 6**n equally likely faces tuples."""
    return [tuple(PIP[p] for p in pips) for pips in product(range(1, 7), repeat=n)]


def bust(kept: tuple, n: int) -> Fraction:
    return Fraction(sum(not choices(kept, r) for r in rolls(n)), 6 ** n)


@cache
def best_valid(kept: tuple, n: int) -> Fraction:
    """The chance of ending with a valid bowl, playing for that alone (RD-3: stop when
    valid; bust when nothing may be set aside or no dice are left)."""
    if valid(kept):
        return Fraction(1)
    if n == 0:
        return Fraction(0)
    total = Fraction(0)
    for r in rolls(n):
        total += max((best_valid(tuple(sorted(kept + (f,) * k, key=str)), n - k)
                      for f, k in choices(kept, r)), default=Fraction(0))
    return total / 6 ** n


def usual(n: int, p: Fraction) -> tuple[float, int, int]:
    """Mean and the usual range, within two standard deviations, of a count out of n."""
    mean, sd = float(n * p), sqrt(float(n * p * (1 - p)))
    return mean, max(0, round(mean - 2 * sd)), min(n, round(mean + 2 * sd))


def binomial_mass(n: int, p: Fraction, low: int, high: int) -> Fraction:
    return sum(comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(low, high + 1))


ONE = Fraction(sum(r.count("U") == 1 for r in rolls(5)), 6 ** 5)
NONE = Fraction(sum("U" not in r for r in rolls(5)), 6 ** 5)


def pct(x: Fraction | float, places: int = 0) -> str:
    return f"{float(x) * 100:.{places}f}%"


@pytest.fixture(scope="module")
def pack():
    return lesson.pack()


def question(pack, stage: str, starts: str):
    found = [q for s in pack.stages if s.name == stage for q in s.questions
             if q.ask.startswith(starts)]
    assert len(found) == 1, (stage, starts)
    return found[0].answer


# ---- the tests' own rules agree with the engine's --------------------------------------
def test_the_tests_rules_are_the_engines():
    for kept in [(), ("U",), ("U", 5), ("U", 4, 4), ("U", 5, 5), ("R", "R"), (6,)]:
        for r in rolls(5 - len(kept)):
            assert sorted(map(str, choices(kept, r))) == \
                sorted(map(str, legal_set_asides(kept, r))), (kept, r)


# ---- the count and the class data --------------------------------------------------------
def test_exactly_one_1_and_no_1_by_listing_all_7776_rolls():
    assert ONE == NONE == Fraction(3125, 7776)
    assert lesson.one_plum() == ONE and lesson.no_plum() == NONE


def test_the_class_data_compares_with_the_listed_chances():
    data = lesson.class_data()
    assert data.kind == "frequency"
    exact = {s.key: s.exact for s in data.series}
    assert exact == {"one": ONE, "none": NONE}
    payload = json.loads(data.json())
    assert {s["exact"]["num"] + "/" + s["exact"]["den"] for s in payload["series"]} == \
        {"3125/7776"}
    assert str(lesson.GROUP_ROLLS) in data.how


def test_the_board_has_a_row_per_group_and_what_chance_gives_for_every_class(pack):
    groups = {n: pack.groups(n) for n in range(20, 33)}
    assert all(set(g) == {3, 4} and 3 * g[3] + 4 * g[4] == n for n, g in groups.items())
    counts = sorted({sum(g.values()) for g in groups.values()})
    board = re.sub(r"<(t[dhr])\b[^>]*>", r"<\1>", pack.board)  # cells without their styles
    pool = re.search(r"<tbody>(.*?)<tr><th>class</th>", board, re.S).group(1)
    assert pool.count("<tr>") == max(counts)  # a row for each group of the largest class
    for g in counts:
        n = 30 * g
        mean, low, high = usual(n, ONE)
        row = (f"<tr><td>{g}</td><td>{n}</td><td>{mean:.1f}</td><td>{low}&ndash;{high}</td>"
               f"<td>{pct(Fraction(low, n))}&ndash;{pct(Fraction(high, n))}</td></tr>")
        assert row in board, row
        # the usual range holds about 19 classes in 20 (exact binomial)
        assert Fraction(93, 100) < binomial_mass(n, ONE, low, high) < Fraction(98, 100)
    # the reviewer's class of 30: 10 groups of three, 300 rolls
    assert groups[30] == {3: 10, 4: 0}
    assert usual(300, ONE)[1:] == (104, 138) and f"{usual(300, ONE)[0]:.1f}" == "120.6"


# ---- every numeric key question --------------------------------------------------------
def test_key_questions_of_the_hook_and_the_rules(pack):
    assert "3125/7776" in question(pack, "Settle, hand out", "Five dice")
    assert question(pack, "Settle, hand out", "What do the pips").startswith(
        "1 plum; 2 and 3 rice; 4, 5, 6 sesame")
    # Aoi's first roll: plum, rice, 4, 4, 6 with nothing set aside
    allowed = choices((), ("U", "R", 4, 4, 6))
    assert sorted(map(str, allowed)) == sorted(map(str, [("U", 1), (4, 2), (6, 1), ("R", 1)]))
    assert question(pack, "Teach the rules", "Aoi rolls").startswith(
        "The plum, both 4s, the 6 or one rice")
    # after roll 3 she has plum, 4, 4, rice: two sesame, one rice, so stopping busts (RD-3)
    assert not valid(("U", 4, 4, "R")) and valid(("U", 4, 4, "R", "R"))
    assert question(pack, "Teach the rules", "After roll 3 she has plum, 4, 4, rice") == \
        "2 sesame but only 1 rice: stopping would bust."
    assert "After roll 3 she has 2 sesame and 1\nrice: stopping now would bust" in \
        pack.worked_example
    # her bowl plum, 4, 4, rice, rice: sum 8, two rice, from every face-up card
    face_up = {1, 2, 4, 5, 6, 7, 9, 11} | {8, 3} | {12}  # the centre, Ben's, Chika's
    below = sorted((c for c in face_up if c <= 4 + 4), reverse=True)[:2]
    assert below == [8, 7]
    assert question(pack, "Teach the rules", "Her bowl") == \
        "The 8 (Ben's: a theft) and the 7."


def test_key_questions_of_the_play_count_and_pool(pack):
    after_plum, after_rice = best_valid(("U",), 4), best_valid(("R",), 4)
    assert pct(after_plum) == "87%" and pct(after_rice) == "68%"
    assert "87%" in question(pack, "Play", "Keep the plum") and \
        "68%" in question(pack, "Play", "Keep the plum")
    assert valid(("U", "R", 6))
    mean, low, high = usual(30, ONE)
    assert (round(mean), low, high) == (12, 7, 17)
    assert question(pack, "Count", "Guess") == f"About {round(mean)}; {low} to {high} is usual."
    # the reviewers' classes: 30 pupils (10 threes, 300 rolls), 23 (7 groups, 210 rolls)
    share = question(pack, "Pool", "Is our share")
    assert share.startswith(f"Exact {pct(ONE, 1)}. Your class's row of the covered table")
    for pupils, rolls_made in [(30, 300), (23, 210)]:
        assert 30 * sum(pack.groups(pupils).values()) == rolls_made
        _, lo, hi = usual(rolls_made, ONE)
        assert (f"{rolls_made} rolls usually give {lo} to {hi} "
                f"({pct(Fraction(lo, rolls_made))} to {pct(Fraction(hi, rolls_made))})") in share
    assert usual(210, ONE)[1:] == (70, 99)
    assert question(pack, "Pool", "Why do the groups") == (
        f"30 rolls are few: {pct(Fraction(low, 30))} to {pct(Fraction(high, 30))} is usual.")
    _, low10, high10 = usual(10, ONE)
    assert question(pack, "Pool", "6 of one pupil") == \
        f"{'No' if low10 <= 6 <= high10 else 'Perhaps'}: {low10} to {high10} is usual in 10 rolls."


def test_key_questions_of_the_grid_and_the_exit_stage(pack):
    useless = [p for p in range(1, 7) if not choices(("U", 4, 4), (PIP[p],))]
    assert useless == [1, 4]
    cells = [(a, b) for a in range(1, 7) for b in range(1, 7)
             if not choices(("U", 4, 4), (PIP[a], PIP[b]))]
    assert cells == [(1, 1), (1, 4), (4, 1), (4, 4)]
    assert question(pack, "By hand: the grid", "Plum and two 4s").startswith("1 and 4")
    assert question(pack, "By hand: the grid", "How many cells") == (
        f"{len(cells)} of 36 = <b>{Fraction(len(cells), 36)}</b>, as 2/6 &times; 2/6. "
        f"(Plum and a 5 kept, three dice left: {bust(('U', 5), 3)}.)")
    # Aoi after roll 2 (the pack's own worked example): plum, 4, 4 and two dice left
    aoi = question(pack, "By hand: the grid", "Aoi had plum, 4, 4")
    assert not valid(("U", 4, 4)) and aoi.startswith("No: no rice yet, so stopping busts.")
    assert f"busts {bust(('U', 4, 4), 2)} of the time" in aoi
    assert f"only {best_valid(('U', 4, 4), 2)} of the time" in aoi
    assert best_valid(("U", 4, 4), 2) == Fraction(4, 36) + Fraction(16, 36) * Fraction(1, 3) \
        == Fraction(7, 27)
    # the exit stage's questions read the slips: the usual mistakes, answered
    assert question(pack, "Exit ticket", "A slip answers 2/6").endswith(
        f"{bust(('U', 6), 3)}.")
    _, low, high = usual(300, ONE)
    assert question(pack, "Exit ticket", "A slip answers question 4").endswith(
        f"{low} to {high} is usual in 300 rolls.")


# ---- the exit ticket ---------------------------------------------------------------------
def test_every_exit_ticket_answer_recomputed(pack):
    q1, q2, q3, q4 = pack.exit_ticket
    useless = [p for p in range(1, 7) if not choices(("U", 6), (PIP[p],))]
    assert q1.answer.startswith(" and ".join(map(str, useless)) + " ") and \
        f"{len(useless)} of 6" in q1.answer
    three = bust(("U", 6), 3)
    assert three == Fraction(len(useless), 6) ** 3 == Fraction(1, 27)
    assert q2.answer.endswith(f"= <b>{three}</b>.")
    made = int(re.search(r"made (\d+) rolls", q3.ask).group(1))
    assert made == 30 * 5  # five groups: fewer than any class of 20 to 32 makes
    assert f"about <b>{round(made * ONE)}</b>" in q3.answer and round(made * ONE) == 60
    assert f"{made} &times; 0.4 = {made * 4 // 10} is fine too" in q3.answer
    counted, out_of = map(int, re.search(r"counted (\d+) rolls .* in (\d+)\.", q4.ask).groups())
    _, low, high = usual(out_of, ONE)
    assert low <= counted <= high and q4.answer.startswith("No:")
    assert f"{low} to {high}" in q4.answer


# ---- the worked example and one numbering --------------------------------------------------
def test_the_worked_example_is_aois_turn(pack):
    w = lesson.worked()
    assert w.bowl == ("U", "R", "R", 4, 4) and valid(w.bowl)
    assert w.taken == (8, 7) and w.stolen == {8: "Ben"}
    assert "the 8 (Ben's: a theft)" in pack.worked_example


def chapter() -> list[dict]:
    return json.loads((ROOT / "book" / "rice_dice.ipynb").read_text(encoding="utf-8"))["cells"]


def test_one_numbering_for_chapter_worksheet_and_answers():
    text = "\n".join("".join(c["source"]) for c in chapter() if c["cell_type"] == "markdown")
    in_chapter = re.findall(r"^### (Exercise \d+) ", text, re.M)
    on_sheet = [t.split(" (")[0] for t, _, _ in WORKSHEET_EXERCISES]
    assert in_chapter[:len(on_sheet)] == on_sheet == [f"Exercise {n}" for n in range(1, 6)]
    by_kind = {s.kind: s.body for s in sheets()}
    assert re.findall(r"<h2>(Exercise \d+)</h2>", by_kind["answers"]) == on_sheet
    # Exercise 3 is the same question everywhere: the grid for a pair of 4s, then 1/27
    chapter_3 = text.split("### Exercise 3")[1].split("### Exercise 4")[0]
    assert "pair of 4s" in chapter_3 and "grid" in chapter_3 and "\\frac1{27}" in chapter_3
    assert "pair of 4s" in WORKSHEET_EXERCISES[2][1] and "1/27" in WORKSHEET_EXERCISES[2][1]
    # the worksheet never gives the activity's answer before the class has counted
    assert "3125" not in by_kind["worksheet"] and "40.2" not in by_kind["worksheet"]
    assert f"{lesson.GROUP_ROLLS} times" in by_kind["worksheet"]


# ---- the chapter's way in and its formula -------------------------------------------------
def outputs(cell_id: str) -> str:
    cell = next(c for c in chapter() if c.get("id") == cell_id)
    return "\n".join("".join(o.get("data", {}).get("text/markdown", ""))
                     for o in cell["outputs"])


def test_the_way_in_grid_marks_the_rolls_that_bust_ben():
    table = outputs("rd-l31-grid")
    rows = [line for line in table.splitlines() if line.startswith("| **")]
    assert len(rows) == 6
    marked = [(a, b) for a, row in enumerate(rows, 1)
              for b, cell in enumerate(row.strip("|").split("|")[1:], 1) if "✗" in cell]
    by_hand = [(a, b) for a, b in product(range(1, 7), repeat=2)
               if not choices(("U", 5, 5), (PIP[a], PIP[b]))]
    assert marked == by_hand == [(1, 1), (1, 5), (5, 1), (5, 5)]
    assert Fraction(len(marked), 36) == Fraction(2, 6) ** 2 == bust(("U", 5, 5), 2)
    cube = sum(not choices(("U", 5), r) for r in rolls(3))
    assert cube == 2 ** 3 and f"{cube} of the 216 rolls bust" in table


def test_the_sympy_formula_gives_the_by_hand_table():
    cell = next(c for c in chapter() if c.get("id") == "rd-l31-sympy")
    source = "".join(cell["source"])
    assert source.startswith("# Shown:") and "assert" in source and ".subs(" in source
    table = outputs("rd-l31-sympy")
    assert "\\left(\\frac{u}{6}\\right)^{n}" in table
    rows = re.findall(r"^\| ([^|]+) \| (\d) \| (\d) \| [^|]+ \| ([\d/]+) ", table, re.M)
    assert [int(n) for _, _, n, _ in rows][:5] == [5, 4, 3, 2, 1]  # n = 5 down to 1
    for kept_text, u, n, shown in rows:
        kept = tuple(int(f) if f.isdigit() else f for f in kept_text.split()
                     if f != "(nothing)")
        u, n = int(u), int(n)
        assert len(kept) + n == 5
        assert Fraction(shown) == Fraction(u, 6) ** n == bust(kept, n) == \
            bust_probability(list(kept))
