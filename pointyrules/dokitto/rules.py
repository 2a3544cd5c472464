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
from .. import codec as c
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
from .about import DEFAULT_TARGET, PLAYERS, TWO_PLAYER_HANDS  # noqa: F401 (API)

# DI-1: four colours numbered 1-10; a stack of three scoops per colour, bottom first.
COLOURS = ("S", "C", "M", "V")
COLOUR_NAMES = {"S": "strawberry", "C": "chocolate", "M": "matcha", "V": "vanilla"}
NUMBERS = tuple(range(1, 11))
STACK = (1, 1, 2)  # scoop values from the bottom up; the 2 has a topping
CONE_LIMIT = 3  # a 4th scoop on one cone ends the round (DI-6)
MIN_PLAYERS, MAX_PLAYERS = PLAYERS  # DI-2, declared once in about.py
DEFAULT_3P_COLOURS = ("S", "C", "M")  # DI-2
TWO_PLAYER_NUMBERS = tuple(range(1, 7))  # DI-2: 7-10 are removed with two players
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
        card = shared.parse_card(text, cls, {c: (COLOUR_NAMES[c],) for c in COLOURS}, NUMBERS)
        if card is not None:
            return card
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


# --- the state, declared once: each field's JSON, checks and copy -----------------------
_BY_PAIR = {(card.colour, card.number): card for card in FULL_DECK}
TRICK_REASONS = ("highest_wins", "lowest_wins", "later_wins")  # TrickResult.rule kinds
ROUND_REASONS = ("most_points", "more_scoops", "more_ones", "shared")  # RoundResult.rule


class _CardCodec(c.Codec):
    """A card of this game's deck (DI-1, DI-2) written [colour, number], read back as
    the deck's own object (cards are found by identity in hands and tricks)."""

    def dump(self, card: Card) -> list:
        return [card.colour, card.number]

    def load(self, raw, path, ctx):
        if isinstance(raw, list) and len(raw) == 2 and isinstance(raw[0], str) \
                and c.is_int(raw[1]):
            card = _BY_PAIR.get((raw[0], raw[1]))
            if card is not None and card.colour in ctx["colours"] and (
                    ctx["num_players"] != 2 or card.number in TWO_PLAYER_NUMBERS):
                return card
        raise c.bad(path, "a card in play, [colour, number]", raw, "DI-2")


class _ColourCodec(c.Codec):
    """A colour letter of this game (DI-2: three chosen with 3 players)."""

    def load(self, raw, path, ctx):
        if not isinstance(raw, str) or raw not in ctx["colours"]:
            raise c.bad(path, "a colour in play, one of " + ", ".join(ctx["colours"]), raw,
                        "DI-2")
        return raw


class _ColoursCodec(c.Codec):
    """The game's colours, in the order of COLOURS (DI-2)."""

    def dump(self, colours):
        return list(colours)

    def load(self, raw, path, ctx):
        if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
            raise c.bad(path, "a list of colour letters", raw, "DI-2")
        try:
            colours = game_colours(ctx["num_players"], raw)
        except SetupError:
            colours = None
        if colours != tuple(raw):
            want = "S, C, M, V" if ctx["num_players"] != 3 else "three of S, C, M, V in order"
            raise c.bad(path, want, raw, "DI-2")
        return colours


class _TwoPlayerHandCodec(c.Codec):
    def load(self, raw, path, ctx):
        return _check_two_player_hand(path, raw)


@dataclass(frozen=True)
class _Phrase(c.Codec):
    """A reason held as a phrase of the words (``{"kind": ..., **data}``) they can say.
    (A class with no code that runs at import, not a closure: mutmut forks after the
    import, so only code run by the tests can be told from its mutants.)"""

    kinds: tuple[str, ...]
    rule: str

    def load(self, raw, path, ctx):
        from ..words import PLAIN
        from .words import WORDS
        if isinstance(raw, dict) and raw.get("kind") in self.kinds:
            try:
                WORDS.phrase(raw, PLAIN)
                return raw
            except Exception:  # noqa: BLE001, S110 - any failure to say it is malformed
                pass
        raise c.bad(path, "a reason the words can say, of kind " + ", ".join(self.kinds), raw,
                    self.rule)


