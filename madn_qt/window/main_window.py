"""The main window: the board, the side panel, the move log, menus and dialogs.

The window wires the :class:`~madn_qt.play.controller.GameController` to the widgets. It never
changes game state itself: rolls and moves go to the controller as requests, which it accepts
only while a local human is to act. Dialogs are opened with ``open()`` (window-modal, no nested
event loop); New game and Rules pause the AI while they are open, and so do the menus, Settings,
About, the statistics, the history and the replays (:mod:`madn_qt.window.attention`).

The keyboard always plays (docs/ui.md, "Keyboard"): Space rolls and Enter plays the current
choice from anywhere in the window (window shortcuts, no auto-repeat); while a local human
chooses, Tab and Shift+Tab walk the choices round and round (:meth:`MainWindow.focusNextPrevChild`);
after every dialog the focus goes back to the current choice or to Roll
(:meth:`MainWindow.restore_focus`). The current choice is shown on the board
(``board.set_focused``).

The window opens at a size that fits the screen with its frame (:mod:`madn_qt.place`) and
remembers its size, place and state (the settings' ``window_geometry``).

This module builds the window and keeps the game flow: new and opened games, the keys and the
focus, the pace, the New game, Rules and ranking dialogs, the game kept for next time, and
closing. The window owns its parts as objects of their own: what it shows of the game as it goes
(:class:`~madn_qt.window.game_view.GameView`, ``view``), its settings, sound and board options
(:class:`~madn_qt.window.settings.SettingsApplier`, ``applier``), its menus
(:mod:`madn_qt.window.menus`), Open and Save (:mod:`madn_qt.files.game_files`). It is the
:class:`~madn_qt.files.protocol.GameWindow` the files, the replays and the network's glue use.
"""

from __future__ import annotations

import datetime
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeySequence,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QWidget,
)

from core.chance import ChanceProvider
from core.game import Game
from core.history import History
from core.record import Record
from core.rules import Rules
from core.seat_stats import game_tally
from core.setup import Setup
from madn_qt.board import make_board
from madn_qt.dialogs.new_game import NETWORK, NewGameDialog
from madn_qt.dialogs.ranking import RankingDialog
from madn_qt.dialogs.rules_dialog import RulesDialog
from madn_qt.dialogs.settings_dialog import SettingsDialog
from madn_qt.files import saved_game
from madn_qt.files.game_files import GameFiles
from madn_qt.files.saved_game import OpenedGame
from madn_qt.history.window import HistoryDialog
from madn_qt.history.writer import GameClock, add_finished_game
from madn_qt.log.game_log import GameLog
from madn_qt.log.move_log import MoveLogFormatter, MoveLogView
from madn_qt.network.glue import install as install_network
from madn_qt.network.host_wait import wait_minutes
from madn_qt.panel.column import SideColumn, StatusBarWhenNeeded
from madn_qt.panel.side_panel import SidePanel
from madn_qt.place import WindowPlacement
from madn_qt.play.controller import GameController, Stage
from madn_qt.play.pace import Pace
from madn_qt.qt_compat import protect_none
from madn_qt.replay.files import ReplayOpener
from madn_qt.replay.window import ReplayWindow
from madn_qt.settings import LOG_HEIGHT_MAX, Settings
from madn_qt.statistics import StatisticsDialog, decision_seconds
from madn_qt.window.attention import AttentionPause
from madn_qt.window.board_status import BoardStatus
from madn_qt.window.full_screen import FullScreen
from madn_qt.window.game_actions import GameActions
from madn_qt.window.game_view import GameView
from madn_qt.window.help import WindowHelp
from madn_qt.window.menus import WindowMenus
from madn_qt.window.settings import SettingsApplier

if TYPE_CHECKING:
    from madn_qt.sound import SoundPlayer

log = logging.getLogger(__name__)
Shown = TypeVar("Shown", bound=QWidget)


def bring_up(window: Shown) -> Shown:
    """A window of the game's (statistics, history) shown in front, with the keyboard."""
    window.show()
    window.raise_()
    window.activateWindow()
    return window


