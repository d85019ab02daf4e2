"""Nothing is lost by accident: Open, New game and Quit ask before a running game that is not saved
is replaced or closed; file dialogs start in the documents folder (or home) with no folder name
as a file name; every message core gives is shown in the player's language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QStandardPaths, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit
from pytestqt.qtbot import QtBot

from core.record import ERROR_CODES, RecordError
from madn_qt.files import saved_game
from madn_qt.files.dialogs import start_folder
from madn_qt.files.texts import record_error_text
from madn_qt.i18n import install_translator
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import (
    answer_file_dialog,
    answer_question,
    config,
    make_window,
    wait_stage,
)

SEATS = "human:Anna,empty,normal:Ben"


def played(qtbot: QtBot, window: MainWindow, moves: int = 2) -> None:
    """Play ``moves`` of the human's moves, then stop at the next decision."""
    c = window.controller
    while moves > 0:
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        if stage is Stage.HUMAN_ROLL:
            assert c.request_roll()
        else:
            assert c.request_move(c.choices[0])
            moves -= 1
    wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)


@pytest.fixture
def running(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.start_game(config(SEATS), seed=8)
    played(qtbot, window)
    return window


def saved_file(tmp_path: Path) -> Path:
    from tests.core.helpers import random_game

    path = tmp_path / "other.madn"
    setup = config("human:Carla,empty,easy:Dino")
    saved_game.write(setup, random_game(setup, 3, 40), path, "2026-12-01")
    return path


def start_new_game(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.open_new_game()
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.new_game_dialog is None)


def test_new_game_asks_and_cancel_keeps_the_running_game(qtbot: QtBot, running: MainWindow) -> None:
    game = running.controller.game
    assert running.autosave is not None  # a game kept for next time is no reason not to ask
    start_new_game(qtbot, running)
    question = running.files.question
    assert question is not None and "new game" in question.text()
    assert running.controller.paused
    answer_question(qtbot, running, "cancel")
    assert running.controller.game is game and not running.controller.paused
    start_new_game(qtbot, running)
    answer_question(qtbot, running, "discard")
    assert running.controller.game is not game


def test_open_asks_and_save_first_saves_then_opens(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    other = saved_file(tmp_path)
    game = running.controller.game
    assert running.files.open(str(other))
    assert running.controller.game is game, "replaced without a question"
    assert "saved game" in running.files.question.text()  # type: ignore[union-attr]
    first = tmp_path / "first.madn"
    answer_file_dialog(running, lambda _dialog: str(first))
    answer_question(qtbot, running, "saveFirst")
    assert first.is_file()
    assert saved_game.read(first).game.positions == game.positions  # type: ignore[union-attr]
    assert running.controller.setup is not None
    assert running.controller.name(0) == "Carla"


def test_a_saved_or_untouched_game_is_replaced_without_a_question(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    assert running.files.save(str(tmp_path / "now.madn"))
    other = saved_file(tmp_path)
    assert running.files.open(str(other))
    assert running.files.question is None
    assert running.controller.name(0) == "Carla"
    # The opened game, not moved since: a new game replaces it without asking.
    start_new_game(qtbot, running)
    assert running.files.question is None
    fresh = running.controller.game
    start_new_game(qtbot, running)  # no move played in it yet: nothing to lose
    assert running.files.question is None and running.controller.game is not fresh


def test_quit_asks_when_the_game_can_be_neither_kept_nor_was_saved(
    qtbot: QtBot, running: MainWindow
) -> None:
    running.autosave = None  # nowhere to keep it
    running.close()
    assert running.isVisible(), "closed without a question"
    answer_question(qtbot, running, "cancel")
    assert running.isVisible() and running.controller.game is not None
    running.menus.quit_action.trigger()
    answer_question(qtbot, running, "discard")
    qtbot.waitUntil(lambda: not running.isVisible())


def test_quit_keeps_the_game_for_next_time_without_a_question(
    qtbot: QtBot, tmp_path: Path, running: MainWindow
) -> None:
    kept = tmp_path / "kept.madn"
    running.autosave = kept
    running.close()
    assert not running.isVisible() and running.files.question is None
    assert kept.is_file()


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The working directory is somewhere else than documents or home."""
    elsewhere = tmp_path / "started here"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    yield elsewhere


def test_file_dialogs_start_in_documents_or_home(
    qtbot: QtBot, tmp_path: Path, running: MainWindow, documents: Path
) -> None:
    folder = start_folder()
    expected = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert folder in (expected, QDir.homePath())
    assert Path(folder).resolve() != documents.resolve()
    seen: dict[str, tuple[str, str]] = {}

    def look(dialog: QFileDialog) -> None:
        edit = dialog.findChild(QLineEdit, "fileNameEdit")
        name = edit.text() if edit is not None else ""
        seen[dialog.objectName()] = (dialog.directory().absolutePath(), name)

    answer_file_dialog(running, look)
    running.menus.open_action.trigger()
    answer_file_dialog(running, look)
    running.menus.save_action.trigger()
    opened, saved = seen["openGameDialog"], seen["saveGameDialog"]
    assert Path(opened[0]).resolve() == Path(folder).resolve()
    assert opened[1] == "", "the open dialog pre-filled a name"
    assert Path(saved[0]).resolve() == Path(folder).resolve()
    assert saved[1].startswith("madn ") and saved[1].endswith(".madn")
    assert not Path(folder, saved[1]).is_dir()


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "It is not a saved game"),
        ("de", "gespeichertes Spiel"),
        ("it", "partita salvata"),
    ],
)
def test_a_bad_file_is_explained_in_the_players_language(
    qtbot: QtBot, tmp_path: Path, language: str, words: str
) -> None:
    window = make_window(qtbot, tmp_path)
    app = QApplication.instance()
    assert app is not None
    bad = tmp_path / "letter.madn"
    bad.write_text("Dear Anna, the game is on Friday.", encoding="utf-8")
    try:
        install_translator(app, language)
        assert not window.files.open(str(bad))
        box = window.files.error_box
        assert box is not None
        assert words in box.informativeText(), box.informativeText()
        assert "MADN-RECORD" not in box.informativeText()  # not core's English
    finally:
        install_translator(app, "en")


@pytest.mark.parametrize("language", ["en", "de", "it"])
def test_every_record_error_has_its_own_words(qapp: QApplication, language: str) -> None:
    fallback = record_error_text(RecordError("x", "no such code"))
    try:
        install_translator(qapp, language)
        fallback = record_error_text(RecordError("x", "no such code"))
        texts = {}
        for code, keys in ERROR_CODES.items():
            values = {key: 7 if key != "seat" else 1 for key in keys}
            text = record_error_text(RecordError("x", code, values))
            assert text != fallback, code
            assert "{" not in text, (code, text)
            texts[code] = text
        assert len(set(texts.values())) == len(texts)
        if language != "en":
            install_translator(qapp, "en")
            english = {c: record_error_text(RecordError("x", c, {})) for c in texts}
            install_translator(qapp, language)
            untranslated = [
                c for c in texts if record_error_text(RecordError("x", c, {})) == english[c]
            ]
            assert not untranslated, untranslated
    finally:
        install_translator(qapp, "en")
