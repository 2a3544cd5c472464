"""A saved game of This is why you lose coins is read back exactly, and a tampered one is
refused naming the field and the ruling (issue 30: the state declared once)."""

import json
import math

import pytest

from pointyrules.coins.rules import CHALLENGE, LET_STAND, PASS, CoinsGame, Phase, Place
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


# --- every refusal, word for word ------------------------------------------------------
# Each check's sentence, field and ruling as an API user reads them. Where a check joins
# conditions with `or`, one case makes only the left one true and another only the right.

def fresh() -> CoinsGame:
    """Round 1 of two players: the setup coin (seat 1's) on the table, seat 0 to move."""
    return CoinsGame.new_game(2, seed=1)


def opened() -> CoinsGame:
    """Round 1 passed (the card fits: seat 1, the placer, scored), seat 1 opens round 2."""
    s = CoinsGame.new_game(2, seed=1, target=2)
    s.apply(PASS)
    return s


def finished() -> CoinsGame:
    """Over after round 1: seat 1 reached the target of 1; the last table stays."""
    s = CoinsGame.new_game(2, seed=1, target=1)
    s.apply(PASS)
    return s


def announced() -> CoinsGame:
    """Four players: seat 0 announced NEAR, seat 1 let it stand, seat 2 is asked next."""
    s = CoinsGame.new_game(4, seed=1, challenge=True)
    s.apply(NEAR)
    s.apply(LET_STAND)
    return s


def challenged_out() -> CoinsGame:
    """Three players, target 1: seat 1 challenged NEAR and lost; the game is over in the
    challenge phase with nothing announced any more."""
    s = CoinsGame.new_game(3, seed=1, challenge=True, target=1)
    s.apply(NEAR)
    s.apply(CHALLENGE)
    return s


def put(*pairs):
    """A change setting each (path, value) pair of the saved JSON in turn."""
    def change(data):
        for path, value in zip(pairs[::2], pairs[1::2], strict=True):
            *where, last = path
            here = data
            for p in where:
                here = here[p]
            here[last] = value
    return change


KINDS_TEXT = "1, 5, 10, 50, 100, 500"
NONE_LEFT = {k: 0 for k in KINDS_TEXT.split(", ")}
THREE_TENS = [[10, 0.0, 0.0], [10, 50.0, 0.0], [10, -50.0, 0.0]]  # apart, but 3 > 2 of them
TOUCHING = [[10, 0.0, 0.0], [1, 21.75, 0.0]]  # a gap of exactly 0
ROUND_2 = {"round": 2, "winner": 1, "passer": 0, "placer": 1, "challenge": False, "lost": False,
           "margin": 11.75, "center": [0.0, 0.0], "angle": 0.0, "table": [[10, 0.0, 0.0]]}
OPEN_ONLY = ("phase open is only a later round's start: no coin on the table, no last "
             "placer, the game not over (LC-4)")
FITS = "rounds[0]: the last placer scores if the card fits, else the passer (LC-5)"
ROUND_TABLE = "rounds[0]: a table of the pool's coins, none touching (LC-3, LC-4)"
OVER = "over must say whether a player reached the target (LC-5)"
PLACER = "last_placer must be the seat before the mover (LC-5)"
ASKED = "asked must be the first players of [1, 2] asked in turn, not all of them (LC-6)"
PENDING = ("pending: place a 1 yen coin at ({}, 0.0) must be a coin of the pool that touches "
           "no coin on the table (LC-3, LC-4)")


