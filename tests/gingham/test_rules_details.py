"""Gingham in detail: every refusal's and log line's exact words, views, copies, the ant
picture and final scoring's parts. Written against the mutation run's survivors
(`python3 dev.py mutate --only gingham`): what a player reads is part of the engine."""

import pytest

from pointyrules.core import IllegalAction, SetupError
from pointyrules.gingham.rules import (
    ROUND_LIMIT,
    Ant,
    Capture,
    Connect,
    Done,
    Drop,
    Gingham,
    Lift,
    Queen,
    Return,
    Skip,
    Sugar,
    final_bonus,
    parse_ants,
)
from pointyrules.gingham.words import WORDS
from pointyrules.words import PLAIN, Voice

from ..helpers import refused
from .test_rules import ALEX, AMAYA, SAHIL, play, quiet_turn


def events(state, start=0):
    return [(e.kind, str(e), e.data) for e in state.log[start:]]


# --- the ant picture -----------------------------------------------------------------

def test_an_ant_picture_reads_top_line_first():
    picture = """
        . . . . . . . 1
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        0 . . . . . . .
        . 1 . . . . . 0
    """
    assert parse_ants(picture, 8) == {"h8": 1, "a2": 0, "b1": 1, "h1": 0}
    s = Gingham(2, {}, ants=picture)
    assert s.ants.count(0) == 2 and s.ants.count(1) == 2 and s.supply == [24, 24]


@pytest.mark.parametrize("picture, message", [
    (". . .\n. . .", "an ant picture needs 8 lines of 8 marks ('.' or a seat)"),
    ("\n".join([". " * 8] * 7 + [". " * 7]), "an ant picture needs 8 lines of 8 marks "
                                             "('.' or a seat)"),
    ("\n".join([". " * 8] * 7 + [". " * 7 + "x"]), "'x' in the ant picture is not '.' or a seat"),
])
def test_a_bad_ant_picture_says_what_is_wrong(picture, message):
    with pytest.raises(SetupError) as err:
        parse_ants(picture, 8)
    assert (str(err.value), err.value.field, err.value.rule) == (message, "ants", "GI-1")


# --- queens given for a later round -------------------------------------------------------

@pytest.mark.parametrize("queens, kw, message", [
    ({"S4": [0, 1, 1], "S5": [0]}, {"round_number": 2},
     "a row holds one or two queens (GI-11), got S4: [0, 1, 1]"),
    ({"S4": [0, 0], "E5": [1, 1]}, {"round_number": 2},
     "queens: give both queens of every player, all on one side"),
    ({"S4": [0, 0], "S5": [1]}, {"round_number": 2},
     "queens: give both queens of every player, all on one side"),
    ({"S4": [0, 0], "S5": [1, 1]}, {}, "queens on the board means a later round: "
                                        "round_number >= 2"),
])
def test_queens_of_a_later_round_are_checked(queens, kw, message):
    with pytest.raises(SetupError) as err:
        Gingham(2, {}, queens=queens, **kw)
    assert str(err.value) == message


def test_a_queen_on_no_row_is_refused_with_the_boards_words():
    with pytest.raises(SetupError) as err:
        Gingham(2, {}, queens={"Q9": [0, 0], "S5": [1, 1]}, round_number=2)
    assert "Q9" in str(err.value) and str(err.value) != "None"


# --- texts ------------------------------------------------------------------------------

def test_action_texts():
    assert str(Skip()) == "no ant this turn" and str(Done()) == "done"
    assert str(Queen("S", 4)) == "queen to S4" and str(Ant("d2", True)) == (
        "ant on d2 (connections x1.5)")
    assert str(Lift("d2")) == "move the ant on d2" and str(Drop("a1")) == "… to a1"
    assert str(Capture((0, 2))) == "capture the stack at (0,2)"


