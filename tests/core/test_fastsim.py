"""The batched simulator agrees with the rich API move for move, and reports like it.

Every agreement test runs with the railway (GAME.md 4.2) on and off: the traced games are
replayed through :class:`core.game.Game`, the train's interval draws included, and the rich
position after every command must be the fast path's.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core.board
import core.cli.simulate
from core.board import GOAL_START
from core.chance import ChanceKind, Draw, Roll
from core.cli.main import main as cli_main
from core.fastsim import (
    PASS_KEY,
    TraceRecord,
    TraceStep,
    TrainDraw,
    play_batch,
    simulate_random,
    supports,
)
from core.game import Game
from core.happenings import TrainPassed
from core.position import TRAIN_HIGH, TRAIN_LOW, Phase
from core.rules import Rules
from core.setup import Setup
from core.simulate import SEATS_FOR, SimulationReport, seat_assignment

OPTION_SETS = [
    Rules(forced_capture=fc, jump_in_goal=jg, one_figure_out=one)
    for fc, jg, one in itertools.product((True, False), repeat=3)
]
RAILWAY = pytest.mark.parametrize("railway", [False, True], ids=["rw0", "rw1"])

Hit = tuple[int, int, int]
# The rich path with the railway, four random players: ``madn simulate --players
# random,random,random,random --rich --json`` with --games 2000 --seed 7 (790.975 rolls per
# game, wins 460, 571, 459, 510) and --games 6000 --seed 8 (785.832; 1410, 1675, 1351, 1564).
RICH_GAMES = 8000
RICH_ROLLS = (2000 * 790.975 + 6000 * 785.832) / RICH_GAMES
RICH_WINS = (460 + 1410, 571 + 1675, 459 + 1351, 510 + 1564)


def replay(
    rules: Rules, seats: tuple[int, ...], records: Sequence[TraceRecord], winner: int
) -> list[tuple[TrainDraw, TraceStep | None]]:
    """Replay a recorded fast-path game through core.game.Game, checking every command.

    Returns each train draw with the step right before it (``None`` for the first draw)."""
    game = Game(Setup.of(seats, rules))
    assert records, "the traced game recorded nothing"
    draws: list[tuple[TrainDraw, TraceStep | None]] = []
    previous: TraceStep | None = None
    passed: tuple[Hit, ...] | None = None  # the rich train's hits after the last move
    for number, record in enumerate(records):
        where = f"record {number}"
        position = game.position
        if isinstance(record, TrainDraw):
            # The rich game waits for the interval exactly where the fast path drew one: at
            # the start, and right after a train with the same hits.
            assert rules.railway, where
            assert position.phase is Phase.TRAIN, where
            assert (previous is None) == (number == 0), where
            assert record.hits == (passed if previous is not None else ()), where
            assert TRAIN_LOW <= record.interval <= TRAIN_HIGH, where
            game.apply(Draw(ChanceKind.TRAIN, record.interval))
            after = game.position
            assert after.phase is Phase.ROLL, where
            assert after.figures == position.figures, where
            assert after.turn == record.turn, where
            assert after.rolls_left == record.rolls_left, where
            assert after.train == record.interval, where
            draws.append((record, previous))
            passed = None
            continue
        step = record
        assert position.phase is Phase.ROLL, where
        assert position.turn == step.seat, where
        game.apply(Roll.of(step.pips))
        moves = game.legal_moves()
        rich_keys = sorted((m.figure, m.target) for m in moves)
        assert rich_keys == sorted(step.legal), where  # (a) the same legal moves
        chosen = [m for m in moves if (m.figure, m.target) == step.move]
        assert len(chosen) == 1, where
        events = game.apply(chosen[0])
        trains = [e.hits for e in events if isinstance(e, TrainPassed)]
        assert len(trains) <= 1, where
        passed = trains[0] if trains else None
        after = game.position
        # (b) the same position: every figure, the player to move, the rolls left, the train
        assert after.figures == step.figures, where
        assert (after.phase is Phase.OVER) == step.over, where
        assert after.train == step.train, where
        if not step.over:
            assert after.turn == step.turn, where
            assert after.rolls_left == step.rolls_left, where
        previous = step
    # (c) the same result: the game is over after the last step, with the same winner
    assert game.over
    first = [seat for seat, place in game.position_ranking() if place == 1]
    assert first == [winner]
    return draws


def steps_of(records: Sequence[TraceRecord]) -> list[TraceStep]:
    return [r for r in records if isinstance(r, TraceStep)]


def hits_of(draws: Sequence[tuple[TrainDraw, TraceStep | None]]) -> list[Hit]:
    return [hit for draw, _ in draws for hit in draw.hits]


@RAILWAY
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "options",
    OPTION_SETS,
    ids=lambda r: f"fc{r.forced_capture:d}jg{r.jump_in_goal:d}one{r.one_figure_out:d}",
)
def test_fast_path_agrees_with_rich_api(players: int, options: Rules, railway: bool) -> None:
    rules = options.with_options(railway=railway)
    games = 40
    traced = (0, 7, 13, 39)
    seed = 1000 * players + 4 * rules.forced_capture + 2 * rules.jump_in_goal + rules.one_figure_out
    seed += 100 * railway
    # A small batch forces finished games to be replaced, so refilled rows are traced too.
    result = play_batch(players, rules, games, seed, batch=16, trace=traced)
    seats = SEATS_FOR[players]
    trains = 0
    for gid in traced:
        records = result.traces[gid]
        assert len(steps_of(records)) == result.rolls[gid]
        trains += len(replay(rules, seats, records, int(result.winners[gid]))) - railway
    # With the railway the train passed in these games (no vacuous agreement), else never.
    assert (trains > 0) == railway


@RAILWAY
@pytest.mark.parametrize("figures", [1, 2, 3, 6])
def test_other_figure_counts_agree(figures: int, railway: bool) -> None:
    for jump in (False, True):
        rules = Rules(figures=figures, jump_in_goal=jump, railway=railway)
        seed = figures * 7 + jump + 50 * railway
        result = play_batch(4, rules, 12, seed, batch=5, trace=tuple(range(12)))
        for gid in range(12):
            replay(rules, SEATS_FOR[4], result.traces[gid], int(result.winners[gid]))


@settings(max_examples=25, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    forced_capture=st.booleans(),
    jump_in_goal=st.booleans(),
    one_figure_out=st.booleans(),
    railway=st.booleans(),
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
    railway: bool,
    figures: int,
    games: int,
    batch: int,
    seed: int,
) -> None:
    rules = Rules(forced_capture, jump_in_goal, one_figure_out, railway=railway, figures=figures)
    result = play_batch(players, rules, games, seed, batch=batch, trace=tuple(range(games)))
    for gid in range(games):
        replay(rules, SEATS_FOR[players], result.traces[gid], int(result.winners[gid]))


def test_the_train_fires_and_sends_figures_home() -> None:
    """The railway's agreement is not vacuous: in traced games the train passes after 2..5
    table rounds, sends figures home from both crossings, and the next player's rolls are
    counted after it (a player left with no figure on the ring gets three tries)."""
    rules = Rules()
    games = 24
    result = play_batch(4, rules, games, 21, batch=7, trace=tuple(range(games)))
    hits: list[Hit] = []
    draws = 0
    three_tries_after_train = 0
    for gid in range(games):
        records = result.traces[gid]
        assert isinstance(records[0], TrainDraw) and records[0].hits == ()
        seen = replay(rules, SEATS_FOR[4], records, int(result.winners[gid]))
        draws += len(seen) - 1
        hits += hits_of(seen)
        for draw, before in seen:
            if before is None:
                continue
            assert draw.turn == SEATS_FOR[4][0]  # the opener's turn is next
            # Three tries only because the train took the opener's ring figures.
            if draw.rolls_left == 3 and any(s == 0 and p < GOAL_START for s, _, p in draw.hits):
                three_tries_after_train += 1
    rounds = sum(len(steps_of(r)) for r in result.traces.values()) / 4  # rough, for the bound
    assert draws > 0 and draws < rounds
    # The intervals are uniform over 2..5 table rounds.
    intervals = [
        r.interval for rs in result.traces.values() for r in rs if isinstance(r, TrainDraw)
    ]
    counts = np.bincount(intervals, minlength=TRAIN_HIGH + 1)[TRAIN_LOW:]
    expected = len(intervals) / len(counts)
    assert len(counts) == TRAIN_HIGH - TRAIN_LOW + 1
    assert (abs(counts - expected) < 4 * (expected * 0.75) ** 0.5).all(), counts
    fields = {core.board.ring_field(seat, progress) for seat, _, progress in hits}
    assert fields == set(core.board.CROSSINGS)
    assert {seat for seat, _, _ in hits} == set(SEATS_FOR[4])
    assert three_tries_after_train > 0


def test_another_track_is_followed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Crossings and goal fields under the track come from core.board: with a track over three
    ring fields and deeper goal fields (which can be unsafe), both paths still agree and the
    train sends goal figures home, safe ones never."""
    monkeypatch.setattr(core.board, "CROSSINGS", (5, 13, 35))
    track = ((0, 0), (0, 1), (1, 2), (2, 1), (2, 3), (3, 3), (3, 3))
    monkeypatch.setattr(core.board, "TRACK_GOAL", track)
    goal_hits: list[Hit] = []
    for players in (2, 3, 4):
        rules = Rules(figures=4)
        result = play_batch(players, rules, 16, 5 + players, batch=6, trace=tuple(range(16)))
        for gid in range(16):
            seen = replay(rules, SEATS_FOR[players], result.traces[gid], int(result.winners[gid]))
            goal_hits += [h for h in hits_of(seen) if h[2] >= core.board.GOAL_START]
    depths = {(seat, core.board.depth(p, 4)) for seat, _, p in goal_hits}
    assert depths and depths <= set(track)
    assert (0, 0) not in depths  # the innermost field is always safe


