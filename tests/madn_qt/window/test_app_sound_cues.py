"""Over the 3D board, steps sound hop by hop, in time with the figure (not per command)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window, wait_stage


class Recorder:
    """The sound player interface; remembers what was played."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> bool:
        self.played.append(name)
        return True

    def set_enabled(self, enabled: bool) -> None:
        pass

    def is_enabled(self) -> bool:
        return True

    def unlock(self) -> None:
        pass

    def unlock_on_first_input(self, app: object) -> None:
        pass

    def has_audio_device(self) -> bool:
        return True

    def watch_audio_devices(self, changed: object) -> None:
        pass


def test_a_move_of_three_sounds_three_steps_on_the_3d_board(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, flat=False, reduced_motion=False)
    sound = Recorder()
    window.sound = sound
    window.start_game(config("human,empty,random"), chance=ScriptedChance([6, 3] + [1] * 40))
    # A 6 brings a figure out (one hop), the further roll of 3 moves it three fields.
    for expected in (["dice", "step"], ["dice", "step", "step", "step"]):
        sound.played.clear()
        wait_stage(qtbot, window, Stage.HUMAN_ROLL)
        qtbot.keyClick(QApplication.focusWidget() or window, " ")
        wait_stage(qtbot, window, Stage.HUMAN_MOVE)
        qtbot.keyClick(QApplication.focusWidget(), "\r")
        # The next seat may already be rolling: compare what this move sounded.
        count = len(expected)
        qtbot.waitUntil(lambda count=count: len(sound.played) >= count, timeout=10000)
        assert sound.played[:count] == expected


@pytest.mark.slow
def test_event_mode_sounds_the_wheel_the_train_signal_construction_and_a_rocket(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A computers' event game on the flat board: every wheel turn ticks, the train's
    announcement sounds, new paths hammer, a rocket whooshes (as the happenings come)."""
    from core.event.wheel import Event
    from core.happenings import EventApplied, PathsBuilt, TrainComing, WheelDrawn
    from core.rules import Rules

    window = make_window(qtbot, tmp_path, reduced_motion=False)
    sound = Recorder()
    window.sound = sound
    seen: list[object] = []
    window.controller.happenings_applied.connect(lambda events, _p: seen.extend(events))
    window.start_game(
        config("normal,normal,normal,normal", Rules(event_mode=True, railway=True)), seed=6
    )
    qtbot.waitUntil(lambda: window.controller.stage is Stage.OVER, timeout=120000)
    wheels = sum(isinstance(e, WheelDrawn) for e in seen)
    # (a rocket with a target turns its second wheel, for the target)
    targets = sum(
        isinstance(e, EventApplied) and e.event is Event.ROCKET and bool(e.moved) for e in seen
    )
    assert wheels > 0 and sound.played.count("wheel") == wheels + targets
    assert sound.played.count("train_signal") == sum(isinstance(e, TrainComing) for e in seen)
    assert sound.played.count("construction") == sum(isinstance(e, PathsBuilt) for e in seen)
    rockets = sum(isinstance(e, EventApplied) and e.event is Event.ROCKET for e in seen)
    assert sound.played.count("rocket") == rockets
    assert rockets > 0 and "construction" in sound.played and "train_signal" in sound.played
