"""The engine command line: ``madn engine legal|board``, ``madn simulate`` and ``madn watch``.

It is part of ``core`` and imports no Qt, so it runs on any headless machine.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from core.board import (
    CROSSINGS,
    GOAL_START,
    HOUSE,
    RING_SIZE,
    SEAT_COUNT,
    STAR_FIELDS,
    TRACK_GOAL,
)
from core.engine import IllegalCommandError, apply
from core.moves import legal_moves, rolls_allowed
from core.position import Phase, Position, check_seats
from core.rules import PRESETS, Rules


class InputError(ValueError):
    """A malformed engine input line."""


def _position_from_json(data: Any) -> Position:
    if not isinstance(data, dict):
        raise InputError("a line must be a JSON object")
    unknown = set(data) - {"seats", "figures", "turn", "die", "rules"}
    if unknown:
        raise InputError(f"unknown key {sorted(unknown)[0]!r}")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(type(s) is int for s in seats):
        raise InputError("'seats' must be a list of seat numbers")
    try:
        check_seats(tuple(seats))
    except ValueError as error:
        raise InputError(str(error)) from None
    rules_data = data.get("rules", {})
    if not isinstance(rules_data, dict):
        raise InputError("'rules' must be an object")
    figures_data = data.get("figures")
    if not isinstance(figures_data, dict) or set(figures_data) != {str(s) for s in seats}:
        raise InputError("'figures' must map every seat (as a string) to its figures")
    rows: list[tuple[int, ...]] = [() for _ in range(SEAT_COUNT)]
    for seat in seats:
        row = figures_data[str(seat)]
        if not isinstance(row, list) or not row or not all(type(p) is int for p in row):
            raise InputError(f"figures of seat {seat} must be a non-empty list of integers")
        rows[seat] = tuple(row)
    count = len(rows[seats[0]])
    if any(len(rows[s]) != count for s in seats):
        raise InputError("every seat needs the same number of figures")
    try:
        rules = Rules.from_dict({**rules_data, "figures": count})
    except (TypeError, ValueError) as error:
        raise InputError(str(error)) from None
    _check_figures(rows, seats, count)
    turn = data.get("turn")
    if type(turn) is not int or turn not in seats:
        raise InputError("'turn' must be one of the seats")
    die = data.get("die")
    if type(die) is not int or not 1 <= die <= 6:
        raise InputError("'die' must be an integer 1..6")
    goal_sizes = tuple(count if s in seats else 0 for s in range(SEAT_COUNT))
    base = Position(rules, tuple(sorted(seats)), tuple(rows), goal_sizes, turn, Phase.MOVE, (die,))
    return base


def _check_figures(rows: list[tuple[int, ...]], seats: list[int], count: int) -> None:
    taken: set[int] = set()
    for seat in seats:
        placed = [p for p in rows[seat] if p != HOUSE]
        if any(not HOUSE <= p < GOAL_START + count for p in rows[seat]):
            raise InputError(f"seat {seat}: progress must be -1..{GOAL_START + count - 1}")
        if len(placed) != len(set(placed)):
            raise InputError(f"seat {seat} has two figures on one field")
        for p in placed:
            if p < RING_SIZE:
                field = (10 * seat + p) % RING_SIZE
                if field in taken:
                    raise InputError(f"ring field {field} holds two figures")
                taken.add(field)


def legal_line(data: Any) -> dict[str, Any]:
    """Answer one ``engine legal`` input object."""
    position = _position_from_json(data)
    seat = position.turn
    rolling = Position(
        position.rules, position.seats, position.figures, position.goal_sizes, seat, Phase.ROLL
    )
    answer: dict[str, Any] = {"rolls_allowed": rolls_allowed(rolling, seat), "moves": []}
    for move in legal_moves(position):
        if move.is_pass:
            continue
        after, _ = apply(position, move)
        entry: dict[str, Any] = {
            "figure": move.figure,
            "from": move.start,
            "to": move.target,
            "captures": list(move.capture) if move.capture else None,
            "figures": {str(s): list(after.figures[s]) for s in after.seats},
            "again": after.phase is Phase.ROLL and after.turn == seat,
        }
        if move.breaks is not None:
            entry["breaks"] = move.breaks.value
        answer["moves"].append(entry)
    return answer


def engine_legal(stdin: TextIO, stdout: TextIO) -> int:
    for line in stdin:
        if not line.strip():
            continue
        try:
            answer = legal_line(json.loads(line))
        except json.JSONDecodeError as error:
            answer = {"error": f"not JSON: {error.msg} at column {error.colno}"}
        except (InputError, IllegalCommandError) as error:
            answer = {"error": str(error)}
        stdout.write(json.dumps(answer, separators=(", ", ": ")) + "\n")
        stdout.flush()
    return 0


def engine_board(stdout: TextIO) -> int:
    """``madn engine board``: the board graph's special fields as one JSON object."""
    board = {
        "stars": list(STAR_FIELDS),
        "crossings": list(CROSSINGS),
        "track_goal": [list(entry) for entry in TRACK_GOAL],
    }
    stdout.write(json.dumps(board, separators=(", ", ": ")) + "\n")
    return 0


