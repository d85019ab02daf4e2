"""What the main window's frames and a paint's stages are timed with: :class:`WindowFrames`
(each composition of the top level, the wheel's paint events) and :class:`StageTimes`
(``--stages``: each stage of a paintGL, a glFinish after each)."""

from __future__ import annotations

import statistics
import time
from typing import Any

from PySide6.QtCore import QObject


class WindowFrames(QObject):
    """The window's frames: each composition of the top level (the board's ``aboutToCompose``
    to ``frameSwapped``, the board's texture and the widgets over it put together and
    swapped), and the wheel's paint events (timed by sending them on from an event filter)."""

    def __init__(self, board: Any, wheel: Any) -> None:
        super().__init__()
        self.swaps: list[float] = []
        self.compose: list[float] = []
        self.wheel_paints: list[float] = []
        self._composing = 0.0
        board.aboutToCompose.connect(self._about)
        board.frameSwapped.connect(self._swapped)
        wheel.installEventFilter(self)

    def _about(self) -> None:
        self._composing = time.perf_counter()

    def _swapped(self) -> None:
        now = time.perf_counter()
        self.swaps.append(now)
        if self._composing:
            self.compose.append(now - self._composing)
            self._composing = 0.0

    def eventFilter(self, watched: Any, event: Any) -> bool:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.Paint:
            started = time.perf_counter()
            watched.event(event)
            self.wheel_paints.append(time.perf_counter() - started)
            return True
        return False

    def clear(self) -> None:
        self.swaps.clear()
        self.compose.clear()
        self.wheel_paints.clear()


STAGES = (
    ("view", "_frame"),  # the frame's state in Python: camera, pieces, marks
    ("renderer", "_update_board_texture"),
    ("renderer", "_draft_background"),  # the landscape drafted at the reduced scale
    ("renderer", "_stretch"),  # the draft stretched over the widget
    ("renderer", "_draw_board"),  # the board at full size over it
    ("renderer", "_draw_pieces_in"),  # shadows, halos, figures, dice, the train
)


class StageTimes:
    """``--stages``: each stage of a paintGL timed with a glFinish at its end (the stages'
    sum is then a little more than a paint without them: compare stages, not totals)."""

    def __init__(self) -> None:
        self.frames: list[dict[str, float]] = []
        self.current: dict[str, float] = {}

    def install(self) -> None:
        from OpenGL import GL

        from madn_qt.board.renderer import Renderer
        from madn_qt.board.view import BoardView

        owners = {"view": BoardView, "renderer": Renderer}
        for owner, name in STAGES:
            cls = owners[owner]
            original = getattr(cls, name)

            def timed(*args: Any, _original: Any = original, _name: str = name) -> Any:
                started = time.perf_counter()
                result = _original(*args)
                GL.glFinish()
                self.current[_name] = self.current.get(_name, 0.0) + (time.perf_counter() - started)
                return result

            setattr(cls, name, timed)
        original_paint = BoardView.paintGL

        def paint(widget: Any) -> None:
            self.current = {}
            original_paint(widget)
            self.frames.append(self.current)

        BoardView.paintGL = paint  # type: ignore[method-assign,assignment]

    def take(self) -> list[dict[str, float]]:
        frames, self.frames = self.frames, []
        return frames

    @staticmethod
    def report(label: str, frames: list[dict[str, float]]) -> str:
        parts = []
        for _, name in STAGES:
            values = [f.get(name, 0.0) for f in frames]
            if values and max(values) > 0:
                parts.append(f"{name.strip('_')} {statistics.median(values) * 1000:.2f}")
        return f"{label}: " + ", ".join(parts) + f" ms (medians of {len(frames)} frames)"
