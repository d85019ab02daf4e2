"""The Settings dialog: language, sound, reduced motion, camera, animation speed, landscape.

It edits a :class:`~madn_qt.settings.Settings` only when the user presses OK; the window then
applies the new values (:meth:`SettingsDialog.apply_to`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from madn_qt.settings import SPEED_MAX, SPEED_MIN, Settings

translate = QCoreApplication.translate

_SPEED_STEPS = 100  # slider units per 1.0 of speed


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.setAccessibleName(translate("SettingsDialog", "Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)

        self.language = QComboBox(self)
        for code, text in (
            ("system", translate("SettingsDialog", "As the system")),
            ("de", "Deutsch"),
            ("it", "Italiano"),
            ("en", "English"),
        ):
            self.language.addItem(text, code)
        self.language.setAccessibleName(translate("SettingsDialog", "Language"))
        form.addRow(translate("SettingsDialog", "&Language:"), self.language)

        self.sound = QCheckBox(translate("SettingsDialog", "Sound effects and ambience"), self)
        self.sound.setAccessibleName(translate("SettingsDialog", "Sound"))
        form.addRow(self.sound)

        self.reduced_motion = QComboBox(self)
        for code, text in (
            ("system", translate("SettingsDialog", "As the system")),
            ("on", translate("SettingsDialog", "On: short animations, no camera flights")),
            ("off", translate("SettingsDialog", "Off: full animations")),
        ):
            self.reduced_motion.addItem(text, code)
        self.reduced_motion.setAccessibleName(translate("SettingsDialog", "Reduce motion"))
        form.addRow(translate("SettingsDialog", "&Reduce motion:"), self.reduced_motion)

        self.follow = QCheckBox(translate("SettingsDialog", "Camera follows moving figures"), self)
        self.follow.setAccessibleName(translate("SettingsDialog", "Follow camera"))
        form.addRow(self.follow)

        speed_row = QHBoxLayout()
        self.speed = QSlider(Qt.Orientation.Horizontal, self)
        self.speed.setRange(int(SPEED_MIN * _SPEED_STEPS), int(SPEED_MAX * _SPEED_STEPS))
        self.speed.setSingleStep(10)
        self.speed.setPageStep(25)
        self.speed.setAccessibleName(translate("SettingsDialog", "Animation speed"))
        self._speed_value = QLabel(self)
        self._speed_value.setMinimumWidth(48)
        self._speed_value.setAccessibleName(translate("SettingsDialog", "Animation speed value"))
        self.speed.valueChanged.connect(self._show_speed)
        speed_row.addWidget(self.speed, 1)
        speed_row.addWidget(self._speed_value)
        speed_label = QLabel(translate("SettingsDialog", "Animation &speed:"), self)
        speed_label.setBuddy(self.speed)
        form.addRow(speed_label, speed_row)

        self.landscape = QCheckBox(
            translate("SettingsDialog", "Moving landscape (trees, clouds, birds)"), self
        )
        self.landscape.setAccessibleName(translate("SettingsDialog", "Moving landscape"))
        form.addRow(self.landscape)
        layout.addLayout(form)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setAccessibleName(
            translate("SettingsDialog", "Save the settings")
        )
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(
            translate("SettingsDialog", "Cancel")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.load(settings)

    def load(self, settings: Settings) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.sound.setChecked(settings.sound_on)
        index = self.reduced_motion.findData(settings.reduced_motion)
        self.reduced_motion.setCurrentIndex(max(0, index))
        self.follow.setChecked(settings.follow_camera)
        self.speed.setValue(round(settings.animation_speed * _SPEED_STEPS))
        self._show_speed(self.speed.value())
        self.landscape.setChecked(settings.landscape_animation)

    def apply_to(self, settings: Settings) -> None:
        settings.language = self.language.currentData()
        settings.sound_on = self.sound.isChecked()
        settings.reduced_motion = self.reduced_motion.currentData()
        settings.follow_camera = self.follow.isChecked()
        settings.animation_speed = self.speed.value() / _SPEED_STEPS
        settings.landscape_animation = self.landscape.isChecked()
        settings.sync()

    def _show_speed(self, value: int) -> None:
        self._speed_value.setText(f"{value / _SPEED_STEPS:.2f}×")
