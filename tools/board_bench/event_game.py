"""``--event-game`` (issue 23): an event-mode game in the real main window: full frames of the
classic and the event game, the wheel of fortune spinning over the board, the train crossing it,
and the idle CPU while the person is asked (see tools/bench_board.py's docstring)."""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from typing import Any

from tools.board_bench.instruments import StageTimes, WindowFrames
from tools.board_bench.measure import full_frames, ms, pump

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


def open_position(window: Any, text: str) -> None:
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


def _wheel_spin(app: Any, window: Any, frames: WindowFrames) -> dict[str, Any]:
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
    pump(0.3)
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
    pump(0.3)
    return result


def _train_run(app: Any, window: Any, frames: WindowFrames) -> dict[str, Any]:
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
    pump(0.5)
    view.set_position(before)  # (the figures back for the next round)
    pump(0.5)
    return result


def _idle(window: Any, text: str, seconds: float) -> tuple[float, int]:
    """CPU of the process (``time.process_time``) while the person is asked at ``text``'s
    position, reduced motion on: percent of a core, and the board's paints meanwhile."""
    open_position(window, text)
    pump(2.0)
    view = window.board
    painted = len(view.paint_times)
    cpu, started = time.process_time(), time.perf_counter()
    pump(seconds)
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

    stages = StageTimes() if args.stages else None
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
    pump(0.3)
    window.resize(args.width, args.height)  # (once shown: the placement fits it to the screen)
    open_position(window, CLASSIC_ROLL)
    pump(1.5)
    if not view.paint_times or view._renderer is None:
        print("no frame was painted (is there an OpenGL display?)")
        return 1
    frames = WindowFrames(view, window.panel.event_box.wheel)
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
            open_position(window, CLASSIC_ROLL if kind == "classic" else EVENT_ROLL)
            pump(1.0)
            if stages is not None:
                stages.take()
            paints, intervals = full_frames(app, view, args.full_frames)
            if stages is not None:
                print(StageTimes.report(f"round {index + 1} {kind} full stages", stages.take()))
            series[kind].append((paints, intervals, view._renderer.draft_scale))
            print(
                f"round {index + 1} {kind:8} full  paintGL {ms(paints)} ms   "
                f"frame to frame {ms(intervals)} ms   draft scale "
                f"{view._renderer.draft_scale:.2f}",
                flush=True,
            )
            if kind == "event":
                pump(0.5)
                spin = _wheel_spin(app, window, frames)
                series["wheel"].append(spin)
                print(
                    f"round {index + 1} wheel spin {spin['seconds']:.2f} s: "
                    f"{spin['window_frames']} window frames ({spin['fps']:.1f}/s), "
                    f"frame to frame {ms(spin['intervals'])} ms, composition "
                    f"{ms(spin['compose'])} ms, wheel paint {ms(spin['wheel_paints'])} ms, "
                    f"board paints {len(spin['board_paints'])} {ms(spin['board_paints'])} ms "
                    f"(background redraws {spin['board_redraws']}), CPU {spin['cpu']:.0f} %",
                    flush=True,
                )
                if stages is not None:
                    stages.take()
                train = _train_run(app, window, frames)
                if stages is not None:  # (the paints of the run; not those after it)
                    print(
                        StageTimes.report(
                            f"round {index + 1} train stages",
                            stages.take()[: len(train["board_paints"])],
                        )
                    )
                series["train"].append(train)
                print(
                    f"round {index + 1} train {train['seconds']:.2f} s ({train['hits']} hits): "
                    f"board paintGL {ms(train['board_paints'])} ms over "
                    f"{len(train['board_paints'])} paints, background redrawn "
                    f"{train['board_redraws']}x, camera following "
                    f"{train['following_share']:.0%} of the run; window frames "
                    f"{train['window_frames']}, frame to frame {ms(train['intervals'])} ms, "
                    f"composition {ms(train['compose'])} ms, draft scale "
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
