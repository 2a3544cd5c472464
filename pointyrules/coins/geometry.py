"""Exact geometry of "This is why you lose coins": the card margin (LC-2), which the
engine and the bots use. (The enclosing rectangle of the chapter is ``rectangle.py``.)

Standard library only (it also runs in the browser build).

The card margin (LC-2)
----------------------
A placement of the card is a centre ``c`` and an angle ``theta``. For a coin with centre
``p`` and radius ``r`` its *term* is ``r - dist(p, card)``; the margin of a placement is
the smallest term, and the card margin is the largest margin over all placements. The
card can be placed so that it hides part of every coin (shares interior points with
each) iff the card margin is > 0.

The card is a rounded rectangle: a *core* rectangle with half-sizes ``a = W/2 - rho`` and
``b = H/2 - rho`` grown by the corner radius ``rho`` (a Minkowski sum with a disk). So
``dist(p, card) = max(0, dist(p, core) - rho)`` and the term is
``min(r, r + rho - dist(p, core))``. Because every term is capped by its own radius, the
card margin is ``min(min r, G)`` with ``G = max over placements of min_i (s_i - dist(p_i,
core))``, ``s_i = r_i + rho``.

Fixed angle (exact, convex). In the card's frame the coin centres are ``q_i``; the term
``s_i - dist(c, q_i + core)`` is concave in ``c`` (the distance to a convex set is
convex), so the best centre is a small convex problem. We solve it in two steps that
are both exact up to floating point:

* Helly's theorem in the plane: the sets ``q_i + core (+) disk(s_i - t)`` have a common
  point iff every three of them do, and two of them meet iff ``t <= t_ij = (s_i + s_j -
  D(q_i - q_j)) / 2`` with ``D`` the distance between two cores (closed form). The
  smallest ``t_ij`` (and the cap) is an upper bound; we build the candidate centre where
  the binding pair touches and check every other coin there. When it passes, the bound
  is attained and is the answer (this is the usual case).
* Otherwise three coins bind. The best value for a fixed x of the centre, ``T(cx)``, is
  a one-dimensional problem whose optimum is where the lowest rising branch meets the
  lowest falling branch (found by bisection on a monotone function); ``T`` is concave in
  ``cx`` (a projection of a convex set), so golden-section search finds its maximum.

Over the angle (certified global). Two facts give upper bounds on ``G(theta)`` over an
interval of angles from its values at a few angles:

* Lipschitz: turning the card by ``delta`` about its centre moves every point of the
  core by at most ``R |delta|`` (``R`` the core's half-diagonal), and a distance to a
  set changes by at most that much, so ``|G(t) - G(t')| <= R |t - t'|``.
* Concavity up to a known parabola: measure the card's centre ``u`` in the card's own
  frame, from a pivot ``o``. Coin ``i``'s term is ``s_i - phi(R(-theta)(p_i - o) - u)``
  with ``phi`` the distance to the core, which is convex and 1-Lipschitz; the map
  inside is linear in ``u`` and bends in ``theta`` by at most ``|p_i - o|``. So each
  term minus ``K theta^2 / 2`` is concave in ``(u, theta)`` (``K`` the largest
  ``|p_i - o|``), so is their minimum, and so is its maximum over ``u``:
  ``H(theta) = G(theta) - K theta^2 / 2`` is concave. A concave function lies below
  the extensions of its chords, so the values at the two angles either side of an
  interval bound ``H``, hence ``G``, inside it.

The second bound shrinks with the square of an interval's width near the maximum, the
first only linearly. A branch and bound on ``[0, pi)`` (the card is symmetric under a
half turn) splits the interval with the highest bound, at the angle where that bound
peaks, until no interval can beat the best value found by more than ``tol``; a few
dozen fixed-angle solves certify 1e-6 mm for a table of a dozen coins. The returned
placement is evaluated directly and attains the returned margin, and ``upper_bound``
is the certified bound on the true maximum.

Many coins: a coin deep inside the crowd rarely binds, but it can, so we never drop one
on faith. We solve on a small working set (the coins that stick out furthest in 16
directions), check every coin at the placement found, add any coin that does worse than
the answer and solve again (Clarkson's idea). The answer for a subset is an upper bound
for the full set; a placement that attains it for every coin proves it exact.
"""

