#!/usr/bin/env python3
"""One entry point for every chore: `python3 dev.py serve | test | bench | mutate | ...`.

Each command first makes sure `.venv` exists and holds exactly what
requirements.txt pins (re-installing when that file or pyproject.toml changes), so
both commands in the README work on a fresh machine with only Python 3.11 and pip.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from importlib import import_module
from pathlib import Path

from pointyrules import games  # the registry: standard library only, no .venv needed

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"
STAMP = VENV / ".pointyrules-installed"


def run(*cmd: str | Path, **kw) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **{"cwd": ROOT, **kw})


def ensure_venv() -> None:
    """Create .venv and install the pinned requirements plus this package."""
    wanted = hashlib.sha256(
        (ROOT / "requirements.txt").read_bytes() + (ROOT / "pyproject.toml").read_bytes()
    ).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted:
        return
    if not PY.exists():
        run(sys.executable, "-m", "venv", VENV)
    run(PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(PY, "-m", "pip", "install", "--quiet", "-r", "requirements.txt")
    run(PY, "-m", "pip", "install", "--quiet", "--no-deps", "-e", ".")
    run(PY, "-m", "ipykernel", "install", "--sys-prefix", "--name", "python3")
    STAMP.write_text(wanted)


def build_book(out: Path = ROOT) -> Path:
    """Build the site, both editions, with warnings as errors; return the HTML folder.

    The English book first (``_config.yml``), into ``out/_build/html``; then the
    Japanese edition (``ja/_config.yml``) into its ``ja/`` folder, sharing its files and
    section ids (sitebuild/editions.py)."""
    t0 = time.perf_counter()
    run(BIN / "jupyter-book", "build", ROOT, "--path-output", out, "-n", "-W", "--keep-going")
    print(f"English edition built in {time.perf_counter() - t0:.0f} s", flush=True)
    html = out / "_build" / "html"
    t0 = time.perf_counter()
    build_japanese(out / "_build", html / "ja")
    print(f"Japanese edition built in {time.perf_counter() - t0:.0f} s", flush=True)
    return html


JA = ROOT / "ja"


def build_japanese(build: Path, html: Path) -> None:
    """Build the Japanese edition into ``html`` (the English site's ``ja/``), after the
    English edition was built into ``build`` (whose doctrees give the section ids)."""
    # Sphinx reads the book's settings from a conf.py that Jupyter Book writes from
    # ja/_config.yml (not kept: .gitignore); it leaves out local_extensions' folder.
    run(BIN / "jupyter-book", "config", "sphinx", JA)
    conf = JA / "conf.py"
    conf.write_text(f"import sys\nsys.path.insert(0, {str(ROOT / 'sitebuild')!r})\n"
                    + conf.read_text(encoding="utf-8"), encoding="utf-8")
    shutil.rmtree(html, ignore_errors=True)
    env = {**os.environ, "POINTYRULES_EN_DOCTREES": str(build / ".doctrees"),
           "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    run(BIN / "sphinx-build", "-b", "html", JA, html, "-d", build / ".doctrees-ja",
        "-n", "-W", "--keep-going", "-q", env=env)


def serve(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(ROOT / "sitebuild"))
    from server import make_server

    ensure_chromium()  # the build prints the printable sheets to PDF with it
    html = build_book()
    with make_server(html, args.host, args.port) as httpd:
        print(f"\nServing the book at http://{args.host}:{args.port}/  (Ctrl+C stops)",
              flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            print("stopped")


def ensure_chromium() -> None:
    """The browser tests drive Debian's Chromium, and the book build prints the
    printables with it; install it when it is missing."""
    if shutil.which("chromium"):
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(*sudo, "apt-get", "update", "-q", env=env)
    run(*sudo, "apt-get", "install", "-y", "-q", "--no-install-recommends", "chromium", env=env)


def test(args: argparse.Namespace) -> None:
    ensure_chromium()
    run(BIN / "ruff", "check", ".")
    run(PY, "-m", "pytest", *args.pytest_args)
    if not args.pytest_args:  # the whole suite: and the mutation command still works
        mutate(argparse.Namespace(only=None, survivors=False, max_children=2, report=False,
                                  again=False, smoke=SMOKE_MUTANTS))


def bench(args: argparse.Namespace) -> None:
    run(PY, "-m", "bench", *args.bench_args)


def jupyter(args: argparse.Namespace) -> None:
    run(BIN / "jupyter", "lab", "book/")


def ja_check(args: argparse.Namespace) -> None:
    """List the Japanese units that are stale, unstamped or still English (ja_sync.py)."""
    run(PY, ROOT / "sitebuild" / "ja_sync.py")


def ja_stamp(args: argparse.Namespace) -> None:
    """Record that a Japanese unit now says what its English says (ja_sync.py)."""
    run(PY, ROOT / "sitebuild" / "ja_sync.py", "--stamp", args.target, *args.units)


def ja_seeds(args: argparse.Namespace) -> None:
    """Fingerprint the rule texts, for the check that our Japanese copies none of their
    sentences (sitebuild/seedscan.py)."""
    run(PY, ROOT / "sitebuild" / "seedscan.py")


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def execute(args: argparse.Namespace) -> None:
    """Run chapters top to bottom and store their outputs the way the book keeps them:
    no widget state or view (a live table is the page's own), no execution timestamps,
    one-space JSON indent, UTF-8 as is."""
    for name in args.notebooks:
        path = Path(name).resolve()
        run(BIN / "jupyter", "nbconvert", "--to", "notebook", "--execute", "--inplace",
            "--ExecutePreprocessor.store_widget_state=False",
            "--ExecutePreprocessor.timeout=1200", path, cwd=path.parent)
        nb = json.loads(path.read_text(encoding="utf-8"))
        nb.get("metadata", {}).pop("widgets", None)
        for cell in nb["cells"]:
            cell.get("metadata", {}).pop("execution", None)
            if any(WIDGET_VIEW in o.get("data", {}) for o in cell.get("outputs", [])):
                cell["outputs"], cell["execution_count"] = [], None  # no page shows it
        path.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


# --- mutation testing ----------------------------------------------------------------------
# A full run (`dev.py mutate`) takes hours and is not part of `test`; a smoke run of a
# few mutants per rules module (`dev.py mutate --smoke N`) is: it shows on every clean
# clone that the command works (mutants made, the game's tests run against them,
# verdicts read back) and that the tests kill what they should.
# Each game's rules module, mutated on its own with only that game's fast tests: the
# rules, property and bots/odds tests (never widgets, nbval, the book or the browser).
MUTATE = {game: f"pointyrules/{game}/rules.py" for game in games.names()}


def mutated(game: str) -> list[str]:
    """The modules a game's mutation run mutates: its rules module and any its tests
    add (``tests/<game>/__init__.py``, ``MUTATED_TOO``: the engine's other parts)."""
    return [MUTATE[game], *getattr(import_module(f"tests.{game}"), "MUTATED_TOO", ())]


def mutate_slow(game: str) -> list[str]:
    """Tests left out of a game's runs, listed by the game's own tests
    (``tests/<game>/__init__.py``, ``SLOW_UNDER_MUTATION``): searches and bot-strength
    matches of seconds each, which reach the rules only through whole games (the
    property tests play those too). Every surviving mutant reruns all the tests that
    reach it, so these would triple a run."""
    return list(getattr(import_module(f"tests.{game}"), "SLOW_UNDER_MUTATION", ()))


MUTATE_WORK = ROOT / ".mutmut"  # one work folder per game; in .gitignore
MUTATE_REQS = ROOT / "requirements-mutate.txt"
MUTATE_STAMP = VENV / ".mutmut-installed"
EQUIVALENT = ROOT / "equivalent-mutants.toml"  # survivors judged equivalent, with reasons


def mutate_tests(game: str) -> list[str]:
    """The game's fast tests, as pytest's testpaths globs: tests/<game>/test_*.py (rules,
    details, properties, bots and the game's maths: odds, geometry, board), and the typed-
    actions and saved-state property tests of every game (mutmut runs only the tests
    that reach a mutant, so the other games' parts of them cost nothing but the first
    collection).

    Globs rather than file names, so that `--again` finds test files added since the
    run without changing mutmut's settings (which would make it start from scratch)."""
    return [f"tests/{game}/test_*.py", "tests/test_properties_actions.py",
            "tests/test_saved_state.py"]


def ensure_mutmut() -> None:
    wanted = hashlib.sha256(MUTATE_REQS.read_bytes()).hexdigest()
    if MUTATE_STAMP.exists() and MUTATE_STAMP.read_text() == wanted:
        return
    run(PY, "-m", "pip", "install", "--quiet", "-r", MUTATE_REQS)
    MUTATE_STAMP.write_text(wanted)


def _toml_list(items: list[str]) -> str:
    return "[" + ", ".join(json.dumps(i) for i in items) + "]"


def mutate_setup(game: str, fresh: bool = True, work: Path | None = None) -> Path:
    """A fresh work folder for one game: links to the sources and tests, and a
    pyproject.toml with mutmut's settings and pytest's: the game's tests, the project's
    warning filters, no nbval."""
    import tomllib

    work = work or MUTATE_WORK / game
    if fresh:
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        # book, ja: the lesson tests read the chapters; sitebuild: and the seed scan
        for name in ("pointyrules", "tests", "bench", "book", "ja", "sitebuild"):
            (work / name).symlink_to(ROOT / name, target_is_directory=True)
    # A failing property test would spend minutes shrinking its example (and then count
    # as a timeout): under mutation a failure only has to be seen, not minimised.
    # A mutant that loops while it grows (a turn that never ends) would take the machine's
    # memory long before mutmut's timeout: past MUTANT_MEMORY it fails with MemoryError,
    # a kill like any other (the limit is inherited by every forked mutant run).
    (work / "mutmut_hypothesis.py").write_text(
        "import resource\n\n"
        "from hypothesis import Phase, settings\n\n"
        f"resource.setrlimit(resource.RLIMIT_AS, ({MUTANT_MEMORY}, {MUTANT_MEMORY}))\n"
        "settings.register_profile('mutmut', phases=[Phase.explicit, Phase.reuse, "
        "Phase.generate])\n")
    pytest_ini = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]
    warnings = pytest_ini["ini_options"].get("filterwarnings", [])
    (work / "pyproject.toml").write_text(f"""\
# Written by `python3 dev.py mutate` for {game}; rewritten on every run.
[tool.mutmut]
source_paths = ["pointyrules"]
only_mutate = {_toml_list(mutated(game))}
also_copy = ["bench/", "book/", "ja/", "sitebuild/", "mutmut_hypothesis.py"]
pytest_add_cli_args = ["-p", "no:nbval", "-p", "no:cacheprovider", "-p", "mutmut_hypothesis",
                       "--hypothesis-profile=mutmut", "--hypothesis-seed=0"]
use_git_change_detection = false

[tool.pytest.ini_options]
testpaths = {_toml_list(mutate_tests(game))}
addopts = {_toml_list([a for test in mutate_slow(game) for a in ("--deselect", test)])}
filterwarnings = {_toml_list(warnings)}
""")
    return work


# Property tests play a quarter of their random games under mutation (tests/helpers.py,
# `examples`): each surviving mutant reruns every test that reaches it, and a mutant
# that breaks a rule fails within a few games; the detailed tests do the precise work.
MUTATE_EXAMPLE_SCALE = "0.25"
MUTANT_MEMORY = 6 << 30  # bytes of address space a mutant's test run may use (6 GiB)


def mutmut(work: Path, *args: str, log=None) -> subprocess.CompletedProcess:
    env = {**os.environ, "POINTYRULES_EXAMPLE_SCALE": MUTATE_EXAMPLE_SCALE}
    return subprocess.run([str(PY), "-m", "mutmut", *args], cwd=work, text=True, env=env,
                          stdout=log or subprocess.PIPE, stderr=subprocess.STDOUT)


# Run in .venv inside a game's work folder: every mutant's status, and the diff of each
# one not killed, as JSON (one process: `mutmut show` per mutant takes a second each).
# Uses mutmut's internals, hence the exact pin in requirements-mutate.txt.
MUTATE_RESULTS = """
import json
from mutmut.mutation.data import SourceFileMutationData
from mutmut.mutation.diff_apply import get_diff_for_mutant
from mutmut.stats import status_by_exit_code
from mutmut.utils.file_utils import walk_mutatable_files
out = {}
for path in walk_mutatable_files():
    m = SourceFileMutationData(path=path)
    m.load()
    for name, code in m.exit_code_by_key.items():
        status = status_by_exit_code[code]
        diff = "" if status == "killed" else get_diff_for_mutant(name, path=path)
        out[name] = [status, diff]
print(json.dumps(out))
"""


# Run in .venv inside a game's work folder: make the mutants without running any, and
# print their names (a smoke run picks a few of them).
MUTATE_NAMES = """
import json, mutmut.__main__ as m
from mutmut.configuration import config
from mutmut.mutation.data import SourceFileMutationData
from mutmut.utils.file_utils import walk_mutatable_files
config()
m.makedirs(m.Path("mutants"), exist_ok=True)
m.copy_src_dir(); m.copy_also_copy_files(); m.setup_source_paths()
m.store_lines_covered_by_tests(); m.create_mutants(1)
names = []
for path in walk_mutatable_files():
    data = SourceFileMutationData(path=path)
    data.load()
    names += sorted(data.exit_code_by_key)
print()
print(json.dumps(names))
"""
SMOKE_MUTANTS = 3  # per rules module, in `dev.py test`


def mutate_smoke(game: str, count: int) -> None:
    """Make one game's mutants, run ``count`` of them spread evenly over the module, and
    check that each got a verdict and that the tests killed the ones not judged
    equivalent; exit with the reason otherwise."""
    import tomllib

    judged = {e["mutant"] for e in tomllib.loads(EQUIVALENT.read_text()).get("equivalent", [])}
    work = mutate_setup(game, work=MUTATE_WORK / "smoke" / game)
    made = subprocess.run([str(PY), "-c", MUTATE_NAMES], cwd=work, text=True,
                          capture_output=True, check=True).stdout
    names = json.loads(made.strip().splitlines()[-1])  # after mutmut's own lines
    picked = [names[(2 * i + 1) * len(names) // (2 * count)] for i in range(count)]
    t0 = time.perf_counter()
    with open(work / "run.log", "w") as log:
        proc = mutmut(work, "run", "--max-children", "2", *picked, log=log)
    results = mutate_results(work)
    verdicts = {name: results.get(name, ("not made", ""))[0] for name in picked}
    print(f"{game}: {len(names)} mutants; smoke-tested {len(picked)} in "
          f"{time.perf_counter() - t0:.0f} s: "
          + ", ".join(f"{n.rpartition('.')[2]} {v}" for n, v in verdicts.items()), flush=True)
    alive = [n for n, v in verdicts.items() if v not in ("killed", "timeout") and n not in judged]
    if proc.returncode != 0 or alive:
        why = (f"mutmut failed (exit {proc.returncode}), see {work / 'run.log'}"
               if proc.returncode else "not killed: " + ", ".join(alive)
               + "\n" + "\n".join(results[n][1] for n in alive if n in results))
        sys.exit(f"{game}: mutation smoke run: {why}")


def mutate_results(work: Path) -> dict[str, tuple[str, str]]:
    """{mutant name: (status, diff or "" if killed)} for one game's last run."""
    proc = subprocess.run([str(PY), "-c", MUTATE_RESULTS], cwd=work, text=True,
                          capture_output=True, check=True)
    return json.loads(proc.stdout)


def added_lines(diff: str) -> str:
    """A mutant's added lines, joined: how equivalent-mutants.toml names a change."""
    return " / ".join(line[1:].strip() for line in diff.splitlines()
                      if line.startswith("+") and not line.startswith("+++"))


def mutate(args: argparse.Namespace) -> None:
    import tomllib

    if args.only and args.only not in MUTATE:
        sys.exit(f"--only takes one of {', '.join(MUTATE)}, got {args.only!r}")
    ensure_mutmut()
    if args.smoke:
        for game in [args.only] if args.only else list(MUTATE):
            mutate_smoke(game, args.smoke)
        return
    # Shared machine: run below normal priority (at least `nice -n 10`).
    os.setpriority(os.PRIO_PROCESS, 0, max(os.getpriority(os.PRIO_PROCESS, 0), 10))
    judged = {e["mutant"]: e for e in tomllib.loads(EQUIVALENT.read_text()).get("equivalent", [])}
    rows, stale = [], []
    for game in [args.only] if args.only else list(MUTATE):
        work = MUTATE_WORK / game
        if (args.report or args.again) and not (work / "seconds").exists():
            sys.exit(f"{game}: no finished run to build on; run without --report/--again first")
        if args.again:  # only the mutants still alive, against the tests as they are now
            mutate_setup(game, fresh=False)
            alive = [name for name, (state, _) in mutate_results(work).items()
                     if state not in ("killed", "timeout")]
            print(f"{game}: testing the {len(alive)} mutants that were left alive again",
                  flush=True)
            t0 = time.perf_counter()
            if alive:
                with open(work / "again.log", "w") as log:
                    proc = mutmut(work, "run", "--max-children", str(args.max_children),
                                  *alive, log=log)
                if proc.returncode != 0:
                    sys.exit(f"{game}: mutmut failed (exit {proc.returncode}); see {log.name}")
            full, *agains = (work / "seconds").read_text().strip().split(" + ")
            again = sum(map(int, agains)) + time.perf_counter() - t0
            (work / "seconds").write_text(f"{full} + {again:.0f}")  # first run + reruns
        elif not args.report:
            work = mutate_setup(game)
            print(f"{game}: mutating {', '.join(mutated(game))} "
                  f"(log: {(work / 'run.log').relative_to(ROOT)})", flush=True)
            t0 = time.perf_counter()
            with open(work / "run.log", "w") as log:
                proc = mutmut(work, "run", "--max-children", str(args.max_children), log=log)
            if proc.returncode != 0:
                tail = (work / "run.log").read_text()[-3000:].replace("\r", "\n")
                print("\n".join(tail.splitlines()[-30:]))
                sys.exit(f"{game}: mutmut failed (exit {proc.returncode}); see {log.name}")
            (work / "seconds").write_text(f"{time.perf_counter() - t0:.0f}")
        results = mutate_results(work)
        counts = {}
        for state, _ in results.values():
            counts[state] = counts.get(state, 0) + 1
        survivors = {}  # name -> (status, diff, the entry that judged it equivalent)
        for name, (state, diff) in sorted(results.items()):
            if state in ("killed", "timeout"):
                continue
            entry = judged.get(name) if state == "survived" else None
            if entry and entry["changed"] != added_lines(diff):
                stale.append(f"{name}: now changes {added_lines(diff)!r}")
                entry = None
            survivors[name] = (state, diff, entry)
        stale += [f"{name}: now {results[name][0] if name in results else 'gone'}"
                  for name in judged if judged[name]["module"] in mutated(game)
                  and results.get(name, ("gone",))[0] != "survived"]
        rows.append((game, counts, (work / "seconds").read_text().strip(), survivors))
    print()
    # "suspicious" counts every other verdict (suspicious, segfault, not checked, ...).
    head = ("module", "mutants", "killed", "survived", "(equivalent)", "timeout",
            "suspicious", "no tests", "killed %", "time")
    table = [head]
    for game, c, seconds, survivors in rows:
        total = sum(c.values())
        pct = 100 * c.get("killed", 0) / total if total else 100.0
        equivalent = sum(1 for _, _, entry in survivors.values() if entry)
        odd = total - sum(c.get(k, 0) for k in ("killed", "survived", "timeout", "no tests"))
        label = f"pointyrules/{game}/" + "+".join(Path(m).name for m in mutated(game))
        table.append((label, total, c.get("killed", 0), c.get("survived", 0),
                      equivalent, c.get("timeout", 0), odd, c.get("no tests", 0),
                      f"{pct:.1f}", f"{seconds} s"))
    widths = [max(len(str(r[i])) for r in table) for i in range(len(head))]
    for r in table:
        print("  ".join(str(v).ljust(w) if i == 0 else str(v).rjust(w)
                        for i, (v, w) in enumerate(zip(r, widths, strict=True))))
    if args.survivors:
        for *_, survivors in rows:
            for name, (state, diff, entry) in survivors.items():
                why = f" (judged equivalent: {entry['reason']})" if entry else ""
                print(f"\n# {name}: {state}{why}\n{diff}")
    if stale:
        print(f"\n{EQUIVALENT.name}: entries that no longer match a survivor "
              "(remove or update them):\n  " + "\n  ".join(stale))


def readme(args: argparse.Namespace) -> None:
    """Rewrite the README's list of games from _toc.yml and pointyrules/games.py."""
    sys.path.insert(0, str(ROOT / "sitebuild"))
    import chapters

    path = ROOT / "README.md"
    text = path.read_text(encoding="utf-8")
    new = chapters.readme_with_games(text)
    path.write_text(new, encoding="utf-8")
    print("README.md: list of games " + ("rewritten" if new != text else "already current"))


def clean(args: argparse.Namespace) -> None:
    for path in (ROOT / "_build", ROOT / ".assets", MUTATE_WORK, VENV):
        shutil.rmtree(path, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("serve", help="build the book and serve it locally")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.set_defaults(func=serve)
    p = sub.add_parser("test", help="ruff, unit and property tests, nbval, book build, browser")
    p.add_argument("pytest_args", nargs="*")
    p.set_defaults(func=test)
    p = sub.add_parser("bench", help="print the benchmark table")
    p.add_argument("bench_args", nargs="*")
    p.set_defaults(func=bench)
    sub.add_parser("jupyter", help="open the notebooks in JupyterLab (live kernel)"
                   ).set_defaults(func=jupyter)
    sub.add_parser("ja-check", help="list the Japanese units that are stale or still "
                   "English").set_defaults(func=ja_check)
    p = sub.add_parser("ja-stamp", help="record that a Japanese unit says what its English "
                       "now says (after updating it)")
    p.add_argument("target", help="a Japanese page (ja/book/...), a words module "
                   "(pointyrules.<game>.words; pointyrules: every catalogue) or lessons "
                   "(the Japanese sheets and lesson packs)")
    p.add_argument("units", nargs="*", help="cell ids, section numbers, catalogue kinds, or "
                   "lesson units or games (none: every unit that differs from the English)")
    p.set_defaults(func=ja_stamp)
    sub.add_parser("ja-seeds", help="write ja/seed_fingerprints.txt again from the rule "
                   "texts in ../shared/seeds").set_defaults(func=ja_seeds)
    p = sub.add_parser("execute", help="re-run chapters and store their outputs")
    p.add_argument("notebooks", nargs="+", metavar="book/NAME.ipynb")
    p.set_defaults(func=execute)
    p = sub.add_parser("mutate", help="mutation-test each game's rules module (mutmut)")
    p.add_argument("--only", metavar="GAME", help="one game: " + ", ".join(MUTATE))
    p.add_argument("--survivors", action="store_true", help="list the surviving mutants")
    p.add_argument("--max-children", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--report", action="store_true",
                   help="only print the table (and survivors) of the last run")
    p.add_argument("--again", action="store_true",
                   help="after adding tests: rerun only the last run's live mutants")
    p.add_argument("--smoke", type=int, metavar="N", default=0,
                   help="only N mutants per module, spread evenly: does the command work")
    p.set_defaults(func=mutate)
    sub.add_parser("readme", help="rewrite the README's list of games from _toc.yml"
                   ).set_defaults(func=readme)
    sub.add_parser("clean", help="remove .venv, .assets, .mutmut and _build"
                   ).set_defaults(func=clean)
    args = parser.parse_args()
    if args.command != "clean":
        ensure_venv()
    try:
        args.func(args)
    except subprocess.CalledProcessError as err:
        sys.exit(err.returncode)


if __name__ == "__main__":
    main()
