"""The Japanese lesson pack and class data of This is why you lose coins (issue 33): the
English pack (``lesson.py``) adapted, not translated, to a Japanese 50-minute class of up
to 40 pupils, as the Japanese chapter's 先生方へ describes it: 導入 (10 minutes), 展開 (33)
and まとめ (7), groups of four (a class of 35 makes nine groups, one of three), coins that
are the teacher's yen coins or the printed discs (pupils bring no coins or cards).

Every number comes from the English module's functions and the game's geometry
(``geometry.py``, LC-1, LC-2) or engine (``rules.py``), never typed in. Standard library
only.
"""

from __future__ import annotations

import math

from .. import fmt
from ..lessons import JA_CLASS_SIZES, ClassData, LessonPack, Material, Question, Series, Stage
from .geometry import ID1
from .lesson import (
    CUTOUT_MINUTES,
    DISC_SHEET_MINUTES,
    GROUP_SIZES,
    HOOK_APART,
    MEASURE_COIN,
    SMALL_CLASS_GROUPS,
    SMALL_CLASS_SAVES,
    TICKET_MEASURED,
    TICKET_PAIRS,
    TOO_LONG,
    TRAY_MINUTES,
    WORKED,
    layout_2_flips,
    level_reach,
    number_line,
    pack_groups,
    prep_minutes,
    reach,
    small_class,
    way_in,
    worked_facts,
)
from .printables import DISC_SETS, EXERCISES, LAYOUTS, layout_svg, solve
from .printables_ja import JA, joined, layout_name, mm, tilt_side, worksheet
from .rules import DIAMETERS, CoinsGame

GAME = "coins"
PREP_CLASS = 35  # the class the chapter's 先生方へ plans its materials for (nine groups)
# The stages' names: the ticket's has 確認テスト in it (the frame finds it so).
HOOK, RULES, PLAY, MEASURE, PREDICT, POOL, CLOSE = (
    "導入：道具の確認と問いかけ", "導入：ルールの説明", "展開：遊ぶ", "展開：測定",
    "展開：予想して確かめる", "展開：結果を集める", "まとめ：ふり返りと確認テスト")
# 時間が足りないときは: each cut names its stage and the minutes it saves, in the order the
# lesson reaches them (the tests check that the stage holds that much time).
CUTS = (
    (MEASURE, 2, "パートAを省く", "パートBはパートAがなくてもできる"),
    (PREDICT, 3, "パートCを先生の実演にする",
     "挙手で予想させたあと、書画カメラで配置1を1回だけ確かめる"),
    (CLOSE, 2, "ふり返りを省く", "理由は確認テストの答えを返すときに話す"),
)


def most_groups() -> int:
    """The groups of the largest class the pack plans for (the board's columns)."""
    return max(sum(pack_groups(pupils).values()) for pupils in JA_CLASS_SIZES)


def _worked_example() -> str:
    """The projected example (``lesson.worked_facts``), drawn with Japanese words and
    told with the chapter's names."""
    facts = worked_facts()
    best, level, turns = facts["best"], facts["level"], facts["turns"]
    small, large = (fmt.decimal(abs(t), 0) for t in turns["tilts"])
    picture = layout_svg(WORKED, (best.center, best.angle, best.margin), scale=0.6, voice=JA)
    setup, first, second = WORKED
    # (the list goes under the picture where the column is narrow: a phone's page)
    return joined(f"""<div style="display:flex;flex-wrap:wrap;gap:4mm;align-items:center">
<div style="flex:none;max-width:100%">{picture}</div><ol style="flex:1 1 60mm">
<li>はじめに{setup.kind}円玉が真ん中にある。アキが{first.kind}円玉を、ベンが{second.kind}円玉を
置く。どちらも、ほかのコインに接していない。</li>
<li>カイは、カードがもう3枚すべてには届かないと考えて、パスする。</li>
<li>最後に置いたベンがカードを置く。まっすぐに置いても、どのコインもわずかに隠れる（余裕
{mm(level)}）。角から角への線が{second.kind}円玉から{first.kind}円玉へ向かうように回すと（一方へ
約{small}度、または反対へ約{large}度）、余裕は{mm(best.margin)}になる。ベンが1点を得る。カイの
パスは早すぎた。</li></ol></div>""")


