"""Doki-tto! Ice bots: the heuristic's rules of thumb, consistent sampling, the expert
(information-set search) and the expert it replaced (trick search, kept to compare)."""

import random

import pytest

from pointyrules.dokitto.bots import (
    WORLDS,
    ExpertBot,
    HeuristicBot,
    RandomBot,
    RoundSim,
    TrickSearchBot,
    sample_world,
    trick_search,
    voids,
)
from pointyrules.dokitto.rules import Card, Dokitto, Take

from ..helpers import ice, ice_cards, ice_play

FULL = [("S", 1), ("S", 1), ("C", 1)]  # a cone at the limit of three scoops


# --- heuristic ------------------------------------------------------------------------------
def test_heuristic_never_takes_a_fourth_scoop_when_an_empty_stack_was_played():
    # seat 0's cone is full; matcha's stack is empty, so matcha gives no scoop (DI-4)
    cones = [[FULL], [[("M", 1), ("M", 1)]], [[("M", 2)]]]
    state = ice("S1 S9", "C5 C9", "M5 M9", cones=cones)
    ice_play(state, "S1", "C5", "M5")
    assert HeuristicBot().choose(state) == Take("M")


def test_heuristic_puts_the_scoop_on_the_other_cone_with_two_players():
    state = ice("S1 S6", "C5 C6", cones=[[FULL, []], [[], []]])
    ice_play(state, "S1", "C5")
    assert HeuristicBot().choose(state).cone == 1


def test_heuristic_takes_the_colour_it_has_won_most_of():
    state = ice("M1 S9", "C5 C9", "C6 S8", won=[ice_cards("C1 C2 C3"), [], []])
    ice_play(state, "M1", "C5", "C6")
    assert HeuristicBot().choose(state) == Take("C")


def last_to_play(cones=None):
    """Seat 1 plays last to matcha 5, 6, 7: its 8 would take the trick, its 2 would not."""
    state = ice("M7 S9 C4", "M2 M8 C3", "M5 M9 V2", "M6 V9 V3", cones=cones, start_player=2)
    return ice_play(state, "M5", "M6", "M7")


def test_heuristic_with_a_full_cone_plays_a_card_that_does_not_win():
    assert HeuristicBot().choose(last_to_play([[[]], [FULL], [[]], [[]]])) == Card("M", 2)


def test_heuristic_with_room_plays_a_winning_card():
    assert HeuristicBot().choose(last_to_play()) == Card("M", 8)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_heuristic_always_chooses_a_legal_action(n):
    state = Dokitto.new_game(n, seed=n, target=1)
    bot = HeuristicBot()
    while not state.is_over:
        action = bot.choose(state)
        assert action in state.legal_actions()
        state.apply(action)


def test_heuristic_beats_random_players_clearly():
    wins = 0
    for seed in range(60):
        state = Dokitto.new_game(4, seed=seed, start_player=seed % 4)
        bots = {0: HeuristicBot(), 1: RandomBot(1), 2: RandomBot(2), 3: RandomBot(3)}
        while not state.is_over:
            state.apply(bots[state.current_player].choose(state))
        wins += 0 in state.winners()
    assert wins >= 25  # a random seat wins about 15 of 60; the heuristic about 38


# --- what a seat can know ------------------------------------------------------------------
def test_voids_are_read_from_cards_that_did_not_follow():
    state = ice("S1 S9 C2", "C5 C9 S3", "M5 M9 M2", "V5 S2 V9")
    ice_play(state, "S1", "S3", "M5", "S2")  # seat 2 showed no strawberry
    assert voids(state.view(0)) == [set(), set(), {"S"}, set()]


def test_sampled_worlds_respect_hand_sizes_voids_and_seen_cards():
    state = Dokitto.new_game(4, seed=8)
    bots = HeuristicBot()
    for _ in range(14):
        state.apply(bots.choose(state))
    view = state.view(state.current_player)
    lacks = voids(view)
    rng = random.Random(1)
    for _ in range(30):
        hands, aside = sample_world(view, rng)
        assert [len(h) for h in hands] == list(view.hand_sizes) and aside == []
        assert hands[view.player] == list(view.hand)
        for seat, hand in enumerate(hands):
            assert not {c.colour for c in hand} & lacks[seat]
        hidden = sorted(c for s, h in enumerate(hands) if s != view.player for c in h)
        assert hidden == sorted(c for s, h in enumerate(state.hands) if s != view.player
                                for c in h)  # the same cards, maybe elsewhere


def test_sampling_uses_no_hidden_information():
    # Two games alike in everything seat 0 can see, different in the others' hands.
    a = ice("S1 S9", "C5 C9", "M5 M9", "V5 V9")
    b = ice("S1 S9", "V5 C9", "M5 M9", "C5 V9")
    assert a.view(0) == b.view(0)
    assert sample_world(a.view(0), random.Random(3)) == sample_world(b.view(0), random.Random(3))
    assert ExpertBot(seed=3, budget_ms=None).choose(a) == \
        ExpertBot(seed=3, budget_ms=None).choose(b)


