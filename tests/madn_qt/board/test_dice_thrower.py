"""The dice are thrown by the seat that rolls (issue 33: "the die never leaves red's corner"): on
the real 3D board (Xvfb) and on the flat board, seats 0 to 3 roll in turn, the player at the
screen sitting at seat 0; each roll's dice come to rest on the roller's side of the table, nearer
its house than the house across, each seat's in a place of its own, inside the picture, and a
numbered die still reads for the player at the screen."""

from __future__ import annotations

import math

import pytest
from pytestqt.qtbot import QtBot

from core.chance import Dice
from core.layout import house_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView, dice
from madn_qt.board import camera as cam
from madn_qt.board.flat_board import FlatBoardView
from tests.madn_qt.board.view_support import ViewSetup

HOME = 0  # the player at the screen


def _rolling(seat: int) -> Position:
    base = initial_position(Rules(event_mode=True), (0, 1, 2, 3))
    return base.but(turn=seat, dice=Dice(10))


def _on_its_side(x: float, y: float, seat: int) -> None:
    towards = dice.towards_eye(cam.seat_yaw(seat))  # from the board's middle to the seat
    assert x * towards[0] + y * towards[1] > 1.5, (seat, x, y)
    own = house_cell(seat, 0)
    across = house_cell((seat + 2) % 4, 0)
    assert math.dist((x, y), own) < math.dist((x, y), across) - 1.0, (seat, x, y)


def _apart(places: list[tuple[float, float]], least: float) -> None:
    for i, a in enumerate(places):
        for b in places[i + 1 :]:
            assert math.dist(a, b) > least, places


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_rolling(0), animation_speed=40.0, home_seat=HOME)


@pytest.mark.gl
def test_on_the_3d_board_each_seat_s_dice_land_on_its_side(qtbot: QtBot, view: BoardView) -> None:
    places = []
    for seat in range(4):
        view.set_position(_rolling(seat))
        with qtbot.waitSignal(view.animation_finished, timeout=10000):
            view.roll_die((7,))
        assert not view._die.rolling
        model, lift = view._die.model()
        x, y = float(model[0, 3]), float(model[1, 3])
        assert lift == pytest.approx(0.0)
        _on_its_side(x, y, seat)
        places.append((x, y))
        shown = view.board_screen_pos(x, y)
        assert shown is not None and view.rect().contains(shown.toPoint())  # in the picture
        # The number reads for the player at the screen (its foot towards seat 0's camera).
        face = dice.d10().face_showing(7)
        assert face is not None
        up = model[:3, :3] @ face.up
        towards = dice.towards_eye(cam.seat_yaw(HOME))
        assert up[0] * towards[0] + up[1] * towards[1] < -0.9
        assert dice.top_value(dice.d10(), model[:3, :3]) == 7
    _apart(places, 1.0)


def test_on_the_flat_board_each_seat_s_dice_lie_on_its_side(qtbot: QtBot) -> None:
    board = FlatBoardView()
    qtbot.addWidget(board)
    board.resize(720, 720)
    board.set_animation_speed(20.0)
    board.set_home_seat(HOME)
    board.show()
    qtbot.waitExposed(board)
    places = []
    for seat in range(4):
        board.set_position(_rolling(seat))
        with qtbot.waitSignal(board.animation_finished, timeout=5000):
            board.roll_die((7,))
        (box,) = board.die_rects()
        centre = box.center()
        middle = board._to_screen(0.0, 0.0)
        own = board._to_screen(*house_cell(seat, 0)) - middle
        towards = centre - middle
        # On the roller's side of the board's middle (the flat board has two quarters the
        # track leaves free: seats 1 and 3 share them, their dice moved towards their side).
        assert towards.x() * own.x() + towards.y() * own.y() > 0, seat
        assert board.rect().contains(box.toRect())
        places.append((centre.x() / board._unit(), centre.y() / board._unit()))
    _apart(places, 0.3)
