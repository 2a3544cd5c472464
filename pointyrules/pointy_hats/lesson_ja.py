"""Pointy Hats' Japanese lesson (issue 33): the pack for a 50-minute Japanese class of
20 to 40 pupils, and the class data in Japanese.

Adapted from the English pack (``lesson.py``), not translated: the plan is the Japanese
chapter's (導入・展開・まとめ, the English stages with five minutes more, the most of
them where a class of 40 takes longer: the rules, the draws, and the pooling of up to
13 groups), the groups are threes with one or two fours for every class of 20 to 40,
the levels are Japanese units (中学校, 高等学校数学A・B). Every number comes from the
English module's functions and the game's rules, for the Japanese class sizes.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from .. import fmt
from ..lessons import (
    FRAME,
    JA_CLASS_SIZES,
    ClassData,
    LessonPack,
    Material,
    Question,
    Series,
    Stage,
    split,
)
from .bots import trick_win_probability
from .lesson import (
    PACK,
    PLAY_TIE,
    PREP_PLAYING,
    PREP_PRINTED,
    PRINT_STYLE,
    STOP_AT,
    TICKET_LEAD,
    class_chances,
    left_over,
    most_groups,
    outside_chance,
    prep_totals,
    span,
    ticket_total,
    value_chance,
    worked_facts,
    worked_round,
)
from .printables import (
    GROUP_SIZES,
    TALLY_CARD,
    TALLY_INDICATOR,
    TALLY_P,
    TALLY_TRIALS,
    WORKED_INDICATORS,
    beaten_by,
    class_tally,
    rounds_to_tell_apart,
)
from .printables_ja import (
    JA,
    NAMES,
    OTHERS,
    TRICKS,
    aid,
    class_groups_ja,
    colour,
    components,
    frac,
    listed,
    order_text,
    seating,
    slip_lines,
    tie_winner,
    worksheet,
)
from .rules import DECK, HAND_SIZE, INDICATORS, INVERT, SUITS, VALUES, play_order
from .words import WORDS

GAME = "pointy_hats"
TITLE = "とんがり帽子：レッスンパック"
SIZES = JA_CLASS_SIZES
EXAMPLE_CLASS = 35  # the class the pooling stage's answer works out (the chapter's)
CYCLE = " → ".join(["♠", "♥", "♦", "♣", "♠"])


def groups_text(pupils: int) -> str:
    """A class's groups as the pack's frame writes them: "3人班9・4人班2"."""
    words = FRAME["ja"]
    return words["and"].join(words["group_of"].format(count=count, size=size)
                             for size, count in split(pupils, GROUP_SIZES).items() if count)


def group_count(pupils: int) -> int:
    return sum(split(pupils, GROUP_SIZES).values())


def near(x: Fraction) -> str:
    """3/11 ≒ 0.273: the fraction and its decimal with the sign Japanese schools write."""
    return fmt.fraction(x).replace("≈", "≒")


def order(indicator: str) -> str:
    return order_text(indicator, " ")


# ---- the parts of the pack --------------------------------------------------------

def rules() -> tuple[str, ...]:
    last, before = len(INDICATORS), len(INDICATORS) - 1
    return (
        "<b>トリック</b>：全員が順に1枚ずつ表向きに出し、いちばん強いカードを出した人がその"
        "トリックを<b>取り</b>ます。取った人は、ほかの人のカードもふくめて、出たカードを表向きの"
        f"まま手元に置きます（<b>取ったカード</b>）。1ラウンドは{TRICKS}トリックです。カードは"
        f"<b>トリックカード</b>{len(DECK)}枚（{'、'.join(map(str, VALUES))}が♠ ♥ ♦ ♣ の"
        f"{len(SUITS)}色に1枚ずつ）と<b>切り札表示カード</b>{len(INDICATORS)}枚（各色に1枚と、"
        "強弱反転カード⇅）です。",
        "<b>ディーラー</b>はトリックカードを裏向きのまま混ぜて扇形に広げ、各プレイヤーが"
        f"{HAND_SIZE}枚ずつ引きます（3人なら{left_over(3)}枚が裏向きのまま残り、誰も見ません。"
        f"4人なら残りは{left_over(4)}枚です）。最初のディーラーは、次に誕生日が来る人です。"
        "切り札表示カードは裏向きで混ぜて山にし、いちばん上をめくります。これが1トリック目を"
        "決めます。",
        "トリックの最初のカードを出すことを<b>リード</b>といいます。トリックを取られても、"
        f"{TRICKS}つのトリックはすべてディーラーがリードします。出す順番は右隣へ（反時計回り）"
        "です。どのカードを出してもかまいません（同じ色を出す必要はありません）。2トリック目と"
        "3トリック目の前に、次の切り札表示カードをめくります。",
        "数値のいちばん大きいカードが取ります。いちばん大きい数値が同じなら<b>引き分けの順番</b>"
        f"で決めます。切り札表示カードの色が先で、あとは循環 {CYCLE} の順です（ハートのときは"
        f"{order('H')}）。",
        "<b>強弱反転カード</b>のときは、数値のいちばん小さいカードが取ります。いちばん小さい数値が"
        "同じなら、すぐに次の切り札表示カードをめくり、その色の順番で決めます。めくったカードは"
        "それで使い終わりです。",
        # PH-5: the tie-break looks at the tied players only.
        "取ったトリックがいちばん多い人がラウンドの勝者です。トリックの数が同じなら"
        f"{last}枚目の切り札表示カードをめくり、<b>引き分けた人の中だけで</b>、その色のカードを"
        f"いちばん多く取った人が勝ちます（{last}枚目が強弱反転カードなら、{before}枚目の色の"
        "カードがいちばん少ない人）。それでも同じなら、そろって勝者です。次のラウンドは右隣の人が"
        "ディーラーです。",
    )


# The worked round's table keeps each name and card on one line (a Japanese name would
# break between its letters); its last column, the reason, takes the rest.
WORKED_STYLE = """<style>
[data-lesson-pack="pointy_hats"][lang="ja"] .ph-worked td:not(:last-child),
[data-lesson-pack="pointy_hats"][lang="ja"] .ph-worked th:not(:last-child) {
  white-space: nowrap; }
