"""Table discovery (net/discovery/__init__.py) with real zeroconf on 127.0.0.1 (issue 13).

Every announcer and browser is pinned to ``interfaces=["127.0.0.1"]``; each table has a real TCP
listener for the browser's confirmation. Other tests (or programs) may announce tables on the
loopback at the same time, so each test looks only at its own table names (a random token). Every
wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import socket
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from zeroconf import IPVersion
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from net.discovery import (
    MAX_LABEL_BYTES,
    PROTOCOL_VERSION,
    SERVICE_TYPE,
    TableAnnouncer,
    TableBrowser,
    TableInfo,
    advertised_addresses,
    instance_label,
    parse_txt,
    table_from_txt,
)

LOOPBACK = ["127.0.0.1"]
WAIT = 5.0  # seconds: the bound on every single wait for the browser
TXT = {"mode": "classic", "free": "3", "rules": "fc,rw", "pin": "0"}


def run(make: Callable[[], Awaitable[None]], limit: float = 60.0) -> None:
    async def bounded() -> None:
        async with asyncio.timeout(limit):
            await make()

    asyncio.run(bounded())


def unique(prefix: str = "test") -> str:
    return f"{prefix} {secrets.token_hex(4)}"


@contextlib.asynccontextmanager
async def listener(port: int = 0) -> AsyncIterator[int]:
    """A TCP listener on 127.0.0.1 that closes every connection at once; yields its port."""
    server = await asyncio.start_server(lambda reader, writer: writer.close(), "127.0.0.1", port)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()
        await server.wait_closed()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def named(name: str) -> Callable[[list[TableInfo]], bool]:
    return lambda tables: any(t.name == name for t in tables)


def without(name: str) -> Callable[[list[TableInfo]], bool]:
    return lambda tables: all(t.name != name for t in tables)


def find(tables: list[TableInfo], name: str) -> TableInfo:
    return next(t for t in tables if t.name == name)


# -- on the loopback -----------------------------------------------------------------------------


def test_table_appears_updates_and_vanishes_on_goodbye() -> None:
    name = unique()
    calls: list[list[TableInfo]] = []
    threads: set[int] = set()

    def on_change(tables: list[TableInfo]) -> None:
        threads.add(threading.get_ident())
        calls.append(tables)

    async def body() -> None:
        async with listener() as port, TableBrowser(on_change, LOOPBACK) as browser:
            with contextlib.suppress(RuntimeError):
                async with TableAnnouncer(name, port, TXT, interfaces=LOOPBACK) as announcer:
                    assert announcer.instance == f"{name}.{SERVICE_TYPE}"
                    table = find(await browser.wait_for(named(name), WAIT), name)
                    assert table.instance == announcer.instance
                    assert table.addresses == ("127.0.0.1",)
                    assert table.address == "127.0.0.1"
                    assert table.port == port
                    assert table.txt == {"proto": str(PROTOCOL_VERSION), "name": name, **TXT}
                    assert (table.proto, table.mode, table.free) == (PROTOCOL_VERSION, "classic", 3)
                    assert (table.rules, table.pin) == (("fc", "rw"), False)
                    assert table.compatible and table.reason == ""
                    assert calls and calls[-1] == browser.tables

                    # A player joins: the free seats change and the PIN flag is set.
                    await announcer.update({"free": "2", "pin": "1"})
                    assert announcer.txt["free"] == "2" and announcer.txt["mode"] == "classic"
                    table = find(
                        await browser.wait_for(
                            lambda ts: any(t.name == name and t.free == 2 for t in ts), WAIT
                        ),
                        name,
                    )
                    assert table.pin and table.txt["free"] == "2" and table.mode == "classic"

                    # Leaving the block by an exception withdraws the table (goodbye packets).
                    raise RuntimeError("the host gives up")
            await browser.wait_for(without(name), WAIT)
        assert not named(name)(calls[-1])
        assert threads == {threading.get_ident()}, "on_change runs on the event loop's thread"

    run(body)


def test_other_protocol_version_is_listed_incompatible_and_name_clash_is_resolved() -> None:
    name = unique()

    async def body() -> None:
        async with listener() as port, TableBrowser(None, LOOPBACK) as browser:
            ours = TableAnnouncer(name, port, TXT, interfaces=LOOPBACK)
            other = TableAnnouncer(name, port, {**TXT, "proto": "4"}, interfaces=LOOPBACK)
            async with ours:
                # A table that has been up a while: its records were not multicast in the last
                # second, so its answer to the newcomer is not held back (RFC 6762 section 14).
                await asyncio.sleep(1.2)
                async with other:
                    assert other.instance != ours.instance, "the clash is resolved by a new name"
                    assert instance_label(other.instance) == f"{name}-2"
                    tables = await browser.wait_for(
                        lambda ts: sum(t.name == name for t in ts) == 2, WAIT
                    )
                    by_instance = {t.instance: t for t in tables if t.name == name}
                    assert by_instance[ours.instance].compatible
                    newer = by_instance[other.instance]
                    assert not newer.compatible and newer.proto == 4
                    assert "protocol version 4" in newer.reason
                    assert f"version {PROTOCOL_VERSION}" in newer.reason
                    await other.close()
                    await browser.wait_for(lambda ts: sum(t.name == name for t in ts) == 1, WAIT)
                    await other.close()  # closing twice is harmless
            await browser.wait_for(without(name), WAIT)

    run(body)


def test_table_is_listed_only_while_its_port_answers() -> None:
    dead, alive = unique("dead"), unique("alive")

    async def body() -> None:
        port = free_port()  # nothing listens here yet
        browser = TableBrowser(
            None, LOOPBACK, confirm_timeout=0.3, confirm_attempts=2, recheck_interval=0.5
        )
        async with (
            listener() as alive_port,
            browser,
            TableAnnouncer(dead, port, TXT, interfaces=LOOPBACK),
            TableAnnouncer(alive, alive_port, TXT, interfaces=LOOPBACK),
        ):
            await browser.wait_for(named(alive), WAIT)
            await asyncio.sleep(1.5)  # both confirmation attempts of the dead table are over
            assert not named(dead)(browser.tables), "a table whose port is closed is not listed"

            # The host's listener comes up late: the next recheck lists the table ...
            async with listener(port):
                table = find(await browser.wait_for(named(dead), WAIT), dead)
                assert table.port == port
            # ... and once it stops answering, the table is dropped again.
            await browser.wait_for(without(dead), WAIT)
            assert named(alive)(browser.tables)

    run(body)


def test_hostile_txt_record_over_the_network_is_listed_safely() -> None:
    token = secrets.token_hex(4)
    instance = f"hostile {token}.{SERVICE_TYPE}"
    raw_txt = b"".join(
        bytes([len(entry)]) + entry
        for entry in [
            b"proto",  # a key without "="
            b"=nokey",
            b"NAME=\xff\xfe\x1b[31mevil\xe2\x80\xae" + token.encode(),
            b"mode=" + b"x" * 240,
            b"free=-1",
            b"rules=,,fc,,",
            b"\xc3\xa4=umlaut key",
        ]
    )

    def raising(tables: list[TableInfo]) -> None:
        raise ValueError("a broken callback does not stop the browser")

    async def body() -> None:
        async with listener() as port, TableBrowser(raising, LOOPBACK) as browser:
            aiozc = AsyncZeroconf(interfaces=LOOPBACK, ip_version=IPVersion.V4Only)
            info = AsyncServiceInfo(
                SERVICE_TYPE,
                instance,
                port=port,
                properties=raw_txt,
                server=f"hostile-{token}.local.",
                addresses=[socket.inet_aton("127.0.0.1")],
            )
            try:
                await (await aiozc.async_register_service(info, cooperating_responders=True))
                tables = await browser.wait_for(
                    lambda ts: any(t.instance == instance for t in ts), WAIT
                )
                table = next(t for t in tables if t.instance == instance)
                assert table.name == "\ufffd\ufffd[31mevil" + token
                assert table.proto is None and not table.compatible
                assert table.reason == "the table announces no protocol version"
                assert table.mode == "" and table.free is None and table.rules == ("fc",)
                assert "\xe4" not in "".join(table.txt)
            finally:
                await (await aiozc.async_unregister_service(info))
                await aiozc.async_close()
            await browser.wait_for(lambda ts: all(t.instance != instance for t in ts), WAIT)

    run(body)


def test_announcer_and_browser_close_cleanly_without_being_used() -> None:
    async def body() -> None:
        announcer = TableAnnouncer(unique(), free_port(), TXT, interfaces=LOOPBACK)
        await announcer.close()  # never started
        with pytest.raises(RuntimeError):
            await announcer.start()
        with pytest.raises(RuntimeError):
            await announcer.update({"free": "1"})
        browser = TableBrowser(None, LOOPBACK)
        async with browser:
            assert browser.tables == []
        await browser.close()
        with pytest.raises(RuntimeError):
            await browser.start()

    run(body)


# -- the values -----------------------------------------------------------------------------------


def test_announcer_txt_defaults_overrides_and_checks() -> None:
    announcer = TableAnnouncer("Anna's\x07 table", 4000, {"mode": "event"}, interfaces=LOOPBACK)
    expected = {"proto": str(PROTOCOL_VERSION), "name": "Anna's table", "mode": "event"}
    assert announcer.txt == expected
    assert announcer.addresses == ["127.0.0.1"]
    long = TableAnnouncer("ä" * 300, 4000, {"Proto": "7"}, interfaces=LOOPBACK)
    assert long.txt["proto"] == "7", "given keys win, lower-cased"
    assert len(("name=" + long.txt["name"]).encode()) <= 255
    with pytest.raises(RuntimeError):
        _ = long.instance
    for bad in ({"": "x"}, {"a=b": "x"}, {"k\n": "x"}, {"k" * 40: "x"}):
        with pytest.raises(ValueError):
            TableAnnouncer("t", 4000, bad, interfaces=LOOPBACK)
    with pytest.raises(TypeError):
        TableAnnouncer("t", 4000, {"free": 3}, interfaces=LOOPBACK)  # type: ignore[dict-item]
    with pytest.raises(ValueError):
        TableAnnouncer("t", 0, {}, interfaces=LOOPBACK)


def test_instance_label_from_table_name() -> None:
    from net.discovery import label_for

    assert label_for("v1.2 \u202eevil\\x") == "v1 2 evil x"
    assert label_for("\x00\x01") == "madn table"
    cut = label_for("ö" * 100)
    assert len(cut.encode()) <= MAX_LABEL_BYTES and cut == "ö" * (MAX_LABEL_BYTES // 2)
    assert instance_label("Anna._madn._tcp.local.") == "Anna"
    assert instance_label("elsewhere") == "elsewhere"


def test_advertised_addresses() -> None:
    assert advertised_addresses(["127.0.0.1", "127.0.0.1"]) == ["127.0.0.1"]
    with pytest.raises(ValueError):
        advertised_addresses(["::1"])
    found = advertised_addresses()
    assert found
    assert found == ["127.0.0.1"] or not any(a.startswith("127.") for a in found)


def test_parse_txt_examples() -> None:
    assert parse_txt({b"Proto": b"1", b"name": b"Anna", b"pin": None}) == {
        "proto": "1",
        "name": "Anna",
        "pin": "",
    }
    assert parse_txt({b"a": b"1", b"A": b"2"}) == {"a": "1"}, "the first of equal keys counts"
    assert parse_txt({b"name": b"\x1b[2Jx\xe2\x80\xaey\n"}) == {"name": "[2Jxy"}
    assert parse_txt({b"name": b"\xff"}) == {"name": "\ufffd"}
    assert parse_txt({b"name": b"z" * 10_000})["name"] == "z" * 255
    assert parse_txt({b"k" * 33: b"v", b"": b"v", b"a=b": b"v", b"\xc3\xa4": b"v"}) == {}
    assert parse_txt({1: b"v", b"x": 2, None: None}) == {}  # type: ignore[dict-item]
    assert parse_txt(None) == {}  # type: ignore[arg-type]
    assert parse_txt([b"proto=1"]) == {}  # type: ignore[arg-type]
    assert len(parse_txt({str(i).encode(): b"" for i in range(1000)})) == 32

    class Broken(dict[bytes, bytes]):
        def items(self) -> Any:
            raise OSError("boom")

    assert parse_txt(Broken()) == {}


@pytest.mark.parametrize(
    ("txt", "compatible", "reason"),
    [
        ({"proto": "3", "mode": "classic"}, True, ""),
        ({"proto": "3", "mode": "EVENT"}, True, ""),
        ({"mode": "classic"}, False, "the table announces no protocol version"),
        ({"proto": "one", "mode": "classic"}, False, "the table announces no protocol version"),
        (
            {"proto": "4", "mode": "classic"},
            False,
            "protocol version 4 (a newer version of the game); this program speaks version 3",
        ),
        (
            {"proto": "2", "mode": "classic"},
            False,
            "protocol version 2 (an older version of the game); this program speaks version 3",
        ),
        ({"proto": "3", "mode": "chaos"}, False, "unknown game mode 'chaos'"),
        ({"proto": "3"}, False, "the table announces no game mode"),
    ],
)
def test_table_compatibility(txt: dict[str, str], compatible: bool, reason: str) -> None:
    table = table_from_txt("T._madn._tcp.local.", ["10.0.0.1"], 4000, txt)
    assert (table.compatible, table.reason) == (compatible, reason)


def test_table_fields_from_txt() -> None:
    table = table_from_txt(
        "Fallback._madn._tcp.local.",
        ["10.0.0.1", "10.0.0.2"],
        4000,
        {"proto": "3", "mode": "event", "free": "2", "rules": " fc, rw ,", "pin": "1"},
    )
    assert table.name == "Fallback" and table.free == 2 and table.pin
    assert table.rules == ("fc", "rw")
    assert table.address == "10.0.0.1"
    # a table with every option off announces "-" (Rules.flags), read as no flag
    assert table_from_txt("T._madn._tcp.local.", [], 1, {"rules": "-"}).rules == ()
    assert hash(table) == hash(table_from_txt(table.instance, [], 1, {}))
    for free in ("-1", "100", "1.5", "٣", ""):
        assert table_from_txt("T._madn._tcp.local.", [], 1, {"free": free}).free is None
    assert table_from_txt("T._madn._tcp.local.", [], 1, {"pin": "yes"}).pin is False
