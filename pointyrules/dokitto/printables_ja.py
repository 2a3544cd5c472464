"""ドキッと! アイス: the Japanese printables (issue 33), the same kinds in the same order as
``printables.sheets()``: the 早見表, the lesson's ワークシート and its 解答, and the scoop,
cone and trophy tiles to print and cut. Pupils' sheets in plain です・ます for a pupil of
13; every number computed from the game's rules and counting or the lesson's modules."""

from __future__ import annotations

import re
from html import escape
from math import comb

from .. import fmt
from ..lessons import JA_CLASS_SIZES
from ..printables import Sheet, writing_lines
from ..svg import svg
from .lesson import (
    CHANCE,
    DEALS,
    EXERCISE_1,
    EXIT_SCHOOL,
    HAND,
    HANDS_PER_DEAL,
    HANDS_PER_GROUP,
    MINI_CHANCE,
    MINI_HAND,
    MINI_HANDS,
    MINI_LACKING,
    MINI_PRODUCT,
    MINI_ROWS,
    NAMED,
    NAMED_PRODUCT,
    PACK,
    PER_COLOUR,
    VAR_DEAL,
    _exercise_3,
    class_hands,
    tally,
    usual_ranges,
)
from .lesson_ja import (
    NAMES,
    PUPILS,
    SUITS,
    THREE,
    VOICE,
    WHY_29,
    card,
    exit_ticket,
    over,
    trick_text,
    winner,
)
from .odds import deal_shape, first_trick_mixed, some_hand_at_the_table_lacks
from .printables import CONE_MM, SCOOP_MM, TROPHY_MM, _frac, _sized, _trick
from .render import _cone, scoop_tile_svg, stacks_svg, trophy_tile_svg
from .rules import (
    COLOURS,
    CONE_LIMIT,
    DEFAULT_TARGET,
    STACK,
    TWO_PLAYER_HANDS,
    Card,
    Scoop,
    cone_points,
    deck_for,
    game_colours,
    hand_size,
    round_winners,
)
from .words import colour_word, scoop_word

GAME = "dokitto"
ONE_LED = first_trick_mixed(4, 1)
TABLE = some_hand_at_the_table_lacks(4)
NAME_LINE = ("<span style=\"letter-spacing:0\">　　年　　組　　番　名前"
             "＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿</span>")


BLANK = re.compile("(＿+)")  # a blank to write in: never split over two lines


def _sheet(kind: str, title: str, body: str, pages: int = 1) -> Sheet:
    body = BLANK.sub(r'<span style="white-space:nowrap">\1</span>', body)
    return Sheet(GAME, kind, title, body, pages=pages, lang="ja")


def _c(colour: str) -> str:
    return colour_word(colour, VOICE)


def _n(x: int) -> str:
    return f"{x:,}"


def _cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _ncr(n: int, r: int) -> str:
    """ₙCᵣ as a Japanese textbook writes it."""
    return f"<sub>{n}</sub>C<sub>{r}</sub>"


# ---- 早見表 ------------------------------------------------------------------------------
def _setup_rows() -> str:
    rows = []
    for players in (4, 3, 2):
        deck = len(deck_for(players))
        colours = len(game_colours(players))
        hand = hand_size(players)
        aside = deck - players * hand
        cones = 2 if players == 2 else 1
        cards = f"{PACK}枚全部" if deck == PACK else f"{colours}色、{deck}枚"
        if players == 2:
            cards = f"各色1～{max(c.number for c in deck_for(2))}、{deck}枚"
        deal = f"{hand}枚ずつ" + (f"、{aside}枚を脇に置く" if aside else "")
        if players == 2:
            deal += f"（または{TWO_PLAYER_HANDS[1]}枚ずつ）"
        rows.append(f"<tr><td>{players}人</td><td>{cards}</td><td>{deal}</td>"
                    f'<td style="white-space:nowrap">1人{cones}つ</td></tr>')
    return "".join(rows)


