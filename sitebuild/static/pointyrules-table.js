// The live game tables of the chapters (sitebuild/static, linked by pointyrules_site.py).
//
// The build writes each table's saved picture into the page (the game-table
// directive), inside <div class="pr-runtime">, with every control disabled and a
// progress line. This script starts the tables' Python in a Web Worker
// (pointyrules-worker.mjs) and, when it is ready, makes the same table live in place.
// From then on it only carries clicks to Python and Python's pictures back: every
// rule, every legal move and every word of the table come from pointyrules.table.
// When Python cannot start (a page opened as a file, a browser without WebAssembly, a
// missing file) the progress line says so and the saved picture stays.
(() => {
  // Linked async in the head of pages with a table (pointyrules_site.py), so the worker
  // and its downloads start while the rest of the page is still loading.
  const script = document.currentScript;
  // How long a bot's "thinking" shows before its move (the browser tests shorten it).
  const BOT_PAUSE_MS = window.pointyrulesBotPauseMs ?? 400;
  const whenParsed = (f) => (document.readyState === "loading"
    ? document.addEventListener("DOMContentLoaded", f) : f());

  // The script's own sentences, for when the tables' Python (which says everything
  // else, in the page's language) cannot start or fails; by the page's <html lang>.
  const WORDS = {
    en: {
      saved: " The picture below shows a saved game.",
      file: "The live table cannot start in a page opened as a file: browsers only run " +
        "its Python for pages served over HTTP (for example by `python3 dev.py serve`).",
      wasm: "The live table needs WebAssembly and Web Workers, which this browser does " +
        "not offer.",
      noStart: (why) => `The game engine could not start (${why}).`,
      failed: (why) => `The game engine failed: ${why}`,
      noScript: "its script did not load",
      copied: (url) => "Link to this position copied: " + url,
      copyIt: (url) => "Link to this position (copy it from here): " + url,
    },
    ja: {
      saved: "下の図は保存されたゲームです。",
      file: "ファイルとして開いたページでは、ライブの卓は動きません。ブラウザーは、HTTP で配信された" +
        "ページ（たとえば `python3 dev.py serve`）でだけ、卓の Python を動かします。",
      wasm: "ライブの卓には WebAssembly と Web Worker が必要ですが、このブラウザーにはありません。",
      noStart: (why) => `ゲームのプログラムを起動できませんでした（${why}）。`,
      failed: (why) => `ゲームのプログラムでエラーが起きました：${why}`,
      noScript: "スクリプトを読み込めませんでした",
      copied: (url) => "この局面へのリンクをコピーしました：" + url,
      copyIt: (url) => "この局面へのリンク（ここからコピーしてください）：" + url,
    },
  };
  const say = WORDS[(document.documentElement.lang || "en").slice(0, 2)] || WORDS.en;

  const fail = (runtime, text) => {
    runtime.dataset.failed = "true";
    const line = runtime.querySelector(".pr-progress");
    line.classList.add("pr-error");
    line.textContent = text + say.saved;
  };
  const failAll = (text) => whenParsed(() =>
    document.querySelectorAll(".pr-runtime").forEach((r) => fail(r, text)));

  if (location.protocol === "file:") {
    failAll(say.file);
    return;
  }
  if (typeof WebAssembly !== "object" || typeof Worker !== "function") {
    failAll(say.wasm);
    return;
  }

  // Normally started already, first thing in the page's head (pointyrules_site.py).
  let worker = window.pointyrulesWorker;
  try {
    worker ??= new Worker(new URL("pointyrules-worker.mjs", script.src), { type: "module" });
  } catch (err) {
    failAll(say.noStart(err.message));
    return;
  }
  window.pointyrulesTables = { stages: null, tables: {} };

  // The position a shared link names, unless the fragment is a heading's anchor. It
  // goes to Python as it is in the address (Python reads the %-escapes): a link cut
  // inside one (a chat app shortened it) cannot stop the page, and Python says what is
  // wrong with it above the table.
  const sharedFragment = () => {
    const hash = location.hash.slice(1);
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // not an anchor of this page either
    }
    return hash && !document.getElementById(id) ? hash : "";
  };

  const enabled = (el) => el.getAttribute("aria-disabled") !== "true"
    && !((el.tagName === "BUTTON" || el.tagName === "SELECT") && el.disabled);
  // Why a move is not allowed now: its title (a button's attribute, an SVG move's
  // <title>), which the table writes as "<move>: <reason>".
  const reasonOf = (el) => el.getAttribute("title")
    || (el.querySelector(":scope > title") || {}).textContent || "";

  class LiveTable {
    constructor(runtime, key) {
      this.runtime = runtime;
      this.root = runtime.querySelector(".pr-table");
      this.game = this.root.dataset.game;
      this.line = runtime.querySelector(".pr-progress");
      this.key = key;
      this.busy = false;       // a message is with Python
      this.generation = 0;     // bumped by New game and Undo: a waiting bot step is dropped
      this.nextId = 1;
      this.waiting = new Map();
      this.share = "";
      this.timings = [];       // click to updated table, ms, for the tests and the benchmark
      window.pointyrulesTables.tables[key] = this;
    }

    // The line above the table: the start, a failure, a note or a link. The table
    // itself shows whose turn it is and any refused move.
    say(text, error = false) {
      this.line.classList.toggle("pr-error", error);
      this.line.textContent = text;
      this.line.hidden = !text;
    }

    start(fragment) {
      // the page's language (a Japanese page, <html lang="ja">, gets a Japanese table)
      const lang = document.documentElement.lang.startsWith("ja") ? "ja" : "en";
      worker.postMessage({ type: "start", key: this.key, game: this.game, fragment, lang });
    }

    started({ html, note }) {
      const live = document.createElement("template");
      live.innerHTML = html;
      const table = live.content.querySelector(".pr-table");
      for (const part of [".pr-toolbar", ".pr-board"]) {
        this.root.querySelector(part).innerHTML = table.querySelector(part).innerHTML;
      }
      this.root.addEventListener("click", (event) => this.clicked(event));
      // Play or Practice: choosing the other starts a new game in it.
      this.root.addEventListener("change", (event) => {
        if (event.target.name === "mode" && !this.busy) this.command("new");
      });
      this.root.addEventListener("keydown", (event) => this.pressed(event));
      this.root.dataset.ready = "true";
      this.runtime.dataset.ready = "true";
      window.pointyrulesTables.readyAt ??= performance.now();
      this.say(note || "", Boolean(note));
      if (this.fromLink && !note) this.root.scrollIntoView({ block: "start" });
      // A bot may be the first to move: ask for one step; a refusal only means no.
      this.send({ op: "step" }, null, true);
    }

    // data-busy: a message is with Python or a bot is about to move (for the tests).
    idle() {
      if (!this.busy && !this.root.dataset.thinking) delete this.root.dataset.busy;
    }

    send(message, since = null, quiet = false) {
      const id = this.nextId++;
      this.busy = true;
      this.root.dataset.busy = "true";
      this.waiting.set(id, { message, since: since ?? performance.now(), quiet,
                             generation: this.generation });
      worker.postMessage({ type: "handle", key: this.key, id, message });
    }

    replied(id, reply) {
      const sent = this.waiting.get(id);
      this.waiting.delete(id);
      this.busy = this.waiting.size > 0;
      if (sent.quiet && reply.error) {
        this.idle();
        return;
      }
      this.update(reply);
      if (sent.message.op === "act" && !reply.error) {
        this.timings.push(performance.now() - sent.since);
      }
      if (reply.pending) {
        this.root.dataset.thinking = "true";
        const generation = this.generation;
        setTimeout(() => {
          if (generation === this.generation) this.send({ op: "step" });
        }, BOT_PAUSE_MS);
      } else {
        delete this.root.dataset.thinking;
      }
      this.idle();
    }

    failedMessage(id, text) {
      const sent = this.waiting.get(id);
      this.waiting.delete(id);
      this.busy = this.waiting.size > 0;
      if (!sent || !sent.quiet) {
        this.say(say.failed(text), true);
        this.engineFailed = true;
      }
      delete this.root.dataset.thinking;
      this.idle();
    }

    update(reply) {
      const focused = document.activeElement;
      const keep = this.root.contains(focused) &&
        (focused.closest("[data-action]") || focused.closest("[data-command]"));
      const attr = keep && (keep.hasAttribute("data-action") ? "data-action" : "data-command");
      const value = keep && keep.getAttribute(attr);
      this.root.querySelector(".pr-board").innerHTML = reply.board;
      if (reply.toolbar != null) this.root.querySelector(".pr-toolbar").innerHTML = reply.toolbar;
      if (reply.share) this.share = reply.share;
      if (this.engineFailed) {  // the engine works again
        this.engineFailed = false;
        this.say("");
      }
      if (keep) this.refocus(attr, value);
    }

    // Keyboard play: the focus stays on the same control after a redraw, or (when that
    // control is gone or disabled) moves to the first one that can be used now.
    refocus(attr, value) {
      const same = [...this.root.querySelectorAll(`[${attr}]`)]
        .find((el) => el.getAttribute(attr) === value && enabled(el));
      const first = [...this.root.querySelectorAll(".pr-board [data-action]")].find(enabled);
      const target = same || first || this.root.querySelector(".pr-toolbar [data-command]");
      if (target) target.focus({ preventScroll: true });
    }

    pointOf(el, event) {
      // The picture the point is on: the control itself, the picture it is part of,
      // or the one it holds (a button around an SVG).
      const svg = el instanceof SVGSVGElement ? el : el.ownerSVGElement || el.querySelector("svg");
      if (event && event.clientX !== undefined && !(event.detail === 0 && event.type === "click")) {
        const p = svg.createSVGPoint();
        p.x = event.clientX;
        p.y = event.clientY;
        const local = p.matrixTransform(svg.getScreenCTM().inverse());
        return [local.x, local.y];
      }
      const box = svg.viewBox.baseVal;  // from the keyboard: the middle of the picture
      return [box.x + box.width / 2, box.y + box.height / 2];
    }

    command(name) {
      if (name === "share") return this.shareLink();
      const settings = () => {
        // every menu of the toolbar: players, bots, the game's own options, the mode
        const message = { op: "new" };
        for (const menu of this.root.querySelectorAll(".pr-toolbar select[name]")) {
          message[menu.name] = menu.value;
        }
        message.players = Number(message.players) || undefined;
        return message;
      };
      const messages = {
        new: settings,
        // a class deal: the code typed in (it sets the game itself), or a new code
        class: () => {
          const typed = this.root.querySelector('.pr-toolbar input[name="deal"]');
          return { ...settings(), deal: typed ? typed.value.trim() : "" };
        },
        classnew: () => ({ ...settings(), deal: "new" }),
        undo: () => ({ op: "undo" }),
        hint: () => ({ op: "hint" }),
      };
      if (!messages[name]) return;
      if (name !== "hint") this.generation++;  // a waiting bot step is dropped
      if (name !== "undo" && name !== "hint") this.say("");  // a link's note is done with
      this.send(messages[name]());
    }

    async shareLink() {
      const url = new URL(location.href);
      url.hash = this.share;
      this.lastLink = url.href;
      try {
        await navigator.clipboard.writeText(url.href);
        this.say(say.copied(url.href));
      } catch {
        this.say(say.copyIt(url.href));
      }
    }

    act(el, event, since) {
      if (this.busy || this.root.dataset.thinking || !enabled(el)) return;
      const message = { op: "act", key: el.getAttribute("data-action") };
      if (el.hasAttribute("data-point")) message.point = this.pointOf(el, event);
      this.send(message, since);
    }

    clicked(event) {
      const since = event.timeStamp;  // the same clock as performance.now()
      const control = event.target.closest("[data-action], [data-command]");
      if (!control || !this.root.contains(control)) return;
      if (!enabled(control)) {
        // a tap on a move that is not allowed now says why (a phone shows no tooltip)
        if (control.hasAttribute("data-action") && !this.busy) this.say(reasonOf(control));
        return;
      }
      if (control.hasAttribute("data-command")) {
        if (!this.busy || control.dataset.command === "share") this.command(control.dataset.command);
      } else {
        this.act(control, event, since);
      }
    }

    pressed(event) {
      if (event.key === "Enter" && event.target.name === "deal") {  // a class code typed in
        event.preventDefault();
        if (!this.busy) this.command("class");
        return;
      }
      if (event.key !== "Enter" && event.key !== " ") return;
      const control = event.target.closest("[data-action]");
      // Buttons answer Enter and Space themselves (as a click); pictures do not.
      if (!control || control.tagName === "BUTTON" || !this.root.contains(control)) return;
      event.preventDefault();
      if (!enabled(control)) {
        if (!this.busy) this.say(reasonOf(control));
        return;
      }
      this.act(control, null, event.timeStamp);
    }
  }

  const tables = new Map();
  worker.onmessage = ({ data }) => {
    if (data.type === "stages") {
      window.pointyrulesTables.stages = data.stages;
      return;
    }
    const table = tables.get(data.key);
    if (data.type === "started") table.started(data);
    else if (data.type === "reply") table.replied(data.id, data.reply);
    else if (data.type === "failed" && data.starting) {
      tables.forEach((t) => fail(t.runtime, say.noStart(data.text)));
    } else if (data.type === "failed") {
      if (table.root.dataset.ready) table.failedMessage(data.id, data.text);
      else fail(table.runtime, say.noStart(data.text));
    }
  };
  const failedToStart = (reason) => whenParsed(() => tables.forEach((t) => {
    if (!t.root.dataset.ready) fail(t.runtime, say.noStart(reason));
  }));
  worker.onerror = (event) => {
    event.preventDefault();
    failedToStart(event.message || say.noScript);
  };
  whenParsed(() => {
    const fragment = sharedFragment();
    document.querySelectorAll(".pr-runtime").forEach((runtime, i) => {
      const table = new LiveTable(runtime, `table-${i}`);
      tables.set(table.key, table);
      table.fromLink = i === 0 && Boolean(fragment);
      table.start(table.fromLink ? fragment : "");
    });
  });
  // The early start failed before this script ran.
  if ("failedToStart" in worker) failedToStart(worker.failedToStart || say.noScript);
})();
