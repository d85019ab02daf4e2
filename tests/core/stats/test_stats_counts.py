"""The wheel's events and the train's hits in a game's statistics (core/stats/summary.py)
counted by hand from the game's happenings: per seat every draw and every hit, not only the
first, and the table's total the seats' added up."""

from __future__ import annotations

from collections import Counter

import pytest

from core.event.wheel import Event
from core.happenings import TrainPassed, WheelDrawn
from core.rules import Rules
from core.seat_stats import game_happenings
from core.setup import Setup
from core.stats import game_stats
from tests.core.helpers import random_game


@pytest.mark.parametrize(
    ("rules", "seed"),
    [(Rules(event_mode=True), 3), (Rules(event_mode=True, roll_off=True, play_on=True), 4)],
)
def test_every_draw_of_the_wheel_and_every_train_hit_counts(rules: Rules, seed: int) -> None:
    game = random_game(Setup.of((0, 1, 2, 3), rules), seed)
    drawn: dict[int, Counter[Event]] = {seat: Counter() for seat in range(4)}
    hits: Counter[int] = Counter()
    for happening in game_happenings(game):
        if isinstance(happening, WheelDrawn):
            drawn[happening.seat][happening.event] += 1
        elif isinstance(happening, TrainPassed):
            hits.update(seat for seat, _, _ in happening.hits)
    # The game shows what is counted: one seat drew one event twice, one was hit twice, and
    # two seats drew the same event.
    assert max(n for counts in drawn.values() for n in counts.values()) >= 2
    assert max(hits.values()) >= 2
    total = sum(drawn.values(), Counter[Event]())
    assert any(sum(1 for s in drawn if drawn[s][e]) >= 2 for e in total)
    stats = game_stats(game)
    for row in stats.seats:
        assert dict(row.events) == dict(drawn[row.seat]), row.seat
        assert [e for e, _ in row.events] == [e for e in Event if drawn[row.seat][e]]
        assert row.train_hits == hits[row.seat], row.seat
    assert dict(stats.total.events) == dict(total)
    assert stats.total.train_hits == sum(hits.values())
