"""The Rice Dice widget: legal moves are buttons, bots move visibly, bad input is a message."""

import pytest

from pointyrules.rice_dice.rules import CHOOSE, Keep, Roll, Stop
from pointyrules.widgets.rice_dice import RiceDiceWidget


@pytest.fixture
def widget():
    return RiceDiceWidget(num_players=3, seed=2, opponents="threshold")


def _buttons(widget):
    return {b.description: b for b in widget.actions.children}


def test_only_legal_actions_are_buttons(widget):
    assert list(_buttons(widget)) == [str(a) for a in widget.state.legal_actions()] == ["roll"]


def test_roll_shows_the_dice_and_offers_only_legal_set_asides(widget):
    _buttons(widget)["roll"].click()
    state = widget.state
    assert state.phase == CHOOSE and "<svg" in widget.dice_view.value
    assert list(_buttons(widget)) == [str(a) for a in state.legal_actions()]
    assert all(isinstance(a, Keep) for a in state.legal_actions())


def test_after_your_turn_the_bots_play_and_the_history_shows_them(widget):
    widget.act(Roll())
    widget.act(widget.state.legal_actions()[0])
    widget.act(Stop())  # one die set aside is never a valid umeboshi rice: a bust
    assert widget.state.current_player == 0 or widget.state.is_over
    texts = [e.text for e in widget.state.log]
    assert any(t.startswith("Seat 1") for t in texts) and any(t.startswith("Seat 2") for t in texts)
    assert "Seat 2" in widget.history.value and "Seat 0 busts" in widget.message.value


def test_advisor_shows_the_exact_first_roll_bust_chance_and_the_best_option(widget):
    assert "1/7776" in widget.advice.value and "★ best" in widget.advice.value
    widget.advisor.value = False
    assert widget.advice.value == ""


@pytest.mark.parametrize("bad", ["hello", None, Keep("U", (0,)), Stop()])
def test_bad_input_is_a_message_and_changes_nothing(widget, bad):
    before = widget.state.to_json()
    widget.act(bad)
    assert widget.state.to_json() == before
    assert "color:#a40000" in widget.message.value and "Traceback" not in widget.message.value
    assert "RD-6" in widget.message.value


def test_new_game_uses_the_chosen_players_seed_and_bots(widget):
    widget.players.value, widget.seed.value, widget.opponents.value = 5, 11, "optimal"
    widget.new_button.click()
    assert widget.state.num_players == 5 and widget.state.rng.seed == 11
    assert type(widget.bots[4]).__name__ == "OptimalBot"
    assert "5 players, seed 11" in widget.message.value


def test_playing_after_the_game_is_over_asks_for_a_new_game(widget):
    for _ in range(500):
        if widget.state.is_over:
            break
        widget.act(widget.state.legal_actions()[-1])
    assert widget.state.is_over and "Game over" in widget.message.value
    widget.act(Roll())
    assert "game is over: press New game" in widget.message.value


def test_other_dice_change_the_advisor_odds():
    """Two umeboshi faces per die: a first roll busts only on five plums, (2/6)^5 = 1/243."""
    two_plums = ("U", "U", "R", "R", 5, 6)
    widget = RiceDiceWidget(num_players=2, seed=1, dice=[two_plums] * 5)
    assert widget.state.dice == (two_plums,) * 5
    assert "1/243" in widget.advice.value