def _board() -> str:
    """The pooling table drawn on the board before the lesson: a column for each group of
    the largest class (40 pupils), the hands up for the layouts done in class, and the
    number line for the errors."""
    most = most_groups()
    exact = reach(DIAMETERS[MEASURE_COIN])
    heads = "".join(f"<th>{g}</th>" for g in range(1, most + 1))
    blank = "<td></td>" * most
    low, high = number_line()
    one, two = (layout_name(name) for name in list(LAYOUTS)[:2])
    return joined(f"""<table class="pr-board"><thead><tr><th>班</th>{heads}</tr></thead><tbody>
<tr><th>自分たちの <i>D</i>（mm）</th>{blank}</tr>
<tr><th><i>D</i> − 正確な値（mm）</th>{blank}</tr></tbody></table>
<table class="pr-board"><thead><tr><th>挙手</th><th>{one}</th><th>{two}（少人数の学級）</th></tr>
</thead><tbody><tr><th>予想：置ける／置けない</th><td></td><td></td></tr>
<tr><th>カードで確かめた結果</th><td></td><td></td></tr></tbody></table>
<p>表の横に、誤差の数直線を{fmt.signed(low, 0)}mmから{fmt.signed(high, 0)}mmまでかき、1班につき
1つの点を打つ。正確な値（1円玉2枚または直径{fmt.decimal(DIAMETERS[MEASURE_COIN], 0)}mmの円板2枚で
{mm(exact)}）は、「{POOL}」の段階で、すべての班が <i>D</i> を出してから書く。</p>""")


