"""The AI's fast copies of the move rules agree with core.moves (issue 21).

``race_rules.solo_moves`` (which the race table's graph is held against, test_tables.py) and
``core.ai.threat.ring_moves`` restate the duties of ``core.moves.duty_of`` on a bare figure
table, for the speed of the race and threat tables; here
they are compared with the engine's own legal moves over thousands of positions of seeded games
(classic rules, with and without jumping in the goal lane), each with the opponents taken off
the board (the tables' "no opponents"). ``race.has_three_tries`` is ``core.moves.series_rolls``.
"""

from __future__ import annotations

import pytest

from core.ai.race import has_three_tries
from core.ai.threat import SIX, ring_moves
from core.board import HOUSE, RING_SIZE
from core.chance import SeededChance
from core.moves import legal_moves, rolls_allowed
from core.players import RandomPlayer
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup
from core.table import ChanceTurn, Table
from tests.core.ai.race_rules import solo_moves

pytestmark = pytest.mark.rules


def decisions(jump: bool, games: int) -> list[Position]:
    """Every position of ``games`` seeded classic games where a seat moves, with the other
    seats' figures put back in their houses."""
    found: list[Position] = []
    for seed in range(games):
        setup = Setup.of((0, 1, 2, 3), Rules(railway=False, jump_in_goal=jump))
        player = RandomPlayer(seed)
        table = Table(
            setup,
            SeededChance(seed),
            players=dict.fromkeys(setup.occupied, player),
        )
        while (turn := table.what_next()) is not None:
            position = table.position
            if not isinstance(turn, ChanceTurn) and position.phase is Phase.MOVE:
                seat = position.turn
                empty = (HOUSE,) * len(position.figures[seat])
                figures = tuple(
                    row if s == seat else empty for s, row in enumerate(position.figures)
                )
                found.append(position.but(figures=figures))
            assert table.step() is not None
    return found


@pytest.mark.parametrize("jump", [False, True])
def test_the_race_and_threat_tables_move_as_the_engine_does(jump: bool) -> None:
    positions = decisions(jump, 12)
    assert len(positions) > 4000
    for position in positions:
        seat = position.turn
        row = position.figures[seat]
        die = position.pips[0]
        last = position.last_progress(seat)
        moves = [m for m in legal_moves(position) if not m.is_pass]
        after = sorted(
            tuple(sorted((*row[: m.figure], m.target, *row[m.figure + 1 :]))) for m in moves
        )
        assert sorted(solo_moves(row, die, last, jump)) == after, position
        ring = sorted((m.figure, m.target) for m in moves if m.target < RING_SIZE)
        assert sorted(ring_moves(row, die, die == SIX)) == ring, position
        assert has_three_tries(row, last, jump) == (rolls_allowed(position, seat) == 3)
