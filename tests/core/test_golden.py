"""Perft-style golden files: legal moves of sampled positions and game-tree leaf counts.

The files are written by ``tools/make_golden.py``; a change in the rules that alters any legal
move or any count fails here and must be deliberate (regenerate and review the diff). Being
written by the engine, they only catch change; ``test_golden_by_hand.py`` holds positions whose
moves were worked out by hand from the rule book.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from core.moves import legal_moves
from core.notation import parse_position
from core.position import Position
from tools.make_golden import describe, perft

GOLDEN = Path(__file__).parent / "golden"


def _lines(name: str) -> list[str]:
    return [line for line in (GOLDEN / name).read_text(encoding="utf-8").splitlines() if line]


def test_golden_files_cover_captures_penalties_and_passes() -> None:
    text = (GOLDEN / "legal_moves.txt").read_text(encoding="utf-8")
    assert len(_lines("legal_moves.txt")) > 200
    for marker in ("x", "!capture", "!bring_out", "!clear_start", "pass", "rules=fc,jg"):
        assert marker in text, marker


def _seen(position: Position) -> list[str]:
    return [text for m in legal_moves(position) if (text := describe(m)) != "pass!move"]


@pytest.mark.parametrize(
    ("option", "at_least"), [("jump_in_goal", 20), ("forced_capture", 8), ("penalties", 50)]
)
def test_golden_lines_include_decisions_where_each_option_matters(
    option: str, at_least: int
) -> None:
    mattering = 0
    for line in _lines("legal_moves.txt"):
        position = parse_position(line.partition(" | ")[0])
        flipped = position.rules.with_options(**{option: not getattr(position.rules, option)})
        mattering += _seen(position) != _seen(position.but(rules=flipped))
    assert mattering >= at_least


@pytest.mark.parametrize("line", _lines("legal_moves.txt"))
def test_legal_moves_match_the_golden_file(line: str) -> None:
    notation, _, expected = line.partition(" | ")
    position = parse_position(notation)
    assert " ".join(describe(m) for m in legal_moves(position)) == expected


@pytest.mark.parametrize("line", _lines("perft.txt"))
def test_perft_counts_match_the_golden_file(line: str) -> None:
    depth, count, notation = line.split(" ", 2)
    assert perft(parse_position(notation), int(depth)) == int(count)
