"""The Gingham lesson (issue 31): the facts a maths teacher found wrong, each recomputed
with the engine or by brute force, and the chapter's text held to them.

Seats in the source's worked example: Alex 0 (orange), Sahil 1 (blue), Ameya 2 (green).
"""

from __future__ import annotations

import json
import re
from collections import Counter, deque
from math import comb, sqrt

import pytest

from pointyrules.gingham import lesson, printables
from pointyrules.gingham.board import board
from pointyrules.gingham.rules import Gingham, final_bonus, sweet_types

from ..conftest import ROOT

ALEX, SAHIL, AMEYA = 0, 1, 2
NOTEBOOK = ROOT / "book" / "gingham.ipynb"


def _cells() -> list[dict]:
    return json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]


def _source(cell: dict) -> str:
    return "".join(cell["source"])


def _cell(cell_id: str) -> dict:
    return next(c for c in _cells() if c["id"] == cell_id)


def _markdown() -> str:
    text = " ".join(_source(c) for c in _cells() if c["cell_type"] == "markdown")
    return " ".join(text.split())


def _section(title: str) -> str:
    """The markdown of one H2 section of the chapter, whitespace folded."""
    out, inside = [], False
    for c in _cells():
        if c["cell_type"] != "markdown":
            continue
        heads = re.findall(r"^## (.+?)\s*$", _source(c), re.M)
        if heads:
            inside = heads[-1] == title
        if inside:
            out.append(_source(c))
    return " ".join(" ".join(out).split())


def _run(until: str, stop_before: bool = False) -> dict:
    """The chapter's code cells run up to the cell ``until``; their names, without any
    picture or table drawn."""
    ns: dict = {}
    for cell in _cells():
        if cell["id"] == until and stop_before:
            break
        tags = set(cell.get("metadata", {}).get("tags", []))
        if cell["cell_type"] == "code" and "remove-cell" not in tags:
            exec(compile(_source(cell), cell["id"], "exec"), ns)
            ns["display"] = lambda *a, **k: None
        if cell["id"] == until:
            break
    return ns


@pytest.fixture(scope="module")
def start() -> dict:
    return _run("gingham-12")


# --- 1. the worked round's starting position can happen ---------------------------------
def position_faults(setup: dict, sides_so_far, players: int = 3) -> list[str]:
    """What makes a position impossible in a real game (empty when none is found)."""
    b = board(10)
    faults = []
    heights: Counter = Counter()
    stacks = {}
    for p, s in setup["stacks"].items():
        kind, height = (s, 1) if isinstance(s, str) else s
        heights[kind] += height
        stacks[p] = height
    # GI-1: 9 of each sweet on the big cloth; stacks only ever grow, sweets never leave
    if heights != Counter({t: 9 for t in sweet_types(players)}):
        faults.append(f"sweets {dict(heights)}, not 9 of each")
    # GI-8: each connection empties one crossing and adds one sweet to a stack
    emptied = [p for p in b.points if p not in stacks]
    if len(emptied) < sum(h - 1 for h in stacks.values()):
        faults.append(f"{len(emptied)} crossings emptied for "
                      f"{sum(h - 1 for h in stacks.values())} extra sweets in stacks")
    # GI-7: at most one ant a turn, two turns a round (ants never leave the cloth)
    turns = 2 * len(sides_so_far)
    ants = Counter(setup["ants"].values())
    if max(ants.values()) > turns:
        faults.append(f"ants {dict(ants)} after {turns} turns each")
    if setup["round_number"] != len(sides_so_far) + 1:
        faults.append("the round number does not follow the rounds played")
    # GI-3/GI-8/GI-16: an emptied crossing receives its icon's cubes once (it is never
    # refilled: stacks move only onto other stacks); cubes then lie there or are held
    given = sum(b.sugar_icon(p) for p in emptied)
    sugar = setup.get("sugar", {})
    if sum(setup["cubes"]) + sum(sugar.values()) > given:
        faults.append(f"{sum(setup['cubes']) + sum(sugar.values())} cubes, but the "
                      f"emptied crossings gave {given}")
    if sum(setup["cubes"]) + sum(sugar.values()) > 2 * len(emptied):
        faults.append("more cubes than twice the emptied crossings")
    for p, k in sugar.items():
        if p in stacks or k > b.sugar_icon(p):
            faults.append(f"{k} cubes on the crossing {p}")
    # GI-6: every round's lead queen leaves the side of the round before
    if any(a == b_ for a, b_ in zip(sides_so_far, sides_so_far[1:], strict=False)):
        faults.append(f"two rounds in a row on one side: {sides_so_far}")
    sides = {name[0] for name in setup["queens"]}
    if sides != {sides_so_far[-1]}:
        faults.append(f"queens on {sides}, but the last round was on {sides_so_far[-1]}")
    return faults


