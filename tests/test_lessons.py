"""Every chapter is a lesson a teacher can run (issue 17): one skeleton, hidden code,
exercises with hidden worked solutions, a For the teacher section with a timed plan
and printables, clarifications citing the rulings.

Read straight from the stored notebooks, so a failure names the chapter and the cell.
(Raw Python reprs in outputs are test_notebook_outputs.py's.)
"""

from __future__ import annotations

import json
import re

import pytest

from pointyrules import games
from pointyrules.printables import KINDS, PAPERS, Sheet

from .conftest import ROOT

SKELETON = ["What you need", "Setup", "Rules", "A worked round", "Play",
            "The mathematics", "Exercises", "For the teacher", "Rule clarifications"]
TEACHER = ["Learning goals", "Prerequisites", "A 45-minute lesson", "Hands-on activity",
           "Misconceptions", "Easier and harder", "Printables"]
# The one paragraph under the title credits the game: who made it, for how many, how long.
CREDITS = ["design", "publish", "players", "age", "minutes"]
HIDDEN = {"hide-input", "remove-input", "remove-cell", "hide-cell"}
SHOWN_BECAUSE = "# Shown:"  # a visible code input says on its first line why it is shown
# Developer material belongs in the appendix, not in a lesson's text.
DEVELOPER = re.compile(r"dev\.py|\btests/|\btest_\w+|\bbench\b|docstring|pytest|"
                       r"\bpointyrules\.\w|\w+\.py\b")
RULING_PREFIX = {"pointy_hats": "PH", "rice_dice": "RD", "dokitto": "DI", "gingham": "GI",
                 "coins": "LC"}
CHAPTERS = games.names()


def notebook(name: str) -> dict:
    return json.loads((ROOT / "book" / f"{name}.ipynb").read_text(encoding="utf-8"))


def text(cell: dict) -> str:
    source = cell["source"]
    return source if isinstance(source, str) else "".join(source)


def sections(nb: dict) -> list[tuple[str, list[dict]]]:
    """[(H2 title, the cells from that heading to the next)], with "" for the cells
    before the first H2. A heading counts wherever it starts a line of a markdown cell."""
    out: list[tuple[str, list[dict]]] = [("", [])]
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            heads = re.findall(r"^## (.+?)\s*$", text(cell), re.M)
            if heads:
                out.append((heads[-1], [cell]))
                continue
        out[-1][1].append(cell)
    return out


def section(nb: dict, title: str) -> str:
    for head, cells in sections(nb):
        if head == title:
            return "\n".join(text(c) for c in cells)
    raise AssertionError(f"no section {title!r}")


def visible_outputs(cell: dict):
    tags = set(cell.get("metadata", {}).get("tags", []))
    if tags & {"remove-cell", "remove-output"}:
        return
    yield from cell.get("outputs", [])


@pytest.mark.parametrize("name", CHAPTERS)
def test_chapter_has_the_skeleton_sections_in_order(name):
    nb = notebook(name)
    heads = [head for head, _ in sections(nb)[1:]]
    assert heads == SKELETON, f"{name}: sections {heads}, want {SKELETON}"
    title = text(nb["cells"][0])
    assert title.startswith("# "), f"{name}: the first cell is the chapter's title"
    intro = "\n".join(text(c) for c in sections(nb)[0][1]).lower()
    missing = [word for word in CREDITS if word not in intro]
    assert not missing, f"{name}: the opening paragraph does not say {missing}"
    assert f"```{{game-table}} {name}" in section(nb, "Play")


@pytest.mark.parametrize("name", CHAPTERS)
def test_code_is_hidden_unless_the_cell_says_why(name):
    for i, cell in enumerate(notebook(name)["cells"]):
        if cell["cell_type"] != "code":
            continue
        tags = set(cell.get("metadata", {}).get("tags", []))
        assert tags & HIDDEN or text(cell).startswith(SHOWN_BECAUSE), \
            f"{name} cell {i} shows its code with no reason: {text(cell)[:80]!r}"


@pytest.mark.parametrize("name", CHAPTERS)
def test_every_picture_has_a_caption_and_alt_text(name):
    for i, cell in enumerate(notebook(name)["cells"]):
        images = [o for o in visible_outputs(cell) if o.get("data", {}).keys()
                  & {"image/svg+xml", "image/png"}]
        if not images:
            continue
        meta = cell.get("metadata", {}).get("mystnb", {})
        assert meta.get("figure", {}).get("caption"), f"{name} cell {i}: no caption"
        assert meta.get("image", {}).get("alt"), f"{name} cell {i}: no alt text"


@pytest.mark.parametrize("name", CHAPTERS)
def test_lesson_text_has_no_developer_material(name):
    for i, cell in enumerate(notebook(name)["cells"]):
        if cell["cell_type"] == "markdown":
            found = DEVELOPER.search(text(cell))
            assert not found, f"{name} cell {i} mentions {found.group()!r}"


