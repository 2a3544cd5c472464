"""The games as PettingZoo AEC environments (``pip install pointyrules[pettingzoo]``).

::

    from pointyrules.pettingzoo import env
    e = env("dokitto", num_players=4)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        mask = obs["action_mask"]
        e.step(None if termination or truncation else int(mask.nonzero()[0][0]))

Agents are ``player_0``, ``player_1``, ... (the engine's seats). Each observation is a
dict: ``"observation"``, what the agent sees now as a flat float32 vector (the engine's
``view``, the same numbers as OpenSpiel's observation tensor), and ``"action_mask"``,
1 for each legal action id of ``Discrete(len(actions))``; ``info["action_text"]``
names the actions. The deal and the dice are drawn inside from a generator seeded by
``reset(seed=...)``. The reward comes at the end: 1 shared equally among the winners.
Conventions as in ``pointyrules.openspiel``: one round of Pointy Hats and Doki-tto!
Ice, Rice Dice cut off after ``max_turns`` turns; ``options`` as there.
"""

from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .adapters import Match, spec
from .core import CHANCE


def env(name: str, num_players: int = 2, render_mode: str | None = None, **options):
    """The AEC environment of registry game ``name`` (``pointyrules.games.names()``),
    with PettingZoo's order-enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(raw_env(name, num_players, render_mode, **options))


class raw_env(AECEnv):  # noqa: N801 (PettingZoo's name for the unwrapped class)
    metadata = {"render_modes": ["ansi", "human"], "name": "pointyrules",
                "is_parallelizable": False}

    def __init__(self, name: str, num_players: int = 2, render_mode: str | None = None,
                 **options):
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', got {render_mode!r}")
        self.spec = spec(name, num_players, **options)
        self.metadata = {**self.metadata, "name": f"pointyrules_{name}"}
        self.render_mode = render_mode
        self.possible_agents = [f"player_{s}" for s in range(num_players)]
        n_actions = len(self.spec.actions)
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.spec.tensor_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n_actions,), np.int8)})
        self._act_space = spaces.Discrete(n_actions)
        self.observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self.action_spaces = {a: self._act_space for a in self.possible_agents}
        self.match: Match | None = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self._rng = random.Random(seed)
        self.match = Match(self.spec)
        self._chance()
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._settle()

    def _chance(self) -> None:
        """Resolve chance nodes (the deal, the dice) from the seeded generator."""
        while not self.match.over and self.match.current_player() == CHANCE:
            outcomes = self.match.chance_outcomes()
            ids = [a for a, _ in outcomes]
            self.match.apply(self._rng.choices(ids, [float(p) for _, p in outcomes])[0])

    def _settle(self) -> None:
        if self.match.over:
            for agent, value in zip(self.agents, self.match.returns(), strict=True):
                self.rewards[agent] = value
                self.terminations[agent] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.match.current_player()]
        for agent in self.agents:
            self.infos[agent] = {"action_text": None}
        if not self.match.over:
            current = self.agent_selection
            self.infos[current] = {"action_text": {
                a: self.match.action_text(self.match.current_player(), a)
                for a in self.match.legal()}}

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        mask = np.zeros(len(self.spec.actions), np.int8)
        if agent == self.agent_selection and not self.match.over:
            mask[self.match.legal()] = 1
        return {"observation": np.asarray(self.spec.tensor(self.match, seat), np.float32),
                "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or not isinstance(action, int | np.integer):
            raise ValueError(f"{agent} must give an action id (an int in "
                             f"0..{len(self.spec.actions) - 1} with action_mask 1), "
                             f"got {action!r}")
        self._cumulative_rewards[agent] = 0.0
        self.match.apply(int(action))  # an illegal id raises AdapterError, saying why
        self._chance()
        self._settle()
        self._accumulate_rewards()
        if self.render_mode == "human":
            print(self.render())

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        state = self.match.state
        if state is None:
            return "dealing"
        return "\n".join(str(e) for e in state.log[-5:])

    def close(self) -> None:
        pass
