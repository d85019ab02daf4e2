"""The engine command line in event mode (issue 12): ``engine legal`` with modes, grown goal lanes,
other dice and construction paths, ``engine event``, ``simulate --mode event`` and ``watch --mode
event``; the contract is docs/cli.md.

Most checks call the filters in-process (:func:`core.cli.engine.legal_line`,
:func:`core.cli.engine.event_line`); every command is also run at least once as a real process.
"""

from __future__ import annotations

import json
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest

from core.cli.engine import event_line, legal_line
from core.fastsim import simulate_random, supports
from core.rules import Rules
from tools.make_golden import event_lines

GOLDEN = Path(__file__).parents[1] / "golden" / "event_legal.txt"
H4 = [-1, -1, -1, -1]


def run(*args: str, stdin: str = "", timeout: int = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def jsonl(*lines: object) -> str:
    return "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)


def answer(line: dict[str, Any]) -> dict[str, Any]:
    """``legal_line`` as the process writes it (through JSON), errors as ``{"error": ...}``."""
    try:
        result = legal_line(line)
    except ValueError as error:
        return {"error": str(error)}
    loaded: dict[str, Any] = json.loads(json.dumps(result))
    return loaded


def paths(shortcut: int, detour: int) -> list[dict[str, Any]]:
    return [
        {"kind": "shortcut", "from": shortcut, "to": (shortcut + 4) % 40},
        {"kind": "detour", "from": detour, "to": (detour - 3) % 40},
    ]


def event_input(
    figures: dict[int, list[int]], turn: int, die: int | list[int], **extra: Any
) -> dict[str, Any]:
    line: dict[str, Any] = {
        "mode": "event",
        "seats": sorted(figures),
        "figures": {str(s): row for s, row in figures.items()},
        "turn": turn,
        "die": die,
    }
    line.update(extra)
    return line


def shown(move: dict[str, Any]) -> str:
    """A move as the tables below write it: ``F>T``, ``/sd`` for the paths taken in order,
    `` xS.F`` for a capture, `` *`` when it ends on a star field."""
    text = f"{move['figure']}>{move['to']}"
    if move["route"]:
        text += "/" + "".join(kind[0] for kind in move["route"])
    if move["captures"]:
        text += " x{}.{}".format(*move["captures"])
    if move.get("star"):
        text += " *"
    return text


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


# --- engine legal: the new keys --------------------------------------------------------------


def test_a_classic_line_gains_an_empty_route_and_no_star() -> None:
    line = {
        "seats": [0, 2],
        "figures": {"0": [-1, 5, 40, -1], "2": [12, -1, -1, -1]},
        "turn": 0,
        "die": 6,
    }
    done = run("engine", "legal", stdin=jsonl(line, {**line, "mode": "classic"}))
    expected = (
        '{"rolls_allowed": 1, "moves": [{"figure": 0, "from": -1, "to": 0, "captures": null, '
        '"figures": {"0": [0, 5, 40, -1], "2": [12, -1, -1, -1]}, "again": true, "route": []}]}\n'
    )
    assert done.stdout == expected * 2


def test_event_mode_marks_stars_and_lists_moves_by_figure_target_and_route() -> None:
    line = event_input({0: [4, 10, -1, -1], 2: H4}, 0, 5, paths=paths(5, 11))
    moves = answer(line)["moves"]
    assert [(m["figure"], m["to"], m["route"]) for m in moves] == [
        (0, 8, ["shortcut", "detour"]),
        (0, 9, []),
        (0, 12, ["shortcut"]),
        (1, 11, ["detour"]),
        (1, 15, []),  # 10-11, detour to 8, 9-10-11: stops on the junction
    ]
    assert [m["star"] for m in moves] == [False, False, True, False, False]
    assert moves[0]["figures"] == {"0": [8, 10, -1, -1], "2": H4}
    assert set(moves[0]) == {
        "figure",
        "from",
        "to",
        "captures",
        "figures",
        "again",
        "route",
        "star",
    }


def test_event_mode_without_paths_has_only_the_normal_way() -> None:
    moves = answer(event_input({0: [3, -1, -1, -1], 2: H4}, 0, 4))["moves"]
    assert [shown(m) for m in moves] == ["0>7 *"]


def test_rules_event_mode_is_the_same_as_the_mode_key() -> None:
    line = event_input({0: [3, -1, -1, -1], 2: H4}, 0, 3, paths=paths(5, 16))
    del line["mode"]
    line["rules"] = {"event_mode": True}
    assert answer(line) == answer(
        event_input({0: [3, -1, -1, -1], 2: H4}, 0, 3, paths=paths(5, 16))
    )


# (why, figures of red with green all home, dice, die, rolls allowed, moves, again for each)
DICE: list[tuple[str, list[int], dict[str, int] | None, Any, int, str, list[bool]]] = [
    ("a D6: a 6 brings a figure out and rolls again", H4, None, 6, 3, "0>0", [True]),
    ("a D4 cannot bring one out and gives one roll", H4, {"sides": 4}, 4, 1, "", []),
    ("a D4 never rolls again", [3, -1, -1, -1], {"sides": 4}, 4, 1, "0>7 *", [False]),
    ("a D10: a 6 brings a figure out and rolls again", H4, {"sides": 10}, 6, 3, "0>0", [True]),
    ("a D10: 7 to 10 do neither", [3, -1, -1, -1], {"sides": 10}, 9, 1, "0>12 *", [False]),
    (
        "two dice: a double six brings one out",
        [3, -1, -1, -1],
        {"count": 2},
        [6, 6],
        1,
        "1>0",
        [True],
    ),
    (
        "two dice: one 6 moves the sum and rolls again",
        [3, -1, -1, -1],
        {"count": 2},
        [6, 2],
        1,
        "0>11",
        [True],
    ),
    ("two dice: no 6, no further roll", [3, -1, -1, -1], {"count": 2}, [2, 3], 1, "0>8", [False]),
    ("two dice: three tries with nothing out", H4, {"sides": 6, "count": 2}, [6, 5], 3, "", []),
    ("two D4: one roll", H4, {"sides": 4, "count": 2}, [4, 4], 1, "", []),
    (
        "a 6 onto a star: the field event first, then the further roll",
        [1, 20, 30, 35],
        None,
        6,
        1,
        "0>7 *; 1>26; 2>36; 3>41",
        [True, True, True, True],
    ),
]


@pytest.mark.parametrize(
    ("why", "red", "dice", "die", "rolls", "expected", "again"), DICE, ids=[d[0] for d in DICE]
)
def test_rolls_allowed_and_again_follow_the_dice(
    why: str,
    red: list[int],
    dice: dict[str, int] | None,
    die: Any,
    rolls: int,
    expected: str,
    again: list[bool],
) -> None:
    extra = {"dice": dice} if dice is not None else {}
    result = answer(event_input({0: red, 2: H4}, 0, die, **extra))
    assert result["rolls_allowed"] == rolls, why
    assert "; ".join(shown(m) for m in result["moves"]) == expected, why
    assert [m["again"] for m in result["moves"]] == again, why


def test_grown_goal_lanes_and_longer_figure_lists() -> None:
    # Red has been reinforced twice: six figures, a lane of six (progress 40..45).
    red = [38, 45, 43, -1, -1, -1]
    line = event_input({0: red, 2: H4}, 0, 4, goal={"0": 6, "2": 4})
    moves = answer(line)["moves"]
    assert [shown(m) for m in moves] == ["0>42"]
    assert moves[0]["figures"]["0"] == [42, 45, 43, -1, -1, -1]
    # Without "goal" a lane is as long as the seat's figures.
    assert answer({**line, "goal": {"2": 4}}) == answer(line)
    assert answer(event_input({0: [43, -1, -1, -1, -1], 2: H4}, 0, 1))["moves"][0]["to"] == 44
    assert answer(event_input({0: [45, -1, -1, -1, -1], 2: H4}, 0, 1)) == {
        "error": "seat 0: progress must be -1..44"
    }


def test_a_knock_out_can_leave_two_neighbours_in_event_mode() -> None:
    line = event_input({0: [3, -1, -1, -1], 1: H4}, 0, 2)
    assert [shown(m) for m in answer(line)["moves"]] == ["0>5"]
    classic = {**line, "mode": "classic"}
    assert "opposite" in answer(classic)["error"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"mode": "chess"}, '\'mode\' must be "classic" or "event"'),
        ({"mode": "classic", "rules": {"event_mode": True}}, "the rules say event_mode=true"),
        ({"rules": {"event_mode": "yes"}}, "'event_mode' must be bool"),
        ({"rules": {"penalties": True}}, "penalties are a classic-mode option"),
        ({"mode": "classic", "paths": paths(5, 16)}, "'paths' need event mode"),
        ({"paths": paths(5, 16)[:1]}, "one shortcut and one detour"),
        ({"paths": [paths(5, 16)[0], paths(15, 16)[0]]}, "two of kind 'shortcut'"),
        ({"paths": [{"kind": "bridge", "from": 5, "to": 9}, paths(5, 16)[1]]}, '"detour"'),
        (
            {"paths": [{"kind": "shortcut", "from": 5, "to": 8}, paths(5, 16)[1]]},
            "a shortcut from 5 leads to 9, not 8",
        ),
        (
            {"paths": [paths(5, 16)[0], {"kind": "detour", "from": 16, "to": 19}]},
            "a detour from 16 leads to 13, not 19",
        ),
        (
            {"paths": [paths(5, 16)[0], {"kind": "detour", "from": 16, "to": 40}]},
            "ring fields 0..39",
        ),
        ({"paths": paths(6, 16)}, "may not touch a start field"),
        ({"paths": paths(5, 9)}, "share a field"),
        ({"paths": [{"kind": "shortcut", "from": 5}, paths(5, 16)[1]]}, '"kind", "from"'),
        ({"dice": {"sides": 8}}, "sides must be 4, 6 or 10"),
        ({"dice": {"count": 3}}, "count must be 1 or 2"),
        ({"dice": {"faces": 6}}, '"sides" and "count"'),
        ({"dice": {"sides": 4}, "die": 5}, "'die' must be an integer 1..4"),
        ({"dice": {"count": 2}}, "'die' must be a list of two integers 1..6"),
        ({"dice": {"count": 2}, "die": [6, 7]}, "'die' must be a list of two integers 1..6"),
        ({"die": [3, 3]}, "'die' must be an integer 1..6"),
        ({"goal": {"0": 3}}, "goal of seat 0 must be an integer 4..99"),
        ({"goal": {"1": 4}}, "not one of the seats"),
        ({"goal": [4, 4]}, "'goal' must map seats"),
    ],
)
def test_bad_event_lines_say_what_is_wrong(change: dict[str, Any], message: str) -> None:
    line = {**event_input({0: [3, -1, -1, -1], 2: H4}, 0, 3), **change}
    result = answer(line)
    assert set(result) == {"error"} and message in result["error"]


