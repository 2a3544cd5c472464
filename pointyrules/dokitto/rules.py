"""Doki-tto! Ice: a must-follow trick-taking game for 2-4 players (rulings DI-1..DI-13).

Every trick's winner puts an ice-cream scoop of one of the trick's colours on their
cone; won cards of a colour score that colour's scoop values. A cone may hold three
scoops: whoever receives a fourth ends the round at once and scores nothing. A trick
of one colour goes to the highest card, a mixed trick to the lowest (the later card
on a tie). Each round winner gets a trophy; three trophies win the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .. import cards as shared
from ..core import (
    Event,
    GameState,
    IllegalAction,
    Rng,
    SetupError,
    action_type,
    index_of,
    wrong_type,
)

# DI-1: four colours numbered 1-10; a stack of three scoops per colour, bottom first.
COLOURS = ("S", "C", "M", "V")
COLOUR_NAMES = {"S": "strawberry", "C": "chocolate", "M": "matcha", "V": "vanilla"}
NUMBERS = tuple(range(1, 11))
STACK = (1, 1, 2)  # scoop values from the bottom up; the 2 has a topping
CONE_LIMIT = 3  # a 4th scoop on one cone ends the round (DI-6)
MIN_PLAYERS, MAX_PLAYERS = 2, 4
DEFAULT_3P_COLOURS = ("S", "C", "M")  # DI-2
TWO_PLAYER_NUMBERS = tuple(range(1, 7))  # DI-2: 7-10 are removed with two players
TWO_PLAYER_HANDS = (10, 12)  # DI-2: 10 each and 4 aside (default), or 12 each
DEFAULT_TARGET = 3  # DI-9: trophies that win the game
CONE_NAMES = ("left", "right")  # 2 players have two cones each (DI-2)


@action_type
class Card(NamedTuple):
    """A shop card, and also the action of playing it (equal only to a Doki-tto! Ice
    card: not to a plain tuple, a ``Take`` or another game's card)."""

    colour: str
    number: int

    def __str__(self) -> str:
        return f"{COLOUR_NAMES.get(self.colour, self.colour)} {self.number}"

    @property
    def short(self) -> str:
        return f"{self.colour}{self.number}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read 'M7', '7M', 'matcha 7' or '7 matcha' into a card, or raise SetupError."""
        t = str(text).strip().upper().replace(" ", "")
        for code, name in COLOUR_NAMES.items():
            t = t.replace(name.upper(), code)
        digits = "".join(ch for ch in t if ch.isdigit())
        letters = "".join(ch for ch in t if ch.isalpha())
        if digits and len(digits) <= 2 and letters in COLOURS and int(digits) in NUMBERS:
            return cls(letters, int(digits))
        raise SetupError(f"{text!r} is not a shop card: write a colour S, C, M or V "
                         "(strawberry, chocolate, matcha, vanilla) and a number 1-10, like 'M7'")


FULL_DECK = tuple(Card(c, n) for c in COLOURS for n in NUMBERS)
# The hot path (a random game makes ~200 moves) looks short names up instead of building them.
CARD_SHORT = {c: c.short for c in FULL_DECK}
SHORT_CARD = {c.short: c for c in FULL_DECK}  # "M7" -> the card (the words read events)
_PACKAGE = __name__.rpartition(".")[0]  # where this game's words are (core.words_package)


@action_type
class Take(NamedTuple):
    """The trick winner's choice: one colour among the played cards, and the cone (2p:
    0 left, 1 right). Equal only to a ``Take``, never to a card or a plain tuple."""

    colour: str
    cone: int = 0

    def __str__(self) -> str:
        where = CONE_NAMES[self.cone] if self.cone in (0, 1) else repr(self.cone)
        return f"take {COLOUR_NAMES.get(self.colour, self.colour)}" + (
            f" on the {where} cone" if self.cone else "")


class Scoop(NamedTuple):
    colour: str
    value: int

    def __str__(self) -> str:
        return f"{COLOUR_NAMES[self.colour]} {self.value}"


def deck_for(num_players: int, colours: Sequence[str] | None = None) -> tuple[Card, ...]:
    """The cards in play (DI-2): all 40; 30 of three colours (3p); 1-6 of each (2p)."""
    colours = game_colours(num_players, colours)
    numbers = TWO_PLAYER_NUMBERS if num_players == 2 else NUMBERS
    # FULL_DECK's own objects, so a card is found by identity in hands and tables
    return tuple(c for c in FULL_DECK if c.colour in colours and c.number in numbers)


def game_colours(num_players: int, colours: Sequence[str] | None = None) -> tuple[str, ...]:
    """DI-2: three chosen colours with 3 players (default S, C, M), else all four."""
    if num_players != 3:
        if colours is not None and tuple(colours) != COLOURS:
            raise SetupError("only a 3-player game chooses its colours (DI-2)")
        return COLOURS
    colours = DEFAULT_3P_COLOURS if colours is None else tuple(colours)
    if len(colours) != 3 or len(set(colours)) != 3 or not set(colours) <= set(COLOURS):
        raise SetupError(f"a 3-player game uses three different colours of {COLOURS} "
                         f"(DI-2), got {colours!r}")
    return tuple(c for c in COLOURS if c in colours)


def hand_size(num_players: int, two_player_hand: int = TWO_PLAYER_HANDS[0]) -> int:
    """DI-2: 10 each with 4 players, 9 with 3, 10 (or 12) with 2."""
    return {4: 10, 3: 9, 2: two_player_hand}[num_players]


def legal_cards(hand: Sequence[Card], lead: Card | None) -> list[Card]:
    """Must-follow (source rule): a card of the led colour if the hand has one, else any."""
    if lead is None:
        return list(hand)
    return [c for c in hand if c.colour == lead.colour] or list(hand)


class TrickResult(NamedTuple):
    """Who took a trick, with which card, and the rule that decided it (DI-3)."""

    winner: int
    card: Card
    case: str  # "one colour", "mixed" or "tie"
    rule: dict  # why, as a phrase of the words (``{"kind": ..., **data}``)


def winning_index(cards: Sequence[Card]) -> int:
    """DI-3 on cards in play order: the index of the card that takes the trick.

    The bare rule, without the sentence ``trick_winner`` writes; bots call it often.
    """
    first = cards[0].colour
    one, high, low = True, 0, 0
    for i in range(1, len(cards)):
        card = cards[i]
        if card.colour != first:
            one = False
        if card.number > cards[high].number:
            high = i
        if card.number <= cards[low].number:
            low = i  # on equal lowest numbers the later card
    return high if one else low


def trick_winner(plays: Sequence[tuple[int, Card]]) -> TrickResult:
    """DI-3: one colour -> highest; mixed -> lowest; equal lowest -> the later card.
    The reason (``rule``) is a phrase: its kind, the cards as short names, the ruling."""
    seat, card = plays[winning_index([c for _, c in plays])]
    first = plays[0][1].colour
    if all(c.colour == first for _, c in plays):
        return TrickResult(seat, card, "one colour", {
            "kind": "highest_wins", "colour": first, "card": card.short, "rule": "DI-3"})
    tied = [c.short for _, c in plays if c.number == card.number]
    if len(tied) == 1:
        return TrickResult(seat, card, "mixed", {
            "kind": "lowest_wins", "card": card.short, "rule": "DI-3"})
    return TrickResult(seat, card, "tie", {
        "kind": "later_wins", "tied": tied, "card": card.short, "rule": "DI-3"})


def cone_points(cone: Sequence[Scoop], won: Sequence[Card]) -> int:
    """DI-7: per colour, won cards of it times its scoop values here; 0 over the limit."""
    counts: dict[str, int] = {}
    for card in won:
        counts[card.colour] = counts.get(card.colour, 0) + 1
    return cone_points_by_count(cone, counts)


def cone_points_by_count(cone: Sequence[Scoop], counts: dict[str, int]) -> int:
    """DI-7 from won-card counts by colour (what a search keeps, for speed)."""
    if len(cone) > CONE_LIMIT:
        return 0
    return sum(value * counts.get(colour, 0) for colour, value in cone)


def player_points(cones: Sequence[Sequence[Scoop]], won: Sequence[Card]) -> int:
    """DI-7: a player's round score, summed over their cones (two in a 2-player game)."""
    return sum(cone_points(cone, won) for cone in cones)


class RoundResult(NamedTuple):
    points: tuple[int, ...]
    winners: tuple[int, ...]
    busted: tuple[int, ...]  # seats that took a 4th scoop on a cone (2p: dropped it, DI-11)
    rule: dict  # why, as a phrase of the words (``{"kind": ..., **data}``)


def round_winners(points: Sequence[int],
                  cones: Sequence[Sequence[Sequence[Scoop]]]) -> RoundResult:
    """DI-8: most points; tie -> more scoops; tie -> more 1-point scoops; else shared.

    A seat with a cone over the limit took a 4th scoop. With one cone (3 or 4 players)
    it cannot win the round (DI-8). With two cones (2 players) that cone is dropped: it
    scores 0 (DI-7) and its scoops count for nothing in the tie-breaks (DI-11), while
    the other cone counts as usual. Either way the result lists the seat as busted.
    """
    busted = tuple(s for s in range(len(points))
                   if any(len(cone) > CONE_LIMIT for cone in cones[s]))
    seats = [s for s in range(len(points)) if len(cones[s]) > 1 or s not in busted]

    def standing(s):  # the cones that still count (DI-11)
        return [cone for cone in cones[s] if len(cone) <= CONE_LIMIT]

    def scoops(s):
        return sum(len(cone) for cone in standing(s))

    def ones(s):
        return sum(v == 1 for cone in standing(s) for _, v in cone)

    top = max(points[s] for s in seats)
    tied = [s for s in seats if points[s] == top]
    # the reason, a phrase: decided by points, then scoops, then 1-point scoops, or shared
    why = {"kind": "most_points", "top": top}
    for name, key in (("scoops", scoops), ("ones", ones)):
        if len(tied) == 1:
            break
        best = max(key(s) for s in tied)
        tied = [s for s in tied if key(s) == best]
        why["kind"], why[name] = f"more_{name}", best
    if len(tied) > 1:
        why["kind"] = "shared"
    why["rule"] = "DI-8, DI-11" if any(len(cones[s]) > 1 for s in busted) else "DI-8"
    return RoundResult(tuple(points), tuple(tied), busted, why)


def take_options(trick_cards: Sequence[Card], colours: Sequence[str], taken: dict[str, int],
                 num_players: int) -> list[Take]:
    """DI-4: any colour among the played cards; in 2p with a scoop left, either cone.

    DI-12: if no played colour has a scoop left, every choice gives nothing, so there
    is one option (the first played colour, no scoop) and the trick settles at once.
    """
    played = {c.colour for c in trick_cards}
    cones = range(2) if num_players == 2 else range(1)
    out = []
    for colour in colours:
        if colour in played:
            if taken[colour] < len(STACK):
                out.extend(Take(colour, k) for k in cones)
            else:
                out.append(Take(colour))  # an empty stack: allowed, no scoop
    if all(taken[t.colour] >= len(STACK) for t in out):
        return out[:1]  # DI-12: nothing to choose
    return out


def round_result(cones: Sequence[Sequence[Sequence[Scoop]]],
                 won: Sequence[Sequence[Card]]) -> RoundResult:
    """DI-7 and DI-8 at a round's end: everyone's points and the round's winners."""
    n = len(cones)
    points = [player_points(cones[s], won[s]) for s in range(n)]
    return round_winners(points, cones)


class TrickRecord(NamedTuple):
    """One finished trick: the round, the plays in order, who won and what they took."""

    round: int
    plays: tuple[tuple[int, Card], ...]
    result: TrickResult
    take: Take
    scoop: Scoop | None


class Dokitto(GameState):
    """A game of Doki-tto! Ice: rounds until someone has ``target`` trophies (DI-9)."""

    game_name = "dokitto"

    def __init__(self, num_players: int, hands: Sequence[Sequence[Card]], *,
                 colours: Sequence[str] | None = None,
                 two_player_hand: int = TWO_PLAYER_HANDS[0], start_player: int = 0,
                 target: int = DEFAULT_TARGET, trophies: Sequence[int] | None = None,
                 cones: Sequence[Sequence[Sequence[tuple[str, int]]]] | None = None,
                 won: Sequence[Sequence[Card]] | None = None, seed: int | None = None):
        """An explicit position at the start of a trick: hands (equal sizes, at most a
        full deal), optionally scoops already on the cones and cards already won. Cards
        of the deck in no hand and no won pile are the set-aside cards (DI-2)."""
        _check_counts(num_players, start_player, target, two_player_hand)
        self.num_players = num_players
        self.colours = game_colours(num_players, colours)
        self.deck = deck_for(num_players, self.colours)
        self.hand_size = hand_size(num_players, two_player_hand)
        self.two_player_hand = two_player_hand
        self.target = target
        self.trophies = _read_trophies(trophies, num_players, target)
        self._over = False
        self.round_number = 1
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.last_round: RoundResult | None = None
        self.trick_history: list[TrickRecord] = []
        seen: set[Card] = set()
        hands = shared.read_hands(hands, num_players, Card, self.deck, self._deck_text(),
                                  range(1, self.hand_size + 1), seen)
        if len({len(h) for h in hands}) != 1:
            raise SetupError("every hand must hold the same number of cards at the start "
                             f"of a trick, got {[len(h) for h in hands]}")
        won = won or [[] for _ in range(num_players)]
        if len(won) != num_players:
            raise SetupError(f"need one won pile per player ({num_players}), got {len(won)}")
        won = [shared.read_cards(w, Card, self.deck, f"seat {s}'s won cards", self._deck_text(),
                                 seen) for s, w in enumerate(won)]
        self._start_round(start_player, hands, [c for c in self.deck if c not in seen])
        self.won = won
        if cones is not None:
            self._set_cones(cones)

    def _deck_text(self) -> str:
        names = ", ".join(COLOUR_NAMES[c] for c in self.colours)
        top = 6 if self.num_players == 2 else 10
        return f"the {len(self.deck)} cards in play ({names}; 1-{top}) (DI-2)"

    def _set_cones(self, cones) -> None:
        n_cones = 2 if self.num_players == 2 else 1
        if len(cones) != self.num_players or any(len(c) != n_cones for c in cones):
            raise SetupError(f"cones: give each of the {self.num_players} seats {n_cones} "
                             f"cone(s), got {cones!r}")
        taken: dict[str, list[int]] = {c: [] for c in self.colours}
        out = []
        for seat, seat_cones in enumerate(cones):
            mine = []
            for cone in seat_cones:
                scoops = [Scoop(*s) for s in cone]
                if len(scoops) > CONE_LIMIT:
                    raise SetupError(f"seat {seat}: a cone with {len(scoops)} scoops would "
                                     "already have ended the round (DI-6)")
                for s in scoops:
                    if s.colour not in taken:
                        raise SetupError(f"seat {seat}: {s.colour!r} is not a colour in play")
                    taken[s.colour].append(s.value)
                mine.append(scoops)
            out.append(mine)
        for colour, values in taken.items():
            if sorted(values) != sorted(STACK[:len(values)]):
                raise SetupError(f"the {COLOUR_NAMES[colour]} scoops on the cones must be "
                                 f"the bottom of its stack {STACK} (DI-1), got {values}")
            self.taken[colour] = len(values)
        self.cones = out

    # --- setup --------------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int = 4, seed: int | None = None, *,
                 colours: Sequence[str] | None = None,
                 two_player_hand: int = TWO_PLAYER_HANDS[0], start_player: int = 0,
                 target: int = DEFAULT_TARGET) -> Dokitto:
        """A game with a seeded shuffle; ``target=1`` plays a single round."""
        _check_counts(num_players, start_player, target, two_player_hand)
        rng = Rng(seed)
        deck = deck_for(num_players, colours)
        hands, _ = shared.deal(rng, deck, num_players, hand_size(num_players, two_player_hand))
        state = cls(num_players, hands, colours=colours, two_player_hand=two_player_hand,
                    start_player=start_player, target=target, seed=seed)
        state.rng = rng
        return state

    def _start_round(self, start: int, hands: Sequence[Sequence[Card]],
                     aside: Sequence[Card]) -> None:
        self.start_player = start
        self.leader = start
        self.hands = [sorted(h) for h in hands]
        self.aside = sorted(aside)  # DI-6: never used in this round
        self.trick: list[tuple[int, Card]] = []
        self.pending: TrickResult | None = None  # a finished trick awaiting the choice
        self.options: list[Take] = []
        self.won = [[] for _ in range(self.num_players)]
        self.cones = [[[] for _ in range(2 if self.num_players == 2 else 1)]
                      for _ in range(self.num_players)]
        self.taken = dict.fromkeys(self.colours, 0)  # scoops gone from each stack
        self._record("deal", round=self.round_number, start=start, cards=len(self.hands[0]))

    # --- the protocol -------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._over:
            return None
        if self.pending is not None:
            return self.pending.winner
        return (self.leader + len(self.trick)) % self.num_players  # clockwise

    def legal_actions(self) -> list[Card] | list[Take]:
        if self._over:
            return []
        if self.pending is not None:
            return list(self.options)
        hand = self.hands[(self.leader + len(self.trick)) % self.num_players]
        if not self.trick:
            return list(hand)
        lead = self.trick[0][1].colour
        return [c for c in hand if c.colour == lead] or list(hand)

    def stack_left(self, colour: str) -> int:
        """Scoops still in a colour's stack (DI-1)."""
        return len(STACK) - self.taken[colour]

    def _check(self, action: object) -> Card | Take:
        # Typed actions only (a card while the trick is played, a Take while its winner
        # chooses); text is read by Card.parse, the one place it is parsed.
        if self.pending is not None:
            return self._check_take(action)
        seat = (self.leader + len(self.trick)) % self.num_players
        if type(action) is not Card:
            raise wrong_type(action, Card, "DI-4" if type(action) is Take else "DI-1",
                             self.legal_actions(), {"kind": "now_play", "seat": seat})
        hand = self.hands[seat]
        if index_of(hand, action) < 0:
            raise IllegalAction("not_in_hand", "source: play from your hand",
                                self.legal_actions(), seat=seat, card=list(action))
        if self.trick:
            lead = self.trick[0][1]
            if action.colour != lead.colour and any(c.colour == lead.colour for c in hand):
                raise IllegalAction("must_follow", "source: must follow", self.legal_actions(),
                                    seat=seat, colour=lead.colour, lead=lead.short)
        return action

    def _check_take(self, action: object) -> Take:
        # what the trick's winner does now (2p: a cone too), as a phrase
        now = {"kind": "now_choose_cone" if self.num_players == 2 else "now_choose",
               "seat": self.pending.winner}
        if type(action) is not Take:
            raise wrong_type(action, Take, "DI-4", self.options, now)
        if index_of(self.options, action) < 0:
            raise IllegalAction("not_a_choice", "DI-4", self.options, take=list(action),
                                now=now)
        return action

    def _apply(self, action: Card | Take) -> None:
        if self.pending is not None:
            self._take(action)
            return
        seat = (self.leader + len(self.trick)) % self.num_players
        hand = self.hands[seat]
        del hand[index_of(hand, action)]
        self.trick.append((seat, action))
        self.log.append(Event("play", {"seat": seat, "card": CARD_SHORT[action]}, _PACKAGE))
        if len(self.trick) == self.num_players:
            self.pending = trick_winner(self.trick)
            self.options = take_options([c for _, c in self.trick], self.colours, self.taken,
                                        self.num_players)
            if len(self.options) == 1:  # nothing to choose: carried out at once
                self._take(self.options[0])

    def _take(self, take: Take) -> None:
        result = self.pending
        seat = result.winner
        scoop = None
        if self.taken[take.colour] < len(STACK):
            scoop = Scoop(take.colour, STACK[self.taken[take.colour]])  # from the bottom
            self.taken[take.colour] += 1
            self.cones[seat][take.cone].append(scoop)
        cards = [c for _, c in self.trick]
        self.won[seat].extend(cards)  # DI-5: kept face down, never back to the hand
        self.trick_history.append(TrickRecord(self.round_number, tuple(self.trick), result,
                                              take, scoop))
        # what the winner got, as a phrase (DI-4; DI-12: nothing to choose)
        if scoop:
            got = {"kind": "scoop_on_cone" if self.num_players == 2 else "scoop",
                   "seat": seat, "colour": scoop.colour, "value": scoop.value,
                   "cone": take.cone}
        elif len(self.options) == 1:
            got = {"kind": "no_scoop_left", "seat": seat, "rule": "DI-12"}
        else:
            got = {"kind": "empty_stack", "seat": seat, "colour": take.colour, "rule": "DI-4"}
        self._record("trick", winner=seat, card=result.card.short, case=result.case,
                     colour=take.colour, cone=take.cone, scoop=scoop and scoop.value,
                     why=result.rule, got=got)
        self.trick = []
        self.pending = None
        self.options = []
        self.leader = seat  # the trick winner leads the next trick
        if scoop and len(self.cones[seat][take.cone]) > CONE_LIMIT:
            if self.num_players == 2:  # the cone is dropped (DI-11)
                self._record("bust_cone", seat=seat, cone=take.cone, rule="DI-6, DI-11")
            else:
                self._record("bust", seat=seat, rule="DI-6")
            self._finish_round()
        elif not self.hands[seat]:
            self._finish_round()

    def _finish_round(self) -> None:
        result = round_result(self.cones, self.won)
        points = list(result.points)
        self.last_round = result
        for s in result.winners:
            self.trophies[s] += 1  # DI-9
        self._record("round", round=self.round_number, points=points,
                     winners=list(result.winners), why=result.rule)  # DI-8
        if max(self.trophies) >= self.target:
            self._over = True
            self._record("game", winners=self.winners(), target=self.target)  # DI-9
            return
        # DI-10: the winner of the last trick starts the next round; all cards reshuffled.
        self.round_number += 1
        hands, aside = shared.deal(self.rng, self.deck, self.num_players, self.hand_size)
        self._start_round(self.leader, hands, aside)

    def points(self) -> list[int]:
        """Each player's points in the round so far (DI-7)."""
        return [player_points(self.cones[s], self.won[s]) for s in range(self.num_players)]

    def scores(self) -> list[int]:
        """Trophies so far."""
        return list(self.trophies)

    def winners(self) -> list[int]:
        """Seats with ``target`` trophies once the game is over (all who reach it, DI-9)."""
        if not self._over:
            return []
        return [s for s, t in enumerate(self.trophies) if t >= self.target]

    def clone(self) -> Dokitto:
        """A copy made field by field (much faster than a deep copy; bots use it)."""
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        new.trophies = list(self.trophies)
        new.log = list(self.log)
        new.trick_history = list(self.trick_history)
        new.hands = [list(h) for h in self.hands]
        new.aside = list(self.aside)
        new.trick = list(self.trick)
        new.options = list(self.options)
        new.won = [list(w) for w in self.won]
        new.cones = [[list(c) for c in cs] for cs in self.cones]
        new.taken = dict(self.taken)
        new.rng = Rng.from_json(self.rng.to_json())
        return new

    def view(self, player: int) -> DokittoView:
        if not isinstance(player, int) or not 0 <= player < self.num_players:
            raise SetupError(f"player must be a seat 0..{self.num_players - 1}, got {player!r}")
        rnd = [t for t in self.trick_history if t.round == self.round_number]
        return DokittoView(
            player=player, num_players=self.num_players, colours=self.colours,
            hand=tuple(self.hands[player]), hand_sizes=tuple(len(h) for h in self.hands),
            aside_size=len(self.aside), leader=self.leader, trick=tuple(self.trick),
            pending=self.pending, options=tuple(self.options),
            won=tuple(tuple(w) for w in self.won),
            cones=tuple(tuple(tuple(c) for c in cs) for cs in self.cones),
            stack_left={c: self.stack_left(c) for c in self.colours},
            round_tricks=tuple(rnd), trophies=tuple(self.trophies), target=self.target,
            round_number=self.round_number, current_player=self.current_player,
        )

    # --- JSON ---------------------------------------------------------------------
    def _to_dict(self) -> dict:
        cj, pj = shared.cards_json, shared.plays_json
        return {
            "num_players": self.num_players, "colours": list(self.colours),
            "two_player_hand": self.two_player_hand, "target": self.target,
            "trophies": self.trophies, "over": self._over, "round_number": self.round_number,
            "start_player": self.start_player, "leader": self.leader,
            "hands": [cj(h) for h in self.hands], "aside": cj(self.aside),
            "trick": pj(self.trick), "won": [cj(w) for w in self.won],
            "cones": [[cj(c) for c in cs] for cs in self.cones], "taken": self.taken,
            "pending": None if self.pending is None else _result_json(self.pending),
            "options": [list(t) for t in self.options],
            "trick_history": [
                {"round": t.round, "plays": pj(t.plays), "result": _result_json(t.result),
                 "take": list(t.take), "scoop": t.scoop and list(t.scoop)}
                for t in self.trick_history],
            "last_round": None if self.last_round is None else {
                "points": list(self.last_round.points), "winners": list(self.last_round.winners),
                "busted": list(self.last_round.busted), "rule": self.last_round.rule},
        }

    @classmethod
    def _from_dict(cls, d: dict) -> Dokitto:
        s = cls.__new__(cls)
        s.num_players = d["num_players"]
        s.colours = tuple(d["colours"])
        s.deck = deck_for(s.num_players, s.colours)
        s.two_player_hand = d["two_player_hand"]
        s.hand_size = hand_size(s.num_players, s.two_player_hand)
        s.target = d["target"]
        s.trophies = list(d["trophies"])
        s._over = d["over"]
        s.round_number = d["round_number"]
        s.start_player = d["start_player"]
        s.leader = d["leader"]
        s.hands = [[Card(*c) for c in h] for h in d["hands"]]
        s.aside = [Card(*c) for c in d["aside"]]
        s.trick = shared.plays_from_json(d["trick"], Card)
        s.won = [[Card(*c) for c in w] for w in d["won"]]
        s.cones = [[[Scoop(*x) for x in c] for c in cs] for cs in d["cones"]]
        s.taken = dict(d["taken"])
        s.pending = None if d["pending"] is None else _result_from_json(d["pending"])
        s.options = [Take(*t) for t in d["options"]]
        s.trick_history = [
            TrickRecord(t["round"], tuple(shared.plays_from_json(t["plays"], Card)),
                        _result_from_json(t["result"]), Take(*t["take"]),
                        t["scoop"] and Scoop(*t["scoop"])) for t in d["trick_history"]]
        lr = d["last_round"]
        s.last_round = None if lr is None else RoundResult(
            tuple(lr["points"]), tuple(lr["winners"]), tuple(lr["busted"]), lr["rule"])
        return s


