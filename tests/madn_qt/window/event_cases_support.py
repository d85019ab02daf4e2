"""The fourteen events' cases for tests/madn_qt/window/test_app_event_each.py: for each event the
seats, the figures, the dice and draws, what Anna answers after confirming it (Tab and Enter for
a swap's or a send-back's figures, the turns after a new die) and what is checked once it has
been shown (its effect in the controller's position, on the board, in the panel and the log).
"""

from __future__ import annotations

from core.actions import Pick
from core.board import HOUSE, RING_SIZE, progress_of_field, ring_field
from core.chance import ChanceKind
from core.event.construction import PAIR_INDEX
from core.event.play import opponent_targets, ring_figures
from core.event.wheel import Event
from core.position import Phase, Position
from madn_qt.event_texts import event_name
from madn_qt.panel.dice_text import dice_text
from madn_qt.play.controller import Stage
from madn_qt.wheel import index_stop_angle
from tests.madn_qt.panel_support import die_text, event_line, pick_buttons, row_text
from tests.madn_qt.window.event_run_support import (
    ENTER,
    FOUR,
    NEW_PATHS,
    PATHS,
    SPACE,
    STAR,
    TAB,
    TWO,
    Answer,
    Case,
    Check,
    Run,
    assert_home,
    logged,
    play_on,
)
from tests.madn_qt.window.event_support import (
    close,
    dice_shown,
    expected_spots,
    figure_on_screen,
    house_spot,
    is_flat,
    press,
    shown_marks,
)


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
