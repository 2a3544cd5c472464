"""The Gingham lesson pack and class data (issue 31), recomputed independently: every
exit-ticket answer and every numeric key-question answer by brute force over the cloth
(breadth-first search, step words listed with itertools) or by the engine, the class
data's exact values likewise, and the chapter's way in (every chain from b2 to d4).
The pack's structure (minutes, groups, materials) is tests/test_lesson_packs.py's."""

from __future__ import annotations

import json
import random
import re
from collections import deque
from copy import deepcopy
from fractions import Fraction
from itertools import product

import pytest

from pointyrules.gingham import lesson, printables
from pointyrules.gingham.board import board
from pointyrules.gingham.rules import Ant, Capture, Connect, Done, Gingham, Queen

from ..conftest import ROOT

B = board(10)


def cell(name: str) -> int:
    return B.index[name]


def chains(a: str, b: str) -> list[list[int]]:
    """Every shortest chain of cells from ``a`` to ``b``: breadth-first search over the
    empty cloth, keeping every shortest path (no formula)."""
    start, goal = cell(a), cell(b)
    dist, paths = {start: 0}, {start: [[start]]}
    todo = deque([start])
    while todo:
        c = todo.popleft()
        for d in B.neighbours[c]:
            if d not in dist:
                dist[d], paths[d] = dist[c] + 1, []
                todo.append(d)
            if dist[d] == dist[c] + 1:
                paths[d] += [p + [d] for p in paths[c]]
    return paths[goal]


def step_words(a: str, b: str) -> list[str]:
    """The step words of the shortest chains: every R/U word of the right length that
    walks from ``a`` to ``b`` (itertools.product, no counting formula)."""
    (x0, y0), (x1, y1) = B.cells[cell(a)], B.cells[cell(b)]
    n = (x1 - x0) + (y1 - y0)
    return sorted("".join(w) for w in product("RU", repeat=n)
                  if w.count("R") == x1 - x0 and w.count("U") == y1 - y0)


def answers() -> dict[str, str]:
    pack = lesson.pack()
    out = {q.ask: q.answer for s in pack.stages for q in s.questions}
    return out | {q.ask: q.answer for q in pack.exit_ticket}


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text.replace(",", ""))]


def answer_to(start: str) -> str:
    found = [a for q, a in answers().items() if q.startswith(start)]
    assert len(found) == 1, start
    return found[0]


# --- the exit ticket ---------------------------------------------------------------------
def test_every_exit_ticket_answer_is_the_brute_force_one():
    # two questions written on a slip in the last 4 minutes (the Year 8 review timed three
    # at 6 minutes with the pack-up; the capture question is asked during the play)
    ticket = lesson.pack().exit_ticket
    assert len(ticket) == 2
    # 1: taxicab distance c1 to e5 and the ants of a shortest chain, found by search
    found = chains("c1", "e5")
    ants = len(found[0])
    assert numbers(ticket[0].answer)[-2:] == [ants - 1, ants]
    assert ants - 1 == 6
    # 2: the shortest chains from c1 to d3, listed
    listed = step_words("c1", "d3")
    assert len(listed) == len(chains("c1", "d3")) == 3
    assert ticket[1].answer == f"{len(listed)}: {', '.join(listed)}."


def test_the_exit_ticket_is_never_projected_with_its_answers():
    # the questions are on the board, covered, or in the pack's exit-ticket box, which
    # holds no answer; the projected worked example has a page of its own (a page break
    # ends it), so the board, words and ticket never share its screen
    pack = lesson.pack()
    last = pack.stages[-1]
    assert "exit ticket" in last.name.lower()
    assert "covered until the exit ticket" in pack.board
    html = pack.html()
    box = html[html.index('class="pr-box pr-exit-box"'):]
    for q in pack.exit_ticket:
        assert q.ask in box and q.answer not in box
    assert pack.worked_example.rstrip().endswith('<div class="pr-page-break"></div>')
    assert html.index(pack.worked_example) < html.index("pr-exit-box")
    assert "pr-exit" not in pack.worked_example


# --- the key questions ------------------------------------------------------------------
def test_no_question_needs_the_face_down_cloth():
    # the first stage's cloth is face down: its questions settle who starts and the
    # initials, nothing about cells or sweets (those come with the rules, cloth face up)
    first = lesson.pack().stages[0]
    assert "face down" in first.desks
    for q in first.questions:
        assert not re.search(r"cell|sweet|cloth", q.ask + q.answer, re.I), q.ask
    assert "face up" in lesson.pack().stages[1].desks