def test_whose_effects_are_resolved_is_said_in_words():
    s = Gingham(3, {(0, 0): ("pie", 2)}, ants={"d2": SAHIL}, cubes=[3, 0, 0])
    play(s, Queen("S", 4), Lift("d2"), Drop("a1"))
    assert s.phase_phrase() == {"kind": "phase_effects_other", "seat": ALEX, "owner": SAHIL,
                                "rule": "GI-8/GI-17"}
    assert WORDS.phrase(s.phase_phrase(), PLAIN) == (
        "Ann resolves the effects of Ben's ant just placed (the points go to Ben)")
    err = refused(s, Sugar((0, 0)))
    assert err.rule == "GI-8/GI-17" and err.allowed == (Capture((0, 0)), Done())
    own = Gingham(3, {(0, 0): ("pie", 2)})
    play(own, Queen("S", 1), Ant("a1"))
    assert own.phase == "effects"
    assert own.phase_phrase() == {"kind": "phase_effects", "seat": ALEX, "rule": "GI-8/GI-17"}
    assert WORDS.phrase(own.phase_phrase(), Voice(you=0)) == (
        "you resolve the effects of the ant just placed")


# --- the end and the final scoring -------------------------------------------------------------

def test_the_end_is_logged_with_its_reason_rule_and_scores():
    s = Gingham(2, {}, scores=[40, 3])
    for _ in range(4):
        quiet_turn(s)
    assert s.is_over and s.phase == "over"
    assert s.phase_phrase() == {"kind": "phase_over", "rule": "GI-12"}
    [(kind, text, data)] = events(s)[-1:]
    assert kind == "end" and data == {"scores": [40, 3], "reason": s.end_reason, "round": 1,
                                      "result": {"kind": "won", "winner": 0}}
    assert s.end_reason == {"kind": "score_reached", "seat": 0, "points": 40, "target": 40,
                            "rule": "GI-12"}
    assert text == ("Game over after round 1: Ann has 40 points (40 or more end the "
                    "game). Winner: Ann. Final scores: Ann 40 and Ben 3")
    limit = Gingham(2, {}, max_rounds=1)
    for _ in range(4):
        quiet_turn(limit)
    assert limit.end_reason == {"kind": ROUND_LIMIT, "rounds": 1, "rule": "GI-15"}
    assert events(limit)[-1][1] == ("Game over after round 1: the round limit of 1 round is "
                                    "reached. Tied for the win: Ann and Ben. Final scores: "
                                    "Ann 0 and Ben 0")
    assert events(limit)[-1][2]["result"] == {"kind": "tied", "winners": [0, 1]}


def test_the_tallest_stack_of_a_type_is_the_tallest_of_all_held_ones():
    stacks = {(2, 2): ["pie"] * 4, (4, 2): ["pie"] * 2, (6, 2): ["cookie"]}
    bonus = final_bonus(2, stacks, {(2, 2): 0, (4, 2): 1, (6, 2): 1}, [0, 3])
    assert bonus == [{"stacks": 5, "tallest": 5, "sugar": 0, "types": ["pie"], "total": 10},
                     {"stacks": 5, "tallest": 5, "sugar": 3, "types": ["cookie"],
                      "total": 13}]


def test_bonus_types_come_in_the_sweets_order_whatever_the_tokens_order():
    """A JSON round trip reorders the tokens; the final scoring must not change with it."""
    stacks = {(0, 0): ["pie"], (2, 0): ["cookie"], (4, 0): ["cherry"]}
    for tokens in ({(0, 0): 0, (2, 0): 0, (4, 0): 0}, {(4, 0): 0, (2, 0): 0, (0, 0): 0}):
        assert final_bonus(2, stacks, tokens, [0, 0])[0]["types"] == ["cookie", "cherry", "pie"]


def test_token_on_board_knows_the_kind_under_each_token():
    s = Gingham(2, {(0, 0): ("pie", 2), (2, 0): "cookie"}, tokens={(0, 0): 1})
    assert s.token_on_board(1, "pie") and not s.token_on_board(1, "cookie")
    assert not s.token_on_board(0, "pie")


# --- views and copies -------------------------------------------------------------------------

