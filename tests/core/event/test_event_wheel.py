"""Event mode's wheel and star fields (GAME.md 4.3, docs/rules.md "Event mode").

The wheel has 600 equal slices in the order of GAME.md's fourteen events: "Knocked out" and
"Leader, turn back!" 6 slices each, every other event 49. A move whose final field is a star field
turns the wheel after the move and before any further roll; a star passed over turns nothing.
Every event is shown and waits for the confirmation of the player it happened to. An event game
starts by drawing its first pair of construction paths, then the railway's interval, then the
roll-off, then the first roll.
"""

from __future__ import annotations

from collections import Counter

import pytest

from core.actions import CONFIRM
from core.board import CROSSINGS, LAST_RING, STAR_FIELDS, ring_field, start_field
from core.chance import ChanceKind, ChanceNode, Draw, Roll
from core.engine import apply, legal_actions
from core.event.construction import PAIRS, Paths
from core.event.state import Origin, Pending
from core.event.wheel import (
    COMMON_SLICES,
    FIRST_SLICE,
    RARE_SLICES,
    SLICES,
    WHEEL_SLICES,
    Event,
    event_of,
)
from core.happenings import (
    Captured,
    EventApplied,
    Moved,
    PathsBuilt,
    RollAgain,
    RollOffRolled,
    TrainScheduled,
    TurnStarted,
    WheelDrawn,
)
from core.moves import Move
from core.position import WHEEL_NODE, Phase
from core.rules import Rules
from core.setup import initial_position
from tests.core.helpers import pos, refusal, run, spin

# GAME.md 4.3's fourteen events in its order, each with its first slice and its slice count.
WHEEL_TABLE = [
    (Event.REINFORCEMENT, 0, 49),
    (Event.KNOCKED_OUT, 49, 6),
    (Event.LEADER_BACK, 55, 6),
    (Event.CONSTRUCTION, 61, 49),
    (Event.NEW_DISTRIBUTION, 110, 49),
    (Event.SWAP, 159, 49),
    (Event.SEND_BACK, 208, 49),
    (Event.ROCKET, 257, 49),
    (Event.SECOND_DIE, 306, 49),
    (Event.FOUR_SIDED, 355, 49),
    (Event.TEN_SIDED, 404, 49),
    (Event.EXTRA_ROLL, 453, 49),
    (Event.SKIP, 502, 49),
    (Event.SPECIAL_TRAIN, 551, 49),
]


# --- the wheel ----------------------------------------------------------------------------------


def test_the_wheel_has_six_hundred_slices_in_the_rule_books_order() -> None:
    assert WHEEL_SLICES == 600 and RARE_SLICES == 6 and COMMON_SLICES == 49
    assert list(Event) == [event for event, _, _ in WHEEL_TABLE]
    assert len(Event) == 14
    for event, first, count in WHEEL_TABLE:
        assert FIRST_SLICE[event] == first, event
        assert SLICES[event] == count, event
    assert sum(count for _, _, count in WHEEL_TABLE) == 600


@pytest.mark.parametrize(("event", "first", "count"), WHEEL_TABLE)
def test_every_event_owns_exactly_its_slices(event: Event, first: int, count: int) -> None:
    assert event_of(first) is event
    assert event_of(first + count - 1) is event
    if first > 0:
        assert event_of(first - 1) is not event
    if first + count < 600:
        assert event_of(first + count) is not event


def test_knocked_out_and_leader_turn_back_are_one_percent_the_others_eight_and_a_sixth() -> None:
    counts = Counter(event_of(slice_number) for slice_number in range(600))
    for event in Event:
        share = counts[event] / 600
        if event in (Event.KNOCKED_OUT, Event.LEADER_BACK):
            assert share == 0.01, event
        else:
            assert counts[event] == 49 and abs(share - (8 + 1 / 6) / 100) < 1e-12, event


@pytest.mark.parametrize("slice_number", [-1, 600, 601, 10_000])
def test_a_slice_outside_the_wheel_is_no_event(slice_number: int) -> None:
    with pytest.raises(ValueError) as raised:
        event_of(slice_number)
    assert str(raised.value) == f"the wheel has slices 0..599, not {slice_number}"


