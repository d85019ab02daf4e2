"""The status names a missing player's seconds left before the takeover (issue 13)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from net.join.client import JoinClient
from net.listener import TableListener
from net.protocol.messages import MAX_LEFT, PeerStatus, SchemaError, Status, decode_message
from tests.net.peers import (
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


class Statuses(TableListener):
    def __init__(self) -> None:
        self.lefts: list[int | None] = []  # peer 1's left in each status

    def status(self, peers: Any, waiting: str) -> None:
        self.lefts.extend(p.left for p in peers if p.peer == 1)


@pytest.mark.parametrize(("takeover", "timeout"), [("ai", 5.0), ("pause", 0.3)])
def test_a_missing_player_comes_with_the_seconds_left(
    tmp_path: Path, takeover: str, timeout: float
) -> None:
    async def game() -> None:
        events = Statuses()
        # The game runs with a timeout a loaded machine keeps (a reveal late by more than 0.3 s
        # would count Ben missing while he plays); the one under test is set before he goes.
        settings = host_settings(tmp_path, timeout=5.0, takeover=takeover, pace=0.002)
        async with hosted(setup_with(1), settings, events) as table:
            client = JoinClient(join_settings(tmp_path, table.port, "ben"))
            assert client.takeover == "ai"
            ben = spawn(client.run())
            await until(lambda: table.session is not None and table.session.next_seq > 30)
            assert client.takeover == takeover  # told in the accept
            assert set(events.lefts) <= {None}
            table.settings.timeout = timeout  # (read when a player goes missing)
            ben.cancel()
            await finish([ben])
            if client.state.conn is not None:
                client.state.conn.abort("test: vanished")
            await until(lambda: any(left is not None for left in events.lefts), limit=5)
            assert next(left for left in events.lefts if left is not None) == int(timeout + 0.99)
            if takeover == "pause":  # the timeout ran out: nothing pending any more
                await until(lambda: events.lefts[-1] is None, limit=5)
                await asyncio.sleep(0)
            await table.close()

    run(game)


def status_wire(left: object) -> dict[str, Any]:
    peer = PeerStatus(1, "Bea", (1,), False, False, 0).fields_to_wire()
    peer["left"] = left
    return {"t": "status", "peers": [peer], "waiting": "missing: Bea"}


@given(st.none() | st.integers(0, MAX_LEFT))
def test_left_in_its_limits_round_trips(left: int | None) -> None:
    message = decode_message(status_wire(left))
    assert isinstance(message, Status) and message.peers[0].left == left
    assert message.to_wire() == status_wire(left)


@given(
    st.integers(max_value=-1)
    | st.integers(min_value=MAX_LEFT + 1)
    | st.floats()
    | st.text(max_size=4)
    | st.booleans()
)
def test_left_outside_its_limits_is_refused(left: object) -> None:
    with pytest.raises(SchemaError):
        decode_message(status_wire(left))


def test_a_status_without_left_is_refused() -> None:
    wire = status_wire(None)
    del wire["peers"][0]["left"]
    with pytest.raises(SchemaError):
        decode_message(wire)