def _copy_piles(piles: list[list]) -> list[list]:
    return [list(pile) for pile in piles]


def _copy_cones(cones: list[list[list]]) -> list[list[list]]:
    return [[list(cone) for cone in seat] for seat in cones]


def _players(ctx: dict) -> int:
    return ctx["num_players"]


_CARD = _CardCodec()
_CARDS = c.List(_CARD)
_COLOUR = _ColourCodec()
_PLAY = c.Tuple(c.Seat(), _CARD)  # (seat, card)
_SCOOP = c.Tuple(_COLOUR, c.Int(min(STACK), max(STACK), "DI-1"), make=Scoop)
_TAKE = c.Tuple(_COLOUR, c.Int(0, lambda ctx: 1 if ctx["num_players"] == 2 else 0, "DI-4"),
                make=Take)
_RESULT = c.Record(TrickResult, winner=c.Seat(), card=_CARD,
                   case=c.Text(("one colour", "mixed", "tie"), "DI-3"),
                   rule=_Phrase(TRICK_REASONS, "DI-3"))
_RECORD = c.Shared(c.Record(
    TrickRecord, round=c.Int(1, lambda ctx: ctx["round_number"]),
    plays=c.List(_PLAY, per_seat=True, frozen=True), result=_RESULT, take=_TAKE,
    scoop=c.Opt(_SCOOP)))
