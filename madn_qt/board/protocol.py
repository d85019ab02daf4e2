"""What the app asks of a board: :class:`BoardWidget`, the one interface both boards implement
(the 3D ``BoardView`` and the flat ``FlatBoardView``), checked by mypy where :func:`make_board`
hands one out. The game loop's ``Animator`` and the wheel's ``ProjectingBoard`` are parts of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, SignalInstance
from PySide6.QtWidgets import QWidget

from core.happenings import Happening
from core.position import Position


class BoardWidget(Protocol):
    """A board widget as the window, the replay and the game loop use it."""

    @property
    def animation_finished(self) -> SignalInstance:
        """Once per ``play_happenings`` / ``roll_die`` (deferred when there was nothing to show
        or a ``set_position`` cut it short)."""

    @property
    def figure_clicked(self) -> SignalInstance:
        """``(seat, figure)``: a movable or pickable figure was clicked."""

    @property
    def sound_cue(self) -> SignalInstance:
        """A sound's name at its moment in an animation (a hop's landing, the train's signal)."""

    @property
    def cues_sounds(self) -> bool:
        """Whether the board cues the moves' sounds in time with its animation (``sound_cue``);
        over a board that does not, they sound when the command is applied."""

    def as_widget(self) -> QWidget:
        """The board itself, to lay it out and to name it for a screen reader."""

    # the game as it goes
    def set_position(self, position: Position, /) -> None: ...

    def shown_position(self) -> Position | None: ...

    def play_happenings(self, happenings: list[Happening], after: Position, /) -> None: ...

    def roll_die(self, pips: tuple[int, ...], /) -> None: ...

    def show_dice(self, pips: tuple[int, ...], /) -> None: ...

    def dice_shown(self) -> tuple[int, tuple[int, ...]]: ...

    def is_animating(self) -> bool: ...

    def celebrate(self, seat: int, /) -> None: ...

    # what a person may choose, and what the keyboard's choice points at
    def set_movable(self, seat: int, figures: list[int], /) -> None: ...

    def set_pickable(self, figures: Sequence[tuple[int, int]], /) -> None: ...

    def set_hinted(self, seat: int, figure: int, /) -> None: ...

    def set_focused(
        self,
        seat: int,
        figure: int | None,
        target: tuple[int, int] | None,
        route: Sequence[int] = (),
        /,
    ) -> None: ...

    def set_home_seat(self, seat: int | None, /) -> None: ...

    def hold(self, held: bool, /) -> None:
        """The game is paused: animations stand still, no frame is drawn for them."""

    # where things lie on the screen (the wheel's place)
    def width(self) -> int: ...

    def height(self) -> int: ...

    def board_screen_pos(self, x: float, y: float, z: float = 0.0, /) -> QPointF | None: ...

    def figure_screen_pos(self, seat: int, figure: int, /) -> QPointF | None: ...

    # the view's options
    def set_field_numbers(self, shown: bool, /) -> None: ...

    def set_follow_camera(self, follow: bool, /) -> None: ...

    def reset_view(self) -> None: ...

    def set_reduced_motion(self, reduced: bool, /) -> None: ...

    def set_landscape_motion(self, on: bool, /) -> None: ...

    def set_animation_speed(self, factor: float, /) -> None: ...
