"""The class-data element in a real browser (Debian's Chromium driven by Playwright),
offline (issue 31, point 4; sitebuild/static/pointyrules-class-data.js).

Most tests use a small page of their own (``harness``): the directive's element for a
frequency and for a measurement declared here, with the element's script and stylesheet
and a paragraph standing for the rest of a chapter, served from a local server. Every
figure the page shows is recomputed here with ``fractions.Fraction``. Entering works
by keyboard alone and by touch; a bad entry is refused with a sentence and changes
nothing; the entries survive a reload until Clear (pressed twice) empties them; a
browser that keeps nothing still works for the open page; nothing is requested after
the page has loaded and nothing goes to another host; a phone does not scroll sideways;
Print puts only the element on paper. The page is projected while pupils predict, so the
exact values, and all worked out from them, are not in the page's text until someone
presses "Show the exact value" (by mouse, keyboard or touch); the choice survives a
reload, Clear hides them again, and without scripts they wait in a closed <details>.
Screenshots go to /tmp/x/classdata/ and /tmp/x/reveal/. The last test opens each
chapter of the built book (it builds the book).

A Japanese page (``ja_harness``, ``<html lang="ja">``) holds the same elements declared in
Japanese: they wake up speaking Japanese (the spec's "lang", else the closest [lang]),
with no English word in what they show, say or draw, and the script's two tables of
words have the same keys and kinds. Its screenshots (/tmp/x/classdata/ja-*.png) use
Noto Sans JP from .assets when it is there (the site ships its own cut of it).
"""

from __future__ import annotations

import json
import shutil
import sys
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from importlib import import_module
from pathlib import Path
from urllib.parse import urljoin

import pytest

from pointyrules import games

from .conftest import ROOT
from .test_browser import Visit, base_url, browser  # noqa: F401  (fixtures)
from .test_class_data import (
    frequency_data,
    frequency_data_ja,
    measurement_data,
    measurement_data_ja,
)
from .test_japanese_tables import english_words

sys.path.insert(0, str(ROOT / "sitebuild"))
import classdata  # noqa: E402
from server import serve_in_background  # noqa: E402

SHOTS = Path("/tmp/x/classdata")
REVEAL_SHOTS = Path("/tmp/x/reveal")
OTHER_TEXT = "The rest of the chapter stands here."
FREQ = '[data-class-data="dokitto"]'
MEAS = '[data-class-data="coins"]'
FOURS = f'{FREQ} [data-series="fours"]'
DIAGONAL = f'{MEAS} [data-series="diagonal"]'
NO_STORAGE = """Object.defineProperty(window, "localStorage", {
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });"""
COUNT_PRINTS = "window.print = () => { window.printed = (window.printed || 0) + 1; };"


def decimal(value: Fraction, places: int = 4) -> str:
    """``value`` to ``places`` decimals, halves rounded up, as the page writes it."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return str(exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def signed(x: float, places: int = 2) -> str:
    text = f"{x:+.{places}f}".replace("-", "\u2212")
    return text[1:] if text in ("+0.00", "\u22120.00") else text


@pytest.fixture(scope="module")
def harness(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("classdata")
    for name in (classdata.JS_FILE, classdata.CSS_FILE):
        shutil.copy(ROOT / "sitebuild" / "static" / name, folder / name)
    (folder / "index.html").write_text(f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Class data</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{classdata.CSS_FILE}">
<script defer="defer" src="{classdata.JS_FILE}"></script>
</head><body><main><article>
<h1>Class data</h1><p>{OTHER_TEXT}</p>
{classdata.element(frequency_data())}
<p>{OTHER_TEXT}</p>
{classdata.element(measurement_data())}
</article></main></body></html>""", encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def page_url(harness):
    server, url = serve_in_background(harness)
    yield url + "index.html"
    server.shutdown()


class Harness(Visit):
    """The harness page, with every request it makes recorded from the start."""

    def __init__(self, browser, url, **options):  # noqa: F811 (the fixture's name)
        super().__init__(browser, "about:blank", **options)
        self.requests = []
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.goto(url, wait_until="load")
        self.page.wait_for_selector(f"{FREQ}[data-ready] .pr-cd-live")
        self.page.wait_for_selector(f"{MEAS}[data-ready] .pr-cd-live")

    def cell(self, series: str, name: str) -> str:
        return self.page.text_content(f'{series} [data-cd="{name}"]')

    def rows(self, series: str) -> list[list[str]]:
        return self.page.eval_on_selector_all(
            f"{series} .pr-cd-entries tbody tr",
            "rows => rows.map(r => [...r.cells].slice(0, -1).map(c => c.textContent))")

    def message(self, series: str) -> str:
        return self.page.text_content(f"{series} .pr-cd-message").strip()

    def stored(self, game: str):
        text = self.page.evaluate(f"localStorage.getItem('pointyrules-class-data:{game}')")
        return json.loads(text) if text else None

    def text(self, root: str) -> str:
        """What a reader sees of the element: its rendered text, charts included."""
        return self.page.inner_text(root)

    def shown(self, root: str) -> bool:
        """Whether the element shows its exact values, as its button says (and checked
        against the button's state)."""
        button = self.page.locator(f"{root} .pr-cd-reveal")
        expanded = button.get_attribute("aria-expanded")
        label = button.text_content()
        assert (expanded, label) in (("false", "Show the exact value"),
                                     ("true", "Hide the exact value")), (expanded, label)
        return expanded == "true"

    def show(self, root: str) -> None:
        """Press the element's button so that the exact values show."""
        assert not self.shown(root)
        self.page.click(f"{root} .pr-cd-reveal")
        assert self.shown(root)

    def add(self, series: str, *values: str) -> None:
        """Fill the series' fields (the name first) and press Enter in the last one."""
        fields = self.page.locator(f"{series} form input")
        for i, value in enumerate(values):
            fields.nth(i).fill(value)
        fields.nth(len(values) - 1).press("Enter")


