"""The ``class-data`` directive: a chapter's live class data (issue 31).

    ```{class-data} dokitto
    ```

Reads ``pointyrules/<game>/lesson.py``'s ``class_data()`` (a ``pointyrules.lessons.
ClassData``) and writes its element: a root carrying ``data-class-data="<game>"``, the
declaration as JSON for ``static/pointyrules-class-data.js``, and, for a reader without
scripts (and a printed page without them), the exact values as a table inside a closed
``<details>``: the page is projected while pupils predict, so the answer opens only when
someone asks for it. The script turns the element into the class's form, running result
and chart, with the exact values hidden until someone presses "Show the exact value";
groups' entries (and that choice) stay in the browser (localStorage), nothing is sent
anywhere. Its styles, the printed page's too, are in ``static/pointyrules-class-data.css``.
"""

from __future__ import annotations

from html import escape

import chapters
import editions
import printables
from docutils import nodes
from docutils.parsers.rst import Directive


def declaration(name: str, lang: str = "en"):
    """The game's ClassData in ``lang`` (lesson.py's, or lesson_ja.py's)."""
    module = printables.lesson_module(name, lang)
    if module is None:
        raise ImportError(f"pointyrules.{name} has no lesson in {lang!r}")
    return module.class_data()


# The closed <details> around the no-script table of exact values: it opens on a click,
# after the groups have pooled their results; and its table's heads.
WORDS = {
    "en": {"summary": "The exact values (open after pooling)",
           "what": "what the class estimates", "exact": "exact value"},
    "ja": {"summary": "正確な値（集計が終わってから開く）",
           "what": "学級で求めるもの", "exact": "正確な値"},
}


def element(data) -> str:
    """The element's HTML before the script wakes it."""
    words = WORDS[data.lang]
    rows = "".join(f"<tr><td>{escape(s.label)}</td><td>{escape(s.exact_text)}</td></tr>"
                   for s in data.series)
    # In a script element only "</script" and "<!--" could end or confuse it: every "<"
    # (which JSON has only inside strings) goes in as its escape, which JSON.parse reads.
    spec = data.json().replace("<", "\\u003c")
    return (f'<div class="pr-class-data" data-class-data="{escape(data.game)}" '
            f'lang="{data.lang}">'
            f'<script type="application/json" class="pr-class-data-spec">{spec}</script>'
            f"<p><strong>{escape(data.title)}</strong></p><p>{escape(data.how)}</p>"
            f'<details class="pr-cd-static"><summary>{escape(words["summary"])}</summary>'
            f"<table><thead><tr><th>{words['what']}</th><th>{words['exact']}</th></tr>"
            f"</thead><tbody>{rows}</tbody></table></details></div>")


class ClassDataDirective(Directive):
    required_arguments = 1

    def run(self):
        name = chapters.game_argument(self, "class-data")
        env = self.state.document.settings.env
        lang = editions.edition(env.config)
        for module in {"lesson", printables.MODULES[lang][1]}:
            env.note_dependency(str(chapters.ROOT / "pointyrules" / name / f"{module}.py"))
        env.note_dependency(str(chapters.ROOT / "pointyrules" / "lessons.py"))
        english = printables.lesson_module(name, lang) is None  # not written in it yet
        try:
            data = declaration(name, "en" if english else lang)
        except (ImportError, AttributeError) as exc:
            raise self.error(f"class-data: pointyrules/{name}/lesson.py has no class_data(): "
                             f"{exc}") from exc
        html = element(data)
        if english:
            html = editions.still_english(env.config, html)
        return [nodes.raw("", html, format="html")]


JS_FILE = "pointyrules-class-data.js"  # in sitebuild/static, the site's static path
CSS_FILE = "pointyrules-class-data.css"


def setup(app) -> None:
    """Called by pointyrules_site.setup."""
    app.add_directive("class-data", ClassDataDirective)
    app.add_css_file(CSS_FILE)
    app.add_js_file(JS_FILE, defer="defer")
