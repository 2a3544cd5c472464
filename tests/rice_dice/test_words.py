"""Rice Dice's words (issue 30): the table, its advisor and its pictures speak through
the game's catalogue (``pointyrules/rice_dice/words.py``); a player reads dice counted
from 1 while the moves' keys keep the engine's positions; a take says whose provisional
cards it took (RD-4)."""

from __future__ import annotations

import re

from pointyrules.rice_dice import render
from pointyrules.rice_dice.dice import DEFAULT_DIE, RICE, UMEBOSHI
from pointyrules.rice_dice.rules import Keep, RiceDice, Stop
from pointyrules.rice_dice.words import EN, WORDS
from pointyrules.table import Table
from pointyrules.words import Voice

from ..helpers import refused
from ..test_pseudo import unmarked_words
from .helpers import roll, table, turn

QPS = Voice("qps", you=0, names=("you", "Ben", "Cai"))


def _at(state: RiceDice, lang: str = "en") -> Table:
    """A table showing ``state`` (you are seat 0)."""
    t = Table("rice_dice", lang=lang)
    t.state = state
    return t


def _thief_game() -> RiceDice:
    """You take card 5; Ben takes 6 and your 5; Cai takes 11 and 10; you take both back."""
    s = RiceDice.new_game(3, seed=1)
    turn(s, "U R R 5 6", "U", "R R 5 6", "5", "R R 6", "Rx1")
    s.apply(Stop())
    turn(s, "U R R 5 6", "U", "R R 5 6", "6", "R R 5", "Rx2")
    s.apply(Stop())
    for _ in range(2):
        turn(s, "U R R 5 6", "U", "R R 5 6", "6", "R R 5", "5", "R R", "Rx2")
        s.apply(Stop())
    return s


def test_a_take_says_whose_provisional_cards_it_took():
    s = _thief_game()
    t = _at(s)
    lines = [t.history_line(e) for e in s.log if e.kind.startswith("take")]
    assert lines == [
        "You stop with a sesame sum of 5 and 1 rice die, and take card 5",
        "Ben stops with a sesame sum of 6 and 2 rice dice, and takes cards 6 and 5 (card 5 "
        "from your provisional cards)",
        "Cai stops with a sesame sum of 11 and 2 rice dice, and takes cards 11 and 10",
        "You stop with a sesame sum of 11 and 2 rice dice, and take cards 11 and 10 "
        "(from Cai's provisional cards)"]
    assert "(card 5 from your provisional cards)" in t.html()
    marked = _at(s, "qps")
    assert all(not unmarked_words(marked.history_line(e)) for e in s.log)


def test_a_take_of_ones_own_card_says_no_owner_and_a_theft_says_whose():
    s = RiceDice.new_game(2, seed=3)
    turn(s, "U R R 5 6", "U", "R R 5 6", "5", "R R 6", "Rx1")
    s.apply(Stop())  # you take 5
    roll(s, "U U U U U")  # Ben busts at once: nothing to set aside
    turn(s, "U R R 5 6", "U", "R R 5 6", "5", "R R 6", "Rx2")
    s.apply(Stop())  # you take 5 (already yours: it stays) and 4
    assert _at(s).history_line(s.log[-1]) == (
        "You stop with a sesame sum of 5 and 2 rice dice, and take cards 5 and 4")
    # the engine records where each card was, in a position built by hand too (RD-4)
    built = table(2, centre=[9], provisional=[[], [5]])
    turn(built, "U R R 5 6", "U", "R R 5 6", "5", "R R 6", "Rx1")
    built.apply(Stop())
    assert _at(built).history_line(built.log[-1]) == (
        "You stop with a sesame sum of 5 and 1 rice die, and take card 5 (from Ben's "
        "provisional cards)")


def test_keep_lines_say_plainly_what_is_set_aside():
    s = turn(table(2), "U R R 5 6", "U", "R R 5 6", "Rx2")
    assert [str(e) for e in s.log if e.kind == "keep"] == [
        "Ann sets aside 1 umeboshi and now has 1 umeboshi set aside",
        "Ann sets aside 2 rice and now has 1 umeboshi and 2 rice set aside"]
    assert s.log[-1].sentence(Voice(you=0)) == (
        "You set aside 2 rice and now have 1 umeboshi and 2 rice set aside")


def test_a_refused_set_aside_is_short_and_counts_dice_from_one():
    s = roll(table(3), "R R 5 5 6")
    for bad in (Keep(RICE, (0, 1, 2)), Keep(5, (2,)), Keep(UMEBOSHI, (0,))):
        err = refused(s, bad)
        assert err.kind == "not_a_set_aside"
        assert len(str(err)) < 160 and str(err).endswith(
            "is not allowed: set aside a lone umeboshi (once a turn), all dice of one new "
            "sesame value, or one or more rice")
    assert str(refused(s, Keep(5, (2,)))).startswith("“set aside 1 sesame 5 from die 3”")


