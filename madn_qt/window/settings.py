"""The main window's settings: the Settings dialog and what it applies — the sound, the camera,
the board's motion and options, the language.

:class:`WindowSettings` is one part of :class:`~madn_qt.window.main_window.MainWindow` (a base
class of it, as :class:`~madn_qt.window.game_view.GameView` is): its methods run on the window and
keep their state there. The window applies the settings when it opens and again after the Settings
dialog is accepted; a sound board is optional (:class:`~madn_qt.sound.SoundPlayer`), and without an
audio device the sound button and menu entry say so and follow devices that come and go. The
board's options are asked of the board only when it has them (the flat board has no camera).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QApplication, QDialog, QMainWindow

from madn_qt.board.protocol import BoardWidget
from madn_qt.dialogs.settings_dialog import SettingsDialog
from madn_qt.panel.side_panel import SidePanel
from madn_qt.play.controller import GameController
from madn_qt.settings import Settings
from madn_qt.window.menus import WindowMenus

if TYPE_CHECKING:
    from madn_qt.sound import SoundPlayer

log = logging.getLogger(__name__)


class WindowSettings(QMainWindow):
    """The window's settings, sound and board options (a part of ``MainWindow``)."""

    # Made by MainWindow.__init__:
    settings: Settings
    language: str
    reduced_motion: bool
    board: BoardWidget
    controller: GameController
    panel: SidePanel
    menus: WindowMenus
    sound: SoundPlayer | None
    settings_dialog: SettingsDialog | None
    _media_devices: Any

    if TYPE_CHECKING:

        def restore_focus(self) -> None: ...  # MainWindow's

    # --- settings, sound and the board's options ---------------------------------------------
    def _apply_settings(self) -> None:
        s = self.settings
        self.menus.follow_action.setChecked(s.follow_camera)
        self.panel.set_follow_camera(s.follow_camera)
        self.menus.sound_action.setChecked(s.sound_on)
        self.panel.set_sound(s.sound_on)
        self._on_follow(s.follow_camera)
        self._on_sound(s.sound_on)
        self.board.set_reduced_motion(self.reduced_motion)
        self.panel.event_box.reduced = self.reduced_motion
        self.board.set_landscape_motion(s.landscape_animation and not self.reduced_motion)
        self.set_animation_speed(s.animation_speed)

    def set_animation_speed(self, speed: float) -> None:
        """Pace of board animations and AI pauses (tests use a huge value to play fast); the
        controller hands it to the board (faster for the computer's turns)."""
        self.controller.set_animation_speed(speed)

    def set_reduced_motion(self, reduced: bool) -> None:
        self.reduced_motion = reduced
        self.board.set_reduced_motion(reduced)
        self.panel.event_box.reduced = reduced
        landscape = self.settings.landscape_animation and not reduced
        self.board.set_landscape_motion(landscape)

    def reset_view(self) -> None:
        """View ▸ Reset view (R): the camera back to the overview after orbiting or zooming."""
        self.board.reset_view()

    def _on_follow(self, follow: bool) -> None:
        if follow != self.menus.follow_action.isChecked() or follow != self.settings.follow_camera:
            self._play("click")
        self.menus.follow_action.setChecked(follow)
        self.board.set_follow_camera(follow)
        if follow != self.settings.follow_camera:
            self.settings.follow_camera = follow

    def _on_sound(self, on: bool) -> None:
        self.menus.sound_action.setChecked(on)
        if self.sound is not None:
            self.sound.set_enabled(on)
        if on != self.settings.sound_on:
            self.settings.sound_on = on

    def audio_available(self) -> bool:
        """Whether there is a sound board and an audio device for it to play on."""
        if self.sound is None:
            return False
        probe = getattr(self.sound, "has_audio_device", None)
        if probe is not None:
            return bool(probe())
        from PySide6.QtMultimedia import QMediaDevices

        return bool(QMediaDevices.audioOutputs())

    def _watch_audio_devices(self) -> None:
        """The sound button says "no audio device" while there is none (and follows devices
        that come and go)."""
        if self.sound is not None and getattr(self.sound, "has_audio_device", None) is None:
            from PySide6.QtMultimedia import QMediaDevices

            self._media_devices = QMediaDevices(self)
            self._media_devices.audioOutputsChanged.connect(self._audio_devices_changed)
        self._audio_devices_changed()

    def _audio_devices_changed(self) -> None:
        available = self.audio_available()
        self.panel.set_sound_available(available)
        self.menus.sound_action.setEnabled(available)

    def _play(self, name: str) -> None:
        if self.sound is not None:
            try:
                self.sound.play(name)
            except (ValueError, RuntimeError):
                log.exception("sound %s", name)

    # --- the Settings dialog -----------------------------------------------------------------
    def open_settings(self) -> SettingsDialog:
        if self.settings_dialog is not None:
            self.settings_dialog.raise_()
            return self.settings_dialog
        dialog = SettingsDialog(self.settings, self)
        self.settings_dialog = dialog
        dialog.finished.connect(self._settings_closed)
        dialog.open()
        return dialog

    def _settings_closed(self, result: int) -> None:
        dialog, self.settings_dialog = self.settings_dialog, None
        if dialog is None:
            return
        if result == QDialog.DialogCode.Accepted:
            old_language = self.settings.language
            dialog.apply_to(self.settings)
            self._apply_reduced_motion_setting()
            self._apply_settings()
            if self.settings.language != old_language:
                self._switch_language(self.settings.language)
        dialog.deleteLater()
        self.restore_focus()

    def _apply_reduced_motion_setting(self) -> None:
        from madn_qt.motion import effective_reduced_motion, system_prefers_reduced_motion

        system = system_prefers_reduced_motion()
        self.set_reduced_motion(effective_reduced_motion(self.settings.reduced_motion, system))

    def _switch_language(self, language: str) -> None:
        app = QApplication.instance()
        if app is None:
            return
        from madn_qt.i18n import install_translator

        self.language = install_translator(app, language)  # LanguageChange → retranslate()
