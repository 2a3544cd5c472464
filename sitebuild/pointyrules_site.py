"""The book's own Sphinx extension: in-browser play and a site that asks no other host.

- Before anything else in a build it lays out the self-hosted assets
  (``assets.prepare``: Pyodide, wheels, the widget manager, MathJax).
- ``play-in-browser`` is the one directive a chapter needs for live play: it starts a
  JupyterLite console in the page that imports the game's widget and shows it, with
  no click from the reader. The argument is the widget class's import path; any
  content lines are keyword arguments for it::

      ```{play-in-browser} pointyrules.widgets.pointy_hats.PointyHatsWidget
      num_players=4
      ```

- ``games-table`` puts the table of the games in the introduction, made from
  ``_toc.yml`` and ``pointyrules/games.py`` (``chapters.py``), so it always lists
  exactly the chapters the book has.
- At the end of the build it cuts the Japanese font down to the characters the pages
  use (``jpfont.py``) and every page links it, with the site's own stylesheet.
- Stylesheets and scripts that other extensions add from other hosts (jupyterlite-sphinx
  asks Google Fonts for a font it uses in one button) and Thebe are dropped from every
  page.
"""

from __future__ import annotations

import re
import shutil
import sys
import time
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import Directive, directives
from docutils.statemachine import StringList
from jupyterlite_sphinx.jupyterlite_sphinx import RepliteDirective, RepliteIframe
from sphinx.errors import ExtensionError

sys.path.insert(0, str(Path(__file__).parent))
import assets  # noqa: E402  (the sibling modules, found through the line above)
import chapters  # noqa: E402
import jpfont  # noqa: E402
from chapters import BY_KEY  # noqa: E402  (the registry, pointyrules/games.py)


def _prepare(app, config) -> None:
    try:
        assets.prepare()
    except assets.AssetError as exc:
        raise ExtensionError(f"the site's self-hosted files could not be prepared: {exc}") from exc


REMOTE = ("http://", "https://", "//")


def _remote_or_thebe(asset) -> bool:
    name = str(getattr(asset, "filename", asset) or "")
    body = str(getattr(asset, "attributes", {}).get("body", ""))
    return name.startswith(REMOTE) or "thebe" in name or "THEBE_JS_URL" in body


def _self_hosted_only(app, pagename, templatename, context, doctree) -> None:
    """Drop assets other extensions add from other hosts, and Thebe (live code cells on
    a remote Binder), which the book replaces with in-page Python."""
    for key in ("css_files", "script_files"):
        if context.get(key):
            context[key] = [a for a in context[key] if not _remote_or_thebe(a)]


def _widget_fonts(app, exception) -> None:
    """Put the widget manager's fonts where its inlined stylesheet asks for them.

    The stylesheet names them relative to the page (``@jupyter-widgets/<hash>.woff2``),
    so every folder with a page that shows saved widgets gets a copy; without it those
    pages ask for fonts that are not there (a 404, and a failed browser test when the
    request lands while the page is being checked).
    """
    if exception is not None or app.builder.format != "html":
        return
    out = Path(app.outdir)
    fonts = sorted((out / "_static" / "jupyter-widgets" / "html-manager" / "dist").glob("*.woff2"))
    folders = {page.parent for page in out.glob("*/*.html")
               if "widget-state+json" in page.read_text(encoding="utf-8", errors="ignore")}
    for folder in folders:
        target = folder / "@jupyter-widgets"
        target.mkdir(exist_ok=True)
        for font in fonts:
            shutil.copy2(font, target / font.name)


SOURCE_MAP_LINE = re.compile(r"\n?(//|/\*)# sourceMappingURL=[^\s*]+\.map( ?\*/)?\s*$")


def _no_source_maps(app, exception) -> None:
    """Remove the themes' source maps (3.4 MB that only a browser's developer tools
    read) and the comments that point at them or at maps never shipped. The Lite build
    already leaves its own out (``no_sourcemaps``); this keeps the site within its size
    budget."""
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


def _japanese_font(app, exception) -> None:
    """Write the Japanese font subset and its stylesheet (see jpfont.py)."""
    if exception is not None or app.builder.format != "html":
        return
    try:
        summary = jpfont.build(Path(app.outdir), assets.npm_package(jpfont.PACKAGE))
    except (jpfont.FontError, assets.AssetError) as exc:
        raise ExtensionError(f"the Japanese font could not be made: {exc}") from exc
    print(f"[pointyrules] Japanese font: {summary['characters']} characters, "
          f"{summary['bytes']:,} bytes", flush=True)