def exact_words(data) -> list[str]:
    """Every way the element writes the exact values of ``data``: the fraction and its
    decimal (a length: to 4 and to 2 places), and the chapter's own text."""
    words = []
    for s in data.series:
        if isinstance(s.exact, Fraction):
            words += [str(s.exact), decimal(s.exact)]
        else:
            words += [f"{s.exact:.4f}", f"{s.exact:.2f}"]
        words.append(s.exact_text)
    return words


def check_hidden(visit: Harness, root: str, data) -> None:
    """Nothing of the exact values of ``data`` is in the element's text or charts."""
    text = visit.text(root)
    for word in exact_words(data):
        assert word not in text, (word, text)
    for name in ("exact-fraction", "exact-decimal", "gap", "exact", "mean-error"):
        assert visit.page.locator(f'{root} [data-cd="{name}"]').count() == 0, name
    for part in (".pr-cd-exact", ".pr-cd-exact-label", ".pr-cd-exact-text"):
        assert visit.page.locator(f"{root} {part}").count() == 0, part
    for chart in visit.page.locator(f"{root} svg").all():
        assert "exact" not in chart.text_content()
    assert visit.page.is_hidden(f"{root} > details")  # the no-script table too


def check_frequency(visit: Harness, entries: list[tuple[str, int, int]],
                    shown: bool = True) -> None:
    """The page's figures for the fours, recomputed from ``entries``; the exact chance
    and the gap only if ``shown``, and then recomputed too."""
    exact = frequency_data().series[0].exact
    successes = sum(c for _, c, _ in entries)
    trials = sum(t for _, _, t in entries)
    assert visit.shown(FREQ) == shown
    assert visit.cell(FOURS, "totals") == (f"Class totals so far: {successes} hands lacking "
                                           f"a flavour out of {trials} hands dealt.")
    assert visit.cell(FOURS, "fraction") == str(Fraction(successes, trials))
    assert visit.cell(FOURS, "decimal") == decimal(Fraction(successes, trials))
    if shown:
        assert visit.cell(FOURS, "exact-fraction") == str(exact)
        assert visit.cell(FOURS, "exact-decimal") == decimal(exact)
        gap = Fraction(successes, trials) - exact
        side = "above" if gap > 0 else "below"
        assert visit.cell(FOURS, "gap") == \
            f"The class is {decimal(abs(gap))} {side} the exact chance."
        assert visit.page.locator(f"{FOURS} svg .pr-cd-exact").count() == 1
        assert frequency_data().series[0].exact_text in visit.text(FOURS)
    else:
        check_hidden(visit, FREQ, frequency_data())
    running, c, t = [], 0, 0
    for who, count, total in entries:
        c, t = c + count, t + total
        running.append([str(len(running) + 1), who, str(count), str(total), f"{c}/{t}"])
    assert visit.rows(FOURS) == running
    desc = visit.page.text_content(f"{FOURS} svg desc")
    shown, c, t = [], 0, 0
    for _, count, total in entries:
        c, t = c + count, t + total
        shown.append(decimal(Fraction(c, t)))
    assert f"After each entry: {', '.join(shown)}." in desc
    assert visit.page.locator(f"{FOURS} svg circle.pr-cd-dot").count() == len(entries)
    assert visit.stored("dokitto")["series"]["fours"] == [
        {"who": w, "count": c, "total": t} for w, c, t in entries]


def check_measurement(visit: Harness, measured: list[tuple[str, float]],
                      shown: bool = True) -> None:
    """The page's figures for the diagonal, recomputed from ``measured``: the errors
    (measured minus exact) only if ``shown``; hidden, a dot plot of the values."""
    exact = measurement_data().series[0].exact
    values = [v for _, v in measured]
    mean = sum(values) / len(values)
    assert visit.shown(MEAS) == shown
    assert visit.cell(DIAGONAL, "count") == str(len(values))
    assert visit.cell(DIAGONAL, "mean") == f"{mean:.2f} mm"
    page = visit.page
    assert page.locator(f"{DIAGONAL} svg circle.pr-cd-dot").count() == len(values)
    if shown:
        assert visit.rows(DIAGONAL) == [[str(i + 1), who, f"{value:g}", signed(value - exact)]
                                        for i, (who, value) in enumerate(measured)]
        assert visit.cell(DIAGONAL, "exact") == f"{exact:.4f} mm"
        assert visit.cell(DIAGONAL, "mean-error") == f"{signed(mean - exact)} mm"
        assert page.locator(f"{DIAGONAL} svg .pr-cd-exact").count() == 1
    else:
        assert visit.rows(DIAGONAL) == [[str(i + 1), who, f"{value:g}"]
                                        for i, (who, value) in enumerate(measured)]
        check_hidden(visit, MEAS, measurement_data())
        # The dot plot's scale spans the measured values.
        ticks = [float(x.replace("\u2212", "-")) for x in page.eval_on_selector_all(
            f"{DIAGONAL} svg text.pr-cd-tick", "ts => ts.map(t => t.textContent)")
            if x[:1].isdigit() or x[:1] == "\u2212"]
        assert min(ticks) <= min(values) and max(ticks) >= max(values), ticks
    assert visit.stored("coins")["series"]["diagonal"] == [
        {"who": w, "value": v} for w, v in measured]


def focus_by_tab(page, wanted: str, most: int = 60) -> list[str]:
    """Press Tab until the element ``wanted`` (a CSS selector) has the focus."""
    seen = []
    for _ in range(most):
        page.keyboard.press("Tab")
        seen.append(page.evaluate("document.activeElement.id || "
                                  "document.activeElement.className"))
        if page.evaluate(f"document.activeElement.matches({wanted!r})"):
            return seen
    raise AssertionError(f"Tab never reached {wanted}: {seen}")


