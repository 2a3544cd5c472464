"""Gingham: one named test per rule clause and per ruling (GI-1..GI-18), each on an
explicit board, including every worked example of the source walkthrough.

Seats in the source's three-player examples: Alex (orange) 0, Sahil (blue) 1,
Amaya (green) 2.
"""

from collections import Counter

import pytest

from pointyrules.core import IllegalAction, SetupError
from pointyrules.gingham.rules import (
    ABILITIES,
    ANTS_EACH,
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
    sweets_for,
)

from ..helpers import assert_refused_and_round_trips

ALEX, SAHIL, AMAYA = 0, 1, 2


def play(state, *actions):
    for a in actions:
        state.apply(a)
    return state


def quiet_turn(state, side=None):
    """The player to move takes a free row and an ant that touches no sweet."""
    assert state.phase == "queen"
    options = [q for q, ability in state.queen_options() if ability is None
               and (side is None or q.side == side)]
    for q in options:
        row = state.b.row(f"{q.side}{q.number}")
        cells = [c for c in state.b.row_cells[row] if state.ants[c] == -1
                 and state.b.sweet_of[c] not in state.stacks
                 and state.b.sweet_of[c] not in state.sugar]
        if cells:
            return play(state, q, Ant(state.b.names[cells[0]]))
    raise AssertionError("no quiet turn")


# --- setup ------------------------------------------------------------------------------
@pytest.mark.parametrize("n, size, types", [(2, 8, 5), (3, 10, 4), (4, 10, 4)])
def test_setup_shuffles_sweets_onto_every_intersection(n, size, types):
    s = Gingham.new_game(n, seed=7)
    assert s.n == size
    assert Counter(t for st in s.stacks.values() for t in st) == Counter(sweets_for(n))
    assert set(s.stacks) == set(s.b.points) and all(len(v) == 1 for v in s.stacks.values())
    assert len({t for st in s.stacks.values() for t in st}) == types
    assert sorted(s.abilities) == sorted(ABILITIES)
    assert s.supply == [ANTS_EACH] * n and s.cubes == [0] * n and s.score == [0] * n
    assert not s.tokens and not s.sugar and set(s.ants) == {-1}
    assert s.queens == [[None, None]] * n


def test_setup_shuffle_depends_on_the_seed():
    a, b = Gingham.new_game(3, seed=1), Gingham.new_game(3, seed=2)
    assert a.stacks != b.stacks or a.abilities != b.abilities
    assert Gingham.new_game(3, seed=1).to_json() == a.to_json()


def test_setup_refuses_bad_player_counts_and_boards():
    for bad in (1, 5, "3"):
        with pytest.raises(SetupError):
            Gingham.new_game(bad)
    with pytest.raises(SetupError):
        Gingham(3, {(1, 2): "cookie"})  # not a sweet intersection
    with pytest.raises(SetupError):
        Gingham(3, {(2, 2): ["cookie", "pie"]})  # a stack of two types
    with pytest.raises(SetupError):
        Gingham(3, {(2, 2): "lollipop"})  # no lollipops with 3 players
    with pytest.raises(SetupError):
        Gingham(3, {(2, 2): "pie", (4, 2): "pie"}, tokens={(2, 2): 0, (4, 2): 0})


# --- GI-5: round 1 ----------------------------------------------------------------------
def test_gi5_round_one_order_is_seats_in_turn_twice():
    s = Gingham(3, {})
    seen = []
    for _ in range(6):
        seen.append(s.current_player)
        quiet_turn(s)
    assert seen == [0, 1, 2, 0, 1, 2]
    assert s.round_number == 2


def test_gi5_first_queen_any_side_later_queens_same_side_free_row():
    s = Gingham(3, {})
    assert {q.side for q in s.legal_actions()} == {"S", "W", "N", "E"}
    play(s, Queen("W", 4), Ant("a4"))
    legal = s.legal_actions()
    assert {q.side for q in legal} == {"W"} and Queen("W", 4) not in legal
    assert_refused_and_round_trips(s, Queen("W", 4))
    assert_refused_and_round_trips(s, Queen("S", 3))


# --- GI-6: later rounds ------------------------------------------------------------------
def test_gi6_source_example_next_round_order_from_queen_positions():
    """Source: queens on the bottom side give green, orange, orange, blue, green, blue."""
    s = Gingham(3, {})
    for row in ("S2", "S5", "S1", "S3", "S9", "S7"):  # seats 0, 1, 2, 0, 1, 2
        q = s.b.row(row)
        cell = s.b.names[s.b.row_cells[q][0]]
        play(s, Queen(q.side, q.number), Ant(cell))
    assert s.round_number == 2
    assert s.turn_order() == [AMAYA, ALEX, ALEX, SAHIL, AMAYA, SAHIL]


