"""Pointy Hats' lesson (issue 31): the lesson pack a teacher runs in one 45-minute period
and the class data where groups pool the experiment of the chapter's Hands-on activity.

Every number the pack states is worked out here from the game's rules: the worked round
is played by the engine, the chances are counted over every answer
(``resolve_trick``, ``trick_win_probability``), the class totals come from
``printables.class_tally``. The groups are threes, the chapter's own table, with one
or two fours where a class does not divide by three (the game takes 2 to 4 players).
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from .. import fmt
from ..lessons import (
    CLASS_SIZES,
    ClassData,
    LessonPack,
    Material,
    Question,
    Series,
    Stage,
    split,
)
from ..words import PLAIN
from .bots import trick_win_probability
from .printables import (
    GROUP_SIZES,
    PLAYERS,
    TALLY_CARD,
    TALLY_INDICATOR,
    TALLY_P,
    TALLY_TRIALS,
    WORKED_HANDS,
    WORKED_INDICATORS,
    aid,
    beaten_by,
    class_tally,
    components,
    rounds_to_tell_apart,
    seating,
    slip_lines,
    worksheet,
)
from .rules import (
    DECK,
    HAND_SIZE,
    INDICATORS,
    INVERT,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    SUITS,
    VALUES,
    Card,
    PointyHats,
    play_order,
    resolve_trick,
    suit_order,
)
from .words import WORDS

GAME = "pointy_hats"
TITLE = "Pointy Hats: the lesson pack"

# The chapter's worked round (printables.WORKED_HANDS, WORKED_INDICATORS), projected
# while the rules are taught: the plays in the order they are made.
WORKED_PLAYS = ("5S", "5D", "4C", "3H", "4S", "3D", "5H", "3C", "5C")
# The exit ticket's lead under hearts (its question 1).
TICKET_LEAD = (Card("H", 3), "H")
# A key question of the Play stage: a tie the cycle settles (not the indicated colour).
PLAY_TIE = (Card("H", 5), Card("S", 5), "C")
PACK = len(DECK) + len(INDICATORS)  # the cards in a group's envelope
OTHERS = len(DECK) - 1  # the answers to a led card
# Preparing one pack of cards, in minutes (the reviewers' estimates, issue 31): printed
# on card and cut with scissors, or sorted out of a pack of playing cards.
PREP_PRINTED, PREP_PLAYING = 6, 2
STOP_AT = 5  # running late: the experiment stops this many minutes in
# The stages' minutes are two teachers' timings of the plan with a class of 30 (issue 31),
# less what each fix saves: tests/pointy_hats/test_lesson_pack.py keeps the timings.


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def order_text(indicator: str) -> str:
    """The tie order under a colour card: "♥ ♦ ♣ ♠"."""
    return " ".join(SUIT_SYMBOLS[s] for s in suit_order(indicator))


def name(indicator: str) -> str:
    return "the invert card" if indicator == INVERT else SUIT_NAMES[indicator]


def frac(x: Fraction) -> str:
    """3/11 as the pack writes it (a whole number stays whole)."""
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def worked_round() -> PointyHats:
    """The worked round, played by the engine."""
    state = PointyHats(len(WORKED_HANDS), hands=[cards(h) for h in WORKED_HANDS],
                       indicators=list(WORKED_INDICATORS), dealer=0, target_wins=1)
    for text in WORKED_PLAYS:
        state.apply(Card.parse(text))
    return state


def tie_winner(a: Card, b: Card, indicator: str) -> Card:
    """The card that takes a trick of ``a`` and ``b`` (equal values) under a colour."""
    return resolve_trick([(0, a), (1, b)], indicator).card


def value_chance(value: int, indicator: str) -> Fraction:
    """The chance that a card of ``value`` led against one random answer from the
    other 11 takes the trick, averaged over its four colours."""
    return sum((trick_win_probability(Card(s, value), indicator, 2) for s in SUITS),
               Fraction(0)) / len(SUITS)


def left_over(players: int) -> int:
    """The trick cards nobody is dealt."""
    return len(DECK) - HAND_SIZE * players


def most_groups(class_sizes: range = CLASS_SIZES) -> int:
    """The most groups a class of 20 to 32 (or of ``class_sizes``) makes."""
    return max(sum(_groups(n)) for n in class_sizes)


def outside_chance(groups: int) -> Fraction:
    """The chance that at least one of ``groups`` groups of 20 draws gets a number of
    wins outside the ordinary range of one group (binomial, exact)."""
    _, _, _, low, high = class_tally(1)
    n, p = TALLY_TRIALS, TALLY_P
    inside = sum(comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(low, high + 1))
    return 1 - inside ** groups


def ticket_total(class_sizes: range = CLASS_SIZES) -> tuple[int, int, Fraction]:
    """The exit ticket's class result: (draws, wins, relative frequency), a class of the
    most groups with a total one step above the expected number of wins."""
    n, mean, spread, _, _ = class_tally(most_groups(class_sizes))
    wins = round(float(mean) + spread)
    return n, wins, Fraction(wins, n)


def _groups(pupils: int) -> tuple[int, ...]:
    """How many groups of each size a class of ``pupils`` makes."""
    return tuple(split(pupils, GROUP_SIZES).values())


# ---- the parts of the pack --------------------------------------------------------

def rules() -> tuple[str, ...]:
    three, four = left_over(3), left_over(4)
    return (
        "A <b>trick</b>: each player puts down one card, face up, in turn; the best card "
        "<b>takes</b> it, and its taker keeps the cards face up: their <b>won cards</b>, "
        "the other players' cards included. A round is three tricks. The cards: "
        f"{len(DECK)} <b>trick cards</b> ({fmt.listing(VALUES)} in ♠ ♥ ♦ ♣) and "
        f"{len(INDICATORS)} <b>indicator cards</b> (one per colour and the invert card ⇅).",
        "The <b>dealer</b> mixes the trick cards face down and spreads them in a fan; each "
        f"player draws {HAND_SIZE} ({three} stay face down and unseen with three players, "
        f"{four} with four). The pupil whose birthday comes next deals first. The "
        "indicator cards are mixed face down into a pile; turn the top one up: it rules "
        "the first trick.",
        "To <b>lead</b> is to play a trick's first card. The dealer leads every trick, even "
        "after losing one; play goes to the right (anticlockwise). Play any card: no "
        "colour to follow. Before tricks 2 and 3, turn up the next indicator card; it "
        "rules that trick.",
        "Highest value takes the trick. Equal highest: the <b>tie order</b> decides, the "
        "indicated colour first, then round the cycle ♠ → ♥ → ♦ → ♣ → ♠ (under hearts: "
        f"{order_text('H')}).",
        "<b>Invert card</b>: lowest value takes the trick. Equal lowest: turn up the next "
        "indicator card at once and use its tie order; that card is used up.",
        # PH-5: the tie-break looks at the tied players only.
        "Most tricks wins the round. Tied on tricks: turn up the 5th indicator card; "
        "<b>among the tied players only</b>, the one with the most won cards of its colour "
        "wins (if the 5th is the invert card: the 4th card's colour, and the fewest wins). "
        "Still equal: they share the round. The deal passes to the right.",
    )


# The printed pack is dense: a smaller type and tighter spacing, so that the plan and
# the rest fill three pages and the exit ticket a fourth of its own (print only; the
# chapter's page keeps the site's type). Scoped to this pack. The class table may run on
# to the next page (its header repeats), rather than leave a gap; the Words stay
# together; a class's groups keep to one line.
PRINT_STYLE = """<style>@media print {
[data-lesson-pack="pointy_hats"] { font-size: 9pt; line-height: 1.2; }
[data-lesson-pack="pointy_hats"] h2 { font-size: 11pt; margin: 2.5mm 0 1mm; }
[data-lesson-pack="pointy_hats"] h3 { font-size: 10pt; margin: 2mm 0 1mm; }
[data-lesson-pack="pointy_hats"] li { margin-bottom: 0.4mm; }
[data-lesson-pack="pointy_hats"] p { margin-bottom: 1.2mm; }
[data-lesson-pack="pointy_hats"] td, [data-lesson-pack="pointy_hats"] th {
  padding: 0.4mm 1.2mm; }
[data-lesson-pack="pointy_hats"] .pr-vocabulary { break-inside: avoid; }
[data-lesson-pack="pointy_hats"] .pr-exit-box { break-before: page; }
[data-lesson-pack="pointy_hats"] .pr-class-table td:nth-child(2) { white-space: nowrap; }
[data-lesson-pack="pointy_hats"] .pr-class-table { break-inside: auto; }
[data-lesson-pack="pointy_hats"] .pr-class-table tr { break-inside: avoid; }
}</style>"""


def worked_example() -> str:
    """The worked round, trick by trick, as the engine plays it, and the envelopes'
    slips."""
    state = worked_round()
    order = play_order(state.dealer, state.num_players)
    heads = "".join(f"<th>{PLAYERS[s]}</th>" for s in order)
    rows = []
    for k, (_, indicator, plays, result) in enumerate(state.trick_history, 1):
        played = dict(plays)
        cells = "".join(f"<td>{played[s]}</td>" for s in order)
        rows.append(f"<tr><td>{k}</td><td>{name(indicator)}</td>{cells}"
                    f"<td><b>{PLAYERS[result.winner]}</b>: "
                    f"{WORDS.phrase(result.rule, PLAIN)}</td></tr>")
    result = state.last_round
    colour = WORKED_INDICATORS[result.tie_break[0]]  # the card that settled the tie
    won = [sum(c.suit == colour for c in state.won[s]) for s in range(state.num_players)]
    return (f"{PRINT_STYLE}<p>Play the chapter's worked round under the visualiser with "
            "your cards while each group copies it. The slip (printed with the cards): "
            f"{'; '.join(slip_lines())}.</p>"
            f'<table class="ph-worked"><thead><tr><th>trick</th><th>indicator</th>{heads}'
            f"<th>who takes it, and why</th></tr></thead><tbody>{''.join(rows)}</tbody>"
            f"</table><p>End of the round: {WORDS.phrase(result.rule, PLAIN)}: "
            f"{', '.join(f'{PLAYERS[s]} {won[s]}' for s in range(len(won)))} "
            f"{SUIT_NAMES[colour]}, so "
            f"<b>{PLAYERS[result.winners[0]]} wins the round</b>.</p>")


BOARD_WORDS = ("trick", "lead", "dealer", "indicator card", "tie order", "invert card",
               "answer", "relative frequency")


def board() -> str:
    """The pooling table, drawn before the lesson: a column for each group of the largest
    class, the class's column, and the exact chance written only after pooling. The draws
    stay blank: each group calls out its own."""
    most = most_groups()
    groups = "".join(f"<th>{g}</th>" for g in range(1, most + 1))
    empty = "<td></td>" * most
    crib = "; ".join(f"{g} groups: N = {class_tally(g)[0]}, about "
                     f"{fmt.decimal(class_tally(g)[1], 1)}, {class_tally(g)[3]} "
                     f"to {class_tally(g)[4]}"
                     for g in sorted({sum(_groups(n)) for n in CLASS_SIZES}))
    return (f"<p>Draw before the lesson, with the words {fmt.listing(BOARD_WORDS)} and the "
            "cycle ♠ → ♥ → ♦ → ♣ → ♠ beside it. Write each group's wins and draws as it "
            "calls them out:</p>"
            f'<table class="ph-board"><thead><tr><th>group</th>{groups}<th>class</th></tr>'
            f"</thead><tbody><tr><th>wins for {TALLY_CARD}</th>{empty}<td>W =</td></tr>"
            f"<tr><th>draws</th>{empty}<td>N =</td></tr></tbody></table>"
            "<p>The class's relative frequency W ÷ N = ______. Exact chance (write it only "
            "after pooling): ______. <span "
            f"class='pr-small'>For you, not the board, the ordinary class totals: "
            f"{crib}.</span></p>")


INVERT_FIRST = "(when the invert card rules the first trick)"


def worked_facts() -> tuple[PointyHats, tuple, list[Card], list[Card], tuple, str]:
    """What the plan says of the worked round: (the played round, trick 1 (the hook,
    the tie under hearts), its tied cards, its other card, trick 2 (under the invert
    card), the indicator turned up to break trick 2's tie (PH-3))."""
    state = worked_round()
    hook, invert = state.trick_history[:2]
    hook_cards = [c for _, c in hook[2] if c.value == hook[3].card.value]
    hook_other = [c for _, c in hook[2] if c.value != hook[3].card.value]
    return state, hook, hook_cards, hook_other, invert, invert[3].rule["indicator"]


def stages() -> tuple[Stage, ...]:
    state, hook, hook_cards, hook_other, invert, next_card = worked_facts()
    colour = SUIT_NAMES[WORKED_INDICATORS[state.last_round.tie_break[0]]]
    second_leader = PLAYERS[invert[2][0][0]]
    beaten = beaten_by(TALLY_CARD, TALLY_INDICATOR)
    _, one_mean, _, one_low, one_high = class_tally(1)
    a, b, tie = PLAY_TIE
    three, invert_five = value_chance(3, INVERT), value_chance(5, INVERT)
    first, second, third = seating()
    example = sum(_groups(27))  # a class of 27: nine threes
    n, mean, _, low, high = class_tally(example)
    most = most_groups()
    outside = outside_chance(most)
    group_rf = Fraction(6, TALLY_TRIALS)
    return (
        Stage(6, "Settle, register and hook",
              "Register while pupils sit in their groups (list on the board). Under the "
              "visualiser lay the hearts indicator card, its small tie order covered, and "
              f"{hook_cards[0]}, {hook_cards[1]}, {hook_other[0]} (not the chapter's "
              "picture: it marks the winner). Collect guesses; do not answer.",
              "a closed envelope; worksheets face down; a sticky note each",
              (Question(f"Under the hearts card, {hook_cards[0]}, {hook_cards[1]} and "
                        f"{hook_other[0]} are played together. Which card wins? Guess.",
                        f"{hook[3].card}: under hearts the order is {order_text(hook[1])} "
                        "(shown in stage 2)."),
               Question("What might decide a tie?",
                        "Any idea; the game's answer is the indicator card's tie order."))),
        Stage(11, "Rules: play the worked round",
              f"Groups lay the round out from the slip: {first} (dealer), {second} (on "
              f"{first}'s right), {third} (on {second}'s right). Define <b>trick</b>, "
              "<b>lead</b>, <b>dealer</b> (Words), then the indicator card and its tie "
              "order. Play the round under the visualiser; groups copy each play (in a "
              "four, the fourth turns up the indicators).",
              f"the envelope's {PACK} cards and its slip; the player aid",
              (Question(f"{PLAYERS[hook[3].winner]} took trick 1. Who leads trick 2?",
                        f"{second_leader}: the dealer leads every trick."),
               Question("Trick 2: the invert card, and two 3s tie. What now?",
                        f"Turn up the next indicator card, {name(next_card)}: "
                        f"{PLAYERS[invert[3].winner]} takes it with {invert[3].card}. "
                        "That card is used up."),
               Question("Everyone took one trick. Who wins the round?",
                        f"{PLAYERS[state.last_round.winners[0]]}: the 5th card is {colour}; "
                        f"she won the most {colour}."))),
        Stage(6, "Play one round",
              "The pupil whose birthday comes next deals: mixes the trick cards face "
              f"down, spreads them in a fan; each player draws {HAND_SIZE}. One round.",
              f"the {PACK} cards, the player aid",
              (Question("With three players, how many trick cards stay face down? With "
                        "four?", f"{left_over(3)} and {left_over(4)}."),
               Question(f"Under the clubs card, {a} and {b} tie. Which takes the trick?",
                        f"{tie_winner(a, b, tie)}: under clubs the order is "
                        f"{order_text(tie)}."),
               Question("The invert card is up. Is a 3 good now?",
                        f"The best: against one random card a 3 wins {frac(three)}, a 5 "
                        f"only {frac(invert_five)} {INVERT_FIRST}."))),
        Stage(10, "The experiment",
              "Before the first draw, define <b>answer</b> and <b>relative frequency</b> "
              f"(Words). Worksheet Part A: {TALLY_CARD} led under spades against a card "
              f"drawn from the other {OTHERS} in a face-down fan; everyone writes W or L; "
              f"card back, mix; {TALLY_TRIALS} draws; a new drawer every 5. Early "
              "finishers: Exercises 1, 2.",
              f"{TALLY_CARD} and the spades card face up, {OTHERS} cards in a fan, the "
              "worksheet",
              (Question(f"Which answers does {TALLY_CARD} beat?",
                        f"{fmt.listing(beaten)}. Let groups find out; confirm in stage 5."),
               Question("Why put the card back before the next draw?",
                        f"So every draw is from all {OTHERS} cards, each equally likely."),
               Question(f"A group won {group_rf * TALLY_TRIALS} of its {TALLY_TRIALS} "
                        "draws. What is its relative frequency?",
                        f"{group_rf * TALLY_TRIALS} ÷ {TALLY_TRIALS} = "
                        f"{fmt.decimal(group_rf, 1)}."))),
        Stage(7, "Pool and compare",
              "Groups call out wins and draws for the board; add up W and N; W ÷ N. "
              f"List the {OTHERS} answers together; write the exact chance. (A teaching "
              "assistant, or you after the lesson, types the groups into the chapter's "
              "class data.)",
              "the worksheet (A1 to A4)",
              (Question(f"What is the exact chance that {TALLY_CARD} takes the trick?",
                        f"{len(beaten)} of {OTHERS}: {fmt.fraction(TALLY_P)} = "
                        f"{fmt.percent(TALLY_P)}."),
               Question(f"How many wins do you expect: one group, {TALLY_TRIALS} draws? "
                        "Our class, N draws?",
                        f"One group about {fmt.decimal(one_mean, 1)} ({one_low} to "
                        f"{one_high} ordinary); the class {frac(TALLY_P)} of N, see under "
                        f"the board ({example} groups: N = {n}, about "
                        f"{fmt.decimal(mean, 1)}, {low} to {high})."),
               Question("Why do the groups' relative frequencies spread more than the "
                        "class's?",
                        f"{TALLY_TRIALS} draws wobble; N draws settle nearer "
                        f"{frac(TALLY_P)}. A group outside {one_low} to {one_high} is "
                        f"common ({fmt.percent(outside, 0)} of classes of {most} groups "
                        "have one): chance, not a mistake."))),
        Stage(5, "Pack away, then the exit ticket",
              f"A pupil per group puts the {PACK} cards, the slip and the player aid in "
              "the envelope; ask these two aloud while the envelopes come in. Project the "
              "exit ticket's questions only: alone, on the sticky note, handed in at the "
              "door.",
              "a pencil and the sticky note",
              (Question("“A 3 can never win under a colour card.” Right?",
                        f"No: under spades 3♠ beats {fmt.listing(beaten)}; unlikely "
                        f"({frac(TALLY_P)}), not impossible."),
               Question("Was your group's 3♠ lucky?",
                        f"No: every draw had the same chance; {TALLY_TRIALS} draws just "
                        "wobble."))),
    )


def exit_ticket() -> tuple[Question, ...]:
    lead, indicator = TICKET_LEAD
    beats = beaten_by(lead, indicator)
    chance = trick_win_probability(lead, indicator, 2)
    n, wins, rel = ticket_total()
    _, _, _, low, high = class_tally(n // TALLY_TRIALS)
    points = round((rel - TALLY_P) * 100)
    return (
        Question(f"Under the hearts card you lead {lead}; one other player answers with a "
                 f"random card from the other {OTHERS} trick cards. What is the chance you "
                 "take the trick?",
                 f"{frac(chance)}: {lead} beats only {fmt.listing(beats)}."),
        Question(f"A class made {n} draws and 3♠ won {wins}. What relative frequency is "
                 "that? Is it close to the exact chance?",
                 f"{wins}/{n} = {fmt.decimal(rel, 3)}; close to {frac(TALLY_P)} ≈ "
                 f"{fmt.decimal(TALLY_P, 3)} (accept “about {points} percentage points "
                 f"apart”): chance alone makes {low} to {high} wins ordinary."),
    )


def span(prefix: str, staged: tuple[Stage, ...] | None = None) -> tuple[int, int]:
    """The minute a stage starts and the minute it ends (of ``staged``, else the pack's
    stages)."""
    start = 0
    for s in staged or stages():
        if s.name.startswith(prefix):
            return start, start + s.minutes
        start += s.minutes
    raise KeyError(prefix)


def cut_first() -> str:
    """What to cut when the lesson runs late: each cut saves the minutes it says."""
    _, rules_end = span("Rules")
    play = span("Play")
    begin, end = span("The experiment")
    return (f"At minute {rules_end}, if the worked round is not finished: finish it, then "
            f"skip Play and go straight to the experiment (saves {play[1] - play[0]} "
            "minutes; groups play their own round next lesson). At minute "
            f"{begin + STOP_AT}, stop the draws wherever the groups are and pool the draws "
            "made (each group calls out its own number of draws; saves about "
            f"{end - begin - STOP_AT - 1} minutes). Never cut the exit ticket.")


def materials() -> tuple[Material, ...]:
    packs, sheets, printed, playing = prep_totals()
    pages = components().pages
    return (
        Material("cards in an envelope", "group", 1,
                 f"the {len(DECK)} trick and {len(INDICATORS)} indicator cards printed on "
                 f"card of at least 200 gsm (faces must not show through), {pages} pages "
                 "a pack with the rule card and the slip, cut: about "
                 f"{PREP_PRINTED} minutes a pack. Or from a pack of playing cards with a "
                 "joker (3, 4, 5 of each suit, kings, joker; print the slip): about "
                 f"{PREP_PLAYING} minutes a pack. Count {PACK} cards (and the rule card) "
                 "into each envelope with the slip and the player aid. For "
                 f"{packs} packs: about {printed} minutes printed ({sheets} sheets of "
                 f"card), {playing} from playing cards"),
        Material("your cards", "class", 1,
                 "a pack like the groups', with its slip, for the visualiser"),
        Material("player aid", "group", 1, f"{aid().pages} page; print; it goes in the "
                 "envelope"),
        Material("worksheet", "pupil", 1,
                 f"{worksheet().pages} pages, double-sided; print"),
        Material("sticky note", "pupil", 1, "for the exit ticket"),
        Material("answer key", "class", 1, "print for yourself"),
        Material("visualiser", "class", 1,
                 "borrow one, or a phone camera on the projector; test it before"),
    )


def prep_totals(class_sizes: range = CLASS_SIZES) -> tuple[int, int, int, int]:
    """For the largest class and your own set: (packs, sheets of card, minutes printed,
    minutes from playing cards)."""
    packs = most_groups(class_sizes) + 1
    return packs, packs * components().pages, packs * PREP_PRINTED, packs * PREP_PLAYING


def pack() -> LessonPack:
    counts = [sum(_groups(n)) for n in CLASS_SIZES]
    three_players = trick_win_probability(TALLY_CARD, TALLY_INDICATOR, 3)
    square = TALLY_P ** 2
    return LessonPack(
        game=GAME,
        title=TITLE,
        aim=("Pupils learn Pointy Hats by playing one worked round, play a round of their "
             f"own, then estimate by experiment the chance that {TALLY_CARD} takes a trick "
             "under spades and compare the class's relative frequency with the exact "
             "chance they count."),
        rules=rules(),
        stages=stages(),
        materials=materials(),
        group_sizes=GROUP_SIZES,
        exit_ticket=exit_ticket(),
        vocabulary=(
            ("trick", "one card from each player, played in turn; the best card takes it"),
            ("lead", "to play the first card of a trick"),
            ("dealer", "the player who mixes and fans the cards, and leads every trick"),
            ("indicator card", "the card turned up for a trick; its colour comes first "
                               "in a tie"),
            ("tie order", "which colour wins a tie: the indicated colour, then round the "
                          "cycle ♠ → ♥ → ♦ → ♣"),
            ("invert card", "the indicator card ⇅: the lowest value wins"),
            ("answer", "a card another player puts down after the lead"),
            ("relative frequency", "wins ÷ draws, from an experiment"),
            ("exact chance (probability)", "favourable cases ÷ equally likely cases, by "
                                           "counting"),
        ),
        cut_first=cut_first(),
        board=board(),
        worked_example=worked_example(),
        levels=(f"<b>Year 7–8:</b> in stage 5 turn {frac(TALLY_P)} into a "
                "percentage together; homework Exercises 1–3 and the chapter's way in "
                "(five cards listed by hand). <b>Year 10–11 foundation:</b> homework "
                "Exercises 1–4 and the way in. <b>Year 10–11 higher:</b> early finishers "
                "or homework: the chance with three players (two answers), "
                f"{frac(three_players)}, and why it is not ({frac(TALLY_P)})² = "
                f"{frac(square)}; homework Exercises 4–6; extension: the "
                "chapter's Exercise 6(c), not on the worksheet (answer: about "
                f"{rounds_to_tell_apart():,} rounds for each plan)."),
        pages=4,  # the exit ticket has a page of its own, to project with no answer near it
        notes=(f"<b>Groups.</b> Threes, the game's own table, and one or two fours when "
               "the class does not divide by three (the fourth plays too; all "
               f"{len(DECK)} trick cards are dealt): {min(CLASS_SIZES)} to "
               f"{max(CLASS_SIZES)} pupils make {min(counts)} to {max(counts)} groups.",),
    )


def class_chances() -> tuple[Fraction, Fraction]:
    """The class data's exact chances: the lead against one random answer under spades,
    and under the invert card (the extension)."""
    return (trick_win_probability(TALLY_CARD, TALLY_INDICATOR, 2),
            trick_win_probability(TALLY_CARD, INVERT, 2))


def class_data() -> ClassData:
    spades, invert = class_chances()
    return ClassData(
        game=GAME,
        kind="frequency",
        title=f"{TALLY_CARD} against a random answer: the class's draws",
        series=(
            Series("spades", f"{TALLY_CARD} led under spades: draws it won",
                   spades, f"{fmt.fraction(spades)} ({fmt.percent(spades)})",
                   trials="draws", successes=f"draws won by {TALLY_CARD}"),
            Series("invert", f"Extension: {TALLY_CARD} led under the invert card (a king "
                   "turned for a tie): draws it won", invert,
                   f"{fmt.fraction(invert)} ({fmt.percent(invert)})",
                   trials="draws", successes=f"draws won by {TALLY_CARD}"),
        ),
        how=("Each group enters how many draws it made (usually 20) and how many of them "
             f"{TALLY_CARD} won; groups that do the extension enter those draws in its own "
             "row."),
    )
