"""Hypothesis, all five games: at random reachable states, every action of every type
the game has (and look-alikes: plain tuples, text, another phase's or another game's
action with the same fields) is offered to the engine. Exactly the legal ones, by type
AND value, are accepted; every refused one raises ``IllegalAction`` and leaves the
state exactly as it was (JSON equal).

"Legal" is judged here without the actions' own ``==`` (which is what is under test):
``same`` compares the type and the plain tuple of values. For the two moves a list
cannot hold, the test states the rule itself: a coin's spot (LC-1, LC-3, LC-4) and a
roll of the dice (RD-1: each free die shows one of its own faces, in any order).
"""

import math
from itertools import combinations, product

from hypothesis import given, settings
from hypothesis import strategies as st

from pointyrules.coins import rules as lc
from pointyrules.core import CHANCE, IllegalAction, RandomBot
from pointyrules.dokitto import rules as di
from pointyrules.gingham import rules as gi
from pointyrules.gingham.board import SIDES, Row, board
from pointyrules.pointy_hats import rules as ph
from pointyrules.rice_dice import rules as rd

from .helpers import examples


def same(a: object, b: object) -> bool:
    """Equal by type and by value, whatever ``==`` the action types define."""
    return type(a) is type(b) and tuple.__eq__(a, b)


def lookalikes(actions) -> list:
    """Each action as a plain tuple, and as text (its ``str`` and its fields run together)."""
    out = []
    for a in actions:
        out.append(tuple(a))
        out.append(str(a))
        out.append("".join(str(v) for v in a))
    return out + [None, 0, "", (), ("pass",)]


def check_exactly_legal_accepted(state, candidates, is_legal=None) -> int:
    """Offer every candidate; assert exactly the legal ones are accepted and a refused one
    changes nothing. ``is_legal(action)`` overrides membership of ``legal_actions()``
    where the rules allow moves a list cannot hold. Returns how many were accepted."""
    legal = state.legal_actions()
    if state.is_over:
        def is_legal(action):
            return False
    elif is_legal is None:
        def is_legal(action):
            return any(same(action, a) for a in legal)
    before = state.to_json()
    accepted = 0
    for action in candidates:
        expected = is_legal(action)
        why = state.refusal(action)
        assert state.to_json() == before, f"refusal({action!r}) changed the state"
        if expected:
            assert why is None, f"legal {action!r} was refused: {why}"
            accepted += 1
            continue
        assert why is not None, f"{action!r} was accepted; legal now: {legal[:8]}..."
        try:
            state.apply(action)
        except IllegalAction as err:
            assert str(err), "a refusal says why"
        else:
            raise AssertionError(f"apply({action!r}) did not raise; legal now: {legal[:8]}...")
        assert state.to_json() == before, f"the refused {action!r} changed the state"
    # every listed legal action is accepted by apply as well (on a copy)
    for action in legal[:: max(1, len(legal) // 12)]:
        type(state).from_json(before).apply(action)
    return accepted


def walk(state, seed: int, check, stops) -> None:
    """Play random legal moves (chance from the state's own generator) and run ``check``
    on the states reached after each number of moves in ``stops`` (the last state if
    the game ends sooner)."""
    bot = RandomBot(seed)
    step = 0
    for stop in sorted(set(stops)):
        while not state.is_over and step < stop:
            if state.current_player == CHANCE:
                state.apply(state.sample_chance())
            else:
                state.apply(bot.choose(state))
            step += 1
        check(state)


STOPS = st.lists(st.integers(0, 300), min_size=1, max_size=3)


# --- Pointy Hats -----------------------------------------------------------------------------
def _ph_candidates(state: ph.PointyHats) -> list:
    cards = list(ph.DECK)
    ice = [di.Card(c.suit, c.value) for c in cards]  # another game's card, same fields
    return cards + ice + lookalikes(cards)


@settings(max_examples=examples(40), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), target=st.integers(1, 2),
       stops=st.lists(st.integers(0, 40), min_size=1, max_size=4))
def test_pointy_hats_accepts_exactly_its_legal_actions(n, seed, target, stops):
    state = ph.PointyHats.new_game(n, seed=seed, target_wins=target)
    walk(state, seed, lambda s: check_exactly_legal_accepted(s, _ph_candidates(s)), stops)


# --- Doki-tto! Ice ---------------------------------------------------------------------------
def _di_candidates(state: di.Dokitto) -> list:
    cards = list(di.FULL_DECK)
    takes = [di.Take(c, k) for c in di.COLOURS for k in (0, 1, 2, -1)]
    others = [ph.Card(c, v) for c in ph.SUITS for v in ph.VALUES]
    # the look-alikes include Card('S', 1)-shaped tuples and 'S' during a choice
    return cards + takes + others + lookalikes(cards[::3] + takes) + list(di.COLOURS)


@settings(max_examples=examples(40), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), twelve=st.booleans(),
       stops=st.lists(st.integers(0, 60), min_size=1, max_size=4))
