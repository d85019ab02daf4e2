"""The players' rows of event mode (madn_qt/panel/seat_rows.py) in a narrow side column: a seat
whose counter is gone (knocked out) has its note whole, written over the counter's room."""

from __future__ import annotations

from functools import cache

from pytestqt.qtbot import QtBot

from core.position import Position
from core.rules import Rules
from core.setup import parse_players
from core.table import Table, engine_players
from madn_qt.panel.seat_rows import SeatRows


@cache
def _knock_out_end() -> Position:
    """A whole event game of four random players won by knock-out (seed 1): three seats out."""
    setup = parse_players(
        "random:Anna,random:Ben,random:Carla,random:Dario", Rules(event_mode=True)
    )
    table = Table(setup, seed=1, players=engine_players(setup, 1))
    table.run()
    return table.position


def test_a_knocked_out_seat_s_note_is_whole_in_a_narrow_column(qtbot: QtBot) -> None:
    end = _knock_out_end()
    state = end.event_state
    assert state is not None and len(state.out) == 3
    rows = SeatRows()
    qtbot.addWidget(rows)
    rows.set_seats({0: "Anna", 1: "Ben", 2: "Carla", 3: "Dario"})
    before = Table(parse_players("random,random,random,random", Rules(event_mode=True))).position
    rows.show_position(before)  # (the counters first, as a game starts)
    rows.resize(260, rows.sizeHint().height())
    rows.show()
    qtbot.waitExposed(rows)
    rows.show_position(end)
    rows.resize(260, rows.sizeHint().height())
    for seat in state.out:
        note = rows._rows[seat][4]
        qtbot.waitUntil(lambda n=note: n.width() >= n.fontMetrics().horizontalAdvance(n.text()))
        assert note.text() == "knocked out"
