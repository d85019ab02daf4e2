"""The network package's tests: the lobby, hosting and joining in real windows against headless
``madn host``/``madn join`` processes on the loopback (helpers in ``lobby_support``), and the
LAN game's stages without a network (``test_network_stages``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.madn_qt.network.lobby_support import Peer


@pytest.fixture
def peers() -> Iterator[list[Peer]]:
    """The headless peers a test starts; each is stopped (killed if it must be) at its end."""
    started: list[Peer] = []
    yield started
    for peer in started:
        peer.stop()
