"""Benchmarks of the AI levels: decision time and strength.

    python tools/bench_ai.py timing --games 20                    # strong's decision time
    python tools/bench_ai.py strength --players strong,random,random,random --games 4000
    python tools/bench_ai.py table --games 400                    # every level against every other

``strength`` and ``table`` run ``madn simulate ... --rotate --json`` in parallel processes with
different seeds (one per core by default) and add up their counts; the printed interval is the 95 %
Wilson interval of the combined win share. ``timing`` plays whole games through the rich API and
times every decision of the measured level that had more than one dutiful move, after warming up
its tables (built once per process); it also reports the real choices per game. Both
``timing`` and ``strength`` take ``--rules`` as ``madn simulate`` does (``classic`` by default).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from core.ai.base import AiPlayer, Cancel
from core.ai.strong import warm_up
from core.cli.main import rules_argument
from core.moves import Move
from core.players import Player, keeps_duties, make_player
from core.position import Position
from core.rng import Rng
from core.rules import CLASSIC, Rules
from core.setup import Setup
from core.simulate import SEATS_FOR, play_game, seat_assignment

Z95 = 1.959963984540054


def wilson(wins: int, games: int) -> tuple[float, float]:
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + Z95 * Z95 / (2 * games)) / (1 + Z95 * Z95 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + Z95 * Z95 / (4 * games * games))
    half /= 1 + Z95 * Z95 / games
    return (max(0.0, centre - half), min(1.0, centre + half))


class Timed:
    """Wraps a level and records the seconds of each non-trivial decision."""

    def __init__(self, inner: AiPlayer) -> None:
        self.inner = inner
        self.name = inner.name
        self.seconds: list[float] = []

    def choose(
        self, position: Position, moves: Sequence[Move], cancel: Cancel | None = None
    ) -> Move:
        if sum(1 for m in moves if keeps_duties(m)) < 2:
            return self.inner.choose(position, moves, cancel)
        started = time.perf_counter()
        move = self.inner.choose(position, moves, cancel)
        self.seconds.append(time.perf_counter() - started)
        return move


def timing(
    level: str, others: str, games: int, seed: int, rules: Rules = CLASSIC
) -> dict[str, object]:
    if level == "strong":
        warm_up(rules)
    names = [level, *others.split(",")]
    master = Rng(seed)
    seconds: list[float] = []
    for index in range(games):
        stream = Rng(master.next_u64())
        seats = seat_assignment(len(names), index, True)
        timed: list[Timed] = []
        players: dict[int, Player] = {}
        for i, (name, seat) in enumerate(zip(names, seats, strict=True)):
            player = make_player(name, stream.next_u64())
            if i == 0 and isinstance(player, AiPlayer):
                wrapped = Timed(player)
                timed.append(wrapped)
                players[seat] = wrapped
            else:
                players[seat] = player
        play_game(Setup.of(tuple(sorted(seats)), rules), players, stream.next_u64())
        for wrapped in timed:
            seconds.extend(wrapped.seconds)
    seconds.sort()
    p99 = seconds[min(len(seconds) - 1, math.ceil(0.99 * len(seconds)) - 1)]
    return {
        "level": level,
        "against": others,
        "rules": rules.flags(),
        "games": games,
        "decisions": len(seconds),
        "decisions_per_game": round(len(seconds) / games, 1),
        "median_ms": round(1000 * statistics.median(seconds), 3),
        "p99_ms": round(1000 * p99, 3),
        "max_ms": round(1000 * seconds[-1], 3),
        "mean_ms": round(1000 * statistics.fmean(seconds), 3),
    }


def _simulate(players: str, games: int, seed: int, rules: str) -> dict[str, object]:
    command = [
        sys.executable,
        "-m",
        "core.cli",
        "simulate",
        "--players",
        players,
        "--games",
        str(games),
        "--seed",
        str(seed),
        "--rotate",
        "--json",
        "--rules",
        rules,
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def strength(
    players: str, games: int, seed: int, processes: int, rules: str = "classic"
) -> dict[str, object]:
    """Win counts of ``madn simulate`` runs in parallel processes, added up."""
    share = [games // processes + (1 if i < games % processes else 0) for i in range(processes)]
    started = time.perf_counter()
    with ThreadPoolExecutor(processes) as pool:
        parts = list(
            pool.map(lambda i: _simulate(players, share[i], seed + i, rules), range(processes))
        )
    names = players.split(",")
    wins = [0] * len(names)
    for part in parts:
        part_wins = part["wins"]
        assert isinstance(part_wins, list)
        for i, w in enumerate(part_wins):
            wins[i] += int(w)
    total = sum(share)
    return {
        "players": names,
        "games": total,
        "seeds": [seed + i for i in range(processes)],
        "rules": rules,
        "wins": wins,
        "win_share": [round(w / total, 4) for w in wins],
        "interval95": [[round(x, 4) for x in wilson(w, total)] for w in wins],
        "seconds": round(time.perf_counter() - started, 1),
    }


def table(levels: list[str], games: int, seed: int, processes: int) -> list[dict[str, object]]:
    """Two-player games (opposite seats, rotated) of every level against every other."""
    rows = []
    for i, first in enumerate(levels):
        for second in levels[i + 1 :]:
            rows.append(strength(f"{first},{second}", games, seed, processes))
            print(json.dumps(rows[-1]), flush=True)
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    t = commands.add_parser("timing", help="decision time of one level in whole games")
    t.add_argument("--level", default="strong")
    t.add_argument("--against", default="normal,normal,normal")
    t.add_argument("--games", type=int, default=20)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--rules", type=rules_argument, default="classic")
    s = commands.add_parser("strength", help="win share over madn simulate runs")
    s.add_argument("--players", required=True)
    s.add_argument("--games", type=int, default=4000)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--rules", default="classic")
    s.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    b = commands.add_parser("table", help="every level against every other, two players")
    b.add_argument("--levels", default="random,easy,normal,strong")
    b.add_argument("--games", type=int, default=400)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    if args.command == "timing":
        print(json.dumps(timing(args.level, args.against, args.games, args.seed, args.rules)))
    elif args.command == "strength":
        if len(args.players.split(",")) not in SEATS_FOR:
            parser.error("--players needs 2 to 4 names")
        print(json.dumps(strength(args.players, args.games, args.seed, args.processes, args.rules)))
    else:
        table(args.levels.split(","), args.games, args.seed, args.processes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