def test_gi6_lead_queen_changes_side_never_the_same_twice():
    s = Gingham(3, {}, queens={"S1": [2], "S2": [0], "S3": [0], "S5": [1], "S7": [2],
                                "S9": [1]}, round_number=2)
    assert s.current_player == AMAYA
    assert {q.side for q in s.legal_actions()} == {"W", "N", "E"}
    assert_refused_and_round_trips(s, Queen("S", 4))
    play(s, Queen("N", 6), Ant("e10"))
    assert s.side == "N" and {q.side for q in s.legal_actions()} == {"N"}
    assert s.queens[AMAYA][0].side == "N" and s.queens[AMAYA][1].side == "S"


def test_gi6_two_queens_in_one_row_the_inner_one_moves_first():
    s = Gingham(3, {}, queens={"E2": [1, 0], "E3": [2], "E5": [0], "E8": [2], "E9": [1]},
                round_number=4)
    assert s.turn_order() == [SAHIL, ALEX, AMAYA, ALEX, AMAYA, SAHIL]


# --- GI-7: ants ---------------------------------------------------------------------------
def test_gi7_an_ant_goes_on_the_queens_row_up_to_the_stitch():
    s = play(Gingham(3, {}), Queen("S", 4))
    cells = {a.cell for a in s.legal_actions() if type(a) is Ant}
    assert cells == {"d1", "d2", "d3", "d4"}  # d4 is the stitch cell
    assert_refused_and_round_trips(s, Ant("d5"))  # beyond the stitch: needs the ability
    assert_refused_and_round_trips(s, Ant("c1"))  # another row


def test_gi7_no_ant_on_your_own_ant_and_skip_when_the_row_is_yours():
    s = Gingham(3, {}, ants={"d1": 0, "d2": 0, "d3": 0, "d4": 0, "a1": 1})
    play(s, Queen("S", 4))
    # nothing to choose: the turn passes to seat 1 at once
    assert s.current_player == 1 and s.log[-1].kind == "skip"
    assert s.ants.count(0) == 4 and s.supply[0] == ANTS_EACH - 4


def test_gi7_no_ant_in_supply_means_no_ant():
    s = Gingham(3, {}, supply=[0, 26, 26])
    play(s, Queen("S", 4))
    assert s.current_player == 1 and s.ants.count(0) == 0


def test_gi7_source_example_push_out_and_re_placement_with_effects():
    """Sahil pushes out Amaya's ant; at the end of his turn she puts it on any empty
    cell, and its effects are hers (here: she takes a sugar cube)."""
    s = Gingham(3, {}, ants={"e3": AMAYA}, sugar={(8, 8): 2})
    quiet_turn(s, side="S")  # Alex
    play(s, Queen("S", 5), Ant("e3"))
    assert s.ants[s.b.index["e3"]] == SAHIL and s.supply[AMAYA] == ANTS_EACH
    assert s.phase == "return" and s.current_player == AMAYA
    assert len(s.legal_actions()) == s.ants.count(-1)
    play(s, Return("h8"))  # beside the 2 sugar cubes at (8, 8): she takes one
    assert s.cubes[AMAYA] == 1 and s.sugar[(8, 8)] == 1
    assert s.current_player == AMAYA and s.phase == "queen"  # her own turn follows


def test_gi7_re_placement_may_use_no_ability():
    s = Gingham(3, {}, ants={"e3": AMAYA}, cubes=[0, 0, 9])
    quiet_turn(s, side="S")
    play(s, Queen("S", 5), Ant("e3"))
    assert all(type(a) is Return for a in s.legal_actions())


# --- GI-8: connections -------------------------------------------------------------------
def test_gi8_source_example_two_cookies_linked_by_two_ants():
    """Alex links two cookies with a chain of two ants: 2 points; the emptied inner
    intersection shows 2 sugar."""
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": ALEX})
    play(s, Queen("S", 4), Ant("d2"))
    assert s.legal_actions() == [Connect((2, 2), (4, 2)), Connect((4, 2), (2, 2))]
    play(s, Connect((2, 2), (4, 2)))
    assert s.score[ALEX] == 2 and s.stacks == {(4, 2): ["cookie", "cookie"]}
    assert s.sugar == {(2, 2): 2}
    assert s.current_player == SAHIL  # no further effect: the turn is over


def test_gi8_only_sweets_of_one_type_link():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "pie"}, ants={"c2": ALEX})
    play(s, Queen("S", 4), Ant("d2"))
    assert s.score[ALEX] == 0 and s.current_player == SAHIL


def test_gi8_the_shortest_path_through_your_ants_scores():
    # a long way round (c1 ... ) and a short one (c2-d2): the short one counts
    s = Gingham(3, {(2, 2): "cherry", (4, 2): "cherry"},
                ants={"b1": 0, "c1": 0, "d1": 0, "c2": 0})
    play(s, Queen("S", 4), Ant("d2"), Connect((2, 2), (4, 2)))
    assert s.score[ALEX] == 2


def test_gi8_another_players_ants_do_not_link_yours():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": 1})
    play(s, Queen("S", 4), Ant("d3"))
    assert s.score[ALEX] == 0 and len(s.stacks) == 2