from __future__ import annotations

import bisect
import heapq
import math
from collections.abc import Iterable
from dataclasses import dataclass

# LC-1: ISO/IEC 7810 ID-1 card (85.60 x 53.98 mm) with the ISO/IEC 7813 corner radius.


@dataclass(frozen=True)
class Card:
    """A card: its width and height and its corner radius, in mm."""

    width: float = 85.60
    height: float = 53.98
    corner: float = 3.18

    @property
    def core(self) -> tuple[float, float]:
        """Half-sizes of the rectangle that, grown by ``corner``, gives the card."""
        return self.width / 2 - self.corner, self.height / 2 - self.corner

    @property
    def longest_chord(self) -> float:
        """The card's diameter: the core's diagonal plus a corner radius at each end."""
        a, b = self.core
        return 2 * math.hypot(a, b) + 2 * self.corner


ID1 = Card()


def tilt_degrees(angle: float) -> float:
    """A card's angle (radians, as a placement gives it) read as a tilt from level, in
    degrees between -90 and 90: a card looks the same after a half turn, so a card
    turned by 176 degrees is one tilted 4 degrees the other way (-4)."""
    tilt = math.degrees(angle) % 180.0
    return tilt - 180.0 if tilt > 90.0 else tilt

GOLDEN = (math.sqrt(5) - 1) / 2


@dataclass(frozen=True)
class Placement:
    """The best card placement: the margin (mm), centre (mm), angle (rad) and binders."""

    margin: float
    center: tuple[float, float]
    angle: float
    binding: tuple[int, ...]
    upper_bound: float

    @property
    def coverable(self) -> bool:
        """LC-2: the card can hide part of every coin iff the margin is positive."""
        return self.margin > 0


def as_disks(coins: Iterable) -> list[tuple[float, float, float]]:
    """Read coins as ``(x, y, r)`` triples (objects with ``x, y, radius`` work too)."""
    out = []
    for coin in coins:
        if hasattr(coin, "radius"):
            x, y, r = coin.x, coin.y, coin.radius
        else:
            try:
                x, y, r = coin
            except (TypeError, ValueError):
                raise ValueError(f"a coin is (x, y, radius) in mm, got {coin!r}") from None
        x, y, r = float(x), float(y), float(r)
        if not all(math.isfinite(v) for v in (x, y, r)):
            raise ValueError(f"a coin's position and radius must be finite numbers, got {coin!r}")
        if r < 0:
            raise ValueError(f"a coin's radius cannot be negative, got {r}")
        out.append((x, y, r))
    return out


def _check_card(card: Card) -> None:
    a, b = card.core
    if not (card.corner >= 0 and a >= 0 and b >= 0 and math.isfinite(a + b + card.corner)):
        raise ValueError(f"the card's corner radius must fit inside the card: {card}")


# --- a placement's margin, evaluated directly ----------------------------------------

def distance_to_card(point: tuple[float, float], center: tuple[float, float], angle: float,
                     card: Card = ID1) -> float:
    """The distance from a point to the card placed at ``center`` turned by ``angle``."""
    a, b = card.core
    dx, dy = point[0] - center[0], point[1] - center[1]
    ca, sa = math.cos(angle), math.sin(angle)
    u, v = dx * ca + dy * sa, -dx * sa + dy * ca  # in the card's frame
    core = math.hypot(max(abs(u) - a, 0.0), max(abs(v) - b, 0.0))
    return max(0.0, core - card.corner)


def placement_margin(coins: Iterable, center: tuple[float, float], angle: float,
                     card: Card = ID1) -> float:
    """LC-2: the smallest ``radius - distance to the card`` over the coins."""
    return min(r - distance_to_card((x, y), center, angle, card)
               for x, y, r in as_disks(coins))


# --- the fixed-angle problem ---------------------------------------------------------

def _frame(disks, angle):
    ca, sa = math.cos(angle), math.sin(angle)
    return [(x * ca + y * sa, -x * sa + y * ca) for x, y, _ in disks]


def _value(q, s, cap, a, b, cx, cy):
    best = cap
    for (qx, qy), si in zip(q, s, strict=True):
        ex = abs(cx - qx) - a
        ey = abs(cy - qy) - b
        if ex > 0 or ey > 0:
            t = si - math.hypot(ex if ex > 0 else 0.0, ey if ey > 0 else 0.0)
        else:
            t = si
        if t < best:
            best = t
    return best


