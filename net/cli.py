"""``madn host`` and ``madn join``: headless LAN peers (docs/cli.md, docs/protocol.md).

``madn host --seats ai:normal,remote,remote,ai:strong --port P --headless [--mode event]
[--pin N] [--late-join]`` opens a table, announces it (zeroconf, when :mod:`net.discovery` is
there) and starts the game as soon as every remote seat is taken (with ``--late-join`` a newcomer
may take a seat the computer plays while the game runs); ``madn join HOST:PORT --ai LEVEL --headless
[--pin N] [--seat N]`` takes the first open seat (or a seat the computer plays, at a running
table that allows it: ``took seat N from the computer at input K`` on stdout) and plays it with
that AI. Both print progress to stderr
and, as the last line on stdout, ``final <state hash, 16 hex digits> <seat:place ...>``, and exit
0. Over the internet ``madn host … --internet`` prints an ``invite SEAT CODE`` line per open seat
and ``madn join --code CODE`` joins by the code alone (both headless by themselves;
docs/internet.md). A refused join exits 3 with the reason on stderr; an unreachable host 4; a
game stopped (a desync, a cheating host, a host that closed for good) 5; a usage error 2.

No Qt is imported here: ``madn_qt.__main__`` dispatches ``host`` and ``join`` before it loads
the app.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from core.ai import player_names
from core.cli.main import MODES, rules_argument, rules_for_mode
from core.history import History, HistoryError, seen_here
from core.record import Record
from core.setup import DEFAULT_NAMES, Seat, SeatKind, Setup
from core.table import Step
from net.host.table import HostSettings, HostTable
from net.internet import options
from net.join.client import JoinClient, JoinFailed, JoinRefused, JoinSettings, parse_address
from net.listener import TableListener
from net.lockstep.randomness import CHAIN_LENGTH, MIN_CHAIN
from net.lockstep.session import HOST, GameStopped, Session
from net.protocol.handshake import pin_problem
from net.protocol.messages import MAX_CHAIN, SPECTATE, PeerStatus
from net.store import latest_kept

if TYPE_CHECKING:
    from net.internet.bridge import JoinBridge
    from net.internet.doors import InternetDoors

EXIT_REFUSED = 3
EXIT_UNREACHABLE = 4
EXIT_STOPPED = 5
PROGRESS_EVERY = 250  # commands between progress lines
CODE_LEVEL = "normal"  # the AI level of `madn join --code` without --ai (a seat's code)


def parse_seats(text: str) -> tuple[Seat, ...]:
    """``--seats``: four comma-separated seats, each ``ai:LEVEL``, ``remote`` or ``empty``
    (``:Name`` after a remote seat or an AI level names it)."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) > 4:
        raise ValueError(f"at most 4 seats, not {len(parts)}")
    parts += ["empty"] * (4 - len(parts))
    levels = player_names()
    seats: list[Seat] = []
    for index, part in enumerate(parts):
        if part.startswith("ai:"):
            level, _, name = part[3:].partition(":")
            if level not in levels:
                raise ValueError(f"unknown AI level {level!r} (known: {', '.join(levels)})")
            seats.append(Seat.ai(level, name or DEFAULT_NAMES[index]))
            continue
        kind, _, name = part.partition(":")
        if kind == "remote":
            seats.append(Seat(SeatKind.REMOTE, name or DEFAULT_NAMES[index]))
        elif kind in ("empty", "-", ""):
            seats.append(Seat())
        elif kind == "human":
            raise ValueError("a headless host has nobody to play a human seat")
        else:
            raise ValueError(f"unknown seat {part!r}: use ai:LEVEL, remote or empty")
    return tuple(seats)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="madn", description="LAN play (headless)")
    commands = parser.add_subparsers(dest="command", required=True)

    host = commands.add_parser("host", help="host a LAN table")
    host.add_argument("--seats", help="four seats: ai:LEVEL, remote or empty (comma-separated)")
    host.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    host.add_argument(
        "--headless", action="store_true", help="no window (required; implied by --internet)"
    )
    host.add_argument("--mode", choices=MODES, default=None, help="classic or event mode")
    host.add_argument("--rules", type=rules_argument, default="classic", help="rule options")
    host.add_argument("--pin", default="", help="a PIN joiners must know (4 or 6 digits)")
    host.add_argument(
        "--late-join",
        action="store_true",
        help="while the game runs, newcomers may take a seat the computer plays",
    )
    host.add_argument("--name", default="madn table", help="the table's name")
    host.add_argument("--bind", default="0.0.0.0", help="the address to listen on")
    host.add_argument(
        "--timeout", type=float, default=30.0, help="seconds a missing peer is waited for"
    )
    host.add_argument(
        "--takeover",
        choices=("ai", "pause"),
        default="ai",
        help="after the timeout: the AI plays the missing seats, or the game waits",
    )
    host.add_argument("--takeover-level", default="normal", help="the AI level that takes over")
    host.add_argument("--ping", type=float, default=5.0, help=argparse.SUPPRESS)
    host.add_argument("--no-announce", action="store_true", help="do not announce with zeroconf")
    host.add_argument("--interfaces", default="", help="zeroconf interfaces (comma-separated IPv4)")
    host.add_argument("--data-dir", type=Path, default=None, help="the data folder (default XDG)")
    host.add_argument(
        "--resume",
        nargs="?",
        const="latest",
        default=None,
        help="resume a kept game (a .keep file; without one: the latest)",
    )
    host.add_argument("--seed", type=int, default=None, help="the AI players' seed")
    host.add_argument("--trace", type=Path, default=None, help=argparse.SUPPRESS)
    host.add_argument(
        "--pace",
        type=float,
        default=0.0,
        help="seconds the host's own seats wait before each decision",
    )
    host.add_argument("--chain-length", type=int, default=CHAIN_LENGTH, help=argparse.SUPPRESS)
    host.add_argument(
        "--internet",
        action="store_true",
        help="invite over the internet: print a code per open seat (no LAN announcement)",
    )
    options.add_server_arguments(host)

    join = commands.add_parser("join", help="join a LAN table, or one on the internet by its code")
    join.add_argument("address", nargs="?", default=None, help="HOST:PORT (or --code)")
    join.add_argument("--code", default=None, help="an invite code, like 7-guitarist-revenge")
    options.add_server_arguments(join)
    join.add_argument("--code-wait", type=float, default=options.CODE_WAIT, help=argparse.SUPPRESS)
    join.add_argument(
        "--ai", default=None, help=f"the AI level that plays the seat (by code: {CODE_LEVEL})"
    )
    join.add_argument(
        "--watch", action="store_true", help="watch only (no seat; by code: a spectator's code)"
    )
    join.add_argument("--seat", type=int, default=-1, help="the seat to take (default: first open)")
    join.add_argument(
        "--headless", action="store_true", help="no window (required for now; implied by --code)"
    )
    join.add_argument("--pin", default="", help="the table's PIN")
    join.add_argument("--name", default="", help="the player's name")
    join.add_argument("--timeout", type=float, default=10.0, help="seconds to reach the host")
    join.add_argument(
        "--reconnect", type=float, default=120.0, help="seconds to try again after losing the host"
    )
    join.add_argument("--data-dir", type=Path, default=None, help="the data folder (default XDG)")
    join.add_argument("--seed", type=int, default=None, help="the AI's seed")
    join.add_argument("--trace", type=Path, default=None, help=argparse.SUPPRESS)
    join.add_argument("--chain-length", type=int, default=CHAIN_LENGTH, help=argparse.SUPPRESS)
    return parser


