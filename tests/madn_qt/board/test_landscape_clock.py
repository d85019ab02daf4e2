"""The landscape's clock without a widget: its pace follows the CPU budget, birds come and go."""

from __future__ import annotations

import itertools

import pytest

from madn_qt.board.landscape_clock import (
    BIRD_GAP,
    FIRST_BIRD,
    LANDSCAPE_BUDGET,
    LANDSCAPE_STEP,
    SLOW_LANDSCAPE_STEP,
    LandscapeClock,
)


def _clock_with_cpu() -> tuple[LandscapeClock, dict[str, float]]:
    cpu = {"seconds": 0.0}
    return LandscapeClock(cpu_clock=lambda: cpu["seconds"]), cpu


def _step(clock: LandscapeClock, cpu: dict[str, float], share: float) -> None:
    """One landscape-only step that used ``share`` of a core since the last one."""
    clock.scene_time += clock.interval
    cpu["seconds"] += share * clock.interval
    clock.pace()


def test_the_steps_follow_the_cpu_budget() -> None:
    clock, cpu = _clock_with_cpu()
    _step(clock, cpu, 0.5)  # the first step only sets the mark
    assert clock.step(slow=False) == LANDSCAPE_STEP
    for _ in range(10):
        _step(clock, cpu, 0.5)  # dear renewals: the steps grow to the slow pace, no further
    assert clock.step(slow=False) == pytest.approx(SLOW_LANDSCAPE_STEP)
    clock.interval = 0.8
    for _ in range(5):
        _step(clock, cpu, LANDSCAPE_BUDGET * 0.75)  # within the budget: the pace holds
    assert clock.step(slow=False) == pytest.approx(0.8)
    for _ in range(10):
        _step(clock, cpu, 0.01)  # cheap again (a GPU): back to the quick pace
    assert clock.step(slow=False) == pytest.approx(LANDSCAPE_STEP)
    assert clock.step(slow=True) == SLOW_LANDSCAPE_STEP  # a slow renderer: always the slow pace


def test_frames_drawn_for_other_reasons_and_stalls_are_not_measured() -> None:
    clock, cpu = _clock_with_cpu()
    _step(clock, cpu, 0.5)
    clock.forget_cost()  # pieces moved meanwhile: their CPU is not the landscape's
    _step(clock, cpu, 0.5)  # only sets a new mark
    assert clock.interval == LANDSCAPE_STEP
    clock.scene_time += 10 * SLOW_LANDSCAPE_STEP  # a stall
    cpu["seconds"] += 10.0
    clock.pace()
    assert clock.interval == LANDSCAPE_STEP
    _step(clock, cpu, 0.5)  # measured again from the stall's mark
    assert clock.interval == pytest.approx(LANDSCAPE_STEP * 1.25)


def test_a_new_picture_is_due_near_the_end_of_a_step() -> None:
    clock = LandscapeClock()
    clock.scene_time = LANDSCAPE_STEP * 0.7
    assert not clock.due(slow=False)
    clock.scene_time = LANDSCAPE_STEP * 0.85
    assert clock.due(slow=False)
    assert not clock.due(slow=True)
    clock.show()
    assert clock.shown == clock.scene_time and not clock.due(slow=False)


def test_birds_come_now_and_then_the_same_in_every_run() -> None:
    def flights(clock: LandscapeClock) -> list[float]:
        starts: list[float] = []
        while clock.scene_time < 400.0:
            clock.scene_time += 0.1
            clock.fly_birds(slow=False)
            if clock.bird is not None and (not starts or starts[-1] != clock.bird.start):
                starts.append(clock.bird.start)
        return starts

    starts = flights(LandscapeClock())
    assert starts[0] == pytest.approx(FIRST_BIRD, abs=0.11)
    gaps = [b - a for a, b in itertools.pairwise(starts)]
    assert len(gaps) >= 4
    assert all(BIRD_GAP[0] < gap for gap in gaps)
    assert len(set(round(gap, 3) for gap in gaps)) > 1  # not a fixed beat
    assert flights(LandscapeClock()) == starts


def test_no_bird_sets_off_where_rendering_is_slow_but_a_flying_one_lands() -> None:
    clock = LandscapeClock()
    clock.scene_time = FIRST_BIRD
    assert not clock.fly_birds(slow=True) and clock.bird is None
    assert clock.fly_birds(slow=False) and clock.bird is not None
    clock.scene_time += 0.1
    assert clock.fly_birds(slow=True)  # (it finishes its flight)
    clock.ground_birds()
    assert clock.bird is None
