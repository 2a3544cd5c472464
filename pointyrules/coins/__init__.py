"""This is why you lose coins: coins on a table, an imagined bank card (LC-1..LC-6)."""
