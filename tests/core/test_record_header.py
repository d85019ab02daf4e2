"""A record's header: what each line says, what a missing line means, and the exact message for
each kind of malformed header (docs/record.md).

The sample is written by hand: two players without the railway, Anna fails her three tries, so
Ben's turn starts with three tries (GAME.md 2.5).
"""

from __future__ import annotations

import pytest

from core.notation import format_position
from core.record import Record, RecordError, dumps, loads
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup

SAMPLE = """MADN-RECORD 2
Date: 2026-12-01
Rules: fc
Figures: 4
Seats: 0,2
Seat 0: Anna | human
Seat 2: Ben | ai:normal
Commands: 6

r3 p r2 p r1 p
"""
AFTER = "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 rules=fc"


def without(line: str) -> str:
    assert f"\n{line}\n" in SAMPLE
    return SAMPLE.replace(f"\n{line}\n", "\n", 1)


def test_the_sample_reads_as_written() -> None:
    record = loads(SAMPLE)
    assert record.date == "2026-12-01" and record.setup.rules == Rules(railway=False)
    assert record.setup.seats[0] == Seat.human("Anna")
    assert record.setup.seats[2] == Seat.ai("normal", "Ben")
    assert format_position(record.replay().position) == AFTER
    assert dumps(record) == SAMPLE


def test_a_record_without_a_date_has_an_empty_one() -> None:
    assert loads(without("Date: 2026-12-01")).date == ""


def test_a_record_without_figures_has_four_and_figures_3_means_three() -> None:
    assert loads(without("Figures: 4")).setup.rules.figures == 4
    three = loads(SAMPLE.replace("Figures: 4", "Figures: 3"))
    assert three.setup.rules == Rules(railway=False, figures=3)
    assert format_position(three.replay().position) == (
        "MADN1 f=H,H,H/-/H,H,H/- turn=2 phase=roll rolls=3 rules=fc"
    )
    assert "\nFigures: 3\n" in dumps(three)


def test_a_seat_without_its_seat_line_is_a_human_with_the_default_name() -> None:
    text = without("Seat 2: Ben | ai:normal")
    assert loads(text).setup.seats == (Seat.human("Anna"), Seat(), Seat.human("Carla"), Seat())
    bare = loads(without("Seat 0: Anna | human").replace("Seat 2: Ben | ai:normal\n", ""))
    assert bare.setup.seats[0] == Seat.human("Anna") and bare.setup.seats[2].name == "Carla"
    assert bare.setup.seats[2].kind is SeatKind.HUMAN


def test_names_are_written_on_one_line_without_the_separator() -> None:
    seats = (Seat.human("Anna  Maria|Q"), Seat(), Seat.ai("normal", "Ben\tthe\nBold"), Seat())
    text = dumps(Record(Setup(Rules(railway=False), seats), []))
    assert "\nSeat 0: Anna Maria/Q | human\nSeat 2: Ben the Bold | ai:normal\n" in text
    back = loads(text).setup.seats
    assert back[0] == Seat.human("Anna Maria/Q") and back[2] == Seat.ai("normal", "Ben the Bold")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "this is not a game record (it does not start with MADN-RECORD)"),
        ("hello\n", "this is not a game record (it does not start with MADN-RECORD)"),
        ("MADN-RECORD x\n", "the record's format version is missing"),
        ("MADN-RECORD\n", "the record's format version is missing"),
        (SAMPLE.replace("Rules: fc\n", "bogus\nRules: fc\n"), "line 3: expected 'Key: value'"),
        (SAMPLE.replace("Commands: 6\n", "Commands 6\n"), "line 8: expected 'Key: value'"),
        (SAMPLE.replace("Seat 0:", "Seat x:"), "line 6: a seat number is 0..3"),
        (
            SAMPLE.replace("Rules: fc\n", "Seat -1: Q | human\nRules: fc\n"),
            "line 3: a seat number is 0..3",
        ),
        (without("Seats: 0,2"), "the record's header lacks 'Seats'"),
        (without("Rules: fc"), "the record's header lacks 'Rules'"),
        (
            SAMPLE.replace("Anna | human", "Anna | human | x"),
            "seat 0 is played by an unknown kind of player: 'human | x'",
        ),
        (
            SAMPLE.replace("Seat 2:", "Seat 1: Carla | human\nSeat 2:"),
            "the record's setup is invalid: a Seat line names a seat that is not in Seats",
        ),
    ],
)
def test_a_malformed_header_gives_exactly_this_message(text: str, message: str) -> None:
    with pytest.raises(RecordError) as raised:
        loads(text)
    assert str(raised.value) == message


def test_the_moves_taken_back_are_a_header_line_of_their_own() -> None:
    """Undo in the app: the record keeps only what was played, and how many moves were taken
    back on the way (docs/record.md); a record without the line took none back."""
    assert loads(SAMPLE).taken_back == 0
    record = loads(SAMPLE)
    record.taken_back = 3
    text = dumps(record)
    assert "\nTaken back: 3\n" in text
    assert loads(text).taken_back == 3
    assert dumps(loads(text)) == text


@pytest.mark.parametrize("value", ["-1", "three", "", "2.5"])
def test_a_malformed_taken_back_line_is_refused(value: str) -> None:
    text = SAMPLE.replace("Commands: 6", f"Taken back: {value}\nCommands: 6")
    with pytest.raises(RecordError) as refused:
        loads(text)
    assert refused.value.code == "bad_taken_back"
