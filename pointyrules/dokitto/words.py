"""Doki-tto! Ice in words: every history line, refusal and reason the engine records,
and every word its table and pictures show, said from data (``pointyrules.words``).
Cards are said as the table labels them ("matcha 2"), scoops as a player says them
("a 1-point strawberry scoop"), cones as "left" and "right" (two players). Flavour and
cone names are words of the catalogue, so a second language names them too."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..words import PLAIN, Listing, Voice, Words
from .rules import COLOUR_NAMES, SHORT_CARD

EN = {
    # events (Dokitto._record)
    "deal": "round {round}: {cards:card|cards} each; {start} {start:lead|leads}",
    "play": "{seat} {seat:play|plays} {card}",
    "trick": "{winner} {winner:win|wins} the trick with {card} ({why}) and {got}",
    # a fourth scoop on one cone (DI-6; 2 players: DI-11), explained where it is met
    "bust": "{seat:'s} cone topples (a fourth scoop): the round ends at once, and {seat} "
            "{seat:score|scores} nothing",
    "bust_cone": "{seat:'s} {cone} cone topples (a fourth scoop): the round ends at once, "
                 "and that cone is dropped and counts for nothing",
    "round": "round {round} goes to {winners}: {why}. Points: {points}",
    # the game's end (``_end`` chooses: a one-round game, or a game to more trophies)
    "game": "game over: {winners} reached {target:trophy|trophies}",
    "game_one_round": "game over: {winners} won the round",
    # why a trick is won (phrases: TrickResult.rule)
    "highest_wins": "all {colour}: the highest wins",
    "lowest_wins": "mixed flavours: the lowest wins",
    "later_wins": "tied for lowest: the later one wins",
    # what the trick's winner gets (phrases)
    "scoop": "{seat:take|takes} a {value}-point {colour} scoop",
    "scoop_on_cone": "{seat:take|takes} a {value}-point {colour} scoop on the {cone} cone",
    "no_scoop_left": "{seat:get|gets} no scoop: no played flavour has one left",
    "empty_stack": "{seat:choose|chooses} {colour}, whose stack is empty: no scoop",
    # why a round is won (phrases: RoundResult.rule)
    "most_points": "most points ({top})",
    "more_scoops": "tied on points ({top}), then the most scoops ({scoops})",
    "more_ones": "tied on points ({top}) and scoops ({scoops}), then the most 1-point scoops "
                 "({ones})",
    "shared": "tied on points ({top}), scoops ({scoops}) and 1-point scoops ({ones})",
    # refusals (Dokitto._check)
    "not_in_hand": "{seat} {seat:do|does} not hold {card}: only a card in hand can be played",
    "must_follow": "{lead} was led and {seat} {seat:hold|holds} {colour}, so {seat} must "
                   "play {colour}",
    "not_a_choice": "taking {take} is not one of the choices; {now}",
    # a move of the other kind (a card while a scoop is chosen, a choice while cards are
    # played): what the player to move does now, said alone (the shared words' "that is
    # not a move here now" says nothing a player needs)
    "wrong_type": "{now}",
    # what the player to move does now (phrases, in refusals; ``_convert`` says a choice
    # to make as "first" in the refusal of a card)
    "now_play": "it is {seat:'s} turn to play a card",
    "now_choose": "{seat} won the trick and {seat:choose|chooses} a flavour of its cards",
    "now_choose_cone": "{seat} won the trick and {seat:choose|chooses} a flavour of its cards "
                       "and a cone",
    "now_choose_first": "{seat} won the trick, so {seat} {seat:choose|chooses} a scoop first",
    "now_choose_cone_first": "{seat} won the trick, so {seat} {seat:choose|chooses} a scoop "
                             "and a cone first",
    # the table's menus (about.OPTIONS)
    "option_target": "Game", "option_target_1": "one round",
    "option_target_3": "game to 3 trophies",
    "option_two_player_hand": "2-player deal", "option_two_player_hand_10": "10 each, 4 aside",
    "option_two_player_hand_12": "12 each, none aside",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "a new deal was shown",
    # what the bots' values measure (a hint's reasons)
    "round_value": "round value (1 = the round won)",
    # names: the flavours (DI-1), the two cones (DI-2), a card, a scoop
    "colour_S": "strawberry", "colour_C": "chocolate", "colour_M": "matcha",
    "colour_V": "vanilla", "colour_unknown": "an unknown flavour",
    "cone_0": "left", "cone_1": "right",
    "take_on_cone": "{colour} on the {cone} cone", "take_on_other": "{colour} on cone {cone}",
    "card_name": "{colour} {number}",
    "card_unknown": "a card of an unknown flavour",
    "scoop_name": "a {value}-point {colour} scoop",
    # the table (table.py): captions and headings
    "caption": "round {round} · flavours in play: {colours} · {aside:card|cards} set "
               "aside, unseen · {goal}.",
    "caption_none_aside": "round {round} · flavours in play: {colours} · {goal}.",
    "goal_trophies": "first to {target:trophy|trophies} wins",
    "goal_one_round": "a one-round game",
    "cones_heading": "cones",
    "stacks_heading": "scoops left in the stacks",
    "trick_heading": "this trick (in play order):",
    "last_trick": "last trick: {winner} won with {card} ({why}) and {got}.",
    "took_scoop": "took a {value}-point {colour} scoop",
    "took_scoop_on_cone": "took a {value}-point {colour} scoop on the {cone} cone",
    "took_none": "took no scoop",
    "choose_heading": "you won the trick: click the scoop you take.",
    "choose_cone_heading": "you won the trick: click the scoop you take and the cone it "
                           "goes on.",
    "hand_heading": "your hand (click a card to play it; dimmed cards may not be played "
                    "now):",
    "no_cards": "no cards",
    # the table's moves (a button's label; its key stays the move's own text)
    "button_play": "play {card}",
    "button_take": "take {scoop}",
    "button_take_on_cone": "take {scoop} on your {cone} cone",
    "button_take_empty": "take {colour} (no scoop left)",
    # the table of seats
    "seats_caption": "cards won of each flavour, trophies and cards in hand",
    "seats_player": "player", "seats_trophies": "trophies", "seats_in_hand": "in hand",
    "seats_won": "{colour} cards won",
    # the history: a topple after the first, no longer explained
    "bust_again": "{seat:'s} cone topples: the round ends at once, and {seat} "
                  "{seat:score|scores} nothing",
    "bust_cone_again": "{seat:'s} {cone} cone topples: the round ends at once, and that cone "
                       "is dropped and counts for nothing",
    # the pictures (render.py, given a voice): what they show and their accessible names
    "cone_label": "{seat:'s} cone: {held}",
    "cone_label_side": "{seat:'s} {cone} cone: {held}",
    "cone_toppled": "{seat:'s} cone, toppled: {held}",
    "cone_toppled_side": "{seat:'s} {cone} cone, toppled: {held}",
    "no_scoops": "no scoops",
    "toppled_mark": "toppled!",
    "stacks_label": "scoops left in the stacks: {stacks}",
    "stack_left": "{colour} {left} (next: a {value}-point scoop)",
    "stack_empty": "{colour} none",
    "hand_label": "{name}: {cards}",
}

# Japanese (issue 33): the same kinds, in the same order, with the same placeholders;
# the English grammar of the specs left out. The game's own terms as its Japanese rule
# text names them: 強さ比べ (a trick), スタートプレイヤー (who leads), 手札 (the hand),
# アイス (a scoop), コーン, ストック (the scoops' stacks), 勝利点 (points), トロフィー,
# 色 (a flavour) and the flavours イチゴ (the text's 苺, in katakana like the others:
# a reader's review), チョコ, 抹茶, バニラ. History lines in the polite
# past, like the English without a closing full stop; captions end with one (。).
JA = {
    # events (Dokitto._record)
    "deal": "第{round}ラウンド：手札を{cards}枚ずつ配りました。スタートプレイヤーは{start}です",
    "play": "{seat}が{card}を出しました",
    "trick": "{winner}が{card}で強さ比べに勝ちました（{why}）。{got}",
    # a fourth scoop on one cone (DI-6; 2 players: DI-11), explained where it is met
    "bust": "{seat}のコーンに4個目のアイスが乗り、アイスが落ちました。ラウンドはすぐに終わり、"
            "{seat}はこのラウンドの勝利点を得られません",
    "bust_cone": "{seat}の{cone}のコーンに4個目のアイスが乗り、アイスが落ちました。ラウンドは"
                 "すぐに終わり、そのコーンの勝利点は数えません",
    "round": "第{round}ラウンドの勝者は{winners}です。理由：{why}。勝利点：{points}",
    # the game's end (``_end`` chooses: a one-round game, or a game to more trophies)
    "game": "ゲーム終了：{winners}がトロフィーを{target}枚集めました",
    "game_one_round": "ゲーム終了：{winners}がこのラウンドに勝ちました",
    # why a trick is won (phrases: TrickResult.rule)
    "highest_wins": "すべて{colour}なので、数字がいちばん大きいカードの勝ち",
    "lowest_wins": "色がまざっているので、数字がいちばん小さいカードの勝ち",
    "later_wins": "いちばん小さい数字が同じなので、あとに出されたカードの勝ち",
    # what the trick's winner gets (phrases)
    "scoop": "{seat}は{value}点の{colour}アイスを取りました",
    "scoop_on_cone": "{seat}は{value}点の{colour}アイスを取り、{cone}のコーンに乗せました",
    "no_scoop_left": "{seat}はアイスを取れませんでした。出された色のアイスはどれも残っていません",
    "empty_stack": "{seat}は{colour}を選びましたが、ストックに{colour}のアイスがないので、"
                   "何も取れませんでした",
    # why a round is won (phrases: RoundResult.rule)
    "most_points": "勝利点がいちばん多い（{top}点）",
    "more_scoops": "勝利点が同じ{top}点で、アイスの数がいちばん多い（{scoops}個）",
    "more_ones": "勝利点が同じ{top}点、アイスの数も同じ{scoops}個で、1点のアイスがいちばん多い"
                 "（{ones}個）",
    "shared": "勝利点（{top}点）、アイスの数（{scoops}個）、1点のアイスの数（{ones}個）が"
              "すべて同じ",
    # refusals (Dokitto._check)
    "not_in_hand": "{seat}は{card}を持っていません。出せるのは手札のカードだけです",
    "must_follow": "最初に{lead}が出されました。{seat}は{colour}のカードを持っているので、"
                   "{colour}のカードを出さなければなりません",
    "not_a_choice": "{take}は選べません。{now}",
    # a move of the other kind (a card while a scoop is chosen, a choice while cards are
    # played): what the player to move does now, said alone (the shared words' "that is
    # not a move here now" says nothing a player needs)
    "wrong_type": "{now}",
    # what the player to move does now (phrases, in refusals; ``_convert`` says a choice
    # to make as "first" in the refusal of a card)
    "now_play": "今は{seat}がカードを出す番です",
    "now_choose": "{seat}が強さ比べに勝ったので、出されたカードの色を1つ選ぶ番です",
    "now_choose_cone": "{seat}が強さ比べに勝ったので、出されたカードの色を1つと、乗せるコーンを"
                       "選ぶ番です",
    "now_choose_first": "{seat}が強さ比べに勝ったので、まずアイスを選ぶ番です",
    "now_choose_cone_first": "{seat}が強さ比べに勝ったので、まずアイスと乗せるコーンを選ぶ番です",
    # the table's menus (about.OPTIONS)
    "option_target": "ゲームの長さ", "option_target_1": "1ラウンド",
    "option_target_3": "トロフィー3枚先取",
    "option_two_player_hand": "2人の配り方",
    "option_two_player_hand_10": "10枚ずつ配り、4枚は裏向きで脇に置く",
    "option_two_player_hand_12": "12枚ずつ配り、脇なし",
    # what Undo in Play cannot take back (the table's "shown_news", in this game's terms)
    "shown_news": "新しい手札が配られました",
    # what the bots' values measure (a hint's reasons)
    "round_value": "ラウンドに勝つ見込み（勝ち＝1）",
    # names: the flavours (DI-1), the two cones (DI-2), a card, a scoop
    "colour_S": "イチゴ", "colour_C": "チョコ", "colour_M": "抹茶",
    "colour_V": "バニラ", "colour_unknown": "わからない色",
    "cone_0": "左", "cone_1": "右",
    "take_on_cone": "{colour}（{cone}のコーン）", "take_on_other": "{colour}（コーン{cone}）",
    "card_name": "{colour}の{number}",
    "card_unknown": "色のわからないカード",
    "scoop_name": "{value}点の{colour}アイス",
    # the table (table.py): captions and headings
    "caption": "第{round}ラウンド／使う色：{colours}／脇に置いたカード：{aside}枚／{goal}。",
    "caption_none_aside": "第{round}ラウンド／使う色：{colours}／{goal}。",
    "goal_trophies": "先にトロフィーを{target}枚集めた人の勝ち",
    "goal_one_round": "1ラウンドだけのゲーム",
    "cones_heading": "コーン",
    "stacks_heading": "ストックに残るアイス",
    "trick_heading": "この強さ比べ（出した順）：",
    "last_trick": "前の強さ比べ：{winner}が{card}で勝ち（{why}）、{got}。",
    "took_scoop": "{value}点の{colour}アイスを取りました",
    "took_scoop_on_cone": "{value}点の{colour}アイスを取って{cone}のコーンに乗せました",
    "took_none": "アイスは取れませんでした",
    "choose_heading": "あなたが強さ比べに勝ちました。取るアイスをクリックしてください。",
    "choose_cone_heading": "あなたが強さ比べに勝ちました。取るアイスと乗せるコーンをクリック"
                           "してください。",
    "hand_heading": "あなたの手札（カードをクリックすると出します。うすいカードは今は"
                    "出せません）：",
    "no_cards": "カードなし",
    # the table's moves (a button's label; its key stays the move's own text)
    "button_play": "{card}を出す",
    "button_take": "{scoop}を取る",
    "button_take_on_cone": "{scoop}を{cone}のコーンに乗せる",
    "button_take_empty": "{colour}を選ぶ（アイスなし）",
    # the table of seats
    "seats_caption": "取ったカードの色ごとの枚数、トロフィー、手札の枚数",
    "seats_player": "プレイヤー", "seats_trophies": "トロフィー", "seats_in_hand": "手札",
    "seats_won": "取った{colour}のカード",
    # the history: a topple after the first, no longer explained
    "bust_again": "{seat}のコーンのアイスが落ちました。ラウンドはすぐに終わり、{seat}はこの"
                  "ラウンドの勝利点を得られません",
    "bust_cone_again": "{seat}の{cone}のコーンのアイスが落ちました。ラウンドはすぐに終わり、"
                       "そのコーンの勝利点は数えません",
    # the pictures (render.py, given a voice): what they show and their accessible names
    "cone_label": "{seat}のコーン：{held}",
    "cone_label_side": "{seat}の{cone}のコーン：{held}",
    "cone_toppled": "アイスが落ちた{seat}のコーン：{held}",
    "cone_toppled_side": "アイスが落ちた{seat}の{cone}のコーン：{held}",
    "no_scoops": "アイスなし",
    "toppled_mark": "落ちた！",
    "stacks_label": "ストックに残るアイス：{stacks}",
    "stack_left": "{colour}は残り{left}個（次は{value}点のアイス）",
    "stack_empty": "{colour}は残っていません",
    "hand_label": "{name}：{cards}",
}


def colour_word(colour: Any, voice: Voice = PLAIN) -> str:
    """A colour letter as its flavour ("M" -> "matcha"), in ``voice``'s language; a
    letter that is no flavour as "an unknown flavour", never as the letter."""
    if isinstance(colour, str) and colour in COLOUR_NAMES:
        return WORDS.template(f"colour_{colour}", voice.lang)
    return WORDS.phrase({"kind": "colour_unknown"}, voice)


def card_word(card: Any, voice: Voice = PLAIN) -> str:
    """A card as the table labels it ("matcha 2"), from its short name ("M2"), a card or
    a (colour, number) pair, in ``voice``'s language; anything else as given."""
    if isinstance(card, str):
        known = SHORT_CARD.get(card)
        if known is None:
            return card
        card = known
    if isinstance(card, list | tuple) and len(card) == 2:
        colour, number = card
        if not (isinstance(colour, str) and colour in COLOUR_NAMES):
            return WORDS.phrase({"kind": "card_unknown"}, voice)
        key = (voice.lang, colour, number if isinstance(number, int) else repr(number))
        if key not in _CARD_NAMES:  # (a card's name depends only on the language)
            _CARD_NAMES[key] = WORDS.phrase({"kind": "card_name", "colour": colour,
                                             "number": number}, voice)
        return _CARD_NAMES[key]
    return str(card)


