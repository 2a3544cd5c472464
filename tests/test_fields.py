"""bench.fields: the Wilson interval, and a match that counts the hero's wins where it sits."""

import math

import pytest

from bench.fields import Result, bot_class, match, wilson


def test_wilson_matches_the_textbook_values():
    # 0 of 10: the interval is [0, z^2/(n+z^2)]; 5 of 10 is symmetric round 0.5
    low, high = wilson(0, 10)
    assert low == 0 and math.isclose(high, 1.959963984540054**2 / (10 + 1.959963984540054**2))
    low, high = wilson(5, 10)
    assert math.isclose(low + high, 1.0) and math.isclose(low, 0.2365930, abs_tol=1e-6)
    low, high = wilson(45, 100)
    assert math.isclose(low, 0.3561, abs_tol=1e-4) and math.isclose(high, 0.5476, abs_tol=1e-4)


@pytest.mark.parametrize("wins, n", [(1, 0), (-1, 5), (6, 5)])
def test_wilson_refuses_impossible_counts(wins, n):
    with pytest.raises(ValueError):
        wilson(wins, n)


def test_a_misspelt_bot_is_named_with_the_bots_there_are():
    with pytest.raises(ValueError, match="no bot 'expret'.*expert"):
        bot_class("dokitto", "expret")
    assert bot_class("dokitto", "pointyrules.core:RandomBot").__name__ == "RandomBot"


def test_a_match_rotates_the_hero_and_a_strong_hero_wins_more_than_its_share():
    strong = match("gingham", "expert", ["random"], 12, jobs=1)
    weak = match("gingham", "random", ["expert"], 12, jobs=1)
    assert isinstance(strong, Result) and strong.games == 12
    assert strong.rate > 0.5 > weak.rate  # the same seeds, seats and bots, roles swapped
    assert strong.low <= strong.rate <= strong.high
    assert strong.decisions_ms and strong.p99_ms() >= strong.median_ms() > 0
