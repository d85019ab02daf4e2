"""A move's animation under way: its timeline, how far it has come, the position after it, and
the sound cues already given.

Pure (no Qt): :class:`~madn_qt.board.view.BoardView` starts it with the happenings of a step,
advances it on its frame clock, emits the cues it hands back, and shows the position after it
when it ends (or is cut short). The timeline itself is :mod:`madn_qt.board.animation`'s.
"""

from __future__ import annotations

from core.position import Position
from madn_qt.board.animation import Timeline


class Playback:
    """The running timeline (None: no move is animated) and its clock."""

    def __init__(self) -> None:
        self.timeline: Timeline | None = None
        self.time = 0.0  # seconds into the timeline
        self._after: Position | None = None
        self._cues_given = 0

    @property
    def running(self) -> bool:
        return self.timeline is not None

    def start(self, timeline: Timeline, after: Position) -> None:
        self.timeline, self._after = timeline, after
        self.time = 0.0
        self._cues_given = 0

    def advance(self, dt: float) -> list[str]:
        """``dt`` seconds further: the sound cues reached meanwhile ("step", "goal", …)."""
        if self.timeline is None:
            return []
        self.time += dt
        cues = self.timeline.cues
        reached = []
        while self._cues_given < len(cues) and cues[self._cues_given][0] <= self.time:
            reached.append(cues[self._cues_given][1])
            self._cues_given += 1
        return reached

    @property
    def over(self) -> bool:
        """The timeline has run its length."""
        return self.timeline is not None and self.time >= self.timeline.duration

    def stop(self) -> Position | None:
        """End it (a cut-short one's remaining cues are never given): the position after it,
        or None if none was running."""
        after = self._after if self.timeline is not None else None
        self.timeline, self._after = None, None
        return after

    def time_left(self) -> float:
        """Seconds until it ends (large when none runs)."""
        return 1.0 if self.timeline is None else self.timeline.duration - self.time
