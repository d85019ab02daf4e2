"""The window's controller following a LAN game through its network part (LanGame) without a
network (issue 13): it shows the steps it is fed, offers choices only to the local person's seats
and only for the command they decide, hands the chosen move on instead of playing it, hands a roll
on only when the network waits for the local person's die; Play again gives the network players'
seats to the computer; and the bridge's signals, emitted on another thread, reach their slots in
the GUI thread."""

from __future__ import annotations

import threading
from pathlib import Path

from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.moves import Move
from core.rules import Rules
from core.setup import REMOTE_LEVEL, Seat, SeatKind, Setup
from core.table import Step, Table
from madn_qt.network.bridge import LanSignals, QtEvents
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import make_window
from tests.madn_qt.panel_support import die_text

SETUP = Setup(
    Rules(railway=False),
    (Seat.human("Anna"), Seat(SeatKind.REMOTE, "Ben"), Seat.ai("random", "Carla"), Seat()),
)


def reference(rolls: list[int]) -> Table:
    """The game as the network plays it (a table with scripted dice and its own players)."""
    return Table(SETUP, ScriptedChance(rolls), seed=1, inline_ai=False)


def test_steps_are_shown_choices_offered_and_a_move_handed_on_not_played(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    lan = window.network.lan_game
    sent: list[tuple[int, object]] = []
    lan.decision.connect(lambda seat, move: sent.append((seat, move)))
    homes: list[int] = []
    window.board.set_home_seat = homes.append  # type: ignore[attr-defined]  # the ux board's
    lan.follow(SETUP, [], home=2)  # the computer plays this side's seat 2: the camera sits there
    lan.follow(SETUP, [0])
    assert homes == [2, 0]
    assert c.following and c.is_human(0) and not c.is_human(1) and not c.is_human(2)
    assert not c.request_roll()  # the network rolls
    net = reference([6, 6, 6])
    roll = net.draw()  # Anna rolls a 6
    lan.feed([roll])
    qtbot.waitUntil(lambda: len(c.commands) == 1)
    assert c.position == roll.position
    moves = net.legal_moves()
    # An offer for another seat, or for another command, shows nothing.
    lan.offer(1, moves, 1)
    lan.offer(0, moves, 7)
    qtbot.wait(50)
    assert c.stage is not Stage.HUMAN_MOVE and not c.choices
    lan.offer(0, moves, 1)
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_MOVE and c.accepts_input())
    assert c.choices == moves
    assert window.panel.figure_buttons()
    chosen = moves[0]
    assert c.request_move(chosen)
    assert sent == [(0, chosen)]
    assert len(c.commands) == 1  # not played here: the network plays it
    assert c.stage is Stage.IDLE and not c.choices
    assert not c.request_move(chosen)  # once
    lan.decision_refused()  # the host refused it: the same choices again
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_MOVE)
    assert c.request_move(chosen)
    played = net.play(chosen)
    lan.feed([played])
    qtbot.waitUntil(lambda: len(c.commands) == 2)
    assert c.commands[-1] == chosen and c.position == played.position
    assert c.stage is not Stage.HUMAN_MOVE


def test_a_backlog_is_shown_in_order_and_a_gap_stops_the_following(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    lan = window.network.lan_game
    lan.follow(SETUP, [])
    net = reference([1, 2, 3] * 40)
    steps: list[Step] = []
    for _ in range(30):
        step = net.step()
        if step is None:
            seat = net.seat_to_act()
            assert seat is not None
            step = net.play(net.legal_moves()[0])
        steps.append(step)
    lan.feed(steps[:20])
    lan.feed(steps[20:])
    qtbot.waitUntil(lambda: len(c.commands) == 30, timeout=10000)
    assert c.position == steps[-1].position
    lan.feed(steps[25:])  # repeated steps (a replayed log) are skipped
    qtbot.wait(50)
    assert len(c.commands) == 30 and c.following
    later = reference([1, 2, 3] * 40)
    for _ in range(32):
        step = later.step() or later.play(later.legal_moves()[0])
    lan.feed([step])  # command 31 after 29: it does not fit
    qtbot.waitUntil(lambda: not c.following)
    assert len(c.commands) == 30
    # A local game afterwards is an ordinary game again.
    window.start_game(
        Setup(Rules(railway=False), (Seat.ai("random"), Seat(), Seat.ai("random"), Seat()))
    )
    qtbot.waitUntil(lambda: len(c.commands) > 5)
    assert not c.following


def test_the_bridge_delivers_network_thread_events_in_the_gui_thread(qtbot: QtBot) -> None:
    signals = LanSignals()
    seen: list[str] = []
    signals.your_turn.connect(lambda *_: seen.append(threading.current_thread().name))
    signals.finished.connect(lambda *_: seen.append(threading.current_thread().name))
    events = QtEvents(signals, lambda: None, lambda: ())
    move = Move(0, -1, 0)

    def network() -> None:
        events.your_turn(0, [move])
        events.finished("final 0000000000000000 0:1")

    thread = threading.Thread(target=network, name="fake-network")
    thread.start()
    thread.join(5)
    assert seen == []  # queued: nothing ran on the network thread
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=2000)
    assert set(seen) == {threading.main_thread().name}


def test_the_local_persons_roll_is_offered_and_handed_on(qtbot: QtBot, tmp_path: Path) -> None:
    """The network waits for Anna's die (net.lockstep.roll_hold): Roll is offered for that command
    only, a press is handed on once (the die shows when the network draws it)."""
    window = make_window(qtbot, tmp_path)
    c = window.controller
    lan = window.network.lan_game
    rolls: list[int] = []
    lan.roll.connect(rolls.append)
    lan.follow(SETUP, [0])
    assert not c.request_roll()  # nothing waits for Anna yet
    lan.offer_roll(1, 0, 30.0)  # another seat's: not this computer's person
    lan.offer_roll(0, 5, 30.0)  # another command's
    qtbot.wait(50)
    assert c.stage is not Stage.HUMAN_ROLL
    lan.offer_roll(0, 0, 30.0)
    qtbot.waitUntil(lambda: c.stage is Stage.HUMAN_ROLL and c.accepts_input())
    assert window.panel.roll_button.isEnabled()
    assert c.request_roll() and rolls == [0]  # the roll of command 0
    assert not c.request_roll() and rolls == [0]  # one press, one roll
    assert c.stage is Stage.IDLE and len(c.commands) == 0  # the network draws it
    net = reference([6, 6, 6])
    lan.feed([net.draw()])
    qtbot.waitUntil(lambda: len(c.commands) == 1)


def test_play_again_after_a_lan_game_gives_the_network_players_seats_to_the_computer(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    lan = window.network.lan_game
    lan.follow(SETUP, [0])
    c.new_game(SETUP)
    setup = c.setup
    assert setup is not None and not c.following
    assert setup.seats[1] == Seat.ai(REMOTE_LEVEL, "Ben")  # under Ben's name, not a person here
    assert setup.seats[0] == SETUP.seats[0] and setup.seats[2] == SETUP.seats[2]


def test_a_lan_game_starts_with_no_roll_of_the_last_game_on_the_panel(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from tests.madn_qt.app_support import config

    window = make_window(qtbot, tmp_path)
    lan = window.network.lan_game
    window.start_game(config("random,random,random,random"), seed=3)
    qtbot.waitUntil(lambda: die_text(window.panel) not in ("", "…"), timeout=10000)
    lan.follow(SETUP, [0])
    qtbot.waitUntil(lambda: die_text(window.panel) == "", timeout=5000)