def test_gi8_several_links_resolve_one_pair_at_a_time_in_the_active_players_order():
    # d2 joins c2 (beside (2,2)) and d1 (beside (4,0)) and itself touches (4,2)
    s = Gingham(3, {(2, 2): "cupcake", (4, 2): "cupcake", (4, 0): "cupcake"},
                ants={"c2": 0, "d1": 0})
    play(s, Queen("S", 4), Ant("d2"))
    points = ((2, 2), (4, 0), (4, 2))
    assert set(s.legal_actions()) == {Connect(a, b) for a in points for b in points if a != b}
    play(s, Connect((2, 2), (4, 2)))  # c2-d2: 2 ants
    assert s.score[ALEX] == 2
    assert s.legal_actions() == [Connect((4, 0), (4, 2)), Connect((4, 2), (4, 0))]
    play(s, Connect((4, 0), (4, 2)))  # d1-d2: 2 ants
    assert s.score[ALEX] == 4 and s.stacks == {(4, 2): ["cupcake"] * 3}
    assert s.sugar == {(2, 2): 2, (4, 0): 1}


def test_gi8_two_captured_stacks_neither_score_nor_move():
    s = Gingham(3, {(2, 2): "pie", (4, 2): "pie"}, tokens={(2, 2): 1, (4, 2): 2},
                ants={"c2": 0})
    play(s, Queen("S", 4), Ant("d2"))
    assert s.score[ALEX] == 0 and s.current_player == SAHIL
    assert s.tokens == {(2, 2): 1, (4, 2): 2}


def test_gi8_a_captured_stack_links_to_a_free_one_and_its_token_stays_on_top():
    s = Gingham(3, {(2, 2): "pie", (4, 2): ("pie", 2)}, tokens={(2, 2): 1},
                ants={"c2": 0})
    play(s, Queen("S", 4), Ant("d2"), Connect((2, 2), (4, 2)))
    assert s.score[ALEX] == 2 and s.tokens == {(4, 2): 1}
    assert s.stacks == {(4, 2): ["pie"] * 3}


# --- GI-9: captures ----------------------------------------------------------------------
@pytest.mark.parametrize("point, ants, last, row", [
    ((0, 0), {}, "a1", "S1"),                                  # corner: 1 ant
    ((2, 0), {"b1": 0}, "c1", "S3"),                           # edge: 2 ants
    ((2, 2), {"b2": 0, "b3": 0, "c2": 0}, "c3", "S3"),         # inner: 4 ants
])
def test_gi9_corner_edge_and_inner_stacks_need_1_2_and_4_ants(point, ants, last, row):
    s = Gingham(3, {point: ("cherry", 2)}, ants=ants)
    q = s.b.row(row)
    play(s, Queen(q.side, q.number), Ant(last))
    assert s.legal_actions() == [Capture(point), Done()]
    play(s, Capture(point))
    assert s.score[ALEX] == 2 and s.tokens == {point: ALEX}


def test_gi9_an_inner_stack_with_one_foreign_ant_around_is_not_captured():
    s = Gingham(3, {(2, 2): "cherry"}, ants={"b2": 0, "b3": 1, "c2": 0})
    play(s, Queen("S", 3), Ant("c3"))
    assert s.current_player == SAHIL and not s.tokens


def test_gi9_the_ant_just_placed_must_be_one_of_the_surrounding_ants():
    # (0, 0) is already surrounded by Alex's a1; his ant on b1 touches (2, 0) instead
    s = Gingham(3, {(0, 0): "pie", (2, 0): "cookie"}, ants={"a1": 0})
    play(s, Queen("S", 2), Ant("b1"))
    assert not s.tokens and s.current_player == SAHIL


def test_gi9_capture_is_optional():
    s = Gingham(3, {(0, 0): "pie"})
    play(s, Queen("S", 1), Ant("a1"), Done())
    assert not s.tokens and s.score[ALEX] == 0 and s.current_player == SAHIL


def test_gi9_one_token_per_type_limits_captures():
    s = Gingham(3, {(0, 0): "pie", (10, 0): "pie"}, tokens={(10, 0): ALEX})
    play(s, Queen("S", 1), Ant("a1"))
    assert not s.legal_actions() or Capture((0, 0)) not in s.legal_actions()
    assert s.tokens == {(10, 0): ALEX}


def test_gi9_source_example_sahil_captures_an_edge_cherry_stack_of_three():
    s = Gingham(3, {(0, 4): ("cherry", 3)}, ants={"a4": SAHIL})
    quiet_turn(s, side="W")
    play(s, Queen("W", 5), Ant("a5"), Capture((0, 4)))
    assert s.score[SAHIL] == 3 and s.tokens == {(0, 4): SAHIL}


def test_gi9_source_example_amaya_takes_sahils_stack_for_five():
    """Amaya links Sahil's captured edge stack to the centre cherry, moves it there and
    surrounds it: 4 sweets + Sahil's token = 5 points; his token goes back to him."""
    s = Gingham(3, {(0, 4): ("cherry", 3), (2, 4): "cherry"}, tokens={(0, 4): SAHIL},
                ants={"a4": AMAYA, "c4": AMAYA, "b5": AMAYA, "c5": AMAYA})
    quiet_turn(s, side="W")
    quiet_turn(s, side="W")
    play(s, Queen("W", 4), Ant("b4"))
    assert Connect((0, 4), (2, 4)) in s.legal_actions()
    play(s, Connect((0, 4), (2, 4)))
    assert s.score[AMAYA] == 2  # the link: a4-b4
    play(s, Capture((2, 4)))
    assert s.score[AMAYA] == 2 + 5
    assert s.tokens == {(2, 4): AMAYA} and not s.token_on_board(SAHIL, "cherry")
    assert s.stacks[(2, 4)] == ["cherry"] * 4


