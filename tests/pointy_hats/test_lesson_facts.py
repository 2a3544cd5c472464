"""The Pointy Hats chapter's facts, recomputed (issue 31: a maths teacher's findings).

Each test works the fact out again, with the engine, exact fractions or brute force,
then reads what the stored chapter (its text and its stored outputs) or the printables
say about it, so a wrong number or a wrong claim fails here. The numbers in the test
names follow the teacher's list.
"""

from __future__ import annotations

import json
import random
import re
from fractions import Fraction
from functools import cache
from itertools import combinations, permutations
from math import floor, sqrt

import pytest

from pointyrules import fmt
from pointyrules.pointy_hats import printables
from pointyrules.pointy_hats.bots import trick_win_probability, win_probabilities
from pointyrules.pointy_hats.rules import (
    DECK,
    INDICATORS,
    INVERT,
    SUITS,
    Card,
    PointyHats,
    play_order,
    resolve_trick,
    round_winners,
)
from pointyrules.table import Table

from .test_lesson import CHAPTER, cards

NB = json.loads(CHAPTER.read_text(encoding="utf-8"))
CELLS = {c["id"]: c for c in NB["cells"]}
NAMES = printables.PLAYERS
NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven"]
RANDOM_OPPONENT = "against an opponent who plays a random card"


def flat(text: str) -> str:
    """Text with its line breaks and runs of spaces as single spaces."""
    return " ".join(text.split())


def source(cid: str) -> str:
    s = CELLS[cid]["source"]
    return flat(s if isinstance(s, str) else "".join(s))


def output(cid: str) -> str:
    """The stored Markdown and text outputs of a code cell, as one flat text."""
    parts = []
    for o in CELLS[cid].get("outputs", []):
        data = o.get("data", {})
        for value in (data.get("text/markdown"), o.get("text")):
            if value:
                parts.append(value if isinstance(value, str) else "".join(value))
    assert parts, f"cell {cid} has no stored output"
    return flat("\n".join(parts))


def table_rows(cid: str) -> list[list[str]]:
    """The body rows of the Markdown tables a code cell printed."""
    rows = []
    for o in CELLS[cid].get("outputs", []):
        text = "".join(o.get("data", {}).get("text/markdown", []))
        lines = [ln for ln in text.splitlines() if ln.startswith("|")]
        rows += [[x.strip() for x in ln.strip("|").split("|")] for ln in lines[2:]]
    return rows


def markdown_before_clarifications() -> list[tuple[str, str]]:
    out = []
    for c in NB["cells"]:
        if c["cell_type"] == "markdown":
            if c["id"] == "ph-45":
                break
            out.append((c["id"], "".join(c["source"])))
    return out


def pupil_texts() -> list[tuple[str, str]]:
    """Everything a pupil reads before the rule clarifications: markdown, stored outputs,
    figure captions and alt texts."""
    out = markdown_before_clarifications()
    for c in NB["cells"]:
        if c["cell_type"] != "code":
            continue
        if c.get("outputs"):
            try:
                out.append((c["id"], output(c["id"])))
            except AssertionError:
                pass
        meta = c["metadata"].get("mystnb", {})
        out.append((c["id"], meta.get("figure", {}).get("caption", "")
                    + " " + meta.get("image", {}).get("alt", "")))
    return out


# --- 1. the easier version (no invert card) needs its own tie rule --------------------

