"""Gingham's saved state, declared once (issue 30): each field read back and checked on its
own (``Gingham.FIELDS``), and what needs several fields refused by name and ruling
(``Gingham._validate``): a tampered save never plays on into a crash."""

import json
import random

import pytest

from pointyrules.core import SetupError
from pointyrules.gingham.rules import PHASE_RULES, Ant, Gingham, Phase, Queen

from .test_rules import AMAYA, SAHIL, play


def reach(phase: Phase, players: int = 3, also=lambda s: True) -> Gingham:
    """The first state of a seeded random game (sugar to spend, so abilities happen)
    in ``phase`` for which ``also`` holds."""
    for seed in range(200):
        s = Gingham.new_game(players, seed=seed, max_rounds=6)
        s.cubes = [4] * players
        pick = random.Random(seed)
        while not s.is_over:
            if s.phase == phase and also(s):
                return s
            s.apply(pick.choice(s.legal_actions()))
        if s.phase == phase and also(s):
            return s
    raise AssertionError(f"no {phase} state found")  # pragma: no cover


def saved(state: Gingham) -> dict:
    return json.loads(state.to_json())


def refused(data: dict) -> SetupError:
    with pytest.raises(SetupError) as err:
        Gingham.from_json(json.dumps(data))
    return err.value


def test_every_phase_has_its_ruling_and_reads_back():
    assert set(PHASE_RULES) == set(Phase)
    for phase in Phase:
        s = reach(phase)
        again = Gingham.from_json(s.to_json())
        assert again == s and again.phase is phase and again.legal_actions() == s.legal_actions()
        assert again.clone() == s


def test_the_landing_holds_its_owner_cell_boost_and_cubes():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": 0, "e3": 2})
    play(s, Queen("S", 4), Ant("d2"))
    assert saved(s)["landing"] == {"owner": 0, "cell": 13, "boost": False, "sugar": False,
                                   "cubes": False}
    data = saved(s)
    data["landing"].update(main=True, captured=False)  # the old format's flags
    assert refused(data).field == "landing"


@pytest.mark.parametrize("field, value", [
    ("stacks", {"02,0": ["pie"]}), ("stacks", {"1,1": ["pie"]}), ("stacks", {"0,0": []}),
    ("stacks", {"0,0": ["pie", "cookie"]}), ("stacks", {"0,0": ["lollipop"]}),
    ("sugar", {"2,2": 3}), ("tokens", {"0,0": 3}), ("phase", "zzz"), ("over", 0),
    ("queens", [["s3", None], [None, None], [None, None]]), ("round_number", 81),
    ("max_rounds", 0), ("ants", [-1] * 99), ("landing", {"owner": 0}),
])
def test_a_field_out_of_its_range_is_refused_by_name(field, value):
    data = saved(Gingham.new_game(3, seed=1))
    data[field] = value
    assert refused(data).field == field


def _move_used(d):
    d["abilities"].remove("move")
    d["abilities"].insert(0, "move")
    d["used"] = "move"


def _break(phase, change):
    data = saved(reach(phase, also=lambda s: s.round_number > 1 and s.turn > 0))
    change(data)
    return refused(data)


@pytest.mark.parametrize("phase, change, field, rule", [
    (Phase.QUEEN, lambda d: d["sugar"].update({min(d["stacks"]): 1}), "sugar", "GI-8"),
    (Phase.QUEEN, lambda d: d["tokens"].update({"0,0": 0, "0,2": 0, "0,4": 0, "0,6": 0,
                                                "0,8": 0, "0,10": 0}), "tokens", "GI-9"),
    (Phase.QUEEN, lambda d: d["supply"].__setitem__(0, 26), "supply", ""),
    (Phase.QUEEN, lambda d: d["abilities"].__setitem__(0, d["abilities"][1]), "abilities",
     "GI-4"),
    (Phase.QUEEN, lambda d: d["order"].__setitem__(0, d["order"][1]), "order", "GI-5/GI-6"),
    (Phase.QUEEN, lambda d: d.update(over=True), "over", "GI-12"),
    (Phase.ANT, lambda d: d.update(used=d["abilities"][1]), "used", "GI-4"),
    (Phase.QUEEN, lambda d: _move_used(d), "used", "GI-11"),
    (Phase.QUEEN, lambda d: d.update(turn=6), "turn", "GI-6"),
    (Phase.QUEEN, lambda d: d.update(landing={"owner": 0, "cell": 0, "boost": False,
                                              "sugar": False, "cubes": False}),
     "landing", "GI-8"),
    (Phase.QUEEN, lambda d: d.update(lifted=[0, 0]), "lifted", "GI-11"),
    (Phase.QUEEN, lambda d: d.update(pushed=[1]), "pushed", "GI-7"),
    (Phase.QUEEN, lambda d: d.update(final=[]), "final", "GI-12"),
    (Phase.QUEEN, lambda d: d.update(end_reason={"kind": "supply_empty"}), "end_reason",
     "GI-12"),
])
def test_fields_that_do_not_fit_together_are_refused_by_name_and_ruling(phase, change, field,
                                                                        rule):
    err = _break(phase, change)
    assert (err.field, err.rule) == (field, rule)


