"""Gingham's printable sheets in Japanese (issue 33): the player aid, the lesson's pupil
worksheet and its answer key, and the print-and-play cloths, the same kinds in the same
order as ``printables.sheets()``, on A4. Written for a Japanese class (the chapter's
練習問題 numbers, a 「年 組 番 名前」 line, the game's Japanese words from ``words.JA``),
not translated. Every number comes from the English module's functions, the board or
the engine; every picture from the game's renderer, with a Japanese voice."""

from __future__ import annotations

import re
from fractions import Fraction

from ..printables import Sheet, writing_lines
from ..words import Voice
from .board import COLUMN_LETTERS, board
from .printables import (
    BOARD_CELL_MM,
    CHAIN_FROM,
    CHAIN_TO,
    COUNTER_MM,
    DEAL_SEED,
    EXAMPLE_ROW,
    SECOND_FROM,
    SECOND_TO,
    TOKEN_MM,
    _apart,
    _blanks,
    _cell_grid,
    _chain_grid,
    _sweet,
    _sweet_counts,
    _token,
    chains,
    cloth,
    pascal_lines,
    result_lines,
    row_cells,
    step_words,
    touching,
)
from .render import sweet_svg
from .rules import (
    ABILITIES,
    ANTS_EACH,
    MAX_QUEENS_PER_ROW,
    QUEENS_EACH,
    SLOT_COSTS,
    Gingham,
    end_threshold,
    sweet_types,
    sweets_for,
)
from .words import WORDS

GAME = "gingham"
JA = Voice(lang="ja")
# The sweets' marks on the cut-out discs, as the chapter's home-made set writes them.
MARKS_JA = {"cookie": "ク", "cherry": "サ", "cupcake": "カ", "pie": "パ", "lollipop": "ロ"}
WORKSHEET_TITLE = "ギンガム：アリの鎖"
# The chapter's exercises on the worksheet (homework), and the cells they name.
EX4_FROM, EX4_TO = "c3", "g5"
STITCH_FROM, STITCH_TO = "a1", "j10"  # the two ends of the stitch (練習問題4c)
SMALL = 8  # 練習問題6: the two-player cloth
DISTANCE_EXAMPLE = ("a5", "c6")  # the worksheet's example of a taxicab distance


def say(kind: str, **data) -> str:
    """The game's word in Japanese (words.JA)."""
    return WORDS.phrase({"kind": kind, **data}, JA)


def sweet(kind: str) -> str:
    return say("sweet_" + kind)


def ability(name: str) -> str:
    return say("ability_" + name)


def ncr(n: int, r: int) -> str:
    """ₙCᵣ as Japanese textbooks write it, in HTML."""
    return f"<sub>{n}</sub>C<sub>{r}</sub>"


def spaced(word: str) -> str:
    """A step word as the chapter writes it: R R U R U."""
    return " ".join(word)


def cells_ja(cells: list[str]) -> str:
    """A row's cells: "i1～i9", or "a1だけ"."""
    return f"{cells[0]}～{cells[-1]}" if len(cells) > 1 else f"{cells[0]}だけ"


def sweet_key_ja() -> str:
    """The sweets of the three- and four-player cloth, each as the cloth draws it."""
    return "お菓子：" + "、".join(f"{sweet_svg(kind, 14)} {sweet(kind)}"
                               for kind in sweet_types(3)) + "。"


def _example_row() -> str:
    return f"行{EXAMPLE_ROW}は{cells_ja(row_cells(EXAMPLE_ROW))}です"


