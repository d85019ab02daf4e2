"""The handshake's PIN proofs: challenge–response with HMAC-SHA256; the PIN never travels.

The host's first frame carries a fresh nonce; the joiner answers with its own nonce and
``HMAC-SHA256(key=PIN, b"madn-pin-join" ‖ host nonce ‖ joiner nonce ‖ table id)``; the host's
accept carries ``HMAC-SHA256(key=PIN, b"madn-pin-host" ‖ joiner nonce ‖ host nonce ‖ table
id)``, so the joiner knows the host knows the PIN too. A short PIN only keeps strangers out: who
records a handshake can try every 4-digit PIN offline (docs/protocol.md says so).
"""

from __future__ import annotations

import hashlib
import hmac
import time
from dataclasses import dataclass, field
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
PIN_TRIES: Final = 10  # wrong PINs per address and minute before the host stops listening


@dataclass
class PinGuard:
    """The host's count of wrong PINs per address: after :data:`PIN_TRIES` within a minute every
    try from that address is refused for the rest of that minute."""

    failures: dict[str, list[float]] = field(default_factory=dict)

    def blocked(self, address: str) -> bool:
        now = time.monotonic()
        recent = [t for t in self.failures.get(address, []) if now - t < 60.0]
        self.failures[address] = recent
        return len(recent) >= PIN_TRIES

    def failed(self, address: str) -> None:
        self.failures.setdefault(address, []).append(time.monotonic())
