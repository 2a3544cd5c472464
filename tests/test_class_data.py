"""The class-data element as the build writes it (issue 31, point 4; sitebuild/classdata.py).

For every game: the element's root carries ``data-class-data="<game>"``, its JSON spec
reads back to the declaration's payload, and the exact values in it are the game's own
(``pointyrules/<game>/lesson.py``'s ``class_data()``): a chance as the same Fraction, a
length as the same number. A tiny Sphinx build checks that the directive writes the
element and that the page links the element's script (deferred) and stylesheet. For a
reader without scripts the exact values sit in a closed ``<details>`` (the page is
projected while pupils predict). The script itself is checked in a browser
(test_class_data_browser.py); here only that it has no way of sending anything.
"""

from __future__ import annotations

import json
import re
import sys
from fractions import Fraction
from html.parser import HTMLParser
from importlib import import_module
from importlib.util import find_spec

import pytest

from pointyrules import games
from pointyrules.lessons import ClassData, Series

from .conftest import ROOT
from .test_japanese_tables import english_words

sys.path.insert(0, str(ROOT / "sitebuild"))
import classdata  # noqa: E402

GAMES = games.names()
STATIC = ROOT / "sitebuild" / "static"


class _Element(HTMLParser):
    """The class-data roots of some HTML, each with its spec's text, its table's cells,
    its ``<details>`` (their attributes and summaries) and the cells outside them."""

    def __init__(self):
        super().__init__()
        self.roots, self._in_spec, self._cell, self._summary = [], False, None, None
        self._details = 0  # how deep inside <details> the parser is

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-class-data" in attrs:
            self.roots.append({"game": attrs["data-class-data"], "spec": "", "cells": [],
                               "details": [], "summaries": [], "bare_cells": []})
        elif tag == "script" and "pr-class-data-spec" in (attrs.get("class") or ""):
            self._in_spec = True
        elif tag == "details" and self.roots:
            self._details += 1
            self.roots[-1]["details"].append(attrs)
        elif tag == "summary" and self.roots:
            self._summary = ""
        elif tag == "td" and self.roots:
            self._cell = ""

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_spec = False
        elif tag == "details":
            self._details -= 1
        elif tag == "summary" and self._summary is not None:
            self.roots[-1]["summaries"].append(self._summary)
            self._summary = None
        elif tag == "td" and self._cell is not None:
            self.roots[-1]["cells"].append(self._cell)
            if not self._details:
                self.roots[-1]["bare_cells"].append(self._cell)
            self._cell = None

    def handle_data(self, data):
        if self._in_spec:
            self.roots[-1]["spec"] += data
        elif self._cell is not None:
            self._cell += data
        elif self._summary is not None:
            self._summary += data


def parse(html: str) -> list[dict]:
    parser = _Element()
    parser.feed(html)
    return parser.roots


def has_lesson(name: str) -> bool:
    return find_spec(f"pointyrules.{name}.lesson") is not None


def declared(name: str) -> ClassData:
    if not has_lesson(name):
        pytest.skip(f"pointyrules/{name}/lesson.py is not written yet (another helper's "
                    "work); test_every_game_declares_its_class_data requires it")
    return import_module(f"pointyrules.{name}.lesson").class_data()


def test_every_game_declares_its_class_data():
    missing = [name for name in GAMES if not has_lesson(name)]
    assert not missing, f"no pointyrules/<game>/lesson.py with class_data() for {missing}"
    for name in GAMES:
        data = declared(name)
        assert isinstance(data, ClassData) and data.game == name


