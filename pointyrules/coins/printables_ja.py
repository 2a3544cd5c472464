"""The Japanese sheets of This is why you lose coins (issue 33): the counterparts of
``printables.sheets()``, kind for kind and in the same order, on A4 only: a player aid
with the card's outline at real size, the worksheet (the same three layouts at real size,
exercises numbered as the Japanese chapter numbers them), its answer key, and the coin
discs at real size.

Every number is computed as the English sheets compute it (``printables.py``, the
geometry, the engine), never typed in; the drawings are the English module's, their words
said in Japanese. Standard library only, like the renderers.
"""

from __future__ import annotations

from fractions import Fraction

from .. import fmt
from ..printables import WIDE, Sheet, join_japanese_lines, writing_lines
from ..words import Voice
from .geometry import ID1, card_margin
from .lesson import MEASURE_COIN, TICKET_PAIRS, way_in
from .printables import (
    DISC_SETS,
    EXERCISES,
    LAYOUTS,
    card_outline_svg,
    coin_table,
    construction_svg,
    exercise_numbers,
    layout_svg,
    scale_bar,
    solve,
)
from .render import coin_disc_svg
from .rules import DIAMETERS

GAME = "coins"
JA = Voice(lang="ja")
TITLE = "カードはすべてのコインに届くか？"
# The words of the English module's drawings, in Japanese (their placeholders as there).
OUTLINE_WORDS = ("実物大のキャッシュカードの型紙（{w} × {h}mm）", "切り抜く：{w} × {h}mm",
                 "角の丸みの半径 {r}mm")
CONSTRUCTION_LABEL = ("実物大の{kind}円玉2枚。中心は横にまっすぐ並び、{apart}mm離れています。"
                      "まわりに作図する場所があります")
BAR_LABEL = "長さ{length}mmの棒"
# Part B's homework: the yen coins other than the pair measured in class (1 yen) and the
# exit ticket's pairs, so that the homework is new work.


JAPANESE = f"[{WIDE}]"  # kana, kanji, full-width signs (as the sheets' line joining)


joined = join_japanese_lines  # (the sheets and the pack join again; their parts too)


def mm(x, digits: int = 2) -> str:
    """A length as the Japanese chapter writes it: "98.81mm"."""
    return f"{fmt.decimal(x, digits)}mm"


def layout_name(name: str) -> str:
    """"Layout 1" as the Japanese chapter says it: "配置1"."""
    return f"配置{name.split()[-1]}"


def homework_kinds() -> list[int]:
    return [k for k in DIAMETERS if k != MEASURE_COIN and k not in TICKET_PAIRS]


def tilt_side(s: dict) -> str:
    """Which way the best card of a solved layout turns, in Japanese."""
    return "どちら向きでも" if s["either"] else "反時計回りに" if s["tilt"] > 0 else "時計回りに"


def name_line() -> str:
    blank = '<span style="display:inline-block;width:{}mm;border-bottom:0.3mm solid #555">' \
            "</span>"
    return (f'<p class="pr-name-line">{blank.format(10)}年{blank.format(10)}組'
            f"{blank.format(10)}番　名前{blank.format(60)}</p>")