CORNER, EDGE, INNER = touching()
# The game as the pupils play it in the lesson: one round on paper (printables.LESSON_RULES
# for the English class; the same rulings, GI-8, GI-9, GI-17).
LESSON_RULES = (
    "3人か4人の班で、お菓子を配り済みの布ボードを使います。<b>アリ</b>と<b>女王アリ</b>"
    "は、自分の名前の最初の1文字（カタカナ）を鉛筆で書いて表します（同じ文字の人がいたら、"
    "1人は2文字にします。チカとチハルなら、チとチハ）。得点は布ボードの余白に書きます。"
    "名前が五十音順でいちばん前の人から始め、時計回りに2周します。1人2ターンです。",
    "<b>女王アリ</b>　最初の女王アリは、布ボードの<b>サイド</b>（下・左・上・右）を1つと、"
    "そのサイドの<b>行</b>を1つ選び、行の名前の横に自分の文字を書きます。ほかの女王アリは"
    "すべて同じサイドの、まだ女王アリのいない行の横に書きます。",
    "<b>アリ</b>　その行の空いているスペースに自分の文字を書きます。行はサイドから入って、"
    "<b>ステッチ</b>（a1からj10への対角線）のスペースまで続きます。下サイドの行は縦の列"
    f"で、{_example_row()}。",
    "<b>接続</b>（必ず行います）　お菓子は最初、どれも1個の<b>ストック</b>です。辺と辺で"
    "つながった自分のアリが、同じ種類のお菓子の2つのストックを結んだら、結んだアリ1匹に"
    "つき1点です。そのあと2つのうち一方を×で消し（どちらを消すかは自分で選びます）、"
    "もう一方の横に、2つを合わせたお菓子の個数を書きます。獲得の丸はストックといっしょに"
    "動きます。丸のついたストックを消したときは、残したほうに丸と文字をかき直します。丸の"
    "ついたストックどうしは結べません（点はなく、何も消しません）。",
    "<b>獲得</b>（してもしなくてもかまいません。接続があれば、そのあと）　ストックに接する"
    f"スペース（角は{CORNER}つ、辺は{EDGE}つ、内側は{INNER}つ）がすべて自分のアリでうまり、"
    "その中に今置いたアリがあれば、ストックのお菓子1個につき1点です。ストックを丸で囲み、"
    "横に自分の文字を書きます。獲得できるのは、お菓子1種類につき1つまでです。",
    "能力と角砂糖は使いません。全員が2ターンを終えたら、点のいちばん多い人が勝ちです。"
    "同点なら、いっしょに勝ちです。",
)


