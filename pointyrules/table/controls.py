"""The table's controls as the page shows them: a move's button, and its accessible name.

A control is a picture (a card, a die, a cell) that is a button carrying
``data-action``. Its accessible name holds the text its picture shows (WCAG 2.5.3
Label in Name: a speech-input user says what they see), as axe-core compares them.
The table's look (``TABLE_CSS``) travels in the HTML, so the notebook and the page draw
it the same. Standard library only: the same code runs in the page.
"""

from __future__ import annotations

from html.parser import HTMLParser
from typing import NamedTuple

from ..words import PLAIN, Voice


class Control(NamedTuple):
    """A move the table offers: its key (``data-action``), what it says, and whether
    the engine accepts it now (``reason`` says why not)."""

    key: str
    label: str
    enabled: bool
    reason: str = ""
    point: bool = False  # the move takes a point (the coins' table): x, y in mm
    move: bool = True  # False: a choice that is not a move yet (which coin to place)


class _Shown(HTMLParser):
    """The text a picture shows, as a browser's accessibility tree reads it: every text
    node outside titles, styles and scripts, one after another."""

    HIDDEN = {"title", "style", "script", "desc"}

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs) -> None:
        self.hidden += tag in self.HIDDEN

    def handle_endtag(self, tag) -> None:
        self.hidden -= tag in self.HIDDEN and self.hidden > 0

    def handle_data(self, data) -> None:
        if not self.hidden:
            self.parts.append(data)


def shown_text(picture: str) -> str:
    """The visible text of a control's picture (``<text>`` of its SVG, its labels)."""
    parser = _Shown()
    parser.feed(picture)
    parser.close()
    return " ".join("".join(parser.parts).split())


def spaced(picture: str) -> str:
    """A picture whose texts read apart ("R R 2 rice", not "RR2 rice"): a space after
    each SVG text and each label (drawn the same: SVG ignores it, HTML collapses it)."""
    return picture.replace("</text>", "</text> ").replace("</span>", "</span> ")


def _words(text: str) -> list[str]:
    """Words as WCAG's Label in Name compares them: lower case, letters and digits only,
    without parenthetical remarks (axe-core's label-content-name-mismatch)."""
    while True:
        cut, depth, out = False, 0, []
        for ch in text:  # drop innermost "( ... )" groups, as often as there are
            if ch == "(":
                depth += 1
                out.append(ch)
            elif ch == ")" and depth:
                depth -= 1
                k = len(out) - 1 - out[::-1].index("(")
                del out[k:]
                cut = True
            else:
                out.append(ch)
        text = "".join(out)
        if not cut:
            break
    return "".join(c if c.isalnum() else " " for c in text.lower()).split()


def label_holds(label: str, shown: str) -> bool:
    """Whether the words a control shows come, in order and together, in its name."""
    need, have = _words(shown), _words(label)
    return not need or any(have[i:i + len(need)] == need
                           for i in range(len(have) - len(need) + 1))


def accessible_name(label: str, picture: str, voice: Voice = PLAIN) -> str:
    """A control's accessible name: its label, led by what its picture shows when the
    label does not already say it (WCAG 2.5.3: a speech-input user says what they see)."""
    shown = shown_text(picture)
    return label if label_holds(label, shown) else f"{shown}{voice.mark('colon')}{label}"


# The table's look, in the HTML itself so the notebook and the page draw it the same.
# Japanese is drawn with the site's own font (sitebuild/jpfont.py names it "pointyrules
# JP", for Japanese characters only): a school Chromebook may have no Japanese font.
TABLE_CSS = """<style>
.pr-table{font-family:"pointyrules JP",system-ui,sans-serif;max-width:100%;color:#1b1b1b}
.pr-toolbar{display:flex;flex-wrap:wrap;gap:.4em .6em;align-items:center;margin:.2em 0 .6em}
.pr-toolbar select,.pr-toolbar button,.pr-toolbar input{font:inherit;padding:.2em .5em;
 min-height:2.2em}
.pr-group{display:inline-flex;flex-wrap:wrap;gap:.4em .6em;align-items:center}
.pr-board svg{max-width:100%;height:auto}
.pr-row{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-end;margin:.3em 0}
.pr-move{background:none;border:2px solid transparent;border-radius:8px;padding:2px;
 cursor:pointer;line-height:0}
.pr-move:not([disabled]):not([aria-disabled="true"]):hover,.pr-move:focus-visible{border-color:#0072b2}
.pr-move:not([disabled]):not([aria-disabled="true"]){box-shadow:0 0 0 2px #0072b2 inset}
.pr-move[disabled],.pr-move[aria-disabled="true"]{opacity:.45;cursor:not-allowed}
.pr-move.pr-off svg{opacity:.45}
span.pr-move{display:inline-block}
.pr-move.pr-word{line-height:1.3;padding:.35em .9em;font:inherit;border:1px solid #0072b2}
.pr-move.pr-word::first-letter{text-transform:uppercase}
.pr-move.pr-hint{border-color:#f0a202;box-shadow:0 0 0 3px #f0a202}
.pr-status{font-weight:600;margin:.3em 0}
.pr-error{color:#a40000;margin:.2em 0}
.pr-hint-text{color:#6b4e00;margin:.2em 0}
.pr-history ol{max-height:12em;overflow:auto;margin:.2em 0;padding-left:2.6em;font-size:.9em}
g.pr-move[tabindex]{cursor:pointer}
g.pr-move[tabindex]:hover>*,g.pr-move[tabindex]:focus>*{stroke:#0072b2;stroke-width:3.5}
g.pr-move:focus{outline:none}
g.pr-move.pr-hint>*{stroke:#f0a202;stroke-width:4.5}
.pr-row>div{flex:0 1 auto;min-width:0}
.pr-point{display:block;max-width:100%}
.pr-coin{line-height:1.2;display:inline-flex;flex-direction:column;align-items:center}
.pr-coin.pr-chosen{border-color:#f0a202;box-shadow:0 0 0 3px #f0a202}
.pr-seats td,.pr-seats th,.pr-advice td,.pr-advice th{padding:.1em .5em;text-align:left}
.pr-seats td:first-child,.pr-seats th:first-child{white-space:nowrap}
.pr-seats caption{caption-side:top;text-align:left;font-size:.9em}
.pr-table th{word-break:normal;overflow-wrap:normal;hyphens:none}
.pr-move .pr-label{display:block;line-height:1.2;font-size:.85em;padding-top:2px}
.pr-caption{font-size:.9em;margin:.4em 0 .1em}
.pr-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);
 white-space:nowrap}
</style>"""
