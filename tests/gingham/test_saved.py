"""Gingham's saved state, declared once (issue 30): each field read back and checked on its
own (``Gingham.FIELDS``), and what needs several fields refused by name and ruling
(``Gingham._validate``): a tampered save never plays on into a crash."""

import json
import random

import pytest

from pointyrules.core import SetupError
from pointyrules.gingham.board import Row
from pointyrules.gingham.rules import PHASE_RULES, Ant, Gingham, Lift, Phase, Queen

from .test_rules import ALEX, AMAYA, SAHIL, play


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


# --- every refusal, word for word ----------------------------------------------------------
# Explicit positions (not random games), so each sentence below names known seats and rows.
STACKS = {(0, 0): "pie", (4, 0): "pie", (2, 2): "cookie", (4, 2): "cookie"}
CELL = Gingham(3, {}).b.index  # a cell's index from its name ("d2" -> 13)
BOOST_ON_TOP = ["boost", "own_row", "opp_row", "stitch", "move"]


def _start() -> Gingham:
    """Round 1, the lead queen to move (no side chosen yet)."""
    return Gingham(3, STACKS)


def _round_two() -> Gingham:
    """Round 2, its first queen to move: every queen on the old side W (GI-6)."""
    return Gingham(3, STACKS, queens={"W1": [0, 1], "W2": [2, 0], "W3": [1, 2]},
                   round_number=2)


def _queen() -> Gingham:
    """Round 2, turn 1: seat 0's queen 0 led to S5 (side S); seat 1's queen 0 to move."""
    return play(_round_two(), Queen("S", 5), Ant("e5"))


def _ant() -> Gingham:
    """Round 2, turn 1: seat 1's queen 0 on S6, an ant to place."""
    return play(_queen(), Queen("S", 6))


def _effects() -> Gingham:
    """Seat 0's ant on d2 links two cookies: its effects to resolve."""
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": 0, "e3": 2})
    return play(s, Queen("S", 4), Ant("d2"))


def _drop() -> Gingham:
    """Seat 0 lifted seat 1's ant from d2 with the move ability (GI-11)."""
    s = Gingham(3, {(0, 0): "pie"}, ants={"d2": 1}, cubes=[3, 0, 0])
    return play(s, Queen("S", 4), Lift("d2"))


def _return() -> Gingham:
    """Seat 1 (turn 1) pushed out seat 2's ant on e3: she puts it back (GI-7)."""
    s = Gingham(3, {}, ants={"e3": AMAYA})
    play(s, Queen("S", 1), Ant("a1"))
    return play(s, Queen("S", 5), Ant("e3"))


def _over() -> Gingham:
    """A round limit of 1 (GI-15) reached; seat 1's token on the (0,0) pie."""
    s = Gingham(3, STACKS, tokens={(0, 0): SAHIL}, max_rounds=1)
    for row in range(2, 8):  # seats 0, 1, 2, 0, 1, 2: one ant each on the S rows' first cells
        play(s, Queen("S", row), Ant(f"{'abcdefghij'[row - 1]}1"))
    return s


BASES = {"start": _start, "round_two": _round_two, "queen": _queen, "ant": _ant,
         "effects": _effects, "drop": _drop, "return": _return, "over": _over}


def test_the_positions_the_refusals_start_from_are_valid():
    for name, make in BASES.items():
        s = make()
        assert Gingham.from_json(s.to_json()) == s, name
        assert s.phase == ("queen" if name in ("start", "round_two") else name), name
    assert (_queen().turn, _ant().turn, _return().turn, _over().turn) == (1, 1, 1, 6)
    assert (_drop().lifted, _effects().landing["cell"]) == ((SAHIL, CELL["d2"]), CELL["d2"])
    assert _over().end_reason == {"kind": "round_limit", "rounds": 1, "rule": "GI-15"}


def _set(path, value):
    """Set one place of the saved JSON (a key or an index at each step)."""
    def change(data):
        *where, last = path
        for p in where:
            data = data[p]
        data[last] = value
    return change


def _then(*changes):
    def change(data):
        for c in changes:
            c(data)
    return change


def _move_queen(seat, q, row):
    """Move one queen to ``row`` (or off the cloth), keeping row_queens in step."""
    def change(data):
        data["queens"][seat][q] = row
        rows = [[r, [sq for sq in v if sq != [seat, q]]] for r, v in data["row_queens"]]
        data["row_queens"] = [r for r in rows if r[1]] + ([[row, [[seat, q]]]] if row else [])
    return change


