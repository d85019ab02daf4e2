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
    """The SHA-256 of every Python source under ``root`` (outside ``_native``; hidden files such
    as an editor's lock files left out), by relative path."""
    digests = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).parts
        if "_native" in parts or any(part.startswith(".") for part in parts) or not path.is_file():
            continue
        digests["/".join(parts)] = hashlib.sha256(path.read_bytes()).hexdigest()
    return digests


def native_build_matches(root: Path = SOURCE_DIR) -> bool:
    """Whether ``root/_native`` holds a whole build for this interpreter, made from today's
    sources: every source digest, the extension suffix, and every built file with its size."""
    native = root / "_native"
    try:
        stamp = json.loads((native / STAMP_NAME).read_text(encoding="utf-8"))
        built: dict[str, int] = stamp["built"]
        return bool(
            stamp["ext_suffix"] == sysconfig.get_config_var("EXT_SUFFIX")
            and built
            and all((native / name).stat().st_size == size for name, size in built.items())
            and stamp["sources"] == source_digests(root)
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
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
