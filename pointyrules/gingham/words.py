"""Gingham in words: every history line, refusal and phase the engine records, and every
word its table and pictures show, said from data (``pointyrules.words``). Cells by
their names as the cloth's edges show them ("d2": column d, line 2), a sweet's
intersection by the cell that names it ("the stack by a2", ``board.point_cell``), a
queen's row by the column or line it is part of and its cells ("column c from the
bottom, c1–c3", ``row_phrase``), moves as their buttons say them (``action_phrase``; a
move's key stays its ``str``). One word for one idea: a chain of ants that joins two
stacks is a *connection* (the book's term), never a link."""

from __future__ import annotations

from typing import Any

from ..words import JAPANESE, PLAIN, Count, Voice, Words
from .actions import Ant, Capture, Connect, Done, Drop, Lift, Queen, Return, Skip, Sugar
from .board import COLUMN_LETTERS, SIDES, SIZES, Row, board, point_cell
from .rules import ABILITIES, SWEETS

EN = {
    # events (Gingham._record)
    "setup": "{players:player|players} on the {size} x {size} cloth; round {round} begins",
    "queen": "{seat} {seat:move|moves} a queen to {row}{lead}",
    "ability": "{seat} {seat:pay|pays} {cost:sugar cube|sugar cubes} for “{ability}”",
    "ant": "{seat} {seat:place|places} an ant on {cell}",
    "push": "{seat:'s} ant on {cell} is pushed out; {seat} will put it back on an empty "
            "cell at the end of the turn",
    "skip": "{seat} {seat:place|places} no ant this turn",
    "move": "{seat} {seat:move|moves} {owner:'s} ant from {src} to {cell}",
    "move_own": "{seat} {seat:move|moves} an ant from {src} to {cell}",
    "return": "{seat:'s} pushed-out ant goes back on {cell}",
    "no_return": "no cell is empty, so {seat:'s} pushed-out ant stays off the cloth",
    "connect": "{seat:'s} {length:ant|ants} connect two {sweet} stacks: +{points}; the one "
               "by {src} goes onto the one by {dst} (now {height}), leaving "
               "{sugar:sugar cube|sugar cubes}",
    "capture": "{seat} {seat:capture|captures} the stack by {point} ({height}){previous}: "
               "+{points}",
    "sugar": "{seat} {seat:take|takes} a sugar cube",
    "round": "round {round}: the order is {order}; the first queen leads, to any side but "
             "the {side}",
    "end": "game over after round {round}: {reason}. {result}. Final scores: {scores}",
    "won": "Winner: {winner}",  # the end's result (a phrase)
    "tied": "Tied for the win: {winners}",
    # another seat's connection or capture at a table: its points stay hidden (GI-13)
    "connect_hidden": "{seat:'s} {length:ant|ants} connect two {sweet} stacks; the one by "
                      "{src} goes onto the one by {dst} (now {height}), leaving "
                      "{sugar:sugar cube|sugar cubes}",
    "capture_hidden": "{seat} {seat:capture|captures} the stack by {point} ({height})"
                      "{previous}",
    # parts of sentences and reasons (phrases)
    "leading": ", leading: this round's queens go to the {side} side",
    "token_back": ", returning {owner:'s} token",
    "boosted": "{points} (half as much again)",  # a boosted connection's points (GI-18)
    "score_reached": "{seat} {seat:have|has} {points} points ({target} or more end the game)",
    "score_reached_tied": "{seats} have {points} points each ({target} or more end the game)",
    "supply_empty": "no player has an ant left in supply",
    "round_limit": "the round limit of {rounds:round|rounds} is reached",
    # a queen's row by its cells (GI-2): part of a column (bottom and top sides) or of a
    # line (left and right sides), from the side inward to the stitch; by its side and
    # number where the cloth's size is not known (the top and right sides need it)
    "row_column": "column {column} from the {side} ({code}), {first}–{last}",
    "row_line": "line {line} from the {side} ({code}), {first}–{last}",
    "row_column_one": "column {column} from the {side} ({code}), just {first}",
    "row_line_one": "line {line} from the {side} ({code}), just {first}",
    "row_code": "the {side} side at {code}",
    # what the player to move does (Gingham.phase_phrase)
    "phase_queen": "{seat} {seat:move|moves} a queen to a new spot on the edge",
    "phase_ant": "{seat} {seat:place|places} an ant in front of the queen",
    "phase_drop": "{seat} {seat:choose|chooses} the empty cell for the moved ant",
    "phase_return": "{seat} {seat:put|puts} a pushed-out ant back on an empty cell",
    "phase_effects": "{seat} {seat:resolve|resolves} the effects of the ant just placed",
    "phase_effects_other": "{seat} {seat:resolve|resolves} the effects of {owner:'s} ant "
                           "just placed (the points go to {owner})",
    "phase_over": "the game is over",
    # refusals (Gingham._check): a move of a kind the phase takes but not allowed now,
    # with what that kind of move needs (said in place of ``now``, by the move's type);
    # a move of another kind, with what the player to move does now (``now``)
    "not_allowed": "the move {action} is not allowed: {now}",
    "wrong_type": "{got} is not possible now: {now}",
    "why_queen": "a queen needs a free spot on the round's side (the lead queen picks a new "
                 "side) or sugar to join a queen there",
    "why_ant": "an ant goes on a cell in front of the queen, up to the stitch (beyond it "
               "for sugar), not onto its own colour",
    "why_boost": "the bonus for connections costs sugar, and a turn takes one ability",
    "why_lift": "it needs an ant in front of the queen, an empty cell to move it to, and "
                "sugar (one ability a turn)",
    "why_drop": "the moved ant goes to an empty cell other than the one it left",
    "why_return": "a pushed-out ant goes back on an empty cell",
    "why_connect": "only stacks of one sweet joined by the landed ant's chain connect, and "
                   "never two captured ones",
    "why_capture": "the landed ant's colour must fill every cell around its stack, with "
                   "that player's token of the sweet off the cloth",
    "why_sugar": "the landed ant takes one cube from the crossing beside it, if cubes lay "
                 "there as it landed",
    "why_done": "every connection is made, and the sugar cube taken, before the effects end",
    "why_skip": "an ant is left out only when no cell is open to it or the supply is empty",
    # the moves a refusal names (``got``: the type of the move that came)
    "tried_queen": "moving a queen", "tried_ant": "placing an ant",
    "tried_lift": "moving an ant", "tried_drop": "choosing the moved ant's cell",
    "tried_return": "putting back a pushed-out ant", "tried_connect": "a connection",
    "tried_capture": "a capture", "tried_sugar": "taking a sugar cube",
    "tried_done": "ending the effects", "tried_skip": "placing no ant",
    "tried_other": "that",
    # the names of the five ability tiles (GI-11)
    "ability_own_row": "join your other queen",
    "ability_opp_row": "join an opponent's queen",
    "ability_stitch": "ant beyond the stitch",
    "ability_boost": "connections score half as much again",
    "ability_move": "move an ant instead of placing one",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "the cloth was laid out",
    # what the bots' values measure (a hint's reasons)
    "points_less_half": "points now, less half of what it gives others",
    # names: the sweets (one, several) and the sides of the cloth
    "sweet_cookie": "cookie", "sweet_cherry": "cherry", "sweet_cupcake": "cupcake",
    "sweet_pie": "pie", "sweet_lollipop": "lollipop",
    "sweets_cookie": "cookies", "sweets_cherry": "cherries", "sweets_cupcake": "cupcakes",
    "sweets_pie": "pies", "sweets_lollipop": "lollipops",
    "side_S": "bottom", "side_W": "left", "side_N": "top", "side_E": "right",
    # moves as their buttons and refusals say them (action_phrase; keys stay str(action))
    "act_queen": "queen to {row}",
    "act_ant": "ant on {cell}",
    "act_ant_boost": "ant on {cell}, its connections scoring half as much again",
    "act_lift": "move the ant on {cell}",
    "act_drop": "move it to {cell}",
    "act_skip": "no ant this turn",
    "act_connect": "connect: move the stack by {src} onto the one by {dst}",
    "act_capture": "capture the stack by {point}",
    "act_sugar": "take a sugar cube from the crossing by {point}",
    "act_done": "done",
    "act_return": "put the pushed-out ant on {cell}",
    # the table (table.py): what you do now
    "do_queen": "move one of your queens: click a marker on the edge of the cloth.",
    "do_ant": "place an ant in front of your queen: click an outlined cell.",
    "do_drop": "choose the empty cell for the ant you are moving: click an outlined cell.",
    "do_return": "put your pushed-out ant back: click an outlined empty cell.",
    "do_effects": "your ant has landed: choose its effects below, in the order you like.",
    "do_effects_other": "{owner:'s} ant has landed in your turn: choose its effects below, in "
                        "the order you like; the points go to {owner}.",
    "now_doing": "now: {phase}.",
    # a button's price, the points a connection earns you, whose ant's effects
    "price_ability": "{move} ({ability}, {cost} sugar)",
    "price": "{move} ({cost} sugar)",
    "price_stitch": "{move} (beyond the stitch, {cost} sugar)",
    "gain": "{move} (+{length})",
    "gain_boost": "{move} (+{points}: {length:ant|ants} and half as much again)",
    "for_owner": "{move}, for {owner}",
    # the table's side panel
    "panel_round": "round {round} · side: {side}",
    "panel_round_lead": "round {round} · side: chosen by the first queen",
    "panel_round_lead_not": "round {round} · side: chosen by the lead queen, any but {side}",
    "panel_order": "turn order: {turns}",
    "th_player": "player", "th_score": "score", "th_sugar": "sugar", "th_ants": "ants left",
    "th_cost": "cost", "th_ability": "ability",
    "sweets_key": "sweets on the cloth:",
    "hidden_scores": "the others' scores stay hidden until the end. The game ends after a "
                     "round in which someone has {points} points or more.",
    # the pictures (render.py): names and tooltips
    "cloth_label": "Gingham cloth {size} x {size}",
    "stitch_title": "the stitch",
    "ant_title": "{whose} ant on {cell}",
    "queen_title": "{whose} queen: {row}",
    "stack_title": "a stack of {height}",
    "stack_held_title": "a stack of {height}, held by {holder}",
    "sugar_title": "sugar cube",
    "seat_number": "seat {number}",
}


