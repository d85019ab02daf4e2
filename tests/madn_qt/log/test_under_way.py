"""The first lines of a network game met under way (madn_qt.log.under_way, issue 38, 7): the table
round and the moves so far, each seat's figures in the house, on the ring and in the goal lane,
a finished or knocked-out seat, whose turn it is, the railway's train and event mode's die and
counters; in English, German and Italian. The log (GameLog) begins with them instead of "New
game: …", and a roll-off that is over begins no later turn."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.event.state import EventState
from core.happenings import TurnStarted
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from madn_qt.i18n import install_translator, remove_translators
from madn_qt.log.game_log import GameLog
from madn_qt.log.move_log import MoveLogFormatter, MoveLogView
from madn_qt.log.under_way import Arrival, SoFar, game_so_far, under_way_lines
from tests.core.helpers import random_game


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    install_translator(qapp, "en")
    yield
    remove_translators(qapp)


def family(rules: Rules) -> Setup:
    seats = (
        Seat(SeatKind.HUMAN, "Anna"),
        Seat(SeatKind.REMOTE, "Ben"),
        Seat.ai("normal", "Carla"),
        Seat(),
    )
    return Setup(rules, seats)


def at(setup: Setup, figures: dict[int, tuple[int, ...]], **changes: object) -> Position:
    start = setup.start()
    table = list(start.figures)
    for seat, row in figures.items():
        table[seat] = row
    return start.but(figures=tuple(table), phase=Phase.ROLL, **changes)


def test_the_first_lines_say_how_far_the_game_is_and_where_each_seat_stands() -> None:
    setup = family(Rules(railway=False))
    position = at(setup, {0: (-1, -1, 5, 41), 1: (40, 41, 42, 43), 2: (-1,) * 4}, turn=2)
    position = position.but(finished=(1,))
    lines = under_way_lines(Arrival.JOINED, SoFar(position, 37, 143), setup)
    assert lines == [
        "You joined a game under way in table round 37 (143 moves played).",
        "Anna (red): 2 in the house, 1 on the ring, 1 in the goal lane.",
        "Ben (blue): finished, place 1.",
        "Carla (green), computer (normal): 4 in the house.",
        "Carla (green) is to roll.",
    ]
    one = SoFar(position, 1, 1)
    assert under_way_lines(Arrival.BACK, one, setup)[0] == (
        "You are back at the table in table round 1 (1 move played)."
    )
    assert under_way_lines(Arrival.WATCHING, one, setup)[0].startswith(
        "You are watching a game under way in table round 1"
    )
    assert under_way_lines(Arrival.RESUMED, one, setup)[0].startswith(
        "Your table goes on where it stopped, in table round 1"
    )


def test_the_railway_and_event_mode_add_what_matters_there() -> None:
    setup = family(Rules(railway=True))
    position = at(setup, {}, train=3, pips=(4,))
    position = position.but(phase=Phase.MOVE)
    lines = under_way_lines(Arrival.JOINED, SoFar(position, 5, 12), setup)
    assert lines[-1] == "Anna (red) is to move, rolled 4. The train passes in 3 table rounds."

    setup = family(Rules(event_mode=True, railway=False))
    state = EventState(counters=(12, 30, 0, 0), sides=4, sides_rounds=2, out=(2,))
    position = at(setup, {}, event_state=state)
    lines = under_way_lines(Arrival.JOINED, SoFar(position, 5, 12), setup)
    assert lines[1] == "Anna (red): 4 in the house, pip counter 12 of 32."
    assert lines[3] == "Carla (green), computer (normal): knocked out."
    assert lines[-1] == (
        "Anna (red) is to roll. Everyone rolls a D4 for this table round and the next."
    )


def test_the_table_round_and_the_moves_are_read_from_the_commands() -> None:
    setup = Setup.of((0, 1, 2, 3), Rules(railway=False))
    assert game_so_far(setup, []) == SoFar(setup.start(), 1, 0)
    game = random_game(setup, 7, 300)
    so_far = game_so_far(setup, game.commands)
    assert so_far.position == game.position
    assert 0 < so_far.moves < 300
    # a table round is four turns here: fewer rounds than moves, more than a tenth of them
    assert so_far.moves // 10 < so_far.table_round <= so_far.moves


@pytest.mark.parametrize(
    ("language", "head", "seat"),
    [
        (
            "de",
            "Du bist einem laufenden Spiel beigetreten: Runde 37, 143 Züge gespielt.",
            "Anna (Rot): 2 im Haus, 1 auf dem Laufweg, 1 in den Zielfeldern.",
        ),
        (
            "it",
            "Entri in una partita in corso: giro 37, 143 mosse giocate.",
            "Anna (rosso): 2 in casa, 1 sul percorso, 1 nelle caselle d'arrivo.",
        ),
    ],
)
def test_the_first_lines_in_german_and_italian(
    qapp: QApplication, language: str, head: str, seat: str
) -> None:
    setup = family(Rules(railway=False))
    position = at(setup, {0: (-1, -1, 5, 41)})
    install_translator(qapp, language)
    lines = under_way_lines(Arrival.JOINED, SoFar(position, 37, 143), setup)
    assert lines[:2] == [head, seat]


def test_a_game_met_under_way_begins_its_log_with_where_it_stands_not_a_new_game(
    qtbot: QtBot,
) -> None:
    view = MoveLogView()
    qtbot.addWidget(view)
    log = GameLog(view, MoveLogFormatter(lambda seat: ["Anna", "Ben", "Carla", "Dario"][seat]))
    log.reset(roll_off=True)  # (the rules have a roll-off: it is over in the game met)
    log.open_under_way(lambda: ["Where it stands.", "Anna (red): 4 in the house."])
    log.new_game(("Anna", "Ben"))
    log.happenings([TurnStarted(1, 1)])  # no "Ben (blue) begins.": the game began long ago
    assert view.lines() == ["Where it stands.", "Anna (red): 4 in the house."]
    log.rewrite()
    assert view.lines() == ["Where it stands.", "Anna (red): 4 in the house."]
    log.reset(roll_off=True)  # the next game from its start: "New game: …" and its roll-off
    log.new_game(("Anna", "Ben"))
    log.happenings([TurnStarted(1, 1)])
    assert view.lines() == ["New game: Anna, Ben.", "Ben (blue) begins."]
