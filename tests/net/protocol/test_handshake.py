"""The PIN proofs of the handshake (net/protocol/handshake.py) against docs/protocol.md's formulas
and its test vectors, and which PINs a table may have."""

from __future__ import annotations

import hashlib
import hmac

from net.protocol.handshake import host_proof, join_proof, pin_problem, proofs_match

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


def test_a_pin_is_four_or_six_digits() -> None:
    for pin in ("", "0000", "4711", "123456", "000000"):
        assert pin_problem(pin) is None, pin
    for pin in ("12", "12345", "1234567", "abcd", "12 34", "١٢٣٤", "12345x"):
        problem = pin_problem(pin)
        assert problem is not None and "4 or 6 digits" in problem, pin
