"""Japanese in the Japanese chapters' matplotlib figures (issue 33).

matplotlib's own font (DejaVu Sans) has no Japanese: a label such as 「シミュレーション」
would be drawn as empty boxes, with a "Glyph missing" warning. :func:`japanese` cuts the
site's Japanese font (Noto Sans JP from the pinned npm package, as the site's font is
cut, ``sitebuild/jpfont.py``) down to the Japanese characters the Japanese chapters and
the games' words use, as a TrueType file cached under ``.assets``, registers it with
matplotlib and puts it after DejaVu Sans in the font list, so Latin letters and digits
keep matplotlib's font and each Japanese character falls back to it.

Notebooks only (matplotlib, fontTools): the page's Python never imports this module
(``sitebuild/runtime.py`` leaves it out).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def chapter_text() -> str:
    """The Japanese chapters' sources and every string of the package: whatever a
    Japanese figure's labels are made of."""
    sys.path.insert(0, str(ROOT / "sitebuild"))
    import jpfont

    texts = [jpfont.catalogue_text()]
    for path in sorted((ROOT / "ja" / "book").rglob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        texts += ["".join(c["source"]) for c in cells]
    return "\n".join(texts)


def font_file() -> Path:
    """The TrueType file (made once per set of characters)."""
    sys.path.insert(0, str(ROOT / "sitebuild"))
    import assets
    import jpfont

    chars = set(jpfont.JAPANESE.findall(chapter_text()))
    key = hashlib.sha256("".join(sorted(chars)).encode()).hexdigest()[:16]
    out = assets.CACHE / "plotfont" / f"noto-sans-jp-{key}.ttf"
    if not out.exists():
        jpfont.subset(assets.npm_package(jpfont.PACKAGE), chars, out, flavor=None)
    return out


def japanese() -> str:
    """Let matplotlib draw the Japanese chapters' words; returns the family's name."""
    from matplotlib import font_manager, rcParams

    path = font_file()
    font_manager.fontManager.addfont(str(path))
    family = font_manager.FontProperties(fname=str(path)).get_name()
    # (the pieces of the npm package name themselves "Noto Sans JP Thin", though they
    # are the 400 weight: usWeightClass 400, the weight the site uses)
    rcParams["font.family"] = ["DejaVu Sans", family]
    return family