def aid() -> Sheet:
    body = f"""
<div class="pr-columns">
<h2>用意するもの</h2>
<p>キャッシュカードと同じ大きさのカード1枚（{mm(ID1.width)} × {mm(ID1.height)}。下の型紙を
切り抜いたものでもかまいません）、コイン10枚以上（種類は何でもかまいません。おはじきや、印刷した
コインの円板でも遊べます）、プレイヤー2～4人。</p>
<h2>準備</h2>
<ol><li>コインはすべて、場のわきの<b>山</b>に置きます。カードは、コインに手が届かない所へ
よけておきます。</li>
<li>山のコインを1枚、場の真ん中に置きます。</li>
<li>最初の手番の人を決めます。手番は左隣の人へ進みます。</li></ol>
<h2>手番には、どちらか1つ</h2>
<ul><li><b>コインを置く</b>：山のコインを1枚選び、場の好きな所に置きます。場のどのコインにも
<b>接してはいけません</b>（すき間は、どんなに小さくてもかまいません）。</li>
<li><b>パスする</b>：「もうカードでは、すべてのコインの一部を隠せない」と言います。そこで
ラウンドが終わります。山が空なら、パスするしかありません。</li></ul>
<h2>ラウンドの終わり</h2>
<p><b>最後に置いた人</b>がカードを置きます。コインを動かさなければ、何度置き直しても
かまいません。どのコインも少しでも隠れれば、最後に置いた人が1点を得ます。どうしても
隠れないコインがあれば、パスした人が1点を得ます。</p>
<p>場のコインを山に戻します。ラウンドの勝者が最初のコインを置き、勝者の左隣の人から手番を
始めます。<b>先に3点を取った人の勝ちです。</b></p>
<p>意見が分かれたら、コインを投げて決めます。</p>
<h2>チャレンジ（選択ルール、3人以上）</h2>
<p>手番の人がパスせずにコインを置こうとしたとき、手番の人でも、その直前に手番をした人でもない
人は、コインが場に置かれる前に「チャレンジ」と言えます。ラウンドは、その人がパスしたのと同じように
終わります。チャレンジした人がそのラウンドに勝てなかったら、1点を失います（0点より下には
なりません）。優先するのは、手番の人のパス、チャレンジ、コインを置くこと、の順です。</p>
<h2>忘れやすいルール</h2>
<ul><li>コインは一部が隠れれば十分です。ほんの少しでかまいません。</li>
<li>カードはどんな角度に回してもかまいません。傾けると、カードの長さよりも遠くまで
届きます。</li>
<li>カードを置くのは、パスした人ではなく、最後に置いた人です。</li></ul>
</div>
<div style="display:flex;gap:6mm;align-items:flex-start">
<div><h2>カードがないときは、これを切り抜きます</h2>
<div class="pr-cut-grid"><div>{card_outline_svg(OUTLINE_WORDS)}</div></div>
<p class="pr-small">100%（実際のサイズ）で印刷し、厚紙に貼って、破線の少し内側を切ります。</p></div>
<div><h2>日本の硬貨の大きさ</h2>{coin_table("{k}円玉", ("硬貨", "直径（mm）"))}</div></div>
"""
    return Sheet(GAME, "aid", "早見表", joined(body), pages=1, lang="ja")


def _layout_block(name: str, coins) -> str:
    kinds = "、".join(f"{c.kind}円玉" for c in coins)
    return f"""
<div class="pr-keep">
<h3>{layout_name(name)}（{kinds}）実物大</h3>
<div style="display:inline-block;border:0.3mm solid #bbb">{layout_svg(coins, voice=JA)}</div>
<table><tr><th>予想：カードはすべてのコインの一部を隠せますか。</th>
<td style="width:40mm">はい ／ いいえ</td></tr>
<tr><th>カードで確かめた結果：置けましたか。</th><td>はい ／ いいえ</td></tr>
<tr><th>カードを傾ける必要がありましたか。</th><td>はい ／ いいえ</td></tr>
<tr><th>正確な答え（先生から）</th><td></td></tr></table>
</div>"""


