"""The expert plays to win the game: exact turns, a fitted win-chance curve, and the
exact solver of reduced games that the curve is measured against."""

import random

import pytest

from pointyrules.core import CHANCE, Deadline, RandomBot, SetupError
from pointyrules.rice_dice import strategy
from pointyrules.rice_dice.bots import BOTS, ExpertBot, OneTurnBot
from pointyrules.rice_dice.odds import success_probability, turn_advice
from pointyrules.rice_dice.rules import DEFAULT_DIE, Lock, RiceDice, Roll

from .helpers import table


def random_positions(players: int, count: int, seed: int):
    """Positions of seeded random games, a player to move in each."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = RiceDice.new_game(players, seed=rng.randrange(10**6))
        bot = RandomBot(seed=rng.randrange(10**6))
        for _ in range(rng.randrange(1, 120)):
            if state.is_over:
                break
            state.apply(state.sample_chance() if state.current_player == CHANCE
                        else bot.choose(state))
        if not state.is_over and state.current_player != CHANCE:
            out.append(state)
    return out


def test_the_expert_is_the_registry_expert_and_first():
    assert list(BOTS)[:2] == ["expert", "one-turn"] and BOTS["expert"] is ExpertBot


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_expert_returns_a_legal_move_and_leaves_the_state_alone(players):
    for state in random_positions(players, 12, seed=players):
        before = state.to_json()
        bot = ExpertBot(seed=1, budget_ms=200)
        action = bot.choose(state)
        assert action in state.legal_actions()
        reasons = bot.explain(state)
        assert state.to_json() == before  # neither choose nor explain mutates the state
        # every legal move once, best first, and the first is the choice
        assert sorted(map(str, (r.action for r in reasons))) == sorted(
            map(str, state.legal_actions()))
        assert reasons[0].action == action
        assert [r.value for r in reasons] == sorted((r.value for r in reasons), reverse=True)
        assert all(r.measure == "chance_win_game" and 0 <= r.value <= 1
                   for r in reasons)


def test_a_bad_budget_is_refused_with_what_is_allowed():
    with pytest.raises(SetupError, match="positive number of milliseconds"):
        ExpertBot(budget_ms=-5)


def test_a_tiny_budget_still_answers_with_the_one_turn_lookahead():
    state = table(2, centre=[1, 2, 3, 4], provisional=[[12], []], locked=[[], [9, 5]])
    quick = ExpertBot(budget_ms=0.001).explain(state)
    assert [r.action for r in quick] and quick[0].action in state.legal_actions()
    shallow = dict(strategy.plan_move(state, 1))
    assert {r.action: r.value for r in quick} == shallow


def test_exact_solver_matches_the_success_chance_of_a_one_card_game():
    # One card: a good stop takes it and wins (RD-4, RD-6); a bust removes it from the
    # centre (RD-5), ends the game 0-0, and the tie goes to the second player (RD-6). So
    # the first player's chance is exactly the chance of a valid umeboshi rice, which
    # odds.success_probability computes on its own.
    for dice in (3, 4, 5):
        values = strategy.solve_exact([1], [DEFAULT_DIE] * dice)
        start = strategy.Position(strategy.mask([1]), 0, 0, 0, True)
        assert values[start] == pytest.approx(float(success_probability([], [DEFAULT_DIE]
                                                                         * dice)), abs=1e-12)


def test_exact_solver_refuses_cards_outside_1_to_12():
    with pytest.raises(SetupError, match="cards must be some of 1-12"):
        strategy.solve_exact([0, 13])


def test_the_table_moves_cards_as_the_engine_does():
    # after_turn (the solver's and the expert's model of a turn) against the engine,
    # on turns played by the one-turn bot from random positions (RD-4, RD-5, RD-6).
    bot = OneTurnBot()
    for state in random_positions(3, 40, seed=9):
        if state.phase != "start":
            continue
        before = strategy.Table.of(state)
        seat = state.turn
        game = state.clone()
        while not game.is_over and game.turn == seat and game.turns_played == \
                state.turns_played:
            game.apply(game.sample_chance() if game.current_player == CHANCE
                       else bot.choose(game))
        last = game.log[-1] if game.log[-1].kind != "end" else game.log[-2]
        if last.kind == "lock":
            ending = ("lock", last.data["card"])
        elif last.kind == "bust":
            ending = strategy.BUST
        else:
            ending = (last.data["total"], len(last.data["cards"]))
        after = before.after(ending)  # a short take: the same cards as its count
        assert after.centre == strategy.mask(game.centre)
        assert after.provisional == tuple(strategy.mask(p) for p in game.provisional)
        assert after.locked == tuple(sum(p) for p in game.locked)


def test_the_approximation_is_within_its_stated_bounds_on_a_reduced_game():
    # Cards 1-5, four dice, two players (not a game the curve was fitted to): every one
    # of its 1,336 positions solved exactly. Measured: win-chance error 0.137 on average
    # (0.589 at worst); the expert's decision gives away 0.0124 of a win on average
    # (0.346 at worst). Bounds: error < 0.16 on average; regret < 0.02 on average and
    # < 0.40 at worst.
    error = strategy.measure_error([1, 2, 3, 4, 5], [DEFAULT_DIE] * 4)
    assert error.positions == 1336
    assert error.mean_error < 0.16
    assert 0 <= error.mean_regret < 0.02 and error.max_regret < 0.40


def test_the_shipped_coefficients_are_what_the_fit_gives():
    # Regenerates the whole table (three exact solutions of six-card games and the
    # logistic fit, about two minutes) and checks it equals what is shipped.
    assert strategy.fit_coefficients() == strategy.COEFFICIENTS


def test_far_behind_with_a_twelve_at_risk_the_expert_locks_where_one_turn_rolls():
    # Seat 0 holds a provisional 12 (score 12), seat 1 has 14 locked; only 1-4 are left.
    # Rolling risks the 12 (a bust removes it, RD-5; a theft takes it, RD-4) for a few
    # small cards: worth it in points this turn, not in chances to win.
    state = table(2, centre=[1, 2, 3, 4], provisional=[[12], []], locked=[[], [9, 5]])
    one_turn = {type(o.action): o.net for o in turn_advice(state).options}
    assert one_turn[Roll] > 0 == one_turn[Lock]
    assert OneTurnBot().choose(state) == Roll()
    reasons = {r.action: r.value for r in ExpertBot(budget_ms=None).explain(state)}
    assert ExpertBot(budget_ms=None).choose(state) == Lock(12)
    assert reasons[Lock(12)] > reasons[Roll()] + 0.05


def test_deadline_is_respected_loosely():
    state = RiceDice.new_game(2, seed=3)
    deadline = Deadline(10_000)
    ExpertBot(budget_ms=200).choose(state)
    assert not deadline.passed()


def test_a_bust_in_the_model_costs_the_highest_own_card_else_the_centre_top():
    # RD-5, as the engine's test_rules check it: the model must agree.
    t = strategy.Table(strategy.mask([1, 7]), (strategy.mask([12, 3]), 0), (0, 0), 0, 0)
    assert t.after(strategy.BUST).provisional[0] == strategy.mask([3])
    t = t._replace(provisional=(0, 0))
    assert t.after(strategy.BUST).centre == strategy.mask([1])
