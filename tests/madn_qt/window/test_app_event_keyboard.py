"""Event mode in the real window by keyboard only (issue 23): Space rolls and confirms the event
the wheel drew, Enter moves the focused figure and plays the focused pick (a swap in two steps),
the panel's event box shows the wheel, the event's name and its sentence; one person against
three computers to the ranking, on the flat board."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.event.play import acts
from core.event.wheel import Event
from core.rules import Rules
from madn_qt.event_texts import drawn_sentence, event_name
from madn_qt.panel.dice_text import dice_text
from madn_qt.play.controller import PERSON_STAGES, Stage
from tests.madn_qt.app_support import config, make_window
from tests.madn_qt.panel_support import event_line, pick_buttons, row_text
from tests.madn_qt.wheel_support import result_event


@pytest.mark.slow
def test_an_event_mode_game_by_keyboard_to_the_ranking(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    box = window.panel.event_box
    window.start_game(
        config("human,normal,normal,normal", Rules(event_mode=True, railway=True)), seed=4
    )
    confirmed = picked = 0
    deadline = time.monotonic() + 240
    while c.stage is not Stage.OVER:
        assert time.monotonic() < deadline, c.stage
        qtbot.waitUntil(
            lambda: c.stage is Stage.OVER or (c.stage in PERSON_STAGES and c.accepts_input()),
            timeout=60000,
        )
        stage, before = c.stage, len(c.commands)
        if stage is Stage.OVER:
            break
        focus = QApplication.focusWidget() or window
        if stage is Stage.HUMAN_CONFIRM:
            # The wheel stopped on the drawn event; the box names it and says what it does.
            event = box.drawn()
            assert box.isVisible() and isinstance(event, Event)
            assert result_event(box.wheel) is event
            assert box.heading.text() == f"Anna: {event_name(event)}"
            waiting = c.position
            assert waiting is not None and waiting.event_state is not None
            pending = waiting.event_state.pending
            assert pending is not None
            counter = pending.origin.value == "counter"
            expected = drawn_sentence(event, before_move=counter, acts=acts(waiting))
            assert box.sentence.text() == expected
            assert box.confirm_button.isVisible() and box.confirm_button.hasFocus()
            # The wheel stands over the board; the move log keeps its eight lines and more.
            assert box.wheel.isVisible() and box.wheel.parent() is window.board
            log = window.move_log
            assert log.viewport().height() >= 8 * log.fontMetrics().lineSpacing()
            assert window.panel.status_text() == "Anna, the wheel has spoken: Space or Enter."
            qtbot.keyClick(focus, Qt.Key.Key_Space)
            confirmed += 1
        elif stage is Stage.HUMAN_PICK:
            buttons = pick_buttons(box)
            assert buttons and buttons[0].hasFocus()
            assert all(b.accessibleName() for b in buttons)
            assert window.panel.status_text() == "Anna: Tab picks a figure, Enter takes it."
            qtbot.keyClick(focus, Qt.Key.Key_Return)
            if len(c.commands) == before and c.stage is Stage.HUMAN_PICK:
                # A swap: your figure first, then theirs (the focus on the first of those).
                qtbot.waitUntil(lambda: pick_buttons(box) and pick_buttons(box)[0].hasFocus())
                qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
            picked += 1
        elif stage is Stage.HUMAN_ROLL:
            position = c.position
            assert position is not None and position.event_state is not None
            state = position.event_state
            # Every player's row: the pip counter and what else holds for the seat.
            rows = window.panel.seat_rows
            for seat in position.seats:
                if seat in state.out:
                    assert row_text(rows, seat).endswith(": knocked out")
                elif seat not in position.finished:
                    counter = f"pip counter {state.counters[seat]} of 32"
                    assert row_text(rows, seat).startswith(f"{c.name(seat)}: {counter}")
            assert event_line(window.panel) == dice_text(position)
            qtbot.keyClick(focus, Qt.Key.Key_Space)
        else:
            qtbot.keyClick(focus, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda before=before: len(c.commands) > before, timeout=10000)
    assert confirmed > 10 and picked > 0
    assert c.position is not None and c.position.over
    assert not box.isVisible() or c.position.over
