"""The real widget under Xvfb (Mesa llvmpipe) drawing fast while the view moves: a draft at reduced
resolution without the lawn's details, coarser pawns and bilinear filtering, the board kept crisp
over it, a few draw calls a frame, the sky's hidden cells skipped; and once it holds still the
picture again with 4x MSAA.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from core.position import Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from madn_qt.board import camera as cam
from tests.madn_qt.board.view_frame_support import grab_frame, paint_moved, rgb_at
from tests.madn_qt.board.view_support import ViewSetup

pytestmark = pytest.mark.gl


def _start() -> Position:
    return initial_position(Rules(), (0, 1, 2, 3))


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_start(), size=(960, 600))


def test_still_picture_is_drawn_with_msaa(qtbot: QtBot, view: BoardView) -> None:
    """The renderer anti-aliases itself: the widget's framebuffer is single-sampled, a moving
    view is a draft, and once it holds still the background is drawn again with 4x MSAA."""
    from madn_qt.board.renderer import FINE_SAMPLES

    r = view._renderer
    assert r is not None and FINE_SAMPLES == 4
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    assert r._background is not None and r._background.samples == 4
    paint_moved(qtbot, view)
    assert r.needs_refine and r._background.samples == 0  # the moving view: a quick draft
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)  # and no further frames after
    assert r._background.samples == 4


def test_a_full_frame_takes_few_draw_calls(qtbot: QtBot, view: BoardView) -> None:
    """The whole scene is batched: a frame that draws everything again (the camera moved, a
    die and pawns of every seat on the board) stays within a handful of GL draw calls."""
    r = view._renderer
    assert r is not None
    view.set_position(_start().with_figure(0, 0, 3).with_figure(2, 1, 20))
    view.set_movable(0, [0])
    for refine in (False, True):
        if not refine:
            view._cameras.put(view._cameras.user(view._aspect()).orbited(0.1, 0.0))
        painted = len(view.paint_times)
        view.update()
        qtbot.waitUntil(lambda n=painted: len(view.paint_times) > n, timeout=5000)
        if refine:
            qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        assert r.last_dirty_rect == (0, 0, view.width(), view.height())
        assert 4 <= r.draw_calls <= 20, r.draw_calls


def test_a_moving_view_drafts_the_scenery_at_reduced_resolution(
    qtbot: QtBot, view: BoardView
) -> None:
    """Dynamic resolution: while the camera moves the background is drawn at the draft scale
    and stretched over the frame; the still picture is drawn again at full size with MSAA."""
    r = view._renderer
    assert r is not None
    r.adapt_draft_scale = False
    r.draft_scale = 0.7
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    full = (view.width(), view.height())
    assert r.last_background_size == full
    for _ in range(2):
        paint_moved(qtbot, view)
        assert r.needs_refine
        assert r.last_background_size == (round(full[0] * 0.7), round(full[1] * 0.7))
        assert r.last_dirty_rect == (0, 0, *full)
        assert r._background is not None and r._background.samples == 0
    image = grab_frame(view)
    top = rgb_at(image, QPointF(full[0] / 2, 2))
    assert top[1] > 100 and top[1] > top[2], top  # the stretched draft fills the frame (lawn)
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    assert r.last_background_size == full
    assert r._background is not None and r._background.samples == 4


def test_draft_scale_adapts_to_the_measured_time_within_limits(view: BoardView) -> None:
    from madn_qt.board.renderer import DRAFT_BUDGET, DRAFT_SCALE_MAX, DRAFT_SCALE_MIN

    r = view._renderer
    assert r is not None
    r.draft_scale = 0.7
    r.full_redraw_seconds = DRAFT_BUDGET * 4  # far too slow: smaller, a step at a time
    r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(0.65)
    for _ in range(10):
        r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(DRAFT_SCALE_MIN)
    r.full_redraw_seconds = DRAFT_BUDGET * 1.05  # about right: stays put
    r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(DRAFT_SCALE_MIN)
    r.full_redraw_seconds = DRAFT_BUDGET / 100  # a fast GPU: back to full resolution
    for _ in range(20):
        r._adapt_draft_scale()
    assert r.draft_scale == pytest.approx(DRAFT_SCALE_MAX)


def _pixels(view: BoardView) -> np.ndarray:
    image = grab_frame(view).convertToFormat(QImage.Format.Format_RGB888)
    raw = np.frombuffer(image.constBits(), np.uint8)
    raw = raw.reshape(image.height(), image.bytesPerLine())[:, : 3 * image.width()]
    return raw.reshape(image.height(), image.width(), 3).astype(int)


def test_skipped_sky_cells_change_no_pixel(qtbot: QtBot, view: BoardView) -> None:
    """The sky grid's cells under the terrain's rim are not drawn. From many angles, drafts
    and still pictures alike, the picture equals the one with every cell drawn, except for
    at most a few single pixels (a crack between terrain rings shows the haze colour instead
    of the sky); a wrongly skipped cell would be thousands of pixels. Most cells are skipped."""
    from madn_qt.board import renderer as rmod
    from madn_qt.board.shaders import SKY_COLUMNS, SKY_ROWS

    r = view._renderer
    assert r is not None
    r.adapt_draft_scale = False
    original_rows = rmod.sky_rows
    skipped: list[int] = []

    def counted(view_proj: np.ndarray, rim: np.ndarray) -> np.ndarray:
        first = original_rows(view_proj, rim)
        skipped.append(int(first.sum()))
        return first

    def every_cell(view_proj: np.ndarray, rim: np.ndarray) -> np.ndarray:
        return np.zeros(SKY_COLUMNS, np.int32)

    def picture(yaw: float, elevation: float, still: bool) -> np.ndarray:
        # (moved away first: the next frame draws everything again)
        paint_moved(qtbot, view, cam.Camera(yaw=yaw + 0.01, elevation=elevation))
        paint_moved(qtbot, view, cam.Camera(yaw=yaw, elevation=elevation))
        if still:
            qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        else:
            # A draft: the view still moves when the picture is grabbed (the grab paints at
            # once, with no event between: on a loaded machine the refine timer may have run
            # out meanwhile, and the grab would be a still picture compared with a draft).
            view._refine_timer.start()
        return _pixels(view)

    try:
        for yaw, elevation in ((0.0, 0.52), (0.7, 0.3), (2.4, cam.MIN_ELEVATION), (4.0, 0.9)):
            for still in (False, True):
                rmod.sky_rows = counted  # type: ignore[assignment]
                skipping = picture(yaw, elevation, still)
                rmod.sky_rows = every_cell  # type: ignore[assignment]
                full = picture(yaw, elevation, still)
                differ = np.argwhere(np.abs(skipping - full).max(axis=2) > 8)
                assert len(differ) <= 4, (yaw, elevation, still, differ[:8].tolist())
    finally:
        rmod.sky_rows = original_rows  # type: ignore[assignment]
    assert min(skipped) > 0 and sum(skipped) > 0.5 * len(skipped) * SKY_COLUMNS * SKY_ROWS


def test_a_draft_leaves_out_the_lawn_details(qtbot: QtBot, view: BoardView) -> None:
    """Flowers and grass tufts come last in the scenery's indices: a draft (moving view)
    draws the scene without them, the still picture with them, in one draw call either way."""
    from madn_qt.board import gl_utils

    r = view._renderer
    assert r is not None
    scene_first, scene_count = r.static_ranges["SCENE"]
    detail_first, detail_count = r.static_ranges["DETAIL"]
    assert detail_first == scene_first + scene_count and detail_count > 1000
    drawn: list[tuple[int, int]] = []
    draw = gl_utils.MeshBuffer.draw

    def recorded(self: gl_utils.MeshBuffer, first: int, count: int) -> None:
        drawn.append((first, count))
        draw(self, first, count)

    gl_utils.MeshBuffer.draw = recorded  # type: ignore[method-assign]
    try:
        paint_moved(qtbot, view)
        assert (scene_first, scene_count) in drawn  # the draft: without the details
        drawn.clear()
        qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        assert (scene_first, scene_count + detail_count) in drawn  # the still picture
    finally:
        gl_utils.MeshBuffer.draw = draw  # type: ignore[method-assign]


def test_moving_views_draw_pawns_with_fewer_sides(qtbot: QtBot, view: BoardView) -> None:
    """Over a draft background the pawns come from the coarser mesh (their triangles are
    what a software renderer pays for); the still picture draws the round ones again."""
    from madn_qt.board import piece_pass as rmod
    from madn_qt.board.static_scene import DRAFT_PAWN

    r = view._renderer
    assert r is not None
    fine_count = r.pieces.ranges[0][1]
    draft_count = r.pieces.ranges[DRAFT_PAWN][1]
    assert draft_count < 0.85 * fine_count
    counts: list[int] = []

    class Recording:
        def __getattr__(self, name: str) -> object:
            return getattr(gl, name)

        def glDrawElementsInstanced(self, *args: object) -> None:
            counts.append(int(args[1]))  # type: ignore[call-overload]
            gl.glDrawElementsInstanced(*args)

    gl = rmod.GL
    rmod.GL = Recording()  # type: ignore[assignment]
    try:
        paint_moved(qtbot, view)
        assert draft_count in counts and fine_count not in counts
        counts.clear()
        qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        assert fine_count in counts and draft_count not in counts
    finally:
        rmod.GL = gl


def test_a_draft_filters_the_board_bilinearly_and_the_still_picture_trilinearly(
    qtbot: QtBot, view: BoardView
) -> None:
    """Nearest texels made the field rims shimmer while the view moved; a draft samples one
    mip level bilinearly, the still picture blends two levels."""
    from OpenGL import GL

    r = view._renderer
    assert r is not None

    def board_filters() -> tuple[int, int]:
        view.makeCurrent()
        try:
            GL.glBindTexture(GL.GL_TEXTURE_2D, r.board_texture)
            minify = int(GL.glGetTexParameteriv(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER))
            magnify = int(GL.glGetTexParameteriv(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER))
            return minify, magnify
        finally:
            view.doneCurrent()

    paint_moved(qtbot, view)
    assert r.needs_refine
    assert board_filters() == (GL.GL_LINEAR_MIPMAP_NEAREST, GL.GL_LINEAR)
    qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
    assert board_filters() == (GL.GL_LINEAR_MIPMAP_LINEAR, GL.GL_LINEAR)


def _board_region(view: BoardView, inset: float = 0.6) -> np.ndarray:
    """A pixel mask of the board's top, ``inset`` board units in from its edge."""
    from PySide6.QtGui import QPainter, QPolygonF

    h = cam.BOARD_REACH - inset
    corners = [view.board_screen_pos(x, y, 0.0) for x, y in ((-h, -h), (h, -h), (h, h), (-h, h))]
    mask = QImage(view.width(), view.height(), QImage.Format.Format_Grayscale8)
    mask.fill(0)
    painter = QPainter(mask)
    painter.setBrush(QColor(255, 255, 255))
    painter.drawPolygon(QPolygonF([p for p in corners if p is not None]))
    painter.end()
    raw = np.frombuffer(mask.constBits(), np.uint8).reshape(mask.height(), mask.bytesPerLine())
    inside: np.ndarray = raw[:, : mask.width()] > 128
    return inside