def test_the_queens_fit_the_round():
    s = reach(Phase.ANT, also=lambda s: s.round_number > 1 and s.turn > 0)
    data = saved(s)
    data["side"] = None
    assert (refused(data).field, refused(data).rule) == ("side", "GI-5/GI-6")
    data = saved(s)
    data["side"] = data["old_side"]
    assert refused(data).field == "side"
    data = saved(s)
    seat, q = data["order"][0]
    data["queens"][seat][q] = None
    assert refused(data).field in ("queens", "row_queens")
    data = saved(s)
    data["row_queens"] = data["row_queens"][1:]
    assert (refused(data).field, refused(data).rule) == ("row_queens", "GI-11")
    data = saved(s)
    data["turn"] = 0  # a queen that moved this round would not have moved yet
    assert refused(data).field in ("queens", "side")


def test_a_second_pushed_ant_or_a_supply_without_it_is_refused():
    s = reach(Phase.RETURN)
    data = saved(s)
    data["pushed"] = data["pushed"] * 2
    assert (refused(data).field, refused(data).rule) == ("pushed", "GI-7")
    data = saved(s)
    data["supply"][data["pushed"][0]] = 0
    assert (refused(data).field, refused(data).rule) == ("pushed", "GI-7")
    data = saved(s)
    data["pushed"] = [data["order"][data["turn"]][0]]
    assert refused(data).field in ("pushed", "supply")
    data = saved(s)
    data["pushed"] = []
    assert refused(data).field == "pushed"
    data = saved(s)
    data["ants"] = [0 if a < 0 else a for a in data["ants"]]
    assert refused(data).field in ("phase", "supply")


def test_a_lifted_ant_is_the_move_abilitys():
    s = reach(Phase.DROP)
    data = saved(s)
    data["used"] = None
    assert (refused(data).field, refused(data).rule) == ("lifted", "GI-11")
    data = saved(s)
    data["ants"][data["lifted"][1]] = data["lifted"][0]
    assert refused(data).field in ("lifted", "supply")


def test_a_landing_fits_the_cloth_and_the_turn():
    s = reach(Phase.EFFECTS)
    land = s.landing
    data = saved(s)
    data["ants"][land["cell"]] = -1
    assert (refused(data).field, refused(data).rule) == ("landing", "GI-8")
    data = saved(s)
    data["landing"]["boost"] = True
    data["used"] = None
    assert (refused(data).field, refused(data).rule) == ("landing", "GI-18")
    data = saved(s)
    data["landing"].update(sugar=True, cubes=False)
    assert (refused(data).field, refused(data).rule) == ("landing", "GI-16")


def test_the_end_is_its_reason_and_its_final_scoring():
    s = reach(Phase.OVER)
    data = saved(s)
    data["end_reason"] = {"kind": "supply_empty", "rule": "GI-12"} \
        if data["end_reason"]["kind"] != "supply_empty" else {"kind": "x"}
    assert (refused(data).field, refused(data).rule) == ("end_reason", "GI-12")
    data = saved(s)
    data["final"][0]["sugar"] += 1
    assert (refused(data).field, refused(data).rule) == ("final", "GI-12")
    data = saved(s)
    data["final"][0]["total"] = float(data["final"][0]["total"])  # 1.0 is not 1
    assert refused(data).field == "final"
    data = saved(s)
    data["turn"] = 0
    assert refused(data).field == "turn"


def test_a_setup_names_its_bad_side_and_abilities():
    with pytest.raises(SetupError) as err:
        Gingham(2, {}, old_side="X")
    assert err.value.field == "old_side"
    with pytest.raises(SetupError) as err:
        Gingham(2, {}, abilities=[1, 2, 3, 4, 5])
    assert err.value.field == "abilities"
    with pytest.raises(SetupError) as err:
        Gingham(3, {(0, 0): "pie"}, tokens={(0, 0): AMAYA, (2, 0): SAHIL})
    assert (err.value.field, err.value.rule) == ("tokens", "GI-9")