_CARD_NAMES: dict[tuple, str] = {}


def cone_word(cone: Any, voice: Voice = PLAIN) -> str:
    """A cone of a 2-player game: "left" or "right" (anything else as given)."""
    if cone in (0, 1) and not isinstance(cone, bool):
        return WORDS.template(f"cone_{cone}", voice.lang)
    return str(cone)


def scoop_word(colour: str, value: int, voice: Voice = PLAIN) -> str:
    """A scoop as a player says it: "a 1-point strawberry scoop"."""
    return WORDS.phrase({"kind": "scoop_name", "colour": colour, "value": value}, voice)


def take_word(take: Any, voice: Voice = PLAIN) -> str:
    """A colour choice (colour, cone): "strawberry", "strawberry on the right cone"."""
    colour, cone = (list(take) + [0, 0])[:2] if isinstance(take, list | tuple) else (take, 0)
    if cone == 0 and not isinstance(cone, bool):
        return colour_word(colour, voice)
    kind = "take_on_cone" if cone == 1 and not isinstance(cone, bool) else "take_on_other"
    return WORDS.phrase({"kind": kind, "colour": colour, "cone": cone}, voice)


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    if name in ("card", "lead"):
        return card_word(value, voice)
    if name == "tied":
        return Listing([card_word(c, voice) for c in value], voice)
    if name == "colour":
        return colour_word(value, voice)
    if name == "colours" and isinstance(value, list | tuple):
        return Listing([colour_word(c, voice) for c in value], voice)
    if name == "cone":
        return cone_word(value, voice)
    if name == "take":
        return take_word(value, voice)
    if name == "now" and "got" in data and isinstance(value, dict) and \
            value.get("kind") in ("now_choose", "now_choose_cone"):
        # a card while the trick's winner chooses (wrong_type): the choice comes first
        return WORDS.phrase({**value, "kind": value["kind"] + "_first"}, voice)
    if name == "held" and isinstance(value, list | tuple):  # a cone's scoops, bottom first
        return Listing([scoop_word(c, v, voice) for c, v in value], voice)
    return None


def _end(kind: str, data: Mapping[str, Any]) -> str:
    """The kind that says the game's end (DI-9): a one-round game ends with its round
    ("game over: you won the round"), a longer one with the trophies reached."""
    return "game_one_round" if kind == "game" and data.get("target") == 1 else kind


WORDS = Words({"en": EN, "ja": JA}, _convert, choose=_end)
