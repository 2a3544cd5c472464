"""Our Japanese is our own: no run of the games' rule texts (``../shared/seeds/``) in it.

Every sentence of the Japanese edition is ours; the rule texts may give facts and the
games' own terms, never sentences. This finds a copied run: text is normalised (NFKC,
without spaces, punctuation and symbols, so a changed 、 or line break does not hide a
copy) and cut into runs of ``K`` characters. The rule texts themselves are not in the
repository: ``ja/seed_fingerprints.txt`` keeps only 48-bit hashes of their runs, from
which no text can be read back. ``W`` could thin them (winnowing, as in MOSS: the
smallest hash of every ``W`` runs, certain to find a shared run of ``K + W - 1``); with a
window of 8 it let a copied run of 14 slip through, so every run is kept (``W`` = 1).

``python3 dev.py ja-seeds`` writes the fingerprints again from ``../shared/seeds/``;
``tests/test_ja_sync.py`` scans every Japanese page, word catalogue, sheet and lesson
pack.
"""

from __future__ import annotations

import hashlib
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
FINGERPRINTS = ROOT / "ja" / "seed_fingerprints.txt"
K = 14  # characters in a run
W = 1  # runs in a window: 1, every run kept, so every shared run of K characters is found


def normalise(text: str) -> str:
    """NFKC, without whitespace, punctuation, symbols and control characters."""
    text = unicodedata.normalize("NFKC", text)
    return "".join(ch for ch in text if unicodedata.category(ch)[0] not in "PZSC")


def _hash(run: str) -> int:
    return int.from_bytes(hashlib.blake2b(run.encode("utf-8"), digest_size=6).digest(), "big")


def runs(text: str) -> dict[int, str]:
    """{hash: run} of every run of K characters of the normalised text."""
    text = normalise(text)
    return {_hash(text[i:i + K]): text[i:i + K] for i in range(len(text) - K + 1)}


def winnow(text: str) -> set[int]:
    """The fingerprints of a text: the smallest hash of every W consecutive runs."""
    text = normalise(text)
    hashes = [_hash(text[i:i + K]) for i in range(len(text) - K + 1)]
    if len(hashes) <= W:
        return set(hashes)
    return {min(hashes[i:i + W]) for i in range(len(hashes) - W + 1)}


def seed_fingerprints(seeds: Path = SEEDS) -> set[int]:
    found: set[int] = set()
    for path in sorted(seeds.glob("*.txt")):
        found |= winnow(path.read_text(encoding="utf-8"))
    return found


def stored() -> set[int]:
    return {int(line, 16) for line in FINGERPRINTS.read_text(encoding="ascii").split()}


def write(seeds: Path = SEEDS) -> int:
    prints = sorted(seed_fingerprints(seeds))
    lines = [" ".join(f"{h:012x}" for h in prints[i:i + 8]) for i in range(0, len(prints), 8)]
    FINGERPRINTS.write_text("\n".join(lines) + "\n", encoding="ascii")
    return len(prints)


def copied(text: str, prints: set[int], allowed: tuple[str, ...] = ()) -> list[str]:
    """The runs of ``text`` that a rule text has too, the ``allowed`` terms (the games'
    own names for themselves and their pieces, which our text must use) taken out
    first: a run never spans one."""
    text = normalise(text)
    terms = sorted((normalise(a) for a in allowed), key=len, reverse=True)
    pieces = re.split("|".join(map(re.escape, terms)), text) if terms else [text]
    return sorted({run for piece in pieces for h, run in runs(piece).items() if h in prints})


if __name__ == "__main__":
    if not SEEDS.is_dir():
        sys.exit(f"no rule texts at {SEEDS}")
    print(f"{write()} fingerprints written to {FINGERPRINTS.relative_to(ROOT)}")