WAITING = (
    "f=7,H,H,H/-/H,H,H,H/- turn=0 phase=wheel die=3 rolls=0 rules=fc,ev open=0 paths=21:38 "
    "event=field:-:0:"
)


def test_the_wheel_is_a_chance_node_of_six_hundred_values() -> None:
    position = pos(WAITING)
    assert position.chance_node() == WHEEL_NODE == ChanceNode(ChanceKind.WHEEL, 0, 599)
    assert legal_actions(position) == []
    for slice_number in (0, 599):
        after, events = apply(position, Draw(ChanceKind.WHEEL, slice_number))
        assert after.phase is Phase.CONFIRM
        assert events == [WheelDrawn(0, event_of(slice_number), slice_number, "field")]


@pytest.mark.parametrize("slice_number", [-1, 600])
def test_a_slice_outside_the_wheel_is_refused(slice_number: int) -> None:
    assert refusal(pos(WAITING), Draw(ChanceKind.WHEEL, slice_number)) == (
        f"the wheel's slice is 0..599, not {slice_number}"
    )


def test_the_wheel_waits_for_no_roll_no_move_no_confirmation_and_no_other_draw() -> None:
    position = pos(WAITING)
    assert refusal(position, Roll((3,))) == "no roll expected: the position waits for wheel"
    assert refusal(position, Move(0, 7, 10)) == "no move expected: the position waits for wheel"
    assert refusal(position, CONFIRM) == "nothing to confirm: the position waits for wheel"
    assert refusal(position, Draw(ChanceKind.TARGET, 0)) == (
        "no target draw expected: the position waits for wheel"
    )
    assert refusal(position, Draw(ChanceKind.TRAIN, 3)) == (
        "no train draw expected: the position waits for wheel"
    )


def test_an_event_drawn_waits_for_its_players_confirmation_alone() -> None:
    shown, events = apply(pos(WAITING), spin(Event.SKIP))
    assert events == [WheelDrawn(0, Event.SKIP, 502, "field")]
    assert shown == pos(WAITING.replace("phase=wheel", "phase=confirm").replace("-:0:", "skip:0:"))
    assert shown.chance_node() is None
    assert legal_actions(shown) == [CONFIRM]
    assert refusal(shown, Roll((3,))) == "no roll expected: the position waits for confirm"
    assert refusal(shown, Move(0, 7, 10)) == "no move expected: the position waits for confirm"
    assert refusal(shown, spin(Event.SKIP)) == (
        "no wheel draw expected: the position waits for confirm"
    )
    rolling = pos("f=7,H,H,H/-/H,H,H,H/- turn=0 phase=roll rules=fc,ev open=0 paths=21:38")
    assert refusal(rolling, CONFIRM) == "nothing to confirm: the position waits for roll"


# --- star fields --------------------------------------------------------------------------------


def test_twelve_star_fields_three_a_quarter_none_on_a_start_an_entrance_or_a_crossing() -> None:
    assert STAR_FIELDS == (2, 4, 7, 12, 14, 17, 22, 24, 27, 32, 34, 37)
    for quarter in range(4):
        assert len([f for f in STAR_FIELDS if 10 * quarter <= f < 10 * quarter + 10]) == 3
    forbidden = {start_field(s) for s in range(4)} | {ring_field(s, LAST_RING) for s in range(4)}
    assert not forbidden & set(STAR_FIELDS)
    assert not set(CROSSINGS) & set(STAR_FIELDS)


def _paths_away_from(*fields: int) -> str:
    """A construction pair none of whose fields is among ``fields`` (so no route changes)."""
    for text, pair in (("21:38", (21, 25, 38, 35)), ("1:12", (1, 5, 12, 9))):
        if not set(pair) & set(fields):
            return text
    raise AssertionError(fields)


