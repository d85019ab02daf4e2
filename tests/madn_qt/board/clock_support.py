"""Test support for the 3D board: a frame clock the test drives by hand, and the still picture.

On a loaded machine the view's real frame clock ticks late and the view jumps (up to 0.25 s a
tick), so a test that samples real time may miss the moment it looks at. With a
:class:`HandClock` the view's time moves only when the test steps it: the view's own frame
timer keeps firing, but each of its ticks sees no time pass. The test samples after every step
it makes, at exactly the view times it chose.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from madn_qt.board import BoardView


class HandClock:
    """Stands in for ``view._clock`` (a QElapsedTimer; the view reads only ``elapsed``)."""

    def __init__(self, view: BoardView) -> None:
        self._view = view
        self._real = view._clock
        self.now = self._real.elapsed()  # (ms, as QElapsedTimer.elapsed)
        view._clock = self  # type: ignore[assignment]
        view._last_tick = self.now

    def elapsed(self) -> int:
        return self.now

    def step(self, ms: int = 16) -> None:
        """Time moves on ``ms`` milliseconds, and the view ticks once (as its timer would)."""
        self.now += ms
        self._view._tick()

    def run_until(self, done: Callable[[], bool], ms: int = 16, limit: float = 30.0) -> float:
        """Step until ``done()`` holds; the view time that took, in seconds. Fails if it does
        not hold within ``limit`` seconds of view time."""
        begun = self.now
        while not done():
            assert self.now - begun < limit * 1000, f"not done after {limit} s of view time"
            self.step(ms)
        return (self.now - begun) / 1000.0

    def release(self) -> None:
        """The view runs on real time again."""
        self._view._clock = self._real
        self._view._last_tick = self._real.elapsed()


def still_picture(qtbot: QtBot, view: BoardView) -> QImage:
    """The picture once the background is drawn finely (not a moving view's draft): a grab
    while the renderer still waits to refine would be the draft."""
    renderer = view._renderer
    assert renderer is not None
    qtbot.waitUntil(lambda: not renderer.needs_refine, timeout=10000)
    return view.grabFramebuffer()
