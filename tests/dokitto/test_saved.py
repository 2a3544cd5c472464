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


# --- every other refusal of a saved state, word for word ---------------------------------
# Each case tampers a valid state's JSON as little as it takes to reach one check, and
# where a check joins conditions with "or"/"and" there is a case for each condition alone.

def _at(data, path):
    for key in path:
        data = data[key]
    return data


def _put(*path_and_value):
    """``_put("last_round", "winners", [2, 2])``: set one value of the JSON."""
    *path, value = path_and_value

    def change(data):
        _at(data, path[:-1])[path[-1]] = value
    return change


def _move(src, dst, item=None):
    """Move a card (the last, or ``item``) from the list at path ``src`` to ``dst``."""
    def change(data):
        pile = _at(data, src)
        _at(data, dst).append(pile.pop() if item is None else pile.pop(pile.index(item)))
    return change


def _all(*changes):
    def change(data):
        for one in changes:
            one(data)
    return change


def _copy_from(make, *path):
    """Put the value at ``path`` of another state's JSON (of ``make()``) into this one."""
    def change(data):
        _at(data, path[:-1])[path[-1]] = _at(saved(make()), path)
    return change


def play_out(players: int, seed: int, pick: int) -> Dokitto:
    """A one-round game (target 1) played to its end, always the ``pick``-th move."""
    state = Dokitto.new_game(players, seed=seed, target=1)
    while not state.is_over:
        state.apply(state.legal_actions()[pick])
    return state


def _bust_end() -> Dokitto:
    """Three players, over after 6 tricks: seat 1 (the leader) took a 4th scoop."""
    state = play_out(3, 0, 0)
    assert state.leader == 1 and [len(cone) for cone in state.cones[1]] == [4]
    assert [len(hand) for hand in state.hands] == [3, 3, 3]
    return state


def _three_scoops_end() -> Dokitto:
    """Three players, over with empty hands and cones of three scoops (no 4th)."""
    state = play_out(3, 0, -1)
    assert not state.hands[0] and [len(cs[0]) for cs in state.cones] == [3, 3, 2]
    return state


def _chosen() -> Dokitto:
    """``at_choice`` after seat 1 took strawberry: one trick of round 1 done."""
    state = at_choice()
    state.apply(Take("S"))
    return state


def _round_start(players: int = 3) -> Dokitto:
    """Round 2 before its first card (seed 2, target 3)."""
    state = Dokitto.new_game(players, seed=2, target=3)
    while state.round_number < 2:
        state.apply(state.legal_actions()[-1])
    return state


def _led_by_seat_1(*cards: str) -> Dokitto:
    state = ice("S1 S2", "C1 C2", "M1 M2", start_player=1)
    return ice_play(state, *cards)


def _two_colours_at_choice() -> Dokitto:
    """A complete trick of two colours: its winner (seat 1) has two choices."""
    state = ice_play(ice("S5 S9", "C1 C9", "S3 M9"), "S5", "C1", "S3")
    assert state.options == [Take("S"), Take("C")]
    return state


FULL_CONES = [[[("S", 1), ("S", 1), ("S", 2)]], [[("C", 1), ("C", 1), ("C", 2)]],
              [[("M", 1), ("M", 1), ("M", 2)]]]


def _stacks_gone() -> Dokitto:
    """No scoop left of S, C or M; two cards of a trick played (a third would settle it)."""
    state = ice("S5 S9", "C1 C9", "M5 M9", cones=FULL_CONES, target=2)
    return ice_play(state, "S5", "C1")


def _complete_the_trick(data):
    """Seat 2 plays M5 and the trick waits for a choice (as ``at_choice``'s does)."""
    _move(("hands", 2), ("trick",), ["M", 5])(data)
    data["trick"][-1] = [2, data["trick"][-1]]
    _copy_from(at_choice, "pending")(data)
    data["options"] = [["S", 0]]


def _two_player_after(moves: int) -> Dokitto:
    """Two players, 10 cards each: one trick and its choice (3 moves), then the next."""
    state = Dokitto.new_game(2, seed=3)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    assert len(state.trick_history) == 1 and len(state.trick) == moves - 3
    return state


def _right_cone() -> Dokitto:
    """Two players: seat 0 won a trick and put strawberry on its right cone."""
    state = ice_play(ice("S5 S6", "S1 C6"), "S5", "S1", Take("S", 1))
    assert state.cones[0] == [[], [("S", 1)]]
    return state


