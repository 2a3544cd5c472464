"""The Japanese edition kept in step with the English: which Japanese units are stale.

Each Japanese page (``ja/book/...``) mirrors the English page of the same path. A
*unit* is what a translator translates in one go, and each records a hash of the English
it says (the first 16 hex digits of SHA-256 of the English text, stripped):

- a notebook cell, paired by cell id: ``metadata.pointyrules.en_hash``;
- a section of a Markdown page, paired by order (cut at its headings, outside fenced
  blocks): a MyST comment line ``% en: <hash>`` right under its heading;
- an entry of a game's Japanese words (``JA`` in ``pointyrules/<game>/words.py`` and the
  table's and shared words): ``ja/catalogues.json`` maps each catalogue and kind to the
  hash of its English sentence;
- a game's lesson material (``printables_ja.py``, ``lesson_ja.py``: adapted, not
  translated sentence by sentence): each English sheet, each part of the English lesson
  pack (its aim, rules, each stage, materials, exit ticket, ...) and the English class
  data is a unit; ``ja/catalogues.json``'s ``"lessons"`` maps each to the hash of the
  English the Japanese was last checked against (``ja-stamp lessons [game or unit]``).

A unit whose text is the English text verbatim (most code cells) records nothing. When
the English changes, the recorded hash no longer matches and :func:`check` names the
unit: the translator updates the Japanese, then records what was translated with
``python3 dev.py ja-stamp <file> <cell id, section number or catalogue>``.

It also checks the structure the build relies on: the same pages, the same cells in
the same order with the same types and tags, the same heading levels (the Japanese
sections take the English sections' ids in order, editions.py), and that no prose unit
is left in English unless ``ja/untranslated.txt`` lists it (the work still to do).
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from importlib import import_module
from pathlib import Path

from pointyrules import games

ROOT = Path(__file__).resolve().parents[1]
JA = ROOT / "ja"
CATALOGUES = JA / "catalogues.json"
UNTRANSLATED = JA / "untranslated.txt"
HEADING = re.compile(r"^(#{1,6}) ")
FENCE = re.compile(r"^(`{3,}|~{3,}|:{3,})")
HASH_LINE = re.compile(r"^% en: ([0-9a-f]{16})$")
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
# The word catalogues with a Japanese edition: the shared words, the table's, each game's.
WORDS = ["pointyrules.words", "pointyrules.table.words",
         *(f"pointyrules.{game}.words" for game in games.names())]


def digest(text: str) -> str:
    """The hash a translated unit records of the English it translates."""
    return hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:16]


def lines_outside_fences(text: str):
    """(line number, line) of the lines outside fenced blocks (code, directives)."""
    fence = None
    for n, line in enumerate(text.splitlines()):
        m = FENCE.match(line.lstrip())
        if fence is None and m:
            fence = m.group(1)[0] * len(m.group(1))
            continue
        if fence is not None:
            if line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
                fence = None
            continue
        yield n, line


def headings(text: str) -> list[int]:
    """The levels of a Markdown text's headings, in order."""
    return [len(m.group(1)) for _, line in lines_outside_fences(text)
            if (m := HEADING.match(line))]


def sections(text: str) -> list[str]:
    """A Markdown page cut at its headings (a text before the first heading is one
    section too)."""
    lines = text.splitlines(keepends=True)
    starts = [n for n, line in lines_outside_fences(text) if HEADING.match(line)]
    cuts = sorted({0, *starts, len(lines)})
    return ["".join(lines[a:b]) for a, b in zip(cuts, cuts[1:], strict=False)]


def without_hash(section: str) -> str:
    return "".join(line for line in section.splitlines(keepends=True)
                   if not HASH_LINE.match(line.rstrip("\n")))


def recorded_hash(section: str) -> str | None:
    for line in section.splitlines():
        if m := HASH_LINE.match(line):
            return m.group(1)
    return None


def is_prose(text: str) -> bool:
    """Whether a Markdown unit says something in words (outside fences, links' targets
    and roles), so that it needs a translation."""
    kept = "\n".join(line for _, line in lines_outside_fences(text))
    kept = re.sub(r"\{[a-z]+\}`[^`]*`|`[^`]*`|\([^)]*\)=|\$[^$]*\$|\]\([^)]*\)", " ", kept)
    return len(re.findall(r"[A-Za-z]{2,}", kept)) >= 3


