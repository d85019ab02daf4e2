"""Compile core's hot modules with mypyc into ``core/_native/`` (``make native``; docs/native.md).

The modules every command of every game runs through are compiled into one shared library
(calls between them stay native); their extension shims and the library go to ``core/_native/``
with ``sources.json``: the SHA-256 of every source under ``core/`` and the interpreter's extension
suffix. ``core/__init__.py`` uses the build only while both still match, so this is safe to rerun
at any time and an edited source never runs stale.

Modules stay pure Python where compiling gains nothing or changes what Python allows: the rules
options (mypyc checks ``bool`` fields strictly), ``core.value_types`` (the value types' decorator,
which mypyc sees as the standard one), and the command-line, notation and record code, which runs
once per game at most.

``--optional`` turns a missing C compiler or Python header into a note and exit status 0: the game
then runs on the pure-Python core, only slower.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["MADN_PURE"] = "1"  # this process reads the sources; it never needs the old build

from core import NATIVE_DIR, STAMP_NAME, native_build_matches, source_digests  # noqa: E402

COMPILED = (
    "core/actions.py",
    "core/board.py",
    "core/chance.py",
    "core/engine.py",
    "core/game.py",
    "core/happenings.py",
    "core/moves.py",
    "core/players.py",
    "core/position.py",
    "core/railway.py",
    "core/ranking.py",
    "core/rng.py",
    "core/simulate.py",
    "core/table.py",
    "core/ai/base.py",
    "core/ai/easy.py",
    "core/ai/evaluation.py",
    "core/ai/eventwise.py",
    "core/ai/normal.py",
    "core/ai/race.py",
    "core/ai/strong.py",
    "core/ai/threat.py",
    "core/event/construction.py",
    "core/event/draws.py",
    "core/event/play.py",
    "core/event/state.py",
    "core/event/wheel.py",
)
GROUP = "core.native"  # the shared library: core/_native/native__mypyc.<suffix>


def missing_toolchain() -> str | None:
    """What stops a C build here (no compiler, no Python header), or ``None``."""
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    header = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not header.exists():
        return f"no Python header ({header}; Debian: python3-dev)"
    return None


def build(jobs: int) -> list[Path]:
    """Compile :data:`COMPILED` and move the extensions to ``core/_native``."""
    from mypyc.build import mypycify
    from setuptools import setup

    sources = source_digests()  # before compiling: a source saved meanwhile must not match
    with tempfile.TemporaryDirectory(prefix="madn-native-") as tmp:
        work = Path(tmp)
        os.chdir(ROOT)  # mypyc names the modules after their paths
        extensions = mypycify(
            list(COMPILED), opt_level="3", group_name=GROUP, target_dir=str(work / "c")
        )
        setup(
            name="madn-native",
            ext_modules=extensions,
            script_args=[
                "--quiet",
                "build_ext",
                "--build-lib",
                str(work / "lib"),
                "--build-temp",
                str(work / "obj"),
                "--parallel",
                str(jobs),
            ],
        )
        built = sorted((work / "lib" / "core").rglob("*" + _suffix()))
        if NATIVE_DIR.exists():
            shutil.rmtree(NATIVE_DIR)
        placed = []
        for path in built:
            target = NATIVE_DIR / path.relative_to(work / "lib" / "core")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(path, target)
            placed.append(target)
    if source_digests() != sources:
        raise SystemExit("build_native: a source under core/ changed during the build; run again")
    stamp = {
        "ext_suffix": _suffix(),
        "compiled": list(COMPILED),
        "built": {path.relative_to(NATIVE_DIR).as_posix(): path.stat().st_size for path in placed},
        "sources": sources,
    }
    (NATIVE_DIR / STAMP_NAME).write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")
    return placed


def _suffix() -> str:
    return str(sysconfig.get_config_var("EXT_SUFFIX"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--optional",
        action="store_true",
        help="without a C toolchain, say so and exit 0 (pure Python)",
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--force", action="store_true", help="build even if the build matches")
    args = parser.parse_args(argv)
    if not args.force and native_build_matches():
        print("build_native: core/_native matches every source under core/")
        return 0
    missing = missing_toolchain()
    if missing is not None:
        note = f"build_native: {missing}; the core runs as pure Python (about half the speed)"
        print(note, file=sys.stderr)
        return 0 if args.optional else 1
    placed = build(args.jobs)
    print(
        f"build_native: {len(COMPILED)} modules compiled into {len(placed)} files "
        f"in {NATIVE_DIR.relative_to(ROOT)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
