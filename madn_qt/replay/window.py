"""A replay of a game record in a window of its own: the board, the game's log as a list, the
step's words, the control bar, and "Play on from here".

:class:`ReplayWindow` is made from a :class:`core.record.Record` (Game ▸ Watch a replay…,
``madn GAME.madn --replay``, a game of the history) with the main window's board (3D or flat)
and settings; the main window's running game is untouched, and so is the record. Its parts:
:mod:`madn_qt.replay.model` (the positions, happenings, lines and turns),
:mod:`madn_qt.replay.player` (the board's playback), :mod:`madn_qt.replay.controls` (slider,
buttons, speed), :mod:`madn_qt.replay.log` (the list) and :mod:`madn_qt.replay.play_on` (who plays
on).

Keys (window shortcuts, wherever the focus is): Space play/pause; Left/Right a step; Ctrl+Left /
Ctrl+Right a whole turn (to the turn's start); Home/End; Enter the focused button or log line;
Ctrl+W closes. Each step's words are shown and told to a screen reader once it is shown.
"Play on from here" (Alt+P) asks who plays each seat and emits :attr:`ReplayWindow.play_on`;
the main window starts the game (:class:`madn_qt.replay.files.ReplayOpener`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.record import Record
from madn_qt.board import make_board
from madn_qt.panel.event_box import EventBox
from madn_qt.place import FRAME_ALLOWANCE, fitted_geometry
from madn_qt.replay.controls import ReplayControls
from madn_qt.replay.log import ReplayLog
from madn_qt.replay.model import ReplayModel
from madn_qt.replay.play_on import PlayOnDialog
from madn_qt.replay.player import ReplayPlayer
from madn_qt.settings import Settings

if TYPE_CHECKING:
    from madn_qt.sound import SoundPlayer

translate = QCoreApplication.translate
SIDE_WIDTH = (300, 400)  # the side column's narrowest and widest


class ReplayWindow(QMainWindow):
    """A record's replay (see the module's docstring)."""

    play_on = Signal(object, int)  # Setup with the seats as chosen, the step to play on from

    def __init__(
        self,
        record: Record,
        *,
        title: str = "",
        flat_board: bool = False,
        settings: Settings | None = None,
        reduced_motion: bool = False,
        sound: SoundPlayer | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.settings = settings if settings is not None else Settings()
        self.sound = sound
        self.title = title
        self.model = ReplayModel(record)
        self.board = make_board(flat_board)
        self.events = EventBox(self)
        self.player = ReplayPlayer(self.model, self.board, self.events, self)
        self.controls = ReplayControls(self.model.count, self)
        self.log = ReplayLog(self)
        self.step_text = QLabel(self)
        self.step_text.setObjectName("replayStepText")
        self.step_text.setWordWrap(True)
        self.step_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.players = QLabel(self)
        self.players.setObjectName("replayPlayers")
        self.players.setWordWrap(True)
        self.play_on_button = QPushButton(self)
        self.play_on_button.setObjectName("replayPlayOn")
        self.play_on_button.clicked.connect(self.ask_play_on)
        self.play_on_dialog: PlayOnDialog | None = None
        self._build()
        self._wire()
        self._apply_settings(reduced_motion)
        self.retranslate()
        self._on_shown(0)
        self._place()
        self.controls.buttons["play"].setFocus(Qt.FocusReason.OtherFocusReason)

    # --- building ----------------------------------------------------------------------------
    def _build(self) -> None:
        side = QWidget(self)
        side.setObjectName("replaySide")
        column = QVBoxLayout(side)
        column.setContentsMargins(6, 6, 6, 6)
        column.addWidget(self.players)
        column.addWidget(self.step_text)
        column.addWidget(self.events)
        column.addWidget(self.log, 1)
        column.addWidget(self.play_on_button)
        side.setMinimumWidth(SIDE_WIDTH[0])
        side.setMaximumWidth(SIDE_WIDTH[1])
        self.side = side
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.board.as_widget())
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.controls)
        self.setCentralWidget(central)
        self.events.hide()
        self.events.show_wheel_over(self.board)  # (large over the board, as in the game)
        names = {seat: self.model.name(seat) for seat in self.model.setup.occupied}
        self.events.set_names(names)
        humans = [s for s in self.model.setup.occupied if self.model.setup.seats[s].is_human]
        self.board.set_home_seat(humans[0] if humans else None)

    def _wire(self) -> None:
        player, controls = self.player, self.controls
        player.moving.connect(controls.show_index)
        player.shown.connect(self._on_shown)
        player.playing_changed.connect(controls.set_playing)
        player.sound_cue.connect(self._play)
        self.events.sound_cue.connect(self._play)
        self.board.sound_cue.connect(self._play)
        controls.asked.connect(self._on_asked)
        controls.slid.connect(self._jump)
        controls.speed_chosen.connect(player.set_speed)
        self.log.chosen.connect(self._jump)
        self.log.set_entries(self.model.entries)
        keys: list[tuple[QKeySequence | Qt.Key | Any, Any, bool]] = [
            (Qt.Key.Key_Space, player.toggle, False),
            (Qt.Key.Key_Left, player.step_back, True),
            (Qt.Key.Key_Right, player.step_forward, True),
            (Qt.Modifier.CTRL | Qt.Key.Key_Left, self.turn_back, True),
            (Qt.Modifier.CTRL | Qt.Key.Key_Right, self.turn_on, True),
            (Qt.Key.Key_Home, lambda: self._jump(0), False),
            (Qt.Key.Key_End, lambda: self._jump(self.model.count), False),
            (Qt.Key.Key_Return, self._activate_focused, False),
            (Qt.Key.Key_Enter, self._activate_focused, False),
            (QKeySequence.StandardKey.Close, self.close, False),
            (Qt.Key.Key_Escape, self.close, False),
        ]
        self.shortcuts: list[QShortcut] = []
        for key, slot, repeat in keys:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setAutoRepeat(repeat)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)

    def _apply_settings(self, reduced: bool) -> None:
        s = self.settings
        self.player.set_base_speed(s.animation_speed)
        self.events.reduced = reduced
        self.board.set_reduced_motion(reduced)
        self.board.set_follow_camera(s.follow_camera)
        self.board.set_landscape_motion(s.landscape_animation and not reduced)

    def _place(self) -> None:
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            self.setGeometry(fitted_geometry(screen.availableGeometry(), FRAME_ALLOWANCE))

    def set_animation_speed(self, speed: float) -> None:
        """The settings' animation speed (tests: a huge one plays without pauses)."""
        self.player.set_base_speed(speed)

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        title = self.title or ", ".join(self.model.name(s) for s in self.model.setup.occupied)
        self.setWindowTitle(translate("ReplayWindow", "Replay: {title}").format(title=title))
        self.board.as_widget().setAccessibleName(
            translate("ReplayWindow", "Game board of the replay")
        )
        self.side.setAccessibleName(translate("ReplayWindow", "The replay's log"))
        self.players.setText(self._players_text())
        self.step_text.setAccessibleName(translate("ReplayWindow", "The step shown"))
        self.play_on_button.setText(translate("ReplayWindow", "&Play on from here…"))
        self.play_on_button.setAccessibleName(translate("ReplayWindow", "Play on from here"))
        self.play_on_button.setToolTip(
            translate(
                "ReplayWindow",
                "A new game from the position shown: you choose who plays each seat.",
            )
        )
        self.controls.retranslate()
        self.log.retranslate()
        self.events.retranslate()
        lines = self.step_text.fontMetrics().lineSpacing()
        self.step_text.setMinimumHeight(3 * lines + 4)  # (three lines: nothing jumps)

    def _players_text(self) -> str:
        from madn_qt.texts import seat_label

        setup = self.model.setup
        names = ", ".join(seat_label(s, setup.name(s)) for s in setup.occupied)
        if self.model.date:
            return translate("ReplayWindow", "{players} · {date}").format(
                players=names, date=self.model.date
            )
        return names

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.model.write_lines()
            self.log.set_entries(self.model.entries)
            self.retranslate()
            self.step_text.setText(self.model.said(self.player.index))
        super().changeEvent(event)

    # --- the person's commands ---------------------------------------------------------------
    def _on_asked(self, name: str) -> None:
        actions: dict[str, Callable[[], None]] = {
            "start": lambda: self._jump(0),
            "turn_back": self.turn_back,
            "step_back": self.player.step_back,
            "play": self.player.toggle,
            "step_on": self.player.step_forward,
            "turn_on": self.turn_on,
            "end": lambda: self._jump(self.model.count),
        }
        actions[name]()

    def _jump(self, k: int) -> None:
        self.player.pause()
        self.player.jump(k)

    def turn_back(self) -> None:
        """Ctrl+Left: to the start of this turn, or of the one before when at a start."""
        self._jump(self.model.previous_turn(self.player.index))

    def turn_on(self) -> None:
        """Ctrl+Right: to the start of the next turn (the end if there is none)."""
        self._jump(self.model.next_turn(self.player.index))

    def _activate_focused(self) -> None:
        """Enter: the focused button (Space plays and pauses), or the focused log line."""
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and focus.window() is self:
            focus.click()
        elif focus is self.log:
            self.log.activate_current()

    def _on_shown(self, k: int) -> None:
        """A step is shown whole: its log line marked, its words shown and told."""
        said = self.model.said(k)
        self.step_text.setText(said)
        self.step_text.setAccessibleDescription(said)
        self.log.show_step(self.model.entry_at(k))
        self.log.announce(said)
        self.play_on_button.setEnabled(not self.model.positions[k].over)

    # --- play on -----------------------------------------------------------------------------
    def ask_play_on(self) -> PlayOnDialog | None:
        """Ask who plays each seat from the step shown on; ``play_on`` once agreed."""
        if self.play_on_dialog is not None:
            self.play_on_dialog.raise_()
            return self.play_on_dialog
        k = self.player.index
        if self.model.positions[k].over:
            return None
        self.player.pause()
        dialog = PlayOnDialog(self.model.setup, k, self)
        self.play_on_dialog = dialog

        def finished(result: int) -> None:
            self.play_on_dialog = None
            if result == QDialog.DialogCode.Accepted:
                self.play_on.emit(dialog.setup(), k)
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    # --- sound and closing -------------------------------------------------------------------
    def _play(self, name: str) -> None:
        if self.sound is None or not self.settings.sound_on:
            return
        with contextlib.suppress(ValueError, RuntimeError):
            self.sound.play(name)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.player.stop()
        super().closeEvent(event)
