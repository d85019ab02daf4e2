"""Frames on the wire: a 4-byte big-endian length, then that many bytes of one msgpack object.

The frame format never changes (docs/protocol.md, "Frames"): every message of every protocol
version, the handshake included, travels in it, so two programs of different versions can always
read each other's handshake and say what is wrong.

Decoding is defensive: the length is checked against :data:`MAX_FRAME` before any body byte is
read, the body is unpacked with hard limits (``max_buffer_size`` set to the frame's length and
per-type limits for strings, bytes, arrays and maps; no extension types), and a body that is no
single complete msgpack object, or leaves bytes over, is refused. Every failure is a
:class:`FrameError` with a reason for the log; nothing else escapes :meth:`FrameDecoder.feed`.
"""

from __future__ import annotations

import struct
from typing import Any, Final

import msgpack

MAX_FRAME: Final = 64 * 1024  # bytes of one frame's body, the length prefix not counted
HEADER: Final = 4  # the length prefix: unsigned 32-bit, big-endian

# Per-type limits of msgpack.Unpacker (docs/protocol.md lists the same numbers).
MAX_STR: Final = 4096  # bytes of one string
MAX_BIN: Final = 4096  # bytes of one byte string
MAX_ARRAY: Final = 4096  # items of one array
MAX_MAP: Final = 64  # pairs of one map
MAX_DEPTH: Final = 8  # nesting of arrays and maps (msgpack itself stops at 32 in C)

_LENGTH: Final = struct.Struct(">I")


class FrameError(ValueError):
    """A frame that cannot be read: too long, empty, no msgpack, or bytes left over.

    ``decoded`` holds the objects of the complete frames that came before it in the same
    :meth:`FrameDecoder.feed`, in order (the caller may still act on them)."""

    def __init__(self, reason: str, decoded: list[Any] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.decoded: list[Any] = decoded or []


def _refuse_ext(code: int, data: bytes) -> Any:
    raise FrameError(f"msgpack extension type {code} is not allowed")


def _depth(value: Any, limit: int) -> int:
    """How deep arrays and maps nest in ``value`` (stops counting past ``limit``)."""
    if limit < 0:
        return 0
    if isinstance(value, dict):
        inner = [_depth(k, limit - 1) for k in value] + [
            _depth(v, limit - 1) for v in value.values()
        ]
        return 1 + max(inner, default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v, limit - 1) for v in value), default=0)
    return 0


def pack_body(obj: Any) -> bytes:
    """The msgpack bytes of one message body (``use_bin_type``: bytes stay bytes)."""
    body: bytes = msgpack.packb(obj, use_bin_type=True)
    return body


def encode_frame(obj: Any) -> bytes:
    """One frame: length prefix and msgpack body; :class:`FrameError` if the body is too long."""
    body = pack_body(obj)
    if not body or len(body) > MAX_FRAME:
        raise FrameError(f"a frame body is 1..{MAX_FRAME} bytes, not {len(body)}")
    return _LENGTH.pack(len(body)) + body


def decode_body(body: bytes) -> Any:
    """The one msgpack object in ``body``; :class:`FrameError` for anything else."""
    if not body:
        raise FrameError("empty frame")
    if len(body) > MAX_FRAME:
        raise FrameError(f"frame of {len(body)} bytes (at most {MAX_FRAME})")
    unpacker = msgpack.Unpacker(
        raw=False,
        use_list=True,
        strict_map_key=True,
        max_buffer_size=MAX_FRAME,
        max_str_len=MAX_STR,
        max_bin_len=MAX_BIN,
        max_array_len=MAX_ARRAY,
        max_map_len=MAX_MAP,
        max_ext_len=0,
        ext_hook=_refuse_ext,
        timestamp=0,
    )
    try:
        unpacker.feed(body)
        obj = unpacker.unpack()
    except FrameError:
        raise
    except msgpack.OutOfData:
        raise FrameError("the frame ends inside its message") from None
    except (ValueError, TypeError, msgpack.UnpackException, RecursionError, MemoryError) as error:
        raise FrameError(f"not a msgpack message ({type(error).__name__}: {error})") from None
    except Exception as error:  # msgpack: "other exceptions can be raised"
        raise FrameError(f"not a msgpack message ({type(error).__name__})") from None
    if unpacker.tell() != len(body):
        raise FrameError(f"{len(body) - unpacker.tell()} bytes left over after the message")
    if _depth(obj, MAX_DEPTH + 1) > MAX_DEPTH:
        raise FrameError(f"arrays and maps nest deeper than {MAX_DEPTH}")
    return obj


class FrameDecoder:
    """Turns a byte stream into message bodies, frame by frame (no I/O of its own).

    :meth:`feed` takes whatever bytes arrived and returns the complete frames' objects in order;
    a partial frame waits for more bytes. After a :class:`FrameError` (whose ``decoded`` holds
    the good frames before the bad one) the stream is out of step and the decoder refuses
    everything further: the caller closes the connection.
    """

    def __init__(self) -> None:
        self._buffer = bytearray()
        self._need: int | None = None  # the body length announced by the current prefix
        self._broken: str | None = None

    @property
    def pending(self) -> int:
        """Bytes received that are not yet a complete frame."""
        return len(self._buffer)

    def feed(self, data: bytes) -> list[Any]:
        if self._broken is not None:
            raise FrameError(f"the stream is already broken ({self._broken})")
        self._buffer += data
        out: list[Any] = []
        try:
            while True:
                if self._need is None:
                    if len(self._buffer) < HEADER:
                        break
                    (length,) = _LENGTH.unpack_from(self._buffer)
                    if not 0 < length <= MAX_FRAME:
                        raise FrameError(f"frame length {length} (allowed 1..{MAX_FRAME})")
                    del self._buffer[:HEADER]
                    self._need = length
                if len(self._buffer) < self._need:
                    break
                body = bytes(self._buffer[: self._need])
                del self._buffer[: self._need]
                self._need = None
                out.append(decode_body(body))
        except FrameError as error:
            self._broken = error.reason
            self._buffer.clear()
            raise FrameError(error.reason, out) from None
        return out