def easier_rounds(players: int, rounds: int, rng: random.Random) -> int:
    """The chapter's simulation: rounds without the invert card, every card played at
    random, counted when they end in a tie on tricks."""
    ties = 0
    for _ in range(rounds):
        deck = rng.sample(DECK, 12)
        colours = rng.sample("SHDC", 4)
        game = PointyHats(players, [deck[3 * p:3 * p + 3] for p in range(players)],
                          colours + ["X"], dealer=0, target_wins=1)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        # no invert card among the trick indicators: three tricks use the first three
        # colour cards, and the fourth is never turned up for a trick
        assert [ind for _, ind, _, _ in game.trick_history] == colours[:3]
        tricks = [len(w) // players for w in game.won]
        ties += tricks.count(max(tricks)) > 1
    return ties


def test_1_easier_version_ties_are_common_and_settled_by_the_fourth_card():
    # Without the joker the pile holds the four colour cards only: no fifth card (PH-5).
    pile = [x for x in INDICATORS if x != INVERT]
    assert len(pile) == 4
    rng = random.Random(31)  # the chapter's cell, recomputed
    ties = {n: easier_rounds(n, 10_000, rng) for n in (3, 4)}
    assert ties[3] > 1_500 and ties[4] > 3_000  # common: about one round in five or more
    said = output("ph-44-ties")
    for n, word in ((3, "three"), (4, "four")):
        assert (f"{ties[n]:,} of 10,000 {word}-player rounds "
                f"({fmt.percent(Fraction(ties[n], 10_000))})") in said
    # The variant's rule is PH-5 with the fourth (last) card in the fifth card's place.
    piles = [cards("5C 3S 4H"), cards("5D 4C 3C"), cards("3H 4S 5S")]
    assert round_winners(piles, ["S", "H", "D", "C", "C"]).winners == (1,)  # most clubs
    easier = source("ph-44-easier")
    rule = easier[easier.index("**Easier:**"):easier.index("**Easier still:**")]
    for words in ("no fifth card", "classroom variant", "fourth and last indicator card",
                  "the most cards of its colour", "share the win"):
        assert words in rule, words
    assert "classroom variant without the invert card" in source("ph-45")


# --- 2. a 4 is never the best card to hold --------------------------------------------

def test_2_a_four_is_never_the_best_card_to_hold():
    for indicator in INDICATORS:
        better = 3 if indicator == INVERT else 5
        for n in (2, 3, 4):
            p = {c: trick_win_probability(c, indicator, n) for c in DECK}
            best_four = max(p[c] for c in DECK if c.value == 4)
            assert best_four < min(p[c] for c in DECK if c.value == better), (indicator, n)
    # and in the chapter's own table: every 4 row below every 5 (spades) or 3 (invert)
    rows = table_rows("ph-29")
    for name, better in (("spades", "5"), ("invert", "3")):
        mine = [r for r in rows if r[1] == name]
        for col in (2, 3, 4):
            def value(r, col=col):
                return Fraction(r[col].split(" ")[0])
            fours = [value(r) for r in mine if r[0].startswith("4")]
            others = [value(r) for r in mine if r[0].startswith(better)]
            assert max(fours) < min(others), (name, col)
    text = source("ph-21")
    assert "rarely wins" not in text
    assert ("A 4 is never the best card to hold: under a colour card every 5 takes a trick "
            "more often, and under the invert card every 3 does") in text


# --- 3. the invert rows assume the invert card rules the first trick -------------------

def invert_chance(card: Card, players: int, colours: str) -> Fraction:
    others = [c for c in DECK if c != card]
    sets = list(combinations(others, players - 1))
    total = Fraction(0)
    for answers in sets:
        plays = [(0, card)] + [(i + 1, c) for i, c in enumerate(answers)]
        total += Fraction(sum(resolve_trick(plays, INVERT, x).winner == 0 for x in colours),
                          len(colours))
    return total / len(sets)


def test_3_invert_rows_hold_only_when_the_invert_card_rules_the_first_trick():
    three = Card("S", 3)
    fresh, later = invert_chance(three, 2, "SHDC"), invert_chance(three, 2, "HDC")
    assert fresh == trick_win_probability(three, INVERT, 2) == Fraction(19, 22)
    assert later == Fraction(9, 11) != fresh
    said = output("ph-29")
    assert "That is true only when the invert card rules the first trick" in said
    assert (f"3♠ under the invert card would win {fmt.fraction(later)} with two players, "
            f"not {fmt.fraction(fresh)}") in said


# --- 4 and 5. round chances: a random opponent, and exact ties -------------------------

def random_opponent_chances(hand: str) -> dict[Card, Fraction]:
    """Two players, you deal (leading every trick), spades first, holding ``hand``: the
    exact chance of winning the round after each first card when the opponent plays a
    random card and you play on as well as possible. Written afresh, not the engine's
    solver: the opponent's three cards are a random three of the nine unseen, played in
    random order, so each answer is a random unseen card it has not played yet."""
    mine = frozenset(cards(hand))
    unseen = frozenset(DECK) - mine

    def after(card, hand_, played, pile, indicator, wins, trick) -> Fraction:
        pool = unseen - played
        total = Fraction(0)
        for answer in pool:
            plays = [(0, card), (1, answer)]
            if indicator == INVERT and card.value == answer.value:
                outcomes = [(resolve_trick(plays, INVERT, x).winner, pile - {x})
                            for x in pile if x != INVERT]  # the invert card is the one up
            else:
                outcomes = [(resolve_trick(plays, indicator).winner, pile)]
            for winner, rest in outcomes:
                won = wins + (winner == 0)
                if trick == 3:
                    value = Fraction(won >= 2)
                else:
                    value = sum(best(hand_ - {card}, played | {answer}, rest - {x}, x, won,
                                     trick + 1) for x in rest) / len(rest)
                total += value / len(outcomes)
        return total / len(pool)

    @cache
    def best(hand_, played, pile, indicator, wins, trick) -> Fraction:
        return max(after(c, hand_, played, pile, indicator, wins, trick) for c in hand_)

    pile = frozenset("HDCX")
    return {c: after(c, mine, frozenset(), pile, "S", 0, 1) for c in mine}


HANDS = ["5S 5H 5D", "5S 5H 3C", "5S 4S 3S", "5C 5D 4C", "4S 4H 4D", "5C 4C 3C",
         "4C 4D 3C", "3S 3H 3D", "3D 3C 4C"]


@pytest.mark.parametrize("hand", HANDS)
def test_4_5_round_chances_are_against_a_random_opponent_and_ties_are_shown(hand):
    exact = random_opponent_chances(hand)
    mine = cards(hand)
    rest = [c for c in DECK if c not in mine][:3]
    engine = win_probabilities(PointyHats(2, [mine, rest], list("SHDCX"), dealer=0,
                                          target_wins=1).view(0))
    assert engine == exact
    top = max(exact.values())
    best = {c for c in exact if exact[c] == top}
    row = next(r for r in table_rows("ph-33") if r[0] == " ".join(str(c) for c in mine))
    assert set(row[1].split(" or ")) == {str(c) for c in best}
    assert row[2] == fmt.fraction(top)


def test_4_5_the_two_exact_ties():
    assert len({random_opponent_chances("5S 5H 5D")[c] for c in cards("5S 5H")}) == 1
    assert len({random_opponent_chances("3S 3H 3D")[c] for c in cards("3S 3H")}) == 1
    assert "5♠ or 5♥ from three 5s, and 3♠ or 3♥ from three 3s" in source("ph-35")


def test_4_the_random_opponent_is_said_wherever_the_round_chances_are():
    for where in (output("ph-33"), output("ph-42"), source("ph-41"), source("ph-32"),
                  flat(printables.QUESTIONS[5][1])):
        assert RANDOM_OPPONENT in where.lower(), where[:80]
    caption = CELLS["ph-34"]["metadata"]["mystnb"]["figure"]["caption"]
    assert RANDOM_OPPONENT in caption
    # the assumption matters: an opponent who always answers with a 5 when it can
    # beats 4♠ in trick 1 far more often than a random answer does
    unseen = [c for c in DECK if c not in cards("5S 4S 3S")]
    hands = list(combinations(unseen, 3))
    random_answer = Fraction(sum(c.value != 5 for c in unseen), len(unseen))
    best_answer = Fraction(sum(all(c.value != 5 for c in h) for h in hands), len(hands))
    assert random_answer == Fraction(2, 3) and best_answer == Fraction(5, 21)


# --- 6. an extra opponent never makes a win more likely -------------------------------

def test_6_an_extra_opponent_never_makes_a_win_more_likely():
    same, fewer = [], []
    for indicator in INDICATORS:
        for card in DECK:
            p = [trick_win_probability(card, indicator, n) for n in (2, 3, 4)]
            assert p[0] >= p[1] >= p[2], (card, indicator)
            (same if p[0] == p[2] else fewer).append((card, indicator))
    assert {(Card("S", 5), "S"), (Card("C", 3), "S")} <= set(same) and fewer
    text = source("ph-30")
    assert "Every extra opponent makes a win less likely" not in text
    assert ("An extra opponent never makes a win more likely (5♠ under spades always wins, "
            "and 3♣ under spades never does)") in text


# --- 7. 17 playing cards and a rule card -----------------------------------------------

def test_7_seventeen_playing_cards_and_a_rule_card():
    playing = len(DECK) + len(INDICATORS)
    assert playing == 17
    w, h = printables.CARD_MM
    body = printables.components().body
    # and the rule card, and the slip for the lesson's worked round
    assert body.count(f"width:{w:g}mm;height:{h:g}mm") == playing + 2
    intro = source("ph-00")
    assert f"only {playing} playing cards and a rule card" in intro
    assert "of only 18 cards" not in intro
    assert f"You play with {playing}" in source("ph-02")


# --- 8. nothing the sources do not say --------------------------------------------------

def test_8_no_unsourced_age_and_the_card_size_is_a_chosen_standard():
    intro = source("ph-00")
    assert "ages 5" not in intro and "game-finder" not in intro
    assert "The sources give no age range and no playing time" in intro
    w, h = printables.CARD_MM
    assert (w, h) == pytest.approx((1.75 * 25.4, 2.5 * 25.4))  # the mini card, in inches
    size = f"{fmt.decimal(w, 1)} × {fmt.decimal(h, 1)} mm"
    for cid in ("ph-02", "ph-44-printables"):
        assert "standard mini-card size" in source(cid) and size in source(cid)
    assert all("real size" not in text for _, text in markdown_before_clarifications())


# --- 9. the worked round shows all five trip-ups --------------------------------------

def worked_round() -> PointyHats:
    state = PointyHats(3, hands=[cards("5S 5H 3H"), cards("5C 4C 3D"), cards("5D 4S 3C")],
                       indicators=["H", "X", "D", "S", "C"], dealer=0, target_wins=1)
    for text in ["5S", "5D", "4C", "3H", "4S", "3D", "5H", "3C", "5C"]:
        state.apply(Card.parse(text))
    return state


def test_9_the_worked_round_shows_all_five_trip_ups_the_chapter_lists():
    state = worked_round()
    history = [(plays, result) for _, _, plays, result in state.trick_history]
    shown = {
        "spades lose a tie": any(
            result.rule["kind"] == "tie_highest" and "S" in {c.suit for _, c in plays
                                                             if c.value == result.card.value}
            and result.card.suit != "S" for plays, result in history),
        "extra indicator": any(result.used_extra_indicator for _, result in history),
        "dealer leads after losing": any(
            plays[0][0] == state.dealer and any(r.winner != state.dealer
                                                for _, r in history[:k])
            for k, (plays, _) in enumerate(history)),
        "mixed colours": any(len({c.suit for _, c in plays}) > 1 for plays, _ in history),
        "tie on tricks settled": state.last_round.tie_break == (4,),
    }
    assert all(shown.values()), shown
    trip_list = "".join(CELLS["ph-20"]["source"]).split("### What first-time players trip on")[1]
    bullets = re.findall(r"^- \*\*", trip_list, re.M)
    assert len(bullets) == len(shown)
    said = source("ph-10")
    assert f"shows all {NUMBER_WORDS[len(shown)]} things first-time players trip on" in said
    assert "the three things" not in said


# --- 10. may-follow: on your turn no card is refused -----------------------------------

def test_10_on_your_turn_every_card_you_hold_can_be_played():
    t = Table("pointy_hats", chance=random.Random(5), thinking=random.Random(5),
              budget_ms=None)
    clicks = random.Random(7)
    seen_yours = seen_theirs = 0
    for players in (2, 3, 4):
        assert t.handle({"op": "new", "players": players, "level": "random"})["error"] is None
        for _ in range(200):
            if t.state.is_over:
                break
            t.board_html()
            state = t.state
            assert state.legal_actions() == state.hands[state.current_player]  # PH-4
            controls = t.controls()
            if state.current_player == 0:
                assert controls and all(c.enabled for c in controls)
                assert len(controls) == len(state.hands[0])
                seen_yours += 1
                t.handle({"op": "act", "key": clicks.choice(controls).key})
            else:
                assert all(not c.enabled and "turn" in c.reason for c in controls)
                seen_theirs += bool(controls)
                t.handle({"op": "step"})
    assert seen_yours >= 9 and seen_theirs
    text = source("ph-21")
    assert "a card you may not play now is dimmed" not in text
    assert ("on your turn every card you hold can be played, as there is no colour to "
            "follow. While it is a bot's turn your cards are dimmed, and hovering over one "
            "says whose turn it is") in text


# --- 11. names, not seat numbers, and what "to the right" means -----------------------

def test_11_pupils_read_names_and_to_the_right_is_anticlockwise():
    for cid, text in pupil_texts():
        assert not re.search(r"\bseat \d", text, re.I), (cid, text[:120])
    for sheet in printables.sheets():
        assert not re.search(r"\bseat \d", sheet.body, re.I), sheet.kind
    # Seats numbered clockwise, the right neighbour is seat - 1 (PH-4): anticlockwise.
    order = [NAMES[s] for s in play_order(0, 3)]
    said = source("ph-10")
    assert order == ["Ann", "Cai", "Ben"]
    assert (f"sit round a table in that order, clockwise. So {order[1]} sits on "
            f"{order[0]}'s right") in said
    assert f"play goes {order[0]}, then {order[1]}, then {order[2]}" in said
    assert "anticlockwise" in said and "anticlockwise" in source("ph-06")
    state = worked_round()
    assert f"{NAMES[state.last_round.winners[0]]} wins the round" in output("ph-19")
    # Exercise 3, in the book and on the worksheet
    piles = [cards("5C 3S 4H"), cards("5D 4C 3C"), cards("3H 4S 5S")]
    first = NAMES[round_winners(piles, ["S", "H", "D", "X", "C"]).winners[0]]
    second = NAMES[round_winners(piles, ["S", "H", "D", "C", "X"]).winners[0]]
    assert (first, second) == ("Ben", "Cai")
    assert f"**{first} wins**" in source("ph-37") and f"**{second}**" in source("ph-37")
    assert f"<b>{first} wins</b>" in printables.ANSWERS["3"]
    assert f"<b>{second}</b>" in printables.ANSWERS["3"]
    assert "Ann won 5♣ 3♠ 4♥" in printables.QUESTIONS[2][1]


# --- 12. ruling ids only in the clarifications; no "seeded" ---------------------------

def test_12_ruling_ids_stay_in_the_rule_clarifications():
    for cid, text in markdown_before_clarifications():
        assert not re.search(r"\bPH-\d", text), cid
        assert "seeded" not in text, cid
    assert set(re.findall(r"\bPH-\d", source("ph-45"))) == {f"PH-{n}" for n in range(1, 8)}
    assert "random but repeatable" in source("ph-30")


# --- 13. the lesson plan, the materials and the tally for any number of groups --------

def test_13_plan_groups_and_tally_for_every_class_size():
    # one plan: the lesson pack's (its parts: test_lesson_pack.py), no timing table
    plan = source("ph-44")
    assert not re.findall(r"\| (\d+) min \|", plan)
    assert "Exercises 1–4 for everyone" not in plan
    assert source("ph-44-pack") == "```{lesson-pack} pointy_hats ```"
    # threes, and fours for what is left: the numbers of groups a class of 20-32 makes
    counts = set()
    for pupils in range(20, 33):
        fours = next(b for b in range(9) if (pupils - 4 * b) % 3 == 0)
        counts.add((pupils - 4 * fours) // 3 + fours)
    assert printables.class_groups() == sorted(counts) == [6, 7, 8, 9, 10]
    assert (f"a class of 20 to 32 in threes and fours makes {min(counts)} to {max(counts)} "
            "groups") in source("ph-44-activity")
    # the pooled tally: expected 3N/11, one step sqrt(N 3/11 8/11), two steps either side
    rows = table_rows("ph-44-tally")
    assert [int(r[0]) for r in rows] == sorted(counts)
    for row in rows:
        groups, n = int(row[0]), int(row[1])
        assert n == 20 * groups
        mean = Fraction(3 * n, 11)
        step = sqrt(n * 3 * 8 / 121)
        low, high = -floor(-(mean - 2 * step)), floor(mean + 2 * step)
        assert row[2:] == [fmt.decimal(mean, 1), fmt.decimal(step, 1), f"{low} to {high}"]
    assert ["10", "200", "54.5", "6.3", "42 to 67"] in rows
    # the answer key gives the same expected wins as the chapter's table (one decimal)
    answers = flat(printables.answers().body)
    for row in rows:
        said = f"{row[0]} groups: N = {row[1]}, about {row[2]}, {row[4]}"
        assert said in answers or row[0] == "10", said
    assert "with 10 groups (N = 200) about 54.5." in answers


# --- 14. the extensions: conditions, worked answers, the invert extension -------------

def play_hardest(opponent: tuple[Card, ...], order: tuple[str, ...]) -> list[bool]:
    """The solution's plan for 3♠ 3♥ 3♦ (you deal, spades first): lead 3♠; in trick 2
    play 3♦ under diamonds, else 3♥; then the last card. The opponent plays its cards in
    the order given. Returns which tricks you took."""
    game = PointyHats(2, [cards("3S 3H 3D"), list(opponent)], ["S", *order], dealer=0,
                      target_wins=1)
    for trick in range(3):
        indicator = game.indicators[game.trick_indicator]
        hand = game.hands[0]
        if trick == 0:
            mine = Card("S", 3)
        elif trick == 1:
            mine = Card("D", 3) if indicator == "D" else Card("H", 3)
        else:
            mine = hand[0]
        game.apply(mine)
        game.apply(opponent[trick])
    return [r.winner == 0 for _, _, _, r in game.trick_history]


def test_14_hardest_tree_diagram_answer_by_brute_force():
    unseen = [c for c in DECK if c not in cards("3S 3H 3D")]
    club = Card("C", 3)
    wins, total = Fraction(0), 0
    branch = {k: [0, 0] for k in range(3)}  # when the opponent plays 3♣
    for hand in combinations(unseen, 3):
        for played in permutations(hand):
            for order in permutations("HDCX"):
                won = sum(play_hardest(played, order)) >= 2
                wins += won
                total += 1
                if club in played:
                    branch[played.index(club)][0] += won
                    branch[played.index(club)][1] += 1
    assert wins / total == Fraction(5, 54)
    engine = win_probabilities(PointyHats(2, [cards("3S 3H 3D"), unseen[:3]], list("SHDCX"),
                                          dealer=0, target_wins=1).view(0))
    assert wins / total == max(engine.values())
    assert engine[Card("D", 3)] == Fraction(2, 27)  # the solution's "leading 3♦ is worse"
    assert [Fraction(*branch[k]) for k in range(3)] == [Fraction(1, 2), Fraction(1, 6),
                                                        Fraction(1, 6)]
    assert Fraction(sum(club in h for h in combinations(unseen, 3)),
                    len(list(combinations(unseen, 3)))) == Fraction(1, 3)
    text = source("ph-44-harder")
    for words in ("Two players. You deal, so you lead all three tricks; spades is turned "
                  "up first; you hold 3♠ 3♥ 3♦", "they play one of their cards at random",
                  "Playing as well as you can", "```{admonition} Solution",
                  r"\frac13 \times \frac13 \times \frac56 =",
                  r"Leading 3♦ first is worse ($\frac{2}{27}$)"):
        assert words in text, words
    # "Harder": 4♠ under spades with three players, the invert card among the first three
    assert trick_win_probability(Card("S", 4), "S", 3) == Fraction(21, 55)
    orders = list(permutations(INDICATORS))
    assert Fraction(sum(INVERT in o[:3] for o in orders), len(orders)) == Fraction(3, 5)


def test_14_variant_answers_by_brute_force():
    rows = {r[0]: r[1:] for r in table_rows("ph-44-variant")}
    assert len(rows) == 12
    for card in DECK:
        for col, indicator in enumerate("SHDCX"):
            others = [c for c in DECK if c != card]
            if indicator == INVERT:
                p = sum(Fraction(sum(resolve_trick([(0, card), (1, o)], INVERT, x).winner == 0
                                     for x in SUITS), 4) for o in others) / 11
            else:
                p = Fraction(sum(resolve_trick([(0, card), (1, o)], indicator).winner == 0
                                 for o in others), 11)
            assert rows[str(card)][col] == fmt.fraction(p, 2), (card, indicator)


def test_14_invert_extension_puts_the_king_back():
    # 19/22 needs every king equally likely every time: with the drawn king kept out,
    # a second tie would be settled by one of only three kings.
    assert invert_chance(Card("S", 3), 2, "SHDC") == Fraction(19, 22)
    text = source("ph-44-easier")
    assert "Then put the king back and shuffle the kings" in text
    assert "assumes that every king is equally likely every time" in text
