"""Doki-tto! Ice bots: random, a heuristic player, and an expert that searches.

Every bot has ``choose(state) -> action`` and decides only on what its seat may know:
its own hand and everything played in the open (cards played, scoops, stacks). The
expert never reads another player's hand or the set-aside cards: it redraws them.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from functools import cache

from ..core import DEFAULT_BUDGET_MS, Deadline, Estimate, RandomBot
from ..ismcts import ConstrainedDeal, SearchBot
from .rules import (
    CONE_LIMIT,
    STACK,
    Card,
    Dokitto,
    DokittoView,
    RoundResult,
    Scoop,
    Take,
    cone_points_by_count,
    legal_cards,
    round_result,
    round_winners,
    take_options,
    winning_index,
)

__all__ = ["BOTS", "RandomBot", "HeuristicBot", "ExpertBot", "TrickSearchBot", "voids",
           "sample_world"]


def _power(card: Card) -> int:
    """How likely a card is to take a trick: 1s win mixed tricks, 10s one-colour ones."""
    return max(card.number, 11 - card.number)


def _free_slots(cones: Sequence[Sequence]) -> int:
    return max(CONE_LIMIT - len(cone) for cone in cones)


class HeuristicBot:
    """Plays by a few rules of thumb a good player uses.

    1. **Stay under three.** While one of my cones has room, I try to win tricks; once
       every cone holds three scoops, any trick I win could end the round with me
       scoring nothing (DI-6), so I try to lose every trick.
    2. **Leading.** Early in a round most players can follow, so tricks are often of
       one colour and the highest card wins: to win I lead my highest card; to lose I
       lead my most middling card (closest to 5.5), which rarely wins either kind of
       trick.
    3. **Following.** I look at the trick as it stands with my card added (the
       engine's own rule, DI-3). To win I play the winning card that is weakest
       (keeping 1s and 10s, the cards that win tricks, for later); if none wins, I
       shed my weakest card. To lose I play my strongest card that does not win now,
       getting rid of cards that would win later; if every card wins, my weakest.
    4. **Choosing a scoop.** Never a 4th scoop on a cone if anything else is possible
       (an empty stack or, with two players, the other cone). Otherwise the colour
       that scores most now: the scoop's value times my won cards of that colour
       (this trick's included), less a small cost for using a cone's place, and a
       larger one for filling it to three. With two cones, the emptier cone.
    """

    name = "heuristic"

    def __init__(self, seed: int | None = None):
        self.seed = seed  # deterministic: no randomness needed (and no time budget)

    def choose(self, state: Dokitto) -> Card | Take:
        me = state.current_player
        if state.pending is not None:
            return self.take(state.options, state.cones[me], state.taken, state.won[me],
                             [c for _, c in state.trick])
        return self.play(state.legal_actions(), state.trick, state.cones[me])

    @staticmethod
    def take(options: Sequence[Take], cones, taken: dict[str, int], won: Sequence[Card],
             trick_cards: Sequence[Card]) -> Take:
        cards = list(won) + list(trick_cards)

        def value(t: Take) -> float:
            if taken[t.colour] >= len(STACK):
                return 0.0  # no scoop: harmless, worthless
            after = len(cones[t.cone]) + 1
            if after > CONE_LIMIT:
                return -1000.0 - after
            gain = STACK[taken[t.colour]] * sum(c.colour == t.colour for c in cards)
            return gain - (2.5 if after == CONE_LIMIT else 0.5) - 0.1 * len(cones[t.cone])

        return max(options, key=value)

    @staticmethod
    def play(legal: Sequence[Card], trick: Sequence[tuple[int, Card]], cones) -> Card:
        want = _free_slots(cones) > 0
        if not trick:
            if want:
                return max(legal, key=lambda c: (c.number, c.colour))
            return min(legal, key=lambda c: (abs(c.number - 5.5), c.colour))
        played = [c for _, c in trick]
        last = len(played)  # my card goes last in the trick as it stands
        wins = [c for c in legal if winning_index(played + [c]) == last]
        loses = [c for c in legal if c not in wins]
        if want:
            return min(wins or loses, key=lambda c: (_power(c), c))
        if loses:
            return max(loses, key=lambda c: (_power(c), c))
        return min(wins, key=lambda c: (_power(c), c))


def voids(view: DokittoView) -> list[set[str]]:
    """Colours each seat is known to lack: they did not follow when it was led."""
    out: list[set[str]] = [set() for _ in range(view.num_players)]
    tricks = [t.plays for t in view.round_tricks] + ([view.trick] if view.trick else [])
    for plays in tricks:
        lead = plays[0][1].colour
        for seat, card in plays[1:]:
            if card.colour != lead:
                out[seat].add(lead)
    return out


def sample_world(view: DokittoView, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Hidden hands and set-aside cards drawn at random, consistent with the view.

    The unseen cards (not in my hand, not played) are dealt to the other seats in their
    hand sizes and to the set-aside pile, never giving a seat a colour it is known to
    lack (``voids``, must-follow evidence); every such deal is equally likely
    (``ConstrainedDeal``: exact, no retries).
    """
    return _Dealer(view).world(rng)


class _Dealer:
    """The deal of one view's unseen cards, counted once and drawn many times."""

    def __init__(self, view: DokittoView):
        seen = set(view.hand) | {c for w in view.won for c in w} | {c for _, c in view.trick}
        unseen = [c for c in _deck(view) if c not in seen]
        holders = {s: view.hand_sizes[s] for s in range(view.num_players) if s != view.player}
        holders[-1] = view.aside_size  # -1: the set-aside cards, which lack nothing
        lacks = voids(view)
        self.view = view
        self.deal = ConstrainedDeal(unseen, holders, lambda c: c.colour,
                                    {s: lacks[s] for s in holders if s >= 0})

    def world(self, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
        dealt = self.deal.sample(rng)
        hands = [list(self.view.hand) if s == self.view.player else sorted(dealt[s])
                 for s in range(self.view.num_players)]
        return hands, sorted(dealt[-1])


def _deck(view: DokittoView) -> list[Card]:
    from .rules import deck_for
    return list(deck_for(view.num_players, view.colours if view.num_players == 3 else None))


class RoundSim:
    """The rest of one round, played fast for the expert's search (no log, no checks).

    It carries only what decides the round (hands, the trick, cones, stacks, won cards)
    and uses the engine's own rule functions (``winning_index``, ``take_options``,
    ``round_result``), so its results are the engine's; a test plays both side by side.
    ``result`` is the round's ``RoundResult`` once it is over.
    """

    __slots__ = ("n", "colours", "hands", "leader", "trick", "cones", "taken", "won",
                 "winner", "result")

    @classmethod
    def from_state(cls, state: Dokitto, hands: Sequence[Sequence[Card]]) -> RoundSim:
        """The round of ``state`` with ``hands`` in place of the real (hidden) ones."""
        sim = cls.__new__(cls)
        sim.n, sim.colours = state.num_players, state.colours
        sim.hands = [list(h) for h in hands]
        sim.leader, sim.trick = state.leader, list(state.trick)
        sim.cones = [[list(c) for c in cs] for cs in state.cones]
        sim.taken, sim.won = dict(state.taken), [list(w) for w in state.won]
        sim.winner = None if state.pending is None else state.pending.winner
        sim.result = None
        return sim

    def copy(self) -> RoundSim:
        sim = RoundSim.__new__(RoundSim)
        sim.n, sim.colours, sim.leader, sim.winner = self.n, self.colours, self.leader, self.winner
        sim.hands = [list(h) for h in self.hands]
        sim.trick = list(self.trick)
        sim.cones = [[list(c) for c in cs] for cs in self.cones]
        sim.taken, sim.won, sim.result = dict(self.taken), [list(w) for w in self.won], None
        return sim

    @property
    def seat(self) -> int:
        """Who acts: the trick's winner choosing a scoop, else the next to play."""
        if self.winner is not None:
            return self.winner
        return (self.leader + len(self.trick)) % self.n

    def legal(self) -> list[Card]:
        return legal_cards(self.hands[self.seat], self.trick[0][1] if self.trick else None)

    def options(self) -> list[Take]:
        return take_options([c for _, c in self.trick], self.colours, self.taken, self.n)

    def play(self, card: Card) -> None:
        seat = self.seat
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) == self.n:
            cards = [c for _, c in self.trick]
            self.winner = self.trick[winning_index(cards)][0]
            options = self.options()
            if len(options) == 1:
                self.take(options[0])

    def take(self, take: Take) -> None:
        seat, colour = self.winner, take.colour
        cone = self.cones[seat][take.cone]
        scoop = self.taken[colour] < len(STACK)
        if scoop:
            cone.append(Scoop(colour, STACK[self.taken[colour]]))
            self.taken[colour] += 1
        self.won[seat].extend(c for _, c in self.trick)
        self.trick, self.winner, self.leader = [], None, seat
        if (scoop and len(cone) > CONE_LIMIT) or not self.hands[seat]:  # DI-6
            self.result = round_result(self.cones, self.won)

    def playout(self, policy: HeuristicBot) -> RoundResult:
        """Play to the round's end with ``policy`` in every seat."""
        while self.result is None:
            me = self.seat
            if self.winner is not None:
                self.take(policy.take(self.options(), self.cones[me], self.taken, self.won[me],
                                      [c for _, c in self.trick]))
            else:
                self.play(policy.play(self.legal(), self.trick, self.cones[me]))
        return self.result


WORLDS = 8  # the expert's default budget: sampled deals per decision
# What the expert's values measure: a round won scores 1, less half the share of other
# players who win it too, plus 0.01 per point of lead over the best other player.
MEASURE = "round_value"  # a kind of the words: round value (1 = the round won)
ROUND_BONUS = 30  # the trick search's worth of a round win, in points


def trick_search(sim: RoundSim, counter: list[int] | None = None) -> tuple[list[float], list]:
    """Exhaustive search of the rest of the current trick (max-n), in place of guessing.

    Every seat still to play tries every legal card, in turn, against every answer of
    the seats after it; the trick's winner then tries every scoop choice. Each seat
    picks what is best for itself by a stated evaluation of the position when the
    trick is over: its round points then (DI-7), and if the trick ended the round,
    ``ROUND_BONUS`` more for a round winner (shared among tied winners) and as much
    less for a player who took a 4th scoop. Among equal values a seat keeps its
    strongest cards (plays the lowest ``_power`` first). Returns the values for every
    seat and the best line of actions; ``counter[0]`` counts the positions visited.
    The search works on the trick's cards alone (each seat plays once per trick), so
    nothing is copied.
    """
    n, colours, taken = sim.n, sim.colours, sim.taken
    counts = [dict.fromkeys(colours, 0) for _ in range(n)]
    for s, won in enumerate(sim.won):
        for card in won:
            counts[s][card.colour] += 1
    base = [float(_points(sim.cones[s], counts[s])) for s in range(n)]
    played = sim.trick
    # every hand holds this many cards once the trick is over; 0 ends the round (DI-6)
    after = len(sim.hands[played[0][0] if played else sim.seat]) - (0 if played else 1)
    counter = counter if counter is not None else [0]

    def leaf(plays: list[tuple[int, Card]]) -> tuple[list[float], list]:
        cards = [c for _, c in plays]
        seat = plays[winning_index(cards)][0]
        mine = dict(counts[seat])
        for card in cards:
            mine[card.colour] += 1
        best, line = None, []
        options = take_options(cards, colours, taken, n)
        for take in options:
            counter[0] += 1
            cones = [list(c) for c in sim.cones[seat]]
            if taken[take.colour] < len(STACK):
                cones[take.cone].append(Scoop(take.colour, STACK[taken[take.colour]]))
            values = list(base)
            values[seat] = float(_points(cones, mine))
            bust = any(len(c) > CONE_LIMIT for c in cones)
            if bust or after == 0:
                all_cones = list(sim.cones)
                all_cones[seat] = cones
                result = round_winners(values, all_cones)  # DI-8, DI-11
                for s in result.winners:
                    values[s] += ROUND_BONUS / len(result.winners)
                values[seat] -= ROUND_BONUS * bust
            if best is None or values[seat] > best[seat]:
                best, line = values, [take] if len(options) > 1 else []  # one: automatic
        return best, line

    def search(plays: list[tuple[int, Card]]) -> tuple[list[float], list]:
        counter[0] += 1
        if len(plays) == n:
            return leaf(plays)
        seat = (sim.leader + len(plays)) % n
        hand = sim.hands[seat]
        legal = ([c for c in hand if c.colour == plays[0][1].colour] if plays else []) or hand
        best, line = None, []
        for card in sorted(legal, key=_power):
            values, rest = search(plays + [(seat, card)])
            if best is None or values[seat] > best[seat]:
                best, line = values, [card] + rest
        return best, line

    return search(list(played))


def _points(cones, counts: dict[str, int]) -> int:
    """A player's DI-7 points from won-card counts by colour, by the engine's rule."""
    return sum(cone_points_by_count(cone, counts) for cone in cones)


class TrickSearchBot:
    """A weaker searcher, kept as a yardstick for the expert (not offered at the tables).

    Determinised search: sampled deals, an exhaustive search of the rest of the
    trick, then heuristic playouts to the round's end.

    For each of ``worlds`` sampled deals of the unseen cards (``sample_world``: hand
    sizes kept, voids revealed by not following respected, set-aside cards drawn too)
    and for each of its legal actions:

    1. **Rest of the trick, exhaustively.** After its card, every seat still to play
       answers with each legal card in turn and the trick's winner tries each scoop
       choice; each picks its own best (max-n, ``trick_search``): its points when the
       trick is over, plus a bonus for a round won or a penalty for a 4th scoop if the
       trick ends the round.
    2. **Rest of the round, by playout.** From the end of that trick the round is
       played out with the heuristic bot in every seat (``RoundSim``, the engine's
       rule functions without the log).

    An action's value is its mean playout result over the worlds: 1 for winning the
    round, less half the share of other players who win it too, plus 0.01 per point
    of margin over the best other player. All actions are scored on the same worlds.

    **Budget**: ``worlds`` samples per decision (default ``WORLDS`` = 8), one playout
    per legal action per sample, and the trick search's positions; ``last_report``
    gives the method, worlds, playouts, trick-search nodes and seconds of the last
    decision. With the default budget the benchmark measured a median decision of
    about 12 ms with four players, and a game-win rate of 33.8% ± 2.9% (95%) against
    three heuristic bots over 1,000 seeded games (a heuristic bot in the same seat:
    25.5% ± 2.7%).
    """

    name = "trick search"

    timed = True  # searches until its time budget is spent (core.make_bot)

    def __init__(self, seed: int | None = 0, worlds: int = WORLDS,
                 budget_ms: float | None = DEFAULT_BUDGET_MS):
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.budget_ms = budget_ms  # stops sampling deals when it runs out (one at least)
        self.policy = HeuristicBot()
        self.last_report: dict = {}

    @property
    def budget(self) -> str:
        return f"{self.worlds} sampled deals per decision; per deal and action, an " \
               "exhaustive search of the rest of the trick and one heuristic playout"

    def choose(self, state: Dokitto) -> Card | Take:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_report = {"method": "forced", "worlds": 0, "playouts": 0, "nodes": 0,
                                "seconds": 0.0}
            return legal[0]
        return self.explain(state)[0].action

    def explain(self, state: Dokitto) -> list[Estimate]:
        """Every legal action with its mean playout value over the sampled deals, best
        first (ties: the engine's order, as ``choose`` breaks them)."""
        legal = state.legal_actions()
        t0 = time.perf_counter()
        me = state.current_player
        view = state.view(me)
        totals = dict.fromkeys(legal, 0.0)
        nodes = [0]
        deadline = Deadline(self.budget_ms)
        worlds = 0
        dealer = _Dealer(view)
        for _ in range(self.worlds):
            if worlds and deadline.passed():
                break
            worlds += 1
            hands, _aside = dealer.world(self.rng)
            world = RoundSim.from_state(state, hands)
            for action in legal:
                sim = world.copy()
                if isinstance(action, Take):
                    sim.take(action)
                else:
                    sim.play(action)
                    if sim.trick:  # the trick is not over yet
                        for step in trick_search(sim, nodes)[1]:
                            (sim.take if isinstance(step, Take) else sim.play)(step)
                totals[action] += self._score(sim.playout(self.policy), me)
        values = {a: v / worlds for a, v in totals.items()}
        self.last_report = {"method": "determinised trick search + playouts",
                            "worlds": worlds, "playouts": worlds * len(legal),
                            "nodes": nodes[0], "seconds": time.perf_counter() - t0,
                            "values": values}
        return [Estimate(a, values[a], MEASURE, worlds)
                for a in sorted(legal, key=lambda a: -values[a])]

    @staticmethod
    def _score(result: RoundResult, me: int) -> float:
        """A round's result for ``me``: a win, less others' shared wins, plus the margin."""
        others = sum(s != me for s in result.winners) / (len(result.points) - 1)
        best_other = max(p for s, p in enumerate(result.points) if s != me)
        return ((me in result.winners) - 0.5 * others
                + 0.01 * (result.points[me] - best_other))


OldExpertBot = TrickSearchBot  # the name the comparisons (bench/bots.py) use


@cache
def _game_chances(trophies: tuple[int, ...], target: int) -> tuple[float, ...]:
    """Each seat's chance to win the game from these trophies if every later round has
    one winner, each seat as likely as any other (DI-9: whoever reaches ``target``
    wins; several at once share the win)."""
    top = [s for s, t in enumerate(trophies) if t >= target]
    n = len(trophies)
    if top:
        return tuple(1 / len(top) if s in top else 0.0 for s in range(n))
    out = [0.0] * n
    for w in range(n):
        after = tuple(t + (s == w) for s, t in enumerate(trophies))
        for s, p in enumerate(_game_chances(after, target)):
            out[s] += p / n
    return tuple(out)


class _RoundModel:
    """The rest of the round as the search sees it from one seat (``ismcts.Model``).

    A world is a ``RoundSim`` whose hidden hands come from ``_Dealer`` (voids kept); a
    rollout plays the round out with the heuristic bot in every seat. A seat's reward
    is its chance to win the game once the round's trophies are given (``_game_chances``:
    later rounds counted as even), so the search weighs a round won by a player one
    trophy from the end more heavily than one won by a player with none.
    """

    def __init__(self, state: Dokitto, policy: HeuristicBot):
        me = state.current_player
        view = state.view(me)
        self.dealer = _Dealer(view)
        # the template carries only public facts and my own hand: hands come per world
        self.template = RoundSim.from_state(
            state, [list(view.hand) if s == me else [] for s in range(state.num_players)])
        self.policy = policy
        self.trophies, self.target = tuple(state.trophies), state.target

    def determinize(self, rng: random.Random) -> RoundSim:
        sim = self.template.copy()
        sim.hands = self.dealer.world(rng)[0]
        return sim

    def copy(self, sim: RoundSim) -> RoundSim:
        return sim.copy()

    @staticmethod
    def actor(sim: RoundSim) -> int | None:
        return None if sim.result is not None else sim.seat

    @staticmethod
    def legal(sim: RoundSim) -> list[Card] | list[Take]:
        return sim.options() if sim.winner is not None else sim.legal()

    @staticmethod
    def apply(sim: RoundSim, action: Card | Take) -> None:
        (sim.take if type(action) is Take else sim.play)(action)

    def rollout(self, sim: RoundSim, rng: random.Random) -> tuple[float, ...]:
        result = sim.playout(self.policy)
        return _game_chances(tuple(t + (s in result.winners)
                                   for s, t in enumerate(self.trophies)), self.target)


ITERATIONS = 150  # without a time budget: search iterations per decision
_POLICY = HeuristicBot()  # the rollouts' player (it keeps no state)


class ExpertBot(SearchBot):
    """Information-set search (``pointyrules.ismcts``) over the rest of the round.

    It cannot see the other hands, so every iteration deals them anew, uniformly among
    the deals that fit what it has seen: the cards still unseen, each hand's size, and
    the colours a seat showed it lacks by not following (``sample_world``). In that
    world it walks a tree of the moves it and the others can make (the same tree for
    every deal, UCB1 with availability counts), adds one move, and plays the round out
    with the heuristic bot in every seat. A move's value is the chance to win the game
    it leads to (the round's trophies given, later rounds counted as even chances).

    ``budget_ms``: searches until the time is spent (after a first sweep that tries each
    move once); ``None``: exactly ``iterations`` iterations, the same move for the same
    seed. ``last_report`` gives the method, iterations, deals and seconds.
    """

    ITERATIONS = ITERATIONS
    VALUE = "chance_win_game"  # a kind of the words (the table's)

    def model(self, state: Dokitto) -> _RoundModel:
        return _RoundModel(state, _POLICY)


# The bots by the names the tables and the registry (pointyrules.games) use.
BOTS = {"expert": ExpertBot, "heuristic": HeuristicBot, "random": RandomBot}
