"""The host's admission of a hello, with fake connections and no sockets (issue 34; docs/protocol.md
"Handshake"): the ``server`` hello the host sends first, the wait for the joiner's hello, and what
is refused before a seat is looked at (no madn handshake, another protocol version, a hello
against its schema, another message, other rules), each with its reason and text.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import cast

import pytest

from net.protocol.messages import (
    APP_VERSION,
    MAGIC,
    PROTOCOL_VERSION,
    SPECTATE,
    Accept,
    ServerHello,
    rules_text,
)
from net.protocol.wire import Connection
from tests.net.clock import at, clock, turns
from tests.net.host.admission_support import (
    ADDRESS,
    a_hello,
    on_loop,
    refusals,
    refused_with,
    shake,
    table_of,
)

pytestmark = pytest.mark.timeout(60)


# --- the host's hello ---------------------------------------------------------------------------


@pytest.mark.parametrize("pin", ["", "4711"])
def test_the_server_hello_comes_first_with_a_fresh_nonce_and_the_tables_facts(
    tmp_path: Path, pin: str
) -> None:
    async def script() -> None:
        table = table_of(tmp_path, name="N" * 70, pin=pin)
        firsts = []
        for _ in range(2):
            _, conn = await shake(table, a_hello(seat=SPECTATE))
            firsts.append(conn.sent[0])
        one, two = firsts
        assert isinstance(one, ServerHello) and isinstance(two, ServerHello)
        assert (one.magic, one.protocol, one.app) == (MAGIC, PROTOCOL_VERSION, APP_VERSION)
        assert one.table == table.table_id and one.name == "N" * 64
        assert one.pin is bool(pin)
        assert len(one.nonce) == len(two.nonce) == 16 and one.nonce != two.nonce

    on_loop(script)


def test_the_hello_is_awaited_exactly_the_handshake_timeout(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, handshake_timeout=10.0)
        start = clock().freeze()
        task = asyncio.ensure_future(shake(table, None))
        await turns(lambda: bool(table.room.pending) and not task.done())
        for _ in range(3):  # the hello's wait has begun (the clock stands still)
            await asyncio.sleep(0)
        await at(start + 10.0 - 0.1)
        assert not task.done()
        await at(start + 10.0)
        await turns(task.done)
        assert isinstance(task.exception(), TimeoutError)

    on_loop(script)


def test_a_hello_makes_the_connection_no_longer_idle(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        _, conn = await shake(table, a_hello(rules="fc,ro:4"))  # refused: stays pending
        assert table.room.pending[cast(Connection, conn)].idle is False

    on_loop(script)


# --- what is refused before the seat ------------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        [1, 2, 3],
        {"t": "hello", "magic": "MADN-LAX", "protocol": PROTOCOL_VERSION, "app": "x"},
        {"t": "hello", "magic": MAGIC, "protocol": "2", "app": "x"},
    ],
    ids=["no-map", "other-magic", "no-version"],
)
def test_a_frame_without_the_madn_magic_is_no_handshake(tmp_path: Path, raw: object) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        member, conn = await shake(table, raw)
        assert member is None
        assert refused_with(conn) == ("protocol", "this is no madn LAN handshake")
        assert refusals(table) == [(ADDRESS, "hello", "this is no madn LAN handshake")]

    on_loop(script)


@pytest.mark.parametrize("protocol", [PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1])
def test_another_protocol_version_is_refused_naming_both(tmp_path: Path, protocol: int) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        member, conn = await shake(table, a_hello(protocol=protocol, app="9.9"))
        text = (
            f"wrong version: the table speaks LAN protocol {PROTOCOL_VERSION} (madn "
            f"{APP_VERSION}), the joiner {protocol} (madn 9.9)"
        )
        assert member is None and refused_with(conn) == ("version", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


def test_a_hello_against_the_schema_is_refused_with_the_schemas_reason(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        member, conn = await shake(table, a_hello(seat=4))
        reason, text = refused_with(conn)
        assert member is None and reason == "protocol" and text.startswith("bad message: ")
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


def test_the_handshake_begins_with_a_hello(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        raw = {"t": "ping", "magic": MAGIC, "protocol": PROTOCOL_VERSION, "app": APP_VERSION}
        member, conn = await shake(table, raw)
        # (the branch for another message never runs: a message with these fields that is no
        # hello breaks its own schema)
        text = "bad message: ping: unknown field app, magic, protocol"
        assert member is None and refused_with(conn) == ("protocol", text)
        assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)


@pytest.mark.parametrize(("asked", "accepted"), [("", True), ("same", True), ("fc,ro:4", False)])
def test_the_rules_asked_for_are_the_tables_or_none(
    tmp_path: Path, asked: str, accepted: bool
) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        ours = rules_text(table.setup.rules)
        member, conn = await shake(table, a_hello(rules=ours if asked == "same" else asked))
        if accepted:
            assert member is not None and conn.of(Accept)
        else:
            text = f"the table plays other rules ({ours}) than asked ({asked})"
            assert member is None and refused_with(conn) == ("rules", text)
            assert refusals(table) == [(ADDRESS, "hello", text)]

    on_loop(script)
