"""From a command's happenings to the board's motion: hops field by field, capture arcs, goal
flourishes, the railway's train, and event mode's figures — Reinforcement's new figure dropping
into its new house place, a knocked-out seat's figures flying off the board.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable

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
from core.layout import figure_cell
from core.position import Position
from madn_qt.board.animation import TRAIN_LENGTH, TRAIN_SPEED, Segment, Timeline, TrainRun
from madn_qt.board.track import ON_TRACK, along_track, free_stretch, track

HOP_SECONDS = 0.22
HOP_HEIGHT = 0.32
BRING_OUT_SECONDS = 0.45
CAPTURE_SECONDS = 0.85
CAPTURE_HEIGHT = 1.8
FLOURISH_SECONDS = 0.55
REDUCED_SECONDS = 0.22

# The train's hits are knocked home as it reaches them; protected figures standing on the
# track (house places, safe goal figures) leap over it. Under reduced motion it slides
# TRAIN_REDUCED_SLIDE along the longest free stretch of the track in TRAIN_REDUCED_SECONDS,
# and the hit figures slide home after it.
TRAIN_REDUCED_SECONDS = 0.45
TRAIN_REDUCED_SLIDE = 0.5
LEAP_HEIGHT = 0.75  # (the train is 0.58 high)
LEAP_RISE = 0.8  # board units the train runs while a leaping figure rises (and falls)
LEAP_CLEARANCE = 0.35  # it is up when the locomotive's front is this far from its middle

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