def test_tallies_by_keyboard_alone(browser, page_url):  # noqa: F811
    visit = Harness(browser, page_url)
    page = visit.page
    try:
        assert visit.page.is_hidden(f"{FREQ} > details")  # the static table gives way
        loaded = len(visit.requests)
        names = []
        for _ in range(40):  # Tab from the top of the page to the first field
            page.keyboard.press("Tab")
            names.append(page.evaluate("document.activeElement.id"))
            if names[-1].endswith("-0-who"):
                break
        assert names[-1].endswith("-0-who"), names
        entries = [("Red", 5, 40), ("", 3, 25), ("Blue", 9, 36)]
        for who, count, total in entries:
            if who:
                page.keyboard.type(who)
            for value in (count, total):
                page.keyboard.press("Tab")
                page.keyboard.type(str(value))
            page.keyboard.press("Enter")
            # The focus is back in the first field for the next group.
            assert page.evaluate("document.activeElement.id").endswith("-0-who")
        check_frequency(visit, entries, shown=False)
        assert visit.message(FOURS) == "Added: Blue: 9 of 36 hands dealt."
        # Remove the second entry with the keyboard: its button names it.
        button = page.get_by_role("button", name="Remove entry 2 (3 of 25 hands dealt)")
        button.focus()
        page.keyboard.press("Enter")
        check_frequency(visit, [entries[0], entries[2]], shown=False)
        assert page.evaluate("document.activeElement.textContent") == "Remove"
        # On to the button that shows the exact value, and press it with Enter; Space
        # hides the value again, Enter shows it again. The focus stays on the button.
        focus_by_tab(page, f"{FREQ} .pr-cd-reveal")
        for key, shown in (("Enter", True), ("Space", False), ("Enter", True)):
            page.keyboard.press(key)
            check_frequency(visit, [entries[0], entries[2]], shown=shown)
            assert page.evaluate("document.activeElement.classList.contains('pr-cd-reveal')")
        assert visit.stored("dokitto")["shown"] is True
        assert not visit.shown(MEAS)  # the other element keeps its own choice
        page.screenshot(path=str(_shot("keyboard-1280")), full_page=True)
        assert len(visit.requests) == loaded, visit.requests[loaded:]  # entering sent nothing
        visit.assert_clean()
    finally:
        visit.close()


