"""This is why you lose coins in words: every history line and refusal the engine
records, and every word its table and pictures show, said from data
(``pointyrules.words``).

A coin is data as ``[kind, x, y]`` (yen, and its centre in mm from the centre of the
table, y up); a sentence names it by its kind and where it lies ("the 10 yen coin in
the centre", "a 1 yen coin 30 mm right of the centre"). Lengths are said to 0.1 mm, as
the table measures them. In Japanese (``JA``) the spot comes first, as a noun's
modifier: "中央から右30mmの1円玉".
"""

from __future__ import annotations

from typing import Any

from .. import fmt
from ..words import JAPANESE, Listing, Voice, Words

EN = {
    # events (CoinsGame._record)
    "round": "round {round}: {opening}",
    "opener_places": "{opener} won the last round, so {opener} {opener:place|places} the "
                     "first coin",
    # round 1 (LC-4, LC-5): the setup coin counts as the opener's placement, and the next
    # player moves first
    "setup_coin": "the table starts with {coin}, which counts as {opener:'s} placement; "
                  "{mover} {mover:move|moves} first",
    # an announced coin that nobody challenged (LC-6): it lands
    "lands": "nobody challenged, so {player:'s} announced coin lands",
    "announce": "{player} will place {coin} unless someone challenges first",
    "place": "{player} {player:place|places} {coin}",
    "pass": "{player} {player:pass|passes}",
    "challenge": "{player} {player:challenge|challenges}",
    "empty": "the pool is empty: {player} must pass",
    "round_end": "round over: {verdict}{cost}",
    "game_end": "{winner} {winner:win|wins} with {target:point|points}",
    "game_end_one": "{winner} {winner:win|wins} the one-round game",  # target 1 (choose)
    # the verdict of a round, who scores and why (LC-2, LC-5), and what a failed
    # challenge costs (LC-6): phrases (the verdict is said with the round's margin and
    # winner; a margin of exactly 0 is a card that only touches a coin)
    "card_fits": "the card can still hide part of every coin ({margin} mm to spare), so "
                 "{winner}, who placed the last coin, {winner:score|scores}",
    "card_misses": "no card can hide part of every coin (the best misses a coin by {margin} "
                   "mm), so {winner}, who ended the round, {winner:score|scores}",
    "card_touches": "no card can hide part of every coin (the best only touches a "
                    "coin's edge), so {winner}, who ended the round, {winner:score|scores}",
    # the card fits and nobody placed a coin this round (LC-5): the setup coin is the
    # last placement, the opener's (said at a table, which knows)
    "card_fits_setup": "the card can still hide part of every coin ({margin} mm to spare), "
                       "so {winner} {winner:score|scores}: the setup coin counts as "
                       "{winner:'s} placement",
    "challenge_cost": "; {player:'s} failed challenge costs a point",
    "no_cost": "",
    "under_tenth": "less than 0.1",  # a margin too small to show to 0.1 mm
    # a coin and where it lies (phrases)
    "a_coin": "a {yen} yen coin {where}",
    "the_coin": "the {yen} yen coin {where}",
    "in_centre": "in the centre",
    "off_centre": "{offsets} the centre",  # "18 mm left of and 34 mm above the centre"
    "right_of": "{mm} mm right of", "left_of": "{mm} mm left of",
    "above": "{mm} mm above", "below": "{mm} mm below",
    "pool_one": "a {yen} yen coin", "pool_many": "{n} coins of {yen} yen",
    # refusals (CoinsGame._check)
    "nothing_to_challenge": "there is nothing to challenge: a challenge comes only after "
                            "the mover announces a placement",
    "not_a_placement": "that is not a coin placement: a placement takes a coin ({kinds:or} "
                       "yen) and a spot x, y in mm",
    "no_such_coin": "there is no {yen} yen coin: the coins are {kinds} yen",
    "position_not_finite": "a coin's spot must be a finite number of mm",
    "none_left": "no {yen} yen coin is left; the pool holds {left}",
    "pool_empty": "no {yen} yen coin is left: the pool is empty, so {player} must pass",
    "off_table": "the whole coin must lie on the table, which is {width} × {height} mm",
    "touches": "the new {yen} yen coin would touch {touching}: a coin must keep a gap to "
               "every coin on the table",
    # what the player to move does, after a move of the wrong type (phrases)
    "now_challenge_or_let_stand": "{player} may only challenge or let the announced "
                                  "placement stand",
    "now_place_first": "{player} must place the round's first coin",
    "now_place_or_pass": "{player} must place a coin or pass",
    # the table's menus (about.OPTIONS)
    "option_target": "Game", "option_target_1": "one round",
    "option_target_3": "game to 3 points",
    "option_challenge": "Challenges (3+ players)", "option_challenge_no": "off",
    "option_challenge_yes": "on",
    # the table's bots menu
    "bot_human-like": "human-like",
    # what the bots' values measure (a hint's reasons)
    # (the best card's, as the round's picture shows it)
    "margin_kept": "margin in mm",
    # the table (table.py): captions, buttons, the coins to choose from
    "announced_you": "you announced a {yen} yen coin (the faint one); the others may "
                     "challenge it before it lands.",
    "announced_other": "{player} announced a {yen} yen coin (the faint one). You may challenge "
                       "it: the round then ends as if you had passed.",
    "announced_not_yours": "{player} announced a {yen} yen coin (the faint one). You placed the "
                           "coin before it, so only the others may challenge it.",
    # settings the engine refuses (the table's refusal, by the field: setup_<field>)
    "setup_challenge": "challenges need 3 or more players: choose more players, or turn "
                       "challenges off",
    "choose_coin": "choose a coin, then click the spot on the table where it goes:",
    "points": "points: {points} (first to {target:point|points} wins).",
    "points_one": "points: {points} (one round decides the game).",  # target 1 (choose)
    "button_pass": "pass", "button_challenge": "challenge", "button_let_stand": "no challenge",
    "coin_choice": "{yen} yen ×{n} ({n} left in the pool)",  # it shows "1" and "yen ×2"
    "coin_choice_shows": "yen ×{n}",
    "coin_none_left": "none left in the pool",
    "place_here": "place the {yen} yen coin where you click on the table",
    "place_here_hint": "place the {yen} yen coin where you click on the table, or click the "
                       "dashed {hinted} yen coin to place it",
    "place_coin": "the dashed {yen} yen coin, {where}",  # a placement the hint names
    # the table after a round: why it ended and who scored (the rounds' records)
    "last_round": "round {round} ended when {passer} {how}: {verdict}.",
    "ended_pass": "passed", "ended_challenge": "challenged",
    "ended_challenge_lost": "challenged and lost a point",  # a failed challenge (LC-6)
    "last_fits": "the card could still hide part of every coin ({margin} mm to spare), so "
                 "{winner}, who placed the last coin, scored",
    "last_misses": "no card could hide part of every coin (the best missed a coin by {margin} "
                   "mm), so {winner} scored",
    "last_touches": "no card could hide part of every coin (the best only touched a "
                    "coin's edge), so {winner} scored",
    "last_fits_setup": "the card could still hide part of every coin ({margin} mm to "
                       "spare), so {winner} scored: the setup coin counts as {winner:'s} "
                       "placement",
    # the table's refusals of its own (table.py)
    "needs_spot": "placing a coin needs the spot: click on the table",
    "bad_place_key": "{got} is not a placement here: a placement is place <kind> <x> <y>, "
                     "in mm on the table",
    # the pictures (render.py): what they show, as a title and to a screen reader
    "picture": "the table from above ({width} by {height} mm) with {coins}{ghost}{card}",
    "picture_count": "{n:coin|coins}",
    "picture_coins": "{n:coin|coins}: {yens}",
    "yen_amount": "{yen} yen",
    "picture_ghost": "; a {yen} yen coin about to be placed",
    "picture_hint": "; the hint's {yen} yen coin, dashed",
    "picture_card": "; the best card placement, margin {margin} mm",
    "picture_margin": "best card: margin {margin} mm",
    "picture_disc": "a {yen} yen coin disc at real size, {across} mm across, to cut out",
    "nothing": "",
}


