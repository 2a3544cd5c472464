"""The printables: every game's sheets (``pointyrules/<game>/printables.py``) printed to
PDF, on A4 and on US Letter, into the site's ``_static/printables/``.

Each sheet is one HTML page (``Sheet.document``) printed by Debian's Chromium through
Playwright, the browser the tests already drive; its Japanese text uses Noto Sans JP
from the site's own font package, which Chromium embeds in the PDF. The build fails
when a sheet does not fill exactly the pages it says it fills (a player aid that spills
onto a second page, a worksheet cut short), reading each PDF back with pypdf.

Printing runs in a child process (``python printables.py OUTDIR``): Playwright's sync
API refuses to start inside the asyncio loop a notebook build may leave behind. PDFs
are cached by the hash of what is printed, so a rebuild with unchanged sheets costs
nothing. The ``printables`` directive lists a game's sheets with their links.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tempfile
from html import escape
from importlib import import_module
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import assets  # noqa: E402
import chapters  # noqa: E402
import jpfont  # noqa: E402

from pointyrules.printables import KINDS, PAPER_NAMES, PAPERS, Sheet  # noqa: E402

FOLDER = "_static/printables"  # under the site's root
CACHE = assets.CACHE / "printables"


class PrintError(RuntimeError):
    """A sheet could not be printed, or printed on the wrong number of pages."""


def sheets(game: str) -> list[Sheet]:
    """The game's sheets, or [] for a game that has none yet."""
    try:
        module = import_module(f"pointyrules.{game}.printables")
    except ModuleNotFoundError as exc:
        if exc.name != f"pointyrules.{game}.printables":
            raise
        return []
    found = module.sheets()
    try:  # the lesson pack (pointyrules/<game>/lesson.py, pointyrules/lessons.py)
        lesson = import_module(f"pointyrules.{game}.lesson")
    except ModuleNotFoundError as exc:
        if exc.name != f"pointyrules.{game}.lesson":
            raise
    else:
        found = [*found, lesson.pack().sheet()]
    wrong = [s for s in found if not isinstance(s, Sheet) or s.game != game]
    if wrong:
        raise PrintError(f"{game}: sheets() returned {len(wrong)} item(s) that are not "
                         f"Sheets of {game!r}")
    return found


def _font_head() -> str:
    css = assets.npm_package(jpfont.PACKAGE) / f"{jpfont.WEIGHT}.css"
    return f'<link rel="stylesheet" href="{css.as_uri()}">'


def _print_all(outdir: Path) -> list[tuple[Sheet, str, Path]]:
    from playwright.sync_api import sync_playwright
    from pypdf import PdfReader

    chromium = shutil.which("chromium")
    if not chromium:
        raise PrintError("Chromium prints the printables: install Debian's chromium "
                         "(python3 dev.py serve and test do it)")
    target = outdir / FOLDER
    target.mkdir(parents=True, exist_ok=True)
    CACHE.mkdir(parents=True, exist_ok=True)
    head = _font_head()
    jobs = [(sheet, paper, sheet.document(paper, chapters.BY_KEY[game].name, head))
            for game in chapters.BY_KEY for sheet in sheets(game) for paper in PAPERS]
    done = []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        browser = None
        for sheet, paper, html in jobs:
            key = hashlib.sha256(f"{paper}\n{html}".encode()).hexdigest()[:20]
            cached = CACHE / f"{key}.pdf"
            if not cached.exists():
                if browser is None:
                    browser = p.chromium.launch(executable_path=chromium, args=[
                        "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
                    page = browser.new_page()
                source = Path(tmp, f"{key}.html")
                source.write_text(html, encoding="utf-8")
                page.goto(source.as_uri())
                page.evaluate("document.fonts.ready")
                page.pdf(path=str(cached), prefer_css_page_size=True, print_background=True)
            pages = len(PdfReader(cached).pages)
            if pages != sheet.pages:
                cached.unlink()
                raise PrintError(f"{sheet.filename(paper)} ({sheet.title!r}) fills {pages} "
                                 f"page(s) on {PAPER_NAMES[paper]}; the sheet says {sheet.pages}")
            shutil.copyfile(cached, target / sheet.filename(paper))
            done.append((sheet, paper, target / sheet.filename(paper)))
        if browser is not None:
            browser.close()
    return done


def build(outdir: Path) -> int:
    """Print every sheet into ``outdir/_static/printables``; return how many PDFs."""
    proc = subprocess.run([sys.executable, __file__, str(outdir)], capture_output=True,
                          text=True)
    if proc.returncode:
        raise PrintError((proc.stderr.strip().splitlines() or ["no output"])[-1])
    return int(proc.stdout.split()[-1])


def links(game: str, docname: str) -> str:
    """The HTML list of a game's printables, as seen from the page ``docname``."""
    up = "../" * docname.count("/")
    items = []
    for sheet in sheets(game):
        files = " · ".join(
            f'<a href="{up}{FOLDER}/{sheet.filename(paper)}" download>{PAPER_NAMES[paper]}</a>'
            for paper in PAPERS)
        pages = "1 page" if sheet.pages == 1 else f"{sheet.pages} pages"
        items.append(f"<li><strong>{KINDS[sheet.kind]}</strong>: {escape(sheet.title)} "
                     f"({pages}, PDF): {files}</li>")
    return f'<ul class="pr-printables">{"".join(items)}</ul>'


if __name__ == "__main__":
    try:
        count = len(_print_all(Path(sys.argv[1])))
    except PrintError as exc:
        sys.exit(f"printables: {exc}")
    print(f"printed {count}")
