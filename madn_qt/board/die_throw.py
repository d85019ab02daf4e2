"""The die's throw in plain numpy: it flies in, tumbles, bounces and settles showing its value
(a D6 turned any way, a numbered die so that its number reads from the camera)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np

from madn_qt.board import dice
from madn_qt.board.animation import ease_out, rotation, smoothstep
from madn_qt.board.meshes import DIE_FACES

DIE_SECONDS = 1.25
DIE_REDUCED_SECONDS = 0.15
DIE_REST = (0.0, 0.0)  # (where the dice rest: madn_qt.board.dice.rest_spots)
DIE_TURN = 0.3  # a numbered die rests turned at most this far from facing the player


def face_up(value: int, yaw: float = 0.0) -> np.ndarray:
    """Orientation that shows ``value`` on top (its face normal turned to +z), turned by yaw."""
    n = np.array(DIE_FACES[value][0], dtype=np.float64)
    up = np.array([0.0, 0.0, 1.0])
    axis = np.cross(n, up)
    if np.linalg.norm(axis) < 1e-9:
        base = np.eye(3) if n[2] > 0 else rotation(np.array([1.0, 0.0, 0.0]), math.pi)
    else:
        base = rotation(axis, math.acos(max(-1.0, min(1.0, float(np.dot(n, up))))))
    m: np.ndarray = rotation(up, yaw) @ base
    return m


def top_value(orientation: np.ndarray, sides: int = 6) -> int:
    """The value whose face (a D4's: whose corner) points most nearly up for a die
    orientation."""
    if sides != 6:
        return dice.top_value(dice.shape(sides), orientation)
    best, best_z = 1, -2.0
    for value, (normal, _) in DIE_FACES.items():
        z = float((orientation @ np.array(normal, dtype=np.float64))[2])
        if z > best_z:
            best, best_z = value, z
    return best


@dataclass(frozen=True)
class DieRoll:
    """A die thrown onto the board: flies in, tumbles, bounces and settles showing ``value``.

    A D6 rests turned any way; a numbered die (``sides`` 4 or 10) so that its number reads
    from the ``reader``'s camera (the player at this screen; by default the camera it was
    thrown from), turned a little (:data:`DIE_TURN`). It is thrown from the side of the camera
    at ``yaw`` (the seat that rolls). ``side`` (-1, 1) is the side it is thrown from (0: its
    seed's choice; two dice thrown together share one).
    """

    value: int
    duration: float
    seed: int = 0
    reduced: bool = False
    rest: tuple[float, float] = DIE_REST  # where it settles
    yaw: float = 0.0  # the camera it is thrown from (thrown away from the viewer)
    sides: int = 6
    side: int = 0
    reader: float | None = None  # the camera its number reads from (None: ``yaw``'s)

    def settled(self) -> np.ndarray:
        """The orientation it settles in."""
        rng = random.Random(self.seed * 7919 + self.value)
        turn = rng.uniform(-0.5, 0.5)
        if self.sides == 6:
            return face_up(self.value, turn)
        yaw = self.yaw if self.reader is None else self.reader
        towards = (math.sin(yaw), -math.cos(yaw))
        return dice.resting(dice.shape(self.sides), self.value, towards, turn * 2 * DIE_TURN)

    def pose(self, t: float) -> tuple[np.ndarray, np.ndarray]:
        """Centre position (3,) and orientation (3x3) at time ``t``."""
        rng = random.Random(self.seed * 7919 + self.value)
        rng.uniform(-0.5, 0.5)  # (the turn it settles in: settled())
        final = self.settled()
        height = dice.shape(self.sides).rest_height
        rest = np.array([self.rest[0], self.rest[1], height])
        u = 1.0 if self.duration <= 0 else min(max(t / self.duration, 0.0), 1.0)
        if self.reduced:
            return rest + np.array([0.0, 0.0, 0.12 * (1.0 - smoothstep(u))]), final
        axis = np.array([rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-0.3, 0.3)])
        if np.linalg.norm(axis) < 1e-3:
            axis = np.array([1.0, 0.3, 0.0])
        turns = rng.choice((2, 3)) * 2.0 * math.pi + rng.uniform(0, math.pi / 2)
        spin = turns * (1.0 - ease_out(min(u / 0.85, 1.0)))
        orientation = rotation(axis, spin) @ final
        # Thrown from the viewer's side, a little left or right: (side, back) turned by yaw.
        side, back = 1.8 * rng.choice((-1, 1)), -3.4
        if self.side:
            side = 1.8 * self.side
        c, s = math.cos(self.yaw), math.sin(self.yaw)
        start = rest + np.array([side * c - back * s, side * s + back * c, 3.2 - height])
        flight = min(u / 0.45, 1.0)
        if u < 0.45:
            pos = start + (rest - start) * flight
            pos[2] = start[2] + (rest[2] - start[2]) * flight * flight
        else:
            # Two small bounces, each lower and shorter.
            b = (u - 0.45) / 0.55
            pos = rest.copy()
            if b < 0.55:
                s = b / 0.55
                pos[2] += 0.55 * 4.0 * s * (1.0 - s)
            elif b < 0.85:
                s = (b - 0.55) / 0.3
                pos[2] += 0.16 * 4.0 * s * (1.0 - s)
        return pos, orientation


def die_roll(
    pips: tuple[int, ...],
    seed: int,
    speed: float = 1.0,
    reduced: bool = False,
    rest: tuple[float, float] = DIE_REST,
    yaw: float = 0.0,
    sides: int = 6,
    index: int = 0,
    side: int = 0,
    reader: float | None = None,
) -> DieRoll:
    """The throw of die ``index`` of a roll of ``pips`` with dice of ``sides`` faces."""
    value = pips[index] if index < len(pips) else 1
    if not 1 <= value <= sides:
        raise ValueError(f"a D{sides} shows 1..{sides}, not {value}")
    speed = min(max(speed, 0.05), 1000.0)  # the pace setting scales the brief version too
    seconds = DIE_REDUCED_SECONDS if reduced else DIE_SECONDS
    return DieRoll(value, seconds / speed, seed, reduced, rest, yaw, sides, side, reader)