# Japanese (issue 33): the same kinds, in the same order, with the same placeholders and
# no English grammar specs. The game's own terms are its rule text's: 場 (the table),
# 山 (the pool), 手番, パス, チャレンジ, 宣言, 勝利点, ラウンド; a coin is "10円玉".
# Lengths: "30mm" without a space, as Japanese school books write them; a margin comes
# with its unit (``_convert``), so one too small to show reads "0.1mm未満".
JA = {
    # events (CoinsGame._record)
    "round": "第{round}ラウンド：{opening}",
    "opener_places": "前のラウンドに勝った{opener}が最初のコインを置きます",
    # round 1 (LC-4, LC-5): the setup coin counts as the opener's placement, and the next
    # player moves first
    "setup_coin": "場には{coin}があり、これは{opener}が置いたことにします。{mover}の手番"
                  "から始まります",
    # an announced coin that nobody challenged (LC-6): it lands
    "lands": "誰もチャレンジしなかったので、{player}が宣言したコインが置かれました",
    "announce": "{player}が{coin}を置くと宣言しました（誰もチャレンジしなければ置かれます）",
    "place": "{player}が{coin}を置きました",
    "pass": "{player}がパスしました",
    "challenge": "{player}がチャレンジしました",
    "empty": "山にコインがありません。{player}はパスするしかありません",
    "round_end": "ラウンド終了：{verdict}{cost}",
    "game_end": "ゲーム終了：{winner}が{target}点を取って勝ちました",
    "game_end_one": "ゲーム終了：{winner}が1ラウンドのゲームに勝ちました",  # target 1 (choose)
    # the verdict of a round, who scores and why (LC-2, LC-5), and what a failed
    # challenge costs (LC-6): phrases (the verdict is said with the round's margin and
    # winner; a margin of exactly 0 is a card that only touches a coin)
    "card_fits": "まだすべてのコインに少しでもかかるようにカードを置けます（余裕{margin}）。"
                 "最後にコインを置いた{winner}が1点を得ました",
    "card_misses": "カードの置き方をどう変えても、一部も隠せないコインが残ります"
                   "（いちばんよい置き方でも"
                   "{margin}のすき間が残ります）。パスしてラウンドを終わらせた{winner}が1点を得ました",
    "card_touches": "カードの置き方をどう変えても、一部も隠せないコインが残ります"
                   "（いちばんよい置き方でも"
                    "コインのふちに触れるだけです）。パスしてラウンドを終わらせた{winner}が1点を得ました",
    # the card fits and nobody placed a coin this round (LC-5): the setup coin is the
    # last placement, the opener's (said at a table, which knows)
    "card_fits_setup": "まだすべてのコインに少しでもかかるようにカードを置けます（余裕"
                       "{margin}）。最初のコインは{winner}が置いたことにするので、{winner}"
                       "が1点を得ました",
    "challenge_cost": "。{player}はチャレンジに失敗したので1点を失いました",
    "no_cost": "",
    "under_tenth": "0.1mm未満",  # a margin too small to show to 0.1 mm
    # a coin and where it lies (phrases)
    "a_coin": "{where}の{yen}円玉",
    "the_coin": "{where}の{yen}円玉",
    "in_centre": "中央",
    "off_centre": "中央から{offsets}",  # "中央から左18mm、上34mm"
    "right_of": "右{mm}mm", "left_of": "左{mm}mm",
    "above": "上{mm}mm", "below": "下{mm}mm",
    "pool_one": "{yen}円玉1枚", "pool_many": "{yen}円玉{n}枚",
    # refusals (CoinsGame._check)
    "nothing_to_challenge": "今はチャレンジできません。チャレンジできるのは、手番のプレイヤーが"
                            "コインを置くと宣言したあとだけです",
    "not_a_placement": "それはコインを置く手ではありません。置くには、コイン（{kinds:or}円）と"
                       "場の上の位置 x, y（mm）が必要です",
    "no_such_coin": "{yen}円玉はありません。コインは{kinds}円です",
    "position_not_finite": "コインの位置はふつうの数（mm）で書いてください",
    "none_left": "山に{yen}円玉は残っていません。山にあるのは{left}です",
    "pool_empty": "山に{yen}円玉は残っていません。山が空なので、{player}はパスするしかありません",
    "off_table": "コインは全体が場（{width} × {height}mm）に収まるように置かなければなりません",
    "touches": "新しい{yen}円玉が{touching}に接してしまいます。場のどのコインにも接しないように"
               "置いてください",
    # what the player to move does, after a move of the wrong type (phrases)
    "now_challenge_or_let_stand": "{player}にできるのは、チャレンジするか、しないかを選ぶ"
                                  "ことだけです",
    "now_place_first": "{player}はこのラウンドの最初のコインを置かなければなりません",
    "now_place_or_pass": "{player}にできるのは、コインを置くか、パスすることだけです",
    # the table's menus (about.OPTIONS)
    "option_target": "ゲームの長さ", "option_target_1": "1ラウンド",
    "option_target_3": "3点先取",
    "option_challenge": "チャレンジ（3人以上）", "option_challenge_no": "なし",
    "option_challenge_yes": "あり",
    # the table's bots menu
    "bot_human-like": "人間らしい",
    # what the bots' values measure (a hint's reasons)
    # (the best card's, as the round's picture shows it)
    "margin_kept": "この手のあとのカードの余裕（mm。0より大きく0に近いほど、次の人が苦しい）",
    # the table (table.py): captions, buttons, the coins to choose from
    "announced_you": "あなたは{yen}円玉を置くと宣言しました（うすく描いたコイン）。置かれる前に、"
                     "ほかのプレイヤーはチャレンジできます。",
    "announced_other": "{player}が{yen}円玉を置くと宣言しました（うすく描いたコイン）。あなたは"
                       "チャレンジできます。チャレンジすると、あなたがパスしたときと同じように"
                       "ラウンドが終わります。",
    "announced_not_yours": "{player}が{yen}円玉を置くと宣言しました（うすく描いたコイン）。その前の"
                           "コインを置いたのはあなたなので、チャレンジできるのはほかの"
                           "プレイヤーだけです。",
    # settings the engine refuses (the table's refusal, by the field: setup_<field>)
    "setup_challenge": "チャレンジは3人以上で遊ぶときのルールです。人数を増やすか、チャレンジを"
                       "「なし」にしてください",
    "choose_coin": "コインを選んでから、場の置きたい位置をクリックしてください：",
    "points": "勝利点：{points}（先に{target}点を取った人の勝ち）。",
    "points_one": "勝利点：{points}（1ラウンドで勝負が決まります）。",  # target 1 (choose)
    "button_pass": "パス", "button_challenge": "チャレンジ",
    "button_let_stand": "チャレンジしない",
    "coin_choice": "{yen}円玉（山に残り{n}枚）",  # it shows "1" and "円（残り2）"
    "coin_choice_shows": "円（残り{n}）",
    "coin_none_left": "山に残っていません",
    "place_here": "場をクリックすると、その位置に{yen}円玉を置きます",
    "place_here_hint": "場をクリックすると、その位置に{yen}円玉を置きます。点線の{hinted}円玉を"
                       "クリックすると、そこに置きます",
    "place_coin": "{where}の点線の{yen}円玉",  # a placement the hint names
    # the table after a round: why it ended and who scored (the rounds' records)
    "last_round": "第{round}ラウンドは{passer}が{how}終わりました。{verdict}。",
    "ended_pass": "パスして", "ended_challenge": "チャレンジして",
    "ended_challenge_lost": "チャレンジに失敗し、1点を失って",  # a failed challenge (LC-6)
    "last_fits": "まだすべてのコインに少しでもかかるようにカードを置けました（余裕{margin}）。"
                 "最後にコインを置いた{winner}が1点を得ました",
    "last_misses": "カードの置き方をどう変えても、一部も隠せないコインが残りました"
                   "（いちばんよい置き方でも"
                   "{margin}のすき間が残りました）。{winner}が1点を得ました",
    "last_touches": "カードの置き方をどう変えても、一部も隠せないコインが残りました"
                   "（いちばんよい置き方でも"
                    "コインのふちに触れるだけでした）。{winner}が1点を得ました",
    "last_fits_setup": "まだすべてのコインに少しでもかかるようにカードを置けました（余裕"
                       "{margin}）。最初のコインは{winner}が置いたことにするので、{winner}"
                       "が1点を得ました",
    # the table's refusals of its own (table.py)
    "needs_spot": "コインを置くには位置が必要です。場をクリックしてください",
    "bad_place_key": "{got}は、ここではコインを置く手として読めません。置く手は、コインの種類と"
                     "場の上の位置 x, y（mm）で書きます",
    # the pictures (render.py): what they show, as a title and to a screen reader
    "picture": "場を上から見た図（{width} × {height}mm）：{coins}{ghost}{card}",
    "picture_count": "コイン{n}枚",
    "picture_coins": "コイン{n}枚（{yens}）",
    "yen_amount": "{yen}円",
    "picture_ghost": "、これから置かれる{yen}円玉",
    "picture_hint": "、ヒントの点線の{yen}円玉",
    "picture_card": "、カードのいちばんよい置き方（余裕{margin}mm）",
    "picture_margin": "カードのいちばんよい置き方：余裕{margin}mm",
    "picture_disc": "切り抜いて使う実物大の{yen}円玉（直径{across}mm）",
    "nothing": "",
}