def _shot(name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS / f"{name}.png"


def test_tallies_and_measurements_by_touch_on_a_phone(browser, page_url):  # noqa: F811
    visit = Harness(browser, page_url, width=390, has_touch=True, is_mobile=True)
    page = visit.page
    try:
        loaded = len(visit.requests)
        for who, count, total in [("Red", 5, 40), ("Green", 7, 40)]:
            for name, value in (("who", who), ("count", str(count)), ("total", str(total))):
                page.tap(f'{FOURS} input[name="{name}"]')
                page.keyboard.type(value)
            page.tap(f"{FOURS} button.pr-cd-add")
        check_frequency(visit, [("Red", 5, 40), ("Green", 7, 40)], shown=False)
        measured = [("Ann", "70.5", 70.5), ("", "71,2", 71.2), ("Bo", "69.9", 69.9)]
        for who, typed, _ in measured:
            page.tap(f'{DIAGONAL} input[name="who"]')
            page.keyboard.type(who)
            page.tap(f'{DIAGONAL} input[name="value"]')
            page.keyboard.type(typed)
            page.tap(f"{DIAGONAL} button.pr-cd-add")
        check_measurement(visit, [(w, v) for w, _, v in measured], shown=False)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"the phone scrolls sideways: {width} px"
        # A tap shows the exact values, with the errors and the gap.
        for root in (FREQ, MEAS):
            page.tap(f"{root} .pr-cd-reveal")
        check_frequency(visit, [("Red", 5, 40), ("Green", 7, 40)])
        check_measurement(visit, [(w, v) for w, _, v in measured])
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"the phone scrolls sideways: {width} px"
        page.tap(f"{FOURS} .pr-cd-remove >> nth=0")
        check_frequency(visit, [("Green", 7, 40)])
        page.screenshot(path=str(_shot("touch-390")), full_page=True)
        assert len(visit.requests) == loaded, visit.requests[loaded:]
        visit.assert_clean()
    finally:
        visit.close()


BAD_TALLIES = [  # (name, count, total): what was wrong, in the sentence
    (("", "", "40"), "Number of hands lacking a flavour is empty"),
    (("", "-3", "40"), "Number of hands lacking a flavour cannot be below 0"),
    (("", "five", "40"), "“five” is not a whole number"),
    (("", "2.5", "40"), "“2.5” is not a whole number"),
    (("", "5", ""), "Number of hands dealt is empty"),
    (("", "41", "40"), "41 hands lacking a flavour is more than the 40 hands dealt"),
    (("", "0", "0"), "must be at least 1"),
    (("", "5", "10001"), "At most 10,000 hands dealt in one entry"),
    (("x" * 41, "5", "40"), "A name has at most 40 characters"),
]
BAD_MEASUREMENTS = [
    ("", "The measured value is empty"),
    ("abc", "“abc” is not a number"),
    ("1e3", "“1e3” is not a number"),
    ("70.5.1", "“70.5.1” is not a number"),
    ("-1", "That is not a likely measurement: check it"),
    ("800", "That is not a likely measurement: check it"),
]
# Once the exact value shows, the refusal may say the allowed range: from 0 to ten times
# the exact value (the script's range()), recomputed here.
RANGE = f"enter a value from 0 to {10 * measurement_data().series[0].exact:.6f} mm"


def test_a_bad_entry_is_refused_with_a_sentence_and_changes_nothing(browser, page_url):  # noqa: F811
    visit = Harness(browser, page_url)
    page = visit.page
    try:
        visit.add(FOURS, "Red", "5", "40")
        visit.add(DIAGONAL, "", "70.5")
        before = (visit.rows(FOURS), visit.rows(DIAGONAL), visit.stored("dokitto"),
                  visit.stored("coins"), visit.cell(FOURS, "fraction"))
        for values, wrong in BAD_TALLIES:
            visit.add(FOURS, *values)
            said = visit.message(FOURS)
            assert wrong in said, (values, said)
            assert said.endswith(".") and len(said) < 160, said
            assert page.locator(f"{FOURS} .pr-cd-message.pr-error").count() == 1
            assert page.locator(f'{FOURS} input[aria-invalid="true"]').count() == 1
        for typed, wrong in BAD_MEASUREMENTS:
            visit.add(DIAGONAL, "", typed)
            said = visit.message(DIAGONAL)
            assert wrong in said, (typed, said)
            assert said.endswith(".") and len(said) < 160, said
            assert "707" not in said and "from 0 to" not in said, said  # no hint at 70.71
        after = (visit.rows(FOURS), visit.rows(DIAGONAL), visit.stored("dokitto"),
                 visit.stored("coins"), visit.cell(FOURS, "fraction"))
        assert after == before
        visit.show(MEAS)
        for typed in ("-1", "800"):
            visit.add(DIAGONAL, "", typed)
            assert RANGE in visit.message(DIAGONAL), visit.message(DIAGONAL)
        # Nothing was added; the one entry now shows its error too.
        assert [row[:3] for row in visit.rows(DIAGONAL)] == before[1]
        assert [len(row) for row in visit.rows(DIAGONAL)] == [4]
        page.screenshot(path=str(_shot("refused-1280")), full_page=True)
        visit.assert_clean()
    finally:
        visit.close()


def test_a_reload_keeps_the_entries_and_clear_empties_them(browser, page_url):  # noqa: F811
    visit = Harness(browser, page_url)
    page = visit.page
    try:
        visit.add(FOURS, "Red", "5", "40")
        visit.add(f'{FREQ} [data-series="threes"]', "", "10", "30")
        visit.add(DIAGONAL, "Ann", "71")
        visit.show(FREQ)
        page.reload(wait_until="load")
        page.wait_for_selector(f"{FREQ}[data-ready] .pr-cd-live")
        check_frequency(visit, [("Red", 5, 40)])  # still shown after the reload
        assert not visit.shown(MEAS)  # and still hidden in the other element
        assert visit.rows(f'{FREQ} [data-series="threes"]') == [["1", "", "10", "30", "10/30"]]
        assert visit.rows(DIAGONAL)[0][:3] == ["1", "Ann", "71"]
        clear = page.locator(f"{FREQ} .pr-cd-clear")
        clear.click()  # the first press only asks
        assert clear.text_content() == "Press again to delete 2 entries"
        assert len(visit.rows(FOURS)) == 1 and visit.stored("dokitto")
        page.locator(f'{FOURS} input[name="who"]').click()  # anything else keeps them
        assert clear.text_content() == "Clear the class data"
        clear.click()
        clear.click()
        assert visit.rows(FOURS) == [] and visit.stored("dokitto") is None
        assert page.text_content(f"{FREQ} .pr-cd-tools + .pr-cd-message") == \
            "The class data is cleared."
        assert visit.cell(FOURS, "fraction") == "–"
        assert not visit.shown(FREQ)  # Clear hides the exact value again
        check_hidden(visit, FREQ, frequency_data())
        assert visit.rows(DIAGONAL)[0][:3] == ["1", "Ann", "71"]  # another element's data
        page.reload(wait_until="load")
        page.wait_for_selector(f"{FREQ}[data-ready] .pr-cd-live")
        assert visit.rows(FOURS) == [] and visit.rows(DIAGONAL)
        assert not visit.shown(FREQ)
        # With no entries at all, Clear still hides a shown exact value (at one press).
        visit.show(FREQ)
        assert visit.stored("dokitto") == {"v": 1, "series": {"fours": [], "threes": []},
                                           "shown": True}
        page.click(f"{FREQ} .pr-cd-clear")
        assert not visit.shown(FREQ) and visit.stored("dokitto") is None
        visit.assert_clean()
    finally:
        visit.close()


def test_the_exact_values_stay_hidden_until_someone_shows_them(browser, page_url):  # noqa: F811
    """The page is projected while pupils predict: on load, and while groups enter their
    results, the element's text has no exact fraction, decimal or chapter's text; the
    button shows them, with the gap recomputed here, and hides them again."""
    visit = Harness(browser, page_url)
    page = visit.page
    try:
        for root, data in ((FREQ, frequency_data()), (MEAS, measurement_data())):
            assert not visit.shown(root)
            assert page.get_attribute(root, "data-exact") == "hidden"
            check_hidden(visit, root, data)
            # Not vacuous: the page's source has them, in the element's spec.
            spec = page.text_content(f"{root} script")
            assert all(s.exact_text in spec for s in data.series)
        # The button is a disclosure: it names what it opens.
        controls = page.get_attribute(f"{FREQ} .pr-cd-reveal", "aria-controls").split()
        assert sorted(controls) == sorted(page.eval_on_selector_all(
            f"{FREQ} .pr-cd-result, {FREQ} .pr-cd-chart", "els => els.map(e => e.id)"))
        assert "The exact chance stays hidden" in visit.text(FOURS)
        tallies = [("Red", 5, 40), ("Blue", 9, 36)]
        for who, count, total in tallies:
            visit.add(FOURS, who, str(count), str(total))
        measured = [("Ann", 69.5), ("Bo", 71.5), ("Cy", 72.0)]
        for who, value in measured:
            visit.add(DIAGONAL, who, str(value))
        visit.add(DIAGONAL, "", "800")  # refused, without saying the allowed range
        check_frequency(visit, tallies, shown=False)
        check_measurement(visit, measured, shown=False)
        loaded = len(visit.requests)
        visit.show(FREQ)
        check_frequency(visit, tallies)  # the exact row and the gap, recomputed
        text = visit.text(FREQ)
        exact = frequency_data().series[0].exact
        for word in exact_words(frequency_data())[:3]:  # the fours: the series with entries
            assert word in text, word
        assert f"The class is {decimal(Fraction(14, 76) - exact)} above the exact chance." \
            in text
        assert page.get_attribute(FREQ, "data-exact") == "shown"
        check_measurement(visit, measured, shown=False)  # the other element stays hidden
        visit.show(MEAS)
        check_measurement(visit, measured)
        assert measurement_data().series[0].exact_text in visit.text(MEAS)
        page.click(f"{FREQ} .pr-cd-reveal")  # and hidden again
        check_frequency(visit, tallies, shown=False)
        assert visit.stored("dokitto")["shown"] is False
        assert len(visit.requests) == loaded, visit.requests[loaded:]
        visit.assert_clean()
    finally:
        visit.close()


def test_without_scripts_the_exact_values_wait_in_a_closed_box(browser, page_url):  # noqa: F811
    visit = Visit(browser, page_url, java_script_enabled=False)
    page = visit.page
    try:
        REVEAL_SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(REVEAL_SHOTS / "no-script-closed-1280.png"), full_page=True)
        for root, data in ((FREQ, frequency_data()), (MEAS, measurement_data())):
            box = f"{root} > details"
            assert page.eval_on_selector(box, "d => d.open") is False
            assert page.text_content(f"{box} > summary") == \
                "The exact values (open after pooling)"
            assert page.locator(f"{box} table").count() == 1
            assert page.locator(f"{root} table").count() == 1  # no table outside it
            for series in data.series:
                assert series.exact_text not in page.inner_text(root)
            page.click(f"{box} > summary")
            assert page.eval_on_selector(box, "d => d.open") is True
            assert [series.exact_text in page.inner_text(root)
                    for series in data.series] == [True] * len(data.series)
        page.screenshot(path=str(REVEAL_SHOTS / "no-script-opened-1280.png"), full_page=True)
        visit.assert_clean()
    finally:
        visit.close()


