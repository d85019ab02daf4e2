"""The wheel's geometry, pure: where each segment lies, where a spin stops, what the pointer points
at, how far a spin turns, and where the wheel's parts lie in a widget of a given size."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF

from core.event.wheel import FIRST_SLICE, SLICES, WHEEL_SLICES, Event, event_of

SPIN_SECONDS: Final = 3.2  # a spin's usual length: the "wheel" sound lasts as long
SLICE_DEGREES: Final = 360.0 / WHEEL_SLICES
# The pointer stops this far (a share of the segment's width) inside a segment's borders, so
# that it never seems to rest on a border.
STOP_MARGIN: Final = 0.18
TURNS_PER_SECOND: Final = 1.1  # how far a spin turns the wheel, per second of its length
MIN_TURNS: Final = 1
# At first the pointer stands in the middle of "Skip a turn": the ribbons to the right, in view.
START_ANGLE: Final = 360.0 - (FIRST_SLICE[Event.SKIP] + SLICES[Event.SKIP] / 2) * SLICE_DEGREES
# Radii as shares of the face: the labels end at LABEL_REACH, the pointer's tip reaches down to
# TIP_REACH, and between the two lies the probe, bare paint of the segment under the pointer.
LABEL_REACH: Final = 0.905
PROBE_REACH: Final = 0.93
TIP_REACH: Final = 0.96
# The pointer, as shares of the wheel's square: its round head, how far above the rim its pin
# stands, and how far its shadow falls to the right and down.
POINTER_HEAD: Final = 0.042
POINTER_LIFT: Final = 0.012
POINTER_SHADOW: Final = (0.008, 0.012)


def event_spans() -> list[tuple[Event, float, float]]:
    """``(event, start, end)`` of each segment in degrees, clockwise from the zero mark, in the
    order of :class:`Event`; each segment's width is its share of the 600 slices."""
    return [
        (
            event,
            FIRST_SLICE[event] * SLICE_DEGREES,
            (FIRST_SLICE[event] + SLICES[event]) * SLICE_DEGREES,
        )
        for event in Event
    ]


def pointed_at(angle: float) -> float:
    """The wheel's own direction (degrees clockwise from its zero mark, 0..360) under the
    pointer when the wheel is turned ``angle`` degrees clockwise."""
    return (-angle) % 360.0


def _inside(start: float, end: float, position: float) -> float:
    """Where the pointer rests in a segment ``start..end`` for a draw at ``position`` (0..1)."""
    return start + (end - start) * (STOP_MARGIN + (1.0 - 2.0 * STOP_MARGIN) * position)


def stop_angle(slice_number: int, turns: int) -> float:
    """The wheel's angle after a spin of ``turns`` whole turns that stops on slice
    ``slice_number`` (0..599): the pointer rests inside that slice's event, at the same share of
    the segment as the slice has among the event's slices (kept :data:`STOP_MARGIN` off the
    borders)."""
    event = event_of(slice_number)
    first, count = FIRST_SLICE[event], SLICES[event]
    position = (slice_number - first + 0.5) / count
    start = first * SLICE_DEGREES
    return 360.0 * turns - _inside(start, start + count * SLICE_DEGREES, position)


def index_stop_angle(index: int, count: int, turns: int) -> float:
    """The rocket's wheel of ``count`` equal segments after ``turns`` turns, stopped on
    segment ``index``: the pointer in the middle of it."""
    if not 0 <= index < count:
        raise ValueError(f"the wheel has segments 0..{count - 1}, not {index}")
    width = 360.0 / count
    return 360.0 * turns - _inside(index * width, (index + 1) * width, 0.5)


def event_at(angle: float) -> Event:
    """The event under the pointer at wheel angle ``angle``."""
    position = pointed_at(angle)
    return event_of(min(WHEEL_SLICES - 1, int(position / SLICE_DEGREES)))


def index_at(angle: float, count: int) -> int:
    """The segment of a wheel of ``count`` equal segments under the pointer."""
    return min(count - 1, int(pointed_at(angle) / (360.0 / count)))


def turns_for(stop_at_zero: float, start: float, seconds: float) -> int:
    """How many whole turns a spin of ``seconds`` from angle ``start`` makes before it stops at
    ``stop_at_zero`` (its stop angle for 0 turns): the fewest that carry the wheel at least
    :data:`TURNS_PER_SECOND` turns a second (and one turn at the least) forwards."""
    wanted = max(MIN_TURNS * 360.0, seconds * TURNS_PER_SECOND * 360.0)
    return max(0, math.ceil((wanted + start - stop_at_zero) / 360.0))


@dataclass(frozen=True, slots=True)
class Geometry:
    """Where the wheel lies in its widget (pixels)."""

    centre: QPointF
    radius: float  # the rim's outer edge
    face: float  # the painted face's edge (the rim's inner edge)
    hub: float
    side: float  # the square the wheel is laid out in

    @property
    def rim(self) -> float:
        return self.radius - self.face


def pointer_clear_degrees(g: Geometry) -> float:
    """How far (degrees either side of the top) the pointer's head, its shadow and a little air
    reach over the rim: a ribbon's words stay outside this, wherever the pointer rests."""
    pivot = g.radius + g.side * POINTER_LIFT
    reach = g.side * (POINTER_HEAD + POINTER_SHADOW[0] + 0.016)
    return math.degrees(math.asin(min(1.0, reach / (pivot - g.side * POINTER_HEAD))))


def wheel_geometry(width: float, height: float) -> Geometry:
    """The wheel in a widget ``width`` by ``height``: as large as the square allows, with room
    above it for the pointer."""
    side = min(width, height)
    radius = side * 0.455
    top = (height - side) / 2.0 + side * 0.062  # room above for the pointer
    centre = QPointF(width / 2.0, top + radius)
    face = radius * 0.925
    return Geometry(centre, radius, face, face * 0.17, side)
