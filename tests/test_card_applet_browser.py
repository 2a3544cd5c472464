"""The card you can move (issue 31, point 5) in a real browser: Debian's Chromium driven
by Playwright, offline. A harness page (the applet's element, its script and its
stylesheet, served from a temporary folder) is moved by mouse, by finger and by keyboard
alone; after each move the test reads the card's pose back from the page and recomputes
the margin with ``geometry.py``. The last test opens the real built coins page (the
``site`` fixture builds the book: the lead runs it).

Screenshots at 1280 and 390 px go to ``/tmp/x/applet/`` (or $POINTYRULES_APPLET_SHOTS).

The Japanese applet (``element("ja")`` in a ``<html lang="ja">`` page) wakes up speaking
Japanese: no English word in what it shows or says, its readout checked against
``geometry.py`` as the English one is; its two tables of words have the same keys.
"""

from __future__ import annotations

import json
import math
import os
import re
import shutil
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from pointyrules.coins import applet
from pointyrules.coins.geometry import best_at_angle, distance_to_card, placement_margin

from .conftest import ROOT
from .test_browser import Visit, base_url, browser, serve_in_background  # noqa: F401
from .test_class_data_browser import japanese_font
from .test_japanese_tables import english_words

STATIC = ROOT / "pointyrules" / "coins"
SCRIPT, STYLE = "applet.js", "applet.css"
SHOTS = Path(os.environ.get("POINTYRULES_APPLET_SHOTS", "/tmp/x/applet"))
ROOT_SEL = "[data-card-applet]"
CARD = ".pr-card"
DATASET = f"() => ({{...document.querySelector('{ROOT_SEL}').dataset}})"
STATUS = f"() => document.querySelector('{ROOT_SEL} [role=status]').textContent"
PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The card you can move</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="{style}"><script defer src="{script}"></script>
<style>body {{ font-family: sans-serif; margin: 0 auto; max-width: 52em; padding: 0 12px; }}</style>
{font}
</head><body><main><h1>The card you can move</h1><p>Before the card.</p>{element}
<p>After the card.</p></main></body></html>
"""


@pytest.fixture(scope="module")
def data():
    return applet.data()


@pytest.fixture(scope="module")
def harness(tmp_path_factory):
    folder = tmp_path_factory.mktemp("applet")
    for name in (SCRIPT, STYLE):
        shutil.copy(STATIC / name, folder / name)
    (folder / "index.html").write_text(
        PAGE.format(lang="en", style=STYLE, script=SCRIPT, element=applet.element(), font=""),
        encoding="utf-8")
    server, url = serve_in_background(folder)
    yield url
    server.shutdown()


def open_page(browser, url, width=1280, **options):  # noqa: F811
    visit = Visit(browser, url, width=width, **options)
    requests = []
    visit.page.on("request", lambda r: requests.append(r.url))
    visit.requests = requests
    visit.page.wait_for_selector(f'{ROOT_SEL}[data-ready="true"]')
    return visit


def pose(page):
    d = page.evaluate(DATASET)
    return {"layout": int(d["layout"]), "x": float(d["x"]), "y": float(d["y"]),
            "angle": float(d["angle"]), "margin": float(d["margin"]), "worst": int(d["worst"]),
            "pointer": d.get("pointer")}


# How the readout says it, per language: the coin, the size (to 0.1 mm, or "under"), the
# words of a card that fits, of one that misses, and of the other coins it misses too.
READOUT = {
    "en": {"coin": "{yen} yen coin", "size": r"(?P<under>less than 0\.1) mm|(?P<mm>\d+\.\d) mm",
           "fits": ("every coin", "to spare"), "misses": "misses",
           "more": "misses {n} other", "no_more": "other"},
    "ja": {"coin": "{yen}円玉", "size": r"(?P<under>0\.1mm未満)|(?P<mm>\d+\.\d)mm",
           "fits": ("カードはすべてのコインの一部を隠しています。余裕は",),
           "misses": "届いていません",
           "more": "ほかにも{n}枚のコインに", "no_more": "ほかにも"},
}


def check_readout(page, data, lang: str = "en") -> dict:
    """The page's margin is geometry.py's at the pose the page shows, and its readout says
    it in ``lang``: the sign in words, the size to 0.1 mm, the coin that sets it (in
    Japanese: and no English word)."""
    words = READOUT[lang]
    p = pose(page)
    coins = data["layouts"][p["layout"]]["coins"]
    disks = [(c["x"], c["y"], c["r"]) for c in coins]
    centre, angle = (p["x"], p["y"]), math.radians(p["angle"])
    exact = placement_margin(disks, centre, angle)
    terms = [r - distance_to_card((x, y), centre, angle) for x, y, r in disks]
    assert abs(p["margin"] - exact) <= 1e-6, (p, exact)
    assert abs(terms[p["worst"]] - exact) <= 1e-9
    text = page.evaluate(STATUS)
    if lang == "ja":
        assert not english_words(f"<p>{text}</p>"), text
    assert words["coin"].format(yen=coins[p["worst"]]["yen"]) in text, text
    said = re.search(words["size"], text)
    if exact > 0:
        assert all(w in text for w in words["fits"]), text
    else:
        assert words["misses"] in text, text
        missed = sum(t <= 0 for t in terms) - 1  # an edge that only touches hides nothing (LC-2)
        assert words["more"].format(n=missed) in text if missed else \
            words["no_more"] not in text, text
    if said.group("under"):
        assert abs(exact) < 0.05
    else:
        assert abs(float(said.group("mm")) - abs(exact)) <= 0.05 + 1e-9, (text, exact)
    return p


def card_point(page):
    """The card's centre on the screen (its shape's bounding box's middle)."""
    box = page.locator(".pr-card-shape").bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def px_per_mm(page):
    """Screen pixels per mm of table, from the picture's own transform."""
    return page.evaluate("() => document.querySelector('.pr-card-svg > g').getScreenCTM().a")