</style>"""


def worked_example() -> str:
    """The worked round, trick by trick, as the engine plays it, and the envelopes'
    slips, in the Japanese chapter's names."""
    state = worked_round()
    turns = play_order(state.dealer, state.num_players)
    heads = "".join(f"<th>{NAMES[s]}</th>" for s in turns)
    rows = []
    for k, (_, indicator, plays, result) in enumerate(state.trick_history, 1):
        played = dict(plays)
        cells = "".join(f"<td>{played[s]}</td>" for s in turns)
        rows.append(f"<tr><td>{k}</td><td>{colour(indicator)}</td>{cells}"
                    f"<td><b>{NAMES[result.winner]}</b>：{WORDS.phrase(result.rule, JA)}</td>"
                    "</tr>")
    result = state.last_round
    tie_colour = WORKED_INDICATORS[result.tie_break[0]]  # the card that settled the tie
    won = [sum(c.suit == tie_colour for c in state.won[s]) for s in range(state.num_players)]
    counts = "、".join(f"{NAMES[s]}{won[s]}枚" for s in range(len(won)))
    return (f"{PRINT_STYLE}{WORKED_STYLE}<p>書画カメラの下で、先生のカードを使ってラウンドの"
            "例を進め、各班は同じように出します。封筒の紙（カードといっしょに印刷）："
            f"{'／'.join(slip_lines())}。</p>"
            f'<table class="ph-worked"><thead><tr><th>トリック</th><th>切り札表示カード</th>'
            f"{heads}<th>取った人と理由</th></tr></thead><tbody>{''.join(rows)}</tbody>"
            f"</table><p>ラウンドの終わり：{WORDS.phrase(result.rule, JA)}。取った"
            f"{colour(tie_colour)}は{counts}なので、"
            f"<b>{NAMES[result.winners[0]]}がラウンドに勝ちます</b>。</p>")


BOARD_WORDS = ("トリック", "リード", "ディーラー", "切り札表示カード", "引き分けの順番",
               "強弱反転カード", "応答", "相対度数")


