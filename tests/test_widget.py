"""The notebook's shell (pointyrules/widget.py): buttons that mirror the table's moves."""

import pytest

from pointyrules import games
from pointyrules.widget import TableWidget


def moves(widget):
    return [(b.description, b.disabled) for b in widget.moves.children]


@pytest.mark.parametrize("name", games.names())
def test_buttons_mirror_the_tables_controls(name):
    widget = TableWidget(name)
    controls = widget.table.controls()
    assert moves(widget) == [(c.label, not c.enabled) for c in controls]
    # the picture is inert (a notebook's HTML cannot send clicks): the buttons are below
    assert "<svg" in widget.picture.value and "data-action" not in widget.picture.value
    assert "data-command" not in widget.picture.value and "<button" not in widget.picture.value
    for control, button in zip(controls, widget.moves.children, strict=True):
        assert ("pointyrules-move" in button._dom_classes) == control.move


def test_a_button_plays_its_move_and_the_bots_answer():
    widget = TableWidget("pointy_hats")
    hand = len(widget.table.state.view(0).hand)
    first = next(b for b in widget.moves.children if not b.disabled)
    first.click()
    assert [seat for seat, _ in widget.table.moves if seat >= 0][0] == 0
    assert not widget.table.pending  # the bots have answered, up to your next move
    assert len(widget.table.state.view(0).hand) == hand - 1 or widget.table.state.is_over
    assert moves(widget) == [(c.label, not c.enabled) for c in widget.table.controls()]


def test_new_game_reads_the_dropdowns():
    widget = TableWidget("dokitto")
    widget.players.value, widget.level.value = 2, "random"
    widget.menus["two_player_hand"].value = 12
    widget.mode.value = "practice"
    widget.send({"op": "new"})
    assert (widget.table.players, widget.table.level, widget.table.mode) == \
        (2, "random", "practice")
    assert len(widget.table.state.hands[0]) == 12
    assert widget.table.status().startswith("Practice")


def test_a_refused_move_shows_the_reason():
    widget = TableWidget("pointy_hats")
    reply = widget.play("no such card")
    assert "not a move you can make now" in reply["error"]
    assert "pr-error" in widget.picture.value


def test_keyword_arguments_start_a_new_game_or_fail_clearly():
    widget = TableWidget("gingham", players=2, mode="practice", level="random")
    assert (widget.table.players, widget.table.mode) == (2, "practice")
    code = TableWidget("gingham", deal="new").table.code  # a class deal, and its code
    assert TableWidget("gingham", deal=code).table.share() == \
        TableWidget("gingham", deal=code).table.share()
    with pytest.raises(ValueError, match="takes 2 to 4 players"):
        TableWidget("gingham", players=7)


def test_coins_spot_sliders_appear_only_for_the_table():
    widget = TableWidget("coins")
    assert widget.x.layout.display is None  # the table takes a spot
    assert (widget.x.min, widget.x.max) == (-150.0, 150.0)
    widget.x.value, widget.y.value = 40.0, -20.0
    place = next(b for b in widget.moves.children if b.description.startswith("place"))
    place.click()
    assert not widget.table.error
    assert [m for m in widget.table.moves if m[0] == 0][-1] == (0, "place 1 40.0 20.0")  # y up
    pointy = TableWidget("pointy_hats")
    assert pointy.x.layout.display == "none"
