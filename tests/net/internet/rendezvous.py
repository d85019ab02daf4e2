"""A local magic-wormhole network for the tests: the mailbox server and the transit relay from
PyPI (the packages the public network runs), started as real processes on a free port each."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

TWIST = str(Path(sys.executable).parent / "twist")


def free_port(address: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((address, 0))
        return int(probe.getsockname()[1])


class Network:
    """The two servers (``mailbox``: ``ws://HOST:PORT/v1``, ``relay``: ``tcp:HOST:PORT``)."""

    def __init__(self, tmp: Path, address: str, prefix: Sequence[str]) -> None:
        self.tmp, self.address, self.prefix = tmp, address, list(prefix)
        local = not prefix  # in a namespace of the test's own every port is free
        self.mailbox_port = free_port(address) if local else 4000
        self.relay_port = free_port(address) if local else 4001
        self.mailbox = f"ws://{address}:{self.mailbox_port}/v1"
        self.relay = f"tcp:{address}:{self.relay_port}"
        self.processes: dict[str, subprocess.Popen[bytes]] = {}

    def args(self) -> list[str]:
        return ["--mailbox", self.mailbox, "--relay", self.relay]

    def _start(self, name: str, plugin: list[str], port: int) -> None:
        log = self.tmp / f"{name}.log"
        command = [*self.prefix, TWIST, plugin[0], f"--port=tcp:{port}:interface={self.address}"]
        with log.open("ab") as out:
            process = subprocess.Popen(
                [*command, *plugin[1:]],
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.tmp,
                env=dict(os.environ),
            )
        self.processes[name] = process
        self._wait_listening(port, process, log)

    def _wait_listening(self, port: int, process: subprocess.Popen[bytes], log: Path) -> None:
        deadline = time.monotonic() + 30.0
        probe = [*self.prefix, sys.executable, "-c", _PROBE, self.address, str(port)]
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise AssertionError(f"{log.name}: {log.read_text(errors='replace')[-2000:]}")
            if self.prefix:
                if subprocess.run(probe, capture_output=True, timeout=10).returncode == 0:
                    return
            else:
                try:
                    with socket.create_connection((self.address, port), 0.5):
                        return
                except OSError:
                    pass
            time.sleep(0.05)
        raise AssertionError(f"{log.name}: nothing listens on {self.address}:{port}")

    def start_mailbox(self) -> None:
        channels = f"--channel-db={self.tmp / 'channels.sqlite'}"
        self._start("mailbox", ["wormhole-mailbox", channels], self.mailbox_port)

    def start_relay(self) -> None:
        self._start("relay", ["transitrelay"], self.relay_port)

    def stop_relay(self) -> None:
        """Kill the relay (every connection through it breaks at once)."""
        self._stop(self.processes.pop("relay"), kill=True)

    def stop(self) -> None:
        for process in self.processes.values():
            self._stop(process, kill=False)
        self.processes.clear()

    @staticmethod
    def _stop(process: subprocess.Popen[bytes], kill: bool) -> None:
        if kill:
            process.kill()
        else:
            process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


_PROBE = (
    "import socket, sys\nsocket.create_connection((sys.argv[1], int(sys.argv[2])), 1).close()\n"
)


@contextmanager
def servers(tmp: Path, address: str = "127.0.0.1", prefix: Sequence[str] = ()) -> Iterator[Network]:
    """The mailbox server and the transit relay, listening on ``address`` (``prefix``: run them
    through another command, ``ip netns exec NAME``), until the block ends."""
    network = Network(tmp, address, prefix)
    try:
        network.start_mailbox()
        network.start_relay()
        yield network
    finally:
        network.stop()