def test_dokitto_accepts_exactly_its_legal_actions(n, seed, twelve, stops):
    hand = 12 if twelve and n == 2 else 10
    state = di.Dokitto.new_game(n, seed=seed, target=1, two_player_hand=hand)
    walk(state, seed, lambda s: check_exactly_legal_accepted(s, _di_candidates(s)), stops)


def test_dokitto_two_players_a_card_is_no_scoop_choice():
    """The repro: seat 1 wins S3-C1 and must choose a Take; its cards, as Card or tuple,
    are refused, and so is a bare colour (which cone would it be?)."""
    state = di.Dokitto(2, [[di.Card("S", 3), di.Card("S", 6)], [di.Card("C", 1),
                                                                 di.Card("C", 6)]])
    state.apply(di.Card("S", 3)).apply(di.Card("C", 1))
    assert state.pending is not None and state.current_player == 1
    assert di.Card("S", 1) not in state.legal_actions()
    for bad in (di.Card("S", 1), ("S", 1), "S", ("S",)):
        before = state.to_json()
        assert state.refusal(bad) is not None
        try:
            state.apply(bad)
        except IllegalAction as err:
            assert err.kind == "wrong_type" and err.data["expected"] == ["Take"]
            assert err.allowed == tuple(state.legal_actions())
            assert err.data["now"]["kind"].startswith("now_choose") and "choose" in str(err)
        else:
            raise AssertionError(f"{bad!r} was accepted as a scoop choice")
        assert state.to_json() == before
    state.apply(di.Take("S", 1))
    assert state.cones[1] == [[], [di.Scoop("S", 1)]]


# --- Rice Dice -------------------------------------------------------------------------------
LAYOUTS = [rd.DEFAULT_DICE, (("U", "R", 2, 3, 3, 6), ("U", "R", "R", "R", 5, 6),
                             ("U", "U", "R", 4, 4, 6), rd.DEFAULT_DIE, ("U", "R", 2, 4, 5, 6))]


def _rd_candidates(state: rd.RiceDice) -> list:
    dice = range(len(state.dice))
    out = [rd.Lock(c) for c in (*rd.CARDS, 0, 13)] + [rd.Roll(), rd.Stop()]
    out += [rd.Keep(f, combo) for f in rd.FACES for k in range(1, len(dice) + 1)
            for combo in combinations(dice, k)]
    free = state.free_dice()
    if state.current_player == CHANCE:
        # every arrangement of faces for up to three free dice; a sample for more
        faces = [tuple(sorted(set(state.dice[p]), key=rd.face_key)) for p in free]
        if len(free) <= 3:
            rolls = list(product(*faces))
        else:
            rolls = [tuple(f[(i * 7 + k) % len(f)] for k, f in enumerate(faces))
                     for i in range(12)]
        out += [rd.Rolled(tuple(zip(free, r, strict=True))) for r in rolls]
        out += [o for o, _ in state.chance_outcomes()]
        out += [rd.Rolled(tuple((p, 7) for p in free)),  # no such face; a die left out
                rd.Rolled(tuple((p, "U") for p in free[1:]))]
    out += lookalikes([rd.Lock(1), rd.Roll(), rd.Stop(), rd.Keep("R", (0,))])
    return out


def _rd_is_legal(state: rd.RiceDice):
    legal = state.legal_actions()
    free = state.free_dice()

    def is_legal(action):
        if state.current_player == CHANCE and type(action) is rd.Rolled:
            # RD-1: a roll gives each free die one of its own faces (in any order)
            return ([p for p, _ in action.faces] == free
                    and all(f in state.dice[p] for p, f in action.faces))
        return any(same(action, a) for a in legal)
    return is_legal


@settings(max_examples=examples(25), deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 2**32), layout=st.sampled_from(LAYOUTS),
       stops=STOPS)
