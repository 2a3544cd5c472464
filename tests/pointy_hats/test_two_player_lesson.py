"""The two-player lesson of the Pointy Hats chapter (issue 32, point 3), recomputed.

The small game (Ann deals and holds hand A or hand B, each with chance 1/2; Ben's hand is
face up; spades is turned up first and the other four indicator cards lie in any of their
24 orders): its 2x2 table is worked out again with the rules of the game, solved by hand
with the indifference principle in exact fractions, and checked against the exact
solution of the whole small game (solve.Subgame, solve_lp, certify). The chapter's
figures for the whole round are checked against book/data/pointy_hats_two_player.json.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import combinations, permutations, product
from math import lcm, sqrt

import pytest

from pointyrules import fmt
from pointyrules.pointy_hats import solve
from pointyrules.pointy_hats.rules import DECK, INDICATORS, Card, PointyHats

from .test_lesson import CHAPTER
from .test_lesson_facts import CELLS, output, table_rows

pytest.importorskip("scipy")  # the exact solution's LP

FIGURES = CHAPTER.parent / "data" / "pointy_hats_two_player.json"
HALF = Fraction(1, 2)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


# The lesson's game and Exercise 7's: hands A and B of the dealer, the other's hand.
LESSON = {"A": cards("3H 5H 5C"), "B": cards("4S 5H 4C"), "other": cards("3S 4D 5D")}
EXERCISE = {"A": cards("5S 4H 5C"), "B": cards("4S 5S 4C"), "other": cards("5H 3D 4D")}
FIRST = "S"
ORDERS = list(permutations("HDCX"))


def after_first_trick(hand, other, lead, answer) -> Fraction:
    """The dealer's exact chance of winning after ``lead`` and ``answer`` when both then
    play as well as they can: the dealer leads again (PH-4) seeing the indicator turned
    for trick 2 (PH-3, PH-7), the other answers seeing that card, the last trick is
    forced; averaged over the 24 orders of the face-down indicator cards."""
    seen: dict[tuple, list[PointyHats]] = {}
    for order in ORDERS:
        game = PointyHats(2, [hand, other], [FIRST, *order], dealer=0, target_wins=1)
        game.apply(lead)
        game.apply(answer)
        seen.setdefault(tuple(game.view(0).indicators), []).append(game)
    total = 0
    for games in seen.values():
        best = []
        for a2 in games[0].view(0).hand:
            worst = []
            for b2 in games[0].view(1).hand:
                wins = 0
                for game in games:
                    g = game.clone()
                    g.apply(a2)
                    g.apply(b2)
                    g.apply(g.legal_actions()[0])
                    g.apply(g.legal_actions()[0])
                    assert g.is_over  # two players, three tricks: no tie on tricks (PH-5)
                    wins += g.last_round.winners == (0,)
                worst.append(wins)
            best.append(min(worst))
        total += max(best)
    return Fraction(total, len(ORDERS))


def values(game) -> dict:
    return {h: {a: {b: after_first_trick(game[h], game["other"], a, b) for b in game["other"]}
                for a in game[h]} for h in "AB"}


@pytest.fixture(scope="module")
def lesson_values():
    return values(LESSON)


def numbers(hand) -> tuple[int, ...]:
    return tuple(sorted(c.index for c in hand))


def solved(game):
    sub = solve.Subgame(FIRST, deals=[(numbers(game[h]), numbers(game["other"])) for h in "AB"],
                        orders=ORDERS)
    strategy = solve.strategy_from_plans(sub, solve.solve_lp(sub)["plans"])
    return sub, strategy


def pair_value(sub, strategy) -> Fraction:
    """The dealer's exact winning chance when both sides play ``strategy``."""
    dseq, nseq, wins, _ = sub.leaves
    span = 12 * sub.nobs
    total = Fraction(0)
    for d, n, w in zip(dseq, nseq, wins, strict=True):
        i2, bit = divmod(d, 2)
        d1 = i2 // span
        k, nbit = divmod(n, 2)
        n1 = k // span
        total += (w * strategy["d1"][d1 // 3][d1 % 3] * strategy["d2"][i2][bit]
                  * strategy["n1"][n1 // 3][n1 % 3] * strategy["n2"][k][nbit])
    return total / sub.norm


def pure(probs, i):
    return tuple(Fraction(int(j == i)) for j in range(len(probs)))


# --- the small game, by hand and by the exact solution ---------------------------------

def test_clearly_worse_choices_are_worse(lesson_values):
    v = lesson_values
    s5h, s5c, s3h, s4s, s4c = cards("5H 5C 3H 4S 4C")
    b3s, b4d, b5d = LESSON["other"]
    # hand A: 5♥ (led from either hand) beats the two leads that give hand A away, even
    # against Ben's worst answer for him
    assert min(v["A"][s5h].values()) > max(min(v["A"][x].values()) for x in (s5c, s3h))
    # hand B: 4♣ shows the hand and does worse than 4♠ against Ben's best answer (under
    # spades 4♠ beats 4♦, 4♣ does not: PH-2)
    assert min(v["B"][s4c].values()) < min(v["B"][s4s].values())
    # answering 5♥ with 5♦ is worse for Ben than 3♠ and than 4♦ against both hands
    for better in (b3s, b4d):
        assert all(v[h][s5h][b5d] > v[h][s5h][better] for h in "AB")
    # and Ben's better answer to 5♥ depends on the hand he cannot see
    assert v["A"][s5h][b4d] < v["A"][s5h][b3s] and v["B"][s5h][b3s] < v["B"][s5h][b4d]


def lesson_table(v):
    s5h, s4s = cards("5H 4S")
    kept = cards("3S 4D")
    shown = min(v["B"][s4s].values())  # 4♠ gives hand B away: Ben's best answer
    return [[HALF * v["A"][s5h][b] + HALF * shown for b in kept],
            [HALF * v["A"][s5h][b] + HALF * v["B"][s5h][b] for b in kept]]


def test_two_by_two_entries_are_the_games_and_the_solvers(lesson_values):
    table = lesson_table(lesson_values)
    # the table the chapter prints, as worked out by the rules of the game
    assert table == [[Fraction(7, 12), Fraction(13, 24)], [Fraction(1, 2), Fraction(7, 12)]]
    # the same four squares from the exact solution's own game tree: its equilibrium,
    # with hand B's lead and Ben's answer to 5♥ made pure
    sub, strategy = solved(LESSON)
    hand_b, other = numbers(LESSON["B"]), numbers(LESSON["other"])
    d1 = solve.HAND_RANK[hand_b]
    n1 = solve.HAND_RANK[other] * 12 + Card("H", 5).index
    for r, lead in enumerate(cards("4S 5H")):
        for c, answer in enumerate(cards("3S 4D")):
            s = {k: dict(t) for k, t in strategy.items()}
            s["d1"][d1] = pure(s["d1"][d1], hand_b.index(lead.index))
            s["n1"][n1] = pure(s["n1"][n1], other.index(answer.index))
            assert pair_value(sub, s) == table[r][c], (lead, answer)
    # the chapter prints each square as it is and over one common denominator (24ths),
    # and calls the hiding row a bluff
    rows = table_rows("ph-2p-table")
    common = lcm(*(x.denominator for row in table for x in row))
    assert common == 24
    for row, squares in zip(rows, table, strict=True):
        for cell, x in zip(row[1:], squares, strict=True):
            parts = cell.split(" = ")
            assert Fraction(parts[0]) == x and parts[-1] == f"{x * common}/{common}", cell
            assert len(parts) == (1 if x.denominator == common else 2), cell
    assert [r[0] for r in rows] == ["with hand B she leads 4♠ (shows it)",
                                    "with hand B she leads 5♥ (hides it: a bluff)"]


def test_value_by_indifference_is_the_exact_solution(lesson_values):
    (a, b), (c, d) = lesson_table(lesson_values)
    # Ann hides (leads 5♥ with hand B) with chance p; Ben's two answers must tie:
    # p·c + (1 − p)·a = p·d + (1 − p)·b, times 24: 12p + 14(1 − p) = 14p + 13(1 − p),
    # so -2p + 14 = p + 13 and 3p = 1.
    assert (24 * a, 24 * b, 24 * c, 24 * d) == (14, 13, 12, 14)
    p = Fraction(14 - 13, 3)
    assert p * c + (1 - p) * a == p * d + (1 - p) * b
    # Ben answers 3♠ with chance q; Ann's two choices must tie:
    # 14q + 13(1 − q) = 12q + 14(1 − q), so q + 13 = -2q + 14 and 3q = 1.
    q = Fraction(14 - 13, 3)
    assert q * a + (1 - q) * b == q * c + (1 - q) * d
    value = q * a + (1 - q) * b
    assert value == Fraction(5, 9)
    sub, strategy = solved(LESSON)
    low, high = solve.certify(sub, strategy)
    assert low == high == value
    hand_b, other = numbers(LESSON["B"]), numbers(LESSON["other"])
    lead = strategy["d1"][solve.HAND_RANK[hand_b]]
    answer = strategy["n1"][solve.HAND_RANK[other] * 12 + Card("H", 5).index]
    assert lead[hand_b.index(Card("H", 5).index)] == p
    assert answer[other.index(Card("S", 3).index)] == q
    said = output("ph-2p-solve-by-hand")
    for shown in (r"p = \frac{1}{3}", r"q = \frac{1}{3}", r"= \frac{5}{9}", fmt.fraction(value)):
        assert shown in said, shown
    assert f"at least {value}" in output("ph-2p-solver")


def test_no_pure_plan_reaches_the_value(lesson_values):
    """After the first trick Ann's second card shows her hand, so the rest is played with
    both hands known: a pure plan is a lead per hand and an answer per lead."""
    v = lesson_values
    value = Fraction(5, 9)
    leads = {h: LESSON[h] for h in "AB"}
    best_pure = max(
        sum(min(sum(HALF * v[h][x][b] for h in "AB" if plan[h] == x) for b in LESSON["other"])
            for x in set(plan.values()))
        for plan in (dict(zip("AB", ab, strict=True)) for ab in product(*leads.values())))
    every_lead = sorted(set(LESSON["A"]) | set(LESSON["B"]))
    least_pure = min(
        sum(HALF * max(v[h][x][answers[x]] for x in LESSON[h]) for h in "AB")
        for answers in (dict(zip(every_lead, bs, strict=True))
                        for bs in product(LESSON["other"], repeat=len(every_lead))))
    assert (best_pure, least_pure) == (Fraction(13, 24), Fraction(7, 12))
    assert best_pure < value < least_pure
    said = output("ph-2p-pure-numbers")
    assert fmt.fraction(best_pure) in said and fmt.fraction(least_pure) in said


def test_exercise_seven_by_hand_and_by_the_exact_solution():
    v = values(EXERCISE)
    s5s, s4s = cards("5S 4S")
    kept = cards("3D 4D")
    shown = min(v["B"][s4s].values())
    (a, b), (c, d) = [[HALF * v["A"][s5s][x] + HALF * shown for x in kept],
                      [HALF * v["A"][s5s][x] + HALF * v["B"][s5s][x] for x in kept]]
    assert (48 * a, 48 * b, 48 * c, 48 * d) == (31, 30, 27, 32)
    # 27p + 31(1 − p) = 32p + 30(1 − p): -4p + 31 = 2p + 30, 6p = 1
    p = Fraction(1, 6)
    assert p * c + (1 - p) * a == p * d + (1 - p) * b
    # 31q + 30(1 − q) = 27q + 32(1 − q): q + 30 = -5q + 32, 6q = 2
    q = Fraction(2, 6)
    assert q * a + (1 - q) * b == q * c + (1 - q) * d
    value = q * a + (1 - q) * b
    sub, strategy = solved(EXERCISE)
    assert solve.certify(sub, strategy) == (value, value) == (Fraction(91, 144),) * 2
    assert [r[1:] for r in table_rows("ph-2p-ex7-table")] == [[str(a), str(b)], [str(c), str(d)]]
    said = output("ph-2p-ex7-solution")
    assert r"p = \frac{1}{6}" in said and r"q = \frac{1}{3}" in said
    assert r"= \frac{91}{144}" in said and fmt.percent(value) in said


def test_the_setup_the_chapter_prints_is_the_tested_game():
    said = output("ph-2p-setup")
    for h in "AB":
        assert f"**hand {h}**, {' '.join(str(c) for c in LESSON[h])}" in said
    assert f"Ben's hand, {' '.join(str(c) for c in LESSON['other'])}, lies face up" in said
    assert "The first indicator card is spades" in said


# --- the whole round: the figures read from the JSON -------------------------------------

def test_dealing_figures_are_the_jsons():
    figures = json.loads(FIGURES.read_text(encoding="utf-8"))
    dealer = figures["dealer_win"]
    # the first indicator is a colour card 4 times in 5 (PH-2: four colours, one invert)
    mix = Fraction(4, 5) * Fraction(figures["colour_first"]) \
        + Fraction(1, 5) * Fraction(figures["invert_first"])
    assert abs(mix - Fraction(dealer)) < 1e-12 and dealer < 0.5  # dealing hurts
    said = output("ph-2p-dealing-numbers")
    assert f"the dealer wins **{fmt.percent(dealer)}**" in said
    assert f"the other player **{fmt.percent(1 - dealer)}**" in said
    assert fmt.percent(figures["colour_first"]) in said
    assert fmt.percent(figures["invert_first"]) in said
    exact = figures.get("invert_first_fraction") or figures.get("exact", {}).get("X")
    if exact:
        assert abs(Fraction(exact) - Fraction(figures["invert_first"])) < 1e-12
        assert f"the computer found the fraction, {Fraction(exact)}" in said
    # the gap below one half, in percentage points, from the figure shown
    gap = 50 - shown(fmt.percent(dealer))
    assert f"is {fmt.decimal(gap, 1)} **percentage points** below one half" in said
    assert abs(gap - (HALF - Fraction(dealer)) * 100) <= Fraction(1, 10)
    width = figures.get("bracket_width")
    if width:  # the colour-first value is bracketed, not pinned: the bound said is true
        assert 0 < width < 1e-14 and "less than $10^{-14}$ apart" in said


def test_exploitability_table_is_the_jsons():
    figures = json.loads(FIGURES.read_text(encoding="utf-8"))
    dealer = figures["dealer_win"]
    rows = {r[0]: r[1:] for r in table_rows("ph-2p-exploit-numbers")}
    seats = {"dealer": "deals", "other": "answers"}
    assert len(rows) == 6 and all(len(r) == 3 for r in rows.values())
    for bot in ("random", "heuristic", "expert"):
        entry = figures["exploitability"].get(bot) or {}
        for seat, label in seats.items():
            figure = entry.get(seat) or {}
            row = rows[f"{bot} ({label})"]
            if figure.get("best_reply_wins") is None or figure.get("gain") is None:
                assert row[1:] == ["not computed yet"] * 2
                continue
            fair = 1 - dealer if seat == "dealer" else dealer
            assert abs(figure["best_reply_wins"] - fair - figure["gain"]) < 1e-9
            assert figure["gain"] > -1e-9  # nobody does worse than the value by replying best
            assert row[:2] == [fmt.percent(fair), fmt.percent(figure["best_reply_wins"])]
            # the gain is the difference of the two rounded figures the row shows
            gain = shown(row[1]) - shown(row[0])
            assert row[2] == fmt.signed(gain, 1)
            assert abs(gain - Fraction(figure["gain"]) * 100) <= Fraction(1, 10)


# --- issue 32 point 3 after two reviews: the claims pupils and teachers rely on ----------

def shown(text: str) -> Fraction:
    """A percentage or signed figure as printed (75.4%, −0.3, +19.5), read back exactly."""
    return Fraction(text.replace("−", "-").replace("+", "").rstrip("%"))


def test_throwing_out_names_the_cards_and_says_what_is_true(lesson_values):
    v = lesson_values
    said = output("ph-2p-table")
    # hand A: 3♥ and 5♣ give the hand away, and Ben's best answer leaves her 1/4 with
    # either; 5♥ leaves at least 2/3. (5♣ is not worse than 5♥ against every answer:
    # against 3♠ it gives 11/12, more than 5♥'s 3/4, so only the worst case decides.)
    s3h, s5h, s5c = LESSON["A"]
    assert v["A"][s5c][Card("S", 3)] > v["A"][s5h][Card("S", 3)]
    assert min(v["A"][s3h].values()) == min(v["A"][s5c].values()) == Fraction(1, 4)
    assert min(v["A"][s5h].values()) == Fraction(2, 3)
    assert ("3♥ and 5♣ give her hand away, so Ben makes his best answer and she is left "
            "with 1/4 either way, while 5♥ leaves her at least 2/3 whatever Ben answers"
            ) in said
    s4s, _, s4c = LESSON["B"]
    assert (min(v["B"][s4s].values()), min(v["B"][s4c].values())) == (Fraction(5, 12),
                                                                     Fraction(1, 6))
    assert "4♠ leaves her 5/12, but 4♣ only 1/6, so she never leads 4♣" in said
    b3s, b4d, b5d = LESSON["other"]
    assert (f"against hand A it leaves Ann {v['A'][s5h][b5d]} instead of {v['A'][s5h][b3s]} "
            f"or {v['A'][s5h][b4d]}, against hand B {v['B'][s5h][b5d]} instead of "
            f"{v['B'][s5h][b3s]} or {v['B'][s5h][b4d]}") in said
    assert "Hiding is the bluff" in said and "a plan made before the deal" in said


def test_no_safe_plan_spells_out_the_cycle(lesson_values):
    (a, b), (c, d) = lesson_table(lesson_values)  # rows: show, hide; columns: 3♠, 4♦
    # always hide: Ben's best reply is the smaller hide square, and then showing is better
    assert c < d and a > c
    # always show: 5♥ means hand A, Ben answers 4♦, and then hiding is better
    assert b < a and d > b
    said = output("ph-2p-pure-numbers")
    assert (f"If Ann always hides with hand B, 5♥ tells Ben nothing about her hand. His best "
            f"reply is 3♠, and she gets {c}. Against 3♠ she would rather show: that gets "
            f"{a}.") in said
    assert (f"His best reply is 4♦, and she gets {b}. Against 4♦ she would rather hide: "
            f"that gets {d}.") in said
    assert "A **safe plan** is one that loses nothing even if the other player knows it" \
        in " ".join("".join(CELLS["ph-2p-pure"]["source"]).split())


def test_why_the_chances_in_anns_terms(lesson_values):
    v = lesson_values
    s5h, s4s = cards("5H 4S")
    b3s, b4d = cards("3S 4D")
    show = min(v["B"][s4s].values())
    assert show == Fraction(5, 12)
    # hiding earns 1/4 against 3♠ and 1/2 against 4♦: 1/2 − q/4 = 5/12 gives q = 1/3
    assert (v["B"][s5h][b3s], v["B"][s5h][b4d]) == (Fraction(1, 4), HALF)
    q = (v["B"][s5h][b4d] - show) / (v["B"][s5h][b4d] - v["B"][s5h][b3s])
    assert q == Fraction(1, 3)
    # 3♠ costs Ben 1/12 against hand A and gains him 1/4 against hand B: three times as
    # much, so 5♥ comes from hand A three times as often as from hand B: 1/2 = 3·p/2
    cost, gain = v["A"][s5h][b3s] - v["A"][s5h][b4d], v["B"][s5h][b4d] - v["B"][s5h][b3s]
    assert (cost, gain, gain / cost) == (Fraction(1, 12), Fraction(1, 4), 3)
    p = HALF / (3 * HALF)
    assert p == Fraction(1, 3)
    said = output("ph-2p-why")
    assert r"\frac{1}{2} - \frac{1}{4}\,q = \frac{5}{12}" in said
    assert r"q = \frac{1}{3}" in said and r"p = \frac{1}{3}" in said
    assert "costs Ben 1/12 against hand A" in said and "gains him 1/4 against hand B" in said
    assert "three times as much" in said


def test_the_two_lines_cross_at_p_one_third_height_five_ninths(lesson_values):
    (a, b), (c, d) = lesson_table(lesson_values)
    # Ann's chance against p: answer 3♠ gives a + (c − a)p, answer 4♦ gives b + (d − b)p
    cross = (b - a) / ((c - a) - (d - b))
    height = a + (c - a) * cross
    assert (cross, height) == (Fraction(1, 3), Fraction(5, 9))
    # Ben takes the lower line; it is highest at the crossing (checked on a fine grid)
    grid = [Fraction(i, 300) for i in range(301)]
    lower = {x: min(a + (c - a) * x, b + (d - b) * x) for x in grid}
    assert max(lower, key=lower.get) == cross and lower[cross] == height
    said = output("ph-2p-why")
    assert r"at $p = \frac{1}{3}$ and a height of $\frac{5}{9}$" in said
    meta = CELLS["ph-2p-figure"]["metadata"]["mystnb"]
    alt = meta["image"]["alt"]
    assert meta["figure"]["caption"]
    assert (f"If Ben answers 3♠, Ann's chance falls from {a} to {c}; if he answers 4♦, it "
            f"rises from {b} to {d}.") in alt
    assert f"at p = {cross} and a height of {height}" in alt
    assert any("image/png" in o.get("data", {}) for o in CELLS["ph-2p-figure"]["outputs"])


def test_value_is_checked_with_both_rows_and_the_mix_beats_both_extremes(lesson_values):
    (a, b), (c, d) = lesson_table(lesson_values)
    q = Fraction(1, 3)
    assert q * a + (1 - q) * b == q * c + (1 - q) * d == Fraction(5, 9)
    said = output("ph-2p-solve-by-hand")
    assert r"\frac{1}{2} \times \frac{1}{3} + \frac{7}{12} \times \frac{2}{3} = \frac{5}{9}" \
        in said
    assert "Ben's mix holds her to 5/9, less than the 7/12 ≈ 0.583 she gets if he always " \
        "gives the same answer" in said
    assert "Put the p terms on one side and the numbers on the other" in said
    assert "$p$ goes with the hide row (the second row)" in said
    notice = output("ph-2p-notice")
    # always bluffing: Ben answers 3♠ (c < d) and she gets c; never: 4♦ (b < a), she gets b
    assert (f"he would always answer 3♠ and she would get {c}" in notice
            and f"he would always answer 4♦ and she would get {b}" in notice)
    assert Fraction(5, 9) > max(b, c)


def test_second_lesson_set_up_is_six_different_cards_of_one_pack(lesson_values):
    said = output("ph-44-older")
    line = next(ln for ln in said.split(" - ") if ln.startswith("*Set-up"))
    deck = [str(c) for c in DECK]
    named = re.findall(r"[345][♠♥♦♣]", line)
    # Ben's three, 5♥, and the two pairs: eight different cards, each once in the deck
    assert len(named) == 8 == len(set(named)) and all(deck.count(c) == 1 for c in named)
    ben, shared, pair_a, pair_b = named[:3], named[3], named[4:6], named[6:8]
    assert ben == [str(c) for c in LESSON["other"]]
    for pair, hand in ((pair_a, LESSON["A"]), (pair_b, LESSON["B"])):
        assert sorted([shared, *pair]) == sorted(str(c) for c in hand)
        assert len(set(ben) | {shared, *pair}) == 6  # each game: six different cards
    # a die: 1–3 hand A, 4–6 hand B, each with chance 1/2 as in the small game
    assert "1–3 adds 3♥ 5♣ (hand A), 4–6 adds 4♠ 4♣ (hand B)" in line
    assert Fraction(len(range(1, 4)), 6) == HALF
    # the spades indicator face up, the other four face down: the pile has five cards
    assert "The spades indicator card lies face up, the other four" in line
    assert INDICATORS.count("S") == 1 and len(INDICATORS) == 5
    # timings: six parts that run 0 to 50 without a gap
    timing = next(ln for ln in said.split(" - ") if ln.startswith("*Timings"))
    spans = [(int(x), int(y)) for x, y in re.findall(r"(\d+)–(\d+) ", timing)]
    assert spans[0][0] == 0 and spans[-1][1] == 50
    assert all(s[1] == t[0] for s, t in zip(spans, spans[1:], strict=False))


def test_second_lesson_tally_and_the_conditional_probability(lesson_values):
    v = lesson_values
    said = output("ph-44-older")
    value, p = Fraction(5, 9), Fraction(1, 3)
    # 150 games: the standard error of a share of wins near 5/9 is about 4 points, and
    # 5/9 − 1/2 is less than two of them: the tally of wins cannot tell them apart
    error = sqrt(value * (1 - value) / 150) * 100
    assert round(error) == 4 and (value - HALF) * 100 < 2 * error
    assert "about 150 games" in said and "standard error of about 4 percentage points" in said
    assert "cannot tell 5/9 (55.6%) from 1/2" in said
    # P(hand A | 5♥ led) = 3/4 by Bayes, with the die's 1/2 and hiding 1 time in 3
    s5h = Card("H", 5)
    posterior = HALF / (HALF + HALF * p)
    assert posterior == Fraction(3, 4)
    # ... and then both of Ben's answers give Ann 5/8, recomputed from the rules
    given = [posterior * v["A"][s5h][b] + (1 - posterior) * v["B"][s5h][b]
             for b in cards("3S 4D")]
    assert given == [Fraction(5, 8)] * 2
    assert r"P(hand A | 5♥ led) $= \frac{3}{4}$" in said
    assert "both of Ben's answers then give Ann the same chance, 5/8" in said
    # no saddle point in the payoff matrix
    table = lesson_table(v)
    assert not [(r, c) for r in range(2) for c in range(2)
                if table[r][c] == min(table[r]) == max(table[0][c], table[1][c])]
    assert "**payoff matrix**" in said and "**play-safe**" in said and "**saddle point**" in said


def test_exercise_eight_uses_the_numbers_the_table_shows():
    rows = {r[0]: r[1:] for r in table_rows("ph-2p-exploit-numbers")}
    said = output("ph-2p-ex8-solution")
    fair, wins, gain = rows["random (deals)"]
    assert (f"the best reply is the other player, whose value is {fair}. A best reply wins "
            f"{wins}, so the gain is {wins[:-1]} − {fair[:-1]} = {gain.lstrip('+')} "
            f"percentage points") in said
    heur = {seat: rows[f"heuristic ({seat})"] for seat in ("deals", "answers")}
    gains = {seat: shown(heur[seat][2]) for seat in heur}
    assert all(shown(heur[s][1]) - shown(heur[s][0]) == gains[s] for s in heur)
    assert (f"Its gains are {heur['deals'][2].lstrip('+')} points when it deals "
            f"({heur['deals'][1][:-1]} − {heur['deals'][0][:-1]}) and "
            f"{heur['answers'][2].lstrip('+')} when it answers") in said
    easier = {"deals": "it deals", "answers": "it answers"}[max(gains, key=gains.get)]
    difference = fmt.decimal(abs(gains["answers"] - gains["deals"]), 1)
    assert f"easier to exploit when {easier}, by {difference} points" in said
    average = (shown(heur["deals"][1]) + shown(heur["answers"][1])) / 2
    assert f"= {fmt.decimal(average, 2)}\\%$" in said
    assert shown(heur["deals"][0]) + shown(heur["answers"][0]) == 100
    assert "on average" in " ".join("".join(CELLS["ph-2p-ex8"]["source"]).split())


def test_the_size_of_the_whole_round_is_counted_from_the_rules():
    deals = sum(1 for h in combinations(DECK, 3)
                for _ in combinations([c for c in DECK if c not in h], 3))
    orders = len(list(permutations(INDICATORS)))
    # every way to play one deal under one order: the engine's legal moves, to the end
    hands = [cards("3S 4H 5D"), cards("5S 3C 4C")]

    def count(game) -> int:
        if game.is_over:
            return 1
        total = 0
        for action in game.legal_actions():
            g = game.clone()
            g.apply(action)
            total += count(g)
        return total
    plays = count(PointyHats(2, hands, list("SHDCX"), dealer=0, target_wins=1))
    assert (deals, orders, plays) == (18480, 120, 36)
    said = output("ph-2p-dealing-numbers")
    assert (f"{deals:,} deals, {orders} orders of the indicator cards and {plays} ways to play "
            f"the cards in each, {deals * orders * plays:,} ways a round can go") in said
