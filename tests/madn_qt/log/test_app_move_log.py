"""The move log's sentences for rolls, bringing out, moves, captures, passes and penalties; a
capture of a figure played at this computer is marked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QFont, QTextCursor
from pytestqt.qtbot import QtBot

from core.engine import Roll
from core.game import Game, Setup
from core.happenings import (
    Captured,
    GameOver,
    Moved,
    Passed,
    PenaltyApplied,
    Rolled,
    RollOffRolled,
    SeatFinished,
    TrainPassed,
    TurnStarted,
)
from core.moves import Duty
from core.notation import parse_position
from core.rules import Rules
from core.setup import Seat, SeatKind
from madn_qt import style
from madn_qt.log.move_log import LOSS_COLOUR, MoveLogFormatter, MoveLogView

NAMES = {0: "Anna", 1: "Ben", 2: "Carla", 3: "Dario"}


def marked_lines(view: MoveLogView) -> list[str]:
    """The lines the log draws as marked (bold in :data:`LOSS_COLOUR`), read from its document
    as shown."""
    marked: list[str] = []
    block = view.document().begin()
    while block.isValid():
        if block.length() > 1:
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
            form = cursor.charFormat()  # (the format of the block's first character)
            bold = form.fontWeight() >= QFont.Weight.Bold
            if bold and form.foreground().color().name() == QColor(LOSS_COLOUR).name():
                marked.append(block.text())
        block = block.next()
    return marked


@pytest.fixture
def formatter(qapp: object) -> MoveLogFormatter:
    return MoveLogFormatter(NAMES.__getitem__)


def test_roll_and_bring_out_are_one_line(formatter: MoveLogFormatter) -> None:
    lines = formatter.lines([Rolled(0, (6,), 0)])
    assert lines == [], "a roll waits for the move that uses it"
    lines = formatter.lines([Moved(0, 2, -1, 0, (-1, 0))])
    assert lines == ["Anna (red) rolls 6, brings a figure out."]


def test_capture_names_the_victim_and_the_field(formatter: MoveLogFormatter) -> None:
    events = [
        Rolled(1, (3,), 0),
        Moved(1, 0, 9, 12, (9, 10, 11, 12)),
        Captured(seat=0, figure=1, start=22, by_seat=1, by_figure=0, field=22),
    ]
    assert formatter.lines(events) == [
        "Ben (blue) rolls 3, moves figure 1 from field 20 to field 23.",
        "Ben (blue) captures Anna on field 23.",
    ]


def test_goal_moves_and_passes(formatter: MoveLogFormatter) -> None:
    assert formatter.lines([Rolled(2, (3,), 0), Moved(2, 3, 38, 41, (38, 39, 40, 41))]) == [
        "Carla (green) rolls 3, moves figure 4 from field 19 to goal 2."
    ]
    assert formatter.lines([Rolled(3, (5,), 2), Passed(3, 2)]) == [
        "Dario (yellow) rolls 5 and cannot move (2 tries left)."
    ]
    assert formatter.lines([Rolled(3, (5,), 0), Passed(3, 0)]) == [
        "Dario (yellow) rolls 5 and cannot move."
    ]


def test_penalties_are_reported(formatter: MoveLogFormatter) -> None:
    lines = formatter.lines(
        [
            Rolled(0, (3,), 0),
            Moved(0, 1, 4, 7, (4, 5, 6, 7)),
            PenaltyApplied(0, Duty.CAPTURE, 2, void=False),
        ]
    )
    assert lines == [
        "Anna (red) rolls 3, moves figure 2 from field 5 to field 8.",
        "Penalty: Anna (red) did not capture; figure 3 goes back to the house.",
    ]
    lines = formatter.lines([Rolled(1, (2,), 0), PenaltyApplied(1, Duty.MOVE, -1, void=True)])
    assert lines == [
        "Ben (blue) rolls 2. Penalty: Ben (blue) passed although a move was possible; "
        "the turn ends."
    ]


def test_roll_off_finish_and_game_over(formatter: MoveLogFormatter) -> None:
    formatter.reset(roll_off=True)
    assert formatter.lines([RollOffRolled(0, (4,)), RollOffRolled(2, (6,)), TurnStarted(2, 3)]) == [
        "Anna (red) rolls 4 to decide who begins.",
        "Carla (green) rolls 6 to decide who begins.",
        "Carla (green) begins.",
    ]
    assert formatter.lines([TurnStarted(0, 1)]) == []
    assert formatter.lines([SeatFinished(2, 1), GameOver(((2, 1), (0, 2)))]) == [
        "Carla (green) has all figures in the goal: place 1.",
        "The game is over. Carla (green) wins.",
    ]


def test_engine_events_of_a_real_capture(formatter: MoveLogFormatter) -> None:
    """The engine's own events for a capture, from a prepared position."""
    game = Game(Setup.of((0, 2), Rules(railway=False)))
    text = "MADN1 f=23,H,H,H/-/1,H,H,H/- turn=2 phase=roll rolls=1 rules=fc"
    game.position = parse_position(text)
    events = game.apply(Roll.of(2))
    (move,) = game.legal_moves()
    events += game.apply(move)
    assert formatter.lines(events) == [
        "Carla (green) rolls 2, moves figure 1 from field 22 to field 24.",
        "Carla (green) captures Anna on field 24.",
    ]