class Progress(TableListener):
    """Progress lines on stderr; and when the game started here and each command came, for the
    history (:func:`_add_to_history`)."""

    def __init__(self, who: str) -> None:
        self.who = who
        self.commands = 0
        self.missing = ""
        self.began: float | None = None  # time.monotonic() at the start
        self.times: list[float] = []  # when each command was played, while every one was seen
        self.whole = True  # every command seen as it was played (no rejoin, no resume)

    def started(self, setup: Setup, seats: Sequence[int]) -> None:
        if self.began is None:
            self.began = time.monotonic()
        else:
            self.whole = False  # (a rejoin replays what was played meanwhile)

    def steps(self, steps: Sequence[Step]) -> None:
        now = time.monotonic()
        for step in steps:
            if step.index and step.index % PROGRESS_EVERY == 0:
                _say(self.who, f"command {step.index}")
            if step.index == len(self.times):
                self.times.append(now)
            else:
                self.whole = False

    def seconds(self, commands: int) -> list[float] | None:
        """The seconds each command took after the one before (the first: after the start);
        ``None`` unless every command was seen as it was played."""
        if not self.whole or self.began is None or len(self.times) != commands:
            return None
        starts = [self.began, *self.times[:-1]]
        return [t - before for before, t in zip(starts, self.times, strict=True)]

    def status(self, peers: Sequence[PeerStatus], waiting: str) -> None:
        if waiting != self.missing:
            self.missing = waiting
            _say(self.who, waiting or "every peer is connected")

    def took_seat(self, seat: int, seq: int) -> None:
        # On stdout (docs/cli.md): the line before the final line tells which seat was taken.
        print(f"took seat {seat} from the computer at input {seq}", flush=True)

    def retrying(self, text: str) -> None:
        _say(self.who, text)


