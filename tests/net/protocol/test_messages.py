"""Message schemas (net/protocol/messages.py): every message round-trips, and anything that does
not fit its schema, whatever it is, is a SchemaError and nothing else (issue 13: Hypothesis fuzzing
of the frame decoder and every message schema)."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.protocol.frames import FrameDecoder, FrameError, encode_frame
from net.protocol.messages import (
    INPUTS,
    MESSAGES,
    TO_HOST,
    TO_PEER,
    Act,
    Hello,
    Input,
    InputFrame,
    Message,
    SchemaError,
    decode_message,
    peek_version,
)
from tests.net.strategies import structs

pytestmark = pytest.mark.timeout(300)
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

anything = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**64), 2**64)
    | st.floats()
    | st.text(max_size=12)
    | st.binary(max_size=40),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=6)
    ),
    max_leaves=25,
)


def through_the_wire(message: Message) -> Message:
    (obj,) = FrameDecoder().feed(encode_frame(message.to_wire()))
    return decode_message(obj)


def test_both_directions_cover_every_message() -> None:
    assert set(MESSAGES) == TO_HOST | TO_PEER


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_every_message_round_trips(kind: str) -> None:
    @FUZZ
    @given(structs(MESSAGES[kind]))
    def check(message: Message) -> None:
        try:
            back = through_the_wire(message)
        except FrameError:
            return  # larger than a frame: the sender refuses it (log frames are cut to fit)
        assert back == message

    check()


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_a_missing_unknown_or_retyped_field_is_refused(kind: str) -> None:
    cls = MESSAGES[kind]

    @FUZZ
    @given(structs(cls), st.data())
    def check(message: Message, data: st.DataObject) -> None:
        wire = message.to_wire()
        fields = [k for k in wire if k != "t"]
        if fields:
            key = data.draw(st.sampled_from(fields))
            missing = {k: v for k, v in wire.items() if k != key}
            with pytest.raises(SchemaError, match="missing"):
                decode_message(missing)
            retyped = dict(wire, **{key: data.draw(anything)})
            with contextlib.suppress(SchemaError):
                decode_message(retyped)
        with pytest.raises(SchemaError, match="unknown field"):
            decode_message(dict(wire, extra=1))

    check()


@FUZZ
@given(anything)
def test_anything_at_all_is_a_message_or_a_schema_error(obj: Any) -> None:
    with contextlib.suppress(SchemaError):
        decode_message(obj)


@FUZZ
@given(
    st.sampled_from(sorted(MESSAGES)), st.dictionaries(st.text(max_size=8), anything, max_size=8)
)
def test_any_fields_under_a_known_type_are_a_message_or_a_schema_error(
    kind: str, fields: dict[str, Any]
) -> None:
    with contextlib.suppress(SchemaError):
        decode_message({**fields, "t": kind})


@pytest.mark.parametrize("kind", sorted(INPUTS))
def test_every_input_round_trips_and_refuses_a_missing_unknown_or_retyped_field(kind: str) -> None:
    """The inputs' own schemas, inside the ``input`` message that carries them."""

    @FUZZ
    @given(structs(INPUTS[kind]), st.integers(0, 2**31 - 1), st.data())
    def check(item: Input, seq: int, data: st.DataObject) -> None:
        frame = InputFrame(seq, item, 0)
        with contextlib.suppress(FrameError):  # a start too large for a frame is never sent
            assert through_the_wire(frame) == frame
        wire = frame.to_wire()
        inner = wire["i"]
        key = data.draw(st.sampled_from([k for k in inner if k != "k"]))
        with pytest.raises(SchemaError, match="missing"):
            decode_message(dict(wire, i={k: v for k, v in inner.items() if k != key}))
        with pytest.raises(SchemaError, match="unknown field"):
            decode_message(dict(wire, i=dict(inner, extra=1)))
        with pytest.raises(SchemaError, match="unknown input kind"):
            decode_message(dict(wire, i=dict(inner, k="teleport")))
        with contextlib.suppress(SchemaError):
            decode_message(dict(wire, i=dict(inner, **{key: data.draw(anything)})))

    check()


def test_unknown_and_unexpected_types_are_refused() -> None:
    with pytest.raises(SchemaError, match="unknown message type"):
        decode_message({"t": "teleport"})
    with pytest.raises(SchemaError, match="not expected"):
        decode_message({"t": "act", "n": 0, "seat": 0, "cmd": "p"}, TO_PEER)
    assert decode_message({"t": "act", "n": 0, "seat": 0, "cmd": "p"}, TO_HOST) == Act(0, 0, "p")


@pytest.mark.parametrize(
    ("fields", "why"),
    [
        ({"n": -1}, "outside"),
        ({"n": True}, "integer"),
        ({"seat": 4}, "outside"),
        ({"cmd": ""}, "characters"),
        ({"cmd": "m0>6" * 10}, "characters"),
        ({"cmd": "DROP TABLE"}, "form"),
        ({"cmd": b"p"}, "string"),
    ],
)
def test_limits_of_an_act(fields: dict[str, Any], why: str) -> None:
    wire = {"t": "act", "n": 3, "seat": 1, "cmd": "m0>6", **fields}
    with pytest.raises(SchemaError, match=why):
        decode_message(wire)


def test_names_with_control_characters_are_refused() -> None:
    hello = Hello("MADN-LAN", 1, "0.1.0", "", -1, b"", "Ben", b"n" * 16, b"").to_wire()
    decode_message(hello)
    with pytest.raises(SchemaError, match="control"):
        decode_message(dict(hello, name="Ben\x1b[2J"))


def test_the_version_is_read_from_a_hello_of_any_version() -> None:
    future = {"t": "hello", "magic": "MADN-LAN", "protocol": 7, "app": "9.0", "new": [1, 2]}
    assert peek_version(future) == ("MADN-LAN", 7, "9.0")
    assert peek_version({"t": "hello", "protocol": "1"}) is None
    assert peek_version([1, 2]) is None