# Japanese (issue 33): the same kinds, in the same order, with the same placeholders and
# no English grammar specs. The game's own Japanese terms (its rule text's): 女王アリ,
# アリ, スペース, 行, サイド, ステッチ, ストック, 接続, 獲得, 獲得トークン, 角砂糖, 交点,
# 能力, 布ボード, ラウンド, ターン順; a cell's column is 列 ("c列") and its line 段目
# ("2段目"), since 行 is the game's word for a queen's row.
JA = {
    # events (Gingham._record)
    "setup": "{players}人で、{size}×{size}の布ボードを広げました。第{round}ラウンドが"
             "始まりました",
    "queen": "{seat}が女王アリを{row}へ動かしました{lead}",
    "ability": "{seat}が角砂糖{cost}個を払って「{ability}」を使いました",
    "ant": "{seat}が{cell}にアリを置きました",
    "push": "{cell}にいた{seat}のアリが押し出されました。このターンの終わりに、{seat}が"
            "そのアリを空きスペースに置き直します",
    "skip": "{seat}はこのターン、アリを置きませんでした",
    "move": "{seat}が{owner}のアリを{src}から{cell}へ動かしました",
    "move_own": "{seat}がアリを{src}から{cell}へ動かしました",
    "return": "押し出された{seat}のアリが{cell}に戻りました",
    "no_return": "空きスペースがないので、押し出された{seat}のアリは布ボードの外に残り"
                 "ました",
    "connect": "{seat}はアリ{length}匹で{sweet}のストック2つをつなぎ、{points}点を得ました。"
               "{src}のそばのストックが{dst}のそばのストックに重なり（{height}になりました）、"
               "空いた交点に角砂糖が{sugar}個置かれました",
    "capture": "{seat}が{point}のそばのストック（{height}）を獲得し、{points}点を得ました"
               "{previous}",
    "sugar": "{seat}が角砂糖を1個取りました",
    "round": "第{round}ラウンドが始まりました。ターン順は{order}です。最初の女王アリがリード"
             "女王アリとなり、{side}サイド以外のサイドを選びます",
    "end": "第{round}ラウンドでゲームが終わりました。{reason}。{result}。最終得点：{scores}",
    "won": "勝者：{winner}",  # the end's result (a phrase)
    "tied": "同点1位：{winners}",
    # another seat's connection or capture at a table: its points stay hidden (GI-13)
    "connect_hidden": "{seat}はアリ{length}匹で{sweet}のストック2つをつなぎました。{src}の"
                      "そばのストックが{dst}のそばのストックに重なり（{height}になりました）、"
                      "空いた交点に角砂糖が{sugar}個置かれました",
    "capture_hidden": "{seat}が{point}のそばのストック（{height}）を獲得しました{previous}",
    # parts of sentences and reasons (phrases)
    "leading": "。リード女王アリなので、このラウンドの女王アリはすべて{side}サイドに置き"
               "ます",
    "token_back": "（{owner}に獲得トークンを返しました）",
    "boosted": "1.5倍の{points}",  # a boosted connection's points (GI-18)
    "score_reached": "{seat}が{points}点に達しました（{target}点以上でゲーム終了）",
    "score_reached_tied": "{seats}がそれぞれ{points}点に達しました（{target}点以上でゲーム"
                          "終了）",
    "supply_empty": "手持ちのアリが残っているプレイヤーがいなくなりました",
    "round_limit": "ラウンドの上限（{rounds}ラウンド）に達しました",
    # a queen's row by its cells (GI-2): part of a column (bottom and top sides) or of a
    # line (left and right sides), from the side inward to the stitch; by its side and
    # number where the cloth's size is not known (the top and right sides need it)
    "row_column": "{side}サイドの行{code}（縦の{column}列：{first}〜{last}）",
    "row_line": "{side}サイドの行{code}（横の{line}段目：{first}〜{last}）",
    "row_column_one": "{side}サイドの行{code}（縦の{column}列：{first}だけ）",
    "row_line_one": "{side}サイドの行{code}（横の{line}段目：{first}だけ）",
    "row_code": "{side}サイドの行{code}",
    # what the player to move does (Gingham.phase_phrase)
    "phase_queen": "{seat}が女王アリを辺の新しい位置へ動かす番です",
    "phase_ant": "{seat}が女王アリの前の行にアリを置く番です",
    "phase_drop": "{seat}が、動かすアリの行き先の空きスペースを選ぶ番です",
    "phase_return": "{seat}が、押し出されたアリを空きスペースに置き直す番です",
    "phase_effects": "{seat}が、置いたばかりのアリの効果を使う番です",
    "phase_effects_other": "{seat}が、置かれたばかりの{owner}のアリの効果を使う番です"
                           "（得点は{owner}のものになります）",
    "phase_over": "ゲームは終わりました",
    # refusals (Gingham._check): a move of a kind the phase takes but not allowed now,
    # with what that kind of move needs (said in place of ``now``, by the move's type);
    # a move of another kind, with what the player to move does now (``now``)
    "not_allowed": "{action}という手はできません。{now}",
    "wrong_type": "今は{got}はできません。{now}",
    "why_queen": "女王アリを動かせるのは、このラウンドのサイドの空いている行です（リード女王"
                 "アリは新しいサイドを選びます）。女王アリのいる行に加わるには角砂糖が必要です",
    "why_ant": "アリは女王アリの前の行に、ステッチまで置けます（角砂糖を払えばステッチの向こう"
               "にも置けます）。自分の色のアリがいるスペースには置けません",
    "why_boost": "接続の得点を1.5倍にするには角砂糖が必要で、能力は1ターンに1つだけです",
    "why_lift": "それには、女王アリの前の行にいるアリ、移動先の空きスペース、そして角砂糖が"
                "必要です（能力は1ターンに1つだけです）",
    "why_drop": "動かしたアリは、元いたスペース以外の空きスペースに置きます",
    "why_return": "押し出されたアリは空きスペースに置き直します",
    "why_connect": "つなげるのは、置いたアリの鎖で結ばれた同じお菓子のストックだけです。獲得"
                   "済みのストックどうしはつなげません",
    "why_capture": "ストックを獲得できるのは、まわりのスペースがすべてそのアリと同じ色のアリで"
                   "うまっていて、そのお菓子の獲得トークンがまだ布ボードに置かれていないときだけ"
                   "です",
    "why_sugar": "置いたアリが取れるのは、置いたときにすぐそばの交点にあった角砂糖1個です",
    "why_done": "効果を終えられるのは、すべての接続を行い、角砂糖を取ったあとです",
    "why_skip": "アリを置かずにすむのは、置けるスペースがないときか、手持ちのアリがないとき"
                "だけです",
    # the moves a refusal names (``got``: the type of the move that came)
    "tried_queen": "女王アリの移動", "tried_ant": "アリを置くこと",
    "tried_lift": "アリの移動", "tried_drop": "動かすアリの行き先選び",
    "tried_return": "押し出されたアリの置き直し", "tried_connect": "接続",
    "tried_capture": "ストックの獲得", "tried_sugar": "角砂糖を取ること",
    "tried_done": "効果を終えること", "tried_skip": "アリを置かないこと",
    "tried_other": "それ",
    # the names of the five ability tiles (GI-11)
    "ability_own_row": "自分の女王アリと同じ行",
    "ability_opp_row": "相手の女王アリと同じ行",
    "ability_stitch": "ステッチの向こうに置く",
    "ability_boost": "接続の得点を1.5倍",
    "ability_move": "置く代わりにアリを動かす",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "布ボードが広げられました",
    # what the bots' values measure (a hint's reasons)
    "points_less_half": "いま得る点から、ほかの人に渡る点の半分を引いた値",
    # names: the sweets (one, several) and the sides of the cloth
    "sweet_cookie": "クッキー", "sweet_cherry": "サクランボ", "sweet_cupcake": "カップケーキ",
    "sweet_pie": "パイ", "sweet_lollipop": "ロリポップ",
    "sweets_cookie": "クッキー", "sweets_cherry": "サクランボ", "sweets_cupcake": "カップケーキ",
    "sweets_pie": "パイ", "sweets_lollipop": "ロリポップ",
    "side_S": "下", "side_W": "左", "side_N": "上", "side_E": "右",
    # moves as their buttons and refusals say them (action_phrase; keys stay str(action))
    "act_queen": "女王アリを{row}へ",
    "act_ant": "アリを{cell}に置く",
    "act_ant_boost": "アリを{cell}に置き、接続の得点を1.5倍にする",
    "act_lift": "{cell}のアリを動かす",
    "act_drop": "{cell}へ動かす",
    "act_skip": "このターンはアリを置かない",
    "act_connect": "接続：{src}のそばのストックを{dst}のそばのストックに重ねる",
    "act_capture": "{point}のそばのストックを獲得する",
    "act_sugar": "{point}のそばの交点から角砂糖を取る",
    "act_done": "完了",
    "act_return": "押し出されたアリを{cell}に置く",
    # the table (table.py): what you do now
    "do_queen": "女王アリを1匹動かします。布ボードの辺にある印をクリックしてください。",
    "do_ant": "女王アリの前の行にアリを置きます。枠で囲まれたスペースをクリックしてください。",
    "do_drop": "動かすアリの行き先を選びます。枠で囲まれたスペースをクリックしてください。",
    "do_return": "押し出されたアリを置き直します。枠で囲まれた空きスペースをクリックして"
                 "ください。",
    "do_effects": "あなたのアリが置かれました。下のボタンで、その効果を好きな順に選んで"
                  "ください。",
    "do_effects_other": "あなたのターンに{owner}のアリが置かれました。下のボタンで、その効果"
                        "を好きな順に選んでください。得点は{owner}のものになります。",
    "now_doing": "いまは、{phase}。",
    # a button's price, the points a connection earns you, whose ant's effects
    "price_ability": "{move}（{ability}、角砂糖{cost}個）",
    "price": "{move}（角砂糖{cost}個）",
    "price_stitch": "{move}（ステッチの向こう、角砂糖{cost}個）",
    "gain": "{move}（+{length}点）",
    "gain_boost": "{move}（+{points}点：アリ{length}匹分の1.5倍）",
    "for_owner": "{move}（得点は{owner}に）",
    # the table's side panel
    "panel_round": "第{round}ラウンド（サイド：{side}）",
    "panel_round_lead": "第{round}ラウンド（サイドは最初の女王アリが選びます）",
    "panel_round_lead_not": "第{round}ラウンド（サイドはリード女王アリが{side}以外から選びます）",
    "panel_order": "ターン順：{turns}",
    "th_player": "プレイヤー", "th_score": "得点", "th_sugar": "角砂糖", "th_ants": "残りのアリ",
    "th_cost": "コスト", "th_ability": "能力",
    "sweets_key": "布ボードのお菓子：",
    "hidden_scores": "ほかの人の得点は、ゲームが終わるまで見えません。だれかが{points}点以上"
                     "になったラウンドの終わりに、ゲームは終わります。",
    # the pictures (render.py): names and tooltips
    "cloth_label": "ギンガムの布ボード {size}×{size}",
    "stitch_title": "ステッチ",
    "ant_title": "{cell}にいる{whose}アリ",
    "queen_title": "{whose}女王アリ：{row}",
    "stack_title": "{height}のストック",
    "stack_held_title": "{height}のストック（{holder}が獲得）",
    "sugar_title": "角砂糖",
    "seat_number": "プレイヤー{number}",
}

