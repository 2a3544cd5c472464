"""The card solver against an independent brute force, closed forms, invariances; the
enclosing rectangle against shapely (a test dependency only)."""

import math
import random

import pytest

from bench.coins import RADII, game_table
from pointyrules.coins.geometry import (
    ID1,
    card_margin,
    distance_to_card,
    min_area_rectangle,
    placement_margin,
)


def random_table(rng, n, spread=60.0):
    return game_table(rng, n, spread)


def _grid_best(coins, thetas):
    """Independent brute force, vectorised with numpy: for every angle, a coarse-to-fine
    grid search over the centre (21 x 21 points, halving the window per level around the best)."""
    np = pytest.importorskip("numpy")
    a, b = ID1.core
    p = np.array(coins, dtype=float)
    th = np.asarray(thetas)[:, None, None, None]
    c = np.tile(p[:, :2].mean(axis=0), (len(thetas), 1))
    h = 120.0
    off = np.linspace(-1, 1, 21)
    for _ in range(27):
        cx = c[:, 0][:, None, None, None] + h * off[None, :, None, None]
        cy = c[:, 1][:, None, None, None] + h * off[None, None, :, None]
        dx, dy = p[:, 0] - cx, p[:, 1] - cy
        u = dx * np.cos(th) + dy * np.sin(th)
        v = -dx * np.sin(th) + dy * np.cos(th)
        core = np.hypot(np.maximum(np.abs(u) - a, 0), np.maximum(np.abs(v) - b, 0))
        m = (p[:, 2] - np.maximum(core - ID1.corner, 0)).min(axis=-1)
        flat = m.reshape(len(thetas), -1).argmax(axis=1)
        i, j = np.unravel_index(flat, (21, 21))
        c = np.stack([c[:, 0] + h * off[i], c[:, 1] + h * off[j]], axis=1)
        best = m.reshape(len(thetas), -1).max(axis=1)
        h /= 2
    return best


def brute_force(coins, angles=180):
    """Dense angle grid plus the grid search, then two finer angle grids around the five
    best angles. Every value it reports is attained, so it never exceeds the truth."""
    np = pytest.importorskip("numpy")
    step = np.pi / angles
    thetas = np.arange(angles) * step
    vals = _grid_best(coins, thetas)
    best = vals.max()
    lip = float(np.hypot(*ID1.core))  # |dG/dtheta| <= the core's half-diagonal
    for _ in range(2):
        # refine every cell that could still hold the maximum (at most the 30 best)
        keep = np.argsort(vals)[-30:]
        top = thetas[keep[vals[keep] >= best - lip * step]]
        thetas = (top[:, None] + np.linspace(-step, step, 21)[None, :]).ravel()
        vals = _grid_best(coins, thetas)
        best = max(best, vals.max())
        step /= 10
    return float(best)


@pytest.mark.parametrize("seed", range(200))
def test_solver_matches_brute_force(seed):
    rng = random.Random(seed)
    coins = random_table(rng, rng.randint(2, 6), spread=rng.choice((35.0, 60.0)))
    got = card_margin(coins, tol=1e-6)
    # The brute force is a lower bound (it is a search); it may miss the optimum by the
    # pattern search's and the angle grid's error, never exceed it.
    brute = brute_force(coins)
    assert brute <= got.margin + 1e-6
    assert got.margin - brute < 2e-3
    assert placement_margin(coins, got.center, got.angle) == pytest.approx(got.margin, abs=1e-9)
    assert got.upper_bound - got.margin <= 1e-3  # certified gap (max_evals may stop it)


@pytest.mark.parametrize("d", [100.0, 140.0, 200.0])
def test_two_equal_far_coins_closed_form(d):
    r = 11.0
    got = card_margin([(0.0, 0.0, r), (d, 0.0, r)])
    assert got.margin == pytest.approx(r - (d - ID1.longest_chord) / 2, abs=1e-6)


def test_one_coin_margin_is_its_radius():
    got = card_margin([(3.0, -4.0, 11.75)])
    assert got.margin == 11.75 and got.coverable


def test_invariant_under_rotating_and_translating_the_table():
    rng = random.Random(7)
    for _ in range(5):
        coins = random_table(rng, 8)
        base = card_margin(coins).margin
        phi, tx, ty = rng.uniform(0, 6.3), rng.uniform(-50, 50), rng.uniform(-50, 50)
        c, s = math.cos(phi), math.sin(phi)
        moved = [(x * c - y * s + tx, x * s + y * c + ty, r) for x, y, r in coins]
        assert card_margin(moved).margin == pytest.approx(base, abs=2e-6)


def test_returned_placement_attains_the_margin():
    rng = random.Random(3)
    coins = random_table(rng, 12)
    got = card_margin(coins)
    terms = [r - distance_to_card((x, y), got.center, got.angle) for x, y, r in coins]
    assert min(terms) == got.margin
    assert set(got.binding) == {i for i, t in enumerate(terms) if t <= got.margin + 1e-6}


def test_many_coins_use_a_working_set_but_stay_exact():
    rng = random.Random(11)
    coins = [(rng.uniform(-500, 500), rng.uniform(-500, 500), rng.choice(RADII))
             for _ in range(300)]
    got = card_margin(coins, tol=1e-4)
    assert placement_margin(coins, got.center, got.angle) == pytest.approx(got.margin)
    assert got.margin < 0


@pytest.mark.parametrize("bad", [
    [], [(0, 0, -1.0)], [(math.nan, 0, 10.0)], [(0, 0)], ["coin"], [(0, math.inf, 1)]])
def test_degenerate_input_is_a_clear_error(bad):
    with pytest.raises(ValueError):
        card_margin(bad)


def test_degenerate_but_valid_inputs():
    assert card_margin([(0, 0, 10), (0, 0, 10)]).margin == 10  # coincident
    assert card_margin([(0, 0, 0.0), (10, 0, 0.0)]).margin == 0  # zero radius: no interior
    line = [(k * 30.0, 0.0, 10.0) for k in range(5)]  # collinear, 120 mm long
    got = card_margin(line)
    assert got.margin == pytest.approx(10 - (120 - ID1.longest_chord) / 2, abs=1e-6)
    touching = [(0, 0, 10.0), (20.0, 0, 10.0)]
    assert card_margin(touching).margin == 10


def test_min_area_rectangle_matches_shapely_on_points():
    shapely = pytest.importorskip("shapely")
    from shapely.geometry import MultiPoint
    rng = random.Random(5)
    for _ in range(100):
        pts = [(rng.uniform(-100, 100), rng.uniform(-60, 60)) for _ in range(rng.randint(3, 60))]
        ours = min_area_rectangle([(x, y, 0.0) for x, y in pts])
        theirs = MultiPoint(pts).minimum_rotated_rectangle.area
        assert ours.area == pytest.approx(theirs, rel=1e-9)
    assert shapely


def test_min_area_rectangle_contains_every_coin():
    rng = random.Random(6)
    coins = random_table(rng, 10)
    rect = min_area_rectangle(coins)
    (x0, y0), (x1, y1), _, (x3, y3) = rect.corners
    ux, uy = (x1 - x0) / rect.width, (y1 - y0) / rect.width
    for x, y, r in coins:
        s = (x - x0) * ux + (y - y0) * uy
        t = (x - x0) * -uy + (y - y0) * ux
        assert r - 1e-9 <= s <= rect.width - r + 1e-9 and r - 1e-9 <= t <= rect.height - r + 1e-9
    # A single coin: its bounding square.
    assert min_area_rectangle([(0, 0, 5.0)]).area == pytest.approx(100.0)