def aid() -> Sheet:
    low, top = STACK[0], STACK[-1]
    example_cone = [Scoop("V", 1), Scoop("V", 2), Scoop("S", 1)]
    vanilla, strawberry = 4, 5
    points = cone_points(example_cone, [Card("V", k) for k in range(1, vanilla + 1)]
                         + [Card("S", k) for k in range(1, strawberry + 1)])
    suits = "、".join(f"{SUITS[c]}が{_c(c)}" for c in COLOURS)
    worth = {c: sum(s.value for s in example_cone if s.colour == c) for c in "VS"}
    body = f"""
<div class="pr-columns">
<div class="pr-keep">
<h2>準備</h2>
<table style="width:100%">
<tr><th style="white-space:nowrap">人数</th><th>カード</th><th>配り方</th>
<th style="white-space:nowrap">コーン</th></tr>
{_setup_rows()}
</table>
<p>使う色ごとにアイスの山を作り、いつも下から取ります。下から <b>{low}点、{low}点、
{top}点</b>（トッピング付き）の順です。</p>
{_sized(stacks_svg({c: len(STACK) for c in COLOURS}, voice=VOICE), 55)}
</div>
<div class="pr-keep">
<h2>強さ比べのしかた</h2>
<ol>
<li>最初に出す人は、好きなカードを1枚出します。</li>
<li>時計回りに、ほかの人も1枚ずつ出します。<b>マストフォロー</b>：最初に出された色を
持っていたら、その色を出さなければなりません。1枚も持っていないときだけ、好きなカードを
出せます。</li>
</ol>
</div>
<div class="pr-keep">
<h2>だれが勝つか</h2>
<ul>
<li>場が<b>1色</b>なら、数字が<b>いちばん大きい</b>カード。</li>
<li><b>2色以上</b>なら、数字が<b>いちばん小さい</b>カード。</li>
<li>いちばん小さい数字が同じなら、<b>あとに</b>出したカード。</li>
</ul>
</div>
<div class="pr-keep">
<h2>アイスを取る</h2>
<p>勝った人は、強さ比べに出た色から1色を選び、その色の山のいちばん下のアイスを自分の
コーンに乗せます（2人のときは、どちらのコーンかも選びます）。山が空の色を選ぶと、アイスは
もらえません。勝った人は出されたカードを裏向きで手元に置き（得点用。手札には戻しません）、
次の強さ比べで最初に出します。</p>
</div>
<div class="pr-keep">
<h2>ラウンドの終わり</h2>
<p>全員の手札がなくなったら終わりです。1つのコーンに<b>{CONE_LIMIT + 1}個目のアイス</b>が
乗ったときは、手札が残っていても<b>その場で</b>終わり、アイスが落ちた人（2人のときは
そのコーン）は0点です。</p>
</div>
<div class="pr-keep">
<h2>得点計算</h2>
<p>色ごとに、<b>取ったその色のカードの枚数 × コーンに乗っているその色のアイスの点の
合計</b>を足します。例：バニラのカード{vanilla}枚とイチゴのカード{strawberry}枚を取り、
コーンにバニラ1点、バニラ2点、イチゴ1点のアイス。
{vanilla} × {worth["V"]} + {strawberry} × {worth["S"]} = <b>{points}点</b>。</p>
<p>得点がいちばん多い人がラウンドの勝者で、トロフィーを1枚もらいます。同点なら、アイスの
数が多い人、次に1点のアイスが多い人、それでも同じなら全員が勝者です。3人・4人のときは、
アイスが落ちた人はラウンドに勝てません。2人のときは落ちたコーンだけが0点で、もう1つの
コーンは数えます。<b>トロフィーを{DEFAULT_TARGET}枚集めた人がゲームの勝者</b>です。最後の
強さ比べに勝った人が、次のラウンドで最初に出します。</p>
</div>
<div class="pr-keep pr-box">
<h2>忘れやすいルール</h2>
<ul>
<li>1人でも色が切れていて別の色を出すと、色がまざり、<b>小さい数字</b>が勝ちます。</li>
<li>強さ比べに出た色が<b>どれも</b>アイスを残していれば、勝った人はアイスを
<b>断れません</b>。断れるのは、山が空の色を選ぶときだけです。</li>
<li>{CONE_LIMIT + 1}個目のアイスが乗ったら、そこでラウンドは終わりです
（まだカードを持っている人がいても、続けません）。</li>
<li>取ったカードは手札に戻しません。</li>
<li>トランプで遊ぶときは各マークのA～10を使います（{suits}）。J・Q が{STACK[0]}点のアイス、K が
{STACK[-1]}点のアイスです。</li>
</ul>
</div>
</div>
"""
    return _sheet("aid", "ドキッと! アイスのルール早見表", body)


