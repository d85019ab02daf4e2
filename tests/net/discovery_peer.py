"""One side of a discovery test in its own process (tests/net/discovery/test_discovery_netns.py).

    python -m tests.net.discovery_peer announce NAME [--seconds S]
        Listens on TCP (all addresses, a free port), announces the table NAME on the default
        interfaces (the host's non-loopback IPv4 addresses are advertised) and prints
        ``ANNOUNCED {json}``; withdraws it when stdin reaches its end (or after S seconds) and
        prints ``CLOSED``.

    python -m tests.net.discovery_peer browse NAME [--timeout S]
        Browses the default interfaces until a table named NAME is listed (``FOUND {json}``),
        then until it vanishes (``GONE``). Exits 1 with ``TIMEOUT found|gone`` when a stage takes
        longer than S seconds.

Every line is flushed at once; the test reads them with a bounded wait.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from net.discovery import TableAnnouncer, TableBrowser, TableInfo


def say(line: str) -> None:
    print(line, flush=True)


async def announce(name: str, seconds: float) -> int:
    server = await asyncio.start_server(lambda reader, writer: writer.close(), "0.0.0.0", 0)
    port = server.sockets[0].getsockname()[1]
    stdin_done = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_reader(sys.stdin.fileno(), stdin_done.set)
    try:
        async with TableAnnouncer(
            name, port, {"mode": "classic", "free": "3", "rules": "fc", "pin": "0"}
        ) as announcer:
            info = {"port": port, "instance": announcer.instance, "addresses": announcer.addresses}
            say("ANNOUNCED " + json.dumps(info))
            try:
                async with asyncio.timeout(seconds):
                    await stdin_done.wait()
            except TimeoutError:
                pass
        say("CLOSED")
    finally:
        loop.remove_reader(sys.stdin.fileno())
        server.close()
        await server.wait_closed()
    return 0


def as_json(table: TableInfo) -> str:
    return json.dumps(
        {
            "instance": table.instance,
            "name": table.name,
            "addresses": list(table.addresses),
            "port": table.port,
            "txt": dict(table.txt),
            "compatible": table.compatible,
        }
    )


async def browse(name: str, timeout: float) -> int:
    async with TableBrowser() as browser:
        try:
            tables = await browser.wait_for(lambda ts: any(t.name == name for t in ts), timeout)
        except TimeoutError:
            say("TIMEOUT found")
            return 1
        say("FOUND " + as_json(next(t for t in tables if t.name == name)))
        try:
            await browser.wait_for(lambda ts: all(t.name != name for t in ts), timeout)
        except TimeoutError:
            say("TIMEOUT gone")
            return 1
        say("GONE")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    a = sub.add_parser("announce")
    a.add_argument("name")
    a.add_argument("--seconds", type=float, default=60.0)
    b = sub.add_parser("browse")
    b.add_argument("name")
    b.add_argument("--timeout", type=float, default=10.0)
    args = parser.parse_args()
    if args.command == "announce":
        return asyncio.run(announce(args.name, args.seconds))
    return asyncio.run(browse(args.name, args.timeout))


if __name__ == "__main__":
    sys.exit(main())
