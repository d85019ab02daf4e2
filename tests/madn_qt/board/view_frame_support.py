"""The 3D board's frames as tests/madn_qt/board/test_view_*.py read them: the colour of one pixel,
the framebuffer grabbed, and the next frame painted after the camera moved.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from madn_qt.board import BoardView
from madn_qt.board import camera as cam


def rgb_at(image: QImage, p: QPointF | None) -> np.ndarray:
    assert p is not None
    c = QColor(image.pixelColor(int(p.x()), int(p.y())))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def grab_frame(view: BoardView) -> QImage:
    image = view.grabFramebuffer()
    assert image.width() == view.width()  # device pixel ratio 1 under Xvfb
    return image


def paint_moved(qtbot: QtBot, view: BoardView, camera: cam.Camera | None = None) -> None:
    """Move the camera (a little further round by default) and wait for the next frame."""
    view._cameras.put(camera or view._cameras.user(view._aspect()).orbited(0.05, 0.0))
    painted = len(view.paint_times)
    view.update()
    qtbot.waitUntil(lambda: len(view.paint_times) > painted, timeout=5000)