def test_a_browser_that_keeps_nothing_still_works_for_the_page(browser, page_url):  # noqa: F811
    visit = Harness(browser, page_url, init_script=NO_STORAGE)
    try:
        assert visit.page.get_attribute(FREQ, "data-storage") == "page"
        assert "does not let the page keep anything" in visit.page.text_content(
            f"{FREQ} .pr-cd-keep")
        visit.add(FOURS, "Red", "5", "40")
        visit.add(FOURS, "", "8", "40")
        assert visit.cell(FOURS, "fraction") == str(Fraction(13, 80))
        visit.assert_clean()
    finally:
        visit.close()


def test_a_page_opened_as_a_file_works(browser, harness):  # noqa: F811
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto((harness / "index.html").as_uri(), wait_until="load")
        page.wait_for_selector(f"{FREQ}[data-ready] .pr-cd-live")
        page.fill(f'{FOURS} input[name="count"]', "1")
        page.fill(f'{FOURS} input[name="total"]', "7")
        page.press(f'{FOURS} input[name="total"]', "Enter")
        assert page.text_content(f'{FOURS} [data-cd="fraction"]') == "1/7"
        assert not errors
    finally:
        context.close()


def test_print_puts_only_the_element_on_paper(browser, page_url):  # noqa: F811
    from io import BytesIO

    from pypdf import PdfReader

    visit = Harness(browser, page_url, init_script=COUNT_PRINTS)
    page = visit.page
    try:
        visit.add(FOURS, "Red", "5", "40")
        visit.add(FOURS, "Blue", "9", "36")

        def printed() -> str:
            page.click(f"{FREQ} .pr-cd-print")
            page.emulate_media(media="print")
            pdf = PdfReader(BytesIO(page.pdf(format="A4")))
            text = " ".join(p.extract_text() for p in pdf.pages)
            assert len(pdf.pages) <= 2, len(pdf.pages)
            assert "Red" in text and "Blue" in text and str(Fraction(14, 76)) in text
            assert decimal(Fraction(14, 76)) in text
            for gone in (OTHER_TEXT, "Add a group's tally", "Remove", "The diagonal",
                         "Print the class data", "Show the exact value", "stays hidden"):
                assert gone not in text, gone
            return text

        # Printed while hidden: the class's results without the exact chance.
        exact = frequency_data().series[0].exact
        text = printed()
        assert str(exact) not in text and decimal(exact) not in text
        page.emulate_media(media="screen")
        visit.show(FREQ)
        text = printed()  # shown, it prints with the exact chance and the gap
        assert str(exact) in text and decimal(exact) in text
        assert decimal(Fraction(14, 76) - exact) in text
        assert page.evaluate("window.printed") == 2
        page.screenshot(path=str(_shot("print-button")), full_page=True)
        # Printed from the browser's menu (page.pdf ended the Print button's printing):
        # the whole page, the element without its controls.
        page.screenshot(path=str(_shot("print-menu")), full_page=True)
        visit.assert_clean()
    finally:
        visit.close()


def test_screenshots_at_1280_and_390(browser, page_url):  # noqa: F811
    for width in (1280, 390):
        visit = Harness(browser, page_url, width=width)
        try:
            for who, count, total in [("Red", 5, 40), ("Green", 7, 40), ("Blue", 3, 40)]:
                visit.add(FOURS, who, str(count), str(total))
            for who, value in [("Ann", "70.5"), ("Bo", "71,2"), ("Cy", "70.7"), ("Di", "70.7")]:
                visit.add(DIAGONAL, who, value)
            REVEAL_SHOTS.mkdir(parents=True, exist_ok=True)
            for state in ("hidden", "shown"):
                if state == "shown":
                    visit.show(FREQ)
                    visit.show(MEAS)
                width_now = visit.page.evaluate("document.documentElement.scrollWidth")
                assert width_now <= width, f"{width} px wide page scrolls: {width_now} px"
                visit.page.screenshot(path=str(REVEAL_SHOTS / f"{state}-{width}.png"),
                                      full_page=True)
            visit.page.screenshot(path=str(_shot(f"filled-{width}")), full_page=True)
            visit.assert_clean()
        finally:
            visit.close()


