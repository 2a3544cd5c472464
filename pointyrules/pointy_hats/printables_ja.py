"""Pointy Hats printables in Japanese (issue 33): the player aid, the worksheet and its
answer key, and the print-and-play cards, for a Japanese class of up to 40 on A4.

The same kinds in the same order as ``printables.sheets()``, adapted, not translated:
the worksheet's exercises are numbered as the Japanese chapter numbers them (練習問題1
to 6, its (a) to (d)), the name line is a Japanese school's, and every number is worked
out here from the game's rules (``resolve_trick``, ``round_winners``,
``trick_win_probability``, ``win_probabilities``) or taken from ``printables``. The
cards are the English sheet's, drawn with the renderer's Japanese words.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from itertools import combinations
from math import comb, lcm

from .. import fmt
from ..lessons import JA_CLASS_SIZES, split
from ..printables import Sheet, join_japanese_lines, writing_lines
from ..words import OR, Voice
from . import render
from .bots import trick_win_probability, win_probabilities
from .printables import (
    CARD_MM,
    GROUP_SIZES,
    PLAYERS,
    STYLE,
    TALLY_CARD,
    TALLY_INDICATOR,
    TALLY_P,
    TALLY_TRIALS,
    WORKED_HANDS,
    WORKED_INDICATORS,
    _sized,
    beaten_by,
    class_groups,
    class_tally,
    rounds_to_tell_apart,
)
from .rules import (
    DECK,
    DEFAULT_TARGET_WINS,
    HAND_SIZE,
    INDICATORS,
    INVERT,
    SUIT_SYMBOLS,
    SUITS,
    VALUES,
    Card,
    PointyHats,
    play_order,
    resolve_trick,
    round_winners,
    suit_order,
)
from .words import indicator_name

GAME = "pointy_hats"
JA = Voice(lang="ja")  # the pictures' words, the names and the lists in Japanese
NAMES = JA.names[:len(PLAYERS)]  # アン、ベン、カイ: the Japanese chapter's players
TRICKS = HAND_SIZE  # a round is as many tricks as a hand has cards
OTHERS = len(DECK) - 1  # the answers to a led card

# Exercise 3: the cards each player won (アン, ベン, カイ) and the two indicator piles.
EX3_WON = ("5C 3S 4H", "5D 4C 3C", "3H 4S 5S")
EX3_PILES = ("SHDXC", "SHDCX")
EX5_PLAYERS = 4  # Exercise 5: four players, 3♠ led under the invert card
EX6_HAND = "5S 4S 3S"  # Exercise 6: two players, you deal, spades first


# A line break next to a Japanese character: a browser would print it as a space.
joined = join_japanese_lines  # (the sheets and the pack join again; their parts too)


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def show(items: Iterable[Card]) -> str:
    return " ".join(map(str, items))


def listed(items: Iterable[object], last: dict[str, str] | None = None) -> str:
    """Items as Japanese lists them: "3♥、3♦と3♣"."""
    return JA.join(items, last) if last else JA.join(items)


def frac(x: Fraction) -> str:
    """3/11 as the sheets write it (a whole number stays whole)."""
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def about(x: Fraction, places: int = 1) -> str:
    """3/11 ≒ 27.3%, the sign Japanese schools write for an approximation."""
    return f"{frac(x)} ≒ {fmt.percent(x, places)}"


def colour(indicator: str) -> str:
    """スペード, ..., 強弱反転カード."""
    return indicator_name(indicator, JA) + ("カード" if indicator == INVERT else "")


def order_text(indicator: str, sep: str = " &gt; ") -> str:
    """The tie order under a colour card: "♦ &gt; ♣ &gt; ♠ &gt; ♥"."""
    return sep.join(SUIT_SYMBOLS[s] for s in suit_order(indicator))


def tie_winner(a: Card, b: Card, indicator: str) -> Card:
    return resolve_trick([(0, a), (1, b)], indicator).card


# ---- the worked round's slip --------------------------------------------------------

def seating() -> tuple[int, ...]:
    """The worked round's seats in the order of play: the dealer, then each on the right
    of the one before (PH-4)."""
    return tuple(play_order(0, len(WORKED_HANDS)))


def slip_lines() -> list[str]:
    """The slip in each group's envelope, a line each: who deals, who sits on whose
    right, their cards, the cards left face down, the indicator pile."""
    hands = [cards(h) for h in WORKED_HANDS]
    unseen = [c for c in DECK if not any(c in h for h in hands)]
    pile = " ".join("⇅" if x == INVERT else SUIT_SYMBOLS[x] for x in WORKED_INDICATORS)
    order = seating()
    lines = [f"<b>{NAMES[order[0]]}</b>（ディーラー）：{show(hands[order[0]])}"]
    for before, seat in zip(order, order[1:], strict=False):
        lines.append(f"<b>{NAMES[seat]}</b>（{NAMES[before]}の右隣）：{show(hands[seat])}")
    return [*lines, f"裏向きで残す：{show(unseen)}",
            f"切り札表示カードの山（裏向き、上から）：{pile}"]


# ---- the player aid -------------------------------------------------------------------

# The sheets' own style: the pictures' Japanese words in the sheet's Japanese font (the
# renderer asks for "sans-serif", which may have no Japanese), the small cards' type.

JA_STYLE = """<style>
.ph-rulecard.ph-ja { font-size: 7pt; line-height: 1.28; padding: 2.5mm; }
.ph-rulecard.ph-ja b { font-size: 8pt; }
.ph-rulecard.ph-ja .ph-gap { display: block; margin: 1.2mm 0; }
.ph-tally td.ph-mark { font-size: 7pt; }
.ph-totals td, .ph-totals th { padding: 0.4mm 1.6mm; font-size: 9pt; }
</style>"""


def _order_rows() -> str:
    rows = "".join(f"<tr><td>{SUIT_SYMBOLS[c]} {colour(c)}</td><td>{order_text(c)}</td></tr>"
                   for c in SUITS)
    return ("<table><tr><th>めくったカード</th><th>引き分けの順番（左ほど強い）</th>"
            f"</tr>{rows}</table>")


def _stand_in_table() -> str:
    values = "、".join(map(str, VALUES))
    kings = "、".join(f"K{SUIT_SYMBOLS[s]}が{colour(s)}" for s in SUITS)
    return ("<table><tr><th>とんがり帽子のカード</th><th>代わりに使うトランプ</th></tr>"
            f"<tr><td>トリックカード{len(DECK)}枚（{values}が{len(SUITS)}色）</td>"
            f"<td>各マークの{values}</td></tr>"
            f"<tr><td>色の切り札表示カード{len(SUITS)}枚</td><td>キング{len(SUITS)}枚"
            f"（{kings}）</td></tr>"
            "<tr><td>強弱反転カード1枚</td><td>ジョーカー1枚</td></tr></table>")


def aid() -> Sheet:
    figures = "".join(
        f"<figure>{_sized(render.indicator_svg(x, voice=JA), 15, 21)}"
        f"<figcaption>{indicator_name(x, JA)}</figcaption></figure>" for x in INDICATORS)
    last, before = len(INDICATORS), len(INDICATORS) - 1
    body = f"""{STYLE}{JA_STYLE}
