// The site's own script (sitebuild/static, linked by sitebuild/pointyrules_site.py).
//
// A box that scrolls (a long history, a table wider than a phone) has to be
// reachable from the keyboard, or a reader who cannot use a mouse cannot scroll it:
// such boxes get tabindex=0 and a name. The widget manager draws the saved widgets
// after the page has loaded, so boxes are looked at whenever the page changes.
//
// The widget manager draws a slider as a div with role=slider and its description as
// a separate label, not tied to it: a screen reader would announce "slider" and no
// more. Each such slider is named after its description ("x (mm)").
(() => {
  const scrolls = (el) => {
    const style = getComputedStyle(el);
    const y = el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(style.overflowY);
    const x = el.scrollWidth > el.clientWidth + 1 && /(auto|scroll)/.test(style.overflowX);
    return x || y;
  };
  const nameSliders = () => {
    for (const el of document.querySelectorAll('[role="slider"]:not([aria-label])')) {
      const label = el.closest(".widget-slider")?.querySelector(".widget-label");
      const text = label?.textContent.trim();
      if (text) el.setAttribute("aria-label", text);
    }
  };
  const mark = () => {
    nameSliders();
    for (const el of document.querySelectorAll(
      ".jupyter-widgets, .widget-html-content, .cell_output table")) {
      if (!el.hasAttribute("tabindex") && scrolls(el)) {
        el.setAttribute("tabindex", "0");
        if (el.tagName !== "TABLE") {  // a table keeps its own role for screen readers
          el.setAttribute("role", "region");
          el.setAttribute("aria-label", "scrollable part of the game table");
        }
      }
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
