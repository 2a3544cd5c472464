"""Gingham's chapter as a lesson (issue 17): the rules it states are the engine's, its
pictures carry coordinates and the source's seat colours, and the page stays light.

Seats in the source's worked example: Alex 0 (orange), Sahil 1 (blue), Ameya 2 (green).
"""

import json
import re
from collections import Counter

from pointyrules.gingham.board import COLUMN_LETTERS, board
from pointyrules.gingham.render import board_svg
from pointyrules.gingham.rules import (
    ABILITIES,
    Ant,
    Connect,
    Gingham,
    Lift,
    Queen,
    Skip,
    final_bonus,
    sweets_for,
)
from pointyrules.svg import SEAT_COLOURS

from ..conftest import ROOT

ALEX, SAHIL, AMEYA = 0, 1, 2
ORANGE, BLUE, GREEN = SEAT_COLOURS[1], SEAT_COLOURS[0], SEAT_COLOURS[2]
NOTEBOOK = ROOT / "book" / "gingham.ipynb"


def play(state, *actions):
    for a in actions:
        state.apply(a)
    return state


# --- Setup -----------------------------------------------------------------------------
def test_setup_puts_one_sweet_face_up_on_every_sweet_point():
    # source setup: the sweets are shuffled face down, then one is drawn face up onto each
    # intersection circle until all are out (GI-1: 36 on the 10 x 10 cloth, 25 on 8 x 8)
    for players in (2, 3, 4):
        game = Gingham.new_game(players, seed=7)
        b = board(game.n)
        assert set(game.stacks) == set(b.points)
        assert all(len(stack) == 1 for stack in game.stacks.values())
        assert Counter(s[0] for s in game.stacks.values()) == Counter(sweets_for(players))
        assert sorted(game.abilities) == sorted(ABILITIES)  # tiles shuffled onto the board
        assert game.score == [0] * players and game.cubes == [0] * players  # dials at 0
        assert game.current_player == 0  # seat 0 is the first player of round 1 (GI-5)


# --- Who wins (GI-12) -----------------------------------------------------------------
def test_most_points_wins_and_a_tie_shares_the_win():
    game = Gingham(3, {(2, 2): "cookie"}, scores=[40, 40, 12], supply=[0, 0, 0])
    for _ in range(6):  # one quiet round: no ant in supply, so every turn is a queen move
        game.apply(next(a for a in game.legal_actions() if type(a) is Queen))
    assert game.is_over
    totals = game.scores()
    assert totals[0] == totals[1] > totals[2]
    assert game.winners() == [0, 1]


# --- The capture token always stays on top of its stack (source rule) -------------------
def test_a_captured_stack_moved_onto_another_keeps_its_token_on_top():
    # a link carries Sahil's captured cherry stack onto the middle cherry
    game = Gingham(3, {(0, 4): ("cherry", 3), (2, 4): "cherry"}, tokens={(0, 4): SAHIL},
                   ants={"a4": ALEX})
    play(game, Queen("W", 4), Ant("b4"), Connect((0, 4), (2, 4)))
    assert game.tokens == {(2, 4): SAHIL}
    assert len(game.stacks[(2, 4)]) == 4


def test_a_stack_moved_onto_a_captured_stack_goes_under_its_token():
    game = Gingham(3, {(0, 4): "cherry", (2, 4): ("cherry", 3)}, tokens={(2, 4): SAHIL},
                   ants={"a4": ALEX})
    play(game, Queen("W", 4), Ant("b4"), Connect((0, 4), (2, 4)))
    assert game.tokens == {(2, 4): SAHIL}
    assert len(game.stacks[(2, 4)]) == 4


def test_two_captured_stacks_never_connect():
    game = Gingham(3, {(0, 4): "cherry", (2, 4): "cherry"},
                   tokens={(0, 4): SAHIL, (2, 4): AMEYA}, ants={"a4": ALEX})
    play(game, Queen("W", 4), Ant("b4"))
    assert not any(type(a) is Connect for a in game.legal_actions())