def _mm(value: float) -> str:
    """A distance for people: to 0.1 mm, a whole number without its ".0"."""
    text = fmt.decimal(value, 1)
    return text[:-2] if text.endswith(".0") else text


def where(x: float, y: float) -> dict:
    """Where a centre lies, as a phrase: "in the centre", "30 mm right of the centre",
    "18 mm left of and 34 mm above the centre" (the table's y runs up, as the picture
    shows it)."""
    offsets = []
    if _mm(x) != "0":
        offsets.append({"kind": "right_of" if x > 0 else "left_of", "mm": abs(x)})
    if _mm(y) != "0":
        offsets.append({"kind": "above" if y > 0 else "below", "mm": abs(y)})
    return {"kind": "off_centre", "offsets": offsets} if offsets else {"kind": "in_centre"}


def coin(value: list, kind: str = "a_coin") -> dict:
    """A coin ``[kind, x, y]`` as a phrase: "a 1 yen coin 30 mm right of the centre"
    (``the_coin``: "the ...")."""
    yen, x, y = value
    return {"kind": kind, "yen": yen, "where": where(x, y)}


def margin(value: float) -> dict | str:
    """A margin's size to 0.1 mm, as the table shows it; a size that is not 0 but rounds
    to it is "less than 0.1"."""
    text = fmt.decimal(abs(value), 1)
    return {"kind": "under_tenth"} if text == "0.0" and value else text