def _add_to_history(session: Session, progress: Progress, level: str | None) -> None:
    """Add the finished game to this computer's history (core.history: ``$MADN_HISTORY`` or the
    app's data folder). The seats this side played are recorded with the player that played
    them here (the joiner's ``--ai`` level), a joiner's seat elsewhere as ``remote``, the host's
    seats as its record names them. A problem is a line on stderr: the game still counts."""
    setup, me = session.start.setup, session.local_peer
    mine = session.seats_of(me) if me is not None else ()
    here = {s: Seat.ai(level) if level is not None else setup.seats[s] for s in mine}
    remote = [s for s, owner in session.owners.items() if owner not in (HOST, me)]
    game = session.table.game
    now = datetime.now()
    record = Record(
        seen_here(setup, here, remote),
        list(game.commands),
        now.date().isoformat(),
        session.ranking(),
    )
    began = progress.began
    try:
        with History.open() as history:
            if history.opened.message:
                _say(progress.who, history.opened.message)
            history.add(
                record,
                date=now.isoformat(timespec="seconds"),
                duration=None if began is None else time.monotonic() - began,
                seconds=progress.seconds(len(game.commands)),
                local_seats=mine,
            )
    except (HistoryError, ValueError) as error:
        _say(progress.who, f"the game is not in the history: {error}")


def _say(who: str, text: str) -> None:
    print(f"{who}: {text}", file=sys.stderr, flush=True)


def _logging(who: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(f"{who}: %(message)s"))
    root = logging.getLogger("madn")
    root.handlers[:] = [handler]
    root.setLevel(logging.INFO)
    root.propagate = False


def _open_trace(path: Path | None) -> TextIO | None:
    return None if path is None else path.open("a", encoding="ascii", buffering=1)


async def _until_signal(task: asyncio.Future[Any]) -> bool:
    """Wait for ``task``; ``False`` when SIGINT or SIGTERM came first."""
    loop = asyncio.get_running_loop()
    stop: asyncio.Future[None] = loop.create_future()

    def interrupted() -> None:
        if not stop.done():
            stop.set_result(None)

    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, interrupted)
    done, _ = await asyncio.wait({task, stop}, return_when=asyncio.FIRST_COMPLETED)
    return task in done


async def run_host(args: argparse.Namespace) -> int:
    settings = HostSettings(
        name=args.name,
        bind=args.bind,
        port=args.port,
        pin=args.pin,
        timeout=args.timeout,
        takeover=args.takeover,
        level=args.takeover_level,
        ping=args.ping,
        data=args.data_dir,
        seed=args.seed,
        announce=not args.no_announce,
        interfaces=[a for a in args.interfaces.split(",") if a] or None,
        trace=_open_trace(args.trace),
        chain_length=args.chain_length,
        pace=args.pace,
        late_join=args.late_join,
    )
    if args.internet:  # reached through the rendezvous only: nothing listens on the LAN
        settings.announce = False
        if args.bind == "0.0.0.0":
            settings.bind = "127.0.0.1"
    listener = Progress("host")
    if args.resume is not None:
        path = latest_kept(args.data_dir) if args.resume == "latest" else Path(args.resume)
        if path is None:
            _say("host", "no kept game to resume")
            return 2
        try:
            table = HostTable.resume(path, settings, listener)
        except (OSError, ValueError) as error:
            _say("host", f"cannot resume {path}: {error}")
            return 2
    else:
        try:
            table = HostTable(Setup(args.rules, parse_seats(args.seats)), settings, listener)
        except ValueError as error:  # a setup no table can play (two players side by side…)
            _say("host", f"cannot open this table: {error}")
            return 2
    doors: InternetDoors | None = None
    try:
        try:
            port = await table.open()
        except OSError as error:
            _say("host", f"cannot listen on port {args.port}: {error}")
            return EXIT_UNREACHABLE
        _say("host", f"listening on port {port}")
        if args.internet:  # (magic-wormhole and Twisted are loaded only now)
            from net.internet import cli as internet

            doors = internet.open_doors(table, args)
        waiting = asyncio.ensure_future(table.wait())
        if not await _until_signal(waiting):
            waiting.cancel()
            _say("host", "interrupted: the game is kept for --resume")
            return 130
        try:
            session = waiting.result()
        except GameStopped as error:
            _say("host", f"the game stopped: {error.text}")
            return EXIT_STOPPED
        print(session.final_line(), flush=True)
        _add_to_history(session, listener, None)
        return 0
    finally:
        if doors is not None:  # (the joiners are told before the doors cut their connections)
            await table.farewell()
            await doors.close()
        await table.close()
        if settings.trace is not None:
            settings.trace.close()


