"""Property tests over random play: whatever the dice and choices, the rules' invariants hold."""

from __future__ import annotations

import json
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from core.board import GOAL_START, RING_SIZE, ring_field
from core.chance import SeededChance
from core.game import Game
from core.happenings import Moved
from core.notation import format_position, parse_position
from core.players import RandomPlayer
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup

SEATINGS = [(0, 2), (1, 3), (0, 1, 2), (1, 2, 3), (0, 1, 2, 3)]

rules_strategy = st.builds(
    Rules,
    forced_capture=st.booleans(),
    jump_in_goal=st.booleans(),
    one_figure_out=st.booleans(),
    roll_off=st.booleans(),
    play_on=st.booleans(),
    penalties=st.booleans(),
    figures=st.integers(min_value=1, max_value=5),
)


def check_invariants(before: Position, after: Position, events: list[object]) -> None:
    ring: set[int] = set()
    for seat in after.seats:
        row = after.figures[seat]
        assert len(row) == len(before.figures[seat]), "figures are conserved"
        goal = [p for p in row if p >= GOAL_START]
        assert len(goal) == len(set(goal)), "two own figures on one goal field"
        assert all(p <= after.last_progress(seat) for p in row)
        for p in row:
            if 0 <= p < RING_SIZE:
                field = ring_field(seat, p)
                assert field not in ring, "two figures on one ring field"
                ring.add(field)
    for event in events:
        if isinstance(event, Moved) and event.target >= GOAL_START:
            assert event.target - event.start <= 6 or event.start < 0
            if not before.rules.jump_in_goal:
                lane = range(max(event.start + 1, GOAL_START), event.target)
                own = before.figures[event.seat]
                assert not any(p in lane for p in own), "an own figure was passed in the goal"


def play_random(rules: Rules, seats: tuple[int, ...], seed: int) -> Game:
    game = Game(Setup.of(seats, rules))
    dice, player = SeededChance(seed), RandomPlayer(seed + 1)
    while not game.over:
        assert len(game.commands) < 30_000, "the game must end"
        before = game.position
        if before.phase is Phase.MOVE:
            events = game.apply(player.choose(before, game.legal_moves()))
        else:
            events = game.draw(dice)
        check_invariants(before, game.position, list(events))
    return game


@settings(max_examples=60, deadline=None)
@given(rules=rules_strategy, seats=st.sampled_from(SEATINGS), seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant_and_end(
    rules: Rules, seats: tuple[int, ...], seed: int
) -> None:
    game = play_random(rules, seats, seed)
    assert game.position.phase is Phase.OVER
    ranking = game.position_ranking()
    assert {s for s, _ in ranking} == set(seats)
    assert ranking[0][1] == 1 and ranking[0][0] in game.position.finished


@settings(max_examples=25, deadline=None)
@given(rules=rules_strategy, seats=st.sampled_from(SEATINGS), seed=st.integers(0, 2**32))
def test_replay_and_notation_reproduce_every_position(
    rules: Rules, seats: tuple[int, ...], seed: int
) -> None:
    game = play_random(rules, seats, seed)
    again = Game.replay(game.setup, game.commands)
    assert again.positions == game.positions
    for position in game.positions[:: max(1, len(game.positions) // 50)]:
        assert parse_position(format_position(position)) == position


HASH_SCRIPT = """
import json, sys
from core.game import Game
from core.setup import Setup
from core.players import RandomPlayer
from core.position import Phase
from core.chance import SeededChance
game = Game(Setup())
dice, player = SeededChance(99), RandomPlayer(7)
hashes = []
while not game.over and len(hashes) < 400:
    if game.position.phase is Phase.MOVE:
        game.apply(player.choose(game.position, game.legal_moves()))
    else:
        game.draw(dice)
    hashes.append(game.position.state_hash())
print(json.dumps(hashes))
"""


def test_state_hash_is_equal_in_two_processes() -> None:
    runs = [
        subprocess.run(
            [sys.executable, "-c", HASH_SCRIPT],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": str(salt), "PATH": ""},
        ).stdout
        for salt in (1, 2)
    ]
    first, second = (json.loads(r) for r in runs)
    assert first == second and len(first) == 400
    assert len(set(first)) > 300, "hashes must tell positions apart"
