"""Tests of pointyrules/coins/: rules, details, properties, bots and the game's own maths."""
