"""Rice Dice printables in Japanese (issue 33): the player aid, the lesson's worksheet and
answer key, and the print-and-play cards, the same kinds in the same order as
``printables.sheets()``, printed on A4 only.

Adapted for a Japanese class, not translated: the exercises are numbered and worded as the
Japanese chapter numbers them (問題1...), the name line is a Japanese school's, and every
number is worked out from the game's rules and odds or from the English modules'
functions (the lesson's key numbers, the extension's answer), never typed in. The game's
words are the Japanese table's (``words.JA``), the pictures draw with a Japanese voice.
"""

from __future__ import annotations

from fractions import Fraction

from .. import fmt
from ..printables import Sheet, join_japanese_lines, writing_lines
from ..words import Voice
from .dice import CARDS, DEFAULT_DIE, RICE, UMEBOSHI
from .lesson import (
    GROUP_ROLLS,
    class_expect,
    key_numbers,
    no_plum,
    one_plum,
    plum_chances,
    useless_faces,
)
from .odds import keep_value
from .printables import CARD_MM, EXTENSION_KEPT, STICKER_MM, _grid, _sized, extension_answer
from .render import card_svg, dice_svg, die_faces_svg, face_svg
from .rules import legal_set_asides, sesame_sum, target_cards
from .words import counted, face_word

GAME = "rice_dice"
JA = Voice(lang="ja")


# ---- how the Japanese sheets write numbers and faces -------------------------------------
def frac(p, of: int | None = None) -> str:
    """A fraction as a Japanese textbook prints it, the numerator over the denominator:
    ``frac(Fraction(1, 9))``, or ``frac(4, 36)`` unreduced (a count of a whole)."""
    top, bottom = (p, of) if of is not None else (Fraction(p).numerator, Fraction(p).denominator)
    if bottom == 1:
        return str(top)
    return ('<span style="display:inline-flex;flex-direction:column;vertical-align:middle;'
            'text-align:center;font-size:85%;line-height:1.05;margin:0 0.15em">'
            f'<span style="border-bottom:0.25mm solid;padding:0 0.1em">{top}</span>'
            f"<span>{bottom}</span></span>")


def near(p: Fraction, digits: int = 1) -> str:
    """A chance as a percentage, written as Japanese schools write an approximation."""
    return f"{frac(p)} ≒ {fmt.percent(p, digits)}"


def face(f) -> str:
    """One face's Japanese name, as the table says it: 梅干, ライス, 黒ゴマ（4の目）."""
    return face_word(f, JA)


def faces(fs) -> str:
    """Faces one by one, as the chapter writes a roll: 梅干、ライス、4、4、6."""
    return "、".join(face_word(f, JA) if f in (UMEBOSHI, RICE) else str(f) for f in fs)


def pips(*fs) -> str:
    """The pips of a plain die that read as ``fs``: 「1と4」."""
    found = [str(i) for i, f in enumerate(DEFAULT_DIE, 1) if f in fs]
    return "と".join(found) if len(found) == 2 else "、".join(found)


joined = join_japanese_lines  # (the sheets and the pack join again; the worked example too)


SESAME = tuple(f for f in DEFAULT_DIE if f not in (UMEBOSHI, RICE))
DICE_KEY = (f"ダイスの目の読み方：{pips(UMEBOSHI)}の目は<b>梅干</b>、{pips(RICE)}の目は"
            f"<b>ライス</b>、{pips(*SESAME)}の目は<b>黒ゴマ</b>（目の数がそのまま値）です。")