def test_the_buttons_count_dice_from_one_and_keep_their_keys():
    t = _at(roll(table(3), "R R 5 5 6"))
    html = t.html()
    controls = {c.key: c.label for c in t.controls()}
    assert (controls["set aside 2 sesame 5s (dice 2, 3)"]
            == "set aside 2 sesame 5s from dice 3 and 4")
    assert controls["set aside 1 rice (die 0)"] == "set aside 1 rice from die 1"
    assert controls["set aside 2 rice (dice 0, 1)"] == "set aside 2 rice from dice 1 and 2"
    captions = re.findall(r">(die \d)</text>", html)
    assert captions[:5] == ["die 1", "die 2", "die 3", "die 4", "die 5"]
    assert "die 0" not in re.sub(r'data-action="[^"]*"', "", html)
    t = _at(table(3, centre=list(range(1, 12)), provisional=[[12], [], []]))
    t.html()
    assert {c.key: c.label for c in t.controls()} == {"lock card 12": "lock card 12",
                                                      "roll": "roll"}


def test_the_advisor_speaks_through_the_words_with_its_numbers_as_before():
    s = turn(table(3), "U R R 5 6", "U")
    html = _at(s).html()
    advice = html[html.index('<details class="pr-advice"'):]
    advice = advice[:advice.index("</details>")]
    assert advice.startswith('<details class="pr-advice" open><summary>Advisor: expected '
                             "points this turn</summary><p>Points expected if you play the "
                             "rest of the turn as well as possible. Bust chance of the next "
                             "roll: ")
    assert re.search(r"Bust chance of the next roll: \d+/\d+ ≈ [\d.]+ \(about [\d.]+%\)\.</p>",
                     advice)
    assert "<th>choice</th><th>points gained</th><th>points lost</th><th>expected net</th>" \
        in advice
    assert re.search(r"<td>(stop|roll)( ★ most points)?</td><td>\d+\.\d\d</td><td>\d+\.\d\d</td>"
                     r"<td>([+−]\d+\.\d\d|0\.00)</td>", advice)
    assert advice.count("★ most points") == 1
    marked = _at(turn(table(3), "U R R 5 6", "U"), "qps").html()
    assert not unmarked_words(marked)
    assert "⟦advisor: expected points this turn⟧" in marked
    assert "⟦ ★ most points⟧" in marked


def test_the_pictures_say_their_words_in_a_voice_and_plain_english_by_default():
    cards = render.rice_cards_svg([1, 2], [[3], [4]], [[5], []], numbers=range(1, 7))
    assert 'aria-label="1: centre; 2: centre; 3: seat 0; 4: seat 1; 5: locked 0; 6: gone"' \
        in cards
    named = render.rice_cards_svg([1], [[3], []], [[5], []], numbers=[1, 3, 5],
                                  names=["Aoi", "Ben"])
    assert 'aria-label="1: centre; 3: Aoi; 5: locked Aoi"' in named
    assert 'aria-label="die faces: umeboshi, rice, rice, sesame 4, sesame 5, sesame 6"' \
        in render.die_faces_svg(DEFAULT_DIE)
    assert ">pip 1<" in render.die_faces_svg(DEFAULT_DIE)
    assert 'aria-label="no dice"' in render.dice_svg([])
    assert 'aria-label="side-dish card 7"' in render.card_svg(7)
    assert render.die_label(5) == "sesame 5" and render.die_captions([0, 4]) == ["die 1",
                                                                                "die 5"]
    for picture in (render.rice_cards_svg([1], [[3], []], [[5], []], voice=QPS),
                    render.rice_cards_svg([1], [[3], []], [[5], []], names=["⟦you⟧", "Ben"],
                                          voice=QPS),
                    render.die_faces_svg(DEFAULT_DIE, QPS), render.dice_svg([], voice=QPS),
                    render.dice_svg(["U", "R", 4], render.die_captions(range(3), QPS),
                                    voice=QPS),
                    render.card_svg(7, QPS), render.face_svg("U", QPS)):
        assert not unmarked_words(picture), picture


def test_the_faces_have_their_names_in_the_catalogue():
    for face, name in ((UMEBOSHI, "umeboshi"), (RICE, "rice"), (4, "sesame 4")):
        assert render.die_label(face) == name
        assert render.die_label(face, QPS).startswith("⟦")
    said = WORDS.say("roll", {"seat": 1, "faces": ["U", "R", "R", 5]}, QPS)
    assert "1⟦ umeboshi⟧, 2⟦ rice⟧ ⟦and⟧ 1⟦ sesame ⟧5" in said and not unmarked_words(said)
    assert {"face_U", "face_R", "face_sesame", "advice_title", "caption_cards"} <= set(EN)