def check_element(data: ClassData) -> None:
    """The element of ``data`` carries its game, and its spec is its declaration."""
    roots = parse(classdata.element(data))
    assert [r["game"] for r in roots] == [data.game]
    spec = json.loads(roots[0]["spec"])
    assert spec == json.loads(data.json()) == data.payload()
    assert [s["key"] for s in spec["series"]] == [s.key for s in data.series]
    for sent, series in zip(spec["series"], data.series, strict=True):
        exact = series.exact
        if isinstance(exact, Fraction):
            assert Fraction(int(sent["exact"]["num"]), int(sent["exact"]["den"])) == exact
        assert sent["exact"]["value"] == float(exact)
        if data.kind == "frequency":
            assert isinstance(exact, Fraction) and 0 <= exact <= 1
            assert sent["successes"] == series.successes and sent["trials"] == series.trials
        else:
            assert sent["unit"] == series.unit and float(exact) > 0
    # For a reader without scripts: every series with the chapter's own exact value,
    # inside one closed <details> that says when to open it.
    assert roots[0]["cells"] == [c for s in data.series for c in (s.label, s.exact_text)]
    assert roots[0]["bare_cells"] == []
    assert len(roots[0]["details"]) == 1 and "open" not in roots[0]["details"][0]
    assert roots[0]["summaries"] == [classdata.WORDS[data.lang]["summary"]]


@pytest.mark.parametrize("name", GAMES)
def test_the_chapters_element_carries_the_games_exact_values(name):
    data = declared(name)
    assert data.game == name
    check_element(data)


def frequency_data(title: str = "Hands that lack a flavour") -> ClassData:
    return ClassData("dokitto", "frequency", title, (
        Series("fours", "groups of four", Fraction(2810, 20000), "0.1405 (about 1 in 7)",
               trials="hands dealt", successes="hands lacking a flavour"),
        Series("threes", "groups of three", Fraction(1, 3), "1/3",
               trials="hands dealt", successes="hands lacking a flavour"),
    ), "Each group deals ten hands.")


def measurement_data() -> ClassData:
    return ClassData("coins", "measurement", "The diagonal", (
        Series("diagonal", "the square's diagonal", 50 * 2 ** 0.5, "70.7 mm", unit="mm"),
    ), "Each pupil measures the diagonal.")


def frequency_data_ja(title: str = "色が欠けた手札：学級の集計") -> ClassData:
    """frequency_data() in Japanese: the same series and exact values."""
    return ClassData("dokitto", "frequency", title, (
        Series("fours", "4人で配ったとき", Fraction(2810, 20000), "0.1405（約7回に1回）",
               trials="配った手札", successes="色が欠けた手札"),
        Series("threes", "3人で配ったとき", Fraction(1, 3), "1/3",
               trials="配った手札", successes="色が欠けた手札"),
    ), "各班は手札を10回配ります。", lang="ja")


def measurement_data_ja() -> ClassData:
    return ClassData("coins", "measurement", "対角線", (
        Series("diagonal", "正方形の対角線", 50 * 2 ** 0.5, "70.7mm", unit="mm"),
    ), "1人ずつ対角線を測ります。", lang="ja")


def test_the_element_of_a_made_up_declaration():
    check_element(frequency_data())
    check_element(measurement_data())
    assert classdata.element(frequency_data()).startswith('<div class="pr-class-data" '
                                                          'data-class-data="dokitto" lang="en">')


def test_a_japanese_element_has_no_english_words():
    for data in (frequency_data_ja(), measurement_data_ja()):
        check_element(data)
        html = classdata.element(data)
        assert 'lang="ja"' in html.split(">", 1)[0]
        assert json.loads(parse(html)[0]["spec"])["lang"] == "ja"  # the script's language
        assert english_words(html) == set(), english_words(html)
    assert english_words(classdata.element(frequency_data()))  # not vacuous


def test_words_that_would_end_the_script_early_stay_inside_it():
    data = frequency_data('Cards </script><script>alert(1)</script> <!-- & "quotes"')
    html = classdata.element(data)
    assert html.count("</script>") == 1
    check_element(data)
    assert parse(html)[0]["spec"].count("<") == 0


