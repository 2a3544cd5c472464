"""The live tables in a real browser: `python3 dev.py bench page` (needs a built site).

Builds nothing: it serves a built site (``_build/html``, or ``--site``) with
``sitebuild/server.py`` and drives Debian's Chromium (headless, through Playwright).
Each chapter is opened ``--loads`` times with the browser's cache disabled (a cold
start) and as often again with a warm cache; the table is clickable when it has
``data-ready``. The stages come from the page's worker (pointyrules-worker.mjs):
the page up to the worker's start, the downloads, Pyodide's start, the imports and the
first live table. Then human moves are clicked on the board (click to updated table,
measured by the page from the click's own time stamp) while the bots play between them,
watching every main-thread task over 50 ms (a PerformanceObserver for "longtask").

The baseline, measured in the same run: Pyodide's stock start (its whole standard
library as shipped, compiled from source at each start) with the same package and
the same first table, in a worker of a page of its own.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
TARGETS = {"clickable_s": 2.5, "click_ms": 60, "longtask_ms": 200}
READY = '.pr-table[data-ready="true"]:not([data-busy])'
LONG_TASKS = """window.pointyrulesLongTasks = [];
new PerformanceObserver(list => window.pointyrulesLongTasks.push(
    ...list.getEntries().map(e => [e.startTime, e.duration])))
  .observe({type: "longtask", buffered: true});
window.pointyrulesBotPauseMs = 0;"""
STAGES = """() => { const t = window.pointyrulesTables, s = t.stages, o = performance.timeOrigin;
    const at = k => s[k] - o;
    return {page: at('workerStart'), download: at('downloaded') - at('workerStart'),
            pyodide: at('pyodideReady') - at('downloaded'),
            imports: at('imported') - at('pyodideReady'),
            render: t.readyAt - at('imported'), total: t.readyAt}; }"""
ENABLED = """() => [...document.querySelectorAll('.pr-board [data-action]')]
    .filter(el => el.tagName === 'BUTTON' ? !el.disabled
                  : el.getAttribute('role') === 'button'
                    && el.getAttribute('aria-disabled') !== 'true')
    .map(el => el.getAttribute('data-action'))"""

# The baseline page: Pyodide as shipped, in a worker, then the same package and table.
BASELINE_HTML = """<!doctype html><meta charset="utf-8"><title>baseline</title><script>
const w = new Worker("baseline-worker.mjs", {type: "module"});
w.onmessage = (e) => { window.baselineDone = performance.now(); window.baselineHtml = e.data; };
w.postMessage(location.hash.slice(1));
</script>"""
BASELINE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const here = new URL("./pyodide/", import.meta.url);
const ready = (async () => {
  const pyodide = await loadPyodide({indexURL: here.href,
      lockFileURL: new URL("pyodide-lock.json", here).href,
      stdLibURL: new URL("python_stdlib_full.zip", here).href});
  const pkg = await (await fetch(new URL("pointyrules.zip", here))).arrayBuffer();
  pyodide.FS.writeFile("/lib/pointyrules.zip", new Uint8Array(pkg));
  return pyodide;
})();
self.onmessage = async ({data}) => {
  const pyodide = await ready;
  pyodide.runPython("import sys; sys.path.insert(0, '/lib/pointyrules.zip')");
  const page = pyodide.pyimport("pointyrules_page");
  self.postMessage(JSON.parse(page.start("t", data, "")).html.length);
};
"""


def _median(values: list[float]) -> float:
    return statistics.median(values)


def _chapters() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from pointyrules import games

    return list(games.names())


def _open(browser, url: str, cold: bool, context=None):
    own = context is None
    context = context or browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    if cold:
        context.new_cdp_session(page).send("Network.setCacheDisabled", {"cacheDisabled": True})
    page.add_init_script(LONG_TASKS)
    page.goto(url, wait_until="commit")
    return context if own else None, page


def _loads(browser, url: str, n: int) -> tuple[list[dict], list[float]]:
    """Cold loads (each in a fresh context, cache off) with their stages, and warm
    loads (one context, cache on, after one load to fill it)."""
    cold = []
    for _ in range(n):
        context, page = _open(browser, url, cold=True)
        page.wait_for_selector(READY, timeout=120_000)
        cold.append(page.evaluate(STAGES))
        context.close()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    warm = []
    for i in range(n + 1):
        _, page = _open(browser, url, cold=False, context=context)
        page.wait_for_selector(READY, timeout=120_000)
        if i:
            warm.append(page.evaluate("window.pointyrulesTables.readyAt"))
        page.close()
    context.close()
    return cold, warm


