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

With ``--event-game`` (issue 23) everything happens in the real main window with a game the
window plays (opened from a written position, as a saved game is, Anna to act so that it waits;
its own settings file in a scratch directory: the app's defaults), over ``--rounds`` rounds,
the classic and the event game alternating which goes first:

* the baseline: the classic game's full re-raster (the camera orbiting a little every frame,
  ``--full-frames`` frames, as "full" above);
* the event game's full re-raster (star fields and a construction pair on the board's picture);
* the wheel of fortune spinning over the board (``window.panel.event_box`` shown, the wheel
  ``spin_to(slice, seconds=3.2)``, the landscape held still so that no bird flies meanwhile):
  the board's paints, the wheel's paint events, and the
  window's frames: each composition of the top level, counted from the board's
  ``aboutToCompose`` to its ``frameSwapped`` (Qt puts the board's texture and the widgets over
  it together and swaps), their count per second and the time from one to the next;
* the train crossing the board (``board.play_happenings([TrainPassed(hits)], after)``) with
  the follow camera on: the board's paint times while it runs, how many drew the background
  anew (the camera going along), the window's frames;

then the process's CPU time (``time.process_time``) over ``--idle-seconds`` with reduced
motion while the person is asked (an event's confirmation with the wheel at rest, a
send-back's pick with the figures glowing, an event game's move, and a classic game's move as
the baseline), each ``--idle-runs`` times, interleaved. ``--stages`` times every stage of each
paint instead (a glFinish after each stage), to see where a frame's time goes.
"""

from __future__ import annotations

import argparse
import itertools
import resource
import statistics
import sys
import time
from typing import Any

from PySide6.QtCore import QObject


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
    parser.add_argument(
        "--event-game",
        action="store_true",
        help="issue 23: the main window with an event game: full frames, wheel, train, idle",
    )
    parser.add_argument("--rounds", type=int, default=5, help="--event-game's rounds")
    parser.add_argument("--idle-runs", type=int, default=3, help="--event-game's idle runs")
    parser.add_argument(
        "--stages",
        action="store_true",
        help="--event-game: time each stage of a paint (a glFinish after each; no idle part)",
    )
    parser.add_argument(
        "--grown",
        action="store_true",
        help="issue 33: frames of the board with 26-place lanes and houses beside the 4-place "
        "board, interleaved round by round (--rounds, --full-frames)",
    )
    args = parser.parse_args(argv)
    if args.event_game:
        return event_game(args)
    if args.grown:
        return grown_board(args)

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
        frames, marks_painted = _reinforcements(view, pump)
        print(f"reinforcement first paintGL: {_summary(frames)}")
        print(f"reinforcement marks painted: {_summary(marks_painted)}   (grown lane and house)")
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


# --- --grown: 26-place lanes and houses beside the 4-place board (issue 33) -------------------


def _grown_position(places: int) -> Any:
    """An event game with its first pair drawn; seats 0 and 2 grown to ``places`` figures
    (Reinforcement, core's own), half of them at home and half in the goal."""
    from core.board import GOAL_START, HOUSE
    from core.chance import ChanceKind, Draw
    from core.engine import apply
    from core.event.construction import PAIRS, Paths
    from core.event.play import reinforce
    from core.position import Phase, initial_position
    from core.rules import Rules

    position = initial_position(Rules(event_mode=True), (0, 1, 2, 3))
    position, _ = apply(position, Draw(ChanceKind.PATHS, PAIRS.index(Paths(13, 28))))
    for seat in (0, 2):
        for _ in range(places - 4):
            position, _ = reinforce(position.but(turn=seat), [])
    half = places // 2
    grown_row = (HOUSE,) * half + tuple(GOAL_START + i for i in range(places - half))
    figures = (grown_row, (HOUSE, 3, 9, HOUSE), grown_row, (HOUSE, 25, HOUSE, HOUSE))
    return position.but(figures=figures, turn=0, phase=Phase.ROLL, rolls_left=1, train=3)


def grown_board(args: Any) -> int:
    """The bare 3D board at ``--width`` x ``--height``: the 4-place board and the board with
    two seats of 26 (13 at home, 13 in the goal), interleaved round by round in one run; per
    case the paint of a still frame (cached background, the pieces drawn), of a full frame
    (the camera orbiting: the whole scene re-rasterised), of the marked board picture (a
    Reinforcement, a count that changes) and of the picture with a focused button's two field
    numbers over the cached one."""
    import dataclasses

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    app: Any = QApplication.instance() or QApplication(sys.argv[:1])
    from madn_qt.board import BoardView
    from madn_qt.board.marks import board_marks
    from madn_qt.board.static_scene import _marked_image, marked_picture

    def pump(seconds: float) -> None:
        loop = QEventLoop()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()

    view = BoardView()
    view.resize(args.width, args.height)
    view.set_landscape_motion(False)
    view.set_reduced_motion(True)
    view.finish_gl_in_paint = True
    cases = {"4 places": _grown_position(4), "26 places": _grown_position(26)}
    view.set_position(cases["4 places"])
    view.show()
    pump(1.0)
    results: dict[str, dict[str, list[float]]] = {
        name: {"still": [], "full": [], "picture": [], "focus picture": []} for name in cases
    }
    for _ in range(args.rounds):
        for name, position in cases.items():
            view.reset_view()
            view.set_position(position)
            pump(0.6)  # (the picture uploaded, the background refined)
            view.paint_times.clear()
            for _ in range(args.full_frames):
                count = len(view.paint_times)
                view.update()
                while len(view.paint_times) == count:
                    app.processEvents()
            results[name]["still"] += view.paint_times
            results[name]["full"] += _full_frames(app, view, args.full_frames)[0]
            marks = board_marks(position)
            start = time.perf_counter()
            _marked_image.__wrapped__(marks)  # (not cached: the grown places painted)
            results[name]["picture"].append(time.perf_counter() - start)
            marked_picture(marks)  # (cached: a focused button's fields go over it)
            start = time.perf_counter()
            marked_picture.__wrapped__(dataclasses.replace(marks, named=(5, 9)))
            results[name]["focus picture"].append(time.perf_counter() - start)
    base = {kind: statistics.median(times) for kind, times in results["4 places"].items()}
    for name, kinds in results.items():
        parts = []
        for kind, times in kinds.items():
            median = statistics.median(times)
            parts.append(f"{kind} {median * 1000:.2f} ms ({median / base[kind]:.2f} x)")
        print(f"{name:10}  " + "   ".join(parts))
    view.close()
    return 0


# --- --event-game: an event-mode game in the real main window (issue 23) ------------------------

EVENT_ROLL = (
    "MADN1 f=3,17,H,H/0,3,H,H/G2,H,H,H/H,25,9,H turn=0 phase=roll rolls=1 "
    "rules=fc,rw,ev train=3 open=0 paths=11:25"
)
CLASSIC_ROLL = (
    "MADN1 f=3,17,H,H/0,3,H,H/G2,H,H,H/H,25,9,H turn=0 phase=roll rolls=1 "
    "rules=fc,rw train=3 open=0"
)
# The person is asked: an event's confirmation (the wheel at rest over the board, the box
# showing), a send-back's pick (the box's pick buttons, the figures to pick glowing), a move
# (the movable figures glowing); and the classic game's move as the baseline.
IDLE_STATES = {
    "classic move": "MADN1 f=3,17,H,H/0,H,H,H/G2,H,H,H/H,25,9,H turn=0 phase=move die=3 rolls=0 "
    "rules=fc,rw train=3 open=0",
    "event confirm": "MADN1 f=5,H,H,H/12,H,H,H/15,H,H,H/G2,H,H,H turn=0 phase=confirm die=3 "
    "rolls=0 rules=fc,rw,ev train=2 open=0 paths=21:38 event=counter:send_back:0:",
    "event pick": "MADN1 f=5,H,H,H/12,H,H,H/15,H,H,H/G2,H,H,H turn=0 phase=pick die=3 rolls=0 "
    "rules=fc,rw,ev train=2 open=0 paths=21:38 event=counter:send_back:1:",
    "event move": "MADN1 f=3,17,H,H/0,H,H,H/G2,H,H,H/H,25,9,H turn=0 phase=move die=3 rolls=0 "
    "rules=fc,rw,ev train=3 open=0 paths=11:25",
}
# (Ben's second figure stands on a crossing, ring field 13: the train sends it home)
SEATS = "human:Anna,normal:Ben,normal:Carla,normal:Dario"  # Anna is asked: the game waits
WHEEL_SLICE = 250  # where the spin stops (any slice: the spin's length is what counts)
WHEEL_SECONDS = 3.2


def _ms(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p90 = ordered[max(0, int(len(ordered) * 0.9) - 1)]
    return f"{statistics.median(ordered) * 1000:6.2f} (p90 {p90 * 1000:6.2f})"


class _Frames(QObject):
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


class _StageTimes:
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


def _open(window: Any, text: str) -> None:
    """The window plays on from the written position, as it opens a saved game."""
    from core.game import Game
    from core.notation import parse_position
    from core.setup import parse_players
    from madn_qt.files.saved_game import OpenedGame

    position = parse_position(text)
    setup = parse_players(SEATS, position.rules)
    game = Game(setup)
    game.position = position  # (a game in progress: its position, no history)
    game.positions = [position]
    window.show_opened_game(OpenedGame(setup, game, []), seed=7)


def _full_frames(app: Any, view: Any, count: int) -> tuple[list[float], list[float]]:
    """The camera orbits a little every frame: every frame re-rasterises the whole scene (as
    the default benchmark's "full"); paint times and the intervals between window frames."""
    view.paint_times.clear()
    stamps = []
    for _ in range(count):
        view._cameras.put(view._cameras.user(view._aspect()).orbited(0.003, 0.0))
        n = len(view.paint_times)
        view.update()
        while len(view.paint_times) == n:
            app.processEvents()
        stamps.append(time.perf_counter())
    return list(view.paint_times), [b - a for a, b in itertools.pairwise(stamps)]


def _wheel_spin(app: Any, window: Any, frames: _Frames) -> dict[str, Any]:
    """The wheel of fortune spins over the board for WHEEL_SECONDS: the board's paints, the
    wheel's paints, the window's frames (count, intervals, composition) and the process's CPU."""
    from PySide6.QtCore import QEventLoop

    view = window.board
    box = window.panel.event_box
    wheel = box.wheel
    # (the landscape held still meanwhile: a bird crossing the sky would repaint the board in
    # every frame of its flight, whatever the wheel does; see docs/benchmarks.md)
    view.set_landscape_motion(False)
    box.show()
    wheel.spin_to(WHEEL_SLICE, seconds=0, reduced=True)  # (at rest where the last spin ended)
    while wheel.is_spinning():
        app.processEvents()
    _pump(0.3)
    painted = len(view.paint_times)
    redraws = view._renderer.background_redraws
    frames.clear()
    cpu, started = time.process_time(), time.perf_counter()
    wheel.spin_to(WHEEL_SLICE, seconds=WHEEL_SECONDS)
    while wheel.is_spinning():
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    wall = time.perf_counter() - started
    cpu = time.process_time() - cpu
    swaps = list(frames.swaps)
    result = {
        "seconds": wall,
        "window_frames": len(swaps),
        "fps": len(swaps) / wall,
        "intervals": [b - a for a, b in itertools.pairwise(swaps)],
        "compose": list(frames.compose),
        "wheel_paints": list(frames.wheel_paints),
        "board_paints": list(view.paint_times)[painted:],
        "board_redraws": view._renderer.background_redraws - redraws,
        "cpu": cpu / wall * 100.0,
    }
    box.hide()
    view.set_landscape_motion(True)
    _pump(0.3)
    return result


def _train_run(app: Any, window: Any, frames: _Frames) -> dict[str, Any]:
    """The train crosses the board (``play_happenings([TrainPassed(hits)])``) with the follow
    camera on: the board's paint times while it runs, how many of them drew the background
    anew (the camera moving), the window's frames."""
    from core.happenings import TrainPassed
    from core.railway import after_train, train_hits

    view = window.board
    before = view._position
    hits = train_hits(before)
    after = before.but(figures=after_train(before.figures, hits))
    view.set_follow_camera(True)
    done = {"over": False}

    def finished() -> None:
        done["over"] = not view.is_animating()

    view.animation_finished.connect(finished)
    painted = len(view.paint_times)
    redraws = view._renderer.background_redraws
    frames.clear()
    following = 0
    ticks = 0
    cpu, started = time.process_time(), time.perf_counter()
    view.play_happenings([TrainPassed(hits)], after)
    deadline = started + 30.0
    while not done["over"] and time.perf_counter() < deadline:
        app.processEvents()
        cameras, playback = view._cameras, view._playback
        along = cameras.along_train(playback, view._aspect(), reduced=view._reduced)
        if along is not None and not view._slow_renderer():  # (the camera goes along)
            following += 1
        ticks += 1
        time.sleep(0.001)
    wall = time.perf_counter() - started
    cpu = time.process_time() - cpu
    view.animation_finished.disconnect(finished)
    swaps = list(frames.swaps)
    result = {
        "hits": len(hits),
        "seconds": wall,
        "board_paints": list(view.paint_times)[painted:],
        "board_redraws": view._renderer.background_redraws - redraws,
        "window_frames": len(swaps),
        "intervals": [b - a for a, b in itertools.pairwise(swaps)],
        "compose": list(frames.compose),
        "following_share": following / max(ticks, 1),
        "fps": len(swaps) / wall,
        "scale": view._renderer.draft_scale,
        "cpu": cpu / wall * 100.0,
    }
    _pump(0.5)
    view.set_position(before)  # (the figures back for the next round)
    _pump(0.5)
    return result


def _pump(seconds: float) -> None:
    """Run the real event loop (blocking, no polling) for ``seconds``."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def _idle(window: Any, text: str, seconds: float) -> tuple[float, int]:
    """CPU of the process (``time.process_time``) while the person is asked at ``text``'s
    position, reduced motion on: percent of a core, and the board's paints meanwhile."""
    _open(window, text)
    _pump(2.0)
    view = window.board
    painted = len(view.paint_times)
    cpu, started = time.process_time(), time.perf_counter()
    _pump(seconds)
    share = (time.process_time() - cpu) / (time.perf_counter() - started) * 100.0
    return share, len(view.paint_times) - painted


def event_game(args: argparse.Namespace) -> int:
    """``--event-game``: see the module's docstring."""
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app: Any = QApplication.instance() or QApplication(sys.argv[:1])
    from madn_qt.board import BoardView
    from madn_qt.settings import Settings
    from madn_qt.window.main_window import MainWindow

    stages = _StageTimes() if args.stages else None
    if stages is not None:
        stages.install()  # (before the board is made: PySide binds its paintGL then)
    scratch = Path(tempfile.mkdtemp(prefix="bench_board_"))
    store = QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat)
    window: Any = MainWindow(Settings(store), sound=None)  # (the app's defaults, not yours)
    window.autosave = scratch / "kept.madn"  # (closing keeps the game there, asks nothing)
    window.resize(args.width, args.height)
    view = window.board
    if not isinstance(view, BoardView):
        print("the main window has no 3D board (is there an OpenGL display?)")
        return 1
    view.finish_gl_in_paint = True
    window.show()
    _pump(0.3)
    window.resize(args.width, args.height)  # (once shown: the placement fits it to the screen)
    _open(window, CLASSIC_ROLL)
    _pump(1.5)
    if not view.paint_times or view._renderer is None:
        print("no frame was painted (is there an OpenGL display?)")
        return 1
    frames = _Frames(view, window.panel.event_box.wheel)
    if args.draft_scale is not None:
        view._renderer.draft_scale = args.draft_scale
        view._renderer.adapt_draft_scale = False
    print(
        f"main window {window.width()}x{window.height()}, board widget "
        f"{view.width()}x{view.height()}, wheel {window.panel.event_box.wheel.width()} px; "
        f"{args.rounds} rounds of {args.full_frames} full frames each, interleaved; draft "
        f"scale {'adaptive' if args.draft_scale is None else f'pinned at {args.draft_scale}'}",
        flush=True,
    )
    series: dict[str, list[Any]] = {"classic": [], "event": [], "wheel": [], "train": []}
    for index in range(args.rounds):
        for kind in ("classic", "event") if index % 2 == 0 else ("event", "classic"):
            _open(window, CLASSIC_ROLL if kind == "classic" else EVENT_ROLL)
            _pump(1.0)
            if stages is not None:
                stages.take()
            paints, intervals = _full_frames(app, view, args.full_frames)
            if stages is not None:
                print(_StageTimes.report(f"round {index + 1} {kind} full stages", stages.take()))
            series[kind].append((paints, intervals, view._renderer.draft_scale))
            print(
                f"round {index + 1} {kind:8} full  paintGL {_ms(paints)} ms   "
                f"frame to frame {_ms(intervals)} ms   draft scale "
                f"{view._renderer.draft_scale:.2f}",
                flush=True,
            )
            if kind == "event":
                _pump(0.5)
                spin = _wheel_spin(app, window, frames)
                series["wheel"].append(spin)
                print(
                    f"round {index + 1} wheel spin {spin['seconds']:.2f} s: "
                    f"{spin['window_frames']} window frames ({spin['fps']:.1f}/s), "
                    f"frame to frame {_ms(spin['intervals'])} ms, composition "
                    f"{_ms(spin['compose'])} ms, wheel paint {_ms(spin['wheel_paints'])} ms, "
                    f"board paints {len(spin['board_paints'])} {_ms(spin['board_paints'])} ms "
                    f"(background redraws {spin['board_redraws']}), CPU {spin['cpu']:.0f} %",
                    flush=True,
                )
                if stages is not None:
                    stages.take()
                train = _train_run(app, window, frames)
                if stages is not None:  # (the paints of the run; not those after it)
                    print(
                        _StageTimes.report(
                            f"round {index + 1} train stages",
                            stages.take()[: len(train["board_paints"])],
                        )
                    )
                series["train"].append(train)
                print(
                    f"round {index + 1} train {train['seconds']:.2f} s ({train['hits']} hits): "
                    f"board paintGL {_ms(train['board_paints'])} ms over "
                    f"{len(train['board_paints'])} paints, background redrawn "
                    f"{train['board_redraws']}x, camera following "
                    f"{train['following_share']:.0%} of the run; window frames "
                    f"{train['window_frames']}, frame to frame {_ms(train['intervals'])} ms, "
                    f"composition {_ms(train['compose'])} ms, draft scale "
                    f"{train['scale']:.2f}, CPU {train['cpu']:.0f} %",
                    flush=True,
                )

    def medians(values: list[float]) -> str:
        ms = [v * 1000 for v in values]
        return (
            f"median {statistics.median(ms):6.2f} ms (rounds {min(ms):.2f}-{max(ms):.2f})"
            if ms
            else "-"
        )

    def per_round(items: list[Any], pick: Any) -> list[float]:
        return [statistics.median(pick(item)) for item in items if pick(item)]

    print("summary: median of the rounds' medians (range of the rounds' medians)")
    lines: list[tuple[str, list[Any], Any]] = [
        ("classic full re-raster paintGL (baseline)", series["classic"], lambda s: s[0]),
        ("event full re-raster paintGL", series["event"], lambda s: s[0]),
        ("classic full: frame to frame", series["classic"], lambda s: s[1]),
        ("event full: frame to frame", series["event"], lambda s: s[1]),
        ("wheel spin: window frame to frame", series["wheel"], lambda s: s["intervals"]),
        ("wheel spin: composition", series["wheel"], lambda s: s["compose"]),
        ("wheel spin: wheel paint event", series["wheel"], lambda s: s["wheel_paints"]),
        ("wheel spin: board paintGL", series["wheel"], lambda s: s["board_paints"]),
        ("train: board paintGL", series["train"], lambda s: s["board_paints"]),
        ("train: window frame to frame", series["train"], lambda s: s["intervals"]),
        ("train: composition", series["train"], lambda s: s["compose"]),
    ]
    for label, items, pick in lines:
        print(f"  {label:42} {medians(per_round(items, pick))}")
    fps = [s["fps"] for s in series["wheel"]]
    print(
        f"  {'wheel spin: window frames per second':42} median {statistics.median(fps):.1f} "
        f"({min(fps):.1f}-{max(fps):.1f}); board paints per spin "
        f"{[len(s['board_paints']) for s in series['wheel']]}"
    )
    fps = [s["fps"] for s in series["train"]]
    print(
        f"  {'train: window frames per second':42} median {statistics.median(fps):.1f} "
        f"({min(fps):.1f}-{max(fps):.1f})"
    )
    print(
        f"  {'train: board paints, background redraws':42} "
        f"{[(len(s['board_paints']), s['board_redraws']) for s in series['train']]}"
    )

    if stages is not None or args.idle_runs <= 0:
        window.close()
        return 0
    # Idle: reduced motion, the person asked; the states interleaved, each --idle-runs times.
    window.set_reduced_motion(True)
    idle: dict[str, list[tuple[float, int]]] = {state: [] for state in IDLE_STATES}
    for run in range(args.idle_runs):
        for state, text in IDLE_STATES.items():
            share, repaints = _idle(window, text, args.idle_seconds)
            idle[state].append((share, repaints))
            stage = window.controller.stage.name
            box = window.panel.event_box
            print(
                f"idle run {run + 1} {state:14} ({stage}, box shown {box.isVisible()}, wheel "
                f"shown {box.wheel.isVisible()}, glowing {len(view.pickable())}): "
                f"CPU {share:.3f} % of a core over {args.idle_seconds:.0f} s, board paints "
                f"{repaints}, frame timer {view._timer.isActive()}",
                flush=True,
            )
    for state, values in idle.items():
        shares = [share for share, _ in values]
        if not shares:
            continue
        print(
            f"  idle {state:14} median {statistics.median(shares):.3f} % "
            f"({min(shares):.3f}-{max(shares):.3f})"
        )
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