def _fill(seat, keep=()):
    """Seat ``seat``'s ants on every empty cell but those in ``keep``."""
    def change(data):
        data["ants"] = [seat if a < 0 and i not in keep else a
                        for i, a in enumerate(data["ants"])]
    return change


KEYS = 'sweet intersections "x,y" (both even, GI-1)'
LANDING_ONLY = "landing is the ant whose effects are resolved, in the effects phase only (GI-8)"
LIFTED_ONLY = "lifted is the ant being moved, in the drop phase only (GI-11)"
ONE_PUSHED = "pushed holds the one ant a turn's ant pushed out, until it is put back (GI-7)"
MOVE_LIFTS = ("lifted: the move ability lifts an ant from the queen's row, leaving its cell "
              "and another empty (GI-11/GI-18)")
BOOSTED = "landing: only the active player's ant placed with the boost ability is boosted (GI-18)"
WHY_ENDED = "end_reason must be why the game ended (GI-12/GI-15)"
ROW_NAME = "queens[0][0] must be a row name: a side S, W, N or E and a number 1-10, got "
SWEETS_3P = "one or more sweets of one type of cookie, cherry, cupcake, pie"


@pytest.mark.parametrize("base, change, message, field, rule", [
    # the fields' own codecs (Gingham.FIELDS and the loaders above it)
    ("start", _set(("num_players",), 5), "Gingham is for 2-4 players (GI-1), got 5",
     "num_players", "GI-1"),
    ("start", _set(("max_rounds",), 0), "max_rounds must be a whole number from 1, got 0 (GI-15)",
     "max_rounds", "GI-15"),
    ("start", _set(("round_number",), 81),
     "round_number must be a whole number from 1 to 80, got 81 (GI-15)", "round_number", "GI-15"),
    ("start", _set(("stacks",), {"1,1": ["pie"]}),
     f"stacks must be an object whose keys are {KEYS}, got '1,1' (GI-1)", "stacks", "GI-1"),
    ("start", _set(("tokens",), {"10,12": 0}),
     f"tokens must be an object whose keys are {KEYS}, got '10,12' (GI-1)", "tokens", "GI-1"),
    ("start", _set(("stacks",), {"02,0": ["pie"]}),
     f"stacks must be an object whose keys are {KEYS}, got '02,0'", "stacks", ""),
    ("start", _set(("stacks", "0,0"), 5), f"stacks.0,0 must be {SWEETS_3P}, got 5 (GI-1)",
     "stacks", "GI-1"),
    ("start", _set(("stacks", "0,0"), []), f"stacks.0,0 must be {SWEETS_3P}, got [] (GI-1)",
     "stacks", "GI-1"),
    ("start", _set(("stacks", "0,0"), ["lollipop"]),
     f"stacks.0,0 must be {SWEETS_3P}, got ['lollipop'] (GI-1)", "stacks", "GI-1"),
    ("start", _set(("stacks", "0,0"), ["pie", "cookie"]),
     f"stacks.0,0 must be {SWEETS_3P}, got ['pie', 'cookie'] (GI-1)", "stacks", "GI-1"),
    ("start", _set(("sugar",), {"2,2": 3}),
     "sugar.2,2 must be a whole number from 1 to 2, got 3 (GI-3)", "sugar", "GI-3"),
    ("start", _set(("tokens",), {"0,0": 3}), "tokens.0,0 must be a seat 0..2, got 3", "tokens",
     ""),
    ("start", _set(("ants", 0), 3), "ants[0] must be a whole number from -1 to 2, got 3", "ants",
     ""),
    ("start", _set(("supply", 0), 27), "supply[0] must be a whole number from 0 to 26, got 27",
     "supply", ""),
    ("start", _set(("abilities", 0), "fly"),
     "abilities[0] must be one of own_row, opp_row, stitch, boost, move, got 'fly' (GI-4)",
     "abilities", "GI-4"),
    ("start", _set(("used",), "fly"),
     "used must be one of own_row, opp_row, stitch, boost, move, got 'fly' (GI-11)", "used",
     "GI-11"),
    ("start", _set(("turn",), 7), "turn must be a whole number from 0 to 6, got 7", "turn", ""),
    ("start", _set(("side",), "s"), "side must be one of S, W, N, E, got 's' (GI-2)", "side",
     "GI-2"),
    ("start", _set(("queens", 0, 0), "None"), ROW_NAME + "'None' (GI-2)", "queens", "GI-2"),
    ("start", _set(("queens", 0, 0), 5), ROW_NAME + "5 (GI-2)", "queens", "GI-2"),
    ("start", _set(("queens", 0, 0), "X3"), ROW_NAME + "'X3' (GI-2)", "queens", "GI-2"),
    ("start", _set(("queens", 0, 0), "s3"), ROW_NAME + "'s3' (GI-2)", "queens", "GI-2"),
    ("start", _set(("queens", 0, 0), "S11"), ROW_NAME + "'S11' (GI-2)", "queens", "GI-2"),
    ("round_two", _set(("row_queens", 0, 0), "W2"), "row_queens must be a list with each row "
     "once, got [['W2', [[0, 0], [1, 0]]], ['W2', [[2... (GI-11)", "row_queens", "GI-11"),
    ("round_two", _set(("row_queens", 0, 1), []),
     "row_queens[0][1] must be a list of 1 to 2 items, got []", "row_queens", ""),
    ("round_two", _set(("row_queens", 0, 1), [[0, 0], [1, 0], [2, 0]]),
     "row_queens[0][1] must be a list of 1 to 2 items, got [[0, 0], [1, 0], [2, 0]]",
     "row_queens", ""),
    ("start", _set(("phase",), "zzz"),
     "phase must be one of queen, ant, drop, effects, return, over, got 'zzz'", "phase", ""),
    ("start", _set(("landing",), {"owner": 0}), "landing must be an object with the keys owner, "
     "cell, boost, sugar, cubes, got {'owner': 0}", "landing", ""),
    ("start", _set(("lifted",), [0, 100]), "lifted[1] must be a whole number from 0 to 99, "
     "got 100", "lifted", ""),
    ("start", _set(("pushed",), [3]), "pushed[0] must be a seat 0..2, got 3", "pushed", ""),
    ("start", _set(("final",), "x"), "final must be a list, got 'x' (GI-12)", "final", "GI-12"),
    ("start", _set(("end_reason",), []), "end_reason must be an object, got [] (GI-12)",
     "end_reason", "GI-12"),
    ("start", _set(("over",), 0), "over must be true or false, got 0", "over", ""),
    # the turn (GI-6, GI-12)
    ("queen", _set(("over",), True),
     "over is true exactly in the phase over (GI-12), not in queen", "over", "GI-12"),
    ("queen", _set(("phase",), "over"),
     "over is true exactly in the phase over (GI-12), not in over", "over", "GI-12"),
    ("queen", _set(("turn",), 6), "a round's last turn ends it (GI-6)", "turn", "GI-6"),
    ("over", _set(("turn",), 5), "a game ends at the end of a round (GI-12)", "turn", "GI-12"),
    # the queens and the turn order (GI-5, GI-6, GI-11)
    ("queen", _set(("order", 0), [1, 0]), "order must list every queen once (GI-5/GI-6)",
     "order", "GI-5/GI-6"),
    ("queen", lambda d: d["row_queens"].pop(),
     "row_queens must list each queen in the row it is in (GI-11)", "row_queens", "GI-11"),
    ("start", _set(("side",), "S"), "side is chosen by the round's first queen (GI-5/GI-6)",
     "side", "GI-5/GI-6"),
    ("ant", _set(("side",), None), "side is chosen by the round's first queen (GI-5/GI-6)",
     "side", "GI-5/GI-6"),
    ("queen", _set(("side",), "W"), "the lead queen leaves the old side W (GI-6)", "side",
     "GI-6"),
    ("queen", _move_queen(0, 0, None),
     "seat 0's queen 0 has moved this round, so it must be on side S (GI-5/GI-6)", "queens",
     "GI-5/GI-6"),
    ("queen", _move_queen(0, 0, "N5"),
     "seat 0's queen 0 has moved this round, so it must be on side S (GI-5/GI-6)", "queens",
     "GI-5/GI-6"),
    ("queen", _move_queen(1, 0, "N1"),
     "seat 1's queen 0 has not moved this round, so it must be on the old side W (GI-6)", "queens",
     "GI-6"),
    # what each phase holds (GI-7, GI-8, GI-11, GI-14, GI-16, GI-18)
    ("queen", _set(("landing",), {"owner": 0, "cell": 0, "boost": False, "sugar": False,
                                  "cubes": False}), LANDING_ONLY, "landing", "GI-8"),
    ("effects", _set(("landing",), None), LANDING_ONLY, "landing", "GI-8"),
    ("queen", _set(("lifted",), [0, 0]), LIFTED_ONLY, "lifted", "GI-11"),
    ("drop", _set(("lifted",), None), LIFTED_ONLY, "lifted", "GI-11"),
    ("return", _set(("pushed",), [AMAYA, AMAYA]), ONE_PUSHED, "pushed", "GI-7"),  # two
    ("queen", _set(("pushed",), [AMAYA]), ONE_PUSHED, "pushed", "GI-7"),  # in another phase
    ("return", _set(("pushed",), []), ONE_PUSHED, "pushed", "GI-7"),  # none to put back
    ("return", _set(("pushed",), [SAHIL]),
     "an ant pushes out another player's ant, not its own (GI-7)", "pushed", "GI-7"),
    ("return", _fill(ALEX), "a pushed-out ant with no empty cell stays in its supply (GI-14)",
     "phase", "GI-14"),
    ("queen", _set(("used",), "own_row"),
     "an ability is used during a turn, and forgotten at its end (GI-11)", "used", "GI-11"),
    ("over", _set(("used",), "own_row"),
     "an ability is used during a turn, and forgotten at its end (GI-11)", "used", "GI-11"),
    ("drop", _set(("used",), None), MOVE_LIFTS, "lifted", "GI-11"),  # not the move ability
    ("drop", _set(("ants", CELL["d2"]), SAHIL), MOVE_LIFTS, "lifted", "GI-11"),  # cell taken
    ("drop", _fill(ALEX, keep=[CELL["d2"]]), MOVE_LIFTS, "lifted", "GI-11"),  # no other empty
    ("drop", _set(("lifted", 1), CELL["a1"]), MOVE_LIFTS, "lifted", "GI-11"),  # not row S4
    ("effects", _set(("ants", CELL["d2"]), AMAYA), "landing: the landed ant is on its cell (GI-8)",
     "landing", "GI-8"),
    ("effects", _set(("landing", "boost"), True), BOOSTED, "landing", "GI-18"),  # not paid
    ("effects", _then(_set(("landing", "boost"), True), _set(("landing", "owner"), AMAYA),
                      _set(("ants", CELL["d2"]), AMAYA), _set(("used",), "boost"),
                      _set(("abilities",), BOOST_ON_TOP)), BOOSTED, "landing", "GI-18"),
    ("effects", _set(("landing", "sugar"), True),
     "landing: a cube is taken only where cubes lay as the ant landed (GI-16)", "landing",
     "GI-16"),
    ("effects", _set(("landing", "cubes"), True),  # cubes by d2 as it landed, but none now
     "landing: cubes beside the landed ant, not yet taken, are still on the cloth (GI-16)",
     "landing", "GI-16"),
    # the pieces (GI-4, GI-7, GI-8, GI-9) and the ants each player has
    ("start", _set(("sugar",), {"0,0": 1}),
     "sugar lies only where a stack has left (GI-8), not on the stack at (0, 0)", "sugar",
     "GI-8"),
    ("start", _set(("tokens",), {"2,0": ALEX}),
     "a capture token sits on a stack (GI-9); (2, 0) has none", "tokens", "GI-9"),
    ("start", _set(("tokens",), {"0,0": SAHIL, "4,0": SAHIL}),
     "seat 1 has two capture tokens on pie stacks; one per player and type (GI-9)", "tokens",
     "GI-9"),
    ("queen", _set(("supply", ALEX), 26),
     "seat 0 has 27 ants on the cloth and in supply; each player has 26", "supply", ""),
    ("drop", _set(("supply", SAHIL), 26),  # 25 in supply, 1 lifted: the lifted ant counts
     "seat 1 has 27 ants on the cloth and in supply; each player has 26", "supply", ""),
    ("return", _set(("supply", AMAYA), 0),
     "seat 2's pushed-out ant waits in its supply, which is empty (GI-7)", "pushed", "GI-7"),
    ("start", _set(("abilities",), ["move"] * 5), "abilities must order all five of "
     "('own_row', 'opp_row', 'stitch', 'boost', 'move') (GI-4)", "abilities", "GI-4"),
    ("drop", _set(("abilities",), ["own_row", "move", "opp_row", "stitch", "boost"]),
     "the ability used this turn (move) goes to the top of the ability board (GI-4)", "used",
     "GI-4"),
    # the end (GI-12, GI-15)
    ("queen", _set(("final",), []), "final is set when the game is over (GI-12)", "final",
     "GI-12"),
    ("queen", _set(("end_reason",), {"kind": "supply_empty", "rule": "GI-12"}),
     "end_reason is set when the game is over (GI-12)", "end_reason", "GI-12"),
    ("queen", _then(_set(("final",), []), _set(("end_reason",), {"kind": "supply_empty"})),
     "final is set when the game is over (GI-12)", "final", "GI-12"),
    ("over", _set(("max_rounds",), 2), WHY_ENDED, "end_reason", "GI-12"),  # no reason to end
    ("over", _then(_set(("max_rounds",), 2), _set(("end_reason",), None)), WHY_ENDED,
     "end_reason", "GI-12"),
    ("over", _set(("end_reason", "rule"), "GI-12"), WHY_ENDED, "end_reason", "GI-12"),
    ("over", _set(("end_reason",), None), WHY_ENDED, "end_reason", "GI-12"),
    ("over", _set(("final", 0, "sugar"), 1),
     "final must be the final scoring of the cloth (GI-12)", "final", "GI-12"),
])
def test_a_tampered_saved_state_is_refused_in_these_words(base, change, message, field, rule):
    """Each check's sentence, field and ruling, word for word (what an API user reads)."""
    data = saved(BASES[base]())
    change(data)
    err = refused(data)
    assert (str(err), err.field, err.rule) == (message, field, rule)