def test_replay_detects_divergence() -> None:
    """The agreement check is not vacuous: a tampered trace fails it."""
    rules = Rules()
    result = play_batch(4, rules, 8, 5, trace=tuple(range(8)))
    # A game in which the train sent somebody home.
    gid = next(
        g
        for g, records in result.traces.items()
        if any(isinstance(r, TrainDraw) and r.hits for r in records)
    )
    records = result.traces[gid]
    winner = int(result.winners[gid])
    replay(rules, SEATS_FOR[4], records, winner)

    def fails(index: int, record: TraceRecord) -> None:
        with pytest.raises(AssertionError):
            replay(rules, SEATS_FOR[4], [*records[:index], record, *records[index + 1 :]], winner)

    index, step = next(
        (i, s) for i, s in enumerate(records) if isinstance(s, TraceStep) and len(s.legal) > 1
    )
    fails(index, dataclasses.replace(step, legal=step.legal[1:]))
    index, step = next(
        (i, s) for i, s in enumerate(records) if isinstance(s, TraceStep) and s.move != PASS_KEY
    )
    wrong = tuple(tuple(p + 1 if p >= 0 else p for p in row) for row in step.figures)
    fails(index, dataclasses.replace(step, figures=wrong))
    fails(index, dataclasses.replace(step, train=step.train + 1))
    # The train: a different interval, a missed hit, a wrong count of tries after it.
    index, draw = next((i, d) for i, d in enumerate(records) if isinstance(d, TrainDraw) and d.hits)
    other = TRAIN_LOW + (draw.interval - TRAIN_LOW + 1) % (TRAIN_HIGH - TRAIN_LOW + 1)
    fails(index, dataclasses.replace(draw, interval=other))
    fails(index, dataclasses.replace(draw, hits=draw.hits[1:]))
    fails(index, dataclasses.replace(draw, rolls_left=4 - draw.rolls_left))
    with pytest.raises(AssertionError):  # a train draw the rich game does not wait for
        replay(rules, SEATS_FOR[4], [*records[:index], *records[index + 1 :]], winner)