# ---- ワークシート -------------------------------------------------------------------------
TALLY = "".join(f'<tr style="height:8mm"><td>{d}回目</td><td></td><td></td></tr>'
                for d in range(1, DEALS + 1))
NAMED_EXAMPLE = fmt.decimal(NAMED, 3)
THREE_PLAYERS = deal_shape(3)  # (3 colours, 10 each, hands of 9)


def _exercises() -> list[tuple[str, str, int]]:
    colours, per, hand = THREE_PLAYERS
    plays = _cards(EXERCISE_1)
    formula = (f"(4・{_ncr(PACK - PER_COLOUR, HAND)} − 6・{_ncr(PACK - 2 * PER_COLOUR, HAND)}"
               f" + 4・{_ncr(PER_COLOUR, HAND)}) ÷ {_ncr(PACK, HAND)}")
    return [
        ("練習問題1 ★ 強さ比べに勝つのはだれ？",
         f"<p>{trick_text(EXERCISE_1)}を出しました（チカは{_c(plays[0].colour)}を持って"
         "いません）。強さ比べに勝つのはだれですか。勝った人は、どの色のアイスから選べますか。"
         f"</p>{_trick(EXERCISE_1, NAMES, VOICE)}", 2),
        ("練習問題2 ★ 2人同時にアイスが落ちる？",
         f"<p>4人のラウンドで、2人のコーンのアイスが{CONE_LIMIT + 1}個になって終わることが"
         "ないのはなぜですか。</p>", 2),
        ("練習問題3 ★★ どのアイスを取る？",
         "<p>あなたのコーンにはイチゴ1点と抹茶1点のアイスが乗っていて、イチゴのカードを3枚、"
         "抹茶のカードを4枚取っています。あなたは、イチゴの2、抹茶の1、バニラの3、抹茶の4が"
         "出た強さ比べに勝ちました。バニラの山は空で、イチゴと抹茶の山には1点のアイスが"
         "残っています。何を選べますか。今ラウンドが終わるとしたら、それぞれ何点ですか。"
         "あなたならどれを選びますか。そのわけも書きましょう。</p>", 3),
        ("練習問題4 ★★ 同点",
         "<p>4人のゲームで、2人が12点で同点になりました。どちらもアイスは落ちていません。"
         "1人のアイスは1点、1点、2点、もう1人は1点、1点、1点です。ラウンドに勝つのは"
         "どちらですか。</p>", 2),
        ("練習問題5 ★★ 3人で、チョコがない",
         f"<p>3人のときの手札は、{colours * per}枚（{colours}色、{per}枚ずつ）から{hand}枚"
         f"です。手札にチョコが1枚もない確率を、{hand}個の分数の積で書いて計算しましょう"
         f"（高校生は、{_ncr(colours * per - per, hand)}/{_ncr(colours * per, hand)} でも"
         "求めましょう）。4人のとき、手札にイチゴがない確率（約"
         f" {NAMED_EXAMPLE}）と比べて、起こりやすいですか、起こりにくいですか。</p>", 6),
        ("練習問題6 ★★★ どれかの色が欠けている（高校・発展）",
         f"<p>4人で遊びます。手札にどれかの色が欠けている確率が {formula} になるわけを"
         "説明し、計算しましょう。テーブルの4つの手札のうち、色が欠けている手札は平均して"
         "いくつですか。</p>", 4),
        ("練習問題7 ★★★ 最初の強さ比べ（挑戦）",
         "<p>4人で遊びます。アイコはイチゴをちょうど1枚持っていて、それを最初に出します。"
         "ほかの3人のだれかがイチゴを持っていない（そのため最初の強さ比べの色がまざる）確率は"
         "いくつですか。</p>", 4),
    ]