def test_view_shows_the_whole_table_and_only_your_score():
    s = Gingham(3, {(0, 0): ("pie", 2)}, ants={"d2": SAHIL}, cubes=[3, 0, 1], scores=[4, 5, 6],
                tokens={(0, 0): AMAYA}, sugar={(2, 2): 1})
    play(s, Queen("S", 4))
    v = s.view(AMAYA)
    assert (v.player, v.n, v.num_players, v.round_number, v.turn, v.phase) == (
        AMAYA, 10, 3, 1, 0, "ant")
    assert v.stacks == {(0, 0): ("pie", "pie")} and v.tokens == {(0, 0): AMAYA}
    assert v.sugar == {(2, 2): 1} and v.ants == tuple(s.ants) and v.ants.count(SAHIL) == 1
    assert v.supply == (26, 25, 26) and v.cubes == (3, 0, 1)
    assert v.abilities == tuple(s.abilities) and v.queens[ALEX][0] is not None
    assert v.row_queens == {r: tuple(q) for r, q in s.row_queens.items()} and v.row_queens
    assert (v.side, v.old_side, v.current_player) == ("S", None, ALEX)
    assert v.order == tuple(s.order) and v.scores == (None, None, 6)
    for bad in (3, -1, 1.0):
        with pytest.raises(SetupError) as err:
            s.view(bad)
        assert str(err.value) == f"player must be a seat 0..2, got {bad!r}"


@pytest.mark.parametrize("when", ["start", "effects"])
def test_a_clone_is_independent_and_equal(when):
    s = Gingham(3, {(0, 0): ("pie", 2), (4, 4): "cookie"}, ants={"d2": SAHIL},
                cubes=[3, 0, 0])
    if when == "effects":
        play(s, Queen("S", 4), Lift("d2"), Drop("a1"))
    before = s.to_json()
    copy = s.clone()
    assert copy.to_json() == before and copy.legal_actions() == s.legal_actions()
    while not copy.is_over and copy.round_number == 1:
        copy.apply(copy.legal_actions()[-1])
    assert copy.log[:len(s.log)] == s.log and len(copy.log) > len(s.log)
    assert s.to_json() == before


def test_a_return_is_refused_with_the_phase_in_words():
    s = Gingham(3, {(0, 0): "cherry"}, ants={"e3": AMAYA})
    quiet_turn(s, side="S")
    play(s, Queen("S", 5), Ant("e3"))
    err = refused(s, Ant("a1"))
    assert err.rule == "GI-7" and err.kind == "wrong_type"
    assert err.data == {"got": "Ant", "expected": ["Return"],
                        "now": {"kind": "phase_return", "seat": AMAYA, "rule": "GI-7"}}
    assert str(err) == ("Placing an ant is not possible now: Cai puts a pushed-out ant back "
                        "on an empty cell")  # the move tried, then what is done now
    with pytest.raises(IllegalAction):
        s.apply(Return("e3"))


def test_every_phase_says_who_does_what_under_which_rule():
    def said(state):
        err = refused(state, "x")
        assert err.kind == "wrong_type" and err.data["got"] == "str"
        assert err.data["now"] == state.phase_phrase()
        assert str(err) == f"That is not possible now: {WORDS.phrase(err.data['now'], PLAIN)}"
        return state.phase, WORDS.phrase(state.phase_phrase(), PLAIN), err.rule

    s = Gingham(3, {(0, 0): ("pie", 2)}, ants={"d2": SAHIL}, cubes=[3, 0, 0])
    assert said(s) == ("queen", "Ann moves a queen to a new spot on the edge", "GI-5/GI-6")
    play(s, Queen("S", 4))
    assert said(s) == ("ant", "Ann places an ant in front of the queen", "GI-7")
    play(s, Lift("d2"))
    assert said(s) == ("drop", "Ann chooses the empty cell for the moved ant", "GI-11/GI-18")
    play(s, Drop("a1"))
    assert said(s)[0::2] == ("effects", "GI-8/GI-17")
    r = Gingham(3, {(0, 0): "cherry"}, ants={"e3": AMAYA})
    quiet_turn(r, side="S")
    play(r, Queen("S", 5), Ant("e3"))
    assert said(r) == ("return", "Cai puts a pushed-out ant back on an empty cell", "GI-7")
    over = Gingham(2, {}, max_rounds=1)
    for _ in range(4):
        quiet_turn(over)
    assert WORDS.phrase(over.phase_phrase(), PLAIN) == "the game is over"
    assert refused(over, Queen("S", 1)).rule == "end"
    assert str(Ant("d2")) == "ant on d2"


