"""Benchmark ``madn simulate`` for four random players: the batched fast path and the rich path.

Runs the real command line several times, pinned to one core with ``taskset -c 0`` where that
exists, and prints the median games per second of each path. The games/s figure is the one the
command reports (``--json``: games over the wall-clock seconds spent playing, start-up
excluded). Printed beside it, start-up included: the wall-clock rate, and games per CPU second
of the command (user + system time), which stays meaningful when other work shares the core.

    .venv/bin/python tools/bench_simulate.py            # 5 fast runs of 5000 games, 3 rich of 60
    .venv/bin/python tools/bench_simulate.py --runs 9 --games 20000 --rich-games 100
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

PLAYERS = "random,random,random,random"


def madn_command() -> list[str]:
    """The ``madn`` entry point of this interpreter's environment, or ``python -m madn_qt``."""
    script = Path(sys.executable).parent / "madn"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "madn_qt"]


def _child_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(games: int, seed: int, rich: bool, pin: bool) -> tuple[float, float, float, float]:
    """One run: reported games/s, wall-clock and CPU-time games/s, rolls per game."""
    command = [*madn_command(), "simulate", "--players", PLAYERS, "--games", str(games)]
    command += ["--seed", str(seed), "--json"]
    if rich:
        command.append("--rich")
    if pin:
        command = ["taskset", "-c", "0", *command]
    started, cpu = time.perf_counter(), _child_cpu_seconds()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    wall, cpu = time.perf_counter() - started, _child_cpu_seconds() - cpu
    report = json.loads(done.stdout.strip().splitlines()[-1])
    rate, rolls = float(report["games_per_second"]), float(report["rolls_per_game"])
    return rate, games / wall, games / cpu, rolls


def bench(label: str, runs: int, games: int, seed: int, rich: bool, pin: bool) -> float:
    rates: list[float] = []
    cpu_rates: list[float] = []
    for index in range(runs):
        rate, wall, cpu, rolls = run_once(games, seed, rich, pin)
        rates.append(rate)
        cpu_rates.append(cpu)
        print(
            f"  {label} run {index + 1}/{runs}: {rate:9.1f} games/s; start-up included:"
            f" {wall:8.1f} wall clock, {cpu:8.1f} per CPU second; {rolls:.1f} rolls per game",
            flush=True,
        )
    median = statistics.median(rates)
    print(
        f"{label}: median {median:.1f} games/s over {runs} runs of {games} games"
        f" (per CPU second, start-up included: {statistics.median(cpu_rates):.1f})",
        flush=True,
    )
    return median


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fast-path runs (default 5)")
    parser.add_argument("--games", type=int, default=5000, help="games per fast run")
    parser.add_argument("--rich-runs", type=int, default=3, help="rich-path runs (0: skip)")
    parser.add_argument("--rich-games", type=int, default=60, help="games per rich run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-pin", action="store_true", help="do not pin to core 0")
    args = parser.parse_args(argv)
    pin = not args.no_pin and shutil.which("taskset") is not None
    print(
        f"madn simulate --players {PLAYERS} --seed {args.seed} --json"
        f" ({'pinned to core 0 with taskset' if pin else 'not pinned'})",
        flush=True,
    )
    fast = bench("fast", args.runs, args.games, args.seed, False, pin)
    if args.rich_runs > 0:
        rich = bench("rich", args.rich_runs, args.rich_games, args.seed, True, pin)
        print(f"fast path / rich path: {fast / rich:.1f}x")
    print(json.dumps({"fast_games_per_second": round(fast, 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
