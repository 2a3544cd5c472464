"""The exact two-player solution (issue 32): its game tree against the engine, a small
game worked out by hand, and the stored strategy certified by exact best responses."""

import json
import random
from fractions import Fraction
from itertools import permutations
from pathlib import Path

import pytest

from pointyrules.pointy_hats import solve, strategy
from pointyrules.pointy_hats.rules import (
    DECK,
    INDICATORS,
    INVERT,
    SUITS,
    PointyHats,
    resolve_trick,
)

FIGURES = Path(__file__).resolve().parents[2] / "book" / "data" / "pointy_hats_two_player.json"


def engine_round(h1, h2, indicators, plays):
    """The engine's round: seat 0 deals and leads (PH-4). Returns whether the dealer
    won and the indicators shown when the second trick starts."""
    state = PointyHats(2, [[DECK[c] for c in h1], [DECK[c] for c in h2]], list(indicators),
                       dealer=0, target_wins=1)
    shown = None
    for k, c in enumerate(plays):
        assert state.current_player == k % 2
        state.apply(DECK[c])
        if k == 1:
            shown = state.view(1).indicators[1:]
    return state.last_round.winners == (0,), tuple(shown)


def plays_of(h1, h2):
    for a1 in h1:
        for b1 in h2:
            for a2 in h1:
                for b2 in h2:
                    if a2 != a1 and b2 != b1:
                        a3, = set(h1) - {a1, a2}
                        b3, = set(h2) - {b1, b2}
                        yield (a1, b1, a2, b2, a3, b3)


def test_trick_rule_agrees_with_the_engine():
    # PH-2, PH-3: every pair of cards under every indicator (and next colour after an
    # invert tie)
    for a in range(12):
        for b in range(12):
            if a == b:
                continue
            for ind in INDICATORS:
                for nxt in SUITS:
                    want = resolve_trick([(0, DECK[a]), (1, DECK[b])], ind, nxt).winner == 0
                    assert solve.dealer_takes(a, b, ind, nxt) == want


def test_rounds_agree_with_the_engine_for_every_play():
    # PH-3/PH-4/PH-5/PH-7: random deals and indicator orders, all 36 ways to play them
    rng = random.Random(32)
    for _ in range(40):
        cards = rng.sample(range(12), 6)
        h1, h2 = sorted(cards[:3]), sorted(cards[3:])
        indicators = rng.sample(INDICATORS, 5)
        for plays in plays_of(h1, h2):
            assert solve.play_round(indicators, plays) == engine_round(h1, h2, indicators,
                                                                          plays)


def decode(sub, d, n):
    abit, i2 = d % 2, d // 2
    o, rest = i2 % sub.nobs, i2 // sub.nobs
    b1, d1 = rest % 12, rest // 12
    h1r, a1p = divmod(d1, 3)
    bbit, k = n % 2, n // 2
    a2, k = k % 12, k // 12
    o2, n1 = k % sub.nobs, k // sub.nobs
    j, b1p = divmod(n1, 3)
    h2r, a1 = divmod(j, 12)
    h1, h2 = solve.HANDS[h1r], solve.HANDS[h2r]
    assert (o2, a1, b1) == (o, h1[a1p], h2[b1p]) and a2 in h1 and a2 != a1
    ra = [c for c in h1 if c != a1]
    rb = [c for c in h2 if c != b1]
    assert ra[abit] == a2
    b2 = rb[bbit]
    return h1, h2, (a1, b1, a2, b2, ra[1 - abit], rb[1 - bbit]), o


@pytest.mark.parametrize("first", ["S", "H", INVERT])
def test_the_tree_leaves_count_the_engine_s_wins(first):
    """Each leaf: of the 24 orders of the hidden indicators, those the players could
    still face (what was turned up agrees), and in how many of them the dealer wins,
    counted by the engine."""
    rng = random.Random(first)
    for _ in range(6):
        cards = rng.sample(range(12), 6)
        h1, h2 = tuple(sorted(cards[:3])), tuple(sorted(cards[3:]))
        sub = solve.Subgame(first, deals=[(h1, h2)])
        dseq, nseq, wins, total = sub.leaves
        expect = {}
        for rest in permutations([x for x in INDICATORS if x != first]):
            for plays in plays_of(h1, h2):
                won, shown = engine_round(h1, h2, (first, *rest), plays)
                w, t = expect.get((plays, shown), (0, 0))
                expect[(plays, shown)] = (w + won, t + 1)
        got = {}
        for d, n, w, t in zip(dseq, nseq, wins, total, strict=True):
            dh1, dh2, plays, o = decode(sub, d, n)
            assert (dh1, dh2) == (h1, h2)
            shown = next(s for p, s in expect if p == plays and solve.obs_id(s) == o)
            got[(plays, shown)] = (w, t)
        assert got == expect