def test_gi9_source_example_alex_captures_then_connects_six_ants():
    """Alex surrounds an edge cookie (1 point), then links it to the big centre stack
    with six ants (6 points), moves the small stack onto the big one, and the emptied
    edge intersection receives 1 sugar, which stays on the cloth (GI-16: his ant beside
    it landed before the cube was there)."""
    s = Gingham(3, {(0, 2): "cookie", (4, 4): ("cookie", 4)},
                ants={"a3": 0, "b2": 0, "c2": 0, "d2": 0, "d3": 0, "d4": 0})
    play(s, Queen("W", 2), Ant("a2"))
    assert set(s.legal_actions()) == {Capture((0, 2)), Connect((0, 2), (4, 4)),
                                      Connect((4, 4), (0, 2))}
    play(s, Capture((0, 2)))
    assert s.score[ALEX] == 1
    play(s, Connect((0, 2), (4, 4)))
    assert s.score[ALEX] == 1 + 6
    assert s.stacks == {(4, 4): ["cookie"] * 5} and s.tokens == {(4, 4): ALEX}
    assert s.cubes[ALEX] == 0 and s.sugar == {(0, 2): 1}  # the cube ends on the cloth
    assert s.current_player == SAHIL and s.phase == "queen"


# --- GI-10: sugar --------------------------------------------------------------------------
def test_gi10_source_example_amaya_takes_one_of_two_cubes():
    s = Gingham(3, {}, sugar={(2, 2): 2})
    play(s, Queen("S", 3), Ant("c3"))
    assert s.cubes[ALEX] == 1 and s.sugar == {(2, 2): 1}
    quiet_turn(s, side="S")
    play(s, Queen("S", 2), Ant("b2"))  # Amaya takes the last cube; none is refilled
    assert s.cubes[AMAYA] == 1 and s.sugar == {}


# --- GI-4 and GI-11: abilities ----------------------------------------------------------------
def test_gi4_costs_3_2_2_1_1_and_the_used_tile_moves_to_the_top():
    order = ["move", "boost", "stitch", "opp_row", "own_row"]
    s = Gingham(3, {}, abilities=order, cubes=[5, 0, 0])
    assert [s.cost(a) for a in order] == [3, 2, 2, 1, 1]
    play(s, Queen("S", 4), Ant("d6"))  # beyond the stitch: 2 cubes
    assert s.cubes[ALEX] == 3
    assert s.abilities == ["stitch", "move", "boost", "opp_row", "own_row"]


def test_gi11_ability_needs_enough_sugar():
    s = Gingham(3, {}, abilities=["stitch", "move", "boost", "opp_row", "own_row"],
                cubes=[2, 0, 0])
    play(s, Queen("S", 4))
    assert_refused_and_round_trips(s, Ant("d6"))  # stitch costs 3 here


def test_gi11_same_row_as_your_first_queen():
    s = Gingham(2, {}, cubes=[3, 0])
    quiet_turn(s, side="S")
    row = s.queens[0][0]
    quiet_turn(s, side="S")
    assert Queen(row.side, row.number) in s.legal_actions()
    cost = s.cost("own_row")
    play(s, Queen(row.side, row.number))
    assert s.row_queens[row] == [(0, 0), (0, 1)] and s.cubes[0] == 3 - cost
    assert [e.data["ability"] for e in s.log if e.kind == "ability"] == ["own_row"]
    # the row S5 holds an empty cell, so the turn goes on with an ant
    s = Gingham(2, {}, cubes=[3, 0])
    play(s, Queen("S", 5), Ant("e1"), Queen("S", 3), Ant("c1"), Queen("S", 5))
    assert s.used == "own_row" and s.phase == "ant"


def test_gi11_same_row_as_an_opponent_goes_outside_and_moves_after():
    s = Gingham(2, {}, cubes=[0, 3])
    play(s, Queen("S", 5), Ant("e1"))
    play(s, Queen("S", 5), Ant("e2"))  # seat 1 joins the row, outside seat 0's queen
    assert s.row_queens[s.b.row("S5")] == [(0, 0), (1, 0)]
    quiet_turn(s, side="S")
    quiet_turn(s, side="S")
    # round 2: in row S5 the inner queen (seat 0's) moves before the outer one (seat 1's)
    assert s.round_number == 2 and s.order.index((0, 0)) + 1 == s.order.index((1, 0))


