"""The board a blind player can read (issue 36): the board's accessible name and description
follow every position shown, B speaks them through the move log's announcement, the figure
buttons say their moves in full, and the panel names the computers' levels."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.game import Game
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup
from madn_qt.files.saved_game import OpenedGame
from madn_qt.i18n import install_translator, remove_translators
from madn_qt.log.board_words import board_words, last_rolls
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage
from tests.madn_qt.panel_support import row_text


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """English with its plural forms ("3 fields away", "1 field away")."""
    install_translator(qapp, "en")
    yield
    remove_translators(qapp)


def open_position(
    window: MainWindow, setup: Setup, figures: dict[int, tuple[int, ...]], turn: int
) -> Position:
    """Show a game at a position with known figures (the seat ``turn`` to roll)."""
    game = Game(setup)
    table = list(game.position.figures)
    for seat, row in figures.items():
        table[seat] = row
    position = game.position.but(figures=tuple(table), turn=turn, phase=Phase.ROLL)
    game.position = position
    game.positions = [position]
    window.show_opened_game(OpenedGame(setup, game, []), chance=ScriptedChance([3] * 20))
    return position


def board_text(window: MainWindow) -> tuple[str, str]:
    widget = window.board.as_widget()
    return widget.accessibleName(), widget.accessibleDescription()


def test_the_board_says_a_known_position(qtbot: QtBot, tmp_path: Path) -> None:
    """Seat by seat from the seat to move: the last roll, each figure's place, the next figures
    ahead and behind, goal places, the house, safe or not; then, after a roll, the new state."""
    window = make_window(qtbot, tmp_path)
    setup = config("human:Anna,strong:Ben,empty,normal:Dario")
    # Anna: field 17 and goal place 2; Ben: field 20 (his progress 9); Dario: field 38.
    figures = {0: (16, -1, -1, 41), 1: (9, -1, -1, -1), 3: (7, -1, -1, -1)}
    open_position(window, setup, figures, turn=0)
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN_ROLL)
    name, description = board_text(window)
    assert name == "Game board: Anna (red) is to roll."
    assert description.split("\n") == [
        "Anna (red) is to roll.",
        "Anna (red): no roll yet. Figure 1: field 17, not safe."
        " Next ahead: Ben (blue) figure 1, 3 fields away."
        " Next behind: Dario (yellow) figure 1, 19 fields away."
        " Figure 4: goal place 2 of 4, safe. Figures 2, 3: house, safe.",
        "Ben (blue), computer (strong): no roll yet. Figure 1: field 20, not safe."
        " Next ahead: Dario (yellow) figure 1, 18 fields away."
        " Next behind: Anna (red) figure 1, 3 fields away. Figures 2, 3, 4: house, safe.",
        "Dario (yellow), computer (normal): no roll yet. Figure 1: field 38, not safe."
        " Next ahead: Anna (red) figure 1, 19 fields away."
        " Next behind: Ben (blue) figure 1, 18 fields away. Figures 2, 3, 4: house, safe.",
    ]
    # Anna rolls a 3: the board says so, as core's position has it.
    qtbot.keyClick(QApplication.focusWidget() or window, " ")
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    c = window.controller
    assert c.position is not None and c.game is not None
    name, description = board_text(window)
    assert name == "Game board: Anna (red) is to move, rolled 3."
    assert "Anna (red): last roll 3." in description
    expected = board_words(c.position, c.setup, last_rolls(c.game.positions, c.position))
    assert (name, description) == (expected.name, expected.description)


def test_the_board_follows_a_game_turn_by_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """A seeded game of four computers: after every position shown, the board's words are what
    core's position says (never a position behind)."""
    window = make_window(qtbot, tmp_path)
    seen: list[bool] = []

    def check(position: Position) -> None:
        c = window.controller
        assert c.game is not None
        expected = board_words(position, c.setup, last_rolls(c.game.positions, position))
        seen.append(board_text(window) == (expected.name, expected.description))

    window.controller.position_changed.connect(check)
    window.start_game(config("easy,easy,easy,easy"), seed=7)
    qtbot.waitUntil(lambda: len(seen) >= 40, timeout=60000)
    window.controller.position_changed.disconnect(check)
    assert all(seen)
    _, description = board_text(window)
    assert "last roll" in description