def _construction() -> str:
    w = way_in()
    a, b = w["corner"]

    def draw(x: float) -> str:  # a length as computed, and as a ruler draws it
        return f"{mm(x, 1)}（作図では{mm(x, 0)}）"
    return f"""
<h2>E. カードの中心はどこに置ける？（定規とコンパス）</h2>
<p>2つの円は実物大の{w['kind']}円玉 L と R で、中心は破線の上に {mm(w['apart'], 0)} 離れて
います。カードは<b>まっすぐ</b>のまま（長い辺を破線と平行に）動かします。カードがコインの一部を
隠すには、カードの中心をどこに置けばよいでしょうか。</p>
<p>長さは 0.1mm まで書き、かっこの中に、定規でかける 1mm 単位の長さを書いてあります。</p>
<ol><li><b>コイン L のまわり：辺。</b>カードの短い辺がコインにちょうど触れるとき、カードの中心は
コインの中心から、カードの長さの半分（{mm(ID1.width / 2)}）とコインの半径（{mm(w['r'], 0)}）を
たした距離にあります。L の中心から左右に {draw(w['side'])} の点をとり、上下に
{draw(w['top'])}（{fmt.decimal(ID1.height / 2)} + {fmt.decimal(w['r'], 0)}）の点をとります。
左右の点を通って破線に垂直な直線を、上下の点を通って破線に平行な直線を引くと、長方形が
できます。</li>
<li><b>コイン L のまわり：角。</b>カードの角は丸いので、この図形の角も丸くなります。L の中心から
右へ {draw(a)}、上へ {draw(b)} の点と、同じようにとった残り3つの点に印をつけます。コンパスを
{draw(w['arc'])}（カードの角の丸みの半径 {mm(ID1.corner)} とコインの半径の和）に開き、それぞれの
点を中心に円の4分の1をかいて、まっすぐな辺どうしをつなぎます。</li>
<li><b>コイン R のまわり。</b>R の中心のまわりにも同じ図形をかきます。</li>
<li>2つの図形が重なる部分に<b>色をぬります</b>。まっすぐのカードの中心がそこにあれば、カードは
両方のコインの一部を隠します。型紙のカードで確かめましょう。</li></ol>
<div style="border:0.3mm solid #bbb;display:inline-block">{construction_svg(
    w, label=CONSTRUCTION_LABEL)}</div>
<table class="coins-fill"><tr><th>色をぬった部分の、破線に沿った幅（mm）</th>
<td style="width:35mm"></td></tr>
<tr><th>色をぬった部分の、真ん中での高さ（mm）</th><td></td></tr></table>"""


