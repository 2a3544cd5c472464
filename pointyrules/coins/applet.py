"""The card you can move (issue 31, point 5): the bank card over a layout of coins, for
the chapter's geometry lesson. ``element()`` is what the ``card-applet`` directive writes
into the coins page: the applet's root (``data-card-applet``), the layouts and the card
as JSON for ``applet.js`` (the directive inlines it, with ``applet.css``), and a still
picture of the first layout with its best card, so the page reads without scripts.

The layouts are the chapter's own: its worked rounds, replayed with the engine from the
moves the chapter plays (``lesson.WORKED_ROUNDS``, never retyped here), and the worksheet's layouts
(``printables.LAYOUTS``), which the chapter shows solved. Each carries the best card
(``geometry.card_margin``, certified to its ``tol`` of 1e-6 mm) for the "Best position"
button. The margin the script shows is ``geometry.placement_margin`` (LC-2), ported.

Standard library only; this module runs at build time, not in the browser.
"""

from __future__ import annotations

import json
import math

from ..words import LANGUAGES, Voice
from .geometry import ID1, card_margin, tilt_degrees
from .printables import LAYOUTS
from .render import COIN_FILL, HOLE, table_svg
from .rules import PASS, Coin, CoinsGame

PAD = 14.0  # mm of table shown around the coins and the best card
MIN_VIEW = (150.0, 110.0)  # the smallest view (mm): room to move the card about


def worked_rounds() -> list[list[Coin]]:
    """The tables of the chapter's worked rounds, in order: the moves the chapter plays
    (``lesson.WORKED_ROUNDS``) replayed with the engine, each round ended by a pass; a
    round's table is the one its record keeps (the setup or opening coin first)."""
    from .lesson import WORKED_PLAYERS, WORKED_ROUNDS

    game = CoinsGame.new_game(WORKED_PLAYERS, seed=0)
    tables = []
    for moves in WORKED_ROUNDS:
        for move in (*moves, PASS):
            game.apply(move)
        tables.append([Coin(*c) for c in game.rounds[-1]["table"]])
    return tables


def _pose(placement) -> dict:
    (x, y), angle = placement.center, placement.angle
    # a card looks the same after a half turn: give the tilt from level (-90..90 degrees)
    return {"x": x, "y": y, "angle": tilt_degrees(angle), "margin": placement.margin}


def _view(coins, best) -> dict:
    """The part of the table shown (mm, y up): the coins and the best card, padded."""
    half = ID1.longest_chord / 2
    xs = [c.x - c.radius for c in coins] + [c.x + c.radius for c in coins]
    ys = [c.y - c.radius for c in coins] + [c.y + c.radius for c in coins]
    (bx, by) = best.center
    a, b = ID1.width / 2, ID1.height / 2
    ca, sa = abs(math.cos(best.angle)), abs(math.sin(best.angle))
    ex, ey = a * ca + b * sa, a * sa + b * ca  # the best card's half extents
    xs += [bx - ex, bx + ex]
    ys += [by - ey, by + ey]
    left, right = min(xs) - PAD, max(xs) + PAD
    low, high = min(ys) - PAD, max(ys) + PAD
    width = max(right - left, MIN_VIEW[0], 2 * half)
    height = max(high - low, MIN_VIEW[1])
    mx, my = (left + right) / 2, (low + high) / 2
    return {"left": round(mx - width / 2, 3), "bottom": round(my - height / 2, 3),
            "width": round(width, 3), "height": round(height, 3)}


def _layout(name: dict, coins: list[Coin]) -> dict:
    best = card_margin([(c.x, c.y, c.radius) for c in coins])
    xs, ys = [c.x for c in coins], [c.y for c in coins]
    start = {"x": (min(xs) + max(xs)) / 2, "y": (min(ys) + max(ys)) / 2, "angle": 0.0}
    return {"name": name,
            "coins": [{"yen": c.kind, "x": c.x, "y": c.y, "r": c.radius} for c in coins],
            "best": _pose(best), "upper_bound": best.upper_bound, "start": start,
            "view": _view(coins, best)}


def layouts() -> list[dict]:
    """The applet's layouts: the chapter's worked rounds (round 1 just before its last
    coin, as the chapter's locus picture shows it, then each round as it ended), then
    the worksheet's layouts. A layout's name is data (its kind and number); the script
    says it in words."""
    out = []
    for n, table in enumerate(worked_rounds(), start=1):
        if n == 1 and len(table) > 3:
            out.append(_layout({"kind": "round_before", "n": n}, table[:-1]))
        if len(table) >= 3:
            out.append(_layout({"kind": "round", "n": n}, table))
    for n, coins in enumerate(LAYOUTS.values(), start=1):
        out.append(_layout({"kind": "worksheet", "n": n}, list(coins)))
    return out


def data() -> dict:
    """Everything the script needs: the card (LC-1), the coins' colours, the layouts."""
    a, b = ID1.core
    return {"card": {"width": ID1.width, "height": ID1.height, "corner": ID1.corner,
                     "core": [a, b]},
            "fill": {str(k): v for k, v in COIN_FILL.items()},
            "hole": {str(k): v for k, v in HOLE.items()},
            "layouts": layouts()}


def _static_picture(layout: dict, lang: str = "en") -> str:
    """The first layout with its best card, drawn as the chapter draws a table, its words
    (title, aria-label, the margin written on it) in ``lang``."""
    coins = [Coin(c["yen"], c["x"], c["y"]) for c in layout["coins"]]
    best, view = layout["best"], layout["view"]
    mx, my = view["left"] + view["width"] / 2, view["bottom"] + view["height"] / 2
    moved = [Coin(c.kind, c.x - mx, c.y - my) for c in coins]  # the picture is centred
    card = ((best["x"] - mx, best["y"] - my), math.radians(best["angle"]), best["margin"])
    return table_svg(moved, card, scale=2.7, size=(view["width"], view["height"]),
                     voice=Voice(lang=lang))


def element(lang: str = "en") -> str:
    """The applet's root for the page, in ``lang`` (its ``lang`` attribute chooses the
    script's words): its data as JSON (numbers and the layouts' names as data, no words),
    and a still picture for readers without scripts (the script replaces it with the card
    you can move)."""
    if lang not in LANGUAGES:
        raise ValueError(f"no words for language {lang!r}; there are {LANGUAGES}")
    payload = data()
    text = json.dumps(payload, separators=(",", ":")).replace("</", "<\\/")
    return (f'<div class="pr-card-applet" data-card-applet="" lang="{lang}">'
            f'<script type="application/json" class="pr-card-data">{text}</script>'
            f'<div class="pr-card-still">{_static_picture(payload["layouts"][0], lang)}</div>'
            "</div>")