def _column(q, s, cap, a, b, cx, iters=60):
    """Best value and y for a fixed x of the centre: max over y of the smallest term."""
    e2 = []
    lo_y, hi_y = math.inf, -math.inf
    top = cap
    for (qx, qy), si in zip(q, s, strict=True):
        ex = abs(cx - qx) - a
        e = ex * ex if ex > 0 else 0.0
        e2.append(e)
        top = min(top, si - math.sqrt(e))
        lo_y, hi_y = min(lo_y, qy - b), max(hi_y, qy + b)

    def rise_fall(y):
        rise = fall = top
        for (_, qy), si, e in zip(q, s, e2, strict=True):
            d = qy - b - y
            if d > 0:
                rise = min(rise, si - math.sqrt(e + d * d))
            d = y - qy - b
            if d > 0:
                fall = min(fall, si - math.sqrt(e + d * d))
        return rise, fall

    lo, hi = lo_y, hi_y
    for _ in range(iters):
        mid = (lo + hi) / 2
        rise, fall = rise_fall(mid)
        if rise < fall:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-12:
            break
    y = (lo + hi) / 2
    return min(rise_fall(y)), y


def _golden_max(f, lo, hi, tol):
    """Maximum of a unimodal function on [lo, hi] by golden-section search: (value, x)."""
    x1, x2 = hi - GOLDEN * (hi - lo), lo + GOLDEN * (hi - lo)
    f1, f2 = f(x1), f(x2)
    while hi - lo > tol:
        if f1[0] < f2[0]:
            lo, x1, f1 = x1, x2, f2
            x2 = lo + GOLDEN * (hi - lo)
            f2 = f(x2)
        else:
            hi, x2, f2 = x2, x1, f1
            x1 = hi - GOLDEN * (hi - lo)
            f1 = f(x1)
    return (f1, x1) if f1[0] >= f2[0] else (f2, x2)


def _pair_bound(q, s, cap, a, b):
    """Helly's pair bound: the smallest t_ij (or the cap) and the binding pair."""
    best, pair = 2 * cap, None  # twice the bound, to save a division per pair
    a2, b2 = 2 * a, 2 * b
    hypot = math.hypot
    xs, ys = [p[0] for p in q], [p[1] for p in q]
    n = len(q)
    for i in range(n):
        xi, yi, si = xs[i], ys[i], s[i]
        for j in range(i + 1, n):
            dx = abs(xs[j] - xi) - a2
            dy = abs(ys[j] - yi) - b2
            if dx > 0:
                gap = hypot(dx, dy) if dy > 0 else dx
            elif dy > 0:
                gap = dy
            else:
                continue
            t = si + s[j] - gap
            if t < best:
                best, pair = t, (i, j)
    return best / 2, pair


def _pair_witness(q, s, a, b, t, i, j):
    """Centres where sets i and j just touch at level t: a point or a segment (p0, p1)."""
    (xi, yi), (xj, yj) = q[i], q[j]
    ui = s[i] - t
    dx, dy = xj - xi, yj - yi
    gx = abs(dx) - 2 * a
    gy = abs(dy) - 2 * b
    sx, sy = math.copysign(1.0, dx), math.copysign(1.0, dy)
    if gx > 0 and gy > 0:  # corner to corner: a single point on the joining segment
        d = math.hypot(gx, gy)
        p = (xi + sx * (a + ui * gx / d), yi + sy * (b + ui * gy / d))
        return p, p
    if gx > 0:  # side by side in x: x fixed, y ranges over the overlap of the cores
        x = xi + sx * (a + ui)
        return (x, max(yi, yj) - b), (x, min(yi, yj) + b)
    y = yi + sy * (b + ui)
    return (max(xi, xj) - a, y), (min(xi, xj) + a, y)


