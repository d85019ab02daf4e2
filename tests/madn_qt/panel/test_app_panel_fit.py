"""The side panel and the move log at the sizes players have (issue 22), in the real window under
the game's style, in English, German and Italian: at 1024 x 768 (the window 1024 x 740 below a
title bar) every button, toggle and label of the panel is whole — inside the window, above the
status bar, not scrolled away, not lower than it needs, its text not cut — in every state of the
panel: a person's roll, a person's choice (Pass with a penalty on offer), the computer's turn,
a game that is only watched, the end of a game, a LAN game with a player missing (the network's
line in the status bar, two lines long) and one watched over the network. At 1280 x 800 the move
log shows eight lines at least, and a player may give it more with the splitter's handle (kept
for next time)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from core.event.construction import Paths
from core.event.state import Origin, Pending
from core.event.wheel import Event
from core.game import Game
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from core.table import Table, engine_players
from madn_qt.files.saved_game import OpenedGame
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace
from madn_qt.settings import Settings
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import FAST, config, make_window, wait_stage
from tests.madn_qt.board.test_marks import event_position
from tests.madn_qt.panel_support import event_line, pick_buttons

SMALL = QSize(1024, 740)  # a 1024 x 768 screen less a window manager's title bar
# The tallest panel: penalties (two-line figure buttons, Pass keeps its room), the railway's
# countdown, long names.
RULES = Rules(penalties=True, one_figure_out=True, railway=True)
SEATS = "human:Annabella,normal:Bartholomäus,normal:Carla,normal:Dario"
NAMES = ("Annabella", "Bartholomäus", "Carla", "Dario")


def settle(window: MainWindow) -> None:
    for _ in range(3):
        QApplication.processEvents()
        layout = window.panel.layout()
        assert layout is not None
        layout.activate()
    QApplication.processEvents()


def in_window(widget: QWidget, window: MainWindow) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def cut_text(button: QAbstractButton) -> bool:
    """Whether a line of the button's text is wider than the button has room for."""
    metrics = button.fontMetrics()
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    return any(
        metrics.horizontalAdvance(line) + icon + 12 > button.width()
        for line in button.text().splitlines()
    )


def list_of(widget: QWidget, panel: QWidget) -> QScrollArea | None:
    """The scrolling list inside the panel that holds ``widget``, if any."""
    parent = widget.parentWidget()
    while parent is not None and parent is not panel:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def problems(window: MainWindow, state: str) -> list[str]:
    """Every visible button and label of the panel that is not whole, with why."""
    settle(window)
    panel = window.panel
    central = window.centralWidget()
    assert central is not None
    room = in_window(central, window) & window.rect()
    viewport = window.panel_scroll.viewport()
    shown = in_window(viewport, window)
    found: list[str] = []
    widgets: list[QWidget] = [
        *panel.findChildren(QAbstractButton),
        *panel.findChildren(QLabel),
        *window.side.action_row.findChildren(QAbstractButton),  # (Roll, the toggles)
    ]
    actions = in_window(window.side.action_row, window)
    for widget in widgets:
        if not widget.isVisible() or widget.isWindow():
            continue
        name = widget.objectName() or type(widget).__name__
        if isinstance(widget, QAbstractButton):
            name += f" {widget.text()!r}"
        rect = in_window(widget, window)
        inner = list_of(widget, panel)
        if inner is not None:  # in a list that scrolls (a grown seat's figures, many picks):
            if not rect.intersects(in_window(inner.viewport(), window)):
                continue  # (scrolled out of its list: the list's own viewport is checked)
            rect = in_window(inner.viewport(), window)
        if not room.contains(rect):
            found.append(f"{state}: {name} {rect} is not inside the window's room {room}")
        view = actions if window.side.action_row.isAncestorOf(widget) else shown
        if not view.contains(rect):
            need, log = window.panel.sizeHint().height(), window.move_log.height()
            found.append(
                f"{state}: {name} {rect} is scrolled out of the panel's view {view} (the "
                f"panel needs {need}, the log has {log})"
            )
        if isinstance(widget, QLabel) and widget.wordWrap():
            need = widget.heightForWidth(widget.width())
        else:
            need = widget.minimumSizeHint().height()
        if widget.height() < need:
            found.append(f"{state}: {name} is {widget.height()} px high, needs {need}")
        if isinstance(widget, QAbstractButton) and cut_text(widget):
            found.append(f"{state}: {name}'s text is cut at {widget.width()} px")
    for control in (panel.roll_button, panel.pace_button, panel.camera_button, panel.sound_button):
        if not control.isVisible():
            found.append(f"{state}: {control.objectName()} is not shown")
    return found


def small_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.resize(SMALL)
    qtbot.waitUntil(lambda: window.size() == SMALL)
    return window


