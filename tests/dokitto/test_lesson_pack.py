"""The Doki-tto! Ice lesson pack (issue 31), recomputed: every exit-ticket answer and every
numeric key-question answer, the class data's exact chance, the usual range of the class
tally and the chapter's way in, each by brute force or by a formula of its own (listing
hands with itertools, counting hands by how many cards of each flavour they hold,
covariances of pairs of hands), never by the module's own helpers."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import combinations
from math import comb, prod, sqrt
from pathlib import Path

import pytest

from pointyrules.dokitto import lesson
from pointyrules.dokitto.printables import sheets

ROOT = Path(__file__).resolve().parents[2]
FLAVOURS = {"strawberry": "S", "chocolate": "C", "matcha": "M", "vanilla": "V"}
NAMES = ("Aiko", "Ben", "Chika", "Dan")


# ---- counting of our own ------------------------------------------------------------------
def compositions(left: int, n: int, per: int):
    """Every (k_1, ..., k_n), 0 <= k_c <= per, summing to ``left``."""
    if n == 0:
        if left == 0:
            yield ()
        return
    for k in range(min(left, per) + 1):
        for rest in compositions(left - k, n - 1, per):
            yield (k, *rest)


def lacking_some(colours: int, per: int, hand: int) -> Fraction:
    """A hand of ``hand`` from ``colours`` x ``per`` lacks some colour: count the hands by
    how many cards of each colour they hold (prod C(per, k_c) hands per composition)."""
    lacking = sum(prod(comb(per, k) for k in ks) for ks in compositions(hand, colours, per)
                  if 0 in ks)
    return Fraction(lacking, comb(colours * per, hand))


def lacking_named(colours: int, per: int, hand: int) -> Fraction:
    """A hand holds none of the first colour: by compositions as well."""
    lacking = sum(prod(comb(per, k) for k in ks) for ks in compositions(hand, colours, per)
                  if ks[0] == 0)
    return Fraction(lacking, comb(colours * per, hand))


def choose(n: int, k: int) -> int:
    return comb(n, k) if 0 <= k <= n else 0


def both_lack(deck_colours: int, per: int, hand: int) -> Fraction:
    """Two named hands of one deal both lack some colour, by inclusion-exclusion over the
    sets of colours each avoids (the second hand chosen from what the first left)."""
    colours = range(deck_colours)
    ways = 0
    for a in range(1, deck_colours + 1):
        for s1 in combinations(colours, a):
            for b in range(1, deck_colours + 1):
                for s2 in combinations(colours, b):
                    both = len(set(s1) & set(s2))
                    only2 = per * (b - both)  # cards the first hand may take, the second not
                    only1 = per * (a - both)  # the reverse
                    free = per * (deck_colours - a - b + both)  # either may take
                    count = sum(choose(only2, x) * choose(free, hand - x)
                                * choose(only1 + free - (hand - x), hand)
                                for x in range(hand + 1))
                    ways += (-1) ** (a + b) * count
    return Fraction(ways, comb(deck_colours * per, hand) * comb(deck_colours * per - hand, hand))


def winner(plays: list[tuple[str, int]]) -> int:
    """DI-3 by the words of the rule: one flavour, the highest; two or more, the lowest,
    and on equal lowest numbers the card played later."""
    if len({f for f, _ in plays}) == 1:
        return max(range(len(plays)), key=lambda i: plays[i][1])
    low = min(n for _, n in plays)
    return max(i for i, (_, n) in enumerate(plays) if n == low)


CARD = re.compile(r"(strawberry|chocolate|matcha|vanilla) (\d+)", re.I)
HELD = re.compile(r"(strawberry|chocolate|matcha|vanilla) (\d+(?:, \d+)*)")


def plays_in(text: str) -> list[tuple[str, int]]:
    return [(f.lower(), int(n)) for f, n in CARD.findall(text)]


def hand_in(text: str) -> list[tuple[str, int]]:
    """A hand written by flavour: "strawberry 1, 7, 8; chocolate 1, 4, 7; ..."."""
    return [(f, int(n)) for f, numbers in HELD.findall(text) for n in numbers.split(", ")]


def fractions_in(text: str) -> list[Fraction]:
    return [Fraction(int(a), int(b)) for a, b in re.findall(r"(\d+)/(\d+)", text)]


def numbers_in(text: str) -> list[float]:
    return [float(x) for x in re.findall(r"\d+(?:\.\d+)?", text.replace(",", ""))]


P_SOME = lacking_some(4, 10, 10)
P_NAMED = lacking_named(4, 10, 10)
MINI = [(f, n) for f in ("S", "C") for n in (1, 2, 3)]
MINI_HANDS = list(combinations(MINI, 3))


def pack():
    return lesson.pack()


def stage(name):
    return next(s for s in pack().stages if s.name.startswith(name))


# ---- the exact values ------------------------------------------------------------------
def test_the_class_data_compares_with_the_exact_chance_counted_afresh():
    data = lesson.class_data()
    (series,) = data.series
    assert data.kind == "frequency" and series.exact == P_SOME
    assert series.trials == "hands dealt" and "lack" in series.successes
    assert float(P_SOME) == pytest.approx(0.1405, abs=5e-5)
    assert f"{P_SOME.numerator:,}/{P_SOME.denominator:,}" in series.exact_text
    assert f"one in {round(1 / P_SOME)}" in series.exact_text


def test_the_variance_per_deal_from_pairs_of_hands():
    # Var(hands lacking) = 4 p(1-p) + 12 (P(two named hands both lack) - p^2)
    pair = both_lack(4, 10, 10)
    var = 4 * P_SOME * (1 - P_SOME) + 12 * (pair - P_SOME ** 2)
    assert var == lesson.VAR_DEAL
    assert pair > P_SOME ** 2  # the hands of one deal are not independent


def test_both_lack_agrees_with_listing_every_deal_of_a_small_deck():
    deck = [(c, k) for c in range(3) for k in range(2)]  # 3 colours x 2, hands of 2
    deals = both = 0
    for first in combinations(deck, 2):
        rest = [c for c in deck if c not in first]
        for second in combinations(rest, 2):
            deals += 1
            both += all(len({c for c, _ in h}) < 3 for h in (first, second))
    assert both_lack(3, 2, 2) == Fraction(both, deals)


# ---- the exit ticket -------------------------------------------------------------------
def test_every_exit_ticket_answer_is_recomputed():
    q1, q2, q3 = pack().exit_ticket
    # 1. the trick: who takes it, by the rule's own words
    plays = plays_in(q1.ask)
    assert len(plays) == 4 and len({f for f, _ in plays}) == 2
    won = plays[winner(plays)]
    assert f"{won[0]} {won[1]}" in q1.answer and "lowest" in q1.answer
    # 2. the mini-deck, two cards this time (the worksheet's D lists hands of three, so
    #    the slip does not repeat it): listed, and the product the answer writes
    two = list(combinations(MINI, 2))
    listed = Fraction(sum(all(f == "S" for f, _ in h) for h in two), len(two))
    assert "two cards" in q2.ask
    *factors, result = fractions_in(q2.answer)
    assert factors == [Fraction(3, 6), Fraction(2, 5)]
    assert prod(factors) == result == listed == Fraction(1, 5)
    assert re.search(r"\b3/6 × 2/5\b", q2.answer)  # unreduced, as a pupil writes it
    # 3. the expected count for a school's hands, from the chance on the board
    hands = int(re.search(r"deals (\d+) hands", q3.ask).group(1))
    assert f"{hands} × {float(P_SOME):.4f} ≈ {float(hands * P_SOME):.1f}" in q3.answer
    assert q3.answer.endswith(f"about {round(hands * P_SOME)}.")
    assert f"≈ {float(P_SOME):.4f}" in pack().board
    # the same answers in the answer key
    answers = next(s.body for s in sheets() if s.kind == "answers")
    for q in (q1, q2, q3):
        assert q.answer in answers


def test_why_the_second_fraction_is_29_39_says_the_first_card_was_not_strawberry():
    # Review (Year 11): "a dealt card does not go back, so 29 of the 39 left are not" left
    # out the condition. Count it: of the deals whose first card is not strawberry, the
    # second is not strawberry in 29 of 39 cases.
    deck = [(f, n) for f in FLAVOURS for n in range(1, 11)]
    firsts = [c for c in deck if c[0] != "strawberry"]
    pairs = [(a, b) for a in firsts for b in deck if b != a]
    second = Fraction(sum(b[0] != "strawberry" for _, b in pairs), len(pairs))
    assert (len(firsts), len(deck)) == (30, 40) and second == Fraction(29, 39)
    why = lesson.WHY_29
    assert "30/40" in why.ask and "29/39" in why.ask
    assert why.answer.startswith("30 of the 40 cards are not strawberry.")
    assert "If the first card is not strawberry, it is not put back, so 29 of the 39 " \
           "cards left are not strawberry." in why.answer
    by_kind = {s.kind: s.body for s in sheets()}
    assert why.ask in by_kind["worksheet"] and why.answer in by_kind["answers"]
    assert why.answer not in by_kind["worksheet"]


def test_the_exit_slip_is_alone_at_the_foot_of_a_single_sided_page_1():
    # Review: torn off page 1 of a double-sided copy, the slip took the back of page 1
    # (Exercises 3 and 4, the homework's room) with it.
    worksheet = next(s.body for s in sheets() if s.kind == "worksheet")
    page_1 = worksheet[:worksheet.index("pr-page-break")]
    slip = page_1[page_1.index("C. Exit ticket"):]
    for q in pack().exit_ticket:
        assert q.ask in slip and q.answer not in worksheet
    assert "D. The mini-deck" not in page_1 and "Exercises" not in page_1
    printed = next(m for m in pack().materials if m.name == "worksheet").prep
    assert "page 1 single-sided" in printed and "pages 2–3 back to back" in printed
    assert next(s for s in sheets() if s.kind == "worksheet").pages == 3


def test_the_worksheet_has_room_for_the_mini_deck_and_the_key_its_answers():
    # Review: no room on the worksheet for the 20 hands or their fractions, no answers.
    by_kind = {s.kind: s.body for s in sheets()}
    frame = by_kind["worksheet"][by_kind["worksheet"].index("D. The mini-deck"):
                                 by_kind["worksheet"].index("Exercises")]
    rows = [int(k) for k in re.findall(r"<tr style=\"height:[\d.]+mm\"><td>(\d)</td>", frame)]
    assert rows == [3, 2, 1, 0] and "in all" in frame
    assert "3/6 &times; ______ &times; ______" in frame
    by_strawberries = {k: sum(sum(f == "S" for f, _ in h) == k for h in MINI_HANDS)
                       for k in rows}
    assert by_strawberries == {3: 1, 2: 9, 1: 9, 0: 1}
    key = by_kind["answers"][by_kind["answers"].index("D. The mini-deck"):]
    for k, n in by_strawberries.items():
        assert f"{k} strawberries: {n}" in key
    assert f"in all {len(MINI_HANDS)}" in key
    assert "3/6 &times; 2/5 &times; 1/4 = 1/20" in key
    assert f"&asymp; {float(P_NAMED):.4f}; &times; 4 &asymp; {float(4 * P_NAMED):.3f}" in key


# ---- the key questions -----------------------------------------------------------------
def test_settling_and_rules_questions():
    suits, chance = stage("Settle").questions
    for suit, mark, flavour in (("hearts", "♥", "strawberry"), ("spades", "♠", "chocolate"),
                                ("clubs", "♣", "matcha"), ("diamonds", "♦", "vanilla")):
        assert f"{suit} {mark} {flavour}" in suits.answer
        assert f"{suit} {mark} {flavour}" in pack().rules[0]
    assert "probability" in chance.ask
    for q in stage("Hook").questions:
        plays = plays_in(q.ask)
        assert q.answer.startswith(NAMES[winner(plays)])
    one, two = (plays_in(q.ask) for q in stage("Hook").questions)
    assert len({f for f, _ in one}) == 1 and len({f for f, _ in two}) == 2
    assert "we play another time" in stage("Hook").does


def test_predict_and_deal_questions():
    guess, likelier = stage("Predict").questions
    group_hands = 4 * lesson.DEALS
    assert f"{group_hands} hands" in guess.ask
    assert f"{float(group_hands * P_SOME):.1f}" in guess.answer and "do not say" in guess.answer
    n = round(1 / P_SOME)
    assert f"{n - 1} hands in {n}" in likelier.answer and P_SOME < Fraction(1, 2)
    assert likelier.answer.startswith("(Do not say yet.)")  # the answer waits for the pooling
    count, tick, hand = stage("Deal").questions
    deck = [(f, n) for f in FLAVOURS for n in range(1, 11)]
    assert numbers_in(count.answer)[0] == len(deck) == 40
    assert numbers_in(tick.answer)[:2] == [4, group_hands]
    held = hand_in(hand.ask)
    assert len(held) == len(set(held)) == 10
    missing = [f for f in FLAVOURS if f not in {f for f, _ in held}]
    # Review: the old question repeated Chika's projected hand; this one is new, and has
    # all four flavours
    chika = [(f.lower(), int(n)) for f, n in CARD.findall(lesson._hand_text(lesson.CHIKA))]
    assert sorted(held) != sorted(chika)
    assert missing == [] and hand.answer.startswith("No") and "all four" in hand.answer


def test_pool_questions_recompute_groups_hands_and_the_usual_range():
    how_many, share = stage("Pool").questions
    pupils = int(re.search(r"class of (\d+)", how_many.ask).group(1))
    fours = next(f for f in range(pupils // 4, -1, -1) if (pupils - 4 * f) % 3 == 0)
    threes = (pupils - 4 * fours) // 3
    groups = fours + threes
    hands = groups * 4 * lesson.DEALS
    assert f"{groups} groups ({fours} of four and {threes} of three)" in how_many.answer
    assert how_many.answer.endswith(f"= {hands}.")
    pair = both_lack(4, 10, 10)
    var = 4 * P_SOME * (1 - P_SOME) + 12 * (pair - P_SOME ** 2)
    mean = hands * P_SOME
    sd = sqrt(float(groups * lesson.DEALS * var))
    low, high = round(float(mean) - 2 * sd), round(float(mean) + 2 * sd)
    assert f"usually {low} to {high}" in share.answer
    assert "relative frequency" in share.ask
    seen, dealt = map(int, re.search(r"(\d+)/(\d+) =", share.answer).groups())
    assert dealt == hands and seen == round(mean)
    assert f"{seen / dealt:.3f}" in share.answer


def test_why_questions_list_the_mini_deck_and_scale_up():
    mini, fractions, real = stage("Why").questions
    lacking = [h for h in MINI_HANDS if len({f for f, _ in h}) < 2]
    assert numbers_in(mini.answer)[:2] == [len(MINI_HANDS), len(lacking)] == [20, 2]
    assert f"2/20 = {Fraction(2, 20).numerator}/{Fraction(2, 20).denominator}" in mini.answer
    assert fractions_in(fractions.answer)[:4] == [Fraction(3, 6), Fraction(2, 5),
                                                  Fraction(1, 4), Fraction(1, 20)]
    assert f"twice that is {Fraction(2, 20).numerator}/{Fraction(2, 20).denominator}" \
        in fractions.answer
    assert f"≈ {float(P_NAMED):.3f}" in real.answer
    assert f"≈ {float(4 * P_NAMED):.2f}" in real.answer
    assert f"exactly {float(P_SOME):.4f}" in real.answer and P_SOME < 4 * P_NAMED
    does = stage("Why").does
    assert "hearts and spades, ace to 3, out of its pack" in does
    assert "without replacement (dependent events)" in does


def test_the_year_11_question_recomputes_the_with_replacement_mistake():
    # Review (Year 11): ask why not (3/4)^10 ≈ 0.056: cards are not replaced.
    with_replacement = Fraction(3, 4) ** 10
    levels = pack().levels
    assert f"(3/4)<sup>10</sup> ≈ {float(with_replacement):.3f}" in levels
    assert f"giving {float(P_NAMED):.3f}" in levels and P_NAMED < with_replacement
    # asked in the stage it names
    start = sum(s.minutes for s in pack().stages[:[s.name for s in pack().stages].index(
        stage("Why").name)])
    assert f"at {start}–{start + stage('Why').minutes} ask" in levels


def test_exit_stage_sets_homework_the_lesson_has_taught():
    # Review (both teachers): Exercise 3 needs cones, scoops, scoring and the topple, none
    # of them taught. Homework is Exercise 5, fast finishers Exercise 1's first question.
    five, one = stage("Exit").questions
    does = stage("Exit").does
    assert "Homework: Exercise 5 (foundation: the product of nine fractions only)" in does
    assert "Fast finishers: Exercise 1, first question" in does
    assert "Exercise 3" not in does
    p = lacking_named(3, 10, 9)
    assert p == prod(Fraction(20 - i, 30 - i) for i in range(9))
    assert f"≈ {float(p):.4f}" in five.answer and f"one in {round(1 / p)}" in five.answer
    plays = plays_in(one.ask)
    won = plays[winner(plays)]
    assert one.answer.startswith(f"{NAMES[winner(plays)]}'s {won[0]} {won[1]}")
    # the homework's own text needs nothing but fractions
    worksheet = next(s.body for s in sheets() if s.kind == "worksheet")
    text = worksheet[worksheet.index("<h3>5."):worksheet.index("<h3>6.")].lower()
    for word in ("scoop", "cone", "topple", "score"):
        assert word not in text
    # the same numbering on the worksheet and in the answer key
    by_kind = {s.kind: s.body for s in sheets()}
    for number in (1, 5):
        assert f"<h3>{number}." in by_kind["worksheet"] and f"<h3>{number}." in by_kind["answers"]


def test_the_board_has_a_column_for_every_group_of_the_largest_class():
    most = max(sum(lesson.groups(n).values()) for n in range(20, 33))
    assert most == 32 // 4
    board = pack().board
    heads = re.findall(r"<th>(\w+)</th>", board)
    assert heads == ["group", *map(str, range(1, most + 1)), "class"]
    assert f"{P_SOME.numerator:,}/{P_SOME.denominator:,}" in board
    # Review (Year 8): a decimal first, the 17-digit fraction after it
    assert board.index(f"≈ {float(P_SOME):.4f}") < board.index(f"{P_SOME.numerator:,}")
    assert f"about 1 in {round(1 / P_SOME)}" in board


def _ranges(deals: int):
    """Every number of groups a class of 20 to 32 makes, with the expected count and the
    usual range (±2 standard deviations over whole deals) of ``deals`` deals a group."""
    pair = both_lack(4, 10, 10)
    var = 4 * P_SOME * (1 - P_SOME) + 12 * (pair - P_SOME ** 2)
    for groups in range(5, 9):
        hands = groups * 4 * deals
        mean = hands * P_SOME
        sd = sqrt(float(groups * deals * var))
        yield groups, hands, mean, max(0, round(float(mean) - 2 * sd)), round(float(mean)
                                                                              + 2 * sd)


def test_the_class_sizes_line_recomputes_every_usual_range():
    for groups, hands, mean, low, high in _ranges(lesson.DEALS):
        assert f"{groups} groups: {hands} hands, {float(mean):.1f} ({low} to {high})" \
            in pack().extra
    # the two-deal figures both teachers worked out by convolution
    assert [(g, h, round(float(m), 1), lo, hi) for g, h, m, lo, hi in _ranges(2)] == [
        (5, 40, 5.6, 1, 10), (6, 48, 6.7, 2, 12), (7, 56, 7.9, 2, 13), (8, 64, 9.0, 3, 15)]


def test_running_late_gives_the_one_deal_figures_for_every_number_of_groups():
    cut = pack().cut_first
    for groups, hands, mean, low, high in _ranges(1):
        assert f"{groups} groups: {hands} hands, {float(mean):.1f} ({low} to {high})" in cut


def _convolve(a: dict[int, Fraction], b: dict[int, Fraction]) -> dict[int, Fraction]:
    out: dict[int, Fraction] = {}
    for i, p in a.items():
        for j, q in b.items():
            out[i + j] = out.get(i + j, 0) + p * q
    return out


def test_every_usual_range_holds_at_least_19_classes_in_20():
    # The pack says 19 times in 20: the exact distribution of a class's count, whole deals
    # convolved, puts at least 95% of classes inside every printed range.
    per_deal = lesson.PER_DEAL
    assert sum(k * q for k, q in per_deal.items()) == 4 * P_SOME
    for deals in (1, lesson.DEALS):
        for groups, _hands, _mean, low, high in _ranges(deals):
            dist = {0: Fraction(1)}
            for _ in range(groups * deals):
                dist = _convolve(dist, per_deal)
            inside = sum(q for k, q in dist.items() if low <= k <= high)
            assert inside >= Fraction(95, 100), (deals, groups, float(inside))


# ---- the chapter's way in and its SymPy cell ---------------------------------------------
def _cells() -> list[dict]:
    return json.loads((ROOT / "book" / "dokitto.ipynb").read_text(encoding="utf-8"))["cells"]


def _source(cell) -> str:
    return "".join(cell["source"])


def test_the_way_in_lists_every_hand_of_the_mini_deck_once():
    cells = _cells()
    heads = [i for i, c in enumerate(cells) if c["cell_type"] == "markdown"]
    way_in = next(i for i in heads if _source(cells[i]).startswith("### A way in"))
    general = next(i for i in heads if _source(cells[i]).startswith(
        "### A hand with no strawberry"))
    assert way_in < general  # before the general method
    table = next("".join(o["data"]["text/markdown"]) for c in cells[way_in:general]
                 for o in c.get("outputs", []) if "text/markdown" in o.get("data", {})
                 and "| strawberries |" in "".join(o["data"]["text/markdown"]))
    listed = [tuple(hand.split()) for row in re.findall(r"^\| \d \| (.*?) \|", table, re.M)
              for hand in row.split(" · ")]
    symbols = {"♥": "S", "■": "C"}
    as_cards = {tuple(sorted((symbols[t[0]], int(t[1:])) for t in h)) for h in listed}
    assert len(listed) == len(as_cards) == len(MINI_HANDS) == 20
    assert as_cards == {tuple(sorted(h)) for h in MINI_HANDS}
    text = " ".join(_source(c) for c in cells[way_in:general] if c["cell_type"] == "markdown")
    lacking = sum(len({f for f, _ in h}) < 2 for h in MINI_HANDS)
    assert f"only {lacking} of them lack a flavour" in " ".join(text.split())
    assert r"\frac{2}{20} = \frac{1}{10}" in text
    assert r"\frac{3}{6}\times\frac{2}{5}\times\frac{1}{4} = \frac{6}{120} = \frac{1}{20}" \
        in text
    assert "1/20 + 1/20 = 1/10" in text
    assert f"{comb(40, 10):,} different hands" in " ".join(text.split())
    assert Fraction(lacking, len(MINI_HANDS)) == 2 * Fraction(3 * 2 * 1, 6 * 5 * 4)


def test_the_sympy_cell_is_shown_and_prints_the_by_hand_number():
    cells = _cells()
    shown = [c for c in cells if c["cell_type"] == "code"
             and _source(c).startswith("# Shown: SymPy")]
    assert len(shown) == 1
    (cell,) = shown
    out = " ".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get(
        "text/markdown", "")) for o in cell["outputs"])
    exact = f"{P_NAMED.numerator}/{P_NAMED.denominator}"
    assert out.count(exact) == 2  # the binomial ratio and the product, the same number
    assert "assert" in _source(cell)
    # next to the by-hand working: the cell just before prints the same fraction
    before = cells[cells.index(cell) - 1]
    shown_before = "".join(o["data"]["text/markdown"][0] for o in before["outputs"])
    assert f"{P_NAMED.numerator:,}/{P_NAMED.denominator:,}" in shown_before
    # the general form in k: (40-k)...(31-k) / (40 x ... x 31)
    assert str(prod(range(31, 41))) in out


def test_the_way_in_says_why_dealing_in_order_agrees_with_the_list():
    # Review: the product deals in order, the list counts hands; every hand of three is
    # dealt in 3! orders, all equally likely, so both count the same share.
    ordered = [(a, b, c) for a in MINI for b in MINI for c in MINI if len({a, b, c}) == 3]
    all_s = [o for o in ordered if all(f == "S" for f, _ in o)]
    assert len(ordered) == 6 * len(MINI_HANDS) and len(all_s) == 6
    assert Fraction(len(all_s), len(ordered)) == Fraction(1, len(MINI_HANDS))
    cells = _cells()
    text = " ".join(" ".join(_source(c).split()) for c in cells if c["cell_type"] == "markdown")
    assert "every hand of three can be dealt in 6 orders (3 × 2 × 1)" in text
    assert "in each row, writing the hands in number order" in text
    assert "(■; spades ♠ on playing cards)" in text


def test_the_way_in_try_it_answer_is_listed_afresh():
    two = list(combinations(MINI, 2))
    lacking = [h for h in two if len({f for f, _ in h}) < 2]
    by_s = {k: sum(sum(f == "S" for f, _ in h) == k for h in two) for k in (2, 1, 0)}
    assert (len(two), len(lacking), by_s) == (15, 6, {2: 3, 1: 9, 0: 3})
    both_s = Fraction(3, 6) * Fraction(2, 5)
    assert 2 * both_s == Fraction(len(lacking), len(two)) == Fraction(2, 5)
    cells = _cells()
    text = " ".join(" ".join(_source(c).split()) for c in cells if c["cell_type"] == "markdown")
    assert (f"{len(two)} hands: {by_s[2]} with two strawberries, {by_s[1]} with one of each "
            f"flavour, {by_s[0]} with two chocolates") in text
    assert f"{len(lacking)} of the {len(two)} lack a flavour: 6/15 = 2/5" in text
    assert "3/6 × 2/5 = 6/30 = 1/5" in text and "1/5 + 1/5 = 2/5" in text


def test_the_product_of_fractions_comes_before_the_binomial_form():
    # Review (Year 8): ages 11 to 14 meet the card-by-card product first; the binomial
    # coefficients follow, marked for older pupils.
    cells = _cells()
    section = next(_source(c) for c in cells if c["cell_type"] == "markdown"
                   and _source(c).startswith("### A hand with no strawberry"))
    product = section.index(r"\frac{30}{40}\cdot\frac{29}{39}")
    older = section.index("*(Older pupils.)*")
    assert product < older < section.index(r"\binom{40}{10}")