def worksheet() -> Sheet:
    layouts = list(LAYOUTS.items())
    homework = "".join(f"<tr><td>{k}円玉2枚</td><td>{fmt.decimal(DIAMETERS[k], 1)}</td>"
                       "<td></td></tr>" for k in homework_kinds())
    core_w, core_h = ID1.width - 2 * ID1.corner, ID1.height - 2 * ID1.corner  # the core
    ex = exercise_numbers()
    d = fmt.decimal
    one, two, three = EXERCISES
    body = f"""
<style>.coins-fill td, .coins-fill th {{ height: 8mm; vertical-align: middle; }}</style>
{name_line()}
<h2>A. カードを測る</h2>
<table class="coins-fill">
<tr><th>カードの長い辺の長さ（mm）</th><td style="width:35mm"></td></tr>
<tr><th>カードの内側に引けるいちばん長い線（丸い角から、向かい側の丸い角まで）を測った
長さ（mm）</th><td></td></tr>
</table>
<p>長い辺と、角から角までの線では、どちらが長いですか。何mm長いですか。</p>
{writing_lines(1)}
<h2>B. 2枚のコインはどこまで離せる？</h2>
<p>紙に直線を1本引き、同じコイン2枚を、線がそれぞれの真ん中を通るように、遠く離して置きます。
片方のコインを線に沿って1mmずつもう片方へ近づけ、カードで両方の一部をやっと隠せるところで
止めます。一方のコインの左のふちから、もう一方のコインの左のふちまでの長さを、線に沿って測り、
<i>D</i> とします。同じ大きさのコインなら、これが中心と中心の距離です。</p>
<table class="coins-fill">
<tr><th>使ったコインの直径 <i>d</i>（mm）</th><td style="width:35mm"></td></tr>
<tr><th>わたしたちの班が測った <i>D</i>（mm）</th><td></td></tr>
<tr><th>正確な値（クラスのすべての班の <i>D</i> が出そろってから）（mm）</th><td></td></tr>
<tr><th>わたしたちの班の誤差：測った <i>D</i> − 正確な値（mm）</th><td></td></tr>
</table>
<p><b>宿題</b>（授業のあとで）：ほかの硬貨2枚についても、正確な値を求めましょう。正確な値は、
コインの直径とどんな関係がありますか。</p>
<table class="coins-fill">
<tr><th>コイン</th><th>直径（mm）</th><th>正確な値（mm）</th></tr>
{homework}</table>
<div class="pr-page-break"></div>
<h2>C. 予想してから確かめる</h2>
<p>本物のカード（または早見表の型紙）を、印刷された配置の上に置いてみます。配置のまわりの枠は
場のふちではありません。カードは枠からはみ出してもかまいません。授業でどの配置をするかは先生が
言います。残りは家で、キャッシュカードと同じ大きさのカードを使ってやりましょう。配置が実物大に
なるのは、このプリントを100%で印刷したときだけです。下の棒がちょうど100mmあるか確かめましょう。</p>
{scale_bar(label=BAR_LABEL)}
{_layout_block(*layouts[0])}
{_layout_block(*layouts[1])}
<div class="pr-page-break"></div>
{_layout_block(*layouts[2])}
<h2>D. 練習問題（番号は本の章と同じです）：宿題</h2>
<p>計算はノートにして、答えをここの線の上に書きましょう。</p>
<p><b>練習問題{one}</b>（三平方の定理を習っていたら）カードの大きさは
{mm(ID1.width)} × {mm(ID1.height)} で、角は半径 {mm(ID1.corner)} の丸みがついています。
(1) 同じ大きさで角が直角の長方形の対角線の長さを求めなさい。(2) カードのどの辺からも
{mm(ID1.corner)} ずつ内側に入ったところに残る長方形を、カードの<b>芯</b>と呼びます。芯の大きさは
{mm(core_w)} × {mm(core_h)} です。カードの内側に引けるいちばん長い線は、芯の対角線の両端に
角の丸みの半径を1つずつたした長さです。これを求めなさい。(3) (2)の答えを、パートAで測った長さと
くらべなさい。(2)が(1)より短いのはなぜですか。</p>
{writing_lines(1)}
<p><b>練習問題{two}</b>（三平方の定理を習っていたら）カードが、中心を原点 (0, 0) にして
まっすぐ置かれています。点 (50, 40) はカードからどれだけ離れていますか。また、カードのどの部分が
この点にいちばん近いですか。カードは、芯（{mm(core_w)} × {mm(core_h)} の長方形）のまわりを
{mm(ID1.corner)} ずつふくらませた形です。芯の縦横の長さの半分は {d(core_w / 2)} = {d(core_w)} ÷ 2 と
{d(core_h / 2)} = {d(core_h)} ÷ 2 です。<i>d<sub>x</sub></i> = 50 − {d(core_w / 2)}、
<i>d<sub>y</sub></i> = 40 − {d(core_h / 2)} として、三平方の定理で芯までの距離を求め、そこから
{mm(ID1.corner)} をひきなさい。</p>
{writing_lines(1)}
<p><b>練習問題{three}</b> 2枚の1円玉（直径 {mm(2 * ex['radius'], 0)}）の中心が {mm(ex['apart'], 0)}
離れています。カードで両方の一部を隠せますか。カードの角から角までの線は {mm(ex['chord'])} です。
<b>余裕</b>とは、カードがコインにどれだけ深く重なっているかです。コインごとに
「半径 − 中心からカードまでの距離」を求め、そのいちばん小さい値を余裕とします。
余裕が0mmより大きければ、カードはすべてのコインの一部を隠します。
余裕 {ex['radius']} − ({ex['apart']} − {d(ex['chord'])}) ÷ 2 を
求めなさい。</p>
{writing_lines(1)}
<div class="pr-page-break"></div>
{_construction()}
"""
    return Sheet(GAME, "worksheet", TITLE, joined(body), pages=4, lang="ja")


def layout_verdict(coins) -> str:
    """A layout's exact answer, as the answer key says it."""
    s = solve(coins)
    if s["margin"] <= 0:
        return f"<b>いいえ</b>：いちばんよいカードでも、1枚のコインに {mm(-s['margin'])} 届きません"
    level = ("まっすぐのカードでも置けます" if s["level"] > 0 else
             f"まっすぐのカードでは置けません（{mm(-s['level'])} 届きません）")
    return (f"<b>はい</b>：カードを{tilt_side(s)}約{fmt.decimal(abs(s['tilt']), 0)}度傾けると、"
            f"余裕 {mm(s['margin'])}。{level}")