def action_phrase(action: Any, size: int | None = None) -> dict:
    """A move as a phrase of the words (its data: cells by name, intersections as
    points), as its button and a refusal say it; ``size``: the cloth's, which names the
    cells of a queen's row on the top and right sides (``row_phrase``)."""
    kind = type(action).__name__.lower()
    if isinstance(action, Queen):
        return {"kind": "act_queen", "row": f"{action.side}{action.number}", "size": size}
    if isinstance(action, Ant):
        return {"kind": "act_ant_boost" if action.boost else "act_ant", "cell": action.cell}
    if isinstance(action, Lift | Drop | Return):
        return {"kind": "act_" + kind, "cell": action.cell}
    if isinstance(action, Connect):
        return {"kind": "act_connect", "src": action.src, "dst": action.dst}
    if isinstance(action, Capture | Sugar):
        return {"kind": "act_" + kind, "point": action.point}
    return {"kind": "act_" + kind}  # Skip, Done


def row_phrase(code: Any, size: int | None = None) -> dict | str:
    """A queen's row ("S3") as a phrase: the column (bottom and top sides) or line (left
    and right sides) it is part of, its side, and its cells from the side inward to the
    stitch, "column c from the bottom, c1–c3" (GI-2). The top and right sides' rows
    depend on the cloth's ``size``; without it they are said by side and name ("the top
    side at N3", as the cloth's edge shows it). A name of no row comes back as it is."""
    text = str(code)
    side, number = text[:1], text[1:]
    if side not in SIDES or not (number.isascii() and number.isdigit()):
        return text
    k = int(number)
    n = size if size in SIZES else (None if side in ("N", "E") else SIZES[-1])
    if n is None:
        return {"kind": "row_code", "side": side, "code": text}
    if not 1 <= k <= n:
        return text
    b = board(n)
    cells = [b.names[c] for c in b.row_cells[Row(side, k)]]
    first, last = cells[0], cells[-1]
    what = "column" if side in ("S", "N") else "line"
    data = {"column": first[0]} if what == "column" else {"line": first[1:]}
    kind = f"row_{what}_one" if len(cells) == 1 else f"row_{what}"
    # (the row's own name too, as the cloth's edge and the chapter give it: "N7")
    return {"kind": kind, "side": side, "code": text, "first": first, "last": last, **data}