def _segment_best(q, s, cap, a, b, p0, p1, t):
    """A centre on the axis-parallel segment ``p0 p1`` where every term is at least
    ``t``, if there is one (closed form: on a line each coin allows an interval), else
    the point of the segment nearest to the others' intervals. Returns (value, point)."""
    if p0 == p1:
        return _value(q, s, cap, a, b, *p0), p0
    axis = 0 if p0[0] == p1[0] else 1  # the coordinate that is fixed along the segment
    fixed, half_fixed, half_free = (p0[0], a, b) if axis == 0 else (p0[1], b, a)
    lo, hi = sorted((p0[1 - axis], p1[1 - axis]))
    for qi, si in zip(q, s, strict=True):
        e = abs(fixed - qi[axis]) - half_fixed
        room = si - t
        if e > 0:
            if e > room + 1e-9:
                lo = hi = (lo + hi) / 2  # this coin cannot reach the line at level t
                break
            room = math.sqrt(max(0.0, room * room - e * e))  # 0: it just touches
        centre = qi[1 - axis]
        lo = max(lo, centre - half_free - room)
        hi = min(hi, centre + half_free + room)
    w = (lo + hi) / 2
    pt = (fixed, w) if axis == 0 else (w, fixed)
    return _value(q, s, cap, a, b, *pt), pt


def best_at_angle(coins: Iterable, angle: float,
                  card: Card = ID1) -> tuple[float, tuple[float, float]]:
    """The largest margin with the card turned by ``angle``, and a centre attaining it.
    ``coins`` are read as in ``card_margin`` (triples or coin objects)."""
    disks = as_disks(coins)
    _check_card(card)
    if not disks:
        raise ValueError("there are no coins to cover")
    if not math.isfinite(angle):
        raise ValueError(f"the angle must be a finite number of radians, got {angle!r}")
    return _best_at_angle(disks, angle, card)


def _best_at_angle(disks, angle, card):
    a, b = card.core
    rho = card.corner
    cap = min(r for _, _, r in disks)
    q = _frame(disks, angle)
    s = [r + rho for _, _, r in disks]
    value, c = _solve_frame(q, s, cap, a, b)
    ca, sa = math.cos(angle), math.sin(angle)
    return value, (c[0] * ca - c[1] * sa, c[0] * sa + c[1] * ca)


def _pair_try(q, s, cap, a, b):
    """Helly's pair bound, its binding pair, and the best value where that pair touches."""
    bound, pair = _pair_bound(q, s, cap, a, b)
    if pair is None:
        return bound, None, None, None
    p0, p1 = _pair_witness(q, s, a, b, bound, *pair)
    v, c = _segment_best(q, s, cap, a, b, p0, p1, bound)
    return bound, pair, v, c


def _solve_frame(q, s, cap, a, b):
    """The fixed-angle problem in the card's frame: (best value, centre)."""
    bound, pair, v, c = _pair_try(q, s, cap, a, b)
    if pair is not None:
        if v >= bound - 1e-12:
            return v, c
        # Three coins bind: by Helly the answer is the smallest optimum over triples.
        # Grow an active set from the binding pair by the worst coin until the
        # active set's optimum is attained by every coin (each step is exact).
        active, triples = set(pair), {}
        while len(active) < 7:
            worst = _worst(q, s, a, b, c)
            if worst in active:
                break  # only when the optimum is not unique; the safe path decides
            active.add(worst)
            t, c, key = _subset_optimum(q, s, sorted(active), cap, a, b, triples)
            if triples[key][2] is not None:
                # The triple's optimum is a whole segment where a pair touches: look
                # along it for a point every coin accepts (closed form).
                p0, p1 = _pair_witness(q, s, a, b, t, *triples[key][2])
                v, c = _segment_best(q, s, cap, a, b, p0, p1, t)
                if v < t - 1e-9:  # no such point: stay where the active coins agree
                    act = sorted(active)
                    _, c = _segment_best([q[i] for i in act], [s[i] for i in act], cap,
                                         a, b, p0, p1, t)
            v = _value(q, s, cap, a, b, *c)
            if v >= t - 1e-9:
                return v, c
    return _nested(q, s, cap, a, b)


def _worst(q, s, a, b, c):
    return min(range(len(q)), key=lambda i: s[i] - _dist_core(q[i], a, b, c))


def _dist_core(qi, a, b, c):
    ex = abs(c[0] - qi[0]) - a
    ey = abs(c[1] - qi[1]) - b
    return math.hypot(ex if ex > 0 else 0.0, ey if ey > 0 else 0.0)