_ROUND = c.kept(c.Record(
    RoundResult, points=c.List(c.Int(0), per_seat=True, frozen=True),
    winners=c.List(c.Seat(), lo=1, hi=_players, frozen=True),
    busted=c.List(c.Seat(), hi=_players, frozen=True), rule=_Phrase(ROUND_REASONS, "DI-8")))


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
        _check_setup(num_players, start_player, target, two_player_hand)
        self.num_players = num_players
        self.colours = game_colours(num_players, colours)
        self.two_player_hand = two_player_hand
        self._derive()
        self.target = target
        self.trophies = _setup_trophies(trophies, num_players, target)
        self._over = False
        self.round_number = 1
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.last_round: RoundResult | None = None
        self.trick_history: list[TrickRecord] = []
        seen: set[Card] = set()
        hands = shared.read_hands(hands, num_players, Card, self.deck, self._deck_text(),
                                  range(1, self.hand_size + 1), seen)
        won = won or [[] for _ in range(num_players)]
        if len(won) != num_players:
            raise SetupError(f"need one won pile per player ({num_players}), got {len(won)}",
                             field="won")
        won = [shared.read_cards(w, Card, self.deck, f"seat {s}'s won cards", self._deck_text(),
                                 seen) for s, w in enumerate(won)]
        self._start_round(start_player, hands, [c for c in self.deck if c not in seen])
        self.won = won
        if cones is not None:
            self._set_cones(cones)
        self._validate()  # equal hands, scoops from the bottom of their stacks, no 4th scoop

    def _derive(self) -> None:
        """The deck and the deal's hand size follow from the players and options (DI-2)."""
        self.deck = deck_for(self.num_players, self.colours)
        self.hand_size = hand_size(self.num_players, self.two_player_hand)

    # The state, declared once: JSON, clone and a saved state's checks come from here.
    FIELDS = {
        "num_players": c.Players((MIN_PLAYERS, MAX_PLAYERS), "Doki-tto! Ice", "DI-2"),
        "colours": _ColoursCodec(),
        "two_player_hand": _TwoPlayerHandCodec(),
        "target": c.Int(1, rule="DI-9"),
        "trophies": c.CopyWith(c.List(c.Int(0, lambda ctx: ctx["target"], "DI-9"), per_seat=True),
                          list),
        "over": c.Bool(),
        "round_number": c.Int(1),
        "start_player": c.Seat(),
        "leader": c.Seat(),
        "hands": c.CopyWith(c.List(c.List(_CARD, hi=lambda ctx: hand_size(
            ctx["num_players"], ctx["two_player_hand"])), per_seat=True), _copy_piles),
        "aside": c.Shared(_CARDS),  # replaced, never changed in place
        "trick": c.CopyWith(c.List(_PLAY, hi=_players), list),
        "won": c.CopyWith(c.List(_CARDS, per_seat=True), _copy_piles),
        "cones": c.CopyWith(c.List(c.List(c.List(_SCOOP, hi=CONE_LIMIT + 1),
                                     length=lambda ctx: 2 if ctx["num_players"] == 2 else 1),
                              per_seat=True), _copy_cones),
        "taken": c.CopyWith(c.Map(c.Int(0, len(STACK), "DI-1"), key_text="colours in play"), dict),
        "pending": c.kept(_RESULT),
        "options": c.Shared(c.List(_TAKE)),  # replaced, never changed in place
        "trick_history": c.CopyWith(c.List(_RECORD), list),
        "last_round": _ROUND,
    }

    def _validate(self) -> None:
        """What needs several fields: every card of the deck in one place (DI-2), the
        scoops on the cones from the bottom of their stacks and no 4th scoop before the
        end (DI-1, DI-6), the tricks of this round and the one in play as the rules
        play them (DI-3, DI-4, DI-10, must follow), hands that fit them, and trophies
        that fit the end of the game (DI-8, DI-9)."""
        self._validate_cards()
        self._validate_end()
        self._validate_cones()
        self._validate_history()
        self._validate_trick()

    def _validate_cards(self) -> None:
        where: dict[Card, str] = {}
        places = ([("hands", h) for h in self.hands] + [("aside", self.aside)]
                  + [("trick", [card for _, card in self.trick])]
                  + [("won", w) for w in self.won])
        for field, cards in places:
            for card in cards:
                if card in where:
                    raise SetupError(f"{card} is in {where[card]} and in {field}: each card "
                                     "of the deck is in one place (DI-2)", field=field,
                                     rule="DI-2")
                where[card] = field
        missing = [card for card in self.deck if card not in where]
        if missing:
            raise SetupError(f"{missing[0]} is nowhere: every card in play is in a hand, "
                             "the trick, a won pile or set aside (DI-2)", field="aside",
                             rule="DI-2")

    def _validate_cones(self) -> None:
        if set(self.taken) != set(self.colours):
            raise SetupError(f"taken must count the scoops taken of each colour in play "
                             f"{self.colours}, got {sorted(self.taken)}", field="taken",
                             rule="DI-1")
        values: dict[str, list[int]] = {colour: [] for colour in self.colours}
        for seat, cones in enumerate(self.cones):
            for cone in cones:
                if len(cone) > CONE_LIMIT and not self._over:
                    raise SetupError(f"seat {seat}: a cone with {len(cone)} scoops would "
                                     "already have ended the round (DI-6)", field="cones",
                                     rule="DI-6")
                for scoop in cone:
                    values[scoop.colour].append(scoop.value)
        for colour, got in values.items():
            if sorted(got) != sorted(STACK[:len(got)]):
                raise SetupError(f"the {COLOUR_NAMES[colour]} scoops on the cones must be "
                                 f"the bottom of its stack {STACK} (DI-1), got {got}",
                                 field="cones", rule="DI-1")
            if self.taken[colour] != len(got):
                raise SetupError(f"taken must count the {COLOUR_NAMES[colour]} scoops on the "
                                 f"cones, {len(got)}, got {self.taken[colour]}",
                                 field="taken", rule="DI-1")
        full = [seat for seat, cones in enumerate(self.cones) for cone in cones
                if len(cone) > CONE_LIMIT]
        if full and (len(full) > 1 or full[0] != self.leader):
            raise SetupError("only the winner of the last trick can have a cone with a 4th "
                             "scoop: it ended the round at once (DI-6)", field="cones",
                             rule="DI-6")

    def _this_round(self) -> list[TrickRecord]:
        return [t for t in self.trick_history if t.round == self.round_number]

    def _validate_history(self) -> None:
        n, last = self.num_players, 0
        for i, t in enumerate(self.trick_history):
            where = f"trick_history[{i}]"
            lead = t.plays[0][0]
            if t.round < last:
                raise SetupError(f"{where}: the tricks must be in the order of their rounds",
                                 field="trick_history")
            last = t.round
            if [seat for seat, _ in t.plays] != [(lead + k) % n for k in range(n)]:
                raise SetupError(f"{where}: every seat plays once, in turn from the leader",
                                 field="trick_history", rule="source: clockwise")
            cards = [card for _, card in t.plays]
            if len(set(cards)) != n:
                raise SetupError(f"{where}: a card is played twice", field="trick_history",
                                 rule="DI-2")
            if t.result != trick_winner(t.plays):
                raise SetupError(f"{where}: the result must be the trick's winner by DI-3",
                                 field="trick_history", rule="DI-3")
            if t.take.colour not in {card.colour for card in cards} or (
                    t.scoop is not None and t.scoop.colour != t.take.colour):
                raise SetupError(f"{where}: the winner takes a colour of the played cards "
                                 "(DI-4)", field="trick_history", rule="DI-4")
        rounds = {t.round for t in self.trick_history} | {self.round_number}
        if rounds != set(range(1, self.round_number + 1)):  # a round ends with a trick
            raise SetupError(f"round_number must follow the tricks of rounds 1 to "
                             f"{max(rounds) - 1} in trick_history", field="round_number")
        rnd = self._this_round()
        leader = self.start_player
        for t in rnd:  # DI-10: the round's start player leads; then each trick's winner
            if t.plays[0][0] != leader:
                field = "start_player" if t is rnd[0] else "trick_history"
                raise SetupError(f"seat {leader} leads this round's trick {rnd.index(t) + 1}"
                                 f", not seat {t.plays[0][0]} (DI-10)", field=field,
                                 rule="DI-10")
            leader = t.result.winner
        if self.leader != leader:
            raise SetupError(f"leader must be seat {leader}, who won the last trick or "
                             "starts the round (DI-10)", field="leader", rule="DI-10")
        before = [t for t in self.trick_history if t.round == self.round_number - 1]
        if before and self.start_player != before[-1].result.winner:
            raise SetupError("start_player must be the winner of the last round's last "
                             "trick (DI-10)", field="start_player", rule="DI-10")
        for seat in range(n):  # DI-5: this round's tricks end the won piles and the cones
            mine = [t for t in rnd if t.result.winner == seat]
            cards = [card for t in mine for _, card in t.plays]
            if self.won[seat][len(self.won[seat]) - len(cards):] != cards:
                raise SetupError(f"won[{seat}] must end with the cards of the tricks seat "
                                 f"{seat} won this round (DI-5)", field="won", rule="DI-5")
            for k, cone in enumerate(self.cones[seat]):
                scoops = [t.scoop for t in mine if t.scoop is not None and t.take.cone == k]
                if len(cone) < len(scoops) or cone[len(cone) - len(scoops):] != scoops:
                    raise SetupError(f"cones[{seat}] must end with the scoops seat {seat} "
                                     "took this round (DI-4)", field="cones", rule="DI-4")
        plays = [t.plays for t in rnd] + [self.trick] * bool(self.trick)
        for p in plays:  # must follow: a seat that did not follow lacks the led colour
            lead = p[0][1].colour
            for seat, card in p[1:]:
                if card.colour != lead and any(x.colour == lead for x in self.hands[seat]):
                    raise SetupError(f"seat {seat} did not follow {COLOUR_NAMES[lead]} this "
                                     "round and so holds none", field="hands",
                                     rule="source: must follow")

    def _validate_trick(self) -> None:
        n, m = self.num_players, len(self.trick)
        for i, (seat, _) in enumerate(self.trick):
            if seat != (self.leader + i) % n:
                raise SetupError(f"trick[{i}] is seat {(self.leader + i) % n}'s card, in turn "
                                 f"from the leader {self.leader}", field="trick",
                                 rule="source: clockwise")
        sizes = [len(h) for h in self.hands]
        if not m:
            if len(set(sizes)) != 1:
                raise SetupError("every hand must hold the same number of cards at the start "
                                 f"of a trick, got {sizes}", field="hands", rule="DI-2")
        else:
            want = [sizes[self.leader] + 1 - ((s - self.leader) % n < m) for s in range(n)]
            if sizes != want:
                raise SetupError(f"with {m} card(s) in the trick the hands must hold {want} "
                                 f"cards, got {sizes}", field="hands", rule="DI-2")
        base, done = sizes[self.leader] + (m > 0), len(self._this_round())
        if base + done > self.hand_size:
            raise SetupError(f"hands of {base} cards after {done} trick(s) this round are "
                             f"more than the deal of {self.hand_size} (DI-2)", field="hands",
                             rule="DI-2")
        if self._over:
            for field in ("trick", "pending", "options"):
                if getattr(self, field):
                    raise SetupError(f"a finished game has no {field}", field=field,
                                     rule="DI-9")
            return
        if not base:
            raise SetupError("the hands are empty, so the round has ended (DI-6)",
                             field="hands", rule="DI-6")
        if m < n:
            if self.pending is not None or self.options:
                field = "pending" if self.pending is not None else "options"
                raise SetupError("a choice waits only once every seat has played to the "
                                 "trick (DI-4)", field=field, rule="DI-4")
            return
        if self.pending != trick_winner(self.trick):
            raise SetupError("pending must be the winner of the trick in play (DI-3)",
                             field="pending", rule="DI-3")
        want = take_options([card for _, card in self.trick], self.colours, self.taken, n)
        if len(want) < 2:
            raise SetupError("a trick whose winner has nothing to choose is settled at once "
                             "(DI-12)", field="trick", rule="DI-12")
        if self.options != want:
            raise SetupError(f"options must be the winner's choices {want}", field="options",
                             rule="DI-4")

    def _validate_end(self) -> None:
        top = max(self.trophies)
        if self._over != (top >= self.target):
            raise SetupError("over must say whether a seat has "
                             f"{self.target} troph{'y' if self.target == 1 else 'ies'} (DI-9)",
                             field="over", rule="DI-9")
        if (self.last_round is None) != (self.round_number == 1 and not self._over):
            raise SetupError("last_round is the result of the round before, once a round "
                             "has ended", field="last_round", rule="DI-8")
        if self._over:
            if not self._this_round():
                raise SetupError("the game ends with a trick of its last round, "
                                 f"round_number {self.round_number}", field="round_number",
                                 rule="DI-6")
            bust = any(len(cone) > CONE_LIMIT for cones in self.cones for cone in cones)
            if self.hands[0] and not bust:
                raise SetupError("the game ended with cards in hand but no 4th scoop (DI-6)",
                                 field="over", rule="DI-6")
        last = self.last_round
        if last is None:
            return
        for name in ("winners", "busted"):
            seats = getattr(last, name)
            if list(seats) != sorted(set(seats)):
                raise SetupError(f"last_round.{name} must be seats in order, each once",
                                 field="last_round", rule="DI-8")
        if self._over and last != round_result(self.cones, self.won):
            raise SetupError("last_round must be the result of the cones and won cards of "
                             "the game's last round (DI-7, DI-8)", field="last_round",
                             rule="DI-8")
        able = [s for s in range(self.num_players)
                if self.num_players == 2 or s not in last.busted]  # DI-8: a 4th scoop loses
        top = max((last.points[s] for s in able), default=None)
        why = last.rule
        keys = {"most_points": set(), "more_scoops": {"scoops"}}.get(why["kind"],
                                                                       {"scoops", "ones"})
        if (not set(last.winners) <= {s for s in able if last.points[s] == top}
                or (len(last.winners) > 1) != (why["kind"] == "shared")
                or set(why) != {"kind", "top", "rule"} | keys or why["top"] != top
                or why["rule"] != ("DI-8, DI-11" if self.num_players == 2 and last.busted
                                   else "DI-8")):
            raise SetupError("last_round.winners must have the most points, not have taken a "
                             "4th scoop, and the reason must say so (DI-8)",
                             field="last_round", rule="DI-8")
        if any(self.trophies[s] < 1 for s in last.winners) or (self._over and any(
                t >= self.target and s not in last.winners
                for s, t in enumerate(self.trophies))):
            raise SetupError("each round winner gets a trophy, and the game ends in the "
                             "round a seat reaches the target (DI-9)", field="trophies",
                             rule="DI-9")

    def _deck_text(self) -> str:
        names = ", ".join(COLOUR_NAMES[c] for c in self.colours)
        top = 6 if self.num_players == 2 else 10
        return f"the {len(self.deck)} cards in play ({names}; 1-{top}) (DI-2)"

    def _set_cones(self, cones) -> None:
        """Explicit scoops (colour, value) on each seat's cones; ``_validate`` checks that
        each colour's are the bottom of its stack and that no cone has a 4th (DI-1, DI-6)."""
        n_cones = 2 if self.num_players == 2 else 1
        if len(cones) != self.num_players or any(len(c) != n_cones for c in cones):
            raise SetupError(f"cones: give each of the {self.num_players} seats {n_cones} "
                             f"cone(s), got {cones!r}", field="cones")
        out = []
        for seat, seat_cones in enumerate(cones):
            mine = []
            for cone in seat_cones:
                scoops = [Scoop(*s) for s in cone]
                for s in scoops:
                    if s.colour not in self.taken:
                        raise SetupError(f"seat {seat}: {s.colour!r} is not a colour in play",
                                         field="cones", rule="DI-2")
                mine.append(scoops)
            out.append(mine)
        self.cones = out
        self.taken = {colour: sum(s.colour == colour for cs in out for cone in cs for s in cone)
                      for colour in self.colours}

    # --- setup --------------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int = 4, seed: int | None = None, *,
                 colours: Sequence[str] | None = None,
                 two_player_hand: int = TWO_PLAYER_HANDS[0], start_player: int = 0,
                 target: int = DEFAULT_TARGET) -> Dokitto:
        """A game with a seeded shuffle; ``target=1`` plays a single round."""
        _check_setup(num_players, start_player, target, two_player_hand)
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

    def view(self, player: int) -> DokittoView:
        c.check_seat("player", player, self.num_players)
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


def _check_two_player_hand(name: str, value: object) -> int:
    if not c.is_int(value) or value not in TWO_PLAYER_HANDS:
        raise c.bad(name, "10 (4 cards aside) or 12 (none aside)", value, "DI-2")
    return value


def _check_setup(num_players: object, start_player: object, target: object,
                 two_player_hand: object) -> None:
    c.check_players(num_players, (MIN_PLAYERS, MAX_PLAYERS), "Doki-tto! Ice", "DI-2")
    c.check_seat("start_player", start_player, num_players)
    c.check_range("target", target, 1, rule="DI-9")
    _check_two_player_hand("two_player_hand", two_player_hand)


def _setup_trophies(trophies, num_players: int, target: int) -> list[int]:
    """Trophies at the start of an explicit position: below the target (DI-9)."""
    if trophies is None:
        return [0] * num_players
    if not isinstance(trophies, Sequence) or len(trophies) != num_players:
        raise c.bad("trophies", f"a list of {num_players} counts", trophies, "DI-9")
    return [c.check_range(f"trophies[{s}]", t, 0, target - 1, "DI-9")
            for s, t in enumerate(trophies)]
