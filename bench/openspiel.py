"""Our experts against OpenSpiel's own search, through pointyrules.openspiel, at equal
time per move: `python3 dev.py bench openspiel -- --openspiel N`.

For each game (``--openspiel-game`` for one), N seeded games with ``--openspiel-players``
seats (2 by default: head to head): the registry's "expert" (``Bot(seed, budget_ms)``,
whoever it is on the day) in every seat but one, and in that one OpenSpiel's
``ISMCTSBot`` (open_spiel.python.algorithms.ismcts, UCT c = 2, one random rollout per
leaf, ``RandomRolloutEvaluator``), or its ``MCTSBot`` for the perfect-information games
(Rice Dice, coins), for which ISMCTS is not defined. Seats rotate game by game.
Head to head the row gives our expert's win rate; with more seats, the OpenSpiel bot's
own, against an equal share (a shared win counts 1/k; 95% Wilson intervals).

Equal time: our expert gets ``budget_ms`` (``--openspiel-budget``, 200 ms as the
tables use), and OpenSpiel's bot the same: it takes a number of simulations, not a
time, so it is given no limit on simulations and stopped at the same deadline (a check
before each simulation; OpenSpiel's search itself is unchanged). Both bots' decision
times and OpenSpiel's simulations a move are printed, so the equality can be checked.

The coins expert places coins anywhere, the OpenSpiel game only on the engine's grid
(``grid_placements``): its off-grid moves are snapped to the nearest legal grid spot of
the same coin (counted in the row), which can only weaken it.

The experts are measured as today's registry has them: rerun after replacing one.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from pointyrules import games
from pointyrules.core import DEFAULT_BUDGET_MS

from .fields import wilson

PERFECT = ("rice_dice", "coins")  # perfect information: MCTSBot, not ISMCTSBot


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--openspiel", type=int, default=0, metavar="N",
                        help="openspiel: N games per game of our expert against OpenSpiel's "
                             "ISMCTS at equal time per move (needs pointyrules[openspiel])")
    parser.add_argument("--openspiel-game", choices=games.names(), default=None,
                        help="openspiel: only this game")
    parser.add_argument("--openspiel-players", type=int, default=2,
                        help="openspiel: seats (one OpenSpiel bot, our experts in the rest)")
    parser.add_argument("--openspiel-budget", type=float, default=DEFAULT_BUDGET_MS,
                        help="openspiel: ms a move for both sides")


def _load(name: str, players: int):
    import pyspiel

    import pointyrules.openspiel  # noqa: F401 (registers the games)

    return pyspiel.load_game(f"pointyrules_{name}", {"players": players})


class _TimeUp(Exception):
    """The search's time is up: answer with what it has."""


def _searcher(game, name: str, budget_ms: float, seed: int):
    """OpenSpiel's ISMCTSBot (MCTSBot for perfect information) stopped at a deadline:
    each move searches for ``budget_ms`` (at least two simulations), OpenSpiel's own
    search otherwise unchanged; ``bot.simulations`` lists each move's count."""
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    class Clock:
        def start(self) -> None:
            self.end = time.perf_counter() + budget_ms / 1000
            self.sims = 0

        def tick(self) -> None:
            if self.sims >= 2 and time.perf_counter() >= self.end:
                raise _TimeUp
            self.sims += 1

    class TimedISMCTS(ismcts.ISMCTSBot, Clock):
        def run_search(self, state):
            self.start()
            try:
                return super().run_search(state)
            except _TimeUp:
                return self.get_final_policy(state, self._root_node)
            finally:
                self.simulations.append(self.sims)

        def sample_root_state(self, state):
            self.tick()
            return super().sample_root_state(state)

    class TimedMCTS(mcts.MCTSBot, Clock):
        def mcts_search(self, state):
            self.start()
            try:
                return super().mcts_search(state)
            except _TimeUp:
                return self._root
            finally:
                self.simulations.append(self.sims)

        def _apply_tree_policy(self, root, state):
            self._root = root
            self.tick()
            return super()._apply_tree_policy(root, state)

    rs = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    endless = 10**9  # the clock stops the search
    if name in PERFECT:
        bot = TimedMCTS(game, 2.0, endless, evaluator, solve=False, random_state=rs)
    else:
        bot = TimedISMCTS(game, evaluator, 2.0, endless, random_state=rs)
    bot.simulations = []
    return bot


