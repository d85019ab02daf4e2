"""Two homes behind NAT and a piece of internet between them, in network namespaces of the
caller's own (issue 37): the ``nat_world`` context manager.

::

    house A 192.168.10.2 ── 192.168.10.1 router A 203.0.113.1 ─┐
                                                               ├─ bridge 203.0.113.10: internet
    house B 192.168.20.2 ── 192.168.20.1 router B 203.0.113.2 ─┘   (mailbox server, relay)

Each router forwards its house's traffic onto the internet segment with iptables MASQUERADE
(the house's private address never leaves it) and, as a home router does, lets from the
internet only what answers a connection made from inside (conntrack ESTABLISHED,RELATED; the
rest is dropped). The internet namespace forwards nothing, so neither house has a way to the
other's private addresses: magic-wormhole's direct hints (the private addresses) lead nowhere
and the transit relay on 203.0.113.10 is the only way between them.

The link: each router's internet-facing interface delays what it sends by ``delay`` seconds
and loses ``loss`` of it, so a house's packet to the other house is delayed once each way (a
round trip between the houses is ``2 * delay``; between a house and the internet namespace it is
``delay``). With ``tc qdisc … netem`` where the kernel has it; where it has none (netem is
``CONFIG_NET_SCH_NETEM``, missing from some kernels), the loss is an iptables ``statistic``
rule and the delay an NFQUEUE that :mod:`tests.net.internet.delayer` holds the packets in, on
the same interface (:attr:`World.link` says which).

Everything is removed when the block ends, also when it fails: the helper processes are ended,
the routers' iptables rules flushed and the five namespaces deleted (with their veth pairs and
the bridge). :func:`unusable` says why it cannot be made here (not root, no iproute2 or
iptables, namespaces that cannot be entered, no veth or bridge), or ``None``.
"""

from __future__ import annotations

import os
import secrets
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

from tests.net import netns

ROOT = Path(__file__).resolve().parents[3]
INTERNET = "203.0.113"  # TEST-NET-3: documentation addresses, routed nowhere
SERVER_ADDRESS = f"{INTERNET}.10"
HOUSE_A = "192.168.10.2"
HOUSE_B = "192.168.20.2"
SETUP_LIMIT = 20.0  # seconds a command of the set-up may take


class Unusable(Exception):
    """The world cannot be made here (the text says why): a test skips."""


@dataclass
class World:
    internet: str  # the namespaces' names
    router_a: str
    router_b: str
    house_a: str
    house_b: str
    link: str = "none"  # how the delay and loss are made: "netem", "nfqueue" or "none"
    helpers: list[subprocess.Popen[bytes]] = field(default_factory=list)

    @property
    def names(self) -> list[str]:
        return [self.house_a, self.house_b, self.router_a, self.router_b, self.internet]

    @staticmethod
    def prefix(namespace: str) -> list[str]:
        """The command prefix that runs a program in ``namespace``."""
        return ["ip", "netns", "exec", namespace]


def run(namespace: str | None, *command: str) -> subprocess.CompletedProcess[str]:
    full = [*World.prefix(namespace), *command] if namespace else list(command)
    return subprocess.run(full, capture_output=True, text=True, timeout=SETUP_LIMIT, check=False)


def must(namespace: str | None, *command: str) -> None:
    done = run(namespace, *command)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} in {namespace}: {done.stderr.strip()}")


def unusable() -> str | None:
    """Why the world cannot be made here, or ``None`` (the namespace probe of tests/net/netns.py,
    and iptables)."""
    reason = netns.unusable()
    if reason is not None:
        return reason
    if shutil.which("iptables") is None:
        return "needs iptables (`iptables` is not installed)"
    return None


def _veth(outer: str, outer_dev: str, inner: str, inner_dev: str) -> None:
    done = netns.ip(
        "link", "add", outer_dev, "netns", outer, "type", "veth",
        "peer", "name", inner_dev, "netns", inner,
    )  # fmt: skip
    if done.returncode != 0:
        raise Unusable(f"cannot make a veth pair here: {done.stderr.strip()}")


