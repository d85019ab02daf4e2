"""Saved games: the app's seats and running game as a game record file (``.madn``), and back.

The file is :mod:`core.record`'s format (docs/record.md): the setup with every seat's name and
kind, and every command, chance answers included. On opening, a ``remote`` seat (a network game)
is played by a human at this table, and a kind of player this app does not know is refused.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from core.game import Game
from core.happenings import Happening
from core.record import Record, RecordError, load, save
from core.setup import AI_LEVELS, Seat, SeatKind, Setup

SUFFIX = ".madn"


@dataclass(frozen=True)
class OpenedGame:
    """A saved game, read back: who sits where, the game at its last position, and every event
    that led there (for the move log)."""

    setup: Setup
    game: Game
    happenings: list[Happening]
    taken_back: int = 0  # the moves taken back (undo) while it was played so far


def record_of(setup: Setup, game: Game, date: str, taken_back: int = 0) -> Record:
    """The record of ``game`` as the app saves it, with ``setup``'s names and kinds (and the
    moves taken back on the way)."""
    result = game.position_ranking() if game.over else ()
    return Record(setup, list(game.commands), date, result, taken_back)


def setup_of(record: Record) -> Setup:
    """The seats and rules of a record as this app plays them; :class:`RecordError` for a kind
    of player this app does not know."""
    seats: list[Seat] = []
    for index, seat in enumerate(record.setup.seats):
        if seat.kind is SeatKind.REMOTE:
            seat = Seat.human(seat.name)
        elif seat.kind is SeatKind.AI and seat.level not in AI_LEVELS:
            raise RecordError(
                f"seat {index} is played by an unknown kind of player: {seat.label!r}",
                "unknown_player",
                {"seat": index, "kind": seat.label},
            )
        seats.append(seat)
    return record.setup.with_seats(tuple(seats))


def write(
    setup: Setup, game: Game, path: str | os.PathLike[str], date: str, taken_back: int = 0
) -> None:
    """Save atomically (a failed save leaves an older file as it was); ``OSError`` on failure."""
    save(record_of(setup, game, date, taken_back), path)


def read(path: str | os.PathLike[str]) -> OpenedGame:
    """Open a saved game; :class:`RecordError` says in a sentence why a file cannot be played."""
    record = load(path)
    setup = setup_of(record)
    game, happenings = record.replay_with_happenings()
    return OpenedGame(setup, game, happenings, record.taken_back)


def with_suffix(path: str) -> str:
    """``path`` ending in :data:`SUFFIX` (a name typed without it gets it)."""
    return path if path.lower().endswith(SUFFIX) else path + SUFFIX