@pytest.mark.parametrize("base, change", [
    ("effects", _set(("pushed",), [SAHIL])),  # an ant pushed out waits for the effects
    ("return", _set(("supply", AMAYA), 1)),  # the pushed-out ant is the one in her supply
    ("effects", _then(_set(("landing", "boost"), True), _set(("used",), "boost"),
                      _set(("abilities",), BOOST_ON_TOP))),  # the active player's boost
    ("effects", _then(_set(("landing", "cubes"), True),  # GI-16: taken, the last one
                      _set(("landing", "sugar"), True))),
    # the end's records as any JSON writer may order their keys (read as the same value)
    ("over", lambda data: data.update(end_reason=dict(reversed(data["end_reason"].items())))),
    ("over", lambda data: data.update(final=[dict(reversed(f.items())) for f in data["final"]])),
])
def test_a_saved_state_at_the_edge_of_a_check_is_accepted(base, change):
    data = saved(BASES[base]())
    change(data)
    s = Gingham.from_json(json.dumps(data))
    assert Gingham.from_json(s.to_json()) == s


def test_the_move_ability_leaves_exactly_two_empty_cells_on_a_nearly_full_cloth():
    """GI-11/GI-18: one empty cell before the lift, two after it; one fewer is refused."""
    ants = {name: (i * 3) % 4 for i, name in enumerate(sorted(CELL)) if name != "j10"}
    s = play(Gingham(4, {}, ants=ants, cubes=[3, 0, 0, 0]), Queen("S", 4))
    play(s, Lift("d2"))
    assert s.phase == "drop" and s.ants.count(-1) == 2
    assert Gingham.from_json(s.to_json()) == s
    data = saved(s)
    data["ants"][CELL["j10"]] = 0
    err = refused(data)
    assert (str(err), err.field, err.rule) == (MOVE_LIFTS, "lifted", "GI-11")


