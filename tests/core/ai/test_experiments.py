"""The experiment variants of tools/ai_experiments.py stay runnable and keep every duty."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from core.ai import warm_up
from core.ai.strong import StrongPlayer, board_for
from core.moves import legal_moves
from core.rules import Rules
from tools.ai_experiments import SoftmaxStrong, factory, main
from tools.ai_value_fit import (
    NAMES,
    TACTICAL,
    fit_logistic,
    fit_mlp,
    log_loss,
    mlp_loss,
    record,
)

from .conftest import decision_positions

VARIANTS = ["strong", "softmax:10", "weights:rival=0.2", "reply:random", "reply:best", "blend:0.1"]


@pytest.mark.parametrize("variant", [*VARIANTS, "rollouts:4", "grollouts:4"])
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


def test_the_logistic_fit_recovers_known_weights() -> None:
    rng = np.random.default_rng(3)
    x = rng.normal(size=(20_000, 3))
    truth = np.array([0.4, 1.0, -0.5, 0.0])
    y = (rng.random(len(x)) < 1.0 / (1.0 + np.exp(-(truth[0] + x @ truth[1:])))).astype(float)
    w = fit_logistic(x, y)
    assert np.allclose(w, truth, atol=0.08), w
    assert log_loss(w, x, y) < log_loss(np.zeros(4), x, y)


def test_one_recorded_game_labels_every_move_of_the_strong_seat_alike() -> None:
    warm_up(Rules(), (0, 1, 2, 3))
    x, y, ids = record((5, 1, "random"))
    assert x.shape[1] == len(NAMES) + len(TACTICAL) and len(x) > 20
    assert len(set(y.tolist())) == 1 and len(set(ids.tolist())) == 1
    assert (x[:, 0] > 0).all() and (x[:, 4] <= x[:, 1:4].max(axis=1)).all()


def test_the_logistic_variant_plays_dutiful_moves(tmp_path: Path) -> None:
    warm_up(Rules(), (0, 1, 2, 3))
    model = tmp_path / "value.npz"
    np.savez(model, mu=np.zeros(5), sd=np.ones(5), w=np.array([0.5, 0.01, 0.1, 0.1, 0.1, 0.3]))
    player = factory(f"logistic:{model}")(5)
    for position in decision_positions(Rules(), (0, 1, 2, 3), seed=11, limit=6):
        moves = legal_moves(position)
        move = player.choose(position, moves)
        assert move in moves and move.breaks is None


def test_the_small_network_learns_a_nonlinear_chance() -> None:
    """Where the chance depends on |x| (no line can show it), the network beats the base rate."""
    rng = np.random.default_rng(4)
    x = rng.normal(size=(8_000, 2))
    y = (rng.random(len(x)) < np.where(np.abs(x[:, 0]) > 1.0, 0.9, 0.2)).astype(float)
    network = fit_mlp(x, y, epochs=4)
    base = float(y.mean())
    constant = -np.mean(y * np.log(base) + (1 - y) * np.log(1 - base))
    assert mlp_loss(network, x, y) < constant - 0.1


def test_the_network_variant_plays_dutiful_moves(tmp_path: Path) -> None:
    warm_up(Rules(), (0, 1, 2, 3))
    size = len(NAMES) + len(TACTICAL)
    rng = np.random.default_rng(1)
    model = tmp_path / "network.npz"
    params = {"p0": rng.normal(size=(size, 4)), "p1": np.zeros(4)}
    params |= {"p2": rng.normal(size=4), "p3": np.zeros(1)}
    np.savez(model, mu=np.zeros(size), sd=np.ones(size), **params)
    player = factory(f"network:{model}")(5)
    for position in decision_positions(Rules(), (0, 1, 2, 3), seed=11, limit=6):
        moves = legal_moves(position)
        move = player.choose(position, moves)
        assert move in moves and move.breaks is None