def _address(namespace: str, device: str, address: str) -> None:
    must(namespace, "ip", "addr", "add", address, "dev", device)
    must(namespace, "ip", "link", "set", device, "up")


def _router(router: str, house: str, lan: str, token: str) -> None:
    """``router`` between ``house`` (``lan``.0/24) and the internet (its interface ``wan``)."""
    lan_dev, house_dev = f"l{token}", f"h{token}"
    _veth(router, lan_dev, house, house_dev)
    _address(router, lan_dev, f"{lan}.1/24")
    _address(house, house_dev, f"{lan}.2/24")
    must(house, "ip", "route", "add", "default", "via", f"{lan}.1")
    must(router, "ip", "route", "add", "default", "via", SERVER_ADDRESS)
    must(router, "sh", "-c", "echo 1 > /proc/sys/net/ipv4/ip_forward")
    _iptables(router, "-t", "nat", "-A", "POSTROUTING", "-o", "wan", "-j", "MASQUERADE")
    _iptables(
        router, "-A", "FORWARD", "-i", "wan",
        "-m", "conntrack", "--ctstate", "ESTABLISHED,RELATED", "-j", "ACCEPT",
    )  # fmt: skip
    _iptables(router, "-A", "FORWARD", "-i", "wan", "-j", "DROP")


def _iptables(router: str, *rule: str) -> None:
    """An iptables rule in ``router``; :class:`Unusable` where the kernel refuses it."""
    done = run(router, "iptables", *rule)
    if done.returncode != 0:
        raise Unusable(f"iptables {' '.join(rule)} is refused here: {done.stderr.strip()}")


