"""The railway in the app: move-log lines (en, de), the panel's countdown, the flat board's track
and train, the train's sound, and a keyboard-only game with the train to the ranking."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.board import HOUSE
from core.chance import Roll
from core.game import Game
from core.happenings import Happening, TrainComing, TrainPassed, TrainScheduled
from core.layout import figure_cell
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup, initial_position
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.board.track import free_stretch, point_at, track
from madn_qt.i18n import install_translator, remove_translators
from madn_qt.log.game_log import GameLog
from madn_qt.log.move_log import MoveLogFormatter, MoveLogView
from madn_qt.panel.side_panel import FigureButton, SidePanel
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window, wait_stage
from tests.madn_qt.window.test_app_sound_cues import Recorder

NAMES = {0: "Anna", 1: "Ben", 2: "Carla", 3: "Dario"}
HITS = ((1, 0, 3), (3, 1, 5))  # blue on crossing field 14, yellow on crossing field 36


@pytest.fixture
def formatter(qapp: QCoreApplication) -> MoveLogFormatter:
    return MoveLogFormatter(NAMES.__getitem__)


@pytest.fixture
def german(qapp: QCoreApplication) -> Iterator[QCoreApplication]:
    assert install_translator(qapp, "de") == "de"
    yield qapp
    remove_translators(qapp)
    QLocale.setDefault(QLocale(QLocale.Language.English))


def _shown(rules: Rules | None = None, train: int = 3) -> Position:
    start = initial_position(rules or Rules(), (0, 1, 2, 3))
    return start.but(phase=Phase.ROLL, train=train, rolls_left=1)


# --- the move log ------------------------------------------------------------------------------


def test_log_lines_for_the_railway(formatter: MoveLogFormatter) -> None:
    assert formatter.lines([TrainScheduled(3)]) == ["The next train comes in 3 table rounds."]
    assert formatter.lines([TrainComing()]) == ["Last table round before the train!"]
    assert formatter.lines([TrainPassed(())]) == ["The train passes; nobody is hit."]
    assert formatter.lines([TrainPassed(HITS)]) == [
        "The train passes: Ben (blue) loses figure 1 on field 14; "
        "Dario (yellow) loses figure 2 on field 36."
    ]
    assert formatter.lines([TrainPassed(((0, 3, 43),))]) == [
        "The train passes: Anna (red) loses figure 4 on goal 4."
    ]


def test_log_lines_for_the_railway_in_german(
    german: QCoreApplication, formatter: MoveLogFormatter
) -> None:
    assert formatter.lines([TrainScheduled(2)]) == ["Die nächste Eisenbahn kommt in 2 Runden."]
    assert formatter.lines([TrainComing()]) == ["Letzte Runde vor der Eisenbahn!"]
    assert formatter.lines([TrainPassed(())]) == ["Die Eisenbahn fährt durch und trifft niemanden."]
    assert formatter.lines([TrainPassed(HITS)]) == [
        "Die Eisenbahn fährt durch: Ben (Blau) verliert Figur 1 auf Feld 14; "
        "Dario (Gelb) verliert Figur 2 auf Feld 36."
    ]


def test_log_names_whom_the_engine_s_train_hit_and_announces_it(qtbot: QtBot) -> None:
    """Real engine events: the last player of the table round passes, the train comes."""
    game = Game(Setup.of((0, 2), Rules()))
    start = game.position
    # Anna's figure waits on the crossing of field 36; Carla ends the round, with one round left.
    game.position = start.but(
        phase=Phase.ROLL,
        turn=2,
        opener=0,
        train=1,
        rolls_left=1,
        figures=((35, HOUSE, HOUSE, HOUSE), (), (10, HOUSE, HOUSE, HOUSE), ()),
    )
    events = game.apply(Roll.of(2))
    (move,) = game.legal_moves()
    events += game.apply(move)
    assert any(isinstance(e, TrainPassed) for e in events)
    view = MoveLogView()
    qtbot.addWidget(view)
    log = GameLog(view, MoveLogFormatter(NAMES.__getitem__))
    log.happenings(events)
    assert view.lines() == [
        "Carla (green) rolls 2, moves figure 1 from field 31 to field 33.",
        "The train passes: Anna (red) loses figure 1 on field 36.",
    ]
    # Screen readers get the new lines as an announcement (the log's accessible description).
    announced = view.accessibleDescription()
    assert "The train passes: Anna (red) loses figure 1 on field 36." in announced
    node = game.position.chance_node()
    assert node is not None  # the next interval is drawn
    events = game.apply(node.answer((4,)))
    log.happenings(events)
    assert view.lines()[-1] == "The next train comes in 4 table rounds."


# --- the panel -------------------------------------------------------------------------------


def test_panel_counts_down_in_one_place_and_hides_without_the_railway(qtbot: QtBot) -> None:
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(360, 700)
    panel.show()
    qtbot.waitExposed(panel)
    label = panel._train_label
    panel.show_train(_shown(train=3))
    assert panel.train_text() == "Train in 3 table rounds"
    assert label.accessibleName() == "Train"
    assert label.accessibleDescription() == "Train in 3 table rounds"
    qtbot.wait(20)
    place = (label.geometry(), panel.figures.box.geometry().top())
    for train, text in (
        (2, "Train in 2 table rounds"),
        (1, "The train comes after this round"),
        (0, "The next train is being scheduled"),
        (5, "Train in 5 table rounds"),
    ):
        panel.show_train(_shown(train=train))
        qtbot.wait(20)
        assert panel.train_text() == text and label.accessibleDescription() == text
        assert (label.geometry(), panel.figures.box.geometry().top()) == place, "it jumped"
        assert ("bold" in label.styleSheet()) == (train == 1)  # the last round stands out
    panel.show_train(_shown(Rules(railway=False)))
    assert label.isHidden() and panel.train_text() == ""
    panel.show_train(None)
    assert label.isHidden()
    panel.show_train(_shown(train=1))
    panel.show_train(_shown(train=1).but(phase=Phase.OVER))  # the game is over: no train comes
    assert label.isHidden() and panel.train_text() == ""


def test_panel_countdown_in_german(german: QCoreApplication, qtbot: QtBot) -> None:
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.show_train(_shown(train=4))
    assert panel.train_text() == "Eisenbahn in 4 Runden"
    panel.show_train(_shown(train=1))
    assert panel.train_text() == "Die Eisenbahn kommt nach dieser Runde"
    assert panel._train_label.accessibleName() == "Eisenbahn"


def test_window_shows_the_countdown_only_with_the_railway(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,empty,random"), seed=5)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    assert window.panel.train_text() == ""
    window.start_game(config("human:Anna,empty,random", Rules()), seed=5)
    c = window.controller
    seen: set[int] = set()
    for _ in range(40):  # the countdown follows the position at every decision
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        position = c.position
        assert position is not None
        expected = {
            1: "The train comes after this round",
            0: "The next train is being scheduled",
        }.get(position.train, f"Train in {position.train} table rounds")
        assert window.panel.train_text() == expected
        seen.add(position.train)
        focus = QApplication.focusWidget() or window
        qtbot.keyClick(focus, Qt.Key.Key_Space if stage is Stage.HUMAN_ROLL else Qt.Key.Key_Return)
    assert len(seen) >= 2 and 1 in seen, seen


# --- the flat board --------------------------------------------------------------------------


def _rgb(image: QImage, p: QPointF) -> np.ndarray:
    c = QColor(image.pixelColor(int(p.x()), int(p.y())))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def test_flat_board_draws_the_track_and_runs_the_train(qtbot: QtBot) -> None:
    board = FlatBoardView()
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.show()
    qtbot.waitExposed(board)
    low, high = free_stretch()
    _, (dx, dy), _ = track()
    on_rail = [point_at(low + 0.5 + k * (high - low - 1.0) / 7) for k in range(8)]
    spots = [(x - dy * 0.12, y + dx * 0.12) for x, y in on_rail]  # along one rail

    def track_pixels(position: Position) -> np.ndarray:
        board.set_position(position)
        image = board.grab().toImage()
        return np.array([_rgb(image, board._to_screen(x, y)) for x, y in spots])

    without = track_pixels(_shown(Rules(railway=False)))
    with_track = track_pixels(_shown())
    # Sleepers and rails are dark on the light board; without the railway it is plain board.
    assert (without == without[0]).all() and without[0].sum() > 500
    assert (with_track.sum(axis=1) < without.sum(axis=1) - 150).sum() >= 6

    before = _shown().with_figure(1, 0, 3).with_figure(3, 1, 5)
    after = before.with_figure(1, 0, HOUSE).with_figure(3, 1, HOUSE)

    def run(reduced: bool) -> float:
        board.set_reduced_motion(reduced)
        board.set_position(before)
        started = time.monotonic()
        with qtbot.waitSignal(board.animation_finished, timeout=10000):
            board.play_happenings([TrainPassed(HITS)], after)
            assert board.is_animating() and board.train_front() is not None
        elapsed = time.monotonic() - started
        assert not board.is_animating() and board.train_front() is None
        for seat, figure, _ in HITS:
            x, y = figure_cell(seat, figure, HOUSE)
            assert board.figure_screen_pos(seat, figure) == board._to_screen(x, y)
        return elapsed

    board.set_animation_speed(2.0)
    full = run(reduced=False)
    short = run(reduced=True)
    assert full > 0.6 and 0.0 < short < full / 3


# --- a whole game ------------------------------------------------------------------------------


def _focus() -> object:
    return QApplication.focusWidget()


@pytest.mark.parametrize("flat", [True, False], ids=["flat board", "3D board"])
def test_train_locks_input_until_it_has_passed(qtbot: QtBot, tmp_path: Path, flat: bool) -> None:
    """Carla (computer) ends the table round with one round left: the train passes before
    Anna's turn, sends her figure on the crossing of field 36 home, sounds, and Anna may roll
    only once it has passed."""
    window = make_window(qtbot, tmp_path, flat=flat, fast=False, reduced_motion=False)
    window.set_animation_speed(3.0)
    sound = Recorder()
    window.sound = sound
    setup = config("human:Anna,empty,random", Rules())
    game = Game(setup)
    game.position = game.position.but(
        phase=Phase.ROLL,
        turn=2,
        opener=0,
        train=1,
        rolls_left=1,
        figures=((35, HOUSE, HOUSE, HOUSE), (), (10, HOUSE, HOUSE, HOUSE), ()),
    )
    from core.chance import ChanceKind, ScriptedChance

    chance = ScriptedChance([2, 1, 1, 1], {ChanceKind.TRAIN: [4]})
    c = window.controller
    c.continue_game(setup, game, chance=chance)
    assert window.panel.train_text() == "The train comes after this round"
    board = window.board

    def running() -> bool:
        """The train is on the board (either board's own question)."""
        if isinstance(board, FlatBoardView):
            return board.train_front() is not None
        return bool(board.train_on_board())  # type: ignore[attr-defined]

    qtbot.waitUntil(running, timeout=10000)
    commands = len(c.commands)
    assert not c.accepts_input()
    qtbot.keyClick(_focus() or window, Qt.Key.Key_Space)  # locked while the train runs
    assert len(c.commands) == commands
    wait_stage(qtbot, window, Stage.HUMAN_ROLL, timeout=10000)
    assert not running()
    position = c.position
    assert position is not None and position.figures[0][0] == HOUSE and position.train == 4
    x, y = figure_cell(0, 0, HOUSE)
    spot = board.figure_screen_pos(0, 0)  # type: ignore[attr-defined]
    if flat:
        assert spot == board._to_screen(x, y)  # type: ignore[attr-defined]
    else:
        assert spot == board.board_screen_pos(x, y, 0.028 + 0.40)  # type: ignore[attr-defined]
    assert "train" in sound.played
    assert window.panel.train_text() == "Train in 4 table rounds"
    log = window.move_log.lines()
    # (Anna plays here: the train's hit on her figure is marked like a capture)
    assert "⚠ Your figure: The train passes: Anna (red) loses figure 1 on field 36." in log
    assert log[-1] == "The next train comes in 4 table rounds."
    qtbot.keyClick(_focus() or window, Qt.Key.Key_Space)
    assert len(c.commands) > commands


@pytest.mark.slow
def test_keyboard_only_game_with_the_railway_to_the_ranking(qtbot: QtBot, tmp_path: Path) -> None:
    """Space, Tab and Enter only, against three AIs, with the train: it passes, sends figures
    home, and the game still reaches the ranking. (On the flat board, which a whole game takes
    a third of the 3D board's time on; the 3D board's train in a real game is the test above.)"""
    window = make_window(qtbot, tmp_path, flat=True, reduced_motion=False)
    sound = Recorder()
    window.sound = sound
    c = window.controller
    batches: list[list[Happening]] = []
    c.happenings_applied.connect(lambda events, _position: batches.append(list(events)))
    window.start_game(config("human:Anna,random,random,random", Rules()), seed=20261130)
    turns = 0
    while c.stage is not Stage.OVER:
        turns += 1
        assert turns < 5000, "the game does not end"
        stage = wait_stage(
            qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, Stage.OVER, timeout=20000
        )
        position = c.position
        assert position is not None
        if stage is not Stage.OVER:
            assert window.panel.train_text() != ""  # the countdown is always shown
        if stage is Stage.HUMAN_ROLL:
            before = len(c.commands)
            qtbot.keyClick(_focus() or window, Qt.Key.Key_Space)
            assert len(c.commands) == before + 1, "Space did not roll"
        elif stage is Stage.HUMAN_MOVE:
            buttons = [b for b in window.panel.figure_buttons() if b.isEnabled()]
            assert buttons and _focus() is buttons[0]
            if len(buttons) > 1:
                qtbot.keyClick(_focus(), Qt.Key.Key_Tab)
            focused = _focus()
            assert isinstance(focused, FigureButton) and focused.choice is not None
            expected = focused.choice
            qtbot.keyClick(focused, Qt.Key.Key_Return)
            assert c.commands[-1] == expected
    events = [e for batch in batches for e in batch]
    trains = [e for e in events if isinstance(e, TrainPassed)]
    assert len(trains) >= 2, "the train never came"
    hits = [hit for train in trains for hit in train.hits]
    assert hits, "the seed was chosen so that the train sends a figure home"
    assert sound.played.count("train") == len(trains)
    # The ranking is shown, with every player.
    qtbot.waitUntil(lambda: window.ranking_dialog is not None and window.ranking_dialog.isVisible())
    dialog = window.ranking_dialog
    assert dialog is not None and len(dialog.rows()) == 4
    log = window.move_log.lines()
    mark = "⚠ Your figure: "  # (a train that hits the person's own figure is marked)
    passes = [line.removeprefix(mark) for line in log if "The train passes" in line]
    assert len(passes) == len(trains)
    assert sum(line.count(" loses figure ") for line in passes) == len(hits)
    scheduled = [e for e in events if isinstance(e, TrainScheduled)]
    assert sum(1 for line in log if line.startswith("The next train comes in")) == len(scheduled)
    coming = sum(1 for e in events if isinstance(e, TrainComing))
    assert log.count("Last table round before the train!") == coming > 0
    assert any(line.startswith("The game is over.") for line in log)


# --- the new-game dialog -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "name", "help_start"),
    [
        ("en", "Railway", "Every two to five table rounds a train crosses the board"),
        ("de", "Eisenbahn", "Alle zwei bis fünf Runden fährt eine Eisenbahn über das Brett"),
        ("it", "Ferrovia", "Ogni due-cinque giri un treno attraversa il tabellone"),
    ],
)
def test_new_game_dialog_offers_the_railway_with_its_help(
    qapp: QCoreApplication, qtbot: QtBot, language: str, name: str, help_start: str
) -> None:
    from madn_qt.dialogs.new_game import NewGameDialog

    install_translator(qapp, language)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        box = dialog._options["railway"]
        assert box.text() == name and box.accessibleName() == name
        assert box.toolTip().startswith(help_start)
        assert box.accessibleDescription() == box.toolTip()
        assert box.isChecked()  # on by default (the classic preset)
    finally:
        remove_translators(qapp)
        QLocale.setDefault(QLocale(QLocale.Language.English))
