"""The line of hellos waiting at the PIN gate (net/host/pin_gate.py; docs/protocol.md "PIN proof"),
on a clock of the test's own and a loop whose timers stand still, so nobody is served while the
test looks:

- the hello served last (the one the host puts out of line for a newcomer) is the latest by its
  turn: its arrival, 10 s later for an address with a wrong proof in the last minute; of two
  with the same turn, the one that came later;
- a hello put out of line leaves the line at once and its check raises ``Displaced("the table
  is busy")``; putting it out again changes nothing;
- the gate forgets an address whose last wrong proof is exactly a minute old (not 59.999 s).
"""

from __future__ import annotations

import asyncio

import pytest

from net.host.pin_gate import MAX_ADDRESSES, MINUTE, SETBACK, Displaced, PinGate
from tests.net.clock import at, clock, run_on_clock

pytestmark = pytest.mark.timeout(30)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def spent(gate: PinGate, guesser: str) -> None:
    """Three wrong proofs from ``guesser`` now: the second's budget is spent, so every later
    check waits in line (the loop's clock stands still: the line is not served)."""
    clock().freeze()
    for _ in range(gate.rate):
        assert not await gate.check(guesser, lambda: False)


async def queue(gate: PinGate, address: str, owner: str) -> asyncio.Future[bool]:
    task = asyncio.ensure_future(gate.check(address, lambda: True, owner=owner))
    for _ in range(3):
        await asyncio.sleep(0)
    return task


def test_the_documented_numbers() -> None:
    assert (SETBACK, MINUTE, MAX_ADDRESSES) == (10.0, 60.0, 256)


@pytest.mark.parametrize(
    ("fresh_after", "worst"),
    [
        (SETBACK - 0.001, "guesser's"),  # served before the guesser's, set back by 10 s
        (SETBACK, "fresh"),  # the same turn: the later arrival is served last
        (SETBACK + 0.001, "fresh"),
    ],
)
def test_the_hello_served_last_is_the_latest_by_its_setback_turn(
    fresh_after: float, worst: str
) -> None:
    async def line() -> tuple[str | None, int]:
        now = Clock()
        gate = PinGate(clock=now)
        await spent(gate, "10.0.0.66")
        tasks = [await queue(gate, "10.0.0.66", "guesser's")]
        now.now += fresh_after
        tasks.append(await queue(gate, "10.0.0.7", "fresh"))
        waiter = gate.worst()
        waiting = gate.waiting
        gate.close()
        await asyncio.gather(*tasks, return_exceptions=True)
        return (None if waiter is None else str(waiter.owner)), waiting

    assert run_on_clock(line) == (worst, 2)


def test_of_three_fresh_hellos_the_last_to_come_is_served_last() -> None:
    async def line() -> list[str]:
        now = Clock()
        gate = PinGate(clock=now)
        await spent(gate, "10.0.0.66")
        tasks: list[asyncio.Future[bool]] = []
        for name in ("first", "second", "third"):
            tasks.append(await queue(gate, f"10.0.1.{len(tasks)}", name))
        order: list[str] = []
        for _ in range(3):  # put out of line, the worst first
            waiter = gate.worst()
            assert waiter is not None
            order.append(str(waiter.owner))
            gate.displace(waiter)
        assert gate.worst() is None and gate.waiting == 0
        await asyncio.gather(*tasks, return_exceptions=True)
        return order

    assert run_on_clock(line) == ["third", "second", "first"]


def test_a_displaced_hello_leaves_the_line_at_once_and_is_told_the_table_is_busy() -> None:
    async def line() -> None:
        now = Clock()
        gate = PinGate(clock=now)
        await spent(gate, "10.0.0.66")
        first = await queue(gate, "10.0.1.1", "first")
        second = await queue(gate, "10.0.1.2", "second")
        worst = gate.worst()
        assert worst is not None and worst.owner == "second"
        gate.displace(worst)
        assert gate.waiting == 1  # at once, before its check has run on
        after = gate.worst()
        assert after is not None and after.owner == "first"
        gate.displace(worst)  # again: nothing changes, nothing raises
        assert gate.waiting == 1 and not first.done()
        with pytest.raises(Displaced) as told:
            await second
        assert str(told.value) == "the table is busy"
        gate.close()
        with pytest.raises(Displaced):
            await first

    run_on_clock(line)


@pytest.mark.parametrize(
    ("later", "remembered"), [(MINUTE - 0.001, MAX_ADDRESSES + 1), (MINUTE, 1)]
)
def test_an_address_is_forgotten_when_its_last_wrong_proof_is_exactly_a_minute_old(
    later: float, remembered: int
) -> None:
    async def memory() -> int:
        now = Clock()
        gate = PinGate(rate=10_000, clock=now)  # no waiting: only the memory is looked at
        for i in range(MAX_ADDRESSES):
            assert not await gate.check(f"10.1.{i // 250}.{i % 250}", lambda: False)
        now.now += later
        assert not await gate.check("10.9.9.1", lambda: False)  # one over: the old ones go
        return len(gate._by_address)

    assert run_on_clock(memory) == remembered


def test_closing_the_gate_twice_is_harmless() -> None:
    async def twice() -> int:
        gate = PinGate(clock=Clock())
        await spent(gate, "10.0.0.66")
        task = await queue(gate, "10.0.1.1", "first")  # a timer runs for it
        gate.close()
        gate.close()
        await asyncio.gather(task, return_exceptions=True)
        return gate.waiting

    assert run_on_clock(twice) == 0


@pytest.mark.parametrize(("after", "served"), [(0.999, False), (1.0, True)])
def test_a_waiting_proof_is_checked_exactly_when_the_oldest_of_the_last_three_is_a_second_old(
    after: float, served: bool
) -> None:
    async def line() -> bool:
        now = Clock()
        gate = PinGate(clock=now)
        await spent(gate, "10.0.0.66")  # three wrong proofs at 1000.0
        moment = clock().frozen
        assert moment is not None
        task = await queue(gate, "10.0.1.1", "next")
        now.now += after
        await at(moment + 1.0)  # the gate's timer (1 s) fires; its clock reads 1000 + after
        done = task.done()
        gate.close()
        await asyncio.gather(task, return_exceptions=True)
        return done

    assert run_on_clock(line) is served


def test_a_check_that_fails_in_line_raises_to_its_caller_and_the_line_goes_on() -> None:
    async def line() -> tuple[int, str, bool, int]:
        now = Clock()
        gate = PinGate(clock=now)
        await spent(gate, "10.0.0.66")
        moment = clock().frozen
        assert moment is not None

        def broken() -> bool:
            raise RuntimeError("boom")

        failing = asyncio.ensure_future(gate.check("10.0.1.1", broken))
        await asyncio.sleep(0)
        later = await queue(gate, "10.0.1.2", "later")
        cancelled = await queue(gate, "10.0.1.3", "gone")
        cancelled.cancel()  # its handshake went: it leaves the line at once
        await asyncio.gather(cancelled, return_exceptions=True)
        left = gate.waiting
        now.now += 5.0
        await at(moment + 1.0)
        error = repr(failing.exception()) if failing.done() else "not answered"
        answered = later.done() and later.result()
        waiting = gate.waiting
        gate.close()
        failing.cancel()  # (unanswered only if the gate lost it: no hang then)
        await asyncio.gather(failing, later, return_exceptions=True)
        return left, error, answered, waiting

    assert run_on_clock(line) == (2, "RuntimeError('boom')", True, 0)
