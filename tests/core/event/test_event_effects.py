"""The fourteen events (GAME.md 4.3, docs/rules.md "Event mode"), each with something to act on
and, where it can happen, without.

Most tests start where seat 0's figure has just ended a move of 3 on star field 7 (a field event:
the wheel turns after the move, then the turn goes on; a 3 gives no further roll, so the turn
passes once the event is resolved). "The triggering player" is seat 0. Events that need nothing
of the board are also drawn by the pip counter before a move (``ctr=30``, a roll of 3).
"""

from __future__ import annotations

import pytest

from core.actions import CONFIRM, Pick
from core.chance import ChanceKind, ChanceNode, Draw
from core.engine import legal_actions
from core.event.construction import PAIRS, Paths
from core.event.draws import opponent_targets
from core.event.play import OFF_BOARD, acts
from core.event.wheel import FIRST_SLICE, Event
from core.happenings import (
    DiceChanged,
    EventApplied,
    GameOver,
    Moved,
    PathsBuilt,
    RollAgain,
    SeatKnockedOut,
    SecondDie,
    TrainPassed,
    TrainScheduled,
    TurnStarted,
    WheelDrawn,
)
from core.moves import PASS, Move, legal_moves
from core.position import TRAIN_NODE, Phase, Position
from tests.core.helpers import pos, refusal, run

TAIL = "rules=fc,ev open=0 paths=21:38"


def at_star(figures: str, tail: str = TAIL) -> Position:
    """Seat 0's move of 3 has just ended on star field 7: the wheel is to turn."""
    return pos(f"f={figures} turn=0 phase=wheel die=3 rolls=0 {tail} event=field:-:0:")


def before_move(figures: str, tail: str = TAIL) -> Position:
    """Seat 0 is to roll with 30 pips on its counter: a 3 turns the wheel before the move."""
    return pos(f"f={figures} turn=0 phase=roll rolls=3 {tail} ctr=30,0,0,0")


def shown(event: Event, origin: str) -> WheelDrawn:
    return WheelDrawn(0, event, FIRST_SLICE[event], origin)


@pytest.mark.parametrize("event", list(Event))
def test_every_event_is_shown_and_waits_for_its_players_confirmation(event: Event) -> None:
    waiting, events = run(at_star("7,H,H,H/-/H,H,H,H/-"), event)
    assert events == [shown(event, "field")]
    assert waiting.phase is Phase.CONFIRM and waiting.turn == 0
    assert legal_actions(waiting) == [CONFIRM]
    assert waiting.figures == at_star("7,H,H,H/-/H,H,H,H/-").figures


# --- 1. reinforcement ---------------------------------------------------------------------------


def test_reinforcement_adds_a_house_figure_and_a_goal_field_at_the_entrance() -> None:
    # G1 and G4 of four become G2 and G5 of five: each keeps its distance from the innermost
    # field (so G4, safe on the innermost field, stays safe on the new innermost one).
    after, events = run(at_star("7,G1,G4,H/-/H,H,H,H/-"), Event.REINFORCEMENT, "ok")
    assert events == [
        shown(Event.REINFORCEMENT, "field"),
        EventApplied(0, Event.REINFORCEMENT, ((0, 1, 40, 41), (0, 2, 43, 44))),
        TurnStarted(2, 3),
    ]
    assert after == pos(f"f=7,G2,G5,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {TAIL} start=4")
    assert after.goal_sizes == (5, 0, 4, 0)


def test_reinforcement_can_come_again() -> None:
    before = pos(
        f"f=7,G2,G5,H,H/-/H,H,H,H/- turn=0 phase=wheel die=3 rolls=0 {TAIL} start=4 "
        "event=field:-:0:"
    )
    after, events = run(before, Event.REINFORCEMENT, "ok")
    assert events[1] == EventApplied(0, Event.REINFORCEMENT, ((0, 1, 41, 42), (0, 2, 44, 45)))
    assert after == pos(f"f=7,G3,G6,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {TAIL} start=4")