PICTURE = "\n".join([". " * 10] * 9)
QUEENS = {"S1": [0, 1], "S2": [2, 0], "S3": [1, 2]}
STACK_TYPES = "one or more sweets of one type of ('cookie', 'cherry', 'cupcake', 'pie')"
ONE_SIDE = "queens: give both queens of every player, all on one side"


@pytest.mark.parametrize("make, message, field, rule", [
    (lambda: Gingham(5, {}), "Gingham is for 2-4 players (GI-1), got 5", "num_players", "GI-1"),
    (lambda: Gingham.new_game(1), "Gingham is for 2-4 players (GI-1), got 1", "num_players",
     "GI-1"),
    (lambda: Gingham(3, {}, max_rounds=0),
     "max_rounds must be a whole number from 1, got 0 (GI-15)", "max_rounds", "GI-15"),
    (lambda: Gingham(3, {}, round_number=7, max_rounds=6),
     "round_number must be a whole number from 1 to 6, got 7 (GI-15)", "round_number", "GI-15"),
    (lambda: Gingham(3, {}, round_number=0, max_rounds=None),
     "round_number must be a whole number from 1, got 0 (GI-15)", "round_number", "GI-15"),
    (lambda: Gingham(3, {(1, 1): "pie"}), "(1, 1) is not a sweet intersection of the 10 x 10 "
     "board (both coordinates even, GI-1)", "stacks", "GI-1"),
    (lambda: Gingham(2, {(10, 0): "pie"}), "(10, 0) is not a sweet intersection of the 8 x 8 "
     "board (both coordinates even, GI-1)", "stacks", "GI-1"),
    (lambda: Gingham(3, {(0, 0): ("pie", 0)}), f"the stack at (0, 0) must be {STACK_TYPES}, "
     "got []", "stacks", "GI-1"),
    (lambda: Gingham(3, {(0, 0): "lollipop"}), f"the stack at (0, 0) must be {STACK_TYPES}, "
     "got ['lollipop']", "stacks", "GI-1"),
    (lambda: Gingham(3, {(0, 0): ["pie", "cookie"]}), f"the stack at (0, 0) must be "
     f"{STACK_TYPES}, got ['pie', 'cookie']", "stacks", "GI-1"),
    (lambda: Gingham(3, {(0, 0): ("pie", "cookie")}), f"the stack at (0, 0) must be "
     f"{STACK_TYPES}, got ['pie', 'cookie']", "stacks", "GI-1"),  # not (type, height)
    (lambda: Gingham(3, {}, sugar={(1, 1): 1}),
     "sugar must lie on a sweet intersection (GI-1), got (1, 1)", "sugar", "GI-1"),
    (lambda: Gingham(3, {}, sugar={(2, 2): 3}),
     "sugar[(2, 2)] must be a whole number from 1 to 2, got 3 (GI-3)", "sugar", "GI-3"),
    (lambda: Gingham(3, {(0, 0): "pie"}, tokens={(0, 0): 3}),
     "tokens[(0, 0)] must be a seat 0..2, got 3", "tokens", ""),
    (lambda: Gingham(3, {}, ants={"k1": 0}), "ants: 'k1' -> 0 is not a cell and a seat", "ants",
     ""),
    (lambda: Gingham(3, {}, ants={"a1": True}), "ants: 'a1' -> True is not a cell and a seat",
     "ants", ""),
    (lambda: Gingham(3, {}, ants={"a1": -1}), "ants: 'a1' -> -1 is not a cell and a seat",
     "ants", ""),
    (lambda: Gingham(3, {}, ants={"a1": 3}), "ants: 'a1' -> 3 is not a cell and a seat", "ants",
     ""),
    (lambda: Gingham(3, {}, ants=PICTURE),
     "an ant picture needs 10 lines of 10 marks ('.' or a seat)", "ants", "GI-1"),  # 9 lines
    (lambda: Gingham(3, {}, ants=PICTURE + "\n" + ". " * 9),
     "an ant picture needs 10 lines of 10 marks ('.' or a seat)", "ants", "GI-1"),  # 9 marks
    (lambda: Gingham(3, {}, ants=PICTURE + "\nx " + ". " * 9),
     "'x' in the ant picture is not '.' or a seat", "ants", "GI-1"),
    (lambda: Gingham(3, {}, ants=PICTURE + "\n5 " + ". " * 9),
     "ants: 'a1' -> 5 is not a cell and a seat", "ants", ""),
    (lambda: Gingham(3, {}, cubes=[0, 0]), "cubes must be a list of 3 items, got [0, 0]",
     "cubes", ""),
    (lambda: Gingham(3, {}, scores=[0, 0, -1]), "scores[2] must be a whole number from 0, "
     "got -1", "scores", ""),
    (lambda: Gingham(3, {}, supply=[0, 0, 0, 0]),
     "supply must be a list of 3 items, got [0, 0, 0, 0]", "supply", ""),
    (lambda: Gingham(3, {}, ants={"a1": 0}, supply=[26, 26, 26]),
     "seat 0 has 27 ants on the cloth and in supply; each player has 26", "supply", ""),
    (lambda: Gingham(3, {}, abilities=["x"] * 5), "abilities[0] must be one of own_row, "
     "opp_row, stitch, boost, move, got 'x' (GI-4)", "abilities", "GI-4"),
    (lambda: Gingham(3, {}, abilities=["move"] * 5), "abilities must order all five of "
     "('own_row', 'opp_row', 'stitch', 'boost', 'move') (GI-4)", "abilities", "GI-4"),
    (lambda: Gingham(3, {}, old_side="X"), "old_side must be one of S, W, N, E, got 'X' (GI-2)",
     "old_side", "GI-2"),
    (lambda: Gingham(3, {}, queens={"X3": [0]}, round_number=2),
     "'X3' is not a row name like 'S3' (side S, W, N or E; number 1-10)", "queens", "GI-2"),
    (lambda: Gingham(3, {}, queens={"S3": []}, round_number=2),
     "a row holds one or two queens (GI-11), got S3: []", "queens", "GI-11"),
    (lambda: Gingham(3, {}, queens={"S3": [0, 1, 2]}, round_number=2),
     "a row holds one or two queens (GI-11), got S3: [0, 1, 2]", "queens", "GI-11"),
    (lambda: Gingham(3, {}, queens={"S3": [3]}, round_number=2),
     "queens['S3'] must be a seat 0..2, got 3", "queens", ""),
    (lambda: Gingham(3, {}, queens={"S1": [0, 1], "S2": [2, 0], "W3": [1, 2]}, round_number=2),
     ONE_SIDE, "queens", "GI-6"),  # two sides
    (lambda: Gingham(3, {}, queens={"S1": [0, 0], "S2": [0, 1], "S3": [1, 2]}, round_number=2),
     ONE_SIDE, "queens", "GI-6"),  # six queens, but three of seat 0's and one of seat 2's
    (lambda: Gingham(3, {}, queens={**QUEENS, "S4": [0]}, round_number=2),
     ONE_SIDE, "queens", "GI-6"),  # a third queen of seat 0
    (lambda: Gingham(3, {}, queens=QUEENS),
     "queens on the board means a later round: round_number >= 2", "round_number", "GI-5"),
    (lambda: Gingham(3, {}).view(3), "player must be a seat 0..2, got 3", "player", ""),
])
def test_a_setup_is_refused_in_these_words(make, message, field, rule):
    with pytest.raises(SetupError) as err:
        make()
    assert (str(err.value), err.value.field, err.value.rule) == (message, field, rule)


