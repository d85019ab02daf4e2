"""Camera and sound toggles, the Settings dialog, sounds for events, a live language switch."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from madn_qt.play.controller import Stage
from madn_qt.settings import Settings
from madn_qt.sound import unlock_on_first_input
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, wait_stage


class FakeSound:
    def __init__(self, device: bool = True) -> None:
        self.device = device
        self.enabled = True
        self.unlocked = False
        self.played: list[str] = []

    def set_enabled(self, on: bool) -> None:
        self.enabled = on

    def unlock(self) -> None:
        self.unlocked = True

    def unlock_on_first_input(self, app: QCoreApplication) -> None:
        unlock_on_first_input(self, app)

    def play(self, name: str) -> bool:
        self.played.append(name)
        return True

    def has_audio_device(self) -> bool:
        return self.device

    def watch_audio_devices(self, changed: Callable[[], None]) -> None:
        pass


def _window(qtbot: QtBot, tmp_path: Path, sound: FakeSound | None = None) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, flat_board=True, reduced_motion=True, sound=sound)
    window.autosave = tmp_path / "kept.madn"
    qtbot.addWidget(window)
    window.set_animation_speed(1000.0)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_camera_button_says_the_state_it_is_in(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    calls: list[bool] = []
    window.board.set_follow_camera = calls.append  # type: ignore[attr-defined]
    button = window.panel.camera_button
    assert button.isCheckable()
    assert button.isChecked() and button.text() == "Camera: follows"
    assert button.accessibleName() == "Follow camera"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not button.isChecked() and button.text() == "Camera: overview"
    assert calls[-1] is False
    assert window.settings.follow_camera is False
    assert not window.menus.follow_action.isChecked()
    window.menus.follow_action.trigger()
    assert button.isChecked() and button.text() == "Camera: follows" and calls[-1] is True


def test_space_as_the_first_input_unlocks_audio(qtbot: QtBot, tmp_path: Path) -> None:
    """Space is a shortcut: it reaches the app as ShortcutOverride, never as KeyPress."""
    sound = FakeSound()
    window = _window(qtbot, tmp_path, sound)
    window.start_game(config("human:Anna,empty,random"), seed=3)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert not sound.unlocked
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert sound.unlocked
    assert "dice" in sound.played or len(window.controller.commands) == 1


def test_sound_button_switches_the_sound_board(qtbot: QtBot, tmp_path: Path) -> None:
    sound = FakeSound()
    window = _window(qtbot, tmp_path, sound)
    button = window.panel.sound_button
    assert button.isCheckable() and button.isChecked() and button.isEnabled()
    assert button.text() == "Sound: on" and button.accessibleName() == "Sound"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the first input also unlocks audio
    assert sound.unlocked
    assert not sound.enabled and button.text() == "Sound: off" and not button.isChecked()
    assert window.settings.sound_on is False


def test_without_an_audio_device_the_sound_button_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, FakeSound(device=False))
    button = window.panel.sound_button
    assert button.text() == "No audio device"
    assert not button.isEnabled() and not window.menus.sound_action.isEnabled()
    assert "no audio" in button.toolTip().lower() or "No audio" in button.toolTip()
    # Without any sound board at all it says the same.
    bare = _window(qtbot, tmp_path / "bare", None)
    assert bare.panel.sound_button.text() == "No audio device"


def test_events_play_sounds(qtbot: QtBot, tmp_path: Path) -> None:
    sound = FakeSound()
    window = _window(qtbot, tmp_path, sound)
    window.start_game(config("human,empty,random"), chance=ScriptedChance([6, 2] + [1] * 40))
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, " ")
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    qtbot.keyClick(QApplication.focusWidget(), "\r")
    assert sound.played[:2] == ["dice", "step"]


def test_settings_dialog_saves_and_applies(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    speeds: list[float] = []
    window.board.set_animation_speed = speeds.append  # type: ignore[attr-defined]
    dialog = window.open_settings()
    dialog.speed.setValue(150)
    dialog.follow.setChecked(False)
    dialog.reduced_motion.setCurrentIndex(dialog.reduced_motion.findData("on"))
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.applier.dialog is None)
    assert window.settings.animation_speed == 1.5
    assert window.settings.follow_camera is False
    assert window.settings.reduced_motion == "on" and window.reduced_motion
    assert speeds[-1] == 1.5
    assert window.panel.camera_button.text() == "Camera: overview"


def test_language_switch_retranslates_live(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    window.start_game(config("human:Anna,empty,random"), chance=ScriptedChance([1] * 40))
    app = QApplication.instance()
    assert app is not None
    from madn_qt.i18n import install_translator

    try:
        window.applier.switch_language("de")
        assert window.language == "de"
        assert window.menus.game_menu.title()  # retranslated without errors
        assert window.panel.roll_button.text()
        # LanguageChange arrives through the event loop; the key's name is translated too.
        qtbot.waitUntil(lambda: window.menus.roll_action.text() == "&Würfeln\tLeertaste")
        assert window.menus.save_action.text() == "Spiel &speichern…"
    finally:
        install_translator(app, "en")


def test_language_switch_rewrites_the_move_log(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    window.start_game(config("human:Anna,empty,random"), chance=ScriptedChance([6, 3] + [1] * 40))
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    qtbot.keyClick(QApplication.focusWidget() or window, " ")
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    qtbot.keyClick(QApplication.focusWidget(), "\r")
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    english = window.move_log.lines()
    assert english[0].startswith("New game: Anna, ")
    assert any("brings a figure out" in line for line in english)
    app = QApplication.instance()
    assert app is not None
    from madn_qt.i18n import install_translator

    try:
        window.applier.switch_language("de")  # LanguageChange arrives through the event loop
        qtbot.waitUntil(lambda: window.move_log.lines()[0].startswith("Neues Spiel: Anna"))
        german = window.move_log.lines()
        assert len(german) == len(english)
        assert any("bringt eine Figur ins Spiel" in line for line in german)
        # The game goes on in German, and the formatter kept its place (the held-back roll).
        qtbot.keyClick(QApplication.focusWidget() or window, " ")
        wait_stage(qtbot, window, Stage.HUMAN_MOVE)
        qtbot.keyClick(QApplication.focusWidget(), "\r")
        qtbot.waitUntil(lambda: len(window.move_log.lines()) > len(german))
        assert "würfelt 3" in window.move_log.lines()[len(german)]
    finally:
        install_translator(app, "en")
    # Back in English, the same lines as before the switch.
    qtbot.waitUntil(lambda: window.move_log.lines()[: len(english)] == english)
