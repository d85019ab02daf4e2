"""The die on the table: at rest in the player's quarter showing its last face, or tumbling.

Pure (no Qt): :class:`~madn_qt.board.view.BoardView` throws it, advances it on its frame clock
and draws it where :meth:`TableDie.model` says. The throw itself is
:class:`madn_qt.board.animation.DieRoll`.
"""

from __future__ import annotations

import numpy as np

from madn_qt.board import camera as cam
from madn_qt.board.animation import DieRoll, die_roll, die_spot, face_up
from madn_qt.board.meshes import DIE_HALF


class TableDie:
    """Where the die rests, its throw in flight (if any) and how far that has come."""

    def __init__(self) -> None:
        self.spot = die_spot(cam.seat_yaw(None))  # where it comes to rest
        self.roll: DieRoll | None = None
        self.time = 0.0  # seconds into the throw
        self.rest = face_up(6, 0.35)  # the orientation it rests in
        self._throws = 0  # each throw tumbles its own way

    @property
    def rolling(self) -> bool:
        return self.roll is not None

    def seen_from(self, seat: int | None) -> None:
        """The die rests in the quarter nearer ``seat``'s side (None: the default view); one
        in flight lands at once."""
        self.spot = die_spot(cam.seat_yaw(seat))
        self.land()

    def throw(self, pips: tuple[int, ...], speed: float, reduced: bool, seat: int | None) -> None:
        """Thrown from ``seat``'s side, to settle showing ``pips[0]`` (one in flight lands)."""
        self.land()
        self._throws += 1
        self.roll = die_roll(pips, self._throws, speed, reduced, self.spot, cam.seat_yaw(seat))
        self.time = 0.0

    def advance(self, dt: float) -> bool:
        """``dt`` seconds further; True when this step ends the throw (it has landed)."""
        if self.roll is None:
            return False
        self.time += dt
        if self.time < self.roll.duration:
            return False
        self.land()
        return True

    def land(self) -> None:
        """The throw in flight ends at once, the die resting as it would."""
        if self.roll is not None:
            _, self.rest = self.roll.pose(self.roll.duration)
        self.roll = None

    def time_left(self) -> float:
        """Seconds until the throw ends (large when none is in flight)."""
        return 1.0 if self.roll is None else self.roll.duration - self.time

    def model(self) -> tuple[np.ndarray, float]:
        """The die's model matrix now, and how high above the board it is."""
        if self.roll is not None:
            pos, orientation = self.roll.pose(self.time)
        else:
            x, y = self.spot
            pos, orientation = np.array([x, y, DIE_HALF]), self.rest
        m = np.eye(4)
        m[:3, :3] = orientation
        m[:3, 3] = pos
        return m, float(pos[2] - DIE_HALF)