def test_b_speaks_the_board_status(qtbot: QtBot, tmp_path: Path) -> None:
    """View ▸ Board status (B) puts the board in words into the move log's announcement."""
    window = make_window(qtbot, tmp_path)
    action = window.menus.board_status_action
    assert action in window.menus.view_menu.actions()
    assert action.shortcut() == QKeySequence(Qt.Key.Key_B)
    assert action.text().replace("&", "") == "Board status"
    setup = config("human:Anna,empty,normal:Carla")
    open_position(window, setup, {0: (5, -1, -1, -1), 2: (1, -1, -1, -1)}, turn=0)
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN_ROLL)
    assert not window.move_log.accessibleDescription().startswith("Anna (red) is to roll.")
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_B)
    spoken = window.move_log.accessibleDescription()
    assert spoken == board_text(window)[1]
    assert spoken.startswith("Anna (red) is to roll.\nAnna (red): no roll yet. Figure 1: field 6")


def test_figure_buttons_say_their_moves(qtbot: QtBot, tmp_path: Path) -> None:
    """Into the goal, a capture, a greyed figure, and out of the house onto the start field."""
    window = make_window(qtbot, tmp_path)
    setup = config("human:Anna,empty,normal:Ben", Rules(railway=False, forced_capture=False))
    # Anna: progress 37 (field 38), house, field 17, goal place 3; Ben: field 20 (progress 39).
    open_position(window, setup, {0: (37, -1, 16, 42), 2: (39, -1, -1, -1)}, turn=0)
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, " ")  # a 3
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    names = [b.accessibleName() for b in window.panel.figure_buttons()]
    assert names == [
        "Figure 1 — field 38 → goal place 1 of 4",
        "Figure 2 — house, cannot move",
        "Figure 3 — field 17 → 20, captures Ben (green) figure 1",
        "Figure 4 — goal place 3 of 4, cannot move",
    ]
    window2 = make_window(qtbot, tmp_path / "second")
    window2.start_game(config("human:Anna,empty,normal:Ben"), chance=ScriptedChance([6] * 9))
    wait_stage(qtbot, window2, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window2, " ")
    wait_stage(qtbot, window2, Stage.HUMAN_MOVE)
    first = window2.panel.figure_buttons()[0]
    assert first.accessibleName() == "Figure 1 — house → start field 1"
    assert first.text() == "Figure 1 — house → field 1"


def test_the_panel_names_the_computers_levels(qtbot: QtBot, tmp_path: Path) -> None:
    """Event mode's rows of players: a computer's level beside its counter, and in full in the
    row's words."""
    window = make_window(qtbot, tmp_path)
    setup = config("human:Anna,strong:Ben,normal:Carla,easy:Dario", Rules(event_mode=True))
    window.start_game(setup, seed=3)
    rows = window.panel.seat_rows
    qtbot.waitUntil(rows.isVisible)
    notes = [rows.findChild(QLabel, f"seatNote{seat}") for seat in range(4)]
    assert [note.text() for note in notes if note is not None] == ["", "strong", "normal", "easy"]
    assert row_text(rows, 1).startswith("Ben: pip counter ")
    assert row_text(rows, 1).endswith(", Computer (strong)")
    assert "Computer" not in row_text(rows, 0)


@pytest.mark.parametrize(
    ("language", "turn", "goal"),
    [
        ("de", "Spielbrett: Anna (Rot) ist am Zug und würfelt.", "Figur 4: Zielfeld 2 von 4"),
        ("it", "Tabellone: Anna (rosso) deve tirare il dado.", "Pedina 4: arrivo 2 di 4"),
    ],
)
def test_the_board_speaks_the_language_chosen(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication, language: str, turn: str, goal: str
) -> None:
    """A live language switch: the board's words follow at once, whole."""
    window = make_window(qtbot, tmp_path)
    setup = config("human:Anna,strong:Ben,empty,normal:Dario")
    open_position(window, setup, {0: (16, -1, -1, 41), 1: (9, -1, -1, -1)}, turn=0)
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN_ROLL)
    english = board_text(window)
    try:
        window.applier.switch_language(language)  # (LanguageChange through the event loop)
        qtbot.waitUntil(lambda: board_text(window)[0] == turn)
        assert goal in board_text(window)[1]
        assert "{" not in board_text(window)[1]  # (no placeholder left unfilled)
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: board_text(window) == english)