def test_view_appends_and_announces(qtbot: QtBot) -> None:
    view = MoveLogView()
    qtbot.addWidget(view)
    view.add_lines(["one", "two"])
    view.add_lines(["three"])
    assert view.lines() == ["one", "two", "three"]
    assert view.accessibleDescription() == "three"
    assert view.isReadOnly()


def test_a_capture_of_ones_own_figure_is_marked(qtbot: QtBot) -> None:
    """Issue 22: a capture of a figure a person here plays must not scroll past unseen — its
    line says so in words and with a sign (read out too), and is drawn bold in a dark red."""
    formatter = MoveLogFormatter(NAMES.__getitem__, own=lambda seat: seat == 0)
    lines = formatter.lines(
        [
            Captured(seat=0, figure=1, start=22, by_seat=1, by_figure=0, field=22),
            Captured(seat=2, figure=0, start=3, by_seat=0, by_figure=2, field=24),
        ]
    )
    assert lines == [
        "⚠ Your figure: Ben (blue) captures Anna on field 23.",
        "Anna (red) captures Carla on field 25.",
    ]
    assert [getattr(line, "mark", False) for line in lines] == [True, False]
    view = MoveLogView()
    qtbot.addWidget(view)
    view.add_lines(["New game: Anna, Ben, Carla.", *lines])
    assert marked_lines(view) == [lines[0]]
    assert view.accessibleDescription().startswith("New game")
    view.add_lines(lines[:1])
    assert view.accessibleDescription() == lines[0]  # announced with its words
    view.set_lines(["New game: Anna, Ben, Carla.", *lines])  # written again: still marked
    assert marked_lines(view) == [lines[0]]
    assert view.lines()[1:] == lines
    # (the mark's ink reads on the log's paper)
    assert style.contrast_ratio(LOSS_COLOUR, style.PAPER) >= 4.5


def test_a_train_that_hits_ones_own_figure_is_marked() -> None:
    formatter = MoveLogFormatter(NAMES.__getitem__, own=lambda seat: seat == 0)
    lines = formatter.lines([TrainPassed(((1, 2, 4),)), TrainPassed(((1, 2, 4), (0, 0, 13)))])
    assert lines == [
        "The train passes: Ben (blue) loses figure 3 on field 15.",
        "⚠ Your figure: The train passes: Ben (blue) loses figure 3 on field 15; "
        "Anna (red) loses figure 1 on field 14.",
    ]
    assert [getattr(line, "mark", False) for line in lines] == [False, True]


