"""The normal level: the seed's heuristic, one move at a time, no look at the dice to come.

A move earns points for entering the goal lane and moving deep inside it (the seed: the first
figures move all the way in), for capturing, for leaving the house, for taking a figure out of
reach and for ending just behind an opponent (a chance to capture next time). It loses points for
ending within reach. "Within reach" is the exact chance that an opponent captures the figure in
its next turn (an opponent 1 to 6 fields behind, a 6 and a further roll, an opponent coming out
onto its start field), from :mod:`core.ai.threat`, times what the figure has travelled. When the
railway's train is due, ending on a crossing or unsafe under the track is a certain loss of the
same kind, and leaving such a field a gain. Following
the seed's tip, more advanced figures are preferred, so one figure is brought home before the
others are risked.

The weights were set by quick self-play against random players (docs/ai.md): counting opponents
1 to 6 behind instead of the exact chance won 3 to 5 % fewer games.
"""

from __future__ import annotations

from core.ai.base import AiPlayer, Cancel
from core.ai.threat import threat_table
from core.board import FIELDS_PER_SEAT, GOAL_START, HOUSE, RING_SIZE, under_track
from core.moves import Move
from core.position import Position

CAPTURE = 40.0
CAPTURE_PER_STEP = 0.5
ENTER_GOAL = 30.0
INSIDE_GOAL = 8.0
GOAL_DEPTH = 6.0  # per goal field further in: the first figures move all the way in
LEAVE_HOUSE = 25.0
THREAT = 1.5  # chance of being captured before the next turn, times (10 + progress)
THREAT_BASE = 10.0  # a captured figure also needs a 6 to come out again
CHANCE = 3.0  # per opponent figure 1 to 6 fields ahead of the target field
LEAD = 0.4  # per step of the moving figure's progress: bring one figure home first


def threat_to(
    position: Position, me: int, progress: int, capture: tuple[int, int] | None = None
) -> float:
    """Chance that a figure of ``me`` on ring ``progress`` is captured before ``me`` moves again
    (``capture``: an opponent figure this move sends home, which then threatens from its house)."""
    field = FIELDS_PER_SEAT * me + progress
    survive = 1.0
    for seat in position.active_seats:
        if seat == me:
            continue
        row = position.figures[seat]
        if capture is not None and capture[0] == seat:
            row = tuple(HOUSE if i == capture[1] else p for i, p in enumerate(row))
        table = threat_table(
            row, position.last_progress(seat), position.rules.jump_in_goal, position.dice
        )
        survive *= 1.0 - table[(field - FIELDS_PER_SEAT * seat) % RING_SIZE]
    return 1.0 - survive


def chances(position: Position, me: int, progress: int) -> int:
    """Opponent ring figures within one roll ahead (1 to 6 fields with a D6) that a figure on
    ``progress`` could still reach."""
    field = (FIELDS_PER_SEAT * me + progress) % RING_SIZE
    reach = position.dice.count * position.dice.sides
    count = 0
    for seat in position.active_seats:
        if seat == me:
            continue
        for theirs in position.figures[seat]:
            if 0 <= theirs < RING_SIZE:
                gap = ((FIELDS_PER_SEAT * seat + theirs) - field) % RING_SIZE
                if 1 <= gap <= reach and progress + gap < RING_SIZE:
                    count += 1
    return count


def train_loss(position: Position, me: int, move: Move) -> float:
    """What the moving figure stands to lose to a train that passes before ``me`` moves again:
    its travelled distance if it ends where the train sends it home, less the same at its start
    (so leaving a crossing in time counts as a gain)."""
    if not (position.rules.railway and position.train == 1):
        return 0.0
    row = list(position.figures[me])
    size = position.goal_sizes[me]
    before = _exposed(me, tuple(row), move.start, size)
    row[move.figure] = move.target
    after = _exposed(me, tuple(row), move.target, size)
    return after - before


def _exposed(me: int, row: tuple[int, ...], progress: int, size: int) -> float:
    if progress == HOUSE or not under_track(me, progress, size):
        return 0.0
    last = GOAL_START + size - 1
    if progress >= GOAL_START and all(p in row for p in range(progress + 1, last + 1)):
        return 0.0
    return THREAT_BASE + progress


def score_move(position: Position, move: Move) -> float:
    """The heuristic value of one move for the player to move."""
    if move.is_pass:
        return 0.0
    me = position.turn
    score = -THREAT * train_loss(position, me, move)
    if move.capture is not None:
        victim_seat, victim = move.capture
        score += CAPTURE + CAPTURE_PER_STEP * position.figures[victim_seat][victim]
    if move.start == HOUSE:
        score += LEAVE_HOUSE
    else:
        score += LEAD * move.start
    if 0 <= move.start < RING_SIZE:
        score += THREAT * threat_to(position, me, move.start) * (THREAT_BASE + move.start)
    if move.target >= GOAL_START:
        score += ENTER_GOAL if move.start < GOAL_START else INSIDE_GOAL
        return score + GOAL_DEPTH * (move.target - max(move.start, GOAL_START - 1))
    danger = threat_to(position, me, move.target, move.capture)
    score -= THREAT * danger * (THREAT_BASE + move.target)
    return score + CHANCE * chances(position, me, move.target)


class NormalPlayer(AiPlayer):
    """Picks the move with the best heuristic score; ties go to the seeded rng."""

    name = "normal"

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        return self.best([(score_move(position, m), m) for m in options])
