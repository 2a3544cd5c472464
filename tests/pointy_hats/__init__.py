"""Tests of pointyrules/pointy_hats/: rules, details, properties, bots and the game's own maths."""

# Left out of `python3 dev.py mutate` (dev.py, mutate_slow): searches and bot-strength
# matches of 4-12 s each, which reach the rules only through whole games; and the
# printables' page count, which prints with Chromium (no rules code; Chromium cannot start
# under the mutants' memory cap, and the book build counts every sheet's pages too).
SLOW_UNDER_MUTATION = (
    "tests/pointy_hats/test_lesson.py::test_sheets_fill_the_pages_they_claim",
    "tests/pointy_hats/test_bots.py::"
    "test_expert_matches_brute_force_four_players_second_trick_with_invert",
    "tests/pointy_hats/test_bots.py::test_expert_matches_brute_force_two_players_as_follower",
    "tests/pointy_hats/test_bots.py::test_expert_beats_random_bots_more_often_than_chance",
)
