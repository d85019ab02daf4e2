"""Never losing a LAN game (issue 25): a ``madn host`` killed outright (SIGKILL, no chance to
close anything) is started again with ``--resume``; its table resumes from the kept file, the
joiners reconnect, and the game ends with the same final line on every peer, classic and event
mode. Real processes on 127.0.0.1, each with its own data folder; every wait bounded."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from tests.net.processes import Peer, host_process, join_process

pytestmark = pytest.mark.timeout(120)


@pytest.mark.parametrize(("mode", "cut"), [("classic", 0), ("event", 0), ("classic", 3)])
def test_a_host_killed_mid_game_resumes_and_the_game_finishes(
    peers: list[Peer], tmp_path: Path, mode: str, cut: int
) -> None:
    """``cut``: the kept file's last bytes are lost too (killed in the middle of a write)."""
    boss, port = host_process(
        peers, tmp_path, "ai:random,remote,remote,ai:easy", "--pace", "0.01", "--mode", mode
    )
    joiners = [join_process(peers, tmp_path, f"j{i}", port, "--ai", "random") for i in range(2)]
    boss.wait_for(r"command 250")
    boss.process.send_signal(signal.SIGKILL)
    assert boss.wait(30) == -signal.SIGKILL
    (kept,) = (tmp_path / "xdg-host" / "madn" / "lan" / "tables").glob("*.keep")
    if cut:
        data = kept.read_bytes()
        kept.write_bytes(data[:-cut])
    again = Peer(
        tmp_path, "host", ["host", "--resume", "--headless", "--bind", "127.0.0.1", "--no-announce"]
    )  # the same data folder and port
    peers.append(again)
    again.wait_for(rf"listening on port {port}")
    assert [p.wait() for p in [again, *joiners]] == [0, 0, 0], again.stderr()[-2000:]
    assert len({p.final() for p in [again, *joiners]}) == 1
    assert "resumed table" in again.stderr()
