"""The smallest rectangle around the coins, for the chapter's "cover" question and the
benchmark (not a rule of the game: the engine and the bots use ``geometry.py``).

Standard library only.

``min_area_rectangle`` finds the smallest-area rectangle containing every coin. For an
angle ``phi`` the width of the disks in direction ``u`` is ``max_i (u.p_i + r_i) -
min_i (u.p_i - r_i)``; the area is the product for ``u`` and its perpendicular. Only
coins on the convex hull of the disks can be extreme. Between the angles where the
extreme coins can change (where two disks have equal support: the directions of their
common tangents), the area is ``(A cos + B sin + C)(D cos + E sin + F)``; its minimum on
each interval is at an end or at a zero of its derivative, and those zeros are isolated
with certainty by splitting with a Lipschitz bound on the derivative. With equal radii
(zero included) the minimum sits at an edge direction of the hull of the centres (the
rotating-calipers theorem, Freeman and Shapira) and we use those angles directly; a
test checks both against a dense independent scan, and zero radii against shapely.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .geometry import as_disks


@dataclass(frozen=True)
class Rectangle:
    """A rectangle: its area, the direction of one side (rad), its four corners."""

    area: float
    angle: float
    width: float
    height: float
    corners: tuple[tuple[float, float], ...]


def convex_hull(points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """Andrew's monotone chain: hull vertices counter-clockwise, no collinear points."""
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o, p, r):
        return (p[0] - o[0]) * (r[1] - o[1]) - (p[1] - o[1]) * (r[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _extent(disks, ux, uy):
    hi = max(x * ux + y * uy + r for x, y, r in disks)
    lo = min(x * ux + y * uy - r for x, y, r in disks)
    return lo, hi


def _rect_at(disks, phi):
    ux, uy = math.cos(phi), math.sin(phi)
    lo1, hi1 = _extent(disks, ux, uy)
    lo2, hi2 = _extent(disks, -uy, ux)
    return (hi1 - lo1) * (hi2 - lo2), (lo1, hi1, lo2, hi2)


def _hull_disks(disks):
    """The disks that can be extreme in some direction (a superset of the disk hull)."""
    if len(disks) <= 8:
        return list(disks)
    hull = set(convex_hull([(x, y) for x, y, _ in disks]))
    if max(r for *_, r in disks) == min(r for *_, r in disks):
        return [d for d in disks if (d[0], d[1]) in hull]
    # A disk (p, r) is extreme in direction u only if u.p + r >= u.p_k + r_k for the hull
    # vertex p_k extreme in u, so p lies within r - r_k <= r - rmin of that support line,
    # hence within r - rmin of some hull edge's line: keep exactly those disks.
    rmin = min(r for *_, r in disks)
    h = convex_hull([(x, y) for x, y, _ in disks])
    keep = []
    for x, y, r in disks:
        slack = r - rmin
        inside = math.inf
        for (x1, y1), (x2, y2) in zip(h, h[1:] + h[:1], strict=True):
            ln = math.hypot(x2 - x1, y2 - y1)
            if ln > 0:
                inside = min(inside, ((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)) / ln)
        if inside <= slack + 1e-9:
            keep.append((x, y, r))
    return keep


def min_area_rectangle(coins: Iterable) -> Rectangle:
    """The smallest-area rectangle containing every coin entirely, with its corners."""
    disks = as_disks(coins)
    if not disks:
        raise ValueError("there are no coins to enclose")
    disks = _hull_disks(disks)
    equal = max(r for *_, r in disks) - min(r for *_, r in disks) <= 0
    centres = convex_hull([(x, y) for x, y, _ in disks])
    edges = []
    for (x1, y1), (x2, y2) in zip(centres, centres[1:] + centres[:1], strict=True):
        if (x1, y1) != (x2, y2):
            edges.append(math.atan2(y2 - y1, x2 - x1) % (math.pi / 2))
    if equal:
        # Equal radii: the disks' hull is the centres' hull grown by r, and the minimum
        # rectangle has a side along a hull edge (rotating calipers, Freeman & Shapira).
        candidates = edges or [0.0]
    else:
        candidates = _critical_angles(disks, sorted(set(edges)) or [0.0])
    best = min(candidates, key=lambda phi: _rect_at(disks, phi)[0])
    area, (lo1, hi1, lo2, hi2) = _rect_at(disks, best)
    ux, uy = math.cos(best), math.sin(best)
    vx, vy = -uy, ux
    corners = tuple((s * ux + t * vx, s * uy + t * vy)
                    for s, t in ((lo1, lo2), (hi1, lo2), (hi1, hi2), (lo1, hi2)))
    return Rectangle(area, best, hi1 - lo1, hi2 - lo2, corners)


def _critical_angles(disks, seeds):
    """Unequal radii, exactly per interval of the angle.

    Every angle where an extreme disk can change is where two disks have the same
    support in one of the four directions: ``(p_a - p_b) . u = r_b - r_a``, two angles
    per pair (the directions of their common tangents). Between consecutive such angles
    the four extreme disks are fixed, the widths are ``W(phi) = A cos + B sin + C`` and
    the area ``W1 W2``; its derivative has a known Lipschitz constant, so its zeros are
    isolated with certainty by splitting (an interval whose end values are too far from
    zero for the bound cannot hold one). The candidates are the interval ends and those
    zeros.
    """
    quarter = math.pi / 2
    cuts = {0.0, *(t % quarter for t in seeds)}
    for i, (xi, yi, ri) in enumerate(disks):
        for xj, yj, rj in disks[i + 1:]:
            dist = math.hypot(xj - xi, yj - yi)
            if dist > abs(rj - ri):
                base = math.atan2(yi - yj, xi - xj)
                off = math.acos((rj - ri) / dist)
                cuts.update(((base + off) % quarter, (base - off) % quarter))
    cuts = sorted(cuts)
    out = list(cuts)
    for lo, hi in zip(cuts, cuts[1:] + [quarter], strict=True):
        if hi - lo > 1e-15:
            out.extend(_area_stationary(disks, lo, hi))
    return out


def _area_stationary(disks, lo, hi):
    mid = (lo + hi) / 2
    ux, uy = math.cos(mid), math.sin(mid)
    a = max(disks, key=lambda d: d[0] * ux + d[1] * uy + d[2])
    b = min(disks, key=lambda d: d[0] * ux + d[1] * uy - d[2])
    c = max(disks, key=lambda d: -d[0] * uy + d[1] * ux + d[2])
    d = min(disks, key=lambda d: -d[0] * uy + d[1] * ux - d[2])
    # W1 = (p_a - p_b) . u + r_a + r_b, W2 = (p_c - p_d) . v + r_c + r_d, v = u turned 90.
    a1, b1, c1 = a[0] - b[0], a[1] - b[1], a[2] + b[2]
    a2, b2, c2 = c[1] - d[1], -(c[0] - d[0]), c[2] + d[2]

    def slope(phi):
        co, si = math.cos(phi), math.sin(phi)
        w1, w2 = a1 * co + b1 * si + c1, a2 * co + b2 * si + c2
        return (-a1 * si + b1 * co) * w2 + w1 * (-a2 * si + b2 * co)

    k1, k2 = abs(a1) + abs(b1), abs(a2) + abs(b2)
    lip = k1 * (k2 + abs(c2)) + 2 * k1 * k2 + (k1 + abs(c1)) * k2  # bound on |slope'|
    found = []
    todo = [(lo, hi, slope(lo), slope(hi))]
    while todo:
        x, y, fx, fy = todo.pop()
        if (fx > 0 and fy > 0) or (fx < 0 and fy < 0):
            if abs(fx) + abs(fy) > lip * (y - x):
                continue  # no zero fits between the two ends
        if y - x < 1e-13:
            found.append((x + y) / 2)
            continue
        m = (x + y) / 2
        fm = slope(m)
        todo += [(x, m, fx, fm), (m, y, fm, fy)]
    return found
