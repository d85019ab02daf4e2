"""The input log as the host sends it to a rejoiner, a spectator or a late arrival
(net.host.admission.log_frames; docs/protocol.md "Handshake" and "Frames"): ``log`` frames of at
most 512 entries, each frame with its length prefix at most 64 KiB (a chunk that does not fit is
halved until it does, and the next one starts at 512 again), every entry once and in order from
the first asked for; an input that does not fit in a frame on its own is an error."""

from __future__ import annotations

import struct
from typing import Any

import msgpack
import pytest

from net.host.admission import log_frames
from net.protocol.frames import HEADER, MAX_FRAME, pack_body
from net.protocol.inputs import LogEntry, TakeInput
from net.protocol.messages import MAX_LOG_ENTRIES, Log

pytestmark = pytest.mark.timeout(60)


def entry(name_bytes: int, h: int = 0) -> LogEntry:
    """A take whose name is ``name_bytes`` long in UTF-8 (at most 32 characters up to 96
    bytes)."""
    euros, rest = divmod(name_bytes, 3)
    return LogEntry(TakeInput(1, "\u20ac" * euros + "x" * rest, 0, b"a" * 32, 16), h)


def frame_size(entries: list[LogEntry]) -> int:
    """The bytes of one log frame of ``entries``, its length prefix included."""
    return HEADER + len(pack_body(Log(0, tuple(entries)).to_wire()))


def filling(total: int) -> list[LogEntry]:
    """512 entries whose one log frame (length prefix included) is exactly ``total`` bytes."""

    def entries(base: int, more: int) -> list[LogEntry]:
        return [entry(base + (i < more), h=i) for i in range(MAX_LOG_ENTRIES)]

    base = 32  # names of at most 32 characters, as an input has them
    while frame_size(entries(base + 1, 0)) <= total:
        base += 1
    more = total - frame_size(entries(base, 0))  # one more character in that many entries
    assert 0 <= more < MAX_LOG_ENTRIES, more
    result = entries(base, more)
    assert frame_size(result) == total and len(result[0].i.name) <= 32  # type: ignore[attr-defined]
    return result


def decoded(frames: list[bytes]) -> list[Any]:
    """Each frame's map (checked for its length prefix and its size, not for the schema:
    some entries here are bigger than any input can be)."""
    maps = []
    for frame in frames:
        assert HEADER < len(frame) <= MAX_FRAME
        assert struct.unpack(">I", frame[:HEADER])[0] == len(frame) - HEADER
        message = msgpack.unpackb(frame[HEADER:])
        assert message["t"] == "log"
        maps.append(message)
    return maps


def spans(frames: list[bytes], first: int = 0) -> list[int]:
    """The entries per frame, checking that each frame starts where the one before ended."""
    counts = []
    index = first
    for log in decoded(frames):
        assert log["first"] == index
        counts.append(len(log["entries"]))
        index += len(log["entries"])
    return counts


def entries_of(frames: list[bytes]) -> list[Any]:
    return [e for log in decoded(frames) for e in log["entries"]]


def wire(entries: list[LogEntry]) -> list[Any]:
    return list(Log(0, tuple(entries)).to_wire()["entries"])


def test_the_documented_limits() -> None:
    assert MAX_LOG_ENTRIES == 512 and MAX_FRAME == 65536


def test_no_log_no_frame_and_a_short_one_in_one_frame_from_the_first_asked_for() -> None:
    entries = [entry(3, h=i) for i in range(10)]
    assert log_frames([]) == []
    assert spans(log_frames(entries)) == [10]
    assert entries_of(log_frames(entries)) == wire(entries)
    assert spans(log_frames(entries, 3), first=3) == [7]
    assert entries_of(log_frames(entries, 3)) == wire(entries[3:])
    assert log_frames(entries, 10) == []


def test_at_most_512_entries_a_frame() -> None:
    entries = [entry(0, h=i) for i in range(2 * MAX_LOG_ENTRIES + 1)]
    frames = log_frames(entries)
    assert spans(frames) == [512, 512, 1]
    assert entries_of(frames) == wire(entries)


def test_a_frame_of_exactly_64_kib_is_sent_whole_one_byte_more_is_halved() -> None:
    exact = filling(MAX_FRAME)
    frames = log_frames(exact)
    assert spans(frames) == [512] and len(frames[0]) == MAX_FRAME
    over = filling(MAX_FRAME + 1)
    frames = log_frames(over)
    assert spans(frames) == [256, 256]
    assert entries_of(frames) == wire(over)


def test_after_a_halved_frame_the_next_one_tries_512_again() -> None:
    small = [entry(0, h=1000 + i) for i in range(MAX_LOG_ENTRIES)]
    entries = filling(MAX_FRAME + 1) + small
    frames = log_frames(entries)
    assert spans(frames) == [256, 512, 256]
    assert entries_of(frames) == wire(entries)


def test_entries_that_fit_only_alone_go_one_a_frame() -> None:
    big = [entry(40_000, h=i) for i in range(3)]
    assert frame_size(big[:1]) <= MAX_FRAME < frame_size(big[:2])
    frames = log_frames(big)
    assert spans(frames) == [1, 1, 1]
    assert entries_of(frames) == wire(big)


def test_an_input_that_does_not_fit_in_a_frame_alone_is_an_error_naming_it() -> None:
    entries = [entry(3), entry(MAX_FRAME)]
    with pytest.raises(ValueError, match=r"^input 1 does not fit in a frame$"):
        log_frames(entries)
