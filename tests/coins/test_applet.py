"""The card you can move (issue 31, point 5): what ``applet.element()`` writes into the
coins page, and the script's margin checked against ``geometry.py``.

The script's margin (``placementMargin`` in ``pointyrules/coins/applet.js``)
is a port of ``geometry.placement_margin`` (LC-2). It is run in Debian's Chromium (no
page, no server) at hundreds of random poses over every layout and must agree with
``geometry.py`` within the solver's stated bound: ``card_margin`` certifies its margin
to ``tol`` = 1e-6 mm, so a port that the readout and "Best position" rely on may not
differ by more. A wrong copy of the port must be caught by the same check.
"""

from __future__ import annotations

import json
import math
import random
import shutil
from html.parser import HTMLParser

import pytest

from pointyrules.coins import applet
from pointyrules.coins.geometry import (
    ID1,
    best_at_angle,
    card_margin,
    distance_to_card,
    placement_margin,
)
from pointyrules.coins.printables import LAYOUTS
from pointyrules.coins.rules import DIAMETERS, PASS, CoinsGame

from ..conftest import ROOT
from ..test_japanese_tables import english_words
from .test_lesson_facts import ROUND_1, ROUND_1_LAST, ROUND_2

SCRIPT = ROOT / "pointyrules" / "coins" / "applet.js"
TOL = 1e-6  # geometry.card_margin's default tol: the margin it certifies, in mm
POSES = 300  # random poses per layout


class Parts(HTMLParser):
    """The element's tags with their attributes, and each script's text."""

    def __init__(self):
        super().__init__()
        self.tags, self.scripts, self._in_script = [], [], False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = True
            self.scripts.append((dict(attrs), ""))

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script:
            attrs, text = self.scripts[-1]
            self.scripts[-1] = (attrs, text + data)


@pytest.fixture(scope="module")
def element():
    parts = Parts()
    parts.feed(applet.element())
    parts.close()
    return parts


@pytest.fixture(scope="module")
def data(element):
    (attrs, text), = element.scripts
    assert attrs.get("type") == "application/json"
    return json.loads(text)


def disks(layout):
    return [(c["x"], c["y"], c["r"]) for c in layout["coins"]]


def test_the_root_carries_the_contract_attribute(element):
    tag, attrs = element.tags[0]
    assert tag == "div" and "data-card-applet" in attrs
    assert "pr-card-applet" in attrs["class"].split()
    assert sum("data-card-applet" in a for _, a in element.tags) == 1
    # a still picture for readers without scripts, with a label
    svgs = [a for t, a in element.tags if t == "svg"]
    assert len(svgs) == 1 and svgs[0].get("aria-label")


def test_the_japanese_element_has_no_english_words():
    """element("ja"): the root says its language (the script's words follow it), the still
    picture speaks Japanese, and the JSON is the same data (no words in it)."""
    parts = Parts()
    parts.feed(applet.element("ja"))
    parts.close()
    tag, attrs = parts.tags[0]
    assert attrs["lang"] == "ja" and "data-card-applet" in attrs
    (_, text), = parts.scripts
    assert json.loads(text) == json.loads(json.dumps(applet.data()))
    html = applet.element("ja")
    assert english_words(html) == set(), english_words(html)
    label = next(a for t, a in parts.tags if t == "svg")["aria-label"]
    best = applet.data()["layouts"][0]["best"]["margin"]
    assert label.startswith("場を上から見た図") and f"余裕{best:.2f}mm" in label, label
    english = applet.element()
    assert 'lang="en"' in english.split(">", 1)[0] and english_words(english)  # not vacuous
    assert applet.element("en") == english
    with pytest.raises(ValueError, match="fr"):
        applet.element("fr")


