"""The host's report of wrong PIN attempts (issue 34; docs/protocol.md "PIN proof"), on a clock
the test sets: the front end is told the count of the last minute each time it changes, the log
says "N wrong PIN attempts in the last minute" every 10 s while there are any (not more often),
and the report ends when the minute is clean; one report runs at a time."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

import pytest

import net.host.room
from net.host.room import PIN_REPORT_EVERY
from net.host.state import TableState
from net.listener import TableListener
from tests.net.peers import no_handshake, no_loss, no_message, setup_with


class Clock:
    def __init__(self) -> None:
        self.now = 500.0
        self.slept: list[float] = []

    def monotonic(self) -> float:
        return self.now


class Waits:
    """net.host.room's asyncio with a sleep that moves the clock instead of waiting."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, seconds: float) -> None:
        self._clock.slept.append(seconds)
        self._clock.now += seconds
        await asyncio.sleep(0)


class Pins:
    """The gate's count of the last minute: one number per second, as scripted."""

    def __init__(self, counts: list[int]) -> None:
        self.counts = counts
        self.asked = 0

    def recent(self) -> int:
        count = self.counts[min(self.asked, len(self.counts) - 1)]
        self.asked += 1
        return count


class Shown(TableListener):
    def __init__(self) -> None:
        self.counts: list[int] = []

    def pin_attempts(self, count: int) -> None:
        self.counts.append(count)


class Table(TableState):
    """The table's state as the report uses it: a listener that notes the counts, and the
    tasks it spawns, kept."""

    def __init__(self) -> None:
        super().__init__(setup_with(1), listener=Shown())
        self.tasks: list[asyncio.Task[None]] = []

    def spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        self.tasks.append(asyncio.ensure_future(coro))


class Room(net.host.room.Room):
    """A room whose gate counts as scripted (one count a second)."""

    def __init__(self, counts: list[int]) -> None:
        table = Table()
        super().__init__(table, no_handshake, no_message, no_loss)
        self.pins = Pins(counts)  # type: ignore[assignment]
        self.listener = table.listener
        self.tasks = table.tasks


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(net.host.room, "time", fake)
    monkeypatch.setattr(net.host.room, "asyncio", Waits(fake))
    return fake


def report(counts: list[int]) -> tuple[Room, int]:
    """Run the report over ``counts`` (one a second) to its end; the room and its spawns."""
    room = Room(counts)

    async def go() -> int:
        room.pin_attempts_changed()
        room.pin_attempts_changed()  # a report runs already: no second one
        spawned = len(room.tasks)
        await asyncio.wait_for(asyncio.gather(*room.tasks), 10.0)
        return spawned

    return room, asyncio.run(go())


def test_the_documented_interval_is_ten_seconds() -> None:
    assert PIN_REPORT_EVERY == 10.0


def test_the_front_end_sees_each_change_and_the_report_ends_when_the_minute_is_clean(
    clock: Clock,
) -> None:
    room, spawned = report([1, 1, 3, 3, 3, 2, 0])
    assert spawned == 1
    assert room.listener.counts == [1, 3, 2, 0]  # type: ignore[attr-defined]
    assert clock.slept == [1.0] * 6  # a look each second, none after the clean one
    assert room._pin_report is False


def test_the_log_line_comes_every_ten_seconds_while_there_are_any(
    clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    counts = [1] + [2] * 9 + [2] * 10 + [5, 0]  # seconds 0, 1..9, 10..19, 20, 21
    with caplog.at_level(logging.WARNING, logger="madn.net.host"):
        report(counts)
    lines = [r.getMessage() for r in caplog.records if r.name == "madn.net.host"]
    assert lines == [
        "1 wrong PIN attempt in the last minute",  # at once
        "2 wrong PIN attempts in the last minute",  # 10 s later, not at 9 s
        "5 wrong PIN attempts in the last minute",  # 20 s
    ]
    assert all(r.levelno == logging.WARNING for r in caplog.records if r.name == "madn.net.host")


def test_a_clean_minute_logs_nothing_and_tells_zero(
    clock: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG, logger="madn.net.host"):
        room, _ = report([0])
    assert room.listener.counts == [0]  # type: ignore[attr-defined]
    assert [r for r in caplog.records if r.name == "madn.net.host"] == []
    assert clock.slept == []


def test_a_new_report_starts_after_the_last_one_ended(clock: Clock) -> None:
    room = Room([1, 0])

    async def twice() -> int:
        room.pin_attempts_changed()
        await asyncio.gather(*room.tasks)
        room.pins = Pins([2, 0])  # type: ignore[assignment]
        room.pin_attempts_changed()
        await asyncio.gather(*room.tasks)
        return len(room.tasks)

    assert asyncio.run(twice()) == 2
    assert room.listener.counts == [1, 0, 2, 0]  # type: ignore[attr-defined]


@pytest.mark.parametrize("start", [0.0, PIN_REPORT_EVERY - 0.001, PIN_REPORT_EVERY, 500.0])
def test_the_first_log_line_comes_at_once_whatever_the_monotonic_clock_reads(
    clock: Clock, caplog: pytest.LogCaptureFixture, start: float
) -> None:
    """time.monotonic's zero is undefined (a fresh boot, a container's clock): the first line
    is written at the first wrong attempt even when the clock reads less than 10 s, and the
    next one exactly 10 s after it."""
    clock.now = start
    counts = [1] * 10 + [2, 0]  # seconds 0..9, 10, 11
    with caplog.at_level(logging.WARNING, logger="madn.net.host"):
        report(counts)
    lines = [r.getMessage() for r in caplog.records if r.name == "madn.net.host"]
    assert lines == [
        "1 wrong PIN attempt in the last minute",  # at once
        "2 wrong PIN attempts in the last minute",  # 10 s later
    ]
