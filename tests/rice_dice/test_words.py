"""Rice Dice's words (issue 30): the table, its advisor and its pictures speak through
the game's catalogue (``pointyrules/rice_dice/words.py``); a player reads dice counted
from 1 while the moves' keys keep the engine's positions; a take says whose provisional
cards it took (RD-4)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from pointyrules import words
from pointyrules.rice_dice import render
from pointyrules.rice_dice.dice import DEFAULT_DIE, RICE, UMEBOSHI
from pointyrules.rice_dice.rules import Keep, RiceDice, Stop, sesame_sum, target_cards
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


# --- issue 33: the table in Japanese

@pytest.fixture
def japanese():
    """A table's voice in Japanese (you: seat 0)."""
    return Voice(words.JAPANESE, you=0)


def _name(seat: int, voice: Voice) -> str:
    return words.YOU[voice.lang] if seat == voice.you else \
        words.NAMES_BY_LANG[voice.lang][seat]


def test_a_take_of_anothers_cards_is_said_in_japanese_from_the_dice(japanese):
    """RD-4: the sesame sum and the rice dice set aside pick the cards (the card of the
    sum or the next lower face-up one, then one lower card per further rice die); a card
    taken from another player's provisional cards says whose it was."""
    s = RiceDice.new_game(3, seed=1)
    turn(s, "U R R 5 6", "U", "R R 5 6", "6", "R R 5", "Rx2")
    s.apply(Stop())  # you take two cards
    for _ in range(2):  # Ben and Cai stop with a higher sum
        turn(s, "U R R 5 6", "U", "R R 5 6", "6", "R R 5", "5", "R R", "Rx2")
        s.apply(Stop())
    turn(s, "U R R 5 6", "U", "R R 5 6", "6", "R R 5", "5", "R R", "Rx2")
    kept = s.kept_faces()
    total, rice = sesame_sum(kept), kept.count(RICE)
    taken = target_cards(total, rice, s.face_up())
    owners = {next(p for p, pile in enumerate(s.provisional) if c in pile) for c in taken}
    assert len(owners) == 1 and 0 not in owners  # all of them one bot's (Cai's)
    s.apply(Stop())
    cards = "と".join(str(c) for c in taken)
    assert s.log[-1].sentence(japanese) == (
        f"あなたが黒ゴマの合計{total}、ライス{rice}個でやめて、カード{cards}を仮に獲得しました"
        f"（{_name(owners.pop(), japanese)}が仮に獲得していたカードから）")


def test_the_end_in_japanese_gives_every_score_and_the_winner(japanese):
    """RD-6: the game ends when the centre is empty; each player's score is the sum of
    their locked and provisional cards; the line says each with 点 and who won."""
    s = table(3, centre=[1], provisional=[[9], [7], [8]], locked=[[], [12, 4], []])
    turn(s, "U R R 5 6", "U", "R R 5 6", "5", "R R 6", "Rx1")
    s.apply(Stop())  # a sesame sum of 5 with one rice: card 1, the only one 5 or lower
    assert s.is_over
    scores = [sum(s.locked[p]) + sum(s.provisional[p]) for p in range(3)]
    winner = max(range(3), key=lambda p: scores[p])
    assert s.winners()[0] == winner
    listed = "、".join(f"{_name(p, japanese)}{v}点" for p, v in enumerate(scores))
    assert s.log[-1].sentence(japanese) == (
        f"場の中央のカードがなくなり、ゲームが終わりました。勝利点は{listed}で、"
        f"{_name(winner, japanese)}の勝ちです")


def test_a_bust_in_japanese_says_which_card_leaves_the_game(japanese):
    """RD-5: a bust removes the player's highest provisional card, else the centre's."""
    for provisional in ([[3, 9], [], []], [[], [], []]):
        s = table(3, centre=[1, 2, 5, 8, 11], provisional=provisional)
        roll(s, "U U U U U")  # two umeboshi or more: nothing can be set aside (RD-2)
        own = provisional[0]
        card = max(own) if own else max([1, 2, 5, 8, 11])
        where = "あなたが仮に獲得していた" if own else "場の中央にあった"
        assert s.log[-1].sentence(japanese) == (
            f"あなたがバーストしました。{WORDS.catalogues['ja']['nothing_to_set_aside']}。"
            f"{where}カード{card}はゲームから除外されました")


def _listed(items: list) -> str:
    """A Japanese list: "A、BとC"."""
    said = [str(x) for x in items]
    return "、".join(said[:-1]) + "と" + said[-1] if len(said) > 1 else "".join(said)


def test_a_refusal_in_japanese_quotes_the_move_and_counts_dice_from_one(japanese):
    """RD-2: a set-aside that is not all dice of one sesame value (or takes more rice
    than were rolled) is refused, the move quoted in 「」, its dice counted from 1."""
    s = roll(table(3), "R R 5 5 6")
    for bad in (Keep(5, (2,)), Keep(RICE, (0, 1, 2))):
        said = refused(s, bad).sentence(japanese)
        face = f"黒ゴマ（{bad.face}の目）" if bad.face != RICE else "ライス"
        dice = _listed([p + 1 for p in bad.dice])
        assert said.startswith(
            f"「{face}{len(bad.dice)}個（{dice}番のダイス）を取り置く」はできません。"), said


def test_the_table_in_japanese_shows_no_english_and_joins_in_japanese(japanese):
    """The whole table (captions, buttons, pictures' names, advisor, history) has no
    word of English; the pictures' names list with "、"; no space after "。"."""
    s = turn(table(3), "U R R 5 6", "U")
    t = Table("rice_dice", lang=words.JAPANESE)
    t.state = s
    html = t.html()
    assert not unmarked_words(html)
    assert "。 " not in html
    faces = "、".join(render.die_label(f, japanese) for f in DEFAULT_DIE)
    assert f'aria-label="ダイスの面：{faces}"' in render.die_faces_svg(DEFAULT_DIE, japanese)
    bust = Fraction(1, 6) ** 4  # four free dice, every one an umeboshi: nothing to set aside
    assert f"次に振ってバーストする確率：{bust.numerator}/{bust.denominator}" in html
