#!/usr/bin/env python3
"""One entry point for every chore: `python3 dev.py serve | test | bench | jupyter`.

Each command first makes sure `.venv` exists and holds exactly what
requirements.txt pins (re-installing when that file or pyproject.toml changes), so
both commands in the README work on a fresh machine with only Python 3.11 and pip.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"
STAMP = VENV / ".pointyrules-installed"


def run(*cmd: str | Path, **kw) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, **kw)


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
    """Build the book with warnings as errors; return the HTML folder."""
    t0 = time.perf_counter()
    run(BIN / "jupyter-book", "build", ROOT, "--path-output", out, "-n", "-W", "--keep-going")
    print(f"book built in {time.perf_counter() - t0:.0f} s", flush=True)
    return out / "_build" / "html"


def serve(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(ROOT / "sitebuild"))
    from server import make_server

    html = build_book()
    with make_server(html, args.host, args.port) as httpd:
        print(f"\nServing the book at http://{args.host}:{args.port}/  (Ctrl+C stops)",
              flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            print("stopped")


def ensure_chromium() -> None:
    """The browser tests drive Debian's Chromium; install it when it is missing."""
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


def bench(args: argparse.Namespace) -> None:
    run(PY, "-m", "bench", *args.bench_args)


def jupyter(args: argparse.Namespace) -> None:
    run(BIN / "jupyter", "lab", "book/")


def clean(args: argparse.Namespace) -> None:
    for path in (ROOT / "_build", ROOT / ".assets", VENV):
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
    sub.add_parser("clean", help="remove .venv, .assets and _build").set_defaults(func=clean)
    args = parser.parse_args()
    if args.command != "clean":
        ensure_venv()
    try:
        args.func(args)
    except subprocess.CalledProcessError as err:
        sys.exit(err.returncode)


if __name__ == "__main__":
    main()
