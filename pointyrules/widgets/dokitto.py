"""Play Doki-tto! Ice against bots: your legal cards and scoop choices are buttons."""

from __future__ import annotations

from html import escape

import ipywidgets as w

from ..core import SetupError
from ..dokitto.bots import BOTS
from ..dokitto.rules import (
    COLOUR_NAMES,
    COLOURS,
    CONE_NAMES,
    DEFAULT_3P_COLOURS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TWO_PLAYER_HANDS,
    Card,
    Dokitto,
    Take,
    game_colours,
)
from ..render import ICE_SYMBOLS, cones_svg, ice_cards_svg, ice_trick_svg, stacks_svg
from .kit import BotTableWidget, move_button, safe

HUMAN = 0


def card_label(card: Card) -> str:
    """The text on a card's button: its flavour mark and number."""
    return f"{ICE_SYMBOLS[card.colour]} {card.number}"


def parse_colours(text: str) -> tuple[str, ...]:
    """'S C M', 'SCM' or 'strawberry, chocolate, vanilla' -> three colour codes (DI-2)."""
    t = str(text).upper()
    for code, name in COLOUR_NAMES.items():
        t = t.replace(name.upper(), code)
    letters = [ch for ch in t if ch.isalpha()]
    bad = [ch for ch in letters if ch not in COLOURS]
    if bad:
        raise SetupError(f"3-player colours: {text!r} is not understood; write three of S, "
                         "C, M, V (strawberry, chocolate, matcha, vanilla), like 'S C M' (DI-2)")
    return game_colours(3, letters)


def take_label(take: Take, stack_left: int, two_cones: bool) -> str:
    name = COLOUR_NAMES[take.colour]
    if not stack_left:
        return f"{name} (no scoop left)"
    return f"{name} → {CONE_NAMES[take.cone]} cone" if two_cones else name


