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
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # (run as a script: tools.*)

from tools.board_bench.event_game import event_game
from tools.board_bench.grown import grown_board
from tools.board_bench.widget import widget_frames


def main(argv: list[str] | None = None) -> int:
    """The benchmark the arguments ask for (see the module's docstring)."""
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
    return widget_frames(args)


if __name__ == "__main__":
    raise SystemExit(main())