# --- the player aid ------------------------------------------------------------------------
def aid() -> Sheet:
    b = board(10)
    edge = next(b.sugar_icon(p) for p in b.points if p[0] == 0)
    inner = max(b.sugar_icon(p) for p in b.points)
    effects = {
        "own_row": "そのラウンドの2匹目の女王アリを、1匹目と同じ行に置けます",
        "opp_row": "相手の女王アリの外側に置けます。次のラウンドは、その相手のすぐあとに"
                   "動きます",
        "stitch": "女王アリのいる列や段全体の、どのスペースにもアリを置けます",
        "boost": "アリを置くときに言います。そのアリの接続はそれぞれ、アリの数にその半分"
                 "（端数切り捨て）を加えた点になります",
        "move": "アリを置く代わりに、その行のアリを1匹、別の空きスペースへ動かします。"
                "効果は、そのアリの持ち主のために働きます",
    }
    table = "".join(f"<tr><td>{ability(a)}</td><td>{effects[a]}</td></tr>" for a in ABILITIES)
    body = f"""
<div class="pr-columns">
<h2>準備</h2>
<ul>
<li>布ボード：3～4人は10×10、2人は8×8。</li>
<li>お菓子を裏向きにして混ぜ、お菓子の交点すべてに1つずつ表向きに置きます。</li>
<li>5枚の能力タイルを混ぜて能力ボードに並べます。角砂糖は全員の手が届くところに置き、
最初はだれも持ちません。</li>
<li>1人ずつ：アリ{ANTS_EACH}匹、女王アリ{QUEENS_EACH}匹、獲得トークン、スコアダイヤル
（0に合わせて裏向き）。</li>
<li>いちばん最近ピクニックに行った人から始めます。第1ラウンドは時計回りに2周します。</li>
</ul>
<h2>1回のターン</h2>
<ol>
<li><b>女王アリ</b>をある行の外側へ動かします。ラウンドの最初の女王アリがサイドを選び
ます（前のラウンドのサイドは選べません）。ほかの女王アリは同じサイドの、女王アリの
いない行へ行きます。</li>
<li><b>アリ</b>をその行のステッチまでのスペースに置きます。空いているスペースか、
ほかの人のアリがいるスペースです。ほかの人のアリは押し出され、あなたのターンの終わりに
持ち主が好きな空きスペースに置き直します。その効果は持ち主のために働きます。</li>
</ol>
<h2>アリを置いたとき（順番は自由）</h2>
<ul>
<li><b>接続</b>（必ず）：自分のアリが同じお菓子の2つのストックを結んだら、自分の
つながったアリだけを通る最短の道筋のアリ1匹につき1点。一方のストックをもう一方に重ね、
空いた交点に角砂糖を置きます（辺は{edge}個、内側は{inner}個）。</li>
<li><b>獲得</b>（選べる）：ストックのまわりのスペースがすべて自分のアリで、今置いたアリが
その中にあり、そのお菓子の自分の獲得トークンが布ボードにないとき。お菓子1個につき1点
（ほかの人のトークンがあれば1点加え、そのトークンは返します）。自分のトークンを上に
のせます。</li>
<li><b>角砂糖</b>：アリのすぐ横の交点にある角砂糖を1個取ります。</li>
</ul>
<div class="pr-keep">
<h2>能力：1ターンに1つ、角砂糖で払う</h2>
<p>枠のコストは上から{"、".join(map(str, SLOT_COSTS))}個。使ったタイルはいちばん上へ
移り、ほかのタイルは下へずれます。</p>
<table style="font-size:90%"><tr><th style="width:30%">能力</th><th>できること</th></tr>
{table}</table>
</div>
<h2>ゲームの終わり</h2>
<p>ラウンドの終わりに、だれかが{end_threshold(3)}点以上（4人では{end_threshold(4)}点
以上）になっているか、手持ちのアリがだれにも残っていなければ終わりです。獲得している
ストック1つごとに、お菓子1個につき1点とトークンの1点。お菓子の種類ごとに、<i>獲得
された</i>ストックでいちばん高いものを持つ人に5点（同じ高さなら全員）。角砂糖1個に
つき1点。いちばん点の多い人が勝ちで、同点なら、いっしょに勝ちです。</p>
<div class="pr-box"><b>忘れやすいルール</b>
<ul>
<li>行はステッチ（a1からj10への対角線）のスペースで終わります。その先は能力を使ったときだけです。</li>
<li>自分のアリしかいない行では、アリを置けません（<i>{ability("stitch")}</i>か
<i>{ability("move")}</i>を使うときは別です）。</li>
<li>獲得トークンは、ストックがどこへ動いても、いつもいちばん上にあります。</li>
<li>獲得された2つのストックどうしは接続しません。</li>
<li>1つの行の女王アリは{MAX_QUEENS_PER_ROW}匹までです。</li>
<li>自分の接続で置いた角砂糖は、次のアリが来るまで取れません。</li>
<li>星にいちばん近い女王アリが次のラウンドで最初に動き、サイドを変えます。</li>
</ul></div>
</div>"""
    body = re.sub(r"(?<=[^>])\n(?=[^<])", "", body)  # a line break in Japanese is no space
    return Sheet(GAME, "aid", "ギンガム：早見表", body, pages=1, lang="ja")


# --- the worksheet and its answers ------------------------------------------------------
def _rules_box() -> str:
    return ('<div class="pr-box"><b>今日のゲーム：1ラウンドだけ</b><ol>'
            + "".join(f"<li>{rule}</li>" for rule in LESSON_RULES) + "</ol></div>")