@pytest.mark.parametrize("star", STAR_FIELDS)
def test_a_move_ending_on_a_star_field_turns_the_wheel_after_the_move(star: int) -> None:
    paths = _paths_away_from(star - 2, star - 1, star)
    before = pos(
        f"f={star - 2},H,H,H/-/H,H,H,H/- turn=0 phase=move die=2 rules=fc,ev open=0 paths={paths}"
    )
    after, events = run(before, f"m0>{star}")
    assert events == [Moved(0, 0, star - 2, star, (star - 2, star - 1, star))]
    assert after == pos(
        f"f={star},H,H,H/-/H,H,H,H/- turn=0 phase=wheel die=2 rolls=0 rules=fc,ev open=0 "
        f"paths={paths} event=field:-:0:"
    )
    assert after.event_state is not None and after.event_state.pending == Pending(Origin.FIELD)


def test_a_move_ending_on_any_other_ring_field_turns_nothing() -> None:
    # Seat 1's figure moves two fields from every progress 0..37: the target runs over fields
    # 12..39 and 0..9 of the ring. Only the star fields turn the wheel.
    for progress in range(38):
        fields = [(10 + progress + k) % 40 for k in (0, 1, 2)]  # the fields the move touches
        target = fields[-1]
        paths = _paths_away_from(*fields)
        before = pos(
            f"f=-/{progress},H,H,H/-/H,H,H,H turn=1 phase=move die=2 rules=fc,ev open=1 "
            f"paths={paths}"
        )
        after, _ = run(before, f"m0>{progress + 2}")
        assert (after.phase is Phase.WHEEL) == (target in STAR_FIELDS), progress


def test_a_star_passed_over_turns_nothing() -> None:
    # From field 1 five fields to 6: stars 2 and 4 are passed, the final field is no star.
    before = pos("f=1,G1,G2,G3/-/H,H,H,H/- turn=0 phase=move die=5 rules=fc,ev open=0 paths=21:38")
    after, events = run(before, "m0>6")
    assert events == [Moved(0, 0, 1, 6, (1, 2, 3, 4, 5, 6)), TurnStarted(2, 3)]
    assert after.phase is Phase.ROLL and after.turn == 2


def test_the_field_event_of_a_six_comes_before_its_further_roll() -> None:
    before = pos("f=1,G1,G2,G3/-/H,H,H,H/- turn=0 phase=move die=6 rules=fc,ev open=0 paths=21:38")
    at_wheel, events = run(before, "m0>7")
    assert events == [Moved(0, 0, 1, 7, (1, 2, 3, 4, 5, 6, 7))]
    assert at_wheel.phase is Phase.WHEEL and at_wheel.pips == (6,)
    after, events = run(at_wheel, Event.SKIP, "ok")
    assert events == [
        WheelDrawn(0, Event.SKIP, 502, "field"),
        EventApplied(0, Event.SKIP),
        RollAgain(0, 1),
    ]
    assert after == pos(
        "f=7,G1,G2,G3/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,ev open=0 paths=21:38 "
        "skips=1,0,0,0"
    )


def test_a_capture_on_a_star_field_captures_and_turns_the_wheel() -> None:
    # Seat 2's figure at progress 27 stands on field 7.
    before = pos("f=4,H,H,H/-/27,H,H,H/- turn=0 phase=move die=3 rules=fc,ev open=0 paths=21:38")
    after, events = run(before, "m0>7")
    assert events == [Moved(0, 0, 4, 7, (4, 5, 6, 7)), Captured(2, 0, 27, 0, 0, 7)]
    assert after == pos(
        "f=7,H,H,H/-/H,H,H,H/- turn=0 phase=wheel die=3 rolls=0 rules=fc,ev open=0 paths=21:38 "
        "event=field:-:0:"
    )


def test_a_field_event_on_another_seats_star_counts_absolute_fields() -> None:
    # Seat 2 counts from field 20: its progress 32 is ring field 12, a star.
    before = pos("f=H,H,H,H/-/29,H,H,H/- turn=2 phase=move die=3 rules=fc,ev open=0 paths=21:38")
    after, _ = run(before, "m0>32")
    assert after.phase is Phase.WHEEL
    assert after.figures[2] == (32, -1, -1, -1)


