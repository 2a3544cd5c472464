"""The built site in a real browser (Debian's Chromium driven by Playwright), offline.

Chromium runs with every host but 127.0.0.1 unresolvable, and every request is routed
through the test: one to another host fails the test. Each page must load with no
console error, no failed local request, no broken internal link and no missing
image. Each game chapter's table must become live in place and be played to its end
by clicking its pictures (one chapter by keyboard alone); Undo, New game, Hint and a
shared link must work, a phone must not scroll the table sideways, and a table that
cannot start (a page opened as a file, no WebAssembly, a missing file) must say so.
Every page is also checked as a reader meets it: its Japanese text drawn with the
font the site ships (not whatever the machine has), no serious accessibility
violation (axe-core, self-hosted and injected by the test), a label on every
diagram, and a screenshot at 1280 px and 390 px (phone) wide with a contact sheet of
them all (``_build/test-output/screenshots/contact-sheet.html``). Timings and the
played games' screenshots go to ``_build/test-output/browser``, axe's full findings
to ``_build/test-output/axe``.
"""

import html
import json
import re
import shutil
import sys
import time
from urllib.parse import unquote, urljoin, urlsplit

import pytest
import yaml

from pointyrules import games as games_registry

from .conftest import OUTPUT, ROOT
from .test_japanese_tables import english_words

sys.path.insert(0, str(ROOT / "sitebuild"))
import assets  # noqa: E402
import jpfont  # noqa: E402
from server import serve_in_background  # noqa: E402

SHOTS = OUTPUT / "browser"
SCREENSHOTS = OUTPUT / "screenshots"
AXE_OUT = OUTPUT / "axe"
WIDTHS = (1280, 390)  # a laptop, a phone
CHROMIUM_FLAGS = [
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
# Console messages that are known and harmless. Each needs a reason; keep it short.
HARMLESS_CONSOLE = [
    # pydata-sphinx-theme: a fresh browser profile has no stored light/dark choice yet,
    # so the theme reports the empty value and falls back to "auto".
    "Got invalid theme mode: . Resetting to auto.",
]
PLAYABLE_TIMEOUT_MS = 90_000  # a generous ceiling for a failing test; the note states typical times


def _toc_pages() -> list[str]:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text())
    files = [toc["root"]]
    for part in toc.get("parts", []):
        files += [chapter["file"] for chapter in part["chapters"]]
    return files


def _game_chapters() -> list[str]:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text())
    return [c["file"] for p in toc["parts"] if p["caption"] == "The games" for c in p["chapters"]]


@pytest.fixture(scope="module")
def base_url(site):
    server, url = serve_in_background(site)
    yield url
    server.shutdown()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium")
    assert chromium, "Debian's chromium is missing: `python3 dev.py test` installs it"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS, headless=True)
        yield b
        b.close()


class Visit:
    """One page opened in a fresh browser context, with everything it asked for."""

    def __init__(self, browser, url: str, width: int = 1280, init_script: str = "",
                 missing: tuple[str, ...] = (), **context_options):
        self.external, self.failed, self.console = [], [], []
        self.context = browser.new_context(viewport={"width": width, "height": 900},
                                           **context_options)
        self.context.route("**/*", self._route)
        for pattern in missing:  # answered 404, as if the file were not on the server
            self.context.route(pattern, lambda route: route.fulfill(status=404, body=""))
        if init_script:
            self.context.add_init_script(init_script)
        self.page = self.context.new_page()
        self.page.on("console", self._on_console)
        self.page.on("pageerror", lambda err: self.console.append(f"page error: {err}"))
        self.page.on("response", self._on_response)
        self.page.on("requestfailed", self._on_failed)
        self.page.goto(url, wait_until="load")

    def _route(self, route):
        url = route.request.url
        if urlsplit(url).scheme in ("data", "blob", "about") or \
                urlsplit(url).hostname in LOCAL_HOSTS:
            route.continue_()
        else:
            self.external.append(url)
            route.abort()

    def _on_console(self, msg):
        if msg.type == "error" and not any(h in msg.text for h in HARMLESS_CONSOLE):
            self.console.append(msg.text)

    def _on_response(self, response):
        if response.status >= 400:
            self.failed.append(f"{response.status} {response.url}")

    def _on_failed(self, request):
        if urlsplit(request.url).hostname in LOCAL_HOSTS:
            self.failed.append(f"failed {request.url}: {request.failure}")

    def screenshot(self, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"{name.replace('/', '_')}.png"), full_page=True)

    def assert_clean(self) -> None:
        assert not self.external, f"requests to other hosts: {self.external}"
        assert not self.console, f"console errors: {self.console}"
        assert not self.failed, f"failed local requests: {self.failed}"

    def close(self) -> None:
        self.context.close()


def _record_timing(chapter: str, **figures) -> None:
    OUTPUT.mkdir(parents=True, exist_ok=True)
    path = OUTPUT / "browser-timings.json"
    data = json.loads(path.read_text()) if path.exists() else {}
    data[chapter] = figures
    path.write_text(json.dumps(data, indent=1))


