"""Opening a replay (issue 24): Game ▸ Watch a replay… (Ctrl+Shift+O) and its file dialog, a file
that is no game record (the app's usual message, nothing lost), and ``madn GAME.madn --replay``
started as the app is started (``run_app``), which shows the replay window at once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from core.record import save
from madn_qt.app import parse_args, run_app
from madn_qt.files.game_files import autosave_path, forget_kept
from madn_qt.play.controller import Stage
from madn_qt.replay.window import ReplayWindow
from madn_qt.settings import Settings
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, shown_file_dialog, wait_stage
from tests.madn_qt.replay.replay_support import CLASSIC, hashes_of, record_of, shown_hash


def record_file(tmp_path: Path) -> Path:
    path = tmp_path / "friday.madn"
    save(record_of(*CLASSIC), path)
    return path


def answer_replay_dialog(window: MainWindow, path: str) -> None:
    """Choose ``path`` in the next Watch a replay… file dialog (it runs its own event loop)."""

    def answer() -> None:
        dialog = shown_file_dialog(window, "replayFileDialog")
        if dialog is None:
            QTimer.singleShot(10, answer)
            return
        dialog.selectFile(path)
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        if edit is not None:
            edit.setText(path)
        dialog.accept()

    QTimer.singleShot(0, answer)


def test_watch_a_replay_from_the_game_menu(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Zoe,empty,normal:Yann"), seed=8)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    game = window.controller.game
    assert game is not None
    commands = list(game.commands)
    action = window.menus.replay_action
    assert action in window.menus.game_menu.actions()
    assert action.text() == "&Watch a replay…"
    assert action.shortcut() == QKeySequence("Ctrl+Shift+O")
    keys = [a.shortcut() for a in window.findChildren(type(action)) if not a.shortcut().isEmpty()]
    assert keys.count(action.shortcut()) == 1  # no other action of the window has the key
    path = record_file(tmp_path)
    answer_replay_dialog(window, str(path))
    qtbot.keyClick(
        window,
        Qt.Key.Key_O,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: bool(window.replays.windows))
    replay = window.replays.windows[0]
    assert replay.windowTitle() == "Replay: friday.madn"
    qtbot.waitExposed(replay)
    assert shown_hash(replay) == hashes_of(record_of(*CLASSIC))[0]
    # The running game is untouched: the same game, waiting for Zoe as before; it waits while
    # the replay is in view (issue 36) and goes on when it closes.
    assert window.controller.game is game and list(game.commands) == commands
    assert window.controller.stage is Stage.HUMAN_ROLL and window.controller.paused
    replay.close()
    qtbot.waitUntil(lambda: not window.controller.paused)
    assert window.controller.stage is Stage.HUMAN_ROLL


def test_a_file_that_is_no_game_gets_the_usual_message(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Zoe,empty,normal:Yann"), seed=8)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    game = window.controller.game
    bad = tmp_path / "notes.madn"
    bad.write_text("shopping: milk, bread\n", encoding="utf-8")
    assert window.replays.open(str(bad)) is None
    box = window.replays.error_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text() == "This file cannot be shown as a replay."
    assert box.informativeText() == (
        "notes.madn: It is not a saved game of Mensch ärgere Dich nicht."
    )
    assert box.accessibleName() == "Watch a replay"
    assert not window.replays.windows
    ok = box.button(QMessageBox.StandardButton.Ok)
    assert ok is not None
    ok.click()
    qtbot.waitUntil(lambda: window.replays.error_box is None)
    assert window.controller.game is game and window.controller.stage is Stage.HUMAN_ROLL


@pytest.fixture
def app_settings(qapp: QApplication) -> Iterator[None]:
    """As test_app_run.py: QSettings and the kept game in a test location; what run_app sets on
    the shared QApplication undone afterwards."""
    names = qapp.applicationName(), qapp.organizationName()
    sheet, font = qapp.styleSheet(), QApplication.font()
    QStandardPaths.setTestModeEnabled(True)
    forget_kept(autosave_path())
    Settings().guide_seen = True  # (not the first start: test_app_first_steps.py has that)
    yield
    forget_kept(autosave_path())
    QStandardPaths.setTestModeEnabled(False)
    qapp.setApplicationName(names[0])
    qapp.setOrganizationName(names[1])
    qapp.setStyleSheet(sheet)
    QApplication.setFont(font)


def test_replay_on_the_command_line(qapp: QApplication, tmp_path: Path, app_settings: None) -> None:
    path = record_file(tmp_path)
    seen: list[tuple[str, int, int, bool]] = []

    polls = [0]

    def look() -> None:
        """Polls (every 50 ms) until the replay window is shown, then closes the app."""
        polls[0] += 1
        replays = [w for w in qapp.topLevelWidgets() if isinstance(w, ReplayWindow)]
        # (the shown one: an earlier test's closed windows may still be there, hidden)
        mains = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        # (shown, and active where the X server gives it the focus: not waited for, since a
        # window manager decides that; a test that waited for it hung once in CI)
        waiting = not replays or not replays[0].isVisible()
        if (waiting or not mains) and polls[0] < 400:
            QTimer.singleShot(50, look)
            return
        if waiting or not mains:
            qapp.exit(3)  # (no replay shown in 20 s: the test fails here, it does not hang)
            return
        replay = replays[0]
        seen.append(
            (replay.windowTitle(), replay.model.count, shown_hash(replay), replay.isVisible())
        )
        mains[0].close()  # the app quits, and its replay with it

    QTimer.singleShot(50, look)
    options = [str(path), "--replay", "--flat-board", "--lang", "en", "--reduced-motion"]
    assert run_app(options) == 0
    record = record_of(*CLASSIC)
    assert seen == [("Replay: friday.madn", len(record.commands), hashes_of(record)[0], True)]


def test_replay_needs_a_game(tmp_path: Path) -> None:
    game = tmp_path / "g.madn"
    game.write_text("(the file is looked at when the app opens it)", encoding="utf-8")
    assert parse_args([str(game), "--replay"]).replay
    with pytest.raises(SystemExit) as stop:
        parse_args(["--replay"])
    assert stop.value.code == 2