def test_gi11_at_most_two_queens_per_row_even_with_an_ability():
    s = Gingham(3, {}, cubes=[9, 9, 9])
    play(s, Queen("S", 5), Ant("e1"))
    play(s, Queen("S", 5), Ant("e2"))
    assert Queen("S", 5) not in s.legal_actions()
    assert_refused_and_round_trips(s, Queen("S", 5))


def test_gi11_ant_beyond_the_stitch():
    s = Gingham(3, {}, cubes=[3, 0, 0])
    play(s, Queen("S", 2))
    beyond = {a.cell for a in s.legal_actions() if type(a) is Ant and not a.boost} - {"b1",
                                                                                       "b2"}
    assert beyond == {f"b{k}" for k in range(3, 11)}
    play(s, Ant("b9"))
    assert s.ants[s.b.index["b9"]] == ALEX
    assert [e.data["ability"] for e in s.log if e.kind == "ability"] == ["stitch"]


def test_gi11_source_example_connection_times_one_and_a_half():
    """Alex's six-ant connection with the x1.5 ability scores 9."""
    s = Gingham(3, {(0, 2): "cookie", (4, 4): ("cookie", 4)},
                ants={"a3": 0, "b2": 0, "c2": 0, "d2": 0, "d3": 0, "d4": 0}, cubes=[3, 0, 0])
    play(s, Queen("W", 2), Ant("a2", boost=True), Connect((0, 2), (4, 4)))
    assert s.score[ALEX] == 9


def test_gi11_boost_rounds_down():
    # five ants c1-d1-e1-f1-f2 link (2,0) and (6,2): 5 + 5 // 2 = 7
    s = Gingham(3, {(2, 0): "cookie", (6, 2): "cookie"},
                ants={"c1": 0, "d1": 0, "e1": 0, "f1": 0}, cubes=[3, 0, 0])
    play(s, Queen("S", 6), Ant("f2", boost=True), Connect((2, 0), (6, 2)))
    assert s.score[ALEX] == 7


def test_gi11_move_an_ant_instead_of_placing_one():
    s = Gingham(3, {(0, 0): "pie"}, ants={"d2": 1}, cubes=[3, 0, 0])
    play(s, Queen("S", 4), Lift("d2"))
    assert s.phase == "drop" and Drop("d2") not in s.legal_actions()
    play(s, Drop("a1"))  # seat 1's ant lands beside the corner pie
    # GI-17: the active player (Alex) orders the effects; seat 1 gets their points
    assert s.current_player == ALEX and s.legal_actions() == [Capture((0, 0)), Done()]
    play(s, Capture((0, 0)))
    assert s.tokens == {(0, 0): 1} and s.supply[ALEX] == ANTS_EACH and s.score == [0, 1, 0]
    assert s.current_player == 1 and s.phase == "queen"


def test_gi11_one_ability_per_turn():
    s = Gingham(3, {}, cubes=[9, 9, 9])
    play(s, Queen("S", 5), Ant("e1"))
    play(s, Queen("S", 5))  # seat 1 used opp_row
    acts = s.legal_actions()
    assert all(type(a) is Ant and not a.boost for a in acts)
    assert {a.cell for a in acts} == {"e2", "e3", "e4", "e5", "e1"}
    assert_refused_and_round_trips(s, Ant("e7"))
    assert_refused_and_round_trips(s, Ant("e2", True))


# --- GI-12: the end ------------------------------------------------------------------------
def test_gi12_source_example_final_scoring():
    stacks = {(2, 2): ("cookie", 3), (4, 2): ("cupcake", 3), (6, 2): ("cherry", 3),
              (8, 2): ("pie", 3), (2, 6): ("cherry", 5), (4, 6): ("cookie", 2)}
    tokens = {(2, 2): SAHIL, (4, 2): SAHIL, (6, 2): SAHIL, (8, 2): AMAYA, (2, 6): ALEX}
    bonus = final_bonus(3, {p: [t] * k for p, (t, k) in stacks.items()}, tokens, [0, 0, 0])
    assert [b["stacks"] for b in bonus] == [6, 12, 4]
    assert [b["tallest"] for b in bonus] == [5, 10, 5]
    assert [g + b["total"] for g, b in zip([42, 35, 52], bonus, strict=True)] == [53, 57, 61]


def test_gi12_source_example_round_end_with_52_and_42_ends_the_game():
    stacks = {(2, 2): ("cookie", 3), (4, 2): ("cupcake", 3), (6, 2): ("cherry", 3),
              (8, 2): ("pie", 3), (2, 6): ("cherry", 5)}
    tokens = {(2, 2): SAHIL, (4, 2): SAHIL, (6, 2): SAHIL, (8, 2): AMAYA, (2, 6): ALEX}
    s = Gingham(3, stacks, tokens=tokens, scores=[42, 35, 52])
    for _ in range(5):
        quiet_turn(s, side="N")
        assert not s.is_over  # the check waits for the end of the round
    quiet_turn(s, side="N")
    assert s.is_over and s.scores() == [53, 57, 61] and s.winners() == [AMAYA]
    assert s.legal_actions() == []
    assert_refused_and_round_trips(s, Queen("S", 1))


