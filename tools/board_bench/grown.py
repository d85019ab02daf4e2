"""``--grown`` (issue 33): the board with 26-place lanes and houses beside the 4-place board,
interleaved round by round."""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from tools.board_bench.measure import full_frames, pump


def _grown_position(places: int) -> Any:
    """An event game with its first pair drawn; seats 0 and 2 grown to ``places`` figures
    (Reinforcement, core's own), half of them at home and half in the goal."""
    from core.board import GOAL_START, HOUSE
    from core.chance import ChanceKind, Draw
    from core.engine import apply
    from core.event.construction import PAIRS, Paths
    from core.event.play import reinforce
    from core.position import Phase
    from core.rules import Rules
    from core.setup import initial_position

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

    from PySide6.QtWidgets import QApplication

    app: Any = QApplication.instance() or QApplication(sys.argv[:1])
    from madn_qt.board import BoardView
    from madn_qt.board.marks import board_marks
    from madn_qt.board.static_scene import _marked_image, marked_picture

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
            results[name]["full"] += full_frames(app, view, args.full_frames)[0]
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
