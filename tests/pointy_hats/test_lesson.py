"""The Pointy Hats lesson states true things (issue 17): each error a pupil caught in the
old chapter is checked here against the engine, and the chapter's text is checked not
to repeat it. Also the worked round and the printables the lesson hands out."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import permutations
from math import comb
from pathlib import Path

import pytest

from pointyrules.pointy_hats import printables
from pointyrules.pointy_hats.bots import trick_win_probability, win_probabilities
from pointyrules.pointy_hats.rules import DECK, Card, PointyHats, resolve_trick, round_winners

from ..conftest import ROOT

CHAPTER = ROOT / "book" / "pointy_hats.ipynb"
CHROMIUM = "/usr/bin/chromium"


def chapter_text() -> str:
    nb = json.loads(CHAPTER.read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) if isinstance(c["source"], list) else c["source"]
                     for c in nb["cells"] if c["cell_type"] == "markdown")


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def dealer_leads(hand: str, indicators="SHDCX") -> dict[Card, Fraction]:
    """Two players, seat 0 deals and holds ``hand``: its exact round chances (PH-4)."""
    mine = cards(hand)
    rest = [c for c in DECK if c not in mine][:3]
    state = PointyHats(2, [mine, rest], list(indicators), dealer=0, target_wins=1)
    return win_probabilities(state.view(0))


# --- error (a): "three 3s can only take a trick under the invert card" ---------------

def test_a_three_takes_a_trick_under_a_colour_card_when_the_tie_order_favours_it():
    # PH-2: under spades the order is S > H > D > C, so 3♠ beats 3♣ (and 3♥, 3♦).
    for other in cards("3C 3H 3D"):
        result = resolve_trick([(0, Card("S", 3)), (1, other)], "S")
        assert (result.winner, result.card) == (0, Card("S", 3)), other
    # and the whole hand of three 3s has a real chance under spades, not just under invert
    assert dealer_leads("3S 3H 3D")[Card("S", 3)] == Fraction(5, 54)


def test_chapter_no_longer_says_threes_win_only_under_the_invert_card():
    text = chapter_text()
    assert not re.search(r"only take a trick under the invert", text)
    assert "3♠ beats 3♣" in text


# --- error (b): "a 3 is hopeless under a colour card" --------------------------------

@pytest.mark.parametrize("players, expected", [(2, Fraction(3, 11)), (3, Fraction(3, 55)),
                                               (4, Fraction(1, 165))])
def test_three_of_spades_under_spades_has_the_hand_count_chance(players, expected):
    # 3♠ wins only when every answer is a 3: C(3, n-1) / C(11, n-1) (PH-2).
    assert trick_win_probability(Card("S", 3), "S", players) == expected
    assert Fraction(comb(3, players - 1), comb(11, players - 1)) == expected


def test_chapter_no_longer_calls_a_three_hopeless():
    text = chapter_text()
    assert "hopeless" not in text.lower()
    assert "### A 3 under a colour card is weak, but it can win" in text
    assert "3/11 for 3♠ with two players" in text


def test_more_opponents_are_drawn_without_replacement():
    # The chapter's example: 5♥ under spades, three players, loses only to 5♠.
    p = trick_win_probability(Card("H", 5), "S", 3)
    assert p == Fraction(comb(10, 2), comb(11, 2)) == Fraction(9, 11)
    assert p != Fraction(10, 11) ** 2
    text = chapter_text()
    assert r"1 - \frac{45}{55}" not in text  # 1 - 45/55 is the chance of losing, 2/11
    assert r"leave out 5♠, so the chance is" in text and r"\frac{45}{55} = \frac{9}{11}" in text


# --- error (c): the 5♠ 4♠ 3♠ exercise with no answer ---------------------------------

def test_the_middle_card_is_best_by_only_one_in_189():
    probs = dealer_leads("5S 4S 3S")
    assert probs == {Card("S", 4): Fraction(703, 1008), Card("S", 5): Fraction(299, 432),
                     Card("S", 3): Fraction(1579, 3024)}
    assert probs[Card("S", 4)] - probs[Card("S", 5)] == Fraction(1, 189)


def test_chapter_answers_the_middle_card_exercise_honestly():
    text = chapter_text()
    exercise = text[text.index("is the middle card really better?"):]
    exercise = exercise[:exercise.index("## For the teacher")]
    assert re.search(r"```\{admonition\} Solution\n:class: dropdown", exercise)
    assert r"\frac{1}{189}" in exercise and "half a" in exercise
    assert "Ask the class why 5♠ 4♠ 3♠ is best played from the middle" not in text
    answer = printables.ANSWERS["6"]
    assert "1/189" in answer and "half a percentage point" in answer


def after_first_trick(lead: str) -> dict[tuple[bool, bool], Fraction]:
    """5♠ 4♠ 3♠, two players, spades first: the best-play round chance after ``lead``,
    split on (trick 1 won, the invert card comes next), averaged over the opponent's
    answer (any of the 9 unseen cards) and the order of the other indicator cards."""
    mine = cards("5S 4S 3S")
    unseen = [c for c in DECK if c not in mine]
    sums: dict[tuple[bool, bool], list] = {}
    for answer in unseen:
        rest = [c for c in unseen if c != answer][:2]
        for order in permutations("HDCX"):
            state = PointyHats(2, [list(mine), [answer, *rest]], ["S", *order], dealer=0,
                               target_wins=1)
            state.apply(Card.parse(lead))
            state.apply(answer)
            key = (state.trick_history[0][3].winner == 0, order[0] == "X")
            total = sums.setdefault(key, [Fraction(0), 0])
            total[0] += max(win_probabilities(state.view(0)).values())
            total[1] += 1
    return {key: s / n for key, (s, n) in sums.items()}


def test_exercise_six_advice_matches_the_engine():
    # Leading 5♠ leaves 4♠ 3♠: weak under a colour card, strong under the invert card.
    five = after_first_trick("5S")
    assert five == {(True, False): Fraction(137, 216), (True, True): Fraction(187, 216)}
    # Leading 4♠ and winning keeps 5♠ 3♠, ready for either kind of indicator.
    four = after_first_trick("4S")
    assert four[(True, False)] == Fraction(845, 1008) and four[(True, True)] == Fraction(953, 1008)
    assert four[(True, False)] > five[(True, False)] and four[(True, True)] > five[(True, True)]
    text = chapter_text()
    assert "one high and one low card" in text and "sure-looking" not in text
    assert "about 63%" in text and "about 84%" in text and "95%" in text


# --- the worked round ----------------------------------------------------------------

def test_worked_round_shows_a_cycle_tie_an_invert_tie_and_a_round_tie_break():
    state = PointyHats(3, hands=[cards("5S 5H 3H"), cards("5C 4C 3D"), cards("5D 4S 3C")],
                       indicators=["H", "X", "D", "S", "C"], dealer=0, target_wins=1)
    for text in ["5S", "5D", "4C", "3H", "4S", "3D", "5H", "3C", "5C"]:
        state.apply(Card.parse(text))
    results = [r for _, _, _, r in state.trick_history]
    indicators = [ind for _, ind, _, _ in state.trick_history]
    assert indicators == ["H", "X", "S"]  # diamonds was used up by the invert tie (PH-3)
    assert [(r.winner, str(r.card)) for r in results] == [(2, "5♦"), (1, "3♦"), (0, "5♥")]
    assert results[1].used_extra_indicator
    assert state.last_round.winners == (0,) and state.last_round.tie_break == (4,)  # PH-5
    assert "Ann wins the round" in CHAPTER.read_text(encoding="utf-8")


def test_exercise_three_round_tie_breaks():
    piles = [cards("5C 3S 4H"), cards("5D 4C 3C"), cards("3H 4S 5S")]
    assert round_winners(piles, ["S", "H", "D", "X", "C"]).winners == (1,)
    assert round_winners(piles, ["S", "H", "D", "C", "X"]).winners == (2,)  # fewest clubs


def test_exercise_five_four_players_invert():
    assert trick_win_probability(Card("S", 3), "X", 4) == Fraction(85, 132)
    assert trick_win_probability(Card("S", 3), "X", 2) == Fraction(19, 22)


# --- printables ------------------------------------------------------------------------

def test_every_worksheet_question_has_an_answer_on_the_key():
    sheets = {s.kind: s for s in printables.sheets()}
    assert set(sheets) == {"aid", "worksheet", "answers", "components"}
    numbers = [n for n, _, _ in printables.QUESTIONS]
    assert numbers == sorted(printables.ANSWERS, key=int)
    for n in numbers:
        assert f"Exercise {n}." in sheets["worksheet"].body
        assert f"Exercise {n}." in sheets["answers"].body
    for part in ("A1", "A2", "A3", "A4"):
        assert part in sheets["worksheet"].body and part in sheets["answers"].body
    assert "Name:" in sheets["worksheet"].body and "pr-lines" in sheets["worksheet"].body


def test_player_aid_gives_the_playing_card_stand_in():
    body = printables.aid().body
    assert "the 3, 4 and 5 of each suit" in body and "four kings" in body and "joker" in body


def test_print_and_play_cards_are_all_there_at_mini_card_size():
    body = printables.components().body
    assert "pr-cut-grid" in body
    for card in DECK:
        assert f'aria-label="{card.value} of ' in body
    assert body.count('aria-label="indicator card:') == 5
    w, h = printables.CARD_MM
    # and the rule card and the slip for the lesson's worked round
    assert body.count(f"width:{w:g}mm;height:{h:g}mm") == 12 + 5 + 1 + 1


@pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Chromium")
def test_sheets_fill_the_pages_they_claim(tmp_path):
    sync_playwright = pytest.importorskip("playwright.sync_api").sync_playwright
    PdfReader = pytest.importorskip("pypdf").PdfReader
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM,
                                    args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        for sheet in printables.sheets():
            for paper in ("a4", "letter"):
                path = tmp_path / sheet.filename(paper)
                page.set_content(sheet.document(paper, "Pointy Hats"))
                page.pdf(path=str(path), prefer_css_page_size=True, print_background=True)
                reader = PdfReader(str(path))
                assert len(reader.pages) == sheet.pages, (sheet.kind, paper)
                assert "Pointy Hats" in reader.pages[0].extract_text()
        browser.close()


def test_one_card_counts_say_the_rest_of_the_hand_is_ignored():
    # You hold three cards, so only 9 are really unseen: the one-card counts of
    # Exercises 4 and 5 must say they ignore the rest of the hand, here and on the sheet.
    text = chapter_text()
    worksheet = printables.worksheet().body
    for where in (" ".join(text.split()), " ".join(worksheet.split())):
        assert "11 you cannot see" not in where and "11 unseen" not in where
        assert where.count("other 11 cards (ignore the rest of your hand)") >= 2
    # the timed plan is the lesson pack's (test_lesson_pack.py), not a table of its own
    assert not re.findall(r"^\| (\d+) min \|", text, re.M)
    assert "```{lesson-pack} pointy_hats\n```" in text
