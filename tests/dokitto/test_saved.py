"""A saved Doki-tto! Ice state is read back and checked (issue 30, "State declared once").

The state is declared once (``Dokitto.FIELDS``); ``from_json`` checks every field on its
own (cards of the deck, seats, counts in range) and ``_validate`` what needs several
(every card in one place, hands that fit the trick, a choice only when a trick is
complete, cones of at most three scoops until the end, trophies that fit ``over``).
A tampered state is refused with a ``SetupError`` naming the field and the ruling."""

import json

import pytest

from pointyrules.core import SetupError
from pointyrules.dokitto.rules import Card, Dokitto, Take, deck_for, hand_size

from ..helpers import ice, ice_play


def saved(state: Dokitto) -> dict:
    return json.loads(state.to_json())


def refusal(data: dict) -> SetupError:
    with pytest.raises(SetupError) as err:
        Dokitto.from_json(json.dumps(data))
    return err.value


def at_choice() -> Dokitto:
    """Three players, a complete trick whose winner (seat 1, the lowest card of a mixed
    trick) chooses strawberry, chocolate or matcha."""
    state = ice("S5 S9", "C1 C9", "M5 M9", cones=[[[("M", 1)]], [[]], [[("M", 1)]]],
                target=2)
    ice_play(state, "S5", "C1", "M5")
    assert state.pending.winner == 1 and len(state.options) == 3
    return state


def mid_game(players: int = 4, moves: int = 25) -> Dokitto:
    state = Dokitto.new_game(players, seed=7)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return state


def test_the_json_keeps_its_keys_and_derives_the_deck_and_hand_size():
    state = mid_game(2)
    data = saved(state)
    assert set(data) == {
        "game", "rng", "log", "num_players", "colours", "two_player_hand", "target",
        "trophies", "over", "round_number", "start_player", "leader", "hands", "aside",
        "trick", "won", "cones", "taken", "pending", "options", "trick_history",
        "last_round"}
    assert data["hands"][0][0] == list(state.hands[0][0])  # a card is [colour, number]
    back = Dokitto.from_json(state.to_json())
    assert back == state and back.deck == deck_for(2) and back.hand_size == hand_size(2)
    deck = {id(card) for card in back.deck}  # the deck's own cards: found by identity
    assert all(id(card) in deck for hand in back.hands for card in hand)


def test_a_hand_of_nine_chocolate_1s_is_refused():
    data = saved(Dokitto.new_game(3, seed=1))
    data["hands"][0] = [["C", 1]] * 9
    err = refusal(data)
    assert (err.field, err.rule) == ("hands", "DI-2")
    assert str(err) == ("chocolate 1 is in hands and in hands: each card of the deck is in "
                        "one place (DI-2)")


def test_a_card_out_of_the_deck_or_a_card_lost_is_refused():
    data = saved(Dokitto.new_game(2, seed=1))
    data["hands"][1][0] = ["S", 7]  # DI-2: 7-10 are out of a 2-player game
    assert refusal(data).field == "hands"
    data = saved(Dokitto.new_game(4, seed=1))
    data["hands"][0].pop()
    assert (refusal(data).field, refusal(data).rule) == ("aside", "DI-2")  # nowhere
    data = saved(Dokitto.new_game(4, seed=1))
    data["aside"].append(data["hands"][0].pop())
    assert refusal(data).field == "hands"  # the hand too short for the trick


def test_colours_follow_the_player_count():
    data = saved(Dokitto.new_game(4, seed=1))
    data["colours"] = ["S", "C", "M"]
    assert (refusal(data).field, refusal(data).rule) == ("colours", "DI-2")
    data = saved(Dokitto.new_game(3, seed=1, colours="SCV"))
    assert Dokitto.from_json(json.dumps(data)).colours == ("S", "C", "V")
    data["colours"] = ["V", "S", "C"]  # the game's order, S C M V
    assert refusal(data).field == "colours"


def test_the_trick_goes_round_from_the_leader_and_fits_the_hands():
    state = at_choice()
    data = saved(state)
    data["trick"][1][0], data["trick"][2][0] = 2, 1
    assert refusal(data).field == "trick"
    state = ice("S1 S2", "C1 C2", "M1 M2")
    state.apply(Card("S", 1))
    data = saved(state)
    data["hands"][0].append(["S", 3])  # S3 was set aside: the leader has not played
    data["aside"].remove(["S", 3])
    assert (refusal(data).field, refusal(data).rule) == ("hands", "DI-2")


