"""Every game's lesson pack and class data (issue 31, pointyrules/lessons.py), part by
part: the stages' minutes sum to the lesson, the groups and materials add up for every
class size from 20 to 32 (and the printed table says so), every key question and
exit-ticket question has its answer, the PDF's name says lesson-pack, and the chapter
shows the pack and the class data in For the teacher. Each game's own tests recompute
its answers and exact values from its mathematics."""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from html.parser import HTMLParser
from importlib import import_module

import pytest

from pointyrules import games, lessons
from pointyrules.printables import PAPERS

from .conftest import ROOT
from .test_lessons import notebook, section

sys.path.insert(0, str(ROOT / "sitebuild"))
import classdata  # noqa: E402
import printables  # noqa: E402

CHAPTERS = games.names()
# Each pack in each language (issue 33: the Japanese pack is adapted to a Japanese
# 50-minute class of up to 40 pupils, pointyrules/<game>/lesson_ja.py).
LANGS = ("en", "ja")
PACKS = [(name, lang) for name in CHAPTERS for lang in LANGS]
MINUTES = {"en": 45, "ja": 50}
CLASSES = {"en": range(20, 33), "ja": range(20, 41)}
# How the class table prints "6 of 4" / 「4人班6」: (count, size) pairs.
GROUPS_PRINTED = {"en": lambda text: [(n, size) for n, size in re.findall(r"(\d+) of (\d+)", text)],
                  "ja": lambda text: [(n, size) for size, n in re.findall(r"(\d+)人班(\d+)", text)]}


def lesson(name, lang="en"):
    return import_module(f"pointyrules.{name}.{printables.MODULES[lang][1]}")


class _Rows(HTMLParser):
    """The class table's rows: {pupils: [cell texts]}."""

    def __init__(self):
        super().__init__()
        self.rows, self._row, self._cell, self._in = {}, None, None, False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table" and attrs.get("class") == "pr-class-table":
            self._in = True
        elif self._in and tag == "tr" and "data-pupils" in attrs:
            self._row = int(attrs["data-pupils"])
            self.rows[self._row] = []
        elif self._row is not None and tag == "td":
            self._cell = ""

    def handle_endtag(self, tag):
        if tag == "td" and self._cell is not None:
            self.rows[self._row].append(self._cell.strip())
            self._cell = None
        elif tag == "tr":
            self._row = None
        elif tag == "table":
            self._in = False

    def handle_data(self, data):
        if self._cell is not None:
            self._cell += data


@pytest.mark.parametrize(("name", "lang"), PACKS)
def test_the_stages_fill_the_lesson_and_each_has_answered_questions(name, lang):
    pack = lesson(name, lang).pack()
    assert isinstance(pack, lessons.LessonPack) and pack.game == name and pack.lang == lang
    minutes = MINUTES[lang]
    assert pack.minutes == minutes and sum(s.minutes for s in pack.stages) == minutes
    assert len(pack.stages) >= 4, f"{name}: {len(pack.stages)} stages"
    for stage in pack.stages:
        assert 2 <= len(stage.questions) <= 3, stage.name
        assert all(q.ask.strip() and q.answer.strip() for q in stage.questions)
        assert stage.desks.strip(), f"{name}: stage {stage.name!r} says nothing of the desks"
    assert pack.exit_ticket and all(q.ask.strip() and q.answer.strip()
                                    for q in pack.exit_ticket)
    assert pack.cut_first.strip() and pack.rules and pack.vocabulary
    html = pack.html()
    # the printed plan shows each stage's start and end, ending at the lesson's end
    ends = [int(m) for m in re.findall(r"<td>\d+–(\d+)<br>", html)]
    assert ends == [sum(s.minutes for s in pack.stages[:i + 1])
                    for i in range(len(pack.stages))]
    ticket = re.search(r'<ol class="pr-exit-ticket">(.*?)</ol>', html, re.S).group(1)
    answers = re.search(r'<ol class="pr-exit-answers">(.*?)</ol>', html, re.S).group(1)
    assert ticket.count("<li>") == answers.count("<li>") == len(pack.exit_ticket)
    # the answers are in the plan, not on the screen with the projected ticket
    plan = re.search(r'<table class="pr-pack-plan">.*?</table>', html, re.S).group(0)
    assert 'class="pr-exit-answers"' in plan and 'class="pr-exit-ticket"' not in plan
    after_ticket = html.split('class="pr-exit-ticket"', 1)[1]
    assert not any(q.answer in after_ticket for q in pack.exit_ticket if len(q.answer) > 3)