# Every page of both editions: the Japanese edition (issue 33) has the same pages at ja/.
PAGES = _toc_pages() + ["search", "genindex"]
PAGES += [f"ja/{page}" for page in PAGES]
# The game chapters of both editions.
CHAPTERS = _game_chapters() + [f"ja/{chapter}" for chapter in _game_chapters()]


@pytest.mark.parametrize("page", PAGES)
def test_page_loads_offline_with_no_errors_links_or_images_missing(browser, base_url, site, page):
    visit = Visit(browser, urljoin(base_url, f"{page}.html"))
    try:
        visit.page.wait_for_timeout(1500)  # late scripts: MathJax, the widget manager
        links = visit.page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
        broken = []
        for link in links:
            parts = urlsplit(link)
            if parts.hostname in LOCAL_HOSTS:
                target = site / unquote(parts.path).lstrip("/")
                if target.is_dir():
                    target = target / "index.html"
                if not target.exists():
                    broken.append(link)
        assert not broken, f"broken internal links on {page}: {broken}"
        missing = visit.page.eval_on_selector_all(
            "img", "els => els.filter(e => !e.complete || e.naturalWidth === 0).map(e => e.src)")
        assert not missing, f"images that did not load on {page}: {missing}"
        icon = visit.page.evaluate("""async () => {
            const link = document.querySelector('link[rel~=icon]');
            return link ? [link.href, (await fetch(link.href)).status] : null; }""")
        assert icon is not None and icon[1] == 200, f"favicon of {page}: {icon}"
        visit.assert_clean()
    finally:
        visit.close()


# The live tables. The tests shorten a bot's pause before its move from 400 ms to none.
FAST_BOTS = "window.pointyrulesBotPauseMs = 0;"
IDLE = '.pr-table[data-ready="true"]:not([data-busy])'
ENABLED_ACTIONS = """() => [...document.querySelectorAll('.pr-table .pr-board [data-action]')]
    .filter(el => el.getAttribute('aria-disabled') !== 'true'
                  && (el.tagName === 'BUTTON' ? !el.disabled
                      : el.getAttribute('role') === 'button'))
    .map(el => ({key: el.getAttribute('data-action'), point: el.hasAttribute('data-point')}))"""
BOARD = "() => document.querySelector('.pr-table .pr-board').innerHTML"
# The position as the table tells it: whose turn, and the history of every move.
POSITION = """() => [...document.querySelectorAll('.pr-board .pr-status, .pr-board .pr-history li')]
    .map(el => el.textContent)"""
LINE = "() => document.querySelector('.pr-progress').textContent"
REFUSED = ".pr-board .pr-error"  # the table's own words for a refused move
MAX_CLICKS = 600


def _game(chapter: str) -> str:
    return chapter.rpartition("/")[2]


def _live(browser, url: str, **options) -> tuple["Visit", float]:
    """A chapter (or a shared link) opened and waited for until its table is live."""
    t0 = time.perf_counter()
    visit = Visit(browser, url, init_script=FAST_BOTS, **options)
    visit.page.wait_for_selector(IDLE, timeout=PLAYABLE_TIMEOUT_MS)
    return visit, time.perf_counter() - t0


def _idle(visit) -> None:
    visit.page.wait_for_selector(IDLE, timeout=PLAYABLE_TIMEOUT_MS)


def _click_action(visit, action: dict, rng) -> bool:
    """Click one control on the board as a reader would (a picture: where it is drawn; a
    spot on a table that takes a point: somewhere inside it); False if it was refused."""
    key = json.dumps(action["key"], ensure_ascii=False)  # a CSS string, like "5♦"
    control = visit.page.locator(f".pr-board [data-action={key}]").first
    position = None
    if action["point"]:
        box = control.bounding_box()
        position = {"x": box["width"] * (0.1 + 0.8 * rng.random()),
                    "y": box["height"] * (0.1 + 0.8 * rng.random())}
    control.click(position=position, timeout=10_000)
    _idle(visit)
    return not visit.page.locator(REFUSED).count()


def _new_game_with_fewest_players_and_last_level(visit) -> None:
    toolbar = visit.page.locator(".pr-toolbar")
    for name in ("players", "level"):
        select = toolbar.locator(f'select[name="{name}"]')
        if select.count():
            values = select.locator("option").evaluate_all("os => os.map(o => o.value)")
            select.select_option(values[0] if name == "players" else values[-1])
    toolbar.locator('[data-command="new"]').click()
    _idle(visit)


def _play_to_the_end(visit, rng, press=None) -> tuple[int, int]:
    """Make the human's moves until no control on the board is enabled (the game is
    over: the bots move by themselves), clicking a spot on a picture that takes a point
    four times in five when there is one. Returns the moves accepted, and how many of
    them were such spots."""
    accepted = spots = 0
    for _ in range(MAX_CLICKS):
        _idle(visit)
        actions = visit.page.evaluate(ENABLED_ACTIONS)
        if not actions:
            return accepted, spots
        before = visit.page.evaluate(BOARD)
        if press:
            ok, action = press(actions), None
        else:
            points = [a for a in actions if a["point"]]
            action = rng.choice(points if points and rng.random() < 0.8 else actions)
            ok = _click_action(visit, action, rng)
        if ok:
            accepted += 1
            spots += bool(action and action["point"])
            assert visit.page.evaluate(BOARD) != before, "an accepted move changed nothing"
    raise AssertionError(f"no end after {MAX_CLICKS} moves")