def _directive_page(tmp_path, language: str) -> str:
    """The card-applet directive in a tiny Sphinx build of the given language."""
    import sys
    from io import StringIO

    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace

    sys.path.insert(0, str(ROOT / "sitebuild"))
    src = tmp_path / language
    src.mkdir()
    (src / "conf.py").write_text(f"extensions = ['cardapplet']\nlanguage = {language!r}\n",
                                 encoding="utf-8")
    (src / "index.rst").write_text("Card\n====\n\n.. card-applet:: coins\n", encoding="utf-8")
    warnings = StringIO()
    with docutils_namespace():  # each build registers its nodes afresh
        app = Sphinx(str(src), str(src), str(tmp_path / f"out-{language}"),
                     str(tmp_path / f"doctrees-{language}"), "html", status=None,
                     warning=warnings, freshenv=True)
        app.build()
    # (another test's build in this process may have left Sphinx's nodes registered)
    said = [w for w in warnings.getvalue().splitlines() if "is already registered" not in w]
    assert not said, said
    return (tmp_path / f"out-{language}" / "index.html").read_text(encoding="utf-8")


def test_the_directive_writes_the_pages_language(tmp_path):
    """A Japanese page gets the Japanese applet, not the English one marked as English."""
    for language, lang in (("en", "en"), ("ja", "ja")):
        page = _directive_page(tmp_path, language)
        assert page.count('data-card-applet=""') == 1
        assert f'data-card-applet="" lang="{lang}"' in page
        assert "pr-still-english" not in page
    assert applet.element("ja") in page  # the Japanese page's, as element() wrote it


def test_the_json_is_what_data_gives(data):
    assert data == json.loads(json.dumps(applet.data()))
    card = data["card"]
    assert (card["width"], card["height"], card["corner"]) == (ID1.width, ID1.height, ID1.corner)
    assert card["core"] == list(ID1.core)
    assert set(map(int, data["fill"])) == set(DIAMETERS)


def replayed_rounds():
    """The chapter's worked rounds as its facts test replays them: tables at each pass."""
    game = CoinsGame.new_game(3, seed=0)
    for move in [*ROUND_1, ROUND_1_LAST, PASS, *ROUND_2, PASS]:
        game.apply(move)
    return [r["table"] for r in game.rounds]


def test_the_layouts_are_the_chapters(data):
    round_1, round_2 = replayed_rounds()
    as_triples = [[[c["yen"], c["x"], c["y"]] for c in layout["coins"]]
                  for layout in data["layouts"]]
    names = [layout["name"] for layout in data["layouts"]]
    expected = [round_1[:-1], round_1, round_2,
                *[[list(c) for c in coins] for coins in LAYOUTS.values()]]
    assert as_triples == [[list(c) for c in t] for t in expected]
    assert names == [{"kind": "round_before", "n": 1}, {"kind": "round", "n": 1},
                     {"kind": "round", "n": 2},
                     *[{"kind": "worksheet", "n": n} for n in range(1, len(LAYOUTS) + 1)]]
    for layout in data["layouts"]:
        for c in layout["coins"]:
            assert c["r"] == DIAMETERS[c["yen"]] / 2


def test_the_best_pose_is_the_solvers(data):
    for layout in data["layouts"]:
        best = card_margin(disks(layout))
        pose = layout["best"]
        assert pose["margin"] == best.margin
        assert layout["upper_bound"] - pose["margin"] <= TOL  # certified
        # the pose carried in the JSON (degrees) attains the margin
        at = placement_margin(disks(layout), (pose["x"], pose["y"]), math.radians(pose["angle"]))
        assert at == pytest.approx(best.margin, abs=1e-9)
        assert -90 <= pose["angle"] <= 90  # the tilt from level: a half turn is the same card


def test_the_view_holds_the_coins_and_the_best_card(data):
    for layout in data["layouts"]:
        v = layout["view"]
        for x, y, r in disks(layout):
            assert v["left"] <= x - r and x + r <= v["left"] + v["width"]
            assert v["bottom"] <= y - r and y + r <= v["bottom"] + v["height"]
        b = layout["best"]
        for point in ((v["left"], b["y"]), (v["left"] + v["width"], b["y"]),
                      (b["x"], v["bottom"]), (b["x"], v["bottom"] + v["height"])):
            # the view's edges lie outside the best card: the whole card is in view
            assert distance_to_card(point, (b["x"], b["y"]), math.radians(b["angle"])) > 0


# --- the script's port, run in Chromium ---------------------------------------------

