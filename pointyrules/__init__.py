"""pointyrules: reference rules, bots and mathematics for five small Japanese games."""

__version__ = "0.1.0"
