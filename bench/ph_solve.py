"""Two-player Pointy Hats solved exactly (issue 32): `python3 dev.py bench -- --ph-solve`.

For the two games that decide everything (a colour first, standing for all four by the
colour cycle, and the invert card first; ``pointyrules.pointy_hats.solve``): the
sequence-form LP with SciPy's HiGHS, the strategies rounded to fractions and certified
by exact best responses, CFR+ as an independent cross-check, and the exploitability of
a random player, of the heuristic bot (exact best replies, all five first indicators,
as it is not symmetric under the colour cycle) and of the expert (which plays the
stored strategy at two players), in each seat. Writes the strategy a bot loads
(``pointyrules/pointy_hats/strategy_two_player.json``) and the figures the chapter
reads (``book/data/pointy_hats_two_player.json``).

Rows give CPU seconds of this process (the machine may be shared), beside a baseline
measured in the same run: building the two game trees, the floor every method pays.
``--ph-solve-plain`` also times the plain LP (no dominance cut) for the ratio that
says what the cut buys.
"""

from __future__ import annotations

import argparse
import json
import pickle
import tempfile
import time
from fractions import Fraction
from pathlib import Path

from pointyrules.pointy_hats import solve
from pointyrules.pointy_hats.bots import HeuristicBot
from pointyrules.pointy_hats.rules import DECK, INVERT, SUITS

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "book" / "data" / "pointy_hats_two_player.json"
PLANS = Path(tempfile.gettempdir()) / "pointyrules_ph_solve"  # the LP's plans, for reuse
Row = tuple[str, str, str, str]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ph-solve", action="store_true",
                        help="Pointy Hats: solve the two-player round exactly, certify it, "
                             "write the strategy and book/data/pointy_hats_two_player.json")
    parser.add_argument("--ph-solve-cfr", type=int, default=600, metavar="T",
                        help="ph_solve: CFR+ iterations for the cross-check (0: skip)")
    parser.add_argument("--ph-solve-plans", default=None, metavar="DIR",
                        help="ph_solve: reuse the LP's realisation plans pickled in DIR "
                             "(plans_S.pkl, plans_X.pkl; written by every run) instead of "
                             "solving again: the rest (certificate, figures) is redone")
    parser.add_argument("--ph-solve-plain", action="store_true",
                        help="ph_solve: also time the plain LP, without the dominance cut")


class _Clock:
    def __init__(self):
        self.cpu, self.wall = time.process_time(), time.perf_counter()

    def lap(self) -> tuple[float, float]:
        cpu, wall = time.process_time(), time.perf_counter()
        out = (cpu - self.cpu, wall - self.wall)
        self.cpu, self.wall = cpu, wall
        return out


def _cards(cards) -> str:
    return " ".join(str(DECK[c]) for c in cards)