def test_the_capture_sizes_are_the_cells_around_each_sweet():
    corner = [p for p in B.points if p[0] in (0, 10) and p[1] in (0, 10)]
    edge = [p for p in B.points if (p[0] in (0, 10)) != (p[1] in (0, 10))]
    inner = [p for p in B.points if 0 < p[0] < 10 and 0 < p[1] < 10]
    sizes = [{len(B.cells_of[p]) for p in group} for group in (corner, edge, inner)]
    assert sizes == [{1}, {2}, {4}]
    assert numbers(answer_to("Why was Ben's capture cheap")) == [1, 2, 4]
    rule = printables.LESSON_RULES[4]
    assert numbers(re.search(r"\(([^)]*corner[^)]*)\)", rule).group(1)) == [1, 2, 4]


def _replay(actions, game=None):
    game = game or Gingham.new_game(3, seed=printables.DEAL_SEED)
    for action in actions:
        assert action in game.legal_actions(), action
        game.apply(action)
    return game


def test_the_worked_example_is_the_engine_on_the_dealt_cloth():
    game = Gingham.new_game(3, seed=printables.DEAL_SEED)
    scores = []
    for actions in lesson.DEMO:
        _replay(actions, game)
        scores.append(list(game.score))
    assert scores == [[0, 0, 0], [0, 1, 0], [0, 1, 0], [4, 1, 0]]
    # the rules stage's answers: row S9's cells, and Asha's turn (2 for the link + 2)
    assert answer_to("Asha's queen is beside row S9").startswith("i1 to i9")
    assert [B.names[c] for c in B.row_cells[B.row("S9")]] == [f"i{k}" for k in range(1, 10)]
    # the two cookies i1 and j1 link are the crossings (8, 0) and (10, 0), and j1 is the
    # only cell touching the corner one
    assert list(B.cells_of[(10, 0)]) == [cell("j1")]
    assert B.cells_of[(8, 0)] and cell("i1") in B.cells_of[(8, 0)]
    html = lesson.pack().worked_example
    assert "Asha 4, Ben 1, Cara 0" in html


def test_connecting_before_capturing_is_how_asha_scores_four():
    # a reviewer: "Asha's 4 points only work out if she connects first". The engine, both
    # ways (GI-17 lets the player choose the order): connection first 2 + 2, capture
    # first 1 + 2
    queen, ant, connect, capture = lesson.DEMO[-1]
    before = _replay([a for t in lesson.DEMO[:-1] for a in t])
    scores = {}
    for order in ((connect, capture), (capture, connect)):
        game = _replay((queen, ant, *order), deepcopy(before))
        scores[type(order[0]).__name__] = game.score[0] - before.score[0]
    assert scores == {"Connect": 4, "Capture": 3}
    got = numbers(answer_to("After her connection"))
    assert got[-4:] == [2, 4, 1, 3] or got[-3:] == [2, 4, 3]
    assert "after any connection, if you make one" in printables.LESSON_RULES[4]


def _round_one(ants: dict[str, int]) -> Gingham:
    return Gingham(3, Gingham.new_game(3, seed=printables.DEAL_SEED).stacks, ants=ants)


def _best(game: Gingham, seat: int, first=None) -> int:
    """The most points ``seat`` can end the turn's effects with (every order tried)."""
    moves = [a for a in game.legal_actions() if type(a) in (Connect, Capture, Done)]
    if game.current_player != seat or not any(type(a) in (Connect, Capture) for a in moves):
        return game.score[seat]
    return max(_best(_replay([a], deepcopy(game)), seat) for a in moves
               if first is None or type(a) in (first, Done))


def test_connecting_first_never_scores_less_in_the_lesson_round():
    # the lesson fixes the order (connection, then capture). Every position of the round
    # in which a player's second ant can both connect and capture: seat 0 has one ant,
    # anywhere, and puts its second on a neighbouring cell of any row through it
    seen = 0
    for first in B.names:
        for second in B.neighbours[cell(first)]:
            for row in B.rows:
                if second not in B.row_cells[row]:
                    continue
                game = _replay([Queen(row.side, row.number), Ant(B.names[second])],
                               _round_one({first: 0}))
                kinds = {type(a) for a in game.legal_actions()}
                if {Connect, Capture} <= kinds:
                    seen += 1
                    assert _best(game, 0, Connect) >= _best(game, 0, Capture), (first, second)
    assert seen >= 4


