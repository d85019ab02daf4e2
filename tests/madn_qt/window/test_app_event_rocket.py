"""The rocket's second wheel in the window (issue 23): when a rocket flies, the event box turns a
wheel with one segment per figure it could hit (the seat's symbol and the figure's number, in the
seat's colour), the wheel rests on the target the game drew, the box names it and where it
flies home from, and then the figure flies home on the board."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from core.actions import Command
from core.chance import ChanceKind, Draw
from core.event.play import opponent_targets
from core.event.wheel import Event
from core.game import Game
from core.position import Position
from core.rules import Rules
from core.setup import Setup
from madn_qt.play.controller import Stage
from madn_qt.texts import SEAT_RGB, place_text, symbol
from tests.madn_qt.app_support import config, make_window
from tests.madn_qt.panel_support import turn_line
from tests.madn_qt.wheel_support import event_under_pointer, result_index


@pytest.mark.slow
def test_every_rocket_spins_its_target_wheel_to_the_drawn_figure(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    box = window.panel.event_box
    wheel = box.wheel
    seen: list[tuple[int, int | None, list[str], list[str], str, str]] = []

    def on_stopped() -> None:
        if event_under_pointer(wheel) is None:  # the rocket's wheel, not the events'
            seen.append(
                (
                    len(c.commands) - 1,
                    result_index(wheel),
                    [s.label for s in wheel.segments()],
                    [
                        QColor(wheel.segments()[i].colour).name()
                        for i in range(len(wheel.segments()))
                    ],
                    box.heading.text(),
                    box.sentence.text(),
                )
            )

    wheel.stopped.connect(on_stopped)
    window.start_game(
        config("normal,normal,normal,normal", Rules(event_mode=True, railway=True)), seed=6
    )
    qtbot.waitUntil(lambda: c.stage is Stage.OVER, timeout=120000)
    commands = c.commands
    drawn = [
        (n, d.value)
        for n, d in enumerate(commands)
        if isinstance(d, Draw) and d.kind is ChanceKind.TARGET
    ]
    assert drawn and [(n, index) for n, index, *_ in seen] == drawn
    setup = c.setup
    assert setup is not None
    befores = _positions_before(setup, commands, [n for n, _ in drawn])
    for (_, index, labels, colours, heading, sentence), before in zip(seen, befores, strict=True):
        targets = opponent_targets(before)
        assert labels == [f"{symbol(s)} {f + 1}" for s, f in targets]
        for (s, _), colour in zip(targets, colours, strict=True):
            paint, seat = QColor(colour), QColor(SEAT_RGB[s])
            assert abs(paint.hue() - seat.hue()) <= 8 or paint.lightness() > seat.lightness()
        seat, figure = targets[index]
        assert heading == f"The rocket hits {c.name(seat)}'s figure {figure + 1}."
        assert sentence == f"It flies home from {place_text(seat, before.figures[seat][figure])}."
        assert before.event_state is not None and before.event_state.pending is not None
        assert before.event_state.pending.event is Event.ROCKET
    log = window.move_log.toPlainText()
    assert "Rocket" in log


def _positions_before(setup: Setup, commands: list[Command], indices: list[int]) -> list[Position]:
    """The positions at which the commands ``indices`` were played (replayed from the start)."""
    game = Game(setup)
    wanted = set(indices)
    found: list[Position] = []
    for n, command in enumerate(commands):
        if n in wanted:
            found.append(game.position)
        game.apply(command)
    return found


def test_a_wheels_result_is_told_once_it_rests_not_while_it_turns(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The log, the panel and a screen reader hear the drawn event and the rocket's target when
    the wheel shows them, not before: the wheel keeps its secret while it turns."""
    from core.actions import CONFIRM
    from tests.madn_qt.window.event_cases_support import CASES
    from tests.madn_qt.window.event_support import ScriptThenSeed, start_at

    case = CASES[Event.ROCKET]
    window = make_window(qtbot, tmp_path, fast=False, reduced_motion=False)
    c = window.controller
    box = window.panel.event_box
    chance = ScriptThenSeed(case.dice, {ChanceKind.WHEEL: (case.slice_number,), **case.draws})
    start_at(window, case.seats, case.position(), chance)
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_ROLL and c.accepts_input())
    told: list[tuple[bool, list[str]]] = []  # (the wheel turned when the log grew, the lines)
    window.move_log.textChanged.connect(
        lambda: told.append((box.wheel.is_spinning(), window.move_log.lines()[-1:]))
    )
    assert c.request_roll()
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_MOVE and c.accepts_input(), timeout=20000)
    assert c.request_move(c.choices[0])  # onto the star field: the wheel turns
    qtbot.waitUntil(box.wheel.is_spinning, timeout=20000)
    assert not any("turns the wheel" in line for _, lines in told for line in lines)
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_CONFIRM and c.accepts_input(), timeout=20000)
    assert window.move_log.lines()[-1] == "Anna (red) turns the wheel: Rocket."
    assert not any(spinning for spinning, _ in told)
    before = len(c.commands)
    assert c.request_confirm() and c.commands[before] == CONFIRM
    qtbot.waitUntil(box.wheel.is_spinning, timeout=20000)  # the rocket's own wheel
    assert box.spinning() and box.heading.text() == "Anna's rocket picks its target…"
    assert not window.move_log.lines()[-1].startswith("Rocket:")
    assert turn_line(window.panel) == "Anna (red)"  # (the panel: still Anna's event)
    qtbot.waitUntil(lambda: window.move_log.lines()[-1].startswith("Rocket:"), timeout=20000)
    assert not box.wheel.is_spinning()
    assert not any(spinning for spinning, _ in told)
