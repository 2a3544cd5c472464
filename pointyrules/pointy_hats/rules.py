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

# PH-1: four colours named after the playing-card stand-in, each with values 3, 4, 5.
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
VALUES = (3, 4, 5)
HAND_SIZE = 3
TRICKS_PER_ROUND = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 4
DEFAULT_TARGET_WINS = 3  # PH-6
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
        t = str(text).strip().upper().replace(" ", "")
        for code, symbol in SUIT_SYMBOLS.items():
            t = t.replace(symbol, code).replace(SUIT_NAMES[code].upper(), code)
        digits = "".join(ch for ch in t if ch.isdigit())
        letters = "".join(ch for ch in t if ch.isalpha())
        if len(digits) == 1 and letters in SUITS and int(digits) in VALUES:
            return cls(letters, int(digits))
        raise SetupError(
            f"{text!r} is not a trick card: write a value 3-5 and a suit S, H, D or C, like '5S'"
        )


DECK = tuple(Card(s, v) for s in SUITS for v in VALUES)
_CANONICAL = {c: c for c in DECK}


def indicator_name(indicator: str) -> str:
    return "invert" if indicator == INVERT else SUIT_NAMES[indicator]


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


class PointyHats(GameState):
    """A match of Pointy Hats: rounds until someone has ``target_wins`` round wins."""

    game_name = "pointy_hats"

    def __init__(self, num_players: int, hands: Sequence[Sequence[Card]],
                 indicators: Sequence[str], dealer: int = 0,
                 target_wins: int = DEFAULT_TARGET_WINS,
                 round_wins: Sequence[int] | None = None, seed: int | None = None):
        _check_setup(num_players, hands, indicators, dealer, target_wins, round_wins)
        self.num_players = num_players
        self.target_wins = target_wins
        self.round_wins = list(round_wins or [0] * num_players)
        self._update_over()
        self.round_number = 1
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.last_round: RoundResult | None = None
        # Every finished trick of the match: (round, indicator, plays, result).
        self.trick_history: list[tuple[int, str, list[tuple[int, Card]], TrickResult]] = []
        self.past_indicators: list[tuple[str, ...]] = []  # PH-7, one tuple per finished round
        self._start_round(dealer, hands, indicators)

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
        if not 0 <= player < self.num_players:
            raise SetupError(f"player must be a seat 0..{self.num_players - 1}, got {player!r}")
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

    # --- JSON ---------------------------------------------------------------------
    def _to_dict(self) -> dict:
        cards = shared.cards_json
        return {
            "num_players": self.num_players, "target_wins": self.target_wins,
            "round_wins": self.round_wins, "round_number": self.round_number,
            "dealer": self.dealer, "hands": [cards(h) for h in self.hands],
            "undealt": cards(self.undealt), "indicators": self.indicators,
            "revealed": self.revealed, "trick_indicator": self.trick_indicator,
            "tricks_done": self.tricks_done,
            "trick": shared.plays_json(self.trick),
            "won": [cards(w) for w in self.won],
            "trick_history": [
                {"round": rnd, "indicator": ind,
                 "plays": shared.plays_json(plays),
                 "winner": r.winner, "card": [r.card.suit, r.card.value], "rule": r.rule,
                 "extra": r.used_extra_indicator} for rnd, ind, plays, r in self.trick_history],
            "last_round": None if self.last_round is None else
            {"winners": list(self.last_round.winners), "rule": self.last_round.rule,
             "tie_break": list(self.last_round.tie_break)},
            "past_indicators": [list(p) for p in self.past_indicators],
        }

    @classmethod
    def _from_dict(cls, d: dict) -> PointyHats:
        state = cls.__new__(cls)
        state.num_players = d["num_players"]
        state.target_wins = d["target_wins"]
        state.round_wins = list(d["round_wins"])
        state._update_over()
        state.round_number = d["round_number"]
        state.dealer = d["dealer"]
        state.hands = [[Card(*c) for c in h] for h in d["hands"]]
        state.undealt = [Card(*c) for c in d["undealt"]]
        state.indicators = list(d["indicators"])
        state.revealed = d["revealed"]
        state.trick_indicator = d["trick_indicator"]
        state.tricks_done = d["tricks_done"]
        state.trick = shared.plays_from_json(d["trick"], Card)
        state.won = [[Card(*c) for c in w] for w in d["won"]]
        state.trick_history = [
            (t["round"], t["indicator"], shared.plays_from_json(t["plays"], Card),
             TrickResult(t["winner"], Card(*t["card"]), t["rule"], t["extra"]))
            for t in d["trick_history"]]
        lr = d["last_round"]
        state.last_round = None if lr is None else RoundResult(
            tuple(lr["winners"]), lr["rule"], tuple(lr["tie_break"]))
        state.past_indicators = [tuple(p) for p in d["past_indicators"]]
        return state


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
    if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise SetupError(f"Pointy Hats is for {MIN_PLAYERS}-{MAX_PLAYERS} players, "
                         f"got {num_players!r}")
    if not isinstance(dealer, int) or not 0 <= dealer < num_players:
        raise SetupError(f"dealer must be a seat 0..{num_players - 1}, got {dealer!r}")
    if not isinstance(target_wins, int) or target_wins < 1:
        raise SetupError(f"target_wins must be a whole number >= 1, got {target_wins!r}")


def _check_setup(num_players, hands, indicators, dealer, target_wins, round_wins) -> None:
    _check_counts(num_players, dealer, target_wins)
    shared.read_hands(hands, num_players, Card, DECK,
                      "the 12 trick cards (suits S, H, D, C; values 3, 4, 5)", {HAND_SIZE})
    if sorted(indicators) != sorted(INDICATORS):
        raise SetupError(f"indicators must be an order of the five cards {INDICATORS} "
                         f"(X is the invert card), got {list(indicators)!r}")
    if round_wins is not None and (len(round_wins) != num_players or
                                   any(not isinstance(w, int) or not 0 <= w < target_wins
                                       for w in round_wins)):
        raise SetupError(f"round_wins must give each of the {num_players} seats a count "
                         f"0..{target_wins - 1}, got {round_wins!r}")
