"""The card solver against an independent brute force, closed forms, invariances; the
enclosing rectangle against shapely (a test dependency only)."""

import math
import random

import pytest

from bench.coins import RADII, game_table
from pointyrules.coins.geometry import ID1, card_margin, distance_to_card, placement_margin
from pointyrules.coins.rectangle import min_area_rectangle


def random_table(rng, n, spread=60.0):
    return game_table(rng, n, spread)


def _grid_best(coins, thetas, iterations=260):
    """Independent brute force for the centre, vectorised with numpy over the angles:
    the ellipsoid method (a textbook method for concave maximisation, which needs only
    a value and a supergradient). At a fixed angle the margin is concave in the centre;
    the search starts from a disk of radius 150 mm around the coins' mean, which holds
    every centre that can touch them all, and shrinks it by a factor of e^(1/12) per
    step, so after 260 steps it has closed in to well under 1e-6 mm."""
    np = pytest.importorskip("numpy")
    a, b = ID1.core
    p = np.array(coins, dtype=float)
    th = np.asarray(thetas, dtype=float)[:, None]
    cos, sin = np.cos(th), np.sin(th)
    n = len(th)
    x = np.tile(p[:, :2].mean(axis=0), (n, 1))
    P = np.tile(np.eye(2) * 150.0 ** 2, (n, 1, 1))
    best = np.full(n, -np.inf)
    rows = np.arange(n)
    for _ in range(iterations):
        dx, dy = p[:, 0] - x[:, :1], p[:, 1] - x[:, 1:]
        u, v = dx * cos + dy * sin, -dx * sin + dy * cos  # the coins in the card's frame
        ex, ey = np.maximum(np.abs(u) - a, 0), np.maximum(np.abs(v) - b, 0)
        core = np.hypot(ex, ey)
        terms = p[:, 2] - np.maximum(core - ID1.corner, 0)
        worst = terms.argmin(axis=1)
        best = np.maximum(best, terms[rows, worst])
        # Supergradient of the worst term with respect to the centre: moving the card
        # towards the coin (zero when the coin already overlaps it fully).
        d = np.maximum(core[rows, worst], 1e-300)
        gu = np.sign(u[rows, worst]) * ex[rows, worst] / d
        gv = np.sign(v[rows, worst]) * ey[rows, worst] / d
        live = core[rows, worst] > ID1.corner
        g = np.stack([gu * cos[:, 0] - gv * sin[:, 0], gu * sin[:, 0] + gv * cos[:, 0]], axis=1)
        g[~live] = 0.0
        pg = np.einsum("nij,nj->ni", P, g)
        gpg = np.einsum("ni,ni->n", g, pg)
        live &= gpg > 1e-24  # the ellipsoid is already far smaller than 1e-6 mm
        step = (pg / np.sqrt(np.where(live, gpg, 1.0))[:, None]) * live[:, None]
        x = x + step / 3
        P = np.where(live[:, None, None],
                     4 / 3 * (P - 2 / 3 * np.einsum("ni,nj->nij", step, step)), P)
    return best


def brute_force(coins, angles=180):
    """A dense angle grid (1 degree) plus the ellipsoid search, then three grids ten times
    finer around the six best angles. Every value it reports is attained by a placement,
    so it never exceeds the true maximum; it may fall short of it by the grids' error."""
    np = pytest.importorskip("numpy")
    step = np.pi / angles
    thetas = np.arange(angles) * step
    vals = _grid_best(coins, thetas)
    best = vals.max()
    for _ in range(3):
        top = thetas[np.argsort(vals)[-6:]]
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
    # grids' error, never exceed it. The solver's certified upper bound must also hold.
    brute = brute_force(coins)
    assert brute <= got.margin + 1e-6
    assert brute <= got.upper_bound + 1e-9
    # The brute force's error: its finest angle step is pi/180/1000 and the margin
    # changes by at most the core's half-diagonal per radian, so it can fall short by
    # at most half a step times that.
    assert got.margin - brute <= math.hypot(*ID1.core) * (math.pi / 180 / 1000) / 2
    assert placement_margin(coins, got.center, got.angle) == pytest.approx(got.margin, abs=1e-9)
    assert got.upper_bound - got.margin <= 1e-6  # certified to the tolerance asked