def test_the_script_sends_nothing_and_keeps_its_words_together():
    script = (STATIC / classdata.JS_FILE).read_text(encoding="utf-8")
    code = re.sub(r"//[^\n]*", "", script)
    for sender in ("fetch(", "XMLHttpRequest", "sendBeacon", "WebSocket", "EventSource",
                   "import(", "new Image", ".src =", "navigator.", "postMessage"):
        assert sender not in code, f"the class-data script could send data: {sender}"
    # Every word a reader sees is in WORDS at the top: no other string has a letter
    # sequence that reads as English (a space between two words).
    words_end = code.index("const MOST_TOTAL")
    rest = code[words_end:]
    stray = [s for s in re.findall(r'"([^"\n]*)"|`([^`\n]*)`', rest)
             for s in s if re.search(r"(?<![-\w])[A-Za-z]{2,} [A-Za-z]{2,}(?![-\w])", s)]
    assert not stray, f"words outside WORDS: {stray}"
    japanese = re.findall(r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]+", rest)
    assert not japanese, f"Japanese words outside WORDS: {japanese}"


def word_tables(script: str) -> dict[str, list[str]]:
    """The keys of each language's table in the class-data script (EN, JA: ``const XX = {``
    up to its closing ``};``, a key at the table's own indent), in order."""
    tables = {}
    for name, body in re.findall(r"\n  const ([A-Z]{2}) = \{\n(.*?)\n  \};", script, re.S):
        tables[name.lower()] = re.findall(r"^    (\w+):", body, re.M)
    return tables


def test_the_scripts_words_exist_in_english_and_japanese_with_the_same_keys():
    script = (STATIC / classdata.JS_FILE).read_text(encoding="utf-8")
    tables = word_tables(script)
    assert set(tables) == {"en", "ja"}
    assert "const WORDS = { en: EN, ja: JA };" in script
    assert len(tables["en"]) > 60 and len(set(tables["en"])) == len(tables["en"])
    assert tables["ja"] == tables["en"], (set(tables["en"]) ^ set(tables["ja"]))
    # The element's no-script words (classdata.WORDS) come in the same two languages.
    assert set(classdata.WORDS) == set(tables)


def _sphinx_page(tmp_path, monkeypatch, source: str):
    from io import StringIO

    from sphinx.application import Sphinx

    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(
        f"extensions = ['classdata']\nhtml_static_path = [{str(STATIC)!r}]\n", encoding="utf-8")
    (src / "index.rst").write_text(f"Class data\n==========\n\n{source}\n", encoding="utf-8")
    warnings = StringIO()
    made = {"dokitto": frequency_data(), "coins": measurement_data()}
    monkeypatch.setattr(classdata, "declaration", lambda name, lang="en": made[name])
    app = Sphinx(str(src), str(src), str(tmp_path / "out"), str(tmp_path / "doctrees"),
                 "html", status=None, warning=warnings, freshenv=True)
    app.build()
    return (tmp_path / "out" / "index.html").read_text(encoding="utf-8"), warnings.getvalue()


def test_the_directive_writes_the_element_and_links_its_files(tmp_path, monkeypatch):
    page, warnings = _sphinx_page(tmp_path, monkeypatch,
                                  ".. class-data:: dokitto\n\n.. class-data:: coins\n")
    assert not warnings
    roots = parse(page)
    assert [r["game"] for r in roots] == ["dokitto", "coins"]
    assert json.loads(roots[0]["spec"]) == frequency_data().payload()
    assert json.loads(roots[1]["spec"]) == measurement_data().payload()
    assert re.search(r'<script defer="defer" src="_static/pointyrules-class-data\.js[?"]', page)
    assert re.search(r'<link rel="stylesheet"[^>]*href="_static/pointyrules-class-data\.css', page)
    for name in (classdata.JS_FILE, classdata.CSS_FILE):
        assert (tmp_path / "out" / "_static" / name).read_bytes() == (STATIC / name).read_bytes()


def test_the_directive_names_the_games_for_an_unknown_one(tmp_path, monkeypatch):
    page, warnings = _sphinx_page(tmp_path, monkeypatch, ".. class-data:: chess\n")
    assert "no game 'chess'" in warnings and "dokitto" in warnings
    assert not parse(page)
