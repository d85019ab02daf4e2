"""The panel's toggles: the pace of the computer's turns, the camera, the sound.

Each says the state it is in, not the action ("Camera: follows", "Sound: off", "Computer turns:
4× faster"); camera and sound are checkable (a screen reader reads "pressed"); the sound button
says "no audio device" and cannot be pressed when there is none. The texts keep the "SidePanel"
translation context.

The keyboard (docs/ui.md, "Tab, Enter and the toggles"): none of them takes the focus from a
mouse click, so after a click the keyboard goes on playing the game; Tab reaches them only while
a person at this computer has a choice (:meth:`PanelToggles.set_reachable`), never while the
computer or another player plays; and none reacts to Enter or Return (:class:`ToggleButton`):
those keys play the current choice, a window shortcut. A toggle flips by a click, its key (F for
the pace) or its entry in the View menu.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from madn_qt.panel.figure_buttons import FocusRingButton

translate = QCoreApplication.translate


class ToggleButton(FocusRingButton):
    """A toggle of the panel: never a default button, and Enter or Return never flip it (the
    key goes on to the window, where it plays the current choice)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoDefault(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()
            return
        super().keyPressEvent(event)


class PanelToggles(QWidget):
    pace_clicked = Signal()  # the pace button: the window goes on to the next pace
    follow_toggled = Signal(bool)
    sound_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sound_available = True
        self._pace = "normal"
        self.pace_button = ToggleButton(self)
        self.pace_button.setObjectName("paceButton")
        self.pace_button.clicked.connect(self.pace_clicked)
        self.camera_button = ToggleButton(self)
        self.camera_button.setObjectName("cameraButton")
        self.camera_button.setCheckable(True)
        self.camera_button.setChecked(True)
        self.camera_button.toggled.connect(self._on_camera)
        self.sound_button = ToggleButton(self)
        self.sound_button.setObjectName("soundButton")
        self.sound_button.setCheckable(True)
        self.sound_button.setChecked(True)
        self.sound_button.toggled.connect(self._on_sound)
        for toggle in self.buttons():
            toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (until a person has a choice)
            toggle.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # The pace the full width; camera and sound side by side (their texts are kept short
        # enough for half of it in every language, the move log below keeps its room).
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pace_button, 0, 0, 1, 2)
        layout.addWidget(self.camera_button, 1, 0)
        layout.addWidget(self.sound_button, 1, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self._on_camera(self.camera_button.isChecked(), emit=False)
        self._on_sound(self.sound_button.isChecked(), emit=False)
        self.set_pace(self._pace)

    def buttons(self) -> tuple[ToggleButton, ToggleButton, ToggleButton]:
        return (self.pace_button, self.camera_button, self.sound_button)

    def set_reachable(self, reachable: bool) -> None:
        """Tab reaches the toggles (``True``: a person here has a choice) or not (the computer
        or another player plays, the game is watched or over): Tab and Enter in the computer's
        turn must not flip a toggle by surprise. A click never gives them the focus."""
        policy = Qt.FocusPolicy.TabFocus if reachable else Qt.FocusPolicy.NoFocus
        for toggle in self.buttons():
            if toggle.focusPolicy() != policy:
                toggle.setFocusPolicy(policy)

    def set_follow_camera(self, follow: bool) -> None:
        self.camera_button.setChecked(follow)

    def set_sound(self, on: bool) -> None:
        self.sound_button.setChecked(on)

    def set_sound_available(self, available: bool) -> None:
        """Without an audio device the sound button says so and cannot be pressed."""
        self._sound_available = available
        self.sound_button.setEnabled(available)
        self._on_sound(self.sound_button.isChecked(), emit=False)

    def set_pace(self, pace: str) -> None:
        """Show the pace of the computer's turns: ``normal``, ``fast`` (4×) or ``end`` (to the
        end of the game without animations)."""
        self._pace = pace
        texts = {
            "normal": translate("SidePanel", "Computer turns: normal"),
            "fast": translate("SidePanel", "Computer turns: 4× faster"),
            "end": translate("SidePanel", "Computer turns: to the end"),
        }
        text = texts.get(pace, texts["normal"])
        self.pace_button.setText(text)
        self.pace_button.setAccessibleName(translate("SidePanel", "Pace of the computer's turns"))
        self.pace_button.setAccessibleDescription(text)
        self.pace_button.setToolTip(
            translate(
                "SidePanel",
                "F: the computer's turns at normal pace, four times faster, or without "
                "animations to the end of the game (the move log keeps every move).",
            )
        )

    def _on_camera(self, follow: bool, emit: bool = True) -> None:
        # The button says the state the camera is in (and is pressed while it follows).
        if follow:
            text = translate("SidePanel", "Camera: follows")
            tip = translate(
                "SidePanel",
                "The camera follows the moving figure. Click to keep the whole board in view.",
            )
        else:
            text = translate("SidePanel", "Camera: overview")
            tip = translate(
                "SidePanel",
                "The camera keeps the whole board in view. Click to let it follow "
                "the moving figure.",
            )
        self.camera_button.setText(text)
        self.camera_button.setToolTip(tip)
        self.camera_button.setAccessibleName(translate("SidePanel", "Follow camera"))
        self.camera_button.setAccessibleDescription(text)
        if emit:
            self.follow_toggled.emit(follow)

    def _on_sound(self, on: bool, emit: bool = True) -> None:
        if not self._sound_available:
            text = translate("SidePanel", "No audio device")
            tip = translate("SidePanel", "No audio output was found on this computer.")
        else:
            text = (
                translate("SidePanel", "Sound: on") if on else translate("SidePanel", "Sound: off")
            )
            tip = translate("SidePanel", "Switch all sounds on or off")
        self.sound_button.setText(text)
        self.sound_button.setAccessibleName(translate("SidePanel", "Sound"))
        self.sound_button.setAccessibleDescription(tip if not self._sound_available else text)
        self.sound_button.setToolTip(tip)
        if emit:
            self.sound_toggled.emit(on)
