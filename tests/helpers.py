"""Small builders shared by the tests."""

import os

from pointyrules.core import CHANCE, GameState, IllegalAction
from pointyrules.pointy_hats.rules import Card, PointyHats
from pointyrules.table import HUMAN

# Mutation runs (`python3 dev.py mutate`) set POINTYRULES_EXAMPLE_SCALE below 1: there a
# property test only has to see a mutant fail once, and every surviving mutant reruns
# it, so it plays fewer random games. Everywhere else the scale is 1.
EXAMPLE_SCALE = float(os.environ.get("POINTYRULES_EXAMPLE_SCALE", "1"))


def examples(n: int) -> int:
    """A property test's number of examples, ``n`` scaled for the run (at least 2)."""
    return max(2, round(n * EXAMPLE_SCALE))


def cards(text: str) -> list[Card]:
    """'5S 4H 3D' -> [Card('S', 5), Card('H', 4), Card('D', 3)]."""
    return [Card.parse(t) for t in text.split()]


def deal(*hands: str, indicators: str = "SHDCX", dealer: int = 0, target_wins: int = 1,
         **kw) -> PointyHats:
    """An explicit deal: one string of cards per seat, the indicator deck as letters."""
    return PointyHats(len(hands), [cards(h) for h in hands], list(indicators), dealer=dealer,
                      target_wins=target_wins, **kw)


def play(state: PointyHats, *moves: str) -> PointyHats:
    for m in moves:
        state.apply(Card.parse(m))
    return state


def assert_refused_and_round_trips(state: GameState, action: object) -> None:
    """``action`` raises IllegalAction and leaves the state exactly as it was, and the
    state survives a JSON round trip."""
    before = state.to_json()
    assert type(state).from_json(before).to_json() == before
    try:
        state.apply(action)
    except IllegalAction:
        assert state.to_json() == before
        return
    raise AssertionError(f"{action!r} should have been refused")


def refused(state: GameState, action: object) -> IllegalAction:
    """The refusal ``action`` gets (asserting there is one and that nothing changed)."""
    before = state.to_json()
    err = state.refusal(action)
    assert err is not None, f"{action!r} should have been refused"
    assert state.to_json() == before
    return err


def ice_cards(text: str) -> list:
    """'S1 M10 V3' -> Doki-tto! Ice cards (strawberry 1, matcha 10, vanilla 3)."""
    from pointyrules.dokitto.rules import Card as IceCard
    return [IceCard.parse(t) for t in text.split()]


def ice(*hands: str, **kw):
    """An explicit Doki-tto! Ice position: one string of cards per seat (equal lengths)."""
    from pointyrules.dokitto.rules import Dokitto
    return Dokitto(len(hands), [ice_cards(h) for h in hands], **kw)


def ice_play(state, *moves: str):
    """Play cards given as text ('S1'); a colour letter alone ('M') is the trick winner's
    choice of that colour when it is the only option of that colour; or pass a Take."""
    from pointyrules.dokitto.rules import Card as IceCard
    for m in moves:
        if isinstance(m, str) and any(ch.isdigit() for ch in m):
            m = IceCard.parse(m)
        elif isinstance(m, str):
            options = [t for t in state.options if t.colour == m]
            assert len(options) == 1, f"{m!r} names no single choice among {state.options}"
            m = options[0]
        state.apply(m)
    return state


class refusing:
    """``with refusing("RD-2"):`` the block raises an IllegalAction citing that ruling
    (and, given, of that kind and allowing exactly ``allowed``); the refusal is kept as
    ``.err``. Rulings are data now, not part of the sentence."""

    def __init__(self, rule: str, kind: str | None = None, allowed=None):
        self.rule, self.kind, self.allowed, self.err = rule, kind, allowed, None

    def __enter__(self):
        return self

    def __exit__(self, kind, err, tb):
        assert isinstance(err, IllegalAction), f"expected a refusal citing {self.rule}"
        assert err.rule == self.rule, (err.rule, self.rule)
        assert self.kind is None or err.kind == self.kind, (err.kind, self.kind)
        assert self.allowed is None or err.allowed == tuple(self.allowed), err.allowed
        self.err = err
        return True


def table_walk(t, rng, steps: int | None = None, hint: float = 0.1, odd=(), move=None,
               again: bool = False):
    """The HTML of a table at every step of a game against its bots (the one walker the
    words tests share): the bots' moves stepped, a hint now and then (``hint``: its
    chance each turn of yours), each key of ``odd`` sent now and then (chance 0.1: a
    move the table refuses, said), then your move: ``move(t, rng)`` if given, else one
    of your legal moves at random. Ends when the game is over (``again``: a new game
    starts instead) or after ``steps`` drawings of a turn of yours or a bot's."""
    done = 0
    while steps is None or done < steps:
        done += 1
        yield t.html()
        if t.state.is_over:
            if not again:
                return
            t.handle({"op": "new"})
            continue
        if t.pending:
            t.handle({"op": "step"})
            continue
        if rng.random() < hint:
            t.handle({"op": "hint"})
            yield t.html()
        for key in odd:
            if rng.random() < 0.1:
                t.handle({"op": "act", "key": key})
                yield t.html()
        if t.state.current_player == CHANCE:
            return  # (a table steps chance itself: nothing of yours to do)
        if move is not None:
            move(t, rng)
        elif t.state.current_player == HUMAN:
            t.handle({"op": "act", "key": t.key(rng.choice(t._legal()))})
