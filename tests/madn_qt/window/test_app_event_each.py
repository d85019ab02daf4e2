"""Each of the fourteen events of event mode, and the railway's train, in the real main window
(issue 23), from a written position with scripted chance: Anna (seat 0) plays by keyboard only.

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

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from core.actions import CONFIRM, Pick
from core.board import HOUSE, RING_SIZE, progress_of_field, ring_field
from core.chance import ChanceKind
from core.event.construction import PAIR_INDEX, Paths
from core.event.play import acts, opponent_targets, ring_figures
from core.event.wheel import FIRST_SLICE, SLICES, Event
from core.position import Phase, Position
from madn_qt.event_texts import drawn_sentence, event_name
from madn_qt.panel.dice_text import dice_text
from madn_qt.play.controller import Stage
from madn_qt.wheel import index_stop_angle
from madn_qt.window.main_window import MainWindow
from tests.madn_qt.app_support import make_window
from tests.madn_qt.panel_support import die_text, event_line, pick_buttons, row_text
from tests.madn_qt.wheel_support import result_event, result_index
from tests.madn_qt.window.event_support import (
    ScriptThenSeed,
    assert_board_shows,
    assert_wheel_rests_on,
    close,
    dice_shown,
    expected_spots,
    figure_on_screen,
    house_spot,
    is_flat,
    position_of,
    press,
    shown_marks,
    start_at,
    wait_after,
    wait_person,
)

SPACE, ENTER, TAB = Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Tab
FOUR = "human:Anna,human:Ben,normal:Carla,normal:Dario"  # Ben moves after Anna
TWO = "human:Anna,empty,human:Carla"  # Carla opposite Anna: her turn comes next
PATHS = Paths(21, 38)  # the construction pair on the board at the start
NEW_PATHS = Paths(12, 27)  # the pair a construction event draws
TAIL = f"rules=fc,ev open=0 paths={PATHS.shortcut}:{PATHS.detour}"
RAIL_TAIL = f"rules=fc,rw,ev train=3 open=0 paths={PATHS.shortcut}:{PATHS.detour}"
STAR = 7  # Anna's figure on 4 reaches this star field with a 3


@dataclass(frozen=True)
class Stop:
    """The wheel at rest: the event under its pointer (``None`` on the rocket's target wheel),
    the segment it stopped on, how many segments it has, and its angle."""

    event: Event | None
    index: int | None
    segments: int
    angle: float


@dataclass
class Run:
    """A case as it runs: the window, its chance, and what was seen on the way."""

    qtbot: QtBot
    window: MainWindow
    chance: ScriptThenSeed
    before: Position  # the position where Anna confirms the event
    confirmed: int = 0  # the number of the command that confirmed it
    spots: dict[tuple[int, int], QPointF | None] = field(default_factory=dict)  # on screen then
    wheel_stops: list[Stop] = field(default_factory=list)  # every time the wheel came to rest

    @property
    def now(self) -> Position:
        position = self.window.controller.position
        assert position is not None
        return position

    def log(self) -> list[str]:
        return self.window.move_log.lines()

    def commands(self) -> int:
        return len(self.window.controller.commands)

    def settle(self) -> None:
        """Wait until the event has been shown and a person is asked again."""
        wait_after(self.qtbot, self.window, self.confirmed)


Answer = Callable[[Run], None]
Check = Callable[[Run], None]


def nothing(run: Run) -> None:
    """The event asks nothing more of Anna once she has confirmed it."""


@dataclass(frozen=True)
class Case:
    """One event's case: the seats, the figures (``f=`` of the notation), how the wheel is
    reached, the dice and draws, what Anna answers after confirming, and what is checked."""

    event: Event
    seats: str
    figures: str
    counter: bool  # the pip counter turns the wheel (else Anna's move ends on the star field)
    check: Check
    answer: Answer = nothing
    dice: tuple[int, ...] = (3,)
    draws: Mapping[ChanceKind, tuple[int, ...]] = field(default_factory=dict)
    railway: bool = False
    slice_share: float = 0.5  # where in the event's slices the draw lies (0: its first)

    @property
    def slice_number(self) -> int:
        count = SLICES[self.event]
        return FIRST_SLICE[self.event] + min(count - 1, int(self.slice_share * count))

    def position(self) -> Position:
        tail = RAIL_TAIL if self.railway else TAIL
        counters = " ctr=30,0,0,0" if self.counter else ""
        return position_of(f"f={self.figures} turn=0 phase=roll rolls=1 {tail}{counters}")


# --- what is checked after each event ----------------------------------------------------------


def assert_home(run: Run, *figures: tuple[int, int]) -> None:
    """The figures are in their houses: in the controller's position and drawn there."""
    for seat, figure in figures:
        assert run.now.figures[seat][figure] == HOUSE, (seat, figure)
        spot = house_spot(run.window.board, run.now, seat, figure)
        assert close(figure_on_screen(run.window.board, seat, figure), spot), (seat, figure)
        before = run.spots.get((seat, figure))
        assert before is not None and not close(before, spot), (seat, figure)  # it moved there


def logged(run: Run, *parts: str) -> str:
    """The log's line that has every one of ``parts``."""
    for line in run.log():
        if all(part in line for part in parts):
            return line
    raise AssertionError(f"no log line with {parts}: {run.log()[-8:]}")


def check_reinforcement(run: Run) -> None:
    # G1 and G4 of four become G2 and G5 of five; the fifth figure waits in its house place.
    assert run.now.figures[0] == (5, 41, 44, HOUSE, HOUSE)
    assert run.now.goal_sizes[0] == 5
    board = run.window.board
    assert shown_marks(board).places(0) == 5  # a fifth house place and goal place are painted
    assert close(figure_on_screen(board, 0, 4), house_spot(board, run.now, 0, 4))
    # The lane grew at its entrance and is drawn as a lane of five: both lane figures stand on
    # their places of the longer lane (G1's figure one place on, at G2), and G1's old spot is
    # left.
    spots = expected_spots(board, run.now)
    assert close(figure_on_screen(board, 0, 1), spots[(0, 1)])
    assert close(figure_on_screen(board, 0, 2), spots[(0, 2)])
    assert not close(figure_on_screen(board, 0, 1), run.spots[(0, 1)])
    logged(run, "Anna (red) gets one more figure.")


def check_knocked_out(run: Run) -> None:
    state = run.now.event_state
    assert state is not None and state.out == (0,)
    assert run.now.figures[0] == ()
    for figure in range(4):
        assert run.spots[(0, figure)] is not None  # drawn before
        assert figure_on_screen(run.window.board, 0, figure) is None  # gone from the board
    assert run.now.turn == 1  # the turn passed to Ben
    rows = run.window.panel.seat_rows
    assert row_text(rows, 0) == "Anna: knocked out"  # her row says so
    assert row_text(rows, 1).startswith("Ben: pip counter 0 of 32")
    logged(run, "Anna (red) is knocked out")


def check_leader_back(run: Run) -> None:
    # Every player's figure furthest ahead goes home: Anna's too.
    assert_home(run, (0, 1), (1, 0), (2, 0), (3, 0))
    assert run.now.figures[0][0] == 5  # Anna's other figure stays
    logged(run, event_name(Event.LEADER_BACK) + ":")


def check_construction(run: Run) -> None:
    state = run.now.event_state
    assert state is not None and state.paths == NEW_PATHS
    marks = shown_marks(run.window.board)
    assert marks.paths == NEW_PATHS  # the board paints the new pair, not the old one
    assert run.before.event_state is not None and run.before.event_state.paths == PATHS
    logged(run, "New paths: a shortcut from field 13, a detour from field 28.")


PLACES = (9, 0, 30)  # a new distribution's draws: an index among the fields still free


def distributed(position: Position) -> dict[tuple[int, int], int]:
    """Where GAME.md 4.3's new distribution puts the ring figures for :data:`PLACES`: each ring
    figure in seat and figure order on the free field its draw names."""
    free = list(range(RING_SIZE))
    fields: dict[tuple[int, int], int] = {}
    for (seat, figure), value in zip(ring_figures(position), PLACES, strict=True):
        fields[(seat, figure)] = free.pop(value)
    return fields


def check_new_distribution(run: Run) -> None:
    fields = distributed(run.before)
    assert sorted(fields.values()) == [0, 9, 32]
    for (seat, figure), ring in fields.items():
        assert run.now.figures[seat][figure] == progress_of_field(seat, ring), (seat, figure)
        assert ring_field(seat, run.now.figures[seat][figure]) == ring
    assert run.now.figures[1][1:] == (HOUSE, HOUSE, HOUSE)  # house figures stay
    logged(run, event_name(Event.NEW_DISTRIBUTION) + ":")


def answer_swap(run: Run) -> None:
    """Anna's second figure, then Carla's: Tab to each, Enter (Back is offered too)."""
    box = run.window.panel.event_box
    run.qtbot.waitUntil(lambda: len(pick_buttons(box)) == 2 and pick_buttons(box)[0].hasFocus())
    assert box.sentence.text() == "Pick your figure to swap:"
    own = pick_buttons(box)
    assert [b.text() for b in own] == ["Anna's figure 1 — field 8", "Anna's figure 2 — field 16"]
    press(run.qtbot, run.window, TAB)
    assert own[1].hasFocus()
    commands = run.commands()
    press(run.qtbot, run.window, ENTER)
    run.qtbot.waitUntil(lambda: len(pick_buttons(box)) == 3 and pick_buttons(box)[0].hasFocus())
    assert run.commands() == commands  # the first half of the choice plays nothing yet
    theirs = pick_buttons(box)
    assert box.sentence.text() == "Swap it with:"
    assert [b.text() for b in theirs] == [
        "Ben's figure 1 — field 23",
        "Carla's figure 1 — field 26",
        "Back",
    ]
    press(run.qtbot, run.window, TAB)
    assert theirs[1].hasFocus()
    press(run.qtbot, run.window, ENTER)
    run.qtbot.waitUntil(lambda: run.commands() > commands)
    assert run.window.controller.commands[commands] == Pick(1, 2, 0)


def check_swap(run: Run) -> None:
    # Anna's figure on field 16 and Carla's on field 26 swapped fields, each keeping its seat.
    assert ring_field(0, run.now.figures[0][1]) == 25
    assert ring_field(2, run.now.figures[2][0]) == 15
    board = run.window.board
    if is_flat(board):  # (the 3D board's camera may have moved since: the cells are checked)
        assert close(figure_on_screen(board, 0, 1), run.spots[(2, 0)])
        assert close(figure_on_screen(board, 2, 0), run.spots[(0, 1)])
    assert run.now.turn == 1  # a field event after a 3: the turn went on to Ben
    logged(run, "Place swap: Anna (red)'s figure 2 from field 16 to field 26")


def answer_send_back(run: Run) -> None:
    """Dario's unprotected goal figure: Tab twice, Enter."""
    box = run.window.panel.event_box
    run.qtbot.waitUntil(lambda: len(pick_buttons(box)) == 3 and pick_buttons(box)[0].hasFocus())
    assert box.sentence.text() == "Pick the figure to send back:"
    buttons = pick_buttons(box)
    assert [b.text() for b in buttons] == [
        "Ben's figure 1 — field 23",
        "Carla's figure 1 — field 36",
        "Dario's figure 1 — goal 2",
    ]
    assert [b.accessibleName() for b in buttons] == [b.text() for b in buttons]
    assert run.window.panel.status_text() == "Anna: Tab picks a figure, Enter takes it."
    press(run.qtbot, run.window, TAB)
    press(run.qtbot, run.window, TAB)
    assert buttons[2].hasFocus()
    commands = run.commands()
    press(run.qtbot, run.window, ENTER)
    run.qtbot.waitUntil(lambda: run.commands() > commands)
    assert run.window.controller.commands[commands] == Pick(-1, 3, 0)


def check_send_back(run: Run) -> None:
    assert_home(run, (3, 0))
    assert run.now.figures[1][0] == 12 and run.now.figures[2][0] == 15  # the others stay
    logged(run, "Send back:", "figure 1 from goal 2 to house")


ROCKET_TARGET = 1  # the second of the two targets: Carla's figure on field 36


def check_rocket_target_wheel(run: Run) -> None:
    """The rocket's second wheel, where the app shows one: the wheel's stop after the event
    wheel's is the target wheel (no event under its pointer) and rests on the drawn target,
    one segment per possible target. (Without a second wheel on screen there is no such stop:
    the target is drawn and flies home all the same, as :func:`check_rocket` checks.)"""
    targets = opponent_targets(run.before)
    assert targets == [(1, 0), (2, 0)]
    later = run.wheel_stops[1:]
    assert len(later) <= 1, later
    for stop in later:
        assert stop.event is None, later  # nothing but the target wheel turns after the event's
        assert stop.index == ROCKET_TARGET and stop.segments == len(targets), later
        turns = round((stop.angle - index_stop_angle(ROCKET_TARGET, len(targets), 0)) / 360.0)
        expected = index_stop_angle(ROCKET_TARGET, len(targets), turns)
        assert abs(stop.angle - expected) < 1e-6, (stop, expected)


def check_rocket(run: Run) -> None:
    assert_home(run, (2, 0))
    assert run.now.figures[1][0] == 12  # the other target stays
    assert (ChanceKind.TARGET, (ROCKET_TARGET,)) in run.chance.drawn
    logged(run, "Rocket:", "figure 1 from field 36 to house")
    check_rocket_target_wheel(run)


def answer_second_die(run: Run) -> None:
    """Anna moves (Enter); Carla rolls and moves; Anna's next turn rolls two dice."""
    run.settle()
    line = event_line(run.window.panel)
    assert dice_text(run.now) == "Two dice in the next turn" and dice_text(run.now) in line
    play_on(run, ENTER, SPACE, ENTER)
    assert run.now.turn == 0 and run.window.controller.stage is Stage.HUMAN_ROLL
    assert "Two dice this turn" in event_line(run.window.panel)
    play_on(run, SPACE)


def check_second_die(run: Run) -> None:
    assert run.now.pips == (2, 3) and run.window.controller.stage is Stage.HUMAN_MOVE
    assert dice_shown(run.window.board) == (6, (2, 3))  # two dice side by side
    assert die_text(run.window.panel) == "5"
    # (The line's number of turns is the SECOND draw's 1; the English singular comes from
    # madn_en.qm, which these tests do not install: only the line's start is checked.)
    logged(run, "Anna (red) rolls two dice in the next ")


def play_on(run: Run, *keys: Qt.Key) -> None:
    """Press each key once a person may act, waiting for its command each time."""
    for key in keys:
        wait_person(run.qtbot, run.window)
        commands = run.commands()
        press(run.qtbot, run.window, key)
        wait_after(run.qtbot, run.window, commands)


def answer_dice(sides: int) -> Answer:
    def answer(run: Run) -> None:
        """The panel names the new die at once; Anna moves with the roll she made (Enter),
        then Carla rolls (Space) the new die."""
        run.settle()
        assert run.now.pips == (3,)  # the roll already made keeps its D6
        assert f"D{sides} for this table round and 2 more" in event_line(run.window.panel)
        play_on(run, ENTER)
        assert run.now.turn == 2 and run.now.dice.sides == sides
        assert f"D{sides} for this table round" in event_line(run.window.panel)
        play_on(run, SPACE)

    return answer


def check_dice(sides: int, pips: int) -> Check:
    def check(run: Run) -> None:
        assert run.now.turn == 2 and run.now.pips == (pips,)
        assert dice_shown(run.window.board) == (sides, (pips,))  # the board rolled the new die
        assert die_text(run.window.panel) == str(pips)
        logged(run, f"Everyone rolls a D{sides} for this table round and 2 more.")

    return check


def answer_extra_roll(run: Run) -> None:
    run.settle()
    state = run.now.event_state
    assert state is not None and state.extra == 1
    play_on(run, ENTER)


def check_extra_roll(run: Run) -> None:
    # After her move of 3 Anna rolls once more instead of passing the turn to Ben.
    assert run.now.turn == 0 and run.now.phase is Phase.ROLL
    assert run.window.controller.stage is Stage.HUMAN_ROLL
    assert run.now.figures[0][0] == 8


def answer_skip(run: Run) -> None:
    run.settle()
    assert "sits out 1 turn" in row_text(run.window.panel.seat_rows, 0)
    play_on(run, ENTER, SPACE, ENTER)  # Anna moves; Carla rolls and moves


def check_skip(run: Run) -> None:
    # Anna's turn was skipped: Carla rolls again.
    assert run.now.turn == 2 and run.window.controller.stage is Stage.HUMAN_ROLL
    state = run.now.event_state
    assert state is not None and state.skips == (0, 0, 0, 0)
    logged(run, "Anna (red) sits out this turn.")


def check_special_train(run: Run) -> None:
    # Ben's figure on the crossing of field 14 and Carla's on field 36 went home at once.
    assert_home(run, (1, 0), (2, 0))
    assert run.now.figures[0][0] == STAR  # Anna's own figure was on no crossing
    assert run.now.train == 4 and run.now.turn == 1
    logged(run, "The train passes: Ben (blue) loses figure 1 on field 14;")


CASES: dict[Event, Case] = {
    case.event: case
    for case in (
        Case(
            Event.REINFORCEMENT,
            FOUR,
            "5,G1,G4,H/12,H,H,H/15,H,H,H/H,H,H,H",
            counter=True,
            check=check_reinforcement,
            slice_share=0.0,
        ),
        Case(
            Event.KNOCKED_OUT,
            FOUR,
            "4,H,H,H/12,H,H,H/15,H,H,H/H,H,H,H",
            counter=False,
            check=check_knocked_out,
            slice_share=1.0,
        ),
        Case(
            Event.LEADER_BACK,
            FOUR,
            "5,12,H,H/20,H,H,H/15,H,H,H/8,H,H,H",
            counter=True,
            check=check_leader_back,
            slice_share=0.0,
        ),
        Case(
            Event.CONSTRUCTION,
            FOUR,
            "5,H,H,H/12,H,H,H/15,H,H,H/H,H,H,H",
            counter=True,
            check=check_construction,
            draws={ChanceKind.PATHS: (PAIR_INDEX[NEW_PATHS],)},
        ),
        Case(
            Event.NEW_DISTRIBUTION,
            FOUR,
            "5,H,H,H/12,H,H,H/15,H,H,H/H,H,H,H",
            counter=True,
            check=check_new_distribution,
            draws={ChanceKind.PLACE: PLACES},
            slice_share=1.0,
        ),
        Case(
            Event.SWAP,
            FOUR,
            "4,15,H,H/12,H,H,H/5,H,H,H/H,H,H,H",
            counter=False,
            check=check_swap,
            answer=answer_swap,
        ),
        Case(
            Event.SEND_BACK,
            FOUR,
            "5,H,H,H/12,H,H,H/15,H,H,H/G2,H,H,H",
            counter=True,
            check=check_send_back,
            answer=answer_send_back,
            slice_share=0.2,
        ),
        Case(
            Event.ROCKET,
            FOUR,
            "4,H,H,H/12,H,H,H/15,H,H,H/H,H,H,H",
            counter=False,
            check=check_rocket,
            draws={ChanceKind.TARGET: (ROCKET_TARGET,)},
        ),
        Case(
            Event.SECOND_DIE,
            TWO,
            "5,H,H,H/-/15,H,H,H/-",
            counter=True,
            check=check_second_die,
            answer=answer_second_die,
            dice=(3, 1, 2, 3),
            draws={ChanceKind.SECOND: (1,)},
            slice_share=0.8,
        ),
        Case(
            Event.FOUR_SIDED,
            TWO,
            "5,H,H,H/-/15,H,H,H/-",
            counter=True,
            check=check_dice(4, 4),
            answer=answer_dice(4),
            dice=(3, 4),
        ),
        Case(
            Event.TEN_SIDED,
            TWO,
            "5,H,H,H/-/15,H,H,H/-",
            counter=True,
            check=check_dice(10, 8),
            answer=answer_dice(10),
            dice=(3, 8),
            slice_share=0.3,
        ),
        Case(
            Event.EXTRA_ROLL,
            FOUR,
            "5,H,H,H/12,H,H,H/15,H,H,H/H,H,H,H",
            counter=True,
            check=check_extra_roll,
            answer=answer_extra_roll,
        ),
        Case(
            Event.SKIP,
            TWO,
            "5,H,H,H/-/15,H,H,H/-",
            counter=True,
            check=check_skip,
            answer=answer_skip,
            dice=(3, 1),
        ),
        Case(
            Event.SPECIAL_TRAIN,
            FOUR,
            "4,H,H,H/3,H,H,H/15,H,H,H/H,H,H,H",
            counter=False,
            check=check_special_train,
            draws={ChanceKind.TRAIN: (4,)},
            railway=True,
            slice_share=1.0,
        ),
    )
}
assert set(CASES) == set(Event)

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


@pytest.mark.parametrize("flat", [True, False], ids=["flat", "3d"])
def test_the_railway_s_train_by_keyboard(qtbot: QtBot, tmp_path: Path, flat: bool) -> None:
    """The railway's own train in event mode: Anna's move (Space, Enter) ends the table round
    (Ben opened the game), so the train passes before Ben's first roll; the figures on its two
    crossings go home on the board, Anna's and Ben's stay, and the next interval is drawn."""
    window = make_window(qtbot, tmp_path, flat=flat)
    c = window.controller
    position = position_of(
        "f=5,H,H,H/2,H,H,H/15,H,H,H/23,H,H,H turn=0 phase=roll rolls=1 "
        f"rules=fc,rw,ev train=1 open=1 paths={PATHS.shortcut}:{PATHS.detour}"
    )
    assert [ring_field(s, position.figures[s][0]) for s in range(4)] == [5, 12, 35, 13]
    chance = ScriptThenSeed((3,), {ChanceKind.TRAIN: (3,)})
    start_at(window, FOUR, position, chance)
    assert wait_person(qtbot, window) is Stage.HUMAN_ROLL
    assert window.panel.train_text() == "The train comes after this round"
    press(qtbot, window, SPACE)
    assert wait_after(qtbot, window, 0) is Stage.HUMAN_MOVE
    before = {(s, 0): figure_on_screen(window.board, s, 0) for s in range(4)}
    commands = len(c.commands)
    press(qtbot, window, ENTER)
    assert wait_after(qtbot, window, commands) is Stage.HUMAN_ROLL
    run = Run(qtbot, window, chance, position, spots=dict(before))
    assert run.now.turn == 1 and run.now.train == 3
    assert_board_shows(window.board, run.now)
    assert_home(run, (2, 0), (3, 0))
    assert run.now.figures[0][0] == 8 and run.now.figures[1][0] == 2
    logged(run, "The train passes: Carla (green) loses figure 1 on field 36;")
    assert run.log()[-1] == "The next train comes in 3 table rounds."
    assert window.panel.train_text() == "Train in 3 table rounds"
    assert chance.script_left() == {}
