"""Doki-tto! Ice: the 45-minute lesson (issue 31) and its class data.

Every group, of four pupils or of three, deals FOUR hands of ten from the full 40-card
pack (the four-player deal, DI-2; a group of three deals a fourth hand that one pupil
ticks), so the whole class keeps one tally of one chance: a hand that lacks some
flavour. Every number below (chances, expected counts, usual ranges, the answers of the
key questions and of the exit ticket) is computed here from the game's own counting
(``odds``) and rules (``rules``), never typed in.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations
from math import prod, sqrt

from .. import fmt
from ..lessons import CLASS_SIZES, ClassData, LessonPack, Material, Question, Series, Stage, split
from .odds import deal_shape, lacks_given_colour, lacks_some_colour, void_hands_per_deal
from .render import ICE_SYMBOLS, ice_cards_svg
from .rules import COLOUR_NAMES, Card, Scoop, cone_points, trick_winner

GAME = "dokitto"
NAMES = ("Aiko", "Ben", "Chika", "Dan")  # the chapter's players, clockwise
SUITS = {"S": "hearts", "C": "spades", "M": "clubs", "V": "diamonds"}
SUITS_PLAIN = {"S": "♥", "C": "♠", "M": "♣", "V": "♦"}  # the marks on playing cards
SYMBOLS = ICE_SYMBOLS  # the marks the pictures draw: ♥ ■ ▲ ✿

# ---- the activity: four hands of ten from the 40-card pack, dealt twice ---------------
COLOURS_IN_PLAY, PER_COLOUR, HAND = deal_shape(4)  # 4 flavours of 10, hands of 10 (DI-2)
PACK = COLOURS_IN_PLAY * PER_COLOUR  # 40 cards
HANDS_PER_DEAL = 4  # every group deals four hands, whatever its size
DEALS = 2  # deals per group: a third does not fit 45 minutes with real pupils (below)
HANDS_PER_GROUP = HANDS_PER_DEAL * DEALS
GROUP_SIZES = (4, 3)

# ---- the clock ------------------------------------------------------------------------
# Every stage is timed at what two teachers measured running the pack with their classes
# (issue 31 reviews: a foundation Year 11 of 27 pupils and a Year 8 of 30), not at what
# it ought to take.
SETTLE = 5  # arrive, register, pairs turn to make fours, worksheets out (measured 5, 6)
RULES = 8  # a trick, tricks 1 and 2, their questions (measured 8, 8)
PREDICT = 3  # (measured 3, 3)
GIVE_OUT = 1  # monitors give out the packs once the guesses are written
FIRST_DEAL, LATER_DEAL = 6, 5  # count, wash, deal, sort, tick, gather (measured 6, 6; 4, 5)
# Reading out every group's two numbers took 6 minutes (measured 6, 6); here each group's
# monitor writes them on the board as soon as deal 2 is gathered, so the pooling is the
# class's totals, the relative frequency and one question.
POOL = 4
# The why-stage took 13 and 15 minutes with each pupil listing the mini-deck alone (6 to 7
# minutes, many miss hands) and keying ten fractions (3 minutes, several had no
# calculator). Here the class lists on the board (measured 3) and the teacher keys.
REVEAL, LIST_ON_BOARD, MINI_FRACTIONS, REAL_PACK, SCALE_UP = 1, 3, 2, 2, 1
EXIT = 4  # three questions; monitors count and box the packs at the same time
DEAL_STAGE = GIVE_OUT + FIRST_DEAL + (DEALS - 1) * LATER_DEAL
WHY = REVEAL + LIST_ON_BOARD + MINI_FRACTIONS + REAL_PACK + SCALE_UP
DEAL_START = SETTLE + RULES + PREDICT
CHECKPOINT = DEAL_START + GIVE_OUT + FIRST_DEAL  # deal 1 gathered by this minute, or cut
EXIT_SAVED = 2  # the exit ticket's questions 2 and 3 set at home instead
PREP_PACK, PREP_PRINT = 2, 10  # minutes: a pack sorted and counted (measured), printing

CHANCE = lacks_some_colour(COLOURS_IN_PLAY, PER_COLOUR, HAND)  # the one tally's chance
NAMED = lacks_given_colour(COLOURS_IN_PLAY, PER_COLOUR, HAND)  # no strawberry, say
# The four hands of one deal depend on each other (a card one holds is missing from the
# others), so a tally's spread comes from whole deals: the variance per deal of the
# number of hands lacking a flavour, counted exactly.
PER_DEAL = void_hands_per_deal(COLOURS_IN_PLAY, PER_COLOUR, HAND, HANDS_PER_DEAL)
VAR_DEAL = sum(k * k * q for k, q in PER_DEAL.items()) - (HANDS_PER_DEAL * CHANCE) ** 2


def product_of_fractions(avoid: int, deck: int, hand: int) -> tuple[tuple[Fraction, ...], str]:
    """A hand of ``hand`` cards from ``deck`` all among ``avoid`` cards, card by card:
    the factors avoid/deck, (avoid-1)/(deck-1), ... unreduced, and the product written as
    a pupil writes it ("30/40 × 29/39 × … × 21/31" when it is long)."""
    pairs = [(avoid - k, deck - k) for k in range(hand)]
    written = [f"{a}/{d}" for a, d in pairs]
    text = " × ".join(written) if hand <= 4 else (
        f"{written[0]} × {written[1]} × … × {written[-1]}")
    return tuple(Fraction(a, d) for a, d in pairs), text


NAMED_FACTORS, NAMED_PRODUCT = product_of_fractions(PACK - PER_COLOUR, PACK, HAND)
assert prod(NAMED_FACTORS) == NAMED  # the product of fractions is the binomial ratio
WITH_REPLACEMENT = Fraction(PACK - PER_COLOUR, PACK) ** HAND  # the misconception, (3/4)^10

# ---- the way in: a mini-deck of six cards, hands of three -----------------------------
MINI = tuple(Card(c, n) for c in "SC" for n in (1, 2, 3))  # strawberry 1-3, chocolate 1-3
MINI_HAND = 3
MINI_HANDS = tuple(combinations(MINI, MINI_HAND))
MINI_LACKING = tuple(h for h in MINI_HANDS if len({c.colour for c in h}) < 2)
MINI_CHANCE = Fraction(len(MINI_LACKING), len(MINI_HANDS))
MINI_FACTORS, MINI_PRODUCT = product_of_fractions(3, 6, MINI_HAND)  # all strawberry
assert MINI_CHANCE == 2 * prod(MINI_FACTORS) == lacks_some_colour(2, 3, MINI_HAND)
# The worksheet's listing frame: the hands sorted by how many strawberries they hold.
MINI_ROWS = {k: sum(sum(c.colour == "S" for c in h) == k for h in MINI_HANDS)
             for k in range(MINI_HAND, -1, -1)}
EXIT_HAND = 2  # the exit ticket's mini-deck deal: two cards, not the three of the lesson
EXIT_FACTORS, EXIT_PRODUCT = product_of_fractions(3, 6, EXIT_HAND)  # neither chocolate
EXIT_SCHOOL = 140  # the exit ticket's school: the hands it deals


WORDS = dict(enumerate("zero one two three four five six seven eight nine ten".split()))


def frac(q: Fraction, digits: int = 4) -> str:
    """An exact chance as in the chapter: 14,883,941/105,957,566 ≈ 0.1405."""
    text = fmt.fraction(q, digits)
    if "/" not in text:
        return text
    num, rest = text.split("/", 1)
    den, tail = rest.split(" ", 1)
    return f"{int(num):,}/{int(den):,} {tail}"


def one_in(q: Fraction) -> int:
    """"about one in n": the nearest whole n to 1/q."""
    return round(1 / q)


def groups(pupils: int) -> dict[int, int]:
    """{group size: groups of it} for a class: the pack's own split (fours first)."""
    return split(pupils, GROUP_SIZES)


