"""Property tests over random event games (GAME.md 4): whatever the wheel, the dice and the
choices, the rules' invariants hold after every command, at every option combination event mode
allows (forced capture, jump in goal, one figure out, roll-off, play on, railway on or off).

After every step: never two figures on one ring field, nor two own figures on one goal field, and
no figure beyond its lane; a goal figure that was safe keeps its field (its depth, as a lane grows
at its entrance) unless its own player moves it; every seat has its starting figures plus its
reinforcements, a knocked-out seat none; a move takes exactly the pips as steps (a path one
step); only a move ending on a star field turns the wheel after it, and only a roll bringing the
counter to 32 before it; nobody knocked out or finished is to act. Every game ends, its ranking
places every seat (the knocked-out last, the last to leave first), the notation reads back every
position, and a sample of records replays in another process to the same final state hash.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from core.actions import Command
from core.board import GOAL_START, RING_SIZE, STAR_FIELDS, ring_field
from core.chance import Dice, Roll, SeededChance
from core.event.construction import DETOUR, SHORTCUT
from core.event.draws import is_safe
from core.event.state import COUNTER_LIMIT, Origin
from core.event.wheel import Event
from core.game import Game
from core.happenings import (
    CounterReset,
    EventApplied,
    Happening,
    Moved,
    RollAgain,
    SeatFinished,
    SeatKnockedOut,
    TrainScheduled,
    TurnStarted,
)
from core.moves import Move
from core.notation import format_position, parse_position
from core.players import RandomPlayer
from core.position import Phase, Position
from core.record import Record, dumps
from core.rules import Rules
from core.setup import Setup
from core.table import Table

ROOT = Path(__file__).resolve().parents[3]
SEATINGS = ((0, 2), (1, 3), (0, 1, 2), (1, 2, 3), (0, 1, 2, 3))
FIGURES = (4, 4, 3, 4, 2, 4, 1, 4)
COMMAND_LIMIT = 40_000  # far above any game seen (a few thousand commands)
# forced capture, jump in goal, one figure out, roll-off, play on, railway
COMBINATIONS = list(itertools.product((False, True), repeat=6))
GAMES_PER_COMBINATION = 12  # 768 games in the default run
MORE_GAMES_PER_COMBINATION = 20  # the slow run: 1,280 more (2,048 in all)
# The notation reads back every position of one two-player game per combination, and every
# 50th position of the others (reading a position back costs as much as ten engine steps).
EVERY_NTH_NOTATION = 50


# Behaviour that contradicts GAME.md 4 / docs/rules.md, each pinned by a strict xfail test. The
# checks below let exactly these signatures pass (and count them) so that the rest of random play
# stays checked; once core is fixed, the xfail test passes, and its entry here is to be removed.
KNOWN_BUGS: dict[str, str] = {}  # none left: the four found were fixed in core
KNOWN_HITS: Counter[str] = Counter()  # how often random play met each (for the report)


def rules_of(combination: tuple[bool, ...], figures: int = 4) -> Rules:
    fc, jg, one, ro, po, rw = combination
    return Rules(
        forced_capture=fc,
        jump_in_goal=jg,
        one_figure_out=one,
        roll_off=ro,
        play_on=po,
        railway=rw,
        event_mode=True,
        figures=figures,
    )


def label(combination: tuple[bool, ...]) -> str:
    return rules_of(combination).flags()


class Invariants:
    """Checks one game step by step and keeps what the checks need across steps."""

    def __init__(self, start: Position) -> None:
        self.start_figures = start.rules.figures
        self.reinforced = dict.fromkeys(start.seats, 0)
        self.left: list[int] = []  # knocked-out seats, in the order they left
        self.six_played = False  # a played roll with a 6 still owes its further roll
        self.train_excuse: str | None = None  # why a counter's special train still waits

    def known(self, bug: str) -> bool:
        assert bug in KNOWN_BUGS
        KNOWN_HITS[bug] += 1
        return True

    def step(
        self, before: Position, command: Command, events: list[Happening], after: Position
    ) -> None:
        for event in events:
            if isinstance(event, EventApplied) and event.event is Event.REINFORCEMENT:
                self.reinforced[event.seat] += 1
            if isinstance(event, SeatKnockedOut):
                self.left.append(event.seat)
        state = after.event_state
        assert state is not None
        assert list(state.out) == self.left
        if after.figures is not before.figures or after.goal_sizes is not before.goal_sizes:
            self._board(after)  # (a step that moves nothing keeps the same tables)
            self._safe_goal_figures(before, events, after)
        self._moves(before, events)
        if isinstance(command, Move) and not command.is_pass:
            self._field_event(before, command, after)
        if isinstance(command, Roll):
            self._counter(before, command, events, after)
        self._further_rolls(before, events, after)
        if not state.train_after_move:
            self.train_excuse = None
        elif any(isinstance(e, SeatKnockedOut) for e in events):
            self.train_excuse = "train of the knocked out"
        if after.phase is Phase.ROLL:
            self._dice(command, events, after)
            self._no_train_waits(command, after)
        if not after.over:
            assert after.turn in after.active_seats, "a knocked-out or finished seat acts"

    def _board(self, after: Position) -> None:
        out = after.event_state.out if after.event_state is not None else ()
        ring: set[int] = set()
        for seat in after.seats:
            row = after.figures[seat]
            if seat in out:
                assert row == (), "a knocked-out seat keeps figures"
                continue
            expected = self.start_figures + self.reinforced[seat]
            assert len(row) == expected, "figures are not conserved"
            assert after.goal_sizes[seat] == expected, "the lane does not fit the figures"
            goal = [p for p in row if p >= GOAL_START]
            assert len(goal) == len(set(goal)), "two own figures on one goal field"
            assert all(-1 <= p <= after.last_progress(seat) for p in row), "beyond the lane"
            for p in row:
                if 0 <= p < RING_SIZE:
                    field = ring_field(seat, p)
                    assert field not in ring, "two figures on one ring field"
                    ring.add(field)

    def _safe_goal_figures(
        self, before: Position, events: list[Happening], after: Position
    ) -> None:
        moved = {(e.seat, e.figure) for e in events if isinstance(e, Moved)}
        out = after.event_state.out if after.event_state is not None else ()
        for seat in before.active_seats:
            if seat in out:
                continue
            row, size = before.figures[seat], before.goal_sizes[seat]
            new_row, new_size = after.figures[seat], after.goal_sizes[seat]
            for figure, progress in enumerate(row):
                if (seat, figure) in moved or not is_safe(row, progress, size):
                    continue
                now = new_row[figure]
                assert now >= GOAL_START, f"safe goal figure {seat}.{figure} left the goal"
                assert size - (progress - GOAL_START) == new_size - (now - GOAL_START), (
                    f"safe goal figure {seat}.{figure} moved"
                )

    def _moves(self, before: Position, events: list[Happening]) -> None:
        for event in events:
            if not isinstance(event, Moved):
                continue
            if event.start < 0:
                assert event.route == (-1, 0) and event.paths == ()
                assert before.pips == (6,) or (len(before.pips) == 2 and before.pips == (6, 6))
                continue
            route = event.route
            assert route[0] == event.start and route[-1] == event.target
            assert len(route) - 1 == sum(before.pips), "a move takes exactly the pips as steps"
            jumps = []
            for a, b in itertools.pairwise(route):
                if b == a + 1:
                    continue
                assert a < RING_SIZE and b < RING_SIZE, "a jump in the goal lane"
                jumps.append(SHORTCUT if b == a + 4 else DETOUR)
                assert b in (a + 4, a - 3), "a jump that is no path"
            assert tuple(jumps) == event.paths

    def _further_rolls(self, before: Position, events: list[Happening], after: Position) -> None:
        """A further roll follows a played roll with a 6, or uses an owed extra roll."""
        assert before.event_state is not None and after.event_state is not None
        owed = before.event_state.extra
        for event in events:
            if isinstance(event, Moved) and 6 in before.pips:
                self.six_played = True
            elif isinstance(event, EventApplied) and event.event is Event.EXTRA_ROLL:
                owed += 1
            elif isinstance(event, (TurnStarted, SeatFinished, SeatKnockedOut)):
                self.six_played = False
                owed = 0
            elif isinstance(event, RollAgain):
                if self.six_played:
                    self.six_played = False
                elif owed == 0 and any(isinstance(e, TrainScheduled) for e in events):
                    assert self.known("six rolls again")
                else:
                    assert owed > 0, "a further roll without a played 6 or an extra roll"
                    assert event.rolls == 1, "an extra roll is a single roll"
                    owed -= 1
        if after.phase in (Phase.ROLL, Phase.MOVE):  # (a turn that ended may leave it stale)
            assert after.event_state.extra == owed

    def _dice(self, command: Command, events: list[Happening], after: Position) -> None:
        """Every roll is made with the dice of the moment (a die change from the next roll)."""
        state = after.event_state
        assert state is not None
        current = Dice(state.sides, 2 if state.two_dice else 1)
        if after.dice != current:
            continues = (
                isinstance(command, Move)
                and command.is_pass
                and not any(isinstance(e, (TurnStarted, RollAgain)) for e in events)
            )
            assert continues and self.known("tries keep the die"), "a roll with the old dice"

    def _no_train_waits(self, command: Command, after: Position) -> None:
        """A counter event's special train passes after the move, before the next roll."""
        state = after.event_state
        assert state is not None
        if not state.train_after_move:
            return
        if self.train_excuse is None and isinstance(command, Move) and command.is_pass:
            self.train_excuse = "train waits for the tries"
        assert self.train_excuse is not None, "a special train still waits at the next roll"
        assert self.known(self.train_excuse)

    def _field_event(self, before: Position, move: Move, after: Position) -> None:
        seat = before.turn
        landed = move.target < RING_SIZE and ring_field(seat, move.target) in STAR_FIELDS
        waits = after.phase is Phase.WHEEL
        assert waits == landed, "a field event comes from the final field of a move alone"
        if waits:
            assert after.event_state is not None and after.event_state.pending is not None
            assert after.event_state.pending.origin is Origin.FIELD

    def _counter(
        self, before: Position, roll: Roll, events: list[Happening], after: Position
    ) -> None:
        seat = before.turn
        assert before.event_state is not None and after.event_state is not None
        if before.phase is Phase.ROLL_OFF:
            assert after.event_state.counters == before.event_state.counters
            return
        total = before.event_state.counters[seat] + sum(roll.pips)
        reset = any(isinstance(e, CounterReset) for e in events)
        assert reset == (total >= COUNTER_LIMIT)
        assert after.event_state.counters[seat] == (0 if reset else total)
        assert (after.phase is Phase.WHEEL) == reset


