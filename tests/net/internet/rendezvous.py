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
from dataclasses import dataclass
from pathlib import Path

TWIST = str(Path(sys.executable).parent / "twist")


@dataclass(frozen=True)
class Network:
    mailbox: str  # ws://HOST:PORT/v1
    relay: str  # tcp:HOST:PORT

    def args(self) -> list[str]:
        return ["--mailbox", self.mailbox, "--relay", self.relay]


def free_port(address: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((address, 0))
        return int(probe.getsockname()[1])


def wait_listening(address: str, port: int, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 30.0
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"{log.name} ended: {log.read_text(errors='replace')[-2000:]}")
        try:
            with socket.create_connection((address, port), 0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"{log.name} does not listen on {address}:{port}")


@contextmanager
def servers(tmp: Path, address: str = "127.0.0.1", prefix: Sequence[str] = ()) -> Iterator[Network]:
    """The mailbox server and the transit relay, listening on ``address`` (``prefix``: run
    them through another command, ``ip netns exec NAME``), until the block ends."""
    mailbox_port, relay_port = free_port(), free_port()
    if prefix:  # another namespace: its ports are all free
        mailbox_port, relay_port = 4000, 4001
    started: list[subprocess.Popen[bytes]] = []
    try:
        for name, plugin, port in (
            ("mailbox", ["wormhole-mailbox", f"--channel-db={tmp / 'ch.sqlite'}"], mailbox_port),
            ("relay", ["transitrelay"], relay_port),
        ):
            log = tmp / f"{name}.log"
            with log.open("ab") as out:
                command = [*prefix, TWIST, *plugin[:1], f"--port=tcp:{port}:interface={address}"]
                process = subprocess.Popen(
                    [*command, *plugin[1:]],
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    cwd=tmp,
                    env=dict(os.environ),
                )
            started.append(process)
            if not prefix:
                wait_listening(address, port, process, log)
        yield Network(f"ws://{address}:{mailbox_port}/v1", f"tcp:{address}:{relay_port}")
    finally:
        for process in started:
            process.terminate()
        for process in started:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(5)