EXERCISE = re.compile(r"^### (Exercise \d+.*)$", re.M)


@pytest.mark.parametrize("name", CHAPTERS)
def test_exercises_rise_and_each_has_a_hidden_solution(name):
    body = section(notebook(name), "Exercises")
    heads = EXERCISE.findall(body)
    assert len(heads) >= 4, f"{name}: {len(heads)} exercises"
    stars = [head.count("★") for head in heads]
    assert stars == sorted(stars) and stars[0] >= 1, f"{name}: difficulty marks {stars}"
    paper = [h for h in heads if "pencil and paper" in h.lower()]
    assert len(paper) >= 2, f"{name}: {len(paper)} pencil-and-paper exercises"
    for head, part in zip(heads, EXERCISE.split(body)[2::2], strict=True):
        solution = re.search(r"^(```+|:::+)\{admonition\} Solution.*\n:class: dropdown", part,
                             re.M)
        assert solution, f"{name}: {head!r} has no hidden Solution dropdown"


@pytest.mark.parametrize("name", CHAPTERS)
def test_for_the_teacher_has_a_timed_plan_and_printables(name):
    body = section(notebook(name), "For the teacher")
    heads = re.findall(r"^### (.+?)\s*$", body, re.M)
    assert heads == TEACHER, f"{name}: teacher subsections {heads}"
    # The plan is the lesson pack's (pointyrules/<game>/lesson.py, checked part by part in
    # test_lesson_packs.py): one plan, so the page, the PDF and the tests cannot disagree.
    plan = body.split("### A 45-minute lesson", 1)[1].split("### ", 1)[0]
    assert f"```{{lesson-pack}} {name}" in plan, f"{name}: the plan is not the lesson pack"
    assert not re.findall(r"^\|\s*(\d+) min\s*\|", body, re.M), (
        f"{name}: a second timed plan beside the lesson pack's")
    activity = body.split("### Hands-on activity", 1)[1].split("### ", 1)[0]
    assert f"```{{class-data}} {name}" in activity, f"{name}: no class data in the activity"
    assert f"```{{printables}} {name}" in body


@pytest.mark.parametrize("name", CHAPTERS)
def test_clarifications_cite_the_rulings_and_terms_link_the_glossary(name):
    nb = notebook(name)
    cited = set(re.findall(rf"\b{RULING_PREFIX[name]}-\d+", section(nb, "Rule clarifications")))
    assert cited, f"{name}: no ruling cited"
    if name == "gingham":
        assert {f"GI-{n}" for n in range(14, 19)} <= cited
    assert "{term}`" in "\n".join(text(c) for c in nb["cells"]), f"{name}: no glossary link"


@pytest.mark.parametrize("name", CHAPTERS)
def test_printables_cover_every_kind_the_game_allows(name):
    module = __import__(f"pointyrules.{name}.printables", fromlist=["sheets"])
    sheets = module.sheets()
    assert all(isinstance(s, Sheet) and s.game == name for s in sheets)
    kinds = [s.kind for s in sheets]
    assert {"aid", "worksheet", "answers"} <= set(kinds), f"{name}: {kinds}"
    assert len(kinds) == len(set(kinds)), f"{name}: one sheet of each kind: {kinds}"
    if name in ("pointy_hats", "gingham", "rice_dice"):
        assert "components" in kinds


def test_gingham_chapter_is_light():
    size = (ROOT / "book" / "gingham.ipynb").stat().st_size
    assert size < 250_000, f"gingham.ipynb is {size:,} bytes"


def test_a_sheet_refuses_what_it_cannot_print():
    with pytest.raises(ValueError,
                       match="not one of aid, worksheet, answers, components, lesson-pack"):
        Sheet("dokitto", "poster", "t", "<p>x</p>")
    with pytest.raises(ValueError, match="at least one page"):
        Sheet("dokitto", "aid", "t", "<p>x</p>", pages=0)
    sheet = Sheet("dokitto", "aid", "Doki-tto! Ice at a glance", "<p>x</p>")
    with pytest.raises(ValueError, match="not one of a4, letter"):
        sheet.filename("a3")
    assert sheet.filename("letter") == "dokitto-aid-letter.pdf"
    page = sheet.document("a4", "Doki-tto! Ice")
    assert "size: 210mm 297mm" in page and "Doki-tto! Ice at a glance" in page
    assert "<title>Doki-tto! Ice at a glance</title>" in page  # the game's name once
    other = Sheet("dokitto", "aid", "The rules at a glance", "<p>x</p>").document(
        "a4", "Doki-tto! Ice")
    assert "<title>Doki-tto! Ice: The rules at a glance</title>" in other
    assert set(KINDS) == {"aid", "worksheet", "answers", "components", "lesson-pack"}
    assert set(PAPERS) == {"a4", "letter"}
