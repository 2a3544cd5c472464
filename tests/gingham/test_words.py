"""Gingham's words: every event and refusal of random games is said in the player's
terms, to a table's player and plainly (no placeholders left, no seat numbers, ruling
ids, reprs or Python lists); the table's captions, buttons and the cloth's tooltips too,
with cells and sweets named as the cloth's edges show them, never as coordinates."""

import random
import re

import pytest

from pointyrules.core import IllegalAction
from pointyrules.gingham.render import board_svg
from pointyrules.gingham.rules import Capture, Connect, Drop, Gingham, Queen, Skip, Sugar
from pointyrules.gingham.words import EN, WORDS, action_phrase
from pointyrules.table import HUMAN, Table
from pointyrules.words import PLAIN, Voice, placeholders

TABLE = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))
BAD = [re.compile(p) for p in (r"[{}]", r"[Ss]eat \d", r"\[[A-Z]{2}-\d", r"\([A-Z]{2}-\d",
                                r"Card\(", r"\[\d", r"\(s\)", r"\(\d+, ?\d+\)")]


def _clean(text: str) -> None:
    assert text and not text[0].islower(), text
    for bad in BAD:
        assert not bad.search(text), (bad.pattern, text)


def _say(said) -> None:
    for voice in (TABLE, PLAIN):
        _clean(said.sentence(voice))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_are_said_in_words(n):
    for seed in range(2):
        pick = random.Random(seed)
        s = Gingham.new_game(n, seed=seed, max_rounds=20)
        s.cubes = [4] * n  # abilities affordable: moves, boosts and stitches happen too
        seen: set = set()
        earlier: list = []  # moves legal a moment ago, and moves of no state
        while not s.is_over:
            legal = s.legal_actions()
            for action in earlier + [Skip(), "x", None, (0, 0), Queen("X", 1)]:
                if action not in legal:
                    err = s.refusal(action)
                    assert isinstance(err, IllegalAction)
                    _say(err)
            _clean("Now: " + WORDS.phrase(s.phase_phrase(), TABLE))
            earlier = legal[:3]
            s.apply(pick.choice(legal))
        for e in s.log:
            _say(e)
            seen.add(e.kind)
            if e.kind in ("connect", "capture"):  # the table's words for another seat's
                hidden = e._replace(kind=e.kind + "_hidden")
                _say(hidden)
                assert f"+{e.data['points']}" not in hidden.sentence(TABLE)
        _say(s.refusal(Skip()))  # the game is over
        assert {"setup", "queen", "ant", "round", "end"} <= seen


def test_every_template_fills_from_its_data():
    """Each placeholder of a template is a data name the engine records (or a phrase's)."""
    fields = set().union(*(placeholders(t) for t in EN.values()))
    assert fields <= {"players", "size", "round", "seat", "row", "side", "lead", "cost",
                      "ability", "cell", "owner", "src", "dst", "sweet", "length", "points",
                      "height", "sugar", "point", "previous", "order", "reason", "scores",
                      "target", "rounds", "action", "now", "result", "winner", "winners",
                      # the table's and the pictures' words (table.py, render.py)
                      "move", "phase", "turns", "whose", "holder", "number"}


def test_the_end_names_the_winner_or_the_tie():
    won = Gingham(2, {}, scores=[41, 3])
    tied = Gingham(3, {}, max_rounds=1)
    for s in (won, tied):
        while not s.is_over:
            s.apply(s.legal_actions()[0])
    assert "Winner: you." in won.log[-1].sentence(TABLE)
    assert "Winner: Ann." in won.log[-1].sentence(PLAIN)
    assert "Tied for the win: you, Ben and Cai." in tied.log[-1].sentence(TABLE)


def test_moves_name_cells_and_sweets_as_the_cloth_shows_them():
    """A move's words name a sweet by the cell beside it (the cloth's column letters and
    line numbers), never by coordinates; its key (``str``) stays what it was."""
    def said(action):
        return WORDS.phrase(action_phrase(action), PLAIN)
    assert said(Capture((10, 10))) == "capture the stack by j10"
    assert said(Sugar((0, 2))) == "take a sugar cube from the crossing by a2"
    assert said(Connect((2, 2), (4, 0))) == "connect: move the stack by b2 onto the one by d1"
    assert said(Drop("c3")) == "move it to c3" and said(Queen("S", 3)) == "queen to row S3"
    assert str(Capture((10, 10))) == "capture the stack at (10,10)"  # the key
    assert said(Capture((99, "x"))) == "capture the stack by (99, 'x')"  # no such sweet


def test_the_ability_names_say_whose_row():
    assert WORDS.phrase({"kind": "ability_own_row"}, PLAIN) == "join your other queen's row"
    assert WORDS.phrase({"kind": "ability_opp_row"}, PLAIN) == "join an opponent's queen's row"


def _shown(html: str) -> list[str]:
    """The captions, labels and tooltips of a table's board (text and attributes)."""
    found = re.findall(r'(?:title|aria-label)="([^"]*)"|<title>([^<]*)</title>|'
                       r'<p[^>]*>([^<]*)<', html)
    return [t for group in found for t in group if t.strip()]


def test_the_table_says_its_moves_and_pictures_in_words():
    """Random games at the table: every caption, button label and tooltip is clean
    (no coordinates, seat numbers or placeholders), and your ants are "your"."""
    labels: set[str] = set()
    for seed in range(3):
        pick = random.Random(seed)
        t = Table("gingham", chance=random.Random(seed), thinking=random.Random(seed),
                  budget_ms=None)
        t.handle({"op": "new", "players": 2 + seed, "level": "random"})
        t.state.cubes = [6] * t.state.num_players  # the paid moves show their price
        for _ in range(300):
            if t.state.is_over:
                break
            if t.pending:
                t.handle({"op": "step"})
                continue
            html = t.board_html()
            for text in _shown(html):
                for bad in BAD:
                    assert not bad.search(text), (bad.pattern, text)
            labels |= {c.label for c in t.controls()}
            if t.state.current_player == HUMAN:
                t.handle({"op": "act", "key": pick.choice(
                    [c for c in t.controls() if c.enabled]).key})
        assert "your ant on" in t.board_html() and "seat 0" not in t.board_html()
    assert any(label.endswith(" sugar)") for label in labels)
    assert any(label.startswith("queen to row ") for label in labels)


def test_the_pictures_keep_their_plain_english_by_default():
    """Without a voice (the printables, the book) the cloth says seats by number or by
    the names given, as it always has."""
    ants = [0, 1] + [-1] * 98
    plain = board_svg(10, {(2, 2): ["pie"] * 2}, {(2, 2): 1}, {(4, 4): 1}, ants,
                      {("S", 3): [(0, 0)]})
    assert "<title>seat 0 ant on a1</title>" in plain
    assert "<title>2 pie, held by seat 1</title>" in plain
    assert "<title>seat 0 queen on S3</title>" in plain
    assert 'aria-label="Gingham cloth 10 x 10"' in plain
    named = board_svg(10, ants=ants, names=("Alex", "Sahil"))
    assert "<title>Sahil ant on b1</title>" in named
    voiced = board_svg(10, ants=ants, voice=TABLE)
    assert "<title>your ant on a1</title>" in voiced and "Ben's ant on b1" in voiced
