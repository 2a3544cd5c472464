"""The table's own words: its status line, toolbar, hint and every refusal it makes
(a move that is not yours, Undo in Play, a broken link or class code, a malformed
message), one template per kind, said through the words layer like a game's
(``pointyrules.words``). A game's own sentences are in its ``words.py``.

Values quoted from a message (a key, a code, a setting) come already cut short and in
quotes (``quoted``); a seat is a name or "you" in the table's voice.
"""

from __future__ import annotations

from ..words import Words

EN = {
    # the status line
    "sample": "a sample game: the live table deals a fresh one when it starts.",
    "game_won": "game over: {winners} won. Press New game to play again.",
    "your_turn": "your turn.",
    "thinking": "{seat} is thinking…",
    "way_class_deal": "class deal {code}",
    "way_practice": "practice (Undo goes anywhere)",
    # what a move showed, which Undo in Play cannot take back (phrases)
    "shown_end": "the game ended",
    "shown_chance": "chance decided something",  # a game's words say what: "the dice ..."
    "shown_news": "something new was shown",  # a game's words say what: "a new deal ..."
    "shown_unseen_card": "{seat} played a card you had not seen",
    # why a control is off (phrases)
    "starting": "the game engine is starting",
    "over": "the game is over",
    "their_turn": "it is {seat:'s} turn",
    "control_off": "{label}: {reason}",
    # the hint
    "hint": "the {bot} bot suggests: {label} (highlighted).",
    "why": "{measure}, {basis}: {items}.",
    "why_more": "{more:other move|other moves} lower",
    "why_next": "{first}; next best: {second}", "why_one": "{first}",
    "chance_win": "chance to win",  # what a bot's values measure (a game's words add theirs)
    "chance_win_game": "chance to win the game",
    "basis_estimated": "estimated",
    "basis_exact": "exact",
    "basis_sampled": "estimated from {samples:sampled deal|sampled deals}",
    # a hint from a mixed strategy (a game's words name the strategy: share_<name>)
    "why_share": "{measure} mixes here, at random: {items}, otherwise {last}.",
    "why_share_one": "{measure}: {label}, every time.",
    "share_exact": "{label} {k:time|times} in {n}",
    "share_about": "{label} about {k:time|times} in {n}",
    "share_rarely": "{label} rarely", "share_mostly": "{label} almost always",
    # the toolbar and the history
    "players": "Players", "bots": "Bots", "mode": "Mode", "mode_play": "Play",
    "mode_practice": "Practice", "new_game": "New game", "undo": "Undo", "hint_button": "Hint",
    "share": "Share this position", "class_deal": "Class deal", "code": "code",
    "play_code": "Play this code", "new_code": "New class code",
    "history": "History (latest first)", "history_label": "history",
    "yes": "yes", "no": "no",
    # the bots every game has (a game's words name its own: bot_<name>)
    "bot_expert": "expert", "bot_heuristic": "heuristic", "bot_random": "random",
    # refusals: your move
    "not_your_move": "{key} is not a move you can make now",
    "not_your_move_list": "{key} is not a move you can make now; you can: {moves}",
    "game_is_over": "the game is over: press New game",
    "not_your_turn": "it is {seat:'s} turn, not yours",
    "no_points": "the moves of this table take no point (x, y)",
    "bad_point": "a point is two numbers (x, y) on the picture, x from {x0:g} to {x1:g} and "
                 "y from {y0:g} to {y1:g}; got {got}",
    "undo_link": "the moves of an opened link stay; Undo takes back only moves you make "
                 "here",
    "undo_none": "there is no move of yours to take back",
    "undo_off": "Undo is off in Play: since your move, {shown}. To try other moves, choose "
                "Practice and start a new game.",
    "hint_not_now": "a hint is for your turn",
    # refusals: settings and class deals
    "wrong_table": "this is the {game} table, not {got}",
    "players_range": "{name} takes {low} to {high} players, got {got}",
    "no_bot": "no bot {got}; the bots are {bots}",
    "bad_mode": "the mode is play or practice, not {got}",
    "no_option": "{name} has no option {got}; its options are {options}",
    "no_options": "{name} has no option {got}; it has no options",
    "bad_choice": "{option}: the choices are {values:or}; got {got}",
    "not_a_code": "{got} is not a class deal code here: {length} letters and digits (no "
                  "0, 1, I, L or O), like {example}",
    "code_of_other_game": "{got} is not a class deal code of this game",
    "not_a_number": "{what} must be a whole number, got {got}",
    # refusals: shared links
    "link_failed": "this link could not be opened ({error})",
    "link_not_opened": "the link could not be opened: {why}. Here is a new game.",
    "link_not_text": "a link's position is text",
    "link_empty": "this link is empty: a shared position ends in #game=…",
    "link_too_long": "this link is too long to be a game of this table",
    "link_other_game": "this link is not a position of this game (it may be cut off or "
                       "copied wrongly)",
    "link_mode": "the link's mode is play or practice, not {got}",
    "link_deal": "the link's deal is not a deal of this game",
    "link_move": "move {n} of the link ({key}) {problem}",
    "deal_not_move": "is a deal where a move should be",
    "after_end": "comes after the end of the game",
    "not_class_roll": "is not the roll of this class deal",
    "not_class_bot": "is not the move of this class deal's bot",
    "disagrees": "does not agree with the cards seen before it",
    "not_a_move_there": "is not a move there",
    "not_allowed_there": "is not allowed there",
    "other_cards": "shows other cards than the link says",
    # refusals: malformed messages
    "not_a_message": "a message is an object with an op",
    "not_a_part": "{got} is not a part of any message",
    "no_such_part": "the message {op} has no part {got}",
    "bad_key": "a move's key is a short piece of text",
    "not_a_word": "{name} must be a word, got {got}",
    "type_code": "type the class deal's code in the box first, or press New class code",
    "unknown_message": "unknown message {got}; the messages are act, step, new, undo, hint "
                       "and open",
    "fault": "the table could not do that ({error}); nothing changed",
}

