"""The printables build (sitebuild/printables.py): each sheet printed by Chromium on A4
and US Letter, read back, and refused when it fills a different number of pages than it
says. The built site's PDFs themselves are checked in test_book.py."""

import sys

import pytest
from pypdf import PdfReader

from pointyrules.printables import Sheet, writing_lines

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "sitebuild"))
import printables  # noqa: E402

AID = Sheet("dokitto", "aid", "Doki-tto! Ice at a glance",
            "<p>Follow the led flavour. ドキッと</p>" + writing_lines(3))
LONG = Sheet("dokitto", "worksheet", "Too long for one page",
             "<p>Question</p>" + writing_lines(60))
JA_AID = Sheet("dokitto", "aid", "ドキッと! アイスの早見表",
               "<p>最初に出された味に合わせて出します。</p>" + writing_lines(3), lang="ja")


@pytest.fixture
def only(monkeypatch, tmp_path):
    """Print just the given sheets, into a fresh cache."""
    def use(*given):
        monkeypatch.setattr(printables, "CACHE", tmp_path / "cache")
        monkeypatch.setattr(printables, "sheets", lambda game, lang="en": [
            s for s in given if s.game == game and s.lang == lang])
        return tmp_path / "site"
    return use


def test_a_sheet_prints_on_both_papers_with_its_text(only):
    outdir = only(AID)
    done = printables._print_all(outdir)
    assert sorted(path.name for _, _, path in done) == ["dokitto-aid-a4.pdf",
                                                       "dokitto-aid-letter.pdf"]
    for _, paper, path in done:
        reader = PdfReader(path)
        assert len(reader.pages) == 1
        box = reader.pages[0].mediabox
        width_mm = float(box.width) / 72 * 25.4
        assert width_mm == pytest.approx({"a4": 210, "letter": 215.9}[paper], abs=0.5)
        # (pypdf puts spaces where the font changes: compared without them)
        text = "".join(reader.pages[0].extract_text().split())
        assert "Doki-tto!Iceataglance" in text and "Followtheledflavour" in text


def test_a_sheet_that_spills_onto_another_page_fails_the_build(only):
    outdir = only(AID, LONG)
    with pytest.raises(printables.PrintError,
                       match=r"dokitto-worksheet-a4.pdf \('Too long for one page'\) fills 2 "
                             r"page\(s\) on A4; the sheet says 1"):
        printables._print_all(outdir)


def test_the_chapter_links_each_sheet_on_both_papers(only):
    only(AID, LONG)
    html = printables.links("dokitto", "book/dokitto")
    assert html.count("<li>") == 2
    assert 'href="../_static/printables/dokitto-aid-letter.pdf"' in html
    assert "Player aid</strong>: Doki-tto! Ice at a glance (1 page, PDF)" in html


def test_a_japanese_sheet_prints_on_a4_only_with_its_japanese_text(only):
    """Issue 33: the Japanese edition's sheets print on A4 (the paper of a Japanese
    school), under their own names, with their Japanese words in the PDF (the font is
    embedded: the text reads back) and the game's Japanese title in the header."""
    outdir = only(AID, JA_AID)
    done = printables._print_all(outdir, "ja")
    assert [path.name for _, _, path in done] == ["dokitto-aid-ja-a4.pdf"]
    # pypdf reads Japanese back with spaces between some characters
    text = "".join(PdfReader(done[0][2]).pages[0].extract_text().split())
    assert "最初に出された味に合わせて出します" in text
    assert "早見表" in text and "ドキッと" in text
    html = printables.links("dokitto", "book/dokitto", "ja", "../")
    assert html.count("<li>") == 1
    assert 'href="../../_static/printables/dokitto-aid-ja-a4.pdf"' in html
    assert "早見表</strong>：ドキッと! アイスの早見表（1ページ、PDF）：" in html
    with pytest.raises(ValueError, match="paper 'letter'"):
        JA_AID.filename("letter")
