"""Construction paths (GAME.md 4.4, docs/rules.md "Construction paths").

A pair lies on the board: the green shortcut leads from its junction 4 ring fields forward, the
orange detour from its junction 3 ring fields back; neither starts or ends on a start field and
the two share no field. Taking a path costs one die step. A figure standing on a junction when
its move begins, or passing over one with steps left, may take it; one whose last step ends on a
junction just stops there. Each path at most once a move, both in one move allowed. Closed: a
shortcut past the figure's own goal entrance, a detour behind its own start field. A path jumps:
captures and star fields count on the final field only. Every route is its own legal move; the
duties look at all routes, in order: the start field or the six first, then forced capture among
the moves left. A move may end where it began.

Moves are written ``(figure, target, route, paths)`` below, paths as the record's letters.
"""

from __future__ import annotations

import pytest

from core.board import FIELDS_PER_SEAT, RING_SIZE
from core.event.construction import DETOUR, PAIRS, SHORTCUT, Paths
from core.happenings import Captured, Moved, TurnStarted
from core.moves import Move, legal_moves
from core.notation import NotationError
from core.position import Phase, Position
from core.tokens import format_command, parse_command
from tests.core.helpers import pos, refusal, run

LETTERS = {SHORTCUT: "s", DETOUR: "d"}
Offered = tuple[int, int, tuple[int, ...], str]


def offered(position: Position) -> list[Offered]:
    return [
        (m.figure, m.target, m.route, "".join(LETTERS[k] for k in m.paths))
        for m in legal_moves(position)
    ]


def moving(figures: str, die: int, paths: str, rules: str = "fc,ev", turn: int = 0) -> Position:
    return pos(f"f={figures} turn={turn} phase=move die={die} rules={rules} open=0 paths={paths}")


# --- the pairs ----------------------------------------------------------------------------------


def test_every_pair_the_rule_allows_is_listed_once_in_a_fixed_order() -> None:
    def start(field: int) -> bool:
        return field % FIELDS_PER_SEAT == 0

    allowed = []
    for shortcut in range(RING_SIZE):
        for detour in range(RING_SIZE):
            fields = [shortcut, (shortcut + 4) % 40, detour, (detour - 3) % 40]
            if not any(start(f) for f in fields) and len(set(fields)) == 4:
                allowed.append(Paths(shortcut, detour))
    assert list(PAIRS) == allowed
    assert len(PAIRS) == 912
    assert Paths(37, 21).shortcut_end == 1 and Paths(21, 2).detour_end == 39


@pytest.mark.parametrize(
    "paths",
    ["6:21", "10:21", "21:3", "21:30", "5:12", "1:5", "5:9", "40:21"],
)
def test_the_notation_refuses_a_pair_the_rule_does_not_allow(paths: str) -> None:
    with pytest.raises(NotationError):
        pos(f"f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rules=fc,ev open=0 paths={paths}")


def test_an_event_game_under_way_always_has_a_pair() -> None:
    with pytest.raises(NotationError) as raised:
        pos("f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rules=fc,ev open=0")
    assert str(raised.value) == "event mode needs paths= once the game has begun"


# --- where a path may be taken ------------------------------------------------------------------


def test_a_figure_standing_on_a_junction_may_take_its_path() -> None:
    # The shortcut 5 -> 9: from 5 with a 3 plainly to 8, or over the shortcut to 9, 10, 11.
    position = moving("5,H,H,H/-/H,H,H,H/-", 3, "5:21")
    assert offered(position) == [(0, 8, (5, 6, 7, 8), ""), (0, 11, (5, 9, 10, 11), "s")]
    after, events = run(position, "m0>11/s")
    assert events == [Moved(0, 0, 5, 11, (5, 9, 10, 11), (SHORTCUT,)), TurnStarted(2, 3)]
    assert after.figures[0] == (11, -1, -1, -1)
    # The target alone does not name the path's move.
    assert refusal(position, parse_command("m0>11")) == ("figure 0 to 11 is not a legal move here")


def test_a_figure_passing_over_a_junction_with_steps_left_may_take_its_path() -> None:
    position = moving("3,H,H,H/-/H,H,H,H/-", 4, "5:21")
    assert offered(position) == [(0, 7, (3, 4, 5, 6, 7), ""), (0, 10, (3, 4, 5, 9, 10), "s")]


def test_a_figure_whose_last_step_ends_on_a_junction_just_stops_there() -> None:
    position = moving("3,H,H,H/-/H,H,H,H/-", 2, "5:21")
    assert offered(position) == [(0, 5, (3, 4, 5), "")]


def test_the_detour_leads_three_fields_back() -> None:
    # The detour 24 -> 21: from 22 with a 3 over it to 21.
    position = moving("22,H,H,H/-/H,H,H,H/-", 3, "1:24")
    assert offered(position) == [(0, 21, (22, 23, 24, 21), "d"), (0, 25, (22, 23, 24, 25), "")]


