"""Helpers for LAN tests in one process: a host and joiners on 127.0.0.1, every wait bounded."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.host.state import Member
from net.host.table import HostSettings, HostTable
from net.join.client import JoinClient, JoinRefused, JoinSettings
from net.lockstep.session import Session
from net.protocol.messages import Message
from net.protocol.wire import Connection

LOOP_LIMIT = 60.0  # seconds any one test's event loop may run


def run(make: Callable[[], Coroutine[Any, Any, Any]], limit: float = LOOP_LIMIT) -> Any:
    async def bounded() -> Any:
        async with asyncio.timeout(limit):
            return await make()

    return asyncio.run(bounded())


def setup_with(remote: int, event: bool = False, host_level: str = "random") -> Setup:
    seats = [Seat.ai(host_level, "Anna")] + [Seat(SeatKind.REMOTE, "") for _ in range(remote)]
    seats += [Seat.ai(host_level, "Dario")] * (3 - remote)
    return Setup(Rules(event_mode=event), tuple(seats))


# A room (net.host.room.Room) with nothing behind it: no handshake, no game, no takeover.
async def no_handshake(conn: Connection, address: str) -> Member | None:
    return None


def no_message(member: Member, conn: Connection, message: Message) -> None:
    pass


def no_loss(member: Member, reason: str) -> None:
    pass


def host_settings(tmp: Path, **changes: Any) -> HostSettings:
    settings = HostSettings(
        bind="127.0.0.1", port=0, announce=False, data=tmp / "host", seed=7, timeout=5.0, ping=1.0
    )
    for key, value in changes.items():
        setattr(settings, key, value)
    return settings


def join_settings(tmp: Path, port: int, name: str, **changes: Any) -> JoinSettings:
    settings = JoinSettings(
        host="127.0.0.1",
        port=port,
        name=name,
        level="random",
        data=tmp / name,
        connect_timeout=5.0,
        reconnect=10.0,
        seed=3,
    )
    for key, value in changes.items():
        setattr(settings, key, value)
    return settings


async def until(condition: Callable[[], bool], limit: float = 20.0, step: float = 0.005) -> None:
    async with asyncio.timeout(limit):
        while not condition():
            await asyncio.sleep(step)


async def finish(tasks: list[asyncio.Task[Any]]) -> list[Any]:
    """Results (or exceptions) of every task."""
    return list(await asyncio.gather(*tasks, return_exceptions=True))


def spawn(coro: Awaitable[Any]) -> asyncio.Task[Any]:
    return asyncio.ensure_future(coro)


@contextlib.asynccontextmanager
async def hosted(setup: Setup, settings: HostSettings, events: Any = None) -> Any:
    table = HostTable(setup, settings, events)
    await table.open()
    try:
        yield table
    finally:
        await table.close()


async def refused(tmp: Path, port: int, name: str, **changes: Any) -> JoinRefused:
    """The refusal a joiner with these settings gets (fails the test if it gets a seat)."""
    client = JoinClient(join_settings(tmp, port, name, **changes))
    try:
        await client.run()
    except JoinRefused as refusal:
        return refusal
    raise AssertionError(f"{name} was not refused")


def finals(*sessions: Session) -> set[str]:
    return {s.final_line() for s in sessions}


__all__ = [
    "JoinClient",
    "finals",
    "finish",
    "host_settings",
    "hosted",
    "join_settings",
    "refused",
    "run",
    "setup_with",
    "spawn",
    "until",
]