def _play(browser, url: str, moves: int, seed: int) -> tuple[list[float], float]:
    """Human moves clicked at random among the enabled controls (bots play between
    them): the page's own click-to-updated-table times, and the longest main-thread
    task from the table's first live moment on."""
    context, page = _open(browser, url, cold=True)
    rng = random.Random(seed)
    page.wait_for_selector(READY, timeout=120_000)
    ready = page.evaluate("window.pointyrulesTables.readyAt")
    for _ in range(moves):
        keys = page.evaluate(ENABLED)
        if not keys:  # the game is over: a new one
            page.click('[data-command="new"]')
        else:
            key = rng.choice(keys)
            page.locator(f'.pr-board [data-action="{key}"]').first.click()
        page.wait_for_selector(READY, timeout=120_000)
    timings = page.evaluate("Object.values(window.pointyrulesTables.tables)[0].timings")
    tasks = page.evaluate("window.pointyrulesLongTasks")
    context.close()
    return timings, max([d for start, d in tasks if start >= ready], default=0.0)


def _baseline(browser, base: str, game: str, n: int) -> list[float]:
    out = []
    for _ in range(n):
        context, page = _open(browser, f"{base}baseline.html#{game}", cold=True)
        page.wait_for_function("window.baselineDone", timeout=60_000)
        out.append(page.evaluate("window.baselineDone"))
        context.close()
    return out


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    site = Path(args.site)
    if not (site / "_static" / "pyodide" / "pointyrules.zip").exists():
        return [("page: live tables", "skipped", f"no built site at {site}", "")]
    sys.path.insert(0, str(ROOT / "sitebuild"))
    from playwright.sync_api import sync_playwright
    from server import serve_in_background

    work = Path(tempfile.mkdtemp(prefix="pointyrules-bench-"))
    try:
        # The baseline page sits beside the site's own Pyodide, served by the same server.
        (work / "site").symlink_to(site.resolve())
        (work / "pyodide").symlink_to((site / "_static" / "pyodide").resolve())
        (work / "baseline.html").write_text(BASELINE_HTML)
        (work / "baseline-worker.mjs").write_text(BASELINE_WORKER)
        server, base = serve_in_background(work)
        out = []
        chromium = shutil.which("chromium") or "/usr/bin/chromium"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
            try:
                for game in _chapters():
                    if args.page_game and game != args.page_game:
                        continue
                    out += _chapter_rows(browser, base, game, args)
            finally:
                browser.close()
        server.shutdown()
        return out
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _chapter_rows(browser, base: str, game: str, args) -> list[tuple[str, str, str, str]]:
    t0 = time.perf_counter()
    url = f"{base}site/book/{game}.html"
    baseline = _median(_baseline(browser, base, game, args.loads)) / 1000
    cold, warm = _loads(browser, url, args.loads)
    clicks, longest = _play(browser, url, args.moves, seed=len(game))
    total = _median([c["total"] for c in cold]) / 1000
    stage = {k: _median([c[k] for c in cold]) / 1000
             for k in ("page", "download", "pyodide", "imports", "render")}
    totals = [c["total"] / 1000 for c in cold]
    spread = f"{min(totals):.2f}-{max(totals):.2f}"

    def ok(value: float, key: str) -> str:
        return "" if value <= TARGETS[key] else "  (over target)"

    click = _median(clicks) if clicks else float("nan")
    return [
        (f"page {game}: navigation to clickable table, cold, median of {args.loads}",
         f"{total:.2f} s ({spread}){ok(total, 'clickable_s')}",
         f"stock Pyodide start + table {baseline:.2f} s", f"{total / baseline:.2f}"),
        ("  stages: page / download / Pyodide start / imports / first render",
         " / ".join(f"{stage[k]:.2f}" for k in stage) + " s", "", ""),
        ("  navigation to clickable table, warm cache, median",
         f"{_median(warm) / 1000:.2f} s", f"cold {total:.2f} s",
         f"{_median(warm) / 1000 / total:.2f}"),
        (f"  click to updated table, human move (median of {len(clicks)})",
         f"{click:.0f} ms{ok(click, 'click_ms')}", f"target {TARGETS['click_ms']} ms",
         f"{click / TARGETS['click_ms']:.2f}"),
        ("  longest main-thread task while bots play",
         f"{longest:.0f} ms{ok(longest, 'longtask_ms')}",
         f"target {TARGETS['longtask_ms']} ms", f"{longest / TARGETS['longtask_ms']:.2f}"),
        (f"  ({time.perf_counter() - t0:.0f} s for this chapter)", "", "", ""),
    ]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site", default=str(ROOT / "_build" / "html"),
                        help="page: the built site to serve (default _build/html)")
    parser.add_argument("--loads", type=int, default=5, help="page: loads per chapter")
    parser.add_argument("--moves", type=int, default=15,
                        help="page: human moves clicked per chapter")
    parser.add_argument("--page-game", default=None, help="page: only this game's chapter")