def _second_full_cone(data):
    """Seat 0 too gets a 4th scoop (matcha 2, strawberry 1): the result and trophies
    follow (both busted, seat 2 wins with 0 points)."""
    data["cones"][0][0] += [["M", 2], ["S", 1]]
    data["taken"].update(M=3, S=2)
    data["last_round"] = {"points": [0, 0, 0], "winners": [2], "busted": [0, 1],
                          "rule": {"kind": "most_points", "top": 0, "rule": "DI-8"}}
    data["trophies"] = [0, 0, 1]


def _last_round(**values):
    def change(data):
        data["last_round"].update(values)
    return change


def _rotate_trick_4(data):
    """The 4th trick of ``_mid`` with every seat moved on by one (seat 1 leads it, the
    next seat wins it): a trick the rules could play, but not led by the last winner."""
    trick = data["trick_history"][3]
    trick["plays"] = [[(seat + 1) % 4, card] for seat, card in trick["plays"]]
    trick["result"]["winner"] = (trick["result"]["winner"] + 1) % 4


def _new_leader(data):
    data["start_player"] = data["leader"] = 1


def _swap_seats_1_and_2(data):
    data["trick"][1][0], data["trick"][2][0] = data["trick"][2][0], data["trick"][1][0]


def _from_aside_to_every_hand(data):
    for hand in data["hands"]:
        hand.append(data["aside"].pop())


def _hands_to_aside(data):
    for hand in data["hands"]:
        data["aside"].append(hand.pop())


def _s3_for_seat_1(data):
    """Seat 1, who played no strawberry, swaps its last card for S3 (set aside)."""
    _move(("hands", 1), ("aside",))(data)
    _move(("aside",), ("hands", 1), ["S", 3])(data)


def _leader_plays_to_the_trick(data):
    data["trick"] = [[data["leader"], data["hands"][data["leader"]].pop()]]


ONE_PLACE = "each card of the deck is in one place (DI-2)"
WINNERS = ("last_round.winners must have the most points, not have taken a 4th scoop, and "
           "the reason must say so (DI-8)")
TROPHIES = ("each round winner gets a trophy, and the game ends in the round a seat reaches "
            "the target (DI-9)")
MUST_FOLLOW = ("seat 1 did not follow strawberry this round and so holds none", "hands",
               "source: must follow")


