"""The side panel as event games really grow (issue 33): saved games of `madn simulate --mode
event` cut at a person's decision (tools/cut_record.py; tests/data/grown/) are opened in the real
window under the game's style at 1024 x 768 and 1280 x 800, in English, German and Italian.

In every state — a roll and a choice of a seat with 26 and 27 figures, a branch of the special
paths, an event to confirm or to pick, the wheel turning, two seats knocked out — every control
is whole, inside the window, over no other and not under the move log; Roll, the pace, camera
and sound are in view; the move log keeps six lines at 1280 x 800 and four at 1024 x 768; no
button stands for a figure that does not exist (a grown seat's buttons are its choices, the rest
summed up in one line); and at a branch the plain route comes first and has the focus."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from pytestqt.qtbot import QtBot

from core.board import HOUSE, is_ring
from madn_qt.files.saved_game import read
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage
from tests.madn_qt.panel.test_app_panel_fit import problems, settle

GROWN = Path(__file__).parents[2] / "data" / "grown"
SMALL = QSize(1024, 740)  # a 1024 x 768 screen less a window manager's title bar
LARGE = QSize(1280, 770)  # a 1280 x 800 screen less a title bar
LEAST_LINES = {SMALL.width(): 4, LARGE.width(): 6}

# (saved game, the stage it waits in, the seat of the person at this computer)
STATES = [
    ("seat0-26-roll", Stage.HUMAN_ROLL, 0),
    ("seat0-26-move", Stage.HUMAN_MOVE, 0),
    ("seat3-27-move", Stage.HUMAN_MOVE, 3),
    ("seat0-branch", Stage.HUMAN_MOVE, 0),
    ("seat0-confirm", Stage.HUMAN_CONFIRM, 0),
    ("seat0-pick", Stage.HUMAN_PICK, 0),
]


def open_grown(qtbot: QtBot, window: MainWindow, name: str) -> None:
    window.show_opened_game(read(GROWN / f"{name}.madn"), seed=3)


def log_lines(window: MainWindow) -> float:
    log = window.move_log
    return log.viewport().height() / log.fontMetrics().lineSpacing()


def sized_window(qtbot: QtBot, tmp_path: Path, size: QSize, **how: bool) -> MainWindow:
    window = make_window(qtbot, tmp_path, **how)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    return window


# The small screen is the one that can cut a control: the large one runs with the slow tests.
@pytest.mark.parametrize(
    "size", [SMALL, pytest.param(LARGE, marks=pytest.mark.slow)], ids=["1024x768", "1280x800"]
)
def test_a_grown_game_keeps_every_control_whole(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None, size: QSize
) -> None:
    window = sized_window(qtbot, tmp_path, size)
    c = window.controller
    found: list[str] = []
    for name, stage, seat in STATES:
        open_grown(qtbot, window, name)
        wait_stage(qtbot, window, stage)
        qtbot.waitUntil(c.accepts_input)
        position = c.position
        assert position is not None and position.turn == seat
        state = f"{language} {size.width()}: {name}"
        found += problems(window, state)
        lines = log_lines(window)
        if lines < LEAST_LINES[size.width()]:
            found.append(f"{state}: the move log shows {lines:.1f} lines")
        panel = window.panel
        for control in (panel.roll_button, panel.pace_button, panel.camera_button):
            if not control.isVisible():
                found.append(f"{state}: {control.objectName()} is not shown")
    assert not found, "\n".join(found)


def test_the_wheel_turning_keeps_the_panel_whole(
    qtbot: QtBot, tmp_path: Path, styled: None
) -> None:
    """While the wheel turns the event box says what it turns for (no empty field) and stands
    in the Figures box's place: the log keeps its lines, Roll and the toggles their places."""
    # (the wheel turns at the game's own speed, a few seconds: the state can be looked at)
    window = sized_window(qtbot, tmp_path, SMALL, fast=False, reduced_motion=False)
    open_grown(qtbot, window, "seat0-wheel")
    box = window.panel.event_box
    qtbot.waitUntil(box.spinning)
    settle(window)
    assert box.isVisible() and box.sentence.text() and box.heading.text()
    assert not window.panel.figures.box.isVisible()
    found = problems(window, "the wheel turns")
    assert not found, "\n".join(found)
    assert log_lines(window) >= LEAST_LINES[SMALL.width()]


