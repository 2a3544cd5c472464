"""Doki-tto! Ice by counting: the chance that a dealt hand lacks a colour, and what that
means for the first trick (must-follow binds every player holding the led colour).

All exact, as ``Fraction``: a hand is a uniformly random set of cards (the engine's
shuffle and deal, DI-2), so every chance below is a ratio of binomial coefficients
(hypergeometric), with inclusion-exclusion for "some colour" and "some follower".
The deck, colours and hand size come from the engine's own rule functions.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from .rules import TWO_PLAYER_HANDS, deck_for, game_colours, hand_size


def deal_shape(num_players: int, two_player_hand: int = TWO_PLAYER_HANDS[0]
               ) -> tuple[int, int, int]:
    """(colours in play, cards per colour, cards per hand) for a player count (DI-2)."""
    colours = len(game_colours(num_players))
    per_colour = len(deck_for(num_players)) // colours
    return colours, per_colour, hand_size(num_players, two_player_hand)


def lacks_given_colour(colours: int, per_colour: int, hand: int) -> Fraction:
    """A hand of ``hand`` cards from ``colours`` x ``per_colour`` holds none of one named
    colour: all its cards come from the other colours."""
    deck = colours * per_colour
    return Fraction(comb(deck - per_colour, hand), comb(deck, hand))


def lacks_some_colour(colours: int, per_colour: int, hand: int) -> Fraction:
    """The hand lacks at least one colour: inclusion-exclusion over the colours it lacks."""
    deck = colours * per_colour
    total = sum((-1) ** (j + 1) * comb(colours, j) * comb(deck - j * per_colour, hand)
                for j in range(1, colours + 1))
    return Fraction(total, comb(deck, hand))


def some_follower_lacks(num_players: int, colours: int, per_colour: int, hand: int,
                        led_held: int) -> Fraction:
    """The leader holds ``led_held`` cards of the colour it leads; the chance that at
    least one of the other players holds none of it, so may play another colour and
    make the first trick mixed. The other players' hands are a random share of the
    cards the leader cannot see (set-aside cards included); ``j`` named followers all
    lacking the colour means their ``j * hand`` cards avoid its ``per_colour - led_held``
    unseen cards. Inclusion-exclusion over the followers."""
    unseen = colours * per_colour - hand
    unseen_led = per_colour - led_held
    followers = num_players - 1
    total = Fraction(0)
    for j in range(1, followers + 1):
        total += (-1) ** (j + 1) * comb(followers, j) * Fraction(
            comb(unseen - unseen_led, j * hand), comb(unseen, j * hand))
    return total


def first_trick_mixed(num_players: int, led_held: int,
                      two_player_hand: int = TWO_PLAYER_HANDS[0]) -> Fraction:
    """``some_follower_lacks`` for a real deal of ``num_players`` (DI-2)."""
    return some_follower_lacks(num_players, *deal_shape(num_players, two_player_hand),
                               led_held)


def void_hands_per_deal(colours: int, per_colour: int, hand: int, players: int
                        ) -> dict[int, Fraction]:
    """The exact distribution of the number of hands, in one whole deal of ``players``
    hands of ``hand`` cards (the rest set aside), that lack at least one colour.

    The hands of one deal are not independent (cards one player holds are missing
    from the others), so this counts whole deals: colour by colour, share its
    ``per_colour`` cards among the players (and the set-aside pile), weighting each
    share by the number of ways to pick those cards, and remember for each player the
    room left in the hand and whether some colour has already given them nothing."""
    aside = colours * per_colour - players * hand
    # state: sorted tuple of (room left, void so far) per player, then aside room
    states: dict[tuple, int] = {(tuple((hand, False) for _ in range(players)), aside): 1}
    for _ in range(colours):
        nxt: dict[tuple, int] = {}
        for (seats, room_aside), ways in states.items():
            for share, out in _shares(per_colour, [r for r, _ in seats] + [room_aside]):
                new = tuple(sorted((r - k, v or k == 0) for (r, v), k in
                                   zip(seats, share[:-1], strict=True)))
                key = (new, room_aside - share[-1])
                nxt[key] = nxt.get(key, 0) + ways * out
        states = nxt
    total = sum(states.values())
    dist: dict[int, Fraction] = {}
    for (seats, _), ways in states.items():
        voids = sum(v for _, v in seats)
        dist[voids] = dist.get(voids, 0) + Fraction(ways, total)
    return dict(sorted(dist.items()))


def _shares(cards: int, rooms: list[int]):
    """Every way to split ``cards`` cards of one colour among places with the given room,
    with the number of ways to choose which cards go where (a multinomial)."""
    if len(rooms) == 1:
        if cards <= rooms[0]:
            yield (cards,), 1
        return
    for k in range(min(cards, rooms[0]) + 1):
        for rest, ways in _shares(cards - k, rooms[1:]):
            yield (k, *rest), comb(cards, k) * ways


def some_hand_at_the_table_lacks(num_players: int,
                                 two_player_hand: int = TWO_PLAYER_HANDS[0]) -> Fraction:
    """The chance that at least one hand of a real deal (DI-2) lacks some colour."""
    colours, per, size = deal_shape(num_players, two_player_hand)
    dist = void_hands_per_deal(colours, per, size, num_players)
    return 1 - dist.get(0, Fraction(0))