# --- setup: every refusal in words ------------------------------------------------------------

@pytest.mark.parametrize("args, kw, message", [
    ((1, {}), {}, "Gingham is for 2-4 players (GI-1), got 1"),
    (("2", {}), {}, "Gingham is for 2-4 players (GI-1), got '2'"),
    ((2, {}), {"max_rounds": 0}, "max_rounds must be a whole number from 1, got 0 (GI-15)"),
    ((2, {}), {"max_rounds": True},
     "max_rounds must be a whole number from 1, got True (GI-15)"),
    ((2, {}), {"max_rounds": 1.5}, "max_rounds must be a whole number from 1, got 1.5 (GI-15)"),
    ((2, {}), {"round_number": 0},
     "round_number must be a whole number from 1 to 80, got 0 (GI-15)"),
    ((2, {}), {"round_number": True},
     "round_number must be a whole number from 1 to 80, got True (GI-15)"),
    ((2, {}), {"round_number": 5, "max_rounds": 4},  # not past its own round limit
     "round_number must be a whole number from 1 to 4, got 5 (GI-15)"),
    ((2, {}), {"supply": [27, 0]},
     "seat 0 has 27 ants on the cloth and in supply; each player has 26"),
    ((2, {}), {"supply": [25, 26], "ants": {"a1": 0, "a2": 0}},
     "seat 0 has 27 ants on the cloth and in supply; each player has 26"),
    ((2, {}), {"abilities": ["own_row"] * 5},
     "abilities must order all five of ('own_row', 'opp_row', 'stitch', 'boost', 'move') "
     "(GI-4)"),
    ((2, {}), {"cubes": [1]}, "cubes must be a list of 2 items, got [1]"),
    ((2, {}), {"scores": [-1, 0]}, "scores[0] must be a whole number from 0, got -1"),
    ((2, {}), {"supply": [1.0, 0]}, "supply[0] must be a whole number from 0, got 1.0"),
    ((2, {(1, 1): "pie"}), {},
     "(1, 1) is not a sweet intersection of the 8 x 8 board (both coordinates even, GI-1)"),
    ((3, {(0, 0): "lollipop"}), {},
     "the stack at (0, 0) must be one or more sweets of one type of ('cookie', 'cherry', "
     "'cupcake', 'pie'), got ['lollipop']"),
    ((2, {(0, 0): ["pie", "cookie"]}), {},
     "the stack at (0, 0) must be one or more sweets of one type of ('cookie', 'cherry', "
     "'cupcake', 'pie', 'lollipop'), got ['pie', 'cookie']"),
    ((2, {(0, 0): []}), {},
     "the stack at (0, 0) must be one or more sweets of one type of ('cookie', 'cherry', "
     "'cupcake', 'pie', 'lollipop'), got []"),
    ((2, {(0, 0): "pie"}), {"sugar": {(0, 0): 1}},
     "sugar lies only where a stack has left (GI-8), not on the stack at (0, 0)"),
    ((2, {}), {"sugar": {(2, 2): -1}},
     "sugar[(2, 2)] must be a whole number from 1 to 2, got -1 (GI-3)"),
    ((2, {}), {"sugar": {(2, 2): 3}},
     "sugar[(2, 2)] must be a whole number from 1 to 2, got 3 (GI-3)"),
    ((2, {}), {"sugar": {(1, 2): 1}},
     "sugar must lie on a sweet intersection (GI-1), got (1, 2)"),
    ((2, {}), {"tokens": {(0, 0): 0}}, "a capture token sits on a stack (GI-9); (0, 0) has none"),
    ((2, {(0, 0): "pie"}), {"tokens": {(0, 0): 2}},
     "tokens[(0, 0)] must be a seat 0..1, got 2"),
    ((2, {(0, 0): "pie", (2, 0): "pie"}), {"tokens": {(0, 0): 1, (2, 0): 1}},
     "seat 1 has two capture tokens on pie stacks; one per player and type (GI-9)"),
    ((2, {}), {"ants": {"z9": 0}}, "ants: 'z9' -> 0 is not a cell and a seat"),
    ((2, {}), {"ants": {"a1": 2}}, "ants: 'a1' -> 2 is not a cell and a seat"),
    ((2, {}), {"ants": {"a1": "0"}}, "ants: 'a1' -> '0' is not a cell and a seat"),
    ((2, {}), {"ants": {"a1": -1}}, "ants: 'a1' -> -1 is not a cell and a seat"),
])
def test_setup_errors_say_what_is_wrong(args, kw, message):
    with pytest.raises(SetupError) as err:
        Gingham(*args, **kw)
    assert str(err.value) == message