@pytest.mark.parametrize("n, top", [(2, 40), (3, 40), (4, 32)])
def test_gi12_threshold_by_player_count(n, top):
    for score, ends in ((top - 1, False), (top, True)):
        s = Gingham(n, {}, scores=[score] + [0] * (n - 1))
        for _ in range(2 * n):
            quiet_turn(s)
        assert s.is_over == ends


def test_gi12_ties_for_tallest_share_the_bonus_and_sugar_counts():
    stacks = {(2, 2): ["pie"] * 3, (4, 2): ["pie"] * 3}
    bonus = final_bonus(2, stacks, {(2, 2): 0, (4, 2): 1}, [2, 0])
    assert [b["total"] for b in bonus] == [4 + 5 + 2, 4 + 5]


def test_gi12_no_ant_in_supply_ends_the_game():
    s = Gingham(2, {}, supply=[1, 1])
    quiet_turn(s)
    quiet_turn(s)
    play(s, s.legal_actions()[0])  # seat 0's queen: no ant left, the turn passes
    assert s.current_player == 1 and not s.is_over
    play(s, s.legal_actions()[0])
    assert s.is_over and s.end_reason == {"kind": "supply_empty", "rule": "GI-12"}


# --- GI-13: hidden scores -----------------------------------------------------------------
def test_gi13_a_view_shows_only_your_own_score_until_the_end():
    s = Gingham(3, {}, scores=[5, 7, 9])
    assert s.view(1).scores == (None, 7, None)
    with pytest.raises(SetupError):
        s.view(3)


# --- the protocol ---------------------------------------------------------------------------
def test_illegal_actions_name_the_rule_and_change_nothing():
    s = Gingham.new_game(3, seed=1)
    with pytest.raises(IllegalAction) as err:
        s.apply(Ant("a1"))
    assert "GI-5" in err.value.rule
    for bad in (Skip(), Sugar((0, 0)), Done(), "S3", None, Queen("X", 1)):
        assert_refused_and_round_trips(s, bad)


def test_json_round_trip_mid_turn():
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": 0, "e3": 2})
    play(s, Queen("S", 4), Ant("d2"))
    assert s.phase == "effects"
    again = Gingham.from_json(s.to_json())
    assert again == s and again.legal_actions() == s.legal_actions()


# --- GI-14: a full cloth does not end the game ----------------------------------------------
# every cell taken, 25 ants of each of four seats (cell y * 10 + x holds seat (y * 10 + x) % 4)
FULL_CLOTH = {f"{'abcdefghij'[x]}{y + 1}": (y * 10 + x) % 4 for x in range(10) for y in range(10)}


def test_gi14_a_full_cloth_does_not_end_the_game():
    """GI-14: with every cell taken, ants still go in by pushing out other players' ants,
    and the round ends without ending the game."""
    s = Gingham(4, {}, ants=FULL_CLOTH)
    assert -1 not in s.ants and s.supply == [1, 1, 1, 1]
    pushes = 0
    for _ in range(8):
        play(s, s.legal_actions()[0])  # the first free row
        ants = [a for a in s.legal_actions() if type(a) is Ant]
        if ants:
            play(s, ants[0])
            pushes += 1
    assert pushes >= 4 and s.log[-1].kind == "round"
    assert not s.is_over and s.end_reason is None and s.round_number == 2
    assert -1 not in s.ants and s.current_player is not None


def test_gi14_a_pushed_out_ant_with_no_empty_cell_returns_to_its_owners_supply():
    """GI-14: at the end of the turn the pushed-out ant finds no empty cell: it stays in
    its owner's supply, and the next player moves."""
    s = Gingham(4, {}, ants=FULL_CLOTH)
    play(s, Queen("S", 2))  # column b: b1 is seat 1's ant
    play(s, Ant("b1"))
    assert s.ants[s.b.index["b1"]] == 0 and -1 not in s.ants
    assert s.supply == [0, 2, 1, 1] and not s.pushed
    assert s.phase == "queen" and s.current_player == 1
    assert not [e for e in s.log if e.kind == "return"]
    ret = [e for e in s.log if e.kind == "no_return"]
    assert len(ret) == 1 and ret[0].data == {"seat": 1}
    assert str(ret[0]) == "No cell is empty, so Ben's pushed-out ant stays off the cloth"


# --- GI-15: the round limit ---------------------------------------------------------------------
def _held_cherry():
    return Gingham(3, {(0, 0): ("cherry", 2), (10, 10): "pie"}, tokens={(0, 0): SAHIL},
                   scores=[3, 4, 5], max_rounds=1)


def test_gi15_the_round_limit_ends_the_game_with_final_scoring_and_its_reason():
    """GI-15: no GI-12 end in round 1 with a limit of 1 round: the game ends there, with
    the usual final scoring and the end reason 'round limit' on the state and in the log."""
    s = _held_cherry()
    for _ in range(6):
        assert not s.is_over
        quiet_turn(s)
    limit = {"kind": "round_limit", "rounds": 1, "rule": "GI-15"}
    assert s.is_over and s.end_reason == limit and s.round_number == 1
    assert s.scores() == [3, 4 + 2 + 1 + 5, 5]  # Sahil: 2 cherries, his token, tallest
    assert s.log[-1].kind == "end" and s.log[-1].data["reason"] == limit
    assert "the round limit of 1 round is reached" in str(s.log[-1])
    again = Gingham.from_json(s.to_json())
    assert again == s and again.end_reason == limit and again.is_over
    assert s.view(0).end_reason == limit