@pytest.mark.parametrize("base, change, message, field, rule", [
    # LC-1: a coin's kind (left: not a whole number, though 10.0 == 10; right: no such coin)
    (fresh, put(("table", 0, 0), 10.0),
     f"table[0][0] must be a coin kind ({KINDS_TEXT} yen), got 10.0 (LC-1)", "table", "LC-1"),
    (fresh, put(("table", 0, 0), True),
     f"table[0][0] must be a coin kind ({KINDS_TEXT} yen), got True (LC-1)", "table", "LC-1"),
    (fresh, put(("table", 0, 0), 7),
     f"table[0][0] must be a coin kind ({KINDS_TEXT} yen), got 7 (LC-1)", "table", "LC-1"),
    # a length in mm (left: a bool; right: not a number; then finite, however written)
    (fresh, put(("table", 0, 1), True), "table[0][1] must be a number (mm), got True",
     "table", ""),
    (fresh, put(("table", 0, 1), "0"), "table[0][1] must be a number (mm), got '0'",
     "table", ""),
    (fresh, put(("table", 0, 2), 10 ** 400),  # too large for a float
     "table[0][2] must be a finite number (mm), got " + "1" + "0" * 36 + "...", "table", ""),
    (fresh, put(("table", 0, 2), math.inf), "table[0][2] must be a finite number (mm), got inf",
     "table", ""),
    (opened, put(("rounds", 0, "margin"), "x"), "rounds[0].margin must be a number (mm), "
     "got 'x'", "rounds", ""),
    # LC-3: a coin lies entirely on the table (the table's, a round's and the announced one)
    (fresh, put(("table", 0), [10, 200.0, 0.0]), "table[0] must be a coin lying on the "
     "300 x 200 mm table, got [10, 200.0, 0.0] (LC-3)", "table", "LC-3"),
    (opened, put(("rounds", 0, "table", 0), [10, 0.0, -95.0]), "rounds[0].table[0] must be a "
     "coin lying on the 300 x 200 mm table, got [10, 0.0, -95.0] (LC-3)", "rounds", "LC-3"),
    (announced, put(("pending",), [1, 0.0, 95.0]), "pending must be a coin lying on the "
     "300 x 200 mm table, got [1, 0.0, 95.0] (LC-3)", "pending", "LC-3"),
    (fresh, put(("table", 0), [10, 0.0]), "table[0] must be a list of 3 items, got [10, 0.0]",
     "table", ""),
    # LC-4: the pools (left: not an object, though it has every kind's key; right: a key
    # missing; then each count from 0, and the pool within the full pool)
    (fresh, put(("pool",), ["1", "5", "10", "50", "100", "500"]),
     f"pool must be an object with a count for each kind {KINDS_TEXT}, got "
     "['1', '5', '10', '50', '100', '500'] (LC-4)", "pool", "LC-4"),
    (fresh, lambda d: d["pool"].pop("500"),
     f"pool must be an object with a count for each kind {KINDS_TEXT}, got "
     "{'1': 2, '10': 1, '100': 2, '5': 2, '... (LC-4)", "pool", "LC-4"),
    (fresh, put(("full_pool",), []),
     f"full_pool must be an object with a count for each kind {KINDS_TEXT}, got [] (LC-4)",
     "full_pool", "LC-4"),
    (fresh, put(("full_pool", "5"), -1), "full_pool.5 must be a whole number from 0, got -1 "
     "(LC-4)", "full_pool", "LC-4"),
    (fresh, put(("pool", "10"), 3), "pool.10 must be a whole number from 0 to 2, got 3 (LC-4)",
     "pool", "LC-4"),
    (fresh, put(("pool", "500"), "1"), "pool.500 must be a whole number from 0 to 2, got '1' "
     "(LC-4)", "pool", "LC-4"),
    (fresh, put(("full_pool",), NONE_LEFT, ("pool",), NONE_LEFT),
     "full_pool must hold at least the setup coin (LC-4)", "full_pool", "LC-4"),
    (fresh, put(("pool", "10"), 2), "pool: 2 10 yen coins in the pool and 1 on the table make "
     "not the full pool's 2 (LC-4)", "pool", "LC-4"),
    (fresh, put(("points", 1), 4), "points[1] must be a whole number from 0 to 3, got 4 (LC-5)",
     "points", "LC-5"),
    # LC-6: the option needs three players
    (fresh, put(("challenge",), True), "the challenge option needs 3 or more players (LC-6)",
     "challenge", "LC-6"),
    # the rounds played (LC-5, LC-6, LC-3/LC-4 for their tables)
    (opened, put(("rounds", 0, "round"), 2), "rounds[0] must be round 1", "rounds", ""),
    (opened, put(("rounds", 0, "passer"), 1), FITS, "rounds", "LC-5"),  # the placer passed
    (opened, put(("rounds", 0, "winner"), 0), FITS, "rounds", "LC-5"),  # the passer scored
    (opened, put(("rounds", 0, "challenge"), True),
     "rounds[0] has a challenge without the option (LC-6)", "rounds", "LC-6"),
    (opened, put(("rounds", 0, "table"), THREE_TENS), ROUND_TABLE, "rounds", "LC-3"),
    (opened, put(("rounds", 0, "table"), TOUCHING), ROUND_TABLE, "rounds", "LC-3"),
    (finished, lambda d: d["rounds"].append(ROUND_2),
     "rounds[1] was played after the game's end (LC-5)", "rounds", "LC-5"),
    (opened, put(("points",), [1, 0]),
     "points must be [0, 1], what the rounds played gave (LC-5, LC-6)", "points", "LC-5"),
    (opened, put(("over",), True), OVER, "over", "LC-5"),
    (finished, put(("over",), False), OVER, "over", "LC-5"),
    (opened, put(("round_no",), 3), "round_no 3 must follow the 1 rounds played", "round_no",
     ""),
    (finished, put(("round_no",), 2), "round_no 2 must follow the 1 rounds played",
     "round_no", ""),
    (finished, put(("table",), [[10, 50.0, 0.0]]),
     "table: the game over, the last round's coins stay on it", "table", "LC-5"),
    # the phase: open only at a later round's start (each part alone), opened by the winner
    (fresh, put(("phase",), "open", ("table",), [], ("pool", "10"), 2, ("last_placer",), None),
     OPEN_ONLY, "phase", "LC-4"),  # round 1
    (opened, put(("table",), [[10, 0.0, 0.0]], ("pool", "10"), 1), OPEN_ONLY, "phase", "LC-4"),
    (opened, put(("last_placer",), 0), OPEN_ONLY, "phase", "LC-4"),
    (opened, put(("mover",), 0), "mover: the last round's winner opens the round (LC-4)",
     "mover", "LC-4"),
    # a turn or a challenge: a coin on the table, placed by the seat before the mover
    (fresh, put(("table",), [], ("pool", "10"), 2), "phase turn needs a coin on the table "
     "(LC-4)", "phase", "LC-4"),
    (announced, put(("table",), [], ("pool", "10"), 2), "phase challenge needs a coin on the "
     "table (LC-4)", "phase", "LC-4"),
    (fresh, put(("last_placer",), 0), PLACER, "last_placer", "LC-5"),
    (fresh, put(("last_placer",), None), PLACER, "last_placer", "LC-5"),
    (announced, put(("last_placer",), 1), PLACER, "last_placer", "LC-5"),  # the mover's left
    # LC-6: the challenge window
    (fresh, put(("pending",), [1, 30.0, 0.0]), "pending: a placement awaits challenges only "
     "in the challenge phase (LC-6)", "pending", "LC-6"),
    (fresh, put(("asked",), [1]), "asked: players are asked only in the challenge phase "
     "(LC-6)", "asked", "LC-6"),
    (fresh, put(("phase",), "challenge"), "phase challenge needs the challenge option (LC-6)",
     "phase", "LC-6"),
    (announced, put(("asked",), [2]), ASKED, "asked", "LC-6"),  # out of turn
    (announced, put(("asked",), [1, 1]), ASKED, "asked", "LC-6"),
    (announced, put(("asked",), [1, 2]), ASKED, "asked", "LC-6"),  # all asked: it landed
    (challenged_out, put(("pending",), [1, 30.0, 0.0]),
     "pending: nothing is announced once the game is over", "pending", "LC-6"),
    (announced, put(("pending",), None), "pending: the challenge phase has an announced "
     "placement (LC-6)", "pending", "LC-6"),
    (announced, put(("full_pool", "1"), 0, ("pool", "1"), 0), PENDING.format("30.0"),
     "pending", "LC-3"),  # no 1 yen coin in the pool
    (announced, put(("pending",), [1, 10.0, 0.0]), PENDING.format("10.0"),
     "pending", "LC-3"),  # it touches the setup coin
])
def test_a_tampered_saved_game_is_refused_in_these_words(base, change, message, field, rule):
    data = saved(base())
    change(data)
    err = refused(data)
    assert (str(err), err.field, err.rule) == (message, field, rule)


