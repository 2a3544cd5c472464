"""The Gingham lesson pack and class data in Japanese (issue 33): a 50-minute lesson for
a Japanese class of up to 40 pupils (中学校, or 高等学校数学A「場合の数と確率」), adapted
from the English pack (``lesson.py``), not translated. The plan is the chapter's 先生方へ:
the English stages, each given back the minutes a Japanese period adds (導入 5, 展開 10,
10 and 14, まとめ 11), groups of three first and a four where a class needs one (35
pupils: nine threes and two fours), up to 13 groups.

Every number comes from the English module's functions (its worked example played by
the engine, the cloth's rows, the chains' counts), never typed in.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from ..lessons import JA_CLASS_SIZES, ClassData, LessonPack, Material, Question, Series, Stage
from ..words import Voice
from .board import board, point_cell
from .lesson import (
    COUNT,
    LIST_FROM,
    LIST_TO,
    PLAY,
    POOL,
    RULES,
    SETTLE,
    TICKET,
    TICKET_FROM,
    TICKET_TO,
    asha_capture_first,
    ben_next,
    demo,
    pool_table,
    worked_svg,
)
from .printables import (
    CHAIN_FROM,
    CHAIN_TO,
    EXAMPLE_ROW,
    GROUP_SIZES,
    SECOND_FROM,
    SECOND_TO,
    _apart,
    chains,
    most_groups,
    row_cells,
    step_words,
    touching,
)
from .printables_ja import (
    LESSON_RULES,
    cells_ja,
    ncr,
    spaced,
    sweet,
    sweet_key_ja,
)

GAME = "gingham"
NAMES = ("アオイ", "ベン", "チカ")  # the worked example's players: ア, ベ, チ on the cloth
VOICE = Voice(lang="ja", names=NAMES)
# The plan: the English stages' minutes and the 5 minutes a Japanese period adds, given
# as the chapter's 先生方へ gives them (a minute more to play and to count, three more
# to pool and answer the 確認テスト).
ADDED = {"play": 1, "count": 1, "pool": 2, "ticket": 1}
INTRO, RULES_JA = SETTLE, RULES
PLAY_JA, COUNT_JA = PLAY + ADDED["play"], COUNT + ADDED["count"]
POOL_JA, TICKET_JA = POOL + ADDED["pool"], TICKET + ADDED["ticket"]
# 展開3's activities: A, B (the minute added) and C
ACT_A, ACT_B, ACT_C = 2, 7, 5
assert ACT_A + ACT_B + ACT_C == COUNT_JA
HIGHER_SAVES = 4  # a 数学A class learns the rules in 4 minutes less: all groups do Activity D
GROUPS_MOST = most_groups(JA_CLASS_SIZES)


def subscript(n: int) -> str:
    return str(n).translate(str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉"))


def ncr_text(n: int, r: int) -> str:
    """ₙCᵣ in plain text (the class data's words are text, not HTML)."""
    return f"{subscript(n)}C{subscript(r)}"


def _initial(seat: int) -> str:
    return NAMES[seat][0]


def worked_svg_ja() -> str:
    game, _ = demo()
    queens = "、".join(f"{r[0]}{r[1]}" for r in game.row_queens)
    return worked_svg(NAMES, voice=VOICE, crossed="×で消した{kind}",
                      label=f"4ターン後の授業用の布ボード。女王アリは下サイドの行{queens}の"
                            "横にいる。アオイのアリはi1とj1、ベンのアリはa1、チカのアリは"
                            "d1にある。i1のそばのクッキーは×で消され、角のクッキーは2個の"
                            "ストックでアオイの丸がつき、角のカップケーキにはベンの丸がつい"
                            "ている")


def _worked() -> str:
    game, turns = demo()
    connect = next(e for e in turns[3] if e.kind == "connect").data
    capture_ben = turns[1][0].data
    capture = next(e for e in turns[3] if e.kind == "capture").data
    s9, s1, s4, s10 = (row_cells(r) for r in ("S9", "S1", "S4", "S10"))
    a, b, c = NAMES
    kind = sweet(connect["sweet"])
    steps = [
        f"<b>{a}</b>から始めます。女王アリを下サイドの行S9へ（{cells_ja(s9)}。下サイドの"
        f"行は縦の列で、ステッチまでです）。{kind}のそばのi1にアリを置きます。",
        f"<b>{b}</b>：同じ下サイドの行S1（{cells_ja(s1)}）。角の{sweet('cupcake')}に接する"
        f"スペースはa1だけなので、獲得します。{capture_ben['points']}点です。丸で囲み、横"
        f"に「{_initial(1)}」と書きます。",
        f"<b>{c}</b>：行S4（{cells_ja(s4)}）で、d1にアリを置きます。点はありません。",
        f"<b>{a}</b>：行S10（{cells_ja(s10)}）で、j1にアリを置きます。i1とj1が2つの"
        f"{kind}を結ぶので、アリ{connect['length']}匹の接続で{connect['points']}点です。"
        f"i1のそばの{kind}を×で消し、角の{kind}の横に{connect['height']}と書きます。"
        f"続いて獲得です。角に接するのはj1だけなので、{capture['height']}個のストックで"
        f"{capture['points']}点、丸と「{_initial(0)}」。（獲得を先にすると、"
        f"{asha_capture_first()}点だけでした。）",
    ]
    points = "、".join(f"{name} {score}点" for name, score in zip(NAMES, game.score,
                                                                  strict=True))
    return (f'<div class="pr-keep"><p><b>これを映します</b>。'
            "PDFでは、この例だけで1ページです。章のウェブページで映すときは、布ボードが画面"
            "いっぱいになるまで拡大します。生徒の机にあるのと同じ布ボードの4ターン後で、文字、"
            "丸、×は生徒が書くとおりです。"
            f'</p><div style="text-align:center">{worked_svg_ja()}</div>'
            f'<p class="pr-small" style="text-align:center">{sweet_key_ja()}</p>'
            f"<ol>{''.join(f'<li>{s}</li>' for s in steps)}</ol>"
            f"<p>得点：{points}。</p></div>"
            '<div class="pr-page-break"></div>')  # the example's page is its own


def _board(ticket: tuple[Question, ...]) -> str:
    table = pool_table("班", "正確な数", (
        "鎖の数（活動B）", "格子Cの右上", "格子Dの右上（高校）"),
        JA_CLASS_SIZES)
    return (f"<p>左：本時のめあてと、ことば（サイド、行、ストック）。中央：{CHAIN_FROM} → "
            f"{CHAIN_TO}　距離＿＿、アリ＿＿匹。その下に、確認テストまで紙で隠しておく"
            f"{len(ticket)}つの問題（下の確認テスト）。右：この表。各班が自分の列に数を書き"
            "ます。「正確な数」の列は、まとめまで空けておきます。</p>" + table)


def _ticket() -> tuple[Question, ...]:
    tx, ty = _apart(TICKET_FROM, TICKET_TO)
    listed = step_words(LIST_FROM, LIST_TO)
    return (
        Question(f"{TICKET_FROM}から{TICKET_TO}までのタクシー距離はいくつですか。その間の"
                 "最短の鎖には、アリが何匹必要ですか。",
                 f"{tx} + {ty} = {tx + ty}。アリ{chains(TICKET_FROM, TICKET_TO)[1]}匹。"),
        Question(f"{LIST_FROM}と{LIST_TO}を結ぶ最短の鎖は何通りありますか。歩み方の文字の"
                 "並びで、すべて書きなさい。",
                 f"{len(listed)}通り：{'、'.join(spaced(w) for w in listed)}。"),
    )


def _stages(ticket: tuple[Question, ...]) -> tuple[Stage, ...]:
    b = board(10)
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    game, turns = demo()
    connect = next(e for e in turns[3] if e.kind == "connect").data
    capture = next(e for e in turns[3] if e.kind == "capture").data
    _, ben = ben_next()
    ben_cells = [b.names[c] for c in b.cells_of[tuple(ben["dst"])]]
    corner, edge, inner = touching()
    firsts = list(range(x + y - 1, 0, -1))  # where the second U can go, by the first U
    assert sum(firsts) == comb(x + y, y) == first[0]
    a, ben_name, _ = NAMES
    play_end = INTRO + RULES_JA + PLAY_JA
    return (
        Stage(INTRO, "導入：班の準備と自分の文字",
              "休み時間のうちに机を班の形にし、各班に裏向きの布ボード、各自にワークシート"
              "を配っておきます。あいさつのあと、ワークシートに名前を書かせ、各班で最初の人"
              "と、一人一人が書く文字を決めさせます。",
              "裏向きの布ボード、1人1枚のワークシート、鉛筆と消しゴム",
              (Question("班の中で、だれから始めますか。",
                        "名前が五十音順でいちばん前の人です。そのあとは時計回りです。"),
               Question("自分の文字は何にしますか。同じ文字の人はいませんか。",
                        "名前の最初の1文字（カタカナ）です。同じ人がいれば、1人は2文字に"
                        "します（チカとチハルなら、チとチハ）。"))),
        Stage(RULES_JA, "展開1：例題でルールを知る",
              "布ボードを表にします。投影した例題（下）の4ターンを進め、生徒は自分の布"
              "ボードを指でたどります。まだ何も書きません。下サイドの行が縦の列になること、"
              "獲得の丸と文字、ストックの個数の書き方を示します。",
              "表にした布ボード、鉛筆と消しゴム",
              (Question(f"{a}の女王アリは行{EXAMPLE_ROW}の横にいます。{a}はどのスペースに"
                        "アリを置けますか。",
                        f"{cells_ja(row_cells(EXAMPLE_ROW))}です。下サイドの行は縦の列で、"
                        "ステッチで止まります。"),
               Question(f"接続のあと、{a}はほかに何ができますか。",
                        f"角のストックの獲得です（接するスペースはj1だけ）。さらに"
                        f"{capture['points']}点で、このターンは合わせて"
                        f"{connect['points'] + capture['points']}点です。獲得を先にすると"
                        f"{asha_capture_first()}点だけなので、接続を先にします。"))),
        Stage(PLAY_JA, "展開2：1ラウンド遊ぶ",
              "班ごとに、布ボードに鉛筆で1ラウンドを遊びます（ルールはワークシートの枠）。"
              "例題をまねしないように、最初のサイドは下以外を勧めます。得点は余白に書きます。"
              "授業者は班を見て回り（ティーム・ティーチングの先生がいれば半分ずつ）、サイドは"
              "1つだけか、アリはステッチで止まっているかを確かめます。早く終わった3人班は活動A"
              "を始めます。"
              f"{play_end}分になったら、どの班も止めます。",
              "布ボード、鉛筆と消しゴム、ワークシートのルールの枠",
              (Question(f"{ben_name}は、なぜアリ{corner}匹だけで獲得できたのですか。",
                        f"角のお菓子に接するスペースは{corner}つだけだからです。辺のお菓子"
                        f"にはアリ{edge}匹、内側のお菓子には{inner}匹が必要です。"),
               Question(f"例題の続きで、{ben_name}の次の女王アリは行S2へ行き、b1にアリを"
                        "置きます。何が起こりますか。",
                        f"b1とa1が、丸のついた角の{sweet(ben['sweet'])}と"
                        f"{point_cell(tuple(ben['dst']))}のそばの{sweet(ben['sweet'])}"
                        f"（{'と'.join(ben_cells)}に接する）を結ぶので、必ず接続します。アリ"
                        f"{ben['length']}匹で{ben['points']}点です。一方のストックを×で消し、"
                        f"もう一方の横に{ben['height']}と書きます。丸はストックといっしょに"
                        "動きます。"),
               Question("このラウンドで、アリをほかのアリの上に置くことはありますか。",
                        "ありません。女王アリは1つの行に1匹ずつなので、どの行にもアリは1匹"
                        "しか置かれません。"))),
        Stage(COUNT_JA, "展開3：鎖を数える（活動A～C）",
              f"布ボードをしまい、ワークシートを裏返します。活動A（{ACT_A}分）、活動B"
              f"（{ACT_B}分：番号つきの欄に並びを1つずつ）、活動C（{ACT_C}分：最初のいくつか"
              "を黒板で学級全体でうめ、残りを班で）。BとCの最後の1分で、各班の1人が黒板の表"
              "の自分の班の列に数を書きます。ティーム・ティーチングの先生（いなければ活動Cの間に授業者）が、"
              "黒板の数をクラスデータに入力します。活動Dは早く終わった班だけです。",
              "ワークシートと鉛筆（布ボードはしまう）",
              (Question(f"{CHAIN_FROM}から{CHAIN_TO}までのタクシー距離はいくつですか。最短の"
                        "鎖には、なぜ距離より1匹多いアリが必要なのですか。",
                        f"{x} + {y} = {x + y}。アリは{first[1]}匹です。{x + y}歩で"
                        f"{first[1]}つのスペースを結ぶからです（植木算と同じです）。"),
               Question("格子の数は、なぜ左隣の数と下の数の和になるのですか。",
                        "スペースに入る最後の1歩は、R（左隣から）かU（下から）のどちらかな"
                        "ので、そこまでの鎖の数は2つの数の和になるからです。"))),
        Stage(POOL_JA + TICKET_JA, "まとめ：学級の結果と確認テスト",
              f"最初の{POOL_JA}分：班が書きこんだ黒板の表で、各列を正確な数と比べます。"
              "クラスデータのドットプロットを見せ、<b>正確な値を表示</b>を押します。生徒は"
              f"自分の班の数と正確な数だけを写します。最後の{TICKET_JA}分：黒板に隠して"
              f"おいた確認テストの{len(ticket)}問を見せ（またはこのパックの確認テストの枠を"
              "映します。答えは書いてありません）、生徒は1人で小さな紙に答え、授業の終わりに"
              "集めます。宿題を伝えます。",
              "ワークシート、そのあとは確認テストの紙と鉛筆だけ",
              (Question(f"どの班も{first[0]}通りより多く見つけられないのはなぜですか。",
                        f"どの並びも{x + y}文字のうち{y}文字がUです。1つ目のUが"
                        f"{'、'.join(str(k) for k in range(1, len(firsts) + 1))}文字目の"
                        f"とき、2つ目のUの場所は{'、'.join(map(str, firsts))}通りなので、"
                        f"{' + '.join(map(str, firsts))} = {first[0]}です。（高等学校："
                        f"{ncr(x + y, y)} = {first[0]}）"),
               Question(f"（高等学校、活動D）{SECOND_FROM}と{SECOND_TO}を結ぶ最短の鎖は"
                        "何通りですか。",
                        f"{ncr(sx + sy, sy)} = {second[0]}通りで、どれもアリ{second[1]}匹"
                        "です。"))),
    )


def pack() -> LessonPack:
    b = board(10)
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    first = chains(CHAIN_FROM, CHAIN_TO)
    example = row_cells(EXAMPLE_ROW)
    ticket = _ticket()
    materials = (
        Material("布ボード", "group", 1,
                 "お菓子を配り済みのもの。「印刷して遊ぶ」PDFの最後のページ。カラーか、濃いめの"
                 "白黒で（お菓子は形でも見分けられます）"),
        Material("予備の布ボード", "class", 2, "班の布ボードといっしょに印刷"),
        Material("ワークシート", "pupil", 1, "A4両面に印刷"),
        Material("鉛筆と消しゴム", "pupil", 1, "生徒のもの。忘れた生徒の分を用意"),
        Material("確認テスト用紙", "pupil", 1, "小さな紙か付箋"),
        Material("解答", "class", 1, "授業者用"),
        Material("プロジェクター", "class", 1,
                 "大型提示装置でも。例題とクラスデータを章のウェブページで映します"
                 "（インターネットが必要）。または、このPDFの例題のページを書画カメラで"),
    )
    return LessonPack(
        game=GAME,
        title="ギンガム：レッスンパック",
        aim="印刷した布ボードで1ラウンド遊んだあと、最短のアリの鎖の長さ（タクシー距離）"
            "と、その鎖が何通りあるか（パスカルの格子、組合せ）を求めます。",
        rules=LESSON_RULES,
        stages=_stages(ticket),
        materials=materials,
        group_sizes=GROUP_SIZES,
        exit_ticket=ticket,
        vocabulary=(
            ("スペース", "布ボードのマス1つ。チェス盤のように、列の文字と段の数字で呼びます"
                        "（b2）"),
            ("列、段", "同じ文字のスペースの縦の並び（b列：b1～b10）と、同じ数字の横の並び"
                      "（2段目：a2～j2）"),
            ("アリ、女王アリ", "鉛筆で書く自分の文字。アリはスペースに、女王アリは行の名前の"
                             "横に書きます"),
            ("サイド", "布ボードの4つの辺：下、左、上、右（行の名前のS、W、N、E）"),
            ("ステッチ", "a1からj10への対角線のスペース。どの行もここで止まります"),
            ("行", f"サイドから入ってステッチまで続く、列か段の一部（1つのサイドに"
                  f"{len(b.rows) // 4}本）。行{EXAMPLE_ROW}は{cells_ja(example)}で、"
                  f"{example[0][0]}列の一部です"),
            ("お菓子", "格子の線が交わる点にかかれています。どのスペースも、ちょうど1つの"
                       "お菓子に接します"),
            ("ストック", "お菓子と、接続でその上に重なったお菓子の山。個数を横に書きます"),
            ("鎖", "辺と辺でつながった、1人のプレイヤーのアリ（角と角ではつながりません）"),
            ("接続、獲得", "自分の鎖が同じ種類の2つのストックを結ぶこと。自分のアリが"
                          "ストックに接するスペースをすべてうめること"),
            ("タクシー距離", "離れている列の数と段の数の和"),
            ("歩み方の文字の並び", "鎖を歩みで書いたもの。Rは1列右、Uは1段上"),
            ("パスカルの格子", "どの数も、左隣の数と下の数の和になっている表"),
        ),
        cut_first="次の順に省きます。1. 全員が1ターン目を終えたところで対戦を止めます。鎖を"
                  "数えるのに、ラウンドを最後まで遊ぶ必要はありません（約3分）。2. 活動Aを"
                  f"省き、「{CHAIN_FROM}から{CHAIN_TO}：距離{x + y}、アリ{first[1]}匹」と黒板"
                  f"に書いて、活動Bから始めます（{ACT_A}分）。3. クラスデータとドットプロットを"
                  "使わず、黒板の表だけでまとめます（2分）。確認テストは省きません。",
        board=_board(ticket),
        worked_example=_worked(),
        levels="<b>単元：中学校</b>（中2「確率」で、場合の数を落ちや重なりなく数える活動。"
               "中1でも）：1ターンに約1分半かかるので、"
               f"{INTRO + RULES_JA + PLAY_JA}分になったら、どこまで進んでいても対戦を止め"
               "ます。鎖は並びを書く前に指でたどらせます。活動Cまでとし、格子Dの行とまとめ"
               f"の2つ目の発問は省きます。「{first[0]}通りより多くない」理由は、1つ目のUの"
               f"場所だけで説明します（{ncr(x + y, y)}は使いません）。"
               "<br><b>単元：高等学校数学A</b>（「場合の数と確率」の組合せの導入か活用）：ルール"
               f"の説明を{RULES_JA - HIGHER_SAVES}分にし、浮いた{HIGHER_SAVES}分で全部の班が"
               "活動Dに取り組みます。"
               "まとめでは格子Dの行と、x列、y段離れたスペースの間の鎖がなぜ"
               "<sub>x+y</sub>C<sub>y</sub>通りになるのかを扱います。",
        pages=5,
        notes=("宿題：ワークシートの練習問題4（すべて。4cは10×10の格子が必要なので、中学校"
               "ではやってみたい生徒だけ）と練習問題6（aとc）。章の練習問題1（ワークシートに"
               "はないので黒板に書きます）の前半（行N4）は能力を使わないので、加えてもかまい"
               "ません。後半と練習問題2、3は能力を使うので、ゲームを最後まで遊ぶ時間に回し"
               "ます。",
               "準備：前日までに、班の数と予備2枚の布ボード、両面のワークシート、解答を印刷"
               "します（自分で印刷して約15分）。ティーム・ティーチングの先生がいれば、休み時間に教材を配り、"
               "対戦中に半分の班を見て回り、黒板の数をクラスデータに入力してもらいます。"
               f"40人の学級は{GROUPS_MOST}班になるので、黒板の表は{GROUPS_MOST}列です。"),
        lang="ja",
        minutes=50,
        class_sizes=JA_CLASS_SIZES,
    )


def class_data() -> ClassData:
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    return ClassData(
        game=GAME,
        kind="measurement",
        title="各班が見つけた最短の鎖の数",
        series=(
            Series(f"{CHAIN_FROM}{CHAIN_TO}",
                   f"班が書き出した{CHAIN_FROM}から{CHAIN_TO}までの最短の鎖の数（活動B）",
                   Fraction(first[0]),
                   f"{first[0]} = {ncr_text(x + y, y)}（どれもアリ{first[1]}匹）",
                   unit="通り"),
            Series(f"{SECOND_FROM}{SECOND_TO}",
                   f"{SECOND_FROM}から{SECOND_TO}までの班の格子の右上の数（活動D、高等学校）",
                   Fraction(second[0]),
                   f"{second[0]} = {ncr_text(sx + sy, sy)}（どれもアリ{second[1]}匹）",
                   unit="通り"),
        ),
        how=f"黒板の各班の数を入力します。{CHAIN_FROM}から{CHAIN_TO}までのちがう最短の鎖を"
            "歩み方の文字の並びでいくつ書き出したかと、活動Dをした班は、2つ目の格子の右上の"
            "数です。",
        lang="ja",
    )
