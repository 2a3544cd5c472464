"""The tables the front-ends drive (pointyrules/table.py and each game's table.py).

Random play through the controls the table draws, as a reader clicks them: each
enabled control is a move the engine accepts and plays exactly that move; the controls
are enabled exactly when the engine allows the move; a refused message changes nothing
and says what is allowed; Undo, Hint, New game and shared links; the HTML contract
(data-game, data-action, disabled with a reason) and that nothing hidden is drawn.
"""

import random
import re
from html.parser import HTMLParser

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pointyrules import fmt, games
from pointyrules.coins.rules import Place
from pointyrules.core import CHANCE, make_bot
from pointyrules.table import HUMAN, NEWS, Table
from tests.helpers import examples

NAMES = games.all_names()  # the tests' toy game too (conftest.py)
SLOW = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


class Controls(HTMLParser):
    """Every element with data-action: (tag, key, enabled, attributes)."""

    def __init__(self, html: str):
        super().__init__()
        self.found: list[tuple[str, str, bool, dict]] = []
        self.roots: list[dict] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "pr-table" in (a.get("class") or "").split():
            self.roots.append(a)
        if "data-action" in a:
            enabled = "disabled" not in a and a.get("aria-disabled") != "true"
            self.found.append((tag, a["data-action"], enabled, a))

    def enabled(self) -> list[str]:
        return [key for _, key, on, _ in self.found if on]


def click(t: Table, choice: int) -> dict:
    """Click one of the enabled controls (a coin's spot: somewhere on the table)."""
    keys = [k for k in Controls(t.board_html()).enabled() if not k.startswith("coin ")]
    key = keys[choice % len(keys)]
    message = {"op": "act", "key": key}
    if key == "place":
        message["point"] = [(choice % 280) - 140.0, (choice % 180) - 90.0]
    return t.handle(message)


def bots_answer(t: Table) -> None:
    while t.pending:
        reply = t.handle({"op": "step"})
        assert reply["error"] is None


def seeded(name: str, seed: int, fragment: str = "") -> Table:
    """A table whose chance and bots draw from seeded generators (the page's use the
    operating system's), so a failing example can be played again."""
    return Table(name, fragment, chance=random.Random(seed), thinking=random.Random(-seed))


def walk(name: str, seed: int, players: int, choices: list[int], mode: str = "play") -> Table:
    """A game of ``name`` played by clicking: the bots (the weakest, for speed) answer."""
    t = seeded(name, seed)
    reply = t.handle({"op": "new", "players": players, "level": list(t.bot_kinds)[-1],
                      "mode": mode})
    assert reply["error"] is None
    bots_answer(t)
    for choice in choices:
        if t.state.is_over:
            break
        click(t, choice)
        bots_answer(t)
    return t


def game_args(name: str):
    low, high = games.get(name).players
    return st.tuples(st.integers(0, 10_000), st.integers(low, high),
                     st.lists(st.integers(0, 10**6), max_size=12))


@pytest.mark.parametrize("name", NAMES)
def test_default_table_is_the_chapters(name):
    t = Table(name)
    assert type(t) is games.get(name).table and t.game == name
    html = t.html()
    root = Controls(html).roots
    assert len(root) == 1 and root[0]["data-game"] == name


@pytest.mark.parametrize("name", NAMES)
def test_controls_are_enabled_exactly_when_the_engine_allows_the_move(name):
    @settings(SLOW, max_examples=examples(12))
    @given(game_args(name))
    def run(args):
        seed, players, choices = args
        t = walk(name, seed, players, choices)
        html = t.board_html()
        found = Controls(html).found
        legal = t._legal() if t.state.current_player == HUMAN else []
        enabled = {key for _, key, on, _ in found if on}
        if name == "coins":  # spots are not listed: the table is one control for them all
            places = [a for a in legal if type(a) is Place]
            assert ("place" in enabled) == bool(places)
            assert enabled - {"place"} - {k for k in enabled if k.startswith("coin ")} == \
                {t.key(a) for a in legal if type(a) is not Place}
        else:
            assert enabled == {t.key(a) for a in legal}
        for tag, _, on, attrs in found:
            assert tag in ("button", "g"), tag
            if tag == "g":  # a cell of a board: its <title> says why not
                assert attrs.get("role") == "button"
                assert ("tabindex" in attrs) == on  # keyboard reaches exactly the live ones
            elif not on and not attrs["data-action"].startswith("coin "):
                label, _, why = attrs["title"].partition(": ")  # the reason, on hover
                assert label and why and why[0].islower(), attrs
    run()


