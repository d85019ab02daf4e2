"""A real ``madn host --internet`` against peers of the rendezvous that do not play by the rules
(docs/internet.md): the seat a friend was invited to must not stay shut."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from pathlib import Path

import pytest

from tests.net.internet import strangers
from tests.net.internet.rendezvous import Network, servers
from tests.net.internet.test_internet_processes import INVITE, code_joiner, internet_host, invites
from tests.net.processes import Peer

# Each waits out one of the host's bounds (30 s) with real processes.
pytestmark = pytest.mark.slow


def fresh_code(
    host: Peer, seat: str, old: str, limit: float, spent: set[str] | None = None
) -> str | None:
    """A code for ``seat`` other than ``old`` (and the ``spent`` ones), once the host printed
    one (None after ``limit``)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        for s, code in INVITE.findall(host.out.read_text(encoding="utf-8")):
            if s == seat and code != old and code not in (spent or set()):
                return code
        time.sleep(0.1)
    return None


@pytest.mark.parametrize("answer", [False, True], ids=["silent-after-pake", "never-transit"])
def test_a_peer_that_stops_after_the_pake_keeps_the_seat_shut_30_s_at_most(
    tmp_path: Path, network: Network, peers: list[Peer], answer: bool
) -> None:
    """Somebody knows the seat's code (a friend's program that hung, or whoever overheard it)
    and stops after the PAKE: it reads the offer and never answers, or answers and never
    starts transit. The host gives up on that meeting within 30 s (docs/internet.md, "One
    meeting") and prints a fresh code for the seat, by which the friend comes in. (It waited
    for ever for the answer, and 120 s for transit.)"""
    host = internet_host(peers, tmp_path, network, "ai:random,empty,remote,empty", "--seed", "4")
    first = invites(host, 2)["2"]

    async def stall() -> object:
        return await asyncio.wait_for(
            strangers.stall_after_pake(network.mailbox, first, answer), 30
        )

    loop = asyncio.new_event_loop()
    try:
        wormhole = loop.run_until_complete(stall())
        stalled = time.monotonic()
        fresh = fresh_code(host, "2", first, 60)
        assert fresh is not None, f"no fresh code for seat 2 in 60 s:\n{host.stderr()[-2000:]}"
        assert time.monotonic() - stalled < 45
        assert "did not finish the meeting within 30 s" in host.stderr()
        friend = code_joiner(peers, tmp_path, network, "friend", fresh, "--ai", "random")
        assert friend.wait(120) == 0, friend.stderr()[-3000:]
        assert host.wait(60) == 0, host.stderr()[-3000:]
        assert friend.final() == host.final()
        loop.run_until_complete(asyncio.wait_for(strangers.close(wormhole), 30))
    finally:
        loop.close()


