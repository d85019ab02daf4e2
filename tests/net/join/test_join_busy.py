"""A joiner told the table is busy tries again; every other refusal is final (issue 34;
docs/protocol.md "Handshake"). The host is a fake one on loopback that answers each connection
by a script: ``refuse`` ``busy`` after the hello (what the PIN gate's wait ends in), a ``bye``
in place of the answer to the hello or of ``server``, or another refusal.

The waits are the documented ones, checked with an injected clock (net.join.client's ``time``,
``random`` and ``asyncio.sleep``): a retry after 0.5-1 s, for as long as the connection timeout
lasts, then the joiner gives up."""

from __future__ import annotations

import asyncio
import dataclasses
import struct
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgpack
import pytest

import net.join.client
from net.join.client import JoinClient, JoinFailed, JoinRefused, JoinSettings
from net.listener import TableListener
from net.protocol.frames import encode_frame
from net.protocol.messages import (
    APP_VERSION,
    MAGIC,
    PROTOCOL_VERSION,
    REFUSALS,
    Bye,
    Refuse,
    ServerHello,
)
from tests.net.peers import join_settings, run

pytestmark = pytest.mark.timeout(60)
RETRYING = "the table is busy, trying again"


class FakeHost:
    """A host that answers the n-th connection with ``script[n]`` (the last one repeated)."""

    def __init__(self, script: list[str], protocol: int = PROTOCOL_VERSION) -> None:
        self.script = script
        self.protocol = protocol
        self.connections = 0
        self.hellos = 0
        self.port = 0
        self._server: asyncio.Server | None = None

    async def __aenter__(self) -> FakeHost:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        answer = self.script[min(self.connections, len(self.script) - 1)]
        self.connections += 1
        try:
            if answer == "bye-for-server":
                writer.write(encode_frame(Bye("busy: no room").to_wire()))
                return
            server = ServerHello(
                MAGIC, self.protocol, APP_VERSION, b"n" * 16, "ab" * 16, "t", False
            )
            writer.write(encode_frame(server.to_wire()))
            header = await reader.readexactly(4)
            hello = msgpack.unpackb(await reader.readexactly(struct.unpack(">I", header)[0]))
            assert hello["t"] == "hello"
            self.hellos += 1
            if answer == "bye":
                writer.write(encode_frame(Bye("busy: no room").to_wire()))
            else:
                writer.write(encode_frame(Refuse(answer, f"{answer} (fake host)").to_wire()))
            await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            writer.close()


class Retries(TableListener):
    def __init__(self) -> None:
        self.texts: list[str] = []

    def retrying(self, text: str) -> None:
        self.texts.append(text)


class Clock:
    """net.join.client's time: it moves only when the joiner sleeps; every pause is kept."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.pauses: list[float] = []

    def monotonic(self) -> float:
        return self.now


class Waits:
    """net.join.client's asyncio with a sleep that advances the clock instead of waiting."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, seconds: float) -> None:
        self._clock.pauses.append(seconds)
        self._clock.now += seconds
        await asyncio.sleep(0)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[Clock]:
    fake = Clock()
    monkeypatch.setattr(net.join.client, "time", fake)
    monkeypatch.setattr(net.join.client, "asyncio", Waits(fake))
    yield fake


def join(
    tmp_path: Path, script: list[str], protocol: int = PROTOCOL_VERSION, **changes: Any
) -> tuple[Any, FakeHost, list[str]]:
    """What the joiner's run ends in (its session or the exception), the host, the retries."""
    retries = Retries()

    async def attempt() -> tuple[Any, FakeHost]:
        async with FakeHost(script, protocol) as host:
            settings = join_settings(tmp_path, host.port, "ben", keep_identity=False, **changes)
            try:
                return await JoinClient(settings, retries).run(), host
            except (JoinRefused, JoinFailed) as error:
                return error, host

    outcome, host = run(attempt)
    return outcome, host, retries.texts