def test_a_choice_waits_only_on_a_complete_trick_and_lists_the_winners_choices():
    state = at_choice()
    data = saved(state)
    data["options"] = data["options"][:1]
    assert (refusal(data).field, refusal(data).rule) == ("options", "DI-4")
    data = saved(state)
    data["pending"]["winner"] = 2
    assert (refusal(data).field, refusal(data).rule) == ("pending", "DI-3")
    data = saved(state)
    data["pending"] = None
    assert refusal(data).field == "pending"  # a complete trick waits for its choice
    state = ice("S5 S9", "C1 C9", "M5 M9")
    state.apply(Card("S", 5))
    data = saved(state)
    data["pending"] = saved(at_choice())["pending"]
    assert (refusal(data).field, refusal(data).rule) == ("pending", "DI-4")


def test_cones_hold_the_bottom_of_each_stack_and_no_4th_scoop_before_the_end():
    state = at_choice()
    state.apply(Take("S"))
    data = saved(state)
    data["cones"][1][0].append(["C", 1])
    assert (refusal(data).field, refusal(data).rule) == ("taken", "DI-1")
    data["taken"]["C"] = 1
    assert refusal(data).field == "cones"  # not the scoop seat 1 took last (DI-4)
    data = saved(state)
    data["cones"][0][0][0] = ["M", 2]
    assert (refusal(data).field, refusal(data).rule) == ("cones", "DI-1")
    full = [[[("S", 1), ("S", 1), ("S", 2)]], [[]], [[]]]
    data = saved(ice("C5", "C3", "C4", cones=full))
    data["cones"][0][0].append(["C", 1])
    data["taken"]["C"] = 1
    assert (refusal(data).field, refusal(data).rule) == ("cones", "DI-6")  # DI-6: a 4th


def test_trophies_fit_over_and_the_target():
    data = saved(Dokitto.new_game(4, seed=1))
    data["trophies"][2] = 3  # the target reached, yet the game goes on
    assert (refusal(data).field, refusal(data).rule) == ("over", "DI-9")
    data["trophies"][2] = 4
    assert (refusal(data).field, refusal(data).rule) == ("trophies", "DI-9")
    data = saved(Dokitto.new_game(4, seed=1))
    data["over"] = True
    assert refusal(data).field == "over"


def test_the_history_is_the_tricks_the_rules_played():
    state = mid_game(4, 30)
    data = saved(state)
    data["trick_history"][0]["result"]["winner"] = (
        data["trick_history"][0]["result"]["winner"] + 1) % 4
    assert (refusal(data).field, refusal(data).rule) == ("trick_history", "DI-3")
    data = saved(state)
    data["round_number"] += 1
    assert refusal(data).field in ("round_number", "last_round", "leader", "start_player")
    data = saved(state)
    data["last_round"] = {"points": [0, 0, 0, 0], "winners": [0], "busted": [],
                          "rule": {"kind": "most_points", "top": 0, "rule": "DI-8"}}
    assert (refusal(data).field, refusal(data).rule) == ("last_round", "DI-8")


def test_a_finished_game_keeps_its_last_round():
    state = Dokitto.new_game(3, seed=2, target=1)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    assert Dokitto.from_json(state.to_json()) == state
    data = saved(state)
    data["last_round"]["points"][0] += 1
    assert refusal(data).field == "last_round"  # DI-7: the final cones and won cards say
    data = saved(state)
    data["over"] = False
    assert refusal(data).field == "over"


def finished() -> Dokitto:
    state = Dokitto.new_game(3, seed=2, target=1)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    return state


def _options(value):
    def change(data):
        data["options"][0][0] = value
    return change


def _pending_rule(value):
    def change(data):
        data["pending"]["rule"] = value
    return change


TRICK_KINDS = "highest_wins, lowest_wins, later_wins"


@pytest.mark.parametrize("state, change, message, field, rule", [
    (at_choice, _options("V"),
     "options[0][0] must be a colour in play, one of S, C, M, got 'V' (DI-2)", "options", "DI-2"),
    (at_choice, _options(5),
     "options[0][0] must be a colour in play, one of S, C, M, got 5 (DI-2)", "options", "DI-2"),
    (at_choice, _pending_rule({"kind": "nope"}), "pending.rule must be a reason the words can "
     f"say, of kind {TRICK_KINDS}, got {{'kind': 'nope'}} (DI-3)", "pending", "DI-3"),
    (at_choice, _pending_rule({"kind": "highest_wins"}),  # no colour: the words cannot say it
     f"pending.rule must be a reason the words can say, of kind {TRICK_KINDS}, got "
     "{'kind': 'highest_wins'} (DI-3)", "pending", "DI-3"),
    (at_choice, _pending_rule("x"), "pending.rule must be a reason the words can say, of kind "
     f"{TRICK_KINDS}, got 'x' (DI-3)", "pending", "DI-3"),
    (finished, lambda d: d["last_round"].__setitem__("rule", {"kind": "lowest_wins"}),
     "last_round.rule must be a reason the words can say, of kind most_points, more_scoops, "
     "more_ones, shared, got {'kind': 'lowest_wins'} (DI-8)", "last_round", "DI-8"),
])
def test_a_tampered_colour_or_reason_is_refused_in_these_words(state, change, message, field,
                                                              rule):
    """The colour and reason codecs' sentences, fields and rulings, word for word."""
    data = saved(state())
    change(data)
    err = refusal(data)
    assert (str(err), err.field, err.rule) == (message, field, rule)


