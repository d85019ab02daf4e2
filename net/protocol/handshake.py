"""The handshake's PIN proofs: challenge–response with HMAC-SHA256; the PIN never travels.

The host's first frame carries a fresh nonce; the joiner answers with its own nonce and
``HMAC-SHA256(key=PIN, b"madn-pin-join" ‖ host nonce ‖ joiner nonce ‖ table id)``; the host's
accept carries ``HMAC-SHA256(key=PIN, b"madn-pin-host" ‖ joiner nonce ‖ host nonce ‖ table
id)``, so the joiner knows the host knows the PIN too. A short PIN only keeps strangers out: who
records a handshake can try every 4-digit PIN offline (docs/protocol.md says so). How fast the host
itself lets anyone guess is :mod:`net.host.pin_gate`'s bound.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Final

JOIN_TAG: Final = b"madn-pin-join"
HOST_TAG: Final = b"madn-pin-host"


def join_proof(pin: str, host_nonce: bytes, join_nonce: bytes, table: str) -> bytes:
    message = JOIN_TAG + host_nonce + join_nonce + table.encode("ascii")
    return hmac.new(pin.encode("utf-8"), message, hashlib.sha256).digest()


def host_proof(pin: str, host_nonce: bytes, join_nonce: bytes, table: str) -> bytes:
    message = HOST_TAG + join_nonce + host_nonce + table.encode("ascii")
    return hmac.new(pin.encode("utf-8"), message, hashlib.sha256).digest()


def proofs_match(expected: bytes, given: bytes) -> bool:
    return hmac.compare_digest(expected, given)


PIN_DELAY: Final = 0.5  # seconds before a wrong PIN is refused
PIN_LENGTHS: Final = (4, 6)  # digits of a table's PIN: four, or six for more safety


def pin_problem(pin: str) -> str | None:
    """Why ``pin`` cannot be a table's PIN (``None``: it can; ``""`` is no PIN)."""
    if pin and not (pin.isascii() and pin.isdigit() and len(pin) in PIN_LENGTHS):
        return f"a PIN is 4 or 6 digits, not {pin!r}"
    return None
