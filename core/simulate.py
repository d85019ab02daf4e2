"""Headless games between engine players: the driver behind ``madn simulate``.

Every game is played at a :class:`~core.table.Table`, so what is measured here is what the app
plays. Seeds are derived per game, so a run is reproducible and any single game can
be replayed from ``(seed, index)``.
"""

from __future__ import annotations

import contextlib
import gc
import math
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial

from core.ai import make_player
from core.chance import Roll, SeededChance
from core.game import Game
from core.moves import Move, offered_moves
from core.players import Player
from core.rng import Rng
from core.rules import Rules
from core.setup import Seat, Setup
from core.table import Table

SEATS_FOR = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}


@dataclass(frozen=True, slots=True)
class GameResult:
    ranking: tuple[tuple[int, int], ...]  # (seat, place)
    rolls: int
    decisions: int


@contextlib.contextmanager
def cycle_collection_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector, and restore its state afterwards.

    A game makes no reference cycles (tests/core/test_native.py plays every rule set and level
    with the collector off and finds nothing for it to free), so reference counting frees all of
    it; the collector would only walk the game's growing history again and again, a fifth of the
    CPU time of a random game and more in the classic game (docs/benchmarks.md)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


KeepGame = Callable[[Game], None]


def play_game(
    setup: Setup,
    players: dict[int, Player],
    dice_seed: int,
    max_commands: int = 200_000,
    keep: KeepGame | None = None,
) -> GameResult:
    """Play one game to the end; ``players`` maps each occupied seat to its player. ``keep``, if
    given, is handed the finished game (``madn simulate --records`` writes its record)."""
    with cycle_collection_paused():  # the game is freed before the collector resumes
        return _play(setup, players, dice_seed, max_commands, keep)


def _play(
    setup: Setup,
    players: dict[int, Player],
    dice_seed: int,
    max_commands: int,
    keep: KeepGame | None,
) -> GameResult:
    table = Table(setup, SeededChance(dice_seed), players=players)
    rolls = decisions = 0
    positions = table.game.positions
    for step in table.run(max_commands):
        command = step.command
        if isinstance(command, Roll):
            rolls += 1
        elif isinstance(command, Move):
            decisions += len(offered_moves(positions[step.index])) > 1
    if not table.over:
        raise RuntimeError("a seat that is not an engine player had to decide")
    if keep is not None:
        keep(table.game)
    return GameResult(table.game.position_ranking(), rolls, decisions)


@dataclass
class SimulationReport:
    players: list[str]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    rolls: int = 0
    seconds: float = 0.0

    @property
    def win_share(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.wins]

    def interval(self, index: int) -> tuple[float, float]:
        """95 % Wilson interval of a player's win share."""
        n = self.games
        if n == 0:
            return (0.0, 1.0)
        p = self.wins[index] / n
        z = 1.959963984540054
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))

    def to_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "players": self.players,
            "wins": self.wins,
            "win_share": [round(s, 6) for s in self.win_share],
            "games_per_second": round(self.games / self.seconds, 3) if self.seconds else 0.0,
            "rolls_per_game": round(self.rolls / self.games, 3) if self.games else 0.0,
        }


def seat_assignment(count: int, game_index: int, rotate: bool) -> list[int]:
    """Seat of each player (in ``--players`` order) for one game."""
    seats = SEATS_FOR[count]
    shift = game_index % count if rotate else 0
    return [seats[(i + shift) % count] for i in range(count)]


def simulate(
    names: Sequence[str],
    games: int,
    seed: int,
    rules: Rules,
    rotate: bool = False,
    progress: Callable[[int, int], None] | None = None,
    keep: Callable[[int, Game], None] | None = None,
) -> SimulationReport:
    """Play ``games`` games between the named players and count their wins; ``keep(index,
    game)``, if given, is handed every finished game (``index`` from 0)."""
    if len(names) not in SEATS_FOR:
        raise ValueError("simulate needs 2 to 4 players")
    report = SimulationReport(list(names), wins=[0] * len(names))
    master = Rng(seed)
    started = time.perf_counter()
    for index in range(games):
        game_seed = master.next_u64()
        seats = seat_assignment(len(names), index, rotate)
        stream = Rng(game_seed)
        players = {
            seat: make_player(name, stream.next_u64())
            for name, seat in zip(names, seats, strict=True)
        }
        setup = Setup.of(tuple(sorted(seats)), rules)
        setup = setup.with_seats(
            tuple(
                Seat.ai(players[s].name, setup.name(s)) if s in players else seat
                for s, seat in enumerate(setup.seats)
            )
        )
        kept = None if keep is None else partial(keep, index)
        result = play_game(setup, players, stream.next_u64(), keep=kept)
        winners = {seat for seat, place in result.ranking if place == 1}
        for i, seat in enumerate(seats):
            if seat in winners:
                report.wins[i] += 1
        report.games += 1
        report.rolls += result.rolls
        if progress is not None:
            progress(index + 1, games)
    report.seconds = time.perf_counter() - started
    return report