def board() -> str:
    """The pooling table, drawn before the lesson: a column for each group of the largest
    class (40 pupils), the class's column; the exact chance only after pooling."""
    most = most_groups(SIZES)
    groups = "".join(f"<th>{g}</th>" for g in range(1, most + 1))
    empty = "<td></td>" * most
    crib = "／".join(f"{g}班：N = {class_tally(g)[0]}、約{fmt.decimal(class_tally(g)[1], 1)}回、"
                    f"{class_tally(g)[3]}～{class_tally(g)[4]}回" for g in class_groups_ja())
    return (f"<p>授業の前（休み時間）に、この表をかいておきます。ことば（{listed(BOARD_WORDS)}）"
            f"と循環 {CYCLE} は、展開1と展開3で説明しながら表の横に書き足します。展開4で、"
            "各班が言う勝った回数と引いた回数を書き入れます：</p>"
            f'<table class="ph-board"><thead><tr><th>班</th>{groups}<th>学級</th></tr>'
            f"</thead><tbody><tr><th>{TALLY_CARD}の勝ち</th>{empty}<td>W =</td></tr>"
            f"<tr><th>引いた回数</th>{empty}<td>N =</td></tr></tbody></table>"
            "<p>学級の相対度数 W ÷ N = ______。確率（合計したあとで書きます）：______。"
            '<span class="pr-small">先生の手元用（板書しません）。学級の合計のふつうの範囲：'
            f"{crib}。</span></p>")


