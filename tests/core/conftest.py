"""The fast rule tests: every test in a file of :data:`FAST_RULE_TESTS` gets the ``rules`` marker.

``pytest tests/core -m rules`` runs them (a few seconds); mutation testing (``make mutation``)
runs exactly this set against the rules modules. A new test file joins the set when its name
matches one of the patterns; see docs/testing.md for what belongs here and what does not.
"""

from __future__ import annotations

from fnmatch import fnmatch
from pathlib import Path

import pytest
from hypothesis import settings

HERE = Path(__file__).parent

# Files in tests/core and tests/core/event whose tests are fast rule tests (AI, batched simulator
# and CLI subprocess tests stay out: they are slow and test other modules).
FAST_RULE_TESTS = (
    "test_rules_*.py",
    "test_notation*.py",
    "test_record*.py",
    "test_ranking*.py",
    "test_penalties*.py",
    "test_known_answers*.py",
    "test_properties*.py",
    "test_golden*.py",
    "test_railway*.py",
    "test_chance*.py",
    # event mode's focused tests (test_event_properties.py plays a thousand games: not fast)
    "test_event_wheel*.py",
    "test_event_counter*.py",
    "test_event_effects*.py",
    "test_event_safety*.py",
    "test_event_paths*.py",
    "test_event_dice*.py",
    "test_event_turns*.py",
    "test_event_notation*.py",
    "test_event_chance*.py",
)

# ``--hypothesis-profile=mutation``: the same examples in every run and no example database, so
# that a mutant's verdict does not depend on what an earlier mutant's failure left behind.
settings.register_profile("mutation", database=None, derandomize=True, deadline=None)


def is_fast_rule_test(path: Path) -> bool:
    return path.parent in (HERE, HERE / "event") and any(
        fnmatch(path.name, p) for p in FAST_RULE_TESTS
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if is_fast_rule_test(item.path):
            item.add_marker(pytest.mark.rules)
