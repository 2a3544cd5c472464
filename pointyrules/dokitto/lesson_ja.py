"""ドキッと! アイス: the Japanese lesson pack (issue 33) and its class data.

Adapted, not translated: a Japanese class of 50 minutes and of up to 40 pupils, planned
as the Japanese chapter's 先生方へ describes it (導入・展開・まとめ). The English pack's
stages keep their measured minutes; the five minutes more go to the pooling (1), the
real pack (1), the scale-up by four (1) and a closing talk on relative frequency and
chance (2). Every number comes from the English module (``lesson``) and the game's own
counting and rules, never typed in.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import prod

from .. import fmt
from ..lessons import (
    JA_CLASS_SIZES,
    ClassData,
    LessonPack,
    Material,
    Question,
    Series,
    Stage,
    group_counts,
)
from ..words import Voice
from .lesson import (
    CHANCE,
    CHIKA,
    CHIKA_LACKS,
    COLOURS_IN_PLAY,
    DEAL_STAGE,
    DEALS,
    EXERCISE_1,
    EXIT,
    EXIT_FACTORS,
    EXIT_HAND,
    EXIT_PRODUCT,
    EXIT_SAVED,
    EXIT_SCHOOL,
    EXIT_TRICK,
    FIRST_DEAL,
    GAME,
    GIVE_OUT,
    GROUP_SIZES,
    HAND,
    HANDS_PER_DEAL,
    HANDS_PER_GROUP,
    LATER_DEAL,
    LIST_ON_BOARD,
    MINI_CHANCE,
    MINI_FACTORS,
    MINI_FRACTIONS,
    MINI_HAND,
    MINI_HANDS,
    MINI_LACKING,
    MINI_PRODUCT,
    NAMED,
    NAMED_PRODUCT,
    PACK,
    PER_COLOUR,
    POOL,
    PREDICT,
    PREP_PACK,
    PREP_PRINT,
    REAL_PACK,
    REVEAL,
    RULES,
    SCALE_UP,
    SETTLE,
    SUITS_PLAIN,
    SYMBOLS,
    THREE_FACTORS,
    THREE_PRODUCT,
    TICK_HAND,
    TRICK_1,
    TRICK_2,
    WITH_REPLACEMENT,
    _cards,
    _svg,
    class_hands,
    frac,
    groups,
    one_in,
    tally,
    usual_ranges,
)
from .odds import lacks_given_colour
from .rules import trick_winner
from .words import card_word, colour_word

NAMES = ("アイコ", "ベン", "チカ", "ダン")  # the Japanese chapter's players, clockwise
VOICE = Voice(lang="ja", names=NAMES)
SUITS = {"S": "ハート", "C": "スペード", "M": "クラブ", "V": "ダイヤ"}
SUIT_KEY = "、".join(f"{SUITS[c]} {SUITS_PLAIN[c]} が{colour_word(c, VOICE)}" for c in "SCMV")

# ---- the clock: the English stages' measured minutes, and the five minutes more --------
POOL_JA = POOL + 1  # the class's totals and relative frequency, without hurry
REAL_PACK_JA = REAL_PACK + 1  # 30/40, then 29/39: the card is not put back
SCALE_UP_JA = SCALE_UP + 1  # why four times the named flavour is a little too much
SUMMARY = 2  # the class's relative frequency beside the chance: more trials, closer
MINUTES = 50
WHY = REVEAL + LIST_ON_BOARD + MINI_FRACTIONS + REAL_PACK_JA + SCALE_UP_JA
PUPILS = 35  # the class of the plan's example (a usual Japanese class)
MOST_GROUPS = max(group_counts(GROUP_SIZES, JA_CLASS_SIZES))  # 40 pupils
THREE = lacks_given_colour(3, PER_COLOUR, 9)  # Exercise 5: three players, no chocolate

# The stages' names: the plan, the chapter's text and the tests find them by these.
OPENING, RULES_STAGE, PREDICT_STAGE = ("導入①：あいさつと準備", "導入②：強さ比べのルール",
                                       "導入③：予想")
DEAL_NAME, POOL_NAME = "展開①：配りと記録", "展開②：クラスの集計"
WHY_NAME = f"展開③：なぜ約{one_in(CHANCE)}つに1つなのか"
SUMMARY_NAME, TICKET_NAME = "まとめ①：相対度数と確率", "まとめ②：確認テスト"


def card(c) -> str:
    """A card as the Japanese table names it: 「イチゴの10」."""
    return card_word(c, VOICE)


def winner(plays: str) -> tuple[str, str, str]:
    """(who takes the trick, the card, the rule's case) by the game's own rule (DI-3)."""
    result = trick_winner(list(enumerate(_cards(plays))))
    return NAMES[result.winner], card(result.card), result.case


def trick_text(plays: str) -> str:
    return "、".join(f"{name}が{card(c)}" for name, c in
                     zip(NAMES, _cards(plays), strict=True))


def hand_text(hand) -> str:
    """A hand by flavour: 「イチゴ 2、9／チョコ 1、5、6／…」."""
    parts = []
    for c in "SCMV":
        numbers = [str(x.number) for x in hand if x.colour == c]
        if numbers:
            parts.append(f"{colour_word(c, VOICE)} {'、'.join(numbers)}")
    return "／".join(parts)


def lacks(hand) -> list[str]:
    return [colour_word(c, VOICE) for c in "SCMV" if all(x.colour != c for x in hand)]


def groups_text(pupils: int) -> str:
    return "・".join(f"{size}人班{n}" for size, n in groups(pupils).items() if n)


def over(q: Fraction) -> str:
    return f"{q.numerator}/{q.denominator}"


def at(name: str) -> str:
    """A stage's minutes in the plan, 「33～44分」."""
    start = 0
    for s in stages():
        if s.name == name:
            return f"{start}～{start + s.minutes}分"
        start += s.minutes
    raise KeyError(name)


def ranges_text(deals: int) -> str:
    return "、".join(f"{count}班：手札{hands}、{fmt.decimal(mean, 1)}（{low}～{high}）"
                     for count, hands, mean, low, high in usual_ranges(deals, JA_CLASS_SIZES))


# Dealt cards are not put back: why the second fraction of 「イチゴがない」 is 29/39. The
# worksheet asks it in D (in class or at home), the answer key answers it.
WHY_29 = Question(
    f"{NAMED_PRODUCT} の最初の分数が {PACK - PER_COLOUR}/{PACK}、2つ目が "
    f"{PACK - PER_COLOUR - 1}/{PACK - 1} になるのはなぜですか。",
    f"{PACK}枚のうちイチゴでないカードは{PACK - PER_COLOUR}枚。1枚目がイチゴでなければ、"
    f"そのカードは戻さないので、残りの{PACK - 1}枚のうちイチゴでないカードは"
    f"{PACK - PER_COLOUR - 1}枚になる。")


def exit_ticket() -> tuple[Question, ...]:
    _, won, case = winner(EXIT_TRICK)
    assert case == "mixed"
    plays = [card(c) for c in _cards(EXIT_TRICK)]
    two = prod(EXIT_FACTORS)
    expected = EXIT_SCHOOL * CHANCE
    return (
        Question(f"最初に{plays[0]}が出され、続いて{'、'.join(plays[1:])}が出されました。"
                 "強さ比べに勝つのはどのカードですか。そのわけも書きなさい。",
                 f"{won}。2色が出ているので、数字がいちばん小さいカードが勝つ。"),
        Question(f"ミニデッキ（イチゴ1、2、3とチョコ1、2、3）から{EXIT_HAND}枚の手札を"
                 "配ります。どちらのカードもチョコでない確率を、分数のかけ算の式で書き、"
                 "計算しなさい。",
                 f"{EXIT_PRODUCT} = {over(two)}"),
        Question(f"ある学校で{HAND}枚の手札を{EXIT_SCHOOL}個配ります。黒板の確率を使うと、"
                 "どれかの色が欠けている手札はおよそいくつですか。",
                 f"{EXIT_SCHOOL} × {fmt.decimal(CHANCE, 4)} ≈ {fmt.decimal(expected, 1)}、"
                 f"約{round(expected)}。"),
    )


@cache
def stages() -> tuple[Stage, ...]:
    t1, t2, e1 = winner(TRICK_1), winner(TRICK_2), winner(EXERCISE_1)
    hands = class_hands(PUPILS)
    mean, low, high = tally(hands)
    example = round(mean)
    group_mean, group_low, group_high = tally(HANDS_PER_GROUP)
    tick_lacks = lacks(TICK_HAND)
    all_one = prod(MINI_FACTORS)
    return (
        Stage(SETTLE, OPENING,
              "あいさつのあと、机を班の形にする（4人班を基本に、残りは3人班）。ワークシートを"
              "配る。トランプはまだ配らない（机にあると開けてしまう）。スートと色の対応を映す。",
              "ワークシート、筆記用具",
              (Question("トランプのどのマークが、どの色（アイスの味）ですか。", SUIT_KEY + "。"),
               Question("確率が0、1、1/2とは、それぞれどういうことですか。",
                        "0は決して起こらない、1は必ず起こる、1/2は起こることと起こらない"
                        "ことが同じくらい。"))),
        Stage(RULES, RULES_STAGE,
              "「今日はカードを配って数える。遊ぶのは別の時間」と伝える。映して見せる例"
              "（章のラウンドの例）を示し、強さ比べ1と2で強さ比べのルールを教える。"
              "色が欠けている手札があると、強さ比べの色がまざる。",
              "ワークシート、筆記用具",
              (Question(f"強さ比べ1：{trick_text(TRICK_1)}を出しました。勝つのはだれですか。",
                        f"{t1[0]}。1色なので、数字がいちばん大きいカードが勝つ。"),
               Question(f"強さ比べ2：{trick_text(TRICK_2)}を出しました。勝つのはだれですか。"
                        "チカがバニラを出してよいのはなぜですか。",
                        f"{t2[0]}。2色なので、数字がいちばん小さいカードが勝つ。チカは"
                        "抹茶を1枚も持っていない（抹茶が切れている）。"))),
        Stage(PREDICT, PREDICT_STAGE,
              "ワークシートのAに、各自が予想を書く。ここでは答えを言わない。",
              "ワークシート、筆記用具",
              (Question(f"班で手札を{HANDS_PER_GROUP}つ配ります。色が欠けている手札は"
                        "いくつだと思いますか。",
                        f"0～{HANDS_PER_GROUP}のどれでもよい（平均は"
                        f"{fmt.decimal(HANDS_PER_GROUP * CHANCE, 1)}。まだ言わない）。"),
               Question("4色全部がそろった手札と、どれかの色が欠けている手札では、どちらが"
                        "起こりやすいですか。",
                        f"（まだ言わない）4色そろった手札のほうが起こりやすく、約"
                        f"{one_in(CHANCE)}つに{one_in(CHANCE) - 1}つ。"))),
        Stage(DEAL_STAGE, DEAL_NAME,
              f"係の生徒がデッキを各班に1組ずつ配る（{GIVE_OUT}分）。数える、ウォッシュ、"
              f"配る、並べる、記録する、集める。1回目は約{FIRST_DEAL}分、2回目は約"
              f"{LATER_DEAL}分。終わった班から、班の2つの数を黒板の表に書く。"
              f"<strong>{checkpoint()}分までに1回目が集まっていなければ、2回目は省く。"
              "</strong>",
              f"{PACK}枚のデッキ1組、ワークシート、筆記用具",
              (Question("カードを数えましょう。何枚ありますか。",
                        f"{PACK}枚。各マークのAから10まで。"),
               Question("班で記録する手札はいくつですか。",
                        f"1回の配りで{HANDS_PER_DEAL}つ、全部で{HANDS_PER_GROUP}つ。班の人数に"
                        "関係なく同じ。"),
               Question(f"{hand_text(TICK_HAND)}の手札には、どれかの色が欠けていますか。",
                        f"いいえ。{COLOURS_IN_PLAY}色ともある。" if not tick_lacks
                        else f"はい。{tick_lacks[0]}がない。"))),
        Stage(POOL_JA, POOL_NAME,
              "黒板の表（または章のクラスの集計を映したもの）で、学級全体の手札の数と、色が"
              "欠けていた手札の数を合計し、相対度数を求める。",
              "ワークシート、電卓、デッキ",
              (Question(f"{PUPILS}人の学級では、手札はいくつになりますか。",
                        f"{sum(groups(PUPILS).values())}班（{groups_text(PUPILS)}）× "
                        f"{HANDS_PER_GROUP} = {hands}。"),
               Question("相対度数はいくつですか。ほかの学級でも同じ数になりますか。",
                        f"色が欠けていた手札の数 ÷ 配った手札の数。たとえば {example}/{hands} = "
                        f"{fmt.decimal(Fraction(example, hands), 3)}。同じにはならない。"
                        f"ふつうは{low}～{high}。"))),
        Stage(WHY, WHY_NAME,
              "各班はデッキからハートとスペードのA～3を取り出す（ミニデッキ）。正確な確率を"
              f"示す（{REVEAL}分）。ミニデッキの手札を学級全体で黒板に書き出し、生徒はDに"
              f"写す（{LIST_ON_BOARD}分）。分数のかけ算で確かめる（{MINI_FRACTIONS}分）。"
              f"本物のデッキでは配ったカードを戻さない（1枚目 {PACK - PER_COLOUR}/{PACK}、"
              f"2枚目 {PACK - PER_COLOUR - 1}/{PACK - 1}）ことを確かめ、{HAND}個の分数の積は"
              f"教師が電卓で計算し、生徒は式を追う（{REAL_PACK_JA}分）。4倍すると少し"
              f"大きすぎる理由を話し合う（{SCALE_UP_JA}分）。",
              "ミニデッキ（6枚）、ワークシート、電卓",
              (Question(f"ミニデッキ（イチゴとチョコの1～3）から{MINI_HAND}枚の手札を配ります。"
                        "手札は何通りありますか。そのうち色が欠けているのは何通りですか。",
                        f"{len(MINI_HANDS)}通り。そのうち{len(MINI_LACKING)}通りで、"
                        f"{len(MINI_LACKING)}/{len(MINI_HANDS)} = {over(MINI_CHANCE)}。"),
               Question("同じ確率を、分数のかけ算で求めるとどうなりますか。",
                        f"全部イチゴ：{MINI_PRODUCT} = {over(all_one)}。全部チョコも同じなので、"
                        f"2倍して {over(MINI_CHANCE)}。"),
               Question("本物のデッキで、イチゴがない確率は？ どれかの色が欠けている確率は？",
                        f"{NAMED_PRODUCT} ≈ {fmt.decimal(NAMED, 3)}。その4倍で約 "
                        f"{fmt.decimal(4 * NAMED, 2)}（正確には {fmt.decimal(CHANCE, 4)}。"
                        "2色が欠けている手札を2回数えている）。"))),
        Stage(SUMMARY, SUMMARY_NAME,
              "学級の相対度数と確率を黒板に並べて書き、試行の回数（手札の数）を増やすと、"
              "相対度数が確率に近づくことを確かめる。",
              "ワークシート",
              (Question(f"1つの班の{HANDS_PER_GROUP}つの手札の相対度数と、学級全体の相対度数では、"
                        "どちらが確率に近いと考えられますか。",
                        f"学級全体。手札が多いほど、相対度数は確率に近づきやすい。1つの班では"
                        f"ふつう{group_low}～{group_high}つ（平均 {fmt.decimal(group_mean, 1)}）"
                        f"で、学級（{PUPILS}人）ではふつう{low}～{high}つ。"),
               Question("学級の相対度数が確率とぴったり同じにならないのはなぜですか。",
                        "どの手札が配られるかは偶然で決まるから。ふつうの範囲に入っていれば、"
                        "ずれは偶然で説明できる。"))),
        Stage(EXIT, TICKET_NAME,
              "生徒はワークシート1ページ目の下のC（確認テスト）に答え、切り取って提出する。"
              f"その間に係の生徒がミニデッキの6枚をデッキに戻し、{PACK}枚を数えて箱にしまう。"
              f"宿題：練習問題5（中学校は{len(THREE_FACTORS)}個の分数の積だけでよい）。"
              "早く終わった生徒：練習問題1。",
              "ワークシートのC、筆記用具、電卓",
              (Question("練習問題5：30枚（3色）から9枚の手札。チョコがない確率は？",
                        f"{THREE_PRODUCT} ≈ {fmt.decimal(THREE, 4)}、約{one_in(THREE)}の手札に"
                        "1つ。"),
               Question(f"練習問題1：{trick_text(EXERCISE_1)}を出しました。勝つのはだれですか。",
                        f"{e1[0]}の{e1[1]}。2色なのでいちばん小さい数字が勝ち、いちばん小さい"
                        "数字が同じなら、あとに出したカードが勝つ。"))),
    )


def checkpoint() -> int:
    """The minute by which deal 1 is gathered, or deal 2 is cut."""
    return SETTLE + RULES + PREDICT + GIVE_OUT + FIRST_DEAL


def _board() -> str:
    heads = "".join(f"<th>{g}</th>" for g in range(1, MOST_GROUPS + 1))
    empty = "<td></td>" * (MOST_GROUPS + 1)
    return (
        "<p>章のクラスの集計を映す（正確な確率は、見せるまで隠れている）か、班が配っている"
        f"間に次の表を黒板にかく。スートと色の対応（{SUIT_KEY}）も書き、≈ "
        f"{fmt.decimal(CHANCE, 4)}、約{one_in(CHANCE)}つに1つ（正確には "
        f"{CHANCE.numerator:,}/{CHANCE.denominator:,}）は集計が終わるまで隠しておく。</p>"
        f'<table class="pr-board" style="font-size:9pt"><thead><tr><th>班</th>{heads}'
        f"<th>学級</th></tr></thead><tbody><tr><td>手札の数</td>{empty}</tr>"
        f"<tr><td>色が欠けている手札</td>{empty}</tr></tbody></table>")


def _worked_example() -> str:
    two = winner(TRICK_2)
    cell = '<div style="flex:1 1 60mm;min-width:0">'
    key = "、".join(f"{SYMBOLS[c]} = {colour_word(c, VOICE)} = {SUITS[c]} {SUITS_PLAIN[c]}"
                    for c in "SCMV")
    return (
        '<div style="display:flex;flex-wrap:wrap;gap:6mm;align-items:flex-start">'
        f"{cell}<p><strong>この手札には色が欠けているか。</strong>チカの10枚を色ごとに"
        f"並べると、{colour_word(CHIKA_LACKS[0], VOICE)}が1枚もない。だから「はい」に"
        f"印をつける。</p>{_svg(CHIKA, 90, voice=VOICE)}</div>"
        f"{cell}<p><strong>なぜ大事か。</strong>強さ比べ2：チカは抹茶を出さなければ"
        "ならないが、1枚も持っていないので、バニラを出す。2色が出たので、数字がいちばん"
        f"小さいカード、{two[0]}の{two[1]}が勝つ。</p>"
        f"{_svg(_cards(TRICK_2), 48, NAMES, NAMES.index(two[0]), voice=VOICE)}"
        f"</div></div><p class=\"pr-small\">{key}。</p>")


@cache
def pack() -> LessonPack:
    prep = PREP_PACK * MOST_GROUPS + PREP_PRINT
    whole = Fraction(PACK - PER_COLOUR, PACK)
    return LessonPack(
        game=GAME,
        title="ドキッと! アイス：レッスンパック",
        aim=(f"生徒は、配った手札にどれかの色が欠けている回数を数えて学級全体で集計し、その"
             f"確率（約{one_in(CHANCE)}つに1つ）を、書き出しと分数のかけ算で説明する。"),
        rules=(
            f"トランプのA（1）から10までを使う。4つの<em>色</em>：{SUIT_KEY}。",
            "<em>強さ比べ</em>：全員が1枚ずつ出す。最初の1枚は好きなカードでよい。ほかの人は、"
            "最初に出された色を持っていれば、その色を出さなければならない（"
            "<em>マストフォロー</em>）。1枚も持っていない人だけが、好きなカードを出せる。"
            "場が1色なら数字がいちばん大きいカード、2色以上（<em>色がまざった</em>強さ比べ）"
            "なら数字がいちばん小さいカード（同じ数字なら、あとに出したカード）が勝つ。今日は"
            "配るだけで、遊ぶのは別の時間にする。",
            f"<em>ウォッシュ</em>：{PACK}枚全部を裏向きに広げ、両手で20秒かき混ぜ、集めて"
            f"シャッフルする。1枚ずつ順に配り、{HAND}枚の<em>手札</em>を{HANDS_PER_DEAL}つ作る"
            "（3人の班は空いた席にも配る）。ある色のカードが1枚もない手札は<em>色が欠けて"
            "いる</em>（2色が欠けていても1つと数える）。はい・いいえを記録する。集めて、"
            f"ウォッシュして、もう一度配る。配りは{DEALS}回。",
        ),
        stages=stages(),
        materials=(
            Material(f"{PACK}枚のデッキ", "group", 1,
                     "トランプからJ・Q・K・ジョーカーを抜き、枚数を数えておく（1組約"
                     f"{PREP_PACK}分）。ゲームのカードでもよい"),
            Material("ワークシート", "pupil", 1,
                     "3ページ。1ページ目は片面印刷（下のCを切り取るため）、2・3ページ目は"
                     "両面印刷"),
            Material("電卓", "group", 2, "2人に1台、または学級用のもの"),
            Material("早見表", "group", 1, "1ページ。練習問題2～4と、実際に遊ぶ授業で使う"),
            Material("解答", "class", 1, "教師用"),
        ),
        group_sizes=GROUP_SIZES,
        exit_ticket=exit_ticket(),
        vocabulary=(
            ("色", "アイスの味。トランプではマーク（スート）"),
            ("手札", f"1人に配られた{HAND}枚のカード"),
            ("強さ比べ", "全員が1枚ずつ出す勝負。最初の1枚の色に合わせて出す"),
            ("色がまざった強さ比べ", "場に2色以上が出た強さ比べ。数字がいちばん小さいカードが"
                                    "勝つ"),
            ("色が欠けている（色が切れている）", "その色のカードを1枚も持っていない"),
            ("確率", "0から1の数。多数回の試行で、そのことが起こる割合が近づく値"),
            ("相対度数", "実際に数えた割合：色が欠けていた手札の数 ÷ 配った手札の数"),
            ("期待される数", "手札の数 × 確率。平均するとこのくらいになる数"),
            ("戻さずに配る", "配ったカードはデッキに戻らない。1枚目しだいで2枚目の確率が"
                            "変わる"),
        ),
        cut_first=(f"{checkpoint()}分までに1回目の配りが集まらなければ、2回目は省く（約"
                   f"{LATER_DEAL}分の節約。1回だけのときの期待される数とふつうの範囲："
                   f"{ranges_text(1)}）。次に、ミニデッキの{len(MINI_HANDS)}通りの手札は"
                   f"黒板で作らず、章の表を映す（約{LIST_ON_BOARD - 1}分）。確認テストは"
                   f"問1だけにし、問2・3は宿題にする（約{EXIT_SAVED}分）。"),
        board=_board(),
        worked_example=_worked_example(),
        levels=(f"<strong>中学校（第2学年「確率」）：</strong>ミニデッキの"
                f"{len(MINI_HANDS)}通りの書き出しが中心。分数のかけ算は発展として扱い、"
                f"4 × {fmt.decimal(NAMED, 3)} の見積もりで十分とする。"
                f"<strong>高等学校数学A「場合の数と確率」：</strong>分数のかけ算（確率の"
                f"乗法定理）。展開③（{at(WHY_NAME)}）で「なぜ ({over(whole)})<sup>{HAND}"
                f"</sup> ≈ {fmt.decimal(WITH_REPLACEMENT, 3)} ではないのか」と発問する"
                f"（カードを戻さないので、{PACK - PER_COLOUR}/{PACK} のあとの因数はどれも"
                f"小さくなり、{fmt.decimal(NAMED, 3)} になる）。同じ確率を "
                f"<sub>{PACK - PER_COLOUR}</sub>C<sub>{HAND}</sub>/<sub>{PACK}</sub>"
                f"C<sub>{HAND}</sub> として電卓で求める。"
                "<strong>高等学校数学B「統計的な推測」：</strong>練習問題6（包除原理と期待値"
                "の線形性）を宿題にする。授業中には始めない。"),
        minutes=MINUTES,
        pages=5,
        extra=("<p><strong>色が欠けている手札の期待される数とふつうの範囲</strong>（20回に"
               f"19回はこの範囲に入る）、1班{DEALS}回配るとき：{ranges_text(DEALS)}。</p>"),
        notes=(f"準備は前日に約{prep}分：デッキ（1組{PREP_PACK}分、最大{MOST_GROUPS}組）、"
               f"印刷（{PREP_PRINT}分）。正確な確率は集計のあとで示す。各段階の時間は英国の"
               "45分の授業での実測をもとにし、増えた5分を集計、本物のデッキ、4倍の話、まとめ"
               "に1～2分ずつ回した（日本の教室ではまだ測っていない）。",),
        lang="ja",
        class_sizes=JA_CLASS_SIZES,
    )


def class_data() -> ClassData:
    return ClassData(
        game=GAME,
        kind="frequency",
        title="色が欠けている手札：クラスの集計",
        series=(Series(
            key="lacking",
            label=f"{PACK}枚のデッキから配った{HAND}枚の手札のうち、どれかの色が欠けているもの",
            exact=CHANCE,
            exact_text=f"{frac(CHANCE)}（約{one_in(CHANCE)}つに1つ）",
            trials="配った手札の数",
            successes="どれかの色が欠けていた手札の数"),),
        how=(f"各班は、配った手札の数（1回の配りで{HANDS_PER_DEAL}つ、{DEALS}回で"
             f"{HANDS_PER_GROUP}つ）と、そのうちどれかの色が欠けていた手札の数を入力します。"),
        lang="ja",
    )
