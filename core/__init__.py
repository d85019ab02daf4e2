"""The rules engine, the table loop and the AI: pure Python, no Qt, no sockets, no threads.

The modules every game runs through (the engine, the position, the table, the AI) may also run
compiled by mypyc, about twice as fast (docs/native.md): ``tools/build_native.py`` (``make
native``) writes the compiled modules to ``core/_native/`` together with the SHA-256 of every
source file under ``core/``. They are put in front of the sources only while every source still
matches, so an edited file is never shadowed by an old build, and never when the environment sets
``MADN_PURE=1``. :data:`NATIVE` says which of the two runs.
"""

from __future__ import annotations

import hashlib
import json
import os
import sysconfig
import warnings
from pathlib import Path

SOURCE_DIR = Path(__file__).resolve().parent
NATIVE_DIR = SOURCE_DIR / "_native"
STAMP_NAME = "sources.json"


def source_digests(root: Path = SOURCE_DIR) -> dict[str, str]:
    """The SHA-256 of every Python source under ``root`` (outside ``_native``), by relative path."""
    return {
        path.relative_to(root).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*.py"))
        if "_native" not in path.relative_to(root).parts
    }


def native_build_matches(root: Path = SOURCE_DIR) -> bool:
    """Whether ``root/_native`` holds a build for this interpreter made from today's sources."""
    try:
        stamp = json.loads((root / "_native" / STAMP_NAME).read_text(encoding="utf-8"))
        return bool(
            stamp["ext_suffix"] == sysconfig.get_config_var("EXT_SUFFIX")
            and stamp["sources"] == source_digests(root)
        )
    except (OSError, ValueError, KeyError, TypeError):
        return False


def _use_native() -> bool:
    if os.environ.get("MADN_PURE") == "1" or not (NATIVE_DIR / STAMP_NAME).exists():
        return False
    if native_build_matches():
        return True
    warnings.warn(
        "core/_native was built from other sources: running the pure-Python core "
        "(`make native` rebuilds it)",
        stacklevel=2,
    )
    return False


NATIVE: bool = _use_native()
if NATIVE:
    __path__.insert(0, str(NATIVE_DIR))