def _subset_optimum(q, s, sub, cap, a, b, triples):
    """Exact optimum for the coins ``sub``: the smallest triple optimum (Helly's theorem),
    as (value, centre, triple). ``triples`` remembers the triples already solved while
    the active set grows: (value, centre, the binding pair in ``q``'s numbering when
    the triple's optimum is where a pair touches, else None)."""
    best, best_key = None, None
    n = len(sub)
    for x in range(n):
        for y in range(x + 1, n):
            for z in range(y + 1, n):
                key = (sub[x], sub[y], sub[z])
                if key not in triples:
                    triples[key] = _triple([q[i] for i in key], [s[i] for i in key], cap,
                                           a, b, key)
                r = triples[key]
                if best is None or r[0] < best[0]:
                    best, best_key = r, key
    return best[0], best[1], best_key


def _triple(q, s, cap, a, b, key):
    bound, pair, v, c = _pair_try(q, s, cap, a, b)
    if pair is not None:
        if v >= bound - 1e-12:
            return v, c, (key[pair[0]], key[pair[1]])
        # All three are active: Newton's method on s_m - dist_m(c) = t (m = 1, 2, 3).
        r = _newton3(q, s, a, b, c, v)
        if r is not None and r[0] <= bound + 1e-9:
            # At the pair bound (the third coin just reaches the pair's segment) the
            # optimum may be a whole segment: say so, so that it is searched.
            near = r[0] >= bound - 1e-9
            return r[0], r[1], (key[pair[0]], key[pair[1]]) if near else None
    else:
        # Every pair reaches the cap. Try the centre of the box where the three sets'
        # bounding boxes meet (usually all three coins are then inside the card's
        # reach), then where all three terms are equal (Newton): either it is >= the
        # cap, which proves the cap is reached, or it is the triple's optimum.
        lo_x = max(x - a - si + cap for (x, _), si in zip(q, s, strict=True))
        hi_x = min(x + a + si - cap for (x, _), si in zip(q, s, strict=True))
        lo_y = max(y - b - si + cap for (_, y), si in zip(q, s, strict=True))
        hi_y = min(y + b + si - cap for (_, y), si in zip(q, s, strict=True))
        mid = ((lo_x + hi_x) / 2, (lo_y + hi_y) / 2)
        v = _value(q, s, cap, a, b, *mid)
        if v >= cap:
            return cap, mid, None
        r = _newton3(q, s, a, b, mid, v)
        if r is not None and r[0] >= cap:
            return cap, r[1], None
    v, c = _nested(q, s, cap, a, b)
    return v, c, None


def _newton3(q, s, a, b, c, t):
    cx, cy = c
    for _ in range(40):
        rows = []
        for (qx, qy), si in zip(q, s, strict=True):
            ex, ey = abs(cx - qx) - a, abs(cy - qy) - b
            ex, ey = max(ex, 0.0), max(ey, 0.0)
            d = math.hypot(ex, ey)
            if d == 0:
                return None
            gx = math.copysign(ex / d, cx - qx)
            gy = math.copysign(ey / d, cy - qy)
            rows.append((gx, gy, 1.0, si - d - t))  # d(dist)/dc . dc + dt = residual
        det = _det3([r[:3] for r in rows])
        if abs(det) < 1e-14:
            return None
        res = [r[3] for r in rows]
        dx = _det3([(res[m], rows[m][1], 1.0) for m in range(3)]) / det
        dy = _det3([(rows[m][0], res[m], 1.0) for m in range(3)]) / det
        dt = _det3([(rows[m][0], rows[m][1], res[m]) for m in range(3)]) / det
        cx, cy, t = cx + dx, cy + dy, t + dt
        if abs(dx) + abs(dy) + abs(dt) < 1e-13:
            break
    else:
        return None
    v = min(si - _dist_core(qi, a, b, (cx, cy)) for qi, si in zip(q, s, strict=True))
    if abs(v - t) > 1e-9:
        return None
    return v, (cx, cy)


def _det3(m):
    (a1, b1, c1), (a2, b2, c2), (a3, b3, c3) = m
    return a1 * (b2 * c3 - b3 * c2) - b1 * (a2 * c3 - a3 * c2) + c1 * (a2 * b3 - a3 * b2)


