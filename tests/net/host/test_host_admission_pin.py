"""The host's check of a hello's PIN proof, with fake connections and no sockets (issue 34;
docs/protocol.md "PIN proof"): no proof, a right one and a wrong one at the PIN gate, the waits
(``busy`` after 30 s at the gate, a wrong proof refused 0.5 s after its check) as documented, and
a table without a PIN. Times on a clock the test sets (tests/net/clock.py).
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any, cast

import pytest

from net.host.admission import PIN_WAIT_LIMIT
from net.host.state import Pending
from net.host.table import HostTable
from net.protocol.handshake import PIN_DELAY, host_proof
from net.protocol.messages import Accept, Refuse, ServerHello
from net.protocol.wire import Connection
from tests.net.clock import at, clock, turns
from tests.net.host.admission_support import (
    ADDRESS,
    NONCE,
    FakeConn,
    Gate,
    a_hello,
    on_loop,
    proved,
    refusals,
    refused_with,
    shake,
    table_of,
)

pytestmark = pytest.mark.timeout(60)

PROTOCOL = Path(__file__).resolve().parents[3] / "docs" / "protocol.md"


async def pin_shake(table: HostTable, pin: str | None) -> tuple[Any, FakeConn]:
    """A hello with the proof of ``pin`` (None: no proof) for the nonce the host sends."""
    conn = FakeConn(None)
    table.room.pending[cast(Connection, conn)] = Pending(ADDRESS, 0.0)

    async def receive_raw() -> Any:
        (server,) = conn.of(ServerHello)
        proof = b"" if pin is None else proved(server.nonce, table, pin)
        return a_hello(proof=proof)

    conn.receive_raw = receive_raw  # type: ignore[method-assign]
    member = await table.admission.handshake(cast(Connection, conn), ADDRESS)
    return member, conn


def test_a_pin_table_refuses_a_hello_without_a_proof_unchecked(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate(True)
        table.room.pins = gate  # type: ignore[assignment]
        member, conn = await pin_shake(table, None)
        assert member is None and refused_with(conn) == ("pin", "this table needs a PIN")
        assert refusals(table) == [(ADDRESS, "hello", "this table needs a PIN")]
        assert gate.asked == []

    on_loop(script)


def test_a_right_proof_is_checked_at_the_gate_for_its_address_and_seated(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate(True)
        table.room.pins = gate  # type: ignore[assignment]
        member, conn = await pin_shake(table, "4711")
        assert member is not None and not conn.of(Refuse)
        assert gate.asked == [(ADDRESS, True, conn)]
        (server,) = conn.of(ServerHello)
        (accept,) = conn.of(Accept)
        assert accept.proof == host_proof("4711", server.nonce, NONCE, table.table_id)

    on_loop(script)


def test_a_wrong_proof_is_refused_exactly_the_pin_delay_after_its_check(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate(False)
        table.room.pins = gate  # type: ignore[assignment]
        changed: list[int] = []
        table.room.pin_attempts_changed = lambda: changed.append(1)  # type: ignore[method-assign]
        start = clock().freeze()
        task = asyncio.ensure_future(pin_shake(table, "1234"))
        await turns(lambda: changed == [1])
        assert gate.asked[0][:2] == (ADDRESS, False)
        await at(start + PIN_DELAY - 0.01)
        assert not task.done()
        await at(start + PIN_DELAY)
        await turns(task.done)
        member, conn = task.result()
        assert member is None and refused_with(conn) == ("pin", "wrong PIN")
        assert refusals(table) == [(ADDRESS, "hello", "wrong PIN")]

    on_loop(script)


def test_the_documented_pin_waits_are_the_codes() -> None:
    text = " ".join(PROTOCOL.read_text(encoding="utf-8").split())
    waited = re.search(r"A hello that waited (\d+) s is answered `refuse` `busy`", text)
    wrong = re.search(r'A wrong proof is answered "wrong PIN" ([\d.]+) s after its check', text)
    assert waited is not None and float(waited.group(1)) == PIN_WAIT_LIMIT == 30.0
    assert wrong is not None and float(wrong.group(1)) == PIN_DELAY == 0.5


BUSY_TEXT = "the table is busy: try again in a moment"


def test_a_hello_waiting_at_the_gate_is_told_busy_after_exactly_30_s(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        gate = Gate("wait")
        table.room.pins = gate  # type: ignore[assignment]
        start = clock().freeze()
        task = asyncio.ensure_future(pin_shake(table, "4711"))
        await turns(lambda: bool(gate.asked))
        await at(start + PIN_WAIT_LIMIT - 0.01)
        assert not task.done()
        await at(start + PIN_WAIT_LIMIT)
        await turns(task.done)
        member, conn = task.result()
        assert member is None and refused_with(conn) == ("busy", BUSY_TEXT)
        assert refusals(table) == [(ADDRESS, "hello", BUSY_TEXT)]

    on_loop(script)


def test_a_hello_put_out_of_line_at_the_gate_is_told_busy(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path, pin="4711")
        table.room.pins = Gate("displace")  # type: ignore[assignment]
        member, conn = await pin_shake(table, "4711")
        assert member is None and refused_with(conn) == ("busy", BUSY_TEXT)
        assert refusals(table) == [(ADDRESS, "hello", BUSY_TEXT)]

    on_loop(script)


def test_a_table_without_a_pin_asks_no_gate_and_proves_nothing(tmp_path: Path) -> None:
    async def script() -> None:
        table = table_of(tmp_path)
        gate = Gate(False)
        table.room.pins = gate  # type: ignore[assignment]
        member, conn = await shake(table, a_hello(proof=b"x" * 32))
        assert member is not None and gate.asked == []
        (accept,) = conn.of(Accept)
        assert accept.proof == b""

    on_loop(script)