def stages() -> tuple[Stage, ...]:
    state, hook, hook_cards, hook_other, invert, next_card = worked_facts()
    tie_colour = colour(WORKED_INDICATORS[state.last_round.tie_break[0]])
    second_leader = NAMES[invert[2][0][0]]
    beaten = beaten_by(TALLY_CARD, TALLY_INDICATOR)
    _, one_mean, _, one_low, one_high = class_tally(1)
    a, b, tie = PLAY_TIE
    three, invert_five = value_chance(3, INVERT), value_chance(5, INVERT)
    first, second, third = (NAMES[s] for s in seating())
    example = group_count(EXAMPLE_CLASS)
    n, mean, _, low, high = class_tally(example)
    most = most_groups(SIZES)
    outside = outside_chance(most)
    group_rf = Fraction(6, TALLY_TRIALS)
    x = colour(TALLY_INDICATOR)
    return (
        Stage(7, "導入（どのカードが勝つか）",
              "号令・あいさつのあと、班の席で出席を確認します（班の名簿は黒板に貼っておきます）。"
              "書画カメラでハートの切り札表示カード（下の小さな順番は紙で隠す）と"
              f"{hook_cards[0]}、{hook_cards[1]}、{hook_other[0]}を映します（章の図は勝つカードに"
              "枠があるので使いません）。予想を集め、答えはまだ言いません。",
              "閉じた封筒、伏せたワークシート、付箋1人1枚",
              (Question(f"ハートの切り札表示カードのとき、{hook_cards[0]}、{hook_cards[1]}、"
                        f"{hook_other[0]}が同じトリックに出ました。どのカードが勝つでしょうか。"
                        "予想しましょう。",
                        f"{hook[3].card}：ハートのときの順番は {order(hook[1])} です（展開1で"
                        "確かめます）。"),
               Question("数値が同じとき、何で勝ち負けを決めればよいでしょうか。",
                        "どんな考えでもかまいません。このゲームでは、切り札表示カードの"
                        "引き分けの順番で決めます。"))),
        Stage(12, "展開1（ラウンドの例）",
              f"班の3人が{first}（ディーラー）、{second}（{first}の右隣）、{third}（{second}の"
              "右隣）の役になり、封筒の紙を見て手札を並べます。<b>トリック</b>、<b>リード</b>、"
              "<b>ディーラー</b>（ことば）を板書して説明し、続いて切り札表示カードと引き分けの"
              "順番を説明します。書画カメラでラウンドを1枚ずつ進め、各班も同じように出します"
              "（4人班では、4人目が切り札表示カードをめくります）。",
              f"封筒のカード{PACK}枚と例の紙、早見表",
              (Question(f"1トリック目は{NAMES[hook[3].winner]}が取りました。2トリック目をリード"
                        "するのは誰ですか。",
                        f"{second_leader}：{TRICKS}つのトリックはすべてディーラーがリードします。"),
               Question("2トリック目は強弱反転カードで、3が2枚で引き分けました。どうしますか。",
                        f"次の切り札表示カード（{colour(next_card)}）をすぐにめくります。"
                        f"{NAMES[invert[3].winner]}が{invert[3].card}で取ります。めくったカードは"
                        "それで使い終わりです。"),
               Question("全員が1トリックずつ取りました。ラウンドに勝つのは誰ですか。",
                        f"{NAMES[state.last_round.winners[0]]}：{len(INDICATORS)}枚目は"
                        f"{tie_colour}で、{tie_colour}をいちばん多く取ったのは"
                        f"{NAMES[state.last_round.winners[0]]}です。"))),
        Stage(7, "展開2（班で1ラウンド）",
              "次に誕生日が来る人がディーラーになり、トリックカードを裏向きのまま混ぜて扇形に"
              f"広げ、各自{HAND_SIZE}枚ずつ引きます。1ラウンド遊びます。",
              f"カード{PACK}枚、早見表",
              (Question("3人で遊ぶと、裏向きのまま残るトリックカードは何枚ですか。4人では"
                        "どうですか。", f"3人では{left_over(3)}枚、4人では{left_over(4)}枚です。"),
               Question(f"クラブの切り札表示カードのとき、{a}と{b}が引き分けました。どちらが"
                        "取りますか。",
                        f"{tie_winner(a, b, tie)}：クラブのときの順番は {order(tie)} です。"),
               Question("強弱反転カードがめくられました。3は強いカードですか。",
                        "いちばん強いカードです。でたらめな1枚に対して3が勝つ確率は"
                        f"{frac(three)}、5は{frac(invert_five)}しかありません（強弱反転カードが"
                        "1トリック目を決めるとき）。"))),
        Stage(11, "展開3（実験）",
              "最初に引く前に、<b>応答</b>と<b>相対度数</b>（ことば）を板書します。ワークシートの"
              f"パートA：{x}のときに{TALLY_CARD}をリードし、残りの{OTHERS}枚を裏向きに広げた"
              "扇形から1枚引いて応答にします。毎回全員が○か×を書き、カードを戻して混ぜます。"
              f"{TALLY_TRIALS}回引き、5回ごとに引く人を交代します。早く終わった班は練習問題1、2"
              "に進みます。",
              f"表向きの{TALLY_CARD}と{x}の切り札表示カード、扇形に広げた{OTHERS}枚、ワークシート",
              (Question(f"{TALLY_CARD}はどの応答に勝ちますか。",
                        f"{listed(beaten)}。班で見つけさせ、展開4で確かめます。"),
               Question("次に引く前にカードを戻すのはなぜですか。",
                        f"毎回{OTHERS}枚すべてから引くためです。どのカードも同様に確からしく"
                        "なります。"),
               Question(f"ある班は{TALLY_TRIALS}回のうち{group_rf * TALLY_TRIALS}回勝ちました。"
                        "相対度数はいくらですか。",
                        f"{group_rf * TALLY_TRIALS} ÷ {TALLY_TRIALS} = "
                        f"{fmt.decimal(group_rf, 1)}です。"))),
        Stage(8, "展開4（合計と比較）",
              "各班に勝った回数と引いた回数を言わせて板書の表に書き、WとNを合計して W ÷ N を"
              f"求めます。{OTHERS}通りの応答を全員で書き出し、確率を板書します。（各班の記録は、"
              "授業のあとに先生が章のページの集計に入力できます。）",
              "ワークシート（A1～A4）",
              (Question(f"{TALLY_CARD}がトリックを取る確率はいくらですか。",
                        f"{OTHERS}通りのうち{len(beaten)}通りで、{near(TALLY_P)}、"
                        f"{fmt.percent(TALLY_P)}です。"),
               Question(f"1つの班の{TALLY_TRIALS}回では、何回勝つと予想できますか。学級全体の"
                        "N回ではどうですか。",
                        f"1つの班では約{fmt.decimal(one_mean, 1)}回（{one_low}回から{one_high}回"
                        f"ならふつう）。学級ではNの{frac(TALLY_P)}で、「板書」の節の目安を見ます"
                        f"（{EXAMPLE_CLASS}人なら{example}班：N = {n}、約{fmt.decimal(mean, 1)}回、"
                        f"{low}回から{high}回）。"),
               Question("班ごとの相対度数が、学級全体の相対度数よりばらつくのはなぜですか。",
                        f"{TALLY_TRIALS}回では結果がぶれ、N回では{frac(TALLY_P)}に近づきます。"
                        f"{one_low}回から{one_high}回の外に出る班があるのはよくあることで"
                        f"（{most}班の学級なら、そういう班が1つ以上ある確率は"
                        f"{fmt.percent(outside, 0)}）、偶然であってまちがいではありません。"))),
        Stage(5, "まとめ・確認テスト",
              f"各班の1人がカード{PACK}枚、例の紙、早見表を封筒に戻します。封筒を集める間に次の"
              "2つを口頭で問います。そのあと確認テストの問題だけを映し、各自が付箋に答えを"
              "書いて、授業の終わりに提出します。",
              "鉛筆と付箋",
              (Question("「切り札表示カードが色のとき（強弱反転カードでないとき）、3がトリックを"
                        "取ることは絶対にない」。正しいですか。",
                        f"正しくありません。{x}のときは{TALLY_CARD}が{listed(beaten)}に勝ちます。"
                        f"起こりにくい（{frac(TALLY_P)}）だけで、起こりえないわけではありません。"),
               Question(f"自分の班の{TALLY_CARD}は運がよかった（悪かった）のでしょうか。",
                        f"どの回も同じ確率でした。{TALLY_TRIALS}回では結果がぶれるだけです。"))),
    )


