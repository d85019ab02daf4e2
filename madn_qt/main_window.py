"""The main window: the board, the side panel, the move log, menus and dialogs.

The window wires the :class:`~madn_qt.controller.GameController` to the widgets. It never
changes game state itself: rolls and moves go to the controller as requests, which it accepts
only while a local human is to act. Dialogs are opened with ``open()`` (window-modal, no nested
event loop); New game and Rules pause the AI while they are open.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Protocol, cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QSplitter,
    QVBoxLayout,
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
from core.position import Phase
from core.rules import Rules
from core.setup import Setup
from madn_qt.controller import Stage
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
        self._last_pips = 0
        self._die_rolling = False  # the board's die tumbles: the panel waits for it
        self._last_stage = Stage.IDLE
        self.seed: int | None = None  # --seed: every new game's dice and AI start from it
        # Where an unfinished game is kept, at every new turn and on closing (run_app sets the
        # app's data folder; None, as in most tests: nothing is kept).
        self.autosave: Path | None = None

        side = QWidget(self)
        side.setMinimumWidth(340)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.panel)
        side_layout.addWidget(self.move_log, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.board)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)
        self._build_menus()
        self.network = install_network(self)  # Game ▸ Network game… (madn_qt/network)

        self.panel.roll_clicked.connect(self.roll)
        self.panel.move_chosen.connect(self.controller.request_move)
        self.panel.follow_toggled.connect(self._on_follow)
        self.panel.sound_toggled.connect(self._on_sound)
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
        c.game_over.connect(self._on_game_over)

        self.space = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.space.setContext(Qt.ShortcutContext.WindowShortcut)
        self.space.activated.connect(self.roll)
        app = QApplication.instance()
        if app is not None and sound is not None:
            # Audio starts after the first key (a shortcut such as Space included) or click.
            sound.unlock_on_first_input(app)
        self._apply_settings()
        self.retranslate()
        self._refresh()
        self.resize(1280, 800)

    # --- menus -------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_game_action = QAction(self)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_game_action.triggered.connect(self.open_new_game)
        self.roll_action = QAction(self)  # Space is the window shortcut; the menu only shows it
        self.roll_action.triggered.connect(self.roll)
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.open_settings)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(self.show_hint)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: self.files.open())
        self.save_action = QAction(self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(lambda: self.files.save())
        self.game_menu.addActions([self.new_game_action, self.roll_action, self.hint_action])
        self.game_menu.addSeparator()
        self.game_menu.addActions([self.open_action, self.save_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.follow_action = QAction(self)
        self.follow_action.setCheckable(True)
        self.follow_action.toggled.connect(self.panel.set_follow_camera)
        self.sound_action = QAction(self)
        self.sound_action.setCheckable(True)
        self.sound_action.toggled.connect(self.panel.set_sound)
        self.view_menu.addActions([self.follow_action, self.sound_action])
        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.open_rules)
        self.help_menu.addAction(self.rules_action)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Mensch ärgere Dich nicht"))
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_game_action.setText(translate("MainWindow", "&New game…"))
        space = translate("MainWindow", "Space")  # the key's name, as the panel's Roll says it
        self.roll_action.setText(translate("MainWindow", "&Roll the die") + "\t" + space)
        self.hint_action.setText(translate("MainWindow", "Show a &hint"))
        self.open_action.setText(translate("MainWindow", "&Open game…"))
        self.save_action.setText(translate("MainWindow", "&Save game…"))
        self.settings_action.setText(translate("MainWindow", "&Settings…"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.follow_action.setText(translate("MainWindow", "&Follow camera"))
        self.sound_action.setText(translate("MainWindow", "&Sound"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.rules_action.setText(translate("MainWindow", "&Rules"))
        self.board.setAccessibleName(translate("MainWindow", "Game board"))
        self.panel.retranslate()
        self.move_log.retranslate()
        self.log.rewrite()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- settings, sound and the board's options ---------------------------------------------
    def _apply_settings(self) -> None:
        s = self.settings
        self.follow_action.setChecked(s.follow_camera)
        self.panel.set_follow_camera(s.follow_camera)
        self.sound_action.setChecked(s.sound_on)
        self.panel.set_sound(s.sound_on)
        self._on_follow(s.follow_camera)
        self._on_sound(s.sound_on)
        self._board_call("set_reduced_motion", self.reduced_motion)
        self._board_call("set_landscape_motion", s.landscape_animation and not self.reduced_motion)
        self.set_animation_speed(s.animation_speed)

    def set_animation_speed(self, speed: float) -> None:
        """Pace of board animations and AI pauses (tests use a huge value to play fast)."""
        self.controller.set_animation_speed(speed)
        self._board_call("set_animation_speed", speed)

    def set_reduced_motion(self, reduced: bool) -> None:
        self.reduced_motion = reduced
        self._board_call("set_reduced_motion", reduced)
        landscape = self.settings.landscape_animation and not reduced
        self._board_call("set_landscape_motion", landscape)

    def _board_call(self, name: str, *args: Any) -> None:
        method = getattr(self.board, name, None)
        if method is not None:
            method(*args)

    def _on_follow(self, follow: bool) -> None:
        if follow != self.follow_action.isChecked() or follow != self.settings.follow_camera:
            self._play("click")
        self.follow_action.setChecked(follow)
        self._board_call("set_follow_camera", follow)
        if follow != self.settings.follow_camera:
            self.settings.follow_camera = follow

    def _on_sound(self, on: bool) -> None:
        self.sound_action.setChecked(on)
        if self.sound is not None:
            self.sound.set_enabled(on)
        if on != self.settings.sound_on:
            self.settings.sound_on = on

    def _play(self, name: str) -> None:
        if self.sound is not None:
            try:
                self.sound.play(name)
            except (ValueError, RuntimeError):
                log.exception("sound %s", name)

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
        rolls = [e for e in opened.events if isinstance(e, Rolled | RollOffRolled)]
        self._last_pips = sum(rolls[-1].pips) if rolls else 0  # the die shows the last roll
        self._refresh()

    def _clear_game(self, setup: Setup) -> None:
        if self.ranking_dialog is not None:
            self.ranking_dialog.close()
            self.ranking_dialog = None
        self.log.reset(roll_off=setup.rules.roll_off)
        self._last_pips = 0

    def roll(self) -> None:
        self.controller.request_roll()  # ignored unless a local human is to roll

    def show_hint(self) -> None:
        """Mark and focus the figure button of the move the hint suggests (a screen reader reads
        it out; Enter plays it). Nothing happens unless a local human is choosing a move."""
        move = self.controller.hint()
        position = self.controller.position
        if move is not None and position is not None:
            self.panel.show_hint(move)
            self._board_call("set_hinted", position.turn, move.figure)

    def _on_game_started(self, setup: Setup) -> None:
        names = {seat: setup.name(seat) for seat in setup.occupied}
        self.panel.set_names(names)
        self.log.new_game(tuple(names.values()))

    def _on_events(self, events: list[Happening], _position: object) -> None:
        for event in events:
            if isinstance(event, Rolled | RollOffRolled):
                self._last_pips = sum(event.pips)
                self._die_rolling = True
                self._play("dice")
            elif isinstance(event, Captured) and not self._board_cues:
                self._play("capture")
            elif isinstance(event, Moved) and not self._board_cues:
                self._play("goal" if event.target >= GOAL_START else "step")
            elif isinstance(event, TrainPassed) and not self._board_cues:
                self._play("train")
            elif isinstance(event, SeatFinished | GameOver):
                self._play("win")
        self.log.events(events)
        if self.autosave is not None and any(isinstance(e, TurnStarted | GameOver) for e in events):
            # Kept at every new turn (a few kB, written atomically), so that not even a crash
            # or a power cut loses more than the turn in progress; the end of the game drops it.
            self.files.keep_for_next_time(self.autosave)
        self._refresh()

    def _on_game_over(self, ranking: tuple[tuple[int, int], ...]) -> None:
        position = self.controller.position
        setup = self.controller.setup
        if position is None or setup is None:
            return
        names = {seat: setup.name(seat) for seat in setup.occupied}
        self.ranking_dialog = RankingDialog(ranking, position, names, self)
        self.ranking_dialog.play_again.connect(lambda: self.start_game(setup))
        self.ranking_dialog.open()

    def _refresh(self, *_: object) -> None:
        c = self.controller
        position = c.position
        stage = c.stage
        self.save_action.setEnabled(position is not None)
        if position is None:
            self.roll_action.setEnabled(False)
            self.hint_action.setEnabled(False)
            self.panel.show_turn(None, "", True)
            self.panel.show_die(0, None)
            self.panel.show_figures(None, [], False)
            self.panel.show_train(None)
            self.panel.set_roll_enabled(False)
            self.panel.set_status(translate("MainWindow", "Start a new game from the Game menu."))
            return
        seat = position.turn
        if position.phase is Phase.OVER and position.finished:
            seat = position.finished[0]  # the winner
        name = c.name(seat)
        human = c.is_human(seat)
        self.panel.show_turn(seat, name, human)
        tries = position.rolls_left if position.phase is Phase.ROLL else None
        if tries is not None and tries <= 1 and stage is not Stage.OVER:
            tries = None
        if stage is not Stage.ANIMATING:
            self._die_rolling = False
        self.panel.show_die(self._last_pips, tries, rolling=self._die_rolling)
        self.panel.show_train(position)
        accepts = c.accepts_input()
        self.panel.show_figures(position, c.choices, accepts and stage is Stage.HUMAN_MOVE)
        self.panel.set_roll_enabled(accepts and stage is Stage.HUMAN_ROLL)
        self.roll_action.setEnabled(accepts and stage is Stage.HUMAN_ROLL)
        self.hint_action.setEnabled(accepts and stage is Stage.HUMAN_MOVE)
        self.panel.set_status(self._status_text(stage, name))
        if stage is not self._last_stage:
            self._last_stage = stage
            if stage is Stage.HUMAN_MOVE and accepts:
                self.panel.focus_first_choice()
            elif stage is Stage.HUMAN_ROLL and accepts:
                self.panel.roll_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _status_text(self, stage: Stage, name: str) -> str:
        if self.controller.paused:
            return translate("MainWindow", "Paused while the dialog is open.")
        texts = {
            Stage.IDLE: "",
            Stage.HUMAN_ROLL: translate("MainWindow", "{name}, roll the die (Space)."),
            Stage.HUMAN_MOVE: translate(
                "MainWindow", "{name}, choose a figure: Tab and Enter, or click it on the board."
            ),
            Stage.AI_TURN: translate("MainWindow", "{name} is thinking…"),
            Stage.AUTO_PASS: translate("MainWindow", "{name} cannot move."),
            Stage.ANIMATING: "",
            Stage.OVER: translate("MainWindow", "The game is over. {winner} wins."),
        }
        return texts[stage].format(name=name, winner=self._winner_name())

    def _winner_name(self) -> str:
        position = self.controller.position
        if position is None or not position.finished:
            return ""
        return self.controller.name(position.finished[0])

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
            self.start_game(setup)
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
        if self.autosave is not None:
            self.files.keep_for_next_time(self.autosave)
        self.controller.shutdown()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.settings.sync()
        super().closeEvent(event)
