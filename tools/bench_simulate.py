"""Benchmark ``madn simulate`` for four random players: the batched fast path and the rich path.

Runs the real command line several times, pinned to one core with ``taskset -c 0`` where that
exists, and prints the median games per second of each path. The games/s figure is the one the
command reports (``--json``: games over the wall-clock seconds spent playing, start-up
excluded). Printed beside it, start-up included: the wall-clock rate, and games per CPU second
of the command (user + system time), which stays meaningful when other work shares the core.

``--rules`` (repeatable) names the rule sets to measure, as ``madn simulate --rules`` takes them
(default: the default rules, railway on). With several, the runs are interleaved (run 1 of each
set, then run 2 of each, ...) so that a change in the machine's load touches every set alike.

    .venv/bin/python tools/bench_simulate.py            # 5 fast runs of 5000 games, 3 rich of 60
    .venv/bin/python tools/bench_simulate.py --runs 9 --games 20000 --rich-games 100
    .venv/bin/python tools/bench_simulate.py --rules railway=false --rules classic --rich-runs 0
    .venv/bin/python tools/bench_simulate.py --runs 0 --rich-runs 5 --rich-games 150 \
        --rules railway=false --rules classic --baseline ../base

``--pure`` adds, for each rule set, a rich-path series of the same code on the pure-Python core
(``MADN_PURE=1``; docs/native.md): the compiled core against the sources it was built from.

``--baseline DIR`` adds a rich-path series played by another checkout of this repository (its
``core`` on ``sys.path``, the same interpreter) under the first ``--rules``, interleaved with the
others: today's code against an older commit in the same run. For the rich path the CPU rate is also
given without start-up: a one-game run of each series, measured once, is taken off every run's CPU
time.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
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


def checkout_command(root: Path) -> list[str]:
    """``madn`` as played by the checkout at ``root`` (its core on ``sys.path``)."""
    code = f"import sys; sys.path.insert(0, {str(root)!r})\n"
    # (core.cli is a package since issue 21; an older checkout has it as one module)
    code += "try:\n    from core.cli.main import main\n"
    code += "except ImportError:\n    from core.cli import main\n"
    code += "sys.exit(main())"
    return [sys.executable, "-c", code]


def run_once(
    games: int,
    seed: int,
    rich: bool,
    pin: bool,
    rules: str | None = None,
    base: list[str] | None = None,
    env: dict[str, str] | None = None,
) -> tuple[float, float, float, float]:
    """One run: reported games/s, wall-clock games/s, CPU seconds, rolls per game."""
    command = [*(base or madn_command()), "simulate", "--players", PLAYERS, "--games", str(games)]
    command += ["--seed", str(seed), "--json"]
    if rules is not None:
        command += ["--rules", rules]
    if rich:
        command.append("--rich")
    if pin:
        command = ["taskset", "-c", "0", *command]
    started, cpu = time.perf_counter(), _child_cpu_seconds()
    environment = {**os.environ, **env} if env else None
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=environment)
    wall, cpu = time.perf_counter() - started, _child_cpu_seconds() - cpu
    report = json.loads(done.stdout.strip().splitlines()[-1])
    rate, rolls = float(report["games_per_second"]), float(report["rolls_per_game"])
    return rate, games / wall, cpu, rolls


@dataclass
class Series:
    """The runs of one path under one rule set."""

    label: str
    rules: str | None
    rich: bool
    games: int
    base: list[str] | None = None
    env: dict[str, str] | None = None
    rates: list[float] = field(default_factory=list)
    cpu_rates: list[float] = field(default_factory=list)
    play_cpu_rates: list[float] = field(default_factory=list)
    start_cpu: float | None = None

    def run(self, index: int, runs: int, seed: int, pin: bool) -> None:
        if self.rich and self.start_cpu is None:
            self.start_cpu = run_once(1, seed, True, pin, self.rules, self.base, self.env)[2]
        rate, wall, cpu, rolls = run_once(
            self.games, seed, self.rich, pin, self.rules, self.base, self.env
        )
        self.rates.append(rate)
        self.cpu_rates.append(self.games / cpu)
        play = ""
        if self.start_cpu is not None and cpu > self.start_cpu:
            self.play_cpu_rates.append((self.games - 1) / (cpu - self.start_cpu))
            play = f", {self.play_cpu_rates[-1]:.1f} per CPU second of play"
        print(
            f"  {self.label} run {index + 1}/{runs}: {rate:9.1f} games/s; start-up included:"
            f" {wall:8.1f} wall clock, {self.games / cpu:8.1f} per CPU second{play};"
            f" {rolls:.1f} rolls per game",
            flush=True,
        )

    @property
    def median(self) -> float:
        return statistics.median(self.rates)

    def summary(self) -> str:
        return (
            f"{self.label}: median {self.median:.1f} games/s over {len(self.rates)} runs of"
            f" {self.games} games (runs {min(self.rates):.1f}-{max(self.rates):.1f}; per CPU"
            f" second, start-up included: {statistics.median(self.cpu_rates):.1f}"
            + (
                f"; without start-up: {statistics.median(self.play_cpu_rates):.1f})"
                if self.play_cpu_rates
                else ")"
            )
        )


def interleaved(series: list[Series], runs: int, seed: int, pin: bool) -> None:
    for index in range(runs):
        for one in series:
            one.run(index, runs, seed, pin)
    for one in series:
        print(one.summary(), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fast-path runs (default 5)")
    parser.add_argument("--games", type=int, default=5000, help="games per fast run")
    parser.add_argument("--rich-runs", type=int, default=3, help="rich-path runs (0: skip)")
    parser.add_argument("--rich-games", type=int, default=60, help="games per rich run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--rules",
        action="append",
        help="a rule set for madn simulate --rules (repeatable; default: the default rules)",
    )
    parser.add_argument("--no-pin", action="store_true", help="do not pin to core 0")
    parser.add_argument(
        "--baseline",
        type=Path,
        help="another checkout whose rich path (the first --rules) runs beside the others",
    )
    parser.add_argument(
        "--pure",
        action="store_true",
        help="also play each rich series on the pure-Python core (MADN_PURE=1)",
    )
    args = parser.parse_args(argv)
    pin = not args.no_pin and shutil.which("taskset") is not None
    rule_sets: list[str | None] = list(args.rules) if args.rules else [None]
    print(
        f"madn simulate --players {PLAYERS} --seed {args.seed} --json"
        f" ({'pinned to core 0 with taskset' if pin else 'not pinned'})",
        flush=True,
    )

    def label(path: str, rules: str | None) -> str:
        return path if rules is None else f"{path} --rules {rules}"

    fast = [Series(label("fast", r), r, False, args.games) for r in rule_sets]
    if args.runs > 0:
        interleaved(fast, args.runs, args.seed, pin)
    result: dict[str, float] = {}
    for one in fast if args.runs > 0 else []:
        result[one.label.replace("fast", "fast_games_per_second", 1)] = round(one.median, 1)
    if args.rich_runs > 0:
        rich = [Series(label("rich", r), r, True, args.rich_games) for r in rule_sets]
        if args.pure:
            pure = {"MADN_PURE": "1"}
            rich = [
                Series(label("rich pure", r), r, True, args.rich_games, env=pure) for r in rule_sets
            ] + rich
        if args.baseline is not None:
            base = checkout_command(args.baseline.resolve())
            first = rule_sets[0]  # (the same games as today's first series, to compare)
            name = label(f"rich baseline {args.baseline}", first)
            baseline = Series(name, first, True, args.rich_games, base)
            rich.insert(0, baseline)
        interleaved(rich, args.rich_runs, args.seed, pin)
        for one in rich:
            result[one.label.replace("rich", "rich_games_per_second", 1)] = round(one.median, 1)
        for f, r in zip(fast, rich[-len(fast) :], strict=True):
            if args.runs > 0:
                print(f"{f.label} / {r.label}: {f.median / r.median:.1f}x")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
