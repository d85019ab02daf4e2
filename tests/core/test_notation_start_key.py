"""The notation's ``start=`` key and the knocked-out seat's turn (docs/notation.md).

``start`` gives the figures each seat started with, 1 to 10 like the rules' figure count, when the
first playing seat has another number now (event mode's reinforcement adds one at a time). A
knocked-out seat never has the turn.
"""

from __future__ import annotations

import pytest

from core.notation import NotationError, format_position, parse_position

EVENT = "rules=fc,ev open=0 paths=21:38"


@pytest.mark.parametrize("start", [1, 2, 9, 10])
def test_start_reads_every_figure_count_the_rules_allow(start: int) -> None:
    # Seat 0 was reinforced once: one figure (and one goal field) more than seat 2.
    seat0 = ",".join(["H"] * (start + 1))
    seat2 = ",".join(["H"] * start)
    text = (
        f"MADN1 f={seat0}/-/{seat2}/- turn=2 phase=roll rolls=3 rules=fc,ev open=0 "
        f"start={start} paths=21:38"
    )
    position = parse_position(text)
    assert position.rules.figures == start
    assert position.goal_sizes == (start + 1, 0, start, 0)
    assert format_position(position) == text


@pytest.mark.parametrize("start", [0, 11])
def test_start_outside_the_rules_figure_counts_is_refused(start: int) -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(
            f"MADN1 f=H,H,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {EVENT} start={start}"
        )
    assert str(raised.value) == f"start: {start} is outside 1..10"


def test_a_knocked_out_seat_with_the_turn_is_refused_with_the_reason() -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(
            "MADN1 f=x/5,H,H,H/5,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,ev goals=4,4,4,0 "
            "open=0 out=0 paths=21:38"
        )
    assert str(raised.value) == "the turn is never a knocked-out seat's"