def _link(world: World, router: str, delay: float, loss: float, queue: int, folder: Path) -> str:
    """Delay and loss on ``router``'s internet-facing interface: ``netem`` or ``nfqueue``."""
    if delay <= 0 and loss <= 0:
        return "none"
    netem = ["tc", "qdisc", "add", "dev", "wan", "root", "netem"]
    netem += ["delay", f"{delay * 1000:g}ms"] if delay > 0 else []
    netem += ["loss", f"{loss * 100:g}%"] if loss > 0 else []
    if shutil.which("tc") is not None and run(router, *netem).returncode == 0:
        return "netem"
    mangle = ["-t", "mangle", "-A", "POSTROUTING", "-o", "wan"]
    if loss > 0:
        _iptables(router, *mangle, "-m", "statistic", "--mode", "random",
                  "--probability", f"{loss:g}", "-j", "DROP")  # fmt: skip
    if delay > 0:
        log = (folder / f"delayer-{router}.err").open("ab")
        helper = subprocess.Popen(
            [*World.prefix(router), sys.executable, "-m", "tests.net.internet.delayer",
             "--queue", str(queue), "--delay", f"{delay:g}"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=log,
        )  # fmt: skip
        log.close()
        world.helpers.append(helper)
        assert helper.stdout is not None
        if _line(helper, SETUP_LIMIT) != "ready":
            _end(helper)
            why = (folder / f"delayer-{router}.err").read_text(errors="replace").strip()
            raise Unusable(f"no netem here, and no NFQUEUE to delay packets in: {why[-500:]}")
        _iptables(router, *mangle, "-j", "NFQUEUE", "--queue-num", str(queue), "--queue-bypass")
    return "nfqueue"


def _line(process: subprocess.Popen[bytes], limit: float) -> str:
    """The process's first line on stdout, within ``limit`` seconds ('' if none came)."""
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        if not selector.select(limit):
            return ""
        return process.stdout.readline().decode(errors="replace").strip()


@contextmanager
def nat_world(folder: Path, delay: float = 0.0, loss: float = 0.0) -> Iterator[World]:
    """The five namespaces (see the module's docstring) until the block ends. Raises
    :class:`Unusable` where they cannot be made."""
    reason = unusable()
    if reason is not None:
        raise Unusable(reason)
    token = secrets.token_hex(3)
    world = World(
        internet=f"madn-i-{token}",
        router_a=f"madn-ra-{token}",
        router_b=f"madn-rb-{token}",
        house_a=f"madn-ha-{token}",
        house_b=f"madn-hb-{token}",
    )
    made: list[str] = []
    try:
        for name in world.names:
            done = netns.ip("netns", "add", name)
            if done.returncode != 0:
                raise Unusable(f"`ip netns add` is not permitted here: {done.stderr.strip()}")
            made.append(name)
            must(name, "ip", "link", "set", "lo", "up")
        done = netns.ip("-n", world.internet, "link", "add", "br0", "type", "bridge")
        if done.returncode != 0:
            raise Unusable(f"cannot make a bridge here: {done.stderr.strip()}")
        _address(world.internet, "br0", f"{SERVER_ADDRESS}/24")
        for index, (router, house, lan, wan) in enumerate(
            (
                (world.router_a, world.house_a, "192.168.10", f"{INTERNET}.1"),
                (world.router_b, world.house_b, "192.168.20", f"{INTERNET}.2"),
            )
        ):
            port = f"p{index}{token}"
            _veth(router, "wan", world.internet, port)
            must(world.internet, "ip", "link", "set", port, "master", "br0")
            must(world.internet, "ip", "link", "set", port, "up")
            _address(router, "wan", f"{wan}/24")
            _router(router, house, lan, f"{index}{token}")
        for index, router in enumerate((world.router_a, world.router_b)):
            world.link = _link(world, router, delay, loss, index, folder)
        yield world
    finally:
        for helper in world.helpers:
            _end(helper)
        for name in made:  # whatever still runs in a namespace keeps it alive: end it first
            for pid in netns.ip("netns", "pids", name).stdout.split():
                _kill(int(pid))
        for name in made:
            if name in (world.router_a, world.router_b):
                for table in ("filter", "nat", "mangle"):
                    run(name, "iptables", "-t", table, "-F")
            netns.ip("netns", "del", name)  # its veth ends, the bridge and its rules with it


def _end(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
    if process.stdout is not None:
        process.stdout.close()


def _kill(pid: int) -> None:
    with suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


def connects(world: World, namespace: str, address: str, port: int, limit: float) -> bool:
    """Whether a TCP connection from ``namespace`` to ``address:port`` completes within
    ``limit`` seconds."""
    probe = (
        "import socket,sys\n"
        "try:\n"
        f"    socket.create_connection(({address!r}, {port}), {limit}).close()\n"
        "except OSError as e:\n"
        "    print(e); sys.exit(1)\n"
    )
    done = subprocess.run(
        [*world.prefix(namespace), sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        timeout=limit + SETUP_LIMIT,
        check=False,
    )
    return done.returncode == 0


def connect_time(world: World, namespace: str, address: str, port: int) -> float:
    """Seconds a TCP connection from ``namespace`` to ``address:port`` takes to complete (the
    round trip of its handshake), measured in the namespace."""
    probe = (
        "import socket,time\n"
        "start=time.monotonic()\n"
        f"socket.create_connection(({address!r}, {port}), {SETUP_LIMIT}).close()\n"
        "print(time.monotonic()-start)\n"
    )
    done = subprocess.run(
        [*world.prefix(namespace), sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        timeout=2 * SETUP_LIMIT,
        check=True,
    )
    return float(done.stdout)


def wait_reachable(
    world: World, namespace: str, address: str, ports: Sequence[int], limit: float = 30.0
) -> None:
    """Wait until each of ``ports`` on ``address`` accepts from ``namespace`` (servers that
    were just started there), at most ``limit`` seconds."""
    deadline = time.monotonic() + limit
    for port in ports:
        while not connects(world, namespace, address, port, 2.0):
            if time.monotonic() > deadline:
                raise AssertionError(f"{address}:{port} not reachable from {namespace}")
            time.sleep(0.1)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
