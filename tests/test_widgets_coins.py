"""The coins widget: a Place button is ready for the human at once, moves go through the
engine, bad moves are refused with a message and leave the game unchanged."""

from pointyrules.coins.rules import PASS
from pointyrules.widgets.coins import CoinsWidget
from pointyrules.widgets.kit import MOVE_CLASS


def _buttons(widget):
    return [b for b in widget.moves.children if MOVE_CLASS in b._dom_classes]


def test_place_button_enabled_when_the_widget_opens():
    wdg = CoinsWidget(num_players=2, seed=0)
    place = _buttons(wdg)[0]
    assert place.description == "Place" and not place.disabled
    before = len(wdg.state.log)
    place.click()
    assert len(wdg.state.log) > before
    assert "<svg" in wdg.table.value


def test_touching_placement_is_disabled_and_refused():
    wdg = CoinsWidget(num_players=2, seed=0)
    wdg.x.value, wdg.y.value = 0.0, 0.0  # on the setup coin
    assert _buttons(wdg)[0].disabled
    before = wdg.state.to_json()
    from pointyrules.coins.rules import Place
    wdg.play(Place(10, 0.0, 0.0))
    assert wdg.state.to_json() == before and "LC-3" in wdg.message.value


def test_pass_ends_the_round_and_draws_the_best_card():
    wdg = CoinsWidget(num_players=2, seed=0)
    wdg.play(PASS)
    assert wdg.state.is_over and "best card" in wdg.table.value
