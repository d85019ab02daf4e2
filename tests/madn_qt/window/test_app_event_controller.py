"""Event mode in the window's controller (issue 23): a person at seat 0 rolls, moves, confirms
every event the wheel draws for them and picks the figures of a swap or a send-back, against
three computers, to the ranking; the wheel's presenter is waited for; the computers confirm
and pick by themselves."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from pytestqt.qtbot import QtBot

from core.actions import Pick
from core.chance import ChanceKind, Draw
from core.happenings import WheelDrawn
from core.position import Phase, Position
from core.rules import Rules
from madn_qt.play.animator import TargetDraw
from madn_qt.play.controller import PERSON_STAGES, Stage
from tests.madn_qt.app_support import config, make_window


class Wheel(QObject):
    """A wheel presenter that records each spin and stops after a moment."""

    stopped = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.spins: list[tuple[int, int, float]] = []
        self.targets: list[TargetDraw] = []

    def present(self, drawn: WheelDrawn, after: Position, seconds: float) -> None:
        assert after.phase is Phase.CONFIRM and after.turn == drawn.seat
        self.spins.append((drawn.seat, drawn.slice_number, seconds))
        QTimer.singleShot(5, self.stopped.emit)

    def present_target(self, draw: TargetDraw, seconds: float) -> None:
        self.targets.append(draw)
        QTimer.singleShot(5, self.stopped.emit)


@pytest.mark.slow
def test_a_person_plays_an_event_mode_game_to_the_ranking(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    wheel = Wheel()
    c.set_wheel(wheel)
    window.start_game(
        config("human,normal,normal,normal", Rules(event_mode=True, railway=True)), seed=4
    )
    confirmed = picked = moved = 0
    deadline = time.monotonic() + 240
    while c.stage is not Stage.OVER:
        assert time.monotonic() < deadline, c.stage
        qtbot.waitUntil(
            lambda: c.stage is Stage.OVER or (c.stage in PERSON_STAGES and c.accepts_input()),
            timeout=60000,
        )
        stage = c.stage
        if stage is Stage.HUMAN_ROLL:
            assert c.request_roll()
        elif stage is Stage.HUMAN_MOVE:
            assert c.request_move(c.choices[0])
            moved += 1
        elif stage is Stage.HUMAN_CONFIRM:
            assert not c.choices and not c.request_roll()  # nothing else is asked now
            assert c.request_confirm()
            assert not c.request_confirm()  # once
            confirmed += 1
        elif stage is Stage.HUMAN_PICK:
            picks = c.picks
            assert picks and all(isinstance(p, Pick) for p in picks)
            assert not c.request_pick(Pick(99, 99, 99))  # not one of the choices
            assert c.request_pick(picks[-1])
            picked += 1
    assert c.position is not None and c.position.over
    assert moved > 10 and picked > 0  # (seed 4: the person swaps or sends back 6 times)
    seats_spun = {seat for seat, _, _ in wheel.spins}
    assert wheel.spins and all(0 <= s < 600 for _, s, _ in wheel.spins)
    assert seats_spun - {0}, "the computers' wheels turned too"
    # Every event drawn for the person was confirmed by them (the computers confirm alone).
    assert confirmed == sum(1 for seat, _, _ in wheel.spins if seat == 0)
    # Every rocket's target was drawn on its own wheel, with the target the game sent home.
    drawn = [d for d in c.commands if isinstance(d, Draw) and d.kind is ChanceKind.TARGET]
    assert wheel.targets and [t.index for t in wheel.targets] == [d.value for d in drawn]
    assert all(t.seat not in {s for s, _ in t.targets} for t in wheel.targets)
