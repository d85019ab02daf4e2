"""Game ▸ Save game… / Open game…: a saved game opens where it was left, bad files lose nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from madn_qt.files import saved_game
from madn_qt.i18n import install_translator
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.core.helpers import random_game
from tests.madn_qt.app_support import (
    answer_file_dialog,
    config,
    make_window,
    shown_file_dialog,
    wait_stage,
)
from tests.madn_qt.panel_support import die_text, tries_text

SEATS = "human:Anna,normal:Ben,empty,easy:Dora"


def play_until(qtbot: QtBot, window: MainWindow, commands: int) -> None:
    """Play the human seat (first choice) until at least ``commands`` commands, then stop at
    the human's next roll."""
    c = window.controller
    while True:
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        if stage is Stage.HUMAN_ROLL:
            if len(c.commands) >= commands:
                return
            assert c.request_roll()
        else:
            assert c.request_move(c.choices[0])


@pytest.fixture
def running(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.start_game(config(SEATS), seed=77)
    play_until(qtbot, window, 60)
    return window


def test_a_saved_game_opens_in_another_window_where_it_was_left(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    path = tmp_path / "evening.madn"
    assert running.files.save(str(path))
    assert running.move_log.toPlainText().endswith("Game saved as evening.madn.")
    game = running.controller.game
    assert game is not None

    other = make_window(qtbot, tmp_path / "other")
    assert other.files.open(str(path))
    c = other.controller
    assert c.game is not None and c.setup is not None
    assert c.game.positions == game.positions
    assert [c.name(seat) for seat in (0, 1, 3)] == ["Anna", "Ben", "Dora"]
    assert [c.setup.seats[s].level for s in (1, 3)] == ["normal", "easy"]
    assert not c.setup.seats[2].occupied
    # The move log tells the game so far, and the game goes on: Anna is to roll.
    log = other.move_log.toPlainText()
    assert log.startswith("New game: Anna, Ben, Dora.")
    assert other.move_log.blockCount() > 20
    moves = running.move_log.toPlainText().removesuffix("\nGame saved as evening.madn.")
    assert log == moves + "\nGame opened from evening.madn."
    # The die shows what it showed when the game was saved: the turn's last roll, or "–" at
    # the start of a turn; the tries left as well.
    assert die_text(other.panel) == die_text(running.panel)
    assert tries_text(other.panel) == tries_text(running.panel)
    assert wait_stage(qtbot, other, Stage.HUMAN_ROLL) is Stage.HUMAN_ROLL
    before = len(c.commands)
    assert c.request_roll()
    assert len(c.commands) == before + 1


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00", "It is not a text file"),
        (b"Dear Anna, the game is on Friday.", "It is not a saved game"),
        (None, "The file is cut short or damaged"),
    ],
    ids=["binary", "letter", "truncated"],
)
def test_a_file_that_is_no_game_says_why_and_the_game_goes_on(
    qtbot: QtBot, tmp_path: Path, running: MainWindow, content: bytes | None, reason: str
) -> None:
    path = tmp_path / "bad.madn"
    if content is None:
        assert running.files.save(str(path))
        text = path.read_text(encoding="utf-8")
        path.write_text(text[: len(text) * 2 // 3], encoding="utf-8")
    else:
        path.write_bytes(content)
    c = running.controller
    game, commands = c.game, list(c.commands)
    log_lines = running.move_log.blockCount()

    assert not running.files.open(str(path))
    box = running.files.error_box
    assert box is not None and box.isVisible()
    assert "cannot be opened" in box.text()
    assert reason in box.informativeText()
    assert c.game is game and c.commands == commands
    assert running.move_log.blockCount() == log_lines
    box.accept()
    qtbot.waitUntil(lambda: running.files.error_box is None)
    assert wait_stage(qtbot, running, Stage.HUMAN_ROLL) is Stage.HUMAN_ROLL
    assert c.request_roll()


def test_a_failed_save_says_why_and_loses_nothing(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    good = tmp_path / "good.madn"
    assert running.files.save(str(good))
    before = good.read_bytes()
    missing = tmp_path / "no such folder" / "game.madn"
    assert not running.files.save(str(missing))
    box = running.files.error_box
    assert box is not None and box.isVisible()
    assert "could not be saved" in box.text()
    assert str(missing) in box.informativeText()
    assert not missing.parent.exists()
    assert good.read_bytes() == before
    assert running.controller.accepts_input()


def test_the_file_dialog_pauses_the_game_and_a_typed_name_gets_the_suffix(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    paused: list[bool] = []

    def typed(dialog: QFileDialog) -> str:
        paused.append(running.controller.paused)
        return str(tmp_path / "typed")

    answer_file_dialog(running, typed)
    running.menus.save_action.trigger()
    assert paused == [True]
    assert not running.controller.paused
    assert (tmp_path / "typed.madn").is_file()

    game = running.controller.game
    answer_file_dialog(running, lambda _dialog: None)
    running.menus.open_action.trigger()  # Cancel: nothing happens
    assert running.controller.game is game and running.files.error_box is None
    assert shown_file_dialog(running) is None


def test_save_needs_a_game_and_both_have_the_usual_shortcuts(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert not window.menus.save_action.isEnabled()
    assert window.menus.open_action.isEnabled()
    assert not window.files.save(str(tmp_path / "nothing.madn"))
    assert not (tmp_path / "nothing.madn").exists()
    assert window.menus.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert window.menus.open_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    window.start_game(config(SEATS), seed=5)
    assert window.menus.save_action.isEnabled()


def test_the_note_on_a_saved_game_follows_a_language_switch(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    assert running.files.save(str(tmp_path / "abend.madn"))
    app = QApplication.instance()
    assert app is not None
    try:
        running.applier.switch_language("de")
        qtbot.waitUntil(lambda: running.move_log.lines()[-1] == "Spiel gespeichert als abend.madn.")
    finally:
        install_translator(app, "en")
    qtbot.waitUntil(lambda: running.move_log.lines()[-1] == "Game saved as abend.madn.")


def test_closing_keeps_an_unfinished_game_and_the_next_start_goes_on_with_it(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    kept = tmp_path / "data" / "autosave.madn"
    running.autosave = kept
    game = running.controller.game
    assert game is not None
    positions = list(game.positions)
    running.close()
    assert kept.is_file()

    later = make_window(qtbot, tmp_path / "later")
    assert later.files.continue_from(kept)
    c = later.controller
    assert c.game is not None and c.game.positions == positions
    assert later.move_log.lines()[-1] == "The game from last time goes on."
    assert wait_stage(qtbot, later, Stage.HUMAN_ROLL) is Stage.HUMAN_ROLL


def test_closing_without_an_unfinished_game_removes_the_kept_one(
    qtbot: QtBot, tmp_path: Path
) -> None:
    kept = tmp_path / "autosave.madn"
    kept.write_text("an old game", encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    window.autosave = kept
    window.close()
    assert not kept.exists()
    assert not window.files.continue_from(kept)  # nothing to go on with


def test_a_kept_game_that_cannot_be_read_is_moved_aside(qtbot: QtBot, tmp_path: Path) -> None:
    kept = tmp_path / "autosave.madn"
    kept.write_bytes(b"MADN-RECORD 1\nRules: fc\n")
    window = make_window(qtbot, tmp_path)
    assert not window.files.continue_from(kept)
    assert window.controller.game is None
    assert not kept.exists()
    assert (tmp_path / "autosave.madn.bad").read_bytes() == b"MADN-RECORD 1\nRules: fc\n"


def test_the_game_is_kept_at_every_new_turn(qtbot: QtBot, tmp_path: Path) -> None:
    kept = tmp_path / "autosave.madn"
    window = make_window(qtbot, tmp_path)
    window.autosave = kept
    window.start_game(config(SEATS), seed=12)
    play_until(qtbot, window, 30)
    game = window.controller.game
    assert game is not None
    saved = saved_game.read(kept).game.positions
    # Kept when the human's turn began: everything up to that turn, nothing of another game.
    assert len(saved) >= 25
    assert saved == game.positions[: len(saved)]
    assert game.positions[len(saved) - 1].turn == 0


def test_a_finished_game_opens_at_its_ranking(qtbot: QtBot, tmp_path: Path) -> None:
    seats = config("human:Anna,empty,random:Rex")
    game = random_game(seats, 6)
    path = tmp_path / "finished.madn"
    saved_game.write(seats, game, path, "2026-11-30")

    window = make_window(qtbot, tmp_path)
    assert window.files.open(str(path))
    assert window.controller.stage is Stage.OVER
    dialog = window.ranking_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    winner = window.controller.name(game.position_ranking()[0][0])
    assert dialog.headline.text() == f"{winner} wins!"
    assert window.move_log.lines()[-1] == "Game opened from finished.madn."
