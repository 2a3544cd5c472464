"""The Japanese Rice Dice lesson (issue 33): a 50-minute pack for classes of 20 to 40, the
Japanese sheets in the English sheets' kinds and order, the same computed values as the
English pack and sheets, no English word, the class data's keys and exact values, and the
chapter's 先生方へ describing the pack that exists."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest

from pointyrules import fmt
from pointyrules.lessons import JA_CLASS_SIZES, group_counts, split
from pointyrules.rice_dice import lesson, lesson_ja, printables, printables_ja
from pointyrules.rice_dice.odds import keep_value
from pointyrules.rice_dice.printables_ja import frac

from ..conftest import ROOT
from ..test_japanese_tables import english_words

PROPER = {"PDF", "pointyrules"}  # proper nouns a Japanese sheet may show


@pytest.fixture(scope="module")
def pack():
    return lesson_ja.pack()


@pytest.fixture(scope="module")
def sheets():
    return {s.kind: s for s in printables_ja.sheets()}


def _plain(html: str) -> str:
    """The text of ``html`` with tags dropped (a vertical fraction reads "31257776")."""
    return re.sub(r"<[^>]+>", "", html)


# ---- the plan ----------------------------------------------------------------------------
def test_the_stages_take_50_minutes_as_the_chapter_plans(pack):
    assert pack.lang == "ja" and pack.minutes == 50 and pack.class_sizes == JA_CLASS_SIZES
    assert sum(s.minutes for s in pack.stages) == 50
    assert [s.minutes for s in pack.stages] == list(lesson_ja.STAGE_MINUTES)
    # the English measured minutes, five more: pooling, grid, まとめ, the ticket
    assert sum(lesson.STAGE_MINUTES) + 5 == 50
    assert all(any(w in s.name for w in ("導入", "展開", "まとめ")) for s in pack.stages)
    parts = {w: sum(s.minutes for s in pack.stages if s.name.startswith(w))
             for w in ("導入", "展開", "まとめ")}
    assert parts == {"導入": 15, "展開": 28, "まとめ": 7}


def test_the_ticket_stage_is_named_for_it_and_holds_the_answers(pack):
    named = [s for s in pack.stages if "確認テスト" in s.name]
    assert named == [pack.ticket_stage] and named[0] is pack.stages[-1]
    html = pack.html()
    row = [r for r in html.split('<tr class="pr-stage">') if "まとめ：確認テスト" in r][0]
    for q in pack.exit_ticket:
        assert q.answer in row
    ticket_box = html[html.index("pr-exit-box"):]
    assert all(q.ask in ticket_box and q.answer not in ticket_box for q in pack.exit_ticket)


# ---- the class ---------------------------------------------------------------------------
def test_the_class_table_covers_20_to_40_and_its_materials_add_up(pack):
    table = pack.class_table()
    assert re.findall(r'data-pupils="(\d+)"', table) == [str(n) for n in range(20, 41)]
    for pupils in JA_CLASS_SIZES:
        made = pack.groups(pupils)
        assert made == split(pupils, (4, 3))
        assert sum(size * n for size, n in made.items()) == pupils
        groups = sum(made.values())
        needs = pack.needs(pupils)
        for m in pack.materials:
            each = {"pupil": pupils, "group": groups, "class": 1}[m.per]
            assert needs[m.name] == m.count * each
    assert pack.groups(35) == {4: 8, 3: 1} and pack.groups(40) == {4: 10, 3: 0}
    assert lesson_ja.group_counts() == group_counts((4, 3), JA_CLASS_SIZES) == [5, 6, 7, 8, 9,
                                                                                 10]
    assert pack.needs(40)["ダイス"] == 50


def test_the_playing_cards_suffice_for_the_most_groups(pack):
    most = max(lesson_ja.group_counts())
    cards = next(m for m in pack.materials if m.name == "カード")
    packs = re.search(r"(\d+)班分でトランプ(\d+)組", cards.prep)
    assert int(packs[1]) == most and int(packs[2]) * 4 >= most > (int(packs[2]) - 1) * 4


def test_the_materials_keep_the_english_counts_and_minutes(pack):
    assert [(m.per, m.count) for m in pack.materials] == \
        [(per, count) for _, per, count, *_ in lesson.MATERIALS]
    assert f"10班で約{lesson.prep_minutes(10):g}分" in pack.html()


# ---- the sheets --------------------------------------------------------------------------
def test_every_english_sheet_has_a_japanese_one_in_order():
    english = printables.sheets()
    japanese = printables_ja.sheets()
    assert [s.kind for s in japanese] == [s.kind for s in english]
    assert all(s.lang == "ja" and s.papers == ("a4",) for s in japanese)
    assert [s.filename("a4") for s in japanese][0] == "rice_dice-aid-ja-a4.pdf"
    assert lesson_ja.pack().sheet().lang == "ja"


def test_the_worksheet_numbers_its_exercises_as_the_chapter_does(sheets):
    chapter = (ROOT / "ja/book/rice_dice.ipynb").read_text(encoding="utf-8")
    body = sheets["worksheet"].body
    for n, (title, _, _) in enumerate(printables_ja.EXERCISES, 1):
        assert title.startswith(f"問題{n} ") and f"### {title}" in chapter and title in body
    assert "年" in body and "組" in body and "番" in body and "名前" in body


# ---- the same values as the English ----------------------------------------------------------
def test_the_pack_states_the_english_key_numbers(pack):
    k = lesson.key_numbers()
    html = pack.html()
    text = _plain(html)
    assert frac(k["one"]) in html and frac(k["ticket"]) in html and frac(k["ext"]) in html
    assert f"{fmt.percent(k['one'], 1)}" in text
    group = k["group"]
    assert f"平均約{round(group.mean)}回。{group.low}～{group.high}回ならふつう" in text
    cls = k["class"]  # 40 pupils: ten fours, the English reviewers' 300 rolls
    assert lesson_ja.key_numbers()["class"] == cls
    assert f"{cls.rolls}回のうち{k['shown']}回" in text
    assert f"{cls.rolls}回ではふつう{cls.low}～{cls.high}回になります" in text
    other = lesson.expect(lesson.GROUP_ROLLS * 4, k["one"])  # below the table's 5 groups
    assert f"ダイス5個を{other.rolls}回振りました" in text
    assert f"約{round(other.mean)}回" in text
    for g in lesson_ja.group_counts():  # the covered table, every class of 20 to 40
        e = lesson.class_expect(g)
        assert f"<td {lesson.SLIM}>{e.rolls}</td><td {lesson.SLIM}>{fmt.decimal(e.mean, 1)}" \
               f"</td><td {lesson.SLIM}>{e.low}～{e.high}</td>" in html


def test_the_worked_example_is_aois_turn(pack):
    w = lesson.worked()
    text = _plain(pack.worked_example)
    assert f"{w.taken[0]}（ベンの前のカード：横取り）" in text
    sesame = [f for f in w.bowl if f not in ("U", "R")]
    held = sorted(lesson.START_HELD[0] + w.taken, reverse=True)
    assert f"{' + '.join(map(str, sesame))} = {sum(sesame)}" in text
    assert f"アオイのカードは{'、'.join(map(str, held))}になります" in text
    assert pack.worked_example.count("回目</td>") == len(w.steps)


def test_the_sheets_state_the_english_values(sheets):
    k = lesson.key_numbers()
    answers, worksheet = sheets["answers"].body, sheets["worksheet"].body
    assert frac(k["one"]) in answers and frac(k["none"]) in answers
    assert frac(k["ext"]) in answers and frac(k["three"]) in answers
    assert frac(k["three"]) in worksheet  # 問題3 (b) asks to show it
    rest = 1 - k["one"] - k["none"]
    assert frac(rest) in answers and fmt.percent(rest, 1) in answers
    ext = printables.extension_answer()
    assert (f"平均{fmt.decimal(ext.mean, 1)}回、{ext.low}～{ext.high}回" in answers
            and f"ふつうは{ext.class_low}～{ext.class_high}回" in answers)
    for g in lesson_ja.group_counts():
        e = lesson.class_expect(g)
        assert f"<td>{e.low}～{e.high}</td>" in answers


def test_exercise_5_agrees_with_the_exact_odds(sheets):
    answers = sheets["answers"].body
    for board in printables_ja.EX5_BOARDS:
        stop, roll, _ = printables_ja.exercise5(board)
        assert keep_value(printables_ja.EX5_KEPT, [], board).net == stop
        assert keep_value(printables_ja.EX5_KEPT, None, board).net == max(stop, roll)
    stop, roll, _ = printables_ja.exercise5(printables_ja.EX5_BOARDS[0])
    assert (stop, roll) == (11, Fraction(35, 3))
    assert f"<b>{stop}点</b>" in answers and frac(roll) in answers
    assert "<b>10点</b>" in answers and "<b>やめる</b>" in answers


# ---- Japanese only -----------------------------------------------------------------------------
def test_no_english_word_in_the_pack_or_the_sheets(pack, sheets):
    assert english_words(pack.html()) == set()
    for sheet in sheets.values():
        assert english_words(sheet.body) == set(), sheet.kind
        assert english_words(sheet.document("a4", "ライスダイス")) <= PROPER, sheet.kind
    assert english_words(pack.sheet().document("a4", "ライスダイス")) <= PROPER


def test_the_class_data_speaks_japanese_with_the_english_keys_and_values():
    en, ja = lesson.class_data(), lesson_ja.class_data()
    assert ja.lang == "ja" and ja.kind == en.kind
    assert [(s.key, s.exact) for s in ja.series] == [(s.key, s.exact) for s in en.series]
    payload = json.loads(ja.json())
    words = [payload["title"], payload["how"]] + [
        s[f] for s in payload["series"] for f in ("label", "exact_text", "trials", "successes")]
    assert all(english_words(w) == set() for w in words)
    assert all(fmt.fraction(s.exact).replace("≈", "≒") in s.exact_text for s in ja.series)


# ---- the chapter -------------------------------------------------------------------------------
def _teachers_section() -> list[dict]:
    nb = json.loads((ROOT / "ja/book/rice_dice.ipynb").read_text(encoding="utf-8"))
    heads = ["".join(c["source"]) for c in nb["cells"]]
    start = next(i for i, h in enumerate(heads) if h.startswith("## 先生方へ"))
    end = next(i for i, h in enumerate(heads) if h.startswith("## ルールの補足"))
    return nb["cells"][start:end]


def test_the_chapter_describes_the_pack_that_exists(pack):
    text = "".join("".join(c["source"]) for c in _teachers_section()
                   if c["cell_type"] == "markdown")
    assert "英語版" not in text and "Exit ticket" not in text
    for stage in pack.stages:
        assert f"**{stage.name}（{stage.minutes}分）**" in text
    plan = re.findall(r"\*\*((?:導入|展開|まとめ)：[^*（]+)（(\d+)分）\*\*", text)
    assert [(n, int(m)) for n, m in plan] == [(s.name, s.minutes) for s in pack.stages]
    for pupils in (35, 40):
        made = pack.groups(pupils)
        words = f"{pupils}人の学級なら4人班{made[4]}つと3人班{made[3]}つの" if made[3] else \
            f"{pupils}人なら4人班{made[4]}班"
        assert words in text
    counts = lesson_ja.group_counts()
    assert f"20～40人のどの学級も{counts[0]}～{counts[-1]}班" in text