def test_every_control_is_whole_at_1024x768_in_every_state(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None
) -> None:
    window = small_window(qtbot, tmp_path)
    c = window.controller
    found: list[str] = []
    # A person against the computer: their roll, their choice (Pass on offer at least once),
    # the computer's turns.
    window.start_game(config(SEATS, RULES), seed=5)
    seen: set[str] = set()
    for _ in range(60):
        stage = wait_stage(qtbot, window, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, timeout=20000)
        if stage is Stage.HUMAN_ROLL:
            found += problems(window, "roll")
            seen.add("roll")
            assert c.request_roll()
            continue
        passing = not window.panel.pass_button().isHidden()
        found += problems(window, "choice with Pass" if passing else "choice")
        seen.add("choice")
        if passing:
            seen.add("pass")
        if "computer" not in seen:  # the computer's turn, at its own pace, comes next
            window.set_animation_speed(1.0)
        assert c.request_move(c.choices[0])
        if "computer" not in seen:
            qtbot.waitUntil(
                lambda: c.stage in (Stage.AI_TURN, Stage.HUMAN_ROLL, Stage.HUMAN_MOVE),
                timeout=10000,
            )
            if c.stage is Stage.AI_TURN:
                found += problems(window, "computer")
                seen.add("computer")
            window.set_animation_speed(FAST)
        if {"roll", "choice", "pass", "computer"} <= seen:
            break
    assert {"roll", "choice", "pass", "computer"} <= seen, seen
    # The end of a person's game (played out by the engine for every seat, then opened).
    setup = config(SEATS, RULES)
    table = Table(
        setup, seed=5, players=engine_players(config(SEATS.replace("human", "normal"), RULES), 5)
    )
    table.run()
    assert table.over
    game = Game(setup)
    for command in table.game.commands:
        game.apply(command)
    window.show_opened_game(OpenedGame(setup, game, []))
    wait_stage(qtbot, window, Stage.OVER)
    qtbot.waitUntil(lambda: window.ranking_dialog is not None)
    assert window.ranking_dialog is not None
    window.ranking_dialog.close()
    found += problems(window, "over")
    # Only the computer plays: watched, to the end.
    window.start_game(
        config("normal:Annabella,normal:Bartholomäus,normal:Carla,normal:Dario", RULES), seed=5
    )
    qtbot.waitUntil(lambda: c.stage is Stage.AI_TURN)
    found += problems(window, "watching")
    if window.panel.figures.box.isVisible():
        found.append("watching: the Figures box stays")
    c.set_pace(Pace.END)
    wait_stage(qtbot, window, Stage.OVER, timeout=120000)
    qtbot.waitUntil(lambda: window.ranking_dialog is not None)
    window.ranking_dialog.close()  # type: ignore[union-attr]
    found += problems(window, "watched game over")
    # A LAN game with a player missing: the network's line below, two lines long.
    lan = Setup(
        RULES,
        (
            Seat.human("Annabella"),
            Seat(SeatKind.REMOTE, "Bartholomäus"),
            Seat.ai("normal", "Carla"),
            Seat(SeatKind.REMOTE, "Dario"),
        ),
    )
    window.network.lan_game.follow(lan, [0])
    status = window.network.status
    status.setText(
        "Annabella plays red at this computer. Bartholomäus is missing — the computer takes "
        "over in 25 s. Dario is missing — the computer takes over in 25 s."
    )
    status.show()
    qtbot.waitUntil(lambda: window.statusBar().isVisible())
    assert window.statusBar().height() >= 2 * status.fontMetrics().lineSpacing()
    found += problems(window, "LAN, a player missing")
    window.network.lan_game.follow(lan, [])  # watched over the network
    found += problems(window, "LAN, watching")
    assert not found, "\n".join(found)


def test_the_move_log_shows_eight_lines_at_1280x800(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None
) -> None:
    window = make_window(qtbot, tmp_path)  # the first window on the 1280 x 800 screen
    assert window.width() >= 1200 and window.height() >= 700
    log = window.move_log
    for rules in (Rules(), RULES):
        window.start_game(config(SEATS, rules), seed=5)
        wait_stage(qtbot, window, Stage.HUMAN_ROLL)
        settle(window)
        lines = log.viewport().height() / log.fontMetrics().lineSpacing()
        assert lines >= 8, (language, rules, lines)
        assert problems(window, "1280 x 800") == []


