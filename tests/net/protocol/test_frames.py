"""Frames (net/protocol/frames.py): length prefix, hard limits, and a decoder that only ever raises
FrameError, whatever bytes arrive (issue 13, "Faults and hostile input")."""

from __future__ import annotations

import contextlib
import struct

import msgpack
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.protocol.frames import (
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


# --- the limits themselves, at their boundary (issue 34) ---------------------------------------


def body_of(size: int) -> bytes:
    """A msgpack body of exactly ``size`` bytes (an array of 16 byte strings, 3 + 16 x (3 +
    data) bytes, every string within MAX_BIN)."""
    data = size - 3 - 16 * 3
    assert 16 * 256 <= data <= 16 * MAX_BIN, size
    lengths = [data // 16 + (1 if i < data % 16 else 0) for i in range(16)]
    body: bytes = msgpack.packb([b"x" * n for n in lengths], use_bin_type=True)
    assert len(body) == size
    return body


@pytest.mark.parametrize("size", [MAX_FRAME - 2, MAX_FRAME - 1, MAX_FRAME])
def test_a_frame_up_to_exactly_the_maximum_size_is_read(size: int) -> None:
    body = body_of(size)
    assert decode_body(body) == msgpack.unpackb(body)
    decoder = FrameDecoder()
    assert decoder.feed(frame_of(body)) == [msgpack.unpackb(body)]
    assert decoder.feed(encode_frame({"t": "ping"})) == [{"t": "ping"}]  # not broken
    assert encode_frame(msgpack.unpackb(body)) == frame_of(body)


def test_a_frame_one_byte_over_the_maximum_is_refused() -> None:
    body = body_of(MAX_FRAME + 1)
    with pytest.raises(FrameError, match=f"frame length {MAX_FRAME + 1}"):
        FrameDecoder().feed(frame_of(body))
    with pytest.raises(FrameError, match=f"frame of {MAX_FRAME + 1} bytes"):
        decode_body(body)
    with pytest.raises(FrameError, match=f"not {MAX_FRAME + 1}"):
        encode_frame(msgpack.unpackb(body))


def test_the_length_prefix_of_the_largest_frame_is_read_before_its_body() -> None:
    decoder = FrameDecoder()
    assert decoder.feed(struct.pack(">I", MAX_FRAME)) == []  # accepted: waits for the body
    assert decoder.feed(body_of(MAX_FRAME)[:-1]) == []
    assert decoder.pending == MAX_FRAME - 1
    assert len(decoder.feed(body_of(MAX_FRAME)[-1:])[0]) == 16


def nested(shape: str, depth: int, shallow_first: bool) -> object:
    """``depth`` levels of arrays and maps, the innermost holding 1: ``shape`` says which kind
    each level is, in turn (``l``: array, ``m``: map); with ``shallow_first`` every level holds
    a flat sibling before the deep branch (depth is the deepest branch, not the first)."""
    value: object = 1
    for level in range(depth):
        if shape[level % len(shape)] == "l":
            value = [0, value] if shallow_first else [value]
        else:
            value = {"a": 0, "b": value} if shallow_first else {"a": value}
    return value


SHAPES = ["l", "m", "lm", "ml", "mml"]


@pytest.mark.parametrize("shallow_first", [False, True])
@pytest.mark.parametrize("shape", SHAPES)
def test_arrays_and_maps_nest_to_exactly_the_maximum_depth(shape: str, shallow_first: bool) -> None:
    for depth in (MAX_DEPTH - 1, MAX_DEPTH):
        value = nested(shape, depth, shallow_first)
        assert decode_body(msgpack.packb(value)) == value


@pytest.mark.parametrize("shallow_first", [False, True])
@pytest.mark.parametrize("shape", SHAPES)
def test_one_level_deeper_is_refused_whether_arrays_or_maps(
    shape: str, shallow_first: bool
) -> None:
    for depth in (MAX_DEPTH + 1, MAX_DEPTH + 2):
        with pytest.raises(FrameError, match=f"nest deeper than {MAX_DEPTH}"):
            decode_body(msgpack.packb(nested(shape, depth, shallow_first)))


def test_the_documented_limits_are_the_ones_enforced() -> None:
    assert (MAX_FRAME, MAX_STR, MAX_BIN, MAX_ARRAY, MAX_MAP, MAX_DEPTH) == (
        65536,
        4096,
        4096,
        4096,
        64,
        8,
    )


@pytest.mark.parametrize(
    ("value", "size"),
    [
        ("s" * MAX_STR, MAX_STR),
        (b"b" * MAX_BIN, MAX_BIN),
        ([0] * MAX_ARRAY, MAX_ARRAY),
        ({str(i): 0 for i in range(MAX_MAP)}, MAX_MAP),
    ],
)
def test_each_type_exactly_at_its_limit_is_read(value: object, size: int) -> None:
    assert len(value) == size  # type: ignore[arg-type]
    assert decode_body(msgpack.packb(value, use_bin_type=True)) == value


@pytest.mark.parametrize("shape", SHAPES)
def test_empty_arrays_and_maps_count_as_one_level(shape: str) -> None:
    """The innermost container empty: exactly the maximum depth is read, one more refused."""
    for depth, fits in ((MAX_DEPTH, True), (MAX_DEPTH + 1, False)):
        value: object = [] if shape[(depth - 1) % len(shape)] == "l" else {}
        for level in reversed(range(depth - 1)):
            value = [value] if shape[level % len(shape)] == "l" else {"a": value}
        body = msgpack.packb(value)
        if fits:
            assert decode_body(body) == value
        else:
            with pytest.raises(FrameError, match="nest deeper"):
                decode_body(body)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"", "empty frame"),
        (b"\x92\x01", "the frame ends inside its message"),
        (msgpack.packb(1) + msgpack.packb(2), "1 bytes left over after the message"),
        (
            msgpack.packb(1) + msgpack.packb(2) + msgpack.packb(3),
            "2 bytes left over after the message",
        ),
        (b"\xc1", "not a msgpack message (FormatError: )"),
        (b"\xc7\x00\x01", "msgpack extension type 1 is not allowed"),  # an empty extension
        (b"\xc7\x00\xff", "not a msgpack message (ValueError: invalid timestamp data (length 0))"),
        (b"\xd4\x01\x00", "not a msgpack message (ValueError: 2 exceeds max_ext_len(0))"),
    ],
)
def test_each_refusal_says_its_reason(body: bytes, reason: str) -> None:
    with pytest.raises(FrameError) as caught:
        decode_body(body)
    assert caught.value.reason == reason == str(caught.value)


