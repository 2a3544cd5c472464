"""The exact odds against an independent brute force, simulation and SciPy.

The brute force here shares no code with ``odds.py`` or the engine's rule functions:
it lists every *ordered* roll (all 6**k of them, each equally likely), writes the
set-aside, stopping and target rules again from the rulings, and lets a player try
every subset of rice dice (not just one per layout).
"""

import math
import random
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, product

import pytest
from scipy.stats import multinomial

from pointyrules.core import SetupError
from pointyrules.rice_dice.dice import SPREAD_DICE
from pointyrules.rice_dice.odds import (
    bust_probability,
    keep_value,
    roll_distribution,
    success_probability,
    turn_advice,
)
from pointyrules.rice_dice.rules import DEFAULT_DIE, Keep, RiceDice, Roll, Rolled, Stop

from .helpers import roll, table, turn

D = DEFAULT_DIE
ODD = ("U", "R", 2, 3, 3, 6)  # another sticker layout: rice only on pip 2
RICEY = ("U", "R", "R", "R", 5, 6)


# --- an independent statement of RD-2, RD-3 and RD-4 ---------------------------------------
def _sesame(kept):
    return [f for f in kept if f not in ("U", "R")]


def _valid(kept):
    return kept.count("U") == 1 and len(_sesame(kept)) >= 1 and kept.count("R") >= len(
        _sesame(kept))


def _moves(kept, dice, faces):
    """Every legal set-aside as (new kept, dice left), trying every subset of rice."""
    idx = range(len(faces))
    out = []
    if faces.count("U") == 1 and "U" not in kept:
        out.append(("U",))
    for v in set(_sesame(faces)) - set(kept):
        out.append((v,) * faces.count(v))
    rice = [i for i in idx if faces[i] == "R"]
    moves = []
    for taken in out:
        rest = tuple(d for i, d in enumerate(dice) if faces[i] != taken[0])
        moves.append((kept + taken, rest))
    for k in range(1, len(rice) + 1):
        for chosen in combinations(rice, k):
            rest = tuple(d for i, d in enumerate(dice) if i not in chosen)
            moves.append((kept + ("R",) * k, rest))
    return moves


def _key(kept, dice):
    return tuple(sorted(map(str, kept))), tuple(sorted(dice, key=str))


def brute_distribution(dice):
    out = {}
    for faces in product(*dice):
        key = tuple(sorted(map(str, faces)))
        out[key] = out.get(key, 0) + Fraction(1, 6 ** len(dice))
    return out


def brute_bust(kept, dice):
    return Fraction(sum(not _moves(tuple(kept), dice, faces) for faces in product(*dice)),
                    6 ** len(dice))


def brute_success(kept, dice):
    memo = {}

    def value(kept, dice):
        if _valid(kept):
            return Fraction(1)
        if not dice:
            return Fraction(0)
        key = _key(kept, dice)
        if key not in memo:
            total = sum(max((value(k, d) for k, d in _moves(kept, dice, faces)), default=0)
                        for faces in product(*dice))
            memo[key] = Fraction(total, 6 ** len(dice))
        return memo[key]

    return value(tuple(kept), tuple(dice))


def brute_turn(kept, dice, face_up, own):
    """(gain, loss) of the expectation-maximising play from a stop-or-roll point."""
    memo = {}
    bust = (Fraction(0), Fraction(max(own, default=0)))

    def better(a, b):
        return a if (a[0] - a[1], -a[1]) >= (b[0] - b[1], -b[1]) else b

    def stop(kept):
        if _valid(kept):
            total = sum(_sesame(kept))
            cards = sorted((c for c in face_up if c <= total), reverse=True)
            cards = cards[:kept.count("R")]
            if cards:
                return Fraction(sum(c for c in cards if c not in own)), Fraction(0)
        return bust

    def rolled(kept, dice):
        key = _key(kept, dice)
        if key not in memo:
            g = lo = Fraction(0)
            for faces in product(*dice):
                best = bust
                for i, (k, d) in enumerate(_moves(kept, dice, faces)):
                    v = decide(k, d)
                    best = v if i == 0 else better(best, v)
                g += best[0]
                lo += best[1]
            memo[key] = (g / 6 ** len(dice), lo / 6 ** len(dice))
        return memo[key]

    def decide(kept, dice):
        return better(stop(kept), rolled(kept, dice)) if dice else stop(kept)

    return rolled, decide


def _as_str(dist):
    return {tuple(sorted(map(str, k))): v for k, v in dist.items()}


# --- roll distributions ----------------------------------------------------------------------
@pytest.mark.parametrize("dice", [[D], [D] * 3, [D] * 5, [D, ODD, RICEY], [ODD, ODD, D, RICEY]])
def test_roll_distribution_matches_every_ordered_roll(dice):
    assert _as_str(roll_distribution(dice)) == brute_distribution(dice)


