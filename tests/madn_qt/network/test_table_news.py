"""What the log tells of the people at a network table (madn_qt.network.table_news, issue 38, 7):
a take, a drop, a return read from two rosters, a connection lost or back read from two
statuses — one line per change, none for a status that repeats, none before the first."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication

from madn_qt.i18n import install_translator, remove_translators
from madn_qt.log.under_way import Arrival
from madn_qt.network.table_news import TableNews, arrival
from net.lockstep.roster import Holder, SeatHolder
from net.protocol.messages import PeerStatus


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    install_translator(qapp, "en")
    yield
    remove_translators(qapp)


PERSON, COMPUTER = Holder.PERSON, Holder.COMPUTER
START = (
    SeatHolder(0, "Anna", PERSON, 0),
    SeatHolder(1, "Ben", PERSON, 1),
    SeatHolder(2, "Carla", COMPUTER, 0, "normal"),
)


def news() -> tuple[TableNews, list[Callable[[], str]]]:
    said: list[Callable[[], str]] = []
    return TableNews(said.append, lambda: True), said


def texts(said: list[Callable[[], str]]) -> list[str]:
    return [line() for line in said]


def test_a_take_a_drop_and_a_return_are_said_once_each() -> None:
    table, said = news()
    table.seats(START)  # the first roster: only taken in
    table.started(START, None)
    assert said == []
    taken = (*START[:2], SeatHolder(2, "Dora", PERSON, 2))
    table.seats(taken)
    table.seats(taken)  # the same roster again: nothing new
    dropped = (START[0], SeatHolder(1, "Ben", COMPUTER, 1, "normal"), taken[2])
    table.seats(dropped)
    table.seats(taken)
    assert texts(said) == [
        "Dora (green) takes over the seat from the computer.",
        "The computer plays for Ben (blue) now.",
        "Ben (blue) is back and plays again.",
    ]


def test_a_connection_lost_and_back_is_said_when_it_changes_not_per_status() -> None:
    table, said = news()

    def status(connected: bool, dropped: bool = False) -> list[PeerStatus]:
        return [
            PeerStatus(0, "Anna", (0,), True, False),
            PeerStatus(1, "Ben", (1, 3), connected, dropped, None if connected else 25),
            PeerStatus(16, "Eve", (), False, False),  # a spectator who went: no line
        ]

    table.status(status(False))  # the first status of a game met under way: only taken in
    table.status(status(True))
    table.status(status(False))
    table.status(status(False))  # (its countdown goes on: the same state)
    table.status(status(False, dropped=True))  # the roster says this one
    table.status(status(True, dropped=True))
    table.status(status(True))
    assert texts(said) == [
        "Ben (blue, yellow) is connected again.",
        "Ben (blue, yellow) lost the connection.",
    ]


def test_a_game_from_its_start_begins_with_everybody_connected() -> None:
    table, said = news()
    table.seats(START)
    table.started(START, None)
    table.status(
        [PeerStatus(0, "Anna", (0,), True, False), PeerStatus(1, "Ben", (1,), False, False)]
    )
    assert texts(said) == ["Ben (blue) lost the connection."]


def test_a_resumed_table_begins_with_every_joiner_missing() -> None:
    table, said = news()
    table.seats(START)
    table.started(START, Arrival.RESUMED)
    table.status(
        [PeerStatus(0, "Anna", (0,), True, False), PeerStatus(1, "Ben", (1,), False, False)]
    )
    table.status(
        [PeerStatus(0, "Anna", (0,), True, False), PeerStatus(1, "Ben", (1,), True, False)]
    )
    assert texts(said) == ["Ben (blue) is connected again."]


def test_nothing_is_said_while_the_window_does_not_show_the_game() -> None:
    said: list[Callable[[], str]] = []
    table = TableNews(said.append, lambda: False)
    table.seats(START)
    table.seats((*START[:2], SeatHolder(2, "Dora", PERSON, 2)))
    assert said == []


def test_the_lines_are_said_again_in_the_language_installed(qapp: QApplication) -> None:
    table, said = news()
    table.seats(START)
    table.seats((*START[:2], SeatHolder(2, "Dora", PERSON, 2)))
    install_translator(qapp, "de")
    assert texts(said) == ["Dora (Grün) übernimmt den Platz vom Computer."]
    install_translator(qapp, "it")
    assert texts(said) == ["Dora (verde) prende il posto del computer."]


def test_how_a_game_under_way_is_met() -> None:
    assert arrival("host", (0,), False) is Arrival.RESUMED
    assert arrival("join", (1,), True) is Arrival.BACK
    assert arrival("join", (), True) is Arrival.JOINED
    assert arrival("join", (), False) is Arrival.WATCHING


def test_a_take_a_drop_and_a_return_of_this_computers_seats_are_said_to_its_player() -> None:
    said: list[Callable[[], str]] = []
    mine: tuple[int, ...] = (1,)
    table = TableNews(said.append, lambda: True, lambda: mine)
    table.seats(START)
    table.started(START, None)
    dropped = (START[0], SeatHolder(1, "Ben", COMPUTER, 1, "normal"), START[2])
    table.seats(dropped)
    table.seats(START)
    mine = (1, 2)  # (a late arrival here: its seat is its own before the roster says so)
    table.seats((*START[:2], SeatHolder(2, "Dora", PERSON, 2)))
    assert texts(said) == [
        "The computer plays for you now (Ben (blue)).",
        "You are back and play Ben (blue) again.",
        "You take over Dora (green) from the computer.",
    ]
