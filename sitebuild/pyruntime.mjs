// Build the live tables' Python with Pyodide's own interpreter under Node (bytecode
// belongs to one Python version, and the build machine's Python is another): play
// every game's table, then write the trimmed standard library and the package.
// See runtime.py. Usage: node pyruntime.mjs <pyodide folder> <project> <output> <spec.json>
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { dirname, join, resolve } from "node:path";

const [folder, project, out, specFile] = process.argv.slice(2).map((p) => resolve(p));
const spec = readFileSync(specFile, "utf8");
const { loadPyodide } = await import(pathToFileURL(join(folder, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: folder + "/", stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n"),
});
for (const [mount, root] of [["/project", project], ["/out", out]]) {
  pyodide.FS.mkdirTree(mount);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root }, mount);
}
pyodide.globals.set("SPEC", spec);
const here = dirname(new URL(import.meta.url).pathname);
process.stdout.write(pyodide.runPython(readFileSync(join(here, "pyruntime.py"), "utf8")));