@pytest.mark.parametrize("name", NAMES)
def test_each_control_plays_its_own_move(name):
    @settings(SLOW, max_examples=examples(10))
    @given(game_args(name), st.integers(0, 10**6))
    def run(args, choice):
        seed, players, choices = args
        t = walk(name, seed, players, choices)
        if t.state.is_over:
            return
        keys = [k for k in Controls(t.board_html()).enabled()
                if not k.startswith("coin ") and k != "place"]
        if not keys:
            return
        key = keys[choice % len(keys)]
        expected = t.state.clone().apply(t.action(key))
        while not expected.is_over and expected.current_player == CHANCE:
            expected.apply(expected.sample_chance())  # a roll, from the game's own seed
        reply = t.handle({"op": "act", "key": key})
        assert reply["error"] is None
        assert [m for m in t.moves if m[0] == HUMAN][-1] == (HUMAN, key)
        assert t.state.to_json() == expected.to_json()  # that move, and no bot's yet
    run()


@pytest.mark.parametrize("name", NAMES)
def test_refused_messages_change_nothing_and_say_what_is_allowed(name):
    t = Table(name)
    bots_answer(t)
    bad = [({"op": "act", "key": "no such move"}, "not a move you can make now"),
           ({"op": "fly"}, "the messages are act, step, new, undo, hint and open"),
           ({"op": "new", "players": 99}, f"takes {t.info.players[0]} to"),
           ({"op": "new", "players": "many"}, "players must be a whole number"),
           ({"op": "new", "players": True}, "players must be a whole number"),
           ({"op": "new", "level": "genius"}, "the bots are"),
           ({"op": "new", "seed": 7}, "has no option 'seed'"),
           ({"op": "open", "fragment": "players=2&moves=x"}, "is not a position of this game"),
           ({"op": "open", "fragment": f"game={name}&moves=nonsense"}, "is not a move there"),
           ({"op": "open", "fragment": "game=chess"}, "is not a position of this game"),
           ("not a message", "a message is an object")]
    for message, words in bad:
        before = (t.state.to_json(), list(t.moves), t.players, t.level, t.share())
        reply = t.handle(message)
        assert reply["error"] and words.lower() in reply["error"].lower(), (message, reply["error"])
        assert (t.state.to_json(), list(t.moves), t.players, t.level, t.share()) == before
        assert "pr-error" in reply["board"] and "role=\"alert\"" in reply["board"]


@pytest.mark.parametrize("name", NAMES)
def test_a_move_out_of_turn_is_refused(name):
    for seed in range(11, 40):  # a deal where a bot is to move before the game ends
        t = seeded(name, seed)
        t.handle({"op": "new", "players": t.info.players[1], "level": list(t.bot_kinds)[-1]})
        for choice in range(1000, 1100, 7):
            if t.pending or t.state.is_over:
                break
            click(t, choice)
        if t.pending:
            break
    assert t.pending, "no deal reached a bot's turn"
    before = t.state.to_json()
    reply = t.handle({"op": "act", "key": t.key(t._legal()[0])})
    assert "turn, not yours" in reply["error"] and t.state.to_json() == before


@pytest.mark.parametrize("name", NAMES)
def test_shared_link_reopens_the_same_position(name):
    """What you have seen comes back exactly: the same picture, history and link (what
    you have not seen is dealt afresh: see test_fair.py)."""
    @settings(SLOW, max_examples=examples(8))
    @given(game_args(name))
    def run(args):
        t = walk(name, *args)
        again = Table(name, t.share())
        assert again.share() == t.share() and again.state.view(HUMAN) == t.state.view(HUMAN)
        assert again.moves == t.moves and again.players == t.players
        # A refused last click (a coin placed where it may not go) leaves a message on the
        # board; the message is not part of the position, so the link does not carry it.
        t.error = ""
        assert again.board_html() == t.board_html()
    run()


