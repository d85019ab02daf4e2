"""The stages of a followed LAN game without a window or a network (the controller and its network
part, madn_qt/network/lan_game.py; issue 34), at their boundaries: an offer counts only for the
very command it is for and only at a local seat; while the host is away the choices are withdrawn
and come back with it; a backlog of more than CATCH_UP steps is shown unanimated but for the last
CATCH_UP_KEEP, one of exactly CATCH_UP all animated."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.position import Position
from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from core.table import Step, Table
from madn_qt.network.lan_game import CATCH_UP, CATCH_UP_KEEP, LanGame
from madn_qt.play.controller import GameController, Stage

SETUP = Setup(
    Rules(railway=False),
    (Seat.human("Anna"), Seat(SeatKind.REMOTE, "Ben"), Seat.ai("random", "Carla"), Seat()),
)


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    c = GameController()
    yield c
    c.shutdown()


@pytest.fixture
def lan(controller: GameController) -> LanGame:
    return LanGame(controller)


def _stage(c: GameController) -> Stage:
    return c.stage


def _reference(rolls: list[int]) -> Table:
    return Table(SETUP, ScriptedChance(rolls), seed=1, inline_ai=False)


def test_an_offer_counts_only_for_its_command_and_a_local_seat_and_waits_out_the_hosts_absence(
    qtbot: QtBot, controller: GameController, lan: LanGame
) -> None:
    c = controller
    lan.follow(SETUP, [0])
    net = _reference([6])
    lan.feed([net.draw()])  # Anna rolls a 6: command 1 is her move
    qtbot.waitUntil(lambda: len(c.commands) == 1 and _stage(c) is Stage.AI_TURN)
    moves = net.legal_moves()
    for seat, n in ((0, 0), (0, 2), (1, 1), (2, 1)):  # one off either way; not her seat
        lan.offer(seat, moves, n)
        assert _stage(c) is Stage.AI_TURN and not c.choices, (seat, n)
    lan.offer(0, moves, 1)
    assert _stage(c) is Stage.HUMAN_MOVE and c.choices == moves
    lan.set_host_away(True)
    assert _stage(c) is Stage.IDLE and not c.choices and not c.request_move(moves[0])
    lan.set_host_away(False)
    assert _stage(c) is Stage.HUMAN_MOVE and c.choices == moves
    assert c.request_move(moves[0]) and _stage(c) is Stage.IDLE


def test_a_watcher_is_offered_nothing_even_for_the_seat_to_act(
    qtbot: QtBot, controller: GameController, lan: LanGame
) -> None:
    c = controller
    lan.follow(SETUP, [])
    net = _reference([6])
    lan.feed([net.draw()])
    qtbot.waitUntil(lambda: len(c.commands) == 1 and _stage(c) is Stage.AI_TURN)
    lan.offer(0, net.legal_moves(), 1)
    assert _stage(c) is Stage.AI_TURN and not c.choices


@pytest.mark.parametrize(
    ("backlog", "animated"), [(CATCH_UP, CATCH_UP), (CATCH_UP + 1, CATCH_UP_KEEP)]
)
def test_a_backlog_beyond_catch_up_is_shown_unanimated_but_for_the_last_steps(
    qtbot: QtBot, controller: GameController, lan: LanGame, backlog: int, animated: int
) -> None:
    assert (CATCH_UP, CATCH_UP_KEEP) == (8, 2)
    c = controller
    shown: list[Position] = []
    present = c._step_show.present

    def counting(step: Step, before: Position, computer: bool) -> None:
        shown.append(step.position)
        present(step, before, computer)

    c._step_show.present = counting  # type: ignore[method-assign]
    lan.follow(SETUP, [])  # watching
    net = _reference([1] * 40)
    steps: list[Step] = []
    while len(steps) < backlog:
        step = net.step() or net.draw()
        steps.append(step)
    lan.feed(steps)
    qtbot.waitUntil(lambda: len(c.commands) == backlog and _stage(c) is not Stage.ANIMATING)
    assert shown == [s.position for s in steps[-animated:]]
    assert c.position == steps[-1].position
