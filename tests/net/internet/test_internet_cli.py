"""``madn host --internet`` and ``madn join --code`` on the command line: what goes wrong before
any game is a clear sentence and the exit status docs/cli.md promises (real processes)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.net.internet.rendezvous import free_port
from tests.net.processes import MADN, Peer


def madn(*args: str, tmp: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*MADN, *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={"XDG_DATA_HOME": str(tmp), "PATH": "/usr/bin:/bin"},
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--code", "1-aardvark-absurd", "--relay", "relay:4001"], "--relay is tcp:HOST:PORT"),
        (["--code", "1-aardvark-absurd", "--mailbox", "http://x/v1"], "--mailbox is a ws://"),
        ([], "give the table's HOST:PORT, or --code CODE"),
        (["127.0.0.1:4000", "--code", "1-aardvark-absurd"], "give the table's HOST:PORT, or"),
    ],
)
def test_a_joiner_with_wrong_arguments_is_a_usage_error(
    tmp_path: Path, args: list[str], said: str
) -> None:
    done = madn("join", "--headless", "--ai", "random", *args, tmp=tmp_path)
    assert done.returncode == 2 and said in done.stderr, done.stderr


def test_a_mistyped_word_is_refused_before_the_one_guess_is_spent(tmp_path: Path) -> None:
    done = madn(
        "join", "--headless", "--ai", "random", "--code", "7 Guitarist Revenj", tmp=tmp_path
    )
    assert done.returncode == 3
    assert "refused: revenj: no word of an invite code" in done.stderr


def test_a_rendezvous_that_cannot_be_reached_is_exit_4(tmp_path: Path) -> None:
    nobody = f"ws://127.0.0.1:{free_port()}/v1"
    done = madn(
        "join", "--headless", "--ai", "random", "--code", "7-guitarist-revenge",
        "--mailbox", nobody, tmp=tmp_path,
    )  # fmt: skip
    assert done.returncode == 4
    assert "cannot reach the rendezvous server" in done.stderr


def test_a_host_that_cannot_reach_the_rendezvous_says_so_and_keeps_its_table(
    tmp_path: Path, peers: list[Peer]
) -> None:
    nobody = f"ws://127.0.0.1:{free_port()}/v1"
    host = Peer(
        tmp_path,
        "host",
        ["host", "--headless", "--seats", "ai:random,empty,remote,empty", "--internet",
         "--mailbox", nobody],
    )  # fmt: skip
    peers.append(host)
    host.wait_for(r"cannot reach the rendezvous server", 30)
    assert host.process.poll() is None  # still open: it tries again


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["join", "--code", "1-aardvark-absurd", "--ai", "random", "--watch"], "not both"),
        (["join", "--headless", "127.0.0.1:4000"], "give --ai LEVEL to play, or --watch"),
        (["join", "127.0.0.1:4000", "--ai", "random"], "without --headless"),
        (["host", "--seats", "ai:random,remote,empty,empty"], "without --headless"),
    ],
)
def test_only_a_table_by_code_is_headless_by_itself(
    tmp_path: Path, args: list[str], said: str
) -> None:
    """By code a joiner may leave ``--ai``/``--watch`` to its code (docs/cli.md), never give
    both; a LAN peer still asks for ``--headless`` and a LAN joiner for one of them."""
    done = madn(*args, tmp=tmp_path)
    assert done.returncode == 2 and said in done.stderr, done.stderr