def test_rice_dice_accepts_exactly_its_legal_actions(n, seed, layout, stops):
    state = rd.RiceDice.new_game(n, seed=seed, dice=layout)
    walk(state, seed, lambda s: check_exactly_legal_accepted(s, _rd_candidates(s),
                                                             _rd_is_legal(s)), stops)


# --- Gingham ---------------------------------------------------------------------------------
def _gi_candidates(state: gi.Gingham) -> list:
    b = board(state.n)
    cells = list(b.names)
    out = [gi.Queen(s, r) for s in SIDES for r in range(0, state.n + 2)]
    out += [Row(s, r) for s in SIDES for r in (1, 2)]  # a row is not a queen move
    out += [gi.Ant(c, boost) for c in cells for boost in (False, True)]
    out += [t(c) for t in (gi.Lift, gi.Drop, gi.Return) for c in cells]
    out += [gi.Skip(), gi.Done()]
    points = list(b.points)
    out += [t(p) for t in (gi.Capture, gi.Sugar) for p in points]
    if state.phase == "effects":
        out += [gi.Connect(p, q) for p in points for q in points]
    else:
        out += [gi.Connect(p, q) for p, q in zip(points, points[1:], strict=False)]
    return out + lookalikes([gi.Queen("S", 1), gi.Ant(cells[0]), gi.Sugar(points[0]),
                             gi.Skip()])


@settings(max_examples=examples(15), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), stops=STOPS)
def test_gingham_accepts_exactly_its_legal_actions(n, seed, stops):
    state = gi.Gingham.new_game(n, seed=seed)
    walk(state, seed, lambda s: check_exactly_legal_accepted(s, _gi_candidates(s)), stops)


# --- This is why you lose coins --------------------------------------------------------------
def _lc_is_legal(state: lc.CoinsGame):
    def is_legal(action):
        if state.phase == "challenge":
            return type(action) in (lc.Challenge, lc.LetStand)
        if type(action) is lc.Pass:
            return state.phase == "turn"  # LC-4: the round's first coin must be placed
        if type(action) is not lc.Place:
            return False
        kind, x, y = action
        if type(kind) is not int or kind not in lc.DIAMETERS or state.pool.get(kind, 0) < 1:
            return False  # LC-1, LC-4
        if any(type(v) not in (int, float) or not math.isfinite(v) for v in (x, y)):
            return False
        r = lc.DIAMETERS[kind] / 2
        if abs(x) + r > lc.TABLE[0] / 2 or abs(y) + r > lc.TABLE[1] / 2:
            return False  # LC-3: on the table
        # LC-3: a gap > 0 to every coin on the table
        return all(math.dist((c.x, c.y), (x, y)) > c.radius + r for c in state.table)
    return is_legal


def _lc_candidates(state: lc.CoinsGame) -> list:
    out = [lc.PASS, lc.CHALLENGE, lc.LET_STAND]
    for kind in (*lc.KINDS, 2, True):
        for i in range(-8, 9):
            for j in range(-5, 6):
                out.append(lc.Place(kind, i * 17.5, j * 17.5))
    for c in state.table:  # just touching, just clear, and overlapping each coin
        for kind in lc.KINDS:
            d = c.radius + lc.DIAMETERS[kind] / 2
            out += [lc.Place(kind, c.x + d, c.y), lc.Place(kind, c.x + d + 1e-6, c.y),
                    lc.Place(kind, c.x, c.y + d / 2)]
    out += [lc.Place(10, math.nan, 0.0), lc.Place(10, "0", 0.0), lc.Place("10", 0.0, 0.0),
            lc.Place(10, math.inf, 0.0)]
    coins = [lc.Coin(p.kind, p.x, p.y) for p in out[3:40]]  # a coin is not a placement
    return out + coins + lookalikes([lc.Place(10, 60.0, 0.0), lc.PASS, lc.CHALLENGE])


@settings(max_examples=examples(15), deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 2**31), challenge=st.booleans(),
       stops=st.lists(st.integers(0, 12), min_size=1, max_size=3))
def test_coins_accepts_exactly_its_legal_actions(n, seed, challenge, stops):
    state = lc.CoinsGame.new_game(n, seed=seed, challenge=challenge and n >= 3, target=1,
                                  pool={1: 2, 10: 2, 500: 2})
    walk(state, seed, lambda s: check_exactly_legal_accepted(s, _lc_candidates(s),
                                                             _lc_is_legal(s)), stops)