def test_the_colour_cycle_maps_one_colour_s_round_onto_the_next():
    # why solving the game under S solves it under H, D and C: turning every colour one
    # step along the cycle changes no winner (PH-2)
    rng = random.Random(7)
    for _ in range(30):
        cards = rng.sample(range(12), 6)
        order = rng.sample(INDICATORS, 5)
        k = rng.randrange(1, 4)
        for plays in plays_of(sorted(cards[:3]), sorted(cards[3:])):
            turned = [solve.rotate_card(c, k) for c in plays]
            won, _ = solve.play_round(order, plays)
            assert won == solve.play_round([solve.rotate_indicator(x, k) for x in order],
                                           turned)[0]


# --- the stored solution ------------------------------------------------------------
@pytest.fixture(scope="module")
def stored():
    return strategy.solved()  # the very object the two-player expert bot plays from


@pytest.fixture(scope="module")
def figures():
    return json.loads(FIGURES.read_text())


@pytest.mark.parametrize("first", ["S", INVERT])
def test_stored_strategy_is_certified_by_exact_best_responses(stored, figures, first):
    """Against the very file a bot loads: the best reply to the dealer's strategy and
    the best reply to the other player's bracket the stated value, within 1e-9."""
    sub = solve.Subgame(first)
    low, high = solve.certify(sub, stored.as_tables(sub))
    assert low <= stored.values[first] <= high
    assert high - low < Fraction(1, 10**9)
    key = "invert_first" if first == INVERT else "colour_first"
    assert abs(figures[key] - float(stored.values[first])) < 1e-12


def test_figures_fit_together(figures, stored):
    colour, invert = stored.values["S"], stored.values[INVERT]
    assert abs(figures["dealer_win"] - float((4 * colour + invert) / 5)) < 1e-12
    if "invert_first_fraction" in figures:
        assert Fraction(figures["invert_first_fraction"]) == invert
    assert figures["bracket_width"] < 1e-9
    # the two-player expert plays the stored strategy: a best reply gains nothing beyond
    # the certificate, in either seat (and each bot's figure is a gain, never negative)
    for seat in ("dealer", "other"):
        assert 0 <= figures["exploitability"]["expert"][seat]["gain"] <= figures["bracket_width"]
        for bot in ("random", "heuristic"):
            assert figures["exploitability"][bot][seat]["gain"] > 1e-3


def test_policy_reads_the_stored_strategy_in_engine_positions(stored):
    """In real two-player rounds (any first indicator, either seat dealing), the policy
    gives a probability to each card in hand, summing to 1, and, a colour first, is the
    same for a deal and the deal with every colour turned along the cycle."""
    rng = random.Random(11)
    for r in range(60):
        state = PointyHats.new_game(2, seed=r, target_wins=1, dealer=r % 2)
        k = rng.randrange(4)
        turned = PointyHats(2, [[DECK[solve.rotate_card(c.index, k)] for c in h]
                                for h in state.hands],
                            [solve.rotate_indicator(x, k) for x in state.indicators],
                            dealer=state.dealer, target_wins=1)
        while not state.is_over:
            seat = state.current_player
            policy = stored.policy(state.view(seat))
            assert set(policy) == set(state.hands[seat]) and sum(policy.values()) == 1
            other = stored.policy(turned.view(seat))
            # a colour first: both deals are read from the one table (under the invert
            # card first the table holds no such symmetry: equal choices may differ)
            moved = {DECK[solve.rotate_card(c.index, k)]: p for c, p in policy.items()}
            assert state.indicators[0] == INVERT or other == moved
            card = rng.choices(list(policy), [float(p) for p in policy.values()])[0]
            state.apply(card)
            turned.apply(DECK[solve.rotate_card(card.index, k)])


@pytest.mark.parametrize("first", ["S", INVERT])
def test_where_the_stored_strategy_mixes_the_cards_it_mixes_are_worth_the_same(stored,
                                                                               first):
    """The indifference principle, exactly: wherever a first choice is mixed, each card
    played with a positive chance is worth exactly as much as the best card against the
    other side's stored strategy (otherwise mixing would throw something away)."""
    sub = solve.Subgame(first)
    tables = stored.as_tables(sub)
    for side, against, key, best in (("dealer", "other", "d1", max),
                                     ("other", "dealer", "n1", min)):
        _, _, values = solve.best_response(sub, tables, against, detail=True)
        mixed = [i for i, p in tables[key].items() if max(p) < 1]
        assert mixed or side == "other" or first == INVERT, "the dealer's lead mixes"
        for i in mixed:
            vals = values[i]
            top = best(v for v in vals if v is not None)
            for p, v in zip(tables[key][i], vals, strict=True):
                if p > 0:  # equal within the certificate's width
                    assert abs(v - top) < Fraction(1, 10**12), (side, i, vals)