def test_setup_reads_stacks_sugar_tokens_and_limits():
    s = Gingham(2, {(0, 0): ("pie", 3), (2, 0): "cookie", (4, 0): ["cherry", "cherry"]},
                sugar={(2, 2): 2, (4, 2): 0}, tokens={(0, 0): 1, (2, 0): 1},
                supply=[24, 26], ants={"a1": 0, "b1": 0}, round_number=4, max_rounds=4)
    assert s.stacks == {(0, 0): ["pie"] * 3, (2, 0): ["cookie"], (4, 0): ["cherry"] * 2}
    assert s.sugar == {(2, 2): 2} and s.tokens == {(0, 0): 1, (2, 0): 1}
    assert s.supply == [24, 26] and s.round_number == 4
    assert events(s) == [("setup", "2 players on the 8 x 8 cloth; round 4 begins",
                          {"players": 2, "size": 8, "round": 4})]
    assert Gingham(4, {}, max_rounds=None).max_rounds is None
    for bad in (1, 5, "3"):
        with pytest.raises(SetupError) as err:
            Gingham.new_game(bad)
        assert str(err.value) == f"Gingham is for 2-4 players (GI-1), got {bad!r}"
    with pytest.raises(SetupError, match=r"got 0 \(GI-15\)$"):
        Gingham.new_game(2, max_rounds=0)
    assert Gingham.new_game().num_players == 4
    assert Gingham.new_game(3, seed=2, max_rounds=7).max_rounds == 7


# --- JSON: a restored game plays on exactly as the original -------------------------------------

@pytest.mark.parametrize("n, seed", [(2, 3), (3, 5), (4, 8)])
def test_a_game_restored_from_json_at_any_step_plays_on_identically(n, seed):
    """Ten rounds with sugar to spend: every phase and kind of move occurs."""
    import random

    from pointyrules.core import Rng
    s = Gingham.new_game(n, seed=seed, max_rounds=10)
    s.cubes = [4] * n  # abilities affordable: lifts, drops and boosts happen too
    pick = random.Random(seed)
    phases, kinds = set(), set()
    while not s.is_over:
        phases.add(s.phase)
        back = Gingham.from_json(s.to_json())
        assert back.to_json() == s.to_json() and back.legal_actions() == s.legal_actions()
        twin, probe = back, s.clone()
        for _ in range(4):
            if probe.is_over:
                break
            k = pick.randrange(len(probe.legal_actions()))
            probe.apply(probe.legal_actions()[k])
            twin.apply(twin.legal_actions()[k])
            assert twin.to_json() == probe.to_json()
            assert twin.log[-3:] == probe.log[-3:] and twin.scores() == probe.scores()
        action = s.legal_actions()[pick.randrange(len(s.legal_actions()))]
        kinds.add(type(action).__name__)
        s.apply(action)
    assert phases == {"queen", "ant", "effects", "drop", "return"}
    assert {"Connect", "Capture", "Lift", "Drop", "Return"} <= kinds
    assert isinstance(Gingham.from_json(s.to_json()).rng, Rng)


# --- the log of each kind of move ---------------------------------------------------------------

def logged(state, kind):
    return [(str(e), e.data) for e in state.log if e.kind == kind]