def test_gi15_the_default_limit_is_80_rounds():
    assert Gingham(3, {}).max_rounds == 80 == Gingham.new_game(2, seed=1).max_rounds
    s = Gingham(3, {}, queens={"N1": [0, 1], "N2": [2], "N3": [0], "N4": [1, 2]},
                round_number=80)
    for _ in range(6):
        quiet_turn(s)
    assert s.is_over and s.end_reason == {"kind": "round_limit", "rounds": 80, "rule": "GI-15"}


def test_gi15_none_means_no_limit():
    """GI-15: max_rounds=None plays on past the end of round 1 (it used to crash there)."""
    s = Gingham.new_game(3, seed=4, max_rounds=None)
    assert s.max_rounds is None
    s = Gingham(3, {}, max_rounds=None)
    for _ in range(12):
        quiet_turn(s)
    assert s.round_number == 3 and not s.is_over and s.end_reason is None
    again = Gingham.from_json(s.to_json())
    assert again == s and again.max_rounds is None
    s = Gingham(3, {}, queens={"N1": [0, 1], "N2": [2], "N3": [0], "N4": [1, 2]},
                round_number=500, max_rounds=None)
    for _ in range(6):
        quiet_turn(s)
    assert s.round_number == 501 and not s.is_over


@pytest.mark.parametrize("bad", [0, -3, 2.5, "80", True, [80]])
def test_gi15_a_limit_below_one_or_not_a_whole_number_is_refused(bad):
    with pytest.raises(SetupError, match=r"max_rounds must be a whole number from 1, got"):
        Gingham(3, {}, max_rounds=bad)
    with pytest.raises(SetupError, match=r"max_rounds"):
        Gingham.new_game(3, seed=1, max_rounds=bad)


def test_gi15_a_position_past_its_round_limit_is_refused():
    with pytest.raises(SetupError, match="round_number"):
        Gingham(3, {}, queens={"N1": [0, 1], "N2": [2], "N3": [0], "N4": [1, 2]},
                round_number=6, max_rounds=5)
    for bad in (0, "2", 1.0):
        with pytest.raises(SetupError, match="round_number"):
            Gingham(3, {}, round_number=bad)


# --- GI-16: sugar only from cubes lying beside the ant when it lands ---------------------------
def test_gi16_an_ant_takes_no_cube_that_its_own_connection_put_down():
    """GI-16: d2 links the cookies; the stack beside d2 moves away and its emptied
    intersection gets 2 cubes, which stay on the cloth."""
    s = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": ALEX})
    play(s, Queen("S", 4), Ant("d2"), Connect((4, 2), (2, 2)))
    assert s.score[ALEX] == 2 and s.cubes[ALEX] == 0 and s.sugar == {(4, 2): 2}
    assert s.current_player == SAHIL and s.phase == "queen"
    # the next ant to land beside those cubes takes one (GI-10)
    play(s, Queen("S", 5), Ant("e2"))
    assert s.cubes[SAHIL] == 1 and s.sugar == {(4, 2): 1}


def test_gi16_cubes_already_beside_the_ant_are_taken_in_any_order_with_a_connection():
    # d2 touches (4, 2), which holds 2 cubes; c2-d2-d1 links the pies at (2, 2) and (4, 0)
    s = Gingham(3, {(2, 2): "pie", (4, 0): "pie"}, ants={"c2": ALEX, "d1": ALEX},
                sugar={(4, 2): 2})
    play(s, Queen("S", 4), Ant("d2"))
    assert set(s.legal_actions()) == {Connect((2, 2), (4, 0)), Connect((4, 0), (2, 2)),
                                      Sugar((4, 2))}
    play(s, Connect((2, 2), (4, 0)))
    assert s.legal_actions() == [Sugar((4, 2))] or s.current_player == SAHIL
    assert s.score[ALEX] == 3 and s.cubes[ALEX] == 1 and s.sugar == {(4, 2): 1, (2, 2): 2}


# --- GI-17: who resolves the effects, and who scores them ---------------------------------------
def test_gi17_the_active_player_resolves_a_moved_ants_effects_its_owner_scores():
    """GI-17: Alex moves Sahil's ant beside the corner pie: Alex (the active player)
    orders the effects and may decline the capture; a capture would score for Sahil."""
    s = Gingham(3, {(0, 0): ("pie", 2)}, ants={"d2": SAHIL}, cubes=[3, 0, 0])
    play(s, Queen("S", 4), Lift("d2"), Drop("a1"))
    assert s.phase == "effects" and s.current_player == ALEX
    assert s.legal_actions() == [Capture((0, 0)), Done()]
    declined = play(s.clone(), Done())
    assert not declined.tokens and declined.score == [0, 0, 0]
    assert declined.current_player == SAHIL and declined.phase == "queen"
    play(s, Capture((0, 0)))
    assert s.tokens == {(0, 0): SAHIL} and s.score == [0, 2, 0]


