"""A grown event game played to its ranking on the real 3D board by keyboard alone (issue 33).

The game is one of `madn simulate --mode event` (tests/data/grown/won-by-seat0.madn), taken up
by four people at one table where Anna (seat 0, grown to five figures) is asked to confirm a
Reinforcement: she confirms it (Space), meets a branch of the special paths at once (the plain
route comes first and has the focus), gets a second Reinforcement later, and wins. The chance of
the rest of the game is the record's own, and every seat answers as the recorded player did, by
keys only: Space rolls and confirms, Tab or the arrow keys walk the choices and the picks, Enter
plays the focused one. So the game runs to the recorded end and the ranking shows.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.actions import Pick
from core.chance import ChanceNode, Draw, Roll
from core.event.wheel import Event
from core.game import Game
from core.happenings import Happening
from core.moves import Move
from core.ranking import ranking
from core.record import Record, load
from core.setup import Seat
from madn_qt.board.view import BoardView
from madn_qt.files.saved_game import OpenedGame
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import make_window
from tests.madn_qt.panel_support import pick_buttons
from tests.madn_qt.window.event_support import person_waits, press

RECORD = Path(__file__).parents[2] / "data" / "grown" / "won-by-seat0.madn"
TAKEN_UP = 1826  # commands played before Anna takes her seat: she confirms a Reinforcement
STEP_TIMEOUT_MS = 60000  # one step to her next decision: a hang, not a slow machine


class RecordChance:
    """The recorded game's chance: the answer at the command the game has reached."""

    def __init__(self, record: Record, window: MainWindow) -> None:
        self._record = record
        self._window = window

    def draw(self, node: ChanceNode) -> tuple[int, ...]:
        command = self._record.commands[len(self._window.controller.commands)]
        if isinstance(command, Roll):
            return command.pips
        assert isinstance(command, Draw) and command.kind is node.kind, (command, node)
        return (command.value,)


def opened_at(record: Record, commands: int) -> OpenedGame:
    seats = [Seat.human(seat.name) for seat in record.setup.seats]  # four people, one table
    setup = dataclasses.replace(record.setup, seats=tuple(seats))
    game = Game(setup)
    happenings: list[Happening] = []
    for command in record.commands[:commands]:
        happenings += game.apply(command)
    return OpenedGame(setup, game, happenings)


def same(move: Move | None, wanted: Move) -> bool:
    """The same decision (a record names a move by its figure, target and paths)."""
    if move is None:
        return False
    return (move.figure, move.target, move.paths, move.is_pass) == (
        wanted.figure,
        wanted.target,
        wanted.paths,
        wanted.is_pass,
    )


def walk_to(qtbot: QtBot, window: MainWindow, wanted: Move) -> None:
    """Down (the next choice) until the current choice is ``wanted``; every choice is reached
    round and round, so a bounded walk finds it."""
    panel = window.panel
    for _ in range(len(panel.choice_buttons()) + 1):
        if same(panel.current_choice(), wanted):
            return
        press(qtbot, window, Qt.Key.Key_Down)
    offered = [b.choice for b in panel.choice_buttons()]
    raise AssertionError(f"{wanted} is not among the choices {offered}")


def pick_to(qtbot: QtBot, window: MainWindow, seat: int, wanted: Pick) -> None:
    """Tab through the event box's pick buttons to the recorded pick's figure(s), Enter each."""
    box = window.panel.event_box
    targets = []
    if wanted.own >= 0:  # a swap: Anna's own figure first
        targets.append((seat, wanted.own))
    targets.append((wanted.seat, wanted.figure))
    for target in targets:
        for _ in range(len(pick_buttons(box)) + 2):
            focused = QApplication.focusWidget()
            if focused in pick_buttons(box) and box._pick_figures.get(focused) == target:
                break
            press(qtbot, window, Qt.Key.Key_Tab)
        else:
            raise AssertionError(f"no pick button for {target}")
        press(qtbot, window, Qt.Key.Key_Return)


@pytest.mark.slow
@pytest.mark.gl
def test_a_grown_event_game_to_the_ranking_by_keyboard_on_the_3d_board(
    qtbot: QtBot, tmp_path: Path
) -> None:
    record = load(RECORD)
    window = make_window(qtbot, tmp_path, flat=False)
    assert isinstance(window.board, BoardView)
    c = window.controller
    window.show_opened_game(opened_at(record, TAKEN_UP), chance=RecordChance(record, window))
    reinforcements = branches = 0
    for _decision in range(200):  # (bounds the test: the record has 69 commands left)
        # (every seat is a person here: the computers' choices would depend on their own seed)
        qtbot.waitUntil(lambda: person_waits(window), timeout=STEP_TIMEOUT_MS)
        if c.stage is Stage.OVER:
            break
        played = len(c.commands)
        wanted = record.commands[played]
        position = c.position
        assert position is not None
        if c.stage is Stage.HUMAN_ROLL:
            press(qtbot, window, Qt.Key.Key_Space)
        elif c.stage is Stage.HUMAN_CONFIRM:
            state = position.event_state
            assert state is not None and state.pending is not None
            reinforcements += position.turn == 0 and state.pending.event is Event.REINFORCEMENT
            press(qtbot, window, Qt.Key.Key_Space)
        elif c.stage is Stage.HUMAN_PICK:
            assert isinstance(wanted, Pick)
            pick_to(qtbot, window, position.turn, wanted)
        else:
            assert c.stage is Stage.HUMAN_MOVE and isinstance(wanted, Move)
            routes = [m for m in c.choices if not m.is_pass and m.figure == wanted.figure]
            if any(m.paths for m in routes) and any(not m.paths for m in routes):
                branches += 1  # a branch: its plain route comes before its special ones
                order = [b.choice for b in window.panel.choice_buttons() if b.choice in routes]
                assert order[0] is not None and not order[0].paths
            walk_to(qtbot, window, wanted)
            press(qtbot, window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda played=played: len(c.commands) > played, timeout=STEP_TIMEOUT_MS)
        done = c.commands[played]
        assert same(done, wanted) if isinstance(wanted, Move) else done == wanted, (done, wanted)
    assert c.stage is Stage.OVER
    assert reinforcements >= 2 and branches >= 1
    assert len(c.commands) == len(record.commands)
    qtbot.waitUntil(lambda: window.ranking_dialog is not None and window.ranking_dialog.isVisible())
    assert c.position is not None and c.position.over
    assert ranking(c.position)[0][0] == 0  # Anna won, as in the record