def _exit_slip() -> str:
    """C: the lesson pack's 確認テスト as a slip to cut off page 1 (printed one-sided)."""
    asks = "".join(f"<li>{q.ask}{writing_lines(1)}</li>" for q in exit_ticket())
    return (f'<div class="pr-box" style="border-style:dashed;margin-bottom:0"><h2>C. 確認'
            f'テスト <span class="pr-small">（切り取って提出しましょう）</span></h2>'
            f"<p>{NAME_LINE}</p><ol>{asks}</ol></div>")


def _mini_frame() -> str:
    """D: a row per count of strawberries to list the 20 hands in, and blanks for the
    fractions; the numbers are in the 解答."""
    empty = "<td></td>" * 2
    rows = "".join(f'<tr style="height:6mm"><td>{k}枚</td>{empty}</tr>' for k in MINI_ROWS)
    first = MINI_PRODUCT.split(" × ")[0]  # the first factor as the chapter writes it (3/6)
    return f"""<div class="pr-box pr-page-break">
<h2>D. ミニデッキ</h2>
<p>イチゴ1、2、3とチョコ1、2、3の6枚から、{MINI_HAND}枚の手札を配ります。手札をイチゴの
枚数で分け、それぞれの行では数字の順に並べて、全部書き出しましょう。</p>
<table style="width:100%;margin-bottom:1.5mm">
<tr><th style="width:15%">イチゴの枚数</th><th>手札</th>
<th style="width:15%">何通り</th></tr>{rows}</table>
<p>手札は全部で＿＿＿通り。そのうち色が欠けているのは＿＿＿通り。　全部イチゴになる確率：
{first} × ＿＿＿ × ＿＿＿ = ＿＿＿</p>
<p>本物のデッキで、手札にイチゴがない確率：{NAMED_PRODUCT} ≈ ＿＿＿＿。その4倍 ≈ ＿＿＿＿</p>
<p style="margin-bottom:0">{WHY_29.ask}</p>{writing_lines(1)}
</div>"""


def worksheet() -> Sheet:
    questions = "".join(f'<div class="pr-keep"><h3>{title}</h3>{text}{writing_lines(lines)}'
                        "</div>" for title, text, lines in _exercises())
    body = f"""
<p class="pr-name-line">{NAME_LINE}　班＿＿＿</p>
<div class="pr-box">
<h2>A. 予想</h2>
<p>配る前に：班の{HANDS_PER_GROUP}つの手札（{HAND}枚ずつ）のうち、色が欠けている（ある色の
カードが1枚もない）手札は＿＿＿つだと思います。</p>
</div>
<div class="pr-box">
<h2>B. 配りと記録</h2>
<p>ウォッシュ：{PACK}枚全部を裏向きに広げ、両手で20秒かき混ぜてから集めて、シャッフルします。
1枚ずつ順に配り、{HAND}枚の手札を{HANDS_PER_DEAL}つ作ります（3人の班は空いた席にも配り、
1人がその手札を記録します）。自分の手札を色ごとに並べ、色が欠けているか、どの色かを調べます
（2色が欠けていても1つと数えます）。集めて、ウォッシュして、もう一度配ります。配りは
{DEALS}回です。</p>
<table style="width:100%">
<tr><th style="width:14%">配り</th><th>自分の手札：色が欠けている？（はい・いいえ、どの色）</th>
<th style="width:34%">班：色が欠けている手札（{HANDS_PER_DEAL}つのうち）</th></tr>
{TALLY}
</table>
<p>班：＿＿＿つのうち＿＿＿つ。　学級：＿＿＿つのうち＿＿＿つ。　相対度数：＿＿＿ ÷ ＿＿＿ =
＿＿＿</p>
<p style="margin-bottom:0">集計のあと：確率は約＿＿＿＿（小数）。自分の予想は近かったですか。
学級の相対度数はどうでしたか。＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿</p>
</div>
{_exit_slip()}
{_mini_frame()}
<h2>練習問題</h2>
{questions}
"""
    return _sheet("worksheet", "配って、数えて、確率を求める", body, pages=3)


