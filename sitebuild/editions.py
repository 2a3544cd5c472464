"""Two editions of one site: English at ``/``, Japanese (日本語版) at ``/ja/``.

The Japanese edition is a second book (``ja/_config.yml``, ``ja/_toc.yml``, ``ja/book/``:
the same pages at the same paths) that ``dev.py`` builds after the English one, into the
``ja/`` folder of the English site. This module is what makes them one site:

- **Shared files.** A Japanese page serves Pyodide, MathJax, the theme's and the site's
  scripts and styles and the font from the English edition's ``_static`` (one folder
  up): the page's ``pathto``, ``css_tag`` and ``js_tag`` are wrapped so that every
  ``_static`` file except the edition's own (``OWN``: its search language data and
  options) resolves there, and :func:`prune` deletes the copies the build left in
  ``ja/_static``. It runs first among the page handlers (priority 1), so that every later
  one (the table's early start) sees the shared paths.
- **The switch.** Every page carries ``<link rel="alternate" hreflang>`` for both
  editions (and ``x-default``, the English) and a visible link to the same page in the
  other edition; ``pointyrules.js`` carries the reader's ``#section`` over.
- **The same section ids.** A Japanese heading would get an id such as ``id3``;
  :class:`SameSectionIds` gives each Japanese section the id of the English section in
  the same place (the sync check, ``ja_sync.py``, keeps the headings one to one), so
  ``ja/book/<chapter>.html#setup`` is the Setup section in both editions.
- **Japanese lines**: a line break between two Japanese characters in a page's source
  is dropped (:class:`JoinJapaneseLines`); a browser would show it as a space.
- **The theme's own words** that Sphinx's Japanese catalogue leaves in English
  (``JA_CHROME``), replaced at the end of the build.
"""

from __future__ import annotations

import html
import os
import pickle
import re
import shutil
from pathlib import Path

from docutils import nodes
from sphinx.errors import ExtensionError
from sphinx.transforms import SphinxTransform

# Where each edition lives, from the site's root; the first is the root edition.
EDITIONS = {"en": "", "ja": "ja/"}
NAMES = {"en": "English", "ja": "日本語"}
# What the switch says to a reader of the page's edition (its title attribute).
SWITCH_TITLE = {"en": "このページの日本語版", "ja": "This page in English"}
# _static files that differ per edition; everything else under _static is shared.
OWN = ("_static/documentation_options.js", "_static/language_data.js",
       "_static/translations.js")
# The English build's doctrees, whose section ids the Japanese pages take (dev.py sets it).
EN_DOCTREES = "POINTYRULES_EN_DOCTREES"


def edition(config) -> str:
    """The edition a build makes: "ja" for a Japanese book, else "en"."""
    return "ja" if (config.language or "en").startswith("ja") else "en"


def up(config) -> str:
    """From an edition's root to the site's root: "" for English, "../" for Japanese."""
    return "../" * EDITIONS[edition(config)].count("/")


def other_url(pagename: str, here: str, there: str) -> str:
    """The relative URL from ``pagename`` in edition ``here`` to the same page in
    edition ``there``."""
    back = "../" * (pagename.count("/") + EDITIONS[here].count("/"))
    return f"{back}{EDITIONS[there]}{pagename}.html"


def shared(uri: str) -> bool:
    """Whether a site-relative path is a shared _static file (served by the root)."""
    return uri.startswith("_static/") and not uri.startswith(OWN)


def _share_static(app, pagename, templatename, context, doctree) -> None:
    """In the Japanese edition, point the page's shared _static files at the root's."""
    prefix = up(app.config)
    if not prefix:
        return
    pathto, css_tag, js_tag = context["pathto"], context["css_tag"], context["js_tag"]

    def shared_pathto(otheruri, resource=False, baseuri=None):
        kw = {} if baseuri is None else {"baseuri": baseuri}
        uri = pathto(otheruri, resource, **kw)
        return prefix + uri if resource and shared(otheruri) else uri

    def retag(tag, asset, attr):
        out = tag(asset)
        name = os.fspath(getattr(asset, "filename", asset) or "")
        if name and "://" not in name:
            site_path = name if name.startswith("_static/") else "_static/" + name
            if shared(site_path):
                local = pathto(site_path, resource=True)
                out = out.replace(f'{attr}="{local}', f'{attr}="{prefix}{local}', 1)
        return out

    context["pathto"] = shared_pathto
    context["css_tag"] = lambda css: retag(css_tag, css, "href")
    context["js_tag"] = lambda js: retag(js_tag, js, "src")


