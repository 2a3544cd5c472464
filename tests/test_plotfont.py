"""The Japanese chapters' matplotlib figures draw their Japanese (issue 33):
pointyrules/plotfont.py gives matplotlib the site's Japanese font, cut to what the
Japanese chapters and the games' words use."""

from __future__ import annotations

import json
import re
import warnings

import matplotlib
import pytest

from pointyrules import plotfont

from .conftest import ROOT
from .test_japanese_tables import english_words

matplotlib.use("Agg")

# The words a figure shows: the string given to a label, a title or a text.
SHOWN = re.compile(r'(?:set_[xy]label|set_title|suptitle)\(\s*(f?"[^"]*")'
                   r'|\b(?:label|title)=(f?"[^"]*")'
                   r'|\.text\([^,()]+,[^,()]+,\s*(f?"[^"]*")')
FIELD = re.compile(r"\{[^{}]*\}")  # an f-string's {expression}: code, not words


def draw(text: str) -> list[str]:
    """Draw ``text`` as a figure's label; the warnings matplotlib gave."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 2))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ax.set_xlabel(text)
        fig.canvas.draw()
    plt.close(fig)
    return [str(w.message) for w in caught if "missing from font" in str(w.message)]


@pytest.fixture
def default_font():
    saved = dict(matplotlib.rcParams)
    matplotlib.rcParams["font.family"] = ["DejaVu Sans"]
    yield
    matplotlib.rcParams.update(saved)


def test_matplotlibs_own_font_cannot_draw_japanese(default_font):
    assert draw("シミュレーション")  # the fault plotfont is there for


def test_every_japanese_character_of_the_chapters_is_drawn(default_font):
    chars = sorted(set(re.findall("[\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef]",
                                  plotfont.chapter_text())))
    plotfont.japanese()
    assert len(chars) > 500
    for start in range(0, len(chars), 200):
        assert not draw("".join(chars[start:start + 200]))


@pytest.mark.parametrize("path", sorted((ROOT / "ja" / "book").glob("*.ipynb")),
                         ids=lambda p: p.stem)
def test_a_japanese_figure_says_its_words_in_japanese(path):
    """The words a Japanese chapter's code puts on a matplotlib figure (axis labels,
    titles, legends) are Japanese, and the chapter gives matplotlib the font first."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    if not any("matplotlib" in cell for cell in code):
        return
    assert any("plotfont.japanese()" in cell for cell in code), path.name
    shown = [FIELD.sub(" ", text.lstrip("f").strip('"')) for cell in code
             for match in SHOWN.findall(cell) for text in match if text]
    assert shown, path.name
    english = {w for text in shown for w in english_words(text)}
    assert not english, f"{path.name}: English on a figure: {sorted(english)}"
