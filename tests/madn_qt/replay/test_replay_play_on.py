"""'Play on from here' (issue 24): from the step a replay shows, a new game in the main window with
the same seats, a person at the seat chosen, the computer at the others; it continues at exactly
that position (its state hash) with the record's commands so far, and the record is unchanged. An
unsaved running game is not replaced without the question Open asks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.setup import SeatKind
from madn_qt.play.controller import Stage
from madn_qt.replay.play_on import PlayOnDialog
from madn_qt.replay.window import ReplayWindow
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import answer_question, config, make_window, wait_stage
from tests.madn_qt.replay.replay_support import CLASSIC, FAST, hashes_of, record_of


def played(qtbot: QtBot, window: MainWindow) -> None:
    """The person plays a move in the running game (it is then not saved)."""
    c = window.controller
    while True:
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        if stage is Stage.HUMAN_MOVE:
            assert c.request_move(c.choices[0])
            return
        assert c.request_roll()


def open_replay(qtbot: QtBot, window: MainWindow) -> ReplayWindow:
    replay = window.replays.show_record(record_of(*CLASSIC), "test.madn")
    replay.set_animation_speed(FAST)
    qtbot.waitExposed(replay)
    assert replay in window.replays.windows
    return replay


def ask(qtbot: QtBot, replay: ReplayWindow) -> PlayOnDialog:
    """Alt+P (the button's mnemonic), as a person at the keyboard asks for it."""
    replay.activateWindow()
    qtbot.waitUntil(replay.isActiveWindow)
    qtbot.keyClick(replay, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: replay.play_on_dialog is not None)
    dialog = replay.play_on_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_play_on_continues_at_that_hash_with_a_person_at_a_chosen_seat(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Zoe,empty,normal:Yann"), seed=8)
    played(qtbot, window)
    running = window.controller.game
    record = record_of(*CLASSIC)
    commands = list(record.commands)
    hashes = hashes_of(record)
    history = window.open_history()  # (where a replay may come from)
    replay = open_replay(qtbot, window)
    model = replay.model
    # A step where Ben (green, seat 2; the computer in the record) is about to roll.
    k = next(s for s in model.turn_starts if s > 60 and model.positions[s].turn == 2)
    replay.player.jump(k)
    dialog = ask(qtbot, replay)
    assert set(dialog.kind_boxes) == {0, 2}  # the record's seats
    assert [dialog.kind_boxes[s].currentData() for s in (0, 2)] == ["normal", "normal"]
    dialog.choose(2, "human")
    dialog.choose(0, "easy")
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    # The running game was played and not saved: the main window asks first.
    qtbot.waitUntil(lambda: window.files.question is not None)
    assert window.controller.game is running
    answer_question(qtbot, window, "discard")
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    c = window.controller
    game = c.game
    assert game is not None and game is not running
    assert len(game.commands) == k and game.commands == commands[:k]
    assert game.position.state_hash() == hashes[k]
    assert [p.state_hash() for p in game.positions] == hashes[: k + 1]
    assert c.setup is not None
    assert c.setup.seats[2].kind is SeatKind.HUMAN and c.name(2) == "Ben"
    assert c.setup.seats[0].level == "easy" and c.name(0) == "Anna"
    assert c.setup.rules == record.setup.rules
    assert f"Played on from step {k} of a replay." in window.move_log.lines()
    assert c.request_roll()  # Ben rolls, as a person, and the game goes on from there
    qtbot.waitUntil(lambda: len(game.commands) > k)
    assert game.positions[k].state_hash() == hashes[k]
    assert list(record.commands) == commands  # the record is unchanged
    # The game is played in the main window: the replay it came from has closed.
    qtbot.waitUntil(lambda: replay not in window.replays.windows)
    assert not history.isVisible()  # nor the history over the board


def test_no_question_for_a_saved_game_cancel_and_the_end(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)  # no game running: nothing to lose
    replay = open_replay(qtbot, window)
    hashes = hashes_of(record_of(*CLASSIC))
    replay.player.jump(30)
    dialog = ask(qtbot, replay)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Cancel: nothing happens
    qtbot.waitUntil(lambda: replay.play_on_dialog is None)
    assert window.controller.game is None
    dialog = ask(qtbot, replay)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Play on, every seat the computer's
    qtbot.waitUntil(lambda: window.controller.game is not None)
    assert window.files.question is None
    game = window.controller.game
    assert game is not None and game.positions[30].state_hash() == hashes[30]
    # At the end there is nothing to play on from.
    qtbot.waitUntil(lambda: not window.replays.windows)
    replay = open_replay(qtbot, window)
    assert window.replays.show_record(record_of(*CLASSIC)) is replay  # one window a game
    replay.player.jump(replay.model.count)
    assert not replay.play_on_button.isEnabled()
    assert replay.ask_play_on() is None
    # Escape closes a replay; closing the main window closes the others.
    replay.activateWindow()
    qtbot.waitUntil(replay.isActiveWindow)
    qtbot.keyClick(replay, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.replays.windows)
    open_replay(qtbot, window)
    window.close()
    qtbot.waitUntil(lambda: not window.replays.windows)