def figures_in(position_row: tuple[int, ...]) -> tuple[int, int, int]:
    house = sum(1 for p in position_row if p == HOUSE)
    way = sum(1 for p in position_row if p != HOUSE and is_ring(p))
    return house, way, len(position_row) - house - way


def test_a_grown_seat_has_buttons_only_for_its_choices_and_a_line_for_the_rest(
    qtbot: QtBot, tmp_path: Path, styled: None
) -> None:
    window = sized_window(qtbot, tmp_path, LARGE)
    c = window.controller
    panel = window.panel
    open_grown(qtbot, window, "seat3-27-move")
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    position = c.position
    assert position is not None
    row = position.figures[3]
    assert len(row) == 27
    buttons = panel.figure_buttons()
    # One button per choice, each a real move; no blank or greyed button of a figure.
    assert len(buttons) == len([m for m in c.choices if not m.is_pass])
    assert all(b.choice is not None and b.text() for b in buttons)
    assert {b.choice for b in buttons} == {m for m in c.choices if not m.is_pass}
    house, way, goal = figures_in(row)
    summary = panel.figures.summary.text()
    assert summary == f"House {house} · on the way {way} · goal {goal} of 27"
    assert (
        panel.figures.summary.isVisible()
        and panel.figures.summary.accessibleDescription() == summary
    )
    # Before the roll a grown seat has no buttons: a line says where they will come.
    open_grown(qtbot, window, "seat0-26-roll")
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert panel.figure_buttons() == []
    assert panel.figures.list_note.isVisible() and panel.figures.list_note.text()


def test_a_seat_of_four_has_no_blank_buttons_after_a_grown_seat(
    qtbot: QtBot, tmp_path: Path, styled: None
) -> None:
    """The pool of buttons grew for a seat with many choices; a seat of four then shows four
    buttons, each a figure (no blank framed buttons for figures it does not have)."""
    window = sized_window(qtbot, tmp_path, LARGE)
    open_grown(qtbot, window, "seat0-branch")  # Anna has 8 figures: her choices only
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    assert len(window.panel.figure_buttons()) >= 2
    window.start_game(config("human:Anna,normal,normal,normal"), seed=5)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    buttons = window.panel.figure_buttons()
    assert len(buttons) == 4
    assert all(b.text() and b.accessibleName() for b in buttons)


def test_at_a_branch_the_plain_route_comes_first_and_enter_takes_it(
    qtbot: QtBot, tmp_path: Path, styled: None
) -> None:
    window = sized_window(qtbot, tmp_path, LARGE)
    c = window.controller
    open_grown(qtbot, window, "seat0-branch")
    wait_stage(qtbot, window, Stage.HUMAN_MOVE)
    qtbot.waitUntil(c.accepts_input)
    buttons = [b for b in window.panel.choice_buttons() if b.choice is not None]
    by_figure: dict[int, list[int]] = {}
    for index, button in enumerate(buttons):
        assert button.choice is not None
        by_figure.setdefault(button.choice.figure, []).append(index)
    branching = [f for f, indices in by_figure.items() if len(indices) > 1]
    assert branching, "the saved game waits at a branch"
    for figure in branching:
        routes = [buttons[i].choice for i in by_figure[figure]]
        assert routes[0] is not None and not routes[0].paths  # the plain way first
        assert all(r is not None and r.paths for r in routes[1:])
    # The focus starts on the first choice: with the branching figure first, its plain way.
    qtbot.waitUntil(lambda: any(b.hasFocus() for b in buttons))
    focused = next(b for b in buttons if b.hasFocus())
    plain = window.panel.current_choice()
    assert plain is not None and plain == focused.choice == buttons[0].choice
    assert not plain.paths
    played = len(c.commands)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.commands) > played)
    assert c.commands[played] == plain