def heuristic_strategy(sub: solve.Subgame) -> dict:
    """The heuristic bot's (pure) choices at every information set of ``sub``."""
    dseq, nseq, _, _ = sub.leaves

    def pick(hand, trick, indicator, arity):
        hand = sorted(hand)
        card = HeuristicBot.play([DECK[c] for c in hand], trick, indicator, 2).index
        return tuple(Fraction(int(c == card)) for c in hand[:arity])

    out = {"d1": {}, "d2": {}, "n1": {}, "n2": {}}
    for h, hand in enumerate(solve.HANDS):
        out["d1"][h] = pick(hand, [], sub.first, 3)
    for d in set(dseq):
        i2 = d // 2
        o, rest = i2 % sub.nobs, i2 // sub.nobs
        h1r, a1p = divmod(rest // 12, 3)
        hand = [c for k, c in enumerate(solve.HANDS[h1r]) if k != a1p]
        out["d2"][i2] = pick(hand, [], _trick_indicator(o), 2)
    for n in set(nseq):
        k = n // 2
        a2, rest = k % 12, k // 12
        o, n1 = rest % sub.nobs, rest // sub.nobs
        j, b1p = divmod(n1, 3)
        h2r, a1 = divmod(j, 12)
        h2 = solve.HANDS[h2r]
        if j not in out["n1"]:
            out["n1"][j] = pick(h2, [(0, DECK[a1])], sub.first, 3)
        hand = [c for m, c in enumerate(h2) if m != b1p]
        out["n2"][k] = pick(hand, [(0, DECK[a2])], _trick_indicator(o), 2)
    return out


def _trick_indicator(o: int) -> str:
    """The second trick's indicator from the turned-up cards' number (solve.obs_id)."""
    from pointyrules.pointy_hats.rules import INDICATORS
    return INDICATORS[o] if o < 5 else INDICATORS[(o - 5) % 5]


def _gains(sub: solve.Subgame, strat: dict, value: Fraction) -> dict:
    """A best reply's winning chance against ``strat`` in each seat, and its gain over
    the equilibrium value."""
    as_dealer, _ = solve.best_response(sub, strat, "dealer")  # the other player replies
    as_other, _ = solve.best_response(sub, strat, "other")  # the dealer replies
    return {"dealer": (1 - as_dealer, value - as_dealer),
            "other": (as_other, as_other - value)}


def _mixed_report(sub: solve.Subgame, strat: dict, limit: int = 40) -> dict:
    """Where the equilibrium mixes: every first choice, and the first ``limit`` second
    choices (with their count)."""
    first = sub.first
    out = {"dealer_lead": [], "other_reply": [], "dealer_second": [], "other_second": [],
           "count": {}}
    for h, probs in strat["d1"].items():
        if max(probs) < 1:
            out["dealer_lead"].append({"hand": _cards(solve.HANDS[h]), "indicator": first,
                                       "play": {str(DECK[c]): float(p) for c, p in
                                                zip(solve.HANDS[h], probs, strict=True)}})
    for j, probs in strat["n1"].items():
        if max(probs) < 1:
            h2r, a1 = divmod(j, 12)
            out["other_reply"].append({
                "hand": _cards(solve.HANDS[h2r]), "led": str(DECK[a1]), "indicator": first,
                "play": {str(DECK[c]): float(p)
                         for c, p in zip(solve.HANDS[h2r], probs, strict=True)}})
    for key, name in (("d2", "dealer_second"), ("n2", "other_second")):
        mixed = sorted(i for i, p in strat[key].items() if max(p) < 1)
        out["count"][name] = len(mixed)
        for i in mixed[:limit]:
            out[name].append(_describe_second(sub, key, i, strat[key][i]))
    out["count"]["dealer_lead"] = len(out["dealer_lead"])
    out["count"]["other_reply"] = len(out["other_reply"])
    return out


def _describe_second(sub, key, i, probs) -> dict:
    if key == "d2":
        o, rest = i % sub.nobs, i // sub.nobs
        b1, d1 = rest % 12, rest // 12
        h1r, a1p = divmod(d1, 3)
        h1 = solve.HANDS[h1r]
        left = [c for k, c in enumerate(h1) if k != a1p]
        return {"hand": _cards(h1), "led": str(DECK[h1[a1p]]), "reply": str(DECK[b1]),
                "turned": _turned(sub, o),
                "play": {str(DECK[c]): float(p) for c, p in zip(left, probs, strict=True)}}
    a2, rest = i % 12, i // 12
    o, n1 = rest % sub.nobs, rest // sub.nobs
    j, b1p = divmod(n1, 3)
    h2r, a1 = divmod(j, 12)
    h2 = solve.HANDS[h2r]
    left = [c for k, c in enumerate(h2) if k != b1p]
    return {"hand": _cards(h2), "led": str(DECK[a1]), "reply": str(DECK[h2[b1p]]),
            "turned": _turned(sub, o), "led_second": str(DECK[a2]),
            "play": {str(DECK[c]): float(p) for c, p in zip(left, probs, strict=True)}}


def _turned(sub, o: int) -> str:
    from pointyrules.pointy_hats.rules import INDICATORS
    cards = [INDICATORS[o]] if o < 5 else [INDICATORS[(o - 5) // 5], INDICATORS[(o - 5) % 5]]
    return " ".join([sub.first, *cards])


def run(args) -> tuple[list[Row], dict]:
    clock = _Clock()
    rows: list[Row] = []
    subs = {f: solve.Subgame(f) for f in ("S", INVERT)}
    sizes = {f: len(sub.leaves[0]) for f, sub in subs.items()}  # builds the trees
    build_cpu, build_wall = clock.lap()
    strategies, values, brackets, lp_info = {}, {}, {}, {}
    for f, sub in subs.items():
        if args.ph_solve_plans:
            with open(Path(args.ph_solve_plans) / f"plans_{f}.pkl", "rb") as fh:
                lp = {"plans": pickle.load(fh), "rows": "-", "cols": "-", "nnz": "-",
                      "fixed": "-", "n_k": "-", "solve_s": float("nan")}
        else:
            lp = solve.solve_lp(sub)
            PLANS.mkdir(parents=True, exist_ok=True)
            with open(PLANS / f"plans_{f}.pkl", "wb") as fh:
                pickle.dump(lp["plans"], fh)
        # small denominators first (exact where the equilibrium is simple), else finer
        for max_den in (1000, 10**6):
            strat = solve.strategy_from_plans(sub, lp["plans"], max_den)
            low, high = solve.certify(sub, strat)
            if low == high:
                break
        strategies[f], brackets[f] = strat, (low, high)
        values[f] = low if low == high else (low + high) / 2
        lp_info[f] = lp
    solve_cpu, solve_wall = clock.lap()
    rows.append(("PH 2p: build both game trees (CPU s)", f"{build_cpu:.1f}",
                 f"wall {build_wall:.1f}", f"leaves S {sizes['S']}, X {sizes[INVERT]}"))
    rows.append(("PH 2p: LP solve + exact certificate (CPU s)", f"{solve_cpu:.1f}",
                 f"build {build_cpu:.1f}", f"{solve_cpu / build_cpu:.2f}x"))
    rows.append(("PH 2p: full solve, build included (CPU s / wall s)",
                 f"{build_cpu + solve_cpu:.1f}", f"wall {build_wall + solve_wall:.1f}", "-"))
    for f, lp in lp_info.items():
        rows.append((f"PH 2p {f}: LP rows x cols, nnz; choices cut", f"{lp['rows']} x "
                     f"{lp['cols']}, {lp['nnz']}", f"{lp['fixed']}/{lp['n_k']}",
                     f"HiGHS {lp['solve_s']:.1f} s wall"))
    if args.ph_solve_plain:
        clock.lap()
        plain = solve.solve_lp(subs["S"], reduce=False)
        plain_cpu, _ = clock.lap()
        rows.append(("PH 2p S: plain LP, no cut (CPU s)", f"{plain_cpu:.1f}",
                     f"cut {lp_info['S']['solve_s']:.1f} wall", f"value {plain['value']:.12f}"))
    width = max(high - low for low, high in brackets.values())
    for f, (low, high) in brackets.items():
        rows.append((f"PH 2p {f} first: dealer wins", f"{float(values[f]):.15f}",
                     f"bracket {float(high - low):.3g}", "exact" if low == high else "-"))
    # the independent check
    cfr = {}
    if args.ph_solve_cfr:
        for f, sub in subs.items():
            clock.lap()
            res = solve.cfr_plus(sub, args.ph_solve_cfr)
            cpu, _ = clock.lap()
            cfr[f] = {"iterations": args.ph_solve_cfr, "low": float(res["low"]),
                      "high": float(res["high"]),
                      "cpu_s": round(cpu, 1),
                      "lp_inside": bool(res["low"] - 1e-12 <= values[f] <= res["high"] + 1e-12)}
            rows.append((f"PH 2p {f}: CFR+ {args.ph_solve_cfr} it. bracket (CPU s)",
                         f"[{res['low']:.9f}, {res['high']:.9f}]",
                         f"LP {float(values[f]):.9f}", f"{cpu:.1f} s"))
    # exploitability: random and heuristic, per seat, over the five first indicators
    clock.lap()
    exploit = {}
    uniform = {f: solve.uniform_strategy(sub) for f, sub in subs.items()}
    exploit["random"] = _per_seat({f: _gains(subs[f], uniform[f], values[f])
                                   for f in subs})
    heur = {}
    for f in (*SUITS, INVERT):
        sub = subs.get(f) or solve.Subgame(f)
        heur[f] = _gains(sub, heuristic_strategy(sub), values["S" if f in SUITS else INVERT])
    exploit["heuristic"] = _per_seat(heur)
    # the expert at two players plays the stored strategy: its exploitability is what a
    # best reply gains against exactly that (the certificate, seat by seat)
    exploit["expert"] = _per_seat({f: _gains(subs[f], strategies[f], values[f])
                                   for f in subs})
    exploit_cpu, _ = clock.lap()
    rows.append(("PH 2p: exploitability of random, heuristic, expert (CPU s)",
                 f"{exploit_cpu:.1f}", "-", "-"))
    for bot, seats in exploit.items():
        if seats:
            for seat, g in seats.items():
                gain = g["gain"]
                rows.append((f"PH 2p: best reply to {bot} as {seat}",
                             f"wins {g['best_reply_wins']:.6f}",
                             f"gain {gain:+.6f}" if abs(gain) >= 1e-6 else f"gain {gain:+.1e}",
                             "-"))
    colour, invert = values["S"], values[INVERT]
    figures = {
        "dealer_win": float((4 * colour + invert) / 5),
        "colour_first": float(colour), "invert_first": float(invert),
        "bracket_width": float(width),
        "exact": {f: str(v) for f, v in values.items() if brackets[f][0] == brackets[f][1]},
        "exploitability": exploit,
        "mixed": {f: _mixed_report(subs[f], strategies[f]) for f in subs},
        "cfr_plus": cfr,
        "timing_cpu_s": {"build": round(build_cpu, 1), "solve_and_certify": round(solve_cpu, 1)},
        "about": "Two-player Pointy Hats, one round, the dealer's winning chance under "
                 "equilibrium play (issue 32; python3 dev.py bench -- --ph-solve). Colour "
                 "first stands for each of the four colours (colour cycle). Exploitability: "
                 "a best reply's winning chance against the bot in that seat, and its gain "
                 "over the equilibrium (the expert plays the stored equilibrium at two "
                 "players, so its gain is at most the certificate's width).",
    }
    if brackets[INVERT][0] == brackets[INVERT][1]:
        figures["invert_first_fraction"] = str(invert)
    if brackets["S"][0] == brackets["S"][1]:
        figures["colour_first_fraction"] = str(colour)
        if brackets[INVERT][0] == brackets[INVERT][1]:
            figures["dealer_win_fraction"] = str((4 * colour + invert) / 5)
    stored = solve.encode(strategies, {f: str(v) for f, v in values.items()})
    solve.STRATEGY_PATH.write_text(json.dumps(stored, separators=(",", ":")) + "\n")
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    FIGURES.write_text(json.dumps(figures, indent=1) + "\n")
    rows.append(("PH 2p: strategy file (kB)", f"{solve.STRATEGY_PATH.stat().st_size / 1000:.0f}",
                 "-", "-"))
    return rows, figures


def _per_seat(by_first: dict) -> dict:
    """Averaged over the first indicator (each of the five equally likely; a table with
    only S and X stands for the four colours by S)."""
    weights = {f: (Fraction(4, 5) if f == "S" and len(by_first) == 2 else Fraction(1, 5))
               for f in by_first}
    out = {}
    for seat in ("dealer", "other"):
        wins = sum(weights[f] * by_first[f][seat][0] for f in by_first)
        gain = sum(weights[f] * by_first[f][seat][1] for f in by_first)
        out[seat] = {"best_reply_wins": float(wins), "gain": float(gain)}
    return out


def rows(args: argparse.Namespace) -> list[Row]:
    if not args.ph_solve:
        return []
    return run(args)[0]