def try_one_entry(page, name: str) -> None:
    """Enter one good entry in the game's first series, check it, and clear it."""
    data = import_module(f"pointyrules.{name}.lesson").class_data()
    root = f'[data-class-data="{name}"]'
    page.wait_for_selector(f"{root}[data-ready] .pr-cd-live")
    series = data.series[0]
    part = f'{root} [data-series="{series.key}"]'
    fields = page.locator(f"{part} form input")
    reveal = page.locator(f"{root} .pr-cd-reveal")

    def hidden() -> None:
        assert reveal.get_attribute("aria-expanded") == "false"
        text = page.inner_text(root)
        for s in data.series:
            assert s.exact_text not in text, s.exact_text
            if isinstance(s.exact, Fraction) and s.exact.denominator > 1:
                assert str(s.exact) not in text and decimal(s.exact) not in text
            elif not isinstance(s.exact, Fraction):
                assert f"{s.exact:.4f}" not in text and f"{s.exact:.2f}" not in text

    hidden()
    if data.kind == "frequency":
        fields.nth(1).fill("1")
        fields.nth(2).fill("3")
        fields.nth(2).press("Enter")
        hidden()
        reveal.click()
        assert page.text_content(f'{part} [data-cd="fraction"]') == "1/3"
        assert page.text_content(f'{part} [data-cd="decimal"]') == decimal(Fraction(1, 3))
        assert page.text_content(f'{part} [data-cd="exact-fraction"]') == str(series.exact)
        assert page.text_content(f'{part} [data-cd="exact-decimal"]') == decimal(series.exact)
    else:
        typed = f"{float(series.exact) + 1:.2f}"
        fields.nth(1).fill(typed)
        fields.nth(1).press("Enter")
        hidden()
        assert page.locator(f'{part} [data-cd="mean-error"]').count() == 0
        reveal.click()
        assert series.exact_text in page.inner_text(root)
        assert page.text_content(f'{part} [data-cd="count"]') == "1"
        assert page.text_content(f'{part} [data-cd="mean-error"]') == \
            f"{signed(float(typed) - float(series.exact))} {series.unit}"
    # The element fits a phone's width (its tables may scroll inside their own boxes).
    assert page.evaluate(f"""() => {{ const r = document.querySelector('{root}');
        return r.scrollWidth <= r.clientWidth
            && r.getBoundingClientRect().right <= innerWidth; }}""")
    page.locator(root).screenshot(path=str(_shot(f"{name}-390")))
    page.click(f"{root} .pr-cd-clear")
    page.click(f"{root} .pr-cd-clear")
    assert page.locator(f"{part} .pr-cd-entries").count() == 0
    hidden()  # Clear hides the exact value again


def test_every_games_element_works_in_a_page_of_its_own(browser, tmp_path):  # noqa: F811
    """The five games' own declarations (no book needed), on a phone."""
    for name in (classdata.JS_FILE, classdata.CSS_FILE):
        shutil.copy(ROOT / "sitebuild" / "static" / name, tmp_path / name)
    elements = "".join(classdata.element(classdata.declaration(name)) for name in games.names())
    (tmp_path / "index.html").write_text(
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" '
        'content="width=device-width, initial-scale=1"><title>Class data</title>'
        f'<link rel="icon" href="data:,"><link rel="stylesheet" href="{classdata.CSS_FILE}">'
        f'<script defer src="{classdata.JS_FILE}"></script></head><body>{elements}</body></html>',
        encoding="utf-8")
    server, url = serve_in_background(tmp_path)
    visit = Visit(browser, url + "index.html", width=390)
    try:
        for name in games.names():
            try_one_entry(visit.page, name)
        assert visit.page.evaluate("document.documentElement.scrollWidth") <= 390
        visit.assert_clean()
    finally:
        visit.close()
        server.shutdown()


# The built book: each chapter has its one element, and it works there.
@pytest.mark.parametrize("name", games.names())
def test_site_chapter_class_data_works(browser, base_url, name):  # noqa: F811
    visit = Visit(browser, urljoin(base_url, f"{games.get(name).chapter}.html"), width=390)
    try:
        assert visit.page.locator("[data-class-data]").count() == 1
        try_one_entry(visit.page, name)
        visit.assert_clean()
    finally:
        visit.close()



# ---- the Japanese edition ----------------------------------------------------------

NOTO = ROOT / ".assets" / "cache" / "npm" / "@fontsource" / "noto_sans_jp-5.2.8" / "package"
JA_FALLBACK = '[data-class-data="pointy_hats"]'  # a spec without "lang", in <html lang="ja">


def japanese_font(folder: Path) -> str:
    """A <link> to Noto Sans JP for the screenshots (this machine has no Japanese font),
    when .assets has it; the page works without it."""
    if not (NOTO / "400.css").exists():
        return ""
    (folder / "noto").symlink_to(NOTO, target_is_directory=True)
    return ('<link rel="stylesheet" href="noto/400.css"><style>body, svg text '
            '{ font-family: "Noto Sans JP", sans-serif; }</style>')


@pytest.fixture(scope="module")
def ja_page_url(tmp_path_factory):
    folder = tmp_path_factory.mktemp("classdata-ja")
    for name in (classdata.JS_FILE, classdata.CSS_FILE):
        shutil.copy(ROOT / "sitebuild" / "static" / name, folder / name)
    # An element whose spec says no language and whose root has no lang: the page's decides.
    fallback = classdata.element(frequency_data_ja()).replace(
        'data-class-data="dokitto" lang="ja"', 'data-class-data="pointy_hats"').replace(
        '"game": "dokitto"', '"game": "pointy_hats"').replace('"lang": "ja", ', "")
    assert 'lang=' not in fallback.split(">", 1)[0] and '"lang"' not in fallback
    (folder / "index.html").write_text(f"""<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>クラスデータ</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{classdata.CSS_FILE}">{japanese_font(folder)}
<script defer="defer" src="{classdata.JS_FILE}"></script>
</head><body><main><article>
<h1>クラスデータ</h1><p>章のほかの部分です。</p>
{classdata.element(frequency_data_ja())}
<p>章のほかの部分です。</p>
{classdata.element(measurement_data_ja())}
{fallback}
</article></main></body></html>""", encoding="utf-8")
    server, url = serve_in_background(folder)
    yield url + "index.html"
    server.shutdown()


