"""How often one source address may take a computer's seat (docs/protocol.md "Peer ids"): at
most 4 takes in any 10 minutes, a late arrival waiting for its take counting as one; the wait a
refused newcomer is told; other addresses are not touched. On a clock the test sets."""

from __future__ import annotations

from net.host.take_limit import TAKE_WINDOW, TAKES_PER_ADDRESS, TakeLimit


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_four_takes_in_ten_minutes_per_address() -> None:
    assert (TAKES_PER_ADDRESS, TAKE_WINDOW) == (4, 600.0)
    clock = Clock()
    limit = TakeLimit(clock)
    for _ in range(4):
        assert limit.wait("10.0.0.7") == 0.0
        limit.took("10.0.0.7")
        clock.now += 60.0
    # four takes at minutes 0..3; now minute 4: the first is ten minutes old at minute 10
    assert limit.wait("10.0.0.7") == 360.0
    assert limit.wait("10.0.0.8") == 0.0  # another address
    assert limit.refusal(360.0) == (
        "game running: 4 seats were taken from your address in the last 10 minutes; "
        "try again in 6 min 0 s, or join to watch"
    )
    clock.now += 360.0
    assert limit.wait("10.0.0.7") == 0.0
    assert limit.wait("10.0.0.7", waiting=1) == 60.0  # one waiting for its take counts


def test_waiting_late_arrivals_count_and_old_takes_are_forgotten() -> None:
    clock = Clock()
    limit = TakeLimit(clock)
    assert limit.wait("a", waiting=3) == 0.0
    assert limit.wait("a", waiting=4) == TAKE_WINDOW  # until one of them goes
    limit.took("a")
    clock.now += TAKE_WINDOW
    assert limit.wait("a", waiting=3) == 0.0 and not limit._takes