@pytest.mark.parametrize("name", NAMES)
def test_undo_takes_back_your_move_and_the_bots_replies(name):
    """Practice: Undo always goes back, to the very same cards and dice. Play: it goes
    back exactly when nothing new was shown after your move (a roll, a deal, a card
    turned up, a bot's hidden card, the end), and otherwise says why not."""
    @settings(SLOW, max_examples=examples(8))
    @given(game_args(name), st.integers(0, 10**6), st.sampled_from(["play", "practice"]))
    def run(args, choice, mode):
        t = walk(name, *args, mode=mode)
        if t.state.is_over:
            return
        before, moves = t.state.to_json(), list(t.moves)
        if click(t, choice)["error"]:  # a refused spot (a coin off the table): no move
            assert t.moves == moves
            return
        bots_answer(t)
        after = t.moves[len(moves) + 1:]
        shown = t.state.is_over or any(seat in (NEWS, CHANCE) or
                                       (seat != HUMAN and t.worlds.hidden)
                                       for seat, _ in after)
        reply = t.handle({"op": "undo"})
        if mode == "play" and shown:
            assert reply["error"].startswith("Undo is off in Play: ")
            assert "Practice" in reply["error"] and t.moves[:len(moves)] == moves
        else:
            assert reply["error"] is None
            assert t.state.to_json() == before and t.moves == moves
    run()


@pytest.mark.parametrize("name", NAMES)
def test_undo_with_no_move_of_yours_is_refused(name):
    t = Table(name)
    reply = t.handle({"op": "undo"})
    if any(seat == HUMAN for seat, _ in t.moves):
        return
    assert reply["error"] == "There is no move of yours to take back"


@pytest.mark.parametrize("name", NAMES)
def test_hint_marks_the_strongest_bots_choice(name):
    t = Table(name)
    bots_answer(t)
    reply = t.handle({"op": "hint"})
    assert reply["error"] is None and t.hinted is not None
    assert t.state.refusal(t.hinted) is None  # a legal move
    strongest = next(iter(t.bot_kinds))
    assert f"The {strongest} bot suggests: <b>" in reply["board"]
    if type(t.hinted) is not Place:
        marked = [a for _, k, _, a in Controls(reply["board"]).found
                  if "pr-hint" in a.get("class", "").split()]
        assert [a["data-action"] for a in marked] == [t.key(t.hinted)]
    click(t, 0)
    assert t.hinted is None  # the hint is for one position only


EXPLAINED = [n for n in NAMES if hasattr(next(iter(games.get(n).bots.values())), "explain")]


@pytest.mark.parametrize("name", EXPLAINED)
def test_the_strongest_bot_explains_every_legal_move_and_the_hint_says_why(name):
    """Issue 18, explanations: one estimate per legal move, best first, the first being
    the move the bot plays; the hint names the best moves with their values."""
    strongest = next(iter(games.get(name).bots.values()))

    @settings(SLOW, max_examples=examples(6))
    @given(game_args(name), st.integers(0, 10**6))
    def run(args, choice):
        t = walk(name, *args)
        if t.state.is_over:
            return
        # the whole search (no time budget): a clock-bound search may answer otherwise on
        # a second call when the computer is busy (hypothesis saw it in a full run)
        reasons = make_bot(strongest, 1, None).explain(t.state.clone())
        legal = t.state.legal_actions()
        if name == "coins":  # placements are a continuum: the moves it weighed, all legal
            assert all(t.state.refusal(r.action) is None for r in reasons)
            assert len({t.key(r.action) for r in reasons}) == len(reasons)
            assert {type(a) for a in legal} == {type(r.action) for r in reasons}
        elif reasons[0].measure.startswith("share"):  # a mixed strategy (Pointy Hats for 2)
            assert sorted(map(t.key, (r.action for r in reasons))) == sorted(map(t.key, legal))
            assert sum(r.value for r in reasons) == 1 and reasons[0].value > 0
        else:
            assert sorted(map(t.key, (r.action for r in reasons))) == sorted(map(t.key, legal))
            values = [r.value for r in reasons]
            assert values == sorted(values, reverse=True)
        assert make_bot(strongest, 1, None).choose(t.state.clone()) == reasons[0].action
        board = t.handle({"op": "hint"})["board"]
        why = board.split('class="pr-hint-text">', 1)[1].split("</p>", 1)[0]
        reasons = t.reasons  # the table's bot thinks within the tables' time budget
        assert reasons[0].action == t.hinted
        if len(reasons) > 1 and reasons[0].measure.startswith("share"):
            said = t.say({"kind": reasons[0].measure})
            assert said.capitalize() in why and said != reasons[0].measure
            played = [r for r in reasons if r.value > 0]  # each named, the rest not
            labels = {c.key: c.label for c in t._controls}  # as the buttons say them
            assert all(labels[t.key(r.action)] in why for r in played)
            assert not any(labels[t.key(r.action)] in why for r in reasons if not r.value)
            assert ("otherwise" in why) == (len(played) > 1)
        elif len(reasons) > 1:
            said = t.say({"kind": reasons[0].measure})  # the measure is a kind of the words
            assert said.capitalize() in why and said != reasons[0].measure
            assert ("exact" in why) == (reasons[0].samples == 0)
            for r in reasons[:2]:
                value = (fmt.percent(r.value) if r.measure.startswith("chance") else
                         fmt.decimal(r.value, 0 if r.value == round(r.value) else 2))
                assert f": {value}" in why, (value, why)
        else:
            assert "; " not in why
    run()


