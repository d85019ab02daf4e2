"""The controller's stages and pauses without a board (issue 34): which stage follows which command
for a person and for the computer, what a person may do in each, the pauses the pace gives a
person's and the computer's automatic steps, and "to the end" playing the computer's stretch
unseen. A scripted die, no animator, a hurried speed: every stage is seen in order."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.moves import Move
from core.rules import Rules
from core.setup import Seat, Setup
from madn_qt.play.controller import GameController, Stage
from madn_qt.play.pace import Pace

SPEED = 10.0
S = Stage

# Anna (a person at seat 0) rolls 5 (passes), 6 (out), 2 (on); Ben (the computer, seat 2) 1, 1, 1.
DICE = (5, 6, 2, 1, 1, 1)


def _setup() -> Setup:
    seats = (Seat.human("Anna"), Seat(), Seat.ai("random", "Ben"), Seat())
    return Setup(Rules(railway=False), seats)


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[tuple[GameController, list[Stage], list[int]]]:
    c = GameController()
    stages: list[Stage] = []
    pauses: list[int] = []
    c.stage_changed.connect(stages.append)
    after = c._waits.after

    def timed(ms: int, action: Callable[[], None]) -> None:
        pauses.append(ms)
        after(ms, action)

    c._waits.after = timed  # type: ignore[method-assign]
    c.set_animation_speed(SPEED)
    yield c, stages, pauses
    c.shutdown()


def _pace(c: GameController) -> Pace:
    return c.pace


def _until(qtbot: QtBot, c: GameController, stage: Stage) -> None:
    qtbot.waitUntil(lambda: c.stage is stage, timeout=10000)


def _anna_plays(qtbot: QtBot, c: GameController) -> None:
    """Anna's turn: a 5 passed, a 6 brings a figure out, a 2 moves it on; each request only in
    its own stage."""
    assert c.stage is S.HUMAN_ROLL and c.accepts_input()
    assert not c.request_move(Move(0, -1, 0)) and c.hint() is None
    assert c.request_roll()
    assert not c.request_roll()  # once
    _until(qtbot, c, S.HUMAN_ROLL)  # the pass went by itself
    assert c.request_roll()
    _until(qtbot, c, S.HUMAN_MOVE)
    (out,) = c.choices
    assert (out.start, out.target) == (-1, 0)
    assert not c.request_roll()
    assert not c.request_move(Move(1, 5, 7))  # not one of the choices
    assert c.request_move(out)
    assert not c.request_move(out)  # touched is moved, once
    _until(qtbot, c, S.HUMAN_ROLL)  # a played 6 rolls again
    assert c.request_roll()
    _until(qtbot, c, S.HUMAN_MOVE)
    (on,) = c.choices
    assert (on.start, on.target) == (0, 2)
    assert c.request_move(on)


ANNA = [
    S.HUMAN_ROLL,
    S.ANIMATING,  # the 5
    S.AUTO_PASS,
    S.ANIMATING,
    S.HUMAN_ROLL,
    S.ANIMATING,  # the 6
    S.HUMAN_MOVE,
    S.ANIMATING,
    S.HUMAN_ROLL,
    S.ANIMATING,  # the 2
    S.HUMAN_MOVE,
    S.ANIMATING,
]
BEN_TRY = [S.AI_TURN, S.ANIMATING, S.AUTO_PASS, S.ANIMATING]


@pytest.mark.parametrize(
    ("pace", "person_pass", "computer_roll", "computer_pass"),
    [(Pace.NORMAL, 90, 30, 35), (Pace.FAST, 90, 7, 8)],
)
def test_the_stages_of_a_persons_turn_and_the_computers_with_their_pauses(
    qtbot: QtBot,
    controller: tuple[GameController, list[Stage], list[int]],
    pace: Pace,
    person_pass: int,
    computer_roll: int,
    computer_pass: int,
) -> None:
    c, stages, pauses = controller
    c.set_pace(pace)
    c.new_game(_setup(), ScriptedChance(DICE), seed=1)
    _anna_plays(qtbot, c)
    qtbot.waitUntil(lambda: len(stages) > len(ANNA) and c.stage is S.HUMAN_ROLL, timeout=10000)
    assert stages == [*ANNA, *BEN_TRY * 3, S.HUMAN_ROLL]
    # A person's pass waits PASS_PAUSE_MS (900) at any pace; the computer's roll AI_PACE_MS
    # (300) and pass AI_PASS_PAUSE_MS (350), FAST_FACTOR times faster at FAST; all / SPEED.
    assert pauses == [person_pass, *[computer_roll, computer_pass] * 3]
    assert c.position is not None and c.position.turn == 0


def test_to_the_end_plays_the_computers_stretch_unseen_and_gives_way_at_a_new_game(
    qtbot: QtBot, controller: tuple[GameController, list[Stage], list[int]]
) -> None:
    c, stages, pauses = controller
    c.set_pace(Pace.FAST)
    c.new_game(_setup(), ScriptedChance(DICE), seed=1)
    c.set_pace(Pace.END)
    _anna_plays(qtbot, c)
    qtbot.waitUntil(lambda: len(stages) > len(ANNA) and c.stage is S.HUMAN_ROLL, timeout=10000)
    # Anna's own turn is shown as always; Ben's three tries go at once, with no pause.
    assert stages == [*ANNA, S.AI_TURN, S.HUMAN_ROLL]
    assert pauses == [90]
    assert _pace(c) is Pace.END
    c.new_game(_setup(), ScriptedChance(DICE), seed=1)
    assert _pace(c) is Pace.FAST  # "to the end" was for that game
    c.set_pace(Pace.END)
    c.set_pace(Pace.END)  # chosen twice: what it gives way to is still FAST
    c.new_game(_setup(), ScriptedChance(DICE), seed=1)
    assert _pace(c) is Pace.FAST