# ---- the lesson's game (printed on the worksheet and in the lesson pack) -----------------
# The lesson's own rules, as the English LESSON_GAME sets them: the full game with theft,
# no locking, one round; the youngest starts.
LESSON_GAME = [
    "カード1～12を表向きに1列に並べます。いちばん年下の人から始め、時計回りに進みます。",
    "今日はだれもカードを確定させません。自分の手番では、いつもダイスを振ります（早見表の"
    "「自分の手番」の1「確定させる」は使いません）。",
    "<b>1巡</b>だけ遊びます（全員が1回ずつ手番を行います）。時間があれば、もう1巡遊びます。"
    "先生が「<b>最後の手番</b>」と言ったら、全員の手番の回数がそろうまでその巡を続けて、"
    "終わります。",
    "そのほかはルールどおりです。場の中央のカードだけでなく、<b>ほかの人の前にあるカード</b>も"
    "取れます（<i>横取り</i>）。取るカードがもう自分のものなら、そのカードは手もとに残り、"
    "取った1枚として数えます。",
    "バーストしたら、自分の仮に獲得したカードのうちいちばん大きいものが除外されます。1枚も"
    "なければ、場の中央のいちばん大きいカードが除外されます。",
    "最後にカードの数字を合計します。合計がいちばん大きい人の勝ちです。同点なら、最初の人から"
    "時計回りに数えて、いちばん遠い席の人の勝ちです。",
]


# ---- the player aid ------------------------------------------------------------------------
def _faces_table() -> str:
    cells = "".join(f"<td>{face(f)}</td>" for f in DEFAULT_DIE)
    heads = "".join(f"<th>{i}</th>" for i in range(1, len(DEFAULT_DIE) + 1))
    return f"<table><tr><th>目</th>{heads}</tr><tr><th>読み方</th>{cells}</tr></table>"


def aid() -> Sheet:
    body = f"""
<div class="pr-columns">
<div class="pr-keep">
<p><b>仮に獲得したカード</b>：取って、自分の前に表向きに置いてあるカード。ほかの人に
取られることがあります。<b>表向きのカード</b>：場の中央のカードと、全員の仮に獲得した
カード。</p>
<h2>自分の手番：どちらか1つ</h2>
<ol>
<li><b>確定させる</b>：仮に獲得したカードを1枚裏返します。もうだれにも取られず、
バーストしても除外されません。手番は終わりです。</li>
<li>または <b>振る</b>：5個のダイスを全部振って、梅干しご飯を作り始めます。</li>
</ol>
</div>
<div class="pr-keep">
<h2>振るたびに</h2>
<p>少なくとも1個のダイスを取り置きます。1回に取り置くのは <b>1種類</b> だけです。</p>
<ul>
<li><b>梅干</b>：ちょうど1個出ていて、まだ梅干を取り置いていないときだけ。</li>
<li><b>黒ゴマ</b>：同じ値のダイスを全部まとめて。この手番でまだ取り置いていない値だけ。</li>
<li><b>ライス</b>：出ている中から好きな個数（1個以上）。あとで追加してもかまいません。</li>
</ul>
<p>取り置いたら、残りのダイスをもう一度振るか、やめます。取り置けるダイスがなければ
<b>バースト</b>：手番は終わり、カードは取れません。</p>
</div>
<div class="pr-keep">
<h2>梅干しご飯（やめてよい形）</h2>
<p>梅干が <b>ちょうど1個</b>、黒ゴマが <b>1個以上</b>、ライスが <b>黒ゴマと同じ個数以上</b>
（目の数ではなく、ダイスの個数で比べます）。ほかの形でやめるとバーストです。</p>
</div>
<div class="pr-keep">
<h2>カードを取る</h2>
<p>黒ゴマの合計と同じ数字のカードを取ります（表向きでなければ、それより小さい表向きの
カードのうちいちばん大きいもの）。ライスの2個目からは1個ごとに、その次に小さい表向きの
カードをもう1枚取ります。ほかの人の仮に獲得したカードも取れます（横取り）。自分の
カードは手もとに残りますが、取った1枚として数えます。表向きのカードが足りなければ、
あるだけ取ります。黒ゴマの合計と同じか、それより小さい表向きのカードが1枚もなければ
バーストです。</p>
</div>
<div class="pr-keep">
<h2>バースト</h2>
<p>自分の <b>仮に獲得したカードのうちいちばん大きいもの</b> が除外されます。1枚もなければ、
場の中央のいちばん大きいカードが除外されます。</p>
</div>
<div class="pr-keep">
<h2>ゲームの終わり</h2>
<p>ある手番のあと場の中央にカードがなくなったら終わりです。確定させたカードと仮に獲得した
カードの数字を合計し、いちばん大きい人の勝ちです。同点なら、最初の手番の人から時計回りに
数えていちばん遠い席の人の勝ちです。</p>
</div>
<div class="pr-keep pr-box">
<h2>忘れやすいルール</h2>
<ul>
<li>梅干が2個出たら、<b>どちらも</b> 取り置けません。</li>
<li>5が2個出たら2個まとめて取り置きます。あとからほかの5は加えられません。</li>
<li>仮に獲得したカードは安全ではありません。ほかの人に取られます。</li>
<li>振るダイスが残っていなければ、やめなければなりません。</li>
</ul>
</div>
</div>
<h2>ふつうのダイスの読み方</h2>
{_faces_table()}
{_sized(die_faces_svg(DEFAULT_DIE, voice=JA), 120)}
"""
    return Sheet(GAME, "aid", "ライスダイス：早見表", joined(body), lang="ja")


