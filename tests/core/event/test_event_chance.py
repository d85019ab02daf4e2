"""Event mode's draws over many seeded values (GAME.md 4.2, 4.3, 4.4): the wheel's frequencies,
the train's intervals, the second die's turns, the rocket's targets, the construction pairs and a
new distribution's fields, each against its exact probabilities with a chi-square test.

Every draw is a chance node answered by :class:`~core.chance.SeededChance`, as in an offline
game; the seeds are fixed, so each statistic is the same in every run. Each must stay below the
0.999 quantile of its chi-square distribution (computed here with the Wilson-Hilferty
approximation), and a wrong model must fail the same test, so the test can tell.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import pytest

from core.chance import ChanceKind, ChanceNode, Draw, SeededChance
from core.engine import apply
from core.event.construction import PAIRS
from core.event.draws import opponent_targets
from core.event.wheel import SLICES, WHEEL_SLICES, Event, event_of
from core.happenings import EventApplied
from core.position import TRAIN_NODE, Position
from tests.core.helpers import pos, run

Z_999 = 3.090232306167813  # the standard normal's 0.999 quantile


def chi_square_bound(df: int) -> float:
    """The 0.999 quantile of the chi-square distribution with ``df`` degrees of freedom
    (Wilson-Hilferty)."""
    c = 2 / (9 * df)
    return df * (1 - c + Z_999 * math.sqrt(c)) ** 3


def chi_square(observed: Sequence[int], probabilities: Sequence[float]) -> float:
    total = sum(observed)
    assert abs(sum(probabilities) - 1) < 1e-12
    return sum(
        (o - total * p) ** 2 / (total * p) for o, p in zip(observed, probabilities, strict=True)
    )


def draws(node: ChanceNode, count: int, seed: int) -> list[int]:
    """How often each value of ``node`` came in ``count`` seeded draws (index: value - low)."""
    chance = SeededChance(seed)
    seen = [0] * node.outcomes
    low = node.low
    draw = chance.draw
    for _ in range(count):
        seen[draw(node)[0] - low] += 1
    return seen


@pytest.mark.parametrize(
    ("df", "table"), [(1, 10.828), (3, 16.266), (4, 18.467), (13, 34.528), (39, 72.055)]
)
def test_the_bound_is_the_chi_square_quantile(df: int, table: float) -> None:
    assert abs(chi_square_bound(df) - table) / table < 0.035


WHEEL_WAITING = (
    "f=7,H,H,H/-/H,H,H,H/- turn=0 phase=wheel die=3 rolls=0 rules=fc,ev open=0 paths=21:38 "
    "event=field:-:0:"
)


def test_600_000_wheel_draws_land_on_each_event_as_often_as_its_slices_say() -> None:
    node = pos(WHEEL_WAITING).chance_node()
    assert node is not None and node.kind is ChanceKind.WHEEL
    slices = draws(node, 600_000, seed=2026)
    events = Counter[Event]()
    for slice_number, seen in enumerate(slices):
        events[event_of(slice_number)] += seen
    order = list(Event)
    observed = [events[e] for e in order]
    exact = [SLICES[e] / WHEEL_SLICES for e in order]
    assert [round(p * 600) for p in exact] == [49, 6, 6] + [49] * 11
    assert chi_square(observed, exact) < chi_square_bound(13)
    # Each single slice is a six-hundredth.
    assert chi_square(slices, [1 / 600] * 600) < chi_square_bound(599)
    # Fourteen equal events would be a different wheel: the test tells them apart.
    assert chi_square(observed, [1 / 14] * 14) > 100 * chi_square_bound(13)


def test_the_trains_intervals_are_two_to_five_rounds_alike() -> None:
    node = pos(
        "f=5,H,H,H/-/5,H,H,H/- turn=0 phase=train rolls=0 rules=fc,rw,ev train=0 open=0 paths=21:38"
    ).chance_node()
    assert node == TRAIN_NODE == ChanceNode(ChanceKind.TRAIN, 2, 5)
    seen = draws(node, 100_000, seed=7)
    assert chi_square(seen, [1 / 4] * 4) < chi_square_bound(3)
    assert chi_square(seen, [0.3, 0.2, 0.2, 0.3]) > chi_square_bound(3)


def test_the_second_die_lasts_one_or_two_turns_alike() -> None:
    drawing, _ = run(pos(WHEEL_WAITING), Event.SECOND_DIE, "ok")
    node = drawing.chance_node()
    assert node == ChanceNode(ChanceKind.SECOND, 1, 2)
    seen = draws(node, 100_000, seed=8)
    assert chi_square(seen, [1 / 2, 1 / 2]) < chi_square_bound(1)
    assert chi_square(seen, [0.49, 0.51]) > chi_square_bound(1)


ROCKET_TARGETS = "7,H,H,H/5,G2,G4,H/30,G1,G3,G4/22,H,H,H"  # five exposed opponent figures


def rocket_drawing() -> Position:
    drawing, _ = run(
        pos(
            f"f={ROCKET_TARGETS} turn=0 phase=wheel die=3 rolls=0 rules=fc,ev "
            "open=0 paths=21:38 event=field:-:0:"
        ),
        Event.ROCKET,
        "ok",
    )
    return drawing


def test_the_rockets_second_wheel_picks_each_possible_target_alike() -> None:
    drawing = rocket_drawing()
    targets = opponent_targets(drawing)
    assert targets == [(1, 0), (1, 1), (2, 0), (2, 1), (3, 0)]
    node = drawing.chance_node()
    assert node == ChanceNode(ChanceKind.TARGET, 0, 4)
    seen = draws(node, 100_000, seed=9)
    assert chi_square(seen, [1 / 5] * 5) < chi_square_bound(4)
    # A rocket that favoured ring figures twice over would fail.
    ring = [2 / 8, 1 / 8, 2 / 8, 1 / 8, 2 / 8]
    assert chi_square(seen, ring) > chi_square_bound(4)


def test_the_rocket_sends_home_the_target_its_draw_names() -> None:
    drawing = rocket_drawing()
    targets = opponent_targets(drawing)
    node = drawing.chance_node()
    assert node is not None
    chance = SeededChance(10)
    hit = Counter[tuple[int, int]]()
    for _ in range(2_000):
        value = chance.draw(node)[0]
        _, events = apply(drawing, Draw(ChanceKind.TARGET, value))
        applied = events[0]
        assert isinstance(applied, EventApplied) and applied.event is Event.ROCKET
        ((seat, figure, _, home),) = applied.moved
        assert (seat, figure) == targets[value] and home == -1
        hit[(seat, figure)] += 1
    assert chi_square([hit[t] for t in targets], [1 / 5] * 5) < chi_square_bound(4)


def test_every_construction_pair_is_drawn_alike() -> None:
    drawing, _ = run(pos(WHEEL_WAITING), Event.CONSTRUCTION, "ok")
    node = drawing.chance_node()
    assert node == ChanceNode(ChanceKind.PATHS, 0, len(PAIRS) - 1)
    seen = draws(node, 200 * len(PAIRS), seed=11)
    assert chi_square(seen, [1 / len(PAIRS)] * len(PAIRS)) < chi_square_bound(len(PAIRS) - 1)


def test_a_new_distribution_puts_each_ring_figure_on_every_ring_field_alike() -> None:
    # Three ring figures: seat 0's 7 and 12, seat 2's 5 (field 25).
    start, _ = run(
        pos(
            "f=7,12,H,H/-/5,H,H,H/- turn=0 phase=wheel die=3 rolls=0 rules=fc,ev "
            "open=0 paths=21:38 event=field:-:0:"
        ),
        Event.NEW_DISTRIBUTION,
        "ok",
    )
    chance = SeededChance(12)
    fields: list[Counter[int]] = [Counter(), Counter(), Counter()]
    samples = 4_000
    for _ in range(samples):
        position = start
        for _ in range(3):
            node = position.chance_node()
            assert node is not None and node.kind is ChanceKind.PLACE
            position, events = apply(position, Draw(ChanceKind.PLACE, chance.draw(node)[0]))
        applied = events[0]
        assert isinstance(applied, EventApplied)
        placed = [(10 * s + to) % 40 for s, _, _, to in applied.moved]
        assert len(set(placed)) == 3  # distinct ring fields
        for counter, field in zip(fields, placed, strict=True):
            counter[field] += 1
    for counter in fields:
        assert chi_square([counter[f] for f in range(40)], [1 / 40] * 40) < chi_square_bound(39)
