"""run_app: command line options, quick start with --players, a clean exit."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.chance import SeededChance
from core.game import Game
from core.moves import Move
from core.position import Position
from core.rules import Rules
from core.setup import SeatKind, parse_players
from core.table import Table, engine_players
from madn_qt.app import parse_args, players_spec, run_app
from madn_qt.files import saved_game
from madn_qt.files.game_files import autosave_path, forget_kept
from madn_qt.play.controller import Stage
from madn_qt.settings import APPLICATION, ORGANISATION, Settings
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import question_button


@pytest.fixture(autouse=True)
def private_settings(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """QSettings, the kept game and the data folder (the network games kept: none unless a
    test keeps one) in a test location; what run_app sets on the shared
    QApplication (its names, the style sheet, the larger font) undone afterwards, so that the
    tests after these run as they would alone."""
    names = qapp.applicationName(), qapp.organizationName()
    sheet, font = qapp.styleSheet(), QApplication.font()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    QStandardPaths.setTestModeEnabled(True)
    forget_kept(autosave_path())
    Settings().guide_seen = True  # (not the first start: test_app_first_steps.py has that)
    yield
    forget_kept(autosave_path())
    QStandardPaths.setTestModeEnabled(False)
    qapp.setApplicationName(names[0])
    qapp.setOrganizationName(names[1])
    qapp.setStyleSheet(sheet)
    QApplication.setFont(font)


def test_parse_args() -> None:
    options = parse_args(["--lang", "de", "--reduced-motion", "--seed", "5", "--players", "human"])
    assert options.lang == "de" and options.reduced_motion and options.seed == 5
    assert options.players == "human"
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr"])


def test_parse_players() -> None:
    config = parse_players("human:Anna,easy,empty,strong:Zed")
    kinds = [s.kind for s in config.seats]
    assert kinds == [SeatKind.HUMAN, SeatKind.AI, SeatKind.EMPTY, SeatKind.AI]
    assert config.seats[3].level == "strong" and config.name(3) == "Zed"
    assert config.occupied == (0, 1, 3)
    for bad in ("human,random", "human", "wizard,human", "human,easy,easy,easy,easy"):
        with pytest.raises(ValueError):
            parse_players(bad)


def test_bad_players_option_exits_with_2(qapp: QApplication) -> None:
    assert run_app(["--players", "human,random,,"]) == 2  # neighbours cannot play alone


def test_two_players_named_on_the_command_line_sit_opposite() -> None:
    """As ``madn simulate --players normal,normal`` seats them: ``a,b`` is ``a,,b``."""
    setup = parse_players(players_spec("human:Anna,strong:Zed"))
    assert setup.occupied == (0, 2) and setup.name(2) == "Zed"
    assert players_spec("human,,easy") == "human,,easy"  # given seats stay as given
    assert players_spec("human,easy,easy") == "human,easy,easy"


def test_a_word_that_is_no_file_nor_command_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(["simulte"])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert "simulte: no such saved game" in error and "simulate, stats, history" in error


def test_quick_start_runs_and_quits(qtbot: QtBot, qapp: QApplication) -> None:
    seen: list[Stage] = []

    def look() -> None:
        # (the app's window: an earlier test's closed window may not be collected yet)
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if not windows or windows[0].controller.stage is not Stage.HUMAN_ROLL:
            QTimer.singleShot(50, look)
            return
        window = windows[0]
        seen.append(window.controller.stage)
        assert window.controller.name(0) == "Anna"
        window.close()

    QTimer.singleShot(50, look)
    code = run_app(
        [
            "--players",
            "human:Anna,random,random,random",
            "--seed",
            "3",
            "--flat-board",
            "--lang",
            "en",
            "--reduced-motion",
        ]
    )
    assert code == 0
    assert seen == [Stage.HUMAN_ROLL]
    assert qapp.desktopFileName() == "io.github.madn.Madn"  # (the desktop entry's id)


def _close_at_human_roll(qapp: QApplication, seen: list[tuple[MainWindow, list[Position]]]) -> None:
    """Close the main window once it waits for the human to roll (remembering it and the
    positions of its game: closing ends the game)."""
    windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    if not windows or windows[0].controller.stage is not Stage.HUMAN_ROLL:
        QTimer.singleShot(50, lambda: _close_at_human_roll(qapp, seen))
        return
    game = windows[0].controller.game
    seen.append((windows[0], [] if game is None else list(game.positions)))
    windows[0].close()


def test_a_saved_game_on_the_command_line_opens(qapp: QApplication, tmp_path: Path) -> None:
    config = parse_players("human:Anna,empty,random:Rex", Rules(railway=False))
    game = Game(config)
    game.draw(SeededChance(3))  # Anna's first roll; her pass or move is still to come
    path = tmp_path / "friday.madn"
    saved_game.write(config, game, path, "2026-11-27")
    seen: list[tuple[MainWindow, list[Position]]] = []
    QTimer.singleShot(50, lambda: _close_at_human_roll(qapp, seen))
    assert run_app([str(path), "--flat-board", "--lang", "en", "--reduced-motion"]) == 0
    assert len(seen) == 1
    window, positions = seen[0]
    assert positions[: len(game.positions)] == list(game.positions)  # and on from there
    assert window.controller.name(2) == "Rex"
    lines = window.move_log.lines()
    assert lines[0] == "New game: Anna, Rex."
    assert "Game opened from friday.madn." in lines


def test_players_and_a_saved_game_together_are_refused() -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(["--players", "human,empty,random", "game.madn"])
    assert stop.value.code == 2


def test_an_unfinished_game_goes_on_at_the_next_start(qapp: QApplication) -> None:
    first: list[tuple[MainWindow, list[Position]]] = []
    QTimer.singleShot(50, lambda: _close_at_human_roll(qapp, first))
    options = ["--flat-board", "--lang", "en", "--reduced-motion", "--seed", "9"]
    assert run_app(["--players", "human:Anna,empty,easy:Eve", *options]) == 0
    assert autosave_path().is_file()  # kept on closing
    kept = saved_game.read(autosave_path())
    assert kept.setup.name(2) == "Eve"

    again: list[tuple[MainWindow, list[Position]]] = []
    QTimer.singleShot(50, lambda: _close_at_human_roll(qapp, again))
    assert run_app(options) == 0  # no --players: the kept game goes on
    window, positions = again[0]
    assert window.new_game_dialog is None
    assert window.move_log.lines()[-1] == "The game from last time goes on."
    assert window.controller.name(2) == "Eve"
    assert positions == list(kept.game.positions)


def test_a_network_game_not_over_is_offered_before_the_new_game_dialog(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 38, point 6: a seat kept in the data folder (a joiner's app that was killed) is
    offered first, in one question; Not now, then the New game dialog as ever."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    joined = tmp_path / "madn" / "lan" / "joined"
    joined.mkdir(parents=True)
    table = "0123456789abcdef" * 2
    seat = {"table": table, "token": "00" * 16, "peer": 1, "chains": [], "name": "Küche"}
    seat |= {"host": "127.0.0.1", "port": 9, "player": "Ben", "level": ""}
    (joined / f"{table}-000000000000.json").write_text(json.dumps(seat), encoding="utf-8")
    seen: list[str] = []

    def look() -> None:
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        box = windows[0].network.way_back.question if windows else None
        if windows and windows[0].new_game_dialog is not None and box is None:
            seen.append("the New game dialog first")  # (nothing was offered: fails below)
            windows[0].new_game_dialog.reject()
            windows[0].close()
            return
        if box is None or not box.isVisible():
            QTimer.singleShot(50, look)
            return
        seen.append(box.text())
        seen.append("no new game yet" if windows[0].new_game_dialog is None else "new game")
        no = box.escapeButton()
        assert no is not None
        no.click()  # Not now
        QTimer.singleShot(50, lambda: then(windows[0]))

    def then(window: MainWindow) -> None:
        dialog = window.new_game_dialog
        if dialog is None:
            QTimer.singleShot(50, lambda: then(window))
            return
        seen.append("new game")
        dialog.reject()
        window.close()

    QTimer.singleShot(50, look)
    assert run_app(["--flat-board", "--lang", "en", "--reduced-motion"]) == 0
    assert seen == [
        "Your network game at the table 'Küche' is not over.",
        "no new game yet",
        "new game",
    ]


def test_the_headless_commands_never_open_the_window() -> None:
    """``madn stats`` and ``madn history`` are the command line's, like ``madn simulate``."""
    import os
    import subprocess
    import sys

    for command in ("stats", "history", "simulate"):
        done = subprocess.run(
            [sys.executable, "-m", "madn_qt", command, "--help"],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith(f"usage: madn {command}"), done.stdout[:200]


def test_players_on_the_command_line_never_lose_the_kept_game(
    qapp: QApplication, tmp_path: Path
) -> None:
    """A kept unfinished game goes on first; ``--players`` replaces it only as Game ▸ New does,
    asking (Cancel keeps it, Don't save starts the new game)."""
    kept_setup = parse_players("human:Anna,empty,easy:Eve", Rules(railway=False))
    table = Table(kept_setup, seed=4, players=engine_players(kept_setup, 4))
    while not any(isinstance(c, Move) for c in table.game.commands):
        table.step()
    qapp.setApplicationName(APPLICATION)  # (as run_app names it: the kept game's folder)
    qapp.setOrganizationName(ORGANISATION)
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    saved_game.write(kept_setup, table.game, path, "2026-12-03")
    kept_commands = list(table.game.commands)
    options = ["--players", "human:Bo,normal", "--flat-board", "--lang", "en", "--reduced-motion"]

    def answer(button: str, seen: list[tuple[str, int]]) -> None:
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if not windows or question_button(windows[0], button) is None:
            QTimer.singleShot(50, lambda: answer(button, seen))
            return
        window = windows[0]
        seen.append((window.controller.name(2), len(window.controller.commands)))
        clicked = question_button(window, button)
        assert clicked is not None
        clicked.click()
        QTimer.singleShot(50, lambda: after(window, seen))

    def after(window: MainWindow, seen: list[tuple[str, int]]) -> None:
        if window.files.question is not None or window.controller.paused:
            QTimer.singleShot(50, lambda: after(window, seen))
            return
        seen.append((window.controller.name(2), len(window.controller.commands)))
        window.close()

    cancelled: list[tuple[str, int]] = []
    QTimer.singleShot(50, lambda: answer("cancel", cancelled))
    assert run_app(options) == 0
    # Asked while the kept game stood there (Eve's, all its commands); Cancel: it goes on.
    assert cancelled[0] == ("Eve", len(kept_commands))
    assert cancelled[1][0] == "Eve"
    assert saved_game.read(path).game.commands[: len(kept_commands)] == kept_commands
    dropped: list[tuple[str, int]] = []
    QTimer.singleShot(50, lambda: answer("discard", dropped))
    assert run_app(options) == 0
    assert dropped[0][0] == "Eve" and dropped[1][0] == "Carla"  # Bo's new game, seat 2 an AI