LEGACY_FONTS = (".svg", ".eot", ".ttf", ".woff")


def _no_legacy_fonts(app, exception) -> None:
    """Remove the Lite build's old-format copies of fonts it also ships as woff2 (about
    2.7 MB). Every browser that runs Pyodide reads the woff2 file, which the stylesheets
    offer before the others, so the copies are never requested."""
    if exception is not None or app.builder.format != "html":
        return
    for font in Path(app.outdir, "lite", "build").glob("*.woff2"):
        for suffix in LEGACY_FONTS:
            font.with_suffix(suffix).unlink(missing_ok=True)


class PlayInBrowser(RepliteDirective):
    """A live game: a console that runs ``Widget(**kwargs)`` when the page opens."""

    required_arguments = 1
    option_spec = {"height": directives.unchanged}

    def run(self):
        module, _, name = self.arguments[0].rpartition(".")
        if not module:
            raise self.error("play-in-browser needs a full import path, like "
                             "pointyrules.widgets.pointy_hats.PointyHatsWidget")
        kwargs = ", ".join(line.strip() for line in self.content if line.strip())
        # The site ships no jedi (sitebuild/assets.py), and the kernel turns IPython's
        # jedi completer on regardless, which then completes nothing: use IPython's own.
        self.content = ["get_ipython().Completer.use_jedi = False",
                        f"from {module} import {name}", f"{name}({kwargs})"]
        self.arguments = []
        game = BY_KEY.get(module.rpartition(".")[2])
        self.game_name = game.name if game else name
        self.options = {"height": self.options.get("height", "640px"), "execute": "True",
                        "hide_code_input": "True", "show_banner": "False",
                        "clear_cells_on_execute": "False", "kernel": "python"}
        nodes_ = super().run()
        for node in nodes_:
            node["frame_title"] = f"Live game table: play {self.game_name} against bots"
        return nodes_


_replite_html = RepliteIframe.html


def _titled_frame_html(self) -> str:
    """The live table's frame with a title, which screen readers announce (axe:
    frame-title); jupyterlite-sphinx writes none."""
    html = _replite_html(self)
    title = self.get("frame_title")
    cls = ' class="jupyterlite_sphinx_raw_iframe"'
    return html.replace(cls, f' title="{title}"{cls}', 1) if title else html


RepliteIframe.html = _titled_frame_html


class GamesTable(Directive):
    """The table of the games, one row per chapter of _toc.yml's games part."""

    def run(self):
        env = self.state.document.settings.env
        for source in (chapters.TOC, chapters.ROOT / "pointyrules" / "games.py"):
            env.note_dependency(str(source))
        try:
            table = chapters.games_table()
        except chapters.ChapterListError as exc:
            raise self.error(str(exc)) from exc
        node = nodes.container(classes=["pointyrules-games"])
        self.state.nested_parse(StringList(table.splitlines(), source="_toc.yml"),
                                self.content_offset, node)
        return [node]


def _lite_started(app, exception) -> None:
    app.pointyrules_lite_t0 = time.perf_counter()


def _lite_finished(app, exception) -> None:
    t0 = getattr(app, "pointyrules_lite_t0", None)
    if t0 is not None and exception is None:
        print(f"[pointyrules] JupyterLite build took {time.perf_counter() - t0:.1f} s", flush=True)


def setup(app):
    # Before jupyterlite-sphinx (priority 500) looks at its folders.
    app.connect("config-inited", _prepare, priority=100)
    app.connect("html-page-context", _self_hosted_only)
    app.add_css_file("pointyrules.css")
    app.add_css_file(jpfont.CSS_FILE)
    app.add_js_file("pointyrules.js", defer="defer")
    # Timed on either side of jupyterlite-sphinx's own build-finished step (priority 500).
    app.connect("build-finished", _lite_started, priority=400)
    app.connect("build-finished", _lite_finished, priority=600)
    app.connect("build-finished", _widget_fonts)
    app.connect("build-finished", _japanese_font)
    app.connect("build-finished", _no_source_maps)
    app.connect("build-finished", _no_legacy_fonts, priority=700)  # after the Lite build
    app.add_directive("play-in-browser", PlayInBrowser)
    app.add_directive("games-table", GamesTable)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
