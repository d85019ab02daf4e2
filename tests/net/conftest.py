"""Fixtures of the LAN tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.net.netns import Namespaces, make_namespaces
from tests.net.processes import Peer


@pytest.fixture
def namespaces() -> Iterator[Namespaces]:
    """Two network namespaces of the test's own joined by a veth pair (tests/net/netns.py)."""
    yield from make_namespaces()


@pytest.fixture
def peers() -> Iterator[list[Peer]]:
    """Real ``madn`` processes a test starts; each is killed at its end if it still runs."""
    started: list[Peer] = []
    yield started
    for peer in started:
        peer.stop()
