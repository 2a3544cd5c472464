"""Fetch and lay out every file the site serves itself, so no page asks another host.

The ``pointyrules_site`` Sphinx extension calls :func:`prepare` at the start of every
book build. It fetches the pinned front-end packages of ``assets.json`` from the npm
registry (checking their integrity hashes), caches them in ``.assets/cache``, and
writes ``.assets/static`` (not committed), which the site serves as ``_static``:

- ``mathjax/``: MathJax, so that mathematics needs no CDN;
- ``pyodide/``: the live tables' Python, built by ``runtime.py``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import runtime  # noqa: E402  (the sibling module, found through the line above)

ROOT = Path(__file__).resolve().parents[1]
SPEC = json.loads((Path(__file__).with_name("assets.json")).read_text())
OUT = ROOT / ".assets"
CACHE = OUT / "cache"
STATIC = OUT / "static"


class AssetError(RuntimeError):
    """A file the site needs could not be fetched or did not match its pinned hash."""


def _run(cmd: list[str], cwd: Path | None = None) -> str:
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if proc.returncode:
        raise AssetError(f"{' '.join(cmd)} failed ({proc.returncode}):\n"
                         f"{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return proc.stdout


def _normal(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def npm_package(name: str) -> Path:
    """The unpacked npm package at its pinned version, fetched once and hash-checked."""
    pin = SPEC["npm"][name]
    folder = CACHE / "npm" / f"{_normal(name)}-{pin['version']}"
    if (folder / "package").is_dir():
        return folder / "package"
    folder.mkdir(parents=True, exist_ok=True)
    out = json.loads(_run(["npm", "pack", f"{name}@{pin['version']}", "--json",
                           "--pack-destination", str(folder)], cwd=folder))
    tgz = folder / out[0]["filename"].replace("/", "-").lstrip("@")
    if not tgz.exists():  # npm names scoped tarballs scope-name-version.tgz
        tgz = next(folder.glob("*.tgz"))
    digest = "sha512-" + base64.b64encode(hashlib.sha512(tgz.read_bytes()).digest()).decode()
    if digest != pin["integrity"]:
        tgz.unlink()
        raise AssetError(f"{name}@{pin['version']}: integrity {digest} does not match the "
                         f"pinned {pin['integrity']} in sitebuild/assets.json")
    with tarfile.open(tgz) as tar:
        tar.extractall(folder, filter="data")
    tgz.unlink()
    return folder / "package"


def build_static() -> None:
    """MathJax for the book's pages, and the live tables' Python (runtime.py)."""
    shutil.rmtree(STATIC, ignore_errors=True)
    STATIC.mkdir(parents=True)
    # MathJax: the TeX-to-HTML component Sphinx loads (mathjax_path), plus the folders it
    # loads lazily (TeX extensions, fonts, the menu and its accessibility parts).
    mathjax, dest = npm_package("mathjax") / "es5", STATIC / "mathjax"
    dest.mkdir()
    shutil.copy2(mathjax / "tex-chtml.js", dest / "tex-chtml.js")
    for folder in ("input", "output", "ui", "a11y", "adaptors"):
        shutil.copytree(mathjax / folder, dest / folder)
    try:
        report = runtime.build(STATIC / "pyodide", npm_package("pyodide"), CACHE)
    except runtime.RuntimeBuildError as exc:
        raise AssetError(str(exc)) from exc
    sizes = report["bytes"]
    print(f"[pointyrules] page runtime: {len(report['stdlib_modules'])} standard library "
          f"modules ({sizes['python_stdlib.zip'] / 1e6:.2f} MB), the package "
          f"({sizes['pointyrules.zip'] / 1e6:.2f} MB), {len(report['played'])} games played "
          f"under Pyodide in {report['seconds']} s", flush=True)


def prepare() -> None:
    t0 = time.perf_counter()
    build_static()
    print(f"[pointyrules] site assets ready in {time.perf_counter() - t0:.1f} s", flush=True)


if __name__ == "__main__":
    prepare()
