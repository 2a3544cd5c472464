// Compile the Python modules the in-browser kernel imports at start to bytecode, with
// Pyodide's own interpreter under Node (bytecode belongs to one Python version, and
// the build machine's Python is another). See precompile() in assets.py.
// Usage: node pycompile.mjs <pyodide folder> <output folder> <spec.json>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { dirname, join, resolve } from "node:path";

const [folder, out, specFile] = process.argv.slice(2).map((p) => resolve(p));
const spec = JSON.parse(readFileSync(specFile, "utf8"));
const { loadPyodide } = await import(pathToFileURL(join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: folder + "/", packages: spec.packages,
                                    stdout: () => {}, stderr: () => {} });
for (const [mount, root] of [["/site", folder], ["/out", out], ["/extra", spec.extra_dir]]) {
  pyodide.FS.mkdirTree(mount);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, mount);
}
pyodide.globals.set("SPEC", JSON.stringify(spec));
const here = dirname(new URL(import.meta.url).pathname);
process.stdout.write(pyodide.runPython(readFileSync(join(here, "pycompile.py"), "utf8")));