def test_the_old_start_is_found_impossible():
    # the position the teacher found (three rounds, 38 sweets, Alex 7 ants in 6 turns,
    # 9 cubes from 3 emptied crossings): the checker must refuse it
    old = dict(
        stacks={(2, 0): "cherry", (4, 0): "pie", (0, 0): "cherry", (0, 2): "cookie",
                (2, 2): "pie", (4, 2): "cupcake", (0, 4): ("cherry", 3), (2, 4): "cherry",
                (4, 4): ("cookie", 4), (0, 6): "pie", (4, 6): "cupcake", (0, 8): "cookie",
                (2, 8): "cupcake", (4, 8): "pie", (6, 0): "cookie", (6, 6): "cherry",
                (6, 8): "cookie", (0, 10): "pie", (2, 10): "cherry", (4, 10): "cupcake",
                (6, 10): "pie", (8, 0): "cupcake", (10, 0): "pie", (8, 2): "cherry",
                (10, 2): "cookie", (8, 4): "cupcake", (10, 4): "pie", (8, 6): "cookie",
                (10, 6): "cupcake", (8, 8): "cherry", (10, 8): "pie", (8, 10): "cookie",
                (10, 10): "cupcake"},
        ants={"a1": 0, "a3": 0, "b2": 0, "c2": 0, "d2": 0, "d3": 0, "d4": 0},
        sugar={(2, 6): 2, (6, 4): 2, (6, 2): 2}, cubes=[0, 1, 2], round_number=4,
        queens={"S1": [2]})
    faults = " | ".join(position_faults(old, ("S", "S", "S")))
    for fault in ("not 9 of each", "crossings emptied", "after 6 turns", "cubes, but",
                  "two rounds in a row"):
        assert fault in faults


def test_the_worked_round_starts_from_a_position_that_can_happen(start):
    assert position_faults(start["START"], start["SIDES_SO_FAR"]) == []
    # and the engine takes it: the fifth round, its lead queen on the bottom side
    game = start["game"]
    assert game.round_number == 5 and game.old_side == start["SIDES_SO_FAR"][-1] == "S"


def test_the_worked_round_is_what_the_engine_does():
    ns = _run("gingham-22")  # the end of the round
    game = ns["game"]
    assert game.score == [21, 20, 12] and game.cubes == [0, 1, 4]
    assert [ns["NAMES"][s] for s in game.turn_order()] == [
        "Alex", "Alex", "Ameya", "Sahil", "Ameya", "Sahil"]
    kinds = [e.kind for e in game.log]
    assert kinds.count("capture") == 2 and kinds.count("connect") == 1
    # the round was played on the left side, not the bottom one (GI-6)
    assert game.old_side == "W" != ns["SIDES_SO_FAR"][-1]
    text = _markdown()
    assert "Four rounds have been played" in text and "fifth round" in text
    assert "Three rounds have been played" not in text


def test_the_chapter_says_the_round_numbers_the_engine_plays():
    game = _run("gingham-12")["game"]
    assert game.round_number == 5
    assert "Before the fifth round" in _cell("gingham-12")["metadata"]["mystnb"]["figure"][
        "caption"]


