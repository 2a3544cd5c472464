"""Tests of pointyrules/pointy_hats/: rules, details, properties, bots and the game's own maths."""

# Left out of `python3 dev.py mutate` (dev.py, mutate_slow): searches and bot-strength
# matches of 4-12 s each, which reach the rules only through whole games.
SLOW_UNDER_MUTATION = (
    "tests/pointy_hats/test_bots.py::"
    "test_expert_matches_brute_force_four_players_second_trick_with_invert",
    "tests/pointy_hats/test_bots.py::test_expert_matches_brute_force_two_players_as_follower",
    "tests/pointy_hats/test_bots.py::test_expert_beats_random_bots_more_often_than_chance",
)
