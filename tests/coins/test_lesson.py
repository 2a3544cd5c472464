"""The coins chapter as a lesson (issue 17): the errors a pupil would catch stay fixed,
and the printables answer what the worksheet asks.

Read from the stored notebook (its markdown and the text it displays), so each test
names the sentence that is wrong.
"""

from __future__ import annotations

import json
import math
import re

import pytest

from pointyrules import fmt
from pointyrules.coins.bots import HumanBot, SharpBot
from pointyrules.coins.geometry import ID1, tilt_degrees
from pointyrules.coins.printables import LAYOUTS, sheets, solve
from pointyrules.coins.rules import DIAMETERS, CoinsGame
from pointyrules.core import play_until

from ..conftest import ROOT

NOTEBOOK = ROOT / "book" / "coins.ipynb"


def cell_texts(path=NOTEBOOK) -> list[str]:
    """Each cell's markdown, or the Markdown/text a code cell displays."""
    out = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            out.append("".join(cell["source"]))
            continue
        parts = []
        for o in cell.get("outputs", []):
            data = o.get("data", {})
            text = data.get("text/markdown") or o.get("text") or ""
            parts.append(text if isinstance(text, str) else "".join(text))
        out.append("\n".join(parts))
    return out


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?:;])\s+|\n\s*\n", " ".join(text.split("\n"))) if s]


def printed_text() -> str:
    return "\n".join(re.sub(r"<[^>]+>", " ", s.body) for s in sheets())


# --- error (a): the card's diagonal (square corners) and its longest chord (rounded) ----

DIAGONAL = math.hypot(ID1.width, ID1.height)  # 101.20 mm: a rectangle with square corners
CHORD = ID1.longest_chord  # 98.81 mm: the real card, rounded corners (LC-1)


def test_the_two_lengths_are_what_the_chapter_says():
    assert fmt.decimal(DIAGONAL) == "101.20"
    assert fmt.decimal(CHORD) == "98.81"
    assert DIAGONAL - CHORD == pytest.approx(2.39, abs=0.005)


@pytest.mark.parametrize("where", ["chapter", "printables"])
def test_diagonal_and_longest_chord_are_never_mixed_up(where):
    texts = cell_texts() if where == "chapter" else [printed_text()]
    for text in texts:
        for s in sentences(text):
            for n in re.findall(r"(?<![\d.])(101(?:\.\d+)?|98\.\d+)(?![\d.])", s):
                # every figure near them is one of the two lengths, correctly rounded
                assert n in ("101.2", "101.20", "98.8", "98.81"), f"{n!r} in: {s}"
            low = s.lower()
            if re.search(r"98\.8", s) and "diagonal" in low:
                assert any(w in low for w in ("chord", "round", "core")), \
                    f"98.8 called a diagonal: {s}"
            if re.search(r"101\.2", s) and "chord" in low:
                assert "diagonal" in low or "square" in low, f"101.2 called a chord: {s}"


# --- error (b): "turned by 176 degrees" and "tilted 4 degrees" are one card -------------

def test_tilt_reads_a_half_turned_card_as_a_small_tilt():
    assert tilt_degrees(math.radians(176)) == pytest.approx(-4)
    assert tilt_degrees(math.radians(4)) == pytest.approx(4)
    assert tilt_degrees(math.radians(-31)) == pytest.approx(-31)
    assert tilt_degrees(math.radians(270)) == pytest.approx(90)
    assert tilt_degrees(math.radians(360 + 27)) == pytest.approx(27)


def test_the_best_card_is_given_as_its_small_tilt():
    # the review: "turned by 176 degrees anticlockwise" is the same card as "tilted 4
    # degrees clockwise", and pupils need only the second
    texts = cell_texts()
    for text in texts:
        assert not re.search(r"turned by \d+ degrees", text), text
        for tilt in re.findall(r"tilted (?:about )?(\d+) degrees", text):
            assert int(tilt) <= 90, f"a tilt of {tilt} degrees from level"
    assert any("The best card is tilted 4 degrees clockwise" in t for t in texts), \
        "the worked round gives the best card's angle"


def test_pupils_read_no_engine_messages():
    for text in cell_texts():
        assert "Refused:" not in text and "[LC-" not in text, text


def test_exercise_7_says_which_way_to_turn():
    text = next(t for t in cell_texts() if "### Exercise 7" in t)
    assert "30 degrees anticlockwise" in text and "grows by 30 degrees" in text


# --- error (c): how long the sharp bot's rounds last ----------------------------------

