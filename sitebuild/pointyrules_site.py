"""The book's own Sphinx extension: live game tables and a site that asks no other host.

- Before anything else in a build it lays out the self-hosted assets
  (``assets.prepare``: MathJax, and the live tables' Python, ``runtime.py``).
- ``game-table`` is the one directive a chapter needs for its table; the argument is
  the game's registry name (``pointyrules/games.py``)::

      ```{game-table} dokitto
      ```

  The build writes the table's picture into the page (``Table(name).html(live=False)``,
  every control disabled), visible at once and without scripts, with a progress line
  under it; ``static/pointyrules-table.js`` then starts the tables' Python in a Web
  Worker and makes the same table live in place.
- ``games-table`` puts the table of the games in the introduction, made from
  ``_toc.yml`` and ``pointyrules/games.py`` (``chapters.py``), so it always lists
  exactly the chapters the book has.
- At the end of the build it cuts the Japanese font down to the characters the pages
  use (``jpfont.py``) and every page links it, with the site's own stylesheet.
- ``printables`` lists a game's printable sheets (``pointyrules/<game>/printables.py``),
  which the end of the build prints to PDF, A4 and US Letter (``printables.py``).
- The Japanese edition (``ja/``, built after the English one by ``dev.py``) shares the
  English edition's files and section ids and links each page to its counterpart
  (``editions.py``); its search splits Japanese as the index does (``jasearch.py``).
- Stylesheets and scripts from other hosts, and Thebe, are dropped from every page, and
  so is the saved state of notebook widgets: a chapter's table is the live one, so the
  site ships no widget manager, and a page that would show a saved widget fails the
  build.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import Directive
from docutils.statemachine import StringList
from sphinx.errors import ExtensionError

sys.path.insert(0, str(Path(__file__).parent))
import assets  # noqa: E402  (the sibling modules, found through the line above)
import cardapplet  # noqa: E402
import chapters  # noqa: E402
import classdata  # noqa: E402
import editions  # noqa: E402
import jasearch  # noqa: E402
import jpfont  # noqa: E402
import printables  # noqa: E402


def _prepare(app, config) -> None:
    if editions.edition(config) != "en":
        return  # the English build prepared them; the Japanese pages use its copies
    try:
        assets.prepare()
    except assets.AssetError as exc:
        raise ExtensionError(f"the site's self-hosted files could not be prepared: {exc}") from exc


REMOTE = ("http://", "https://", "//")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def _remote_or_thebe(asset) -> bool:
    name = str(getattr(asset, "filename", asset) or "")
    body = str(getattr(asset, "attributes", {}).get("body", ""))
    return name.startswith(REMOTE) or "thebe" in name or "THEBE_JS_URL" in body


def _widget_state(asset) -> bool:
    return getattr(asset, "attributes", {}).get("type") == WIDGET_STATE


def _self_hosted_only(app, pagename, templatename, context, doctree) -> None:
    """Drop assets other extensions add from other hosts, Thebe (live code cells on a
    remote Binder), which the book replaces with in-page Python, and saved widget
    state, which no page shows."""
    if WIDGET_VIEW in context.get("body", ""):
        raise ExtensionError(f"{pagename} shows a saved notebook widget, which the site "
                             "cannot draw (it ships no widget manager): tag that cell "
                             "remove-cell or remove-output, and give the chapter a "
                             "game-table instead")
    for key in ("css_files", "script_files"):
        if context.get(key):
            context[key][:] = [a for a in context[key]
                               if not _remote_or_thebe(a) and not _widget_state(a)]


# The first thing in the head of a page with a table (before its stylesheets, which
# would hold an inline script back): start the worker, and with it Pyodide's downloads
# and start, while the page is still loading. pointyrules-table.js takes it over (and
# says in place why there is none: a page opened as a file, no WebAssembly).
EARLY_START = """
<script>(() => {{
  if (location.protocol === "file:" || typeof WebAssembly !== "object"
      || typeof Worker !== "function") return;
  try {{
    const w = new Worker(new URL({url}, location.href), {{type: "module"}});
    w.onerror = (e) => {{
      e.preventDefault();
      w.failedToStart = e.message || "";  // pointyrules-table.js says it in words
    }};
    window.pointyrulesWorker = w;
  }} catch (e) {{}}
}})();</script>
"""


def _live_tables(app, pagename, templatename, context, doctree) -> None:
    """Pages with a game table start its worker first thing (``EARLY_START``) and load
    the table's script async, before all other scripts."""
    if 'class="pr-runtime"' in context.get("body", ""):
        worker = context["pathto"]("_static/pointyrules-worker.mjs", 1)
        context["metatags"] = context.get("metatags", "") + EARLY_START.format(
            url=json.dumps(worker))
        app.add_js_file("pointyrules-table.js", loading_method="async", priority=100)


