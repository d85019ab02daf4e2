"""The race: each seat's standing at the end of every table round, and when it captured.

A seat's *standing* is the number of steps its figures have gone: a figure in its house counts
0, on its start field 1, and one more for every field after that, goal fields included (progress
``+ 1``; with goal lanes of 4 the innermost goal field counts 44, so four figures home make 170).
It grows as figures come out and advance and falls when one is sent home. (In event mode a
reinforcement's goal field at the entrance moves every goal figure one step deeper: its standing
grows by one per goal figure.)

A *table round* ends each time the turn comes back to the seat that opened the game, or passes
its place once it has finished or left (GAME.md 4; the same rule as :mod:`core.railway`'s, here
counted in every game, also where no rule needs the rounds). :class:`RaceLine` holds:

* ``steps[0]``: the standing before the first roll; ``steps[r]``: when table round ``r`` ended
  (the command that ended it played out, a train that passes then included); when the game ended
  (or, for a running game, stands) in the middle of a round, one more point, the standing then;
* ``captures`` / ``suffered``: the table round (1 for the first) of every capture the seat made
  or suffered, in order (the same round twice for two captures in it);
* a seat knocked out (event mode) gets no points after it left.
"""

from __future__ import annotations

from core.board import SEAT_COUNT
from core.happenings import Captured, Happening, SeatKnockedOut, TurnSkipped, TurnStarted
from core.position import Phase, Position
from core.value_types import dataclass


@dataclass(frozen=True, slots=True)
class RaceLine:
    """One seat's race (module docstring)."""

    seat: int
    steps: tuple[int, ...]
    captures: tuple[int, ...]
    suffered: tuple[int, ...]


def standing(row: tuple[int, ...]) -> int:
    """The steps a seat's figures (their progress values) have gone (module docstring)."""
    return sum(progress + 1 for progress in row if progress >= -1)


def ends_round(opener: int, before: int, after: int) -> bool:
    """Whether the turn passing from seat ``before`` to seat ``after`` (clockwise, the same seat:
    all the way round) passes the opener's place, ending a table round."""
    return (opener - before - 1) % SEAT_COUNT <= (after - before - 1) % SEAT_COUNT


class RaceCounter:
    """Follows a game command by command: :meth:`see` every happening of a command, then
    :meth:`command_done` with the position it led to; :meth:`lines` at the end."""

    def __init__(self, start: Position, seats: tuple[int, ...]) -> None:
        self.seats = seats
        # A game without roll-off, railway or event mode begins with the first turn under way
        # (no TurnStarted); the others begin it after the roll-off or the first draws.
        self.opener = self.turn = start.turn if start.phase is Phase.ROLL else -1
        self.rounds = 0  # table rounds ended
        self._ended_now = 0  # table rounds the current command ended
        self._last_ended = True  # whether the last command ended a round (or none was played)
        self._out: set[int] = set()
        self._steps: dict[int, list[int]] = {s: [standing(start.figures[s])] for s in seats}
        self._captures: dict[int, list[int]] = {s: [] for s in seats}
        self._suffered: dict[int, list[int]] = {s: [] for s in seats}

    def see(self, happening: Happening) -> None:
        if isinstance(happening, TurnStarted | TurnSkipped):
            seat = happening.seat
            if self.opener < 0:
                self.opener = seat
            elif ends_round(self.opener, self.turn, seat):
                self._ended_now += 1
            self.turn = seat
        elif isinstance(happening, Captured):
            current = self.rounds + self._ended_now + 1
            if happening.by_seat in self._captures:
                self._captures[happening.by_seat].append(current)
            if happening.seat in self._suffered:
                self._suffered[happening.seat].append(current)
        elif isinstance(happening, SeatKnockedOut):
            self._out.add(happening.seat)

    def command_done(self, position: Position) -> None:
        for _ in range(self._ended_now):
            self._sample(position)
        self.rounds += self._ended_now
        self._last_ended = self._ended_now > 0
        self._ended_now = 0

    def _sample(self, position: Position) -> None:
        for seat in self.seats:
            if seat not in self._out:
                self._steps[seat].append(standing(position.figures[seat]))

    def lines(self, position: Position) -> tuple[RaceLine, ...]:
        """Every seat's line, the standing in ``position`` (the last) added when the last
        command ended no table round."""
        if not self._last_ended:
            self._sample(position)
            self._last_ended = True
        return tuple(
            RaceLine(
                seat,
                tuple(self._steps[seat]),
                tuple(self._captures[seat]),
                tuple(self._suffered[seat]),
            )
            for seat in self.seats
        )