def test_margin_minus_k_theta_squared_is_concave_in_the_angle():
    """The lemma behind the search's second-order bound: with K the largest distance
    from the middle of the centres' box to a centre, G(theta) - K theta^2 / 2 is
    concave, so its second differences are <= 0 (checked on a fine grid)."""
    from pointyrules.coins.geometry import _curvature, best_at_angle
    rng = random.Random(42)
    for _ in range(6):
        coins = random_table(rng, rng.randint(3, 10))
        kappa = _curvature(coins)
        h = 0.01
        ts = [k * h for k in range(int(math.pi / h) + 1)]
        hs = [best_at_angle(coins, t)[0] - kappa / 2 * t * t for t in ts]
        worst = max(hs[k - 1] - 2 * hs[k] + hs[k + 1] for k in range(1, len(hs) - 1))
        assert worst <= 1e-9
        # and the bound is not loose for nothing: with K / 10 concavity fails somewhere
        weak = [best_at_angle(coins, t)[0] - kappa / 20 * t * t for t in ts]
        assert max(weak[k - 1] - 2 * weak[k] + weak[k + 1]
                   for k in range(1, len(weak) - 1)) > 0


def test_every_game_sized_table_is_certified_to_the_tolerance():
    """The search stops on its certificate, not on its budget: for 12-coin tables the
    certified upper bound is within tol of the margin, which the placement attains."""
    rng = random.Random(2027)
    for _ in range(40):
        coins = random_table(rng, 12)
        for tol in (1e-3, 1e-6):
            got = card_margin(coins, tol=tol)
            assert got.upper_bound - got.margin <= tol
            assert placement_margin(coins, got.center, got.angle) == got.margin


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


def test_best_at_angle_reads_coins_like_card_margin_and_refuses_bad_input():
    from pointyrules.coins.geometry import best_at_angle
    from pointyrules.coins.rules import Coin
    coins = [(0.0, 0.0, 10.0), (90.0, 10.0, 11.0)]
    as_objects = [Coin(1, x, y) for x, y, _ in coins]
    assert best_at_angle(as_objects, 0.4)[0] == best_at_angle(
        [(c.x, c.y, c.radius) for c in as_objects], 0.4)[0]
    for bad, angle in [([], 0.0), ([(0, 0, -1.0)], 0.0), (coins, math.nan)]:
        with pytest.raises(ValueError):
            best_at_angle(bad, angle)


def test_degenerate_but_valid_inputs():
    assert card_margin([(0, 0, 10), (0, 0, 10)]).margin == 10  # coincident
    assert card_margin([(0, 0, 0.0), (10, 0, 0.0)]).margin == 0  # zero radius: no interior
    line = [(k * 30.0, 0.0, 10.0) for k in range(5)]  # collinear, 120 mm long
    got = card_margin(line)
    assert got.margin == pytest.approx(10 - (120 - ID1.longest_chord) / 2, abs=1e-6)
    touching = [(0, 0, 10.0), (20.0, 0, 10.0)]
    assert card_margin(touching).margin == 10


def test_min_area_rectangle_matches_shapely_on_points():
    pytest.importorskip("shapely")
    from shapely.geometry import MultiPoint
    rng = random.Random(5)
    for _ in range(100):
        pts = [(rng.uniform(-100, 100), rng.uniform(-60, 60)) for _ in range(rng.randint(3, 60))]
        ours = min_area_rectangle([(x, y, 0.0) for x, y in pts])
        theirs = MultiPoint(pts).minimum_rotated_rectangle.area
        assert ours.area == pytest.approx(theirs, rel=1e-9)


@pytest.mark.parametrize("equal", [False, True])
def test_min_area_rectangle_of_disks_matches_a_dense_scan(equal):
    """Coins of different (or equal, non-zero) sizes against an independent numpy scan of
    200,000 angles: never worse than the scan, and the scan's best is within its own
    grid error (area changes by at most perimeter * max extent per radian)."""
    np = pytest.importorskip("numpy")
    rng = random.Random(8 + equal)
    phis = np.linspace(0, np.pi / 2, 200_000, endpoint=False)
    u = np.stack([np.cos(phis), np.sin(phis)])
    v = np.stack([-np.sin(phis), np.cos(phis)])
    for _ in range(20):
        coins = random_table(rng, rng.randint(2, 14))
        if equal:
            coins = [(x, y, 11.0) for x, y, _ in coins]
        p, r = np.array([c[:2] for c in coins]), np.array([c[2] for c in coins])[:, None]
        w1 = (p @ u + r).max(axis=0) - (p @ u - r).min(axis=0)
        w2 = (p @ v + r).max(axis=0) - (p @ v - r).min(axis=0)
        scan = float((w1 * w2).min())
        ours = min_area_rectangle(coins).area
        step = np.pi / 2 / len(phis)
        slack = 2 * float(w1.max() + w2.max()) * float(np.hypot(*np.ptp(p, axis=0)) + r.max())
        assert ours <= scan + 1e-9
        assert scan - ours <= slack * step


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
