"""Run inside Pyodide by pycompile.mjs: import what the kernel imports at start, then
copy each wheel adding unchecked-hash bytecode (``__pycache__/*.pyc``) for the modules
that were imported (every module of the ``whole`` packages). Python then loads that
bytecode without compiling or even reading the source; the source stays in the wheel
for tracebacks. Prints a JSON report: wheel name -> number of modules compiled."""

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
for wheel in spec["extract"]:  # kernel wheels the worker installs itself
    zipfile.ZipFile("/extra/" + wheel).extractall(site)
for name in spec["imports"]:
    importlib.import_module(name)
for name in spec["whole"]:
    package = importlib.import_module(name)
    for module in pkgutil.walk_packages(package.__path__, name + "."):
        importlib.import_module(module.name)
loaded = {os.path.relpath(m.__file__, site) for m in list(sys.modules.values())
          if (getattr(m, "__file__", None) or "").startswith(site + "/")}


def pyc(path: str, source: bytes) -> bytes:
    code = compile(source, os.path.join(site, path), "exec", dont_inherit=True)
    flags = (0b01).to_bytes(4, "little")  # hash-based, source never checked (PEP 552)
    return (importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source)
            + marshal.dumps(code))


def record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}\n"


report = {}
for wheel in spec["wheels"]:
    whole = wheel.split("-")[0] in spec["whole"]
    with zipfile.ZipFile("/site/" + wheel) as src, \
            zipfile.ZipFile("/out/" + wheel, "w", zipfile.ZIP_DEFLATED) as dst:
        record_name, record, count = None, "", 0
        for info in src.infolist():
            data = src.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record_name, record = info.filename, data.decode()
                continue
            dst.writestr(info, data)
            if info.filename.endswith(".py") and (whole or info.filename in loaded):
                folder, module = os.path.split(info.filename)
                path = f"{folder}/__pycache__/{module[:-3]}.{sys.implementation.cache_tag}.pyc"
                compiled = pyc(info.filename, data)
                dst.writestr(path, compiled)
                record += record_line(path, compiled)
                count += 1
        if record_name:
            dst.writestr(record_name, record)
    report[wheel] = count
json.dumps(report)
