"""Gingham's board geometry on the 8 x 8 and 10 x 10 cloths (GI-1, GI-2, GI-3)."""

import pytest

from pointyrules.gingham.board import SIDES, Row, board, size_for


@pytest.mark.parametrize("n, points", [(8, 25), (10, 36)])
def test_gi1_sweets_sit_on_the_even_intersections(n, points):
    b = board(n)
    assert len(b.points) == points
    assert all(x % 2 == 0 and y % 2 == 0 for x, y in b.points)
    assert len(b.cells) == n * n


def test_gi1_board_size_by_player_count():
    assert [size_for(k) for k in (2, 3, 4)] == [8, 10, 10]


@pytest.mark.parametrize("n", [8, 10])
def test_gi1_each_cell_touches_exactly_one_sweet(n):
    b = board(n)
    for i, (x, y) in enumerate(b.cells):
        corners = {(x + dx, y + dy) for dx in (0, 1) for dy in (0, 1)}
        assert [p for p in corners if p in b.cells_of] == [b.sweet_of[i]]
    assert sorted(c for cells in b.cells_of.values() for c in cells) == list(range(n * n))


@pytest.mark.parametrize("n", [8, 10])
def test_gi1_corner_edge_and_inner_sweets_need_1_2_4_cells(n):
    b = board(n)
    for (x, y), cells in b.cells_of.items():
        on_edge = (x in (0, n)) + (y in (0, n))
        assert len(cells) == {2: 1, 1: 2, 0: 4}[on_edge]
    assert [b.names[c] for c in b.cells_of[(0, 0)]] == ["a1"]
    assert sorted(b.names[c] for c in b.cells_of[(2, 0)]) == ["b1", "c1"]
    assert sorted(b.names[c] for c in b.cells_of[(2, 2)]) == ["b2", "b3", "c2", "c3"]


@pytest.mark.parametrize("n", [8, 10])
def test_gi2_stitch_runs_bottom_left_to_top_right(n):
    b = board(n)
    assert [b.cells[c] for c in b.stitch] == [(i, i) for i in range(n)]


@pytest.mark.parametrize("n", [8, 10])
def test_gi2_rows_run_from_their_side_to_the_stitch(n):
    b = board(n)
    stitch = set(b.stitch)
    for side in SIDES:
        lengths = [len(b.row_cells[Row(side, r)]) for r in range(1, n + 1)]
        assert lengths == list(range(1, n + 1))  # row 1 is next to the star
        for r in range(1, n + 1):
            cells = b.row_cells[Row(side, r)]
            assert cells[-1] in stitch and not stitch & set(cells[:-1])
            line = b.line_cells[Row(side, r)]
            assert len(line) == n and line[:r] == cells
            assert b.beyond_cells[Row(side, r)] == line[r:]
            # the first cell is on the side's edge
            x, y = b.cells[cells[0]]
            assert {"S": y == 0, "W": x == 0, "N": y == n - 1, "E": x == n - 1}[side]


def test_gi2_named_rows_on_the_10x10_board():
    b = board(10)
    assert [b.names[c] for c in b.row_cells[b.row("S4")]] == ["d1", "d2", "d3", "d4"]
    assert [b.names[c] for c in b.row_cells[b.row("W2")]] == ["a2", "b2"]
    assert [b.names[c] for c in b.row_cells[b.row("N1")]] == ["j10"]
    assert [b.names[c] for c in b.row_cells[b.row("E3")]] == ["j8", "i8", "h8"]


@pytest.mark.parametrize("n", [8, 10])
def test_gi2_stars_sit_where_the_rows_are_shortest(n):
    b = board(n)
    for side in SIDES:
        star = b.star(side)
        (cell,) = b.row_cells[Row(side, 1)]
        x, y = b.cells[cell]
        assert star in {(x + dx, y + dy) for dx in (0, 1) for dy in (0, 1)}
    assert b.star("S") == b.star("W") == (0, 0) and b.star("N") == b.star("E") == (n, n)


@pytest.mark.parametrize("n", [8, 10])
def test_gi3_sugar_icons_one_on_the_edge_two_inside(n):
    b = board(n)
    assert b.sugar_icon((0, 0)) == b.sugar_icon((n, 4)) == b.sugar_icon((2, 0)) == 1
    assert b.sugar_icon((2, 2)) == b.sugar_icon((n - 2, n - 2)) == 2
    assert sum(b.sugar_icon(p) for p in b.points) == 4 * (n // 2) + 2 * (n // 2 - 1) ** 2


def test_cell_and_row_names_round_trip_and_refuse_nonsense():
    b = board(10)
    assert all(b.cell(b.name(c)) == c for c in range(100))
    assert b.cell((3, 1)) == b.cell("d2")
    assert str(b.row("n7")) == "N7"
    for bad in ("k1", "a11", "a0", "zz"):
        with pytest.raises(ValueError):
            b.cell(bad)
    for bad in ("X3", "S0", "S11", "S"):
        with pytest.raises(ValueError):
            b.row(bad)
    with pytest.raises(ValueError):
        board(9)
