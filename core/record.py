"""Game records: a versioned text file of a game's header and every command, dice included.

A record replays to the very same positions, so it serves as save file, replay and bug report::

    MADN-RECORD 2
    Date: 2026-11-30
    Rules: fc,rw
    Figures: 4
    Seats: 0,2
    First: 0
    Seat 0: Anna | human
    Seat 2: Ben | ai:normal
    Commands: 1234
    Result: 2:1 0:2

    t3 r6 m0>0 r6 m0>6 r3 m0>9 r2 p r5 p r1 p ...

Header lines are ``Key: value`` up to the first blank line; then the commands, separated by
white space: every chance answer (``rN`` a roll, ``rN+M`` two dice, ``tN`` the railway's
interval) and every decision (``mF>T`` figure ``F``, 0-based, to progress ``T``; ``p`` a pass).
Format 1 (no railway, no ``t``) still loads. See ``docs/record.md``.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from core import tokens
from core.actions import Command
from core.engine import IllegalCommandError
from core.game import Game
from core.happenings import Happening
from core.notation import NotationError
from core.position import check_seats
from core.rules import Rules
from core.setup import DEFAULT_NAMES, Seat, Setup
from core.tokens import format_command

MAGIC = "MADN-RECORD"
VERSION = 2


class RecordError(ValueError):
    """A record that cannot be read; the message says why, in English words for a player.

    ``code`` names the reason for a program (the app words it in the player's language, see
    :data:`ERROR_CODES`) and ``values`` holds the numbers and names the sentence needs.
    """

    def __init__(
        self, message: str, code: str = "", values: Mapping[str, object] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.values: dict[str, object] = dict(values or {})


# Every reason a record is refused, with the values its sentence takes (docs/record.md).
ERROR_CODES: dict[str, tuple[str, ...]] = {
    "not_a_record": (),
    "no_version": (),
    "newer_version": ("version", "supported"),
    "bad_header_line": ("line",),
    "bad_seat_number": ("line",),
    "unknown_player": ("seat", "kind"),
    "truncated_header": (),
    "missing_header": ("key",),
    "bad_rules": ("flags",),
    "bad_setup": (),
    "bad_command": ("token",),
    "bad_commands_line": (),
    "truncated": ("promised", "found"),
    "bad_result": (),
    "bad_taken_back": (),
    "result_mismatch": (),
    "illegal_command": ("index", "command"),
    "unreadable": ("path", "reason"),
    "not_utf8": (),
}


@dataclass
class Record:
    """A game's setup (rules, and each seat's kind and name) and its commands."""

    setup: Setup
    commands: list[Command] = field(default_factory=list)
    date: str = ""
    result: tuple[tuple[int, int], ...] = ()
    taken_back: int = 0  # the people's moves taken back (undone) while it was played

    @classmethod
    def of_game(cls, game: Game, date: str) -> Record:
        result = game.position_ranking() if game.over else ()
        return cls(game.setup, list(game.commands), date, result)

    def replay(self) -> Game:
        """The game this record describes; :class:`RecordError` if a command does not fit."""
        return self.replay_with_happenings()[0]

    def replay_with_happenings(self) -> tuple[Game, list[Happening]]:
        """:meth:`replay`, together with every event the commands caused, in order (the app
        writes its move log of an opened game from them)."""
        game = Game(self.setup)
        happenings: list[Happening] = []
        for index, command in enumerate(self.commands):
            try:
                happenings += game.apply(command)
            except IllegalCommandError as error:
                text = format_command(command)
                raise RecordError(
                    f"command {index + 1} ({text}): {error}",
                    "illegal_command",
                    {"index": index + 1, "command": text},
                ) from None
        return game, happenings


def parse_command(token: str) -> Command:
    """A command from its record token (:mod:`core.tokens`); :class:`RecordError` if none."""
    try:
        return tokens.parse_command(token)
    except tokens.CommandError as error:
        raise RecordError(str(error), "bad_command", {"token": token}) from None


def dumps(record: Record) -> str:
    setup = record.setup
    rules = setup.rules
    lines = [
        f"{MAGIC} {VERSION}",
        f"Date: {record.date}",
        f"Rules: {rules.flags()}",
        f"Figures: {rules.figures}",
        f"Seats: {','.join(str(s) for s in setup.occupied)}",
    ]
    if setup.first is not None:
        lines.append(f"First: {setup.first}")
    for seat in setup.occupied:
        info = setup.seats[seat]
        lines.append(f"Seat {seat}: {_clean(setup.name(seat))} | {_clean(info.label)}")
    lines.append(f"Commands: {len(record.commands)}")
    if record.result:
        lines.append("Result: " + " ".join(f"{s}:{p}" for s, p in record.result))
    if record.taken_back:
        lines.append(f"Taken back: {record.taken_back}")
    tokens = [format_command(c) for c in record.commands]
    body = [" ".join(tokens[i : i + 24]) for i in range(0, len(tokens), 24)]
    return "\n".join([*lines, "", *body]) + "\n"


def _clean(text: str) -> str:
    return " ".join(text.replace("|", "/").split())


def loads(text: str) -> Record:
    """Read a record; :class:`RecordError` for anything malformed, truncated or too new."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith(MAGIC):
        raise RecordError(
            "this is not a game record (it does not start with MADN-RECORD)", "not_a_record"
        )
    version_text = lines[0][len(MAGIC) :].strip()
    if not version_text.isdigit():
        raise RecordError("the record's format version is missing", "no_version")
    version = int(version_text)
    if version > VERSION:
        raise RecordError(
            f"this record was written by a newer version of the game (format {version}); "
            f"this version reads format {VERSION}",
            "newer_version",
            {"version": version, "supported": VERSION},
        )
    header: dict[str, str] = {}
    players: dict[int, Seat] = {}
    index = 1
    while index < len(lines) and lines[index].strip():
        key, sep, value = lines[index].partition(":")
        if not sep:
            raise RecordError(
                f"line {index + 1}: expected 'Key: value'", "bad_header_line", {"line": index + 1}
            )
        key, value = key.strip(), value.strip()
        if key.startswith("Seat "):
            seat = _seat_number(key[5:], index)
            name, _, kind = value.partition("|")
            try:
                players[seat] = Seat.from_label(kind.strip(), name.strip())
            except ValueError:
                raise RecordError(
                    f"seat {seat} is played by an unknown kind of player: {kind.strip()!r}",
                    "unknown_player",
                    {"seat": seat, "kind": kind.strip()},
                ) from None
        else:
            header[key] = value
        index += 1
    if index >= len(lines) or "Commands" not in header:
        raise RecordError("the record is truncated: its header is incomplete", "truncated_header")
    setup = _setup_from(header, players)
    commands = [parse_command(token) for line in lines[index + 1 :] for token in line.split()]
    if not header["Commands"].isdigit():
        raise RecordError("the Commands line is malformed", "bad_commands_line")
    promised = int(header["Commands"])
    if promised != len(commands):
        raise RecordError(
            f"the record is truncated or damaged: it announces {promised} commands "
            f"but holds {len(commands)}",
            "truncated",
            {"promised": promised, "found": len(commands)},
        )
    result: tuple[tuple[int, int], ...] = ()
    if header.get("Result"):
        try:
            result = tuple(
                (int(s), int(p)) for s, p in (part.split(":") for part in header["Result"].split())
            )
        except ValueError:
            raise RecordError("the Result line is malformed", "bad_result") from None
    taken_back = header.get("Taken back", "0")
    if not taken_back.isdigit():
        raise RecordError("the Taken back line is malformed", "bad_taken_back")
    record = Record(setup, commands, header.get("Date", ""), result, int(taken_back))
    game = record.replay()  # proves every command fits
    if result and (not game.over or game.position_ranking() != result):
        raise RecordError("the Result line does not match the game's commands", "result_mismatch")
    return record


