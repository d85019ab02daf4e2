"""Benchmark LAN play on loopback (issue 13): how fast a roll reaches every peer, and what an idle
connected peer costs.

Latency: a host (``ai:random`` and three remote seats) and three joiners (``--ai random``) play
whole games as separate processes; each writes a line per chance answer with the monotonic clock
(``--trace``, one clock for every process on Linux). The host's line has two moments, both taken
when it has applied an input and before it sends it: when it applied the input that **opened**
the chance node (the roll is due) and when it applied the input that **answered** it (the last
reveal came in). Each joiner's line is when it has applied that input and played the answer. Two
latencies per chance answer, over every chance answer of every game:

- **roll**: from the node opened at the host to the answer played on the last joiner: the whole
  commit–reveal round (the host reveals, every joiner gets the opening input and sends its
  reveal, the host numbers the last one and relays it, every joiner applies it);
- **relay**: from the answer applied at the host to the answer played on the last joiner.

``--pace`` slows the host's own seats down (a person's pace); by default the peers play as fast
as they can, which keeps every core busy and is the worst case.

Idle CPU: a host waits for a second joiner that never comes, one joiner is connected (its
keep-alive pings going), and both processes' CPU time (``/proc/<pid>/stat``, user + system) is
read over ``--idle`` seconds.

    .venv/bin/python tools/bench_lan.py                     # 3 classic + 1 event game, 30 s idle
    .venv/bin/python tools/bench_lan.py --games 5 --pace 0.02 --idle 60
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PORT_LINE = re.compile(r"listening on port (\d+)")


def madn_command() -> list[str]:
    script = Path(sys.executable).parent / "madn"
    return [str(script)] if script.exists() else [sys.executable, "-m", "madn_qt"]


def start(args: list[str], folder: Path, name: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ, XDG_DATA_HOME=str(folder / f"xdg-{name}"))
    err = (folder / f"{name}.err").open("wb")
    out = (folder / f"{name}.out").open("wb")
    return subprocess.Popen([*madn_command(), *args], stdout=out, stderr=err, env=env)


def wait_port(folder: Path, process: subprocess.Popen[bytes], limit: float = 30.0) -> int:
    deadline = time.monotonic() + limit
    path = folder / "host.err"
    while time.monotonic() < deadline:
        found = PORT_LINE.search(path.read_text(errors="replace"))
        if found:
            return int(found.group(1))
        if process.poll() is not None:
            break
        time.sleep(0.02)
    raise SystemExit(f"the host did not start:\n{path.read_text(errors='replace')}")


def read_trace(path: Path) -> dict[int, tuple[int, ...]]:
    """Each line's moments (monotonic ns) by input number."""
    times: dict[int, tuple[int, ...]] = {}
    for line in path.read_text().splitlines():
        seq, *stamps = line.split()
        times[int(seq)] = tuple(int(s) for s in stamps)
    return times


def one_game(folder: Path, mode: str, pace: float) -> tuple[list[float], list[float]]:
    """Roll and relay latencies (ms) of every chance answer of one four-process game."""
    folder.mkdir(parents=True)
    host = start(
        [
            "host",
            "--seats",
            "ai:random,remote,remote,remote",
            "--port",
            "0",
            "--headless",
            "--bind",
            "127.0.0.1",
            "--no-announce",
            "--mode",
            mode,
            "--pace",
            str(pace),
            "--trace",
            str(folder / "host.trace"),
        ],
        folder,
        "host",
    )
    port = wait_port(folder, host)
    joiners = [
        start(
            [
                "join",
                f"127.0.0.1:{port}",
                "--ai",
                "random",
                "--headless",
                "--trace",
                str(folder / f"j{i}.trace"),
            ],
            folder,
            f"j{i}",
        )
        for i in range(3)
    ]
    for process in [host, *joiners]:
        if process.wait(600) != 0:
            raise SystemExit(f"a peer failed; see {folder}")
    finals = {
        (folder / f"{n}.out").read_text().splitlines()[-1] for n in ("host", "j0", "j1", "j2")
    }
    if len(finals) != 1:
        raise SystemExit(f"the peers disagree: {finals}")
    sent = read_trace(folder / "host.trace")
    seen = [read_trace(folder / f"j{i}.trace") for i in range(3)]
    rolls, relays = [], []
    for seq, (answered, opened) in sent.items():
        if all(seq in s for s in seen):
            last = max(s[seq][0] for s in seen)
            rolls.append((last - opened) / 1e6)
            relays.append((last - answered) / 1e6)
    return rolls, relays


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime, stime


