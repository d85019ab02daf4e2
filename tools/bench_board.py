"""Benchmark the 3D board under Xvfb: paintGL times at 1280x800 and idle CPU.

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/bench_board.py

Every paintGL is timed with a glFinish at its end, so the figures include the software
rasteriser's work, not only the submission of draw calls. Three measurements:

* play: ~200 frames driven by the widget's own frame clock while a die rolls, a figure hops
  along the ring, movable figures pulse and the landscape sways (the typical busy frame; the
  cached background is redrawn only when the landscape steps);
* full: frames with the camera orbiting, so that the whole scene is drawn every frame (the
  background as a reduced-resolution draft, see --draft-scale);
* idle: CPU use of the process with reduced motion on and nothing moving.

With ``--event`` the position is one of event mode (the star fields and a construction pair
painted on the board); then a few construction events and a few Reinforcement events (each
growing a seat's house and goal lane) are played, and the first frame after each is timed,
besides the painting of the marked picture itself.

With ``--window`` the board is measured where the player sees it: inside the real main window
(menus, side panel, move log) of ``--width`` x ``--height``, so the board widget itself is
smaller than the window; without it the bare board widget fills the whole size.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from typing import Any


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _summary(times: list[float]) -> str:
    ordered = sorted(times)
    median = statistics.median(ordered) * 1000.0
    p90 = ordered[max(0, int(len(ordered) * 0.9) - 1)] * 1000.0
    return f"median {median:6.2f} ms   p90 {p90:6.2f} ms   ({len(ordered)} frames)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Benchmark the 3D board.")
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--full-frames", type=int, default=30)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=800)
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument(
        "--draft-scale",
        type=float,
        default=None,
        help="pin the moving view's draft scale (default: the renderer adapts it)",
    )
    parser.add_argument(
        "--event",
        action="store_true",
        help="an event-mode position: star fields and a construction pair on the board",
    )
    parser.add_argument(
        "--window",
        action="store_true",
        help="measure the board inside the main window of this size (default: the bare widget)",
    )
    args = parser.parse_args(argv)

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    app: Any = QApplication.instance() or QApplication(sys.argv[:1])
    from core.happenings import Moved
    from core.position import initial_position
    from core.rules import Rules
    from madn_qt.board import BoardView

    position = initial_position(Rules(event_mode=args.event), (0, 1, 2, 3))
    if args.event:  # the first construction pair drawn: the shortcut 11 -> 15, the detour 25 -> 22
        from core.chance import ChanceKind, Draw
        from core.engine import apply
        from core.event.construction import PAIRS, Paths

        position, _ = apply(position, Draw(ChanceKind.PATHS, PAIRS.index(Paths(11, 25))))
    for seat, figure, progress in (
        (0, 0, 3),
        (0, 1, 17),
        (1, 0, 0),
        (2, 0, 41),
        (3, 1, 25),
        (3, 2, 9),
    ):
        position = position.with_figure(seat, figure, progress)
    window: Any = None
    if args.window:
        from madn_qt.main_window import MainWindow

        window = MainWindow()
        window.resize(args.width, args.height)
        view = window.board
        if not isinstance(view, BoardView):
            print("the main window has no 3D board (is there an OpenGL display?)")
            return 1
    else:
        view = BoardView()
        view.resize(args.width, args.height)
    view.finish_gl_in_paint = True
    view.set_position(position)
    (window or view).show()

    def pump(seconds: float) -> None:
        """Run the real event loop (blocking, no polling) for ``seconds``."""
        loop = QEventLoop()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()

    pump(1.0)
    if not view.paint_times:
        print("no frame was painted (is there an OpenGL display?)")
        return 1
    if args.draft_scale is not None and view._renderer is not None:
        view._renderer.draft_scale = args.draft_scale
        view._renderer.adapt_draft_scale = False

    # Play: die rolls and a figure hopping 6 fields, over and over, glow and landscape on.
    state = {"forward": True}

    def next_move() -> None:
        start, target = (3, 9) if state["forward"] else (9, 3)
        state["forward"] = not state["forward"]
        before = view._position
        assert before is not None
        after = before.with_figure(0, 0, target)
        view.play_happenings([Moved(0, 0, start, target)], after)
        view.roll_die((6 if state["forward"] else 3,))

    view.animation_finished.connect(lambda: None if view.is_animating() else next_move())
    view.set_movable(0, [1])
    redraws0 = view._renderer.background_redraws if view._renderer else 0
    view.paint_times.clear()
    next_move()
    deadline = time.monotonic() + 120.0
    while len(view.paint_times) < args.frames and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.001)
    play = list(view.paint_times)
    redraws = (view._renderer.background_redraws if view._renderer else 0) - redraws0
    view.animation_finished.disconnect()
    while view.is_animating():
        app.processEvents()

    # Full: the camera turns a little every frame, so everything is drawn again (as a draft
    # without MSAA: the still picture is refined once the camera has stopped, not timed here).
    view.set_movable(0, [])
    view.paint_times.clear()
    for _ in range(args.full_frames):
        view._user_camera = view._user_camera.orbited(0.003, 0.0)
        view._camera = view._user_camera
        n = len(view.paint_times)
        view.update()
        while len(view.paint_times) == n:
            app.processEvents()
    full = list(view.paint_times)
    draw_calls = view._renderer.draw_calls if view._renderer else 0
    draft_size = view._renderer.last_background_size if view._renderer else None
    draft_scale = view._renderer.draft_scale if view._renderer else 1.0

    # Landscape: nothing on the board moves, trees sway and clouds drift (reduced motion off).
    view.set_landscape_motion(True)
    pump(0.5)
    painted = len(view.paint_times)
    cpu0, wall0 = _cpu_seconds(), time.monotonic()
    pump(args.idle_seconds)
    landscape_cpu = (_cpu_seconds() - cpu0) / (time.monotonic() - wall0) * 100.0
    landscape_paints = len(view.paint_times) - painted

    # Idle: reduced motion, nothing moving: no timer should run and nothing repaint.
    view.set_reduced_motion(True)
    pump(0.5)
    painted = len(view.paint_times)
    cpu0, wall0 = _cpu_seconds(), time.monotonic()
    pump(args.idle_seconds)
    cpu = (_cpu_seconds() - cpu0) / (time.monotonic() - wall0) * 100.0
    idle_paints = len(view.paint_times) - painted

    renderer = view._renderer
    samples = renderer._samples if renderer else 0
    fine = renderer._background.samples if renderer and renderer._background else 0
    where = (
        f"main window {args.width}x{args.height}, board widget {view.width()}x{view.height()}"
        if window is not None
        else f"{args.width}x{args.height}"
    )
    print(
        f"board benchmark at {where}: widget framebuffer MSAA {samples}x, "
        f"cached background now MSAA {fine}x (moving views are drafted without MSAA)"
    )
    print(f"play  paintGL: {_summary(play)}   background redraws: {redraws}")
    print(
        f"full  paintGL: {_summary(full)}   (camera moving: whole scene every frame, "
        f"{draw_calls} draw calls)"
    )
    if draft_size is not None:
        print(
            f"      draft background {draft_size[0]}x{draft_size[1]} (scale now {draft_scale:.2f}"
            f"{', pinned' if args.draft_scale is not None else ', adaptive'}), pieces full size"
        )

    print(
        f"landscape only  CPU: {landscape_cpu:.1f} %   repaints: {landscape_paints} "
        f"in {args.idle_seconds:.0f} s"
    )
    print(
        f"idle  CPU: {cpu:.2f} %   repaints while idle: {idle_paints}   "
        f"frame timer running: {view._timer.isActive()}"
    )
    if args.event:
        print(f"construction  first paintGL: {_summary(_constructions(view, pump))}")
        frames, painted = _reinforcements(view, pump)
        print(f"reinforcement first paintGL: {_summary(frames)}")
        print(f"reinforcement marks painted: {_summary(painted)}   (grown lane and house)")
    (window or view).close()
    return 0


def _constructions(view: Any, pump: Any) -> list[float]:
    """The frame after each of a few construction events: the new paths painted over the
    plain picture, uploaded, and the background drafted anew (the fine picture follows)."""
    import dataclasses

    from core.event.construction import PAIRS
    from core.happenings import PathsBuilt

    times = []
    for index in range(8):
        paths = PAIRS[(index * 113 + 7) % len(PAIRS)]
        before = view._position
        after = before.but(event_state=dataclasses.replace(before.event_state, paths=paths))
        painted = len(view.paint_times)
        view.play_happenings([PathsBuilt(paths.shortcut, paths.detour)], after)
        pump(0.4)
        times.append(view.paint_times[painted])
    return times


def _reinforcements(view: Any, pump: Any) -> tuple[list[float], list[float]]:
    """The frame after each of eight Reinforcement events (seat 0 four times, to eight
    figures, then seat 2 four times: one seat grown, then two): the grown houses and lanes
    painted over the plain picture with the other marks, uploaded, and the background drafted
    anew; and the marked picture's painting alone (not cached)."""
    from core.event.play import reinforce
    from madn_qt.board.marks import board_marks
    from madn_qt.board.static_scene import marked_picture

    frames, painted = [], []
    for index in range(8):
        before = view._position
        after, events = reinforce(before.but(turn=0 if index < 4 else 2), [])
        after = after.but(turn=before.turn)
        marks = board_marks(after)
        start = time.perf_counter()
        marked_picture.__wrapped__(marks)  # (the cache bypassed: the painting itself)
        painted.append(time.perf_counter() - start)
        count = len(view.paint_times)
        view.play_happenings(events, after)
        pump(1.0)
        frames.append(view.paint_times[count])
    return frames, painted


if __name__ == "__main__":
    raise SystemExit(main())