def test_roll_distribution_of_five_default_dice_matches_scipy_multinomial():
    """Identical dice: the faces U, R, 4, 5, 6 have chances 1/6, 2/6, 1/6, 1/6, 1/6."""
    labels, p = ["U", "R", 4, 5, 6], [1 / 6, 2 / 6, 1 / 6, 1 / 6, 1 / 6]
    dist = roll_distribution([D] * 5)
    for outcome, exact in dist.items():
        counts = [outcome.count(f) for f in labels]
        assert abs(multinomial.pmf(counts, n=5, p=p) - float(exact)) < 1e-12
    assert len(dist) == math.comb(5 + 5 - 1, 5)


# --- bust chances ----------------------------------------------------------------------------
def test_first_roll_bust_probability_is_one_in_7776():
    """A first roll can always set aside rice (any R), a sesame (nothing is set aside
    yet, so any 4, 5 or 6 will do) or a lone umeboshi. It busts only if no die shows
    rice or sesame and the umeboshi do not number exactly one: all five dice show the
    umeboshi. Each die does so with chance 1/6, independently: (1/6)**5 = 1/7776."""
    assert bust_probability([]) == Fraction(1, 7776) == brute_bust((), [D] * 5)


def test_bust_after_umeboshi_and_a_five_is_one_in_27():
    """With U and 5 set aside, three dice left: only U and 5 are useless, 2 faces of 6
    on each die, so the bust chance is (2/6)**3 = 1/27."""
    assert bust_probability(["U", 5]) == Fraction(1, 27)


@pytest.mark.parametrize("kept, dice", [
    ((), [D] * 5), (("U",), [D] * 4), (("R", "R"), [D] * 3), (("U", 4, 5), [D] * 2),
    ((5, 5, 5), [D] * 2), (("U", 6), [D, ODD, RICEY]), ((2, 3), [ODD, ODD, RICEY])])
def test_bust_probability_matches_every_ordered_roll(kept, dice):
    assert bust_probability(kept, dice) == brute_bust(kept, dice)


def test_default_dice_are_the_ones_not_set_aside():
    assert bust_probability(["U", "R"]) == bust_probability(["U", "R"], [D] * 3)
    with pytest.raises(SetupError):
        bust_probability(["R"] * 6)


# --- success probability -----------------------------------------------------------------------
def test_success_with_one_die_left_needs_rice():
    """U and 5 set aside, one die: only rice (2 faces of 6) makes a valid rice."""
    assert success_probability(["U", 5], [D]) == Fraction(1, 3)
    assert success_probability(["U", 5, "R"], [D] * 2) == 1  # valid already: stop


@pytest.mark.parametrize("kept, dice", [
    ((), [D] * 5), (("R",), [D] * 4), (("U", 6), [D] * 3), ((4,), [D] * 4),
    (("U",), [D, ODD, RICEY]), ((), [ODD, RICEY, D, ODD])])
def test_success_probability_matches_the_brute_force(kept, dice):
    assert success_probability(kept, dice) == brute_success(kept, dice)


def test_success_probability_from_the_start_monte_carlo_within_a_99_9_percent_bound():
    """Play the maximising policy with seeded dice; 20,000 turns. The success count is
    binomial, so |estimate - p| <= 3.29 sqrt(p(1-p)/n) holds with probability 99.9%."""
    p = success_probability([])
    value = lru_cache(maxsize=None)(
        lambda kept, left: success_probability(kept, [D] * left))
    rng, n, wins = random.Random(4), 20_000, 0
    for _ in range(n):
        kept, left = (), 5
        while True:
            faces = tuple(rng.choice(D) for _ in range(left))
            moves = _moves(kept, (D,) * left, faces)
            if not moves:
                break
            kept, dice = max(moves, key=lambda m: value(tuple(sorted(m[0], key=str)),
                                                        len(m[1])))
            left = len(dice)
            if _valid(kept):
                wins += 1
                break
            if not left:
                break
    assert abs(wins / n - float(p)) <= 3.29 * math.sqrt(float(p * (1 - p)) / n)


