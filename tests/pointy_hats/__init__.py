"""Tests of pointyrules/pointy_hats/: rules, details, properties, bots and the game's own maths."""
