"""The coins widget: a Place button is ready for the human at once, moves go through the
engine, bad moves are refused with a message and leave the game unchanged."""

from pointyrules.coins.rules import PASS, Place
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
    assert "best card" not in wdg.last_round.value
    wdg.play(PASS)
    margin = wdg.state.rounds[-1]["margin"]
    assert wdg.state.is_over and f"best card: margin {margin:.2f} mm" in wdg.last_round.value


def test_the_last_round_stays_in_view_when_the_next_round_starts():
    wdg = CoinsWidget(num_players=2, seed=0, mode="game")
    wdg.play(PASS)  # the setup coin alone is covered: the bot (last placer) scores, opens
    assert not wdg.state.is_over and wdg.state.round_no == 2
    assert "Round 1: the card fits, player 1 scored" in wdg.last_round.value
    assert "best card" in wdg.last_round.value


def test_every_coin_kind_is_drawn_with_its_size_and_label():
    from pointyrules.coins.render import table_svg
    from pointyrules.coins.rules import DIAMETERS, Coin
    coins = [Coin(k, -125.0 + 50 * i, 0.0) for i, k in enumerate(DIAMETERS)]
    svg = table_svg(coins)
    for kind, d in DIAMETERS.items():
        assert f'r="{d / 2:.2f}"' in svg and f">{kind}</text>" in svg, kind


def test_the_table_picture_says_in_words_what_it_shows():
    """Its title and aria-label (screen readers, and the site's accessibility test)."""
    from pointyrules.coins.render import table_svg
    from pointyrules.coins.rules import Coin
    svg = table_svg([Coin(10, 0.0, 0.0), Coin(500, 40.0, 0.0)], ((0.0, 0.0), 0.0, -0.001),
                    (1, 5.0, 5.0, 1.0))
    words = ("The table from above (300 by 200 mm) with 2 coins: 10 yen and 500 yen; a 1 yen "
             "coin about to be placed; the best card placement, margin 0.00 mm")
    assert f'role="img" aria-label="{words}"><title>{words}</title>' in svg
    assert "with 1 coin: 5 yen</title>" in table_svg([Coin(5, 0.0, 0.0)])
    assert "margin 0.00 mm</text>" in svg  # a margin of -0.001 mm has no minus sign


def test_hint_shows_the_current_margin_and_draws_the_card():
    wdg = CoinsWidget(num_players=2, seed=0)
    assert "Hint" not in wdg.scores.value and "best card" not in wdg.table.value
    wdg.hint.value = True
    assert "Hint: the margin now is 11.75 mm" in wdg.scores.value  # one 10 yen coin
    assert "best card: margin 11.75 mm" in wdg.table.value


def test_challenge_option_offers_challenge_buttons_to_the_human():
    from pointyrules.coins.rules import Place
    wdg = CoinsWidget(num_players=3, seed=0)
    wdg.challenge.value = True
    wdg.players.value = 3
    wdg.new_game()
    assert wdg.state.challenge
    wdg.play(Place(1, 30.0, 0.0))  # seats 1 and 2 place; seat 0 may challenge seat 2
    assert wdg.state.phase == "challenge" and wdg.state.current_player == 0
    assert [b.description for b in _buttons(wdg)] == ["Challenge", "No challenge"]
    _buttons(wdg)[0].click()
    assert wdg.state.rounds[-1]["challenge"] and wdg.state.rounds[-1]["passer"] == 0


def test_without_the_option_there_is_no_challenge():
    wdg = CoinsWidget(num_players=3, seed=0)
    assert not wdg.challenge.value and not wdg.state.challenge


def test_place_is_disabled_for_a_coin_hanging_off_the_table():
    """The widget asks the engine (LC-3): the slider reaches the table's edge, but a
    coin centred there would hang over it, so Place is not offered."""
    wdg = CoinsWidget(num_players=2, seed=0)
    wdg.x.value, wdg.y.value = wdg.x.max, 0.0
    refusal = wdg.state.refusal(Place(wdg.kind.value, wdg.x.value, 0.0))
    assert refusal is not None and refusal.rule == "LC-3"
    assert _buttons(wdg)[0].disabled
