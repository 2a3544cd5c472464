"""A game's lesson as data (issue 31): the lesson pack a teacher runs in a 45-minute
lesson, and the class-data element where groups pool what they found.

A game declares both in ``pointyrules/<game>/lesson.py``: ``pack()`` returns its
``LessonPack``, ``class_data()`` its ``ClassData``. One declaration serves the chapter's
For the teacher section (the ``lesson-pack`` and ``class-data`` directives of
sitebuild/pointyrules_site.py), the printable (``LessonPack.sheet()``, a sheet of kind
``lesson-pack``) and the tests, which check it part by part: the stages' minutes sum to
the lesson, the groups and materials add up for every class size from 20 to 32, every
key question and exit-ticket question has its answer. The exact values it compares a
class with come from the game's own mathematics, never typed in. Standard library only,
like the renderers: the same module runs in the page.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape

from .printables import Sheet, join_japanese_lines

CLASS_SIZES = range(20, 33)  # every class size a pack plans for
# A Japanese class is larger (35 to 40 is usual): the Japanese packs plan up to 40.
JA_CLASS_SIZES = range(20, 41)
PER = ("pupil", "group", "class")  # how a material is counted
DATA_KINDS = ("frequency", "measurement")


# The words a pack's frame says (its headings, the plan's columns), in each language we
# ship. The pack's own sentences are the game's: pointyrules/<game>/lesson.py (English)
# and lesson_ja.py (Japanese, adapted to a 50-minute class, not translated).
FRAME = {
    "en": {
        "rules": "The rules, as the pupils use them today",
        "plan": "The plan ({minutes} minutes)",
        "minutes": "minutes", "stage": "stage", "questions": "key questions, with answers",
        "min": "({minutes} min)", "answer": "<em>Answer:</em>",
        "desks": "<em>On the desks:</em>",
        "ticket_answers": "<em>Exit ticket, the answers:</em>",
        "late": "<strong>Running late?</strong>",
        "prepare": "Print, borrow, prepare",
        "every_class": "Groups and materials for every class size",
        "pupils": "pupils", "groups": "groups",
        "worked": "The worked example to project", "board": "The board",
        "words": "Words", "ticket": "Exit ticket",
        "ticket_where": "To project or to copy onto slips: the answers are in the plan, "
                        "under “{stage}”.",
        "ticket_stage": "exit",  # the stage that gives the ticket is named with this
        "per": {"pupil": "{count} per pupil", "group": "{count} per group",
                "class": "{count} per class"},
        "group_of": "{count} of {size}", "and": " and ", "dash": " — ", "colon": ": ",
    },
    "ja": {
        "rules": "今日のゲームのルール（生徒が使うもの）",
        "plan": "授業の流れ（{minutes}分）",
        "minutes": "時間（分）", "stage": "段階", "questions": "発問と答え",
        # (bold, not italic: a Japanese font has no italic, and a slanted one is fake)
        "min": "（{minutes}分）", "answer": "<b>答え：</b>",
        "desks": "<b>机の上：</b>",
        "ticket_answers": "<b>確認テストの答え：</b>",
        "late": "<strong>時間が足りないときは：</strong>",
        "prepare": "印刷するもの・借りるもの・準備",
        "every_class": "学級の人数ごとの班と教材",
        "pupils": "人数", "groups": "班",
        "worked": "映して見せる例", "board": "板書",
        "words": "ことば", "ticket": "確認テスト",
        "ticket_where": "映すか、小さな紙に写して配ります。答えは授業の流れの"
                        "「{stage}」にあります。",
        "ticket_stage": "確認テスト",
        "per": {"pupil": "1人に{count}", "group": "1班に{count}", "class": "学級で{count}"},
        "group_of": "{size}人班{count}", "and": "・", "dash": "。", "colon": "：",
    },
}


@dataclass(frozen=True)
class Question:
    """A question the teacher asks (or an exit ticket asks), with its answer."""

    ask: str
    answer: str

    def __post_init__(self) -> None:
        if not self.ask.strip() or not self.answer.strip():
            raise ValueError(f"a question needs its text and its answer: {self.ask!r}")


@dataclass(frozen=True)
class Stage:
    """One stage of the lesson, timed."""

    minutes: int
    name: str  # "Hook and rules"
    does: str  # what the teacher and the pupils do (HTML allowed)
    desks: str  # what is on each group's desk during the stage
    questions: tuple[Question, ...]  # the key questions of the stage, two or three

    def __post_init__(self) -> None:
        if not isinstance(self.minutes, int) or self.minutes < 1:
            raise ValueError(f"stage {self.name!r}: minutes must be a whole number ≥ 1")
        if not 2 <= len(self.questions) <= 3:
            raise ValueError(f"stage {self.name!r}: two or three key questions, not "
                             f"{len(self.questions)}")


@dataclass(frozen=True)
class Material:
    """Something the lesson needs: ``count`` of it per pupil, per group or per class."""

    name: str  # "pack of Doki-tto! cards (printed, cut)"
    per: str  # one of PER
    count: int = 1
    prep: str = ""  # how to get it ready, with the minutes it takes

    def __post_init__(self) -> None:
        if self.per not in PER:
            raise ValueError(f"material {self.name!r}: per must be one of {', '.join(PER)}")
        if not isinstance(self.count, int) or self.count < 1:
            raise ValueError(f"material {self.name!r}: count must be a whole number ≥ 1")

    def total(self, pupils: int, groups: int) -> int:
        return self.count * {"pupil": pupils, "group": groups, "class": 1}[self.per]


def split(pupils: int, sizes: tuple[int, ...]) -> dict[int, int]:
    """``pupils`` in groups of the allowed ``sizes``, the first size preferred: as many
    groups of it as can be made with the rest still splitting into the other sizes
    (then the fewest groups). {size: groups of that size}, every size listed."""
    best = None
    for count in range(pupils // sizes[0], -1, -1):
        rest = _split_rest(pupils - count * sizes[0], sizes[1:])
        if rest is not None:
            best = {sizes[0]: count, **rest}
            break
    if best is None:
        raise ValueError(f"{pupils} pupils do not split into groups of "
                         f"{' and '.join(map(str, sizes))}")
    return {size: best.get(size, 0) for size in sizes}


def group_counts(sizes: tuple[int, ...], class_sizes: range = CLASS_SIZES) -> list[int]:
    """How many groups a class of 20 to 32 (or of ``class_sizes``) makes, each count once,
    fewest first: the columns a board needs and the rows of a pack's tables of class
    totals."""
    return sorted({sum(split(pupils, sizes).values()) for pupils in class_sizes})


def _split_rest(pupils: int, sizes: tuple[int, ...]) -> dict[int, int] | None:
    if pupils == 0:
        return {}
    if not sizes:
        return None
    for count in range(pupils // sizes[0], -1, -1):
        rest = _split_rest(pupils - count * sizes[0], sizes[1:])
        if rest is not None:
            return {sizes[0]: count, **rest}
    return None


@dataclass(frozen=True)
class LessonPack:
    """Everything a teacher needs to run the game's lesson in one period."""

    game: str  # the registry name
    title: str  # "Doki-tto! Ice: the lesson pack"
    aim: str  # the lesson in one sentence
    rules: tuple[str, ...]  # the lesson's own rules, as the pupils play them
    stages: tuple[Stage, ...]
    materials: tuple[Material, ...]
    group_sizes: tuple[int, ...]  # allowed group sizes, the preferred one first
    exit_ticket: tuple[Question, ...]
    vocabulary: tuple[tuple[str, str], ...]  # (word, what it means here)
    cut_first: str  # what to cut when the lesson runs late
    board: str  # HTML: the board plan, the pooling table drawn before the lesson
    worked_example: str  # HTML: the example projected while the rules are taught
    levels: str  # the line for Year 7-8 (ages 11-13) and for Year 10-11 (ages 14-16) classes
    minutes: int = 45
    pages: int = 2  # the PDF's pages on A4 and on US Letter (the build checks them)
    letter_pages: int = 0  # its pages on US Letter, where they differ from A4's
    extra: str = ""  # HTML after the plan, where a game needs more
    notes: tuple[str, ...] = field(default=())  # short lines under the plan
    lang: str = "en"  # "ja": the Japanese pack (a 50-minute class, lesson_ja.py)
    class_sizes: range = CLASS_SIZES  # the classes its tables plan for

    def __post_init__(self) -> None:
        total = sum(stage.minutes for stage in self.stages)
        if total != self.minutes:
            raise ValueError(f"{self.game}: the stages take {total} minutes, the lesson "
                             f"{self.minutes}")
        if not self.exit_ticket or not self.rules or not self.materials:
            raise ValueError(f"{self.game}: a pack needs rules, materials and an exit ticket")
        if not self.group_sizes or min(self.group_sizes) < 1:
            raise ValueError(f"{self.game}: group sizes must be whole numbers ≥ 1")
        if self.lang not in FRAME:
            raise ValueError(f"{self.game}: pack language {self.lang!r} is not one of "
                             f"{', '.join(FRAME)}")

    @property
    def ticket_stage(self) -> Stage:
        """The stage that gives the exit ticket (the one named for it, else the last)."""
        word = FRAME[self.lang]["ticket_stage"]
        return next((s for s in self.stages if word in s.name.lower()), self.stages[-1])

    # ---- the class ----------------------------------------------------------------
    def groups(self, pupils: int) -> dict[int, int]:
        """{group size: how many groups of it} for a class of ``pupils``."""
        return split(pupils, self.group_sizes)

    def needs(self, pupils: int) -> dict[str, int]:
        """{material: how many to have} for a class of ``pupils``."""
        groups = sum(self.groups(pupils).values())
        return {m.name: m.total(pupils, groups) for m in self.materials}

    # ---- what is printed and shown ------------------------------------------------
    def _groups_text(self, pupils: int) -> str:
        words = FRAME[self.lang]
        parts = [words["group_of"].format(count=count, size=size)
                 for size, count in self.groups(pupils).items() if count]
        return words["and"].join(parts)

    def class_table(self) -> str:
        """The groups and materials for every class size the pack plans for."""
        words = FRAME[self.lang]
        heads = "".join(f"<th>{escape(m.name)}</th>" for m in self.materials)
        rows = []
        for pupils in self.class_sizes:
            needs = self.needs(pupils)
            cells = "".join(f"<td>{needs[m.name]}</td>" for m in self.materials)
            rows.append(f'<tr data-pupils="{pupils}"><td>{pupils}</td>'
                        f"<td>{self._groups_text(pupils)}</td>{cells}</tr>")
        return (f'<table class="pr-class-table"><thead><tr><th>{words["pupils"]}</th>'
                f'<th>{words["groups"]}</th>{heads}</tr></thead><tbody>{"".join(rows)}'
                "</tbody></table>")

    def html(self, level: int = 2) -> str:
        """The pack's body: the same on the chapter's page (``level`` 4, under the
        chapter's sections) and in the PDF (level 2)."""
        w = FRAME[self.lang]
        h, h2 = f"h{level}", f"h{level + 1}"
        rules = "".join(f"<li>{r}</li>" for r in self.rules)
        # The exit ticket's answers sit in the plan, with the stage that gives the ticket
        # (the one named for it, else the last): teachers project the ticket at the end
        # of the pack, and the answers must not be on the screen with it.
        ticket_stage = self.ticket_stage
        ticket_answers = "".join(f"<li>{q.answer}</li>" for q in self.exit_ticket)
        stages = []
        start = 0
        for stage in self.stages:
            questions = "".join(f"<li>{q.ask} {w['answer']} {q.answer}</li>"
                                for q in stage.questions)
            answers = (f'<p class="pr-exit-answers-head">{w["ticket_answers"]}'
                       f'</p><ol class="pr-exit-answers">{ticket_answers}</ol>'
                       if stage is ticket_stage else "")
            stages.append(
                f'<tr class="pr-stage"><td>{start}–{start + stage.minutes}<br>'
                f"{w['min'].format(minutes=stage.minutes)}</td><td><strong>"
                f"{escape(stage.name)}</strong><br>{stage.does}<br>{w['desks']} "
                f"{stage.desks}</td><td><ol>{questions}</ol>{answers}</td></tr>")
            start += stage.minutes
        materials = "".join(
            f"<li>{escape(m.name)}{w['colon']}{w['per'][m.per].format(count=m.count)}"
            f"{w['dash'] + m.prep if m.prep else ''}</li>" for m in self.materials)
        ticket = "".join(f"<li>{q.ask}</li>" for q in self.exit_ticket)
        vocabulary = "".join(f"<dt>{escape(word)}</dt><dd>{m}</dd>"
                             for word, m in self.vocabulary)
        notes = "".join(f"<p>{n}</p>" for n in self.notes)
        where = escape(w["ticket_where"].format(stage=ticket_stage.name))
        html = f"""<div class="pr-lesson-pack" data-lesson-pack="{self.game}" lang="{self.lang}">
<p class="pr-aim">{self.aim}</p>
<{h}>{w["rules"]}</{h}><ol class="pr-pack-rules">{rules}</ol>
<{h}>{w["plan"].format(minutes=self.minutes)}</{h}>
<table class="pr-pack-plan"><thead><tr><th>{w["minutes"]}</th><th>{w["stage"]}</th>
<th>{w["questions"]}</th></tr></thead><tbody>{''.join(stages)}</tbody></table>
<p class="pr-cut-first">{w["late"]} {self.cut_first}</p>{notes}
<{h}>{w["prepare"]}</{h}><ul class="pr-pack-materials">{materials}</ul>
<{h2}>{w["every_class"]}</{h2}>{self.class_table()}
<{h}>{w["worked"]}</{h}>{self.worked_example}
<{h}>{w["board"]}</{h}>{self.board}
<{h}>{w["words"]}</{h}><dl class="pr-vocabulary">{vocabulary}</dl>
<p class="pr-levels">{self.levels}</p>{self.extra}
<div class="pr-box pr-exit-box"><{h}>{w["ticket"]}</{h}><ol class="pr-exit-ticket">{ticket}</ol>
<p class="pr-small">{where}</p></div>
</div>"""
        return join_japanese_lines(html) if self.lang == "ja" else html

    def sheet(self) -> Sheet:
        return Sheet(self.game, "lesson-pack", self.title, self.html(), pages=self.pages,
                     lang=self.lang, letter_pages=self.letter_pages)


