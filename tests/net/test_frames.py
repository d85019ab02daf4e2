"""Frames (net/frames.py): length prefix, hard limits, and a decoder that only ever raises
FrameError, whatever bytes arrive (issue 13, "Faults and hostile input")."""

from __future__ import annotations

import contextlib
import struct

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.frames import (
    MAX_ARRAY,
    MAX_BIN,
    MAX_DEPTH,
    MAX_FRAME,
    MAX_MAP,
    MAX_STR,
    FrameDecoder,
    FrameError,
    decode_body,
    encode_frame,
)

pytestmark = pytest.mark.timeout(120)


def frame_of(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def test_a_frame_round_trips() -> None:
    message = {"t": "act", "n": 12, "seat": 2, "cmd": "m0>6", "raw": b"\x00\x01"}
    frame = encode_frame(message)
    assert frame[:4] == struct.pack(">I", len(frame) - 4)
    assert FrameDecoder().feed(frame) == [message]


def test_frames_split_anywhere_come_out_whole() -> None:
    messages = [{"t": "ping"}, {"t": "bye", "reason": "x" * 300}, {"t": "act", "n": 1}]
    stream = b"".join(encode_frame(m) for m in messages)
    decoder = FrameDecoder()
    out = []
    for byte in stream:
        out += decoder.feed(bytes([byte]))
    assert out == messages
    assert decoder.pending == 0


@pytest.mark.parametrize("length", [0, MAX_FRAME + 1, 2**32 - 1])
def test_a_length_outside_the_limit_is_refused_before_the_body(length: int) -> None:
    decoder = FrameDecoder()
    with pytest.raises(FrameError, match="frame length"):
        decoder.feed(struct.pack(">I", length))
    with pytest.raises(FrameError, match="broken"):
        decoder.feed(encode_frame({"t": "ping"}))


def test_the_largest_frame_passes_and_one_byte_more_does_not() -> None:
    body = msgpack.packb(b"x" * (MAX_BIN - 8), use_bin_type=True)
    assert FrameDecoder().feed(frame_of(body)) == [b"x" * (MAX_BIN - 8)]
    with pytest.raises(FrameError):
        encode_frame({"a": [b"x" * 4000] * 17})  # over 64 KiB


def test_good_frames_before_a_bad_one_are_kept() -> None:
    stream = encode_frame({"t": "ping"}) + frame_of(b"\xc1")
    with pytest.raises(FrameError) as caught:
        FrameDecoder().feed(stream)
    assert caught.value.decoded == [{"t": "ping"}]


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"\xc1", "msgpack"),  # never used
        (b"\x92\x01", "ends inside"),  # an array of two with one item
        (msgpack.packb(1) + msgpack.packb(2), "left over"),
        (msgpack.packb("s" * (MAX_STR + 1)), "msgpack"),
        (msgpack.packb(b"b" * (MAX_BIN + 1), use_bin_type=True), "msgpack"),
        (msgpack.packb([0] * (MAX_ARRAY + 1)), "msgpack"),
        (msgpack.packb({str(i): 0 for i in range(MAX_MAP + 1)}), "msgpack"),
        (msgpack.packb(msgpack.ExtType(1, b"abc")), "msgpack"),
        (msgpack.packb({1: 2}), "msgpack"),  # map keys are strings (strict_map_key)
        (b"\xdb\xff\xff\xff\xff", "message"),  # a str32 claiming 4 GiB
        (b"\xdd\x7f\xff\xff\xff", "message"),  # an array32 claiming 2**31 items
    ],
)
def test_hostile_bodies_are_refused(body: bytes, reason: str) -> None:
    with pytest.raises(FrameError, match=reason):
        decode_body(body)


def test_deep_nesting_is_refused() -> None:
    value: object = 1
    for _ in range(MAX_DEPTH + 1):
        value = [value]
    with pytest.raises(FrameError, match="nest"):
        decode_body(msgpack.packb(value))
    value = 1
    for _ in range(40):  # past msgpack's own stack
        value = [value]
    with pytest.raises(FrameError):
        decode_body(msgpack.packb(value))


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=600), st.lists(st.integers(1, 64), max_size=12))
def test_any_bytes_give_frames_or_a_frame_error(data: bytes, cuts: list[int]) -> None:
    decoder = FrameDecoder()
    at = 0
    try:
        for cut in [*cuts, len(data)]:
            decoder.feed(data[at : at + cut])
            at += cut
    except FrameError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.binary(min_size=1, max_size=300))
def test_any_body_gives_an_object_or_a_frame_error(body: bytes) -> None:
    with contextlib.suppress(FrameError):
        decode_body(body)


json_like = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**64 - 1)
    | st.text(max_size=20)
    | st.binary(max_size=20)
    | st.floats(allow_nan=False),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(st.lists(json_like, min_size=1, max_size=5), st.integers(1, 50))
def test_valid_frames_in_any_chunks_decode_to_themselves(objects: list[object], chunk: int) -> None:
    stream = b"".join(encode_frame(o) for o in objects)
    decoder = FrameDecoder()
    out: list[object] = []
    for at in range(0, len(stream), chunk):
        out += decoder.feed(stream[at : at + chunk])
    assert out == objects