# --- Tallest stacks: only held stacks count (GI-12 "held") ------------------------------
def test_an_unheld_taller_stack_takes_no_bonus_from_the_holders():
    stacks = {(2, 2): ["cookie"] * 6, (4, 2): ["cookie"] * 2, (6, 2): ["cookie"] * 2}
    tokens = {(4, 2): ALEX, (6, 2): SAHIL}  # the 6-cookie stack is nobody's
    out = final_bonus(3, stacks, tokens, [0, 0, 0])
    assert [x["tallest"] for x in out] == [5, 5, 0]  # the two held 2-stacks tie, both +5
    assert [x["stacks"] for x in out] == [3, 3, 0]  # 2 sweets + the token


# --- A row holding only your ants: no plain ant, but two abilities still work -----------
def only_own_row(cubes):
    # Alex's ants fill row S2 (b1, b2); his queen goes there
    game = Gingham(3, {(2, 2): "cookie"}, ants={"b1": ALEX, "b2": ALEX}, cubes=[cubes, 0, 0],
                   abilities=["own_row", "opp_row", "boost", "stitch", "move"])
    return play(game, Queen("S", 2))


def test_a_row_of_only_your_ants_gives_no_ant_without_sugar():
    game = only_own_row(0)  # the forced Skip is carried out at once: the turn passes on
    assert game.log[-1].kind == "skip" and game.ants.count(ALEX) == 2
    assert game.current_player == SAHIL


def test_beyond_the_stitch_or_move_an_ant_still_works_in_a_row_of_your_own_ants():
    legal = only_own_row(2).legal_actions()
    beyond = {a.cell for a in legal if type(a) is Ant}
    assert beyond == {f"b{k}" for k in range(3, 11)}  # the rest of column b (GI-11)
    assert {a.cell for a in legal if type(a) is Lift} == {"b1", "b2"}  # move your own ant
    assert Skip() in legal
    assert not any(type(a) is Ant and a.cell in ("b1", "b2") for a in legal)


# --- Pictures ---------------------------------------------------------------------------
def coordinates(svg):
    group = re.search(r'<g class="coords"[^>]*>(.*?)</g>', svg).group(1)
    return re.findall(r">(\w+)</text>", group)


def test_every_board_picture_draws_its_coordinates():
    labels = coordinates(board_svg(10))
    assert Counter(labels) == Counter(list(COLUMN_LETTERS) * 2 + [str(k) for k in range(1, 11)] * 2)
    close = coordinates(board_svg(10, window=(0, 0, 3, 2)))
    assert set(close) == set("abcd") | {"1", "2", "3"}


def test_the_picture_draws_seats_in_the_colours_it_is_given():
    svg = board_svg(10, ants=[ALEX, SAHIL] + [-1] * 98, colours=(ORANGE, BLUE, GREEN),
                    names=("Alex", "Sahil", "Ameya"))
    assert re.search(rf'fill="{ORANGE}"[^>]*><title>Alex ant on a1', svg)
    assert re.search(rf'fill="{BLUE}"[^>]*><title>Sahil ant on b1', svg)


# --- The chapter -------------------------------------------------------------------------
def chapter():
    return json.loads(NOTEBOOK.read_text(encoding="utf-8"))


def test_the_chapter_is_light_and_stores_no_widget_state():
    assert NOTEBOOK.stat().st_size < 250_000
    assert "widgets" not in chapter()["metadata"]


def test_the_worked_round_draws_the_source_seat_colours():
    # the source: Alex orange, Sahil blue, Ameya green
    svgs = "".join("".join(out.get("data", {}).get("image/svg+xml", ""))
                   for cell in chapter()["cells"] for out in cell.get("outputs", []))
    for name, colour in (("Alex", ORANGE), ("Sahil", BLUE), ("Ameya", GREEN)):
        found = set(re.findall(rf'fill="(#[0-9a-f]+)"[^>]*><title>{name} ant on', svgs))
        assert found == {colour}, (name, found)


def test_the_chapter_cites_the_source_rule_for_the_token_on_top():
    # an exercise's solution rests on the token rule: it is the source's own rule, not GI-8
    text = "".join("".join(c["source"]) for c in chapter()["cells"])
    assert "always stays on top" in text
    assert "stays on top of the combined\nstack of four cookies (GI-8)" not in text
