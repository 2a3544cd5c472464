"""Tests of pointyrules/rice_dice/: rules, details, properties, bots and the game's own maths."""

# Left out of `python3 dev.py mutate` (dev.py, mutate_slow): a bot-strength match, and
# (~3 min) three reduced games solved exactly to fit the expert's curve again.
SLOW_UNDER_MUTATION = (
    "tests/rice_dice/test_bots.py::"
    "test_one_turn_bot_beats_threshold_bots_in_seeded_four_player_games",
    "tests/rice_dice/test_strategy.py::test_the_shipped_coefficients_are_what_the_fit_gives",
)
