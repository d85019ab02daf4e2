"""tools/ai_headroom.py: the batched greedy rule, loading positions, the unbiased gain."""

from __future__ import annotations

import re

import numpy as np
import pytest

from core.ai import warm_up
from core.fastsim import _Batch
from core.moves import legal_moves
from core.position import Phase, initial_position
from core.rules import Rules
from tools.ai_headroom import GreedyBatch, gains, load, main, option_values

from .conftest import decision_positions


def _wins(greedy: list[bool], games: int = 800) -> np.ndarray:
    batch = GreedyBatch(
        (0, 1, 2, 3),
        Rules(),
        games,
        games,
        np.random.default_rng(5),
        set(),
        greedy=np.array(greedy),
    )
    batch.run()
    return np.bincount(batch.winners, minlength=4) / games


def test_the_greedy_rule_beats_random_players_and_random_is_the_default() -> None:
    alone = _wins([True, False, False, False])
    assert alone[0] > 0.45 and alone[1:].max() < 0.25, alone
    everyone_random = _wins([False] * 4)
    assert everyone_random.max() < 0.32, everyone_random


def test_a_loaded_start_position_is_the_fresh_start() -> None:
    fresh = _Batch((0, 1, 2, 3), Rules(), 4, 4, np.random.default_rng(1), set())
    loaded = _Batch((0, 1, 2, 3), Rules(), 4, 4, np.random.default_rng(1), set())
    loaded.P[:] = 0
    loaded.SUM[:] = 0
    load(loaded, slice(0, 4), initial_position(Rules(), (0, 1, 2, 3)))
    for name in ("P", "B", "SUM", "turn", "left"):
        assert np.array_equal(getattr(loaded, name), getattr(fresh, name)), name


def test_a_loaded_position_puts_ring_figures_on_their_fields() -> None:
    position = initial_position(Rules(), (0, 1, 2, 3)).with_figure(1, 2, 5).with_figure(3, 0, 39)
    batch = _Batch((0, 1, 2, 3), Rules(), 2, 2, np.random.default_rng(1), set())
    load(batch, slice(0, 2), position)
    block = batch.t.block
    assert batch.B[0, 15] == 1 * block + 2 + 1  # seat 1 starts at field 10
    assert batch.B[0, (30 + 39) % 40] == 3 * block + 0 + 1
    assert np.count_nonzero(batch.B[0]) == 2 and batch.P[1, block + 2] == 5


@pytest.mark.parametrize("greedy_opponents", [False, True])
def test_option_values_come_in_two_halves_of_win_shares(greedy_opponents: bool) -> None:
    warm_up(Rules(), (0, 1, 2, 3))
    position = next(iter(decision_positions(Rules(), (0, 1, 2, 3), seed=11, limit=1)))
    assert position.phase is Phase.MOVE
    options = [m for m in legal_moves(position) if m.breaks is None]
    values = option_values(
        position, options, 40, np.random.default_rng(2), greedy_opponents=greedy_opponents
    )
    assert values is not None and values.shape == (2, len(options))
    assert ((values >= 0) & (values <= 1)).all()


def test_the_gain_is_judged_by_the_other_half() -> None:
    # Half A prefers option 1, half B option 0; the strong choice was option 0.
    found = [(np.array([[0.40, 0.50], [0.45, 0.41]]), 0)]
    # Picked by A (option 1), judged by B: 0.41 - 0.45; picked by B (option 0): 0.
    assert gains(found) == pytest.approx([-0.04, 0.0])


def test_the_tool_runs_end_to_end(capsys: pytest.CaptureFixture[str]) -> None:
    # Two games of seed 3 sample well over one decision (19 when measured), so the run must
    # succeed and print its three result lines; the counts themselves depend on the strong
    # level's time budget and are not pinned.
    warm_up(Rules(), (0, 1, 2, 3))
    assert main(["--games", "2", "--rollouts", "8", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3, lines
    decisions = re.fullmatch(r"(\d+) decisions, 8 rollouts per option \(\d+ s\)", lines[0])
    assert decisions is not None and int(decisions.group(1)) >= 2, lines[0]
    spread = re.fullmatch(r"best minus worst option: (\d+\.\d\d) % on average", lines[1])
    assert spread is not None and 0.0 <= float(spread.group(1)) <= 100.0, lines[1]
    gain = re.fullmatch(
        r"gain of the rollout choice over the strong level's: ([+-]\d+\.\d{3}) % "
        r"\(± (\d+\.\d{3})\) per decision",
        lines[2],
    )
    assert gain is not None, lines[2]
    assert -100.0 <= float(gain.group(1)) <= 100.0 and float(gain.group(2)) >= 0.0