# --- expert ---------------------------------------------------------------------------------
def test_trick_search_bot_reports_its_budget_and_is_repeatable():
    state = Dokitto.new_game(4, seed=5)
    bot = TrickSearchBot(seed=2, worlds=4, budget_ms=None)
    first = bot.choose(state)
    report = bot.last_report
    assert report["worlds"] == 4 and report["playouts"] == 4 * len(state.legal_actions())
    assert report["seconds"] > 0 and set(report["values"]) == set(state.legal_actions())
    # it leads, so for every world and card it searched the three answers of the others
    assert report["nodes"] >= 4 * len(state.legal_actions()) * 4
    assert "trick search" in report["method"]
    assert TrickSearchBot(seed=2, worlds=4, budget_ms=None).choose(state) == first
    assert TrickSearchBot(budget_ms=None).worlds == WORLDS
    assert f"{WORLDS} sampled deals" in TrickSearchBot(budget_ms=None).budget


# A position where the rule of thumb walks into a 4th scoop and the search does not.
# Three players; seat 1's cone is full. Trick 1 showed that seat 2 has no strawberry.
# In trick 2 strawberry 5 is led: seat 1's strawberry 2 loses the trick as it stands
# (all strawberry so far), but seat 2 cannot follow, the trick becomes mixed and the
# lowest card, the 2, takes it. Strawberry 9 can never be lowest nor win a mixed trick.
def _void_behind_me() -> Dokitto:
    state = ice("S3 S5 M1", "S2 S7 S9", "M9 C3 C4", cones=[[[]], [FULL], [[]]])
    return ice_play(state, "S3", "S7", "M9", Take("M"), "S5")  # seat 0 took trick 1


def test_voids_revealed_in_the_round_bind_every_sampled_world():
    view = _void_behind_me().view(1)
    assert voids(view)[2] == {"S"}
    rng = random.Random(0)
    for _ in range(40):
        hands, aside = sample_world(view, rng)
        assert not [c for c in hands[2] if c.colour == "S"] and len(hands[2]) == 2
        assert len(aside) == view.aside_size


def test_trick_search_sees_the_mixed_trick_coming_and_plays_safe():
    state = _void_behind_me()
    assert HeuristicBot().choose(state) == Card("S", 2)  # the rule of thumb busts here
    nodes = [0]
    values, line = trick_search(RoundSim.from_state(state, state.hands), nodes)
    assert line[0] == Card("S", 9) and line[1] in ice_cards("C3 C4")
    assert values[1] == 0  # no points yet, and no 4th scoop on the best line
    sim = RoundSim.from_state(state, state.hands)
    sim.play(Card("S", 2))
    bad, bad_line = trick_search(sim)
    assert bad[1] < 0 and bad_line[0] in ice_cards("C3 C4")  # whatever seat 2 plays
    # both cards of seat 1, both answers of seat 2, and the scoop choices: all visited
    assert nodes[0] >= 1 + 2 + 4


@pytest.mark.parametrize("bot", [ExpertBot(seed=4, budget_ms=None),
                                 TrickSearchBot(seed=4, worlds=8, budget_ms=None)])
def test_expert_plays_the_card_that_is_safe_in_every_consistent_deal(bot):
    state = _void_behind_me()
    assert bot.choose(state) == Card("S", 9)
    values = bot.last_report["values"]
    assert values[Card("S", 9)] > values[Card("S", 2)]


def test_the_fast_round_simulator_ends_rounds_as_the_engine_does():
    for seed in range(12):
        n = 2 + seed % 3
        state = Dokitto.new_game(n, seed=seed, target=1, two_player_hand=10 + 2 * (seed % 2)
                                 if n == 2 else 10)
        policy = HeuristicBot()
        for _ in range(seed * 2):  # some way into the round, mid-trick too
            state.apply(policy.choose(state))
        assert not state.is_over
        sim = RoundSim.from_state(state, state.hands)
        result = sim.playout(policy)
        while not state.is_over:
            state.apply(policy.choose(state))
        assert result == state.last_round


@pytest.mark.parametrize("bot", [ExpertBot(budget_ms=None), TrickSearchBot(budget_ms=None)])
def test_expert_plays_a_forced_move_without_searching(bot):
    state = ice("S1 S9", "S5 C9", "M5 M9")
    ice_play(state, "S1")
    assert bot.choose(state) == Card("S", 5) and bot.last_report["method"] == "forced"


