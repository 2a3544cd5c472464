"""Rice Dice in words: every history line and refusal the engine records, said from
its data (``pointyrules.words``), and every word its table and pictures show (the
faces' names, the captions, the buttons, the advisor). Dice are counted from 1, as a
player counts them; the moves' keys (their ids) keep the engine's positions."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..words import JAPANESE, PLAIN, Listing, Voice, Words
from .dice import RICE, UMEBOSHI, face_key
from .rules import ACTIONS, Keep, Lock, Roll, Rolled, Stop

EN = {
    # events (RiceDice._record)
    "setup": "{players:player|players}; {first_player} {first_player:start|starts}; "
             "{cards:card|cards} in the centre",
    "lock": "{seat} {seat:lock|locks} card {card}",
    "keep": "{seat} {seat:set|sets} aside {face} and now {seat:have|has} {kept} set aside",
    "roll": "{seat} {seat:roll|rolls} {faces}",
    "take": "{seat} {seat:stop|stops} with a sesame sum of {total} and "
            "{rice:rice die|rice dice}, and {seat:take|takes} {cards:card|cards}",
    "take_short": "{seat} {seat:stop|stops} with a sesame sum of {total} and "
                  "{rice:rice die|rice dice}, but only {cards:card|cards} can be taken, and "
                  "{seat} {seat:take|takes} what there is",
    "bust": "{seat} {seat:bust|busts}: {why}; card {card} leaves the game from {where}",
    "end": "the centre is empty: game over. Scores: {scores}; {winner} {winner:win|wins}",
    # a take that took another player's provisional cards (RD-4): whose they were
    "take_stolen": "{seat} {seat:stop|stops} with a sesame sum of {total} and "
                   "{rice:rice die|rice dice}, and {seat:take|takes} {cards:card|cards} "
                   "({stolen})",
    "take_short_stolen": "{seat} {seat:stop|stops} with a sesame sum of {total} and "
                         "{rice:rice die|rice dice}, but only {cards:card|cards} can be "
                         "taken, and {seat} {seat:take|takes} what there is ({stolen})",
    "stolen_from": "{cards:card|cards} from {victim:'s} provisional cards",
    "stolen_all": "from {victim:'s} provisional cards",  # every card taken was theirs
    # why a turn busts (phrases)
    "nothing_to_set_aside": "nothing can be set aside from this roll",
    "no_umeboshi_rice": "the dice set aside are not an umeboshi rice (one umeboshi, some "
                        "sesame, at least as many rice as sesame)",
    "no_card_low_enough": "no face-up card is {total} or lower",
    "centre": "the centre",
    "provisional": "{seat:'s} provisional cards",
    # refusals (RiceDice._check)
    "no_roll_pending": "no roll is waiting to be made",
    "no_such_lock": "{seat} {seat:have|has} no provisional card {card} to lock: lock one of "
                    "{seat:'s} own provisional cards, or roll",
    "not_a_start": "{action} is not a way to start a turn: lock a provisional card or roll",
    "not_a_set_aside": "{action} is not allowed: set aside a lone umeboshi (once a turn), "
                       "all dice of one new sesame value, or one or more rice",
    "must_stop": "no dice are left to roll, so {seat} must stop",
    "stop_or_roll": "{action} is not allowed now: stop, or roll the free dice",
    "not_a_roll": "{action} is not a roll of the free dice ({free:die|dice}): a roll gives "
                  "each free die one of its own faces",
    "a_move": "that move",
    # the moves, as buttons, the advisor and refusals say them (phrases)
    "move_lock": "lock card {card}",
    "move_roll": "roll",
    "move_stop": "stop",
    "move_keep": "set aside {face} from {dice:die|dice}",
    "move_rolled": "rolled {symbols}",
    # the faces (phrases): one face, and a count of dice showing it
    "face_U": "umeboshi", "face_R": "rice", "face_sesame": "sesame {value}",
    "count_U": "{n} umeboshi", "count_R": "{n} rice", "count_sesame": "{n} sesame {value}",
    "count_sesames": "{n} sesame {value}s",
    # the pictures (render.py): dice, cards and where each card is
    "die_number": "die {number}",
    "pip_number": "pip {number}",
    "no_dice": "no dice",
    "die_faces": "die faces: {shown}",
    "card_number": "card {card}",
    "side_dish_card": "side-dish card {card}",
    "card_where": "{card}: {at}",
    "at_centre": "centre", "at_gone": "gone", "at_locked": "locked",
    "at_seat_number": "seat {number}", "at_locked_number": "locked {number}",
    "at_locked_name": "locked {name}",
    # the table (table.py)
    "caption_cards": "the twelve cards and where each one is:",
    "head_player": "player", "head_provisional": "provisional", "head_locked": "locked",
    "head_score": "score",
    "card_list": "{cards}",
    "caption_lock": "lock one of your provisional cards (your turn ends), or roll:",
    "caption_kept": "set aside:",
    "caption_your_roll": "your roll:",
    "caption_click": "click the dice to set aside:",
    "caption_rolled": "{seat} rolled:",
    "button_roll": "roll", "button_stop": "stop",
    # the advisor (table.py): exact expected points of each choice this turn
    "advice_title": "advisor: expected points this turn",
    "advice_basis": "points expected if you play the rest of the turn as well as possible.",
    "advice_bust": "bust chance of the next roll: {fraction} (about {percent}%).",
    "advice_choice": "choice", "advice_gained": "points gained", "advice_lost": "points lost",
    "advice_net": "expected net",
    "advice_best": "{choice} ★ most points",
    # what Undo in Play cannot take back (the table's "shown_chance", in this game's terms)
    "shown_chance": "the dice were rolled",
    # the table's bots menu
    "bot_one-turn": "one-turn", "bot_threshold": "threshold",
    # what the bots' values measure (a hint's reasons)
    "expected_points_turn": "expected points this turn",
}


# Japanese (issue 33): the same kinds, in the same order, with the same placeholders;
# no English grammar specs. The game's own terms as its Japanese rule text names them
# (梅干, 黒ゴマ, ライス, 取り置く, 仮に獲得, 確定, バースト, 梅干しご飯, 勝利点, おかずカード).
JA = {
    # events (RiceDice._record)
    "setup": "{players}人でゲームを始めました。最初の手番は{first_player}で、場の中央にカード"
             "{cards}枚を表向きに並べました",
    "lock": "{seat}がカード{card}を確定させました",
    "keep": "{seat}が{face}を取り置きました（これで取り置いたダイスは{kept}）",
    "roll": "{seat}がダイスを振りました：{faces}",
    "take": "{seat}が黒ゴマの合計{total}、ライス{rice}個でやめて、カード{cards}を仮に獲得しました",
    "take_short": "{seat}が黒ゴマの合計{total}、ライス{rice}個でやめました。獲得できるカードが"
                  "足りないので、カード{cards}だけを仮に獲得しました",
    "bust": "{seat}がバーストしました。{why}。{where}カード{card}はゲームから除外されました",
    "end": "場の中央のカードがなくなり、ゲームが終わりました。勝利点は{scores}で、{winner}の"
           "勝ちです",
    # a take that took another player's provisional cards (RD-4): whose they were
    "take_stolen": "{seat}が黒ゴマの合計{total}、ライス{rice}個でやめて、カード{cards}を仮に獲得"
                   "しました（{stolen}）",
    "take_short_stolen": "{seat}が黒ゴマの合計{total}、ライス{rice}個でやめました。獲得できる"
                         "カードが足りないので、カード{cards}だけを仮に獲得しました（{stolen}）",
    "stolen_from": "カード{cards}は{victim}が仮に獲得していたもの",
    "stolen_all": "{victim}が仮に獲得していたカードから",  # every card taken was theirs
    # why a turn busts (phrases)
    "nothing_to_set_aside": "この出目からは取り置けるダイスがありませんでした",
    "no_umeboshi_rice": "取り置いたダイスが梅干しご飯になっていませんでした（梅干がちょうど1個、"
                        "黒ゴマが1個以上、ライスが黒ゴマと同じ数以上）",
    "no_card_low_enough": "表向きのカードに{total}以下のものがありませんでした",
    "centre": "場の中央にあった",
    "provisional": "{seat}が仮に獲得していた",
    # refusals (RiceDice._check)
    "no_roll_pending": "今はダイスを振る場面ではありません",
    "no_such_lock": "{seat}はカード{card}を仮に獲得していないので、確定させられません。自分が仮に"
                    "獲得しているカードを1枚確定させるか、ダイスを振ってください",
    "not_a_start": "{action}では手番を始められません。仮に獲得しているカードを1枚確定させるか、"
                   "ダイスを振ってください",
    "not_a_set_aside": "{action}はできません。取り置けるのは、1個だけ出た梅干（1手番に1回）、"
                       "まだ取り置いていない黒ゴマの目のダイス全部、またはライス1個以上です",
    "must_stop": "振るダイスが残っていないので、{seat}はやめなければなりません",
    "stop_or_roll": "今は{action}はできません。やめるか、残りのダイスを振ってください",
    "not_a_roll": "{action}は、残りのダイス（{free}番のダイス）を振った結果ではありません。振ると、"
                  "残りのダイスにはそれぞれ自分の面のどれかが出ます",
    "a_move": "その手",
    # the moves, as buttons, the advisor and refusals say them (phrases)
    "move_lock": "カード{card}を確定",
    "move_roll": "振る",
    "move_stop": "やめる",
    "move_keep": "{face}（{dice}番のダイス）を取り置く",
    "move_rolled": "{symbols}が出る",
    # the faces (phrases): one face, and a count of dice showing it
    "face_U": "梅干", "face_R": "ライス", "face_sesame": "黒ゴマ（{value}の目）",
    "count_U": "梅干{n}個", "count_R": "ライス{n}個", "count_sesame": "黒ゴマ（{value}の目）{n}個",
    "count_sesames": "黒ゴマ（{value}の目）{n}個",
    # the pictures (render.py): dice, cards and where each card is
    "die_number": "{number}番のダイス",
    "pip_number": "{number}の目",
    "no_dice": "ダイスなし",
    "die_faces": "ダイスの面：{shown}",
    "card_number": "カード{card}",
    "side_dish_card": "おかずカード{card}",
    "card_where": "{card}：{at}",
    "at_centre": "中央", "at_gone": "除外", "at_locked": "確定",
    "at_seat_number": "席{number}", "at_locked_number": "席{number}・確定",
    "at_locked_name": "{name}（確定）",
    # the table (table.py)
    "caption_cards": "12枚のカードと、それぞれの場所：",
    "head_player": "プレイヤー", "head_provisional": "仮に獲得", "head_locked": "確定",
    "head_score": "勝利点",
    "card_list": "{cards}",
    "caption_lock": "仮に獲得しているカードを1枚確定させる（そこで手番は終わり）か、ダイスを"
                    "振ってください：",
    "caption_kept": "取り置いたダイス：",
    "caption_your_roll": "あなたの出目：",
    "caption_click": "取り置くダイスを選んでください：",
    "caption_rolled": "{seat}の出目：",
    "button_roll": "振る", "button_stop": "やめる",
    # the advisor (table.py): exact expected points of each choice this turn
    "advice_title": "アドバイス：この手番で見込める点",
    "advice_basis": "この手番の残りをいちばんよい選び方で進めたときに、平均して見込める点"
                    "（期待値）です。",
    "advice_bust": "次に振ってバーストする確率：{fraction}（約{percent}%）。",
    "advice_choice": "選択", "advice_gained": "得る点", "advice_lost": "失う点",
    "advice_net": "差し引きの期待値",
    "advice_best": "{choice} ★期待値が最大",
    # what Undo in Play cannot take back (the table's "shown_chance", in this game's terms)
    "shown_chance": "ダイスが振られました",
    # the table's bots menu
    "bot_one-turn": "この手番だけ考える", "bot_threshold": "目標点で止める",
    # what the bots' values measure (a hint's reasons)
    "expected_points_turn": "この手番で見込める点の期待値",
}


def face_word(face: Any, voice: Voice = PLAIN) -> str:
    """One face's name: "umeboshi", "rice", "sesame 5"."""
    kind = "face_U" if face == UMEBOSHI else "face_R" if face == RICE else "face_sesame"
    return WORDS.phrase({"kind": kind, "value": face}, voice)


