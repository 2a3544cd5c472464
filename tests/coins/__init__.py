"""Tests of pointyrules/coins/: rules, details, properties, bots and the game's own maths."""

# tests/test_pseudo.py: this game's table still shows words of its own (issue 30)
PSEUDO_PENDING = True