def play(rules: Rules, seats: tuple[int, ...], seed: int, every: int) -> Game:
    """A random game at a table, checked after every command; every ``every``-th position's
    notation is read back."""
    setup = Setup.of(seats, rules)
    player = RandomPlayer(seed)
    table = Table(setup, SeededChance(seed), players=dict.fromkeys(seats, player))
    game = table.game
    check = Invariants(game.position)
    before = game.position
    while not game.over:
        assert len(game.commands) < COMMAND_LIMIT, "the game must end"
        step = table.step()
        assert step is not None
        after = step.position
        check.step(before, step.command, step.happenings, after)
        if step.index % every == 0:
            assert parse_position(format_position(after)) == after, format_position(after)
        before = after
    places = game.position_ranking()
    assert sorted(s for s, _ in places) == list(seats)
    assert places[0][1] == 1
    assert [s for s, _ in places[len(places) - len(check.left) :]] == check.left[::-1]
    return game


def seeds(index: int, games: int, salt: int) -> list[tuple[tuple[int, ...], int, int]]:
    """(seats, figures, seed) of each game of combination ``index``."""
    return [
        (
            SEATINGS[(index + g) % len(SEATINGS)],
            FIGURES[(index + g) % len(FIGURES)],
            salt * 1_000_003 + index * 1_009 + g,
        )
        for g in range(games)
    ]


