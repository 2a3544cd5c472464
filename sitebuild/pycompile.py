"""Run inside Pyodide by pycompile.mjs: import what the kernel imports at start, then
copy each wheel adding unchecked-hash bytecode (``__pycache__/*.pyc``) for the modules
that were imported (every module of the ``whole`` packages). Python then loads that
bytecode without compiling or even reading the source; the source stays in the wheel
for tracebacks.

The standard library gets the same: Pyodide's ``python_stdlib.zip`` holds sources
only, so every start compiled the few hundred modules that Pyodide's own bootstrap
and the kernel import (more than half of Pyodide's start-up time). The copy adds
``<module>.pyc`` beside each of those sources, where Python's zip importer looks
first; the other modules stay source only, to keep the site small.

Prints a JSON report: file name -> number of modules compiled."""

import base64
import hashlib
import importlib
import importlib.util
import json
import marshal
import os
import pkgutil
import sys
import sysconfig
import zipfile

spec = json.loads(SPEC)  # noqa: F821  (set by pycompile.mjs)
site = "/" + sysconfig.get_paths()["purelib"].lstrip("/")  # it reads //lib/...
for name in spec["imports"]:
    importlib.import_module(name)
for name in spec["whole"]:
    package = importlib.import_module(name)
    for module in pkgutil.walk_packages(package.__path__, name + "."):
        importlib.import_module(module.name)
files = [getattr(m, "__file__", None) or "" for m in list(sys.modules.values())]
loaded = {os.path.relpath(f, site) for f in files if f.startswith(site + "/")}
stdlib = next(p for p in sys.path if p.endswith(".zip"))  # /lib/python3XY.zip
loaded_stdlib = {os.path.relpath(f, stdlib) for f in files if f.startswith(stdlib + "/")}


def pyc(filename: str, source: bytes) -> bytes:
    code = compile(source, filename, "exec", dont_inherit=True)
    flags = (0b01).to_bytes(4, "little")  # hash-based, source never checked (PEP 552)
    return (importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source)
            + marshal.dumps(code))


def entry(name: str, like: zipfile.ZipInfo) -> zipfile.ZipInfo:
    """A new archive member dated like ``like``, so the build's output is reproducible."""
    info = zipfile.ZipInfo(name, like.date_time)
    info.compress_type, info.external_attr = zipfile.ZIP_DEFLATED, 0o644 << 16
    return info


def record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}\n"


report = {}
for wheel in spec["wheels"]:
    whole = wheel.split("-")[0] in spec["whole"]
    with zipfile.ZipFile("/site/" + wheel) as src, \
            zipfile.ZipFile("/out/" + wheel, "w", zipfile.ZIP_DEFLATED) as dst:
        record_info, record, count = None, "", 0
        for info in src.infolist():
            data = src.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record_info, record = info, data.decode()
                continue
            dst.writestr(info, data)
            if info.filename.endswith(".py") and (whole or info.filename in loaded):
                folder, module = os.path.split(info.filename)
                path = f"{folder}/__pycache__/{module[:-3]}.{sys.implementation.cache_tag}.pyc"
                compiled = pyc(os.path.join(site, info.filename), data)
                dst.writestr(entry(path, info), compiled)
                record += record_line(path, compiled)
                count += 1
        if record_info:
            dst.writestr(record_info, record)
    report[wheel] = count

with zipfile.ZipFile("/site/" + spec["stdlib"]) as src, \
        zipfile.ZipFile("/out/" + spec["stdlib"], "w", zipfile.ZIP_DEFLATED) as dst:
    count = 0
    for info in src.infolist():
        data = src.read(info)
        dst.writestr(info, data)
        if info.filename in loaded_stdlib and info.filename.endswith(".py"):
            compiled = pyc(f"{stdlib}/{info.filename}", data)
            dst.writestr(entry(info.filename[:-3] + ".pyc", info), compiled)
            count += 1
    report[spec["stdlib"]] = count
json.dumps(report)