SOURCE_MAP_LINE = re.compile(r"\n?(//|/\*)# sourceMappingURL=[^\s*]+\.map( ?\*/)?\s*$")


def _no_source_maps(app, exception) -> None:
    """Remove the themes' source maps (3.4 MB that only a browser's developer tools
    read) and the comments that point at them or at maps never shipped; this keeps the
    site within its size budget."""
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir, "_static")
    for source_map in static.rglob("*.map"):
        source_map.unlink()
    for code in [*static.rglob("*.js"), *static.rglob("*.css")]:
        with code.open("rb") as f:
            f.seek(max(0, code.stat().st_size - 400))
            if b"sourceMappingURL" not in f.read():
                continue
        code.write_text(SOURCE_MAP_LINE.sub("", code.read_text(encoding="utf-8")),
                        encoding="utf-8")


IMAGE = re.compile(r'<img\s([^>]*?)src="([^"]*_images/[^"/]+\.svg)"([^>]*?)/?>')
SVG_TEXT = re.compile(r"<text\b[^>]*>(.*?)</text>", re.S)
SVG_ID = re.compile(r'\bid="([^"]+)"')


def inline_svg(svg: str, alt: str, key: str) -> str:
    """An SVG figure as markup for the page: its ids made unique to it (``key``), the
    figure's alt text as its accessible name, and free to shrink to the column."""
    svg = re.sub(r"^\s*<\?xml[^>]*\?>\s*|<!DOCTYPE[^>]*>\s*", "", svg)
    for name in set(SVG_ID.findall(svg)):
        svg = (svg.replace(f'id="{name}"', f'id="{key}-{name}"')
               .replace(f"url(#{name})", f"url(#{key}-{name})")
               .replace(f'href="#{name}"', f'href="#{key}-{name}"'))
    open_tag = re.match(r"<svg\b[^>]*>", svg).group(0)
    tag = re.sub(r'\s(role|aria-label)="[^"]*"', "", open_tag)
    tag = tag[:-1] + f' role="img" aria-label="{alt}" class="pr-figure-svg">'
    return tag + svg[len(open_tag):]


def _inline_japanese_figures(app, exception) -> None:
    """A figure whose pictures say something in Japanese is put into the page itself
    instead of an <img>: an image cannot use the page's fonts, so on a machine with no
    Japanese font (a fresh Linux install) its words would be empty boxes. In the page,
    the shipped Japanese subset draws them (and the font step sees their characters)."""
    if exception is not None or app.builder.format != "html":
        return
    for page in Path(app.outdir).rglob("*.html"):
        text = page.read_text(encoding="utf-8")

        def inline(m, page=page):
            source = (page.parent / m.group(2)).resolve()
            svg = source.read_text(encoding="utf-8") if source.exists() else ""
            if not any(jpfont.JAPANESE.search(t) for t in SVG_TEXT.findall(svg)):
                return m.group(0)
            alt = re.search(r'alt="([^"]*)"', m.group(1) + m.group(3))
            return inline_svg(svg, alt.group(1) if alt else "", "f" + source.stem[:10])

        fixed = IMAGE.sub(inline, text)
        if fixed != text:
            page.write_text(fixed, encoding="utf-8")


def _japanese_font(app, exception) -> None:
    """Write the Japanese font subset and its stylesheet (see jpfont.py)."""
    if exception is not None or app.builder.format != "html":
        return
    # One font for the whole site, made again after each edition: the Japanese edition
    # (ja/) uses the root's, so its build cuts the font over both editions' pages; the
    # tables' Japanese words are drawn by the page's Python, so they count too.
    site = Path(app.outdir, editions.up(app.config)).resolve()
    try:
        summary = jpfont.build(site, assets.npm_package(jpfont.PACKAGE),
                               extra=jpfont.catalogue_text())
    except (jpfont.FontError, assets.AssetError) as exc:
        raise ExtensionError(f"the Japanese font could not be made: {exc}") from exc
    print(f"[pointyrules] Japanese font: {summary['characters']} characters, "
          f"{summary['bytes']:,} bytes", flush=True)