@pytest.mark.parametrize("cones, message, rule", [
    ([[[]], [[]]], "cones: give each of the 3 seats 1 cone(s), got [[[]], [[]]]", ""),
    ([[[("V", 1)]], [[]], [[]]], "seat 0: 'V' is not a colour in play", "DI-2"),
])
def test_a_setup_with_cones_that_do_not_fit_is_refused_in_these_words(cones, message, rule):
    with pytest.raises(SetupError) as err:
        ice("S5 S9", "C1 C9", "M5 M9", cones=cones)
    assert (str(err.value), err.value.field, err.value.rule) == (message, "cones", rule)


def two_rounds() -> Dokitto:
    """Three players, the first trick of round 2 played."""
    state = Dokitto.new_game(3, seed=2, target=3)
    while state.round_number < 2:
        state.apply(state.legal_actions()[-1])
    state.apply(state.legal_actions()[-1])
    return state


def _hist(key, value, index=0):
    def change(data):
        entry = data["trick_history"][index]
        entry[key] = value(entry[key]) if callable(value) else value
    return change


def _swap_first_two_plays(plays):
    return [plays[1], plays[0], *plays[2:]]


def _play_first_card_twice(plays):
    return [plays[0], [plays[1][0], plays[0][1]], *plays[2:]]


def _other_flavour(data):
    played = {colour for _, (colour, _) in data["trick_history"][0]["plays"]}
    data["trick_history"][0]["take"][0] = next(c for c in data["colours"] if c not in played)


def _set_field(key, value):
    def change(data):
        data[key] = value
    return change


def _mid():
    return mid_game(4, 30)


H0 = "trick_history[0]"


@pytest.mark.parametrize("state, change, message, field, rule", [
    (_mid, lambda d: d["hands"][0].__setitem__(0, ["Z", 1]),
     "hands[0][0] must be a card in play, [colour, number], got ['Z', 1] (DI-2)", "hands",
     "DI-2"),
    (_mid, _set_field("colours", "SCMV"),
     "colours must be a list of colour letters, got 'SCMV' (DI-2)", "colours", "DI-2"),
    (_mid, _set_field("colours", ["S", "C", "M"]),
     "colours must be S, C, M, V, got ['S', 'C', 'M'] (DI-2)", "colours", "DI-2"),
    (at_choice, _set_field("colours", ["S", "M", "C"]),
     "colours must be three of S, C, M, V in order, got ['S', 'M', 'C'] (DI-2)", "colours",
     "DI-2"),
    (two_rounds, _hist("round", 2),
     "trick_history[1]: the tricks must be in the order of their rounds", "trick_history", ""),
    (_mid, _hist("plays", _swap_first_two_plays),
     f"{H0}: every seat plays once, in turn from the leader", "trick_history",
     "source: clockwise"),
    (_mid, _hist("plays", _play_first_card_twice), f"{H0}: a card is played twice",
     "trick_history", "DI-2"),
    (_mid, _hist("result", lambda r: {**r, "winner": (r["winner"] + 1) % 4}),
     f"{H0}: the result must be the trick's winner by DI-3", "trick_history", "DI-3"),
    (_mid, _other_flavour, f"{H0}: the winner takes a colour of the played cards (DI-4)",
     "trick_history", "DI-4"),
    (_mid, _hist("scoop", lambda s: ["M", s[1]]),
     f"{H0}: the winner takes a colour of the played cards (DI-4)", "trick_history", "DI-4"),
])
def test_a_tampered_card_colour_or_trick_is_refused_in_these_words(state, change, message,
                                                                   field, rule):
    """The card and colour codecs' and the trick history's sentences, word for word."""
    data = saved(state())
    change(data)
    err = refusal(data)
    assert (str(err), err.field, err.rule) == (message, field, rule)