@pytest.mark.parametrize("name", NAMES)
def test_new_game_takes_players_and_level(name):
    t = Table(name)
    low, high = t.info.players
    level = list(t.bot_kinds)[-1]
    reply = t.handle({"op": "new", "players": high, "level": level})
    assert reply["error"] is None and reply["toolbar"]
    assert (t.players, t.level) == (high, level)
    assert all(seat in (NEWS, CHANCE) or seat != HUMAN for seat, _ in t.moves)  # a new game
    assert f'<option value="{high}" selected>' in reply["toolbar"]
    assert all(type(b) is t.bot_kinds[level] for b in t.bots.values())
    assert sorted(t.bots) == list(range(1, high))


@pytest.mark.parametrize("name", NAMES)
def test_saved_picture_has_no_live_control(name):
    t = Table(name)
    bots_answer(t)
    html = t.html(live=False)
    found = Controls(html).found
    assert found and not [k for _, k, on, _ in found if on]
    assert "the game engine is starting" in html
    t.sample = True  # the book's saved picture: a sample game, said so
    assert "A sample game: the live table deals a fresh one" in t.html(live=False)


def _shuffle_hidden(t: Table, name: str) -> None:
    """Give the other seats other hidden things, leaving seat 0's knowledge as it was."""
    s = t.state
    if name in ("pointy_hats", "dokitto"):
        others = [p for p in range(s.num_players) if p != HUMAN]
        pool = [c for p in others for c in s.hands[p]]
        pool += list(s.undealt if name == "pointy_hats" else s.aside)
        pool.reverse()
        for p in others:
            k = len(s.hands[p])
            s.hands[p], pool = pool[:k], pool[k:]
        if name == "pointy_hats":
            s.undealt = pool
            s.indicators[s.revealed:] = list(reversed(s.indicators[s.revealed:]))
        else:
            s.aside = pool
    elif name == "gingham":
        s.score = [v if p == HUMAN else v + 7 for p, v in enumerate(s.score)]


@pytest.mark.parametrize("name", ["pointy_hats", "dokitto", "gingham"])
def test_nothing_hidden_is_drawn(name):
    """The picture depends only on what seat 0 may see: give the other seats different
    hidden cards (or scores) and it does not change by one byte."""
    @settings(SLOW, max_examples=examples(10))
    @given(game_args(name))
    def run(args):
        t = walk(name, *args)
        if t.state.is_over:
            return
        before = t.html()
        _shuffle_hidden(t, name)
        assert t.html() == before
    run()


def test_hiding_check_can_fail():
    """The check above sees a leak: drawn from the whole state, the picture changes."""
    t = walk("pointy_hats", 1, 4, [])
    t.draw = lambda view: str(t.state.hands)
    before = t.html()
    _shuffle_hidden(t, "pointy_hats")
    assert t.html() != before


@pytest.mark.parametrize("name", NAMES)
def test_a_whole_game_by_clicking_with_the_chapters_bots(name):
    t = Table(name)
    bots_answer(t)
    for choice in range(400):
        if t.state.is_over:
            break
        assert click(t, choice * 7919)["error"] is None or name == "coins"
        bots_answer(t)
    assert t.state.is_over, t.status()
    assert t.status().startswith("Game over")
    assert not Controls(t.board_html()).enabled()


