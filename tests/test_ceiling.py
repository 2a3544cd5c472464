"""bench.ceiling: the best a Pointy Hats seat can do against three heuristic bots."""

from itertools import permutations

from bench import ceiling
from pointyrules.pointy_hats.rules import INDICATORS


def test_the_worlds_are_every_deal_that_explains_the_plays_seen():
    # round 0: seat 0 deals and leads, nothing is seen but its hand, so every deal of
    # the nine other cards into three hands of three counts: 9! / (3!)^3
    state, _, seat = ceiling._round(0)
    assert seat == 0 and not state.trick and len(ceiling._worlds(state, seat)) == 1680
    # round 1: seat 1 plays last, after three heuristic plays: six cards unseen, two in
    # each hand (6! / (2!)^3 = 90 deals); only some explain the plays, the real one does
    state, full, seat = ceiling._round(1)
    worlds = ceiling._worlds(state, seat)
    assert len(state.trick) == 3 and 0 < len(worlds) < 90
    real = [sorted(h) if s != seat else h for s, h in enumerate(state.hands)]
    assert any(w.hands == real for w in worlds)
    assert all(ceiling._explains(w, state.trick) for w in worlds)


def test_looking_before_the_second_card_is_worth_at_least_a_fixed_order():
    # the same round played by a seat that fixes the order of its three cards in advance
    # (an independent count over every world): seeing the first trick can only help
    state, _, seat = ceiling._round(1)
    worlds = ceiling._worlds(state, seat)
    hidden = [x for x in INDICATORS if x not in state.indicators[:state.revealed]]
    orders = list(permutations(hidden))
    fixed = 0.0
    for cards in permutations(state.hands[seat]):
        total = 0.0
        for blank in worlds:
            for order in orders:
                sim = blank.copy()
                sim.indicators += order
                total += ceiling._finish(sim, seat, cards)
        fixed = max(fixed, total / (len(worlds) * len(orders)))
    best, rule_first, seeing = ceiling.optimal(1)
    assert 0 <= rule_first <= best <= seeing <= 1
    assert best >= fixed - 1e-12
    assert 0 < fixed  # a real round, not an empty one


def test_seeing_every_card_matches_the_engine_and_beats_the_rule_of_thumb():
    # rounds played by the engine with four heuristic bots: the sim, given the measured
    # seat's cards in the order the bot played them, reaches the engine's result, and
    # the clairvoyant seat never does worse
    for g in range(40):
        state, full, seat = ceiling._round(g)
        played = []
        while not state.is_over:
            card = ceiling._RULE.choose(state)
            if state.current_player == seat:
                played.append(card)
            state.apply(card)
        winners = state.winners()
        share = 1 / len(winners) if seat in winners else 0.0
        assert ceiling._finish(full.copy(), seat, played) == share
        assert ceiling.clairvoyant(g) >= share
