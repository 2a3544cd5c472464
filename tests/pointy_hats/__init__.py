"""Tests of pointyrules/pointy_hats/: rules, details, properties, bots and the game's own maths."""

# Left out of `python3 dev.py mutate` (dev.py, mutate_slow): searches and bot-strength
# matches of 4-12 s each, which reach the rules only through whole games; and the
# printables' page count, which prints with Chromium (no rules code; Chromium cannot start
# under the mutants' memory cap, and the book build counts every sheet's pages too).
SLOW_UNDER_MUTATION = (
    "tests/pointy_hats/test_lesson.py::test_sheets_fill_the_pages_they_claim",
    "tests/pointy_hats/test_lesson_pack.py::test_the_pack_fills_the_pages_it_claims",
    # the two-player solution's certificate: exact best responses over the whole game
    # tree, about 100 s; it reaches the rules only through its own tree's agreement tests
    "tests/pointy_hats/test_solve.py",
    "tests/pointy_hats/test_bots.py::"
    "test_expert_matches_brute_force_four_players_second_trick_with_invert",
    "tests/pointy_hats/test_bots.py::test_expert_matches_brute_force_two_players_as_follower",
    "tests/pointy_hats/test_bots.py::test_expert_beats_random_bots_more_often_than_chance",
)
