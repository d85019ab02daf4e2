"""Routes: every move lists the progress values its figure passes through, start and target
included (out of the house the one step ``(-1, 0)``; a pass none), and the ``Moved`` happening
carries the same route, also when the command named only figure and target (the move's key is
figure, target and paths: the engine fills in the rest).
"""

from __future__ import annotations

import pytest

from core.board import HOUSE, route
from core.engine import apply
from core.happenings import Moved
from core.moves import PASS, Duty, Move, legal_moves
from tests.core.helpers import pos

Expected = list[tuple[int, int, tuple[int, ...]]]


@pytest.mark.parametrize(
    ("text", "moves"),
    [
        # Out of the house with a 6: the one step onto the start field.
        ("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6", [(0, 0, (-1, 0))]),
        # Two ring figures with a 4 (no duty: the start field is free, no 6).
        (
            "f=5,20,H,H/-/H,H,H,H/- turn=0 phase=move die=4",
            [(0, 9, (5, 6, 7, 8, 9)), (1, 24, (20, 21, 22, 23, 24))],
        ),
        # A 6 on the ring: seven values, start and target included.
        (
            "f=5,G4,G3,G2/-/H,H,H,H/- turn=0 phase=move die=6",
            [(0, 11, (5, 6, 7, 8, 9, 10, 11))],
        ),
        # From the ring into the goal lane: over the entrance (39) onto G3 (42).
        ("f=37,H,H,H/-/H,H,H,H/- turn=0 phase=move die=5", [(0, 42, (37, 38, 39, 40, 41, 42))]),
        # From the goal entrance onto G1.
        ("f=39,H,H,H/-/H,H,H,H/- turn=0 phase=move die=1", [(0, 40, (39, 40))]),
        # Inside the goal lane: G1 to G3.
        ("f=G1,H,H,H/-/H,H,H,H/- turn=0 phase=move die=2", [(0, 42, (40, 41, 42))]),
        # Jump in goal: G1 over the own G2 and G3 onto G4 passes them all.
        (
            "f=G1,G2,G3,H/-/H,H,H,H/- turn=0 phase=move die=3 rules=fc,jg",
            [(0, 43, (40, 41, 42, 43))],
        ),
        # Seat 3's figures, counted from seat 3's own start: progress, not ring fields.
        (
            "f=H,H,H,H/-/H,H,H,H/35,2,H,H turn=3 phase=move die=3 rules=-",
            [(0, 38, (35, 36, 37, 38)), (1, 5, (2, 3, 4, 5))],
        ),
        # A capture ends its route on the captured figure's field (green progress 28 = field 8).
        ("f=5,H,H,H/-/28,H,H,H/- turn=0 phase=move die=3", [(0, 8, (5, 6, 7, 8))]),
        # Two dice: twelve steps with 6+6, and out of the house with a double six.
        (
            "f=5,G4,G3,G2/-/H,H,H,H/- turn=0 phase=move die=6+6 dice=d6x2",
            [(0, 17, tuple(range(5, 18)))],
        ),
        (
            "f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6+6 dice=d6x2",
            [(0, 0, (-1, 0))],
        ),
        # Nothing to move: the pass has no route.
        ("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3", [(-1, HOUSE, ())]),
        # The railway changes no route.
        (
            "f=12,H,H,H/-/H,H,H,H/- turn=0 phase=move die=1 rules=fc,rw train=1 open=0",
            [(0, 13, (12, 13))],
        ),
    ],
)
def test_every_legal_move_has_its_route(text: str, moves: Expected) -> None:
    position = pos(text)
    legal = legal_moves(position)
    assert [(m.figure, m.target, m.route) for m in legal] == moves
    for move in legal:
        assert move.paths == ()
        assert move.key == (move.figure, move.target, ())
        if not move.is_pass:
            assert move.route == route(move.start, move.target)
            assert move.route[0] == move.start and move.route[-1] == move.target


def test_the_moved_happening_carries_the_route_of_the_move() -> None:
    position = pos("f=37,20,H,H/-/28,H,H,H/- turn=0 phase=move die=5 rules=-")
    for move in legal_moves(position):
        _, events = apply(position, move)
        assert events[0] == Moved(0, move.figure, move.start, move.target, move.route)


def test_a_move_named_by_figure_and_target_gets_its_full_route() -> None:
    # A record or a player names figure and target; the start given does not matter.
    position = pos("f=37,20,H,H/-/H,H,H,H/- turn=0 phase=move die=5")
    for command in (Move(0, 42, 42), Move(0, 0, 42), Move(0, -1, 42)):
        assert command.key == (0, 42, ())
        _, events = apply(position, command)
        assert events[0] == Moved(0, 0, 37, 42, (37, 38, 39, 40, 41, 42))
    _, events = apply(pos("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6"), Move(0, 0, 0))
    assert events[0] == Moved(0, 0, -1, 0, (-1, 0))


def test_a_pass_has_no_route_and_no_moved_happening() -> None:
    assert PASS.route == () and PASS.is_pass
    _, events = apply(pos("f=H,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3 rolls=2"), PASS)
    assert not any(isinstance(e, Moved) for e in events)


def test_duty_breaking_moves_keep_their_routes() -> None:
    # Penalties: with a 6 red must bring a figure out; moving the ring figure breaks the duty.
    position = pos("f=5,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6 rules=fc,pen")
    legal = legal_moves(position)
    assert [(m.figure, m.target, m.route, m.breaks) for m in legal] == [
        (0, 11, (5, 6, 7, 8, 9, 10, 11), Duty.BRING_OUT),
        (1, 0, (-1, 0), None),
        (-1, HOUSE, (), Duty.MOVE),
    ]


def test_board_route() -> None:
    assert route(HOUSE, 0) == (-1, 0)
    assert route(0, 6) == (0, 1, 2, 3, 4, 5, 6)
    assert route(38, 41) == (38, 39, 40, 41)
    assert route(41, 43) == (41, 42, 43)