# --- 2. the steal comes from the worked round's end ------------------------------------
def test_the_steal_follows_from_the_end_of_the_worked_round():
    end = _run("gingham-22")["game"]
    before = _run("gingham-steal-turn", stop_before=True)["game"]
    # nothing was connected or captured in rounds 6 and 7 before Ameya's turn: the cloth's
    # sweets are those at the end of the worked round (the pie by a6, Alex's 5 cookies)
    assert before.stacks == end.stacks and before.tokens == end.tokens
    assert before.round_number == 7
    assert {c: before.ants[board(10).index[c]] for c in ("a4", "b5", "c4", "c5")} == {
        "a4": AMEYA, "b5": AMEYA, "c4": AMEYA, "c5": AMEYA}
    after = _run("gingham-25")["game"]
    assert after.score[AMEYA] == before.score[AMEYA] + 2 + 5
    assert after.tokens[(2, 4)] == AMEYA and (0, 4) not in after.stacks
    assert len(after.stacks[(2, 4)]) == 4 and after.stacks[(4, 4)] == ["cookie"] * 5
    points = [e.data.get("points") for e in after.log[len(before.log):]
              if e.kind in ("connect", "capture")]
    assert points == [2, 5]


# --- 3. the setup picture's sweet by d4 ------------------------------------------------
def test_the_setup_text_names_the_sweet_by_d4_as_the_picture_shows_it():
    kind = Gingham.new_game(3, seed=11).stacks[(4, 4)][0]
    text = _section("Setup")
    named = re.findall(r"the (cookie|cherry|cupcake|pie|sweet) by d4", text)
    assert named and set(named) <= {"sweet", kind}


# --- 4. sugar: not every crossing can be emptied ---------------------------------------
def test_the_sugar_bound_is_the_icons_less_the_crossings_never_emptied():
    b = board(10)
    icons = sum(b.sugar_icon(p) for p in b.points)
    # one stack of each sweet always stays: those crossings give nothing; at best they
    # are the crossings with the fewest icons (the corners)
    least = sorted(b.sugar_icon(p) for p in b.points)[:len(sweet_types(3))]
    assert icons == 52 and icons - sum(least) == 48
    text = _markdown()
    assert "add up to 52" in text and "at most 52 − 4 = 48" in text
    assert "52 cubes at most" not in text


# --- 5. alt texts describe what is drawn -----------------------------------------------
def test_the_start_alt_text_names_every_ant_and_no_false_chain(start):
    alt = _cell("gingham-12")["metadata"]["mystnb"]["image"]["alt"]
    for cell in start["START"]["ants"]:
        assert re.search(rf"\b{cell}\b", alt), cell
    b = board(10)
    # ants join edge to edge: a3 and b2 only touch at a corner, so no chain joins them
    assert b.index["b2"] not in b.neighbours[b.index["a3"]]
    assert "chain a3" not in alt
    setup_alt = _cell("gingham-4")["metadata"]["mystnb"]["image"]["alt"]
    assert "lettered" not in setup_alt and "shape" in setup_alt


# --- 6. the final-scoring example counts no sugar, and says so -------------------------
def test_the_final_scoring_says_no_sugar_is_left():
    ns = _run("gingham-10")
    assert ns["sugar_left"] == [0, 0, 0]
    totals = [d + x["total"] for d, x in zip(ns["during"], ns["final"], strict=True)]
    assert totals == [53, 57, 61]  # the walkthrough's totals: so no cube was left
    stacks = {p: [t] * k for p, (t, k) in ns["stacks"].items()}
    with_sugar = final_bonus(3, stacks, ns["tokens"], [1, 0, 0])
    assert with_sugar[0]["total"] == ns["final"][0]["total"] + 1
    assert "nobody has a sugar cube left" in _markdown()


# --- 7. ruling ids stay in the Rule clarifications --------------------------------------
def test_no_ruling_id_in_the_exercises():
    assert not re.search(r"\bGI-\d+", _section("Exercises"))


