"""Tests of pointyrules/gingham/: rules, details, properties, bots and the game's own maths."""

# `python3 dev.py mutate` mutates these with rules.py (dev.py, mutated): the engine's
# action types and the cloth's connection queries, split out of rules.py.
MUTATED_TOO = ("pointyrules/gingham/actions.py", "pointyrules/gingham/graph.py")