QUESTIONS = [  # (label, title, question, answer lines): the chapter's 活動 and 練習問題
    ("活動A", "タクシー距離", f"{CHAIN_FROM}から{CHAIN_TO}までのタクシー距離はいくつですか。"
     f"{CHAIN_FROM}から{CHAIN_TO}までの最短の鎖には、アリが何匹必要ですか。", 2),
    ("活動B", "かいて数える", f"{CHAIN_FROM}から{CHAIN_TO}までの、ちがう最短の鎖を、"
     "見つけられるだけ、番号つきの欄に1つずつ書きましょう。書き方は歩み方の文字の並び"
     "です（R＝1列右、U＝1段上。たとえば R R U R U）。いくつかは格子にかいて確かめます。"
     "鎖はどのスペースを通ってもかまいません（ステッチが決めるのは、ゲームでアリを置ける"
     "場所だけです）。いくつ見つかりましたか。", 0),
    ("活動C", "パスカルの格子", f"表のスペースに、{CHAIN_FROM}からそこまでの最短の鎖の数を"
     f"書きましょう。{CHAIN_FROM[1:]}段目と{CHAIN_FROM[0]}列には1、ほかのスペースには、"
     "左隣の数と下の数の和を書きます。", 0),
    ("活動D", "2つ目の問題", f"{SECOND_FROM}から{SECOND_TO}までの格子も同じようにうめ"
     f"ましょう。{SECOND_FROM}と{SECOND_TO}を結ぶ最短の鎖は何通りで、それぞれアリは何匹"
     "ですか。", 1),
    ("練習問題4", "鎖を数える", f"a) {EX4_FROM}から{EX4_TO}までのタクシー距離はいくつ"
     "ですか。その間の最短の鎖には、アリが何匹必要ですか。b) 最短の鎖は何通りありますか。"
     "c)（チャレンジ：格子を布ボード全体に広げましょう）ステッチの両端の"
     f"{STITCH_FROM}と{STITCH_TO}を結ぶ最短の鎖は何通りありますか。", 2),
    ("練習問題6", "どんな布ボードでも、お菓子とスペース", "（aとc。ヒント：はじめに"
     f"{SMALL // 2 + 1}×{SMALL // 2 + 1}の点の格子をかきましょう）a) {SMALL}×{SMALL}の"
     f"布ボードには、{SMALL // 2 + 1}×{SMALL // 2 + 1}のお菓子が並んでいます。角、辺、"
     "内側のお菓子は、それぞれ何個ですか。c) それらのお菓子に接するスペースは、合わせて"
     "いくつですか。1つのお菓子を囲むのに必要なアリは、平均何匹ですか。", 2),
]
HOMEWORK = ("練習問題4", "練習問題6")  # after the lesson: they need no more of the rules


def _results() -> str:
    """Our results: the group's own numbers and the exact ones (the class's stay on the
    board)."""
    lines = result_lines(("見つけた鎖の数（活動B）", "格子Cの右上の数", "格子Dの右上の数"))
    return ('<div class="pr-keep"><h3>私たちの結果</h3><p>活動BとCの最後の1分で、班の1人が'
            "黒板の表の、自分の班の列に数を書きます。ここには自分の班の数だけを写し、先生が"
            "正確な数を見せたら、それも写しましょう。</p><table><tr><th></th><th>私たちの班"
            f"</th><th>正確な数</th></tr>{lines}</table><p>{CHAIN_FROM}から{CHAIN_TO}まで"
            "の最短の鎖には、どれもアリが＿＿＿＿匹います。</p></div>")


def _part(label: str, title: str, text: str, lines: int, extra: str = "",
          keep: str = 'class="pr-keep"') -> str:
    return (f"<div {keep}><h3>{label}：{title}</h3><p>{text}</p>{extra}"
            f"{writing_lines(lines) if lines else ''}</div>")