# ---- 解答 ----------------------------------------------------------------------------------
def _ranges_rows() -> str:
    return "".join(f"<tr><td>{count}</td><td>{hands}</td><td>{fmt.decimal(mean, 1)}</td>"
                   f"<td>{low}～{high}</td></tr>"
                   for count, hands, mean, low, high in usual_ranges(DEALS, JA_CLASS_SIZES))


def _exercise_answers() -> str:
    colours, per, hand = THREE_PLAYERS
    deck3, avoid3 = colours * per, colours * per - per
    nine = "・".join(f"({avoid3 - k}/{deck3 - k})" for k in range(hand))
    name, won, _ = winner(EXERCISE_1)
    plays = _cards(EXERCISE_1)
    tied = sorted({c.colour for c in plays}, key=COLOURS.index)
    lowest = [c for c in plays if c.number == min(x.number for x in plays)]
    score = _exercise_3()
    best = max(score, key=score.get)
    words = {"vanilla": "バニラ（アイスなし）", "strawberry": "イチゴ", "matcha": "抹茶"}
    cones = ([[Scoop("S", 1), Scoop("S", 1), Scoop("S", 2)]],
             [[Scoop("C", 1), Scoop("M", 1), Scoop("V", 1)]])
    tie = round_winners([12, 12], cones)
    who = ("1点、1点、2点の人", "1点、1点、1点の人")[tie.winners[0]]
    ones = [sum(s.value == 1 for s in cone[0]) for cone in cones]
    a, b, c = (4 * comb(PACK - PER_COLOUR, HAND), 6 * comb(PACK - 2 * PER_COLOUR, HAND),
               4 * comb(PER_COLOUR, HAND))
    unseen = PACK - HAND  # the cards Aiko cannot see
    one = comb(unseen - (PER_COLOUR - 1), HAND)
    two = comb(unseen - (PER_COLOUR - 1), 2 * HAND)
    return f"""
<div class="pr-keep"><h3>練習問題1</h3>
<p>{len(tied)}色が出ているので、数字がいちばん小さいカードが勝ちます。
{"と".join(card(x) for x in lowest)}がどちらもいちばん小さく、あとに出したほうが勝つので、
<b>{name}の{won}</b>です。勝った{name}は、{"か".join(_c(x) for x in tied)}を選びます。</p></div>
<div class="pr-keep"><h3>練習問題2</h3>
<p>1回の強さ比べで渡されるアイスは1個だけで、{CONE_LIMIT + 1}個目のアイスが乗った瞬間に
ラウンドは終わります。だから、最初の{CONE_LIMIT + 1}個目のアイスが、そのラウンドの最後の
アイスです。</p></div>
<div class="pr-keep"><h3>練習問題3</h3>
<p>選べるのはイチゴ、抹茶、バニラ（強さ比べに出た色）。どれを選んでも、取ったカードは
イチゴ4枚、抹茶6枚になります。{"。".join(f"{words[k]}：<b>{v}点</b>" for k, v in
score.items())}で、{words[best]}がいちばん高い点です。ただし、アイスを取るとコーンは
{CONE_LIMIT}個でいっぱいになり、このあと強さ比べに勝つとラウンドが終わって0点になります
（山が空の色が出ていて、それを選ぶときを除く）。バニラを選べばコーンに空きが残ります。
ラウンドの序盤ならバニラ、残りの強さ比べが少なければ{words[best]}がよい選択です。</p></div>
<div class="pr-keep"><h3>練習問題4</h3>
<p>どちらもアイスは3個なので、次の比べ方、1点のアイスの数で決まります
（{max(ones)}個と{min(ones)}個）。<b>{who}</b>の勝ちです。</p></div>
<div class="pr-keep"><h3>練習問題5</h3>
<p>{nine} = {_ncr(avoid3, hand)}/{_ncr(deck3, hand)} =
{_n(comb(avoid3, hand))}/{_n(comb(deck3, hand))} = <b>{_frac(THREE)} ≈
{fmt.decimal(THREE, 4)}</b>。約{round(1 / THREE)}の手札に1つです。4人のときにイチゴがない
確率（{fmt.decimal(NAMED, 4)}）の約{round(NAMED / THREE)}分の1で、起こりにくくなります。1色が
デッキの4分の1ではなく3分の1を占めるからです。</p></div>
<div class="pr-keep"><h3>練習問題6</h3>
<p>4・{_ncr(PACK - PER_COLOUR, HAND)}：4色それぞれについて、その色がない手札。2色がない手札は
2回数えているので、6通りの2色の組それぞれについて {_ncr(PACK - 2 * PER_COLOUR, HAND)} =
{_n(comb(PACK - 2 * PER_COLOUR, HAND))} を引きます。3色がない手札（10枚全部が1色）は3回
足して3回引いたので、4通りの3色の組それぞれについて {_ncr(PER_COLOUR, HAND)} = 1 を
足し戻します。4色全部がない手札はありません。({_n(a)} − {_n(b)} + {_n(c)}) ÷
{_n(comb(PACK, HAND))} = <b>{_frac(CHANCE)} ≈
{fmt.decimal(CHANCE, 4)}</b>。色が欠けている手札の数の期待値は、手札どうしが影響し合っていても
足し合わせて求められるので、1回の配りで 4 × {fmt.decimal(CHANCE, 4)} ≈
<b>{fmt.decimal(4 * CHANCE, 2)}</b>。これは確率ではなく平均の数です。配り全体を数えると、
少なくとも1つの手札に色が欠けている確率は {fmt.decimal(TABLE, 3)} です。</p></div>
<div class="pr-keep"><h3>練習問題7</h3>
<p>残り{PER_COLOUR - 1}枚のイチゴは、アイコに見えない{unseen}枚の中にあります。決めた1人が
イチゴを持たない確率は {_ncr(unseen - PER_COLOUR + 1, HAND)}/{_ncr(unseen, HAND)} =
{_n(one)}/{_n(comb(unseen, HAND))}。決めた2人がどちらも持たない確率は
{_ncr(unseen - PER_COLOUR + 1, 2 * HAND)}/{_ncr(unseen, 2 * HAND)} =
{_n(two)}/{_n(comb(unseen, 2 * HAND))}。3人全員が持たないことはありません。包除原理で
(3 × {_n(one)} − 3 × {_n(two)}) ÷ {_n(comb(unseen, HAND))} =
<b>{_frac(ONE_LED)} ≈ {fmt.decimal(ONE_LED, 4)}</b>、約{fmt.percent(ONE_LED, 1)}。</p>
</div>"""


