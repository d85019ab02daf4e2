"""The Qt Linguist workflow for the app's translations (see docs/translations.md).

    python tools/build_translations.py update  # lupdate: strings -> resources/translations/*.ts
    python tools/build_translations.py build   # lrelease: .ts -> madn_qt/translations/*.qm
    python tools/build_translations.py check   # list untranslated strings (exit 1 if any)

The tools come from the PySide6 wheel (``pyside6-lupdate``/``pyside6-lrelease`` next to the running
Python, else on PATH). The .qm files are build output and not in git.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "madn_qt"
TS_DIR = ROOT / "resources" / "translations"
QM_DIR = ROOT / "madn_qt" / "translations"
LANGUAGES = ("de", "it", "en")
SOURCE_LANGUAGE = "en"


def ts_file(language: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"madn_{language}.ts"


def tool(name: str) -> str:
    """The PySide6 tool ``name``: beside this interpreter (a venv), else on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.is_file():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (pip install PySide6-Essentials)")
    return found


def source_files(sources: Path = SOURCES) -> list[Path]:
    return sorted(p for p in sources.rglob("*.py") if "__pycache__" not in p.parts)


def update(sources: Path = SOURCES, ts_dir: Path = TS_DIR) -> None:
    """Refresh every .ts file from the strings in ``sources`` (obsolete strings are dropped)."""
    ts_dir.mkdir(parents=True, exist_ok=True)
    files = [os.path.relpath(p, ROOT) for p in source_files(sources)]
    for language in LANGUAGES:
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *files,
                "-locations",
                "relative",
                "-no-obsolete",
                "-source-language",
                SOURCE_LANGUAGE,
                "-target-language",
                language,
                "-ts",
                str(ts_file(language, ts_dir)),
            ],
            cwd=ROOT,
            check=True,
        )


def build(ts_dir: Path = TS_DIR, qm_dir: Path = QM_DIR) -> list[Path]:
    """Compile every .ts file into a .qm file in ``qm_dir``; returns the files written."""
    qm_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for language in LANGUAGES:
        qm = qm_dir / f"madn_{language}.qm"
        subprocess.run(
            [tool("pyside6-lrelease"), "-silent", str(ts_file(language, ts_dir)), "-qm", str(qm)],
            check=True,
        )
        written.append(qm)
    return written


def unfinished(ts: Path) -> list[tuple[str, str]]:
    """(context, source) of every message in ``ts`` without a finished translation."""
    missing = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            empty = translation is None or not ("".join(translation.itertext()).strip())
            if translation is None or translation.get("type") == "unfinished" or empty:
                missing.append((name, message.findtext("source", "")))
    return missing


def check(ts_dir: Path = TS_DIR) -> int:
    """Print untranslated strings of the translated languages; 1 if there are any."""
    status = 0
    for language in LANGUAGES:
        if language == SOURCE_LANGUAGE:
            continue
        missing = unfinished(ts_file(language, ts_dir))
        for context, source in missing:
            print(f"{language}: [{context}] {source}")
        if missing:
            status = 1
        print(f"{language}: {len(missing)} untranslated", file=sys.stderr)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="update, build or check the translations")
    parser.add_argument("command", choices=("update", "build", "check"))
    parser.add_argument("--qm-dir", type=Path, default=QM_DIR, help="where build writes .qm files")
    parser.add_argument("--ts-dir", type=Path, default=TS_DIR, help="where the .ts files live")
    parser.add_argument("--sources", type=Path, default=SOURCES, help="package to scan (update)")
    args = parser.parse_args(argv)
    if args.command == "update":
        update(args.sources, args.ts_dir)
        return 0
    if args.command == "build":
        build(args.ts_dir, args.qm_dir)
        return 0
    return check(args.ts_dir)


if __name__ == "__main__":
    raise SystemExit(main())
