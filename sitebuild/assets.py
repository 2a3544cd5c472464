"""Fetch and lay out every file the site serves itself, so no page asks another host.

The ``pointyrules_site`` Sphinx extension calls :func:`prepare` at the start of every
book build. It fetches the pinned front-end packages of ``assets.json`` from the npm
registry (checking their integrity hashes) and the Python wheels Pyodide loads from
the Python package index, caches both in ``.assets/cache``, builds a wheel of this
project from the working tree, and writes two folders (neither is committed):

- ``.assets/lite``: the JupyterLite directory. ``static/pyodide`` holds the Pyodide
  runtime, the wheels the kernel and the games load at start, and a lock file that
  lists only those wheels with their real hashes (Pyodide's own lock names Pyodide's
  builds, whose hashes differ from the index's files, and hundreds of packages we do
  not ship, which would send the kernel to a CDN).
- ``.assets/static``: require.js, the widget manager and MathJax for ordinary pages,
  which show saved widget state and mathematics without a CDN.
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
import zipfile
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = json.loads((Path(__file__).with_name("assets.json")).read_text())
OUT = ROOT / ".assets"
CACHE = OUT / "cache"
LITE = OUT / "lite"
STATIC = OUT / "static"
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                   "python_stdlib.zip")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# The wheels jupyterlite-pyodide-kernel installs into the kernel at start (piplite,
# its ipykernel shim, pyodide_kernel), as its Lite build ships them.
KERNEL_PYPI = (Path(sys.prefix) / "share" / "jupyter" / "labextensions"
               / KERNEL_PLUGIN.split(":")[0] / "static" / "pypi")


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


def index_wheel(name: str, version: str, python: str) -> Path:
    """A pure-Python wheel from the package index for Pyodide's ``python``, fetched once."""
    dest = CACHE / "wheels"
    dest.mkdir(parents=True, exist_ok=True)
    prefix = f"{_normal(name)}-{version}-"
    found = [w for w in dest.glob("*.whl") if _normal(w.name).startswith(prefix.lower())
             or w.name.lower().startswith(prefix.lower())]
    if not found:
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
              "--only-binary=:all:", "--python-version", python, "--dest", str(dest),
              f"{name}=={version}"])
        found = [w for w in dest.glob("*.whl") if w.name.lower().startswith(prefix.lower())]
    if not found:
        raise AssetError(f"no pure-Python wheel of {name}=={version} on the package index")
    return found[0]


def project_wheel() -> Path:
    """A fresh wheel of this project built from the working tree."""
    dest = OUT / "project"
    # setuptools stages files in ./build: a stale copy there could put deleted modules
    # into the wheel, so it is cleared before and removed after.
    for folder in (dest, ROOT / "build"):
        shutil.rmtree(folder, ignore_errors=True)
    try:
        _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
              "--no-build-isolation", "--wheel-dir", str(dest), str(ROOT)])
    finally:
        shutil.rmtree(ROOT / "build", ignore_errors=True)
    return next(dest.glob("pointyrules-*.whl"))


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _lock_entry(wheel: Path, name: str, version: str, depends: list[str],
                imports: list[str]) -> dict:
    return {"name": name, "version": version, "file_name": wheel.name,
            "install_dir": "site", "package_type": "package", "sha256": _sha256(wheel),
            "depends": depends, "imports": imports, "unvendored_tests": False}


def precompile(target: Path, packages: dict) -> None:
    """Add bytecode for the modules the kernel imports at start to the wheels in
    ``target`` and update their hashes in ``packages``.

    Pyodide's own wheels carry bytecode; the index's wheels carry only source, which
    the kernel would compile at every start (IPython alone takes seconds in the
    browser). The bytecode must come from Pyodide's Python, so ``pycompile.mjs`` runs
    Pyodide under Node. Results are cached by the hashes of their inputs.
    """
    here = Path(__file__).parent
    wheels = sorted(entry["file_name"] for entry in packages.values())
    spec = {"packages": sorted(packages), "wheels": wheels,
            "imports": ["micropip", "piplite.piplite", "pyodide_kernel", "ipywidgets"],
            "whole": ["pointyrules"],
            "extract": [next(KERNEL_PYPI.glob("piplite-*.whl")).name],
            "extra_dir": str(KERNEL_PYPI)}
    key = hashlib.sha256(json.dumps(spec, sort_keys=True).encode())
    for path in (here / "pycompile.mjs", here / "pycompile.py"):
        key.update(path.read_bytes())
    for wheel in wheels:  # by content: a fresh wheel of unchanged code has new timestamps
        with zipfile.ZipFile(target / wheel) as archive:
            for name in sorted(archive.namelist()):
                key.update(name.encode() + archive.read(name))
    done = CACHE / "pyc" / key.hexdigest()[:16]
    if not done.is_dir():
        shutil.rmtree(CACHE / "pyc", ignore_errors=True)  # older results are stale
        work = done.with_suffix(".partial")
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        (work / "spec.json").write_text(json.dumps(spec))
        _run(["node", str(here / "pycompile.mjs"), str(target), str(work),
              str(work / "spec.json")])
        work.rename(done)
    for entry in packages.values():
        shutil.copy2(done / entry["file_name"], target / entry["file_name"])
        entry["sha256"] = _sha256(target / entry["file_name"])