def parse_rules(text: str) -> Rules:
    """``classic``, ``original``, a JSON object, or ``key=value,...`` over a preset/classic."""
    text = text.strip()
    if text in PRESETS:
        return PRESETS[text]
    if text.startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ValueError(f"JSON: {error.msg}") from None
        if not isinstance(data, dict):
            raise ValueError("JSON rules must be an object")
        return Rules.from_dict(data)
    base = PRESETS["classic"].to_dict()
    for part in filter(None, text.split(",")):
        if part in PRESETS:
            base = PRESETS[part].to_dict()
            continue
        key, sep, value = part.partition("=")
        if not sep or value.lower() not in ("true", "false", "on", "off", "1", "0"):
            raise ValueError(f"{part!r} is not option=true|false")
        base[key.strip()] = value.lower() in ("true", "on", "1")
    return Rules.from_dict(base)


def rules_argument(text: str) -> Rules:
    """:func:`parse_rules` as an argparse ``type``: a bad value is a usage error that says why."""
    try:
        return parse_rules(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="madn", description="Mensch ärgere Dich nicht")
    commands = parser.add_subparsers(dest="command", required=True)
    engine = commands.add_parser("engine", help="the rules engine as a JSON Lines filter")
    engine_cmd = engine.add_subparsers(dest="engine_command", required=True)
    engine_cmd.add_parser("legal", help="legal moves for each position on stdin")
    engine_cmd.add_parser("board", help="the board's star fields, crossings and track")

    sim = commands.add_parser("simulate", help="headless games between engine players")
    sim.add_argument("--players", required=True, help="2 to 4 comma-separated player names")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--rotate", action="store_true", help="rotate seats across games")
    sim.add_argument(
        "--rules",
        type=rules_argument,
        default="classic",
        help="classic, original or option=bool,...",
    )
    sim.add_argument("--json", action="store_true", help="end with one JSON summary line")
    sim.add_argument("--rich", action="store_true", help="never use the batched fast path")

    watch = commands.add_parser("watch", help="watch four AIs play in the terminal")
    watch.add_argument("--players", default="random,random,random,random")
    watch.add_argument("--seed", type=int, default=1)
    watch.add_argument("--delay", type=float, default=0.05)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "engine":
        if args.engine_command == "board":
            return engine_board(sys.stdout)
        return engine_legal(sys.stdin, sys.stdout)
    if args.command == "simulate":
        from core.simulate_cli import run_simulate

        return run_simulate(args, parser)
    from core.watch import watch

    return watch(args.players.split(","), args.seed, args.delay)


if __name__ == "__main__":
    raise SystemExit(main())
