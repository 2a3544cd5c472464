"""The Rice Dice lesson in Japanese (issue 33): the pack for a Japanese 50-minute class of
up to 40 pupils, and the class data in Japanese words.

Adapted from the English pack (``lesson.py``), not translated: the plan is the one the
Japanese chapter's 先生方へ describes (the English stages, measured on a real clock, plus
five minutes: one for pooling, one for the grid, two for a まとめ, one for the 確認テスト),
groups of four first (a class of 35 makes eight fours and a three, 40 ten fours), and the
board's and answer key's tables cover every class from 20 to 40. Every number comes from
the English module's functions and the game's odds; the worked example is the same turn,
replayed by the rules, in the chapter's Japanese words.
"""

from __future__ import annotations

from fractions import Fraction

from .. import fmt
from ..lessons import (
    JA_CLASS_SIZES,
    ClassData,
    LessonPack,
    Material,
    Question,
    Series,
    Stage,
    split,
)
from ..lessons import group_counts as lesson_group_counts
from . import lesson as en
from .dice import RICE, UMEBOSHI
from .lesson import (
    AOI_AFTER_2,
    COUNT,
    EXIT,
    EXIT_SHORT,
    GRID,
    GROUP_ROLLS,
    LAST_TURN,
    MATERIALS,
    PLAY,
    POOL,
    PUPIL_HITS,
    RULES,
    RULES_HIGHER,
    SETTLE,
    SHOWN,
    START_CENTRE,
    START_HELD,
    Expect,
    class_expect,
    expect,
    prep_minutes,
    set_aside_by,
    worked,
)
from .printables_ja import JA, LESSON_GAME, SESAME, faces, frac, joined, pips
from .render import dice_svg
from .words import counted

GAME = "rice_dice"
GROUP_SIZES = (4, 3)  # fours; a class that does not split into fours has one to three threes
NAMES = ("アオイ", "ベン", "チカ")  # the chapter's round: Aoi, Ben, Chika
BIG_CLASS, MID_CLASS = max(JA_CLASS_SIZES), 35  # the chapter's classes: ten fours; 8 and 1

# The plan: the English stages' measured minutes, and the five minutes a 50-minute class
# adds (the chapter's 先生方へ: not yet measured in a Japanese classroom).
POOL_JA = POOL + 1  # forty pupils take longer to write their rows
GRID_JA = GRID + 1
SUMMARY = 2  # まとめ: why no 1 and one 1 are equally likely; more rolls, closer share
EXIT_JA = EXIT + 1  # handing in forty slips
EXIT_SHORT_JA = EXIT_SHORT + 1
STAGE_MINUTES = (SETTLE, RULES, PLAY, COUNT, POOL_JA, GRID_JA, SUMMARY, EXIT_JA)
LATE_SAVES = GRID_JA + EXIT_JA - EXIT_SHORT_JA


def groups(pupils: int) -> dict[int, int]:
    return split(pupils, GROUP_SIZES)


def group_counts() -> list[int]:
    """The numbers of groups a class of 20 to 40 makes, smallest first."""
    return lesson_group_counts(GROUP_SIZES, JA_CLASS_SIZES)


def start_of(stage: int) -> int:
    return sum(STAGE_MINUTES[:stage])


def ticket_rolls() -> int:
    """確認テストの問題3: a class with one group fewer than any on the covered table."""
    return GROUP_ROLLS * (min(group_counts()) - 1)


def key_numbers() -> dict[str, object]:
    """The English key numbers, with the classes a Japanese pack speaks of: 40 pupils
    (ten groups, the English reviewers' 300 rolls), 35 pupils, and the ticket's class."""
    k = dict(en.key_numbers())
    cls = class_expect(sum(groups(BIG_CLASS).values()))
    shown = round(SHOWN * cls.rolls)
    other = ticket_rolls()
    k.update({"class": cls, "shown": shown, "shown_usual": cls.low <= shown <= cls.high,
              "mid": class_expect(sum(groups(MID_CLASS).values())),
              "other": expect(other, en.one_plum()), "other_rough": other * Fraction(4, 10)})
    return k


def _share(count: int, rolls: int) -> str:
    return fmt.percent(Fraction(count, rolls), 0)


def _usual(e: Expect) -> str:
    return (f"{e.rolls}回ではふつう{e.low}～{e.high}回（{_share(e.low, e.rolls)}～"
            f"{_share(e.high, e.rolls)}）")


