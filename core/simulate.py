"""Headless games between engine players: the driver behind ``madn simulate``.

Every game is played through the rich :class:`~core.game.Game` API, so what is measured here is
what the app plays. Seeds are derived per game, so a run is reproducible and any single game can
be replayed from ``(seed, index)``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from core.game import Game, Setup
from core.players import Player, make_player
from core.position import Phase
from core.rng import Rng, SeededDice
from core.rules import Rules

SEATS_FOR = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}


@dataclass(frozen=True, slots=True)
class GameResult:
    ranking: tuple[tuple[int, int], ...]  # (seat, place)
    rolls: int
    decisions: int


def play_game(
    setup: Setup, players: dict[int, Player], dice_seed: int, max_commands: int = 200_000
) -> GameResult:
    """Play one game to the end; ``players`` maps each occupied seat to its player."""
    game = Game(setup)
    dice = SeededDice(dice_seed)
    rolls = decisions = 0
    while not game.over:
        if len(game.commands) >= max_commands:
            raise RuntimeError("game did not end within the command limit")
        if game.position.phase is Phase.MOVE:
            moves = game.legal_moves()
            move = moves[0] if len(moves) == 1 else players[game.position.turn].choose(
                game.position, moves
            )
            decisions += len(moves) > 1
            game.apply(move)
        else:
            game.roll(dice)
            rolls += 1
    return GameResult(game.position_ranking(), rolls, decisions)


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
) -> SimulationReport:
    """Play ``games`` games between the named players and count their wins."""
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
        setup = Setup(rules=rules, seats=tuple(sorted(seats)))
        result = play_game(setup, players, stream.next_u64())
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