@pytest.mark.parametrize("state, change, words", [
    # _validate_cards: every card of the deck in exactly one place (DI-2)
    (at_choice, lambda d: d["aside"].append(d["hands"][1][0]),
     (f"chocolate 9 is in hands and in aside: {ONE_PLACE}", "aside", "DI-2")),
    (_chosen, lambda d: d["aside"].append(d["won"][1][0]),
     (f"strawberry 5 is in aside and in won: {ONE_PLACE}", "won", "DI-2")),
    (_chosen, lambda d: d["won"][0].append(d["won"][1][0]),
     (f"strawberry 5 is in won and in won: {ONE_PLACE}", "won", "DI-2")),
    (at_choice, lambda d: d["hands"][2].append(d["trick"][0][1]),
     (f"strawberry 5 is in hands and in trick: {ONE_PLACE}", "trick", "DI-2")),
    (_chosen, lambda d: d["hands"][0].pop(),
     ("strawberry 9 is nowhere: every card in play is in a hand, the trick, a won pile or set "
      "aside (DI-2)", "aside", "DI-2")),
    # _validate_end: over, last_round and trophies fit the end of the game (DI-6, DI-8, DI-9)
    (lambda: Dokitto.new_game(4, seed=1), _put("trophies", 2, 3),
     ("over must say whether a seat has 3 trophies (DI-9)", "over", "DI-9")),
    (lambda: Dokitto.new_game(4, seed=1), _put("over", True),
     ("over must say whether a seat has 3 trophies (DI-9)", "over", "DI-9")),
    (finished, _put("over", False),
     ("over must say whether a seat has 1 trophy (DI-9)", "over", "DI-9")),
    (finished, _put("last_round", None),  # over in round 1: its result is kept
     ("last_round is the result of the round before, once a round has ended", "last_round",
      "DI-8")),
    (two_rounds, _put("last_round", None),
     ("last_round is the result of the round before, once a round has ended", "last_round",
      "DI-8")),
    (at_choice, _copy_from(finished, "last_round"),
     ("last_round is the result of the round before, once a round has ended", "last_round",
      "DI-8")),
    (finished, _put("round_number", 2),
     ("the game ends with a trick of its last round, round_number 2", "round_number", "DI-6")),
    (_three_scoops_end, _move(("aside",), ("hands", 0)),
     ("the game ended with cards in hand but no 4th scoop (DI-6)", "over", "DI-6")),
    (finished, _put("last_round", "winners", [2, 2]),
     ("last_round.winners must be seats in order, each once", "last_round", "DI-8")),
    (finished, _put("last_round", "busted", [1, 0]),
     ("last_round.busted must be seats in order, each once", "last_round", "DI-8")),
    (finished, _put("last_round", "points", [5, 6, 15]),
     ("last_round must be the result of the cones and won cards of the game's last round "
      "(DI-7, DI-8)", "last_round", "DI-8")),
    (two_rounds, _last_round(winners=[1]), (WINNERS, "last_round", "DI-8")),
    (two_rounds, _all(_last_round(points=[14, 6, 14], winners=[0, 2]),
                      _put("trophies", [1, 0, 1])),  # a tie, but "most points"
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(rule={"kind": "shared", "top": 14, "scoops": 1, "ones": 1,
                                   "rule": "DI-8"}),  # one winner, but "shared"
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(rule={"kind": "most_points", "top": 14, "scoops": 1,
                                   "rule": "DI-8"}),  # a tie-break it did not need
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(rule={"kind": "more_scoops", "top": 14, "scoops": 2, "ones": 1,
                                   "rule": "DI-8"}),
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(rule={"kind": "most_points", "top": 14}),  # no ruling
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(rule={"kind": "most_points", "top": 13, "rule": "DI-8"}),
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(rule={"kind": "most_points", "top": 14, "rule": "DI-8, DI-11"}),
     (WINNERS, "last_round", "DI-8")),  # DI-11 is for a cone dropped by two players
    (two_rounds, _all(_last_round(points=[0, 0, 0], winners=[0, 2], busted=[0], rule={
        "kind": "shared", "top": 0, "scoops": 0, "ones": 0, "rule": "DI-8"}),
        _put("trophies", [1, 0, 1])),  # seat 0 took a 4th scoop: it cannot win (DI-8)
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(busted=[0, 1, 2]), (WINNERS, "last_round", "DI-8")),
    (lambda: _round_start(2), _last_round(points=[3, 0], winners=[0], busted=[0], rule={
        "kind": "most_points", "top": 3, "rule": "DI-8"}),  # 2p: a dropped cone is DI-11
     (WINNERS, "last_round", "DI-8")),
    (lambda: _round_start(2), _last_round(points=[3, 0], winners=[0], busted=[], rule={
        "kind": "most_points", "top": 3, "rule": "DI-8, DI-11"}),
     (WINNERS, "last_round", "DI-8")),
    (two_rounds, _last_round(points=[5, 14, 6], winners=[1]), (TROPHIES, "trophies", "DI-9")),
    (finished, _put("trophies", [1, 0, 1]), (TROPHIES, "trophies", "DI-9")),
    # _validate_cones: the scoops on the cones come from the bottom of their stacks (DI-1)
    (at_choice, _put("taken", "V", 0),
     ("taken must count the scoops taken of each colour in play ('S', 'C', 'M'), got "
      "['C', 'M', 'S', 'V']", "taken", "DI-1")),
    (at_choice, lambda d: d["taken"].pop("C"),
     ("taken must count the scoops taken of each colour in play ('S', 'C', 'M'), got "
      "['M', 'S']", "taken", "DI-1")),
    (at_choice, lambda d: d["cones"][2][0].extend([["S", 1], ["S", 1], ["S", 2]]),
     ("seat 2: a cone with 4 scoops would already have ended the round (DI-6)", "cones",
      "DI-6")),
    (at_choice, _put("cones", 0, 0, 0, ["M", 2]),
     ("the matcha scoops on the cones must be the bottom of its stack (1, 1, 2) (DI-1), got "
      "[2, 1]", "cones", "DI-1")),
    (_chosen, lambda d: d["cones"][1][0].append(["C", 1]),
     ("taken must count the chocolate scoops on the cones, 1, got 0", "taken", "DI-1")),
    (_bust_end, _put("leader", 0),  # seat 1's 4th scoop would have ended the round
     ("only the winner of the last trick can have a cone with a 4th scoop: it ended the round "
      "at once (DI-6)", "cones", "DI-6")),
    (_bust_end, _all(_second_full_cone, _put("leader", 0)),  # two cones with a 4th scoop
     ("only the winner of the last trick can have a cone with a 4th scoop: it ended the round "
      "at once (DI-6)", "cones", "DI-6")),
    # _validate_history: this round's tricks as the rules play them (DI-4, DI-5, DI-10)
    (two_rounds, _put("round_number", 3),
     ("round_number must follow the tricks of rounds 1 to 2 in trick_history", "round_number",
      "")),
    (_mid, _put("start_player", 2),
     ("seat 2 leads this round's trick 1, not seat 0 (DI-10)", "start_player", "DI-10")),
    (_mid, _rotate_trick_4,
     ("seat 0 leads this round's trick 4, not seat 1 (DI-10)", "trick_history", "DI-10")),
    (_mid, _put("leader", 1),
     ("leader must be seat 0, who won the last trick or starts the round (DI-10)", "leader",
      "DI-10")),
    (_round_start, _new_leader,
     ("start_player must be the winner of the last round's last trick (DI-10)",
      "start_player", "DI-10")),
    (_mid, _move(("won", 2), ("won", 1)),
     ("won[2] must end with the cards of the tricks seat 2 won this round (DI-5)", "won",
      "DI-5")),
    (_chosen, _all(_put("cones", 1, 0, []), _put("taken", "S", 0)),  # a scoop too few
     ("cones[1] must end with the scoops seat 1 took this round (DI-4)", "cones", "DI-4")),
    (_chosen, _all(lambda d: d["cones"][1][0].append(["C", 1]), _put("taken", "C", 1)),
     ("cones[1] must end with the scoops seat 1 took this round (DI-4)", "cones", "DI-4")),
    (_right_cone, _put("cones", 0, [[["S", 1]], []]),  # on the left cone, not the right
     ("cones[0] must end with the scoops seat 0 took this round (DI-4)", "cones", "DI-4")),
    (at_choice, _s3_for_seat_1, MUST_FOLLOW),  # in the trick in play
    (_chosen, _s3_for_seat_1, MUST_FOLLOW),  # in a finished trick of this round
    # _validate_trick: the trick in play, the hands that fit it and the choice it waits for
    (lambda: _led_by_seat_1("C1", "M1", "S1"), _swap_seats_1_and_2,
     ("trick[1] is seat 2's card, in turn from the leader 1", "trick", "source: clockwise")),
    (_chosen, _move(("hands", 2), ("aside",)),
     ("every hand must hold the same number of cards at the start of a trick, got [1, 1, 0]",
      "hands", "DI-2")),
    (lambda: _led_by_seat_1("C1"), _move(("aside",), ("hands", 1), ["C", 3]),
     ("with 1 card(s) in the trick the hands must hold [3, 2, 3] cards, got [2, 2, 2]",
      "hands", "DI-2")),
    (lambda: _led_by_seat_1("C1"), _move(("aside",), ("hands", 2), ["M", 3]),
     ("with 1 card(s) in the trick the hands must hold [2, 1, 2] cards, got [2, 1, 3]",
      "hands", "DI-2")),
    (lambda: _two_player_after(3), _from_aside_to_every_hand,
     ("hands of 10 cards after 1 trick(s) this round are more than the deal of 10 (DI-2)",
      "hands", "DI-2")),
    (lambda: _two_player_after(4), _from_aside_to_every_hand,  # one card in the trick
     ("hands of 10 cards after 1 trick(s) this round are more than the deal of 10 (DI-2)",
      "hands", "DI-2")),
    (_bust_end, _leader_plays_to_the_trick, ("a finished game has no trick", "trick", "DI-9")),
    (_bust_end, lambda d: d.__setitem__("pending", d["trick_history"][-1]["result"]),
     ("a finished game has no pending", "pending", "DI-9")),
    (_bust_end, _put("options", [["S", 0]]),
     ("a finished game has no options", "options", "DI-9")),
    (_chosen, _hands_to_aside,
     ("the hands are empty, so the round has ended (DI-6)", "hands", "DI-6")),
    (lambda: _led_by_seat_1("C1"), _copy_from(at_choice, "pending"),
     ("a choice waits only once every seat has played to the trick (DI-4)", "pending",
      "DI-4")),
    (_chosen, _put("options", [["S", 0]]),
     ("a choice waits only once every seat has played to the trick (DI-4)", "options",
      "DI-4")),
    (at_choice, _put("pending", "winner", 2),
     ("pending must be the winner of the trick in play (DI-3)", "pending", "DI-3")),
    (at_choice, _put("pending", None),
     ("pending must be the winner of the trick in play (DI-3)", "pending", "DI-3")),
    (_stacks_gone, _complete_the_trick,
     ("a trick whose winner has nothing to choose is settled at once (DI-12)", "trick",
      "DI-12")),
    (_two_colours_at_choice, lambda d: d["options"].pop(),
     ("options must be the winner's choices [Take(colour='S', cone=0), Take(colour='C', "
      "cone=0)]", "options", "DI-4")),
    (lambda: ice_play(ice("S5 S6", "S1 C6"), "S5", "S1"), lambda d: d["options"].pop(),
     ("options must be the winner's choices [Take(colour='S', cone=0), Take(colour='S', "
      "cone=1)]", "options", "DI-4")),  # 2 players: either cone (DI-4)
])
def test_a_state_the_rules_cannot_reach_is_refused_in_these_words(state, change, words):
    """``_validate``'s sentences, fields and rulings, word for word, in the order it checks:
    the cards, the end, the cones, the history, the trick in play."""
    data = saved(state())
    change(data)
    err = refusal(data)
    assert (str(err), err.field, err.rule) == words


