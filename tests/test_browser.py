"""The built site in a real browser (Debian's Chromium driven by Playwright), offline.

Chromium runs with every host but 127.0.0.1 unresolvable, and every request is routed
through the test: one to another host fails the test. Each page must load with no
console error, no failed local request, no broken internal link and no missing
image; each game chapter must start its in-browser Python and answer a real click.
Screenshots and timings go to ``_build/test-output/browser``.
"""

import json
import shutil
import sys
import time
from urllib.parse import unquote, urljoin, urlsplit

import pytest
import yaml

from .conftest import OUTPUT, ROOT

sys.path.insert(0, str(ROOT / "sitebuild"))
from server import serve_in_background  # noqa: E402

SHOTS = OUTPUT / "browser"
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

    def __init__(self, browser, url: str):
        self.external, self.failed, self.console = [], [], []
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.context.route("**/*", self._route)
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


@pytest.mark.parametrize("page", _toc_pages() + ["search", "genindex"])
def test_page_loads_offline_with_no_errors_links_or_images_missing(browser, base_url, site, page):
    visit = Visit(browser, urljoin(base_url, f"{page}.html"))
    try:
        visit.page.wait_for_timeout(1500)  # late scripts: MathJax, the widget manager
        links = visit.page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
        broken = []
        for link in links:
            parts = urlsplit(link)
            if parts.hostname in LOCAL_HOSTS and "/lite/" not in parts.path:
                target = site / unquote(parts.path).lstrip("/")
                if target.is_dir():
                    target = target / "index.html"
                if not target.exists():
                    broken.append(link)
        assert not broken, f"broken internal links on {page}: {broken}"
        missing = visit.page.eval_on_selector_all(
            "img", "els => els.filter(e => !e.complete || e.naturalWidth === 0).map(e => e.src)")
        assert not missing, f"images that did not load on {page}: {missing}"
        visit.screenshot(page)
        visit.assert_clean()
    finally:
        visit.close()


@pytest.mark.parametrize("chapter", _game_chapters())
def test_game_chapter_is_playable_in_the_browser(browser, base_url, chapter):
    """Open the chapter, wait for the live widget, click a legal move, see the game change."""
    t0 = time.perf_counter()
    visit = Visit(browser, urljoin(base_url, f"{chapter}.html"))
    try:
        frame_el = visit.page.wait_for_selector("iframe.jupyterlite_sphinx_raw_iframe")
        frame_el.scroll_into_view_if_needed()
        frame = frame_el.content_frame()
        move = "button.pointyrules-move:not([disabled])"
        button = frame.wait_for_selector(move, timeout=PLAYABLE_TIMEOUT_MS)
        ready = time.perf_counter() - t0
        before = frame.evaluate("document.body.innerText")
        label = button.inner_text()
        t1 = time.perf_counter()
        button.click()
        frame.wait_for_function("before => document.body.innerText !== before", arg=before,
                                polling="raf", timeout=10_000)
        answered = time.perf_counter() - t1
        after = frame.evaluate("document.body.innerText")
        assert after != before
        visit.page.wait_for_timeout(300)
        visit.screenshot(f"{chapter}-played")
        _record_timing(chapter, seconds_to_playable=round(ready, 2),
                       click_to_result_ms=round(answered * 1000), clicked=label)
        visit.assert_clean()
    finally:
        visit.close()
