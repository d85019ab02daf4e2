"""The extended board on the real 3D widget (Xvfb, llvmpipe): the star fields, the rails and
their crossings and both construction paths are drawn where the board graph says, seen from the
overview; a construction event moves the paths (one new picture uploaded, nothing else); a
classic game keeps the plain board."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from core.board import CROSSINGS, RING_SIZE, STAR_FIELDS
from core.event.construction import Paths
from core.happenings import PathsBuilt
from core.layout import ring_cell
from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView, overlay
from madn_qt.board.mark_paint import CHEVRON_SIZE, DOT, HEAD_LENGTH
from madn_qt.board.marks import star_points
from madn_qt.board.path_routes import PathMark, chevrons, length, path_marks, point_along
from madn_qt.board.rail_paint import RAIL_OFFSET
from madn_qt.board.track import free_stretch, point_at, track
from tests.madn_qt.board.test_marks import centre, event_position, with_paths
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl

# Both pairs away from the die at rest (in the near right quarter) and from each other.
FIRST = Paths(1, 18)  # shortcut 1 -> 5, detour 18 -> 15
SECOND = Paths(33, 9)  # shortcut 33 -> 37, detour 9 -> 6


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(event_position(FIRST), size=(1200, 760), reduced_motion=True)


def _still(qtbot: QtBot, view: BoardView) -> QImage:
    """The picture once it has been drawn finely (a new board picture is drafted first)."""
    renderer = view._renderer
    assert renderer is not None
    view.grabFramebuffer()  # (a paint: a changed board picture is uploaded and drafted)
    qtbot.waitUntil(lambda: not renderer.needs_refine, timeout=5000)
    return view.grabFramebuffer()


def _covered(view: BoardView) -> list[tuple[int, int, int, int]]:
    """Where pieces (the die, the pawns in their houses) and their shadows are drawn, as widget
    rectangles (x0, y0, x1, y1), y down."""
    width, height = view.width(), view.height()
    rects = overlay.screen_rects(view._pieces(), view._view_projection(), width, height)
    return [(x0, view.height() - y1, x1, view.height() - y0) for x0, y0, x1, y1 in rects]


def _samples(view: BoardView, image: QImage, points: list[tuple[float, float]]) -> list[np.ndarray]:
    """The colours at board points, leaving out the ones a piece may cover."""
    covered = _covered(view)
    found = []
    for x, y in points:
        p = view.board_screen_pos(x, y, 0.0)
        assert p is not None
        if any(x0 <= p.x() <= x1 and y0 <= p.y() <= y1 for x0, y0, x1, y1 in covered):
            continue
        found.append(_rgb(image, p))
    return found


def _rgb(image: QImage, p: QPointF) -> np.ndarray:
    c = QColor(image.pixelColor(int(p.x()), int(p.y())))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def _violet(c: np.ndarray) -> bool:
    return bool(c[2] > c[1] + 40 and c[0] > c[1] + 15)


def _green(c: np.ndarray) -> bool:
    return bool(c[1] > c[0] + 30 and c[1] > c[2] + 40)


def _orange(c: np.ndarray) -> bool:
    return bool(c[0] > 200 and c[0] > c[1] + 60 and c[1] > c[2] + 60 and c[2] < 80)  # not wood


def _off_white(c: np.ndarray) -> bool:
    return bool(c.min() > 170 and c.max() - c.min() < 60)


def _band_points(mark: PathMark) -> list[tuple[float, float]]:
    """Points on a path's band where only its paint shows: between the chevrons, past the
    junction's dot, before the arrowhead; and the arrowhead's middle."""
    line = mark.line
    total = length(line)
    stops = [DOT + 0.06]
    stops += [
        min((abs(math.dist(point_along(line, s)[0], p)), s) for s in np.linspace(0.0, total, 200))[
            1
        ]
        for p, _ in chevrons(line)
    ]
    stops.append(total - HEAD_LENGTH * 0.6 - 0.05)
    points = []
    for a, b in itertools.pairwise(stops):
        if b - a > 2 * CHEVRON_SIZE + 0.1:
            points.append(point_along(line, (a + b) / 2)[0])
    (tx, ty), (dx, dy) = line[-1], point_along(line, total - 0.01)[1]
    points.append((tx - dx * HEAD_LENGTH * 0.4, ty - dy * HEAD_LENGTH * 0.4))
    return points


def test_the_star_fields_carry_a_violet_star_seen_from_the_overview(
    qtbot: QtBot, view: BoardView
) -> None:
    image = _still(qtbot, view)
    seen = 0
    for field in STAR_FIELDS:
        (px, py) = star_points(field)[0]
        cx, cy = ring_cell(field)
        arm = (cx + (px - cx) * 0.6, cy + (py - cy) * 0.6)  # inside the star's first point
        found = _samples(view, image, [arm, (cx, cy)])
        assert all(_violet(c) for c in found), (field, found)
        seen += bool(found)
    assert seen >= 11  # (the die at rest may stand in front of one)
    # The other ring fields (the start fields, the crossings and those the paths start from or
    # lead to apart) stay plain off-white.
    plain = set(range(RING_SIZE)) - set(STAR_FIELDS) - set(CROSSINGS) - set(FIRST.fields())
    plain -= {0, 10, 20, 30}
    colours = _samples(view, image, [centre(f) for f in sorted(plain)])
    assert len(colours) >= 16 and all(_off_white(c) for c in colours), colours


def test_the_rails_and_their_crossings_run_across_the_event_board(
    qtbot: QtBot, view: BoardView
) -> None:
    image = _still(qtbot, view)
    _, (dx, dy), _ = track()
    low, high = free_stretch()
    rail = [
        (x - dy * RAIL_OFFSET, y + dx * RAIL_OFFSET)
        for x, y in (point_at(low + 0.5 + k * (high - low - 1.0) / 9) for k in range(10))
    ]
    steel = _samples(view, image, rail)
    assert len(steel) >= 8
    assert sum(c.max() - c.min() < 30 for c in steel) >= len(steel) - 2, steel  # grey steel
    for field in CROSSINGS:  # the striped rims: red where the rails enter, white between
        cx, cy = ring_cell(field)
        a, b = math.atan2(dy, dx), math.atan2(dy, dx) + math.pi / 4
        red = _samples(view, image, [(cx + 0.32 * math.cos(a), cy + 0.32 * math.sin(a))])
        white = _samples(view, image, [(cx + 0.32 * math.cos(b), cy + 0.32 * math.sin(b))])
        assert red and red[0][0] > red[0][1] + 80, (field, red)
        assert white and white[0].min() > 170, (field, white)


def test_the_shortcut_is_green_and_the_detour_orange_along_their_lines(
    qtbot: QtBot, view: BoardView
) -> None:
    image = _still(qtbot, view)
    shortcut, detour = path_marks(FIRST)
    greens = _samples(view, image, _band_points(shortcut))
    oranges = _samples(view, image, _band_points(detour))
    assert len(greens) >= 3 and all(_green(c) for c in greens), greens
    assert len(oranges) >= 2 and all(_orange(c) for c in oranges), oranges


def test_a_construction_event_moves_the_paths(qtbot: QtBot, view: BoardView) -> None:
    renderer = view._renderer
    assert renderer is not None
    _still(qtbot, view)
    uploads = renderer.texture_uploads
    before = event_position(FIRST)
    after = with_paths(before, SECOND)
    view.play_happenings([PathsBuilt(SECOND.shortcut, SECOND.detour)], after)
    image = _still(qtbot, view)
    assert renderer.texture_uploads == uploads + 1  # the board's picture, once
    assert view.marks().paths == SECOND
    old_short, old_detour = path_marks(FIRST)
    new_short, new_detour = path_marks(SECOND)
    gone = _samples(view, image, _band_points(old_short) + _band_points(old_detour))
    assert len(gone) >= 5 and not any(_green(c) or _orange(c) for c in gone), gone
    greens = _samples(view, image, _band_points(new_short))
    oranges = _samples(view, image, _band_points(new_detour))
    assert len(greens) >= 2 and all(_green(c) for c in greens), greens
    assert len(oranges) >= 2 and all(_orange(c) for c in oranges), oranges
    # A figure moving under the same marks uploads nothing.
    view.set_position(after.with_figure(0, 0, 3))
    _still(qtbot, view)
    assert renderer.texture_uploads == uploads + 1


def test_a_classic_game_keeps_the_plain_board(qtbot: QtBot, view: BoardView) -> None:
    classic: Position = initial_position(Rules(), (0, 1, 2, 3))
    view.set_position(classic)
    image = _still(qtbot, view)
    assert view.marks().plain
    stars = _samples(view, image, [centre(f) for f in STAR_FIELDS])
    assert len(stars) >= 10 and all(_off_white(c) for c in stars), stars
    paths = _samples(view, image, [p for m in path_marks(FIRST) for p in _band_points(m)])
    assert paths and not any(_green(c) or _orange(c) for c in paths), paths
