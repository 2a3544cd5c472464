"""Small builders shared by the tests."""

from pointyrules.pointy_hats import Card, PointyHats


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
