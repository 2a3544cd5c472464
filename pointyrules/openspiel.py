"""The games as OpenSpiel Python games (``pip install pointyrules[openspiel]``).

Importing this module registers every registry game as ``pointyrules_<name>``::

    import pyspiel
    import pointyrules.openspiel  # noqa: F401 (registers the games)
    game = pyspiel.load_game("pointyrules_dokitto", {"players": 4})

The deal is a row of chance nodes, one card at a time (Gingham: one sweet per
intersection, then the ability board), with exact probabilities; Rice Dice's rolls are
chance nodes with the engine's exact distribution. Actions are fixed integers per game
(``pointyrules.adapters``), the information state of a player is the history with the
draws they have not seen hidden, the observation the engine's ``view``. Returns: 1
shared equally among the winners, 0 to the others (constant sum 1). Pointy Hats and
Doki-tto! Ice are played for one round; Rice Dice ends after ``max_turns`` turns if the
centre is not empty by then (300 unless given; RD-6 scores it as usual). Options:
``players`` for every game; ``two_player_hand`` (10 or 12) and ``colours`` (3 players:
"SCM", "SCV", "SMV" or "CMV") for Doki-tto!, ``dice``
("default" or "spread") and ``max_turns`` for Rice Dice, ``target`` (1-3) for coins.
"""

from __future__ import annotations

import random

import numpy as np
import pyspiel

from . import games
from .adapters import AdapterError, Match, spec, spec_class
from .core import CHANCE

PREFIX = "pointyrules_"
# the generator of resample_from_infostate's deals; seed it for repeatable searches
_RESAMPLE_RNG = random.Random(0)


def _game_type(name: str) -> pyspiel.GameType:
    info, facts = games.get(name), spec_class(name)  # the game's folder says (spec.py)
    low, high = info.players
    hidden, chance = facts.hidden_information, facts.chance_moves
    return pyspiel.GameType(
        short_name=PREFIX + name,
        long_name=f"pointyrules {info.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if chance
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": high, **facts.defaults})


class Game(pyspiel.Game):
    """One registry game at one player count (``name`` set by each subclass)."""

    name = ""

    def __init__(self, params=None):
        params = dict(params or {})
        n = params.pop("players", games.get(self.name).players[1])
        defaults = spec_class(self.name).defaults
        options = {k: v for k, v in params.items() if defaults.get(k, object()) != v}
        self.spec = spec(self.name, n, **options)
        sp = self.spec
        info = pyspiel.GameInfo(
            num_distinct_actions=len(sp.actions), max_chance_outcomes=sp.max_chance_outcomes,
            num_players=n, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
            max_game_length=sp.max_game_length)
        super().__init__(_game_type(self.name), info, {"players": n, **params})

    def new_initial_state(self):
        return State(self)

    def max_chance_nodes_in_history(self):
        return self.spec.max_chance_nodes

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported, got {params!r}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return Observer(self.spec, perfect_recall)


class State(pyspiel.State):
    """An OpenSpiel state around a ``pointyrules.adapters.Match``."""

    def __init__(self, game: Game, match: Match | None = None):
        super().__init__(game)
        self.match = Match(game.spec) if match is None else match

    @property
    def engine(self):
        """The pointyrules engine state (None while the deal is still being drawn)."""
        return self.match.state

    def current_player(self):
        player = self.match.current_player()
        if player is None:
            return pyspiel.PlayerId.TERMINAL
        return pyspiel.PlayerId.CHANCE if player == CHANCE else player

    def _legal_actions(self, player):
        return self.match.legal()

    def chance_outcomes(self):
        return [(a, float(p)) for a, p in self.match.chance_outcomes()]

    def _apply_action(self, action):
        try:
            self.match.apply(int(action))
        except AdapterError as err:
            raise ValueError(str(err)) from None

    def _action_to_string(self, player, action):
        return self.match.action_text(CHANCE if player == pyspiel.PlayerId.CHANCE else player,
                                      int(action))

    def resample_from_infostate(self, player_id, probability_sampler=None):
        """A state ``player_id`` cannot tell from this one (``Match.resample``): the
        draws they have not seen dealt again, consistently with every move since.
        OpenSpiel's ISMCTSBot samples its worlds with it."""
        world = self.match.resample(int(player_id), _RESAMPLE_RNG)
        state = State(self.get_game())
        for _, action in world.history:  # through OpenSpiel, which keeps its own history
            state.apply_action(action)
        return state

    def is_terminal(self):
        return self.match.over

    def returns(self):
        return self.match.returns()

    def __str__(self):
        if self.match.state is None:
            return f"dealing: {len(self.match.items)} of {len(self.match.spec.draws)} drawn"
        return "\n".join(str(e) for e in self.match.state.log)


class Observer:
    """OpenSpiel's PyObserver: ``perfect_recall`` gives the information state (the
    history with unseen draws hidden), else the observation (the engine's view)."""

    def __init__(self, spec, perfect_recall: bool):
        self.spec = spec
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(spec.tensor_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: State, player: int) -> None:
        self.tensor[:] = self.spec.tensor(state.match, player)

    def string_from(self, state: State, player: int) -> str:
        if self.perfect_recall:
            return state.match.info_string(player)
        return state.match.observation_string(player)


def register_game(name: str) -> None:
    """Register one registry game with OpenSpiel as ``pointyrules_<name>`` (done on
    import for every game there is then; a game registered later calls this)."""
    cls = type(f"{name.title().replace('_', '')}Game", (Game,), {"name": name})
    globals()[cls.__name__] = cls
    if PREFIX + name not in pyspiel.registered_names():
        pyspiel.register_game(_game_type(name), cls)


for _name in games.all_names():
    register_game(_name)
