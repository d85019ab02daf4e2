"""The landscape's clock: its own time, how often its picture is renewed, and the birds of its sky.

The landscape around the board (swaying trees, drifting clouds, now and then a bird) lives in
*scene time*, which runs only while landscape motion is on. Its picture is renewed in steps, a
still frame between two, and the steps grow where a renewal is dear: the process's CPU time
between two landscape-only steps is compared with :data:`LANDSCAPE_BUDGET`, a share of one
core. Pure (no Qt): :class:`~madn_qt.board.view.BoardView` advances it on its frame clock.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from madn_qt.board.bird import BirdFlight

LANDSCAPE_STEP = 0.4  # seconds between renewals of the swaying, drifting landscape
SLOW_LANDSCAPE_STEP = 1.2  # the same where a whole picture is slow (software rendering)
# Share of a core the landscape's life may take while nothing else moves: where its renewals
# are dear (a software rasteriser) the steps grow, up to SLOW_LANDSCAPE_STEP; measured as the
# process's CPU time between steps, so it counts every thread and Qt's compositing too.
LANDSCAPE_BUDGET = 0.08
FIRST_BIRD = 15.0  # scene seconds until the first bird
BIRD_GAP = (25.0, 50.0)  # scene seconds between one bird's end and the next one's start
BIRD_SEED = 20261130  # the birds' own generator: the same sky in every run


class LandscapeClock:
    """Scene time, the time of the picture on screen, the paced step and the bird schedule."""

    def __init__(self, cpu_clock: Callable[[], float] = time.process_time) -> None:
        self.scene_time = 0.0
        self.shown = 0.0  # the scene time the picture on screen shows
        self.interval = LANDSCAPE_STEP  # the paced step (see pace)
        self.cpu_clock = cpu_clock
        self._cpu_mark: tuple[float, float] | None = None  # CPU and scene time at the last step
        self.bird: BirdFlight | None = None
        self.next_bird = FIRST_BIRD
        self._birds = random.Random(BIRD_SEED)

    def step(self, slow: bool) -> float:
        """Seconds between two renewals: the paced step, or the slow one where pictures are."""
        return SLOW_LANDSCAPE_STEP if slow else self.interval

    def due(self, slow: bool) -> bool:
        """The picture on screen is (nearly) a step old: time for a new one."""
        return self.scene_time - self.shown >= self.step(slow) * 0.8

    def show(self) -> None:
        """The next frame shows the landscape as it is now."""
        self.shown = self.scene_time

    def forget_cost(self) -> None:
        """Frames are drawn for other reasons too (pieces, camera): what the CPU spends until
        the next landscape-only step is not the landscape's cost."""
        self._cpu_mark = None

    def pace(self) -> None:
        """At a landscape-only step: lengthen the steps while the CPU used since the last one
        exceeds :data:`LANDSCAPE_BUDGET`, shorten them again while it stays well below."""
        mark = (self.cpu_clock(), self.scene_time)
        last, self._cpu_mark = self._cpu_mark, mark
        if last is None:
            return
        span = mark[1] - last[1]
        if not 0.0 < span <= 3.0 * SLOW_LANDSCAPE_STEP:
            return  # a stall or a pause: no measure
        share = (mark[0] - last[0]) / span
        step = self.interval
        if share > LANDSCAPE_BUDGET:
            step *= 1.25
        elif share < LANDSCAPE_BUDGET / 2.0:
            step /= 1.25
        self.interval = min(max(step, LANDSCAPE_STEP), SLOW_LANDSCAPE_STEP)

    def advance(self, dt: float, slow: bool, *, moving: bool, animating: bool, busy: bool) -> bool:
        """``dt`` seconds of scene time on (landscape motion is on): the birds fly, and the
        picture is renewed when a step is due and no pieces fly, or at once while the camera is
        ``moving``; ``busy``: frames are drawn for other reasons too (pieces, camera, a glow),
        so the CPU they cost is not the landscape's. Whether the picture changed."""
        self.scene_time += dt
        changed = self.fly_birds(slow)
        # The landscape is renewed in small steps, and not while pieces fly (no hitches).
        due = self.due(slow)
        if busy:
            self.forget_cost()
        if moving or (due and not animating):
            self.show()
            changed = True
            if not busy:
                self.pace()
        return changed

    def fly_birds(self, slow: bool) -> bool:
        """Now and then a bird crosses the sky; True while one is flying (it moved). None starts
        where rendering is slow: a bird needs smooth frames, and those cost too much there."""
        if slow and self.bird is None:
            return False
        if self.bird is not None and self.bird.done(self.scene_time):
            self.bird = None
            self.next_bird = self.scene_time + self._birds.uniform(*BIRD_GAP)
            return True
        if self.bird is None and self.scene_time >= self.next_bird:
            self.bird = BirdFlight(self.scene_time, self._birds.randrange(1 << 30))
        return self.bird is not None

    def ground_birds(self) -> None:
        """No bird in the sky (landscape motion off, or reduced motion)."""
        self.bird = None
