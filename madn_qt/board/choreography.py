"""From a command's happenings to the board's motion: hops field by field, capture arcs, goal
flourishes, the railway's train, and what event mode's events do to the figures — Reinforcement's
new figure dropping into its new house place, a knocked-out seat's figures flying off the board,
a send-back's, a rocket's and "Leader, turn back!"'s figures flying home, a place swap's two
figures trading fields in crossing arcs, a new distribution's figures leaping to their new fields
all at once. Under reduced motion every motion is a brief slide (or a fade where a figure comes
or goes).
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
# The events that move figures on the board (GAME.md 4.3): home in the capture's arc, one after
# the other EVENT_STAGGER apart ("Leader, turn back!"); a rocket's target is blasted up high and
# falls home (ROCKET_HEIGHT, ROCKET_SECONDS); a swap's two figures and a new distribution's
# figures leap to their new fields together (SWAP_HEIGHT, SWAP_SECONDS), landing together.
EVENT_STAGGER = 0.18
ROCKET_SECONDS = 1.1
ROCKET_HEIGHT = 3.2
SWAP_SECONDS = 0.8
SWAP_HEIGHT = 1.2
GOING_HOME = frozenset((Event.SEND_BACK, Event.ROCKET, Event.LEADER_BACK))
TRADING_FIELDS = frozenset((Event.SWAP, Event.NEW_DISTRIBUTION))


def build_timeline(
    happenings: Iterable[Happening],
    before: Position,
    after: Position,
    speed: float = 1.0,
    reduced: bool = False,
) -> Timeline:
    """Turn what happened into figure motions, one after the other.

    ``before`` is what is shown when the animation starts, ``after`` what is shown at its end.
    Happenings that move nothing on the board are skipped.
    """
    choreography = _Choreography(before, after, speed, reduced)
    for happening in happenings:
        choreography.add(happening)
    return choreography.finished()


class _Choreography:
    """A timeline being built: a cursor in time, and where each figure stands by then."""

    def __init__(self, before: Position, after: Position, speed: float, reduced: bool) -> None:
        self.before, self.after = before, after
        self.speed = min(max(speed, 0.05), 1000.0)
        self.reduced = reduced
        self.timeline = Timeline()
        self.cursor = 0.0
        self.progress = {s: list(before.figures[s]) for s in range(len(before.figures))}
        self.sizes = list(before.goal_sizes)  # (Reinforcement grows them as it comes)

    def finished(self) -> Timeline:
        self.timeline.cues.sort(key=lambda cue: cue[0])  # (stable: one time keeps its order)
        return self.timeline

    def add(self, event: Happening) -> None:
        if isinstance(event, EventApplied):
            if event.event is Event.KNOCKED_OUT:
                self.knocked_out(event)
            elif event.event is Event.REINFORCEMENT:
                self.reinforced(event)
            elif event.event in GOING_HOME:
                self.sent_home(event)
            elif event.event in TRADING_FIELDS:
                self.traded_fields(event)
        elif isinstance(event, Moved):
            self.moved(event)
        elif isinstance(event, Captured):
            self.fly_home(event.seat, event.figure, event.start)
        elif isinstance(event, TrainPassed):
            self.train(event)
        elif isinstance(event, PenaltyApplied) and not event.void and event.figure >= 0:
            row = self.progress.get(event.seat, [])
            if event.figure < len(row) and row[event.figure] != HOUSE:
                self.fly_home(event.seat, event.figure, row[event.figure])

    def cell(self, seat: int, figure: int, p: int) -> tuple[float, float]:
        goal = max(self.after.goal_sizes[seat], self.before.goal_sizes[seat], 1)
        return figure_cell(seat, figure, p, goal)

    def _stands(self, seat: int, figure: int, p: int) -> None:
        row = self.progress.get(seat)
        if row is not None and figure < len(row):
            row[figure] = p

    def moved(self, event: Moved) -> None:
        """Hops field by field (a special path's jump is one hop); a flourish in the goal."""
        key = (event.seat, event.figure)
        timeline, speed = self.timeline, self.speed
        landing = "goal" if event.target >= GOAL_START else "step"
        if self.reduced:
            origin = self.cell(event.seat, event.figure, event.start)
            target = self.cell(event.seat, event.figure, event.target)
            d = REDUCED_SECONDS / speed
            timeline.add(key, Segment(self.cursor, d, origin, target, 0.0, easing="s"))
            self.cursor += d
            timeline.cue(self.cursor, landing)
        else:
            for a, b in itertools.pairwise(event.route):
                out = a == HOUSE
                d = (BRING_OUT_SECONDS if out else HOP_SECONDS) / speed
                h = HOP_HEIGHT * (2.0 if out else 1.0)
                origin = self.cell(event.seat, event.figure, a)
                target = self.cell(event.seat, event.figure, b)
                timeline.add(key, Segment(self.cursor, d, origin, target, h))
                self.cursor += d
                timeline.cue(self.cursor, landing if b == event.target else "step")
            if event.target >= GOAL_START and event.start < GOAL_START:
                spot = self.cell(event.seat, event.figure, event.target)
                d = FLOURISH_SECONDS / speed
                timeline.add(key, Segment(self.cursor, d, spot, spot, 0.45, spins=1.0))
                self.cursor += d
        self._stands(event.seat, event.figure, event.target)

    def fly_home(
        self,
        seat: int,
        figure: int,
        start: int,
        at: float | None = None,
        land: float = 0.0,
        rocket: bool = False,
    ) -> float:
        """Send a figure home from ``start``, after what went before or from ``at``, landing
        not before ``land`` (a rocket's: high and fast); returns when it lands."""
        begin = self.cursor if at is None else at
        origin = self.cell(seat, figure, start)
        home = self.cell(seat, figure, HOUSE)
        self.timeline.cue(begin, "rocket" if rocket else "capture")
        if self.reduced:
            d = REDUCED_SECONDS / self.speed
            segment = Segment(begin, d, origin, home, 0.0, easing="s")
        elif rocket:
            d = max(ROCKET_SECONDS / self.speed, land - begin)
            segment = Segment(begin, d, origin, home, ROCKET_HEIGHT, spins=3.0, easing="s")
        else:
            d = max(CAPTURE_SECONDS / self.speed, land - begin)
            segment = Segment(begin, d, origin, home, CAPTURE_HEIGHT, spins=1.0)
        self.timeline.add((seat, figure), segment)
        if at is None:
            self.cursor += d
        self._stands(seat, figure, HOUSE)
        return begin + d

    def sent_home(self, event: EventApplied) -> None:
        """A send-back, a rocket or "Leader, turn back!": each figure hit flies home, one after
        the other."""
        hits = [(s, f, p) for s, f, p, to in event.moved if to == HOUSE and p != HOUSE]
        stagger = 0.0 if self.reduced else EVENT_STAGGER / self.speed
        begin, landed = self.cursor, self.cursor
        for k, (seat, figure, start) in enumerate(hits):
            at = begin + k * stagger
            rocket = event.event is Event.ROCKET
            landed = max(landed, self.fly_home(seat, figure, start, at=at, rocket=rocket))
        self.cursor = landed

    def traded_fields(self, event: EventApplied) -> None:
        """A place swap or a new distribution: every figure moved leaps to its new field at
        the same time, and they land together."""
        d = (REDUCED_SECONDS if self.reduced else SWAP_SECONDS) / self.speed
        height = 0.0 if self.reduced else SWAP_HEIGHT
        easing = "s" if self.reduced else "in_out"
        moving = [(s, f, p, to) for s, f, p, to in event.moved if p != to]
        for k, (seat, figure, start, target) in enumerate(moving):
            origin, spot = self.cell(seat, figure, start), self.cell(seat, figure, target)
            # (two figures crossing each other's way: every other arc a little higher)
            lift = height * (1.0 + 0.3 * (k % 2))
            self.timeline.add(
                (seat, figure), Segment(self.cursor, d, origin, spot, lift, easing=easing)
            )
            self._stands(seat, figure, target)
        if moving:
            self.cursor += d
            self.timeline.cue(self.cursor, "step")

    def train(self, event: TrainPassed) -> None:
        """The train crosses the board and knocks the figures it hits home."""
        self.timeline.cue(self.cursor, "train")
        if self.reduced:
            low, high = free_stretch()
            middle = (low + high) / 2 + TRAIN_LENGTH / 2 - TRAIN_REDUCED_SLIDE / 2
            d = TRAIN_REDUCED_SECONDS / self.speed
            self.timeline.run_train(
                TrainRun(self.cursor, d, middle, middle + TRAIN_REDUCED_SLIDE, grow=0.0)
            )
            self.cursor += d
            for seat, figure, start in event.hits:
                self.fly_home(seat, figure, start)
            return
        _, _, length = track()
        d = (length + TRAIN_LENGTH) / TRAIN_SPEED / self.speed
        run = TrainRun(self.cursor, d, 0.0, length + TRAIN_LENGTH)
        self.timeline.run_train(run)
        landed = run.end
        hit = {(seat, figure) for seat, figure, _ in event.hits}
        for seat, figure, start in event.hits:
            s, _ = along_track(*self.cell(seat, figure, start))
            # A house place on the track ahead: the figure lands once the train has passed it.
            home, off = along_track(*self.cell(seat, figure, HOUSE))
            land = run.time_at(home + TRAIN_LENGTH + 0.4) if off < ON_TRACK and home > s else 0.0
            landed = max(landed, self.fly_home(seat, figure, start, run.time_at(s - 0.3), land))
        for seat, row in self.progress.items():
            for figure, p in enumerate(row):
                if (seat, figure) in hit:
                    continue
                spot = self.cell(seat, figure, p)
                s, off = along_track(*spot)
                if off >= ON_TRACK or not 0.0 < s < length:
                    continue
                # Protected (house, safe goal figure): it leaps while the train passes under it.
                margin = LEAP_CLEARANCE + LEAP_RISE
                begin = run.time_at(s - margin)
                leap = run.time_at(s + TRAIN_LENGTH + margin) - begin
                rise = LEAP_RISE / (TRAIN_LENGTH + 2 * margin)
                self.timeline.add(
                    (seat, figure), Segment(begin, leap, spot, spot, LEAP_HEIGHT, hover=rise)
                )
        self.cursor = max(self.cursor, landed)

    def knocked_out(self, event: EventApplied) -> None:
        """The seat's figures leave the board: they rise and fly off over its nearest edge,
        one after the other (under reduced motion they fade where they stand)."""
        leaving = [(s, f, p) for s, f, p, to in event.moved if to == OFF_BOARD]
        if not leaving:
            return
        self.timeline.cue(self.cursor, "capture")
        if self.reduced:
            d = LEAVE_REDUCED_SECONDS / self.speed
            for seat, figure, start in leaving:
                spot = self.cell(seat, figure, start)
                self.timeline.add(
                    (seat, figure),
                    Segment(self.cursor, d, spot, spot, 0.0, easing="s", scales=(1, 0)),
                )
            self.cursor += d
            return
        rise, fly = LEAVE_RISE_SECONDS / self.speed, LEAVE_FLY_SECONDS / self.speed
        begin = self.cursor
        for k, (seat, figure, start) in enumerate(leaving):
            spot = self.cell(seat, figure, start)
            first = begin + k * LEAVE_STAGGER / self.speed
            key = (seat, figure)
            up = (0.0, LEAVE_HEIGHT)
            self.timeline.add(key, Segment(first, rise, spot, spot, 0.0, 0.5, "out", rise=up))
            away = off_board(spot)
            climb = (LEAVE_HEIGHT, LEAVE_HEIGHT + LEAVE_CLIMB)
            self.timeline.add(
                key,
                Segment(first + rise, fly, spot, away, 0.0, 0.5, "in", rise=climb, scales=(1, 0)),
            )
            self.cursor = max(self.cursor, first + rise + fly)

    def reinforced(self, event: EventApplied) -> None:
        """One more figure: it drops into its new house place, growing, while the goal figures
        slide to their places in the lane one longer (under reduced motion it only grows)."""
        seat = event.seat
        row = self.progress.get(seat)
        if row is None:
            return
        old = max(self.sizes[seat], 1)
        self.sizes[seat] = old + 1
        new = len(row)
        row.append(HOUSE)
        d = (REDUCED_SECONDS if self.reduced else SLIDE_SECONDS) / self.speed
        for s, figure, start, target in event.moved:
            if s != seat or figure >= new:
                continue
            origin = figure_cell(seat, figure, start, old)
            self.timeline.add(
                (seat, figure),
                Segment(self.cursor, d, origin, figure_cell(seat, figure, target, old + 1), 0.0),
            )
            row[figure] = target
        home = figure_cell(seat, new, HOUSE, old + 1)
        if self.reduced:
            self.timeline.add(
                (seat, new), Segment(self.cursor, d, home, home, 0.0, easing="s", scales=(0, 1))
            )
            self.cursor += d
            return
        drop = DROP_SECONDS / self.speed
        fall = (DROP_HEIGHT, 0.0)
        self.timeline.add(
            (seat, new),
            Segment(self.cursor, drop, home, home, 0.0, 0.5, "in", rise=fall, scales=(0.2, 1)),
        )
        self.cursor += max(drop, d)
        self.timeline.cue(self.cursor, "step")


def off_board(spot: tuple[float, float]) -> tuple[float, float]:
    """Where a figure at ``spot`` flying off the board's nearest edge ends: that far beyond the
    edge, straight out from the spot."""
    x, y = spot
    if abs(x) >= abs(y):
        return (math.copysign(BOARD_EDGE + LEAVE_BEYOND, x or -1.0), y)
    return (x, math.copysign(BOARD_EDGE + LEAVE_BEYOND, y))
