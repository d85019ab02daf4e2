"""The winner's celebration on the 3D board: its figures hop in a wave, glowing, while confetti
in its colour flutters down over the board; about 2.6 seconds, then the board is as before.

Plain Python and numpy (no GL): the view asks :meth:`Celebration.figure_lift` for each of the
winner's figures and :meth:`Celebration.confetti` for the flakes to draw at a time. Under reduced
motion nothing moves: the winner's figures only glow, for the same time (``still``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import numpy as np

from madn_qt import palette
from madn_qt.board.animation import rotation

CELEBRATION_SECONDS = 2.6
HOPS = 3  # each figure hops this often, one after another in a wave
HOP_LENGTH = 0.42  # s a hop takes
HOP_RISE = 0.45  # board units
WAVE_DELAY = 0.11  # s between one figure's hop and the next one's
CONFETTI_COUNT = 110
CONFETTI_SIZE = 0.6  # scale of the flake (the bird's wing mesh, 0.62 long: 0.37 a flake)
CONFETTI_LANDS = (1.0, 2.0)  # s: when a flake reaches the board (it falls at an even pace)
CONFETTI_HEIGHT = (1.8, 4.6)  # where the flakes start above the board
FADE_SECONDS = 0.45  # the flakes shrink away at the end
BOARD_REACH = 4.8  # flakes fall over the board's painted area
# The wing mesh's faces are wound against their normals (a bird is seen from below): mirrored,
# each side of a flake faces the way its normal points, and it is lit like the board.
MIRROR = np.diag([1.0, -1.0, 1.0])


def _shade(c: palette.Colour, k: float) -> palette.Colour:
    if k >= 1.0:  # lighter: towards white
        t = k - 1.0
        return (c[0] + (1 - c[0]) * t, c[1] + (1 - c[1]) * t, c[2] + (1 - c[2]) * t)
    return (c[0] * k, c[1] * k, c[2] * k)


@dataclass(frozen=True)
class Flake:
    x: float
    y: float
    height: float
    fall: float
    sway: float  # amplitude of the flutter
    phase: float
    spin: float  # radians a second about its own axis
    axis: tuple[float, float, float]
    colour: palette.Colour


@dataclass
class Celebration:
    """The winner ``seat``'s celebration, started at time 0 (the view counts ``t`` up)."""

    seat: int
    still: bool = False  # reduced motion: a glow only
    seed: int = 2026
    flakes: list[Flake] = field(init=False)

    def __post_init__(self) -> None:
        rng = random.Random(self.seed + self.seat)
        paint = palette.SEAT_PAINT[self.seat % len(palette.SEAT_PAINT)]
        shades = (paint, paint, _shade(paint, 1.25), _shade(paint, 0.8), palette.FIELD_WHITE)
        self.flakes = []
        if self.still:
            return
        for _ in range(CONFETTI_COUNT):
            axis = np.array([rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-0.3, 0.3)])
            axis /= max(float(np.linalg.norm(axis)), 1e-6)
            self.flakes.append(
                Flake(
                    x=rng.uniform(-BOARD_REACH, BOARD_REACH),
                    y=rng.uniform(-BOARD_REACH, BOARD_REACH),
                    height=(height := rng.uniform(*CONFETTI_HEIGHT)),
                    fall=height / rng.uniform(*CONFETTI_LANDS),
                    sway=rng.uniform(0.1, 0.35),
                    phase=rng.uniform(0.0, 2 * math.pi),
                    spin=rng.uniform(5.0, 11.0),
                    axis=(float(axis[0]), float(axis[1]), float(axis[2])),
                    colour=shades[rng.randrange(len(shades))],
                )
            )

    @property
    def duration(self) -> float:
        return CELEBRATION_SECONDS

    def done(self, t: float) -> bool:
        return t >= CELEBRATION_SECONDS

    def figure_lift(self, figure: int, t: float) -> float:
        """How high the winner's ``figure`` is lifted at ``t``: a few hops in a wave."""
        if self.still or self.done(t):
            return 0.0
        s = t - figure * WAVE_DELAY
        if not 0.0 <= s < HOPS * HOP_LENGTH:
            return 0.0
        u = (s % HOP_LENGTH) / HOP_LENGTH
        return HOP_RISE * 4.0 * u * (1.0 - u)

    def confetti(self, t: float, ground: float) -> list[tuple[np.ndarray, palette.Colour]]:
        """The flakes at ``t``: model matrix and colour each; those that reached the board
        lie flat on it until the end."""
        if self.still or self.done(t) or t < 0.0:
            return []
        left = CELEBRATION_SECONDS - t
        scale = CONFETTI_SIZE * min(1.0, left / FADE_SECONDS)
        out: list[tuple[np.ndarray, palette.Colour]] = []
        for flake in self.flakes:
            z = flake.height - flake.fall * t
            m = np.eye(4)
            if z > ground + 0.02:
                wobble = math.sin(flake.phase + t * 3.1)
                x = flake.x + flake.sway * wobble
                y = flake.y + flake.sway * math.cos(flake.phase + t * 2.3)
                turn = rotation(np.array(flake.axis), flake.phase + flake.spin * t)
                m[:3, :3] = turn @ MIRROR * scale
            else:  # landed: flat on the board where it came down
                landed = (flake.height - ground) / flake.fall
                x = flake.x + flake.sway * math.sin(flake.phase + landed * 3.1)
                y = flake.y + flake.sway * math.cos(flake.phase + landed * 2.3)
                z = ground + 0.02
                flat = rotation(np.array([0.0, 0.0, 1.0]), flake.phase)
                m[:3, :3] = flat @ MIRROR * scale
            m[:3, 3] = (x, y, z)
            out.append((m, flake.colour))
        return out
