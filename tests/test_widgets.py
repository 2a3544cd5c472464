"""The Pointy Hats widget: clicks become actions; bad input becomes a message."""

import pytest

from pointyrules.widgets.pointy_hats import PointyHatsWidget


@pytest.fixture
def widget():
    return PointyHatsWidget(num_players=2, seed=3, opponents="random")


def test_only_legal_cards_are_enabled_buttons(widget):
    enabled = [b.description for b in widget.hand.children if not b.disabled]
    assert enabled == [str(c) for c in widget.state.legal_actions()]


def test_clicking_a_card_plays_it_and_the_bot_answers(widget):
    card = widget.state.legal_actions()[0]
    button = next(b for b in widget.hand.children if b.description == str(card))
    button.click()
    assert card not in widget.state.hands[0]
    assert widget.state.tricks_done == 1  # the bot answered and the trick was resolved
    assert "took the trick" in widget.message.value
    assert "Last trick" in widget.table.value and "<svg" in widget.table.value


@pytest.mark.parametrize("bad", ["9Z", "5H-but-not-mine", None])
def test_bad_card_input_shows_a_message_and_changes_nothing(widget, bad):
    before = widget.state.to_json()
    widget.play(bad)
    assert widget.state.to_json() == before
    assert "color:#a40000" in widget.message.value
    assert "Traceback" not in widget.message.value


def test_a_card_not_in_hand_names_the_rule(widget):
    other = next(c for c in widget.state.hands[1])
    widget.play(other)
    assert "PH-4" in widget.message.value and "Allowed now" in widget.message.value


def test_new_game_uses_the_chosen_players_seed_and_mode(widget):
    widget.players.value = 4
    widget.seed.value = 11
    widget.mode.value = "match"
    widget.new_button.click()
    assert widget.state.num_players == 4 and widget.state.target_wins == 3
    assert widget.state.rng.seed == 11
    assert "4 players, seed 11" in widget.message.value


# --- what the shared table (kit.BotTableWidget) does for every game ---------------------
def _each_game():
    from pointyrules.widgets.dokitto import DokittoWidget
    return [PointyHatsWidget(num_players=2, seed=3, opponents="random"),
            DokittoWidget(num_players=3, seed=3, opponents="random")]


@pytest.mark.parametrize("index", [0, 1], ids=["pointy_hats", "dokitto"])
def test_playing_after_the_game_is_over_asks_for_a_new_game(index):
    widget = _each_game()[index]
    while not widget.state.is_over:
        widget.play(widget.state.legal_actions()[0])
    widget.play(("S", 5))
    assert "game is over: press New game" in widget.message.value


@pytest.mark.parametrize("index", [0, 1], ids=["pointy_hats", "dokitto"])
def test_history_lists_the_latest_event_first(index):
    widget = _each_game()[index]
    widget.play(widget.state.legal_actions()[0])
    first_item = widget.history.value.split("<li>")[1]
    assert first_item.startswith(widget.state.log[-1].text.split()[0])


def test_move_buttons_are_reused_between_positions_and_extras_hidden(widget):
    """A new position relabels the same button objects (cheap in a browser-side Python)."""
    before = list(widget.hand.children)
    card = widget.state.legal_actions()[0]
    widget.play(card)
    after = list(widget.hand.children)
    assert after == before  # the very same widgets, relabelled
    shown = [b for b in after if b.layout.display != "none"]
    hidden = [b for b in after if b.layout.display == "none"]
    assert [b.description for b in shown] == [str(c) for c in widget.state.hands[0]]
    assert hidden and all(b.disabled and b.description == "" for b in hidden)
    assert all("pointyrules-move" in b._dom_classes for b in after)
