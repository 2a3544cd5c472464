"""The coins chapter's facts, recomputed with the engine (issue 31: a maths teacher's
findings). Each test replays the worked round or solves the geometry itself, then reads
what the stored chapter says about it, so a wrong number or a wrong claim fails here.
"""

from __future__ import annotations

import json
import math
import re

import pytest

from pointyrules import fmt
from pointyrules.coins.geometry import (
    best_at_angle,
    card_margin,
    distance_to_card,
    placement_margin,
)
from pointyrules.coins.lesson import WORKED_PLAYERS, WORKED_ROUNDS, pack, prep_minutes
from pointyrules.coins.printables import DISC_SETS, EXERCISES, sheets
from pointyrules.coins.rules import DIAMETERS, PASS, CoinsGame, Place, touches

from .test_lesson import NOTEBOOK, cell_texts, printed_text, sentences

# The worked rounds of the chapter, move for move (three players, Aki moves first): the
# one constant the chapter plays (lesson.WORKED_ROUNDS). tests/coins/test_applet.py
# imports these three names.
ROUND_1 = list(WORKED_ROUNDS[0][:-1])
ROUND_1_LAST = WORKED_ROUNDS[0][-1]  # Cai's coin after the refused 10 yen
ROUND_2 = list(WORKED_ROUNDS[1])
NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve"]


def number(text: str) -> float:
    return float(text.replace("−", "-"))


@pytest.fixture(scope="module")
def worked():
    """The worked game after round 2, and the game just before Cai's last coin."""
    assert WORKED_PLAYERS == 3 and all(isinstance(m, Place) for r in WORKED_ROUNDS for m in r)
    game = CoinsGame.new_game(WORKED_PLAYERS, seed=0)
    for move in ROUND_1:
        game.apply(move)
    before_last = game.clone()
    game.apply(ROUND_1_LAST)
    game.apply(PASS)
    for move in ROUND_2:
        game.apply(move)
    game.apply(PASS)
    return game, before_last


def disks(table):
    return [(x, y, DIAMETERS[kind] / 2) for kind, x, y in table]


def text_with(words: str) -> str:
    """The one stored cell text (markdown or output) that contains ``words``."""
    found = [t for t in cell_texts() if words in t]
    assert len(found) == 1, f"{len(found)} cells say {words!r}"
    return found[0]


# --- 1. how many coins the card has to reach at the end of round 1 --------------------

def test_round_1_ends_with_seven_coins_and_the_chapter_counts_them(worked):
    game, _ = worked
    table = game.rounds[0]["table"]
    assert len(table) == 7 and table[0] == [10, 0.0, 0.0]  # the setup coin and six placed
    said = text_with("tries to lay it over all")
    count = re.search(r"over all (\w+) coins on the table: the 10 yen coin from the setup "
                      r"and the (\w+) coins placed since", said)
    assert count, said
    assert count.groups() == (NUMBERS[len(table)], NUMBERS[len(table) - 1])
    figure = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    meta = [c["metadata"]["mystnb"] for c in figure
            if c["metadata"].get("mystnb", {}).get("figure", {}).get("name")
            == "coins-fig-round-1"][0]
    assert f"all {NUMBERS[len(table)]} coins" in meta["figure"]["caption"]
    assert f"with {NUMBERS[len(table)]} coins" in meta["image"]["alt"]


# --- 2. what the tilt decided in each worked round -------------------------------------

def test_round_1_a_level_card_fits_round_2_no_card_fits(worked):
    game, _ = worked
    one, two = game.rounds[0], game.rounds[1]
    level_1, centre_1 = best_at_angle(disks(one["table"]), 0.0)
    best_1 = card_margin(disks(one["table"])).margin
    level_2, _ = best_at_angle(disks(two["table"]), 0.0)
    best_2 = card_margin(disks(two["table"])).margin
    # the teacher's figures: level 0.75 mm near (2.0, 1.5); round 2 level −1.38, best −1.34
    assert level_1 == pytest.approx(0.75, abs=0.005) and 0 < level_1 < best_1
    assert centre_1 == pytest.approx((2.0, 1.5), abs=0.05)
    assert level_2 == pytest.approx(-1.38, abs=0.005)
    assert best_2 == pytest.approx(-1.34, abs=0.005) and level_2 < best_2 <= 0
    first = text_with("Cai did not even need to turn the card")
    assert f"it also fits, with {fmt.decimal(level_1)} mm to spare" in first
    assert f"The tilt adds {fmt.decimal(best_1 - level_1)} mm" in first
    second = text_with("Turning does not save the table")
    assert f"laid level the card misses by {fmt.decimal(-level_2)} mm" in second
    assert f"Even the best card misses by {fmt.decimal(-best_2)} mm" in second
    for text in cell_texts():  # the old claim, false for both rounds
        assert "decided by tilted cards" not in text


