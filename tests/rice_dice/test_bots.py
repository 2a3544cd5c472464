"""Rice Dice bots: each follows its stated plan, and the one-turn bot wins more."""

from pointyrules.core import play_until
from pointyrules.rice_dice.bots import OneTurnBot, ThresholdBot
from pointyrules.rice_dice.odds import turn_advice
from pointyrules.rice_dice.rules import Keep, Lock, RiceDice, Roll, Stop

from .helpers import roll, table, turn


def test_threshold_bot_stops_once_valid_and_the_sum_reaches_its_target():
    state = turn(table(), "U R 4 5 6", "U", "R 4 5 6", "6", "R 4 5", "R")  # U 6 R, sum 6
    assert ThresholdBot(target=6).choose(state) == Stop()
    assert ThresholdBot(target=8).choose(state) == Roll()


def test_threshold_bot_takes_the_umeboshi_first_then_the_highest_sesame_it_can_afford():
    state = roll(table(), "U R 4 5 6")
    assert ThresholdBot().choose(state) == Keep("U", (0,))
    state.apply(Keep("U", (0,)))
    roll(state, "R 4 5 6")
    assert ThresholdBot().choose(state) == Keep(6, (4,))


def test_threshold_bot_locks_a_high_provisional_card():
    state = table(3, centre=[1, 2], provisional=[[10, 4], [], []])
    assert ThresholdBot(lock_at=9).choose(state) == Lock(10)
    assert ThresholdBot(lock_at=None).choose(state) == Roll()


def test_one_turn_bot_follows_the_best_option_of_the_advice():
    state = table(3, centre=[2], provisional=[[9], [], []])
    turn(state, "U R 4 5 6", "U", "R 4 5 6", "4", "R 5 6", "5", "R 6", "R")
    bot = OneTurnBot()
    assert bot.choose(state) == Roll() == turn_advice(state).best.action
    assert bot.last_advice.best.net == max(o.net for o in bot.last_advice.options)


def test_one_turn_bot_explains_every_keep_best_first_with_exact_expected_points():
    state = roll(table(), "U R 4 5 6")  # keep the plum, the rice, a 4, a 5 or a 6
    reasons = OneTurnBot().explain(state)
    assert [r.action for r in reasons][0] == OneTurnBot().choose(state)
    assert {r.action for r in reasons} == set(state.legal_actions()) and len(reasons) == 5
    nets = {o.action: o.net for o in turn_advice(state).options}
    assert [r.value for r in reasons] == sorted(nets.values(), reverse=True)
    assert all(r.value == nets[r.action] and r.samples == 0 for r in reasons)
    assert reasons[0].measure == "expected_points_turn"


def test_one_turn_bot_beats_threshold_bots_in_seeded_four_player_games():
    games, wins = 200, 0
    for g in range(games):
        seat = g % 4  # every seat in turn, so the seat order favours no one
        bots = {s: ThresholdBot() for s in range(4)}
        bots[seat] = OneTurnBot()
        state = play_until(RiceDice.new_game(4, seed=g), bots)
        wins += state.winners() == [seat]
    assert wins / games > 0.30  # a fair share would be 0.25