def test_an_unexpected_error_of_msgpack_is_a_frame_error_naming_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class Broken:
        def __init__(self, **limits: object) -> None:
            pass

        def feed(self, data: bytes) -> None:
            raise KeyError("inside msgpack")

    monkeypatch.setattr(msgpack, "Unpacker", Broken)
    with pytest.raises(FrameError) as caught:
        decode_body(b"\x01")
    assert caught.value.reason == "not a msgpack message (KeyError)"


def test_bytes_stay_bytes_and_strings_stay_strings() -> None:
    message = {"text": "\x00\x01", "raw": b"\x00\x01", "list": [1, (2, 3)]}
    (back,) = FrameDecoder().feed(encode_frame(message))
    assert back == {"text": "\x00\x01", "raw": b"\x00\x01", "list": [1, [2, 3]]}
    assert type(back["text"]) is str and type(back["raw"]) is bytes and type(back["list"]) is list


@pytest.mark.parametrize("level", [b"\x91", b"\x81\xa1k"])  # an array of one, a map of one
def test_the_deepest_nesting_msgpack_reads_is_a_frame_error_and_nothing_else(level: bytes) -> None:
    """msgpack reads up to 1,024 levels; the depth check stops counting past the maximum, so
    such a body is refused as too deep, never with a RecursionError escaping the decoder."""
    body = level * 1024 + b"\x00"
    with pytest.raises(FrameError, match=rf"^arrays and maps nest deeper than {MAX_DEPTH}$"):
        decode_body(body)
    with pytest.raises(FrameError, match=rf"^arrays and maps nest deeper than {MAX_DEPTH}$"):
        FrameDecoder().feed(struct.pack(">I", len(body)) + body)