def open_ja(browser, url, **options):  # noqa: F811
    visit = Harness(browser, url, **options)
    visit.page.wait_for_selector(f"{JA_FALLBACK}[data-ready] .pr-cd-live")
    visit.page.evaluate("document.fonts.ready")
    return visit


def no_english(visit: Harness, *roots: str) -> None:
    """Nothing English in what the elements show, say (aria, title) or draw (SVG text)."""
    for root in roots:
        found = english_words(visit.page.inner_html(root))
        assert not found, (root, found)


def test_a_japanese_element_speaks_japanese(browser, ja_page_url):  # noqa: F811
    visit = open_ja(browser, ja_page_url)
    page = visit.page
    try:
        no_english(visit, FREQ, MEAS, JA_FALLBACK)
        for root in (FREQ, MEAS, JA_FALLBACK):  # the fallback reads the page's lang
            button = page.locator(f"{root} .pr-cd-reveal")
            assert button.text_content() == "正確な値を表示"
        assert page.text_content(f"{FOURS} legend") == "班の結果を入力する"
        assert page.eval_on_selector_all(f"{FOURS} label", "ls => ls.map(l => l.textContent)") \
            == ["班の名前（なくてもよい）", "色が欠けた手札の数", "配った手札の数"]
        entries = [("アオイ", 5, 40), ("", 3, 25), ("ベン", 9, 36)]
        for who, count, total in entries:
            visit.add(FOURS, who, str(count), str(total))
        assert visit.message(FOURS) == "追加しました：ベン：36回中9回。"
        c, t = sum(e[1] for e in entries), sum(e[2] for e in entries)
        assert visit.cell(FOURS, "totals") == \
            f"ここまでの学級全体の合計：配った手札の数は{t}、そのうち色が欠けた手札の数は{c}です。"
        assert visit.cell(FOURS, "fraction") == str(Fraction(c, t))
        assert page.eval_on_selector_all(f"{FOURS} .pr-cd-entries th",
                                         "hs => hs.map(h => h.textContent)") == \
            ["番号", "班", "色が欠けた手札の数", "配った手札の数",
             "学級全体の累計"]
        running, cc, tt = [], 0, 0
        for _, count, total in entries:
            cc, tt = cc + count, tt + total
            running.append(decimal(Fraction(cc, tt)))
        desc = page.text_content(f"{FOURS} svg desc")
        assert desc == (f"3件の入力で、学級の相対度数は{running[-1]}です。"
                        f"入力ごとの相対度数：{'、'.join(running)}。"), desc
        assert page.get_by_role("button", name="2番の入力を削除（25回中3回）").count() == 1
        # Refusals, each a Japanese sentence that says what was wrong.
        for values, wrong in [
            (("", "", "40"), "色が欠けた手札の数が空です。"),
            (("", "-3", "40"), "色が欠けた手札の数は0より小さくできません。"),
            (("", "five", "40"), "「five」は整数ではありません。"),
            (("", "41", "40"), "色が欠けた手札の数（41）が配った手札の数（40）より大きく"),
            (("", "0", "0"), "配った手札の数は1以上にしてください。"),
            (("", "5", "10001"), "配った手札の数は10,000までです。"),
            (("あ" * 41, "5", "40"), "名前は40文字までです。"),
        ]:
            visit.add(FOURS, *values)
            said = visit.message(FOURS)
            assert wrong in said and said.endswith("。"), (values, said)
            assert not english_words(f"<p>{said}</p>"), said
        measured = [("チカ", 70.5), ("", 71.2)]
        for who, value in measured:
            visit.add(DIAGONAL, who, str(value))
        assert visit.message(DIAGONAL) == "追加しました：71.2mm。"
        for typed, wrong in (("abc", "「abc」は数として読めません。"),
                             ("800", "測った値としては考えにくい値です。確かめて")):
            visit.add(DIAGONAL, "", typed)
            said = visit.message(DIAGONAL)
            assert wrong in said and "707" not in said, said
        mean = sum(v for _, v in measured) / len(measured)
        assert visit.cell(DIAGONAL, "mean") == f"{mean:.2f}mm"
        check_hidden(visit, FREQ, frequency_data_ja())
        check_hidden(visit, MEAS, measurement_data_ja())
        assert "正確な確率は、下の「正確な値を表示」を押すまで隠してあります。" in visit.text(FOURS)
        no_english(visit, FREQ, MEAS)
        # Shown: the exact values, the gap, the errors, in Japanese.
        for root in (FREQ, MEAS):
            page.click(f"{root} .pr-cd-reveal")
            assert page.locator(f"{root} .pr-cd-reveal").text_content() == "正確な値を隠す"
        exact = frequency_data_ja().series[0].exact
        assert visit.cell(FOURS, "gap") == \
            f"学級の相対度数は、正確な確率より{decimal(Fraction(c, t) - exact)}大きくなっています。"
        assert "この章では、正確な値を0.1405（約7回に1回）としています。" in visit.text(FOURS)
        label = page.text_content(f"{FOURS} svg .pr-cd-exact-label")
        assert label == f"正確な確率 {decimal(exact)}", label
        diagonal = measurement_data_ja().series[0].exact
        assert visit.cell(DIAGONAL, "exact") == f"{diagonal:.4f}mm"
        assert visit.cell(DIAGONAL, "mean-error") == f"{signed(mean - diagonal)}mm"
        assert "誤差（mm）" in page.eval_on_selector_all(
            f"{DIAGONAL} .pr-cd-entries th", "hs => hs.map(h => h.textContent)")
        no_english(visit, FREQ, MEAS)
        # Clear asks first, in Japanese, and counts the entries of the element.
        clear = page.locator(f"{FREQ} .pr-cd-clear")
        assert clear.text_content() == "クラスデータを消去"
        clear.click()
        assert clear.text_content() == "もう一度押すと3件を消去します"
        clear.click()
        assert visit.rows(FOURS) == []
        assert page.text_content(f"{FREQ} .pr-cd-tools + .pr-cd-message") == \
            "クラスデータを消去しました。"
        no_english(visit, FREQ, MEAS, JA_FALLBACK)
        visit.assert_clean()
    finally:
        visit.close()


