"""Saved games: the app's seats in a record file and back (no window needed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from madn_qt.seating import GameConfig, SeatConfig, SeatKind, parse_players

from core.game import Game, Setup
from core.record import Record, RecordError, SeatInfo, dumps, loads
from core.rules import Rules
from madn_qt import saved_game
from tests.core.helpers import random_game


def test_seats_rules_and_moves_survive_a_file(tmp_path: Path) -> None:
    config = parse_players("human:Anna,strong:Ben,empty,easy:Dora", Rules(forced_capture=False))
    config = GameConfig(config.seats, config.rules, first=3)
    game = random_game(config.setup(), 4, commands=120)
    path = tmp_path / "evening.madn"
    saved_game.write(config, game, path, "2026-11-30")
    opened = saved_game.read(path)
    assert opened.config == config
    assert opened.game.positions == game.positions  # the same game, roll by roll
    assert opened.events == Record.of_game(game, {}, "").replay_with_events()[1]


def test_remote_seats_are_played_at_this_table_and_missing_names_get_defaults() -> None:
    game = Game(Setup(seats=(0, 2)))
    record = Record.of_game(game, {0: SeatInfo("", "remote")}, "")
    config = saved_game.config_of(loads(dumps(record)))
    assert config.seats[0] == SeatConfig(SeatKind.HUMAN, "Anna")
    assert config.seats[1].kind is SeatKind.EMPTY
    assert config.seats[2] == SeatConfig(SeatKind.HUMAN, "Carla")


@pytest.mark.parametrize("kind", ["ai:wizard", "robot", ""])
def test_an_unknown_kind_of_player_is_refused(kind: str) -> None:
    record = Record.of_game(Game(Setup(seats=(0, 2))), {2: SeatInfo("Ben", kind)}, "")
    with pytest.raises(RecordError, match="seat 2 is played by an unknown kind of player"):
        saved_game.config_of(record)


def test_a_typed_name_gets_the_suffix_once() -> None:
    assert saved_game.with_suffix("/tmp/evening") == "/tmp/evening.madn"
    assert saved_game.with_suffix("/tmp/evening.MADN") == "/tmp/evening.MADN"
