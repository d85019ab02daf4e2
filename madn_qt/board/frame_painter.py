"""The 3D board's renderer on the widget's GL context: the surface format it asks for, the
renderer made when the context is, a frame drawn and timed, a failed frame logged once and GL
set right again, everything freed with the context. :class:`~madn_qt.board.view.BoardView`
owns one and calls it from ``initializeGL``, ``paintGL`` and the context's end.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtGui import QSurfaceFormat

from madn_qt.board.marks import BoardMarks
from madn_qt.board.renderer import Frame, Renderer

log = logging.getLogger(__name__)


def board_format() -> QSurfaceFormat:
    """OpenGL 3.3 core with a depth buffer. No multisampling in the widget's own framebuffer:
    the renderer anti-aliases itself (4x MSAA offscreen for the still picture, resolved into
    the widget), so that a moving view can be drafted without paying for every sample."""
    fmt = QSurfaceFormat()
    fmt.setVersion(3, 3)
    fmt.setProfile(QSurfaceFormat.OpenGLContextProfile.CoreProfile)
    fmt.setDepthBufferSize(24)
    fmt.setSamples(0)
    return fmt


class FramePainter:
    """The renderer (None until the context is made, or where OpenGL 3.3 is missing)."""

    def __init__(self) -> None:
        self.renderer: Renderer | None = None
        self._failed = False  # a frame failed: logged once

    def initialize(self, marks: BoardMarks) -> None:
        """Make the renderer, showing ``marks``, on the current context; where that fails the
        board stays empty (the app goes on)."""
        renderer = Renderer()
        renderer.set_marks(marks)
        try:
            renderer.initialize()
        except Exception as error:  # a missing GL feature must not take the app down
            log.error("3D board unavailable: %s", error)
            return
        self.renderer = renderer

    def paint(
        self, make_frame: Callable[[], Frame], fbo: int, width: int, height: int, *, finish: bool
    ) -> float | None:
        """Bring the framebuffer ``fbo`` up to date with the frame ``make_frame`` makes: the
        seconds that took, the frame's making included (after a ``glFinish`` if ``finish``:
        the benchmark's real rendering work), or None if nothing was drawn."""
        if self.renderer is None:
            return None
        from OpenGL import GL

        start = time.perf_counter()
        try:
            self.renderer.render(make_frame(), fbo, width, height)
        except Exception:  # a bad frame must not leave GL half set up, nor stop the game
            if not self._failed:
                log.exception("3D board frame failed")
            self._failed = True
            GL.glBindVertexArray(0)
            GL.glDisable(GL.GL_SCISSOR_TEST)
            self.renderer.invalidate()
            return None
        if finish:
            GL.glFinish()
        return time.perf_counter() - start

    def drafted(self) -> bool:
        """The last frame drew a new draft (the view moved): a fine one should follow."""
        return self.renderer is not None and self.renderer.last_frame_drafted

    def invalidate(self) -> None:
        if self.renderer is not None:
            self.renderer.invalidate()

    def cleanup(self) -> None:
        """Free the renderer's GL objects (the context current)."""
        if self.renderer is not None:
            self.renderer.cleanup()
            self.renderer = None