def test_table_of_another_game_is_refused():
    with pytest.raises(KeyError, match="the games are"):
        Table("chess")
    from pointyrules.dokitto.table import DokittoTable
    with pytest.raises(ValueError, match="This is the dokitto table"):
        DokittoTable("coins")


def test_coins_click_places_the_chosen_coin_at_the_spot():
    t = Table("coins")
    bots_answer(t)
    assert t.handle({"op": "act", "key": "coin 500"})["error"] is None
    reply = t.handle({"op": "act", "key": "place", "point": [60.2, -30.1]})
    assert reply["error"] is None
    placed = [c for c in t.state.table if c.kind == 500]
    assert placed and (placed[-1].x, placed[-1].y) == (60.0, 30.0)  # snapped; y turned up
    t2 = Table("coins")
    bots_answer(t2)
    for bad, words in (({"op": "act", "key": "coin 7"}, "no '7' yen coin"),
                       ({"op": "act", "key": "place"}, "needs the spot"),
                       ({"op": "act", "key": "place", "point": [1]}, "two numbers"),
                       ({"op": "act", "key": "place 5 x y"}, "a placement is place")):
        before = t2.state.to_json()
        assert words in t2.handle(bad)["error"]
        assert t2.state.to_json() == before


@pytest.mark.parametrize("name", [n for n in NAMES if games.get(n).table.menus])
def test_game_options_from_the_toolbar(name):
    t = Table(name)
    for option, (title, values) in t.menus.items():
        assert f'<select name="{option}">' in t.toolbar_html() and title in t.toolbar_html()
        value, _ = values[-1]
        words = {True: "yes", False: "no"}.get(value, str(value))  # what a select sends
        players = t.info.players[1]
        reply = t.handle({"op": "new", "players": players, option: words})
        assert reply["error"] is None and t.options[option] == value
        assert f'value="{words}" selected' in reply["toolbar"]
        assert Table(name, t.share()).options[option] == value  # the link keeps it
        before = t.state.to_json()
        reply = t.handle({"op": "new", option: "lots"})
        assert reply["error"].startswith(f"{title}: the choices are ")  # as the menu says
        assert all(said in reply["error"] for _, said in values)
        assert t.state.to_json() == before
    reply = t.handle({"op": "new", "colour": "blue"})
    assert ("has no option 'colour'; " + ("its options are " + " and ".join(t.menus)
                                         if t.menus else "it has no options")) in reply["error"]


def test_an_option_reaches_the_engine():
    t = Table("pointy_hats")
    t.handle({"op": "new", "target_wins": 3})
    assert t.state.target_wins == 3
    t = Table("coins")
    reply = t.handle({"op": "new", "players": 2, "challenge": "yes"})
    assert reply["error"].startswith("Challenges need 3 or more players")  # the game's words
    t.handle({"op": "new", "players": 3, "challenge": "yes"})
    assert t.state.challenge is True


def test_a_gingham_cell_click_places_an_ant_not_the_paid_move():
    """Where an ant may be placed on a cell that also holds an ant you could move for
    sugar, the cell itself places the ant; the paid move is a button with its price."""
    for seed in range(60):
        t = walk("gingham", seed, 3, [])
        for choice in range(200):
            if t.state.is_over:
                break
            legal = t._legal()
            ants = {a.cell for a in legal if type(a).__name__ == "Ant" and not a.boost}
            lifts = {a.cell: a for a in legal if type(a).__name__ == "Lift"}
            shared = ants & set(lifts)
            if shared:
                cell = sorted(shared)[0]
                found = Controls(t.board_html()).found
                assert [(tag, k) for tag, k, _, _ in found if k == f"ant on {cell}"] == \
                    [("g", f"ant on {cell}")]
                assert [tag for tag, k, _, _ in found if k == t.key(lifts[cell])] == ["button"]
                return
            click(t, choice * 31 + seed)
            bots_answer(t)
    pytest.fail("no position with a cell both to place on and to move from")


