"""The two-player expert plays the solved round (issue 32, point 4): it reads the very
strategy the certificate checks, mixes where the equilibrium mixes with fresh draws,
does at least the round's value against every other bot from both seats, and its hint
says a mix in words."""

import random
from fractions import Fraction
from math import sqrt

import pytest

from pointyrules.core import make_bot, play_until
from pointyrules.pointy_hats import bots, strategy
from pointyrules.pointy_hats.rules import DECK, INVERT, PointyHats
from pointyrules.table.session import Table

SEATS = ("dealer", "other")


def cards(text: str):
    return [next(d for d in DECK if str(d) == t) for t in text.split()]


def mixed_lead():
    """A dealer's lead where the stored strategy mixes (3♠ 4♠ 5♠ under spades, found in
    the figures' list of mixed hands), as a two-player round with seat 0 dealing."""
    state = PointyHats(2, [cards("3♠ 4♠ 5♠"), cards("3♥ 4♥ 5♥")], ["S", "H", "D", "C", INVERT],
                       dealer=0, target_wins=1)
    policy = strategy.solved().policy(state.view(0))
    assert sum(1 for p in policy.values() if p > 0) >= 2, "the example must be mixed"
    return state, policy


def test_the_expert_reads_the_stored_strategy_and_draws_its_mix_afresh():
    state, policy = mixed_lead()
    drawn = [bots.ExpertBot(seed=s).choose(state.clone()) for s in range(400)]
    for card, p in policy.items():  # each card about as often as the strategy says
        share = drawn.count(card) / len(drawn)
        assert abs(share - float(p)) < 4 * sqrt(float(p * (1 - p)) / len(drawn)) + 1e-9
    reasons = bots.ExpertBot(seed=1).explain(state.clone())
    assert {r.action: r.value for r in reasons} == policy
    assert all(r.measure == bots.SOLVED and r.samples == 0 for r in reasons)


def test_the_hint_says_the_mix_in_words_and_highlights_a_fresh_draw():
    state, policy = mixed_lead()
    hinted = set()
    for k in range(40):
        t = Table("pointy_hats", chance=random.Random(k), thinking=random.Random(10**6 + k))
        assert t.handle({"op": "new", "players": 2, "level": "expert"})["error"] is None
        t.state = state.clone()
        t.moves, t._saved = [], []
        board = t.handle({"op": "hint"})["board"]
        why = board.split('class="pr-hint-text">', 1)[1].split("</p>", 1)[0]
        hinted.add(t.hinted)
        label = {c.key: c.label for c in t._controls}  # as the hand's buttons say them
        played = sorted((c for c in policy if policy[c] > 0), key=lambda c: -policy[c])
        assert "The solved two-player round mixes here, at random: " in why
        for card in played[:-1]:
            near = policy[card].limit_denominator(10)
            about = "" if near == policy[card] else "about "
            assert f"{label[t.key(card)]} {about}{near.numerator} time" in why, why
            assert f" in {near.denominator}" in why
        assert f"otherwise {label[t.key(played[-1])]}." in why
    assert hinted == {c for c in policy if policy[c] > 0}  # the hint draws, too


def test_a_pure_choice_is_said_as_one_card():
    state = PointyHats(2, [cards("3♠ 4♠ 5♠"), cards("3♥ 4♥ 5♥")], ["H", "S", "D", "C", INVERT],
                       dealer=0, target_wins=1)
    policy = strategy.solved().policy(state.view(0))
    assert max(policy.values()) == 1, "the example must be a pure choice"
    t = Table("pointy_hats", chance=random.Random(1), thinking=random.Random(2))
    t.handle({"op": "new", "players": 2, "level": "expert"})
    t.state, t.moves, t._saved = state.clone(), [], []
    board = t.handle({"op": "hint"})["board"]
    card = max(policy, key=policy.get)
    label = {c.key: c.label for c in t._controls}
    assert f"The solved two-player round: {label[t.key(card)]}, every time." in board
    assert "otherwise" not in board


def seat_value(seat: str) -> Fraction:
    """The round's value for the expert's seat: the dealer's winning chance under best
    play, averaged over the first indicator (four colours alike, and the invert card)."""
    values = strategy.solved().values
    dealer = (4 * values["S"] + values[INVERT]) / 5
    return dealer if seat == "dealer" else 1 - dealer


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("opponent", [n for n in bots.BOTS if n != "expert"])
def test_the_expert_does_at_least_the_value_against_every_other_bot(opponent, seat):
    """Played rounds, expert against each bot the tables offer, from both seats: the
    expert's share of rounds won is at least the round's value for its seat, less three
    standard errors (an equilibrium strategy guarantees the value in expectation
    against any reply)."""
    rounds = 3000
    me = 0
    wins = 0
    for r in range(rounds):
        state = PointyHats.new_game(2, seed=r, target_wins=1,
                                    dealer=me if seat == "dealer" else 1 - me)
        play_until(state, {me: bots.ExpertBot(seed=r),
                           1 - me: make_bot(bots.BOTS[opponent], r, None)})
        wins += state.last_round.winners == (me,)
    value = float(seat_value(seat))
    margin = 3 * sqrt(value * (1 - value) / rounds)
    assert wins / rounds >= value - margin, (opponent, seat, wins / rounds, value)


def test_at_three_players_the_expert_still_searches():
    state = PointyHats.new_game(3, seed=4, target_wins=1)
    bot = bots.ExpertBot(seed=1, budget_ms=None, iterations=30)
    reasons = bot.explain(state.clone())
    assert bot.last_report["method"] == "information-set search"
    assert reasons[0].measure == "chance_win_round"


def test_the_mixed_hint_in_japanese_gives_each_share_after_its_card():
    state, policy = mixed_lead()
    t = Table("pointy_hats", chance=random.Random(1), thinking=random.Random(2), lang="ja")
    t.handle({"op": "new", "players": 2, "level": "expert"})
    t.state, t.moves, t._saved = state.clone(), [], []
    board = t.handle({"op": "hint"})["board"]
    label = {c.key: c.label for c in t._controls}
    played = sorted((c for c in policy if policy[c] > 0), key=lambda c: -policy[c])
    near = policy[played[0]].limit_denominator(10)
    about = "" if near == policy[played[0]] else "約"
    assert f"{label[t.key(played[0])]}（{near.denominator}回に{about}{near.numerator}回）" in board
    assert f"それ以外は{label[t.key(played[-1])]}。" in board
