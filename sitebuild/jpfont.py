"""A Japanese font for the site, cut to exactly the characters its pages use.

Many readers' machines (classroom Chromebooks, fresh Linux installs) have no Japanese
font, and the site may not fetch one from another host: without this, the games'
Japanese titles and the glossary's terms show as empty boxes. At the end of each HTML
build, :func:`build` reads every page (widget state and search index included), collects
the Japanese characters, cuts them out of Noto Sans JP (SIL Open Font License; the
npm package ``@fontsource/noto-sans-jp``, which ships the font in ~120 unicode-range
pieces) with fontTools, merges the pieces into one WOFF2 file and writes the stylesheet
that declares it with a ``unicode-range`` of exactly those characters, so Latin text
keeps the theme's fonts. The build fails if a page uses a character the font lacks.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

FAMILY = "pointyrules JP"  # the name the stylesheet gives the subset
FONT_FILE = "fonts/pointyrules-jp.woff2"  # under _static
CSS_FILE = "pointyrules-jp.css"  # under _static; every page links it (pointyrules_site.py)
PACKAGE = "@fontsource/noto-sans-jp"
WEIGHT = 400  # headings use the browser's bold of it: one file, half the bytes

# What counts as Japanese text: CJK punctuation, kana, kanji (and their extensions and
# compatibility forms), full-width forms.
JAPANESE = re.compile("[\u3000-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
                      "\uf900-\ufaff\uff00-\uffef\U00020000-\U0002ffff]")
ESCAPED = re.compile(r"\\u([0-9a-fA-F]{4})")  # JSON in pages (widget state, search index)


class FontError(RuntimeError):
    """The pages use Japanese characters the font cannot show, or the font is missing."""


def page_text(path: Path) -> str:
    """A built file's text, with JSON's \\uXXXX escapes read as the characters they are."""
    text = path.read_text(encoding="utf-8", errors="ignore")
    return text + ESCAPED.sub(lambda m: chr(int(m.group(1), 16)), text)


def characters_used(outdir: Path, extra: str = "") -> dict[str, list[str]]:
    """{Japanese character: the pages that use it}, over the site's pages (both
    editions' pages and search indexes), and ``extra`` (text the page's Python draws)."""
    used: dict[str, list[str]] = {}
    for path in sorted([*outdir.rglob("*.html"), *outdir.rglob("searchindex.js")]):
        rel = path.relative_to(outdir)
        for char in set(JAPANESE.findall(page_text(path))):
            used.setdefault(char, []).append(str(rel))
    for char in set(JAPANESE.findall(extra)):
        used.setdefault(char, []).append("the tables' words (pointyrules/)")
    return used


PYTHON = Path(__file__).resolve().parents[1] / "pointyrules"  # the tables' Python


SCRIPTS = Path(__file__).resolve().parent / "static"  # the site's own scripts


def catalogue_text(package: Path = PYTHON, scripts: Path = SCRIPTS) -> str:
    """Every string the tables' Python holds (the words catalogues above all), and the
    site's scripts: a live table in Japanese draws them in the page, after the build
    has read the pages."""
    import ast

    texts = []
    for source in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                texts.append(node.value)
    for script in sorted([*package.rglob("*.js"), *scripts.glob("*.js"), *scripts.glob("*.mjs")]):
        texts.append(script.read_text(encoding="utf-8"))
    return "\n".join(texts)


def _ranges(spec: str) -> list[tuple[int, int]]:
    out = []
    for part in spec.split(","):
        low, _, high = part.strip()[2:].partition("-")
        out.append((int(low, 16), int(high or low, 16)))
    return out


def unicode_range(chars: set[str]) -> str:
    """CSS unicode-range for a set of characters, runs of neighbours joined."""
    points = sorted(ord(c) for c in chars)
    runs: list[list[int]] = []
    for p in points:
        if runs and p == runs[-1][1] + 1:
            runs[-1][1] = p
        else:
            runs.append([p, p])
    return ", ".join(f"U+{a:X}" if a == b else f"U+{a:X}-{b:X}" for a, b in runs)


def subset(package: Path, chars: set[str], out: Path, flavor: str | None = "woff2",
           weight: int = WEIGHT) -> set[str]:
    """Cut ``chars`` out of the package's pieces into one WOFF2 file at ``out`` (or a
    plain TrueType file, ``flavor`` None, for matplotlib); return the characters the font
    has (a piece covers each character's range)."""
    from fontTools import subset as ftsubset
    from fontTools.merge import Merger
    from fontTools.ttLib import TTFont

    pieces = json.loads((package / "unicode.json").read_text())
    wanted: dict[str, set[str]] = {}
    for char in chars:
        for key, spec in pieces.items():
            if key.startswith("[") and any(a <= ord(char) <= b for a, b in _ranges(spec)):
                wanted.setdefault(key.strip("[]"), set()).add(char)
                break
    with tempfile.TemporaryDirectory() as tmp:
        parts = []
        for key, group in sorted(wanted.items()):
            font = TTFont(package / "files" / f"noto-sans-jp-{key}-{weight}-normal.woff2")
            options = ftsubset.Options()
            options.layout_features = ["*"]
            options.name_IDs = ["*"]
            options.flavor = None
            cutter = ftsubset.Subsetter(options)
            cutter.populate(unicodes=[ord(c) for c in group])
            cutter.subset(font)
            font.flavor = None
            parts.append(str(Path(tmp) / f"{key}.ttf"))
            font.save(parts[-1])
        if not parts:
            return set()
        merged = Merger().merge(parts) if len(parts) > 1 else TTFont(parts[0])
        merged.flavor = flavor
        out.parent.mkdir(parents=True, exist_ok=True)
        merged.save(out)
    cmap = TTFont(out).getBestCmap()
    return {c for c in chars if ord(c) in cmap}


def build(outdir: Path, package: Path, extra: str = "") -> dict:
    """Write the subset and its stylesheet into ``outdir/_static``; a summary for the log."""
    used = characters_used(outdir, extra)
    static = outdir / "_static"
    font = static / FONT_FILE
    font.unlink(missing_ok=True)
    have = subset(package, set(used), font) if used else set()
    missing = sorted(set(used) - have)
    if missing:
        where = "; ".join(f"{c} (U+{ord(c):04X}) on {', '.join(used[c][:3])}" for c in missing)
        raise FontError(f"the pages use Japanese characters that {PACKAGE} lacks: {where}. "
                        "Use another character or another font.")
    css = ("/* Made at build time by sitebuild/jpfont.py: Noto Sans JP (SIL Open Font "
           "License 1.1), cut to the Japanese characters the pages use. */\n")
    if have:
        css += (f"@font-face {{\n  font-family: \"{FAMILY}\";\n  font-style: normal;\n"
                f"  font-weight: 400;\n  font-display: swap;\n"
                f"  src: url(\"{FONT_FILE}\") format(\"woff2\");\n"
                f"  unicode-range: {unicode_range(have)};\n}}\n")
    (static / CSS_FILE).write_text(css, encoding="utf-8")
    return {"characters": len(have), "bytes": font.stat().st_size if have else 0}