@pytest.mark.parametrize("name", NAMES)
def test_the_history_names_the_players_and_speaks_to_you_without_rule_ids(name):
    """The engine's log says "Seat 0 plays ... (PH-3)"; the table's history says "You
    play ..." and names the bots, with no seat numbers and no rule ids."""
    @settings(SLOW, max_examples=examples(5))
    @given(game_args(name))
    def run(args):
        t = walk(name, *args)
        board = t.board_html()
        history = board.split('aria-label="history">', 1)[1].split("</ol>", 1)[0]
        lines = re.findall(r"<li>(.*?)</li>", history)
        assert lines
        for line in lines:
            assert not re.search(r"\b(?:[Ss]eat|[Pp]layer) \d", line), line
            assert not re.search(r"\b[A-Z]{2}-\d+", line), line
            assert not re.search(r"\b[Yy]ou (?:has|is|[a-z]*[^s]s)\b", line), line  # plays
        bots = {t.seat_name(p) for p in range(1, t.players)}
        assert bots <= set(t.BOT_NAMES) and len(bots) == t.players - 1
    run()


def test_the_table_says_events_and_refusals_in_its_players_voice():
    """The words layer speaks to you (seat 0) and names the bots: no rewriting of text."""
    from pointyrules.core import Event
    t = Table("rice_dice")
    said = [t.say(Event("roll", {"seat": s, "faces": ["U", 5, 5]}, "pointyrules.rice_dice"))
            for s in (0, 2)]
    assert said == ["You roll 1 umeboshi and 2 sesame 5s", "Cai rolls 1 umeboshi and 2 sesame 5s"]
    end = Event("end", {"scores": [6, 14, 3], "winner": 1}, "pointyrules.rice_dice")
    assert t.say(end) == "The centre is empty: game over. Scores: you 6, Ben 14 and Cai 3; Ben wins"
    assert str(end) == "The centre is empty: game over. Scores: Ann 6, Ben 14 and Cai 3; Ben wins"
    from pointyrules.rice_dice.rules import Lock
    assert t.say(t.state.refusal(Lock(5))).startswith(
        "You have no provisional card 5 to lock: lock one of your own")


class _Named(HTMLParser):
    """Each control of a board (an element with ``data-action``): its accessible name
    and the text it shows (text nodes outside titles), as axe-core reads them."""

    VOID = {"path", "circle", "rect", "line", "polygon", "polyline", "ellipse", "use",
            "input", "br", "img", "stop"}

    def __init__(self):
        super().__init__()
        self.open, self.found, self.hidden = [], [], 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in self.VOID:
            return
        if "data-action" in attrs:
            self.open.append([tag, attrs.get("aria-label"), [], 0])
        for item in self.open:
            item[3] += tag == item[0]
        self.hidden += tag == "title"

    def handle_startendtag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        self.hidden -= tag == "title"
        for item in list(self.open):
            if tag == item[0]:
                item[3] -= 1
                if item[3] == 0:
                    self.open.remove(item)
                    self.found.append((item[1], "".join(item[2])))

    def handle_data(self, data):
        if not self.hidden:
            for item in self.open:
                item[2].append(data)


@pytest.mark.parametrize("name", NAMES)
def test_every_control_is_named_with_the_text_it_shows(name):
    """WCAG 2.5.3 (Label in Name): a control's accessible name holds the words its
    picture shows, in order, so a speech-input user can say what they see."""
    from pointyrules.table import label_holds

    named = []

    @settings(SLOW, max_examples=examples(6))
    @given(game_args(name))
    def run(args):
        t = walk(name, *args)
        parser = _Named()
        parser.feed(t.board_html() + t.toolbar_html())
        for label, shown in parser.found:
            if label is not None:
                named.append(label)
                assert label_holds(label, shown), (label, shown)
    run()
    assert named


def test_the_label_in_name_check_can_fail():
    from pointyrules.table import accessible_name, label_holds
    assert not label_holds("1 yen coin (2 left)", "1 ×2")
    assert label_holds("play 5♠", "5 ♠") and label_holds("x (a b)", "(a b)")
    assert accessible_name("set aside 2 rice", "R R 2 rice") == "R R 2 rice: set aside 2 rice"


def test_a_hint_is_refused_with_the_reason_that_holds():
    t = Table("coins", chance=random.Random(0), thinking=random.Random(0))  # one round
    t.handle({"op": "act", "key": "pass"})
    assert t.state.is_over
    assert t.handle({"op": "hint"})["error"] == "The game is over: press New game"
    t.handle({"op": "new", "players": 3})
    while t.state.current_player == HUMAN:
        t.handle({"op": "act", "key": t.key(next(a for a in t._legal() if type(a) is Place))})
    assert t.pending  # a bot's turn, not yet stepped
    assert t.handle({"op": "hint"})["error"] == "A hint is for your turn"