# --- dice layouts (RD-1): the chapter's table, plain dice against the spread layout ---------
LAYOUTS = {"plain": (D,) * 5, "spread": SPREAD_DICE}
# the exact values printed in the chapter's "Dice layouts" table
CHAPTER = {
    "plain": {"results": 126, "bust": Fraction(1, 7776), "URR56": Fraction(5, 162),
              "valid": Fraction(1810655599, 2448880128),
              "points": Fraction(113979679427, 14693280768)},
    "spread": {"results": 417, "bust": Fraction(1, 7776), "URR56": Fraction(7, 648),
               "valid": Fraction(45720215273, 58773123072),
               "points": Fraction(222175981487, 29386561536)},
}
URR56 = ("U", "R", "R", 5, 6)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_layout_first_roll_matches_every_ordered_roll(layout):
    """All 6**5 ordered first rolls: how many distinct results, the chance of U R R 5 6
    and the chance that nothing can be set aside."""
    dice, want = LAYOUTS[layout], CHAPTER[layout]
    brute = brute_distribution(dice)
    dist = roll_distribution(dice)
    assert len(dist) == len(brute) == want["results"]
    assert dist[URR56] == brute[tuple(sorted(map(str, URR56)))] == want["URR56"]
    assert bust_probability([], dice) == brute_bust((), dice) == want["bust"]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_layout_valid_bowl_chance_matches_the_brute_force(layout):
    dice = LAYOUTS[layout]
    assert success_probability([], dice) == brute_success((), dice) == CHAPTER[layout]["valid"]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_layout_expected_points_of_a_first_turn_match_the_brute_force(layout):
    """A first turn on a full board (all twelve cards in the centre, none held), played
    to maximise expected points."""
    dice = LAYOUTS[layout]
    _, decide = brute_turn((), dice, set(range(1, 13)), set())
    value = keep_value([], dice, range(1, 13))
    assert (value.gain, value.loss) == decide((), dice) == (CHAPTER[layout]["points"], 0)


# --- the best turn -------------------------------------------------------------------------------
def _check_advice(state):
    advice = turn_advice(state)
    kept = tuple(state.kept_faces())
    free = tuple(state.dice[p] for p in state.free_dice())
    rolled, decide = brute_turn(kept, free, state.face_up(), state.provisional[state.turn])
    for option in advice.options:
        if isinstance(option.action, Roll):
            expected = rolled(kept, free)
        elif isinstance(option.action, Stop):
            expected = decide(kept, ())
        elif isinstance(option.action, Keep):
            rest = tuple(state.dice[p] for p in state.free_dice() if p not in option.action.dice)
            expected = decide(kept + (option.action.face,) * len(option.action.dice), rest)
        else:
            expected = (0, 0)  # locking changes no score this turn
        assert (option.gain, option.loss) == expected, option
    assert advice.best.net == max(o.net for o in advice.options)
    return advice


def test_turn_advice_mid_turn_matches_the_brute_force():
    state = table(3, centre=[1, 3, 5, 6, 7, 9, 11], provisional=[[8, 10], [12], []])
    turn(state, "U R 4 5 6", "U")
    advice = _check_advice(state)
    assert advice.bust_chance == bust_probability(["U"])


def test_turn_advice_for_each_set_aside_matches_the_brute_force():
    state = table(3, centre=[2, 4, 6, 9], provisional=[[5], [7, 12], []])
    roll(state, "U R R 5 6")
    _check_advice(state)


def test_turn_advice_from_the_start_on_a_full_board_matches_the_brute_force():
    state = RiceDice.new_game(4)
    advice = _check_advice(state)
    assert [str(o.action) for o in advice.options] == ["roll"]
    assert advice.bust_chance == Fraction(1, 7776)


def test_turn_advice_with_mixed_dice_matches_the_brute_force():
    state = table(3, dice=[D, RICEY, ODD, D, RICEY], centre=[1, 4, 6, 8, 10],
                  provisional=[[9], [], []])
    roll(state, "U R R 5 R")
    _check_advice(state)


def test_advice_values_own_cards_at_zero_and_counts_the_bust_loss():
    """Own provisional 9, only the 2 face up elsewhere. U 4 5 R set aside, one die left.
    Stop: two sesame dice, one rice: invalid, bust, lose the 9. Roll the last die: rice
    (2/6) makes U 4 5 R R, sum 9, two rice: the 9 (own, +0) and the 2 (+2); the other
    4/6 bust (-9). So rolling gains 2 * 2/6 = 2/3 and loses 9 * 4/6 = 6."""
    state = table(3, centre=[2], provisional=[[9], [], []])
    turn(state, "U R 4 5 6", "U", "R 4 5 6", "4", "R 5 6", "5", "R 6", "R")
    options = {str(o.action): o for o in turn_advice(state).options}
    assert (options["stop"].gain, options["stop"].loss) == (0, 9)
    assert (options["roll"].gain, options["roll"].loss) == (Fraction(2, 3), 6)
    assert turn_advice(state).best.action == Roll()


def test_advice_is_refused_while_a_roll_is_pending():
    state = table()
    state.apply(Roll())
    with pytest.raises(SetupError):
        turn_advice(state)
    assert isinstance(state.legal_actions()[0], Rolled)
