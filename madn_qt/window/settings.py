"""The main window's settings: the Settings dialog and what it applies — the sound, the camera,
the board's motion and options, the language.

:class:`SettingsApplier` is an object of its own that the main window owns (as it owns its
:class:`~madn_qt.window.game_view.GameView`), with the sound board, the motion and the language
it keeps. It applies the settings when the window opens and again after the Settings dialog is
accepted; a sound board is optional (:class:`~madn_qt.sound.SoundPlayer`), and without an audio
device the sound button and menu entry say so and follow devices that come and go. The board's
options are asked of the board only when it has them (the flat board has no camera).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from madn_qt.board.protocol import BoardWidget
from madn_qt.dialogs.settings_dialog import SettingsDialog
from madn_qt.panel.side_panel import SidePanel
from madn_qt.play.controller import GameController
from madn_qt.settings import Settings
from madn_qt.window.menus import WindowMenus

if TYPE_CHECKING:
    from madn_qt.sound import SoundPlayer

log = logging.getLogger(__name__)


class SettingsApplier(QObject):
    """Applies the settings to one window's board, panel, menus and sound (see the module's
    docstring); ``restore_focus`` gives the keyboard back to the game after the dialog."""

    def __init__(
        self,
        window: QWidget,
        settings: Settings,
        board: BoardWidget,
        controller: GameController,
        panel: SidePanel,
        menus: WindowMenus,
        restore_focus: Callable[[], None],
        *,
        sound: SoundPlayer | None,
        reduced_motion: bool,
        language: str,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.settings = settings
        self.board = board
        self.controller = controller
        self.panel = panel
        self.menus = menus
        self._restore_focus = restore_focus
        self.sound = sound
        self.reduced_motion = reduced_motion
        self.language = language
        self.dialog: SettingsDialog | None = None  # the Settings dialog, while it is open

    # --- settings, sound and the board's options ---------------------------------------------
    def apply(self) -> None:
        s = self.settings
        self.menus.follow_action.setChecked(s.follow_camera)
        self.panel.set_follow_camera(s.follow_camera)
        self.menus.sound_action.setChecked(s.sound_on)
        self.panel.set_sound(s.sound_on)
        self.follow(s.follow_camera)
        self.sound_on(s.sound_on)
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

    def follow(self, follow: bool) -> None:
        """The follow camera on or off (View ▸ Follow camera, the panel's camera button)."""
        if follow != self.menus.follow_action.isChecked() or follow != self.settings.follow_camera:
            self.play("click")
        self.menus.follow_action.setChecked(follow)
        self.board.set_follow_camera(follow)
        if follow != self.settings.follow_camera:
            self.settings.follow_camera = follow

    def sound_on(self, on: bool) -> None:
        """The sound on or off (View ▸ Sound, the panel's sound button)."""
        self.menus.sound_action.setChecked(on)
        if self.sound is not None:
            self.sound.set_enabled(on)
        if on != self.settings.sound_on:
            self.settings.sound_on = on

    def audio_available(self) -> bool:
        """Whether there is a sound board and an audio device for it to play on."""
        return self.sound is not None and self.sound.has_audio_device()

    def watch_audio_devices(self) -> None:
        """The sound button says "no audio device" while there is none (and follows devices
        that come and go)."""
        if self.sound is not None:
            self.sound.watch_audio_devices(self._audio_devices_changed)
        self._audio_devices_changed()

    def _audio_devices_changed(self) -> None:
        available = self.audio_available()
        self.panel.set_sound_available(available)
        self.menus.sound_action.setEnabled(available)

    def play(self, name: str) -> None:
        """Sound ``name`` (nothing without a sound board; a failing one is logged)."""
        if self.sound is not None:
            try:
                self.sound.play(name)
            except (ValueError, RuntimeError):
                log.exception("sound %s", name)

    # --- the Settings dialog -----------------------------------------------------------------
    def open_dialog(self) -> SettingsDialog:
        if self.dialog is not None:
            self.dialog.raise_()
            return self.dialog
        dialog = SettingsDialog(self.settings, self._window)
        self.dialog = dialog
        dialog.finished.connect(self._dialog_closed)
        dialog.open()
        return dialog

    def _dialog_closed(self, result: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is None:
            return
        if result == QDialog.DialogCode.Accepted:
            old_language = self.settings.language
            dialog.apply_to(self.settings)
            self._apply_reduced_motion_setting()
            self.apply()
            if self.settings.language != old_language:
                self.switch_language(self.settings.language)
        dialog.deleteLater()
        self._restore_focus()

    def _apply_reduced_motion_setting(self) -> None:
        from madn_qt.motion import effective_reduced_motion, system_prefers_reduced_motion

        system = system_prefers_reduced_motion()
        self.set_reduced_motion(effective_reduced_motion(self.settings.reduced_motion, system))

    def switch_language(self, language: str) -> None:
        """The app in ``language`` from now on (a LanguageChange makes every window
        retranslate)."""
        app = QApplication.instance()
        if app is None:
            return
        from madn_qt.i18n import install_translator

        self.language = install_translator(app, language)  # LanguageChange → retranslate()
