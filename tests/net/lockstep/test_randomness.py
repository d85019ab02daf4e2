"""Commit–reveal randomness (net/lockstep/randomness.py): hash chains checked both ways, values
from all reveals by rejection sampling, and 10,000 rolls that pass a chi-square test (issue 13)."""

from __future__ import annotations

import hashlib
import struct
from collections import Counter

import pytest

from core.chance import ChanceKind, ChanceNode, Dice
from core.position import die_node
from net.lockstep.randomness import (
    CHAIN_TAG,
    ChainCheck,
    HashChain,
    chain_step,
    draw_values,
    node_seed,
    node_values,
    own_value,
)

pytestmark = pytest.mark.timeout(120)
D6 = die_node(Dice())
# Chi-square critical values at p = 0.001 (a correct generator fails one run in a thousand).
CRITICAL_0_001 = {5: 20.515, 3: 16.266, 9: 27.877, 10: 29.588}


def chi_square(counts: Counter[int], values: range) -> float:
    total = sum(counts.values())
    expected = total / len(values)
    return sum((counts.get(v, 0) - expected) ** 2 / expected for v in values)


def test_a_chain_is_what_its_definition_says() -> None:
    secret = bytes(range(32))
    chain = HashChain(secret, length=5)
    c = [secret]
    for _ in range(5):
        c.append(hashlib.sha256(CHAIN_TAG + c[-1]).digest())
    assert chain.anchor == c[5]
    assert [chain.value(i) for i in range(5)] == [c[4], c[3], c[2], c[1], c[0]]
    with pytest.raises(IndexError):
        chain.value(5)


def test_every_true_preimage_passes_and_every_false_one_fails() -> None:
    chain = HashChain(length=50)
    check = ChainCheck(chain.anchor, chain.length)
    other = HashChain(length=50)
    for index in range(50):
        value = chain.value(index)
        assert not check.verify(other.value(index))
        assert not check.verify(chain.value(index + 1) if index + 1 < 50 else b"\x00" * 32)
        assert not check.verify(value[:31])
        assert check.verify(value)
        check.accept(value)
        assert not check.verify(value)  # no value twice
    assert check.remaining == 0
    assert not check.verify(chain_step(b"x" * 32))
    with pytest.raises(ValueError):
        check.accept(b"\x00" * 32)


def test_own_value_finds_the_chain_a_check_follows() -> None:
    old, new = HashChain(length=20), HashChain(length=30)
    check = ChainCheck(new.anchor, new.length)
    for index in range(3):
        assert own_value([old, new], check) == new.value(index)
        check.accept(new.value(index))
    assert own_value([old], check) is None


def reference_values(seed: bytes, low: int, high: int, count: int) -> list[int]:
    """Rejection sampling as docs/protocol.md words it."""
    n = high - low + 1
    bits = (n - 1).bit_length()
    out, counter = [], 0
    while len(out) < count:
        digest = hashlib.sha256(b"madn-value" + seed + struct.pack(">I", counter)).digest()
        counter += 1
        x = int.from_bytes(digest[:8], "big") % (1 << bits) if bits else 0
        if x < n:
            out.append(low + x)
    return out


@pytest.mark.parametrize(
    "node",
    [
        D6,
        ChanceNode(ChanceKind.DIE, 1, 6, 2),
        ChanceNode(ChanceKind.WHEEL, 0, 599),
        ChanceNode(ChanceKind.TRAIN, 2, 5),
        ChanceNode(ChanceKind.TARGET, 0, 0),
    ],
)
def test_values_follow_the_documented_rejection_sampling(node: ChanceNode) -> None:
    for index in range(200):
        seed = hashlib.sha256(str(index).encode()).digest()
        assert list(draw_values(seed, node)) == reference_values(
            seed, node.low, node.high, node.count
        )


def test_the_seed_depends_on_every_reveal_but_not_on_their_order() -> None:
    a, b, c = (hashlib.sha256(bytes([i])).digest() for i in range(3))
    seed = node_seed(7, D6, [(0, a), (1, b), (2, c)])
    assert seed == node_seed(7, D6, [(2, c), (0, a), (1, b)])
    assert seed != node_seed(7, D6, [(0, a), (1, b), (2, a)])
    assert seed != node_seed(8, D6, [(0, a), (1, b), (2, c)])
    assert seed != node_seed(7, ChanceNode(ChanceKind.DIE, 1, 4), [(0, a), (1, b), (2, c)])
    # A copied reveal cancels nothing (it would with XOR).
    assert node_seed(7, D6, [(0, a), (1, a)]) != node_seed(7, D6, [])


def commit_reveal_rolls(node: ChanceNode, rolls: int, peers: int = 3) -> list[int]:
    chains = [HashChain(length=rolls) for _ in range(peers)]
    checks = [ChainCheck(c.anchor, c.length) for c in chains]
    out: list[int] = []
    for index in range(rolls):
        reveals = []
        for peer, (chain, check) in enumerate(zip(chains, checks, strict=True)):
            value = chain.value(index)
            check.accept(value)  # every peer verifies every preimage
            reveals.append((peer, value))
        out += node_values(index, node, reveals)
    return out


def test_ten_thousand_commit_reveal_rolls_pass_a_chi_square_test() -> None:
    rolls = commit_reveal_rolls(D6, 10_000)
    counts = Counter(rolls)
    assert set(counts) == set(range(1, 7))
    assert chi_square(counts, range(1, 7)) < CRITICAL_0_001[5]


