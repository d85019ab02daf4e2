"""What the wheel of fortune shows, read from what it draws: its segments (angles, labels,
paint), the segment under the pointer (its angle) and the result it says it stopped on
(``result_text``, the words of its accessible description)."""

from __future__ import annotations

from core.event.wheel import Event
from madn_qt.wheel import WheelOfFortune


def event_under_pointer(wheel: WheelOfFortune) -> Event | None:
    """The event under the pointer (``None`` on the rocket's target wheel)."""
    return wheel.segments()[wheel.index_under_pointer()].event


def result_index(wheel: WheelOfFortune) -> int | None:
    """The segment the last spin stopped on, found by the words the wheel says it stopped on;
    ``None`` before a spin and while it turns."""
    said = wheel.result_text()
    if not said:
        return None
    found = [i for i, segment in enumerate(wheel.segments()) if segment.label == said]
    assert len(found) == 1, (said, found)
    return found[0]


def result_event(wheel: WheelOfFortune) -> Event | None:
    """The event the last spin stopped on (``None`` as :func:`result_index`, and on the
    rocket's target wheel)."""
    index = result_index(wheel)
    return None if index is None else wheel.segments()[index].event
