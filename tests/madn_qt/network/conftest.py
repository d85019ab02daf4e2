"""The network package's tests: the lobby, hosting and joining in real windows against headless
``madn host``/``madn join`` processes on the loopback (helpers in ``lobby_support``), internet
play through a local rendezvous and relay (``internet_support``, the ``network`` fixture), and
the LAN game's stages without a network (``test_network_stages``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.madn_qt.network.lobby_support import Peer
from tests.net.internet.rendezvous import Network, servers


@pytest.fixture
def peers() -> Iterator[list[Peer]]:
    """The headless peers a test starts; each is stopped (killed if it must be) at its end."""
    started: list[Peer] = []
    yield started
    for peer in started:
        peer.stop()


@pytest.fixture
def network(tmp_path: Path) -> Iterator[Network]:
    """A magic-wormhole mailbox server and transit relay of the test's own on 127.0.0.1 (the
    internet tests)."""
    folder = tmp_path / "wormhole"
    folder.mkdir()
    with servers(folder) as started:
        yield started