def exit_ticket() -> tuple[Question, ...]:
    lead, indicator = TICKET_LEAD
    beats = beaten_by(lead, indicator)
    chance = trick_win_probability(lead, indicator, 2)
    n, wins, rel = ticket_total(SIZES)
    _, _, _, low, high = class_tally(n // TALLY_TRIALS)
    points = round((rel - TALLY_P) * 100)
    return (
        Question(f"{colour(indicator)}の切り札表示カードのとき、あなたは{lead}をリードします。"
                 f"ほかの1人が、残りの{OTHERS}枚のトリックカードからでたらめに選んだ1枚で"
                 "応じます。あなたがトリックを取る確率を求めなさい。",
                 f"{frac(chance)}：{lead}が勝つのは、応答が{listed(beats)}のときだけです。"),
        Question(f"ある学級で{n}回引き、{TALLY_CARD}が{wins}回勝ちました。相対度数はいくら"
                 "ですか。確率に近いといえますか。",
                 f"{wins}/{n} = {fmt.decimal(rel, 3)}。{frac(TALLY_P)} ≒ "
                 f"{fmt.decimal(TALLY_P, 3)} に近いといえます（「約{points}ポイントの差」も"
                 f"正解）。偶然だけでも{low}回から{high}回はふつうです。"),
    )


def cut_first() -> str:
    """What to cut when the lesson runs late: each cut saves the minutes it says."""
    staged = stages()
    _, rules_end = span("展開1", staged)
    play = span("展開2", staged)
    begin, end = span("展開3", staged)
    return (f"{rules_end}分の時点でラウンドの例が終わっていなければ、例を最後まで進め、展開2を"
            f"飛ばして実験に入ります（{play[1] - play[0]}分の節約。班で遊ぶのは次の時間に）。"
            f"{begin + STOP_AT}分の時点で、班の途中でも引くのをやめ、そこまでの記録を合計します"
            f"（各班は引いた回数も言います。約{end - begin - STOP_AT - 1}分の節約）。確認テストは"
            "削りません。")


def materials() -> tuple[Material, ...]:
    packs, sheets, printed, playing = prep_totals(SIZES)
    pages = components().pages
    return (
        Material("封筒に入れたカード", "group", 1,
                 f"トリックカード{len(DECK)}枚と切り札表示カード{len(INDICATORS)}枚を、厚紙"
                 f"（200 g/m²以上。表が透けないもの）に印刷して切ります。ルール説明カードと例の"
                 f"紙をつけて1組{pages}ページ、1組約{PREP_PRINTED}分です。ジョーカーつきの"
                 "トランプから作るなら、各マークの3、4、5とキング、ジョーカーを抜き出し（例の紙は"
                 f"印刷）、1組約{PREP_PLAYING}分です。各封筒にカード{PACK}枚（とルール説明カード）、"
                 f"例の紙、早見表を入れます。{packs}組なら、印刷で約{printed}分（厚紙{sheets}枚）、"
                 f"トランプからなら約{playing}分"),
        Material("先生用のカード", "class", 1, "班と同じ1組と例の紙。書画カメラで使います"),
        Material("早見表", "group", 1, f"{aid().pages}ページ。印刷して封筒に入れます"),
        Material("ワークシート", "pupil", 1, f"{worksheet().pages}ページ（両面印刷）"),
        Material("付箋", "pupil", 1, "確認テスト用"),
        Material("解答", "class", 1, "先生用に印刷します"),
        Material("書画カメラ", "class", 1,
                 "なければスマートフォンのカメラをプロジェクターにつなぎます。前もって試して"
                 "おきます"),
    )


def pack() -> LessonPack:
    counts = [group_count(n) for n in SIZES]
    three_players = trick_win_probability(TALLY_CARD, TALLY_INDICATOR, 3)
    square = TALLY_P ** 2
    large = [n for n in SIZES if n >= EXAMPLE_CLASS]
    return LessonPack(
        game=GAME,
        title=TITLE,
        aim=("ラウンドの例を1つ遊んでとんがり帽子のルールを知り、班で1ラウンド遊んだあと、"
             f"{colour(TALLY_INDICATOR)}のときに{TALLY_CARD}がトリックを取る確率を実験で"
             "見積もり、学級の相対度数を、場合の数を数えて求めた確率と比べます。"),
        rules=rules(),
        stages=stages(),
        materials=materials(),
        group_sizes=GROUP_SIZES,
        exit_ticket=exit_ticket(),
        vocabulary=(
            ("トリック", "全員が順に1枚ずつ出したカードのひとまとまり。いちばん強いカードを"
                        "出した人が取ります"),
            ("リード", "トリックの最初のカードを出すこと"),
            ("ディーラー", "カードを混ぜて扇形に広げる人。すべてのトリックをリードします"),
            ("切り札表示カード", "トリックごとにめくるカード。その色が引き分けでいちばん先に"
                              "なります"),
            ("引き分けの順番", f"数値が同じとき、どの色が勝つかの順。表示された色から循環 "
                            f"{CYCLE} で続きます"),
            ("強弱反転カード", "切り札表示カードのうち⇅の1枚。数値のいちばん小さいカードが"
                            "勝ちます"),
            ("応答", "リードのあとにほかの人が出すカード"),
            ("相対度数", "勝った回数 ÷ 引いた回数。実験から求めます"),
            ("確率", "条件に合う場合の数 ÷ 同様に確からしいすべての場合の数。数えて求めます"),
        ),
        cut_first=cut_first(),
        board=board(),
        worked_example=worked_example(),
        levels=("<b>単元。</b><b>中学校第1学年「データの活用」</b>（多数回の試行によって得られる"
                f"確率）：展開4で{frac(TALLY_P)}を小数と百分率に直す作業を全員で行います。宿題は"
                "練習問題1～3と、章の「入り口」（5枚のカードを手で書き出す）。"
                "<b>中学校第2学年「データの活用」</b>（場合の数を基にして得られる確率）：宿題は"
                "練習問題1～4と「入り口」。<b>高等学校数学A「場合の数と確率」</b>：早く終わった"
                f"生徒や宿題に、3人のとき（応答2枚）の確率{frac(three_players)}"
                f"（<sub>{OTHERS}</sub>C<sub>2</sub> = {comb(OTHERS, 2)}組）と、それが"
                f"({frac(TALLY_P)})² = {frac(square)}にならない理由。宿題は練習問題4～6。"
                "<b>高等学校数学B「統計的な推測」</b>（発展）：章の練習問題6(c)（ワークシートには"
                f"ありません。答え：それぞれの作戦について約{rounds_to_tell_apart():,}"
                "ラウンド）。"),
        pages=4,  # the exit ticket has a page of its own, to project with no answer near it
        notes=("<b>班。</b>このゲーム本来の人数である3人班を基本にし、学級の人数が3で割り切れない"
               "ときは4人班を1つか2つ作ります（4人目も遊びます。トリックカード"
               f"{len(DECK)}枚がすべて配られます）。{min(SIZES)}人から{max(SIZES)}人で"
               f"{min(counts)}班から{max(counts)}班になり、たとえば"
               + "、".join(f"{n}人なら{groups_text(n)}（{group_count(n)}班）"
                          for n in (large[0], large[-1])) + "です。",),
        lang="ja",
        minutes=50,
        class_sizes=SIZES,
    )


def class_data() -> ClassData:
    spades, invert = class_chances()
    return ClassData(
        game=GAME,
        kind="frequency",
        title=f"でたらめな応答に対する{TALLY_CARD}：学級の記録",
        series=(
            Series("spades", f"{colour(TALLY_INDICATOR)}のときにリードした{TALLY_CARD}：勝った回数",
                   spades, f"{near(spades)}（{fmt.percent(spades)}）",
                   trials="引いた回数", successes=f"{TALLY_CARD}が勝った回数"),
            Series("invert", f"発展：強弱反転カードのときにリードした{TALLY_CARD}（引き分けは"
                   "キングをめくって決める）：勝った回数", invert,
                   f"{near(invert)}（{fmt.percent(invert)}）",
                   trials="引いた回数", successes=f"{TALLY_CARD}が勝った回数"),
        ),
        how=(f"各班は、引いた回数（ふつうは{TALLY_TRIALS}回）と、そのうち{TALLY_CARD}が勝った"
             "回数を入力します。発展に取り組んだ班は、その結果を別の行に入力します。"),
        lang="ja",
    )
