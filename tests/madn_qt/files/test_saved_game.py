"""Saved games: the app's seats in a record file and back (no window needed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.game import Game
from core.record import Record, RecordError, dumps, loads
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup, parse_players
from madn_qt.files import saved_game
from tests.core.helpers import random_game


def test_seats_rules_and_moves_survive_a_file(tmp_path: Path) -> None:
    setup = parse_players("human:Anna,strong:Ben,empty,easy:Dora", Rules(forced_capture=False))
    setup = Setup(setup.rules, setup.seats, first=3)
    game = random_game(setup, 4, commands=120)
    path = tmp_path / "evening.madn"
    saved_game.write(setup, game, path, "2026-11-30")
    opened = saved_game.read(path)
    assert opened.setup == setup
    assert opened.game.positions == game.positions  # the same game, roll by roll
    assert opened.happenings == Record.of_game(game, "").replay_with_happenings()[1]


def test_remote_seats_are_played_at_this_table_and_missing_names_get_defaults() -> None:
    setup = Setup.of((0, 2), seat=Seat.human()).with_seats(
        (Seat(SeatKind.REMOTE), Seat(), Seat.human(), Seat())
    )
    record = Record.of_game(Game(setup), "")
    opened = saved_game.setup_of(loads(dumps(record)))
    assert opened.seats[0] == Seat.human("Anna")
    assert opened.name(0) == "Anna"
    assert opened.seats[1].kind is SeatKind.EMPTY
    assert opened.name(2) == "Carla"


@pytest.mark.parametrize("kind", ["ai:wizard", "robot", "", "ai:"])
def test_an_unknown_kind_of_player_is_refused(kind: str) -> None:
    text = dumps(Record.of_game(Game(Setup.of((0, 2))), ""))
    text = text.replace("Seat 2: Carla | ai:random", f"Seat 2: Ben | {kind}")
    with pytest.raises(RecordError, match="seat 2 is played by an unknown kind of player"):
        saved_game.setup_of(loads(text))


def test_a_typed_name_gets_the_suffix_once() -> None:
    assert saved_game.with_suffix("/tmp/evening") == "/tmp/evening.madn"
    assert saved_game.with_suffix("/tmp/evening.MADN") == "/tmp/evening.MADN"


def test_an_event_mode_game_opens_with_its_rules() -> None:
    record = Record.of_game(Game(Setup.of((0, 2), Rules(event_mode=True))), "")
    assert saved_game.setup_of(loads(dumps(record))).rules.event_mode
