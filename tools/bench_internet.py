"""Benchmark internet play (issue 37): how fast a roll reaches every peer through the transit
relay, over a link with a 100 ms round trip between two homes behind NAT, beside the same games on
the loopback, in one run.

The method is tools/bench_lan.py's: a host (``ai:random`` and three remote seats) and three
joiners by code (``--ai random``) play whole games as separate processes, each writing a line
per chance answer with the monotonic clock (``--trace``; one clock for every process on Linux,
network namespaces included). **roll** is from the moment the host applied the input that opened
the chance node to the moment the last joiner played its answer (the whole commit–reveal round),
**relay** from the host applying the answer to the last joiner playing it.

Two settings, played one after the other in the same run:

- **loopback**: a mailbox server and a relay on 127.0.0.1, host and joiners in the root
  namespace with ``--relay-only`` (every byte through the relay, as across NATs, but no delay);
- **nat**: tests/net/internet/nat.py's namespaces: the host in house A, the joiners in house B,
  the mailbox server and the relay on the internet between the two NAT routers, whose internet
  links delay each packet ``--delay`` seconds (50 ms: a round trip of 100 ms between the houses)
  and lose none; no ``--relay-only`` (the direct hints fail on their own). Needs root and
  iptables.

Games have ``--figures`` figures a seat (1 by default: a whole game, short over the slow link).

    sudo .venv/bin/python tools/bench_internet.py                 # 4 games each
    sudo .venv/bin/python tools/bench_internet.py --games 6       # docs/benchmarks.md's run
    sudo .venv/bin/python tools/bench_internet.py --games 2 --figures 4

Exits with the reason where the namespaces cannot be made (not root, no iptables, …).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from the checkout
    sys.path.insert(0, str(ROOT))

from tests.net.internet.nat import SERVER_ADDRESS, World, nat_world, unusable  # noqa: E402
from tests.net.internet.rendezvous import Network, servers  # noqa: E402
from tools.bench_lan import machine, madn_command, read_trace, summary  # noqa: E402

INVITE = re.compile(r"^invite (\d) (\S+)$", re.MULTILINE)
RELAYED = re.compile(r"somebody came through the code for seat \d \(->relay:")
LIMIT = 900.0  # seconds one game may take


def start(
    args: list[str], folder: Path, name: str, prefix: Sequence[str] = ()
) -> subprocess.Popen[bytes]:
    env = dict(os.environ, XDG_DATA_HOME=str(folder / f"xdg-{name}"), PYTHONUNBUFFERED="1")
    with (folder / f"{name}.err").open("wb") as err, (folder / f"{name}.out").open("wb") as out:
        return subprocess.Popen([*prefix, *madn_command(), *args], stdout=out, stderr=err, env=env)


def wait_codes(folder: Path, host: subprocess.Popen[bytes], count: int) -> dict[str, str]:
    deadline = time.monotonic() + 120.0
    while time.monotonic() < deadline:
        found = dict(INVITE.findall((folder / "host.out").read_text()))
        if len(found) >= count:
            return found
        if host.poll() is not None:
            break
        time.sleep(0.05)
    raise SystemExit(f"no {count} codes; see {folder / 'host.err'}")


def one_game(
    folder: Path,
    network: Network,
    rules: str,
    relay_only: bool,
    host_prefix: Sequence[str] = (),
    join_prefix: Sequence[str] = (),
) -> tuple[list[float], list[float]]:
    """Roll and relay latencies (ms) of every chance answer of one four-process game."""
    folder.mkdir(parents=True)
    extra = [*network.args(), *(["--relay-only"] if relay_only else [])]
    seats = "ai:random,remote,remote,remote"
    host = start(
        ["host", "--seats", seats, "--headless", "--internet", "--rules", rules, *extra,
         "--trace", str(folder / "host.trace")],
        folder, "host", host_prefix,
    )  # fmt: skip
    codes = wait_codes(folder, host, 3)
    joiners = []
    for seat in (1, 2, 3):
        args = ["join", "--code", codes[str(seat)], "--ai", "random", "--headless", *extra]
        args += ["--trace", str(folder / f"j{seat}.trace")]
        joiners.append(start(args, folder, f"j{seat}", join_prefix))
    try:
        for process in [host, *joiners]:
            if process.wait(LIMIT) != 0:
                raise SystemExit(f"a peer failed; see {folder}")
    finally:
        for process in [host, *joiners]:
            if process.poll() is None:
                process.kill()
                process.wait(10)
    names = ("host", "j1", "j2", "j3")
    finals = {(folder / f"{n}.out").read_text().splitlines()[-1] for n in names}
    if len(finals) != 1:
        raise SystemExit(f"the peers disagree: {finals}")
    relayed = len(RELAYED.findall((folder / "host.err").read_text()))
    if relayed != 3:
        raise SystemExit(f"{relayed} of 3 joiners came through the relay; see {folder}")
    sent = read_trace(folder / "host.trace")
    seen = [read_trace(folder / f"j{seat}.trace") for seat in (1, 2, 3)]
    rolls, relays = [], []
    for seq, (answered, opened) in sent.items():
        if all(seq in s for s in seen):
            last = max(s[seq][0] for s in seen)
            rolls.append((last - opened) / 1e6)
            relays.append((last - answered) / 1e6)
    return rolls, relays


def report(label: str, index: int, rolls: list[float], relays: list[float]) -> None:
    print(
        f"{label} game {index + 1}: {len(rolls)} chance answers; roll {summary(rolls)}; "
        f"relay {summary(relays)}",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games in each setting")
    parser.add_argument("--figures", type=int, default=1, help="figures a seat")
    parser.add_argument("--delay", type=float, default=0.05, help="seconds each way (nat)")
    args = parser.parse_args()
    rules = json.dumps({"figures": args.figures})
    reason = unusable()
    if reason is not None:
        raise SystemExit(f"the namespaces cannot be made here: {reason}")
    print(f"before: {machine()}", flush=True)
    results: dict[str, tuple[list[float], list[float]]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-internet-") as tmp:
        root = Path(tmp)
        rolls: list[float] = []
        relays: list[float] = []
        (root / "loopback").mkdir()
        with servers(root / "loopback") as network:
            for index in range(args.games):
                roll, relay = one_game(root / f"loopback{index}", network, rules, True)
                report("loopback", index, roll, relay)
                rolls += roll
                relays += relay
        results["loopback (relay only)"] = (rolls, relays)
        print(f"after loopback: {machine()}", flush=True)
        rolls, relays = [], []
        (root / "nat").mkdir()
        with nat_world(root / "nat", delay=args.delay) as world:
            print(f"nat: link {world.link}, {args.delay * 1000:g} ms each way", flush=True)
            with servers(root / "nat", SERVER_ADDRESS, World.prefix(world.internet)) as network:
                for index in range(args.games):
                    roll, relay = one_game(
                        root / f"nat{index}",
                        network,
                        rules,
                        False,
                        world.prefix(world.house_a),
                        world.prefix(world.house_b),
                    )
                    report("nat", index, roll, relay)
                    rolls += roll
                    relays += relay
        results[f"nat ({2 * args.delay * 1000:g} ms round trip)"] = (rolls, relays)
        for label, (roll, relay) in results.items():
            print(f"{label}: {len(roll)} chance answers; roll {summary(roll)}")
            print(f"{label}: relay {summary(relay)}")
        print(f"after: {machine()}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
