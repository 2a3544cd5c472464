"""The OpenSpiel adapter (pointyrules/openspiel.py): OpenSpiel's own conformance test
for every game and player count, and the encoding checked against the engines."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import pointyrules.openspiel  # noqa: E402, F401 (registers the games)
from pointyrules import games  # noqa: E402
from pointyrules.adapters import spec  # noqa: E402

COUNTS = [(name, n) for name in games.all_names()
          for n in range(games.get(name).players[0], games.get(name).players[1] + 1)]
VARIANTS = [("dokitto", {"players": 2, "two_player_hand": 12}),
            ("dokitto", {"players": 3, "colours": "CMV"}),
            ("rice_dice", {"players": 3, "dice": "spread"}),
            ("rice_dice", {"players": 2, "max_turns": 4}),
            ("coins", {"players": 3, "target": 1})]


def load(name, n, **params):
    return pyspiel.load_game(f"pointyrules_{name}", {"players": n, **params})


def play_random(state, rng):
    """Play to the end: chance by its probabilities, players uniformly."""
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_every_registry_game_is_registered():
    names = set(pyspiel.registered_names())
    assert {f"pointyrules_{g}" for g in games.all_names()} <= names


@pytest.mark.parametrize(("name", "n"), COUNTS)
def test_random_sim_test(name, n):
    game = load(name, n)
    assert game.num_players() == n
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize(("name", "params"), VARIANTS)
def test_random_sim_test_variants(name, params):
    game = pyspiel.load_game(f"pointyrules_{name}", params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize(("name", "n"), COUNTS)
def test_legal_ids_are_the_engine_legal_actions(name, n):
    """Every legal integer decodes to an engine-legal action and encodes back, and the
    integers cover every engine-legal action once."""
    game, rng = load(name, n), random.Random(n)
    sp = game.spec
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal() and steps < 400:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            state.apply_action(rng.choice([a for a, _ in outcomes]))
            continue
        ids = state.legal_actions()
        engine_legal = state.engine.legal_actions()
        assert len(ids) == len(set(ids)) == len(engine_legal)
        for a in ids:
            action = sp.decode(a)
            assert action in engine_legal
            assert sp.encode(action) == a
        state.apply_action(rng.choice(ids))
        steps += 1


@pytest.mark.parametrize(("name", "n"), COUNTS)
def test_a_played_game_is_the_engine_replaying_it(name, n):
    """The adapter's game equals the engine playing the same deal and moves."""
    game, rng = load(name, n), random.Random(7 * n)
    sp = game.spec
    state = play_random(game.new_initial_state(), rng)
    history = state.history()
    draws = len(sp.draws)
    dealt = [sp.pools[d.pool][0][a - sp.pool_offsets[d.pool]]
             for d, a in zip(sp.draws, history[:draws], strict=True)]
    if name == "pointy_hats":  # cards to seats 0, 1, ... in turn, then the indicators
        engine = games.get(name).game(n, [dealt[s:3 * n:n] for s in range(n)], dealt[3 * n:],
                                      target_wins=1)
    elif name == "dokitto":
        engine = games.get(name).game(n, [dealt[s::n] for s in range(n)], target=1)
    elif name == "gingham":
        points = sp.b.points
        engine = games.get(name).game(n, dict(zip(points, dealt[:len(points)], strict=True)),
                                      abilities=dealt[len(points):])
    else:
        engine = games.get(name).game.new_game(n)
    for a in history[draws:]:
        if engine.current_player == -1:  # Rice Dice's roll
            engine.apply(sp.chance[a - sp.chance_offset])
        else:
            engine.apply(sp.decode(a))
    assert [str(e) for e in engine.log] == [str(e) for e in state.engine.log]
    assert engine.scores() == state.engine.scores()
    winners = sp.winners(engine)
    assert state.returns() == [1 / len(winners) if s in winners else 0 for s in range(n)]
    assert sum(state.returns()) == pytest.approx(1)


def deal_state(name, n, order):
    state = load(name, n).new_initial_state()
    for a in order:
        state.apply_action(a)
    return state


def test_information_state_hides_an_opponents_cards():
    """Doki-tto!, 4 players: two deals that differ only in the hands of seats 1 and 2
    look the same to seat 0 and to seat 3, not to seats 1 and 2."""
    order = list(range(40))  # card k goes to seat k % 4
    swapped = list(order)
    swapped[1], swapped[2] = swapped[2], swapped[1]  # seat 1's first card <-> seat 2's
    a, b = deal_state("dokitto", 4, order), deal_state("dokitto", 4, swapped)
    for s, same in ((0, True), (1, False), (2, False), (3, True)):
        assert (a.information_state_string(s) == b.information_state_string(s)) is same
        assert (a.information_state_tensor(s) == b.information_state_tensor(s)) is same
        assert (a.observation_string(s) == b.observation_string(s)) is same
    # the first card of the lead is played: still hidden from seat 0 which cards were
    # swapped, as long as neither swapped card is played
    a.apply_action(a.legal_actions()[-1])
    b.apply_action(b.legal_actions()[-1])
    assert a.information_state_string(0) == b.information_state_string(0)