# --- 3. the refused coin: it only just touches, and a little further is allowed ---------

def test_the_refused_10_yen_only_just_touches_the_5_yen(worked):
    _, game = worked
    said = text_with("**Not allowed:**")
    spot = re.search(r"at \((−?[\d.]+), (−?[\d.]+)\) the new 10 yen coin's rim", said)
    away = re.search(r"further left, at \((−?[\d.]+), (−?[\d.]+)\), the coin would be "
                     r"allowed", said)
    assert spot and away, said
    spot, away = tuple(map(number, spot.groups())), tuple(map(number, away.groups()))
    five = touches(game.table, 10, *spot)
    assert five is not None and five.kind == 5
    gap = math.dist(spot, (five.x, five.y)) - (five.radius + DIAMETERS[10] / 2)
    assert -0.5 <= gap <= 0, f"the refused coin would lie {-gap:.2f} mm over the 5 yen coin"
    refused = game.refusal(Place(10, *spot))
    assert refused is not None and (refused.kind, refused.rule) == ("touches", "LC-3")
    assert game.refusal(Place(10, *away)) is None
    assert 0 < math.dist(spot, away) <= 1  # "a little further away"
    # the old spot, (−30, 36), would have lain on top of the 5 yen coin
    assert math.dist((-30, 36), (five.x, five.y)) < (five.radius + DIAMETERS[10] / 2) - 10


# --- 4. the locus picture: which coins, and the best level spots -------------------------

def test_the_locus_picture_shows_round_1_before_the_last_coin(worked):
    _, before = worked
    coins = disks([list(c) for c in before.table])
    assert len(coins) == 6
    value, centre = best_at_angle(coins, 0.0)
    assert value == pytest.approx(3.14, abs=1e-6) and centre[1] == pytest.approx(-0.85)

    def margin(x, y=centre[1]):
        return placement_margin(coins, (x, y), 0.0)

    # every level centre from x = 3.3 to 10.9 on the line y = −0.85 is a best one (the
    # teacher's 6.5 to 10.5 among them); a little beyond either end, or off the line, is worse
    for x in [3.3 + 0.1 * i for i in range(77)]:
        assert margin(x) == pytest.approx(value, abs=1e-9), x
    assert margin(3.2) < value - 0.05 and margin(11.0) < value - 0.05
    assert margin(7.0, centre[1] + 0.1) < value - 0.05
    assert margin(7.0, centre[1] - 0.1) < value - 0.05
    said = text_with("The best level card leaves a margin of")
    ends = re.search(r"at y = (−?[\d.]+) mm, from x = ([\d.]+) to x = ([\d.]+) mm", said)
    assert ends, said
    y, low, high = map(number, ends.groups())
    assert (y, low, high) == (-0.85, 3.3, 10.9)
    assert f"margin of {fmt.decimal(value)} mm" in said and "one of the best spots" in said
    words = text_with("The picture shows round 1's table")
    assert "just before Cai's last coin" in words and "six coins of round 1" not in words


# --- 5. the lesson plan ----------------------------------------------------------------

def teacher_text() -> str:
    """The chapter's For the teacher section: its cells' markdown and outputs."""
    texts = cell_texts()
    start = next(i for i, t in enumerate(texts) if t.startswith("## For the teacher"))
    end = next(i for i, t in enumerate(texts) if "## Rule clarifications" in t)
    return "\n".join(texts[start:end])


def stage_texts() -> dict[str, str]:
    """The lesson pack's stages (the one plan: page, PDF and tests read it), by name: what
    happens, what is on the desks and the key questions with their answers."""
    return {st.name: " ".join([st.does, st.desks, *(q.ask + " " + q.answer
                                                    for q in st.questions)])
            for st in pack().stages}


def test_the_plan_teaches_what_its_goals_promise():
    text = teacher_text()
    goals = text[text.index("### Learning goals"):text.index("### Prerequisites")]
    stages = stage_texts()
    assert "Count" not in stages and "Measure" in stages
    assert "measure" in stages["Measure"].lower()
    # a goal bullet names the construction only if a timed stage holds it
    bullets = "\n".join(line for line in goals.splitlines() if line.startswith(("- ", "  ")))
    if "compasses" in bullets:
        assert any("compasses" in what for what in stages.values())
    else:
        assert "A second lesson: loci with ruler and compasses" in text
    # Year 7-8 have not met Pythagoras: the lesson measures, only the older classes' line
    # (and the homework) computes
    assert not any("Pythagoras" in what for what in stages.values())
    older = pack().levels.split("Year 9–11", 1)
    assert "Pythagoras" not in older[0].replace("without Pythagoras", "") and \
        "Pythagoras" in older[1]
    # the chapter's goals say Pythagoras is for Year 9 and up: the pack's levels agree
    assert "(Year 9 and up) use **Pythagoras' theorem**" in goals
    assert "Year 10–11" not in pack().levels