def untranslated_listed() -> set[str]:
    if not UNTRANSLATED.exists():
        return set()
    return {line.split("#")[0].strip() for line in UNTRANSLATED.read_text(encoding="utf-8")
            .splitlines() if line.split("#")[0].strip()}


def _rel(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def source(cell) -> str:
    return "".join(cell["source"])


def check_notebook(en_path: Path, ja_path: Path, todo: set[str]) -> list[str]:
    en = json.loads(en_path.read_text(encoding="utf-8"))["cells"]
    ja = json.loads(ja_path.read_text(encoding="utf-8"))["cells"]
    rel, out = _rel(ja_path), []
    if [c.get("id") for c in en] != [c.get("id") for c in ja]:
        ids = {c.get("id") for c in ja}
        gone = [c.get("id") for c in en if c.get("id") not in ids]
        extra = [c.get("id") for c in ja if c.get("id") not in {e.get("id") for e in en}]
        out.append(f"{rel}: not the English cells in the English order (missing {gone}, "
                   f"extra {extra})")
    by_id = {c.get("id"): c for c in en}
    for cell in ja:
        english = by_id.get(cell.get("id"))
        if english is None:
            continue
        unit = f"{rel} {cell['id']}"
        if cell["cell_type"] != english["cell_type"]:
            out.append(f"{unit}: a {cell['cell_type']} cell; the English is {english['cell_type']}")
            continue
        tags = [sorted(c.get("metadata", {}).get("tags", [])) for c in (cell, english)]
        if tags[0] != tags[1]:
            out.append(f"{unit}: tags {tags[0]}; the English has {tags[1]}")
        if cell["cell_type"] == "markdown" and headings(source(cell)) != headings(source(english)):
            out.append(f"{unit}: heading levels {headings(source(cell))}; the English has "
                       f"{headings(source(english))}")
        english_text = source(english) + json.dumps(_shown(english), sort_keys=True)
        japanese_text = source(cell) + json.dumps(_shown(cell), sort_keys=True)
        if japanese_text == english_text:
            says = (cell["cell_type"] == "markdown" and is_prose(source(cell))) or _shown(cell)
            if says and unit not in todo:
                out.append(_still_english(unit))
            continue
        recorded = cell.get("metadata", {}).get("pointyrules", {}).get("en_hash")
        out += _verdict(unit, recorded, digest(english_text), f"{rel} {cell['id']}")
    return out


def _still_english(unit: str) -> str:
    return (f"{unit}: still the English text (translate it, or list it in "
            f"{UNTRANSLATED.relative_to(ROOT)})")


def _verdict(unit: str, recorded: str | None, now: str, stamp: str) -> list[str]:
    """A translated unit's problem, if any: it records no hash of the English it says,
    or the English has changed since (``stamp``: what ``dev.py ja-stamp`` takes)."""
    if recorded is None:
        return [f"{unit}: translated, but records no hash of its English (run `python3 "
                f"dev.py ja-stamp {stamp}` once it says what the English says)"]
    if recorded != now:
        return [f"{unit}: STALE: the English changed since it was translated (recorded "
                f"{recorded}, now {now})"]
    return []


def _shown(cell) -> dict:
    """A cell's words that are not in its source: a figure's caption and alt text."""
    mystnb = cell.get("metadata", {}).get("mystnb", {})
    return {"caption": mystnb.get("figure", {}).get("caption"),
            "alt": mystnb.get("image", {}).get("alt")} if mystnb else {}


def check_markdown(en_path: Path, ja_path: Path, todo: set[str]) -> list[str]:
    en = sections(en_path.read_text(encoding="utf-8"))
    ja = sections(ja_path.read_text(encoding="utf-8"))
    rel, out = _rel(ja_path), []
    if [headings(s) for s in en] != [headings(without_hash(s)) for s in ja]:
        return [f"{rel}: heading levels {[headings(s) for s in ja]}; the English page has "
                f"{[headings(s) for s in en]}"]
    for n, (english, japanese) in enumerate(zip(en, ja, strict=True)):
        unit = f"{rel} {n}"
        title = japanese.splitlines()[0] if japanese.strip() else "(empty)"
        if without_hash(japanese).strip() == english.strip():
            if is_prose(english) and unit not in todo:
                out.append(_still_english(f"{unit} {title!r}"))
        else:
            out += _verdict(f"{unit} {title!r}", recorded_hash(japanese), digest(english),
                            f"{rel} {n}")
    return out


def catalogues() -> dict[str, tuple[dict, dict]]:
    """{module: (English catalogue, Japanese catalogue)} of every word catalogue."""
    out = {}
    for module in WORDS:
        mod = import_module(module)
        words = mod.SHARED if module == "pointyrules.words" else mod.WORDS
        out[module] = (words.catalogues["en"], words.catalogues["ja"])
    return out


def check_catalogues() -> list[str]:
    recorded = json.loads(CATALOGUES.read_text(encoding="utf-8")) if CATALOGUES.exists() else {}
    out = []
    for module, (en, ja) in catalogues().items():
        hashes = recorded.get(module, {})
        for kind, text in en.items():
            if kind not in ja:
                continue  # a missing sentence: tests/test_words.py names it
            out += _verdict(f"{module} {kind}", hashes.get(kind), digest(text),
                            f"{module} {kind}")
    return out


LESSONS = "lessons"  # the key of the lesson units in ja/catalogues.json


def lesson_units(game: str) -> dict[str, str]:
    """{unit: English text} of the game's English lesson material: each sheet (by kind),
    each part of the lesson pack, the class data."""
    sys.path.insert(0, str(ROOT / "sitebuild"))
    import printables

    units = {f"{game} sheet {sheet.kind}": f"{sheet.title}\n{sheet.body}"
             for sheet in printables.sheets(game) if sheet.kind != "lesson-pack"}
    lesson = printables.lesson_module(game)
    if lesson is None:
        return units
    pack = lesson.pack()
    parts = {"aim": pack.aim, "rules": "\n".join(pack.rules),
             **{f"stage {n} {stage.name}": json.dumps(
                 [stage.minutes, stage.name, stage.does, stage.desks,
                  [[q.ask, q.answer] for q in stage.questions]], ensure_ascii=False)
                for n, stage in enumerate(pack.stages, 1)},
             "materials": json.dumps([[m.name, m.per, m.count, m.prep] for m in pack.materials],
                                     ensure_ascii=False),
             "exit ticket": json.dumps([[q.ask, q.answer] for q in pack.exit_ticket],
                                       ensure_ascii=False),
             "vocabulary": json.dumps(pack.vocabulary, ensure_ascii=False),
             "running late": pack.cut_first, "board": pack.board,
             "worked example": pack.worked_example, "levels": pack.levels,
             "notes": "\n".join(pack.notes), "extra": pack.extra}
    units.update({f"{game} pack {part}": text for part, text in parts.items()})
    units[f"{game} class data"] = lesson.class_data().json()
    return units


def _has_japanese_lesson(game: str) -> bool:
    sys.path.insert(0, str(ROOT / "sitebuild"))
    import printables

    return bool(printables.sheets(game, "ja"))


def check_lessons(todo: set[str]) -> list[str]:
    """Each game's Japanese lesson material: missing (unless ja/untranslated.txt lists
    the game), or a unit whose English changed since the Japanese was checked."""
    recorded = json.loads(CATALOGUES.read_text(encoding="utf-8")) if CATALOGUES.exists() else {}
    hashes = recorded.get(LESSONS, {})
    out = []
    for game in games.names():
        if not _has_japanese_lesson(game):
            if f"{LESSONS} {game}" not in todo:
                out.append(f"{game}: no Japanese lesson material (pointyrules/{game}/"
                           "printables_ja.py, lesson_ja.py)")
            continue
        for unit, text in lesson_units(game).items():
            out += _verdict(unit, hashes.get(unit), digest(text), f"{LESSONS} '{unit}'")
    return out


def english_pages() -> list[Path]:
    import yaml

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    names = [toc["root"], *(c["file"] for p in toc["parts"] for c in p["chapters"])]
    pages = []
    for name in names:
        found = [p for p in (ROOT / f"{name}.ipynb", ROOT / f"{name}.md") if p.exists()]
        pages += found[:1]
    return pages


def check() -> list[str]:
    """Every problem: stale, unstamped or untranslated units, and structure."""
    todo, problems = untranslated_listed(), []
    for en_path in english_pages():
        rel = en_path.relative_to(ROOT)
        ja_path = JA / rel
        if not ja_path.exists():
            problems.append(f"ja/{rel.as_posix()}: missing (the Japanese page of {rel.as_posix()})")
        elif ja_path.suffix == ".ipynb":
            problems += check_notebook(en_path, ja_path, todo)
        else:
            problems += check_markdown(en_path, ja_path, todo)
    return problems + check_catalogues() + check_lessons(todo)


# --- recording what was translated ----------------------------------------------------

def stamp(target: str, units: list[str]) -> list[str]:
    """Record the English each named unit (or every unit, if none is named) now says.
    ``target``: a Japanese page (``ja/book/...``) or a word catalogue's module. Returns
    what was stamped."""
    if target.startswith("pointyrules"):
        return _stamp_catalogue(target, units)
    if target == LESSONS:
        return _stamp_lessons(units)
    ja_path = (ROOT / target).resolve()
    en_path = ROOT / ja_path.relative_to(JA)
    if ja_path.suffix == ".ipynb":
        return _stamp_notebook(en_path, ja_path, units)
    return _stamp_markdown(en_path, ja_path, units)


def _stamp_notebook(en_path: Path, ja_path: Path, units: list[str]) -> list[str]:
    en = {c.get("id"): c for c in json.loads(en_path.read_text(encoding="utf-8"))["cells"]}
    nb = json.loads(ja_path.read_text(encoding="utf-8"))
    done = []
    for cell in nb["cells"]:
        english = en.get(cell.get("id"))
        if english is None or (units and cell["id"] not in units):
            continue
        english_text = source(english) + json.dumps(_shown(english), sort_keys=True)
        if source(cell) + json.dumps(_shown(cell), sort_keys=True) == english_text:
            continue
        cell.setdefault("metadata", {}).setdefault("pointyrules", {})["en_hash"] = \
            digest(english_text)
        done.append(cell["id"])
    ja_path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return done


def _stamp_markdown(en_path: Path, ja_path: Path, units: list[str]) -> list[str]:
    en = sections(en_path.read_text(encoding="utf-8"))
    ja = sections(ja_path.read_text(encoding="utf-8"))
    done, out = [], []
    for n, (english, japanese) in enumerate(zip(en, ja, strict=True)):
        plain = without_hash(japanese)
        if (units and str(n) not in units) or plain.strip() == english.strip():
            out.append(japanese)
            continue
        lines = plain.splitlines(keepends=True)
        at = 1 if lines and HEADING.match(lines[0]) else 0
        lines.insert(at, f"% en: {digest(english)}\n")
        out.append("".join(lines))
        done.append(str(n))
    ja_path.write_text("".join(out), encoding="utf-8")
    return done


def _stamp_catalogue(module: str, units: list[str]) -> list[str]:
    recorded = json.loads(CATALOGUES.read_text(encoding="utf-8")) if CATALOGUES.exists() else {}
    modules = [m for m in catalogues() if module in ("pointyrules", m)]
    done = []
    for name in modules:
        en, ja = catalogues()[name]
        hashes = recorded.setdefault(name, {})
        for kind, text in en.items():
            if kind in ja and (not units or kind in units):
                hashes[kind] = digest(text)
                done.append(f"{name} {kind}")
    CATALOGUES.write_text(json.dumps(recorded, indent=1, ensure_ascii=False, sort_keys=True)
                          + "\n", encoding="utf-8")
    return done


def _stamp_lessons(units: list[str]) -> list[str]:
    """Record the English of the named lesson units (a unit, or a game: all its units;
    none named: every game with Japanese lesson material)."""
    recorded = json.loads(CATALOGUES.read_text(encoding="utf-8")) if CATALOGUES.exists() else {}
    hashes = recorded.setdefault(LESSONS, {})
    done = []
    for game in games.names():
        if not _has_japanese_lesson(game):
            continue
        for unit, text in lesson_units(game).items():
            if not units or unit in units or game in units:
                hashes[unit] = digest(text)
                done.append(unit)
    CATALOGUES.write_text(json.dumps(recorded, indent=1, ensure_ascii=False, sort_keys=True)
                          + "\n", encoding="utf-8")
    return done


if __name__ == "__main__":
    if sys.argv[1:2] == ["--stamp"]:
        stamped = stamp(sys.argv[2], sys.argv[3:])
        print(f"stamped {len(stamped)}: {', '.join(stamped)}" if stamped else "nothing to stamp")
        sys.exit(0)
    found = check()
    print("\n".join(found) or "The Japanese edition is in step with the English.")
    sys.exit(1 if found else 0)
