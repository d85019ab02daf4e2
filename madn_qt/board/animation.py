"""Animation timelines in plain Python: what moves where and when. A :class:`Timeline` holds each
figure's :class:`Segment` of motion (a hop, an arc, a slide, a leap) and the railway's
:class:`TrainRun`; :mod:`madn_qt.board.choreography` makes one from a command's happenings, and
the view advances it with the clock. Times are seconds of animation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from core.layout import TRACK_ENDS
from madn_qt.board.meshes import COACH_LENGTH, LOCO_LENGTH, TRAIN_GAP
from madn_qt.board.track import track

# The train: it enters at the far end of the track (madn_qt.board.track) at TRAIN_SPEED board units
# a second, each vehicle growing out of the track's end over TRAIN_GROW (and back into the
# other).
TRAIN_SPEED = 6.0
TRAIN_GROW = 0.7
TRAIN_VEHICLES: tuple[tuple[str, float], ...] = (
    ("locomotive", LOCO_LENGTH),
    ("coach", COACH_LENGTH),
    ("coach", COACH_LENGTH),
)
TRAIN_LENGTH = sum(length for _, length in TRAIN_VEHICLES) + TRAIN_GAP * (len(TRAIN_VEHICLES) - 1)

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


def ease_in(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return t * t


_EASINGS = {"in_out": ease_in_out, "s": smoothstep, "in": ease_in, "out": ease_out}


@dataclass(frozen=True)
class FigurePose:
    """Where a figure is drawn: board position, lift above the board, turn about z and size
    (0: gone, as a knocked-out figure ends)."""

    x: float
    y: float
    z: float = 0.0
    spin: float = 0.0
    scale: float = 1.0


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
    # > 0: rise to ``height`` in this share of the segment, stay up, come down in the same
    # share at its end (a leap over the train); 0: a parabolic hop
    hover: float = 0.0
    # a steady climb (or fall) from the first lift to the second, added to the hop, eased
    # like the way; and the figure's size from the first to the second
    rise: tuple[float, float] = (0.0, 0.0)
    scales: tuple[float, float] = (1.0, 1.0)

    @property
    def end(self) -> float:
        return self.start + self.duration

    def pose(self, t: float) -> FigurePose:
        u = 1.0 if self.duration <= 0 else min(max((t - self.start) / self.duration, 0.0), 1.0)
        e = _EASINGS.get(self.easing, smoothstep)(u)
        x = self.origin[0] + (self.target[0] - self.origin[0]) * e
        y = self.origin[1] + (self.target[1] - self.origin[1]) * e
        if self.hover > 0.0:
            z = self.height * smoothstep(u / self.hover) * smoothstep((1.0 - u) / self.hover)
        else:
            z = 4.0 * self.height * u * (1.0 - u)
        z += self.rise[0] + (self.rise[1] - self.rise[0]) * e
        scale = self.scales[0] + (self.scales[1] - self.scales[0]) * e
        return FigurePose(x, y, z, 2.0 * math.pi * self.spins * ease_out(u), scale)


@dataclass(frozen=True)
class VehiclePose:
    """Where a vehicle of the train is drawn: its middle, the way it faces, its size (0..1:
    growing out of a track end, or back into one)."""

    vehicle: str  # "locomotive" or "coach"
    x: float
    y: float
    heading: float  # radians about z, from +x
    scale: float


@dataclass(frozen=True)
class TrainRun:
    """The train crossing the board: its locomotive's front goes from ``origin`` to ``target``
    (distances along the track from the entry end) between ``start`` and ``start + duration``."""

    start: float
    duration: float
    origin: float
    target: float
    grow: float = TRAIN_GROW

    @property
    def end(self) -> float:
        return self.start + self.duration

    def front(self, t: float) -> float:
        """The locomotive's front at ``t`` (distance along the track)."""
        u = 1.0 if self.duration <= 0 else min(max((t - self.start) / self.duration, 0.0), 1.0)
        return self.origin + (self.target - self.origin) * u

    def time_at(self, distance: float) -> float:
        """When the locomotive's front reaches ``distance`` (clamped to the run)."""
        span = self.target - self.origin
        u = 1.0 if span == 0 else min(max((distance - self.origin) / span, 0.0), 1.0)
        return self.start + u * self.duration

    def vehicles(self, t: float) -> list[VehiclePose]:
        """The vehicles on the board at ``t`` (none before or after the run)."""
        if not self.start <= t <= self.end:
            return []
        (ex, ey), (dx, dy), length = track()
        heading = math.atan2(dy, dx)
        poses: list[VehiclePose] = []
        back = self.front(t)
        for vehicle, size in TRAIN_VEHICLES:
            middle = back - size / 2
            back -= size + TRAIN_GAP
            room = min(middle, length - middle)
            if room <= 0.0:
                continue
            scale = 1.0 if self.grow <= 0 else smoothstep(room / self.grow)
            poses.append(VehiclePose(vehicle, ex + dx * middle, ey + dy * middle, heading, scale))
        return poses