def three_player_rounds() -> dict:
    """Five rounds of three players with the challenge option, at round 6's open phase:
    a failed challenge costs the challenger their one point (round 2), costs nothing at 0
    points (round 3) or when it succeeds (round 4, margin 0: the card misses, so the
    passer scores); a round without a challenge costs the passer nothing (round 5)."""
    data = saved(CoinsGame.new_game(3, seed=1, challenge=True))
    rows = [(0, 2, 2, False, 0.5), (2, 1, 1, True, 11.75), (2, 0, 0, True, 3.0),
            (1, 0, 1, True, 0.0), (1, 2, 2, False, 11.75)]
    data["rounds"] = [{"round": i + 1, "winner": winner, "passer": passer, "placer": placer,
                       "challenge": challenge, "lost": i == 1, "margin": margin,
                       "center": [0.0, 0.0], "angle": 0.0, "table": [[10, 0.0, 0.0]]}
                      for i, (passer, placer, winner, challenge, margin) in enumerate(rows)]
    data.update(points=[1, 2, 1], round_no=6, phase="open", mover=2, last_placer=None,
                table=[], pool=dict(data["full_pool"]))
    return data


def test_lc5_lc6_the_points_are_replayed_from_the_rounds_in_these_words():
    data = three_player_rounds()
    assert CoinsGame.from_json(json.dumps(data)).points == [1, 2, 1]
    data["points"] = [1, 2, 2]  # as if round 2's failed challenge had cost nothing
    err = refused(data)
    assert (str(err), err.field, err.rule) == (
        "points must be [1, 2, 1], what the rounds played gave (LC-5, LC-6)", "points", "LC-5")