def test_exercises_have_one_numbering_in_chapter_plan_worksheet_and_key():
    by_kind = {s.kind: s.body for s in sheets()}
    for kind in ("worksheet", "answers"):
        assert [int(n) for n in re.findall(r"<p><b>Exercise (\d+)\.</b>", by_kind[kind])] \
            == list(EXERCISES)
    levels = pack().levels
    assert f"Exercise {EXERCISES[-1]} (part D)" in levels
    assert f"Exercises {fmt.listing(EXERCISES)} (part D)" in levels
    # the same question under the same number: the key's answer is the chapter's, and
    # both are the engine's
    chapter = {int(n): body for n, body in re.findall(
        r"^### Exercise (\d+) .*?\n(.*?)(?=^### |\Z)", "\n".join(cell_texts()), re.M | re.S)}
    key = {int(n): body for n, body in re.findall(
        r"<p><b>Exercise (\d+)\.</b>(.*?)</p>", by_kind["answers"], re.S)}
    diagonal = math.hypot(85.60, 53.98)
    chord = max(math.dist(p, q) for p in corner(1, 400) for q in corner(-1, 400))
    distance = distance_to_card((50, 40), (0, 0), 0)
    margin = card_margin([(0, 0, 10), (110, 0, 10)]).margin
    answers = ((fmt.decimal(diagonal), fmt.decimal(chord)), (fmt.decimal(distance),),
               (fmt.decimal(margin, 3),))
    assert answers == (("101.20", "98.81"), ("16.05",), ("4.404",))
    for n, said in zip(EXERCISES, answers, strict=True):
        for answer in said:
            assert answer in key[n] and answer in chapter[n], (n, answer)
    assert "(50, 40)" in chapter[EXERCISES[1]] and "(50, 40)" in by_kind["worksheet"]
    assert "110 mm apart" in chapter[EXERCISES[2]]


def corner(sign: int, steps: int) -> list[tuple[float, float]]:
    """Points of the card's rounded top-right (sign 1) or bottom-left (sign -1) corner,
    from LC-1's sizes."""
    cx, cy = sign * (85.60 / 2 - 3.18), sign * (53.98 / 2 - 3.18)
    return [(cx + sign * 3.18 * math.cos(k / steps * math.pi / 2),
             cy + sign * 3.18 * math.sin(k / steps * math.pi / 2)) for k in range(steps + 1)]


def test_pupils_measure_between_centres_from_rim_to_rim():
    # equal coins on a ruled line: rim to rim (the same side) is centre to centre, and a
    # coin a millimetre off the line changes the reading by far less than a millimetre
    r, d = 10.0, 118.0
    left_rims = (0 - r, d - r)
    assert left_rims[1] - left_rims[0] == d
    off = math.hypot(d, 1.0) - d
    assert off < 0.01
    text = teacher_text()
    assert "from the left-hand rim of one coin to the left-hand" in " ".join(text.split())
    work = next(s.body for s in sheets() if s.kind == "worksheet")
    assert "left-hand rim" in work and "Mark both centres" not in work


def test_the_materials_for_a_class_of_30_add_up():
    lesson = pack()
    assert lesson.groups(30) == {4: 6, 3: 2}  # six groups of 4 and two of 3
    groups = 8
    needs = lesson.needs(30)
    per_group = {name: n for name, n in needs.items()
                 if next(m for m in lesson.materials if m.name == name).per == "group"}
    assert set(per_group) >= {"card", "set of 12 coins", "ruler", "player aid"}
    assert all(n == groups for n in per_group.values())
    assert needs["worksheet"] == needs["exit slip"] == 30
    pages = next(s.pages for s in sheets() if s.kind == "worksheet")
    worksheet = next(m for m in lesson.materials if m.name == "worksheet")
    assert f"pages 1 to {pages - 1}" in worksheet.prep and f"page {pages}, part E" in \
        worksheet.prep
    assert "set of 12 coins" in needs and sum(CoinsGame.new_game(2).full_pool.values()) == 12
    assert DISC_SETS == 2 and "a disc sheet makes two sets" in " ".join(
        m.prep for m in lesson.materials)
    # the preparation the notes promise for a class of 30, at the rates the two reviewers
    # measured (about 90 minutes): a tray 1 min, a cut-out card 3, a disc sheet 15
    minutes = groups * 1 + groups * 3 + math.ceil(groups / DISC_SETS) * 15
    assert minutes == prep_minutes(30) and 85 <= minutes <= 100
    notes = " ".join(lesson.notes)
    assert f"a class of 30 ({groups} groups), making them takes about {minutes} minutes" \
        in notes
    # the disc sheet is named by the file the build prints (a reviewer could not find it)
    disc = next(s for s in sheets() if s.kind == "components").filename("a4")
    assert disc in " ".join(m.prep for m in lesson.materials)


