"""An event-mode game on the real 3D board (issue 23), by keyboard only: Anna against three
computers, with the railway, for a bounded stretch of her decisions (until she has confirmed an
event and picked figures for one, and rolled fifteen times, or the game ends).

At every decision of hers, once everything before it has been shown: the 3D board shows the
controller's position (every figure drawn on its cell, the marks of the position), the dice on
the table show the last roll with the dice it was made with, and the panel names the same roll
and her pip counter and dice. When she is asked to confirm, the wheel rests on the slice the
game drew, and the event box names the event and says what it does; Space or Enter confirms,
Tab and Enter pick a send-back's or a swap's figures, Space rolls, Enter moves.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core.chance import Dice
from core.event.play import acts
from core.happenings import Happening, Rolled, WheelDrawn
from core.position import Phase, Position
from core.rules import Rules
from madn_qt.board.view import BoardView
from madn_qt.event_texts import drawn_sentence, event_name
from madn_qt.panel.dice_text import dice_text
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window
from tests.madn_qt.panel_support import die_text, event_line, pick_buttons, row_text
from tests.madn_qt.window.event_support import (
    assert_board_shows,
    assert_wheel_rests_on,
    dice_shown,
    person_waits,
    press,
)

SEED = 4  # the game's chance and the computers' choices (the test is deterministic)
ROLLS = 15  # Anna's rolls to play at least
DECISIONS = 80  # and no more of her decisions than this (bounds the test, not a clock)
STEP_TIMEOUT_MS = 60000  # one step to her next decision: a hang, not a slow machine


@pytest.mark.slow
def test_an_event_game_on_the_3d_board_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=False)
    board = window.board
    assert isinstance(board, BoardView)
    c = window.controller
    box = window.panel.event_box
    rolls: list[tuple[Rolled, Dice]] = []  # every roll of the game, with its dice
    wheels: list[WheelDrawn] = []
    shown: list[Position] = []  # the position the panel shows, before each command's happenings

    def seen(happenings: list[Happening], _after: Position) -> None:
        for happening in happenings:
            if isinstance(happening, Rolled):
                rolls.append((happening, shown[-1].dice))  # (the dice it was made with)
            elif isinstance(happening, WheelDrawn):
                wheels.append(happening)

    c.position_changed.connect(shown.append)
    c.happenings_applied.connect(seen)
    window.start_game(
        config("human:Anna,normal,normal,normal", Rules(event_mode=True, railway=True)), seed=SEED
    )

    def knocked_out() -> bool:
        """Anna has left the game (the computers play on without her)."""
        state = None if c.position is None else c.position.event_state
        return state is not None and 0 in state.out

    def next_decision(commands: int) -> None:
        """Wait until the game has gone past ``commands`` and Anna is asked (or it is over, or
        she is out): everything before has been shown. A game that stops getting there fails
        here, saying where it stuck."""
        try:
            qtbot.waitUntil(
                lambda: len(c.commands) > commands and (person_waits(window) or knocked_out()),
                timeout=STEP_TIMEOUT_MS,
            )
        except qtbot.TimeoutError:
            pytest.fail(
                f"the game hung before Anna's decision {decisions + 1}: stage {c.stage.name}, "
                f"{len(c.commands)} commands (waited for more than {commands}), "
                f"rolled {rolled}, confirmed {confirmed}, picked {picked}, moved {moved}"
            )

    rolled = confirmed = picked = moved = 0
    decisions = 0
    next_decision(-1)
    while (confirmed == 0 or picked == 0 or rolled < ROLLS) and decisions < DECISIONS:
        if c.stage is Stage.OVER or knocked_out():
            break
        stage = c.stage
        decisions += 1
        position = c.position
        assert position is not None and position.turn == 0
        state = position.event_state
        assert state is not None

        # Everything so far has been shown: the board is the game's, the dice the last roll's.
        # (While Anna confirms, the last command was the wheel's draw: shown by the wheel.)
        assert_board_shows(board, position, exact=stage is not Stage.HUMAN_CONFIRM)
        if rolls and (stage is not Stage.HUMAN_ROLL or rolls[-1][1] == position.dice):
            last, dice = rolls[-1]
            assert dice_shown(board) == (dice.sides, last.pips)
        elif rolls:  # asked to roll other dice than the last roll's: the board shows those
            sides, values = dice_shown(board)
            assert (sides, len(values)) == (position.dice.sides, position.dice.count)
        pips = die_text(window.panel)
        if stage is Stage.HUMAN_MOVE or (stage is Stage.HUMAN_CONFIRM and position.pips):
            # Anna's roll is on the table and on the panel.
            assert position.pips == rolls[-1][0].pips and rolls[-1][0].seat == 0
            assert pips == str(sum(position.pips))
            assert dice_shown(board)[1] == position.pips
        elif pips:  # (before a turn's first roll: the empty die, no number)
            assert rolls and pips == str(rolls[-1][0].value)
        counter = f"Anna: pip counter {state.counters[0]} of 32"
        assert row_text(window.panel.seat_rows, 0).startswith(counter)
        assert event_line(window.panel) == dice_text(position)

        before = len(c.commands)
        if stage is Stage.HUMAN_CONFIRM:
            # The wheel rests on the slice the game drew for Anna; the box says the event.
            drawn = wheels[-1]
            assert drawn.seat == 0
            event = drawn.event
            assert_wheel_rests_on(box.wheel, drawn.slice_number)
            assert box.isVisible() and box.wheel.isVisible() and box.drawn() is event
            assert box.heading.text() == f"Anna: {event_name(event)}"
            before_move = drawn.origin == "counter"
            expected = drawn_sentence(event, before_move=before_move, acts=acts(position))
            assert box.sentence.text() == expected
            assert box.confirm_button.isVisible() and box.confirm_button.hasFocus()
            assert window.panel.status_text() == "Anna, the wheel has spoken: Space or Enter."
            assert (
                window.move_log.lines()[-1] == f"Anna (red) turns the wheel: {event_name(event)}."
            )
            press(qtbot, window, Qt.Key.Key_Space if confirmed % 2 == 0 else Qt.Key.Key_Return)
            confirmed += 1
        elif stage is Stage.HUMAN_PICK:
            buttons = pick_buttons(box)
            assert buttons and buttons[0].hasFocus()
            # Each says its choice in words (the short labels of many picks: in full).
            assert all(
                b.accessibleName().startswith(b.text()) or "'s figure " in b.accessibleName()
                for b in buttons
            )
            assert window.panel.status_text() == "Anna: Tab picks a figure, Enter takes it."
            if len(buttons) > 1:
                press(qtbot, window, Qt.Key.Key_Tab)  # the second offer, by keyboard
                assert buttons[1].hasFocus()
            press(qtbot, window, Qt.Key.Key_Return)
            if len(c.commands) == before and c.stage is Stage.HUMAN_PICK:
                # A swap: her figure first, then theirs (the focus on the first of those).
                qtbot.waitUntil(
                    lambda: bool(pick_buttons(box)) and pick_buttons(box)[0].hasFocus(),
                    timeout=STEP_TIMEOUT_MS,
                )
                press(qtbot, window, Qt.Key.Key_Return)
            picked += 1
        elif stage is Stage.HUMAN_ROLL:
            assert position.phase is Phase.ROLL
            assert window.panel.roll_button.hasFocus()
            press(qtbot, window, Qt.Key.Key_Space)
            rolled += 1
        else:
            assert stage is Stage.HUMAN_MOVE
            choice = window.panel.current_choice()
            assert choice is not None and choice in c.choices
            press(qtbot, window, Qt.Key.Key_Return)
            moved += 1
        next_decision(before)
    finished = c.stage is Stage.OVER or knocked_out()
    assert finished or (rolled >= ROLLS and confirmed >= 1 and picked >= 1), (
        f"{DECISIONS} decisions of Anna's went by without the stretch being played: "
        f"rolled {rolled}, confirmed {confirmed}, picked {picked}"
    )
    assert moved > 0 and confirmed >= 1
    if knocked_out():
        # Her figures flew off the 3D board (the computers may still be playing on).
        qtbot.waitUntil(
            lambda: all(board.figure_screen_pos(0, f) is None for f in range(4)),
            timeout=STEP_TIMEOUT_MS,
        )
