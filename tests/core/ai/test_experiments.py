"""The experiment variants of tools/ai_experiments.py stay runnable and keep every duty."""

from __future__ import annotations

import pytest

from core.ai import warm_up
from core.ai.strong import StrongPlayer, board_for
from core.moves import legal_moves
from core.rules import Rules
from tools.ai_experiments import SoftmaxStrong, factory, main

from .conftest import decision_positions

VARIANTS = ["strong", "softmax:10", "weights:rival=0.2", "reply:random", "reply:best", "blend:0.1"]


@pytest.mark.parametrize("variant", [*VARIANTS, "rollouts:4"])
def test_each_variant_plays_a_dutiful_offered_move(variant: str) -> None:
    warm_up(Rules(), (0, 1, 2, 3))
    player = factory(variant)(5)
    positions = list(decision_positions(Rules(), (0, 1, 2, 3), seed=11, limit=6))
    assert positions
    for position in positions:
        moves = legal_moves(position)
        move = player.choose(position, moves)
        assert move in moves and move.breaks is None


def test_softmax_scores_differently_from_the_linear_evaluation() -> None:
    warm_up(Rules(), (0, 1, 2, 3))
    position = next(iter(decision_positions(Rules(), (0, 1, 2, 3), seed=3, limit=1)))
    board, me = board_for(position), position.turn
    linear = StrongPlayer(1).score(board, position.figures, me)
    softmax = SoftmaxStrong(1, 5.0).score(board, position.figures, me)
    assert softmax != pytest.approx(linear)


def test_an_unknown_variant_is_a_clear_error() -> None:
    with pytest.raises(SystemExit, match="unknown variant"):
        main(["no-such-variant", "--games", "2"])
