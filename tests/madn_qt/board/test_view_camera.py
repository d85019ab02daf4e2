"""The 3D board's camera on the real widget (Xvfb, llvmpipe): behind the home seat, reset after
orbiting and zooming, orbit limits, Overview and Follow after the user moved the camera, and a
die that rests where it covers no figure."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QWheelEvent
from pytestqt.qtbot import QtBot

from core.board import RING_SIZE
from core.chance import Dice
from core.happenings import Moved
from core.layout import goal_cell, house_cell, ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView, dice
from madn_qt.board import camera as cam
from madn_qt.board.dice import rest_spots
from madn_qt.board.meshes import DIE_HALF
from madn_qt.palette import SEAT_PAINT
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


def _start_event() -> Position:
    return initial_position(Rules(event_mode=True), (0, 1, 2, 3))


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start())


def _mouse(view: BoardView, kind: QEvent.Type, x: float, y: float, held: bool = True) -> None:
    button = Qt.MouseButton.RightButton
    point = QPointF(x, y)
    event = QMouseEvent(
        kind,
        point,
        view.mapToGlobal(point),
        button if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton,
        button if held else Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QCoreApplication.sendEvent(view, event)


def _drag(view: BoardView, dx: float, dy: float, steps: int = 8) -> None:
    """A right-button drag by (dx, dy) pixels, as the player orbits the camera."""
    x, y = view.width() / 2, view.height() / 2
    _mouse(view, QEvent.Type.MouseButtonPress, x, y)
    for k in range(1, steps + 1):
        _mouse(view, QEvent.Type.MouseMove, x + dx * k / steps, y + dy * k / steps)
    _mouse(view, QEvent.Type.MouseButtonRelease, x + dx, y + dy, held=False)


def _wheel(view: BoardView, steps: int) -> None:
    centre = QPointF(view.width() / 2, view.height() / 2)
    event = QWheelEvent(
        centre,
        view.mapToGlobal(centre),
        QPoint(),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QCoreApplication.sendEvent(view, event)


def _overview(view: BoardView) -> cam.Camera:
    return cam.overview(cam.seat_yaw(view.home_seat()), round(view.width() / view.height(), 3))


def _house_centre(seat: int) -> np.ndarray:
    return np.mean([house_cell(seat, i) for i in range(4)], axis=0)


def test_reset_view_brings_the_overview_back_after_orbiting_and_zooming(
    qtbot: QtBot, view: BoardView
) -> None:
    overview = view._cameras.now
    assert overview.close_to(_overview(view))
    _drag(view, 180, -60)
    _wheel(view, 3)
    moved = view._cameras.now
    assert abs(moved.yaw - overview.yaw) > 0.5 and moved.distance < overview.distance * 0.9
    view.reset_view()
    qtbot.waitUntil(lambda: view._cameras.now.close_to(overview), timeout=5000)
    # and after a new home seat, the reset goes to that seat's overview
    view.set_home_seat(1)
    _drag(view, -120, 40)
    assert not view._cameras.now.close_to(_overview(view))
    view.reset_view()
    qtbot.waitUntil(lambda: view._cameras.now.close_to(_overview(view)), timeout=5000)
    assert view._cameras.now.yaw == pytest.approx(cam.seat_yaw(1), abs=1e-3)


def test_the_camera_sits_behind_the_home_seat(qtbot: QtBot, view: BoardView) -> None:
    """The home seat's house is the nearest to the eye and the lowest on screen, and there its
    paint shows; without a home seat the default view looks from behind seat 3's side."""
    for seat in (0, 1, 2, 3):
        view.set_home_seat(seat)
        camera = view._cameras.now
        distances = [float(np.linalg.norm(camera.eye[:2] - _house_centre(s))) for s in range(4)]
        assert int(np.argmin(distances)) == seat, (seat, distances)
        heights = []
        for s in range(4):
            p = view.board_screen_pos(*_house_centre(s), 0.0)
            assert p is not None and 0 <= p.x() <= view.width() and 0 <= p.y() <= view.height()
            heights.append(p.y())
        assert int(np.argmax(heights)) == seat, (seat, heights)  # nearest: lowest on screen
        painted = len(view.paint_times)
        qtbot.waitUntil(lambda n=painted: len(view.paint_times) > n, timeout=5000)
        image = view.grabFramebuffer()
        # the pawns waiting in that house, lowest on screen: the seat's paint
        lowest = max(range(4), key=lambda f: view.figure_screen_pos(seat, f).y())  # type: ignore[union-attr]
        p = view.figure_screen_pos(seat, lowest)
        assert p is not None
        c = QColor(image.pixelColor(int(p.x()), int(p.y())))
        rgb = np.array([c.red(), c.green(), c.blue()], dtype=float)
        hue = rgb / max(rgb.sum(), 1.0)
        paints = [np.array(paint) / sum(paint) for paint in SEAT_PAINT]
        assert int(np.argmin([np.linalg.norm(hue - q) for q in paints])) == seat, (seat, rgb)
    view.set_home_seat(None)
    assert view._cameras.now.yaw == 0.0