@dataclass(frozen=True)
class Series:
    """One quantity a class estimates: a chance (frequency), or a value it measures or
    counts (measurement)."""

    key: str  # "fours": short, for storage
    label: str  # "groups of four: hands that lack some flavour"
    exact: Fraction | float  # the chance or the value the class is compared with
    exact_text: str  # how the chapter writes it: "0.1405 (about 1 in 7)"
    trials: str = ""  # frequency: what a group counts in all ("hands dealt")
    successes: str = ""  # frequency: what it counts of those ("hands lacking a flavour")
    unit: str = ""  # measurement: the unit of the measured or counted value ("mm", "chains")


@dataclass(frozen=True)
class ClassData:
    """The chapter's class-data element: groups enter tallies or measurements, the class
    sees its running result, and against the exact value once the teacher shows it (after
    pooling). Kept in the browser only."""

    game: str  # the registry name; the element's root carries data-class-data="<game>"
    kind: str  # one of DATA_KINDS
    title: str
    series: tuple[Series, ...]
    how: str  # one or two sentences: what each group enters
    lang: str = "en"  # the language of its words, and of the script's (class-data.js)

    def __post_init__(self) -> None:
        if self.kind not in DATA_KINDS:
            raise ValueError(f"class data kind must be one of {', '.join(DATA_KINDS)}")
        if not self.series or len({s.key for s in self.series}) != len(self.series):
            raise ValueError("class data needs series with distinct keys")
        for s in self.series:
            if self.kind == "frequency" and not (s.trials and s.successes
                                                 and isinstance(s.exact, Fraction)
                                                 and 0 <= s.exact <= 1):
                raise ValueError(f"series {s.key!r}: a frequency needs what is counted "
                                 "and an exact chance (a Fraction from 0 to 1)")
            if self.kind == "measurement" and not s.unit:
                raise ValueError(f"series {s.key!r}: a measurement needs its unit")

    def payload(self) -> dict:
        """What the page's script reads (JSON): exact values as fractions and decimals."""
        def exact(value):
            if isinstance(value, Fraction):
                return {"num": str(value.numerator), "den": str(value.denominator),
                        "value": float(value)}
            return {"value": float(value)}
        return {"game": self.game, "kind": self.kind, "title": self.title, "how": self.how,
                "lang": self.lang,
                "series": [{"key": s.key, "label": s.label, "exact": exact(s.exact),
                            "exact_text": s.exact_text, "trials": s.trials,
                            "successes": s.successes, "unit": s.unit}
                           for s in self.series]}

    def json(self) -> str:
        return json.dumps(self.payload(), ensure_ascii=False, sort_keys=True)
