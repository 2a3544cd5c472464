"""A saved game of This is why you lose coins is read back exactly, and a tampered one is
refused naming the field and the ruling (issue 30: the state declared once)."""

import json

import pytest

from pointyrules.coins.rules import LET_STAND, PASS, CoinsGame, Phase, Place
from pointyrules.core import SetupError

NEAR = Place(1, 30.0, 0.0)


def saved(s: CoinsGame) -> dict:
    return json.loads(s.to_json())


def refused(data: dict) -> SetupError:
    with pytest.raises(SetupError) as err:
        CoinsGame.from_json(json.dumps(data))
    return err.value


def test_the_player_count_is_num_players_like_every_other_game():
    s = CoinsGame.new_game(3, seed=1)
    data = saved(s)
    assert s.num_players == data["num_players"] == 3 and "n" not in data
    assert data["phase"] == "turn" and s.phase is Phase.TURN
    assert data["pool"]["10"] == 1 and data["table"] == [[10, 0.0, 0.0]]


def test_a_clone_is_independent():
    s = CoinsGame.new_game(3, seed=1, challenge=True)
    s.apply(NEAR)
    copy = s.clone()
    copy.apply(LET_STAND)  # seat 1, the only one asked (seat 2 placed last), lets it land
    copy.apply(PASS)
    assert s.phase == Phase.CHALLENGE and s.pending == NEAR and s.asked == []
    assert len(s.table) == 1 and s.pool[1] == 2 and s.points == [0, 0, 0] and s.rounds == []
    assert CoinsGame.from_json(s.to_json()) == s


def test_lc3_a_table_of_touching_coins_is_refused():
    data = saved(CoinsGame.new_game(2, seed=1))
    data["table"].append([1, 21.75, 0.0])  # a gap of exactly 0 to the 10 yen coin
    data["pool"]["1"] -= 1
    err = refused(data)
    assert (err.field, err.rule) == ("table", "LC-3")
    assert str(err) == ("table[1]: the coin 1 yen at (21.8, 0.0) touches a coin placed "
                        "before it (LC-3)")
    data["table"][1] = [1, 21.76, 0.0]  # the smallest gap is a legal table
    assert CoinsGame.from_json(json.dumps(data)).table[1].x == 21.76


@pytest.mark.parametrize("change, field, rule", [
    (lambda d: d["pool"].update({"10": 2}), "pool", "LC-4"),  # a coin both placed and kept
    (lambda d: d["pool"].pop("500"), "pool", "LC-4"),
    (lambda d: d["full_pool"].update({"5": -1}), "full_pool", "LC-4"),
    (lambda d: d["table"][0].__setitem__(0, 7), "table", "LC-1"),  # no 7 yen coin
    (lambda d: d["table"][0].__setitem__(1, 200.0), "table", "LC-3"),  # off the table
    (lambda d: d.update(phase="zzz"), "phase", ""),
    (lambda d: d.update(phase="open"), "phase", "LC-4"),
    (lambda d: d.update(phase="challenge"), "phase", "LC-6"),  # the option is off
    (lambda d: d.update(pending=[1, 30.0, 0.0]), "pending", "LC-6"),  # not in a challenge
    (lambda d: d.update(asked=[1]), "asked", "LC-6"),
    (lambda d: d.update(mover=2), "mover", ""),
    (lambda d: d.update(last_placer=0), "last_placer", "LC-5"),
    (lambda d: d.update(last_placer=None), "last_placer", "LC-5"),
    (lambda d: d.update(points=[1, 0]), "points", "LC-5"),  # no round was played
    (lambda d: d.update(points=[0, 4]), "points", "LC-5"),  # beyond the target
    (lambda d: d.update(over=True), "over", "LC-5"),
    (lambda d: d.update(round_no=2), "round_no", ""),
    (lambda d: d.update(challenge=True), "challenge", "LC-6"),  # two players
    (lambda d: d.update(num_players=5), "num_players", ""),
])
def test_a_tampered_saved_game_is_refused_by_name(change, field, rule):
    data = saved(CoinsGame.new_game(2, seed=1))
    change(data)
    err = refused(data)
    assert (err.field, err.rule) == (field, rule)


def test_lc6_the_challenge_window_is_checked():
    s = CoinsGame.new_game(4, seed=1, challenge=True)
    s.apply(NEAR)  # seat 0 announces; 1 and 2 are asked in turn (3 placed last)
    s.apply(LET_STAND)
    data = saved(s)
    assert data["asked"] == [1] and data["pending"] == [1, 30.0, 0.0]
    for change, field, rule in [
            (lambda d: d.update(asked=[2]), "asked", "LC-6"),  # out of turn
            (lambda d: d.update(asked=[1, 1]), "asked", "LC-6"),
            (lambda d: d.update(asked=[1, 2]), "asked", "LC-6"),  # all asked: it landed
            (lambda d: d.update(pending=None), "pending", "LC-6"),
            (lambda d: d.update(pending=[1, 10.0, 0.0]), "pending", "LC-3"),  # touches
            (lambda d: d["pool"].update({"1": 0}), "pool", "LC-4")]:
        tampered = json.loads(json.dumps(data))
        change(tampered)
        err = refused(tampered)
        assert (err.field, err.rule) == (field, rule)


def test_lc5_the_points_are_what_the_rounds_gave():
    s = CoinsGame.new_game(2, seed=1, target=2)
    s.apply(PASS)  # the card fits the lone coin: seat 1, the setup coin's placer, scores
    data = saved(s)
    assert data["points"] == [0, 1] and data["rounds"][0]["winner"] == 1
    assert data["phase"] == "open" and data["mover"] == 1 and data["round_no"] == 2
    for change, field in [
            (lambda d: d["rounds"][0].update(winner=0), "rounds"),  # the passer: card fits
            (lambda d: d["rounds"][0].update(round=2), "rounds"),
            (lambda d: d["rounds"][0].update(challenge=True), "rounds"),  # option off
            (lambda d: d.update(points=[1, 0]), "points"),
            (lambda d: d.update(mover=0), "mover"),  # the winner opens
            (lambda d: d.update(rounds=[]), "points"),  # a point no round gave
            (lambda d: d.update(round_no=3), "round_no")]:
        tampered = json.loads(json.dumps(data))
        change(tampered)
        assert refused(tampered).field == field


def test_a_finished_game_reads_back_and_its_end_is_checked():
    s = CoinsGame.new_game(2, seed=1, target=1)
    s.apply(PASS)
    assert s.is_over and s.winners() == [1]
    data = saved(s)
    assert CoinsGame.from_json(s.to_json()) == s
    for change, field in [(lambda d: d.update(over=False), "over"),
                          (lambda d: d.update(table=[[1, 100.0, 50.0]]), "pool"),
                          (lambda d: d.update(target=2), "over")]:
        tampered = json.loads(json.dumps(data))
        change(tampered)
        assert refused(tampered).field == field


def test_the_view_is_only_for_a_seat():
    s = CoinsGame.new_game(2, seed=1)
    assert s.view(1)["phase"] == "turn"
    for seat in (2, -1, "0", None):
        with pytest.raises(SetupError, match="player must be a seat 0..1"):
            s.view(seat)
