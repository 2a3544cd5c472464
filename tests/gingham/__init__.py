"""Tests of pointyrules/gingham/: rules, details, properties, bots and the game's own maths."""
