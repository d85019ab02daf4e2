"""The bare 3D board (or the board in the main window, ``--window``): its paint times while
figures hop and dice roll, while the camera orbits, the landscape's and the idle CPU, and with
``--event`` the first frame after construction and Reinforcement events."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from tools.board_bench.measure import cpu_seconds, pump, summary


def widget_frames(args: argparse.Namespace) -> int:
    """The default run: see tools/bench_board.py's docstring."""
    from PySide6.QtWidgets import QApplication

    app: Any = QApplication.instance() or QApplication(sys.argv[:1])
    from core.happenings import Moved
    from core.rules import Rules
    from core.setup import initial_position
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
        from madn_qt.window.main_window import MainWindow

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
        view._cameras.put(view._cameras.user(view._aspect()).orbited(0.003, 0.0))
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
    cpu0, wall0 = cpu_seconds(), time.monotonic()
    pump(args.idle_seconds)
    landscape_cpu = (cpu_seconds() - cpu0) / (time.monotonic() - wall0) * 100.0
    landscape_paints = len(view.paint_times) - painted

    # Idle: reduced motion, nothing moving: no timer should run and nothing repaint.
    view.set_reduced_motion(True)
    pump(0.5)
    painted = len(view.paint_times)
    cpu0, wall0 = cpu_seconds(), time.monotonic()
    pump(args.idle_seconds)
    cpu = (cpu_seconds() - cpu0) / (time.monotonic() - wall0) * 100.0
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
    print(f"play  paintGL: {summary(play)}   background redraws: {redraws}")
    print(
        f"full  paintGL: {summary(full)}   (camera moving: whole scene every frame, "
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
        print(f"construction  first paintGL: {summary(_constructions(view, pump))}")
        frames, marks_painted = _reinforcements(view, pump)
        print(f"reinforcement first paintGL: {summary(frames)}")
        print(f"reinforcement marks painted: {summary(marks_painted)}   (grown lane and house)")
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