def test_classic_mode_still_needs_equal_figure_lists() -> None:
    line = {"seats": [0, 2], "figures": {"0": [-1] * 5, "2": H4}, "turn": 0, "die": 6}
    assert answer(line) == {"error": "every seat needs the same number of figures"}
    assert answer({**line, "mode": "event"})["moves"][0]["to"] == 0


def test_the_legal_filter_survives_bad_event_lines() -> None:
    good = event_input({0: [3, -1, -1, -1], 2: H4}, 0, 3, paths=paths(5, 16))
    text = jsonl(
        "{", {**good, "paths": 7}, {**good, "dice": {"sides": 12}}, [], good, '"text"', good
    )
    done = run("engine", "legal", stdin=text)
    assert done.returncode == 0 and done.stderr == ""
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [set(o) for o in out] == [{"error"}] * 3 + [
        {"error"},
        {"rolls_allowed", "moves"},
        {"error"},
        {"rolls_allowed", "moves"},
    ]


# --- the golden file of sampled event-mode inputs -------------------------------------------


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


# --- engine event ----------------------------------------------------------------------------

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


# --- simulate and watch ----------------------------------------------------------------------


def test_the_batched_simulator_does_not_play_event_mode() -> None:
    assert not supports(Rules(event_mode=True))
    assert simulate_random(2, 5, 1, Rules(event_mode=True)) is None