def answers() -> Sheet:
    ticket = "".join(f"<li>{q.answer}</li>" for q in exit_ticket())
    hands = class_hands(PUPILS)
    mean, low, high = tally(hands)
    independent = HANDS_PER_DEAL * CHANCE * (1 - CHANCE)
    rows = "、".join(f"イチゴ{k}枚：{n}通り" for k, n in MINI_ROWS.items())
    all_one = MINI_CHANCE / 2
    body = f"""
<div class="pr-keep">
<h2>A. 予想</h2>
<p>0～{HANDS_PER_GROUP}のどれでもよく、採点しません。平均すると、班の{HANDS_PER_GROUP}つの
手札のうち {fmt.decimal(HANDS_PER_GROUP * CHANCE, 1)}つに色が欠けています。</p>
<h2>B. 配りと記録</h2>
<p>どの班も{PACK}枚のデッキから{HAND}枚の手札を{HANDS_PER_DEAL}つ配るので、学級全体で1つの
確率を見積もります。手札にどれかの色が欠けている確率は
{_frac(CHANCE)} ≈ {fmt.decimal(CHANCE, 4)}（{fmt.percent(CHANCE, 2)}）、約
{round(1 / CHANCE)}つに1つです。期待される数 = 手札の数 × 確率。ふつうの範囲（期待される数 ±
標準偏差の2倍）に入るのは約20回に19回で、外れたらウォッシュ不足や数え間違いを疑います。
1回の配りの{HANDS_PER_DEAL}つの手札は独立ではないので、標準偏差は配り全体から求めます。
配りが d 回なら √({fmt.decimal(VAR_DEAL, 3)} d)（独立な{HANDS_PER_DEAL}つの手札なら
√({fmt.decimal(independent, 3)} d)）。{PUPILS}人の学級：手札{hands}、色が欠けている手札は
平均 {fmt.decimal(mean, 1)}、ふつうは{low}～{high}。</p>
<table><tr><th>班の数</th><th>手札（1班{DEALS}回）</th><th>期待される数</th>
<th>ふつうの範囲</th></tr>{_ranges_rows()}</table>
<p>決めた1色（たとえばイチゴ）がない確率は {_frac(NAMED)} ≈
{fmt.decimal(NAMED, 4)}：{EXIT_SCHOOL}の手札で約{round(EXIT_SCHOOL * NAMED)}つです。</p>
</div>
<div class="pr-keep">
<h2>C. 確認テスト</h2>
<ol>{ticket}</ol>
<h2>D. ミニデッキ</h2>
<p>{rows}、全部で{len(MINI_HANDS)}通り。色が欠けているのは{len(MINI_HANDS)}通りのうち
{len(MINI_LACKING)}通りで、{len(MINI_LACKING)}/{len(MINI_HANDS)} = {over(MINI_CHANCE)}。
全部イチゴ：{MINI_PRODUCT} = {over(all_one)}。全部チョコも同じなので、合わせて
{over(MINI_CHANCE)}。本物のデッキ：{NAMED_PRODUCT} ≈ {fmt.decimal(NAMED, 4)}、その4倍 ≈
{fmt.decimal(4 * NAMED, 3)}（正確には {fmt.decimal(CHANCE, 4)}。2色が欠けている手札を2回
数えているため）。最初の分数：{WHY_29.answer}</p>
</div>
<h2 class="pr-page-break">練習問題</h2>
{_exercise_answers()}
"""
    return _sheet("answers", "ドキッと! アイス：解答", body, pages=2)