@RAILWAY
def test_every_game_ends_and_batches_do_not_matter_for_counts(railway: bool) -> None:
    rules = Rules(railway=railway)
    result = play_batch(4, rules, 300, 3, batch=64)
    assert (result.winners >= 0).all()
    assert (result.rolls > 0).all()
    again = play_batch(4, rules, 300, 3, batch=64)
    assert np.array_equal(result.winners, again.winners)
    assert np.array_equal(result.rolls, again.rolls)


def test_unsupported_options_fall_back_to_rich_path() -> None:
    for railway in (False, True):
        assert supports(Rules(railway=railway))
        for option in ("roll_off", "play_on", "penalties"):
            rules = Rules(railway=railway).with_options(**{option: True})
            assert not supports(rules)
            assert simulate_random(4, 10, 1, rules) is None
            with pytest.raises(ValueError):
                play_batch(4, rules, 1, 1)
        assert simulate_random(4, 10, 1, Rules(railway=railway)) is not None


@RAILWAY
@pytest.mark.parametrize("players", [2, 3, 4])
def test_report_counts_wins_per_player_with_rotation(players: int, railway: bool) -> None:
    games, seed = 200, 11
    rules = Rules(railway=railway)
    for rotate in (False, True):
        report = simulate_random(players, games, seed, rules, rotate=rotate)
        assert report is not None
        assert report.games == games and sum(report.wins) == games
        assert report.players == ["random"] * players
        result = play_batch(players, rules, games, seed)
        expected = [0] * players
        for index in range(games):
            seats = seat_assignment(players, index, rotate)
            expected[seats.index(int(result.winners[index]))] += 1
        assert report.wins == expected
        assert report.rolls == int(result.rolls.sum())


