"""The bots' ladder (bench/ladder.py): line-ups, pairwise results and the rating fit."""

import math

import pytest

from bench.ladder import bradley_terry, lineups, pairwise, play


def test_every_mix_of_bots_sits_in_every_seat_and_no_bot_plays_alone():
    found = lineups(["expert", "random"], 3)
    assert sorted(found) == sorted([
        ("expert", "expert", "random"), ("expert", "random", "expert"),
        ("random", "expert", "expert"), ("expert", "random", "random"),
        ("random", "random", "expert"), ("random", "expert", "random")])


def test_winners_beat_the_others_then_scores_decide_and_equal_is_half():
    result = (("a", "b", "c", "a"), [0], [5.0, 5.0, 2.0, 2.0])
    assert pairwise(result) == [("a", "b", 1.0), ("a", "c", 1.0),  # seat 0 won
                                ("b", "c", 1.0), ("b", "a", 1.0),  # 5 beats 2
                                ("c", "a", 0.5)]  # 2 against 2; a against a is skipped


def test_the_fit_finds_the_strength_ratio_of_a_known_record():
    # a beats b three times in four: strengths 3 : 1, 400 log10 3 = 190.8 Elo apart
    pairs = [("a", "b", 1.0)] * 3000 + [("a", "b", 0.0)] * 1000
    ratings = bradley_terry(pairs, ["a", "b"])
    assert ratings["b"] == 0
    assert ratings["a"] == pytest.approx(400 * math.log10(3), abs=1.0)
    # three bots in a chain of 2 : 1 odds: a is 4 times c
    chain = ([("a", "b", 1.0)] * 2000 + [("a", "b", 0.0)] * 1000
             + [("b", "c", 1.0)] * 2000 + [("b", "c", 0.0)] * 1000)
    ratings = bradley_terry(chain, ["a", "b", "c"])
    assert ratings["a"] == pytest.approx(400 * math.log10(4), abs=2.0)
    assert ratings["b"] == pytest.approx(400 * math.log10(2), abs=2.0)


def test_a_bot_that_never_wins_still_gets_a_finite_rating():
    ratings = bradley_terry([("a", "b", 1.0)] * 10, ["a", "b"])
    assert 0 < ratings["a"] < 1000


def test_one_ladder_game_is_a_whole_seeded_game():
    seats, winners, scores = play(("gingham", ("expert", "random"), 3))
    assert seats == ("expert", "random") and winners and len(scores) == 2
    assert play(("gingham", ("expert", "random"), 3)) == (seats, winners, scores)


def test_every_benchmark_section_shares_one_command_line():
    """Each section adds its own options; two with the same name would break them all."""
    from bench.__main__ import SECTIONS, make_parser

    parser, sections = make_parser()
    assert set(sections) == set(SECTIONS)
    args = parser.parse_args(["ladder", "--ladder", "3", "--bot-decisions", "5"])
    assert (args.section, args.ladder, args.bot_decisions) == ("ladder", 3, 5)


def test_bots_fields_name_bots_that_exist_and_seat_a_legal_number_of_players():
    """`bench --bots`: every field's bots resolve (registry names or module:Class), and
    hero plus field is a player count the game takes."""
    from bench.bots import FIELDS
    from bench.fields import bot_class
    from pointyrules import games

    assert set(FIELDS) == set(games.names())
    for name, fields in FIELDS.items():
        low, high = games.get(name).players
        assert fields
        for f in fields:
            assert low <= len(f.field) + 1 <= high, (name, f.label)
            for spec in (f.hero, *f.field):
                assert bot_class(name, spec).__name__, spec
    parser, _ = __import__("bench.__main__", fromlist=["make_parser"]).make_parser()
    args = parser.parse_args(["--bots", "10", "--bots-game", "coins"])
    assert (args.bots, args.bots_game) == (10, "coins")