def answers() -> Sheet:
    chord = ID1.longest_chord
    ex = exercise_numbers()
    d = fmt.decimal
    one, two, three = EXERCISES
    exact_margin = card_margin([(0, 0, ex["radius"]), (ex["apart"], 0, ex["radius"])]).margin
    margin_slack = Fraction(1, 200)  # 4.405 is on a rounding edge: accept either side
    homework = "".join(f"<tr><td>{k}円玉2枚</td><td>{d(DIAMETERS[k], 1)}</td>"
                       f"<td>{d(chord + DIAMETERS[k])}</td></tr>" for k in homework_kinds())
    blocks = []
    for name, coins in LAYOUTS.items():
        best = solve(coins)["best"]
        picture = layout_svg(coins, (best.center, best.angle, best.margin), scale=0.4,
                             voice=JA)
        blocks.append(f'<div class="pr-keep" style="display:flex;gap:4mm;align-items:center">'
                      f'<div>{picture}</div><p><b>{layout_name(name)}</b>　'
                      f"{layout_verdict(coins)}。</p></div>")
    w = way_in()
    tilted_only = {layout_name(name): solve(coins)["level"] for name, coins in LAYOUTS.items()
                   if solve(coins)["level"] < 0 < solve(coins)["margin"]}
    level_misses = "、".join(f"{name}は {mm(-level)}" for name, level in tilted_only.items())
    body = f"""
<h2>A. カードを測る</h2>
<p>長い辺は {mm(ID1.width)}。角から角までの線を測ると約 {mm(chord, 0)}（正確には {mm(chord)}）で、
長い辺より約 {mm(chord - ID1.width, 0)} 長くなります。{d(chord - 1, 0)}～{mm(chord + 1, 0)} を
正解とします。</p>
<h2>B. 2枚のコインはどこまで離せる？</h2>
<p>カードのいちばん長い線（最長の弦）を、2つの中心を結ぶ線に沿わせて置きます。それぞれの中心は
カードの端から半径1つ分まで外に出られるので、<i>D</i> &lt; {d(chord)} + <i>d</i> です。
1円玉2枚（<i>d</i> = {d(DIAMETERS[MEASURE_COIN], 0)}）なら {mm(chord + DIAMETERS[MEASURE_COIN])}。
測った値はふつう正確な値より少し小さくなります（重なりが目に見えなければならず、手もふるえる
からです）。正確な値を1～2mmより大きく上回る値は、測りまちがいです。</p>
<p>宿題の表：</p>
<table><tr><th>コイン</th><th>直径（mm）</th><th>正確な値（mm）</th></tr>{homework}</table>
<p>正確な値は、{d(chord)} にコインの直径をたしたものです。</p>
<h2>C. 予想してから確かめる（いちばんよいカードをかいた縮小図）</h2>
{"".join(blocks)}
<div class="pr-page-break"></div>
<h2>D. 練習問題（番号は本の章と同じです）</h2>
<p><b>練習問題{one}</b>　(1) √({d(ex['w'])}² + {d(ex['h'])}²) = √{d(ex['square'])} ≒
<b>{mm(ex['diagonal'])}</b>。角が直角の長方形の対角線です。(2) 芯の対角線は
√({d(2 * ex['a'])}² + {d(2 * ex['b'])}²) = √{d(ex['core_square'])} ≒ {mm(ex['core_diagonal'])}。
これに 2 × {d(ex['rho'])} をたして <b>{mm(ex['chord'])}</b>。実物のカードの内側に引けるいちばん
長い線（最長の弦）です。(3) パートAで測った長さ（約 {mm(ex['chord'], 0)}）に近くなります。
丸い角が直角の角の先を削っているので、(2)は(1)より {mm(ex['diagonal'] - ex['chord'])} 短く
なります。</p>
<p><b>練習問題{two}</b>　<i>d<sub>x</sub></i> = {d(ex['dx'])}、<i>d<sub>y</sub></i> =
{d(ex['dy'])} で、どちらも正なので、いちばん近いのは右上の丸い角です。
√({d(ex['dx'])}² + {d(ex['dy'])}²) = √{d(ex['sum'])} ≒ {mm(ex['to_core'])} が芯までの距離で、
そこから {mm(ex['rho'])} をひいて、カードから約 <b>{mm(ex['distance'])}</b>。</p>
<p><b>練習問題{three}</b>　はい。{ex['apart']} &lt; {d(ex['chord'])} + {2 * ex['radius']} =
{d(ex['chord'] + 2 * ex['radius'])} だからです。それぞれの中心はカードから
({ex['apart']} − {d(ex['chord'])}) ÷ 2 = {mm(ex['beyond'], 3)} 外にあるので、余裕は
{ex['radius']} − {d(ex['beyond'], 3)} = {mm(ex['margin'], 3)}。
<b>{mm(ex['margin'] - margin_slack)} でも {mm(ex['margin'] + margin_slack)} でも正解とします</b>。
{d(ex['chord'])} がすでに四捨五入した値で、四捨五入する前の最長の弦を使うと、余裕は
{mm(exact_margin, 3)} になるからです。</p>
<h2>E. カードの中心はどこに置ける？</h2>
<p>それぞれのコインのまわりの図形は、カードをコインの半径だけふくらませた形で、
{d(2 * w['side'], 1)} × {mm(w['height'], 1)}、角の丸みの半径は {mm(w['arc'], 1)} です。色をぬった
重なりは、破線に沿った幅が {d(2 * w['side'], 1)} − {d(w['apart'], 0)} =
<b>{mm(w['width'], 1)}</b>、真ん中での高さが <b>{mm(w['height'], 1)}</b> です（面積は約
{d(w['area'], 0)}mm²）。1mm以内の差は正解とします。幅が {mm(w['width'] - 2 * w['r'], 1)} に
近い生徒は、コインの半径をたし忘れています。</p>
<h2>採点のための注意</h2>
<ul><li>小数第1位までの 101.2 と 98.8 は、どこでも正解とします。</li>
<li>パートCで{"や".join(tilted_only)}を「いいえ」とした生徒は、たいていカードをまっすぐにしたままです。
まっすぐのカードでは、どちらも届きません（{level_misses}）。</li></ul>
"""
    return Sheet(GAME, "answers", f"{TITLE}（解答）", joined(body), pages=2, lang="ja")