def _nested(q, s, cap, a, b):
    """Safe fallback: golden-section search over x of the exact best value per column."""
    xs = [x for x, _ in q]
    lo, hi = min(xs) - a, max(xs) + a
    if hi - lo < 1e-12:
        v, y = _column(q, s, cap, a, b, lo)
        return v, (lo, y)
    ((v, y), x) = _golden_max(lambda cx: _column(q, s, cap, a, b, cx), lo, hi, 1e-10)
    return v, (x, y)


# --- the search over the angle -------------------------------------------------------

def card_margin(coins: Iterable, card: Card = ID1, tol: float = 1e-6,
                max_evals: int = 1500) -> Placement:
    """LC-2: the best card placement over every position and angle (a global optimum).

    The placement returned attains ``.margin``; ``.upper_bound`` is a certified bound on
    the true maximum. The search stops when the two are within ``tol`` mm, or after
    ``max_evals`` fixed-angle solves (then the certified gap is what ``upper_bound``
    says; in practice the best value is found long before it is certified, see the
    module docstring).
    """
    disks = as_disks(coins)
    _check_card(card)
    if not disks:
        raise ValueError("there are no coins to cover")
    if not tol > 0:
        raise ValueError("tol must be positive")
    work = _working_set(disks)
    while True:
        sub = [disks[i] for i in work]
        best, upper = _search_angles(sub, card, tol, max_evals)
        value, center, angle = best
        terms = [r - distance_to_card((x, y), center, angle, card) for x, y, r in disks]
        worst = min(terms)
        missing = [i for i, t in enumerate(terms) if t < value - 1e-12 and i not in work]
        if not missing:
            break
        missing.sort(key=lambda i: terms[i])
        work = sorted(set(work) | set(missing[:8]))
    binding = tuple(i for i, t in enumerate(terms) if t <= worst + 1e-6)
    return Placement(worst, center, angle % math.pi, binding, max(upper, worst))


def _working_set(disks, directions=16):
    if len(disks) <= 24:
        return list(range(len(disks)))
    keep = set()
    for k in range(directions):
        ux, uy = math.cos(math.pi * 2 * k / directions), math.sin(math.pi * 2 * k / directions)
        keep.add(max(range(len(disks)), key=lambda i: disks[i][0] * ux + disks[i][1] * uy
                      + disks[i][2]))
    return sorted(keep)


def _global_bound(disks, card):
    """An upper bound valid at every angle: the cap ``min r`` and, for each pair, the
    best the pair alone allows. Two cores at centre distance ``D`` are at least
    ``max(0, D - 2R)`` apart (``R`` the core's half-diagonal), so the pair's terms
    cannot both exceed ``(s_i + s_j - max(0, D - 2R)) / 2``. For two coins this is
    the closed form ``r - (D - L) / 2`` with ``L`` the card's longest chord."""
    rho = card.corner
    reach = 2 * math.hypot(*card.core)
    bound = min(r for *_, r in disks)
    for i, (xi, yi, ri) in enumerate(disks):
        for xj, yj, rj in disks[i + 1:]:
            gap = max(0.0, math.hypot(xi - xj, yi - yj) - reach)
            bound = min(bound, (ri + rj + 2 * rho - gap) / 2)
    return bound


def _curvature(disks):
    """K for the concavity bound: the largest distance from the middle of the centres'
    bounding box to a centre (see ``_search_angles``)."""
    xs, ys = [x for x, _, _ in disks], [y for _, y, _ in disks]
    ox, oy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    return max(math.hypot(x - ox, y - oy) for x, y, _ in disks)


def _secant_bound(t0, g0, t1, g1, t2, g2, t3, g3, kappa):
    """Upper bound of G on [t1, t2] from G - kappa/2 (t - m)^2 being concave: a concave
    function lies below the extensions of its chords (t0, t1) and (t2, t3). Returns
    (bound, the angle where the bound is largest)."""
    m = (t1 + t2) / 2
    h0, h1 = g0 - kappa / 2 * (t0 - m) ** 2, g1 - kappa / 2 * (t1 - m) ** 2
    h2, h3 = g2 - kappa / 2 * (t2 - m) ** 2, g3 - kappa / 2 * (t3 - m) ** 2
    k1, k2 = (h1 - h0) / (t1 - t0), (h3 - h2) / (t3 - t2)

    def bound(t):
        return min(h1 + k1 * (t - t1), h2 + k2 * (t - t2)) + kappa / 2 * (t - m) ** 2

    cands = [t1, t2]
    if k1 != k2:
        tx = (h2 - k2 * t2 - h1 + k1 * t1) / (k1 - k2)  # where the two lines cross
        if t1 < tx < t2:
            cands.append(tx)
    return max((bound(t), t) for t in cands)