# A refusal of a move this phase takes (not_allowed): what that kind of move needs.
WHY = {Queen: "why_queen", Ant: "why_ant", Lift: "why_lift", Drop: "why_drop",
       Return: "why_return", Connect: "why_connect", Capture: "why_capture",
       Sugar: "why_sugar", Done: "why_done", Skip: "why_skip"}
# A refusal of a move of another kind (wrong_type): the move that came, in words; and
# the phase each kind of move belongs to: refused in its own phase (a capture when the
# landed ant captures nothing), a move says what it needs, not what the phase is.
TRIED = {t.__name__: "tried_" + t.__name__.lower() for t in WHY}
PHASE_OF = {"Queen": ("phase_queen",), "Ant": ("phase_ant",), "Lift": ("phase_ant",),
            "Skip": ("phase_ant",), "Drop": ("phase_drop",), "Return": ("phase_return",),
            **{t: ("phase_effects", "phase_effects_other")
               for t in ("Connect", "Capture", "Sugar", "Done")}}


def _why(data: dict) -> str | None:
    """The reason a refusal gives in place of the phase (``now``), if it has one: what
    the refused move's kind needs, when the move belongs to this phase (not_allowed, or
    wrong_type when no move of its kind is open now). None: the phase, as it is."""
    action, now, got = data.get("action"), data.get("now"), data.get("got")
    if type(action) in WHY:
        return "why_boost" if type(action) is Ant and action.boost else WHY[type(action)]
    if isinstance(now, dict) and now.get("kind") in PHASE_OF.get(got, ()):
        return "why_" + got.lower()
    return None


