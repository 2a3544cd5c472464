"""Gingham's words: every event and refusal of random games is said in the player's
terms, to a table's player and plainly (no placeholders left, no seat numbers, ruling
ids, reprs or Python lists); the table's captions, buttons and the cloth's tooltips too,
with cells and sweets named as the cloth's edges show them, never as coordinates."""

import random
import re

import pytest

from pointyrules import words
from pointyrules.core import IllegalAction
from pointyrules.gingham.board import point_cell
from pointyrules.gingham.render import board_svg
from pointyrules.gingham.rules import (
    Ant,
    Capture,
    Connect,
    Done,
    Drop,
    Gingham,
    Lift,
    Queen,
    Skip,
    Sugar,
    end_threshold,
)
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
                      "target", "rounds", "action", "now", "result", "winner", "winners", "seats",
                      "got",
                      # a queen's row by its cells (row_phrase)
                      "column", "line", "first", "last", "code",
                      # the table's and the pictures' words (table.py, render.py)
                      "move", "phase", "turns", "whose", "holder", "number", "second"}


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
    assert said(Drop("c3")) == "move it to c3"
    assert said(Queen("S", 3)) == "queen to column c from the bottom (S3), c1–c3"
    assert str(Capture((10, 10))) == "capture the stack at (10,10)"  # the key
    assert said(Capture((99, "x"))) == "capture the stack by (99, 'x')"  # no such sweet


def test_the_ability_names_say_whose_queen():
    assert WORDS.phrase({"kind": "ability_own_row"}, PLAIN) == "join your other queen"
    assert WORDS.phrase({"kind": "ability_opp_row"}, PLAIN) == "join an opponent's queen"
    assert WORDS.phrase({"kind": "ability_boost"}, PLAIN) == (
        "connections score half as much again")


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
    assert any(re.fullmatch(r"queen to (column [a-j]|line \d+) from the (bottom|left|top|right)"
                            r" \([SWNE]\d+\), ([a-j]\d+–[a-j]\d+|just [a-j]\d+)( \(.*\))?",
                            label)
               for label in labels)


def test_the_pictures_keep_their_plain_english_by_default():
    """Without a voice (the printables, the book) the cloth says seats by number or by
    the names given, as it always has."""
    ants = [0, 1] + [-1] * 98
    plain = board_svg(10, {(2, 2): ["pie"] * 2}, {(2, 2): 1}, {(4, 4): 1}, ants,
                      {("S", 3): [(0, 0)]})
    assert "<title>seat 0 ant on a1</title>" in plain
    assert "<title>a stack of 2 pies, held by seat 1</title>" in plain
    assert "<title>seat 0 queen: column c from the bottom (S3), c1–c3</title>" in plain
    assert 'aria-label="Gingham cloth 10 x 10"' in plain
    named = board_svg(10, ants=ants, names=("Alex", "Sahil"))
    assert "<title>Sahil ant on b1</title>" in named
    voiced = board_svg(10, ants=ants, voice=TABLE)
    assert "<title>your ant on a1</title>" in voiced and "Ben's ant on b1" in voiced


# --- the review's findings: each refusal says what was wrong with the move tried; rows
# named as the columns and lines they are; one word for one idea; no "x1.5"; sweets as
# shapes; short hints


