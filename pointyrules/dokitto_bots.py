"""Doki-tto! Ice bots: random, a heuristic player, and an expert that searches.

Every bot has ``choose(state) -> action`` and decides only on what its seat may know:
its own hand and everything played in the open (cards played, scoops, stacks). The
expert never reads another player's hand or the set-aside cards: it redraws them.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from .core import RandomBot
from .dokitto import CONE_LIMIT, STACK, Card, Dokitto, DokittoView, Take, trick_winner

__all__ = ["RandomBot", "HeuristicBot", "ExpertBot", "voids", "sample_world"]


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
        self.seed = seed  # deterministic: no randomness needed

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
        seat = -1  # my play goes last in the trick as it stands
        wins = [c for c in legal if trick_winner(list(trick) + [(seat, c)]).winner == seat]
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


def sample_world(view: DokittoView, rng: random.Random,
                 tries: int = 50) -> tuple[list[list[Card]], list[Card]]:
    """Hidden hands and set-aside cards drawn at random, consistent with the view.

    The unseen cards (not in my hand, not played) are dealt to the other seats in their
    hand sizes and to the set-aside pile, never giving a seat a colour it is known to
    lack. Cards with the fewest possible places are placed first; a dead end restarts.
    """
    seen = set(view.hand) | {c for w in view.won for c in w} | {c for _, c in view.trick}
    unseen = [c for c in _deck(view) if c not in seen]
    lacks = voids(view)
    holders = [s for s in range(view.num_players) if s != view.player] + [-1]  # -1: aside
    sizes = {s: view.hand_sizes[s] for s in holders if s >= 0}
    sizes[-1] = view.aside_size
    for _ in range(tries):
        room = dict(sizes)
        places = {c: [s for s in holders if s < 0 or c.colour not in lacks[s]] for c in unseen}
        order = sorted(unseen, key=lambda c: (len(places[c]), rng.random()))
        hands: dict[int, list[Card]] = {s: [] for s in holders}
        for card in order:
            open_ = [s for s in places[card] if room[s] > 0]
            if not open_:
                break
            s = rng.choices(open_, weights=[room[x] for x in open_])[0]
            hands[s].append(card)
            room[s] -= 1
        else:
            full = [sorted(hands[s]) if s in hands else list(view.hand)
                    for s in range(view.num_players)]
            full[view.player] = list(view.hand)
            return full, sorted(hands[-1])
    raise RuntimeError("no deal of the unseen cards fits what was seen")  # pragma: no cover


def _deck(view: DokittoView) -> list[Card]:
    from .dokitto import deck_for
    return list(deck_for(view.num_players, view.colours if view.num_players == 3 else None))


class ExpertBot:
    """Determinised Monte Carlo search (perfect-information sampling).

    For each of ``worlds`` sampled deals of the unseen cards (``sample_world``: hand
    sizes kept, revealed voids respected) it plays every legal action and then the
    rest of the round with the heuristic policy for every seat, on a copy of the game
    run by the engine itself. An action's value is its mean result over the worlds:
    1 for winning the round, less half the share of the other players who win it too
    (each of them gains a trophy as well), plus a small share of the points margin.
    All actions are scored on the same worlds. The budget
    (worlds, playouts, seconds) of the last decision is in ``last_report``.
    """

    name = "expert"

    def __init__(self, seed: int | None = 0, worlds: int = 16):
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.policy = HeuristicBot()
        self.last_report: dict = {}

    def choose(self, state: Dokitto) -> Card | Take:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_report = {"method": "forced", "worlds": 0, "playouts": 0, "seconds": 0.0}
            return legal[0]
        t0 = time.perf_counter()
        me = state.current_player
        view = state.view(me)
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(self.worlds):
            hands, aside = sample_world(view, self.rng)
            world = state.clone()
            world.hands, world.aside = hands, aside
            world.log = []  # the playouts need no history
            for action in legal:
                sim = world.clone()
                sim.apply(action)
                totals[action] += self._playout(sim, me, state.round_number)
        values = {a: v / self.worlds for a, v in totals.items()}
        self.last_report = {"method": "determinised playouts", "worlds": self.worlds,
                            "playouts": self.worlds * len(legal),
                            "seconds": time.perf_counter() - t0, "values": values}
        return max(legal, key=values.get)  # ties: the first in the engine's order

    def _playout(self, sim: Dokitto, me: int, rnd: int) -> float:
        """Play the rest of round ``rnd`` by the heuristic; score its result for ``me``."""
        policy = self.policy
        while not sim.is_over and sim.round_number == rnd:
            sim.apply(policy.choose(sim))
        result = sim.last_round
        others = sum(s != me for s in result.winners) / (sim.num_players - 1)
        best_other = max(p for s, p in enumerate(result.points) if s != me)
        return ((me in result.winners) - 0.5 * others
                + 0.01 * (result.points[me] - best_other))
