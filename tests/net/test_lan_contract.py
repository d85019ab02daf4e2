"""Issue 13's headless contract, exactly as it is written, between real processes:

    madn host --seats ai:normal,remote,remote,ai:strong --port P --headless [--mode event] [--pin N]
    madn join HOST:PORT --ai LEVEL --headless [--pin N]

No other option: the host listens on every address and announces its table with zeroconf on
every interface, as the app does. So that this touches no real network, the host runs alone in a
network namespace of the test's own, joined by a veth pair to a second one where a table browser
(real zeroconf, default interfaces) and the joiners run (tests/net/netns.py; skipped with the
reason where ``ip netns`` is not permitted). The browser must list the table (announced with its
TXT, confirmed by TCP), the joiners join the address it lists and take the first open seats, the
table is withdrawn when its game starts full, every process prints progress on stderr and, as its
last stdout line, ``final <state hash as 16 hex digits> <ranking>``, the same on every peer, and
exits 0. A wrong PIN exits non-zero with the reason on stderr.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.netns import HOST_ADDRESS, DiscoveryPeer, Namespaces
from tests.net.processes import Peer

pytestmark = pytest.mark.timeout(240)
SEATS = "ai:normal,remote,remote,ai:strong"
GAME = 150.0  # seconds a whole game (normal and strong AI) may take


@pytest.fixture
def peers() -> Iterator[list[Peer]]:
    started: list[Peer] = []
    yield started
    for peer in started:
        peer.stop()


@pytest.mark.parametrize(
    ("options", "pin", "mode"),
    [([], "", "classic"), (["--mode", "event", "--pin", "4821"], "4821", "event")],
    ids=["classic", "event-pin"],
)
@pytest.mark.slow
def test_the_headless_contract_as_written(
    namespaces: Namespaces,
    peers: list[Peer],
    tmp_path: Path,
    options: list[str],
    pin: str,
    mode: str,
) -> None:
    in_host = ["ip", "netns", "exec", namespaces.host]
    in_client = ["ip", "netns", "exec", namespaces.client]
    port = random.randint(20000, 60000)  # the namespace is fresh: every port is free
    browser = DiscoveryPeer(namespaces.client, "browse", "madn table", "--timeout", "30")
    try:
        host = Peer(
            tmp_path,
            "host",
            ["host", "--seats", SEATS, "--port", str(port), "--headless", *options],
            in_host,
        )
        peers.append(host)
        host.wait_for(rf"listening on port {port}")

        found = json.loads(browser.expect("FOUND ", timeout=30))
        assert found["addresses"] == [HOST_ADDRESS] and found["port"] == port
        assert found["compatible"] is True
        txt = found["txt"]
        assert (txt["mode"], txt["free"], txt["pin"]) == (mode, "2", "1" if pin else "0")
        address = f"{found['addresses'][0]}:{found['port']}"

        pins = ["--pin", pin] if pin else []
        if pin:
            wrong = Peer(
                tmp_path,
                "wrong",
                ["join", address, "--ai", "easy", "--headless", "--pin", "1111"],
                in_client,
            )
            peers.append(wrong)
            assert wrong.wait(60) != 0
            assert "wrong PIN" in wrong.stderr(), wrong.stderr()

        joiners = []
        for name, level in (("j1", "easy"), ("j2", "normal")):
            joiner = Peer(
                tmp_path, name, ["join", address, "--ai", level, "--headless", *pins], in_client
            )
            peers.append(joiner)
            joiners.append(joiner)
            # one at a time, so each takes the first open seat in turn
            joiner.wait_for(r"joined table .* seat (\d)")
        seats = [int(j.wait_for(r"joined table .* seat (\d)").group(1)) for j in joiners]
        assert seats == [1, 2], "a joiner takes the first open seat"

        host.wait_for(r"the game starts")
        browser.expect("GONE", timeout=30)  # withdrawn: the game started with every seat taken

        codes = [p.wait(GAME) for p in [host, *joiners]]
        assert codes == [0, 0, 0], [p.stderr()[-2000:] for p in [host, *joiners]]
        finals = {p.final() for p in [host, *joiners]}
        assert len(finals) == 1, finals
        assert re.search(r"command \d+", host.stderr()), "no progress on stderr"
        assert "the game is over" in host.stderr()
        assert all("the game is over" in j.stderr() for j in joiners)
        assert browser.process.wait(timeout=10) == 0
    finally:
        browser.stop()
