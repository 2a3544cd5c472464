"""The live tables' Python side in the page, run by the worker (pointyrules-worker.mjs).

Messages cross the worker boundary as JSON text, so nothing here depends on Pyodide's
conversions. Every rule and every picture comes from ``pointyrules.table.Table``; this
module only keeps one table per root element of the page and passes messages on.
"""

from __future__ import annotations

import json

from pointyrules import core, table

_tables: dict[str, table.Table] = {}


def start(key: str, game: str, fragment: str = "", lang: str = "en") -> str:
    """A live table for the root ``key`` in the page's language: its HTML, and a note
    when a shared link's position could not be opened (the chapter's table opens
    instead)."""
    note = None
    try:
        live = table.Table(game, fragment, lang=lang)
    except core.RulesError as err:
        if not fragment:
            raise
        live = table.Table(game, lang=lang)
        note = live.opened_note(err)
    _tables[key] = live
    return json.dumps({"html": live.html(live=True), "note": note})


def handle(key: str, message: str) -> str:
    """The table's reply to one message from the page (see Table.handle)."""
    return json.dumps(_tables[key].handle(json.loads(message)))