# --- 8. stated conditions ---------------------------------------------------------------
def test_row_lengths_and_the_even_cloth_are_said_with_their_conditions():
    for n in (8, 10):
        b = board(n)
        lengths = sorted({len(b.row_cells[r]) for r in b.rows})
        assert lengths == list(range(1, n + 1))
    b = board(10)
    assert b.row_cells[b.row("S10")] == tuple(b.index[f"j{k}"] for k in range(1, 11))
    text = _markdown()
    assert "on the 10 x 10 cloth the rows of a side have 1 to 10 cells (1 to 8 on the 8 x 8" \
        in text
    assert "on the 10 x 10 cloth row S10 is the whole column j" in text
    assert "with $n$ even" in text  # k = n/2 + 1 needs an even n


# --- 9. the credits say only what the sources support -----------------------------------
def test_the_intro_claims_no_publisher_the_sources_do_not_name():
    intro = _source(_cells()[0])
    assert "Bitewing" not in intro and "crowdfunded" not in intro
    assert "2 to 4 players" in intro and "aged 12" in intro and "20 to 40" in intro
    assert "neither its designer nor its publisher" in intro


# --- 10. materials and sizes --------------------------------------------------------------
def test_a_counter_fits_on_a_printed_cell_beside_the_sweets():
    assert printables.counter_fits()
    assert not printables.counter_fits(13, 14, 7)  # the old 14 mm sweets on 13 mm cells
    # the same sum in the open: the cut sweet's corner and the cell's centre
    c, t = printables.BOARD_CELL_MM, printables.TOKEN_MM
    assert sqrt((c / 2 - t / 2) ** 2 * 2) >= printables.COUNTER_MM / 2


def test_the_lesson_plays_in_pencil_on_the_dealt_cloth():
    # no counters in the lesson (no school has 7 mm counters): pencil initials on the
    # printed dealt cloth, whose last page of the print-and-play sheet says so
    rules = " ".join(printables.LESSON_RULES)
    assert "initial in pencil" in rules and "counter" not in rules
    body = printables.components().body
    assert "dealt" in body and "initials in pencil" in body
    assert printables.components().pages == 4
    text = _section("For the teacher")
    assert "one round" in text and "26 counters for each player" not in text
    assert "counters" not in text.split("### Printables")[0]


# --- 11. worksheet and chapter share their numbering -------------------------------------
def chapter_exercises() -> dict[int, str]:
    heads = re.findall(r"^### Exercise (\d+) [★]+ (?:\([^)]*\) ?)?: ?(.+?)\s*$",
                       "\n".join(_source(c) for c in _cells()), re.M)
    return {int(n): title.strip().lower() for n, title in heads}


def test_worksheet_exercises_carry_the_chapter_numbers_and_titles():
    exercises = chapter_exercises()
    assert sorted(exercises) == list(range(1, len(exercises) + 1))
    labels = [q[0] for q in printables.QUESTIONS]
    on_sheet = {}
    for label, title, _, _ in printables.QUESTIONS:
        m = re.fullmatch(r"Exercise (\d+)", label)
        if m:
            on_sheet[int(m.group(1))] = title.lower()
        else:
            assert re.fullmatch(r"Activity [A-Z]", label), label
    assert on_sheet and all(exercises[k] == t for k, t in on_sheet.items()), on_sheet
    # the answer key follows the same labels, and the plan names only what is on the sheet
    key = printables.answers().body
    assert all(f"<h3>{label}:" in key for label in labels)
    plan = _section("For the teacher")
    named = re.search(r"Worksheet Exercises ([\d, and]+) are homework\.", plan).group(1)
    assert {int(k) for k in re.findall(r"\d+", named)} == set(on_sheet)
    assert "worksheet questions" not in plan.lower()
    # the worksheet starts at the activity: no exercise that needs the abilities
    assert labels[0] == "Activity A" and not {"Exercise 1", "Exercise 2"} & set(labels)


def test_every_part_of_an_exercise_on_the_sheet_is_the_chapters():
    # Exercise 4(c) was missing from the sheet
    text = dict((q[0], q[2]) for q in printables.QUESTIONS)
    assert "c)" in text["Exercise 4"] and "a1 and j10" in text["Exercise 4"]