def pack() -> LessonPack:
    chord = ID1.longest_chord
    one_yen = DIAMETERS[MEASURE_COIN]
    exact = reach(one_yen)
    diagonal = math.hypot(ID1.width, ID1.height)
    layout_1 = LAYOUTS["Layout 1"]
    s1 = solve(layout_1)
    apart_1 = math.dist(*((c.x, c.y) for c in layout_1))
    name_1 = layout_name("Layout 1")
    ex1, ex2, ex3 = EXERCISES
    pages = worksheet().pages
    pool = sum(CoinsGame.new_game(2).full_pool.values())  # LC-4: two of each kind
    kinds = len(DIAMETERS)
    error = TICKET_MEASURED - exact
    level = level_reach(one_yen)
    width = fmt.decimal(ID1.width)
    assert s1["level"] < 0 < s1["margin"]
    rules = (
        "2～4人と、キャッシュカードと同じ大きさのカード1枚で遊ぶ。コインは場のわきの<b>山</b>に"
        "置き、1枚だけ場の真ん中に置く。カードは裏向きでトレーに入れておき、誰かがパスするまで"
        "誰も触らない。",
        "手番には、山のコインを1枚、どのコインにも<b>接しない</b>ように（すき間はどんなに小さくて"
        "もよい）場に<b>置く</b>か、<b>パス</b>する（カードではもうすべてのコインの一部を隠せない、"
        "と言う）。山が空ならパスするしかない。",
        "パスのあと、<b>最後に置いた人</b>がカードを場に置く。角度は自由で、何度置き直してもよいが、"
        "コインは動かさない。すべてのコインの一部が隠れれば最後に置いた人が1点、隠れなければ"
        "パスした人が1点を得る。今日は1点先取で、1ラウンドが1ゲームである（早見表の「3点先取」"
        "は家で遊ぶときのルール）。",
    )
    stages = (
        Stage(4, HOOK,
              "トレーとワークシートは休み時間のうちに机に配っておく。あいさつのあと、各班が"
              "トレーの中身を確かめる（2分）。中心が"
              f"{mm(HOOK_APART, 0)}離れた1円玉2枚を書画カメラで映し、「カードで"
              "両方の一部を隠せるか」と発問する。挙手で予想させてから、実際にカードを置いて"
              "確かめる（2分）。",
              "トレー（裏向きのカード、コイン、定規、早見表、白い紙）、ワークシート",
              (Question("トレーにコインは何枚あるか。",
                        f"{pool}枚。日本の硬貨{kinds}種類（または円板）が2枚ずつ。"),
               Question(f"{width}mmのカードが、{fmt.decimal(HOOK_APART, 0)}mm離れた2枚の"
                        "コインに届くのはなぜか。",
                        "カードを回すと、角から角への向きがいちばん遠くまで届く。しかも、"
                        "それぞれのコインはほんの一部が隠れればよい。"),
               Question("カードはいつまでトレーに入れておくか。",
                        "誰かがパスするまで。裏向きのまま、誰も触らない。"))),
        Stage(6, RULES,
              "下の「映して見せる例」を書画カメラかプロジェクターで映し、ルールを説明する。",
              "早見表。カードは裏向きのままトレーの中",
              (Question("カードはコインをおおわなければならないか。",
                        "いいえ。どのコインも、ほんの一部が隠れれば十分である。"),
               Question("誰かがパスした。カードを置くのは誰か。",
                        "最後に置いた人（いちばん最近コインを置いた人）である。"))),
        Stage(6, PLAY,
              "各班で1ラウンド遊ぶ。今日は1点先取で、1ラウンドが1ゲームである。終わったら"
              "コインとカードをトレーに戻す。",
              "コイン、早見表。カードはパスがあるまで裏向き",
              (Question("山にコインが残っているのにパスするのはなぜか。",
                        "カードがもうすべてのコインには届かないと考えたからである。本当に"
                        "届かなければ、最後に置いた人が負ける。"),
               Question("最後に置いた人は、カードをまっすぐに置かなければならないか。",
                        "いいえ。どんな角度でもよい。傾けると遠くまで届く。"))),
        Stage(14, MEASURE,
              "パートBのやり方を書画カメラで見せる（2分）。直線を引いた紙に1円玉2枚を置き、"
              "カードを角から角への向きで両方にかけ、一方のコインの左のふちからもう一方の左の"
              "ふちまで定規を読む。パートA（2分）：カードの長い辺と、角から角までの線を測る。"
              "パートB（10分）：2枚の1円玉をどこまで離せるかを測る。各班の1人が <i>D</i> を"
              "黒板に書く（またはクラスデータに入力する）。",
              "カード、1円玉2枚、定規、白い紙、ワークシート1ページ目",
              (Question("長い辺と、角から角までの線では、どちらが長いか。",
                        f"角から角までの線の方が、約{mm(chord - ID1.width, 0)}長い。"),
               Question("<i>D</i> はカードの長さより長いか、短いか。それはなぜか。",
                        "長い。カードは線に沿って角から角の向きに置かれ、それぞれのコインは"
                        "カードの外へ半径近くまではみ出せるからである。"),
               Question("なぜ左のふちから左のふちまでを測るのか。",
                        "同じ大きさの2枚なら、それが中心間の距離になり、中心を探さなくて"
                        "よいからである。"))),
        Stage(6, PREDICT,
              f"パートCの{name_1}（{layout_1[0].kind}円玉2枚）。置けるかどうかを挙手で予想させ、"
              "人数を黒板に書く。そのあと各班がカードで確かめる。配置のまわりの枠は場のふちでは"
              "なく、カードがはみ出してもよい。残りの配置は宿題（キャッシュカードと同じ大きさの"
              "カードなら何でもよい）か2時間目に回す。",
              "カード、ワークシート2ページ目",
              (Question(f"{name_1}：まっすぐのカードで置けるか。",
                        f"置けない。{mm(-s1['level'])}届かない。{tilt_side(s1)}約"
                        f"{fmt.decimal(abs(s1['tilt']), 0)}度傾けると置け、余裕は"
                        f"{mm(s1['margin'])}である。"),
               Question("「置けない」と予想する生徒が多いのはなぜか。",
                        f"中心どうしが{mm(apart_1, 0)}離れていて、カードの長さ{width}mmより"
                        "ずっと長いからである。しかし傾けると角から角まで届き、それぞれの"
                        "コインはほんの一部が隠れればよい。"))),
        Stage(7, POOL,
              f"正確な値を示す。角から角までの線（最長の弦、{mm(chord)}）にコインの直径"
              f"（{mm(one_yen, 0)}）をたして{mm(exact)}。各班は誤差（自分たちの <i>D</i> − "
              "正確な値）を求め、黒板の数直線に点を打つ。",
              "ワークシート1ページ目（パートBの下の2行）、鉛筆",
              (Question("ほとんどの点が0より少し下にあるのはなぜか。",
                        "重なりが目に見えなければならず、手もふるえるからである。"),
               Question(f"{fmt.decimal(math.floor(level), 0)}mmと測った班がある。なぜか。",
                        f"カードを角から角ではなく、線に沿ってまっすぐ置いたからである。"
                        f"{width} + {fmt.decimal(one_yen, 0)} = {mm(level)}で、誤差は"
                        f"{fmt.signed(level - exact)}mm。"),
               Question(f"{fmt.decimal(TOO_LONG, 0)}mmと測った班がある。何がいけなかったか。",
                        f"誤差が{fmt.signed(TOO_LONG - exact)}mmで、カードが届く長さをこえて"
                        "いる。コインが本当は隠れていなかったか、ふちを読みまちがえた。"))),
        Stage(7, CLOSE,
              "ふり返り（2分）：多くの点が0より少し下にある理由と、傾けたカードが遠くまで届く"
              "理由を確かめる。確認テスト（3分）：問題だけを映し、小さな用紙に一人で答え"
              "させる。用紙を集め、道具をトレーに戻し、コインの枚数を数える（2分）。",
              "鉛筆と確認テストの用紙。そのあとトレー",
              (Question("傾けたカードが、まっすぐのカードより遠くまで届くのはなぜか。",
                        f"カードの内側でいちばん長い線は角から角への線（{mm(chord)}）で、長い辺"
                        f"（{width}mm）より長いからである。"),
               Question("確認テストの問題1で、角から角までの線に何をたしたか。",
                        f"コインの直径1つ分（両端に半径1つずつ）。{fmt.decimal(chord)} + "
                        f"{fmt.decimal(DIAMETERS[TICKET_PAIRS[0]], 1)} = "
                        f"{mm(reach(DIAMETERS[TICKET_PAIRS[0]]))}。"),
               Question("トレーに何を戻すか。",
                        f"カード、コイン{pool}枚（各種類2枚。数えて確かめる）、定規、早見表。"))),
    )
    materials = (
        Material("カード", "group", 1,
                 f"{width} × {mm(ID1.height)}。期限切れのポイントカードや図書館の利用カード"
                 "など（生徒のキャッシュカードは使わない）。または早見表の型紙を厚紙に貼って"
                 f"切り抜く（1枚{CUTOUT_MINUTES}分）"),
        Material(f"コイン{pool}枚1組", "group", 1,
                 f"先生が用意した硬貨（{kinds}種類を2枚ずつ。生徒に持ってこさせる必要はない。"
                 "パートBには同じ硬貨が2枚いる）。または印刷したコインの円板：「印刷して遊ぶ」"
                 f"のシート1枚で{DISC_SETS}班分（厚紙に貼る。切り抜きに{DISC_SHEET_MINUTES}分）"),
        Material("定規", "group", 1, "mm目盛りのもの。借りてもよい"),
        Material("早見表", "group", 1),
        Material("白い紙", "group", 1, "パートBで直線を引く"),
        Material("トレー", "group", 1,
                 f"またはチャック付きの袋（詰めるのに1班{TRAY_MINUTES}分）"),
        Material("ワークシート", "pupil", 1,
                 f"1～{pages - 1}ページ（{pages}ページ目のパートEは2時間目）"),
        Material("確認テスト用紙", "pupil", 1, "A4の4分の1の大きさ"),
        Material("のりと厚紙", "class", 1,
                 "カードや円板を作るとき：早見表か円板のシート1枚につきA4の厚紙1枚"),
    )
    vocabulary = (
        ("山", "場のわきで、置かれるのを待っているコイン。"),
        ("接する", "2枚のコインのふちが、すき間なく触れ合うこと。新しいコインは、どのコインにも"
                   "接してはいけない。"),
        ("一部が隠れる", "カードがコインの面に少しでも重なること。ふちに触れるだけでは、隠れた"
                         "ことにならない。"),
        ("最後に置いた人", "いちばん最近コインを置いたプレイヤー。"),
        ("角から角までの線（最長の弦）", "カードの内側に引けるいちばん長い線分。丸い角から、"
                                        "向かい側の丸い角まで。"),
        ("誤差", "測定値 − 正確な値。0より小さければ、短く測ったということ。"),
    )
    pair_0, pair_1 = (DIAMETERS[k] for k in TICKET_PAIRS)
    ticket = (
        Question(f"カードの角から角までの線は{mm(chord)}です。直径{mm(pair_0, 1)}の"
                 f"{TICKET_PAIRS[0]}円玉2枚は、カードで両方の一部を隠せるようにするとき、中心"
                 "どうしを何mmまで離せますか。",
                 f"{fmt.decimal(chord)} + {fmt.decimal(pair_0, 1)} = {mm(reach(pair_0))}。"),
        Question(f"では、直径{mm(pair_1, 1)}の{TICKET_PAIRS[1]}円玉2枚なら、何mmまで離せますか。",
                 f"{fmt.decimal(chord)} + {fmt.decimal(pair_1, 1)} = {mm(reach(pair_1))}。"),
        Question(f"ある班は、1円玉2枚で{mm(TICKET_MEASURED, 0)}と測りました。この班の誤差を"
                 "求めなさい。",
                 f"{fmt.decimal(TICKET_MEASURED, 0)} − {fmt.decimal(exact)} = "
                 f"{fmt.signed(error)}mm。{mm(-error)}短い。"),
        Question("正しいですか、正しくないですか：カードをまっすぐに置いて届かなければ、どう"
                 "置いても届かない。",
                 f"正しくない。{name_1}では、まっすぐのカードは{mm(-s1['level'])}届かないが、"
                 f"傾けたカードは余裕{mm(s1['margin'])}で置ける。"),
    )
    levels = (
        f"<b>中学校1・2年（三平方の定理を学ぶ前）：</b>測るだけで、計算はしない。宿題は"
        f"練習問題{ex3}（パートD）と、パートBのほかの硬貨。誤差の正負を数直線に表すところは、"
        "中学校1年「正の数・負の数」の活用になる。<b>中学校3年・高等学校：</b>同じ授業で、"
        f"宿題は練習問題{ex1}、{ex2}、{ex3}（パートD）。練習問題{ex1}では、角が直角の場合の対角線"
        f"（{mm(diagonal)}）と実物のカードの角から角までの線（{mm(chord)}）を三平方の定理で求め、"
        f"実物の方が{mm(diagonal - chord)}短い理由を考える（パートBの答えがわかってしまうので、"
        "授業中には扱わない）。単元は中学校3年「三平方の定理」（具体的な場面での活用）と"
        "「平方根」（近似値と誤差）。")
    cut_first = ("次の順に削る。" + "".join(
        f"{n}. 「{stage}」で、{what}（{minutes}分短縮）。{why}。"
        for n, (stage, minutes, what, why) in enumerate(CUTS, 1))
        + "パートB、結果を集めること、確認テストは削らない。")
    flip = layout_2_flips()
    groups = sum(pack_groups(PREP_CLASS).values())
    sheets_needed = math.ceil(groups / DISC_SETS)
    notes = (
        "<b>授業の前に。</b>ワークシートの原本の2ページ目にある100mmの棒を測る。99～101mmで"
        "なければ、100%で印刷し直す（縮小するとパートCの答えが変わり、"
        f"{fmt.decimal(100 * flip, 0)}%未満では{layout_name('Layout 2')}が「置ける」になる）。"
        "トレー（カードは裏向き）とワークシートは、休み時間に机に配っておく。実演用に、"
        "書画カメラ、1円玉2枚、カード、定規、直線を引いた紙を用意する。",
        f"<b>カードや硬貨がないとき。</b>{PREP_CLASS}人（{groups}班）の学級なら、作るのに約"
        f"{prep_minutes(PREP_CLASS)}分かかる（型紙のカード{groups}枚を1枚{CUTOUT_MINUTES}分、"
        f"円板のシート{sheets_needed}枚を1枚{DISC_SHEET_MINUTES}分、トレー{groups}つを1つ"
        f"{TRAY_MINUTES}分）。前日の夕方に作るのは、学校で厚紙に100%で印刷できる場合だけに"
        "する。",
        f"<b>{small_class(JA_CLASS_SIZES)}人以下の学級</b>（{SMALL_CLASS_GROUPS}班以下）："
        f"配付と板書が約{SMALL_CLASS_SAVES}分短くなるので、パートCに"
        f"{layout_name('Layout 2')}を加える。",
    )
    return LessonPack(
        game=GAME,
        title="カードはどこまで届く？　レッスンパック",
        aim="生徒はゲームを遊んだあと、キャッシュカードがどこまで届くかを測り、クラスの"
            "測定値を正確な値とくらべる。",
        rules=rules, stages=stages, materials=materials, group_sizes=GROUP_SIZES,
        exit_ticket=ticket, vocabulary=vocabulary, cut_first=cut_first,
        board=_board(), worked_example=_worked_example(), levels=levels, notes=notes,
        pages=5, lang="ja", minutes=50, class_sizes=JA_CLASS_SIZES,
    )


def class_data() -> ClassData:
    """The class-data element in Japanese: the English series, keys and exact values."""
    exact = reach(DIAMETERS[MEASURE_COIN])
    w = way_in()
    return ClassData(
        game=GAME, kind="measurement",
        title="カードはどこまで届く？　クラスの測定値",
        series=(
            Series("pair", f"1円玉2枚（または直径{fmt.decimal(DIAMETERS[MEASURE_COIN], 0)}mmの"
                           "円板2枚）：カードで両方の一部を隠せる、中心と中心の最大の距離 D"
                           "（ワークシートのパートB）",
                   exact, mm(exact), unit="mm"),
            Series("region", f"作図（ワークシートのパートE）：{fmt.decimal(w['apart'], 0)}mm"
                             "離れた2枚の1円玉について、色をぬった部分の、破線に沿った幅",
                   w["width"], mm(w["width"]), unit="mm"),
        ),
        how="各班は、測った D を mm 単位で入力します。数直線には、各班の誤差（測定値 − "
            "正確な値）が1班につき1つの点で表示されます。",
        lang="ja",
    )