def test_a_reinforced_player_needs_every_figure_in_the_goal_to_win() -> None:
    # All four original figures reach the goal; the fifth is still in the house: no win.
    before = pos(f"f=36,G2,G3,G4,H/-/H,H,H,H/- turn=0 phase=move die=4 {TAIL} start=4")
    after, events = run(before, "m0>40")
    assert events == [Moved(0, 0, 36, 40, (36, 37, 38, 39, 40)), TurnStarted(2, 3)]
    assert not after.over and after.finished == ()


# --- 2. knocked out -----------------------------------------------------------------------------


def test_knocked_out_takes_the_players_figures_off_the_board_and_passes_the_turn() -> None:
    before = at_star("7,G1,H,H/5,H,H,H/H,H,H,H/-")
    after, events = run(before, Event.KNOCKED_OUT, "ok")
    off = OFF_BOARD
    assert events == [
        shown(Event.KNOCKED_OUT, "field"),
        EventApplied(
            0,
            Event.KNOCKED_OUT,
            ((0, 0, 7, off), (0, 1, 40, off), (0, 2, -1, off), (0, 3, -1, off)),
        ),
        SeatKnockedOut(0),
        TurnStarted(1, 1),
    ]
    assert off == -2
    assert after.figures == ((), (5, -1, -1, -1), (-1, -1, -1, -1), ())
    assert after.event_state is not None and after.event_state.out == (0,)
    assert (after.turn, after.phase, after.rolls_left) == (1, Phase.ROLL, 1)
    assert after.active_seats == (1, 2) and after.seats == (0, 1, 2)
    assert " f=x/5,H,H,H/H,H,H,H/- " in repr(after)


def test_knocked_out_before_the_move_drops_the_roll_and_leaves_one_player_the_winner() -> None:
    before = pos(f"f=10,H,H,H/-/5,G1,H,H/- turn=0 phase=roll rolls=1 {TAIL} ctr=27,0,0,0")
    after, events = run(before, "r5", Event.KNOCKED_OUT, "ok")
    assert events[-3:] == [
        EventApplied(
            0, Event.KNOCKED_OUT, ((0, 0, 10, -2), (0, 1, -1, -2), (0, 2, -1, -2), (0, 3, -1, -2))
        ),
        SeatKnockedOut(0),
        GameOver(((2, 1), (0, 2))),
    ]
    assert after.over and after.pips == ()


# --- 3. leader, turn back! ----------------------------------------------------------------------


def test_leader_turn_back_sends_every_players_most_advanced_exposed_figure_home() -> None:
    # Seat 0 (the triggering player too): 30 is ahead of 7. Seat 1: G4 is safe, so 15 goes.
    # Seat 2: G2 is unsafe (G3 and G4 are free) and ahead of 25. Seat 3: nothing out.
    before = at_star("7,30,H,H/G4,15,5,H/G2,25,H,H/H,H,H,H")
    after, events = run(before, Event.LEADER_BACK, "ok")
    assert events == [
        shown(Event.LEADER_BACK, "field"),
        EventApplied(0, Event.LEADER_BACK, ((0, 1, 30, -1), (1, 1, 15, -1), (2, 0, 41, -1))),
        TurnStarted(1, 1),
    ]
    assert after == pos(f"f=7,H,H,H/G4,H,5,H/H,25,H,H/H,H,H,H turn=1 phase=roll rolls=1 {TAIL}")


def test_leader_turn_back_with_only_house_and_safe_goal_figures_has_no_effect() -> None:
    before = before_move("H,H,H,G4/-/G3,G4,H,H/-")
    after, events = run(before, "r3", Event.LEADER_BACK, "ok")
    assert events[-1] == EventApplied(0, Event.LEADER_BACK)
    assert after == pos(f"f=H,H,H,G4/-/G3,G4,H,H/- turn=0 phase=move die=3 rolls=2 {TAIL}")
    assert legal_moves(after) == [PASS]


# --- 4. construction ----------------------------------------------------------------------------