def test_a_move_may_end_where_it_began_and_its_star_field_counts() -> None:
    # From 22 (a star field) with a 4: to 23, 24, over the detour to 21, and on to 22.
    position = moving("22,H,H,H/-/H,H,H,H/-", 4, "1:24")
    assert offered(position) == [
        (0, 22, (22, 23, 24, 21, 22), "d"),
        (0, 26, (22, 23, 24, 25, 26), ""),
    ]
    after, events = run(position, "m0>22/d")
    assert events == [Moved(0, 0, 22, 22, (22, 23, 24, 21, 22), (DETOUR,))]
    assert after.phase is Phase.WHEEL and after.figures[0] == (22, -1, -1, -1)


def test_a_move_may_take_the_shortcut_and_then_the_detour() -> None:
    # Shortcut 5 -> 9, detour 11 -> 8; from 4 with a 5.
    position = moving("4,H,H,H/-/H,H,H,H/-", 5, "5:11")
    assert offered(position) == [
        (0, 8, (4, 5, 9, 10, 11, 8), "sd"),
        (0, 9, (4, 5, 6, 7, 8, 9), ""),
        (0, 12, (4, 5, 9, 10, 11, 12), "s"),
    ]
    _, events = run(position, "m0>8/sd")
    assert events[0] == Moved(0, 0, 4, 8, (4, 5, 9, 10, 11, 8), (SHORTCUT, DETOUR))
    assert refusal(position, parse_command("m0>8/ds")) == "figure 0 to 8 is not a legal move here"


def test_a_move_may_take_the_detour_and_then_the_shortcut() -> None:
    # Detour 15 -> 12, shortcut 13 -> 17; from 14 with a 4.
    position = moving("14,H,H,H/-/H,H,H,H/-", 4, "13:15")
    assert offered(position) == [
        (0, 14, (14, 15, 12, 13, 14), "d"),
        (0, 17, (14, 15, 12, 13, 17), "ds"),
        (0, 18, (14, 15, 16, 17, 18), ""),
    ]


def test_each_path_is_taken_at_most_once_a_move() -> None:
    # Detour 12 -> 9; from 12 with a 5: over the detour, back to 12 with one step left, then on.
    position = moving("12,H,H,H/-/H,H,H,H/-", 5, "25:12")
    assert offered(position) == [
        (0, 13, (12, 9, 10, 11, 12, 13), "d"),
        (0, 17, (12, 13, 14, 15, 16, 17), ""),
    ]


def test_a_route_may_not_end_on_an_own_figure_but_may_jump_it() -> None:
    # Shortcut 3 -> 7: figure 0 from 2 over it would end on its own 8; plainly it ends on 5.
    # Figure 1 from 8 to 11 passes nothing.
    position = moving("2,8,H,H/-/H,H,H,H/-", 3, "3:21")
    assert offered(position) == [(0, 5, (2, 3, 4, 5), ""), (1, 11, (8, 9, 10, 11), "")]
    # Its own figure on field 5, between the shortcut's ends, does not hinder the jump.
    jumping = moving("2,5,H,H/-/H,H,H,H/-", 3, "3:21")
    assert (0, 8, (2, 3, 7, 8), "s") in offered(jumping)


# --- closed paths -------------------------------------------------------------------------------


def test_a_shortcut_past_the_own_goal_entrance_is_closed() -> None:
    # Shortcut 37 -> 1: seat 0 at progress 37 would be carried to 41, past its entrance 39.
    assert offered(moving("36,H,H,H/-/H,H,H,H/-", 3, "37:21")) == [(0, 39, (36, 37, 38, 39), "")]
    # For seat 2 field 37 is progress 17: the same shortcut is open.
    assert offered(moving("H,H,H,H/-/16,H,H,H/-", 3, "37:21", turn=2)) == [
        (0, 19, (16, 17, 18, 19), ""),
        (0, 22, (16, 17, 21, 22), "s"),
    ]


def test_a_shortcut_up_to_the_own_goal_entrance_is_open_and_the_goal_lane_follows() -> None:
    # Shortcut 35 -> 39: from 35 to the entrance 39 with one step, then into the goal.
    assert offered(moving("35,H,H,H/-/H,H,H,H/-", 2, "35:21")) == [
        (0, 37, (35, 36, 37), ""),
        (0, 40, (35, 39, 40), "s"),
    ]


def test_a_detour_behind_the_own_start_field_is_closed() -> None:
    # Detour 2 -> 39: seat 0 at progress 2 would go back to -1, behind its start field.
    assert offered(moving("1,H,H,H/-/H,H,H,H/-", 3, "21:2")) == [(0, 4, (1, 2, 3, 4), "")]
    # For seat 2 field 2 is progress 22: back to progress 19 (field 39), and on to 20.
    assert offered(moving("H,H,H,H/-/21,H,H,H/-", 3, "21:2", turn=2)) == [
        (0, 20, (21, 22, 19, 20), "d"),
        (0, 24, (21, 22, 23, 24), ""),
    ]


