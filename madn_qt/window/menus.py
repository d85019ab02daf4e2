"""The main window's menus and their actions: Game, View (with Computer turns), Help.

Every command with a key has it on its action, so the key works wherever the focus is in the
window and the menu shows it: Ctrl+N, Ctrl+O, Ctrl+S, Ctrl+Q, H (hint), R (reset view), B (the
board in words), F (the next pace of the computer's turns), F1 (rules and controls), F11 and
Ctrl+Shift+F (full screen). Space and Enter are the window's own shortcuts (``MainWindow``); the
Game menu's Roll only shows Space. The texts keep the "MainWindow" translation context.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from madn_qt.board.protocol import BoardWidget
from madn_qt.files.game_files import GameFiles
from madn_qt.panel.side_panel import SidePanel
from madn_qt.play.controller import GameController
from madn_qt.play.pace import Pace
from madn_qt.replay.files import ReplayOpener
from madn_qt.settings import Settings
from madn_qt.window.full_screen import full_screen_keys
from madn_qt.window.help import WindowHelp, shortcut_keys

translate = QCoreApplication.translate


class MenuWindow(Protocol):
    """What the menus ask of the main window (``MainWindow``): its parts and its commands."""

    @property
    def files(self) -> GameFiles: ...

    @property
    def replays(self) -> ReplayOpener: ...

    @property
    def panel(self) -> SidePanel: ...

    @property
    def controller(self) -> GameController: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def board(self) -> BoardWidget: ...

    def as_widget(self) -> QMainWindow: ...

    def open_new_game(self) -> object: ...

    def roll(self) -> None: ...

    def show_hint(self) -> None: ...

    def open_statistics(self) -> object: ...

    def open_history(self) -> object: ...

    def open_settings(self) -> object: ...

    def reset_view(self) -> None: ...

    def next_pace(self) -> None: ...

    def open_rules(self) -> object: ...

    def open_about(self) -> object: ...

    @property
    def help(self) -> WindowHelp: ...


class WindowMenus(QObject):
    """Builds the window's menu bar; its actions are enabled and checked by the window."""

    def __init__(self, window: MenuWindow) -> None:
        shown = window.as_widget()
        super().__init__(shown)
        self._window = window
        bar = shown.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_game_action = QAction(shown)
        self.new_game_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_game_action.triggered.connect(window.open_new_game)
        self.roll_action = QAction(shown)  # Space is the window shortcut; the menu only shows it
        self.roll_action.triggered.connect(window.roll)
        self.settings_action = QAction(shown)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(window.open_settings)
        self.quit_action = QAction(shown)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(shown.close)
        self.hint_action = QAction(shown)
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(window.show_hint)
        self.open_action = QAction(shown)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(lambda: window.files.open())
        self.save_action = QAction(shown)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(lambda: window.files.save())
        self.replay_action = QAction(shown)  # Ctrl+Shift+O (madn_qt/replay/files.py)
        self.replay_action.setObjectName("replayAction")
        replay_key = Qt.Modifier.CTRL | Qt.Modifier.SHIFT | Qt.Key.Key_O
        self.replay_action.setShortcut(QKeySequence(replay_key))
        self.replay_action.triggered.connect(lambda: window.replays.open())
        self.game_menu.addActions([self.new_game_action, self.roll_action, self.hint_action])
        self.game_menu.addSeparator()
        self.statistics_action = QAction(shown)
        self.statistics_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_I))
        self.statistics_action.triggered.connect(lambda: window.open_statistics())
        self.game_menu.addActions([self.open_action, self.save_action])
        self.game_menu.addAction(self.replay_action)
        self.game_menu.addAction(self.statistics_action)
        self.history_action = QAction(shown)
        self.history_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Y))
        self.history_action.triggered.connect(lambda: window.open_history())
        self.game_menu.addAction(self.history_action)
        # The game's other windows (the ranking, the statistics, the history, a replay) reach
        # these too: they only show something, and a modal dialog still blocks them.
        for action in (self.replay_action, self.statistics_action, self.history_action):
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.follow_action = QAction(shown)
        self.follow_action.setCheckable(True)
        self.follow_action.toggled.connect(window.panel.set_follow_camera)
        self.reset_view_action = QAction(shown)
        self.reset_view_action.setShortcut(QKeySequence(Qt.Key.Key_R))
        self.reset_view_action.triggered.connect(window.reset_view)
        self.sound_action = QAction(shown)
        self.sound_action.setCheckable(True)
        self.sound_action.toggled.connect(window.panel.set_sound)
        self.field_numbers_action = QAction(shown)
        self.field_numbers_action.setObjectName("fieldNumbersAction")
        self.field_numbers_action.setCheckable(True)
        self.field_numbers_action.setChecked(window.settings.field_numbers)
        self.field_numbers_action.toggled.connect(self._show_field_numbers)
        self._show_field_numbers(window.settings.field_numbers)
        self.view_menu.addActions(
            [self.follow_action, self.reset_view_action, self.field_numbers_action]
        )
        # B: the board in words for a screen reader (the window's BoardStatus, board_status.py)
        self.board_status_action = QAction(shown)
        self.board_status_action.setObjectName("boardStatusAction")
        self.board_status_action.setShortcut(QKeySequence(Qt.Key.Key_B))
        self.view_menu.addAction(self.board_status_action)
        self.view_menu.addSeparator()
        self.pace_menu = self.view_menu.addMenu("")
        self.pace_group = QActionGroup(shown)
        self.pace_actions: dict[Pace, QAction] = {}
        for pace in Pace:
            action = QAction(shown)
            action.setCheckable(True)
            action.setChecked(pace is Pace.NORMAL)
            action.triggered.connect(lambda _checked=False, p=pace: window.controller.set_pace(p))
            self.pace_group.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[pace] = action
        self.pace_menu.addSeparator()
        self.next_pace_action = QAction(shown)
        self.next_pace_action.setShortcut(QKeySequence(Qt.Key.Key_F))
        self.next_pace_action.triggered.connect(window.next_pace)
        self.pace_menu.addAction(self.next_pace_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.sound_action)
        self.view_menu.addSeparator()
        # Checked, remembered and left with Escape by the window's FullScreen (full_screen.py).
        self.full_screen_action = QAction(shown)
        self.full_screen_action.setObjectName("fullScreenAction")
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcuts(full_screen_keys())
        self.view_menu.addAction(self.full_screen_action)
        self.help_menu = bar.addMenu("")
        self.rules_action = QAction(shown)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(window.open_rules)
        self.help_menu.addAction(self.rules_action)
        # How to play: the first steps' guide again; Keyboard shortcuts: every key (help.py)
        self.guide_action = QAction(shown)
        self.guide_action.setObjectName("guideAction")
        self.guide_action.triggered.connect(lambda: window.help.open_guide())
        self.shortcuts_action = QAction(shown)
        self.shortcuts_action.setObjectName("shortcutsAction")
        self.shortcuts_action.setShortcuts(shortcut_keys())
        self.shortcuts_action.triggered.connect(lambda: window.help.open_shortcuts())
        self.help_menu.addActions([self.guide_action, self.shortcuts_action])
        self.about_action = QAction(shown)
        self.about_action.setObjectName("aboutAction")
        self.about_action.triggered.connect(window.open_about)
        self.help_menu.addAction(self.about_action)

    def add_game_action(self, action: QAction) -> None:
        """``action`` in the Game menu, after New game (the network's Network game…)."""
        actions = self.game_menu.actions()
        index = actions.index(self.new_game_action) + 1 if self.new_game_action in actions else 0
        if index < len(actions):
            self.game_menu.insertAction(actions[index], action)
        else:
            self.game_menu.addAction(action)

    def _show_field_numbers(self, shown: bool) -> None:
        """View ▸ Field numbers: the ring's numbers on the board, as the log and the buttons
        name its fields; remembered."""
        window = self._window
        if window.settings.field_numbers != shown:
            window.settings.field_numbers = shown
        window.board.set_field_numbers(shown)

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_game_action.setText(translate("MainWindow", "&New game…"))
        space = translate("MainWindow", "Space")  # the key's name, as the panel's Roll says it
        self.roll_action.setText(translate("MainWindow", "&Roll the die") + "\t" + space)
        self.hint_action.setText(translate("MainWindow", "Show a &hint"))
        self.open_action.setText(translate("MainWindow", "&Open game…"))
        self.save_action.setText(translate("MainWindow", "&Save game…"))
        self.replay_action.setText(translate("MainWindow", "&Watch a replay…"))
        self.statistics_action.setText(translate("MainWindow", "Statis&tics…"))
        self.history_action.setText(translate("MainWindow", "Game histor&y…"))
        self.settings_action.setText(translate("MainWindow", "&Settings…"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.follow_action.setText(translate("MainWindow", "&Follow camera"))
        self.reset_view_action.setText(translate("MainWindow", "&Reset view"))
        self.field_numbers_action.setText(translate("MainWindow", "Field &numbers"))
        self.board_status_action.setText(translate("MainWindow", "&Board status"))
        self.pace_menu.setTitle(translate("MainWindow", "&Computer turns"))
        self.next_pace_action.setText(translate("MainWindow", "Ne&xt pace"))
        self.pace_actions[Pace.NORMAL].setText(translate("MainWindow", "&Normal pace"))
        self.pace_actions[Pace.FAST].setText(translate("MainWindow", "&Four times faster"))
        self.pace_actions[Pace.END].setText(
            translate("MainWindow", "To the &end of the game, without animations")
        )
        self.sound_action.setText(translate("MainWindow", "&Sound"))
        self.full_screen_action.setText(translate("MainWindow", "F&ull screen"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.rules_action.setText(translate("MainWindow", "&Rules"))
        self.guide_action.setText(translate("MainWindow", "How to &play"))
        self.shortcuts_action.setText(translate("MainWindow", "&Keyboard shortcuts"))
        self.about_action.setText(translate("MainWindow", "&About"))