@pytest.mark.parametrize(("name", "lang"), PACKS)
def test_groups_and_materials_add_up_for_every_class_from_20_to_32_or_40(name, lang):
    pack = lesson(name, lang).pack()
    parser = _Rows()
    parser.feed(pack.html())
    classes = CLASSES[lang]
    assert sorted(parser.rows) == list(classes), f"{name}: printed rows {sorted(parser.rows)}"
    for pupils in classes:
        groups = pack.groups(pupils)
        assert set(groups) <= set(pack.group_sizes)
        assert sum(size * count for size, count in groups.items()) == pupils
        # as many groups of the preferred size as the class allows
        preferred = pack.group_sizes[0]
        for more in range(groups[preferred] + 1, pupils // preferred + 1):
            assert lessons._split_rest(pupils - preferred * more, pack.group_sizes[1:]) is None
        needs = pack.needs(pupils)
        count = sum(groups.values())
        for m in pack.materials:
            want = m.count * {"pupil": pupils, "group": count, "class": 1}[m.per]
            assert needs[m.name] == want, (name, pupils, m.name)
        row = parser.rows[pupils]
        assert row[0] == str(pupils)
        printed = {int(size): int(n) for n, size in GROUPS_PRINTED[lang](row[1])}
        assert printed == {size: n for size, n in groups.items() if n}, (name, pupils, row[1])
        assert [int(c) for c in row[2:]] == [needs[m.name] for m in pack.materials]


def test_a_class_splits_with_as_many_preferred_groups_as_it_can():
    assert lessons.split(30, (4, 3)) == {4: 6, 3: 2}
    assert lessons.split(21, (4, 3)) == {4: 3, 3: 3}
    assert lessons.split(25, (3, 4, 2)) == {3: 7, 4: 1, 2: 0}
    assert lessons.split(20, (3, 2)) == {3: 6, 2: 1}
    # 20 pupils make 5 fours, 21 make 3 fours and 3 threes, ..., 32 make 8 fours
    assert lessons.group_counts((4, 3)) == [5, 6, 7, 8]
    assert lessons.group_counts((3, 4)) == [6, 7, 8, 9, 10]
    with pytest.raises(ValueError, match="5 pupils do not split into groups of 4 and 3"):
        lessons.split(5, (4, 3))


def test_a_pack_refuses_a_plan_that_does_not_fill_its_lesson():
    stage = lessons.Stage(40, "play", "play", "cards", (lessons.Question("a", "b"),) * 2)
    with pytest.raises(ValueError, match="the stages take 40 minutes, the lesson 45"):
        lessons.LessonPack("dokitto", "t", "aim", ("r",), (stage,),
                           (lessons.Material("m", "group"),), (4, 3),
                           (lessons.Question("a", "b"),), (("w", "m"),), "cut", "", "", "")
    with pytest.raises(ValueError, match="its text and its answer"):
        lessons.Question("How many?", " ")
    with pytest.raises(ValueError, match="two or three key questions"):
        lessons.Stage(5, "play", "play", "cards", (lessons.Question("a", "b"),))


@pytest.mark.parametrize(("name", "lang"), PACKS)
def test_the_pack_prints_as_a_lesson_pack_pdf(name, lang):
    sheets = [s for s in printables.sheets(name, lang) if s.kind == "lesson-pack"]
    assert len(sheets) == 1
    assert sheets[0].papers == ({"en": tuple(PAPERS), "ja": ("a4",)}[lang])
    assert all("lesson-pack" in sheets[0].filename(paper) for paper in sheets[0].papers)


@pytest.mark.parametrize("name", CHAPTERS)
def test_every_english_sheet_has_its_japanese_sheet_and_neither_says_the_others_words(name):
    """Issue 33, point 2: the Japanese edition prints every sheet the English does (the
    same kinds in the same order, on A4, under their own file names), and no English
    word is left on a Japanese sheet, pack or class-data element."""
    from .test_japanese_tables import english_words

    english, japanese = printables.sheets(name), printables.sheets(name, "ja")
    assert [s.kind for s in japanese] == [s.kind for s in english]
    assert all(s.lang == "ja" and s.filename("a4").endswith("-ja-a4.pdf") for s in japanese)
    names = {"PDF", "pointyrules"}  # proper nouns a Japanese sheet may say
    for sheet in japanese:
        words = english_words(f"<h1>{sheet.title}</h1>{sheet.body}") - names
        assert not words, f"{name} {sheet.kind} (ja): English words {sorted(words)}"
    data = lesson(name, "ja").class_data()
    words = english_words(classdata.element(data)) - names
    assert not words, f"{name} class data (ja): English words {sorted(words)}"
    # the same quantities, with the same exact values, as the English class data
    english_data = lesson(name).class_data()
    assert data.lang == "ja" and data.kind == english_data.kind
    assert [(s.key, s.exact) for s in data.series] == [(s.key, s.exact)
                                                        for s in english_data.series]


@pytest.mark.parametrize("name", CHAPTERS)
def test_the_chapter_shows_its_pack_and_its_class_data(name):
    teacher = section(notebook(name), "For the teacher")
    assert f"```{{lesson-pack}} {name}" in teacher
    assert f"```{{class-data}} {name}" in teacher
    data = lesson(name).class_data()
    assert isinstance(data, lessons.ClassData) and data.game == name
    for s in data.series:
        if data.kind == "frequency":
            assert isinstance(s.exact, Fraction) and 0 < s.exact < 1


class _Root(HTMLParser):
    def __init__(self):
        super().__init__()
        self.roots = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-class-data" in attrs:
            self.roots.append(attrs["data-class-data"])


@pytest.mark.parametrize(("name", "lang"), PACKS)
def test_the_class_data_element_carries_its_game(name, lang):
    parser = _Root()
    parser.feed(classdata.element(lesson(name, lang).class_data()))
    assert parser.roots == [name]


@pytest.mark.parametrize(("name", "lang"), PACKS)
def test_the_built_chapter_carries_the_contract(site, name, lang):
    """What checks outside the project rely on: one class-data element per chapter page
    (data-class-data="<name>"), one movable card on the page of the game that has one
    (data-card-applet), and the lesson pack on the page with its PDFs linked, whose file
    names say lesson-pack, present in the site."""
    from bs4 import BeautifulSoup  # noqa: PLC0415  (the site tests' parser)

    page = site / ("ja/book" if lang == "ja" else "book") / f"{name}.html"
    soup = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
    assert [e["data-class-data"] for e in soup.select("[data-class-data]")] == [name]
    applets = soup.select("[data-card-applet]")
    has_applet = (ROOT / "pointyrules" / name / "applet.py").exists()
    assert len(applets) == (1 if has_applet else 0), (name, len(applets))
    assert [e["data-lesson-pack"] for e in soup.select("[data-lesson-pack]")] == [name]
    links = [a["href"] for a in soup.select("a[href]") if "lesson-pack" in a["href"]]
    pack = lesson(name, lang).pack().sheet()
    assert {link.rsplit("/", 1)[-1] for link in links} >= {
        pack.filename(paper) for paper in pack.papers}
    # no English sheet linked from a Japanese page, and every sheet the page links exists
    assert lang == "en" or all("-ja-" in link for link in links if link.endswith(".pdf"))
    for link in links:
        assert (page.parent / link).resolve().is_file(), link