def test_construction_draws_a_new_pair_of_paths_that_replaces_the_old_one() -> None:
    drawing, _ = run(at_star("7,H,H,H/-/H,H,H,H/-"), Event.CONSTRUCTION, "ok")
    assert drawing.phase is Phase.DRAW
    assert drawing.chance_node() == ChanceNode(ChanceKind.PATHS, 0, 911)
    after, events = run(drawing, Draw(ChanceKind.PATHS, PAIRS.index(Paths(11, 25))))
    assert events == [EventApplied(0, Event.CONSTRUCTION), PathsBuilt(11, 25), TurnStarted(2, 3)]
    assert after == pos(
        "f=7,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 rules=fc,ev open=0 paths=11:25"
    )


# --- 5. new distribution ------------------------------------------------------------------------


def test_new_distribution_places_every_ring_figure_on_a_drawn_free_ring_field() -> None:
    # The ring figures in seat and figure order: seat 0's 7 and 12, seat 2's 5 (field 25).
    before = at_star("7,12,G1,H/-/5,H,H,H/-")
    drawing, _ = run(before, Event.NEW_DISTRIBUTION, "ok")
    assert drawing.chance_node() == ChanceNode(ChanceKind.PLACE, 0, 39)
    # Field 0 (seat 0's own start field) for the first.
    first, events = run(drawing, "f0")
    assert events == []
    assert first == pos(
        f"f=7,12,G1,H/-/5,H,H,H/- turn=0 phase=draw die=3 rolls=0 {TAIL} "
        "event=field:new_distribution:1:0"
    )
    assert first.chance_node() == ChanceNode(ChanceKind.PLACE, 0, 38)
    # The 39th of the fields 1..39 left is field 39.
    second, _ = run(first, "f38")
    assert second.chance_node() == ChanceNode(ChanceKind.PLACE, 0, 37)
    # Of the fields 1..38 left the 7th is field 7, a star field: it triggers nothing.
    after, events = run(second, "f6")
    assert events == [
        EventApplied(0, Event.NEW_DISTRIBUTION, ((0, 0, 7, 0), (0, 1, 12, 39), (2, 0, 5, 27))),
        TurnStarted(2, 1),
    ]
    # Progress is counted from each figure's own start field: seat 2 on field 7 has 27.
    assert after == pos(f"f=0,39,G1,H/-/27,H,H,H/- turn=2 phase=roll rolls=1 {TAIL}")


def test_new_distribution_without_ring_figures_draws_nothing() -> None:
    after, events = run(before_move("H,H,H,H/-/G1,H,H,H/-"), "r3", Event.NEW_DISTRIBUTION, "ok")
    assert events[-1] == EventApplied(0, Event.NEW_DISTRIBUTION)
    assert after == pos(f"f=H,H,H,H/-/G1,H,H,H/- turn=0 phase=move die=3 rolls=2 {TAIL}")


# --- 6. place swap ------------------------------------------------------------------------------

SWAPPING = "7,35,H,H/-/7,23,G3,H/-"  # seat 0 on fields 7 and 35, seat 2 on 27 and 3, and G3


def test_place_swap_offers_every_own_ring_figure_with_every_opponent_ring_figure() -> None:
    picking, _ = run(at_star(SWAPPING), Event.SWAP, "ok")
    assert picking == pos(
        f"f={SWAPPING} turn=0 phase=pick die=3 rolls=0 {TAIL} event=field:swap:1:"
    )
    assert picking.chance_node() is None
    assert legal_actions(picking) == [Pick(0, 2, 0), Pick(0, 2, 1), Pick(1, 2, 0), Pick(1, 2, 1)]
    assert refusal(picking, Pick(0, 2, 2)) == (
        "Pick(own=0, seat=2, figure=2) is not a pick the position offers"
    )
    assert refusal(picking, Pick(-1, 2, 0)) == (
        "Pick(own=-1, seat=2, figure=0) is not a pick the position offers"
    )
    assert refusal(picking, Move(0, 7, 10)) == "no move expected: the position waits for pick"


