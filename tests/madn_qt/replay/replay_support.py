"""Helpers for the replay tests: records of whole games played by the engine, a shown replay
window with private settings, waiting for a step to be shown, reading what the board shows."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from core.game import Game
from core.record import Record
from core.rules import Rules
from core.setup import parse_players
from core.table import Table, engine_players
from madn_qt.replay.window import ReplayWindow
from madn_qt.settings import Settings

FAST = 1000.0  # the settings' animation speed in tests: no pauses, animations at once
CLASSIC = ("normal:Anna,empty,normal:Ben", Rules(), 1)  # 361 commands, the railway on
EVENT = ("normal:Anna,empty,normal:Ben", Rules(event_mode=True), 3)  # 382, 33 wheels, 2 rockets
EVENT_SHORT = ("normal:Anna,empty,normal:Ben", Rules(event_mode=True), 28)  # 145, a rocket
ROLL_OFF = (
    "easy:Anna,normal:Ben,empty,random:Dario",
    Rules(roll_off=True, railway=False),
    4,
)  # 745
FOUR = ("normal:Anna,easy:Ben,strong:Carla,random:Dario", Rules(railway=False), 2)


@cache
def record_of(spec: str, rules: Rules, seed: int) -> Record:
    """A whole game of engine players (every seat played by the computer as ``spec`` says)."""
    setup = parse_players(spec, rules)
    table = Table(setup, seed=seed, players=engine_players(setup, seed))
    table.run()
    assert table.over
    return Record(setup, list(table.game.commands), "2026-12-03", table.game.position_ranking())


def hashes_of(record: Record) -> list[int]:
    """The state hash of every position of ``record``, replayed here (not by the replay)."""
    return [p.state_hash() for p in Game.replay(record.setup, list(record.commands)).positions]


def private_settings(tmp_path: Path) -> Settings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.landscape_animation = False
    settings.sound_on = False
    return settings


def make_replay(
    qtbot: QtBot,
    tmp_path: Path,
    record: Record,
    *,
    flat: bool = True,
    fast: bool = True,
    reduced_motion: bool = True,
) -> ReplayWindow:
    """A shown, active replay window of ``record`` with its own settings and no sound."""
    window = ReplayWindow(
        record,
        title="test.madn",
        flat_board=flat,
        settings=private_settings(tmp_path),
        reduced_motion=reduced_motion,
    )
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # (read after closing)
    qtbot.addWidget(window)
    if fast:
        window.set_animation_speed(FAST)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def shown_hash(window: ReplayWindow) -> int:
    """The state hash of the position the replay's board shows."""
    position = cast(Any, window.board).shown_position()
    assert position is not None
    return int(position.state_hash())


def wait_shown(qtbot: QtBot, window: ReplayWindow, k: int, timeout: int = 10000) -> None:
    """Wait until step ``k`` is shown whole (its animation over)."""
    player = window.player
    qtbot.waitUntil(lambda: player.index == k and not player.busy, timeout=timeout)


def focus(window: QWidget) -> QWidget:
    """The widget with the keyboard focus (where a real key press goes)."""
    widget = QApplication.focusWidget()
    return widget if widget is not None and widget.window() is window else window