@pytest.mark.parametrize("index, lost", [(1, False), (2, True), (3, True), (4, True)])
def test_lc6_a_round_says_whether_its_failed_challenge_cost_a_point(index, lost):
    """Round 2's challenge cost a point; round 3's would have, but its challenger had none;
    round 4's succeeded; round 5 had none (three_player_rounds)."""
    data = three_player_rounds()
    data["rounds"][index]["lost"] = lost
    err = refused(data)
    assert (str(err), err.field, err.rule) == (
        f"rounds[{index}]: lost must say whether a failed challenge cost the challenger a "
        "point (never below 0, LC-6)", "rounds", "LC-6")


@pytest.mark.parametrize("base, change", [
    (fresh, None), (opened, None), (finished, None), (announced, None), (challenged_out, None),
    (opened, put(("rounds", 0, "margin"), 0.5)),  # any margin above 0: the placer scores
    (opened, put(("rounds", 0, "margin"), 0.0, ("rounds", 0, "winner"), 0, ("points",), [1, 0],
                 ("mover",), 0)),  # a margin of 0: the card misses, the passer scores
    (announced, put(("pending",), [10, 30.0, 0.0], ("pool", "10"), 1)),  # the last 10 yen
    (lambda: CoinsGame.new_game(2, seed=1, pool={10: 1, 1: 1}), None),  # a kind's last coin
])
def test_a_saved_game_at_the_edge_of_each_check_reads_back(base, change):
    data = saved(base())
    if change is not None:
        change(data)
    back = CoinsGame.from_json(json.dumps(data))
    assert saved(back) == data


def test_a_pool_may_leave_out_a_kind_or_hold_none_of_it():
    s = CoinsGame.new_game(2, seed=1, pool={10: 1, 1: 0})  # 0 coins of a kind is a count
    assert s.full_pool == {1: 0, 5: 0, 10: 1, 50: 0, 100: 0, 500: 0}  # the others: none
    assert CoinsGame.from_json(s.to_json()) == s


def test_a_finished_round_on_a_pool_of_one_coin_reads_back():
    s = CoinsGame.new_game(2, seed=1, pool={10: 1}, target=2)
    s.apply(PASS)  # the round's table holds the pool's only coin: as many as the full pool
    assert CoinsGame.from_json(s.to_json()) == s