def _switch(app, pagename, templatename, context, doctree) -> None:
    """hreflang links for both editions, and the visible switch to the other one."""
    if templatename != "page.html":
        return
    here = edition(app.config)
    links = [f'<link rel="alternate" hreflang="{lang}" href="{other_url(pagename, here, lang)}" />'
             for lang in EDITIONS]
    links.append(f'<link rel="alternate" hreflang="x-default" '
                 f'href="{other_url(pagename, here, "en")}" />')
    context["metatags"] = context.get("metatags", "") + "\n" + "\n".join(links)
    there = next(lang for lang in EDITIONS if lang != here)
    href = html.escape(other_url(pagename, here, there))
    switch = (f'<p class="pr-edition-switch"><a class="pr-edition" lang="{there}" '
              f'hreflang="{there}" href="{href}" title="{SWITCH_TITLE[here]}">'
              f"{NAMES[there]}</a></p>")
    context["body"] = switch + context.get("body", "")


STILL_ENGLISH = "この部分はまだ英語のままです（日本語版は準備中です）。"


def still_english(config, html_text: str) -> str:
    """A block the Japanese edition does not yet have in Japanese (a lesson pack, the
    printables' list, a class-data panel, an applet): marked as English, so a screen
    reader reads it as English and the reader is told, until its words layer speaks
    Japanese. Unchanged in the English edition."""
    if edition(config) == "en":
        return html_text
    return (f'<div class="pr-still-english"><p class="pr-still-english-note">{STILL_ENGLISH}'
            f'</p><div lang="en">{html_text}</div></div>')


class SameSectionIds(SphinxTransform):
    """A Japanese page's sections take the English page's section ids, in order."""

    default_priority = 870  # before DoctreeReadEvent (880), which collects the page's toc

    def apply(self):
        if edition(self.config) == "en":
            return
        folder = os.environ.get(EN_DOCTREES)
        if not folder:
            raise ExtensionError("the Japanese edition is built after the English one, by "
                                 "dev.py (it needs the English pages' section ids): run "
                                 "`python3 dev.py serve` or `dev.build_book`")
        source = Path(folder, self.env.docname + ".doctree")
        if not source.exists():
            raise ExtensionError(f"{self.env.docname}: no English page of that name "
                                 f"({source}); the editions have the same pages")
        english = [s["ids"][0] for s in pickle.loads(source.read_bytes()).findall(nodes.section)]
        sections = list(self.document.findall(nodes.section))
        if len(english) != len(sections):
            raise ExtensionError(f"{self.env.docname}: {len(sections)} sections, the English "
                                 f"page has {len(english)}; give each English heading its "
                                 "Japanese heading, in the same order (ja_sync.py)")
        for section, wanted in zip(sections, english, strict=True):
            if section["ids"] and section["ids"][0] == wanted:
                continue
            if wanted in self.document.ids and self.document.ids[wanted] is not section:
                raise ExtensionError(f"{self.env.docname}: the id {wanted!r} is taken twice")
            section["ids"].insert(0, wanted)
            self.document.ids[wanted] = section


# Characters between which a line break in the source is no space (CSS Text 3's
# segment-break rule for East Asian wide characters, which Chromium does not apply).
WIDE = "[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60\uffe0-\uffe6]"
WIDE_BREAK = re.compile(f"(?<={WIDE})[ \t]*\n[ \t]*(?={WIDE})")


class JoinJapaneseLines(SphinxTransform):
    """A Japanese paragraph wrapped in its source reads as one line: the line breaks
    between two Japanese characters go (a browser would show each as a space). A break
    may sit inside a text, or be a text of its own between two (MyST's soft break), or
    end a text before a link: so each paragraph's texts are read in order."""

    default_priority = 400

    def apply(self):
        if edition(self.config) == "en":
            return
        for paragraph in list(self.document.findall(nodes.paragraph)):
            texts = [t for t in paragraph.findall(nodes.Text)
                     if not isinstance(t.parent, (nodes.literal, nodes.raw, nodes.math))]
            for i, text in enumerate(texts):
                if "\n" not in text:
                    continue
                before = "".join(str(t) for t in texts[:i])[-1:]
                after = "".join(str(t) for t in texts[i + 1:])[:1]
                joined = WIDE_BREAK.sub("", before + str(text) + after)
                joined = joined[len(before):len(joined) - len(after)]
                if joined != str(text):
                    # by identity: Element.replace would find the first equal text
                    parent = text.parent
                    at = next(k for k, child in enumerate(parent.children) if child is text)
                    parent[at] = texts[i] = nodes.Text(joined)


