"""Grown lanes and houses read at a glance (issue 33): with 8, 16 and 26 places, a full lane and
a full house show every figure as a blob of its own in the grab, on the real 3D board (Xvfb,
llvmpipe, the default camera) and on the flat board; the counts ("26/26") are drawn at the
lane's entrance and in the house; a click on each figure picks that figure."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from core.board import GOAL_START, HOUSE
from core.event.construction import Paths
from core.layout import house_badge, lane_badge
from core.position import Phase, Position
from madn_qt.board import BoardView
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.board.marks import turn
from madn_qt.board.places import goal_spots, house_spots, seat_up
from tests.madn_qt.board.test_grown_places import grown
from tests.madn_qt.board.test_marks import event_position
from tests.madn_qt.board.test_view_marks import _still
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl

SEAT = 0  # the seat that grows, in front of the default camera
SIZES = (8, 16, 26)
PAWN_TOP = 0.85  # a full-sized pawn's height (madn_qt.board.meshes), board units


def _position(places: int, where: str) -> Position:
    """Seat 0 grown to ``places`` figures, all in its goal (``where`` "goal") or all at home
    ("house"), or none there ("ring": all on the ring far from its corner and lane)."""
    position = grown(event_position(Paths(13, 28)), SEAT, places - 4)
    if where == "goal":
        row = tuple(GOAL_START + i for i in range(places))
    elif where == "house":
        row = (HOUSE,) * places
    else:
        row = tuple(20 + i % 12 for i in range(places))
    figures = (row, (HOUSE, HOUSE, HOUSE, 9), (HOUSE,) * 4, (HOUSE,) * 4)
    return position.but(figures=figures, phase=Phase.ROLL, rolls_left=1, train=3)


def _array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * height)
    return data.reshape(height, image.bytesPerLine())[:, : width * 3].reshape(height, width, 3)


def _blobs(mask: np.ndarray, least: int) -> list[int]:
    """The sizes of ``mask``'s 4-connected blobs of at least ``least`` pixels."""
    seen = np.zeros_like(mask, dtype=bool)
    height, width = mask.shape
    sizes = []
    for y0, x0 in zip(*np.nonzero(mask), strict=True):
        if seen[y0, x0]:
            continue
        seen[y0, x0] = True
        stack, size = [(y0, x0)], 0
        while stack:
            y, x = stack.pop()
            size += 1
            for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if 0 <= ny < height and 0 <= nx < width and mask[ny, nx] and not seen[ny, nx]:
                    seen[ny, nx] = True
                    stack.append((ny, nx))
        if size >= least:
            sizes.append(size)
    return sizes


def _box(board: QWidget, points: list[tuple[float, float]], rise: float) -> tuple[int, ...]:
    """The widget-pixel box round board ``points``, and ``rise`` above them (a pawn's height)."""
    shown = [
        board.board_screen_pos(x, y, z)  # type: ignore[attr-defined]
        for x, y in points
        for z in (0.0, rise)
    ]
    xs = [p.x() for p in shown]
    ys = [p.y() for p in shown]
    return int(min(xs)) - 4, int(min(ys)) - 4, int(max(xs)) + 5, int(max(ys)) + 5


def _badge_box(board: QWidget, centre: tuple[float, float]) -> tuple[int, ...]:
    ux, uy = seat_up(SEAT)
    rx, ry = turn(0.0, -1.0, SEAT)
    x, y = centre
    corners = [(x + ux * a + rx * b, y + uy * a + ry * b) for a in (-0.3, 0.3) for b in (-0.5, 0.5)]
    return _box(board, corners, 0.0)


def _figure_blobs(
    full: np.ndarray, empty: np.ndarray, box: tuple[int, ...], badge: tuple[int, ...], least: int
) -> list[int]:
    """The blobs where the figures changed the picture inside ``box`` (the count's pill left
    out: it changes with them)."""
    x0, y0, x1, y1 = box
    changed = np.abs(full.astype(int) - empty.astype(int)).sum(axis=2) > 90
    changed[badge[1] : badge[3], badge[0] : badge[2]] = False
    return _blobs(changed[y0:y1, x0:x1], least)


def _count_drawn(full: np.ndarray, empty: np.ndarray, badge: tuple[int, ...]) -> None:
    """The count's pill holds light letters that change with the count."""
    x0, y0, x1, y1 = badge
    pill = full[y0:y1, x0:x1].astype(int)
    light = (pill.min(axis=2) > 200).sum()
    assert light > 12, "no light letters on the count's pill"
    assert (np.abs(pill - empty[y0:y1, x0:x1]).sum(axis=2) > 150).sum() > 12, "the same count"


