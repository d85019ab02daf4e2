"""The pace's pauses in whole milliseconds, cut down, never rounded up (issue 34: a one-line
change to the arithmetic fails here; tests/madn_qt/play/test_pace.py holds the rest)."""

from __future__ import annotations

from madn_qt.play.pace import AI_PASS_PAUSE_MS, FAST_FACTOR, NO_PAUSE_SPEED, Pace


def test_a_pause_is_cut_to_whole_milliseconds() -> None:
    assert AI_PASS_PAUSE_MS == 350 and FAST_FACTOR == 4.0
    assert Pace.FAST.pause_ms(AI_PASS_PAUSE_MS, 1.0, computer=True) == 87  # 87.5
    assert Pace.NORMAL.pause_ms(1000, 3.0, computer=False) == 333  # 333.3
    assert Pace.NORMAL.pause_ms(999, 2.0, computer=True) == 499  # 499.5


def test_the_computers_stretch_at_the_hurried_speed_and_just_below() -> None:
    assert Pace.FAST.pause_ms(300, NO_PAUSE_SPEED, computer=True) == 0
    assert Pace.FAST.pause_ms(300, NO_PAUSE_SPEED / 2, computer=True) == 3  # 300 / (25 * 4)
    assert Pace.END.pause_ms(300, 1.0, computer=False) == 300  # a person's stretch is shown
