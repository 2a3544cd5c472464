"""Run inside Pyodide by pyruntime.mjs at build time: play every game's table the way
the page does, then write the two archives the page's Python starts from.

- ``python_stdlib.zip``: only the standard library modules that Pyodide's own start,
  the page's glue (``pointyrules_page``) and the tables imported while every game was
  played with every kind of bot, each as unchecked-hash bytecode (PEP 552) and no
  source. Python's zip importer loads it without compiling anything; the page asks for
  any other module from the whole standard library, which the site also ships
  (``python_stdlib_full.zip``, see the worker), so a module missed here costs time,
  never a failure.
- ``pointyrules.zip``: the ``pointyrules`` package (its sources, for tracebacks, and
  bytecode beside each, and its JSON data: the two-player Pointy Hats strategy) without
  the notebook widgets, and the glue module.

Prints a JSON report: the modules kept, the sizes, what was played.
"""

import importlib.util
import json
import marshal
import os
import random
import re
import sys
import zipfile

spec = json.loads(SPEC)  # noqa: F821  (set by pyruntime.mjs)
sys.dont_write_bytecode = True  # never write __pycache__ into the mounted project
STDLIB = next(p for p in sys.path if p.endswith(".zip"))  # /lib/python3XY.zip
PROJECT = "/project"
sys.path[:0] = [PROJECT + "/" + spec["glue_dir"], PROJECT]
DATE = (1980, 1, 1, 0, 0, 0)  # every member dated alike: the same input, the same zip
DATA = (".py", ".json")  # the package's files the page needs (a .json: a bot's table)

# The tags of the controls that make a move, as the table model writes them.
CONTROL = re.compile(r"<([a-zA-Z]+)\b([^>]*\bdata-action=\"([^\"]*)\"[^>]*)>")
VIEWBOX = re.compile(r"viewBox=\"([-\d. ]+)\"")


def enabled_controls(board: str) -> list[tuple[str, list[float] | None]]:
    """(key, the viewBox of its picture if it takes a point) of every enabled control on
    a board, as the page sees them."""
    out = []
    for match in CONTROL.finditer(board):
        tag, attrs, key = match.groups()
        if tag == "button":
            on = (not re.search(r"\sdisabled(?:[\s=>/]|$)", attrs)
                  and 'aria-disabled="true"' not in attrs)
        else:
            on = 'role="button"' in attrs and 'aria-disabled="true"' not in attrs
        if on:
            box = VIEWBOX.search(board, match.start()) if "data-point" in attrs else None
            out.append((key, [float(v) for v in box.group(1).split()] if box else None))
    return out


def play(page, key: str, game: str, players: int, level: str, ops: int, rng) -> dict:
    """Play one game from New game until it ends or ``ops`` messages were sent, as a
    reader clicking at random would (and a bot's every move); returns a summary."""
    reply = json.loads(page.handle(key, json.dumps({"op": "new", "players": players,
                                                     "level": level})))
    sent, refused, over = 1, 0, False
    while sent < ops:
        if reply["pending"]:
            message = {"op": "step"}
        else:
            controls = enabled_controls(reply["board"])
            if not controls:
                over = True
                break
            choice, box = rng.choice(controls)
            message = {"op": "act", "key": choice}
            if box:
                message["point"] = [box[0] + rng.random() * box[2], box[1] + rng.random() * box[3]]
            if sent % 7 == 3:
                page.handle(key, json.dumps({"op": "hint"}))
        reply = json.loads(page.handle(key, json.dumps(message)))
        refused += bool(reply["error"])
        sent += 1
    if sent % 2:
        page.handle(key, json.dumps({"op": "undo"}))
    return {"game": game, "players": players, "level": level, "messages": sent,
            "refused": refused, "over": over, "share": reply["share"]}


def exercise() -> list[dict]:
    import pointyrules_page as page

    from pointyrules import games

    rng = random.Random(0)
    played = []
    for game in games.names():
        info = games.get(game)
        json.loads(page.start(game, game, ""))
        low, high = info.players
        for level in info.bots:
            for players in range(low, high + 1):
                full = players == low and level == list(info.bots)[-1]
                played.append(play(page, game, game, players, level,
                                   spec["full_game_ops"] if full else spec["sample_ops"], rng))
        shared = json.loads(page.start(game + "-link", game, played[-1]["share"]))
        assert shared["note"] is None, shared["note"]
        bad = json.loads(page.start(game + "-bad", game, "players=99&moves=nonsense"))
        assert bad["note"], "a bad link must open a new game with a note"
        for message in ({"op": "new", "deal": "new", "mode": "practice"}, {"op": "undo"},
                        {"op": "open", "fragment": played[-1]["share"] + "~x"}):
            json.loads(page.handle(game, json.dumps(message)))  # a class deal, Practice
    return played


def pyc(filename: str, source: bytes) -> bytes:
    code = compile(source, filename, "exec", dont_inherit=True)
    flags = (0b01).to_bytes(4, "little")  # hash-based, source never checked (PEP 552)
    return (importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source)
            + marshal.dumps(code))


def member(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, DATE)
    info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
    return info


played = exercise()
files = [getattr(m, "__file__", None) or "" for m in list(sys.modules.values())]
kept = sorted({os.path.relpath(f, STDLIB) for f in files
               if f.startswith(STDLIB + "/") and f.endswith(".py")})

with zipfile.ZipFile(STDLIB) as src, zipfile.ZipFile("/out/python_stdlib.zip", "w") as dst:
    for name in kept:
        dst.writestr(member(name[:-3] + ".pyc"), pyc(f"{STDLIB}/{name}", src.read(name)))

package = os.path.join(PROJECT, "pointyrules")
sources = []
for folder, dirs, names in os.walk(package):
    dirs[:] = sorted(d for d in dirs if d not in spec["leave_out"] and d != "__pycache__")
    sources += [os.path.join(folder, n) for n in sorted(names)
                if n.endswith(DATA) and n not in spec["leave_out"]]
sources.append(os.path.join(PROJECT, spec["glue_dir"], "pointyrules_page.py"))
with zipfile.ZipFile("/out/pointyrules.zip", "w") as dst:
    for path in sources:
        name = os.path.relpath(path, package if path.startswith(package + "/") else
                               os.path.dirname(path))
        name = "pointyrules/" + name if path.startswith(package + "/") else name
        with open(path, "rb") as f:
            source = f.read()
        dst.writestr(member(name), source)
        if name.endswith(".py"):  # (a data file, read through the package's loader, as is)
            dst.writestr(member(name[:-3] + ".pyc"), pyc(f"/lib/pointyrules.zip/{name}", source))

json.dumps({"stdlib_modules": kept, "package_files": len(sources), "played": played,
            "python": f"{sys.version_info.major}.{sys.version_info.minor}"})
