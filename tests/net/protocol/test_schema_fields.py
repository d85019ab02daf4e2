"""Each kind of field of the LAN schemas at its boundaries (issue 34; net/protocol/schema.py):
integers at low - 1, low, high, high + 1; strings at one under, exactly and one over their lengths,
their choices, patterns and characters; bytes of exactly the sizes allowed; the exact reason of each
refusal (it names the field), and the keys of a map."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from net.protocol.schema import (
    Bin,
    Bool,
    Int,
    ListOf,
    Maybe,
    Nested,
    SchemaError,
    Spec,
    Str,
    Struct,
    check_keys,
)


def refused(spec: Spec, value: object) -> str:
    with pytest.raises(SchemaError) as caught:
        spec.check(value, "f")
    return str(caught.value)


@pytest.mark.parametrize(("low", "high"), [(0, 3), (-1, 15), (100, 600_000)])
def test_an_integer_from_low_to_high(low: int, high: int) -> None:
    spec = Int(low, high)
    for value in (low, low + 1, high - 1, high):
        assert spec.check(value, "f") == value
    for value in (low - 1, high + 1):
        assert refused(spec, value) == f"f: {value} is outside {low}..{high}"


@pytest.mark.parametrize(("value", "kind"), [(True, "bool"), (1.0, "float"), ("1", "str")])
def test_an_integer_is_an_int_not_a_bool_or_float(value: object, kind: str) -> None:
    assert refused(Int(0, 3), value) == f"f: an integer, not {kind}"


def test_a_bool_is_true_or_false() -> None:
    assert Bool().check(True, "f") is True and Bool().check(False, "f") is False
    assert refused(Bool(), 1) == "f: true or false, not int"
    assert refused(Bool(), None) == "f: true or false, not NoneType"


@pytest.mark.parametrize(("low", "high"), [(0, 10), (1, 24), (32, 32)])
def test_a_string_from_min_to_max_characters(low: int, high: int) -> None:
    spec = Str(high, min_len=low)
    for length in {low, high, max(low, high - 1)}:
        assert spec.check("a" * length, "f") == "a" * length
    for length in (low - 1, high + 1):
        if length >= 0:
            assert refused(spec, "a" * length) == (
                f"f: {length} characters (allowed {low}..{high})"
            )
    assert refused(spec, b"a") == "f: a string, not bytes"


def test_the_length_of_a_string_is_in_characters_not_bytes() -> None:
    assert Str(3).check("äöü", "f") == "äöü"
    assert refused(Str(3), "äöüß") == "f: 4 characters (allowed 0..3)"


def test_a_string_of_choices() -> None:
    spec = Str(10, choices=("ai", "pause"))
    assert spec.check("ai", "f") == "ai" and spec.check("pause", "f") == "pause"
    assert refused(spec, "Ai") == "f: 'Ai' is not one of ai, pause"
    assert refused(spec, "x" * 10) == f"f: {'x' * 10!r} is not one of ai, pause"
    long = "abcdefghij" * 5  # quoted up to 40 characters
    assert refused(Str(64, choices=("ai",)), long) == f"f: {long[:40]!r} is not one of ai"


def test_a_string_of_a_pattern_matches_it_whole() -> None:
    spec = Str(24, pattern=r"[a-z0-9]+", text=False)
    assert spec.check("m0", "f") == "m0"
    for value in ("m0 ", " m0", "M0", "m0\n"):
        assert refused(spec, value) == f"f: {value!r} has the wrong form"
    long = "ABCDEFGHIJ" * 5  # quoted up to 40 characters
    assert refused(Str(64, pattern="[a-z]*"), long) == f"f: {long[:40]!r} has the wrong form"


@pytest.mark.parametrize("bad", ["\x00", "\x1b", "\x7f", "\ud800", "\U000e0080", "\u0378"])
def test_a_text_refuses_control_surrogate_and_unassigned_characters(bad: str) -> None:
    assert refused(Str(32), f"Ben{bad}") == "f: control or unassigned characters"
    assert Str(32, text=False).check(f"Ben{bad}", "f") == f"Ben{bad}"


def test_a_text_keeps_letters_marks_and_format_characters() -> None:
    for value in ("Zoë", "美咲", "a\u200db", "ليلى"):
        assert Str(32).check(value, "f") == value


def test_bytes_of_exactly_the_sizes_allowed() -> None:
    spec = Bin((0, 32))
    assert spec.check(b"", "f") == b"" and spec.check(b"x" * 32, "f") == b"x" * 32
    for size in (1, 31, 33):
        assert refused(spec, b"x" * size) == f"f: {size} bytes (allowed 0 or 32)"
    assert refused(Bin((16,)), b"x" * 15) == "f: 15 bytes (allowed 16)"
    assert refused(spec, bytearray(32)) == "f: bytes, not bytearray"
    assert refused(spec, "x" * 32) == "f: bytes, not str"


def test_maybe_is_nil_or_the_inner_spec() -> None:
    spec = Maybe(Int(0, 3))
    assert spec.check(None, "f") is None and spec.check(3, "f") == 3
    assert refused(spec, 4) == "f: 4 is outside 0..3"
    assert spec.encode(None) is None and spec.encode(2) == 2
    assert Maybe(Nested(Inner)).encode(None) is None  # the inner spec never sees nil
    assert Maybe(Nested(Inner)).encode(Inner(2)) == {"n": 2}


def test_a_list_is_an_array_read_as_a_tuple_its_items_checked_by_place() -> None:
    spec = ListOf(Int(0, 3), 4)
    assert spec.check([0, 3], "f") == (0, 3)
    assert refused(spec, (0, 3)) == "f: an array, not tuple"
    assert refused(spec, [0, 4]) == "f[1]: 4 is outside 0..3"
    assert spec.encode((1, 2)) == [1, 2]


def keys_refused(value: object, expected: dict[str, Spec]) -> str:
    with pytest.raises(SchemaError) as caught:
        check_keys(value, expected, "m")
    return str(caught.value)


def test_a_map_has_exactly_the_keys_of_its_schema() -> None:
    expected: dict[str, Spec] = {"a": Int(0, 1), "b": Int(0, 1)}
    assert check_keys({"a": 0, "b": 1}, expected, "m") == {"a": 0, "b": 1}
    assert keys_refused({"a": 0}, expected) == "m: missing b"
    assert keys_refused({}, expected) == "m: missing a, b"
    assert keys_refused({"a": 0, "b": 1, "d": 0, "c": 0}, expected) == "m: unknown field c, d"
    assert keys_refused({"a": 0, "b": 1, "k" * 30: 0}, expected) == f"m: unknown field {'k' * 20}"
    assert check_keys({"t": "x", "a": 0, "b": 1}, expected, "m", skip="t")["t"] == "x"
    assert keys_refused({"t": "x", "a": 0, "b": 1}, expected) == "m: unknown field t"
    assert keys_refused([], expected) == "m: a map, not list"
    for odd in ("", "XXXX", "t"):  # nothing is skipped unless asked
        assert keys_refused({"a": 0, "b": 1, odd: 0}, expected) == f"m: unknown field {odd}"


@dataclass(frozen=True)
class Inner(Struct):
    SCHEMA: ClassVar[dict[str, Spec]] = {"n": Int(0, 3)}
    n: int


@dataclass(frozen=True)
class Outer(Struct):
    SCHEMA: ClassVar[dict[str, Spec]] = {"items": ListOf(Nested(Inner), 4), "m": Maybe(Int(0, 1))}
    items: tuple[Inner, ...]
    m: int | None


def outer_refused(value: object) -> str:
    with pytest.raises(SchemaError) as caught:
        Outer.from_fields(value, "outer")
    return str(caught.value)


def test_a_record_names_the_path_to_the_field_that_does_not_fit() -> None:
    assert Outer.from_fields({"items": [{"n": 3}], "m": None}, "outer") == Outer((Inner(3),), None)
    assert outer_refused({"items": [{"n": 3}, {"n": 4}], "m": 1}) == (
        "outer.items[1].n: 4 is outside 0..3"
    )
    assert outer_refused({"items": [{}], "m": 1}) == "outer.items[0]: missing n"
    assert outer_refused({"items": [], "m": 2}) == "outer.m: 2 is outside 0..1"
    assert outer_refused({"items": [], "m": 1, "XXXX": 0}) == "outer: unknown field XXXX"
    assert outer_refused({"items": [], "m": 1, "": 0}) == "outer: unknown field "
    assert Outer.from_fields({"t": "x", "items": [], "m": 1}, "outer", skip="t").m == 1