def _point(value: Any) -> str:
    """An intersection by the cell that names it ("a2"); as it came if it is none."""
    if isinstance(value, list | tuple) and len(value) == 2 and all(
            type(v) is int and 0 <= v <= len(COLUMN_LETTERS) for v in value):
        return point_cell(value)
    return str(value)


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name in ("src", "dst", "point") and isinstance(value, list | tuple):
        return _point(value)  # a sweet's intersection, by the cell that names it
    if name == "side" and value in SIDES:
        return WORDS.phrase({"kind": "side_" + value}, voice)
    if name == "sweet" and value in SWEETS:
        return WORDS.phrase({"kind": "sweet_" + value}, voice)
    if name == "height" and data.get("sweet") in SWEETS and type(value) is int:
        noun = ("sweet_" if value == 1 else "sweets_") + data["sweet"]  # "3 cookies"
        if voice.lang == JAPANESE:  # the sweet, then the number and its counter
            return f"{WORDS.phrase({'kind': noun}, voice)}{value}個"
        return f"{value} {WORDS.phrase({'kind': noun}, voice)}"
    if name == "points" and "src" in data and value != data.get("length", value):
        return WORDS.phrase({"kind": "boosted", "points": Count(value)}, voice)  # GI-18
    if name == "row":  # a queen's row by its cells (the cloth's size, where known)
        said = row_phrase(value, data.get("size"))
        return said if isinstance(said, str) else WORDS.phrase(said, voice)
    if name == "lead":  # the round's first queen chooses the side for every queen
        return WORDS.phrase({"kind": "leading", "side": data.get("side")}, voice) \
            if value else ""
    if name == "previous":  # the token a capture sends back to its owner, if any
        return "" if value is None else WORDS.phrase({"kind": "token_back", "owner": value},
                                                     voice)
    if name == "ability":
        return WORDS.phrase({"kind": "ability_" + value}, voice)
    if name == "order":  # the turn order, one entry per queen
        return voice.mark("comma").join(format(voice.person(s)) for s in value)
    if name == "action":  # a move of this game's types (the only ones refused so)
        said = WORDS.phrase(action_phrase(value), voice)
        return voice.quote(said)
    if name == "got":  # the kind of move a refusal got, in words
        return WORDS.phrase({"kind": TRIED.get(value, "tried_other")}, voice)
    if name == "now":  # a refusal's reason: what the move needs, else what to do now
        why = _why(data)
        return None if why is None else WORDS.phrase({"kind": why}, voice)
    return None


WORDS = Words({"en": EN, JAPANESE: JA}, _convert)
# The abilities' names in English, as the table and the printables show them.
ABILITY_NAMES = {a: WORDS.phrase({"kind": "ability_" + a}, PLAIN) for a in ABILITIES}
