"""What every AI level shares: the duty filter, cancellation, seeded tie-breaks, move application.

An AI level is a :class:`~core.players.Player`: ``choose(position, moves)`` returns one of
``moves``. It only ever picks a move with ``breaks is None`` (the AI never breaks a duty, GAME.md
section 3). ``choose`` takes an optional third argument ``cancel``, a function the search calls
between steps; once it returns ``True`` the level stops thinking and returns the best move found so
far (always one of the dutiful moves), so the app can abandon a decision from another thread.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import TypeVar

from core.actions import Action, Pick
from core.board import HOUSE, progress_of_field, ring_field
from core.moves import Move
from core.players import keeps_duties
from core.position import Phase, Position
from core.rng import Rng

Cancel = Callable[[], bool]
T = TypeVar("T")
Figures = tuple[tuple[int, ...], ...]

# Scores closer than this count as equal; the seeded rng then picks among them.
TIE = 1e-9


def dutiful(actions: Sequence[Action]) -> list[Action]:
    """The actions that break no duty (all of them without the penalties option)."""
    allowed = [a for a in actions if keeps_duties(a)]
    if not allowed:
        raise ValueError("no move that keeps every duty was offered")
    return allowed


def figures_after_pick(figures: Figures, seat: int, pick: Pick) -> Figures:
    """The figure table after ``seat`` picks ``pick``: a send-back, or a place swap."""
    table = [list(row) for row in figures]
    if pick.own < 0:
        table[pick.seat][pick.figure] = HOUSE
    else:
        mine = ring_field(seat, table[seat][pick.own])
        theirs = ring_field(pick.seat, table[pick.seat][pick.figure])
        table[seat][pick.own] = progress_of_field(seat, theirs)
        table[pick.seat][pick.figure] = progress_of_field(pick.seat, mine)
    return tuple(tuple(row) for row in table)


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


class AiPlayer(ABC):
    """Base of the levels: filters to dutiful moves, answers single choices, breaks ties; each
    level implements :meth:`pick`."""

    name = "ai"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(
        self, position: Position, actions: Sequence[Action], cancel: Cancel | None = None
    ) -> Action:
        """One of ``actions`` that breaks no duty; ``cancel`` stops the thinking early."""
        options = dutiful(actions)
        if len(options) == 1:
            return options[0]
        if position.phase is Phase.PICK:
            picks = [a for a in options if isinstance(a, Pick)]
            return self.best([(self.pick_value(position, p), p) for p in picks])
        moves = [a for a in options if isinstance(a, Move)]
        return self.pick(position, moves, cancel)

    @abstractmethod
    def pick(self, position: Position, options: list[Move], cancel: Cancel | None) -> Move:
        """The level's choice among ``options`` (two or more dutiful moves); ``cancel`` stops
        the thinking early."""

    def pick_value(self, position: Position, pick: Pick) -> float:
        """How good an event's pick is for the seat to move: the way the figures gain and lose
        (levels with an evaluation score the figure table instead)."""
        me = position.turn
        after = figures_after_pick(position.figures, me, pick)
        before = position.figures
        gain = sum(max(p, 0) for p in after[me]) - sum(max(p, 0) for p in before[me])
        loss = sum(max(p, 0) for p in before[pick.seat]) - sum(max(p, 0) for p in after[pick.seat])
        return gain + loss

    def best(self, scored: Sequence[tuple[float, T]]) -> T:
        """The best-scored option; equal scores are decided by the seeded rng."""
        top = max(score for score, _ in scored)
        tied = [move for score, move in scored if score >= top - TIE]
        if len(tied) == 1:
            return tied[0]
        return tied[self.rng.below(len(tied))]
