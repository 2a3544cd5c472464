"""The book builds with warnings as errors and shows what the chapters promise."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("book")
    jb = Path(sys.executable).with_name("jupyter-book")
    proc = subprocess.run([str(jb), "build", str(ROOT), "--path-output", str(out),
                           "-n", "-W", "--keep-going"], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "PYDEVD_DISABLE_FILE_VALIDATION": "1"})
    reports = out / "_build" / "html" / "reports"
    details = "".join(p.read_text() for p in reports.glob("*.log")) if reports.exists() else ""
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:] + details
    return out / "_build" / "html"


def test_book_has_the_introduction_glossary_and_engine_pages(site):
    for page in ["book/intro.html", "book/glossary.html", "book/engine.html"]:
        assert (site / page).exists(), page
    assert "とんがり帽子" in (site / "book/glossary.html").read_text()


def test_pointy_hats_chapter_renders_the_widget_from_saved_state(site):
    html = (site / "book/pointy_hats.html").read_text()
    assert "application/vnd.jupyter.widget-state+json" in html
    assert "application/vnd.jupyter.widget-view+json" in html
    assert "Your hand" in html  # the saved widget state holds the rendered table


def test_pointy_hats_chapter_shows_exact_fractions_and_clarifications(site):
    html = (site / "book/pointy_hats.html").read_text()
    for fraction in ["3/11", "19/22", "85/132", "53/54"]:
        assert fraction in html, fraction
    for ruling in [f"PH-{i}" for i in range(1, 7)]:
        assert ruling in html, ruling
    assert html.count("dropdown") >= 4  # the exercise solutions are togglable


def test_rice_dice_chapter_shows_widget_fractions_clarifications_and_solutions(site):
    html = (site / "book/rice_dice.html").read_text()
    assert "application/vnd.jupyter.widget-state+json" in html
    # the saved widget state holds the rendered advisor (its JSON escapes the star ★)
    assert "Your move" in html and "\\u2605 best" in html
    # each derived by hand in the chapter: (1/6)^5, (2/6)^3, 60 * (1/6)^3 * (2/6)^2, (2/6)^5
    for fraction in ["1/7776", "1/27", "5/162", "1/243"]:
        assert fraction in html, fraction
    for ruling in [f"RD-{i}" for i in range(1, 8)]:
        assert ruling in html, ruling
    assert html.count("dropdown") >= 6  # the exercise solutions are togglable
    assert "ライスダイス" in (site / "book/glossary.html").read_text()
