"""The shape that lets a sixth game touch only its own folder (issue 30): no code in
``pointyrules/`` or ``sitebuild/`` outside a game's folder names a game (an import of a
game's module, or a string equal to a registry name), the registry aside."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pointyrules import games

ROOT = Path(__file__).resolve().parent.parent
REGISTRY = ROOT / "pointyrules" / "games.py"


def shared_modules() -> list[Path]:
    """Every module of the library and the site build that is not in a game's folder."""
    folders = {ROOT / "pointyrules" / name for name in games.names()}
    return [p for root in ("pointyrules", "sitebuild") for p in sorted((ROOT / root).rglob("*.py"))
            if p != REGISTRY and not any(f in p.parents for f in folders)]


def names_of_games(source: str, names: set[str]) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and node.value in names:
            found.append((node.lineno, node.value))
        elif isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [f"{node.module or ''}.{a.name}" for a in node.names]
            found += [(node.lineno, m) for m in modules if names & set(m.split("."))]
    return found


@pytest.mark.parametrize("path", shared_modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_shared_code_names_no_game(path):
    found = names_of_games(path.read_text(), set(games.names()))
    assert not found, f"{path.relative_to(ROOT)} names a game: {found}"


def test_the_check_sees_a_name_and_an_import():
    src = 'from .dokitto import rules\nimport pointyrules.coins.geometry\nx = "gingham"\n'
    assert [n for n, _ in names_of_games(src, {"dokitto", "coins", "gingham"})] == [1, 2, 3]
    assert shared_modules() and REGISTRY not in shared_modules()