def test_a_refusal_says_what_the_move_tried_needs_not_what_another_move_needs():
    """Issue: "the move “capture …” is not allowed now: you resolve the effects of the
    ant just placed" gave the phase, which the capture is part of, as its reason. Now a
    move of a kind the phase takes says what that kind of move needs; a move of another
    kind is named, with what is done now."""
    def said(state, action):
        return state.refusal(action).sentence(TABLE)

    s = Gingham(3, {(0, 0): "cherry", (2, 2): "pie"}, ants={"d2": 1}, cubes=[0, 0, 0])
    assert said(s, Queen("S", 99)) == (
        "The move “queen to S99” is not allowed: a queen needs a free spot on the round's "
        "side (the lead queen picks a new side) or sugar to join a queen there")
    assert said(s, Ant("d2")) == ("Placing an ant is not possible now: you move a queen to a "
                                  "new spot on the edge")
    s.apply(Queen("S", 4))
    assert said(s, Ant("e5")) == (
        "The move “ant on e5” is not allowed: an ant goes on a cell in front of the queen, "
        "up to the stitch (beyond it for sugar), not onto its own colour")
    assert said(s, Lift("d2")) == (  # no sugar: no move ability, so no Lift is open at all
        "Moving an ant is not possible now: it needs an ant in front of the queen, an empty "
        "cell to move it to, and sugar (one ability a turn)")
    assert said(s, Skip()) == ("Placing no ant is not possible now: an ant is left out only "
                               "when no cell is open to it or the supply is empty")
    c = Gingham(3, {(0, 0): ("pie", 2), (2, 0): "cookie", (4, 0): "cookie"},
                ants={"b1": 0, "d1": 0})
    c.apply(Queen("S", 3))
    c.apply(Ant("c1"))  # connects the cookies by b1 and d1, and rings the one by b1
    assert c.phase == "effects" and Capture((2, 0)) in c.legal_actions()
    assert said(c, Capture((0, 0))) == (
        "The move “capture the stack by a1” is not allowed: the landed ant's colour must fill "
        "every cell around its stack, with that player's token of the sweet off the cloth")
    assert said(c, Done()) == ("Ending the effects is not possible now: every connection is "
                               "made, and the sugar cube taken, before the effects end")
    assert said(c, Connect((0, 0), (2, 0))) == (
        "The move “connect: move the stack by a1 onto the one by b1” is not allowed: only "
        "stacks of one sweet joined by the landed ant's chain connect, and never two "
        "captured ones")
    d = Gingham(3, {(0, 0): ("pie", 2), (2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": 0})
    d.apply(Queen("S", 4))
    d.apply(Ant("d2"))  # connects the cookies by b2 and d2; captures nothing
    assert d.phase == "effects" and not any(type(a) is Capture for a in d.legal_actions())
    assert said(d, Capture((0, 0))) == (
        "A capture is not possible now: the landed ant's colour must fill every cell around "
        "its stack, with that player's token of the sweet off the cloth")
    assert said(c, Queen("S", 1)) == (
        "Moving a queen is not possible now: you resolve the effects of the ant just placed")


@pytest.mark.parametrize("n", [8, 10])
def test_a_queens_row_is_named_by_the_column_or_line_it_is_part_of(n):
    """Issue: "row S4" named a column a row. A row of the bottom or top side is part of
    a column, of the left or right side part of a line (the cloth's numbered rows), each
    said with its side and its cells from the edge to the stitch."""
    from pointyrules.gingham.board import board
    from pointyrules.gingham.words import row_phrase
    b = board(n)
    for row in b.rows:
        said = WORDS.phrase(row_phrase(str(row), n), PLAIN)
        cells = [b.names[c] for c in b.row_cells[row]]
        side = {"S": "bottom", "N": "top", "W": "left", "E": "right"}[row.side]
        what = f"column {cells[0][0]}" if row.side in "SN" else f"line {cells[0][1:]}"
        ends = f"just {cells[0]}" if len(cells) == 1 else f"{cells[0]}–{cells[-1]}"
        assert said == f"{what} from the {side} ({row}), {ends}"
        assert all(c[0] == cells[0][0] for c in cells) if row.side in "SN" else \
            all(c[1:] == cells[0][1:] for c in cells)
    # a table knows the cloth's size; an event alone names the top and right sides' rows
    # as the cloth's edge does
    s = Gingham(3, {})
    s.apply(Queen("N", 3))
    assert s.log[-1].sentence(TABLE) == ("You move a queen to the top side at N3, leading: "
                                         "this round's queens go to the top side")
    t = Table("gingham")
    t.state = s
    assert t.history_line(s.log[-1]) == ("You move a queen to column h from the top (N3), "
                                         "h10–h8, leading: this round's queens go to the top "
                                         "side")


def test_one_word_for_one_idea_and_no_x_for_times():
    """A chain that joins two stacks is a connection (the book's word: "connect"), never
    a link; rows are said by their columns and lines; the boost is said in words."""
    for kind, template in EN.items():
        text = re.sub(r"\{[^}]*\}", "", template)
        assert not re.search(r"\blinks?\b|\bx ?1\.5|\brows?\b", text), (kind, template)
    assert "connect" in EN["connect"] and "half as much again" in EN["act_ant_boost"]
    state = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": 0}, cubes=[3, 0, 0])
    state.apply(Queen("S", 4))
    state.apply(Ant("d2", True))
    state.apply(Connect((2, 2), (4, 2)))
    assert state.log[-1].sentence(TABLE).startswith(
        "Your 2 ants connect two cookie stacks: +3 (half as much again); ")


def test_sweets_are_drawn_as_shapes_told_apart_without_colour_or_letters():
    from pointyrules.gingham.render import SWEET_MARKS, sweet_glyph
    from pointyrules.gingham.rules import SWEETS
    stacks = {(2 * i, 0): [kind] for i, kind in enumerate(SWEETS)}
    picture = board_svg(10, stacks)
    texts = re.findall(r"<text[^>]*>([^<]*)<", picture)
    assert not set(SWEET_MARKS.values()) & set(texts)  # no initials of English words
    shapes = {kind: re.sub(r"[-\d.]+", "#", sweet_glyph(kind, 0, 0).replace(
        f'fill="{"#a0622d"}"', "")) for kind in SWEETS}
    assert len(set(shapes.values())) == len(SWEETS)  # each its own shape, colour aside
    for (x, _), [kind] in stacks.items():
        assert sweet_glyph(kind, 58 + 34 * x, 58 + 34 * 10) in picture  # on its crossing
        assert f"<title>a stack of 1 {kind}</title>" in picture


def test_the_tables_hint_is_short():
    """The hint names its move (the button's label) and only the values that matter: its
    move's and the next best one's, not four moves with their labels."""
    for seed in range(2):
        pick = random.Random(seed)
        t = Table("gingham", chance=random.Random(seed), thinking=random.Random(seed),
                  budget_ms=None)
        t.handle({"op": "new", "players": 3})
        for _ in range(40):
            if t.pending:
                t.handle({"op": "step"})
                continue
            board = t.handle({"op": "hint"})["board"]
            text = re.search(r'<p class="pr-hint-text">(.*?)</p>', board)[1]
            text = re.sub(r"<[^>]+>", "", text).replace("&#x27;", "'")
            label = next((c.label for c in t.controls() if c.key == t.key(t.hinted)), "")
            assert len(text) - len(label) < 120, text
            if "(" not in label:  # no price to say
                assert len(text) < 160, text
            t.handle({"op": "act", "key": pick.choice(
                [c for c in t.controls() if c.enabled]).key})


# --- issue 33: the table in Japanese

@pytest.fixture
def japanese():
    """A table's voice in Japanese (you: seat 0)."""
    return Voice(words.JAPANESE, you=0)


def test_a_boosted_connection_is_said_in_japanese_from_the_cloth(japanese):
    """GI-18: a boosted connection earns half as much again, rounded down; the line
    names the ants, the sweet, the stacks by their cells, the new height and the sugar
    left, each recomputed from the cloth; another seat's line at a table (GI-13) keeps
    the points hidden."""
    ja = WORDS.catalogues[words.JAPANESE]
    state = Gingham(3, {(2, 2): "cookie", (4, 2): "cookie"}, ants={"c2": 0}, cubes=[3, 0, 0])
    state.apply(Queen("S", 4))
    state.apply(Ant("d2", True))
    state.apply(Connect((2, 2), (4, 2)))
    length = sum(state.ants[state.b.index[c]] == 0 for c in ("c2", "d2"))  # the chain
    points = length + length // 2
    assert state.score[0] == points
    height, sugar = len(state.stacks[(4, 2)]), state.sugar[(2, 2)]
    cookie = ja["sweet_cookie"]
    assert state.log[-1].sentence(japanese) == (
        f"あなたはアリ{length}匹で{cookie}のストック2つをつなぎ、1.5倍の{points}点を得ました。"
        f"{point_cell((2, 2))}のそばのストックが{point_cell((4, 2))}のそばのストックに重なり"
        f"（{ja['sweets_cookie']}{height}個になりました）、空いた交点に角砂糖が{sugar}個置かれ"
        "ました")
    hidden = state.log[-1]._replace(kind="connect_hidden").sentence(japanese)
    assert f"{points}点" not in hidden and hidden.startswith(f"あなたはアリ{length}匹で")


def test_the_end_in_japanese_names_the_winner_and_every_final_score(japanese):
    """GI-12: the round in which someone reaches the target ends the game; the line
    gives the reason, the winner and each seat's final score (with the final scoring),
    あなた for you and the bots' Japanese names."""
    state = Gingham(3, {(0, 0): "pie"}, scores=[41, 7, 3], cubes=[2, 1, 0])
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    names = ["あなた", *words.NAMES_BY_LANG[words.JAPANESE][1:3]]
    final = state.scores()
    best = [names[s] for s, v in enumerate(final) if v == max(final)]
    line = state.log[-1].sentence(japanese)
    assert line.startswith(f"第{state.round_number}ラウンドでゲームが終わりました。")
    target = end_threshold(3)
    assert f"あなたが{max(state.score)}点に達しました（{target}点以上でゲーム終了）" in line
    assert (f"勝者：{best[0]}。" if len(best) == 1 else "同点1位：") in line
    assert line.endswith("最終得点：" + "、".join(f"{n}{v}点" for n, v in zip(names, final,
                                                                         strict=True)))


@pytest.mark.parametrize("n", [8, 10])
def test_a_queens_row_in_japanese_names_its_column_or_line(japanese, n):
    """GI-2 in Japanese: a queen's row by its side, its name on the edge, the column
    (列) or line (段目) it is part of and its cells from the edge to the stitch."""
    from pointyrules.gingham.board import board
    from pointyrules.gingham.words import row_phrase
    ja, b = WORDS.catalogues[words.JAPANESE], board(n)
    for row in b.rows:
        cells = [b.names[c] for c in b.row_cells[row]]
        what = f"縦の{cells[0][0]}列" if row.side in "SN" else f"横の{cells[0][1:]}段目"
        ends = f"{cells[0]}だけ" if len(cells) == 1 else f"{cells[0]}〜{cells[-1]}"
        assert WORDS.phrase(row_phrase(str(row), n), japanese) == (
            f"{ja['side_' + row.side]}サイドの行{row}（{what}：{ends}）")


def test_a_japanese_table_shows_no_english_word(japanese):
    """A game at a table in Japanese, with hints and refused moves: the text a player
    reads or hears (captions, buttons, tooltips, history) has no Latin word (cells such
    as "d2" and rows such as "S3" are names, not words)."""
    from tests.helpers import table_walk
    from tests.test_pseudo import _Read
    t = Table("gingham", chance=random.Random(1), thinking=random.Random(1), budget_ms=None,
              lang=words.JAPANESE)
    t.handle({"op": "new", "players": 3, "level": "random"})
    t.state.cubes = [6] * 3  # the paid moves show their price
    seen = ""
    for html in table_walk(t, random.Random(1), steps=120, hint=0.3, odd=("§",)):
        reader = _Read()
        reader.feed(html)
        reader.close()
        text = " ".join(reader.parts)
        assert not re.findall(r"[A-Za-z]{2,}", text), re.findall(r"[A-Za-z]{2,}", text)
        seen += text
    assert "あなたの番です" in seen and "角砂糖" in seen