# ---- the worksheet's exercises (the chapter's 問題1-5) ---------------------------------------
EX1_ROLL = ("U", "U", "R", 4, 4)  # 問題1: nothing set aside yet
EX2_BOWL, EX2_FACE_UP, EX2_THEIRS = ("U", 4, 5, "R", "R"), (3, 5, 7, 9), 9  # 問題2
EX3_A, EX3_B = ("U", 4, 4), ("U", 5)  # 問題3 (a) two dice left, (b) three dice left
EX5_KEPT = ("U", 6, "R", "R")  # 問題5: one die left
EX5_BOARDS = (tuple(CARDS), tuple(c for c in CARDS if c <= 8))  # all twelve; 1 to 8


def _cards(cs) -> str:
    return "、".join(map(str, cs))


EXERCISES = [
    ("問題1 ★（紙と鉛筆）：何を取り置ける？",
     f"まだ何も取り置いていません。振った結果は{faces(EX1_ROLL)}でした。ルールで認められる"
     "取り置き方をすべて答えなさい。", 2),
    ("問題2 ★（紙と鉛筆）：どのカードを取る？",
     f"{faces(EX2_BOWL)}を取り置いてやめました。表向きのカードは{_cards(EX2_FACE_UP)}で、"
     f"{EX2_THEIRS}はほかの人の前にあります。どのカードを取りますか。", 2),
    ("問題3 ★★（紙と鉛筆）：危ない1振り",
     f"(a) 梅干1個と4を2個取り置いていて、ダイスが{5 - len(EX3_A)}個残っています。右の表"
     "（たてが1個目のダイスの目、横が2個目のダイスの目）で、バーストする出目のマスをぬり"
     "なさい。バーストする確率はいくらですか。"
     f"<br>(b) 梅干1個と5を1個取り置いていて、ダイスが{5 - len(EX3_B)}個残っています。"
     f"次に振ってバーストする確率が {frac(key_numbers()['three'])} であることを示しなさい。",
     5),
    ("問題4 ★★（紙と鉛筆）：ダイス5個の中の梅干",
     "ダイス5個を振ったとき、次のようになる確率をそれぞれ求めなさい。(a) 梅干が1個も出ない、"
     "(b) 梅干がちょうど1個出る、(c) 梅干が2個以上出る。(a) と (b) ではどちらが大きい"
     "ですか。", 5),
    ("問題5 ★★★（紙と鉛筆）：やめる？振る？",
     f"12枚のカードがすべて表向きで、あなたはカードを持っていません。{faces(EX5_KEPT)}を取り"
     "置いていて、ダイスが1個残っています。やめたときの点と、最後のダイスを振ったときの点の"
     "期待値を求めなさい（ヒント：最後のダイスの6つの目のそれぞれで何点になるかを考え、"
     "その平均を求めます）。どちらがよいですか。表向きのカードが"
     f"{EX5_BOARDS[1][0]}～{EX5_BOARDS[1][-1]}だけのときはどうですか。（発展：期待値は、平均"
     "して見込める点のことです。高等学校の数学Bで学びます。）", 6),
]


