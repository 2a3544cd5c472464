"""Two-player Pointy Hats, solved exactly (issue 32).

One round for two players is a zero-sum game: the dealer wins it or the other player
does (with two players and three tricks nobody ties on tricks, so PH-5's tie-break
never decides). The dealer leads all three tricks (PH-4); the first indicator card is
turned up before anyone chooses and the later ones only when their trick starts (PH-3,
PH-7). So the round splits into one game per first indicator, and turning every colour
one step along the cycle S > H > D > C > S (PH-2) maps the game under one colour onto
the game under the next: two games decide everything, ``Subgame("S")`` (a colour first)
and ``Subgame("X")`` (the invert card first).

Cards are numbered as ``rules.DECK``: card ``c`` has colour ``SUITS[c // 3]`` and value
``3 + c % 3``. The third trick is forced (one card each), so each player chooses twice:

- the dealer with hand ``h1`` leads ``a1``; then, having seen the reply ``b1`` and the
  indicators turned since (``obs``), leads ``a2`` (one of two cards);
- the other player with hand ``h2`` answers ``a1`` with ``b1``; then, having seen
  ``obs`` and ``a2``, answers with ``b2``.

``Subgame.leaves`` lists every (dealer's sequence, other player's sequence, number of
the 24 orders of the four hidden indicators, consistent with ``obs``, in which the
dealer wins). ``solve_lp`` solves the sequence-form linear program with SciPy's HiGHS;
``best_response`` values a strategy exactly (integer arithmetic) and so certifies it;
``cfr_plus`` is the independent cross-check. ``Strategy`` reads the stored solution
(``strategy_two_player.json``) with the standard library only, for a bot.

This module imports with the standard library only (it runs in the browser); NumPy and
SciPy are imported inside the functions that solve.
"""

from __future__ import annotations

import base64
import zlib
from fractions import Fraction
from itertools import combinations, permutations
from math import lcm

from .rules import INDICATORS, INVERT, SUITS
from .strategy import (  # noqa: F401 (re-exported: the bench and tests read them here)
    FORMAT,
    HAND_RANK,
    HANDS,
    STRATEGY_PATH,
    Strategy,
    obs_id,
    rotate_card,
    rotate_indicator,
)

DEALS = len(HANDS) * 84  # 220 dealer hands x 84 hands of the other player
ORDERS = 24  # orders of the four indicator cards still face down


def _value(c: int) -> int:
    return c % 3  # 0, 1, 2 for 3, 4, 5


