"""The Japanese Pointy Hats lesson (issue 33): its pack plans a 50-minute class of 20 to
40 pupils, its sheets are the English kinds in their order, and pack, sheets and class
data state the same computed values as the English ones, in Japanese only."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest

from pointyrules import fmt
from pointyrules.lessons import JA_CLASS_SIZES, split
from pointyrules.pointy_hats import lesson, lesson_ja, printables, printables_ja
from pointyrules.pointy_hats.bots import trick_win_probability
from pointyrules.pointy_hats.rules import Card

from ..conftest import ROOT
from ..test_japanese_tables import english_words

JA_CHAPTER = ROOT / "ja" / "book" / "pointy_hats.ipynb"
PACK = lesson_ja.pack()
SHEETS = printables_ja.sheets()
BY_KIND = {s.kind: s for s in SHEETS}


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


# ---- the plan ----------------------------------------------------------------------

def test_the_plan_fills_fifty_minutes_in_japanese_stages():
    assert PACK.lang == "ja" and PACK.minutes == 50
    assert sum(s.minutes for s in PACK.stages) == 50
    names = [s.name for s in PACK.stages]
    assert names[0].startswith("導入") and names[-1].startswith("まとめ")
    assert all(n.startswith("展開") for n in names[1:-1])
    assert "確認テスト" in PACK.ticket_stage.name and PACK.ticket_stage is PACK.stages[-1]


def test_the_ticket_stage_carries_the_tickets_answers():
    html = PACK.html()
    stage_row = html[html.index(PACK.ticket_stage.name):html.index("</tr>",
                                                                  html.index(PACK.ticket_stage.name))]
    assert "確認テストの答え" in stage_row
    for q in PACK.exit_ticket:
        assert q.answer in stage_row
    ticket = html[html.index('class="pr-box pr-exit-box"'):]
    assert all(q.answer not in ticket for q in PACK.exit_ticket)


def test_the_chapter_describes_this_plan_and_these_groups():
    nb = json.loads(JA_CHAPTER.read_text(encoding="utf-8"))
    cells = {c["id"]: "".join(c["source"]) for c in nb["cells"]}
    plan = cells["ph-44"][cells["ph-44"].index("### 50分の授業"):]
    start = 0
    for stage in PACK.stages:
        head = stage.name.split("（")[0]
        assert f"**{head}（{start}～{start + stage.minutes}分" in plan, stage.name
        start += stage.minutes
    for pupils in (35, 40):
        assert f"{pupils}人なら{lesson_ja.groups_text(pupils)}" in plan
    section = "".join(cells[i] for i in cells if i.startswith("ph-44"))
    assert "英語版だけ" not in section and "USレター" not in section


# ---- groups and materials ---------------------------------------------------------------

def test_the_class_table_covers_twenty_to_forty_pupils():
    table = PACK.class_table()
    rows = re.findall(r'<tr data-pupils="(\d+)">(.*?)</tr>', table)
    assert [int(n) for n, _ in rows] == list(range(20, 41))
    assert PACK.class_sizes == JA_CLASS_SIZES
    for n, row in rows:
        pupils = int(n)
        groups = PACK.groups(pupils)
        assert groups == split(pupils, printables.GROUP_SIZES)
        assert sum(size * count for size, count in groups.items()) == pupils
        cells = re.findall(r"<td>(.*?)</td>", row)
        needs = PACK.needs(pupils)
        assert cells[2:] == [str(needs[m.name]) for m in PACK.materials]
        count = sum(groups.values())
        assert needs["封筒に入れたカード"] == needs["早見表"] == count
        assert needs["ワークシート"] == needs["付箋"] == pupils


def test_the_largest_class_sets_the_packs_and_the_board():
    most = max(sum(PACK.groups(n).values()) for n in JA_CLASS_SIZES)
    assert most == lesson.most_groups(JA_CLASS_SIZES) == 13
    packs, sheets, printed, playing = lesson.prep_totals(JA_CLASS_SIZES)
    assert packs == most + 1  # and the teacher's own
    prep = PACK.materials[0].prep
    assert f"{packs}組なら、印刷で約{printed}分（厚紙{sheets}枚）" in prep
    assert f"トランプからなら約{playing}分" in prep
    board = PACK.board
    assert f"<th>{most}</th><th>学級</th>" in board
    assert "<th>14</th>" not in board


def test_the_groups_suit_a_japanese_class_as_the_chapter_says():
    assert PACK.group_sizes == (3, 4)
    assert lesson_ja.groups_text(35) == "3人班9・4人班2"
    assert lesson_ja.groups_text(40) == "3人班12・4人班1"
    assert "20人から40人で6班から13班" in PACK.notes[0]


# ---- the same numbers as the English ---------------------------------------------------

def test_the_pack_states_the_english_packs_numbers():
    html = PACK.html()
    p = printables.TALLY_P
    assert "3/11 ≒ 0.273、27.3%" in html and fmt.fraction(p) == "3/11 ≈ 0.273"
    # the exit ticket: the same lead, the same chance, the class of the most groups
    chance = trick_win_probability(*lesson.TICKET_LEAD, 2)
    n, wins, rel = lesson.ticket_total(JA_CLASS_SIZES)
    assert (n, wins) == (260, 78)
    assert PACK.exit_ticket[0].answer.startswith(f"{lesson.frac(chance)}：")
    assert f"{wins}/{n} = {fmt.decimal(rel, 3)}" in PACK.exit_ticket[1].answer
    _, _, _, low, high = printables.class_tally(n // printables.TALLY_TRIALS)
    assert f"{low}回から{high}回" in PACK.exit_ticket[1].answer
    # the invert card: the English pack's chances of a 3 and a 5
    assert f"3が勝つ確率は{lesson.frac(lesson.value_chance(3, 'X'))}、5は" \
           f"{lesson.frac(lesson.value_chance(5, 'X'))}" in html
    # a class of 35: N = 220, about 60.0, 47 to 73 (the chapter's example)
    assert "N = 220、約60.0回、47回から73回" in html
    # the Extension for 数学A: 3/55, not (3/11)² = 9/121; 6(c): the English rounds
    assert "3/55" in html and "9/121" in html
    assert f"約{printables.rounds_to_tell_apart():,}ラウンド" in html
    # the cuts: each saves what the Japanese stages say
    assert "19分の時点" in PACK.cut_first and "31分の時点" in PACK.cut_first


def test_the_worked_round_is_the_engines():
    html = PACK.worked_example
    assert "<b>カイ</b>：5♠と5♦がいちばん大きい数値で引き分け" in html
    assert "<b>ベン</b>：3♥と3♦がいちばん小さい数値で引き分け" in html
    assert "<b>アン</b>：5♥と5♣がいちばん大きい数値で引き分け" in html
    assert "取ったクラブはアン2枚、ベン0枚、カイ1枚" in html
    assert "<b>アン</b>（ディーラー）：5♠ 5♥ 3♥" in html


def test_the_answer_key_states_the_english_keys_numbers():
    answers = dict((n, a) for n, _, a, _ in printables_ja.exercises())
    assert "<b>5♠がトリックを取ります</b>" in answers[1]  # as printables.ANSWERS["1"]
    assert "<b>ベンの勝ち</b>" in answers[3] and "<b>カイ</b>" in answers[3]
    assert "<b>3/11 ≒ 27.3%</b>" in answers[4] and "<b>3/55 ≒ 5.5%</b>" in answers[4]
    assert trick_win_probability(Card("S", 3), "X", 4) == Fraction(85, 132)
    assert "(56 + 42 + 8 + 1/4) ÷ 165 = <b>85/132 ≒ 0.644</b>" in answers[5]
    chances = printables_ja.round_chances()
    assert (chances[Card("S", 4)], chances[Card("S", 5)]) == printables.ROUND_CHANCES
    assert "<b>1/189 ≒ 0.0053</b>" in answers[6] and "<b>6/9 = 2/3</b>" in answers[6]
    assert "1579/3024 ≒ 52.2%" in answers[6]
    for english in ("85/132 ≈ 0.644", "1/189 ≈ 0.0053", "3/55 ≈ 5.5%"):
        assert english.replace(" ", "") in "".join(printables.ANSWERS.values()).replace(
            "<b>", "").replace("</b>", "").replace(" ", "")
    key = BY_KIND["answers"].body
    for g in printables_ja.class_groups_ja():
        n, mean, _, low, high = printables.class_tally(g)
        assert f"<td>{g}班</td>" in key and f"<td>{low}～{high}回</td>" in key
        assert f"<td>約{fmt.decimal(mean, 1)}回</td>" in key


# ---- the sheets ----------------------------------------------------------------------

def test_every_english_sheet_has_its_japanese_sheet_in_order():
    assert [s.kind for s in SHEETS] == [s.kind for s in printables.sheets()]
    for sheet in SHEETS:
        assert sheet.lang == "ja" and sheet.papers == ("a4",)
        assert sheet.filename("a4") == f"pointy_hats-{sheet.kind}-ja-a4.pdf"
    assert [s.pages for s in SHEETS] == [1, 2, 1, 2]
    assert PACK.sheet().pages == 4 and PACK.sheet().lang == "ja"


def test_the_worksheet_numbers_its_exercises_as_the_chapter_does():
    body = BY_KIND["worksheet"].body
    assert "　　年　　組　　番　名前" in body
    found = re.findall(r"<b>練習問題(\d+)</b>", body)
    assert found == [str(n) for n in range(1, len(printables.QUESTIONS) + 1)]
    nb = JA_CHAPTER.read_text(encoding="utf-8")
    assert all(f"### 練習問題{n} " in nb for n in found)


def test_no_line_break_runs_inside_japanese_text():
    from pointyrules.printables import JAPANESE_BREAK

    for sheet in SHEETS:
        assert not JAPANESE_BREAK.search(sheet.body), sheet.kind


@pytest.mark.parametrize("kind", [*BY_KIND, "lesson-pack"])
def test_no_english_word_on_a_japanese_sheet(kind):
    sheet = BY_KIND.get(kind) or PACK.sheet()
    body = re.sub(r"<style>.*?</style>", "", sheet.body, flags=re.S)
    assert not english_words(body), sorted(english_words(body))
    assert not english_words(sheet.title)


def test_the_pictures_speak_japanese():
    body = BY_KIND["components"].body
    assert "小さい数値が" in body and "low" not in body.lower()


# ---- the class data ------------------------------------------------------------------

def test_the_class_data_matches_the_english():
    ja, en = lesson_ja.class_data(), lesson.class_data()
    assert ja.lang == "ja" and ja.kind == en.kind and ja.game == en.game
    assert [s.key for s in ja.series] == [s.key for s in en.series]
    assert [s.exact for s in ja.series] == [s.exact for s in en.series]
    for s in ja.series:
        assert s.exact_text == (f"{fmt.fraction(s.exact)}（{fmt.percent(s.exact)}）"
                                .replace("≈", "≒"))
    words = " ".join([ja.title, ja.how] + [f"{s.label} {s.trials} {s.successes} {s.exact_text}"
                                           for s in ja.series])
    assert not english_words(words)
