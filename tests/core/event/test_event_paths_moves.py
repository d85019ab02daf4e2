"""Construction paths among a seat's other moves (GAME.md 4.4, docs/rules.md "Construction paths").

Every figure keeps its moves beside another figure's routes. The junctions are absolute ring
fields, for every seat alike. With jump in goal a route over a path may jump own goal figures
like any move. A route that ends in the goal lane captures nobody, whoever stands on the ring
field that would have the same number. Without forced capture a start-field figure may take any
of its routes.

Moves are written ``(figure, target, route, paths)`` as in ``test_event_paths.py``.
"""

from __future__ import annotations

import pytest

from core.event.construction import SHORTCUT
from core.moves import Move, legal_moves
from tests.core.event.test_event_paths import moving, offered
from tests.core.helpers import pos


def test_every_figure_keeps_its_moves_beside_a_later_figures_routes() -> None:
    # Shortcut 21 -> 25: figure 1 passes it with a step left; figure 0 moves plainly.
    assert offered(moving("5,19,H,H/-/H,H,H,H/-", 3, "21:38")) == [
        (0, 8, (5, 6, 7, 8), ""),
        (1, 22, (19, 20, 21, 22), ""),
        (1, 25, (19, 20, 21, 25), "s"),
    ]


@pytest.mark.parametrize(
    ("seat", "start", "plain", "over"),
    [(1, 9, (9, 10, 11, 12), (9, 10, 11, 15)), (3, 29, (29, 30, 31, 32), (29, 30, 31, 35))],
)
def test_the_junctions_are_absolute_fields_for_every_seat(
    seat: int, start: int, plain: tuple[int, ...], over: tuple[int, ...]
) -> None:
    # Shortcut 21 -> 25 is progress 11 -> 15 for seat 1 and 31 -> 35 for seat 3.
    row = f"{start},H,H,H"
    figures = f"-/{row}/-/H,H,H,H" if seat == 1 else f"-/H,H,H,H/-/{row}"
    position = pos(f"f={figures} turn={seat} phase=move die=3 rules=fc,ev open=1 paths=21:38")
    assert offered(position) == [(0, plain[-1], plain, ""), (0, over[-1], over, "s")]


def test_with_jump_in_goal_a_route_over_a_path_jumps_own_goal_figures() -> None:
    # Shortcut 33 -> 37, then 38, 39 and into the goal lane over the own figure on G1.
    assert offered(moving("33,G1,H,H/-/H,H,H,H/-", 5, "33:25", rules="fc,jg,ev")) == [
        (0, 38, (33, 34, 35, 36, 37, 38), ""),
        (0, 41, (33, 37, 38, 39, 40, 41), "s"),
    ]
    # Without it the figure on G1 blocks that route.
    assert offered(moving("33,G1,H,H/-/H,H,H,H/-", 5, "33:25")) == [
        (0, 38, (33, 34, 35, 36, 37, 38), ""),
    ]


@pytest.mark.parametrize(("opponent", "die", "plain", "goal"), [(20, 4, 37, 40), (21, 5, 38, 41)])
def test_a_route_into_the_goal_lane_captures_nobody(
    opponent: int, die: int, plain: int, goal: int
) -> None:
    # Seat 2's figure on ring field 0 (or 1): seat 0's progress 0 (1), not its G1 (G2).
    position = moving(f"33,H,H,H/-/{opponent},H,H,H/-", die, "33:25")
    assert legal_moves(position) == [
        Move(0, 33, plain, None, None, tuple(range(33, plain + 1))),
        Move(0, 33, goal, None, None, (33, *range(37, goal + 1)), (SHORTCUT,)),
    ]


def test_without_forced_capture_a_start_field_figure_may_take_any_route() -> None:
    # Shortcut 1 -> 5: the route over it captures seat 2's figure on field 6; the plain one not.
    assert offered(moving("0,H,H,H/-/26,H,H,H/-", 3, "1:2", rules="ev")) == [
        (0, 3, (0, 1, 2, 3), ""),
        (0, 6, (0, 1, 5, 6), "s"),
    ]