def test_the_worksheet_does_not_give_the_activity_away():
    # the taxicab example of the sheet's opening is not the activity's own pair
    body = printables.worksheet().body
    intro = body[:body.index("Activity A")]
    assert "b to e" not in intro and "2 to 4" not in intro
    assert "C(5, 2)" not in body and "C(7, 3)" not in body


# --- 12. pupils copy only their own group's numbers --------------------------------------
def test_pupils_copy_their_own_numbers_and_the_board_has_every_group():
    # a reviewer timed 12 groups x 3 numbers copied by every pupil at 3 minutes nobody had:
    # the sheet keeps only the group's own numbers and the exact ones; the board's table
    # has a column for each group of the biggest class (tried on every split into 3s, 4s)
    def groups(n):  # as many threes as leave a multiple of four
        threes = max(t for t in range(n // 3 + 1) if (n - 3 * t) % 4 == 0)
        return threes + (n - 3 * threes) // 4
    most = max(groups(n) for n in range(20, 33))
    assert printables.most_groups() == most == 10
    body = printables.worksheet().body
    results = body[body.index("Our results"):body.index("<h2>Homework")]
    assert "our group" in results and "exact" in results
    assert not re.findall(r"<td>\d+</td>", results)  # no line per group to copy into
    assert results.count("<tr>") == 4  # a head and the rows B, C and D


def test_activity_b_has_a_space_for_every_chain_and_grids_without_the_stitch():
    # the grids drew the stitch and the star (pupils asked whether a chain may cross it)
    # and printed their line numbers twice, back to back; there was nowhere to write
    body = printables.worksheet().body
    part = body[body.index("Activity B"):body.index("Activity C")]
    grids = re.findall(r"<svg.*?</svg>", part, re.S)
    assert len(grids) == 2
    for svg in grids:
        assert "★" not in svg and "stroke-dasharray" not in svg and "stitch" not in svg
        labels = re.findall(r"<text [^>]*>(\w+)</text>", svg)
        assert sorted(labels) == sorted([*"abcdef", *"12345"])  # each label once
        outlined = re.findall(r'<rect [^>]*stroke="#e6a800"[^>]*><title>(\w+)</title>', svg)
        assert sorted(outlined) == ["b2", "e4"]
    count = shortest_chains(10, cells("b2"), cells("e4"))[0]
    spaces = re.findall(r"<span>(\d+)</span>", part)
    assert [int(k) for k in spaces] == list(range(1, count + 1)) and count == 10
    assert "A chain may use any cell" in part


def test_the_homework_marks_what_is_optional():
    body = printables.worksheet().body
    assert "Homework: Exercise 4 (all) and Exercise 6 (a and c)" in body
    text = dict((q[0], q[2]) for q in printables.QUESTIONS)
    assert text["Exercise 4"].index("Challenge") < text["Exercise 4"].index("a1 and j10")
    assert "5 x 5 grid of dots" in text["Exercise 6"]
    note = " ".join(lesson.pack().notes)
    assert "Exercise 4 (all; 4c is optional" in note and "Exercise 6 (a and c)" in note
    # Exercise 1's first question needs no ability: the note no longer says all of 1 does
    assert "Exercises 1 to 3 need" not in note and "has a first question (row N4)" in note
    # ... and it is the chapter's, not the worksheet's (re-review)
    assert "Exercise 1 (not on the worksheet" in note
    assert all(q[0] != "Exercise 1" for q in printables.QUESTIONS)


def test_the_dealt_cloth_says_which_sweet_is_which():
    body = printables.components().body
    tail = body[body.rindex('<div class="pr-page-break"></div>'):]
    for kind in sweet_types(3):
        assert f" {kind}" in tail.split("Sweets:", 1)[1], kind


# --- 13. every task has an answer, checked by brute force -------------------------------
def shortest_chains(n: int, starts, goals) -> tuple[int, int]:
    """(number of shortest chains, cells in each) from any of ``starts`` to any of
    ``goals``: breadth-first search counting the shortest paths."""
    b = board(n)
    dist = {c: 1 for c in starts}
    ways = dict.fromkeys(starts, 1)
    todo = deque(starts)
    while todo:
        c = todo.popleft()
        for d in b.neighbours[c]:
            if d not in dist:
                dist[d], ways[d] = dist[c] + 1, ways[c]
                todo.append(d)
            elif dist[d] == dist[c] + 1:
                ways[d] += ways[c]
    best = min(dist[g] for g in goals)
    return sum(ways[g] for g in goals if dist[g] == best), best


def cells(*names):
    return [board(10).index[c] for c in names]


@pytest.mark.parametrize("a, b, count, length", [
    ("b2", "e4", 10, 6), ("b3", "f6", 35, 8), ("c3", "g5", 15, 7), ("a1", "j10", 48620, 19),
    ("c3", "f3", 1, 4), ("c3", "d4", 2, 3)])
def test_chain_counts_by_brute_force(a, b, count, length):
    assert shortest_chains(10, cells(a), cells(b)) == (count, length)
    assert printables.chains(a, b) == (count, length)


def test_the_activity_answers_are_on_the_sheets():
    answers = dict(zip((q[0] for q in printables.QUESTIONS), printables.ANSWERS,
                       strict=True))
    assert "35" in answers["Activity D"] and "8 ants" in answers["Activity D"]
    assert "48,620" in answers["Exercise 4"] and "19 ants" in answers["Exercise 4"]
    key = printables.answers().body
    assert "35 chains of 8 ants" in key
    assert "Activity D" in printables.worksheet().body


def test_the_harder_tasks_have_their_answers():
    b = board(10)
    # two sweets: the chains between any cell touching one and any touching the other
    got = shortest_chains(10, list(b.cells_of[(2, 2)]), list(b.cells_of[(6, 6)]))
    assert got == (comb(6, 3), 7) == (20, 7)
    # the four corner sweets: one cell each, so 4 ants; one capture token per sweet type
    corners = [p for p in b.points if len(b.cells_of[p]) == 1]
    assert len(corners) == 4 and sum(len(b.cells_of[p]) for p in corners) == 4
    assert len(sweet_types(3)) == 4  # four tokens: four corners only if all types differ
    # the sugar icons: 4(k - 1) x 1 + (k - 2)^2 x 2
    for n, total in ((10, 52), (8, 34)):
        k = n // 2 + 1
        assert sum(board(n).sugar_icon(p) for p in board(n).points) == total \
            == 4 * (k - 1) + 2 * (k - 2) ** 2
    text = _section("For the teacher")
    assert "20 chains of 7 ants" in text.replace("$\\binom{6}{3} = 20$\n", "20 ")  \
        or "= 20$ chains of 7 ants" in text
    assert "answer: 4" in text and "four different sweets" in text
    assert "same number of cells, 6" in text and "same length, 6." not in text


def test_the_pascal_grids_of_the_key_are_the_searches():
    # every cell of grids C and D: the shortest chains from the corner, by search
    answers = dict(zip((q[0] for q in printables.QUESTIONS), printables.ANSWERS,
                       strict=True))
    b = board(10)
    for label, start, (x1, y1) in (("Activity C", "b2", (4, 3)), ("Activity D", "b3", (5, 5))):
        x0, y0 = b.cells[cells(start)[0]]
        for y in range(y0, y1 + 1):
            line = [shortest_chains(10, cells(start), [y * 10 + x])[0]
                    for x in range(x0, x1 + 1)]
            assert f"ine {y + 1}: {' '.join(map(str, line))}" in answers[label], (label, y)


def test_exercise_6_is_counted_on_the_small_cloth():
    b = board(8)
    needs = [len(b.cells_of[p]) for p in b.points]
    counts = [needs.count(k) for k in (1, 2, 4)]
    assert counts == [4, 12, 9] and sum(needs) == 64 == len(b.cells)
    answer = dict(zip((q[0] for q in printables.QUESTIONS), printables.ANSWERS,
                      strict=True))["Exercise 6"]
    assert f"{sum(needs)}/{len(needs)} = {sum(needs) / len(needs):g}" in answer
    assert [int(k) for k in re.findall(r"(\d+) (?:corner|edge|inner) sweets", answer)] == counts

