"""The replay's control bar: the slider over every step, where the replay is, the buttons (to the
start, a turn back, a step back, play or pause, a step on, a turn on, to the end) and the speed.

:class:`ReplayControls` owns no replay: it reports what the person asks for (``asked`` with the
button's name, ``slid`` with the slider's new step, ``speed_chosen``) and shows what it is told
(:meth:`ReplayControls.show_index`, :meth:`ReplayControls.set_playing`) without reporting that
back. Every control has an accessible name and a tooltip that names its key; the keys themselves
are the replay window's shortcuts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from madn_qt.replay.icons import ICON_SIZE, replay_icon
from madn_qt.replay.player import SPEEDS
from madn_qt.style import (
    FOCUS_RING,
    MEADOW,
    MEADOW_HOVER,
    MEADOW_INK,
    MEADOW_PRESSED,
    PAPER,
    WOOD,
    WOOD_DARK,
)

translate = QCoreApplication.translate
BUTTONS = ("start", "turn_back", "step_back", "play", "step_on", "turn_on", "end")
# The play button in the meadow green of the game's main button (Roll), as in madn_qt/style.py.
PLAY_CSS = (
    f"QPushButton {{ background-color: {MEADOW}; color: {MEADOW_INK}; border-color: {PAPER};"
    " font-weight: bold; padding: 4px 12px; }"
    f"QPushButton:hover {{ background-color: {MEADOW_HOVER}; color: {MEADOW_INK}; }}"
    f"QPushButton:pressed {{ background-color: {MEADOW_PRESSED}; color: {MEADOW_INK}; }}"
    f"QPushButton:focus {{ border: 3px solid {FOCUS_RING}; padding: 3px 11px; }}"
)


class StepSlider(QSlider):
    """A slider that goes where it is clicked (a click beside the handle went a page of ten
    steps towards it, which nobody expects of a player's time line), then drags from there."""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.maximum() > self.minimum():
            option = QStyleOptionSlider()
            self.initStyleOption(option)
            style = self.style()
            control = QStyle.ComplexControl.CC_Slider
            handle = style.subControlRect(control, option, QStyle.SubControl.SC_SliderHandle, self)
            point = event.position().toPoint()
            if not handle.contains(point):
                groove = style.subControlRect(
                    control, option, QStyle.SubControl.SC_SliderGroove, self
                )
                span = max(groove.width() - handle.width(), 1)
                x = point.x() - groove.x() - handle.width() // 2
                self.setValue(
                    QStyle.sliderValueFromPosition(
                        self.minimum(), self.maximum(), min(max(x, 0), span), span
                    )
                )
        super().mousePressEvent(event)


# The slider as a track of the board's wood, the part played in meadow green, a pale handle.
SLIDER_CSS = (
    f"QSlider::groove:horizontal {{ height: 8px; background-color: {WOOD};"
    f" border: 1px solid {WOOD_DARK}; border-radius: 4px; }}"
    f"QSlider::sub-page:horizontal {{ background-color: {MEADOW};"
    f" border: 1px solid {WOOD_DARK}; border-radius: 4px; }}"
    f"QSlider::handle:horizontal {{ background-color: {PAPER}; border: 2px solid {WOOD_DARK};"
    " width: 14px; margin: -6px 0; border-radius: 9px; }"
)


class ReplayControls(QWidget):
    """The replay's slider, buttons and speed (see the module's docstring)."""

    asked = Signal(str)  # one of BUTTONS
    slid = Signal(int)  # the slider moved to a step
    speed_chosen = Signal(float)

    def __init__(self, count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayControls")
        self._count = count
        self._playing = False
        self._quiet = False  # the slider is being set, not moved by the person
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 8, 4)
        column.setSpacing(2)
        top = QHBoxLayout()
        self.slider = StepSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, count)
        self.slider.setPageStep(10)
        self.slider.setStyleSheet(SLIDER_CSS)
        self.slider.valueChanged.connect(self._on_slider)
        self.where = QLabel(self)
        self.where.setObjectName("replayWhere")
        self.where.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.slider, 1)
        top.addWidget(self.where)
        column.addLayout(top)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.buttons: dict[str, QPushButton] = {}
        for name in BUTTONS:
            button = QPushButton(self)
            button.setObjectName(f"replay_{name}")
            button.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
            button.setIcon(replay_icon(name))
            button.clicked.connect(lambda _checked=False, n=name: self.asked.emit(n))
            row.addWidget(button)
            self.buttons[name] = button
        self.buttons["play"].setStyleSheet(PLAY_CSS)
        row.addStretch(1)
        self.speed_label = QLabel(self)
        self.speed = QComboBox(self)
        self.speed.setObjectName("replaySpeed")
        for factor in SPEEDS:
            self.speed.addItem(f"{factor:g}×", factor)
        self.speed.currentIndexChanged.connect(
            lambda index: self.speed_chosen.emit(float(self.speed.itemData(index)))
        )
        self.speed_label.setBuddy(self.speed)
        row.addWidget(self.speed_label)
        row.addWidget(self.speed)
        column.addLayout(row)
        self.retranslate()
        self.show_index(0)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        texts = {
            "start": translate("ReplayControls", "To the start (Home)"),
            "turn_back": translate("ReplayControls", "A turn back (Ctrl+Left)"),
            "step_back": translate("ReplayControls", "A step back (Left)"),
            "step_on": translate("ReplayControls", "A step on (Right)"),
            "turn_on": translate("ReplayControls", "A turn on (Ctrl+Right)"),
            "end": translate("ReplayControls", "To the end (End)"),
        }
        for name, text in texts.items():
            self.buttons[name].setAccessibleName(text)
            self.buttons[name].setToolTip(text)
        self.slider.setAccessibleName(translate("ReplayControls", "Step of the game"))
        self.slider.setToolTip(translate("ReplayControls", "Drag to any step of the game"))
        self.speed_label.setText(translate("ReplayControls", "&Speed:"))
        self.speed.setAccessibleName(translate("ReplayControls", "Replay speed"))
        self.speed.setToolTip(translate("ReplayControls", "How fast the replay plays"))
        self.set_playing(self._playing)
        self._reserve_where()
        self._say_where(self.slider.value())

    def _reserve_where(self) -> None:
        """The step counter as wide as its widest text, so that nothing beside it jumps."""
        widest = self._where_text(self._count)
        self.where.setMinimumWidth(self.where.fontMetrics().horizontalAdvance(widest) + 8)

    def _where_text(self, k: int) -> str:
        return translate("ReplayControls", "Step {k} of {n}").format(k=k, n=self._count)

    # --- shown from outside ------------------------------------------------------------------
    def show_index(self, k: int) -> None:
        """Show step ``k`` (the slider and the counter), without reporting it."""
        self._quiet = True
        try:
            self.slider.setValue(k)
        finally:
            self._quiet = False
        self._say_where(k)

    def _say_where(self, k: int) -> None:
        text = self._where_text(k)
        self.where.setText(text)
        self.slider.setAccessibleDescription(text)

    def set_playing(self, playing: bool) -> None:
        """The play button says what it does now: play, or pause while playing."""
        self._playing = playing
        button = self.buttons["play"]
        button.setIcon(replay_icon("pause" if playing else "play", MEADOW_INK))
        if playing:
            text = translate("ReplayControls", "Pause")
            name = translate("ReplayControls", "Pause (Space)")
        else:
            text = translate("ReplayControls", "Play")
            name = translate("ReplayControls", "Play (Space)")
        button.setText(text)
        button.setAccessibleName(name)
        button.setToolTip(name)
        self._reserve_play()

    def _reserve_play(self) -> None:
        """The play button as wide as its wider text (Play and Pause take turns)."""
        button = self.buttons["play"]
        metrics = button.fontMetrics()
        words = (translate("ReplayControls", "Play"), translate("ReplayControls", "Pause"))
        widest = max(metrics.horizontalAdvance(word) for word in words)
        bold = int(widest * 1.15)  # (its text is bold)
        button.setMinimumWidth(bold + ICON_SIZE + 40)

    def set_speed(self, factor: float) -> None:
        index = self.speed.findData(factor)
        if index >= 0:
            self.speed.setCurrentIndex(index)

    # --- the person's moves ------------------------------------------------------------------
    def _on_slider(self, value: int) -> None:
        self._say_where(value)
        if not self._quiet:
            self.slid.emit(value)
