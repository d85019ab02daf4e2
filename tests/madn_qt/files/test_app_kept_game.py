"""Never losing a game (issue 25): the running game is kept after every command, so that a
killed app (SIGKILL, a real process) goes on at the same state when started again; a kept file
that cannot be read is moved aside with a message, and the one kept a command before goes on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from core.record import Record, RecordError, load
from madn_qt.files.game_files import previous_of
from madn_qt.files.texts import record_error_text
from madn_qt.play.controller import GameController, Stage
from tests.madn_qt.app_support import config, make_window

ROOT = Path(__file__).resolve().parents[3]
KEPT = Path("madn") / "Mensch ärgere Dich nicht" / "autosave.madn"  # in $XDG_DATA_HOME


def _play(qtbot: QtBot, c: GameController, decisions: int) -> None:
    """The person rolls and moves ``decisions`` times (the computers in between)."""
    for _ in range(decisions):
        qtbot.waitUntil(
            lambda: c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE) and c.accepts_input()
        )
        if c.stage is Stage.HUMAN_ROLL:
            assert c.request_roll()
        else:
            assert c.request_move(c.choices[0])


def test_the_game_is_kept_after_every_command(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert window.autosave is not None
    c = window.controller
    kept: list[int] = []

    def look(_step: object) -> None:  # after the window kept it (connected before us)
        assert window.autosave is not None
        kept.append(len(load(window.autosave).commands))

    c.step_played.connect(look)
    window.start_game(config("human,normal,normal,normal"), seed=3)
    for _ in range(12):
        qtbot.waitUntil(
            lambda: c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE) and c.accepts_input()
        )
        if c.stage is Stage.HUMAN_ROLL:
            assert c.request_roll()
        else:
            assert c.request_move(c.choices[0])
    assert kept and kept == list(range(1, len(kept) + 1))  # every command, at once
    assert len(load(window.autosave).commands) == len(c.commands)
    assert previous_of(window.autosave).is_file()


def test_a_kept_game_that_cannot_be_read_is_moved_aside_and_the_one_before_goes_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first = make_window(qtbot, tmp_path)
    first.start_game(config("human,normal,normal,normal"), seed=3)
    _play(qtbot, first.controller, 4)
    assert first.autosave is not None
    kept, before = first.autosave, previous_of(first.autosave)
    good = load(before)
    first.controller.shutdown()
    # The last write was cut short (a full disk, a crash of the machine): half a file.
    text = kept.read_text(encoding="utf-8")
    kept.write_text(text[: len(text) // 2], encoding="utf-8")
    second = make_window(qtbot, tmp_path / "again")
    assert second.files.continue_from(kept)
    qtbot.waitUntil(lambda: second.files.error_box is not None)
    box = second.files.error_box
    assert isinstance(box, QMessageBox)
    assert box.text() == "The game kept from last time could not be read."
    assert "moved aside" in box.informativeText()
    assert box.informativeText().endswith("The game goes on from the move before.")
    # Why, in the app's words (not core's English log text), a sentence each.
    try:
        load(kept.parent / (kept.name + ".bad"))
    except RecordError as error:
        why = record_error_text(error)
    assert box.informativeText().startswith(why + " The file was moved aside")
    assert ".  " not in box.informativeText() and ". The file was moved aside" in (
        box.informativeText()
    )
    assert (kept.parent / (kept.name + ".bad")).read_text(encoding="utf-8") == text[
        : len(text) // 2
    ]
    assert second.controller.commands == good.commands  # the game kept a command before
    # Nothing is played unseen behind the message: the game waits until it is closed.
    assert second.controller.paused
    box.close()
    qtbot.waitUntil(lambda: not second.controller.paused)
    # A second damaged kept file is kept beside the first, not over it.
    kept.write_text(text[:40], encoding="utf-8")
    third = make_window(qtbot, tmp_path / "third")
    third.files.continue_from(kept)
    assert (kept.parent / (kept.name + ".bad-2")).read_text(encoding="utf-8") == text[:40]
    assert (kept.parent / (kept.name + ".bad")).read_text(encoding="utf-8") == text[
        : len(text) // 2
    ]
    if third.files.error_box is not None:
        third.files.error_box.close()


def _kept_commands(path: Path) -> int:
    try:
        return len(load(path).commands)
    except (OSError, RecordError):
        return 0


def _app(tmp_path: Path, *args: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["MADN_HISTORY"] = str(tmp_path / "history.sqlite3")
    return subprocess.Popen(
        [sys.executable, "-m", "madn_qt", "--flat-board", "--reduced-motion", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _wait_kept(path: Path, commands: int, app: subprocess.Popen[bytes], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while _kept_commands(path) < commands:
        assert app.poll() is None, "the app ended"
        assert time.monotonic() < deadline, f"{_kept_commands(path)} commands kept"
        time.sleep(0.1)


@pytest.mark.slow
def test_a_killed_app_goes_on_at_the_same_state(tmp_path: Path) -> None:
    """The computer plays all four seats; the app is killed (SIGKILL) in the middle of the
    game, started again, and goes on from exactly the command it had come to."""
    kept = tmp_path / "data" / KEPT
    settings = tmp_path / "config" / "madn" / "Mensch ärgere Dich nicht.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text(
        "[motion]\nanimation_speed=2.0\n\n[ui]\nguide_seen=true\n", encoding="utf-8"
    )  # (not the first start: its guide would hold the game; test_app_first_steps.py has it)
    app = _app(tmp_path, "--players", "normal,normal,normal,normal", "--seed", "5")
    try:
        _wait_kept(kept, 30, app, 120)
        app.send_signal(signal.SIGKILL)
        app.wait(30)
    finally:
        app.kill()
    killed: Record = load(kept)  # a whole file: every write replaces it in one step
    assert len(killed.commands) >= 30 and not killed.replay().over
    again = _app(tmp_path)  # no --players: the kept game goes on
    try:
        _wait_kept(kept, len(killed.commands) + 10, again, 120)
    finally:
        again.send_signal(signal.SIGKILL)
        again.wait(30)
    went_on = load(kept)
    assert went_on.commands[: len(killed.commands)] == killed.commands
    assert went_on.setup == killed.setup
    hashes = killed.replay().positions[-1].state_hash()
    assert went_on.replay().positions[len(killed.commands)].state_hash() == hashes
