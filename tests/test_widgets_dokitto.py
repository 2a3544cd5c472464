"""The Doki-tto! Ice widget: clicks become actions; bad input becomes a message."""

import pytest

from pointyrules.dokitto.rules import Take
from pointyrules.widgets.dokitto import DokittoWidget, card_label
from pointyrules.widgets.kit import MOVE_CLASS


@pytest.fixture
def widget():
    return DokittoWidget(num_players=3, seed=3, opponents="random")


def _play_until_human_must_choose(widget, limit=400):
    s = widget.state
    for _ in range(limit):
        if s.pending is not None and s.current_player == 0:
            return True
        if s.is_over:
            return False
        widget.play(s.legal_actions()[0])
    return False


def test_only_legal_cards_are_enabled_move_buttons(widget):
    enabled = [b.description for b in widget.hand_buttons if not b.disabled]
    assert enabled == [card_label(c) for c in widget.state.legal_actions()]
    assert all(MOVE_CLASS in b._dom_classes for b in widget.hand_buttons)
    pictures = [column.children[0].value for column in widget.hand.children]
    assert len(pictures) == len(widget.state.hands[0]) and all("<svg" in p for p in pictures)


def _must_follow_position() -> tuple[DokittoWidget, str]:
    """A widget where seat 0 must follow the led colour and also holds another colour."""
    widget = DokittoWidget(num_players=4, seed=12, opponents="heuristic")
    s = widget.state
    for _ in range(200):
        if s.current_player == 0 and s.trick and s.pending is None:
            lead = s.trick[0][1].colour
            if {c.colour == lead for c in s.hands[0]} == {True, False}:
                return widget, lead
        widget.play(s.legal_actions()[0])
    pytest.fail("no must-follow position came up")


def test_must_follow_disables_the_other_colours():
    widget, lead = _must_follow_position()
    for b, card in zip(widget.hand_buttons, widget.state.hands[0], strict=True):
        assert b.disabled == (card.colour != lead)
    for column, card in zip(widget.hand.children, widget.state.hands[0], strict=True):
        greyed = 'opacity="0.45"' in column.children[0].value
        assert greyed == (card.colour != lead)  # the cards that may not be played


def test_clicking_a_card_plays_it_and_the_bots_answer(widget):
    card = widget.state.legal_actions()[0]
    button = next(b for b in widget.hand_buttons if b.description == card_label(card))
    button.click()
    assert card not in widget.state.hands[0]
    s = widget.state
    assert s.current_player == 0 and (s.trick_history or s.trick)  # the bots played
    assert "<svg" in widget.table.value and "Cones" in widget.table.value


def test_winning_a_trick_offers_the_colour_choice_as_move_buttons():
    widget = DokittoWidget(num_players=3, seed=3, mode="game", opponents="random")
    assert _play_until_human_must_choose(widget)
    labels = [b.description for b in widget.choice.children[1:]]
    assert len(labels) == len(widget.state.options) >= 2
    assert "Choose a scoop colour" in widget.message.value
    assert not widget.hand_buttons or all(b.disabled for b in widget.hand_buttons)
    widget.choice.children[1].click()
    assert widget.state.trick_history[-1].result.winner == 0
    assert widget.choice.children == ()


def test_two_players_choose_the_cone_too():
    widget = DokittoWidget(num_players=2, seed=5, mode="game", opponents="random")
    assert _play_until_human_must_choose(widget)
    labels = [b.description for b in widget.choice.children[1:]]
    assert any("left cone" in x for x in labels) and any("right cone" in x for x in labels)


@pytest.mark.parametrize("bad", ["Z9", "S99", None, Take("Q"), ("S",)])
def test_bad_input_shows_a_message_and_changes_nothing(widget, bad):
    before = widget.state.to_json()
    widget.play(bad)
    assert widget.state.to_json() == before
    assert "color:#a40000" in widget.message.value
    assert "Traceback" not in widget.message.value


def test_a_card_of_the_wrong_colour_names_the_rule():
    widget, lead = _must_follow_position()
    widget.play(next(c for c in widget.state.hands[0] if c.colour != lead))
    assert "must follow" in widget.message.value and "Allowed now" in widget.message.value


