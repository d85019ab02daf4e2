"""The host (net.host): its parts as plain classes, admission and the handshake, room per
address, the PIN gate, the refusal log, late arrivals and the takeover, on a clock the test sets
(``tests/net/clock.py``) and with raw connections on the loopback (``tests/net/raw.py``)."""