def test_indicators_stay_hidden_until_turned_up():
    """Pointy Hats: the indicator cards are dealt face down (PH-2); two deals with the
    last two swapped look the same until they are turned up."""
    cards = list(range(12))
    ind = [12, 13, 14, 15, 16]
    a = deal_state("pointy_hats", 2, cards[:6] + ind)
    b = deal_state("pointy_hats", 2, cards[:6] + ind[:3] + ind[3:][::-1])
    assert a.engine.indicators != b.engine.indicators
    for s in (0, 1):
        assert a.information_state_string(s) == b.information_state_string(s)
        assert a.observation_string(s) == b.observation_string(s)
    play_random(a, random.Random(1))
    play_random(b, random.Random(1))  # the same moves: both hands are the same
    assert a.engine.is_over and b.engine.is_over
    # once over the whole indicator deck is shown (the engine's view)
    assert a.information_state_string(0) != b.information_state_string(0)


def test_rice_dice_rolls_are_the_engine_distribution():
    state = load("rice_dice", 2).new_initial_state()
    state.apply_action(12)  # Roll: ids 0-11 lock a card, 12 rolls, 13 stops
    sp = state.get_game().spec
    assert sp.decode(12).__class__.__name__ == "Roll"
    exact = dict(state.engine.chance_outcomes())
    got = state.chance_outcomes()
    assert len(got) == len(exact) == 126  # multisets of 5 dice of 3 kinds (U, R, 4-6 ...)
    for a, p in got:
        assert p == pytest.approx(float(exact[sp.chance[a - sp.chance_offset]]))


def test_bad_action_ids_get_a_clear_error():
    state = load("pointy_hats", 2).new_initial_state()
    with pytest.raises(ValueError, match="not a possible chance outcome"):
        state.apply_action(16)  # an indicator before the cards are dealt
    for a in range(6):
        state.apply_action(a)
    for a in range(12, 17):
        state.apply_action(a)
    with pytest.raises(ValueError, match="not legal now.*does not hold"):
        state.apply_action(11)  # 5 of clubs: dealt to nobody
    with pytest.raises(ValueError, match="not an action id of pointy_hats: the ids are 0..11"):
        state.apply_action(12)
    with pytest.raises(ValueError, match="is for 2-4 players"):
        load("dokitto", 5)
    with pytest.raises(ValueError, match="no option 'target'.*two_player_hand, colours"):
        spec("dokitto", 3, target=3)  # one round only (see pointyrules.adapters)
    with pytest.raises(ValueError, match="colours must be one of .*'SCM'.* got 'SC'"):
        spec("dokitto", 3, colours="SC")


@pytest.mark.parametrize(("name", "n"), [("dokitto", 4), ("dokitto", 2), ("pointy_hats", 3)])
def test_resampled_worlds_match_what_the_player_saw(name, n):
    """resample_from_infostate (OpenSpiel's ISMCTS samples its worlds with it): each
    world gives the player the same information state, keeps every move legal, and
    the worlds differ in what the player has not seen."""
    rng = random.Random(5)
    state = load(name, n).new_initial_state()
    for _ in range(n + 3 if name == "dokitto" else n + 1):  # into the second trick
        while state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        state.apply_action(rng.choice(state.legal_actions()))
    p = state.current_player()
    others = []
    for _ in range(20):
        world = state.resample_from_infostate(p, None)
        assert world.information_state_string(p) == state.information_state_string(p)
        assert world.legal_actions() == state.legal_actions()
        assert world.history()[len(world.get_game().spec.draws):] == \
            state.history()[len(state.get_game().spec.draws):]
        others.append(tuple(tuple(h) for s, h in enumerate(world.engine.hands) if s != p))
    assert len(set(others)) > 1


@pytest.mark.parametrize("name", ["pointy_hats", "dokitto", "gingham"])
def test_openspiel_ismcts_plays_a_move(name):
    np = pytest.importorskip("numpy")
    from open_spiel.python.algorithms import ismcts, mcts

    game = load(name, 2)
    state = game.new_initial_state()
    rng = random.Random(0)
    while state.is_chance_node():
        state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
    rs = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), 2.0, 10, random_state=rs)
    assert bot.step(state) in state.legal_actions()


def test_resampled_hands_may_hold_the_cards_nobody_was_dealt():
    """Pointy Hats, 2 players: 6 of the 12 cards stay undealt (PH-6), so the opponent
    may hold any of the 9 cards seat 0 cannot see."""
    state = deal_state("pointy_hats", 2, list(range(6)) + [12, 13, 14, 15, 16])
    seen = set()
    for _ in range(60):
        seen |= set(state.resample_from_infostate(0, None).engine.hands[1])
    assert seen == set(state.engine.hands[1]) | set(state.engine.undealt)
    assert len(seen) == 9
