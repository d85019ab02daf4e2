"""The table-wide bound on PIN guesses (net/host/pin_gate.py) on a clock of the test's own: at most
three wrong proofs in any second over all addresses, every proof waiting alike, the fresh address
served first, nothing locked."""

from __future__ import annotations

import asyncio

import pytest

from net.host.pin_gate import MAX_ADDRESSES, Displaced, PinGate


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_wrong_proofs_are_bounded_per_second_and_right_ones_wait_alike() -> None:
    async def scenario() -> None:
        gate = PinGate()
        checked: list[tuple[float, str, bool]] = []
        loop = asyncio.get_running_loop()

        async def guess(address: str, right: bool) -> bool:
            def check() -> bool:
                checked.append((loop.time(), address, right))
                return right

            return await gate.check(address, check)

        start = loop.time()
        guesses = [asyncio.ensure_future(guess(f"10.0.0.{i % 7}", False)) for i in range(12)]
        results = await asyncio.gather(*guesses)
        assert results == [False] * 12
        times = [t - start for t, _, _ in checked]
        # In any window of one second, at most three checks (a little slack for the loop).
        for i in range(len(times) - 3):
            assert times[i + 3] - times[i] >= 0.99, times
        assert times[-1] >= 2.9  # twelve wrong proofs take three seconds, not one
        assert gate.recent() == 12
        # A right proof arriving now is not checked before the budget allows one more.
        before = loop.time()
        assert await guess("10.0.0.99", True)
        assert loop.time() - before > 0.2

    asyncio.run(asyncio.wait_for(scenario(), 30))


def test_the_address_with_fewer_wrong_proofs_is_served_first() -> None:
    async def scenario() -> None:
        gate = PinGate()
        order: list[str] = []

        async def guess(address: str, right: bool) -> bool:
            def check() -> bool:
                order.append(address)
                return right

            return await gate.check(address, check)

        # The guesser spends the budget from two addresses, then queues more tries...
        first = [asyncio.ensure_future(guess(a, False)) for a in ("g1", "g2", "g1")]
        await asyncio.gather(*first)
        queued = [asyncio.ensure_future(guess(a, False)) for a in ("g1", "g2", "g1", "g2")]
        await asyncio.sleep(0)
        # ... and a player on a fresh address comes after them: it is checked first.
        player = asyncio.ensure_future(guess("fresh", True))
        assert await player
        await asyncio.gather(*queued)
        assert order[3] == "fresh", order
        # The guesser's worst-standing, latest waiter is the one put out of line first.
        assert gate.standing("g1") == 4 and gate.standing("g2") == 3

    asyncio.run(asyncio.wait_for(scenario(), 30))


def test_nothing_is_locked_after_a_minute_and_a_displaced_hello_is_told() -> None:
    async def scenario() -> None:
        clock = Clock()
        gate = PinGate(clock=clock)
        for _ in range(3):
            assert not await gate.check("g", lambda: False)
        assert gate.recent() == 3 and gate.standing("g") == 3
        waiting = asyncio.ensure_future(gate.check("g", lambda: True, owner="conn"))
        await asyncio.sleep(0)
        worst = gate.worst()
        assert worst is not None and worst.owner == "conn" and gate.waiting == 1
        gate.displace(worst)
        with pytest.raises(Displaced):
            await waiting
        assert gate.waiting == 0
        clock.now += 60.0  # a minute on: the address has a clean record again
        assert gate.recent() == 0 and gate.standing("g") == 0
        assert await gate.check("g", lambda: True)  # at once: no lock-out

    asyncio.run(asyncio.wait_for(scenario(), 10))


def test_the_gate_forgets_addresses_whose_wrong_proofs_are_old() -> None:
    async def scenario() -> None:
        clock = Clock()
        gate = PinGate(rate=10_000, clock=clock)  # no waiting: only the memory is looked at
        for i in range(MAX_ADDRESSES):
            assert not await gate.check(f"10.1.{i // 250}.{i % 250}", lambda: False)
        clock.now += 30.0
        assert not await gate.check("10.9.9.1", lambda: False)
        clock.now += 31.0  # the first ones are a minute old, the last is not
        for i in range(5):
            assert not await gate.check(f"10.8.0.{i}", lambda: False)
        assert len(gate._by_address) == 6  # what is left: the recent ones
        assert gate.standing("10.9.9.1") == 1 and gate.standing("10.1.0.0") == 0

    asyncio.run(asyncio.wait_for(scenario(), 10))
