"""run_app: command line options, quick start with --players, a clean exit."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from madn_qt.app import parse_args, run_app
from madn_qt.controller import Stage
from madn_qt.main_window import MainWindow
from madn_qt.seating import SeatKind, parse_players


@pytest.fixture(autouse=True)
def private_settings() -> Iterator[None]:
    QStandardPaths.setTestModeEnabled(True)  # QSettings go to a test location
    yield
    QStandardPaths.setTestModeEnabled(False)


def test_parse_args() -> None:
    options = parse_args(["--lang", "de", "--reduced-motion", "--seed", "5", "--players", "human"])
    assert options.lang == "de" and options.reduced_motion and options.seed == 5
    assert options.players == "human"
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr"])


def test_parse_players() -> None:
    config = parse_players("human:Anna,easy,empty,strong:Zed")
    kinds = [s.kind for s in config.seats]
    assert kinds == [SeatKind.HUMAN, SeatKind.AI, SeatKind.EMPTY, SeatKind.AI]
    assert config.seats[3].level == "strong" and config.name(3) == "Zed"
    assert config.occupied == (0, 1, 3)
    for bad in ("human,random", "human", "wizard,human", "human,easy,easy,easy,easy"):
        with pytest.raises(ValueError):
            parse_players(bad)


def test_bad_players_option_exits_with_2(qapp: QApplication) -> None:
    assert run_app(["--players", "human,random"]) == 2  # neighbours cannot play alone


def test_quick_start_runs_and_quits(qtbot: QtBot, qapp: QApplication) -> None:
    seen: list[Stage] = []

    def look() -> None:
        windows = [w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows or windows[0].controller.stage is not Stage.HUMAN_ROLL:
            QTimer.singleShot(50, look)
            return
        window = windows[0]
        seen.append(window.controller.stage)
        assert window.controller.name(0) == "Anna"
        window.close()

    QTimer.singleShot(50, look)
    code = run_app(
        ["--players", "human:Anna,random,random,random", "--seed", "3", "--flat-board",
         "--lang", "en", "--reduced-motion"]
    )
    assert code == 0
    assert seen == [Stage.HUMAN_ROLL]
