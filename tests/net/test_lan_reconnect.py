"""A joiner that loses the host (issue 13): the front end is told ``connection(False)``, the
joiner tries again, ``connection(True)`` once it is back, and the game finishes; a joiner that
leaves (``close``) does not log a lost host."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from net.join.client import JoinClient, JoinFailed
from net.listener import TableListener
from tests.net.peers import (
    finals,
    finish,
    host_settings,
    hosted,
    join_settings,
    run,
    setup_with,
    spawn,
    until,
)

pytestmark = pytest.mark.timeout(90)


class Connections(TableListener):
    def __init__(self) -> None:
        self.changes: list[tuple[bool, str]] = []

    def connection(self, connected: bool, text: str) -> None:
        self.changes.append((connected, text))


def test_a_cut_connection_is_told_lost_then_back_and_the_game_finishes(tmp_path: Path) -> None:
    async def game() -> None:
        events = Connections()
        async with hosted(setup_with(1), host_settings(tmp_path, pace=0.002)) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben"), events)
            ben = spawn(client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 40)
            member = table.members[1]
            assert member.conn is not None and events.changes == []
            member.conn.abort("test: the host's side cuts the connection")
            await until(lambda: len(events.changes) >= 2, limit=15)
            final = await table.wait()
            results = await finish([ben])
            assert len(finals(final, *results)) == 1
            assert [c for c, _ in events.changes] == [False, True]
            assert events.changes[0][1].startswith("lost the host")

    run(game)


def test_a_joiner_that_leaves_logs_no_lost_host(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async def game() -> None:
        events = Connections()
        async with hosted(setup_with(1), host_settings(tmp_path, pace=0.01)) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben"), events)
            ben = spawn(client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 10)
            await client.close()
            (result,) = await finish([ben])
            assert isinstance(result, JoinFailed), result
            assert events.changes == []

    with caplog.at_level(logging.INFO, logger="madn.net.join"):
        run(game)
    assert not [r for r in caplog.records if "lost the host" in r.getMessage()]
    assert not [r for r in caplog.records if "trying again" in r.getMessage()]


def test_a_joiner_whose_host_is_gone_gives_up_when_its_reconnect_time_is_over(
    tmp_path: Path,
) -> None:
    """Where the host was, something accepts connections and never speaks (an internet table's
    bridge, whose meetings find nobody): each attempt ends at the handshake's timeout, and the
    joiner still gives up once ``reconnect`` seconds have passed since the loss (it tried again
    for ever: every failed attempt started the time again)."""

    async def game() -> None:
        events = Connections()
        async with hosted(setup_with(1), host_settings(tmp_path, pace=0.01)) as table:
            port = table.port
            settings = join_settings(
                tmp_path, port, "ben", reconnect=2.0, handshake_timeout=0.5, retry=0.1
            )
            ben = spawn(JoinClient(settings, events).run())
            await until(lambda: table.session is not None and table.session.next_seq > 10)
        silent = await asyncio.start_server(lambda _r, _w: None, "127.0.0.1", port)
        try:
            await until(lambda: len(events.changes) >= 1, limit=15)
            async with asyncio.timeout(20):  # (it ends after about 2.5 s; before: never)
                (result,) = await finish([ben])
            assert isinstance(result, JoinFailed), result
            assert [c for c, _ in events.changes] == [False]
        finally:
            silent.close()

    run(game)
