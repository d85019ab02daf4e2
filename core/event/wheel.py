"""The wheel of fortune of event mode (GAME.md 4.3): fourteen events on 600 equal slices.

"Knocked out" and "Leader, turn back!" have 6 slices each (exactly 1 %), every other event 49
(exactly 8 1/6 %). The slices lie in the order of :class:`Event`, so a draw of ``0..599`` names
its event by the running sum of the slices (:func:`event_of`); the renderer draws the wheel from
the same table.
"""

from __future__ import annotations

import bisect
from enum import Enum
from typing import Final


class Event(Enum):
    """The fourteen events, in the wheel's order (GAME.md 4.3, numbered 1 to 14 there)."""

    REINFORCEMENT = "reinforcement"
    KNOCKED_OUT = "knocked_out"
    LEADER_BACK = "leader_back"
    CONSTRUCTION = "construction"
    NEW_DISTRIBUTION = "new_distribution"
    SWAP = "swap"
    SEND_BACK = "send_back"
    ROCKET = "rocket"
    SECOND_DIE = "second_die"
    FOUR_SIDED = "four_sided"
    TEN_SIDED = "ten_sided"
    EXTRA_ROLL = "extra_roll"
    SKIP = "skip"
    SPECIAL_TRAIN = "special_train"


WHEEL_SLICES: Final = 600
RARE_SLICES: Final = 6  # knocked out, leader turn back: 1 % each
COMMON_SLICES: Final = 49  # every other event: 8 1/6 %
SLICES: Final[dict[Event, int]] = {
    event: RARE_SLICES if event in (Event.KNOCKED_OUT, Event.LEADER_BACK) else COMMON_SLICES
    for event in Event
}
assert sum(SLICES.values()) == WHEEL_SLICES

# The first slice of each event: its slices are first .. first + SLICES[event] - 1.
FIRST_SLICE: Final[dict[Event, int]] = {}
_start = 0
for _event in Event:
    FIRST_SLICE[_event] = _start
    _start += SLICES[_event]
_ORDER: Final = tuple(Event)
_FIRSTS: Final = [FIRST_SLICE[event] for event in _ORDER]


def event_of(slice_number: int) -> Event:
    """The event a draw of ``0..599`` lands on."""
    if not 0 <= slice_number < WHEEL_SLICES:
        raise ValueError(f"the wheel has slices 0..{WHEEL_SLICES - 1}, not {slice_number}")
    return _ORDER[bisect.bisect_right(_FIRSTS, slice_number) - 1]