# Run before the page's own scripts: the table as the page was parsed.
FIRST_TABLE = """document.addEventListener("DOMContentLoaded", () => {
    window.firstTable = document.querySelector(".pr-table");
    window.firstTableWasLive = window.firstTable && "ready" in window.firstTable.dataset;
});"""


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_chapter_table_becomes_live_in_place(browser, base_url, chapter):
    """The saved picture is the table that becomes live: the same element, in place."""
    t0 = time.perf_counter()
    visit = Visit(browser, urljoin(base_url, f"{chapter}.html"), init_script=FIRST_TABLE)
    try:
        visit.page.wait_for_selector(f'.pr-table[data-game="{_game(chapter)}"][data-ready="true"]',
                                     timeout=PLAYABLE_TIMEOUT_MS)
        ready = time.perf_counter() - t0
        assert visit.page.evaluate("window.firstTableWasLive") is False
        assert visit.page.evaluate("document.querySelector('.pr-table') === window.firstTable")
        assert len(visit.page.query_selector_all(".pr-table")) == 1
        assert not visit.page.query_selector("iframe")
        assert visit.page.locator(".pr-progress.pr-error").count() == 0
        assert visit.page.evaluate(ENABLED_ACTIONS), "a live table offers a move"
        _record_timing(chapter, seconds_to_live=round(ready, 2))
        visit.assert_clean()
    finally:
        visit.close()


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_a_whole_game_is_played_by_clicking_the_pictures(browser, base_url, chapter):
    import random

    visit, ready = _live(browser, urljoin(base_url, f"{chapter}.html"))
    try:
        _new_game_with_fewest_players_and_last_level(visit)
        takes_points = visit.page.locator(".pr-board [data-point]").count() > 0
        moves, spots = _play_to_the_end(visit, random.Random(chapter))
        assert moves >= 1 and (spots >= 1 or not takes_points), (moves, spots)
        if chapter.startswith("ja/"):  # a whole game in Japanese: no word of English
            table = visit.page.locator(".pr-runtime").evaluate("e => e.outerHTML")
            assert not english_words(table), \
                f"English on the Japanese table: {sorted(english_words(table))}"
            assert visit.page.evaluate("document.documentElement.lang") == "ja"
        assert not visit.page.locator(".pr-progress.pr-error").count(), \
            visit.page.evaluate(LINE)
        visit.screenshot(f"{chapter}-played")
        timings = visit.page.evaluate(
            "Object.values(window.pointyrulesTables.tables)[0].timings")
        _record_timing(chapter, seconds_to_live=round(ready, 2), moves=moves,
                       click_to_table_ms=round(sorted(timings)[len(timings) // 2]))
        visit.assert_clean()
    finally:
        visit.close()


FOCUSED = """() => { const el = document.activeElement;
    if (!el || !el.closest('.pr-table')) return null;
    const action = el.closest('[data-action]');
    return {action: action ? action.getAttribute('data-action') : null,
            command: el.getAttribute('data-command'), name: el.getAttribute('name')}; }"""


def test_a_whole_game_is_played_with_the_keyboard_alone(browser, base_url):
    """Tab to the table's controls, choose with the arrow keys, play with Enter and
    Space; after each redraw the focus stays in the table."""
    chapter = "book/pointy_hats"
    visit, _ = _live(browser, urljoin(base_url, f"{chapter}.html"))
    keyboard = visit.page.keyboard

    def tab_to(test, limit=120):
        for _ in range(limit):
            focused = visit.page.evaluate(FOCUSED)
            if focused and test(focused):
                return focused
            keyboard.press("Tab")
        raise AssertionError("Tab never reached the control")

    try:
        tab_to(lambda f: f["name"] == "players")
        keyboard.press("Home")  # the fewest players
        tab_to(lambda f: f["name"] == "level")
        keyboard.press("End")  # the last level
        tab_to(lambda f: f["command"] == "new")
        keyboard.press("Enter")
        _idle(visit)
        keys = iter(["Enter", " "] * MAX_CLICKS)

        def press(actions):
            legal = {a["key"] for a in actions}
            tab_to(lambda f: f["action"] in legal)
            keyboard.press(next(keys))
            _idle(visit)
            return not visit.page.locator(REFUSED).count()

        assert _play_to_the_end(visit, None, press)[0] >= 2
        assert visit.page.evaluate(FOCUSED) is not None, "the focus stayed in the table"
        visit.assert_clean()
    finally:
        visit.close()


def test_the_two_player_pointy_hats_expert_plays_the_solved_round_in_the_page(browser,
                                                                              base_url):
    """Issue 32: in the page (no SciPy), the expert at two players reads the solved
    round's table from the package and its hint says what that strategy plays."""
    visit, _ = _live(browser, urljoin(base_url, "book/pointy_hats.html"))
    page = visit.page
    try:
        page.locator('.pr-toolbar select[name="players"]').select_option("2")
        page.locator('.pr-toolbar select[name="level"]').select_option("expert")
        page.click('[data-command="new"]')
        _idle(visit)
        page.click('[data-command="hint"]')
        _idle(visit)
        said = page.inner_text(".pr-board .pr-hint-text")
        assert "The solved two-player round" in said and "suggests" in said, said
        assert not page.locator(f"{REFUSED}, .pr-progress.pr-error").count()
        visit.assert_clean()
    finally:
        visit.close()


@pytest.mark.parametrize("chapter", _game_chapters())
def test_undo_new_game_hint_and_a_shared_link(browser, base_url, chapter):
    import random

    rng = random.Random(1)
    visit, _ = _live(browser, urljoin(base_url, f"{chapter}.html"),
                     permissions=["clipboard-read", "clipboard-write"])
    page = visit.page

    def move():
        for _ in range(40):
            if _click_action(visit, rng.choice(page.evaluate(ENABLED_ACTIONS)), rng):
                return
        raise AssertionError("every move was refused")

    try:
        # Practice (choosing it starts a new game) lets Undo go back past anything
        page.locator('.pr-toolbar select[name="mode"]').select_option("practice")
        _idle(visit)
        assert page.inner_text(".pr-board .pr-status").startswith("Practice")
        board, actions = page.evaluate(BOARD), page.evaluate(ENABLED_ACTIONS)
        move()
        assert page.evaluate(BOARD) != board
        page.click('[data-command="undo"]')
        _idle(visit)
        assert page.evaluate(ENABLED_ACTIONS) == actions, "Undo brings the same choices back"
        line = page.evaluate(LINE)
        page.click('[data-command="hint"]')
        _idle(visit)
        assert not page.locator(f"{REFUSED}, .pr-progress.pr-error").count(), page.evaluate(LINE)
        assert (page.evaluate(LINE), page.evaluate(BOARD)) != (line, board), "a hint shows"
        move()
        page.click('[data-command="share"]')
        page.wait_for_function("() => /#\\S/.test(document.querySelector('.pr-progress')"
                               ".textContent)")
        link = page.evaluate("navigator.clipboard.readText()")
        assert link.startswith(urljoin(base_url, f"{chapter}.html#"))
        assert link in page.evaluate(LINE)
        shared, _ = _live(browser, link)
        try:
            assert shared.page.evaluate(ENABLED_ACTIONS) == page.evaluate(ENABLED_ACTIONS)
            assert shared.page.evaluate(POSITION) == page.evaluate(POSITION)
            assert not shared.page.locator(".pr-progress.pr-error").count()
            shared.assert_clean()
        finally:
            shared.close()
        players = page.locator('.pr-toolbar select[name="players"]')
        chosen = players.locator("option").evaluate_all("os => os.map(o => o.value)")[-1]
        board = page.evaluate(BOARD)
        players.select_option(chosen)
        # the game's own options (one round or a match, ...): each set to its last choice
        options = {}
        for menu in page.locator('.pr-toolbar select:not([name="players"]):not([name="level"])'
                                 ':not([name="mode"])').all():
            value = menu.locator("option").evaluate_all("os => os.map(o => o.value)")[-1]
            menu.select_option(value)
            options[menu.get_attribute("name")] = value
        page.click('[data-command="new"]')
        _idle(visit)
        assert page.evaluate(BOARD) != board
        assert not page.locator(REFUSED).count(), page.evaluate(BOARD)
        assert page.locator('.pr-toolbar select[name="players"]').input_value() == chosen
        for name, value in options.items():  # the toolbar is redrawn from the table's options
            assert page.locator(f'.pr-toolbar select[name="{name}"]').input_value() == value
        visit.assert_clean()
    finally:
        visit.close()


@pytest.mark.parametrize("chapter", _game_chapters())
def test_on_a_phone_the_table_needs_no_sideways_scrolling(browser, base_url, chapter):
    visit, _ = _live(browser, urljoin(base_url, f"{chapter}.html"), width=390)
    try:
        visit.page.locator(".pr-runtime").scroll_into_view_if_needed()
        wide = visit.page.evaluate("""() => [...document.querySelectorAll('.pr-runtime *')]
            .filter(el => el.getClientRects().length)
            .filter(el => el.getBoundingClientRect().right > 391)
            .map(el => el.tagName + ' ' + (el.className.baseVal ?? el.className))""")
        assert not wide, f"parts of the table beyond 390 px: {wide[:10]}"
        assert visit.page.evaluate("document.scrollingElement.scrollWidth") <= 390
        table = visit.page.locator(".pr-table")
        assert table.evaluate("t => t.scrollWidth <= t.clientWidth + 1")
        visit.screenshot(f"{chapter}-phone")
        visit.assert_clean()
    finally:
        visit.close()


def _failed_in_place(page, words: str) -> None:
    page.wait_for_selector('.pr-runtime[data-failed="true"]', timeout=PLAYABLE_TIMEOUT_MS)
    line = page.inner_text(".pr-progress")
    assert words in line and "The picture below shows a saved game." in line, line
    assert page.locator(".pr-table .pr-board").inner_text().strip(), "the picture stays"
    assert page.locator(".pr-table[data-ready]").count() == 0


def test_a_page_opened_as_a_file_says_why_the_table_is_not_live(browser, site):
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto((site / "book" / "coins.html").as_uri())
        _failed_in_place(page, "opened as a file")
    finally:
        context.close()


def test_a_browser_without_webassembly_is_told_so(browser, base_url):
    visit = Visit(browser, urljoin(base_url, "book/dokitto.html"),
                  init_script="delete globalThis.WebAssembly;")
    try:
        _failed_in_place(visit.page, "needs WebAssembly")
        assert not visit.external and not visit.console
    finally:
        visit.close()


@pytest.mark.parametrize("missing, words", [
    ("pyodide/pointyrules.zip", "pointyrules.zip could not be fetched (404)"),
    ("pyodide/pyodide.asm.wasm", "pyodide.asm.wasm could not be fetched (404)"),
    ("pointyrules-worker.mjs", "The game engine could not start ("),
])
def test_a_missing_file_is_reported_in_place(browser, base_url, missing, words):
    visit = Visit(browser, urljoin(base_url, "book/gingham.html"),
                  missing=(f"**/_static/{missing}",))
    try:
        _failed_in_place(visit.page, words)
        assert not visit.external
    finally:
        visit.close()


# Japanese text in a page: every visible element with Japanese characters in its own
# text, with how many it has (in the test's own definition, jpfont.JAPANESE).
JAPANESE_ELEMENTS = """pattern => {
    const re = new RegExp(pattern, 'gu');
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || seen.has(el) || !el.getClientRects().length) continue;
        // MathJax draws \\text{...} in the page's font (mtextInheritFont); Chromium's record
        // names a fallback for its nodes even where a screenshot shows the shipped font
        // drawing them: their font is checked by name below instead.
        if (el.closest('mjx-container')) continue;
        if (getComputedStyle(el).visibility === 'hidden') continue;
        const own = [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.data).join('');
        const count = (own.match(re) || []).length;
        if (count) { seen.add(el); el.setAttribute('data-jp-test', found.length);
                     found.push({count, text: own.trim().slice(0, 60)}); }
    }
    return found;
}"""


@pytest.mark.parametrize("page", PAGES)
def test_japanese_text_is_drawn_with_the_shipped_font(browser, base_url, page):
    """Chromium's own record of the fonts it drew each element's glyphs with: every
    Japanese character must come from the site's Noto Sans JP subset (a web font), not
    from a font that happens to be on the machine, and none may be missing."""
    visit = Visit(browser, urljoin(base_url, f"{page}.html"))
    try:
        # every fold open (hidden code, solutions, a lesson pack), as a reader opens them
        visit.page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
        visit.page.evaluate("document.fonts.ready.then(() => true)")
        found = visit.page.evaluate(JAPANESE_ELEMENTS, jpfont.JAPANESE.pattern)
        assert found, f"{page} shows no Japanese text (every page's contents list has some)"
        cdp = visit.context.new_cdp_session(visit.page)
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        wrong = []
        for i, element in enumerate(found):
            node = cdp.send("DOM.querySelector", {"nodeId": root,
                                                  "selector": f'[data-jp-test="{i}"]'})["nodeId"]
            fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
            # The subset keeps the source's names (its 400 instance calls itself
            # "Noto Sans JP Thin"); a machine's own Noto would not be a web font.
            shipped = sum(f["glyphCount"] for f in fonts
                          if f["isCustomFont"] and f["familyName"].startswith("Noto Sans JP"))
            if shipped < element["count"]:
                wrong.append(f"{element['text']!r}: {element['count']} Japanese characters, "
                             f"{shipped} drawn with the shipped font; fonts used: {fonts}")
        assert not wrong, f"on {page}:\n" + "\n".join(wrong)
        maths = visit.page.evaluate("""pattern => [...document.querySelectorAll('mjx-utext')]
            .filter(e => new RegExp(pattern, 'u').test(e.textContent))
            .map(e => getComputedStyle(e).fontFamily)""", jpfont.JAPANESE.pattern)
        assert all(jpfont.FAMILY in family for family in maths), maths
        visit.assert_clean()
    finally:
        visit.close()


SERIOUS = ("serious", "critical")


@pytest.mark.parametrize("page", PAGES)
def test_no_serious_accessibility_violations(browser, base_url, page):
    """axe-core over the whole page, its live table included (the test injects the
    pinned copy, 4.14.1, where label-content-name-mismatch is on: the site does not ship
    it). Every finding is written to _build/test-output/axe/<page>.json."""
    axe = assets.npm_package("axe-core") / "axe.min.js"
    visit = Visit(browser, urljoin(base_url, f"{page}.html"))
    try:
        visit.page.wait_for_timeout(1000)  # the widget manager draws the saved widgets
        if visit.page.locator(".pr-table").count():  # the live table, not its picture
            visit.page.wait_for_selector(IDLE, timeout=30_000)
        visit.page.add_script_tag(path=str(axe))
        result = visit.page.evaluate("axe.run(document, {resultTypes: ['violations']})")
        violations = [{"id": v["id"], "impact": v["impact"], "help": v["help"],
                       "nodes": [n["target"] for n in v["nodes"]][:10]}
                      for v in result["violations"]]
        AXE_OUT.mkdir(parents=True, exist_ok=True)
        (AXE_OUT / f"{page.replace('/', '_')}.json").write_text(json.dumps(violations, indent=1))
        serious = [f"{v['impact']}: {v['id']} ({v['help']}) at {v['nodes']}"
                   for v in violations if v["impact"] in SERIOUS]
        assert not serious, f"on {page}:\n" + "\n".join(serious)
    finally:
        visit.close()


# Diagrams, not icons: an SVG inside a button is the button's icon, named by the button.
UNLABELLED_SVGS = """() => [...document.querySelectorAll('article svg')]
    .filter(svg => !svg.closest('[aria-hidden="true"], button'))
    .filter(svg => !svg.parentElement.closest('svg'))
    .filter(svg => !svg.getAttribute('aria-label') && !svg.getAttribute('aria-labelledby')
                   && !(svg.querySelector(':scope > title')?.textContent.trim()))
    .map(svg => svg.outerHTML.slice(0, 120))"""


@pytest.mark.parametrize("page", PAGES)
def test_every_diagram_has_a_title_or_label(browser, base_url, page):
    visit = Visit(browser, urljoin(base_url, f"{page}.html"))
    try:
        visit.page.wait_for_timeout(1000)  # the widget manager draws the saved widgets
        unlabelled = visit.page.evaluate(UNLABELLED_SVGS)
        assert not unlabelled, f"SVG diagrams with no title or aria-label on {page}: {unlabelled}"
    finally:
        visit.close()


# Diagrams wider than the window, which a reader would see cut off (a scrolling output
# box hides the rest): their right edge is measured after scrolling them into view.
CUT_OFF_DIAGRAMS = """width => [...document.querySelectorAll('article svg[role="img"]')]
    .filter(svg => !svg.parentElement.closest('svg'))  // a picture inside a picture: its outer one
    .filter(svg => svg.getClientRects().length)
    .filter(svg => svg.getBoundingClientRect().right > width + 1)
    .map(svg => (svg.getAttribute('aria-label') || '').slice(0, 60))"""
# An equation past the right edge is cut off unless a box around it scrolls (and then
# pointyrules.js makes that box reachable from the keyboard).
CUT_OFF_EQUATIONS = """width => [...document.querySelectorAll('article mjx-container')]
    .filter(m => m.getBoundingClientRect().right > width + 1)
    .filter(m => {
        for (let el = m; el && el.tagName !== 'ARTICLE'; el = el.parentElement) {
            if (/(auto|scroll)/.test(getComputedStyle(el).overflowX)
                && el.clientWidth < el.scrollWidth && el.hasAttribute('tabindex')) return false;
        }
        return true;
    })
    .map(m => (m.textContent || '').slice(0, 40))"""


def test_screenshots_of_every_page_and_a_contact_sheet(browser, base_url):
    """Every page at a laptop's and a phone's width, full length, and one HTML page of
    thumbnails of them all so a reviewer sees the whole site at a glance. On a phone no
    page may scroll sideways and no diagram or equation may run off the right edge."""
    if SCREENSHOTS.exists():
        shutil.rmtree(SCREENSHOTS)
    SCREENSHOTS.mkdir(parents=True)
    cells, problems = [], []
    for page in PAGES:
        row = []
        for width in WIDTHS:
            visit = Visit(browser, urljoin(base_url, f"{page}.html"), width=width)
            try:
                visit.page.wait_for_timeout(800)
                name = f"{page.replace('/', '_')}-{width}.png"
                visit.page.screenshot(path=str(SCREENSHOTS / name), full_page=True)
                # measured with every fold open (a lesson pack, hidden code), as a reader
                # who opens them sees the page
                visit.page.evaluate("document.querySelectorAll('details')"
                                    ".forEach(d => { d.open = true; })")
                wide = visit.page.evaluate("document.scrollingElement.scrollWidth")
                if wide > width + 1:
                    problems.append(f"{page} at {width} px scrolls sideways ({wide} px wide)")
                cut = visit.page.evaluate(CUT_OFF_DIAGRAMS, width)
                if cut:
                    problems.append(f"{page} at {width} px: diagrams cut off at the right "
                                    f"edge: {cut}")
                cut = visit.page.evaluate(CUT_OFF_EQUATIONS, width)
                if cut:
                    problems.append(f"{page} at {width} px: equations cut off at the right "
                                    f"edge: {cut}")
                problems += [f"{page} at {width} px: {p}" for p in
                             visit.external + visit.console + visit.failed]
                row.append((width, name))
            finally:
                visit.close()
        cells.append((page, row))
    sheet = ["<!doctype html><meta charset='utf-8'><title>pointyrules: every page</title>",
             "<style>body{font-family:sans-serif} figure{display:inline-block;"
             "vertical-align:top;margin:8px} img{border:1px solid #ccc;max-height:600px}"
             "</style><h1>Every page at 1280 px and 390 px wide</h1>"]
    for page, row in cells:
        sheet.append(f"<section><h2>{html.escape(page)}</h2>")
        for width, name in row:
            thumb = 320 if width == 1280 else 130
            sheet.append(f"<figure><a href='{name}'><img src='{name}' width='{thumb}' "
                         f"alt='{html.escape(page)} at {width} px'></a>"
                         f"<figcaption>{width} px</figcaption></figure>")
        sheet.append("</section>")
    (SCREENSHOTS / "contact-sheet.html").write_text("\n".join(sheet), encoding="utf-8")
    shots = sorted(p.name for p in SCREENSHOTS.glob("*.png"))
    assert len(shots) == len(PAGES) * len(WIDTHS)
    assert not problems, "\n".join(problems)


def test_a_link_cut_inside_an_escape_still_starts_every_table(browser, base_url):
    """A chat app cut the link inside a %-escape: the page still starts its tables and
    says above the table what was wrong with the link (issue 29)."""
    url = urljoin(base_url, "book/pointy_hats.html#game=pointy_hats&players=3&moves=5%E2%99")
    visit, _ = _live(browser, url)
    try:
        runtimes = visit.page.locator(".pr-runtime")
        assert runtimes.count() == visit.page.locator('.pr-runtime[data-ready="true"]').count()
        line = visit.page.evaluate(LINE)
        assert line.startswith("The link could not be opened: ") and "new game" in line, line
        assert len(line) <= 200
        assert visit.page.evaluate(ENABLED_ACTIONS), "the new game can be played"
        visit.assert_clean()
    finally:
        visit.close()


def test_play_refuses_undo_after_a_roll_in_words(browser, base_url):
    visit, _ = _live(browser, urljoin(base_url, "book/rice_dice.html"))
    page = visit.page
    try:
        page.locator('.pr-board [data-action="roll"]').click()
        _idle(visit)
        page.click('[data-command="undo"]')
        _idle(visit)
        refusal = page.inner_text(REFUSED)
        assert refusal.startswith(
            "Undo is off in Play: since your move, the dice were rolled"), refusal
        assert "Practice" in refusal
        visit.assert_clean()
    finally:
        visit.close()


# The moves the table shows but does not allow now, with the reason each one's title gives.
OFF_ACTIONS = """() => [...document.querySelectorAll('.pr-table .pr-board [data-action]')]
    .filter(el => el.getAttribute('aria-disabled') === 'true')
    .map(el => ({key: el.getAttribute('data-action'),
                 title: el.getAttribute('title')
                        || (el.querySelector(':scope > title') || {}).textContent}))"""


@pytest.mark.parametrize("chapter", ["ja/book/dokitto", "book/dokitto"])
def test_tapping_a_move_that_is_not_allowed_says_why(browser, base_url, chapter):
    """A phone has no hover, so a greyed card's tooltip never shows: a tap on a move that
    is not allowed now writes its reason in the table's line, and changes nothing."""
    import random

    visit, _ = _live(browser, urljoin(base_url, f"{chapter}.html"), width=390,
                     is_mobile=True, has_touch=True)
    page, rng = visit.page, random.Random(3)
    try:
        for _ in range(40):
            _idle(visit)
            off, actions = page.evaluate(OFF_ACTIONS), page.evaluate(ENABLED_ACTIONS)
            if off or not actions:
                break
            _click_action(visit, rng.choice(actions), rng)
        assert off, "no move was shown as not allowed in 40 moves"
        before = page.evaluate(BOARD)
        key = json.dumps(off[0]["key"], ensure_ascii=False)
        # (force: Playwright will not tap what is aria-disabled; a finger will)
        page.locator(f".pr-board [data-action={key}]").first.tap(force=True)
        line = page.locator(".pr-runtime .pr-progress")
        assert line.is_visible() and line.inner_text() == off[0]["title"], off[0]
        assert ":" in off[0]["title"] or "：" in off[0]["title"]  # "<move>: <reason>"
        assert page.evaluate(BOARD) == before
        visit.assert_clean()
    finally:
        visit.close()


def test_a_class_code_typed_in_gives_two_browsers_the_same_game(browser, base_url):
    """The teacher makes a class deal; a pupil on another machine (another browser
    context) types its code and gets the very same game, bots' replies included."""
    url = urljoin(base_url, "book/dokitto.html")
    teacher, _ = _live(browser, url)
    pupil, _ = _live(browser, url)
    try:
        teacher.page.click('[data-command="classnew"]')
        _idle(teacher)
        status = teacher.page.inner_text(".pr-board .pr-status")
        code = re.search(r"Class deal ([A-Z0-9]{5}-[A-Z0-9]+)", status).group(1)
        box = pupil.page.locator('.pr-toolbar input[name="deal"]')
        box.fill(code.lower())
        box.press("Enter")
        _idle(pupil)
        assert pupil.page.inner_text(".pr-board .pr-status").startswith(f"Class deal {code}")
        for _ in range(3):
            assert pupil.page.evaluate(POSITION) == teacher.page.evaluate(POSITION)
            assert pupil.page.evaluate(ENABLED_ACTIONS) == teacher.page.evaluate(ENABLED_ACTIONS)
            actions = teacher.page.evaluate(ENABLED_ACTIONS)
            if not actions:
                break
            for visit in (teacher, pupil):
                key = json.dumps(actions[0]["key"], ensure_ascii=False)
                visit.page.locator(f".pr-board [data-action={key}]").first.click()
                _idle(visit)
        assert pupil.page.evaluate(BOARD) == teacher.page.evaluate(BOARD)
        teacher.assert_clean()
        pupil.assert_clean()
    finally:
        teacher.close()
        pupil.close()


def test_play_refuses_undo_after_a_turned_card_and_at_the_end_in_words(browser, base_url):
    """Pointy Hats in Play: once a bot has shown a card or an indicator is turned, Undo
    says why not; once the game is over too."""
    visit, _ = _live(browser, urljoin(base_url, "book/pointy_hats.html"))
    page = visit.page
    try:
        first = True
        for _ in range(20):
            actions = page.evaluate(ENABLED_ACTIONS)
            if not actions:
                break
            _click_action(visit, actions[0], None)
            _idle(visit)
            if first:  # the bots answered (a card shown) or the trick ended (a card turned)
                page.click('[data-command="undo"]')
                _idle(visit)
                assert page.inner_text(REFUSED).startswith("Undo is off in Play: "), \
                    page.inner_text(REFUSED)
                first = False
        assert page.inner_text(".pr-board .pr-status").startswith("Game over")
        page.click('[data-command="undo"]')
        _idle(visit)
        assert page.inner_text(REFUSED).startswith(
            "Undo is off in Play: since your move, the game ended")
        visit.assert_clean()
    finally:
        visit.close()


# --- the Japanese edition (issue 33): the switch keeps the place; search in Japanese ----

def test_the_language_switch_lands_on_the_same_section(browser, base_url):
    for start, section in (("ja/book/rice_dice", "rules"), ("book/dokitto", "setup")):
        visit = Visit(browser, urljoin(base_url, f"{start}.html#{section}"))
        try:
            _idle(visit)  # the table's downloads done (leaving would cancel them)
            visit.page.locator("a.pr-edition").click()
            visit.page.wait_for_load_state("load")
            other = "book/" + start.rpartition("book/")[2]
            other = other if start.startswith("ja/") else f"ja/{other}"
            assert visit.page.url == urljoin(base_url, f"{other}.html#{section}")
            heading = visit.page.locator(f"section#{section} > :is(h1, h2, h3)").first
            assert heading.is_visible()
            lang = visit.page.evaluate("document.documentElement.lang")
            assert lang == ("ja" if other.startswith("ja/") else "en")
            visit.assert_clean()
        finally:
            visit.close()


def _japanese_text(chapter: str) -> str:
    path = ROOT / "ja" / f"{chapter}.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


# Queries a Japanese reader types: school mathematics (one typed without a space, as
# people do) and the games' names.
SEARCHES = ["確率", "期待値", "組合せ", "確率の計算", "場合の数"] + \
    [games_registry.get(c.rpartition("/")[2]).japanese for c in _game_chapters()
     if games_registry.get(c.rpartition("/")[2]).japanese]


@pytest.mark.parametrize("query", SEARCHES)
def test_a_japanese_search_finds_the_chapters_that_use_the_words(browser, base_url, query):
    """Every game chapter whose Japanese text uses the query's words (each piece the
    page's splitter cuts the query into) at least twice must be among the results."""
    words = [w for w in re.split(r"の", query) if len(w) > 1]  # as splitQuery cuts it
    wanted = {c for c in _game_chapters()
              if all(_japanese_text(c).count(w) >= 2 for w in words)}
    assert wanted, f"no chapter uses {query}"
    visit = Visit(browser, urljoin(base_url, f"ja/search.html?q={query}"))
    try:
        # Sphinx shows the results one by one: read them once their count stops growing.
        visit.page.wait_for_selector("#search-results ul.search li a", timeout=30_000)
        counts = []
        while len(counts) < 3 or len(set(counts[-3:])) > 1:
            visit.page.wait_for_timeout(200)
            counts.append(visit.page.locator("#search-results ul.search li").count())
        found = {urlsplit(h).path.removesuffix(".html").partition("/ja/")[2] for h in
                 visit.page.eval_on_selector_all("#search-results ul.search li a",
                                                 "els => els.map(e => e.href)")}
        missing = sorted(wanted - found)
        assert not missing, f"searching {query} misses {missing}; found {sorted(found)}"
        visit.assert_clean()
    finally:
        visit.close()