def _search_angles(disks, card, tol, max_evals):
    """Branch and bound over the angle in [0, pi) (the card is symmetric under a half
    turn). Two bounds for an interval [t1, t2], both certified:

    * Lipschitz: ``G`` changes by at most ``R`` per radian (``R`` the core's half-
      diagonal), so ``G <= (g1 + g2) / 2 + R (t2 - t1) / 2``;
    * concavity: measure the card's centre in the card's own frame from a pivot ``o``;
      each term is then ``s_i - dist(R(-theta)(p_i - o) - u, core)``, a convex
      1-Lipschitz function of a map whose only curvature is ``|p_i - o|`` in theta. So
      every term minus ``K theta^2 / 2`` (``K = max |p_i - o|``) is concave in
      ``(u, theta)``, so is their minimum, and so is its maximum over ``u``: ``G(theta) -
      K theta^2 / 2`` is concave, and lies below the extensions of its chords. This
      bound is second order: near the maximum it shrinks with the square of the
      interval, so the search certifies ``tol`` in tens of solves, not thousands.

    Intervals are split best bound first (at the angle where the bound peaks) until no
    interval can beat the best value found by more than ``tol``.
    """
    lip = math.hypot(*card.core)
    kappa = _curvature(disks)
    cache = {}

    def g(theta):
        key = theta % math.pi
        if key not in cache:
            cache[key] = _best_at_angle(disks, key, card)
        return cache[key][0]

    if len(disks) == 1 or lip == 0:
        v, c = _best_at_angle(disks, 0.0, card)
        return (v, c, 0.0), v
    n0 = 8
    ts = [math.pi * k / n0 for k in range(n0 + 1)]
    vals = {t: g(t) for t in ts}
    ceiling = _global_bound(disks, card)
    best_t = max(ts[:-1], key=lambda t: vals[t])

    def neighbours(t1, t2):
        i = bisect.bisect_left(ts, t1)
        t0 = ts[i - 1] if i > 0 else ts[-2] - math.pi
        j = i + 2
        t3 = ts[j] if j < len(ts) else ts[1] + math.pi
        return t0, t3

    def ub(t1, t2):
        g1, g2 = vals[t1], vals[t2]
        t0, t3 = neighbours(t1, t2)
        bound, at = _secant_bound(t0, g(t0), t1, g1, t2, g2, t3, g(t3), kappa)
        lip_ub = (g1 + g2) / 2 + lip * (t2 - t1) / 2
        if lip_ub < bound:
            bound, at = lip_ub, (t1 + t2) / 2 + (g2 - g1) / (2 * lip)
        bound = min(bound, ceiling)
        return bound, at

    heap = []
    for t1, t2 in zip(ts, ts[1:], strict=False):
        bound, at = ub(t1, t2)
        heapq.heappush(heap, (-bound, t1, t2, at))
    while True:
        neg, t1, t2, at = heapq.heappop(heap)
        bound, at = ub(t1, t2)  # neighbours may have been split since: tighter now
        if bound < -neg - 1e-15:
            heapq.heappush(heap, (-bound, t1, t2, at))
            continue
        if bound <= vals[best_t] + tol or len(cache) >= max_evals:
            heapq.heappush(heap, (-bound, t1, t2, at))
            break
        w = t2 - t1
        m = min(max(at, t1 + 0.1 * w), t2 - 0.1 * w)
        vals[m] = g(m)
        bisect.insort(ts, m)
        if vals[m] > vals[best_t]:
            best_t = m
        for u1, u2 in ((t1, m), (m, t2)):
            b2, a2 = ub(u1, u2)
            heapq.heappush(heap, (-b2, u1, u2, a2))
    upper = max(-heap[0][0], vals[best_t])  # the highest bound left, or the best value
    v, c = cache[best_t % math.pi]
    return (v, c, best_t % math.pi), upper

