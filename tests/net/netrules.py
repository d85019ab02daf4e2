"""The fast tests of the net's security and data rules and of core's stats, history and record:
marker ``netrules``, what ``make mutation-net`` runs against every mutant of those modules
(tools/mutation_net.py, docs/testing.md "Mutation testing").

A pytest plugin, so that the selection is this one list: ``pytest -p tests.net.netrules -m
netrules`` runs exactly these tests. A file joins by matching a pattern (paths from the
repository root); tests that start real processes or wait for real time stay out.
"""

from __future__ import annotations

from fnmatch import fnmatch

import pytest
from hypothesis import settings

FAST_NET_RULE_TESTS = (
    # net/: frames, schemas, handshake proofs, PIN gate, hash chains, room, refusals, joining
    "tests/net/protocol/test_frames.py",
    "tests/net/protocol/test_messages.py",
    "tests/net/protocol/test_schema_*.py",
    "tests/net/protocol/test_handshake.py",
    "tests/net/host/test_pin_*.py",
    "tests/net/lockstep/test_randomness.py",
    "tests/net/lockstep/test_chain_length.py",
    "tests/net/host/test_refusal_log.py",
    "tests/net/host/test_host_room*.py",
    "tests/net/host/test_host_admission*.py",
    "tests/net/join/test_join_busy.py",
    "tests/net/protocol/test_names*.py",
    # late arrivals and takeover with an injected clock (not the real-process LAN tests)
    "tests/net/*/test_*_clock.py",
    # core/: records, statistics, history
    "tests/core/test_record*.py",
    "tests/core/test_game_stats.py",
    "tests/core/test_seat_stats.py",
    "tests/core/stats/test_stats_*.py",
    "tests/core/test_history*.py",
)

# ``--hypothesis-profile=mutation`` as tests/core/conftest.py registers it (derandomised, no
# example database), here too for a selection without tests/core.
settings.register_profile("mutation", database=None, derandomize=True, deadline=None)


def is_net_rule_test(relative: str) -> bool:
    return any(fnmatch(relative, pattern) for pattern in FAST_NET_RULE_TESTS)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        relative = item.path.relative_to(config.rootpath).as_posix()
        if is_net_rule_test(relative):
            item.add_marker(pytest.mark.netrules)