# ---- the worked example: Aoi's turn ----------------------------------------------------------
def _choices(choices) -> str:
    names = [counted(f, n, JA) for f, n in choices]
    return names[0] if len(names) == 1 else "、".join(names) + "のどれか"


def _taken(card: int) -> str:
    w = worked()
    owner = w.stolen.get(card)
    return f"{card}（{NAMES[en.NAMES.index(owner)]}の前のカード：横取り）" if owner else str(card)


def worked_example() -> str:
    w = worked()
    rows = []
    for i, step in enumerate(w.steps, 1):
        showing = [j for j, f in enumerate(step.faces) if f == step.kept]
        count = len(showing) if step.kept not in (UMEBOSHI, RICE) else 1
        picture = dice_svg(step.faces, highlight=showing[:count], voice=JA)
        rows.append(f'<tr><td style="white-space:nowrap">{i}回目</td>'
                    f'<td><div style="width:{5 * len(step.faces)}mm">'
                    f"{picture}</div></td><td>{_choices(step.choices)}</td>"
                    f"<td><b>{counted(step.kept, count, JA)}</b></td></tr>")
    sesame = [f for f in w.bowl if f not in (UMEBOSHI, RICE)]
    before = w.steps[-2].after
    last = len(w.steps[-1].faces)
    held = "と".join(map(str, START_HELD[1]))
    after = "、".join(map(str, sorted(START_HELD[0] + w.taken, reverse=True)))
    return joined(f"""<p>アオイは{START_HELD[0][0]}、ベンは{held}、チカは{START_HELD[2][0]}を
仮に獲得しています。場の中央には{"、".join(map(str, START_CENTRE))}があります。
アオイが振ります：</p>
<table style="width:auto"><thead><tr><th>回</th><th>ダイス</th>
<th>取り置けるもの</th><th>取り置いたもの</th></tr></thead>
<tbody>{"".join(rows)}</tbody></table>
<p>{len(w.steps) - 1}回目のあと、黒ゴマが{sum(f not in (UMEBOSHI, RICE) for f in before)}個、
ライスが{before.count(RICE)}個です。ここでやめるとバーストなので、最後の{last}個を振ります。
<b>梅干しご飯</b>（梅干1個、黒ゴマ{len(sesame)}個、ライス{w.bowl.count(RICE)}個）ができ、
黒ゴマの合計は {" + ".join(map(str, sesame))} = {sum(sesame)}。{_taken(w.taken[0])}と、
2個目のライスで{_taken(w.taken[1])}を取ります。アオイのカードは{after}になります。</p>""")


# ---- the exit ticket ---------------------------------------------------------------------------
def exit_ticket() -> tuple[Question, ...]:
    k = key_numbers()
    useless, other, cls = k["ticket_useless"], k["other"], k["class"]
    one_die = frac(len(useless), 6)
    kept = [f for f in useless if f != UMEBOSHI]
    return (
        Question(f"梅干と{kept[0]}を取り置いていて、ダイスが3個残っています。ダイス1個について、"
                 "今は使えない目（取り置けない目）はどれですか。",
                 f"{pips(*useless)}の目（梅干と、もう使った{kept[0]}）。6つの目のうち"
                 f"{len(useless)}つ。"),
        Question("次に振ってバーストする（3個とも使えない目が出る）確率を求めなさい。",
                 f"{one_die} × {one_die} × {one_die} = <b>{frac(k['ticket'])}</b>"),
        Question(f"ほかの学級では、ダイス5個を{other.rolls}回振りました。1の目がちょうど1個"
                 "出るのは何回くらいと予想できますか。",
                 f"{other.rolls} × {frac(k['one'])} ≒ {fmt.decimal(other.mean, 2)} で、約"
                 f"<b>{round(other.mean)}回</b>。{other.rolls} × 0.4 = "
                 f"{fmt.decimal(k['other_rough'], 0)} でもよい。"),
        Question(f"ある学級では、{cls.rolls}回のうち{k['shown']}回、1の目がちょうど1個でした。"
                 "ダイスはかたよっていると考えられますか。",
                 ("いいえ" if k["shown_usual"] else "はい") +
                 f"。偶然だけでも、{cls.rolls}回ではふつう{cls.low}～{cls.high}回になります。"),
    )


