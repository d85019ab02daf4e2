"""The definitions of core.stats at their boundaries (issue 34): the sixes share of rolls followed
by a move counts rolls of one six-sided die only, never event mode's two-dice rolls; each figure at
none and at one (a game of one roll, a share with nothing to divide)."""

from __future__ import annotations

import pytest

from core.event.wheel import FIRST_SLICE, Event
from core.game import Game
from core.rules import Rules
from core.setup import Setup
from core.stats import SixesShare, game_stats
from core.tokens import parse_command

# Event mode, no railway, seats 0 (Anna) and 2 (Carla), nobody out at first. Anna's pip counter
# reaches 32 with a 2: the wheel gives her a second die for one turn (d1). Her two-dice turn: 3+5
# passes, 6+6 brings a figure out, 2+3 moves it on. Then Carla, with one die, comes out with a 6
# and moves on with a 6 and a 4.
SECOND_DIE = (
    "c0 r5 p r5 p r5 p r1 p r1 p r1 p r5 p r5 p r5 p r1 p r1 p r1 p "
    f"r2 w{FIRST_SLICE[Event.SECOND_DIE]} ok d1 p r1 p r1 p "  # Anna's tries 1-3
    "r1 p r1 p r1 p "  # Carla
    "r3+5 p r6+6 m0>0 r2+3 m0>5 "  # Anna's two-dice turn
    "r6 m0>0 r6 m0>6 r4 m0>10"  # Carla
)


def played(rules: Rules, tokens: str) -> Game:
    game = Game(Setup.of((0, 2), rules))
    for token in tokens.split():
        game.apply(parse_command(token))
    return game


def test_the_sixes_share_leaves_out_two_dice_rolls() -> None:
    stats = game_stats(played(Rules(railway=False, event_mode=True), SECOND_DIE))
    anna, carla = stats.seats
    # Anna's one-die rolls: 5 5 5 5 5 5 2 1 1, none a six, none followed by a move. Her two-dice
    # rolls (3+5 passed, 6+6 and 2+3 moved) are rolls and their sixes are sixes, but not part of
    # the share: counted, they would make it (12, 1, 2, 1).
    assert anna.selection == SixesShare(rolls=9, sixes=0, moved=0, moved_sixes=0)
    assert (anna.rolls, anna.sixes, anna.passes) == (12, 2, 10)
    assert [(t.kind, t.faces) for t in anna.dice] == [("d6", (2, 2, 2, 0, 7, 2))]
    assert anna.events == ((Event.SECOND_DIE, 1),)
    # Carla: nine 1s passed, then 6, 6, 4, each moved.
    assert carla.selection == SixesShare(rolls=12, sixes=2, moved=3, moved_sixes=2)
    total = stats.total.selection
    assert total == SixesShare(21, 2, 3, 2)
    assert total.share_moved == pytest.approx(2 / 3)  # with the two-dice rolls: 3 / 5
    assert total.share_all == pytest.approx(2 / 21)  # with them: 3 / 24


def test_a_game_of_one_six_that_moved() -> None:
    stats = game_stats(played(Rules(railway=False), "r6 m0>0"))
    anna = stats.seat(0)
    assert (anna.rolls, anna.sixes, anna.passes) == (1, 1, 0)
    assert anna.selection == SixesShare(1, 1, 1, 1)
    assert (anna.selection.share_all, anna.selection.share_moved) == (1.0, 1.0)
    assert anna.dice[0].faces == (0, 0, 0, 0, 0, 1)
    assert (anna.captures_given, anna.captures_suffered) == (0, 0)
    assert stats.seat(2).rolls == 0 and stats.seat(2).selection == SixesShare()
    assert stats.total.selection == SixesShare(1, 1, 1, 1)


def test_a_game_of_one_roll_that_passed() -> None:
    stats = game_stats(played(Rules(railway=False), "r5 p"))
    anna = stats.seat(0)
    assert (anna.rolls, anna.sixes, anna.passes) == (1, 0, 1)
    assert anna.selection == SixesShare(1, 0, 0, 0)
    assert (anna.selection.share_all, anna.selection.share_moved) == (0.0, 0.0)


def test_a_roll_waiting_for_its_move_is_not_counted_yet() -> None:
    stats = game_stats(played(Rules(railway=False), "r6"))
    assert stats.seat(0).selection == SixesShare(1, 1, 0, 0)
    assert stats.seat(0).passes == 0


def test_the_shares_with_nothing_to_divide_and_at_one() -> None:
    assert (SixesShare().share_all, SixesShare().share_moved) == (0.0, 0.0)
    assert SixesShare(3, 1, 0, 0).share_moved == 0.0  # rolls, none moved
    assert SixesShare(3, 1, 0, 0).share_all == pytest.approx(1 / 3)
    assert SixesShare(2, 1, 1, 1).share_moved == 1.0
    assert SixesShare(4, 1, 2, 0).share_moved == 0.0
    assert SixesShare(1, 2, 3, 4) + SixesShare(10, 20, 30, 40) == SixesShare(11, 22, 33, 44)
    assert SixesShare() + SixesShare(1, 0, 1, 0) == SixesShare(1, 0, 1, 0)


@pytest.mark.parametrize(
    ("last", "selection"),
    [
        ("m0>9", SixesShare(3, 2, 2, 1)),  # a 6 not used to bring a figure out: void
        ("p", SixesShare(3, 2, 2, 1)),  # a pass while a move existed: void, and no pass
        ("m1>0", SixesShare(3, 2, 3, 2)),  # the dutiful move
    ],
)
def test_a_move_made_void_by_a_penalty_is_not_followed_by_a_move(
    last: str, selection: SixesShare
) -> None:
    stats = game_stats(
        played(Rules(railway=False, penalties=True), f"r6 m0>0 r3 m0>3 r1 p r1 p r1 p r6 {last}")
    )
    anna = stats.seat(0)
    assert anna.selection == selection
    assert (anna.rolls, anna.sixes, anna.passes) == (3, 2, 0)
