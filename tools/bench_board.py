"""Benchmark the 3D board: median paintGL time over ~200 frames at 1280x800, and idle CPU.

Run under Xvfb (software OpenGL, Mesa llvmpipe), e.g.::

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/bench_board.py

paintGL is timed with a glFinish at its end, so the figure includes the rasteriser's work and
not only the submission of draw calls. Idle CPU is measured with reduced motion on and nothing
moving, over a few seconds of an otherwise idle event loop.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=800)
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument("--no-finish", action="store_true", help="time paintGL without glFinish")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from core.position import initial_position
    from core.rules import Rules
    from madn_qt.board import BoardView

    position = initial_position(Rules(), (0, 1, 2, 3))
    for seat, figure, progress in ((0, 0, 3), (0, 1, 17), (1, 0, 0), (2, 0, 41), (3, 1, 25), (3, 2, 9)):
        position = position.with_figure(seat, figure, progress)
    view = BoardView()
    view.finish_gl_in_paint = not args.no_finish
    view.resize(args.width, args.height)
    view.set_position(position)
    view.set_movable(0, [0, 1])
    view.show()
    deadline = time.monotonic() + 5.0
    while not view.paint_times and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    if not view.paint_times:
        print("no frame was painted (is there an OpenGL display?)")
        return 1

    # Full scene, landscape moving and glow pulsing: every frame differs.
    view.paint_times.clear()
    for _ in range(args.frames):
        view._tick()  # advance the clock as the frame timer would
        view.repaint()
        app.processEvents()
    times = sorted(view.paint_times)
    median_ms = statistics.median(times) * 1000.0
    p90_ms = times[int(len(times) * 0.9) - 1] * 1000.0

    # Idle: reduced motion, nothing moving; the event loop should have nothing to do.
    view.set_reduced_motion(True)
    view.set_movable(0, [])
    for _ in range(20):
        app.processEvents()
        time.sleep(0.01)
    cpu0, wall0 = _cpu_seconds(), time.monotonic()
    while time.monotonic() - wall0 < args.idle_seconds:
        app.processEvents()
        time.sleep(0.005)
    cpu = (_cpu_seconds() - cpu0) / (time.monotonic() - wall0) * 100.0
    renderer = view._renderer
    calls = renderer.draw_calls if renderer is not None else -1
    print(f"frames: {len(times)} at {args.width}x{args.height}, draw calls per frame: {calls}")
    print(f"paintGL median: {median_ms:.2f} ms   p90: {p90_ms:.2f} ms   (glFinish: {not args.no_finish})")
    print(f"idle CPU (reduced motion, nothing moving): {cpu:.2f} %   timer active: {view._timer.isActive()}")
    view.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