def test_the_window_marks_the_captures_of_the_seats_played_here(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A local game: the person's seats; a LAN game: the seats this computer plays."""
    from tests.madn_qt.app_support import config, make_window

    window = make_window(qtbot, tmp_path, fast=False)
    window.start_game(config("human:Anna,empty,normal:Ben"), seed=1)
    view = window.move_log
    anna_captured = Captured(seat=0, figure=1, start=22, by_seat=2, by_figure=0, field=22)
    ben_captured = Captured(seat=2, figure=0, start=3, by_seat=0, by_figure=2, field=24)
    window.log.happenings([anna_captured, ben_captured])
    assert marked_lines(view) == ["⚠ Your figure: Ben (green) captures Anna on field 23."]
    lan = Setup(
        Rules(railway=False), (Seat.human("Anna"), Seat(), Seat(SeatKind.REMOTE, "Ben"), Seat())
    )
    window.network.lan_game.follow(lan, [2])  # this computer plays green, Anna plays elsewhere
    window.log.reset(roll_off=False)
    window.log.happenings([anna_captured, ben_captured])
    assert marked_lines(view) == ["⚠ Your figure: Anna (red) captures Ben on field 25."]


def test_event_mode_is_told_in_the_log_with_the_wheel_and_its_event() -> None:
    """Every wheel turn says "wheel" and its event, what the event did, the paths, the dice,
    the skips and a knock-out; another player's event moving one's own figure back is marked."""
    from core.event.wheel import Event
    from core.happenings import (
        DiceChanged,
        EventApplied,
        PathsBuilt,
        SeatKnockedOut,
        SecondDie,
        TurnSkipped,
        WheelDrawn,
    )
    from madn_qt.log.move_log import LogLine, MoveLogFormatter

    names = {0: "Anna", 1: "Ben", 2: "Carla", 3: "Dario"}
    formatter = MoveLogFormatter(names.__getitem__, own=lambda seat: seat == 0)
    lines = formatter.lines(
        [
            WheelDrawn(1, Event.SEND_BACK, 300, "field"),
            EventApplied(1, Event.SEND_BACK, ((0, 2, 14, -1),)),
            PathsBuilt(4, 17),
            DiceChanged(10, 2),
            SecondDie(2, 3),
            TurnSkipped(3, 1),
            EventApplied(0, Event.KNOCKED_OUT, ((0, 0, 12, -2), (0, 1, -1, -2))),
            SeatKnockedOut(0),
            EventApplied(2, Event.REINFORCEMENT),
            EventApplied(2, Event.SWAP),
            EventApplied(2, Event.EXTRA_ROLL),
        ]
    )
    assert lines[0] == "Ben (blue) turns the wheel: Send back."
    assert "wheel" in lines[0]
    assert isinstance(lines[1], LogLine) and lines[1].mark  # Anna's own figure went home
    assert lines[1] == ("⚠ Your figure: Send back: Anna (red)'s figure 3 from field 15 to house.")
    assert lines[2] == "New paths: a shortcut from field 5, a detour from field 18."
    assert lines[3] == "Everyone rolls a D10 for this table round and the next."
    assert lines[4] == "Carla (green) rolls two dice in the next 3 turns."
    assert lines[5] == "Dario (yellow) sits out this turn and 1 more."
    # A knock-out is told once (the wheel said "Knocked out", this line what it did).
    assert isinstance(lines[6], LogLine) and lines[6].mark and "knocked out" in lines[6]
    assert lines[7] == "Carla (green) gets one more figure."
    assert lines[8] == "Place swap: it has nothing to act on."
    assert len(lines) == 9  # (an extra roll says nothing more than the wheel did)


def test_a_route_through_a_special_path_is_named_on_its_figure_button() -> None:
    from core.event.construction import DETOUR, SHORTCUT
    from core.moves import Move
    from madn_qt.panel.figure_buttons import move_label

    plain = Move(1, 4, 10, route=tuple(range(4, 11)))
    shortcut = Move(1, 4, 12, route=(4, 5, 6, 10, 11, 12), paths=(SHORTCUT,))
    both = Move(1, 4, 8, route=(4, 5, 9, 10, 7, 8), paths=(SHORTCUT, DETOUR))
    unshown = Move(1, 4, 9, paths=(SHORTCUT, DETOUR))  # (a move without its route)
    assert move_label(0, 1, 4, plain, "") == "Figure 2 — field 5 → 11"
    assert move_label(0, 1, 4, shortcut, "") == (
        "Figure 2 — field 5 → 13\nvia the green shortcut: 7 → 11"
    )
    assert move_label(0, 1, 4, both, "") == (
        "Figure 2 — field 5 → 9\nvia the shortcut: 6 → 10, the detour: 11 → 8"
    )
    assert move_label(0, 1, 4, unshown, "") == "Figure 2 — shortcut, detour → 10"