# --- the 3D board -------------------------------------------------------------------------------


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_position(4, "ring"), size=(1000, 760), reduced_motion=True, home_seat=SEAT)


def _grab(qtbot: QtBot, view: BoardView, position: Position) -> np.ndarray:
    view.set_position(position)
    return _array(_still(qtbot, view)).copy()


def _without(position: Position, figure: int) -> Position:
    """``position`` with seat 0's ``figure`` taken off to a ring field far from its corner."""
    row = list(position.figures[SEAT])
    row[figure] = 25
    figures = (tuple(row), *position.figures[SEAT + 1 :])
    return position.but(figures=figures)


@pytest.mark.parametrize("places", SIZES)
@pytest.mark.parametrize("where", ["goal", "house"])
def test_every_figure_of_a_full_lane_or_house_stands_apart_on_the_3d_board(
    qtbot: QtBot, view: BoardView, places: int, where: str
) -> None:
    """Taking any one figure away changes a patch of the picture of its own, round where it
    stood (in perspective the figures may overlap a little, never hide one another); and the
    count's pill is drawn."""
    full_position = _position(places, where)
    full = _grab(qtbot, view, full_position)
    own = []
    for figure in range(places):
        without = _grab(qtbot, view, _without(full_position, figure))
        p = view.figure_screen_pos(SEAT, figure)
        assert p is not None
        x, y = int(p.x()), int(p.y())
        near = np.abs(full.astype(int) - without.astype(int))[y - 30 : y + 30, x - 30 : x + 30]
        own.append(int((near.sum(axis=2) > 120).sum()))
    assert min(own) >= 30, own
    empty = _grab(qtbot, view, _position(places, "ring"))
    centre = lane_badge(SEAT) if where == "goal" else house_badge(SEAT, places)
    _count_drawn(full, empty, _badge_box(view, centre))


@pytest.mark.parametrize("places", SIZES)
@pytest.mark.parametrize("where", ["goal", "house"])
def test_a_click_on_each_figure_of_a_full_lane_or_house_picks_it(
    qtbot: QtBot, view: BoardView, places: int, where: str
) -> None:
    view.set_position(_position(places, where))
    view.set_movable(SEAT, list(range(places)))
    qtbot.waitUntil(lambda: not view.is_animating(), timeout=5000)
    for figure in range(places):
        p = view.figure_screen_pos(SEAT, figure)
        assert p is not None
        assert view.pick(p.x(), p.y()) == (SEAT, figure)


# --- the flat board -----------------------------------------------------------------------------


@pytest.fixture
def board(qtbot: QtBot) -> Iterator[FlatBoardView]:
    b = FlatBoardView()
    qtbot.addWidget(b)
    b.resize(760, 760)
    b.set_home_seat(SEAT)
    b.show()
    qtbot.waitExposed(b)
    yield b
    b.close()


def _flat_grab(board: FlatBoardView, position: Position) -> np.ndarray:
    board.set_position(position)
    return _array(board.grab().toImage()).copy()


@pytest.mark.parametrize("places", SIZES)
@pytest.mark.parametrize("where", ["goal", "house"])
def test_every_figure_of_a_full_lane_or_house_stands_apart_on_the_flat_board(
    qtbot: QtBot, board: FlatBoardView, places: int, where: str
) -> None:
    empty = _flat_grab(board, _position(places, "ring"))
    full = _flat_grab(board, _position(places, where))
    spots = goal_spots(SEAT, places) if where == "goal" else house_spots(SEAT, places)
    box = _box(board, [s.centre for s in spots], 0.0)
    centre = lane_badge(SEAT) if where == "goal" else house_badge(SEAT, places)
    badge = _badge_box(board, centre)
    blobs = _figure_blobs(full, empty, box, badge, 6)
    assert len(blobs) == places, sorted(blobs)
    _count_drawn(full, empty, badge)


@pytest.mark.parametrize("places", SIZES)
def test_a_click_on_each_figure_of_a_full_lane_picks_it_on_the_flat_board(
    qtbot: QtBot, board: FlatBoardView, places: int
) -> None:
    board.set_position(_position(places, "goal"))
    clicked: list[tuple[int, int]] = []
    board.figure_clicked.connect(lambda s, f: clicked.append((s, f)))
    for figure in range(places):
        p = board.figure_screen_pos(SEAT, figure)
        assert p is not None
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=p.toPoint())  # type: ignore[no-untyped-call]
        qtbot.waitUntil(lambda: len(clicked) == figure + 1, timeout=2000)  # noqa: B023
        assert clicked[-1] == (SEAT, figure)
