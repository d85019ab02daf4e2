"""Hostile TXT records: parse_txt and table_from_txt never raise and keep their limits (issue 13).

A TXT record comes from anyone on the LAN; zeroconf hands it over as a mapping of bytes to bytes
or None, but the parser is also fed values of every other type, huge values and broken mappings.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from net.discovery import (
    MAX_FREE_SEATS,
    MAX_KEY_CHARS,
    MAX_RULE_FLAGS,
    MAX_TXT_ENTRIES,
    MAX_VALUE_CHARS,
    PROTOCOL_VERSION,
    TXT_MODE,
    TXT_NAME,
    TXT_PROTO,
    parse_txt,
    table_from_txt,
)

KNOWN_KEYS = [b"proto", b"name", b"mode", b"free", b"rules", b"pin", b"PROTO", b"Name"]

hashable = st.one_of(
    st.none(),
    st.integers(),
    st.floats(allow_nan=False),
    st.text(max_size=50),
    st.binary(max_size=50),
    st.tuples(st.binary(max_size=5)),
)
anything = st.one_of(hashable, st.lists(st.binary(max_size=5), max_size=3), st.floats())
keys = st.one_of(
    st.sampled_from(KNOWN_KEYS), st.binary(max_size=40), st.text(max_size=40), hashable
)
values = st.one_of(
    st.none(),
    st.binary(max_size=300),
    st.binary(min_size=1000, max_size=5000),
    st.sampled_from([b"1", b"2", b"classic", b"event", b"fc,rw", b"0", b"-1", b"99999999"]),
    st.text(max_size=300),
    anything,
)
records = st.dictionaries(keys, values, max_size=60)


def check(result: object) -> None:
    assert isinstance(result, dict)
    assert len(result) <= MAX_TXT_ENTRIES
    for key, value in result.items():
        assert isinstance(key, str) and isinstance(value, str)
        assert 0 < len(key) <= MAX_KEY_CHARS
        assert key == key.lower() and key.isascii() and key.isprintable() and "=" not in key
        assert len(value) <= MAX_VALUE_CHARS
        assert all(unicodedata.category(ch) != "Cc" for ch in value)
        assert "\u202e" not in value


@settings(max_examples=150, deadline=None)
@given(records)
def test_parse_txt_never_raises_and_keeps_limits(record: dict[Any, Any]) -> None:
    txt = parse_txt(record)
    check(txt)
    table = table_from_txt("T._madn._tcp.local.", ["127.0.0.1"], 4000, txt)
    assert table.compatible == (table.reason == "")
    if table.compatible:
        assert table.proto == PROTOCOL_VERSION and table.mode in ("classic", "event")
    assert table.free is None or 0 <= table.free <= MAX_FREE_SEATS
    assert len(table.rules) <= MAX_RULE_FLAGS and all(table.rules)
    assert table.name


@settings(max_examples=100, deadline=None)
@given(anything)
def test_parse_txt_of_no_mapping_gives_nothing(record: object) -> None:
    assert parse_txt(record) == {}  # type: ignore[arg-type]


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=2000), st.binary(max_size=2000), st.binary(max_size=2000))
def test_known_keys_with_any_bytes(proto: bytes, name: bytes, mode: bytes) -> None:
    txt = parse_txt({TXT_PROTO.encode(): proto, TXT_NAME.encode(): name, TXT_MODE.encode(): mode})
    check(txt)
    assert set(txt) == {TXT_PROTO, TXT_NAME, TXT_MODE}
    table = table_from_txt("T._madn._tcp.local.", [], 1, txt)
    assert table.compatible == (proto == b"1" and mode.lower() in (b"classic", b"event"))
