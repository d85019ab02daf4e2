"""The layers are a checked contract (docs/architecture.md, "The house"): `lint-imports` (import-
linter, run by `make lint`) keeps the real tree, and refuses each kind of forbidden import when
one is planted in a copy of it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"
PACKAGES = ("core", "net", "madn_qt")


def lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"], cwd=tree, capture_output=True, text=True, timeout=240
    )


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the three packages' sources and the pyproject with the contracts."""
    copy = tmp_path_factory.mktemp("house")
    for package in PACKAGES:
        shutil.copytree(
            ROOT / package,
            copy / package,
            ignore=shutil.ignore_patterns("__pycache__", "_native", "translations", "sounds"),
        )
    shutil.copy2(ROOT / "pyproject.toml", copy / "pyproject.toml")
    return copy


def test_the_tree_keeps_every_contract(tree: Path) -> None:
    done = lint_imports(tree)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "0 broken" in done.stdout


LAYERS = "madn_qt: the app's packages in their order"
PLANTED = [
    ("core/planted_1.py", "import PySide6", "core: no net"),
    ("core/planted_2.py", "import threading", "core: no net"),
    ("core/planted_3.py", "from net.protocol import frames", "core: no net"),
    ("core/event/planted_4.py", "import time", "core's rules, table and AI: no clock"),
    (
        "core/ai/planted_5.py",
        "from datetime import datetime",
        "core's rules, table and AI: no clock",
    ),
    ("core/ai/planted_core_1.py", "from core.table import Table", "core in its order"),
    ("net/planted_6.py", "from PySide6 import QtCore", "net: no Qt"),
    ("net/planted_7.py", "import madn_qt.texts", "net: no Qt"),
    ("madn_qt/play/planted_8.py", "from madn_qt.window import main_window", "madn_qt.play:"),
    ("madn_qt/play/planted_9.py", "import madn_qt.board.view", "madn_qt.play:"),
    ("madn_qt/board/planted_10.py", "from madn_qt.panel import side_panel", LAYERS),
    ("madn_qt/wheel/planted_11.py", "import madn_qt.play.controller", LAYERS),
    ("madn_qt/files/planted_12.py", "from madn_qt.window import main_window", LAYERS),
    ("madn_qt/statistics/planted_13.py", "import madn_qt.wheel.widget", LAYERS),
]


def test_each_forbidden_import_breaks_its_contract(tree: Path) -> None:
    """Every case planted at once: each contract is broken, each by its own planted lines."""
    for module, line, _ in PLANTED:
        (tree / module).write_text(f"{line}  # planted\n", encoding="utf-8")
    try:
        done = lint_imports(tree)
    finally:
        for module, _, _ in PLANTED:
            (tree / module).unlink(missing_ok=True)
    assert done.returncode != 0
    out = done.stdout
    broken = [row for row in out.splitlines() if row.endswith(" BROKEN")]
    assert len(broken) == len({contract for _, _, contract in PLANTED}), out[-3000:]
    report = out[out.index("Broken contracts") :]
    for module, line, contract in PLANTED:
        assert any(row.startswith(contract) for row in broken), (contract, out[-3000:])
        name = module[:-3].replace("/", ".")
        target = line.split()[1]
        # the contract's section of the report names the planted module and what it imports
        section = report[report.index(contract) :]
        assert f"{name} -> {target}" in section, (module, line, section[:2000])
