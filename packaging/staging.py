"""A clean copy of what the game ships, for ``build_dist.py`` (the wheel) and ``build_app.py``
(the one-folder app): the packages' sources, the compiled translations, the synthesised sounds
and the compiled core, in a folder of its own.

The working tree is only read: nothing here writes into ``madn_qt/`` or ``core/`` (the test suite
runs from them, perhaps at the same moment), and a stale file of the tree (an old ``build/``, a
``__pycache__``, a deleted module's leftovers) cannot reach a package.

The compiled core (``core/_native``, docs/native.md) is copied from the tree when its stamp
matches the staged sources exactly, else compiled in the stage by ``tools/build_native.py``, so
the stamp always describes the sources that ship beside it and ``core/__init__.py`` uses it
after installation.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "net", "madn_qt")
TOP_FILES = ("pyproject.toml", "README.md", "LICENSE")
# Build output of the tree that a stage makes itself or never ships, by package-relative path.
_BUILD_OUTPUT = {"core": {"_native"}, "madn_qt": {"translations", "sounds"}}

sys.path.insert(0, str(ROOT))
_pure = os.environ.get("MADN_PURE")
os.environ["MADN_PURE"] = "1"  # this process only reads core's sources: never load a build
from core import NATIVE_DIR, STAMP_NAME, native_build_matches  # noqa: E402

if _pure is None:  # the processes started from here choose their core as usual
    del os.environ["MADN_PURE"]
else:
    os.environ["MADN_PURE"] = _pure


def project_version(root: Path = ROOT) -> str:
    with (root / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def run(*args: str | Path, cwd: Path = ROOT) -> None:
    """``python ARGS`` with this interpreter (the venv's), failing loudly."""
    subprocess.run([sys.executable, *map(str, args)], cwd=cwd, check=True)


def stage_sources(stage: Path) -> None:
    """Copy the packages and the project files to ``stage``, then build the translations and the
    sounds into the staged ``madn_qt`` (``madn_qt/translations/*.qm``, ``madn_qt/sounds/*.wav``,
    the package data of pyproject.toml)."""
    stage.mkdir(parents=True, exist_ok=True)
    for name in TOP_FILES:
        shutil.copy2(ROOT / name, stage / name)
    for package in PACKAGES:
        shutil.copytree(ROOT / package, stage / package, ignore=_ignore)
    run("tools/build_translations.py", "build", "--qm-dir", stage / "madn_qt" / "translations")
    run("resources/sounds/make_sounds.py", stage / "madn_qt" / "sounds")


def _ignore(directory: str, names: list[str]) -> set[str]:
    """Caches, hidden files (an editor's locks) and the tree's build output."""
    skipped = {n for n in names if n == "__pycache__" or n.endswith(".pyc") or n.startswith(".")}
    relative = Path(directory).relative_to(ROOT)
    if len(relative.parts) == 1:
        skipped |= _BUILD_OUTPUT.get(relative.parts[0], set()) & set(names)
    return skipped


def stage_native(stage: Path, jobs: int | None = None) -> str:
    """Put a compiled core that matches the staged sources into ``stage/core/_native``.

    Returns how: ``"copied"`` (the tree's build fits) or ``"compiled"``. Raises
    ``SystemExit`` with tools/build_native.py's reason when no C build can be made here.
    """
    target = stage / "core" / NATIVE_DIR.name
    if target.exists():
        shutil.rmtree(target)
    if NATIVE_DIR.is_dir():
        shutil.copytree(NATIVE_DIR, target)
        if native_build_matches(stage / "core"):
            return "copied"
        shutil.rmtree(target)
    tools = stage / "tools"
    tools.mkdir(exist_ok=True)
    shutil.copy2(ROOT / "tools" / "build_native.py", tools / "build_native.py")
    try:
        run(tools / "build_native.py", "--jobs", str(jobs or os.cpu_count() or 1), cwd=stage)
    except subprocess.CalledProcessError as error:
        raise SystemExit(
            "no compiled core could be built (see above); `packaging/build_dist.py --pure` "
            "builds a wheel without it"
        ) from error
    finally:
        shutil.rmtree(tools)
    if not native_build_matches(stage / "core"):
        raise SystemExit("the compiled core built in the stage does not match its sources")
    return "compiled"


def native_files(stage: Path) -> list[Path]:
    """The compiled core's files in the stage: the stamp and every built file it lists."""
    native = stage / "core" / NATIVE_DIR.name
    stamp = json.loads((native / STAMP_NAME).read_text(encoding="utf-8"))
    return [native / STAMP_NAME, *(native / name for name in sorted(stamp["built"]))]
