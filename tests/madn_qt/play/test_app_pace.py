"""The pace of the computer's turns, in the real window: F and the panel's button go from normal
to four times faster to "to the end of the game" (no animations, every move still in the log);
the computer's turns are brisker than a human's at normal pace, and a human's own moves are never
hurried."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.play import computer_pace
from madn_qt.play.controller import Stage
from madn_qt.play.pace import (
    AI_ANIMATION_PACE,
    AI_PACE_MS,
    AI_PASS_PAUSE_MS,
    FAST_FACTOR,
    PASS_PAUSE_MS,
    Pace,
)
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage

ALL_AI = "random:Rex,random:Rita,random:Rolf,random:Rosa"


def watched_game(qtbot: QtBot, window: MainWindow, pace_keys: int) -> tuple[list[str], int]:
    """An all-AI game with seed 11, the pace key pressed ``pace_keys`` times at the start; the
    log at the end and how many animations the board was asked to play after the keys."""
    animations = 0
    board = window.board
    play_happenings, roll_die = board.play_happenings, board.roll_die  # type: ignore[attr-defined]

    def counted_events(*args: object) -> None:
        nonlocal animations
        animations += 1
        play_happenings(*args)

    def counted_roll(*args: object) -> None:
        nonlocal animations
        animations += 1
        roll_die(*args)

    window.start_game(config(ALL_AI), seed=11)
    for _ in range(pace_keys):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F)
    board.play_happenings = counted_events  # type: ignore[attr-defined]
    board.roll_die = counted_roll  # type: ignore[attr-defined]
    wait_stage(qtbot, window, Stage.OVER, timeout=120000)
    return window.move_log.lines(), animations


@pytest.mark.slow
def test_to_the_end_skips_the_animations_and_keeps_the_log(qtbot: QtBot, tmp_path: Path) -> None:
    normal = make_window(qtbot, tmp_path / "normal")
    log, animations = watched_game(qtbot, normal, 0)
    assert animations > 100
    ended = make_window(qtbot, tmp_path / "end")
    log_at_end, animations_at_end = watched_game(qtbot, ended, 2)
    assert animations_at_end <= 2, "animations played although the game went to the end"
    assert log_at_end == log, "the log lost moves"
    # The end has come: back to the pace before "to the end" (F twice: normal, fast, end).
    assert ended.controller.pace is Pace.FAST
    assert ended.menus.pace_actions[Pace.FAST].isChecked()


def test_to_the_end_plays_the_rest_at_once_and_shows_where_it_ends(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The computer's stretch is computed in slices, not shown command by command: the board is
    given a position per slice (a few for a whole game), not one per command. A slice ends after
    END_SLICE_COMMANDS or END_SLICE_S, whichever comes first; the time bound is lifted here, so
    that the count does not depend on how busy the machine is (under load a 0.1 s slice held
    five commands)."""
    monkeypatch.setattr(computer_pace, "END_SLICE_S", 600.0)
    window = make_window(qtbot, tmp_path)
    board, c = window.board, window.controller
    shown: list[object] = []
    set_position = board.set_position

    def counted(position: object) -> None:
        shown.append(position)
        set_position(position)  # type: ignore[arg-type]

    window.start_game(config(ALL_AI), seed=11)
    board.set_position = counted  # type: ignore[method-assign]
    start = len(c.commands)
    c.set_pace(Pace.END)
    wait_stage(qtbot, window, Stage.OVER, timeout=120000)
    played = len(c.commands) - start
    assert played > 300
    assert len(shown) <= played / 5, (len(shown), played)
    assert shown[-1] == c.position  # the board shows the end


def test_the_pace_stays_from_game_to_game_but_to_the_end_does_not(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, fast=False)
    c = window.controller
    window.start_game(config("random:Rex,empty,human:Anna"), seed=5)
    window.menus.pace_actions[Pace.FAST].trigger()
    window.start_game(config("random:Rex,empty,human:Anna"), seed=6)
    assert c.pace is Pace.FAST and window.menus.pace_actions[Pace.FAST].isChecked()
    assert window.panel.pace_button.text() == "Computer turns: 4× faster"
    window.menus.pace_actions[Pace.END].trigger()
    window.start_game(config("random:Rex,empty,human:Anna"), seed=7)
    assert c.pace is Pace.FAST  # "to the end" was for the game it was chosen in
    window.menus.pace_actions[Pace.NORMAL].trigger()
    window.menus.pace_actions[Pace.END].trigger()
    window.start_game(config("random:Rex,empty,human:Anna"), seed=8)
    assert c.pace is Pace.NORMAL and window.menus.pace_actions[Pace.NORMAL].isChecked()


def test_the_pace_key_button_and_menu_show_the_pace(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, fast=False)
    window.start_game(config("random:Rex,empty,human:Anna"), seed=5)
    c, panel = window.controller, window.panel
    assert c.stage is Stage.AI_TURN and c.pace is Pace.NORMAL
    assert panel.pace_button.text() == "Computer turns: normal"
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F)
    assert c.pace is Pace.FAST and panel.pace_button.text() == "Computer turns: 4× faster"
    assert window.menus.pace_actions[Pace.FAST].isChecked()
    assert panel.status_text() == "Rex plays, four times faster. F: to the end."
    qtbot.mouseClick(panel.pace_button, Qt.MouseButton.LeftButton)
    assert c.pace is Pace.END and panel.pace_button.text() == "Computer turns: to the end"
    assert panel.status_text() == "Rex plays, without animations. F: normal pace."
    window.menus.pace_actions[Pace.NORMAL].trigger()
    assert c.pace is Pace.NORMAL and panel.pace_button.text() == "Computer turns: normal"


def test_the_computer_is_brisk_and_the_human_is_not_hurried(qtbot: QtBot, tmp_path: Path) -> None:
    assert AI_PACE_MS <= 300 and AI_PASS_PAUSE_MS < PASS_PAUSE_MS
    assert AI_ANIMATION_PACE > 1 and FAST_FACTOR == 4
    window = make_window(qtbot, tmp_path, fast=False)
    speeds: list[tuple[bool, float]] = []
    board = window.board
    c = window.controller
    original = board.set_animation_speed  # type: ignore[attr-defined]

    def record(speed: float) -> None:
        position = c.position
        human = position is not None and c.is_human(position.turn)
        speeds.append((human, speed))
        original(speed)

    board.set_animation_speed = record  # type: ignore[attr-defined]
    window.start_game(config("random:Rex,empty,human:Anna"), seed=5)
    c.set_animation_speed(100.0)  # the test's pace: the ratios are what counts
    fast = 100.0 * AI_ANIMATION_PACE * FAST_FACTOR
    for turn in range(60):  # the human's rolls and moves, the computer's turns in between
        if turn == 4:
            c.set_pace(Pace.FAST)
        if turn > 8 and any(s == fast for h, s in speeds if not h):
            break
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=30000)
        if stage is Stage.HUMAN_ROLL:
            assert c.request_roll()
        else:
            assert c.request_move(c.choices[0])
    human = {s for h, s in speeds if h}
    computer = {s for h, s in speeds if not h}
    assert human == {100.0}, "a human's own moves were hurried"
    assert 100.0 * AI_ANIMATION_PACE in computer
    assert fast in computer
