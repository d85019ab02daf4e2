"""The wheel's segments: the fourteen events in their order and widths, or the rocket's target
wheel of equal segments, each with its label and paint."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.event.wheel import Event
from madn_qt.event_texts import event_name
from madn_qt.wheel.geometry import event_spans
from madn_qt.wheel.palette import EVENT_COLOURS, TARGET_COLOURS, lighter


@dataclass(frozen=True, slots=True)
class Segment:
    """One segment: its angles (degrees clockwise from the zero mark), label and paint."""

    start: float
    end: float
    label: str
    colour: str
    event: Event | None = None

    @property
    def width(self) -> float:
        return self.end - self.start

    @property
    def middle(self) -> float:
        return (self.start + self.end) / 2.0


def event_segments() -> list[Segment]:
    """The wheel of fortune proper: the events, named in the current language."""
    return [
        Segment(start, end, event_name(event), EVENT_COLOURS[event], event)
        for event, start, end in event_spans()
    ]


def target_segments(labels: Sequence[str], colours: Sequence[str] | None) -> list[Segment]:
    """The rocket's target wheel: ``labels`` on equal segments, clockwise from the zero mark, in
    ``colours`` (else :data:`TARGET_COLOURS`, round and round); a segment painted as its
    neighbour is painted a lighter shade."""
    count = len(labels)
    width = 360.0 / count
    paints = colours or [TARGET_COLOURS[i % len(TARGET_COLOURS)] for i in range(count)]
    shown: list[str] = []
    for i, paint in enumerate(paints):
        previous = shown[-1] if shown else None
        if paint == previous or (i == count - 1 and count > 1 and paint == shown[0]):
            paint = lighter(paint, 0.3)
        shown.append(paint)
    return [Segment(i * width, (i + 1) * width, label, shown[i]) for i, label in enumerate(labels)]
