"""Fair chance between peers: hash chains, commit–reveal, and values without modulo bias.

This module is the one place outside ``core`` where randomness is created (:func:`random_bytes`,
from ``os.urandom``): chain secrets, handshake nonces and player tokens all come from it.

Each peer makes a chain from a secret ``c0`` of 32 random bytes, ``c(i+1) = SHA-256(CHAIN_TAG ‖
c(i))``, and commits to its tip ``c(N)`` (the anchor). For each chance node it contributes to,
it reveals the next value down the chain: ``c(N-1)``, then ``c(N-2)``, ...; anyone checks a reveal
with one hash against the value before it (:class:`ChainCheck`). Nobody can compute a chain's
next value from the ones revealed, and nobody can change it once the anchor is out.

The value of a chance node comes from every reveal for it, in peer order, hashed together with
the node's index, kind and range (:func:`node_seed`; a hash, not XOR, so a copied reveal cancels
nothing), and is mapped to ``low..high`` by rejection sampling on ``SHA-256(seed ‖ counter)``
(:func:`draw_values`): uniform, no modulo bias. docs/protocol.md ("Fair chance") says the same
with every byte.
"""

from __future__ import annotations

import hashlib
import os
import struct
from collections.abc import Sequence
from typing import Final

from core.chance import ChanceNode

CHAIN_TAG: Final = b"madn-chain"
NODE_TAG: Final = b"madn-node"
VALUE_TAG: Final = b"madn-value"
DIGEST: Final = 32

# A chain serves this many chance nodes. The longest of 400 event-mode games between four random
# players had 6242 chance nodes (mean 1585), so one chain nearly always lasts a whole game; a peer
# renews (a new commitment) when fewer than RENEW_MARGIN values are left.
CHAIN_LENGTH: Final = 8192
RENEW_MARGIN: Final = 1024
RENEW_AHEAD: Final = 8  # a renewal serves from this many chance nodes after the peer's current one
MIN_CHAIN: Final = 16  # the shortest first chain a host accepts


def renew_margin(length: int) -> int:
    """Renew a chain of ``length`` values when fewer than this many are left."""
    return min(RENEW_MARGIN, max(RENEW_AHEAD * 2, length // 4))


def random_bytes(count: int) -> bytes:
    """``count`` bytes from the operating system's random source."""
    return os.urandom(count)


def chain_step(value: bytes) -> bytes:
    """The next value up the chain: ``SHA-256(CHAIN_TAG ‖ value)``."""
    return hashlib.sha256(CHAIN_TAG + value).digest()


class HashChain:
    """A peer's own chain: its secret, its anchor, and the values it reveals in turn.

    ``values[i]`` is ``c(i)``; the anchor is ``c(length)``. :meth:`value` ``(0)`` is ``c(length -
    1)``, the first to reveal, then ``c(length - 2)``, ... down to ``c(0)``.
    """

    def __init__(self, secret: bytes | None = None, length: int = CHAIN_LENGTH) -> None:
        if length < 1:
            raise ValueError("a chain has at least one value to reveal")
        seed = random_bytes(DIGEST) if secret is None else secret
        if len(seed) != DIGEST:
            raise ValueError(f"a chain's secret is {DIGEST} bytes")
        values = [seed]
        for _ in range(length):
            values.append(chain_step(values[-1]))
        self.secret = seed
        self.length = length
        self._values = values

    @property
    def anchor(self) -> bytes:
        return self._values[self.length]

    def value(self, index: int) -> bytes:
        """The ``index``-th value to reveal (0: ``c(length - 1)``)."""
        if not 0 <= index < self.length:
            raise IndexError(f"the chain has {self.length} values to reveal, not {index + 1}")
        return self._values[self.length - 1 - index]


class ChainCheck:
    """What every peer knows of another peer's chain: the last value seen (first the anchor) and
    how many are left; :meth:`accept` checks a reveal with one hash."""

    def __init__(self, anchor: bytes, length: int) -> None:
        if len(anchor) != DIGEST or length < 1:
            raise ValueError("an anchor is 32 bytes and a chain at least one value long")
        self.last = anchor
        self.remaining = length

    def verify(self, value: bytes) -> bool:
        return self.remaining > 0 and len(value) == DIGEST and chain_step(value) == self.last

    def accept(self, value: bytes) -> None:
        if not self.verify(value):
            raise ValueError("the value is not the chain's next preimage")
        self.last = value
        self.remaining -= 1


def node_seed(index: int, node: ChanceNode, reveals: Sequence[tuple[int, bytes]]) -> bytes:
    """The seed of chance node ``index``: SHA-256 of NODE_TAG, the index (8 bytes), the kind
    (its name, a length byte first), low and high (4 bytes each, signed), count (4 bytes,
    unsigned), the number of reveals (1 byte), then each reveal's peer id (1 byte) and value (32
    bytes) in peer order (docs/protocol.md)."""
    kind = node.kind.value.encode("ascii")
    parts = [
        NODE_TAG,
        struct.pack(">Q", index),
        bytes([len(kind)]),
        kind,
        struct.pack(">iiI", node.low, node.high, node.count),
        bytes([len(reveals)]),
    ]
    for peer, value in sorted(reveals):
        parts.append(bytes([peer]))
        parts.append(value)
    return hashlib.sha256(b"".join(parts)).digest()


def draw_values(seed: bytes, node: ChanceNode) -> tuple[int, ...]:
    """``node.count`` values in ``low..high`` from ``seed``, each uniform by rejection: the
    ``counter``-th candidate is the first 8 bytes of ``SHA-256(VALUE_TAG ‖ seed ‖ counter)`` (4
    bytes) as an unsigned big-endian number, masked to the bit length of ``outcomes - 1``, and
    kept if below ``outcomes``; the counter runs on across the node's values."""
    outcomes = node.high - node.low + 1
    if outcomes < 1:
        raise ValueError(f"an empty range {node.low}..{node.high}")
    mask = (1 << (outcomes - 1).bit_length()) - 1
    values: list[int] = []
    counter = 0
    while len(values) < node.count:
        digest = hashlib.sha256(VALUE_TAG + seed + struct.pack(">I", counter)).digest()
        counter += 1
        candidate = int.from_bytes(digest[:8], "big") & mask
        if candidate < outcomes:
            values.append(node.low + candidate)
    return tuple(values)


def node_values(
    index: int, node: ChanceNode, reveals: Sequence[tuple[int, bytes]]
) -> tuple[int, ...]:
    """The values of chance node ``index`` from its reveals."""
    return draw_values(node_seed(index, node, reveals), node)


def own_value(chains: Sequence[HashChain], check: ChainCheck) -> bytes | None:
    """The value to reveal next on whichever of ``chains`` the check follows (``None``: none of
    them; a peer that lost its chain's secret)."""
    for chain in chains:
        index = chain.length - check.remaining
        if 0 <= index < chain.length:
            value = chain.value(index)
            if chain_step(value) == check.last:
                return value
    return None
