"""``madn history [--json] [--mode classic|event] [--player NAME] [--record ID]``: the games of
the history database (:mod:`core.history`), newest first (docs/cli.md).

Without ``--json`` a table for people; with it one JSON object per game and line, the contract's
keys in order. ``--record ID`` prints one game's ``.madn`` record instead. A history file that
is not there is an empty history (nothing is created); a damaged or foreign one is moved aside
(said on stderr) and the listing is empty; a history that cannot be used exits 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from core.history import GameEntry

MODES = ("classic", "event")


def add_history_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    history = commands.add_parser("history", help="the finished games of this computer")
    history.add_argument("--json", action="store_true", help="one JSON object per game")
    history.add_argument("--mode", choices=MODES, default=None, help="only this mode's games")
    history.add_argument(
        "--player",
        default=None,
        help="only the games of this person (a name) or AI level (ai:LEVEL)",
    )
    history.add_argument("--record", type=int, default=None, help="print this game's record")


def run_history(args: argparse.Namespace, out: TextIO | None = None) -> int:
    from core.history import History, HistoryError, default_path  # (not for every madn command)
    from core.record import RecordError, dumps

    out = out or sys.stdout
    path = default_path()
    if not path.exists():
        if args.record is not None:
            return _fail(f"there is no game {args.record} (no history yet at {path})")
        if not args.json:
            print(f"No finished games yet ({path}).", file=out)
        return 0
    try:
        with History.open(path) as history:
            if history.opened.message:
                print(f"madn history: {history.opened.message}", file=sys.stderr)
            if args.record is not None:
                try:
                    out.write(dumps(history.record(args.record)))
                except KeyError:
                    return _fail(f"there is no game {args.record} in {path}")
                return 0
            games = history.games(mode=args.mode, player=args.player)
    except (HistoryError, RecordError) as error:
        return _fail(str(error))
    if args.json:
        for game in games:
            print(json.dumps(game.to_json(), ensure_ascii=False), file=out)
    elif games:
        out.write(table(games))
    else:
        print(f"No finished games ({path}).", file=out)
    out.flush()
    return 0


def _fail(text: str) -> int:
    print(f"madn history: {text}", file=sys.stderr)
    return 1


def table(games: list[GameEntry]) -> str:
    """The readable listing: one line per game, the ranking as ``1. Name (kind)``."""
    rows = [("id", "date", "mode", "rules", "commands", "time", "ranking")]
    for game in games:
        names = {s.seat: f"{s.name} ({s.kind})" for s in game.seats}
        ranking = ", ".join(f"{place}. {names[seat]}" for seat, place in game.ranking)
        rows.append(
            (
                str(game.id),
                game.date[:16].replace("T", " "),
                game.mode,
                game.rules,
                str(game.commands),
                _clock(game.duration),
                ranking,
            )
        )
    widths = [max(len(row[c]) for row in rows) for c in range(6)]
    right = (True, False, False, False, True, True)
    lines = []
    for row in rows:
        cells = [
            cell.rjust(width) if flush else cell.ljust(width)
            for cell, width, flush in zip(row[:6], widths, right, strict=True)
        ]
        lines.append("  ".join([*cells, row[6]]).rstrip())
    return "\n".join(lines) + "\n"


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"