@pytest.mark.parametrize("busy", ["busy", "bye", "bye-for-server"])
def test_a_busy_table_is_tried_again_and_the_next_answer_counts(
    tmp_path: Path, clock: Clock, busy: str
) -> None:
    outcome, host, retries = join(tmp_path, [busy, "full"])
    assert isinstance(outcome, JoinRefused) and outcome.reason == "full", outcome
    assert host.connections == 2
    assert host.hellos == (1 if busy == "bye-for-server" else 2)
    assert retries == [RETRYING]
    assert len(clock.pauses) == 1 and 0.5 <= clock.pauses[0] <= 1.0


def test_busy_after_the_hello_again_and_again_is_tried_each_time(
    tmp_path: Path, clock: Clock
) -> None:
    outcome, host, retries = join(tmp_path, ["busy", "busy", "busy", "seat"])
    assert isinstance(outcome, JoinRefused) and outcome.reason == "seat", outcome
    assert (host.connections, host.hellos) == (4, 4)
    assert retries == [RETRYING] * 3


FINAL = sorted(set(REFUSALS) - {"busy", "token"})


@pytest.mark.parametrize("reason", FINAL)
def test_every_other_refusal_is_final(tmp_path: Path, clock: Clock, reason: str) -> None:
    outcome, host, retries = join(tmp_path, [reason, "busy"])
    assert isinstance(outcome, JoinRefused) and outcome.reason == reason, outcome
    assert host.connections == 1
    assert retries == [] and clock.pauses == []


def test_the_refusals_are_the_documented_ones() -> None:
    assert set(REFUSALS) == {
        "version",
        "pin",
        "full",
        "running",
        "rules",
        "seat",
        "token",
        "busy",
        "protocol",
        "closing",
    }


def test_a_table_busy_past_the_connection_timeout_is_given_up(tmp_path: Path, clock: Clock) -> None:
    """Pauses of 0.5-1 s for as long as the 10 s connection timeout lasts, then exit."""
    outcome, host, retries = join(tmp_path, ["busy"], connect_timeout=10.0, retry=0.5)
    assert isinstance(outcome, JoinFailed) and "the table stayed busy" in str(outcome)
    assert all(0.5 <= pause <= 1.0 for pause in clock.pauses), clock.pauses
    assert 10.0 - 1.0 < sum(clock.pauses) < 10.0
    assert host.connections == len(clock.pauses) + 1 == len(retries) + 1


@pytest.mark.parametrize(("draw", "attempts"), [(1.0, 20), (2.0, 10)])
def test_the_last_try_is_the_one_whose_pause_would_pass_the_deadline(
    tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch, draw: float, attempts: int
) -> None:
    """The pause is ``retry`` times a draw from 1..2: with the draw fixed, a 10 s timeout and
    0.5 s, exactly ``attempts`` connections (the last pause would end at the deadline)."""
    drawn: list[tuple[float, float]] = []

    class Draw:
        @staticmethod
        def uniform(low: float, high: float) -> float:
            drawn.append((low, high))
            return draw

    monkeypatch.setattr(net.join.client, "random", Draw)
    outcome, host, _ = join(tmp_path, ["busy"], connect_timeout=10.0, retry=0.5)
    assert isinstance(outcome, JoinFailed)
    assert set(drawn) == {(1.0, 2.0)}
    assert host.connections == attempts
    assert clock.pauses == [0.5 * draw] * (attempts - 1)


def test_the_documented_defaults_of_the_waits() -> None:
    defaults = {f.name: f.default for f in dataclasses.fields(JoinSettings)}
    assert defaults["retry"] == 0.5  # a pause of 0.5-1 s
    assert defaults["connect_timeout"] == 10.0  # `madn join --timeout`, 10 s by default


@pytest.mark.parametrize("protocol", [PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1])
def test_a_table_of_an_older_or_newer_protocol_is_given_up_at_once(
    tmp_path: Path, clock: Clock, protocol: int
) -> None:
    outcome, host, retries = join(tmp_path, ["full"], protocol=protocol)
    assert isinstance(outcome, JoinRefused) and outcome.reason == "version", outcome
    assert f"the table speaks LAN protocol {protocol}" in outcome.text
    assert (host.connections, host.hellos, retries) == (1, 0, [])