async def run_join(args: argparse.Namespace) -> int:
    bridge: JoinBridge | None = None
    seat = SPECTATE if args.watch else args.seat
    if args.code is not None:
        from net.internet import cli as internet

        try:
            bridge, offer, port = await internet.meet_by_code(args)
        except internet.CodeRefused as error:
            _say("join", f"refused: {error.text}" if error.status == EXIT_REFUSED else error.text)
            return error.status
        host, seat = "127.0.0.1", SPECTATE if offer.seat == SPECTATE else (offer.seat or -1)
        if (seat == SPECTATE and args.ai is not None) or (seat != SPECTATE and args.watch):
            await bridge.close()
            what = "watching: give --watch" if seat == SPECTATE else f"seat {seat}: give --ai LEVEL"
            _say("join", f"refused: this code is for {what}")
            return EXIT_REFUSED
        # Neither --ai nor --watch: the code decides (a seat's code plays at the default level).
        args.watch = seat == SPECTATE
        if not args.watch and args.ai is None:
            args.ai = CODE_LEVEL
    else:
        try:
            host, port = parse_address(args.address)
        except ValueError as error:
            _say("join", str(error))
            return 2
    settings = JoinSettings(
        host=host,
        port=port,
        name=args.name,
        seat=seat,
        pin=args.pin,
        level=args.ai,
        data=args.data_dir,
        connect_timeout=args.timeout,
        reconnect=args.reconnect,
        seed=args.seed,
        trace=_open_trace(args.trace),
        chain_length=args.chain_length,
    )
    who = "watch" if args.watch else "join"
    progress = Progress(who)
    client = JoinClient(settings, progress)
    if bridge is not None:  # the client's token once it has one, else a kept one
        kept = bridge.identity
        bridge.identity = lambda: _identity(client) or kept()
    running = asyncio.ensure_future(client.run())
    try:
        if not await _until_signal(running):
            await client.close()
            running.cancel()
            _say(who, "interrupted")
            return 130
        try:
            session = running.result()
        except JoinRefused as error:
            _say(who, f"refused: {error.text}")
            return EXIT_REFUSED
        except JoinFailed as error:
            _say(who, str(error))
            return EXIT_UNREACHABLE
        except GameStopped as error:
            _say(who, f"the game stopped: {error.text}")
            return EXIT_STOPPED
        print(session.final_line(), flush=True)
        _add_to_history(session, progress, args.ai)
        return 0
    finally:
        if bridge is not None:
            await bridge.close()
        if settings.trace is not None:
            settings.trace.close()


def _identity(client: JoinClient) -> tuple[str, bytes] | None:
    """The table's id and our token, once the host accepted us (for a return code)."""
    identity = client.state.identity
    return None if identity is None else (identity.table, identity.token)


def _servers_problem(args: argparse.Namespace) -> str | None:
    return options.mailbox_problem(args.mailbox) or options.relay_problem(args.relay)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    internet = args.internet if args.command == "host" else args.code is not None
    if not args.headless and not internet:  # (by code there is no window to open: headless)
        parser.error("without --headless: start the app (madn) and use Game ▸ Network game… there")
    if args.command == "host":
        if args.resume is None and not args.seats:
            parser.error("--seats is required (unless --resume)")
        try:
            args.rules = rules_for_mode(args.rules, args.mode)
            if args.resume is None:
                parse_seats(args.seats)
        except ValueError as error:
            parser.error(str(error))
        if not MIN_CHAIN <= args.chain_length <= MAX_CHAIN:
            parser.error(f"--chain-length is {MIN_CHAIN}..{MAX_CHAIN}")
        if args.takeover_level not in player_names():
            parser.error(f"unknown AI level {args.takeover_level!r}")
        problem = pin_problem(args.pin) or _servers_problem(args)
        if problem is not None:
            parser.error(problem)
        _logging("host")
        return asyncio.run(run_host(args))
    if not MIN_CHAIN <= args.chain_length <= MAX_CHAIN:
        parser.error(f"--chain-length is {MIN_CHAIN}..{MAX_CHAIN}")
    if (args.address is None) == (args.code is None):
        parser.error("give the table's HOST:PORT, or --code CODE for a table on the internet")
    if args.watch and args.ai is not None:
        parser.error("give --ai LEVEL to play, or --watch to watch, not both")
    if args.code is None and not args.watch and args.ai is None:
        parser.error("give --ai LEVEL to play, or --watch to watch")
    if args.ai is not None and args.ai not in player_names():
        parser.error(f"unknown AI level {args.ai!r} (known: {', '.join(player_names())})")
    problem = _servers_problem(args)
    if problem is not None:
        parser.error(problem)
    _logging("watch" if args.watch else "join")  # (by code: "join" until the code decides)
    return asyncio.run(run_join(args))


if __name__ == "__main__":
    raise SystemExit(main())
