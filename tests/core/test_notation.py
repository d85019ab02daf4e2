"""Position notation: round trips and clear errors."""

from __future__ import annotations

import pytest

from core.notation import NotationError, format_position, parse_position
from core.position import Phase, initial_position
from core.rules import ORIGINAL

EXAMPLE = "MADN1 f=H,5,G1,H/-/12,H,H,H/- turn=0 phase=move die=6 rolls=0 rules=fc"


def test_the_documented_example_reads_and_writes_back() -> None:
    position = parse_position(EXAMPLE)
    assert position.seats == (0, 2)
    assert position.figures[0] == (-1, 5, 40, -1)
    assert position.figures[2] == (12, -1, -1, -1)
    assert position.phase is Phase.MOVE and position.die == 6
    assert format_position(position) == EXAMPLE


def test_roll_off_and_finished_seats_round_trip() -> None:
    start = initial_position(ORIGINAL, (0, 1, 2, 3))
    text = format_position(start)
    assert "rolloff=0,1,2,3:" in text and "rules=fc,jg,one,ro,po,pen" in text
    assert parse_position(text) == start
    done = "MADN1 f=G1,G2,G3,G4/5,H,H,H/-/H,H,H,H turn=1 phase=roll rolls=1 rules=fc,po done=0"
    assert format_position(parse_position(done)) == done


def test_key_order_does_not_matter() -> None:
    shuffled = "MADN1 rules=fc rolls=0 die=6 phase=move turn=0 f=H,5,G1,H/-/12,H,H,H/-"
    assert parse_position(shuffled) == parse_position(EXAMPLE)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "starts with"),
        ("MADN2 f=-", "starts with"),
        ("MADN1 f=H/-/H/- turn=0 phase=roll rolls=1", "missing key 'rules'"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc bogus", "not key=value"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc x=1", "unknown key"),
        ("MADN1 f=H,H/-/H,H turn=0 phase=roll rolls=1 rules=fc", "4 seats"),
        ("MADN1 f=H,H/H,H/-/- turn=0 phase=roll rolls=1 rules=fc", "opposite"),
        ("MADN1 f=H,H/-/H,H/- turn=1 phase=roll rolls=1 rules=fc", "not an occupied seat"),
        ("MADN1 f=H,41/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "outside 0..39"),
        ("MADN1 f=G3,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "beyond its goal"),
        ("MADN1 f=5,5/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "two figures on one field"),
        ("MADN1 f=25,H/-/5,H/- turn=0 phase=roll rolls=1 rules=fc", "ring field 25"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=move rolls=1 rules=fc", "die= is given"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=dance rolls=1 rules=fc", "unknown phase"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=zz", "unknown rule flag"),
        ("MADN1 f=H,x/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "not a number"),
        ("MADN1 f=H,H/-/H,H/- turn=0 turn=0 phase=roll rolls=1 rules=fc", "given twice"),
    ],
)
def test_malformed_text_gives_a_typed_clear_error(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_position(text)


def test_notation_error_is_a_value_error() -> None:
    assert issubclass(NotationError, ValueError)
