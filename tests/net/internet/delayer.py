"""A link's delay where the kernel has no netem: packets an iptables rule hands to an NFQUEUE are
held ``--delay`` seconds and let through in the order they came (tests/net/internet/nat.py).

    ip netns exec ROUTER python -m tests.net.internet.delayer --queue 0 --delay 0.05

Speaks nfnetlink_queue with a raw netlink socket (no library): binds the queue, asks for the
packets' metadata only (their ids, not their bytes), and gives each an ACCEPT verdict once its
time is up. Prints ``ready`` on stdout once the queue is bound; ends on SIGTERM, or after
``--limit`` seconds at most (every helper of the tests is bounded in time). A packet that comes
while nothing is bound passes undelayed (the rule's ``--queue-bypass``).
"""

from __future__ import annotations

import argparse
import collections
import os
import select
import signal
import socket
import struct
import sys
import time

NETLINK_NETFILTER = 12
NFNL_SUBSYS_QUEUE = 3
NFQNL_MSG_PACKET = 0
NFQNL_MSG_VERDICT = 1
NFQNL_MSG_CONFIG = 2
NFQA_PACKET_HDR = 1
NFQA_VERDICT_HDR = 2
NFQA_CFG_CMD = 1
NFQA_CFG_PARAMS = 2
NFQNL_CFG_CMD_BIND = 1
NFQNL_COPY_META = 1
NLM_F_REQUEST = 1
NLM_F_ACK = 4
NLMSG_ERROR = 2
NF_ACCEPT = 1


def _attribute(kind: int, payload: bytes) -> bytes:
    length = 4 + len(payload)
    return struct.pack("=HH", length, kind) + payload + b"\0" * (-length % 4)


def _message(kind: int, queue: int, attributes: bytes, flags: int = NLM_F_REQUEST) -> bytes:
    body = struct.pack("!BBH", socket.AF_UNSPEC, 0, queue) + attributes  # nfgenmsg
    header = struct.pack("=IHHII", 16 + len(body), (NFNL_SUBSYS_QUEUE << 8) | kind, flags, 0, 0)
    return header + body


def _attributes(data: bytes) -> dict[int, bytes]:
    found: dict[int, bytes] = {}
    offset = 0
    while offset + 4 <= len(data):
        length, kind = struct.unpack_from("=HH", data, offset)
        if length < 4:
            break
        found[kind & 0x3FFF] = data[offset + 4 : offset + length]
        offset += (length + 3) & ~3
    return found


def _messages(data: bytes) -> list[tuple[int, bytes]]:
    """Each netlink message of a datagram: its type and its body (after nlmsghdr)."""
    found = []
    offset = 0
    while offset + 16 <= len(data):
        length, kind = struct.unpack_from("=IH", data, offset)
        if length < 16:
            break
        found.append((kind, data[offset + 16 : offset + length]))
        offset += (length + 3) & ~3
    return found


def bind(queue: int) -> socket.socket:
    sock = socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, NETLINK_NETFILTER)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 22)
    sock.bind((0, 0))
    command = struct.pack("!BBH", NFQNL_CFG_CMD_BIND, 0, socket.AF_INET)
    params = struct.pack("!IB", 0, NFQNL_COPY_META)  # copy range, copy mode: no packet bytes
    for attribute in (_attribute(NFQA_CFG_CMD, command), _attribute(NFQA_CFG_PARAMS, params)):
        sock.send(_message(NFQNL_MSG_CONFIG, queue, attribute, NLM_F_REQUEST | NLM_F_ACK))
        for kind, body in _messages(sock.recv(65536)):
            if kind == NLMSG_ERROR and struct.unpack_from("=i", body)[0] != 0:
                error = -struct.unpack_from("=i", body)[0]
                raise OSError(error, f"binding NFQUEUE {queue}: {os.strerror(error)}")
    return sock


def run(queue: int, delay: float, limit: float) -> int:
    sock = bind(queue)
    stop = False

    def stopped(*_: object) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGTERM, stopped)
    signal.signal(signal.SIGINT, stopped)
    print("ready", flush=True)
    held: collections.deque[tuple[float, int]] = collections.deque()  # (due, packet id)
    end = time.monotonic() + limit
    while not stop and time.monotonic() < end:
        now = time.monotonic()
        while held and held[0][0] <= now:
            _, packet = held.popleft()
            verdict = _attribute(NFQA_VERDICT_HDR, struct.pack("!II", NF_ACCEPT, packet))
            sock.send(_message(NFQNL_MSG_VERDICT, queue, verdict))
        wait = min(held[0][0] - now, 0.5) if held else 0.5
        try:
            readable, _, _ = select.select([sock], [], [], max(wait, 0.0))
        except InterruptedError:
            continue
        if not readable:
            continue
        try:
            data = sock.recv(1 << 16)
        except OSError as error:  # ENOBUFS: the kernel dropped some (a lost packet, as on a link)
            print(f"delayer: {error}", file=sys.stderr, flush=True)
            continue
        arrived = time.monotonic()
        for kind, body in _messages(data):
            if kind & 0xFF != NFQNL_MSG_PACKET or kind >> 8 != NFNL_SUBSYS_QUEUE:
                continue
            header = _attributes(body[4:]).get(NFQA_PACKET_HDR)
            if header is not None:
                held.append((arrived + delay, struct.unpack_from("!I", header)[0]))
    sock.close()  # packets still held are dropped with the queue
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--queue", type=int, default=0)
    parser.add_argument("--delay", type=float, required=True, help="seconds each packet is held")
    parser.add_argument("--limit", type=float, default=1800.0, help="seconds before it ends")
    args = parser.parse_args()
    return run(args.queue, args.delay, args.limit)


if __name__ == "__main__":
    raise SystemExit(main())
