"""What a person may choose on the board, and what the keyboard points at: the figures that
answer a click (the movable ones, or an event's picks), the one a hint suggests, and the one
whose button has the keyboard focus, with its move's target field and its way through a special
path. Pure (no Qt): both boards own one and draw from it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.position import Position
from madn_qt.board.marks import named_fields

Figure = tuple[int, int]  # (seat, figure)


class Choosing:
    """The figures ``pickable`` now; ``hinted`` (a hint's choice, among them); ``focused``
    with its move's ``target`` ``(seat, progress)`` and ``route`` (the progress values between
    start and target through a special path)."""

    def __init__(self) -> None:
        self.pickable: frozenset[Figure] = frozenset()
        self.hinted: Figure | None = None
        self.focused: Figure | None = None
        self.target: tuple[int, int] | None = None
        self.route: tuple[int, ...] = ()

    def offer(self, figures: Iterable[Figure]) -> bool:
        """These figures may be chosen now; the hint goes with its decision, and the focus
        with its figure when that is no longer among them. Whether the focus went."""
        self.pickable = frozenset(figures)
        if self.hinted is not None and self.hinted not in self.pickable:
            self.hinted = None
        if self.focused is not None and self.focused not in self.pickable:
            self.clear_focus()
            return True
        return False

    def hint(self, seat: int, figure: int) -> None:
        """The hint suggests this figure (nothing if it may not be chosen)."""
        self.hinted = (seat, figure) if (seat, figure) in self.pickable else None

    def focus(
        self, seat: int, figure: int | None, target: tuple[int, int] | None, route: Sequence[int]
    ) -> bool:
        """The keyboard's focus is on this figure's button (``figure`` None: on none). Whether
        anything changed."""
        focused = None if figure is None else (seat, figure)
        target = None if figure is None else target
        way = () if figure is None else tuple(route)
        if (focused, target, way) == (self.focused, self.target, self.route):
            return False
        self.focused, self.target, self.route = focused, target, way
        return True

    def clear_focus(self) -> None:
        """No figure has the focus (its move is being played)."""
        self.focused = self.target = None
        self.route = ()

    def named(self, position: Position | None) -> tuple[int, ...]:
        """The ring fields the focused button names: its figure's field and its target."""
        return named_fields(position, self.focused, self.target)