def components() -> Sheet:
    """Coin discs at real size, drawn by the renderer with Japanese labels: two pools of
    the six Japanese coins, two of each (LC-4)."""
    discs = "".join(f"<div>{coin_disc_svg(kind, voice=JA)}</div>"
                    for _ in range(DISC_SETS) for kind in DIAMETERS for _ in range(2))
    sizes = "、".join(f"{k}円玉 {mm(d, 1)}" for k, d in DIAMETERS.items())
    pool = 2 * len(DIAMETERS)
    body = f"""
<style>.coins-discs {{ display: flex; flex-wrap: wrap; gap: 4mm; align-items: center; }}
.coins-discs > div {{ break-inside: avoid; line-height: 0; }}</style>
<p>100%（実際のサイズ）で印刷し、厚紙に貼ってから、1枚ずつ破線の円に沿って切り抜きます。
円板の直径は本物の硬貨と同じ（{sizes}）なので、カードは本物の硬貨と同じように円板に届きます。
このシートには、各種類2枚ずつ{pool}枚の山が{DISC_SETS}組あります。1班に1組です。おはじきや
ボタンなど、ほかの平らで丸いものでも遊べます。ただし、1回のゲームのあいだは同じ組み合わせを
使います。</p>
<div class="coins-discs">{discs}</div>
"""
    return Sheet(GAME, "components", "実物大のコインの円板", joined(body), pages=1, lang="ja")


def sheets() -> list[Sheet]:
    """The player aid, the worksheet, its answer key and the coin discs, in Japanese."""
    return [aid(), worksheet(), answers(), components()]
