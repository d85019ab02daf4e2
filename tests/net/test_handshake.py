"""The PIN proofs of the handshake (net/handshake.py) against docs/protocol.md's formulas and its
test vectors, and the guard against guessing PINs."""

from __future__ import annotations

import hashlib
import hmac

from net.handshake import PIN_TRIES, PinGuard, host_proof, join_proof, proofs_match

HOST_NONCE, JOIN_NONCE, TABLE = bytes(16), b"\x01" * 16, "0" * 32


def test_the_documented_test_vectors() -> None:
    key = b"1234"
    joined = hmac.new(key, b"madn-pin-join" + HOST_NONCE + JOIN_NONCE + b"0" * 32, hashlib.sha256)
    hosted = hmac.new(key, b"madn-pin-host" + JOIN_NONCE + HOST_NONCE + b"0" * 32, hashlib.sha256)
    assert joined.hexdigest() == "1d29cdd70d0f94e9087643873f94ae8f9166427ca7cf31c750aee21f10bac669"
    assert hosted.hexdigest() == "23b9dd479d8108c89ee55efb2876487f894184c2756dbf0377355ea7bb7555d4"
    assert join_proof("1234", HOST_NONCE, JOIN_NONCE, TABLE) == joined.digest()
    assert host_proof("1234", HOST_NONCE, JOIN_NONCE, TABLE) == hosted.digest()


def test_proofs_differ_by_pin_direction_nonce_and_table() -> None:
    proof = join_proof("1234", HOST_NONCE, JOIN_NONCE, TABLE)
    assert proofs_match(proof, join_proof("1234", HOST_NONCE, JOIN_NONCE, TABLE))
    assert not proofs_match(proof, join_proof("1235", HOST_NONCE, JOIN_NONCE, TABLE))
    assert not proofs_match(proof, host_proof("1234", HOST_NONCE, JOIN_NONCE, TABLE))
    assert not proofs_match(proof, join_proof("1234", JOIN_NONCE, HOST_NONCE, TABLE))
    assert not proofs_match(proof, join_proof("1234", HOST_NONCE, JOIN_NONCE, "1" * 32))


def test_the_guard_blocks_an_address_after_its_wrong_pins() -> None:
    guard = PinGuard()
    for _ in range(PIN_TRIES - 1):
        guard.failed("10.0.0.7")
    assert not guard.blocked("10.0.0.7")
    guard.failed("10.0.0.7")
    assert guard.blocked("10.0.0.7") and not guard.blocked("10.0.0.8")
    guard.failures["10.0.0.7"] = [t - 61.0 for t in guard.failures["10.0.0.7"]]  # a minute on
    assert not guard.blocked("10.0.0.7")