def test_captures_are_logged_with_points_and_a_returned_token():
    s = Gingham(3, {(0, 0): ("pie", 2)}, tokens={(0, 0): SAHIL})
    play(s, Queen("S", 1), Ant("a1"), Capture((0, 0)))
    assert logged(s, "capture") == [
        ("Ann captures the stack by a1 (2 pies), returning Ben's token: +3",
         {"seat": 0, "points": 3, "point": [0, 0], "previous": SAHIL, "sweet": "pie",
          "height": 2})]
    assert s.log[-1].sentence(Voice(you=SAHIL)) == (
        "Ann captures the stack by a1 (2 pies), returning your token: +3")
    fresh = Gingham(3, {(0, 0): ("pie", 2)})
    play(fresh, Queen("S", 1), Ant("a1"), Capture((0, 0)))
    assert logged(fresh, "capture") == [
        ("Ann captures the stack by a1 (2 pies): +2",
         {"seat": 0, "points": 2, "point": [0, 0], "previous": None, "sweet": "pie",
          "height": 2})]
    assert fresh.token_on_board(ALEX, "pie")
    single = Gingham(2, {(2, 0): "cookie"}, tokens={(2, 0): 0})  # a stack one sweet high
    assert single.token_on_board(0, "cookie") and not single.token_on_board(1, "cookie")


def test_moves_returns_skips_and_sugar_are_logged():
    s = Gingham(3, {(0, 0): ("pie", 2)}, ants={"d2": SAHIL}, cubes=[3, 0, 0])
    play(s, Queen("S", 4), Lift("d2"), Drop("a1"))
    assert logged(s, "move") == [("Ann moves Ben's ant from d2 to a1",
                                  {"seat": ALEX, "owner": SAHIL, "src": "d2", "cell": "a1"})]
    r = Gingham(3, {(0, 0): "cherry"}, ants={"e3": AMAYA})
    quiet_turn(r, side="S")
    play(r, Queen("S", 5), Ant("e3"), Return("a1"))
    assert logged(r, "push") == [("Cai's ant on e3 is pushed out; Cai will put it back on "
                                  "an empty cell at the end of the turn",
                                  {"seat": AMAYA, "cell": "e3"})]
    assert logged(r, "return") == [("Cai's pushed-out ant goes back on a1",
                                    {"seat": AMAYA, "cell": "a1"})]
    you = Voice(you=AMAYA)
    assert [e.sentence(you) for e in r.log if e.kind in ("push", "return")] == [
        "Your ant on e3 is pushed out; you will put it back on an empty cell at the end of "
        "the turn", "Your pushed-out ant goes back on a1"]
    k = Gingham(2, {}, supply=[0, 3])
    play(k, k.legal_actions()[0])
    assert logged(k, "skip") == [("Ann places no ant this turn", {"seat": 0})]
    c = Gingham(3, {}, sugar={(2, 2): 2})
    play(c, Queen("S", 3), Ant("c3"))
    assert logged(c, "sugar") == [("Ann takes a sugar cube", {"seat": ALEX})]


def test_a_later_rounds_view_shows_the_side_the_queens_left():
    s = Gingham(2, {}, queens={"S4": [0, 1], "S5": [0, 1]}, round_number=2)
    assert s.view(0).old_side == "S" and s.view(1).round_number == 2


def test_a_turn_with_a_connection_is_logged_step_by_step():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": ALEX})
    play(s, Queen("S", 4), Ant("d2"), Connect((2, 2), (4, 2)))
    assert events(s, 1) == [
        ("queen", "Ann moves a queen to column d from the bottom (S4), d1–d4, leading: this "
                  "round's queens go to the bottom side",
         {"seat": 0, "row": "S4", "side": "S", "lead": True}),
        ("ant", "Ann places an ant on d2", {"seat": 0, "cell": "d2"}),
        ("connect", "Ann's 2 ants connect two cookie stacks: +2; the one by b2 goes onto "
                    "the one by d2 (now 2 cookies), leaving 2 sugar cubes",
         {"seat": 0, "length": 2, "points": 2, "src": [2, 2], "dst": [4, 2],
          "sweet": "cookie", "height": 2, "sugar": 2}),
    ]