def idle(folder: Path, seconds: float) -> tuple[float, float]:
    """CPU seconds of the idle host and of its one connected joiner over ``seconds``."""
    folder.mkdir(parents=True)
    host = start(
        [
            "host",
            "--seats",
            "ai:random,remote,remote,empty",
            "--port",
            "0",
            "--headless",
            "--bind",
            "127.0.0.1",
            "--no-announce",
        ],
        folder,
        "host",
    )
    port = wait_port(folder, host)
    joiner = start(["join", f"127.0.0.1:{port}", "--ai", "random", "--headless"], folder, "j0")
    try:
        deadline = time.monotonic() + 30
        while "joined table" not in (folder / "j0.err").read_text(errors="replace"):
            if time.monotonic() > deadline:
                raise SystemExit("the joiner did not join")
            time.sleep(0.05)
        time.sleep(1.0)  # start-up work done
        h0, j0, t0 = cpu_seconds(host.pid), cpu_seconds(joiner.pid), time.monotonic()
        time.sleep(seconds)
        h1, j1, t1 = cpu_seconds(host.pid), cpu_seconds(joiner.pid), time.monotonic()
    finally:
        for process in (joiner, host):
            process.terminate()
            process.wait(10)
    wall = t1 - t0
    return (h1 - h0) * seconds / wall, (j1 - j0) * seconds / wall


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def summary(values: list[float]) -> str:
    return (
        f"median {statistics.median(values):.2f} ms, p99 {percentile(values, 0.99):.2f} ms, "
        f"max {max(values):.2f} ms"
    )


def machine() -> str:
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    return f"{os.cpu_count()} cores, load average {load}, {time.strftime('%Y-%m-%d %H:%M')}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=3, help="classic games (plus one event game)")
    parser.add_argument(
        "--pace", type=float, default=0.0, help="host seats' pause per decision (s)"
    )
    parser.add_argument("--idle", type=float, default=30.0, help="seconds of idle measurement")
    args = parser.parse_args()
    print(f"before: {machine()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-lan-") as tmp:
        root = Path(tmp)
        rolls: list[float] = []
        relays: list[float] = []
        for index, mode in enumerate(["classic"] * args.games + ["event"]):
            roll, relay = one_game(root / f"game{index}", mode, args.pace)
            rolls += roll
            relays += relay
            print(
                f"game {index + 1} ({mode}): {len(roll)} chance answers; roll {summary(roll)}; "
                f"relay {summary(relay)}",
                flush=True,
            )
        print(f"all {len(rolls)} chance answers: roll {summary(rolls)}")
        print(f"all {len(relays)} chance answers: relay {summary(relays)}")
        print(f"after the games: {machine()}", flush=True)
        host_cpu, join_cpu = idle(root / "idle", args.idle)
        tick = 1 / os.sysconf("SC_CLK_TCK")
        print(
            f"idle over {args.idle:.0f} s (CPU time counted in {tick * 1000:.0f} ms ticks): host "
            f"{host_cpu * 1000:.0f} ms = {100 * host_cpu / args.idle:.2f} % of a core, connected "
            f"joiner {join_cpu * 1000:.0f} ms = {100 * join_cpu / args.idle:.2f} % of a core"
        )
        print(f"after: {machine()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