RUN = """([source, layouts, card, poses, angles]) => {
  const module = {exports: {}};
  new Function("module", source)(module);
  const m = module.exports;
  const margins = layouts.map((l, i) => poses[i].map(([x, y, deg]) =>
    m.placementMargin(l.coins, x, y, deg * Math.PI / 180, card)));
  const regions = layouts.map((l) => angles.map((deg) =>
    m.locusPolygon(l.coins, deg * Math.PI / 180, card)));
  return {margins, regions};
}"""


@pytest.fixture(scope="module")
def chromium():
    from playwright.sync_api import sync_playwright

    path = shutil.which("chromium")
    assert path, "Debian's chromium is missing: `python3 dev.py test` installs it"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=["--no-sandbox"], headless=True)
        page = browser.new_page()
        yield page
        browser.close()


def random_poses(data, seed=31):
    rng = random.Random(seed)
    out = []
    for layout in data["layouts"]:
        v = layout["view"]
        out.append([(rng.uniform(v["left"], v["left"] + v["width"]),
                     rng.uniform(v["bottom"], v["bottom"] + v["height"]),
                     rng.uniform(-180, 180)) for _ in range(POSES)])
    # and the poses the buttons give: the start and the best of each layout
    for layout, poses in zip(data["layouts"], out, strict=True):
        poses += [(p["x"], p["y"], p["angle"]) for p in (layout["start"], layout["best"])]
    return out


ANGLES = [0.0, -27.0, 15.0, 45.0, 89.0]


def run_port(page, data, source):
    poses = random_poses(data)
    result = page.evaluate(RUN, [source, data["layouts"], data["card"], poses, ANGLES])
    return poses, result


def disagreements(data, poses, margins):
    """Poses where the script's margin or its worst coin differs from geometry.py's."""
    bad = []
    for layout, layout_poses, got in zip(data["layouts"], poses, margins, strict=True):
        d = disks(layout)
        for (x, y, deg), js in zip(layout_poses, got, strict=True):
            angle = math.radians(deg)
            exact = placement_margin(d, (x, y), angle)
            terms = [r - distance_to_card((cx, cy), (x, y), angle) for cx, cy, r in d]
            if abs(js["margin"] - exact) > TOL or abs(terms[js["worst"]] - exact) > TOL:
                bad.append((layout["name"], (x, y, deg), js, exact))
    return bad


def test_the_scripts_margin_is_geometrys(chromium, data):
    source = SCRIPT.read_text(encoding="utf-8")
    poses, result = run_port(chromium, data, source)
    assert sum(map(len, poses)) >= POSES * len(data["layouts"])
    bad = disagreements(data, poses, result["margins"])
    assert not bad, bad[:5]
    # both signs are met: cards that hide part of every coin and cards that miss
    signs = {js["margin"] > 0 for got in result["margins"] for js in got}
    assert signs == {True, False}


def test_the_scripts_locus_is_where_the_margin_is_not_negative(chromium, data):
    """The shaded region's corners lie on its edge (margin 0 up to its chords, 0.02 mm),
    and it is empty exactly when geometry.py's best centre at that angle misses."""
    _, result = run_port(chromium, data, SCRIPT.read_text(encoding="utf-8"))
    shown = empty = 0
    for layout, regions in zip(data["layouts"], result["regions"], strict=True):
        d = disks(layout)
        for deg, region in zip(ANGLES, regions, strict=True):
            angle = math.radians(deg)
            best, _ = best_at_angle(d, angle)
            if not region:
                assert best <= 0.02, (layout["name"], deg, best)
                empty += 1
                continue
            assert best > -1e-9, (layout["name"], deg, best)
            shown += 1
            for point in region:
                m = placement_margin(d, tuple(point), angle)
                assert -1e-9 <= m <= 0.02, (layout["name"], deg, point, m)
    assert shown >= 5 and empty >= 5, (shown, empty)  # both cases are met


def test_a_wrong_port_is_caught(chromium, data):
    """The check above fails for a port with a slip: the card's frame turned the wrong way,
    or the corner radius left out."""
    source = SCRIPT.read_text(encoding="utf-8")
    for right, wrong in (("-dx * sa + dy * ca", "dx * sa + dy * ca"),
                         ("core - card.corner", "core")):
        assert right in source
        poses, result = run_port(chromium, data, source.replace(right, wrong, 1))
        assert disagreements(data, poses, result["margins"]), wrong
