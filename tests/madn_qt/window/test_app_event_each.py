"""Each of the fourteen events of event mode in the real main window (issue 23), from a written
position with scripted chance: Anna (seat 0) plays by keyboard only. (The railway's own train:
test_app_event_railway.py; the cases: event_cases_support.py.)

For every event: her roll (Space) brings her pip counter to 32 (a counter event, before her move)
or her move (Enter) ends on the star field 7 (a field event); the wheel turns and rests on the
drawn slice (``stop_angle(slice, turns)``, the event under the pointer and as its result); the
event box names the event and says what it does; the move log says "Anna (red) turns the wheel:
<event>."; a real key (Space or Enter) confirms it, and a send-back's or a swap's figures are
picked with Tab and Enter. Once the event's animation has ended and the game waits for a person
again, the board shows the controller's position (every figure drawn on its cell, the marks of
the position) and the event's own effect is there: a figure sent home stands in its house, a
swap exchanged the two figures' places on screen, Reinforcement's fifth figure and longer lane
are drawn, a construction changed the board's marks to the new pair, a D4 or D10 is named by the
panel and rolled on the board, a knocked-out seat's figures are gone, a train's hits are home.

The seats after Anna are people too where the case needs the game to wait after the event (Ben,
or Carla opposite Anna), so that what the board shows is checked at rest; the others are
computers. Reduced motion and the tests' fast pace, except where a case is about motion.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.actions import CONFIRM
from core.chance import ChanceKind
from core.event.play import acts
from core.event.wheel import Event
from core.position import Phase
from madn_qt.event_texts import drawn_sentence, event_name
from madn_qt.play.controller import Stage
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import make_window
from tests.madn_qt.wheel_support import result_event, result_index
from tests.madn_qt.window.event_cases_support import CASES
from tests.madn_qt.window.event_run_support import ENTER, SPACE, STAR, Case, Run, Stop
from tests.madn_qt.window.event_support import (
    ScriptThenSeed,
    assert_board_shows,
    assert_wheel_rests_on,
    figure_on_screen,
    press,
    start_at,
    wait_after,
    wait_person,
)

# Board and motion per run: the flat board under reduced motion for most; the 3D board where
# its own reads matter (marks(), a grown lane, figures flying off); full motion where the wheel
# really turns (and the swap's and the train's animations run).
RUNS: list[tuple[Event, bool, bool]] = [(event, True, True) for event in Event]
RUNS += [
    (Event.CONSTRUCTION, False, True),
    (Event.REINFORCEMENT, False, True),
    (Event.KNOCKED_OUT, False, False),
    (Event.LEADER_BACK, False, True),
    (Event.SEND_BACK, False, True),
    (Event.ROCKET, False, False),
    (Event.SECOND_DIE, False, True),
    (Event.TEN_SIDED, False, True),
    (Event.SPECIAL_TRAIN, False, False),
    (Event.SWAP, True, False),
    (Event.ROCKET, True, False),
    (Event.SPECIAL_TRAIN, True, False),
]


def run_id(run: tuple[Event, bool, bool]) -> str:
    event, flat, reduced = run
    return f"{event.value}-{'flat' if flat else '3d'}{'' if reduced else '-motion'}"


def reach_wheel(qtbot: QtBot, window: MainWindow, case: Case) -> None:
    """Anna rolls (Space); for a field event she moves onto the star field (Enter)."""
    c = window.controller
    assert wait_person(qtbot, window) is Stage.HUMAN_ROLL and c.position is not None
    assert c.position.turn == 0
    commands = len(c.commands)
    press(qtbot, window, SPACE)
    stage = wait_after(qtbot, window, commands)
    if not case.counter:
        assert stage is Stage.HUMAN_MOVE
        choice = window.panel.current_choice()
        assert choice is not None and (choice.figure, choice.target) == (0, STAR)
        commands = len(c.commands)
        press(qtbot, window, ENTER)
        stage = wait_after(qtbot, window, commands)
    assert stage is Stage.HUMAN_CONFIRM


@pytest.mark.parametrize(("event", "flat", "reduced"), RUNS, ids=[run_id(r) for r in RUNS])
def test_each_event_by_keyboard(
    qtbot: QtBot, tmp_path: Path, event: Event, flat: bool, reduced: bool
) -> None:
    case = CASES[event]
    window = make_window(qtbot, tmp_path, flat=flat, reduced_motion=reduced)
    c = window.controller
    box = window.panel.event_box
    draws = {ChanceKind.WHEEL: (case.slice_number,), **case.draws}
    chance = ScriptThenSeed(case.dice, draws)
    stops: list[Stop] = []
    wheel = box.wheel
    wheel.stopped.connect(
        lambda: stops.append(
            Stop(result_event(wheel), result_index(wheel), len(wheel.segments()), wheel.angle())
        )
    )
    start_at(window, case.seats, case.position(), chance)
    reach_wheel(qtbot, window, case)

    # (a) The wheel rests on the drawn slice; the box and the log say the event.
    turns = assert_wheel_rests_on(box.wheel, case.slice_number)
    assert turns >= 1
    assert len(stops) == 1 and (stops[0].event, stops[0].segments) == (event, len(Event))
    assert box.isVisible() and box.wheel.isVisible()
    assert box.drawn() is event
    assert box.heading.text() == f"Anna: {event_name(event)}"
    waiting = window.controller.position
    assert waiting is not None and waiting.phase is Phase.CONFIRM
    expected = drawn_sentence(event, before_move=case.counter, acts=acts(waiting))
    assert box.sentence.text() == expected
    assert window.panel.status_text() == "Anna, the wheel has spoken: Space or Enter."
    line = window.move_log.lines()[-1]
    assert line == f"Anna (red) turns the wheel: {event_name(event)}.", line
    assert "wheel" in line
    if case.counter:
        assert "Anna (red)'s pip counter reaches 33: the wheel turns." in window.move_log.lines()

    # (b) A real key confirms it: Space for some events, Enter for the others.
    assert box.confirm_button.isVisible() and box.confirm_button.hasFocus()
    position = c.position
    assert position is not None and position.phase is Phase.CONFIRM
    run = Run(qtbot, window, chance, position, len(c.commands), wheel_stops=stops)
    for seat in position.seats:
        for figure in range(len(position.figures[seat])):
            run.spots[(seat, figure)] = figure_on_screen(window.board, seat, figure)
    commands = len(c.commands)
    key = SPACE if list(Event).index(event) % 2 == 0 else ENTER
    press(qtbot, window, key)
    qtbot.waitUntil(lambda: len(c.commands) > commands)
    assert c.commands[commands] == CONFIRM
    case.answer(run)

    # (c) Once everything has been shown, the board shows the game, and the event's effect.
    wait_after(qtbot, window, commands)
    assert c.position is not None
    assert_board_shows(window.board, c.position)
    case.check(run)
    assert chance.script_left() == {}, chance.script_left()
    assert not box.isVisible() or c.stage is Stage.HUMAN_CONFIRM
