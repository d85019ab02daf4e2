"""The AI's contract with the app: seeded repeatability, cancellation, worker threads."""

from __future__ import annotations

import threading

import pytest

from core.ai import EasyPlayer, NormalPlayer, StrongPlayer
from core.ai.base import TIE, AiPlayer, figures_after
from core.ai.evaluation import Weights, evaluate
from core.ai.strong import facts_of
from core.moves import Move, dutiful_moves, legal_moves
from core.position import Position
from core.rules import Rules
from tests.core.ai.conftest import decision_positions

QUICK = Weights(hazard=0.0)
# Without the railway: these tests are about the search, not the train (test_railway_*.py).
OPEN = Rules(forced_capture=False, railway=False)
POSITIONS = list(decision_positions(OPEN, (0, 1, 2, 3), seed=5, limit=80))


def make(level: str, seed: int) -> AiPlayer:
    if level == "strong":
        return StrongPlayer(seed, weights=QUICK)
    return {"easy": EasyPlayer, "normal": NormalPlayer}[level](seed)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_a_seeded_level_repeats_its_choices(level: str) -> None:
    first, second = make(level, 42), make(level, 42)
    for position in POSITIONS:
        moves = legal_moves(position)
        assert first.choose(position, moves) == second.choose(position, moves)


def test_easy_levels_with_other_seeds_choose_differently_somewhere() -> None:
    a, b = EasyPlayer(1), EasyPlayer(2)
    assert any(a.choose(p, legal_moves(p)) != b.choose(p, legal_moves(p)) for p in POSITIONS)


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_a_cancelled_decision_still_returns_a_dutiful_move(level: str) -> None:
    player = make(level, 3)
    for position in POSITIONS[:30]:
        moves = legal_moves(position)
        chosen = player.choose(position, moves, cancel=lambda: True)
        assert chosen in moves and chosen.breaks is None


def test_strong_asks_cancel_and_stops_searching_at_once() -> None:
    # A 6 with a choice makes the strong level search the further roll, asking cancel each die.
    sixes = [p for p in POSITIONS if p.pips == (6,) and len(legal_moves(p)) > 1]
    assert sixes
    asked = 0

    def cancel() -> bool:
        nonlocal asked
        asked += 1
        return True

    player = StrongPlayer(0, weights=QUICK)
    for position in sixes:
        player.choose(position, legal_moves(position), cancel=cancel)
    # Cancelled before the first die of every move: one question per searched move at most.
    assert 0 < asked <= sum(len(legal_moves(p)) for p in sixes)


# Decisions with a 6 and a real choice, where the strong level searches the further roll; on
# some of them the search changes the choice (checked below), so they tell the two apart.
SIXES = [
    p
    for p in decision_positions(OPEN, (0, 1, 2, 3), seed=6, limit=400)
    if p.pips == (6,) and len(dutiful_moves(p)) > 1
]


def one_ply_best(position: Position) -> list[Move]:
    """The dutiful moves with the best one-ply score, computed here from the evaluation."""
    options = dutiful_moves(position)
    facts, me = facts_of(position), position.turn
    scores = [evaluate(facts, figures_after(position.figures, me, m), me, QUICK) for m in options]
    top = max(scores)
    return [m for score, m in zip(scores, options, strict=True) if score >= top - TIE]


def test_strong_with_no_budget_left_keeps_its_one_ply_choice() -> None:
    no_time = StrongPlayer(0, weights=QUICK, budget=0)
    one_ply = StrongPlayer(0, weights=QUICK, lookahead=False)
    searching = StrongPlayer(0, weights=QUICK, budget=1_000_000)
    searched_differently = 0
    for position in [*POSITIONS, *SIXES]:
        moves = legal_moves(position)
        chosen = no_time.choose(position, moves)
        assert chosen in one_ply_best(position)
        assert chosen == one_ply.choose(position, moves)
        searched_differently += searching.choose(position, moves) != chosen
    # With time the search does choose otherwise somewhere: the test can tell them apart.
    assert searched_differently > 0
    assert len(SIXES) >= 10


def test_levels_run_in_worker_threads() -> None:
    results: dict[int, list[tuple[int, int]]] = {}

    def work(index: int) -> None:
        player = StrongPlayer(9, weights=QUICK)
        results[index] = [player.choose(p, legal_moves(p)).key for p in POSITIONS]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results[0] == results[1] == results[2]


def test_the_two_argument_player_protocol_still_works() -> None:
    position = POSITIONS[0]
    for level in ("easy", "normal", "strong"):
        assert make(level, 1).choose(position, legal_moves(position)).breaks is None