@pytest.mark.parametrize("combination", COMBINATIONS, ids=label)
def test_random_event_games_keep_every_invariant_and_end(combination: tuple[bool, ...]) -> None:
    index = COMBINATIONS.index(combination)
    for seats, figures, seed in seeds(index, GAMES_PER_COMBINATION, 1):
        every = 1 if seats == (0, 2) else EVERY_NTH_NOTATION
        play(rules_of(combination, figures), seats, seed, every)


@pytest.mark.slow
@pytest.mark.parametrize("combination", COMBINATIONS, ids=label)
def test_more_random_event_games_keep_every_invariant_and_end(
    combination: tuple[bool, ...],
) -> None:
    index = COMBINATIONS.index(combination)
    for seats, figures, seed in seeds(index, MORE_GAMES_PER_COMBINATION, 2):
        play(rules_of(combination, figures), seats, seed, EVERY_NTH_NOTATION)


REPLAY_SCRIPT = """
import json, sys
from core.record import loads
hashes = [loads(text).replay().position.state_hash() for text in json.load(sys.stdin)]
print(json.dumps(hashes))
"""


def test_records_of_event_games_replay_in_another_process_to_the_same_final_hash() -> None:
    games = [
        play(rules_of(combination, figures), seats, seed, 64)
        for index, combination in enumerate(COMBINATIONS[::4])
        for seats, figures, seed in seeds(index * 4, 1, 3)
    ]
    assert len(games) == 16
    texts = [dumps(Record.of_game(game, "2026-12-01")) for game in games]
    for game, text in zip(games, texts, strict=True):
        assert f"Rules: {game.setup.rules.flags()}" in text
        assert "ev" in game.setup.rules.flags().split(",")
        assert Game.replay(game.setup, game.commands).positions == game.positions
    done = subprocess.run(
        [sys.executable, "-c", REPLAY_SCRIPT],
        input=json.dumps(texts),
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONHASHSEED": "12345", "PATH": ""},
        timeout=120,
    )
    assert json.loads(done.stdout) == [game.position.state_hash() for game in games]
    # The sample holds every kind of event command.
    tokens = {token[0] for text in texts for token in text.split("\n\n", 1)[1].split()}
    assert {"r", "m", "p", "w", "o", "c", "d", "g", "f", "k", "x"} <= tokens
