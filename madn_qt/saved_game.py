"""Saved games: the app's seats and running game as a game record file (``.madn``), and back.

The file is :mod:`core.record`'s format (docs/record.md): the setup, every command with its dice,
and one ``Seat N: name | kind`` line per seat. This module adds what only the app knows, the
seats' names and who plays them: ``human`` or ``ai:<level>`` on saving; on opening, a ``remote``
seat (a network game) is played by a human at this table, and an unknown kind is refused.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from core.events import Event
from core.game import Game
from core.record import Record, RecordError, SeatInfo, load, save
from madn_qt.seating import AI_LEVELS, DEFAULT_NAMES, GameConfig, SeatConfig, SeatKind

SUFFIX = ".madn"
AI_PREFIX = "ai:"


@dataclass(frozen=True)
class OpenedGame:
    """A saved game, read back: who sits where, the game at its last position, and every event
    that led there (for the move log)."""

    config: GameConfig
    game: Game
    events: list[Event]


def record_of(config: GameConfig, game: Game, date: str) -> Record:
    """The record of ``game`` as the app saves it (names and kinds of ``config``'s seats)."""
    players = {
        seat: SeatInfo(
            config.name(seat),
            "human" if config.seats[seat].is_human else AI_PREFIX + config.seats[seat].level,
        )
        for seat in config.occupied
    }
    return Record.of_game(game, players, date)


def config_of(record: Record) -> GameConfig:
    """The seats and rules of a record; :class:`RecordError` for a kind of player this app
    does not know."""
    seats: list[SeatConfig] = []
    for seat, default_name in enumerate(DEFAULT_NAMES):
        if seat not in record.setup.seats:
            seats.append(SeatConfig(SeatKind.EMPTY, default_name))
            continue
        info = record.players.get(seat, SeatInfo(default_name, "human"))
        name = info.name or default_name
        if info.kind in ("human", "remote"):
            seats.append(SeatConfig(SeatKind.HUMAN, name))
        elif info.kind.startswith(AI_PREFIX) and info.kind[len(AI_PREFIX) :] in AI_LEVELS:
            seats.append(SeatConfig(SeatKind.AI, name, info.kind[len(AI_PREFIX) :]))
        else:
            raise RecordError(f"seat {seat} is played by an unknown kind of player: {info.kind!r}")
    return GameConfig(tuple(seats), record.setup.rules, first=record.setup.first)


def write(config: GameConfig, game: Game, path: str | os.PathLike[str], date: str) -> None:
    """Save atomically (a failed save leaves an older file as it was); ``OSError`` on failure."""
    save(record_of(config, game, date), path)


def read(path: str | os.PathLike[str]) -> OpenedGame:
    """Open a saved game; :class:`RecordError` says in a sentence why a file cannot be played."""
    record = load(path)
    config = config_of(record)
    game, events = record.replay_with_events()
    return OpenedGame(config, game, events)


def with_suffix(path: str) -> str:
    """``path`` ending in :data:`SUFFIX` (a name typed without it gets it)."""
    return path if path.lower().endswith(SUFFIX) else path + SUFFIX