def _chance(state, rng: random.Random) -> None:
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(actions, probs)[0])


def _snap(spec, engine, action):
    """Coins: the legal grid spot nearest an off-grid placement of the same coin."""
    legal = engine.legal_actions()
    same = [a for a in legal if type(a) is type(action)
            and getattr(a, "kind", None) == getattr(action, "kind", None)] or legal
    return min(same, key=lambda a: math.hypot(getattr(a, "x", 0) - getattr(action, "x", 0),
                                              getattr(a, "y", 0) - getattr(action, "y", 0)))


def _one(job: tuple) -> tuple[float, list[float], list[float], list[int], int]:
    """One game: (our experts' share of the win, our ms, theirs ms, their simulations
    a move, snapped moves)."""
    import pointyrules.openspiel as ours

    name, players, seed, budget_ms = job
    game = _load(name, players)
    spec = game.spec
    ours._RESAMPLE_RNG.seed(seed)
    rng = random.Random(seed)
    theirs_seat = seed % players
    expert = games.get(name).bots["expert"]
    bots = {s: expert(seed=seed * 31 + s, budget_ms=budget_ms)
            for s in range(players) if s != theirs_seat}
    searcher = _searcher(game, name, budget_ms, seed)
    state = game.new_initial_state()
    our_ms, their_ms, snapped = [], [], 0
    while True:
        _chance(state, rng)
        if state.is_terminal():
            break
        p = state.current_player()
        t0 = time.perf_counter()
        if p == theirs_seat:
            action_id = int(searcher.step(state))
            their_ms.append((time.perf_counter() - t0) * 1000)
        else:
            engine = state.engine
            action = bots[p].choose(engine.clone())
            our_ms.append((time.perf_counter() - t0) * 1000)
            if action not in spec.index:
                action, snapped = _snap(spec, engine, action), snapped + 1
            action_id = spec.encode(action)
        state.apply_action(action_id)
    returns = state.returns()
    return sum(returns) - returns[theirs_seat], our_ms, their_ms, searcher.simulations, snapped


def game_rows(name: str, count: int, players: int, budget_ms: float,
              jobs: int) -> list[tuple[str, str, str, str]]:
    low, high = games.get(name).players
    if not low <= players <= high:
        return [(f"openspiel: {name}, {players}p", "not played",
                 f"{name} is for {low}-{high} players", "")]
    todo = [(name, players, seed, budget_ms) for seed in range(count)]
    wins, ours, theirs, sims, snapped = 0.0, [], [], [], 0
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for done, (w, a, b, n, s) in enumerate(pool.map(_one, todo), 1):
            wins, snapped = wins + w, snapped + s
            ours += a
            theirs += b
            sims += n
            print(f"\r  openspiel {name}: {done}/{count} games "
                  f"({time.perf_counter() - t0:.0f} s)", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    kind = "MCTS" if name in PERFECT else "ISMCTS"
    if players == 2:  # head to head: our expert's rate
        lo, hi = wilson(wins, count)
        value = f"expert {wins / count:.1%} (95%: {lo:.1%} to {hi:.1%})"
    else:  # one OpenSpiel bot among our experts: its own rate, against an equal share
        lo, hi = wilson(count - wins, count)
        value = f"OpenSpiel's {kind} {(count - wins) / count:.1%} (95%: {lo:.1%} to {hi:.1%})"
    extra = f"; {snapped} off-grid moves snapped" if snapped else ""
    return [(f"openspiel: {name} {players}p, expert vs OpenSpiel {kind} ({count} games, "
             f"{budget_ms:g} ms a move each)",
             value,
             f"an equal share {1 / players:.0%}",
             f"moves ours {statistics.median(ours):.0f}, theirs "
             f"{statistics.median(theirs):.0f} ms (median), theirs "
             f"{statistics.median(sims):.0f} simulations a move (median){extra}")]


def rows(args: argparse.Namespace) -> list[tuple[str, str, str, str]]:
    if not args.openspiel:
        return []
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return [("openspiel", "not run", "pip install pointyrules[openspiel]", "")]
    jobs = max(1, min(args.jobs or 1, os.cpu_count() or 1))
    out = []
    for name in games.names():
        if args.openspiel_game in (None, name):
            out += game_rows(name, args.openspiel, args.openspiel_players,
                             args.openspiel_budget, jobs)
    return out