def _exercise(n: int, with_grid: bool = False) -> str:
    title, question, lines = EXERCISES[n - 1]
    space = writing_lines(lines)
    if with_grid:
        space = (f'<div style="display:flex;gap:5mm;align-items:flex-start">'
                 f'<div style="flex:1">{space}</div>{_grid()}</div>')
    return f'<div class="pr-keep"><h3>{title}</h3><p>{question}</p>{space}</div>'


def worksheet() -> Sheet:
    rules = "".join(f"<li>{rule}</li>" for rule in LESSON_GAME)
    ext_dice = 5 - len(EXTENSION_KEPT)
    body = f"""
<p class="pr-name-line">　　年　　組　　番　名前 ______________________________</p>
<div class="pr-box pr-keep">
<h2>今日のゲーム</h2>
<ol>{rules}</ol>
</div>
<h2>活動：1の目がちょうど1個</h2>
<p>班で、ふつうのダイス5個を{GROUP_ROLLS}回振ります。1人が振り、1人が1の目（梅干）が何個
出たかを言い、1人が下の表の正しい行に正の字で記録します。4人班では、4人目が毎回確かめ
ます。{GROUP_ROLLS // 3}回ごとに役割を交代します。</p>
<p>振る前に予想しましょう：{GROUP_ROLLS}回のうち、1の目がちょうど1個出るのは何回くらい
でしょうか。　________回</p>
<table style="width:150mm">
<tr><th style="width:42mm">出た目</th><th>正の字</th><th style="width:18mm">回数</th></tr>
<tr><td>1の目がちょうど1個</td><td style="height:13mm"></td><td></td></tr>
<tr><td>1の目が0個</td><td style="height:13mm"></td><td></td></tr>
<tr><td>1の目が2個以上</td><td style="height:13mm"></td><td></td></tr>
<tr><th>合計</th><th></th><th>{GROUP_ROLLS}</th></tr>
</table>
<div class="pr-keep">
<p>クラスの合計：振った回数 ________回　ちょうど1個 ________回　0個 ________回</p>
<p>A. クラス全体で「1の目がちょうど1個」だった回数の相対度数を、分数と百分率で書き
ましょう。</p>
{writing_lines(1)}
</div>
<div class="pr-page-break"></div>
<p class="pr-small">{DICE_KEY}</p>
{_exercise(1)}{_exercise(2)}{_exercise(3, with_grid=True)}
<div class="pr-page-break"></div>
<p class="pr-small">宿題、または問題1～3が終わった人へ。{DICE_KEY}</p>
{_exercise(4)}
<div class="pr-keep">
<p>B. 問題4 (b) の答えを使います。クラス全体で振った回数のうち、1の目がちょうど1個出る
のは何回くらいと予想できますか。クラスの合計は近いですか。</p>
{writing_lines(2)}
</div>
{_exercise(5)}
<div class="pr-keep">
<h3>発展：4が2個</h3>
<p>1の目（梅干）1個と4の目2個のダイスをわきに置き、残りの{ext_dice}個のダイスを
{extension_answer().rolls}回振ります。何回バーストしましたか。どのくらいの割合になると
予想していましたか。</p>
{writing_lines(2)}
</div>
"""
    return Sheet(GAME, "worksheet", "ライスダイス：ワークシート", joined(body), pages=3, lang="ja")