@pytest.mark.parametrize(
    ("token", "moved", "figures"),
    [
        # Field 35 and field 27 (a star: nothing an event moves triggers it) change places.
        ("x1>2.0", ((0, 1, 35, 27), (2, 0, 7, 15)), "7,27,H,H/-/15,23,G3,H/-"),
        # Seat 0's 35 goes to field 3: progress 3, the round starts again.
        ("x1>2.1", ((0, 1, 35, 3), (2, 1, 23, 15)), "7,3,H,H/-/7,15,G3,H/-"),
        ("x0>2.0", ((0, 0, 7, 27), (2, 0, 7, 27)), "27,35,H,H/-/27,23,G3,H/-"),
    ],
)
def test_place_swap_exchanges_the_two_fields(
    token: str, moved: tuple[tuple[int, int, int, int], ...], figures: str
) -> None:
    after, events = run(at_star(SWAPPING), Event.SWAP, "ok", token)
    assert events[-2:] == [EventApplied(0, Event.SWAP, moved), TurnStarted(2, 1)]
    assert after == pos(f"f={figures} turn=2 phase=roll rolls=1 {TAIL}")


def test_place_swap_without_an_opponent_ring_figure_has_no_effect() -> None:
    after, events = run(at_star("7,H,H,H/-/G1,H,H,H/-"), Event.SWAP, "ok")
    assert events[-2:] == [EventApplied(0, Event.SWAP), TurnStarted(2, 1)]
    assert after.figures == ((7, -1, -1, -1), (), (40, -1, -1, -1), ())


def test_place_swap_without_an_own_ring_figure_has_no_effect() -> None:
    after, events = run(before_move("H,H,H,H/-/5,H,H,H/-"), "r3", Event.SWAP, "ok")
    assert events[-1] == EventApplied(0, Event.SWAP)
    assert after == pos(f"f=H,H,H,H/-/5,H,H,H/- turn=0 phase=move die=3 rolls=2 {TAIL}")


# --- 7. send back and 8. rocket -----------------------------------------------------------------

# Seat 1: 5 (field 15) on the ring, G4 safe, G2 unsafe; seat 2: 30 (field 10).
TARGETS = "7,H,H,H/5,G4,G2,H/30,H,H,H/-"


def test_send_back_offers_every_opponent_figure_on_the_ring_or_unsafe_in_the_goal() -> None:
    picking, _ = run(at_star(TARGETS), Event.SEND_BACK, "ok")
    assert picking.phase is Phase.PICK
    assert legal_actions(picking) == [Pick(-1, 1, 0), Pick(-1, 1, 2), Pick(-1, 2, 0)]
    assert refusal(picking, Pick(-1, 1, 1)) == (
        "Pick(own=-1, seat=1, figure=1) is not a pick the position offers"
    )
    assert refusal(picking, Pick(-1, 0, 0)) == (
        "Pick(own=-1, seat=0, figure=0) is not a pick the position offers"
    )
    after, events = run(picking, "k1.2")
    assert events == [EventApplied(0, Event.SEND_BACK, ((1, 2, 41, -1),)), TurnStarted(1, 1)]
    assert after == pos(f"f=7,H,H,H/5,G4,H,H/30,H,H,H/- turn=1 phase=roll rolls=1 {TAIL}")


def test_send_back_without_a_target_has_no_effect() -> None:
    after, events = run(at_star("7,H,H,H/G4,H,H,H/H,H,H,H/-"), Event.SEND_BACK, "ok")
    assert events[-2:] == [EventApplied(0, Event.SEND_BACK), TurnStarted(1, 3)]
    assert after.figures == at_star("7,H,H,H/G4,H,H,H/H,H,H,H/-").figures