def test_orbit_is_limited_to_sensible_angles(view: BoardView) -> None:
    """Dragging far up or down stops above the table's edge and short of straight down; the
    camera never goes under the board, turning round is free."""
    for dy, limit in ((5000, cam.MAX_ELEVATION), (-5000, cam.MIN_ELEVATION)):
        _drag(view, 0, dy, steps=30)  # (dragging down looks down more steeply)
        e = view._cameras.now.elevation
        assert e == pytest.approx(limit)
        assert math.radians(12.0) <= e <= math.radians(80.0)  # never a plan view by orbiting
        _wheel(view, 50)  # as close as it goes: still well above the board
        assert view._cameras.now.eye[2] > 1.5
        _wheel(view, -50)
    yaw = view._cameras.now.yaw
    _drag(view, 2000, 0)
    assert abs(view._cameras.now.yaw - yaw) > 3.0  # all the way round if the player likes


def test_overview_and_follow_keep_working_after_the_user_moved_the_camera(
    qtbot: QtBot, view: BoardView
) -> None:
    _drag(view, 150, -40)
    moved = view._cameras.now
    assert not moved.close_to(_overview(view))
    view.set_follow_camera(True)
    before = _start().with_figure(3, 0, 0)
    closest = moved.distance
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings(
            [Moved(3, 0, 0, 6, (0, 1, 2, 3, 4, 5, 6))], before.with_figure(3, 0, 6)
        )
        while view.is_animating():
            qtbot.wait(30)
            closest = min(closest, view._cameras.now.distance)
    assert closest < moved.distance * 0.9  # followed the move, from the player's angle
    qtbot.waitUntil(lambda: view._cameras.now.close_to(moved), timeout=5000)  # and went back
    view.set_follow_camera(False)  # Overview: the camera stays where the player put it
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings([Moved(3, 0, 6, 9, (6, 7, 8, 9))], before.with_figure(3, 0, 9))
        while view.is_animating():
            assert view._cameras.now.close_to(moved)
            qtbot.wait(30)


def _rect(view: BoardView, points: list[tuple[float, float, float]]) -> tuple[float, ...]:
    xs, ys = [], []
    for point in points:
        p = view.board_screen_pos(*point)
        assert p is not None
        xs.append(p.x())
        ys.append(p.y())
    return min(xs), min(ys), max(xs), max(ys)


def _around(x: float, y: float, r: float, z: float) -> list[tuple[float, float, float]]:
    return [(x + r * math.cos(a), y + r * math.sin(a), z) for a in np.linspace(0, 6.3, 16)]


@pytest.mark.parametrize("seat", [None, 0, 1, 2, 3])
@pytest.mark.parametrize(
    ("sides", "pips"), [(6, (5,)), (4, (3,)), (10, (7,)), (6, (6, 2)), (4, (1, 4)), (10, (10, 9))]
)
def test_the_die_rests_where_it_covers_no_figure_and_reads_well(
    qtbot: QtBot, view: BoardView, seat: int | None, sides: int, pips: tuple[int, ...]
) -> None:
    """Projected in the overview, each resting die of the player's own roll (a D6 turned any
    way: its bounding circle; a D4 or D10 as it lies, turned to read from the player's side)
    and a pawn on any field,
    goal place or house place never overlap on screen; the dice lie beside the goal lanes in
    the quarter nearer the player, large enough to read their pips or numbers, and two dice
    lie apart, side by side."""
    view.set_home_seat(seat)
    view.set_animation_speed(40.0)
    roller = 3 if seat is None else seat  # (the player's own roll: on its side of the table)
    view.set_position(_start_event().but(dice=Dice(sides, len(pips)), turn=roller))
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.roll_die(pips)
    yaw = cam.seat_yaw(seat)
    spots = rest_spots(yaw, len(pips))
    eye = view._cameras.now.eye
    shape = dice.shape(sides)
    rects = []
    for (model, lift), spot in zip(view._die.models(), spots, strict=True):
        x, y = float(model[0, 3]), float(model[1, 3])
        assert (x, y) == pytest.approx(spot) and lift == pytest.approx(0.0)
        # in the quarter nearer the eye (of the two the track does not cross)
        spot_xy = np.array([x, y])
        assert np.linalg.norm(eye[:2] - spot_xy) < np.linalg.norm(eye[:2] + spot_xy)
        if sides == 6:
            r = DIE_HALF * math.sqrt(2.0)
            points = _around(x, y, r, 0.0) + _around(x, y, r, 2 * DIE_HALF)
        else:
            corners = shape.vertices @ model[:3, :3].T + model[:3, 3]
            points = [(float(c[0]), float(c[1]), float(c[2])) for c in corners]
        die = _rect(view, points)
        assert die[2] - die[0] > 40  # pixels across: pips and numbers readable
        rects.append(die)
    cells = [tuple(map(float, ring_cell(f))) for f in range(RING_SIZE)]
    cells += [goal_cell(s, i) for s in range(4) for i in range(4)]
    cells += [house_cell(s, i) for s in range(4) for i in range(4)]
    for cx, cy in cells:
        pawn = _rect(view, _around(cx, cy, 0.31, 0.03) + _around(cx, cy, 0.16, 0.83))
        for die in rects:
            apart = pawn[0] > die[2] or die[0] > pawn[2] or pawn[1] > die[3] or die[1] > pawn[3]
            assert apart, ((cx, cy), pawn, die)
    if len(rects) == 2:
        (ax, ay), (bx, by) = spots
        assert math.hypot(ax - bx, ay - by) > 2 * 0.71  # (a D4's corner: 0.71 from its middle)
        middles = [((r[0] + r[2]) / 2, (r[1] + r[3]) / 2) for r in rects]
        assert middles[1][0] > middles[0][0]  # the second to the right of the first


