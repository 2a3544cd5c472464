"""ドキッと! アイス in Japanese (issue 33): the 50-minute lesson pack for classes of 20 to 40,
its printables and its class data. The plan adds up, the class table and the materials
add up for every class, the sheets are the English ones' counterparts in order, the
Japanese states the same computed values as the English (taken from the English
modules and the game's counting, never typed here), the chapter's 先生方へ describes
this plan, and no English word is left."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from pointyrules import fmt
from pointyrules.dokitto import lesson, lesson_ja, odds, printables, printables_ja
from pointyrules.lessons import FRAME, JA_CLASS_SIZES, group_counts, split
from tests.test_japanese_tables import english_words

ROOT = Path(__file__).resolve().parents[2]
PARTS = ("導入", "展開", "まとめ")


@pytest.fixture(scope="module")
def pack():
    return lesson_ja.pack()


@pytest.fixture(scope="module")
def sheets():
    return {s.kind: s for s in printables_ja.sheets()}


def spans(pack) -> dict[str, tuple[int, int]]:
    """{導入/展開/まとめ: (first minute, last minute)} of the pack's plan."""
    out, start = {}, 0
    for stage in pack.stages:
        part = next(p for p in PARTS if stage.name.startswith(p))
        first, _ = out.get(part, (start, 0))
        out[part] = (first, start + stage.minutes)
        start += stage.minutes
    return out


# ---- the plan ----------------------------------------------------------------------------
def test_the_stages_fill_fifty_minutes_in_the_japanese_order(pack):
    assert pack.lang == "ja" and pack.minutes == 50
    assert sum(s.minutes for s in pack.stages) == 50
    assert [p for p in PARTS if any(s.name.startswith(p) for s in pack.stages)] == list(PARTS)
    order = [PARTS.index(next(p for p in PARTS if s.name.startswith(p))) for s in pack.stages]
    assert order == sorted(order)
    assert spans(pack) == {"導入": (0, 16), "展開": (16, 44), "まとめ": (44, 50)}


def test_the_english_measured_minutes_stay_and_five_are_added(pack):
    english = {s.name: s.minutes for s in lesson.pack().stages}
    assert pack.minutes - lesson.pack().minutes == 5
    ja = [s.minutes for s in pack.stages]
    assert ja[:4] == [english["Settle and give out"], english["Hook and rules"],
                      english["Predict"], english["Deal and tally"]]
    assert ja[4] == english["Pool"] + 1
    assert ja[5] == english[next(n for n in english if n.startswith("Why"))] + 2
    assert ja[-1] == english["Exit ticket"]


def test_the_ticket_stage_is_named_for_it_and_carries_the_answers(pack):
    stage = pack.ticket_stage
    assert FRAME["ja"]["ticket_stage"] in stage.name and stage is pack.stages[-1]
    row = next(r for r in pack.html().split('<tr class="pr-stage">') if stage.name in r)
    for q in pack.exit_ticket:
        assert q.answer in row
    assert all(q.answer.strip() for s in pack.stages for q in s.questions)


def test_the_exit_ticket_answers_are_the_english_ones_numbers(pack):
    en = [q.answer for q in lesson.exit_ticket()]
    ja = [q.answer for q in pack.exit_ticket]
    assert ja[0].startswith("イチゴの2") and "strawberry 2" in en[0]
    two = lesson.EXIT_PRODUCT + " = " + "1/5"
    assert two in en[1] and two in ja[1]
    school = lesson.EXIT_SCHOOL * lesson.CHANCE
    said = (f"{lesson.EXIT_SCHOOL} × {fmt.decimal(lesson.CHANCE, 4)} ≈ "
            f"{fmt.decimal(school, 1)}")
    assert said == "140 × 0.1405 ≈ 19.7"
    assert said in en[2] and said in ja[2] and f"約{round(school)}" in ja[2]


# ---- the class ---------------------------------------------------------------------------
def test_the_class_table_plans_every_class_from_20_to_40(pack):
    table = pack.class_table()
    assert re.findall(r'data-pupils="(\d+)"', table) == [str(n) for n in range(20, 41)]
    assert pack.class_sizes == JA_CLASS_SIZES and pack.group_sizes == (4, 3)
    for n in JA_CLASS_SIZES:
        groups = pack.groups(n)
        assert groups == split(n, (4, 3))
        assert sum(size * count for size, count in groups.items()) == n
        count = sum(groups.values())
        assert pack.needs(n) == {"40枚のデッキ": count, "ワークシート": n, "電卓": 2 * count,
                                 "早見表": count, "解答": 1}
        row = re.search(rf'<tr data-pupils="{n}">(.*?)</tr>', table).group(1)
        cells = re.findall(r"<td>(.*?)</td>", row)
        assert cells[2:] == [str(v) for v in pack.needs(n).values()]
    assert pack.groups(35) == {4: 8, 3: 1} and pack.groups(40) == {4: 10, 3: 0}
    assert max(group_counts((4, 3), JA_CLASS_SIZES)) == 10