<p>2～4人・1人{HAND_SIZE}枚・1ラウンドは{TRICKS}トリック・先に{DEFAULT_TARGET_WINS}ラウンド
勝った人が試合の勝者。<b>トリック</b>：全員が1枚ずつカードを出し、いちばん強いカードを出した人が
出たカードを全部取る、1回の勝負。<b>リード</b>：トリックの最初のカードを出すこと。
<b>ディーラー</b>：カードを配る人。</p>
<h2>用意するもの</h2>
{_stand_in_table()}
<h2>準備</h2>
<p>トリックカード{len(DECK)}枚と切り札表示カード{len(INDICATORS)}枚を、別々の山にして
混ぜます。トリックカードを1人{HAND_SIZE}枚ずつ配ります。余ったカードは裏向きのまま置き、
だれも見ません。切り札表示カードの山のいちばん上をめくります。</p>
<h2>トリックの進め方</h2>
<ol>
<li><b>3つのトリックはすべてディーラーが最初に出します</b>（トリックを取られても同じ）。
出す順番は<b>右隣</b>へ進みます。<b>どのカード</b>を出してもかまいません。同じ色を出す必要は
ありません。</li>
<li><b>数値のいちばん大きいカードが勝ちます。</b>いちばん大きい数値が同じなら、切り札表示
カードの引き分けの順番で決めます（下の表）。</li>
<li><b>強弱反転カード</b>のときは、数値の<b>いちばん小さい</b>カードが勝ちます。いちばん小さい
数値が同じなら、すぐに次の切り札表示カードをめくり、その順番で決めます。めくったカードは
それで<b>使い終わり</b>です。</li>
<li>次のトリックの前に、次の切り札表示カードをめくります。めくったカードは表向きのまま
置き、全員が見られるようにします。</li>
</ol>
<h2>引き分けの順番：循環 ♠ → ♥ → ♦ → ♣ → ♠</h2>
<div class="ph-row">{_order_rows()}<div class="ph-row">{figures}</div></div>
<h2>ラウンドの勝者</h2>
<p>取ったトリックが<b>いちばん多い</b>人の勝ちです。同じ数なら<b>{last}枚目</b>の切り札表示
カードをめくり、<b>引き分けた人の中だけで</b>、その色のカードをいちばん多く取った人が勝ちます
（取ったカード：自分が取ったトリックのカード全部）。{last}枚目が強弱反転カードなら、
{before}枚目の色を数え、<b>いちばん少ない</b>人が勝ちます。それでも同じなら、そろって勝者です。
次のラウンドは右隣の人がディーラーです。</p>
<h2>忘れやすいルール</h2>
<ul>
<li>引き分けでスペードがいつも勝つわけでは<b>ありません</b>。ハートのときは
{_tie_example()}。</li>
<li>色の順番で比べるのは、いちばん大きい数値のカードどうしだけです。順番が先の色の3でも、
4には勝てません。</li>
<li>トランプのキングには順番が描かれていません。引き分けは上の循環を、キングのマークから
始めて読みます（表にそれぞれの順番があります）。</li>
</ul>"""
    return Sheet(GAME, "aid", "とんがり帽子：早見表", joined(body), pages=1,
                 lang="ja")


def _tie_example() -> str:
    """Under hearts a 5♦ takes a 5♠: "5♦が5♠に勝ちます"."""
    a, b = Card("D", 5), Card("S", 5)
    win = tie_winner(a, b, "H")
    lose = b if win == a else a
    return f"{win}が{lose}に勝ちます"


# ---- the worksheet and the answer key ----------------------------------------------------

def _ex1() -> tuple[str, str]:
    a, b, x = Card("S", 5), Card("H", 5), "D"
    win = tie_winner(a, b, x)
    lose = b if win == a else a
    q = (f"<b>{colour(x)}</b>の切り札表示カードのとき、{a}と{b}が同じトリックに出ました"
         "（ほかに5はありません）。どちらがトリックを取りますか。"
         f"{colour(x)}のときの引き分けの順番も書きなさい。")
    ans = (f"{colour(x)}のときの順番は {order_text(x)} です。{colour(win.suit)}が"
           f"{colour(lose.suit)}より先なので、<b>{win}がトリックを取ります</b>。")
    return q, ans


def _ex2() -> tuple[str, str]:
    splits = [f"{k}対{TRICKS - k}" for k in range(TRICKS, TRICKS // 2, -1)]
    q = ("2人で遊ぶとき、取ったトリックの数でラウンドが引き分けになることはありますか。"
         "理由も書きなさい。")
    ans = (f"ありません。{TRICKS}つのトリックを2人で分けると{listed(splits, OR)}で、"
           f"{TRICKS}は奇数なので、2人の数が等しくなることはありません。")
    return q, ans


def _ex3() -> tuple[str, str]:
    won = [cards(w) for w in EX3_WON]
    first, other = EX3_PILES
    said = "、".join(indicator_name(x, JA) for x in first)
    swapped = "、".join(indicator_name(x, JA) for x in other[-2:])
    q = (f"{listed(NAMES)}が1トリックずつ取りました。切り札表示カードの山は、上から{said}"
         "でした。" + "、".join(f"{NAMES[s]}が取ったカードは{show(won[s])}" for s in
                               range(len(NAMES))) +
         "です。ラウンドに勝つのは誰ですか。また、最後の2枚が逆（…、"
         f"{swapped}）だったら、誰が勝ちますか。")
    most = round_winners(won, list(first))
    fewest = round_winners(won, list(other))
    by_most, fewest_colour = first[-1], other[-2]
    count = [sum(c.suit == by_most for c in w) for w in won]
    ranked = sorted(range(len(NAMES)), key=lambda s: -count[s])
    counts = "、".join(f"{NAMES[s]}{count[s]}枚" for s in ranked)
    ans = (f"全員1トリックずつなので、{len(first)}枚目の{colour(by_most)}で決めます。"
           f"{colour(by_most)}を取った枚数は{counts}なので、"
           f"<b>{listed(NAMES[s] for s in most.winners)}の勝ち</b>です。"
           f"{len(other)}枚目が強弱反転カードなら、{len(other) - 1}枚目の色"
           f"（{colour(fewest_colour)}）がいちばん少ない人が勝つので、"
           f"<b>{listed(NAMES[s] for s in fewest.winners)}</b>"
           f"（{min(sum(c.suit == fewest_colour for c in w) for w in won)}枚）です。")
    return q, ans


def _ex4() -> tuple[str, str]:
    lead, x = TALLY_CARD, TALLY_INDICATOR
    beaten = beaten_by(lead, x)
    two, three = (trick_win_probability(lead, x, n) for n in (2, 3))
    pairs = list(combinations(beaten, 2))
    assert three == Fraction(len(pairs), comb(OTHERS, 2))
    loser = beaten[-1]
    q = (f"{colour(x)}の切り札表示カードのとき、あなたは{lead}をリードします。応答は、ほかの"
         f"{OTHERS}枚からでたらめに選んだカードです（手札の残りは考えません）。"
         f"(a) 2人のとき、{lead}はどの応答に勝ちますか。トリックを取る確率はいくらですか。"
         f"(b) 3人のとき、応答2枚の組は何通りありますか（ヒント：{OTHERS} × {OTHERS - 1} ÷ 2）。"
         f"そのうち{lead}が勝つのは何通りで、確率はいくらですか。"
         "(c) 友だちが「色カードのときに3が勝つことは絶対にない」と言いました。何と答えますか。")
    ans = (f"(a) 3が勝てるのはほかの3だけです。{colour(x)}のときの順番は {order_text(x)} "
           f"なので、{lead}は{listed(beaten)}に勝ちます。{OTHERS}通りのうち{len(beaten)}通りで、"
           f"<b>{about(two)}</b>。(b) {OTHERS} × {OTHERS - 1} ÷ 2 = {comb(OTHERS, 2)}組。"
           f"{lead}が勝つのは2枚とも3のときだけで、{len(pairs)}組（"
           + "、".join(show(p) for p in pairs) + f"）なので、<b>{about(three)}</b>。"
           f"(c) 勝つことはあります。{colour(x)}のときは{lead}が{loser}に勝ちます。引き分けでは"
           "切り札表示カードの色が先だからです。起こりにくいことは、起こりえないこととは違います。")
    return q, ans


def _precedes(lead: str, others: Iterable[str]) -> int:
    """Under how many colour cards ``lead`` comes before every colour of ``others``."""
    others = list(others)
    return sum(all(suit_order(c).index(lead) < suit_order(c).index(o) for o in others)
               for c in SUITS)


def _ex5() -> tuple[str, str]:
    lead = TALLY_CARD
    answers = EX5_PLAYERS - 1
    threes = [c for c in DECK if c.value == lead.value and c != lead]
    high = OTHERS - len(threes)  # the 4s and 5s: under the invert card they lose
    sets = comb(OTHERS, answers)
    parts, terms = [], []
    for k in range(len(threes) + 1):
        groups = list(combinations(threes, k))
        share = Fraction(sum(_precedes(lead.suit, [c.suit for c in g]) for g in groups),
                         len(groups) * len(SUITS))
        ways = comb(high, answers - k)
        count = len(groups) * ways
        terms.append(count * share)
        if k == 0:
            how = f"{high} × {high - 1} × {high - 2} ÷ 6 = {count}通り、{lead}の勝ち"
        elif k == 1:
            each = "、".join(f"{c}なら{_precedes(lead.suit, [c.suit])}色" for c in threes)
            how = (f"{len(groups)} × ({high} × {high - 1} ÷ 2) = {count}通り。次のカードで"
                   f"{lead}が先になるのは、4色のうち{each}なので、平均{frac(share)}、"
                   f"{frac(count * share)}通り分")
        elif k < len(threes):
            how = (f"{len(groups)} × {high} = {count}通り。平均{frac(share)}、"
                   f"{frac(count * share)}通り分")
        else:
            how = f"{count}通り、{colour(lead.suit)}のときだけで{frac(share)}"
        parts.append(f"<b>ほかの3が{k}枚</b>：{how}")
    chance = sum(terms, Fraction(0)) / sets
    assert chance == trick_win_probability(lead, INVERT, EX5_PLAYERS)
    q = (f"{EX5_PLAYERS}人で遊び、強弱反転カードのときに{lead}をリードします。{answers}つの応答は"
         f"ほかの{OTHERS}枚からでたらめに選ばれます（手札の残りは考えません）。いちばん小さい数値で"
         "引き分けたときは次の切り札表示カードで決め、それが4色のどれであることも同様に確からしい"
         "とします。あなたがトリックを取る確率を求めなさい。ヒント：応答3枚の組は "
         f"{OTHERS} × {OTHERS - 1} × {OTHERS - 2} ÷ 6 = {sets}通りです。ほかの3が何枚入って"
         "いるかで場合分けしなさい。")
    ans = (f"{sets}通りの組は同様に確からしいです。" + "。".join(parts) +
           f"。合計 ({' + '.join(map(frac, terms))}) ÷ {sets} = "
           f"<b>{frac(chance)} ≒ {fmt.decimal(chance, 3)}</b>。")
    return q, ans


def round_chances() -> dict[Card, Fraction]:
    """Exercise 6: two players, you deal with 5♠ 4♠ 3♠, spades first: the exact chance of
    winning the round after each first card, playing on as well as you can against an
    opponent who plays at random (the engine's, ``win_probabilities``)."""
    mine = cards(EX6_HAND)
    rest = [c for c in DECK if c not in mine][:HAND_SIZE]
    state = PointyHats(2, [mine, rest], list(INDICATORS), dealer=0, target_wins=1)
    return win_probabilities(state.view(0))


def _ex6() -> tuple[str, str]:
    mine = cards(EX6_HAND)
    first = INDICATORS[0]
    unseen = [c for c in DECK if c not in mine]
    beats = {c: [o for o in unseen if resolve_trick([(0, c), (1, o)], first).winner == 0]
             for c in mine}
    chances = round_chances()
    best, second, worst = sorted(mine, key=lambda c: -chances[c])
    p1, p2 = chances[best], chances[second]
    common = lcm(p1.denominator, p2.denominator)
    gap = p1 - p2
    lines = []
    for c in sorted(mine, key=lambda c: -len(beats[c])):
        won, lost = beats[c], [o for o in unseen if o not in beats[c]]
        p = Fraction(len(won), len(unseen))
        if not lost:
            lines.append(f"{c}は{colour(first)}のときいちばん強く、<b>{p}</b>")
        elif len(lost) < len(won):
            lines.append(f"{c}が負けるのは{listed(lost)}（{len(unseen)}枚中{len(lost)}枚）"
                         f"だけなので、<b>{len(won)}/{len(unseen)} = {frac(p)}</b>")
        else:
            lines.append(f"{c}が勝つのは{listed(won)}（{len(unseen)}枚中{len(won)}枚）"
                         f"だけなので、<b>{frac(p)}</b>")
    q = (f"2人で遊び、あなたがディーラーです。最初にめくられたのは{colour(first)}で、手札は"
         f"{show(mine)}です（見えていないカードは{len(unseen)}枚）。"
         "(a) それぞれのカードが1トリック目を取る確率はいくらですか。"
         "(b) でたらめにカードを出す相手に対して、最初に"
         f"{best}を出したときと{second}を出したときに、ラウンドに勝つ正確な確率は{frac(p1)}と"
         f"{frac(p2)}です。その差は分数でいくらですか。百分率で何ポイントですか。"
         "(d) 実際に遊ぶとき、この差は問題になりますか。（章の練習問題6(c)は発展なので、"
         "このシートにはありません。）")
    ans = ("(a) " + "。".join(lines) +
           f"。(b) {frac(p1)} − {frac(p2)} = {p1.numerator * common // p1.denominator}/{common}"
           f" − {p2.numerator * common // p2.denominator}/{common} = "
           f"{gap.numerator * common // gap.denominator}/{common} = "
           f"<b>{frac(gap)} ≒ {fmt.decimal(gap, 4)}</b>、約<b>{fmt.decimal(gap * 100, 1)}"
           "ポイント</b>です。(d) 実際に遊ぶうえでは問題になりません。本当の失敗は"
           f"{worst}を最初に出すこと（{about(chances[worst])}）です。（章の発展(c)：2つの作戦を"
           f"見分けるには、それぞれの作戦について約{rounds_to_tell_apart():,}ラウンドが必要です。）")
    return q, ans


# The worksheet's exercises: (number, the question and its answer, lines to write on).
EXERCISES = ((1, _ex1, 2), (2, _ex2, 2), (3, _ex3, 3), (4, _ex4, 5), (5, _ex5, 7), (6, _ex6, 6))


def exercises() -> list[tuple[int, str, str, int]]:
    """(number, question, answer, lines) for 練習問題1 to 6."""
    return [(n, *make(), lines) for n, make, lines in EXERCISES]


def worksheet() -> Sheet:
    marks = "".join(f"<td>{i}</td>" for i in range(1, TALLY_TRIALS // 2 + 1))
    rest = "".join(f"<td>{i}</td>" for i in range(TALLY_TRIALS // 2 + 1, TALLY_TRIALS + 1))
    tally = f"<table class='ph-tally'><tr>{marks}</tr><tr>{rest}</tr></table>"
    questions = "".join(
        f"<div class='ph-q'><p><b>練習問題{n}</b>　{q}</p>{writing_lines(lines)}</div>"
        for n, q, _, lines in exercises())
    x, lead = colour(TALLY_INDICATOR), TALLY_CARD
    body = f"""{STYLE}{JA_STYLE}
<p class="pr-name-line">　　年　　組　　番　名前
<span class="ph-blank" style="min-width:70mm"></span></p>
<h2>パートA　クラスの実験：でたらめな1枚に対する{lead}</h2>
<p>班で、封筒のカードを使います。{lead}を表向きに置き、その横に{x}の切り札表示カードを
表向きに置きます。これで{x}のときに{lead}をリードした（トリックの最初に出した）ことになります（ほかの
{len(INDICATORS) - 1}枚の切り札表示カードは封筒に戻します）。残りの{OTHERS}枚のトリックカードは
裏向きにして扇形に広げます。1人が1枚引いて表に返します。これが応答（{lead}に対してほかの人が出したカード）です。{lead}は
トリックを取るでしょうか。{x}のときの引き分けの順番（早見表）で決めます。引くたびに、全員が
自分の表に<b>○</b>（取る）か<b>×</b>（取らない）を書きます。カードを戻し、裏向きのまま混ぜて
また引きます。全部で{TALLY_TRIALS}回引き、5回ごとに引く人を交代します。4人班では、4人目が
毎回の判断を確かめます。</p>
{tally}
<p class="ph-q">A1　わたしの班で{lead}が勝った回数：<span class="ph-blank"></span>回
（{TALLY_TRIALS}回中）。班の相対度数：<span class="ph-blank"></span></p>
<p class="ph-q">A2　クラスの合計：<span class="ph-blank"></span>回引いて、
<span class="ph-blank"></span>回勝った。クラスの相対度数：<span class="ph-blank"></span></p>
<p class="ph-q">A3　{lead}が勝つ応答をすべて書き、{lead}がトリックを取る確率を求めなさい。</p>
{writing_lines(2)}
<p class="ph-q">A4　クラスの結果は確率に近いですか。自分の班の結果はどうですか。違いが出るのは
なぜですか。</p>
{writing_lines(2)}
<h2>パートB　練習問題</h2>
{questions}"""
    return Sheet(GAME, "worksheet", "とんがり帽子：トリックを取る確率", joined(body), pages=2,
                 lang="ja")


def class_groups_ja() -> list[int]:
    """The numbers of groups a Japanese class of 20 to 40 makes (threes, then fours)."""
    return class_groups(JA_CLASS_SIZES)


def pupils_for(groups: int) -> list[int]:
    """The class sizes (20 to 40) that make ``groups`` groups."""
    return [n for n in JA_CLASS_SIZES if sum(split(n, GROUP_SIZES).values()) == groups]


def totals_table() -> str:
    """For each number of groups a class of 20 to 40 makes: its pupils, N, the expected
    wins and the ordinary range of the class's total."""
    rows = []
    for g in class_groups_ja():
        n, mean, _, low, high = class_tally(g)
        sizes = pupils_for(g)
        pupils = f"{sizes[0]}人" if len(sizes) == 1 else f"{sizes[0]}～{sizes[-1]}人"
        rows.append(f"<tr><td>{g}班</td><td>{pupils}</td><td>{n}</td>"
                    f"<td>約{fmt.decimal(mean, 1)}回</td><td>{low}～{high}回</td></tr>")
    return ("<table class='ph-totals'><tr><th>班の数</th><th>学級の人数</th><th>N</th>"
            "<th>予想される勝ち</th><th>ふつうの範囲</th></tr>" + "".join(rows) + "</table>")


def _tally_answers() -> str:
    """A1 to A4 of the answer key, every number computed (``class_tally``, ``beaten_by``)."""
    p = frac(TALLY_P)
    beaten = beaten_by(TALLY_CARD, TALLY_INDICATOR)
    _, group_mean, _, low1, high1 = class_tally(1)
    x = colour(TALLY_INDICATOR)
    return f"""<p><b>A1</b>　班ごとの結果は大きくばらつきます。{TALLY_TRIALS}回で予想される勝ちは
{TALLY_TRIALS} × {p} ≒ {fmt.decimal(group_mean, 1)}回で、{low1}回から{high1}回なら
ふつうの結果です。</p>
<p><b>A2</b>　クラスで合計し、N回のうちW回勝ったとして、相対度数 W ÷ N を求めます
（N = {TALLY_TRIALS} × 班の数）。予想される勝ちは約 {p} × N 回です。</p>
<p><b>A3</b>　{TALLY_CARD}が勝つのは{listed(beaten)}だけです（{x}のときは{x}が先）。残りの
{OTHERS - len(beaten)}枚（4と5）は{TALLY_CARD}に勝ちます。確率は<b>{about(TALLY_P)}</b>です。</p>
<p><b>A4</b>　クラスの合計が下の表の「ふつうの範囲」に入っていれば、確率と合っているといえます
（偶然だけでも、20クラスのうち約19クラスはこの範囲に入ります）。班の数ごとの目安：</p>
{totals_table()}
<p>1つの班の{TALLY_TRIALS}回のように回数が少ないと、結果はクラスの合計よりずっとばらつきます。
引く回数が増えるほど、相対度数は確率に近づきます。</p>"""


def answers() -> Sheet:
    items = "".join(f"<div class='ph-q'><p><b>練習問題{n}</b>　{a}</p></div>"
                    for n, _, a, _ in exercises())
    body = f"""{STYLE}{JA_STYLE}
<h2>パートA　クラスの実験</h2>
{_tally_answers()}
<h2>パートB　練習問題</h2>
{items}"""
    return Sheet(GAME, "answers", "とんがり帽子：トリックを取る確率（解答）", joined(body), pages=1,
                 lang="ja")


# ---- the print-and-play cards ---------------------------------------------------------

def _card_box(inner: str) -> str:
    return (f'<div class="ph-rulecard ph-ja" style="width:{CARD_MM[0]:g}mm;'
            f'height:{CARD_MM[1]:g}mm">{inner}</div>')


def _rule_card() -> str:
    orders = "<br>".join(f"{SUIT_SYMBOLS[c]}：{order_text(c, ' ')}" for c in SUITS)
    last, before = len(INDICATORS), len(INDICATORS) - 1
    return _card_box(
        f"<b>とんがり帽子</b><br>ディーラーが{TRICKS}トリックともリード。右隣へ順に出す。"
        "どのカードでもよい。<br>大きい数値の勝ち。同じなら切り札表示カードの順番。<br>"
        "⇅（強弱反転）：小さい数値の勝ち。同じなら次の切り札表示カードをめくる。"
        f'<span class="ph-gap">{orders}</span>ラウンド：トリックがいちばん多い人。'
        f"同じなら{last}枚目の色を"
        f"いちばん多く取った人（⇅なら{before}枚目の色で、いちばん少ない人）。")


def _slip_card() -> str:
    return _card_box("<b>授業のラウンドの例</b><br>" + "<br>".join(slip_lines()))


def components() -> Sheet:
    w, h = CARD_MM
    tricks = "".join(_sized(render.card_svg(c, voice=JA), w, h) for c in DECK)
    indicators = "".join(_sized(render.indicator_svg(x, voice=JA), w, h) for x in INDICATORS)
    size = f"{fmt.decimal(w, 1)} × {fmt.decimal(h, 1)} mm"
    body = f"""{STYLE}{JA_STYLE}
<p class="pr-small">倍率100%で（「ページに合わせる」を使わずに）、200 g/m²以上の厚紙に印刷します。
表が透けないようにするためです。点線にそって切ります。カードは{size}（一般的なミニカードの
大きさ。資料にはカードの大きさが書かれていません）。1ページ目：トリックカード{len(DECK)}枚。
2ページ目：切り札表示カード{len(INDICATORS)}枚、ルール説明カード、授業のラウンドの例の紙。</p>
<div class="pr-cut-grid">{tricks}</div>
<div class="pr-page-break pr-cut-grid">{indicators}{_rule_card()}{_slip_card()}</div>"""
    return Sheet(GAME, "components", "とんがり帽子：印刷して遊べるカード", joined(body), pages=2,
                 lang="ja")


def sheets() -> list[Sheet]:
    """The Japanese sheets, the English kinds in their order: aid, worksheet, answer key,
    print-and-play cards."""
    return [aid(), worksheet(), answers(), components()]
