"""The book builds with warnings as errors and shows what the chapters promise."""

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_book_has_the_introduction_glossary_and_engine_pages(site):
    for page in ["book/intro.html", "book/glossary.html", "book/engine.html"]:
        assert (site / page).exists(), page
    assert "とんがり帽子" in (site / "book/glossary.html").read_text()


def _game_chapter(site, name: str, prefix: str, rulings: int, widget_text: str) -> str:
    """A game chapter's page: the saved widget (showing ``widget_text``), the in-browser
    play frame and every ruling ``prefix``-1..``rulings`` cited. Returns the HTML."""
    html = (site / f"book/{name}.html").read_text()
    assert "application/vnd.jupyter.widget-state+json" in html and widget_text in html
    assert 'class="jupyterlite_sphinx_raw_iframe"' in html  # Play in your browser
    for ruling in [f"{prefix}-{i}" for i in range(1, rulings + 1)]:
        assert ruling in html, ruling
    return html


def test_pointy_hats_chapter_renders_the_widget_from_saved_state(site):
    html = (site / "book/pointy_hats.html").read_text()
    assert "application/vnd.jupyter.widget-state+json" in html
    assert "application/vnd.jupyter.widget-view+json" in html
    assert "Your hand" in html  # the saved widget state holds the rendered table


def test_pointy_hats_chapter_shows_exact_fractions_and_clarifications(site):
    html = (site / "book/pointy_hats.html").read_text()
    for fraction in ["3/11", "19/22", "85/132", "53/54"]:
        assert fraction in html, fraction
    for ruling in [f"PH-{i}" for i in range(1, 8)]:
        assert ruling in html, ruling
    assert html.count("dropdown") >= 4  # the exercise solutions are togglable


def test_dokitto_chapter_has_rules_pictures_widget_play_and_clarifications(site):
    html = _game_chapter(site, "dokitto", "DI", 13, "Your hand")
    assert "ドキッと" in html and "<svg" in html
    for rule in ["the highest card, matcha 9, wins", "the lowest card, chocolate 3, wins",
                 "the one played later, vanilla 2, wins"]:
        assert rule in html, rule  # a worked trick for each winner rule and the tie
    assert html.count("dropdown") >= 4  # the exercise solutions are togglable
    assert html.count("<img") >= 4  # the plots
    assert "ドキッと" in (site / "book/glossary.html").read_text()


def test_every_page_uses_only_self_hosted_files(site):
    """No script, stylesheet or image of an ordinary page comes from another host."""
    import re
    for page in site.glob("**/*.html"):
        if "lite" in page.relative_to(site).parts:
            continue
        html = page.read_text()
        for tag in re.findall(r"<(?:script|link|img)\b[^>]*>", html):
            assert not re.search(r"(?:src|href)=\"(?:https?:)?//", tag), (page.name, tag)
        assert "THEBE_JS_URL" not in html and "fonts.googleapis" not in html


