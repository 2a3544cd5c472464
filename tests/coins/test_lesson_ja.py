"""The Japanese lesson pack, sheets and class data of This is why you lose coins (issue 33):
a 50-minute plan for classes of 20 to 40 whose materials add up, the English sheets' kinds
in the same order, the same computed values as the English pack and sheets, no English
word, no run of the rule text, and a chapter whose 先生方へ describes this pack.
"""

from __future__ import annotations

import json
import math
import re
import sys

import pytest

from pointyrules import fmt
from pointyrules.coins import lesson, lesson_ja, printables, printables_ja
from pointyrules.coins.geometry import ID1
from pointyrules.coins.rules import DIAMETERS
from pointyrules.lessons import JA_CLASS_SIZES, group_counts, split

from ..conftest import ROOT
from ..test_japanese_tables import english_words

NOTEBOOK = ROOT / "ja" / "book" / "coins.ipynb"
PACK = lesson_ja.pack()
EN_PACK = lesson.pack()
SHEETS = printables_ja.sheets()
BY_KIND = {s.kind: s for s in SHEETS}


def text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", "", html).split())


def teachers_section() -> str:
    """The markdown of the chapter's 先生方へ, up to ルールの補足."""
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    ids = [c.get("id") for c in cells]
    part = cells[ids.index("coins-53"):ids.index("coins-56")]
    assert "".join(part[0]["source"]).startswith("## 先生方へ")
    assert "".join(cells[ids.index("coins-56")]["source"]).splitlines()[1] == "## ルールの補足"
    return "\n".join("".join(c["source"]) for c in part if c["cell_type"] == "markdown")


# --- the plan ----------------------------------------------------------------------------

def test_the_plan_is_a_japanese_fifty_minute_lesson():
    assert PACK.lang == "ja" and PACK.minutes == 50
    assert sum(s.minutes for s in PACK.stages) == 50
    parts = [s.name.split("：")[0] for s in PACK.stages]
    assert parts == sorted(parts, key=["導入", "展開", "まとめ"].index)  # in that order
    assert {p: sum(s.minutes for s in PACK.stages if s.name.startswith(p))
            for p in ("導入", "展開", "まとめ")} == {"導入": 10, "展開": 33, "まとめ": 7}


def test_the_ticket_stage_is_named_for_it_and_holds_the_answers():
    stage = PACK.ticket_stage
    assert "確認テスト" in stage.name and stage is PACK.stages[-1]
    html = PACK.html()
    row = next(r for r in html.split('<tr class="pr-stage">') if stage.name in r)
    assert "確認テストの答え" in row
    for q in PACK.exit_ticket:
        assert f"<li>{q.answer}</li>" in row  # the answers sit with the stage, not the ticket
        assert q.answer not in html.split('pr-exit-box')[1]


def test_every_cut_names_a_stage_that_holds_the_time():
    names = {s.name: s.minutes for s in PACK.stages}
    for n, (stage, minutes, what, _) in enumerate(lesson_ja.CUTS, 1):
        assert minutes <= names[stage] and f"{n}. 「{stage}」で、{what}（{minutes}分短縮）" in \
            PACK.cut_first
    assert "確認テストは削らない" in PACK.cut_first


# --- the class -------------------------------------------------------------------------

def test_the_class_table_covers_20_to_40_and_its_materials_add_up():
    html = PACK.class_table()
    rows = re.findall(r'<tr data-pupils="(\d+)">(.*?)</tr>', html)
    assert [int(p) for p, _ in rows] == list(range(20, 41)) == list(JA_CLASS_SIZES)
    for pupils, row in rows:
        pupils = int(pupils)
        groups = PACK.groups(pupils)
        assert groups == split(pupils, lesson.GROUP_SIZES)
        assert sum(size * n for size, n in groups.items()) == pupils
        count = sum(groups.values())
        cells = re.findall(r"<td>(.*?)</td>", row)
        assert cells[1] == "・".join(f"{size}人班{n}" for size, n in groups.items() if n)
        needs = PACK.needs(pupils)
        assert [int(c) for c in cells[2:]] == [needs[m.name] for m in PACK.materials]
        for m in PACK.materials:
            assert needs[m.name] == {"pupil": pupils, "group": count, "class": 1}[m.per]


