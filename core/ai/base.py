"""What every AI level shares: the duty filter, cancellation, seeded tie-breaks, move application.

An AI level is a :class:`~core.players.Player`: ``choose(position, moves)`` returns one of
``moves``. It only ever picks a move with ``breaks is None`` (the AI never breaks a duty, GAME.md
section 3). ``choose`` takes an optional third argument ``cancel``, a function the search calls
between steps; once it returns ``True`` the level stops thinking and returns the best move found so
far (always one of the dutiful moves), so the app can abandon a decision from another thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.board import HOUSE
from core.moves import Move
from core.position import Position
from core.rng import Rng

Cancel = Callable[[], bool]
Figures = tuple[tuple[int, ...], ...]

# Scores closer than this count as equal; the seeded rng then picks among them.
TIE = 1e-9


def dutiful(moves: Sequence[Move]) -> list[Move]:
    """The moves that break no duty (all of them without the penalties option)."""
    allowed = [m for m in moves if m.breaks is None]
    if not allowed:
        raise ValueError("no move that keeps every duty was offered")
    return allowed


def figures_after(figures: Figures, seat: int, move: Move) -> Figures:
    """The figure table after ``seat`` plays ``move`` (a capture sends the victim home)."""
    if move.is_pass:
        return figures
    table = list(figures)
    row = list(table[seat])
    row[move.figure] = move.target
    table[seat] = tuple(row)
    if move.capture is not None:
        victim_seat, victim = move.capture
        victims = list(table[victim_seat])
        victims[victim] = HOUSE
        table[victim_seat] = tuple(victims)
    return tuple(table)


class AiPlayer:
    """Base of the levels: filters to dutiful moves, answers single choices, breaks ties."""

    name = "ai"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(
        self, position: Position, moves: Sequence[Move], cancel: Cancel | None = None
    ) -> Move:
        """One of ``moves`` that breaks no duty; ``cancel`` stops the thinking early."""
        options = dutiful(moves)
        if len(options) == 1:
            return options[0]
        return self.pick(position, options, cancel)

    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        raise NotImplementedError

    def best(self, scored: Sequence[tuple[float, Move]]) -> Move:
        """The best-scored move; equal scores are decided by the seeded rng."""
        top = max(score for score, _ in scored)
        tied = [move for score, move in scored if score >= top - TIE]
        if len(tied) == 1:
            return tied[0]
        return tied[self.rng.below(len(tied))]