def test_the_next_rounds_order_and_abilities_paid_are_logged():
    s = Gingham(3, {})
    for row in ("S2", "S5", "S1", "S3", "S9", "S7"):  # seats 0, 1, 2, 0, 1, 2
        q = s.b.row(row)
        play(s, Queen(q.side, q.number), Ant(s.b.names[s.b.row_cells[q][0]]))
    assert events(s)[-3:] == [
        ("queen", "Cai moves a queen to column g from the bottom (S7), g1–g7",
         {"seat": 2, "row": "S7", "side": "S", "lead": False}),
        ("ant", "Cai places an ant on g1", {"seat": 2, "cell": "g1"}),
        ("round", "Round 2: the order is Cai, Ann, Ann, Ben, Cai, Ben; the first queen "
                  "leads, to any side but the bottom",
         {"round": 2, "order": [2, 0, 0, 1, 2, 1], "side": "S"}),
    ]
    m = Gingham(3, {(0, 0): ("pie", 2)}, ants={"d2": SAHIL}, cubes=[3, 0, 0])
    play(m, Queen("S", 4), Lift("d2"))
    assert logged(m, "ability") == [("Ann pays 1 sugar cube for “move an ant instead of "
                                     "placing one”", {"seat": 0, "ability": "move", "cost": 1})]
    assert m.abilities[0] == "move" and m.cubes == [2, 0, 0]
    b = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": ALEX}, cubes=[3, 0, 0])
    play(b, Queen("S", 4), Ant("d2", True))
    assert logged(b, "ability") == [("Ann pays 1 sugar cube for “connections score half as "
                                     "much again”",
                                     {"seat": 0, "ability": "boost", "cost": 1})]


def test_end_reasons_in_words():
    s = Gingham(2, {}, scores=[41, 3])
    for _ in range(4):
        quiet_turn(s)
    assert s.end_reason == {"kind": "score_reached", "seat": 0, "points": 41, "target": 40,
                            "rule": "GI-12"}
    assert WORDS.phrase(s.end_reason, PLAIN) == "Ann has 41 points (40 or more end the game)"
    assert WORDS.phrase(s.end_reason, Voice(you=0)) == (
        "you have 41 points (40 or more end the game)")
    four = Gingham(4, {}, scores=[0, 32, 0, 0])
    for _ in range(8):
        quiet_turn(four)
    assert four.end_reason == {"kind": "score_reached", "seat": 1, "points": 32, "target": 32,
                               "rule": "GI-12"}
    tied = Gingham(3, {}, scores=[0, 45, 45])  # GI-12: two players past 40 with as many
    for _ in range(6):
        quiet_turn(tied)
    assert tied.end_reason == {"kind": "score_reached_tied", "seats": [1, 2], "points": 45,
                               "target": 40, "rule": "GI-12"}
    assert WORDS.phrase(tied.end_reason, Voice(you=2)) == (
        "Ben and you have 45 points each (40 or more end the game)")
    below = Gingham(3, {}, scores=[0, 41, 45])  # only the most points are named
    for _ in range(6):
        quiet_turn(below)
    assert below.end_reason["seat"] == 2
    empty = Gingham(2, {}, supply=[1, 1])
    for _ in range(2):
        quiet_turn(empty)
    for _ in range(2):
        play(empty, empty.legal_actions()[0])
    assert empty.end_reason == {"kind": "supply_empty", "rule": "GI-12"}
    assert events(empty)[-1][1] == ("Game over after round 1: no player has an ant left in "
                                    "supply. Tied for the win: Ann and Ben. Final scores: Ann 0 "
                                    "and Ben 0")


def test_a_pushed_out_ant_with_nowhere_to_go_is_logged():
    from .test_rules import FULL_CLOTH
    s = Gingham(4, {}, ants=FULL_CLOTH)
    play(s, Queen("S", 2), Ant("b1"))
    assert logged(s, "return") == []
    assert logged(s, "no_return") == [("No cell is empty, so Ben's pushed-out ant stays off "
                                       "the cloth", {"seat": 1})]