class DokittoWidget(BotTableWidget):
    """You are seat 0; the other seats are bots of the kind chosen.

    Before New game you may choose the setup options of DI-2: the three colours of a
    3-player game (the fourth colour's cards and scoops are left out) and the 2-player
    deal (10 cards each with 4 set aside, or 12 each with none aside).
    """

    def __init__(self, num_players: int = 4, seed: int = 0, mode: str = "round",
                 opponents: str = "heuristic", colours: str = " ".join(DEFAULT_3P_COLOURS),
                 two_player_hand: int = TWO_PLAYER_HANDS[0]):
        super().__init__()
        controls = self._make_controls(range(MIN_PLAYERS, MAX_PLAYERS + 1), num_players, seed,
                                       [("One round", "round"), ("Game to 3 trophies", "game")],
                                       mode, BOTS, opponents)
        # Setup options (DI-2), read when a game starts: the 3-player colours and the
        # 2-player deal.
        self.colours = w.Text(value=colours, description="3p colours",
                              tooltip="three player games: the three colours in play, "
                              "e.g. S C M or strawberry chocolate vanilla")
        self.two_player_hand = w.Dropdown(
            options=[("10 each, 4 set aside", TWO_PLAYER_HANDS[0]),
                     ("12 each, none aside", TWO_PLAYER_HANDS[1])],
            value=two_player_hand, description="2p deal")
        controls.insert(1, w.HBox([self.colours, self.two_player_hand]))
        self.table = w.HTML()
        # Each card of the hand: its picture with its button below; the row wraps.
        self.hand = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.hand_buttons: list[w.Button] = []
        self._columns: list[w.VBox] = []
        self._cards: list[Card] = []
        self._choices: list[w.Button] = []
        self._options: list[Take] = []
        self._choice_title = w.HTML("<b>Take a scoop of:</b>")
        self.choice = w.HBox()
        self.scores = w.HTML()
        self.ui = w.VBox([*controls, self.table,
                          w.HTML("<b>Your hand</b> (click a card to play it; greyed cards "
                                 "may not be played now)"), self.hand,
                          self.choice, self.message, self.scores, w.HTML("<b>History</b>"),
                          self.history])
        self.state: Dokitto | None = None
        self.new_game()

    @safe
    def new_game(self) -> None:
        n, seed = self.players.value, self.chosen_seed()
        target = 1 if self.mode.value == "round" else 3
        colours = parse_colours(self.colours.value) if n == 3 else None
        hand = self.two_player_hand.value
        state = Dokitto.new_game(n, seed=seed, target=target, colours=colours,
                                 two_player_hand=hand)
        self._seat(state, seed)
        names = ", ".join(COLOUR_NAMES[c] for c in state.colours)
        self.say(f"New {'round' if target == 1 else 'game'}: {n} players, seed {seed}; "
                 f"colours {names}; {state.hand_size} cards each, {len(state.aside)} set "
                 "aside. You are seat 0.")
        self._bots_move(self._report)

    @safe
    def play(self, action: Card | Take | str) -> None:
        """Play a card, or choose a scoop after winning a trick, for seat 0."""
        self._your_move(action)
        self._report()
        self._bots_move(self._report)

    def _report(self) -> None:
        """Say who took the trick just finished, or ask seat 0 for its scoop choice."""
        s = self.state
        if s.pending is not None and s.current_player == HUMAN:
            self.say(f"You won the trick ({s.pending.rule}). Choose a scoop colour below.",
                     "done")
        elif not s.trick and s.pending is None and s.trick_history and s.log[-1].kind != "play":
            t = s.trick_history[-1]
            self.say(f"Seat {t.result.winner} took the trick: {t.result.rule}",
                     "done" if t.result.winner == HUMAN else "info")

    def refresh(self) -> None:
        s = self.state
        view = s.view(HUMAN)
        names = ["you" if p == HUMAN else f"seat {p}" for p in range(s.num_players)]
        parts = [f"<p><b>Round {s.round_number}</b> · {s.num_players} players · seat "
                 f"{s.start_player} started the round · play goes clockwise "
                 f"(seat 0 → 1 → …) · first to {s.target} troph"
                 f"{'y' if s.target == 1 else 'ies'} wins.<br>Colours in play: "
                 f"{', '.join(COLOUR_NAMES[c] for c in s.colours)} · {s.hand_size} cards "
                 f"each · {len(s.aside)} set aside, unseen</p>"]
        parts.append('<div style="display:flex;gap:24px;flex-wrap:wrap">'
                     f"<div><b>Cones</b><br>{cones_svg(view.cones, names)}</div>"
                     f"<div><b>Scoops left in the stacks</b><br>{stacks_svg(view.stack_left)}"
                     "</div></div>")
        if s.trick:
            parts.append("<b>This trick so far</b> (in play order):<br>" + ice_trick_svg(
                s.trick, s.pending.winner if s.pending else None) + "<br>")
        done = view.round_tricks
        if done:
            t = done[-1]
            got = (f"took {escape(str(t.scoop))}" if t.scoop else "took no scoop")
            parts.append(f"<b>Last trick</b>: seat {t.result.winner} won — "
                         f"{escape(t.result.rule)}; {got}.<br>"
                         + ice_trick_svg(t.plays, t.result.winner) + "<br>")
        self.table.value = "".join(parts)
        legal = s.legal_actions() if s.current_player == HUMAN else []
        # The card and choice widgets are reused from move to move (a saved notebook
        # stores every widget ever made), shown as many as needed.
        cards = list(view.hand)
        while len(self._columns) < len(cards):
            i = len(self._columns)
            b = move_button("", disabled=True, tooltip="", width="60px")
            b.on_click(lambda _, i=i: self.play(self._cards[i]))
            self._columns.append(w.VBox([w.HTML(), b], layout=w.Layout(margin="0 8px 4px 0")))
        for column, card in zip(self._columns, cards, strict=False):
            picture, b = column.children
            picture.value = ice_cards_svg([card], dim=[card not in legal])
            b.description, b.tooltip, b.disabled = card_label(card), f"play {card}", \
                card not in legal
        self._cards = cards
        self.hand.children = self._columns[:len(cards)]
        self.hand_buttons = [column.children[1] for column in self.hand.children]
        options = list(s.options) if s.pending is not None and s.current_player == HUMAN else []
        while len(self._choices) < len(options):
            i = len(self._choices)
            b = move_button("", disabled=False, tooltip="", width="auto")
            b.on_click(lambda _, i=i: self.play(self._options[i]))
            self._choices.append(b)
        for b, take in zip(self._choices, options, strict=False):
            b.description = take_label(take, s.stack_left(take.colour), s.num_players == 2)
            b.tooltip = str(take)
        self._options = options
        self.choice.children = ([self._choice_title, *self._choices[:len(options)]]
                                if options else [])
        self.scores.value = self._score_table(names)
        if s.is_over:
            who = ", ".join(names[p] for p in s.winners())
            self.say(f"Game over. Winner(s): {who}. {s.last_round.rule}", "done")
        self.show_history(s.log)

    def _score_table(self, names: list[str]) -> str:
        s = self.state
        head = "".join(f"<th>{ICE_SYMBOLS[c]} won</th>" for c in s.colours)
        points = s.points()
        rows = []
        for p in range(s.num_players):
            won = "".join(f"<td>{sum(x.colour == c for x in s.won[p])}</td>" for c in s.colours)
            rows.append(f"<tr><td>{names[p]}</td>{won}<td>{points[p]}</td>"
                        f"<td>{s.trophies[p]}</td><td>{len(s.hands[p])}</td></tr>")
        last = ""
        if s.last_round is not None:
            last = (f"<p>Last round: points {list(s.last_round.points)}; "
                    f"{escape(s.last_round.rule)}</p>")
        return (f"<table><tr><th>player</th>{head}<th>points now</th><th>trophies</th>"
                f"<th>cards in hand</th></tr>{''.join(rows)}</table>{last}")
