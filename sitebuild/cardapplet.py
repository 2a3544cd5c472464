"""The ``card-applet`` directive: a bank card you can move over a layout of coins (the
coins chapter's geometry lesson, issue 31). The argument is the game whose
``applet.py`` gives the layouts and the card::

    ```{card-applet} <game>
    ```

Writes the applet's root (``data-card-applet``) with what ``<game>/applet.py`` declares,
followed by the game's own ``applet.css`` and ``applet.js`` (inline: they are the game's
knowledge, so they live in its folder, and only its page loads them); the script makes
the card movable. On a Japanese page the applet speaks Japanese: ``element(lang)`` writes
its still picture's words and its root's ``lang``, which chooses the script's words.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import chapters
import editions
from docutils import nodes
from docutils.parsers.rst import Directive


class CardApplet(Directive):
    required_arguments = 1

    def run(self):
        name = chapters.game_argument(self, "card-applet")
        env = self.state.document.settings.env
        # The applet reads its layouts and solves them with the game's own modules.
        for source in sorted((chapters.ROOT / "pointyrules" / name).glob("*.py")):
            env.note_dependency(str(source))
        try:
            module = import_module(f"pointyrules.{name}.applet")
        except ImportError as exc:
            raise self.error(f"card-applet: pointyrules/{name}/applet.py: {exc}") from exc
        folder = Path(module.__file__).parent
        style = (folder / STYLE).read_text(encoding="utf-8")
        script = (folder / SCRIPT).read_text(encoding="utf-8")
        if "</script" in script.lower() or "</style" in style.lower():
            raise self.error(f"card-applet: {name}'s {SCRIPT} or {STYLE} would end its tag")
        lang = editions.edition(env.config)
        html = f"<style>{style}</style>{module.element(lang)}<script>{script}</script>"
        return [nodes.raw("", html, format="html")]


SCRIPT, STYLE = "applet.js", "applet.css"  # next to the game's applet.py


def setup(app) -> None:
    """Called by pointyrules_site.setup."""
    app.add_directive("card-applet", CardApplet)