# --- 6. words pupils meet ------------------------------------------------------------

def pupil_texts() -> list[str]:
    """What a pupil reads: every cell's markdown and output, and the figures' captions
    and alt texts, except the teacher's section and the rule clarifications."""
    out = []
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    for text, cell in zip(cell_texts(), cells, strict=True):
        if text.startswith("## For the teacher"):
            break
        mystnb = cell.get("metadata", {}).get("mystnb", {})
        out += [text, mystnb.get("figure", {}).get("caption", ""),
                mystnb.get("image", {}).get("alt", "")]
    return out


def test_pupils_meet_no_jargon_and_no_ruling_codes():
    texts = pupil_texts() + [printed_text()]
    for text in texts:
        plain = re.sub(r"\{term\}`[^`]*`", "", text)  # a glossary link is not the word
        for s in sentences(plain):
            assert not re.search(r"\bterms?\b", s), f"'term' for the overlap depth: {s}"
            assert not re.search(r"\bLC-\d", s), f"a ruling code in a pupil sentence: {s}"
            for word in ("seeded", "engine", "seat 0"):
                assert word not in s.lower(), f"{word!r}: {s}"
    chapter = "\n".join(pupil_texts())
    assert "{term}`overlap depth`" in chapter
    # the name "Minkowski sum" comes only after the idea it names, and only once
    first = chapter.index("Minkowski")
    assert "grow it by 3.18 mm" in chapter[:first] and chapter.count("Minkowski") == 1


def test_the_glossary_defines_overlap_depth_as_the_chapter_does():
    glossary = (NOTEBOOK.parent / "glossary.md").read_text(encoding="utf-8")
    coins = glossary[glossary.index("## This is why you lose coins"):]
    entry = re.search(r"^overlap depth\n  (.+)$", coins, re.M)
    assert entry and "radius minus the distance from its centre to the card" in entry.group(1)
    assert "smallest overlap depth" in re.search(r"^margin\n  (.+)$", coins, re.M).group(1)
    assert not re.search(r"\bterm\b", coins)


def test_the_worksheets_hint_gives_the_core_and_the_corner_radius_of_the_card():
    """The hint of the exercise 'how far is (50, 40) from the card' (a pupil who was not
    told to subtract the corner radius answers 19.23, not 16.05): its numbers are the
    card's (ID1), and no aid on the desk prints what Part A asks pupils to measure."""
    from pointyrules.coins.geometry import ID1
    from pointyrules.coins.printables import sheets

    text = {s.kind: " ".join(re.sub(r"<[^>]+>", " ", s.body).split()) for s in sheets()}
    core = (ID1.width - 2 * ID1.corner, ID1.height - 2 * ID1.corner)
    assert (f"a rectangle {fmt.decimal(core[0])} × {fmt.decimal(core[1])} mm, with "
            f"{fmt.decimal(ID1.corner)} mm added all round" in text["worksheet"])
    # both half-sizes are derived (a reviewer: 23.81 came from nowhere)
    for half in core:
        assert f"{fmt.decimal(half / 2)} = {fmt.decimal(half)} ÷ 2" in text["worksheet"]
    assert "then subtract 3.18" in text["worksheet"]
    # the key says which part is nearest: the sheet must ask it
    assert "which part of the card is nearest" in text["worksheet"]
    assert "nearest part is the rounded top-right corner" in text["answers"]
    assert "98.8" not in text["aid"] and "118.8" not in text["aid"]


def test_the_worksheets_real_size_layouts_come_with_a_100_mm_check_bar():
    """A copy that is not at 100 % moves every answer of part C (and a small enough one
    turns Layout 2 into a yes: tests/coins/test_lesson_pack.py): the sheet says to print at
    100 % and gives a bar of 100 mm to check it, before the layouts."""
    from pointyrules.coins.printables import sheets

    body = next(s.body for s in sheets() if s.kind == "worksheet")
    bar = re.search(r'<svg[^>]*width="([\d.]+)mm"[^>]*aria-label="a bar ([\d.]+) mm long"', body)
    assert bar and float(bar.group(1)) == float(bar.group(2)) == 100
    assert bar.start() < body.index("Layout 1")
