"""The main window: the board, the side panel, the move log, menus and dialogs.

The window wires the :class:`~madn_qt.controller.GameController` to the widgets. It never
changes game state itself: rolls and moves go to the controller as requests, which it accepts
only while a local human is to act. Dialogs are opened with ``open()`` (window-modal, no nested
event loop); New game and Rules pause the AI while they are open.

The keyboard always plays (docs/ui.md, "Keyboard"): Space rolls and Enter plays the current
choice from anywhere in the window (window shortcuts, no auto-repeat); while a local human
chooses, Tab and Shift+Tab walk the choices round and round (:meth:`MainWindow.focusNextPrevChild`);
after every dialog the focus goes back to the current choice or to Roll
(:meth:`MainWindow.restore_focus`). The current choice is shown on the board
(``board.set_focused``).

The window opens at a size that fits the screen with its frame (:mod:`madn_qt.window_place`) and
remembers its size, place and state (the settings' ``window_geometry``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Protocol, cast

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtGui import (
    QCloseEvent,
    QKeySequence,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QSplitter,
    QWidget,
)

from core.board import GOAL_START
from core.chance import ChanceProvider
from core.happenings import (
    Captured,
    GameOver,
    Happening,
    Moved,
    Rolled,
    RollOffRolled,
    SeatFinished,
    TrainPassed,
    TurnStarted,
)
from core.moves import Move
from core.position import Phase
from core.rules import Rules
from core.setup import Setup
from core.tally import game_tally
from madn_qt import status_line
from madn_qt.controller import Pace, Stage
from madn_qt.dialogs.new_game import NewGameDialog
from madn_qt.dialogs.ranking import RankingDialog
from madn_qt.dialogs.rules_dialog import RulesDialog
from madn_qt.dialogs.settings_dialog import SettingsDialog
from madn_qt.game_files import GameFiles
from madn_qt.game_log import GameLog
from madn_qt.move_log import MoveLogFormatter, MoveLogView
from madn_qt.network.controller import NetworkController
from madn_qt.network.glue import install as install_network
from madn_qt.panel import SidePanel
from madn_qt.qt_compat import protect_none
from madn_qt.saved_game import OpenedGame
from madn_qt.settings import Settings
from madn_qt.side_column import SideColumn
from madn_qt.window_menus import WindowMenus
from madn_qt.window_place import WindowPlacement

log = logging.getLogger(__name__)
protect_none()  # before any Qt call: see madn_qt/qt_compat.py
translate = QCoreApplication.translate


class SoundPlayer(Protocol):
    """What the window needs from ``madn_qt.sound.SoundBoard``."""

    def set_enabled(self, enabled: bool) -> None: ...

    def is_unlocked(self) -> bool: ...

    def unlock(self) -> None: ...

    def unlock_on_first_input(self, app: QCoreApplication) -> None: ...

    def play(self, name: str) -> bool: ...

    # Optional: ``has_audio_device() -> bool``; without it the window asks QMediaDevices.


def make_board(flat: bool = False) -> QWidget:
    """The 3D ``madn_qt.board.BoardView`` when it is available, else the flat painted board."""
    if not flat:
        try:
            from madn_qt.board import BoardView

            return cast(QWidget, BoardView())
        except (ImportError, AttributeError) as error:
            log.info("3D board not available (%s); using the flat board", error)
        except Exception:  # a broken GL stack must not stop the game
            log.exception("3D board failed; using the flat board")
    from madn_qt.flat_board import FlatBoardView

    return FlatBoardView()


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings | None = None,
        *,
        flat_board: bool = False,
        reduced_motion: bool = False,
        sound: SoundPlayer | None = None,
        language: str = "en",
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings if settings is not None else Settings()
        self.language = language
        self.reduced_motion = reduced_motion
        self.board = make_board(flat_board)
        self.board.setAccessibleName(translate("MainWindow", "Game board"))
        # The board is an Animator; PySide6's stubs type a class's Signal as Signal, not the
        # SignalInstance an instance hands out, so the protocol check needs the cast.
        self.controller = NetworkController(cast(Any, self.board), self)  # LAN games too
        self.files = GameFiles(self)
        self.panel = SidePanel(self)
        self.move_log = MoveLogView(self)
        self.formatter = MoveLogFormatter(self.controller.name, self)
        self.log = GameLog(self.move_log, self.formatter)
        self.sound = sound
        self.ranking_dialog: RankingDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self._last_pips = 0  # the current player's roll (0: none yet in this turn)
        self._series = False  # the player to move has a series of tries for a 6
        self._die_rolling = False  # the board's die tumbles: the panel waits for it
        self._last_stage = Stage.IDLE
        self._focused: tuple[int, Move] | None = None  # the current choice shown on the board
        self._closing = False  # the player agreed to quit without saving
        self.seed: int | None = None  # --seed: every new game's dice and AI start from it
        # Where an unfinished game is kept, at every new turn and on closing (run_app sets the
        # app's data folder; None, as in most tests: nothing is kept).
        self.autosave: Path | None = None

        side = SideColumn(self.panel, self.move_log, self)
        self.side = side
        self.panel_scroll = side.panel_scroll
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)  # the board takes what the window gains
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.placement = WindowPlacement(self, self.splitter, self.settings)
        self.menus = WindowMenus(self)
        self.network = install_network(self)  # Game ▸ Network game… (madn_qt/network)

        self.panel.roll_clicked.connect(self.roll)
        self.panel.move_chosen.connect(self.controller.request_move)
        self.panel.choice_focused.connect(self._on_choice_focused)
        self.panel.follow_toggled.connect(self._on_follow)
        self.panel.sound_toggled.connect(self._on_sound)
        self.panel.pace_clicked.connect(self.next_pace)
        figure_clicked = getattr(self.board, "figure_clicked", None)
        if figure_clicked is not None:
            figure_clicked.connect(self.controller.request_figure)
        # The 3D board cues steps, goals, captures and the train in time with its animation;
        # over a board without cues they sound when the command is applied.
        sound_cue = getattr(self.board, "sound_cue", None)
        self._board_cues = sound_cue is not None
        if sound_cue is not None:
            sound_cue.connect(self._play)
        c = self.controller
        c.game_started.connect(self._on_game_started)
        c.events_applied.connect(self._on_events)
        c.stage_changed.connect(self._refresh)
        c.choices_changed.connect(self._refresh)
        c.paused_changed.connect(self._refresh)
        c.pace_changed.connect(self._on_pace)
        c.game_over.connect(self._on_game_over)

        # Space rolls and Enter plays the current choice wherever the focus is in the window
        # (the log, the board, a toggle); held down, neither repeats.
        self.space = self._shortcut(Qt.Key.Key_Space, self.roll)
        self.enter_keys = [
            self._shortcut(Qt.Key.Key_Return, self.play_current),
            self._shortcut(Qt.Key.Key_Enter, self.play_current),
        ]
        self._media_devices: Any = None
        app = QApplication.instance()
        if app is not None and sound is not None:
            # Audio starts after the first key (a shortcut such as Space included) or click.
            sound.unlock_on_first_input(app)
        self._watch_audio_devices()
        self._apply_settings()
        self.retranslate()
        self._refresh()
        self.place_window()

    def _shortcut(self, key: Qt.Key, slot: Any) -> QShortcut:
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.setAutoRepeat(False)
        shortcut.activated.connect(slot)
        return shortcut

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Mensch ärgere Dich nicht"))
        self.menus.retranslate()
        self.board.setAccessibleName(translate("MainWindow", "Game board"))
        self.panel.retranslate()
        self.move_log.retranslate()
        self.log.rewrite()
        self._reserve_texts()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- settings, sound and the board's options ---------------------------------------------
    def _apply_settings(self) -> None:
        s = self.settings
        self.menus.follow_action.setChecked(s.follow_camera)
        self.panel.set_follow_camera(s.follow_camera)
        self.menus.sound_action.setChecked(s.sound_on)
        self.panel.set_sound(s.sound_on)
        self._on_follow(s.follow_camera)
        self._on_sound(s.sound_on)
        self._board_call("set_reduced_motion", self.reduced_motion)
        self._board_call("set_landscape_motion", s.landscape_animation and not self.reduced_motion)
        self.set_animation_speed(s.animation_speed)

    def set_animation_speed(self, speed: float) -> None:
        """Pace of board animations and AI pauses (tests use a huge value to play fast); the
        controller hands it to the board (faster for the computer's turns)."""
        self.controller.set_animation_speed(speed)

    def set_reduced_motion(self, reduced: bool) -> None:
        self.reduced_motion = reduced
        self._board_call("set_reduced_motion", reduced)
        landscape = self.settings.landscape_animation and not reduced
        self._board_call("set_landscape_motion", landscape)

    def _board_call(self, name: str, *args: Any) -> None:
        method = getattr(self.board, name, None)
        if method is not None:
            method(*args)

    def reset_view(self) -> None:
        """View ▸ Reset view (R): the camera back to the overview after orbiting or zooming."""
        self._board_call("reset_view")

    def _on_follow(self, follow: bool) -> None:
        if follow != self.menus.follow_action.isChecked() or follow != self.settings.follow_camera:
            self._play("click")
        self.menus.follow_action.setChecked(follow)
        self._board_call("set_follow_camera", follow)
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

    # --- the pace of the computer's turns ----------------------------------------------------
    def next_pace(self) -> None:
        """F and the panel's pace button: normal → 4× faster → to the end → normal."""
        self.controller.set_pace(self.controller.pace.next())

    def _on_pace(self, pace: Pace) -> None:
        self.menus.pace_actions[pace].setChecked(True)
        self.panel.set_pace(pace.value)
        self._refresh()

    # --- the window's size and place ---------------------------------------------------------
    def place_window(self) -> None:
        self.placement.place()

    def fit_to_screen(self, available: QRect | None = None) -> None:
        self.placement.fit_to_screen(available)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.placement.shown()

    # --- game flow ---------------------------------------------------------------------------
    def start_game(
        self, setup: Setup, seed: int | None = None, chance: ChanceProvider | None = None
    ) -> None:
        """Replace the running game with a new one (after Start, or a quick start)."""
        self._clear_game(setup)
        self.controller.new_game(setup, chance=chance, seed=self.seed if seed is None else seed)

    def show_opened_game(
        self, opened: OpenedGame, seed: int | None = None, chance: ChanceProvider | None = None
    ) -> None:
        """Replace the running game with an opened saved one, its moves so far in the log."""
        self._clear_game(opened.setup)
        self.controller.continue_game(
            opened.setup, opened.game, chance=chance, seed=self.seed if seed is None else seed
        )
        self.log.history(opened.events)
        self._note_die(opened.events)  # the die shows the turn's last roll, if any
        self._die_rolling = False
        self._refresh()

    def _clear_game(self, setup: Setup) -> None:
        if self.ranking_dialog is not None:
            self.ranking_dialog.close()
            self.ranking_dialog = None
        self.log.reset(roll_off=setup.rules.roll_off)
        self._last_pips = 0
        self._series = False
        self.panel.set_rules(setup.rules)
        humans = [seat for seat in setup.occupied if setup.seats[seat].is_human]
        self._board_call("set_home_seat", humans[0] if humans else None)

    def roll(self) -> None:
        self.controller.request_roll()  # ignored unless a local human is to roll

    def play_current(self) -> None:
        """Enter: play the current choice (the focused figure's move, else the first that
        keeps the rules) — whatever has the focus in the window."""
        c = self.controller
        if c.stage is not Stage.HUMAN_MOVE or not c.accepts_input():
            return
        move = self.panel.current_choice()
        if move is not None:
            c.request_move(move)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab / Shift+Tab while a local human chooses: the next or previous choice, round and
        round (so a single choice keeps the focus); otherwise Qt's focus chain."""
        c = self.controller
        choosing = c.stage is Stage.HUMAN_MOVE and c.accepts_input()
        if choosing and self.panel.focus_choice(1 if next else -1):
            return True
        return super().focusNextPrevChild(next)

    def restore_focus(self) -> None:
        """After a dialog, a message or a click elsewhere: the keyboard focus back where the
        game goes on (the current choice, or Roll)."""
        c = self.controller
        if not c.accepts_input():
            return
        if c.stage is Stage.HUMAN_MOVE:
            self.panel.focus_current_choice()
        elif c.stage is Stage.HUMAN_ROLL:
            self.panel.roll_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_hint(self) -> None:
        """Mark and focus the figure button of the move the hint suggests (a screen reader reads
        it out; Enter plays it). Nothing happens unless a local human is choosing a move."""
        move = self.controller.hint()
        position = self.controller.position
        if move is not None and position is not None:
            self.panel.show_hint(move)
            self._board_call("set_hinted", position.turn, move.figure)

    def _on_choice_focused(self, move: Move | None) -> None:
        """The current choice on the board: its figure raised or ringed, its target marked."""
        position = self.controller.position
        if move is None or move.is_pass or position is None:
            if self._focused is not None:
                self._board_call("set_focused", self._focused[0], None, None)
            self._focused = None
            return
        seat = position.turn
        self._focused = (seat, move)
        self._board_call("set_focused", seat, move.figure, (seat, move.target))

    def _on_game_started(self, setup: Setup) -> None:
        names = {seat: setup.name(seat) for seat in setup.occupied}
        self.panel.set_names(names)
        self.log.new_game(tuple(names.values()))
        # The first turn starts without a TurnStarted event: its tries are the position's.
        position = self.controller.position
        self._series = (
            position is not None and position.phase is Phase.ROLL and position.rolls_left > 1
        )
        self._reserve_texts()

    def _note_die(self, events: list[Happening]) -> None:
        """Follow the current player's die: a roll shows, a new turn clears it; a series of
        tries for a 6 lasts until a figure moves or the turn ends."""
        for event in events:
            if isinstance(event, TurnStarted):
                self._last_pips = 0
                self._series = event.rolls > 1
            elif isinstance(event, Rolled | RollOffRolled):
                self._last_pips = sum(event.pips)
            elif isinstance(event, Moved):
                self._series = False

    def _on_events(self, events: list[Happening], _position: object) -> None:
        quiet = self.controller.skipping  # the computer's turns to the end: no sound either
        for event in events:
            if isinstance(event, Rolled | RollOffRolled):
                self._die_rolling = not quiet
                if not quiet:
                    self._play("dice")
            elif quiet and not isinstance(event, GameOver):
                continue
            elif isinstance(event, Captured) and not self._board_cues:
                self._play("capture")
            elif isinstance(event, Moved) and not self._board_cues:
                self._play("goal" if event.target >= GOAL_START else "step")
            elif isinstance(event, TrainPassed) and not self._board_cues:
                self._play("train")
            elif isinstance(event, SeatFinished | GameOver):
                self._play("win")
        self._note_die(events)
        self.log.events(events)
        if self.autosave is not None and any(isinstance(e, TurnStarted | GameOver) for e in events):
            # Kept at every new turn (a few kB, written atomically), so that not even a crash
            # or a power cut loses more than the turn in progress; the end of the game drops it.
            self.files.keep_for_next_time(self.autosave)
        self._refresh()

    def _on_game_over(self, ranking: tuple[tuple[int, int], ...]) -> None:
        """The end of a game, the one path for every game the controller plays (local seats,
        and a LAN game whose controller emits the same ``game_over``): the board celebrates
        the winner (:meth:`celebrate`; under reduced motion a still glow) and the ranking opens
        with the game's figures (:func:`core.tally.game_tally` of the controller's game)."""
        c = self.controller
        position, setup, game = c.position, c.setup, c.game
        if position is None or setup is None or game is None or not ranking:
            return
        if c.pace is not Pace.NORMAL:
            c.set_pace(Pace.NORMAL)  # "to the end" has arrived
        names = {seat: setup.name(seat) for seat in setup.occupied}
        self._board_call("celebrate", ranking[0][0])
        self.ranking_dialog = RankingDialog(ranking, position, names, self, tally=game_tally(game))
        self.ranking_dialog.play_again.connect(lambda: self.start_game(setup))
        self.ranking_dialog.open()

    def _kind(self, seat: int) -> str:
        setup = self.controller.setup
        return "" if setup is None else setup.seats[seat].kind.value

    def _refresh(self, *_: object) -> None:
        c = self.controller
        position = c.position
        stage = c.stage
        self.menus.save_action.setEnabled(position is not None)
        if position is None:
            self.menus.roll_action.setEnabled(False)
            self.menus.hint_action.setEnabled(False)
            self.panel.show_turn(None, "", True)
            self.panel.show_die(0, None)
            self.panel.show_figures(None, [], False)
            self.panel.show_train(None)
            self.panel.set_roll_enabled(False)
            self.panel.set_status(status_line.no_game_text())
            return
        seat = position.turn
        if position.phase is Phase.OVER and position.finished:
            seat = position.finished[0]  # the winner
        name = c.name(seat)
        human = c.is_human(seat)
        kind = self._kind(seat)
        self.panel.show_turn(seat, name, human, kind)
        tries: int | None = None
        if self._series and position.phase is Phase.ROLL and stage is not Stage.OVER:
            tries = position.rolls_left  # (once a move is on offer, tries no longer count)
        if stage is not Stage.ANIMATING:
            self._die_rolling = False
        self.panel.show_die(self._last_pips, tries, rolling=self._die_rolling)
        self.panel.show_train(position)
        accepts = c.accepts_input()
        other = ""
        if not human and stage is not Stage.OVER:
            other = self.panel.other_text(seat, name, kind)
        self.panel.show_figures(position, c.choices, accepts and stage is Stage.HUMAN_MOVE, other)
        self.panel.set_roll_enabled(accepts and stage is Stage.HUMAN_ROLL)
        self.menus.roll_action.setEnabled(accepts and stage is Stage.HUMAN_ROLL)
        self.menus.hint_action.setEnabled(accepts and stage is Stage.HUMAN_MOVE)
        self.panel.set_status(self._status_text(stage, name, human, len(c.choices)))
        self.side.panel_changed()
        if stage is not self._last_stage:
            self._last_stage = stage
            if stage is Stage.HUMAN_MOVE and accepts:
                self.panel.focus_first_choice()
            elif stage is Stage.HUMAN_ROLL and accepts:
                self.panel.roll_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- the status line ---------------------------------------------------------------------
    def _status_text(self, stage: Stage, name: str, human: bool, choices: int) -> str:
        """What is going on and which keys work now."""
        c = self.controller
        return status_line.status_text(
            stage,
            name,
            human=human,
            choices=choices,
            paused=c.paused,
            pace=c.pace,
            die_rolling=self._die_rolling,
            winner=self._winner_name(),
        )

    def _winner_name(self) -> str:
        position = self.controller.position
        if position is None or not position.finished:
            return ""
        return self.controller.name(position.finished[0])

    def _reserve_texts(self) -> None:
        """Hand the panel every text its turn, status and "who plays" lines can show in this
        game, so that each keeps one height for the whole game (nothing jumps)."""
        setup = self.controller.setup
        turn: list[str] = []
        other: list[str] = []
        for seat in setup.occupied if setup is not None else ():
            assert setup is not None
            name, kind = setup.name(seat), setup.seats[seat].kind.value
            human = setup.seats[seat].is_human
            turn.append(self.panel.turn_text(seat, name, human, kind))
            if not human:
                other.append(self.panel.other_text(seat, name, kind))
        self.panel.reserve_texts(turn, status_line.every_status_text(setup), other)

    # --- dialogs -----------------------------------------------------------------------------
    def open_new_game(self) -> NewGameDialog:
        if self.new_game_dialog is not None:
            self.new_game_dialog.raise_()
            return self.new_game_dialog
        setup = self.controller.setup
        if setup is None:
            setup = self.settings.last_setup or NewGameDialog.default_setup()
        dialog = NewGameDialog(setup, self)
        self.new_game_dialog = dialog
        self.controller.pause()
        dialog.finished.connect(self._new_game_closed)
        dialog.open()
        return dialog

    def _new_game_closed(self, result: int) -> None:
        dialog = self.new_game_dialog
        self.new_game_dialog = None
        self.controller.resume()
        if dialog is None:
            return
        if result == QDialog.DialogCode.Accepted:
            setup = dialog.setup()
            self.settings.last_setup = setup
            # A running game that is not saved is not replaced without a question.
            self.files.confirm_replace(lambda: self.start_game(setup))
        else:
            self.restore_focus()
        dialog.deleteLater()

    def open_rules(self) -> RulesDialog:
        if self.rules_dialog is not None:
            self.rules_dialog.raise_()
            return self.rules_dialog
        setup = self.controller.setup
        rules = setup.rules if setup is not None else Rules()
        dialog = RulesDialog(rules, self)
        self.rules_dialog = dialog
        self.controller.pause()
        dialog.finished.connect(self._rules_closed)
        dialog.open()
        return dialog

    def _rules_closed(self, _result: int) -> None:
        dialog, self.rules_dialog = self.rules_dialog, None
        self.controller.resume()
        if dialog is not None:
            dialog.deleteLater()
        self.restore_focus()

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

    # --- closing -----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        """Quit: the game is kept for next time; when it can be neither kept nor was saved,
        the player is asked first (Save…, Quit without saving, Cancel)."""
        # A LAN game is kept by its host (this app's table is resumed next time; a joiner
        # rejoins with its token): nothing to ask.
        lan = self.network.in_game()
        self.network.shutdown()  # the lobby, the table or connection, the network thread
        if not self._closing and not lan and not self.files.confirm_quit(self._quit_confirmed):
            event.ignore()
            return
        if self.autosave is not None and not self._closing:
            self.files.keep_for_next_time(self.autosave)
        self.placement.remember()
        self.controller.shutdown()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
            self.side.stop()
        self.settings.sync()
        super().closeEvent(event)

    def _quit_confirmed(self) -> None:
        self._closing = True
        self.close()
