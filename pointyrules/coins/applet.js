// The card you can move (sitebuild/cardapplet.py writes its root, [data-card-applet],
// with the layouts and the card as JSON; the game's applet.py makes them).
//
// Drag the card with a mouse or a finger (Pointer Events), turn it by its handle, by the
// buttons or by the keyboard (the card is focusable: arrows move it 1 mm, Shift 5 mm;
// [ ] or Q E turn it 1 degree, Shift 15). The readout says the margin at the card's pose:
// the smallest "radius minus distance to the card" over the coins (LC-2), the same sum
// as geometry.placement_margin (tests/coins/test_applet.py checks the port against it).
// Nothing is fetched, stored or sent.
(() => {
  "use strict";

  // Every word the reader sees, in one place, per language (WORDS after the tables): the
  // root's closest [lang] chooses, else English. Both tables have the same keys
  // (tests/test_card_applet_browser.py checks it).
  const EN = {
    layouts: "Layouts",
    layout: {
      round_before: "Round {n}, before the last coin",
      round: "End of round {n}",
      worksheet: "Worksheet layout {n}",
    },
    picture: "A table seen from above with {count} coins and a bank card you can move",
    card: "The card. Arrow keys move it, Shift and an arrow move it further; "
      + "[ and ] or Q and E turn it, with Shift 15 degrees at a time.",
    handle: "Handle: drag it to turn the card",
    turns: [
      { by: 15, text: "↺ 15°", label: "Turn the card 15 degrees anticlockwise" },
      { by: 1, text: "↺ 1°", label: "Turn the card 1 degree anticlockwise" },
      { by: -1, text: "↻ 1°", label: "Turn the card 1 degree clockwise" },
      { by: -15, text: "↻ 15°", label: "Turn the card 15 degrees clockwise" },
    ],
    best: "Best position",
    locus: "Show where the centre can go",
    help: "Drag the card to move it and drag its round handle to turn it, or use the "
      + "buttons. With the keyboard: Tab to the card, then use the arrow keys to move it "
      + "and [ ] or Q E to turn it.",
    meaning: "The margin is how deep the card reaches into the coin it reaches least. "
      + "Above 0, the card hides part of every coin; below 0, it misses a coin by that "
      + "much.",
    between: " ",  // between two sentences in one paragraph
    theCoin: "the {yen} yen coin",
    aCoin: "a {yen} yen coin",
    fits: "The card hides part of every coin: {mm} to spare. The tightest is {coin} "
      + "(ringed).",
    edge: "The card only touches the edge of {coin} (ringed), which hides none of it.",
    misses: "The card misses {coin} (ringed) by {mm}.",
    missesMore: "The card misses {coin} (ringed) by {mm}, and misses {more} as well.",
    coins: (n) => (n === 1 ? "1 other coin" : `${n} other coins`),
    mm: "{x} mm",  // a distance the readout says
    under: "less than 0.1 mm",
    pose: "Card centre ({x}, {y}) mm from the middle of the table, {tilt}.",
    level: "level",
    tilted: "turned {deg}° {way} from level",
    anticlockwise: "anticlockwise",
    clockwise: "clockwise",
    minus: "−",
    locusCaption: "Shaded: where the card's centre can go, at the card's present angle, "
      + "for it to hide part of every coin. Each faint outline: where the centre can go "
      + "to reach one coin. The dot is the card's centre.",
    locusEmpty: "At this angle the card's centre has nowhere to go: no position reaches "
      + "every coin. Try turning the card.",
  };

  const JA = {
    layouts: "配置",
    layout: {
      round_before: "第{n}ラウンド（最後のコインの前）",
      round: "第{n}ラウンドの終わり",
      worksheet: "ワークシートの配置{n}",
    },
    picture: "場を上から見た図：コイン{count}枚と、動かせるキャッシュカード",
    card: "カード。矢印キーで動き、「Shift」キーを押しながらだと大きく動きます。"
      + "「[」「]」か「Q」「E」で回り、「Shift」キーを押しながらだと15度ずつ回ります。",
    handle: "つまみ：ドラッグするとカードが回ります",
    turns: [
      { by: 15, text: "↺ 15°", label: "カードを反時計回りに15度回す" },
      { by: 1, text: "↺ 1°", label: "カードを反時計回りに1度回す" },
      { by: -1, text: "↻ 1°", label: "カードを時計回りに1度回す" },
      { by: -15, text: "↻ 15°", label: "カードを時計回りに15度回す" },
    ],
    best: "いちばんよい置き方",
    locus: "中心を置ける範囲を表示",
    help: "カードをドラッグすると動き、丸いつまみをドラッグすると回ります。ボタンでも"
      + "回せます。キーボードでは、「Tab」キーでカードを選び、矢印キーで動かし、"
      + "「[」「]」か「Q」「E」で回します。",
    meaning: "余裕とは、カードがいちばん浅くかかっているコインに、どれだけ深くかかって"
      + "いるかです。0より大きければ、カードはすべてのコインの一部を隠しています。"
      + "0より小さければ、その分だけ届かないコインがあります。",
    between: "",
    theCoin: "{yen}円玉",
    aCoin: "{yen}円玉の1枚",
    fits: "カードはすべてのコインの一部を隠しています。余裕は{mm}です。いちばんぎりぎりなのは"
      + "{coin}（輪で囲んだコイン）です。",
    edge: "カードは{coin}（輪で囲んだコイン）のふちに触れているだけで、どこも隠していません。",
    misses: "カードは{coin}（輪で囲んだコイン）に{mm}届いていません。",
    missesMore: "カードは{coin}（輪で囲んだコイン）に{mm}届いていません。ほかにも{more}に"
      + "届いていません。",
    coins: (n) => `${n}枚のコイン`,
    mm: "{x}mm",
    under: "0.1mm未満",
    pose: "カードの中心は場の中央から ({x}, {y})mm の位置で、向きは{tilt}です。",
    level: "まっすぐ",
    tilted: "まっすぐから{way}に{deg}°",
    anticlockwise: "反時計回り",
    clockwise: "時計回り",
    minus: "−",
    locusCaption: "色をぬった部分：今のカードの角度のままで、すべてのコインの一部を隠せる"
      + "カードの中心の範囲です。うすい枠の1つ1つは、そのコイン1枚に届く中心の範囲です。"
      + "点はカードの中心です。",
    locusEmpty: "この角度では、カードの中心をどこに置いても、すべてのコインには届きません。"
      + "カードを回してみましょう。",
  };
  const WORDS = { en: EN, ja: JA };
  // The table for an applet: the closest [lang] around its root.
  function wordsFor(root) {
    const marked = root.closest("[lang]");
    const lang = (marked && marked.getAttribute("lang")) || "en";
    return WORDS[lang.toLowerCase().split("-")[0]] || EN;
  }

  const say = (text, values) => text.replace(/\{(\w+)\}/g, (_, k) => String(values[k]));
  const RAD = Math.PI / 180;

  // --- the margin (LC-2): a port of geometry.distance_to_card and placement_margin ---

  function distanceToCard(px, py, cx, cy, angle, card) {
    const a = card.core[0], b = card.core[1];
    const dx = px - cx, dy = py - cy;
    const ca = Math.cos(angle), sa = Math.sin(angle);
    const u = dx * ca + dy * sa, v = -dx * sa + dy * ca; // in the card's frame
    const core = Math.hypot(Math.max(Math.abs(u) - a, 0), Math.max(Math.abs(v) - b, 0));
    return Math.max(0, core - card.corner);
  }

  // The margin of the card at centre (cx, cy) turned by `angle` radians, and the coin
  // that sets it (the first with the smallest term, as Python's min picks it).
  function placementMargin(coins, cx, cy, angle, card) {
    let margin = Infinity, worst = -1;
    coins.forEach((c, i) => {
      const term = c.r - distanceToCard(c.x, c.y, cx, cy, angle, card);
      if (term < margin) { margin = term; worst = i; }
    });
    return { margin, worst };
  }

  // --- the locus: where the centre may go at a fixed angle (exact shapes, drawn) ---

  // Coin i is reached (term >= 0) iff the centre lies in the card's core turned by the
  // angle, around the coin, grown by r + corner: a rounded rectangle. This outline is
  // a polygon with its corners on those arcs (it lies inside the region, within 0.02 mm).
  function reachPolygon(coin, angle, card, steps = 24) {
    const a = card.core[0], b = card.core[1], s = coin.r + card.corner;
    const ca = Math.cos(angle), sa = Math.sin(angle);
    const pts = [];
    const corners = [[a, b, 0], [-a, b, 90], [-a, -b, 180], [a, -b, 270]];
    for (const [ux, uy, from] of corners) {
      for (let k = 0; k <= steps; k++) {
        const t = (from + (90 * k) / steps) * RAD;
        const u = ux + s * Math.cos(t), v = uy + s * Math.sin(t);
        pts.push([coin.x + u * ca - v * sa, coin.y + u * sa + v * ca]);
      }
    }
    return pts; // anticlockwise
  }

  // Sutherland-Hodgman: the part of convex polygon `poly` inside convex `clip` (both
  // anticlockwise).
  function clipPolygon(poly, clip) {
    let out = poly;
    for (let i = 0; i < clip.length && out.length; i++) {
      const [ax, ay] = clip[i], [bx, by] = clip[(i + 1) % clip.length];
      const side = (p) => (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax);
      const input = out;
      out = [];
      for (let j = 0; j < input.length; j++) {
        const p = input[j], q = input[(j + 1) % input.length];
        const sp = side(p), sq = side(q);
        if (sp >= 0) out.push(p);
        if ((sp >= 0) !== (sq >= 0)) {
          const t = sp / (sp - sq);
          out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
        }
      }
    }
    return out;
  }

  function locusPolygon(coins, angle, card) {
    let region = null;
    for (const c of coins) {
      const poly = reachPolygon(c, angle, card);
      region = region === null ? poly : clipPolygon(region, poly);
      if (!region.length) break;
    }
    return region || [];
  }

  // --- the page ------------------------------------------------------------------------

  const SVG = "http://www.w3.org/2000/svg";
  const el = (name, attrs = {}, parent = null) => {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (parent) parent.appendChild(node);
    return node;
  };
  const html = (name, attrs = {}, parent = null, text = "") => {
    const node = document.createElement(name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  };
  const fixed = (x, digits = 1, minus = EN.minus) => {
    const s = (Math.abs(x) < 0.5 * 10 ** -digits ? 0 : x).toFixed(digits);
    return s.startsWith("-") ? minus + s.slice(1) : s;
  };
  let applets = 0;

  function start(root) {
    if (root.dataset.ready) return;
    const W = wordsFor(root);
    const fix = (x) => fixed(x, 1, W.minus);
    const data = JSON.parse(root.querySelector("script.pr-card-data").textContent);
    const card = data.card;
    const id = `pr-card-${++applets}`;
    const state = { layout: 0, x: 0, y: 0, angle: 0, locus: false };

    const still = root.querySelector(".pr-card-still");
    if (still) still.hidden = true;

    const bar = html("div", { class: "pr-card-layouts", role: "group", "aria-label": W.layouts }, root);
    const layoutButtons = data.layouts.map((l, i) => {
      const b = html("button", { type: "button", "aria-pressed": "false" }, bar,
                     say(W.layout[l.name.kind], l.name));
      b.addEventListener("click", () => choose(i));
      return b;
    });

    const svg = el("svg", { class: "pr-card-svg", role: "group" }, root);
    const world = el("g", { transform: "scale(1,-1)" }, svg);
    const background = el("rect", { class: "pr-card-table", fill: "#2e6b3f" }, world);
    const coinLayer = el("g", { class: "pr-card-coins" }, world);
    const locus = el("g", { class: "pr-card-locus" }, world); // over the coins, under the card
    const outlines = el("g", { class: "pr-card-outlines" }, locus);
    const area = el("path", { class: "pr-card-region" }, locus);
    const ring = el("circle", { class: "pr-card-worst", fill: "none" }, world);
    const cardNode = el("g", {
      class: "pr-card", tabindex: "0", role: "application", "aria-label": W.card,
      "aria-describedby": `${id}-status`,
    }, world);
    const body = el("g", {}, cardNode);
    const shape = el("rect", {
      class: "pr-card-shape", x: -card.width / 2, y: -card.height / 2, width: card.width,
      height: card.height, rx: card.corner,
    }, body);
    const reach = card.width / 2 + 10;
    el("line", { class: "pr-card-stem", x1: card.width / 2, y1: 0, x2: reach, y2: 0 }, body);
    const handle = el("g", { class: "pr-card-handle" }, body);
    el("title", {}, handle).textContent = W.handle;
    el("circle", { cx: reach, cy: 0, r: 9, fill: "transparent" }, handle); // a finger's room
    el("circle", { class: "pr-card-knob", cx: reach, cy: 0, r: 4 }, handle);
    const dot = el("circle", { class: "pr-card-centre", r: 1.6 }, world);

    const controls = html("div", { class: "pr-card-controls" }, root);
    for (const t of W.turns) {
      html("button", { type: "button", "aria-label": t.label, "data-turn": t.by }, controls, t.text)
        .addEventListener("click", () => turn(t.by));
    }
    const bestButton = html("button", { type: "button", class: "pr-card-best" }, controls, W.best);
    bestButton.addEventListener("click", () => {
      const b = data.layouts[state.layout].best;
      Object.assign(state, { x: b.x, y: b.y, angle: b.angle });
      update();
    });
    const locusButton = html("button", { type: "button", class: "pr-card-locus-toggle",
                                         "aria-pressed": "false" }, controls, W.locus);
    locusButton.addEventListener("click", () => {
      state.locus = !state.locus;
      update();
    });

    const status = html("p", { class: "pr-card-status", role: "status", "aria-live": "polite",
                               id: `${id}-status` }, root);
    const pose = html("p", { class: "pr-card-pose" }, root);
    const caption = html("p", { class: "pr-card-caption" }, root);
    html("p", { class: "pr-card-help" }, root, W.help + W.between + W.meaning);

    // --- drawing -------------------------------------------------------------------

    function drawLayout() {
      const l = data.layouts[state.layout];
      const v = l.view;
      svg.setAttribute("viewBox", `${v.left} ${-(v.bottom + v.height)} ${v.width} ${v.height}`);
      svg.setAttribute("aria-label", say(W.picture, { count: l.coins.length }));
      Object.entries({ x: v.left, y: v.bottom, width: v.width, height: v.height })
        .forEach(([k, val]) => background.setAttribute(k, val));
      coinLayer.replaceChildren();
      outlines.replaceChildren();
      for (const c of l.coins) {
        const g = el("g", {}, coinLayer);
        el("circle", { cx: c.x, cy: c.y, r: c.r, fill: data.fill[c.yen], stroke: "#333",
                       "stroke-width": 0.5 }, g);
        const hole = data.hole[c.yen];
        if (hole) el("circle", { cx: c.x, cy: c.y, r: hole, fill: "#2e6b3f" }, g);
        const size = hole ? c.r * 0.42 : c.r * 0.7;
        const ty = hole ? -c.y + c.r * 0.55 : -c.y;
        el("text", { x: c.x, y: ty, transform: "scale(1,-1)", "font-size": size.toFixed(1),
                     "text-anchor": "middle", "dominant-baseline": "central", fill: "#222" },
           g).textContent = String(c.yen);
        el("rect", { class: "pr-card-reach" }, outlines);
      }
      layoutButtons.forEach((b, i) => b.setAttribute("aria-pressed", String(i === state.layout)));
      root.dataset.layout = String(state.layout);
    }

    function coinName(coins, i) {
      const yen = coins[i].yen;
      const same = coins.filter((c) => c.yen === yen).length;
      return say(same > 1 ? W.aCoin : W.theCoin, { yen });
    }

    function update() {
      const l = data.layouts[state.layout];
      const v = l.view;
      state.x = Math.min(Math.max(state.x, v.left), v.left + v.width);
      state.y = Math.min(Math.max(state.y, v.bottom), v.bottom + v.height);
      state.angle = ((((state.angle + 90) % 180) + 180) % 180) - 90; // a half turn is the same card
      const angle = state.angle * RAD;
      const { margin, worst } = placementMargin(l.coins, state.x, state.y, angle, card);
      body.setAttribute("transform", `translate(${state.x} ${state.y}) rotate(${state.angle})`);
      shape.classList.toggle("pr-card-misses", !(margin > 0));
      dot.setAttribute("cx", state.x);
      dot.setAttribute("cy", state.y);
      const w = l.coins[worst];
      ring.setAttribute("cx", w.x);
      ring.setAttribute("cy", w.y);
      ring.setAttribute("r", w.r + 2.5);

      const coin = coinName(l.coins, worst);
      const size = Math.abs(margin) < 0.05 ? W.under
        : say(W.mm, { x: fix(Math.abs(margin)) });
      let text;
      if (margin > 0) text = say(W.fits, { mm: size, coin });
      else if (margin === 0) text = say(W.edge, { coin });
      else {
        const more = l.coins.filter((c, i) => i !== worst
          && c.r - distanceToCard(c.x, c.y, state.x, state.y, angle, card) <= 0).length;
        text = more ? say(W.missesMore, { mm: size, coin, more: W.coins(more) })
          : say(W.misses, { mm: size, coin });
      }
      if (status.textContent !== text) status.textContent = text;
      const tilt = Math.abs(state.angle) < 0.05 ? W.level : say(W.tilted, {
        deg: fix(Math.abs(state.angle)),
        way: state.angle > 0 ? W.anticlockwise : W.clockwise,
      });
      pose.textContent = say(W.pose, { x: fix(state.x), y: fix(state.y), tilt });

      locus.style.display = state.locus ? "" : "none";
      locusButton.setAttribute("aria-pressed", String(state.locus));
      if (state.locus) {
        const region = locusPolygon(l.coins, angle, card);
        area.setAttribute("d", region.length
          ? `M${region.map((p) => `${p[0].toFixed(3)},${p[1].toFixed(3)}`).join("L")}Z` : "");
        [...outlines.children].forEach((r, i) => {
          const c = l.coins[i], s = c.r + card.corner;
          Object.entries({
            x: c.x - card.core[0] - s, y: c.y - card.core[1] - s, width: 2 * (card.core[0] + s),
            height: 2 * (card.core[1] + s), rx: s,
            transform: `rotate(${state.angle} ${c.x} ${c.y})`,
          }).forEach(([k, val]) => r.setAttribute(k, val));
        });
        caption.textContent = region.length ? W.locusCaption : W.locusEmpty;
      } else {
        caption.textContent = "";
      }
      Object.assign(root.dataset, {
        x: String(state.x), y: String(state.y), angle: String(state.angle),
        margin: String(margin), worst: String(worst),
      });
    }

    function choose(i) {
      state.layout = i;
      const s = data.layouts[i].start;
      Object.assign(state, { x: s.x, y: s.y, angle: s.angle });
      drawLayout();
      update();
    }

    function turn(by) {
      state.angle += by;
      update();
    }

    // --- mouse, finger, pen ----------------------------------------------------------

    const toTable = (e) => {
      const p = svg.createSVGPoint();
      p.x = e.clientX;
      p.y = e.clientY;
      return p.matrixTransform(world.getScreenCTM().inverse());
    };
    let drag = null;
    cardNode.addEventListener("pointerdown", (e) => {
      if (drag || (e.pointerType === "mouse" && e.button !== 0)) return;
      const p = toTable(e);
      drag = handle.contains(e.target)
        ? { id: e.pointerId, turn: true }
        : { id: e.pointerId, turn: false, dx: state.x - p.x, dy: state.y - p.y };
      root.dataset.pointer = e.pointerType; // what moved it last (the tests read it)
      cardNode.setPointerCapture(e.pointerId);
      cardNode.focus({ preventScroll: true });
      e.preventDefault();
    });
    const follow = (e) => {
      if (!drag || e.pointerId !== drag.id) return;
      const p = toTable(e);
      if (drag.turn) state.angle = Math.atan2(p.y - state.y, p.x - state.x) / RAD;
      else Object.assign(state, { x: p.x + drag.dx, y: p.y + drag.dy });
      update();
    };
    cardNode.addEventListener("pointermove", follow);
    const stop = (e) => {
      if (drag && e.pointerId === drag.id) drag = null;
    };
    // The last moves may come only with the pointerup (a browser groups moves by frame).
    cardNode.addEventListener("pointerup", (e) => { follow(e); stop(e); });
    // touch-action on a shape inside an SVG is not heeded by every browser: a finger
    // that lands on the card must not scroll the page either.
    const hold = (e) => { if (e.cancelable) e.preventDefault(); };
    cardNode.addEventListener("touchstart", hold, { passive: false });
    cardNode.addEventListener("touchmove", hold, { passive: false });
    cardNode.addEventListener("pointercancel", stop);
    cardNode.addEventListener("lostpointercapture", stop);

    // --- keyboard --------------------------------------------------------------------

    const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    const TURNS = { "[": 1, "{": 1, q: 1, "]": -1, "}": -1, e: -1 };
    const TURN_CODES = { BracketLeft: 1, KeyQ: 1, BracketRight: -1, KeyE: -1 };
    cardNode.addEventListener("keydown", (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const move = MOVES[e.key];
      const spin = TURNS[e.key.toLowerCase()] || TURN_CODES[e.code];
      if (move) {
        const step = e.shiftKey ? 5 : 1;
        state.x += move[0] * step;
        state.y += move[1] * step;
      } else if (spin) {
        state.angle += spin * (e.shiftKey ? 15 : 1);
      } else {
        return;
      }
      e.preventDefault();
      update();
    });

    choose(0);
    root.dataset.ready = "true";
  }

  if (typeof document !== "undefined") {
    const all = () => document.querySelectorAll("[data-card-applet]").forEach(start);
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
    else all();
  }
  if (typeof module === "object" && module.exports) {
    module.exports = { WORDS, distanceToCard, placementMargin, reachPolygon, locusPolygon };
  }
})();