@pytest.mark.parametrize("level", ["random", "easy", "normal", "strong"])
def test_simulate_plays_event_mode_for_every_level(level: str) -> None:
    games = "1" if level == "strong" else "3"
    done = run(
        "simulate",
        "--players",
        f"{level},random",
        "--games",
        games,
        "--seed",
        "5",
        "--mode",
        "event",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.splitlines()[-1])
    assert summary["games"] == int(games) and sum(summary["wins"]) == int(games)


def test_simulate_event_mode_is_reproducible_and_combines_with_rules() -> None:
    args = (
        "simulate",
        "--players",
        "random,random,random",
        "--games",
        "4",
        "--seed",
        "2",
        "--mode",
        "event",
        "--rules",
        "railway=false,jump_in_goal=true",
        "--json",
    )
    first, second = (json.loads(run(*args).stdout.splitlines()[-1]) for _ in range(2))
    assert first["wins"] == second["wins"] and sum(first["wins"]) == 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--mode", "event", "--rules", "original"), "does not combine with penalties"),
        (("--mode", "event", "--rules", "penalties=true"), "does not combine with penalties"),
        (("--mode", "classic", "--rules", "event_mode=true"), "contradicts event_mode"),
        (("--mode", "party"), "invalid choice: 'party'"),
    ],
)
def test_mode_usage_errors(args: tuple[str, ...], message: str) -> None:
    for command in (("simulate", "--players", "random,random"), ("watch",)):
        done = run(*command, *args)
        assert done.returncode == 2
        assert message in done.stderr and "Traceback" not in done.stderr


def test_watch_shows_the_events_of_an_event_game() -> None:
    done = run(
        "watch", "--mode", "event", "--players", "random,random", "--seed", "4", "--delay", "0"
    )
    assert done.returncode == 0, done.stderr
    text = done.stdout
    assert "the wheel stops on" in text and "new paths: shortcut" in text
    assert "game over:" in text
    board, status = text.splitlines()[-12:-1], text.splitlines()[-1]
    assert any("*" in row for row in board)  # the board at the end marks the star fields
    assert status.startswith("shortcut ") and "die d" in status


def test_engine_board_lists_the_twelve_star_fields() -> None:
    done = run("engine", "board")
    stars = json.loads(done.stdout)["stars"]
    assert stars == [2, 4, 7, 12, 14, 17, 22, 24, 27, 32, 34, 37]
