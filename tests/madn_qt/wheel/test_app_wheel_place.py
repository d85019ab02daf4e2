"""Where the wheel stands over the board (issue 33): in the real window at 1024 x 768 and
1280 x 800, on the flat and the 3D board, with a grown event game open, the wheel turning for
each seat leaves that seat's house and start field free (it covered blue's at 1280 x 800), and
the rocket's wheel leaves its targets free; it stays whole inside the board."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRect, QSize
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.board import start_field
from core.event.wheel import FIRST_SLICE, Event
from core.happenings import WheelDrawn
from core.layout import ring_cell
from madn_qt.board.marks import seat_places
from madn_qt.board.places import house_spots
from madn_qt.files.saved_game import read
from madn_qt.play.animator import TargetDraw
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import make_window

GROWN = Path(__file__).parents[2] / "data" / "grown"
SIZES = [QSize(1024, 740), QSize(1280, 770)]  # the screens less a title bar


def sized_window(qtbot: QtBot, tmp_path: Path, size: QSize, flat: bool) -> MainWindow:
    window = make_window(qtbot, tmp_path, flat=flat)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    window.show_opened_game(read(GROWN / "seat0-confirm.madn"), seed=3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(), timeout=15000)
    return window


def on_screen(board: QWidget, x: float, y: float) -> QPointF:
    point = board.board_screen_pos(x, y)  # type: ignore[attr-defined]
    assert isinstance(point, QPointF)
    return point


def own_places(board: QWidget, seat: int) -> list[tuple[str, QPointF]]:
    """The seat's house places and start field where the board shows them."""
    position = board.shown_position()  # type: ignore[attr-defined]
    places = [
        (f"house {spot.index + 1}", on_screen(board, *spot.centre))
        for spot in house_spots(seat, seat_places(position, seat))
    ]
    x, y = ring_cell(start_field(seat))
    return [*places, ("start field", on_screen(board, float(x), float(y)))]


def covers(rect: QRect, point: QPointF, pad: float) -> bool:
    return (
        rect.left() - pad <= point.x() <= rect.right() + pad
        and rect.top() - pad <= point.y() <= rect.bottom() + pad
    )


@pytest.mark.parametrize("flat", [True, False], ids=["flat", "3d"])
@pytest.mark.parametrize("size", SIZES, ids=["1024x768", "1280x800"])
def test_the_wheel_leaves_the_seat_it_turns_for_free(
    qtbot: QtBot, tmp_path: Path, styled: None, size: QSize, flat: bool
) -> None:
    window = sized_window(qtbot, tmp_path, size, flat)
    board, box = window.board, window.panel.event_box
    position = window.controller.position
    assert position is not None
    found: list[str] = []
    for seat in position.seats:
        drawn = WheelDrawn(seat, Event.SECOND_DIE, FIRST_SLICE[Event.SECOND_DIE], "field")
        box.present(drawn, position, 0.0)
        qtbot.waitUntil(lambda: box.wheel.isVisible() and not box.spinning())
        rect = box.wheel.geometry()
        assert board.rect().contains(rect), (seat, rect)
        assert rect.width() >= 220
        for name, point in own_places(board, seat):
            if covers(rect, point, 10.0):
                found.append(f"seat {seat}: the wheel {rect} covers its {name} at {point}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=["1024x768", "1280x800"])
def test_the_rockets_wheel_leaves_its_targets_free(
    qtbot: QtBot, tmp_path: Path, styled: None, size: QSize
) -> None:
    window = sized_window(qtbot, tmp_path, size, flat=False)
    board, box = window.board, window.panel.event_box
    position = window.controller.position
    assert position is not None
    chosen = [
        (seat, figure, progress)
        for seat in position.seats
        if seat != position.turn
        for figure, progress in enumerate(position.figures[seat])
        if 0 <= progress < 40
    ][:6]
    assert chosen
    targets = [(seat, figure) for seat, figure, _ in chosen]
    places = tuple(progress for _, _, progress in chosen)
    draw = TargetDraw(position.turn, tuple(targets), places, 0)
    box.present_target(draw, 0.0)
    qtbot.waitUntil(lambda: box.wheel.isVisible() and not box.spinning())
    rect = box.wheel.geometry()
    for seat, figure in targets:
        point = board.figure_screen_pos(seat, figure)  # type: ignore[attr-defined]
        assert point is not None and not covers(rect, point, 10.0), (seat, figure, rect, point)
