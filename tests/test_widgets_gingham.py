"""The Gingham widget: clicks become actions; bad input becomes a message."""

import pytest

from pointyrules.gingham.rules import Ant, Capture, Done, Gingham, Queen, Return
from pointyrules.widgets.gingham import GinghamWidget
from pointyrules.widgets.kit import MOVE_CLASS


@pytest.fixture
def widget():
    return GinghamWidget(num_players=3, seed=2, opponents="random")


def _enabled(widget):
    return [b for b in (*widget.moves.children, *widget.cells.children)
            if not b.disabled and b.layout.display != "none"]


def test_it_opens_on_your_queen_choice_as_move_buttons(widget):
    s = widget.state
    assert s.current_player == 0 and s.phase == "queen"
    buttons = _enabled(widget)
    assert [b.description for b in buttons] == [f"{q.side}{q.number}" for q in s.legal_actions()]
    assert all(MOVE_CLASS in b._dom_classes for b in buttons)
    assert "<svg" in widget.table.value and "Order:" in widget.status.value


def test_clicking_a_row_then_a_cell_places_the_ant(widget):
    s = widget.state
    next(b for b in widget.moves.children if b.description == "S4").click()
    assert s.phase == "ant" and s.queen_row() == s.b.row("S4")
    enabled = sorted(b.description for b in widget.cells.children if not b.disabled)
    assert enabled == sorted(a.cell for a in s.legal_actions() if type(a) is Ant and not a.boost)
    assert enabled == ["d1", "d2", "d3", "d4"]
    next(b for b in widget.cells.children if b.description == "d2").click()
    assert s.ants[s.b.index["d2"]] == 0 or s.log[-1].kind != "ant"
    assert any(e.text.startswith("Seat 0 places an ant on d2") for e in s.log)
    assert s.current_player == 0 or s.is_over  # the bots moved up to our next decision


def test_a_refused_move_is_a_message_and_changes_nothing(widget):
    before = widget.state.to_json()
    widget.play(Ant("a1"))  # an ant while a queen must move
    assert "is an Ant, not a Queen" in widget.message.value
    assert widget.state.to_json() == before
    widget.play(Queen("S", 99))  # a queen, but to no row of the cloth
    assert "not allowed" in widget.message.value and widget.state.to_json() == before
    widget.play("nonsense")
    assert "not a Queen" in widget.message.value and widget.state.to_json() == before


def test_other_scores_stay_hidden_until_the_end(widget):
    widget.state.score[1] = 17
    widget.refresh()
    assert "17" not in widget.status.value.split("<table>")[1].split("</table>")[0]


def test_a_whole_game_can_be_played_by_clicking(widget):
    s = widget.state
    for _ in range(600):
        if s.is_over:
            break
        _enabled(widget)[0].click()
    assert s.is_over and "Game over" in widget.message.value


def test_new_game_with_other_settings():
    widget = GinghamWidget(num_players=2, seed=5, opponents="greedy")
    widget.players.value = 4
    widget.new_button.click()
    assert widget.state.num_players == 4 and widget.state.current_player == 0
    widget.play(Queen("N", 10))
    assert widget.state.queens[0][0] is not None


def test_you_resolve_the_effects_of_a_bots_ant_landing_in_your_turn():
    """GI-17: seat 1's pushed-out ant is re-placed beside a corner cherry in your turn;
    the capture button is yours, labelled with whose points it makes."""
    widget = GinghamWidget(num_players=2, seed=1, opponents="greedy")
    s = Gingham(2, {(0, 0): "cherry"}, ants={"e3": 1})
    s.apply(Queen("S", 5))
    s.apply(Ant("e3"))
    s.apply(Return("a1"))
    widget.state = s
    widget.refresh()
    labels = [b.description for b in widget.moves.children if b.layout.display != "none"]
    assert s.current_player == 0 and s.legal_actions() == [Capture((0, 0)), Done()]
    assert labels == ["capture the stack at (0,0) for seat 1", "done"]
    assert "resolves the effects of seat 1" in widget.status.value