def test_bens_next_move_links_his_ringed_pile_and_the_ring_moves_with_it():
    # both reviewers: after the example, Ben's obvious S2 / b1 links his ringed corner
    # cupcake to the cupcake by b1, and the rules must say what happens to the ring
    game = _replay([a for t in lesson.DEMO for a in t])
    assert game.tokens[(0, 0)] == 1 and game.stacks[(0, 0)] == ["cupcake"]
    assert game.stacks[(2, 0)] == ["cupcake"]
    _replay(lesson.BEN_NEXT, game)
    links = game.legal_actions()
    assert links and all(type(a) is Connect for a in links)  # compulsory: nothing else
    for link in links:  # whichever pile he crosses out, the ring ends on the pile of 2
        after = _replay([link], deepcopy(game))
        assert after.score[1] == game.score[1] + 2
        assert after.tokens == {(10, 0): 0, link.dst: 1}
        assert len(after.stacks[link.dst]) == 2 and link.src not in after.stacks
    answer = answer_to("In the example, Ben's next queen")
    assert numbers(answer)[-3:] == [2, 2, 2]
    assert sorted(B.names[c] for c in B.cells_of[(2, 0)]) == ["b1", "c1"]
    assert "b1 and c1" in answer
    rules = " ".join(printables.LESSON_RULES)
    assert "A ring moves with its pile" in rules and "(you choose)" in rules


def test_the_worked_picture_draws_the_crossed_out_cookie_and_no_sugar():
    # a reviewer: the cookie Asha crossed out was drawn as a sugar cube, in a round with
    # no sugar. The crossing emptied by the connection, from the engine
    game = _replay([a for t in lesson.DEMO for a in t])
    dealt = Gingham.new_game(3, seed=printables.DEAL_SEED).stacks
    emptied = sorted(set(B.points) - set(game.stacks))
    assert emptied == [(8, 0)] and dealt[(8, 0)] == ["cookie"]
    assert game.sugar == {(8, 0): 1}  # the engine's sugar, which the lesson's round ignores
    svg = lesson.worked_svg()
    assert "sugar" not in svg.lower()
    assert svg.count("<title>crossed-out cookie</title>") == len(emptied)
    # printed wide enough to project (it was 60 mm)
    assert float(re.search(r'width="([\d.]+)mm"', svg).group(1)) >= 150


def test_every_word_the_rules_stress_is_in_the_words():
    said = {w.lower().rstrip(".") for r in printables.LESSON_RULES
            for w in re.findall(r"<b>(.*?)</b>", r)}
    defined = {w.strip() for word, _ in lesson.pack().vocabulary for w in word.split(",")}
    singular = {w[:-1] if w.endswith("s") else w for w in said}
    assert singular <= defined, singular - defined
    # "row S9" is a column: the rules and the words say so, with the engine's cells
    row = " ".join(m for w, m in lesson.pack().vocabulary if w == "row")
    cells = [B.names[c] for c in B.row_cells[B.row("S9")]]
    assert f"row S9 is {cells[0]} to {cells[-1]}" in row + " ".join(printables.LESSON_RULES)


def test_no_ant_lands_on_another_in_the_lesson_round():
    # "every queen takes a row of its own": in round 1, every Ant offered is an empty cell
    rng = random.Random(5)
    for players in (3, 4):
        for _ in range(60):
            game = Gingham.new_game(players, seed=printables.DEAL_SEED)
            while game.round_number == 1 and not game.is_over:
                legal = [a for a in game.legal_actions()
                         if not (type(a) is Ant and a.boost)]
                for a in legal:
                    if type(a) is Ant:
                        assert game.ants[cell(a.cell)] == -1
                plain = [a for a in legal if type(a) in (Queen, Ant, Connect, Capture)]
                game.apply(rng.choice(plain or legal))
    assert "No" in answer_to("Can an ant ever land")


def test_the_counting_questions_are_the_searches():
    here = chains("b2", "e4")
    got = numbers(answer_to("What is the taxicab distance from b2 to e4"))
    assert got[2:4] == [len(here[0]) - 1, len(here[0])] == [5, 6]
    # why no more than 10: where the first of the 2 Us can stand, counted over every word
    words = step_words("b2", "e4")
    firsts = [sum(1 for w in words if w.index("U") == k) for k in range(5)]
    assert [f for f in firsts if f] == [4, 3, 2, 1] and sum(firsts) == len(here) == 10
    assert numbers(answer_to("Why can no group find more than"))[-8:-3] == [4, 3, 2, 1, 10]
    second = chains("b3", "f6")
    assert numbers(answer_to("(Higher sets, Activity D)"))[-2:] == \
        [len(second), len(second[0])] == [35, 8]