def test_statistics_match_the_rich_path() -> None:
    """Without the railway, rolls per game and the first player's edge agree with known
    rich-path figures of the classic game."""
    report = simulate_random(4, 4000, 2, Rules(railway=False))
    assert report is not None
    rolls = report.rolls / report.games
    assert 690 < rolls < 750  # the rich path: 713.8 rolls per game over 400 games
    share = report.wins[0] / report.games
    assert 0.21 < share < 0.32


def test_statistics_with_the_railway_match_the_rich_path() -> None:
    """With the railway, rolls per game and the win shares (the first player's and every
    other seat's: the track makes them unequal) agree with the rich path's, and the train
    makes games longer than the classic game's."""
    games = 8000
    report = simulate_random(4, games, 3, Rules())
    classic = simulate_random(4, games, 3, Rules(railway=False))
    assert report is not None and classic is not None
    rolls = report.rolls / games
    # Four standard errors of the difference (rolls per game vary by about 223).
    assert abs(rolls - RICH_ROLLS) < 4 * 223 * (1 / games + 1 / RICH_GAMES) ** 0.5
    assert rolls - classic.rolls / games > 40  # 787 against 717
    for seat, wins in enumerate(report.wins):
        rich = RICH_WINS[seat] / RICH_GAMES
        error = (rich * (1 - rich) * (1 / games + 1 / RICH_GAMES)) ** 0.5
        assert abs(wins / games - rich) < 4 * error, seat


def _fail_rich(*args: object, **kwargs: object) -> SimulationReport:
    raise AssertionError("the rich path ran")


@pytest.mark.parametrize("rules", ["jump_in_goal=true", "classic", "railway=false"])
def test_command_line_uses_the_fast_path(
    rules: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(core.cli.simulate, "simulate", _fail_rich)
    argv = ["simulate", "--players", "random,random,random", "--games", "60", "--json"]
    assert cli_main([*argv, "--rotate", "--rules", rules]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 60 and sum(summary["wins"]) == 60


def test_command_line_falls_back_for_unsupported_rules(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[Rules] = []

    def rich(names: list[str], games: int, seed: int, rules: Rules, *rest: object) -> object:
        calls.append(rules)
        return SimulationReport(list(names), games, [games, 0], 10 * games, 1.0)

    monkeypatch.setattr(core.cli.simulate, "simulate", rich)
    argv = ["simulate", "--players", "random,random", "--games", "5", "--rules", "play_on=true"]
    assert cli_main(argv) == 0
    assert len(calls) == 1 and calls[0].play_on
    capsys.readouterr()