# ---- the answers, worked out ----------------------------------------------------------------
ROLLS = len(DEFAULT_DIE) ** 5  # the rolls of five dice, pip by pip


def whole(p: Fraction) -> int:
    """How many of the ROLLS rolls a chance of a roll of five dice counts."""
    assert (p * ROLLS).denominator == 1
    return int(p * ROLLS)


def _set_asides(kept, rolled) -> list[str]:
    return [counted(f, n, JA) for f, n in legal_set_asides(kept, rolled)]


def _take(bowl, face_up) -> tuple[int, ...]:
    return target_cards(sesame_sum(bowl), bowl.count(RICE), face_up)


def last_die(kept, board) -> dict[object, int]:
    """問題5: {face of the last die: points it brings} (0 for a bust), by the rules."""
    out = {}
    for f in dict.fromkeys(DEFAULT_DIE):
        bowl = (*kept, f)
        out[f] = sum(_take(bowl, board)) if legal_set_asides(kept, [f]) else 0
    return out


def exercise5(board) -> tuple[int, Fraction, dict]:
    """(points of stopping, expected points of rolling the last die, points by face),
    checked against the odds' exact values."""
    stop = sum(_take(EX5_KEPT, board))
    by_face = last_die(EX5_KEPT, board)
    roll = Fraction(sum(by_face[f] for f in DEFAULT_DIE), len(DEFAULT_DIE))
    assert keep_value(EX5_KEPT, [], board).net == stop
    assert keep_value(EX5_KEPT, None, board).net == max(stop, roll)
    return stop, roll, by_face


def _exercise5_text() -> str:
    full, small = EX5_BOARDS
    stop, roll, by_face = exercise5(full)
    count = {f: sum(1 for g in DEFAULT_DIE if g == f) for f in by_face}
    lines = []
    for f, points in by_face.items():
        what = face(f) if f in SESAME else f"{face(f)}（{pips(f)}の目）"
        if not points:
            lines.append(f"{what}：取り置けるダイスがなくバースト、0点")
        else:
            bowl = (*EX5_KEPT, f)
            cards = _take(bowl, full)
            lines.append(f"{what}：黒ゴマの合計{sesame_sum(bowl)}、ライス{bowl.count(RICE)}個で"
                         f"{_cards(cards)}、{points}点")
    terms = " + ".join(f"{p} × {count[f]}" if count[f] > 1 else str(p)
                       for f, p in by_face.items())
    s_stop, s_roll, s_by = exercise5(small)
    gain = sorted({p for p in s_by.values() if p})
    ways = sum(count[f] for f, p in s_by.items() if p)
    assert len(gain) == 1  # with 1 to 8 every bowl that does not bust takes the same
    better = "振る" if roll > stop else "やめる"
    s_better = "振る" if s_roll > s_stop else "やめる"
    return (f"<p>やめる：黒ゴマの合計{sesame_sum(EX5_KEPT)}、ライス{EX5_KEPT.count(RICE)}個で"
            f"{_cards(_take(EX5_KEPT, full))}を取って <b>{stop}点</b>。"
            f"最後のダイスを振る：{'。'.join(lines)}。期待値は ({terms}) ÷ 6 = "
            f"<b>{frac(roll)} ≒ {fmt.decimal(roll, 1)}点</b> で、{stop}点より"
            f"{'大きい' if roll > stop else '小さい'}ので <b>{better}</b>。</p>"
            f"<p>表向きが{small[0]}～{small[-1]}だけなら、バーストしないときはどれも{gain[0]}点"
            f"なので、振ったときの期待値は {frac(Fraction(ways, 6))} × {gain[0]} = "
            f"<b>{fmt.decimal(s_roll, 0) if s_roll.denominator == 1 else frac(s_roll)}点</b>、"
            f"やめると{s_stop}点なので <b>{s_better}</b>。自分のカードを失う心配がなくても"
            "（バーストで除外されるのが場の中央のカードでも）、期待値で比べると、早めにやめる"
            "ほうがよいことがあります。</p>")