@pytest.mark.parametrize(
    ("token", "hit", "figures"),
    [
        ("g0", (1, 0, 5), "7,H,H,H/H,G4,G2,H/30,H,H,H/-"),
        ("g1", (1, 2, 41), "7,H,H,H/5,G4,H,H/30,H,H,H/-"),
        ("g2", (2, 0, 30), "7,H,H,H/5,G4,G2,H/H,H,H,H/-"),
    ],
)
def test_the_rockets_second_wheel_draws_among_the_same_targets(
    token: str, hit: tuple[int, int, int], figures: str
) -> None:
    drawing, _ = run(at_star(TARGETS), Event.ROCKET, "ok")
    assert drawing.chance_node() == ChanceNode(ChanceKind.TARGET, 0, 2)
    assert opponent_targets(drawing) == [(1, 0), (1, 2), (2, 0)]
    assert refusal(drawing, Draw(ChanceKind.TARGET, 3)) == "the rocket's target is 0..2, not 3"
    after, events = run(drawing, token)
    seat, figure, start = hit
    assert events[0] == EventApplied(0, Event.ROCKET, ((seat, figure, start, -1),))
    assert after.figures == pos(f"f={figures} turn=1 phase=roll {TAIL}").figures
    assert after.turn == 1


def test_a_rocket_without_a_target_draws_nothing() -> None:
    after, events = run(at_star("7,H,H,H/G4,H,H,H/G3,G4,H,H/-"), Event.ROCKET, "ok")
    assert events[-2:] == [EventApplied(0, Event.ROCKET), TurnStarted(1, 3)]
    assert after.phase is Phase.ROLL


# --- 9. second die ------------------------------------------------------------------------------


@pytest.mark.parametrize(("owed", "turns", "total"), [(0, 1, 1), (0, 2, 2), (1, 1, 2), (2, 2, 4)])
def test_the_second_die_draws_one_or_two_own_turns_that_add_up(
    owed: int, turns: int, total: int
) -> None:
    second = f" second={owed},0,0,0" if owed else ""
    drawing, _ = run(at_star("7,H,H,H/-/H,H,H,H/-", TAIL + second), Event.SECOND_DIE, "ok")
    assert drawing.chance_node() == ChanceNode(ChanceKind.SECOND, 1, 2)
    after, events = run(drawing, f"d{turns}")
    assert events == [EventApplied(0, Event.SECOND_DIE), SecondDie(0, turns), TurnStarted(2, 3)]
    # The current turn does not count; seat 2 rolls one die.
    assert after == pos(
        f"f=7,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {TAIL} second={total},0,0,0"
    )


# --- 10. and 11. four- and ten-sided dice -------------------------------------------------------


def test_the_four_sided_die_is_everyones_from_the_next_roll() -> None:
    after, events = run(at_star("7,H,H,H/-/H,H,H,H/-"), Event.FOUR_SIDED, "ok")
    # With a D4 nobody can leave the house: seat 2 has one roll, not three tries.
    assert events[1:] == [
        EventApplied(0, Event.FOUR_SIDED),
        DiceChanged(4, 3),
        TurnStarted(2, 1),
    ]
    assert after == pos(f"f=7,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=1 {TAIL} sides=4:3 dice=d4")


def test_the_ten_sided_die_is_everyones_from_the_next_roll() -> None:
    after, events = run(at_star("7,H,H,H/-/H,H,H,H/-"), Event.TEN_SIDED, "ok")
    # A D10 shows a 6: seat 2 has its three tries.
    assert events[1:] == [
        EventApplied(0, Event.TEN_SIDED),
        DiceChanged(10, 3),
        TurnStarted(2, 3),
    ]
    assert after == pos(
        f"f=7,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {TAIL} sides=10:3 dice=d10"
    )


# --- 12. extra roll and 13. skip ----------------------------------------------------------------


def test_extra_roll_gives_one_roll_more_right_after_the_move() -> None:
    after, events = run(at_star("7,H,H,H/-/H,H,H,H/-"), Event.EXTRA_ROLL, "ok")
    assert events[1:] == [EventApplied(0, Event.EXTRA_ROLL), RollAgain(0, 1)]
    assert after == pos(f"f=7,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 {TAIL}")