def test_overview_and_follow_keep_working_after_zooming_and_a_reset(
    qtbot: QtBot, view: BoardView
) -> None:
    """Zoomed in and orbited: Follow still glides towards the move and back to where the player
    put the camera, Overview stays there; after Reset view both work from the overview."""
    _wheel(view, 2)
    _drag(view, -90, 30)
    moved = view._cameras.now
    assert moved.distance < _overview(view).distance * 0.95
    view.set_follow_camera(True)
    before = _start().with_figure(3, 0, 0)
    targets = []
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings([Moved(3, 0, 0, 5, (0, 1, 2, 3, 4, 5))], before.with_figure(3, 0, 5))
        while view.is_animating():
            qtbot.wait(30)
            targets.append(np.array(view._cameras.now.target[:2]))
    # it went towards the move (yellow's start side), then came back to the player's camera
    assert max(float(np.linalg.norm(t - np.array(moved.target[:2]))) for t in targets) > 1.0
    qtbot.waitUntil(lambda: view._cameras.now.close_to(moved), timeout=5000)
    view.set_follow_camera(False)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings([Moved(3, 0, 5, 8, (5, 6, 7, 8))], before.with_figure(3, 0, 8))
        while view.is_animating():
            assert view._cameras.now.close_to(moved)
            qtbot.wait(30)
    view.reset_view()
    qtbot.waitUntil(lambda: view._cameras.now.close_to(_overview(view)), timeout=5000)
    view.set_follow_camera(True)
    closest = view._cameras.now.distance
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings([Moved(3, 0, 8, 11, (8, 9, 10, 11))], before.with_figure(3, 0, 11))
        while view.is_animating():
            qtbot.wait(30)
            closest = min(closest, view._cameras.now.distance)
    assert closest < _overview(view).distance * 0.9
    qtbot.waitUntil(lambda: view._cameras.now.close_to(_overview(view)), timeout=5000)


def _pixels(view: BoardView) -> np.ndarray:
    from PySide6.QtGui import QImage

    image = view.grabFramebuffer().convertToFormat(QImage.Format.Format_RGB888)
    raw = np.frombuffer(image.constBits(), np.uint8)
    raw = raw.reshape(image.height(), image.bytesPerLine())[:, : 3 * image.width()]
    return raw.reshape(image.height(), image.width(), 3).astype(int)


def _grass_share(pixels: np.ndarray) -> float:
    """The share of the picture that is grass green (the board is wood, white and the seats'
    colours; green's house and start fields are small beside it)."""
    r, g, b = pixels[..., 0], pixels[..., 1], pixels[..., 2]
    return float(np.mean((g > r + 12) & (g > b + 12)))


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_board_stays_in_the_picture_at_every_seat_and_every_camera_limit(
    qtbot: QtBot, view: BoardView, seat: int
) -> None:
    """Behind every seat the overview shows the whole board; then orbited and zoomed with the
    real mouse to every limit (far up, far down, all the way in, all the way out, and round),
    the picture never loses the board: its centre stays in view and grass never takes most of
    the picture (orbit and eight wheel notches once ended on grass)."""
    view.set_home_seat(seat)
    qtbot.waitUntil(lambda: view._cameras.now.close_to(_overview(view)), timeout=5000)
    for x in (-6.0, 6.0):
        for y in (-6.0, 6.0):
            p = view.board_screen_pos(x, y)
            assert p is not None and 0 <= p.x() <= view.width() and 0 <= p.y() <= view.height()
    overview_grass = _grass_share(_pixels(view))
    for dx, dy, notches in ((150, 0, 8), (0, 5000, 50), (400, -5000, -50), (700, 0, 50)):
        _drag(view, dx, dy, steps=10)
        _wheel(view, notches)
        centre = view.board_screen_pos(0.0, 0.0)
        assert centre is not None
        assert 0.05 * view.width() < centre.x() < 0.95 * view.width()
        assert 0.05 * view.height() < centre.y() < 0.95 * view.height()
        grass = _grass_share(_pixels(view))
        assert grass < max(0.5, overview_grass * 1.5), (dx, dy, notches, grass)
    view.reset_view()
