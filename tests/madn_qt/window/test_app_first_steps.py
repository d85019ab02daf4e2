"""First steps (issue 36): the guide over the real board at the first start (once), by keyboard
only, whole at 1024 x 768 in every language, and again from Help ▸ How to play."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QRect,
    QSettings,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.rules import Rules
from madn_qt.app import run_app
from madn_qt.dialogs.guide import GuideOverlay
from madn_qt.files.game_files import autosave_path, forget_kept
from madn_qt.play.controller import Stage
from madn_qt.settings import Settings
from madn_qt.sound import SoundBoard
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage

SMALL = QSize(1024, 740)  # a 1024 x 768 screen less a window manager's title bar
assert SoundBoard  # (run_app's sound, imported with the module: QtMultimedia's first import
# once hung for minutes late in a run of the window's tests, inside run_app)
GIVE_UP_MS = 60_000  # the started app shows what it shows well within this, even when loaded


def open_guide(qtbot: QtBot, window: MainWindow) -> GuideOverlay:
    """Help ▸ How to play, as the menu does it."""
    window.menus.guide_action.trigger()
    qtbot.waitUntil(lambda: window.help.guide is not None and window.help.guide.isVisible())
    guide = window.help.guide
    assert guide is not None
    return guide


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """``key`` on the widget that has the keyboard, as a player presses it."""
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, key, modifier)


# --- the first start ---------------------------------------------------------------------------


@pytest.fixture
def fresh_settings(qapp: QApplication, tmp_path: Path) -> Iterator[Path]:
    """The app's settings in a folder of the test's own (the first start has none), the kept
    game in a test location; what run_app sets on the shared QApplication undone afterwards."""
    names = qapp.applicationName(), qapp.organizationName()
    sheet, font = qapp.styleSheet(), QApplication.font()
    home = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    QStandardPaths.setTestModeEnabled(True)
    forget_kept(autosave_path())
    yield tmp_path
    forget_kept(autosave_path())
    QStandardPaths.setTestModeEnabled(False)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, home)
    qapp.setApplicationName(names[0])
    qapp.setOrganizationName(names[1])
    qapp.setStyleSheet(sheet)
    QApplication.setFont(font)


def _start(qapp: QApplication, look: list[str]) -> None:
    """Start the app as a player does and note what it shows first: ``guide`` (and then,
    after Escape skipped it, ``new game`` once that dialog is up), or ``new game`` at once."""

    before = {id(w) for w in qapp.topLevelWidgets()}  # (windows other tests left behind)
    clock = QElapsedTimer()
    clock.start()

    def window() -> MainWindow | None:
        found = [
            w
            for w in qapp.topLevelWidgets()
            if isinstance(w, MainWindow) and w.isVisible() and id(w) not in before
        ]
        return found[0] if found else None

    def watch() -> None:
        shown = window()
        if shown is None:
            QTimer.singleShot(20, watch)
            return
        try:
            if look_at(shown):
                return
            assert clock.elapsed() < GIVE_UP_MS, look  # (fails, rather than waits for ever)
        except BaseException:
            shown.close()
            raise
        QTimer.singleShot(20, watch)

    def look_at(shown: MainWindow) -> bool:
        guide = shown.help.guide
        if guide is not None and guide.isVisible() and "guide" not in look:
            if not shown.isActiveWindow():
                shown.activateWindow()  # (no window manager gives it the keyboard)
                return False
            assert guide.card.next_button.hasFocus()  # the keyboard lands on Next
            look.append("guide")
            assert shown.new_game_dialog is None  # (the New game dialog waits for the guide)
            assert shown.controller.paused
            press(Qt.Key.Key_Escape)
        if shown.new_game_dialog is not None and shown.new_game_dialog.isVisible():
            look.append("new game")
            shown.new_game_dialog.reject()
            shown.close()
            return True
        return False

    QTimer.singleShot(20, watch)
    assert run_app(["--flat-board", "--lang", "en", "--reduced-motion"]) == 0
    for left in qapp.topLevelWidgets():  # (closed, but still an object of the shared app)
        if isinstance(left, MainWindow):
            left.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_the_first_start_shows_the_guide_and_the_second_does_not(
    qapp: QApplication, fresh_settings: Path
) -> None:
    first: list[str] = []
    _start(qapp, first)
    assert first == ["guide", "new game"]  # the guide first, then the app goes on as ever
    second: list[str] = []
    _start(qapp, second)
    assert second == ["new game"]
    assert Settings().guide_seen


# --- the guide in the window -------------------------------------------------------------------


def test_the_guide_by_keyboard_only(qtbot: QtBot, tmp_path: Path) -> None:
    """Next has the keyboard; Enter and Space press it, Tab and Shift+Tab walk the card's
    buttons round and round, Enter on Back goes back, Escape skips. Meanwhile the computers
    wait and the window's own keys (Space rolls) do nothing; afterwards the game goes on."""
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,easy,easy,easy"), seed=2)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert not window.controller.paused
    guide = open_guide(qtbot, window)
    card = guide.card
    assert window.controller.paused  # (the computers wait while the guide is open)
    qtbot.waitUntil(lambda: card.next_button.hasFocus())
    assert card.accessibleName() == guide.steps[0].title
    assert guide.steps[0].text in card.accessibleDescription()
    assert card.counter.text() == f"1 of {len(guide.steps)}"
    press(Qt.Key.Key_Return)
    assert guide.index == 1 and card.next_button.hasFocus()
    assert card.accessibleName() == guide.steps[1].title
    press(Qt.Key.Key_Space)  # (the card's, not the window's: no roll)
    assert guide.index == 2
    assert window.controller.stage is Stage.HUMAN_ROLL and "rolls" not in log_text(window)
    press(Qt.Key.Key_Tab)  # Next → Skip guide (round again)
    assert card.skip_button.hasFocus()
    press(Qt.Key.Key_Tab)
    assert card.back_button.hasFocus()
    press(Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert card.skip_button.hasFocus()
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Return)  # Back
    assert guide.index == 1
    assert card.next_button.hasFocus()
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.help.guide is None)
    assert not guide.isVisible() or guide.parent() is None
    assert not window.controller.paused  # resumed once, as paused once
    assert window.settings.guide_seen
    qtbot.waitUntil(lambda: window.panel.roll_button.hasFocus())  # the game goes on
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: "rolls" in log_text(window))


