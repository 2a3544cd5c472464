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

from pointyrules.printables import KIND_NAMES, PAPER_NAMES, Sheet  # noqa: E402

FOLDER = "_static/printables"  # under the site's root
CACHE = assets.CACHE / "printables"


class PrintError(RuntimeError):
    """A sheet could not be printed, or printed on the wrong number of pages."""


# The modules that declare a game's sheets and its lesson, per language: the Japanese
# ones are the game's own too (pointyrules/<game>/printables_ja.py, lesson_ja.py), adapted
# to a Japanese class rather than translated.
MODULES = {"en": ("printables", "lesson"), "ja": ("printables_ja", "lesson_ja")}


def _game_module(game: str, name: str):
    """pointyrules.<game>.<name>, or None when the game has no such module."""
    try:
        return import_module(f"pointyrules.{game}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"pointyrules.{game}.{name}":
            raise
        return None


def lesson_module(game: str, lang: str = "en"):
    """The module whose ``pack()`` and ``class_data()`` are the game's lesson in ``lang``
    (None when it has none in that language)."""
    return _game_module(game, MODULES[lang][1])


def sheets(game: str, lang: str = "en") -> list[Sheet]:
    """The game's sheets in ``lang``, or [] for a game that has none (yet)."""
    module = _game_module(game, MODULES[lang][0])
    if module is None:
        return []
    found = module.sheets()
    lesson = lesson_module(game, lang)  # the lesson pack (pointyrules/lessons.py)
    if lesson is not None:
        found = [*found, lesson.pack().sheet()]
    wrong = [s for s in found if not isinstance(s, Sheet) or s.game != game or s.lang != lang]
    if wrong:
        raise PrintError(f"{game}: sheets() returned {len(wrong)} item(s) that are not "
                         f"Sheets of {game!r} in {lang!r}")
    return found


# The weight bold text is printed in: 600, whose letters are as wide as the synthetic
# bold of 400 that the sheets were laid out with, near enough that every sheet fills the
# pages it did (700 pushed the coins pack onto a fifth US Letter page).
BOLD = 600


def _font_head(documents: tuple[str, ...]) -> str:
    """The fonts the sheets are printed with: Noto Sans JP's Latin pieces from the
    package, and for their Japanese one font file per weight, cut to the Japanese
    characters of all the ``documents`` (jpfont.subset), regular and a real bold. With
    the package's ~120 unicode-range pieces, Chromium embedded every piece a sheet
    touched, and drew bold text as Type 3 outlines: five times the bytes (a Japanese
    player aid: 475 kB against 83 kB)."""
    package = assets.npm_package(jpfont.PACKAGE)
    links = "".join(f'<link rel="stylesheet" href="{(package / f"{part}-{weight}.css").as_uri()}">'
                    for part in ("latin", "latin-ext") for weight in (400, BOLD))
    text = "".join(documents)
    chars = {c for c in text if ord(c) > 0x7F}  # Japanese, and signs such as × ≈ →
    if not chars:
        return links
    key = hashlib.sha256("".join(sorted(chars)).encode()).hexdigest()[:16]
    faces = []
    for weight in (400, BOLD):
        font = CACHE / f"sheets-{key}-{weight}.ttf"
        font.parent.mkdir(parents=True, exist_ok=True)
        have = jpfont.subset(package, chars, font, flavor=None, weight=weight)
        missing = set(jpfont.JAPANESE.findall(text)) - have
        if missing:
            raise PrintError(f"{jpfont.PACKAGE} cannot draw {''.join(sorted(missing))} "
                             "of the sheets")
        faces.append(f'@font-face {{ font-family: "Noto Sans JP"; font-weight: {weight}; '
                     f'src: url("{font.as_uri()}") format("truetype"); '
                     f"unicode-range: {jpfont.unicode_range(have)}; }}")
    return f"{links}<style>{' '.join(faces)}</style>"


def _print_all(outdir: Path, lang: str = "en",
               games: list[str] | None = None) -> list[tuple[Sheet, str, Path]]:
    from playwright.sync_api import sync_playwright
    from pypdf import PdfReader

    chromium = shutil.which("chromium")
    if not chromium:
        raise PrintError("Chromium prints the printables: install Debian's chromium "
                         "(python3 dev.py serve and test do it)")
    target = outdir / FOLDER
    target.mkdir(parents=True, exist_ok=True)
    CACHE.mkdir(parents=True, exist_ok=True)

    def title(game: str) -> str:  # the game's name as the sheet's readers know it
        info = chapters.BY_KEY[game]
        return (info.japanese or info.name) if lang == "ja" else info.name

    found = [(sheet, paper, title(game)) for game in (games or chapters.BY_KEY)
             for sheet in sheets(game, lang) for paper in sheet.papers]
    head = _font_head(tuple(sheet.document(paper, name) for sheet, paper, name in found))
    jobs = [(sheet, paper, sheet.document(paper, name, head)) for sheet, paper, name in found]
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
            if pages != sheet.pages_on(paper):
                cached.unlink()
                raise PrintError(f"{sheet.filename(paper)} ({sheet.title!r}) fills {pages} "
                                 f"page(s) on {PAPER_NAMES[paper]}; the sheet says "
                                 f"{sheet.pages_on(paper)}")
            shutil.copyfile(cached, target / sheet.filename(paper))
            done.append((sheet, paper, target / sheet.filename(paper)))
        if browser is not None:
            browser.close()
    return done


def build(outdir: Path, lang: str = "en") -> int:
    """Print every sheet in ``lang`` into ``outdir/_static/printables`` (``outdir``: the
    site's root, which both editions share); return how many PDFs."""
    proc = subprocess.run([sys.executable, __file__, str(outdir), lang], capture_output=True,
                          text=True)
    if proc.returncode:
        raise PrintError((proc.stderr.strip().splitlines() or ["no output"])[-1])
    return int(proc.stdout.split()[-1])


# What a list of sheets says, per language.
LINK_WORDS = {"en": {"pages": lambda n: "1 page" if n == 1 else f"{n} pages", "sep": ": ",
                     "about": " ({pages}, PDF)", "letter": "{a4} on A4, {letter} on US Letter"},
              "ja": {"pages": lambda n: f"{n}ページ", "sep": "：", "about": "（{pages}、PDF）"}}


def pdf_links(sheet: Sheet, up: str) -> str:
    """The sheet's PDFs, one link per paper, from a page ``up`` below the site's root."""
    return " · ".join(f'<a href="{up}{FOLDER}/{sheet.filename(paper)}" download>'
                      f"{PAPER_NAMES[paper]}</a>" for paper in sheet.papers)


def links(game: str, docname: str, lang: str = "en", up: str = "") -> str:
    """The HTML list of a game's printables in ``lang``, as seen from the page
    ``docname`` of an edition ``up`` below the site's root."""
    up = "../" * docname.count("/") + up
    words = LINK_WORDS[lang]
    items = []
    for sheet in sheets(game, lang):
        pages = words["pages"](sheet.pages)
        if sheet.pages_on("letter") != sheet.pages and "letter" in sheet.papers:
            pages = words["letter"].format(a4=pages, letter=sheet.pages_on("letter"))
        items.append(f"<li><strong>{KIND_NAMES[lang][sheet.kind]}</strong>{words['sep']}"
                     f"{escape(sheet.title)}{words['about'].format(pages=pages)}{words['sep']}"
                     f"{pdf_links(sheet, up)}</li>")
    return f'<ul class="pr-printables">{"".join(items)}</ul>'


if __name__ == "__main__":
    # python sitebuild/printables.py OUTDIR [LANG [GAME ...]]: print into OUTDIR/_static/
    # printables (a translator can print one game's Japanese sheets to look at them).
    try:
        count = len(_print_all(Path(sys.argv[1]), *(sys.argv[2:3] or ["en"]),
                               sys.argv[3:] or None))
    except PrintError as exc:
        sys.exit(f"printables: {exc}")
    print(f"printed {count}")
