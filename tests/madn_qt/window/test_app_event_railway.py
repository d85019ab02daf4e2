"""The railway's own train in event mode in the real main window (issue 23), from a written
position with scripted chance: Anna (seat 0) plays by keyboard; her move ends the table round, the
train passes before Ben's first roll, the figures on its crossings go home on the board and the
next interval is drawn.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.board import ring_field
from core.chance import ChanceKind
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import make_window
from tests.madn_qt.window.event_run_support import (
    ENTER,
    FOUR,
    PATHS,
    SPACE,
    Run,
    assert_home,
    logged,
)
from tests.madn_qt.window.event_support import (
    ScriptThenSeed,
    assert_board_shows,
    figure_on_screen,
    position_of,
    press,
    start_at,
    wait_after,
    wait_person,
)


@pytest.mark.parametrize("flat", [True, False], ids=["flat", "3d"])
def test_the_railway_s_train_by_keyboard(qtbot: QtBot, tmp_path: Path, flat: bool) -> None:
    """The railway's own train in event mode: Anna's move (Space, Enter) ends the table round
    (Ben opened the game), so the train passes before Ben's first roll; the figures on its two
    crossings go home on the board, Anna's and Ben's stay, and the next interval is drawn."""
    window = make_window(qtbot, tmp_path, flat=flat)
    c = window.controller
    position = position_of(
        "f=5,H,H,H/2,H,H,H/15,H,H,H/23,H,H,H turn=0 phase=roll rolls=1 "
        f"rules=fc,rw,ev train=1 open=1 paths={PATHS.shortcut}:{PATHS.detour}"
    )
    assert [ring_field(s, position.figures[s][0]) for s in range(4)] == [5, 12, 35, 13]
    chance = ScriptThenSeed((3,), {ChanceKind.TRAIN: (3,)})
    start_at(window, FOUR, position, chance)
    assert wait_person(qtbot, window) is Stage.HUMAN_ROLL
    assert window.panel.train_text() == "The train comes after this round"
    press(qtbot, window, SPACE)
    assert wait_after(qtbot, window, 0) is Stage.HUMAN_MOVE
    before = {(s, 0): figure_on_screen(window.board, s, 0) for s in range(4)}
    commands = len(c.commands)
    press(qtbot, window, ENTER)
    assert wait_after(qtbot, window, commands) is Stage.HUMAN_ROLL
    run = Run(qtbot, window, chance, position, spots=dict(before))
    assert run.now.turn == 1 and run.now.train == 3
    assert_board_shows(window.board, run.now)
    assert_home(run, (2, 0), (3, 0))
    assert run.now.figures[0][0] == 8 and run.now.figures[1][0] == 2
    logged(run, "The train passes: Carla (green) loses figure 1 on field 36;")
    assert run.log()[-1] == "The next train comes in 3 table rounds."
    assert window.panel.train_text() == "Train in 3 table rounds"
    assert chance.script_left() == {}
