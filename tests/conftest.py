"""Shared fixtures: the book is built once per test session (with warnings as errors)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import pig

# The tests' toy game (issue 30): registered through the registry's own API, so the
# cross-game tests (they iterate ``games.all_names()``) run on it too, and nothing else
# names it. The book's list, ``games.names()``, does not include it.
pig.register()

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = ROOT / "_build" / "test-output"  # screenshots and timings from the browser tests


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    """The built site's HTML folder, with in-browser play and its self-hosted files.

    Set POINTYRULES_SITE to an already built ``_build/html`` folder to test it without
    building again (handy while working on the browser tests).
    """
    if os.environ.get("POINTYRULES_SITE"):
        return Path(os.environ["POINTYRULES_SITE"])
    out = tmp_path_factory.mktemp("book")
    # Both editions, as `python3 dev.py serve` builds them (dev.build_book).
    proc = subprocess.run([sys.executable, "-c", "import sys, dev; from pathlib import Path; "
                           "dev.build_book(Path(sys.argv[1]))", str(out)],
                          capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "PYDEVD_DISABLE_FILE_VALIDATION": "1"})
    html = out / "_build" / "html"  # a failed notebook's log, from either edition
    details = "".join(p.read_text() for p in [*html.glob("reports/*.log"),
                                              *html.glob("ja/reports/*.log")])
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:] + details
    return out / "_build" / "html"