def test_gi17_the_active_player_resolves_a_re_placed_ants_effects():
    """GI-17 (engine decision, see the chapter): Amaya re-places her pushed-out ant on a1
    beside a corner cherry at the end of Sahil's turn; Sahil, the active player, resolves
    its effects; the points of the capture are hers."""
    s = Gingham(3, {(0, 0): "cherry"}, ants={"e3": AMAYA})
    quiet_turn(s, side="S")
    play(s, Queen("S", 5), Ant("e3"))
    assert s.phase == "return" and s.current_player == AMAYA  # she chooses the cell
    play(s, Return("a1"))
    assert s.phase == "effects" and s.current_player == SAHIL
    assert s.legal_actions() == [Capture((0, 0)), Done()]
    play(s, Capture((0, 0)))
    assert s.score == [0, 0, 1] and s.tokens == {(0, 0): AMAYA}
    assert s.phase == "queen" and s.current_player == AMAYA


def test_gi17_connections_are_compulsory_only_order_and_direction_are_chosen():
    """GI-17: while a link is open the effects cannot end (Done is refused), and every
    link through the ant's chain is scored before they do."""
    s = Gingham(3, {(2, 2): "cupcake", (4, 2): "cupcake", (4, 0): "cupcake"},
                ants={"c2": ALEX, "d1": ALEX})
    play(s, Queen("S", 4), Ant("d2"))
    assert Done() not in s.legal_actions()
    assert_refused_and_round_trips(s, Done())
    play(s, Connect((4, 2), (4, 0)))  # d2-d1: 2 ants
    assert Done() not in s.legal_actions()
    assert_refused_and_round_trips(s, Done())
    play(s, Connect((2, 2), (4, 0)))  # c2-d2-d1: 3 ants
    assert s.phase == "queen" and s.current_player == SAHIL
    assert s.stacks == {(4, 0): ["cupcake"] * 3} and s.score[ALEX] == 2 + 3


# --- GI-18: connection x1.5 and the move ability --------------------------------------------------
def test_gi18_boost_is_paid_when_the_ant_is_placed_even_without_a_connection():
    s = Gingham(3, {}, abilities=["stitch", "move", "boost", "opp_row", "own_row"],
                cubes=[3, 0, 0])
    play(s, Queen("S", 5), Ant("e3", boost=True))
    assert s.cubes[ALEX] == 1 and s.score[ALEX] == 0
    assert s.abilities[0] == "boost" and s.current_player == SAHIL
    assert [e.data["ability"] for e in s.log if e.kind == "ability"] == ["boost"]


def test_gi18_boost_applies_to_every_connection_rounded_down_each():
    """GI-18: two 3-ant connections from one boosted landing: 4 + 4 = 8 (rounding the sum,
    9, would be wrong)."""
    s = Gingham(3, {(2, 0): "cupcake", (4, 2): "cupcake", (6, 4): "cupcake"},
                ants={"c1": 0, "d2": 0, "e2": 0, "e3": 0, "e4": 0, "f4": 0}, cubes=[3, 0, 0])
    play(s, Queen("S", 4), Ant("d1", boost=True), Connect((2, 0), (4, 2)))
    assert s.score[ALEX] == 4
    play(s, Connect((4, 2), (6, 4)))
    assert s.score[ALEX] == 8 and [e.data["points"] for e in s.log
                                   if e.kind == "connect"] == [4, 4]


def test_gi18_a_re_placed_pushed_out_ant_is_never_boosted():
    """GI-18: Alex's boosted ant pushes out Sahil's; Sahil re-places it on d1, linking his
    cookies with 3 ants: 3 points, not 4."""
    s = Gingham(3, {(2, 0): "cookie", (4, 2): "cookie"},
                ants={"c1": SAHIL, "d2": SAHIL, "e5": SAHIL}, cubes=[3, 0, 0])
    play(s, Queen("S", 5), Ant("e5", boost=True), Return("d1"))
    play(s, Connect((2, 0), (4, 2)))
    assert s.score == [0, 3, 0] and s.phase == "queen" and s.current_player == SAHIL


def test_gi18_the_move_ability_moves_the_ant_to_a_different_empty_cell():
    s = Gingham(3, {}, ants={"d2": SAHIL, "d3": AMAYA}, cubes=[3, 0, 0])
    play(s, Queen("S", 4), Lift("d2"))
    drops = {a.cell for a in s.legal_actions()}
    assert "d2" not in drops and "d3" not in drops and len(drops) == 100 - 2
    assert_refused_and_round_trips(s, Drop("d2"))
    assert_refused_and_round_trips(s, Drop("d3"))
    # with no empty cell at all the ability is not offered
    full = Gingham(4, {}, ants=FULL_CLOTH, cubes=[3, 0, 0, 0])
    play(full, Queen("S", 4))
    assert not any(type(a) is Lift for a in full.legal_actions())
