"""Tests of pointyrules/dokitto/: rules, details, properties, bots and the game's own maths."""
