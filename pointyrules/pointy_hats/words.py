"""Pointy Hats in words: every history line, refusal and reason the engine records,
said from its data (``pointyrules.words``); the names of the cards; the words of the
pictures (``render.py``) and of the table (``table.py``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..words import PLAIN, Listing, Voice, Words
from .rules import INVERT, SUIT_SYMBOLS, Card

EN = {
    # events (PointyHats._record)
    "deal": "round {round}: {dealer} {dealer:deal|deals}; the indicator for trick 1 is "
            "turned up: {indicator}",
    "play": "{seat} {seat:play|plays} {card}",
    "reveal_invert_tie": "a tie under the invert card turns up the next indicator card: "
                         "{indicator}",
    "trick": "{winner} {winner:take|takes} trick {trick} with {card}: {rule}",
    "reveal": "the indicator for trick {trick} is turned up: {indicator}",
    "reveal_tie_break": "to break the tie on tricks, the {position} indicator card is turned "
                        "up: {indicator}",
    "round": "round {round} goes to {winners}: {rule}",
    # the match's end (``_end`` chooses: a one-round game, or a match to more)
    "match": "match over: {winners} won {target:round|rounds}",
    "match_shared": "match over: {winners} each won {target:round|rounds}",
    "match_one_round": "game over: {winners} won the round",
    # why a trick is taken (TrickResult.rule, phrases)
    "only_highest": "{card} is the highest card",
    "only_lowest": "{card} is the lowest card, and under the invert card the lowest wins",
    # ({order}: which tied colour beats which, ``_convert``: "clubs beat spades")
    "tie_highest": "{cards} tie for highest; under the {indicator} indicator, {order}",
    "tie_lowest": "{cards} tie for lowest; the next indicator card, {indicator}, breaks the "
                  "tie: {order}",
    "tie_order": "{colour} beat {beaten}",
    # why a round is won (RoundResult.rule, phrases)
    "most_tricks": "the most tricks ({tricks})",
    "tie_most": "{seats} tied on {tricks:trick|tricks}; most {colour} won (5th indicator) "
                "decides",
    "tie_most_shared": "{seats} tied on {tricks:trick|tricks}; most {colour} won "
                       "(5th indicator) still ties",
    "tie_fewest": "{seats} tied on {tricks:trick|tricks}; fewest {colour} won "
                  "(4th indicator; 5th is invert) decides",
    "tie_fewest_shared": "{seats} tied on {tricks:trick|tricks}; fewest {colour} won "
                         "(4th indicator; 5th is invert) still ties",
    # (a shared round whose winners are all who tied on tricks: named once, ``_convert``)
    "tie_most_all": "tied on {tricks:trick|tricks}; most {colour} won (5th indicator) still "
                    "ties",
    "tie_fewest_all": "tied on {tricks:trick|tricks}; fewest {colour} won (4th indicator; "
                      "5th is invert) still ties",
    # refusals (PointyHats._check); a move that is no card (text, another game's move)
    # says what the player to move does, alone (the shared words' "that is not a move
    # here now" adds nothing a player needs)
    "wrong_type": "{now}",
    "play_a_card": "it is {seat:'s} turn to play a card from {seat:'s} hand",
    "not_held": "{seat} {seat:do|does} not hold {card}; any card of {seat:'s} own hand "
                "may be played",
    # the table's menus (about.OPTIONS)
    "option_target_wins": "Game", "option_target_wins_1": "one round",
    "option_target_wins_3": "match: first to win 3 rounds",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "a new deal or an indicator card was shown",
    # what the bots' values measure (a hint's reasons)
    "chance_win_round": "chance to win the round",
    "share_solved": "the solved two-player round",  # the expert at two players
    # the names of the colours and cards (``_convert``: data named colour, indicator, ...)
    "colour_S": "spades", "colour_H": "hearts", "colour_D": "diamonds", "colour_C": "clubs",
    "indicator_X": "invert",  # the invert card (a colour card is named by its colour)
    "card_name": "{value} of {colour}",
    # a place in the indicator deck, counted from 1 (data named position: 0-4)
    "position_0": "1st", "position_1": "2nd", "position_2": "3rd", "position_3": "4th",
    "position_4": "5th",
    # the pictures (render.py): their accessible names and the words drawn on them
    "picture_indicator": "indicator {indicator}",
    "picture_indicator_card": "indicator card: {indicator}",
    "picture_face_down": "face-down card",
    "picture_no_cards": "no cards",
    "picture_row": "{label}: {names}",
    "picture_seat": "seat {n}",
    "picture_indicator_caption": "indicator",
    "picture_low_wins": "low wins",
    "picture_tie_cycle": "tie cycle: {beats}; the indicated colour starts the order",
    "picture_beats": "{colour} beat {beaten}",
    "picture_beats_next": "beats next",
    # the table (table.py)
    "caption_indicators": "indicator cards turned up:",
    # ({name}: the indicator card's name, drawn bold)
    "caption_indicators_now": "indicator cards turned up; the one for this trick is {name}:",
    "caption_indicators_invert": "indicator cards turned up; the one for this trick is the "
                                 "{name} card, so the lowest value wins:",
    "caption_order": "round {round}: the play order is {turns}.",
    "caption_order_match": "round {round} (the first to win {target:round|rounds} wins the "
                           "match): the play order is {turns}.",
    "caption_trick": "this trick so far:",
    "caption_last_trick": "last trick: {winner} took it ({rule}).",
    "caption_hand": "your hand (click a card to play it):",
    "button_play": "play {card}",
    "seats_player": "player", "seats_cards": "cards", "seats_tricks": "tricks this round",
    "seats_rounds": "rounds won",
    "seats_face_down": "{n:card|cards} face down",
}

# Japanese (issue 33): the same kinds, in the same order, with the same placeholders and
# no English grammar specs. The game's terms are its Japanese rule text's: トリックカード,
# 切り札表示カード (the indicator card), 強弱反転カード (the invert card), 手札, トリック,
# ラウンド, 引き分け, 数値, 色, スペード/ハート/ダイヤ/クラブ. A match is 試合.
JA = {
    # events (PointyHats._record)
    "deal": "第{round}ラウンド：{dealer}がカードを配り、1トリック目の切り札表示カード"
            "「{indicator}」をめくりました",
    "play": "{seat}が{card}を出しました",
    "reveal_invert_tie": "強弱反転カードのトリックで引き分けたので、次の切り札表示カード"
                         "「{indicator}」をめくりました",
    "trick": "{winner}が{card}で{trick}トリック目を取りました：{rule}",
    "reveal": "{trick}トリック目の切り札表示カード「{indicator}」をめくりました",
    "reveal_tie_break": "取ったトリックの数が同じなので、{position}の切り札表示カード"
                        "「{indicator}」をめくりました",
    "round": "第{round}ラウンドは{winners}の勝ちです：{rule}",
    # the match's end (``_end`` chooses: a one-round game, or a match to more)
    "match": "試合終了：{winners}が{target}ラウンドに勝ちました",
    "match_shared": "試合終了：{winners}がそれぞれ{target}ラウンドに勝ちました",
    "match_one_round": "ゲーム終了：このラウンドは{winners}の勝ちです",
    # why a trick is taken (TrickResult.rule, phrases)
    "only_highest": "{card}の数値がいちばん大きい",
    "only_lowest": "強弱反転カードなので、数値がいちばん小さい{card}の勝ち",
    # ({order}: which tied colour beats which, ``_convert``: "clubs beat spades")
    "tie_highest": "{cards}がいちばん大きい数値で引き分け、切り札表示カード「{indicator}」の"
                   "順では、{order}",
    "tie_lowest": "{cards}がいちばん小さい数値で引き分け、次の切り札表示カード「{indicator}」"
                  "の順では、{order}",
    "tie_order": "{colour}が{beaten}に勝つ",
    # why a round is won (RoundResult.rule, phrases)
    "most_tricks": "取ったトリックがいちばん多い（{tricks}トリック）",
    "tie_most": "{seats}が{tricks}トリックずつで引き分け、{colour}（5枚目の切り札表示カードの"
                "色）のカードをいちばん多く取った人の勝ち",
    "tie_most_shared": "{seats}が{tricks}トリックずつで引き分け、{colour}（5枚目の切り札表示"
                       "カードの色）のカードを取った数でもまだ引き分け",
    "tie_fewest": "{seats}が{tricks}トリックずつで引き分け、{colour}（5枚目が強弱反転カードなので"
                  "4枚目の色）のカードを取った数がいちばん少ない人の勝ち",
    "tie_fewest_shared": "{seats}が{tricks}トリックずつで引き分け、{colour}（5枚目が強弱反転カード"
                         "なので4枚目の色）のカードを取った数でもまだ引き分け",
    # (a shared round whose winners are all who tied on tricks: named once, ``_convert``)
    "tie_most_all": "{tricks}トリックずつで引き分け、{colour}（5枚目の切り札表示カードの色）の"
                    "カードを取った数でもまだ引き分け",
    "tie_fewest_all": "{tricks}トリックずつで引き分け、{colour}（5枚目が強弱反転カードなので"
                      "4枚目の色）のカードを取った数でもまだ引き分け",
    # refusals (PointyHats._check); a move that is no card (text, another game's move)
    # says what the player to move does, alone (the shared words' "that is not a move
    # here now" adds nothing a player needs)
    "wrong_type": "{now}",
    "play_a_card": "{seat}が手札からカードを1枚出す番です",
    "not_held": "{seat}の手札に{card}はありません。手札のカードならどれでも出せます",
    # the table's menus (about.OPTIONS)
    "option_target_wins": "ゲームの長さ", "option_target_wins_1": "1ラウンドだけ",
    "option_target_wins_3": "試合：3ラウンド先取",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "新しいカードが配られたか、切り札表示カードがめくられました",
    # what the bots' values measure (a hint's reasons)
    "chance_win_round": "ラウンドに勝つ確率",
    "share_solved": "2人用に最後まで計算した最善の作戦",  # the expert at two players
    # the names of the colours and cards (``_convert``: data named colour, indicator, ...)
    "colour_S": "スペード", "colour_H": "ハート", "colour_D": "ダイヤ", "colour_C": "クラブ",
    "indicator_X": "強弱反転",  # the invert card (a colour card is named by its colour)
    "card_name": "{colour}の{value}",
    # a place in the indicator deck, counted from 1 (data named position: 0-4)
    "position_0": "1枚目", "position_1": "2枚目", "position_2": "3枚目", "position_3": "4枚目",
    "position_4": "5枚目",
    # the pictures (render.py): their accessible names and the words drawn on them
    "picture_indicator": "切り札表示「{indicator}」",
    "picture_indicator_card": "切り札表示カード：{indicator}",
    "picture_face_down": "裏向きのカード",
    "picture_no_cards": "カードなし",
    "picture_row": "{label}：{names}",
    "picture_seat": "{n}番の席",
    "picture_indicator_caption": "切り札表示",
    "picture_low_wins": "小さい数値が\n勝つ",
    "picture_tie_cycle": "引き分けたときの色の順：{beats}。切り札表示カードの色から順が"
                         "始まります",
    "picture_beats": "{colour}が{beaten}に勝つ",
    "picture_beats_next": "矢印の先に勝つ",
    # the table (table.py)
    "caption_indicators": "めくった切り札表示カード：",
    # ({name}: the indicator card's name, drawn bold)
    "caption_indicators_now": "めくった切り札表示カード（このトリックでは{name}）：",
    "caption_indicators_invert": "めくった切り札表示カード（このトリックでは{name}カードなので、"
                                 "数値のいちばん小さいカードが勝ちます）：",
    "caption_order": "第{round}ラウンド：カードを出す順番は{turns}です。",
    "caption_order_match": "第{round}ラウンド（先に{target}ラウンド勝った人が試合の勝者）："
                           "カードを出す順番は{turns}です。",
    "caption_trick": "このトリックに出たカード：",
    "caption_last_trick": "前のトリック：{winner}が取りました（{rule}）。",
    "caption_hand": "あなたの手札（カードをクリックすると出します）：",
    "button_play": "{card}を出す",
    "seats_player": "プレイヤー", "seats_cards": "カード", "seats_tricks": "取ったトリック",
    "seats_rounds": "勝ったラウンド",
    "seats_face_down": "裏向きのカード{n}枚",
}

# Data names whose value is a colour ("S"), or a list of them, said as names ("spades").
COLOUR_KEYS = frozenset({"colour", "beaten"})
# Kinds said in place of another, or inside one, from its data (``_convert``, ``_end``):
# the engine records none of them.
MADE = frozenset({"match_shared", "match_one_round", "tie_order", "tie_most_all",
                  "tie_fewest_all"})
# The kinds the table and the pictures say (every other kind is the engine's).
SHOWN = frozenset(k for k in EN if k.startswith(("picture_", "caption_", "button_", "seats_")))


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name == "indicator":  # "spades", "invert"
        return WORDS.phrase({"kind": "indicator_X" if value == INVERT else f"colour_{value}"},
                            voice)
    if name in COLOUR_KEYS:
        if isinstance(value, list | tuple):
            return Listing([_convert(name, v, data, voice) for v in value], voice)
        return WORDS.phrase({"kind": f"colour_{value}"}, voice)
    if isinstance(value, Card):  # a card as a picture names it: "5 of spades"
        return WORDS.phrase({"kind": "card_name", "value": value.value, "colour": value.suit},
                            voice)
    if name == "order":  # the tied cards' colours in the tie order: "clubs beat spades"
        return _tie_order(value, data.get("cards", ()), voice)
    if name == "rule" and isinstance(value, dict) and \
            value.get("kind") in ("tie_most_shared", "tie_fewest_shared") and \
            sorted(value.get("seats", ())) == sorted(data.get("winners", ())):
        # every seat that tied on tricks shares the round: the round's line names them
        return WORDS.phrase({**value, "kind": value["kind"].replace("_shared", "_all")}, voice)
    if name == "position":  # the place in the indicator deck, counted from 1
        return WORDS.phrase({"kind": f"position_{value}"}, voice)
    if name == "cards":  # cards as their text, "5♦ and 5♥"
        return Listing([str(c) for c in value], voice)
    if name == "turns":  # the play order: "you → Cai → Ben"
        return " → ".join(format(voice.person(s)) for s in value)
    return None


def _tie_order(order: Sequence[str], cards: Sequence[str], voice: Voice) -> str:
    """Which of the tied cards' colours beats which, from the tie order (the indicated
    colour first, then the cycle): "clubs beat spades", "hearts beat diamonds and clubs"."""
    suit_of = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
    tied = {suit_of.get(str(card)[-1:], "") for card in cards}
    first, *beaten = [s for s in order if s in tied]
    return WORDS.phrase({"kind": "tie_order", "colour": first, "beaten": beaten}, voice)


def card_name(card: Card, voice: Voice = PLAIN) -> str:
    """A card as a picture names it: "5 of spades"."""
    return WORDS.phrase({"kind": "card_name", "value": card.value, "colour": card.suit}, voice)


def indicator_name(indicator: str, voice: Voice = PLAIN) -> str:
    """An indicator card's name: its colour ("spades") or "invert"."""
    return _convert("indicator", indicator, {}, voice)


def _end(kind: str, data: Mapping[str, Any]) -> str:
    """The kind that says the match's end (PH-6): a one-round game ends with its round
    ("game over: you won the round"); a match, with the rounds its winners won, "each"
    when several reach the target together."""
    if kind != "match":
        return kind
    if data.get("target") == 1:
        return "match_one_round"
    return "match_shared" if len(data.get("winners", ())) > 1 else "match"


WORDS = Words({"en": EN, "ja": JA}, _convert, choose=_end)
