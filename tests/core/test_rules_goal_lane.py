"""GAME.md 2, rule 8: the goal lane.

After a full round (39 steps) a figure enters its own goal fields. The die must fit exactly: no
move beyond the innermost field. A figure may stop on any free goal field and move on later, but
may not pass its own figures inside the lane, also when entering it from the ring, unless the
option "jump in goal" is on. Own figures still on the ring never block the way in; no figure
ever ends on an own figure, jump in goal or not. (Goal figures are never captured: see
test_rules_capture.py.)
"""

from __future__ import annotations

import pytest

from core.happenings import Captured, Moved
from tests.core.helpers import keys, play, pos

HOME = "H,H,H,H"


@pytest.mark.parametrize(
    ("start", "die", "target"),
    [
        (33, 6, 39),
        (34, 6, 40),
        (35, 5, 40),
        (35, 6, 41),
        (36, 4, 40),
        (36, 6, 42),
        (37, 6, 43),
        (38, 1, 39),
        (38, 2, 40),
        (38, 5, 43),
        (38, 6, None),
        (39, 1, 40),
        (39, 4, 43),
        (39, 5, None),
        (39, 6, None),
    ],
)
def test_the_die_must_fit_into_the_goal_exactly(start: int, die: int, target: int | None) -> None:
    # Helpers at 5, 15 and 25 keep the house empty (so a 6 is free) and always move.
    position = pos(f"f={start},5,15,25/-/{HOME}/- turn=0 phase=move die={die}")
    helpers = [(1, 5 + die), (2, 15 + die), (3, 25 + die)]
    assert keys(position) == ([(0, target)] if target is not None else []) + helpers


@pytest.mark.parametrize(
    ("row", "die", "expected"),
    [
        ("G1,H,H,H", 1, [(0, 41)]),
        ("G1,H,H,H", 3, [(0, 43)]),
        ("G1,H,H,H", 4, [(-1, -1)]),
        ("G2,H,H,H", 2, [(0, 43)]),
        ("G2,H,H,H", 3, [(-1, -1)]),
        ("G3,H,H,H", 1, [(0, 43)]),
        ("G3,H,H,H", 2, [(-1, -1)]),
        ("G4,H,H,H", 1, [(-1, -1)]),
    ],
)
def test_inside_the_lane_a_figure_moves_on_but_not_beyond_the_innermost_field(
    row: str, die: int, expected: list[tuple[int, int]]
) -> None:
    assert keys(pos(f"f={row}/-/{HOME}/- turn=0 phase=move die={die}")) == expected


def test_a_figure_stops_on_a_free_goal_field_and_moves_on_later() -> None:
    after, events = play(pos(f"f=38,H,H,H/-/{HOME}/- turn=0 phase=move die=2"), 0, 40)
    assert events[0] == Moved(0, 0, 38, 40, (38, 39, 40)) and after.figures[0] == (40, -1, -1, -1)
    later = pos(f"f=G1,H,H,H/-/{HOME}/- turn=0 phase=move die=2")
    after, events = play(later, 0, 42)
    assert events[0] == Moved(0, 0, 40, 42, (40, 41, 42)) and after.figures[0] == (42, -1, -1, -1)


@pytest.mark.parametrize(
    ("row", "die", "without_jump", "with_jump"),
    [
        # Entering from the ring past own goal figures.
        ("38,G2,H,H", 1, [(0, 39), (1, 42)], [(0, 39), (1, 42)]),
        ("38,G2,H,H", 2, [(0, 40), (1, 43)], [(0, 40), (1, 43)]),
        ("38,G2,H,H", 3, [(-1, -1)], [(-1, -1)]),
        ("38,G2,H,H", 4, [(-1, -1)], [(0, 42)]),
        ("38,G2,H,H", 5, [(-1, -1)], [(0, 43)]),
        ("38,G1,H,H", 2, [(1, 42)], [(1, 42)]),
        ("38,G1,H,H", 3, [(1, 43)], [(0, 41), (1, 43)]),
        ("36,G1,5,15", 6, [(2, 11), (3, 21)], [(0, 42), (2, 11), (3, 21)]),
        ("35,G1,G3,5", 6, [(3, 11)], [(0, 41), (3, 11)]),
        # Inside the lane.
        ("G1,G2,H,H", 2, [(1, 43)], [(0, 42), (1, 43)]),
        ("G1,G3,H,H", 1, [(0, 41), (1, 43)], [(0, 41), (1, 43)]),
        ("G1,G3,H,H", 2, [(-1, -1)], [(-1, -1)]),
        ("G1,G3,H,H", 3, [(-1, -1)], [(0, 43)]),
        ("G1,G2,G3,H", 3, [(-1, -1)], [(0, 43)]),
        ("G2,G4,H,H", 1, [(0, 42)], [(0, 42)]),
        ("G2,G4,H,H", 2, [(-1, -1)], [(-1, -1)]),
    ],
)
def test_own_goal_figures_block_the_way_unless_jump_in_goal(
    row: str,
    die: int,
    without_jump: list[tuple[int, int]],
    with_jump: list[tuple[int, int]],
) -> None:
    text = f"f={row}/-/{HOME}/- turn=0 phase=move die={die}"
    assert keys(pos(text + " rules=fc")) == without_jump
    assert keys(pos(text + " rules=fc,jg")) == with_jump


@pytest.mark.parametrize("rules", ["fc", "fc,jg"])
def test_own_figures_still_on_the_ring_never_block_the_way_in(rules: str) -> None:
    # The figure at 36 passes the own figures at 38 and 39 on its way to G2.
    position = pos(f"f=36,38,39,H/-/{HOME}/- turn=0 phase=move die=5 rules={rules}")
    assert keys(position) == [(0, 41), (1, 43)]
    after, _ = play(position, 0, 41)
    assert after.figures[0] == (41, 38, 39, -1)
    # The own figure on 39 itself stands right before the goal and blocks nothing.
    position = pos(f"f=37,39,G4,H/-/{HOME}/- turn=0 phase=move die=4 rules={rules}")
    assert keys(position) == [(0, 41)]


def test_opponents_in_front_of_the_goal_are_jumped_not_captured() -> None:
    # Blue's progress 29 is ring field 39, red's last ring field; red goes 37 -> G3.
    position = pos(f"f=37,H,H,H/29,H,H,H/{HOME}/{HOME} turn=0 phase=move die=5")
    assert keys(position) == [(0, 42)]
    after, events = play(position, 0, 42)
    assert after.figures[1] == (29, -1, -1, -1)
    assert not any(isinstance(e, Captured) for e in events)


@pytest.mark.parametrize("seat", [1, 2, 3])
def test_every_seat_enters_its_own_goal(seat: int) -> None:
    slots = [HOME] * 4
    slots[seat] = "37,G1,H,H"
    position = pos(f"f={'/'.join(slots)} turn={seat} phase=move die=5 rules=fc,jg")
    assert keys(position) == [(0, 42)]
    after, _ = play(position, 0, 42)
    assert after.figures[seat] == (42, 40, -1, -1)


def test_a_longer_lane_ends_at_its_own_innermost_field() -> None:
    text = f"f=38,5,15,25/-/{HOME}/- turn=0 phase=move die=6"
    assert keys(pos(text)) == [(1, 11), (2, 21), (3, 31)]
    assert keys(pos(text + " goals=5,0,4,0")) == [(0, 44), (1, 11), (2, 21), (3, 31)]
