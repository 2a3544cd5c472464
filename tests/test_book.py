"""The book builds with warnings as errors and shows what the chapters promise."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_book_has_the_introduction_glossary_and_engine_pages(site):
    for page in ["book/intro.html", "book/glossary.html", "book/engine.html"]:
        assert (site / page).exists(), page
    assert "とんがり帽子" in (site / "book/glossary.html").read_text()


def _game_chapter(site, name: str, prefix: str, rulings: int) -> str:
    """A game chapter's page: its table in place and every ruling ``prefix``-1..``rulings``
    cited. Returns the HTML."""
    html = (site / f"book/{name}.html").read_text()
    assert f'<div class="pr-table" data-game="{name}">' in html
    for ruling in [f"{prefix}-{i}" for i in range(1, rulings + 1)]:
        assert ruling in html, ruling
    return html


GAMES = ["pointy_hats", "rice_dice", "dokitto", "gingham", "coins"]


def test_each_chapter_shows_one_table_in_place_and_no_saved_widget(site):
    """Issue 16, part 1: the saved picture of the chapter's own table (every control
    disabled until the page's Python makes it live) with its progress line, once; no
    console frame, no second copy, no widget manager and no saved widget state."""
    from bs4 import BeautifulSoup

    for game in GAMES:
        html = (site / f"book/{game}.html").read_text()
        soup = BeautifulSoup(html, "html.parser")
        [runtime] = soup.select(".pr-runtime")
        [table] = runtime.select(".pr-table")
        assert table["data-game"] == game and not table.has_attr("data-ready")
        assert table.select_one(".pr-toolbar") and table.select_one(".pr-board")
        assert runtime.select_one(".pr-progress").get_text() == "Starting the game engine…"
        buttons = table.select("button, select")
        assert buttons and all(b.has_attr("disabled") for b in buttons), game
        assert not table.select('[role="button"]:not([aria-disabled="true"])'), game
        assert "<iframe" not in html and "Play in your browser" not in html, game
        for gone in ("widget-state+json", "widget-view+json", "embed-amd.js", "require.js"):
            assert gone not in html, (game, gone)
        assert "pointyrules-table.js" in html
    assert not (site / "lite").exists()
    assert not (site / "_static" / "jupyter-widgets").exists()


def test_pointy_hats_chapter_shows_exact_fractions_and_clarifications(site):
    html = (site / "book/pointy_hats.html").read_text()
    for fraction in ["3/11", "19/22", "85/132", "53/54"]:
        assert fraction in html, fraction
    for ruling in [f"PH-{i}" for i in range(1, 8)]:
        assert ruling in html, ruling
    assert html.count("dropdown") >= 4  # the exercise solutions are togglable


def test_dokitto_chapter_has_rules_pictures_table_and_clarifications(site):
    html = _game_chapter(site, "dokitto", "DI", 13)
    assert "ドキッと" in html and "<svg" in html
    for rule in ["the highest card, Aiko’s strawberry 10, wins",  # the worked round
                 "the lowest card, Ben’s matcha 2, wins",
                 "the one played later wins: Chika’s vanilla 2"]:  # an exercise's solution
        assert rule in html, rule  # a worked trick for each winner rule and the tie
    assert html.count("dropdown") >= 4  # the exercise solutions are togglable
    assert html.count("<img") >= 4  # the plots
    assert "ドキッと" in (site / "book/glossary.html").read_text()


def test_every_page_uses_only_self_hosted_files(site):
    """No script, stylesheet or image of an ordinary page comes from another host."""
    import re
    for page in site.glob("**/*.html"):
        html = page.read_text()
        for tag in re.findall(r"<(?:script|link|img)\b[^>]*>", html):
            assert not re.search(r"(?:src|href)=\"(?:https?:)?//", tag), (page.name, tag)
        assert "THEBE_JS_URL" not in html and "fonts.googleapis" not in html


def test_site_ships_no_source_maps(site):
    """Source maps are for developer tools only; the site leaves them (and the comments
    naming them) out to stay within its size budget."""
    assert not list(site.rglob("*.map"))
    for code in [*(site / "_static").rglob("*.js"), *(site / "_static").rglob("*.css")]:
        assert "sourceMappingURL" not in code.read_text(errors="ignore").rsplit("\n", 1)[-1], code


def test_rice_dice_chapter_shows_table_fractions_clarifications_and_solutions(site):
    html = _game_chapter(site, "rice_dice", "RD", 7)
    # each derived by hand in the chapter: (1/6)^5, (2/6)^3, 60 * (1/6)^3 * (2/6)^2, (2/6)^5
    for fraction in ["1/7776", "1/27", "5/162", "1/243"]:
        assert fraction in html, fraction
    # RD-1: other dice, plain dice against the spread layout, as a table; exactly one plum
    assert "Other dice" in html and "the spread layout" in html and "3125/7776" in html
    for ruling in [f"RD-{i}" for i in range(1, 8)]:
        assert ruling in html, ruling
    assert html.count("dropdown") >= 6  # the exercise solutions are togglable
    assert "ライスダイス" in (site / "book/glossary.html").read_text()


def test_gingham_chapter_has_diagrams_examples_table_and_clarifications(site):
    html = _game_chapter(site, "gingham", "GI", 18)
    assert "ギンガム" in html
    boards = re.findall(r'<img alt="([^"]*)" src="[^"]*\.svg"', html)
    assert len(boards) >= 8 and all(boards), "every board picture has its alt text"
    for worked in ["’s 2 ants connect two cherry stacks: +2",
                   "6 ants connect two cookie stacks: +6",
                   "captures the stack by a4 (3 cherries): +3", "returning Sahil’s token: +5"]:
        assert worked in html, worked  # the worked round, in the source's seats, scored
    assert html.count("dropdown") >= 4
    assert "ギンガム" in (site / "book/glossary.html").read_text()


def test_coins_chapter_has_table_drawings_round_geometry_and_clarifications(site):
    html = _game_chapter(site, "coins", "LC", 6)
    assert "This is why you lose coins" in html and html.count("<svg") >= 6
    # the worked round, judged by the engine, and the geometry a class can do by hand;
    # the solver's workings are in the appendix (issue 17)
    assert "1.28 mm" in html and "fits" in html
    for fact in ["Minkowski", "98.81", "101.20", "tilted 4 degrees"]:
        assert fact in html, fact
    assert html.count("dropdown") >= 6 and html.count("<img") >= 2  # solutions, plots
    inside = (site / "book/inside/coins.html").read_text()
    for section in ["Helly", "Lipschitz", "upper_bound", "branch and bound"]:
        assert section in inside, section
    assert "キャッシュカード" in (site / "book/glossary.html").read_text()


def test_page_python_ships_only_what_the_tables_use_as_bytecode(site):
    """The worker starts Pyodide from _static/pyodide: its core, a lock file with no
    packages, the standard library trimmed to the modules the tables imported while the
    build played every game, as unchecked-hash bytecode (PEP 552) only, and the package
    with its sources and bytecode beside them (no notebook widgets). The whole standard
    library is there too, fetched only if a module outside the trimmed one is imported."""
    import zipfile

    pyodide = site / "_static" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib_full.zip"):
        assert (pyodide / name).is_file(), name
    assert json.loads((pyodide / "pyodide-lock.json").read_text())["packages"] == {}
    trimmed = zipfile.ZipFile(pyodide / "python_stdlib.zip")
    names = set(trimmed.namelist())
    assert names and all(n.endswith(".pyc") for n in names)
    for module in ["fractions", "json/decoder", "random", "_pyodide/_base", "encodings/utf_8"]:
        pyc = trimmed.read(f"{module}.pyc")
        assert int.from_bytes(pyc[4:8], "little") == 0b01, module  # hash-based, unchecked
    full = [n for n in zipfile.ZipFile(pyodide / "python_stdlib_full.zip").namelist()
            if n.endswith(".py")]
    assert len(names) < 0.4 * len(full) and "tkinter/__init__.pyc" not in names
    package = set(zipfile.ZipFile(pyodide / "pointyrules.zip").namelist())
    sources = {n for n in package if n.endswith(".py")}
    assert {"pointyrules/table/session.py", "pointyrules/core.py", "pointyrules_page.py"} <= sources
    assert {n[:-1] for n in package if n.endswith(".pyc")} == sources
    assert not [n for n in package if n.startswith("pointyrules/widget.")]  # ipywidgets
    # nor what only the build or a researcher's machine runs: the printables, the adapters
    assert not [n for n in package if n.rsplit("/", 1)[-1].split(".")[0]
                in ("printables", "adapters", "openspiel", "pettingzoo")]
    # its one data file, the solved two-player Pointy Hats round the expert plays from
    # (issue 32; read through the package's loader), and not the solver that wrote it
    assert {n for n in package if not n.endswith((".py", ".pyc"))} == {
        "pointyrules/pointy_hats/strategy_two_player.json"}
    assert "pointyrules/pointy_hats/solve.py" not in package
    assert not list(pyodide.glob("*.whl"))


def test_site_stays_within_its_size_budget(site):
    """At most 40 MB in all (issue 16: the JupyterLite app is gone)."""
    total = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    assert total <= 40_000_000, f"the site is {total / 1e6:.1f} MB"


def test_each_chapter_links_its_printables_which_print_as_they_say(site):
    """Issue 17: every sheet of every game is a PDF on A4 and on US Letter, filling the
    pages it says, with the game's name and the sheet's title in its text; the chapter's
    For the teacher section links both."""
    import sys

    from pypdf import PdfReader

    from pointyrules.games import get

    sys.path.insert(0, str(ROOT / "sitebuild"))
    import printables

    for name in GAMES:
        html = (site / f"book/{name}.html").read_text()
        sheets = printables.sheets(name)
        assert sheets, name
        for sheet in sheets:
            for paper in ("a4", "letter"):
                path = site / "_static" / "printables" / sheet.filename(paper)
                assert f'href="../_static/printables/{sheet.filename(paper)}"' in html
                reader = PdfReader(path)
                assert len(reader.pages) == sheet.pages_on(paper), path.name
                # (pypdf puts spaces where the font changes: compared without them)
                text = "".join("".join(page.extract_text() for page in reader.pages).split())
                assert "".join(get(name).name.split()) in text, path.name
                assert "".join(sheet.title.split()) in text, path.name
        # Issue 33: the Japanese chapter links its Japanese sheets, each a PDF on A4 whose
        # text (read back without the spaces pypdf puts between Japanese characters) has
        # the sheet's title
        html = (site / f"ja/book/{name}.html").read_text()
        for sheet in printables.sheets(name, "ja"):
            assert sheet.papers == ("a4",)
            path = site / "_static" / "printables" / sheet.filename("a4")
            assert f'href="../../_static/printables/{sheet.filename("a4")}"' in html
            reader = PdfReader(path)
            assert len(reader.pages) == sheet.pages, path.name
            text = "".join("".join(page.extract_text() for page in reader.pages).split())
            assert "".join(sheet.title.split()) in text, path.name