# Accessible names that contain what the control shows (WCAG 2.5.3, Label in Name;
# axe-core's label-content-name-mismatch): the theme's and MyST-NB's labels as they are
# and as the pages carry them instead.
LABELS = (
    # the search field shows "Search" and its shortcut
    ('search-button-field search-button__button pst-js-only" title="Search" '
     'aria-label="Search"', 'search-button-field search-button__button pst-js-only" '
     'title="Search" aria-label="Search Ctrl+K"'),
    # the colour-mode button shows the mode's icon, titled Light, Dark or System Settings
    ('theme-switch-button pst-js-only" aria-label="Color mode"',
     'theme-switch-button pst-js-only" aria-label="Color mode: light, dark or system '
     'settings"'),
    # a hidden code cell's toggle says "Show code cell source": named by what it says
    ('<summary aria-label="Toggle hidden content">', "<summary>"),
)


def _label_in_name(app, exception) -> None:
    """Give the theme's and MyST-NB's controls names that hold their visible text."""
    if exception is not None or app.builder.format != "html":
        return
    for page in Path(app.outdir).rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        fixed = text
        for old, new in LABELS:
            fixed = fixed.replace(old, new)
        if fixed != text:
            page.write_text(fixed, encoding="utf-8")


# The progress line until the tables' Python is ready (pointyrules-table.js).
STARTING = {"en": "Starting the game engine…", "ja": "ゲームのプログラムを起動しています…"}


class GameTable(Directive):
    """A game's table in place: its picture now, the live table once Python is ready."""

    required_arguments = 1

    def run(self):
        name = chapters.game_argument(self, "game-table")
        env = self.state.document.settings.env
        package = chapters.ROOT / "pointyrules"
        for source in [*sorted((package / "table").glob("*.py")),
                       *sorted((package / name).glob("*.py"))]:
            env.note_dependency(str(source))
        import random

        from pointyrules.table import Table

        # A sample game, the same in every build and said to be one: the live table that
        # replaces it deals afresh, so the page gives away nothing of the game played.
        lang = editions.edition(env.config)
        sample = Table(name, chance=random.Random(0), thinking=random.Random(0), lang=lang)
        sample.sample = True
        picture = sample.html(live=False)
        # The line first: the start, a failure or a shared link shows above the table,
        # where a reader who just pressed a toolbar button is looking.
        html = ('<div class="pr-runtime"><p class="pr-progress" role="status">'
                f"{STARTING[lang]}</p>{picture}</div>")
        return [nodes.raw("", html, format="html")]


def _lang_of(env, game: str, has) -> tuple[str, bool]:
    """The language a page of this edition shows the game's lesson material in, and
    whether that is still the English (a game whose Japanese is not written yet: the
    page says so, editions.still_english)."""
    lang = editions.edition(env.config)
    for module in printables.MODULES[lang]:
        env.note_dependency(str(chapters.ROOT / "pointyrules" / game / f"{module}.py"))
    env.note_dependency(str(chapters.ROOT / "pointyrules" / "lessons.py"))
    env.note_dependency(str(chapters.ROOT / "pointyrules" / "printables.py"))
    if lang != "en" and not has(lang):
        return "en", True
    return lang, False


# What the lesson pack's lines on a chapter's page say, per language.
PACK_WORDS = {
    "en": {"pdf": "The lesson pack as a PDF ({pages} pages): {files}",
           "summary": "The whole lesson pack on this page: {minutes} minutes ({stages})",
           "stage": lambda s: f"{s.name.lower()} {s.minutes}", "sep": ", "},
    "ja": {"pdf": "レッスンパックのPDF（{pages}ページ）：{files}",
           "summary": "レッスンパックの全体をこのページで見る：{minutes}分（{stages}）",
           "stage": lambda s: f"{s.name}{s.minutes}分", "sep": "、"},
}


