"""The bots: the sharp bot passes exactly when the card cannot be placed (LC-2, LC-5),
challenges only a table the card cannot cover (LC-6), and places legal coins that leave
a positive margin; the human-like bot's error is Gaussian of the chosen size."""

from pointyrules.coins.bots import HumanBot, SharpBot, table_disks
from pointyrules.coins.geometry import card_margin
from pointyrules.coins.rules import CHALLENGE, LET_STAND, PASS, CoinsGame, Phase, Place


def test_sharp_bot_passes_exactly_when_the_card_cannot_be_placed():
    s = CoinsGame.new_game(2, seed=0)
    s.apply(Place(500, 135.0, 0.0))  # far apart: uncoverable
    assert card_margin(table_disks(s)).margin < 0
    assert SharpBot(seed=1, budget_ms=None).choose(s) == PASS
    t = CoinsGame.new_game(2, seed=0)
    t.apply(Place(1, 30.0, 0.0))
    move = SharpBot(seed=1, budget_ms=None).choose(t)
    assert move != PASS
    t.apply(move)  # legal (the engine checks it)
    assert card_margin(table_disks(t)).margin > 0


def test_sharp_bot_leaves_a_small_positive_margin():
    s = CoinsGame.new_game(2, seed=0)
    move = SharpBot(seed=3, budget_ms=None).choose(s)
    s.apply(move)
    m = card_margin(table_disks(s)).margin
    assert 0 < m < 3.0  # far below the 11.75 mm a lone coin has


def _round_winner(state: CoinsGame) -> int:
    return next(e for e in reversed(state.log) if e.kind == "round_end").data["winner"]


def test_sharp_bot_challenges_exactly_when_the_table_before_the_announcement_is_uncoverable():
    """LC-6: a challenge ends the round at once and the announced coin never lands, so
    the challenger wins exactly when the card cannot cover the table as it was."""
    s = CoinsGame.new_game(3, seed=0, challenge=True)
    s.apply(Place(500, 135.0, 0.0))  # announced far away: with it the card cannot fit
    assert card_margin(table_disks(s, s.pending)).margin < 0 < card_margin(table_disks(s)).margin
    assert SharpBot(seed=1, budget_ms=None).choose(s) == LET_STAND
    lost = s.clone()
    lost.apply(CHALLENGE)  # the engine agrees: that challenge fails
    assert _round_winner(lost) != s.current_player
    while s.phase == Phase.CHALLENGE:
        s.apply(LET_STAND)  # the 500 yen lands: now the table itself is uncoverable
    s.apply(next(a for a in s.grid_placements()))
    assert card_margin(table_disks(s)).margin < 0
    assert SharpBot(seed=1, budget_ms=None).choose(s) == CHALLENGE
    won = s.clone()
    won.apply(CHALLENGE)
    assert _round_winner(won) == s.current_player


def test_human_bot_error_is_gaussian_of_the_chosen_size():
    bot = HumanBot(seed=5, noise=2.0, budget_ms=None)
    coins = [(0.0, 0.0, 11.75)]
    errors = [bot.judge(coins) - 11.75 for _ in range(400)]
    mean = sum(errors) / len(errors)
    sd = (sum((e - mean) ** 2 for e in errors) / len(errors)) ** 0.5
    assert abs(mean) < 0.3 and 1.7 < sd < 2.3
    assert HumanBot(seed=5, noise=0.0, budget_ms=None).judge(coins) == 11.75


def test_explain_puts_the_smallest_margin_above_zero_first_and_each_value_is_exact():
    """The sharp bot's reasons: the placement it makes, then the others it tried, each
    with the margin (LC-2) the card keeps with that coin on the table, then the pass."""
    s = CoinsGame.new_game(2, seed=0)
    s.apply(Place(1, 30.0, 0.0))
    reasons = SharpBot(seed=1, budget_ms=None).explain(s)
    assert reasons[0].action == SharpBot(seed=1, budget_ms=None).choose(s)
    assert reasons[0].samples == 0 and "margin" in reasons[0].measure
    places = [r for r in reasons if type(r.action) is Place]
    for r in places:
        assert s.refusal(r.action) is None
        assert r.value == card_margin(table_disks(s, r.action)).margin
    positive = [r.value for r in places if r.value > 0]
    assert reasons[0].value == min(positive)
    assert [r.value for r in places if r.value > 0] == sorted(positive)
    assert reasons[-1].action == PASS and reasons[-1].value == card_margin(table_disks(s)).margin


def test_explain_when_the_card_cannot_be_laid_says_pass_and_shows_a_placement_is_no_better():
    s = CoinsGame.new_game(2, seed=0)
    s.apply(Place(500, 135.0, 0.0))
    reasons = SharpBot(seed=1, budget_ms=None).explain(s)
    assert [type(r.action) for r in reasons] == [type(PASS), Place]
    assert reasons[1].value <= reasons[0].value < 0


def test_the_human_like_bot_says_its_margins_are_judged_not_exact():
    s = CoinsGame.new_game(3, seed=0, challenge=True)
    s.apply(Place(500, 135.0, 0.0))
    reasons = HumanBot(seed=1, noise=0.5, budget_ms=None).explain(s)
    assert {r.action for r in reasons} == {CHALLENGE, LET_STAND}
    assert reasons[0].action == HumanBot(seed=1, noise=0.5, budget_ms=None).choose(s)
    assert all(r.samples is None for r in reasons)
