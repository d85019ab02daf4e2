"""What the first steps' guide says, card by card, and which part of the real window each card
points at (:class:`~madn_qt.dialogs.guide.GuideOverlay` draws them).

The cards: welcome (the board), the die (Roll), the figures (the Figures box), houses and start
field, the goal lane, the railway (when the rules have it), the wheel of fortune (in event
mode), keys and help (the Help menu). The board's parts are found where the board shows them
now (``board_screen_pos`` of the fields of :mod:`core.layout`, both boards), for the seat of the
person at this computer (red before the first game). The words are our own, short, in the
"Guide" translation context.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

from core.board import CROSSINGS, DEFAULT_FIGURES, start_field
from core.layout import Point, goal_cell, house_cell, ring_cell
from core.rules import Rules
from madn_qt.board.protocol import BoardWidget
from madn_qt.dialogs.guide import GuideStep
from madn_qt.panel.side_panel import SidePanel
from madn_qt.wheel.place import seat_points, wheel_rect

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class GuideParts:
    """The window's parts the cards point at: ``host`` is the window the guide covers (every
    rectangle is in its coordinates), ``help_menu`` where the Help menu's title is."""

    host: QWidget
    board: BoardWidget
    panel: SidePanel
    rules: Rules
    seat: int
    help_menu: Callable[[], list[QRect]]


def widget_rects(host: QWidget, widget: QWidget) -> list[QRect]:
    """The part of ``widget`` one sees (not scrolled away, not hidden), in ``host``'s
    coordinates; none while it is hidden."""
    if not widget.isVisible():
        return []
    seen = widget.visibleRegion().boundingRect()
    if seen.isEmpty():
        return []
    return [QRect(widget.mapTo(host, seen.topLeft()), seen.size())]


def board_rects(host: QWidget, board: BoardWidget, cells: Iterable[Point]) -> list[QRect]:
    """The rectangle round board fields (their grid cells), where the board shows them now."""
    shown = board.as_widget()
    points: list[QPoint] = []
    for x, y in cells:
        for dx, dy in ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)):
            point = board.board_screen_pos(float(x) + dx, float(y) + dy)
            if point is not None:
                points.append(point.toPoint())
    if not points or not shown.isVisible():
        return []
    xs = [p.x() for p in points]
    ys = [p.y() for p in points]
    rect = QRect(QPoint(min(xs), min(ys)), QPoint(max(xs), max(ys))).intersected(shown.rect())
    if rect.isEmpty():
        return []
    return [QRect(shown.mapTo(host, rect.topLeft()), rect.size())]


def _key(text: str) -> str:
    """A key as the menus write it in the app's language (Ctrl, Strg …)."""
    return QKeySequence(text).toString(QKeySequence.SequenceFormat.NativeText)


def guide_steps(parts: GuideParts) -> list[GuideStep]:
    """The cards for ``parts``' rules and seat, in the order they are shown."""
    host, board, panel, seat = parts.host, parts.board, parts.panel, parts.seat
    board_widget = board.as_widget()
    steps = [
        GuideStep(
            "welcome",
            translate("Guide", "Welcome to the board"),
            translate(
                "Guide",
                "Each player brings their figures out of the house, once round the ring and "
                "home into their goal lane; the first with a full goal lane wins. These few "
                "cards show you around the window, and Skip guide ends them whenever you like.",
            ),
            lambda: widget_rects(host, board_widget),
        ),
        GuideStep(
            "die",
            translate("Guide", "Rolling the die"),
            translate(
                "Guide",
                "When it is your turn, press Roll or the Space key. A 6 brings a figure out "
                "of the house and lets you roll once more. While none of your figures is out, "
                "you have three tries to roll a 6.",
            ),
            lambda: widget_rects(host, panel.roll_button),
        ),
        GuideStep(
            "figures",
            translate("Guide", "Moving a figure"),
            translate(
                "Guide",
                "After a roll, the figures that may move are listed here and ringed on the "
                "board. Tab and the arrow keys walk through them, Enter moves the one with the "
                "focus; a click on the board works as well. H suggests a move.",
            ),
            lambda: widget_rects(host, panel.figures.box),
        ),
        GuideStep(
            "start",
            translate("Guide", "House and start field"),
            translate(
                "Guide",
                "Each colour waits in its house in a corner. A figure that comes out stands on "
                "the start field next to it and runs round the ring from there. Land on another "
                "player's figure and it has to go back to its house.",
            ),
            lambda: board_rects(
                host,
                board,
                [house_cell(seat, i) for i in range(DEFAULT_FIGURES)]
                + [ring_cell(start_field(seat))],
            ),
        ),
        GuideStep(
            "goal",
            translate("Guide", "The goal lane"),
            translate(
                "Guide",
                "After a whole lap a figure turns into the goal lane of its own colour, towards "
                "the middle. Inside the lane it moves only by the exact number. Fill every "
                "place of your lane to win.",
            ),
            lambda: board_rects(host, board, [goal_cell(seat, i) for i in range(DEFAULT_FIGURES)]),
        ),
    ]
    if parts.rules.railway:
        steps.append(
            GuideStep(
                "railway",
                translate("Guide", "The railway"),
                translate(
                    "Guide",
                    "A railway crosses the board. Every few rounds a train comes through, and "
                    "a figure standing on one of its two level crossings goes back to its house. "
                    "The side panel says when the next train is due.",
                ),
                lambda: [
                    rect
                    for field in CROSSINGS
                    for rect in board_rects(host, board, [ring_cell(field)])
                ],
            ),
        )
    if parts.rules.event_mode:
        steps.append(
            GuideStep(
                "wheel",
                translate("Guide", "The wheel of fortune"),
                translate(
                    "Guide",
                    "In event mode the wheel of fortune turns here when a figure stops on a star "
                    "field or your pips add up to 32. What it draws, good or bad, happens once "
                    "you confirm it with Space or Enter.",
                ),
                lambda: _wheel_rects(host, board, seat),
            ),
        )
    steps.append(
        GuideStep(
            "keys",
            translate("Guide", "Keys and help"),
            translate(
                "Guide",
                "Help ▸ Keyboard shortcuts ({shortcuts}) lists every key of the game, {rules} "
                "explains the rules, and Help ▸ How to play shows these cards again. Enjoy "
                "the game!",
            ).format(shortcuts=_key("Ctrl+?"), rules=_key("F1")),
            parts.help_menu,
        ),
    )
    return steps


def _wheel_rects(host: QWidget, board: BoardWidget, seat: int) -> list[QRect]:
    """Where the wheel would stand over the board, turning for ``seat`` (madn_qt.wheel.place)."""
    shown = board.as_widget()
    if not shown.isVisible():
        return []
    rect = wheel_rect(board.width(), board.height(), seat_points(board, seat))
    return [QRect(shown.mapTo(host, rect.topLeft()), rect.size())]
