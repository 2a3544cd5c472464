// The live game tables' Python, in a Web Worker so that a bot's search never holds up
// the page (sitebuild/static, started by pointyrules-table.js).
//
// It starts Pyodide as soon as it is created, from the site's own files in ./pyodide/
// (sitebuild/runtime.py): the standard library trimmed to the modules the tables use,
// as bytecode, and the pointyrules package, fetched alongside the WebAssembly. Any
// other standard library module is fetched on first import from the whole library.
//
// Messages from the page: {type: "start", key, game, fragment, lang} and
// {type: "handle", key, id, message}; answers: {type: "started", key, html, note},
// {type: "reply", key, id, reply} or {type: "failed", key, id, text}, and once
// {type: "stages", stages} with the times (ms since the epoch) of each stage.
const here = new URL("./pyodide/", import.meta.url);
const stages = { workerStart: performance.timeOrigin + performance.now() };
const mark = (name) => { stages[name] = performance.timeOrigin + performance.now(); };

const fetchBytes = async (name) => {
  const response = await fetch(new URL(name, here));
  if (!response.ok) throw new Error(`${name} could not be fetched (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
};

// Python's side of the page: the package on the path, the rest of the standard
// library on demand, then the glue module (sitebuild/page/pointyrules_page.py).
const BOOT = `
import sys
sys.path.insert(0, "/lib/pointyrules.zip")

class RestOfTheStandardLibrary:
    """Fetches the whole standard library (once, synchronously: a worker may) when a
    module of it is missing from the trimmed copy the page starts with."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] not in sys.stdlib_module_names:
            return None
        sys.meta_path.remove(self)
        import js
        request = js.XMLHttpRequest.new()
        request.open("GET", FULL_STDLIB_URL, False)
        request.responseType = "arraybuffer"
        request.send()
        if request.status != 200:
            return None
        with open("/lib/python_stdlib_full.zip", "wb") as f:
            f.write(js.Uint8Array.new(request.response).to_py())
        sys.path.append("/lib/python_stdlib_full.zip")
        import importlib.machinery
        return importlib.machinery.PathFinder.find_spec(name, path)

sys.meta_path.append(RestOfTheStandardLibrary())
import pointyrules_page
`;

// Pyodide's loader never settles when its WebAssembly or standard library is missing:
// every fetch is watched, and the first one that fails stops the start with its name.
let reportMissing;
const missing = new Promise((resolve, reject) => { reportMissing = reject; });
const fetchAsIs = self.fetch.bind(self);
self.fetch = async (resource, options) => {
  const response = await fetchAsIs(resource, options);
  if (!response.ok) {
    const name = String(resource.url || resource).split("/").pop();
    reportMissing(new Error(`${name} could not be fetched (${response.status})`));
  }
  return response;
};

const ready = (async () => {
  const { loadPyodide } = await import(new URL("pyodide.mjs", here).href);
  const pkg = fetchBytes("pointyrules.zip");
  pkg.catch(() => {});  // reported below: Pyodide does not pass on fsInit's errors
  const pyodide = await Promise.race([missing, loadPyodide({
    indexURL: here.href,
    lockFileURL: new URL("pyodide-lock.json", here).href,
    stdout: () => {},
    stderr: (line) => console.warn(line),
    fsInit: async (FS) => { FS.writeFile("/lib/pointyrules.zip", await pkg); },
  })]);
  await pkg;
  mark("pyodideReady");
  pyodide.globals.set("FULL_STDLIB_URL", new URL("python_stdlib_full.zip", here).href);
  pyodide.runPython(BOOT);
  mark("imported");
  return pyodide.pyimport("pointyrules_page");
})();

const describe = (err) => {
  const text = String(err && err.message || err);
  // A Python traceback's last line says what went wrong.
  const lines = text.trim().split("\n");
  return lines[lines.length - 1] || text;
};

let stagesSent = false;
self.onmessage = async ({ data }) => {
  const { type, key, id } = data;
  let page;
  try {
    page = await ready;
  } catch (err) {
    self.postMessage({ type: "failed", key, id, text: describe(err), starting: true });
    return;
  }
  try {
    if (type === "start") {
      const started = JSON.parse(page.start(key, data.game, data.fragment || "",
                                            data.lang || "en"));
      mark("tableReady");
      self.postMessage({ type: "started", key, ...started });
      if (!stagesSent) {
        stagesSent = true;
        const resources = performance.getEntriesByType("resource");
        stages.downloaded = performance.timeOrigin +
          Math.max(0, ...resources.map((r) => r.responseEnd));
        self.postMessage({ type: "stages", stages });
      }
    } else if (type === "handle") {
      const reply = JSON.parse(page.handle(key, JSON.stringify(data.message)));
      self.postMessage({ type: "reply", key, id, reply });
    }
  } catch (err) {
    console.error(err);
    self.postMessage({ type: "failed", key, id, text: describe(err) });
  }
};
