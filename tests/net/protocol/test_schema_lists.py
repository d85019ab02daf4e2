"""Every list in the LAN messages holds exactly the number of items docs/protocol.md allows
(issue 34): the maximum accepted, one item more refused, the minimum accepted, one fewer refused.

The limits are written here from the document, not read from the schema, so a schema whose limit
drifts from the document fails as surely as a check that lets one item too many through. The
rest of each message is a valid one drawn from the schemas (tests/net/strategies.py); only the
list under test changes length, its items copies of one valid item.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.protocol.inputs import INPUTS, SetupSpec
from net.protocol.messages import (
    MESSAGES,
    InputSpec,
    ListOf,
    Maybe,
    Nested,
    SchemaError,
    Spec,
    Struct,
)
from tests.net.strategies import for_spec, setups, structs

pytestmark = pytest.mark.timeout(120)
FEW = settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# (struct, field) -> (fewest, most) items, as docs/protocol.md's tables write them.
DOCUMENTED: dict[tuple[str, str], tuple[int, int]] = {
    ("Accept", "seats"): (0, 4),  # [seat] ≤ 4
    ("Lobby", "owners"): (4, 4),  # [-1 | peer] × 4
    ("Log", "entries"): (1, 512),  # [{i, h}] 1..512
    ("PeerStatus", "seats"): (0, 4),  # status: peers [{..., seats [seat] ≤ 4, ...}]
    ("Status", "peers"): (0, 64),  # [...] ≤ 64
    ("Stop", "states"): (0, 16),  # [...] ≤ 16
    ("PeerEntry", "seats"): (0, 4),  # start: peers [{..., seats [seat] ≤ 4, ...}]
    ("StartInput", "peers"): (1, 16),  # [...] 1..16
}


def structs_reached() -> dict[str, type[Struct]]:
    """Every message, input and record nested in them, by class name."""
    found: dict[str, type[Struct]] = {}

    def visit(cls: type[Struct]) -> None:
        if cls.__name__ in found:
            return
        found[cls.__name__] = cls
        for spec in cls.SCHEMA.values():
            for inner in (spec, getattr(spec, "inner", None), getattr(spec, "item", None)):
                if isinstance(inner, Nested):
                    visit(inner.cls)

    for cls in [*MESSAGES.values(), *INPUTS.values()]:
        visit(cls)
    return found


STRUCTS = structs_reached()


def lists_in_schemas() -> dict[tuple[str, str], ListOf]:
    found: dict[tuple[str, str], ListOf] = {}
    for name, cls in STRUCTS.items():
        for field, spec in cls.SCHEMA.items():
            inner: Spec = spec.inner if isinstance(spec, Maybe) else spec
            if isinstance(inner, ListOf):
                found[name, field] = inner
    return found


def test_every_list_of_every_message_is_documented_with_its_limits() -> None:
    lists = lists_in_schemas()
    assert set(lists) == set(DOCUMENTED)
    assert any(isinstance(s, InputSpec) for c in STRUCTS.values() for s in c.SCHEMA.values())
    for key, spec in lists.items():
        assert (spec.min_len, spec.max_len) == DOCUMENTED[key], key


def lengths_around(fewest: int, most: int) -> list[int]:
    return sorted({n for n in (fewest - 1, fewest, fewest + 1, most - 1, most, most + 1) if n >= 0})


@pytest.mark.parametrize(("struct", "field"), sorted(DOCUMENTED))
def test_a_list_at_its_limits_is_read_and_one_item_beyond_is_refused(
    struct: str, field: str
) -> None:
    cls = STRUCTS[struct]
    spec = cls.SCHEMA[field]
    assert isinstance(spec, ListOf)
    fewest, most = DOCUMENTED[struct, field]

    @FEW
    @given(structs(cls), st.data())
    def check(example: Struct, data: st.DataObject) -> None:
        item = spec.item.encode(data.draw(for_spec(spec.item)))
        for length in lengths_around(fewest, most):
            wire: dict[str, Any] = dict(example.fields_to_wire(), **{field: [item] * length})
            if fewest <= length <= most:
                read = cls.from_fields(wire, struct)
                assert len(getattr(read, field)) == length
            else:
                with pytest.raises(SchemaError, match=rf"{field}: {length} items"):
                    cls.from_fields(wire, struct)

    check()


def test_a_setup_has_exactly_four_seats() -> None:
    @FEW
    @given(setups())
    def check(setup: Any) -> None:
        wire = SetupSpec().encode(setup)
        assert SetupSpec().check(wire, "setup") == setup
        for seats in (wire["seats"][:3], [*wire["seats"], wire["seats"][0]]):
            with pytest.raises(SchemaError, match="an array of 4 seats"):
                SetupSpec().check(dict(wire, seats=seats), "setup")

    check()
