"""Turn mutmut's results into a score line and a list of the mutants that were not killed.

Run from the repository root after ``mutmut run`` (``make mutation`` does both)::

    python tools/mutation_report.py            # score, counts by module, every survivor
    python tools/mutation_report.py --score    # the score line only

The output is deterministic: modules in path order, mutants by line and then by mutmut's number.
A survivor is shown as ``path:line  function  status  mutant name`` with the original line(s)
(``-``) and the mutated one(s) (``+``). A mutant counts as killed when a test failed (or errored)
with it, or when it made the tests time out; "survived" and "no tests" (no fast rule test calls
the function) count against the score. See docs/testing.md.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

MUTANTS = Path("mutants")

# The statuses that mutmut's exit codes stand for (mutmut.stats.status_by_exit_code, 3.8).
STATUS_BY_EXIT_CODE: dict[int | None, str] = {
    1: "killed",
    3: "killed",
    0: "survived",
    5: "no tests",
    2: "interrupted",
    None: "not checked",
    33: "no tests",
    34: "skipped",
    35: "suspicious",
    36: "timeout",
    37: "type check",
    -24: "timeout",
    24: "timeout",
    152: "timeout",
    255: "timeout",
    -11: "segfault",
    -9: "segfault",
}
DETECTED = {"killed", "timeout", "segfault", "type check"}
_NAME = re.compile(r"^(?P<module>.+)\.(?P<key>x(?:_|ǁ).+)__mutmut_(?P<number>\d+)$")
_HUNK = re.compile(r"^@@ -(?P<start>\d+)")


@dataclass(frozen=True)
class Mutant:
    name: str
    path: str
    status: str
    function: str  # "name" or "Class.name"
    number: int
    line: int
    removed: tuple[str, ...]
    added: tuple[str, ...]


def status_of(code: int | None) -> str:
    return STATUS_BY_EXIT_CODE.get(code, "suspicious")


def function_of(key: str) -> tuple[str, str | None]:
    """``x_name`` -> (name, None); ``xǁClassǁname`` -> (name, Class)."""
    if "ǁ" in key:
        _, cls, name = key.split("ǁ", 2)
        return name, cls
    return key[2:], None


def function_span(source: str, name: str, cls: str | None) -> tuple[int, int]:
    """First line (decorators included) and last line of a top-level function or method."""
    tree = ast.parse(source)
    body: list[ast.stmt] = tree.body
    if cls is not None:
        owner = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls)
        body = owner.body
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == name:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            return first, node.end_lineno or node.lineno
    raise LookupError(f"{cls + '.' if cls else ''}{name} not found")


def locate(diff: str, lines: list[str], span: tuple[int, int]) -> tuple[int, list[str], list[str]]:
    """The source line of a function-relative diff, with its removed and added lines."""
    removed: list[str] = []
    added: list[str] = []
    expected = span[0]
    offset = 0
    first_change: int | None = None
    for row in diff.splitlines():
        if row.startswith(("---", "+++")):
            continue
        if hunk := _HUNK.match(row):
            offset = int(hunk.group("start")) - 1
            continue
        if row.startswith("-"):
            removed.append(row[1:].strip())
            if first_change is None:
                first_change = offset
            offset += 1
        elif row.startswith("+"):
            added.append(row[1:].strip())
            if first_change is None:
                first_change = offset
        else:
            offset += 1
    if first_change is not None:
        expected = span[0] + first_change
    if removed:
        candidates = [
            n for n in range(max(1, span[0] - 5), span[1] + 1) if lines[n - 1].strip() == removed[0]
        ]
        if candidates:
            expected = min(candidates, key=lambda n: (abs(n - expected), n))
    return expected, removed, added


def diff_for(name: str, path: str) -> str:
    from mutmut.mutation.diff_apply import get_diff_for_mutant

    try:
        return get_diff_for_mutant(name, path=path)
    except (FileNotFoundError, KeyError, ValueError) as error:
        return f"? {error}"


def load(paths: list[str] | None) -> tuple[dict[str, Counter[str]], list[Mutant]]:
    """Status counts by module and every mutant that was not killed."""
    metas = sorted(MUTANTS.rglob("*.py.meta"))
    if not metas:
        raise SystemExit("no mutmut results under mutants/: run `make mutation` first")
    counts: dict[str, Counter[str]] = {}
    survivors: list[Mutant] = []
    for meta in metas:
        path = meta.relative_to(MUTANTS).as_posix().removesuffix(".meta")
        if paths and path not in paths:
            continue
        codes: dict[str, int | None] = json.loads(meta.read_text("utf-8"))["exit_code_by_key"]
        counts[path] = Counter(status_of(code) for code in codes.values())
        source = Path(path).read_text("utf-8")
        lines = source.splitlines()
        for name, code in codes.items():
            status = status_of(code)
            if status in DETECTED:
                continue
            match = _NAME.match(name)
            if match is None:
                continue
            func, cls = function_of(match.group("key"))
            span = function_span(source, func, cls)
            line, removed, added = locate(diff_for(name, path), lines, span)
            survivors.append(
                Mutant(
                    name=name,
                    path=path,
                    status=status,
                    function=f"{cls}.{func}" if cls else func,
                    number=int(match.group("number")),
                    line=line,
                    removed=tuple(removed),
                    added=tuple(added),
                )
            )
    survivors.sort(key=lambda m: (m.path, m.line, m.function, m.number))
    return counts, survivors


def score_line(counts: dict[str, Counter[str]]) -> str:
    total = Counter[str]()
    for c in counts.values():
        total.update(c)
    all_ = sum(total.values())
    detected = sum(total[s] for s in DETECTED)
    percent = 100.0 * detected / all_ if all_ else 0.0
    rest = ", ".join(f"{s} {n}" for s, n in sorted(total.items()) if s not in DETECTED)
    timeouts = f" ({total['timeout']} by timeout)" if total["timeout"] else ""
    return (
        f"mutation score: {detected}/{all_} killed{timeouts} = {percent:.1f} %"
        f"; not killed: {rest or 'none'}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--score", action="store_true", help="print the score line only")
    parser.add_argument("paths", nargs="*", help="only these source files (core/moves.py …)")
    args = parser.parse_args(argv)
    counts, survivors = load(args.paths or None)
    print(score_line(counts))
    if args.score:
        return 0
    print()
    print(f"{'module':<20} {'mutants':>7} {'killed':>7} {'survived':>8} {'no tests':>8}")
    for path, c in counts.items():
        detected = sum(c[s] for s in DETECTED)
        print(
            f"{path:<20} {sum(c.values()):>7} {detected:>7} {c['survived']:>8} {c['no tests']:>8}"
        )
    print()
    print(f"{len(survivors)} mutants not killed:")
    for m in survivors:
        print(f"{m.path}:{m.line}  {m.function}  {m.status}  {m.name}")
        for text in m.removed:
            print(f"    - {text}")
        for text in m.added:
            print(f"    + {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