def test_the_board_has_a_column_for_every_group_of_the_largest_class(pack):
    heads = re.findall(r"<th>(\d+)</th>", pack.board)
    assert heads == [str(g) for g in range(1, 11)]
    assert fmt.decimal(lesson.CHANCE, 4) in pack.board


def test_the_usual_ranges_are_the_english_tally_for_every_japanese_class(pack, sheets):
    rows = lesson.usual_ranges(lesson.DEALS, JA_CLASS_SIZES)
    assert [r[0] for r in rows] == group_counts((4, 3), JA_CLASS_SIZES)
    for count, hands, mean, low, high in rows:
        assert hands == count * lesson.HANDS_PER_GROUP
        said = f"{count}班：手札{hands}、{fmt.decimal(mean, 1)}（{low}～{high}）"
        assert said in pack.extra
        assert (f"<tr><td>{count}</td><td>{hands}</td><td>{fmt.decimal(mean, 1)}</td>"
                f"<td>{low}～{high}</td></tr>") in sheets["answers"].body
    assert "10班：手札80、11.2（5～18）" in pack.extra
    # the English rows (20 to 32 pupils) are the same numbers where both plan a class
    english = {r[0]: r for r in lesson.usual_ranges()}
    assert all(english[r[0]] == r for r in rows if r[0] in english)


def test_the_pooling_example_is_a_class_of_35(pack):
    pool = next(s for s in pack.stages if s.name.startswith("展開②"))
    hands = lesson.class_hands(35)
    assert hands == 9 * lesson.HANDS_PER_GROUP == 72
    _, low, high = lesson.tally(hands)
    assert f"9班（4人班8・3人班1）× 8 = {hands}" in pool.questions[0].answer
    assert f"ふつうは{low}～{high}" in pool.questions[1].answer


def test_the_why_stage_states_the_english_counts(pack):
    why = next(s for s in pack.stages if s.name.startswith("展開③"))
    text = " ".join(q.answer for q in why.questions)
    assert f"{len(lesson.MINI_HANDS)}通り" in text and "2/20 = 1/10" in text
    assert lesson.MINI_PRODUCT + " = 1/20" in text
    assert f"{lesson.NAMED_PRODUCT} ≈ {fmt.decimal(lesson.NAMED, 3)}" in text
    assert "30/40 × 29/39 × … × 21/31 ≈ 0.035" in text
    assert f"正確には {fmt.decimal(lesson.CHANCE, 4)}" in text
    assert f"約{lesson.one_in(lesson.CHANCE)}つに1つ" in why.name


# ---- the sheets ---------------------------------------------------------------------------
def test_every_english_sheet_has_a_japanese_one_in_order(sheets):
    english = [s.kind for s in printables.sheets()]
    japanese = printables_ja.sheets()
    assert [s.kind for s in japanese] == english
    assert all(s.lang == "ja" and s.papers == ("a4",) for s in japanese)
    assert [s.filename("a4") for s in japanese] == [
        f"dokitto-{k}-ja-a4.pdf" for k in english]
    assert {k: s.pages for k, s in sheets.items()} == {
        "aid": 1, "worksheet": 3, "answers": 2, "components": 1}


def test_the_worksheet_numbers_its_exercises_as_the_chapter_does(sheets):
    body = sheets["worksheet"].body
    numbers = re.findall(r"<h3>練習問題(\d)", body)
    assert numbers == [str(k) for k in range(1, 8)]
    chapter = json.loads((ROOT / "ja/book/dokitto.ipynb").read_text(encoding="utf-8"))
    titles = re.findall(r"^### 練習問題(\d) (★+)", "\n".join(
        "".join(c["source"]) for c in chapter["cells"] if c["cell_type"] == "markdown"),
        re.M)
    assert re.findall(r"<h3>練習問題(\d) (★+)", body) == titles
    assert "年" in body and "組" in body and "番" in body and "名前" in body
    assert body.count("名前") == 2  # the sheet and its cut-off 確認テスト


