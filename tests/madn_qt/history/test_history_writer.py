"""The app's finished games in the history (madn_qt/history/writer.py), in the real window: an
offline game played to its end, a LAN game the controller follows as a joiner and as the host
(fed its steps as the network would), a damaged history moved aside with a sentence to show, a
history that cannot be written (a sentence, no exception); and core.history's default file is
the one in Qt's AppDataLocation of the app."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths
from pytestqt.qtbot import QtBot

from core.chance import SeededChance
from core.history import FILE_NAME, GameEntry, History, default_path
from core.players import RandomPlayer
from core.ranking import ranking
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from core.table import Step, Table
from madn_qt.history.writer import GameClock, add_finished_game
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace
from madn_qt.settings import APPLICATION, ORGANISATION
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import config, make_window, wait_stage

# The host's view of a LAN game: Anna plays at the host, Ben joined, Carla is the host's AI.
LAN = Setup(
    Rules(railway=False),
    (Seat.human("Anna"), Seat(SeatKind.REMOTE, "Ben"), Seat.ai("random", "Carla"), Seat()),
)


def _writing(
    window: MainWindow, notes: list[Callable[[], str] | None], path: Path | None = None
) -> GameClock:
    """What the main window does: a clock on its controller, the game written at its end."""
    controller = window.controller
    clock = GameClock(controller)
    controller.game_over.connect(
        lambda _ranking: notes.append(add_finished_game(controller, clock, path=path))
    )
    return clock


def _steps(seed: int) -> list[Step]:
    """A whole LAN game as the network reports it (every seat played by a random player)."""
    table = Table(LAN, SeededChance(seed), players=dict.fromkeys(LAN.occupied, RandomPlayer(seed)))
    steps: list[Step] = []
    table.listeners.append(steps.append)
    while not table.over:
        table.step()
    return steps


def _only(path: Path) -> tuple[GameEntry, History]:
    history = History.open(path)
    (game,) = history.games()
    return game, history


def _kinds(game: GameEntry) -> list[tuple[int, str, str, bool]]:
    return [(s.seat, s.name, s.kind, s.local) for s in game.seats]


@pytest.mark.slow
def test_an_offline_game_is_written_when_it_ends(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "data" / "history.sqlite3"  # (the window writes to the test's own too)
    window = make_window(qtbot, tmp_path)
    notes: list[Callable[[], str] | None] = []
    _writing(window, notes, path)
    window.start_game(config("random:Rex,empty,easy:Ria", Rules(event_mode=True)), seed=8)
    window.controller.set_pace(Pace.END)
    wait_stage(qtbot, window, Stage.OVER, timeout=120000)
    qtbot.waitUntil(lambda: bool(notes))
    assert notes == [None]
    game, history = _only(path)
    with history:
        played = window.controller.game
        assert played is not None
        assert game.mode == "event" and game.commands == len(played.commands)
        assert game.ranking == played.position_ranking()
        assert _kinds(game) == [(0, "Rex", "ai:random", True), (2, "Ria", "ai:easy", True)]
        assert game.duration is not None and game.duration > 0
        seconds = history.seconds(game.id)
        assert seconds is not None and len(seconds) == game.commands
        record = history.record(game.id)
        assert record.replay().position.state_hash() == played.position.state_hash()


@pytest.mark.slow
@pytest.mark.parametrize("role", ["join", "host"])
def test_a_followed_lan_game_keeps_the_seats_as_played_here(
    qtbot: QtBot, tmp_path: Path, role: str
) -> None:
    path = tmp_path / f"{role}.sqlite3"
    window = make_window(qtbot, tmp_path)
    notes: list[Callable[[], str] | None] = []
    _writing(window, notes, path=path)
    steps = _steps(5)
    lan = window.network.lan_game
    hosting = role == "host"
    lan.follow(LAN, [0] if hosting else [1], hosting=hosting)  # Anna's host, or Ben's joiner
    lan.feed(steps)
    qtbot.waitUntil(lambda: bool(notes), timeout=60000)
    assert notes == [None]
    game, history = _only(path)
    with history:
        assert game.ranking == ranking(steps[-1].position) and game.commands == len(steps)
        assert history.record(game.id).replay().position.state_hash() == steps[-1].state_hash
        seconds = history.seconds(game.id)
        assert seconds is not None and len(seconds) == len(steps)
    if role == "join":  # (the seats as Ben's window shows them: Anna a person elsewhere)
        assert _kinds(game) == [
            (0, "Anna", "remote", False),
            (1, "Ben", "human", True),
            (2, "Carla", "ai:random", False),
        ]
    else:
        assert _kinds(game) == [
            (0, "Anna", "human", True),
            (1, "Ben", "remote", False),
            (2, "Carla", "ai:random", True),
        ]


def test_a_damaged_history_is_moved_aside_with_a_sentence(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"not a database" * 100)
    window = make_window(qtbot, tmp_path)
    c = window.controller
    steps = _steps(3)
    lan = window.network.lan_game
    lan.follow(LAN, [], commands=[s.command for s in steps])  # over at once (a rejoin's replay)
    note = add_finished_game(c, path=path, lan_role="join")
    assert note is not None and note() == (
        "The game history could not be read. It was kept as history.sqlite3.corrupt-1 "
        "and a new one was started."
    )
    window.log.say(note)  # as the main window shows it
    game, history = _only(path)
    with history:
        assert game.duration is None and not game.timed
        assert not any(s.local for s in game.seats)  # watched here
    assert Path(f"{path}.corrupt-1").read_bytes() == b"not a database" * 100


def test_a_history_that_cannot_be_written_is_a_sentence_not_an_error(
    qtbot: QtBot, tmp_path: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.network.lan_game.follow(LAN, [0], commands=[s.command for s in _steps(3)])
    note = add_finished_game(c, path=blocker / "history.sqlite3")
    assert note is not None and note().startswith(
        "This game could not be added to the game history: cannot create"
    )


def test_the_default_file_is_in_qt_s_app_data_folder(
    qapp: QCoreApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if sys.platform == "darwin" or sys.platform == "win32":
        pytest.skip("XDG_DATA_HOME is Linux's")
    monkeypatch.delenv("MADN_HISTORY", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName(ORGANISATION)
    qapp.setApplicationName(APPLICATION)
    try:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        qapp.setOrganizationName(names[0])
        qapp.setApplicationName(names[1])
    assert default_path() == Path(folder) / FILE_NAME
    assert str(tmp_path / "xdg") in folder