def worksheet() -> Sheet:
    a, c = DISTANCE_EXAMPLE
    dx, dy = _apart(a, c)
    parts = ['<p class="pr-name-line">　　年　　組　　番　名前＿＿＿＿＿＿＿＿＿＿＿＿＿＿</p>',
             _rules_box(),
             "<p>スペースは、列の文字（左からa～j）と段の数（下から1～10）を組み合わせて、"
             "b2のように呼びます。アリは辺と辺でだけつながります。2つのスペースの<b>タクシー距離</b>は、"
             f"離れている列の数と段の数の和です（{a}から{c}まで：{dx} + {dy} = {dx + dy}）。"
             "活動A～Dは授業で行います（Dは班が早く終わったら）。練習問題4と6は宿題です。"
             "</p>"]
    grids = {"活動B": '<div style="display:flex;gap:4mm;align-items:flex-start">'
                      + "".join(_chain_grid_ja() for _ in range(2)) + _blanks() + "</div>",
             "活動C": _cell_grid(COLUMN_LETTERS[1:5], range(2, 5), "段"),
             "活動D": _cell_grid(COLUMN_LETTERS[1:6], range(3, 7), "段")}
    side_by_side = []  # 活動C and D: two grids next to each other
    for label, title, text, lines in QUESTIONS:
        if label == HOMEWORK[0]:  # our results close the lesson's part
            parts += [_results(), "<h2>宿題：練習問題4（すべて）と練習問題6（aとc）</h2>"]
        if label not in ("活動C", "活動D"):
            parts.append(_part(label, title, text, lines, grids.get(label, "")))
            continue
        side_by_side.append(_part(label, title, text, lines, grids[label], 'style="flex:1"'))
        if len(side_by_side) == 2:
            parts.append('<div class="pr-keep" style="display:flex;gap:6mm">'
                         + "".join(side_by_side) + "</div>")
    return Sheet(GAME, "worksheet", WORKSHEET_TITLE, "".join(parts), pages=2, lang="ja")


def _chain_grid_ja() -> str:
    """An empty corner of the cloth to draw the chains from CHAIN_FROM to CHAIN_TO on."""
    return _chain_grid(f"空の格子（{COLUMN_LETTERS[0]}列～{COLUMN_LETTERS[5]}列、1段目～5段目）。"
                       f"{CHAIN_FROM}と{CHAIN_TO}に枠があります")


def grid_text(a: str, b: str) -> str:
    """The Pascal grid from ``a`` to ``b``, line by line from the bottom."""
    first = int(a[1:])
    return "、".join(f"{first + k}段目は{' '.join(map(str, line))}"
                     for k, line in enumerate(pascal_lines(a, b)))


