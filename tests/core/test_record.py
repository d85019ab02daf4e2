"""Game records: save, load, replay, and clear errors for bad files."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.events import Captured, Event
from core.game import Game, Setup
from core.players import RandomPlayer
from core.position import Phase
from core.record import Record, RecordError, SeatInfo, dumps, load, loads, save
from core.rng import SeededDice
from core.rules import ORIGINAL
from tests.core.helpers import random_game

PLAYERS = {0: SeatInfo("Anna", "human"), 2: SeatInfo("Ben", "ai:normal")}


def finished_game(seed: int = 5, setup: Setup | None = None) -> Game:
    return random_game(setup or Setup(seats=(0, 2)), seed)


def test_a_saved_record_replays_every_position(tmp_path: Path) -> None:
    game = finished_game()
    path = tmp_path / "game.madn"
    save(Record.of_game(game, PLAYERS, "2026-11-30"), path)
    record = load(path)
    assert record.players == PLAYERS and record.date == "2026-11-30"
    assert record.result == game.position_ranking()
    assert record.replay().positions == game.positions


def test_a_game_in_progress_and_original_rules_round_trip() -> None:
    game = finished_game(9, Setup(ORIGINAL, (0, 1, 2, 3)))
    partial = Game.replay(game.setup, game.commands[:150])
    record = loads(dumps(Record.of_game(partial, {}, "")))
    assert record.setup == partial.setup
    assert record.replay().position == partial.position
    assert record.result == ()


def test_replaying_gives_back_every_event_of_the_game() -> None:
    game = Game(Setup(seats=(0, 1, 2, 3)))
    dice, player = SeededDice(3), RandomPlayer(3)
    events: list[Event] = []
    while not game.over and len(game.commands) < 400:
        if game.position.phase is Phase.MOVE:
            events += game.apply(player.choose(game.position, game.legal_moves()))
        else:
            events += game.roll(dice)
    replayed, replayed_events = Record.of_game(game, {}, "").replay_with_events()
    assert replayed.position == game.position
    assert replayed_events == events
    assert any(isinstance(event, Captured) for event in events)


def _text() -> str:
    return dumps(Record.of_game(finished_game(), PLAYERS, "2026-11-30"))


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda t: "", "not a game record"),
        (lambda t: t.replace("MADN-RECORD 1", "MADN-RECORD 7"), "newer version"),
        (lambda t: t.replace("MADN-RECORD 1", "MADN-RECORD"), "version is missing"),
        (lambda t: t[: t.index("\n\n")], "truncated"),
        (lambda t: t[: len(t) // 2], "truncated"),
        (lambda t: t.replace(" r6 ", " r9 ", 1), "1 die of 1..6"),
        (lambda t: t.replace(" m", " q", 1), "is not a command"),
        (lambda t: t.replace("Rules: fc", "Rules: fc,warp"), "unknown rule flag"),
        (lambda t: t.replace("Seats: 0,2", "Seats: 0,1"), "setup is invalid"),
        (lambda t: t.replace("Result: 0:1 2:2", "Result: 0:2 2:1"), "Result line"),
    ],
)
def test_damaged_records_give_clear_errors(damage: object, message: str) -> None:
    assert callable(damage)
    with pytest.raises(RecordError, match=message):
        loads(damage(_text()))


def test_binary_garbage_and_missing_files_give_record_errors(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.madn"
    garbage.write_bytes(b"\xff\xfe\x00\x81" * 64)
    with pytest.raises(RecordError, match="not UTF-8"):
        load(garbage)
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "missing.madn")


def test_saving_never_leaves_a_half_written_file(tmp_path: Path) -> None:
    path = tmp_path / "game.madn"
    save(Record.of_game(finished_game(), PLAYERS, "x"), path)
    before = path.read_text(encoding="utf-8")

    class Broken(Record):
        pass

    broken = Broken(Setup(seats=(0, 2)))
    broken.commands = [object()]  # type: ignore[list-item]
    with pytest.raises(AttributeError):
        save(broken, path)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.madn"]
