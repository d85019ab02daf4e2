"""The engine command line: ``madn engine legal|event|board``, ``madn simulate``, ``madn watch``,
``madn stats`` and ``madn history`` (docs/cli.md).

It is part of ``core`` and imports no Qt, so it runs on any headless machine. The engine's JSON
Lines filters are in :mod:`core.cli.engine`, ``watch`` in :mod:`core.cli.watch`, ``simulate``
in :mod:`core.cli.simulate`, ``stats`` in :mod:`core.cli.stats` and ``history`` in
:mod:`core.cli.history`; ``python -m core.cli`` runs the same as ``madn``.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Sequence

from core.cli.engine import engine_board, engine_event, engine_legal
from core.cli.history import add_history_parser
from core.rules import PRESETS, Rules

__all__ = [
    "MODES",
    "build_parser",
    "main",
    "parse_rules",
    "rules_argument",
    "rules_for_mode",
    "version_text",
]

MODES = ("classic", "event")


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


def rules_for_mode(rules: Rules, mode: str | None) -> Rules:
    """``--rules`` combined with ``--mode`` (``None``: as the rules say); ``ValueError`` when
    they cannot go together."""
    if mode is None:
        return rules
    event = mode == "event"
    if rules.event_mode and not event:
        raise ValueError("--mode classic contradicts event_mode in --rules")
    if event and rules.penalties:
        raise ValueError("--mode event does not combine with penalties (a classic-mode option)")
    return rules.with_options(event_mode=event)


def _add_rules_and_mode(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--rules",
        type=rules_argument,
        default="classic",
        help="classic, original or option=bool,...",
    )
    command.add_argument(
        "--mode", choices=MODES, default=None, help="classic or event mode (GAME.md 4)"
    )


def version_text() -> str:
    """``madn --version``: the installed version and which core runs, ``madn 0.1.0 (core:
    compiled)`` or ``(core: pure Python)`` (docs/native.md, docs/packaging.md)."""
    from importlib import metadata

    import core

    try:
        version = metadata.version("madn")
    except metadata.PackageNotFoundError:  # sources on the path, never installed
        version = "unknown"
    return f"madn {version} (core: {'compiled' if core.NATIVE else 'pure Python'})"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="madn", description="Mensch ärgere Dich nicht")
    parser.add_argument("--version", action="version", version=version_text())
    commands = parser.add_subparsers(dest="command", required=True)
    engine = commands.add_parser("engine", help="the rules engine as a JSON Lines filter")
    engine_cmd = engine.add_subparsers(dest="engine_command", required=True)
    engine_cmd.add_parser("legal", help="legal moves for each position on stdin")
    engine_cmd.add_parser("event", help="the effect of each event on stdin (event mode)")
    engine_cmd.add_parser("board", help="the board's star fields, crossings and track")

    sim = commands.add_parser("simulate", help="headless games between engine players")
    sim.add_argument("--players", required=True, help="2 to 4 comma-separated player names")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--rotate", action="store_true", help="rotate seats across games")
    _add_rules_and_mode(sim)
    sim.add_argument("--json", action="store_true", help="end with one JSON summary line")
    sim.add_argument("--rich", action="store_true", help="never use the batched fast path")
    sim.add_argument(
        "--records", metavar="DIR", help="write each game's record to DIR/game-0001.madn, ..."
    )

    watch = commands.add_parser("watch", help="watch four AIs play in the terminal")
    watch.add_argument("--players", default="random,random,random,random")
    watch.add_argument("--seed", type=int, default=1)
    watch.add_argument("--delay", type=float, default=0.05)
    _add_rules_and_mode(watch)

    stats = commands.add_parser("stats", help="a game record's statistics")
    stats.add_argument("file", metavar="FILE.madn", help="a game record")
    stats.add_argument("--json", action="store_true", help="print one JSON object")

    add_history_parser(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "engine":
        if isinstance(sys.stdin, io.TextIOWrapper):
            sys.stdin.reconfigure(errors="replace")  # bytes that are no text: an error line
        if args.engine_command == "board":
            return engine_board(sys.stdout)
        if args.engine_command == "event":
            return engine_event(sys.stdin, sys.stdout)
        return engine_legal(sys.stdin, sys.stdout)
    if args.command == "stats":
        from core.cli.stats import run_stats

        return run_stats(args.file, args.json, sys.stdout, sys.stderr)
    if args.command == "history":
        from core.cli.history import run_history

        return run_history(args)
    try:
        args.rules = rules_for_mode(args.rules, args.mode)
    except ValueError as error:
        parser.error(str(error))
    if args.command == "simulate":
        from core.cli.simulate import run_simulate

        return run_simulate(args, parser)
    from core.cli.watch import watch

    return watch(args.players.split(","), args.seed, args.delay, args.rules)
