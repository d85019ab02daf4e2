"""Network namespaces of a test's own, joined by a veth pair (issue 13): the ``namespaces``
fixture (tests/net/conftest.py) makes two (random names), joins them with a veth pair
(10.123.0.1/24 in ``host``, 10.123.0.2/24 in ``client``), brings the loopback up in both and
removes them on teardown, also when the test fails. It skips the test with the reason where
``ip netns add`` is not permitted (not root, no CAP_SYS_ADMIN), iproute2 is missing, a namespace
cannot be entered (a chroot: ``ip -n`` fails to remount /; probed once per run), or veth links
cannot be made; CI runs as root and installs iproute2 (.ci/run).
"""

from __future__ import annotations

import functools
import os
import secrets
import selectors
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STEP = 10.0  # seconds: the bound on each wait for a line from a peer
HOST_ADDRESS = "10.123.0.1"
CLIENT_ADDRESS = "10.123.0.2"


@dataclass
class Namespaces:
    host: str
    client: str


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=20, check=False)


def must(*args: str) -> None:
    done = ip(*args)
    if done.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)} failed: {done.stderr.strip()}")


@functools.cache
def unusable() -> str | None:
    """Why namespaces cannot be used here, or ``None``: one probe namespace is made, entered
    (``ip -n``, which a chroot refuses) and removed."""
    if shutil.which("ip") is None:
        return "needs iproute2 (`ip` is not installed)"
    probe = f"madn-p-{secrets.token_hex(4)}"
    done = ip("netns", "add", probe)
    if done.returncode != 0:
        return f"`ip netns add` is not permitted here: {done.stderr.strip()}"
    try:
        done = ip("-n", probe, "link", "set", "lo", "up")
        if done.returncode != 0:
            return f"a network namespace cannot be entered here: {done.stderr.strip()}"
    finally:
        ip("netns", "del", probe)
    return None


def make_namespaces() -> Iterator[Namespaces]:
    reason = unusable()
    if reason is not None:
        pytest.skip(reason)
    token = secrets.token_hex(4)
    ns = Namespaces(host=f"madn-h-{token}", client=f"madn-c-{token}")
    made: list[str] = []
    try:
        for name in (ns.host, ns.client):
            done = ip("netns", "add", name)
            if done.returncode != 0:
                pytest.skip(f"`ip netns add` is not permitted here: {done.stderr.strip()}")
            made.append(name)
        veth_host, veth_client = f"mh{token}", f"mc{token}"  # at most 15 characters
        done = ip(
            "link", "add", veth_host, "netns", ns.host,
            "type", "veth", "peer", "name", veth_client, "netns", ns.client,
        )  # fmt: skip
        if done.returncode != 0:
            pytest.skip(f"cannot make a veth pair here: {done.stderr.strip()}")
        for name, veth, address in (
            (ns.host, veth_host, HOST_ADDRESS),
            (ns.client, veth_client, CLIENT_ADDRESS),
        ):
            must("-n", name, "addr", "add", f"{address}/24", "dev", veth)
            must("-n", name, "link", "set", veth, "up")
            must("-n", name, "link", "set", "lo", "up")
        yield ns
    finally:
        for name in made:
            ip("netns", "del", name)  # removes the veth pair with it


class DiscoveryPeer:
    """A discovery_peer process inside a namespace, read line by line with bounded waits."""

    def __init__(self, namespace: str, *args: str) -> None:
        command = ["ip", "netns", "exec", namespace, sys.executable]
        command += ["-m", "tests.net.discovery_peer"]
        self.process = subprocess.Popen(
            [*command, *args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert self.process.stdout is not None
        self._selector = selectors.DefaultSelector()
        self._selector.register(self.process.stdout, selectors.EVENT_READ)
        self._buffer = b""
        self.lines: list[str] = []

    def expect(self, prefix: str, timeout: float = STEP) -> str:
        """The rest of the next line that starts with ``prefix``; fails after ``timeout``."""
        assert self.process.stdout is not None
        deadline = time.monotonic() + timeout
        while True:
            while b"\n" in self._buffer:
                line, self._buffer = self._buffer.split(b"\n", 1)
                text = line.decode("utf-8", errors="replace")
                self.lines.append(text)
                if text.startswith(prefix):
                    return text[len(prefix) :].strip()
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self._selector.select(remaining):
                got = f"{self.lines}{self.stderr()}"
                pytest.fail(f"no {prefix!r} line within {timeout} s; got {got}")
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                pytest.fail(f"peer ended before {prefix!r}; got {self.lines}{self.stderr()}")
            self._buffer += chunk

    def stderr(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return ""
        return "; stderr: " + self.process.stderr.read().decode(errors="replace")[-2000:]

    def end_input(self) -> None:
        if self.process.stdin is not None and not self.process.stdin.closed:
            self.process.stdin.close()

    def stop(self) -> None:
        self.end_input()
        try:
            self.process.wait(timeout=STEP)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=STEP)
        self._selector.close()
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()
