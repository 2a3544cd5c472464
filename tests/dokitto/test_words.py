"""Doki-tto! Ice's words: every event and refusal of whole random games is said in the
player's terms, at a table (seat 0 is "you") and in plain English: names, not seat
numbers; no ruling ids, reprs, Python lists, unfilled placeholders or flavour letters."""

import re

import pytest

from pointyrules.core import Event, IllegalAction, RandomBot
from pointyrules.dokitto.about import OPTIONS
from pointyrules.dokitto.rules import Card, Dokitto, Take
from pointyrules.dokitto.words import EN, WORDS
from pointyrules.words import PLAIN, Voice, placeholders

YOU = Voice(you=0, names=("you", "Ben", "Cai", "Dee"))
# ... nor a flavour's letter or a card's short name ("taking Q", "M2"): names only
BAD = [re.compile(p) for p in (r"[{}]", r"[Ss]eat \d", r"\[[A-Z]{2}-\d", r"\([A-Z]{2}-\d",
                               r"Card\(", r"Take\(", r"\[\d", r"\(s\)", r"\bNone\b",
                               r"\b[A-Z]\d*\b")]


def assert_readable(text: str) -> None:
    assert text and text[0].isupper(), text
    for pattern in BAD:
        assert not pattern.search(text), (pattern.pattern, text)


def said(thing: Event | IllegalAction) -> list[str]:
    return [thing.sentence(YOU), thing.sentence(PLAIN), str(thing)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_event_and_refusal_of_random_games_reads_well(players):
    kinds, refusals = set(), set()
    for seed in range(3):
        state = Dokitto.new_game(players, seed=seed, target=2)
        bots = [RandomBot(seed * 10 + p) for p in range(players)]
        seen: list = []  # moves legal somewhere in this game: illegal elsewhere
        while not state.is_over:
            legal = state.legal_actions()
            seen += legal[:3]
            tries = ["x", "S3", ("S", 1), None, Card("X", 3), Card("S", 99), Take("X", 7),
                     Take("Q"), Take("S", 1), *seen[-12:]]
            for action in tries:
                err = state.refusal(action)
                if err is not None:
                    refusals.add(err.kind)
                    for text in said(err):
                        assert_readable(text)
            state.apply(bots[state.current_player].choose(state))
        err = state.refusal(Card("S", 1))
        assert err is not None and err.kind == "game_over"
        for text in said(err):
            assert_readable(text)
        for event in state.log:
            kinds.add(event.kind)
            for text in said(event):
                assert_readable(text)
        for record in state.trick_history:  # the trick's reason, as the table shows it
            for voice in (YOU, PLAIN):
                phrase = WORDS.phrase(record.result.rule, voice)
                assert phrase and not any(p.search(phrase) for p in BAD), phrase
        assert "you" in " ".join(e.sentence(YOU) for e in state.log)
    assert {"deal", "play", "trick", "round", "game"} <= kinds
    assert {"wrong_type", "not_in_hand", "not_a_choice", "must_follow"} <= refusals


def test_every_template_is_english_and_names_people_by_placeholder():
    headings = {f"option_{option.name}" for option in OPTIONS}  # menu labels: "Game"
    for kind, template in EN.items():
        assert template == template.strip(), kind
        assert kind in headings or not template[:1].isupper(), kind  # fragments: lower case
        assert "seat" not in template.replace("{seat", ""), kind
        assert not re.search(r"[A-Z]{2}-\d", template), kind
        placeholders(template)  # a well-formed template
