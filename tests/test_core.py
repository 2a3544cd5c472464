"""The shared protocol: seeded randomness, JSON round trips, clone, bots."""

import json

import pytest

from pointyrules.core import Event, RandomBot, Rng, SetupError, play_until
from pointyrules.pointy_hats.rules import PointyHats


def test_rng_json_round_trip_continues_the_same_sequence():
    rng = Rng(7)
    rng.shuffled(range(10))
    copy = Rng.from_json(json.loads(json.dumps(rng.to_json())))
    assert [rng.randrange(1000) for _ in range(20)] == [copy.randrange(1000) for _ in range(20)]


def test_rng_rejects_a_non_integer_seed():
    with pytest.raises(SetupError, match="seed must be an integer"):
        Rng("abc")


def test_same_seed_gives_the_same_game_and_different_seeds_differ():
    a, b, c = (PointyHats.new_game(4, seed=s) for s in (3, 3, 4))
    assert a.hands == b.hands and a.indicators == b.indicators
    assert (a.hands, a.indicators) != (c.hands, c.indicators)


def test_json_round_trip_restores_the_random_generator_for_later_rounds():
    state = PointyHats.new_game(3, seed=11, target_wins=3)
    copy = PointyHats.from_json(state.to_json())
    bots = {s: RandomBot(seed=s) for s in range(3)}
    bots2 = {s: RandomBot(seed=s) for s in range(3)}
    play_until(state, bots)
    play_until(copy, bots2)
    assert state.to_json() == copy.to_json()  # later deals came from the restored rng


def test_from_json_refuses_another_game():
    data = json.loads(PointyHats.new_game(2, seed=1).to_json())
    data["game"] = "rice_dice"
    with pytest.raises(SetupError, match="rice_dice"):
        PointyHats.from_json(json.dumps(data))


def test_clone_is_independent():
    state = PointyHats.new_game(2, seed=1)
    twin = state.clone()
    twin.apply(twin.legal_actions()[0])
    assert state.tricks_done == 0 and len(state.trick) == 0 and len(twin.trick) == 1


def test_event_log_reads_as_sentences():
    state = PointyHats.new_game(2, seed=2, target_wins=1)
    play_until(state, {0: RandomBot(0), 1: RandomBot(1)})
    kinds = [e.kind for e in state.log]
    assert kinds[0] == "deal" and kinds.count("play") == 6 and kinds.count("trick") == 3
    assert kinds[-2:] == ["round", "match"]
    assert all(isinstance(e, Event) and str(e)[0].isupper() for e in state.log)


def test_view_rejects_a_seat_that_does_not_exist():
    with pytest.raises(SetupError, match="seat 0..1"):
        PointyHats.new_game(2, seed=1).view(2)


def test_refusal_reports_the_engines_reason_and_changes_nothing():
    from pointyrules.coins.rules import PASS, CoinsGame, Place
    s = CoinsGame.new_game(2, seed=0)
    before = s.to_json()
    why = s.refusal(Place(10, 0.0, 0.0))  # on the setup coin
    assert why is not None and why.rule == "LC-3" and "touch" in str(why)
    assert s.refusal(Place(10, 60.0, 0.0)) is None and s.refusal(PASS) is None
    assert s.to_json() == before