def dealer_takes(a: int, b: int, indicator: str, nxt: str | None = None) -> bool:
    """Does the dealer's card ``a`` take the trick against ``b``? (PH-2, PH-3; written
    apart from ``rules.resolve_trick`` so the tests can check one against the other.)"""
    if indicator == INVERT:
        if _value(a) != _value(b):
            return _value(a) < _value(b)
        indicator = nxt  # PH-3: equal lowest values, the next indicator card orders them
    elif _value(a) != _value(b):
        return _value(a) > _value(b)
    start = SUITS.index(indicator)
    return (a // 3 - start) % 4 < (b // 3 - start) % 4


def invert_tie(a: int, b: int, indicator: str) -> bool:
    return indicator == INVERT and _value(a) == _value(b)


def play_round(indicators, plays) -> tuple[bool, tuple[str, ...]]:
    """The dealer's win (two tricks of three) for a whole indicator order and the six
    cards ``(a1, b1, a2, b2, a3, b3)``, and the indicators turned up when the second
    trick starts (after the first one)."""
    pos = tricks = 0
    seen = ()
    for t in range(3):
        a, b = plays[2 * t], plays[2 * t + 1]
        tie = invert_tie(a, b, indicators[pos])
        tricks += dealer_takes(a, b, indicators[pos], indicators[pos + 1] if tie else None)
        pos += 1 + tie
        if t == 0:
            seen = tuple(indicators[1:pos + 1])
    return tricks >= 2, seen


class Subgame:
    """The round once the first indicator ``first`` is turned up, as a sequence-form game.

    Sequences are numbered densely (with holes) so that a strategy file can be read
    without building the tree:

    - dealer's first choice ``d1 = rank(h1) * 3 + position of a1 in h1``;
    - dealer's second: information set ``i2 = ((d1 * 12 + b1) * nobs + obs) ``, sequence
      ``i2 * 2 + bit`` (bit 0: the lower-numbered of the two cards left);
    - other player's first: information set ``j = rank(h2) * 12 + a1``, sequence
      ``j * 3 + position of b1 in h2``;
    - other player's second: ``k = ((n1 * 12 + a2) ... )`` with ``n1`` its first
      sequence: ``k = (n1 * nobs + obs) * 12 + a2``, sequence ``k * 2 + bit``.
    """

    def __init__(self, first: str, deals=None, orders=None):
        """``deals`` ((h1, h2) pairs of sorted card tuples) and ``orders`` (orders of the
        four other indicator cards) restrict chance to equally likely choices among
        those given (a smaller game; every deal and order by default)."""
        self.first = first
        self.nobs = 30 if first == INVERT else 5
        rest = tuple(x for x in INDICATORS if x != first)
        self.deals = deals
        orders = list(permutations(rest)) if orders is None else [tuple(o) for o in orders]
        if any(sorted(o) != sorted(rest) for o in orders):
            raise ValueError(f"orders must be orders of {rest}")
        self.norm = (DEALS if deals is None else len(deals)) * len(orders)
        self.tails: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
        for perm in orders:
            for k in (1, 2):
                self.tails.setdefault(perm[:k], []).append(perm[k:])
        self.obs1 = [o for o in self.tails if len(o) == 1]
        self.obs2 = [o for o in self.tails if len(o) == 2]
        self._leaves = None

    def obs_after(self, a1: int, b1: int) -> list[tuple[str, ...]]:
        return self.obs2 if invert_tie(a1, b1, self.first) else self.obs1

    def _later(self, obs, a2, b2, a3, b3) -> tuple[int, int]:
        """Of the hidden orders consistent with ``obs``: in how many the dealer takes at
        least one of the last two tricks, and in how many both."""
        ge1 = both = 0
        for tail in self.tails[obs]:
            deck = (obs[-1],) + tail
            tie = invert_tie(a2, b2, deck[0])
            t2 = dealer_takes(a2, b2, deck[0], deck[1] if tie else None)
            pos = 1 + tie
            tie3 = invert_tie(a3, b3, deck[pos])
            t3 = dealer_takes(a3, b3, deck[pos], deck[pos + 1] if tie3 else None)
            ge1 += t2 or t3
            both += t2 and t3
        return ge1, both

    @property
    def leaves(self):
        """Arrays (dealer's second sequence, other's second sequence, dealer's wins out of
        the consistent orders, consistent orders), one entry per deal, plays and ``obs``."""
        if self._leaves is None:
            self._leaves = self._build()
        return self._leaves

    def _build(self):
        from array import array
        later = {}
        dseq, nseq, wins, total = array("q"), array("q"), array("l"), array("l")
        nobs, first = self.nobs, self.first
        deals = self.deals if self.deals is not None else [
            (h1, h2) for h1 in HANDS for h2 in combinations(
                [c for c in range(12) if c not in h1], 3)]
        for h1, h2 in deals:
            h1, h2 = tuple(sorted(h1)), tuple(sorted(h2))
            if len(set(h1 + h2)) != 6:
                raise ValueError(f"{h1} and {h2} are not two hands of three different cards")
            h1r, h2r = HAND_RANK[h1], HAND_RANK[h2]
            for a1p, a1 in enumerate(h1):
                ra = [c for c in h1 if c != a1]
                for b1p, b1 in enumerate(h2):
                    rb = [c for c in h2 if c != b1]
                    n1 = (h2r * 12 + a1) * 3 + b1p
                    tie = invert_tie(a1, b1, first)
                    for obs in (self.obs2 if tie else self.obs1):
                        o = obs_id(obs)
                        w1 = dealer_takes(a1, b1, first, obs[0] if tie else None)
                        count = len(self.tails.get(obs, ()))
                        if not count:
                            continue
                        i2 = ((h1r * 3 + a1p) * 12 + b1) * nobs + o
                        for abit in (0, 1):
                            a2, a3 = ra[abit], ra[1 - abit]
                            k = (n1 * nobs + o) * 12 + a2
                            for bbit in (0, 1):
                                b2, b3 = rb[bbit], rb[1 - bbit]
                                key = (obs, a2, b2, a3, b3)
                                got = later.get(key)
                                if got is None:
                                    got = later[key] = self._later(*key)
                                ge1, both = got
                                dseq.append(i2 * 2 + abit)
                                nseq.append(k * 2 + bbit)
                                wins.append(ge1 if w1 else both)
                                total.append(count)
        return dseq, nseq, wins, total

    # --- the dense numbering, decoded ------------------------------------------------
    def dealer_parent(self, i2: int) -> int:
        """The dealer's first sequence ``d1`` under its second information set ``i2``."""
        return i2 // (12 * self.nobs)

    def other_parent(self, k: int) -> int:
        """The other player's first sequence ``n1`` under its second information set."""
        return k // (12 * self.nobs)


# --- behaviour strategies and exact best responses -----------------------------------
# A strategy for one subgame: {"d1": {h1r: probs}, "d2": {i2: probs},
# "n1": {j: probs}, "n2": {k: probs}}, probs a tuple of Fractions over the actions in
# the numbering's order (cards of the hand in increasing order; bit 0 first).

def best_response(sub: Subgame, strategy: dict, against: str, detail: bool = False):
    """The exact value (the dealer's winning chance, a Fraction) when the side other than
    ``against`` ("dealer" or "other") best-responds to ``strategy``'s side ``against``,
    and the best reply's choice (an action index) at each of its information sets.
    With ``detail``, also each first choice's value for the replier, as Fractions
    (summed over the deals it is made in), per first information set."""
    dseq, nseq, wins, _ = sub.leaves
    if against == "dealer":
        first, second = strategy["d1"], strategy["d2"]
    else:
        first, second = strategy["n1"], strategy["n2"]
    den = lcm(*(p.denominator for table in (first, second)
                for probs in table.values() for p in probs))
    num1 = {s: [int(p * den) for p in probs] for s, probs in first.items()}
    num2 = {s: [int(p * den) for p in probs] for s, probs in second.items()}
    reach: dict[int, int] = {}  # second sequence -> realisation weight x den^2

    def weight(seq2: int) -> int:
        w = reach.get(seq2)
        if w is None:
            i2, bit = divmod(seq2, 2)
            s1 = (sub.dealer_parent if against == "dealer" else sub.other_parent)(i2)
            w = num1[s1 // 3][s1 % 3] * num2[i2][bit]
            reach[seq2] = w
        return w

    # the replier's second sequences: dealer's wins x den^2
    src, dst = (dseq, nseq) if against == "dealer" else (nseq, dseq)
    if sub.norm * den * den < 2 ** 62 and _numpy() is not None:
        value = _accumulate(src, dst, wins, weight)  # the same sums, in int64
    else:
        value = {}
        for a, b, w in zip(src, dst, wins, strict=True):
            value[b] = value.get(b, 0) + w * weight(a)
    pick, nparent = (min, sub.other_parent) if against == "dealer" else (
        max, sub.dealer_parent)
    info2: dict[int, list[int]] = {}
    for seq, v in value.items():
        info2.setdefault(seq // 2, [0, 0])[seq % 2] = v
    choice2 = {}
    seq1: dict[int, int] = {}
    for i, vs in info2.items():
        best = pick(vs)
        choice2[i] = vs.index(best)
        s1 = nparent(i)
        seq1[s1] = seq1.get(s1, 0) + best
    info1: dict[int, list[int]] = {}
    for s, v in seq1.items():
        info1.setdefault(s // 3, [None, None, None])[s % 3] = v
    choice1 = {}
    root = 0
    for i, vs in info1.items():
        best = pick(v for v in vs if v is not None)
        choice1[i] = vs.index(best)
        root += best
    scale = sub.norm * den * den
    if detail:
        values1 = {i: [None if v is None else Fraction(v, scale) for v in vs]
                   for i, vs in info1.items()}
        return Fraction(root, scale), {"1": choice1, "2": choice2}, values1
    return Fraction(root, scale), {"1": choice1, "2": choice2}


def _numpy():
    try:
        import numpy
    except ImportError:  # in the browser: the plain loop
        return None
    return numpy


def _accumulate(src, dst, wins, weight) -> dict[int, int]:
    """sum of wins x weight(src) per dst sequence, exactly, in int64 (the caller checks
    that no sum can overflow)."""
    np = _numpy()
    src = np.frombuffer(src, dtype=np.int64)
    dst = np.frombuffer(dst, dtype=np.int64)
    useq, inv = np.unique(src, return_inverse=True)
    reach = np.array([weight(s) for s in useq.tolist()], dtype=np.int64)
    contrib = np.asarray(wins, dtype=np.int64) * reach[inv]
    dseqs, dinv = np.unique(dst, return_inverse=True)
    sums = np.zeros(len(dseqs), dtype=np.int64)
    np.add.at(sums, dinv, contrib)
    return dict(zip(dseqs.tolist(), sums.tolist(), strict=True))


def certify(sub: Subgame, strategy: dict) -> tuple[Fraction, Fraction]:
    """The exact bracket on the subgame's value: what the dealer's strategy guarantees
    against every reply, and what the other player's strategy concedes at most."""
    low, _ = best_response(sub, strategy, "dealer")
    high, _ = best_response(sub, strategy, "other")
    return low, high


def uniform_strategy(sub: Subgame) -> dict:
    """The random player's strategy, in both seats."""
    dseq, nseq, _, _ = sub.leaves
    third, half = (Fraction(1, 3),) * 3, (Fraction(1, 2),) * 2
    return {"d1": {h: third for h in range(len(HANDS))}, "d2": {d // 2: half for d in dseq},
            "n1": {n // 2 // (12 * sub.nobs) // 3: third for n in nseq},
            "n2": {n // 2: half for n in nseq}}


# --- the linear program ---------------------------------------------------------------
def _arrays(sub: Subgame):
    import numpy as np
    dseq, nseq, wins, total = sub.leaves
    return (np.frombuffer(dseq, dtype=np.int64), np.frombuffer(nseq, dtype=np.int64),
            np.asarray(wins, dtype=np.float64), np.asarray(total, dtype=np.float64))


def solve_lp(sub: Subgame, tol: float = 1e-10, reduce: bool = True,
             method: str = "highs") -> dict:
    """A Nash equilibrium of ``sub`` from the sequence-form LP (the dealer's realisation
    plan ``x`` and the other player's best-reply values ``q``; the duals of the
    other player's constraints are its realisation plan ``y``), with HiGHS.

    maximise  sum_j q_j  subject to
      q_j <= sum_{k under (j, b)} q_k   for each first sequence (j, b) of the other player
      q_k <= sum_leaves wins * x_d      for each second sequence (k, b)
      sum_a x1(h, a) = 1, x2(i, 0) + x2(i, 1) = x1(parent of i),  x >= 0.

    Returns the float behaviour strategies (``strategy_from_plans``), the LP's value,
    its time and HiGHS's status.
    """
    import time

    import numpy as np
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix, csr_matrix, vstack

    d, n, w, _ = _arrays(sub)
    t0 = time.perf_counter()
    dseqs, dcol = np.unique(d, return_inverse=True)
    nseqs, nrow = np.unique(n, return_inverse=True)
    n_d1 = len(HANDS) * 3
    n_d2 = len(dseqs)
    dinfo, dinfo_of = np.unique(dseqs // 2, return_inverse=True)
    dpar = dinfo // (12 * sub.nobs)  # dealer's first sequence above each second info set
    kinfo, kinfo_of = np.unique(nseqs // 2, return_inverse=True)
    n1seqs, k_par = np.unique(kinfo // (12 * sub.nobs), return_inverse=True)
    jinfo, j_of = np.unique(n1seqs // 3, return_inverse=True)
    n_k, n_j = len(kinfo), len(jinfo)
    # The other player's second choice is the last in the round: where one of its two
    # cards does at least as well as the other whatever the dealer holds (leaf by leaf),
    # that card is fixed and the choice leaves the LP (the value is unchanged, and the
    # certificate below checks the strategies in the whole game anyway).
    fixed = np.full(n_k, -1)
    leaf_k = kinfo_of[nrow]
    if reduce:
        order = np.lexsort((n % 2, dcol, leaf_k))
        ws, kp = w[order], leaf_k[order][0::2]
        w0, w1 = ws[0::2], ws[1::2]
        bit0 = np.bincount(kp, w0 > w1, n_k) == 0
        bit1 = np.bincount(kp, w0 < w1, n_k) == 0
        fixed[bit1] = 1
        fixed[bit0] = 0
    free_k = fixed < 0
    k_new = np.cumsum(free_k) - 1  # column of each free K among the q_k
    n_kf = int(free_k.sum())
    free_s = free_k[kinfo_of]  # per second sequence of the other player
    s_new = np.cumsum(free_s) - 1
    n_s1, n_s2 = len(n1seqs), int(free_s.sum())
    # columns: x1 | x2 | q_j | q_k (free K only)
    ox2, oqj, oqk = n_d1, n_d1 + n_d2, n_d1 + n_d2 + n_j
    ncol = oqk + n_kf
    # rows (<=): the other's first sequences, then its free second sequences
    chosen = (fixed[leaf_k] == n % 2) & ~free_s[nrow]
    live = free_s[nrow]
    rows1 = np.concatenate([np.arange(n_s1), k_par[free_k], k_par[leaf_k[chosen]]])
    cols1 = np.concatenate([oqj + j_of, oqk + np.arange(n_kf), ox2 + dcol[chosen]])
    vals1 = np.concatenate([np.ones(n_s1), -np.ones(n_kf), -w[chosen]])
    a1 = coo_matrix((vals1, (rows1, cols1)), shape=(n_s1, ncol))
    rows2 = np.concatenate([np.arange(n_s2), s_new[nrow[live]]])
    cols2 = np.concatenate([oqk + k_new[kinfo_of[free_s]], ox2 + dcol[live]])
    vals2 = np.concatenate([np.ones(n_s2), -w[live]])
    a2 = coo_matrix((vals2, (rows2, cols2)), shape=(n_s2, ncol))
    a_ub = csr_matrix(vstack([a1, a2]))
    b_ub = np.zeros(n_s1 + n_s2)
    # equalities: each hand's lead sums to 1; each second info set sums to its parent
    n_i2 = len(dinfo)
    erows = np.concatenate([np.arange(n_d1) // 3, len(HANDS) + dinfo_of,
                            len(HANDS) + np.arange(n_i2)])
    ecols = np.concatenate([np.arange(n_d1), ox2 + np.arange(n_d2), dpar])
    evals = np.concatenate([np.ones(n_d1), np.ones(n_d2), -np.ones(n_i2)])
    a_eq = csr_matrix(coo_matrix((evals, (erows, ecols)), shape=(len(HANDS) + n_i2, ncol)))
    b_eq = np.concatenate([np.ones(len(HANDS)), np.zeros(n_i2)])
    cost = np.zeros(ncol)
    cost[oqj:oqk] = -1.0
    bounds = np.zeros((ncol, 2))
    bounds[:, 1] = np.inf
    bounds[oqj:, 0] = -np.inf
    built = time.perf_counter() - t0
    res = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds,
                  method=method, options={"primal_feasibility_tolerance": tol,
                                          "dual_feasibility_tolerance": tol})
    if res.status != 0:
        raise RuntimeError(f"HiGHS did not solve the LP: {res.message}")
    x = res.x
    y = -res.ineqlin.marginals  # the other player's realisation plan
    x1, x2 = x[:n_d1], x[ox2:oqj]
    y1 = y[:n_s1]
    y2 = np.zeros(len(nseqs))
    y2[free_s] = y[n_s1:]
    fixed_s = ~free_s
    y2[fixed_s] = np.where(fixed[kinfo_of[fixed_s]] == nseqs[fixed_s] % 2,
                           y1[k_par[kinfo_of[fixed_s]]], 0.0)
    plans = {"x1": dict(enumerate(x1.tolist())),
             "x2": dict(zip(dseqs.tolist(), x2.tolist(), strict=True)),
             "y1": dict(zip(n1seqs.tolist(), y1.tolist(), strict=True)),
             "y2": dict(zip(nseqs.tolist(), y2.tolist(), strict=True))}
    return {"plans": plans, "value": -res.fun / sub.norm, "build_s": built,
            "solve_s": time.perf_counter() - t0 - built, "rows": a_ub.shape[0] + a_eq.shape[0],
            "cols": ncol, "nnz": a_ub.nnz + a_eq.nnz, "fixed": int(n_k - n_kf), "n_k": n_k}


def _behaviour(plan1: dict, plan2: dict, arity1: int, parent2) -> tuple[dict, dict, dict]:
    """Float behaviour probabilities from realisation plans; info sets the side itself
    never reaches (weight below 1e-12) are listed apart (``unreached``)."""
    first: dict[int, list[float]] = {}
    for s, v in plan1.items():
        first.setdefault(s // arity1, [0.0] * arity1)[s % arity1] = max(v, 0.0)
    second: dict[int, list[float]] = {}
    for s, v in plan2.items():
        second.setdefault(s // 2, [0.0, 0.0])[s % 2] = max(v, 0.0)
    unreached = {}
    out1, out2 = {}, {}
    for i, vs in first.items():
        out1[i] = [v / sum(vs) for v in vs] if sum(vs) > 1e-12 else None
    for i, vs in second.items():
        tot = sum(vs)
        if tot > 1e-12:
            out2[i] = [v / tot for v in vs]
        else:
            unreached[i] = True
    return out1, out2, unreached


def rationalise(probs: list[float], max_den: int) -> tuple[Fraction, ...]:
    """Nearest fractions with denominators at most ``max_den``, summing to exactly 1
    (the largest absorbs the difference); a probability under 1e-9 becomes 0."""
    fr = [Fraction(p).limit_denominator(max_den) if p > 1e-9 else Fraction(0) for p in probs]
    big = max(range(len(fr)), key=lambda i: fr[i])
    fr[big] += 1 - sum(fr)
    return tuple(fr)


def strategy_from_plans(sub: Subgame, plans: dict, max_den: int = 1000) -> dict:
    """Exact behaviour strategies for both sides from the LP's realisation plans. Where a
    side never reaches an information set itself its choice there changes nothing; it
    gets the best reply to the other side's strategy (so a bot has a move everywhere)."""
    d1, d2, dun = _behaviour(plans["x1"], plans["x2"], 3, None)
    n1, n2, nun = _behaviour(plans["y1"], plans["y2"], 3, None)
    strat = {"d1": {}, "d2": {}, "n1": {}, "n2": {}}
    for key, table in (("d1", d1), ("d2", d2), ("n1", n1), ("n2", n2)):
        for i, probs in table.items():
            if probs is not None:
                strat[key][i] = rationalise(probs, max_den)
    # fill the side's own unreached sets with the best reply to the other side
    for side, (t1, t2) in (("dealer", ("d1", "d2")), ("other", ("n1", "n2"))):
        against = "other" if side == "dealer" else "dealer"
        opp = {k: strat[k] for k in (("n1", "n2") if side == "dealer" else ("d1", "d2"))}
        full = {**strat, **opp}
        _, choice = best_response(sub, _complete(sub, full, against), against)
        for level, tkey, arity in (("1", t1, 3), ("2", t2, 2)):
            for i, a in choice[level].items():
                if i not in strat[tkey]:
                    strat[tkey][i] = tuple(Fraction(int(j == a)) for j in range(arity))
    return strat


def _complete(sub: Subgame, strat: dict, side: str) -> dict:
    """``strat`` with ``side``'s missing information sets given any fixed choice (they
    are never reached by that side, so the choice changes no value)."""
    dseq, nseq, _, _ = sub.leaves
    out = {k: dict(v) for k, v in strat.items()}
    one3, one2 = (Fraction(1), Fraction(0), Fraction(0)), (Fraction(1), Fraction(0))
    if side == "dealer":
        for h in range(len(HANDS)):
            out["d1"].setdefault(h, one3)
        for d in set(dseq):
            out["d2"].setdefault(d // 2, one2)
    else:
        for n in set(nseq):
            out["n2"].setdefault(n // 2, one2)
            out["n1"].setdefault(sub.other_parent(n // 2) // 3, one3)
    return out


# --- CFR+, the independent cross-check ---------------------------------------------
def cfr_plus(sub: Subgame, iterations: int = 1000, report_every: int = 0):
    """CFR+ (regret matching+, alternating updates, linearly weighted average) on the
    same leaves, vectorised with NumPy. Returns the average strategy's value against
    itself and its exploitability bracket (float best responses), and the history of
    brackets every ``report_every`` iterations."""
    import numpy as np
    d, n, w, tot = _arrays(sub)
    dseqs, dcol = np.unique(d, return_inverse=True)
    nseqs, ncol = np.unique(n, return_inverse=True)
    di2, di2_of = np.unique(dseqs // 2, return_inverse=True)
    d1_of_i2 = di2 // (12 * sub.nobs)  # dealer first sequence (h1*3+a1p) per info set
    ki, ki_of = np.unique(nseqs // 2, return_inverse=True)
    n1s, n1_of_k = np.unique(ki // (12 * sub.nobs), return_inverse=True)
    ji, ji_of = np.unique(n1s // 3, return_inverse=True)
    dbit, nbit = dseqs % 2, nseqs % 2
    n1bit = n1s % 3
    nd1 = len(HANDS) * 3
    lose = tot - w  # the other player's wins

    def match(regret, groups, ngroups):
        pos = np.maximum(regret, 0)
        s = np.bincount(groups, pos, ngroups)
        cnt = np.bincount(groups, None, ngroups)
        return np.where(s[groups] > 0, pos / np.where(s[groups] > 0, s[groups], 1),
                        1.0 / cnt[groups])

    h_of_d1 = np.arange(nd1) // 3
    rd1, rd2 = np.zeros(nd1), np.zeros(len(dseqs))
    rn1, rn2 = np.zeros(len(n1s)), np.zeros(len(nseqs))
    ad1, ad2 = np.zeros(nd1), np.zeros(len(dseqs))
    an1, an2 = np.zeros(len(n1s)), np.zeros(len(nseqs))

    def dealer_plan(s1, s2):
        x1 = s1
        return x1, x1[d1_of_i2[di2_of]] * s2

    def other_plan(s1, s2):
        return s1, s1[n1_of_k[ki_of]] * s2

    def dealer_update(y2):
        nonlocal rd1, rd2
        s2 = match(rd2, di2_of, len(di2))
        cv2 = np.bincount(dcol, w * y2[ncol], len(dseqs))
        v_i2 = np.bincount(di2_of, s2 * cv2, len(di2))
        rd2 = np.maximum(rd2 + cv2 - v_i2[di2_of], 0)
        cv1 = np.bincount(d1_of_i2, v_i2, nd1)
        s1 = match(rd1, h_of_d1, len(HANDS))
        v_h = np.bincount(h_of_d1, s1 * cv1, len(HANDS))
        rd1 = np.maximum(rd1 + cv1 - v_h[h_of_d1], 0)

    def other_update(x2):
        nonlocal rn1, rn2
        s2 = match(rn2, ki_of, len(ki))
        cv2 = np.bincount(ncol, lose * x2[dcol], len(nseqs))
        v_k = np.bincount(ki_of, s2 * cv2, len(ki))
        rn2 = np.maximum(rn2 + cv2 - v_k[ki_of], 0)
        cv1 = np.bincount(n1_of_k, v_k, len(n1s))
        s1 = match(rn1, ji_of, len(ji))
        v_j = np.bincount(ji_of, s1 * cv1, len(ji))
        rn1 = np.maximum(rn1 + cv1 - v_j[ji_of], 0)

    def current_dealer():
        return dealer_plan(match(rd1, h_of_d1, len(HANDS)), match(rd2, di2_of, len(di2)))

    def current_other():
        return other_plan(match(rn1, ji_of, len(ji)), match(rn2, ki_of, len(ki)))

    def bracket(x2, y2):
        # the other player's best reply to x, and the dealer's to y (floats)
        cv = np.bincount(ncol, w * x2[dcol], len(nseqs))
        v_k = np.full(len(ki), np.inf)
        np.minimum.at(v_k, ki_of, cv)
        v_n1 = np.bincount(n1_of_k, v_k, len(n1s))
        v_j = np.full(len(ji), np.inf)
        np.minimum.at(v_j, ji_of, v_n1)
        low = v_j.sum() / sub.norm
        cv = np.bincount(dcol, w * y2[ncol], len(dseqs))
        v_i = np.full(len(di2), -np.inf)
        np.maximum.at(v_i, di2_of, cv)
        v_d1 = np.bincount(d1_of_i2, v_i, nd1)
        high = v_d1.reshape(-1, 3).max(axis=1).sum() / sub.norm
        return low, high

    history = []
    for t in range(1, iterations + 1):
        _, y2 = current_other()
        dealer_update(y2)
        x1, x2 = current_dealer()
        other_update(x2)
        y1, y2 = current_other()
        ad1 += t * x1
        ad2 += t * x2
        an1 += t * y1
        an2 += t * y2
        if report_every and (t % report_every == 0 or t == iterations):
            norm = t * (t + 1) / 2
            history.append((t, *bracket(ad2 / norm, an2 / norm)))
    norm = iterations * (iterations + 1) / 2
    low, high = bracket(ad2 / norm, an2 / norm)
    del n1bit, dbit, nbit
    return {"low": low, "high": high, "history": history}


# --- the strategy file ---------------------------------------------------------------
def _bits(n: int, table: dict, arity: int) -> tuple[str, dict]:
    """Pure choices of a binary table as packed bits (zlib, base64), mixed ones apart."""
    raw = bytearray((n + 7) // 8)
    mixed = {}
    for i, probs in table.items():
        if max(probs) == 1:
            if probs[1] == 1:
                raw[i // 8] |= 1 << (i % 8)
        else:
            mixed[str(i)] = [str(p) for p in probs]
    return base64.b64encode(zlib.compress(bytes(raw), 9)).decode(), mixed


def _digits(n: int, table: dict) -> tuple[str, dict]:
    text = ["-"] * n
    mixed = {}
    for i, probs in table.items():
        if max(probs) == 1:
            text[i] = str(probs.index(1))
        else:
            text[i] = "*"
            mixed[str(i)] = [str(p) for p in probs]
    return "".join(text), mixed


def encode(strategies: dict[str, dict], values: dict[str, str]) -> dict:
    """The file's JSON for ``{"S": strategy, "X": strategy}``."""
    out = {"format": FORMAT,
           "about": "Pointy Hats, two players, one round: an equilibrium (issue 32). "
                    "Subgames by first indicator, S standing for every colour (turn the "
                    "colours along the cycle S>H>D>C); numbering as pointyrules."
                    "pointy_hats.solve.Subgame; d = dealer, n = the other player.",
           "values": values, "subgames": {}}
    for first, strat in strategies.items():
        nobs = 30 if first == INVERT else 5
        sizes = {"d1": len(HANDS), "n1": len(HANDS) * 12,
                 "d2": len(HANDS) * 3 * 12 * nobs, "n2": len(HANDS) * 12 * 3 * nobs * 12}
        sg = {"mixed": {}}
        for key in ("d1", "n1"):
            sg[key], sg["mixed"][key] = _digits(sizes[key], strat[key])
        for key in ("d2", "n2"):
            sg[key], sg["mixed"][key] = _bits(sizes[key], strat[key], 2)
        out["subgames"][first] = sg
    return out
