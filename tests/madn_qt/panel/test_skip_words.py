"""A skip (GAME.md 4.3 event 13) told in English, German and Italian with its numbers right:
the log's line when a turn is sat out (with the turns still owed, and not a word of them when
none are: no "noch 0 weitere"), and the players' rows (madn_qt/panel/seat_rows.py), played through
the engine: a seat that owes two skips sits out two turns, as told."""

from __future__ import annotations

import pytest

from core.happenings import TurnSkipped
from core.position import Position
from madn_qt.log.move_log import MoveLogFormatter
from madn_qt.panel.seat_rows import seat_note, seat_summary
from tests.core.helpers import pos, run

TAIL = "rules=fc,ev open=0 paths=21:38"
LOG = {
    "en": (
        "Ben (blue) sits out this turn.",
        "Ben (blue) sits out this turn and 1 more.",
        "Ben (blue) sits out this turn and 2 more.",
    ),
    "de": (
        "Ben (Blau) setzt diesen Zug aus.",
        "Ben (Blau) setzt diesen Zug aus und danach noch 1 weiteren.",
        "Ben (Blau) setzt diesen Zug aus und danach noch 2 weitere.",
    ),
    "it": (
        "Ben (blu) salta questo turno.",
        "Ben (blu) salta questo turno e poi ancora 1.",
        "Ben (blu) salta questo turno e poi altri 2.",
    ),
}
ROWS = {
    "en": ("sits out 1 turn", "sits out 2 turns"),
    "de": ("setzt 1 Zug aus", "setzt 2 Züge aus"),
    "it": ("salta 1 turno", "salta 2 turni"),
}


def _names(seat: int) -> str:
    return ("Anna", "Ben", "Cleo", "Dora")[seat]


@pytest.mark.parametrize("language", ["en", "de", "it"], indirect=True)
def test_the_log_tells_a_skip_with_the_turns_still_owed(language: str) -> None:
    formatter = MoveLogFormatter(_names)
    said = tuple(formatter.lines([TurnSkipped(1, left)])[0] for left in (0, 1, 2))
    assert said == LOG[language]
    assert all(" 0 " not in line for line in said)


@pytest.mark.parametrize("language", ["en", "de", "it"], indirect=True)
def test_the_rows_count_the_turns_a_seat_sits_out(language: str) -> None:
    one, two = ROWS[language]
    for skips, words in ((1, one), (2, two)):
        position = pos(f"f=8,H,H,H/-/8,H,H,H/- turn=0 phase=roll {TAIL} skips=0,0,{skips},0")
        assert seat_note(position, 2) == words
        assert seat_summary(position, 2, "Cleo").endswith(", " + words)
        assert seat_note(position, 0) == ""  # (no skips: not a word)


def test_a_seat_owing_two_skips_sits_out_two_turns_as_the_log_says() -> None:
    position: Position = pos(f"f=8,H,H,H/-/8,H,H,H/- turn=0 phase=roll {TAIL} skips=0,0,2,0")
    formatter = MoveLogFormatter(_names)
    told: list[str] = []
    for _ in range(3):  # Anna moves three times; Cleo sits out twice, then rolls
        figure = position.figures[0][0]
        position, happened = run(position, f"r1 m0>{figure + 1}")
        told += [line for line in formatter.lines(happened) if "Cleo" in line]
        if position.turn == 2:
            break
    assert told == [
        "Cleo (green) sits out this turn and 1 more.",
        "Cleo (green) sits out this turn.",
    ]
    assert position.turn == 2 and seat_note(position, 2) == ""
