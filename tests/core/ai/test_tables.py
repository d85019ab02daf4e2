"""Race tables (solo expected turns) and threat tables (one-turn capture chances)."""

from __future__ import annotations

import random

import pytest

from core.ai import race
from core.ai.threat import threat_table
from core.board import GOAL_START
from tests.core.ai.race_rules import solo_moves

LAST = 43


@pytest.mark.parametrize("jump", [False, True])
def test_the_array_built_graph_matches_the_rules_table_by_table(jump: bool) -> None:
    graph = race._Graph(4, LAST, jump)
    sample = random.Random(7).sample(range(graph.size), 3000)
    for i in sample:
        row = graph.rows[i]
        if row[0] >= GOAL_START:
            continue
        assert bool(graph.tries[i]) == race.has_three_tries(row, LAST, jump)
        if graph.tries[i]:
            continue
        for die in range(1, 7):
            expected = sorted(solo_moves(row, die, LAST, jump))
            found = sorted(graph.rows[j] for j in graph.succ[die - 1, i] if j < graph.size)
            assert found == expected


def test_solo_race_values() -> None:
    table = race.race_table(4, LAST, False)
    assert table is not None
    assert table[(-1, -1, -1, -1)] == pytest.approx(50.895, abs=0.01)
    assert table[(40, 41, 42, 43)] == 0.0
    # The seed's tip: first figures move all the way in. G2-G4 is far better than G1-G3.
    assert table[(-1, 41, 42, 43)] + 5 < table[(-1, 40, 41, 42)]


def test_large_tables_fall_back_to_an_estimate() -> None:
    assert race.race_table(5, LAST + 1, False) is None
    assert race.estimate_turns((-1, -1, 10, 20, 30), LAST + 1) > race.estimate_turns(
        (-1, 5, 10, 20, 30), LAST + 1
    )


def test_threat_of_a_seat_with_one_figure_out() -> None:
    # Progress 10 on the ring, three in the house, start field free.
    table = threat_table((-1, -1, -1, 10), LAST, False)
    assert table[11] == pytest.approx(1 / 6)  # a 1 .. a 5 hit fields 11..15
    assert table[16] == 0.0  # a 6 must bring a figure out
    assert table[0] == pytest.approx(1 / 6)  # the start field, by bringing a figure out
    assert table[3] == pytest.approx(1 / 36)  # out with a 6, then 3 (clear the start field)


def test_threat_with_three_tries() -> None:
    table = threat_table((-1, -1, -1, -1), LAST, False)
    assert table[0] == pytest.approx(91 / 216)


def test_the_warm_up_builds_every_table_a_game_can_come_to() -> None:
    """Seats that leave while the game goes on (a knock-out in event mode, a finished seat with
    "play on") leave a smaller race whose tables the strong level needs at once: built at the
    warm-up, not on a decision (it took 3-4 s, docs/benchmarks.md, issue 23)."""
    from core.ai import strong
    from core.ai.evaluation import DEFAULT_WEIGHTS, hazard_of
    from core.rules import Rules

    built: list[race.Hazard] = []

    def build(figures: int, last: int, jump: bool, hazard: race.Hazard) -> None:
        built.append(hazard)

    seats = (0, 1, 2, 3)
    assert strong.tables_reached(Rules(), seats) == [seats]
    strong.warm_up(Rules(), seats, build=build)
    assert set(built) == {hazard_of(s, seats, DEFAULT_WEIGHTS) for s in seats}
    for rules in (Rules(event_mode=True), Rules(play_on=True)):
        reached = strong.tables_reached(rules, seats)
        assert reached[0] == seats and len(reached) == 1 + 4 + 6  # all, the threes, the pairs
        assert {len(active) for active in reached} == {2, 3, 4}
        built.clear()
        strong.warm_up(rules, seats, build=build)
        for active in reached:  # every seat of every smaller race, as evaluate asks for it
            for seat in active:
                assert hazard_of(seat, active, DEFAULT_WEIGHTS) in built
    assert strong.tables_reached(Rules(event_mode=True), (0, 2)) == [(0, 2)]
