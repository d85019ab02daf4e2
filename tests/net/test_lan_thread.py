"""A front end's view (net/thread.py): host and joiner run on a network thread, the calling
thread submits coroutines and waits on futures, and every event comes from the network thread."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from net.host.table import HostTable
from net.join.client import JoinClient
from net.listener import TableListener
from net.thread import NetworkThread
from tests.net.peers import host_settings, join_settings, setup_with

pytestmark = pytest.mark.timeout(60)


class Threads(TableListener):
    def __init__(self) -> None:
        self.threads: set[str] = set()
        self.finals: list[str] = []

    def steps(self, steps: Any) -> None:
        self.threads.add(threading.current_thread().name)

    def finished(self, final: str) -> None:
        self.threads.add(threading.current_thread().name)
        self.finals.append(final)


def test_a_game_on_the_network_thread(tmp_path: Path) -> None:
    net = NetworkThread()
    net.start()
    try:
        host_events, join_events = Threads(), Threads()
        table = HostTable(setup_with(1, event=True), host_settings(tmp_path), host_events)
        port = net.submit(table.open()).result(10)
        joined = net.submit(JoinClient(join_settings(tmp_path, port, "ben"), join_events).run())
        session = net.submit(table.wait()).result(40)
        assert joined.result(10).final_line() == session.final_line()
        assert host_events.finals == join_events.finals == [session.final_line()]
        assert host_events.threads == join_events.threads == {"madn-network"}
        net.submit(table.close()).result(10)
    finally:
        net.stop()