# ---- 印刷して遊ぶ ----------------------------------------------------------------------------
def _relabel(picture: str, label: str) -> str:
    """A picture's accessible name (its aria-label and title) said in Japanese."""
    picture = re.sub(r'aria-label="[^"]*"', f'aria-label="{escape(label)}"', picture, count=1)
    return re.sub(r"<title>[^<]*</title>", f"<title>{escape(label)}</title>", picture, count=1)


def _scoop_tile(colour: str, value: int) -> str:
    topping = "（トッピング付き）" if value == max(STACK) else ""
    return _relabel(scoop_tile_svg(colour, value), scoop_word(colour, value, VOICE) + topping)


def _cone_tile() -> str:
    return svg(40, 62, '<rect width="40" height="62" fill="#fff"/>' + _cone(20, 44, [], "コーン"),
               "コーンタイル")


def components() -> Sheet:
    scoops = "".join(_sized(_scoop_tile(colour, value), SCOOP_MM, SCOOP_MM)
                     for colour in COLOURS for value in STACK)
    cones = "".join(_sized(_cone_tile(), *CONE_MM) for _ in range(4))
    trophy = _relabel(trophy_tile_svg(), "トロフィータイル")
    trophies = "".join(_sized(trophy, TROPHY_MM, TROPHY_MM) for _ in range(10))
    body = f"""
<p>点線にそって切りましょう。アイスは1色につき{STACK[0]}点が{STACK.count(STACK[0])}個と
{STACK[-1]}点（トッピング付き）が1個です。色ごとに{STACK[-1]}点をいちばん上にして重ね、下から
取ります。コーンは1人に1つ（2人で遊ぶときは1人2つ）。トロフィーはラウンドに勝つたびに
1枚もらい、{DEFAULT_TARGET}枚集めた人がゲームの勝者です。</p>
<h2>アイス</h2>
<div class="pr-cut-grid">{scoops}</div>
<h2>コーンとトロフィー</h2>
<div class="pr-cut-grid">{cones}{trophies}</div>
"""
    return _sheet("components", "アイス、コーン、トロフィー", body)


def sheets() -> list[Sheet]:
    return [aid(), worksheet(), answers(), components()]