def test_japanese_screenshots_at_1280_and_390(browser, ja_page_url):  # noqa: F811
    for width in (1280, 390):
        visit = open_ja(browser, ja_page_url, width=width)
        try:
            for who, count, total in [("アオイ", 5, 40), ("ベン", 7, 40), ("チカの班", 3, 40)]:
                visit.add(FOURS, who, str(count), str(total))
            for who, value in [("アオイ", "70.5"), ("ベン", "71.2"), ("チカ", "70.7")]:
                visit.add(DIAGONAL, who, value)
            for state in ("hidden", "shown"):
                if state == "shown":
                    for root in (FREQ, MEAS):
                        visit.page.click(f"{root} .pr-cd-reveal")
                now = visit.page.evaluate("document.documentElement.scrollWidth")
                assert now <= width, f"{width} px wide page scrolls: {now} px"
                no_english(visit, FREQ, MEAS)
                visit.page.screenshot(path=str(_shot(f"ja-{state}-{width}")), full_page=True)
            visit.assert_clean()
        finally:
            visit.close()


# Arguments for each function of the script's tables (a new function needs its sample).
SERIES = {"successes": "色が欠けた手札", "trials": "配った手札", "unit": "mm",
          "exact_text": "0.1405（約7回に1回）"}
ENTRY = {"who": "アオイ", "count": 5, "total": 40, "value": 70.5}
SAMPLES = {
    "count": [SERIES], "total": [SERIES], "value": [SERIES], "removeLabel": [2, "25回中3回"],
    "removed": [2, "25回中3回"], "added": ["25回中3回"], "tally": [ENTRY, SERIES],
    "named": ["アオイ", "25回中3回"], "measured": [ENTRY, SERIES], "amount": ["70.5", SERIES],
    "empty": ["配った手札の数"], "notWhole": ["配った手札の数", "x"],
    "negative": ["配った手札の数"], "totalZero": [SERIES], "tooMany": [SERIES, 10000],
    "countOverTotal": [SERIES, 41, 40], "valueEmpty": [SERIES], "notNumber": [SERIES, "x"],
    "outOfRange": [SERIES, 0, 707.1], "outOfRangeHidden": [SERIES], "whoTooLong": [40],
    "full": [500], "entries": [3], "columnCount": [SERIES], "columnTotal": [SERIES],
    "columnMeasured": [SERIES], "columnError": [SERIES], "relative": [SERIES],
    "totals": [SERIES, 17, 120], "chapterGives": [SERIES], "above": ["0.0100"],
    "below": ["0.0100"], "chartFrequencyEmpty": ["0.1405"],
    "chartFrequencyDesc": [3, "0.1700", "0.1405", "0.1250、0.1538、0.1700"],
    "exactLine": ["0.1405"], "chartMeasurement": [SERIES],
    "chartMeasurementDesc": [3, "−0.21", "+0.49", "+0.09", SERIES],
    "chartFrequencyDescHidden": [3, "0.1700", "0.1250、0.1538、0.1700"],
    "chartValues": [SERIES], "chartValuesDesc": [3, "70.5", "71.2", "70.80", SERIES],
    "clearAgain": [3],
}
READ_TABLES = """([source, samples]) => {
  const module = {exports: {}};
  new Function("module", source)(module);
  const said = {};
  for (const [lang, table] of Object.entries(module.exports.WORDS)) {
    said[lang] = {};
    for (const [key, value] of Object.entries(table)) {
      const kind = typeof value === "function" ? "function" : Array.isArray(value) ? "array"
        : typeof value;
      const text = kind === "function" ? value(...(samples[key] || []))
        : kind === "array" ? value.join(" / ") : value;
      said[lang][key] = [kind, text];
    }
  }
  return said;
}"""


def test_the_scripts_japanese_table_matches_the_english_and_has_no_english(browser):  # noqa: F811
    """The two tables, run: the same keys, each of the same kind (a sentence, a function
    of the same arguments, a list), and every Japanese sentence, filled in, is Japanese."""
    source = (ROOT / "sitebuild" / "static" / classdata.JS_FILE).read_text(encoding="utf-8")
    page = browser.new_page()
    try:
        said = page.evaluate(READ_TABLES, [source, SAMPLES])
    finally:
        page.close()
    en, ja = said["en"], said["ja"]
    assert list(ja) == list(en)
    assert {k: v[0] for k, v in ja.items()} == {k: v[0] for k, v in en.items()}
    functions = {k for k, (kind, _) in en.items() if kind == "function"}
    assert functions == set(SAMPLES), functions ^ set(SAMPLES)
    for key, (_, text) in ja.items():
        assert isinstance(text, str) and text.strip(), key
        assert not english_words(f"<p>{text}</p>"), (key, text)
    assert ja["tally"][1] == "40回中5回"  # counted the Japanese way
    assert ja["tooMany"][1].count("10,000") == 1 and ja["amount"][1] == "70.5mm"
    assert en["tally"][1] == "5 of 40 配った手札"  # the English table still English
