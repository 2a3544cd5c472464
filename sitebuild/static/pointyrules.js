// The site's own script (sitebuild/static, linked by sitebuild/pointyrules_site.py).
//
// A box that scrolls (a wide table or equation, on a phone) has to be reachable
// from the keyboard, or a reader who cannot use a mouse cannot scroll it: such boxes
// get tabindex=0. Boxes are looked at again whenever the page changes.
//
// The switch to the other edition (English, 日本語; sitebuild/editions.py) keeps the
// reader's place: the same section has the same id in both.
document.addEventListener("click", (event) => {
  const link = event.target.closest && event.target.closest("a.pr-edition");
  if (link && location.hash) link.href = link.href.split("#")[0] + location.hash;
});
(() => {
  const scrolls = (el) => {
    const style = getComputedStyle(el);
    const y = el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(style.overflowY);
    const x = el.scrollWidth > el.clientWidth + 1 && /(auto|scroll)/.test(style.overflowX);
    return x || y;
  };
  // An equation inside a sentence cannot wrap: one wider than the column becomes its own
  // scrolling box (only those, so the others keep their place on the line).
  const fitInline = () => {
    for (const m of document.querySelectorAll("span.math > mjx-container")) {
      const column = m.closest("article") || document.body;
      if (m.dataset.fitted || m.getBoundingClientRect().right <= column.getBoundingClientRect().right + 1) continue;
      m.dataset.fitted = "1";
      Object.assign(m.style, { display: "inline-block", maxWidth: "100%", overflowX: "auto",
                               overflowY: "hidden", verticalAlign: "middle" });
    }
  };
  const mark = () => {
    fitInline();
    const boxes = ".cell_output table, div.math, mjx-container[display='true'], mjx-container[data-fitted]";
    for (const el of document.querySelectorAll(boxes)) {
      if (!el.hasAttribute("tabindex") && scrolls(el)) el.setAttribute("tabindex", "0");
    }
  };
  let queued = false;
  const observer = new MutationObserver(() => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(() => { queued = false; mark(); });
    }
  });
  const start = () => { mark(); observer.observe(document.body, { childList: true, subtree: true }); };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
