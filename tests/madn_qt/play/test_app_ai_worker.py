"""The AI thinks on a background thread, answers by queued signal, and can be cancelled."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from pytestqt.qtbot import QtBot

from core.chance import ScriptedChance
from core.game import Game
from core.moves import Move
from core.position import Position
from core.rules import Rules
from core.setup import Setup
from madn_qt.play.ai_worker import AiWorker
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window


class SlowPlayer:
    """Records the thread it ran on; takes ``delay`` seconds (``busy``: computing, GIL held);
    ``answered`` is set as it returns its move."""

    name = "slow"

    def __init__(self, delay: float, busy: bool = False) -> None:
        self.delay = delay
        self.busy = busy
        self.threads: list[int] = []
        self.answered = threading.Event()

    def choose(self, position: Position, moves: Sequence[Move]) -> Move:
        self.threads.append(threading.get_ident())
        if self.busy:
            end = time.monotonic() + self.delay
            total = 0
            while time.monotonic() < end:
                total += sum(range(200))
        else:
            time.sleep(self.delay)
        self.answered.set()
        return moves[0]


def _move_position() -> tuple[Position, list[Move]]:
    from core.chance import Roll

    game = Game(Setup.of(rules=Rules(railway=False)))
    game.apply(Roll.of(6))
    return game.position, game.legal_moves()


def test_decisions_run_off_the_gui_thread(qtbot: QtBot) -> None:
    worker = AiWorker()
    player = SlowPlayer(0.05)
    position, moves = _move_position()
    received: list[tuple[int, object, int]] = []
    worker.decided.connect(lambda t, m: received.append((t, m, threading.get_ident())))
    ticket = worker.think(player, position, moves)
    qtbot.waitUntil(lambda: bool(received), timeout=3000)
    gui = threading.get_ident()
    assert player.threads and player.threads[0] != gui, "the AI ran on the GUI thread"
    assert received == [(ticket, moves[0], gui)], "the answer must arrive in the GUI thread"
    assert worker.shutdown()


def test_the_gui_keeps_running_while_the_ai_thinks(qtbot: QtBot) -> None:
    worker = AiWorker()
    player = SlowPlayer(2.0, busy=True)  # pure-Python number crunching, like a search
    position, moves = _move_position()
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    done: list[object] = []
    worker.decided.connect(lambda t, m: done.append(m))
    worker.think(player, position, moves)
    qtbot.waitUntil(lambda: bool(done), timeout=30000)
    timer.stop()
    # A blocked event loop would tick once or not at all in the AI's 2 s, with one gap of
    # about 2 s; the GIL and a loaded machine may space ticks out, but not by a second.
    assert len(ticks) >= 10, f"the event loop was blocked while the AI thought: {len(ticks)}"
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert max(gaps) < 1.0, f"a gap of {max(gaps):.2f} s: the AI starved the GUI thread"
    assert worker.shutdown()


def _deliver_queued_answers(worker: AiWorker) -> None:
    """Let the worker's thread finish, then deliver every answer it queued for the GUI thread
    (its relay's signal is a posted event): a dropped answer is dropped for good after this."""
    assert worker._pool.waitForDone(30000), "the AI's thread did not finish"
    QCoreApplication.sendPostedEvents()


def test_cancelled_decisions_are_never_delivered(qtbot: QtBot) -> None:
    worker = AiWorker()
    player = SlowPlayer(0.2)
    position, moves = _move_position()
    received: list[object] = []
    worker.decided.connect(lambda t, m: received.append(m))
    worker.think(player, position, moves)
    qtbot.waitUntil(lambda: bool(player.threads), timeout=10000)  # it is thinking now
    worker.cancel_all()
    _deliver_queued_answers(worker)
    assert player.answered.is_set()  # it did answer, after the cancel
    assert received == []
    assert worker.shutdown()


def test_a_new_game_drops_the_old_ai_decision(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    slow = SlowPlayer(0.3)
    window.start_game(config("random,human,random,random"), chance=ScriptedChance([6] * 9))
    assert c.table is not None
    c.table.players[0] = slow  # seat 0 thinks slowly about its 6
    qtbot.waitUntil(lambda: bool(slow.threads), timeout=10000)
    old = c.game
    window.start_game(config("human,random,random,random"), seed=4)
    assert c.game is not old
    _deliver_queued_answers(c._thinking.worker)  # the old AI answered; its answer had its chance
    assert slow.answered.is_set()
    qtbot.wait(100)  # (an answer let through would be applied at once: it took the pace)
    assert c.commands == [], "the old game's AI move reached the new game"
    assert c.stage is Stage.HUMAN_ROLL


def test_closing_the_window_cancels_the_ai(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    slow = SlowPlayer(0.3)
    window.start_game(config("random,human,random,random"), chance=ScriptedChance([6] * 9))
    assert c.table is not None
    c.table.players[0] = slow
    qtbot.waitUntil(lambda: bool(slow.threads), timeout=5000)
    window.close()
    assert c.game is None and c.stage is Stage.IDLE
    assert not c._thinking.worker.busy()


class CancellablePlayer:
    """Thinks until told to stop, like the core.ai levels with their ``cancel`` callback, or
    for ``patience`` seconds; says whether the cancel stopped it."""

    name = "cancellable"

    def __init__(self, patience: float = 60.0) -> None:
        self.patience = patience
        self.started = threading.Event()
        self.stopped = threading.Event()
        self.cancelled = False  # it stopped because cancel() said so, not out of patience

    def choose(self, position: Position, moves: Sequence[Move], cancel: object = None) -> Move:
        assert callable(cancel)
        self.started.set()
        end = time.monotonic() + self.patience
        while time.monotonic() < end and not cancel():
            time.sleep(0.005)
        self.cancelled = bool(cancel())
        self.stopped.set()
        return moves[0]


def test_cancel_reaches_a_thinking_ai(qtbot: QtBot) -> None:
    worker = AiWorker()
    player = CancellablePlayer(patience=60.0)
    position, moves = _move_position()
    worker.think(player, position, moves)
    qtbot.waitUntil(player.started.is_set, timeout=10000)  # it is thinking now
    worker.cancel_all()
    # It thinks for a minute unless cancelled: stopping within the wait (well under that) with
    # cancel() true shows the cancel reached it, and not that its patience ran out.
    assert worker.shutdown(wait_ms=30000), "the cancelled AI went on thinking"
    assert player.stopped.is_set() and player.cancelled


def test_every_ai_level_can_be_cancelled_on_either_core() -> None:
    """The worker passes ``cancel`` only to players whose ``choose`` takes it (it reads the
    signature): the AI levels must show it, compiled (docs/native.md) or not."""
    from core.ai import LEVELS, make_player
    from madn_qt.play.ai_worker import _takes_cancel

    for level in LEVELS:
        assert _takes_cancel(make_player(level, 0)), level
    assert not _takes_cancel(make_player("random", 0))
