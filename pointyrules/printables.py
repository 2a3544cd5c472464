"""Printable sheets: what a game's ``printables.sheets()`` returns, and the one page
template every sheet is printed through (A4 and US Letter).

A sheet is HTML drawn by the game's own renderers (inline SVG), sized in millimetres
so that a printed card or board measures what the real one does. The site build
(sitebuild/printables.py) prints each sheet to PDF with Chromium and checks that it
fills exactly the pages it says; the chapters link the PDFs from their *For the
teacher* sections. Standard library only, like the renderers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

# Paper, (width, height) in millimetres, portrait.
PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
PAPER_NAMES = {"a4": "A4", "letter": "US Letter"}
MARGIN_MM = 12
# What a sheet is for. A worksheet and its answer key are always separate sheets, so
# a teacher can hand out the one and keep the other.
KINDS = {
    "aid": "Player aid",
    "worksheet": "Pupil worksheet",
    "answers": "Answer key",
    "components": "Print and play",
    "lesson-pack": "Lesson pack",  # pointyrules/lessons.py: a game's whole lesson
}
# The same kinds, as a sheet in each language we ship names them (issue 33).
KIND_NAMES = {
    "en": KINDS,
    "ja": {"aid": "早見表", "worksheet": "ワークシート", "answers": "解答",
           "components": "印刷して遊ぶ", "lesson-pack": "レッスンパック"},
}
# The papers a sheet in each language prints on: Japanese schools print on A4 only.
LANG_PAPERS = {"en": ("a4", "letter"), "ja": ("a4",)}

# A line break in the source next to a Japanese character (or a tag next to one): a
# browser shows it as a space (Chromium does not drop it, as CSS Text 3 allows), which
# Japanese does not have, so a Japanese sheet or pack drops it.
# (the ranges built from numbers: the site's font is cut to every character the package's
# strings hold, sitebuild/jpfont.py, and a range's ends are not characters anyone draws)
WIDE = "".join(f"{chr(low)}-{chr(high)}" for low, high in (
    (0x3000, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF)))
JAPANESE_BREAK = re.compile(f"(?<=[{WIDE}])[ \t]*\n[ \t]*|[ \t]*\n[ \t]*(?=[{WIDE}])")


def join_japanese_lines(html: str) -> str:
    """``html`` without the line breaks next to a Japanese character."""
    return JAPANESE_BREAK.sub("", html)


SHEET_CSS = f"""
@page {{ margin: {MARGIN_MM}mm; }}
* {{ box-sizing: border-box; }}
html {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
body {{ margin: 0; font: 10.5pt/1.35 "Noto Sans JP", "DejaVu Sans", sans-serif;
       color: #1a1a1a; }}
h1 {{ font-size: 17pt; margin: 0 0 2mm; }}
h2 {{ font-size: 12.5pt; margin: 4mm 0 1.5mm; break-after: avoid; }}
h3 {{ font-size: 11pt; margin: 3mm 0 1mm; break-after: avoid; }}
p, ul, ol {{ margin: 0 0 2mm; }}
li {{ margin: 0 0 1mm; }}
table {{ border-collapse: collapse; margin: 0 0 2.5mm; }}
th, td {{ border: 0.3mm solid #777; padding: 0.8mm 2mm; text-align: left;
          vertical-align: top; }}
th {{ background: #eee; }}
.pr-header {{ display: flex; justify-content: space-between; align-items: baseline;
              border-bottom: 0.5mm solid #333; margin-bottom: 3mm; }}
.pr-header .pr-kind {{ font-size: 9pt; color: #555; }}
.pr-name-line {{ margin: 0 0 3mm; }}
/* A space for a pupil's answer: lines to write on. */
.pr-lines {{ display: block; margin: 1mm 0 3mm; }}
.pr-lines span {{ display: block; height: 8mm; border-bottom: 0.3mm solid #999; }}
.pr-box {{ border: 0.4mm solid #555; border-radius: 2mm; padding: 2mm 3mm;
           margin: 0 0 3mm; break-inside: avoid; }}
.pr-columns {{ columns: 2; column-gap: 8mm; }}
.pr-keep {{ break-inside: avoid; }}
.pr-page-break {{ break-before: page; }}
/* Print and play: pieces laid out in a grid, cut along the dashed lines. */
.pr-cut-grid {{ display: flex; flex-wrap: wrap; gap: 0; }}
.pr-cut-grid > * {{ outline: 0.25mm dashed #888; break-inside: avoid; }}
.pr-small {{ font-size: 8.5pt; color: #444; }}
svg {{ max-width: 100%; height: auto; }}
/* A picture's Japanese words in the sheet's Japanese font (an SVG's text asks for
   sans-serif, which may have no Japanese when printed); Latin keeps its font. */
html[lang="ja"] svg text {{ font-family: "DejaVu Sans", "Noto Sans JP", sans-serif; }}
/* A lesson pack (pointyrules/lessons.py). */
.pr-lesson-pack table {{ width: 100%; }}
.pr-pack-plan td:first-child {{ white-space: nowrap; }}
.pr-pack-plan td:nth-child(2), .pr-pack-plan td:nth-child(3) {{ width: 46%; }}
.pr-pack-plan ol, .pr-pack-plan li {{ margin-bottom: 0.5mm; }}
.pr-class-table {{ font-size: 8.5pt; }}
.pr-class-table td, .pr-class-table th {{ padding: 0.4mm 1.5mm; }}
.pr-vocabulary dt {{ font-weight: bold; float: left; clear: left; margin-right: 2mm; }}
.pr-vocabulary dd {{ margin: 0 0 1mm; }}
.pr-exit-ticket, .pr-pack-plan tr, .pr-class-table {{ break-inside: avoid; }}
"""


@dataclass(frozen=True)
class Sheet:
    """One printable: a player aid, a worksheet, its answer key, or components."""

    game: str  # the registry name: "dokitto"
    kind: str  # one of KINDS
    title: str  # "Doki-tto! Ice: the lesson's worksheet"
    body: str  # HTML (inline SVG welcome; sizes in mm where size matters)
    pages: int = 1  # the pages it fills on A4 and on US Letter; the build checks it
    landscape: bool = False
    lang: str = "en"  # "ja": a sheet of the Japanese edition (pointyrules/<game>/*_ja.py)
    letter_pages: int = 0  # the pages on US Letter, where they differ (0: as on A4)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"sheet kind {self.kind!r} is not one of {', '.join(KINDS)}")
        if not isinstance(self.pages, int) or self.pages < 1:
            raise ValueError(f"a sheet fills at least one page, not {self.pages!r}")
        if not self.title.strip() or not self.body.strip():
            raise ValueError("a sheet needs a title and a body")
        if self.lang not in KIND_NAMES:
            raise ValueError(f"sheet language {self.lang!r} is not one of {', '.join(KIND_NAMES)}")

    def pages_on(self, paper: str) -> int:
        """The pages the sheet fills on ``paper`` (US Letter is shorter than A4)."""
        return self.letter_pages if paper == "letter" and self.letter_pages else self.pages

    @property
    def papers(self) -> tuple[str, ...]:
        """The papers this sheet prints on."""
        return LANG_PAPERS[self.lang]

    def filename(self, paper: str) -> str:
        """The PDF's file name: ``dokitto-aid-a4.pdf``, ``dokitto-aid-ja-a4.pdf``."""
        if paper not in self.papers:
            raise ValueError(f"paper {paper!r} is not one of {', '.join(self.papers)}")
        lang = "" if self.lang == "en" else f"-{self.lang}"
        return f"{self.game}-{self.kind}{lang}-{paper}.pdf"

    def document(self, paper: str, game_name: str, head: str = "") -> str:
        """The whole HTML page to print, on ``paper`` ("a4" or "letter")."""
        if paper not in self.papers:
            raise ValueError(f"paper {paper!r} is not one of {', '.join(self.papers)}")
        width, height = PAPERS[paper]
        if self.landscape:
            width, height = height, width
        header = (f'<div class="pr-header"><h1>{escape(self.title)}</h1>'
                  f'<span class="pr-kind">{escape(game_name)} · '
                  f"{KIND_NAMES[self.lang][self.kind]} · pointyrules</span></div>")
        # The window's and the PDF's title: the game's name once ("Pointy Hats: the
        # lesson pack", not "Pointy Hats: Pointy Hats: the lesson pack").
        colon = "：" if self.lang == "ja" else ": "
        body = join_japanese_lines(self.body) if self.lang == "ja" else self.body
        title = (self.title if self.title.startswith(game_name)
                 else f"{game_name}{colon}{self.title}")
        return (f'<!DOCTYPE html><html lang="{self.lang}"><head><meta charset="utf-8">'
                f"<title>{escape(title)}</title>{head}"
                f"<style>@page {{ size: {width:g}mm {height:g}mm; }}{SHEET_CSS}</style>"
                f"</head><body>{header}{body}</body></html>")


def writing_lines(count: int) -> str:
    """``count`` ruled lines for a pupil's answer."""
    return '<span class="pr-lines">' + "<span></span>" * count + "</span>"