protect_none()  # before any Qt call: see madn_qt/qt_compat.py
translate = QCoreApplication.translate


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
        self.board = make_board(flat_board)
        self.controller = GameController(self.board, self)  # LAN games too (network.lan_game)
        self.files: GameFiles = GameFiles(self)
        self.replays: ReplayOpener = ReplayOpener(self, self.files)  # Watch a replay…, Play on
        self.panel: SidePanel = SidePanel(self)
        self.move_log = MoveLogView(self)
        # (a capture of a figure a person plays here is marked: in a LAN game, this computer's)
        self.formatter = MoveLogFormatter(self.controller.name, self, own=self.controller.is_human)
        self.log = GameLog(self.move_log, self.formatter)
        self.ranking_dialog: RankingDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.history_dialog: HistoryDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self._closing = False  # the player agreed to quit without saving
        self.seed: int | None = None  # --seed: every new game's dice and AI start from it
        # Where an unfinished game is kept, at every new turn and on closing (run_app sets the
        # app's data folder; None, as in most tests: nothing is kept).
        self.autosave: Path | None = None

        side = SideColumn(self.panel, self.move_log, self, log_height=self.settings.log_height)
        side.log_height_changed.connect(self._on_log_height)
        self.side = side
        self.panel_scroll = side.panel_scroll
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.board.as_widget())
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)  # the board takes what the window gains
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.placement = WindowPlacement(self, self.splitter, self.settings)
        self.menus = WindowMenus(self)
        self.help = WindowHelp(self, self.menus.help_menu)  # How to play, the keys (help.py)
        self.full_screen = FullScreen(self, self.settings, self.menus.full_screen_action)
        self.applier = SettingsApplier(
            self,
            self.settings,
            self.board,
            self.controller,
            self.panel,
            self.menus,
            self.restore_focus,
            sound=sound,
            reduced_motion=reduced_motion,
            language=language,
        )
        self.view = GameView(
            self.controller,
            self.board,
            self.panel,
            side,
            self.menus,
            self.log,
            self.applier.play,
            self,
        )
        self.network = install_network(self)  # Game ▸ Network game… (madn_qt/network)
        StatusBarWhenNeeded(self)  # (the LAN game's line; the window, its parent, keeps it)
        self.board_status = BoardStatus(self)  # (the board in words; B speaks them)
        self.attention = AttentionPause(self.controller, self)  # (the computers wait meanwhile)
        self.attention.watch_menus(self.menuBar())
        self.replays.opened.connect(self.attention.watch)

        self.panel.roll_clicked.connect(self.roll)
        self.panel.move_chosen.connect(self.controller.request_move)
        events = self.panel.event_box
        events.confirmed.connect(self.controller.request_confirm)
        events.picked.connect(self.controller.request_pick)
        events.offered.connect(self.board.set_pickable)
        events.figure_focused.connect(self.view.pick_focused)
        events.sound_cue.connect(self.applier.play)  # (the wheel's ratchet as it turns)
        self.controller.set_wheel(events)
        events.show_wheel_over(self.board)  # (large over the board; the panel stays compact)
        self.panel.choice_focused.connect(self.view.choice_focused)
        self.panel.follow_toggled.connect(self.applier.follow)
        self.panel.sound_toggled.connect(self.applier.sound_on)
        self.panel.pace_clicked.connect(self.next_pace)
        self.board.figure_clicked.connect(self.view.figure_clicked)
        self.board.sound_cue.connect(self.applier.play)
        c = self.controller
        self.view.listen()  # (the game's start, seats, happenings and stages)
        c.step_played.connect(self.files.keep_step)  # (the game kept for next time, each command)
        c.position_changed.connect(self.files.keep_slice)
        c.pace_changed.connect(self._on_pace)
        c.game_over.connect(self._on_game_over)
        self.game_clock = GameClock(c)  # (a finished game's time and each command's, for history)
        board = self.board.as_widget()  # Undo, Redo, Pause (Game menu)
        self.game_actions = GameActions(self, c, self.menus, self.view, self.log, board, self._went)

        # Space rolls and Enter plays the current choice wherever the focus is in the window
        # (the log, the board, a toggle); held down, neither repeats. (The window, their
        # parent, keeps the shortcuts.)
        self._shortcut(Qt.Key.Key_Space, self.roll)
        self._shortcut(Qt.Key.Key_Return, self.play_current)
        self._shortcut(Qt.Key.Key_Enter, self.play_current)
        app = QApplication.instance()
        if app is not None and sound is not None:
            # Audio starts after the first key (a shortcut such as Space included) or click.
            sound.unlock_on_first_input(app)
        self.applier.watch_audio_devices()
        self.applier.apply()
        self.retranslate()
        self.view.refresh()
        self.place_window()

    def _shortcut(self, key: Qt.Key, slot: Any) -> QShortcut:
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.setAutoRepeat(False)
        shortcut.activated.connect(slot)
        return shortcut

    # --- what the files, the replays and the network ask of the window (GameWindow) ---------
    def as_widget(self) -> MainWindow:
        return self

    def set_autosave(self, path: Path | None) -> None:
        """Keep the unfinished game in ``path`` from now on (``None``: nothing is kept, as
        during a LAN game)."""
        self.autosave = path

    def lan_role(self) -> str:
        """``host`` or ``join`` while the window shows a LAN game that runs; '' otherwise."""
        return self.network.lan_role()

    def add_game_action(self, action: QAction) -> None:
        """``action`` in the Game menu, after New game (Network game…)."""
        self.menus.add_game_action(action)

    # --- its settings, sound and board options (the applier's) -------------------------------
    @property
    def sound(self) -> SoundPlayer | None:
        return self.applier.sound

    @sound.setter
    def sound(self, sound: SoundPlayer | None) -> None:
        self.applier.sound = sound

    @property
    def reduced_motion(self) -> bool:
        return self.applier.reduced_motion

    @property
    def language(self) -> str:
        return self.applier.language

    @language.setter
    def language(self, language: str) -> None:
        self.applier.language = language

    def set_animation_speed(self, speed: float) -> None:
        self.applier.set_animation_speed(speed)

    def set_reduced_motion(self, reduced: bool) -> None:
        self.applier.set_reduced_motion(reduced)

    def open_settings(self) -> SettingsDialog:
        return self.attention.watch(self.applier.open_dialog())

    def reset_view(self) -> None:
        """View ▸ Reset view (R): the camera back to the overview after orbiting or zooming."""
        self.board.reset_view()

    # --- texts -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Mensch ärgere Dich nicht"))
        self.menus.retranslate()
        self.game_actions.retranslate()
        self.panel.retranslate()
        self.side.retranslate()
        self.move_log.retranslate()
        self.log.rewrite()
        self.view.reserve_texts()
        self.view.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the pace of the computer's turns ----------------------------------------------------
    def next_pace(self) -> None:
        """F and the panel's pace button: normal → 4× faster → to the end → normal."""
        self.controller.set_pace(self.controller.pace.next())

    def _on_pace(self, pace: Pace) -> None:
        self.menus.pace_actions[pace].setChecked(True)
        self.panel.set_pace(pace.value)
        self.view.refresh()

    # --- the window's size and place ---------------------------------------------------------
    def _on_log_height(self, height: int) -> None:
        """The player dragged the handle between the panel and the log: kept for next time."""
        self.settings.log_height = min(height, LOG_HEIGHT_MAX)

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
        seed = self.seed if seed is None else seed
        self.controller.continue_game(
            opened.setup, opened.game, chance=chance, seed=seed, taken_back=opened.taken_back
        )
        self.log.history(opened.happenings)
        self.view.opened(opened.happenings)  # the die shows the turn's last roll, if any

    def _clear_game(self, setup: Setup) -> None:
        self.close_ranking()
        self.log.reset(roll_off=setup.rules.roll_off)
        self.view.cleared()
        self.panel.set_rules(setup.rules)
        humans = [seat for seat in setup.occupied if setup.seats[seat].is_human]
        self.board.set_home_seat(humans[0] if humans else None)

    def roll(self) -> None:
        """Space: roll the die, or confirm the event the wheel drew (ignored unless a local
        human is to do one of them)."""
        if self.controller.stage is Stage.HUMAN_CONFIRM:
            self.controller.request_confirm()
        else:
            self.controller.request_roll()

    def play_current(self) -> None:
        """Enter: play the current choice (the focused figure's move, else the first that
        keeps the rules; the focused pick; Confirm) — whatever has the focus in the window."""
        c = self.controller
        if c.stage is Stage.HUMAN_CONFIRM:
            c.request_confirm()
            return
        if c.stage is Stage.HUMAN_PICK:
            if not self.panel.event_box.activate_focused():
                self.panel.event_box.focus_answer()
            return
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
        elif c.stage in (Stage.HUMAN_CONFIRM, Stage.HUMAN_PICK):
            self.panel.event_box.focus_answer()
        elif c.stage is Stage.HUMAN_ROLL:
            self.panel.roll_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_hint(self) -> None:
        """Mark and focus the figure button of the move the hint suggests (a screen reader reads
        it out; Enter plays it). Nothing happens unless a local human is choosing a move."""
        move = self.controller.hint()
        position = self.controller.position
        if move is not None and position is not None:
            self.panel.show_hint(move)
            self.board.set_hinted(position.turn, move.figure)

    def _on_game_over(self, ranking: tuple[tuple[int, int], ...]) -> None:
        """The end of a game, the one path for every game the controller plays (local seats,
        and a LAN game whose controller emits the same ``game_over``): the board celebrates
        the winner (:meth:`celebrate`; under reduced motion a still glow) and the ranking opens
        with the game's figures (:func:`core.seat_stats.game_tally` of the controller's game)."""
        c = self.controller
        position, setup, game = c.position, c.setup, c.game
        if position is None or setup is None or game is None or not ranking:
            return
        c.end_reached()  # "to the end" has arrived
        note = add_finished_game(c, self.game_clock)  # (the game history; docs/cli.md)
        if note is not None:
            self.log.say(note)
        names = {seat: setup.name(seat) for seat in setup.occupied}
        self.board.celebrate(ranking[0][0])
        self.ranking_dialog = RankingDialog(ranking, position, names, self, tally=game_tally(game))
        self.ranking_dialog.play_again.connect(lambda: self.start_game(setup))
        self.ranking_dialog.statistics.connect(self.open_statistics)
        self.ranking_dialog.replay.connect(self.watch_again)
        # Modeless: the statistics and the replay it opens come in front and take the keyboard
        # and the mouse (a window-modal ranking would block every other window of the app).
        self.ranking_dialog.show()

    def watch_again(self) -> ReplayWindow | None:
        """The ranking's Watch again: the game just ended (or opened finished) as a replay."""
        c = self.controller
        if c.setup is None or c.game is None:
            return None
        record = saved_game.record_of(c.setup, c.game, datetime.date.today().isoformat())
        title = translate("MainWindow", "The game just played")
        return self.replays.show_record(record, title)

    def close_ranking(self) -> None:
        """The last game's ranking closes (a new game begins, here or at a LAN table)."""
        if self.ranking_dialog is not None:
            self.ranking_dialog.close()
            self.ranking_dialog = None

    # --- dialogs -----------------------------------------------------------------------------
    def open_statistics(self) -> StatisticsDialog:
        """Game ▸ Statistics (Ctrl+I, and the ranking's button): how the game goes or went; the
        window follows the running game while it is open."""
        if self.statistics_dialog is None:
            self.statistics_dialog = self.attention.watch(
                StatisticsDialog(self._statistics_source, self)
            )
            self.controller.position_changed.connect(self.statistics_dialog.follow)
        self.statistics_dialog.refresh()
        self.statistics_dialog.set_taken_back(self.controller.takebacks.count)
        return bring_up(self.statistics_dialog)

    def _went(self) -> None:
        """Undo or redo changed the game: its clock, the game kept and the statistics follow."""
        self.game_clock.taken_back(len(self.controller.commands))
        self.files.keep_step(None)
        if self.statistics_dialog is not None:
            self.statistics_dialog.set_taken_back(self.controller.takebacks.count)

    def open_history(self) -> HistoryDialog:
        """Game ▸ Game history (Ctrl+Y): every game that ended on this computer; a game opens
        as a replay or as its statistics."""
        if self.history_dialog is None:
            self.history_dialog = self.attention.watch(HistoryDialog(History.open, self))
            self.history_dialog.replay.connect(self.replays.show_record)
            self.history_dialog.statistics.connect(self._past_statistics)
        self.history_dialog.reload()
        return bring_up(self.history_dialog)

    def close_history(self) -> None:
        """The game history closes (a game of it is played on: the board comes in view)."""
        if self.history_dialog is not None:
            self.history_dialog.close()

    def _past_statistics(self, record: Record, seconds: list[float] | None) -> StatisticsDialog:
        """The statistics of a game of the history, in a window of their own."""
        game = record.replay()
        names = {seat: record.setup.name(seat) for seat in record.setup.occupied}
        per_seat = decision_seconds(game, seconds)
        dialog = self.attention.watch(StatisticsDialog(lambda: (game, names, per_seat), self))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        entry = self.history_dialog.chosen() if self.history_dialog is not None else None
        dialog.name_game(entry.date if entry is not None else record.date, names.values())
        dialog.set_taken_back(record.taken_back)
        dialog.show()
        return dialog

    def _statistics_source(
        self,
    ) -> tuple[Game, dict[int, str], dict[int, list[float]]] | None:
        c = self.controller
        game, setup = c.game, c.setup
        if game is None or setup is None:
            return None
        names = {seat: setup.name(seat) for seat in setup.occupied}
        return game, names, c.decision_seconds

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
        elif result == NETWORK:
            self.network.open_lobby()
        else:
            self.restore_focus()
        dialog.deleteLater()

    def open_about(self) -> QMessageBox:
        """Help ▸ About (:mod:`madn_qt.dialogs.about`)."""
        from madn_qt.dialogs.about import about_box

        box = self.attention.watch(about_box(self))
        box.finished.connect(box.deleteLater)
        box.open()
        return box

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

    # --- closing -----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        """Quit: the game is kept for next time; when it can be neither kept nor was saved,
        the player is asked first (Save…, Quit without saving, Cancel). During a LAN game the
        player is asked as for a new game (the others at the table are affected): the host's
        table closes until it is resumed, a joiner leaves it (and may rejoin with its token)."""
        lan = self.network.lan_role()
        if not self._closing and lan:
            self.files.confirm_quit_table(lan, self._quit_confirmed, wait_minutes())
            event.ignore()
            return
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