def test_a_setup_at_the_edge_of_its_checks_is_accepted():
    s = Gingham(3, {}, queens=QUEENS, round_number=2)  # two queens in each row, on one side
    assert (s.old_side, s.order) == ("S", [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)])
    assert Gingham(3, {}, sugar={(1, 1): 0}).sugar == {}  # no cubes: no sugar, anywhere
    assert Gingham(3, {(0, 0): ("pie", 2)}).stacks == {(0, 0): ["pie", "pie"]}
    assert Gingham(3, {}, ants={"a1": 0}, supply=[25, 26, 26]).supply == [25, 26, 26]
    s = Gingham(3, {}, queens={"S1": [0], "S2": [1, 2], "S3": [0, 1], "S4": [2]},
                round_number=2)  # a row may hold one queen
    assert s.row_queens == {Row("S", 1): [(0, 0)], Row("S", 2): [(1, 0), (2, 0)],
                            Row("S", 3): [(0, 1), (1, 1)], Row("S", 4): [(2, 1)]}


def test_a_two_player_saved_state_is_read_on_its_own_8_by_8_cloth():
    """GI-1/GI-2: the cloth's size comes from the players: a point or a row of the 10 x 10
    cloth is refused on the 8 x 8 one, and its last point and row are accepted."""
    data = saved(Gingham(2, {(0, 0): "pie", (8, 8): "cookie"}, tokens={(8, 8): 1}))
    assert Gingham.from_json(json.dumps(data)).tokens == {(8, 8): 1}
    data["tokens"] = {"10,10": 1}
    err = refused(data)
    assert (str(err), err.field, err.rule) == (
        'tokens must be an object whose keys are sweet intersections "x,y" (both even, GI-1),'
        " got '10,10' (GI-1)", "tokens", "GI-1")
    data["tokens"], data["queens"][0][0] = {}, "S9"
    err = refused(data)
    assert (str(err), err.field, err.rule) == (
        "queens[0][0] must be a row name: a side S, W, N or E and a number 1-8, got 'S9' "
        "(GI-2)", "queens", "GI-2")
