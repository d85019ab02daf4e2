"""Helpers for the app tests: a window with private settings, quick seats, waiting for stages."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.setup import Setup, parse_players
from madn_qt.controller import Stage
from madn_qt.main_window import MainWindow
from madn_qt.settings import Settings

FAST = 1000.0  # animation speed for tests: no AI or pass pauses


def make_window(
    qtbot: QtBot,
    tmp_path: Path,
    *,
    flat: bool = True,
    fast: bool = True,
    reduced_motion: bool = True,
) -> MainWindow:
    """A shown main window with its own settings file and no sound."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.landscape_animation = False
    window = MainWindow(settings, flat_board=flat, reduced_motion=reduced_motion, sound=None)
    qtbot.addWidget(window)
    if fast:
        window.set_animation_speed(FAST)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # keyboard shortcuts need the active window
    qtbot.waitUntil(window.isActiveWindow)
    return window


def config(spec: str, rules: Rules | None = None) -> Setup:
    """Seats from a ``--players`` spec; the classic rules without the railway unless ``rules``
    are given (the railway's own app tests say so)."""
    return parse_players(spec, rules if rules is not None else Rules(railway=False))


def wait_stage(qtbot: QtBot, window: MainWindow, *stages: Stage, timeout: int = 10000) -> Stage:
    """Wait until the controller reaches one of ``stages`` (with input accepted for human ones)."""

    def reached() -> bool:
        c = window.controller
        if c.stage not in stages:
            return False
        if c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE):
            return c.accepts_input()
        return True

    qtbot.waitUntil(reached, timeout=timeout)
    return window.controller.stage