# Japanese (issue 33): the same kinds and placeholders; no English grammar specs.
JA = {
    # the status line
    "sample": "見本のゲームです。準備ができると新しいゲームが始まります。",
    "game_won": "ゲーム終了：{winners}の勝ちです。もう一度遊ぶには「新しいゲーム」を押して"
                "ください。",
    "your_turn": "あなたの番です。",
    "thinking": "{seat}が考えています…",
    "way_class_deal": "クラス共通ゲーム（コード {code}）",
    "way_practice": "練習（「戻す」でどこまでも戻れます）",
    # what a move showed, which Undo in Play cannot take back (phrases)
    "shown_end": "ゲームが終わりました",
    "shown_chance": "運で何かが決まりました",
    "shown_news": "新しいものが見えました",
    "shown_unseen_card": "{seat}があなたの知らないカードを出しました",
    # why a control is off (phrases)
    "starting": "ゲームを準備しています",
    "over": "ゲームは終わりました",
    "their_turn": "{seat}の番です",
    "control_off": "{label}：{reason}",
    # the hint
    "hint": "{bot}ボットのおすすめ：{label}（図に印をつけました）。",
    "why": "{measure}（{basis}）：{items}。",
    "why_more": "ほかの{more}つの手は、これより低い",
    "why_next": "{first}。次によいのは{second}", "why_one": "{first}",
    "chance_win": "勝つ確率",
    "chance_win_game": "ゲームに勝つ確率",
    "basis_estimated": "見積もり",
    "basis_exact": "正確な値",
    "basis_sampled": "{samples}通りの配り方から見積もり",
    # a hint from a mixed strategy
    "why_share": "{measure}は、ここではランダムに選びます：{items}、それ以外は{last}。",
    "why_share_one": "{measure}：いつも{label}。",
    "share_exact": "{label}（{n}回に{k}回）",
    "share_about": "{label}（{n}回に約{k}回）",
    "share_rarely": "{label}（まれに）", "share_mostly": "{label}（ほぼいつも）",
    # the toolbar and the history
    "players": "人数", "bots": "ボット", "mode": "モード", "mode_play": "対戦",
    "mode_practice": "練習", "new_game": "新しいゲーム", "undo": "戻す", "hint_button": "ヒント",
    "share": "この局面を共有", "class_deal": "クラス共通ゲーム", "code": "コード",
    "play_code": "このコードで遊ぶ", "new_code": "新しいクラスコード",
    "history": "記録（新しい順）", "history_label": "記録",
    "yes": "はい", "no": "いいえ",
    # the bots every game has
    "bot_expert": "エキスパート", "bot_heuristic": "おおまかな作戦", "bot_random": "ランダム",
    # refusals: your move
    "not_your_move": "{key}は今あなたができる手ではありません",
    "not_your_move_list": "{key}は今あなたができる手ではありません。できる手：{moves}",
    "game_is_over": "ゲームは終わりました。「新しいゲーム」を押してください",
    "not_your_turn": "今は{seat}の番で、あなたの番ではありません",
    "no_points": "このゲームの手は座標 (x, y) では選べません",
    "bad_point": "座標は図の上の2つの数 (x, y) で、x は {x0:g} から {x1:g}、y は {y0:g} から "
                 "{y1:g} です（指定されたのは {got}）",
    "undo_link": "開いたリンクの手はそのままです。「戻す」で戻せるのは、ここであなたが選んだ"
                 "手だけです",
    "undo_none": "戻せるあなたの手はありません",
    "undo_off": "対戦では、ここより前には戻せません。あなたの手のあとで、{shown}。ほかの手を"
                "試すには「練習」を選んで新しいゲームを始めてください。",
    "hint_not_now": "ヒントはあなたの番に使えます",
    # refusals: settings and class deals
    "wrong_table": "これは{game}のテーブルで、{got}ではありません",
    "players_range": "{name}は{low}～{high}人で遊ぶゲームです（指定されたのは {got}）",
    "no_bot": "{got}というボットはありません。ボットは{bots}です",
    "bad_mode": "モードは対戦か練習で、{got}ではありません",
    "no_option": "{name}に{got}という設定はありません。設定は{options}です",
    "no_options": "{name}に{got}という設定はありません。設定はありません",
    "bad_choice": "{option}：選べるのは{values}です（指定されたのは {got}）",
    "not_a_code": "{got}はここのクラスコードではありません。{length}文字の英字と数字（0、1、I、L、O"
                  "は使いません）で、たとえば {example}",
    "code_of_other_game": "{got}はこのゲームのクラスコードではありません",
    "not_a_number": "{what}は整数でなければなりません（指定されたのは {got}）",
    # refusals: shared links
    "link_failed": "このリンクを開けませんでした（{error}）",
    "link_not_opened": "リンクを開けませんでした：{why}。新しいゲームを始めます。",
    "link_not_text": "リンクの局面は文字で書かれています",
    "link_empty": "このリンクは空です。共有した局面は #game=… で終わります",
    "link_too_long": "このリンクは長すぎます。このゲームのリンクではないようです",
    "link_other_game": "このリンクはこのゲームの局面ではありません（途中で切れたか、写し間違えた"
                       "かもしれません）",
    "link_mode": "リンクのモードは対戦か練習で、{got}ではありません",
    "link_deal": "リンクの配りはこのゲームの配りではありません",
    "link_move": "リンクの{n}手目（{key}）は{problem}",
    "deal_not_move": "手が来るはずのところにある配りです",
    "after_end": "ゲームが終わったあとの手です",
    "not_class_roll": "このクラス共通ゲームの出目ではありません",
    "not_class_bot": "このクラス共通ゲームのボットの手ではありません",
    "disagrees": "それまでに見えたカードと合いません",
    "not_a_move_there": "そこではできない手です",
    "not_allowed_there": "そこでは許されない手です",
    "other_cards": "リンクとは違うカードを示しています",
    # refusals: malformed messages
    "not_a_message": "メッセージは op を持つオブジェクトです",
    "not_a_part": "{got}はどのメッセージの部分でもありません",
    "no_such_part": "メッセージ {op} に {got} という部分はありません",
    "bad_key": "手のキーは短い文字列です",
    "not_a_word": "{name}は語でなければなりません（指定されたのは {got}）",
    "type_code": "先に入力欄にクラスコードを入力するか、「新しいクラスコード」を押してください",
    "unknown_message": "{got}というメッセージはありません。メッセージは act、step、new、undo、"
                       "hint、open です",
    "fault": "テーブルはそれをできませんでした（{error}）。何も変わっていません",
}

# The table's kinds a game's words may say in the game's terms (a game's catalogue
# defines the same kind); any other kind of the table's is the table's alone.
GAME_MAY_SAY = frozenset({"shown_news", "shown_chance"})

WORDS = Words({"en": EN, "ja": JA})
