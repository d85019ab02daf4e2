"""What the person at this computer may choose now (:class:`PersonChoices`): the moves of the figure
buttons, Enter and a click on the board, or in event mode the picks of a swap or a send-back; the
figures that glow for them; the move a figure stands for; the hint.

A collaborator of :class:`~madn_qt.play.controller.GameController` with its own state; the
controller decides *when* a choice is open (its stage) and tells the window (``changed``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.actions import Action, Confirm, Pick
from core.ai import make_player
from core.board import HOUSE
from core.moves import Move
from core.position import Position
from core.table import Table
from madn_qt.play.animator import Animator
from madn_qt.play.stage import Stage

HINT_SEED = 0  # the hint's level breaks ties by its seed: the same position, the same hint


class PersonChoices:
    """The moves and picks open to the person here (see the module's docstring)."""

    def __init__(self, changed: Callable[[list[Move]], None]) -> None:
        self.moves: list[Move] = []  # the moves the person may choose (Stage.HUMAN_MOVE)
        self.picks: list[Pick] = []  # the picks the person may choose (Stage.HUMAN_PICK)
        self._changed = changed

    def set_moves(self, moves: Sequence[Move]) -> None:
        self.moves = list(moves)
        self._changed(list(moves))

    def offer(
        self, seat: int, actions: Sequence[Action], position: Position, animator: Animator | None
    ) -> Stage:
        """Open a decision of ``seat`` among ``actions`` (moves, or an event's confirmation,
        or its picks) to the person here, the movable figures glowing; the stage it waits in."""
        if all(isinstance(a, Confirm) for a in actions):
            return Stage.HUMAN_CONFIRM
        if all(isinstance(a, Pick) for a in actions):
            self.picks = [a for a in actions if isinstance(a, Pick)]
            return Stage.HUMAN_PICK
        moves = [a for a in actions if isinstance(a, Move)]
        self.set_moves(moves)
        if animator is not None:
            figures = sorted({m.figure for m in moves if not m.is_pass})
            animator.set_movable(seat, _expand_house(position, seat, figures))
        return Stage.HUMAN_MOVE

    def close(self, seat: int, animator: Animator | None) -> None:
        """The decision of ``seat`` is made: no choices, no figure of it glows."""
        self.set_moves([])
        self.picks = []
        if animator is not None:
            animator.set_movable(seat, [])

    def withdraw(self, table: Table | None, animator: Animator | None) -> None:
        """No choices on the panel or the board (the host of a LAN game is out of reach)."""
        self.set_moves([])
        if animator is not None and table is not None:
            animator.set_movable(table.position.turn, [])

    def holds(self, move: Move) -> bool:
        """Whether ``move`` is one of the moves open now (its breach of a duty included)."""
        return any(m.key == move.key and m.breaks == move.breaks for m in self.moves)

    def for_figure(self, position: Position, seat: int, figure: int) -> Move | None:
        """The choice that moves ``figure`` of ``seat`` (a house figure stands for all of them)."""
        if seat != position.turn:
            return None
        progress = position.figures[seat][figure]
        mine = [
            m
            for m in self.moves
            if not m.is_pass and (m.figure == figure or (progress == HOUSE and m.start == HOUSE))
        ]
        mine.sort(key=lambda m: m.breaks is not None)  # a dutiful move before a breaking one
        return mine[0] if mine else None

    def hint(self, position: Position) -> Move | None:
        """The move the normal level would play among the moves open now. The normal level
        decides in well under a millisecond and explains itself in the rules' own terms
        (captures, the goal, safety), which suits a hint better than a search's verdict."""
        hint = make_player("normal", HINT_SEED).choose(position, self.moves)
        return hint if isinstance(hint, Move) else None


def _expand_house(position: Position, seat: int, figures: list[int]) -> list[int]:
    """A house move is listed for one house figure; every house figure glows for it."""
    row = position.figures[seat]
    if any(row[f] == HOUSE for f in figures):
        figures = sorted(set(figures) | {i for i, p in enumerate(row) if p == HOUSE})
    return figures