def return_nameplates(mailbox: str, limit: float = 30.0) -> list[str]:
    """The 12-digit nameplates the mailbox lists (return codes' only), once there are any."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        found = [n for n in strangers.nameplates(mailbox) if len(n) == 12]
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError("the mailbox lists no return code")


def test_a_strangers_claim_on_a_return_code_does_not_keep_the_player_out(
    tmp_path: Path, peers: list[Peer]
) -> None:
    """A stranger lists the mailbox's nameplates, claims the 12-digit one the host waits on
    for its player (no PAKE: a claim alone) and goes; the mailbox keeps the claim, so the
    player's bridge finds the code crowded. The host claims its return code afresh after 20 s
    in which nobody came, finds it crowded and opens the next generation, where the player
    comes back when its relay connection is cut (docs/internet.md, "Coming back"). (The host
    waited on the claimed code for ever: the player was out for the rest of the game.)"""
    folder = tmp_path / "wormhole"
    folder.mkdir()
    with servers(folder) as network:
        host = internet_host(
            peers, tmp_path, network, "ai:random,empty,remote,empty", "--seed", "9", "--pace",
            "0.1", "--timeout", "150", "--relay-only",
        )  # fmt: skip
        code = invites(host, 2)["2"]
        code_joiner(peers, tmp_path, network, "joiner", code, "--ai", "random", "--relay-only")
        host.wait_for(r"the game starts", 60)
        for nameplate in return_nameplates(network.mailbox):
            assert strangers.claim(network.mailbox, nameplate, pake=False)["type"] == "claimed"
        network.stop_relay()
        host.wait_for(r"missing: Carla", 60)
        network.start_relay()
        host.wait_for(r"came back through its return code \(->relay", 120)
        host.wait_for(r"Carla \(peer 1\) is back", 30)


def test_a_joiner_started_again_comes_back_past_a_strangers_claim_on_its_return_code(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """The same claim, met by a joiner whose program was killed and started again with its
    code: its first connection waits for the meeting as long as its handshake timeout (40 s),
    not just three ping intervals of silence (15 s: it gave up, "the host did not let us in",
    before the host had moved past the claim)."""
    host = internet_host(
        peers, tmp_path, network, "ai:random,empty,remote,empty", "--seed", "12", "--pace",
        "0.1", "--timeout", "150",
    )  # fmt: skip
    code = invites(host, 2)["2"]
    first = code_joiner(peers, tmp_path, network, "joiner", code, "--ai", "random")
    host.wait_for(r"the game starts", 60)
    for nameplate in return_nameplates(network.mailbox):
        assert strangers.claim(network.mailbox, nameplate, pake=False)["type"] == "claimed"
    first.process.kill()
    first.process.wait(10)
    host.wait_for(r"missing: Carla", 60)
    again = code_joiner(peers, tmp_path, network, "joiner", code, "--ai", "random")
    again.wait_for(r"this code brought us in before", 30)
    host.wait_for(r"Carla \(peer 1\) is back", 90)
    assert "did not let us in" not in again.stderr()


def test_the_host_dials_sixteen_of_the_addresses_an_answer_names_at_most(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """A peer that knew the code answers with ninety transit hints (all an 8,192-byte answer
    holds), here all to one local port that counts: the host connects to 16 at most (it dialed
    every one of them: a guest could have the host's computer knock on any address and port of
    its network, ninety at a time)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    listener.settimeout(0.2)
    port = listener.getsockname()[1]
    host = internet_host(peers, tmp_path, network, "ai:random,empty,remote,empty")
    code = invites(host, 2)["2"]
    hint = {"type": "direct-tcp-v1", "priority": 0.0, "hostname": "127.0.0.1", "port": port}
    loop = asyncio.new_event_loop()
    dialed = 0
    try:
        wormhole = loop.run_until_complete(
            asyncio.wait_for(strangers.answer_with_hints(network.mailbox, code, [hint] * 90), 30)
        )
        deadline = time.monotonic() + 60
        while "a meeting at the code for seat 2 failed" not in host.stderr():
            assert time.monotonic() < deadline, host.stderr()[-2000:]
            with contextlib.suppress(TimeoutError):
                connection, _ = listener.accept()
                connection.close()
                dialed += 1
        loop.run_until_complete(asyncio.wait_for(strangers.close(wormhole), 30))
    finally:
        loop.close()
        listener.close()
    assert 1 <= dialed <= 16, dialed


def test_answers_that_are_no_madn_answers_leave_no_port_open_on_the_host(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """Peers that knew the code answer the offer with bytes that are no answer (garbage,
    another version, no hints): each meeting fails and a fresh code follows, and the port the
    host's transit listened on for that meeting is closed with it (one was left open per
    failed meeting: the host listened on more and more ports)."""
    host = internet_host(peers, tmp_path, network, "ai:random,empty,remote,empty")
    answers = [b"\xff\xfe no json", b'{"madn": 2, "transit": {}}', b'{"madn": 1}']
    spent: set[str] = set()
    loop = asyncio.new_event_loop()
    try:
        for count, answer in enumerate(answers, 1):
            code = fresh_code(host, "2", "", 30.0, spent)
            assert code is not None, host.stderr()[-2000:]
            spent.add(code)
            loop.run_until_complete(
                asyncio.wait_for(strangers.answer_with(network.mailbox, code, answer), 30)
            )
            deadline = time.monotonic() + 30
            while host.stderr().count("a meeting at the code for seat 2 failed") < count:
                assert time.monotonic() < deadline, host.stderr()[-2000:]
                time.sleep(0.05)
    finally:
        loop.close()
    assert strangers.listening_sockets(host.process.pid) == 1  # the table's own port


def test_messages_left_unconfirmed_on_a_seats_codes_are_paced_like_wrong_guesses(
    tmp_path: Path, network: Network, peers: list[Peer]
) -> None:
    """A stranger lists the nameplates and leaves a PAKE message (of a wrong code) on each of
    a seat's codes as it appears, never confirming it. Each such message spends the code like
    a wrong guess, is told as one, and is paced like one: the third in a row is followed by a
    pause of 4 s before the next code (docs/internet.md, "Burnt codes"). (The host made a new
    code at once after each, 6 s apart: a code every 6 s for as long as the stranger went on,
    where wrong guesses get one a minute.)"""
    host = internet_host(peers, tmp_path, network, "ai:random,empty,remote,empty")
    spent: set[str] = set()
    told = "somebody tried a wrong code for seat 2"
    for count in range(1, 4):
        code = fresh_code(host, "2", "", 60.0, spent)
        assert code is not None, host.stderr()[-2000:]
        spent.add(code)
        left = strangers.claim(network.mailbox, code.split("-")[0], pake=True)
        assert left["type"] == "claimed", left
        host.wait_for(rf"(?s)({told}.*){{{count}}}", 30)
    reported = time.monotonic()
    after = fresh_code(host, "2", "", 60.0, spent)
    assert after is not None, host.stderr()[-2000:]
    assert time.monotonic() - reported >= 3.0