def test_the_groups_are_the_chapters_and_the_board_fits_the_largest_class():
    assert PACK.groups(35) == {4: 8, 3: 1} and sum(PACK.groups(40).values()) == 10
    most = max(group_counts(PACK.group_sizes, JA_CLASS_SIZES))
    assert lesson_ja.most_groups() == most == 10
    assert f"<th>{most}</th>" in PACK.board and f"<th>{most + 1}</th>" not in PACK.board
    assert lesson_ja.small_class(JA_CLASS_SIZES) == 24  # six groups of four


def test_the_preparation_note_counts_what_the_chapters_class_needs():
    groups = sum(PACK.groups(lesson_ja.PREP_CLASS).values())
    sheets = math.ceil(groups / printables.DISC_SETS)
    minutes = lesson.prep_minutes(lesson_ja.PREP_CLASS)
    assert minutes == (lesson.CUTOUT_MINUTES + lesson.TRAY_MINUTES) * groups \
        + lesson.DISC_SHEET_MINUTES * sheets
    note = PACK.notes[1]
    assert f"{lesson_ja.PREP_CLASS}人（{groups}班）" in note and f"約{minutes}分" in note
    assert f"円板のシート{sheets}枚" in note


# --- the sheets ------------------------------------------------------------------------

def test_every_english_sheet_has_its_japanese_sheet_in_order():
    assert [s.kind for s in SHEETS] == [s.kind for s in printables.sheets()]
    assert all(s.lang == "ja" and s.papers == ("a4",) for s in SHEETS)
    assert [s.pages for s in SHEETS] == [s.pages for s in printables.sheets()]
    assert PACK.sheet().lang == "ja" and PACK.sheet().filename("a4") == \
        "coins-lesson-pack-ja-a4.pdf"