@pytest.mark.parametrize(("low", "high"), [(1, 4), (1, 10), (2, 5)])
def test_other_ranges_are_uniform_too(low: int, high: int) -> None:
    node = ChanceNode(ChanceKind.DIE if high in (4, 10) else ChanceKind.TRAIN, low, high)
    counts = Counter(commit_reveal_rolls(node, 4000, peers=2))
    assert chi_square(counts, range(low, high + 1)) < CRITICAL_0_001[high - low]


def test_two_dice_are_independent() -> None:
    node = ChanceNode(ChanceKind.DIE, 1, 6, 2)
    rolls = commit_reveal_rolls(node, 3600, peers=2)
    pairs = Counter(zip(rolls[0::2], rolls[1::2], strict=True))
    expected = 3600 / 36
    statistic = sum(
        (pairs.get((a, b), 0) - expected) ** 2 / expected for a in range(1, 7) for b in range(1, 7)
    )
    assert statistic < 66.62  # chi-square, 35 degrees of freedom, p = 0.001


# docs/protocol.md, "Test vectors": the formulas written out here with hashlib alone, and the code.
VECTOR_SEEDS = [
    (
        0,
        ChanceNode(ChanceKind.DIE, 1, 6),
        [(0, bytes(32))],
        "036be0fa83438d60b3d8ca3fcfc562785c65613a7f62bb21bf3063ae0c3dba37",
        (1,),
    ),
    (
        5,
        ChanceNode(ChanceKind.DIE, 1, 6, 2),
        [(0, bytes(32)), (1, b"\x01" * 32)],
        "567b35b8af7e6b79da6d326eb89e27bb9ce6f228f0fc77e6da7c30bf9973c4f9",
        (3, 2),
    ),
]


def documented_seed(index: int, node: ChanceNode, reveals: list[tuple[int, bytes]]) -> bytes:
    kind = node.kind.value.encode("ascii")
    data = b"madn-node" + struct.pack(">Q", index) + bytes([len(kind)]) + kind
    data += struct.pack(">i", node.low) + struct.pack(">i", node.high)
    data += struct.pack(">I", node.count) + bytes([len(reveals)])
    for peer, value in sorted(reveals):
        data += bytes([peer]) + value
    return hashlib.sha256(data).digest()


def documented_values(seed: bytes, node: ChanceNode) -> tuple[int, ...]:
    n = node.high - node.low + 1
    mask = 2 ** (n - 1).bit_length() - 1
    values: list[int] = []
    counter = 0  # runs on across the node's values
    while len(values) < node.count:
        digest = hashlib.sha256(b"madn-value" + seed + struct.pack(">I", counter)).digest()
        counter += 1
        x = int.from_bytes(digest[:8], "big") & mask
        if x < n:
            values.append(node.low + x)
    return tuple(values)


def test_the_documented_test_vectors() -> None:
    step = "43b8f377cad4f7db4607ffe88f245bf7f56100a93334fa03b6e60f1115f8b6df"
    assert hashlib.sha256(b"madn-chain" + bytes(32)).hexdigest() == step
    assert chain_step(bytes(32)).hex() == step
    for index, node, reveals, seed_hex, values in VECTOR_SEEDS:
        seed = documented_seed(index, node, reveals)
        assert seed.hex() == seed_hex and node_seed(index, node, reveals) == seed
        assert documented_values(seed, node) == values == draw_values(seed, node)


@pytest.mark.parametrize(
    ("index", "low", "high", "count"),
    [
        (0, 0, 0, 0),
        (2**64 - 1, -(2**31), 2**31 - 1, 2**32 - 1),  # each field at its documented width's end
        (2**63, -1, -1, 2**31),  # past the signed range of u64 and u32; negative i32
    ],
)
def test_a_node_seed_encodes_each_field_as_docs_protocol_says(
    index: int, low: int, high: int, count: int
) -> None:
    """docs/protocol.md: SHA-256("madn-node" ‖ u64(index) ‖ u8(len(kind)) ‖ kind ‖ i32(low) ‖
    i32(high) ‖ u32(count) ‖ u8(number of reveals) ‖ (u8(peer) ‖ value) for each), big-endian,
    written here byte by byte from that text."""
    node = ChanceNode(ChanceKind.WHEEL, low, high, count)
    a, b = bytes([1]) * 32, bytes([2]) * 32
    expected = hashlib.sha256(
        b"madn-node"
        + index.to_bytes(8, "big")
        + bytes([5])
        + b"wheel"
        + low.to_bytes(4, "big", signed=True)
        + high.to_bytes(4, "big", signed=True)
        + count.to_bytes(4, "big")
        + bytes([2])
        + bytes([0])
        + a
        + bytes([3])
        + b
    ).digest()
    assert node_seed(index, node, [(3, b), (0, a)]) == expected


@pytest.mark.parametrize(("low", "high"), [(3, 2), (0, -1), (7, -7)])
def test_an_empty_range_is_refused_with_its_bounds(low: int, high: int) -> None:
    with pytest.raises(ValueError, match=rf"^an empty range {low}\.\.{high}$"):
        draw_values(bytes(32), ChanceNode(ChanceKind.TRAIN, low, high))


def test_a_range_of_one_value_draws_it() -> None:
    assert draw_values(bytes(32), ChanceNode(ChanceKind.TRAIN, 4, 4, 3)) == (4, 4, 4)