def assert_stayed_home(visit, url):
    host = urlsplit(url).netloc
    assert all(urlsplit(r).netloc == host or urlsplit(r).scheme == "data"
               for r in visit.requests), visit.requests
    visit.assert_clean()


def test_mouse_drag_moves_the_card_and_the_readout_follows(browser, harness, data):  # noqa: F811
    visit = open_page(browser, harness)
    try:
        page = visit.page
        page.locator(".pr-card-svg").scroll_into_view_if_needed()
        before = check_readout(page, data)
        scale = px_per_mm(page)
        x, y = card_point(page)
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + 40, y + 25, steps=8)
        page.mouse.up()
        after = check_readout(page, data)
        assert after["pointer"] == "mouse"
        assert after["x"] - before["x"] == pytest.approx(40 / scale, abs=0.05)
        assert after["y"] - before["y"] == pytest.approx(-25 / scale, abs=0.05)  # y runs up
        assert after["angle"] == before["angle"]
        assert after["margin"] != before["margin"]
        # the handle turns it: drag the knob a quarter turn round the card's centre
        knob = page.locator(".pr-card-knob").bounding_box()
        kx, ky = knob["x"] + knob["width"] / 2, knob["y"] + knob["height"] / 2
        cx, cy = card_point(page)
        page.mouse.move(kx, ky)
        page.mouse.down()
        page.mouse.move(cx + 10, cy - 120, steps=10)  # a little right of straight up
        page.mouse.up()
        turned = check_readout(page, data)
        assert (turned["x"], turned["y"]) == (after["x"], after["y"])
        expected = math.degrees(math.atan2(120, 10))  # screen y runs down, the table's up
        assert turned["angle"] % 180 == pytest.approx(expected % 180, abs=0.5)
        assert_stayed_home(visit, harness)
    finally:
        visit.close()