@pytest.mark.parametrize("state, change", [
    (_bust_end, lambda d: None),  # the leader's 4th scoop ended the round (DI-6)
    (_three_scoops_end, lambda d: None),  # three scoops are not a 4th
    (_stacks_gone, lambda d: None),  # cones of three scoops before the end
    (_two_colours_at_choice, lambda d: None),  # two choices wait
    (_round_start, lambda d: None),
    (lambda: _round_start(2), lambda d: None),  # a dropped cone in the last round (DI-11)
    (two_rounds, _all(_last_round(points=[0, 0, 0], winners=[1, 2], busted=[0], rule={
        "kind": "shared", "top": 0, "scoops": 0, "ones": 0, "rule": "DI-8"}),
        _put("trophies", [0, 1, 1]))),  # the seat with a 4th scoop is not among them
    (two_rounds, _last_round(rule={"kind": "more_scoops", "top": 14, "scoops": 2,
                                   "rule": "DI-8"})),
    (two_rounds, _last_round(rule={"kind": "more_ones", "top": 14, "scoops": 2, "ones": 1,
                                   "rule": "DI-8"})),
    (lambda: _round_start(2), _last_round(points=[3, 0], winners=[0], busted=[0], rule={
        "kind": "most_points", "top": 3, "rule": "DI-8, DI-11"})),  # 2p: may still win
    (lambda: _round_start(2), _last_round(points=[3, 0], winners=[0], busted=[], rule={
        "kind": "most_points", "top": 3, "rule": "DI-8"})),
])
def test_a_state_next_to_a_refused_one_is_read_back(state, change):
    """The other side of the refusals above: what the rules can reach is read back."""
    data = saved(state())
    change(data)
    assert saved(Dokitto.from_json(json.dumps(data))) == data