def _sharpness(pixels: np.ndarray, region: np.ndarray) -> float:
    """The mean size of the steps between neighbouring pixels inside ``region`` (a soft,
    stretched picture has smaller steps)."""
    grey = pixels.mean(axis=2)
    dx = np.abs(np.diff(grey, axis=1))[:-1, :]
    dy = np.abs(np.diff(grey, axis=0))[:, :-1]
    inner = region[:-1, :-1] & region[1:, :-1] & region[:-1, 1:]
    return float((dx + dy)[inner].mean())


def test_a_moving_view_keeps_the_board_crisp(qtbot: QtBot, view: BoardView) -> None:
    """While the camera moves, the landscape is a reduced draft but the board is drawn at full
    size over it: on the board the draft is about as sharp as the still picture and nearly the
    same picture, from every side, low and high, near and far (nothing of the landscape stands
    between the camera and the board, which the full-size board would hide)."""
    r = view._renderer
    assert r is not None
    r.adapt_draft_scale = False
    r.draft_scale = 0.5
    overview = view._cameras.now
    farthest = view._cameras.farthest(view._aspect())
    for yaw, elevation, distance in (
        (overview.yaw, overview.elevation, overview.distance),
        (0.8, cam.MIN_ELEVATION, farthest),
        (2.4, cam.MIN_ELEVATION, cam.MIN_DISTANCE),
        (4.0, cam.MAX_ELEVATION, farthest),
    ):
        camera = cam.Camera(yaw=yaw, elevation=elevation, distance=distance, target=(0, 0, 0))
        camera = camera.slid(view.width() / view.height())
        paint_moved(qtbot, view, camera.orbited(0.01, 0.0))
        paint_moved(qtbot, view, camera)
        view._refine_timer.start()  # (still moving when grabbed: the draft, see above)
        assert r.needs_refine
        draft = _pixels(view)
        qtbot.waitUntil(lambda: not r.needs_refine, timeout=5000)
        still = _pixels(view)
        board = _board_region(view)
        assert board.sum() > 0.05 * board.size
        sharp = _sharpness(draft, board), _sharpness(still, board)
        assert sharp[0] > 0.85 * sharp[1], (yaw, elevation, sharp)
        differ = np.abs(draft - still).max(axis=2)[board]
        assert float(np.mean(differ > 40)) < 0.01, (yaw, elevation, distance)
