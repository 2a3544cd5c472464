"""The chapters' stored outputs show a reader sentences, tables and rounded numbers,
never raw Python: no Fraction(...), float noise, signed zero, bare True, dict, list
or named-tuple reprs, and no value left as a cell's last line to be shown as its repr.

Only what the site shows is read: every stream, and of each rich output the one mime
type myst-nb picks (by its html priority: a widget view, HTML, a picture or Markdown
before text/plain). So the text/plain of a matplotlib figure ("<Figure size ...>") or
of a widget ("VBox(children=...)") is passed over because the picture or the widget is
shown instead; a value left as the last line of a cell has only text/plain, and is
read. Of HTML only the text is read (an SVG's coordinates are not shown to anyone).
"""

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from myst_nb.core.render import base_render_priority

BOOK = Path(__file__).resolve().parents[1] / "book"
CHAPTERS = sorted(BOOK.glob("*.ipynb"))
PRIORITY = sorted(base_render_priority()["html"].items(), key=lambda item: item[1])
SHOWN_TEXT = {"text/plain", "text/markdown", "text/html", "text/latex"}

_LITERAL = r"""(?:'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?)"""
RAW = {
    "Fraction(...)": r"\bFraction\(",
    "a float with 8 or more decimals": r"\d\.\d{8,}",
    "a float in e-notation": r"\b\d(?:\.\d+)?e[-+]?\d+\b",
    "a signed zero": r"(?<![\w.])[-−+]0(?:\.0+)?(?![\d.])",
    "a bare True/False": r"(?:^|[\s:=|])(?:True|False)[ \t]*(?:$|\|)",
    "a dict repr": r"""\{\s*(?:'[^'\n]*'|"[^"\n]*"|\([^()\n]*\)|-?\d+(?:\.\d+)?)\s*:""",
    "a list repr": rf"\[\s*{_LITERAL}(?:,\s*{_LITERAL})+\s*\]|\[\s*'[^'\n]*'\s*\]",
    "a named-tuple or object repr": r"\b[A-Z]\w+\((?:[a-z_]\w*=|['\"]|\d)",
    "a NumPy or SymPy repr": r"\bnp\.\w+\(|\barray\(\[|\w\*\*\w",
}