def build_lite() -> None:
    """The JupyterLite directory: self-hosted Pyodide, its wheels and a patched lock."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    if SPEC["npm"]["pyodide"]["version"] != PYODIDE_VERSION:
        raise AssetError(f"sitebuild/assets.json pins pyodide {SPEC['npm']['pyodide']['version']}"
                         f" but the installed kernel expects {PYODIDE_VERSION}: pin that one")
    pyodide = npm_package("pyodide")
    target = LITE / "static" / "pyodide"
    shutil.rmtree(LITE, ignore_errors=True)
    target.mkdir(parents=True)
    for name in PYODIDE_RUNTIME:
        shutil.copy2(pyodide / name, target / name)
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    python = ".".join(lock["info"]["python"].split(".")[:2])
    packages = {}
    for name in SPEC["kernel_wheels"]:
        entry = dict(lock["packages"][name])
        wheel = index_wheel(name, entry["version"], python)
        shutil.copy2(wheel, target / wheel.name)
        entry.update(file_name=wheel.name, sha256=_sha256(wheel))
        packages[name] = entry
    for name, depends in SPEC["play_wheels"].items():
        if name == "pointyrules":
            wheel, version = project_wheel(), metadata.version("pointyrules")
        else:
            version = metadata.version(name)  # the version requirements.txt pins
            wheel = index_wheel(name, version, python)
        shutil.copy2(wheel, target / wheel.name)
        packages[name] = _lock_entry(wheel, name, version, depends, [_normal(name)])
    # The kernel's own wheels: listed here, they load with the rest instead of being
    # installed one by one through piplite after Pyodide has started.
    for name, depends in SPEC["kernel_own_wheels"].items():
        wheel = next(KERNEL_PYPI.glob(f"{_normal(name)}-*-py3-none-any.whl"))
        shutil.copy2(wheel, target / wheel.name)
        packages[name] = _lock_entry(wheel, name, wheel.name.split("-")[1], depends,
                                     [_normal(name)])
    lock["packages"] = packages  # nothing unshipped is left to fetch from elsewhere
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    precompile(target, packages)  # new wheels, new hashes: the lock is written again
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    settings = {"disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": sorted(packages)}}
    (LITE / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "litePluginSettings": {KERNEL_PLUGIN: settings},
            # Notebook-only editor commands: the console app has no notebook tracker
            # for them, and they would fail to start with an error in every page.
            # Without the service worker the kernel does not mount the contents drive
            # as its working folder. The games' code comes from wheels, and with the
            # drive mounted every import first looked there, each look a synchronous
            # request through the service worker: about a hundred at every start.
            "disabledExtensions": ["@jupyterlab/codemirror-extension:commands",
                                   "@jupyterlite/application-extension:service-worker-manager"],
        },
    }, indent=1))
    # Source maps double the Lite output and no reader needs them.
    (LITE / "jupyter_lite_config.json").write_text(json.dumps(
        {"LiteBuildConfig": {"no_sourcemaps": True}}, indent=1))


WIDGETS_CONFIG = """\
// Load the widget manager's modules from this site, never from a CDN.
(function () {
  var here = document.currentScript.src.replace(/[^/]*$/, "");
  require.config({paths: {
    "@jupyter-widgets/html-manager/dist": here + "jupyter-widgets/html-manager/dist"
  }});
})();
// The widget manager typesets with MathJax 2's MathJax.Hub.Queue; the book loads
// MathJax 3, so provide that one call and forward it to MathJax 3's typesetter.
(function () {
  function hub() {
    return {Queue: function () {
      Array.prototype.forEach.call(arguments, function (job) {
        var mj = window.MathJax;
        if (Array.isArray(job) && job[0] === "Typeset" && mj && mj.typesetPromise) {
          mj.typesetPromise(job[2] ? [job[2]] : undefined);
        }
      });
    }};
  }
  var config = window.MathJax = window.MathJax || {};
  config.Hub = hub();
  config.startup = config.startup || {};
  config.startup.ready = function () {
    window.MathJax.startup.defaultReady();
    window.MathJax.Hub = hub();
  };
})();
"""


def build_static() -> None:
    """require.js, the widget manager and MathJax, for the book's ordinary pages."""
    shutil.rmtree(STATIC, ignore_errors=True)
    STATIC.mkdir(parents=True)
    shutil.copy2(npm_package("requirejs") / "require.js", STATIC / "require.js")
    (STATIC / "widgets-config.js").write_text(WIDGETS_CONFIG)
    dist = npm_package("@jupyter-widgets/html-manager") / "dist"
    shutil.copytree(dist, STATIC / "jupyter-widgets" / "html-manager" / "dist",
                    # Only embed-amd.js and the woff2 fonts its stylesheet asks for first;
                    # the rest serve other loaders and older browsers.
                    ignore=shutil.ignore_patterns("*.map", "libembed-amd.js", "embed.js",
                                                  "*.embed.js", "*.LICENSE.txt", "*.svg",
                                                  "*.eot", "*.ttf", "*.woff"))
    # MathJax: the TeX-to-HTML component Sphinx loads (mathjax_path), plus the folders it
    # loads lazily (TeX extensions, fonts, the menu and its accessibility parts).
    mathjax, dest = npm_package("mathjax") / "es5", STATIC / "mathjax"
    dest.mkdir()
    shutil.copy2(mathjax / "tex-chtml.js", dest / "tex-chtml.js")
    for folder in ("input", "output", "ui", "a11y", "adaptors"):
        shutil.copytree(mathjax / folder, dest / folder)


def prepare() -> None:
    t0 = time.perf_counter()
    build_lite()
    build_static()
    print(f"[pointyrules] site assets ready in {time.perf_counter() - t0:.1f} s", flush=True)


if __name__ == "__main__":
    prepare()