def test_the_plan_fits_the_lesson_with_the_measured_minutes():
    # the stages in the order the reviewers timed them; the play stops at the minute the
    # Year 7-8 line names, and the late cuts save time the plan really spends
    pack = lesson.pack()
    minutes = [s.minutes for s in pack.stages]
    assert sum(minutes) == pack.minutes == 45
    stop = sum(minutes[:3])
    assert f"at minute {stop}" in pack.stages[2].does and f"minute {stop}" in pack.levels
    cut = pack.cut_first
    assert "Activity D" not in cut  # already only for groups that finish: it saves nothing
    assert "first turn" in cut and "Activity A" in cut and "class data" in cut
    # the 4 minutes a higher set saves on the rules are given somewhere
    assert f"rules in {minutes[1] - 4} minutes; the 4 minutes saved go to" in pack.levels


def test_the_class_data_exact_values_are_the_searches():
    data = lesson.class_data()
    assert data.kind == "measurement"
    exact = {s.key: s.exact for s in data.series}
    assert exact == {"b2e4": Fraction(len(chains("b2", "e4"))),
                     "b3f6": Fraction(len(chains("b3", "f6")))}
    assert all(s.unit == "chains" for s in data.series)
    payload = json.loads(data.json())
    assert [s["exact"]["num"] for s in payload["series"]] == ["10", "35"]


def test_the_board_has_a_column_for_every_group():
    board_html = lesson.pack().board
    heads = re.findall(r"<th [^>]*>(\d+)</th>", board_html)
    biggest = max(sum(lesson.pack().groups(n).values()) for n in range(20, 33))
    assert [int(h) for h in heads] == list(range(1, biggest + 1))


# --- the way in ---------------------------------------------------------------------------
def _way_in() -> str:
    cells = json.loads((ROOT / "book" / "gingham.ipynb").read_text(encoding="utf-8"))["cells"]
    return "".join(next(c for c in cells if c["id"] == "gingham-29")["source"])


def test_the_way_in_lists_every_chain_from_b2_to_d4():
    text = _way_in()
    rows = re.findall(r"^\| (\d) \| ([RU ]+) \| ([a-j0-9, ]+) \|$", text, re.M)
    found = chains("b2", "d4")
    assert len(rows) == len(found) == 6
    assert sorted(w.replace(" ", "") for _, w, _ in rows) == step_words("b2", "d4")
    # each row's cells are a real shortest chain, and each chain is listed once
    listed = sorted([cell(c) for c in cs.split(", ")] for _, _, cs in rows)
    assert listed == sorted(found)
    assert "3 + 2 + 1 = **6 chains**" in text and f"**{len(found[0])} ants**" in text


@pytest.mark.parametrize("x, y", [(2, 2), (3, 2), (4, 3), (1, 2)])
def test_the_shown_sympy_formula_is_the_search(x, y):
    sp = pytest.importorskip("sympy")
    a, b = "b2", f"{'bcdefghij'[x]}{2 + y}"
    assert sp.binomial(x + y, x) == len(chains(a, b))


def test_the_way_in_counts_before_it_names_the_binomial():
    # Year 8 have not met the binomial symbol: the way in ends with 3 + 2 + 1 = 6 first
    text = " ".join(_way_in().split())
    last = text.rsplit("The next two sections", 1)[1]
    assert last.index("3 + 2 + 1 = 6") < last.index("\\binom{4}{2}")
    assert "4 choose 2" in last


def test_the_way_in_draws_two_real_chains():
    cells = json.loads((ROOT / "book" / "gingham.ipynb").read_text(encoding="utf-8"))["cells"]
    outputs = next(c for c in cells if c["id"] == "gingham-way-in-chains")["outputs"]
    pictures = ["".join(o["data"]["image/svg+xml"]) for o in outputs
                if "image/svg+xml" in o.get("data", {})]
    assert len(pictures) == 1
    svg = pictures[0]
    assert "★" not in svg and "stroke-dasharray" not in svg  # no stitch, no star
    ends = re.findall(r'<rect [^>]*stroke="#e6a800"[^>]*><title>(\w+)</title>', svg)
    assert sorted(ends) == ["b2", "d4"]
    # each marked chain, with its two ends, is one of the searched shortest chains
    marked = re.findall(r'<title>([a-j]\d+)</title></rect><text [^>]*>(\d)</text>', svg)
    found = sorted(sorted(p) for p in chains("b2", "d4"))
    drawn = {k: ["b2", "d4"] + [c for c, m in marked if m == k] for k in ("1", "6")}
    for k, chain in drawn.items():
        assert sorted(cell(c) for c in chain) in found, (k, chain)
    # and they are the table's chains 1 and 6, cell for cell
    rows = {k: cs.split(", ") for k, _, cs in
            re.findall(r"^\| (\d) \| ([RU ]+) \| ([a-j0-9, ]+) \|$", _way_in(), re.M)}
    assert {k: sorted(c) for k, c in drawn.items()} == {k: sorted(rows[k]) for k in drawn}