def answers() -> Sheet:
    from .lesson_ja import group_counts
    from .lesson_ja import key_numbers as ja_numbers

    ext = extension_answer()
    k = ja_numbers()
    one, none = one_plum(), no_plum()
    group, cls, shown = k["group"], k["class"], k["shown"]
    classes = [class_expect(g) for g in group_counts()]
    two_or_more = 1 - one - none
    sixth, rest = Fraction(1, 6), Fraction(5, 6)
    assert plum_chances()[0] == rest ** 5 and one == 5 * sixth * rest ** 4
    ex1 = _set_asides((), EX1_ROLL)
    ex2 = _take(EX2_BOWL, EX2_FACE_UP)
    useless = len(k["ext_useless"])
    useless_pips = [i for i, f in enumerate(DEFAULT_DIE, 1) if f in k["ext_useless"]]
    cells = "、".join(f"{a}-{b}" for a in useless_pips for b in useless_pips)
    useless_b = len(useless_faces(EX3_B))
    row = "".join
    body = f"""
<h2>活動：1の目がちょうど1個</h2>
<p>確率は 5 × {frac(sixth)} × ({frac(rest)})<sup>4</sup> = {near(one)}。1の目が <b>1個も
出ない</b> 確率も ({frac(rest)})<sup>5</sup> = {frac(none)} で同じなので、2つの行の回数は
同じくらいになるはずです。1つの班の{group.rolls}回では、平均{fmt.decimal(group.mean, 1)}回、
{group.low}～{group.high}回ならふつうです。</p>
<p>A. クラスの相対度数 = （クラスで「ちょうど1個」だった回数）÷（クラスで振った回数）。
たとえば {shown} ÷ {cls.rolls} = {fmt.percent(Fraction(shown, cls.rolls), 0)}。班の数ごとに、
クラスの合計で予想される回数と、ふつうの範囲を示します（偶然だけでも、20クラスのうち約19
クラスはこの範囲に入ります）：</p>
<table><tr><th>班の数</th>{row(f"<td>{e.rolls // group.rolls}</td>" for e in classes)}</tr>
<tr><th>振った回数</th>{row(f"<td>{e.rolls}</td>" for e in classes)}</tr>
<tr><th>予想される回数</th>{row(f"<td>{fmt.decimal(e.mean, 1)}</td>" for e in classes)}</tr>
<tr><th>ふつうの範囲</th>{row(f"<td>{e.low}～{e.high}</td>" for e in classes)}</tr>
</table>
<p>B（問題4のあと）：予想される回数 = 振った回数 × {frac(one)}（振った回数 ×
{fmt.decimal(one, 3)} くらい）で、上の表のとおりです。1つの班の相対度数は、クラス全体の
相対度数よりずっとばらつきます。</p>
<h3>問題1</h3>
<p>梅干が2個出ているので、どちらも取り置けません。4は2個まとめて取り置きます。1回に取り置けるのは
1種類だけなので、4とライスをいっしょには取り置けません。取り置き方は
{len(ex1)}通り：<b>{"</b>、または<b>".join(ex1)}</b>。</p>
<h3>問題2</h3>
<p>梅干1個、黒ゴマ2個、ライス2個で梅干しご飯です。黒ゴマの合計は
{" + ".join(str(f) for f in EX2_BOWL if f in SESAME)} = {sesame_sum(EX2_BOWL)} なので、
カード{ex2[0]}をほかの人から取り（横取り）、2個目のライスでその次に小さい表向きのカード
{ex2[1]}を取ります。<b>{"と".join(map(str, ex2))}</b>で{sum(ex2)}点。</p>
<h3>問題3</h3>
<p>(a) 梅干（2個目は取り置けない）か4（この手番ですでに取り置いた値）が出たダイスは
使えません。ぬるマスは
{cells} の{k["ext_cells"]}マスで、確率は {frac(k["ext_cells"], 36)} =
<b>{frac(k["ext"])}</b>。({frac(useless, 6)})<sup>2</sup> と同じです。<br>
(b) 梅干か5が出ると使えないので、6つの目のうち{useless_b}つ。3個とも使えない確率は
({frac(useless_b, 6)})<sup>3</sup> = <b>{frac(k["three"])}</b>。</p>
<h3>問題4</h3>
<p>(a) ({frac(rest)})<sup>5</sup> = {frac(none)}。(b) 5 × {frac(sixth)} ×
({frac(rest)})<sup>4</sup> = {frac(one)}。
(c) 1 − ({frac(whole(none), ROLLS)} + {frac(whole(one), ROLLS)}) =
{frac(ROLLS, ROLLS)} − {frac(whole(none + one), ROLLS)} =
{frac(whole(two_or_more), ROLLS)} = {near(two_or_more)}。
(a) と (b) は <b>等しい</b>（どちらも約{fmt.percent(one, 1)}）です。(b) の式の
5 × {frac(sixth)} は {frac(rest)} に等しいので、(b) も ({frac(rest)})<sup>5</sup> になる
からです。</p>
<h3>問題5</h3>
{_exercise5_text()}
<h3>発展：4が2個</h3>
<p>1の目（2個目の梅干）か4の目（取り置いた値）のときだけダイスが使えません。バーストするのは
{ext.pairs}通りのうち {cells} の{ext.busts}通りで、確率は <b>{frac(ext.chance)}</b>。
{ext.rolls}回では
平均{fmt.decimal(ext.mean, 1)}回、{ext.low}～{ext.high}回ならふつうです。
クラス全体の{ext.class_rolls}回では平均{fmt.decimal(ext.class_mean, 1)}回、ふつうは
{ext.class_low}～{ext.class_high}回です。</p>
"""
    return Sheet(GAME, "answers", "ライスダイス：解答", joined(body), lang="ja")