def tally(hands: int) -> tuple[Fraction, int, int]:
    """The class tally of ``hands`` hands (four a deal): the expected count lacking a
    flavour and its usual range, expected ± 2 standard deviations over whole deals,
    rounded, never below 0 nor above the hands."""
    mean = hands * CHANCE
    sd = sqrt(float(hands // HANDS_PER_DEAL * VAR_DEAL))
    return mean, max(0, round(float(mean) - 2 * sd)), min(hands, round(float(mean) + 2 * sd))


def class_hands(pupils: int, deals: int = DEALS) -> int:
    return sum(groups(pupils).values()) * HANDS_PER_DEAL * deals


def _groups_text(pupils: int) -> str:
    words = {4: "four", 3: "three"}
    return " and ".join(f"{n} of {words[size]}" for size, n in groups(pupils).items() if n)


# ---- the rules in the key questions, judged by the game's own rule (DI-3) -------------
def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _winner(plays: str) -> tuple[str, Card, str]:
    result = trick_winner(list(enumerate(_cards(plays))))
    return NAMES[result.winner], result.card, result.case


# The chapter's worked deal: Chika's hand (she has no matcha) and trick 2.
WORKED_DEAL = ("S10 M9 C8 V5 C10 S6 S2 M4 M5 V8", "S3 M2 C6 V1 C9 V7 M1 M3 C2 V4",
               "S7 V6 C7 V9 C4 S8 S1 C1 V2 V3", "S5 M8 C3 V10 C5 S9 S4 M6 M7 M10")
CHIKA = sorted(_cards(WORKED_DEAL[2]))
CHIKA_LACKS = [c for c in "SCMV" if all(card.colour != c for card in CHIKA)]
TRICK_2 = "M9 M2 V6 M8"
TRICK_1 = "S10 S3 S7 S5"
EXIT_TRICK = "S5 C3 S9 S2"  # the exit ticket's trick: two flavours
EXERCISE_1 = "C6 C2 V2 C9"  # Exercise 1's trick (the fast finishers' question)
TICK_HAND = sorted(_cards("S2 S9 C1 C5 C6 M4 M7 V3 V8 V10"))  # the deal's "yes or no?"
SUIT_KEY = ", ".join(f"{SUITS[c]} {SUITS_PLAIN[c]} {COLOUR_NAMES[c]}" for c in "SCMV")


def _hand_text(hand: list[Card]) -> str:
    parts = []
    for c in "SCMV":
        numbers = [str(card.number) for card in hand if card.colour == c]
        if numbers:
            parts.append(f"{COLOUR_NAMES[c]} {', '.join(numbers)}")
    return "; ".join(parts)


def _lacks(hand: list[Card]) -> list[str]:
    return [COLOUR_NAMES[c] for c in "SCMV" if all(card.colour != c for card in hand)]


def _trick_text(plays: str) -> str:
    return ", ".join(f"{name} {card}" for name, card in zip(NAMES, _cards(plays), strict=True))


def _exercise_3() -> dict[str, int]:
    """Exercise 3 (chapter, worksheet, answers): the score for each scoop choice."""
    base = [Scoop("S", 1), Scoop("M", 1)]
    won = _cards("S5 S6 S7 S2 M5 M6 M7 M8 M1 M4 V3")  # 4 strawberry, 6 matcha won after
    return {name: cone_points(base + extra, won) for name, extra in
            [("vanilla", []), ("strawberry", [Scoop("S", 1)]), ("matcha", [Scoop("M", 1)])]}


THREE_FACTORS, THREE_PRODUCT = product_of_fractions(20, 30, 9)  # Exercise 5
assert prod(THREE_FACTORS) == lacks_given_colour(3, 10, 9)


def _svg(cards: list[Card], width_mm: float, captions=(), highlight=None, voice=None) -> str:
    svg = ice_cards_svg(cards, list(captions), highlight, voice=voice)
    svg = svg.replace("<svg ", '<svg style="width:100%;height:auto" ', 1)
    return f'<div style="width:{width_mm}mm;max-width:100%;line-height:0">{svg}</div>'


def at(stage: str) -> str:
    """A stage's minutes in the plan, "34–41"."""
    start = 0
    for s in stages():
        if s.name.startswith(stage):
            return f"{start}–{start + s.minutes}"
        start += s.minutes
    raise KeyError(stage)


# ---- the pack -----------------------------------------------------------------------
# Dealt cards are not put back: why the second fraction of "no strawberry" is 29/39. The
# worksheet asks it in C (in class or at home), the answer key answers it.
WHY_29 = Question(
    f"Why is the first fraction of {NAMED_PRODUCT} equal to {PACK - PER_COLOUR}/{PACK} "
    f"and the second {PACK - PER_COLOUR - 1}/{PACK - 1}?",
    f"{PACK - PER_COLOUR} of the {PACK} cards are not strawberry. If the first card is not "
    f"strawberry, it is not put back, so {PACK - PER_COLOUR - 1} of the {PACK - 1} cards "
    "left are not strawberry.")


def exit_ticket() -> tuple[Question, ...]:
    name, card, case = _winner(EXIT_TRICK)
    assert case == "mixed"
    school = EXIT_SCHOOL
    two = prod(EXIT_FACTORS)
    return (
        Question("Strawberry 5 is led, then chocolate 3, strawberry 9, strawberry 2. Which "
                 "card takes the trick, and why?",
                 f"The {card}: two flavours, so the lowest wins."),
        Question(f"The mini-deck (strawberry 1, 2, 3 and chocolate 1, 2, 3). You are dealt "
                 f"{WORDS[EXIT_HAND]} cards. Write the chance that neither is chocolate as "
                 "a product of fractions and work it out.",
                 f"{EXIT_PRODUCT} = {two.numerator}/{two.denominator}."),
        Question(f"A school deals {school} hands of ten. Using the chance on the board, about "
                 "how many lack a flavour?",
                 f"{school} × {fmt.decimal(CHANCE, 4)} ≈ {fmt.decimal(school * CHANCE, 1)}, "
                 f"about {round(school * CHANCE)}."),
    )


@cache
def stages() -> tuple[Stage, ...]:
    t1 = _winner(TRICK_1)
    t2 = _winner(TRICK_2)
    e1 = _winner(EXERCISE_1)
    pupils = 30
    hands = class_hands(pupils)
    mean, low, high = tally(hands)
    example = round(mean)
    three = lacks_given_colour(3, 10, 9)
    tick_lacks = _lacks(TICK_HAND)
    return (
        Stage(SETTLE, "Settle and give out",
              "Register; pairs turn to make fours (or threes); worksheets out. Packs held "
              "back (on a desk they get opened). Project the suit key.",
              "worksheets, pens",
              (Question("Which flavour is each suit?", SUIT_KEY + "."),
               Question("A chance (probability) of 0, of 1, of 1/2: what does each mean?",
                        "0: it never happens; 1: it is certain; 1/2: as likely as not."))),
        Stage(RULES, "Hook and rules",
              "Say: today we deal; we play another time. Project the worked example; teach "
              "a trick with tricks 1 and 2: a hand that lacks a flavour makes a trick mixed.",
              "worksheets, pens",
              (Question(f"Trick 1: {_trick_text(TRICK_1)}. Who takes it?",
                        f"{t1[0]}: one flavour, so the highest card wins."),
               Question(f"Trick 2: {_trick_text(TRICK_2)}. Who takes it, and why may "
                        "Chika play vanilla?",
                        f"{t2[0]}: two flavours, so the lowest wins. Chika has no matcha."))),
        Stage(PREDICT, "Predict",
              "Each pupil writes a guess in A. No answer yet.",
              "worksheets, pens",
              (Question(f"Your group will deal {HANDS_PER_GROUP} hands. How many will lack "
                        "a flavour?",
                        f"Any guess from 0 to {HANDS_PER_GROUP} (on average "
                        f"{fmt.decimal(HANDS_PER_GROUP * CHANCE, 1)}; do not say)."),
               Question("Likelier: a hand with all four flavours, or one that lacks one?",
                        f"(Do not say yet.) All four: about {one_in(CHANCE) - 1} hands in "
                        f"{one_in(CHANCE)}."))),
        Stage(DEAL_STAGE, "Deal and tally",
              f"Packs out ({GIVE_OUT} min). Count, wash, deal, sort, tick, gather: deal 1 "
              f"about {FIRST_DEAL} min, deal 2 about {LATER_DEAL}; then the group's monitor "
              f"writes its two numbers on the board. <strong>Deal 1 not gathered by minute "
              f"{CHECKPOINT}? Skip deal 2.</strong>",
              "one 40-card pack, worksheets, pens",
              (Question("Count your cards.", f"{PACK}: ace to 10 of each suit."),
               Question("How many hands does your group tick?",
                        f"{HANDS_PER_DEAL} a deal, {HANDS_PER_GROUP} in all, whatever its "
                        "size."),
               Question(f"{_hand_text(TICK_HAND)}: does it lack a flavour?",
                        f"No: all {WORDS[COLOURS_IN_PLAY]} flavours." if not tick_lacks
                        else f"Yes: no {tick_lacks[0]}."))),
        Stage(POOL, "Pool",
              "The numbers are on the board (or in the chapter's class data, projected): "
              "the class adds them up and works out the relative frequency.",
              "worksheets, calculators; the packs",
              (Question(f"A class of {pupils}: how many hands?",
                        f"{sum(groups(pupils).values())} groups ({_groups_text(pupils)}) × "
                        f"{HANDS_PER_GROUP} = {hands}."),
               Question("The relative frequency? Would another class get the same count?",
                        f"Lacking ÷ dealt: {example}/{hands} = "
                        f"{fmt.decimal(Fraction(example, hands), 3)}, say. No: it is "
                        f"usually {low} to {high}."))),
        Stage(WHY, f"Why about one in {WORDS[one_in(CHANCE)]}",
              "Each group takes hearts and spades, ace to 3, out of its pack. Reveal the "
              f"chance ({REVEAL} min); list the mini-deck's hands with the class on the "
              f"board, pupils fill in D ({LIST_ON_BOARD}); its fractions ({MINI_FRACTIONS}). "
              "Real pack, dealt without replacement (dependent events): you key the ten "
              f"fractions, pupils follow ({REAL_PACK}); × 4 ({SCALE_UP}).",
              "the mini-deck (6 cards), worksheets, calculators",
              (Question(f"Mini-deck (strawberry and chocolate 1–3), hands of {MINI_HAND}: "
                        "how many hands? How many lack a flavour?",
                        f"{len(MINI_HANDS)}; {len(MINI_LACKING)}: "
                        f"{len(MINI_LACKING)}/{len(MINI_HANDS)} = "
                        f"{MINI_CHANCE.numerator}/{MINI_CHANCE.denominator}."),
               Question("The same by fractions?",
                        f"All strawberry: {MINI_PRODUCT} = 1/{1 / prod(MINI_FACTORS)}; "
                        f"twice that is {MINI_CHANCE.numerator}/{MINI_CHANCE.denominator}."),
               Question("The real pack: no strawberry? Some flavour missing?",
                        f"{NAMED_PRODUCT} ≈ {fmt.decimal(NAMED, 3)}; about 4 × that ≈ "
                        f"{fmt.decimal(4 * NAMED, 2)} (exactly {fmt.decimal(CHANCE, 4)}: "
                        "some hands were counted twice)."))),
        Stage(EXIT, "Exit ticket",
              "Pupils answer C, the slip at the foot of page 1, tear it off, hand it in; "
              f"monitors put the 6 cards back, count each pack ({PACK}) and box it. "
              "Homework: Exercise 5 (foundation: the product of nine fractions only). Fast "
              "finishers: Exercise 1, first question.",
              "the slip, pens, calculators",
              (Question("Exercise 5: nine cards from 30 (three flavours), no chocolate?",
                        f"{THREE_PRODUCT} ≈ {fmt.decimal(three, 4)}, one in "
                        f"{one_in(three)}."),
               Question(f"Exercise 1: {_trick_text(EXERCISE_1)}. Who takes it?",
                        f"{e1[0]}'s {e1[1]}: two flavours, the lowest; equal lowest, the "
                        "later card."))),
    )


def _board() -> str:
    most = max(sum(groups(n).values()) for n in CLASS_SIZES)
    heads = "".join(f"<th>{g}</th>" for g in range(1, most + 1))
    empty = "<td></td>" * (most + 1)
    return (
        "<p>Project the chapter's class data (it hides the chance until you show it), or "
        f"draw this while the groups deal, with the suit key ({SUIT_KEY}) and, covered "
        f"until the pooling, ≈ {fmt.decimal(CHANCE, 4)}, about 1 in {one_in(CHANCE)} (exactly "
        f"{CHANCE.numerator:,}/{CHANCE.denominator:,}):</p>"
        f'<table class="pr-board" style="font-size:9pt"><thead><tr><th>group</th>{heads}'
        f"<th>class</th></tr></thead><tbody><tr><td>hands</td>{empty}</tr>"
        f"<tr><td>lacking a flavour</td>{empty}</tr></tbody></table>")


def _worked_example() -> str:
    two = _winner(TRICK_2)
    cell = '<div style="flex:1 1 60mm;min-width:0">'
    key = ", ".join(f"{SYMBOLS[c]} = {COLOUR_NAMES[c]} = {SUITS[c]} {SUITS_PLAIN[c]}"
                    for c in "SCMV")
    return (
        # side by side on paper; one above the other on a phone
        '<div style="display:flex;flex-wrap:wrap;gap:6mm;align-items:flex-start">'
        f"{cell}<p><strong>Does this hand lack a flavour?</strong> Chika's ten cards, "
        f"sorted: no {COLOUR_NAMES[CHIKA_LACKS[0]]}, so she ticks <em>yes</em>.</p>"
        f"{_svg(CHIKA, 90)}</div>"
        f"{cell}<p><strong>Why it matters.</strong> Trick 2: Chika must follow matcha but "
        f"has none, so she plays vanilla. Two flavours: the lowest card, {two[0]}'s "
        f"{two[1]}, wins.</p>{_svg(_cards(TRICK_2), 48, NAMES, NAMES.index(two[0]))}"
        f"</div></div><p class=\"pr-small\">{key}.</p>")


def usual_ranges(deals: int = DEALS, class_sizes: range = CLASS_SIZES
                 ) -> list[tuple[int, int, Fraction, int, int]]:
    """Every number of groups a class of 20 to 32 (or of ``class_sizes``) makes: (groups,
    hands, expected, low, high) for ``deals`` deals a group."""
    rows = []
    for count in sorted({sum(groups(n).values()) for n in class_sizes}):
        hands = count * HANDS_PER_DEAL * deals
        rows.append((count, hands, *tally(hands)))
    return rows


def _ranges_text(deals: int) -> str:
    return "; ".join(f"{count} groups: {hands} hands, {fmt.decimal(mean, 1)} ({low} to "
                     f"{high})" for count, hands, mean, low, high in usual_ranges(deals))


@cache
def pack() -> LessonPack:
    most_groups = max(sum(groups(n).values()) for n in CLASS_SIZES)
    prep = PREP_PACK * most_groups + PREP_PRINT
    return LessonPack(
        game=GAME,
        title="Doki-tto! Ice: the lesson pack",
        aim=(f"Pupils tally how often a dealt hand lacks some flavour, pool the class's "
             f"hands, and explain the chance (about one in {one_in(CHANCE)}) by listing and "
             "by a product of fractions."),
        rules=(
            f"Playing cards, ace (1) to 10: four <em>flavours</em>, {SUIT_KEY}.",
            "A <em>trick</em>: one card from each player. The first is <em>led</em>; the "
            "others must <em>follow</em> (play the flavour led) if they can; only a player "
            "with none of it may play any card. One flavour on the table: the highest wins; "
            "two or more (a <em>mixed</em> trick): the lowest (equal lowest: the later "
            "card). Today pupils deal; they play another time.",
            f"Wash: spread all {PACK} face down, swirl with both hands for 20 seconds, "
            "gather, shuffle. Deal one at a time round the table: four <em>hands</em> of "
            "ten (a group of three deals one to an empty place). A hand <em>lacks a "
            "flavour</em> if it holds none of it (two missing still count once): tick yes "
            f"or no. Gather, wash, deal again: {DEALS} deals.",
        ),
        stages=stages(),
        materials=(
            Material("40-card pack", "group", 1,
                     f"playing cards, jacks, queens, kings and jokers out, counted (about "
                     f"{PREP_PACK} minutes a pack), or a copy of the game"),
            Material("worksheet", "pupil", 1,
                     "3 pages: page 1 single-sided (the exit slip C is torn off it), pages "
                     "2–3 back to back"),
            Material("calculator", "group", 2, "one per pair, or a class set"),
            Material("player aid", "group", 1,
                     "1 page, for Exercises 2–4 and the lesson where they play"),
            Material("answer key", "class", 1, "for the teacher"),
        ),
        group_sizes=GROUP_SIZES,
        exit_ticket=exit_ticket(),
        vocabulary=(
            ("flavour", "a suit (rule 1)"),
            ("hand", f"the {HAND} cards one player is dealt"),
            ("trick", "one card from each player; the first card is led, the others "
                      "follow it"),
            ("mixed trick", "two or more flavours on the table, so the lowest card wins"),
            ("lacks a flavour", "holds no card of it (players say <em>void</em>)"),
            ("chance (probability)", "0 to 1: how often something happens in the long run"),
            ("relative frequency", "what we saw: hands lacking ÷ hands dealt"),
            ("expected count (expected frequency)", "hands × chance, the count on average"),
            ("without replacement (dependent events)", "a dealt card does not go back"),
        ),
        cut_first=(f"Deal 1 not gathered by minute {CHECKPOINT}: skip deal 2 (saves about "
                   f"{LATER_DEAL} min; one deal: {_ranges_text(1)}). Then project the "
                   f"chapter's list of the {len(MINI_HANDS)} mini-deck hands instead of "
                   f"building it (saves about {LIST_ON_BOARD - 1}); ask only exit question "
                   f"1, and pupils copy 2 and 3 into their books for homework (saves about "
                   f"{EXIT_SAVED})."),
        board=_board(),
        worked_example=_worked_example(),
        levels=(f"<strong>Year 7–8:</strong> the mini-deck list and the product of "
                f"fractions; 4 × {fmt.decimal(NAMED, 3)} is estimate enough. "
                f"<strong>Year 10–11:</strong> the product of fractions; at {at('Why')} "
                f"ask: why not (3/4)<sup>{HAND}</sup> ≈ {fmt.decimal(WITH_REPLACEMENT, 3)}? "
                f"(Cards are not replaced: after {PACK - PER_COLOUR}/{PACK} each factor is "
                f"smaller, giving {fmt.decimal(NAMED, 3)}.) "
                "<strong>Higher, extension beyond GCSE:</strong> the same chance as "
                f"C({PACK - PER_COLOUR},{HAND})/C({PACK},{HAND}) with the calculator's nCr "
                "key; Exercise 6 (inclusion-exclusion) as homework, not started in class."),
        pages=4,  # the measured timings, cuts and words need a fourth page (issue 31 reviews)
        extra=("<p><strong>Hands lacking a flavour, expected and usual range</strong> "
               f"(19 times in 20), {DEALS} deals: {_ranges_text(DEALS)}.</p>"),
        notes=(f"Preparation, about {prep} minutes the evening before: packs ({PREP_PACK} "
               f"minutes each), printing ({PREP_PRINT}). Desks in groups before the lesson. "
               "Show the chance only after pooling.",),
    )


def class_data() -> ClassData:
    return ClassData(
        game=GAME,
        kind="frequency",
        title="Hands that lack some flavour: the class tally",
        series=(Series(
            key="lacking",
            label=f"hands of {HAND} from the {PACK}-card pack that lack some flavour",
            exact=CHANCE,
            exact_text=f"{frac(CHANCE)} (about one in {one_in(CHANCE)})",
            trials="hands dealt",
            successes="hands lacking some flavour"),),
        how=(f"Each group enters the hands it dealt ({HANDS_PER_DEAL} a deal, "
             f"{HANDS_PER_GROUP} after {DEALS} deals) and how many of them lacked some "
             "flavour."),
    )
