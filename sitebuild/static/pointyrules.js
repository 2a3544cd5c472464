// The site's own script (sitebuild/static, linked by sitebuild/pointyrules_site.py).
//
// A box that scrolls (a wide table a chapter prints, on a phone) has to be reachable
// from the keyboard, or a reader who cannot use a mouse cannot scroll it: such boxes
// get tabindex=0. Boxes are looked at again whenever the page changes.
(() => {
  const scrolls = (el) => {
    const style = getComputedStyle(el);
    const y = el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(style.overflowY);
    const x = el.scrollWidth > el.clientWidth + 1 && /(auto|scroll)/.test(style.overflowX);
    return x || y;
  };
  const mark = () => {
    for (const el of document.querySelectorAll(".cell_output table")) {
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
