"""Animation timelines in plain Python: hops field by field, capture arcs, goal flourishes, the
railway's train, event mode's Reinforcement (the new figure drops into its new house place) and
Knocked out (the seat's figures rise and fly off the board), and the die's tumble. Times are
seconds of animation; the view advances them with the clock.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np

from core.board import GOAL_START, HOUSE
from core.event.wheel import Event
from core.happenings import (
    Captured,
    EventApplied,
    Happening,
    Moved,
    PenaltyApplied,
    TrainPassed,
)
from core.layout import TRACK_ENDS, figure_cell
from core.position import Position
from madn_qt.board import dice
from madn_qt.board.meshes import COACH_LENGTH, DIE_FACES, LOCO_LENGTH, TRAIN_GAP
from madn_qt.board.track import ON_TRACK, along_track, free_stretch, track

HOP_SECONDS = 0.22
HOP_HEIGHT = 0.32
BRING_OUT_SECONDS = 0.45
CAPTURE_SECONDS = 0.85
CAPTURE_HEIGHT = 1.8
FLOURISH_SECONDS = 0.55
REDUCED_SECONDS = 0.22
DIE_SECONDS = 1.25
DIE_REDUCED_SECONDS = 0.15
DIE_REST = (0.0, 0.0)  # (where the dice rest: madn_qt.board.dice.rest_spots)
DIE_TURN = 0.3  # a numbered die rests turned at most this far from facing the player


# The train: it enters at the far end of the track (madn_qt.board.track) at TRAIN_SPEED board units
# a second, each vehicle growing out of the track's end over TRAIN_GROW (and back into the
# other). Figures it hits are knocked home as it reaches them; protected figures standing on
# the track (house places, safe goal figures) leap over it. Under reduced motion it slides
# TRAIN_REDUCED_SLIDE along the longest free stretch of the track in TRAIN_REDUCED_SECONDS,
# and the hit figures slide home after it.
TRAIN_SPEED = 6.0
TRAIN_GROW = 0.7
TRAIN_REDUCED_SECONDS = 0.45
TRAIN_REDUCED_SLIDE = 0.5
LEAP_HEIGHT = 0.75  # (the train is 0.58 high)
LEAP_RISE = 0.8  # board units the train runs while a leaping figure rises (and falls)
LEAP_CLEARANCE = 0.35  # it is up when the locomotive's front is this far from its middle
TRAIN_VEHICLES: tuple[tuple[str, float], ...] = (
    ("locomotive", LOCO_LENGTH),
    ("coach", COACH_LENGTH),
    ("coach", COACH_LENGTH),
)
TRAIN_LENGTH = sum(length for _, length in TRAIN_VEHICLES) + TRAIN_GAP * (len(TRAIN_VEHICLES) - 1)

# Knocked out: each of the seat's figures (one after the other, LEAVE_STAGGER apart) rises
# LEAVE_HEIGHT in LEAVE_RISE_SECONDS with a turn, then flies over the board's nearest edge,
# LEAVE_BEYOND past it, climbing and shrinking to nothing in LEAVE_FLY_SECONDS. Under reduced
# motion the figures only fade where they stand (shrink away, no lift), all together, in
# LEAVE_REDUCED_SECONDS.
OFF_BOARD = -2  # (core.event.play: where a knocked-out seat's figures go)
BOARD_EDGE = 6.0  # the board's half size (madn_qt.board.textures.BOARD_HALF)
LEAVE_STAGGER = 0.09
LEAVE_HEIGHT = 1.1
LEAVE_RISE_SECONDS = 0.4
LEAVE_FLY_SECONDS = 0.75
LEAVE_CLIMB = 1.4
LEAVE_BEYOND = 1.6
LEAVE_REDUCED_SECONDS = 0.3
# Reinforcement: the new figure drops from DROP_HEIGHT onto its house place, growing, in
# DROP_SECONDS; the goal figures slide to their places in the longer lane meanwhile.
DROP_SECONDS = 0.55
DROP_HEIGHT = 1.0
SLIDE_SECONDS = 0.35

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
    sizes = list(before.goal_sizes)  # (Reinforcement grows them as it comes)

    def cell(seat: int, figure: int, p: int) -> tuple[float, float]:
        goal = max(after.goal_sizes[seat], before.goal_sizes[seat], 1)
        return figure_cell(seat, figure, p, goal)

    def fly_home(
        seat: int, figure: int, start: int, at: float | None = None, land: float = 0.0
    ) -> float:
        """Send a figure home from ``start``, after what went before or from ``at``, landing
        not before ``land``; returns when it lands."""
        nonlocal cursor
        begin = cursor if at is None else at
        origin = cell(seat, figure, start)
        home = cell(seat, figure, HOUSE)
        timeline.cue(begin, "capture")
        if reduced:
            d = REDUCED_SECONDS / speed
            timeline.add((seat, figure), Segment(begin, d, origin, home, 0.0, easing="s"))
        else:
            d = max(CAPTURE_SECONDS / speed, land - begin)
            timeline.add((seat, figure), Segment(begin, d, origin, home, CAPTURE_HEIGHT, spins=1.0))
        if at is None:
            cursor += d
        if seat in progress and figure < len(progress[seat]):
            progress[seat][figure] = HOUSE
        return begin + d

    def train(event: TrainPassed) -> None:
        """The train crosses the board and knocks the figures it hits home."""
        nonlocal cursor
        timeline.cue(cursor, "train")
        if reduced:
            low, high = free_stretch()
            middle = (low + high) / 2 + TRAIN_LENGTH / 2 - TRAIN_REDUCED_SLIDE / 2
            d = TRAIN_REDUCED_SECONDS / speed
            timeline.run_train(TrainRun(cursor, d, middle, middle + TRAIN_REDUCED_SLIDE, grow=0.0))
            cursor += d
            for seat, figure, start in event.hits:
                fly_home(seat, figure, start)
            return
        _, _, length = track()
        d = (length + TRAIN_LENGTH) / TRAIN_SPEED / speed
        run = TrainRun(cursor, d, 0.0, length + TRAIN_LENGTH)
        timeline.run_train(run)
        landed = run.end
        hit = {(seat, figure) for seat, figure, _ in event.hits}
        for seat, figure, start in event.hits:
            s, _ = along_track(*cell(seat, figure, start))
            # A house place on the track ahead: the figure lands once the train has passed it.
            home, off = along_track(*cell(seat, figure, HOUSE))
            land = run.time_at(home + TRAIN_LENGTH + 0.4) if off < ON_TRACK and home > s else 0.0
            landed = max(landed, fly_home(seat, figure, start, run.time_at(s - 0.3), land))
        for seat, row in progress.items():
            for figure, p in enumerate(row):
                if (seat, figure) in hit:
                    continue
                spot = cell(seat, figure, p)
                s, off = along_track(*spot)
                if off >= ON_TRACK or not 0.0 < s < length:
                    continue
                # Protected (house, safe goal figure): it leaps while the train passes under it.
                margin = LEAP_CLEARANCE + LEAP_RISE
                begin = run.time_at(s - margin)
                leap = run.time_at(s + TRAIN_LENGTH + margin) - begin
                rise = LEAP_RISE / (TRAIN_LENGTH + 2 * margin)
                timeline.add(
                    (seat, figure), Segment(begin, leap, spot, spot, LEAP_HEIGHT, hover=rise)
                )
        cursor = max(cursor, landed)

    def knocked_out(event: EventApplied) -> None:
        """The seat's figures leave the board: they rise and fly off over its nearest edge,
        one after the other (under reduced motion they fade where they stand)."""
        nonlocal cursor
        leaving = [(s, f, p) for s, f, p, to in event.moved if to == OFF_BOARD]
        if not leaving:
            return
        timeline.cue(cursor, "capture")
        if reduced:
            d = LEAVE_REDUCED_SECONDS / speed
            for seat, figure, start in leaving:
                spot = cell(seat, figure, start)
                timeline.add(
                    (seat, figure), Segment(cursor, d, spot, spot, 0.0, easing="s", scales=(1, 0))
                )
            cursor += d
            return
        rise, fly = LEAVE_RISE_SECONDS / speed, LEAVE_FLY_SECONDS / speed
        begin = cursor
        for k, (seat, figure, start) in enumerate(leaving):
            spot = cell(seat, figure, start)
            first = begin + k * LEAVE_STAGGER / speed
            key = (seat, figure)
            up = (0.0, LEAVE_HEIGHT)
            timeline.add(key, Segment(first, rise, spot, spot, 0.0, 0.5, "out", rise=up))
            away = off_board(spot)
            climb = (LEAVE_HEIGHT, LEAVE_HEIGHT + LEAVE_CLIMB)
            timeline.add(
                key,
                Segment(first + rise, fly, spot, away, 0.0, 0.5, "in", rise=climb, scales=(1, 0)),
            )
            cursor = max(cursor, first + rise + fly)

    def reinforced(event: EventApplied) -> None:
        """One more figure: it drops into its new house place, growing, while the goal figures
        slide to their places in the lane one longer (under reduced motion it only grows)."""
        nonlocal cursor
        seat = event.seat
        row = progress.get(seat)
        if row is None:
            return
        old = max(sizes[seat], 1)
        sizes[seat] = old + 1
        new = len(row)
        row.append(HOUSE)
        d = (REDUCED_SECONDS if reduced else SLIDE_SECONDS) / speed
        for s, figure, start, target in event.moved:
            if s != seat or figure >= new:
                continue
            origin = figure_cell(seat, figure, start, old)
            timeline.add(
                (seat, figure),
                Segment(cursor, d, origin, figure_cell(seat, figure, target, old + 1), 0.0),
            )
            row[figure] = target
        home = figure_cell(seat, new, HOUSE, old + 1)
        if reduced:
            timeline.add(
                (seat, new), Segment(cursor, d, home, home, 0.0, easing="s", scales=(0, 1))
            )
            cursor += d
            return
        drop = DROP_SECONDS / speed
        fall = (DROP_HEIGHT, 0.0)
        timeline.add(
            (seat, new),
            Segment(cursor, drop, home, home, 0.0, 0.5, "in", rise=fall, scales=(0.2, 1)),
        )
        cursor += max(drop, d)
        timeline.cue(cursor, "step")

    for event in events:
        if isinstance(event, EventApplied):
            if event.event is Event.KNOCKED_OUT:
                knocked_out(event)
            elif event.event is Event.REINFORCEMENT:
                reinforced(event)
        elif isinstance(event, Moved):
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
            train(event)
        elif isinstance(event, PenaltyApplied) and not event.void and event.figure >= 0:
            row = progress.get(event.seat, [])
            if event.figure < len(row) and row[event.figure] != HOUSE:
                fly_home(event.seat, event.figure, row[event.figure])
    timeline.cues.sort(key=lambda cue: cue[0])  # (stable: cues at one time keep their order)
    return timeline


def off_board(spot: tuple[float, float]) -> tuple[float, float]:
    """Where a figure at ``spot`` flying off the board's nearest edge ends: that far beyond the
    edge, straight out from the spot."""
    x, y = spot
    if abs(x) >= abs(y):
        return (math.copysign(BOARD_EDGE + LEAVE_BEYOND, x or -1.0), y)
    return (x, math.copysign(BOARD_EDGE + LEAVE_BEYOND, y))


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
    from the camera it was thrown from, turned a little (:data:`DIE_TURN`). ``side`` (-1, 1)
    is the side it is thrown from (0: its seed's choice; two dice thrown together share one).
    """

    value: int
    duration: float
    seed: int = 0
    reduced: bool = False
    rest: tuple[float, float] = DIE_REST  # where it settles
    yaw: float = 0.0  # the camera it is thrown from (thrown away from the viewer)
    sides: int = 6
    side: int = 0

    def settled(self) -> np.ndarray:
        """The orientation it settles in."""
        rng = random.Random(self.seed * 7919 + self.value)
        turn = rng.uniform(-0.5, 0.5)
        if self.sides == 6:
            return face_up(self.value, turn)
        towards = (math.sin(self.yaw), -math.cos(self.yaw))
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
) -> DieRoll:
    """The throw of die ``index`` of a roll of ``pips`` with dice of ``sides`` faces."""
    value = pips[index] if index < len(pips) else 1
    if not 1 <= value <= sides:
        raise ValueError(f"a D{sides} shows 1..{sides}, not {value}")
    speed = min(max(speed, 0.05), 1000.0)  # the pace setting scales the brief version too
    seconds = DIE_REDUCED_SECONDS if reduced else DIE_SECONDS
    return DieRoll(value, seconds / speed, seed, reduced, rest, yaw, sides, side)


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