def answers_ja() -> list[str]:
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    ex, ey = _apart(EX4_FROM, EX4_TO)
    ax, ay = _apart(STITCH_FROM, STITCH_TO)
    ex4, ends = chains(EX4_FROM, EX4_TO), chains(STITCH_FROM, STITCH_TO)
    corner, edge, inner = _sweet_counts(SMALL)
    need = touching()
    cells = corner * need[0] + edge * need[1] + inner * need[2]
    k = SMALL // 2 + 1
    mean = Fraction(cells, corner + edge + inner)
    return [
        f"{x}列（{CHAIN_FROM[0]}から{CHAIN_TO[0]}）と{y}段（{CHAIN_FROM[1:]}から"
        f"{CHAIN_TO[1:]}）なので、{x} + {y} = {x + y}です。鎖には両端も入れて1スペースに"
        f"1匹ずつアリがいるので、{x + y} + 1 = {first[1]}匹です。",
        f"ちょうど{first[0]}通りです。"
        + "、".join(f'<span style="white-space:nowrap">{spaced(w)}</span>'
                   for w in step_words(CHAIN_FROM, CHAIN_TO))
        + "（R＝1列右、U＝1段上）。",
        f"{grid_text(CHAIN_FROM, CHAIN_TO)}（{CHAIN_FROM[0]}列～{CHAIN_TO[0]}列）。右上の角"
        f"は{first[0]}で、かいて数えた数と同じです（高等学校では{ncr(x + y, y)} = {first[0]}"
        "と書きます）。",
        f"{grid_text(SECOND_FROM, SECOND_TO)}（{SECOND_FROM[0]}列～{SECOND_TO[0]}列）。最短の"
        f"鎖は右上の数の{second[0]}通り（高等学校では{ncr(sx + sy, sy)} = {second[0]}）で、"
        f"どれもアリ{sx} + {sy} + 1 = {second[1]}匹です。",
        f"a) {ex}列と{ey}段離れているので、距離は{ex + ey}、アリは{ex4[1]}匹です。"
        f"b) パスカルの格子を同じようにうめると、右上の数は{ex4[0]}です。"
        f"{ex + ey}歩のうちどの{ey}歩を上にするかの選び方の数で、{ex4[0]}通りです"
        f"（高等学校では{ncr(ex + ey, ey)} = {ex4[0]}）。c) 右へ{ax}歩、上へ{ay}歩なので、"
        f"布ボード全体の格子の右上の数は{ends[0]}（高等学校では{ncr(ax + ay, ay)} = "
        f"{ends[0]}）で、{ends[0]}通りです。どれもアリ{ends[1]}匹です。",
        f"a) 角のお菓子{corner}個（{need[0]}スペースずつ）、辺のお菓子4 × {k - 2} = {edge}個"
        f"（{need[1]}スペースずつ）、内側のお菓子{k - 2} × {k - 2} = {inner}個（{need[2]}"
        f"スペースずつ）。c) スペースは{corner * need[0]} + {edge * need[1]} + "
        f"{inner * need[2]} = {cells} = {SMALL} × {SMALL}です。どのスペースもちょうど1つの"
        f"お菓子に接するからです。平均は{cells}/{corner + edge + inner} = {float(mean):g}匹"
        "です。",
    ]


def answers() -> Sheet:
    parts = [f"<p>生徒用ワークシート『{WORKSHEET_TITLE}』の解答です。活動A～Dは授業で、"
             "練習問題4と6は宿題です（4cはチャレンジ問題です）。</p>"]
    for (label, title, _, _), answer in zip(QUESTIONS, answers_ja(), strict=True):
        parts.append(f'<div class="pr-keep"><h3>{label}：{title}</h3><p>{answer}</p></div>')
    first, second = chains(CHAIN_FROM, CHAIN_TO), chains(SECOND_FROM, SECOND_TO)
    x, y = _apart(CHAIN_FROM, CHAIN_TO)
    sx, sy = _apart(SECOND_FROM, SECOND_TO)
    firsts = " + ".join(str(k) for k in range(x + y - 1, 0, -1))
    places = "、".join(str(k) for k in range(1, x + y))
    parts.append('<div class="pr-keep"><h3>私たちの結果（まとめ）</h3><p>正確な答えは、'
                 f"{CHAIN_FROM}から{CHAIN_TO}までがアリ{first[1]}匹の最短の鎖{first[0]}通り"
                 f"（どの班の1つ目の格子も右上は{first[0]}になります）、{SECOND_FROM}から"
                 f"{SECOND_TO}までがアリ{second[1]}匹の鎖{second[0]}通りです。"
                 f"{first[0]}通りより多く見つからない理由：どの並びも{x + y}文字のうち{y}文字"
                 f"がUです。1つ目のUが{places}文字目のとき、2つ目のUの場所はそれぞれ"
                 f"{firsts.replace(' + ', '、')}通りなので、{firsts} = {first[0]}です（高等学校"
                 f"では{ncr(x + y, y)} = {first[0]}、{ncr(sx + sy, sy)} = {second[0]}）。"
                 f"{first[0]}通りより少なかった班は見落としがあるので、ほかの班と並びを"
                 "比べましょう。</p></div>")
    return Sheet(GAME, "answers", "ギンガム：アリの鎖（解答）", "".join(parts), pages=1,
                 lang="ja")


