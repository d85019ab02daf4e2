"""Event mode's choices on the board as well as in the panel (issue 23), on the flat and the 3D
board in the real window: the figures a send-back or a place swap may pick glow and are picked by
a click on the board (a swap: your figure, then theirs); the focused pick button raises its
figure; a move through a special path shows its way on the board while its button has the
keyboard focus or the mouse over it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.actions import Pick
from core.event.construction import Paths
from core.event.state import Origin, Pending
from core.event.wheel import Event
from core.game import Game
from core.layout import figure_cell
from core.position import Phase, Position
from core.rules import Rules
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window
from tests.madn_qt.board.test_marks import event_position
from tests.madn_qt.panel_support import pick_buttons

SETUP = config("human:Anna,normal,normal,normal", Rules(event_mode=True, railway=False))


def _start(window: MainWindow, position: Position) -> None:
    """The window's game goes on from ``position`` (a game whose history is just that)."""
    game = Game(SETUP)
    game.position = position
    game.positions = [position]
    window.controller.continue_game(SETUP, game, seed=1)


def _picking(event: Event) -> Position:
    """Anna (seat 0) picks the figures of ``event``, confirmed; her figure 2 on field 6, Ben's
    figures on fields 14 and 25, Carla's in the house, Dario's on field 33."""
    position = event_position(Paths(1, 18))
    figures = ((-1, 5, -1, -1), (4, -1, 15, -1), (-1, -1, -1, -1), (3, -1, -1, -1))
    state = position.event_state
    assert state is not None
    pending = Pending(Origin.FIELD, event, confirmed=True)
    return position.but(
        figures=figures,
        turn=0,
        phase=Phase.PICK,
        event_state=dataclasses.replace(state, pending=pending),
    )


def _click(qtbot: QtBot, window: MainWindow, seat: int, figure: int) -> None:
    board = window.board
    spot = board.figure_screen_pos(seat, figure)  # type: ignore[attr-defined]
    assert spot is not None
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=spot.toPoint())


@pytest.mark.parametrize("flat", [True, False], ids=["flat", "3d"])
def test_a_send_back_glows_its_targets_and_takes_a_click_on_the_board(
    qtbot: QtBot, tmp_path: Path, flat: bool
) -> None:
    window = make_window(qtbot, tmp_path, flat=flat)
    c = window.controller
    _start(window, _picking(Event.SEND_BACK))
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_PICK and c.accepts_input())
    board = window.board
    offered = {(p.seat, p.figure) for p in c.picks}
    assert offered == {(1, 0), (1, 2), (3, 0)}
    qtbot.waitUntil(lambda: board.pickable() == offered)  # type: ignore[attr-defined]
    # The focused pick button raises its figure on the board; the next one moves the mark.
    box = window.panel.event_box
    assert box.isVisible() and not box.wheel.isVisible()  # (the board whole while picking)
    assert box.heading.text() == "Anna: Send back"
    first = pick_buttons(box)[0]
    assert first.hasFocus() and board.focused() == (1, 0)  # type: ignore[attr-defined]
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    assert board.focused() == (1, 2)  # type: ignore[attr-defined]
    before = len(c.commands)
    _click(qtbot, window, 2, 0)  # Carla's house figure: not offered
    _click(qtbot, window, 0, 1)  # Anna's own figure: not offered either
    assert len(c.commands) == before and c.stage is Stage.HUMAN_PICK
    _click(qtbot, window, 3, 0)
    qtbot.waitUntil(lambda: len(c.commands) > before)
    assert c.commands[before] == Pick(-1, 3, 0)
    assert board.pickable() == frozenset()  # type: ignore[attr-defined]


