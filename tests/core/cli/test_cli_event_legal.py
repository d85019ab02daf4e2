"""``madn engine legal``'s event-mode keys (issue 12, docs/cli.md): the mode, star fields and
routes in the answer, other dice, grown goal lanes, two neighbouring seats, and the errors a bad
line gets; most checks call the filter in-process (:func:`core.cli.engine.legal_line`).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.core.cli.cli_event_support import H4, answer, event_input, jsonl, paths, run, shown


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
