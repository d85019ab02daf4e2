"""``madn engine legal`` against the golden file of sampled event-mode inputs
(``tests/core/golden/event_legal.txt``, written by ``tools/make_golden.py``): in-process for
every row and once through a real process.
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pytest

from core.cli.engine import legal_line
from tests.core.cli.cli_event_support import run
from tools.make_golden import event_lines

GOLDEN = Path(__file__).parents[1] / "golden" / "event_legal.txt"


def _golden() -> list[tuple[str, str]]:
    rows = []
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        if line:
            given, _, expected = line.partition("\t")
            rows.append((given, expected))
    return rows


def test_the_event_golden_file_is_what_make_golden_writes() -> None:
    """The samples are reproducible: ``tools/make_golden.py`` writes this very file, so a change
    of the sampling (or of an answer) shows here instead of drifting away unnoticed."""
    assert GOLDEN.read_text(encoding="utf-8").splitlines() == event_lines()


def test_the_event_golden_file_covers_routes_dice_and_grown_goals() -> None:
    rows = _golden()
    assert len(rows) > 100
    inputs = [json.loads(given) for given, _ in rows]
    outputs = [json.loads(expected) for _, expected in rows]
    routes = [tuple(m["route"]) for o in outputs for m in o["moves"]]
    assert {("shortcut",), ("detour",)} <= set(routes)
    assert any(len(r) == 2 for r in routes)
    dice = {(d["dice"]["sides"], d["dice"]["count"]) for d in inputs if "dice" in d}
    assert {(4, 1), (10, 1)} <= dice and any(count == 2 for _, count in dice)
    assert any(max(d.get("goal", {"0": 4}).values()) > 4 for d in inputs)
    assert any(len(row) > 4 for d in inputs for row in d["figures"].values())
    assert any(m["star"] for o in outputs for m in o["moves"])
    assert any(m["captures"] for o in outputs for m in o["moves"])
    assert any(len(d["seats"]) == 2 and (d["seats"][1] - d["seats"][0]) % 2 for d in inputs)


@pytest.mark.parametrize("row", _golden(), ids=lambda row: f"{zlib.crc32(row[0].encode()):08x}")
def test_engine_legal_matches_the_event_golden_file(row: tuple[str, str]) -> None:
    given, expected = row
    assert json.dumps(legal_line(json.loads(given)), separators=(", ", ": ")) == expected


def test_the_event_golden_file_through_a_real_process() -> None:
    rows = _golden()
    done = run("engine", "legal", stdin="".join(given + "\n" for given, _ in rows))
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout == "".join(expected + "\n" for _, expected in rows)