@pytest.mark.parametrize("state, change, words", [
    (_mid, _put("hands", 0, 0, v), (f"hands[0][0] must be a card in play, [colour, number], "
                                    f"got {v!r} (DI-2)", "hands", "DI-2"))
    for v in (["S"], ["S", 1, 2], [1, 1], ["S", "1"], ["S", 1.0], ["S", True], "S1",
              ["S", 11], ["S", 0])
] + [
    (at_choice, _put("hands", 0, 0, ["V", 1]),  # vanilla is not in this 3-player game
     ("hands[0][0] must be a card in play, [colour, number], got ['V', 1] (DI-2)", "hands",
      "DI-2")),
    (lambda: Dokitto.new_game(2, seed=1), _put("hands", 0, 0, ["S", 7]),  # 2p: 1-6 only
     ("hands[0][0] must be a card in play, [colour, number], got ['S', 7] (DI-2)", "hands",
      "DI-2")),
    (_mid, _put("colours", [1, 2, 3, 4]),
     ("colours must be a list of colour letters, got [1, 2, 3, 4] (DI-2)", "colours", "DI-2")),
    (_mid, _put("colours", ["S", "C", 1, "V"]),
     ("colours must be a list of colour letters, got ['S', 'C', 1, 'V'] (DI-2)", "colours",
      "DI-2")),
] + [
    (lambda: Dokitto.new_game(2, seed=1), _put("two_player_hand", v),
     (f"two_player_hand must be 10 (4 cards aside) or 12 (none aside), got {v!r} (DI-2)",
      "two_player_hand", "DI-2"))
    for v in (11, 10.0, "10")
])
def test_a_tampered_card_colours_or_hand_size_is_refused_in_these_words(state, change, words):
    """The card, colours and hand-size codecs: each condition of their checks alone."""
    data = saved(state())
    change(data)
    err = refusal(data)
    assert (str(err), err.field, err.rule) == words


