"""The LAN protocol: what travels between peers, checked before anything uses it (docs/protocol.md).

``frames`` (a 4-byte length and one msgpack object, with its size limits), ``schema`` (typed
schemas for msgpack maps: each field's type, size and range), ``messages`` (every message, one
schema each, and the protocol's version), ``inputs`` (what the host numbers and every peer
applies in the same order), ``handshake`` (the PIN's challenge–response), ``text`` (names and
table names a person reads, cleaned) and ``wire`` (one TCP connection carrying frames).
"""