def _seat_number(text: str, index: int) -> int:
    if not text.strip().isdigit():
        raise RecordError(
            f"line {index + 1}: a seat number is 0..3", "bad_seat_number", {"line": index + 1}
        )
    return int(text)


def _setup_from(header: dict[str, str], players: dict[int, Seat]) -> Setup:
    for required in ("Rules", "Seats"):
        if required not in header:
            raise RecordError(
                f"the record's header lacks {required!r}", "missing_header", {"key": required}
            )
    try:
        rules = Rules.from_flags(header["Rules"])
    except ValueError as error:
        raise RecordError(str(error), "bad_rules", {"flags": header["Rules"]}) from None
    try:
        figures = int(header.get("Figures", "4"))
        rules = rules.with_options(figures=figures)
        occupied = tuple(int(s) for s in header["Seats"].split(","))
        first = int(header["First"]) if "First" in header else None
        check_seats(occupied)
        if set(players) - set(occupied):
            raise ValueError("a Seat line names a seat that is not in Seats")
        seats = tuple(
            players.get(s, Seat.human(DEFAULT_NAMES[s])) if s in occupied else Seat()
            for s in range(len(DEFAULT_NAMES))
        )
        setup = Setup(rules, seats, first)
        setup.start()
    except (ValueError, NotationError) as error:
        raise RecordError(f"the record's setup is invalid: {error}", "bad_setup") from None
    return setup


def save(record: Record, path: str | os.PathLike[str]) -> None:
    """Write atomically: a crash mid-write never leaves a half file in place of a good one."""
    target = Path(path)
    fd, temp = tempfile.mkstemp(prefix=".madn-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(dumps(record))
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def load(path: str | os.PathLike[str]) -> Record:
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        raise RecordError(
            f"cannot read {path}: {error.strerror}",
            "unreadable",
            {"path": str(path), "reason": error.strerror or ""},
        ) from None
    try:
        text = raw.decode()  # UTF-8, bytes.decode's default
    except UnicodeDecodeError:
        raise RecordError("the record is not UTF-8 text (corrupt file?)", "not_utf8") from None
    return loads(text)
