"""The protocol (net.protocol): frames and their limits, every message's schema (fuzzed with
Hypothesis, and checked against docs/protocol.md), the PIN proofs, names a person reads, and one
connection's end."""
