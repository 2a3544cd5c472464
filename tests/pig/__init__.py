"""Pig, a toy game used only by the tests (issue 30): two or three players, one die.
It checks the shape of the library: a game needs only its folder (about, rules, words,
table, bots, spec) and one registration through the registry's own API (``register``), and
then runs through every cross-game test. It is not in the book, the site or the bench.

On your turn, roll the die as often as you like, adding each roll to the turn's total,
then hold to bank the total. A 1 loses the turn's total and ends the turn. The first to
``target`` points wins; reaching it ends the turn at once (so a turn is finite).
"""

from pointyrules import games

INFO = games.GameInfo(
    "pig", "Pig", "", "Roll a die until you hold or roll a 1.", "Expected value",
    "tests.pig.rules:Pig", "tests.pig.bots", "tests.pig.table:PigTable")


def register() -> games.GameInfo:
    """Put Pig in the registry (not in ``games.names()``: the book's list)."""
    try:
        return games.get(INFO.key)
    except KeyError:
        return games.register(INFO)