class Printables(Directive):
    """A game's printable sheets, each linked as PDFs (A4 and US Letter; the Japanese
    edition's on A4) (printables.py)."""

    required_arguments = 1

    def run(self):
        name = chapters.game_argument(self, "printables")
        env = self.state.document.settings.env
        lang, english = _lang_of(env, name, lambda lang: printables.sheets(name, lang))
        if not printables.sheets(name, lang):
            raise self.error(f"printables: {name} has no sheets (pointyrules/{name}/printables.py)")
        # A Japanese page links from one folder further down (the sheets are the site's).
        html = printables.links(name, env.docname, lang, editions.up(env.config))
        if english:
            html = editions.still_english(env.config, html)
        return [nodes.raw("", html, format="html")]


class LessonPack(Directive):
    """A game's lesson pack (``pointyrules/<game>/lesson.py``'s ``pack()``, or
    ``lesson_ja.py``'s on a Japanese page), in the page as in its PDF, with the PDF's
    links."""

    required_arguments = 1

    def run(self):
        name = chapters.game_argument(self, "lesson-pack")
        env = self.state.document.settings.env
        lang, english = _lang_of(env, name, lambda lang: printables.lesson_module(name, lang))
        pack = printables.lesson_module(name, lang).pack()
        sheet = pack.sheet()
        up = "../" * env.docname.count("/") + editions.up(env.config)
        words = PACK_WORDS[lang]
        # Folded on the page (it is as long as its PDF); the plan's stages show in the
        # summary so a teacher sees the shape of the lesson before opening it.
        stages = words["sep"].join(words["stage"](s) for s in pack.stages)
        html = (f'<p class="pr-pack-pdf">'
                f"{words['pdf'].format(pages=sheet.pages, files=printables.pdf_links(sheet, up))}"
                f'</p><details class="pr-pack-details"><summary>'
                f"{words['summary'].format(minutes=pack.minutes, stages=stages)}</summary>"
                f"{pack.html(level=4)}</details>")
        if english:
            html = editions.still_english(env.config, html)
        return [nodes.raw("", html, format="html")]


def _print_sheets(app, exception) -> None:
    """Print every game's sheets in the edition's language to PDF into the site's
    _static/printables (printables.py)."""
    if exception is not None or app.builder.format != "html":
        return
    lang = editions.edition(app.config)
    root = Path(app.outdir) / editions.up(app.config)  # the site's root: both editions'
    try:
        count = printables.build(root.resolve(), lang)
    except (printables.PrintError, assets.AssetError) as exc:
        raise ExtensionError(f"the printables could not be made: {exc}") from exc
    print(f"[pointyrules] printables ({lang}): {count} PDFs", flush=True)


class GamesTable(Directive):
    """The table of the games, one row per chapter of _toc.yml's games part."""

    def run(self):
        env = self.state.document.settings.env
        for source in (chapters.TOCS[editions.edition(env.config)],
                       chapters.ROOT / "pointyrules" / "games.py"):
            env.note_dependency(str(source))
        try:
            table = chapters.games_table(lang=editions.edition(env.config))
        except chapters.ChapterListError as exc:
            raise self.error(str(exc)) from exc
        node = nodes.container(classes=["pointyrules-games"])
        self.state.nested_parse(StringList(table.splitlines(), source="_toc.yml"),
                                self.content_offset, node)
        return [node]


def setup(app):
    app.connect("config-inited", _prepare, priority=100)
    # After myst-nb has added a page's widget scripts (at the default priority, 500).
    app.connect("html-page-context", _self_hosted_only, priority=900)
    app.add_css_file("pointyrules.css")
    app.add_css_file(jpfont.CSS_FILE)
    app.add_js_file("pointyrules.js", defer="defer")
    app.connect("html-page-context", _live_tables)
    app.connect("build-finished", _label_in_name)
    app.connect("build-finished", _inline_japanese_figures, priority=420)  # before the font
    app.connect("build-finished", _japanese_font)
    app.connect("build-finished", _no_source_maps)
    app.connect("build-finished", _print_sheets)
    app.add_directive("game-table", GameTable)
    app.add_directive("games-table", GamesTable)
    app.add_directive("printables", Printables)
    app.add_directive("lesson-pack", LessonPack)
    classdata.setup(app)
    cardapplet.setup(app)
    editions.setup(app)
    jasearch.setup(app)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
