"""The PIN gate's edges (net/host/pin_gate.py; docs/protocol.md "PIN proof"), on a clock of the
test's own and a loop whose timers stand still:

- a proof the budget allows *now* (no wrong proof in the last second's three, or the oldest of
  them exactly a second old) is checked at once, on its own step, without a turn of the loop;
  0.001 s earlier it waits in line;
- a waiting proof is checked the moment the budget allows it, also when that is less than a
  second away (0.6 s after a hello that came 0.4 s after the budget was spent);
- the gate remembers up to 256 addresses without forgetting any (the 256th coming a minute
  after the others keeps them); it forgets the old ones only at the 257th;
- a hello whose handshake is cancelled in the same turn of the loop as the gate's timer fires
  (still in line, its future done) is passed over and the line goes on to the next.
"""

from __future__ import annotations

import asyncio

import pytest

from net.host.pin_gate import MAX_ADDRESSES, MINUTE, PinGate
from tests.net.clock import at, clock, run_on_clock

pytestmark = pytest.mark.timeout(30)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def spent(gate: PinGate, guesser: str) -> float:
    """Three wrong proofs from ``guesser`` now (the loop's clock frozen); the moment."""
    moment = clock().freeze()
    for _ in range(gate.rate):
        assert not await gate.check(guesser, lambda: False)
    return moment


async def queue(gate: PinGate, address: str) -> asyncio.Future[bool]:
    task = asyncio.ensure_future(gate.check(address, lambda: True))
    for _ in range(3):
        await asyncio.sleep(0)
    return task


def answered_at_once(gate: PinGate, address: str) -> bool:
    """Does a right proof from ``address`` get its answer on its first step, without handing
    the loop a turn? (Called inside the running loop; a proof put in line is taken back out.)"""
    step = gate.check(address, lambda: True)
    try:
        step.send(None)
    except StopIteration as done:
        assert done.value is True
        return True
    step.close()  # it waited in line: leave the line
    return False


@pytest.mark.parametrize(
    ("wrong", "after", "at_once"),
    [
        (0, 0.0, True),  # no wrong proof at all: the budget allows it now
        (3, 0.999, False),  # the oldest of the last three is 0.999 s old: wait
        (3, 1.0, True),  # exactly a second old: now
    ],
)
def test_a_proof_the_budget_allows_now_is_checked_at_once_without_a_turn_of_the_loop(
    wrong: int, after: float, at_once: bool
) -> None:
    async def first_step() -> tuple[bool, int]:
        now = Clock()
        gate = PinGate(clock=now)
        if wrong:
            await spent(gate, "10.0.0.66")
        now.now += after
        answered = answered_at_once(gate, "10.0.1.1")
        waiting = gate.waiting
        gate.close()
        return answered, waiting

    assert run_on_clock(first_step) == (at_once, 0)


def test_a_wait_shorter_than_a_second_is_not_stretched_to_one() -> None:
    async def line() -> tuple[bool, bool]:
        gate = PinGate(clock=asyncio.get_running_loop().time)  # the gate reads the loop's clock
        moment = await spent(gate, "10.0.0.66")  # three wrong proofs at `moment`
        await at(moment + 0.4)
        task = await queue(gate, "10.0.1.1")  # the budget allows it 0.6 s from now
        await at(moment + 0.999)
        early = task.done()
        await at(moment + 1.0)
        served = task.done() and task.result()
        gate.close()
        await asyncio.gather(task, return_exceptions=True)
        return early, served

    assert run_on_clock(line) == (False, True)


@pytest.mark.parametrize(
    ("addresses", "remembered"), [(MAX_ADDRESSES, MAX_ADDRESSES), (MAX_ADDRESSES + 1, 1)]
)
def test_up_to_256_addresses_are_all_remembered_the_old_ones_go_at_the_257th(
    addresses: int, remembered: int
) -> None:
    async def memory() -> int:
        now = Clock()
        gate = PinGate(rate=10_000, clock=now)  # no waiting: only the memory is looked at
        for i in range(addresses - 1):
            assert not await gate.check(f"10.1.{i // 250}.{i % 250}", lambda: False)
        now.now += MINUTE  # every address so far has its last wrong proof a minute old
        assert not await gate.check("10.9.9.1", lambda: False)  # the last one, now
        return len(gate._by_address)

    assert run_on_clock(memory) == remembered


def test_a_hello_cancelled_as_the_gate_timer_fires_is_passed_over_and_the_line_goes_on() -> None:
    async def line() -> tuple[bool, bool, int]:
        now = Clock()
        gate = PinGate(clock=now)
        moment = await spent(gate, "10.0.0.66")
        first = await queue(gate, "10.0.1.1")  # first in line ...
        second = await queue(gate, "10.0.1.2")  # ... then this one
        # The first's handshake times out in the loop turn the gate's timer (1 s) fires in: its
        # future is cancelled before its task has run on to leave the line.
        asyncio.get_running_loop().call_at(moment + 0.5, first.cancel)
        now.now += 1.0
        await at(moment + 1.0)  # both timers are due in one turn: the cancel first
        answered = second.done() and second.result()
        waiting = gate.waiting
        gate.close()
        await asyncio.gather(first, second, return_exceptions=True)
        return first.cancelled(), answered, waiting

    assert run_on_clock(line) == (True, True, 0)
