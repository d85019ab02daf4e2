"""The dice on the table: at rest on the side of the seat that threw them showing the last roll,
or tumbling.

Pure (no Qt): :class:`~madn_qt.board.view.BoardView` throws them, advances them on its frame
clock and draws them where :meth:`TableDie.pieces` says. A roll is shown with the dice that made
it: the D6 (with pips), in event mode the D4 or the D10 (numbered, :mod:`madn_qt.board.dice`),
and two of them side by side while the second die applies. The throw of each is
:class:`madn_qt.board.die_throw.DieRoll`.
"""

from __future__ import annotations

import numpy as np

from madn_qt.board import camera as cam
from madn_qt.board import dice
from madn_qt.board.die_throw import DieRoll, die_roll, face_up
from madn_qt.board.overlay import DIE_MESH_OF, PieceDraw

# Keys of the dice's pieces (the first keeps the key the one die always had).
DIE_KEYS = ("die", "die-2")


class TableDie:
    """The dice in play: their kind and number, where they rest, the throw in flight (if any)
    and how far it has come."""

    def __init__(self) -> None:
        self._yaw = cam.seat_yaw(None)  # the side of the seat that threw them (they rest there)
        self._reader = self._yaw  # the camera the numbers read from (the player at the screen)
        self.sides = 6
        self.count = 1
        self.spots = dice.rest_spots(self._yaw, 1)  # where they come to rest
        self.rolls: list[DieRoll] = []
        self.time = 0.0  # seconds into the throw
        self.values = [6]
        self.rests = [face_up(6, 0.35)]  # the orientations they rest in
        self._throws = 0  # each throw tumbles its own way

    @property
    def rolling(self) -> bool:
        return bool(self.rolls)

    @property
    def rest(self) -> np.ndarray:
        """The orientation the first die rests in."""
        return self.rests[0]

    def seen_from(self, seat: int | None) -> None:
        """The player at the screen sits at ``seat`` (None: the default view): the dice's
        numbers read from there (before any throw the dice also rest on that side); one in
        flight lands at once."""
        self.land()
        self._reader = cam.seat_yaw(seat)
        if not self._throws:
            self._yaw = self._reader
            self.spots = dice.rest_spots(self._yaw, self.count)
        if self.sides != 6:
            self.rests = [self._resting(k, v).settled() for k, v in enumerate(self.values)]

    def classic(self) -> None:
        """Back to one D6 (a classic game), showing what it showed if it can."""
        if (self.sides, self.count) == (6, 1):
            return
        self.land()
        value = self.values[0] if self.values[0] <= 6 else 6
        self.sides, self.count, self.values = 6, 1, [value]
        self.spots = dice.rest_spots(self._yaw, 1)
        self.rests = [face_up(value, 0.35)]

    def lay(self, sides: int, values: tuple[int, ...]) -> None:
        """The dice at rest, as ``values`` of dice of ``sides`` faces, where they rest now (the
        dice in use laid out before a roll: :func:`madn_qt.board.dice.dice_to_roll`)."""
        self.land()
        self.sides, self.count, self.values = sides, len(values), list(values)
        self.spots = dice.rest_spots(self._yaw, self.count)
        self.rests = [self._resting(k, v).settled() for k, v in enumerate(self.values)]

    def throw(
        self, pips: tuple[int, ...], speed: float, reduced: bool, seat: int | None, sides: int = 6
    ) -> None:
        """Thrown by ``seat`` from its side of the table, to settle there (each seat its own
        spot, :func:`madn_qt.board.dice.rest_spots`) showing ``pips`` (one die a pip, at most
        two) with dice of ``sides`` faces, their numbers read from the screen's player
        (:meth:`seen_from`); one in flight lands."""
        self.land()
        self._throws += 1
        self._yaw = cam.seat_yaw(seat)
        values = list(pips[: dice.MAX_DICE]) or [1]
        self.sides, self.count, self.values = sides, len(values), values
        self.spots = dice.rest_spots(self._yaw, self.count)
        side = 1 if self._throws % 2 else -1  # (together, from one side)
        self.rolls = [
            die_roll(
                tuple(values),
                self._throws * dice.MAX_DICE + k,
                speed,
                reduced,
                self.spots[k],
                self._yaw,
                sides,
                index=k,
                side=side if self.count > 1 else 0,
                reader=self._reader,
            )
            for k in range(self.count)
        ]
        self.time = 0.0

    def _resting(self, k: int, value: int) -> DieRoll:
        """A throw of die ``k`` that has settled showing ``value`` where it rests now."""
        seed = self._throws * dice.MAX_DICE + k
        return DieRoll(
            value, 0.0, seed, True, self.spots[k], self._yaw, self.sides, reader=self._reader
        )

    def advance(self, dt: float) -> bool:
        """``dt`` seconds further; True when this step ends the throw (they have landed)."""
        if not self.rolls:
            return False
        self.time += dt
        if self.time < self.duration():
            return False
        self.land()
        return True

    def duration(self) -> float:
        return max((roll.duration for roll in self.rolls), default=0.0)

    def land(self) -> None:
        """The throw in flight ends at once, the dice resting as they would."""
        if self.rolls:
            self.rests = [roll.settled() for roll in self.rolls]
        self.rolls = []

    def time_left(self) -> float:
        """Seconds until the throw ends (large when none is in flight)."""
        return 1.0 if not self.rolls else self.duration() - self.time

    def models(self) -> list[tuple[np.ndarray, float]]:
        """Each die's model matrix now, and how high above the board it is."""
        height = dice.shape(self.sides).rest_height
        out = []
        for k in range(self.count):
            if self.rolls:
                pos, orientation = self.rolls[k].pose(self.time)
            else:
                x, y = self.spots[k]
                pos, orientation = np.array([x, y, height]), self.rests[k]
            m = np.eye(4)
            m[:3, :3] = orientation
            m[:3, 3] = pos
            out.append((m, float(pos[2] - height)))
        return out

    def model(self) -> tuple[np.ndarray, float]:
        """The first die's model matrix now, and how high above the board it is."""
        return self.models()[0]

    def pieces(self) -> tuple[PieceDraw, ...]:
        """The dice as the renderer draws them."""
        shape = dice.shape(self.sides)
        height = 2.0 * shape.rest_height
        return tuple(
            PieceDraw(
                mesh=DIE_MESH_OF[self.sides],
                key=DIE_KEYS[k],
                model=model,
                lift=lift,
                height=height,
                radius=0.3 if self.sides == 6 else 0.34,
            )
            for k, (model, lift) in enumerate(self.models())
        )
