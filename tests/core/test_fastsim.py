"""The batched simulator agrees with the rich API move for move, and reports like it."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core.simulate_cli
from core.cli import main as cli_main
from core.engine import Roll
from core.fastsim import PASS_KEY, TraceStep, play_batch, simulate_random, supports
from core.game import Game
from core.position import Phase
from core.rules import Rules
from core.setup import Setup
from core.simulate import SEATS_FOR, SimulationReport, seat_assignment

OPTION_SETS = [
    Rules(forced_capture=fc, jump_in_goal=jg, one_figure_out=one)
    for fc, jg, one in itertools.product((True, False), repeat=3)
]


def replay(rules: Rules, seats: tuple[int, ...], steps: list[TraceStep], winner: int) -> None:
    """Replay a recorded fast-path game through core.game.Game, checking every step."""
    game = Game(Setup.of(seats), rules)
    assert steps, "the traced game recorded no steps"
    for number, step in enumerate(steps):
        where = f"step {number}"
        position = game.position
        assert position.phase is Phase.ROLL, where
        assert position.turn == step.seat, where
        game.apply(Roll.of(step.pips))
        moves = game.legal_moves()
        rich_keys = sorted((m.figure, m.target) for m in moves)
        assert rich_keys == sorted(step.legal), where  # (a) the same legal moves
        chosen = [m for m in moves if (m.figure, m.target) == step.move]
        assert len(chosen) == 1, where
        game.apply(chosen[0])
        after = game.position
        # (b) the same position: every figure, the player to move and the rolls left
        assert after.figures == step.figures, where
        assert (after.phase is Phase.OVER) == step.over, where
        if not step.over:
            assert after.turn == step.turn, where
            assert after.rolls_left == step.rolls_left, where
    # (c) the same result: the game is over after the last step, with the same winner
    assert game.over
    first = [seat for seat, place in game.position_ranking() if place == 1]
    assert first == [winner]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "rules",
    OPTION_SETS,
    ids=lambda r: f"fc{r.forced_capture:d}jg{r.jump_in_goal:d}one{r.one_figure_out:d}",
)
def test_fast_path_agrees_with_rich_api(players: int, rules: Rules) -> None:
    games = 40
    traced = (0, 7, 13, 39)
    seed = 1000 * players + 4 * rules.forced_capture + 2 * rules.jump_in_goal + rules.one_figure_out
    # A small batch forces finished games to be replaced, so refilled rows are traced too.
    result = play_batch(players, rules, games, seed, batch=16, trace=traced)
    seats = SEATS_FOR[players]
    for gid in traced:
        steps = result.traces[gid]
        assert len(steps) == result.rolls[gid]
        replay(rules, seats, steps, int(result.winners[gid]))


@pytest.mark.parametrize("figures", [1, 2, 3, 6])
def test_other_figure_counts_agree(figures: int) -> None:
    for jump in (False, True):
        rules = Rules(figures=figures, jump_in_goal=jump)
        result = play_batch(4, rules, 12, figures * 7 + jump, batch=5, trace=tuple(range(12)))
        for gid in range(12):
            replay(rules, SEATS_FOR[4], result.traces[gid], int(result.winners[gid]))


@settings(max_examples=25, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    forced_capture=st.booleans(),
    jump_in_goal=st.booleans(),
    one_figure_out=st.booleans(),
    figures=st.integers(1, 5),
    games=st.integers(1, 4),
    batch=st.integers(1, 3),
    seed=st.integers(-(2**63), 2**64),
)
def test_any_options_agree(
    players: int,
    forced_capture: bool,
    jump_in_goal: bool,
    one_figure_out: bool,
    figures: int,
    games: int,
    batch: int,
    seed: int,
) -> None:
    rules = Rules(forced_capture, jump_in_goal, one_figure_out, figures=figures)
    result = play_batch(players, rules, games, seed, batch=batch, trace=tuple(range(games)))
    for gid in range(games):
        replay(rules, SEATS_FOR[players], result.traces[gid], int(result.winners[gid]))


def test_replay_detects_divergence() -> None:
    """The agreement check is not vacuous: a tampered trace fails it."""
    rules = Rules()
    result = play_batch(4, rules, 1, 5, trace=(0,))
    steps = result.traces[0]
    replay(rules, SEATS_FOR[4], steps, int(result.winners[0]))
    index = next(i for i, s in enumerate(steps) if len(s.legal) > 1)
    step = steps[index]
    tampered = TraceStep(
        step.seat,
        step.pips,
        step.legal[1:],
        step.move,
        step.figures,
        step.turn,
        step.rolls_left,
        step.over,
    )
    with pytest.raises(AssertionError):
        replay(rules, SEATS_FOR[4], [*steps[:index], tampered, *steps[index + 1 :]], 0)
    moved = next(i for i, s in enumerate(steps) if s.move != PASS_KEY)
    step = steps[moved]
    wrong = tuple(tuple(p + 1 if p >= 0 else p for p in row) for row in step.figures)
    tampered = TraceStep(
        step.seat, step.pips, step.legal, step.move, wrong, step.turn, step.rolls_left, step.over
    )
    with pytest.raises(AssertionError):
        replay(rules, SEATS_FOR[4], [*steps[:moved], tampered, *steps[moved + 1 :]], 0)


def test_every_game_ends_and_batches_do_not_matter_for_counts() -> None:
    result = play_batch(4, Rules(), 300, 3, batch=64)
    assert (result.winners >= 0).all()
    assert (result.rolls > 0).all()
    again = play_batch(4, Rules(), 300, 3, batch=64)
    assert np.array_equal(result.winners, again.winners)
    assert np.array_equal(result.rolls, again.rolls)


def test_unsupported_options_fall_back_to_rich_path() -> None:
    for option in ("roll_off", "play_on", "penalties"):
        rules = Rules().with_options(**{option: True})
        assert not supports(rules)
        assert simulate_random(4, 10, 1, rules) is None
    assert simulate_random(4, 10, 1, Rules()) is not None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_report_counts_wins_per_player_with_rotation(players: int) -> None:
    games, seed = 200, 11
    for rotate in (False, True):
        report = simulate_random(players, games, seed, Rules(), rotate=rotate)
        assert report is not None
        assert report.games == games and sum(report.wins) == games
        assert report.players == ["random"] * players
        result = play_batch(players, Rules(), games, seed)
        expected = [0] * players
        for index in range(games):
            seats = seat_assignment(players, index, rotate)
            expected[seats.index(int(result.winners[index]))] += 1
        assert report.wins == expected
        assert report.rolls == int(result.rolls.sum())


def test_statistics_match_the_rich_path() -> None:
    """Rolls per game and the first player's edge agree with known rich-path figures."""
    report = simulate_random(4, 4000, 2, Rules())
    assert report is not None
    rolls = report.rolls / report.games
    assert 690 < rolls < 750  # the rich path: 713.8 rolls per game over 400 games
    share = report.wins[0] / report.games
    assert 0.21 < share < 0.32


def _fail_rich(*args: object, **kwargs: object) -> SimulationReport:
    raise AssertionError("the rich path ran")


def test_command_line_uses_the_fast_path(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(core.simulate_cli, "simulate", _fail_rich)
    argv = ["simulate", "--players", "random,random,random", "--games", "60", "--json"]
    assert cli_main([*argv, "--rotate", "--rules", "jump_in_goal=true"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 60 and sum(summary["wins"]) == 60


def test_command_line_falls_back_for_unsupported_rules(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[Rules] = []

    def rich(names: list[str], games: int, seed: int, rules: Rules, *rest: object) -> object:
        calls.append(rules)
        return SimulationReport(list(names), games, [games, 0], 10 * games, 1.0)

    monkeypatch.setattr(core.simulate_cli, "simulate", rich)
    argv = ["simulate", "--players", "random,random", "--games", "5", "--rules", "play_on=true"]
    assert cli_main(argv) == 0
    assert len(calls) == 1 and calls[0].play_on
    capsys.readouterr()
