"""Japanese search (issue 33, point 4): the page splits a typed query as the index was
split. ``sitebuild/jasearch.py`` writes the browser's splitter from the Python one's
tables; here node runs that JavaScript over every line of the Japanese edition and it
must cut each line exactly where the Python splitter does. (Sphinx's own Python splitter
reads one table wrongly, UQ1__ for UQ3__: the check shows it disagreeing.)
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys

import pytest

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "sitebuild"))
import jasearch  # noqa: E402

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")


def _lines() -> list[str]:
    """Every line of the Japanese pages with Japanese in it (Markdown cells and pages)."""
    lines = []
    for path in sorted((ROOT / "ja" / "book").rglob("*")):
        if path.suffix == ".md":
            text = path.read_text(encoding="utf-8")
        elif path.suffix == ".ipynb":
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        else:
            continue
        lines += [line for line in text.splitlines() if JAPANESE.search(line)]
    return lines


def _node_split(tmp_path, lines: list[str], js: str) -> list[list[str]]:
    node = shutil.which("node")
    assert node, "node is needed (the machine's Node/npm)"
    script = tmp_path / "split.js"
    script.write_text(js + """
const lines = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
process.stdout.write(JSON.stringify(lines.map(jaSegment)));
""", encoding="utf-8")
    data = tmp_path / "lines.json"
    data.write_text(json.dumps(lines, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run([node, str(script), str(data)], capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def lines():
    found = _lines()
    assert len(found) > 500, "the Japanese edition's pages"
    return found


def test_the_browser_splits_every_japanese_line_as_the_index_does(tmp_path, lines):
    python = jasearch.Splitter({})
    javascript = _node_split(tmp_path, lines, jasearch.js_code())
    differ = [(line, py, js) for line, js in zip(lines, javascript, strict=True)
              if (py := python.split(line)) != js]
    assert not differ, f"{len(differ)} of {len(lines)} lines split differently, e.g. {differ[:2]}"


def test_sphinx_s_own_splitter_disagrees_with_the_browser(tmp_path, lines):
    """Why jasearch.Splitter exists: the upstream port (UQ1__) cuts many lines elsewhere."""
    from sphinx.search.ja import DefaultSplitter

    upstream = DefaultSplitter({})
    javascript = _node_split(tmp_path, lines, jasearch.js_code())
    differ = sum(upstream.split(line) != js for line, js in zip(lines, javascript, strict=True))
    assert differ > len(lines) // 10


def test_a_query_typed_without_spaces_is_cut_into_the_index_s_words(tmp_path):
    node = shutil.which("node")
    script = tmp_path / "query.js"
    script.write_text(jasearch.js_code() + "\nconsole.log(JSON.stringify(["
                      "splitQuery('確率の計算'), splitQuery('期待値'), splitQuery('dice 確率')]));",
                      encoding="utf-8")
    out = json.loads(subprocess.run([node, str(script)], capture_output=True, text=True,
                                    check=True).stdout)
    assert out[0] == ["確率", "計算"]  # の is one character: the index drops it too
    assert out[1] == ["期待値"]
    assert out[2] == ["dice", "確率"]


def test_the_index_keeps_neighbouring_pieces_joined():
    """期待値 alone is one piece, but inside a sentence the splitter may cut it 期待/値:
    the index keeps the joined pair too, so the query's piece is found."""
    search = jasearch.SearchJapanese({})
    pieces = jasearch.Splitter({}).split("この期待値を求めます")
    joined = search.split("この期待値を求めます")
    assert joined[:len(pieces)] == pieces
    assert {a + b for a, b in zip(pieces, pieces[1:], strict=False)} <= set(joined)
    assert any("期待値" in word for word in joined)
