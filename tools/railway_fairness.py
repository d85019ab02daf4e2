"""How fair is a railway track? Wins per seat of four equal players, seats fixed.

The board's track (``core.board.CROSSINGS`` and ``TRACK_GOAL``) is the one the engine plays; this
tool plays the same games on another track to compare (docs/rules.md, "The railway")::

    python tools/railway_fairness.py --games 1000 --seed 3                       # the board's
    python tools/railway_fairness.py --crossings 19,39 --goal 0.0,0.1,0.2,0.3,2.0,2.1,2.2,2.3
    python tools/railway_fairness.py --railway off

``--goal`` lists goal fields under the track as ``seat.depth`` (depth 0 = innermost).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

import core.board
from core.rules import Rules
from core.simulate import simulate


def _fields(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(",") if part)


def _goal(text: str) -> tuple[tuple[int, int], ...]:
    pairs = []
    for part in filter(None, text.split(",")):
        seat, _, depth = part.partition(".")
        pairs.append((int(seat), int(depth)))
    return tuple(pairs)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--crossings", type=_fields, default=None, help="ring fields, e.g. 13,35")
    parser.add_argument("--goal", type=_goal, default=None, help="seat.depth,... under the track")
    parser.add_argument("--railway", choices=("on", "off"), default="on")
    parser.add_argument("--player", default="normal")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    # The engine reads the track from core.board at every train; this process plays another one.
    if args.crossings is not None:
        core.board.CROSSINGS = args.crossings  # type: ignore[misc]
    if args.goal is not None:
        core.board.TRACK_GOAL = args.goal  # type: ignore[misc]
    rules = Rules(railway=args.railway == "on")
    report = simulate([args.player] * 4, args.games, args.seed, rules)
    track = f"crossings {list(core.board.CROSSINGS)}, goal {list(core.board.TRACK_GOAL)}"
    print(f"{args.games} games of four {args.player} players, railway {args.railway}, {track}")
    print("wins per seat 0..3:", ", ".join(str(w) for w in report.wins))
    return 0


if __name__ == "__main__":
    sys.exit(main())