# The theme's words that Sphinx's and the themes' Japanese catalogues leave in English:
# (as the page has it, as the Japanese page says it).
JA_CHROME = (
    ('aria-label="Toggle primary sidebar"', 'aria-label="サイドバーを開閉"'),
    ('title="Toggle primary sidebar"', 'title="サイドバーを開閉"'),
    ('aria-label="Toggle secondary sidebar"', 'aria-label="目次を開閉"'),
    ('title="Toggle secondary sidebar"', 'title="目次を開閉"'),
    ('title="Link to this heading"', 'title="この見出しへのリンク"'),
    ('title="Link to this term"', 'title="この用語へのリンク"'),
    ('title="Link to this equation"', 'title="この式へのリンク"'),
    ('title="Link to this image"', 'title="この図へのリンク"'),
    ('title="Link to this table"', 'title="この表へのリンク"'),
    ('title="Link to this code"', 'title="このコードへのリンク"'),
    ('aria-label="Main"', 'aria-label="本文"'),
    ('aria-label="Page"', 'aria-label="ページ"'),
    ('aria-label="Section Navigation"', 'aria-label="節のナビゲーション"'),
    # the colour-mode button shows an icon titled ライト, ダーク or システムの設定
    ('aria-label="Color mode"', 'aria-label="表示の色：ライト、ダーク、システムの設定"'),
    # the search field shows 検索 and its shortcut (Label in Name, as in LABELS)
    ('search-button__button pst-js-only" title="検索" aria-label="検索"',
     'search-button__button pst-js-only" title="検索" aria-label="検索 Ctrl+K"'),
    ('placeholder="Search this book..."', 'placeholder="この本を検索…"'),
    ('aria-label="Search this book..."', 'aria-label="この本を検索…"'),
    ('title="Color mode"', 'title="表示の色"'),
    ('title="Light"', 'title="ライト"'),
    ('title="Dark"', 'title="ダーク"'),
    ('title="System Settings"', 'title="システムの設定"'),
    ('data-tooltip="Copy"', 'data-tooltip="コピー"'),
    ("Show code cell source", "コードのソースを表示"),
    ("Hide code cell source", "コードのソースを隠す"),
    ("Show code cell outputs", "コードの出力を表示"),
    ("Hide code cell outputs", "コードの出力を隠す"),
)


# The download menu's "source file" item: the Japanese edition does not copy its
# sources (they would add 1.4 MB), so the item would link to nothing.
SOURCE_ITEM = re.compile(r'<li><a href="[^"]*_sources/[^"]*"[^>]*btn-download-source-button'
                         r".*?</a>\s*</li>", re.S)


def _chrome(app, exception) -> None:
    """Say the theme's remaining English in Japanese, on the Japanese pages, and drop
    the download menu's link to the sources the edition does not copy."""
    if exception is not None or app.builder.format != "html" or edition(app.config) == "en":
        return
    for page in Path(app.outdir).rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        fixed = SOURCE_ITEM.sub("", text)
        for old, new in JA_CHROME:
            fixed = fixed.replace(old, new)
        if fixed != text:
            page.write_text(fixed, encoding="utf-8")


def prune(edition_dir: Path) -> int:
    """Delete an edition's copies of the shared _static files (its pages use the root's);
    return how many files went."""
    static = edition_dir / "_static"
    gone = 0
    for path in sorted(static.rglob("*"), reverse=True):
        rel = "_static/" + path.relative_to(static).as_posix()
        if path.is_file() and shared(rel):
            path.unlink()
            gone += 1
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return gone


def _prune(app, exception) -> None:
    if exception is None and app.builder.format == "html" and edition(app.config) != "en":
        prune(Path(app.outdir))
        # MyST-NB keeps the executed notebooks next to the output folder: here, inside
        # the English site.
        shutil.rmtree(Path(app.outdir, up(app.config), "jupyter_execute"), ignore_errors=True)


def setup(app):
    app.connect("html-page-context", _share_static, priority=1)
    app.connect("html-page-context", _switch, priority=950)
    app.add_transform(SameSectionIds)
    app.add_transform(JoinJapaneseLines)
    # Before the font is cut (pointyrules_site, 500), which must see these words, and
    # before LABELS, which then finds nothing English to fix.
    app.connect("build-finished", _chrome, priority=450)
    app.connect("build-finished", _prune, priority=900)
