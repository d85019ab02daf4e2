"""Game ▸ Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z) in the real window against three computers:
undo goes back to the position before the person's last decision (same roll, by state hash),
redo to the position before the undo; the dice stand; the record keeps only what was played
and says how many moves were taken back; the statistics say it too."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.chance import Roll
from core.record import load
from core.rules import Rules
from core.tokens import format_command
from madn_qt.files import saved_game
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window

PERSON = (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, Stage.HUMAN_CONFIRM, Stage.HUMAN_PICK)


def _wait_person(qtbot: QtBot, window: MainWindow) -> Stage:
    c = window.controller
    qtbot.waitUntil(lambda: c.stage in PERSON and c.accepts_input(), timeout=20000)
    return c.stage


def _key(qtbot: QtBot, window: MainWindow, key: Qt.Key, shift: bool = False) -> None:
    modifiers = Qt.KeyboardModifier.ControlModifier
    if shift:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    if key not in (Qt.Key.Key_Z,):
        modifiers = Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)


def _act(qtbot: QtBot, window: MainWindow) -> bool:
    """The person does what the game asks by keyboard; ``True`` for a decision (not a roll)."""
    stage = _wait_person(qtbot, window)
    if stage is Stage.HUMAN_ROLL:
        _key(qtbot, window, Qt.Key.Key_Space)
        return False
    _key(qtbot, window, Qt.Key.Key_Space if stage is Stage.HUMAN_CONFIRM else Qt.Key.Key_Return)
    return True


def _hash(window: MainWindow) -> int:
    position = window.controller.position
    assert position is not None
    return position.state_hash()


def _play_until_decided(qtbot: QtBot, window: MainWindow, decisions: int) -> int:
    """Play on by keys until the person made ``decisions`` decisions and is asked again;
    returns the state hash before the last decision."""
    before = 0
    while decisions:
        stage = _wait_person(qtbot, window)
        hash_now = _hash(window)
        commands = len(window.controller.commands)
        if _act(qtbot, window):
            assert stage is not Stage.HUMAN_ROLL
            qtbot.waitUntil(lambda n=commands: len(window.controller.commands) > n)
            before = hash_now
            decisions -= 1
    if _wait_person(qtbot, window) is Stage.HUMAN_ROLL:  # (a roll after the decision, always)
        commands = len(window.controller.commands)
        _act(qtbot, window)
        qtbot.waitUntil(lambda: len(window.controller.commands) > commands)
        _wait_person(qtbot, window)
    return before


def _undo_and_redo(qtbot: QtBot, window: MainWindow, decisions: int) -> None:
    c = window.controller
    actions = window.game_actions
    before_decision = _play_until_decided(qtbot, window, decisions)
    played = list(c.commands)
    before_undo = _hash(window)
    assert actions.undo_action.isEnabled() and not actions.redo_action.isEnabled()
    _key(qtbot, window, Qt.Key.Key_Z)
    _wait_person(qtbot, window)
    assert _hash(window) == before_decision  # the same roll, the person decides again
    assert c.stage is not Stage.HUMAN_ROLL
    assert c.commands == played[: len(c.commands)] and len(c.commands) < len(played)
    assert actions.undo_redo.count == 1 and actions.redo_action.isEnabled()
    assert "taken back" in window.move_log.lines()[-1]
    _key(qtbot, window, Qt.Key.Key_Z, shift=True)
    qtbot.waitUntil(lambda: len(c.commands) == len(played))
    _wait_person(qtbot, window)
    assert _hash(window) == before_undo and c.commands == played
    assert actions.undo_redo.count == 0 and not actions.redo_action.isEnabled()
    # Undo, and the same decision again: the dice stand, the same game follows.
    _key(qtbot, window, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: _hash(window) == before_decision)
    _wait_person(qtbot, window)
    kept = len(c.commands)
    assert _act(qtbot, window)
    qtbot.waitUntil(lambda: len(c.commands) > kept)
    assert c.commands[kept] == played[kept]
    assert not actions.redo_action.isEnabled()  # a new decision forgets what was taken back
    while len(c.commands) < len(played) and c.stage is not Stage.OVER:
        _act(qtbot, window)  # (the computers' own choices may differ now)
        qtbot.waitUntil(lambda: (c.stage in PERSON and c.accepts_input()) or c.stage is Stage.OVER)
    rolls = [
        (now, then)
        for now, then in zip(c.commands[kept:], played[kept:], strict=False)
        if isinstance(now, Roll) and isinstance(then, Roll) and len(now.pips) == len(then.pips)
    ]
    assert rolls and all(now == then for now, then in rolls)  # the dice stand


def test_undo_and_redo_in_a_classic_game(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,random,random,random"), seed=5)
    assert not window.game_actions.undo_action.isEnabled()  # nobody here decided yet
    _undo_and_redo(qtbot, window, 4)


def test_undo_and_redo_in_event_mode(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    rules = Rules(event_mode=True)
    window.start_game(config("human:Anna,random,random,random", rules), seed=11)
    _undo_and_redo(qtbot, window, 6)


def test_taken_back_moves_are_saved_opened_and_counted(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,random,random,random"), seed=5)
    _play_until_decided(qtbot, window, 3)
    c = window.controller
    _key(qtbot, window, Qt.Key.Key_Z)
    _wait_person(qtbot, window)
    _key(qtbot, window, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: window.game_actions.undo_redo.count == 2)
    _wait_person(qtbot, window)
    path = tmp_path / "undone.madn"
    assert window.files.save(str(path))
    played = [format_command(command) for command in c.commands]
    record = load(path)
    assert [format_command(x) for x in record.commands] == played and record.taken_back == 2
    kept = load(tmp_path / "kept.madn")  # the game kept for next time follows the undo too
    assert [format_command(x) for x in kept.commands] == played and kept.taken_back == 2
    statistics = window.open_statistics()
    assert "2" in statistics.taken_back_label.text()
    statistics.close()
    # Opened again, the earlier decisions can still be taken back; the count goes on.
    other = make_window(qtbot, tmp_path / "other")
    other.show_opened_game(saved_game.read(path), seed=5)
    _wait_person(qtbot, other)
    assert other.game_actions.undo_redo.count == 2
    assert other.game_actions.undo_action.isEnabled()
    opened_at = len(other.controller.commands)
    _key(qtbot, other, Qt.Key.Key_Z)
    qtbot.waitUntil(lambda: len(other.controller.commands) < opened_at)
    assert other.game_actions.undo_redo.count == 3
