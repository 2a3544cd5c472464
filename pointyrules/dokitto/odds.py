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