def counted(face: Any, n: int, voice: Voice = PLAIN) -> str:
    """How many dice show one face: "1 umeboshi", "2 rice", "3 sesame 5s"."""
    kind = ("count_U" if face == UMEBOSHI else "count_R" if face == RICE
            else "count_sesame" if n == 1 else "count_sesames")
    return WORDS.phrase({"kind": kind, "n": n, "value": face}, voice)


def faces_words(faces: list, voice: Voice = PLAIN) -> Listing:
    """Faces grouped and counted as a set-aside counts them (one way of saying a face
    everywhere): "1 umeboshi, 2 rice and 1 sesame 5"."""
    counts = Counter(faces)
    return Listing([counted(f, counts[f], voice) for f in sorted(counts, key=face_key)],
                   voice)


def move_phrase(action: Any) -> dict:
    """A move of this game as a phrase (a button's label, a refusal's quote), dice
    counted from 1; anything else is "that move"."""
    if type(action) is Lock:
        return {"kind": "move_lock", "card": action.card}
    if type(action) is Roll:
        return {"kind": "move_roll"}
    if type(action) is Stop:
        return {"kind": "move_stop"}
    if type(action) is Keep:
        return {"kind": "move_keep", "face": action.face, "dice": list(action.dice)}
    if type(action) is Rolled:  # the faces; said as symbols ("U R 5") or, in Japanese, names
        return {"kind": "move_rolled", "symbols": [f for _, f in action.faces]}
    return {"kind": "a_move"}


