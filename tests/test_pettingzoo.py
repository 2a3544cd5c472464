"""The PettingZoo adapter (pointyrules/pettingzoo.py): PettingZoo's own API test for
every game and player count, seeded chance, masks and rewards checked against the
engines."""

from __future__ import annotations

import random
import warnings

import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from pointyrules import games  # noqa: E402
from pointyrules.adapters import AdapterError  # noqa: E402
from pointyrules.pettingzoo import env  # noqa: E402

COUNTS = [(name, n) for name in games.all_names()
          for n in range(games.get(name).players[0], games.get(name).players[1] + 1)]
# what PettingZoo's test says of every environment whose observation is the dict with an
# action mask (its own classic games' format): advice, not failures
DICT_ADVICE = ("Observation is not a NumPy array", "Observation space for each agent")


@pytest.mark.parametrize(("name", "n"), COUNTS)
def test_api_test(name, n):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env(name, num_players=n), num_cycles=200, verbose_progress=False)
    others = {str(w.message) for w in caught if not str(w.message).startswith(DICT_ADVICE)}
    assert not others


@pytest.mark.parametrize("name", ["pointy_hats", "rice_dice", "dokitto"])
def test_seed_test(name):
    seed_test(lambda: env(name, num_players=3), num_cycles=50)


def play(e, rng, before_move=lambda legal: None):
    """Play to the end with random legal ids (``before_move`` sees each move's legal
    ids); the rewards each agent last saw."""
    rewards = {}
    for agent in e.agent_iter():
        obs, reward, termination, truncation, _ = e.last()
        rewards[agent] = reward
        if termination or truncation:
            e.step(None)
            continue
        legal = obs["action_mask"].nonzero()[0]
        before_move(legal)
        e.step(int(rng.choice(list(legal))))
    return rewards


@pytest.mark.parametrize(("name", "n"), [("pointy_hats", 4), ("dokitto", 3), ("rice_dice", 2),
                                         ("coins", 2), ("gingham", 2)])
def test_a_whole_game_rewards_the_engine_winners(name, n):
    e = env(name, num_players=n)
    e.reset(seed=3)
    inner = e.unwrapped
    bad = []

    def check(legal):
        ours = sorted(map(repr, (inner.spec.decode(int(a)) for a in legal)))
        if ours != sorted(map(repr, inner.match.state.legal_actions())):
            bad.append(ours)

    rewards = play(e, random.Random(3), check)
    assert not bad
    winners = inner.spec.winners(inner.match.state)
    assert rewards == {f"player_{s}": (1 / len(winners) if s in winners else 0.0)
                       for s in range(n)}


def test_reset_seed_fixes_the_deal_and_the_dice():
    a, b, c = (env("dokitto", num_players=4) for _ in range(3))
    a.reset(seed=5)
    b.reset(seed=5)
    c.reset(seed=6)
    assert a.unwrapped.match.state.hands == b.unwrapped.match.state.hands
    assert a.unwrapped.match.state.hands != c.unwrapped.match.state.hands
    logs = []
    for seed in (9, 9, 10):  # the same moves, and the dice from the seed
        e = env("rice_dice", num_players=3)
        e.reset(seed=seed)
        play(e, random.Random(0))
        logs.append([str(ev) for ev in e.unwrapped.match.state.log])
    assert logs[0] == logs[1] != logs[2]


def test_an_agent_sees_only_its_own_hand():
    e = env("pointy_hats", num_players=3)
    e.reset(seed=1)
    inner = e.unwrapped
    obs = {a: e.observe(a)["observation"] for a in e.agents}
    hands = inner.match.state.hands
    for s, agent in enumerate(e.agents):  # the hand's twelve marks follow the two seat parts
        marks = obs[agent][6:18].nonzero()[0].tolist()
        assert marks == sorted(c.index for c in hands[s])
    assert sum(e.observe(a)["action_mask"].sum() for a in e.agents) == 3  # the mover's only


def test_bad_actions_get_a_clear_error():
    e = env("dokitto", num_players=2)
    e.reset(seed=2)
    with pytest.raises(ValueError, match="must give an action id"):
        e.step("S1")
    with pytest.raises(AdapterError, match="not an action id of dokitto: the ids are 0..31"):
        e.step(32)
    legal = e.observe(e.agent_selection)["action_mask"]
    bad = int((legal == 0).nonzero()[0][0])
    with pytest.raises(AdapterError, match="not legal now"):
        e.step(bad)
    with pytest.raises(AdapterError, match="is for 2-4 players"):
        env("gingham", num_players=1)
