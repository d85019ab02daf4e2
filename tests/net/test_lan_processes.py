"""The headless contract with real processes on 127.0.0.1 (issue 13): ``madn host`` and ``madn
join`` play whole games to identical final lines, classic and event mode; a joiner killed
mid-game is started again and rejoins; refused joins exit non-zero with the reason on stderr.

Every process gets its own data folder (``XDG_DATA_HOME``); the host listens on port 0 and the
test reads the port from its stderr; every wait is bounded."""

from __future__ import annotations

import re
import signal
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.protocol.frames import encode_frame
from net.protocol.messages import MAGIC
from tests.net.processes import Peer, host_process, join_process

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def peers(tmp_path: Path) -> Iterator[list[Peer]]:
    started: list[Peer] = []
    yield started
    for peer in started:
        peer.stop()


@pytest.mark.parametrize(
    ("mode", "seats", "levels"),
    [
        ("classic", "ai:easy,remote,remote,remote", ("random", "easy", "random")),
        ("event", "ai:random,remote,remote,remote", ("easy", "random", "random")),
    ],
)
@pytest.mark.slow
def test_four_processes_play_a_game_to_the_end(
    peers: list[Peer], tmp_path: Path, mode: str, seats: str, levels: tuple[str, ...]
) -> None:
    boss, port = host_process(peers, tmp_path, seats, "--mode", mode)
    joiners = [
        join_process(peers, tmp_path, f"j{i}", port, "--ai", level)
        for i, level in enumerate(levels)
    ]
    watcher = None
    if mode == "event":
        boss.wait_for(r"the game starts")
        watcher = join_process(peers, tmp_path, "watch", port, "--watch")
    codes = [p.wait() for p in [boss, *joiners]]
    assert codes == [0, 0, 0, 0], [p.stderr()[-2000:] for p in [boss, *joiners]]
    finals = {p.final() for p in [boss, *joiners]}
    assert len(finals) == 1
    if watcher is not None:
        assert watcher.wait() == 0
        assert watcher.final() in finals
    assert "the game is over" in boss.stderr()
    assert "joined table" in joiners[0].stderr()


@pytest.mark.slow
def test_the_contracts_own_example(peers: list[Peer], tmp_path: Path) -> None:
    seats = "ai:normal,remote,remote,ai:strong"
    boss, port = host_process(peers, tmp_path, seats, "--mode", "event")
    joiners = [join_process(peers, tmp_path, f"j{i}", port, "--ai", "easy") for i in range(2)]
    assert [p.wait() for p in [boss, *joiners]] == [0, 0, 0]
    assert len({p.final() for p in [boss, *joiners]}) == 1


@pytest.mark.slow
def test_a_joiner_killed_mid_game_rejoins_and_the_game_finishes(
    peers: list[Peer], tmp_path: Path
) -> None:
    boss, port = host_process(
        peers, tmp_path, "ai:random,remote,remote,remote", "--pace", "0.01", "--timeout", "30"
    )
    joiners = [join_process(peers, tmp_path, f"j{i}", port, "--ai", "random") for i in range(3)]
    boss.wait_for(r"command 250")
    victim = joiners[1]
    victim.process.send_signal(signal.SIGKILL)
    victim.process.wait(5)
    boss.wait_for(r"is missing")
    again = join_process(peers, tmp_path, "j1", port, "--ai", "random")  # the same data folder
    codes = [p.wait() for p in [boss, joiners[0], again, joiners[2]]]
    assert codes == [0, 0, 0, 0], boss.stderr()[-2000:]
    assert len({p.final() for p in [boss, joiners[0], again, joiners[2]]}) == 1
    assert "rejoining with the token" in again.stderr()
    assert re.search(r"is back", boss.stderr())


@pytest.mark.slow
def test_refused_joins_exit_non_zero_with_the_reason(peers: list[Peer], tmp_path: Path) -> None:
    boss, port = host_process(
        peers, tmp_path, "ai:random,remote,empty,ai:random", "--pin", "2468", "--pace", "0.005"
    )
    wrong = join_process(peers, tmp_path, "wrong", port, "--ai", "random", "--pin", "1357")
    assert wrong.wait() == 3
    assert "wrong PIN" in wrong.stderr()
    missing = join_process(peers, tmp_path, "nopin", port, "--ai", "random")
    assert missing.wait() == 3
    assert "needs a PIN" in missing.stderr()
    player = join_process(peers, tmp_path, "player", port, "--ai", "random", "--pin", "2468")
    boss.wait_for(r"the game starts")
    late = join_process(peers, tmp_path, "late", port, "--ai", "random", "--pin", "2468")
    assert late.wait() == 3
    assert "refused: game running" in late.stderr()  # every seat taken: it may only watch
    assert [boss.wait(), player.wait()] == [0, 0]
    assert boss.final() == player.final()


def serve_once(reply: bytes) -> tuple[int, threading.Thread]:
    """A one-connection TCP server on 127.0.0.1 that sends ``reply`` and waits a moment."""
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]

    def run() -> None:
        with server:
            server.settimeout(20)
            try:
                conn, _ = server.accept()
            except OSError:
                return
            with conn:
                conn.sendall(reply)
                time.sleep(0.5)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return port, thread


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (
            encode_frame({"t": "server", "magic": MAGIC, "protocol": 99, "app": "9.9"}),
            "wrong version",
        ),
        (b"HTTP/1.1 400 Bad Request\r\n\r\n", "refused: other protocol"),
    ],
)
def test_a_server_of_another_protocol_is_refused(
    peers: list[Peer], tmp_path: Path, reply: bytes, reason: str
) -> None:
    port, thread = serve_once(reply)
    joiner = join_process(peers, tmp_path, "j", port, "--ai", "random")
    code = joiner.wait(30)
    thread.join(5)
    assert code == 3
    assert re.search(reason, joiner.stderr()), joiner.stderr()


def test_without_headless_the_commands_say_why(peers: list[Peer], tmp_path: Path) -> None:
    peer = Peer(tmp_path, "nohead", ["host", "--seats", "ai:random,remote"])
    peers.append(peer)
    assert peer.wait(30) == 2
    assert "--headless" in peer.stderr()


@pytest.mark.slow
def test_a_host_closed_mid_game_resumes_and_the_joiners_reconnect(
    peers: list[Peer], tmp_path: Path
) -> None:
    boss, port = host_process(peers, tmp_path, "ai:random,remote,remote,ai:easy", "--pace", "0.01")
    joiners = [join_process(peers, tmp_path, f"j{i}", port, "--ai", "random") for i in range(2)]
    boss.wait_for(r"command 250")
    boss.process.send_signal(signal.SIGTERM)
    assert boss.wait(30) == 130
    assert "kept for --resume" in boss.stderr()
    again = Peer(
        tmp_path, "host", ["host", "--resume", "--headless", "--bind", "127.0.0.1", "--no-announce"]
    )  # the same data folder and port
    peers.append(again)
    again.wait_for(rf"listening on port {port}")
    assert [p.wait() for p in [again, *joiners]] == [0, 0, 0], again.stderr()[-2000:]
    assert len({p.final() for p in [again, *joiners]}) == 1
    assert "resumed table" in again.stderr()
    assert "lost the host" in joiners[0].stderr()