def _convert(name: str, value: Any, data: dict, voice: Voice) -> Any:
    ja = voice.lang == JAPANESE
    if name == "symbols" and isinstance(value, list):  # a roll's faces: "U R 5"
        return "、".join(face_word(f, voice) for f in value) if ja else \
            " ".join(str(f) for f in value)
    if ja and name == "stolen" and isinstance(value, list) and len(value) > 1:
        # several players' cards: each said as a clause, the clauses joined with "、"
        return "、".join(WORDS.phrase(v, voice) for v in value)
    if name == "stolen" and isinstance(value, list) and len(value) == 1 and \
            isinstance(value[0], dict) and \
            sorted(value[0].get("cards", ())) == sorted(data.get("cards", ())):
        # every card taken was one player's: said once ("from Ben's provisional cards")
        return WORDS.phrase({**value[0], "kind": "stolen_all"}, voice)
    if name == "face":  # one kind of face, as many dice as were set aside
        return counted(value, len(data.get("dice", [value])), voice)
    if name in ("faces", "kept"):
        return faces_words(value, voice)
    if name == "where":
        return WORDS.phrase({"kind": value, "seat": data["seat"]}, voice)
    if name == "action":  # a move of this game, quoted; anything else is "that move"
        if type(value) not in ACTIONS:
            return WORDS.phrase({"kind": "a_move"}, voice)
        try:
            return voice.quote(WORDS.phrase(move_phrase(value), voice))
        except (TypeError, ValueError):  # a move built of odd parts: as the engine prints it
            return voice.quote(str(value))
    if name in ("free", "dice"):  # die positions, counted from 1 as a player counts
        return Listing([p + 1 if isinstance(p, int) else p for p in value], voice)
    return None


WORDS = Words({"en": EN, "ja": JA}, _convert)
