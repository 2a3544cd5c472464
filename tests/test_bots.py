"""Every game's bots (issue 18): each takes a time budget and answers with a legal move
on random positions; a search stops early when its budget runs out, after its first
piece of work; without a budget it does its whole, repeatable search. The positions
are the decision benchmark's (bench/decisions.py): seeded, part-way through a game."""

import time

import pytest

from bench.decisions import positions
from pointyrules import games
from pointyrules.core import Deadline, SetupError, make_bot
from pointyrules.dokitto.bots import ExpertBot as DokittoExpert
from pointyrules.dokitto.rules import Dokitto
from pointyrules.pointy_hats.bots import ExpertBot as PointyHatsExpert
from pointyrules.pointy_hats.rules import PointyHats


@pytest.mark.parametrize("name", games.names())
def test_every_bot_takes_a_budget_and_answers_a_legal_move(name):
    for seed, state in positions(name, 6):
        for kind, bot in games.get(name).bots.items():
            before = state.to_json()
            t0 = time.perf_counter()
            action = make_bot(bot, seed, 20).choose(state)
            spent = time.perf_counter() - t0
            assert state.refusal(action) is None, (kind, action)
            assert state.to_json() == before  # a bot never changes the state it reads
            assert spent < 5, (kind, spent)  # loose: a budget of 20 ms, a stalled machine


def test_a_search_out_of_time_answers_from_its_first_piece_of_work():
    """Out of time at once, the information-set search still answers from its first
    sweep: every legal move tried once, in one sampled deal; without a clock it runs its
    full, fixed number of iterations."""
    four = PointyHats.new_game(4, seed=4, target_wins=1)
    bot = PointyHatsExpert(seed=1, budget_ms=1e-6)
    assert bot.choose(four) in four.legal_actions()
    assert bot.last_report["worlds"] == 1
    assert bot.last_report["iterations"] == len(four.legal_actions())
    full = PointyHatsExpert(seed=1, budget_ms=None)
    full.choose(four)
    assert full.last_report["iterations"] == 400  # no budget: the whole search
    ice = Dokitto.new_game(4, seed=5)
    bot = DokittoExpert(seed=2, budget_ms=1e-6)
    reasons = bot.explain(ice)
    assert bot.last_report["worlds"] == 1 and all(r.samples == 1 for r in reasons)
    assert {r.action for r in reasons} == set(ice.legal_actions())


@pytest.mark.parametrize("bad", [0, -5, "fast", float("nan")])
def test_a_budget_is_a_positive_number_of_milliseconds_or_none(bad):
    with pytest.raises(SetupError, match="a bot's time budget is a positive number of "
                                         "milliseconds, or None for no limit"):
        Deadline(bad)
    assert not Deadline(None).passed()


@pytest.mark.parametrize("name", games.all_names())
def test_only_a_bot_that_searches_takes_a_time_budget(name):
    """A bot takes ``budget_ms`` exactly when it searches for as long as it is given
    (``timed``); the others are made with a seed alone (``make_bot``)."""
    for kind in games.get(name).bots.values():
        if getattr(kind, "timed", False):
            assert make_bot(kind, 1, 5).budget_ms == 5
        else:
            with pytest.raises(TypeError):
                kind(seed=1, budget_ms=5)
            make_bot(kind, 1, 5)