def test_a_field_event_confirmed_takes_effect_then_the_turn_passes() -> None:
    before = pos("f=4,H,H,H/-/H,H,H,H/- turn=0 phase=move die=3 rules=fc,ev open=0 paths=21:38")
    after, events = run(before, "m0>7", Event.SKIP, "ok")
    assert events == [
        Moved(0, 0, 4, 7, (4, 5, 6, 7)),
        WheelDrawn(0, Event.SKIP, 502, "field"),
        EventApplied(0, Event.SKIP),
        TurnStarted(2, 3),
    ]
    assert after == pos(
        "f=7,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 rules=fc,ev open=0 paths=21:38 "
        "skips=1,0,0,0"
    )


# --- the start of an event game -----------------------------------------------------------------


def _pair(shortcut: int, detour: int) -> Draw:
    return Draw(ChanceKind.PATHS, PAIRS.index(Paths(shortcut, detour)))


def test_an_event_game_draws_its_first_pair_of_paths_before_everything_else() -> None:
    start = initial_position(Rules(event_mode=True), (0, 2))
    assert start == pos(
        "f=H,H,H,H/-/H,H,H,H/- turn=0 phase=draw rolls=0 rules=fc,rw,ev train=0 open=0 "
        "event=start:construction:1:"
    )
    assert start.chance_node() == ChanceNode(ChanceKind.PATHS, 0, 911)
    assert refusal(start, Roll((6,))) == "no roll expected: the position waits for draw"
    assert refusal(start, Draw(ChanceKind.TRAIN, 3)) == (
        "no train draw expected: the position waits for draw"
    )
    assert refusal(start, Draw(ChanceKind.PATHS, 912)) == "the construction pair is 0..911, not 912"
    # Then the railway's first interval, then the first roll (three tries: all in the house).
    built, events = apply(start, _pair(11, 25))
    assert events == [PathsBuilt(11, 25)]  # the game's first pair is no event: nothing applied
    assert built == pos(
        "f=H,H,H,H/-/H,H,H,H/- turn=0 phase=train rolls=0 rules=fc,rw,ev train=0 open=0 paths=11:25"
    )
    after, events = run(built, "t3")
    assert events == [TrainScheduled(3), TurnStarted(0, 3)]
    assert after == pos(
        "f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=3 rules=fc,rw,ev train=3 open=0 paths=11:25"
    )


def test_without_the_railway_the_first_pair_is_followed_by_the_first_roll() -> None:
    start = initial_position(Rules(event_mode=True, railway=False), (1, 3), first=3)
    after, events = apply(start, _pair(1, 2))
    assert events == [PathsBuilt(1, 2), TurnStarted(3, 3)]
    # Table rounds count in event mode without the railway too: seat 3 opens them.
    assert after == pos(
        "f=-/H,H,H,H/-/H,H,H,H turn=3 phase=roll rolls=3 rules=fc,ev open=3 paths=1:2"
    )


def test_the_roll_off_comes_after_the_paths_and_the_interval_and_counts_no_pips() -> None:
    start = initial_position(Rules(event_mode=True, roll_off=True), (0, 1, 2))
    assert start.phase is Phase.DRAW and start.opener == -1
    after, events = run(start, _pair(11, 25), "t2 r4 r6 r5")
    assert events == [
        PathsBuilt(11, 25),
        TrainScheduled(2),
        RollOffRolled(0, (4,)),
        RollOffRolled(1, (6,)),
        RollOffRolled(2, (5,)),
        TurnStarted(1, 3),
    ]
    # The winner opens the table rounds; the roll-off's pips are on nobody's counter.
    assert after == pos(
        "f=H,H,H,H/H,H,H,H/H,H,H,H/- turn=1 phase=roll rolls=3 rules=fc,ro,rw,ev train=2 open=1 "
        "paths=11:25"
    )


def test_one_figure_out_has_one_roll_once_the_paths_are_drawn() -> None:
    start = initial_position(Rules(event_mode=True, railway=False, one_figure_out=True), (0, 2))
    after, events = apply(start, _pair(11, 25))
    assert events == [PathsBuilt(11, 25), TurnStarted(0, 1)]
    assert after.figures[0] == (0, -1, -1, -1)


def test_penalties_are_not_an_event_mode_option() -> None:
    with pytest.raises(ValueError, match="penalties are a classic-mode option"):
        Rules(event_mode=True, penalties=True)