def test_in_browser_play_ships_its_own_python(site):
    """Pyodide, its lock and every wheel it loads at start are part of the site."""
    pyodide = site / "lite" / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        assert (pyodide / entry["file_name"]).exists(), name
    assert {"ipywidgets", "pointyrules"} <= set(lock["packages"])
    config = json.loads((site / "lite" / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert "pointyrules" in kernel["loadPyodideOptions"]["packages"]
    assert 'class="jupyterlite_sphinx_raw_iframe"' in (site / "book/pointy_hats.html").read_text()


def test_in_browser_kernel_starts_from_bytecode_without_extra_installs(site):
    """The wheels carry unchecked-hash bytecode (PEP 552) for what the kernel imports at
    start; the lock's hashes match the files; the kernel's own wheels (piplite too) load
    with the rest (no micropip or piplite install at start), and the service worker that
    mounts the contents drive is off. This is what brought the time to a playable widget
    down (see sitebuild/)."""
    import hashlib
    import zipfile
    pyodide = site / "lite" / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        data = (pyodide / entry["file_name"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"], name

    def bytecode(package: str) -> dict[str, bytes]:
        wheel = zipfile.ZipFile(pyodide / lock["packages"][package]["file_name"])
        return {n: wheel.read(n) for n in wheel.namelist() if n.endswith(".pyc")}

    ours = bytecode("pointyrules")
    wheel = zipfile.ZipFile(pyodide / lock["packages"]["pointyrules"]["file_name"])
    for module in (n for n in wheel.namelist() if n.endswith(".py")):
        folder, _, stem = module[:-3].rpartition("/")
        [pyc] = [data for n, data in ours.items() if n.startswith(f"{folder}/__pycache__/{stem}.")]
        assert int.from_bytes(pyc[4:8], "little") == 0b01, module  # hash-based, unchecked
    ipython = bytecode("ipython")
    assert any(n.startswith("IPython/__pycache__/__init__.cpython-3") for n in ipython)
    # Only what is imported at start: most of pygments (its lexers) stays source only.
    pygments = zipfile.ZipFile(pyodide / lock["packages"]["pygments"]["file_name"]).namelist()
    assert 0 < len(bytecode("pygments")) < 0.2 * sum(n.endswith(".py") for n in pygments)
    config = json.loads((site / "lite" / "jupyter-lite.json").read_text())["jupyter-config-data"]
    packages = config["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]["loadPyodideOptions"]["packages"]
    assert {"ipykernel", "pyodide-kernel", "piplite", "comm", "jedi", "ipython"} <= set(packages)
    off = config["disabledExtensions"]
    assert "@jupyterlite/application-extension:service-worker-manager" in off


def test_site_ships_no_source_maps(site):
    """Source maps are for developer tools only; the site leaves them (and the comments
    naming them) out to stay within its size budget."""
    assert not list(site.rglob("*.map"))
    for code in [*(site / "_static").rglob("*.js"), *(site / "_static").rglob("*.css")]:
        assert "sourceMappingURL" not in code.read_text(errors="ignore").rsplit("\n", 1)[-1], code


def test_rice_dice_chapter_shows_widget_fractions_clarifications_and_solutions(site):
    html = (site / "book/rice_dice.html").read_text()
    assert "application/vnd.jupyter.widget-state+json" in html
    # the saved widget state holds the rendered advisor (its JSON escapes the star ★)
    assert "Your move" in html and "\\u2605 best" in html
    # each derived by hand in the chapter: (1/6)^5, (2/6)^3, 60 * (1/6)^3 * (2/6)^2, (2/6)^5
    for fraction in ["1/7776", "1/27", "5/162", "1/243"]:
        assert fraction in html, fraction
    # RD-1: the dice layouts section, plain dice against the spread layout, as a table
    assert "Dice layouts" in html and "7/648" in html and "<caption" in html
    for ruling in [f"RD-{i}" for i in range(1, 8)]:
        assert ruling in html, ruling
    assert html.count("dropdown") >= 6  # the exercise solutions are togglable
    assert "ライスダイス" in (site / "book/glossary.html").read_text()


def test_gingham_chapter_has_diagrams_examples_widget_play_and_clarifications(site):
    html = _game_chapter(site, "gingham", "GI", 18, "scores stay hidden until the end")
    assert "ギンガム" in html and html.count("<svg") >= 8
    for worked in ["+2; the stack at (2,2)", "+3 (GI-9)", "returning seat 1's token: +5",
                   "with 6 ants: +6", "with 6 ants: +9"]:
        assert worked in html, worked  # the source's worked examples, scored
    assert html.count("dropdown") >= 4 and html.count("<img") >= 2
    assert "ギンガム" in (site / "book/glossary.html").read_text()


def test_lite_build_ships_each_font_once(site):
    """The in-browser app's fonts come as woff2 only (old formats are left out)."""
    build = site / "lite" / "build"
    woff2 = {f.stem for f in build.glob("*.woff2")}
    assert woff2
    for suffix in (".svg", ".eot", ".ttf", ".woff"):
        assert not woff2 & {f.stem for f in build.glob("*" + suffix)}, suffix


def test_in_browser_standard_library_starts_from_bytecode(site):
    """Pyodide's python_stdlib.zip holds sources only; the site's copy adds
    unchecked-hash bytecode beside the modules Pyodide and the kernel import at start
    (where the zip importer looks first) and leaves the rest source only."""
    import zipfile
    stdlib = zipfile.ZipFile(site / "lite" / "static" / "pyodide" / "python_stdlib.zip")
    names = set(stdlib.namelist())
    sources = {n for n in names if n.endswith(".py")}
    compiled = {n for n in names if n.endswith(".pyc")}
    for module in ["asyncio/base_events", "inspect", "typing", "json/decoder",
                   "_pyodide/_base", "pyodide/ffi/__init__"]:
        assert f"{module}.pyc" in compiled and f"{module}.py" in sources, module
        pyc = stdlib.read(f"{module}.pyc")
        assert int.from_bytes(pyc[4:8], "little") == 0b01, module  # hash-based, unchecked
    assert {n[:-1] for n in compiled} <= sources  # the sources stay, for tracebacks
    assert len(compiled) < 0.6 * len(sources)  # only what start imports: the site stays small
    assert "tkinter/__init__.pyc" not in compiled


def test_in_browser_kernel_ships_no_jedi(site):
    """jedi and parso (2.3 MB, tab completion only) are left out; an empty wheel of
    ours stands in under jedi's name, so the kernel does not try to install it at start,
    and the play frames use IPython's own completer."""
    import html as html_module
    import re
    import zipfile
    from urllib.parse import parse_qs, urlsplit
    pyodide = site / "lite" / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    assert "parso" not in lock["packages"]
    assert not list(pyodide.glob("jedi-*.whl")) and not list(pyodide.glob("parso-*.whl"))
    jedi = lock["packages"]["jedi"]
    members = zipfile.ZipFile(pyodide / jedi["file_name"]).namelist()
    assert jedi["file_name"].startswith("pointyrules_no_jedi-") and jedi["depends"] == []
    assert all(".dist-info/" in name for name in members)  # no module named jedi
    assert all("jedi" not in entry["depends"] for entry in lock["packages"].values())
    # The kernel switches IPython's jedi completer on, which completes nothing without
    # jedi: every play frame switches it back to IPython's own completer first.
    for chapter in ["pointy_hats", "rice_dice", "dokitto", "gingham", "coins"]:
        [src] = re.findall(r'<iframe src="([^"]*)"[^>]*jupyterlite_sphinx_raw_iframe',
                           (site / "book" / f"{chapter}.html").read_text())
        code = parse_qs(urlsplit(html_module.unescape(src)).query)["code"][0]
        assert code.startswith("get_ipython().Completer.use_jedi = False\n"), chapter


def test_widget_manager_scripts_do_not_hold_back_the_play_frame(site):
    """The widget manager (embed-amd.js, 4.4 MB) and its loader are deferred, in order,
    so the parser reaches the play-in-browser frame without running them first."""
    import re
    html = (site / "book" / "dokitto.html").read_text()
    tags = re.findall(r"<script\b[^>]*(?:require|widgets-config|embed-amd)\.js[^>]*>", html)
    assert [re.search(r"(require|widgets-config|embed-amd)\.js", t)[1] for t in tags] == [
        "require", "widgets-config", "embed-amd"]
    assert all(re.search(r"\bdefer\b", tag) for tag in tags), tags
    assert html.index("embed-amd.js") < html.index("jupyterlite_sphinx_raw_iframe")


def test_coins_chapter_has_table_drawings_round_widget_geometry_and_clarifications(site):
    html = _game_chapter(site, "coins", "LC", 6, "Hint")
    assert "This is why you lose coins" in html and html.count("<svg") >= 6
    # the worked round, judged by the engine, and the geometry lesson's sections
    assert "Margin 1.28 mm: the card fits; player 2 scores" in html
    for section in ["Minkowski", "rotating calipers", "Helly", "Lipschitz", "upper_bound"]:
        assert section in html, section
    assert html.count("dropdown") >= 6 and html.count("<img") >= 4  # solutions, plots
    assert "キャッシュカード" in (site / "book/glossary.html").read_text()
