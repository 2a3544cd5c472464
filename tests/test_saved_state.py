"""A saved state is read back exactly, and a tampered one is refused by name (issue 30).

Each game declares its state once (``FIELDS``, ``pointyrules.codec``). A hypothesis test
takes states from random games, changes their JSON the ways a hand or a bug would (a
value replaced by its neighbour or by another type, a key dropped, an item doubled,
dropped or moved to another list) and checks that ``from_json`` either refuses it with
a ``SetupError`` naming a field of the state, or gives a state the rules can go on
with: it round-trips, every seat's view and every history line can be made, and
random play reaches the end raising nothing.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pointyrules import games
from pointyrules.core import CHANCE, SetupError
from pointyrules.words import PLAIN

from .helpers import examples

GAMES = games.all_names()
MAX_MOVES = 400  # a random game of any of ours ends well within this many moves


def random_state(name: str, seed: int):
    """A state part-way through a random game (or at its start or end)."""
    r = random.Random(seed)
    info = games.get(name)
    state = info.game.new_game(r.randint(*info.players), seed=seed)
    for _ in range(r.choice([0, 1, 3, 10, 30, 100, MAX_MOVES])):
        if state.is_over:
            break
        play_one(state, r)
    return state


def play_one(state, r: random.Random) -> None:
    if state.current_player == CHANCE:
        state.apply(state.sample_chance())
    else:
        state.apply(r.choice(state.legal_actions()))


def paths(node, here=()):
    """Every place in a JSON tree: (path, value)."""
    yield here, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, here + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, here + (i,))


def at(root, path):
    for p in path:
        root = root[p]
    return root


def nearby(value, r: random.Random):
    """A value a hand or a bug might write in place of ``value``."""
    if isinstance(value, bool):
        options = [not value, 0, None]
    elif isinstance(value, int):
        options = [value + 1, value - 1, -1, 0, 99, value * 2, str(value), float(value)]
    elif isinstance(value, str):
        options = ["zzz", "", value.upper(), value + "x", 1]
    elif isinstance(value, list):
        options = [[], [value], value * 2, None, {}]
    elif isinstance(value, dict):
        options = [{}, [], None]
    else:
        options = [0, "zzz", [], {}, True]
    return r.choice(options)


def tamper(data: dict, r: random.Random) -> str:
    """Change ``data`` in place, one way at random; say how (for the failure report)."""
    places = [(p, v) for p, v in paths(data) if p]
    field = r.choice(sorted(data))  # each field as likely as any other, then a place in it
    path, value = r.choice([(p, v) for p, v in places if p[0] == field])
    parent, key = at(data, path[:-1]), path[-1]
    lists = [(p, v) for p, v in places if isinstance(v, list) and v and p[0] != "rng"]
    how = r.randrange(5)
    if how == 0 and isinstance(parent, dict):
        del parent[key]
        return f"dropped {path}"
    if how == 1 and lists:
        lpath, items = r.choice(lists)
        items.append(r.choice(items))
        return f"doubled an item of {lpath}"
    if how == 2 and lists:
        lpath, items = r.choice(lists)
        items.pop(r.randrange(len(items)))
        return f"dropped an item of {lpath}"
    if how == 3 and len(lists) > 1:
        (p1, a), (p2, b) = r.sample(lists, 2)
        b.append(a.pop(r.randrange(len(a))))
        return f"moved an item from {p1} to {p2}"
    parent[key] = nearby(value, r)
    return f"set {path} to {parent[key]!r} (was {value!r})"


def still_playable(state, r: random.Random) -> None:
    """What a table and the adapters do with a state: nothing may raise."""
    again = type(state).from_json(state.to_json())
    assert again == state and again.to_json() == state.to_json()
    for seat in range(state.num_players if hasattr(state, "num_players") else state.n):
        state.view(seat)
    for event in state.log:
        event.sentence(PLAIN)
    state.scores(), state.winners()
    for _ in range(MAX_MOVES):
        if state.is_over:
            break
        assert state.legal_actions(), "a state that is not over has a move"
        play_one(state, r)
    for event in state.log:
        event.sentence(PLAIN)
    state.scores(), state.winners()


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=examples(120), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_a_tampered_saved_state_is_refused_by_name_or_plays_on(name, seed):
    game = games.get(name).game
    r = random.Random(seed)
    data = json.loads(random_state(name, seed).to_json())
    how = tamper(data, r)
    try:
        state = game.from_json(json.dumps(data))
    except SetupError as err:
        assert err.field and err.field in set(data) | {"game", "rng", "log"} | set(game.FIELDS), \
            f"{how}: {err} names no field ({err.field!r})"
        return
    still_playable(state, r)


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=examples(40), deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_saved_state_is_read_back_exactly_and_its_clone_is_independent(name, seed):
    game = games.get(name).game
    state = random_state(name, seed)
    text = state.to_json()
    assert game.from_json(text).to_json() == text
    copy = state.clone()
    assert copy == state and copy.to_json() == text
    r = random.Random(seed)
    for _ in range(20):  # playing on the copy leaves the original as it was
        if copy.is_over:
            break
        play_one(copy, r)
    assert state.to_json() == text


@pytest.mark.parametrize("name", GAMES)
def test_every_game_declares_its_state_once(name):
    """JSON, copies and checks come from FIELDS: no game writes its own."""
    game = games.get(name).game
    assert game.FIELDS
    for method in ("_to_dict", "_from_dict", "clone", "to_json", "from_json"):
        assert method not in vars(game), (name, method)


@pytest.mark.parametrize("text, field", [
    ("not json", ""), ("[1, 2]", ""), ('{"game": "chess"}', "game")])
def test_what_is_not_a_saved_state_at_all_is_refused(text, field):
    for name in GAMES:
        with pytest.raises(SetupError) as err:
            games.get(name).game.from_json(text)
        assert err.value.field == field


def test_the_tamper_test_can_fail():
    """A state that reads a field without checking it fails the property."""
    game = games.get("rice_dice").game
    fields = dict(game.FIELDS)

    class Lax(game):
        FIELDS = {**fields, "turn": type(fields["turns_played"])()}  # any whole number
    Lax.__module__ = game.__module__  # its words are the game's
    data = json.loads(random_state("rice_dice", 1).to_json())
    data["turn"] = 7
    state = Lax.from_json(json.dumps(data))
    with pytest.raises(Exception) as err:
        still_playable(state, random.Random(1))
    assert not isinstance(err.value, SetupError)