@pytest.mark.parametrize("bot", [ExpertBot(seed=1, budget_ms=None),
                                 TrickSearchBot(seed=1, worlds=8, budget_ms=None)])
def test_expert_with_a_full_cone_ducks_the_trick(bot):
    assert bot.choose(last_to_play([[[]], [FULL], [[]], [[]]])) == Card("M", 2)
    assert bot.last_report["values"][Card("M", 8)] < bot.last_report["values"][Card("M", 2)]


@pytest.mark.parametrize("n", [2, 3])
def test_expert_chooses_legal_actions_for_every_player_count(n):
    state = Dokitto.new_game(n, seed=1, target=1)
    bots = {s: ExpertBot(seed=s, iterations=30, budget_ms=None) if s == 0 else HeuristicBot()
            for s in range(n)}
    while not state.is_over:
        action = bots[state.current_player].choose(state)
        assert action in state.legal_actions()
        state.apply(action)


# --- the information-set search -----------------------------------------------------------
def _part_way(n: int, seed: int, moves: int) -> Dokitto:
    """A first round part-way through, played by heuristic bots."""
    state = Dokitto.new_game(n, seed=seed, start_player=seed % n)
    bot = HeuristicBot()
    for _ in range(moves):
        state.apply(bot.choose(state))
    assert state.round_number == 1
    return state


@pytest.mark.parametrize("n, seed, moves", [(4, 1, 17), (4, 6, 26), (3, 2, 20), (2, 3, 14)])
def test_every_sampled_world_replays_the_round_as_it_was_seen(n, seed, moves):
    """Rebuild each sampled world's round from its start (the sampled hands plus what each
    seat has played) and replay it on the engine: every play is legal there (must
    follow: a seat that did not follow holds none of that colour) and the seat's view
    at the end is the real one."""
    state = _part_way(n, seed, moves)
    me = state.current_player
    view = state.view(me)
    plays = [p for t in state.trick_history for p in t.plays] + list(state.trick)
    rng = random.Random(seed)
    lacks = voids(view)
    for _ in range(25):
        hands, aside = sample_world(view, rng)
        assert len(aside) == view.aside_size and hands[me] == list(view.hand)
        for seat, hand in enumerate(hands):
            assert not {c.colour for c in hand} & lacks[seat]  # a shown void stays empty
        start = [list(h) + [c for s, c in plays if s == seat] for seat, h in enumerate(hands)]
        replay = Dokitto(n, start, start_player=state.start_player)
        for record in state.trick_history:
            for _seat, card in record.plays:
                replay.apply(card)  # the engine refuses a play these hands make illegal
            if replay.pending is not None:
                replay.apply(record.take)
        for _seat, card in state.trick:
            replay.apply(card)
        assert replay.view(me) == view
        assert sorted(aside) == sorted(set(replay.deck) - {c for h in start for c in h})


def test_a_seat_that_showed_a_void_never_gets_that_colour():
    state = _void_behind_me()  # seat 2 did not follow strawberry
    view = state.view(1)
    rng = random.Random(9)
    got = set()
    for _ in range(200):
        hands, aside = sample_world(view, rng)
        assert all(c.colour != "S" for c in hands[2])
        got |= {c for c in aside if c.colour == "S"}
    # the set-aside pile may hold strawberries: it has shown nothing
    assert got


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_expert_answers_legally_without_touching_the_state(n):
    for seed in range(4):
        state = _part_way(n, seed, 3 + 5 * seed)
        before = state.to_json()
        action = ExpertBot(seed=seed, iterations=40, budget_ms=None).choose(state)
        assert action in state.legal_actions()
        assert state.to_json() == before


def test_the_expert_is_repeatable_without_a_budget():
    state = _part_way(4, 5, 9)
    first = ExpertBot(seed=7, budget_ms=None).explain(state)
    assert ExpertBot(seed=7, budget_ms=None).explain(state) == first
    assert ExpertBot(seed=7, budget_ms=None).choose(state) == first[0].action


def test_the_expert_explains_every_legal_move_best_first():
    state = _part_way(4, 2, 12)
    bot = ExpertBot(seed=3, iterations=120, budget_ms=None)
    reasons = bot.explain(state)
    assert sorted(r.action for r in reasons) == sorted(state.legal_actions())
    assert [r.value for r in reasons] == sorted((r.value for r in reasons), reverse=True)
    assert all(0 <= r.value <= 1 and r.samples >= 1 for r in reasons)
    assert sum(r.samples for r in reasons) == 120 == bot.last_report["iterations"]
    assert reasons[0].measure == "chance_win_game"
    take = ice_play(ice("S1 S9", "C5 C9", "M5 M9", "V5 V9"), "S1", "C5", "M5", "V5")
    reasons = ExpertBot(seed=1, budget_ms=None).explain(take)
    assert {r.action for r in reasons} == set(take.legal_actions())
