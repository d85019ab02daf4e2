"""Table discovery on the LAN: a host announces its table over mDNS/DNS-SD, clients browse for it.

A host announces one service of type :data:`SERVICE_TYPE` per open table (:class:`TableAnnouncer`)
and withdraws it with goodbye packets when the table closes or its game starts full. A client
keeps a live list of the tables it hears of (:class:`TableBrowser`): every table is resolved
(``AsyncServiceInfo.async_request``) and confirmed by a TCP connect to its port before it is
listed, and tables that speak another protocol version are listed as incompatible with the
reason. docs/protocol.md ("Discovery") describes the service type and the TXT keys.

Both classes own one ``AsyncZeroconf`` each and must be used on a running asyncio loop (no Qt
here: the app runs this loop on its network thread). Both are async context managers; leaving
the block closes them on every exit path.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import ipaddress
import itertools
import logging
import secrets
import socket
import time
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType, TracebackType
from typing import Self

import ifaddr
from zeroconf import (
    BadTypeInNameException,
    DNSQuestionType,
    InterfaceChoice,
    IPVersion,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

__all__ = [
    "PROTOCOL_VERSION",
    "SERVICE_TYPE",
    "TXT_FREE",
    "TXT_MODE",
    "TXT_NAME",
    "TXT_PIN",
    "TXT_PROTO",
    "TXT_RULES",
    "TableAnnouncer",
    "TableBrowser",
    "TableInfo",
    "advertised_addresses",
    "confirm_tcp",
    "instance_label",
    "parse_txt",
    "table_from_txt",
]

log = logging.getLogger(__name__)

SERVICE_TYPE = "_madn._tcp.local."
# The version of the LAN protocol (frames and messages, docs/protocol.md); net/messages.py has the
# same number (its tests check that they agree). A table of another version is listed as
# incompatible.
PROTOCOL_VERSION = 1

# TXT keys (docs/protocol.md, "Discovery").
TXT_PROTO = "proto"  # protocol version, decimal
TXT_NAME = "name"  # table name, UTF-8
TXT_MODE = "mode"  # "classic" or "event"
TXT_FREE = "free"  # free seats, decimal
TXT_RULES = "rules"  # the notation's rule flags, comma-separated (e.g. "fc,rw"); may be empty
TXT_PIN = "pin"  # "1" when joining needs a PIN, else "0"

MODES = ("classic", "event")

# Limits for what is read from the network (parse_txt) and written to it (TableAnnouncer).
MAX_TXT_ENTRIES = 32  # entries read from one TXT record; the rest are ignored
MAX_KEY_CHARS = 32  # a longer key is ignored
MAX_VALUE_CHARS = 255  # a longer value is cut (one TXT string is at most 255 bytes anyway)
MAX_TXT_ENTRY_BYTES = 255  # "key=value" in one TXT string (RFC 6763 6.1)
MAX_RULE_FLAGS = 32
MAX_FREE_SEATS = 99
MAX_ADDRESSES = 8  # addresses of one table tried by the TCP confirmation
MAX_TABLES = 256  # services tracked by one browser; more are ignored
# The instance label is at most 63 bytes; zeroconf appends "-2", "-3", ... on a name clash.
MAX_LABEL_BYTES = 56

# Control characters and the bidirectional overrides/isolates (which can make a name display as
# something else) are removed from every text read from a TXT record or used as a label.
_BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)


def _clean_text(text: str) -> str:
    return "".join(
        ch for ch in text if unicodedata.category(ch) != "Cc" and ch not in _BIDI_CONTROLS
    ).strip()


def _cut_utf8(text: str, max_bytes: int) -> str:
    """``text`` cut to at most ``max_bytes`` of UTF-8, on a character boundary."""
    data = text.encode("utf-8")
    if len(data) <= max_bytes:
        return text
    return data[:max_bytes].decode("utf-8", errors="ignore")


def _as_text(raw: object, *, key: bool) -> str | None:
    """A TXT key or value as text, or None when it has a type no TXT record can have."""
    if isinstance(raw, bytes | bytearray | memoryview):
        data = bytes(raw[: 4 * MAX_VALUE_CHARS])
        if key:
            try:
                return data.decode("ascii")
            except UnicodeDecodeError:
                return None
        return data.decode("utf-8", errors="replace")
    if isinstance(raw, str):
        return raw[: 4 * MAX_VALUE_CHARS]
    return None


def parse_txt(properties: Mapping[bytes, bytes | None]) -> dict[str, str]:
    """The TXT record's entries as text, defensively (the record comes from anyone on the LAN).

    Keys are lower-cased printable ASCII (RFC 6763 6.4: case-insensitive; the first of equal keys
    counts); values are UTF-8 with undecodable bytes replaced, control characters and
    bidirectional overrides removed, cut to :data:`MAX_VALUE_CHARS`; a key without a value gives
    ``""``. Entries of the wrong type, overlong or empty keys and everything after the first
    :data:`MAX_TXT_ENTRIES` entries are ignored; anything that is no mapping gives ``{}``. Never
    raises.
    """
    result: dict[str, str] = {}
    try:
        items: Iterable[tuple[object, object]] = properties.items()
        for raw_key, raw_value in itertools.islice(items, MAX_TXT_ENTRIES):
            key = _as_text(raw_key, key=True)
            if key is None or not key or len(key) > MAX_KEY_CHARS:
                continue
            if "=" in key or not all(" " <= ch <= "~" for ch in key):
                continue
            key = key.lower()
            if key in result:
                continue
            if raw_value is None:
                value = ""
            else:
                text = _as_text(raw_value, key=False)
                if text is None:
                    continue
                value = _clean_text(text)[:MAX_VALUE_CHARS]
            result[key] = value
    except Exception:  # a hostile or broken mapping: keep what was read
        log.debug("unreadable TXT record", exc_info=True)
    return result


def _parse_count(text: str | None, limit: int) -> int | None:
    if text is None or not text.isascii() or not text.isdigit() or len(text) > 6:
        return None
    value = int(text)
    return value if value <= limit else None


@dataclass(frozen=True)
class TableInfo:
    """One table as a browser lists it (all fields already decoded and checked)."""

    instance: str  # the full mDNS service name: unique on the LAN, the table's key
    name: str  # the table name (TXT ``name``; the instance label when missing)
    addresses: tuple[str, ...]  # IPv4 addresses; the one that answered the TCP confirmation first
    port: int
    txt: Mapping[str, str]  # parse_txt of the TXT record (read-only)
    proto: int | None  # the protocol version announced; None when missing or malformed
    mode: str  # "classic", "event" or "" when missing or unknown
    free: int | None  # free seats; None when missing or malformed
    rules: tuple[str, ...]  # rule flags of the notation, e.g. ("fc", "rw")
    pin: bool  # joining needs a PIN
    compatible: bool  # this program can join the table
    reason: str  # why not, for the user ("" when compatible)

    @property
    def address(self) -> str:
        """The address to connect to (the one that answered the confirmation)."""
        return self.addresses[0]

    def __hash__(self) -> int:
        return hash(self.instance)


def instance_label(instance: str) -> str:
    """The instance label of a full service name (``Anna._madn._tcp.local.`` gives ``Anna``)."""
    suffix = "." + SERVICE_TYPE
    if instance.lower().endswith(suffix):
        return instance[: -len(suffix)]
    return instance


def table_from_txt(
    instance: str, addresses: Sequence[str], port: int, txt: Mapping[str, str]
) -> TableInfo:
    """A :class:`TableInfo` from the parsed TXT entries (see :func:`parse_txt`)."""
    name = txt.get(TXT_NAME, "") or _clean_text(instance_label(instance))[:MAX_VALUE_CHARS]
    proto = _parse_count(txt.get(TXT_PROTO), 10**6)
    mode_text = txt.get(TXT_MODE, "").lower()
    mode = mode_text if mode_text in MODES else ""
    flags = [flag.strip() for flag in txt.get(TXT_RULES, "").split(",")[:MAX_RULE_FLAGS]]
    rules = tuple(flag for flag in flags if flag)
    compatible = True
    reason = ""
    if proto is None:
        compatible = False
        reason = "the table announces no protocol version"
    elif proto != PROTOCOL_VERSION:
        compatible = False
        age = "a newer" if proto > PROTOCOL_VERSION else "an older"
        reason = (
            f"protocol version {proto} ({age} version of the game); "
            f"this program speaks version {PROTOCOL_VERSION}"
        )
    elif not mode:
        compatible = False
        shown = txt.get(TXT_MODE, "")[:20]
        reason = f"unknown game mode {shown!r}" if shown else "the table announces no game mode"
    return TableInfo(
        instance=instance,
        name=name,
        addresses=tuple(addresses),
        port=port,
        txt=MappingProxyType(dict(txt)),
        proto=proto,
        mode=mode,
        free=_parse_count(txt.get(TXT_FREE), MAX_FREE_SEATS),
        rules=rules,
        pin=txt.get(TXT_PIN, "") == "1",
        compatible=compatible,
        reason=reason,
    )


def advertised_addresses(interfaces: Sequence[str] | None = None) -> list[str]:
    """The IPv4 addresses a host advertises for its table.

    With ``interfaces`` given, its IPv4 addresses (tests pin ``["127.0.0.1"]``); otherwise every
    non-loopback IPv4 address of the host, or ``127.0.0.1`` when it has none (a machine without a
    network can still host for itself).
    """
    if interfaces is not None:
        chosen = [a for a in interfaces if _is_ipv4(a)]
        if not chosen:
            raise ValueError(f"no IPv4 address among the interfaces {list(interfaces)!r}")
        return list(dict.fromkeys(chosen))
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and _is_ipv4(ip.ip) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return list(dict.fromkeys(found)) or ["127.0.0.1"]


def _is_ipv4(text: object) -> bool:
    if not isinstance(text, str):
        return False
    try:
        ipaddress.IPv4Address(text)
    except ValueError:
        return False
    return True


def _zeroconf_interfaces(interfaces: Sequence[str] | None) -> list[str] | InterfaceChoice:
    return list(interfaces) if interfaces is not None else InterfaceChoice.All


def _label_for(name: str) -> str:
    """The instance label for a table name: clean text, no dots, at most MAX_LABEL_BYTES."""
    label = _clean_text(name).replace(".", " ").replace("\\", " ").strip()
    label = _cut_utf8(label, MAX_LABEL_BYTES).strip()
    return label or "madn table"


def _ignore_state_change(**_: object) -> None:
    """A browser handler that does nothing (the announcer's browse only fills the cache)."""


class TableAnnouncer:
    """Announces one table (``async with TableAnnouncer(...) as announcer:``).

    Entering registers the service ``<name>._madn._tcp.local.`` (probing for the name first; on a
    clash zeroconf appends ``-2``, ``-3``, ...: :attr:`instance` is the name as registered) and
    waits for the announcements to be sent. :meth:`update` re-announces changed TXT entries.
    Leaving the block, or :meth:`close`, sends the goodbye packets and closes the zeroconf
    instance on every exit path.

    ``txt`` holds the entries of docs/protocol.md (``mode``, ``free``, ``rules``, ``pin``);
    ``proto`` (:data:`PROTOCOL_VERSION`) and ``name`` (the table name) are added unless given.
    ``interfaces``: the IPv4 addresses to announce on and to advertise; by default every interface
    is used and the host's non-loopback IPv4 addresses are advertised.
    """

    def __init__(
        self,
        name: str,
        port: int,
        txt: Mapping[str, str],
        interfaces: Sequence[str] | None = None,
    ) -> None:
        if not 0 < port < 65536:
            raise ValueError(f"port out of range: {port}")
        self._name = name
        self._port = port
        self._interfaces = list(interfaces) if interfaces is not None else None
        clean_name = _clean_text(name) or _label_for(name)
        self._txt = self._checked({TXT_PROTO: str(PROTOCOL_VERSION), TXT_NAME: clean_name})
        self._txt.update(self._checked(txt))
        self._server = f"madn-{secrets.token_hex(6)}.local."
        self._addresses = advertised_addresses(self._interfaces)
        self._aiozc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._registered = False
        self._closed = False
        self.announced_at: float | None = None  # time.monotonic() when the first announcement left

    @staticmethod
    def _checked(txt: Mapping[str, str]) -> dict[str, str]:
        checked: dict[str, str] = {}
        for key, value in txt.items():
            if (
                not isinstance(key, str)
                or not key
                or "=" in key
                or not all(" " <= ch <= "~" for ch in key)
                or len(key) > MAX_KEY_CHARS
            ):
                raise ValueError(f"bad TXT key {key!r}")
            if not isinstance(value, str):
                raise TypeError(f"TXT value of {key!r} must be str, not {type(value).__name__}")
            room = MAX_TXT_ENTRY_BYTES - len(key) - 1
            checked[key.lower()] = _cut_utf8(_clean_text(value), room)
        return checked

    @property
    def instance(self) -> str:
        """The full service name as registered (after any renaming on a clash)."""
        if self._info is None:
            raise RuntimeError("the table is not announced")
        return self._info.name

    @property
    def txt(self) -> dict[str, str]:
        """The TXT entries announced."""
        return dict(self._txt)

    @property
    def addresses(self) -> list[str]:
        """The addresses advertised."""
        return list(self._addresses)

    def _service_info(self, name: str) -> AsyncServiceInfo:
        properties: dict[str | bytes, str | bytes | None] = dict(self._txt.items())
        return AsyncServiceInfo(
            SERVICE_TYPE,
            name,
            port=self._port,
            properties=properties,
            server=self._server,
            addresses=[socket.inet_aton(address) for address in self._addresses],
        )

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def start(self) -> None:
        """Register and announce the table (what entering the ``async with`` block does)."""
        if self._aiozc is not None or self._closed:
            raise RuntimeError("a TableAnnouncer is started once")
        self._aiozc = AsyncZeroconf(
            interfaces=_zeroconf_interfaces(self._interfaces), ip_version=IPVersion.V4Only
        )
        try:
            self._info = self._service_info(f"{_label_for(self._name)}.{SERVICE_TYPE}")
            # zeroconf probes for the name with QU questions, which a defending host answers by
            # unicast; where several mDNS sockets share port 5353 on this machine (another
            # zeroconf instance, avahi) that answer reaches only one of them. Browsing the type
            # with QM questions while probing brings the tables already announced into this
            # instance's cache by multicast, where the probe looks for a clash.
            clash_watch = AsyncServiceBrowser(
                self._aiozc.zeroconf,
                [SERVICE_TYPE],
                handlers=[_ignore_state_change],
                question_type=DNSQuestionType.QM,
            )
            try:
                announcing = await self._aiozc.async_register_service(
                    self._info, allow_name_change=True
                )
            finally:
                await clash_watch.async_cancel()
            self._registered = True
            self.announced_at = time.monotonic()
            await announcing
        except BaseException:
            await self.close()
            raise
        log.info("announced %s on %s port %d", self._info.name, self._addresses, self._port)

    async def update(self, txt: Mapping[str, str]) -> None:
        """Re-announce with the TXT entries of ``txt`` replacing those announced (others stay)."""
        if self._aiozc is None or self._info is None or not self._registered or self._closed:
            raise RuntimeError("the table is not announced")
        changed = self._checked(txt)
        if all(self._txt.get(key) == value for key, value in changed.items()):
            return
        self._txt.update(changed)
        self._info = self._service_info(self._info.name)
        announcing = await self._aiozc.async_update_service(self._info)
        await announcing

    async def close(self) -> None:
        """Withdraw the table with goodbye packets and close zeroconf (idempotent)."""
        if self._closed:
            return
        self._closed = True
        aiozc, self._aiozc = self._aiozc, None
        if aiozc is None:
            return
        try:
            if self._registered and self._info is not None:
                self._registered = False
                goodbyes = await aiozc.async_unregister_service(self._info)
                await goodbyes
        finally:
            await aiozc.async_close()
        log.info("withdrew %s", self._info.name if self._info else self._name)


async def confirm_tcp(addresses: Sequence[str], port: int, timeout: float) -> str | None:
    """The first of ``addresses`` (in their order) that accepts a TCP connection on ``port``.

    All are tried at once, each for at most ``timeout`` seconds; the connection is closed at once
    without sending anything. None when none answers.
    """

    async def attempt(address: str) -> bool:
        try:
            _, writer = await asyncio.wait_for(asyncio.open_connection(address, port), timeout)
        except (OSError, TimeoutError, ValueError):
            return False
        writer.close()
        with contextlib.suppress(OSError, TimeoutError):
            await asyncio.wait_for(writer.wait_closed(), timeout)
        return True

    candidates = list(addresses)[:MAX_ADDRESSES]
    if not candidates:
        return None
    results = await asyncio.gather(*(attempt(address) for address in candidates))
    for address, ok in zip(candidates, results, strict=True):
        if ok:
            return address
    return None


OnChange = Callable[[list[TableInfo]], None]


class TableBrowser:
    """A live list of the tables on the LAN (``async with TableBrowser(on_change) as browser:``).

    Owns one ``AsyncZeroconf`` and one ``AsyncServiceBrowser`` for :data:`SERVICE_TYPE`. Each
    service heard of is resolved (``AsyncServiceInfo.async_request``) and confirmed by a TCP
    connect to one of its addresses before it is listed; a table whose port does not answer is not
    listed (the confirmation is retried ``confirm_attempts`` times with growing pauses, and every
    ``recheck_interval`` seconds listed tables are confirmed again and unconfirmed ones retried).
    ``on_change(tables)`` is called on the event loop's thread, with the whole list sorted by
    name, whenever a table appears, changes or vanishes. Tasks spawned by the handlers are kept
    and cancelled on close.
    """

    def __init__(
        self,
        on_change: OnChange | None = None,
        interfaces: Sequence[str] | None = None,
        *,
        resolve_timeout: float = 3.0,
        confirm_timeout: float = 1.0,
        confirm_attempts: int = 4,
        recheck_interval: float | None = 10.0,
    ) -> None:
        self._on_change = on_change
        self._interfaces = list(interfaces) if interfaces is not None else None
        self._resolve_timeout_ms = max(1, int(resolve_timeout * 1000))
        self._confirm_timeout = confirm_timeout
        self._confirm_attempts = max(1, confirm_attempts)
        self._recheck_interval = recheck_interval
        self._aiozc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._tables: dict[str, TableInfo] = {}  # listed (confirmed), by lower-cased instance
        self._unconfirmed: dict[str, TableInfo] = {}  # resolved but not answering
        self._tasks: dict[str, asyncio.Task[None]] = {}  # one resolve task per instance
        self._dirty: set[str] = set()  # instances changed while their task ran
        self._recheck_task: asyncio.Task[None] | None = None
        self._last: list[TableInfo] = []
        self._changed = asyncio.Event()
        self._closed = False

    @property
    def tables(self) -> list[TableInfo]:
        """The tables listed now, sorted by name."""
        return self._sorted()

    def _sorted(self) -> list[TableInfo]:
        return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.instance))

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def start(self) -> None:
        """Start browsing (what entering the ``async with`` block does)."""
        if self._aiozc is not None or self._closed:
            raise RuntimeError("a TableBrowser is started once")
        self._aiozc = AsyncZeroconf(
            interfaces=_zeroconf_interfaces(self._interfaces), ip_version=IPVersion.V4Only
        )
        try:
            self._browser = AsyncServiceBrowser(
                self._aiozc.zeroconf, [SERVICE_TYPE], handlers=[self._on_service_state_change]
            )
            if self._recheck_interval is not None:
                self._recheck_task = asyncio.create_task(self._recheck_loop())
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        """Stop browsing, cancel every task and close zeroconf (idempotent)."""
        if self._closed:
            return
        self._closed = True
        tasks = list(self._tasks.values())
        if self._recheck_task is not None:
            tasks.append(self._recheck_task)
        self._tasks.clear()
        self._recheck_task = None
        for task in tasks:
            task.cancel()
        try:
            if self._browser is not None:
                await self._browser.async_cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        finally:
            self._browser = None
            aiozc, self._aiozc = self._aiozc, None
            if aiozc is not None:
                await aiozc.async_close()

    async def wait_for(
        self, predicate: Callable[[list[TableInfo]], bool], timeout: float
    ) -> list[TableInfo]:
        """Wait until ``predicate(tables)`` holds (checked now and on every change).

        Returns the tables; raises ``TimeoutError`` after ``timeout`` seconds.
        """
        async with asyncio.timeout(timeout):
            while True:
                tables = self._sorted()
                if predicate(tables):
                    return tables
                self._changed.clear()
                await self._changed.wait()

    # -- zeroconf handler and tasks ----------------------------------------------------------

    def _on_service_state_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        if self._closed or service_type != SERVICE_TYPE:
            return
        key = name.lower()
        if state_change is ServiceStateChange.Removed:
            task = self._tasks.pop(key, None)
            if task is not None:
                task.cancel()
            self._dirty.discard(key)
            self._unconfirmed.pop(key, None)
            if self._tables.pop(key, None) is not None:
                self._notify()
            return
        if key in self._tasks:
            self._dirty.add(key)
            return
        if len(self._tasks) + len(self._tables) + len(self._unconfirmed) >= MAX_TABLES:
            log.warning("ignoring %r: already tracking %d tables", name, MAX_TABLES)
            return
        self._spawn(key, name)

    def _spawn(self, key: str, name: str) -> None:
        task = asyncio.get_running_loop().create_task(self._resolve(key, name))
        self._tasks[key] = task
        task.add_done_callback(functools.partial(self._task_done, key))

    def _task_done(self, key: str, task: asyncio.Task[None]) -> None:
        if self._tasks.get(key) is task:
            del self._tasks[key]
        if not task.cancelled() and task.exception() is not None:
            log.warning("resolving %s failed", key, exc_info=task.exception())

    async def _resolve(self, key: str, name: str) -> None:
        for _ in range(16):  # a burst of updates is coalesced; a flood is not followed forever
            self._dirty.discard(key)
            await self._resolve_once(key, name)
            if key not in self._dirty:
                return

    async def _resolve_once(self, key: str, name: str) -> None:
        aiozc = self._aiozc
        if aiozc is None:
            return
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
        except BadTypeInNameException:
            return
        if not await info.async_request(aiozc.zeroconf, self._resolve_timeout_ms):
            log.debug("%s did not resolve", name)
            return
        table = self._table_from_info(name, info)
        if table is None:
            self._drop(key)
            return
        old = self._tables.get(key)
        same_place = old is not None and old.port == table.port
        if old is not None and same_place and set(old.addresses) == set(table.addresses):
            # Only the TXT changed: the confirmed address stays first.
            rest = tuple(a for a in table.addresses if a != old.address)
            self._list(key, _with_addresses(table, (old.address, *rest)))
            return
        for attempt in range(self._confirm_attempts):
            if attempt:
                await asyncio.sleep(0.25 * 2**attempt)  # 0.5, 1, 2 s, ...
            address = await confirm_tcp(table.addresses, table.port, self._confirm_timeout)
            if address is not None:
                rest = tuple(a for a in table.addresses if a != address)
                self._list(key, _with_addresses(table, (address, *rest)))
                return
        log.info("%s does not answer on port %d", name, table.port)
        self._drop(key)
        self._unconfirmed[key] = table

    @staticmethod
    def _table_from_info(name: str, info: AsyncServiceInfo) -> TableInfo | None:
        port = info.port
        if not isinstance(port, int) or not 0 < port < 65536:
            return None
        try:
            addresses = [a for a in info.parsed_addresses(IPVersion.V4Only) if _is_ipv4(a)]
        except Exception:  # malformed address records
            return None
        if not addresses:
            return None
        addresses = list(dict.fromkeys(addresses))[:MAX_ADDRESSES]
        try:
            properties: Mapping[bytes, bytes | None] = info.properties
        except Exception:  # a TXT record zeroconf cannot unpack
            properties = {}
        return table_from_txt(name, addresses, port, parse_txt(properties))

    def _list(self, key: str, table: TableInfo) -> None:
        self._unconfirmed.pop(key, None)
        if self._tables.get(key) != table:
            self._tables[key] = table
            self._notify()

    def _drop(self, key: str) -> None:
        self._unconfirmed.pop(key, None)
        if self._tables.pop(key, None) is not None:
            self._notify()

    async def _recheck_loop(self) -> None:
        assert self._recheck_interval is not None
        while not self._closed:
            await asyncio.sleep(self._recheck_interval)
            try:
                await self._recheck()
            except Exception:  # never expected; the rechecks go on
                log.exception("rechecking the tables failed")

    async def _recheck(self) -> None:
        """Confirm the listed tables again and retry the unconfirmed ones (one attempt each)."""
        candidates = [
            (key, table)
            for key, table in itertools.chain(self._tables.items(), self._unconfirmed.items())
            if key not in self._tasks
        ]
        answers = await asyncio.gather(
            *(confirm_tcp(t.addresses, t.port, self._confirm_timeout) for _, t in candidates)
        )
        for (key, table), address in zip(candidates, answers, strict=True):
            if key in self._tasks or self._closed:
                continue  # re-resolving: that task decides
            if address is None:
                if key in self._tables:
                    log.info("%s stopped answering", table.instance)
                    self._drop(key)
                    self._unconfirmed[key] = table
            elif key in self._unconfirmed or key in self._tables:
                rest = tuple(a for a in table.addresses if a != address)
                self._list(key, _with_addresses(table, (address, *rest)))

    def _notify(self) -> None:
        tables = self._sorted()
        if tables == self._last:
            return
        self._last = tables
        self._changed.set()
        if self._on_change is not None:
            try:
                self._on_change(list(tables))
            except Exception:
                log.exception("on_change callback failed")


def _with_addresses(table: TableInfo, addresses: tuple[str, ...]) -> TableInfo:
    return dataclasses.replace(table, addresses=addresses)