# --- print and play -------------------------------------------------------------------------
def components() -> Sheet:
    big = cloth(10, voice=JA, label="3～4人用のギンガムの布ボード（10×10、座標つき）")
    small = cloth(8, voice=JA, label="2人用のギンガムの布ボード（8×8、座標つき）")
    dealt = cloth(10, stacks=Gingham.new_game(3, seed=DEAL_SEED).stacks, voice=JA,
                  label="3人用にお菓子を配り済みのギンガムの布ボード")
    pieces = sweets_for(3) + [t for t in sweet_types(2) if t not in sweet_types(3)] \
        * sweets_for(2).count("lollipop")
    sweets = "".join(f"<div>{_sweet(kind, sweet(kind), MARKS_JA[kind])}</div>"
                     for kind in pieces)
    tokens = "".join(f"<div>{_token(kind, '獲得トークン：' + sweet(kind), MARKS_JA[kind])}"
                     "</div>" for _ in range(4) for kind in sweet_types(2))
    tiles = "".join(f'<div style="width:60mm;padding:3mm;font-weight:bold">{ability(a)}</div>'
                    for a in ABILITIES)
    slots = "".join(f"<tr><td>{k}番目の枠</td><td>角砂糖{cost}個</td>"
                    '<td style="width:65mm;height:11mm"></td></tr>'
                    for k, cost in enumerate(SLOT_COSTS, 1))
    each3, each2 = sweets_for(3).count("cookie"), sweets_for(2).count("cookie")
    four = "・".join(MARKS_JA[t] for t in sweet_types(3))
    extra = [t for t in sweet_types(2) if t not in sweet_types(3)][0]
    body = (f"<p>3～4人用の布ボードです。スペースは1辺{BOARD_CELL_MM} mm、列は"
            f"{COLUMN_LETTERS[0]}～{COLUMN_LETTERS[9]}、段は1～10です。お菓子は円の中心を"
            "交点に合わせて置き、女王アリは行の灰色の名前の横に置きます。</p>"
            f"<div>{big}</div>"
            '<div class="pr-page-break"></div>'
            "<p>2人用の布ボード（8×8）です。</p>"
            f"<div>{small}</div>"
            '<div class="pr-page-break"></div>'
            f"<h2>お菓子：3～4人では{four}を{each3}個ずつ、2人では{each2}個ずつと"
            f"{sweet(extra)}（{MARKS_JA[extra]}）{sweets_for(2).count(extra)}個</h2>"
            f'<div class="pr-cut-grid">{sweets}</div>'
            "<h2>獲得トークン：5つで1組。1組ずつ、プレイヤーの色で塗りましょう</h2>"
            f'<div class="pr-cut-grid">{tokens}</div>'
            "<h2>能力ボードと能力タイル</h2>"
            f"<table>{slots}</table>"
            f'<div class="pr-cut-grid">{tiles}</div>'
            f'<p class="pr-small">お菓子と獲得トークンは1辺{TOKEN_MM} mmの正方形で、中心を'
            f"交点に合わせて置きます。ほかに、1人あたりコマ{ANTS_EACH}個（直径{COUNTER_MM} mm"
            f"以下なら、{BOARD_CELL_MM} mmのスペースにお菓子と並んで収まります）、大きめの"
            f"コマ{QUEENS_EACH}個、角砂糖（または豆）、得点を人に見せずに書く紙が必要です。"
            "</p>"
            '<div class="pr-page-break"></div>'
            "<p>授業用：お菓子を配り済みの布ボードです。切り抜くものはありません。班に1枚"
            "ずつ印刷します。アリと女王アリは、プレイヤーの文字を鉛筆で書いて表します。接続"
            "で2つのストックを結んだら、一方を×で消し、もう一方の横に新しい個数を書きます。"
            f"</p><div>{dealt}</div>"
            f'<p class="pr-small">{sweet_key_ja()}</p>')
    return Sheet(GAME, "components", "ギンガム：印刷して遊ぶ", body, pages=4, lang="ja")


def sheets() -> list[Sheet]:
    """The Japanese printables of the Gingham chapter, in the English sheets' order."""
    return [aid(), worksheet(), answers(), components()]
