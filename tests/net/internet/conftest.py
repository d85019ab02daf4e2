"""Fixtures of the internet tests: a local rendezvous and relay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.internet.rendezvous import Network, servers


@pytest.fixture
def network(tmp_path: Path) -> Iterator[Network]:
    """A mailbox server and a transit relay of the test's own on 127.0.0.1."""
    folder = tmp_path / "wormhole"
    folder.mkdir()
    with servers(folder) as started:
        yield started