def test_skip_makes_the_player_sit_out_its_next_turn() -> None:
    after, events = run(at_star("7,H,H,H/-/H,H,H,H/-"), Event.SKIP, "ok")
    assert events[1:] == [EventApplied(0, Event.SKIP), TurnStarted(2, 3)]
    assert after == pos(f"f=7,H,H,H/-/H,H,H,H/- turn=2 phase=roll rolls=3 {TAIL} skips=1,0,0,0")


# --- 14. special train --------------------------------------------------------------------------

TRAIN_TAIL = "rules=fc,rw,ev train=3 open=0 paths=21:38"


def test_a_special_train_from_a_field_event_passes_at_once() -> None:
    # Seat 0's 13 and seat 2's 15 (field 35) stand on the crossings.
    before = at_star("7,13,H,H/-/15,5,H,H/-", TRAIN_TAIL)
    passed, events = run(before, Event.SPECIAL_TRAIN, "ok")
    assert events[1:] == [
        EventApplied(0, Event.SPECIAL_TRAIN),
        TrainPassed(((0, 1, 13), (2, 0, 15))),
    ]
    assert passed.figures == ((7, -1, -1, -1), (), (-1, 5, -1, -1), ())
    # The interval to the next train is drawn anew, then the turn goes on.
    assert passed.phase is Phase.TRAIN and passed.chance_node() == TRAIN_NODE
    after, events = run(passed, "t4")
    assert events == [TrainScheduled(4), TurnStarted(2, 1)]
    assert after == pos(
        "f=7,H,H,H/-/H,5,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw,ev train=4 open=0 paths=21:38"
    )


def test_without_the_railway_a_special_train_has_no_effect() -> None:
    before = at_star("7,13,H,H/-/15,5,H,H/-")
    after, events = run(before, Event.SPECIAL_TRAIN, "ok")
    assert events[1:] == [EventApplied(0, Event.SPECIAL_TRAIN), TurnStarted(2, 1)]
    assert after == pos(f"f=7,13,H,H/-/15,5,H,H/- turn=2 phase=roll rolls=1 {TAIL}")


# --- what the app tells before the confirmation --------------------------------------------------

# Seat 0 on star field 7, seat 1's figure on field 15 (5), seat 2's safe in its goal.
SOMETHING = "7,H,H,H/5,H,H,H/G4,H,H,H/-"
NOTHING = "7,H,H,H/G4,H,H,H/H,H,H,H/-"  # no opponent on the ring, none unsafe in a goal
NOTHING_ACTS = {Event.SWAP, Event.SEND_BACK, Event.ROCKET}


@pytest.mark.parametrize("event", list(Event))
def test_acts_says_whether_the_drawn_event_has_something_to_act_on(event: Event) -> None:
    with_target, _ = run(at_star(SOMETHING), event)
    without, _ = run(at_star(NOTHING), event)
    train = event is Event.SPECIAL_TRAIN  # (TAIL has no railway: no track for it)
    assert acts(with_target) is not train
    assert acts(without) is (event not in NOTHING_ACTS and not train)
    # ... as the confirmation then shows: nothing acted on, nothing moved, nothing asked.
    after, events = run(without, "ok")
    if not acts(without):
        assert events[0] == EventApplied(0, event) and after.figures == without.figures


def test_acts_knows_a_leader_a_ring_figure_and_the_track() -> None:
    safe = before_move("H,H,H,G4/-/G3,G4,H,H/-")
    waiting, _ = run(safe, "r3", Event.LEADER_BACK)
    assert not acts(waiting)
    waiting, _ = run(before_move("H,H,H,G4/-/G3,G4,H,H/-"), "r3", Event.NEW_DISTRIBUTION)
    assert not acts(waiting)
    waiting, _ = run(before_move("H,H,H,G4/-/12,G4,H,H/-"), "r3", Event.NEW_DISTRIBUTION)
    assert acts(waiting)
    waiting, _ = run(at_star("7,13,H,H/-/15,5,H,H/-"), Event.SPECIAL_TRAIN)
    assert not acts(waiting)
    waiting, _ = run(at_star("7,13,H,H/-/15,5,H,H/-", TRAIN_TAIL), Event.SPECIAL_TRAIN)
    assert acts(waiting)
