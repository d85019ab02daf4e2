"""A small bird crossing the sky far behind the board now and then (not under reduced motion)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np

from madn_qt.board.animation import rotation

BIRD_SECONDS = 14.0
BIRD_SIZE = 2.2


@dataclass(frozen=True)
class BirdFlight:
    """A small bird crossing the sky far behind the board, flapping and gliding."""

    start: float
    seed: int = 0

    def _path(self) -> tuple[np.ndarray, np.ndarray]:
        rng = random.Random(self.seed)
        # Far behind the trees and above their crowns, below the top of the overview's picture.
        y0, y1 = rng.uniform(55.0, 70.0), rng.uniform(55.0, 70.0)
        z0, z1 = rng.uniform(10.5, 12.0), rng.uniform(11.0, 13.0)
        a, b = np.array([-70.0, y0, z0]), np.array([70.0, y1, z1])
        return (a, b) if rng.random() < 0.5 else (b, a)

    def done(self, t: float) -> bool:
        return t - self.start >= BIRD_SECONDS

    def wing_models(self, t: float) -> list[np.ndarray]:
        """Model matrices of the two wings at scene time ``t`` ([] before or after the flight)."""
        s = t - self.start
        if not 0.0 <= s < BIRD_SECONDS:
            return []
        a, b = self._path()
        u = s / BIRD_SECONDS
        pos = a + (b - a) * u
        pos[2] += 0.4 * math.sin(s * 1.7)
        d = b - a
        yaw = math.atan2(d[1], d[0]) - math.pi / 2.0
        flapping = math.sin(s * 0.9 + self.seed) > -0.3
        flap = 0.55 * math.sin(s * 11.0) if flapping else 0.12
        base = np.eye(4)
        base[:3, :3] = rotation(np.array([0.0, 0.0, 1.0]), yaw)
        base[:3, 3] = pos
        models = []
        for angle in (-flap, math.pi + flap):
            m = np.eye(4)
            m[:3, :3] = rotation(np.array([0.0, 1.0, 0.0]), angle) * BIRD_SIZE
            models.append(base @ m)
        return models
