"""Benchmarks of the AI levels: decision time and strength.

    python tools/bench_ai.py timing --games 20                    # strong's decision time
    python tools/bench_ai.py strength --players strong,random,random,random --games 4000
    python tools/bench_ai.py table --games 400                    # every level against every other
    python tools/bench_ai.py timing-series --config native:event_mode=true \
        --config pure:event_mode=true --config native:classic --games 200 --seed 7 --runs 5
    python tools/bench_ai.py timing --rules event_mode=true --games 200 --seed 7 --fresh-tables

``strength`` and ``table`` run ``madn simulate ... --rotate --json`` in parallel processes with
different seeds (one per core by default) and add up their counts; the printed interval is the 95 %
Wilson interval of the combined win share. ``timing`` plays whole games through the rich API and
times every decision of the measured level that had more than one dutiful move, after warming up
its tables (built once per process); it also reports the real choices per game. Both
``timing`` and ``strength`` take ``--rules`` as ``madn simulate`` does (``classic`` by default).

``timing`` asks the players as the app does (``Table.what_next``: every decision goes to the
player, a single one too, a pass does not), and reports every kind of decision apart (``kinds``):

* ``move``: a move with no special path among the options; ``move_path``: a move with at least
  one route through a shortcut or detour among the options (event mode's construction paths);
  ``move_routes``, a part of these: one figure has several routes to choose from;
* ``confirm``: the confirmation of an event the wheel drew (always the one action);
* ``pick_send_back`` and ``pick_swap``: the figures picked for a send-back, a place swap.

Per kind: the decisions with two or more dutiful actions (``thinking``: timed, median, p99,
max), and those with a single one (``single``: an engine plays them without thinking,
``Table.step`` without asking the player; the app still asks its AI, so their time is given
too). The top-level ``decisions`` / ``median_ms`` / ``p99_ms`` / ``max_ms`` are over all
thinking decisions, as before.

Decisions over 50 ms are listed (``slow``: kind, seats, figures, goal sizes, and the strong
level's race tables built during the decision) and summed up on stderr. ``--fresh-tables``
starts every game with only the race tables the warm-up built, as an app session's first game
does (in one process a table, once built, serves every later game).

``timing-series`` runs ``timing`` in fresh processes, the configurations interleaved run by run
(``--config CORE:RULES``, CORE ``native`` = ``MADN_NATIVE=required``, ``pure`` = ``MADN_PURE=1``),
and prints every run's line and the median of the runs' figures per configuration and kind.
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
from typing import Any

from core.actions import Action, Pick
from core.ai import make_player
from core.ai.base import AiPlayer, Cancel
from core.ai.strong import warm_up
from core.chance import SeededChance
from core.cli.main import rules_argument
from core.moves import Move
from core.players import Player, keeps_duties
from core.position import Phase, Position
from core.rng import Rng
from core.rules import CLASSIC, Rules
from core.setup import Setup
from core.simulate import SEATS_FOR, cycle_collection_paused, seat_assignment
from core.table import ChanceTurn, PassTurn, Table

Z95 = 1.959963984540054


def wilson(wins: int, games: int) -> tuple[float, float]:
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + Z95 * Z95 / (2 * games)) / (1 + Z95 * Z95 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + Z95 * Z95 / (4 * games * games))
    half /= 1 + Z95 * Z95 / games
    return (max(0.0, centre - half), min(1.0, centre + half))


KINDS = ("move", "move_path", "move_routes", "confirm", "pick_send_back", "pick_swap")


def decision_kind(position: Position, actions: Sequence[Action]) -> str:
    """What kind of decision ``actions`` are (see the module docstring; ``move_routes`` is
    counted on top of ``move_path``, not instead of it)."""
    if position.phase is Phase.CONFIRM:
        return "confirm"
    if position.phase is Phase.PICK:
        picks = [a for a in actions if isinstance(a, Pick)]
        return "pick_send_back" if picks and picks[0].own < 0 else "pick_swap"
    if any(isinstance(a, Move) and a.paths for a in actions):
        return "move_path"
    return "move"


def several_routes(actions: Sequence[Action]) -> bool:
    """Whether one figure may go by more than one route (or to more than one target)."""
    figures = [a.figure for a in actions if isinstance(a, Move) and not a.is_pass]
    return len(figures) != len(set(figures))


SLOW_S = 0.05  # a decision this long is listed with what it met (``slow``)


def _race_tables() -> int:
    """How many race tables the strong level has built in this process so far."""
    import core.ai.race

    return len(getattr(core.ai.race, "_TABLES", ()))


class Timed:
    """Wraps a level and records the seconds of each decision, by kind: ``seconds`` those with
    two or more dutiful actions (all kinds), ``by_kind[kind]`` and ``singles[kind]`` apart;
    ``slow`` describes every decision over :data:`SLOW_S` (the position's seats, figures and
    goal sizes, and how many race tables were built during it)."""

    def __init__(self, inner: AiPlayer) -> None:
        self.inner = inner
        self.name = inner.name
        self.seconds: list[float] = []
        self.by_kind: dict[str, list[float]] = {kind: [] for kind in KINDS}
        self.singles: dict[str, list[float]] = {kind: [] for kind in KINDS}
        self.slow: list[dict[str, object]] = []

    def choose(
        self, position: Position, moves: Sequence[Action], cancel: Cancel | None = None
    ) -> Action:
        tables = _race_tables()
        started = time.perf_counter()
        move = self.inner.choose(position, moves, cancel)
        seconds = time.perf_counter() - started
        kind = decision_kind(position, moves)
        if seconds > SLOW_S:
            self.slow.append(
                {
                    "kind": kind,
                    "ms": round(1000 * seconds, 1),
                    "actions": len(moves),
                    "active": list(position.active_seats),
                    "figures": [len(row) for row in position.figures],
                    "goal_sizes": list(position.goal_sizes),
                    "dice": str(position.dice),
                    "race_tables_built": _race_tables() - tables,
                }
            )
        thinking = sum(1 for m in moves if keeps_duties(m)) >= 2
        (self.by_kind if thinking else self.singles)[kind].append(seconds)
        if kind == "move_path" and several_routes(moves):
            (self.by_kind if thinking else self.singles)["move_routes"].append(seconds)
        if thinking:
            self.seconds.append(seconds)
        return move


def play_game(
    setup: Setup, players: dict[int, Player], dice_seed: int, max_commands: int = 200_000
) -> None:
    """One game played as the app asks its players (``Table.what_next``): chance drawn from
    the seed, a pass played without asking, every other decision given to the seat's player,
    a single action too (``core.simulate.play_game``'s ``Table.step`` plays those itself).
    The cyclic collector is paused as there."""
    with cycle_collection_paused():
        table = Table(setup, SeededChance(dice_seed), players=players, inline_ai=False)
        for _ in range(max_commands):
            turn = table.what_next()
            if turn is None:
                return
            if isinstance(turn, ChanceTurn):
                table.draw()
            elif isinstance(turn, PassTurn):
                table.play(turn.move)
            else:
                table.play(table.player(turn.seat).choose(table.position, list(turn.actions)))
        raise RuntimeError("the game did not end within the command limit")


def _stats(seconds: list[float]) -> dict[str, object]:
    if not seconds:
        return {"count": 0}
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]
    return {
        "count": len(ordered),
        "median_ms": round(1000 * statistics.median(ordered), 4),
        "p99_ms": round(1000 * p99, 4),
        "max_ms": round(1000 * ordered[-1], 4),
    }


def timing(
    level: str,
    others: str,
    games: int,
    seed: int,
    rules: Rules = CLASSIC,
    fresh_tables: bool = False,
) -> dict[str, object]:
    """``fresh_tables``: every game starts with only the race tables the warm-up built, as
    the first game of an app session does (the tables a game needs beyond them, e.g. for fewer
    seats after a knock-out, are then built during its decisions)."""
    warm = time.perf_counter()
    if level == "strong":
        warm_up(rules)
    warm = time.perf_counter() - warm
    import core.ai.race

    built: dict[Any, Any] = getattr(core.ai.race, "_TABLES", {})
    warmed = dict(built)
    names = [level, *others.split(",")]
    master = Rng(seed)
    seconds: list[float] = []
    by_kind: dict[str, list[float]] = {kind: [] for kind in KINDS}
    singles: dict[str, list[float]] = {kind: [] for kind in KINDS}
    slow: list[dict[str, object]] = []
    tables = _race_tables()
    started = time.perf_counter()
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
        if fresh_tables:
            built.clear()
            built.update(warmed)
        play_game(Setup.of(tuple(sorted(seats)), rules), players, stream.next_u64())
        for wrapped in timed:
            seconds.extend(wrapped.seconds)
            for kind in KINDS:
                by_kind[kind].extend(wrapped.by_kind[kind])
                singles[kind].extend(wrapped.singles[kind])
            for entry in wrapped.slow:
                slow.append({"game": index, **entry})
    played = time.perf_counter() - started
    seconds.sort()
    p99 = seconds[min(len(seconds) - 1, math.ceil(0.99 * len(seconds)) - 1)]
    return {
        "level": level,
        "core": core_build(),
        "against": others,
        "rules": rules.flags(),
        "games": games,
        "decisions": len(seconds),
        "decisions_per_game": round(len(seconds) / games, 1),
        "median_ms": round(1000 * statistics.median(seconds), 3),
        "p99_ms": round(1000 * p99, 3),
        "max_ms": round(1000 * seconds[-1], 3),
        "mean_ms": round(1000 * statistics.fmean(seconds), 3),
        "kinds": {
            kind: {"thinking": _stats(by_kind[kind]), "single": _stats(singles[kind])}
            for kind in KINDS
        },
        "slow": slow,
        "race_tables": {"warm_up": tables, "during_games": _race_tables() - tables},
        "warm_up_s": round(warm, 2),
        "seconds": round(played, 2),
    }


def core_build() -> str:
    """Which core runs: ``native`` (the compiled build) or ``pure``."""
    import core.engine

    return "native" if core.engine.__file__.endswith((".so", ".pyd")) else "pure"


_CORE_ENV = {"native": {"MADN_NATIVE": "required"}, "pure": {"MADN_PURE": "1"}}


def timing_series(
    configs: list[str], level: str, against: str, games: int, seed: int, runs: int
) -> dict[str, object]:
    """``timing`` in a fresh process per run, the configurations interleaved run by run; the
    median over the runs of each figure, per configuration and kind."""
    results: dict[str, list[dict[str, Any]]] = {config: [] for config in configs}
    for run in range(runs):
        for config in configs:
            core, _, rules = config.partition(":")
            env = {k: v for k, v in os.environ.items() if k not in ("MADN_NATIVE", "MADN_PURE")}
            env.update(_CORE_ENV[core])
            command = [
                sys.executable,
                __file__,
                "timing",
                "--level",
                level,
                "--against",
                against,
                "--games",
                str(games),
                "--seed",
                str(seed),
                "--rules",
                rules or "classic",
            ]
            done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
            result = json.loads(done.stdout.strip().splitlines()[-1])
            if result["core"] != core:
                raise RuntimeError(f"asked for the {core} core, ran on {result['core']}")
            result["run"] = run + 1
            result["load"] = os.getloadavg()[0]
            results[config].append(result)
            print(json.dumps(result), flush=True)
    summary: dict[str, object] = {}
    print("# medians over the runs (min-max of the runs' figures); counts per run", flush=True)
    print(
        f"{'config':24} {'kind':15} {'part':8} {'count':>7} {'median ms':>22} "
        f"{'p99 ms':>22} {'max ms':>24}"
    )
    for config, series in results.items():
        entry: dict[str, object] = {}
        rows: list[tuple[str, str, list[dict[str, Any]]]] = [("all", "thinking", series)]
        for kind in KINDS:
            for part in ("thinking", "single"):
                rows.append((kind, part, [r["kinds"][kind][part] for r in series]))
        for kind, part, stats in rows:
            if kind == "all":
                counts = [s["decisions"] for s in stats]
            else:
                counts = [s["count"] for s in stats]
            cells: list[str] = []
            row: dict[str, object] = {"count": counts}
            for field in ("median_ms", "p99_ms", "max_ms"):
                values = [float(s[field]) for s in stats if field in s]
                if values:
                    row[field] = [statistics.median(values), min(values), max(values)]
                    cells.append(
                        f"{statistics.median(values):.4f} ({min(values):.4f}-{max(values):.4f})"
                    )
                else:
                    cells.append("-")
            entry[f"{kind}/{part}"] = row
            count = "/".join(str(c) for c in sorted(set(counts)))
            print(
                f"{config:24} {kind:15} {part:8} {count:>7} {cells[0]:>22} {cells[1]:>22} "
                f"{cells[2]:>24}"
            )
        summary[config] = entry
    print(json.dumps(summary), flush=True)
    return summary


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
    t.add_argument(
        "--fresh-tables",
        action="store_true",
        help="each game starts with the warm-up's race tables only (an app session's first)",
    )
    r = commands.add_parser("timing-series", help="timing in fresh processes, interleaved")
    r.add_argument(
        "--config",
        action="append",
        required=True,
        help="CORE:RULES, CORE native or pure (e.g. native:event_mode=true); repeatable",
    )
    r.add_argument("--level", default="strong")
    r.add_argument("--against", default="normal,normal,normal")
    r.add_argument("--games", type=int, default=20)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--runs", type=int, default=3)
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
        result = timing(
            args.level, args.against, args.games, args.seed, args.rules, args.fresh_tables
        )
        print(json.dumps(result))
        slow: list[dict[str, Any]] = result["slow"]  # type: ignore[assignment]
        if slow:
            ms = sorted(float(entry["ms"]) for entry in slow)
            kinds = sorted({f"{e['kind']} ({len(e['active'])} seats)" for e in slow})
            print(
                f"# {len(slow)} decisions over {SLOW_S * 1000:.0f} ms in "
                f"{len({e['game'] for e in slow})} of {args.games} games: median "
                f"{statistics.median(ms):.0f} ms, {ms[0]:.0f}-{ms[-1]:.0f} ms; "
                f"{', '.join(kinds)}; race tables built in them: "
                f"{sum(int(e['race_tables_built']) for e in slow)}",
                file=sys.stderr,
            )
    elif args.command == "timing-series":
        for config in args.config:
            core, _, rules = config.partition(":")
            if core not in _CORE_ENV:
                parser.error(f"--config {config}: the core is native or pure")
            rules_argument(rules or "classic")
        timing_series(args.config, args.level, args.against, args.games, args.seed, args.runs)
    elif args.command == "strength":
        if len(args.players.split(",")) not in SEATS_FOR:
            parser.error("--players needs 2 to 4 names")
        print(json.dumps(strength(args.players, args.games, args.seed, args.processes, args.rules)))
    else:
        table(args.levels.split(","), args.games, args.seed, args.processes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
