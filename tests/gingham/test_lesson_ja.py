"""The Japanese Gingham lesson (issue 33): the 50-minute pack for a class of up to 40, its
sheets and its class data, checked against the framework (minutes, groups, materials),
against the English module (the same sheets in the same order, the same computed values,
the same class data) and against the chapter's 先生方へ (its plan's stages and minutes),
with no English word left."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest

from pointyrules.gingham import lesson, lesson_ja, printables, printables_ja
from pointyrules.gingham.printables import (
    CHAIN_FROM,
    CHAIN_TO,
    SECOND_FROM,
    SECOND_TO,
    _apart,
    chains,
    step_words,
)
from pointyrules.lessons import JA_CLASS_SIZES, group_counts, split

from ..conftest import ROOT
from ..test_japanese_tables import english_words
from ..test_lesson_packs import _Rows

PROPER = {"PDF"}  # proper nouns a Japanese sheet may show
PACK = lesson_ja.pack()


def numbers(text: str) -> set[int]:
    """The whole numbers a text states (thousands' commas dropped)."""
    return {int(n) for n in re.findall(r"\d+", text.replace(",", ""))}


# --- the plan ----------------------------------------------------------------------------
def test_the_stages_fill_fifty_minutes_from_introduction_to_summary():
    assert PACK.lang == "ja" and PACK.minutes == 50
    assert sum(s.minutes for s in PACK.stages) == 50
    heads = [s.name.split("：")[0] for s in PACK.stages]
    assert heads == ["導入", "展開1", "展開2", "展開3", "まとめ"]
    # the English stages, each with what a Japanese period adds
    english = lesson.pack()
    assert sum(s.minutes for s in english.stages) + sum(lesson_ja.ADDED.values()) == 50


def test_the_ticket_stage_is_named_for_it_and_holds_the_answers():
    stage = PACK.ticket_stage
    assert "確認テスト" in stage.name and stage is PACK.stages[-1]
    html = PACK.html()
    row = next(r for r in html.split('<tr class="pr-stage">') if stage.name in r)
    assert "確認テストの答え" in row
    assert all(q.answer in row for q in PACK.exit_ticket)
    box = html.split('class="pr-box pr-exit-box"')[1]  # the box projected: no answers
    assert all(q.ask in box and q.answer not in box for q in PACK.exit_ticket)


def test_the_chapter_plans_the_same_stages_and_minutes():
    notebook = json.loads((ROOT / "ja/book/gingham.ipynb").read_text(encoding="utf-8"))
    cells = notebook["cells"]
    start = next(i for i, c in enumerate(cells) if "".join(c["source"]).startswith("## 先生方へ"))
    end = next(i for i, c in enumerate(cells) if "".join(c["source"]).startswith("## ルールの補足"))
    text = "".join("".join(c["source"]) for c in cells[start:end] if c["cell_type"] == "markdown")
    plan = re.findall(r"- \*\*(導入|展開\d|まとめ)（(\d+)分）\*\*", text)
    assert [(name, int(m)) for name, m in plan] == [
        (s.name.split("：")[0], s.minutes) for s in PACK.stages]
    assert "英語版" not in text and "英語だけ" not in text
    for pupils in (30, 35, 40):  # the groups the chapter names are the pack's
        groups = PACK.groups(pupils)
        said = "と".join(f"{size}人班{count}" for size, count in groups.items() if count)
        assert f"{pupils}人なら{said}" in text, said


# --- the class -----------------------------------------------------------------------------
def test_the_class_table_covers_every_class_from_20_to_40_and_adds_up():
    assert PACK.class_sizes == JA_CLASS_SIZES == range(20, 41)
    reader = _Rows()
    reader.feed(PACK.class_table())
    assert sorted(reader.rows) == list(range(20, 41))
    for pupils, cells in reader.rows.items():
        groups = PACK.groups(pupils)
        assert groups == split(pupils, PACK.group_sizes)
        assert sum(size * count for size, count in groups.items()) == pupils
        needs = PACK.needs(pupils)
        assert cells[2:] == [str(needs[m.name]) for m in PACK.materials]
        count = sum(groups.values())
        for m in PACK.materials:
            want = {"pupil": pupils, "group": count, "class": 1}[m.per] * m.count
            assert needs[m.name] == want


def test_groups_of_three_first_and_a_board_column_for_each_group_of_the_biggest_class():
    assert PACK.group_sizes == (3, 4)
    assert PACK.groups(35) == {3: 9, 4: 2} and PACK.groups(40) == {3: 12, 4: 1}
    most = max(group_counts(PACK.group_sizes, JA_CLASS_SIZES))
    assert most == lesson_ja.GROUPS_MOST == 13
    heads = re.findall(r"<th [^>]*>(\d+)</th>", PACK.board)
    assert heads == [str(k) for k in range(1, most + 1)]
    cloths = next(m for m in PACK.materials if m.per == "group")
    assert PACK.needs(40)[cloths.name] == most


# --- the same computed values as the English -------------------------------------------------
def test_the_exit_ticket_states_the_english_answers():
    tx, ty = _apart(lesson.TICKET_FROM, lesson.TICKET_TO)
    listed = step_words(lesson.LIST_FROM, lesson.LIST_TO)
    first, second = PACK.exit_ticket
    assert first.answer == (f"{tx} + {ty} = {tx + ty}。アリ"
                            f"{chains(lesson.TICKET_FROM, lesson.TICKET_TO)[1]}匹。")
    assert second.answer == f"{len(listed)}通り：{'、'.join(' '.join(w) for w in listed)}。"
    for ja, en in zip(PACK.exit_ticket, lesson.pack().exit_ticket, strict=True):
        assert numbers(ja.ask) == numbers(en.ask)
        assert numbers(ja.answer) == numbers(en.answer)


def test_the_key_questions_state_the_computed_numbers():
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    answers = " ".join(q.answer for s in PACK.stages for q in s.questions)
    assert f"{x} + {y} = {x + y}。アリは{first[1]}匹です。" in answers
    assert f"4 + 3 + 2 + 1 = {first[0]}です。" in answers
    assert f"<sub>{sx + sy}</sub>C<sub>{sy}</sub> = {second[0]}通りで、どれもアリ{second[1]}匹" \
        in answers
    game, turns = lesson.demo()
    connect, capture = turns[3]
    assert (f"さらに{capture.data['points']}点で、このターンは合わせて"
            f"{connect.data['points'] + capture.data['points']}点です。獲得を先にすると"
            f"{lesson.asha_capture_first()}点だけ") in answers
    scores = "、".join(f"{n} {s}点" for n, s in zip(lesson_ja.NAMES, game.score, strict=True))
    assert f"得点：{scores}。" in PACK.worked_example


def test_each_answer_on_the_key_states_the_english_numbers():
    # (1 aside: "R＝1列右" where the English says "one column right")
    for ja, en in zip(printables_ja.answers_ja(), printables.ANSWERS, strict=True):
        assert numbers(re.sub(r"<[^>]+>", " ", ja)) - {1} == numbers(en) - {1}, (ja, en)
    key = printables_ja.answers().body
    ends = chains('a1', 'j10')[0]
    assert f"<sub>18</sub>C<sub>9</sub> = {ends}）で、{ends}通り" in key


def test_every_english_sheet_has_its_japanese_sheet_in_order():
    english, japanese = printables.sheets(), printables_ja.sheets()
    assert [s.kind for s in japanese] == [s.kind for s in english]
    assert all(s.lang == "ja" and s.game == "gingham" for s in japanese)
    assert [s.pages for s in japanese] == [1, 2, 1, 4] and PACK.pages == 5
    assert PACK.sheet().lang == "ja" and PACK.sheet().kind == "lesson-pack"


def test_the_worksheet_numbers_its_exercises_as_the_chapter_and_has_a_name_line():
    body = printables_ja.worksheet().body
    assert "　　年　　組　　番　名前" in body
    labels = [q[0] for q in printables_ja.QUESTIONS]
    assert labels == ["活動A", "活動B", "活動C", "活動D", "練習問題4", "練習問題6"]
    assert [q[0].replace("Activity ", "活動").replace("Exercise ", "練習問題")
            for q in printables.QUESTIONS] == labels
    assert body.count('<span style="flex:1;border-bottom') == chains(CHAIN_FROM, CHAIN_TO)[0]


# --- no English left ---------------------------------------------------------------------------
@pytest.mark.parametrize("kind", [s.kind for s in printables.sheets()] + ["lesson-pack"])
def test_no_english_word_on_a_japanese_sheet(kind):
    sheets = {s.kind: s for s in [*printables_ja.sheets(), PACK.sheet()]}
    assert english_words(sheets[kind].body) - PROPER == set()


def test_no_english_word_in_the_pack_on_the_page_or_in_the_class_data():
    assert english_words(PACK.html(level=4)) - PROPER == set()
    data = lesson_ja.class_data().payload()
    words = [data["title"], data["how"]] + [s[k] for s in data["series"]
                                           for k in ("label", "exact_text", "unit")]
    assert english_words("".join(f"<p>{w}</p>" for w in words)) == set()


# --- the class data ------------------------------------------------------------------------------
def test_the_class_data_has_the_english_series_and_exact_values():
    ja, en = lesson_ja.class_data(), lesson.class_data()
    assert ja.lang == "ja" and ja.kind == en.kind and ja.game == en.game
    assert [s.key for s in ja.series] == [s.key for s in en.series]
    assert [s.exact for s in ja.series] == [s.exact for s in en.series]
    assert [s.exact for s in ja.series] == [Fraction(chains(CHAIN_FROM, CHAIN_TO)[0]),
                                            Fraction(chains(SECOND_FROM, SECOND_TO)[0])]
    assert [s.exact_text for s in ja.series] == ["10 = ₅C₂（どれもアリ6匹）",
                                                 "35 = ₇C₃（どれもアリ8匹）"]
    assert {s.unit for s in ja.series} == {"通り"}
