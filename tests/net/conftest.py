"""Fixtures of the LAN tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.net.netns import Namespaces, make_namespaces


@pytest.fixture
def namespaces() -> Iterator[Namespaces]:
    """Two network namespaces of the test's own joined by a veth pair (tests/net/netns.py)."""
    yield from make_namespaces()
