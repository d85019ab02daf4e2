"""`make mutation-net`: mutmut over the security and data modules of net/ and core's statistics,
history and record, with their fast tests (marker ``netrules``, tests/net/netrules.py).

mutmut 3.8.1 reads its settings only from ``[tool.mutmut]`` of the ``pyproject.toml`` in the
folder it runs in, and the project's own table is the rules modules' (`make mutation`). So this
tool writes a second setup in ``build/mutation-net/``: copies of core/, net/, tests/, tools/ and
docs/ and the project's pyproject.toml with its ``[tool.mutmut]`` replaced by :data:`MUTATE` and
the ``netrules`` selection; then it runs ``mutmut run`` there (pure-Python core, from scratch) and
``tools/mutation_report.py``, and keeps the report in ``build/mutation-net/mutants/report.txt``.

    python tools/mutation_net.py --jobs 2                          # every module (the lead's run)
    python tools/mutation_net.py --jobs 1 --only net/host/refusal_log.py   # one module
    python tools/mutation_net.py --only net/protocol/frames.py \
        --tests tests/net/protocol/test_frames.py
    python tools/mutation_net.py --prepare                         # only write the setup
    python tools/mutation_net.py --work build/mn-room --only net/host/room.py   # a second folder

To look at single mutants afterwards, run mutmut in that folder (docs/testing.md).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "mutation-net"
COPIED = ("core", "net", "tests", "tools", "docs")  # tests read docs/ (documented values)
SKIPPED = shutil.ignore_patterns("__pycache__", "_native", ".hypothesis", "mutants", "*.pyc")

# The modules issue 34 names: PIN gate, room, refusal log, frames, schema, randomness, admission,
# handshake, late arrivals, takeover, names; core's stats, history and record.
MUTATE = (
    "net/host/pin_gate.py",
    "net/host/room.py",
    "net/host/refusal_log.py",
    "net/protocol/frames.py",
    "net/protocol/schema.py",
    "net/lockstep/randomness.py",
    "net/host/admission.py",
    "net/protocol/handshake.py",
    "net/host/late.py",
    "net/host/takeover.py",
    "net/protocol/text.py",
    "core/stats/*",
    "core/seat_stats.py",
    "core/history.py",
    "core/history_file.py",
    "core/record.py",
)
TESTS = ("tests/net", "tests/core")  # with ``-m netrules``: the selection
PYTEST_ARGS = (
    "-p",
    "tests.net.netrules",
    "-p",
    "no:cacheprovider",
    "-p",
    "no:xvfb",
    "--hypothesis-profile=mutation",
)


def toml_list(values: tuple[str, ...] | list[str]) -> str:
    return json.dumps(list(values))  # a list of plain strings is the same in TOML and JSON


def mutmut_table(only: list[str], tests: list[str]) -> str:
    selection = [*tests, "-m", "netrules"]
    return "\n".join(
        [
            "[tool.mutmut]",
            f"source_paths = {toml_list(['core', 'net'])}",
            f"only_mutate = {toml_list(only)}",
            f"also_copy = {toml_list(['tools', 'docs'])}",
            f"pytest_add_cli_args_test_selection = {toml_list(selection)}",
            f"pytest_add_cli_args = {toml_list(PYTEST_ARGS)}",
            "",
        ]
    )


def with_table(pyproject: str, table: str) -> str:
    """``pyproject`` with its ``[tool.mutmut]`` table (up to the next table) replaced."""
    start = pyproject.index("\n[tool.mutmut]\n") + 1
    end = pyproject.find("\n[", start)
    rest = pyproject[end + 1 :] if end != -1 else ""
    return pyproject[:start] + table + "\n" + rest


def prepare(only: list[str], tests: list[str], work: Path = WORK) -> None:
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    for name in COPIED:
        shutil.copytree(ROOT / name, work / name, ignore=SKIPPED)
    pyproject = (ROOT / "pyproject.toml").read_text("utf-8")
    (work / "pyproject.toml").write_text(with_table(pyproject, mutmut_table(only, tests)), "utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="mutmut's children")
    parser.add_argument("--only", nargs="+", metavar="PATH", help="mutate only these modules")
    parser.add_argument(
        "--tests", nargs="+", metavar="PATH", help="only the netrules tests under these paths"
    )
    parser.add_argument("--prepare", action="store_true", help="write the setup, run nothing")
    parser.add_argument(
        "--work", type=Path, default=WORK, help="the folder of the setup (one per run at a time)"
    )
    args = parser.parse_args(argv)
    only = args.only or list(MUTATE)
    unknown = [p for p in only if not any(Path(p).match(m) or p == m for m in MUTATE)]
    if unknown:
        parser.error(f"not among the modules of mutation-net: {', '.join(unknown)}")
    tests = args.tests or list(TESTS)
    work = args.work.resolve()
    prepare(only, tests, work)
    if args.prepare:
        print(f"mutation-net: the setup is in {work}")
        return 0
    mutmut = Path(sys.executable).parent / "mutmut"
    env = dict(os.environ, MADN_PURE="1")
    start = time.monotonic()
    run = subprocess.run([str(mutmut), "run", "--max-children", str(args.jobs)], cwd=work, env=env)
    if run.returncode:
        return run.returncode
    seconds = time.monotonic() - start
    report = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "mutation_report.py")],
        cwd=work,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    report += (
        f"run time: {seconds:.0f} s, {args.jobs} workers, modules: {' '.join(only)}, "
        f"tests: {' '.join(tests)} -m netrules\n"
    )
    (work / "mutants" / "report.txt").write_text(report, "utf-8")
    print(report, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