def _result_json(r: TrickResult) -> dict:
    return {"winner": r.winner, "card": list(r.card), "case": r.case, "rule": r.rule}


def _result_from_json(d: dict) -> TrickResult:
    return TrickResult(d["winner"], Card(*d["card"]), d["case"], d["rule"])


@dataclass(frozen=True)
class DokittoView:
    """What one player may see: their hand, everything played, never the set-aside cards."""

    player: int
    num_players: int
    colours: tuple[str, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    aside_size: int
    leader: int
    trick: tuple[tuple[int, Card], ...]
    pending: TrickResult | None
    options: tuple[Take, ...]
    won: tuple[tuple[Card, ...], ...]
    cones: tuple[tuple[tuple[Scoop, ...], ...], ...]
    stack_left: dict[str, int]
    round_tricks: tuple[TrickRecord, ...]  # this round's finished tricks, in order
    trophies: tuple[int, ...]
    target: int
    round_number: int
    current_player: int | None


def _read_trophies(trophies, num_players: int, target: int) -> list[int]:
    if trophies is None:
        return [0] * num_players
    if len(trophies) != num_players or any(not isinstance(t, int) or not 0 <= t < target
                                           for t in trophies):
        raise SetupError(f"trophies must give each of the {num_players} seats a count "
                         f"0..{target - 1}, got {trophies!r}")
    return list(trophies)


def _check_counts(num_players: object, start_player: object, target: object,
                  two_player_hand: object) -> None:
    if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise SetupError(f"Doki-tto! Ice is for {MIN_PLAYERS}-{MAX_PLAYERS} players (DI-2), "
                         f"got {num_players!r}")
    if not isinstance(start_player, int) or not 0 <= start_player < num_players:
        raise SetupError(f"start_player must be a seat 0..{num_players - 1} (DI-10), "
                         f"got {start_player!r}")
    if not isinstance(target, int) or target < 1:
        raise SetupError(f"target must be a whole number of trophies >= 1, got {target!r}")
    if two_player_hand not in TWO_PLAYER_HANDS:
        raise SetupError(f"two_player_hand must be 10 (4 cards aside) or 12 (none aside) "
                         f"(DI-2), got {two_player_hand!r}")
