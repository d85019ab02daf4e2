"""The compiled core (tools/build_native.py, docs/native.md) is the pure-Python core, only faster.

``make test`` builds it and sets ``MADN_NATIVE=required``: then the suite must run on the compiled
modules, and a seeded set of games must come out identical, command for command and hash for
hash, in a process with ``MADN_PURE=1``; in both, no game leaves a reference cycle behind. The
guard that keeps a stale build from shadowing an edited source is tested on a copy of the sources.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import core
from core import STAMP_NAME, native_build_matches, source_digests

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = os.environ.get("MADN_NATIVE") == "required"


def _compiled_modules() -> list[str]:
    stamp = json.loads((core.NATIVE_DIR / STAMP_NAME).read_text(encoding="utf-8"))
    return [path.removesuffix(".py").replace("/", ".") for path in stamp["compiled"]]


def _stamped_copy(tmp_path: Path) -> Path:
    root = tmp_path / "core"
    shutil.copytree(ROOT / "core", root, ignore=shutil.ignore_patterns("_native", "__pycache__"))
    (root / "_native").mkdir()
    (root / "_native" / "lib.so").write_bytes(b"compiled")
    stamp = {
        "ext_suffix": sysconfig.get_config_var("EXT_SUFFIX"),
        "built": {"lib.so": 8},
        "sources": source_digests(root),
    }
    (root / "_native" / STAMP_NAME).write_text(json.dumps(stamp), encoding="utf-8")
    return root


def test_a_build_counts_only_while_every_source_matches(tmp_path: Path) -> None:
    root = _stamped_copy(tmp_path)
    assert native_build_matches(root)
    engine = root / "engine.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert not native_build_matches(root)


def test_a_missing_or_changed_built_file_makes_the_build_stale(tmp_path: Path) -> None:
    root = _stamped_copy(tmp_path)
    stamp_file = root / "_native" / STAMP_NAME
    stamp = json.loads(stamp_file.read_text(encoding="utf-8"))
    (root / "_native" / "engine.so").write_bytes(b"x" * 10)
    stamp_file.write_text(json.dumps({**stamp, "built": {"engine.so": 10}}), "utf-8")
    assert native_build_matches(root)
    (root / "_native" / "engine.so").write_bytes(b"x" * 11)
    assert not native_build_matches(root)
    stamp_file.write_text(json.dumps({**stamp, "built": {"engine.so": 11, "ai/a.so": 3}}), "utf-8")
    assert not native_build_matches(root)


def test_a_deleted_source_or_a_lock_file_counts_as_it_should(tmp_path: Path) -> None:
    root = _stamped_copy(tmp_path)
    (root / ".#engine.py").symlink_to(root / "no-such-file")  # an editor's lock file
    assert native_build_matches(root)
    (root / "seat_stats.py").unlink()
    assert not native_build_matches(root)


def test_a_new_source_file_makes_the_build_stale(tmp_path: Path) -> None:
    root = _stamped_copy(tmp_path)
    (root / "ai" / "newer.py").write_text("X = 1\n", encoding="utf-8")
    assert not native_build_matches(root)


def test_a_build_for_another_interpreter_or_a_broken_stamp_does_not_count(tmp_path: Path) -> None:
    root = _stamped_copy(tmp_path)
    stamp_file = root / "_native" / STAMP_NAME
    stamp = json.loads(stamp_file.read_text(encoding="utf-8"))
    stamp_file.write_text(json.dumps({**stamp, "ext_suffix": ".cpython-39-x.so"}), "utf-8")
    assert not native_build_matches(root)
    stamp_file.write_text("{not json", encoding="utf-8")
    assert not native_build_matches(root)
    stamp_file.unlink()
    assert not native_build_matches(root)


@pytest.mark.skipif(not REQUIRED, reason="only where make test built the compiled core")
def test_the_suite_runs_on_the_compiled_modules() -> None:
    assert core.NATIVE
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    modules = _compiled_modules()
    assert "core.engine" in modules and "core.ai.strong" in modules
    for name in modules:
        __import__(name)
        assert sys.modules[name].__file__.endswith(suffix), name  # type: ignore[union-attr]


def _fixed_games(**env: str) -> list[dict[str, object]]:
    result = subprocess.run(
        [sys.executable, "-m", "tests.core.fixed_games"],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=200,
        check=True,
    )
    return [json.loads(line) for line in result.stdout.splitlines()]


@pytest.mark.slow
@pytest.mark.timeout(450)  # two processes of up to 200 s each
@pytest.mark.skipif(not core.NATIVE, reason="no compiled core to compare (make native)")
def test_compiled_and_pure_core_play_the_same_games() -> None:
    native = _fixed_games()
    pure = _fixed_games(MADN_PURE="1")
    assert native[0] == {"native": True} and pure[0] == {"native": False}
    assert len(native) == len(pure) > 20
    for compiled_game, pure_game in zip(native[1:], pure[1:], strict=True):
        assert compiled_game == pure_game
        # A game leaves nothing for the cyclic collector (core.simulate pauses it during games).
        assert compiled_game["cycles"] == 0, compiled_game


def test_position_fields_are_the_constructors_parameters() -> None:
    """``Position.but`` lists the fields by hand (no setattr loop, for speed; its behaviour per
    field is a rule test in test_rules_position.py): the list must name every parameter of the
    constructor, read from the source (a compiled class has no signature)."""
    import ast

    from core.position import _FIELDS

    tree = ast.parse((ROOT / "core" / "position.py").read_text(encoding="utf-8"))
    init = next(
        node
        for cls in tree.body
        if isinstance(cls, ast.ClassDef) and cls.name == "Position"
        for node in cls.body
        if isinstance(node, ast.FunctionDef) and node.name == "__init__"
    )
    assert list(_FIELDS) == [arg.arg for arg in init.args.args[1:]]