FOUR = ("S1", "C1", "M1", "V1")  # a 4-player position, one card each
TEN = " or ".join(str(n) for n in range(1, 11))  # "1 or 2 or ... or 10"


@pytest.mark.parametrize("make, words", [
    (lambda: Dokitto.new_game(5), ("Doki-tto! Ice is for 2-4 players (DI-2), got 5",
                                   "num_players", "DI-2")),
    (lambda: Dokitto.new_game(1), ("Doki-tto! Ice is for 2-4 players (DI-2), got 1",
                                   "num_players", "DI-2")),
    (lambda: Dokitto.new_game(4, start_player=4),
     ("start_player must be a seat 0..3, got 4", "start_player", "")),
    (lambda: Dokitto.new_game(4, target=0),
     ("target must be a whole number from 1, got 0 (DI-9)", "target", "DI-9")),
    (lambda: Dokitto.new_game(2, two_player_hand=11),
     ("two_player_hand must be 10 (4 cards aside) or 12 (none aside), got 11 (DI-2)",
      "two_player_hand", "DI-2")),
    (lambda: Dokitto.new_game(2, two_player_hand=10.0),  # a number, but not whole
     ("two_player_hand must be 10 (4 cards aside) or 12 (none aside), got 10.0 (DI-2)",
      "two_player_hand", "DI-2")),
    (lambda: ice(*FOUR, trophies=5),
     ("trophies must be a list of 4 counts, got 5 (DI-9)", "trophies", "DI-9")),
    (lambda: ice(*FOUR, trophies={0, 1, 2, 3}),  # four counts, but not a list
     ("trophies must be a list of 4 counts, got {0, 1, 2, 3} (DI-9)", "trophies", "DI-9")),
    (lambda: ice(*FOUR, trophies=[0, 0, 0]),
     ("trophies must be a list of 4 counts, got [0, 0, 0] (DI-9)", "trophies", "DI-9")),
    (lambda: ice(*FOUR, trophies=[0, 0, 0, 3]),
     ("trophies[3] must be a whole number from 0 to 2, got 3 (DI-9)", "trophies", "DI-9")),
    (lambda: ice(*FOUR, won=[[], []]), ("need one won pile per player (4), got 2", "won", "")),
    (lambda: Dokitto(2, [[], []]), (f"seat 0 must hold exactly {TEN} cards, got 0", "", "")),
    (lambda: ice("S1 S2 S3 S4 S5 S6 C1 C2 C3 C4 C5", "M1 M2 M3 M4 M5 M6 V1 V2 V3 V4 V5"),
     (f"seat 0 must hold exactly {TEN} cards, got 11", "", "")),  # a deal of 10 (DI-2)
    (lambda: ice("S1 S2", "C1 C2", cones=[[[]], [[]]]),  # two cones each with 2 players
     ("cones: give each of the 2 seats 2 cone(s), got [[[]], [[]]]", "cones", "")),
    (lambda: Dokitto.new_game(4, seed=1).view(4),
     ("player must be a seat 0..3, got 4", "player", "")),
])
def test_a_setup_out_of_range_is_refused_in_these_words(make, words):
    """``new_game``'s, the constructor's and ``view``'s argument checks, word for word."""
    with pytest.raises(SetupError) as err:
        make()
    assert (str(err.value), err.value.field, err.value.rule) == words
