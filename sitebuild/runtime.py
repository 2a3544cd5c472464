"""The live tables' Python, as the site serves it (``_static/pyodide``).

The page's worker (``static/pointyrules-worker.mjs``) starts Pyodide from these files:

- Pyodide's core (``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``) and a
  lock file that lists no packages (the tables load none);
- ``python_stdlib.zip``: only the standard library modules the tables use, as bytecode;
- ``pointyrules.zip``: the package (no notebook widgets) and the page's glue module;
- ``python_stdlib_full.zip``: Pyodide's whole standard library, fetched only if a module
  outside the trimmed one is ever imported.

The two archives are made by Pyodide's own Python under Node (``pyruntime.mjs`` runs
``pyruntime.py``), which first plays every game's table with every kind of bot, so
that the trimmed library holds what the tables import, and fails the build if a table
does not work. Results are cached by the hashes of their inputs.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import time
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parent
CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB = "python_stdlib.zip"
SPEC = {
    "glue_dir": "sitebuild/page",  # pointyrules_page.py, the worker's Python side
    # not in the page: the notebooks' ipywidgets shell, the printable sheets and the
    # lessons (packs, class data, the movable card's data: drawn at build time), the
    # solvers run offline (they need SciPy) and the adapters to OpenSpiel and PettingZoo
    # (they need those packages)
    "leave_out": ["widget.py", "printables.py", "lessons.py", "lesson.py", "applet.py",
                  "plotfont.py", "printables_ja.py", "lesson_ja.py",
                  "solve.py", "adapters.py", "openspiel.py", "pettingzoo.py"],
    "full_game_ops": 400,  # messages for the one game per table played to its end
    "sample_ops": 30,  # messages for every other player count and bot
}


class RuntimeBuildError(RuntimeError):
    """The page's Python could not be built (a table failed while it was played)."""


def _inputs(pyodide: Path) -> list[Path]:
    package = sorted(p for suffix in ("*.py", "*.json")  # (as pyruntime.DATA)
                     for p in (ROOT / "pointyrules").rglob(suffix)
                     if not set(p.relative_to(ROOT).parts) & {*SPEC["leave_out"], "__pycache__"})
    # (leave_out names files or folders anywhere in the package)
    return [pyodide / STDLIB, HERE / "pyruntime.mjs", HERE / "pyruntime.py",
            ROOT / SPEC["glue_dir"] / "pointyrules_page.py", *package]


def build(target: Path, pyodide: Path, cache: Path) -> dict:
    """Write the page runtime into ``target``; return the build's report."""
    key = hashlib.sha256(json.dumps(SPEC, sort_keys=True).encode())
    for path in _inputs(pyodide):
        key.update(str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name)
                   .encode() + b"\0" + path.read_bytes())
    done = cache / "runtime" / key.hexdigest()[:16]
    made = (STDLIB, "pointyrules.zip", "report.json")
    if not all((done / name).is_file() for name in made):
        # (a folder missing a file is a build that two builds at once interrupted)
        shutil.rmtree(cache / "runtime", ignore_errors=True)  # older results are stale
        work = done.with_suffix(".partial")
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        (work / "spec.json").write_text(json.dumps(SPEC))
        t0 = time.perf_counter()
        proc = subprocess.run(["node", str(HERE / "pyruntime.mjs"), str(pyodide), str(ROOT),
                               str(work), str(work / "spec.json")],
                              capture_output=True, text=True)
        if proc.returncode:
            # Node also prints the minified line of Pyodide the error passed through.
            said = [line for line in (proc.stdout + proc.stderr).splitlines() if len(line) < 300]
            raise RuntimeBuildError("playing the tables under Pyodide failed:\n"
                                    + "\n".join(said[-40:]))
        report = json.loads(proc.stdout)
        report["seconds"] = round(time.perf_counter() - t0, 1)
        (work / "report.json").write_text(json.dumps(report, indent=1))
        shutil.rmtree(done, ignore_errors=True)
        work.rename(done)
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for name in CORE:
        shutil.copy2(pyodide / name, target / name)
    shutil.copy2(pyodide / STDLIB, target / "python_stdlib_full.zip")
    for name in (STDLIB, "pointyrules.zip"):
        shutil.copy2(done / name, target / name)
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    (target / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}))
    report = json.loads((done / "report.json").read_text())
    report["bytes"] = {p.name: p.stat().st_size for p in sorted(target.iterdir())}
    return report
