"""The normal level's heuristic in constructed positions."""

from __future__ import annotations

from core.ai import NormalPlayer, StrongPlayer
from core.ai.evaluation import Weights
from core.moves import legal_moves
from core.notation import parse_position


def choice(text: str, seed: int = 0) -> tuple[int, int]:
    position = parse_position(text)
    move = NormalPlayer(seed).choose(position, legal_moves(position))
    return (move.figure, move.target)


def test_normal_captures_when_capture_is_optional() -> None:
    # Forced capture off: red's figure at 5 can capture green on ring field 8 (green progress 28)
    # with a 3, or move its figure at 20 instead.
    text = "MADN1 f=5,20,H,H/-/28,H,H,H/- turn=0 phase=move die=3 rolls=0 rules=-"
    position = parse_position(text)
    assert len(legal_moves(position)) == 2
    for seed in range(10):
        assert choice(text, seed) == (0, 8)


def test_normal_enters_the_goal_when_it_can() -> None:
    # Red's figure at 37 enters the goal lane (G3) with a 5; the other figure would just run.
    text = "MADN1 f=37,12,H,H/-/25,H,H,H/- turn=0 phase=move die=5 rolls=0 rules=fc"
    for seed in range(10):
        assert choice(text, seed) == (0, 42)


def test_normal_moves_deep_into_the_goal_lane() -> None:
    # With a 3 the figure on G1 can move to G4, freeing the lane; the ring figure is safe anyway.
    text = "MADN1 f=G1,12,H,H/-/H,H,H,H/- turn=0 phase=move die=3 rolls=0 rules=fc"
    assert choice(text) == (0, 43)


def test_normal_runs_from_danger() -> None:
    # Red's figure at 12 has a green figure two fields behind (ring field 10 = green progress 30);
    # the red figure at 2 has nobody behind it. With a 5 the endangered figure runs out of reach.
    text = "MADN1 f=2,12,H,H/-/30,H,H,H/- turn=0 phase=move die=5 rolls=0 rules=fc"
    assert choice(text) == (1, 17)


def test_strong_captures_a_figure_that_would_run_home() -> None:
    quick = Weights(hazard=0.0)
    text = "MADN1 f=5,20,H,H/-/28,H,H,H/- turn=0 phase=move die=3 rolls=0 rules=-"
    capture = parse_position(text)
    assert StrongPlayer(0, weights=quick).choose(capture, legal_moves(capture)).key == (0, 8, ())
