// The chapters' live class data (issue 31; sitebuild/static, linked by classdata.py).
//
// The build writes each element (the class-data directive, sitebuild/classdata.py): a
// root carrying data-class-data="<game>", its declaration as JSON (pointyrules/lessons.py,
// ClassData.payload(): the series, each with its exact value from the game's own
// mathematics) and a static table of the exact values. This script turns it into a
// form where groups enter tallies (a frequency) or pupils enter measurements, and shows
// the class's running result, as numbers and as a chart. The page is projected while the
// pupils predict and enter their results, so the exact value, and everything worked out
// from it (the exact row and line, the gap, the errors of measurements, the chapter's own
// text), stays out of the page until someone presses "Show the exact value"; "Hide the
// exact value" and Clear take it out again. Entries and that choice stay in this browser
// (localStorage, or only the open page where that is not allowed): nothing is sent
// anywhere, and the page works offline.
(() => {
  // Every word the element shows, in one place, per language (WORDS at the end of them):
  // the spec's "lang" chooses the table, else the element's closest [lang], else English.
  // Both tables have the same keys (tests/test_class_data.py checks it).
  const EN = {
    kept: "The entries are kept in this browser only, on this device: nothing is sent " +
      "anywhere. They stay after a reload until someone presses Clear.",
    notKept: "This browser does not let the page keep anything, so the entries last only " +
      "until the page is closed or reloaded. Nothing is sent anywhere.",
    unreadable: "The class data this browser had kept could not be read, so the list " +
      "starts empty.",
    notSaved: "The browser refused to keep the entries (it may be full): they show until " +
      "the page is closed.",
    broken: "The class data cannot start: its description on this page is damaged.",
    addFrequency: "Add a group's tally",
    addMeasurement: "Add a measurement",
    whoFrequency: "Group (optional)",
    whoMeasurement: "Pupil or group (optional)",
    count: (s) => `Number of ${s.successes}`,
    total: (s) => `Number of ${s.trials}`,
    value: (s) => `Measured value (${s.unit})`,
    add: "Add",
    remove: "Remove",
    removeLabel: (n, what) => `Remove entry ${n} (${what})`,
    removed: (n, what) => `Removed entry ${n} (${what}).`,
    added: (what) => `Added: ${what}.`,
    tally: (e, s) => `${e.count} of ${e.total} ${s.trials}`,
    named: (who, what) => (who ? `${who}: ${what}` : what),
    measured: (e, s) => EN.amount(number(e.value), s),
    amount: (x, s) => `${x} ${s.unit}`,  // a number with its unit
    // What was wrong with an entry, and what is allowed.
    empty: (field) => `${field} is empty: enter a whole number.`,
    notWhole: (field, text) => `${field}: “${text}” is not a whole number; use digits ` +
      "only, like 12.",
    negative: (field) => `${field} cannot be below 0: enter a whole number from 0 up.`,
    totalZero: (s) => `The number of ${s.trials} must be at least 1.`,
    tooMany: (s, most) => `At most ${most.toLocaleString("en-GB")} ${s.trials} in one ` +
      "entry: split a bigger tally into several entries.",
    countOverTotal: (s, c, t) => `${c} ${s.successes} is more than the ${t} ${s.trials}: ` +
      "the first number cannot be bigger than the second.",
    valueEmpty: (s) => `The measured value is empty: enter a number of ${s.unit}, ` +
      "like 12.5.",
    notNumber: (s, text) => `“${text}” is not a number: enter the measurement in ` +
      `${s.unit} with digits and at most one decimal point, like 12.5 (12,5 works too).`,
    outOfRange: (s, lo, hi) => `That is not a likely measurement: enter a value from ` +
      `${number(lo)} to ${number(hi)} ${s.unit}.`,
    // While the exact value is hidden the allowed range would give it away.
    outOfRangeHidden: (s) => `That is not a likely measurement: check it and enter it ` +
      `again in ${s.unit}.`,
    whoTooLong: (most) => `A name has at most ${most} characters.`,
    full: (most) => `This list is full (${most} entries): remove some or clear the class ` +
      "data to start again.",
    // The running result.
    entries: (n) => (n === 1 ? "1 entry" : `${n} entries`),
    none: "No entries yet.",
    columnNumber: "No.",
    columnWho: "Group",
    columnWhoMeasurement: "Pupil or group",
    columnRunning: "Class so far",
    columnCount: (s) => s.successes,
    columnTotal: (s) => s.trials,
    listJoin: ", ",  // between the relative frequencies in a chart's description
    columnMeasured: (s) => `Measured (${s.unit})`,
    columnError: (s) => `Error (${s.unit})`,
    relative: (s) => `Relative frequency means the number of ${s.successes} divided by ` +
      `the number of ${s.trials}, for the whole class so far.`,
    error: "The error of a measurement is the measured value minus the exact value: " +
      "above 0 the measurement is too big, below 0 too small.",
    compareHead: ["as a fraction", "as a decimal"],
    classSoFar: "The class so far",
    totals: (s, c, t) => `Class totals so far: ${c} ${s.successes} out of ${t} ${s.trials}.`,
    exactChance: "The exact chance",
    chapterGives: (s) => `The chapter gives the exact value as ${s.exact_text}.`,
    above: (d) => `The class is ${d} above the exact chance.`,
    below: (d) => `The class is ${d} below the exact chance.`,
    onIt: "The class is exactly on the exact chance.",
    measureRows: ["Measurements so far", "Mean measured value", "The exact value",
      "Mean error"],
    // The charts' words and their text alternatives.
    chartFrequency: "Relative frequency after each entry, with the exact chance",
    chartFrequencyEmpty: (ex) => `No entries yet. The dashed line is the exact chance, ${ex}.`,
    chartFrequencyDesc: (n, now, ex, list) => `After ${EN.entries(n)} the class's ` +
      `relative frequency is ${now}; the exact chance, the dashed line, is ${ex}. After ` +
      `each entry: ${list}.`,
    axisEntries: "entries, in the order they were added",
    exactLine: (ex) => `exact ${ex}`,
    chartMeasurement: (s) => `Errors of the measurements (measured minus exact), in ${s.unit}`,
    chartMeasurementEmpty: "No measurements yet. The line marks an error of 0: exactly right.",
    chartMeasurementDesc: (n, lo, hi, mean, s) => `${n} errors, from ${lo} to ${hi} ` +
      `${s.unit}; mean error ${mean} ${s.unit}. Each dot is one measurement; the line ` +
      "marks 0, exactly right.",
    zero: "0: exact",
    // While the exact value is hidden: the class's own results only.
    show: "Show the exact value",
    hide: "Hide the exact value",
    shownNow: "The exact value is shown.",
    hiddenNow: "The exact value is hidden again.",
    hiddenChance: "The exact chance stays hidden until someone presses “Show the exact " +
      "value” below.",
    hiddenValue: "The exact value stays hidden until someone presses “Show the exact " +
      "value” below.",
    chartFrequencyHidden: "Relative frequency after each entry",
    chartFrequencyEmptyHidden: "No entries yet.",
    chartFrequencyDescHidden: (n, now, list) => `After ${EN.entries(n)} the class's ` +
      `relative frequency is ${now}. After each entry: ${list}.`,
    chartValues: (s) => `The measured values, in ${s.unit}`,
    chartValuesEmpty: "No measurements yet.",
    chartValuesDesc: (n, lo, hi, mean, s) => (n === 1 ? "1 measured value"
      : `${n} measured values`) + `, from ${lo} to ${hi} ${s.unit}; mean ${mean} ` +
      `${s.unit}. Each dot is one measurement.`,
    print: "Print the class data",
    clear: "Clear the class data",
    clearAgain: (n) => `Press again to delete ${EN.entries(n)}`,
    clearAsk: "Press the button again to delete every entry of this page; anything " +
      "else keeps them.",
    cleared: "The class data is cleared.",
    nothing: "There is nothing to clear.",
  };
  // A count of something: "配った手札" -> "配った手札の数"; a noun that is already a count
  // ("引いた回数") stays as it is.
  const kazu = (noun) => (/数$/.test(noun) ? noun : `${noun}の数`);
  const JA = {
    kept: "入力した結果は、この端末のこのブラウザーの中だけに保存され、どこにも送られません。" +
      "「クラスデータを消去」を押すまで、ページを読み込み直しても残ります。",
    notKept: "このブラウザーではページが何も保存できないので、入力した結果は、ページを閉じるか" +
      "読み込み直すまでしか残りません。どこにも送られません。",
    unreadable: "このブラウザーに保存されていたクラスデータが読み取れなかったので、入力がない" +
      "状態から始めます。",
    notSaved: "ブラウザーが保存を受けつけませんでした（容量がいっぱいなのかもしれません）。" +
      "ページを閉じるまでは表示されます。",
    broken: "クラスデータを始められません。このページに書かれた設定がこわれています。",
    addFrequency: "班の結果を入力する",
    addMeasurement: "測った値を入力する",
    whoFrequency: "班の名前（なくてもよい）",
    whoMeasurement: "名前か班（なくてもよい）",
    count: (s) => kazu(s.successes),
    total: (s) => kazu(s.trials),
    value: (s) => `測った値（${s.unit}）`,
    add: "追加",
    remove: "削除",
    removeLabel: (n, what) => `${n}番の入力を削除（${what}）`,
    removed: (n, what) => `${n}番の入力を削除しました（${what}）。`,
    added: (what) => `追加しました：${what}。`,
    tally: (e) => `${e.total}回中${e.count}回`,
    named: (who, what) => (who ? `${who}：${what}` : what),
    measured: (e, s) => JA.amount(number(e.value), s),
    amount: (x, s) => `${x}${s.unit}`,  // 70.5mm, 10通り: no space, as the chapters write it
    // What was wrong with an entry, and what is allowed.
    empty: (field) => `${field}が空です。整数を入力してください。`,
    notWhole: (field, text) => `${field}：「${text}」は整数ではありません。12のように、` +
      "数字だけで入力してください。",
    negative: (field) => `${field}は0より小さくできません。0以上の整数を入力してください。`,
    totalZero: (s) => `${kazu(s.trials)}は1以上にしてください。`,
    tooMany: (s, most) => `1回の入力で入れられる${kazu(s.trials)}は` +
      `${most.toLocaleString("ja-JP")}までです。多いときは、いくつかに分けて入力してください。`,
    countOverTotal: (s, c, t) => `${kazu(s.successes)}（${c}）が${kazu(s.trials)}（${t}）より` +
      "大きくなっています。1つ目の数は、2つ目の数より大きくできません。",
    valueEmpty: (s) => `測った値が空です。12.5のように、数を入力してください（単位は${s.unit}）。`,
    notNumber: (s, text) => `「${text}」は数として読めません。12.5のように、数字と小数点` +
      `（1つまで）で入力してください（単位は${s.unit}）。`,
    outOfRange: (s, lo, hi) => "測った値としては考えにくい値です。" +
      `${JA.amount(number(lo), s)}から${JA.amount(number(hi), s)}までの値を入力してください。`,
    // While the exact value is hidden the allowed range would give it away.
    outOfRangeHidden: (s) => "測った値としては考えにくい値です。確かめて、もう一度入力して" +
      `ください（単位は${s.unit}）。`,
    whoTooLong: (most) => `名前は${most}文字までです。`,
    full: (most) => `入力できるのは${most}件までです。いくつか削除するか、クラスデータを` +
      "消去してから始め直してください。",
    // The running result.
    entries: (n) => `${n}件`,
    none: "まだ入力がありません。",
    columnNumber: "番号",
    columnWho: "班",
    columnWhoMeasurement: "名前か班",
    columnRunning: "学級全体の累計",
    columnCount: (s) => kazu(s.successes),
    columnTotal: (s) => kazu(s.trials),
    listJoin: "、",
    columnMeasured: (s) => `測った値（${s.unit}）`,
    columnError: (s) => `誤差（${s.unit}）`,
    relative: (s) => `相対度数は、ここまでの学級全体の「${kazu(s.successes)}」を` +
      `「${kazu(s.trials)}」でわった値です。`,
    error: "誤差は、測った値から正確な値をひいた差です。0より大きければ測った値が大きすぎ、" +
      "0より小さければ小さすぎます。",
    compareHead: ["分数", "小数"],
    classSoFar: "ここまでの学級全体",
    totals: (s, c, t) => `ここまでの学級全体の合計：${kazu(s.trials)}は${t}、そのうち` +
      `${kazu(s.successes)}は${c}です。`,
    exactChance: "正確な確率",
    chapterGives: (s) => `この章では、正確な値を${s.exact_text}としています。`,
    above: (d) => `学級の相対度数は、正確な確率より${d}大きくなっています。`,
    below: (d) => `学級の相対度数は、正確な確率より${d}小さくなっています。`,
    onIt: "学級の相対度数は、正確な確率とちょうど同じです。",
    measureRows: ["ここまでの入力の数", "測った値の平均", "正確な値", "誤差の平均"],
    // The charts' words and their text alternatives.
    chartFrequency: "入力ごとの相対度数と、正確な確率",
    chartFrequencyEmpty: (ex) => `まだ入力がありません。破線は正確な確率${ex}です。`,
    chartFrequencyDesc: (n, now, ex, list) => `${JA.entries(n)}の入力で、学級の相対度数は` +
      `${now}です。破線は正確な確率${ex}です。入力ごとの相対度数：${list}。`,
    axisEntries: "入力の順番",
    exactLine: (ex) => `正確な確率 ${ex}`,
    chartMeasurement: (s) => `測った値の誤差（測った値−正確な値、単位は${s.unit}）`,
    chartMeasurementEmpty: "まだ入力がありません。線は誤差0、つまりぴったりの位置です。",
    chartMeasurementDesc: (n, lo, hi, mean, s) => `誤差は${n}個で、${JA.amount(lo, s)}から` +
      `${JA.amount(hi, s)}まで、誤差の平均は${JA.amount(mean, s)}です。点1つが入力1件で、` +
      "線は誤差0（ぴったり）の位置です。",
    zero: "0：ぴったり",
    // While the exact value is hidden: the class's own results only.
    show: "正確な値を表示",
    hide: "正確な値を隠す",
    shownNow: "正確な値を表示しています。",
    hiddenNow: "正確な値をまた隠しました。",
    hiddenChance: "正確な確率は、下の「正確な値を表示」を押すまで隠してあります。",
    hiddenValue: "正確な値は、下の「正確な値を表示」を押すまで隠してあります。",
    chartFrequencyHidden: "入力ごとの相対度数",
    chartFrequencyEmptyHidden: "まだ入力がありません。",
    chartFrequencyDescHidden: (n, now, list) => `${JA.entries(n)}の入力で、学級の相対度数は` +
      `${now}です。入力ごとの相対度数：${list}。`,
    chartValues: (s) => `測った値の散らばり（単位は${s.unit}）`,
    chartValuesEmpty: "まだ入力がありません。",
    chartValuesDesc: (n, lo, hi, mean, s) => `測った値は${n}個で、${JA.amount(lo, s)}から` +
      `${JA.amount(hi, s)}まで、平均は${JA.amount(mean, s)}です。点1つが入力1件です。`,
    print: "クラスデータを印刷",
    clear: "クラスデータを消去",
    clearAgain: (n) => `もう一度押すと${JA.entries(n)}を消去します`,
    clearAsk: "このページの入力をすべて消去するには、もう一度このボタンを押してください。" +
      "ほかの操作をすれば消去しません。",
    cleared: "クラスデータを消去しました。",
    nothing: "消去する入力はありません。",
  };
  const WORDS = { en: EN, ja: JA };
  // The table for an element: its spec's "lang", else the closest [lang] around it.
  function wordsFor(root, spec) {
    const marked = root.closest("[lang]");
    const lang = (spec && spec.lang) || (marked && marked.getAttribute("lang")) || "en";
    return WORDS[lang.toLowerCase().split("-")[0]] || EN;
  }

  const MOST_TOTAL = 10000;  // the largest number of trials in one entry
  const MOST_ENTRIES = 500;  // per series
  const MOST_WHO = 40;       // characters in a group's name
  const PLACES = 4;          // decimals of a relative frequency, as the chapters print them
  const STORE = "pointyrules-class-data:";
  const SVG = "http://www.w3.org/2000/svg";

  // ---- numbers -------------------------------------------------------------------
  const minus = (text) => text.replace(/^-/, "\u2212");
  function number(x, places = null) {
    const text = places === null ? String(Number(x.toFixed(6))) : x.toFixed(places);
    return minus(text === "-0" || /^-0\.0*$/.test(text) ? text.slice(1) : text);
  }
  const signed = (x, places) => (x > 0 ? "+" : "") + number(x, places);
  const gcd = (a, b) => (b === 0n ? a : gcd(b, a % b));
  // num/den (BigInt, den > 0) as a decimal with PLACES places, halves rounded up (away
  // from zero), computed exactly.
  function decimal(num, den, places = PLACES) {
    const negative = num < 0n;
    const n = negative ? -num : num;
    const scale = 10n ** BigInt(places);
    const q = (2n * n * scale + den) / (2n * den);
    const whole = (q / scale).toString();
    const frac = (q % scale).toString().padStart(places, "0");
    return (negative && q !== 0n ? "\u2212" : "") + whole + (places ? "." + frac : "");
  }
  function fraction(num, den) {
    const g = gcd(num < 0n ? -num : num, den) || 1n;
    const [n, d] = [num / g, den / g];
    return d === 1n ? n.toString() : `${n}/${d}`;
  }

  // ---- storage: this browser only, or only this page when that is not allowed -----
  const storage = (() => {
    try {
      const s = window.localStorage;
      const probe = STORE + "probe";
      s.setItem(probe, "1");
      s.removeItem(probe);
      return s;
    } catch {
      return null;
    }
  })();

  // ---- small builders ------------------------------------------------------------
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === false || v == null) continue;
      if (k === "text") node.textContent = v;
      else node.setAttribute(k, v === true ? "" : v);
    }
    node.append(...children.filter((c) => c != null));
    return node;
  }
  function svg(tag, attrs = {}, text = null) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    if (text !== null) node.textContent = text;
    return node;
  }
  function niceCeil(x) {
    if (!(x > 0)) return 1;
    const p = 10 ** Math.floor(Math.log10(x));
    for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= x * (1 - 1e-12)) return m * p;
    return 10 * p;
  }

  let counter = 0;

  class ClassData {
    constructor(root, spec) {
      this.root = root;
      this.spec = spec;
      this.words = wordsFor(root, spec);
      this.kind = spec.kind;
      this.key = STORE + spec.game;
      this.id = `pr-cd${counter++}`;
      this.series = spec.series.map((s) => ({ ...s, ...this.exactOf(s) }));
      this.entries = Object.fromEntries(this.series.map((s) => [s.key, []]));
      this.parts = {};
      this.clearArmed = false;
      this.shown = false;  // the exact value: hidden until someone shows it
      const note = this.load();
      this.build();
      this.renderAll();
      if (note) this.say(note);
      window.addEventListener("storage", (event) => {
        if (event.key === this.key || event.key === null) {
          this.load();
          this.renderAll();
        }
      });
      root.dataset.ready = "true";
      root.dataset.storage = storage ? "local" : "page";
    }

    exactOf(s) {
      const e = s.exact;
      if (e.num !== undefined) {
        return { num: BigInt(e.num), den: BigInt(e.den), value: Number(e.value) };
      }
      return { num: null, den: null, value: Number(e.value) };
    }

    // ---- storage -----------------------------------------------------------------
    load() {
      for (const s of this.series) this.entries[s.key] = [];
      this.shown = false;
      if (!storage) return "";
      let raw = null;
      try {
        raw = storage.getItem(this.key);
        if (raw === null) return "";
        const stored = JSON.parse(raw);
        const kept = stored.series || {};
        for (const s of this.series) {
          const list = Array.isArray(kept[s.key]) ? kept[s.key] : [];
          this.entries[s.key] = list.filter((e) => this.sound(e)).slice(0, MOST_ENTRIES)
            .map((e) => (this.kind === "frequency"
              ? { who: e.who || "", count: e.count, total: e.total }
              : { who: e.who || "", value: e.value }));
        }
        this.shown = stored.shown === true;
        return "";
      } catch {
        for (const s of this.series) this.entries[s.key] = [];
        this.shown = false;
        return this.words.unreadable;
      }
    }

    sound(e) {
      if (!e || typeof e !== "object" || (e.who != null && typeof e.who !== "string")) return false;
      if (this.kind === "frequency") {
        return Number.isInteger(e.count) && Number.isInteger(e.total) && e.count >= 0 &&
          e.total >= 1 && e.total <= MOST_TOTAL && e.count <= e.total;
      }
      return typeof e.value === "number" && Number.isFinite(e.value);
    }

    save() {
      if (!storage) return true;
      const any = this.shown || this.series.some((s) => this.entries[s.key].length);
      try {
        if (any) {
          storage.setItem(this.key, JSON.stringify({ v: 1, series: this.entries,
            shown: this.shown }));
        } else storage.removeItem(this.key);
        return true;
      } catch {
        return false;
      }
    }

    // ---- the element ---------------------------------------------------------------
    build() {
      // The live element shows the exact values itself, when asked to.
      const stat = this.root.querySelector(":scope > details.pr-cd-static, :scope > table");
      if (stat) stat.hidden = true;
      const live = el("div", { class: "pr-cd-live" });
      live.append(el("p", { class: "pr-cd-keep", text: storage ? this.words.kept : this.words.notKept }));
      this.series.forEach((s, i) => live.append(this.buildSeries(s, i)));
      // A disclosure button: what it opens is each series' result and chart.
      const controls = Object.values(this.parts).flatMap((p) => [p.result.id, p.chart.id]);
      const reveal = el("button", { type: "button", class: "pr-cd-reveal",
        "aria-controls": controls.join(" "), "aria-expanded": "false", text: this.words.show });
      const print = el("button", { type: "button", class: "pr-cd-print", text: this.words.print });
      const clear = el("button", { type: "button", class: "pr-cd-clear", text: this.words.clear });
      this.message = el("p", { class: "pr-cd-message", role: "status", "aria-live": "polite" });
      live.append(el("div", { class: "pr-cd-tools" }, reveal, print, clear), this.message);
      reveal.addEventListener("click", () => this.toggle());
      this.revealButton = reveal;
      print.addEventListener("click", () => this.print());
      clear.addEventListener("click", () => this.clear());
      clear.addEventListener("blur", () => this.disarm());
      this.clearButton = clear;
      this.root.append(live);
    }

    buildSeries(s, i) {
      const id = `${this.id}-${i}`;
      const frequency = this.kind === "frequency";
      const field = (name, label, extra = {}) => {
        const input = el("input", { id: `${id}-${name}`, name, type: "text",
          autocomplete: "off", ...extra });
        return [el("span", { class: "pr-cd-field" },
          el("label", { for: input.id, text: label }), input), input];
      };
      const [whoField, who] = field("who", frequency ? this.words.whoFrequency : this.words.whoMeasurement,
        { maxlength: String(MOST_WHO * 2) });
      const fields = [whoField];
      const inputs = { who };
      if (frequency) {
        const [cf, count] = field("count", this.words.count(s), { inputmode: "numeric" });
        const [tf, total] = field("total", this.words.total(s), { inputmode: "numeric" });
        fields.push(cf, tf);
        Object.assign(inputs, { count, total });
      } else {
        const [vf, value] = field("value", this.words.value(s), { inputmode: "decimal" });
        fields.push(vf);
        inputs.value = value;
      }
      const message = el("p", { class: "pr-cd-message", role: "status", "aria-live": "polite",
        id: `${id}-message` });
      const form = el("form", { class: "pr-cd-form", novalidate: true },
        el("fieldset", {},
          el("legend", { text: frequency ? this.words.addFrequency : this.words.addMeasurement }),
          el("div", { class: "pr-cd-fields" }, ...fields,
            el("button", { type: "submit", class: "pr-cd-add", text: this.words.add }))));
      for (const input of Object.values(inputs)) input.setAttribute("aria-describedby", message.id);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        this.add(s, inputs, message);
      });
      const list = el("div", { class: "pr-cd-list" });
      const result = el("div", { class: "pr-cd-result", id: `${id}-result` });
      const chart = el("div", { class: "pr-cd-chart", id: `${id}-chart` });
      this.parts[s.key] = { inputs, message, list, result, chart };
      return el("section", { class: "pr-cd-series", "data-series": s.key,
        "aria-labelledby": `${id}-label` },
      el("p", { class: "pr-cd-label", id: `${id}-label` }, el("strong", { text: s.label })),
      el("p", { class: "pr-cd-define",
        text: frequency ? this.words.relative(s) : this.words.error }),
      form, message, list, result, chart);
    }

    say(text, target = this.message) {
      target.textContent = text;
    }

    // ---- entering ------------------------------------------------------------------
    add(s, inputs, message) {
      this.disarm();
      for (const input of Object.values(inputs)) input.removeAttribute("aria-invalid");
      const refuse = (text, input) => {
        this.say(text, message);
        message.classList.add("pr-error");
        if (input) {
          input.setAttribute("aria-invalid", "true");
          input.focus();
        }
      };
      const list = this.entries[s.key];
      const who = inputs.who.value.trim().replace(/\s+/g, " ");
      if (who.length > MOST_WHO) return refuse(this.words.whoTooLong(MOST_WHO), inputs.who);
      if (list.length >= MOST_ENTRIES) return refuse(this.words.full(MOST_ENTRIES), null);
      let entry;
      if (this.kind === "frequency") {
        const whole = (input, label) => {
          const text = input.value.trim();
          if (!text) return [null, this.words.empty(label)];
          if (/^[-\u2212]\s*\d+$/.test(text)) return [null, this.words.negative(label)];
          if (!/^\d+$/.test(text)) return [null, this.words.notWhole(label, text)];
          return [Number(text), null];
        };
        const [count, countWrong] = whole(inputs.count, this.words.count(s));
        if (countWrong) return refuse(countWrong, inputs.count);
        const [total, totalWrong] = whole(inputs.total, this.words.total(s));
        if (totalWrong) return refuse(totalWrong, inputs.total);
        if (total < 1) return refuse(this.words.totalZero(s), inputs.total);
        if (total > MOST_TOTAL) return refuse(this.words.tooMany(s, MOST_TOTAL), inputs.total);
        if (count > total) return refuse(this.words.countOverTotal(s, count, total), inputs.count);
        entry = { who, count, total };
      } else {
        const text = inputs.value.value.trim();
        if (!text) return refuse(this.words.valueEmpty(s), inputs.value);
        if (!/^[-\u2212]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) {
          return refuse(this.words.notNumber(s, text), inputs.value);
        }
        const value = Number(text.replace(",", ".").replace("\u2212", "-"));
        const [lo, hi] = this.range(s);
        if (!(value >= lo && value <= hi)) {
          return refuse(this.shown ? this.words.outOfRange(s, lo, hi) : this.words.outOfRangeHidden(s),
            inputs.value);
        }
        entry = { who, value };
      }
      message.classList.remove("pr-error");
      list.push(entry);
      const kept = this.save();
      this.render(s);
      this.say(this.words.added(this.describe(entry, s)) + (kept ? "" : " " + this.words.notSaved), message);
      for (const input of Object.values(inputs)) input.value = "";
      inputs.who.focus();
    }

    // A measurement must lie from 0 to ten times the exact value (a value near 0 or
    // below it: within 10 units either side).
    range(s) {
      const x = s.value;
      return x > 0 ? [0, 10 * x] : [x - 10, x + 10];
    }

    describe(entry, s) {
      return this.words.named(entry.who, this.kind === "frequency" ? this.words.tally(entry, s)
        : this.words.measured(entry, s));
    }

    remove(s, index) {
      this.disarm();
      const list = this.entries[s.key];
      const [entry] = list.splice(index, 1);
      const kept = this.save();
      this.render(s);
      const { message, list: box, inputs } = this.parts[s.key];
      message.classList.remove("pr-error");
      this.say(this.words.removed(index + 1, this.describe(entry, s)) + (kept ? "" : " " + this.words.notSaved),
        message);
      const buttons = box.querySelectorAll("button.pr-cd-remove");
      (buttons[Math.min(index, buttons.length - 1)] || inputs.who).focus();
    }

    count() {
      return this.series.reduce((n, s) => n + this.entries[s.key].length, 0);
    }

    disarm() {
      if (!this.clearArmed) return;
      this.clearArmed = false;
      delete this.clearButton.dataset.armed;
      this.clearButton.textContent = this.words.clear;
    }

    clear() {
      const n = this.count();
      if (!n) {
        this.disarm();
        if (!this.shown) {
          this.say(this.words.nothing);
          return;
        }
        this.shown = false;  // nothing to delete: Clear only hides the exact value again
        this.save();
        this.renderAll();
        this.say(this.words.cleared);
        return;
      }
      if (!this.clearArmed) {
        this.clearArmed = true;
        this.clearButton.dataset.armed = "true";
        this.clearButton.textContent = this.words.clearAgain(n);
        this.say(this.words.clearAsk);
        return;
      }
      this.disarm();
      for (const s of this.series) this.entries[s.key] = [];
      this.shown = false;  // the next class predicts afresh
      this.save();
      this.renderAll();
      for (const { message } of Object.values(this.parts)) this.say("", message);
      this.say(this.words.cleared);
    }

    // Only this element on paper: its ancestors stay, everything else is left out
    // (pointyrules-class-data.css), until the browser has printed.
    print() {
      this.disarm();
      const html = document.documentElement;
      for (const old of document.querySelectorAll(".pr-cd-print-target, .pr-cd-path")) {
        old.classList.remove("pr-cd-print-target", "pr-cd-path");
      }
      this.root.classList.add("pr-cd-print-target");
      for (let p = this.root.parentElement; p && p !== html; p = p.parentElement) {
        p.classList.add("pr-cd-path");
      }
      html.dataset.prCdPrint = "true";
      window.addEventListener("afterprint", () => {
        delete html.dataset.prCdPrint;
        for (const old of document.querySelectorAll(".pr-cd-print-target, .pr-cd-path")) {
          old.classList.remove("pr-cd-print-target", "pr-cd-path");
        }
      }, { once: true });
      window.print();
    }

    // Show the exact value, or hide it again; the choice is kept with the entries.
    toggle() {
      this.disarm();
      this.shown = !this.shown;
      const kept = this.save();
      this.renderAll();
      this.say((this.shown ? this.words.shownNow : this.words.hiddenNow) +
        (kept ? "" : " " + this.words.notSaved));
    }

    // ---- showing -------------------------------------------------------------------
    renderAll() {
      for (const s of this.series) this.render(s);
      this.revealButton.textContent = this.shown ? this.words.hide : this.words.show;
      this.revealButton.setAttribute("aria-expanded", String(this.shown));
      this.root.dataset.exact = this.shown ? "shown" : "hidden";
    }

    render(s) {
      const part = this.parts[s.key];
      if (this.kind === "frequency") this.renderFrequency(s, part);
      else this.renderMeasurement(s, part);
    }

    entryTable(s, heads, rows) {
      const list = this.entries[s.key];
      if (!list.length) return el("p", { class: "pr-cd-none", text: this.words.none });
      const body = el("tbody");
      rows.forEach((cells, i) => {
        const button = el("button", { type: "button", class: "pr-cd-remove", text: this.words.remove,
          "aria-label": this.words.removeLabel(i + 1, this.describe(list[i], s)) });
        button.addEventListener("click", () => this.remove(s, i));
        // The name wraps; numbers do not.
        body.append(el("tr", {}, el("td", { class: "pr-cd-num", text: String(i + 1) }),
          ...cells.map((c, k) => el("td", { class: k ? "pr-cd-num" : "pr-cd-who", text: c })),
          el("td", { class: "pr-cd-tool" }, button)));
      });
      return el("div", { class: "pr-cd-scroll" }, el("table", { class: "pr-cd-entries" },
        el("thead", {}, el("tr", {}, ...[this.words.columnNumber, ...heads].map((h) =>
          el("th", { scope: "col", text: h })), el("td"))), body));
    }

    renderFrequency(s, part) {
      const list = this.entries[s.key];
      let c = 0;
      let t = 0;
      const running = [];
      const rows = list.map((e) => {
        c += e.count;
        t += e.total;
        running.push([BigInt(c), BigInt(t)]);
        return [e.who, String(e.count), String(e.total), `${c}/${t}`];
      });
      part.list.replaceChildren(this.entryTable(s,
        [this.words.columnWho, this.words.columnCount(s), this.words.columnTotal(s),
          this.words.columnRunning], rows));
      const exactFraction = fraction(s.num, s.den);
      const exactDecimal = decimal(s.num, s.den);
      const cell = (text, name) => el("td", { "data-cd": name, text });
      const head = el("tr", {}, el("td"),
        ...this.words.compareHead.map((h) => el("th", { scope: "col", text: h })));
      const classRow = el("tr", {}, el("th", { scope: "row", text: this.words.classSoFar }),
        cell(t ? fraction(BigInt(c), BigInt(t)) : "–", "fraction"),
        cell(t ? decimal(BigInt(c), BigInt(t)) : "–", "decimal"));
      classRow.dataset.successes = String(c);
      classRow.dataset.trials = String(t);
      const exactRow = el("tr", {}, el("th", { scope: "row", text: this.words.exactChance }),
        cell(exactFraction, "exact-fraction"), cell(exactDecimal, "exact-decimal"));
      let gap = "";
      if (t) {
        const diff = BigInt(c) * s.den - BigInt(t) * s.num;
        const size = decimal(diff < 0n ? -diff : diff, BigInt(t) * s.den);
        gap = diff === 0n ? this.words.onIt : diff > 0n ? this.words.above(size) : this.words.below(size);
      }
      // Hidden, the exact value and all worked out from it stay out of the page.
      const shown = this.shown;
      part.result.replaceChildren(
        el("p", { class: "pr-cd-totals", "data-cd": "totals", text: this.words.totals(s, c, t) }),
        el("div", { class: "pr-cd-scroll" }, el("table", { class: "pr-cd-compare" },
          el("thead", {}, head), el("tbody", {}, classRow, shown ? exactRow : null))),
        shown ? el("p", { class: "pr-cd-exact-text", text: this.words.chapterGives(s) })
          : el("p", { class: "pr-cd-hidden-note", text: this.words.hiddenChance }),
        ...(gap && shown ? [el("p", { class: "pr-cd-gap", "data-cd": "gap", text: gap })] : []));
      part.chart.replaceChildren(this.frequencyChart(s, running, shown ? exactDecimal : null));
    }

    chartFrame(titleText, descText) {
      const id = `${this.id}-chart${counter++}`;
      const box = svg("svg", { viewBox: "0 0 480 250", role: "img", class: "pr-cd-svg",
        "aria-labelledby": `${id}-t ${id}-d` });
      box.append(svg("title", { id: `${id}-t` }, titleText), svg("desc", { id: `${id}-d` }, descText));
      return box;
    }

    // exactDecimal null: the exact value is hidden, so no exact line, and a scale that
    // depends on the class's results only.
    frequencyChart(s, running, exactDecimal) {
      const n = running.length;
      const exact = exactDecimal !== null;
      const values = running.map(([c, t]) => Number(c) / Number(t));
      const shown = running.map(([c, t]) => decimal(c, t));
      const join = this.words.listJoin;
      const list = n <= 30 ? shown.join(join)
        : [...shown.slice(0, 10), "…", ...shown.slice(-10)].join(join);
      let desc;
      if (exact) {
        desc = n ? this.words.chartFrequencyDesc(n, shown[n - 1], exactDecimal, list)
          : this.words.chartFrequencyEmpty(exactDecimal);
      } else {
        desc = n ? this.words.chartFrequencyDescHidden(n, shown[n - 1], list)
          : this.words.chartFrequencyEmptyHidden;
      }
      const box = this.chartFrame(exact ? this.words.chartFrequency : this.words.chartFrequencyHidden, desc);
      const [L, R, T, B] = [64, 466, 20, 196];
      const top = Math.min(1, niceCeil(Math.max(exact ? s.value : 0, ...values) * 1.15));
      const y = (v) => B - (v / top) * (B - T);
      const x = (i) => (n <= 1 ? (L + R) / 2 : L + (i / (n - 1)) * (R - L));
      for (const tick of [0, top / 2, top]) {
        box.append(svg("line", { x1: L, x2: R, y1: y(tick), y2: y(tick), class: "pr-cd-grid" }),
          svg("text", { x: L - 6, y: y(tick) + 5, "text-anchor": "end", class: "pr-cd-tick" },
            number(tick)));
      }
      box.append(svg("line", { x1: L, x2: L, y1: T, y2: B, class: "pr-cd-axis" }),
        svg("line", { x1: L, x2: R, y1: B, y2: B, class: "pr-cd-axis" }),
        svg("text", { x: (L + R) / 2, y: B + 44, "text-anchor": "middle", class: "pr-cd-tick" },
          this.words.axisEntries));
      if (n) {
        box.append(svg("text", { x: x(0), y: B + 22, "text-anchor": "middle", class: "pr-cd-tick" }, "1"));
        if (n > 1) {
          box.append(svg("text", { x: x(n - 1), y: B + 22, "text-anchor": "middle",
            class: "pr-cd-tick" }, String(n)));
        }
      }
      if (exact) {
        box.append(svg("line", { x1: L, x2: R, y1: y(s.value), y2: y(s.value),
          class: "pr-cd-exact" }),
        svg("text", { x: R, y: y(s.value) - 6, "text-anchor": "end", class: "pr-cd-exact-label" },
          this.words.exactLine(exactDecimal)));
      }
      if (n > 1) {
        box.append(svg("polyline", { class: "pr-cd-line",
          points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ") }));
      }
      values.forEach((v, i) => box.append(svg("circle", { cx: x(i).toFixed(1), cy: y(v).toFixed(1),
        r: n > 60 ? 2 : 4, class: "pr-cd-dot" })));
      return box;
    }

    renderMeasurement(s, part) {
      const list = this.entries[s.key];
      // Errors need the exact value: hidden, only the measured values show.
      const shown = this.shown;
      const errors = list.map((e) => e.value - s.value);
      const rows = list.map((e, i) => [e.who, number(e.value),
        ...(shown ? [signed(errors[i], 2)] : [])]);
      part.list.replaceChildren(this.entryTable(s, [this.words.columnWhoMeasurement,
        this.words.columnMeasured(s), ...(shown ? [this.words.columnError(s)] : [])], rows));
      const n = list.length;
      const mean = n ? list.reduce((a, e) => a + e.value, 0) / n : null;
      const meanError = n ? errors.reduce((a, e) => a + e, 0) / n : null;
      const exactText = s.num !== null ? `${fraction(s.num, s.den)} = ${decimal(s.num, s.den)}`
        : number(s.value, Number.isInteger(s.value) ? 0 : PLACES);
      const amount = (x) => this.words.amount(x, s);
      const values = [String(n), n ? amount(number(mean, 2)) : "–", amount(exactText),
        n ? amount(signed(meanError, 2)) : "–"];
      const names = ["count", "mean", "exact", "mean-error"];
      const heads = shown ? this.words.measureRows : this.words.measureRows.slice(0, 2);
      part.result.replaceChildren(el("div", { class: "pr-cd-scroll" },
        el("table", { class: "pr-cd-compare" }, el("tbody", {}, ...heads.map((h, i) =>
          el("tr", {}, el("th", { scope: "row", text: h }),
            el("td", { "data-cd": names[i], text: values[i] })))))),
      shown ? el("p", { class: "pr-cd-exact-text", text: this.words.chapterGives(s) })
        : el("p", { class: "pr-cd-hidden-note", text: this.words.hiddenValue }));
      part.chart.replaceChildren(shown ? this.measurementChart(s, errors, meanError)
        : this.valueChart(s, list.map((e) => e.value), mean));
    }

    measurementChart(s, errors, meanError) {
      const n = errors.length;
      const box = this.chartFrame(this.words.chartMeasurement(s), n
        ? this.words.chartMeasurementDesc(n, signed(Math.min(...errors), 2),
          signed(Math.max(...errors), 2), signed(meanError, 2), s)
        : this.words.chartMeasurementEmpty);
      const [L, R, B] = [36, 444, 186];
      const reach = niceCeil(Math.max(...errors.map(Math.abs), 0) * 1.1 || 1);
      const x = (v) => L + ((v + reach) / (2 * reach)) * (R - L);
      box.append(svg("line", { x1: L, x2: R, y1: B, y2: B, class: "pr-cd-axis" }));
      for (const tick of [-reach, -reach / 2, 0, reach / 2, reach]) {
        box.append(svg("line", { x1: x(tick), x2: x(tick), y1: B, y2: B + 6, class: "pr-cd-axis" }),
          svg("text", { x: x(tick), y: B + 26, "text-anchor": "middle", class: "pr-cd-tick" },
            tick ? signed(tick, null) : "0"));
      }
      box.append(svg("line", { x1: x(0), x2: x(0), y1: 14, y2: B, class: "pr-cd-exact" }),
        svg("text", { x: x(0) + 6, y: 26, class: "pr-cd-exact-label" }, this.words.zero),
        svg("text", { x: (L + R) / 2, y: B + 54, "text-anchor": "middle", class: "pr-cd-tick" },
          this.words.columnError(s)));
      this.stackDots(box, errors.map(x), L, B);
      return box;
    }

    // Dots at the x positions xs, in columns 14 units wide from L, stacked upwards from
    // the axis at B; a full column squeezes its dots.
    stackDots(box, xs, L, B) {
      const columns = new Map();
      for (const px of xs) {
        const col = Math.round((px - L) / 14);
        columns.set(col, (columns.get(col) || 0) + 1);
      }
      for (const [col, count] of columns) {
        const step = Math.min(14, (B - 40) / count);
        for (let k = 0; k < count; k++) {
          box.append(svg("circle", { cx: (L + col * 14).toFixed(1),
            cy: (B - 8 - k * step).toFixed(1), r: 6, class: "pr-cd-dot" }));
        }
      }
    }

    // While the exact value is hidden: a dot plot of the measured values themselves, on a
    // scale from the class's values only (no exact line, no errors).
    valueChart(s, values, mean) {
      const n = values.length;
      const box = this.chartFrame(this.words.chartValues(s), n
        ? this.words.chartValuesDesc(n, number(Math.min(...values)), number(Math.max(...values)),
          number(mean, 2), s)
        : this.words.chartValuesEmpty);
      const [L, R, B] = [36, 444, 186];
      box.append(svg("line", { x1: L, x2: R, y1: B, y2: B, class: "pr-cd-axis" }),
        svg("text", { x: (L + R) / 2, y: B + 54, "text-anchor": "middle", class: "pr-cd-tick" },
          this.words.columnMeasured(s)));
      if (!n) return box;
      const least = Math.min(...values);
      const most = Math.max(...values);
      // Four steps or so of a round size, the ends on whole steps, never a single point.
      const step = niceCeil((most - least) / 4 || Math.max(Math.abs(most) / 20, 0.1));
      let lo = Math.floor(least / step + 1e-9) * step;
      let hi = Math.ceil(most / step - 1e-9) * step;
      if (hi - lo < 2 * step) {
        lo -= step;
        hi += step;
      }
      const x = (v) => L + ((v - lo) / (hi - lo)) * (R - L);
      const ticks = Math.round((hi - lo) / step);
      const every = Math.ceil((ticks + 1) / 6);  // at most six numbers under the axis
      for (let k = 0; k <= ticks; k++) {
        const tick = lo + k * step;
        box.append(svg("line", { x1: x(tick), x2: x(tick), y1: B, y2: B + 6, class: "pr-cd-axis" }));
        if (k % every === 0) {
          box.append(svg("text", { x: x(tick), y: B + 26, "text-anchor": "middle",
            class: "pr-cd-tick" }, number(tick)));
        }
      }
      this.stackDots(box, values.map(x), L, B);
      return box;
    }
  }

  const start = () => {
    for (const root of document.querySelectorAll("[data-class-data]")) {
      if (root.dataset.ready) continue;
      try {
        const spec = JSON.parse(root.querySelector("script.pr-class-data-spec").textContent);
        new ClassData(root, spec);
      } catch (err) {
        root.dataset.failed = "true";
        root.append(el("p", { class: "pr-cd-message pr-error", role: "status", text: wordsFor(root, null).broken }));
        console.error(err);  // for the developer: a build that wrote a bad spec
      }
    }
  };
  if (typeof document !== "undefined") {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  }
  // For the tests (tests/test_class_data_browser.py reads the tables): a page has no module.
  if (typeof module === "object" && module && module.exports) module.exports = { WORDS };
})();
