"""The table the front-ends drive: you against bots, drawn as HTML and SVG.

Three parts, one job each: ``session.py`` holds a game in progress (the engine's state,
the bots, Undo, hints, shared links, class deals and the messages the shells send),
``controls.py`` turns moves into buttons with accessible names (and the table's look),
``words.py`` holds every sentence the table says of its own. A game's part
(``<game>/table.py``) only draws; its sentences are in its ``words.py``.
"""

from .controls import (
    TABLE_CSS,
    Control,
    accessible_name,
    label_holds,
    shown_text,
    spaced,
)
from .session import (
    HUMAN,
    MAX_ERROR,
    MODES,
    NEWS,
    Table,
    TableError,
    sentence,
)

__all__ = ["HUMAN", "MAX_ERROR", "MODES", "NEWS", "TABLE_CSS", "Control", "Table",
           "TableError", "accessible_name", "label_holds", "sentence", "shown_text", "spaced"]