@pytest.mark.parametrize("flat", [True, False], ids=["flat", "3d"])
def test_a_place_swap_is_picked_on_the_board_your_figure_then_theirs(
    qtbot: QtBot, tmp_path: Path, flat: bool
) -> None:
    window = make_window(qtbot, tmp_path, flat=flat)
    c = window.controller
    _start(window, _picking(Event.SWAP))
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_PICK and c.accepts_input())
    board = window.board
    qtbot.waitUntil(lambda: board.pickable() == {(0, 1)})  # type: ignore[attr-defined]
    before = len(c.commands)
    _click(qtbot, window, 0, 1)  # Anna's ring figure
    # Now the opponents' ring figures glow (Ben's two and Dario's), Anna's no longer.
    qtbot.waitUntil(
        lambda: board.pickable() == {(1, 0), (1, 2), (3, 0)}  # type: ignore[attr-defined]
    )
    assert len(c.commands) == before
    _click(qtbot, window, 1, 2)
    qtbot.waitUntil(lambda: len(c.commands) > before)
    assert c.commands[before] == Pick(1, 1, 2)


# --- a route through a special path ----------------------------------------------------------


def _junction() -> Position:
    """Anna's figure 1 on her start field (field 1) with a 3 to play; the green shortcut starts
    one field ahead (field 2, to field 6): she may go 1 → 4, or through the shortcut to 7."""
    position = event_position(Paths(1, 18))
    figures = ((0, -1, -1, -1), (-1, -1, -1, -1), (-1, -1, -1, -1), (-1, -1, -1, -1))
    return position.but(figures=figures, turn=0, phase=Phase.MOVE, pips=(3,), rolls_left=0)


def _route_buttons(window: MainWindow) -> tuple[QWidget, QWidget]:
    buttons = window.panel.choice_buttons()
    assert len(buttons) == 2, [b.text() for b in buttons]
    (through,) = [b for b in buttons if b.choice is not None and b.choice.paths]
    (plain,) = [b for b in buttons if b.choice is not None and not b.choice.paths]
    assert "shortcut" in through.text()
    return plain, through


def test_a_routes_way_is_dotted_on_the_flat_board_by_focus_and_by_mouse(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, flat=True)
    c = window.controller
    _start(window, _junction())
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_MOVE and c.accepts_input())
    plain, through = _route_buttons(window)
    board = window.board
    assert through.choice is not None
    way = [figure_cell(0, 0, p, 4) for p in through.choice.route[1:-1]]
    assert len(way) == 2  # the junction (field 2) and the shortcut's end (field 6)
    through.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: board.route_cells() == way)  # type: ignore[attr-defined]
    plain.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: board.route_cells() == [])  # type: ignore[attr-defined]
    # The mouse over the route's button shows its way too, and leaving it the focused one's.
    QTest.mouseMove(through, through.rect().center())
    qtbot.waitUntil(lambda: board.route_cells() == way)  # type: ignore[attr-defined]
    QTest.mouseMove(window.move_log.viewport(), QPoint(5, 5))
    qtbot.waitUntil(lambda: board.route_cells() == [])  # type: ignore[attr-defined]
    assert QApplication.focusWidget() is plain


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8, image.bytesPerLine() * height).copy()
    return data.reshape(height, image.bytesPerLine())[:, : width * 3].reshape(height, width, 3)


def _reddish(rgb: np.ndarray) -> int:
    r, g, b = (rgb[..., k].astype(int) for k in range(3))
    return int(((r > 150) & (g < 90) & (b < 90)).sum())


@pytest.mark.gl
def test_a_routes_way_is_dotted_on_the_3d_board(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=False)
    c = window.controller
    _start(window, _junction())
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_MOVE and c.accepts_input())
    plain, through = _route_buttons(window)
    board = window.board
    assert through.choice is not None
    field_six = through.choice.route[-2]  # the shortcut's end, a white ring field
    spot = board.board_screen_pos(*figure_cell(0, 0, field_six, 4))  # type: ignore[attr-defined]
    assert spot is not None
    x, y = int(spot.x()), int(spot.y())
    plain.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: board.focused() == (0, 0))  # type: ignore[attr-defined]
    without = _reddish(_pixels(board.grabFramebuffer())[y - 6 : y + 7, x - 6 : x + 7])
    through.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: board._choosing.route == through.choice.route[1:-1])  # type: ignore
    with_dot = _reddish(_pixels(board.grabFramebuffer())[y - 6 : y + 7, x - 6 : x + 7])
    assert without == 0 and with_dot > 20, (without, with_dot)
