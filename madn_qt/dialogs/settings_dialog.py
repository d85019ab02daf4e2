"""The Settings dialog: language, sound, reduced motion, camera, animation speed, landscape; and
internet play's servers (the rendezvous and the relay, the public ones unless self-hosted ones are
given; "Restore defaults" brings the public ones back; OK waits for valid addresses).

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
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from madn_qt.settings import (
    PUBLIC_MAILBOX,
    PUBLIC_RELAY,
    SPEED_MAX,
    SPEED_MIN,
    Settings,
    mailbox_valid,
    relay_valid,
)

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
        layout.addWidget(self._servers_box())

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
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.load(settings)

    def _servers_box(self) -> QGroupBox:
        """Internet play's servers: the rendezvous and the relay, and Restore defaults."""
        box = QGroupBox(translate("SettingsDialog", "Internet play"), self)
        box.setObjectName("settingsInternet")
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.rendezvous = QLineEdit(box)
        self.rendezvous.setObjectName("settingsRendezvous")
        self.rendezvous.setPlaceholderText(PUBLIC_MAILBOX)
        self.rendezvous.setAccessibleName(translate("SettingsDialog", "Rendezvous server"))
        self.rendezvous.setAccessibleDescription(
            translate(
                "SettingsDialog",
                "Where invite codes are made and met: a magic-wormhole mailbox server, "
                "ws:// or wss://",
            )
        )
        form.addRow(translate("SettingsDialog", "Rende&zvous server:"), self.rendezvous)
        self.relay = QLineEdit(box)
        self.relay.setObjectName("settingsRelay")
        self.relay.setPlaceholderText(PUBLIC_RELAY)
        self.relay.setAccessibleName(translate("SettingsDialog", "Transit relay"))
        self.relay.setAccessibleDescription(
            translate(
                "SettingsDialog",
                "Carries the game where two homes cannot reach each other directly: tcp:HOST:PORT",
            )
        )
        form.addRow(translate("SettingsDialog", "Transit rela&y:"), self.relay)
        self.servers_problem = QLabel(box)
        self.servers_problem.setObjectName("settingsServersProblem")
        self.servers_problem.setWordWrap(True)
        self.servers_problem.setStyleSheet("color: #b00020;")
        self.servers_problem.setVisible(False)
        form.addRow(self.servers_problem)
        self.restore = QPushButton(translate("SettingsDialog", "Restore de&faults"), box)
        self.restore.setObjectName("settingsServersDefaults")
        self.restore.setAccessibleName(
            translate("SettingsDialog", "Restore the public rendezvous server and relay")
        )
        self.restore.setAutoDefault(False)
        self.restore.clicked.connect(self.restore_servers)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.restore)
        form.addRow(row)
        self.rendezvous.textChanged.connect(self._check_servers)
        self.relay.textChanged.connect(self._check_servers)
        return box

    def restore_servers(self) -> None:
        """The public rendezvous server and relay again."""
        self.rendezvous.setText(PUBLIC_MAILBOX)
        self.relay.setText(PUBLIC_RELAY)

    def _check_servers(self) -> None:
        problems = []
        if not mailbox_valid(self.rendezvous.text().strip()):
            problems.append(
                translate(
                    "SettingsDialog",
                    "The rendezvous server is a ws:// or wss:// address, like {example}.",
                ).format(example=PUBLIC_MAILBOX)
            )
        if not relay_valid(self.relay.text().strip()):
            problems.append(
                translate("SettingsDialog", "The relay is tcp:HOST:PORT, like {example}.").format(
                    example=PUBLIC_RELAY
                )
            )
        text = " ".join(problems)
        self.servers_problem.setText(text)
        self.servers_problem.setAccessibleDescription(text)
        self.servers_problem.setVisible(bool(text))
        if self.ok is not None:
            self.ok.setEnabled(not text)

    def load(self, settings: Settings) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.sound.setChecked(settings.sound_on)
        index = self.reduced_motion.findData(settings.reduced_motion)
        self.reduced_motion.setCurrentIndex(max(0, index))
        self.follow.setChecked(settings.follow_camera)
        self.speed.setValue(round(settings.animation_speed * _SPEED_STEPS))
        self._show_speed(self.speed.value())
        self.landscape.setChecked(settings.landscape_animation)
        self.rendezvous.setText(settings.rendezvous)
        self.relay.setText(settings.relay)
        self._check_servers()

    def apply_to(self, settings: Settings) -> None:
        settings.language = self.language.currentData()
        settings.sound_on = self.sound.isChecked()
        settings.reduced_motion = self.reduced_motion.currentData()
        settings.follow_camera = self.follow.isChecked()
        settings.animation_speed = self.speed.value() / _SPEED_STEPS
        settings.landscape_animation = self.landscape.isChecked()
        rendezvous, relay = self.rendezvous.text().strip(), self.relay.text().strip()
        if mailbox_valid(rendezvous) and relay_valid(relay):
            settings.rendezvous, settings.relay = rendezvous, relay
        settings.sync()

    def _show_speed(self, value: int) -> None:
        self._speed_value.setText(f"{value / _SPEED_STEPS:.2f}×")
