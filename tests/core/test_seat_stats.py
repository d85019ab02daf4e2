"""A game's figures per seat (rolls, sixes, captures) from its happenings and its commands."""

from __future__ import annotations

import pytest

from core.chance import Roll
from core.game import Game
from core.happenings import Captured, Happening, Moved, Passed, Rolled, RollOffRolled
from core.moves import Move
from core.position import Phase
from core.seat_stats import SeatTally, game_happenings, game_tally, tally
from core.setup import Setup
from tests.core.helpers import PLAIN, pos, random_game, run


def test_rolls_sixes_and_captures_are_counted_per_seat() -> None:
    happenings: list[Happening] = [
        RollOffRolled(0, (6,)),  # the roll-off is not play
        Rolled(0, (6,), 0),
        Moved(0, 0, -1, 0, (-1, 0)),
        Rolled(0, (3,), 0),
        Captured(1, 2, 7, 0, 0, 3),
        Rolled(1, (6, 6), 0),  # two dice: two sixes
        Rolled(1, (2, 5), 0),
        Passed(1, 0),
        Rolled(2, (1,), 2),
        Captured(0, 0, 3, 2, 1, 3),
        Captured(1, 0, 9, 2, 1, 10),
    ]
    counts = tally(happenings, (0, 1, 2))
    assert counts == {
        0: SeatTally(rolls=2, sixes=1, captures=1, captured=1),
        1: SeatTally(rolls=2, sixes=2, captures=0, captured=2),
        2: SeatTally(rolls=1, sixes=0, captures=2, captured=0),
    }
    # seats that do not play are left out, and the others count the same without them
    only = tally(happenings, (1,))
    assert only == {1: counts[1]}
    assert tally([], (0, 3)) == {0: SeatTally(), 3: SeatTally()}


def test_a_capture_on_the_board_counts_for_both_seats() -> None:
    # Red on field 2 rolls a 3 and captures blue's figure on red's field 5 (blue's progress 35).
    start = pos("f=2,H,H,H/35,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=roll rolls=1")
    _, happenings = run(start, "r3 m0>5")
    assert any(isinstance(h, Captured) for h in happenings)
    assert tally(happenings, (0, 1)) == {
        0: SeatTally(rolls=1, sixes=0, captures=1, captured=0),
        1: SeatTally(captured=1),
    }


def _by_hand(game: Game) -> dict[int, SeatTally]:
    """The same figures read off the commands and positions instead of the happenings."""
    rolls = dict.fromkeys(game.setup.occupied, 0)
    sixes = dict.fromkeys(game.setup.occupied, 0)
    captures = dict.fromkeys(game.setup.occupied, 0)
    captured = dict.fromkeys(game.setup.occupied, 0)
    for i, command in enumerate(game.commands):
        before, after = game.positions[i], game.positions[i + 1]
        if isinstance(command, Roll) and before.phase is Phase.ROLL:
            rolls[before.turn] += 1
            sixes[before.turn] += command.pips.count(6)
        if isinstance(command, Move):
            for seat in game.setup.occupied:
                if seat == before.turn:
                    continue
                sent_home = sum(
                    1
                    for a, b in zip(before.figures[seat], after.figures[seat], strict=True)
                    if a >= 0 and b < 0
                )
                captures[before.turn] += sent_home
                captured[seat] += sent_home
    return {s: SeatTally(rolls[s], sixes[s], captures[s], captured[s]) for s in game.setup.occupied}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_game_tallies_as_its_commands_and_positions_say(seed: int) -> None:
    setup = Setup.of((0, 1, 2, 3), rules=PLAIN)
    game = random_game(setup, seed)
    assert game.over
    counts = game_tally(game)
    assert counts == _by_hand(game)
    assert sum(c.captures for c in counts.values()) == sum(c.captured for c in counts.values())
    assert all(c.rolls > 10 for c in counts.values())
    assert sum(c.captures for c in counts.values()) > 0  # random players do capture
    # a game replayed from its commands (as a saved game is opened) tallies the same
    assert game_tally(Game.replay(setup, list(game.commands))) == counts


def test_two_seated_game_tallies_only_its_seats() -> None:
    game = random_game(Setup.of((0, 2), rules=PLAIN), 5, commands=60)
    assert set(game_tally(game)) == {0, 2}
    assert sum(1 for h in game_happenings(game) if isinstance(h, Rolled)) == sum(
        c.rolls for c in game_tally(game).values()
    )
