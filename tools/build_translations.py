"""The Qt Linguist workflow for the app's translations (see docs/translations.md).

    python tools/build_translations.py update  # lupdate: strings -> resources/translations/*.ts
    python tools/build_translations.py build   # lrelease: .ts -> madn_qt/translations/*.qm
    python tools/build_translations.py check   # untranslated strings, broken placeholders

The tools come from the PySide6 wheel (``pyside6-lupdate``/``pyside6-lrelease`` next to the running
Python, else on PATH). The .qm files are build output and not in git.
"""

from __future__ import annotations

import argparse
import os
import re
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
        # Written beside it, then renamed over it: a running app (or test) maps the old .qm
        # file, and rewriting that file in place would pull the pages from under it (SIGBUS).
        fresh = qm.with_suffix(".qm.new")
        subprocess.run(
            [
                tool("pyside6-lrelease"),
                "-silent",
                str(ts_file(language, ts_dir)),
                "-qm",
                str(fresh),
            ],
            check=True,
        )
        os.replace(fresh, qm)
        written.append(qm)
    return written


def _messages(ts: Path) -> list[tuple[str, str, list[str] | None]]:
    """(context, source, translations or None if unfinished) of every message in ``ts``."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            forms: list[str] | None = None
            if translation is not None and translation.get("type") != "unfinished":
                numerus = [f.text or "" for f in translation.iter("numerusform")]
                forms = numerus or [translation.text or ""]
                if not all(form.strip() for form in forms):
                    forms = None
            found.append((name, source, forms))
    return found


def unfinished(ts: Path, counts_only: bool = False) -> list[tuple[str, str]]:
    """(context, source) of every message in ``ts`` without a finished translation (of those
    with a count, ``%n``, only)."""
    return [
        (context, source)
        for context, source, forms in _messages(ts)
        if forms is None and (not counts_only or "%n" in source)
    ]


_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n|%[1-9]")


def mismatches(ts: Path) -> list[tuple[str, str, str]]:
    """(context, source, problem) where a translation loses or invents a placeholder or accelerator.

    A missing ``{name}`` silently drops information; an invented one makes ``str.format`` raise
    at run time. A lost ``&`` takes the keyboard accelerator away.
    """
    problems = []
    for context, source, forms in _messages(ts):
        for form in forms or []:
            want, got = sorted(_PLACEHOLDER.findall(source)), sorted(_PLACEHOLDER.findall(form))
            if want != got:
                problems.append((context, source, f"placeholders {want} became {got} in {form!r}"))
            if ("&" in source.replace("&&", "")) != ("&" in form.replace("&&", "")):
                problems.append((context, source, f"accelerator lost or added in {form!r}"))
    return problems


def check(ts_dir: Path = TS_DIR) -> int:
    """Print untranslated strings and placeholder mismatches; 1 if there are any."""
    status = 0
    for language in LANGUAGES:
        ts = ts_file(language, ts_dir)
        problems = [(c, s, "untranslated") for c, s in unfinished(ts)]
        if language == SOURCE_LANGUAGE:
            # English shows its source text, but a count needs its singular and plural forms
            # ("in the next 1 turns" otherwise).
            problems = [(c, s, "no plural forms") for c, s in unfinished(ts, counts_only=True)]
        problems += mismatches(ts)
        for context, source, problem in problems:
            print(f"{language}: [{context}] {source!r}: {problem}")
        if problems:
            status = 1
        print(f"{language}: {len(problems)} problem(s)", file=sys.stderr)
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