def test_the_bot_text_matches_its_own_table():
    texts = cell_texts()
    for text in texts:
        for s in sentences(text):
            assert not re.search(r"\b(last|run)s? until the pool is (?:\(nearly\) )?empty",
                                 s), f"claims the rounds empty the pool: {s}"
    table = next(t for t in texts if "| pairing |" in t)
    rows = re.findall(r"^\| (expert against expert|against an error of [\d.]+ mm) \| \d+% \| "
                      r"\d+% to \d+% \| ([\d.]+) \|$", table, re.M)
    coins = {label: float(n) for label, n in rows}
    assert len(coins) == 4
    against = [n for label, n in coins.items() if label.startswith("against")]
    summary = re.search(r"([\d.]+) to ([\d.]+) coins on the table on average.*?nearly empty "
                        r"\(([\d.]+) coins", table, re.S)
    assert summary, "the sentence summing up the table"
    low, high, itself = map(float, summary.groups())
    assert (low, high) == (min(against), max(against))
    assert itself == coins["expert against expert"]


def test_rounds_against_a_human_like_bot_end_well_before_the_pool_is_empty():
    pool = sum(CoinsGame.new_game(2).full_pool.values())
    coins = []
    for r in range(4):
        seat = r % 2
        bots = {seat: SharpBot(seed=r, budget_ms=None),
                1 - seat: HumanBot(seed=100 + r, noise=2.0, budget_ms=None)}
        state = play_until(CoinsGame.new_game(2, seed=r, target=1), bots)
        coins.append(len(state.rounds[-1]["table"]))
    assert sum(coins) / len(coins) < pool / 2, coins


# --- the printables -----------------------------------------------------------------

def test_the_layouts_have_the_answers_the_chapter_gives():
    margins = {name: fmt.decimal(solve(coins)["margin"]) for name, coins in LAYOUTS.items()}
    assert margins == {"Layout 1": "3.65", "Layout 2": "−3.32", "Layout 3": "2.18"}
    table = next(t for t in cell_texts() if "three layouts, solved exactly" in t)
    for name, coins in LAYOUTS.items():
        s = solve(coins)
        row = (f"| {name} | {'yes' if s['margin'] > 0 else 'no'} | "
               f"{fmt.decimal(s['margin'])} mm | {fmt.decimal(abs(s['tilt']), 0)} | "
               f"{fmt.decimal(s['level'])} mm |")
        assert row in table, row
    # layouts 1 and 3 fit only tilted: the lesson's point about turning the card
    assert solve(LAYOUTS["Layout 1"])["level"] < 0 < solve(LAYOUTS["Layout 1"])["margin"]
    assert solve(LAYOUTS["Layout 3"])["level"] < 0 < solve(LAYOUTS["Layout 3"])["margin"]
    assert solve(LAYOUTS["Layout 2"])["margin"] < 0


def test_the_answer_key_answers_every_question_of_the_worksheet():
    by_kind = {s.kind: s for s in sheets()}
    assert set(by_kind) == {"aid", "worksheet", "answers", "components"}
    work, key = by_kind["worksheet"].body, by_kind["answers"].body
    assert "Name:" in work and 'class="pr-lines"' in work
    for part in ("A.", "B.", "C.", "D."):
        assert f"<h2>{part}" in work and f"<h2>{part}" in key
    for name in LAYOUTS:
        assert name in work and f"<b>{name}.</b>" in key
    questions = re.findall(r"<p><b>Exercise (\d+)\.</b>", work)
    assert questions == re.findall(r"<p><b>Exercise (\d+)\.</b>", key) == ["1", "2", "3"]
    # part B: the worksheet asks about the same coins the key answers
    asked = re.findall(r"<tr><td>([^<]+)</td><td>[\d.]+</td><td></td></tr>", work)
    answered = re.findall(r"<tr><td>([^<]+)</td><td>[\d.]+</td><td>[\d.]+</td></tr>", key)
    assert asked == answered and len(asked) >= 3
    assert "Accept 4.40 or 4.41" in key


def test_the_coin_discs_are_two_pools_at_real_size():
    body = next(s for s in sheets() if s.kind == "components").body
    for kind, d in DIAMETERS.items():
        assert body.count(f"A {kind} yen coin disc at real size, {fmt.decimal(d, 1)} mm") == 4


def test_printed_coins_and_card_are_real_size():
    # a layout's SVG is as many mm wide as its viewBox units, so 1 unit prints as 1 mm
    for s in sheets():
        for svg in re.findall(r"<svg [^>]*>", s.body):
            width = re.search(r'width="([\d.]+)mm"', svg)
            box = re.search(r'viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"', svg)
            assert width and box, svg
            if s.kind != "answers":  # the key draws its layouts reduced
                assert float(width.group(1)) == pytest.approx(float(box.group(1)))
    aid = next(s for s in sheets() if s.kind == "aid").body
    assert f'width="{ID1.width}" height="{ID1.height}" rx="{ID1.corner}"' in aid
