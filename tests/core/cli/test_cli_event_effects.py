"""``madn engine event`` (issue 12, docs/cli.md): what each event of the wheel does to a table
(reinforcement, leader back, send back, rocket, swap, knocked out, the special train), what the
rules protect, bad lines, and a real process; most checks call the filter in-process
(:func:`core.cli.engine.event_line`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from core.cli.engine import event_line
from tests.core.cli.cli_event_support import H4, answer, jsonl, run, shown

# Red: a ring figure on 14, goal figures on 41 (unsafe: 42 is free) and 43 (the innermost: safe),
# one at home. Green: a ring figure on its progress 5 (field 25), goal figures on 40 (unsafe) and
# 42 (unsafe), one at home.
TABLE = {0: [14, 41, 43, -1], 2: [5, 40, 42, -1]}


def event(
    name: str, figures: dict[int, list[int]] | None = None, turn: int = 0, **extra: Any
) -> dict[str, Any]:
    figures = figures or TABLE
    line: dict[str, Any] = {
        "seats": sorted(figures),
        "figures": {str(s): row for s, row in figures.items()},
        "turn": turn,
        "event": name,
    }
    line.update(extra)
    try:
        result = event_line(line)
    except ValueError as error:
        return {"error": str(error)}
    loaded: dict[str, Any] = json.loads(json.dumps(result))
    return loaded


def after(
    figures: dict[int, list[int]], hit: list[list[int]], goal: dict[int, int] | None = None
) -> dict[str, Any]:
    return {
        "seats": sorted(figures),
        "figures": {str(s): row for s, row in figures.items()},
        "goal": {str(s): (goal or {}).get(s, len(row)) for s, row in figures.items()},
        "hit": hit,
    }


def test_reinforcement_grows_the_lane_at_its_entrance() -> None:
    # Every goal figure's progress grows by one; the new figure is the last, at home.
    assert event("reinforcement") == after(
        {0: [14, 42, 44, -1, -1], 2: [5, 40, 42, -1]}, [], {0: 5}
    )
    grown = event("reinforcement", {0: [14, 42, 44, -1, -1], 2: [5, 40, 42, -1]}, turn=2)
    assert grown == after({0: [14, 42, 44, -1, -1], 2: [5, 41, 43, -1, -1]}, [], {2: 5})


def test_leader_back_sends_every_seats_most_advanced_exposed_figure_home() -> None:
    # Red: 41 (43 is safe); green: 42.
    assert event("leader_back") == after(
        {0: [14, -1, 43, -1], 2: [5, 40, -1, -1]}, [[0, 1], [2, 2]]
    )


@pytest.mark.parametrize("name", ["send_back", "rocket"])
def test_send_back_and_rocket_hit_the_target(name: str) -> None:
    assert event(name, target=[2, 1]) == after({0: TABLE[0], 2: [5, -1, 42, -1]}, [[2, 1]])
    assert event(name, target=[2, 0]) == after({0: TABLE[0], 2: [-1, 40, 42, -1]}, [[2, 0]])


@pytest.mark.parametrize("name", ["send_back", "rocket"])
@pytest.mark.parametrize(
    ("target", "figures", "message"),
    [
        ([0, 0], None, "the target must be an opponent's figure, not seat 0's own"),
        ([2, 3], None, "(seat 2, figure 3) is in its house"),
        ([2, 1], {0: TABLE[0], 2: [5, 42, 43, -1]}, "is safe in its goal lane (GAME.md 4.1)"),
        ([2, 4], None, "seat 2 has no figure 4"),
        ([1, 0], None, "seat 1 is not one of the seats"),
        ([2], None, "'target' must be [seat, figure]"),
    ],
)
def test_send_back_and_rocket_refuse_what_the_rules_protect(
    name: str, target: list[int], figures: dict[int, list[int]] | None, message: str
) -> None:
    result = event(name, figures, target=target)
    assert set(result) == {"error"} and message in result["error"]


def test_with_no_possible_target_the_event_has_no_effect() -> None:
    safe = {0: TABLE[0], 2: [-1, 43, 42, -1]}  # green's goal figures are both safe
    for name in ("send_back", "rocket"):
        assert event(name, safe) == after(safe, [])
        assert "safe" in event(name, safe, target=[2, 2])["error"]
    assert "needs 'target'" in event("rocket")["error"]
    no_ring = {0: [41, -1, -1, -1], 2: TABLE[2]}
    assert event("swap", no_ring) == after(no_ring, [])


def test_swap_trades_fields_and_counts_progress_anew() -> None:
    # Red 14 (field 14) and green 5 (field 25): red to progress 25, green to 34 (field 14).
    assert event("swap", own=0, target=[2, 0]) == after(
        {0: [25, 41, 43, -1], 2: [34, 40, 42, -1]}, []
    )


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"own": 1, "target": [2, 0]}, "own figure 1 is in its goal lane: only ring figures swap"),
        ({"own": 3, "target": [2, 0]}, "own figure 3 is in its house"),
        ({"own": 0, "target": [2, 1]}, "is in its goal lane: only ring figures swap"),
        ({"own": 0, "target": [2, 3]}, "is in its house: only ring figures swap"),
        ({"own": 0, "target": [0, 1]}, "not seat 0's own"),
        ({"own": 0}, "swap needs 'target'"),
        ({"target": [2, 0]}, "'own' must be a figure of seat 0"),
        ({}, "swap needs 'target': [seat, figure] and 'own': figure"),
    ],
)
def test_swap_refuses_goal_and_house_figures(extra: dict[str, Any], message: str) -> None:
    result = event("swap", **extra)
    assert set(result) == {"error"} and message in result["error"]


def test_knocked_out_leaves_the_seats_and_the_figures() -> None:
    three = {0: TABLE[0], 1: [3, -1, -1, -1], 2: TABLE[2]}
    assert event("knocked_out", three, turn=1) == after({0: TABLE[0], 2: TABLE[2]}, [])
    # Of two players, one is left: the winner.
    assert event("knocked_out") == after({2: TABLE[2]}, [])


def test_the_special_train_spares_safe_goal_figures() -> None:
    # Crossings 13 and 35; the track passes the innermost goal fields of red and blue.
    figures = {0: [35, 43, 41, -1], 1: [3, 43, -1, -1], 2: [5, 40, 42, -1]}
    assert event("train", figures) == after(
        {0: [-1, 43, 41, -1], 1: [-1, 43, -1, -1], 2: [5, 40, 42, -1]}, [[0, 0], [1, 0]]
    )
    unsafe = {0: [12, 43, -1, -1], 2: H4}
    blue = {0: [12, -1, -1, -1], 1: [-1, -1, -1, 43], 2: H4}
    assert event("train", unsafe)["hit"] == []  # red's 43 is the innermost field: safe
    assert event("train", blue)["hit"] == []
    assert event("train", {0: [-1, -1, -1, -1], 2: [15, -1, -1, -1]})["hit"] == [[2, 0]]
    no_track = event("train", figures, rules={"railway": False})
    assert no_track == after(figures, [])


def test_the_train_runs_in_classic_mode_too() -> None:
    """GAME.md 4.2: the railway is a rule of both modes; ``engine event`` answers the train
    for a classic table exactly as for an event-mode one."""
    figures = {0: [35, 43, 41, -1], 1: [3, 43, -1, -1], 2: [5, 40, 42, -1]}
    classic = event("train", figures, mode="classic")
    assert (
        classic == event("train", figures) == event("train", figures, rules={"event_mode": False})
    )
    assert classic["hit"] == [[0, 0], [1, 0]]
    assert event("train", figures, mode="classic", rules={"railway": False})["hit"] == []


def test_the_track_passes_innermost_goal_fields_even_of_a_grown_lane() -> None:
    # Red's lane of five: the track passes its innermost field, progress 44, always safe; the
    # figure on 43 (innermost before the reinforcement) is no longer under the track.
    assert event("train", {0: [44, 43, -1, -1, -1], 2: H4})["hit"] == []
    assert event("train", {0: [43, -1, -1, -1, -1], 2: H4})["hit"] == []
    assert event("train", {0: [13, 43, -1, -1, -1], 2: H4})["hit"] == [[0, 0]]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ({"event": "earthquake"}, "'event' must be one of reinforcement, leader_back"),
        ({"event": "leader_back", "target": [2, 0]}, "'target' is only for"),
        ({"event": "rocket", "own": 0, "target": [2, 0]}, "'own' is only for swap"),
        ({"event": "rocket", "mode": "classic"}, "'mode' can only be \"event\""),
        ({"event": "swap", "rules": {"event_mode": False}}, "'mode' can only be \"event\""),
        ({"event": "train", "mode": "chess"}, '\'mode\' must be "classic" or "event"'),
        ({"event": "train", "die": 6}, "unknown key 'die'"),
        ({"event": "train", "turn": 1}, "'turn' must be one of the seats"),
        ({"event": "train", "goal": {"0": 3}}, "goal of seat 0"),
    ],
)
def test_bad_event_lines(line: dict[str, Any], message: str) -> None:
    base = {"seats": [0, 2], "figures": {"0": TABLE[0], "2": TABLE[2]}, "turn": 0}
    try:
        result: dict[str, Any] = event_line({**base, **line})
    except ValueError as error:
        result = {"error": str(error)}
    assert set(result) == {"error"} and message in result["error"]


def test_the_filters_answer_every_line_even_bytes_that_are_no_text() -> None:
    base = {"seats": [0, 2], "figures": {"0": TABLE[0], "2": TABLE[2]}, "turn": 0}
    text = jsonl({**base, "event": {"name": "rocket"}}, {**base, "event": ["train"]})
    for command in ("event", "legal"):
        done = subprocess.run(
            [sys.executable, "-m", "core.cli", "engine", command],
            input=b"\xff\xfe{\n" + text.encode(),
            capture_output=True,
            timeout=120,
        )
        assert done.returncode == 0 and done.stderr == b""
        out = [json.loads(line) for line in done.stdout.decode().splitlines()]
        assert len(out) == 3 and all(set(o) == {"error"} for o in out)
    with pytest.raises(ValueError, match="'event' must be one of"):
        event_line({**base, "event": {"name": "rocket"}})


def test_engine_event_as_a_real_process() -> None:
    base = {"seats": [0, 2], "figures": {"0": TABLE[0], "2": TABLE[2]}, "turn": 0}
    text = jsonl(
        {**base, "event": "send_back", "target": [2, 2]},
        "nonsense",
        {**base, "event": "send_back", "target": [0, 2]},
        {**base, "event": "reinforcement", "mode": "event", "goal": {"0": 4, "2": 4}},
    )
    done = run("engine", "event", stdin=text)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines() == [
        '{"seats": [0, 2], "figures": {"0": [14, 41, 43, -1], "2": [5, 40, -1, -1]}, '
        '"goal": {"0": 4, "2": 4}, "hit": [[2, 2]]}',
        '{"error": "not JSON: Expecting value at column 1"}',
        '{"error": "the target must be an opponent\'s figure, not seat 0\'s own"}',
        '{"seats": [0, 2], "figures": {"0": [14, 42, 44, -1, -1], "2": [5, 40, 42, -1]}, '
        '"goal": {"0": 5, "2": 4}, "hit": []}',
    ]


def test_an_event_answer_feeds_engine_legal() -> None:
    grown = event("reinforcement")
    line = {
        "mode": "event",
        "seats": grown["seats"],
        "figures": grown["figures"],
        "goal": grown["goal"],
        "turn": 0,
        "die": 1,
    }
    assert [shown(m) for m in answer(line)["moves"]] == ["0>15", "1>43"]
