"""The built pages read as a reader sees them: what each page shows, not only that it built.

Every page of the site (the book's chapters, search and index pages) is parsed: markdown
must have become HTML, numbers must read as numbers, the introduction must list exactly
the chapters there are, and the Japanese font subset must cover every Japanese character
the pages use.
"""

import re
import sys

import pytest
from bs4 import BeautifulSoup

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "sitebuild"))
import assets  # noqa: E402
import chapters  # noqa: E402
import jpfont  # noqa: E402

TABLE_ROW = re.compile(r"^\s*\|.*\|")  # a markdown table row left as text
TABLE_RULE = re.compile(r"\|\s*:?-{3,}:?\s*\|")  # |---| or | --- |
SIGNED_ZERO = re.compile(r"(?<![\w.])[-−]0(\.0+)?(?![\d.])%?")  # -0, -0.00, −0.0%


def _pages(site):
    return sorted(p for p in site.rglob("*.html")
                  if p.relative_to(site).parts[0] not in ("_static", "_sources"))


@pytest.fixture(scope="module")
def pages(site):
    """{page path relative to the site: the page's main content, code input removed}."""
    out = {}
    for path in _pages(site):
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        main = soup.select_one("article.bd-article") or soup.body or soup
        for hidden in main.select("div.cell_input, script, style, .headerlink"):
            hidden.decompose()
        out[str(path.relative_to(site))] = main
    assert "book/intro.html" in out and len(out) >= 10
    return out


def _outside_code(main) -> list[str]:
    """The texts of the page's blocks, outside code and program output."""
    return [el.get_text(" ", strip=True) for el in main.find_all(["p", "li", "td", "th", "h1",
                                                                  "h2", "h3", "dd", "dt"])
            if not el.find_parent(["pre", "code"])]


def test_no_markdown_left_as_text(pages):
    problems = []
    for name, main in pages.items():
        for text in _outside_code(main):
            if TABLE_ROW.match(text) or TABLE_RULE.search(text):
                problems.append(f"{name}: a markdown table as text: {text[:80]!r}")
            elif "**" in text:
                problems.append(f"{name}: literal ** in {text[:80]!r}")
    assert not problems, "\n".join(problems)


def test_no_signed_zero_anywhere_a_reader_looks(pages):
    """Tables, sentences and program output alike: a net of -355/104976 reads 0.00."""
    problems = [f"{name}: {m.group(0)!r} in {text[max(0, m.start() - 40):m.end() + 20]!r}"
                for name, main in pages.items()
                for text in [main.get_text(" ")] for m in SIGNED_ZERO.finditer(text)]
    assert not problems, "\n".join(problems)


def test_introduction_links_every_chapter_and_calls_none_coming(pages, site):
    intro = pages["book/intro.html"]
    linked = {a["href"].split("#")[0] for a in intro.find_all("a", href=True)}
    toc_pages = [f"{c}.html".removeprefix("book/") for c in _toc_chapters()]
    missing = [p for p in toc_pages if p not in linked]
    assert not missing, f"the introduction does not link {missing}"
    rows = intro.select("table tbody tr")
    assert len(rows) == len(chapters.game_chapters()), "one row per game chapter"
    for row, game in zip(rows, chapters.game_chapters(), strict=True):
        assert row.find("a", href=f"{game.key}.html"), f"{game.name}'s row has no link"
    text = intro.get_text(" ").lower()
    assert "coming" not in text and "appear here as" not in text


def _toc_chapters():
    import yaml

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text())
    return [c["file"] for part in toc["parts"] for c in part["chapters"]]


def test_japanese_font_subset_covers_every_japanese_character(site):
    from fontTools.ttLib import TTFont

    # both editions' pages, and the words the live tables draw (jpfont.catalogue_text)
    used = jpfont.characters_used(site, jpfont.catalogue_text())
    assert len(used) > 500, "the Japanese edition uses more Japanese characters than this"
    font = site / "_static" / jpfont.FONT_FILE
    cmap = TTFont(font).getBestCmap()
    assert not [c for c in used if ord(c) not in cmap]
    assert len(cmap) < len(used) + 40, "a subset, not the whole font"
    # about 150 bytes a character (916 characters: 138,592 bytes); the whole font
    # would be several megabytes
    assert font.stat().st_size < 200 * len(used)
    css = (site / "_static" / jpfont.CSS_FILE).read_text()
    assert f"unicode-range: {jpfont.unicode_range(set(used))};" in css
    assert "U+41" not in css.split("unicode-range:")[1], "Latin text keeps the theme's fonts"
    for page in _pages(site):
        html = page.read_text(encoding="utf-8")
        if "<head>" in html and page.name != "index.html":  # index.html only redirects
            assert jpfont.CSS_FILE in html and "pointyrules.css" in html, page


def test_a_character_the_font_lacks_fails_the_build(site, tmp_path):
    """U+2A6D6 is a CJK character Noto Sans JP does not have."""
    (tmp_path / "_static").mkdir()
    (tmp_path / "page.html").write_text("<p>とんがり帽子 \U0002A6D6</p>", encoding="utf-8")
    with pytest.raises(jpfont.FontError, match=r"U\+2A6D6\) on page.html"):
        jpfont.build(tmp_path, assets.npm_package(jpfont.PACKAGE))
    (tmp_path / "page.html").write_text("<p>とんがり帽子</p>", encoding="utf-8")
    assert jpfont.build(tmp_path, assets.npm_package(jpfont.PACKAGE))["characters"] == 6


def test_unicode_range_joins_neighbours():
    assert jpfont.unicode_range(set("あいうか")) == "U+3042, U+3044, U+3046, U+304B"
    assert jpfont.unicode_range(set("ぁあぃい")) == "U+3041-3044"


def test_favicon_is_linked_from_every_page(site):
    for page in _pages(site):
        html = page.read_text(encoding="utf-8")
        if "<head>" not in html or page.name == "index.html":
            continue
        icon = BeautifulSoup(html, "html.parser").select_one("link[rel~=icon]")
        assert icon is not None, f"{page} has no favicon"
        assert (page.parent / icon["href"]).resolve().is_file(), f"{page}: {icon['href']}"
