"""Pointy Hats: an 18-card trick-taking game for 2-4 players (rulings PH-1..PH-7).

Each player holds three trick cards; three tricks are played and the player who takes
the most tricks wins the round. Equal values are ordered by the indicator card turned
up for the trick; the invert card makes the lowest value win instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

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
from .about import DEFAULT_TARGET_WINS, PLAYERS

# PH-1: four colours named after the playing-card stand-in, each with values 3, 4, 5.
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
VALUES = (3, 4, 5)
HAND_SIZE = 3
TRICKS_PER_ROUND = 3
MIN_PLAYERS, MAX_PLAYERS = PLAYERS  # declared once, in about.py
# PH-2: the indicator deck is the four colour cards plus one invert card.
INVERT = "X"
INDICATORS = SUITS + (INVERT,)


@action_type
class Card(NamedTuple):
    """A trick card, and also the action of playing it (equal only to a Pointy Hats
    card: a plain tuple or another game's card is not one)."""

    suit: str
    value: int

    def __str__(self) -> str:
        return f"{self.value}{SUIT_SYMBOLS.get(self.suit, self.suit)}"

    @property
    def index(self) -> int:
        """0..11, in deck order (spades 3 first, clubs 5 last)."""
        return SUITS.index(self.suit) * len(VALUES) + VALUES.index(self.value)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read '5S', '5♠', 's5' or '5 spades' into a card, or raise SetupError."""
        card = shared.parse_card(text, cls, {s: (SUIT_SYMBOLS[s], SUIT_NAMES[s])
                                             for s in SUITS}, VALUES)
        if card is not None:
            return card
        raise SetupError(
            f"{text!r} is not a trick card: write a value 3-5 and a suit S, H, D or C, like '5S'"
        )


DECK = tuple(Card(s, v) for s in SUITS for v in VALUES)
_CANONICAL = {c: c for c in DECK}


def suit_order(indicator: str) -> tuple[str, ...]:
    """PH-2: the indicated colour first, then the rest of the cycle S > H > D > C > S."""
    if indicator not in SUITS:
        raise ValueError(f"{indicator!r} is not a colour indicator; expected one of {SUITS}")
    start = SUITS.index(indicator)
    return SUITS[start:] + SUITS[:start]


Phrase = dict[str, Any]  # a reason as data: {"kind": ..., **data}, said by words.py


@dataclass(frozen=True)
class TrickResult:
    """Who took a trick, with which card, and the rule that decided it."""

    winner: int
    card: Card
    # why, as a phrase (words.py says it): its kind, the cards and colours it names
    # (cards as their text, "5♠"; colours as letters) and the ruling id, "rule"
    rule: Phrase
    used_extra_indicator: bool = False


def resolve_trick(plays: Sequence[tuple[int, Card]], indicator: str,
                  next_indicator: str | None = None) -> TrickResult:
    """The winner of a complete trick (PH-3).

    ``plays`` are (seat, card) pairs. Under a colour card the highest value wins and
    equal values are ordered by that card's colour cycle. Under the invert card the
    lowest value wins; if the lowest value was played more than once, the next
    indicator card (``next_indicator``) is revealed and its colour order decides.
    """
    if indicator not in INDICATORS:
        raise ValueError(f"{indicator!r} is not an indicator card; expected one of {INDICATORS}")
    inverted = indicator == INVERT
    best = (min if inverted else max)(card.value for _, card in plays)
    tied = [(seat, card) for seat, card in plays if card.value == best]
    if len(tied) == 1:
        seat, card = tied[0]
        return TrickResult(seat, card, {"kind": "only_lowest" if inverted else "only_highest",
                                        "card": str(card), "rule": "PH-3"})
    order_card = indicator
    if inverted:
        if next_indicator is None or next_indicator not in SUITS:
            raise ValueError("an invert tie needs the next indicator card, a colour (PH-3)")
        order_card = next_indicator
    order = suit_order(order_card)
    seat, card = min(tied, key=lambda sc: order.index(sc[1].suit))
    rule = {"kind": "tie_lowest" if inverted else "tie_highest",
            "cards": [str(c) for _, c in tied], "indicator": order_card,
            "order": list(order), "rule": "PH-3" if inverted else "PH-2"}
    return TrickResult(seat, card, rule, used_extra_indicator=inverted)


@dataclass(frozen=True)
class RoundResult:
    winners: tuple[int, ...]
    rule: Phrase  # why, as a phrase (words.py says it), with the ruling id as "rule"
    # PH-5/PH-7: positions in the indicator deck turned up to break a tie on tricks
    # (the 5th; also the 4th when the 5th is the invert card); public from then on.
    tie_break: tuple[int, ...] = ()


def round_winners(won: Sequence[Sequence[Card]], indicators: Sequence[str],
                  num_players: int | None = None) -> RoundResult:
    """The round winners from the cards each seat took (PH-5).

    Most tricks wins. A tie goes to the tied player with the most won cards of the
    5th indicator card's colour; if the 5th card is the invert card, to the one with
    the fewest cards of the 4th card's colour. Still tied: they share the win.
    """
    n = num_players or len(won)
    tricks = [len(cards) // n for cards in won]
    top = max(tricks)
    tied = [seat for seat, t in enumerate(tricks) if t == top]
    if len(tied) == 1:
        return RoundResult(tuple(tied), {"kind": "most_tricks", "winner": tied[0],
                                         "tricks": top, "rule": "PH-5"})
    fifth, fourth = indicators[4], indicators[3]
    turned = (4,) if fifth != INVERT else (3, 4)
    if fifth != INVERT:
        colour = fifth
        count = {seat: sum(c.suit == fifth for c in won[seat]) for seat in tied}
        best = max(count.values())
        how = "tie_most"
    else:
        colour = fourth
        count = {seat: sum(c.suit == fourth for c in won[seat]) for seat in tied}
        best = min(count.values())
        how = "tie_fewest"
    winners = tuple(seat for seat in tied if count[seat] == best)
    return RoundResult(winners, {"kind": how + ("_shared" if len(winners) > 1 else ""),
                                 "seats": tied, "tricks": top, "colour": colour,
                                 "rule": "PH-5"}, turned)


def play_order(dealer: int, num_players: int) -> list[int]:
    """PH-4: the dealer leads every trick and play passes to the right (seat - 1)."""
    return [(dealer - k) % num_players for k in range(num_players)]


# --- the saved state's pieces (pointyrules.codec) ------------------------------------
DECK_TEXT = "the 12 trick cards (suits S, H, D, C; values 3, 4, 5)"
CARD = shared.DeckCard(DECK, DECK_TEXT[4:], "PH-1")
_INDICATOR = c.Text(INDICATORS, "PH-2")


class _Phrase(c.Codec):
    """A reason as data (``{"kind": ..., ...}``, said by words.py); what it says is
    checked against the cards it explains (``PointyHats._validate``)."""

    def load(self, raw, path, ctx):
        if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
            raise c.bad(path, "a reason: an object with a kind", raw)
        return raw


def _trick_record(**f: Any) -> tuple:
    return (f["round"], f["indicator"], f["plays"],
            TrickResult(f["winner"], f["card"], f["rule"], f["extra"]))


class _TrickRecord(c.Codec):
    """One finished trick of ``trick_history``: (round, indicator, plays, TrickResult),
    written as one object (round, indicator, plays, winner, card, rule, extra)."""

    record = c.Record(_trick_record, round=c.Int(1, lambda ctx: ctx["round_number"]),
                      indicator=_INDICATOR, plays=shared.trick_plays(CARD, per_seat=True),
                      winner=c.Seat(), card=CARD, rule=_Phrase(), extra=c.Bool())

    def dump(self, value):
        rnd, indicator, trick, result = value
        return {"round": rnd, "indicator": indicator,
                "plays": self.record.fields["plays"].dump(trick), "winner": result.winner,
                "card": CARD.dump(result.card), "rule": result.rule,
                "extra": result.used_extra_indicator}

    def load(self, raw, path, ctx):
        return self.record.load(raw, path, ctx)


_ROUND_RESULT = c.Shared(c.Record(
    RoundResult, winners=c.List(c.Seat(), lo=1, frozen=True), rule=_Phrase(),
    tie_break=c.List(c.Int(3, 4, "PH-5"), hi=2, frozen=True)))


class PointyHats(GameState):
    """A match of Pointy Hats: rounds until someone has ``target_wins`` round wins."""

    game_name = "pointy_hats"

    def __init__(self, num_players: int, hands: Sequence[Sequence[Card]],
                 indicators: Sequence[str], dealer: int = 0,
                 target_wins: int = DEFAULT_TARGET_WINS,
                 round_wins: Sequence[int] | None = None, seed: int | None = None):
        _check_counts(num_players, dealer, target_wins)
        hands = shared.read_hands(hands, num_players, Card, DECK, DECK_TEXT, {HAND_SIZE})
        _check_indicator_deck(indicators)
        self.num_players = num_players
        self.target_wins = target_wins
        # PH-6: a match starts below the target (a seat at it would have won already)
        self.round_wins = [0] * num_players if round_wins is None else c.List(
            c.Int(0, target_wins - 1, "PH-6"), per_seat=True).load(
                list(round_wins) if isinstance(round_wins, tuple) else round_wins,
                "round_wins", {"num_players": num_players})
        self._update_over()
        self.round_number = 1
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.last_round: RoundResult | None = None
        # Every finished trick of the match: (round, indicator, plays, result).
        self.trick_history: list[tuple[int, str, list[tuple[int, Card]], TrickResult]] = []
        self.past_indicators: list[tuple[str, ...]] = []  # PH-7, one tuple per finished round
        self._start_round(dealer, hands, indicators)
        self._validate()

    # --- setup --------------------------------------------------------------------
    @classmethod
    def new_game(cls, num_players: int = 4, seed: int | None = None, *,
                 target_wins: int = DEFAULT_TARGET_WINS, dealer: int = 0) -> PointyHats:
        """A match with a seeded shuffle; ``target_wins=1`` plays a single round."""
        _check_counts(num_players, dealer, target_wins)
        rng = Rng(seed)
        hands, indicators = _deal(rng, num_players)
        state = cls(num_players, hands, indicators, dealer, target_wins, seed=seed)
        state.rng = rng
        return state

    def _start_round(self, dealer: int, hands: Sequence[Sequence[Card]],
                     indicators: Sequence[str]) -> None:
        self.dealer = dealer
        # the deck's own card objects, so later look-ups match by identity
        self.hands = [sorted(_CANONICAL[Card(*c)] for c in hand) for hand in hands]
        dealt = {c for hand in self.hands for c in hand}
        self.undealt = [c for c in DECK if c not in dealt]  # PH-6: stays hidden
        self.indicators = list(indicators)
        self.revealed = 1  # the top indicator card is turned up for the first trick
        self.trick_indicator = 0  # position of the indicator that rules this trick
        self.tricks_done = 0
        self.trick: list[tuple[int, Card]] = []
        self.won: list[list[Card]] = [[] for _ in range(self.num_players)]
        self._record("deal", dealer=dealer, round=self.round_number, position=0,
                     indicator=self.indicators[0])

    # --- the protocol -------------------------------------------------------------
    def _update_over(self) -> None:
        # Kept as a flag: is_over is asked on every move, round_wins changes rarely.
        self._over = max(self.round_wins) >= self.target_wins

    @property
    def current_player(self) -> int | None:
        if self.is_over:
            return None
        return (self.dealer - len(self.trick)) % self.num_players  # play_order, PH-4

    def legal_actions(self) -> list[Card]:
        if self.is_over:
            return []
        return list(self.hands[self.current_player])  # PH-4: may-follow, any card

    def _check(self, action: object) -> Card:
        # A typed card only: text goes through Card.parse first, the one place it is read.
        if type(action) is not Card:
            raise wrong_type(action, Card, "PH-1", self.legal_actions(),
                             {"kind": "play_a_card", "seat": self.current_player})
        card = action
        if index_of(self.hands[self.current_player], card) < 0:
            raise IllegalAction("not_held", "PH-4", self.legal_actions(),
                                seat=self.current_player, card=str(card))
        return card

    def _apply(self, card: Card) -> None:
        seat = self.current_player
        del self.hands[seat][index_of(self.hands[seat], card)]
        self.trick.append((seat, card))
        self._record("play", seat=seat, card=str(card))
        if len(self.trick) == self.num_players:
            self._finish_trick()

    def _finish_trick(self) -> None:
        indicator = self.indicators[self.trick_indicator]
        nxt = self.trick_indicator + 1
        result = resolve_trick(self.trick, indicator,
                               self.indicators[nxt] if nxt < len(self.indicators) else None)
        if result.used_extra_indicator:
            # PH-3: the extra card is revealed and used up by this trick.
            self.revealed = self.trick_indicator + 2
            self._record("reveal_invert_tie", indicator=self.indicators[nxt], position=nxt)
        self.won[result.winner].extend(c for _, c in self.trick)
        self.trick_history.append((self.round_number, indicator, list(self.trick), result))
        self._record("trick", winner=result.winner, trick=self.tricks_done + 1,
                     card=str(result.card), rule=result.rule)
        self.trick = []
        self.tricks_done += 1
        if self.tricks_done < TRICKS_PER_ROUND:
            self.trick_indicator = self.revealed
            self.revealed += 1
            shown = self.indicators[self.trick_indicator]
            self._record("reveal", indicator=shown, position=self.trick_indicator,
                         trick=self.tricks_done + 1)
        else:
            self._finish_round()

    def _finish_round(self) -> None:
        result = round_winners(self.won, self.indicators, self.num_players)
        self.last_round = result
        # PH-7: every indicator turned up this round, tie-break cards included, stays
        # public for the rest of the match.
        shown = sorted(set(range(self.revealed)) | set(result.tie_break))
        for k in result.tie_break:
            if k >= self.revealed:
                # PH-5, PH-7: turned up to break the tie, public from then on
                self._record("reveal_tie_break", indicator=self.indicators[k], position=k)
        self.past_indicators.append(tuple(self.indicators[k] for k in shown))
        for seat in result.winners:
            self.round_wins[seat] += 1
        self._update_over()
        self._record("round", round=self.round_number, winners=list(result.winners),
                     rule=result.rule)
        if self.is_over:
            self._record("match", winners=self.winners(), target=self.target_wins)
            return
        # PH-6: the deal passes to the right; the next round is shuffled from the rng.
        self.round_number += 1
        hands, indicators = _deal(self.rng, self.num_players)
        self._start_round((self.dealer - 1) % self.num_players, hands, indicators)

    def scores(self) -> list[int]:
        """Round wins so far."""
        return list(self.round_wins)

    def winners(self) -> list[int]:
        """Seats that reached the target (all of them if several reach it together)."""
        if not self.is_over:
            return []
        return [s for s, w in enumerate(self.round_wins) if w >= self.target_wins]

    def view(self, player: int) -> PointyHatsView:
        c.check_seat("player", player, self.num_players)
        last = self.trick_history[-1] if self.trick_history else None
        return PointyHatsView(
            player=player, num_players=self.num_players, dealer=self.dealer,
            hand=tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            # the whole indicator deck is shown once the match is over
            indicators=tuple(self.indicators if self.is_over else self.indicators[:self.revealed]),
            trick_indicator=self.trick_indicator, trick=tuple(self.trick),
            past_indicators=tuple(self.past_indicators),
            won=tuple(tuple(w) for w in self.won), round_wins=tuple(self.round_wins),
            target_wins=self.target_wins, current_player=self.current_player,
            last_trick=last and (last[1], tuple(last[2]), last[3].winner, last[3].rule),
        )

    # --- the state, declared once: JSON, clone and a saved state's checks --------------
    FIELDS = {
        "num_players": c.Players((MIN_PLAYERS, MAX_PLAYERS), "Pointy Hats", "PH-6"),
        "target_wins": c.Int(1, rule="PH-6"),
        "round_wins": c.List(c.Int(0, lambda ctx: ctx["target_wins"], "PH-6"), per_seat=True),
        "round_number": c.Int(1),
        "dealer": c.Seat(),
        "hands": c.List(c.List(CARD, hi=HAND_SIZE), per_seat=True),
        # PH-6: the trick cards not dealt (none with four players) stay hidden
        "undealt": c.List(CARD, length=lambda ctx: len(DECK) - HAND_SIZE * ctx["num_players"]),
        "indicators": c.List(_INDICATOR, length=len(INDICATORS)),
        "revealed": c.Int(1, len(INDICATORS), "PH-3"),
        "trick_indicator": c.Int(0, len(INDICATORS) - 1, "PH-3"),
        "tricks_done": c.Int(0, TRICKS_PER_ROUND),
        "trick": shared.trick_plays(CARD, hi=lambda ctx: ctx["num_players"] - 1),
        "won": c.List(c.List(CARD), per_seat=True),
        "trick_history": c.List(_TrickRecord()),
        "last_round": c.Opt(_ROUND_RESULT),
        "past_indicators": c.List(c.Shared(c.List(_INDICATOR, lo=3, hi=len(INDICATORS),
                                                frozen=True))),
    }

    def _derive(self) -> None:
        self._update_over()

    def _validate(self) -> None:
        """What needs several fields: the indicator deck (PH-2), the trick in the
        dealer's order (PH-4), hands that fit the tricks played, each trick card in one
        place (PH-1), every finished trick and round as the rules decide them (PH-3,
        PH-5), the indicators turned up (PH-3, PH-7) and the match's end (PH-6)."""
        n = self.num_players
        _check_indicator_deck(self.indicators)
        if self._over and (self.tricks_done != TRICKS_PER_ROUND or self.trick):
            raise SetupError("tricks_done: a match ends when its last round's third trick "
                             "is taken", field="tricks_done", rule="PH-6")
        if not self._over and self.tricks_done == TRICKS_PER_ROUND:
            raise SetupError("tricks_done: after a round's third trick the match is over or "
                             "the next round is dealt", field="tricks_done", rule="PH-6")
        order = play_order(self.dealer, n)
        for k, (seat, _) in enumerate(self.trick):
            if seat != order[k]:
                raise SetupError(f"trick: play {k + 1} is seat {order[k]}'s, not seat {seat}'s "
                                 "(the dealer leads, play passes to the right)", field="trick",
                                 rule="PH-4")
        played = set(order[:len(self.trick)])
        for seat, hand in enumerate(self.hands):
            want = HAND_SIZE - self.tricks_done - (seat in played)
            if len(hand) != want:
                raise SetupError(f"hands[{seat}] must hold {want} cards after "
                                 f"{self.tricks_done} tricks and {len(self.trick)} plays, got "
                                 f"{len(hand)}", field="hands", rule="PH-4")
        if sum(map(len, self.won)) != n * self.tricks_done:
            raise SetupError(f"won must hold the {n * self.tricks_done} cards of the tricks "
                             "taken this round", field="won", rule="PH-5")
        seen: set[Card] = set()
        for field, cards in (("hands", [x for h in self.hands for x in h]),
                             ("undealt", self.undealt), ("trick", [x for _, x in self.trick]),
                             ("won", [x for w in self.won for x in w])):
            for card in cards:
                if card in seen:
                    raise SetupError(f"{field}: {card} is in two places; each trick card is "
                                     "in one (a hand, the undealt pile, the trick or a won "
                                     "pile)", field=field, rule="PH-1")
                seen.add(card)
        self._validate_history()

    def _validate_history(self) -> None:
        n, rn, done = self.num_players, self.round_number, self.tricks_done
        finished = rn - 1 + int(self._over)  # rounds whose three tricks are taken
        if len(self.past_indicators) != finished:
            raise SetupError(f"past_indicators must hold the {finished} finished rounds' "
                             f"indicators (round {rn}"
                             f"{' is over' if self._over else ' in play'})",
                             field="past_indicators", rule="PH-7")
        history = self.trick_history
        if len(history) != TRICKS_PER_ROUND * (rn - 1) + done or any(
                t[0] != 1 + k // TRICKS_PER_ROUND for k, t in enumerate(history)):
            raise SetupError(f"trick_history must hold three tricks of each finished round and "
                             f"the {done} taken in round {rn}", field="trick_history",
                             rule="PH-4")

        def tricks(r: int) -> list:
            return history[TRICKS_PER_ROUND * (r - 1):TRICKS_PER_ROUND * r]

        def dealer(r: int) -> int:  # PH-6: the deal passes to the right each round
            return (self.dealer + rn - r) % n

        for r in range(1, finished + 1):
            shown = self.past_indicators[r - 1]
            _, end, _ = self._replay(tricks(r), shown, dealer(r))
            if len(set(shown)) != len(shown) or len(shown) < end:
                raise SetupError(f"past_indicators[{r - 1}] must be round {r}'s indicators "
                                 "turned up, each once", field="past_indicators", rule="PH-7")
        last, end, won = self._replay(tricks(rn), self.indicators, self.dealer)
        at, shows = (last, end) if self._over else (end, end + 1)
        if self.trick_indicator != at or self.revealed != shows:
            raise SetupError(f"trick_indicator and revealed must be {at} and {shows} after "
                             f"this round's tricks", field="revealed", rule="PH-3")
        if won != self.won:
            raise SetupError("won must hold the cards of the tricks each seat took this round",
                             field="won", rule="PH-5")
        self._validate_rounds(finished, tricks(finished), dealer(finished))

    def _validate_rounds(self, finished: int, tricks: list, dealer: int) -> None:
        """The last finished round's result (PH-5), the round wins and the end (PH-6)."""
        result = self.last_round
        if (result is None) != (finished == 0):
            raise SetupError("last_round must be the last finished round's result (none "
                             "before the first)", field="last_round", rule="PH-5")
        if result is None:
            return
        shown = self.past_indicators[-1]
        _, end, won = self._replay(tricks, shown, dealer)
        places = sorted(set(range(end)) | set(result.tie_break))
        deck = dict(zip(places, shown, strict=True)) if len(places) == len(shown) else None
        if deck is None or round_winners(
                won, [deck.get(k) for k in range(len(INDICATORS))], self.num_players) != result:
            raise SetupError("last_round must be the round the tricks of the last finished "
                             "round decide", field="last_round", rule="PH-5")
        if self._over and shown != tuple(self.indicators[k] for k in places):
            raise SetupError("past_indicators: the last round's indicators must be those "
                             "turned up from its deck", field="past_indicators", rule="PH-7")
        wins = self.round_wins
        if sum(wins) < finished or any(wins[s] < 1 for s in result.winners) or any(
                w >= self.target_wins and s not in result.winners for s, w in enumerate(wins)):
            raise SetupError(f"round_wins {wins} do not fit {finished} rounds won and the last "
                             f"one's winners {list(result.winners)}", field="round_wins",
                             rule="PH-6")

    def _replay(self, tricks: list, deck: Sequence[str],
                dealer: int) -> tuple[int, int, list[list[Card]]]:
        """One round's finished tricks checked against the rules: each in the dealer's
        order (PH-4), no card twice, under the indicator at its place in ``deck``, taken
        as ``resolve_trick`` decides (PH-3). The last trick's indicator position, the
        next free position and the cards each seat took."""
        n = self.num_players
        order = play_order(dealer, n)
        pos = last = 0
        won: list[list[Card]] = [[] for _ in range(n)]
        seen: set[Card] = set()
        for rnd, indicator, trick, result in tricks:
            cards = [x for _, x in trick]
            expected = None
            if [s for s, _ in trick] == order and seen.isdisjoint(cards) and \
                    len(set(cards)) == n and pos < len(deck) and deck[pos] == indicator:
                try:
                    expected = resolve_trick(trick, indicator,
                                             deck[pos + 1] if pos + 1 < len(deck) else None)
                except ValueError:
                    expected = None
            if expected != result:
                raise SetupError(f"trick_history: a trick of round {rnd} is not played and "
                                 "taken as the rules say", field="trick_history", rule="PH-3")
            seen.update(cards)
            won[result.winner].extend(cards)
            last, pos = pos, pos + 1 + result.used_extra_indicator
        return last, pos, won


@dataclass(frozen=True)
class PointyHatsView:
    """What one player may see: their own hand, everything played, revealed indicators."""

    player: int
    num_players: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    indicators: tuple[str, ...]  # revealed ones only, in deck order
    trick_indicator: int
    # PH-7: the indicators turned up in each finished round (tie-breaks included)
    past_indicators: tuple[tuple[str, ...], ...]
    trick: tuple[tuple[int, Card], ...]
    won: tuple[tuple[Card, ...], ...]
    round_wins: tuple[int, ...]
    target_wins: int
    current_player: int | None
    # the last finished trick, as everyone saw it: (indicator, plays, winner, rule), the
    # rule a phrase (words.py says it)
    last_trick: tuple | None = None

    @property
    def tricks_done(self) -> int:
        return sum(len(w) for w in self.won) // self.num_players


def _deal(rng: Rng, num_players: int) -> tuple[list[list[Card]], list[str]]:
    """Shuffle both decks and deal three trick cards to each seat."""
    hands, _ = shared.deal(rng, DECK, num_players, HAND_SIZE)
    return hands, rng.shuffled(INDICATORS)


def _check_counts(num_players: object, dealer: object, target_wins: object) -> None:
    c.check_players(num_players, (MIN_PLAYERS, MAX_PLAYERS), "Pointy Hats", "PH-6")
    c.check_seat("dealer", dealer, num_players)
    c.check_range("target_wins", target_wins, 1, None, "PH-6")


def _check_indicator_deck(indicators: object) -> None:
    """PH-2: the indicator deck is the five cards, each once, in some order."""
    ok = isinstance(indicators, Sequence) and len(indicators) == len(INDICATORS) and all(
        isinstance(x, str) for x in indicators) and set(indicators) == set(INDICATORS)
    if not ok:
        shown = list(indicators) if isinstance(indicators, Sequence) else indicators
        raise SetupError(f"indicators must be an order of the five cards {INDICATORS} "
                         f"(X is the invert card), got {shown!r}", field="indicators",
                         rule="PH-2")