@dataclass
class Timeline:
    """All figure motions of one batch of events, with their start times."""

    tracks: dict[FigureKey, list[Segment]] = field(default_factory=dict)
    duration: float = 0.0
    # Sounds in time with the motion: (time, name), in order; "step" as a hop lands, "goal" as
    # the last one lands in the goal lane, "capture" as the captured figure takes off, "train"
    # as the train sets off.
    cues: list[tuple[float, str]] = field(default_factory=list)
    train: TrainRun | None = None

    @property
    def empty(self) -> bool:
        """Nothing moves: no figure and no train."""
        return not self.tracks and self.train is None

    def add(self, key: FigureKey, segment: Segment) -> None:
        self.tracks.setdefault(key, []).append(segment)
        self.duration = max(self.duration, segment.end)

    def cue(self, t: float, name: str) -> None:
        """A sound at ``t`` (the train's cues come out of order; build_timeline sorts them)."""
        self.cues.append((t, name))

    def run_train(self, run: TrainRun) -> None:
        self.train = run
        self.duration = max(self.duration, run.end)

    def figure_pose(self, key: FigureKey, t: float) -> FigurePose | None:
        """The figure's pose at ``t``; before its first segment it waits at that origin."""
        segments = self.tracks.get(key)
        if not segments:
            return None
        for segment in segments:
            if t < segment.start:
                first = segment.pose(segment.start)  # (waiting: as it starts, not yet turned)
                return FigurePose(first.x, first.y, first.z, 0.0, first.scale)
            if t <= segment.end:
                return segment.pose(t)
        return segments[-1].pose(segments[-1].end)

    def extent(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """Lower-left and upper-right corner of everything the timeline moves across."""
        points = [p for segs in self.tracks.values() for s in segs for p in (s.origin, s.target)]
        if self.train is not None:
            points += list(TRACK_ENDS)
        if not points:
            return (0.0, 0.0), (0.0, 0.0)
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        return (min(xs), min(ys)), (max(xs), max(ys))

    def focus(self, t: float) -> tuple[float, float] | None:
        """The board position of whatever moves at ``t`` (for the following camera); ``None``
        while the train runs (the camera keeps the board in view)."""
        if self.train is not None and self.train.start <= t <= self.train.end:
            return None
        for key, segments in self.tracks.items():
            for segment in segments:
                if segment.start <= t <= segment.end:
                    pose = self.figure_pose(key, t)
                    if pose is not None:
                        return pose.x, pose.y
        return None


def rotation(axis: np.ndarray, angle: float) -> np.ndarray:
    """Rotation matrix (3x3) about a unit axis (Rodrigues)."""
    a = axis / np.linalg.norm(axis)
    k = np.array([[0.0, -a[2], a[1]], [a[2], 0.0, -a[0]], [-a[1], a[0], 0.0]])
    m: np.ndarray = np.eye(3) + math.sin(angle) * k + (1.0 - math.cos(angle)) * (k @ k)
    return m
