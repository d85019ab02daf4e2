"""A die change (events D4 and D10, GAME.md 4.3 events 10 and 11) told the same way by the move
log, the panel's dice line and the dice on the board, and as the engine plays it: drawn by the
first seat of a table round, by its last, and replacing another die change (its duration starts
again). Played through the engine turn by turn (every seat rolls a 1 and moves one field on):
what the log and the panel promise at the draw is counted against the table-round ends that
really pass before the six-sided die is back, and whenever a player is asked to roll, both
boards show the dice that roll will be made with."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from core.event.wheel import Event
from core.happenings import DiceChanged, Happening, Rolled, TurnStarted
from core.position import Phase, Position
from madn_qt.board import BoardView
from madn_qt.board.flat_board import FlatBoardView
from madn_qt.log.event_log import dice_changed_line
from madn_qt.log.move_log import MoveLogFormatter
from madn_qt.panel.dice_text import dice_text
from tests.core.helpers import pos, run

TAIL = "rules=fc,ev open=0 paths=21:38"  # seats 0 and 2; seat 0 opens every table round
# The words' count of table-round ends to come (the current one included), in English.
PROMISED = {
    "until this table round ends": 1,
    "for this table round and the next": 2,
    "for this table round and 2 more": 3,
}

# (the position before the draw, the event drawn): drawn by the pip counter with a roll of 1
CASES = {
    "first seat": (
        f"f=8,H,H,H/-/8,H,H,H/- turn=0 phase=roll {TAIL} ctr=31,0,0,0",
        Event.FOUR_SIDED,
    ),
    "last seat": (
        f"f=8,H,H,H/-/8,H,H,H/- turn=2 phase=roll {TAIL} ctr=0,0,31,0",
        Event.FOUR_SIDED,
    ),
    "replacing a D10": (
        f"f=8,H,H,H/-/8,H,H,H/- turn=0 phase=roll {TAIL} ctr=31,0,0,0 sides=10:1 dice=d10",
        Event.FOUR_SIDED,
    ),
}


def _promise(text: str) -> int:
    """How many table-round ends a dice line or log line promises."""
    found = [n for words, n in PROMISED.items() if words in text]
    assert len(found) == 1, text
    return found[0]


class Story:
    """The game played on: the log's lines, the panel's words at each turn's start, and what
    the boards showed whenever someone was asked to roll."""

    def __init__(self, boards: list[FlatBoardView | BoardView], qtbot: QtBot) -> None:
        self.formatter = MoveLogFormatter(lambda seat: ("Anna", "Ben", "Cleo", "Dora")[seat])
        self.boards = boards
        self.qtbot = qtbot
        self.log: list[str] = []
        self.asked: list[tuple[int, tuple[int, int], list[tuple[int, int]]]] = []

    def play(self, position: Position, *commands: str | Event) -> tuple[Position, list[Happening]]:
        events: list[Happening] = []
        for command in commands:
            after, happened = run(position, command)
            for board in self.boards:
                rolled = [h for h in happened if isinstance(h, Rolled)]
                if rolled:
                    with self.qtbot.waitSignal(board.animation_finished, timeout=10000):
                        board.roll_die(rolled[0].pips)
                board.set_position(after)
            self.log += [str(line) for line in self.formatter.lines(happened)]
            if after.phase is Phase.ROLL:
                wanted = (after.dice.sides, after.dice.count)
                shown = [(b.dice_shown()[0], len(b.dice_shown()[1])) for b in self.boards]
                self.asked.append((after.turn, wanted, shown))
            position = after
            events += happened
        return position, events


@pytest.fixture
def boards(qtbot: QtBot) -> Iterator[list[FlatBoardView | BoardView]]:
    flat = FlatBoardView()
    solid = BoardView()
    shown: list[FlatBoardView | BoardView] = [flat, solid]
    for board in shown:
        qtbot.addWidget(board)
        board.resize(560, 480)
        board.set_animation_speed(40.0)
        board.set_reduced_motion(True)
        board.show()
        qtbot.waitExposed(board)
    qtbot.waitUntil(lambda: len(solid.paint_times) > 0, timeout=20000)
    if solid._renderer is None:
        pytest.fail("the 3D board could not initialise OpenGL 3.3")
    yield shown
    for board in shown:
        board.close()


@pytest.mark.gl
@pytest.mark.parametrize("case", list(CASES))
def test_log_panel_boards_and_engine_agree_on_a_die_change_and_its_duration(
    qtbot: QtBot, boards: list[FlatBoardView | BoardView], case: str
) -> None:
    notation, event = CASES[case]
    before = pos(notation)
    story = Story(boards, qtbot)
    for board in boards:
        board.set_position(before)
    drawn, events = story.play(before, "r1", event, "ok")
    assert DiceChanged(4, 3) in events
    told = [line for line in story.log if "D4" in line]
    assert told == ["Everyone rolls a D4 for this table round and 2 more."]
    promised_by_log = _promise(told[0])
    promised_by_panel = _promise(dice_text(drawn))
    # Play on, a turn at a time, until the six-sided die is back: count the table-round ends
    # (the turn coming back to seat 0) on the way, and check the panel at each turn's start.
    position, _ = story.play(drawn, f"m0>{drawn.figures[drawn.turn][0] + 1}")
    ends = 1 if position.turn == 0 else 0
    while position.dice.sides == 4:
        left = _promise(dice_text(position))
        assert left == promised_by_panel - ends  # the panel counts down with the engine
        seat = position.turn
        figure = position.figures[seat][0]
        position, happened = story.play(position, "r1", f"m0>{figure + 1}")
        started = [h for h in happened if isinstance(h, TurnStarted)]
        ends += sum(1 for h in started if h.seat == 0)
    assert promised_by_log == promised_by_panel == ends
    assert story.log[-1] == "The six-sided die is back."  # told as the last table round ends
    assert dice_text(position) == ""
    # Whoever was asked to roll saw on both boards the dice that roll was made with.
    for seat, wanted, shown in story.asked:
        assert shown == [wanted, wanted], (seat, wanted, shown)
    assert any(wanted == (4, 1) for _, wanted, _ in story.asked)


@pytest.mark.parametrize("language", ["en", "de", "it"], indirect=True)
def test_the_log_tells_a_die_change_in_the_panel_s_words(language: str) -> None:
    lines = {
        "en": (
            "Everyone rolls a D10 for this table round and 2 more.",
            "Everyone rolls a D4 for this table round and the next.",
            "Everyone rolls a D4 until this table round ends.",
            "The six-sided die is back.",
        ),
        "de": (
            "Alle würfeln noch in dieser Runde und 2 weiteren mit einem W10.",
            "Alle würfeln in dieser und der nächsten Runde mit einem W4.",
            "Alle würfeln bis zum Ende dieser Runde mit einem W4.",
            "Der sechsseitige Würfel ist zurück.",
        ),
        "it": (
            "Tutti tirano un D10 per questo giro e altri 2.",
            "Tutti tirano un D4 per questo giro e il prossimo.",
            "Tutti tirano un D4 fino alla fine di questo giro.",
            "Torna il dado a sei facce.",
        ),
    }[language]
    said = (
        dice_changed_line(10, 3),
        dice_changed_line(4, 2),
        dice_changed_line(4, 1),
        dice_changed_line(6, 0),
    )
    assert said == lines