class _Text(HTMLParser):
    """The text an HTML output shows (titles included, scripts and styles not)."""

    def __init__(self):
        super().__init__()
        self.parts, self.hidden = [], 0

    def handle_starttag(self, tag, attrs):
        self.hidden += tag in ("script", "style")

    def handle_endtag(self, tag):
        self.hidden -= tag in ("script", "style") and self.hidden > 0

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def html_text(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return "\n".join(parser.parts)


def shown(output: dict) -> str:
    """The text a reader of the site sees of one output ("" for a picture or a widget)."""
    if output["output_type"] == "stream":
        return "".join(output["text"])
    if output["output_type"] == "error":
        return "\n".join(output.get("traceback", []))
    data = output.get("data", {})
    mime = next((m for m, _ in PRIORITY if m in data), None)
    if mime not in SHOWN_TEXT:
        return ""
    text = "".join(data[mime])
    return html_text(text) if mime == "text/html" else text


def raw_reprs(text: str) -> list[tuple[str, str]]:
    """(pattern name, the line it is on) for every raw Python value in ``text``."""
    found = []
    for name, pattern in RAW.items():
        for match in re.finditer(pattern, text, flags=re.MULTILINE):
            start = text.rfind("\n", 0, match.start()) + 1
            end = text.find("\n", match.end())
            found.append((name, text[start:end if end >= 0 else None].strip()[:160]))
    return found


def bare_value(output: dict) -> bool:
    """A value left as a cell's last line and shown as its repr (``17``, ``Fraction(...)``)."""
    return output["output_type"] == "execute_result" and shown(output) == "".join(
        output["data"].get("text/plain", ""))


def findings(notebook: Path) -> list[tuple[int, str, str]]:
    cells = json.loads(notebook.read_text())["cells"]
    found = []
    for i, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            if bare_value(output):
                found.append((i, "a cell's bare value", shown(output)[:160]))
            found += [(i, name, line) for name, line in raw_reprs(shown(output))]
    return list(dict.fromkeys(found))


@pytest.mark.parametrize("notebook", CHAPTERS, ids=[p.stem for p in CHAPTERS])
def test_chapter_outputs_show_no_raw_python(notebook):
    found = findings(notebook)
    assert not found, "\n".join(f"cell {i}: {name}: {line}" for i, name, line in found)


RAW_EXAMPLES = {
    "Fraction(...)": "Fraction(3, 11)",
    "a float with 8 or more decimals": "while c < 131/19 ≈ 6.894736842105263",
    "a float in e-notation": "largest difference: 2.4e-17",
    "a signed zero": "| set aside 1 sesame 5 | 1328515/314928 | -0.00 |\n"
                     "share −0.0% and +0 and (-0, 2)",
    "a bare True/False": "60 5/162 True\ngame unchanged: True\nFalse\n| 2 | True |",
    "a dict repr": "{'S4': ['d1', 'd2']}\non the cloth: {(0, 2): 1}\n{2: 'x'}",
    "a list repr": "points: [0, 0, 1]\n['E', 'N', 'W']\n[2.1, -0.5]\n['take strawberry']",
    "a named-tuple or object repr": "RoundResult(points=(12, 12), winners=(1,))\nCard('S', 5)",
    "a NumPy or SymPy repr": "np.float64(0.5)\narray([1, 2])\nu**5/7776",
}
CLEAN = """\
3♣ under clubs takes the trick with probability 3/11 ≈ 0.273.
| 2 | 6 | 139/18 ≈ 7.72 | roll on | −0.40 | +1.25 | 0.00 | 0.0% | 12.5% |
Seat 1 takes it: mixed colours (DI-3); the difference is 2.4 × 10⁻¹⁷.
Round 2: player 2 places a 1 yen at (-44.0, 36.0) [LC-3], turned 3.2°, 2026-01-01.
P(valid bowl, best play), P(4 4 4 4 4) and **(best)** and $\\frac{u^{5}}{7776}$ and $\\{1, 2\\}$.
True to its name, the ability board [3] shows them; False starts are rare.
"""


@pytest.mark.parametrize("name", RAW)
def test_each_pattern_catches_its_examples(name):
    lines = RAW_EXAMPLES[name].splitlines()
    assert all(name in {n for n, _ in raw_reprs(line)} for line in lines), name


def test_sentences_and_formatted_numbers_pass():
    assert raw_reprs(CLEAN) == []


def test_only_what_the_site_shows_is_read():
    figure = {"output_type": "display_data",
              "data": {"image/png": "iVBOR...",
                       "text/plain": ["<Figure size 700x320 with 1 Axes>"]}}
    widget = {"output_type": "display_data",
              "data": {"application/vnd.jupyter.widget-view+json": {"model_id": "x"},
                       "text/plain": ["VBox(children=(HBox(),))"]}}
    value = {"output_type": "execute_result", "data": {"text/plain": ["Fraction(85, 132)"]}}
    svg = {"output_type": "display_data",
           "data": {"text/html": ['<svg><title>die 0</title><rect x="1.123456789"/>'
                                  '<style>a {x: 1}</style></svg>'],
                    "text/plain": ["<IPython.core.display.HTML object>"]}}
    markdown = {"output_type": "display_data",
                "data": {"text/markdown": ["| a |\n|---|\n| True |"],
                         "text/plain": ["<IPython.core.display.Markdown object>"]}}
    assert [shown(o) for o in (figure, widget, svg)] == ["", "", "die 0"]
    assert shown(value) == "Fraction(85, 132)" and bare_value(value)
    assert not any(bare_value(o) for o in (figure, widget, svg, markdown))
    assert raw_reprs(shown(markdown)) == [("a bare True/False", "| True |")]
    assert {"text/html", "text/markdown", "image/png"} <= {m for m, _ in PRIORITY}
    assert [m for m, _ in PRIORITY].index("text/plain") == len(PRIORITY) - 1


def test_findings_name_the_cell_and_what_it_shows(tmp_path):
    cells = [{"cell_type": "markdown", "source": "Fraction(1, 2) in prose is not an output"},
             {"cell_type": "code", "source": "x", "outputs": [
                 {"output_type": "execute_result", "data": {"text/plain": ["17"]}},
                 {"output_type": "stream", "name": "stdout", "text": ["points: [0, 1]\n"]}]}]
    notebook = tmp_path / "x.ipynb"
    notebook.write_text(json.dumps({"cells": cells}))
    assert findings(notebook) == [(1, "a cell's bare value", "17"),
                                  (1, "a list repr", "points: [0, 1]")]
