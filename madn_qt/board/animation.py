"""Animation timelines in plain Python: hops field by field, capture arcs, goal flourishes and
the die's tumble. Times are seconds of animation; the view advances them with the clock.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np

from core.board import GOAL_START, HOUSE
from core.happenings import Captured, Happening, Moved, PenaltyApplied, TrainPassed
from core.layout import figure_cell
from core.position import Position
from madn_qt.board.meshes import DIE_FACES, DIE_HALF

HOP_SECONDS = 0.22
HOP_HEIGHT = 0.32
BRING_OUT_SECONDS = 0.45
CAPTURE_SECONDS = 0.85
CAPTURE_HEIGHT = 1.8
FLOURISH_SECONDS = 0.55
REDUCED_SECONDS = 0.22
DIE_SECONDS = 1.25
DIE_REDUCED_SECONDS = 0.15
DIE_REST = (0.0, 0.0)

FigureKey = tuple[int, int]


def smoothstep(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return t * t * (3.0 - 2.0 * t)


def ease_in_out(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return 4.0 * t * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def ease_out(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return 1.0 - (1.0 - t) ** 3


@dataclass(frozen=True)
class FigurePose:
    """Where a figure is drawn: board position, lift above the board and turn about z."""

    x: float
    y: float
    z: float = 0.0
    spin: float = 0.0


@dataclass(frozen=True)
class Segment:
    """One piece of motion of one figure: a hop, a slide, an arc home or a flourish."""

    start: float
    duration: float
    origin: tuple[float, float]
    target: tuple[float, float]
    height: float
    spins: float = 0.0  # whole turns about z during the segment
    easing: str = "in_out"

    @property
    def end(self) -> float:
        return self.start + self.duration

    def pose(self, t: float) -> FigurePose:
        u = 1.0 if self.duration <= 0 else min(max((t - self.start) / self.duration, 0.0), 1.0)
        e = ease_in_out(u) if self.easing == "in_out" else smoothstep(u)
        x = self.origin[0] + (self.target[0] - self.origin[0]) * e
        y = self.origin[1] + (self.target[1] - self.origin[1]) * e
        z = 4.0 * self.height * u * (1.0 - u)
        return FigurePose(x, y, z, 2.0 * math.pi * self.spins * ease_out(u))


@dataclass
class Timeline:
    """All figure motions of one batch of events, with their start times."""

    tracks: dict[FigureKey, list[Segment]] = field(default_factory=dict)
    duration: float = 0.0
    # Sounds in time with the motion: (time, name), in order; "step" as a hop lands, "goal" as
    # the last one lands in the goal lane, "capture" as the captured figure takes off.
    cues: list[tuple[float, str]] = field(default_factory=list)

    def add(self, key: FigureKey, segment: Segment) -> None:
        self.tracks.setdefault(key, []).append(segment)
        self.duration = max(self.duration, segment.end)

    def cue(self, t: float, name: str) -> None:
        """A sound at ``t`` (the timeline is built forwards: cues come in time order)."""
        self.cues.append((t, name))

    def animates(self, key: FigureKey) -> bool:
        return key in self.tracks

    def figure_pose(self, key: FigureKey, t: float) -> FigurePose | None:
        """The figure's pose at ``t``; before its first segment it waits at that origin."""
        segments = self.tracks.get(key)
        if not segments:
            return None
        for segment in segments:
            if t < segment.start:
                return FigurePose(*segment.origin)
            if t <= segment.end:
                return segment.pose(t)
        return segments[-1].pose(segments[-1].end)

    def extent(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """Lower-left and upper-right corner of everything the timeline moves across."""
        points = [p for segs in self.tracks.values() for s in segs for p in (s.origin, s.target)]
        if not points:
            return (0.0, 0.0), (0.0, 0.0)
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        return (min(xs), min(ys)), (max(xs), max(ys))

    def focus(self, t: float) -> tuple[float, float] | None:
        """The board position of whatever moves at ``t`` (for the following camera)."""
        for key, segments in self.tracks.items():
            for segment in segments:
                if segment.start <= t <= segment.end:
                    pose = self.figure_pose(key, t)
                    if pose is not None:
                        return pose.x, pose.y
        return None


def build_timeline(
    events: Iterable[Happening],
    before: Position,
    after: Position,
    speed: float = 1.0,
    reduced: bool = False,
) -> Timeline:
    """Turn domain events into figure motions, one after the other.

    ``before`` is what is shown when the animation starts, ``after`` what is shown at its end.
    Events that move nothing on the board are skipped.
    """
    speed = min(max(speed, 0.05), 1000.0)
    timeline = Timeline()
    cursor = 0.0
    progress = {s: list(before.figures[s]) for s in range(len(before.figures))}

    def cell(seat: int, figure: int, p: int) -> tuple[float, float]:
        goal = max(after.goal_sizes[seat], before.goal_sizes[seat], 1)
        return figure_cell(seat, figure, p, goal)

    def fly_home(seat: int, figure: int, start: int) -> None:
        nonlocal cursor
        origin = cell(seat, figure, start)
        home = cell(seat, figure, HOUSE)
        timeline.cue(cursor, "capture")
        if reduced:
            d = REDUCED_SECONDS / speed
            timeline.add((seat, figure), Segment(cursor, d, origin, home, 0.0, easing="s"))
            cursor += d
        else:
            d = CAPTURE_SECONDS / speed
            timeline.add(
                (seat, figure), Segment(cursor, d, origin, home, CAPTURE_HEIGHT, spins=1.0)
            )
            cursor += d
        if seat in progress and figure < len(progress[seat]):
            progress[seat][figure] = HOUSE

    for event in events:
        if isinstance(event, Moved):
            key = (event.seat, event.figure)
            landing = "goal" if event.target >= GOAL_START else "step"
            if reduced:
                origin = cell(event.seat, event.figure, event.start)
                target = cell(event.seat, event.figure, event.target)
                d = REDUCED_SECONDS / speed
                timeline.add(key, Segment(cursor, d, origin, target, 0.0, easing="s"))
                cursor += d
                timeline.cue(cursor, landing)
            else:
                for a, b in itertools.pairwise(event.route):
                    out = a == HOUSE
                    d = (BRING_OUT_SECONDS if out else HOP_SECONDS) / speed
                    h = HOP_HEIGHT * (2.0 if out else 1.0)
                    origin = cell(event.seat, event.figure, a)
                    target = cell(event.seat, event.figure, b)
                    timeline.add(key, Segment(cursor, d, origin, target, h))
                    cursor += d
                    timeline.cue(cursor, landing if b == event.target else "step")
                if event.target >= GOAL_START and event.start < GOAL_START:
                    spot = cell(event.seat, event.figure, event.target)
                    d = FLOURISH_SECONDS / speed
                    timeline.add(key, Segment(cursor, d, spot, spot, 0.45, spins=1.0))
                    cursor += d
            if event.seat in progress and event.figure < len(progress[event.seat]):
                progress[event.seat][event.figure] = event.target
        elif isinstance(event, Captured):
            fly_home(event.seat, event.figure, event.start)
        elif isinstance(event, TrainPassed):
            timeline.cue(cursor, "train")
            for seat, figure, start in event.hits:
                fly_home(seat, figure, start)
        elif isinstance(event, PenaltyApplied) and not event.void and event.figure >= 0:
            row = progress.get(event.seat, [])
            if event.figure < len(row) and row[event.figure] != HOUSE:
                fly_home(event.seat, event.figure, row[event.figure])
    return timeline


# --- the die ---------------------------------------------------------------------------------


def rotation(axis: np.ndarray, angle: float) -> np.ndarray:
    """Rotation matrix (3x3) about a unit axis (Rodrigues)."""
    a = axis / np.linalg.norm(axis)
    k = np.array([[0.0, -a[2], a[1]], [a[2], 0.0, -a[0]], [-a[1], a[0], 0.0]])
    m: np.ndarray = np.eye(3) + math.sin(angle) * k + (1.0 - math.cos(angle)) * (k @ k)
    return m


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


def top_value(orientation: np.ndarray) -> int:
    """The value whose face points most nearly up for a die orientation."""
    best, best_z = 1, -2.0
    for value, (normal, _) in DIE_FACES.items():
        z = float((orientation @ np.array(normal, dtype=np.float64))[2])
        if z > best_z:
            best, best_z = value, z
    return best


@dataclass(frozen=True)
class DieRoll:
    """A die thrown onto the board: flies in, tumbles, bounces and settles showing ``value``."""

    value: int
    duration: float
    seed: int = 0
    reduced: bool = False

    def pose(self, t: float) -> tuple[np.ndarray, np.ndarray]:
        """Centre position (3,) and orientation (3x3) at time ``t``."""
        rng = random.Random(self.seed * 7919 + self.value)
        yaw = rng.uniform(-0.5, 0.5)
        final = face_up(self.value, yaw)
        rest = np.array([DIE_REST[0], DIE_REST[1], DIE_HALF])
        u = 1.0 if self.duration <= 0 else min(max(t / self.duration, 0.0), 1.0)
        if self.reduced:
            return rest + np.array([0.0, 0.0, 0.12 * (1.0 - smoothstep(u))]), final
        axis = np.array([rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-0.3, 0.3)])
        if np.linalg.norm(axis) < 1e-3:
            axis = np.array([1.0, 0.3, 0.0])
        turns = rng.choice((2, 3)) * 2.0 * math.pi + rng.uniform(0, math.pi / 2)
        spin = turns * (1.0 - ease_out(min(u / 0.85, 1.0)))
        orientation = rotation(axis, spin) @ final
        start = np.array([2.6 * rng.choice((-1, 1)), -4.5, 3.2])
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
    pips: tuple[int, ...], seed: int, speed: float = 1.0, reduced: bool = False
) -> DieRoll:
    value = pips[0] if pips else 1
    if not 1 <= value <= 6:
        raise ValueError(f"a die shows 1..6, not {value}")
    speed = min(max(speed, 0.05), 1000.0)  # the pace setting scales the brief version too
    if reduced:
        return DieRoll(value, DIE_REDUCED_SECONDS / speed, seed, reduced=True)
    return DieRoll(value, DIE_SECONDS / speed, seed)


# --- a bird now and then ---------------------------------------------------------------------


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
