"""``madn engine legal`` in event mode (issue 12, docs/cli.md): routes over the construction paths,
a table worked out by hand from GAME.md 4.4, checked in-process and through a real process.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.core.cli.cli_event_support import H4, answer, event_input, jsonl, paths, run, shown

# --- routes over the construction paths, worked out by hand from GAME.md 4.4 -----------------
#
# Red is seat 0, so its progress is the ring field; blue's progress p is field p + 10, green's
# p + 20, yellow's p + 30. A path costs one step; a figure on a junction at the start of its move
# or passing one with steps left may take it; a last step onto a junction just stops there; each
# path once per move. Star fields: 2, 4, 7, 12, 14, 17, 22, 24, 27, 32, 34, 37.
# (why, (shortcut junction, detour junction), figures by seat, turn, die, extra keys, moves)
BY_HAND: list[tuple[str, tuple[int, int], dict[int, list[int]], int, Any, dict[str, Any], str]] = [
    (
        "passes the shortcut's junction 5 with a step left: 3-4-5, then 9",
        (5, 16),
        {0: [3, -1, -1, -1], 2: H4},
        0,
        3,
        {},
        "0>6; 0>9/s",
    ),
    (
        "stands on the junction when the move begins",
        (5, 16),
        {0: [5, -1, -1, -1], 2: H4},
        0,
        1,
        {},
        "0>6; 0>9/s",
    ),
    (
        "the last step ends on the junction: it just stops there",
        (5, 16),
        {0: [4, -1, -1, -1], 2: H4},
        0,
        1,
        {},
        "0>5",
    ),
    (
        "14-15-16, the detour to 13, one step to 14: back where it began, on a star",
        (5, 16),
        {0: [14, -1, -1, -1], 2: H4},
        0,
        4,
        {},
        "0>14/d *; 0>18",
    ),
    (
        "from the junction 16: detour to 13, then 14-15-16 and it stops on the junction",
        (5, 16),
        {0: [16, -1, -1, -1], 2: H4},
        0,
        4,
        {},
        "0>16/d; 0>20",
    ),
    (
        "a path once per move: after 13-14-15-16 the last step goes on to 17",
        (5, 16),
        {0: [16, -1, -1, -1], 2: H4},
        0,
        5,
        {},
        "0>17/d *; 0>21",
    ),
    (
        "forced capture: only the route that captures green on field 9 (its progress 29)",
        (5, 16),
        {0: [3, -1, -1, -1], 2: [29, -1, -1, -1]},
        0,
        3,
        {},
        "0>9/s x2.0",
    ),
    (
        "forced capture off: both routes",
        (5, 16),
        {0: [3, -1, -1, -1], 2: [29, -1, -1, -1]},
        0,
        3,
        {"rules": {"forced_capture": False}},
        "0>6; 0>9/s x2.0",
    ),
    (
        "the start-field duty keeps every route of the start figure (0-6, or 0-5 and 9)",
        (5, 16),
        {0: [0, -1, -1, -1], 2: H4},
        0,
        6,
        {},
        "0>6; 0>9/s",
    ),
    (
        "... and then forced capture: the start figure takes its capturing route",
        (5, 16),
        {0: [0, -1, -1, -1], 2: [29, -1, -1, -1]},
        0,
        6,
        {},
        "0>9/s x2.0",
    ),
    (
        "both paths in one move: 4-5, shortcut to 9, 10-11, detour to 8",
        (5, 11),
        {0: [4, -1, -1, -1], 2: H4},
        0,
        5,
        {},
        "0>8/sd; 0>9; 0>12/s *",
    ),
    (
        "after the shortcut, 9-10-11 ends on the detour's junction: it stops",
        (5, 11),
        {0: [4, -1, -1, -1], 2: H4},
        0,
        4,
        {},
        "0>8; 0>11/s",
    ),
    (
        "red's shortcut at 37 would carry it past its goal entrance 39: closed",
        (37, 25),
        {0: [36, -1, -1, -1], 2: H4},
        0,
        3,
        {},
        "0>39",
    ),
    (
        "... into the goal lane the normal way",
        (37, 25),
        {0: [36, -1, -1, -1], 2: H4},
        0,
        5,
        {},
        "0>41",
    ),
    (
        "for blue the same shortcut is open: progress 27 to 31, one step to 32 (field 2, a star)",
        (37, 25),
        {1: [26, -1, -1, -1], 3: H4},
        1,
        3,
        {},
        "0>29; 0>32/s *",
    ),
    (
        "red's detour at 2 would carry it behind its start field: closed",
        (15, 2),
        {0: [1, -1, -1, -1], 2: H4},
        0,
        2,
        {},
        "0>3",
    ),
    (
        "for yellow it is open: progress 12 (field 2) to 9 (field 39)",
        (15, 2),
        {1: H4, 3: [11, -1, -1, -1]},
        3,
        2,
        {},
        "0>9/d; 0>13",
    ),
    (
        "two dice move by their sum, over the paths like one die",
        (5, 16),
        {0: [3, -1, -1, -1], 2: H4},
        0,
        [1, 2],
        {"dice": {"sides": 6, "count": 2}},
        "0>6; 0>9/s",
    ),
    (
        "a D4: 3-7 onto a star, or 3-4-5, shortcut to 9, then 10",
        (5, 16),
        {0: [3, -1, -1, -1], 2: H4},
        0,
        4,
        {"dice": {"sides": 4, "count": 1}},
        "0>7 *; 0>10/s",
    ),
    (
        "a house figure comes out onto the start field, never over a path",
        (5, 16),
        {0: [3, -1, -1, -1], 2: H4},
        0,
        6,
        {},
        "1>0",
    ),
]


@pytest.mark.parametrize(
    ("why", "junctions", "figures", "turn", "die", "extra", "expected"),
    [pytest.param(*row, id=row[0][:40]) for row in BY_HAND],
)
def test_routes_worked_out_by_hand(
    why: str,
    junctions: tuple[int, int],
    figures: dict[int, list[int]],
    turn: int,
    die: Any,
    extra: dict[str, Any],
    expected: str,
) -> None:
    line = event_input(figures, turn, die, paths=paths(*junctions), **extra)
    moves = answer(line)["moves"]
    assert "; ".join(shown(m) for m in moves) == expected, why


def test_the_hand_worked_routes_through_a_real_process() -> None:
    lines = [event_input(f, t, d, paths=paths(*j), **x) for _, j, f, t, d, x, _ in BY_HAND]
    done = run("engine", "legal", stdin=jsonl(*lines))
    assert done.returncode == 0 and done.stderr == ""
    got = [
        "; ".join(shown(m) for m in json.loads(out)["moves"]) for out in done.stdout.splitlines()
    ]
    assert len(got) == len(BY_HAND)
    for row, moves in zip(BY_HAND, got, strict=True):
        assert moves == row[-1], row[0]