def test_new_game_uses_the_chosen_players_seed_and_mode(widget):
    widget.players.value = 2
    widget.seed.value = 11
    widget.mode.value = "game"
    widget.new_button.click()
    s = widget.state
    assert s.num_players == 2 and s.target == 3 and s.rng.seed == 11
    assert "2 players, seed 11" in widget.message.value
    assert "left" in widget.table.value and "right" in widget.table.value


def test_a_finished_round_shows_the_scores_and_trophies(widget):
    while not widget.state.is_over:
        widget.play(widget.state.legal_actions()[0])
    assert "Last round: points" in widget.scores.value and "trophies" in widget.scores.value
    assert "Game over. Winner(s)" in widget.message.value


def test_card_buttons_are_reused_from_move_to_move(widget):
    first = widget.hand_buttons[0]
    widget.play(widget.state.legal_actions()[0])
    assert widget.hand_buttons[0] is first  # a saved notebook keeps every widget ever made
    assert [b.description for b in widget.hand_buttons] == [
        card_label(c) for c in widget.state.hands[0]]


# --- setup options (DI-2) ------------------------------------------------------------------
@pytest.mark.parametrize("text", ["S C V", "scv", "strawberry, chocolate, vanilla", "V S C"])
def test_three_players_choose_their_colours_before_new_game(widget, text):
    widget.players.value = 3
    widget.colours.value = text
    widget.new_button.click()
    s = widget.state
    assert s.colours == ("S", "C", "V") and {c.colour for h in s.hands for c in h} <= {
        "S", "C", "V"}
    assert len(s.hands[0]) == 9 and len(s.aside) == 3
    assert set(s.taken) == {"S", "C", "V"}  # the matcha scoops are out too
    assert "vanilla" in widget.message.value and "3 set aside" in widget.message.value
    assert "matcha" not in widget.table.value.split("Colours in play")[1].split("</p>")[0]


@pytest.mark.parametrize("text", ["S S M", "S C", "S C M V", "Q C M", "chocolate mint"])
def test_bad_colours_are_refused_and_the_game_stays(widget, text):
    before = widget.state.to_json()
    widget.players.value = 3
    widget.colours.value = text
    widget.new_button.click()
    assert widget.state.to_json() == before
    assert "color:#a40000" in widget.message.value and "DI-2" in widget.message.value


def test_the_colour_field_does_not_matter_with_four_players(widget):
    widget.players.value = 4
    widget.colours.value = "S C V"
    widget.new_button.click()
    assert widget.state.colours == ("S", "C", "M", "V") and len(widget.state.hands[0]) == 10


@pytest.mark.parametrize("hand, aside", [(10, 4), (12, 0)])
def test_two_players_choose_the_deal(widget, hand, aside):
    widget.players.value = 2
    widget.two_player_hand.value = hand
    widget.new_button.click()
    s = widget.state
    assert [len(h) for h in s.hands] == [hand, hand] and len(s.aside) == aside
    assert max(c.number for h in s.hands for c in h) <= 6  # 7-10 removed (DI-2)
    assert all(len(cones) == 2 for cones in s.cones)  # two cones each
    assert f"{hand} cards each, {aside} set aside" in widget.message.value


def test_the_setup_options_can_be_given_when_the_widget_is_made():
    widget = DokittoWidget(num_players=2, two_player_hand=12, opponents="random")
    assert len(widget.state.hands[0]) == 12
    widget = DokittoWidget(num_players=3, colours="M V C", opponents="random")
    assert widget.state.colours == ("C", "M", "V")



def test_no_hand_card_is_enabled_while_you_choose_a_scoop():
    """Two players: seat 0 chooses a scoop while holding a card with the same fields as
    a choice (a 1 of a played colour, and that colour on cone 1). Only the Take buttons
    act; the card stays off, dimmed, and a click on it changes nothing."""
    widget = DokittoWidget(num_players=2, seed=61, opponents="random")
    s = widget.state
    for _ in range(400):
        if s.pending is not None and s.current_player == 0 and any(
                tuple(c) == tuple(t) for c in s.hands[0] for t in s.options):
            break
        widget.play(s.legal_actions()[0])
    else:
        pytest.fail("the look-alike position did not come up")
    assert widget.hand_buttons and all(b.disabled for b in widget.hand_buttons)
    assert all('opacity="0.45"' in col.children[0].value for col in widget.hand.children)
    before = s.to_json()
    widget.play(next(c for c in s.hands[0] if any(tuple(c) == tuple(t) for t in s.options)))
    assert widget.state.to_json() == before
