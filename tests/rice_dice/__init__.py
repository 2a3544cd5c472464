"""Tests of pointyrules/rice_dice/: rules, details, properties, bots and the game's own maths."""