def test_the_worksheet_numbers_its_exercises_as_the_chapter_and_has_a_name_line():
    body = text(BY_KIND["worksheet"].body)
    assert re.search(r"年.*組.*番\s*名前", body)
    chapter = "\n".join("".join(c["source"]) for c in
                        json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"])
    for n in printables.EXERCISES:
        assert f"### 練習問題{n} " in chapter
        assert f"練習問題{n}" in body and f"練習問題{n}" in text(BY_KIND["answers"].body)
    for part in "ABCDE":
        assert f"{part}. " in body


def test_the_sheets_state_the_english_sheets_values():
    chord = ID1.longest_chord
    ex = printables.exercise_numbers()
    answers = text(BY_KIND["answers"].body)
    d = fmt.decimal
    for value in (f"≒ {d(ex['diagonal'])}mm", f"{d(ex['chord'])}mm", f"約 {d(ex['distance'])}mm",
                  f"= {d(ex['margin'], 3)}mm"):
        assert value in answers
    for kind in printables_ja.homework_kinds():  # part B's homework: other yen coins
        assert f"<td>{d(chord + DIAMETERS[kind])}</td>" in BY_KIND["answers"].body
        assert f"<td>{kind}円玉2枚</td>" in BY_KIND["worksheet"].body
    assert printables_ja.homework_kinds() == [10, 50, 100]
    for name, coins in printables.LAYOUTS.items():
        s = printables.solve(coins)
        said = f"余裕 {d(s['margin'])}mm" if s["margin"] > 0 else f"{d(-s['margin'])}mm 届きません"
        assert said in answers, name
        english = f"{d(s['margin'] if s['margin'] > 0 else -s['margin'])} mm"
        assert english in text(printables.answers().body)
    w = lesson.way_in()
    assert f"{d(w['width'], 1)}mm" in answers and f"{d(w['height'], 1)}mm" in answers
    assert "100%" in text(BY_KIND["components"].body)
    assert BY_KIND["components"].body.count("<svg") == printables.DISC_SETS * 2 * len(DIAMETERS)


def test_the_pack_states_the_english_packs_values():
    chord, exact = ID1.longest_chord, lesson.reach(DIAMETERS[lesson.MEASURE_COIN])
    assert fmt.decimal(exact) == "118.81"
    html = PACK.html()
    en = EN_PACK.html()
    for ja_q, en_q in zip(PACK.exit_ticket, EN_PACK.exit_ticket, strict=True):
        numbers = re.findall(r"[\d.]+ [+−] [\d.]+ = [−+]?[\d.]+|\d+\.\d+", en_q.answer)
        assert numbers and all(n in ja_q.answer for n in numbers), (ja_q.answer, en_q.answer)
    for pair in lesson.TICKET_PAIRS:
        reach = fmt.decimal(lesson.reach(DIAMETERS[pair]))
        assert f"= {reach}mm" in html and f"= {reach} mm" in en
    low, high = lesson.number_line()
    assert f"{fmt.signed(low, 0)}mmから{fmt.signed(high, 0)}mmまで" in html
    assert f"{fmt.decimal(chord)}mm" in html and f"{fmt.decimal(exact)}mm" in html
    facts = lesson.worked_facts()
    assert f"余裕\n{fmt.decimal(facts['level'])}mm" not in PACK.worked_example
    assert f"余裕{fmt.decimal(facts['level'])}mm" in PACK.worked_example
    assert f"余裕は{fmt.decimal(facts['margin'])}mm" in PACK.worked_example
    assert all(name in PACK.worked_example for name in ("アキ", "ベン", "カイ"))
    flip = fmt.decimal(100 * lesson.layout_2_flips(), 0)
    assert f"{flip}%未満" in PACK.notes[0] and f"{flip} %" in en


def test_no_line_break_inside_japanese_text():
    """A break in the source next to a Japanese character would print as a space."""
    for where, html in [("pack", PACK.html()), *((s.kind, s.body) for s in SHEETS)]:
        found = re.findall(rf"{printables_ja.JAPANESE}\n|\n{printables_ja.JAPANESE}", html)
        assert not found, (where, found[:3])


# --- Japanese only, and ours -------------------------------------------------------------

def test_no_english_word_on_the_japanese_sheets_and_pack():
    for where, html in [("pack", PACK.html()), ("pack on the page", PACK.html(level=4)),
                        *((s.kind, s.body) for s in SHEETS)]:
        assert english_words(html) == set(), where
    allowed = set(re.findall(r"[A-Za-z]{2,}", "This is why you lose coins pointyrules"))
    for sheet in [*SHEETS, PACK.sheet()]:
        page = sheet.document("a4", "This is why you lose coins")
        assert english_words(re.sub(r"<style>.*?</style>|<title>.*?</title>", "", page,
                                    flags=re.S)) <= allowed, sheet.kind


def test_no_run_of_the_rule_text():
    sys.path.insert(0, str(ROOT / "sitebuild"))
    import seedscan

    from ..test_ja_sync import GAME_TERMS

    prints = seedscan.stored()
    for where, html in [("pack", PACK.html()), *((s.kind, s.body) for s in SHEETS)]:
        assert not seedscan.copied(f"{html}", prints, GAME_TERMS), where


# --- the class data ----------------------------------------------------------------------

def test_the_class_data_has_the_english_series_in_japanese():
    ja, en = lesson_ja.class_data(), lesson.class_data()
    assert ja.lang == "ja" and ja.kind == en.kind and ja.game == en.game
    assert [(s.key, s.exact, s.unit) for s in ja.series] == \
        [(s.key, s.exact, s.unit) for s in en.series]
    assert [s.exact_text for s in ja.series] == [s.exact_text.replace(" mm", "mm")
                                                 for s in en.series]
    words = [ja.title, ja.how, *(v for s in ja.series for v in (s.label, s.exact_text))]
    assert all(english_words(w) == set() for w in words)


# --- the chapter's 先生方へ ---------------------------------------------------------------

def test_the_chapters_plan_is_the_packs():
    section = teachers_section()
    for part in ("導入", "展開", "まとめ"):
        minutes = sum(s.minutes for s in PACK.stages if s.name.startswith(part))
        assert f"**{part}（{minutes}分）**" in section
    assert "4人班を8つと3人班を1つ、あわせて9班" in section and "40人なら10班" in section
    assert f"{lesson_ja.small_class(JA_CLASS_SIZES)}人以下のクラスなら配置2も" in section
    assert f"レッスンパック（A4で{PACK.pages}ページのPDF）" in section
    assert f"レッスンパック（{PACK.pages}ページ）" in section
    for sheet in SHEETS[:-1]:
        assert f"{sheet.pages}ページ" in section
    for word in ("英語版", "45分", "20〜32人", "USレター", "確認問題"):
        assert word not in section, word
    for kind in printables_ja.homework_kinds():
        assert f"{kind}円玉2枚なら {fmt.decimal(lesson.reach(DIAMETERS[kind]))}mm" in section


@pytest.mark.parametrize("stage", PACK.stages, ids=lambda s: s.name)
def test_each_stage_has_two_or_three_questions_with_answers(stage):
    assert 2 <= len(stage.questions) <= 3
    assert all(q.ask.endswith("。") and q.answer.endswith("。") for q in stage.questions)