def test_the_handle_gives_the_log_more_room_and_it_is_kept(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(config(SEATS, RULES), seed=5)
    wait_stage(qtbot, window, Stage.HUMAN_ROLL)
    settle(window)
    side = window.side
    panel_height = side.top.height()
    assert panel_height == side.panel_need()  # the panel whole, the log the rest
    log_height = window.move_log.height()
    # Drag the handle 150 px up: the log is that much taller, the panel scrolls.
    handle = side.splitter.handle(1)
    start = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(handle, start - QPoint(0, 150))  # (the handle moves with the pointer)
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=start)
    qtbot.waitUntil(lambda: window.move_log.height() == log_height + 150)
    assert side.log_height == window.move_log.height()
    assert side.top.height() == panel_height - 150
    # The panel cannot get more than it needs: the handle stops at the panel's full height.
    side.splitter.moveSplitter(panel_height + 200, 1)
    assert side.top.height() == panel_height
    assert side.log_height == 0  # back at its place: the default again
    side.splitter.moveSplitter(panel_height - 100, 1)
    kept = side.log_height
    assert kept == window.move_log.height() > log_height
    window.close()
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert settings.log_height == kept
    again = MainWindow(settings, flat_board=True, reduced_motion=True, sound=None)
    again.autosave = tmp_path / "again.madn"
    qtbot.addWidget(again, before_close_func=lambda w: w.network.shutdown())
    again.show()
    qtbot.waitExposed(again)
    settle(again)
    assert again.side.log_height == kept
    assert again.move_log.height() >= kept  # (no game yet: a lower panel, a taller log)
    again.set_animation_speed(FAST)
    again.start_game(config(SEATS, RULES), seed=5)
    wait_stage(qtbot, again, Stage.HUMAN_ROLL)
    settle(again)
    assert again.move_log.height() == kept


# --- event mode ------------------------------------------------------------------------------

EVENT_SEATS = "human:Annabella,normal:Bartholomäus,normal:Carla,normal:Dario"


def _event_position(
    phase: Phase, event: Event | None, figures: tuple[tuple[int, ...], ...]
) -> Position:
    """Annabella (seat 0) to act in an event-mode game with a full panel: every seat's row says
    something (a skip, two dice), a D10 for two more table rounds."""
    position = event_position(Paths(1, 18))
    state = position.event_state
    assert state is not None
    pending = None if event is None else Pending(Origin.FIELD, event, phase is Phase.PICK)
    state = dataclasses.replace(
        state,
        pending=pending,
        counters=(12, 30, 7, 31),
        skips=(0, 2, 0, 0),
        second=(1, 0, 2, 0),
        sides=10,
        sides_rounds=3,
    )
    pips = (3,) if phase is Phase.MOVE else ()
    return position.but(figures=figures, turn=0, phase=phase, pips=pips, event_state=state)


def test_event_mode_controls_are_whole_at_1024x768(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None
) -> None:
    window = small_window(qtbot, tmp_path)
    c = window.controller
    setup = config(EVENT_SEATS, Rules(event_mode=True, railway=True))
    found: list[str] = []
    ring = ((0, 5, -1, -1), (4, 8, 15, -1), (3, -1, -1, -1), (9, -1, -1, -1))
    full = ((0, 5, -1, -1), (4, 8, 15, 22), (3, 11, 26, 33), (9, 14, 17, 36))  # 12 to pick
    cases = [
        ("event roll", Phase.ROLL, None, ring, Stage.HUMAN_ROLL),
        ("event routes", Phase.MOVE, None, ring, Stage.HUMAN_MOVE),
        ("event confirm", Phase.CONFIRM, Event.TEN_SIDED, ring, Stage.HUMAN_CONFIRM),
        ("event send-back", Phase.PICK, Event.SEND_BACK, ring, Stage.HUMAN_PICK),
        ("event swap", Phase.PICK, Event.SWAP, ring, Stage.HUMAN_PICK),
        ("event send-back of twelve", Phase.PICK, Event.SEND_BACK, full, Stage.HUMAN_PICK),
        ("event swap among twelve", Phase.PICK, Event.SWAP, full, Stage.HUMAN_PICK),
    ]
    for state, phase, event, figures, stage in cases:
        position = _event_position(phase, event, figures)
        game = Game(setup)
        game.position = position
        game.positions = [position]
        window.show_opened_game(OpenedGame(setup, game, []))
        wait_stage(qtbot, window, stage)
        qtbot.waitUntil(c.accepts_input)
        assert window.panel.seat_rows.isVisible() and event_line(window.panel)
        if stage is Stage.HUMAN_MOVE:  # (a route through the shortcut among the choices)
            assert any(
                b.choice is not None and b.choice.paths for b in window.panel.choice_buttons()
            )
        found += problems(window, f"{state}")
        if event is Event.SWAP:  # your figure chosen: theirs (and Back) are offered
            box = window.panel.event_box
            qtbot.keyClick(pick_buttons(box)[0], Qt.Key.Key_Return)
            qtbot.waitUntil(lambda box=box: pick_buttons(box)[-1].text() != "")
            found += problems(window, f"{state}, theirs")
        log = window.move_log
        lines = log.viewport().height() / log.fontMetrics().lineSpacing()
        if lines < 3:
            found.append(f"{state}: the log shows {lines:.1f} lines")
    assert not found, "\n".join(found)


def test_the_panel_without_a_game_is_whole_at_1024x768(
    qtbot: QtBot, tmp_path: Path, language: str, styled: None
) -> None:
    """Before any game (the app's start, a question over it): "No game running" — two lines in
    Italian — whole in its box (it was reserved one line and cut at the top and the bottom)."""
    window = small_window(qtbot, tmp_path)
    assert window.controller.position is None
    window.view.refresh()
    assert not problems(window, "no game")