def verdict(data: dict, past: bool = False) -> dict:
    """Why a round ended as it did and who scored, from its margin and winner (LC-2,
    LC-5): the card fits (the last placer scores), misses, or only touches a coin (the
    one who ended the round scores). ``past``: as the table says it after the round.
    ``data["setup"]``: nobody placed a coin in the round, so the last placement is the
    setup coin, the opener's (the engine records it: ``rules.setup_was_last``)."""
    m = data["margin"]
    kind = "fits" if m > 0 else "misses" if m < 0 else "touches"
    if kind == "fits" and data.get("setup"):
        kind = "fits_setup"
    return {"kind": ("last_" if past else "card_") + kind, "margin": abs(m),
            "winner": data["winner"]}


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name == "verdict" and isinstance(value, dict) and "margin" not in value:
        return WORDS.phrase(verdict(data), voice)  # an event's verdict: its round's data
    if isinstance(value, dict):
        return None  # a phrase, said as it is
    if name == "coin":
        return WORDS.phrase(coin(value), voice)
    if name == "touching":
        return WORDS.phrase(coin(value, "the_coin"), voice)
    if name == "mm":
        return _mm(value)
    if name == "margin" and isinstance(value, int | float):
        said = margin(value)
        if not isinstance(said, str):
            return WORDS.phrase(said, voice)
        # Japanese says the unit before "未満" ("0.1mm未満"), so a margin carries its
        # unit there and the templates leave it out
        return said + "mm" if voice.lang == JAPANESE else said
    if name == "offsets" and voice.lang == JAPANESE:  # "左18mm、上34mm": no "と"
        return "、".join(WORDS.phrase(o, voice) for o in value)
    if name in ("width", "height") and isinstance(value, int | float):
        return fmt.approx(value)
    if name == "left":
        return Listing([WORDS.phrase({"kind": "pool_one" if n == 1 else "pool_many",
                                      "yen": k, "n": n}, voice) for k, n in value], voice)
    return None


def choose(kind: str, data: dict) -> str:
    """The kind that says a game to 1 point as what it is, a one-round game (LC-5)."""
    if kind in ("game_end", "points") and data.get("target") == 1:
        return kind + "_one"
    return kind


WORDS = Words({"en": EN, "ja": JA}, _convert, choose)
