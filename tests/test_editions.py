"""One site, two editions (issue 33, point 3), checked on the built site.

English at ``/``, Japanese at ``/ja/`` with the same pages at the same paths: every
Japanese page says ``lang="ja"``; every page links both editions (``hreflang``) and shows
a switch to the same page of the other; a section has the same id in both editions, so
the switch keeps the reader's place; the Japanese pages share the English edition's
files instead of copying them, and add at most 8 MB; no theme word is left in English on
a Japanese page; and no line break of the source splits a Japanese sentence.
"""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import yaml

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "sitebuild"))
import editions  # noqa: E402
import jpfont  # noqa: E402

MB = 1_000_000


def _pages() -> list[str]:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    return [toc["root"], *(c["file"] for p in toc["parts"] for c in p["chapters"])]


PAGES = _pages()


class _Page(HTMLParser):
    """What the tests read of a page: its tags' attributes, its sections' ids, the text
    outside scripts and preformatted blocks."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
            "source", "track", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []  # with "lang": the language in force
        self._langs: list[str] = []
        self.sections: list[str] = []
        self.text: list[str] = []  # each text node's text, as the page has it
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        lang = attrs.get("lang") or (self._langs[-1] if self._langs else "")
        if tag not in self.VOID:
            self._langs.append(lang)
        self.tags.append((tag, {**attrs, "lang": lang}))
        if tag == "section" and attrs.get("id"):
            self.sections.append(attrs["id"])
        if tag in ("script", "style", "pre", "svg", "math"):
            self._skip += 1

    def handle_startendtag(self, tag, attrs):
        lang = dict(attrs).get("lang") or (self._langs[-1] if self._langs else "")
        self.tags.append((tag, {**dict(attrs), "lang": lang}))

    def handle_endtag(self, tag):
        if tag not in self.VOID and self._langs:
            self._langs.pop()
        if tag in ("script", "style", "pre", "svg", "math") and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def _read(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    page.close()
    return page


def _html(site: Path, page: str) -> Path:
    return site / f"{page}.html"


@pytest.mark.parametrize("page", PAGES)
def test_both_editions_link_each_other_and_japanese_says_lang_ja(site, page):
    for lang, folder in editions.EDITIONS.items():
        path = _html(site, folder + page)
        text = path.read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in text, f"{path}: <html lang={lang}>"
        read = _read(path)
        alternates = {a["hreflang"]: a["href"] for tag, a in read.tags
                      if tag == "link" and a.get("rel") == "alternate" and "hreflang" in a}
        assert set(alternates) == {"en", "ja", "x-default"}, alternates
        for other, href in alternates.items():
            target = (path.parent / href).resolve()
            expected = _html(site, editions.EDITIONS.get(other, "") + page).resolve()
            assert target == expected, (other, href)
        switch = [a for tag, a in read.tags if tag == "a" and "pr-edition" in a.get("class", "")]
        assert len(switch) == 1, "one visible switch"
        there = next(lg for lg in editions.EDITIONS if lg != lang)
        assert switch[0]["lang"] == there and switch[0]["hreflang"] == there
        assert (path.parent / switch[0]["href"]).resolve() == \
            _html(site, editions.EDITIONS[there] + page).resolve()


@pytest.mark.parametrize("page", PAGES)
def test_a_section_has_the_same_id_in_both_editions(site, page):
    english = _read(_html(site, page)).sections
    japanese = _read(_html(site, "ja/" + page)).sections
    assert english, page
    assert japanese == english


@pytest.mark.parametrize("page", PAGES + ["search", "genindex"])
def test_japanese_pages_use_the_shared_files_and_every_link_resolves(site, page):
    path = _html(site, "ja/" + page)
    broken, copies = [], []
    for _tag, attrs in _read(path).tags:
        for key in ("src", "href"):
            url = attrs.get(key)
            if not url or urlsplit(url).scheme or url.startswith(("#", "//", "mailto:")):
                continue
            target = (path.parent / unquote(urlsplit(url).path)).resolve()
            if not target.exists():
                broken.append(url)
            elif "_static" in target.parts and target.is_relative_to(site / "ja"):
                rel = "_static/" + target.relative_to(site / "ja" / "_static").as_posix()
                if editions.shared(rel):
                    copies.append(url)
    assert not broken, f"ja/{page}: links to nothing: {broken[:10]}"
    assert not copies, f"ja/{page}: uses its own copies of shared files: {copies[:10]}"


def test_the_japanese_edition_adds_at_most_8_mb(site):
    """Its pages under ja/, and its printed sheets (in the site's _static/printables,
    named -ja-)."""
    ja = site / "ja"
    size = sum(p.stat().st_size for p in ja.rglob("*") if p.is_file())
    static = sum(p.stat().st_size for p in (ja / "_static").rglob("*") if p.is_file())
    sheets = sum(p.stat().st_size for p in (site / "_static" / "printables").glob("*-ja-*.pdf"))
    assert sheets, "no Japanese sheet printed"
    print(f"the Japanese edition: {(size + sheets) / MB:.2f} MB ({static / MB:.2f} MB in "
          f"ja/_static, {sheets / MB:.2f} MB of sheets)")
    assert size + sheets <= 8 * MB
    assert not (ja / "_sources").exists() and not (site / "jupyter_execute").exists()


# Attributes a browser shows or speaks.
SPOKEN = ("aria-label", "title", "placeholder", "alt", "aria-description")
LATIN_WORD = re.compile(r"\b[A-Za-z]{3,}\b")
# Not English sentences: names of things and programs a Japanese reader meets as they are.
NAMES = {"pointyrules", "This", "why", "you", "lose", "coins", "Python", "Pyodide",
         "JavaScript", "WebAssembly", "Noto", "Sans", "PDF", "SVG", "Jupyter", "Book",
         "Sphinx", "OpenSpiel", "PettingZoo", "ISMCTS", "CFR", "SymPy", "README", "Doki",
         "tto", "Ice", "Rice", "Dice", "Pointy", "Hats", "Gingham", "Ctrl"}


@pytest.mark.parametrize("page", PAGES + ["search", "genindex"])
def test_no_english_words_in_what_a_japanese_page_shows_or_speaks(site, page):
    """The theme's labels, tooltips and placeholders (editions.JA_CHROME) and the
    site's own: not one English word outside the names above, except inside an element
    marked as English (the switch to the English edition). No block is left in English
    (editions.still_english): the lesson packs, printables, class data and the coins'
    card speak Japanese too."""
    english, still = [], 0
    for tag, attrs in _read(_html(site, "ja/" + page)).tags:
        if tag == "div" and "pr-still-english" in attrs.get("class", "").split():
            still += 1
        if attrs["lang"] != "ja":
            continue
        for key in SPOKEN:
            words = set(LATIN_WORD.findall(attrs.get(key) or "")) - NAMES
            if words:
                english.append(f'{key}="{attrs[key][:60]}"')
    assert not still, f"ja/{page}: {still} blocks still in English"
    assert not english, f"ja/{page}: English the reader sees or hears: {sorted(set(english))}"


WIDE_BREAK = re.compile(f"{editions.WIDE}\n{editions.WIDE}")


@pytest.mark.parametrize("page", PAGES)
def test_no_line_break_splits_a_japanese_sentence(site, page):
    """A browser shows a line break between two Japanese characters as a space."""
    found = [m.group(0) for text in _read(_html(site, "ja/" + page)).text
             for m in WIDE_BREAK.finditer(text)]
    assert not found, f"ja/{page}: {len(found)} breaks such as {found[:5]}"


def test_the_font_has_every_character_of_both_editions_and_the_tables(site):
    from fontTools.ttLib import TTFont

    cmap = TTFont(site / "_static" / jpfont.FONT_FILE).getBestCmap()
    used = jpfont.characters_used(site, jpfont.catalogue_text())
    missing = sorted(c for c in used if ord(c) not in cmap)
    assert not missing, f"characters the shipped font cannot draw: {missing[:40]}"
    assert any(p.startswith("ja/") for pages in used.values() for p in pages)


def test_line_breaks_between_japanese_characters_are_joined_in_every_form(monkeypatch):
    """Inside a text, as a text of its own (MyST's soft break), before a link; a break
    next to a Latin letter stays (it is a space between words)."""
    from docutils import nodes

    paragraph = nodes.paragraph("", "", nodes.Text("幅 5"), nodes.Text("\n"),
                                nodes.Text("mm。順番にコインを"), nodes.Text("\n"),
                                nodes.Text("テーブルに置き、\n"),
                                nodes.reference("", "", nodes.Text("小銭")),
                                nodes.Text("だけ。\n使う\nAnn\nand"))
    section = nodes.section()
    section += paragraph
    transform = object.__new__(editions.JoinJapaneseLines)
    transform.document = section
    monkeypatch.setattr(editions.JoinJapaneseLines, "config",
                        type("Config", (), {"language": "ja"}), raising=False)
    transform.apply()
    assert paragraph.astext() == "幅 5\nmm。順番にコインをテーブルに置き、小銭だけ。使う\nAnn\nand"


def test_a_figure_with_japanese_words_is_drawn_in_the_page(site):
    """An <img> cannot use the page's fonts: every SVG figure whose words are Japanese is
    in the page itself (pointyrules_site._inline_japanese_figures), named by its alt text."""
    import pointyrules_site

    as_images, inlined = [], 0
    for page in sorted(site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        inlined += text.count('class="pr-figure-svg"')
        for m in pointyrules_site.IMAGE.finditer(text):
            svg = (page.parent / m.group(2)).read_text(encoding="utf-8")
            if any(jpfont.JAPANESE.search(t) for t in pointyrules_site.SVG_TEXT.findall(svg)):
                as_images.append(f"{page.relative_to(site)}: {m.group(2)}")
    assert not as_images, as_images[:5]
    assert inlined >= 30


def test_an_inlined_figure_keeps_its_ids_its_own_and_takes_the_alt_text():
    import pointyrules_site

    svg = ('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" '
           'role="img" aria-label="old"><defs><marker id="arrow"/></defs>'
           '<path marker-end="url(#arrow)"/><use href="#arrow"/><text>矢印</text></svg>')
    out = pointyrules_site.inline_svg(svg, "右向きの矢印", "f1")
    assert out.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="10" role="img" '
                          'aria-label="右向きの矢印" class="pr-figure-svg">')
    assert 'id="f1-arrow"' in out and "url(#f1-arrow)" in out and 'href="#f1-arrow"' in out
    assert 'id="arrow"' not in out and "<?xml" not in out and 'aria-label="old"' not in out