# ---- print and play ---------------------------------------------------------------------------
def components() -> Sheet:
    w, h = CARD_MM
    cards = "".join(_sized(card_svg(n, voice=JA), w) for n in CARDS)
    rice_faces = sum(1 for f in DEFAULT_DIE if f == RICE)
    stickers = "".join(_sized(face_svg(RICE, voice=JA), STICKER_MM)
                       for _ in range(5 * rice_faces))
    body = f"""
<p class="pr-small">点線にそって切り取ります。ルールにはカードの大きさが書かれていないので、
{w} × {h:g} mm で印刷しています。厚紙に貼ると丈夫になります。ほかに、ふつうのダイス5個と、
得点を合計するための紙と鉛筆を用意してください。</p>
<h2>12枚のおかずカード</h2>
<div class="pr-cut-grid" style="width:{4 * w}mm">{cards}</div>
<h2>ライスのシール（なくてもかまいません）</h2>
<p class="pr-small">ふつうのダイスなら、シールを貼らずに{pips(RICE)}の目をライスと読めば遊べます。
貼るときは、5個のダイスのそれぞれ{pips(RICE)}の目に1枚ずつ貼ります（シールは1辺
{STICKER_MM} mm で、1辺16 mm くらいのふつうのダイスに合います）。{pips(UMEBOSHI)}の目は
そのまま梅干です。</p>
<div class="pr-cut-grid">{stickers}</div>
<p class="pr-small" style="margin-top:3mm">できあがったダイス（1～6の目）：</p>
{_sized(dice_svg(list(DEFAULT_DIE), voice=JA), 90)}
"""
    return Sheet(GAME, "components", "ライスダイス：印刷して遊ぶ", joined(body), lang="ja")


def sheets() -> list[Sheet]:
    return [aid(), worksheet(), answers(), components()]