@pytest.mark.parametrize("kw, message, field, rule", [
    (dict(num_players=5), "This is why you lose coins is for 2-4 players, got 5", "num_players",
     ""),
    (dict(num_players=1), "This is why you lose coins is for 2-4 players, got 1", "num_players",
     ""),
    (dict(challenge=True), "the challenge option needs 3 or more players (LC-6)", "challenge",
     "LC-6"),
    (dict(pool={10: 1, 7: 1}), "a pool maps coin kinds (1, 5, 10, 50, 100, 500) to counts "
     ">= 0, got {10: 1, 7: 1}", "full_pool", "LC-4"),  # no such kind
    (dict(pool={10: 1, 1: 1.5}), "a pool maps coin kinds (1, 5, 10, 50, 100, 500) to counts "
     ">= 0, got {10: 1, 1: 1.5}", "full_pool", "LC-4"),  # not a whole number
    (dict(pool={10: 1, 1: -1}), "a pool maps coin kinds (1, 5, 10, 50, 100, 500) to counts "
     ">= 0, got {10: 1, 1: -1}", "full_pool", "LC-4"),  # below 0
    (dict(first_player=2), "first_player must be a seat 0..1, got 2", "first_player", ""),
    (dict(target=0), "target must be a whole number from 1, got 0 (LC-5)", "target", "LC-5"),
    (dict(first_coin=(10.0, 0.0, 0.0)), "the setup coin 10.0 yen at (0.0, 0.0) must come from "
     "the pool and lie on the table", "table", "LC-4"),  # a kind, but not a whole number
    (dict(first_coin=(7, 0.0, 0.0)), "the setup coin 7 yen at (0.0, 0.0) must come from "
     "the pool and lie on the table", "table", "LC-4"),
    (dict(pool={1: 2}), "the setup coin 10 yen at (0.0, 0.0) must come from the pool and lie "
     "on the table", "table", "LC-4"),  # no 10 yen coin in the pool
    (dict(first_coin=(10, 0.0, "0")), "the setup coin must be a kind and a position [kind, x, "
     "y] in mm on the table, got (10, 0.0, '0')", "table", "LC-4"),  # a position as text
    (dict(first_coin=(10, 0.0)), "the setup coin must be a kind and a position [kind, x, y] "
     "in mm on the table, got (10, 0.0)", "table", "LC-4"),  # no y
    (dict(first_coin=10), "the setup coin must be a kind and a position [kind, x, y] in mm on "
     "the table, got 10", "table", "LC-4"),  # a kind alone
    (dict(first_coin=(10, math.inf, 0.0)), "the setup coin must be a kind and a position "
     "[kind, x, y] in mm on the table, got (10, inf, 0.0)", "table", "LC-4"),
    (dict(first_coin=(10, 0.0, math.nan)), "the setup coin must be a kind and a position "
     "[kind, x, y] in mm on the table, got (10, 0.0, nan)", "table", "LC-4"),
    (dict(first_coin=(10, 10 ** 400, 0)), "the setup coin must be a kind and a position "
     f"[kind, x, y] in mm on the table, got (10, {10 ** 400}, 0)", "table", "LC-4"),
    (dict(first_coin=(10, 150, 0)), "the setup coin 10 yen at (150.0, 0.0) must come from the "
     "pool and lie on the table", "table", "LC-4"),  # within the bound, off the edge
    # a number up to the table's width (300 mm) is read as a spot, then judged on the table
    (dict(first_coin=(10, 0.0, 250.0)), "the setup coin 10 yen at (0.0, 250.0) must come from "
     "the pool and lie on the table", "table", "LC-4"),
    (dict(first_coin=(10, -300.0, 0.0)), "the setup coin 10 yen at (−300.0, 0.0) must come from "
     "the pool and lie on the table", "table", "LC-4"),
    (dict(first_coin=(10, -300.5, 0.0)), "the setup coin must be a kind and a position [kind, "
     "x, y] in mm on the table, got (10, -300.5, 0.0)", "table", "LC-4"),
    (dict(pool=[10, 1]), "a pool maps coin kinds (1, 5, 10, 50, 100, 500) to counts >= 0, got "
     "[10, 1]", "full_pool", "LC-4"),  # not a mapping
    (dict(first_coin=(1, 0.0, 95.0)), "the setup coin 1 yen at (0.0, 95.0) must come from the "
     "pool and lie on the table", "table", "LC-4"),  # off the table's edge
])
def test_a_setup_is_refused_in_these_words(kw, message, field, rule):
    kw = dict(kw)  # the parameters are shared between runs: do not change them
    n = kw.pop("num_players", 2)
    with pytest.raises(SetupError) as err:
        CoinsGame.new_game(n, seed=1, **kw)
    assert (str(err.value), err.value.field, err.value.rule) == (message, field, rule)


def test_a_view_is_refused_in_these_words():
    with pytest.raises(SetupError) as err:
        fresh().view(2)
    assert (str(err.value), err.value.field, err.value.rule) == (
        "player must be a seat 0..1, got 2", "player", "")