def test_the_sheets_state_the_same_computed_values_as_the_english(sheets):
    en = {s.kind: s.body for s in printables.sheets()}
    chance = f"{lesson.CHANCE.numerator:,}/{lesson.CHANCE.denominator:,}"
    assert chance == "14,883,941/105,957,566"
    for kind in ("answers",):
        assert chance in en[kind] and chance in sheets[kind].body
        assert f"{float(lesson.CHANCE):.4f}" in sheets[kind].body
    three = odds.lacks_given_colour(3, 10, 9)
    said = f"{three.numerator:,}/{three.denominator:,}"
    assert said in en["answers"] and said in sheets["answers"].body
    assert f"{comb(20, 9):,}/{comb(30, 9):,}" in sheets["answers"].body
    one = odds.first_trick_mixed(4, 1)
    assert f"{one.numerator:,}/{one.denominator:,} ≈ {fmt.decimal(one, 4)}" in (
        sheets["answers"].body)
    assert f"{comb(21, 10):,}/{comb(30, 10):,}" in sheets["answers"].body
    assert f"{4 * comb(30, 10):,} − {6 * comb(20, 10):,} + 4" in sheets["answers"].body
    assert f"√({fmt.decimal(lesson.VAR_DEAL, 3)} d)" in sheets["answers"].body
    assert f"{float(lesson.VAR_DEAL):.3f}" in en["answers"]
    scores = lesson._exercise_3()
    for points in scores.values():
        assert f"<b>{points}点</b>" in sheets["answers"].body
    for q in lesson_ja.exit_ticket():
        assert q.ask in sheets["worksheet"].body and q.answer in sheets["answers"].body
    assert lesson.NAMED_PRODUCT in sheets["worksheet"].body
    assert lesson_ja.WHY_29.answer in sheets["answers"].body


def test_the_answer_key_gives_the_exercises_winners_by_the_rules(sheets):
    body = sheets["answers"].body
    assert "<b>チカのバニラの2</b>" in body  # Exercise 1, DI-3: equal lowest, the later card
    assert "<b>1点、1点、1点の人</b>" in body  # Exercise 4: more 1-point scoops
    assert "<b>16点</b>" in body and "抹茶がいちばん高い" in body


def test_the_aid_setup_comes_from_the_rules(sheets):
    body = sheets["aid"].body
    assert "<td>4人</td><td>40枚全部</td><td>10枚ずつ</td>" in body
    assert "<td>3人</td><td>3色、30枚</td><td>9枚ずつ、3枚を脇に置く</td>" in body
    assert "各色1～6、24枚" in body and "（または12枚ずつ）" in body
    assert "4 × 3 + 5 × 1 = <b>17点</b>" in body


# ---- no English -------------------------------------------------------------------------
def test_no_english_word_is_left(pack, sheets):
    assert english_words(pack.html()) == set()
    assert english_words(pack.html(level=4)) == set()
    for sheet in sheets.values():
        assert english_words(sheet.body) == set(), sheet.kind
        assert english_words(f"<h1>{sheet.title}</h1>") == set()
    data = lesson_ja.class_data().payload()
    words = [data["title"], data["how"]] + [v for s in data["series"] for k, v in s.items()
                                            if isinstance(v, str) and k != "key"]
    assert english_words("<p>" + " ".join(words) + "</p>") == set()


def test_the_pictures_speak_japanese(pack, sheets):
    labels = re.findall(r'aria-label="([^"]*)"', pack.html() + "".join(
        s.body for s in sheets.values()))
    assert labels and not any(re.search(r"[A-Za-z]{2,}", label) for label in labels)
    assert "アイコ" in pack.worked_example and "チカ" in pack.worked_example


# ---- the class data -----------------------------------------------------------------------
def test_the_class_data_is_the_english_series_in_japanese():
    en, ja = lesson.class_data(), lesson_ja.class_data()
    assert ja.lang == "ja" and ja.kind == en.kind and ja.game == en.game
    assert [s.key for s in ja.series] == [s.key for s in en.series]
    assert [s.exact for s in ja.series] == [s.exact for s in en.series]
    assert ja.series[0].exact == Fraction(14883941, 105957566)
    assert lesson.frac(lesson.CHANCE) in ja.series[0].exact_text
    assert json.loads(ja.json())["series"][0]["exact"] == json.loads(en.json())["series"][0][
        "exact"]


# ---- the chapter -------------------------------------------------------------------------
def teacher_cells() -> list[str]:
    nb = json.loads((ROOT / "ja/book/dokitto.ipynb").read_text(encoding="utf-8"))
    texts = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]
    start = next(i for i, t in enumerate(texts) if t.startswith("## 先生方へ"))
    end = next(i for i, t in enumerate(texts) if t.startswith("## ルールの補足"))
    return texts[start:end]


def test_the_chapter_describes_this_plan(pack):
    text = "\n".join(teacher_cells())
    said = {part: (int(a), int(b)) for part, a, b in
            re.findall(r"\*\*(導入|展開|まとめ)（(\d+)～(\d+)分）\*\*", text)}
    assert said == spans(pack)
    plan = [line for line in text.splitlines() if re.match(r"- \*\*(導入|展開|まとめ)", line)]
    minutes = [int(m) for line in plan for m in re.findall(r"（(\d+)分）", line)]
    assert len(plan) == 3 and sum(minutes) == 50
    assert f"{lesson_ja.checkpoint()}分までに1回目" in text
    assert "20人から40人" in text


def test_the_chapter_no_longer_says_the_pack_is_english_only():
    text = "\n".join(teacher_cells())
    assert "英語版だけ" not in text and "Exit ticket" not in text
    assert "USレター" not in text