def test_a_moved_ant_connects_unboosted_and_leaves_its_cell_empty():
    """GI-11/GI-18: the move is the turn's ability, so the moved ant's connection is not
    x1.5; the cell it left is empty again (an ant may go there later)."""
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": SAHIL, "d3": SAHIL},
                cubes=[3, 0, 0])
    play(s, Queen("S", 4), Lift("d3"), Drop("d2"))
    assert s.ants[s.b.index["d3"]] == -1 and s.view(SAHIL).ants[s.b.index["d3"]] == -1
    play(s, Connect((2, 2), (4, 2)))
    assert s.score == [0, 2, 0]  # Sahil's two ants link them (GI-17), with no boost


def test_a_move_is_logged_with_the_seat_that_makes_it():
    s = Gingham(3, {}, ants={"d2": ALEX}, cubes=[0, 3, 0])
    quiet_turn(s, side="S")
    assert s.current_player == SAHIL
    play(s, Queen("S", 4), Lift("d2"), Drop("f5"))
    assert logged(s, "move") == [("Ben moves Ann's ant from d2 to f5",
                                  {"seat": SAHIL, "owner": ALEX, "src": "d2", "cell": "f5"})]
    assert s.log[-1].sentence(Voice(you=ALEX)) == "Ben moves your ant from d2 to f5"
    own = Gingham(3, {}, ants={"d2": ALEX}, cubes=[3, 0, 0])
    play(own, Queen("S", 4), Lift("d2"), Drop("f5"))
    assert logged(own, "move_own") == [("Ann moves an ant from d2 to f5",
                                        {"seat": ALEX, "owner": ALEX, "src": "d2",
                                         "cell": "f5"})]


def test_new_games_shuffle_the_ability_tiles():
    from pointyrules.gingham.rules import ABILITIES
    orders = {tuple(Gingham.new_game(3, seed=seed).abilities) for seed in range(8)}
    assert len(orders) > 1 and all(sorted(o) == sorted(ABILITIES) for o in orders)


def test_a_move_of_the_right_kind_but_not_allowed_now_says_so():
    s = Gingham(3, {})
    err = refused(s, Queen("X", 1))
    assert err.kind == "not_allowed" and err.data == {
        "action": Queen("X", 1), "now": {"kind": "phase_queen", "seat": 0, "rule": "GI-5/GI-6"}}
    why = ("a queen needs a free spot on the round's side (the lead queen picks a new side) "
           "or sugar to join a queen there")
    assert str(err) == f"The move “queen to X1” is not allowed: {why}"
    assert err.sentence(Voice(you=0)) == str(err)  # the rule, said to anyone alike
    assert err.rule == "GI-5/GI-6" and err.allowed == tuple(s.legal_actions())


def test_a_taken_row_is_offered_with_the_ability_it_needs():
    q = Gingham(3, {}, cubes=[3, 3, 0])
    play(q, Queen("S", 4), Ant("d1"))
    assert (Queen("S", 4), "opp_row") in q.queen_options()


def test_the_move_ability_needs_one_empty_cell_and_no_more():
    from .test_rules import FULL_CLOTH
    ants = {cell: seat for cell, seat in FULL_CLOTH.items() if cell != "j10"}
    s = Gingham(4, {}, ants=ants, cubes=[3, 0, 0, 0], supply=[1, 1, 1, 1])
    play(s, Queen("S", 4))
    assert Lift("d2") in s.legal_actions()


def test_one_ant_can_open_links_of_two_sweet_types():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie", (2, 4): "pie", (4, 4): "pie"},
                ants={"c2": ALEX, "c3": ALEX, "c4": ALEX, "d4": ALEX})
    play(s, Queen("S", 4), Ant("d2"))
    assert s.legal_actions() == [Connect((2, 2), (4, 2)), Connect((4, 2), (2, 2)),
                                 Connect((2, 4), (4, 4)), Connect((4, 4), (2, 4))]


def test_explicit_positions_keep_their_side_and_seed():
    s = Gingham(2, {(0, 0): ("pie", "pie")}, old_side="N")
    assert s.stacks == {(0, 0): ["pie", "pie"]}  # a tuple of sweets, not (type, height)
    assert s.old_side == "N" and s.view(0).old_side == "N"
    assert Gingham(2, {}, seed=5).to_json() == Gingham(2, {}, seed=5).to_json()