# ---- the board ---------------------------------------------------------------------------------
BOARD_WORDS = {
    "intro": "<p>かく時間がないときは、章のクラスデータを映して集計します（先生が見せるまで"
             "正確な確率は隠れています）。36マスの表は、数える活動の間にかきます。</p>",
    "pooling": "集計表", "group": "班", "rolls": "回数", "one": "ちょうど1個", "none": "0個",
    "more": "2個以上", "class": "学級", "covered": "合計が出るまで隠しておく表",
    "what": "（1の目がちょうど1個）", "groups": "班の数", "expected": "予想",
    "usual": "ふつうの範囲", "share": "ふつうの割合", "grid": "36マスの表",
    "down": "（縦が1個目のダイス）", "to": "～",
}


# ---- materials: the English list's counts and minutes, in Japanese words ------------------------
def _materials() -> tuple[Material, ...]:
    most = max(group_counts())
    packs = -(-most // 4)  # four suits a pack of playing cards
    words = {
        "dice": ("ダイス", "ふつうのダイスを借り、各トレイに5個ずつ数えて入れる"),
        "cards 1-12": ("カード", f"1～12の12枚。{most}班分でトランプ{packs}組：1班に1つのマーク"
                       "（キングを抜き、エースが1、クイーンが12）"),
        "player aid": ("早見表", "印刷する"),
        "tray": ("トレイ", "箱のふたでもよい。ダイス5個、順に並べたカード1～12、早見表を入れる"),
        "worksheet": ("ワークシート", "1・2ページは両面印刷で授業に、3ページは別の紙で宿題に"
                      "（ホチキスでとめない）"),
        "calculator": ("電卓", "学級の相対度数を求めるため"),
        "exit slip": ("確認テスト用紙", "4分の1に切った紙か付箋"),
        "board": ("板書", "36マスの表は数える活動の間にかくので、集計表と隠しておく表を休み時間"
                  "にかく（模造紙にかいて貼ってもよい）"),
        "answer key": ("解答", "印刷する"),
        "big dice": ("大きなダイス", "または書画カメラ。アオイの手番を見せるため"),
    }
    out = []
    for name, per, count, _, once, each in MATERIALS:
        ja, how = words[name]
        when = "＋".join(t for t in (f"{once:g}分" if once else "",
                                      f"1班{each:g}分" if each else "") if t)
        out.append(Material(ja, per, count, f"{how}（{when}）" if when else how))
    return tuple(out)


# ---- the plan ----------------------------------------------------------------------------------
def stages() -> tuple[Stage, ...]:
    k = key_numbers()
    w = worked()
    group, pupil, cls, mid = k["group"], k["pupil"], k["class"], k["mid"]
    ext_useless = k["ext_useless"]
    before = w.steps[-2].after
    call = start_of(2) + LAST_TURN
    first = w.steps[0]
    sesame_pips = "、".join(map(str, SESAME))
    return (
        Stage(SETTLE, "導入：着席・配付",
              "班ごとに着席します（できれば机は授業の前に班の形にしておきます）。各班1人が"
              "トレイを取りに来て、ワークシートを配ります。発問は、挙手で予想だけを聞きます。",
              "閉じたトレイ、ワークシート（1人1枚）",
              (Question("「ダイス5個を振ったとき、1の目が1個も出ないのと、ちょうど1個出るのと"
                        "では、どちらが起こりやすいでしょうか。」",
                        f"どちらも {frac(k['one'])} で同じ。（ここでは答えを言いません。"
                        "数えて確かめます。）"),
               Question("「ダイスの目はどう読みますか。」",
                        f"{pips(UMEBOSHI)}の目は梅干、{pips(RICE)}の目はライス、"
                        f"{sesame_pips}の目は黒ゴマ。"))),
        Stage(RULES, "導入：ルールの説明",
              "各班がカード1～12を表向きに1列に並べます（今日のゲームのルール1）。このパックの"
              "「映して見せる例」を映し、アオイの手番を大きなダイスか書画カメラで再現しながら、"
              "取り置き方、梅干しご飯、カードの取り方、横取り、バーストを説明します。続いて"
              "今日のゲームのルール（いちばん年下の人から、確定なし、1巡）を伝えます。",
              "閉じたトレイ（ダイスはトレイの中）、1列に並べたカード、早見表、ワークシート",
              (Question(f"「アオイは{faces(first.faces)}を出しました。何を取り置けますか。」",
                        f"{_choices(first.choices)}。1回に取り置けるのは1種類だけ。"),
               Question(f"「{len(w.steps) - 1}回目のあと、アオイが取り置いたダイスは"
                        f"{faces(set_aside_by(len(w.steps) - 1))}です。なぜやめないの"
                        "でしょうか。」",
                        f"黒ゴマが{sum(f not in (UMEBOSHI, RICE) for f in before)}個なのに"
                        f"ライスが{before.count(RICE)}個しかないので、やめるとバースト。"),
               Question(f"「アオイの梅干しご飯は{faces(w.bowl)}です。どのカードを取り"
                        "ますか。」",
                        f"{_taken(w.taken[0])}と{_taken(w.taken[1])}。"))),
        Stage(PLAY, "展開：ゲーム",
              f"各班で今日のゲームを1巡遊びます。始めて{LAST_TURN}分（授業の{call}分）で"
              "「<b>最後の手番</b>」と声をかけ、各班はその巡を終えて合計します。早く終わった班は"
              "もう1巡遊び、声がかかったら全員の手番の回数がそろったところで終えます。",
              "ダイスの入ったトレイ、カード、早見表、ワークシート",
              (Question("「梅干、6、ライスを取り置いています。やめてもよいですか。」",
                        "よい。梅干しご飯になっているので、6を取る（6がなければ、それより"
                        "小さい表向きのカードのうちいちばん大きいもの）。"),
               Question("「最初に取り置くなら、梅干とライスのどちらがよいでしょうか。」",
                        f"梅干。そのあと梅干しご飯ができる確率は{fmt.percent(k['after_plum'], 0)}"
                        f"、ライスを先にすると{fmt.percent(k['after_rice'], 0)}。"))),
        Stage(COUNT, "展開：1の目を数える",
              f"カードを片づけます。各班でダイス5個を{GROUP_ROLLS}回振ります：1人が振り、1人が"
              "1の目の個数を言い、1人が正しい行に正の字で記録します（4人班では4人目が確かめ"
              f"ます）。{GROUP_ROLLS // 3}回ごとに役割を交代します。振る前に予想させます。"
              "早く終わった班は問題1と2に進みます。",
              "ダイスの入ったトレイ、ワークシート、鉛筆",
              (Question(f"「{GROUP_ROLLS}回のうち、1の目がちょうど1個出るのは何回くらいで"
                        "しょうか。」",
                        f"平均約{round(group.mean)}回。{group.low}～{group.high}回ならふつう。"),
               Question("「1の目が2個出た回は、ちょうど1個の行に入れますか。」",
                        "入れません。<i>2個以上</i> の行に記録します。"))),
        Stage(POOL_JA, "展開：集計",
              "各班1人が黒板の集計表に班の行を書き、もう1人がダイス5個を数えてトレイに"
              "戻し、返します。学級の合計と相対度数を求め（ワークシートのA、電卓）、隠して"
              "おいた表を見せて自分の学級の行を読みます。",
              "ワークシート、鉛筆、電卓",
              (Question("「学級の相対度数は、場合の数から求めた確率に近いですか。」",
                        f"確率は{fmt.percent(k['one'], 1)}。隠しておいた表の自分の学級の行で"
                        f"確かめます。たとえば40人（{cls.rolls // GROUP_ROLLS}班）なら"
                        f"{_usual(cls)}、35人（{mid.rolls // GROUP_ROLLS}班）なら{_usual(mid)}。"),
               Question("「班ごとの結果のほうがばらつくのはなぜでしょうか。」",
                        f"{GROUP_ROLLS}回は少ないから。{_share(group.low, GROUP_ROLLS)}～"
                        f"{_share(group.high, GROUP_ROLLS)}ならふつう。"),
               Question(f"「ある生徒は{pupil.rolls}回のうち{PUPIL_HITS}回、1の目がちょうど1個"
                        "でした。ダイスはかたよっていますか。」",
                        ("いいえ" if pupil.low <= PUPIL_HITS <= pupil.high else "かもしれない") +
                        f"。{pupil.rolls}回では{pupil.low}～{pupil.high}回ならふつう。"))),
        Stage(GRID_JA, "展開：36マスの表",
              "ワークシートの問題3 (a) を全員で行います：2回目のあとのアオイの場面です。どの目が"
              "使えないか（今は取り置けないか）を確かめ、バーストする出目のマスをぬって数え"
              "ます。(b) は終わった人から、残りは宿題にします。",
              "ワークシート、鉛筆",
              (Question(f"「{faces(AOI_AFTER_2)}を取り置いています。使えない目はどれですか。」",
                        f"{pips(*ext_useless)}の目：梅干と、使った4。"),
               Question("「バーストするマスはいくつですか。」",
                        f"36マスのうち{k['ext_cells']}マスで <b>{frac(k['ext'])}</b>。"
                        f"{frac(len(ext_useless), 6)} × {frac(len(ext_useless), 6)} と同じ。"
                        f"（梅干と5を取り置いてダイスが3個なら {frac(k['three'])}。）"),
               Question(f"「アオイは{faces(AOI_AFTER_2)}で、ダイスが{5 - len(AOI_AFTER_2)}個"
                        "残っていました。やめてもよかったでしょうか。運がよかったのでしょうか。」",
                        "やめられない。ライスがまだないので、やめるとバースト。振ってバーストする"
                        f"確率は {frac(k['ext'])}、梅干しご飯ができる確率は "
                        f"{frac(k['aoi_valid'])} しかない（ダイス2個でライスを2個出す必要が"
                        "ある）。運がよかった。"))),
        Stage(SUMMARY, "まとめ：話し合い",
              "黒板の表を見ながら、「1の目が1個も出ない」と「ちょうど1個出る」が同じくらい"
              "だった理由（問題4で確かめます）と、回数を増やすと相対度数が確率に近づくことを"
              "確認します。",
              "ワークシート",
              (Question("「1の目が0個の回とちょうど1個の回は、どちらが多かったですか。」",
                        f"同じくらいのはず。どちらの確率も {frac(k['none'])}："
                        f"({frac(Fraction(5, 6))})<sup>5</sup> と 5 × {frac(Fraction(1, 6))} × "
                        f"({frac(Fraction(5, 6))})<sup>4</sup> で、5 × {frac(Fraction(1, 6))} = "
                        f"{frac(Fraction(5, 6))} だから。"),
               Question("「回数をもっと増やすと、相対度数はどうなると考えられますか。」",
                        f"確率 {fmt.percent(k['one'], 1)} に近づく。1つの班の{GROUP_ROLLS}回では"
                        f"{_share(group.low, GROUP_ROLLS)}～{_share(group.high, GROUP_ROLLS)}、"
                        f"学級の{cls.rolls}回では{_share(cls.low, cls.rolls)}～"
                        f"{_share(cls.high, cls.rolls)}がふつうで、回数が多いほど範囲がせまい。"))),
        Stage(EXIT_JA, "まとめ：確認テスト",
              "このパックの最後のページの確認テストを映します（そのページに答えはありません。"
              "答えは右の欄の「確認テストの答え」にあります）。生徒は1人で用紙に答え、授業の"
              "終わりに提出します。宿題は問題1、2、3 (b)。右の発問は、授業のあとで用紙を読む"
              "ときに使います。",
              "確認テストの用紙、鉛筆",
              (Question(f"問題2に {frac(len(k['ticket_useless']), 6)} と答えた"
                        "用紙。何がまちがいですか。",
                        "それはダイス1個の場合。3個とも使えない目になる必要がある："
                        f"{frac(k['ticket'])}。"),
               Question(f"問題4に「かたよっている。{k['shown']}回は"
                        f"{fmt.decimal(cls.mean, 1)}回ではない」と答えた用紙。何がまちがい"
                        "ですか。",
                        f"偶然だけでもばらつく。{cls.rolls}回では{cls.low}～{cls.high}回が"
                        "ふつう。"))),
    )


def pack() -> LessonPack:
    k = key_numbers()
    most = max(group_counts())
    stage_list = stages()
    assert tuple(s.minutes for s in stage_list) == STAGE_MINUTES
    vocabulary = (
        ("目", "ダイスの面の点の数。ダイスは1～6の目を出します。"),
        ("梅干", f"{pips(UMEBOSHI)}の目。<b>ライス</b>は{pips(RICE)}の目、<b>黒ゴマ</b>は"
                 f"{'、'.join(map(str, SESAME))}の目。"),
        ("取り置く", "ダイスを次の振りに使わず、自分の前によけておくこと。"),
        ("使えない目", "今は取り置けない目。"),
        ("梅干しご飯", "梅干1個、黒ゴマ1個以上、ライスが黒ゴマと同じ個数以上（目の数でなく"
                       "ダイスの個数で数える）。"),
        ("黒ゴマの合計", "黒ゴマの目をたしたもの。取るカードの数字になる。"),
        ("仮に獲得したカード", "自分の前に表向きに置いたカード。だれでも取れる。<b>表向き</b>："
                               "場の中央か、仮に獲得したカード。"),
        ("横取り", "ほかの人の前にある仮に獲得したカードを取ること。"),
        ("バースト", "何も取り置けない出目か、梅干しご飯でないままやめること。手番が終わり、"
                     "カードが1枚除外される。"),
        ("相対度数", "そのことがらが起こった回数 ÷ 振った回数。起こった割合。"),
        ("予想される回数", "振った回数 × 確率。同じ実験をくり返すと、平均してそのくらいになる"
                           "回数。"),
        ("ふつうの範囲", "偶然だけで起こる結果の範囲。同じ回数の実験を20回くり返せば、約19回は"
                         "結果がこの中に入る。"),
    )
    pool = start_of(4)
    return LessonPack(
        game=GAME,
        title="ライスダイス：レッスンパック",
        aim="ダイスゲームを遊んだあと、ダイス5個で1の目がちょうど1個出る回数を数え、学級の"
            f"相対度数を、場合の数から求めた確率 {frac(k['one'])} と比べます。",
        rules=tuple(LESSON_GAME),
        stages=stage_list,
        materials=_materials(),
        group_sizes=GROUP_SIZES,
        exit_ticket=exit_ticket(),
        vocabulary=vocabulary,
        cut_first=f"授業の{pool}分までに班が集計表に書き始めていなければ、36マスの表をやめます。"
                  "問題3 (a) は宿題に回し、確認テストは問題3と4だけにします。これで約"
                  f"{LATE_SAVES}分浮きます。1の目を数える活動と集計はけっして削りません。"
                  "この授業の中心だからです。",
        # the board on one page: its tables are not split from their titles
        board=f'<div class="pr-keep">{en._board(group_counts(), BOARD_WORDS)}</div>',
        worked_example=worked_example(),
        levels="<b>単元：</b>中学校第2学年「確率」（第1学年「データの活用」の多数回の試行に"
               "よって得られる確率と関連付けます）、高等学校数学A「場合の数と確率」。"
               "<b>中学校：</b>問題3 (a) を授業で全員で行い、宿題は問題1、2、3 (b)。"
               "<b>高等学校数学A：</b>同じルール（確定なし）。ルールの説明は約"
               f"{RULES_HIGHER}分で済むので、問題3 (a) のあとの{RULES - RULES_HIGHER}分で"
               "問題4 (a)(b)（梅干が出ない確率、ちょうど1個出る確率を、かけ算と "
               "<sub>5</sub>C<sub>1</sub> で）を扱います。ダイス2個の「梅干か、梅干でないか」"
               "の樹形図で理由を示し、残りは宿題にします。<b>数学B：</b>問題5（期待値）を"
               "発展として扱えます。",
        notes=("各段階の時間は、英国の2人の先生が45分の授業で実際に測ったもの（着席と片づけを"
               "含む）に、集計・36マスの表・確認テストへ1分ずつ、まとめの話し合いへ2分を加えた"
               "ものです。この50分の配分は、日本の教室ではまだ測っていません。4人班は1巡に"
               "時間がかかるので、声をかけたら全員の手番の回数がそろったところで終えます。"
               f"準備：{most}班で約{prep_minutes(most):g}分（下の一覧の合計）。借りるものは"
               "授業の日のうちに、印刷・仕分け・トレイの用意は前日に。",),
        extra='<div class="pr-page-break"></div>',
        pages=6,
        lang="ja",
        minutes=50,
        class_sizes=JA_CLASS_SIZES,
    )


def class_data() -> ClassData:
    one, none = en.one_plum(), en.no_plum()
    trials = "ダイス5個を振った回数"

    def about(p: Fraction) -> str:
        return f"{fmt.fraction(p).replace('≈', '≒')}（5回に約{round(p * 5)}回）"

    return ClassData(
        game=GAME,
        kind="frequency",
        title="ダイス5個：1の目がちょうど1個出るのはどのくらい？",
        series=(
            Series("one", "ダイス5個で1の目がちょうど1個だった回", one, about(one),
                   trials=trials, successes="1の目がちょうど1個だった回数"),
            Series("none", "ダイス5個で1の目が1個も出なかった回", none, about(none),
                   trials=trials, successes="1の目が1個も出なかった回数"),
        ),
        how=f"各班が、{GROUP_ROLLS}回のうち1の目がちょうど1個だった回数と、1個も出なかった"
            "回数を入力します。",
        lang="ja",
    )
