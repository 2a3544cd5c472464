"""The Rice Dice lesson (issue 17): the errors the chapter had, fixed and kept fixed;
the worked round it tells; the printables it hands out."""

import json
import re
from fractions import Fraction

from pointyrules.printables import Sheet
from pointyrules.rice_dice import strategy
from pointyrules.rice_dice.bots import OneTurnBot
from pointyrules.rice_dice.odds import keep_value, turn_advice
from pointyrules.rice_dice.printables import CARD_MM, sheets
from pointyrules.rice_dice.rules import DEFAULT_DIE, Lock, Roll, Stop

from ..conftest import ROOT
from .helpers import table, turn

BOWL = ["U", 6, "R", "R"]


def chapter_text() -> str:
    nb = json.loads((ROOT / "book" / "rice_dice.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")


def one_die_left_with_u6rr(centre):
    """Cards ``centre`` face up, none held; umeboshi, 6, rice, rice set aside."""
    state = table(3, centre=centre)
    return turn(state, "U R R 5 6", "U", "R R 4 6", "Rx2", "6 5", "6")


def test_the_expectation_player_stops_early_with_cards_1_to_8():
    # The chapter once said the expectation-maximising player never stops early while a
    # bust costs nothing of their own (RD-5: a centre card goes). Cards 1-8 face up and
    # U 6 R R set aside: stopping takes 6 + 5 = 11 (RD-4); rolling the last die busts on
    # U or 6 (RD-2) and otherwise takes 15, so 4/6 x 15 = 10.
    assert keep_value(BOWL, [], range(1, 9)).net == 11
    assert keep_value(BOWL, None, range(1, 9)).net == 11  # the best is to stop
    state = one_die_left_with_u6rr(range(1, 9))
    advice = turn_advice(state)
    options = {type(o.action): o for o in advice.options}
    assert options[Stop].net == 11 and options[Roll].net == 10
    assert isinstance(advice.best.action, Stop)
    assert isinstance(OneTurnBot().choose(state), Stop)


def test_on_a_full_board_the_same_bowl_rolls_on():
    # Exercise 5: all twelve face up, rolling the last die is worth 70/6 = 35/3 > 11.
    assert keep_value(BOWL, [], range(1, 13)).net == 11
    assert keep_value(BOWL, None, range(1, 13)).net == Fraction(35, 3)
    state = one_die_left_with_u6rr(range(1, 13))
    assert isinstance(turn_advice(state).best.action, Roll)


def test_the_chapter_no_longer_claims_never_stopping_and_names_the_one_turn_bot():
    text = chapter_text()
    assert not re.search(r"never stops? early", text)
    assert "current turn only" in text  # the one-turn bot maximises this turn's points
    assert "scipy" not in text.lower()
    # SymPy appears once, in the one shown cell that writes the bust chance as a formula
    code = [c for c in json.loads((ROOT / "book" / "rice_dice.ipynb").read_text(
        encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    uses = ["".join(c["source"]) for c in code if "sympy" in "".join(c["source"])]
    assert len(uses) == 1 and uses[0].startswith("# Shown:")


def test_the_worked_round_has_a_theft_a_bust_and_a_lock():
    state = table(3, centre=[1, 2, 4, 5, 6, 7, 9, 11], provisional=[[10], [8, 3], [12]])
    turn(state, "U R 4 4 6", "U", "R 4 4 5", "4", "R 6", "R", "R", "R")
    state.apply(Stop())
    assert state.provisional[0] == {10, 8, 7} and state.provisional[1] == {3}  # theft (RD-4)
    turn(state, "U R 5 5 6", "U", "R 4 5 5", "5", "U 5")  # nothing legal: bust (RD-2)
    assert state.provisional[1] == set() and 3 in state.removed  # RD-5
    assert state.turn == 2
    state.apply(Lock(12))  # RD-6
    assert state.locked[2] == {12} and state.turn == 0


def test_printables_answer_every_worksheet_exercise_and_cut_twelve_cards():
    by_kind = {s.kind: s for s in sheets()}
    assert set(by_kind) == {"aid", "worksheet", "answers", "components"}
    assert all(isinstance(s, Sheet) and s.game == "rice_dice" for s in by_kind.values())
    asked = re.findall(r"<h3>(Exercise \d+)", by_kind["worksheet"].body)
    answered = re.findall(r"<h2>(Exercise \d+)</h2>", by_kind["answers"].body)
    assert len(asked) >= 5 and asked == answered
    assert "Activity" in by_kind["answers"].body and "3125/7776" in by_kind["answers"].body
    assert "Name:" in by_kind["worksheet"].body and "pr-lines" in by_kind["worksheet"].body
    components = by_kind["components"].body
    assert "pr-cut-grid" in components and f"width:{CARD_MM[0]}mm" in components
    cards = re.findall(r'aria-label="side-dish card (\d+)"', components)
    assert cards == [str(n) for n in range(1, 13)]


def test_the_stop_map_the_one_turn_player_always_stops_the_expert_rolls_when_behind():
    # The chapter's map (Playing to win the game): umeboshi, 6, rice set aside, two dice
    # left, the 12 provisional (a bust costs it, RD-5), cards 1..k in the centre.
    plan = strategy.turn_plan((DEFAULT_DIE,) * 5)
    node = plan.index[(("U", "R", 6), (DEFAULT_DIE,) * 2)]

    def expert_rolls(left, lead):
        locked = lead - 12
        table = strategy.Table(strategy.mask(range(1, left + 1)), (strategy.mask([12]), 0),
                               (max(locked, 0), max(-locked, 0)), 0, 0)
        ends, _, roll = strategy.turn_values(table, plan, 2)
        return roll[node] > ends[plan.ending[node]] + 1e-9

    for left in range(1, 12):
        board = [*range(1, left + 1), 12]
        stop = keep_value(["U", 6, "R"], [], board, own=[12]).net
        assert keep_value(["U", 6, "R"], None, board, own=[12]).net == stop  # one-turn stops
    assert all(expert_rolls(11, lead) for lead in range(-30, -3))
    assert not any(expert_rolls(11, lead) for lead in range(0, 31))