def log_text(window: MainWindow) -> str:
    return window.move_log.toPlainText()


def test_done_on_the_last_card_closes_it_and_how_to_play_opens_it_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    guide = open_guide(qtbot, window)
    names = [step.name for step in guide.steps]
    assert names == ["welcome", "die", "figures", "start", "goal", "railway", "keys"]
    for _ in names[:-1]:
        press(Qt.Key.Key_Return)
    assert guide.card.next_button.text() == "Done"
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.help.guide is None)
    assert not window.controller.paused
    again = open_guide(qtbot, window)  # Help ▸ How to play
    assert again is not guide and again.index == 0 and again.card.next_button.hasFocus()
    assert window.controller.paused
    QTest.mouseClick(again.card.skip_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.help.guide is None)
    assert not window.controller.paused


def _inside(inner: QRect, outer: QRect) -> bool:
    return outer.contains(inner)


def test_every_card_is_whole_at_1024x768(
    qtbot: QtBot, tmp_path: Path, styled: None, language: str
) -> None:
    """Every card of an event game with the railway (all eight) inside the window, every text
    at its whole height, every button at its whole width, and the card beside the parts it
    points at, not over them; the parts on the board and in the panel are really there."""
    window = make_window(qtbot, tmp_path)
    window.resize(SMALL)
    qtbot.waitUntil(lambda: window.size() == SMALL)
    window.start_game(config("human:Anna,easy,easy,easy", Rules(event_mode=True)), seed=4)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL, timeout=20000)
    guide = open_guide(qtbot, window)
    names = [step.name for step in guide.steps]
    assert names == ["welcome", "die", "figures", "start", "goal", "railway", "wheel", "keys"]
    area = window.rect()
    board = window.board.as_widget()
    board_rect = QRect(board.mapTo(window, board.rect().topLeft()), board.size())
    for index, name in enumerate(names):
        guide.show_step(index)
        card = guide.card
        assert _inside(card.geometry(), area), (language, name, card.geometry())
        for label in card.labels():
            assert label.width() > 0 and label.text()
            needed = label.heightForWidth(label.width()) if label.wordWrap() else 0
            assert needed <= label.height(), (language, name, label.text())
            assert label.sizeHint().width() <= label.width() or label.wordWrap(), label.text()
        for button in card.buttons():
            assert button.sizeHint().width() <= button.width(), (language, button.text())
        holes = guide.holes()
        if name == "die":
            roll = window.panel.roll_button
            assert any(h.contains(roll.mapTo(window, roll.rect().center())) for h in holes)
        if name in ("start", "goal", "railway", "wheel"):
            assert holes and all(board_rect.intersects(h) for h in holes), (name, holes)
        if name == "railway":
            assert len(holes) == 2  # the two level crossings
        for hole in holes if name != "welcome" else []:  # (the welcome's is the whole board)
            assert not card.geometry().intersects(hole), (language, name)
        window.grab()  # (painted once)


def test_a_card_is_read_out_by_its_accessible_name_and_description(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    guide = open_guide(qtbot, window)
    for index in range(len(guide.steps)):
        guide.show_step(index)
        step = guide.steps[index]
        assert guide.card.accessibleName() == step.title
        description = guide.card.accessibleDescription()
        assert step.text in description and f"{index + 1} of {len(guide.steps)}" in description
    assert guide.accessibleName() == "How to play"
    focused: QWidget | None = QApplication.focusWidget()
    assert focused is guide.card.next_button and focused.text() == "Done"
