"""A saved Rice Dice state: each way to tamper with it is refused by field and ruling.

The property test (tests/test_saved_state.py) tampers at random; these cases name every
check of ``RiceDice._validate`` and of its declared fields once, so a check that is
dropped or loosened fails here by name.
"""

import json

import pytest

from pointyrules.core import SetupError
from pointyrules.rice_dice.rules import RiceDice

from .helpers import keep, roll, table


def saved() -> dict:
    """Seat 0 has rolled U R R 5 6 and set the umeboshi aside (RD-2); Ben holds 12."""
    state = keep(roll(table(3, centre=list(range(1, 12)), provisional=[[], [12], []]),
                      "U R R 5 6"), "U")
    return json.loads(state.to_json())


def test_the_saved_state_reads_back_as_it_was():
    data = saved()
    assert json.loads(RiceDice.from_json(json.dumps(data)).to_json()) == data


def _set(**changes):
    def change(d):
        d.update(changes)
    return change


@pytest.mark.parametrize("change, field, words, rule", [
    (_set(num_players=6), "num_players", "for 2-5 players", "RD-7"),
    (_set(dice=[["U", "R", "R", 4, 5, 6]] * 40), "dice", "played with 5 dice", "RD-1"),
    (_set(dice=[["U", "R", "R", 4, 5, 7]] * 5), "dice", "7 is not a face", "RD-1"),
    (_set(turn=3), "turn", "a seat 0..2", ""),
    (_set(first_player=-1), "first_player", "a seat 0..2", ""),
    (_set(phase="zzz"), "phase", "one of start, roll, choose, decide", ""),
    (_set(centre=[1, 13]), "centre", "got 13", "RD-6"),
    (_set(centre=[1, 1]), "centre", "no item twice", ""),
    (_set(provisional=[[], [12]]), "provisional", "a list of 3 items", ""),
    (_set(locked=[[1], [], []]), "provisional", "card 1 is in two places", "RD-6"),
    (_set(kept=[[0, "U"], [1, "U"]]), "kept", "only one umeboshi", "RD-2"),
    (_set(kept=[[0, 2]]), "kept", "die 0 has no face 2", "RD-1"),
    (_set(kept=[[0, "U"], [0, "R"]]), "kept", "set aside twice", "RD-2"),
    (_set(kept=[[5, "U"]]), "kept", "from 0 to 4", ""),
    (_set(rolled=[[0, "R"]]), "kept", "both set aside and rolled", "RD-2"),
    (_set(phase="start"), "phase", "phase start does not fit", "RD-2"),
    (_set(phase="choose"), "phase", "phase choose does not fit", "RD-2"),
    (_set(phase="choose", rolled=[[1, "R"], [2, 4], [3, 5]]), "phase", "does not fit", "RD-2"),
    (_set(phase="choose", rolled=[[1, "U"], [2, "U"], [3, "U"], [4, "U"]]), "phase",
     "does not fit", "RD-2"),
    (_set(phase="roll", kept=[[p, "U" if p == 0 else "R"] for p in range(5)]), "phase",
     "does not fit", "RD-2"),
    (_set(over=True), "over", "whether the centre is empty", "RD-6"),
    (_set(centre=[], provisional=[list(range(1, 12)), [12], []], phase="decide"), "over",
     "whether the centre is empty", "RD-6"),
    (_set(turns_played=-1), "turns_played", "from 0", ""),
    (_set(extra=1), "extra", "no field 'extra'", ""),
])
def test_a_tampered_state_is_refused_by_field_and_ruling(change, field, words, rule):
    data = saved()
    change(data)
    with pytest.raises(SetupError) as err:
        RiceDice.from_json(json.dumps(data))
    assert (err.value.field, err.value.rule) == (field, rule) and words in str(err.value)


def test_an_over_game_at_a_turn_start_reads_back():
    data = saved()
    data.update(centre=[], provisional=[list(range(1, 12)), [12], []], kept=[], phase="start",
                over=True)
    assert RiceDice.from_json(json.dumps(data)).is_over


@pytest.mark.parametrize("change, field, message", [
    (_set(kept=[[0, "X"]]), "kept",
     "kept[0][1] must be a face: U, R or a sesame 2-6, got 'X' (RD-1)"),
    (_set(kept=[[0, 4.0]]), "kept",
     "kept[0][1] must be a face: U, R or a sesame 2-6, got 4.0 (RD-1)"),
    (_set(dice="x"), "dice", "dice must be a list of dice, got 'x'"),
    (_set(kept=[[0, "U"], [1, "U"]]), "kept", "kept: only one umeboshi is set aside"),
    (_set(kept=[[0, "U"], [0, "R"]]), "kept",
     "a die is both set aside and rolled, or set aside twice"),
    (_set(over=True), "over", "over must say whether the centre is empty"),
    (_set(rolled=[[1, 2]], phase="choose"), "rolled", "rolled: die 1 has no face 2"),
    (_set(phase="decide", rolled=[[1, "R"]]), "phase",
     "phase decide does not fit the dice set aside and rolled"),
])
def test_a_tampered_state_is_refused_in_these_words(change, field, message):
    data = saved()
    change(data)
    with pytest.raises(SetupError) as err:
        RiceDice.from_json(json.dumps(data))
    assert (err.value.field, str(err.value)) == (field, message)


def test_a_setup_is_refused_by_field_and_ruling():
    with pytest.raises(SetupError) as err:
        RiceDice(6)
    assert (err.value.field, err.value.rule, str(err.value)) == (
        "num_players", "RD-7", "Rice Dice is for 2-5 players (RD-7), got 6")
    with pytest.raises(SetupError) as err:
        RiceDice(3, dice=[("U", "R", "R", 4, 5, 6)] * 4)
    assert (err.value.field, err.value.rule, str(err.value)) == (
        "dice", "RD-1", "Rice Dice is played with 5 dice (RD-1), got 4")
    for name in ("provisional", "locked"):
        with pytest.raises(SetupError) as err:
            RiceDice(3, centre=[1], **{name: [[13], [], []]})
        assert (err.value.field, str(err.value)) == (
            name, f"{name} must be cards 1-12, got 13 (RD-6)")
    with pytest.raises(SetupError) as err:
        RiceDice(3, provisional=[[], []])
    assert (err.value.field, str(err.value)) == (
        "provisional", "provisional needs one pile per player (3)")


def test_rd4_a_take_records_whose_provisional_cards_it_took():
    """The engine records where each taken card came from; the words say it."""
    from pointyrules.rice_dice.rules import Stop

    from .helpers import roll as roll_
    state = keep(roll_(table(3, centre=[1, 2], provisional=[[], [6], []]), "U R R 6 4"), "U")
    state = keep(roll_(state, "R R 6 4"), 6)
    state = keep(roll_(state, "R R 4"), "R", 1)
    state.apply(Stop())
    event = state.log[-1]
    assert (event.kind, event.data["stolen"]) == (
        "take_stolen", [{"kind": "stolen_from", "victim": 1, "cards": [6]}])
    assert str(event).endswith("(from Ben's provisional cards)"), str(event)
    again = RiceDice.from_json(state.to_json())
    assert str(again.log[-1]) == str(event)