def test_goal_lanes_are_never_changed_and_a_detour_before_the_entrance_still_leads_back() -> None:
    # Detour 38 -> 35: from 37 with a 4 back over it and to 37 again, or plainly into G2.
    assert offered(moving("37,H,H,H/-/H,H,H,H/-", 4, "21:38")) == [
        (0, 37, (37, 38, 35, 36, 37), "d"),
        (0, 41, (37, 38, 39, 40, 41), ""),
    ]
    # A goal figure has its plain move only.
    assert offered(moving("G1,H,H,H/-/H,H,H,H/-", 2, "21:38")) == [(0, 42, (40, 41, 42), "")]


# --- captures and star fields on the final field only -------------------------------------------


def test_a_path_jumps_the_figures_and_stars_between_its_ends() -> None:
    # Shortcut 3 -> 7: seat 2's figures on field 4 (a star) and field 7 (a star, the path's end,
    # passed with a step left) are not captured; field 8 is no star.
    position = moving("2,H,H,H/-/24,27,H,H/-", 3, "3:21")
    assert offered(position) == [(0, 5, (2, 3, 4, 5), ""), (0, 8, (2, 3, 7, 8), "s")]
    after, events = run(position, "m0>8/s")
    assert events == [Moved(0, 0, 2, 8, (2, 3, 7, 8), (SHORTCUT,)), TurnStarted(2, 1)]
    assert after.figures[2] == (24, 27, -1, -1)


def test_a_capture_on_a_paths_final_field_counts_and_is_forced() -> None:
    position = moving("2,H,H,H/-/28,H,H,H/-", 3, "3:21")
    assert legal_moves(position) == [Move(0, 2, 8, (2, 0), None, (2, 3, 7, 8), (SHORTCUT,))]
    _, events = run(position, "m0>8/s")
    assert events[1] == Captured(2, 0, 28, 0, 0, 8)


def test_a_star_at_a_paths_end_counts_when_the_move_ends_there() -> None:
    after, _ = run(moving("2,H,H,H/-/H,H,H,H/-", 2, "3:21"), "m0>7/s")
    assert after.phase is Phase.WHEEL


# --- duties over all routes ---------------------------------------------------------------------


def test_a_start_field_figure_with_a_capturing_route_must_take_it() -> None:
    # Shortcut 1 -> 5: from the start field with a 3 plainly to 3, or over the shortcut to 6,
    # where seat 2's figure (progress 26) stands.
    position = moving("0,H,H,H/-/26,H,H,H/-", 3, "1:2")
    assert legal_moves(position) == [Move(0, 0, 6, (2, 0), None, (0, 1, 5, 6), (SHORTCUT,))]


def test_the_start_field_duty_comes_before_another_figures_capture() -> None:
    # Figure 1 at 12 would capture on field 15; the start-field figure must move, by any route.
    position = moving("0,12,H,H/-/35,H,H,H/-", 3, "1:2")
    assert offered(position) == [(0, 3, (0, 1, 2, 3), ""), (0, 6, (0, 1, 5, 6), "s")]


def test_forced_capture_chooses_among_every_figures_routes() -> None:
    # Shortcut 5 -> 9: figure 0 from 3 with a 4 plainly to 7 or over it to 10, where seat 2's
    # figure (progress 30) stands; figure 1 from 30 to 34.
    figures = "3,30,H,H/-/30,H,H,H/-"
    assert offered(moving(figures, 4, "5:21")) == [(0, 10, (3, 4, 5, 9, 10), "s")]
    assert offered(moving(figures, 4, "5:21", rules="ev")) == [
        (0, 7, (3, 4, 5, 6, 7), ""),
        (0, 10, (3, 4, 5, 9, 10), "s"),
        (1, 34, (30, 31, 32, 33, 34), ""),
    ]


def test_the_six_duty_comes_before_a_capturing_route_and_leaving_takes_no_path() -> None:
    # With a 6 figure 0 could reach seat 2's figure on field 12 over the shortcut 5 -> 9.
    position = moving("3,H,H,H/-/32,H,H,H/-", 6, "5:21")
    assert legal_moves(position) == [Move(1, -1, 0, None, None, (-1, 0))]


# --- the record's tokens ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "paths"),
    [
        ("m0>11/s", (SHORTCUT,)),
        ("m2>21/d", (DETOUR,)),
        ("m0>8/sd", (SHORTCUT, DETOUR)),
        ("m1>17/ds", (DETOUR, SHORTCUT)),
        ("m3>40", ()),
    ],
)
def test_a_route_is_written_with_the_paths_it_takes_in_order(
    token: str, paths: tuple[str, ...]
) -> None:
    command = parse_command(token)
    assert isinstance(command, Move) and command.paths == paths
    assert format_command(command) == token