def test_a_finger_drags_the_card(browser, harness, data):  # noqa: F811
    visit = open_page(browser, harness, width=390, has_touch=True, is_mobile=True)
    try:
        page = visit.page
        page.locator(CARD).scroll_into_view_if_needed()
        before = check_readout(page, data)
        scale = px_per_mm(page)
        x, y = card_point(page)
        cdp = page.context.new_cdp_session(page)

        def touch(kind, px, py):
            points = [] if kind == "touchEnd" else [{"x": px, "y": py, "id": 1}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        touch("touchStart", x, y)
        for k in range(1, 9):
            touch("touchMove", x - 3 * k, y + 2 * k)
        touch("touchEnd", 0, 0)
        after = check_readout(page, data)
        assert after["pointer"] == "touch"
        assert after["x"] - before["x"] == pytest.approx(-24 / scale, abs=0.1)
        assert after["y"] - before["y"] == pytest.approx(-16 / scale, abs=0.1)
        assert_stayed_home(visit, harness)
    finally:
        visit.close()


def test_keyboard_alone_moves_and_turns_the_card(browser, harness, data):  # noqa: F811
    visit = open_page(browser, harness)
    try:
        page = visit.page
        for _ in range(20):
            page.keyboard.press("Tab")
            if page.evaluate("() => document.activeElement.matches('.pr-card')"):
                break
        else:
            pytest.fail("Tab never reaches the card")
        before = check_readout(page, data)
        for key in ("ArrowRight", "ArrowRight", "ArrowDown", "Shift+ArrowUp", "]", "]", "e",
                    "Shift+BracketLeft", "q"):
            page.keyboard.press(key)
            check_readout(page, data)
        after = check_readout(page, data)
        assert after["x"] == pytest.approx(before["x"] + 2, abs=1e-9)
        assert after["y"] == pytest.approx(before["y"] - 1 + 5, abs=1e-9)
        assert after["angle"] == pytest.approx(before["angle"] - 3 + 15 + 1, abs=1e-9)
        # Enter on a layout button (keyboard only) changes the layout, Best position too
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Enter")
        assert pose(page)["layout"] == len(data["layouts"]) - 1
        assert_stayed_home(visit, harness)
    finally:
        visit.close()


def test_best_position_gives_the_solvers_margin_on_every_layout(browser, harness, data):  # noqa: F811
    visit = open_page(browser, harness)
    try:
        page = visit.page
        buttons = page.locator(".pr-card-layouts button")
        assert buttons.count() == len(data["layouts"])
        for i, layout in enumerate(data["layouts"]):
            buttons.nth(i).click()
            start = check_readout(page, data)
            assert start["layout"] == i
            page.locator(".pr-card-best").click()
            best = check_readout(page, data)
            # the solver's best placement attains its margin (geometry.card_margin)
            assert best["margin"] == pytest.approx(layout["best"]["margin"], abs=1e-6)
            assert best["margin"] >= start["margin"] - 1e-9
        assert_stayed_home(visit, harness)
    finally:
        visit.close()


def test_the_locus_is_where_the_centre_may_go(browser, harness, data):  # noqa: F811
    """The shaded region's corners lie on its edge: margin 0 there, as geometry.py says
    (the polygon's corners are on the region's arcs; its chords cut at most 0.02 mm)."""
    visit = open_page(browser, harness)
    try:
        page = visit.page
        page.locator(".pr-card-locus-toggle").click()
        assert page.locator(".pr-card-locus-toggle").get_attribute("aria-pressed") == "true"
        checked, empty = 0, 0
        for turns in ((), ("q",) * 20, ("Shift+]",) * 3, ("]",) * 7):
            page.locator(CARD).focus()
            for key in turns:
                page.keyboard.press(key)
            p = pose(page)
            coins = data["layouts"][p["layout"]]["coins"]
            disks = [(c["x"], c["y"], c["r"]) for c in coins]
            angle = math.radians(p["angle"])
            d = page.get_attribute(".pr-card-region", "d")
            points = [tuple(map(float, xy.split(","))) for xy in re.findall(r"[-\d.]+,[-\d.]+", d)]
            if not points:  # nowhere to go: no centre reaches every coin at this angle
                assert best_at_angle(disks, angle)[0] <= 0.02, p
                assert "nowhere" in page.locator(".pr-card-caption").text_content()
                empty += 1
                continue
            for point in points:
                m = placement_margin(disks, point, angle)
                assert -1e-3 <= m <= 0.03, (point, m)  # on the edge (coordinates to 0.001)
            inside = (sum(x for x, _ in points) / len(points),
                      sum(y for _, y in points) / len(points))
            assert placement_margin(disks, inside, angle) > 0  # a convex region's middle
            checked += len(points)
            assert "Shaded" in page.locator(".pr-card-caption").text_content()
        assert checked > 30 and empty >= 1, (checked, empty)
        assert_stayed_home(visit, harness)
    finally:
        visit.close()


@pytest.mark.parametrize("width", (1280, 390))
def test_it_fits_the_width_and_is_pictured(browser, harness, data, width):  # noqa: F811
    visit = open_page(browser, harness, width=width)
    try:
        page = visit.page
        if width < 500:  # the phone shows a table the card cannot reach: round 2
            page.locator(".pr-card-layouts button").nth(2).click()
        page.locator(".pr-card-locus-toggle").click()
        page.locator(".pr-card-best").click()
        check_readout(page, data)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        box = page.locator(".pr-card-svg").bounding_box()
        assert box["width"] <= width and box["width"] > 0.6 * min(width, 800)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.locator(ROOT_SEL).screenshot(path=str(SHOTS / f"applet-{width}.png"))
        assert_stayed_home(visit, harness)
    finally:
        visit.close()


def test_without_scripts_the_still_picture_stands(browser, harness):  # noqa: F811
    visit = Visit(browser, harness, java_script_enabled=False)
    try:
        page = visit.page
        assert page.locator(".pr-card-still svg").is_visible()
        label = page.locator(".pr-card-still svg").get_attribute("aria-label")
        best = applet.data()["layouts"][0]["best"]["margin"]
        assert f"{best:.2f}" in label
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.locator(ROOT_SEL).screenshot(path=str(SHOTS / "applet-still.png"))
    finally:
        visit.close()


def test_site_coins_page_has_one_movable_card_that_moves_by_keyboard(browser, base_url):  # noqa: F811
    visit = Visit(browser, urljoin(base_url, "book/coins.html"))
    try:
        page = visit.page
        assert page.locator(ROOT_SEL).count() == 1
        page.wait_for_selector(f'{ROOT_SEL}[data-ready="true"]')
        data = json.loads(page.locator(f"{ROOT_SEL} script.pr-card-data").text_content())
        page.locator(CARD).focus()
        before = check_readout(page, data)
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Shift+ArrowUp")
        page.keyboard.press("]")
        after = check_readout(page, data)
        assert (after["x"], after["y"]) == (pytest.approx(before["x"] + 1),
                                            pytest.approx(before["y"] + 5))
        assert after["angle"] == pytest.approx(before["angle"] - 1)
        visit.assert_clean()
    finally:
        visit.close()



# ---- the Japanese applet ----------------------------------------------------------------

@pytest.fixture(scope="module")
def ja_harness(tmp_path_factory):
    folder = tmp_path_factory.mktemp("applet-ja")
    for name in (SCRIPT, STYLE):
        shutil.copy(STATIC / name, folder / name)
    (folder / "index.html").write_text(
        PAGE.format(lang="ja", style=STYLE, script=SCRIPT, element=applet.element("ja"),
                    font=japanese_font(folder)).replace(
            "The card you can move", "動かせるカード").replace(
            "Before the card.", "カードの前の段落です。").replace(
            "After the card.", "カードのあとの段落です。"), encoding="utf-8")
    server, url = serve_in_background(folder)
    yield url
    server.shutdown()


def test_the_japanese_applet_speaks_japanese(browser, ja_harness, data):  # noqa: F811
    visit = open_page(browser, ja_harness)
    try:
        page = visit.page
        root = page.locator(ROOT_SEL)
        assert root.get_attribute("lang") == "ja"
        assert not english_words(root.inner_html()), english_words(root.inner_html())
        buttons = page.locator(".pr-card-layouts button")
        assert buttons.nth(0).text_content() == "第1ラウンド（最後のコインの前）"
        assert page.locator(".pr-card-best").text_content() == "いちばんよい置き方"
        assert page.locator(".pr-card-svg").get_attribute("aria-label") == \
            f"場を上から見た図：コイン{len(data['layouts'][0]['coins'])}枚と、動かせるキャッシュカード"
        # Every layout at its start and at its best, then moved and turned by keyboard.
        for i in range(len(data["layouts"])):
            buttons.nth(i).click()
            check_readout(page, data, "ja")
            page.locator(".pr-card-best").click()
            check_readout(page, data, "ja")
        page.locator(CARD).focus()
        for key in ("ArrowRight", "Shift+ArrowUp", "]", "Shift+BracketLeft", "q") * 3:
            page.keyboard.press(key)
            check_readout(page, data, "ja")
        p, said = pose(page), page.locator(".pr-card-pose").text_content()
        assert said.startswith("カードの中心は場の中央から ("), said
        assert ("反時計回り" if p["angle"] > 0 else "時計回り") in said, said
        page.locator(".pr-card-locus-toggle").click()
        caption = page.locator(".pr-card-caption").text_content()
        assert caption.startswith(("色をぬった部分", "この角度では")), caption
        assert not english_words(root.inner_html()), english_words(root.inner_html())
        assert_stayed_home(visit, ja_harness)
    finally:
        visit.close()


@pytest.mark.parametrize("width", (1280, 390))
def test_the_japanese_applet_fits_and_is_pictured(browser, ja_harness, data, width):  # noqa: F811
    visit = open_page(browser, ja_harness, width=width)
    try:
        page = visit.page
        page.evaluate("document.fonts.ready")
        page.locator(".pr-card-layouts button").nth(2).click()  # a table the card misses
        page.locator(".pr-card-locus-toggle").click()
        check_readout(page, data, "ja")
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.locator(ROOT_SEL).screenshot(path=str(SHOTS / f"applet-ja-{width}.png"))
        page.locator(".pr-card-best").click()
        check_readout(page, data, "ja")
        page.locator(ROOT_SEL).screenshot(path=str(SHOTS / f"applet-ja-best-{width}.png"))
        assert_stayed_home(visit, ja_harness)
    finally:
        visit.close()


def test_without_scripts_the_japanese_still_picture_stands(browser, ja_harness):  # noqa: F811
    visit = Visit(browser, ja_harness, java_script_enabled=False)
    try:
        label = visit.page.locator(".pr-card-still svg").get_attribute("aria-label")
        best = applet.data()["layouts"][0]["best"]["margin"]
        assert f"余裕{best:.2f}mm" in label and not english_words(f'<p title="{label}"></p>')
    finally:
        visit.close()


TABLES = """(source) => {
  const module = {exports: {}};
  new Function("module", source)(module);
  const shape = (v) => (typeof v === "function" ? ["function", v(2)]
    : Array.isArray(v) ? ["array", v.map((x) => shape(x))]
    : v && typeof v === "object" ? ["object", Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, typeof x === "number" ? x : shape(x)]))]
    : [typeof v, v]);
  return Object.fromEntries(Object.entries(module.exports.WORDS).map(
    ([lang, table]) => [lang, shape(table)]));
}"""


def test_the_applets_japanese_words_match_the_english(browser):  # noqa: F811
    """The same keys, nested ones too (the layouts' kinds, the turn buttons with their
    turns), each of the same kind; every Japanese word is Japanese."""
    page = browser.new_page()
    try:
        tables = page.evaluate(TABLES, (STATIC / SCRIPT).read_text(encoding="utf-8"))
    finally:
        page.close()

    def skeleton(node):
        kind, value = node
        if kind == "object":
            return {k: v if isinstance(v, (int, float)) else skeleton(v) for k, v in value.items()}
        if kind == "array":
            return [skeleton(v) for v in value]
        return kind

    def texts(node):
        kind, value = node
        if kind == "object":
            return [t for v in value.values() if not isinstance(v, (int, float)) for t in texts(v)]
        if kind == "array":
            return [t for v in value for t in texts(v)]
        return [value]

    en, ja = tables["en"], tables["ja"]
    assert list(ja[1]) == list(en[1])
    assert skeleton(ja) == skeleton(en)
    for text in texts(ja):  # a template's {placeholders} are filled in by the script
        assert isinstance(text, str), text  # "" only where English has a space
        assert not english_words(f"<p>{re.sub(r'{[a-z]+}', '', text)}</p>"), text
    assert "Turn the card 15 degrees anticlockwise" in texts(en)  # not vacuous
