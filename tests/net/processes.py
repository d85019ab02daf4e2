"""Real ``madn`` processes for the LAN tests: stdout and stderr in files, every wait bounded."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

# The last stdout line of `madn host` and `madn join` (issue 13's headless contract): the state
# hash as 16 hex digits and the ranking (seat:place, best first).
FINAL = re.compile(r"final [0-9a-f]{16}( [0-3]:[1-4])+")


def madn_command() -> list[str]:
    """The ``madn`` console script of this environment (``python -m madn_qt`` without one)."""
    script = Path(sys.executable).parent / "madn"
    return [str(script)] if script.exists() else [sys.executable, "-m", "madn_qt"]


MADN = madn_command()


class Peer:
    """One ``madn`` process with its stdout and stderr in files; ``prefix`` runs it through another
    command (``ip netns exec NAME``)."""

    def __init__(self, tmp: Path, name: str, args: list[str], prefix: Sequence[str] = ()) -> None:
        self.name = name
        self.out = tmp / f"{name}.out"
        self.err = tmp / f"{name}.err"
        env = dict(os.environ, XDG_DATA_HOME=str(tmp / f"xdg-{name}"), PYTHONUNBUFFERED="1")
        env.pop("QT_QPA_PLATFORM", None)
        with self.out.open("ab") as out, self.err.open("ab") as err:
            command = [*prefix, *MADN, *args]
            self.process = subprocess.Popen(command, stdout=out, stderr=err, env=env)

    def stderr(self) -> str:
        return self.err.read_text(encoding="utf-8", errors="replace")

    def wait(self, limit: float = 90.0) -> int:
        try:
            return self.process.wait(limit)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)
            raise AssertionError(f"{self.name} did not end:\n{self.stderr()[-3000:]}") from None

    def final(self) -> str:
        lines = self.out.read_text(encoding="utf-8").splitlines()
        assert lines, f"{self.name} printed nothing:\n{self.stderr()[-3000:]}"
        assert FINAL.fullmatch(lines[-1]), lines[-1]
        return lines[-1]

    def wait_for(self, pattern: str, limit: float = 30.0) -> re.Match[str]:
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            found = re.search(pattern, self.stderr())
            if found:
                return found
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        raise AssertionError(f"{self.name}: no {pattern!r} in:\n{self.stderr()[-3000:]}")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(5)


def host_process(peers: list[Peer], tmp: Path, seats: str, *extra: str) -> tuple[Peer, int]:
    """``madn host`` on 127.0.0.1, not announced, on a free port: the process and its port."""
    args = ["host", "--seats", seats, "--port", "0", "--headless", "--bind", "127.0.0.1"]
    peer = Peer(tmp, "host", [*args, "--no-announce", *extra])
    peers.append(peer)
    port = int(peer.wait_for(r"listening on port (\d+)").group(1))
    return peer, port


def join_process(peers: list[Peer], tmp: Path, name: str, port: int, *extra: str) -> Peer:
    """``madn join 127.0.0.1:PORT --headless`` with ``extra``."""
    peer = Peer(tmp, name, ["join", f"127.0.0.1:{port}", "--headless", *extra])
    peers.append(peer)
    return peer
