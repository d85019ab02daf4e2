"""The wheel's pointer never hides the words of the segment it rests on (issue 33): for every
stop of the event wheel (all 600 slices) and of the rocket's target wheel, at the wheel's sizes
and in every language, the drawn segment's label (a thin segment's on its ribbon) lies outside
the pointer and its shadow."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from core.event.wheel import WHEEL_SLICES, Event, event_of
from madn_qt.wheel import WheelOfFortune
from tests.madn_qt.wheel_support import result_event, result_index


def make_wheel(qtbot: QtBot, size: int) -> WheelOfFortune:
    wheel = WheelOfFortune()
    qtbot.addWidget(wheel)
    wheel.resize(size, size)
    wheel.show()
    qtbot.waitExposed(wheel)
    return wheel


def hidden_share(wheel: WheelOfFortune, index: int) -> float:
    """How much of segment ``index``'s words the pointer covers (share of their area's box)."""
    words = wheel.label_area(index)
    covered = words.intersected(wheel.pointer_area()).boundingRect()
    whole = words.boundingRect()
    return (covered.width() * covered.height()) / max(1e-9, whole.width() * whole.height())


@pytest.mark.parametrize("size", [220, 300, 400])
def test_no_stop_of_the_event_wheel_hides_its_label(
    qtbot: QtBot, styled: None, language: str, size: int
) -> None:
    wheel = make_wheel(qtbot, size)
    hidden: list[tuple[Event, int, float]] = []
    for slice_number in range(WHEEL_SLICES):
        wheel.spin_to(slice_number, reduced=True)
        wheel.stop_now()
        index = result_index(wheel)
        assert index is not None and result_event(wheel) is event_of(slice_number)
        share = hidden_share(wheel, index)
        if share > 0.0:
            hidden.append((event_of(slice_number), slice_number, round(share, 3)))
    assert hidden == [], (language, size, hidden[:6])


def test_the_thin_segments_words_lie_beside_the_pointer(qtbot: QtBot, styled: None) -> None:
    """Where the pointer rests on a 1 % segment, both ribbons' words are in the clear (the
    reported case: "Knocked out" and "Leader, turn back!" cut by the pointer's head)."""
    wheel = make_wheel(qtbot, 300)
    thin = [i for i, s in enumerate(wheel.segments()) if s.width < 12.0]
    assert [wheel.segments()[i].event for i in thin] == [Event.KNOCKED_OUT, Event.LEADER_BACK]
    for slice_number in range(WHEEL_SLICES):
        if event_of(slice_number) not in (Event.KNOCKED_OUT, Event.LEADER_BACK):
            continue
        wheel.spin_to(slice_number, reduced=True)
        wheel.stop_now()
        for index in thin:
            assert not wheel.label_area(index).intersects(wheel.pointer_area()), slice_number


@pytest.mark.parametrize("count", [1, 2, 3, 5, 8, 13, 20, 31, 45])
def test_no_stop_of_the_target_wheel_hides_its_label(
    qtbot: QtBot, styled: None, count: int
) -> None:
    wheel = make_wheel(qtbot, 300)
    wheel.set_segments([f"● {n + 1}" for n in range(count)])
    for index in range(count):
        wheel.spin_to_index(index, reduced=True)
        wheel.stop_now()
        assert result_index(wheel) == index
        assert not wheel.label_area(index).boundingRect().isEmpty()  # (words to hide)
        assert hidden_share(wheel, index) == 0.0, (count, index)
